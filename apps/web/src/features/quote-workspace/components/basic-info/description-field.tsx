import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Input, Paper, Skeleton, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../../../lib/plain-text';
import type { BasicInfoValues } from './basic-info-values';
import { Section } from './section';

// The description is HTML (the server keeps the formatting it allows and drops the rest, decision
// 0053): a plain text box showed its markup (`&amp;` for `&`). It is edited as rich text like a
// day's, in the same lazily loaded editor.
const DescriptionEditor = lazy(() =>
  import('../../../../components/rich-text/description-editor').then((m) => ({ default: m.DescriptionEditor })),
);

export interface DescriptionFieldProps {
  form: UseFormReturnType<BasicInfoValues>;
  readOnly: boolean;
  onGenerate?: () => void;
  generating: boolean;
}

/**
 * The editor starts from the form's value and reports each change; a value the form takes from
 * elsewhere (a reset, a generated text, a newer version) mounts it again with that value.
 */
function useEditorKey(value: string) {
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState({ value, key: 0 });
  if (value !== seen.value) setSeen({ value, key: value === typed ? seen.key : seen.key + 1 });
  return { key: seen.key, typed: setTyped };
}

/** The description the client reads, typed or generated from the saved quote. */
export function DescriptionField({ form, readOnly, onGenerate, generating }: DescriptionFieldProps) {
  const { t } = useTranslation('workspace', { keyPrefix: 'basicInfo' });
  const value = form.values.description;
  const editor = useEditorKey(value);
  const text = useMemo(() => (readOnly ? plainText(value) : ''), [readOnly, value]);
  const generate = onGenerate && (
    <Tooltip label={t('generateHint')} multiline w={280} withArrow>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconSparkles size={14} />}
        onClick={onGenerate}
        loading={generating}
        data-action-type="quote-description-generate"
      >
        {t('generate')}
      </Button>
    </Tooltip>
  );
  return (
    <Section title={t('description')} description={t('descriptionHint')} aside={generate}>
      {readOnly ? (
        <Paper withBorder p="sm" bg="gray.0" aria-label={t('description')}>
          <Text size="sm" c={text ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
            {text || t('noDescription')}
          </Text>
        </Paper>
      ) : (
        <Input.Wrapper error={form.errors.description} data-action-type="quote-description">
          <Suspense fallback={<Skeleton h={200} radius="md" />}>
            <DescriptionEditor
              key={editor.key}
              initial={value}
              label={t('description')}
              onChange={(html) => {
                editor.typed(html);
                form.setFieldValue('description', html);
              }}
            />
          </Suspense>
        </Input.Wrapper>
      )}
    </Section>
  );
}
