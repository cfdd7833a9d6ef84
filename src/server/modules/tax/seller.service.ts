import { eq, sql } from 'drizzle-orm';
import { gstStateCode } from '../../../shared/tax/gst-states.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { dropReferenceData, readReferenceData } from '../../cache/reference-data-cache.js';
import { shopTaxSettings, type SellerSnapshot } from '../../db/schema/tax.js';
import { HttpError } from '../../plugins/error-handler.js';

export interface SellerInput {
  legalName: string;
  address: string;
  state: string;
  gstin: string;
}

/** The seller as staff saved it, else as the environment says (SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_STATE, SHOP_GSTIN). */
export async function getSeller(db: Db, fallback: AppConfig['seller']): Promise<SellerSnapshot> {
  const row = await readReferenceData(db, 'shop_tax_settings', async () => {
    const [saved] = await db.select().from(shopTaxSettings).where(eq(shopTaxSettings.id, 1)).limit(1);
    return saved ?? null;
  });
  const seller = row ?? fallback;
  return { legalName: seller.legalName, address: seller.address, state: seller.state, stateCode: gstStateCode(seller.state) ?? '', gstin: seller.gstin };
}

export async function saveSeller(db: Db, input: SellerInput): Promise<SellerSnapshot> {
  if (gstStateCode(input.state) !== input.gstin.slice(0, 2)) {
    throw new HttpError(400, `GSTIN must start with ${gstStateCode(input.state) ?? '??'}, the state code of ${input.state}`);
  }
  await db
    .insert(shopTaxSettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: shopTaxSettings.id, set: { ...input, updatedAt: sql`now()` } });
  dropReferenceData(db);
  return { ...input, stateCode: gstStateCode(input.state) ?? '' };
}
