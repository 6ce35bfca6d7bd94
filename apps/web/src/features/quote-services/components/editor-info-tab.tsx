import { useTranslation } from 'react-i18next';
import { useState, type ChangeEvent } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { isNightType } from '@itinera/domain';
import type { QuoteService } from '@itinera/domain/contracts';
import { infoChanges, infoValuesOf, type InfoValues } from '../logic/info-changes';
import { EditorImages } from './editor-images';
import { useServicesTab } from './services-context';

type TextKey = Exclude<keyof InfoValues, 'images'>;

/** Info (tab 0): what the traveller reads about the service, and where it takes place. */
export function EditorInfoTab({ service }: { service: QuoteService }) {
  const { t } = useTranslation('services');
  const { readOnly, edit } = useServicesTab();
  const [initial, setInitial] = useState(() => infoValuesOf(service));
  const [values, setValues] = useState<InfoValues>(initial);
  const set = (patch: Partial<InfoValues>) => setValues((v) => ({ ...v, ...patch }));
  // Every text field here reads, writes and locks the same way; only its key differs.
  const bind = (key: TextKey) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [key]: e.currentTarget.value }),
    readOnly,
  });
  const changes = infoChanges(initial, values);
  const dirty = Object.keys(changes).length > 0;
  const save = () => {
    if (!values.name.trim()) return;
    edit(service, changes);
    setInitial(values);
  };
  return (
    <Stack gap="sm">
      <TextInput label={t('editor.name')} {...bind('name')} error={values.name.trim() ? null : t('editor.nameEmpty')} />
      <Textarea label={t('editor.description')} autosize minRows={4} maxRows={10} {...bind('description')} />
      <SimpleGrid cols={2} spacing="sm">
        <Textarea label={t('editor.recommendations')} autosize minRows={3} maxRows={8} {...bind('recommendations')} />
        <Textarea
          label={t('editor.notes')}
          description={t('editor.notesHint')}
          autosize
          minRows={3}
          maxRows={8}
          {...bind('notes')}
        />
      </SimpleGrid>
      {isNightType(service.id_service_type) && (
        <Group gap="sm">
          <TextInput type="time" label={t('editor.checkIn')} {...bind('check_in')} w={140} />
          <TextInput type="time" label={t('editor.checkOut')} {...bind('check_out')} w={140} />
        </Group>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('editor.locations')}
        </Text>
        <Group gap={6}>
          {service.location.length ? (
            service.location.map((l) => (
              <Badge key={l.id} variant="default" radius="sm" tt="none">
                {l.location_name}
              </Badge>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t('editor.noLocation')}
            </Text>
          )}
        </Group>
      </Stack>
      <EditorImages images={values.images} readOnly={readOnly} onChange={(images) => set({ images })} />
      {!readOnly && (
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" disabled={!dirty} onClick={() => setValues(initial)}>
            {t('editor.discard')}
          </Button>
          <Button disabled={!dirty || !values.name.trim()} onClick={save} data-action-type="quote-service-save-info">
            {t('editor.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
