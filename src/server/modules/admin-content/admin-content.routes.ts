import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessageRowSchema } from '../../../shared/admin/admin-content.schema.js';
import { newsletterSubscriberPageSchema, newsletterSubscriberQuerySchema } from '../../../shared/admin/admin-newsletter.schema.js';
import { messageHandledSchema } from '../../../shared/admin/admin-ops.schema.js';
import { blogPostSchema } from '../../../shared/content/blog.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { BLOG_CATEGORIES } from '../../../shared/content/blog-options.js';
import { mediaPathSchema } from '../../../shared/media-path.js';
import { blogPosts } from '../../db/schema/content.js';
import { HttpError } from '../../plugins/error-handler.js';
import { recordAudit } from '../audit/audit.service.js';
import { getBlogPost, listBlogPosts, saveBlogPost } from '../blogs/blogs.service.js';
import { listSubscribers, unsubscribeSubscriber } from '../contact/newsletter.service.js';
import { listMessages, newsletterCsv, setMessageHandled } from './admin-content.service.js';

const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const messageSchema = z.object({ message: z.string() });

/** The admin editor's shape; the server fills what staff need not type (date, image, read time). */
const adminBlogBodySchema = z.object({
  title: z.string(),
  category: z.enum(BLOG_CATEGORIES, { message: `Category must be one of ${BLOG_CATEGORIES.join(', ')}` }),
  author: z.string(),
  authorRole: z.string().optional(),
  shortDescription: z.string(),
  fullText: z.string({ message: 'Body is required' }).max(200_000, 'Body is too long'),
  tags: z.array(z.string().max(40)).max(20).optional(),
  place: z.string().optional(),
  country: z.string().optional(),
  readTime: z.string().optional(),
  relatedProductIds: z.array(z.string().max(64)).max(12).optional(),
  publishedOn: z.iso.date().optional(),
  // The product image rule: only a path the shop serves (issue 15 #19).
  imageUrl: mediaPathSchema('Image must be an uploaded image (a /media/ path)').optional(),
});

export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get('/api/admin/blogs', { schema: { tags, response: { 200: z.array(blogPostSchema), ...errors } } }, async () => {
    const summaries = await listBlogPosts(app.db, {});
    const posts = await Promise.all(summaries.map((s) => getBlogPost(app.db, s.id)));
    return posts.filter((p) => p !== null);
  });

  async function save(id: string | undefined, body: z.infer<typeof adminBlogBodySchema>) {
    const existing = id ? await getBlogPost(app.db, id) : null;
    if (id && !existing) throw new HttpError(404, 'Blog post not found');
    return saveBlogPost(app.db, {
      id,
      title: body.title,
      category: body.category,
      author: body.author,
      authorRole: body.authorRole ?? '',
      shortDescription: body.shortDescription,
      fullHtml: body.fullText,
      tags: body.tags ?? [],
      place: body.place ?? '',
      country: body.country ?? 'India',
      readTime: body.readTime ?? '',
      relatedProductIds: body.relatedProductIds ?? [],
      publishedOn: body.publishedOn ?? new Date().toISOString().slice(0, 10),
      imageUrl: body.imageUrl ?? existing?.imgpath ?? '/media/art/ceiling-light-2.svg',
      authorAvatar: existing?.authorAvatar ?? '',
    });
  }

  api.post('/api/admin/blogs', { schema: { tags, body: adminBlogBodySchema, response: { 201: blogPostSchema, ...errors } } }, async (request, reply) => {
    const post = await save(undefined, request.body);
    await recordAudit(app.db, request.user, 'blog.create', 'blog', post.id, { title: post.blogname });
    // Rendered blog pages are cached with the catalog and dropped with it.
    await app.invalidateCatalog();
    return reply.code(201).send(post);
  });

  api.put(
    '/api/admin/blogs/:id',
    { schema: { tags, params: idParams, body: adminBlogBodySchema, response: { 200: blogPostSchema, ...errors } } },
    async (request) => {
      const post = await save(request.params.id, request.body);
      await recordAudit(app.db, request.user, 'blog.update', 'blog', post.id, { title: post.blogname });
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
