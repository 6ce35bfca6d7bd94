import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryBodySchema,
  idParamSchema,
  stepsQuerySchema,
  tagListResponseSchema,
  tagRenameBodySchema,
  tagSaveBodySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc, savedCreated, savedOk, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
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
    r.put(
      '/tenant/tags/:id',
      doc('Rename a tag (admin)', { params: idParamSchema, body: tagRenameBodySchema, response: savedOk }),
      async (request) => ({
        data: await renameTag(database, currentUser(request), request.params.id, request.body),
      }),
    );
    r.delete(
      '/tenant/tags/:id',
      doc('Delete a tag and take it off its services (admin)', { params: idParamSchema, response: savedOk }),
      async (request) => ({
        data: await deleteTag(database, currentUser(request), request.params.id),
      }),
    );

    r.post(
      '/tenant/service-categories',
      doc('Create a service category (admin)', { body: categoryBodySchema, response: savedCreated }),
      async (request, reply) =>
        reply.status(201).send({ data: await createCategory(database, currentUser(request), request.body) }),
    );
    r.put(
      '/tenant/service-categories/:id',
      doc('Rename a service category (admin); its services are found by the new name', {
        params: idParamSchema,
        body: categoryBodySchema,
        response: savedOk,
      }),
      async (request) => ({
        data: await updateCategory(database, currentUser(request), request.params.id, request.body),
      }),
    );
    r.delete(
      '/tenant/service-categories/:id',
      doc('Archive a service category no active service uses (admin)', { params: idParamSchema, response: savedOk }),
      async (request) => ({
        data: await archiveCategory(database, currentUser(request), request.params.id),
      }),
    );
  };
}
