import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactBodySchema,
  feedbackBodySchema,
  messageResponseSchema,
  trackingEventsBodySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { errorResponses, security } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/limits';
import { requireTenant } from '../../plugins/tenant-context';
import { recordEvents, sendContact, sendFeedback } from './contact.service';

const errors = errorResponses(400, 401, 404, 429);

export function contactRoutes(
  database: Database,
  mailer: Mailer,
  limits: { contactPerHour: number; feedbackPerHour: number },
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/tenant/contactus',
      {
        schema: {
          tags: ['contact'],
          summary: 'Contact request (no sign-in; rate-limited)',
          body: contactBodySchema,
          // 200, with `message` at the top: the original client's sign-up page (contract A7, §1.8).
          response: { 200: messageResponseSchema, ...errors },
        },
        preHandler: limit(app, { name: 'contact', max: limits.contactPerHour, timeWindow: '1 hour' }),
      },
      async (request) => {
        await sendContact(database, mailer, requireTenant(request), request.body);
        const message = 'Thank you. We will get back to you soon.';
        return { data: { message }, message };
      },
    );

    await app.register(async (signedIn) => {
      signedIn.addHook('onRequest', authenticate(database));
      const s = signedIn.withTypeProvider<ZodTypeProvider>();
      // Feedback mails every admin: counted per user, whom no header can change.
      const perUser = limit(signedIn, {
        name: 'feedback',
        max: limits.feedbackPerHour,
        timeWindow: '1 hour',
        keyGenerator: (req) => `${currentUser(req).tenantId}:${currentUser(req).userId}`,
      });
      s.post(
        '/tenant/user/feedback',
        {
          schema: {
            tags: ['contact'],
            summary: 'Send feedback (rate-limited per user)',
            security,
            body: feedbackBodySchema,
            response: { 201: messageResponseSchema, ...errors },
          },
          preHandler: perUser,
        },
        async (request, reply) => {
          await sendFeedback(database, mailer, currentUser(request), request.body);
          return reply.status(201).send({ data: { message: 'Thank you for your feedback.' } });
        },
      );
      s.post(
        '/tenant/events',
        {
          schema: {
            tags: ['contact'],
            summary: 'Tracking: clicks and changes on elements with an action type',
            security,
            body: trackingEventsBodySchema,
            response: { 202: z.object({ data: z.object({ stored: z.number().int() }) }), ...errors },
          },
        },
        async (request, reply) => {
          await recordEvents(database, currentUser(request), request.body.events);
          return reply.status(202).send({ data: { stored: request.body.events.length } });
        },
      );
    });
  };
}
