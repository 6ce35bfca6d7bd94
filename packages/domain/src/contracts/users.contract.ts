import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '../accounts/password';
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { PERMISSIONS, ROLES } from './auth.contract';
import {
  dateTimeSchema,
  idListSchema,
  idParamValueSchema,
  INT4_MAX,
  listEnvelope,
  safeTextSchema,
} from './common.contract';

const roleId = z.coerce
  .number()
  .int()
  .min(0, 'Unknown role')
  .max(INT4_MAX, 'Unknown role')
  .refine((v) => Object.values(ROLES).includes(v as never), 'Unknown role');

/**
 * A user's account on the external system (docs/domain/permissions.md#account-on-another-system): one
 * word of letters, digits and . _ @ : / -; empty clears it (null).
 */
const externalCodeSchema = safeTextSchema()
  .trim()
  .max(60, 'must be at most 60 characters')
  .regex(/^([A-Za-z0-9][\w.@:/-]*)?$/, 'must be one word of letters, digits and . _ @ : / -')
  .transform((v) => v || null)
  .nullable();

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  /** The account on the external system, null when none: it enables the user's external export. */
  external_code: z.string().nullable(),
  /** The interface language chosen in Profile, null when none (issue 45, docs/decisions/issues.md). */
  language: z.enum(LANGUAGES).nullable(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  permissions: z.array(z.string()),
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const listUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(20),
  /** A role id, or a comma list of them (`role=1,7`: the original client's Reports user filter). */
  role: idListSchema
    .refine((ids) => ids.every((v) => Object.values(ROLES).includes(v as never)), 'Unknown role')
    .optional(),
  name: safeTextSchema().trim().max(100).optional(),
});
export const listUsersResponseSchema = listEnvelope(userSchema);

export const createUserBodySchema = z.object({
  name: safeTextSchema().trim().min(2).max(100),
  email: safeTextSchema().trim().toLowerCase().max(254).email('Enter a valid e-mail address'),
  password: safeTextSchema().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE).max(PASSWORD_MAX_LENGTH),
  role: roleId,
  permissions: z.array(z.enum(PERMISSIONS)).max(10).default([]),
  client_id: idParamValueSchema.nullable().optional(),
  /** Administrators only. */
  external_code: externalCodeSchema.optional(),
});

/** PUT /tenant/users/{id}: only the fields sent change. */
export const updateUserBodySchema = z
  .object({
    name: safeTextSchema().trim().min(2).max(100).optional(),
    role: roleId.optional(),
    permissions: z.array(z.enum(PERMISSIONS)).max(10).optional(),
    active: z.boolean().optional(),
    client_id: idParamValueSchema.nullable().optional(),
    /** Administrators only; empty or null clears it. */
    external_code: externalCodeSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to change');
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /tenant/user/profile: the name, the interface language (null: back to the browser's), or both. */
export const updateProfileBodySchema = z
  .object({
    name: safeTextSchema().trim().min(2).max(100).optional(),
    language: z
      .enum(LANGUAGES, { message: `Choose one of: ${LANGUAGES.join(', ')}` })
      .nullable()
      .optional(),
  })
  .refine((v) => v.name !== undefined || v.language !== undefined, 'Send the name or the language to change');
export const userResponseSchema = z.object({ data: userSchema });
/**
 * POST /tenant/users (201): the user also as `user`, with a `message`, which the original client's
 * sign-up reads (contract A8).
 */
export const createUserResponseSchema = userResponseSchema.extend({ user: userSchema, message: z.string() });

export const feedbackBodySchema = z.object({
  subject: safeTextSchema().trim().min(2).max(150),
  message: safeTextSchema().trim().min(5).max(5000),
});
/**
 * The original client's sign-up page sends `{first_name, last_name, email, description, company}`
 * (contract A7): its names make `name` and its description `message` when those are not sent.
 */
function contactFromClient(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  const parts = [body.first_name, body.last_name].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return {
    ...body,
    name: body.name ?? (parts.length ? parts.map((p) => p.trim()).join(' ') : undefined),
    message: body.message ?? body.description,
  };
}
export const contactBodySchema = z.preprocess(
  contactFromClient,
  z.object({
    name: safeTextSchema().trim().min(2).max(100),
    email: safeTextSchema().trim().toLowerCase().max(254).email('Enter a valid e-mail address'),
    company: safeTextSchema().trim().max(100).optional(),
    message: safeTextSchema().trim().min(5).max(5000),
  }),
);

export const trackingEventsBodySchema = z.object({
  events: z
    .array(
      z.object({
        action_type: safeTextSchema().trim().min(1).max(100),
        event: z.enum(['click', 'change']),
        path: safeTextSchema().max(500).optional(),
        at: dateTimeSchema.optional(),
      }),
    )
    .min(1)
    .max(200),
});
