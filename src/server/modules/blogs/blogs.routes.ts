import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogCategoryListSchema,
  blogIdParamsSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostSchema,
  blogReactionParamsSchema,
  blogReactionsSchema,
  blogStatsSchema,
} from '../../../shared/content/blog.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { requireUser, signedInUser } from '../../plugins/session/session.plugin.js';
import { AVATAR_FILE_PATTERN, renderAvatar } from './author-avatar.js';
import { listBlogCategories } from './blog-categories.service.js';
import { blogReactionsOf, blogStats, countBlogView, getBlogPost, listBlogPosts, setBlogReaction } from './blogs.service.js';

const POST_NOT_FOUND = 'Blog post not found';
/** Views are counted once per visit by the page; this only stops one client from inflating them. */
const VIEW_RATE_LIMIT = { max: 120, timeWindow: '1 hour' };

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
      if (!post) throw new HttpError(404, POST_NOT_FOUND);
      reply.header('cache-control', PUBLIC_CACHE);
      return post;
    },
  );

  api.get(
    '/api/blog-categories',
    {
      schema: {
        tags,
        summary: "The blog's categories in the owner's order: the filter chips after 'All'",
        response: { 200: blogCategoryListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return listBlogCategories(app.db);
    },
  );

  api.get(
    '/api/blog-stats',
    { schema: { tags, summary: 'Blog statistics counted from the posts: posts, views, categories', response: { 200: blogStatsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return blogStats(app.db);
    },
  );

  api.post(
    '/api/blogs/:id/view',
    {
      config: { rateLimit: VIEW_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Counts one view of a post',
        params: blogIdParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await countBlogView(app.db, request.params.id))) throw new HttpError(404, POST_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  const reactionErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

  api.get(
    '/api/blogs/:id/reactions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The shopper's like and bookmark of a post",
        params: blogIdParamsSchema,
        response: { 200: blogReactionsSchema, ...reactionErrors },
      },
    },
    async (request) => {
      const reactions = await blogReactionsOf(app.db, request.params.id, signedInUser(request).id);
      if (!reactions) throw new HttpError(404, POST_NOT_FOUND);
      return reactions;
    },
  );

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/api/blogs/:id/:kind',
      preHandler: requireUser,
      schema: {
        tags,
        summary: on ? 'Likes or bookmarks a post for the signed-in shopper' : "Takes back the shopper's like or bookmark",
        params: blogReactionParamsSchema,
        response: { 200: blogReactionsSchema, ...reactionErrors },
      },
      handler: async (request) => {
        const reactions = await setBlogReaction(app.db, request.params.id, signedInUser(request).id, request.params.kind, on);
        if (!reactions) throw new HttpError(404, POST_NOT_FOUND);
        return reactions;
      },
    });
  }

  api.get('/media/avatars/:file', { schema: { hide: true, params: avatarParams } }, async (request, reply) =>
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderAvatar(request.params.file)),
  );
}
