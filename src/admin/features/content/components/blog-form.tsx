import { useState, type FormEvent } from 'react';
import { BLOG_CATEGORIES } from '../../../../shared/content/blog-options';
import { Button } from '../../../components/button/button';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Panel } from '../../../components/panel/panel';
import { validateForm, type FieldErrors } from '../../../../web/form-errors';
import { toBlogCandidate, type BlogFormValues } from '../blog-form-values';
import { blogInputSchema, type BlogInput } from '../blog-input';
import { BlogImageField } from './blog-image-field';
import styles from './blog-editor.module.css';

interface BlogFormProps {
  initial: BlogFormValues;
  isNew: boolean;
  /** The server's sanitised HTML of the last save: what the blog will actually show. */
  savedHtml: string | null;
  onSubmit: (input: BlogInput) => void;
  onCancel: () => void;
  pending: boolean;
  serverError?: string;
  onDirtyChange: (dirty: boolean) => void;
}

export function BlogForm({ initial, isNew, savedHtml, onSubmit, onCancel, pending, serverError, onDirtyChange }: BlogFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof BlogFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    onDirtyChange(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(blogInputSchema, toBlogCandidate(values));
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

  return (
    <form className={styles.layout} onSubmit={submit} noValidate aria-label={isNew ? 'New blog post' : `Edit ${initial.title}`}>
      <Panel title="Post">
        <div className={styles.fields}>
          <FormAlert message={serverError} />
          <TextField label="Title" name="title" value={values.title} onChange={set('title')} maxLength={200} error={errors.title} />
          <div className={styles.row2}>
            <SelectField label="Category" name="category" value={values.category} onChange={set('category')} error={errors.category}>
              <option value="">Choose a category</option>
              {BLOG_CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
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
          <TextField
            label="Related product ids"
            name="relatedProductIds"
            optional
            value={values.relatedProductIds}
            onChange={set('relatedProductIds')}
            error={errors.relatedProductIds}
            mono
            hint="Separated by commas, e.g. 101, 214. Shown under the post."
          />
          <BlogImageField value={values.imageUrl} onChange={set('imageUrl')} removable={isNew} />
          <TextareaField
            label="Body (HTML)"
            name="fullText"
            value={values.fullText}
            onChange={set('fullText')}
            error={errors.fullText}
            mono
            rows={18}
            spellCheck
            hint="Headings, paragraphs, lists, links and images. Scripts, styles and event attributes are removed when saved."
          />
        </div>
      </Panel>
      <div className={styles.preview}>
        <Panel title="Preview (as saved)">
          {savedHtml ? (
            // The server's sanitised HTML, never the raw textarea: this is exactly what shoppers will see.
            <div className={styles.article} dangerouslySetInnerHTML={{ __html: savedHtml }} />
          ) : (
            <p className={styles.muted}>Save the post to see it as the blog will show it.</p>
          )}
          {savedHtml && values.fullText !== initial.fullText && (
            <p className={styles.muted}>The body has changed since the last save; save to refresh the preview.</p>
          )}
        </Panel>
      </div>
      <div className={styles.footer}>
        {Object.keys(errors).length > 0 && <p className={`${styles.footerNote} ${styles.error}`}>Please correct the marked fields.</p>}
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" pending={pending}>
          {isNew ? 'Publish post' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
