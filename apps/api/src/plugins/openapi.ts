import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

// The OpenAPI document is generated from the routes' zod schemas; nothing is written by hand.
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Itinera API',
        description:
          'Travel quotes priced per comfort level and room type. Every path below /tenant is scoped to the tenant of the Host.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // A schema given an id (`.meta({ id })`, e.g. the self-nesting day) is referred to by name:
    // this writes those named schemas into components.schemas, where the references point.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
