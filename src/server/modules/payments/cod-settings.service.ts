import { eq, sql } from 'drizzle-orm';
import { DEFAULT_COD_SETTINGS, type CodSettings } from '../../../shared/payments/cod-rules.js';
import type { CodSettingsInput } from '../../../shared/payments/payment.schema.js';
import { rupeesToPaise } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { dropReferenceData, readReferenceData } from '../../cache/reference-data-cache.js';
import { paymentSettings } from '../../db/schema/payments.js';

/** The COD rules as staff saved them, else the defaults (enabled, up to ₹50,000, no fee). */
export async function getCodSettings(db: Db): Promise<CodSettings> {
  return readReferenceData(db, 'payment_settings', async () => {
    const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1)).limit(1);
    return row ? { enabled: row.codEnabled, maxTotalPaise: row.codMaxTotalPaise, feePaise: row.codFeePaise } : DEFAULT_COD_SETTINGS;
  });
}

/** One upsert; the table's check refuses a cap at or above ₹2,00,000 even if a caller skipped the schema. */
export async function saveCodSettings(db: Db, input: CodSettingsInput): Promise<CodSettings> {
  const values = { codEnabled: input.enabled, codMaxTotalPaise: rupeesToPaise(input.maxTotal), codFeePaise: rupeesToPaise(input.fee) };
  await db
    .insert(paymentSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { ...values, updatedAt: sql`now()` } });
  dropReferenceData(db);
  return { enabled: values.codEnabled, maxTotalPaise: values.codMaxTotalPaise, feePaise: values.codFeePaise };
}
