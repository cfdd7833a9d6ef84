import type { Product, ProductSummary } from '../../../shared/catalog/product.schema.js';
import { originalPrice, paiseToRupees } from '../../../shared/money.js';
import type { products } from '../../db/schema/products.js';

/**
 * A product row with the GST rate in force for its HSN code today (basis points; null: none, not for
 * sale). Typed specs are for filtering; the product page shows the specifications as staff wrote them.
 */
export type ProductRow = Omit<typeof products.$inferSelect, 'search' | 'typedSpecs' | AdminOnlyColumn | RatingBookkeeping | VariantColumn> & {
  gstRateBp: number | null;
};

/** Columns only staff see: the storefront shows listed products alone, and matches nothing by SKU. */
type AdminOnlyColumn = 'sku' | 'status' | 'lowStockThreshold' | 'nonReturnable';

/** A variant's grouping (ADR 65): the product page reads it apart, as its `variantGroup`. */
type VariantColumn = 'variantOf' | 'variantOptionNames' | 'variantOptions' | 'variantLabel';

/** Where rating and reviewCount come from (ADR 51); the storefront shows the numbers only. */
type RatingBookkeeping = 'ratingSource' | 'seedRating' | 'seedReviewCount';

/** What a list needs of a row: no description, features, specifications or gallery, only the first image. */
export type ProductSummaryRow = Omit<ProductRow, 'description' | 'features' | 'specifications' | 'images'> & { imageUrl: string };

/** Row → a list's product (`ProductSummary`): the card's fields, in the same units as the full product. */
export function toProductSummaryDto(row: ProductSummaryRow): ProductSummary {
  const price = paiseToRupees(row.pricePaise);
  return {
    _id: row.id,
    name: row.name,
    price,
    hsn: row.hsn,
    gstRate: row.gstRateBp === null ? null : row.gstRateBp / 100,
    category: row.categorySlug,
    subCategory: row.subCategory,
    brand: row.brand,
    imageUrl: row.imageUrl,
    discount: row.discount,
    displayOriginalPrice: originalPrice(price, row.discount),
    rating: row.rating,
    reviewCount: row.reviewCount,
    stock: row.stock,
    isNew: row.isNew,
    isFeatured: row.isFeatured,
    isBestSeller: row.isBestSeller,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Row → the spec's Product shape (`_id`, rupees, `displayOriginalPrice`): the card's fields and the product page's. */
export function toProductDto(row: ProductRow): Product {
  return {
    ...toProductSummaryDto({ ...row, imageUrl: row.images[0] ?? '' }),
    description: row.description,
    images: row.images,
    features: row.features,
    specifications: row.specifications,
  };
}
