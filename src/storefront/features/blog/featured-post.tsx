import { Link } from 'react-router';
import { ArrowRight, Calendar, Clock } from 'lucide-react';
import type { BlogPostSummary } from '../../../shared/content/blog.schema';
import { MediaImage } from '../../components/media-image/media-image';
import styles from './featured-post.module.css';

/** Spec §2: the first post, large, with 'Read Full Article'. */
export function FeaturedPost({ post }: { post: BlogPostSummary }) {
  return (
    <section className={styles.hero} aria-labelledby="featured-post-title">
      <div className={styles.media}>
        {/* The blog page's LCP element on phones. */}
        <MediaImage
          src={post.imgpath}
          alt=""
          className={styles.image}
          width={600}
          height={600}
          sizes="(min-width: 1240px) 560px, (min-width: 900px) 45vw, 100vw"
          priority
        />
      </div>
      <div className={styles.text}>
        <p className={styles.labels}>
          <span className={styles.badge}>Featured</span>
          <span className={styles.category}>{post.category}</span>
        </p>
        <h2 id="featured-post-title" className={styles.title}>
          {post.blogname}
        </h2>
        <p className={styles.description}>{post.shortDescription}</p>
        <div className={styles.meta}>
          <span className={styles.author}>
            <img src={post.authorAvatar} alt="" className={styles.avatar} width={40} height={40} />
            <span>
              <strong>{post.author}</strong>
              <span className={styles.role}>{post.authorRole}</span>
            </span>
          </span>
          <span className={styles.metaItem}>
            <Calendar aria-hidden="true" size={16} />
            <time dateTime={post.publishedOn}>{post.date}</time>
          </span>
          <span className={styles.metaItem}>
            <Clock aria-hidden="true" size={16} />
            {post.readTime}
          </span>
        </div>
        <Link to={`/blogs/${encodeURIComponent(post.id)}`} className={styles.cta} aria-describedby="featured-post-title">
          Read Full Article
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </section>
  );
}

export function FeaturedPostSkeleton() {
  return <div className={styles.skeleton} aria-hidden="true" />;
}
