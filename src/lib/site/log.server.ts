// The server's log, on pino: info and warnings to stdout, errors to stderr, each line the JSON of log.ts. Writes are
// asynchronous, so lines logged while a write is under way go out together in the next one; `flushLog` waits until
// both streams have taken every line (the server calls it before it exits).
import pino from 'pino';
import { useLogSink, type Fields, type Level } from './log';

const stdout = pino.destination({ dest: 1, sync: false });
const stderr = pino.destination({ dest: 2, sync: false });

const logger = pino(
  {
    base: undefined,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.multistream(
    [
      { level: 'info', stream: stdout },
      { level: 'error', stream: stderr },
    ],
    { dedupe: true },
  ),
);

useLogSink((level: Level, msg: string, fields: Fields) => logger[level](fields, msg));

const flushed = (stream: typeof stdout) =>
  // A stream that cannot flush (closed already) has nothing more to wait for.
  new Promise<void>((resolve) => stream.flush(() => resolve()));

/** Resolves once every line logged so far has been written (before the process exits on purpose). */
export function flushLog(): Promise<void> {
  return Promise.all([flushed(stdout), flushed(stderr)]).then(() => undefined);
}
