import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import {
  searchMissesQuerySchema,
  searchMissesResponseSchema,
  synonymGroupIdParamsSchema,
  synonymGroupInputSchema,
  synonymGroupSchema,
} from '../../../shared/search/search-admin.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { recordAudit } from '../audit/audit.service.js';
import { searchCatalogOf } from './search-catalog.js';
import { listSearchMisses } from './search-misses.service.js';
import { addSynonyms, deleteSynonyms, listSynonyms, updateSynonyms } from './synonyms.service.js';

/** Search for staff: the synonym groups (audited; a change reaches every process's index) and the searches that found nothing. */
export async function adminSearchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  // Cached search answers were made with the old synonyms; this process's index reads them now, the others on the notice.
  const synonymsChanged = async () => {
    await app.invalidateCatalog();
    await searchCatalogOf(app.db).refreshNow();
  };

  api.get('/api/admin/search/synonyms', { schema: { tags, response: { 200: z.array(synonymGroupSchema) } } }, async () => listSynonyms(app.db));

  api.post(
    '/api/admin/search/synonyms',
    { schema: { tags, body: synonymGroupInputSchema, response: { 201: synonymGroupSchema, 400: errorResponseSchema } } },
    async (request, reply) => {
      const group = await addSynonyms(app.db, request.body);
      await synonymsChanged();
      await recordAudit(app.db, request.user, 'search.synonyms.add', 'search_synonyms', group.id, { terms: group.terms });
      return reply.code(201).send(group);
    },
  );

  api.put(
    '/api/admin/search/synonyms/:id',
    { schema: { tags, params: synonymGroupIdParamsSchema, body: synonymGroupInputSchema, response: { 200: synonymGroupSchema, 404: errorResponseSchema } } },
    async (request) => {
      const group = await updateSynonyms(app.db, request.params.id, request.body);
      if (!group) throw new HttpError(404, 'Synonym group not found');
      await synonymsChanged();
      await recordAudit(app.db, request.user, 'search.synonyms.update', 'search_synonyms', group.id, { terms: group.terms });
      return group;
    },
  );

  api.delete(
    '/api/admin/search/synonyms/:id',
    { schema: { tags, params: synonymGroupIdParamsSchema, response: { 204: z.null(), 404: errorResponseSchema } } },
    async (request, reply) => {
      if (!(await deleteSynonyms(app.db, request.params.id))) throw new HttpError(404, 'Synonym group not found');
      await synonymsChanged();
      await recordAudit(app.db, request.user, 'search.synonyms.delete', 'search_synonyms', request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/admin/search/misses',
    { schema: { tags, querystring: searchMissesQuerySchema, response: { 200: searchMissesResponseSchema } } },
    async (request) => {
      // What this process still holds is written first, so staff see the search they just tried.
      await app.searchMisses.flush();
      return listSearchMisses(app.db, request.query.page, request.query.pageSize);
    },
  );
}
