import { useCallback } from 'react';
import { useCategories } from '../../api/categories/get-categories';
import { PriceRange } from './price-range';
import type { ShopFilterPatch, ShopFilters, StatusFilter } from './use-shop-filters';
import styles from './filter-panel.module.css';

const STATUS_OPTIONS: { key: StatusFilter; label: string }[] = [
  { key: 'inStock', label: 'In Stock' },
  { key: 'onSale', label: 'On Sale' },
  { key: 'isNew', label: 'New Arrivals' },
];

interface FilterPanelProps {
  id: string;
  filters: ShopFilters;
  onChange: (patch: ShopFilterPatch) => void;
  onClear: () => void;
  canClear: boolean;
}

export function FilterPanel({ id, filters, onChange, onClear, canClear }: FilterPanelProps) {
  const categories = useCategories();
  const commitPrice = useCallback((minPrice: number, maxPrice: number) => onChange({ minPrice, maxPrice }), [onChange]);

  return (
    <div id={id} className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title}>Filters</h2>
        <button type="button" className={styles.clear} onClick={onClear} disabled={!canClear}>
          Clear filters
        </button>
      </div>

      <div className={styles.section}>
        <PriceRange idPrefix={`${id}-price`} minPrice={filters.minPrice} maxPrice={filters.maxPrice} onCommit={commitPrice} />
      </div>

      <fieldset className={`${styles.section} ${styles.fieldset}`}>
        <legend className={styles.legend}>Category</legend>
        {categories.isPending && <p className={styles.note}>Loading categories…</p>}
        {categories.isError && <p className={styles.note}>Categories are unavailable right now.</p>}
        <ul className={styles.options}>
          {[{ category: '', name: 'All' }, ...(categories.data ?? [])].map((option) => (
            <li key={option.category || 'all'}>
              <label className={styles.option}>
                <input
                  type="radio"
                  name="shop-category"
                  value={option.category}
                  checked={filters.category === option.category}
                  onChange={() => onChange({ category: option.category })}
                  className={styles.control}
                />
                {option.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className={`${styles.section} ${styles.fieldset}`}>
        <legend className={styles.legend}>Status</legend>
        <ul className={styles.options}>
          {STATUS_OPTIONS.map((option) => (
            <li key={option.key}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={filters[option.key]}
                  onChange={(event) => onChange({ [option.key]: event.target.checked })}
                  className={styles.control}
                />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
