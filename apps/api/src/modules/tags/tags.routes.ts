import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryBodySchema,
  idParamSchema,
  savedItemResponseSchema,
  tagSaveBodySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc, savedCreated, savedOk } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { archiveCategory, createCategory, deleteTag, saveTag, updateCategory } from './tags.service';

/** Writes on tags and service categories (admin); their lists are GETs of the reference module. */
export function tagsRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['tags and categories']);

    r.post(
      '/tenant/tags/save',
      doc('Create a tag (201), or rename it when id is given (200) (admin)', {
        body: tagSaveBodySchema,
        response: { 201: savedItemResponseSchema, ...savedOk },
      }),
      async (request, reply) => {
        const { created, tag } = await saveTag(database, currentUser(request), request.body);
        return reply.status(created ? 201 : 200).send({ data: tag });
      },
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
