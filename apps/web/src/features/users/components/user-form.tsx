import { Button, Checkbox, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useForm } from '@mantine/form';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_ROLE_IDS,
  grantablePermissions,
  isPasswordLongEnough,
  maySetExternalAccount,
  PASSWORD_MIN_LENGTH,
  roleMayHold,
  ROLES,
} from '@itinera/domain';
import { PasswordField } from '../../../components/inputs/password-field';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { useAuth } from '../../../lib/use-auth';
import { useCreateUser } from '../api/create-user';
import { PERMISSION_OPTIONS, ROLE_OPTIONS, ROLES_NEEDING_CLIENT, type Permission, type User } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';

interface Values {
  name: string;
  email: string;
  password: string;
  role: string;
  client_id: string | null;
  permissions: Permission[];
  active: boolean;
  /** The account on the external system (administrators set it): it enables the user's export. */
  external_code: string;
}

// A person's name: an example of data, the same in every language.
const EXAMPLE_NAME = 'Maria Quispe';

/** A password the admin can pass on; the user changes it from their profile. */
function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

// view_price_searched by default: without it the catalogue search shows no prices (decisions 0056 and 0057).
const DEFAULT_PERMISSIONS: Record<number, Permission[]> = {
  1: ['view_sale_price', 'view_cost_price', 'view_price_searched'],
  4: ['view_sale_price', 'view_cost_price', 'view_price_searched'],
  7: ['view_sale_price', 'view_price_searched'],
  2: ['view_sale_price', 'view_price_searched'],
  3: ['view_sale_price', 'view_price_searched'],
};

export interface UserFormProps {
  user: User | null;
  /** The signed-in user's role: a client administrator only manages users of their own client. */
  actorRole: number;
  onClose: () => void;
}

/** Add a user (name, e-mail, first password, role, client, permissions) or change one's role, permissions and access. */
export function UserForm({ user, actorRole, onClose }: UserFormProps) {
  const { t } = useTranslation('settings');
  const create = useCreateUser();
  const update = useUpdateUser();
  const clients = useCatalogueList<{ id: number; name: string }>('/tenant/clients', { limit: 500 });
  const actorIsAdmin = actorRole === ROLES.ADMIN;
  const auth = useAuth();
  const self = Boolean(user && auth?.user.id === user.id);
  const actor = { roleId: actorRole, permissions: (auth?.permissions ?? []).map((p) => p.name) };
  // A new user starts with the role's usual permissions that this actor may give.
  const defaultsFor = (roleId: number) =>
    (DEFAULT_PERMISSIONS[roleId] ?? []).filter((p) => grantablePermissions(actor, roleId).includes(p));
  // A generated password is shown: the admin has to pass it on.
  const [passwordVisible, passwordVisibility] = useDisclosure(false);
  const roles = ROLE_OPTIONS.filter((r) => actorIsAdmin || CLIENT_ROLE_IDS.includes(r.id));
  const form = useForm<Values>({
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      password: '',
      role: String(user?.role.id ?? (actorIsAdmin ? 4 : 3)),
      client_id: user?.client ? String(user.client.id) : null,
      permissions: user?.permissions ?? defaultsFor(actorIsAdmin ? 4 : 3),
      active: user?.active ?? true,
      external_code: user?.external_code ?? '',
    },
    validate: {
      name: (v) => (v.trim().length >= 2 ? null : t('userForm.nameRule')),
      email: (v) => (user || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : t('userForm.emailInvalid')),
      password: (v) =>
        user || isPasswordLongEnough(v) ? null : t('userForm.passwordRule', { min: PASSWORD_MIN_LENGTH }),
      client_id: (v, values) =>
        actorIsAdmin && ROLES_NEEDING_CLIENT.includes(Number(values.role)) && !v ? t('userForm.clientRequired') : null,
    },
  });
  const role = Number(form.values.role);
  // The server's rule (domain grants.ts): a role's own permissions only, handed out by someone who
  // holds them; a permission the user already has may be kept, and nobody adds to their own.
  const grantable = grantablePermissions(actor, role);
  const permissionOptions = PERMISSION_OPTIONS.filter((p) => roleMayHold(role, p.value));
  const mayTick = (p: Permission) => user?.permissions.includes(p) || (!self && grantable.includes(p));
  const showClient = actorIsAdmin && CLIENT_ROLE_IDS.includes(role);
  const showExternal = maySetExternalAccount([{ id: actorRole }]);
  const saving = create.isPending || update.isPending;

  const onRoleChange = (value: string | null) => {
    if (!value) return;
    form.setFieldValue('role', value);
    // A new user starts with the usual permissions of the role; an existing one keeps theirs.
    if (!user) form.setFieldValue('permissions', defaultsFor(Number(value)));
    else
      form.setFieldValue(
        'permissions',
        form.values.permissions.filter((p) => roleMayHold(Number(value), p)),
      );
    if (!CLIENT_ROLE_IDS.includes(Number(value))) form.setFieldValue('client_id', null);
  };

  const submit = form.onSubmit((v) => {
    const clientId = showClient && v.client_id ? Number(v.client_id) : null;
    const done = (message: string) => () => {
      notifySuccess(message);
      onClose();
    };
    const onError = (error: unknown) => showSaveError(form, error, 'email');
    // Sent by an administrator only: the server refuses it from anyone else.
    const external = showExternal ? { external_code: v.external_code.trim() || null } : {};
    if (user) {
      update.mutate(
        {
          id: user.id,
          name: v.name.trim(),
          role,
          permissions: v.permissions,
          active: v.active,
          client_id: clientId,
          ...external,
        },
        { onSuccess: done(t('userForm.saved', { name: v.name.trim() })), onError },
      );
    } else {
      create.mutate(
        {
          name: v.name.trim(),
          email: v.email.trim(),
          password: v.password,
          role,
          permissions: v.permissions,
          client_id: clientId,
          ...external,
        },
        { onSuccess: done(t('userForm.created', { name: v.name.trim(), email: v.email.trim() })), onError },
      );
    }
  });

  return (
    <FormModal
      opened
      onClose={onClose}
      title={user ? t('userForm.edit', { name: user.name }) : t('userForm.addTitle')}
      onSubmit={submit}
      submitting={saving}
      submitLabel={user ? t('userForm.saveChanges') : t('users.add')}
      actionType={user ? 'user-save' : 'user-create'}
      size="lg"
    >
      <Group grow align="flex-start">
        <TextInput
          label={t('userForm.name')}
          placeholder={EXAMPLE_NAME}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('userForm.email')}
          placeholder={t('userForm.emailPlaceholder')}
          type="email"
          required={!user}
          disabled={Boolean(user)}
          {...form.getInputProps('email')}
        />
      </Group>
      {!user && (
        <Group align="flex-end" wrap="nowrap">
          <PasswordField
            label={t('userForm.firstPassword')}
            description={t('userForm.firstPasswordHint')}
            required
            style={{ flex: 1 }}
            autoComplete="new-password"
            visible={passwordVisible}
            onVisibilityChange={passwordVisibility.toggle}
            {...form.getInputProps('password')}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => {
              form.setFieldValue('password', generatePassword());
              passwordVisibility.open();
            }}
            mb={form.errors.password ? 22 : 0}
          >
            {t('userForm.generate')}
          </Button>
        </Group>
      )}
      <Group grow align="flex-start">
        <Select
          label={t('users.role')}
          data={roles.map((r) => ({ value: String(r.id), label: r.label }))}
          allowDeselect={false}
          description={ROLE_OPTIONS.find((r) => r.id === role)?.hint}
          {...form.getInputProps('role')}
          onChange={onRoleChange}
        />
        {showClient ? (
          <Select
            label={t('users.client')}
            placeholder={ROLES_NEEDING_CLIENT.includes(role) ? t('userForm.pickClient') : t('userForm.noClient')}
            description={t('userForm.clientHint')}
            data={(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            searchable
            clearable={!ROLES_NEEDING_CLIENT.includes(role)}
            required={ROLES_NEEDING_CLIENT.includes(role)}
            nothingFoundMessage={t('userForm.noClientMatch')}
            {...form.getInputProps('client_id')}
          />
        ) : (
          <div />
        )}
      </Group>
      <Checkbox.Group
        label={t('userForm.permissions')}
        description={t('userForm.permissionsHint')}
        {...form.getInputProps('permissions')}
      >
        <Stack gap="xs" mt="xs">
          {permissionOptions.map((p) => (
            <Checkbox
              key={p.value}
              value={p.value}
              label={p.label}
              description={mayTick(p.value) ? p.hint : t('userForm.onlyHolder', { hint: p.hint })}
              disabled={!mayTick(p.value) && !form.values.permissions.includes(p.value)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {showExternal && (
        <TextInput
          label={t('users.externalAccount')}
          description={t('userForm.externalHint')}
          placeholder={t('userForm.externalPlaceholder')}
          {...form.getInputProps('external_code')}
        />
      )}
      {user && (
        <Switch
          label={t('users.active')}
          description={form.values.active ? t('userForm.canSignIn') : t('userForm.cannotSignIn')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      )}
      {!user && (
        <Text size="xs" c="dimmed">
          {t('userForm.nothingMailed')}
        </Text>
      )}
    </FormModal>
  );
}
