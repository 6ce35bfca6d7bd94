import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { contactRoutes } from './contact.routes';

export async function register(app: FastifyInstance, { config, database, mailer }: ModuleDeps): Promise<void> {
  await app.register(
    contactRoutes(database, mailer, {
      contactPerHour: config.RATE_LIMIT_CONTACT,
      feedbackPerHour: config.RATE_LIMIT_FEEDBACK,
    }),
  );
}
