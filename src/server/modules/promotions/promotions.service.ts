import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { readReferenceData } from '../../cache/reference-data-cache.js';
import { promotionCustomerUses, promotions, promotionUses } from '../../db/schema/promotions.js';
import { HttpError } from '../../plugins/error-handler.js';
import { discountLabel, evaluatePromotion, type Discount, type LineToDiscount, type PromotionRow } from './promotion-pricing.js';

export interface DiscountChoice {
  /** The discount the order gets: the biggest of the entered code and the automatic discounts that apply. */
  best: Discount | null;
  /** The entered code's answer, for the cart to show (null when no code was entered). */
  code: { code: string; applied: boolean; message: string } | null;
}

async function customerUses(db: Db, promotionIds: string[], userId: string | null): Promise<Map<string, number>> {
  if (!userId || promotionIds.length === 0) return new Map();
  const rows = await db
    .select({ promotionId: promotionCustomerUses.promotionId, uses: promotionCustomerUses.uses })
    .from(promotionCustomerUses)
    .where(and(eq(promotionCustomerUses.userId, userId), inArray(promotionCustomerUses.promotionId, promotionIds)));
  return new Map(rows.map((r) => [r.promotionId, r.uses]));
}

/**
 * The automatic discounts switched on, their definitions cached per process (ADR 72). Orders move
 * `used_count` without a change notice, so for those with a total limit it is read fresh here: a
 * promotion that just ran out is skipped, as before, instead of failing the order when its use is taken.
 */
async function automaticPromotions(db: Db): Promise<PromotionRow[]> {
  const defined = await readReferenceData(db, 'promotions:automatic', async () =>
    db
      .select()
      .from(promotions)
      .where(and(isNull(promotions.code), eq(promotions.active, true))),
  );
  const limited = defined.filter((p) => p.usageLimit !== null).map((p) => p.id);
  if (limited.length === 0) return defined;
  const counts = await db.select({ id: promotions.id, usedCount: promotions.usedCount }).from(promotions).where(inArray(promotions.id, limited));
  const usedCount = new Map(counts.map((c) => [c.id, c.usedCount]));
  return defined.map((p) => (p.usageLimit === null ? p : { ...p, usedCount: usedCount.get(p.id) ?? p.usedCount }));
}

/**
 * One promotion per order (ADR 60): the entered code competes with the automatic discounts and the
 * biggest discount wins, so entering a code never makes the shopper pay more. A code that loses
 * says so. `lines` in product order, so the discount's split is the same in the cart and the order.
 */
export async function chooseDiscount(db: Db, lines: readonly LineToDiscount[], userId: string | null, code: string | null, now: Date): Promise<DiscountChoice> {
  const automatic = await automaticPromotions(db);
  const [entered] = code ? await db.select().from(promotions).where(eq(promotions.code, code)).limit(1) : [];
  const candidates: PromotionRow[] = entered ? [...automatic, entered] : automatic;
  const uses = await customerUses(
    db,
    candidates.map((p) => p.id),
    userId,
  );
  let best: Discount | null = null;
  for (const promotion of automatic) {
    const outcome = evaluatePromotion(promotion, lines, now, uses.get(promotion.id) ?? 0);
    if (outcome.ok && (!best || outcome.discount.discountPaise > best.discountPaise)) best = outcome.discount;
  }
  if (!code) return { best, code: null };
  if (!entered) return { best, code: { code, applied: false, message: 'This code does not exist. Please check it.' } };
  const outcome = evaluatePromotion(entered, lines, now, uses.get(entered.id) ?? 0);
  if (!outcome.ok) return { best, code: { code, applied: false, message: outcome.message } };
  if (best && best.discountPaise >= outcome.discount.discountPaise)
    return { best, code: { code, applied: false, message: `${best.promotion.name} already gives you a bigger discount; one discount applies per order.` } };
  return { best: outcome.discount, code: { code, applied: true, message: `${discountLabel(entered)} applied.` } };
}

/**
 * Takes one use of the order's promotion in the order's transaction. Each count is one statement
 * that checks its limit in its WHERE (the promotion's row, then the shopper's row, each locked by
 * its UPDATE), so concurrent checkouts queue on the row and only as many as the limit allows find
 * one; the loser's whole order rolls back with a 409.
 */
export async function takePromotionUse(tx: Db, discount: Discount, userId: string | null, orderId: string, now: Date): Promise<void> {
  const { promotion } = discount;
  const gone = (): HttpError =>
    new HttpError(
      409,
      promotion.code
        ? `Coupon ${promotion.code} has just reached its usage limit. Please remove it and try again.`
        : `${promotion.name} has just ended. Please review your order and try again.`,
    );
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`update promotions set used_count = used_count + 1, updated_at = now()
        where id = ${promotion.id} and active
          and (usage_limit is null or used_count < usage_limit)
          and (starts_at is null or starts_at <= ${now.toISOString()}::timestamptz)
          and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
        returning id`,
  );
  if (!taken) throw gone();
  if (userId) {
    const [counted] = await queryRows<{ uses: number }>(
      tx,
      sql`insert into promotion_customer_uses (promotion_id, user_id, uses) values (${promotion.id}, ${userId}, 1)
          on conflict (promotion_id, user_id) do update set uses = promotion_customer_uses.uses + 1
          where ${promotion.perCustomerLimit}::int is null or promotion_customer_uses.uses < ${promotion.perCustomerLimit}::int
          returning uses`,
    );
    if (!counted || (promotion.perCustomerLimit !== null && counted.uses > promotion.perCustomerLimit))
      throw new HttpError(409, promotion.code ? `You have already used coupon ${promotion.code}.` : `You have already used ${promotion.name}.`);
  }
  await tx.insert(promotionUses).values({ promotionId: promotion.id, orderId, userId, discountPaise: discount.discountPaise });
}

/**
 * Gives back an order's promotion use (ADR 60), called by the one order move that returns its goods
 * (cancelled before dispatch, expired unpaid, a returned parcel): the use is marked released in the
 * same conditional UPDATE that finds it, so it is given back once.
 */
export async function releasePromotionUses(tx: Db, orderId: string): Promise<void> {
  const released = await tx
    .update(promotionUses)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(promotionUses.orderId, orderId), isNull(promotionUses.releasedAt)))
    .returning({ promotionId: promotionUses.promotionId, userId: promotionUses.userId });
  for (const use of released) {
    await tx
      .update(promotions)
      .set({ usedCount: sql`greatest(${promotions.usedCount} - 1, 0)`, updatedAt: sql`now()` })
      .where(eq(promotions.id, use.promotionId));
    if (use.userId)
      await tx
        .update(promotionCustomerUses)
        .set({ uses: sql`greatest(${promotionCustomerUses.uses} - 1, 0)` })
        .where(and(eq(promotionCustomerUses.promotionId, use.promotionId), eq(promotionCustomerUses.userId, use.userId)));
  }
}
