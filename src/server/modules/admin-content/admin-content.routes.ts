import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  adminBlogBodySchema,
  adminBlogCategoryListSchema,
  adminBlogCategorySchema,
  adminBlogPostListSchema,
  adminBlogPostSchema,
  blogCategoryInputSchema,
} from '../../../shared/admin/admin-blog.schema.js';
import { contactMessageRowSchema } from '../../../shared/admin/admin-content.schema.js';
import { newsletterSubscriberPageSchema, newsletterSubscriberQuerySchema } from '../../../shared/admin/admin-newsletter.schema.js';
import { messageHandledSchema } from '../../../shared/admin/admin-ops.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { blogPosts } from '../../db/schema/content.js';
import { HttpError } from '../../plugins/error-handler.js';
import { recordAudit } from '../audit/audit.service.js';
import { createBlogCategory, deleteBlogCategory, listAdminBlogCategories, updateBlogCategory } from '../blogs/blog-categories.service.js';
import { listSubscribers, unsubscribeSubscriber } from '../contact/newsletter.service.js';
import { listMessages, newsletterCsv, setMessageHandled } from './admin-content.service.js';
import { listAdminBlogPosts, saveAdminBlogPost } from './admin-blogs.service.js';

const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const withConflict = { ...errors, 409: errorResponseSchema };
const messageSchema = z.object({ message: z.string() });

export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/blogs',
    { schema: { tags, summary: 'Every post, drafts and scheduled ones included, with its status', response: { 200: adminBlogPostListSchema, ...errors } } },
    async () => listAdminBlogPosts(app.db),
  );

  api.post('/api/admin/blogs', { schema: { tags, body: adminBlogBodySchema, response: { 201: adminBlogPostSchema, ...errors } } }, async (request, reply) => {
    const post = await saveAdminBlogPost(app.db, undefined, request.body);
    await recordAudit(app.db, request.user, 'blog.create', 'blog', post.id, { title: post.blogname, status: post.status });
    // Rendered blog pages are cached with the catalog and dropped with it.
    await app.invalidateCatalog();
    return reply.code(201).send(post);
  });

  api.put(
    '/api/admin/blogs/:id',
    { schema: { tags, params: idParams, body: adminBlogBodySchema, response: { 200: adminBlogPostSchema, ...errors } } },
    async (request) => {
      const post = await saveAdminBlogPost(app.db, request.params.id, request.body);
      await recordAudit(app.db, request.user, 'blog.update', 'blog', post.id, { title: post.blogname, status: post.status });
      await app.invalidateCatalog();
      return post;
    },
  );

  api.delete('/api/admin/blogs/:id', { schema: { tags, params: idParams, response: { 200: messageSchema, ...errors } } }, async (request) => {
    const deleted = await app.db.delete(blogPosts).where(eq(blogPosts.id, request.params.id)).returning({ id: blogPosts.id });
    if (deleted.length === 0) throw new HttpError(404, 'Blog post not found');
    await recordAudit(app.db, request.user, 'blog.delete', 'blog', request.params.id);
    await app.invalidateCatalog();
    return { message: 'Blog post deleted' };
  });

  api.get(
    '/api/admin/blog-categories',
    {
      schema: {
        tags,
        summary: "The blog's categories in their order, each with its number of posts",
        response: { 200: adminBlogCategoryListSchema, ...errors },
      },
    },
    async () => listAdminBlogCategories(app.db),
  );

  api.post(
    '/api/admin/blog-categories',
    { schema: { tags, body: blogCategoryInputSchema, response: { 201: adminBlogCategorySchema, ...withConflict } } },
    async (request, reply) => {
      const category = await createBlogCategory(app.db, request.body);
      await recordAudit(app.db, request.user, 'blog-category.create', 'blog-category', category.id, { name: category.name });
      // The storefront's chips and rendered blog pages show the categories.
      await app.invalidateCatalog();
      return reply.code(201).send(category);
    },
  );

  api.put(
    '/api/admin/blog-categories/:id',
    { schema: { tags, params: idParams, body: blogCategoryInputSchema, response: { 200: adminBlogCategorySchema, ...withConflict } } },
    async (request) => {
      const category = await updateBlogCategory(app.db, request.params.id, request.body);
      await recordAudit(app.db, request.user, 'blog-category.update', 'blog-category', category.id, { name: category.name });
      await app.invalidateCatalog();
      return category;
    },
  );

  api.delete('/api/admin/blog-categories/:id', { schema: { tags, params: idParams, response: { 200: messageSchema, ...withConflict } } }, async (request) => {
    const { name } = await deleteBlogCategory(app.db, request.params.id);
    await recordAudit(app.db, request.user, 'blog-category.delete', 'blog-category', request.params.id, { name });
    await app.invalidateCatalog();
    return { message: `Blog category ${name} deleted` };
  });

  api.get('/api/admin/messages', { schema: { tags, response: { 200: z.array(contactMessageRowSchema), ...errors } } }, async () => listMessages(app.db));

  api.patch(
    '/api/admin/messages/:id',
    { schema: { tags, params: idParams, body: messageHandledSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await setMessageHandled(app.db, request.params.id, request.body.handled);
      await recordAudit(app.db, request.user, request.body.handled ? 'message.handled' : 'message.reopened', 'message', request.params.id);
      return { message: request.body.handled ? 'Marked as handled' : 'Marked as not handled' };
    },
  );

  api.get(
    '/api/admin/newsletter/subscribers',
    { schema: { tags, querystring: newsletterSubscriberQuerySchema, response: { 200: newsletterSubscriberPageSchema, ...errors } } },
    async (request) => listSubscribers(app.db, request.query),
  );

  api.post(
    '/api/admin/newsletter/subscribers/:id/unsubscribe',
    { schema: { tags, params: idParams, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const { email, changed } = await unsubscribeSubscriber(app.db, request.params.id);
      // A second click changes nothing, so it leaves nothing in the log either.
      if (changed) await recordAudit(app.db, request.user, 'newsletter.unsubscribe', 'newsletter', request.params.id, { email });
      return { message: `${email} is unsubscribed` };
    },
  );

  api.get('/api/admin/newsletter.csv', { schema: { tags } }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(await newsletterCsv(app.db)),
  );
}
