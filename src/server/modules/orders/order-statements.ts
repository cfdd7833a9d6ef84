import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { insertStatement, rowsStatement } from '../../db/built-once.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { products } from '../../db/schema/products.js';
import { cartLines } from '../../db/schema/shopping.js';
import { users } from '../../db/schema/users.js';
import { listedProduct } from '../products/product-visibility.js';
import { productDisplayName } from '../products/product-variants.js';

// The statements of a checkout, built once per process rather than per order (ADR 80): each
// order runs them all, and building them cost a third of an order's CPU.

/**
 * The account's row, locked as account deletion locks it first (open-orders.ts), and whether the
 * account's Idempotency-Key already made an order (a null key made none).
 */
export const lockAccount = rowsStatement<{ id: string; keyUsed: boolean }, { userId: string; idempotencyKey: string | null }>(
  'order_lock_account',
  {
    id: users.id,
    // Written out: in a one-table select Drizzle names columns unqualified, and users.id would read as orders.id here.
    keyUsed: sql<boolean>`exists (select 1 from orders o where o.user_id = users.id and o.idempotency_key = ${sql.placeholder('idempotencyKey')})`,
  },
  (db, fields) =>
    db
      .select(fields)
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .for('key share'),
);

/** The cart's lines in product order, locked: a second checkout of the same cart waits here. */
export const lockCartLines = rowsStatement<{ productId: string; quantity: number }, { userId: string }>(
  'order_lock_cart',
  { productId: cartLines.productId, quantity: cartLines.quantity },
  (db, fields) =>
    db
      .select(fields)
      .from(cartLines)
      .where(eq(cartLines.userId, sql.placeholder('userId')))
      .orderBy(asc(cartLines.productId))
      .for('update'),
);

export interface TakenProduct {
  name: string;
  pricePaise: number;
  images: string[];
  hsn: string;
  categorySlug: string | null;
  variantOf: string | null;
  transactionId: string;
}

/** Takes a line's stock if the product is for sale and has enough; no row when it has not. */
export const takeStock = rowsStatement<TakenProduct, { productId: string; quantity: number }>(
  'order_take_stock',
  {
    // The line keeps the name as bought, a variant's values with it (ADR 65).
    name: productDisplayName,
    pricePaise: products.pricePaise,
    images: products.images,
    hsn: products.hsn,
    categorySlug: products.categorySlug,
    variantOf: products.variantOf,
    // Named by the products' change notice (drizzle/0191): the route waits for that notice's re-read.
    transactionId: sql<string>`pg_current_xact_id()::text`,
  },
  (db, fields) =>
    db
      .update(products)
      .set({ stock: sql`${products.stock} - ${sql.placeholder('quantity')}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, sql.placeholder('productId')), listedProduct, gte(products.stock, sql.placeholder('quantity'))))
      .returning(fields),
);

export const insertOrder = insertStatement('order_insert', orders);
export const insertOrderLines = insertStatement('order_lines_insert', orderLines);

/**
 * A Cash-on-Delivery order's cart, taken: its lines are deleted and answered in one statement, which
 * locks them as `lockCartLines` does (a second checkout of the cart waits, then finds it empty), and
 * the order's rollback puts them back (ADR 81).
 */
export const takeCartLines = rowsStatement<{ productId: string; quantity: number }, { userId: string }>(
  'order_take_cart',
  { productId: cartLines.productId, quantity: cartLines.quantity },
  (db, fields) =>
    db
      .delete(cartLines)
      .where(eq(cartLines.userId, sql.placeholder('userId')))
      .returning(fields),
);
