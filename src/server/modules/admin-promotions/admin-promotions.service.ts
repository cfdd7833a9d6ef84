import { desc, eq, sql } from 'drizzle-orm';
import type { Promotion, PromotionInput } from '../../../shared/promotions/promotion.schema.js';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { dropReferenceData } from '../../cache/reference-data-cache.js';
import { isUuid } from '../../db/uuid.js';
import { promotions } from '../../db/schema/promotions.js';
import { HttpError } from '../../plugins/error-handler.js';
import type { PromotionRow } from '../promotions/promotion-pricing.js';

function toPromotion(row: PromotionRow): Promotion {
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind === 'fixed' ? 'fixed' : 'percent',
    value: row.kind === 'fixed' ? paiseToRupees(row.value) : row.value,
    scope: row.scope === 'categories' || row.scope === 'products' ? row.scope : 'order',
    categorySlugs: row.categorySlugs,
    productIds: row.productIds,
    minOrderValue: paiseToRupees(row.minOrderPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    used: row.usedCount,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function columns(input: PromotionInput) {
  return {
    name: input.name,
    code: input.code,
    kind: input.kind,
    value: input.kind === 'fixed' ? rupeesToPaise(input.value) : input.value,
    scope: input.scope,
    // Only the scope's own list is kept: a whole-order discount carries no stale category list.
    categorySlugs: input.scope === 'categories' ? input.categorySlugs : [],
    productIds: input.scope === 'products' ? input.productIds : [],
    minOrderPaise: rupeesToPaise(input.minOrderValue),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    active: input.active,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23514' && (name === undefined || name === constraint)) return true;
  }
  return false;
}

async function saving<T>(code: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, `The code ${code ?? ''} is already in use. Choose another.`);
    // Lowering the total limit below the uses already taken: the row's check refuses it.
    if (isCheckViolation(error, 'promotions_limits_check')) throw new HttpError(409, 'Total uses cannot be lower than the uses already taken.');
    throw error;
  }
}

export async function listPromotions(db: Db): Promise<Promotion[]> {
  const rows = await db.select().from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id));
  return rows.map(toPromotion);
}

export async function createPromotion(db: Db, input: PromotionInput): Promise<Promotion> {
  const [row] = await saving(input.code, () => db.insert(promotions).values(columns(input)).returning());
  if (!row) throw new Error('promotion insert returned nothing');
  dropReferenceData(db);
  return toPromotion(row);
}

/** An edit keeps the uses already taken; the uses count only moves with orders. */
export async function updatePromotion(db: Db, id: string, input: PromotionInput): Promise<Promotion> {
  if (!isUuid(id)) throw new HttpError(404, 'Promotion not found');
  const [row] = await saving(input.code, () =>
    db
      .update(promotions)
      .set({ ...columns(input), updatedAt: sql`now()` })
      .where(eq(promotions.id, id))
      .returning(),
  );
  if (!row) throw new HttpError(404, 'Promotion not found');
  dropReferenceData(db);
  return toPromotion(row);
}

/** Deactivated, not deleted: orders that used it still name it, and it can be switched on again. */
export async function deactivatePromotion(db: Db, id: string): Promise<Promotion> {
  if (!isUuid(id)) throw new HttpError(404, 'Promotion not found');
  const [row] = await db
    .update(promotions)
    .set({ active: false, updatedAt: sql`now()` })
    .where(eq(promotions.id, id))
    .returning();
  if (!row) throw new HttpError(404, 'Promotion not found');
  dropReferenceData(db);
  return toPromotion(row);
}
