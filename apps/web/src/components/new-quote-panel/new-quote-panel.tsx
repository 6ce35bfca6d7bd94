import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowRight, IconFilePlus, IconMap2, IconPuzzle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { newQuoteBody, useCreateQuote, type ItineraryRow } from './quote-api';
import { templateStartDefaults, templateStartReady, TemplateStartFields, type TemplateStart } from './template-start';
import { TemplatePicker } from './template-picker';
import classes from './new-quote-panel.module.css';

export type NewQuoteChoice = 'scratch' | 'module' | 'example';

interface Choice {
  id: NewQuoteChoice;
  icon: ReactNode;
  color: string;
}

const CHOICES: Choice[] = [
  {
    id: 'scratch',
    icon: <IconFilePlus size={20} />,
    color: 'teal',
  },
  {
    id: 'module',
    icon: <IconPuzzle size={20} />,
    color: 'violet',
  },
  {
    id: 'example',
    icon: <IconMap2 size={20} />,
    color: 'orange',
  },
];

export interface NewQuotePanelProps {
  opened: boolean;
  onClose: () => void;
  initialChoice?: NewQuoteChoice;
}

/** The spec's new-quote side panel: start from scratch, from a module or from an example itinerary. */
export function NewQuotePanel({ opened, onClose, initialChoice = 'scratch' }: NewQuotePanelProps) {
  const { t } = useTranslation(['templates', 'quotes', 'common']);
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={540}>
      <Drawer.Overlay backgroundOpacity={0.35} blur={1} />
      <Drawer.Content aria-label={t('common:newQuote')}>
        {/* A column filling the drawer: header, the scrolling choices, the footer always in view. */}
        <Box h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
          <Drawer.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Drawer.Title>
              <Text fw={700} fz="lg">
                {t('common:newQuote')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('new.question')}
              </Text>
            </Drawer.Title>
            <Drawer.CloseButton aria-label={t('new.close')} />
          </Drawer.Header>
          {/* Mounted only while open: every opening starts afresh. */}
          {opened && <PanelContent initialChoice={initialChoice} onClose={onClose} />}
        </Box>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function PanelContent({ initialChoice, onClose }: { initialChoice: NewQuoteChoice; onClose: () => void }) {
  const { t } = useTranslation(['templates', 'quotes', 'common']);
  const [choice, setChoice] = useState<NewQuoteChoice>(initialChoice);
  const [title, setTitle] = useState('');
  const [template, setTemplate] = useState<ItineraryRow | null>(null);
  const [start, setStart] = useState<TemplateStart>({ title: '', startDate: null, numPax: 1 });
  const templateId = template?.id ?? null;
  const create = useCreateQuote(onClose);
  const fromTemplate = choice !== 'scratch';
  const kind = choice === 'module' ? 'module' : 'example';

  const pick = (next: NewQuoteChoice) => {
    if (next === choice) return;
    setChoice(next);
    setTemplate(null);
  };
  const pickTemplate = (row: ItineraryRow | null) => {
    setTemplate(row);
    if (row) setStart((kept) => templateStartDefaults(row, kept));
  };
  const ready = !fromTemplate || (template !== null && templateStartReady(start));
  const submit = () => {
    if (!ready) return;
    create.mutate(fromTemplate ? newQuoteBody({ templateId, ...start }) : newQuoteBody({ title }));
  };

  return (
    <>
      <Box style={{ flex: 1, overflowY: 'auto' }} px="lg" py="md">
        <Stack gap="lg">
          <SimpleGrid cols={3} spacing="sm" role="radiogroup" aria-label={t('new.startFrom')}>
            {CHOICES.map((c) => (
              <UnstyledButton
                key={c.id}
                role="radio"
                aria-checked={choice === c.id}
                className={classes.choice}
                data-selected={choice === c.id || undefined}
                onClick={() => pick(c.id)}
                data-action-type={`new-quote-${c.id}`}
              >
                <ThemeIcon
                  size={36}
                  radius="md"
                  variant={choice === c.id ? 'filled' : 'light'}
                  color={c.color}
                  aria-hidden
                >
                  {c.icon}
                </ThemeIcon>
                <Text size="sm" fw={700} lh={1.25}>
                  {t(`new.choices.${c.id}.label`)}
                </Text>
                <Text size="xs" c="dimmed" lh={1.35}>
                  {t(`new.choices.${c.id}.text`)}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>

          {fromTemplate ? (
            <Stack gap="md">
              <TemplatePicker
                key={choice}
                type={choice === 'module' ? 3 : 2}
                kind={kind}
                value={templateId}
                onChange={pickTemplate}
              />
              {template && <TemplateStartFields value={start} onChange={setStart} numDay={template.num_day} />}
            </Stack>
          ) : (
            <TextInput
              label={t('new.title')}
              description={t('new.titleHint')}
              placeholder={t('new.titlePlaceholder')}
              maxLength={1000}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              onKeyDown={(e) => e.key === 'Enter' && submit()}
              data-autofocus
            />
          )}
        </Stack>
      </Box>
      <Group justify="space-between" wrap="nowrap" className={classes.footer}>
        <Text size="xs" c="dimmed" maw={260}>
          {fromTemplate
            ? !template
              ? t(`new.kinds.${kind}.choose`)
              : start.startDate
                ? t(`new.kinds.${kind}.startsFrom`)
                : t('new.pickDate')
            : t('new.scratchHint')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={create.isPending}
            disabled={!ready}
            rightSection={<IconArrowRight size={16} />}
            data-action-type="new-quote-create"
          >
            {t('new.create')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
