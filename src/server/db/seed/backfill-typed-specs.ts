import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { typedSpecsOf } from '../../../shared/catalog/attributes/typed-specs.js';
import type { Db } from '../client.js';
import { products } from '../schema/products.js';

const BATCH = 500;

/**
 * Fills `typed_specs` for rows that have none yet: products from before the column existed (the
 * parser is TypeScript, so a SQL migration cannot do it). Runs at start under the start-up lock;
 * once every row is filled it is one indexed-nothing query. A value the parser cannot read is left
 * out, as the admin form would have refused it.
 */
export async function backfillTypedSpecs(db: Db): Promise<number> {
  let filled = 0;
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: products.id, category: products.categorySlug, specifications: products.specifications })
      .from(products)
      .where(and(isNull(products.typedSpecs), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return filled;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(products)
          .set({ typedSpecs: typedSpecsOf(row.category, row.specifications).values })
          .where(eq(products.id, row.id));
      }
    });
    filled += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
