import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadRefused } from '../shared/web/page-data';
import { ApiError, createApiClient, toQueryString, type ApiClientConfig } from './api-client-core';

/** A real HTTP server answering what each path names, and echoing what it was sent. */
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      switch (request.url) {
        case '/echo':
          return json(200, {
            authorization: request.headers.authorization ?? null,
            contentType: request.headers['content-type'] ?? null,
            body: Buffer.concat(chunks).toString(),
          });
        case '/expired':
          return json(401, { message: 'Session expired' });
        case '/forbidden':
          return json(403, { message: 'Not yours' });
        case '/bare-error':
          response.writeHead(500);
          return response.end('oops');
        case '/empty':
          response.writeHead(204);
          return response.end();
        case '/not-json':
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end('<html>proxy page</html>');
        default:
          return json(404, { message: 'Not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(overrides: Partial<ApiClientConfig> = {}) {
  const ended: number[] = [];
  const api = createApiClient({
    readToken: () => 'stored-token',
    sessionEndedStatuses: [401],
    onSessionEnded: () => ended.push(Date.now()),
    unreachableMessage: 'Could not reach the server',
    ...overrides,
  });
  return { ...api, ended };
}

describe('the web apps’ HTTP client core', () => {
  it('sends the stored token and JSON, or a caller’s token and a form as multipart', async () => {
    const { apiRequest } = client();
    expect(await apiRequest(`${base}/echo`, { method: 'POST', body: { a: 1 } })).toEqual({
      authorization: 'Bearer stored-token',
      contentType: 'application/json',
      body: '{"a":1}',
    });
    const form = new FormData();
    form.set('file', 'x');
    const sent = await apiRequest<{ authorization: string; contentType: string }>(`${base}/echo`, { method: 'POST', body: form, token: 'other' });
    expect(sent.authorization).toBe('Bearer other');
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('turns a failure into the server’s message, else the caller’s fallback, else a plain sentence', async () => {
    const { apiRequest } = client();
    await expect(apiRequest(`${base}/missing`)).rejects.toEqual(new ApiError('Not found', 404));
    await expect(apiRequest(`${base}/bare-error`, { fallbackMessage: 'Could not load the orders' })).rejects.toMatchObject({
      message: 'Could not load the orders',
      status: 500,
    });
    await expect(apiRequest(`${base}/bare-error`)).rejects.toMatchObject({ message: 'Something went wrong', status: 500 });
    await expect(apiRequest('http://127.0.0.1:1/nowhere')).rejects.toMatchObject({ message: 'Could not reach the server', status: 0 });
  });

  it("ends with spec §8's 'An unexpected error occurred' when no readable answer came and the caller gave no fallback", async () => {
    const storefront = client({ unreachableMessage: 'An unexpected error occurred' });
    await expect(storefront.apiRequest('http://127.0.0.1:1/nowhere')).rejects.toMatchObject({ message: 'An unexpected error occurred', status: 0 });
    await expect(storefront.apiRequest(`${base}/not-json`)).rejects.toMatchObject({ message: 'An unexpected error occurred', status: 200 });
    await expect(storefront.apiRequest(`${base}/not-json`, { fallbackMessage: 'Login failed' })).rejects.toMatchObject({ message: 'Login failed' });
    // The server's own error keeps the order: its message, else the fallback, else 'Something went wrong'.
    await expect(storefront.apiRequest(`${base}/bare-error`)).rejects.toMatchObject({ message: 'Something went wrong', status: 500 });
  });

  it('turns a 404 refused while rendering on the server into the ApiError the browser would get', async () => {
    const rendering = client({
      serverReads: () => async () => {
        throw new ReadRefused('/api/products/x answered 404', 404);
      },
    });
    await expect(rendering.apiRequest('/api/products/x', { fallbackMessage: 'Failed to load product details. Please try again.' })).rejects.toEqual(
      new ApiError('Failed to load product details. Please try again.', 404),
    );
  });

  it('reports an ended session for the app’s own statuses, unless a sign-in form asked not to', async () => {
    const admin = client();
    await expect(admin.apiRequest(`${base}/forbidden`)).rejects.toMatchObject({ status: 403 });
    expect(admin.ended).toHaveLength(0);
    await expect(admin.apiRequest(`${base}/expired`)).rejects.toMatchObject({ message: 'Session expired' });
    expect(admin.ended).toHaveLength(1);
    await expect(admin.apiRequest(`${base}/expired`, { authRedirect: false })).rejects.toMatchObject({ status: 401 });
    expect(admin.ended).toHaveLength(1);
    const storefront = client({ sessionEndedStatuses: [401, 403] });
    await expect(storefront.apiRequest(`${base}/forbidden`)).rejects.toMatchObject({ status: 403 });
    expect(storefront.ended).toHaveLength(1);
  });

  it('answers 204 with null, and reads on the server in-process while refusing writes there', async () => {
    expect(await client().apiRequest(`${base}/empty`)).toBeNull();
    const rendering = client({ serverReads: () => async (path: string) => ({ path }) });
    expect(await rendering.apiRequest('/api/products')).toEqual({ path: '/api/products' });
    await expect(rendering.apiRequest('/api/cart', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 0 });
  });

  it('downloads a file as a blob', async () => {
    const blob = await client().apiDownload(`${base}/echo`);
    expect(JSON.parse(await blob.text())).toMatchObject({ authorization: 'Bearer stored-token' });
  });
});

describe('toQueryString', () => {
  it('keeps defined, non-empty values, false included', () => {
    expect(toQueryString({ q: 'fan lights', page: 2, inStock: false, sort: undefined, category: '' })).toBe('?q=fan+lights&page=2&inStock=false');
    expect(toQueryString({})).toBe('');
  });
});
