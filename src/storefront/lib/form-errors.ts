import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Runs a shared zod schema over form values and keeps the first message per field, so the browser
 * shows the API's own words (spec §5) before any round trip.
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
