import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.js';
import { products } from '../schema/products.js';
import { prepareDatabase } from '../seed/prepare-database.js';
import { backupDataDir, BackupError, restoreDataDir } from './data-dir-backup.js';

const root = mkdtempSync(join(tmpdir(), 'wattson-backup-'));
const source = join(root, 'source');
const archive = join(root, 'backups', 'shop.tar.gz');
const upload = Buffer.from('RIFF-not-really-a-webp-but-bytes-that-must-survive');

beforeAll(async () => {
  const database = await openDatabase({ dataDir: source });
  await prepareDatabase(database);
  await database.db.update(products).set({ name: 'Lamp changed before the backup' }).where(eq(products.id, '1'));
  await database.close();
  mkdirSync(join(source, 'media', 'uploads'), { recursive: true });
  writeFileSync(join(source, 'media', 'uploads', 'lamp-640.webp'), upload);
  await backupDataDir({ dataDir: source, outFile: archive });
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function productName(dataDir: string): Promise<string | undefined> {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select({ name: products.name }).from(products).where(eq(products.id, '1'));
    return row?.name;
  } finally {
    await database.close();
  }
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it('restores the database with the change and the uploaded media into a new data folder', async () => {
    const target = join(root, 'restored');
    const result = await restoreDataDir({ dataDir: target, archive });
    expect(result).toEqual({ movedAsideTo: undefined, media: true });
    expect(await productName(target)).toBe('Lamp changed before the backup');
    expect(readFileSync(join(target, 'media', 'uploads', 'lamp-640.webp'))).toEqual(upload);
    // Nothing of the unpacking is left behind.
    expect(readdirSync(target).sort()).toEqual(['media', 'pglite']);
  });

  it('refuses to overwrite a data folder that holds data unless forced, then moves the old data aside', async () => {
    const target = join(root, 'occupied');
    const database = await openDatabase({ dataDir: target });
    await database.close();
    await expect(restoreDataDir({ dataDir: target, archive })).rejects.toThrow(/overwrite the existing data.*--force/);

    const result = await restoreDataDir({ dataDir: target, archive, force: true });
    expect(result.movedAsideTo).toMatch(/replaced-/);
    expect(existsSync(join(result.movedAsideTo ?? '', 'pglite', 'PG_VERSION'))).toBe(true);
    expect(await productName(target)).toBe('Lamp changed before the backup');
  });

  it('touches nothing while a server has the database open', async () => {
    const database = await openDatabase({ dataDir: source });
    try {
      await expect(backupDataDir({ dataDir: source, outFile: join(root, 'while-open.tar.gz') })).rejects.toThrow(/in use: stop the server/);
      await expect(restoreDataDir({ dataDir: source, archive, force: true })).rejects.toThrow(BackupError);
      expect(existsSync(join(root, 'while-open.tar.gz'))).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('refuses a file that is not a Wattson backup, leaving the target as it was', async () => {
    const bogus = join(root, 'bogus.tar.gz');
    const empty = join(root, 'empty-dir');
    mkdirSync(empty);
    writeFileSync(join(empty, 'notes.txt'), 'hello');
    // A real tar.gz, just not ours.
    execFileSync('tar', ['-czf', bogus, '-C', empty, '.']);
    const target = join(root, 'untouched');
    await expect(restoreDataDir({ dataDir: target, archive: bogus })).rejects.toThrow(/not a Wattson backup/);
    expect(readdirSync(target)).toEqual([]);
  });
});
