import type { Product } from '../../../shared/catalog/product.schema.js';
import { originalPrice, paiseToRupees } from '../../../shared/money.js';
import type { products } from '../../db/schema/products.js';

export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;

/** Row → the spec's Product shape (`_id`, rupees, `displayOriginalPrice`). */
export function toProductDto(row: ProductRow): Product {
  const price = paiseToRupees(row.pricePaise);
  return {
    _id: row.id,
    name: row.name,
    price,
    description: row.description,
    category: row.categorySlug,
    subCategory: row.subCategory,
    brand: row.brand,
    imageUrl: row.images[0] ?? '',
    images: row.images,
    discount: row.discount,
    displayOriginalPrice: originalPrice(price, row.discount),
    rating: row.rating,
    reviewCount: row.reviewCount,
    features: row.features,
    specifications: row.specifications,
    stock: row.stock,
    isNew: row.isNew,
    isFeatured: row.isFeatured,
    isBestSeller: row.isBestSeller,
    createdAt: row.createdAt.toISOString(),
  };
}
