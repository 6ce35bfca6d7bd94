import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { authRoutes } from './auth.routes';

export async function register(app: FastifyInstance, { config, database, mailer, address }: ModuleDeps): Promise<void> {
  await app.register(
    authRoutes(
      { config, database, mailer, address },
      { loginPerAddress: config.RATE_LIMIT_LOGIN, perIp: config.RATE_LIMIT_IP },
    ),
  );
}
