import type { Order } from '../../../shared/shopping/order.schema';
import type { OrderStatus } from '../../../shared/shopping/order-status';

/** Who placed an order; null once the account is gone (orders outlive their customers). */
export interface OrderCustomer {
  _id: string;
  username: string;
  email: string;
}

/** One row of the dashboard's and the orders screen's tables. */
export interface OrderSummary {
  _id: string;
  number: number;
  status: OrderStatus;
  /** Rupees. */
  total: number;
  itemCount: number;
  createdAt: string;
  customer: OrderCustomer | null;
}

export type AdminOrder = Order & { customer: OrderCustomer | null };
