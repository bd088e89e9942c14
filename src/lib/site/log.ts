// One JSON object per line on stdout (errors on stderr), the shape log collectors read without configuration.
//
// The lines of one turn of the event loop go out in one write: a write per line (console.log, synchronous to a file
// or a pipe on Linux) was a fifth of the CPU of a page answered from the shared cache. An error goes out at once,
// after the lines before it, and whatever is pending is written when the process exits.
type Fields = Record<string, string | number | boolean | null | undefined>;

/** A burst of lines in one turn (a loop over many rows) goes out once it reaches this many. */
const MAX_PENDING = 512;

let pending: string[] = [];
let scheduled = false;

function flush(): void {
  scheduled = false;
  if (pending.length === 0) return;
  const text = `${pending.join('\n')}\n`;
  pending = [];
  process.stdout.write(text);
}

process.on('exit', flush);

export function log(level: 'info' | 'warn' | 'error', msg: string, fields: Fields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error') {
    flush();
    console.error(line);
    return;
  }
  pending.push(line);
  if (pending.length >= MAX_PENDING) flush();
  else if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
}

/** The shape of `log`, for a rule that logs and is tested with a logger of its own. */
export type Logger = typeof log;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
