// `npm start` on a fresh machine installs for minutes: it says it is still at work every 30 seconds (issue: a silent
// install looked stuck), and says nothing more once the step is done.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withHeartbeat } from '../../scripts/lib.mjs';

describe('npm start while a long step runs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says every 30 seconds how long it has been installing, and stops when the install ends', async () => {
    const said: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((text: string) => void said.push(text));
    let finish!: (value: number) => void;
    const install = withHeartbeat('installing', new Promise<number>((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(95_000);
    expect(said).toEqual([
      '  … still installing (0 min 30 s)',
      '  … still installing (1 min 0 s)',
      '  … still installing (1 min 30 s)',
    ]);
    finish(0);
    await expect(install).resolves.toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(said).toHaveLength(3);
    log.mockRestore();
  });
});
