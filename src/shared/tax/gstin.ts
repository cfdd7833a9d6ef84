import { z } from 'zod';
import { stateForGstCode } from './gst-states.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z' (by default), check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character, a Luhn mod-36 check over the first 14: odd positions weigh 1, even ones
 * 2; each product adds its quotient and remainder by 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(value: string): boolean {
  return GSTIN_SHAPE.test(value) && stateForGstCode(value.slice(0, 2)) !== null && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** Upper-cased and trimmed, then format, state code and check character; the message names the field. */
export function gstinSchema(label = 'GSTIN') {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .toUpperCase()
    .refine((v) => GSTIN_SHAPE.test(v), `${label} must be 15 characters like 27AAPFU0939F1ZV`)
    .refine((v) => stateForGstCode(v.slice(0, 2)) !== null, `${label} starts with an unknown state code`)
    .refine((v) => gstinCheckCharacter(v.slice(0, 14)) === v[14], `${label} has a wrong check character (last character)`);
}
