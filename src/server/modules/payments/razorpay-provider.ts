import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { z } from 'zod';
import type { RazorpayConfig } from '../../config.js';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider.js';

/** Razorpay's entities as documented, reduced to the fields we read; anything else is ignored. */
const orderEntity = z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), receipt: z.string().nullish(), status: z.string() });
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullish(),
});
const refundEntity = z.object({ id: z.string(), payment_id: z.string(), amount: z.number().int(), status: z.enum(['pending', 'processed', 'failed']) });
const collection = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const toProviderPayment = (p: z.infer<typeof paymentEntity>): ProviderPayment => ({
  id: p.id,
  orderId: p.order_id ?? null,
  amountPaise: p.amount,
  currency: p.currency,
  status: p.status,
  error: p.error_description ?? null,
});
export const razorpayPaymentEntity = paymentEntity;
export const razorpayRefundEntity = refundEntity;
export const razorpayOrderEntity = orderEntity;

/**
 * The SDK's HTTP client: an axios instance the SDK keeps as `api.rq` but does not declare. The SDK's
 * constructor hard-codes https://api.razorpay.com and its header allow-list drops
 * X-Refund-Idempotency, so both go through this (ADR 30); razorpay is pinned to one version and the
 * stand-in tests fail if it moves.
 */
interface SdkHttpClient {
  defaults: { baseURL?: string; timeout?: number };
  post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
}

/** How long one call to Razorpay may take before it counts as unavailable (axios waits forever by default). */
const PROVIDER_TIMEOUT_MS = 10_000;

function httpStatusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { statusCode?: unknown; response?: { status?: unknown } };
  const status = e.statusCode ?? e.response?.status;
  return typeof status === 'number' ? status : undefined;
}

function descriptionOf(error: unknown): string {
  const e = error as { error?: { description?: unknown }; response?: { data?: { error?: { description?: unknown } } } } | null;
  const description = e?.error?.description ?? e?.response?.data?.error?.description;
  return typeof description === 'string' ? description.slice(0, 300) : 'Razorpay refused the request';
}

/** Sorts a failed call: a definite "no" (4xx, except 409 in progress and 429) or "try later". Never carries keys. */
function providerError(error: unknown): Error {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429) return new ProviderRefusedError(descriptionOf(error), status);
  return new ProviderUnavailableError(status === undefined ? 'Razorpay could not be reached' : `Razorpay answered ${status}`);
}

async function call<T>(schema: z.ZodType<T>, request: () => Promise<unknown>): Promise<T> {
  let answer: unknown;
  try {
    answer = await request();
  } catch (error) {
    throw providerError(error);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ProviderUnavailableError('Razorpay answered in an unexpected shape');
  return parsed.data;
}

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time, unlike the SDK's `===` comparison (utils/razorpay-utils.js). */
function sameHex(expected: string, given: string): boolean {
  if (!/^[a-f0-9]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = (sdk.api as unknown as { rq: SdkHttpClient }).rq;
  http.defaults.baseURL = config.apiUrl;
  http.defaults.timeout = PROVIDER_TIMEOUT_MS;

  return {
    name: 'razorpay',
    keyId: config.keyId,
    checkoutUrl: config.checkoutUrl,

    async createOrder({ amountPaise, receipt, notes }): Promise<ProviderOrder> {
      const order = await call(orderEntity, () => sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }));
      return { id: order.id, amountPaise: order.amount, currency: order.currency, receipt: order.receipt ?? null, status: order.status };
    },

    async fetchOrderPayments(providerOrderId): Promise<ProviderPayment[]> {
      const list = await call(collection(paymentEntity), () => sdk.orders.fetchPayments(providerOrderId));
      return list.items.map(toProviderPayment);
    },

    async fetchPayment(paymentId): Promise<ProviderPayment> {
      return toProviderPayment(await call(paymentEntity, () => sdk.payments.fetch(paymentId)));
    },

    async capturePayment(paymentId, amountPaise): Promise<ProviderPayment> {
      return toProviderPayment(await call(paymentEntity, () => sdk.payments.capture(paymentId, amountPaise, 'INR')));
    },

    async createRefund({ paymentId, amountPaise, idempotencyKey, notes }): Promise<ProviderRefund> {
      const refund = await call(refundEntity, async () => {
        const answer = await http.post(
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount: amountPaise, speed: 'normal', notes, receipt: idempotencyKey.slice(0, 40) },
          { headers: { 'X-Refund-Idempotency': idempotencyKey } },
        );
        return answer.data;
      });
      return { id: refund.id, paymentId: refund.payment_id, amountPaise: refund.amount, status: refund.status };
    },

    verifyCheckoutSignature(providerOrderId, paymentId, signature): boolean {
      return sameHex(hmacHex(config.keySecret, `${providerOrderId}|${paymentId}`), signature);
    },

    verifyWebhookSignature(rawBody, signature): boolean {
      return sameHex(hmacHex(config.webhookSecret, rawBody), signature);
    },
  };
}
