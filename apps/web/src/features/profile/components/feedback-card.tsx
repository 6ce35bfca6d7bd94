import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useSendFeedback } from '../api/send-feedback';
import { SectionCard } from './section-card';

export function FeedbackCard() {
  const { t } = useTranslation('profile');
  const send = useSendFeedback();
  const form = useForm({
    initialValues: { subject: '', message: '' },
    validate: {
      subject: (v) => (v.trim().length >= 2 ? null : t('feedback.needSubject')),
      message: (v) => (v.trim().length >= 5 ? null : t('feedback.needMore')),
    },
  });
  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifySuccess(t('feedback.thanks'), t('feedback.sent'));
      },
    }),
  );
  return (
    <SectionCard title={t('feedback.title')} description={t('feedback.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('feedback.subject')} maxLength={150} required {...form.getInputProps('subject')} />
          <Textarea
            label={t('feedback.message')}
            minRows={4}
            autosize
            maxLength={5000}
            required
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={send.isPending} data-action-type="profile-send-feedback">
              {t('feedback.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
