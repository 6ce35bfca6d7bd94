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
import { newQuoteBody, useCreateQuote, type ItineraryRow } from './quote-api';
import { templateStartDefaults, templateStartReady, TemplateStartFields, type TemplateStart } from './template-start';
import { TemplatePicker, type TemplateNoun } from './template-picker';
import classes from './new-quote-panel.module.css';

export type NewQuoteChoice = 'scratch' | 'module' | 'example';

interface Choice {
  id: NewQuoteChoice;
  /** The spec's labels, exactly. */
  label: 'SCRATCH' | 'MODULE' | 'EXAMPLE ITINERARIES';
  text: string;
  icon: ReactNode;
  color: string;
}

const CHOICES: Choice[] = [
  {
    id: 'scratch',
    label: 'SCRATCH',
    text: 'An empty quote; add services day by day.',
    icon: <IconFilePlus size={20} />,
    color: 'teal',
  },
  {
    id: 'module',
    label: 'MODULE',
    text: 'A reusable block of a few days in one place.',
    icon: <IconPuzzle size={20} />,
    color: 'violet',
  },
  {
    id: 'example',
    label: 'EXAMPLE ITINERARIES',
    text: 'A complete day-by-day trip, ready to adapt.',
    icon: <IconMap2 size={20} />,
    color: 'orange',
  },
];

const NOUNS: Record<'module' | 'example', TemplateNoun> = {
  module: { one: 'module', many: 'modules', a: 'a module' },
  example: { one: 'example itinerary', many: 'example itineraries', a: 'an example itinerary' },
};

export interface NewQuotePanelProps {
  opened: boolean;
  onClose: () => void;
  initialChoice?: NewQuoteChoice;
}

/** The spec's new-quote side panel: start from scratch, from a module or from an example itinerary. */
export function NewQuotePanel({ opened, onClose, initialChoice = 'scratch' }: NewQuotePanelProps) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={540}>
      <Drawer.Overlay backgroundOpacity={0.35} blur={1} />
      <Drawer.Content aria-label="New quote">
        {/* A column filling the drawer: header, the scrolling choices, the footer always in view. */}
        <Box h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
          <Drawer.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Drawer.Title>
              <Text fw={700} fz="lg">
                New quote
              </Text>
              <Text size="sm" c="dimmed">
                How would you like to start?
              </Text>
            </Drawer.Title>
            <Drawer.CloseButton aria-label="Close the new quote panel" />
          </Drawer.Header>
          {/* Mounted only while open: every opening starts afresh. */}
          {opened && <PanelContent initialChoice={initialChoice} onClose={onClose} />}
        </Box>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function PanelContent({ initialChoice, onClose }: { initialChoice: NewQuoteChoice; onClose: () => void }) {
  const [choice, setChoice] = useState<NewQuoteChoice>(initialChoice);
  const [title, setTitle] = useState('');
  const [template, setTemplate] = useState<ItineraryRow | null>(null);
  const [start, setStart] = useState<TemplateStart>({ title: '', startDate: null, numPax: 1 });
  const templateId = template?.id ?? null;
  const create = useCreateQuote(onClose);
  const fromTemplate = choice !== 'scratch';
  const noun = NOUNS[choice === 'module' ? 'module' : 'example'];

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
          <SimpleGrid cols={3} spacing="sm" role="radiogroup" aria-label="Start from">
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
                  {c.label}
                </Text>
                <Text size="xs" c="dimmed" lh={1.35}>
                  {c.text}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>

          {fromTemplate ? (
            <Stack gap="md">
              <TemplatePicker
                key={choice}
                type={choice === 'module' ? 3 : 2}
                noun={noun}
                value={templateId}
                onChange={pickTemplate}
              />
              {template && <TemplateStartFields value={start} onChange={setStart} numDay={template.num_day} />}
            </Stack>
          ) : (
            <TextInput
              label="Title"
              description="Optional: you can name the quote later in its basic information."
              placeholder="e.g. Classic Peru 12 days — Smith family"
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
              ? `Choose ${noun.a} to start from.`
              : start.startDate
                ? `The new quote starts from this ${noun.one}.`
                : 'Pick the start date of the trip.'
            : 'The quote starts In Preparation, for one passenger.'}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            loading={create.isPending}
            disabled={!ready}
            rightSection={<IconArrowRight size={16} />}
            data-action-type="new-quote-create"
          >
            Create quote
          </Button>
        </Group>
      </Group>
    </>
  );
}
