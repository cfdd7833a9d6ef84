import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Category } from '../../../shared/catalog/category.schema';
import styles from './sub-category-nav.module.css';

interface SubCategoryNavProps {
  category: Category;
  /** The current sub-category slug, or undefined on the top-level page. */
  activeSub: string | undefined;
}

export function SubCategoryNav({ category, activeSub }: SubCategoryNavProps) {
  const activePath = activeSub ? `${category.category}/${activeSub}` : undefined;
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the chips form one scrolling row; bring the current one into view without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [activePath]);
  const groups = category.submenuGroups.filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;

  return (
    <nav className={styles.nav} aria-label={`${category.name} sub-categories`}>
      <ul className={styles.chips} ref={listRef}>
        <li>
          <Link
            to={`/categories/${category.category}`}
            className={`${styles.chip} ${activePath ? '' : styles.active}`}
            aria-current={activePath ? undefined : 'page'}
          >
            All {category.name}
          </Link>
        </li>
        {groups.flatMap((group) =>
          group.items.map((item) => (
            <li key={item.path}>
              <Link
                to={`/categories/${item.path}`}
                className={`${styles.chip} ${item.path === activePath ? styles.active : ''}`}
                aria-current={item.path === activePath ? 'page' : undefined}
                title={group.title}
              >
                {item.name}
              </Link>
            </li>
          )),
        )}
      </ul>
    </nav>
  );
}
