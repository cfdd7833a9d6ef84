import { Link } from 'react-router';
import { GitCompareArrows } from 'lucide-react';
import { addToCompare, COMPARE_LIMIT, removeFromCompare, useCompareList } from '../../lib/compare-list';
import { toast } from '../../lib/toast';
import styles from './compare-toggle.module.css';

/** "Compare" on a card or a product page: adds the product to the comparison, or takes it out. */
export function CompareToggle({ product }: { product: { _id: string; name: string; category: string } }) {
  const list = useCompareList();
  const inList = list.ids.includes(product._id);

  function toggle() {
    if (inList) {
      removeFromCompare(product._id);
      return;
    }
    const result = addToCompare(product._id, product.category);
    if (result === 'full') toast.error(`You can compare up to ${COMPARE_LIMIT} products. Remove one first.`);
    else if (result === 'new-category') toast.info('Products of one category are compared together: a new comparison has started.');
  }

  return (
    <span className={styles.wrap}>
      <label className={styles.toggle}>
        <input type="checkbox" className={styles.box} checked={inList} onChange={toggle} aria-label={`Compare ${product.name}`} />
        <GitCompareArrows size={16} aria-hidden="true" />
        Compare
      </label>
      {inList && list.ids.length > 0 && (
        <Link to={`/compare?ids=${list.ids.join(',')}`} className={styles.link}>
          View comparison ({list.ids.length})
        </Link>
      )}
    </span>
  );
}
