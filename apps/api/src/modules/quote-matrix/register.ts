import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { createMatrixRunner, type MatrixRunner } from './matrix.job';
import { matrixRoutes } from './matrix.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The price matrix job's work. */
    matrixRunner: MatrixRunner;
  }
}

export async function register(app: FastifyInstance, { database, queue }: ModuleDeps): Promise<void> {
  await app.register(matrixRoutes(database, queue));
  app.decorate('matrixRunner', createMatrixRunner(database));
}
