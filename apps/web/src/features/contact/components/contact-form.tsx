import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { useAuth } from '../../../lib/use-auth';
import { useSendContact, type ContactInput } from '../api/send-contact';

type Field = 'name' | 'email' | 'message';
const MIN_MESSAGE = 5;
// The server's rules (contactBodySchema), said before the call, in the language of the moment.
const RULES: Record<Field, (value: string) => string | null> = {
  name: (v) => (v.trim().length >= 2 ? null : i18n.t('contact.enterName')),
  email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : i18n.t('auth.invalidEmail')),
  message: (v) => (v.trim().length >= MIN_MESSAGE ? null : i18n.t('contact.tooShort', { min: MIN_MESSAGE })),
};

/** The contact form: name and e-mail (filled in for a signed-in user), company, message; then a thank-you. */
export function ContactForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const user = useAuth()?.user;
  const send = useSendContact();
  const [values, setValues] = useState<Required<ContactInput>>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    company: '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const bind = (name: keyof ContactInput) => ({
    value: values[name],
    error: errors[name as Field],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((x) => ({ ...x, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The event must not reach a form this one is drawn above (the sign-in form, through the portal).
    event.stopPropagation();
    const found = Object.fromEntries((Object.keys(RULES) as Field[]).map((f) => [f, RULES[f](values[f])]));
    setErrors(found as Partial<Record<Field, string>>);
    if (Object.values(found).some(Boolean)) return;
    send.mutate({ ...values, company: values.company.trim() || undefined });
  };

  if (send.isSuccess)
    return (
      <Stack align="center" ta="center" py="md" gap="sm">
        <IconCircleCheck size={40} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text fw={600} role="status">
          {send.data.message || t('contact.thanks')}
        </Text>
        <Button variant="default" onClick={onDone}>
          {t('contact.close')}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate aria-label={t('contact.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('contact.intro')}
        </Text>
        {send.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {send.error.message}
          </Alert>
        )}
        <TextInput label={t('contact.name')} required autoComplete="name" maxLength={100} {...bind('name')} />
        <TextInput
          label={t('auth.email')}
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          {...bind('email')}
        />
        <TextInput label={t('contact.company')} autoComplete="organization" maxLength={100} {...bind('company')} />
        <Textarea label={t('contact.message')} required rows={5} maxLength={5000} {...bind('message')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('contact.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} data-action-type="contact-us-send">
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
