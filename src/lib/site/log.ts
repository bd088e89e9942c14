// One JSON object per line on stdout (errors on stderr), the shape log collectors read without configuration.
//
// On the server the lines of a short while go out in one write: a write per line cost a cache hit a good part of its
// CPU. A warning or an error goes out at once, after the
// lines before it; what is pending is written at exit, and `flushLog` waits until stdout has taken it (a pipe may not
// take it all at once).
// This module is also bundled into the browser's scripts (us-states.ts logs a failed lookup), where there is no
// stdout and each line goes to the console: nothing here may touch `process` before it is known to exist.
type Fields = Record<string, string | number | boolean | null | undefined>;

/** A line waits this long at most for the lines after it. */
export const LOG_WAIT_MS = 20;

/** A burst of lines (a loop over many rows, a busy server) goes out once it reaches this many. */
const MAX_PENDING = 512;

let pending: string[] = [];
/** The write waiting for LOG_WAIT_MS; a write made sooner (a warning, a burst) cancels it. */
let due: ReturnType<typeof setTimeout> | undefined;
let exitHooked = false;

const hasStdout = (): boolean => typeof process === 'object' && typeof process.stdout?.write === 'function';

/** Writes the pending lines; `done` is called once stdout has taken them and every write before them. */
function flush(done?: () => void): void {
  clearTimeout(due);
  due = undefined;
  if (pending.length === 0 && !done) return;
  const text = pending.length === 0 ? '' : `${pending.join('\n')}\n`;
  pending = [];
  if (done) process.stdout.write(text, () => done());
  else process.stdout.write(text);
}

/** Resolves once every line logged so far has been handed to stdout (before the process exits on purpose). */
export function flushLog(): Promise<void> {
  if (!hasStdout()) return Promise.resolve();
  return new Promise((resolve) => flush(resolve));
}

let isoMs = NaN;
let isoText = '';
/** The time as the log writes it, made once a millisecond (a busy server logs many lines in one). */
function isoNow(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoText = new Date(now).toISOString();
  }
  return isoText;
}

/**
 * A line as `JSON.stringify({ time, level, msg, ...fields })` writes it, made by hand: the object, its spread and
 * the date were a good part of a cache hit's CPU.
 */
export function logLine(time: string, level: string, msg: string, fields: Fields): string {
  let line = `{"time":"${time}","level":"${level}","msg":${JSON.stringify(msg)}`;
  for (const name in fields) {
    // A field named as one of the line's own (rare) overrides it, as in the spread.
    if (name === 'time' || name === 'level' || name === 'msg') return JSON.stringify({ time, level, msg, ...fields });
    const value = fields[name];
    if (value === undefined) continue;
    const text =
      typeof value === 'string'
        ? JSON.stringify(value)
        : typeof value === 'number' && !Number.isFinite(value)
          ? 'null'
          : String(value);
    line += `,${JSON.stringify(name)}:${text}`;
  }
  return `${line}}`;
}

export function log(level: 'info' | 'warn' | 'error', msg: string, fields: Fields = {}): void {
  const line = logLine(isoNow(), level, msg, fields);
  if (!hasStdout()) {
    if (level === 'error') console.error(line);
    else console.log(line);
    return;
  }
  if (level === 'error') {
    flush();
    console.error(line);
    return;
  }
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', () => flush());
  }
  pending.push(line);
  // A warning is rare and wanted now; the request lines can wait for each other.
  if (level === 'warn' || pending.length >= MAX_PENDING) flush();
  else due ??= setTimeout(flush, LOG_WAIT_MS);
}

/** The shape of `log`, for a rule that logs and is tested with a logger of its own. */
export type Logger = typeof log;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
