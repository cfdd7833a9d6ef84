import { Search } from 'lucide-react';
import { BLOG_FILTER_CHIPS } from '../../../shared/content/blog-options';
import styles from './blog-filters.module.css';

export type BlogChip = (typeof BLOG_FILTER_CHIPS)[number];

interface BlogFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  chip: BlogChip;
  onChipChange: (chip: BlogChip) => void;
}

/** 'Search blogs...' and the six chips of spec §2; the page owns the state so 'Clear Filters' can reset both. */
export function BlogFilters({ search, onSearchChange, chip, onChipChange }: BlogFiltersProps) {
  return (
    <div className={styles.filters}>
      <div className={styles.search} role="search">
        <label htmlFor="blog-search" className="visually-hidden">
          Search blogs
        </label>
        <Search aria-hidden="true" size={18} className={styles.searchIcon} />
        <input
          id="blog-search"
          type="search"
          className={styles.searchInput}
          placeholder="Search blogs..."
          value={search}
          maxLength={100}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className={styles.chips} role="group" aria-label="Filter by category">
        {BLOG_FILTER_CHIPS.map((name) => (
          <button
            key={name}
            type="button"
            className={`${styles.chip} ${name === chip ? styles.chipActive : ''}`}
            aria-pressed={name === chip}
            onClick={() => onChipChange(name)}
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}
