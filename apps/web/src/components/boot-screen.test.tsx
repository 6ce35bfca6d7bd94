import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import { IconMapRoute } from '@tabler/icons-react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// index.html's boot screen (decision 0137) draws the mark logo.tsx draws, written out because no script has
// run yet: these checks keep the two copies alike when the icon or the theme's teal changes.
const page = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const boot = new DOMParser().parseFromString(page, 'text/html').querySelector('#root .boot');

describe("index.html's boot screen", () => {
  it("draws the logo's icon and name", () => {
    const { container } = render(<IconMapRoute />);
    const paths = (root: ParentNode) => [...root.querySelectorAll('path')].map((p) => p.getAttribute('d'));
    expect(boot).not.toBeNull();
    expect(paths(boot!)).toEqual(paths(container));
    expect(boot!.textContent?.trim()).toBe('Itinera');
  });

  it("is written in the logo's teal shades", () => {
    const [, style] = page.match(/<style>([\s\S]*?)<\/style>/) ?? [];
    expect(style).toContain(`color: ${DEFAULT_THEME.colors.teal[8]}`);
    expect(style).toContain(`color: ${DEFAULT_THEME.colors.teal[7]}`);
  });
});
