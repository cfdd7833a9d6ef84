import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressBody } from '../../../shared/shopping/saved-address.schema.js';
import type { Address } from '../../../shared/shopping/order.schema.js';
import { queryRows, type Db } from '../../db/client.js';
import { savedAddresses } from '../../db/schema/delivery.js';
import { isUuid } from '../../db/uuid.js';
import { rowsStatement } from '../../db/built-once.js';
import { HttpError } from '../../plugins/error-handler.js';

type Row = typeof savedAddresses.$inferSelect;

function toSaved(row: Row): SavedAddress {
  return { _id: row.id, address: row.address as Address, isDefault: row.isDefault, lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/** The shopper's addresses, the one last used first, then the default, then the newest. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(sql`${savedAddresses.lastUsedAt} desc nulls last`, desc(savedAddresses.isDefault), desc(savedAddresses.createdAt));
  return rows.map(toSaved);
}

/**
 * Locks the shopper's row so their address writes take turns: the count under the limit and the
 * single default hold even when two tabs save at once (the same lock order as checkout: users first).
 */
async function lockOwner(tx: Db, userId: string): Promise<void> {
  const [owner] = await queryRows<{ id: string }>(tx, sql`select id from users where id = ${userId} for update`);
  if (!owner) throw new HttpError(401, 'Authentication required. Please sign in.');
}

async function clearDefault(tx: Db, userId: string, except: string | null): Promise<void> {
  await tx
    .update(savedAddresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), except ? ne(savedAddresses.id, except) : undefined));
}

export async function addAddress(db: Db, userId: string, body: SavedAddressBody, usedNow = false): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int`, defaults: sql<number>`count(*) filter (where ${savedAddresses.isDefault})::int` })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId));
    if ((count?.n ?? 0) >= MAX_SAVED_ADDRESSES) throw new HttpError(409, `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one first.`);
    // The first address is the default until the shopper picks another.
    const isDefault = body.isDefault ?? (count?.defaults ?? 0) === 0;
    if (isDefault) await clearDefault(tx, userId, null);
    const [row] = await tx
      .insert(savedAddresses)
      .values({ userId, address: body.address, isDefault, lastUsedAt: usedNow ? sql`now()` : null })
      .returning();
    if (!row) throw new Error('address insert returned nothing');
    return toSaved(row);
  });
}

/** Another shopper's address answers exactly like a missing one. */
export async function updateAddress(db: Db, userId: string, id: string, body: SavedAddressBody): Promise<SavedAddress> {
  if (!isUuid(id)) throw new HttpError(404, 'Address not found');
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    if (body.isDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(savedAddresses)
      .set({ address: body.address, ...(body.isDefault === undefined ? {} : { isDefault: body.isDefault }), updatedAt: sql`now()` })
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning();
    if (!row) throw new HttpError(404, 'Address not found');
    return toSaved(row);
  });
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, 'Address not found');
  const removed = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning({ id: savedAddresses.id });
  if (removed.length === 0) throw new HttpError(404, 'Address not found');
}

/** An address ordered to again is marked used; built once, as every order runs it (ADR 80). */
const touchAddress = rowsStatement<{ id: string }, { userId: string; address: string }>('address_touch', { id: savedAddresses.id }, (db, fields) =>
  db
    .update(savedAddresses)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(savedAddresses.userId, sql.placeholder('userId')), sql`${savedAddresses.address} = ${sql.placeholder('address')}::jsonb`))
    .returning(fields),
);

/**
 * After an order: the address it went to becomes the shopper's last used — the saved one with the
 * same fields, or a new one while they have room (an address book that fills itself, never beyond the limit).
 */
export async function rememberOrderAddress(db: Db, userId: string, address: Address): Promise<void> {
  const touched = await touchAddress(db, { userId, address: JSON.stringify(address) });
  if (touched.length > 0) return;
  // A new address, kept while there is room: addAddress's rules (the owner's lock, the limit, the
  // first one the default) in one statement under the lock. Being the default only when there is
  // none, it never has another default to clear.
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    await tx.execute(sql`insert into saved_addresses (user_id, address, is_default, last_used_at)
      select ${userId}, ${JSON.stringify(address)}::jsonb, held.defaults = 0, now()
      from (select count(*)::int as n, count(*) filter (where is_default)::int as defaults from saved_addresses where user_id = ${userId}) as held
      where held.n < ${MAX_SAVED_ADDRESSES}`);
  });
}
