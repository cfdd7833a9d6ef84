import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredRows } from '../db/expired-rows.js';

const EVERY_MS = 60 * 60 * 1000;

/** Purges expired mails, codes and limit windows at start and hourly (issue 15 finding 8); a failure waits for the next hour. */
export const purgeSchedulePlugin = fp(async (app: FastifyInstance) => {
  const run = () =>
    purgeExpiredRows(app.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'purging expired rows failed; retrying in an hour');
    });
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running = run();
  }, EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    running = run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
