import { Chip, ColorInput, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { COLOR_THEMES, COLOR_TYPES, DEFAULT_COLORS, type ProposalColors } from '@itinera/domain';
import { colorLabel, themeOf, type ThemeName } from '../logic/config-form';

const THEME_LABELS: Record<ThemeName | 'default', string> = {
  default: 'Template default',
  oppen: 'Oppen',
  open_orange: 'Open orange',
};

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
  const sameAsDefault = COLOR_TYPES.every((t) => colors[t].toLowerCase() === DEFAULT_COLORS[t].toLowerCase());
  const theme = sameAsDefault ? 'default' : (themeOf(colors) ?? '');
  return (
    <Stack gap="xs">
      <Group gap="xs" aria-label="Colour theme" role="group">
        <Text size="sm" fw={500} mr={4}>
          Theme
        </Text>
        {(['default', 'oppen', 'open_orange'] as const).map((name) => (
          <Chip
            key={name}
            size="xs"
            checked={theme === name}
            disabled={disabled}
            onChange={() => onChange({ ...(name === 'default' ? DEFAULT_COLORS : COLOR_THEMES[name]) })}
            data-action-type={`publish-theme-${name}`}
          >
            {THEME_LABELS[name]}
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
