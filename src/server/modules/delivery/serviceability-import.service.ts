import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import { serviceabilityRowSchema, type ServiceabilityImport, type ServiceabilityRow } from '../../../shared/delivery/delivery.schema.js';
import type { Db } from '../../db/client.js';
import { dropReferenceData } from '../../cache/reference-data-cache.js';
import { deliveryServiceability, pincodes } from '../../db/schema/delivery.js';

const BATCH = 1000;
/** A courier's list for all of India is ~20 000 lines; more is not a serviceability list. */
export const MAX_SERVICEABILITY_ROWS = 30_000;

/** The header names accepted for each column (couriers' exports differ in the COD column's name). */
const headerAliases: Record<string, keyof ServiceabilityRow> = {
  pincode: 'pincode',
  pin: 'pincode',
  deliverable: 'deliverable',
  cod: 'cod',
  cod_allowed: 'cod',
  days_min: 'days_min',
  days_max: 'days_max',
};

type Parsed = { ok: true; rows: ServiceabilityRow[] } | { ok: false; errors: ServiceabilityImport['errors'] };

function parseServiceability(csv: string): Parsed {
  let records: string[][];
  try {
    const parsed: string[][] = parse(csv, { skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
    records = parsed;
  } catch (error) {
    return { ok: false, errors: [{ line: 1, message: `The file is not valid CSV: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  const [header = [], ...lines] = records;
  const columns = header.map((h) => headerAliases[h.toLowerCase().replace(/[\s-]+/g, '_')]);
  const missing = ['pincode', 'deliverable', 'cod', 'days_min', 'days_max'].filter((c) => !columns.includes(c as keyof ServiceabilityRow));
  if (missing.length)
    return {
      ok: false,
      errors: [{ line: 1, message: `The header must name the columns pincode, deliverable, cod, days_min, days_max (missing: ${missing.join(', ')})` }],
    };
  if (lines.length > MAX_SERVICEABILITY_ROWS) return { ok: false, errors: [{ line: 1, message: `At most ${MAX_SERVICEABILITY_ROWS} lines per file` }] };

  const rows: ServiceabilityRow[] = [];
  const errors: ServiceabilityImport['errors'] = [];
  const seen = new Map<string, number>();
  lines.forEach((values, i) => {
    const line = i + 2;
    const record: Record<string, string> = {};
    columns.forEach((c, j) => {
      if (c) record[c] = values[j] ?? '';
    });
    const parsed = serviceabilityRowSchema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({ line, message: `${issue?.path.join('.') || 'line'}: ${issue?.message ?? 'invalid'}` });
      return;
    }
    const first = seen.get(parsed.data.pincode);
    if (first) errors.push({ line, message: `pincode ${parsed.data.pincode} is already on line ${first}` });
    else seen.set(parsed.data.pincode, line);
    rows.push(parsed.data);
  });
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}

/**
 * Applies the courier's serviceability CSV (ADR 49): all or nothing, in one transaction. A pincode's
 * row is written only when its values differ (the upsert's `where … is distinct from`), so uploading
 * the same file again changes nothing, not even `updated_at`. Pincodes absent from the file keep their
 * rows: a courier's partial list adds to the last one.
 */
export async function importServiceability(db: Db, csv: string): Promise<ServiceabilityImport> {
  const parsed = parseServiceability(csv);
  if (!parsed.ok) return { rows: 0, added: 0, changed: 0, unchanged: 0, errors: parsed.errors.slice(0, 100) };
  const { rows } = parsed;
  const result = await db.transaction(async (tx) => {
    const known = new Set<string>();
    for (let i = 0; i < rows.length; i += BATCH) {
      const found = await tx
        .select({ pincode: pincodes.pincode })
        .from(pincodes)
        .where(
          inArray(
            pincodes.pincode,
            rows.slice(i, i + BATCH).map((r) => r.pincode),
          ),
        );
      for (const f of found) known.add(f.pincode);
    }
    const unknown = rows.flatMap((r, i) => (known.has(r.pincode) ? [] : [{ line: i + 2, message: `pincode ${r.pincode} is not in the pincode directory` }]));
    if (unknown.length) return { rows: 0, added: 0, changed: 0, unchanged: 0, errors: unknown.slice(0, 100) };

    let added = 0;
    let changed = 0;
    for (let i = 0; i < rows.length; i += BATCH) {
      const written = await tx
        .insert(deliveryServiceability)
        .values(
          rows
            .slice(i, i + BATCH)
            .map((r) => ({ pincode: r.pincode, deliverable: r.deliverable, codAllowed: r.cod, daysMin: r.days_min, daysMax: r.days_max })),
        )
        .onConflictDoUpdate({
          target: deliveryServiceability.pincode,
          set: {
            deliverable: sql`excluded.deliverable`,
            codAllowed: sql`excluded.cod_allowed`,
            daysMin: sql`excluded.days_min`,
            daysMax: sql`excluded.days_max`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`(${deliveryServiceability.deliverable}, ${deliveryServiceability.codAllowed}, ${deliveryServiceability.daysMin}, ${deliveryServiceability.daysMax})
            is distinct from (excluded.deliverable, excluded.cod_allowed, excluded.days_min, excluded.days_max)`,
        })
        // xmax is 0 on a row this statement inserted, the updating transaction's id on one it changed.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const w of written) {
        if (w.inserted) added += 1;
        else changed += 1;
      }
    }
    return { rows: rows.length, added, changed, unchanged: rows.length - added - changed, errors: [] };
  });
  dropReferenceData(db);
  return result;
}

export async function serviceabilityCount(db: Db): Promise<{ pincodes: number; directoryPincodes: number }> {
  const [listed] = await db.select({ n: sql<number>`count(*)::int` }).from(deliveryServiceability);
  const [directory] = await db.select({ n: sql<number>`count(*)::int` }).from(pincodes);
  return { pincodes: listed?.n ?? 0, directoryPincodes: directory?.n ?? 0 };
}
