import { afterAll, describe, it } from 'vitest';
import { crashDuringCheckout } from './crash-scenario.js';
import { createFaultStore, type FaultStore } from './fault-store.js';
import { killAllServers } from './server-process.js';

let store: FaultStore | undefined;
afterAll(async () => {
  await killAllServers();
  await store?.drop();
});

describe('kill -9 while 20 shoppers check out (PostgreSQL)', () => {
  it('keeps every order answered 201 with its lines, the stock, every cart line and a sound database', async () => {
    store = await createFaultStore('postgres');
    await crashDuringCheckout(store);
  });
});
