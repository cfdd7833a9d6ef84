import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteExtensions } from '../db/client.js';
import { prepareDatabase } from '../db/seed/prepare-database.js';
import { projectRoot } from '../project-root.js';

/**
 * A migrated, seeded database is built once and copied for every API test file: building one takes
 * ~30 s (initdb in WebAssembly, migrations, seed art), copying one a few seconds (PGlite) or a
 * fraction of one (PostgreSQL's `CREATE DATABASE … TEMPLATE`).
 *
 * The copy is keyed by a fingerprint of everything that can change what a fresh database holds: the
 * migrations and the server and shared code the seed runs. Broad on purpose: a stale template would
 * make tests pass against yesterday's schema, a needless rebuild only costs half a minute.
 */
const FINGERPRINTED = ['drizzle', 'src/server/db', 'src/server/jobs', 'src/server/modules', 'src/shared'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (!entry.name.endsWith('.test.ts')) yield path;
  }
}

export function templateFingerprint(): string {
  const hash = createHash('sha256');
  for (const root of FINGERPRINTED) {
    for (const file of [...sourceFiles(join(projectRoot, root))].sort()) {
      hash.update(relative(projectRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const cacheDir = join(projectRoot, 'node_modules', '.cache', 'wattson-test');

/** Path of a gzipped PGlite data folder dump, built now unless one for this fingerprint exists. */
export async function ensurePgliteTemplate(fingerprint: string): Promise<string> {
  const path = join(cacheDir, `pglite-${fingerprint}.tar.gz`);
  if (existsSync(path) && statSync(path).size > 0) return path;
  mkdirSync(cacheDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'wattson-template-'));
  try {
    const database = await openDatabase({ dataDir });
    try {
      await prepareDatabase(database);
    } finally {
      await database.close();
    }
    const client = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: pgliteExtensions });
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    // Written aside and renamed: a run started meanwhile never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return path;
}

async function withServerClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any number, the same in every test run: serialises template building across concurrent runs. */
const TEMPLATE_LOCK_KEY = 7_302_411_950;
/** Templates of other fingerprints are dropped once this old, so parallel checkouts keep theirs. */
const STALE_TEMPLATE_HOURS = 12;

/** Name of a template database on the PostgreSQL server, built now unless one for this fingerprint exists. */
export async function ensurePostgresTemplate(serverUrl: string, fingerprint: string): Promise<string> {
  const name = `wattson_template_${fingerprint}`;
  return withServerClient(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const stale = await client.query<{ datname: string }>(
        `select datname from pg_database
          where datname like 'wattson\\_template\\_%' and datname <> $1
            and coalesce(shobj_description(oid, 'pg_database'), '0')::bigint < extract(epoch from now()) - $2 * 3600`,
        [name, STALE_TEMPLATE_HOURS],
      );
      for (const row of stale.rows) await client.query(`drop database if exists ${row.datname} with (force)`);
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount) return name;
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building) });
      try {
        await prepareDatabase(database);
      } finally {
        await database.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
      await client.query(`comment on database ${name} is '${Math.floor(Date.now() / 1000)}'`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}
