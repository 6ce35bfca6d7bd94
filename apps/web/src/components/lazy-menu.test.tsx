import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Menu, MantineProvider } from '@mantine/core';
import { lazyMenu, type MenuTargetProps } from './lazy-menu';

// A menu fetched on first use (decision 0043): only its target is drawn until the first click, which
// opens it once its code has come; the target's own click handler still runs.

afterEach(cleanup);

function Items({ target, label }: MenuTargetProps & { label: string }) {
  return (
    <Menu defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>{label}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

describe('a lazily loaded menu', () => {
  it('fetches its code when wanted and opens on the first click', async () => {
    const load = vi.fn(async () => Items);
    const LazyItems = lazyMenu<{ label: string }>(load);
    const onClick = vi.fn();
    render(
      <MantineProvider>
        <LazyItems
          label="Sign out"
          target={
            <button type="button" onClick={onClick}>
              Account
            </button>
          }
        />
      </MantineProvider>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('menuitem')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Account' }));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
