import { describe, it, expect } from 'vitest';
import { configErrors } from '../../src/lib/site/config-errors';

type Schema = Parameters<typeof configErrors>[0];
const runtime = { context: 'server', access: 'secret' } as const;

const schema: Schema = {
  SITE_ID: { ...runtime, type: 'enum', values: ['DTC', 'HPSF'], default: 'DTC' },
  PORT: { ...runtime, type: 'number', optional: true, int: true, min: 1, max: 65535 },
  TOKEN_INACTIVITY_TIME: { ...runtime, type: 'number', int: true, min: 10, default: 900 },
  MAINTENANCE_MODE: { ...runtime, type: 'boolean', default: false },
  REDIS_URL: { ...runtime, type: 'string', optional: true, startsWith: 'redis' },
  PUBLIC_SITE_URL: { ...runtime, type: 'string', optional: true, url: true },
  AUTH_SECRET: { ...runtime, type: 'string', optional: true, min: 32 },
  SHOP_NAME: { ...runtime, type: 'string' },
};

const good = { SHOP_NAME: 'Pet Shop' };

describe('configErrors', () => {
  it('has nothing to say when optional and defaulted variables are unset', () => {
    expect(configErrors(schema, good)).toEqual([]);
  });

  it('accepts good values of every kind', () => {
    expect(
      configErrors(schema, {
        ...good,
        SITE_ID: 'HPSF',
        PORT: '8080',
        TOKEN_INACTIVITY_TIME: '10',
        MAINTENANCE_MODE: 'true',
        REDIS_URL: 'redis://localhost:6379',
        PUBLIC_SITE_URL: 'https://shop.example',
        AUTH_SECRET: 'x'.repeat(32),
      }),
    ).toEqual([]);
  });

  it('names an enum variable and its allowed values', () => {
    expect(configErrors(schema, { ...good, SITE_ID: 'XYZ' })).toEqual(['SITE_ID must be one of DTC, HPSF (got "XYZ")']);
  });

  it('names a number variable and its whole-number range', () => {
    expect(configErrors(schema, { ...good, PORT: '0' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "0")',
    ]);
    expect(configErrors(schema, { ...good, PORT: '65536' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "65536")',
    ]);
    expect(configErrors(schema, { ...good, PORT: '80.5' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "80.5")',
    ]);
    expect(configErrors(schema, { ...good, PORT: 'eighty' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
    ]);
  });

  it('names a number with only a minimum', () => {
    expect(configErrors(schema, { ...good, TOKEN_INACTIVITY_TIME: '5' })).toEqual([
      'TOKEN_INACTIVITY_TIME must be a whole number of at least 10 (got "5")',
    ]);
  });

  it('names a boolean variable', () => {
    expect(configErrors(schema, { ...good, MAINTENANCE_MODE: 'yes' })).toEqual([
      'MAINTENANCE_MODE must be true or false (got "yes")',
    ]);
  });

  it('names a string that must start with a prefix, be a URL or have a minimum length', () => {
    expect(configErrors(schema, { ...good, REDIS_URL: 'http://cache' })).toEqual([
      'REDIS_URL must be text starting with "redis" (got "http://cache")',
    ]);
    expect(configErrors(schema, { ...good, PUBLIC_SITE_URL: 'shop dot example' })).toEqual([
      'PUBLIC_SITE_URL must be a URL (got "shop dot example")',
    ]);
  });

  it('never writes the value of a secret, only its length', () => {
    expect(configErrors(schema, { ...good, AUTH_SECRET: 'short' })).toEqual([
      'AUTH_SECRET must be text of at least 32 characters (got 5 characters)',
    ]);
  });

  it('gives one message per bad variable, in schema order', () => {
    expect(configErrors(schema, { ...good, SITE_ID: 'XYZ', PORT: '0', MAINTENANCE_MODE: 'on' })).toEqual([
      'SITE_ID must be one of DTC, HPSF (got "XYZ")',
      'PORT must be a whole number from 1 to 65535 (got "0")',
      'MAINTENANCE_MODE must be true or false (got "on")',
    ]);
  });

  it('says when a required variable is not set', () => {
    expect(configErrors(schema, {})).toEqual(['SHOP_NAME must be text (it is not set)']);
  });

  it('counts an empty string as unset', () => {
    expect(configErrors(schema, { ...good, SITE_ID: '', PORT: '', MAINTENANCE_MODE: '', PUBLIC_SITE_URL: '' })).toEqual(
      [],
    );
    expect(configErrors(schema, { SHOP_NAME: '' })).toEqual(['SHOP_NAME must be text (it is not set)']);
  });
});
