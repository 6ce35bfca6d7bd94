import { lazy, Suspense, useState } from 'react';
import { Button, Group, Input, Skeleton, Text, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { Day, QuoteId } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { ImageRefsField } from '../../../components/image-picker/image-refs-field';
import { LocationSearchSelect } from '../../../components/location-search-select';
import { notifyError } from '../../../lib/notify';
import { generateDay } from '../api/generate-day';
import { mealsOf, type DayTexts } from '../logic/day-bodies';
import { DayMeals } from './day-meals';
import { useCloseOnSuccess } from './use-close-on-success';

const DescriptionEditor = lazy(() =>
  import('../../../components/rich-text/description-editor').then((m) => ({ default: m.DescriptionEditor })),
);

export interface DayEditorModalProps {
  quoteId: QuoteId;
  day: Day;
  onClose: () => void;
  /** Saves with D2; resolves true when it landed. */
  onSave: (day: Day, texts: DayTexts) => Promise<boolean>;
}

/** Title, overnight place, meals, pictures and description of one day, with a draft written by the server (D7). */
export function DayEditorModal({ quoteId, day, onClose, onSave }: DayEditorModalProps) {
  const { t } = useTranslation('days');
  const [texts, setTexts] = useState<DayTexts>({
    title: day.title.value,
    description: day.description.value,
    overnight_location_id: day.overnight_location_id,
    meals: mealsOf(day),
    images: day.images ?? [],
  });
  // The editor takes a new text (a generated draft) when it is mounted again.
  const [revision, setRevision] = useState(0);
  const [generating, setGenerating] = useState(false);
  const { pending, submit } = useCloseOnSuccess(onClose);
  const [drafted, setDrafted] = useState(false);
  const [draftPlace, setDraftPlace] = useState<string | null>(null);

  const generate = async () => {
    setGenerating(true);
    try {
      const draft = await generateDay(quoteId, day);
      if (!draft) return;
      setTexts((t) => ({
        ...t,
        title: draft.title.value || t.title,
        description: draft.description.value || t.description,
        overnight_location_id: t.overnight_location_id ?? draft.overnight_location_id,
      }));
      if (draft.overnight_location_name) setDraftPlace(draft.overnight_location_name);
      setRevision((r) => r + 1);
      setDrafted(true);
    } catch (error) {
      notifyError(error);
    } finally {
      setGenerating(false);
    }
  };

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('day', { n: day.start_day })}
      size="xl"
      onSubmit={submit(() => onSave(day, { ...texts, title: texts.title.trim() }))}
      submitting={pending}
      submitLabel={t('saveDay')}
      actionType="quote-itinerary-day-save"
    >
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
        <TextInput
          label={t('title')}
          placeholder={t('titlePlaceholder')}
          value={texts.title}
          maxLength={500}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setTexts((t) => ({ ...t, title }));
          }}
          style={{ flex: 1 }}
          data-autofocus
          data-action-type="quote-itinerary-day-title"
        />
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} />}
          onClick={generate}
          loading={generating}
          data-action-type="quote-itinerary-day-generate"
        >
          {t('draft')}
        </Button>
      </Group>
      {drafted && (
        <Text size="xs" c="teal.8" role="status">
          {t('drafted')}
        </Text>
      )}
      <LocationSearchSelect
        label={t('overnight')}
        value={texts.overnight_location_id}
        valueLabel={day.overnight_location_name ?? draftPlace}
        onChange={(id) => setTexts((t) => ({ ...t, overnight_location_id: id }))}
        comboboxProps={{ withinPortal: true }}
      />
      <Input.Wrapper label={t('mealsIncluded')}>
        <DayMeals
          day={{ ...day, meals: texts.meals }}
          onToggle={(_, meal, included) => setTexts((t) => ({ ...t, meals: { ...t.meals, [meal]: included } }))}
        />
      </Input.Wrapper>
      <ImageRefsField
        label={t('pictures')}
        value={texts.images}
        onChange={(images) => setTexts((t) => ({ ...t, images }))}
        max={30}
        category={1}
        cols={5}
      />
      <Input.Wrapper label={t('description')}>
        <Suspense fallback={<Skeleton h={200} radius="md" />}>
          <DescriptionEditor
            key={revision}
            initial={texts.description}
            label={t('descriptionOf', { n: day.start_day })}
            onChange={(description) => setTexts((t) => ({ ...t, description }))}
          />
        </Suspense>
      </Input.Wrapper>
    </FormModal>
  );
}
