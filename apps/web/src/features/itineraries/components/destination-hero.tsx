import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMountain } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gradientOf, type Destination } from './destinations';
import classes from './templates.module.css';

export interface DestinationHeroProps {
  destination: Destination;
  /** What the list holds there, e.g. 'Example itineraries and modules in Peru'. */
  subject: string;
  /** The list without the destination. */
  backTo: string;
  count: string | null;
}

/** The header of /itineraries/{destination}: the country's name on its tile colours. */
export function DestinationHero({ destination, subject, backTo, count }: DestinationHeroProps) {
  const { t } = useTranslation(['templates', 'quotes']);
  return (
    <Paper radius="lg" p="xl" mb="lg" className={classes.hero} style={{ background: gradientOf(destination.colors) }}>
      <IconMountain size={220} stroke={1} className={classes.heroMark} aria-hidden />
      <Stack gap={6}>
        <Anchor
          component={Link}
          to={backTo}
          c="white"
          size="sm"
          fw={500}
          opacity={0.9}
          data-action-type="destination-back"
        >
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} />
            {t('allDestinations')}
          </Group>
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1} fz={34} lh={1.15} style={{ textShadow: '0 1px 3px rgba(0,0,0,0.25)' }}>
            {destination.name}
          </Title>
          <Badge variant="white" color="dark" radius="sm" ff="monospace">
            {destination.country}
          </Badge>
        </Group>
        <Group gap="sm">
          <Text fz="md" fw={500} opacity={0.95}>
            {subject}
          </Text>
          {count && (
            <Badge variant="filled" color="rgba(0,0,0,0.25)" radius="sm" tt="none" size="lg">
              {count}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
