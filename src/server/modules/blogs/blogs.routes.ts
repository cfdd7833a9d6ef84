import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogIdParamsSchema, blogListQuerySchema, blogListResponseSchema, blogPostSchema } from '../../../shared/content/blog.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { AVATAR_FILE_PATTERN, renderAvatar } from './author-avatar.js';
import { getBlogPost, listBlogPosts } from './blogs.service.js';

// Posts change rarely and are the same for everyone; a minute of reuse keeps edits visible soon.
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

const avatarParams = z.object({ file: z.string().regex(AVATAR_FILE_PATTERN, 'must look like priya-raghavan.svg') });

export async function blogsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];

  api.get(
    '/api/blogs',
    {
      schema: {
        tags,
        summary: 'Blog posts, newest first; q searches title, short description, author and category',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return listBlogPosts(app.db, request.query);
    },
  );

  api.get(
    '/api/blogs/:id',
    {
      schema: {
        tags,
        summary: 'One blog post with its body and related products',
        params: blogIdParamsSchema,
        response: { 200: blogPostSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const post = await getBlogPost(app.db, request.params.id);
      if (!post) throw new HttpError(404, 'Blog post not found');
      reply.header('cache-control', PUBLIC_CACHE);
      return post;
    },
  );

  api.get('/media/avatars/:file', { schema: { hide: true, params: avatarParams } }, async (request, reply) =>
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderAvatar(request.params.file)),
  );
}
