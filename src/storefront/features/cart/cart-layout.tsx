import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Page, PageColumns, PageTitle } from '../../components/page/page';
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
    <Page>
      <header className={styles.header}>
        <PageTitle size="medium">Shopping Cart</PageTitle>
        <p className={styles.count}>
          {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </p>
      </header>
      {notice}
      <PageColumns side="narrow">
        <section aria-label="Cart items" className={styles.linesColumn}>
          <ul className={styles.lines}>{lines}</ul>
          <Link to="/shop" className={styles.backLink}>
            <ArrowLeft size={16} aria-hidden="true" />
            Continue Shopping
          </Link>
        </section>
        {summary}
      </PageColumns>
    </Page>
  );
}
