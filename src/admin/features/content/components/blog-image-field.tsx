import { useId, useState } from 'react';
import { checkUploadFile, UPLOAD_TYPES, useUploadImage } from '../../../api/uploads/upload-image';
import { Button, buttonClassName } from '../../../components/button/button';
import styles from './blog-editor.module.css';

interface BlogImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  /** Only a new post may go without: for a saved one the server keeps the current picture when none is sent. */
  removable: boolean;
}

/** The post's cover picture: one upload replaces it; the server picks a default when there is none. */
export function BlogImageField({ value, onChange, removable }: BlogImageFieldProps) {
  const inputId = useId();
  const upload = useUploadImage();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const problem = fileProblem ?? upload.error?.message;

  return (
    <div className={styles.imageField}>
      <p className={styles.label}>Cover image</p>
      {value ? (
        <img src={value} alt="The post's cover" className={styles.cover} />
      ) : (
        <p className={styles.muted}>No image yet: the shop uses a default picture.</p>
      )}
      <div className={styles.inline}>
        <input
          id={inputId}
          type="file"
          className="visually-hidden"
          accept={UPLOAD_TYPES.join(',')}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const wrong = checkUploadFile(file);
            setFileProblem(wrong);
            if (wrong) return;
            upload.mutate(file, { onSuccess: (uploaded) => onChange(uploaded.url) });
          }}
        />
        <label htmlFor={inputId} className={buttonClassName('secondary', 'sm')}>
          {upload.isPending ? 'Uploading…' : value ? 'Replace image' : 'Upload image'}
        </label>
        {value && removable && (
          <Button size="sm" variant="dangerGhost" onClick={() => onChange('')}>
            Remove
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}
