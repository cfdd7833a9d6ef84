import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on the test PostgreSQL server, dropped (connections and all) when done. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * `prefix` names who made it (`wattson_test_…`), so a database left by a killed run says where it
 * came from. `template`: a database to copy instead of starting empty.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}
