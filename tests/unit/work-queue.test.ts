import { describe, expect, it } from 'vitest';
import { Abandoned, WorkQueue } from '../../src/lib/site/work-queue';

/** A job that runs until its `finish` or `fail` is called, noting when it started. */
function heldJob(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const job = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { job, finish: (value = name) => finish(value), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs no more jobs at once than it has slots, and the rest in the order they came', async () => {
    const queue = new WorkQueue(2);
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldJob(started, name));
    const results = jobs.map((held) => queue.run(held.job));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });

    jobs[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.size).toEqual({ running: 2, waiting: 1 });

    jobs[0]!.finish();
    jobs[2]!.finish();
    await settle();
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a failed job its failure and frees its slot for the next', async () => {
    const queue = new WorkQueue(1);
    const started: string[] = [];
    const first = heldJob(started, 'first');
    const second = heldJob(started, 'second');
    const failed = queue.run(first.job);
    const after = queue.run(second.job);
    await settle();
    expect(started).toEqual(['first']);
    first.fail(new Error('unreadable image'));
    await expect(failed).rejects.toThrow('unreadable image');
    await settle();
    expect(started).toEqual(['first', 'second']);
    second.finish();
    expect(await after).toBe('second');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a job that arrives while a slot is being handed on wait its turn', async () => {
    const queue = new WorkQueue(1);
    const started: string[] = [];
    const first = heldJob(started, 'first');
    const second = heldJob(started, 'second');
    const third = heldJob(started, 'third');
    void queue.run(first.job);
    void queue.run(second.job);
    await settle();
    first.finish();
    void queue.run(third.job); // before the handed-on slot has started `second`
    await settle();
    expect(started).toEqual(['first', 'second']);
    second.finish();
    await settle();
    expect(started).toEqual(['first', 'second', 'third']);
    third.finish();
  });

  it('refuses a queue without a whole slot', () => {
    expect(() => new WorkQueue(0)).toThrow('one slot or more, not 0');
    expect(() => new WorkQueue(1.5)).toThrow(RangeError);
  });

  it('tells a waiting job whose signal aborts at once and never starts it, nor one whose signal aborted already', async () => {
    const queue = new WorkQueue(1);
    const started: string[] = [];
    const first = heldJob(started, 'first');
    const left = heldJob(started, 'left');
    const last = heldJob(started, 'last');
    const client = new AbortController();
    void queue.run(first.job);
    const abandoned = queue.run(left.job, client.signal);
    const waited = queue.run(last.job);
    await settle();
    client.abort();
    await expect(abandoned).rejects.toBeInstanceOf(Abandoned);
    first.finish();
    await settle();
    expect(started).toEqual(['first', 'last']);
    last.finish();
    expect(await waited).toBe('last');

    let ran = false;
    const gone = AbortSignal.abort();
    await expect(queue.run(async () => (ran = true), gone)).rejects.toBeInstanceOf(Abandoned);
    expect([ran, queue.size]).toEqual([false, { running: 0, waiting: 0 }]);
  });

  it('runs a job whose signal aborts only after it started to its end', async () => {
    const queue = new WorkQueue(1);
    const started: string[] = [];
    const job = heldJob(started, 'job');
    const client = new AbortController();
    const running = queue.run(job.job, client.signal);
    await settle();
    client.abort();
    job.finish();
    expect(await running).toBe('job');
  });
});
