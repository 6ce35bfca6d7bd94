import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, CloseButton, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GuideAction, GuideState } from './guide-reducer';
import classes from './guide-dialog.module.css';

export interface GuideStep {
  title: string;
  text: string;
  icon: ReactNode;
}

export interface UserGuideModalProps {
  state: GuideState;
  steps: GuideStep[];
  onAction: (action: GuideAction) => void;
}

/**
 * The numbered user guide: a welcome card, then steps 1..n with Previous / Next. It greets a new user on
 * the first download, so it is the browser's modal <dialog> (focus kept inside, Escape, the page behind
 * inert) drawn as Mantine's Modal was: Modal brought ~13 kB gzip of scroll lock, focus trap, portal,
 * transitions and ScrollArea to every first visit (decision 0110).
 */
export function UserGuideModal({ state, steps, onAction }: UserGuideModalProps) {
  const { t } = useTranslation();
  const step = state.step > 0 ? steps[state.step - 1] : undefined;
  const dialog = useRef<HTMLDialogElement>(null);
  // Drawn from its first opening on (a returning user's first paint draws none of it), and kept while
  // it fades out.
  const [drawn, setDrawn] = useState(state.opened);
  if (state.opened && !drawn) setDrawn(true);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.opened && !element.open) {
      const root = document.documentElement;
      root.style.setProperty('--guide-scrollbar', `${window.innerWidth - root.clientWidth}px`);
      element.showModal();
    } else if (!state.opened && element.open) element.close();
  }, [state.opened]);
  const close = () => onAction({ type: 'close' });
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-label={t('guide.label')}
      // Escape closes the guide through its state, as every other way out does.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // The browser may close it on its own (a second Escape without a click between): the state follows.
      onClose={() => state.opened && close()}
      // A click on the dialog itself, not its content, is a click on the backdrop around it.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      {step && (
        <header className={classes.header}>
          <h2 className={classes.title}>
            <Badge variant="light" size="lg">
              {t('guide.stepOf', { step: state.step, total: steps.length })}
            </Badge>
          </h2>
          <CloseButton className={classes.close} onClick={close} />
        </header>
      )}
      <div className={classes.body}>{drawn && <GuideContent state={state} steps={steps} onAction={onAction} />}</div>
    </dialog>
  );
}

function GuideContent({ state, steps, onAction }: UserGuideModalProps) {
  const { t } = useTranslation();
  const step = state.step > 0 ? steps[state.step - 1] : undefined;
  return (
    <>
      {step ? (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              {step.icon}
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
              <Text c="dimmed" size="sm">
                {step.text}
              </Text>
            </Stack>
          </Group>
          <Group gap={6} justify="center" aria-hidden>
            {steps.map((s, i) => (
              <span
                key={s.title}
                style={{
                  width: i + 1 === state.step ? 22 : 8,
                  height: 8,
                  borderRadius: 4,
                  background: i + 1 === state.step ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)',
                  transition: 'width 150ms ease',
                }}
              />
            ))}
          </Group>
          <Group justify="space-between">
            <Button variant="default" onClick={() => onAction({ type: 'previous' })} data-action-type="guide-previous">
              {t('guide.previous')}
            </Button>
            <Button onClick={() => onAction({ type: 'next' })} data-action-type="guide-next">
              {state.step >= steps.length ? t('guide.finish') : t('guide.next')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg" align="center" ta="center" pt="md">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
            <IconMapRoute size={40} />
          </ThemeIcon>
          <Stack gap={6}>
            <Title order={2} fz={24}>
              {t('guide.welcome')}
            </Title>
            <Text c="dimmed">{t('guide.welcomeText')}</Text>
          </Stack>
          <Group justify="center" w="100%" grow>
            <Button variant="default" onClick={() => onAction({ type: 'close' })} data-action-type="guide-not-now">
              {t('guide.notNow')}
            </Button>
            <Button onClick={() => onAction({ type: 'next' })} data-action-type="guide-start">
              {t('guide.start')}
            </Button>
          </Group>
        </Stack>
      )}
    </>
  );
}
