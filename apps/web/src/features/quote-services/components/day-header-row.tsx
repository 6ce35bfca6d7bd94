import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate } from '@itinera/domain';
import type { DayGroup } from '../logic/group-by-day';
import { useServicesTab } from './services-context';

/** "Day 2 · Sun, Apr 04, 2027 · 3 services", a box to tick the day's services and a quick add. */
export function DayHeaderRow({ group, columnCount }: { group: DayGroup; columnCount: number }) {
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
            aria-label={`Select the services of day ${group.day}`}
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
              Day {group.day}
            </Text>
            {group.date && (
              <Text size="sm" c="dimmed">
                · {formatDate(group.date, 'ddd')}, {formatDate(group.date, dateFormat)}
              </Text>
            )}
            {ids.length > 0 ? (
              <Badge size="xs" variant="default" radius="sm" tt="none">
                {ids.length} {ids.length === 1 ? 'service' : 'services'}
              </Badge>
            ) : (
              <Text size="xs" c="dimmed" fs="italic">
                Free day, no services
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
              Add on day {group.day}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
