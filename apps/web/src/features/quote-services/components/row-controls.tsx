import { ActionIcon, Badge, Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KIND_LOOK, LEVEL_LOOK, levelLook, STATUS_LOOK, statusLook } from './service-look';

// The small editable controls of a service row: level and status as coloured badges that open a
// menu (they read at a glance and cost little width), the kind likewise, visibility as an eye. Disabled controls keep their look, so a read-only quote reads the same.

interface BadgeMenuProps<T extends number> {
  value: T;
  disabled: boolean;
  label: string;
  actionType: string;
  options: readonly { value: T; text: string; color: string }[];
  current: { text: string; color: string };
  onChange: (value: T) => void;
  /** A minimum width, so the badges of a column line up; never a fixed one, which clipped "Pending" to "Pendi…". */
  miw?: number;
}

function BadgeMenu<T extends number>({
  value,
  disabled,
  label,
  actionType,
  options,
  current,
  onChange,
  miw,
}: BadgeMenuProps<T>) {
  const badge = (
    <Badge
      variant="light"
      color={current.color}
      radius="sm"
      size="md"
      miw={miw}
      tt="none"
      fw={600}
      rightSection={disabled ? null : <IconChevronDown size={12} />}
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {current.text}
    </Badge>
  );
  if (disabled) return badge;
  return (
    <Menu position="bottom-start" withinPortal shadow="md" width={150}>
      <Menu.Target>
        <UnstyledButton aria-label={label} data-action-type={actionType}>
          {badge}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((o) => (
          <Menu.Item
            key={o.value}
            onClick={() => o.value !== value && onChange(o.value)}
            rightSection={o.value === value ? <IconCheck size={14} /> : null}
            data-action-type={actionType}
          >
            <Badge variant="light" color={o.color} radius="sm" size="sm" tt="none">
              {o.text}
            </Badge>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function LevelControl({
  level,
  disabled,
  name,
  onChange,
}: {
  level: number;
  disabled: boolean;
  name: string;
  onChange: (level: number) => void;
}) {
  const { t } = useTranslation('services');
  const look = levelLook(level);
  return (
    <BadgeMenu
      value={level}
      disabled={disabled}
      label={t('levelOf', { name, value: look.label })}
      actionType="quote-service-level"
      options={LEVEL_LOOK.map((l) => ({ value: l.value as number, text: l.short, color: l.color }))}
      current={{ text: look.short, color: look.color }}
      onChange={onChange}
      miw={58}
    />
  );
}

export function StatusControl({
  status,
  disabled,
  name,
  onChange,
}: {
  status: number;
  disabled: boolean;
  name: string;
  onChange: (status: 1 | 2 | 3) => void;
}) {
  const { t } = useTranslation('services');
  const look = statusLook(status);
  return (
    <BadgeMenu<1 | 2 | 3>
      value={look.id}
      disabled={disabled}
      label={t('statusOf', { name, value: look.name })}
      actionType="quote-service-status"
      options={STATUS_LOOK.map((s) => ({ value: s.id, text: s.name, color: s.color }))}
      current={{ text: look.name, color: look.color }}
      onChange={onChange}
      miw={96}
    />
  );
}

export function KindControl({
  kind,
  disabled,
  name,
  onChange,
}: {
  kind: number;
  disabled: boolean;
  name: string;
  onChange: (kind: 0 | 1 | 2) => void;
}) {
  const { t } = useTranslation('services');
  const look = KIND_LOOK.find((k) => k.value === kind) ?? KIND_LOOK[0];
  return (
    <BadgeMenu<0 | 1 | 2>
      value={look.value}
      disabled={disabled}
      label={t('kindOf', { name, value: look.text })}
      actionType="quote-service-kind"
      options={KIND_LOOK}
      current={look}
      onChange={onChange}
      miw={84}
    />
  );
}

export function VisibilityControl({
  visible,
  disabled,
  name,
  onChange,
}: {
  visible: boolean;
  disabled: boolean;
  name: string;
  onChange: (visible: boolean) => void;
}) {
  const { t } = useTranslation('services');
  const label = visible ? t('shown', { name }) : t('hiddenFrom', { name });
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon
        variant={visible ? 'subtle' : 'light'}
        color={visible ? 'gray' : 'orange'}
        aria-label={visible ? t('hide', { name }) : t('show', { name })}
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => onChange(!visible)}
        data-action-type="quote-service-visibility"
      >
        {visible ? <IconEye size={17} /> : <IconEyeOff size={17} />}
      </ActionIcon>
    </Tooltip>
  );
}
