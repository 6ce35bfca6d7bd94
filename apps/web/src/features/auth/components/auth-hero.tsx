import { useEffect, useState } from 'react';
import { Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import classes from './auth-layout.module.css';

const SLIDES = [
  {
    title: 'Log in and start the adventure',
    text: 'Build a 12-day trip for a family of six in an afternoon, and send the proposal tonight.',
  },
  {
    title: 'Every level, every room, priced live',
    text: 'Comfort, Superior and Luxury side by side, per person and per room type.',
  },
  {
    title: 'From first draft to confirmed',
    text: 'Follow each quote from preparation to sent to confirmed, with every version kept.',
  },
];

/** The sign-in carousel: three headlines that rotate every 6 s; the dots pick one. */
export function AuthHero() {
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
          {slide.title}
        </Title>
        <Text c="white" fz="lg" maw={460} opacity={0.92}>
          {slide.text}
        </Text>
        <Group gap={8} mt="sm">
          {SLIDES.map((s, i) => (
            <UnstyledButton
              key={s.title}
              aria-label={`Slide ${i + 1}`}
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
