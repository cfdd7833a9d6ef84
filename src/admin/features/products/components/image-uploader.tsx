import { useId, useState, type DragEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { checkUploadFile, UPLOAD_TYPES, uploadImage } from '../../../api/uploads/upload-image';
import { Badge } from '../../../components/badge/badge';
import { Button, buttonClassName } from '../../../components/button/button';
import styles from './product-form.module.css';

export const MAX_IMAGES = 8;

interface ImageUploaderProps {
  images: readonly string[];
  onChange: (images: string[]) => void;
  error?: string;
}

/** Uploads pictures one by one and lists them; the first is the product's main image. */
export function ImageUploader({ images, onChange, error }: ImageUploaderProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [progress, setProgress] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  const upload = async (files: File[]) => {
    const room = MAX_IMAGES - images.length;
    const issues: string[] = [];
    if (files.length > room) issues.push(`At most ${MAX_IMAGES} images: ${files.length - Math.max(room, 0)} not added.`);
    const accepted = files.slice(0, Math.max(room, 0)).filter((file) => {
      const problem = checkUploadFile(file);
      if (problem) issues.push(problem);
      return problem === null;
    });
    let current = [...images];
    for (const [index, file] of accepted.entries()) {
      setProgress(`Uploading ${index + 1} of ${accepted.length}…`);
      try {
        const uploaded = await uploadImage(file);
        current = [...current, uploaded.url];
        onChange(current);
      } catch (cause) {
        issues.push(`${file.name}: ${cause instanceof Error ? cause.message : 'upload failed'}`);
      }
    }
    setProgress(null);
    setProblems(issues);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!progress) void upload([...event.dataTransfer.files]);
  };

  const makeMain = (index: number) => onChange([images[index] ?? '', ...images.filter((_, i) => i !== index)].filter(Boolean));
  const remove = (index: number) => onChange(images.filter((_, i) => i !== index));
  const messages = [...(error ? [error] : []), ...problems];

  return (
    <div className={styles.fields}>
      {images.length > 0 && (
        <ul className={styles.images} aria-label="Product images">
          {images.map((url, index) => (
            <li key={url} className={`${styles.image} ${index === 0 ? styles.imageMain : ''}`}>
              <img src={url} alt={`Product view ${index + 1}${index === 0 ? ' (main)' : ''}`} className={styles.thumb} loading="lazy" />
              {index === 0 && (
                <span className={styles.mainTag}>
                  <Badge tone="info">Main</Badge>
                </span>
              )}
              <div className={styles.imageActions}>
                {index > 0 && (
                  <Button size="sm" variant="ghost" onClick={() => makeMain(index)} aria-label={`Make image ${index + 1} the main image`}>
                    Make main
                  </Button>
                )}
                <Button size="sm" variant="dangerGhost" onClick={() => remove(index)} aria-label={`Remove image ${index + 1}`}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div
        className={`${styles.drop} ${dragging ? styles.dropActive : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <ImagePlus size={22} aria-hidden="true" />
        <input
          id={inputId}
          type="file"
          className={`visually-hidden ${styles.fileInput}`}
          accept={UPLOAD_TYPES.join(',')}
          multiple
          disabled={progress !== null || images.length >= MAX_IMAGES}
          aria-describedby={messages.length > 0 ? errorId : undefined}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Clearing lets the same file be chosen again after a failed upload.
            event.target.value = '';
            void upload(files);
          }}
        />
        <label htmlFor={inputId} className={`${buttonClassName('secondary', 'sm')} ${styles.fileLabel}`}>
          Upload images
        </label>
        <p>or drop them here. JPEG, PNG or WebP, up to 5 MB each, {MAX_IMAGES} at most.</p>
        <p role="status">{progress}</p>
      </div>
      {messages.length > 0 && (
        <ul id={errorId} role="alert" className={styles.problems}>
          {messages.map((message) => (
            <li key={message} className={styles.error}>
              {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
