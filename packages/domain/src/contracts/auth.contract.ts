import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '../accounts/password';
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { idParamValueSchema, INT4_MAX, safeTextSchema } from './common.contract';

// Roles and permissions as stored (docs/domain/README.md): defined once in permissions/, where the checks use
// them, and named here too for the contracts' readers.
export { ROLES, ROLE_NAMES, PERMISSIONS, type PermissionName } from '../permissions/roles';

const email = safeTextSchema().trim().toLowerCase().max(254).email('Enter a valid e-mail address');
// Long enough to resist guessing, short enough that hashing cannot be abused as a DoS.
const newPassword = safeTextSchema().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE).max(PASSWORD_MAX_LENGTH);

export const loginBodySchema = z.object({
  email: safeTextSchema().trim().toLowerCase().max(254),
  password: safeTextSchema().max(200),
  remember: z.boolean().optional(),
});

export const authUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  external_code: z.string().nullable(),
  client_id: z.number().int().nullable(),
  /** The interface language chosen in Profile; null: none yet, the browser's decides (decision 0077). */
  language: z.enum(LANGUAGES).nullable(),
  /** The workspace's default language (Configuration): what the screens speak while `language` is null. */
  tenant_language: z.enum(LANGUAGES).nullable(),
  roles: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  /** "Member since" in the original client's profile (docs/domain/original-client.md). */
  created_at: z.string(),
});

export const userTypeSchema = z.object({
  name: z.string(),
  restrictions: z.object({
    tabs: z.object({
      information: z.boolean(),
      services: z.boolean(),
      itinerary: z.boolean(),
      book: z.boolean(),
      export: z.boolean(),
      pax: z.boolean(),
    }),
  }),
});

export const loginResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: authUserSchema,
  permissions: z.array(z.object({ name: z.string() })),
  user_type: userTypeSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const currentUserResponseSchema = loginResponseSchema.omit({ token: true, expires_at: true });

export const registerBodySchema = z
  .object({
    name: safeTextSchema().trim().min(2).max(100),
    /** The new tenant's name; the spec's sign-up body has none, so the person's name stands for it. */
    company: safeTextSchema().trim().min(2).max(100).optional(),
    email,
    password: newPassword,
    /** The spec's sign-up sends the password as its own confirmation (spec 01 §5); absent, it is the password. */
    password_confirmation: z.string().max(200).optional(),
    // The spec's client sends role 1; the server never takes a role from a public request.
    role: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  })
  .refine((b) => b.password_confirmation === undefined || b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The passwords do not match',
  })
  .transform(({ company, ...b }) => ({ ...b, company: company ?? b.name }));

export const registerResponseSchema = z.object({
  data: z.object({
    user: authUserSchema,
    tenant: z.object({ name: z.string(), domain: z.string(), url: z.string() }),
  }),
});

export const resetLinkBodySchema = z.object({ email: safeTextSchema().trim().toLowerCase().max(254) });
export const resetPasswordBodySchema = z
  .object({
    password: newPassword,
    password_confirmation: z.string().max(200),
    // The id comes from the reset link's address, so as text or as a number.
    id: idParamValueSchema,
    token: safeTextSchema().min(10).max(200),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The passwords do not match',
  });

/**
 * The original client swaps the two reset calls (docs/domain/original-client.md#sign-in-and-account-calls: `{email}` to /reset/password,
 * the new password to /reset/link), so each route takes either body and acts on what it is given.
 */
export const resetBodySchema = z.union([resetPasswordBodySchema, resetLinkBodySchema]);
export type ResetBody = z.infer<typeof resetBodySchema>;

export const changePasswordBodySchema = z
  .object({ current_password: z.string().max(200), password: newPassword, password_confirmation: z.string().max(200) })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The passwords do not match',
  });

/** `message` also at the top: the original client reads it there (docs/domain/original-client.md#sign-in-and-account-calls). */
export const messageResponseSchema = z.object({
  data: z.object({ message: z.string() }),
  message: z.string().optional(),
});

/** PUT /tenant/settings/language: the workspace's default language; null goes back to none. */
export const tenantLanguageBodySchema = z.object({ default_language: z.enum(LANGUAGES).nullable() }).strict();

/** GET and PUT /tenant/settings/language: the setting, and whether this user may change it (administrators). */
export const tenantLanguageResponseSchema = z.object({
  data: z.object({ default_language: z.enum(LANGUAGES).nullable(), can_edit: z.boolean() }),
});
export type TenantLanguage = z.infer<typeof tenantLanguageResponseSchema>['data'];
