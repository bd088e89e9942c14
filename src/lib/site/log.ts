// One JSON object per line on stdout (errors on stderr), the shape log collectors read without configuration.
type Fields = Record<string, string | number | boolean | null | undefined>;

export function log(level: 'info' | 'warn' | 'error', msg: string, fields: Fields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** The shape of `log`, for a rule that logs and is tested with a logger of its own. */
export type Logger = typeof log;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
