import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  itineraryRefParamSchema,
  publishBodySchema,
  publishConfigBodySchema,
  publishConfigResponseSchema,
  publishDefaultsResponseSchema,
  publishDiffSchema,
  publishErrorBodySchema,
  publishExpiryBodySchema,
  publishImageFromLibraryBodySchema,
  publishImageSchema,
  publishImageUploadQuerySchema,
  publishPdfQuerySchema,
  publishQuerySchema,
  publishResponseSchema,
  publishStateSchema,
  stepsQuerySchema,
  webTemplatesResponseSchema,
} from '@itinera/domain/contracts';
import { IMAGE_SLOTS, type ImageSlot } from '@itinera/domain';
import { dispositionOf } from '../../lib/attachment';
import { AppError, refusal } from '../../lib/app-error';
import { errorResponses, routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import type { Mailer } from '../../mail/mailer';
import { requireTenant } from '../../plugins/tenant-context';
import { addLibraryProposalImage, addProposalImage, MAX_IMAGE_BYTES } from './images';
import {
  getPublishConfig,
  getPublishDefaults,
  previewProposal,
  publishQuote,
  savePublishConfig,
  savePublishDefaults,
  type PublishingDeps,
} from './publish.service';
import { publishDiff, publishState, revokeLink, setLinkExpiry, staffPdf } from './publish-state.service';
import { sendSaleChanges } from './send-changes.service';
import { webTemplates } from './web-templates';

// Binary answers: Fastify sends a Buffer as it is, the schema only documents them.
const pdfFile = z.any().describe('A PDF document');
const html = z.string().describe('An HTML document');
export const sendPdf = (
  reply: FastifyReply,
  file: { pdf: Buffer; filename: string },
  disposition: 'attachment' | 'inline' = 'attachment',
) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', dispositionOf(file.filename, disposition))
    .header('cache-control', 'no-store')
    .send(file.pdf);

/** The staff's publishing calls (decisions 0029, 0030 and 0031; contract I17–I19, C13): signed in, on quotes they can see. */
export function publishingRoutes(deps: PublishingDeps & { assetsDir: string; mailer: Mailer }) {
  const { database } = deps;
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['publishing']);
    const ref = { params: itineraryRefParamSchema };

    r.get(
      '/tenant/itineraries/web-templates',
      doc('C13: the web templates (bare array; travel agents are not offered 2 and 3), each with a cover image', {
        response: { 200: webTemplatesResponseSchema, ...errorResponses(401) },
      }),
      async (request) => webTemplates(currentUser(request), deps.address.tenantOrigin(requireTenant(request).slug)),
    );
    r.get(
      '/tenant/itinerary/publish/config/:id',
      doc("I18: the quote's publish configuration {code, config, images} (the tenant defaults until it has its own)", {
        ...ref,
        response: { 200: publishConfigResponseSchema, ...standardErrors },
      }),
      async (request) =>
        getPublishConfig(
          database,
          currentUser(request),
          request.params.id,
          deps.address.tenantOrigin(requireTenant(request).slug),
        ),
    );
    r.post(
      '/tenant/itinerary/publish/config/:id',
      doc(
        'I19: save the publish configuration (contents with status -1 are removed; option 12 brings 3, 10 and 13; option 5 only where its rule allows); answers I18',
        {
          ...ref,
          querystring: stepsQuerySchema,
          body: publishConfigBodySchema,
          response: { 200: publishConfigResponseSchema, ...standardErrors },
        },
      ),
      async (request) =>
        savePublishConfig(database, currentUser(request), request.params.id, request.body, requireTenant(request)),
    );
    r.get(
      '/tenant/publish/defaults',
      doc("The tenant's publishing defaults (what a quote starts from)", {
        response: { 200: publishDefaultsResponseSchema, ...standardErrors },
      }),
      async (request) => getPublishDefaults(database, currentUser(request)),
    );
    r.post(
      '/tenant/publish/defaults',
      doc("Save the tenant's publishing defaults (administrators)", {
        body: publishConfigBodySchema,
        response: { 200: publishDefaultsResponseSchema, ...standardErrors },
      }),
      async (request) => savePublishDefaults(database, currentUser(request), request.body, requireTenant(request)),
    );
    r.post(
      '/tenant/itinerary/publish/images/:id',
      doc(
        'Upload a picture for an image slot (multipart: one image file; field or query `type` = the slot): 201 with its thumbnails',
        {
          ...ref,
          querystring: publishImageUploadQuerySchema,
          consumes: ['multipart/form-data'],
          response: { 201: publishImageSchema, ...standardErrors, ...errorResponses(413) },
        },
      ),
      async (request, reply) => {
        const user = currentUser(request);
        const tenant = requireTenant(request);
        if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the picture as multipart/form-data.');
        const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
        if (!file) throw new AppError('BAD_REQUEST', 'Send one picture file.');
        const field = file.fields.type as { value?: unknown } | undefined;
        const slot = (request.query.type ?? field?.value ?? 'images_page') as ImageSlot;
        if (!IMAGE_SLOTS.includes(slot)) throw refusal('BAD_REQUEST', 'imageSlot', { slots: IMAGE_SLOTS.join(', ') });
        const buffer = await file.toBuffer().catch((error: { code?: string }) => {
          throw error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? new AppError('PAYLOAD_TOO_LARGE', 'This picture is larger than 10 MB.')
            : error;
        });
        const image = await addProposalImage(database, user, request.params.id, {
          assetsDir: deps.assetsDir,
          tenantSlug: tenant.slug,
          slot,
          name: file.filename,
          buffer,
        });
        return reply.status(201).send(image);
      },
    );
    r.post(
      '/tenant/itinerary/publish/images/:id/library',
      doc(
        'Put a library picture in an image slot (`type`, `image`: its address from the picker): 201 with its thumbnails',
        {
          ...ref,
          body: publishImageFromLibraryBodySchema,
          response: { 201: publishImageSchema, ...standardErrors },
        },
      ),
      async (request, reply) =>
        reply
          .status(201)
          .send(await addLibraryProposalImage(database, currentUser(request), request.params.id, request.body)),
    );
    r.post(
      '/tenant/itinerary/publish/:id',
      doc(
        "I17: publish — freeze the current version as a new publication behind the quote's live link (made if none); the PDF is made by a job; a quote In Preparation or Under Review becomes Sent (decision 0029)",
        {
          ...ref,
          querystring: publishQuerySchema,
          body: publishBodySchema,
          response: { 200: publishResponseSchema, ...standardErrors, 422: publishErrorBodySchema },
        },
      ),
      async (request) => publishQuote(deps, currentUser(request), request.params.id, requireTenant(request)),
    );
    r.post(
      '/tenant/itinerary/publish/:id/changes',
      doc(
        "Issue 48: send a sold trip's changes to the client — publish the current version on a new link that opens on what changed since the version accepted (the earlier links say they were replaced), move the quote to Sent and mark it 'changes awaiting the client' until the client accepts again; mails the client's contact. Administrators and operators; 409 before a sale, on a Confirmed quote or with nothing changed",
        {
          ...ref,
          response: { 200: publishResponseSchema, ...standardErrors, 422: publishErrorBodySchema },
        },
      ),
      async (request) => sendSaleChanges(deps, currentUser(request), request.params.id, requireTenant(request)),
    );
    r.get(
      '/tenant/itinerary/publish/:id/state',
      doc('The link, the publications and their PDFs, what the client did, the accept and the current version', {
        ...ref,
        response: { 200: publishStateSchema, ...standardErrors },
      }),
      async (request) =>
        publishState(database, currentUser(request), request.params.id, requireTenant(request), deps.address),
    );
    r.post(
      '/tenant/itinerary/publish/:id/revoke',
      doc('Revoke the live link: its address answers 404 from now on', {
        ...ref,
        response: { 200: publishStateSchema, ...standardErrors },
      }),
      async (request) =>
        revokeLink(database, currentUser(request), request.params.id, requireTenant(request), deps.address),
    );
    r.post(
      '/tenant/itinerary/publish/:id/expiry',
      doc('Set (or clear with null) when the live link stops answering', {
        ...ref,
        body: publishExpiryBodySchema,
        response: { 200: publishStateSchema, ...standardErrors },
      }),
      async (request) =>
        setLinkExpiry(
          database,
          currentUser(request),
          request.params.id,
          request.body.expiresAt,
          requireTenant(request),
          deps.address,
        ),
    );
    r.get(
      '/tenant/itinerary/publish/:id/diff',
      doc(
        'The published version (newest, or ?publication=) against the current one: days, services, prices per level',
        {
          ...ref,
          querystring: publishPdfQuerySchema,
          response: { 200: publishDiffSchema, ...standardErrors },
        },
      ),
      async (request) =>
        publishDiff(
          database,
          currentUser(request),
          request.params.id,
          request.query.publication,
          requireTenant(request),
        ),
    );
    r.post(
      '/tenant/itinerary/publish/:id/preview',
      doc('The page the client would see for the current version with this (unsaved) configuration, as HTML', {
        ...ref,
        body: publishConfigBodySchema,
        produces: ['text/html'],
        response: { 200: html, ...standardErrors },
      }),
      async (request, reply) => {
        const page = await previewProposal(
          database,
          currentUser(request),
          request.params.id,
          request.body,
          requireTenant(request),
        );
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
      },
    );
    r.get(
      '/tenant/itinerary/publish/:id/pdf',
      doc('Download the PDF of a publication (the newest, or ?publication=); 404 until the job has made it', {
        ...ref,
        querystring: publishPdfQuerySchema,
        produces: ['application/pdf'],
        response: { 200: pdfFile, ...standardErrors },
      }),
      async (request, reply) =>
        sendPdf(reply, await staffPdf(database, currentUser(request), request.params.id, request.query.publication)),
    );
  };
}
