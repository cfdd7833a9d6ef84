import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogReactions } from '../../../shared/content/blog.schema';
import { apiRequest } from '../../lib/api-client';

const reactionsKey = (postId: string) => ['blogs', 'reactions', postId] as const;

/** The signed-in shopper's like and bookmark of a post and its like count now (not fetched for visitors). */
export function useBlogReactions(postId: string, signedIn: boolean) {
  return useQuery({
    queryKey: reactionsKey(postId),
    queryFn: ({ signal }) => apiRequest<BlogReactions>(`/api/blogs/${encodeURIComponent(postId)}/reactions`, { signal }),
    enabled: signedIn,
  });
}

/** `PUT` or `DELETE /api/blogs/{id}/{like|bookmark}`: kept on the server for the shopper. */
export function useSetBlogReaction(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: 'like' | 'bookmark'; on: boolean }) =>
      apiRequest<BlogReactions>(`/api/blogs/${encodeURIComponent(postId)}/${kind}`, {
        method: on ? 'PUT' : 'DELETE',
        fallbackMessage: kind === 'like' ? 'Could not save your like. Please try again.' : 'Could not save your bookmark. Please try again.',
      }),
    onSuccess: (reactions) => queryClient.setQueryData(reactionsKey(postId), reactions),
  });
}

/** Counts one view of the post, once per visit of this tab; a failure is not the reader's concern. */
export function countBlogView(postId: string): void {
  const key = `wattson:blog-viewed:${postId}`;
  try {
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): count this view anyway.
  }
  apiRequest<null>(`/api/blogs/${encodeURIComponent(postId)}/view`, { method: 'POST', authRedirect: false }).catch(() => undefined);
}
