// Issue 16 (speed), item 5: a new database is seeded by a short-lived copy of the server, which says why it failed.
import { describe, expect, it } from 'vitest';
import { copyFailure, PREPARE_ONLY, preparingOnly } from '../../src/lib/seed/seed-apart.server';

describe('the copy that seeds a new database', () => {
  it('is told apart by its environment', () => {
    expect(preparingOnly({ [PREPARE_ONLY]: 'true' })).toBe(true);
    expect(preparingOnly({})).toBe(false);
    expect(preparingOnly({ [PREPARE_ONLY]: 'false' })).toBe(false);
  });

  it('succeeded only when it exited with 0', () => {
    expect(copyFailure(0, null)).toBeNull();
    expect(copyFailure(1, null)).toBe('the process seeding the new database failed (exit code 1)');
    expect(copyFailure(null, 'SIGTERM')).toBe('the process seeding the new database was stopped by SIGTERM');
    expect(copyFailure(null, null)).toBe('the process seeding the new database failed (exit code unknown)');
  });
});
