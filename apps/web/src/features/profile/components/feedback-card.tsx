import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifySuccess } from '../../../lib/notify';
import { useSendFeedback } from '../api/send-feedback';
import { SectionCard } from './section-card';

export function FeedbackCard() {
  const send = useSendFeedback();
  const form = useForm({
    initialValues: { subject: '', message: '' },
    validate: {
      subject: (v) => (v.trim().length >= 2 ? null : 'Give your message a subject'),
      message: (v) => (v.trim().length >= 5 ? null : 'Tell us a little more (at least 5 characters)'),
    },
  });
  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifySuccess('Thank you! Your message reached our team.', 'Feedback sent');
      },
    }),
  );
  return (
    <SectionCard
      title="Feedback"
      description="Something missing, confusing or broken? Tell us; a person reads every message."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Subject" maxLength={150} required {...form.getInputProps('subject')} />
          <Textarea label="Message" minRows={4} autosize maxLength={5000} required {...form.getInputProps('message')} />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={send.isPending} data-action-type="profile-send-feedback">
              Send feedback
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
