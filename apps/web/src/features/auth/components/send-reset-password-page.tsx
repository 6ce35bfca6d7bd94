import { Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSendResetLink } from '../api/send-reset-link';
import { AuthLayout, BackToSignIn } from './auth-layout';

// The same sentence whatever happened, so the screen never tells whether an address has an account.
export const RESET_LINK_SENT =
  'If an account exists for that address, we sent a link to choose a new password. It is valid for a limited time; check your spam folder too.';

export function SendResetPasswordPage() {
  const send = useSendResetLink();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (/^\S+@\S+\.\S+$/.test(v) ? null : 'Enter a valid e-mail address') },
  });
  // Settled either way (success or failure) counts as "sent" for the user: nothing to learn from it.
  const done = send.isSuccess || send.isError;

  return (
    <AuthLayout>
      {done ? (
        <Stack gap="md" role="status">
          <ThemeIcon size={48} radius="xl" color="teal" variant="light">
            <IconMailCheck size={28} />
          </ThemeIcon>
          <div>
            <Title order={2}>Check your inbox</Title>
            <Text c="dimmed" size="sm" mt={4}>
              {RESET_LINK_SENT}
            </Text>
          </div>
          <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
            Back to sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
          <Stack gap="md">
            <div>
              <Title order={2}>Forgot your password?</Title>
              <Text c="dimmed" size="sm" mt={4}>
                Enter your e-mail and we will send you a link to choose a new one.
              </Text>
            </div>
            <TextInput label="E-mail" type="email" autoComplete="username" required {...form.getInputProps('email')} />
            <Button type="submit" size="md" loading={send.isPending} fullWidth>
              Send reset link
            </Button>
            <BackToSignIn />
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
