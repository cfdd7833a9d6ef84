import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

/** Makes the database reachable as `app.db`; whoever opened it (main or a test) also closes it. */
export const databasePlugin = fp(async (app: FastifyInstance, options: { database: Database }) => {
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
});
