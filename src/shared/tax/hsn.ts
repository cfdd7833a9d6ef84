import { z } from 'zod';

/** HSN codes of 4, 6 or 8 digits (the tariff heading, sub-heading or tariff item). */
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;

export function hsnSchema(label = 'HSN code') {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .regex(HSN_PATTERN, `${label} must be 4, 6 or 8 digits`);
}
