import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryDateAfter } from '../../../shared/delivery/delivery-date.js';
import type { DeliveryQuote, DeliverySettings, ServiceabilityImport } from '../../../shared/delivery/delivery.schema.js';
import { deliveryServiceability } from '../../db/schema/delivery.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { indianDate } from '../tax/indian-date.js';
import { quoteDelivery } from './delivery-quote.service.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await createSignedInCustomer(t.database.db, { isAdmin: true })).token}` };
});
afterAll(async () => t?.close());

const quote = (pincode: string, subtotal?: number) =>
  t.app.inject({ method: 'GET', url: `/api/delivery/quote?pincode=${encodeURIComponent(pincode)}${subtotal === undefined ? '' : `&subtotal=${subtotal}`}` });
const upload = (csv: string) => t.app.inject({ method: 'POST', url: '/api/admin/delivery/serviceability', headers: admin, payload: { csv } });

describe('pincode lookups', () => {
  it('names the place of a pincode from the directory', async () => {
    const kochi = await quote('682001');
    expect(kochi.statusCode, kochi.body).toBe(200);
    expect(kochi.json<DeliveryQuote>()).toMatchObject({ pincode: '682001', city: 'Ernakulam', state: 'Kerala', deliverable: true, codAvailable: true });
    // The package's data still files Leh under J&K; the directory moves it to Ladakh.
    expect((await quote('194101')).json<DeliveryQuote>()).toMatchObject({ state: 'Ladakh', zone: 'north-east-jk' });
  });

  it.each([
    ['12345', 'Pincode must be 6 digits'],
    ['1234567', 'Pincode must be 6 digits'],
    ['68200a', 'Pincode must be 6 digits'],
    ['012345', 'A pincode never starts with 0'],
    ['', 'Pincode must be 6 digits'],
  ])('refuses %j with a clear 400', async (pincode, message) => {
    const res = await quote(pincode);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field: 'pincode' });
  });

  it('refuses an unknown six-digit pincode with a 400 naming it', async () => {
    const res = await quote('999999');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'We could not find pincode 999999. Please check it.', field: 'pincode' });
  });
});

describe('zone fallback', () => {
  it('places pincodes in zones from the dispatch pincode (Mumbai by default)', async () => {
    const zone = async (p: string) => (await quote(p)).json<DeliveryQuote>().zone;
    expect(await zone('400001')).toBe('same-city');
    expect(await zone('411001')).toBe('same-state'); // Pune, Maharashtra: same state wins over metro
    expect(await zone('110001')).toBe('metro');
    expect(await zone('781001')).toBe('north-east-jk'); // Guwahati
    expect(await zone('682001')).toBe('rest-of-india');
  });

  it('uses the zone rule staff edit for pincodes the courier list does not name', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/delivery/settings', headers: admin })).json<DeliverySettings>();
    const zones = settings.zones.map((z) => (z.zone === 'north-east-jk' ? { ...z, codAllowed: false, daysMin: 7, daysMax: 12 } : z));
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/delivery/settings', headers: admin, payload: { ...settings, zones } });
    expect(saved.statusCode, saved.body).toBe(200);
    const guwahati = (await quote('781001')).json<DeliveryQuote>();
    expect(guwahati).toMatchObject({ deliverable: true, codAvailable: false });
    const { quote: expected } = await quoteDelivery(t.database.db, '781001');
    expect(guwahati.expectedBy).toBe(expected.expectedBy);
  });

  it('refuses zone rules whose days do not make a range, and an unknown dispatch pincode', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/delivery/settings', headers: admin })).json<DeliverySettings>();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery/settings',
      headers: admin,
      payload: { ...settings, zones: [{ ...settings.zones[0], daysMin: 5, daysMax: 2 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Days max must be at least days min' });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery/settings',
      headers: admin,
      payload: { ...settings, originPincode: '999999' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is staff only', async () => {
    const shopper = await createSignedInCustomer(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/delivery/settings', headers: { authorization: `Bearer ${shopper.token}` } });
    expect(res.statusCode).toBe(403);
  });
});

describe('courier serviceability CSV', () => {
  const csv = 'pincode,deliverable,cod,days_min,days_max\n682001,yes,no,3,5\n744301,no,no,0,0\n';

  it('imports once; the same file again changes nothing', async () => {
    const first = await upload(csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ServiceabilityImport>()).toMatchObject({ rows: 2, added: 2, changed: 0, unchanged: 0 });
    const before = await t.database.db.select().from(deliveryServiceability);

    const again = await upload(csv);
    expect(again.json<ServiceabilityImport>()).toMatchObject({ rows: 2, added: 0, changed: 0, unchanged: 2 });
    expect(await t.database.db.select().from(deliveryServiceability)).toEqual(before);

    const edited = await upload('pincode,deliverable,cod,days_min,days_max\n682001,yes,yes,3,5\n');
    expect(edited.json<ServiceabilityImport>()).toMatchObject({ rows: 1, added: 0, changed: 1, unchanged: 0 });
  });

  it('overrides the zone rule for the pincodes it names', async () => {
    await upload(csv);
    const nicobar = await quote('744301');
    expect(nicobar.json<DeliveryQuote>()).toMatchObject({
      deliverable: false,
      codAvailable: false,
      expectedBy: null,
      reason: expect.stringContaining('we do not deliver to') as unknown,
    });
  });

  it('refuses a file with bad lines, applying none of it', async () => {
    const res = await upload(
      'pincode,deliverable,cod,days_min,days_max\n560001,yes,yes,1,2\n012345,yes,yes,1,2\n560002,maybe,yes,1,2\n560003,yes,yes,4,2\n560001,yes,no,1,2\n',
    );
    expect(res.statusCode).toBe(422);
    const { message } = res.json<{ message: string }>();
    expect(message).toMatch(
      /^Nothing was imported\. line 3: pincode: A pincode never starts with 0; line 4: deliverable: deliverable must be yes or no; line 5: days_max: /,
    );
    expect(message).toContain('line 6: pincode 560001 is already on line 2');
    const header = await upload('pin,ok\n560001,yes\n');
    expect(header.statusCode).toBe(422);
    const rows = await t.database.db.select().from(deliveryServiceability);
    expect(rows.some((r) => r.pincode === '560001')).toBe(false);
  });
});

describe('delivery dates', () => {
  it('count delivery days, skipping Sundays', () => {
    // Fri 27 Nov 2026 + 2 delivery days: Sat 28, (Sun 29 skipped), Mon 30.
    expect(deliveryDateAfter('2026-11-27', 2, new Set())).toBe('2026-11-30');
    // From a Sunday with 0 days: the next delivery day.
    expect(deliveryDateAfter('2026-11-29', 0, new Set())).toBe('2026-11-30');
  });

  it('skip a holiday staff list, across a Sunday', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery/holidays/2026-11-30',
      headers: admin,
      payload: { name: 'Guru Nanak Jayanti' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fridayNoonInIndia = new Date('2026-11-27T06:30:00Z');
    // Mumbai to Pune: same state, 2–4 days. Sat 28, Sun 29 skipped, Mon 30 holiday, Tue 1, Wed 2, Thu 3.
    const { quote: pune } = await quoteDelivery(t.database.db, '411001', 0, fridayNoonInIndia);
    expect(pune.expectedBy).toBe('2026-12-03');
    expect(pune.expectedByText).toBe('Thu 3 Dec');

    const holidays = await t.app.inject({ method: 'GET', url: '/api/admin/delivery/holidays', headers: admin });
    expect(holidays.json()).toContainEqual({ day: '2026-11-30', name: 'Guru Nanak Jayanti' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/delivery/holidays/2026-11-30', headers: admin })).statusCode).toBe(204);
    const { quote: after } = await quoteDelivery(t.database.db, '411001', 0, fridayNoonInIndia);
    expect(after.expectedBy).toBe('2026-12-02');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/delivery/holidays/2026-11-30', headers: admin })).statusCode).toBe(404);
  });

  it('answer the API with today as the start', async () => {
    const res = (await quote('411001')).json<DeliveryQuote>();
    expect(res.expectedBy).toBe(deliveryDateAfter(indianDate(new Date()), 4, new Set()));
  });
});
