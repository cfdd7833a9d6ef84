import { Link } from 'react-router';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../../../shared/money';
import { MediaImage } from '../../components/media-image/media-image';
import styles from './cart-line-item.module.css';

export interface CartLineView {
  productId: string;
  name: string;
  imageUrl: string;
  price: number;
  quantity: number;
  /** Upper bound of the + button; unknown for old guest lines, then the server caps at checkout. */
  stock?: number;
  /** False when staff deleted the product: shown as no longer available, with only the remove button. */
  available?: boolean;
}

interface CartLineItemProps {
  line: CartLineView;
  /** True while this line's change or removal is in flight; its controls wait for the answer. */
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart row: picture, name, unit price, quantity stepper, line total and a remove button. */
export function CartLineItem({ line, busy, onQuantityChange, onRemove }: CartLineItemProps) {
  const href = `/products/${line.productId}`;
  const lineTotal = paiseToRupees(rupeesToPaise(line.price) * line.quantity);
  const unavailable = line.available === false;
  const atMax = line.stock !== undefined && line.quantity >= line.stock;

  return (
    <li className={styles.line} aria-busy={busy || undefined} data-testid="cart-line">
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <MediaImage src={line.imageUrl} alt="" width={96} height={96} sizes="96px" className={styles.image} />
      </Link>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {line.name}
          </Link>
        </h2>
        <p className={styles.unitPrice}>
          <span className="visually-hidden">Unit price </span>
          {formatRupees(line.price)}
          <span aria-hidden="true"> each</span>
        </p>
        {unavailable ? (
          <p className={styles.note} role="status">
            No longer available. Please remove it to check out.
          </p>
        ) : (
          atMax && <p className={styles.note}>Maximum available quantity</p>
        )}
      </div>
      <div className={styles.stepper} role="group" aria-label={`Quantity of ${line.name}`}>
        <button
          type="button"
          className={styles.step}
          // Spec §5: the quantity never goes below 1; removal is the trash button's job.
          onClick={() => line.quantity > 1 && onQuantityChange(line.quantity - 1)}
          disabled={busy || unavailable || line.quantity <= 1}
          aria-label={`Decrease quantity of ${line.name}`}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <output className={styles.quantity} aria-live="polite" data-testid="line-quantity">
          {line.quantity}
        </output>
        <button
          type="button"
          className={styles.step}
          onClick={() => !atMax && onQuantityChange(line.quantity + 1)}
          disabled={busy || unavailable || atMax}
          aria-label={`Increase quantity of ${line.name}`}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
      <p className={styles.lineTotal}>
        <span className="visually-hidden">Line total </span>
        <span data-testid="line-total">{formatRupees(lineTotal)}</span>
      </p>
      <button type="button" className={styles.remove} onClick={onRemove} disabled={busy} aria-label={`Remove ${line.name}`}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </li>
  );
}
