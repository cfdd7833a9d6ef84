import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { changedTables, dataFingerprint, userFingerprint, type Fingerprint } from './data-fingerprint.js';
import { ruleBreaks, withoutEcho } from './response-rules.js';
import { describeRequest, openApiPath, requestArbitrary, type HostileRequest, type OpenApiOperation, type RouteUnderTest } from './route-requests.js';
import type { FieldHints } from './schema-arbitrary.js';
import { Actors, createShopper, idPool, type Actor, type Shopper } from './shop-fixture.js';

/**
 * Every route of the app, fed generated requests (from the shared zod schemas, bent against them, and
 * plain hostile text) as a visitor, a shopper and an admin. Bounded: HOSTILE_RUNS per route (default 6,
 * so each engine stays well under a minute); the seed is fixed and printed by fast-check on failure.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 6);
const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_808);

// Built at collection time: the route table decides which tests exist, one per route.
const t: TestApp = await createTestApp();
let actors: Actors;
let victim: Shopper;
let ids: string[];
let hints: FieldHints;
let baseline: Fingerprint;
let victimBaseline: string;

beforeAll(async () => {
  victim = await createShopper(t, { ordered: '101', inCart: '102', wished: '103' });
  actors = await Actors.create(t, await createShopper(t, { ordered: '301', inCart: '302', wished: '303' }));
  const blogId = (await t.app.inject('/api/blogs')).json<{ id: string }[]>()[0]?.id ?? 'no-blog';
  ids = idPool(actors.shopper, victim, [blogId]);
  hints = {
    email: fc.oneof(fc.emailAddress(), fc.constantFrom(actors.shopper.email, victim.email, actors.admin.email)),
    otp: fc.stringMatching(/^\d{6}$/),
    productId: fc.constantFrom('1', '2', '3', '101', '301', 'ghost'),
    category: fc.constant('lighting'),
    subCategory: fc.constantFrom('led-bulbs', 'ceiling'),
    userId: fc.constantFrom(actors.shopper.id, victim.id),
    code: fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/),
  };
  baseline = await dataFingerprint(t.database.db);
  victimBaseline = await userFingerprint(t.database.db, victim.id);
});
afterAll(async () => {
  await t?.close();
});

function routesUnderTest(): RouteUnderTest[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  // HEAD routes are Fastify's automatic twins of GET routes: same handler, no body.
  return t.app.routeTable
    .filter((r) => r.method !== 'HEAD')
    .map((r) => ({ method: r.method, url: r.url, operation: doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()] }));
}

/** The dev mailbox shows every mail to anyone, on purpose, and does not exist in production (see the headers test). */
const DEV_ONLY = new Set(['/dev/mailbox', '/api/dev/mailbox']);

async function sendAs(actor: Actor, request: HostileRequest): Promise<void> {
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...actor.headers() },
    payload: request.payload,
    remoteAddress: request.remoteAddress,
  });
  const context = `as ${actor.name}: ${describeRequest(request)}`;
  const path = request.url.split('?')[0] ?? '';
  expect(ruleBreaks(response, path, request.inputs), context).toEqual([]);

  const after = await dataFingerprint(t.database.db);
  if (response.statusCode >= 400) expect(changedTables(baseline, after), `a ${response.statusCode} changed data: ${context}`).toEqual([]);
  baseline = after;

  if (actor.name === 'admin') {
    victimBaseline = await userFingerprint(t.database.db, victim.id);
  } else {
    // Whatever a visitor or another shopper sends, the victim's account, cart, wishlist and orders stay as they were.
    expect(await userFingerprint(t.database.db, victim.id), `${actor.name} changed another user's data: ${context}`).toBe(victimBaseline);
    if (!DEV_ONLY.has(path))
      expect(withoutEcho(response.body, request.inputs), `${actor.name} saw another user's data: ${context}`).not.toContain(victim.email);
  }
  if (await actors.renewEndedSessions()) baseline = await dataFingerprint(t.database.db);
}

describe('every route under generated hostile input', () => {
  it('finds the routes and their schemas (the list below cannot silently shrink)', () => {
    const routes = routesUnderTest();
    expect(routes.length).toBeGreaterThanOrEqual(55);
    expect(routes.filter((r) => r.operation?.requestBody).length).toBeGreaterThanOrEqual(20);
  });

  it.each(routesUnderTest().map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route, ids, hints), async (request) => {
        for (const actor of actors.all) await sendAs(actor, request);
      }),
      // No shrinking: each step replays requests against a database; the failing request is reported as generated.
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});
