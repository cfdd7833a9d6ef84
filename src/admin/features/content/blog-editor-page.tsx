import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ExternalLink, Trash2 } from 'lucide-react';
import { Button, buttonClassName } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { useUnsavedChangesGuard } from '../../components/dialog/use-unsaved-changes-guard';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCreateBlog } from './api/create-blog';
import { useDeleteBlog } from './api/delete-blog';
import { useBlogs, type AdminBlogPost } from './api/get-blogs';
import { useUpdateBlog } from './api/update-blog';
import { emptyBlogValues, valuesFromPost } from './blog-form-values';
import type { BlogInput } from './blog-input';
import { BlogForm } from './components/blog-form';

/** What the toast says a save did, by where the saved post now stands. */
function savedMessage(post: AdminBlogPost): string {
  if (post.status === 'draft') return 'The draft was saved';
  if (post.status === 'scheduled' && post.publishAt) return `The post will be published on ${new Date(post.publishAt).toLocaleString()}`;
  return 'The post is on the blog';
}

/** `/content/blogs/new` writes a post; `/content/blogs/:postId` edits or deletes one. */
export default function BlogEditorPage() {
  const { postId } = useParams();
  const navigate = useNavigate();
  const posts = useBlogs();
  const create = useCreateBlog();
  const update = useUpdateBlog(postId ?? '');
  const remove = useDeleteBlog();
  const [dirty, setDirty] = useState(false);
  // Each save remounts the form with the server's version, so the editor shows what is stored (sanitised).
  const [saves, setSaves] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const post = postId ? posts.data?.find((entry) => entry.id === postId) : undefined;
  useDocumentTitle(post?.blogname ?? 'New blog post');

  if (postId && posts.isPending) return <LoadingBox />;
  if (postId && posts.isError) return <ErrorBox error={posts.error} onRetry={() => void posts.refetch()} />;
  if (postId && !post) return <ErrorBox error={new Error('This blog post does not exist.')} />;

  const save = (input: BlogInput) => {
    if (!post) {
      create.mutate(input, {
        onSuccess: (created) => {
          guard.markSaved();
          setDirty(false);
          toast.success(savedMessage(created));
          void navigate(`/content/blogs/${encodeURIComponent(created.id)}`, { replace: true });
        },
      });
      return;
    }
    update.mutate(input, {
      onSuccess: (saved) => {
        setDirty(false);
        setSaves((count) => count + 1);
        toast.success(savedMessage(saved));
      },
    });
  };
  const mutation = post ? update : create;

  return (
    <>
      <PageHeader
        title={post ? post.blogname : 'New blog post'}
        back={{ to: '/content/blogs', label: 'Blog posts' }}
        actions={
          post && (
            <>
              {post.status === 'published' && (
                <a href={`/blogs/${encodeURIComponent(post.id)}`} target="_blank" rel="noopener" className={buttonClassName('secondary')}>
                  View on the blog
                  <ExternalLink size={14} aria-hidden="true" />
                </a>
              )}
              <Button variant="dangerGhost" onClick={() => setConfirmDelete(true)}>
                <Trash2 size={15} aria-hidden="true" />
                Delete
              </Button>
            </>
          )
        }
      />
      <BlogForm
        key={`${post?.id ?? 'new'}-${saves}`}
        initial={post ? valuesFromPost(post) : emptyBlogValues()}
        isNew={!post}
        onSubmit={save}
        onCancel={() => void navigate('/content/blogs')}
        pending={mutation.isPending}
        serverError={mutation.error?.message}
        onDirtyChange={setDirty}
      />
      {post && (
        <ConfirmDialog
          open={confirmDelete}
          title="Delete this post?"
          confirmLabel="Delete post"
          danger
          pending={remove.isPending}
          error={remove.error?.message}
          onCancel={() => {
            setConfirmDelete(false);
            remove.reset();
          }}
          onConfirm={() =>
            remove.mutate(post.id, {
              onSuccess: () => {
                guard.markSaved();
                toast.success('The post was deleted');
                void navigate('/content/blogs');
              },
            })
          }
        >
          <p>
            <strong>{post.blogname}</strong> will be removed from the blog. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
      {guard.dialog}
    </>
  );
}
