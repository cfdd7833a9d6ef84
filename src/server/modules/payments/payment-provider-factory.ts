import type { AppConfig } from '../../config.js';
import type { PaymentProvider } from './payment-provider.js';
import { createRazorpayProvider } from './razorpay-provider.js';

/** The configured provider, or null: without RAZORPAY_* the shop takes Cash on Delivery only. */
export function createPaymentProvider(config: AppConfig): PaymentProvider | null {
  return config.razorpay ? createRazorpayProvider(config.razorpay) : null;
}
