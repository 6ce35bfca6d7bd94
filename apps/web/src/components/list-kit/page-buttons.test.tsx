import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { PageButtons } from './page-buttons';

// Decision 0110: the list's pages, drawn without Mantine's Pagination, keep what it offered.

afterEach(cleanup);

function draw(total: number, value: number) {
  const asked: number[] = [];
  render(
    <MantineProvider>
      <PageButtons
        total={total}
        value={value}
        onChange={(page) => asked.push(page)}
        previousLabel="Previous page"
        nextLabel="Next page"
      />
    </MantineProvider>,
  );
  const pages = screen
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent)
    .filter((name) => name !== 'Previous page' && name !== 'Next page');
  return { asked, pages };
}

describe('the pages under a list', () => {
  it('shows the first, the last and one page either side of the current one, with dots between', () => {
    expect(draw(20, 10).pages).toEqual(['1', '9', '10', '11', '20']);
    cleanup();
    expect(draw(5, 1).pages).toEqual(['1', '2', '3', '4', '5']);
  });

  it('marks the current page and asks for the page clicked, the previous and the next', () => {
    const { asked } = draw(20, 10);
    expect(screen.getByRole('button', { name: '10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: '11' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(asked).toEqual([11, 9, 11]);
  });

  it('offers no previous page on the first and no next on the last', () => {
    draw(3, 1);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    draw(3, 3);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
