import { Grid, Stack } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/use-auth';
import { useCurrentUser } from '../api/get-current-user';
import { ChangePasswordCard } from './change-password-card';
import { FeedbackCard } from './feedback-card';
import { LanguageCard } from './language-card';
import { PhotoCard } from './photo-card';
import { ProfileDetailsCard } from './profile-details-card';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const stored = useAuth();
  // The stored auth data paints at once; GET /tenant/user refreshes it (another device may have changed it).
  const fresh = useCurrentUser();
  const user = fresh.data?.user ?? stored?.user;
  if (!user) return null;
  return (
    <>
      <PageHeader icon={<IconUserCircle size={24} />} title={t('title')} description={t('description')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PhotoCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProfileDetailsCard key={user.name} name={user.name} email={user.email} />
            <LanguageCard />
            <ChangePasswordCard />
            <FeedbackCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
