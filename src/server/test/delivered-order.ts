import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/**
 * An order of this shopper for these products that has reached a status (Delivered by default), as
 * the order flow leaves it: for tests that need a shopper who received something (reviews).
 */
export async function createOrderWith(db: Db, userId: string, productIds: string[], status = 'Delivered'): Promise<string> {
  const [order] = await queryRows<{ id: string }>(
    db,
    sql`insert into orders (user_id, status, subtotal_paise, tax_paise, total_paise, address)
        values (${userId}, ${status}, 10000, 1800, 11800,
                ${JSON.stringify({ fullName: 'Asha Raghavan', phone: '9876543210', line1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' })}::jsonb)
        returning id`,
  );
  if (!order) throw new Error('order not created');
  for (const productId of productIds) {
    await db.execute(
      sql`insert into order_lines (order_id, product_id, name, unit_price_paise, quantity, line_total_paise)
          select ${order.id}, id, name, price_paise, 1, price_paise from products where id = ${productId}`,
    );
  }
  return order.id;
}
