import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconCalendar,
  IconCopyPlus,
  IconExternalLink,
  IconMapPin,
  IconUser,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { quotePath, type ItineraryRow } from '../../../components/new-quote-panel/quote-api';
import { QuoteStatusBadge } from '../../../components/quote-status-badge';
import { gradientOf } from './destinations';
import classes from './templates.module.css';

export interface TemplateCardProps {
  row: ItineraryRow;
  /** The country the list is filtered by, when there is one: the list rows do not name their places. */
  place: string | null;
  colors: [string, string];
  creating: boolean;
  onUse: (row: ItineraryRow) => void;
}

/** One template: what it is, how long, its status, and what to do with it (open it when it is one's own; start a quote from it). */
export function TemplateCard({ row, place, colors, creating, onUse }: TemplateCardProps) {
  const { t } = useTranslation(['templates', 'quotes']);
  const days = row.num_day > 0 ? t('quotes:row.days', { count: row.num_day }) : t('noDays');
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card}>
      <div className={classes.strip} style={{ background: gradientOf(colors) }} aria-hidden />
      <Stack gap="sm" p="lg" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" ff="monospace" fw={600} c="dimmed">
            {row.code}
          </Text>
          <QuoteStatusBadge id={row.status.id} name={row.status.name} />
        </Group>
        {row.isShared ? (
          <Text fw={700} fz="md" lh={1.3} lineClamp={2} className={classes.title}>
            {row.title || t('quotes:untitled')}
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={quotePath(row.id)}
            c="inherit"
            underline="never"
            className={classes.title}
            data-action-type="template-open-title"
          >
            <Text fw={700} fz="md" lh={1.3} lineClamp={2}>
              {row.title || t('quotes:untitled')}
            </Text>
          </Anchor>
        )}
        <Group gap="md" mt="auto">
          <Meta icon={<IconCalendar size={14} />} text={days} />
          <Meta icon={<IconUsers size={14} />} text={t('quotes:row.pax', { count: row.num_pax })} />
          {place && <Meta icon={<IconMapPin size={14} />} text={place} />}
          {row.user && <Meta icon={<IconUser size={14} />} text={row.user.name} />}
        </Group>
      </Stack>
      <Group gap="xs" px="lg" py="sm" className={classes.actions} wrap="nowrap">
        {/* A public template of someone else's is there to start quotes from: its owner keeps it. */}
        {row.isShared ? (
          <Tooltip label={t('sharedHint')} withArrow>
            <Badge variant="light" color="gray" leftSection={<IconWorld size={12} />}>
              {t('shared')}
            </Badge>
          </Tooltip>
        ) : (
          <Button
            component={Link}
            to={quotePath(row.id)}
            size="xs"
            variant="default"
            leftSection={<IconExternalLink size={14} />}
            data-action-type="template-open"
          >
            {t('open')}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopyPlus size={14} />}
          loading={creating}
          onClick={() => onUse(row)}
          data-action-type="template-use-as-quote"
        >
          {t('use')}
        </Button>
      </Group>
    </Card>
  );
}

function Meta({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={5} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="xs" c="dimmed" lineClamp={1}>
        {text}
      </Text>
    </Group>
  );
}
