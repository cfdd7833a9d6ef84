import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/error-handler.js';

/**
 * Runs work whose outcome must not show in the answer (is there an account? is its code budget
 * spent? did the mail go?) after the answer is sent, so status, message and timing are the same
 * for every email and none tells whether an account exists. The app's close waits for work still running.
 */
export function afterAnswerRunner(app: FastifyInstance): (what: string, work: () => Promise<void>) => void {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (what, work) => {
    const task = work()
      .catch((error: unknown) => {
        // A refusal (the hour's codes spent) is the expected quiet outcome; anything else is ours to see.
        if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 503) return;
        app.log.error({ err: error }, `${what} failed after answering`);
      })
      .finally(() => running.delete(task));
    running.add(task);
  };
}
