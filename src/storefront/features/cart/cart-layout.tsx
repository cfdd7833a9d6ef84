import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import styles from './cart-page.module.css';

interface CartLayoutProps {
  itemCount: number;
  /** Shown above the lines, e.g. the visitor's sign-in hint. */
  notice?: ReactNode;
  lines: ReactNode;
  summary: ReactNode;
}

/** Heading, the list of lines and the sticky summary; the lines and summary stack below 960 px. */
export function CartLayout({ itemCount, notice, lines, summary }: CartLayoutProps) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Shopping Cart</h1>
        <p className={styles.count}>
          {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </p>
      </header>
      {notice}
      <div className={styles.grid}>
        <section aria-label="Cart items" className={styles.linesColumn}>
          <ul className={styles.lines}>{lines}</ul>
          <Link to="/shop" className={styles.backLink}>
            <ArrowLeft size={16} aria-hidden="true" />
            Continue Shopping
          </Link>
        </section>
        {summary}
      </div>
    </div>
  );
}
