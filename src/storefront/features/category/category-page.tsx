import { useParams, useSearchParams } from 'react-router';
import { useCategories } from '../../api/categories/get-categories';
import { useProducts } from '../../api/products/get-products';
import { Breadcrumb, type BreadcrumbItem } from '../../components/breadcrumb/breadcrumb';
import { Page, PageTitle } from '../../components/page/page';
import { Pagination, readPage } from '../../components/pagination/pagination';
import { ProductGrid } from '../../components/product/product-grid';
import { ProductsLoadError } from '../../components/product/products-load-error';
import { ResultCount } from '../../components/product/result-count';
import { readSort, SortSelect } from '../../components/product/sort-select';
import { useDocumentTitle } from '../../lib/use-document-title';
import { reportNotFound } from '../../lib/not-found-status';
import { FacetPanel } from '../../components/facets/facet-panel';
import { HydrateLater } from '../../components/hydrate-later/hydrate-later';
import { FilterDrawer } from '../../components/facets/filter-drawer';
import { useFacetFilters } from '../../components/facets/use-facet-filters';
import { findCategory } from './category-lookup';
import { SubCategoryNav } from './sub-category-nav';
import { MediaImage } from '../../components/media-image/media-image';
import styles from './category-page.module.css';
import { LISTING_PAGE_SIZE } from '../../../shared/catalog/product-list-options';

const PAGE_SIZE = LISTING_PAGE_SIZE;

export default function CategoryPage() {
  const { category: slug = '', sub } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = readSort(searchParams);
  const page = readPage(searchParams);

  const categories = useCategories();
  const { category, subItem } = findCategory(categories.data, slug, sub);
  const facetFilters = useFacetFilters(slug);
  const products = useProducts({ category: slug, sub, sort, page, pageSize: PAGE_SIZE, attributeFilters: facetFilters.entries });

  // An unknown slug or sub-category shows the spec's "No products found in the {category} category." and the
  // server answers it 404 (ADR 39); the page keeps its slug as its title.
  const displayName = sub ? (subItem?.name ?? sub) : (category?.name ?? slug);
  const namesPending = categories.isPending;
  const unknown = categories.isSuccess && (!category || (sub !== undefined && !subItem));
  useDocumentTitle(namesPending ? undefined : displayName);

  const crumbs: BreadcrumbItem[] = [{ label: 'Home', to: '/' }];
  if (sub) crumbs.push({ label: category?.name ?? slug, to: `/categories/${slug}` }, { label: displayName });
  else crumbs.push({ label: displayName });

  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  function changeSort(next: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'featured') params.delete('sort');
        else params.set('sort', next);
        params.delete('page');
        return params;
      },
      { preventScrollReset: true },
    );
  }

  // The hero's text and the sub-category chips come with the names: drawn before them, the products
  // below would jump down when they arrive (layout shift). The products request is already on its way.
  if (unknown) reportNotFound();
  if (namesPending) {
    return (
      <Page className={styles.pending} role="status">
        <span className="visually-hidden">Loading category…</span>
      </Page>
    );
  }

  return (
    <Page>
      <Breadcrumb items={crumbs} />
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <PageTitle size="display" onDark>
            {displayName}
          </PageTitle>
          {category?.description && <p className={styles.description}>{category.description}</p>}
        </div>
        {category?.img && <MediaImage src={category.img} alt="" width={160} height={160} sizes="160px" priority className={styles.heroImage} />}
      </header>
      {category && <SubCategoryNav category={category} activeSub={sub} />}

      <div className={styles.layout}>
        <aside className={styles.facets} aria-label="Filters">
          <FilterDrawer total={products.data?.total} activeCount={facetFilters.entries.length}>
            {products.data && (
              <HydrateLater>
                <FacetPanel facets={products.data.facets} control={facetFilters} />
              </HydrateLater>
            )}
          </FilterDrawer>
        </aside>
        <section className={styles.results} aria-labelledby="category-results-heading">
          {/* Cards use h3 names; this keeps the outline h1 → h2 → h3 without a visible heading. */}
          <h2 id="category-results-heading" className="visually-hidden">
            {displayName} products
          </h2>
          <div className={styles.toolbar}>
            <ResultCount
              loading={products.isPending}
              failed={products.isError && !products.data}
              page={products.data?.page ?? page}
              pageSize={PAGE_SIZE}
              shown={products.data?.items.length ?? 0}
              total={total}
            />
            <SortSelect value={sort} onChange={changeSort} />
          </div>

          {products.isError && !products.data ? (
            <ProductsLoadError onRetry={() => void products.refetch()} retrying={products.isFetching} />
          ) : (
            <div className={products.isPlaceholderData ? styles.stale : undefined} aria-busy={products.isFetching}>
              <ProductGrid
                products={products.data?.items ?? []}
                loading={products.isPending}
                skeletonCount={8}
                priority
                emptyMessage={
                  // Spec §8: a category (or sub-category) with no products at all says so; filters that match nothing, or an
                  // unknown category, say none were found.
                  unknown || facetFilters.entries.length > 0 ? `No products found in the ${displayName} category.` : 'No products available in this category'
                }
              />
            </div>
          )}

          <Pagination page={page} pageCount={pageCount} searchParams={searchParams} label={`${displayName} pages`} />
        </section>
      </div>
    </Page>
  );
}
