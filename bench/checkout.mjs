// Checkout throughput: N signed-in shoppers each add one item and place a Cash-on-Delivery order,
// over and over, for the given duration. Returns orders per second and the p99 checkout latency.
import { randomUUID } from 'node:crypto';

async function json(res) {
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${res.status} ${body.message ?? ''}`);
  return body;
}

async function signUp(base, i) {
  const email = `bench-${Date.now()}-${i}@example.in`;
  const headers = { 'content-type': 'application/json' };
  await json(
    await fetch(`${base}/api/auth/signup`, { method: 'POST', headers, body: JSON.stringify({ username: `Bench ${i}`, email, password: 'river-lamp-42' }) }),
  );
  const [mail] = await json(await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`));
  const otp = /\b(\d{6})\b/.exec(mail.text)[1];
  const { token } = await json(await fetch(`${base}/api/auth/verify-otp`, { method: 'POST', headers, body: JSON.stringify({ email, otp }) }));
  return token;
}

const address = { fullName: 'Bench Shopper', phone: '9876543210', line1: '1 Test Street', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

export async function benchCheckout(base, { shoppers, durationSeconds, productIds }) {
  const tokens = await Promise.all(Array.from({ length: shoppers }, (_, i) => signUp(base, i)));
  const latencies = [];
  let orders = 0;
  let failures = 0;
  const deadline = Date.now() + durationSeconds * 1000;
  await Promise.all(
    tokens.map(async (token, i) => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      let n = i;
      while (Date.now() < deadline) {
        const productId = productIds[n++ % productIds.length];
        const started = performance.now();
        const add = await fetch(`${base}/api/carts/add`, { method: 'POST', headers, body: JSON.stringify({ productId, quantity: 1 }) });
        await add.arrayBuffer();
        const res = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ address, paymentMethod: 'cod' }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status === 201) orders += 1;
        else failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { ordersPerSecond: orders / durationSeconds, p99: Math.round(p99), failures };
}
