import { useCategories } from '../../api/categories/get-categories';
import { HydrateLater } from '../../components/hydrate-later/hydrate-later';
import { CategoryTile } from './category-tile';
import styles from './category-strip.module.css';

const SKELETON_TILES = 10;

/** `id="categories"` is the target of the navigation bar's 'Category' link; tabIndex lets that link move focus here. */
export function CategoryStrip() {
  const { data: categories, isPending, isError, refetch, isFetching } = useCategories();

  return (
    <section id="categories" tabIndex={-1} aria-labelledby="categories-title" className={`container ${styles.section}`}>
      <div className={styles.head}>
        <h2 id="categories-title" className={styles.title}>
          Shop by Category
        </h2>
        <p className={styles.lead}>Everything electrical, from the first metre of wire to the last light bulb.</p>
      </div>

      {isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label="Loading categories">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={index} className={styles.skeleton} aria-hidden="true" />
          ))}
        </ul>
      ) : isError ? (
        <div className={styles.error} role="alert">
          <p>Categories could not be loaded.</p>
          <button type="button" className={styles.retry} onClick={() => void refetch()} disabled={isFetching}>
            Try Again
          </button>
        </div>
      ) : (
        <ul className={styles.grid}>
          {/* A tile (with its sub-menu's links) a task, after the rest of the page (ADR 71). */}
          {categories.map((category) => (
            <HydrateLater key={category.id}>
              <CategoryTile category={category} />
            </HydrateLater>
          ))}
        </ul>
      )}
    </section>
  );
}
