import { Chip, ColorInput, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { COLOR_THEMES, COLOR_TYPES, DEFAULT_COLORS, type ProposalColors } from '@itinera/domain';
import { useTranslation } from 'react-i18next';
import { colorLabel, themeOf, type ThemeName } from '../logic/config-form';

/** The theme chips, in order: the template's own colours, then the spec's two themes. */
const THEMES: ReadonlyArray<ThemeName | 'default'> = ['default', ...(Object.keys(COLOR_THEMES) as ThemeName[])];

/** A colour theme to start from (the spec's oppen and open_orange), then the three colours one by one. */
export function ColourSettings({
  colors,
  onChange,
  disabled,
}: {
  colors: ProposalColors;
  onChange: (colors: ProposalColors) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('publishing');
  const sameAsDefault = COLOR_TYPES.every((t) => colors[t].toLowerCase() === DEFAULT_COLORS[t].toLowerCase());
  const theme = sameAsDefault ? 'default' : (themeOf(colors) ?? '');
  return (
    <Stack gap="xs">
      <Group gap="xs" aria-label={t('config.colourTheme')} role="group">
        <Text size="sm" fw={500} mr={4}>
          {t('config.theme')}
        </Text>
        {THEMES.map((name) => (
          <Chip
            key={name}
            size="xs"
            checked={theme === name}
            disabled={disabled}
            onChange={() => onChange({ ...(name === 'default' ? DEFAULT_COLORS : COLOR_THEMES[name]) })}
            data-action-type={`publish-theme-${name}`}
          >
            {t(`config.themes.${name}`)}
          </Chip>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xs">
        {COLOR_TYPES.map((type) => (
          <ColorInput
            key={type}
            label={colorLabel(type)}
            value={colors[type]}
            format="hex"
            disabled={disabled}
            swatches={[...new Set([DEFAULT_COLORS[type], COLOR_THEMES.oppen[type], COLOR_THEMES.open_orange[type]])]}
            onChange={(value) => onChange({ ...colors, [type]: value })}
            size="sm"
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
