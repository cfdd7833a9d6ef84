import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AlertTriangle, ArrowLeft, Calendar, Clock, FileQuestion, MapPin } from 'lucide-react';
import type { BlogPost } from '../../../shared/content/blog.schema';
import { useBlog } from '../../api/blogs/get-blog';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import { MediaImage } from '../../components/media-image/media-image';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { reportNotFound } from '../../lib/not-found-status';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthorCard } from './author-card';
import { MorePosts } from './more-posts';
import { PostActions } from './post-actions';
import { RelatedProductList } from './related-product-list';
import { Page, PageTitle } from '../../components/page/page';
import styles from './blog-detail-page.module.css';

function PostHero({ post }: { post: BlogPost }) {
  const where = [post.place, post.country].filter(Boolean).join(', ');
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.category}>{post.category}</p>
        <PageTitle onDark className={styles.title}>
          {post.blogname}
        </PageTitle>
        <p className={styles.lead}>{post.shortDescription}</p>
        <ul className={styles.meta} aria-label="About this article">
          <li className={styles.author}>
            <img src={post.authorAvatar} alt="" width={40} height={40} className={styles.avatar} />
            <span>
              <span className="visually-hidden">By </span>
              <strong>{post.author}</strong>
            </span>
          </li>
          <li>
            <Calendar aria-hidden="true" size={16} />
            <time dateTime={post.publishedOn}>{post.date}</time>
          </li>
          <li>
            <Clock aria-hidden="true" size={16} />
            {post.readTime}
          </li>
          {where && (
            <li>
              <MapPin aria-hidden="true" size={16} />
              {where}
            </li>
          )}
        </ul>
      </div>
      <MediaImage src={post.imgpath} alt="" className={styles.heroImage} width={600} height={600} sizes="(min-width: 900px) 480px, 100vw" priority />
    </header>
  );
}

function PostView({ post }: { post: BlogPost }) {
  return (
    <>
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blogs' }, { label: post.blogname }]} />
      <PostHero post={post} />
      <div className={styles.layout}>
        <article className={styles.article} aria-label={post.blogname}>
          {/* Sanitised by the server when the post was saved (allow-listed tags, no scripts or handlers). */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.fullText }} />
          {post.tags.length > 0 && (
            <ul className={styles.tags} aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag} className={styles.tag}>
                  #{tag}
                </li>
              ))}
            </ul>
          )}
          {/* Keyed so that the remembered like and bookmark follow the post when another one is opened. */}
          <PostActions key={post.id} post={post} />
          <AuthorCard post={post} />
        </article>
        <aside className={styles.aside}>
          <RelatedProductList products={post.relatedProducts} />
          <Link to="/blogs" className={styles.back}>
            <ArrowLeft aria-hidden="true" size={18} />
            Back to Blogs
          </Link>
        </aside>
      </div>
      <MorePosts postId={post.id} category={post.category} />
    </>
  );
}

/** Spec §2: an unknown id; the server answers the page with 404. */
function BlogNotFound() {
  reportNotFound();
  return (
    <PageMessage
      icon={FileQuestion}
      title="Blog Not Found"
      actions={
        <Link to="/blogs" className={pageMessageClasses.primaryAction}>
          Back to Blogs
        </Link>
      }
    >
      <p>The blog post you're looking for doesn't exist or has been removed.</p>
    </PageMessage>
  );
}

export default function BlogDetailPage() {
  const { id = '' } = useParams();
  const blog = useBlog(id);
  const notFound = blog.data === null;
  useDocumentTitle(blog.data?.blogname ?? (notFound ? 'Blog Not Found' : 'Blog'));

  let content: ReactNode;
  if (blog.isPending) {
    content = (
      <div className={styles.skeleton} aria-busy="true" aria-label="Loading article">
        <div className={styles.skeletonHero} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
      </div>
    );
  } else if (blog.isError) {
    return (
      <PageMessage
        icon={AlertTriangle}
        title="Could not load this article"
        actions={
          <>
            <button type="button" className={pageMessageClasses.primaryAction} onClick={() => void blog.refetch()}>
              Try Again
            </button>
            <Link to="/blogs" className={pageMessageClasses.secondaryAction}>
              Back to Blogs
            </Link>
          </>
        }
      >
        <p>{blog.error.message}</p>
      </PageMessage>
    );
  } else if (blog.data === null) {
    return <BlogNotFound />;
  } else {
    content = <PostView post={blog.data} />;
  }

  return <Page>{content}</Page>;
}
