import { z } from 'zod';

/**
 * A YYYY-MM-DD day PostgreSQL can store. ISO 8601 allows year 0000; PostgreSQL's date type has no
 * year 0 and fails the whole statement (a 500 where the sender deserves a 400).
 */
export function storableDate(message: string) {
  return z.iso.date({ message }).refine((day) => !day.startsWith('0000'), message);
}
