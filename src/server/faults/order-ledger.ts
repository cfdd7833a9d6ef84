import { rupeesToPaise } from '../../shared/money.js';
import type { CheckoutLog } from './checkout-load.js';
import type { SqlSession } from './fault-store.js';
import type { PreparedShop } from './shop-setup.js';

export interface LedgerFigures {
  ordersAnswered201: number;
  answeredOrdersFound: number;
  /** Committed orders whose 201 never reached the shopper (the process died first). */
  ordersCommittedButUnanswered: number;
  unitsSold: number;
}

/**
 * Holds the database to what the shoppers were told: every order answered 201 exists with the
 * same lines and total; stock is the initial stock minus what was sold; and every cart line
 * answered 201 is either still in the cart or became part of an order (none lost, none invented).
 */
export async function ledgerProblems(sql: SqlSession, shop: PreparedShop, log: CheckoutLog): Promise<{ problems: string[]; figures: LedgerFigures }> {
  const problems: string[] = [];
  const lines = await sql.query<{ order_id: string; user_id: string; total_paise: number; product_id: string; quantity: number; unit_price_paise: number }>(
    `select o.id as order_id, o.user_id, o.total_paise, l.product_id, l.quantity, l.unit_price_paise
       from orders o join order_lines l on l.order_id = o.id where o.status <> 'Cancelled'`,
  );
  const orders = new Map<string, { userId: string; totalPaise: number; lines: Map<string, { quantity: number; unitPricePaise: number }> }>();
  for (const row of lines) {
    const order = orders.get(row.order_id) ?? { userId: row.user_id, totalPaise: Number(row.total_paise), lines: new Map() };
    order.lines.set(row.product_id, { quantity: Number(row.quantity), unitPricePaise: Number(row.unit_price_paise) });
    orders.set(row.order_id, order);
  }

  let found = 0;
  for (const answered of log.answeredOrders) {
    const stored = orders.get(answered.orderId);
    if (!stored) {
      problems.push(`order ${answered.orderId} was answered 201 but is not in the database`);
      continue;
    }
    found++;
    if (stored.userId !== answered.shopperId) problems.push(`order ${answered.orderId} belongs to another user`);
    if (stored.totalPaise !== rupeesToPaise(answered.total))
      problems.push(`order ${answered.orderId} total ${stored.totalPaise} paise, answered ${answered.total} rupees`);
    if (stored.lines.size !== answered.items.length)
      problems.push(`order ${answered.orderId} has ${stored.lines.size} lines, answered ${answered.items.length}`);
    for (const item of answered.items) {
      const line = stored.lines.get(item.productId);
      if (!line || line.quantity !== item.quantity || line.unitPricePaise !== rupeesToPaise(item.price)) {
        problems.push(`order ${answered.orderId}: line ${item.productId} differs from its 201 answer`);
      }
    }
  }

  const sold = new Map<string, number>();
  const orderedByShopper = new Map<string, Map<string, number>>();
  for (const order of orders.values()) {
    for (const [productId, line] of order.lines) {
      sold.set(productId, (sold.get(productId) ?? 0) + line.quantity);
      const mine = orderedByShopper.get(order.userId) ?? new Map<string, number>();
      mine.set(productId, (mine.get(productId) ?? 0) + line.quantity);
      orderedByShopper.set(order.userId, mine);
    }
  }
  const stock = await sql.query<{ id: string; stock: number }>(`select id, stock from products`);
  for (const row of stock) {
    const expected = (shop.initialStock.get(row.id) ?? 0) - (sold.get(row.id) ?? 0);
    if (Number(row.stock) !== expected) problems.push(`product ${row.id}: stock ${row.stock}, expected ${expected} (initial minus sold)`);
  }

  const cart = await sql.query<{ user_id: string; product_id: string; quantity: number }>(`select user_id, product_id, quantity from cart_lines`);
  const inCart = new Map<string, number>(cart.map((row) => [`${row.user_id}/${row.product_id}`, Number(row.quantity)]));
  for (const shopper of shop.shoppers) {
    for (const productId of shop.productIds) {
      const confirmed = log.added.get(shopper.id)?.get(productId) ?? 0;
      const maybe = log.unanswered.get(shopper.id)?.get(productId) ?? 0;
      const accounted = (inCart.get(`${shopper.id}/${productId}`) ?? 0) + (orderedByShopper.get(shopper.id)?.get(productId) ?? 0);
      // Additions whose answer never came may or may not have been applied; nothing else may differ.
      if (accounted < confirmed || accounted > confirmed + maybe) {
        problems.push(`shopper ${shopper.email}, product ${productId}: ${confirmed} added (+${maybe} unanswered), ${accounted} in cart or ordered`);
      }
    }
  }

  const committed = [...orders.entries()].filter(([, order]) => shop.shoppers.some((s) => s.id === order.userId)).length;
  return {
    problems,
    figures: {
      ordersAnswered201: log.answeredOrders.length,
      answeredOrdersFound: found,
      ordersCommittedButUnanswered: committed - found,
      unitsSold: [...sold.values()].reduce((a, b) => a + b, 0),
    },
  };
}
