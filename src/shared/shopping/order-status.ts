/**
 * The order lifecycle as one table of allowed moves (after vendure's default order process):
 * every status change, by a shopper or by staff, is checked against it and nothing else.
 */
export const orderStatuses = ['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** Stock goes back on the shelf only when an order that took it is cancelled. */
export function returnsStock(to: OrderStatus): boolean {
  return to === 'Cancelled';
}
