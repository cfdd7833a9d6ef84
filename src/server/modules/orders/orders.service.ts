import { formatDeliveryDate } from '../../../shared/delivery/delivery-date.js';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { paiseToRupees, totalsWithTax } from '../../../shared/money.js';
import type { GstSplit, RateGroup } from '../../../shared/tax/gst-amounts.js';
import { gstStateCode } from '../../../shared/tax/gst-states.js';
import { gstSummaryRows } from '../../../shared/tax/gst-summary-rows.js';
import { findOrderMove, type OrderActor, type OrderStatus, type OrderStatusMove } from '../../../shared/shopping/order-status.js';
import { codFeeTax } from '../../../shared/payments/cod-fee.js';
import type { OrderPayment } from '../../../shared/payments/payment.schema.js';
import type { CreateOrderBody, Order } from '../../../shared/shopping/order.schema.js';
import type { OrderSelectionLine } from '../../../shared/shopping/order-selection.schema.js';
import type { Db } from '../../db/client.js';
import { shareReferenceData } from '../../cache/reference-data-cache.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { products } from '../../db/schema/products.js';
import { orderStatusHistory } from '../../db/schema/shipping.js';
import { users } from '../../db/schema/users.js';
import { HttpError } from '../../plugins/error-handler.js';
import { isUuid } from '../../db/uuid.js';
import { documentsForOrders, issueDocumentsForStatus, type DocumentContext, type TaxDocumentRow } from '../documents/tax-documents.service.js';
import { listedProduct } from '../products/product-visibility.js';
import { productDisplayName } from '../products/product-variants.js';
import { indianDate } from '../tax/indian-date.js';
import { taxOrderLines } from '../tax/order-tax.js';
import { codEligibility } from '../payments/cod-eligibility.js';
import { paymentsForOrders } from '../payments/payment-records.js';
import { chooseDiscount, releasePromotionUses, takePromotionUse } from '../promotions/promotions.service.js';
import { discountLabel as discountLabelOf } from '../promotions/promotion-pricing.js';
import { deliveryForOrder, shippingColumns } from '../delivery/order-delivery.js';
import { insertOrder, insertOrderLines, lockAccount, lockCartLines, takeCartLines, takeStock } from './order-statements.js';

/** The largest PostgreSQL integer, the type of every paise column (₹2,14,74,836.47). */
const MAX_ORDER_PAISE = 2_147_483_647;

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** The order's GST rows as charged, summed per rate from the lines (each line keeps its share). */
function orderGst(order: OrderRow, lines: OrderLineRow[]): Order['gst'] {
  const groups = new Map<number, RateGroup>();
  for (const l of lines) {
    const g = groups.get(l.gstRateBp) ?? { rateBp: l.gstRateBp, taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    // A discounted line is taxed on what is left of it (ADR 60).
    g.taxablePaise += l.lineTotalPaise - l.discountPaise;
    g.cgstPaise += l.cgstPaise;
    g.sgstPaise += l.sgstPaise;
    g.igstPaise += l.igstPaise;
    g.taxPaise += l.cgstPaise + l.sgstPaise + l.igstPaise;
    groups.set(l.gstRateBp, g);
  }
  // The COD fee is taxed as the goods are, at its own rate (shared/payments/cod-fee.ts): one more taxable value in its rate's row.
  if (order.codFeePaise > 0) {
    const g = groups.get(order.codFeeGstRateBp) ?? { rateBp: order.codFeeGstRateBp, taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    g.taxablePaise += order.codFeePaise;
    g.cgstPaise += order.codFeeCgstPaise;
    g.sgstPaise += order.codFeeSgstPaise;
    g.igstPaise += order.codFeeIgstPaise;
    g.taxPaise += order.codFeeCgstPaise + order.codFeeSgstPaise + order.codFeeIgstPaise;
    groups.set(order.codFeeGstRateBp, g);
  }
  // Shipping likewise (shared/delivery/shipping-tax.ts).
  if (order.shippingPaise > 0 && order.shippingGstRateBp > 0) {
    const g = groups.get(order.shippingGstRateBp) ?? {
      rateBp: order.shippingGstRateBp,
      taxablePaise: 0,
      taxPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    g.taxablePaise += order.shippingPaise;
    g.cgstPaise += order.shippingCgstPaise;
    g.sgstPaise += order.shippingSgstPaise;
    g.igstPaise += order.shippingIgstPaise;
    g.taxPaise += order.shippingCgstPaise + order.shippingSgstPaise + order.shippingIgstPaise;
    groups.set(order.shippingGstRateBp, g);
  }
  const split: GstSplit | null =
    order.supplyKind === 'intra' || order.supplyKind === 'inter' ? { kind: order.supplyKind, stateTax: order.stateTax === 'UTGST' ? 'UTGST' : 'SGST' } : null;
  const sorted = [...groups.values()].sort((a, b) => b.rateBp - a.rateBp);
  // Orders from before the split carry only their total tax: one row with it.
  const rows = split
    ? gstSummaryRows(sorted, split)
    : [{ label: `GST (${sorted.map((g) => `${g.rateBp / 100}%`).join(', ') || '18%'})`, paise: order.taxPaise }];
  const placeOfSupply = order.placeOfSupply ?? order.address.state;
  return {
    supplyKind: split?.kind ?? null,
    placeOfSupply,
    placeOfSupplyCode: gstStateCode(placeOfSupply) ?? '',
    rows: rows.map((r) => ({ label: r.label, amount: paiseToRupees(r.paise) })),
    buyerGstin: order.buyerGstin,
    buyerLegalName: order.buyerLegalName,
  };
}

function documentRef(order: OrderRow, documents: TaxDocumentRow[], kind: 'invoice' | 'credit_note'): Order['invoice'] {
  const doc = documents.find((d) => d.orderId === order.id && d.kind === kind);
  if (!doc) return null;
  return { number: doc.number, issuedAt: doc.issuedAt.toISOString(), url: `/api/orders/${order.id}/${kind === 'invoice' ? 'invoice' : 'credit-note'}.pdf` };
}

function toOrder(order: OrderRow, lines: OrderLineRow[], documents: TaxDocumentRow[] = [], payment: OrderPayment | null = null): Order {
  return {
    _id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    items: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      imageUrl: l.imageUrl,
      price: paiseToRupees(l.unitPricePaise),
      quantity: l.quantity,
      lineTotal: paiseToRupees(l.lineTotalPaise),
      discount: paiseToRupees(l.discountPaise),
      hsn: l.hsn,
      gstRate: l.gstRateBp / 100,
    })),
    subtotal: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    discountLabel: order.discountLabel,
    tax: paiseToRupees(order.taxPaise),
    shipping: paiseToRupees(order.shippingPaise),
    codFee: paiseToRupees(order.codFeePaise),
    total: paiseToRupees(order.totalPaise),
    address: order.address,
    paymentMethod: order.paymentMethod,
    payment,
    createdAt: order.createdAt.toISOString(),
    gst: orderGst(order, lines),
    invoice: documentRef(order, documents, 'invoice'),
    creditNote: documentRef(order, documents, 'credit_note'),
    expectedDelivery: order.expectedDeliveryBy ? formatDeliveryDate(order.expectedDeliveryBy) : null,
  };
}

async function loadOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, documents, payments] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.name)),
    documentsForOrders(db, ids),
    paymentsForOrders(db, ids),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((l) => l.orderId === row.id),
      documents,
      payments.get(row.id) ?? null,
    ),
  );
}

export async function listOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.number));
  return loadOrders(db, rows);
}

/** Another user's order answers exactly like a missing one. */
export async function getOrder(db: Db, userId: string | null, orderId: string): Promise<Order> {
  if (!isUuid(orderId)) throw new HttpError(404, 'Order not found');
  const [row] = await db
    .select()
    .from(orders)
    .where(userId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'Order not found');
  const [order] = await loadOrders(db, [row]);
  if (!order) throw new HttpError(404, 'Order not found');
  return order;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Thrown in the order's transaction when the account's Idempotency-Key already made an order: rolls back, then that order answers. */
class KeyAlreadyUsed extends Error {}

/** What an order is placed from: the account's cart, or a selection (Buy Now, a guest's browser cart) that leaves the cart alone. */
export type OrderBody = CreateOrderBody & { items?: OrderSelectionLine[] };

/** Who places an order: an account, or a guest (`id` null) known by the email the order's mails go to. */
export interface OrderBuyer {
  id: string | null;
  email: string;
}

/** One line per product, in product order (the lock order of every checkout), quantities summed. */
function selectionLines(body: OrderBody): { productId: string; quantity: number }[] | null {
  const chosen = body.items ?? (body.buyNow ? [body.buyNow] : null);
  if (!chosen) return null;
  const byProduct = new Map<string, number>();
  for (const line of chosen) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return [...byProduct].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([productId, quantity]) => ({ productId, quantity }));
}

/** A cart's lines in the order a selection's are (above): by product id as JavaScript compares them. */
function inProductOrder<Line extends { productId: string }>(lines: Line[]): Line[] {
  return lines.sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/** The request a key stands for: the parsed body (schema order, unknown fields dropped), hashed. */
function requestHash(body: OrderBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** The order a key already made, if any; a key reused with a different request is refused (422). */
async function findByIdempotencyKey(db: Db, buyer: OrderBuyer, key: string, body: OrderBody): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(buyer.id === null ? and(eq(orders.placedAsGuest, true), eq(orders.email, buyer.email)) : eq(orders.userId, buyer.id), eq(orders.idempotencyKey, key)),
    )
    .limit(1);
  if (!row) return null;
  // Orders placed before the hash was stored have none: they answer as before.
  if (row.idempotencyRequestHash !== null && row.idempotencyRequestHash !== requestHash(body)) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different order. Use a new key for a new order.');
  }
  return (await loadOrders(db, [row]))[0] ?? null;
}

export interface PlacedOrder {
  order: Order;
  created: boolean;
  /** A new order's transaction, as its products' change notice names it (drizzle/0191). */
  transactionId?: string;
}

/** What GST needs to tax an order: the seller's state (vs the delivery state) and the clock (rates are dated). */
export interface OrderTaxContext {
  sellerState: string;
  now?: () => Date;
  /** Whether online payment is configured (RAZORPAY_*): an online order is refused without it. */
  onlinePayment?: boolean;
  /**
   * What commits with a new order, in its transaction (ADR 81): its confirmation mail, or an online
   * order's expiry. The order is never left without them, and if they cannot be queued it is not placed.
   */
  whenPlaced?: (tx: Db, order: Order) => Promise<void>;
}

/** The COD fee's columns for an order whose lines carry these rates, delivered under this split. */
export function codFeeColumns(feePaise: number, lineRatesBp: readonly number[], split: GstSplit | null) {
  const tax = codFeeTax(feePaise, lineRatesBp, split);
  return {
    codFeePaise: feePaise,
    codFeeGstRateBp: feePaise > 0 ? tax.rateBp : 0,
    codFeeCgstPaise: tax.cgstPaise,
    codFeeSgstPaise: tax.sgstPaise,
    codFeeIgstPaise: tax.igstPaise,
    feeTaxPaise: tax.taxPaise,
  };
}

/**
 * Turns the cart into an order in one transaction. Prices come from the catalog; stock is taken
 * with `stock = stock - q where stock >= q`, so concurrent checkouts can never oversell: the loser
 * finds no row, and the whole order rolls back with a 409 naming the product. GST is worked out by
 * modules/tax at the rates in force today; a product without one refuses the order (422).
 */
export async function placeOrder(
  db: Db,
  user: OrderBuyer,
  body: OrderBody,
  idempotencyKey: string | undefined,
  taxContext: OrderTaxContext,
): Promise<PlacedOrder> {
  // A guest's key is looked up first; an account's in the transaction's first statement, with its lock.
  if (idempotencyKey && user.id === null) {
    const existing = await findByIdempotencyKey(db, user, idempotencyKey, body);
    if (existing) return { order: existing, created: false };
  }
  const selection = selectionLines(body);
  if (selection === null && user.id === null) throw new HttpError(400, 'items are required');
  const online = body.paymentMethod === 'online';
  const refuseOnline = () => new HttpError(400, 'Online payment is not available. Please choose Cash on Delivery.');
  // An account's retry is answered by its order even so: its key is looked up in the transaction.
  if (online && !taxContext.onlinePayment && user.id === null) throw refuseOnline();
  try {
    const placed = await db.transaction(async (tx) => {
      // Settings, rates and rules come from this process's reference cache (ADR 72); products never do.
      shareReferenceData(db, tx);
      // The account's row first, as account deletion locks it first (open-orders.ts): the same lock
      // order for both, so a deletion racing this checkout waits for it or wins, never deadlocks.
      // A retry whose key already made an order (the usual case of a key) stops here, before any stock moves.
      if (user.id !== null) {
        const [account] = await lockAccount(tx, { userId: user.id, idempotencyKey: idempotencyKey ?? null });
        if (!account) throw new HttpError(401, 'Authentication required. Please sign in.');
        if (account.keyUsed) throw new KeyAlreadyUsed();
      }
      if (online && !taxContext.onlinePayment) throw refuseOnline();
      // The cart's lines are locked first: a second checkout of this cart (another tab, a retry
      // without the key) waits here, then finds them deleted by the first and gets 409 (ADR 17).
      // Cash on Delivery empties the cart with the same statement (ADR 81); an online order keeps
      // it until it is paid, so a failed payment leaves the shopper their cart.
      // Stock is taken in product order, the same whatever the database's collation, so two carts
      // sharing products cannot deadlock.
      // A selection (Buy Now, a guest) is ordered as sent, priced from the catalog; the cart is not
      // read, and stays for later (ADR 62).
      const cartOf = { userId: user.id ?? '' };
      const cart = selection ?? inProductOrder(online ? await lockCartLines(tx, cartOf) : await takeCartLines(tx, cartOf));
      if (cart.length === 0) throw new HttpError(409, 'Your cart is empty');

      const taken: { productId: string; name: string; imageUrl: string; unitPricePaise: number; quantity: number; lineTotalPaise: number; hsn: string }[] = [];
      const categoryOf: string[] = [];
      let transactionId = '';
      const mainProductOf: (string | null)[] = [];
      for (const line of cart) {
        const [product] = await takeStock(tx, { productId: line.productId, quantity: line.quantity });
        if (!product) {
          const [known] = await tx
            .select({ name: productDisplayName, stock: products.stock, listed: sql<boolean>`${listedProduct}` })
            .from(products)
            .where(eq(products.id, line.productId));
          const name = known?.name ?? 'A product in your cart';
          // A product no longer for sale (deleted, draft, archived) is named as such: its stock says nothing the shopper can act on.
          if (!known || !known.listed) throw new HttpError(409, `${name} is no longer available. Please remove it from your cart.`);
          throw new HttpError(409, known.stock > 0 ? `Only ${known.stock} of ${name} left in stock` : `${name} is out of stock`);
        }
        taken.push({
          productId: line.productId,
          name: product.name,
          imageUrl: product.images[0] ?? '',
          unitPricePaise: product.pricePaise,
          quantity: line.quantity,
          lineTotalPaise: product.pricePaise * line.quantity,
          hsn: product.hsn,
        });
        transactionId = product.transactionId;
        categoryOf.push(product.categorySlug ?? '');
        mainProductOf.push(product.variantOf);
      }

      const now = taxContext.now?.() ?? new Date();
      // The promotion is decided here from the catalog's prices, never from the client's figures (ADR 60).
      const choice = await chooseDiscount(
        tx,
        taken.map((l, i) => ({
          productId: l.productId,
          mainProductId: mainProductOf[i] ?? null,
          categorySlug: categoryOf[i]!,
          lineTotalPaise: l.lineTotalPaise,
        })),
        user.id,
        body.couponCode ?? null,
        now,
      );
      if (choice.code && !choice.code.applied) throw new HttpError(422, choice.code.message);
      const discount = choice.best;
      const lineDiscounts = taken.map((_, i) => discount?.lineDiscountsPaise[i] ?? 0);

      const day = indianDate(now);
      // GST on each line's value after its share of the discount.
      const tax = await taxOrderLines(
        tx,
        taken.map((l, i) => ({ ...l, lineTotalPaise: l.lineTotalPaise - lineDiscounts[i]! })),
        taxContext.sellerState,
        body.address.state,
        day,
      );
      const discountPaise = discount?.discountPaise ?? 0;
      // Goods after the discount: what the free-shipping threshold and the fee look at.
      const goodsSubtotal = taken.reduce((sum, l) => sum + l.lineTotalPaise, 0) - discountPaise;
      // Delivery (ADR 49): refused where couriers cannot go; shipping by zone and value, taxed as the COD fee is.
      const delivery = await deliveryForOrder(tx, body.address.pincode, goodsSubtotal, taxContext.now?.());
      const { shippingTaxPaise, ...shipping } = shippingColumns(
        delivery.shippingPaise,
        tax.lines.map((l) => l.gstRateBp),
        tax.split,
      );
      const lineTotals = totalsWithTax(goodsSubtotal, tax.taxPaise);
      const goods = {
        ...lineTotals,
        tax: lineTotals.tax + shippingTaxPaise,
        shipping: shipping.shippingPaise,
        total: lineTotals.total + shipping.shippingPaise + shippingTaxPaise,
      };
      // Money columns are int4 paise: a bigger total cannot be stored (a 500), and every line is within it.
      if (goods.total > MAX_ORDER_PAISE) throw new HttpError(422, 'This order is too large to place online. Please contact us to order it.');
      // Cash on Delivery: the one eligibility decision (payments/cod-eligibility.ts), on the total with the fee.
      // The pincode's answer is the delivery quote's just made, not a second and third quote.
      let fee = codFeeColumns(0, [], tax.split);
      if (!online) {
        const codAtPincode = delivery.quote.codAvailable;
        const { feePaise } = await codEligibility(tx, { totalPaise: goods.total, pincode: body.address.pincode, state: body.address.state, codAtPincode });
        fee = codFeeColumns(
          feePaise,
          tax.lines.map((l) => l.gstRateBp),
          tax.split,
        );
        const decision = await codEligibility(tx, {
          totalPaise: goods.total + fee.codFeePaise + fee.feeTaxPaise,
          pincode: body.address.pincode,
          state: body.address.state,
          codAtPincode,
        });
        if (!decision.available) throw new HttpError(422, decision.reason ?? 'Cash on Delivery is not available for this order. Please pay online.');
      }
      const { feeTaxPaise, ...feeColumns } = fee;
      const totals = { ...goods, subtotal: goods.subtotal + discountPaise, tax: goods.tax + feeTaxPaise, total: goods.total + fee.codFeePaise + feeTaxPaise };
      const [order] = await insertOrder(tx, [
        {
          userId: user.id,
          email: user.email,
          placedAsGuest: user.id === null,
          fromCart: selection === null,
          subtotalPaise: totals.subtotal,
          taxPaise: totals.tax,
          totalPaise: totals.total,
          discountPaise,
          discountLabel: discount ? discountLabelOf(discount.promotion) : null,
          ...shipping,
          expectedDeliveryBy: delivery.quote.expectedBy,
          ...feeColumns,
          address: body.address,
          // Online orders wait for their payment with the stock held; the expiry job returns it if none comes (ADR 31).
          status: online ? 'Pending payment' : 'Processing',
          paymentMethod: online ? 'razorpay' : 'cod',
          supplyKind: tax.split.kind,
          stateTax: tax.split.stateTax,
          placeOfSupply: body.address.state,
          buyerGstin: body.gstin ?? null,
          buyerLegalName: body.gstin ? (body.legalName ?? null) : null,
          idempotencyKey: idempotencyKey ?? null,
          idempotencyRequestHash: idempotencyKey ? requestHash(body) : null,
        },
      ]);
      if (!order) throw new Error('order insert returned nothing');
      const lines = await insertOrderLines(
        tx,
        taken.map((l, i) => ({ ...l, ...tax.lines[i]!, discountPaise: lineDiscounts[i]!, orderId: order.id })),
      );
      if (discount) await takePromotionUse(tx, discount, user.id, order.id, now);
      // A trade buyer's GSTIN is offered again at the next checkout.
      if (body.gstin && user.id !== null)
        await tx
          .update(users)
          .set({ gstin: body.gstin, gstLegalName: body.legalName ?? null })
          .where(eq(users.id, user.id));
      // The answer is built from the rows just inserted, not read back: a new order has no tax
      // documents and no payment yet (an online one gets its payment after this). Lines in name order,
      // as the order's reads list them.
      const answer = toOrder(
        order,
        [...lines].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      );
      await taxContext.whenPlaced?.(tx, answer);
      return { answer, transactionId };
    });
    return { order: placed.answer, created: true, transactionId: placed.transactionId };
  } catch (error) {
    if (error instanceof KeyAlreadyUsed && idempotencyKey) {
      const existing = await findByIdempotencyKey(db, user, idempotencyKey, body);
      if (existing) return { order: existing, created: false };
      throw new HttpError(409, 'Your order changed meanwhile. Please reload and try again.');
    }
    // Two retries with one key raced: the first committed, and this one hit the unique key or
    // waited for the cart's lines and found them gone. The key's order is the answer (or a 422).
    if (idempotencyKey && (isUniqueViolation(error) || (error instanceof HttpError && error.statusCode === 409))) {
      const existing = await findByIdempotencyKey(db, user, idempotencyKey, body);
      if (existing) return { order: existing, created: false };
    }
    throw error;
  }
}

/** What a move may also set on the order row (a switch to Cash on Delivery sets the method and fee). */
export type OrderMoveChanges = Partial<
  Pick<OrderRow, 'paymentMethod' | 'codFeePaise' | 'codFeeGstRateBp' | 'codFeeCgstPaise' | 'codFeeSgstPaise' | 'codFeeIgstPaise' | 'taxPaise' | 'totalPaise'>
>;

/** Who made a move and why, for the order's status history; without it the move's own actor is assumed. */
export interface OrderMoveBy {
  actor?: OrderActor;
  userId?: string | null;
  note?: string | null;
}

/**
 * Applies one move of the status table in the caller's transaction: one UPDATE conditional on the
 * move's source status (and, when it returns stock, on the stock not being back yet), then the stock,
 * then the history row (so a move and its history commit or roll back together).
 * Answers false when the order was not in that state any more: another move won the race.
 */
export async function applyOrderMove(
  tx: Db,
  orderId: string,
  move: OrderStatusMove,
  ownerId: string | null = null,
  changes: OrderMoveChanges = {},
  by: OrderMoveBy = {},
): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({
      ...changes,
      status: move.to,
      updatedAt: sql`now()`,
      ...(move.returnsStock ? { stockReturnedAt: sql`now()` } : {}),
      // The return window counts from here (modules/returns).
      ...(move.to === 'Delivered' ? { deliveredAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, move.from),
        ownerId === null ? undefined : eq(orders.userId, ownerId),
        move.returnsStock ? isNull(orders.stockReturnedAt) : undefined,
      ),
    )
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: move.from,
    toStatus: move.to,
    // A shopper's move names its owner; payments and the expiry job pass none and are the move's only actor.
    actor: by.actor ?? (ownerId === null ? (move.actors[0] ?? 'system') : 'shopper'),
    userId: by.userId ?? ownerId,
    note: by.note ?? null,
  });
  if (move.returnsStock) {
    // The lines are read in the transaction that won the move; product order fixes the lock order.
    const lines = await tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.productId));
    for (const line of lines) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: sql`now()` })
        .where(eq(products.id, line.productId));
    }
    // The goods are back: so is the order's promotion use (ADR 60), once, with the stock.
    await releasePromotionUses(tx, orderId);
  }
  return true;
}

/** Work a move brings with it, done in the move's transaction (a paid order's refund, its payment closed). */
export type AfterOrderMove = (tx: Db, move: OrderStatusMove, order: Order) => Promise<void>;

/**
 * Moves an order along the shared status table, as staff (`ownerId` null) or as its shopper. The
 * move is looked up for the status read, then applied by one UPDATE conditional on that status (and,
 * when it returns stock, on the stock not being back yet): a move that raced another finds no row
 * and answers 409, so a shopper's cancel can never land on an order staff just shipped (ADR 17).
 * With `documents`, the tax invoice (on shipping) or credit note (on cancelling an invoiced order) is
 * issued in the same transaction (modules/documents); `afterMove` runs there too (payments: refunds).
 * `by.actor` names who moves when the owner does not say it: a guest holding the order's signed link
 * is the shopper of an order no account holds (`ownerId` null, `by.actor` 'shopper'; ADR 68).
 */
export async function changeOrderStatus(
  db: Db,
  orderId: string,
  to: OrderStatus,
  ownerId: string | null,
  documents?: DocumentContext,
  afterMove?: AfterOrderMove,
  by: OrderMoveBy = {},
): Promise<Order> {
  const actor: OrderActor = by.actor ?? (ownerId === null ? 'staff' : 'shopper');
  const current = await getOrder(db, ownerId, orderId);
  const move = findOrderMove(current.status, to, actor);
  if (!move || (actor === 'shopper' && current.status === 'Pending payment' && to === 'Processing')) {
    throw new HttpError(
      409,
      actor === 'shopper'
        ? 'Only orders still being processed can be cancelled. Please contact support.'
        : `An order that is ${current.status} cannot become ${to}`,
    );
  }
  await db.transaction(async (tx) => {
    if (!(await applyOrderMove(tx, orderId, move, ownerId, {}, { ...by, actor }))) {
      throw new HttpError(
        409,
        move.returnsStock && move.from === 'Cancelled'
          ? 'The items of this order are already back in stock.'
          : 'The order changed meanwhile. Please reload and try again.',
      );
    }
    if (documents) await issueDocumentsForStatus(tx, orderId, to, documents);
    if (afterMove) await afterMove(tx, move, current);
  });
  return getOrder(db, ownerId, orderId);
}
