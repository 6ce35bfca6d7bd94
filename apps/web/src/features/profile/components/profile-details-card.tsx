import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { SectionCard } from './section-card';

export function ProfileDetailsCard({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { name },
    validate: { name: (v) => (v.trim().length >= 2 ? null : t('details.nameTooShort')) },
  });
  const submit = form.onSubmit((values) =>
    update.mutate({ name: values.name.trim() }, { onSuccess: () => notifySuccess(t('details.saved')) }),
  );
  return (
    <SectionCard title={t('details.title')} description={t('details.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label={t('details.name')} autoComplete="name" required {...form.getInputProps('name')} />
            <TextInput
              label={t('details.email')}
              value={email}
              readOnly
              disabled
              description={t('details.emailHint')}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!form.isDirty()}
              data-action-type="profile-save-name"
            >
              {t('details.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
