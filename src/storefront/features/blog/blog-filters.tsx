import { Search } from 'lucide-react';
import { ALL_BLOG_CATEGORIES } from '../../../shared/content/blog-options';
import styles from './blog-filters.module.css';

interface BlogFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  /** The owner's blog categories, in order; 'All' comes first by itself. */
  categories: readonly string[];
  chip: string;
  onChipChange: (chip: string) => void;
}

/**
 * 'Search blogs...' and the chips of spec §2: 'All', then the owner's categories (ADR 66); the page
 * owns the state so 'Clear Filters' can reset both.
 */
export function BlogFilters({ search, onSearchChange, categories, chip, onChipChange }: BlogFiltersProps) {
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
        {[ALL_BLOG_CATEGORIES, ...categories].map((name) => (
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
