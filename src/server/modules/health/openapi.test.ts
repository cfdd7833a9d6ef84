import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  responses?: Record<string, { description?: string }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/api/docs');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  doc = res.json<OpenApiDocument>();
});
afterAll(async () => {
  await t?.close();
});

/** Every `$ref` string anywhere in the document. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)));
}

describe('GET /api/docs', () => {
  it('is an OpenAPI 3 document describing the Wattson API', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toEqual(expect.objectContaining({ title: 'Wattson API', version: expect.any(String) }));
    expect(doc.components?.securitySchemes?.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('lists the main paths of the storefront, the account and the admin site', () => {
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/products',
      '/api/products/{id}',
      '/api/categories',
      '/api/auth/signup',
      '/api/auth/login',
      '/api/auth/verify-otp',
      '/api/carts',
      '/api/carts/add',
      '/api/orders',
      '/api/orders/{id}',
      '/api/blogs',
      '/api/contact',
      '/api/admin/orders',
      '/api/admin/products/{id}',
    ]) {
      expect(paths, path).toContain(path);
    }
    // Operational and development routes are not part of the public contract.
    for (const hidden of ['/healthz', '/readyz', '/metrics', '/api/docs', '/dev/mailbox', '/api/dev/mailbox']) expect(paths).not.toContain(hidden);
  });

  it('is well-formed: known methods, answers with descriptions, path parameters declared, references resolvable', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(METHODS.has(method), where).toBe(true);
        const codes = Object.keys(operation.responses ?? {});
        expect(codes.length, where).toBeGreaterThan(0);
        for (const code of codes) {
          expect(code, where).toMatch(/^([1-5]\d\d|default)$/);
          expect(typeof operation.responses?.[code]?.description, `${where} ${code}`).toBe('string');
        }
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), where).toEqual(templated);
        for (const parameter of declared) expect(parameter.required, `${where} ${parameter.name}`).toBe(true);
      }
    }
    for (const ref of refsIn(doc)) {
      expect(ref).toMatch(/^#\//);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('declares the answer of every admin JSON route as a response schema, which the admin client imports (src/shared/admin)', () => {
    const undeclared = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin') && !/\.(pdf|csv)$/.test(path))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method]) => METHODS.has(method) && method !== 'head')
          .filter(([, operation]) => !Object.keys(operation.responses ?? {}).some((code) => /^2\d\d$/.test(code)))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(undeclared).toEqual([]);
  });

  it('documents error answers with their request id', () => {
    const unauthorised = doc.paths['/api/orders']?.get?.responses?.['401'] as { content?: Record<string, { schema?: { properties?: object } }> } | undefined;
    expect(Object.keys(unauthorised?.content?.['application/json']?.schema?.properties ?? {})).toEqual(['message', 'field', 'requestId']);
  });
});
