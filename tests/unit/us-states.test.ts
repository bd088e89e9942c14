import { describe, expect, it } from 'vitest';
import type { Logger } from '../../src/lib/site/log';
import { isRemoteState, lookUpState, STATE_LOOKUP_FAILURE, stateForZip, US_STATES } from '../../src/lib/site/us-states';

describe('US states (spec 001 §3)', () => {
  it('lists the 50 states and the District of Columbia, each with its code', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(US_STATES).toContainEqual({ code: 'DC', name: 'District of Columbia' });
  });

  it('finds the state of a ZIP code', () => {
    expect(stateForZip('80011')?.code).toBe('CO'); // the default guest ZIP (spec 000 §1)
    expect(stateForZip('96813')?.name).toBe('Hawaii');
    expect(stateForZip('99501')?.code).toBe('AK');
    expect(stateForZip('10001')?.code).toBe('NY');
    expect(stateForZip('20500')?.code).toBe('DC');
    expect(stateForZip('02108')?.code).toBe('MA');
    expect(stateForZip('73301')?.code).toBe('TX');
    expect(stateForZip('73102')?.code).toBe('OK');
    expect(stateForZip('94103')?.code).toBe('CA');
  });

  it('answers null for what is not a five-digit US ZIP', () => {
    for (const zip of ['8001', '800111', 'abcde', '', '00901', '96201']) expect(stateForZip(zip), zip).toBeNull();
  });

  it('marks Alaska and Hawaii as the states with the service charge (spec 000 §2, §9)', () => {
    expect(isRemoteState('HI')).toBe(true);
    expect(isRemoteState('AK')).toBe(true);
    expect(isRemoteState('CO')).toBe(false);
  });

  it('logs "Issue occurred while fetching state" with the ZIP when a lookup finds no state (spec 000 §8)', () => {
    const lines: Parameters<Logger>[] = [];
    const logger: Logger = (...line) => void lines.push(line);
    expect(lookUpState('00901', logger)).toBeNull(); // San Juan: not one of the states
    expect(lookUpState('80011', logger)?.code).toBe('CO');
    expect(lines).toEqual([['warn', 'Issue occurred while fetching state', { zip: '00901' }]]);
    expect(STATE_LOOKUP_FAILURE).toBe('Issue occurred while fetching state');
  });
});
