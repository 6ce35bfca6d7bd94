import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    // Shown inside the shell (a protected route, spec 01 §2): centred in the page's own area.
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Title order={1} c="teal.8">
          404
        </Title>
        <Text c="dimmed">{t('errors.notFound')}</Text>
        <Button component={Link} to="/home" variant="light">
          {t('errors.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
