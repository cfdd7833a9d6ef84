import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinSchema, isValidGstin } from './gstin.js';

describe('GSTIN', () => {
  it('accepts a GSTIN whose mod-36 check character matches and refuses one that does not', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
  });

  it('refuses a wrong shape or an unknown state code', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
  });

  it('names the field and the fault in its messages, and upper-cases what it accepts', () => {
    const schema = gstinSchema('GSTIN for business purchase');
    expect(schema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    const wrong = schema.safeParse('27AAPFU0939F1ZW');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('GSTIN for business purchase has a wrong check character (last character)');
    expect(schema.safeParse('hello').error?.issues[0]?.message).toMatch(/^GSTIN for business purchase must be 15 characters/);
  });
});
