import type { LpFrame } from '../../machines/liveness-socket/liveness-socket.machine.js';

/**
 * lpproto framing (docs/contracts.md): `COMMAND\nname:value\n...\n\nbody\u0000`; a message of
 * end-of-lines only is a heartbeat. As in STOMP 1.2, `\r\n` line ends are read, header values are
 * escaped (`\c` for a colon, `\n`, `\r`, `\\`), and one message may carry several frames.
 */

export const HEARTBEAT = '\n';
const NUL = '\u0000';

const escapeHeader = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/:/g, '\\c');

const unescapeHeader = (value: string) =>
  value.replace(/\\([\\ncr])/g, (_, c: string) => ({ '\\': '\\', n: '\n', c: ':', r: '\r' })[c] ?? c);

export function encodeFrame({ command, headers, body }: LpFrame): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}:${escapeHeader(value)}`);
  return `${[command, ...lines].join('\n')}\n\n${body}${NUL}`;
}

function decodeOne(raw: string): LpFrame | null {
  const blank = /\r?\n\r?\n/.exec(raw);
  const head = blank ? raw.slice(0, blank.index) : raw;
  const body = blank ? raw.slice(blank.index + blank[0].length) : '';
  const [command = '', ...lines] = head.split(/\r?\n/);
  if (!/^[A-Z]+$/.test(command)) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) return null;
    const name = line.slice(0, colon).toLowerCase();
    // STOMP: the first occurrence of a repeated header wins.
    if (!(name in headers)) headers[name] = unescapeHeader(line.slice(colon + 1));
  }
  return { command, headers, body };
}

/** The frames of one WebSocket message: [] for a heartbeat, null when it is not lpproto. */
export function decodeFrames(data: string): LpFrame[] | null {
  const frames: LpFrame[] = [];
  let rest = data;
  for (;;) {
    rest = rest.replace(/^(\r?\n)+/, '');
    if (rest === '') return frames;
    const end = rest.indexOf(NUL);
    if (end < 0) return null;
    const frame = decodeOne(rest.slice(0, end));
    if (!frame) return null;
    frames.push(frame);
    rest = rest.slice(end + 1);
  }
}
