import { asc, eq, sql } from 'drizzle-orm';
import type { Courier } from '../../../shared/shipping/shipping.schema.js';
import type { Db } from '../../db/client.js';
import { couriers } from '../../db/schema/shipping.js';
import { HttpError } from '../../plugins/error-handler.js';

type CourierRow = typeof couriers.$inferSelect;

function toCourier(row: CourierRow): Courier {
  return { _id: row.id, name: row.name, trackingUrl: row.trackingUrl, active: row.active };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Names are unique whatever their case (the unique index on lower(name)): a clash is a 409 naming it. */
async function refuseDuplicate<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, `A courier named ${name} already exists`);
    throw error;
  }
}

export async function listCouriers(db: Db): Promise<Courier[]> {
  const rows = await db
    .select()
    .from(couriers)
    .orderBy(asc(sql`lower(${couriers.name})`));
  return rows.map(toCourier);
}

export interface CourierFields {
  name: string;
  trackingUrl: string;
  active: boolean;
}

export async function createCourier(db: Db, input: CourierFields): Promise<Courier> {
  const [row] = await refuseDuplicate(input.name, () => db.insert(couriers).values(input).returning());
  if (!row) throw new Error('courier insert returned nothing');
  return toCourier(row);
}

/** Editing a pattern changes the links of parcels already sent with it too: the courier's site moved for all of them. */
export async function updateCourier(db: Db, id: string, input: CourierFields): Promise<Courier> {
  const [row] = await refuseDuplicate(input.name, () =>
    db
      .update(couriers)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(couriers.id, id))
      .returning(),
  );
  if (!row) throw new HttpError(404, 'Courier not found');
  return toCourier(row);
}
