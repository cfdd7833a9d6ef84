// The bench's PostgreSQL database: a copy of a seeded template per catalog size, so that a run at
// 100 000 or 1 000 000 products does not spend minutes seeding every time. The template's name
// carries a hash of what decides the generated catalog (the generator, the hand-written catalog,
// the typed-specs parser): change one and a new template is seeded. The app migrates its copy at start.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const SEED_INPUTS = ['src/server/db/seed', 'src/shared/catalog/attributes'];

function filesUnder(root, path) {
  const full = join(root, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full)
    .sort()
    .flatMap((entry) => filesUnder(root, join(path, entry)));
}

function seedHash(root) {
  const hash = createHash('sha1');
  for (const file of SEED_INPUTS.flatMap((p) => filesUnder(root, p))) hash.update(file.slice(root.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 10);
}

function urlFor(baseUrl, name) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin(baseUrl, work) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database for this run (`wattson_bench_<pid>`), copied from the template of this catalog size,
 * seeding the template first if there is none. Returns its URL and a function that drops it.
 */
export async function benchDatabase({ root, baseUrl, products }) {
  const template = `wattson_bench_tpl_${products}_${seedHash(root)}`;
  const name = `wattson_bench_${process.pid}`;
  const exists = await withAdmin(baseUrl, async (admin) => (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount > 0);
  if (!exists) {
    console.log(`Seeding the bench template ${template} (${products.toLocaleString('en-IN')} products; kept for later runs)…`);
    await withAdmin(baseUrl, async (admin) => {
      // Older templates of the same size were seeded by other code: drop them.
      const { rows } = await admin.query(`select datname from pg_database where datname like $1`, [`wattson_bench_tpl_${products}_%`]);
      for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.query(`create database "${template}_seeding"`);
    });
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'src/server/db/seed/seed-cli.ts'), '--products', String(products)], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: urlFor(baseUrl, `${template}_seeding`), LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    await withAdmin(baseUrl, (admin) => admin.query(`alter database "${template}_seeding" rename to "${template}"`));
  }
  await withAdmin(baseUrl, (admin) => admin.query(`create database "${name}" template "${template}"`));
  return {
    url: urlFor(baseUrl, name),
    drop: () => withAdmin(baseUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`)),
  };
}
