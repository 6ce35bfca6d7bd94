import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Alert } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '../api/login';
import { AuthLayout } from './auth-layout';

/** Where to go after sign-in: the ?redirect target when it is a local path, else /home. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/home';
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '', remember: true },
    validate: {
      email: (v) => (/^\S+@\S+\.\S+$/.test(v) ? null : 'Enter a valid e-mail address'),
      password: (v) => (v.length > 0 ? null : 'Enter your password'),
    },
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, { onSuccess: () => navigate(safeRedirect(params.get('redirect')), { replace: true }) }),
  );

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>Sign in</Title>
            <Text c="dimmed" size="sm" mt={4}>Welcome back. Sign in to your workspace.</Text>
          </div>
          {login.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {login.error.message}
            </Alert>
          )}
          <TextInput label="E-mail" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...form.getInputProps('remember', { type: 'checkbox' })} />
            <Anchor component={Link} to="/send-reset-password" size="sm">Forgot your password?</Anchor>
          </Group>
          <Button type="submit" size="md" loading={login.isPending} fullWidth>Sign in</Button>
          <Text size="sm" c="dimmed" ta="center">
            New to Itinera? <Anchor component={Link} to="/signup">Create an account</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
