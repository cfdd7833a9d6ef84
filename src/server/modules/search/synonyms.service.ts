import { asc, eq, sql } from 'drizzle-orm';
import type { SynonymGroup, SynonymGroupInput } from '../../../shared/search/search-admin.schema.js';
import type { Db } from '../../db/client.js';
import { searchSynonyms } from '../../db/schema/search.js';

const toGroup = (row: typeof searchSynonyms.$inferSelect): SynonymGroup => ({ id: row.id, terms: row.terms, updatedAt: row.updatedAt.toISOString() });

export async function listSynonyms(db: Db): Promise<SynonymGroup[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id));
  return rows.map(toGroup);
}

/** Just the words, in a stable order, for the search index. */
export async function listSynonymGroups(db: Db): Promise<string[][]> {
  return (await listSynonyms(db)).map((g) => g.terms);
}

export async function addSynonyms(db: Db, input: SynonymGroupInput): Promise<SynonymGroup> {
  const [row] = await db.insert(searchSynonyms).values({ terms: input.terms }).returning();
  if (!row) throw new Error('synonym group not inserted');
  return toGroup(row);
}

export async function updateSynonyms(db: Db, id: string, input: SynonymGroupInput): Promise<SynonymGroup | null> {
  const [row] = await db
    .update(searchSynonyms)
    .set({ terms: input.terms, updatedAt: sql`now()` })
    .where(eq(searchSynonyms.id, id))
    .returning();
  return row ? toGroup(row) : null;
}

export async function deleteSynonyms(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
  return rows.length > 0;
}
