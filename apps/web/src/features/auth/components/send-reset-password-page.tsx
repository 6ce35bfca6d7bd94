import { Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSendResetLink } from '../api/send-reset-link';
import { AuthLayout, BackToSignIn } from './auth-layout';

export function SendResetPasswordPage() {
  const { t } = useTranslation(['common', 'account']);
  const send = useSendResetLink();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (/^\S+@\S+\.\S+$/.test(v) ? null : t('auth.invalidEmail')) },
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
            <Title order={2}>{t('account:sendReset.checkInbox')}</Title>
            {/* The same sentence whatever happened, so the screen never tells whether an address has an account. */}
            <Text c="dimmed" size="sm" mt={4}>
              {t('account:sendReset.sent')}
            </Text>
          </div>
          <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
            {t('auth.backToSignIn')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
          <Stack gap="md">
            <div>
              <Title order={2}>{t('account:sendReset.title')}</Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('account:sendReset.intro')}
              </Text>
            </div>
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="username"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" size="md" loading={send.isPending} fullWidth>
              {t('account:sendReset.submit')}
            </Button>
            <BackToSignIn />
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
