import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { Bookmark, Heart, MessageSquare, Share2 } from 'lucide-react';
import { BLOG_INITIAL_LIKES } from '../../../shared/content/blog-options';
import type { BlogPost } from '../../../shared/content/blog.schema';
import { useStoredFlag } from './use-stored-flag';
import styles from './post-actions.module.css';

/** Spec §9: page toasts last 3 s. */
const PAGE_TOAST_MS = 3000;

async function sharePost(post: BlogPost): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.blogname, text: post.shortDescription, url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied to clipboard', { autoClose: PAGE_TOAST_MS });
  } catch {
    toast.error('Could not copy the link. Please copy it from the address bar.', { autoClose: PAGE_TOAST_MS });
  }
}

/** Like (starts at 124), comment, bookmark and share. Likes and bookmarks are remembered per post in this browser. */
export function PostActions({ post }: { post: BlogPost }) {
  const [liked, toggleLike] = useStoredFlag(`wattson:blog-liked:${post.id}`);
  const [bookmarked, toggleBookmark] = useStoredFlag(`wattson:blog-bookmarked:${post.id}`);
  const likes = BLOG_INITIAL_LIKES + (liked ? 1 : 0);

  return (
    <div className={styles.actions}>
      <button type="button" className={`${styles.action} ${liked ? styles.liked : ''}`} aria-pressed={liked} onClick={toggleLike}>
        <Heart aria-hidden="true" size={18} fill={liked ? 'currentColor' : 'none'} />
        <span className="visually-hidden">Like, </span>
        <span>{likes}</span>
        <span className="visually-hidden"> likes</span>
      </button>
      {/* There is no public comment thread; comments reach the author through the contact form. */}
      <Link to={`/contact?subject=${encodeURIComponent(`Comment on: ${post.blogname}`)}`} className={styles.action}>
        <MessageSquare aria-hidden="true" size={18} />
        Comments
      </Link>
      <button type="button" className={`${styles.action} ${bookmarked ? styles.bookmarked : ''}`} aria-pressed={bookmarked} onClick={toggleBookmark}>
        <Bookmark aria-hidden="true" size={18} fill={bookmarked ? 'currentColor' : 'none'} />
        {bookmarked ? 'Bookmarked' : 'Bookmark'}
      </button>
      <button type="button" className={styles.action} onClick={() => void sharePost(post)}>
        <Share2 aria-hidden="true" size={18} />
        Share
      </button>
    </div>
  );
}
