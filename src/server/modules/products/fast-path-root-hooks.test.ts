import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The cache-hit fast path (http/cache-hit-fast-path.ts, ADR 12) answers cached catalog reads before
 * Fastify runs a single hook. So every request hook on the root instance, whose work every answer
 * would otherwise get, needs a decision: the fast path does the same (and catalog-fast-path.test.ts
 * compares the bytes), or a cached public catalog answer does not need it. A hook added to the root
 * instance fails this test until its decision is written here and in ADR 12.
 */
interface Decision {
  hook: string;
  /** A name that only this hook's function contains (its name, or an identifier it uses). */
  marker: string;
  plugin: string;
  fastPath: string;
}

const DECISIONS: Decision[] = [
  { hook: 'onRequest', marker: 'REQUEST_ID_HEADER', plugin: 'plugins/request-id.ts', fastPath: 'the same: x-request-id from the same genRequestId()' },
  {
    hook: 'onRequest',
    marker: 'DRAINING_MESSAGE',
    plugin: 'plugins/graceful-drain.ts',
    fastPath: 'the same: it steps aside while draining, and counts its answers in flight',
  },
  { hook: 'onRequest', marker: 'isApiPath', plugin: 'plugins/security-headers.ts', fastPath: 'the same: the API set of securityHeaderSets()' },
  { hook: 'onRequest', marker: 'fastifyCookieHandler', plugin: '@fastify/cookie', fastPath: 'not needed: no catalog answer reads a cookie' },
  {
    hook: 'onRequest',
    marker: 'bearerToken',
    plugin: 'plugins/session/session.plugin.ts',
    fastPath: 'not needed: a cached catalog answer is public, the same for every session',
  },
  {
    hook: 'preValidation',
    marker: 'containsNul',
    plugin: 'plugins/reject-nul-bytes.ts',
    fastPath: 'not needed: only answers the route gave are cached, and a URL with a NUL byte never reaches the route',
  },
  { hook: 'onResponse', marker: 'httpDuration', plugin: 'plugins/metrics.ts', fastPath: 'the same: counted in the same series, by route pattern and status' },
  { hook: 'onSend', marker: 'fastifyCookieOnSendHandler', plugin: '@fastify/cookie', fastPath: 'not needed: no catalog answer sets a cookie' },
  {
    hook: 'onSend',
    marker: 'no-store',
    plugin: 'plugins/private-answers.ts',
    fastPath: 'not needed: a cached catalog answer sets its own public Cache-Control, so this hook leaves it alone (ADR 18)',
  },
];

/** Fastify's request lifecycle hooks: the ones an answer of the fast path skips. */
const REQUEST_HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
  'onRequestAbort',
];

/** The root instance's hooks, as Fastify keeps them (there is no public listing). */
function rootRequestHooks(app: FastifyInstance): { hook: string; source: string }[] {
  const key = Object.getOwnPropertySymbols(app).find((symbol) => symbol.description === 'fastify.hooks');
  if (!key) throw new Error('Fastify no longer keeps its hooks under Symbol(fastify.hooks): update this guard');
  const hooks = (app as unknown as Record<symbol, Record<string, unknown>>)[key] ?? {};
  return REQUEST_HOOKS.flatMap((hook) => {
    const list = hooks[hook];
    return Array.isArray(list) ? list.map((fn: (...args: unknown[]) => unknown) => ({ hook, source: `${fn.name} ${fn.toString()}` })) : [];
  });
}

function undecided(app: FastifyInstance): string[] {
  return rootRequestHooks(app)
    .filter(({ hook, source }) => !DECISIONS.some((decision) => decision.hook === hook && source.includes(decision.marker)))
    .map(({ hook, source }) => `${hook}: ${source.replace(/\s+/g, ' ').slice(0, 160)}`);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('request hooks on the root instance and the cache-hit fast path', () => {
  it('has a fast-path decision for every one of them', () => {
    expect(undecided(t.app), 'a request hook on the root instance with no decision about the fast path: decide it here and in ADR 12').toEqual([]);
  });

  it('has no decision left for a hook that is gone', () => {
    const hooks = rootRequestHooks(t.app);
    const stale = DECISIONS.filter((decision) => hooks.filter(({ hook, source }) => hook === decision.hook && source.includes(decision.marker)).length !== 1);
    expect(stale.map((decision) => `${decision.hook} of ${decision.plugin}`)).toEqual([]);
  });

  it('fails for a hook added to the root instance without a decision', async () => {
    const app = await buildApp({ config: t.app.config, database: t.database, logger: false, webDir: '/nonexistent-web-build' });
    try {
      app.addHook('preHandler', async function tagCampaignVisits() {});
      await app.ready();
      expect(undecided(app)).toEqual([expect.stringContaining('preHandler: tagCampaignVisits')]);
    } finally {
      await app.close();
    }
  });
});
