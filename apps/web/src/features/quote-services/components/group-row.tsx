import { useFormats } from '../../../lib/formats';
import { ActionIcon, Badge, Checkbox, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ServiceGroup } from '../logic/group-rows';
import { KIND_LOOK, levelLook, ServiceTypeIcon, statusLook } from './service-look';
import { FullNameTip } from './full-name-tip';
import { useServicesTab } from './services-context';

const num = { fontVariantNumeric: 'tabular-nums' } as const;

/** The one value all members share, or null when they differ. */
function common<T>(values: T[]): T | null {
  return values.every((v) => v === values[0]) ? (values[0] ?? null) : null;
}

/**
 * Equal services shown as one line (docs/domain/spec-sections.md#spec-02-section-5): the shared content, the members' passengers and
 * the summed sale. Expanding shows the members, each editable as a normal row.
 */
export function GroupRow({
  group,
  expanded,
  onToggle,
}: {
  group: ServiceGroup;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('services');
  const formats = useFormats();
  const tab = useServicesTab();
  const { columns, showVisibility } = tab;
  const first = group.members[0]!;
  const name = first.name.value;
  const ids = group.members.map((m) => m.id);
  const all = ids.every((id) => tab.selected.has(id));
  const some = ids.some((id) => tab.selected.has(id));
  const highlighted = ids.some((id) => tab.highlighted.has(id));
  const kind = common(group.members.map((m) => m.optional));
  const status = common(group.members.map((m) => m.status));
  const level = levelLook(first.level);
  const kindLook = KIND_LOOK.find((k) => k.value === kind);
  const toggleLabel = `${expanded ? 'Collapse' : 'Expand'} the group ${name}`;
  return (
    <Table.Tr
      data-group-key={group.key}
      data-affected={highlighted || undefined}
      bg={highlighted ? 'var(--mantine-color-blue-0)' : undefined}
    >
      <Table.Td>
        {tab.canSelect && (
          <Checkbox
            size="xs"
            aria-label={t('selectGroup', { name })}
            checked={all}
            indeterminate={some && !all}
            onChange={(e) => tab.toggleSelected(ids, e.currentTarget.checked)}
            data-action-type="quote-service-group-select"
          />
        )}
      </Table.Td>
      <Table.Td>
        <ServiceTypeIcon id={first.id_service_type} size={26} />
      </Table.Td>
      <Table.Td style={{ minWidth: 0 }}>
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={expanded}
          data-action-type="quote-service-group-toggle"
          style={{ minWidth: 0 }}
        >
          <Stack gap={0} miw={0}>
            <FullNameTip name={name}>
              <Text size="sm" fw={600} lineClamp={1}>
                {name}
              </Text>
            </FullNameTip>
            <Text component="div" size="xs" c="dimmed" lineClamp={1}>
              <Badge
                size="xs"
                color="indigo"
                variant="light"
                radius="sm"
                tt="none"
                mr={6}
                style={{ verticalAlign: 'text-bottom' }}
              >
                {t('grouped')}
              </Badge>
              <Text span ff="monospace" size="xs">
                {first.code}
              </Text>
              {' · '}
              {t('groupFacts', { count: group.members.length, pax: group.pax })}
            </Text>
          </Stack>
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        <Text size="sm" pl={6}>
          {first.day}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={level.color} radius="sm" size="md" tt="none" fw={600}>
          {level.short}
        </Badge>
      </Table.Td>
      <Table.Td>
        {kindLook ? (
          <Badge variant="light" color={kindLook.color} radius="sm" size="md" tt="none" fw={600}>
            {kindLook.text}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            {t('mixed')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {status !== null ? (
          <Badge variant="light" color={statusLook(status).color} radius="sm" size="md" tt="none" fw={600}>
            {statusLook(status).name}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            {t('mixed')}
          </Text>
        )}
      </Table.Td>
      {showVisibility && <Table.Td />}
      {columns.cost && (
        <Table.Td ta="right" pr={12} style={num}>
          <Text size="sm">{group.cost !== undefined ? formats.number(group.cost, 2) : ''}</Text>
        </Table.Td>
      )}
      {columns.sale && <Table.Td />}
      {columns.sale && (
        <Table.Td ta="right" pr={12} style={num}>
          <Text size="sm" fw={700} aria-label={t('groupSale', { name })}>
            {group.price !== undefined ? formats.number(group.price, 2) : ''}
          </Text>
        </Table.Td>
      )}
      {columns.cost && (
        <Table.Td ta="right" pr={12} style={num}>
          <Text size="sm">
            {group.percentage_margin !== undefined ? `${formats.number(group.percentage_margin, 2)}%` : ''}
          </Text>
        </Table.Td>
      )}
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={onToggle}
          aria-label={toggleLabel}
          data-action-type="quote-service-group-expand"
        >
          {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
