import { RazorpayStandIn } from './razorpay-stand-in.js';

/**
 * Runs the Razorpay stand-in as a process of its own, for Playwright's journeys (playwright.config.ts):
 * RAZORPAY_STAND_IN_PORT, the test keys, and SHOP_WEBHOOK_URL to send webhooks to.
 */
const standIn = new RazorpayStandIn({
  keyId: process.env.RAZORPAY_KEY_ID ?? 'rzp_test_StandIn0000001',
  keySecret: process.env.RAZORPAY_KEY_SECRET ?? 'stand-in-key-secret',
  webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET ?? 'stand-in-webhook-secret',
  webhookUrl: process.env.SHOP_WEBHOOK_URL,
  port: Number(process.env.RAZORPAY_STAND_IN_PORT ?? 0),
});
const url = await standIn.start();
process.stdout.write(`Razorpay stand-in listening on ${url}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void standIn.stop().then(() => process.exit(0)));
