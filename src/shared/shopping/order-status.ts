/**
 * The order lifecycle as one table of allowed moves (after vendure's default order process), each
 * with who may make it and what it does to stock. Every status change, by a shopper, staff, the
 * payment flow or the shop's own jobs, is looked up here and then applied by one conditional UPDATE
 * on the expected source status, so a change that raced another (a shopper's cancel against staff's
 * "Shipped", a verified payment against the expiry job) finds no row (ADR 17, ADR 31).
 */
export const orderStatuses = ['Pending payment', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Who makes a move: the shopper, staff, `payment` (a payment verified by its signature, a signed
 * webhook or the provider's own answer to reconciliation) or `system` (the expiry job).
 */
export type OrderActor = 'shopper' | 'staff' | 'payment' | 'system';

export interface OrderStatusMove {
  from: OrderStatus;
  to: OrderStatus;
  actors: readonly OrderActor[];
  /**
   * The move puts the order's items back on the shelf. It applies at most once per order: the
   * UPDATE also requires that the stock was not returned yet (orders.stock_returned_at is null).
   */
  returnsStock: boolean;
}

export const orderStatusTable: readonly OrderStatusMove[] = [
  // Paid online: only a verified payment moves it on. The shopper may instead choose Cash on Delivery.
  { from: 'Pending payment', to: 'Processing', actors: ['payment', 'shopper'], returnsStock: false },
  // Unpaid in time (the expiry job), or given up by the shopper or staff: the held stock returns.
  { from: 'Pending payment', to: 'Cancelled', actors: ['system', 'shopper', 'staff'], returnsStock: true },
  { from: 'Processing', to: 'Shipped', actors: ['staff'], returnsStock: false },
  { from: 'Processing', to: 'Cancelled', actors: ['staff', 'shopper'], returnsStock: true },
  { from: 'Shipped', to: 'Delivered', actors: ['staff'], returnsStock: false },
  // The goods are on the road: they are back on the shelf only once staff mark the parcel returned.
  { from: 'Shipped', to: 'Cancelled', actors: ['staff'], returnsStock: false },
  { from: 'Cancelled', to: 'Returned', actors: ['staff'], returnsStock: true },
];

export function findOrderMove(from: OrderStatus, to: OrderStatus, actor: OrderActor): OrderStatusMove | undefined {
  return orderStatusTable.find((move) => move.from === from && move.to === to && move.actors.includes(actor));
}

function staffMovesFrom(from: OrderStatus): OrderStatus[] {
  return orderStatusTable.filter((m) => m.from === from && m.actors.includes('staff')).map((m) => m.to);
}

/** Staff's moves from each status (the admin's buttons), derived from the one table. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'Pending payment': staffMovesFrom('Pending payment'),
  Processing: staffMovesFrom('Processing'),
  Shipped: staffMovesFrom('Shipped'),
  Delivered: staffMovesFrom('Delivered'),
  Cancelled: staffMovesFrom('Cancelled'),
  Returned: staffMovesFrom('Returned'),
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor = 'staff'): boolean {
  return findOrderMove(from, to, actor) !== undefined;
}

/** Whether that move puts stock back (a Processing order cancelled, a cancelled parcel returned). */
export function returnsStock(to: OrderStatus, from?: OrderStatus): boolean {
  return orderStatusTable.some((move) => move.to === to && (from === undefined || move.from === from) && move.returnsStock);
}
