import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { prepareDatabase } from '../db/seed/prepare-database.js';
import { users } from '../db/schema/users.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createSession } from '../plugins/session/session-tokens.js';
import type { FaultStore } from './fault-store.js';

export interface Shopper {
  id: string;
  email: string;
  token: string;
}

export interface PreparedShop {
  shoppers: Shopper[];
  /** The products the shoppers buy. */
  productIds: string[];
  /** Stock of every product before the load, to check what was sold against it afterwards. */
  initialStock: Map<string, number>;
}

export const SHOPPER_PASSWORD = 'correct horse battery';

/**
 * Migrates and seeds the store as the server would (a no-op on the PGlite template), adds verified
 * shoppers with live sessions from the app's own session service, and gives the products they buy
 * a stock no run can exhaust (running out would only add 409s, not test anything about faults).
 */
export async function prepareShop(store: FaultStore, options: { shoppers: number; products: number }): Promise<PreparedShop> {
  const database = await store.openDatabase();
  try {
    await prepareDatabase(database);
    // One password hash for all: argon2 is slow on purpose, and these accounts differ only by email.
    const passwordHash = await hashPassword(SHOPPER_PASSWORD);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < options.shoppers; i++) {
      const email = `shopper-${i}-${randomBytes(3).toString('hex')}@example.in`;
      const [user] = await database.db
        .insert(users)
        .values({ username: `Shopper ${i}`, email, passwordHash, emailVerifiedAt: new Date() })
        .returning({ id: users.id });
      if (!user) throw new Error('shopper not created');
      shoppers.push({ id: user.id, email, token: (await createSession(database.db, user.id, 'customer')).token });
    }
    const picked = await queryRows<{ id: string }>(database.db, sql`select id from products where deleted_at is null order by id limit ${options.products}`);
    const productIds = picked.map((row) => row.id);
    await database.db.execute(sql`update products set stock = 100000 where id in ${productIds}`);
    const stock = await queryRows<{ id: string; stock: number }>(database.db, sql`select id, stock from products`);
    return { shoppers, productIds, initialStock: new Map(stock.map((row) => [row.id, Number(row.stock)])) };
  } finally {
    await database.close();
  }
}
