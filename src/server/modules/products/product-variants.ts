import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { VariantGroup } from '../../../shared/catalog/product-variants.schema.js';
import { originalPrice, paiseToRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { listedProduct } from './product-visibility.js';

/** Where a product stands in a variant group: the main product it hangs under, or its own option names if it is one. */
export interface VariantPlace {
  id: string;
  variantOf: string | null;
  variantOptionNames: string[];
}

/** The id of the group's main product: the product's own when it is one (or has no group). */
export function mainIdOf(place: Pick<VariantPlace, 'id' | 'variantOf'>): string {
  return place.variantOf ?? place.id;
}

/** The same variant group: the main product and every variant under it. */
export function inGroup(mainId: string) {
  return or(eq(products.id, mainId), eq(products.variantOf, mainId));
}

/**
 * The variants shoppers may buy in this product's group (ADR 65), for its page's pickers; null when
 * the product has none. Read by the page of any variant, so each shows the same choices.
 */
export async function variantGroupOf(db: Db, place: VariantPlace): Promise<VariantGroup | null> {
  const mainId = mainIdOf(place);
  let optionNames = place.variantOptionNames;
  if (place.variantOf !== null) {
    const [main] = await db.select({ names: products.variantOptionNames }).from(products).where(eq(products.id, mainId)).limit(1);
    optionNames = main?.names ?? [];
  }
  if (optionNames.length === 0) return null;
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      options: products.variantOptions,
      label: products.variantLabel,
      pricePaise: products.pricePaise,
      discount: products.discount,
      stock: products.stock,
      images: products.images,
    })
    .from(products)
    .where(and(inGroup(mainId), listedProduct))
    // The main product first, then in the order staff added them.
    .orderBy(sql`${products.id} = ${mainId} desc`, asc(products.createdAt), asc(products.id));
  return {
    mainId,
    optionNames,
    variants: rows.map((row) => {
      const price = paiseToRupees(row.pricePaise);
      return {
        _id: row.id,
        sku: row.sku,
        options: row.options,
        label: row.label,
        price,
        discount: row.discount,
        displayOriginalPrice: originalPrice(price, row.discount),
        stock: row.stock,
        imageUrl: row.images[0] ?? '',
        images: row.images,
      };
    }),
  };
}

/** A product's name as carts and order lines show it: with its variant's values (`Havells LED Bulb — 9 W, 6500 K`). */
export const productDisplayName = sql<string>`case when ${products.variantLabel} = '' then ${products.name} else ${products.name} || ' — ' || ${products.variantLabel} end`;
