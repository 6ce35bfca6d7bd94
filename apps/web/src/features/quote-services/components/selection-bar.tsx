import type { ReactNode } from 'react';
import { Badge, Button, CloseButton, Group, Menu, Paper, Text } from '@mantine/core';
import {
  IconCalendarShare,
  IconChevronUp,
  IconCopy,
  IconRefresh,
  IconStack2,
  IconTicket,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEVEL_LOOK, STATUS_LOOK } from './service-look';

export interface SelectionBarProps {
  count: number;
  total: number;
  /** The quote's content may change (not read-only): level, move, duplicate, update, delete. */
  canEdit: boolean;
  /** Sent or Under Review: nothing that moves a figure (level, days, copies, deletions). */
  pricesLocked: boolean;
  /** The booking status may change (it may on a Confirmed quote, where the rest is read-only). */
  canBook: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onLevel: (level: number) => void;
  onStatus: (status: 1 | 2 | 3) => void;
  onMove: () => void;
  onDuplicate: () => void;
  onUpdatePrices: () => void;
  onDelete: () => void;
}

/** A small menu of badges (levels, statuses), opened upwards from the bar. */
function SetMenu<T extends number>(props: {
  label: string;
  /** "Level of the selection": the menu's heading. */
  menuLabel: string;
  icon: ReactNode;
  disabled: boolean;
  actionType: string;
  options: readonly { value: T; text: string; color: string }[];
  onPick: (value: T) => void;
}) {
  return (
    <Menu position="top" withinPortal shadow="md" width={170}>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={props.icon}
          rightSection={<IconChevronUp size={13} />}
          disabled={props.disabled}
          data-action-type={props.actionType}
        >
          {props.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{props.menuLabel}</Menu.Label>
        {props.options.map((o) => (
          <Menu.Item key={o.value} onClick={() => props.onPick(o.value)} data-action-type={`${props.actionType}-pick`}>
            <Badge variant="light" color={o.color} radius="sm" size="sm" tt="none">
              {o.text}
            </Badge>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The actions on the ticked services, floating at the foot of the screen while rows are ticked
 * (decisions 0039, 0040 and 0041): the toolbar above keeps its level totals and "Add services" whatever is selected.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { count, total, canEdit, pricesLocked } = props;
  const { t } = useTranslation('services');
  const moving = !canEdit || pricesLocked;
  // Built at each render: the names follow the interface language.
  const LEVELS = LEVEL_LOOK.map((l) => ({ value: l.value as number, text: l.label, color: l.color }));
  const STATUSES = STATUS_LOOK.map((s) => ({ value: s.id, text: s.name, color: s.color }));
  const plain = [
    { label: t('selection.move'), icon: IconCalendarShare, onClick: props.onMove, actionType: 'quote-services-move' },
    {
      label: t('selection.duplicate'),
      icon: IconCopy,
      onClick: props.onDuplicate,
      actionType: 'quote-services-duplicate',
    },
    {
      label: t('selection.update'),
      icon: IconRefresh,
      onClick: props.onUpdatePrices,
      actionType: 'quote-services-update',
    },
  ];
  return (
    <Paper
      role="toolbar"
      aria-label={t('selection.label')}
      withBorder
      shadow="lg"
      radius="xl"
      px="md"
      py={8}
      mt="sm"
      pos="sticky"
      bottom={16}
      style={{ zIndex: 6, borderColor: 'var(--mantine-color-teal-3)' }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} aria-live="polite">
            {t('selection.count', { count })}
          </Text>
          {count < total && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={props.onSelectAll}
              data-action-type="quote-services-select-all"
            >
              {t('selection.all', { count: total })}
            </Button>
          )}
        </Group>
        <Group gap={8} wrap="wrap" justify="flex-end">
          {canEdit && (
            <SetMenu
              label={t('col.level')}
              menuLabel={t('selection.levelOf')}
              icon={<IconStack2 size={15} />}
              disabled={moving}
              actionType="quote-services-set-level"
              options={LEVELS}
              onPick={props.onLevel}
            />
          )}
          <SetMenu
            label={t('col.status')}
            menuLabel={t('selection.statusOf')}
            icon={<IconTicket size={15} />}
            disabled={!props.canBook}
            actionType="quote-services-set-status"
            options={STATUSES}
            onPick={props.onStatus}
          />
          {canEdit &&
            plain.map((a) => (
              <Button
                key={a.actionType}
                size="xs"
                variant="default"
                leftSection={<a.icon size={15} />}
                onClick={a.onClick}
                disabled={moving}
                data-action-type={a.actionType}
              >
                {a.label}
              </Button>
            ))}
          {canEdit && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={15} />}
              onClick={props.onDelete}
              disabled={moving}
              data-action-type="quote-services-delete"
            >
              {t('menu.delete')}
            </Button>
          )}
          <CloseButton
            size="sm"
            aria-label={t('selection.clear')}
            onClick={props.onClear}
            data-action-type="quote-services-clear-selection"
          />
        </Group>
      </Group>
    </Paper>
  );
}
