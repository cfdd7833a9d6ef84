import { asc, eq, gte, sql } from 'drizzle-orm';
import { rupeesToPaise, paiseToRupees } from '../../../shared/money.js';
import { deliveryZones, type DeliveryZone } from '../../../shared/delivery/delivery-zones.js';
import type { DeliverySettings, Holiday, ZoneRule } from '../../../shared/delivery/delivery.schema.js';
import type { Db } from '../../db/client.js';
import { dropReferenceData, readReferenceData } from '../../cache/reference-data-cache.js';
import { deliveryHolidays, deliverySettings, deliveryZones as zonesTable } from '../../db/schema/delivery.js';
import { pincodes } from '../../db/schema/delivery.js';
import { HttpError } from '../../plugins/error-handler.js';

/** The shop's dispatch pincode until staff set theirs: the sample address's (Lamington Road, Mumbai). */
export const DEFAULT_ORIGIN_PINCODE = '400007';

export interface ZoneRuleRow {
  zone: DeliveryZone;
  deliverable: boolean;
  codAllowed: boolean;
  daysMin: number;
  daysMax: number;
  feePaise: number;
  freeAbovePaise: number | null;
}

/** Shared by every reader (ADR 72): read it, never change it. */
export async function zoneRules(db: Db): Promise<ReadonlyMap<DeliveryZone, ZoneRuleRow>> {
  return readReferenceData(db, 'delivery_zones', async () => {
    const rows = await db.select().from(zonesTable);
    return new Map(rows.map((r) => [r.zone as DeliveryZone, { ...r, zone: r.zone as DeliveryZone }]));
  });
}

export async function originPincode(db: Db): Promise<string> {
  return readReferenceData(db, 'delivery_settings', async () => {
    const [row] = await db.select({ origin: deliverySettings.originPincode }).from(deliverySettings).where(eq(deliverySettings.id, 1)).limit(1);
    return row?.origin ?? DEFAULT_ORIGIN_PINCODE;
  });
}

/** Every holiday staff listed (a few dozen a year), for the delivery dates to skip. */
export async function holidayDays(db: Db): Promise<readonly string[]> {
  return readReferenceData(db, 'delivery_holidays', async () => {
    const rows = await db.select({ day: deliveryHolidays.day }).from(deliveryHolidays);
    return rows.map((r) => r.day);
  });
}

function toZoneRule(r: ZoneRuleRow): ZoneRule {
  return {
    zone: r.zone,
    deliverable: r.deliverable,
    codAllowed: r.codAllowed,
    daysMin: r.daysMin,
    daysMax: r.daysMax,
    fee: paiseToRupees(r.feePaise),
    freeAbove: r.freeAbovePaise === null ? null : paiseToRupees(r.freeAbovePaise),
  };
}

export async function getDeliverySettings(db: Db): Promise<DeliverySettings> {
  const rules = await zoneRules(db);
  return {
    originPincode: await originPincode(db),
    zones: deliveryZones.flatMap((z) => {
      const r = rules.get(z);
      return r ? [toZoneRule(r)] : [];
    }),
  };
}

/** Saves the dispatch pincode and the zones given (others stay as they were), in one transaction. */
export async function saveDeliverySettings(db: Db, input: DeliverySettings): Promise<DeliverySettings> {
  const [origin] = await db.select({ pincode: pincodes.pincode }).from(pincodes).where(eq(pincodes.pincode, input.originPincode)).limit(1);
  if (!origin) throw new HttpError(400, `Pincode ${input.originPincode} is not in the pincode directory`);
  await db.transaction(async (tx) => {
    await tx
      .insert(deliverySettings)
      .values({ id: 1, originPincode: input.originPincode })
      .onConflictDoUpdate({ target: deliverySettings.id, set: { originPincode: input.originPincode, updatedAt: sql`now()` } });
    for (const z of input.zones) {
      const values = {
        deliverable: z.deliverable,
        codAllowed: z.codAllowed,
        daysMin: z.daysMin,
        daysMax: z.daysMax,
        feePaise: rupeesToPaise(z.fee),
        freeAbovePaise: z.freeAbove === null ? null : rupeesToPaise(z.freeAbove),
      };
      await tx
        .insert(zonesTable)
        .values({ zone: z.zone, ...values })
        .onConflictDoUpdate({ target: zonesTable.zone, set: { ...values, updatedAt: sql`now()` } });
    }
  });
  dropReferenceData(db);
  return getDeliverySettings(db);
}

export async function listHolidays(db: Db, from?: string): Promise<Holiday[]> {
  return db
    .select({ day: deliveryHolidays.day, name: deliveryHolidays.name })
    .from(deliveryHolidays)
    .where(from ? gte(deliveryHolidays.day, from) : undefined)
    .orderBy(asc(deliveryHolidays.day));
}

/** Adds a holiday, or renames the one already on that day. */
export async function saveHoliday(db: Db, holiday: Holiday): Promise<Holiday> {
  await db
    .insert(deliveryHolidays)
    .values(holiday)
    .onConflictDoUpdate({ target: deliveryHolidays.day, set: { name: holiday.name } });
  dropReferenceData(db);
  return holiday;
}

export async function deleteHoliday(db: Db, day: string): Promise<void> {
  const removed = await db.delete(deliveryHolidays).where(eq(deliveryHolidays.day, day)).returning({ day: deliveryHolidays.day });
  dropReferenceData(db);
  if (removed.length === 0) throw new HttpError(404, 'Holiday not found');
}
