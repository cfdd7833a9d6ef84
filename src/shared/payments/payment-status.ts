/**
 * An online payment's lifecycle, apart from the order's (ADR 31): one row per order paid online,
 * holding the provider's order id and the amount asked for. Every change is one conditional UPDATE
 * on the expected source status, so late or repeated news (a webhook sent twice, a failure reported
 * after the capture) finds no row and changes nothing: moves only go forward.
 */
export const paymentStatuses = ['created', 'failed', 'captured', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** `shopper`: the checkout's signed answer; `provider`: a signed webhook or the provider's API; `system`: expiry; `staff`: refunds. */
export type PaymentActor = 'shopper' | 'provider' | 'system' | 'staff';

export interface PaymentStatusMove {
  from: PaymentStatus;
  to: PaymentStatus;
  actors: readonly PaymentActor[];
}

export const paymentStatusTable: readonly PaymentStatusMove[] = [
  // A failed attempt leaves the provider's order open: the shopper may try again until expiry.
  { from: 'created', to: 'failed', actors: ['provider'] },
  { from: 'created', to: 'captured', actors: ['shopper', 'provider'] },
  { from: 'failed', to: 'captured', actors: ['shopper', 'provider'] },
  { from: 'created', to: 'expired', actors: ['system'] },
  { from: 'failed', to: 'expired', actors: ['system'] },
  // Money that arrived after the order expired is recorded as taken, then refunded in full.
  { from: 'expired', to: 'captured', actors: ['provider'] },
  // Fully refunded; a partial refund leaves the payment captured with refunded_paise below the amount.
  { from: 'captured', to: 'refunded', actors: ['staff', 'system', 'provider'] },
];

export function findPaymentMove(from: PaymentStatus, to: PaymentStatus, actor: PaymentActor): PaymentStatusMove | undefined {
  return paymentStatusTable.find((move) => move.from === from && move.to === to && move.actors.includes(actor));
}

/** The sources from which `to` may be reached by `actor`: the `WHERE status in (…)` of the one UPDATE. */
export function paymentSourcesFor(to: PaymentStatus, actor: PaymentActor): PaymentStatus[] {
  return paymentStatusTable.filter((move) => move.to === to && move.actors.includes(actor)).map((move) => move.from);
}

/** A refund's lifecycle: asked of the provider, then processed or failed (the reserved amount is released). */
export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refundStatusTable: readonly { from: RefundStatus; to: RefundStatus }[] = [
  { from: 'pending', to: 'processed' },
  { from: 'pending', to: 'failed' },
];

export function refundSourcesFor(to: RefundStatus): RefundStatus[] {
  return refundStatusTable.filter((move) => move.to === to).map((move) => move.from);
}
