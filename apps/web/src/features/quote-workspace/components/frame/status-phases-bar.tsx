import { Stepper } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUOTE_STATUSES } from '@itinera/domain';
import { phaseBar, type PhaseState } from './status-phases';

const STATE_KEY: Record<PhaseState, 'frame.done' | 'frame.current' | null> = {
  complete: 'frame.done',
  current: 'frame.current',
  upcoming: null,
};
/** A phase or status named in English by the domain, by its status id (the catalogue's key). */
const statusIdOf = (name: string) => QUOTE_STATUSES.find((s) => s.name === name)?.id;

/** In Preparation → Sent → Confirmed, with the quote's place on it (docs/domain/spec-sections.md#spec-01-section-4). */
export function StatusPhasesBar({ statusId }: { statusId: number }) {
  const { t } = useTranslation('workspace');
  // Phase names are quote statuses: the reader's language, by id (issue 45, docs/decisions/issues.md).
  const name = (english: string) => t(`common:quoteStatus.${statusIdOf(english)}`, { defaultValue: english });
  const bar = phaseBar(statusId);
  if (!bar.visible) return null;
  const firstOpen = bar.phases.findIndex((p) => p.state !== 'complete');
  // Stepper marks the steps before `active` complete; all complete = one past the last step.
  const active = firstOpen === -1 ? bar.phases.length : firstOpen;
  return (
    <Stepper
      active={active}
      size="sm"
      iconSize={30}
      completedIcon={<IconCheck size={16} />}
      aria-label={t('frame.phases')}
      allowNextStepsSelect={false}
    >
      {bar.phases.map((p) => (
        <Stepper.Step
          key={p.label}
          label={name(p.label)}
          description={p.detail ? name(p.detail) : STATE_KEY[p.state] ? t(STATE_KEY[p.state]!) : ''}
          data-phase-state={p.state}
          style={{ cursor: 'default' }}
        />
      ))}
    </Stepper>
  );
}
