import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useAuth } from '../../../lib/use-auth';
import { useSendContact, type ContactInput } from '../api/send-contact';

type Field = 'name' | 'email' | 'message';
// The server's rules (contactBodySchema), said before the call.
const RULES: Record<Field, (value: string) => string | null> = {
  name: (v) => (v.trim().length >= 2 ? null : 'Enter your name'),
  email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter a valid e-mail address'),
  message: (v) => (v.trim().length >= 5 ? null : 'Tell us a little more (5 characters at least)'),
};

/** The contact form: name and e-mail (filled in for a signed-in user), company, message; then a thank-you. */
export function ContactForm({ onDone }: { onDone: () => void }) {
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
          {send.data.message || 'Thank you. We will get back to you soon.'}
        </Text>
        <Button variant="default" onClick={onDone}>
          Close
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Contact us">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A question, a problem or an idea: write to us and we answer by e-mail.
        </Text>
        {send.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {send.error.message}
          </Alert>
        )}
        <TextInput label="Name" required autoComplete="name" maxLength={100} {...bind('name')} />
        <TextInput label="E-mail" type="email" required autoComplete="email" maxLength={254} {...bind('email')} />
        <TextInput label="Company" autoComplete="organization" maxLength={100} {...bind('company')} />
        <Textarea label="Message" required rows={5} maxLength={5000} {...bind('message')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending} data-action-type="contact-us-send">
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
