import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { GALLERY_IMAGE_SIZES } from '../../../shared/catalog/upload-images';
import { MediaImage } from '../../components/media-image/media-image';
import styles from './image-gallery.module.css';

interface ImageGalleryProps {
  images: string[];
  name: string;
}

export function ImageGallery({ images, name }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index] ?? images[0];
  // Spec: the gallery wraps around — next from the last shows the first, previous from the first the last.
  const show = (next: number) => setIndex(((next % count) + count) % count);

  if (!current) return null;

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        {/* The product page's LCP element: always fetched at once (and preloaded by the server's HTML). */}
        <MediaImage
          src={current}
          alt={count > 1 ? `${name}, image ${index + 1} of ${count}` : name}
          width={800}
          height={800}
          sizes={GALLERY_IMAGE_SIZES}
          priority
          className={styles.mainImage}
        />
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={() => show(index - 1)} aria-label="Previous image">
              <ChevronLeft size={22} aria-hidden="true" />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => show(index + 1)} aria-label="Next image">
              <ChevronRight size={22} aria-hidden="true" />
            </button>
            <p className={styles.counter} aria-hidden="true">
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((src, thumbIndex) => (
            <li key={`${thumbIndex}-${src}`}>
              <button
                type="button"
                className={`${styles.thumbnail} ${thumbIndex === index ? styles.selected : ''}`}
                onClick={() => setIndex(thumbIndex)}
                aria-label={`Show image ${thumbIndex + 1}`}
                aria-pressed={thumbIndex === index}
              >
                <MediaImage src={src} alt="" width={80} height={80} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
