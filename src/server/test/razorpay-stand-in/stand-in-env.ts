import { RazorpayStandIn } from './razorpay-stand-in.js';

/** Test keys (not Razorpay's): the stand-in and the shop under test share them. */
export const STAND_IN_KEYS = { keyId: 'rzp_test_StandIn0000001', keySecret: 'stand-in-key-secret-1', webhookSecret: 'stand-in-webhook-secret-1' };

/** A started stand-in and the environment that points a shop at it (RAZORPAY_API_URL and the checkout script). */
export async function startStandIn(webhookUrl?: string): Promise<{ standIn: RazorpayStandIn; env: Record<string, string> }> {
  const standIn = new RazorpayStandIn({ ...STAND_IN_KEYS, webhookUrl });
  const url = await standIn.start();
  return {
    standIn,
    env: {
      RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
      RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
      RAZORPAY_API_URL: url,
      RAZORPAY_CHECKOUT_URL: `${url}/v1/checkout.js`,
    },
  };
}
