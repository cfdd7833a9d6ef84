import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached, however the driver reports it', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNRESET'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57014', 'canceling statement due to statement timeout'))).toBe(true);
  });

  it('looks through Drizzle’s wrapper and Node’s several-address errors', () => {
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('22P02', 'invalid input syntax') }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
