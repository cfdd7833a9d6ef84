import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './accept-encoding.js';

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br', { br: true, gzip: true }],
    ['gzip, deflate, br, zstd', { br: true, gzip: true }],
    ['gzip', { br: false, gzip: true }],
    ['BR;q=0.5 , GZIP', { br: true, gzip: true }],
    ['br;q=0, gzip', { br: false, gzip: true }],
    ['gzip;q=0', { br: false, gzip: false }],
    ['gzip; q=0.0, br; q=1.0', { br: true, gzip: false }],
    ['identity', { br: false, gzip: false }],
    ['*', { br: false, gzip: false }],
    ['x-gzip, brotli', { br: false, gzip: false }],
    ['', { br: false, gzip: false }],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
    // The second read of the same header comes from the memo, and must say the same.
    expect(acceptedEncodings(header)).toEqual(expected);
  });

  it('accepts nothing when the header is missing or repeated', () => {
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings(['gzip', 'br'])).toEqual({ br: false, gzip: false });
  });

  it('hands out answers nobody can change for the next caller', () => {
    const accepted = acceptedEncodings('gzip');
    expect(Object.isFrozen(accepted)).toBe(true);
  });
});
