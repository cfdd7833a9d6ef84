import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dropReferenceData, readReferenceData } from '../../cache/reference-data-cache.js';
import { gstRates } from '../../db/schema/tax.js';
import { HttpError } from '../../plugins/error-handler.js';

export type GstRateRow = typeof gstRates.$inferSelect;

/** The prefixes a code can match: 85395000 → 8539, 853950, 85395000. */
function prefixesOf(hsn: string): string[] {
  return [4, 6, 8].filter((n) => n <= hsn.length).map((n) => hsn.slice(0, n));
}

function inForce(row: Pick<GstRateRow, 'effectiveFrom' | 'effectiveTo'>, day: string): boolean {
  return row.effectiveFrom <= day && (row.effectiveTo === null || row.effectiveTo >= day);
}

/** The rate of an HSN code on a day (YYYY-MM-DD): of the rows in force, the longest matching prefix wins. */
export function pickRate<R extends Pick<GstRateRow, 'hsnPrefix' | 'effectiveFrom' | 'effectiveTo'>>(rows: R[], hsn: string, day: string): R | null {
  const prefixes = new Set(prefixesOf(hsn));
  return rows.filter((r) => prefixes.has(r.hsnPrefix) && inForce(r, day)).sort((a, b) => b.hsnPrefix.length - a.hsnPrefix.length)[0] ?? null;
}

/** The rates in force on `day` for each code; a code without one is missing from the map. */
export async function ratesOn(db: Db, hsns: string[], day: string): Promise<Map<string, GstRateRow>> {
  const codes = [...new Set(hsns.filter((h) => h !== ''))];
  const found = new Map<string, GstRateRow>();
  if (codes.length === 0) return found;
  // The whole table (a few hundred rows at most), cached per process and dropped on any change (ADR 72).
  const rows = await readReferenceData(db, 'gst_rates', async () => db.select().from(gstRates));
  for (const code of codes) {
    const row = pickRate(rows, code, day);
    if (row) found.set(code, row);
  }
  return found;
}

/** Refuses a code without a rate in force: a product must never be sold at a guessed rate. */
export async function requireRateOn(db: Db, hsn: string, day: string, what: string): Promise<GstRateRow> {
  const row = (await ratesOn(db, [hsn], day)).get(hsn);
  if (!row) throw new HttpError(422, `${what}: HSN code ${hsn || '(none)'} has no GST rate in force on ${day}. Add the rate under GST rates first.`);
  return row;
}

export async function listRates(db: Db): Promise<GstRateRow[]> {
  return db.select().from(gstRates).orderBy(asc(gstRates.hsnPrefix), asc(gstRates.effectiveFrom));
}

export interface GstRateInput {
  hsnPrefix: string;
  description: string;
  ratePercent: number;
  effectiveFrom: string;
  effectiveTo: string | null;
  notification: string;
  source: string;
}

/**
 * Adds a rate. A new rate for a prefix closes the one in force the day before it starts, in the same
 * transaction; periods of one prefix may never overlap (checked under a lock on the prefix).
 */
export async function addRate(db: Db, input: GstRateInput): Promise<GstRateRow> {
  const added = await db.transaction(async (tx) => {
    // Two staff adding rates for one prefix at once take turns, also when the prefix has no row yet to lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gst_rates:${input.hsnPrefix}`}))`);
    const existing = await tx.select().from(gstRates).where(eq(gstRates.hsnPrefix, input.hsnPrefix)).for('update');
    const open = existing.find((r) => r.effectiveTo === null && r.effectiveFrom < input.effectiveFrom);
    if (open) {
      await tx
        .update(gstRates)
        .set({ effectiveTo: sql`(${input.effectiveFrom}::date - 1)::date`, updatedAt: sql`now()` })
        .where(and(eq(gstRates.id, open.id)));
    }
    const end = input.effectiveTo ?? '9999-12-31';
    const clash = existing.find((r) => r.id !== open?.id && r.effectiveFrom <= end && (r.effectiveTo ?? '9999-12-31') >= input.effectiveFrom);
    if (clash)
      throw new HttpError(409, `HSN ${input.hsnPrefix} already has a rate from ${clash.effectiveFrom}${clash.effectiveTo ? ` to ${clash.effectiveTo}` : ''}`);
    const [row] = await tx
      .insert(gstRates)
      .values({
        hsnPrefix: input.hsnPrefix,
        description: input.description,
        rateBp: Math.round(input.ratePercent * 100),
        effectiveFrom: input.effectiveFrom,
        effectiveTo: input.effectiveTo,
        notification: input.notification,
        source: input.source,
      })
      .returning();
    if (!row) throw new Error('rate insert returned nothing');
    return row;
  });
  dropReferenceData(db);
  return added;
}
