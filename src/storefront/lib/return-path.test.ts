import { describe, expect, it } from 'vitest';
import { readReturnPath, returnState } from './return-path';

/**
 * The storefront's only redirect after sign-in. The server has no `?next=` parameter at all
 * (src/server/hostile-input/attacks-tokens.test.ts); this helper is where an open redirect could live.
 */
describe('readReturnPath (open redirects)', () => {
  it('keeps an in-app path', () => {
    expect(readReturnPath(returnState('/checkout'))).toBe('/checkout');
    expect(readReturnPath(returnState('/orders/42?x=1#top'))).toBe('/orders/42?x=1#top');
  });

  it.each([
    'https://evil.example/',
    'http:evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' /\t/evil.example',
    // Browsers drop tabs and line breaks from URLs: these become `//evil.example` on navigation.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    'evil.example',
    '',
  ])('refuses %j, which would leave the shop', (from) => {
    expect(readReturnPath({ from })).toBeNull();
  });

  it.each([null, undefined, 42, 'state', { from: 42 }, { from: ['/x'] }, { to: '/x' }])('ignores history state %j that is not ours', (state) => {
    expect(readReturnPath(state)).toBeNull();
  });
});
