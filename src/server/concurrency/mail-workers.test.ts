import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client.js';
import { httpRequest } from '../faults/http-client.js';
import { killAllServers, startReadyServer, startWorker, stopServer } from '../faults/server-process.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { createRaceDatabase, type RaceDatabase } from './race-database.js';

const SHOPPERS = 16;
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

let race: RaceDatabase | undefined;
let database: Database | undefined;
let sink: SmtpSink | undefined;

afterAll(async () => {
  await killAllServers();
  await sink?.close();
  await database?.close();
  await race?.drop();
});

describeOnPostgres('two job workers on one PostgreSQL database', () => {
  let shoppers: { email: string; token: string }[] = [];

  beforeAll(async () => {
    race = await createRaceDatabase();
    database = await race.open();
    const db = database.db;
    await db.execute(sql`update products set stock = 100000 where id = '1'`);
    shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => createSignedInCustomer(db)));
  });

  it('deliver every queued mail exactly once between them', async () => {
    if (!race || !database) throw new Error('no race database');
    // Each message takes 300 ms to accept, so one worker alone would need ~5 s for all of them and
    // the other, polling every second, takes its share meanwhile.
    sink = await startSmtpSink(0, { delayMs: 300 });
    const smtp = (name: string) => `smtp://127.0.0.1:${sink?.port ?? 0}?name=${name}`;
    // The server runs the queue in its process (the default); `npm run worker` runs it beside it.
    const server = await startReadyServer({ ...race.serverEnv, SMTP_URL: smtp('server-worker') });
    const worker = await startWorker({ ...race.serverEnv, SMTP_URL: smtp('separate-worker') });

    const placed = await Promise.all(
      shoppers.map(async (shopper) => {
        const add = await httpRequest(`${server.url}/api/carts/add`, { method: 'POST', token: shopper.token, body: { productId: '1', quantity: 1 } });
        expect(add.status, add.text).toBe(201);
        const order = await httpRequest(`${server.url}/api/orders`, { method: 'POST', token: shopper.token, body: { address, paymentMethod: 'cod' } });
        expect(order.status, order.text).toBe(201);
        return (order.body as { number: number }).number;
      }),
    );

    const deadline = Date.now() + 60_000;
    while (sink.messages.length < SHOPPERS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    // Long enough for a job run twice (an expired lock, a second fetch) to show up as a second message.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const subjects = sink.messages.map((m) => /Subject: (.*)/.exec(m.raw)?.[1]?.trim());
    expect(subjects.toSorted()).toEqual(placed.map((number) => `Wattson order #${number} confirmed`).toSorted());
    const clients = new Set(sink.messages.map((m) => m.client));
    expect([...clients].toSorted(), 'both workers took mails').toEqual(['separate-worker', 'server-worker']);

    const emails = shoppers.map((s) => s.email);
    const mails = await queryRows<{ status: string }>(database.db, sql`select status from outgoing_mail where to_address in ${emails}`);
    expect(mails.map((m) => m.status)).toEqual(Array(SHOPPERS).fill('sent'));
    const jobs = await queryRows<{ state: string; retry_count: number }>(
      database.db,
      sql`select state, retry_count from pgboss.job where name = 'mail' and data->>'mailId' in (select id::text from outgoing_mail where to_address in ${emails})`,
    );
    expect(jobs).toEqual(Array(SHOPPERS).fill({ state: 'completed', retry_count: 0 }));

    await stopServer(worker);
    await stopServer(server);
  });
});
