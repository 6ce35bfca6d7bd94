import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryBodySchema,
  idParamSchema,
  savedItemResponseSchema,
  tagSaveBodySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { savedCreated, savedOk, security } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { archiveCategory, createCategory, deleteTag, saveTag, updateCategory } from './tags.service';

/** Writes on tags and service categories (admin); their lists are GETs of the reference module. */
export function tagsRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['tags and categories'];

    r.post(
      '/tenant/tags/save',
      {
        schema: {
          tags,
          summary: 'Create a tag (201), or rename it when id is given (200) (admin)',
          security,
          body: tagSaveBodySchema,
          response: { 201: savedItemResponseSchema, ...savedOk },
        },
      },
      async (request, reply) => {
        const { created, tag } = await saveTag(database, currentUser(request), request.body);
        return reply.status(created ? 201 : 200).send({ data: tag });
      },
    );
    r.delete(
      '/tenant/tags/:id',
      {
        schema: {
          tags,
          summary: 'Delete a tag and take it off its services (admin)',
          security,
          params: idParamSchema,
          response: savedOk,
        },
      },
      async (request) => ({
        data: await deleteTag(database, currentUser(request), request.params.id),
      }),
    );

    r.post(
      '/tenant/service-categories',
      {
        schema: {
          tags,
          summary: 'Create a service category (admin)',
          security,
          body: categoryBodySchema,
          response: savedCreated,
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createCategory(database, currentUser(request), request.body) }),
    );
    r.put(
      '/tenant/service-categories/:id',
      {
        schema: {
          tags,
          summary: 'Rename a service category (admin); its services are found by the new name',
          security,
          params: idParamSchema,
          body: categoryBodySchema,
          response: savedOk,
        },
      },
      async (request) => ({
        data: await updateCategory(database, currentUser(request), request.params.id, request.body),
      }),
    );
    r.delete(
      '/tenant/service-categories/:id',
      {
        schema: {
          tags,
          summary: 'Archive a service category no active service uses (admin)',
          security,
          params: idParamSchema,
          response: savedOk,
        },
      },
      async (request) => ({
        data: await archiveCategory(database, currentUser(request), request.params.id),
      }),
    );
  };
}
