import { memo, useMemo } from 'react';
import { ActionIcon, Badge, Box, Button, Grid, Group, Image, Menu, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowsMoveVertical,
  IconArrowMergeLeft,
  IconDots,
  IconMoon,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { TimelineDay, TimelineItem } from '../logic/timeline';
import { useDayCardActions } from './day-actions-context';
import { DayMeals } from './day-meals';
import { DayServicesList } from './day-services-list';
import { useFormats } from '../../../lib/formats';
import { plainText } from '../../../lib/plain-text';
import classes from './itinerary.module.css';

/** The weekday before the date, in the reader's language ('Mon', 'lun', 'seg'). */
const WEEKDAY = 'ddd';

export interface DayCardProps {
  tday: TimelineDay;
  keys: string[];
  itemIndex: ReadonlyMap<string, TimelineItem>;
  dateFormat: string;
  /** Texts, meals and the order of services may change. */
  editable: boolean;
  /** Services may change days (not while prices are locked): moves, merge, delete. */
  movable: boolean;
  hasPrevious: boolean;
  isLast: boolean;
}

/** One day of the timeline: number and date, title, overnight place, meals, services, images, description. */
export const DayCard = memo(function DayCard({
  tday,
  keys,
  itemIndex,
  dateFormat,
  editable,
  movable,
  hasPrevious,
  isLast,
}: DayCardProps) {
  const { t } = useTranslation('days');
  const formats = useFormats();
  const { day, date } = tday;
  const actions = useDayCardActions();
  const description = useMemo(() => plainText(day.description.value), [day.description.value]);
  const title = day.title.value.trim();
  const n = day.start_day;
  const images = day.images_full ?? [];

  return (
    <Box className={classes.day} data-day={n} component="section" aria-label={t('day', { n })}>
      {!isLast && <div className={classes.rail} aria-hidden />}
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="xl" variant="filled" className={classes.dayNumber} visibleFrom="sm" aria-hidden>
          <Text fw={700} size="sm">
            {n}
          </Text>
        </ThemeIcon>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} style={{ flex: 1, minWidth: 0 }} shadow="xs">
          <Grid gap={{ base: 'sm', md: 'lg' }}>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text size="xs" fw={700} tt="uppercase" c="blue.7">
                      {day.duration > 1 ? t('dayRange', { n, last: n + day.duration - 1 }) : t('day', { n })}
                    </Text>
                    {date && (
                      <Text size="xs" c="dimmed">
                        {formats.date(date, WEEKDAY)}, {formats.date(date, dateFormat)}
                      </Text>
                    )}
                  </Group>
                  <Title order={3} fz="md" mt={2} c={title ? undefined : 'dimmed'} fw={title ? 600 : 400}>
                    {title || t('untitledDay')}
                  </Title>
                </div>
                {editable && actions && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('editDayN', { n })}
                      onClick={() => actions.edit(day)}
                      data-action-type="quote-itinerary-edit-day"
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <Menu position="bottom-end" withinPortal shadow="md">
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={t('moreActions', { n })}>
                          <IconDots size={16} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => actions.edit(day)}>
                          {t('editDay')}
                        </Menu.Item>
                        <Menu.Item
                          leftSection={<IconArrowsMoveVertical size={14} />}
                          disabled={!movable || keys.length === 0}
                          onClick={() => actions.moveAll(day)}
                        >
                          {t('moveItsServices')}
                        </Menu.Item>
                        <Menu.Item
                          leftSection={<IconArrowMergeLeft size={14} />}
                          disabled={!movable || !hasPrevious}
                          onClick={() => actions.merge(day)}
                        >
                          {t('mergeInto', { n: n - 1 })}
                        </Menu.Item>
                        <Menu.Divider />
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          disabled={!movable || day.id === null}
                          onClick={() => actions.remove(day)}
                        >
                          {t('deleteDay')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                )}
              </Group>
              {day.overnight_location_name && (
                <Group gap={6} mt={6} wrap="nowrap">
                  <IconMoon size={14} aria-hidden color="var(--mantine-color-indigo-6)" />
                  <Text size="sm">
                    <Trans
                      t={t}
                      i18nKey="overnightIn"
                      values={{ place: day.overnight_location_name }}
                      components={{ b: <b /> }}
                    />
                  </Text>
                </Group>
              )}
              <Box mt="xs">
                <DayMeals day={day} onToggle={editable ? actions?.toggleMeal : undefined} />
              </Box>
              {description && (
                <Text size="sm" mt="sm" lineClamp={4} className={classes.description}>
                  {description}
                </Text>
              )}
              {!description && editable && actions && (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  mt="xs"
                  px={0}
                  onClick={() => actions.edit(day)}
                  data-action-type="quote-itinerary-describe-day"
                >
                  {t('addDescription')}
                </Button>
              )}
              {images.length > 0 && (
                <Group gap={6} mt="sm">
                  {images.slice(0, 4).map((img) => (
                    <Image key={img.id} src={img.thumbnail_350X240 || img.url} w={64} h={44} radius="sm" alt="" />
                  ))}
                  {images.length > 4 && (
                    <Badge variant="default" size="sm">
                      +{images.length - 4}
                    </Badge>
                  )}
                </Group>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <DayServicesList
                dayKey={tday.key}
                dayNumber={n}
                keys={keys}
                itemIndex={itemIndex}
                draggable={editable}
                acceptsMoves={movable}
              />
            </Grid.Col>
          </Grid>
        </Paper>
      </Group>
    </Box>
  );
});
