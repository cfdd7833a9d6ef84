import { BarChart3 } from 'lucide-react';
import { BLOG_STATS } from '../../../shared/content/blog-options';
import { compactCount } from './compact-count';
import styles from './blog-stats.module.css';

/** Spec §3 "Blog stats": fixed figures, not counted (24 posts, 58.7K views, 4 featured). */
export function BlogStats() {
  return (
    <section className={styles.box} aria-labelledby="blog-stats-title">
      <h2 id="blog-stats-title" className={styles.title}>
        <BarChart3 aria-hidden="true" size={20} />
        Blog Statistics
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Total Posts</dt>
          <dd>{BLOG_STATS.totalPosts}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Total Views</dt>
          <dd>{compactCount(BLOG_STATS.totalViews)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Featured Posts</dt>
          <dd>{BLOG_STATS.featuredPosts}</dd>
        </div>
      </dl>
      <h3 className={styles.subtitle}>Popular Categories</h3>
      <ul className={styles.categories}>
        {BLOG_STATS.popularCategories.map((category) => (
          <li key={category.name} className={styles.category}>
            <span>{category.name}</span>
            <span className={styles.count}>
              {category.count}
              <span className="visually-hidden"> posts</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
