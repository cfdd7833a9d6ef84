import { randomUUID } from 'node:crypto';
import { httpRequest, type HttpResult } from './http-client.js';
import type { PreparedShop } from './shop-setup.js';

export const ADDRESS = { fullName: 'Asha Rao', phone: '9876543210', line1: '4 Linking Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };

export interface AnsweredOrder {
  shopperId: string;
  orderId: string;
  items: { productId: string; quantity: number; price: number }[];
  total: number;
}

export interface TrackedRequest extends HttpResult {
  kind: 'add' | 'checkout';
}

/** What every shopper was told, so the database can be held to it after the fault. */
export interface CheckoutLog {
  /** Cart additions answered 201, per shopper and product. */
  added: Map<string, Map<string, number>>;
  /** Cart additions that got no answer or a 503: they may or may not have been applied. */
  unanswered: Map<string, Map<string, number>>;
  answeredOrders: AnsweredOrder[];
  requests: TrackedRequest[];
}

export interface CheckoutLoad {
  log: CheckoutLog;
  /** Requests sent and not yet answered, right now. */
  inFlight(): { kind: TrackedRequest['kind']; startedAt: number }[];
  /** Resolves when every shopper has stopped, which each does once the server stops answering 201. */
  done: Promise<void>;
}

function bump(map: Map<string, Map<string, number>>, shopperId: string, productId: string, quantity: number): void {
  const lines = map.get(shopperId) ?? new Map<string, number>();
  lines.set(productId, (lines.get(productId) ?? 0) + quantity);
  map.set(shopperId, lines);
}

function isOrderBody(body: unknown): body is { _id: string; total: number; items: { productId: string; quantity: number; price: number }[] } {
  return typeof body === 'object' && body !== null && '_id' in body && 'items' in body && Array.isArray(body.items);
}

/**
 * Every shopper, in a loop: put 1–3 of a product in the cart, check out, repeat. A shopper stops at
 * the first request not answered 201 (the server died, drains, or the database is away).
 */
export function startCheckoutLoad(baseUrl: string, shop: PreparedShop): CheckoutLoad {
  const log: CheckoutLog = { added: new Map(), unanswered: new Map(), answeredOrders: [], requests: [] };
  const pending = new Set<{ kind: TrackedRequest['kind']; startedAt: number }>();

  async function tracked(kind: TrackedRequest['kind'], work: Promise<HttpResult>): Promise<HttpResult> {
    const entry = { kind, startedAt: Date.now() };
    pending.add(entry);
    try {
      const result = await work;
      log.requests.push({ ...result, kind });
      return result;
    } finally {
      pending.delete(entry);
    }
  }

  async function oneShopper(shopper: PreparedShop['shoppers'][number]): Promise<void> {
    for (;;) {
      // A little think time keeps the shoppers out of step, as real ones are.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      const productId = shop.productIds[Math.floor(Math.random() * shop.productIds.length)] ?? '';
      const quantity = 1 + Math.floor(Math.random() * 3);
      const add = await tracked('add', httpRequest(`${baseUrl}/api/carts/add`, { method: 'POST', token: shopper.token, body: { productId, quantity } }));
      if (add.status !== 201) {
        // A refused connection never reached the server; anything else may have been applied.
        if (add.error !== 'ECONNREFUSED') bump(log.unanswered, shopper.id, productId, quantity);
        return;
      }
      bump(log.added, shopper.id, productId, quantity);
      const checkout = await tracked(
        'checkout',
        httpRequest(`${baseUrl}/api/orders`, {
          method: 'POST',
          token: shopper.token,
          headers: { 'idempotency-key': randomUUID() },
          body: { address: ADDRESS, paymentMethod: 'cod' },
        }),
      );
      if (checkout.status !== 201 || !isOrderBody(checkout.body)) return;
      const order = checkout.body;
      log.answeredOrders.push({
        shopperId: shopper.id,
        orderId: order._id,
        items: order.items.map((item) => ({ productId: item.productId, quantity: item.quantity, price: item.price })),
        total: order.total,
      });
    }
  }

  const done = Promise.all(shop.shoppers.map((shopper) => oneShopper(shopper))).then(() => undefined);
  return { log, inFlight: () => [...pending], done };
}

/**
 * Resolves once `orders` orders have been answered 201 and at least `checkoutsInFlight` checkouts
 * are waiting for their answer: the moment to strike, mid-checkout (rejects after the timeout).
 */
export async function waitForCheckouts(load: CheckoutLoad, orders: number, checkoutsInFlight: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ready = () => load.log.answeredOrders.length >= orders && load.inFlight().filter((r) => r.kind === 'checkout').length >= checkoutsInFlight;
  while (!ready()) {
    if (Date.now() > deadline)
      throw new Error(`after ${timeoutMs} ms: ${load.log.answeredOrders.length} orders answered, ${load.inFlight().length} requests in flight`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
