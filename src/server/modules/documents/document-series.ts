import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentSeries } from '../../db/schema/tax.js';
import { financialYear } from '../tax/indian-date.js';

export type DocumentKind = 'invoice' | 'credit_note';

/** Series prefixes: WS/25-26/000123 and CN/25-26/000012 (15 characters; rule 46 allows 16 of letters, digits, - and /). */
const PREFIX: Record<DocumentKind, string> = { invoice: 'WS', credit_note: 'CN' };

export function documentNumber(kind: DocumentKind, year: string, sequence: number): string {
  return `${PREFIX[kind]}/${year}/${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of a series in the financial year of `at`, taken inside the caller's transaction:
 * the upsert locks the series row until that transaction ends, so concurrent issuers queue, each gets
 * the next number, and a rolled-back issue hands its number back. Numbers never skip or repeat.
 */
export async function takeNextNumber(tx: Db, kind: DocumentKind, at: Date): Promise<{ number: string; sequence: number; financialYear: string }> {
  const year = financialYear(at);
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [documentSeries.kind, documentSeries.financialYear], set: { lastNumber: sql`${documentSeries.lastNumber} + 1` } })
    .returning({ lastNumber: documentSeries.lastNumber });
  if (!row) throw new Error('document series upsert returned nothing');
  return { number: documentNumber(kind, year, row.lastNumber), sequence: row.lastNumber, financialYear: year };
}
