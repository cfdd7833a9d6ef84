import { describe, expect, it } from 'vitest';
import { jsonForScript } from './json-for-script.js';

describe('jsonForScript', () => {
  it('cannot close its script element or break a line in old parsers, and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c' };
    const text = jsonForScript(JSON.stringify(value));
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
