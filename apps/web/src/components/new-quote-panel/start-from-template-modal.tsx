import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { CodeAndTitle } from '../list-kit/delete-confirm-modal';
import { newQuoteBody, type ItineraryRow, type NewQuoteBody } from './quote-api';
import { templateStartDefaults, templateStartReady, TemplateStartFields } from './template-start';

/** "Use as a quote" from a template card: asks the title, start date and party before creating. */
export function StartFromTemplateModal({
  template,
  creating,
  onCreate,
  onClose,
}: {
  template: ItineraryRow | null;
  creating: boolean;
  onCreate: (body: NewQuoteBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['templates', 'quotes']);
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={t('new.fromTemplate')}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* A fresh form for every template opened. */}
      {template && (
        <StartForm key={template.id} template={template} creating={creating} onCreate={onCreate} onClose={onClose} />
      )}
    </Modal>
  );
}

function StartForm({
  template,
  creating,
  onCreate,
  onClose,
}: {
  template: ItineraryRow;
  creating: boolean;
  onCreate: (body: NewQuoteBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['templates', 'quotes', 'common']);
  const [start, setStart] = useState(() => templateStartDefaults(template));
  const ready = templateStartReady(start);
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="new.startFromTemplate"
          components={{ row: <CodeAndTitle code={template.code} title={template.title || t('quotes:untitled')} /> }}
        />
      </Text>
      <TemplateStartFields value={start} onChange={setStart} numDay={template.num_day} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          rightSection={<IconArrowRight size={16} />}
          loading={creating}
          disabled={!ready}
          onClick={() => onCreate(newQuoteBody({ templateId: template.id, ...start }))}
          data-action-type="template-use-create"
        >
          {t('new.create')}
        </Button>
      </Group>
    </Stack>
  );
}
