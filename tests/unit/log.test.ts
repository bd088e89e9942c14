// The log's shape (one JSON object per line: time, level, message, fields) and where lines go: the console until the
// server installs its logger (log.server.ts, checked on the built server by tests/system/server-lifecycle.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, useLogSink, type Fields, type Level } from '../../src/lib/site/log';

describe('log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a line to the console as JSON of its time, level, message and fields; an error to console.error', () => {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
    log('warn', 'State lookup failure', { zip: '00000', missing: undefined });
    log('error', 'broken', { error: 'disk full' });
    expect(out).toHaveLength(1);
    const line = JSON.parse(out[0]!) as Record<string, unknown>;
    expect(line).toEqual({ time: expect.any(String), level: 'warn', msg: 'State lookup failure', zip: '00000' });
    expect(Date.parse(String(line.time))).not.toBeNaN();
    expect(err.map((l) => JSON.parse(l) as unknown)).toEqual([
      { time: expect.any(String), level: 'error', msg: 'broken', error: 'disk full' },
    ]);
  });

  it('sends every line to the logger the server installs', () => {
    const seen: [Level, string, Fields][] = [];
    const consoleLog = vi.spyOn(console, 'log');
    const before = useLogSink((level, msg, fields) => void seen.push([level, msg, fields]));
    try {
      log('info', 'request', { path: '/faq', status: 200 });
      log('error', 'unhandled fault');
    } finally {
      useLogSink(before);
    }
    expect(seen).toEqual([
      ['info', 'request', { path: '/faq', status: 200 }],
      ['error', 'unhandled fault', {}],
    ]);
    expect(consoleLog).not.toHaveBeenCalled();
  });
});
