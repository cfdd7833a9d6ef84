import { useState, type FormEvent } from 'react';
import { Tag, X } from 'lucide-react';
import type { DiscountQuote } from '../../../shared/promotions/promotion.schema';
import { couponCodeSchema } from '../../../shared/promotions/promotion.schema';
import { FormAlert } from '../../components/form/form-alert';
import styles from './coupon-box.module.css';

interface CouponBoxProps {
  /** The code applied so far (null: none). */
  code: string | null;
  onApply: (code: string | null) => void;
  /** The server's answer for the code: applied, or why not. */
  answer: DiscountQuote['code'] | undefined;
  pending: boolean;
}

/** The cart's code box: the shopper types a code, the server says whether it applies and why not. */
export function CouponBox({ code, onApply, answer, pending }: CouponBoxProps) {
  const [text, setText] = useState(code ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = couponCodeSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a coupon code');
      return;
    }
    setError(null);
    onApply(parsed.data);
  }

  const message = error ?? (answer && !pending ? answer.message : null);
  const applied = !error && answer?.applied === true;
  return (
    <form className={styles.box} onSubmit={submit} noValidate aria-label="Apply a coupon">
      <label htmlFor="coupon-code" className={styles.label}>
        <Tag size={16} aria-hidden="true" /> Coupon code
      </label>
      <div className={styles.row}>
        <input
          id="coupon-code"
          name="coupon"
          className={styles.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          maxLength={30}
          aria-invalid={message !== null && !applied}
        />
        <button type="submit" className={styles.apply} disabled={pending}>
          Apply
        </button>
        {code && (
          <button
            type="button"
            className={styles.remove}
            aria-label="Remove coupon"
            onClick={() => {
              setText('');
              setError(null);
              onApply(null);
            }}
          >
            <X size={16} aria-hidden="true" />
          </button>
        )}
      </div>
      <FormAlert message={message} tone={applied ? 'success' : 'error'} />
    </form>
  );
}
