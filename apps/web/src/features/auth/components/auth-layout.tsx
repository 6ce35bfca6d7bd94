import type { ReactNode } from 'react';
import { Box, Group, Stack, Text } from '@mantine/core';
import { IconMapRoute } from '@tabler/icons-react';
import { AuthHero } from './auth-hero';
import classes from './auth-layout.module.css';

/** Shared frame of the public screens: the carousel on the left, the form on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.root}>
      <AuthHero />
      <main className={classes.panel}>
        <Stack w="100%" maw={400} gap="xl">
          <Group gap="xs">
            <IconMapRoute size={30} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text fw={800} fz={24} c="teal.8">Itinera</Text>
          </Group>
          <Box>{children}</Box>
        </Stack>
      </main>
    </div>
  );
}
