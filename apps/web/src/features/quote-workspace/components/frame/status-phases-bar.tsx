import { Stepper } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { phaseBar, type PhaseState } from './status-phases';

const STATE_TEXT: Record<PhaseState, string> = { complete: 'Done', current: 'Current', upcoming: '' };

/** In Preparation → Sent → Confirmed, with the quote's place on it (docs/domain/spec-sections.md#spec-01-section-4). */
export function StatusPhasesBar({ statusId }: { statusId: number }) {
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
      aria-label="Status phases"
      allowNextStepsSelect={false}
    >
      {bar.phases.map((p) => (
        <Stepper.Step
          key={p.label}
          label={p.label}
          description={p.detail ?? STATE_TEXT[p.state]}
          data-phase-state={p.state}
          style={{ cursor: 'default' }}
        />
      ))}
    </Stepper>
  );
}
