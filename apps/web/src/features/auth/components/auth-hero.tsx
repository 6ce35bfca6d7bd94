import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import classes from './auth-layout.module.css';

// The headlines' keys in the catalogue (common:auth.slides.<key>.title / .text).
const SLIDES = ['start', 'levels', 'confirmed'];

/** The sign-in carousel: three headlines that rotate every 6 s; the dots pick one. */
export function AuthHero() {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setActive((i) => (i + 1) % SLIDES.length), 6000);
    return () => window.clearInterval(id);
  }, []);
  const slide = SLIDES[active]!;
  return (
    <Box className={classes.hero} aria-roledescription="carousel">
      <Stack justify="flex-end" h="100%" p={48} gap="md" className={classes.heroContent}>
        <Title order={1} c="white" fz={40} lh={1.15} aria-live="polite">
          {t(`auth.slides.${slide}.title`)}
        </Title>
        <Text c="white" fz="lg" maw={460} opacity={0.92}>
          {t(`auth.slides.${slide}.text`)}
        </Text>
        <Group gap={8} mt="sm">
          {SLIDES.map((s, i) => (
            <UnstyledButton
              key={s}
              aria-label={t('auth.slide', { n: i + 1 })}
              aria-current={i === active}
              onClick={() => setActive(i)}
              className={classes.dot}
              data-active={i === active || undefined}
            />
          ))}
        </Group>
      </Stack>
    </Box>
  );
}
