import { pino } from 'pino';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/seed/prepare-database.js';
import { startShopJobs } from './jobs/shop-jobs.js';
import { loggerOptions } from './logger-options.js';
import { createMailer } from './mail/mailer.js';

/**
 * `npm run worker`: the job queue's workers and schedules in a process of their own, for deployments
 * whose servers run with JOB_WORKER=off. Same configuration as the server; it needs DATABASE_URL,
 * since the embedded database belongs to the one server process that opened it.
 */

/** Running jobs get this long to finish after SIGTERM; an unfinished one is run again by the next worker. */
const SHUTDOWN_DEADLINE_MS = 8_000;

function readConfig(): AppConfig {
  try {
    const config = loadConfig();
    if (!config.databaseUrl)
      throw new ConfigError(
        'Invalid configuration: DATABASE_URL must be set for a separate worker (the embedded database belongs to the server process; leave JOB_WORKER unset there instead)',
      );
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = pino(loggerOptions(config.logLevel));
  const database = await openDatabase({ url: config.databaseUrl ?? '' });
  // The same migrations the servers apply, under the same lock: whichever process starts first installs them.
  await prepareDatabase(database);
  const jobs = await startShopJobs({ database, config, mailer: createMailer(config, database.db, log), log, runWorkers: true, instanceName: 'worker' });
  log.info('Wattson worker is running the job queue');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: letting running jobs finish`);
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    try {
      await jobs.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Wattson worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
