/**
 * `npm run backup [-- --out file.tar.gz]`: the embedded database and the uploaded media of DATA_DIR
 * into one archive (default backups/<time>.tar.gz). The server must be stopped. With DATABASE_URL
 * set it prints the pg_dump commands instead.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { backupDataDir, BackupError, defaultBackupFile } from './data-dir-backup.js';
import { postgresBackupAdvice } from './postgres-advice.js';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write(`${postgresBackupAdvice(config.dataDir)}\n`);
    return 2;
  }
  const { outFile, media } = await backupDataDir({ dataDir: config.dataDir, outFile: values.out ?? positionals[0] ?? defaultBackupFile() });
  process.stdout.write(`Backed up ${config.dataDir} (database${media ? ' and media' : ''}) to ${outFile}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const expected = error instanceof BackupError || error instanceof ConfigError;
    process.stderr.write(`Backup failed: ${expected ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
