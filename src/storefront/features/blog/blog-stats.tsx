import { BarChart3 } from 'lucide-react';
import { useBlogStats } from '../../api/blogs/get-blog-stats';
import { compactCount } from './compact-count';
import styles from './blog-stats.module.css';

/** Spec §3 "Blog stats", counted from the posts by the server (ADR 40): posts, views, categories. */
export function BlogStats() {
  const stats = useBlogStats();
  if (!stats.data) {
    return (
      <section className={styles.box} aria-labelledby="blog-stats-title" aria-busy={stats.isPending}>
        <h2 id="blog-stats-title" className={styles.title}>
          <BarChart3 aria-hidden="true" size={20} />
          Blog Statistics
        </h2>
        {stats.isError && <p>{stats.error.message}</p>}
      </section>
    );
  }
  const { totalPosts, totalViews, totalCategories, popularCategories } = stats.data;
  return (
    <section className={styles.box} aria-labelledby="blog-stats-title">
      <h2 id="blog-stats-title" className={styles.title}>
        <BarChart3 aria-hidden="true" size={20} />
        Blog Statistics
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Total Posts</dt>
          <dd>{totalPosts}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Total Views</dt>
          <dd>{compactCount(totalViews)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Categories</dt>
          <dd>{totalCategories}</dd>
        </div>
      </dl>
      {popularCategories.length > 0 && (
        <>
          <h3 className={styles.subtitle}>Popular Categories</h3>
          <ul className={styles.categories}>
            {popularCategories.map((category) => (
              <li key={category.name} className={styles.category}>
                <span>{category.name}</span>
                <span className={styles.count}>
                  {category.count}
                  <span className="visually-hidden"> {category.count === 1 ? 'post' : 'posts'}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
