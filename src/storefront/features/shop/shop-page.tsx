import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useProducts } from '../../api/products/get-products';
import { Page, PageTitle } from '../../components/page/page';
import { Pagination } from '../../components/pagination/pagination';
import { HydrateLater } from '../../components/hydrate-later/hydrate-later';
import { ProductGrid } from '../../components/product/product-grid';
import { ProductsLoadError } from '../../components/product/products-load-error';
import { ResultCount } from '../../components/product/result-count';
import { SortSelect } from '../../components/product/sort-select';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FacetPanel } from '../../components/facets/facet-panel';
import { useFacetFilters } from '../../components/facets/use-facet-filters';
import { FilterPanel } from './filter-panel';
import { SHOP_PAGE_SIZE, useShopFilters } from './use-shop-filters';
import styles from './shop-page.module.css';

export default function ShopPage() {
  useDocumentTitle('Shop');
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { filters, apiParams, searchParams, updateFilters, clearFilters, hasActiveFilters } = useShopFilters();
  const facetFilters = useFacetFilters(filters.category || undefined);
  const products = useProducts({ ...apiParams, attributeFilters: facetFilters.entries });

  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));

  return (
    <Page roomyTop className={styles.frame}>
      <header className={styles.hero}>
        <PageTitle size="display" className={styles.title}>
          Shop
        </PageTitle>
        <p className={styles.lead}>Lighting, switches, wiring, fans and everything electrical — filtered your way.</p>
      </header>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Product filters">
          <button
            type="button"
            className={styles.filtersToggle}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal size={18} aria-hidden="true" />
            Filters
            {hasActiveFilters && (
              <>
                <span className={styles.activeDot} aria-hidden="true" />
                <span className="visually-hidden"> (active)</span>
              </>
            )}
          </button>
          {/* The panels hydrate in a turn of their own (ADR 71): the toggle above is live first. */}
          <HydrateLater>
            <div className={`${styles.panelWrap} ${filtersOpen ? styles.panelOpen : ''}`}>
              <FilterPanel
                id={panelId}
                filters={filters}
                onChange={updateFilters}
                onClear={clearFilters}
                canClear={hasActiveFilters || facetFilters.entries.length > 0}
              />
              {products.data && (
                <div className={styles.facets}>
                  <FacetPanel facets={products.data.facets} control={facetFilters} />
                </div>
              )}
            </div>
          </HydrateLater>
        </aside>

        <section className={styles.results} aria-labelledby="shop-results-heading">
          <h2 id="shop-results-heading" className="visually-hidden">
            Products
          </h2>
          <div className={styles.toolbar}>
            <ResultCount
              loading={products.isPending}
              failed={products.isError && !products.data}
              page={products.data?.page ?? filters.page}
              pageSize={SHOP_PAGE_SIZE}
              shown={products.data?.items.length ?? 0}
              total={total}
            />
            <SortSelect value={filters.sort} onChange={(sort) => updateFilters({ sort })} />
          </div>

          {products.isError && !products.data ? (
            <ProductsLoadError onRetry={() => void products.refetch()} retrying={products.isFetching} />
          ) : (
            <div className={products.isPlaceholderData ? styles.stale : undefined} aria-busy={products.isFetching}>
              <ProductGrid
                products={products.data?.items ?? []}
                loading={products.isPending}
                skeletonCount={SHOP_PAGE_SIZE}
                priority
                emptyMessage="No products match these filters. Try widening the price range or clearing filters."
              />
            </div>
          )}

          <Pagination page={filters.page} pageCount={pageCount} searchParams={searchParams} label="Shop pages" />
        </section>
      </div>
    </Page>
  );
}
