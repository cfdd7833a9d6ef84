import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Backup and restore of the embedded database (DATA_DIR/pglite) and the uploaded media
 * (DATA_DIR/media) as one `.tar.gz`. PGlite's own `dumpDataDir()` gives a consistent copy of the
 * database files (it checkpoints first), which a fresh PGlite loads back with `loadDataDir`.
 * The outer archive is made by the system's `tar`, present on every Linux and macOS machine and in
 * the Node.js images, rather than by a JavaScript tar library.
 */

const FORMAT = 'wattson-backup';
const FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
const DATABASE_TAR = 'pglite.tar';

export class BackupError extends Error {}

interface Manifest {
  format: string;
  version: number;
  createdAt: string;
  media: boolean;
}

function isNonEmptyDir(path: string): boolean {
  return existsSync(path) && readdirSync(path).length > 0;
}

/**
 * PGlite writes `postmaster.pid` into the data folder while a process has the database open and
 * removes it on a clean close. Two processes on one folder corrupt it, so nothing here touches a
 * folder that is in use.
 */
function refuseWhileInUse(pgliteDir: string): void {
  if (existsSync(join(pgliteDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The database in ${pgliteDir} is in use: stop the server first (Ctrl-C or SIGTERM). ` +
        'If no server is running, it was not shut down cleanly: start it once and stop it, then try again.',
    );
  }
}

function tar(args: string[]): void {
  try {
    execFileSync('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new BackupError(`tar ${args[0]} failed${stderr ? `: ${stderr}` : ''}`);
  }
}

export function defaultBackupFile(directory = 'backups', now = new Date()): string {
  return resolve(directory, `${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
}

/** Writes `outFile` (a .tar.gz) holding the database and the media of `dataDir`. The server must be stopped. */
export async function backupDataDir(options: { dataDir: string; outFile: string }): Promise<{ outFile: string; media: boolean }> {
  const dataDir = resolve(options.dataDir);
  const outFile = resolve(options.outFile);
  const pgliteDir = join(dataDir, 'pglite');
  if (!isNonEmptyDir(pgliteDir)) throw new BackupError(`No embedded database in ${pgliteDir}: nothing to back up.`);
  refuseWhileInUse(pgliteDir);
  if (existsSync(outFile)) throw new BackupError(`${outFile} already exists; choose another file.`);

  const staging = join(dataDir, `.backup-${process.pid}-${Date.now()}`);
  mkdirSync(staging, { recursive: true });
  try {
    const client = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm } });
    try {
      const dump = await client.dumpDataDir('none');
      writeFileSync(join(staging, DATABASE_TAR), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    const media = isNonEmptyDir(join(dataDir, 'media'));
    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), media };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(dirname(outFile), { recursive: true });
    tar(['-czf', outFile, '-C', staging, MANIFEST, DATABASE_TAR, ...(media ? ['-C', dataDir, 'media'] : [])]);
    return { outFile, media };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string, archive: string): Manifest {
  const file = join(staging, MANIFEST);
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Manifest>) : undefined;
  if (manifest?.format !== FORMAT || !existsSync(join(staging, DATABASE_TAR))) throw new BackupError(`${archive} is not a Wattson backup.`);
  if (manifest.version !== FORMAT_VERSION)
    throw new BackupError(`${archive} has backup format ${String(manifest.version)}; this version reads ${FORMAT_VERSION}.`);
  return manifest as Manifest;
}

/**
 * Restores `archive` into `dataDir`. An existing database or media folder is kept unless `force`;
 * with `force` they are moved aside into `dataDir/replaced-<time>/`, never deleted.
 */
export async function restoreDataDir(options: { dataDir: string; archive: string; force?: boolean }): Promise<{ movedAsideTo?: string; media: boolean }> {
  const dataDir = resolve(options.dataDir);
  const archive = resolve(options.archive);
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  const pgliteDir = join(dataDir, 'pglite');
  const mediaDir = join(dataDir, 'media');
  refuseWhileInUse(pgliteDir);
  const occupied = [pgliteDir, mediaDir].filter(isNonEmptyDir);
  if (occupied.length && !options.force) {
    throw new BackupError(`Refusing to overwrite the existing data in ${occupied.join(' and ')}. Pass --force to replace it (it is moved aside, not deleted).`);
  }

  // Unpacked inside DATA_DIR, so the final moves are renames on one filesystem.
  mkdirSync(dataDir, { recursive: true });
  const staging = join(dataDir, `.restore-${process.pid}-${Date.now()}`);
  mkdirSync(staging);
  try {
    tar(['-xzf', archive, '-C', staging]);
    const manifest = readManifest(staging, archive);
    const restoredDb = join(staging, 'pglite');
    // Loading the dump starts the database once, which proves the copy usable before anything is replaced.
    const client = await PGlite.create({ dataDir: restoredDb, loadDataDir: new Blob([readFileSync(join(staging, DATABASE_TAR))]), extensions: { pg_trgm } });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }

    let movedAsideTo: string | undefined;
    if (occupied.length) {
      movedAsideTo = join(dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      mkdirSync(movedAsideTo);
      for (const dir of [pgliteDir, mediaDir]) if (existsSync(dir)) renameSync(dir, join(movedAsideTo, dir === pgliteDir ? 'pglite' : 'media'));
    } else {
      // Empty folders (a fresh DATA_DIR) may be replaced without ceremony.
      for (const dir of [pgliteDir, mediaDir]) rmSync(dir, { recursive: true, force: true });
    }
    renameSync(restoredDb, pgliteDir);
    if (manifest.media) renameSync(join(staging, 'media'), mediaDir);
    return { movedAsideTo, media: manifest.media };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
