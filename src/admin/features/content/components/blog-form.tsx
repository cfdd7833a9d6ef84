import { useState, type FormEvent } from 'react';
import type { BlogPostState } from '../../../../shared/content/blog-options';
import { Button } from '../../../components/button/button';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Panel } from '../../../components/panel/panel';
import { validateForm, type FieldErrors } from '../../../../web/form-errors';
import { useBlogCategories } from '../api/get-blog-categories';
import { toBlogCandidate, type BlogFormValues } from '../blog-form-values';
import { blogInputSchema, type BlogInput } from '../blog-input';
import { BlogImageField } from './blog-image-field';
import { ProductPicker } from './product-picker';
import { PublishingField } from './publishing-field';
import { RichTextEditor } from './rich-text-editor';
import styles from './blog-editor.module.css';

interface BlogFormProps {
  initial: BlogFormValues;
  isNew: boolean;
  onSubmit: (input: BlogInput) => void;
  onCancel: () => void;
  pending: boolean;
  serverError?: string;
  onDirtyChange: (dirty: boolean) => void;
}

const SUBMIT_LABEL: Record<BlogPostState, string> = { draft: 'Save draft', scheduled: 'Schedule post', published: 'Publish post' };

type TextKey = Exclude<keyof BlogFormValues, 'relatedProducts' | 'status'>;

export function BlogForm({ initial, isNew, onSubmit, onCancel, pending, serverError, onDirtyChange }: BlogFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const categories = useBlogCategories();
  const update = (next: (current: BlogFormValues) => BlogFormValues) => {
    setValues(next);
    onDirtyChange(true);
  };
  const set = (key: TextKey) => (value: string) => update((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(blogInputSchema, toBlogCandidate(values, values.status));
    if (!checked.ok) {
      // "tags.3" and similar point at one entry of a comma list: show them on the list's field.
      const byField: FieldErrors = {};
      for (const [key, message] of Object.entries(checked.errors)) byField[key.split('.')[0] ?? key] ??= message;
      setErrors(byField);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    onSubmit(checked.data);
  };
  // A post already on the blog is saved, not published again.
  const submitLabel = !isNew && initial.status === 'published' && values.status === 'published' ? 'Save changes' : SUBMIT_LABEL[values.status];

  return (
    <form className={styles.layout} onSubmit={submit} noValidate aria-label={isNew ? 'New blog post' : `Edit ${initial.title}`}>
      <Panel title="Post">
        <div className={styles.fields}>
          <FormAlert message={serverError} />
          <TextField label="Title" name="title" value={values.title} onChange={set('title')} maxLength={200} error={errors.title} />
          <div className={styles.row2}>
            <SelectField
              label="Category"
              name="category"
              value={values.category}
              onChange={set('category')}
              error={errors.category ?? (categories.isError ? categories.error.message : undefined)}
              hint="The owner's blog categories (Content › Blog categories)."
            >
              <option value="">{categories.isPending ? 'Loading categories…' : 'Choose a category'}</option>
              {categories.data?.map((category) => (
                <option key={category.id}>{category.name}</option>
              ))}
              {/* A post keeps showing its category while the list loads or if it was just renamed elsewhere. */}
              {values.category && !categories.data?.some((category) => category.name === values.category) && <option>{values.category}</option>}
            </SelectField>
            <TextField label="Date" name="publishedOn" type="date" value={values.publishedOn} onChange={set('publishedOn')} error={errors.publishedOn} />
          </div>
          <div className={styles.row2}>
            <TextField label="Author" name="author" value={values.author} onChange={set('author')} maxLength={100} error={errors.author} />
            <TextField
              label="Author role"
              name="authorRole"
              optional
              value={values.authorRole}
              onChange={set('authorRole')}
              maxLength={100}
              error={errors.authorRole}
            />
          </div>
          <div className={styles.row3}>
            <TextField label="Place" name="place" optional value={values.place} onChange={set('place')} maxLength={100} error={errors.place} />
            <TextField label="Country" name="country" optional value={values.country} onChange={set('country')} maxLength={100} error={errors.country} />
            <TextField
              label="Read time"
              name="readTime"
              optional
              placeholder="e.g. 6 min read"
              value={values.readTime}
              onChange={set('readTime')}
              maxLength={40}
              error={errors.readTime}
              hint="Left empty, estimated from the text."
            />
          </div>
          <TextareaField
            label="Short description"
            name="shortDescription"
            rows={3}
            value={values.shortDescription}
            onChange={set('shortDescription')}
            maxLength={500}
            error={errors.shortDescription}
            hint="Shown on the blog list and in search results."
          />
          <TextField
            label="Tags"
            name="tags"
            optional
            value={values.tags}
            onChange={set('tags')}
            error={errors.tags}
            hint="Separated by commas, e.g. lighting, LED, small spaces."
          />
          <RichTextEditor
            label="Body"
            initialHtml={initial.fullText}
            onChange={set('fullText')}
            error={errors.fullText}
            hint="Headings, bold and italic, lists, quotes and links. Anything unsafe is removed when saved."
          />
        </div>
      </Panel>
      <div className={styles.side}>
        <Panel title="Publishing">
          <PublishingField
            status={values.status}
            publishAt={values.publishAt}
            savedStatus={isNew ? null : initial.status}
            onStatusChange={(status) => update((current) => ({ ...current, status }))}
            onPublishAtChange={set('publishAt')}
            error={errors.publishAt}
          />
        </Panel>
        <Panel title="Products and cover">
          <div className={styles.fields}>
            <ProductPicker
              value={values.relatedProducts}
              onChange={(relatedProducts) => update((current) => ({ ...current, relatedProducts }))}
              error={errors.relatedProductIds}
            />
            <BlogImageField value={values.imageUrl} onChange={set('imageUrl')} removable={isNew} />
          </div>
        </Panel>
      </div>
      <div className={styles.footer}>
        {Object.keys(errors).length > 0 && <p className={`${styles.footerNote} ${styles.error}`}>Please correct the marked fields.</p>}
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
