import { useTranslation } from 'react-i18next';
import { ColorSwatch, Group, Menu, Text } from '@mantine/core';
import type { MenuTargetProps } from '../lazy-menu';
import { statusColor } from '../quote-status-badge';
import type { QuoteStatusOption } from './quote-status-control';

export interface QuoteStatusMenuProps {
  position: 'bottom-start' | 'bottom-end';
  width: number;
  /** The data-action-type prefix of the screen ("quote", "quote-workspace"). */
  actions: string;
  disabled: boolean;
  options: QuoteStatusOption[];
  onMove: (to: QuoteStatusOption) => void;
}

/** The statuses a quote may move to: fetched on the first click on its status (quote-status-control.tsx). */
export function QuoteStatusMenu({
  target,
  position,
  width,
  actions,
  disabled,
  options,
  onMove,
}: QuoteStatusMenuProps & MenuTargetProps) {
  const { t } = useTranslation('quotes');
  return (
    <Menu position={position} width={width} withArrow shadow="md" disabled={disabled} defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      {/* A row opens its quote on click: choosing a status must not. */}
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Label>{t('status.moveTo')}</Menu.Label>
        {options.map((s) => (
          <Menu.Item
            key={s.id}
            data-action-type={`${actions}-status-change`}
            leftSection={
              <ColorSwatch size={10} color={`var(--mantine-color-${statusColor(s.id)}-6)`} withShadow={false} />
            }
            onClick={() => onMove(s)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">{s.name}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {s.acronym}
              </Text>
            </Group>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
