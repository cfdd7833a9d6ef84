import { useId } from 'react';
import type { BlogPostState } from '../../../../shared/content/blog-options';
import { TextField } from '../../../components/form/text-field';
import styles from './blog-editor.module.css';

interface PublishingFieldProps {
  status: BlogPostState;
  /** datetime-local text, for a scheduled post. */
  publishAt: string;
  /** Where the saved post stands; null for a new one. */
  savedStatus: BlogPostState | null;
  onStatusChange: (status: BlogPostState) => void;
  onPublishAtChange: (value: string) => void;
  error?: string;
}

const CHOICES: { value: BlogPostState; label: string; hint: string }[] = [
  { value: 'draft', label: 'Draft', hint: 'Only staff see it.' },
  { value: 'published', label: 'Published', hint: 'On the blog as soon as it is saved.' },
  { value: 'scheduled', label: 'Scheduled', hint: 'Appears on the blog by itself at the time you choose.' },
];

const SAVED: Record<BlogPostState, string> = {
  draft: 'Saved as a draft: not on the blog.',
  scheduled: 'Scheduled: not on the blog yet.',
  published: 'On the blog.',
};

/** Draft, published now, or scheduled for a time (in this browser's time zone). */
export function PublishingField({ status, publishAt, savedStatus, onStatusChange, onPublishAtChange, error }: PublishingFieldProps) {
  const name = useId();
  return (
    <div className={styles.fields}>
      {savedStatus && <p className={styles.muted}>{SAVED[savedStatus]}</p>}
      <fieldset className={styles.choices}>
        <legend className={styles.label}>Status</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input type="radio" name={name} value={choice.value} checked={status === choice.value} onChange={() => onStatusChange(choice.value)} />
            <span>
              {choice.label}
              <span className={styles.choiceHint}>{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {status === 'scheduled' && (
        <TextField label="Publish at" name="publishAt" type="datetime-local" value={publishAt} onChange={onPublishAtChange} error={error} />
      )}
    </div>
  );
}
