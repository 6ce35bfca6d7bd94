import { Alert, Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/inputs/password-field';
import { fieldErrors, HttpError } from '../../../lib/http';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout, BackToSignIn } from './auth-layout';
import { MIN_PASSWORD, validateNewPassword, validatePasswordMatch } from './password-rules';

/** The e-mailed link is /reset-password?id=<reset id>&token=<single-use token>. */
export function readResetLink(search: URLSearchParams): { id: number; token: string } | null {
  const id = Number(search.get('id'));
  const token = search.get('token') ?? '';
  return Number.isInteger(id) && id > 0 && token ? { id, token } : null;
}

/**
 * Whether a refused reset is the link's fault: a 400 that is not about the new password is a cut,
 * changed, used or expired link (a cut token is refused by the schema as "Invalid body.token: …",
 * an unknown or old one by the service). The page then says so in words and offers a new link,
 * never the schema's text (decision 0057).
 */
export function linkRefused(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 400) return false;
  const fields = fieldErrors(error);
  return !fields.password && !fields.password_confirmation;
}

/** What a link that cannot work says, and the way to a new one (the e-mail says: once, within the hour). */
function BrokenLinkAlert({ incomplete }: { incomplete: boolean }) {
  const { t } = useTranslation(['common', 'account']);
  return (
    <Alert color="orange" icon={<IconAlertCircle size={18} />} role="alert" title={t('account:reset.brokenTitle')}>
      <Stack gap="sm">
        <Text size="sm">
          {incomplete ? t('account:reset.incomplete') : t('account:reset.unusable')} {t('account:reset.worksOnce')}
        </Text>
        <Button component={Link} to="/send-reset-password" variant="light" color="orange" size="sm">
          {t('account:reset.sendNew')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation(['common', 'account']);
  const [params] = useSearchParams();
  const link = readResetLink(params);
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: { password: validateNewPassword, password_confirmation: validatePasswordMatch },
  });

  if (reset.isSuccess) {
    return (
      <AuthLayout>
        <Stack gap="md" role="status">
          <ThemeIcon size={48} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <div>
            <Title order={2}>{t('account:reset.changed')}</Title>
            <Text c="dimmed" size="sm" mt={4}>
              {reset.data.data.message}
            </Text>
          </div>
          <Button component={Link} to="/" size="md">
            {t('auth.signIn')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const submit = form.onSubmit((values) => {
    if (link) reset.mutate({ ...values, ...link }, { onError: (error) => form.setErrors(fieldErrors(error)) });
  });
  const brokenLink = !link || (reset.isError && linkRefused(reset.error));

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>{t('account:reset.title')}</Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('account:reset.intro')}
            </Text>
          </div>
          {brokenLink && <BrokenLinkAlert incomplete={!link} />}
          {reset.isError && !brokenLink && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {reset.error.message}{' '}
              <Anchor component={Link} to="/send-reset-password" inherit>
                {t('account:reset.askNewLink')}
              </Anchor>
            </Alert>
          )}
          <PasswordField
            label={t('account:reset.newPassword')}
            description={t('auth.atLeast', { min: MIN_PASSWORD })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('account:reset.confirm')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" size="md" loading={reset.isPending} disabled={brokenLink} fullWidth>
            {t('account:reset.save')}
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthLayout>
  );
}
