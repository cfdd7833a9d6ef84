import type { orders } from '../../db/schema/orders.js';

/** A charge on an order besides its goods (the COD fee, shipping): taxed at its own rate, filed with the goods (ADR 32, ADR 50). */
export interface OrderCharge {
  label: string;
  paise: number;
  rateBp: number;
  cgst: number;
  sgst: number;
  igst: number;
}

type OrderRow = Pick<
  typeof orders.$inferSelect,
  | 'codFeePaise'
  | 'codFeeGstRateBp'
  | 'codFeeCgstPaise'
  | 'codFeeSgstPaise'
  | 'codFeeIgstPaise'
  | 'shippingPaise'
  | 'shippingGstRateBp'
  | 'shippingCgstPaise'
  | 'shippingSgstPaise'
  | 'shippingIgstPaise'
>;

/** The order's charges that are not free, in the order invoices print them. */
export function orderCharges(order: OrderRow): OrderCharge[] {
  const charges: OrderCharge[] = [
    {
      label: 'Shipping',
      paise: order.shippingPaise,
      rateBp: order.shippingGstRateBp,
      cgst: order.shippingCgstPaise,
      sgst: order.shippingSgstPaise,
      igst: order.shippingIgstPaise,
    },
    {
      label: 'Cash on Delivery fee',
      paise: order.codFeePaise,
      rateBp: order.codFeeGstRateBp,
      cgst: order.codFeeCgstPaise,
      sgst: order.codFeeSgstPaise,
      igst: order.codFeeIgstPaise,
    },
  ];
  return charges.filter((charge) => charge.paise > 0);
}

/** What the charges add to the taxable value. */
export function chargesPaise(order: OrderRow): number {
  return orderCharges(order).reduce((sum, charge) => sum + charge.paise, 0);
}
