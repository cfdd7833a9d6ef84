import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useProducts } from '../../api/products/get-products';
import { PageTitle } from '../../components/page/page';
import { ProductGrid } from '../../components/product/product-grid';
import { ProductsLoadError } from '../../components/product/products-load-error';
import { prefersReducedMotion } from '../../../web/use-media-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BannerSlider } from './banner-slider';
import styles from './products-page.module.css';

const PAGE_SIZE = 24;

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function pageSearch(page: number): string {
  return page <= 1 ? '' : `?page=${page}`;
}

export default function ProductsPage() {
  const [searchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  useDocumentTitle(page > 1 ? `All Products — Page ${page}` : 'All Products');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useProducts({ page, pageSize: PAGE_SIZE });

  const totalPages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;

  // Pagination keeps the scroll position (no jump to the banner) and brings the list's heading into view instead.
  const showListTop = () => {
    headingRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <BannerSlider />
      <section className={`container ${styles.section}`} aria-labelledby="all-products-title">
        <div className={styles.head}>
          <PageTitle id="all-products-title" ref={headingRef} tabIndex={-1} size="medium" className={styles.title}>
            All Products
          </PageTitle>
          {data && (
            <p className={styles.count}>
              {data.total} product{data.total === 1 ? '' : 's'}
              {totalPages > 1 && ` · Page ${Math.min(page, totalPages)} of ${totalPages}`}
            </p>
          )}
        </div>

        <div className={isPlaceholderData ? styles.stale : undefined} aria-busy={isFetching}>
          {isError && !data ? (
            <ProductsLoadError onRetry={() => void refetch()} retrying={isFetching} />
          ) : (
            <ProductGrid
              products={data?.items ?? []}
              loading={isPending}
              emptyMessage={page > 1 ? 'There are no products on this page.' : 'No products available yet.'}
              skeletonCount={12}
              priority
            />
          )}
        </div>

        {data && (hasPrevious || hasNext) && (
          <nav className={styles.pagination} aria-label="Pagination">
            {hasPrevious ? (
              <Link to={pageSearch(Math.min(page, totalPages + 1) - 1)} preventScrollReset className={styles.pageLink} onClick={showListTop}>
                <ChevronLeft aria-hidden="true" size={18} />
                Previous
              </Link>
            ) : (
              <span className={`${styles.pageLink} ${styles.disabled}`} aria-disabled="true">
                <ChevronLeft aria-hidden="true" size={18} />
                Previous
              </span>
            )}
            <span className={styles.pageStatus}>
              Page {Math.min(page, totalPages)} of {totalPages}
            </span>
            {hasNext ? (
              <Link to={pageSearch(page + 1)} preventScrollReset className={styles.pageLink} onClick={showListTop}>
                Next
                <ChevronRight aria-hidden="true" size={18} />
              </Link>
            ) : (
              <span className={`${styles.pageLink} ${styles.disabled}`} aria-disabled="true">
                Next
                <ChevronRight aria-hidden="true" size={18} />
              </span>
            )}
          </nav>
        )}
      </section>
    </>
  );
}
