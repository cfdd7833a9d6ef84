import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../shared/content/blog.schema';
import { MediaImage } from '../../components/media-image/media-image';
import styles from './blog-card.module.css';

interface BlogCardProps {
  post: BlogPostSummary;
  /** Heading level inside the surrounding section, so the outline stays in order. */
  headingLevel?: 'h2' | 'h3';
}

/** Cards of at least 260px in an auto-fill grid beside a 340px sidebar (blog-list-page.module.css). */
const BLOG_CARD_IMAGE_SIZES = '(min-width: 1024px) 420px, (min-width: 640px) 50vw, 100vw';

/** A post in a grid; the title link covers the whole card, so there is one link per card for screen readers. */
export function BlogCard({ post, headingLevel: Heading = 'h3' }: BlogCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <MediaImage src={post.imgpath} alt="" className={styles.image} width={600} height={600} sizes={BLOG_CARD_IMAGE_SIZES} />
        <span className={styles.category}>{post.category}</span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={`/blogs/${encodeURIComponent(post.id)}`} className={styles.link}>
            {post.blogname}
          </Link>
        </Heading>
        <p className={styles.description}>{post.shortDescription}</p>
        <div className={styles.meta}>
          <img src={post.authorAvatar} alt="" className={styles.avatar} width={32} height={32} loading="lazy" />
          <span className={styles.author}>{post.author}</span>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          <time dateTime={post.publishedOn}>{post.date}</time>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          <span>{post.readTime}</span>
        </div>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.skeletonMedia} />
      <div className={styles.body}>
        <div className={styles.skeletonLine} />
        <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
      </div>
    </div>
  );
}
