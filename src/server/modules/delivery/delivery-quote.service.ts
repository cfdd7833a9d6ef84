import { eq } from 'drizzle-orm';
import { deliveryDateAfter, formatDeliveryDate } from '../../../shared/delivery/delivery-date.js';
import { zoneOf, type DeliveryZone } from '../../../shared/delivery/delivery-zones.js';
import type { DeliveryQuote } from '../../../shared/delivery/delivery.schema.js';
import { paiseToRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { readReferenceData } from '../../cache/reference-data-cache.js';
import { deliveryServiceability, pincodes } from '../../db/schema/delivery.js';
import { indianDate } from '../tax/indian-date.js';
import { holidayDays, originPincode, zoneRules, type ZoneRuleRow } from './delivery-rules.service.js';

/** A six-digit pincode that India Post's directory does not know: a 400 naming the field. */
export class UnknownPincodeError extends Error {
  readonly field = 'pincode';
  constructor(readonly pincode: string) {
    super(`We could not find pincode ${pincode}. Please check it.`);
    this.name = 'UnknownPincodeError';
  }
}

/** No rule at all for a zone (staff cannot delete zones; a half-migrated database could lack one). */
const NO_RULE: Omit<ZoneRuleRow, 'zone'> = { deliverable: false, codAllowed: false, daysMin: 0, daysMax: 0, feePaise: 0, freeAbovePaise: null };

type Place = typeof pincodes.$inferSelect;
type ServiceabilityRow = typeof deliveryServiceability.$inferSelect;

/** The directory's entry for a pincode, or null (cached per pincode, ADR 72). */
function placeOf(db: Db, pincode: string): Promise<Place | null> {
  return readReferenceData(db, `pincodes:${pincode}`, async () => {
    const [place] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
    return place ?? null;
  });
}

/** The courier's line for a pincode, or null (cached per pincode, ADR 72). */
function serviceabilityOf(db: Db, pincode: string): Promise<ServiceabilityRow | null> {
  return readReferenceData(db, `delivery_serviceability:${pincode}`, async () => {
    const [listed] = await db.select().from(deliveryServiceability).where(eq(deliveryServiceability.pincode, pincode)).limit(1);
    return listed ?? null;
  });
}

/** Shipping for goods worth `subtotalPaise` (before GST): the zone's fee, free at or above its threshold. */
export function shippingFeePaise(rule: Pick<ZoneRuleRow, 'feePaise' | 'freeAbovePaise'>, subtotalPaise: number): number {
  if (rule.feePaise <= 0) return 0;
  if (rule.freeAbovePaise !== null && subtotalPaise >= rule.freeAbovePaise) return 0;
  return rule.feePaise;
}

export interface QuoteInPaise {
  quote: DeliveryQuote;
  shippingPaise: number;
}

/**
 * Whether, when and at what cost an order reaches `pincode`: the courier's serviceability list when
 * it names the pincode, else the rule of the pincode's zone (ADR 49). The date counts delivery days
 * from today in India, skipping Sundays and the holidays staff list. Unknown pincodes throw.
 */
export async function quoteDelivery(db: Db, pincode: string, subtotalPaise = 0, now: Date = new Date()): Promise<QuoteInPaise> {
  const origin = await originPincode(db);
  const place = await placeOf(db, pincode);
  if (!place) throw new UnknownPincodeError(pincode);
  const originPlace = origin === pincode ? place : await placeOf(db, origin);
  const zone: DeliveryZone = zoneOf(originPlace, place);
  const rules = await zoneRules(db);
  const zoneRule = { ...NO_RULE, ...rules.get(zone) };
  const listed = await serviceabilityOf(db, pincode);
  const rule = listed ?? zoneRule;

  const today = indianDate(now);
  let expectedBy: string | null = null;
  if (rule.deliverable) {
    const holidays = (await holidayDays(db)).filter((day) => day >= today);
    expectedBy = deliveryDateAfter(today, rule.daysMax, new Set(holidays));
  }
  const shippingPaise = rule.deliverable ? shippingFeePaise(zoneRule, subtotalPaise) : 0;
  return {
    shippingPaise,
    quote: {
      pincode,
      city: place.district,
      state: place.state,
      zone,
      deliverable: rule.deliverable,
      codAvailable: rule.deliverable && rule.codAllowed,
      expectedBy,
      expectedByText: expectedBy ? formatDeliveryDate(expectedBy) : null,
      reason: rule.deliverable ? null : `Sorry, we do not deliver to ${place.district}, ${place.state} (${pincode}) yet.`,
      shippingFee: paiseToRupees(shippingPaise),
      freeShippingAbove: zoneRule.feePaise > 0 && zoneRule.freeAbovePaise !== null ? paiseToRupees(zoneRule.freeAbovePaise) : null,
    },
  };
}
