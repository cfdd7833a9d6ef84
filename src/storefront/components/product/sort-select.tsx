import { useId } from 'react';
import { productSorts, type ProductSort } from '../../../shared/catalog/product-list-options';
import styles from './sort-select.module.css';

const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
};

function isProductSort(value: string | null): value is ProductSort {
  return productSorts.some((sort) => sort === value);
}

/** Reads `?sort=`; an unknown value falls back to 'featured' rather than sending the API a 400. */
export function readSort(searchParams: URLSearchParams): ProductSort {
  const value = searchParams.get('sort');
  return isProductSort(value) ? value : 'featured';
}

interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          if (isProductSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {productSorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
