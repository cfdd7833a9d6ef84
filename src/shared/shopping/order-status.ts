/**
 * The order lifecycle as one table of allowed moves (after vendure's default order process), each
 * with who may make it and what it does to stock. Every status change, by a shopper or by staff, is
 * looked up here and then applied by one conditional UPDATE on the expected source status, so a
 * change that raced another (a shopper's cancel against staff's "Shipped") finds no row (ADR 17).
 */
export const orderStatuses = ['Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export type OrderActor = 'shopper' | 'staff';

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
