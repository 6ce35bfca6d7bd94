import { Button, Textarea, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconSparkles } from '@tabler/icons-react';
import type { BasicInfoValues } from './basic-info-values';
import { Section } from './section';

export interface DescriptionFieldProps {
  form: UseFormReturnType<BasicInfoValues>;
  readOnly: boolean;
  onGenerate?: () => void;
  generating: boolean;
}

/** The description the client reads, typed or generated from the saved quote. */
export function DescriptionField({ form, readOnly, onGenerate, generating }: DescriptionFieldProps) {
  const generate = onGenerate && (
    <Tooltip
      label="Writes a day-by-day description from the saved dates, locations and services, and saves it as a new version."
      multiline
      w={280}
      withArrow
    >
      <Button
        variant="light"
        size="xs"
        leftSection={<IconSparkles size={14} />}
        onClick={onGenerate}
        loading={generating}
        data-action-type="quote-description-generate"
      >
        Generate
      </Button>
    </Tooltip>
  );
  return (
    <Section title="Description" description="The introduction the client reads on the proposal." aside={generate}>
      <Textarea
        aria-label="Description"
        placeholder={readOnly ? 'No description.' : 'Describe the trip, or let Generate write a first draft.'}
        autosize
        minRows={6}
        maxRows={16}
        maxLength={20_000}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        {...form.getInputProps('description')}
        data-action-type="quote-description"
      />
    </Section>
  );
}
