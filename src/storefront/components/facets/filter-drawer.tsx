import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { formatCount } from '../../../shared/indian-digits';
import styles from './filter-drawer.module.css';

interface FilterDrawerProps {
  /** How many products the filters give now: the drawer's button says it ("Show 12 results"). */
  total: number | undefined;
  activeCount: number;
  children: ReactNode;
}

/**
 * Facets beside the results on wide screens; on phones a "Filters" button opens them in a drawer
 * whose "Show N results" button closes it. Every tick already applies (it is in the URL), so N is
 * the list's own total.
 */
export function FilterDrawer({ total, activeCount, children }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.classList.add(styles.locked ?? '');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove(styles.locked ?? '');
    };
  }, [open]);

  const resultsText = total === undefined ? 'Show results' : `Show ${formatCount(total)} result${total === 1 ? '' : 's'}`;
  return (
    <>
      <button type="button" className={styles.open} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <SlidersHorizontal size={18} aria-hidden="true" />
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      <div
        className={`${styles.drawer} ${open ? styles.drawerOpen : ''}`}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            Filters
          </h2>
          <button ref={closeRef} type="button" className={styles.close} onClick={() => setOpen(false)} aria-label="Close filters">
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.foot}>
          <button type="button" className={styles.show} onClick={() => setOpen(false)}>
            {resultsText}
          </button>
        </div>
      </div>
    </>
  );
}
