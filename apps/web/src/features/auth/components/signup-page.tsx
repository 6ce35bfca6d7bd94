import { Alert, Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/inputs/password-field';
import { TextField } from '../../../components/inputs/text-field';
import { fieldErrors } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { useRegister, type RegisterResponse } from '../api/register';
import { AuthLayout } from './auth-layout';
import { MIN_PASSWORD, validateNewPassword, validatePasswordMatch } from './password-rules';

export function SignupPage() {
  const { t } = useTranslation(['common', 'account']);
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const form = useForm({
    initialValues: { name: '', company: '', email: '', password: '', password_confirmation: '' },
    validate: {
      name: (v) => (v.trim().length >= 2 ? null : i18n.t('account:signup.enterName')),
      company: (v) => (v.trim().length >= 2 ? null : i18n.t('account:signup.enterCompany')),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v) ? null : i18n.t('auth.invalidEmail')),
      password: validateNewPassword,
      password_confirmation: validatePasswordMatch,
    },
  });

  // The confirmation field is checked here, on screen; the call repeats the password (spec 01 §5).
  const submit = form.onSubmit((values) =>
    registerMutation.mutate(values, {
      onSuccess: (data) => {
        if (data.token) navigate('/home', { replace: true });
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );

  if (registerMutation.isSuccess && !registerMutation.data.token) {
    return (
      <AuthLayout>
        <SignupDone answer={registerMutation.data} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>{t('account:signup.title')}</Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('account:signup.intro')}
            </Text>
          </div>
          {registerMutation.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {registerMutation.error.message}
            </Alert>
          )}
          <TextField label={t('account:signup.name')} autoComplete="name" required {...form.getInputProps('name')} />
          <TextField
            label={t('account:signup.company')}
            autoComplete="organization"
            required
            {...form.getInputProps('company')}
          />
          {/* An address may be longer than a name: the contract takes 254 characters. */}
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('auth.password')}
            description={t('auth.atLeast', { min: MIN_PASSWORD })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('account:signup.confirm')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" size="md" loading={registerMutation.isPending} fullWidth>
            {t('account:signup.submit')}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {t('account:signup.haveAccount')}{' '}
            <Anchor component={Link} to="/">
              {t('auth.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}

/** Without a token in the answer the user signs in themselves, at the new workspace's address. */
function SignupDone({ answer }: { answer: RegisterResponse }) {
  const { t } = useTranslation(['common', 'account']);
  const tenant = answer.data?.tenant;
  const sameOrigin = !tenant || new URL(tenant.url).origin === window.location.origin;
  return (
    <Stack gap="md" role="status">
      <ThemeIcon size={48} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={28} />
      </ThemeIcon>
      <div>
        <Title order={2}>{t('account:signup.ready')}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {tenant ? `${t('account:signup.created', { name: tenant.name })} ` : ''}
          {t('account:signup.signInWithNew')}
        </Text>
      </div>
      {tenant && !sameOrigin && (
        <Text size="sm">
          {t('account:signup.address')} <Anchor href={tenant.url}>{tenant.url}</Anchor>
        </Text>
      )}
      {sameOrigin ? (
        <Button component={Link} to="/" size="md" fullWidth>
          {t('account:signup.goToSignIn')}
        </Button>
      ) : (
        <Button component="a" href={`${tenant!.url}/`} size="md" fullWidth>
          {t('account:signup.goToSignIn')}
        </Button>
      )}
    </Stack>
  );
}
