/**
 * What the shop needs of an online payment provider (ADR 30). Razorpay is the first; another
 * (Cashfree, PayU) would implement the same few calls. Amounts are integer paise.
 */
export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string | null;
  /** created | attempted | paid */
  status: string;
}

export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: ProviderPaymentStatus;
  /** The provider's words for a failure ("Payment was declined by the bank"). */
  error: string | null;
}

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: ProviderRefundStatus;
}

/** The provider could not be reached or asked us to come back (network, 5xx, 409 in progress, 429): try again later. */
export class ProviderUnavailableError extends Error {}

/** The provider answered and said no (4xx): trying again the same way will not help. */
export class ProviderRefusedError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: 'razorpay';
  /** Public: Checkout needs it in the browser. */
  readonly keyId: string;
  readonly checkoutUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** For a payment authorised but not captured (accounts without automatic capture). */
  capturePayment(paymentId: string, amountPaise: number): Promise<ProviderPayment>;
  /** Asked again with the same key, the provider answers with the same refund, never a second one. */
  createRefund(input: { paymentId: string; amountPaise: number; idempotencyKey: string; notes: Record<string, string> }): Promise<ProviderRefund>;
  /** Checkout's answer: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** A webhook: HMAC-SHA256 of the raw body, byte for byte, with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}
