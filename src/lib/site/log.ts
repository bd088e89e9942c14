// One JSON object per line (time, level, msg and the fields), the shape log collectors read without configuration.
//
// This module is shared with the browser's scripts (us-states.ts logs a failed lookup), so it holds no logger of its
// own: lines go to the console until the server installs its logger (log.server.ts, pino writing to stdout and
// stderr), which every server entry point loads first.
export type Fields = Record<string, string | number | boolean | null | undefined>;
export type Level = 'info' | 'warn' | 'error';
type Sink = (level: Level, msg: string, fields: Fields) => void;

const consoleSink: Sink = (level, msg, fields) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
};

let sink: Sink = consoleSink;

/** Where every line goes from now on (the server's logger); answers where they went before. */
export function useLogSink(next: Sink): Sink {
  const before = sink;
  sink = next;
  return before;
}

export function log(level: Level, msg: string, fields: Fields = {}): void {
  sink(level, msg, fields);
}

/** The shape of `log`, for a rule that logs and is tested with a logger of its own. */
export type Logger = typeof log;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
