import { Badge, type BadgeProps, ColorSwatch, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { RequestRow } from '../api/list-requests';
import { useUpdateRequest } from '../api/save-request';
import { STAGE_ORDER, stageColor, stageName } from './request-stages';

/** A stage's name in the reader's language; a stage the catalogue lacks keeps the server's name. */
function useStageName() {
  const { t } = useTranslation('requests');
  return (id: number, fallback?: string) => t(`stages.${id}`, { defaultValue: fallback ?? stageName(id) });
}

export function RequestStageBadge({
  id,
  name,
  ...props
}: { id: number; name?: string } & Omit<BadgeProps, 'color' | 'children'>) {
  const nameOf = useStageName();
  return (
    <Badge variant="light" radius="sm" tt="none" fw={600} color={stageColor(id)} {...props}>
      {nameOf(id, name)}
    </Badge>
  );
}

/** The stage of a row; users who may change the request pick another stage from a menu in place. */
export function RequestStageControl({ request, editable }: { request: RequestRow; editable: boolean }) {
  const { t } = useTranslation('requests');
  const nameOf = useStageName();
  const update = useUpdateRequest();
  if (!editable) return <RequestStageBadge id={request.stage.id} name={request.stage.name} />;

  const move = (stage: number) =>
    update.mutate(
      { id: request.id, stage_id: stage },
      {
        onSuccess: () => notifySuccess(t('stage.moved', { code: request.code, stage: nameOf(stage) })),
        onError: notifyError,
      },
    );

  return (
    <Menu position="bottom-start" withArrow shadow="md" width={200} disabled={update.isPending}>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('stage.menu', { code: request.code, stage: nameOf(request.stage.id, request.stage.name) })}
          data-action-type="request-stage-menu"
          onClick={(e) => e.stopPropagation()}
          style={{ opacity: update.isPending ? 0.6 : 1 }}
        >
          <RequestStageBadge
            id={request.stage.id}
            name={request.stage.name}
            rightSection={<IconChevronDown size={12} />}
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Label>{t('stage.moveTo')}</Menu.Label>
        {STAGE_ORDER.map((id) => (
          <Menu.Item
            key={id}
            disabled={id === request.stage.id}
            leftSection={
              <ColorSwatch size={10} color={`var(--mantine-color-${stageColor(id)}-6)`} withShadow={false} />
            }
            rightSection={id === request.stage.id ? <IconCheck size={14} /> : null}
            onClick={() => move(id)}
            data-action-type="request-stage-change"
          >
            {nameOf(id)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
