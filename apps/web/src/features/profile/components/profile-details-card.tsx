import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { SectionCard } from './section-card';

export function ProfileDetailsCard({ name, email }: { name: string; email: string }) {
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { name },
    validate: { name: (v) => (v.trim().length >= 2 ? null : 'Enter at least 2 characters') },
  });
  const submit = form.onSubmit((values) =>
    update.mutate({ name: values.name.trim() }, { onSuccess: () => notifySuccess('Your name was saved.') }),
  );
  return (
    <SectionCard title="Personal details" description="How your name appears on quotes and to your team.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
            <TextInput
              label="E-mail"
              value={email}
              readOnly
              disabled
              description="Ask an administrator to change it."
            />
          </Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!form.isDirty()}
              data-action-type="profile-save-name"
            >
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
