import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUserBodySchema,
  createUserResponseSchema,
  idParamSchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  updateProfileBodySchema,
  updateUserBodySchema,
  userResponseSchema,
} from '@itinera/domain/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paged } from '../../lib/paging';
import { errorResponses, security } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant-context';
import { MAX_PHOTO_BYTES, storeProfilePhoto } from './user-photo';
import { createUser, getUser, listUsers, updateProfile, updateUser } from './users.service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422);

export function usersRoutes(config: Config, database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/tenant/users',
      {
        schema: {
          tags: ['users'],
          summary: 'Users of the tenant (staff) or of the client (client admin)',
          security,
          querystring: listUsersQuerySchema,
          response: { 200: listUsersResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { rows, total } = await listUsers(database, currentUser(request), request.query);
        return paged(request, rows, total, request.query.page, request.query.limit);
      },
    );

    r.post(
      '/tenant/users',
      {
        schema: {
          tags: ['users'],
          summary: 'Create a user (admin or client admin)',
          security,
          body: createUserBodySchema,
          response: { 201: createUserResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await createUser(database, currentUser(request), request.body);
        return reply.status(201).send({ data: user, user, message: 'The user was created.' });
      },
    );

    r.get(
      '/tenant/users/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'One user (staff: any; client admin: its own client; anyone: themselves)',
          security,
          params: idParamSchema,
          response: { 200: userResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await getUser(database, currentUser(request), request.params.id),
      }),
    );

    r.put(
      '/tenant/users/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'Change a user: name, role, permissions, active, client (admin or client admin)',
          security,
          params: idParamSchema,
          body: updateUserBodySchema,
          response: { 200: userResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await updateUser(database, currentUser(request), request.params.id, request.body),
      }),
    );

    r.post(
      '/tenant/user/profile',
      {
        schema: {
          tags: ['users'],
          summary: 'Update the signed-in user name and/or interface language',
          security,
          body: updateProfileBodySchema,
          response: { 200: userResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await updateProfile(database, currentUser(request), request.body),
      }),
    );

    r.post(
      '/tenant/user/photo',
      {
        schema: {
          tags: ['users'],
          summary: 'Upload the profile photo (multipart field "photo")',
          security,
          consumes: ['multipart/form-data'],
          response: { 200: userResponseSchema, ...errors },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError('BAD_REQUEST', 'Send the picture as multipart/form-data in the field "photo".');
        const file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
        if (!file || file.fieldname !== 'photo')
          throw new AppError('BAD_REQUEST', 'Send the picture in the field "photo".');
        const buffer = await file.toBuffer().catch(() => {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `This picture is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Please upload a smaller one.`,
          );
        });
        if (file.file.truncated)
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `This picture is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Please upload a smaller one.`,
          );
        const url = await storeProfilePhoto(
          path.resolve(config.DATA_DIR, 'assets'),
          requireTenant(request).slug,
          buffer,
        );
        return { data: await updateProfile(database, currentUser(request), { photo: url }) };
      },
    );
  };
}
