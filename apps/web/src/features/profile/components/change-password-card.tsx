import { isPasswordLongEnough, PASSWORD_MIN_LENGTH } from '@itinera/domain';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/inputs/password-field';
import { fieldErrors } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { SectionCard } from './section-card';

export function ChangePasswordCard() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const form = useForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      current_password: (v) => (v ? null : t('password.enterCurrent')),
      password: (v) => (isPasswordLongEnough(v) ? null : t('password.tooShort', { min: PASSWORD_MIN_LENGTH })),
      password_confirmation: (v, values) => (v === values.password ? null : t('password.mismatch')),
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
    <SectionCard title={t('password.title')} description={t('password.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {change.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {change.error.message}
            </Alert>
          )}
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordField
              label={t('password.new')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordField
              label={t('password.confirm')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password_confirmation')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} data-action-type="profile-change-password">
              {t('password.change')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
