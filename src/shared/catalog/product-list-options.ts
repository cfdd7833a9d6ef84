/**
 * The shop list's sort keys and price ceiling, apart from the zod schemas so the storefront's
 * first view can use them without loading zod.
 */
export const productSorts = ['featured', 'newest', 'price-low', 'price-high'] as const;
export type ProductSort = (typeof productSorts)[number];

export const PRICE_FILTER_MAX = 10000;
export const PAGE_SIZE_MAX = 100;

/** Products per page on the shop, category and search lists. */
export const LISTING_PAGE_SIZE = 12;
/** Products in each tab of the home page's popular products. */
export const POPULAR_PRODUCTS_COUNT = 8;
