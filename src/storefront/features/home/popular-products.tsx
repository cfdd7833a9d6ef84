import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { POPULAR_PRODUCTS_COUNT } from '../../../shared/catalog/product-list-options';
import { useProducts, type ProductListParams } from '../../api/products/get-products';
import { ProductGrid } from '../../components/product/product-grid';
import { ProductsLoadError } from '../../components/product/products-load-error';
import styles from './popular-products.module.css';

const PAGE_SIZE = POPULAR_PRODUCTS_COUNT;

const TABS: ReadonlyArray<{ key: string; label: string; params: ProductListParams; empty: string }> = [
  { key: 'all', label: 'All Products', params: { pageSize: PAGE_SIZE, sort: 'featured' }, empty: 'No products available yet.' },
  { key: 'new', label: 'New Arrivals', params: { pageSize: PAGE_SIZE, isNew: true, sort: 'newest' }, empty: 'No new arrivals right now.' },
  { key: 'featured', label: 'Featured', params: { pageSize: PAGE_SIZE, featured: true }, empty: 'No featured products right now.' },
  { key: 'best', label: 'Best Sellers', params: { pageSize: PAGE_SIZE, bestSeller: true }, empty: 'No best sellers yet.' },
];

export function PopularProducts() {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tab = TABS[active] ?? TABS[0]!;
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useProducts(tab.params);

  // Automatic activation: arrow keys move focus and show the tab at once, as the APG tabs pattern allows.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  return (
    <section className={`container ${styles.section}`} aria-labelledby={`${baseId}-title`}>
      <div className={styles.head}>
        <div>
          <h2 id={`${baseId}-title`} className={styles.title}>
            Popular Products
          </h2>
          <p className={styles.lead}>Hand-picked favourites from our electricians and shoppers.</p>
        </div>
        {/* The tabs inside take focus (roving tabindex); the list hears their arrow keys. */}
        {/* eslint-disable-next-line jsx-a11y-x/interactive-supports-focus */}
        <div role="tablist" aria-label="Product collections" className={styles.tabs} onKeyDown={onKeyDown}>
          {TABS.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={index === active}
              aria-controls={panelId}
              tabIndex={index === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      </div>

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(active)}
        aria-busy={isFetching}
        tabIndex={0}
        className={isPlaceholderData ? `${styles.panel} ${styles.stale}` : styles.panel}
      >
        {isError && !data ? (
          <ProductsLoadError onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <ProductGrid products={data?.items ?? []} loading={isPending} emptyMessage={tab.empty} skeletonCount={PAGE_SIZE} />
        )}
      </div>

      <div className={styles.footer}>
        <Link to="/shop" className={styles.viewAll}>
          View All Products
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </section>
  );
}
