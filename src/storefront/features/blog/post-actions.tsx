import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { Bookmark, Heart, MessageSquare, Share2 } from 'lucide-react';
import type { BlogPost } from '../../../shared/content/blog.schema';
import { countBlogView, useBlogReactions, useSetBlogReaction } from '../../api/blogs/blog-reactions';
import { useSignedIn } from '../../lib/use-signed-in';
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

/**
 * Like, comment, bookmark and share. A signed-in shopper's like and bookmark are kept on the server
 * (ADR 40) and follow them to any device; a visitor's stay in this browser, as the spec has them.
 * The count is the post's own (124 for the sample posts, 0 for a new one) plus shoppers' likes.
 */
export function PostActions({ post }: { post: BlogPost }) {
  const signedIn = useSignedIn();
  const [localLiked, toggleLocalLike] = useStoredFlag(`wattson:blog-liked:${post.id}`);
  const [localBookmarked, toggleLocalBookmark] = useStoredFlag(`wattson:blog-bookmarked:${post.id}`);
  const reactions = useBlogReactions(post.id, signedIn);
  const setReaction = useSetBlogReaction(post.id);

  useEffect(() => countBlogView(post.id), [post.id]);

  const saved = signedIn ? reactions.data : undefined;
  const liked = signedIn ? (saved?.liked ?? false) : localLiked;
  const bookmarked = signedIn ? (saved?.bookmarked ?? false) : localBookmarked;
  const likes = saved ? saved.likes : post.likes + (liked ? 1 : 0);

  const toggle = (kind: 'like' | 'bookmark', on: boolean) => {
    if (!signedIn) {
      if (kind === 'like') toggleLocalLike();
      else toggleLocalBookmark();
      return;
    }
    setReaction.mutate({ kind, on }, { onError: (error) => toast.error(error.message, { autoClose: PAGE_TOAST_MS }) });
  };
  const toggleLike = () => toggle('like', !liked);
  const toggleBookmark = () => toggle('bookmark', !bookmarked);

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${styles.action} ${liked ? styles.liked : ''}`}
        aria-pressed={liked}
        onClick={toggleLike}
        disabled={setReaction.isPending}
      >
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
      <button
        type="button"
        className={`${styles.action} ${bookmarked ? styles.bookmarked : ''}`}
        aria-pressed={bookmarked}
        onClick={toggleBookmark}
        disabled={setReaction.isPending}
      >
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
