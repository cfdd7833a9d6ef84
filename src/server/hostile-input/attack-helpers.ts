import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../test/test-app.js';
import { changedTables, dataFingerprint } from './data-fingerprint.js';
import { ruleBreaks } from './response-rules.js';

/**
 * Runs one attack and holds it to the rules of a refusal: the expected 4xx, a plain `{ message }`
 * without internals, and not one row of business data changed.
 */
export async function expectRefused(
  t: TestApp,
  status: number,
  send: () => Promise<LightMyRequestResponse>,
  inputs: string[] = [],
): Promise<LightMyRequestResponse> {
  const before = await dataFingerprint(t.database.db);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect(ruleBreaks(response, '/api/', inputs)).toEqual([]);
  expect(changedTables(before, await dataFingerprint(t.database.db))).toEqual([]);
  return response;
}

/** A refusal or an empty success are both fine for some probes; a 5xx or a leak never is. */
export function expectNoLeak(response: LightMyRequestResponse, inputs: string[] = []): void {
  expect(ruleBreaks(response, '/api/', inputs)).toEqual([]);
}
