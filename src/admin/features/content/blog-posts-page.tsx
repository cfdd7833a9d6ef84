import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { BlogPostState } from '../../../shared/content/blog-options';
import { Badge, type BadgeTone } from '../../components/badge/badge';
import { Button, buttonClassName } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorBox } from '../../components/query-state/query-state';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteBlog } from './api/delete-blog';
import { useBlogs, type AdminBlogPost } from './api/get-blogs';
import styles from './components/content.module.css';

const STATE: Record<BlogPostState, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'warning' },
  published: { label: 'Published', tone: 'success' },
};

function PostState({ post }: { post: AdminBlogPost }) {
  const state = STATE[post.status];
  return (
    <span className={styles.state}>
      <Badge tone={state.tone}>{state.label}</Badge>
      {post.status === 'scheduled' && post.publishAt && (
        <span className={styles.muted}>
          for <time dateTime={post.publishAt}>{formatDateTime(post.publishAt)}</time>
        </span>
      )}
    </span>
  );
}

export default function BlogPostsPage() {
  useDocumentTitle('Blog posts');
  const posts = useBlogs();
  const remove = useDeleteBlog();
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);

  const columns: Column<AdminBlogPost>[] = [
    { key: 'title', header: 'Title', rowHeader: true, cell: (post) => <Link to={`/content/blogs/${encodeURIComponent(post.id)}`}>{post.blogname}</Link> },
    { key: 'status', header: 'Status', cell: (post) => <PostState post={post} /> },
    { key: 'category', header: 'Category', cell: (post) => <Badge tone="info">{post.category}</Badge> },
    { key: 'author', header: 'Author', hideNarrow: true, cell: (post) => post.author },
    { key: 'date', header: 'Date', cell: (post) => <time dateTime={post.publishedOn}>{post.date}</time> },
    { key: 'tags', header: 'Tags', hideNarrow: true, cell: (post) => <span className={styles.muted}>{post.tags.join(', ')}</span> },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      cell: (post) => (
        <span className={styles.actions}>
          <Link to={`/content/blogs/${encodeURIComponent(post.id)}`} className={buttonClassName('ghost', 'sm')} aria-label={`Edit ${post.blogname}`}>
            <Pencil size={14} aria-hidden="true" />
            Edit
          </Link>
          <Button size="sm" variant="dangerGhost" onClick={() => setDeleting(post)} aria-label={`Delete ${post.blogname}`}>
            <Trash2 size={14} aria-hidden="true" />
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Blog posts"
        description="Articles on the shop's blog, drafts and scheduled ones included, newest first."
        actions={
          <Link to="/content/blogs/new" className={buttonClassName('primary')}>
            <Plus size={16} aria-hidden="true" />
            New post
          </Link>
        }
      />
      {posts.isError ? (
        <ErrorBox error={posts.error} onRetry={() => void posts.refetch()} />
      ) : (
        <DataTable caption="Blog posts" columns={columns} rows={posts.data} rowKey={(post) => post.id} loading={posts.isPending} emptyMessage="No posts yet." />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this post?"
        confirmLabel="Delete post"
        danger
        pending={remove.isPending}
        error={remove.error?.message}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('The post was deleted');
              setDeleting(null);
            },
          });
        }}
      >
        <p>
          <strong>{deleting?.blogname}</strong> will be removed from the blog. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
