import type { z } from 'zod';

/** The first message per field path; K narrows the keys where a form knows them. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Runs a shared zod schema over form values and keeps the first message per field path
 * (`price`, `specifications.2.key`), so the form shows the API's own words before a round trip
 * (storefront spec §5). Both web apps use it.
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A number input's text as the schema expects it: blank stays undefined so zod says "is required/a number". */
export function numberOrUndefined(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}
