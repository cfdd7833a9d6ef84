import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Pencil, Trash2 } from 'lucide-react';
import { blogCategoryInputSchema, type AdminBlogCategory } from '../../../shared/admin/admin-blog.schema';
import { validateForm, numberOrUndefined, type FieldErrors } from '../../../web/form-errors';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FormAlert } from '../../components/form/form-alert';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { ErrorBox } from '../../components/query-state/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteBlogCategory } from './api/delete-blog-category';
import { useBlogCategories } from './api/get-blog-categories';
import { useSaveBlogCategory } from './api/save-blog-category';
import styles from './components/content.module.css';

interface CategoryFormValues {
  name: string;
  slug: string;
  position: string;
}

const EMPTY: CategoryFormValues = { name: '', slug: '', position: '' };

/** The blog's categories (ADR 66): the storefront's filter chips after 'All', in this order. Owner and managers. */
export default function BlogCategoriesPage() {
  useDocumentTitle('Blog categories');
  const categories = useBlogCategories();
  const save = useSaveBlogCategory();
  const remove = useDeleteBlogCategory();
  const [editing, setEditing] = useState<AdminBlogCategory | null>(null);
  const [values, setValues] = useState<CategoryFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<AdminBlogCategory | null>(null);

  const startEdit = (category: AdminBlogCategory | null) => {
    setEditing(category);
    setValues(category ? { name: category.name, slug: category.slug, position: String(category.position) } : EMPTY);
    setErrors({});
    save.reset();
  };
  const set = (key: keyof CategoryFormValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(blogCategoryInputSchema, { name: values.name, slug: values.slug, position: numberOrUndefined(values.position) });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: editing?.id ?? null, input: checked.data },
      {
        onSuccess: (saved) => {
          toast.success(editing ? `${saved.name} was saved` : `${saved.name} was added`);
          startEdit(null);
        },
      },
    );
  };

  const columns: Column<AdminBlogCategory>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (category) => category.name },
    { key: 'slug', header: 'Slug', hideNarrow: true, cell: (category) => <span className={styles.muted}>{category.slug}</span> },
    { key: 'position', header: 'Order', align: 'end', cell: (category) => category.position },
    { key: 'posts', header: 'Posts', align: 'end', cell: (category) => category.posts },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      cell: (category) => (
        <span className={styles.actions}>
          <Button size="sm" variant="ghost" onClick={() => startEdit(category)} aria-label={`Edit ${category.name}`}>
            <Pencil size={14} aria-hidden="true" />
            Edit
          </Button>
          <Button size="sm" variant="dangerGhost" onClick={() => setDeleting(category)} aria-label={`Delete ${category.name}`}>
            <Trash2 size={14} aria-hidden="true" />
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Blog categories" description="What the blog writes about. The blog's filter shows them in this order, after All." />
      <div className={styles.stack}>
        <Panel title={editing ? `Edit ${editing.name}` : 'New category'}>
          <form className={styles.categoryForm} onSubmit={submit} noValidate aria-label={editing ? `Edit ${editing.name}` : 'New blog category'}>
            <FormAlert message={save.error?.message} />
            <div className={styles.categoryFields}>
              <TextField label="Name" name="name" value={values.name} onChange={set('name')} maxLength={60} error={errors.name} />
              <TextField
                label="Slug"
                name="slug"
                optional
                mono
                value={values.slug}
                onChange={set('slug')}
                maxLength={60}
                error={errors.slug}
                hint="Left empty, made from the name."
              />
              <TextField
                label="Order"
                name="position"
                optional
                type="number"
                min={0}
                value={values.position}
                onChange={set('position')}
                error={errors.position}
                hint="Smaller first; left empty, last."
              />
            </div>
            <div className={styles.actions}>
              <Button type="submit" variant="primary" pending={save.isPending}>
                {editing ? 'Save category' : 'Add category'}
              </Button>
              {editing && <Button onClick={() => startEdit(null)}>Cancel</Button>}
            </div>
          </form>
        </Panel>
        {categories.isError ? (
          <ErrorBox error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <DataTable
            caption="Blog categories"
            columns={columns}
            rows={categories.data}
            rowKey={(category) => category.id}
            loading={categories.isPending}
            emptyMessage="No categories yet: add the first one above."
          />
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this category?"
        confirmLabel="Delete category"
        danger
        pending={remove.isPending}
        error={remove.error?.message}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(`${deleting.name} was deleted`);
              if (editing?.id === deleting.id) startEdit(null);
              setDeleting(null);
            },
          });
        }}
      >
        <p>
          <strong>{deleting?.name}</strong> will no longer be a blog category. A category that posts still use cannot be deleted: move them first.
        </p>
      </ConfirmDialog>
    </>
  );
}
