/**
 * lpproto frames (docs/contracts.md): STOMP-like text, `COMMAND\nheader:value\n...\n\nbody\0`.
 * A message holding only end-of-line characters is a heart-beat.
 */
export interface LpFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export const heartbeat = '\n';

export class LpFrameError extends Error {
  override name = 'LpFrameError';
}

/** The frames of one WebSocket text message; an empty list means a heart-beat. */
export function parseFrames(text: string): LpFrame[] {
  const frames: LpFrame[] = [];
  let rest = text;
  for (;;) {
    rest = rest.replace(/^(\r?\n)+/, '');
    if (rest === '') return frames;
    const end = rest.indexOf('\0');
    if (end < 0) throw new LpFrameError('a frame must end with a NUL character');
    frames.push(parseOne(rest.slice(0, end)));
    rest = rest.slice(end + 1);
  }
}

function parseOne(raw: string): LpFrame {
  const blank = /\r?\n\r?\n/.exec(raw);
  const head = blank ? raw.slice(0, blank.index) : raw;
  const body = blank ? raw.slice(blank.index + blank[0].length) : '';
  const [command = '', ...lines] = head.split(/\r?\n/);
  if (!/^[A-Z]+$/.test(command)) throw new LpFrameError('a frame must start with a command');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new LpFrameError('a header line must be name:value');
    const name = line.slice(0, colon).toLowerCase();
    // STOMP: the first occurrence of a repeated header wins.
    if (!(name in headers)) headers[name] = unescapeHeader(line.slice(colon + 1));
  }
  return { command, headers, body };
}

export function serializeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}:${escapeHeader(value)}`);
  return `${[command, ...lines].join('\n')}\n\n${body}\0`;
}

// STOMP 1.2 header escaping, so a value may hold a colon or a line break.
function escapeHeader(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/:/g, '\\c');
}

function unescapeHeader(value: string): string {
  return value.replace(/\\([\\ncr])/g, (_, c: string) => ({ '\\': '\\', n: '\n', c: ':', r: '\r' })[c] ?? c);
}

/** STOMP heart-beat header `cx,cy`: how often the sender can send, how often it wants to receive. */
export function parseHeartBeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0];
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value);
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}
