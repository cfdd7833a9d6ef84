import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPageHtml, checkoutScript } from './stand-in-checkout.js';

/**
 * A local stand-in for Razorpay's API, for tests without the network (brief: "an external service we
 * cannot reach is tested against a local stand-in that follows its documented API"). It implements
 * the calls the shop makes, with Razorpay's documented request and response shapes and errors: Basic
 * auth with the key id and secret, orders, an order's payments, payments (fetch, capture), refunds
 * (idempotent on X-Refund-Idempotency), and signs checkout answers and webhooks as Razorpay does.
 * It also serves a test Checkout (checkout.js and the page it frames) that browsers in Playwright pay through.
 */

export interface StandInOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go (the shop's /api/webhooks/razorpay); none are sent without it. */
  webhookUrl?: string;
  port?: number;
}

export interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  email: string;
  contact: string;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface StandInRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

const now = () => Math.floor(Date.now() / 1000);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay ids: a prefix and 14 alphanumerics. */
export function razorpayId(prefix: string): string {
  return `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

function error(res: ServerResponse, status: number, description: string, field?: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...(field ? { field } : {}) } }),
  );
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class RazorpayStandIn {
  readonly orders = new Map<string, StandInOrder>();
  readonly payments = new Map<string, StandInPayment>();
  readonly refunds = new Map<string, StandInRefund>();
  /** Idempotency key → the refund it made and the body it was made with. */
  private readonly refundKeys = new Map<string, { refundId: string; body: string }>();
  /** Every API call, for tests that check what the shop asked (and that it sent the idempotency key). */
  readonly calls: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[] = [];
  /** While set, every API call answers 503 (Razorpay down). */
  unavailable = false;
  webhookUrl: string | undefined;
  private server: Server | undefined;
  url = '';

  constructor(private readonly options: StandInOptions) {
    this.webhookUrl = options.webhookUrl;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e: unknown) => error(res, 500, e instanceof Error ? e.message : 'stand-in failure'));
    });
    await new Promise<void>((resolve) => this.server?.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** HMAC-SHA256 of `order_id|payment_id` with the key secret: what Checkout hands the page. */
  checkoutSignature(orderId: string, paymentId: string, secret = this.options.keySecret): string {
    return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
  }

  /** A payment against one of its orders, as Checkout would make it; captured at once (automatic capture) unless told otherwise. */
  pay(orderId: string, options: { status?: 'captured' | 'authorized'; amount?: number } = {}): { payment: StandInPayment; response: Record<string, string> } {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`stand-in: no order ${orderId}`);
    const payment = this.newPayment(order, options.status ?? 'captured', options.amount);
    return {
      payment,
      response: { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: this.checkoutSignature(order.id, payment.id) },
    };
  }

  /** A declined attempt against one of its orders. */
  fail(orderId: string): StandInPayment {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`stand-in: no order ${orderId}`);
    const payment = this.newPayment(order, 'failed');
    Object.assign(payment, {
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
      error_source: 'bank',
      error_step: 'payment_authorization',
      error_reason: 'payment_declined',
    });
    return payment;
  }

  private newPayment(order: StandInOrder, status: StandInPayment['status'], amount = order.amount): StandInPayment {
    const payment: StandInPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      description: `Order ${order.receipt ?? ''}`,
      email: 'shopper@example.in',
      contact: '+919876543210',
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    if (status === 'captured') this.markPaid(order, payment);
    return payment;
  }

  private markPaid(order: StandInOrder, payment: StandInPayment): void {
    order.amount_paid = payment.amount;
    order.amount_due = order.amount - payment.amount;
    order.status = 'paid';
  }

  /** A webhook event as Razorpay sends it: the JSON body, its signature over the exact bytes, and a unique event id. */
  webhook(
    event: 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed',
    ids: { paymentId?: string; orderId?: string; refundId?: string },
    secret = this.options.webhookSecret,
  ): SignedWebhook {
    const payment = ids.paymentId ? this.payments.get(ids.paymentId) : undefined;
    const order = ids.orderId ? this.orders.get(ids.orderId) : payment?.order_id ? this.orders.get(payment.order_id) : undefined;
    const refund = ids.refundId ? this.refunds.get(ids.refundId) : undefined;
    const payload: Record<string, { entity: unknown }> = {};
    const contains: string[] = [];
    if (refund) {
      payload.refund = { entity: refund };
      contains.push('refund');
    }
    const refundPayment = refund ? this.payments.get(refund.payment_id) : undefined;
    if (payment ?? refundPayment) {
      payload.payment = { entity: payment ?? refundPayment };
      contains.push('payment');
    }
    if (event === 'order.paid' && order) {
      payload.order = { entity: order };
      contains.push('order');
    }
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_StandIn0000001', event, contains, payload, created_at: now() });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
        'x-razorpay-event-id': razorpayId('evt'),
      },
    };
  }

  /** Sends a signed webhook to webhookUrl, as Razorpay's servers would. */
  async deliver(webhook: SignedWebhook): Promise<number> {
    if (!this.webhookUrl) return 0;
    const res = await fetch(this.webhookUrl, { method: 'POST', headers: webhook.headers, body: webhook.body });
    return res.status;
  }

  private authorised(req: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64')}`;
    return req.headers.authorization === expected;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (req.method === 'GET' && path === '/v1/checkout.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(checkoutScript(this.url));
      return;
    }
    if (path === '/checkout/pay') return this.checkoutPage(req, res, url);
    if (path === '/healthz') return json(res, 200, { ok: true });

    const body = req.method === 'POST' ? await readBody(req) : '';
    this.calls.push({ method: req.method ?? '', path, headers: req.headers, body });
    if (this.unavailable) return error(res, 503, 'Service unavailable');
    if (!this.authorised(req)) return error(res, 401, 'Authentication failed');
    let data: Record<string, unknown> = {};
    if (body) {
      try {
        data = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return error(res, 400, 'The request body is not valid JSON');
      }
    }
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/orders') return this.createOrder(res, data);
    if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)$/.exec(path))) {
      const order = this.orders.get(decodeURIComponent(m[1] ?? ''));
      return order ? json(res, 200, order) : error(res, 400, 'The id provided does not exist');
    }
    if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      const id = decodeURIComponent(m[1] ?? '');
      if (!this.orders.has(id)) return error(res, 400, 'The id provided does not exist');
      const items = [...this.payments.values()].filter((p) => p.order_id === id);
      return json(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'GET' && (m = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
      const payment = this.payments.get(decodeURIComponent(m[1] ?? ''));
      return payment ? json(res, 200, payment) : error(res, 400, 'The id provided does not exist');
    }
    if (req.method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path))) return this.capture(res, decodeURIComponent(m[1] ?? ''), data);
    if (req.method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)))
      return this.refund(res, decodeURIComponent(m[1] ?? ''), data, body, req.headers['x-refund-idempotency']);
    if (req.method === 'GET' && (m = /^\/v1\/refunds\/([^/]+)$/.exec(path))) {
      const refund = this.refunds.get(decodeURIComponent(m[1] ?? ''));
      return refund ? json(res, 200, refund) : error(res, 400, 'The id provided does not exist');
    }
    error(res, 404, 'The requested URL was not found on the server.');
  }

  private createOrder(res: ServerResponse, data: Record<string, unknown>): void {
    const amount = data.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(res, 400, 'The amount must be atleast INR 1.00', 'amount');
    if (data.currency !== 'INR') return error(res, 400, 'The currency must be INR', 'currency');
    const receipt = typeof data.receipt === 'string' ? data.receipt : null;
    if (receipt !== null && receipt.length > 40) return error(res, 400, 'The receipt may not be greater than 40 characters.', 'receipt');
    const order: StandInOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: (data.notes as Record<string, string> | undefined) ?? {},
      created_at: now(),
    };
    this.orders.set(order.id, order);
    json(res, 200, order);
  }

  private capture(res: ServerResponse, id: string, data: Record<string, unknown>): void {
    const payment = this.payments.get(id);
    if (!payment) return error(res, 400, 'The id provided does not exist');
    if (payment.status !== 'authorized') return error(res, 400, 'This payment has already been captured');
    if (data.amount !== payment.amount) return error(res, 400, 'Capture amount must be equal to the amount authorized', 'amount');
    payment.status = 'captured';
    payment.captured = true;
    const order = payment.order_id ? this.orders.get(payment.order_id) : undefined;
    if (order) this.markPaid(order, payment);
    json(res, 200, payment);
  }

  private refund(res: ServerResponse, paymentId: string, data: Record<string, unknown>, rawBody: string, key: string | string[] | undefined): void {
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    if (idempotencyKey !== undefined && !/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) return error(res, 400, 'The idempotency key is invalid');
    if (idempotencyKey) {
      const earlier = this.refundKeys.get(idempotencyKey);
      if (earlier) {
        if (earlier.body !== rawBody) return error(res, 400, 'Different request with the same idempotency key has already been processed.');
        return json(res, 200, this.refunds.get(earlier.refundId));
      }
    }
    const payment = this.payments.get(paymentId);
    if (!payment) return error(res, 400, 'The id provided does not exist');
    if (payment.status !== 'captured' && payment.status !== 'refunded') return error(res, 400, 'The payment has not been captured');
    const amount = data.amount ?? payment.amount - payment.amount_refunded;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(res, 400, 'The refund amount must be atleast INR 1.00', 'amount');
    if (amount > payment.amount - payment.amount_refunded) return error(res, 400, 'The refund amount provided is greater than amount captured', 'amount');
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    const refund: StandInRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: (data.notes as Record<string, string> | undefined) ?? {},
      receipt: typeof data.receipt === 'string' ? data.receipt : null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    this.refunds.set(refund.id, refund);
    if (idempotencyKey) this.refundKeys.set(idempotencyKey, { refundId: refund.id, body: rawBody });
    json(res, 200, refund);
  }

  /** The test Checkout's page, framed by checkout.js: "Pay" makes a captured payment, "Fail" a declined one; webhooks follow. */
  private async checkoutPage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const orderId = url.searchParams.get('order_id') ?? '';
    const keyId = url.searchParams.get('key_id') ?? '';
    const order = this.orders.get(orderId);
    if (!order || keyId !== this.options.keyId) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('Invalid order or key');
      return;
    }
    if (req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const outcome = form.get('outcome');
      res.writeHead(200, { 'content-type': 'application/json' });
      if (outcome === 'pay') {
        const { payment, response } = this.pay(order.id);
        res.end(JSON.stringify({ ok: true, response }));
        // Razorpay's webhooks arrive on their own, a moment after Checkout answers the page.
        setTimeout(() => {
          void this.deliver(this.webhook('payment.captured', { paymentId: payment.id })).catch(() => undefined);
          void this.deliver(this.webhook('order.paid', { paymentId: payment.id, orderId: order.id })).catch(() => undefined);
        }, 300);
        return;
      }
      const payment = this.fail(order.id);
      res.end(
        JSON.stringify({
          ok: false,
          error: {
            code: payment.error_code,
            description: payment.error_description,
            source: payment.error_source,
            step: payment.error_step,
            reason: payment.error_reason,
            metadata: { order_id: order.id, payment_id: payment.id },
          },
        }),
      );
      setTimeout(() => void this.deliver(this.webhook('payment.failed', { paymentId: payment.id })).catch(() => undefined), 300);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(checkoutPageHtml(order));
  }
}
