// A sale, run in a process of its own beside the long-tail reads: shoppers arrive at a fixed rate
// (20 a second), each adds a product to the cart and places a Cash-on-Delivery order, while a staff
// member edits a product's price every few seconds. Reports orders per second, latencies and errors.
// Protocol with bench/run.mjs: it sends { setup }, this answers { ready }; then { go }, answered by { result }.
import { randomUUID } from 'node:crypto';

async function json(res) {
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${res.status} ${body.message ?? ''}`);
  return body;
}

const headers = { 'content-type': 'application/json' };

async function mailedCode(base, to) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = await json(await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(to)}`));
    const code = mails.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${to}`);
}

async function shopper(base, i) {
  const email = `sale-${process.pid}-${i}@example.in`;
  await json(
    await fetch(`${base}/api/auth/signup`, { method: 'POST', headers, body: JSON.stringify({ username: `Sale ${i}`, email, password: 'river-lamp-42' }) }),
  );
  const otp = await mailedCode(base, email);
  const { token } = await json(await fetch(`${base}/api/auth/verify-otp`, { method: 'POST', headers, body: JSON.stringify({ email, otp }) }));
  return token;
}

async function staff(base, email, password) {
  const started = await json(await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) }));
  if (started.token) return started.token;
  const otp = await mailedCode(base, email);
  const { token } = await json(
    await fetch(`${base}/api/auth/verify-admin-otp`, { method: 'POST', headers, body: JSON.stringify({ email, otp, challenge: started.challenge }) }),
  );
  return token;
}

const address = { fullName: 'Sale Shopper', phone: '9876543210', line1: '1 Test Street', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

let setup;
let tokens = [];
let staffToken;

async function prepare(message) {
  setup = message;
  // Five seconds of arrivals: a shopper's previous order is done before it is their turn again, even when
  // orders are slow (two journeys of one shopper at once would share, and empty, one cart: a 409).
  tokens = await Promise.all(Array.from({ length: setup.ordersPerSecond * 5 }, (_, i) => shopper(setup.base, i)));
  staffToken = await staff(setup.base, setup.adminEmail, setup.adminPassword);
}

async function journey(token, productId) {
  const auth = { ...headers, authorization: `Bearer ${token}` };
  const add = await fetch(`${setup.base}/api/carts/add`, { method: 'POST', headers: auth, body: JSON.stringify({ productId, quantity: 1 }) });
  await add.arrayBuffer();
  if (!add.ok) return { ok: false, status: `cart ${add.status}` };
  const res = await fetch(`${setup.base}/api/orders`, {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ address, paymentMethod: 'cod' }),
  });
  await res.arrayBuffer();
  return res.status === 201 ? { ok: true } : { ok: false, status: `order ${res.status}` };
}

async function editPrice(productId) {
  const auth = { ...headers, authorization: `Bearer ${staffToken}` };
  const product = await json(await fetch(`${setup.base}/api/admin/products/${encodeURIComponent(productId)}`, { headers: auth }));
  const price = Math.max(1, Math.round(product.price * (Math.random() < 0.5 ? 0.99 : 1.01) * 100) / 100);
  const body = {
    name: product.name,
    brand: product.brand,
    description: product.description,
    category: product.category,
    subCategory: product.subCategory,
    price,
    hsn: product.hsn,
    discount: product.discount,
    stock: product.stock,
    features: product.features,
    specifications: Object.entries(product.specifications).map(([key, value]) => ({ key, value })),
    images: product.images,
    isNew: product.isNew,
    isFeatured: product.isFeatured,
    isBestSeller: product.isBestSeller,
  };
  const res = await fetch(`${setup.base}/api/admin/products/${encodeURIComponent(productId)}`, { method: 'PUT', headers: auth, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res.ok ? { ok: true } : { ok: false, status: `edit ${res.status}` };
}

async function run(durationSeconds) {
  const { ordersPerSecond, editEverySeconds, buyIds, editIds } = setup;
  const latencies = [];
  const failures = new Map();
  let orders = 0;
  let edits = 0;
  const inFlight = new Set();
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  const fail = (status) => failures.set(status, (failures.get(status) ?? 0) + 1);
  let arrival = 0;
  // Open loop: shoppers arrive on the clock, whether or not the shop keeps up.
  const arrivals = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * ordersPerSecond);
    while (arrival < due && performance.now() < deadline) {
      const token = tokens[arrival % tokens.length];
      const productId = buyIds[Math.floor(Math.random() * buyIds.length)];
      arrival += 1;
      const t0 = performance.now();
      const p = journey(token, productId)
        .then((r) => {
          latencies.push(performance.now() - t0);
          if (r.ok) orders += 1;
          else fail(r.status);
        })
        .catch((e) => fail(String(e.message ?? e)))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  }, 10);
  let edit = 0;
  const editor = setInterval(() => {
    const p = editPrice(editIds[edit++ % editIds.length])
      .then((r) => (r.ok ? (edits += 1) : fail(r.status)))
      .catch((e) => fail(String(e.message ?? e)))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }, editEverySeconds * 1000);
  await new Promise((r) => setTimeout(r, durationSeconds * 1000));
  clearInterval(arrivals);
  clearInterval(editor);
  await Promise.all([...inFlight]);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders,
    ordersPerSecond: orders / elapsed,
    edits,
    arrivals: arrival,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    failures: Object.fromEntries(failures),
    failed: [...failures.values()].reduce((a, b) => a + b, 0),
  };
}

process.on('message', (message) => {
  if (message.setup)
    prepare(message.setup).then(
      () => process.send({ ready: true }),
      (error) => process.send({ error: String(error.message ?? error) }),
    );
  if (message.go)
    run(message.go.durationSeconds).then(
      (result) => process.send({ result }),
      (error) => process.send({ error: String(error.message ?? error) }),
    );
});
process.on('disconnect', () => process.exit(0));
