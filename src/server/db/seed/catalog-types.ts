/** Shapes of the hand-written seed catalog; the seeder turns them into rows. */

export interface SeedCategory {
  /** Top-level slug, e.g. `lighting`; also the category id. */
  slug: string;
  name: string;
  /** One sentence for the category page's meta description and heading. */
  description: string;
  /** Illustration kind used for the tile image (`/media/art/{art}-1.svg`). */
  art: string;
  submenuGroups: { title: string; items: { name: string; path: string }[] }[];
}

export interface SeedProduct {
  /** Text id; `1`–`4` are the spec's sample detail products. */
  id: string;
  name: string;
  brand: string;
  /** Top-level category slug. */
  category: string;
  /** Sub-category slug: the part after `/` of one of the category's item paths. */
  subCategory: string;
  /** Selling price in rupees (whole rupees or .50 style values). */
  price: number;
  /** Percent 0–60. */
  discount: number;
  description: string;
  features: string[];
  specifications: Record<string, string>;
  stock: number;
  rating: number;
  reviewCount: number;
  isNew: boolean;
  isFeatured: boolean;
  isBestSeller: boolean;
  /** Illustration kind rendered by modules/media/product-art.ts, e.g. `ceiling-fan`. */
  art: string;
  /** 2–4: how many gallery images (variants of the illustration). */
  imageCount: number;
  /** Days before the seed date the product was listed; drives the `newest` sort. */
  listedDaysAgo: number;
}
