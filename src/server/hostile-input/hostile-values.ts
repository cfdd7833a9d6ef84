import fc from 'fast-check';

/** Keys an attacker adds to any object: prototype pollution and fields the server must decide itself. */
export const POISON_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'role',
  'userId',
  'user_id',
  'price',
  'total',
  'status',
  '_id',
  'id',
  'stock',
] as const;

/** Classic payloads from SQL injection, XSS, template and path traversal cheat sheets. */
export const CLASSIC_PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "admin'--",
  '1; DROP TABLE users; --',
  "1' UNION SELECT password_hash, email FROM users --",
  "'; SELECT pg_sleep(5); --",
  '1) OR (SELECT count(*) FROM pg_tables) > 0 --',
  '%27%20OR%201%3D1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '\\',
  '"',
  '`',
  '%s%s%s%n',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '0x7fffffff',
  '99999999999999999999',
  '0000-01-01',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ' ',
  '\r\n\t',
  '\uFEFFbom',
  '\u202Eevil\u202C',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕿𝖍𝖊 🙂👨‍👩‍👧',
  'ज़रूर',
  '\uD800',
  '\uDFFF\uD800',
  '__proto__',
  'constructor',
] as const;

/** Strings no form expects: classic payloads, any code point (lone surrogates and NUL too) and long runs up to `longest`. */
export function hostileText(longest: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...CLASSIC_PAYLOADS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'ज', '🙂', "'", '<'), fc.integer({ min: 101, max: longest })).map(([c, n]) => c.repeat(n)) },
  );
}

/** For bodies: long enough to pass every field limit (the JSON body limit is 1 MB). */
export const hostileString = hostileText(120_000);

/** For paths and query strings: a real server refuses request heads over 16 KB before we see them. */
export const hostileUrlText = hostileText(2_000);

/** Numbers a quantity, price or page must survive: negative, fractional, huge, and the edges of int4. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324, 1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value built from hostile leaves, with poisoned keys among the object keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...POISON_KEYS), fc.string({ maxLength: 10 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** JSON texts a parser must refuse or a handler must survive: broken, duplicated, poisoned, deep, odd numbers. */
export const RAW_JSON_TEXTS = [
  '',
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'NaN',
  '"just a string"',
  'null',
  '[]',
  '123',
  '1e999',
  '-0',
  '123456789012345678901234567890',
  '{"quantity":1e999}',
  '{"quantity":-0}',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\uFEFF{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
] as const;

/** Header values as HTTP can carry them (visible ASCII and spaces): Node's parser refuses the rest. */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '*', '"', 'W/"x"', '-1', 'null', 'a'.repeat(8000)),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, ' ')),
);

/** Percent-encodes every byte of the UTF-8 form but unreserved ones; lone surrogates become U+FFFD as a browser would send. */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Path pieces sent without encoding: broken escapes, traversal, overlong UTF-8 and over-long segments. */
export const RAW_PATH_SEGMENTS = [
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '.%00.',
  'a'.repeat(250),
  '%E2%80%AE',
  '~',
] as const;
