import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { products } from './products.js';
import { users } from './users.js';

export interface OrderAddress {
  fullName: string;
  phone: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  pincode: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    // Set null when an account is deleted: the order stays for the books, anonymised.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    status: text('status').notNull().default('Processing'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    /** Shipping's GST, taxed as the COD fee is (shared/delivery/shipping-fee.ts): rate and split of the fee above. */
    shippingGstRateBp: integer('shipping_gst_rate_bp').notNull().default(0),
    shippingCgstPaise: integer('shipping_cgst_paise').notNull().default(0),
    shippingSgstPaise: integer('shipping_sgst_paise').notNull().default(0),
    shippingIgstPaise: integer('shipping_igst_paise').notNull().default(0),
    /** The latest day the delivery quote promised when the order was placed (Indian date; ADR 49). */
    expectedDeliveryBy: date('expected_delivery_by', { mode: 'string' }),
    /** The Cash on Delivery fee before GST, and its GST (rate and split), its own line on the invoice (ADR 32). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    codFeeGstRateBp: integer('cod_fee_gst_rate_bp').notNull().default(0),
    codFeeCgstPaise: integer('cod_fee_cgst_paise').notNull().default(0),
    codFeeSgstPaise: integer('cod_fee_sgst_paise').notNull().default(0),
    codFeeIgstPaise: integer('cod_fee_igst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** The promotion's discount on the goods, before GST (ADR 60); the lines carry their shares. */
    discountPaise: integer('discount_paise').notNull().default(0),
    discountLabel: text('discount_label'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    paymentMethod: text('payment_method').notNull().default('cod'),
    /** GST as charged: 'intra' (CGST + SGST/UTGST) or 'inter' (IGST), decided by seller state vs place of supply. */
    supplyKind: text('supply_kind'),
    /** 'SGST' or 'UTGST': the state half's name for an intra-state supply. */
    stateTax: text('state_tax'),
    /** Place of supply: the delivery state. */
    placeOfSupply: text('place_of_supply'),
    /** A trade buyer's GSTIN and registered legal name, printed on the invoice (bill-to). */
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    idempotencyKey: text('idempotency_key'),
    // sha256 of the request the key was first used with: a reuse with another body is refused (422).
    idempotencyRequestHash: text('idempotency_request_hash'),
    /** Placed without an account: `email` is the buyer's, and registering with it attaches the order (ADR 62). */
    placedAsGuest: boolean('placed_as_guest').notNull().default(false),
    /** False for Buy Now and guest orders: their payment takes nothing out of the account's cart. */
    fromCart: boolean('from_cart').notNull().default(true),
    // When the items went back on the shelf; set by the one move that returns them, so never twice.
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
    /** Set by the move to Delivered: the return window counts from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('Pending payment', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned')`),
    check(
      'orders_money_check',
      sql`${t.subtotalPaise} >= 0 and ${t.taxPaise} >= 0 and ${t.shippingPaise} >= 0 and ${t.totalPaise} >= 0 and ${t.codFeePaise} >= 0`,
    ),
    check('orders_discount_check', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.subtotalPaise}`),
    unique('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_guest_idempotency_unique')
      .on(t.email, t.idempotencyKey)
      .where(sql`${t.placedAsGuest}`),
    index('orders_guest_email_idx')
      .on(t.email)
      .where(sql`${t.placedAsGuest} and ${t.userId} is null`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** The GST as placed: HSN, rate (basis points) and the line's share of each tax, in paise. */
    hsn: text('hsn').notNull().default(''),
    gstRateBp: integer('gst_rate_bp').notNull().default(0),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    /** The line's share of the order's discount (ADR 60): its taxable value is lineTotalPaise - discountPaise. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** Units on return requests not refused or withdrawn; never above the quantity (returns module). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    /** How many have left in shipments (modules/shipping): never more than the quantity. */
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_price_check', sql`${t.unitPricePaise} >= 0 and ${t.lineTotalPaise} >= 0`),
    check('order_lines_discount_check', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.lineTotalPaise}`),
    check('order_lines_returned_quantity_check', sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity}`),
    check('order_lines_shipped_check', sql`${t.shippedQuantity} >= 0 and ${t.shippedQuantity} <= ${t.quantity}`),
  ],
);
