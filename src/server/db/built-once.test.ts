import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { insertStatement } from './built-once.js';
import { queryRows } from './client.js';
import { outgoingMail } from './schema/outgoing-mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const insertMail = insertStatement('test_mail_insert', outgoingMail);
const mail = (to: string) => ({ toAddress: to, subject: `To ${to}`, textBody: 'Hello' });

describe('an insert built once', () => {
  it('stores each run’s values, a null JSON value as NULL, and an unset column as its default', async () => {
    const [plain] = await insertMail(t.database.db, [{ ...mail('a@example.com'), headers: null, htmlBody: null }]);
    const [withHeaders] = await insertMail(t.database.db, [{ ...mail('b@example.com'), headers: { 'X-Test': '1' }, htmlBody: null }]);
    const two = await t.database.db.transaction((tx) => insertMail(tx, [mail('c@example.com'), { ...mail('d@example.com'), status: 'logged' }]));
    expect(plain).toMatchObject({ toAddress: 'a@example.com', headers: null, status: 'queued' });
    expect(withHeaders).toMatchObject({ toAddress: 'b@example.com', headers: { 'X-Test': '1' } });
    expect(two.map((m) => [m.toAddress, m.status])).toEqual([
      ['c@example.com', 'queued'],
      ['d@example.com', 'logged'],
    ]);
    const ids = [plain, withHeaders, ...two].map((m) => m?.id ?? '');
    const stored = await queryRows<{ to: string; sqlNull: boolean; subject: string }>(
      t.database.db,
      sql`select to_address as "to", headers is null as "sqlNull", subject from outgoing_mail where ${inArray(outgoingMail.id, ids)} order by to_address`,
    );
    expect(stored).toEqual([
      { to: 'a@example.com', sqlNull: true, subject: 'To a@example.com' },
      { to: 'b@example.com', sqlNull: false, subject: 'To b@example.com' },
      { to: 'c@example.com', sqlNull: true, subject: 'To c@example.com' },
      { to: 'd@example.com', sqlNull: true, subject: 'To d@example.com' },
    ]);
  });
});
