import { describe, expect, it } from 'vitest';
import type { PublishConfig } from '../api/types';
import { buildConfigBody } from './config-body';
import { formFromConfig } from './config-form';

// The I19 body (original-client.md §5.6) exactly as the original client sends it.

const image = (id: number) => ({
  id,
  thumbnail_350X240: `/t/${id}.webp`,
  thumbnail_1200X725: `/l/${id}.webp`,
  name: `img${id}`,
});

const stored: PublishConfig = {
  code: 'abc',
  config: {
    id: 40,
    id_template: 2,
    contents: [
      { id: 501, id_content: 1 },
      { id: 502, id_content: 4 },
      { id: 503, id_content: 9 },
    ],
    colors: [
      { id: 71, value: '#f9f6f0', type: 'navBgColor', label: 'Navbar background' },
      { id: 72, value: '#720330', type: 'mainBgColor', label: 'Main background' },
    ],
    recommended_level: 2,
    next_steps: 'Ana calls you tomorrow.',
  },
  images: [
    { type: 'logo', id: 90, images_full: [image(1), image(2)] },
    { type: 'cover_page', id: 91, images_full: [image(5)] },
  ],
};

describe('buildConfigBody', () => {
  it('sends an unchanged configuration back with every stored id', () => {
    const body = buildConfigBody(stored, formFromConfig(stored));
    expect(body.config).toEqual({
      id: 40,
      id_template: 2,
      contents: [
        { id: 501, id_content: 1 },
        { id: 502, id_content: 4 },
        { id: 503, id_content: 9 },
      ],
      colors: [
        { id: 71, value: '#f9f6f0', type: 'navBgColor', label: 'Navbar background' },
        { id: 72, value: '#720330', type: 'mainBgColor', label: 'Main background' },
        { id: null, value: '#810644', type: 'mainTextColor', label: 'Main text' },
      ],
      recommended_level: 2,
      next_steps: 'Ana calls you tomorrow.',
    });
    expect(body.images).toEqual([
      { type: 'logo', id: 90, images: '{1,2}' },
      { type: 'cover_page', id: 91, images: '{5}' },
    ]);
  });

  it('gives a new option id null and re-sends a removed one with status -1', () => {
    const form = {
      ...formFromConfig(stored),
      options: [1 as const, 9 as const, 12 as const, 3 as const, 10 as const, 13 as const],
    };
    const { contents } = buildConfigBody(stored, form).config;
    expect(contents).toEqual([
      { id: 501, id_content: 1 },
      { id: null, id_content: 3 },
      { id: 503, id_content: 9 },
      { id: null, id_content: 10 },
      { id: null, id_content: 12 },
      { id: null, id_content: 13 },
      { id: 502, id_content: 4, status: -1 },
    ]);
  });

  it('writes each slot’s images as the "{1,2}" literal, an emptied group as "{}", and leaves out slots never used', () => {
    const form = formFromConfig(stored);
    form.images = { ...form.images, logo: [], contact: [image(8), image(9)] };
    form.templateId = 3;
    const body = buildConfigBody(stored, form);
    expect(body.config.id_template).toBe(3);
    expect(body.images).toEqual([
      { type: 'logo', id: 90, images: '{}' },
      { type: 'cover_page', id: 91, images: '{5}' },
      { type: 'contact', id: null, images: '{8,9}' },
    ]);
  });

  it('keeps config.id null for a quote never published, and the chosen colours', () => {
    const fresh: PublishConfig = {
      code: '',
      config: { id: null, id_template: 1, contents: [], colors: [], recommended_level: null, next_steps: null },
      images: [],
    };
    const form = {
      ...formFromConfig(fresh),
      colors: { navBgColor: '#ffffff', mainBgColor: '#1f4e5f', mainTextColor: '#1f2933' },
    };
    const body = buildConfigBody(fresh, form);
    expect(body.config.id).toBeNull();
    expect(body.config.colors.map((c) => [c.id, c.type, c.value])).toEqual([
      [null, 'navBgColor', '#ffffff'],
      [null, 'mainBgColor', '#1f4e5f'],
      [null, 'mainTextColor', '#1f2933'],
    ]);
    expect(body.images).toEqual([]);
  });

  it('sends the sale settings of issue 44: the chosen level, the words trimmed, null for none and for blank', () => {
    const chosen = { ...formFromConfig(stored), recommendedLevel: 3 as const, nextSteps: '  Deposit: 30 %.\n' };
    expect(buildConfigBody(stored, chosen).config).toMatchObject({
      recommended_level: 3,
      next_steps: 'Deposit: 30 %.',
    });
    const none = { ...formFromConfig(stored), recommendedLevel: null, nextSteps: ' \n ' };
    expect(buildConfigBody(stored, none).config).toMatchObject({ recommended_level: null, next_steps: null });
  });
});
