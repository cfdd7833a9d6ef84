import { BLOG_RELATED_POSTS_MAX } from '../../../shared/content/blog-options';
import { useBlogs } from '../../api/blogs/get-blogs';
import { BlogCard } from './blog-card';
import styles from './more-posts.module.css';

/** Spec §2/§9 'You Might Also Like': at most two other posts of the same category; absent when there are none. */
export function MorePosts({ postId, category }: { postId: string; category: string }) {
  const sameCategory = useBlogs({ category });
  const posts = (sameCategory.data ?? []).filter((post) => post.id !== postId).slice(0, BLOG_RELATED_POSTS_MAX);
  if (posts.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="blog-more-posts">
      <h2 id="blog-more-posts" className={styles.heading}>
        You Might Also Like
      </h2>
      <div className={styles.grid}>
        {posts.map((post) => (
          <BlogCard key={post.id} post={post} />
        ))}
      </div>
    </section>
  );
}
