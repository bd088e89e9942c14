// The operator's log: one JSON object per line, the lines of 20 ms in one write to stdout, an error on stderr at once
// after the lines before it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushLog, log, LOG_WAIT_MS, logLine } from '../../src/lib/site/log';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const waited = () => new Promise((resolve) => setTimeout(resolve, LOG_WAIT_MS + 5));

describe('log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the lines of a few turns together, each a JSON object with its time, level and message', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (writes.push(String(chunk)), true));
    log('info', 'request', { path: '/products', status: 200 });
    await nextTurn();
    log('info', 'request', { path: '/faq', status: 304 });
    expect(writes).toEqual([]);
    await waited();
    expect(writes).toHaveLength(1);
    const lines = writes[0]!.split('\n');
    expect(lines.at(-1)).toBe('');
    const [first, second] = lines.map((line) => (line ? (JSON.parse(line) as Record<string, unknown>) : null));
    expect(first).toMatchObject({ level: 'info', msg: 'request', path: '/products', status: 200 });
    expect(Date.parse(String(first!.time))).not.toBeNaN();
    expect(second).toMatchObject({ level: 'info', msg: 'request', path: '/faq', status: 304 });
  });

  it('writes a warning at once, with the lines waiting before it', () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (writes.push(String(chunk)), true));
    log('info', 'request', { path: '/products', status: 200 });
    log('warn', 'slow', { ms: 900 });
    expect(writes).toHaveLength(1);
    const lines = writes[0]!.trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['request', 'slow']);
  });

  it('sends an error to stderr at once, after the lines logged before it', async () => {
    const order: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (order.push(`out ${String(chunk)}`), true));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void order.push(`err ${line}`));
    log('info', 'before');
    log('error', 'broken', { error: 'disk full' });
    expect(order).toHaveLength(2);
    expect(order[0]).toContain('"msg":"before"');
    expect(order[1]).toMatch(/^err \{.*"level":"error","msg":"broken","error":"disk full"\}$/);
    await waited();
    expect(order).toHaveLength(2);
  });

  it('hands every pending line to stdout before flushLog resolves (the server exits after it)', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk, done?: unknown) => {
      writes.push(String(chunk));
      if (typeof done === 'function') setTimeout(done, 5); // a pipe that takes its time
      return true;
    });
    log('info', 'stopped');
    await flushLog();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('"msg":"stopped"');
    await waited();
    expect(writes).toHaveLength(1);
    // With nothing pending it still waits for stdout to take what was written before.
    let settled = false;
    const again = flushLog().then(() => (settled = true));
    expect(writes).toEqual([writes[0], '']);
    expect(settled).toBe(false);
    await again;
    expect(settled).toBe(true);
  });

  it('does nothing on loading: it is bundled into browser scripts, where there is no process to hook', async () => {
    vi.resetModules();
    const before = process.listenerCount('exit');
    const fresh = await import('../../src/lib/site/log');
    expect(process.listenerCount('exit')).toBe(before);
    expect(typeof fresh.log).toBe('function');
  });

  it('writes to the console where there is no stdout, as in a browser', () => {
    vi.spyOn(process, 'stdout', 'get').mockReturnValue(undefined as unknown as typeof process.stdout);
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    log('warn', 'State lookup failure', { zip: '00000' });
    log('error', 'broken');
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['State lookup failure', 'broken']);
  });

  it('writes a long burst in parts rather than holding it all', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (writes.push(String(chunk)), true));
    for (let i = 0; i < 1200; i++) log('info', 'row', { i });
    expect(writes).toHaveLength(2);
    expect(writes.join('').split('\n').filter(Boolean)).toHaveLength(1024);
    await waited();
    expect(writes).toHaveLength(3);
    expect(writes.join('').split('\n').filter(Boolean)).toHaveLength(1200);
  });

  it('writes each line as JSON.stringify would write the object of its time, level, message and fields', () => {
    const time = '2026-11-28T01:02:03.456Z';
    const cases: Parameters<typeof logLine>[3][] = [
      {},
      { path: '/products?q="dog"\\', status: 200, ms: 0, cache: 'hit' },
      { error: 'line one\nline two\u2028 \u0007', ok: false, none: null, missing: undefined },
      { ratio: 0.25, big: 1e21, notANumber: NaN, endless: -Infinity, '"odd key"': 'x' },
      { msg: 'a field named as the message wins, as in a spread', level: 'debug', time: 'then' },
    ];
    for (const fields of cases) {
      const line = logLine(time, 'info', 'a "quoted" message', fields);
      expect(line).toBe(JSON.stringify({ time, level: 'info', msg: 'a "quoted" message', ...fields }));
      expect(() => JSON.parse(line) as unknown).not.toThrow();
    }
  });

  it('stamps each line with the time it was logged', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (writes.push(String(chunk)), true));
    const before = Date.now();
    log('info', 'first');
    await new Promise((resolve) => setTimeout(resolve, 15));
    log('info', 'second');
    await waited();
    const [first, second] = writes
      .join('')
      .trim()
      .split('\n')
      .map((line) => Date.parse((JSON.parse(line) as { time: string }).time));
    expect(first).toBeGreaterThanOrEqual(before);
    expect(second! - first!).toBeGreaterThanOrEqual(10);
  });
});
