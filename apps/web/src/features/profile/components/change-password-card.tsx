import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { fieldErrors } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { SectionCard } from './section-card';

const MIN_PASSWORD = 8; // the server's rule (auth.contract)

export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      current_password: (v) => (v ? null : 'Enter your current password'),
      password: (v) => (v.length >= MIN_PASSWORD ? null : `The password needs at least ${MIN_PASSWORD} characters`),
      password_confirmation: (v, values) => (v === values.password ? null : 'The passwords do not match'),
    },
  });
  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        form.reset();
        notifySuccess(answer.data.message);
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );
  return (
    <SectionCard title="Password" description="Choose a new password of at least 8 characters.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {change.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {change.error.message}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label="New password"
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
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} data-action-type="profile-change-password">
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
