import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryBodySchema,
  stepsQuerySchema,
  tagListResponseSchema,
  tagRenameBodySchema,
  tagSaveBodySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { crudRoutes } from '../../plugins/crud-routes';
import { archiveCategory, createCategory, deleteTag, renameTag, saveTags, updateCategory } from './tags.service';

/** Writes on tags and service categories (admin; quote tags: anyone); their lists are GETs of the reference module. */
export function tagsRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['tags and categories']);

    r.post(
      '/tenant/tags/save',
      doc('Add the tags named that do not exist yet and answer every tag (a bare array); SVC: admin, ITY: anyone', {
        querystring: stepsQuerySchema,
        body: tagSaveBodySchema,
        response: { 200: tagListResponseSchema, ...standardErrors },
      }),
      async (request) => saveTags(database, currentUser(request), request.body),
    );
    crudRoutes(app, database, doc, {
      path: '/tenant/tags',
      body: tagRenameBodySchema,
      update: ['Rename a tag (admin)', renameTag],
      remove: ['Delete a tag and take it off its services (admin)', deleteTag],
    });
    crudRoutes(app, database, doc, {
      path: '/tenant/service-categories',
      body: categoryBodySchema,
      create: ['Create a service category (admin)', createCategory],
      update: ['Rename a service category (admin); its services are found by the new name', updateCategory],
      remove: ['Archive a service category no active service uses (admin)', archiveCategory],
    });
  };
}
