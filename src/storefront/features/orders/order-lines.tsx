import { Link } from 'react-router';
import type { Order } from '../../../shared/shopping/order.schema';
import { formatRupees } from '../../../shared/money';
import { MediaImage } from '../../components/media-image/media-image';
import styles from './order-detail-page.module.css';

/** The lines as they were bought: names and prices are the order's own copies, not today's catalog. */
export function OrderLines({ items }: { items: Order['items'] }) {
  return (
    <ul className={styles.lines}>
      {items.map((item) => (
        <li key={item.productId} className={styles.line}>
          <MediaImage src={item.imageUrl} alt="" width={64} height={64} sizes="64px" className={styles.lineImage} />
          <div className={styles.lineInfo}>
            <Link to={`/products/${item.productId}`} className={styles.lineName}>
              {item.name}
            </Link>
            <p className={styles.lineQty}>
              {item.quantity} × {formatRupees(item.price)}
            </p>
          </div>
          <p className={styles.lineTotal}>{formatRupees(item.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
