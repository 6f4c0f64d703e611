// A stand-in service for tests/faults/supervisor.test.ts, started by scripts/processes.ts as the
// ministry and the gateway are: it writes its ready line and runs until a signal ends it. Plain
// JavaScript: it starts without tsx's loader, which costs about a second per run on a busy machine.

if (process.env.FIXTURE_FAIL_BEFORE_READY === '1') {
  console.error('fixture: refusing to start (bad configuration)');
  process.exit(2);
}

const alive = setInterval(() => {}, 60_000);
process.once('SIGTERM', () => {
  clearInterval(alive);
  process.stdout.write(`${JSON.stringify({ msg: 'fixture stopping', pid: process.pid })}\n`);
  process.exit(0);
});

process.stdout.write(`${JSON.stringify({ msg: 'fixture ready', pid: process.pid })}\n`);
console.error(`fixture ${process.pid}: serving`);
