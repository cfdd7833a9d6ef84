import type { BlogPost } from '../../../shared/content/blog.schema';
import styles from './author-card.module.css';

export function AuthorCard({ post }: { post: BlogPost }) {
  return (
    <section className={styles.card} aria-labelledby="blog-about-author">
      <h2 id="blog-about-author" className={styles.heading}>
        About the Author
      </h2>
      <div className={styles.person}>
        <img src={post.authorAvatar} alt="" className={styles.avatar} width={72} height={72} loading="lazy" />
        <div>
          <p className={styles.name}>{post.author}</p>
          {post.authorRole && <p className={styles.role}>{post.authorRole}</p>}
        </div>
      </div>
      <p className={styles.bio}>
        {post.author} writes about {post.category.toLowerCase()} for the Wattson blog, drawing on projects in {post.place || 'homes'} and across{' '}
        {post.country || 'India'}. Questions about this article? Our team is happy to help through the contact page.
      </p>
    </section>
  );
}
