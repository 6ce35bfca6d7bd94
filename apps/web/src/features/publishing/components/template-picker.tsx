import { Card, Image, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWebTemplates } from '../api/get-web-templates';

export interface TemplatePickerProps {
  value: number;
  onChange: (id: number) => void;
  /** Experiences are always published with the experience template. */
  lockedTo?: number | null;
  disabled?: boolean;
}

/** The four web templates as cards with their covers; the chosen one is outlined. */
export function TemplatePicker({ value, onChange, lockedTo, disabled }: TemplatePickerProps) {
  const { t } = useTranslation('publishing');
  const templates = useWebTemplates();
  if (templates.isPending)
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={118} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (templates.isError)
    return (
      <Text size="sm" c="red">
        {t('config.templatesError')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="radiogroup" aria-label={t('config.webTemplate')}>
      {templates.data.map((template) => {
        const chosen = template.id === value;
        const off = disabled || (lockedTo != null && lockedTo !== template.id);
        return (
          <UnstyledButton
            key={template.id}
            role="radio"
            aria-checked={chosen}
            aria-label={template.name}
            disabled={off}
            onClick={() => onChange(template.id)}
            style={{ opacity: off && !chosen ? 0.45 : 1 }}
            data-action-type={`publish-template-${template.path}`}
          >
            <Card
              withBorder
              padding={0}
              radius="md"
              pos="relative"
              style={{
                borderColor: chosen ? 'var(--mantine-primary-color-filled)' : undefined,
                borderWidth: chosen ? 2 : 1,
              }}
            >
              <Image src={template.cover} alt="" h={80} fit="cover" />
              {chosen && (
                <ThemeIcon size={20} radius="xl" pos="absolute" top={6} right={6} aria-hidden>
                  <IconCheck size={13} />
                </ThemeIcon>
              )}
              <Text size="sm" fw={chosen ? 700 : 500} px="xs" py={6} truncate="end">
                {template.name}
              </Text>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
