import { Alert, Anchor, Button, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../../components/inputs/text-field';
import { fieldErrors } from '../../../lib/http';
import { useRegister, type RegisterResponse } from '../api/register';
import { AuthLayout } from './auth-layout';
import { validateNewPassword, validatePasswordMatch } from './password-rules';

export function SignupPage() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const form = useForm({
    initialValues: { name: '', company: '', email: '', password: '', password_confirmation: '' },
    validate: {
      name: (v) => (v.trim().length >= 2 ? null : 'Enter your name'),
      company: (v) => (v.trim().length >= 2 ? null : 'Enter your company name'),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v) ? null : 'Enter a valid e-mail address'),
      password: validateNewPassword,
      password_confirmation: validatePasswordMatch,
    },
  });

  // The confirmation field is checked here, on screen; the call repeats the password (spec 01 §5).
  const submit = form.onSubmit((values) =>
    registerMutation.mutate(values, {
      onSuccess: (data) => {
        if (data.token) navigate('/home', { replace: true });
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );

  if (registerMutation.isSuccess && !registerMutation.data.token) {
    return (
      <AuthLayout>
        <SignupDone answer={registerMutation.data} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>Create your workspace</Title>
            <Text c="dimmed" size="sm" mt={4}>
              One account for your company. You will be its administrator.
            </Text>
          </div>
          {registerMutation.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {registerMutation.error.message}
            </Alert>
          )}
          <TextField label="Your name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextField label="Company" autoComplete="organization" required {...form.getInputProps('company')} />
          {/* An address may be longer than a name: the contract takes 254 characters. */}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" size="md" loading={registerMutation.isPending} fullWidth>
            Create account
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}

/** Without a token in the answer the user signs in themselves, at the new workspace's address. */
function SignupDone({ answer }: { answer: RegisterResponse }) {
  const tenant = answer.data?.tenant;
  const sameOrigin = !tenant || new URL(tenant.url).origin === window.location.origin;
  return (
    <Stack gap="md" role="status">
      <ThemeIcon size={48} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={28} />
      </ThemeIcon>
      <div>
        <Title order={2}>Your workspace is ready</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {tenant ? `${tenant.name} was created. ` : ''}Sign in with the e-mail and password you just chose.
        </Text>
      </div>
      {tenant && !sameOrigin && (
        <Text size="sm">
          Your workspace address: <Anchor href={tenant.url}>{tenant.url}</Anchor>
        </Text>
      )}
      {sameOrigin ? (
        <Button component={Link} to="/" size="md" fullWidth>
          Go to sign in
        </Button>
      ) : (
        <Button component="a" href={`${tenant!.url}/`} size="md" fullWidth>
          Go to sign in
        </Button>
      )}
    </Stack>
  );
}
