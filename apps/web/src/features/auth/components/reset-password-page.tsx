import { Alert, Anchor, Button, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { fieldErrors } from '../../../lib/http';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout, BackToSignIn } from './auth-layout';
import { validateNewPassword, validatePasswordMatch } from './password-rules';

/** The e-mailed link is /reset-password?id=<reset id>&token=<single-use token>. */
export function readResetLink(search: URLSearchParams): { id: number; token: string } | null {
  const id = Number(search.get('id'));
  const token = search.get('token') ?? '';
  return Number.isInteger(id) && id > 0 && token ? { id, token } : null;
}

export function ResetPasswordPage() {
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
            <Title order={2}>Password changed</Title>
            <Text c="dimmed" size="sm" mt={4}>
              {reset.data.data.message}
            </Text>
          </div>
          <Button component={Link} to="/" size="md">
            Sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const submit = form.onSubmit((values) => {
    if (link) reset.mutate({ ...values, ...link }, { onError: (error) => form.setErrors(fieldErrors(error)) });
  });

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>Choose a new password</Title>
            <Text c="dimmed" size="sm" mt={4}>
              It replaces your old password everywhere you sign in.
            </Text>
          </div>
          {!link && (
            <Alert color="orange" icon={<IconAlertCircle size={18} />} role="alert">
              This link is incomplete. Open the link from the e-mail again, or{' '}
              <Anchor component={Link} to="/send-reset-password" inherit>
                ask for a new one
              </Anchor>
              .
            </Alert>
          )}
          {reset.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {reset.error.message}{' '}
              <Anchor component={Link} to="/send-reset-password" inherit>
                Ask for a new link
              </Anchor>
            </Alert>
          )}
          <PasswordInput
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" size="md" loading={reset.isPending} disabled={!link} fullWidth>
            Save new password
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthLayout>
  );
}
