import { Link, useSearchParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '../../api/products/get-products';
import { Pagination, readPage } from '../../components/pagination/pagination';
import { ProductGrid } from '../../components/product/product-grid';
import { ProductsLoadError } from '../../components/product/products-load-error';
import { ResultCount } from '../../components/product/result-count';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCategories } from '../../api/categories/get-categories';
import { FacetPanel } from '../../components/facets/facet-panel';
import { HydrateLater } from '../../components/hydrate-later/hydrate-later';
import { FilterDrawer } from '../../components/facets/filter-drawer';
import { useFacetFilters } from '../../components/facets/use-facet-filters';
import { SearchForm } from './search-form';
import { Page, PageTitle } from '../../components/page/page';
import styles from './search-page.module.css';
import { LISTING_PAGE_SIZE } from '../../../shared/catalog/product-list-options';

const PAGE_SIZE = LISTING_PAGE_SIZE;

export default function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const page = readPage(searchParams);
  const category = searchParams.get('category') ?? undefined;
  const facetFilters = useFacetFilters(category);
  const categories = useCategories();
  // No sort: the API ranks matches by relevance, which is what a searcher wants first.
  const products = useQuery({
    ...productsQueryOptions({ q, category, page, pageSize: PAGE_SIZE, attributeFilters: facetFilters.entries }),
    // Without a query there is nothing to rank; listing the whole catalog here would only confuse.
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(q ? `Search results for "${q}"` : 'Search');

  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const items = products.data?.items ?? [];

  function search(next: string) {
    setSearchParams(next ? { q: next } : {});
  }

  function chooseCategory(next: string) {
    // A category's own filters (wattage, sweep…) come with it; another category's would be refused.
    setSearchParams(
      (current) => {
        const params = new URLSearchParams([...current].filter(([name]) => !name.startsWith('f.') && !name.startsWith('r.') && name !== 'page'));
        if (next) params.set('category', next);
        else params.delete('category');
        return params;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <Page>
      <header className={styles.header}>
        <PageTitle size="medium">{q ? `Search results for "${q}"` : 'Search'}</PageTitle>
        <SearchForm initialQuery={q} onSearch={search} />
      </header>

      {!q ? (
        <p className={styles.prompt}>Type a product name, brand or category above to start searching.</p>
      ) : products.isError && !products.data ? (
        <ProductsLoadError onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : !products.isPending && total === 0 && facetFilters.entries.length === 0 && !category ? (
        <div className={styles.empty} role="status">
          <SearchX size={40} aria-hidden="true" className={styles.emptyIcon} />
          <p className={styles.emptyText}>No products match "{q}".</p>
          <p className={styles.emptyHint}>Check the spelling, try a shorter word, or browse everything we sell.</p>
          <Link to="/shop" className={styles.shopLink}>
            Browse the shop
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <aside className={styles.facets} aria-label="Filters">
            <FilterDrawer total={products.data?.total} activeCount={facetFilters.entries.length + (category ? 1 : 0)}>
              <label className={styles.categoryField}>
                <span className={styles.categoryLabel}>Category</span>
                <select className={styles.categorySelect} value={category ?? ''} onChange={(event) => chooseCategory(event.target.value)}>
                  <option value="">All categories</option>
                  {(categories.data ?? []).map((c) => (
                    <option key={c.category} value={c.category}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              {products.data && (
                <HydrateLater>
                  <FacetPanel facets={products.data.facets} control={facetFilters} />
                </HydrateLater>
              )}
            </FilterDrawer>
          </aside>
          <section aria-labelledby="search-results-heading" className={styles.results}>
            <h2 id="search-results-heading" className="visually-hidden">
              Matching products
            </h2>
            <div className={styles.toolbar}>
              <ResultCount loading={products.isPending} page={products.data?.page ?? page} pageSize={PAGE_SIZE} shown={items.length} total={total} />
            </div>
            <div className={products.isPlaceholderData ? styles.stale : undefined} aria-busy={products.isFetching}>
              <ProductGrid
                products={items}
                loading={products.isPending}
                skeletonCount={8}
                priority
                emptyMessage={`No products match "${q}" with these filters.`}
              />
            </div>
            <Pagination page={page} pageCount={pageCount} searchParams={searchParams} label="Search result pages" />
          </section>
        </div>
      )}
    </Page>
  );
}
