import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../button/button';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being counted, e.g. "products". */
  noun: string;
}

/** "Showing 21–40 of 98 products" with previous/next: enough for staff, who search rather than page far. */
export function Pagination({ page, pageSize, total, onPageChange, noun }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className={styles.bar}>
      <p aria-live="polite">{total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`}</p>
      {pageCount > 1 && (
        <nav className={styles.controls} aria-label={`${noun} pages`}>
          <Button size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            <ChevronLeft size={14} aria-hidden="true" />
            Previous
          </Button>
          <span className={styles.current}>
            Page {page} of {pageCount}
          </span>
          <Button size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
            Next
            <ChevronRight size={14} aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}
