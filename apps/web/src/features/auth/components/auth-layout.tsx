import type { ReactNode } from 'react';
import { Anchor, Box, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { AuthHero } from './auth-hero';
import classes from './auth-layout.module.css';

/** Shared frame of the public screens: the carousel on the left, the form on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.root}>
      <AuthHero />
      <main className={classes.panel}>
        <Stack w="100%" maw={400} gap="xl">
          <Logo />
          <Box>{children}</Box>
        </Stack>
      </main>
    </div>
  );
}

/** The way back to the sign-in form, under the forms of the password screens. */
export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/" size="sm" ta="center">
      {t('auth.backToSignIn')}
    </Anchor>
  );
}
