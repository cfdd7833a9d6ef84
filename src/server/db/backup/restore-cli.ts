/**
 * `npm run restore -- <backup.tar.gz> [--force]`: puts a backup made by `npm run backup` back into
 * DATA_DIR. The server must be stopped; existing data is kept unless --force, which moves it aside.
 * With DATABASE_URL set it prints the pg_restore commands instead.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { BackupError, restoreDataDir } from './data-dir-backup.js';
import { postgresRestoreAdvice } from './postgres-advice.js';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write(`${postgresRestoreAdvice(config.dataDir)}\n`);
    return 2;
  }
  const archive = positionals[0];
  if (!archive) throw new BackupError('Name the backup to restore: npm run restore -- backups/<time>.tar.gz [--force]');
  const { movedAsideTo, media } = await restoreDataDir({ dataDir: config.dataDir, archive, force: values.force });
  if (movedAsideTo) process.stdout.write(`The previous data was moved to ${movedAsideTo}\n`);
  process.stdout.write(`Restored ${archive} (database${media ? ' and media' : ''}) into ${config.dataDir}. Start the server with npm start.\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const expected = error instanceof BackupError || error instanceof ConfigError;
    process.stderr.write(`Restore failed: ${expected ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
