import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCategories } from '../../api/categories/get-categories';
import { useUnsavedChangesGuard } from '../../components/dialog/use-unsaved-changes-guard';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { valuesFromCategory } from './category-form-values';
import styles from './components/categories.module.css';
import { CategoryEditor } from './components/category-editor';

export default function CategoriesPage() {
  useDocumentTitle('Categories');
  const categories = useCategories();
  const [searchParams] = useSearchParams();
  // Dirty belongs to one category: after moving on (and confirming), the next one starts clean.
  const [dirtySlug, setDirtySlug] = useState<string | null>(null);

  const list = categories.data ?? [];
  const selectedIndex = Math.max(
    0,
    list.findIndex((entry) => entry.category === searchParams.get('slug')),
  );
  const selected = list[selectedIndex];
  const guard = useUnsavedChangesGuard(dirtySlug !== null && dirtySlug === selected?.category, { watchSearch: true });

  if (categories.isPending) return <LoadingBox label="Loading the categories…" />;
  if (categories.isError) return <ErrorBox error={categories.error} onRetry={() => void categories.refetch()} />;

  return (
    <>
      <PageHeader title="Categories" description="The shop's top menu: names, order and the links under each category." />
      <div className={styles.layout}>
        <nav aria-label="Categories">
          <ul className={styles.list}>
            {list.map((entry) => (
              <li key={entry.category}>
                <Link to={`?slug=${encodeURIComponent(entry.category)}`} className={styles.listLink} aria-current={entry === selected ? 'page' : undefined}>
                  {entry.name}
                  <span className={styles.slug}>{entry.category}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {selected ? (
          <CategoryEditor
            key={selected.category}
            slug={selected.category}
            initial={valuesFromCategory(selected, selectedIndex)}
            onDirtyChange={(dirty) => setDirtySlug(dirty ? selected.category : null)}
          />
        ) : (
          <p>No categories.</p>
        )}
      </div>
      {guard.dialog}
    </>
  );
}
