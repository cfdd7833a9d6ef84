import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CartLine } from '../../../shared/shopping/cart.schema.js';
import { MAX_LINE_QUANTITY } from '../../../shared/shopping/cart.schema.js';
import { paiseToRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { rowsStatement } from '../../db/built-once.js';
import { products } from '../../db/schema/products.js';
import { cartLines } from '../../db/schema/shopping.js';
import { HttpError } from '../../plugins/error-handler.js';
import { isUuid } from '../../db/uuid.js';
import { listedProduct } from '../products/product-visibility.js';
import { productDisplayName } from '../products/product-variants.js';
import { rateInForceSql } from '../tax/rate-in-force-sql.js';

const lineColumns = {
  id: cartLines.id,
  quantity: cartLines.quantity,
  productId: products.id,
  // A variant's line names its values (ADR 65): `Havells LED Bulb — 9 W, 6500 K`.
  name: productDisplayName,
  pricePaise: products.pricePaise,
  images: products.images,
  stock: products.stock,
  listed: sql<boolean>`${listedProduct}`,
  gstRateBp: rateInForceSql(products.hsn),
};

function toCartLine(row: {
  id: string;
  quantity: number;
  productId: string;
  name: string;
  pricePaise: number;
  images: string[];
  stock: number;
  listed: boolean;
  gstRateBp: number | null;
}): CartLine {
  const available = row.listed;
  return {
    _id: row.id,
    quantity: row.quantity,
    available,
    product: {
      _id: row.productId,
      name: row.name,
      price: paiseToRupees(row.pricePaise),
      imageUrl: row.images[0] ?? '',
      stock: available ? row.stock : 0,
      gstRate: row.gstRateBp === null ? null : row.gstRateBp / 100,
    },
  };
}

/** Every line, a deleted, draft or archived product's too (shown unavailable): checkout reads the same lines, so the shopper sees what blocks it. */
export async function listCart(db: Db, userId: string): Promise<CartLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return rows.map(toCartLine);
}

/** One line with its product, built once (ADR 80): every add and change answers with it. */
const lineOf = rowsStatement<Parameters<typeof toCartLine>[0], { lineId: string; userId: string }>('cart_line', lineColumns, (db, fields) =>
  db
    .select(fields)
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.id, sql.placeholder('lineId')), eq(cartLines.userId, sql.placeholder('userId'))))
    .limit(1),
);

async function findLine(db: Db, userId: string, lineId: string): Promise<CartLine> {
  if (!isUuid(lineId)) throw new HttpError(404, 'Cart item not found');
  const [row] = await lineOf(db, { lineId, userId });
  // Someone else's line answers exactly like a missing one: ids reveal nothing.
  if (!row) throw new HttpError(404, 'Cart item not found');
  return toCartLine(row);
}

async function purchasableProduct(db: Db, productId: string) {
  const [product] = await db
    .select({ id: products.id, name: productDisplayName, stock: products.stock, listed: sql<boolean>`${listedProduct}` })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  if (!product) throw new HttpError(404, 'Product not found');
  // A draft or archived product exists but is not for sale; its name may not be public yet.
  if (!product.listed) throw new HttpError(409, 'This product is not available for sale');
  return product;
}

/** Why an add or a change was refused, read after the atomic statement found nothing to write. */
async function refusal(db: Db, userId: string, productId: string, wanted: (existing: number) => number): Promise<HttpError> {
  const product = await purchasableProduct(db, productId);
  const [existing] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)))
    .limit(1);
  const total = wanted(existing?.quantity ?? 0);
  if (product.stock === 0) return new HttpError(409, `${product.name} is out of stock`);
  if (total > product.stock) return new HttpError(409, `Only ${product.stock} of ${product.name} in stock`);
  if (total > MAX_LINE_QUANTITY) return new HttpError(400, `Quantity must be at most ${MAX_LINE_QUANTITY}`);
  // The line or the stock changed between the statement and this read: ask the shopper to retry.
  return new HttpError(409, 'Your cart changed meanwhile. Please try again.');
}

/**
 * The add itself, built once (ADR 80): a line for the product, or more on the existing one, answered
 * with the line as the cart shows it in the same statement (ADR 81; the columns in `lineColumns`' order).
 */
const addLine = rowsStatement<Parameters<typeof toCartLine>[0], { userId: string; productId: string; quantity: number }>('cart_add_line', lineColumns, () => {
  const [userId, productId, quantity] = [sql.placeholder('userId'), sql.placeholder('productId'), sql.placeholder('quantity')];
  return sql`with added as (
          insert into cart_lines (user_id, product_id, quantity)
          select ${userId}, ${products.id}, ${quantity} from ${products}
          where ${products.id} = ${productId} and ${listedProduct} and ${quantity} <= least(${products.stock}, ${MAX_LINE_QUANTITY})
          on conflict (user_id, product_id) do update set quantity = cart_lines.quantity + excluded.quantity, updated_at = now()
          where cart_lines.quantity + excluded.quantity <= least(${MAX_LINE_QUANTITY}, (select ${products.stock} from ${products} where ${products.id} = excluded.product_id and ${listedProduct}))
          returning id, product_id, quantity)
        select added.id, added.quantity, ${products.id}, ${productDisplayName}, ${products.pricePaise}, ${products.images}, ${products.stock},
          ${listedProduct}, ${rateInForceSql(products.hsn)}
        from added join ${products} on ${products.id} = added.product_id`;
});

/**
 * Adds to the existing line of that product when there is one. One statement checks, writes and
 * answers: the line's new total may pass neither the stock nor MAX_LINE_QUANTITY, and concurrent adds
 * queue on the line's row, each re-checking the total it would make (ADR 17).
 */
export async function addToCart(db: Db, userId: string, productId: string, quantity: number): Promise<CartLine> {
  const [line] = await addLine(db, { userId, productId, quantity });
  if (!line) throw await refusal(db, userId, productId, (existing) => existing + quantity);
  return toCartLine(line);
}

export async function updateCartLine(db: Db, userId: string, lineId: string, quantity: number): Promise<CartLine> {
  const line = await findLine(db, userId, lineId);
  const updated = await db
    .update(cartLines)
    .set({ quantity, updatedAt: sql`now()` })
    .where(
      and(
        eq(cartLines.id, lineId),
        eq(cartLines.userId, userId),
        sql`${quantity} <= least(${MAX_LINE_QUANTITY}, (select ${products.stock} from ${products} where ${products.id} = ${cartLines.productId} and ${listedProduct}))`,
      ),
    )
    .returning({ id: cartLines.id });
  if (updated.length === 0) throw await refusal(db, userId, line.product._id, () => quantity);
  return findLine(db, userId, lineId);
}

export async function removeCartLine(db: Db, userId: string, lineId: string): Promise<void> {
  if (!isUuid(lineId)) throw new HttpError(404, 'Cart item not found');
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  if (removed.length === 0) throw new HttpError(404, 'Cart item not found');
}

/**
 * A guest's browser cart joins the account at sign-in. Quantities are capped at the stock rather
 * than refused, and unknown or sold-out products are skipped: the shopper sees the result in /cart.
 */
export async function mergeGuestCart(db: Db, userId: string, items: { productId: string; quantity: number }[]): Promise<CartLine[]> {
  for (const item of items) {
    // One statement per item, capped at the stock and MAX_LINE_QUANTITY in the upsert itself.
    await db.execute(sql`insert into cart_lines (user_id, product_id, quantity)
        select ${userId}, ${products.id}, least(${item.quantity}, ${products.stock}, ${MAX_LINE_QUANTITY}) from ${products}
        where ${products.id} = ${item.productId} and ${listedProduct} and ${products.stock} > 0
        on conflict (user_id, product_id) do update
        set quantity = greatest(cart_lines.quantity, least(cart_lines.quantity + ${item.quantity}, ${MAX_LINE_QUANTITY}, (select stock from products where id = excluded.product_id))),
            updated_at = now()`);
  }
  return listCart(db, userId);
}
