import type { CheckoutSession, PaymentVerification } from '../../shared/payments/payment.schema';

/** The part of Razorpay Checkout's documented browser API the shop uses (checkout.js defines `window.Razorpay`). */
interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** Loads checkout.js once, from the address the server names (Razorpay's, or the test stand-in's). */
function loadCheckout(scriptUrl: string): Promise<RazorpayConstructor> {
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => {
        const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
        if (ctor) resolve(ctor);
        else reject(new Error('The payment window could not be loaded. Please try again.'));
      };
      script.onerror = () => {
        loading.delete(scriptUrl);
        reject(new Error('The payment window could not be loaded. Please check your connection and try again.'));
      };
      document.head.appendChild(script);
    });
    loading.set(scriptUrl, promise);
  }
  return promise;
}

export interface CheckoutHandlers {
  onPaid(answer: PaymentVerification): void;
  onFailed(description: string): void;
  onDismissed(): void;
}

/** Opens Checkout in the page for one of our orders; the amount and order are the server's, never the page's. */
export async function openRazorpayCheckout(session: CheckoutSession, handlers: CheckoutHandlers): Promise<void> {
  const Razorpay = await loadCheckout(session.scriptUrl);
  const secondsLeft = Math.floor((new Date(session.expiresAt).getTime() - Date.now()) / 1000);
  const checkout = new Razorpay({
    key: session.keyId,
    amount: session.amountPaise,
    currency: session.currency,
    name: 'Wattson',
    description: `Order #${session.orderNumber}`,
    order_id: session.providerOrderId,
    prefill: session.prefill,
    // Checkout closes before the order expires, so nobody pays for an order that is gone.
    timeout: Math.max(60, secondsLeft - 30),
    handler: (answer: PaymentVerification) => handlers.onPaid(answer),
    modal: { ondismiss: () => handlers.onDismissed(), confirm_close: true },
  });
  checkout.on('payment.failed', (response) => handlers.onFailed(response.error.description ?? 'Payment failed'));
  checkout.open();
}
