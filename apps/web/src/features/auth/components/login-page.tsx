import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckboxField } from '../../../components/inputs/checkbox-field';
import { PasswordField } from '../../../components/inputs/password-field';
import { i18n } from '../../../lib/i18n';
import { useLogin } from '../api/login';
import { AuthLayout } from './auth-layout';

/** Where to go after sign-in: the ?redirect target when it is a local path, else /home. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/home';
}

type Field = 'email' | 'password';
const RULES: Record<Field, (value: string) => string | null> = {
  email: (v) => (/^\S+@\S+\.\S+$/.test(v) ? null : i18n.t('auth.invalidEmail')),
  password: (v) => (v.length > 0 ? null : i18n.t('auth.enterPassword')),
};

// Two fields, two rules: plain state rather than @mantine/form, whose ~5 kB gzip would be the
// sign-in screen's alone (docs/domain/quality.md#initial-js-budget). As with useForm: checked on submit, an
// error cleared when its field changes. `footer` (the app's "Contact us") sits below the form, outside it.
export function LoginPage({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '', remember: true });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const name of Object.keys(RULES) as Field[]) found[name] = RULES[name](values[name]) ?? undefined;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    login.mutate(values, { onSuccess: () => navigate(safeRedirect(params.get('redirect')), { replace: true }) });
  };

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>{t('auth.signIn')}</Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('auth.welcome')}
            </Text>
          </div>
          {login.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {login.error.message}
            </Alert>
          )}
          <TextInput label={t('auth.email')} type="email" autoComplete="username" required {...field('email')} />
          <PasswordField label={t('auth.password')} autoComplete="current-password" required {...field('password')} />
          <Group justify="space-between">
            <CheckboxField
              label={t('auth.remember')}
              checked={values.remember}
              onChange={(event) => {
                const remember = event.currentTarget.checked;
                setValues((v) => ({ ...v, remember }));
              }}
            />
            <Anchor component={Link} to="/send-reset-password" size="sm">
              {t('auth.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={login.isPending} fullWidth>
            {t('auth.signIn')}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {t('auth.newHere')}{' '}
            <Anchor component={Link} to="/signup">
              {t('auth.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
      {footer && (
        <Text size="sm" c="dimmed" ta="center" mt="md">
          {t('auth.needHelp')} {footer}
        </Text>
      )}
    </AuthLayout>
  );
}
