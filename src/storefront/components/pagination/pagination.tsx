import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './pagination.module.css';

/** Reads `?page=` as a whole number ≥ 1; anything else is page 1 so a hand-edited URL never breaks the list. */
export function readPage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Returns a copy of the query with `page` set, dropping it for page 1 so the canonical URL stays short. */
export function withPage(searchParams: URLSearchParams, page: number): string {
  const next = new URLSearchParams(searchParams);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '?';
}

type PageSlot = number | 'gap-start' | 'gap-end';

/** First, last and two either side of the current page; the rest collapse into an ellipsis. */
function pageSlots(current: number, count: number): PageSlot[] {
  const pages = new Set<number>([1, count]);
  for (let p = current - 1; p <= current + 1; p += 1) if (p >= 1 && p <= count) pages.add(p);
  if (current <= 3) for (let p = 2; p <= Math.min(4, count); p += 1) pages.add(p);
  if (current >= count - 2) for (let p = Math.max(1, count - 3); p < count; p += 1) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) slots.push(index === 1 ? 'gap-start' : 'gap-end');
    slots.push(page);
  });
  return slots;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  searchParams: URLSearchParams;
  label?: string;
}

/** Real links (not buttons) so every page has a shareable address; the router's ScrollRestoration returns to the top. */
export function Pagination({ page, pageCount, searchParams, label = 'Pagination' }: PaginationProps) {
  if (pageCount <= 1) return null;

  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link to={withPage(searchParams, page - 1)} className={`${styles.link} ${styles.step}`}>
              <ChevronLeft size={16} aria-hidden="true" />
              Previous
            </Link>
          ) : (
            <span className={`${styles.link} ${styles.step} ${styles.disabled}`} aria-disabled="true">
              <ChevronLeft size={16} aria-hidden="true" />
              Previous
            </span>
          )}
        </li>
        {pageSlots(page, pageCount).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <Link
                to={withPage(searchParams, slot)}
                className={`${styles.link} ${slot === page ? styles.current : ''}`}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={`Page ${slot}`}
              >
                {slot}
              </Link>
            </li>
          ) : (
            <li key={slot} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={withPage(searchParams, page + 1)} className={`${styles.link} ${styles.step}`}>
              Next
              <ChevronRight size={16} aria-hidden="true" />
            </Link>
          ) : (
            <span className={`${styles.link} ${styles.step} ${styles.disabled}`} aria-disabled="true">
              Next
              <ChevronRight size={16} aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
