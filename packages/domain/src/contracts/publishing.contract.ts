import { z } from 'zod';
import { COLOR_TYPES, IMAGE_SLOTS } from '../publishing/templates';
import { assetKeyOf } from '../assets/assets';
import { errorBodySchema, idSchema, int4Schema, safeTextSchema } from './common.contract';
import { compositionBodySchema, stayRangeSchema } from './composition.contract';
import { idList } from './liberal-body';
import { stepsQuerySchema } from './quote-services.contract';
import { quoteDetailSchema } from './quotes.contract';

// Publishing (decisions 0029, 0030 and 0031; original-client.md §5.6, I17–I19, §13): the quote's publish
// configuration, publishing, the link and what the client did; and the public proposal's calls.

const nullableId = z.union([idSchema, z.null()]);
/** #rgb or #rrggbb; stored as #rrggbb in lower case. */
export const colourSchema = z
  .string()
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'must be a colour like #720330')
  .transform((v) => (v.length === 4 ? `#${[...v.slice(1)].map((c) => c + c).join('')}` : v).toLowerCase());

/** A display option as the client sends it; removed ones come back with status -1 (original-client.md §5.6). */
const contentSchema = z.object({
  id: z.union([int4Schema, z.null()]).optional(),
  id_content: z.coerce
    .number()
    .int()
    .min(1, 'is not a display option (1–14)')
    .max(14, 'is not a display option (1–14)'),
  status: z.coerce.number().int().min(-1).max(10).optional(),
});
const colorInSchema = z.object({
  id: z.union([int4Schema, z.null()]).optional(),
  value: colourSchema,
  type: z.enum(COLOR_TYPES),
  label: z.string().max(200).optional(),
});
const imageGroupInSchema = z.object({
  type: z.enum(IMAGE_SLOTS),
  id: z.union([int4Schema, z.null()]).optional(),
  /** Asset ids: an array or the Postgres literal "{1,2}". */
  images: z.preprocess(idList, z.array(idSchema).max(20)).optional(),
});

/** I19 body (and the tenant defaults' and the preview's). */
export const publishConfigBodySchema = z.object({
  config: z.object({
    id: nullableId.optional(),
    id_template: z.coerce.number().int().min(1).max(4),
    contents: z.array(contentSchema).max(100).default([]),
    colors: z.array(colorInSchema).max(20).default([]),
    /**
     * Decision 0068, not sent by the original client: the level shown as recommended (null: none), and what
     * happens after "yes" (null or '': the page's default words). Absent: the stored value stays.
     */
    recommended_level: z.union([z.coerce.number().int().min(1).max(3), z.null()]).optional(),
    next_steps: z.union([safeTextSchema().trim().max(2000), z.null()]).optional(),
    /**
     * Decision 0084, not sent by the original client: the stays (their day ranges, '3-5') whose level the
     * client may choose on the page, and whether optional extras are offered. Absent: the stored value stays.
     */
    choosable_stays: z.array(stayRangeSchema).max(100).optional(),
    optional_extras: z.boolean().optional(),
  }),
  images: z.array(imageGroupInSchema).max(20).default([]),
});
export type PublishConfigBody = z.infer<typeof publishConfigBodySchema>;

const thumbnailSchema = z.object({
  id: z.number().int(),
  thumbnail_350X240: z.string(),
  thumbnail_1200X725: z.string(),
  name: z.string(),
});
export const publishImageSchema = thumbnailSchema;
export const publishImageUploadQuerySchema = z.object({ type: z.enum(IMAGE_SLOTS).optional() });
/** A library picture for an image slot (decision 0063): its address as the picker hands it back. */
export const publishImageFromLibraryBodySchema = z.object({
  type: z.enum(IMAGE_SLOTS),
  image: z
    .string()
    .trim()
    .max(200)
    .refine((v) => assetKeyOf(v) !== null, 'must be a library picture (/tenant/assets/thumbnail/<key>)'),
});
export type PublishImageFromLibraryBody = z.infer<typeof publishImageFromLibraryBodySchema>;

const configOutSchema = z.object({
  id: z.number().int().nullable(),
  id_template: z.number().int(),
  contents: z.array(z.object({ id: z.number().int(), id_content: z.number().int() })),
  colors: z.array(z.object({ id: z.number().int(), value: z.string(), type: z.string(), label: z.string() })),
  recommended_level: z.number().int().nullable(),
  next_steps: z.string().nullable(),
  choosable_stays: z.array(z.string()),
  optional_extras: z.boolean(),
});
/** A slot's pictures; a slot with none shows the template's cover (id null): the original client reads images_full[0]. */
const slotPictureSchema = thumbnailSchema.extend({ id: z.number().int().nullable() });
const imagesOutSchema = z.array(
  z.object({ type: z.string(), id: z.number().int().nullable(), images_full: z.array(slotPictureSchema) }),
);
/** I18 answer (bare). */
export const publishConfigResponseSchema = z.object({
  code: z.string(),
  config: configOutSchema,
  images: imagesOutSchema,
});
export const publishDefaultsResponseSchema = z.object({ config: configOutSchema, images: imagesOutSchema });

export const webTemplatesResponseSchema = z.array(
  z.object({ id: z.number().int(), name: z.string(), path: z.string(), cover: z.string(), image_cover: z.string() }),
);

export const publishQuerySchema = stepsQuerySchema.extend({
  lang: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
/** I17 body: `{id, lang}`, read for nothing (the quote is in the path). */
export const publishBodySchema = z.object({ id: z.unknown().optional(), lang: z.unknown().optional() }).nullish();
export const publishResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  url: z.string(),
  itinerary: quoteDetailSchema,
});

/** A publish refused (422): `errors.services` names each service's problems (original-client.md §1.5). */
export const publishErrorBodySchema = errorBodySchema.extend({
  errors: z.object({ data: z.string(), services: z.record(z.string(), z.array(z.string())).optional() }),
});

const pdfStatus = z.enum(['pending', 'ready', 'failed']);
export const publishStateSchema = z.object({
  link: z
    .object({
      code: z.string(),
      url: z.string(),
      createdAt: z.string(),
      expiresAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
    })
    .nullable(),
  publications: z.array(
    z.object({
      id: z.number().int(),
      version: z.number().int(),
      publishedAt: z.string(),
      publishedBy: z.string().nullable(),
      pdf: z.object({ status: pdfStatus, url: z.string().nullable() }),
    }),
  ),
  lastSeen: z.object({ version: z.number().int(), at: z.string() }).nullable(),
  events: z.array(
    z.object({
      kind: z.string(),
      at: z.string(),
      version: z.number().int(),
      section: z.string().optional(),
      seconds: z.number().int().optional(),
      level: z.number().int().optional(),
    }),
  ),
  accepted: z
    .object({
      level: z.number().int(),
      at: z.string(),
      message: z.string(),
      name: z.string(),
      version: z.number().int(),
    })
    .nullable(),
  currentVersion: z.number().int(),
});
export type PublishState = z.infer<typeof publishStateSchema>;

/** A moment the database can hold: years 2000–9999 (year 0 is refused by PostgreSQL). */
const moment = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .refine((v) => Number(v.slice(0, 4)) >= 2000, 'must be a date from the year 2000 on');
export const publishExpiryBodySchema = z.object({ expiresAt: z.union([moment, z.null()]) });
export const publishPdfQuerySchema = z.object({
  publication: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

const serviceFacts = z.object({
  day: z.number().int(),
  days: z.number().int(),
  pricePerPerson: z.number().nullable(),
  optional: z.boolean(),
});
const dayFacts = z.object({ title: z.string(), date: z.string().nullable(), services: z.array(z.string()) });
const levelFigures = z
  .object({
    total: z.number().nullable(),
    perPerson: z.number().nullable(),
    rooms: z.array(z.object({ roomType: z.string(), pricePerPerson: z.number() })),
  })
  .nullable();
export const publishDiffSchema = z.object({
  published: z.object({ version: z.number().int(), publishedAt: z.string() }),
  current: z.object({ version: z.number().int() }),
  days: z.array(
    z.object({
      day: z.number().int(),
      change: z.enum(['added', 'removed', 'changed']),
      before: dayFacts.optional(),
      after: dayFacts.optional(),
    }),
  ),
  services: z.array(
    z.object({
      change: z.enum(['added', 'removed', 'changed']),
      name: z.string(),
      day: z.number().int(),
      level: z.number().int(),
      before: serviceFacts.optional(),
      after: serviceFacts.optional(),
    }),
  ),
  levels: z.array(z.object({ level: z.number().int(), before: levelFigures, after: levelFigures })),
});

export const publishMessageSchema = z.object({ message: z.string() });

/**
 * POST /tenant/itinerary/publish/notification/{id}, sent with no token: the quote's uuid (any
 * letter case) or its proposal's code, never its integer id (decision 0053: ids could be counted up).
 * Any other word is taken and found nowhere (the same 404), so nothing tells ids apart.
 */
export const proposalNotificationParamSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w-]+$/, 'is not a quote uuid or proposal code'),
});

// ---- The public proposal's calls (no sign-in; the code names the proposal) ----

export const proposalCodeParamSchema = z.object({
  code: z
    .string()
    .min(8)
    .max(200)
    .regex(/^[\w-]+$/, 'is not a proposal code'),
});

export const ENGAGEMENT_KINDS = ['open', 'read', 'level', 'pdf'] as const;
const eventSchema = z.object({
  kind: z.enum(ENGAGEMENT_KINDS),
  section: safeTextSchema().trim().max(60).optional(),
  seconds: z.coerce.number().int().min(0).max(86_400).optional(),
  level: z.coerce.number().int().min(1).max(3).optional(),
});
/** One event or a batch (the page flushes with sendBeacon as text/plain). */
export const proposalEventsBodySchema = z.union([eventSchema, z.array(eventSchema).min(1).max(50)]);
export type ProposalEvent = z.infer<typeof eventSchema>;

export const proposalAcceptBodySchema = z.object({
  level: z.coerce.number().int().min(1).max(3),
  message: safeTextSchema().trim().max(2000).optional(),
  name: safeTextSchema().trim().max(200).optional(),
  /** Decision 0084: the trip the client composed (a level per stay, the extras taken); its level is \`level\`. */
  composition: compositionBodySchema.optional(),
});
export const proposalAcceptResponseSchema = z.object({
  accepted: z.object({ level: z.number().int(), at: z.string() }),
  /**
   * Decision 0084: the composed trip as accepted, priced by the server: the quote's new version and its figures
   * for the party; `changed_since_publication` says they are today's, not the page's.
   */
  composition: z
    .object({
      version: z.number().int(),
      total: z.number(),
      per_person: z.number(),
      published_total: z.number().nullable(),
      changed_since_publication: z.boolean(),
    })
    .optional(),
});
export type ProposalAcceptResponse = z.infer<typeof proposalAcceptResponseSchema>;
/** Issue 48, docs/decisions/issues.md: the client asks a question about the proposal (a sold trip's changes) instead of accepting. */
export const proposalQuestionBodySchema = z.object({
  message: safeTextSchema().trim().min(1).max(2000),
  name: safeTextSchema().trim().max(200).optional(),
});
export const proposalQuestionResponseSchema = z.object({ question: z.object({ at: z.string() }) });

const proposalService = z.object({
  name: z.string(),
  typeName: z.string(),
  location: z.string().nullable(),
  level: z.number().int(),
  optional: z.boolean(),
  pricePerPerson: z.number().nullable(),
});
const tripDates = z.object({
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  numDays: z.number().int(),
});
const beforeAfter = z.object({ before: z.number().nullable(), after: z.number().nullable() });
/** Decision 0075: a sold trip's changes as the client reads them. */
export const proposalChangesSchema = z.object({
  acceptedVersion: z.number().int(),
  acceptedAt: z.string().nullable().optional(),
  level: z.number().int().nullable(),
  dates: z.object({ before: tripDates, after: tripDates }).nullable(),
  lines: z.array(
    z.object({ what: z.string(), kind: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
  perPerson: beforeAfter.nullable(),
  total: beforeAfter.nullable(),
});
/** The PublicProposal as JSON: an allowlist, so nothing but these fields can leave. */
export const publicProposalSchema = z.object({
  code: z.string(),
  version: z.number().int(),
  publishedAt: z.string(),
  template: z.object({ id: z.number().int(), path: z.string() }),
  colors: z.object({ navBgColor: z.string(), mainBgColor: z.string(), mainTextColor: z.string() }),
  language: z.string(),
  options: z.array(z.number().int()),
  images: z.object(Object.fromEntries(IMAGE_SLOTS.map((s) => [s, z.string().optional()]))),
  sender: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    ownerName: z.string().nullable(),
  }),
  quote: z.object({
    title: z.string(),
    description: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    numPax: z.number().int(),
    numDays: z.number().int(),
    clientName: z.string().nullable(),
    destinations: z.array(z.string()),
  }),
  currency: z.object({ code: z.string(), sign: z.string() }),
  days: z.array(
    z.object({
      day: z.number().int(),
      date: z.string().nullable(),
      title: z.string(),
      description: z.string(),
      images: z.array(z.string()),
      overnight: z.string().nullable(),
      meals: z.array(z.string()),
      services: z.array(proposalService),
    }),
  ),
  levels: z.array(
    z.object({
      level: z.number().int(),
      label: z.string(),
      total: z.number().nullable(),
      perPerson: z.number().nullable(),
      rooms: z.array(z.object({ roomType: z.string(), pricePerPerson: z.number() })),
      /** Children at their own rate, by age (decision 0062); absent in publications stored before. */
      children: z.array(z.object({ age: z.number().int().nullable(), pricePerPerson: z.number() })).optional(),
      /** Option 14: price per person sharing a double, and the single supplement, by group size. */
      groupSizes: z
        .array(
          z.object({
            numPax: z.number().int(),
            pricePerPerson: z.number().nullable(),
            singleSupplement: z.number().nullable(),
          }),
        )
        .optional(),
      hotels: z.array(
        z.object({
          name: z.string(),
          location: z.string().nullable(),
          nights: z.number().int(),
          day: z.number().int(),
          image: z.string().nullable().optional(),
        }),
      ),
    }),
  ),
  accepted: z.object({ level: z.number().int(), at: z.string() }).nullable(),
  /** Decision 0068; absent from proposals published before. */
  recommendedLevel: z.number().int().nullable().optional(),
  nextSteps: z.string().nullable().optional(),
  /** Issue 48, docs/decisions/issues.md: a publication that sends a sold trip's changes opens on them; absent otherwise. */
  changes: proposalChangesSchema.nullable().optional(),
});
