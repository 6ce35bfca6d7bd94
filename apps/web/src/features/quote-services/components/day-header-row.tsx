import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import type { DayGroup } from '../logic/group-by-day';
import { useServicesTab } from './services-context';

/** The weekday before the date, in the reader's language. */
const WEEKDAY = 'ddd';

/** "Day 2 · Sun, Apr 04, 2027 · 3 services", a box to tick the day's services and a quick add. */
export function DayHeaderRow({ group, columnCount }: { group: DayGroup; columnCount: number }) {
  const { t } = useTranslation('services');
  const formats = useFormats();
  const { selected, toggleSelected, canSelect, readOnly, pricesLocked, dateFormat, onAddOnDay } = useServicesTab();
  const ids = group.services.map((s) => s.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  return (
    <Table.Tr bg="var(--mantine-color-gray-1)" data-day={group.day}>
      <Table.Td>
        {ids.length > 0 && canSelect && (
          <Checkbox
            size="xs"
            aria-label={t('selectDay', { n: group.day })}
            checked={all}
            indeterminate={some && !all}
            onChange={(e) => toggleSelected(ids, e.currentTarget.checked)}
            data-action-type="quote-services-select-day"
          />
        )}
      </Table.Td>
      <Table.Td colSpan={columnCount - 1} py={4}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={700}>
              {t('day', { n: group.day })}
            </Text>
            {group.date && (
              <Text size="sm" c="dimmed">
                · {formats.date(group.date, WEEKDAY)}, {formats.date(group.date, dateFormat)}
              </Text>
            )}
            {ids.length > 0 ? (
              <Badge size="xs" variant="default" radius="sm" tt="none">
                {t('count', { count: ids.length })}
              </Badge>
            ) : (
              <Text size="xs" c="dimmed" fs="italic">
                {t('freeDay')}
              </Text>
            )}
          </Group>
          {!readOnly && !pricesLocked && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconPlus size={13} />}
              onClick={() => onAddOnDay(group.day)}
              data-action-type="quote-services-add-on-day"
            >
              {t('addOnDay', { n: group.day })}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
