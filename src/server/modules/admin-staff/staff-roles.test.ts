import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_ACCESS, rolesFor } from '../../../shared/admin/staff-access.js';
import type { StaffRole } from '../../../shared/admin/staff.schema.js';
import { users } from '../../db/schema/users.js';
import { ensureAdminAccount } from '../../db/seed/admin-account.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { latestCode, mailbox } from '../../test/test-mailbox.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
const OWNER_EMAIL = 'owner@wattson.test';
const tokens = {} as Record<StaffRole, string>;

async function staffSession(role: StaffRole): Promise<{ id: string; token: string }> {
  const made = await createSignedInCustomer(t.database.db, { isAdmin: true });
  await t.database.db.update(users).set({ staffRole: role }).where(eq(users.id, made.id));
  return made;
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: OWNER_EMAIL });
  await ensureAdminAccount(t.database.db, OWNER_EMAIL, 'admin-secret-42');
  for (const role of ['owner', 'manager', 'support'] as const) tokens[role] = (await staffSession(role)).token;
});
afterAll(async () => {
  await t?.close();
});

const as = (role: StaffRole) => ({ authorization: `Bearer ${tokens[role]}` });
/** Open to any signed-in user by the spec (the product list) or authenticated by its own code (the hand-off exchange). */
const NOT_STAFF_ONLY = new Set(['GET /api/admin/products', 'POST /api/admin/session']);

function adminRoutes() {
  return t.app.routeTable
    .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && !NOT_STAFF_ONLY.has(`${r.method} ${r.url}`))
    .map((r) => ({ ...r, path: r.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000') }));
}

describe('staff roles on every admin route', () => {
  it('each role is refused exactly the routes outside its part of the admin', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const role of ['support', 'manager', 'owner'] as const) {
        const res = await t.app.inject({ method, url: route.path, headers: as(role), payload: method === 'GET' ? undefined : { junk: true } });
        const allowed = rolesFor(ADMIN_API_ACCESS, route.url).includes(role);
        if (allowed) expect(res.statusCode, `${route.method} ${route.url} as ${role}`).not.toBe(403);
        else expect(res.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
        expect(res.statusCode, `${route.method} ${route.url} as ${role}`).not.toBe(401);
        expect(res.statusCode, `${route.method} ${route.url} as ${role}`).toBeLessThan(500);
      }
    }
  });

  it('support works orders and messages only; a manager the catalog and orders; the owner everything', async () => {
    const status = async (role: StaffRole, method: 'GET' | 'POST', url: string) =>
      (await t.app.inject({ method, url, headers: as(role), payload: method === 'POST' ? {} : undefined })).statusCode;
    expect(await status('support', 'GET', '/api/admin/orders')).toBe(200);
    expect(await status('support', 'GET', '/api/admin/messages')).toBe(200);
    expect(await status('support', 'GET', '/api/admin/dashboard')).toBe(200);
    expect(await status('support', 'GET', '/api/admin/products/table')).toBe(403);
    expect(await status('support', 'POST', '/api/admin/products')).toBe(403);
    expect(await status('support', 'GET', '/api/admin/staff')).toBe(403);
    expect(await status('support', 'GET', '/api/admin/audit-log')).toBe(403);
    expect(await status('manager', 'GET', '/api/admin/products/table')).toBe(200);
    expect(await status('manager', 'GET', '/api/admin/orders')).toBe(200);
    expect(await status('manager', 'GET', '/api/admin/messages')).toBe(403);
    expect(await status('manager', 'GET', '/api/admin/staff')).toBe(403);
    expect(await status('manager', 'GET', '/api/admin/gst/seller')).toBe(403);
    expect(await status('owner', 'GET', '/api/admin/staff')).toBe(200);
    expect(await status('owner', 'GET', '/api/admin/audit-log')).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: as('support') });
    expect(me.json()).toMatchObject({ role: 'support', isAdmin: true });
  });
});

describe('inviting staff', () => {
  it('the owner invites by email with a role; the link sets a password once; the person signs in with their own code and their role', async () => {
    const email = `helper-${Date.now()}@example.in`;
    const invited = await t.app.inject({ method: 'POST', url: '/api/admin/staff/invites', headers: as('owner'), payload: { email, role: 'support' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await mailbox(t.app, email);
    const token = decodeURIComponent(/#token=([^\s"]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token.length).toBeGreaterThan(20);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: as('owner') });
    expect(list.json<{ invites: { email: string; role: string }[] }>().invites).toContainEqual(expect.objectContaining({ email, role: 'support' }));

    const weak = await t.app.inject({ method: 'POST', url: '/api/staff-invites/accept', payload: { token, username: 'Ravi', password: 'short' } });
    expect(weak.statusCode).toBe(400);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/staff-invites/accept',
      payload: { token, username: 'Ravi Kumar', password: 'copper-lamp-77' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/staff-invites/accept', payload: { token, username: 'Mallory', password: 'copper-lamp-78' } });
    expect(again.statusCode).toBe(400);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'copper-lamp-77' } });
    expect(login.statusCode, login.body).toBe(200);
    const { challenge } = login.json<{ challenge: string }>();
    // A support person's code goes to their own address, which the invitation proved.
    const otp = await latestCode(t.app, email, 1);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-admin-otp', payload: { email, otp, challenge } });
    expect(verified.statusCode, verified.body).toBe(200);
    const staffToken = verified.json<{ token: string }>().token;
    const bearer = { authorization: `Bearer ${staffToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer })).json()).toMatchObject({
      email,
      role: 'support',
      username: 'Ravi Kumar',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/table', headers: bearer })).statusCode).toBe(403);

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?kind=staff', headers: as('owner') });
    expect(audit.body).toContain(email);
  });

  it('refuses bad input with a clear 400 and an address already on the staff with 409', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invites',
      headers: as('owner'),
      payload: { email: 'not-an-email', role: 'janitor' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBeTruthy();
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invites',
      headers: as('owner'),
      payload: { email: OWNER_EMAIL, role: 'manager' },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('never leaves the shop without an owner; a removed person loses the admin at once', async () => {
    const [owner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, OWNER_EMAIL));
    const manager = await staffSession('manager');
    // Demote every other owner, so the seeded one is the last.
    await t.database.db.execute(sql`update users set staff_role = 'manager' where is_admin and id <> ${owner?.id ?? ''}`);
    const ownerSession = await staffSession('owner');
    await t.database.db.execute(sql`update users set staff_role = 'manager' where id = ${owner?.id ?? ''}`);
    const headers = { authorization: `Bearer ${ownerSession.token}` };
    const lastDemotes = await t.app.inject({ method: 'PATCH', url: `/api/admin/staff/${ownerSession.id}`, headers, payload: { role: 'manager' } });
    expect(lastDemotes.statusCode).toBe(409);
    const lastRemoved = await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${ownerSession.id}`, headers });
    expect(lastRemoved.statusCode).toBe(409);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${manager.id}`, headers });
    expect(removed.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { authorization: `Bearer ${manager.token}` } });
    expect(after.statusCode).toBe(401);
  });
});
