import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';
import { LISTING_PAGE_SIZE, PRICE_FILTER_MAX, type ProductSort } from '../../../shared/catalog/product-list-options';
import { leavingPage } from '../../../shared/web/leaving-page';
import type { ProductListParams } from '../../api/products/get-products';
import { readPage } from '../../components/pagination/pagination';
import { readSort } from '../../components/product/sort-select';

export const SHOP_PAGE_SIZE = LISTING_PAGE_SIZE;
export const PRICE_STEP = 100;

export type StatusFilter = 'inStock' | 'onSale' | 'isNew';

export interface ShopFilters {
  category: string;
  minPrice: number;
  /** PRICE_FILTER_MAX means "no upper limit", so items above ₹10,000 still show. */
  maxPrice: number;
  sort: ProductSort;
  inStock: boolean;
  onSale: boolean;
  isNew: boolean;
  page: number;
}

/**
 * The router hands updaters the query of the last *rendered* location; two quick changes (a slider commit
 * landing just as a box is ticked) would then drop one. The address bar is always current.
 */
function latestSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** A filter tweak should not throw the shopper back to the top of the page the way a new page would. */
const SAME_SCROLL = { preventScrollReset: true } as const;

export type ShopFilterPatch = Partial<Omit<ShopFilters, 'page'>>;

function readPrice(value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const price = Number(value);
  if (!Number.isFinite(price)) return fallback;
  return Math.min(PRICE_FILTER_MAX, Math.max(0, Math.round(price / PRICE_STEP) * PRICE_STEP));
}

function readFilters(searchParams: URLSearchParams): ShopFilters {
  const minPrice = readPrice(searchParams.get('minPrice'), 0);
  const maxPrice = readPrice(searchParams.get('maxPrice'), PRICE_FILTER_MAX);
  return {
    category: searchParams.get('category') ?? '',
    // A swapped pair from a hand-edited URL would make the API answer 400; order it instead.
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice: Math.max(minPrice, maxPrice),
    sort: readSort(searchParams),
    inStock: searchParams.get('inStock') === 'true',
    onSale: searchParams.get('onSale') === 'true',
    isNew: searchParams.get('isNew') === 'true',
    page: readPage(searchParams),
  };
}

/** Writes only non-default values, so `/shop` with no filters has no query string at all. */
function writePatch(next: URLSearchParams, patch: ShopFilterPatch): void {
  const set = (key: string, value: string | undefined) => (value === undefined ? next.delete(key) : next.set(key, value));
  if ('category' in patch) {
    set('category', patch.category || undefined);
    // Attribute filters belong to a category; another category's would be refused.
    for (const name of [...next.keys()]) if (name.startsWith('f.') || name.startsWith('r.')) next.delete(name);
  }
  if ('minPrice' in patch) set('minPrice', patch.minPrice ? String(patch.minPrice) : undefined);
  if ('maxPrice' in patch) set('maxPrice', patch.maxPrice !== undefined && patch.maxPrice < PRICE_FILTER_MAX ? String(patch.maxPrice) : undefined);
  if ('sort' in patch) set('sort', patch.sort && patch.sort !== 'featured' ? patch.sort : undefined);
  for (const key of ['inStock', 'onSale', 'isNew'] as const) {
    if (key in patch) set(key, patch[key] ? 'true' : undefined);
  }
}

/** All shop filter state lives in the URL so a filtered view can be shared and the back button undoes a change. */
export function useShopFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  // The router's own state: the price slider applies after a pause, when the shopper may have clicked a product.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const shopPathname = router?.state.location.pathname;

  const updateFilters = useCallback(
    (patch: ShopFilterPatch) => {
      if (router && leavingPage(router.state, shopPathname)) return;
      setSearchParams(() => {
        const next = latestSearchParams();
        writePatch(next, patch);
        // A new filter changes the result set, so page 7 of the old one means nothing.
        next.delete('page');
        return next;
      }, SAME_SCROLL);
    },
    [setSearchParams, router, shopPathname],
  );

  // Sort order is a view preference, not a filter, so it survives 'Clear filters'.
  const clearFilters = useCallback(
    () =>
      setSearchParams(() => {
        const next = new URLSearchParams();
        const sort = latestSearchParams().get('sort');
        if (sort) next.set('sort', sort);
        return next;
      }, SAME_SCROLL),
    [setSearchParams],
  );

  const apiParams: ProductListParams = useMemo(
    () => ({
      category: filters.category || undefined,
      minPrice: filters.minPrice > 0 ? filters.minPrice : undefined,
      maxPrice: filters.maxPrice < PRICE_FILTER_MAX ? filters.maxPrice : undefined,
      sort: filters.sort,
      inStock: filters.inStock || undefined,
      onSale: filters.onSale || undefined,
      isNew: filters.isNew || undefined,
      page: filters.page,
      pageSize: SHOP_PAGE_SIZE,
    }),
    [filters],
  );

  const hasActiveFilters =
    filters.category !== '' || filters.minPrice > 0 || filters.maxPrice < PRICE_FILTER_MAX || filters.inStock || filters.onSale || filters.isNew;

  return { filters, apiParams, searchParams, updateFilters, clearFilters, hasActiveFilters };
}
