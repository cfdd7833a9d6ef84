import { useEffect, useState } from 'react';
import { PRICE_FILTER_MAX } from '../../../shared/catalog/product-list-options';
import { formatWholeRupees } from '../../../shared/money';
import { PRICE_STEP } from './use-shop-filters';
import styles from './price-range.module.css';

/** Slider changes reach the URL (and the API) only after the hand has been still this long. */
const COMMIT_DELAY_MS = 300;

function formatBound(value: number, isMax: boolean): string {
  return isMax && value >= PRICE_FILTER_MAX ? `${formatWholeRupees(PRICE_FILTER_MAX)}+` : formatWholeRupees(value);
}

interface PriceRangeProps {
  /** The sliders' ids start with this (from the caller: the panel hydrates later, where `useId` would count apart from the server). */
  idPrefix: string;
  minPrice: number;
  maxPrice: number;
  onCommit: (minPrice: number, maxPrice: number) => void;
}

export function PriceRange({ idPrefix, minPrice, maxPrice, onCommit }: PriceRangeProps) {
  const minId = `${idPrefix}-min`;
  const maxId = `${idPrefix}-max`;
  const [draft, setDraft] = useState({ min: minPrice, max: maxPrice });
  const [committed, setCommitted] = useState({ min: minPrice, max: maxPrice });

  // The URL can change without the sliders (Clear filters, back button): adopt it during render, not in an effect.
  if (committed.min !== minPrice || committed.max !== maxPrice) {
    setCommitted({ min: minPrice, max: maxPrice });
    setDraft({ min: minPrice, max: maxPrice });
  }

  useEffect(() => {
    if (draft.min === minPrice && draft.max === maxPrice) return undefined;
    const timer = window.setTimeout(() => onCommit(draft.min, draft.max), COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, minPrice, maxPrice, onCommit]);

  const minPercent = (draft.min / PRICE_FILTER_MAX) * 100;
  const maxPercent = (draft.max / PRICE_FILTER_MAX) * 100;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Price range</legend>
      <p className={styles.summary}>
        {formatBound(draft.min, false)} – {formatBound(draft.max, true)}
      </p>
      <div
        className={styles.track}
        style={{
          background: `linear-gradient(to right, var(--color-surface-strong) ${minPercent}%, var(--color-primary) ${minPercent}%, var(--color-primary) ${maxPercent}%, var(--color-surface-strong) ${maxPercent}%)`,
        }}
        aria-hidden="true"
      />
      <div className={styles.field}>
        <label htmlFor={minId} className={styles.label}>
          <span>Min price</span>
          <output htmlFor={minId} className={styles.value}>
            {formatBound(draft.min, false)}
          </output>
        </label>
        <input
          id={minId}
          type="range"
          className={styles.slider}
          min={0}
          max={PRICE_FILTER_MAX}
          step={PRICE_STEP}
          value={draft.min}
          aria-valuetext={formatBound(draft.min, false)}
          onChange={(event) => {
            const value = Number(event.target.value);
            setDraft((current) => ({ min: Math.min(value, current.max), max: current.max }));
          }}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={maxId} className={styles.label}>
          <span>Max price</span>
          <output htmlFor={maxId} className={styles.value}>
            {draft.max >= PRICE_FILTER_MAX ? 'No limit' : formatBound(draft.max, true)}
          </output>
        </label>
        <input
          id={maxId}
          type="range"
          className={styles.slider}
          min={0}
          max={PRICE_FILTER_MAX}
          step={PRICE_STEP}
          value={draft.max}
          aria-valuetext={draft.max >= PRICE_FILTER_MAX ? 'No limit' : formatBound(draft.max, true)}
          onChange={(event) => {
            const value = Number(event.target.value);
            setDraft((current) => ({ min: current.min, max: Math.max(value, current.min) }));
          }}
        />
      </div>
    </fieldset>
  );
}
