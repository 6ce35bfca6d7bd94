import { useState, type ReactNode } from 'react';
import { CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface PromoBannerProps {
  /** A new id for a new campaign: dismissing one banner does not hide the next. */
  id: string;
  title: string;
  text: string;
  action?: ReactNode;
}

const storageKey = (id: string) => `itinera.banner.${id}.dismissed`;

/** A dismissible announcement; the dismissal is remembered in this browser. */
export function PromoBanner({ id, title, text, action }: PromoBannerProps) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => localStorage.getItem(storageKey(id)) === '1');
  if (hidden) return null;
  const dismiss = () => {
    localStorage.setItem(storageKey(id), '1');
    setHidden(true);
  };
  return (
    <Paper
      radius="lg"
      p="lg"
      mb="xl"
      c="white"
      role="region"
      aria-label={title}
      style={{
        background: 'linear-gradient(120deg, var(--mantine-color-teal-8) 0%, var(--mantine-color-cyan-7) 100%)',
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" color="white" variant="white" c="teal.8" aria-hidden>
            <IconSparkles size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={700} fz="lg">
              {title}
            </Text>
            <Text fz="sm" opacity={0.92} maw={640}>
              {text}
            </Text>
            {action && <Group mt={6}>{action}</Group>}
          </Stack>
        </Group>
        <CloseButton
          variant="transparent"
          c="white"
          aria-label={t('dismissAnnouncement')}
          data-action-type="promo-dismiss"
          onClick={dismiss}
        />
      </Group>
    </Paper>
  );
}
