import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CartLine } from '../../../shared/shopping/cart.schema.js';
import { MAX_LINE_QUANTITY } from '../../../shared/shopping/cart.schema.js';
import { paiseToRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { cartLines } from '../../db/schema/shopping.js';
import { HttpError } from '../../plugins/error-handler.js';
import { isUuid } from '../../db/uuid.js';
import { rateInForceSql } from '../tax/rate-in-force-sql.js';

const lineColumns = {
  id: cartLines.id,
  quantity: cartLines.quantity,
  productId: products.id,
  name: products.name,
  pricePaise: products.pricePaise,
  images: products.images,
  stock: products.stock,
  gstRateBp: rateInForceSql(products.hsn),
};

function toCartLine(row: { id: string; quantity: number; productId: string; name: string; pricePaise: number; images: string[]; stock: number; gstRateBp: number | null }): CartLine {
  return {
    _id: row.id,
    quantity: row.quantity,
    product: { _id: row.productId, name: row.name, price: paiseToRupees(row.pricePaise), imageUrl: row.images[0] ?? '', stock: row.stock, gstRate: row.gstRateBp === null ? null : row.gstRateBp / 100 },
  };
}

export async function listCart(db: Db, userId: string): Promise<CartLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.userId, userId), isNull(products.deletedAt)))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return rows.map(toCartLine);
}


async function findLine(db: Db, userId: string, lineId: string): Promise<CartLine> {
  if (!isUuid(lineId)) throw new HttpError(404, 'Cart item not found');
  const [row] = await db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .limit(1);
  // Someone else's line answers exactly like a missing one: ids reveal nothing.
  if (!row) throw new HttpError(404, 'Cart item not found');
  return toCartLine(row);
}

async function purchasableProduct(db: Db, productId: string) {
  const [product] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  if (!product) throw new HttpError(404, 'Product not found');
  return product;
}

function refuseOverStock(name: string, stock: number, wanted: number): void {
  if (stock === 0) throw new HttpError(409, `${name} is out of stock`);
  if (wanted > stock) throw new HttpError(409, `Only ${stock} of ${name} in stock`);
}

/** Adds to the existing line of that product when there is one; the total may not pass the stock. */
export async function addToCart(db: Db, userId: string, productId: string, quantity: number): Promise<CartLine> {
  const product = await purchasableProduct(db, productId);
  const [existing] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)))
    .limit(1);
  const wanted = (existing?.quantity ?? 0) + quantity;
  refuseOverStock(product.name, product.stock, wanted);
  if (wanted > MAX_LINE_QUANTITY) throw new HttpError(400, `Quantity must be at most ${MAX_LINE_QUANTITY}`);
  const [line] = await db
    .insert(cartLines)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.productId],
      set: { quantity: sql`${cartLines.quantity} + ${quantity}`, updatedAt: sql`now()` },
    })
    .returning({ id: cartLines.id });
  return findLine(db, userId, line?.id ?? '');
}

export async function updateCartLine(db: Db, userId: string, lineId: string, quantity: number): Promise<CartLine> {
  const line = await findLine(db, userId, lineId);
  refuseOverStock(line.product.name, line.product.stock, quantity);
  await db.update(cartLines).set({ quantity, updatedAt: sql`now()` }).where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  return { ...line, quantity };
}

export async function removeCartLine(db: Db, userId: string, lineId: string): Promise<void> {
  if (!isUuid(lineId)) throw new HttpError(404, 'Cart item not found');
  const removed = await db.delete(cartLines).where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId))).returning({ id: cartLines.id });
  if (removed.length === 0) throw new HttpError(404, 'Cart item not found');
}

/**
 * A guest's browser cart joins the account at sign-in. Quantities are capped at the stock rather
 * than refused, and unknown or sold-out products are skipped: the shopper sees the result in /cart.
 */
export async function mergeGuestCart(db: Db, userId: string, items: { productId: string; quantity: number }[]): Promise<CartLine[]> {
  for (const item of items) {
    const [product] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.id, item.productId), isNull(products.deletedAt)))
      .limit(1);
    if (!product || product.stock === 0) continue;
    await db
      .insert(cartLines)
      .values({ userId, productId: item.productId, quantity: Math.min(item.quantity, product.stock) })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.productId],
        set: { quantity: sql`least(${cartLines.quantity} + ${item.quantity}, ${product.stock})`, updatedAt: sql`now()` },
      });
  }
  return listCart(db, userId);
}
