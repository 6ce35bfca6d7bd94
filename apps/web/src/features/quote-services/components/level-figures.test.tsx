import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { LevelFigures } from './level-figures';

afterEach(cleanup);

describe('LevelFigures', () => {
  it('shows each child priced at her own rate with her age, apart from the grown-ups’ room price', () => {
    render(
      <MantineProvider>
        <LevelFigures
          price={{
            level: 1,
            type: 'Comfort',
            total: 3100,
            room_type_prices: [{ id_room_type: 2, per_person: 1340 }],
            pax_prices: [
              { pax_id: 11, level: 1, total_price: 1340 },
              { pax_id: 12, level: 1, total_price: 1340 },
              { pax_id: 13, level: 1, total_price: 420 },
            ],
            child_prices: [{ pax_id: 13, age: 8, per_person: 420 }],
          }}
          roomName={() => 'DBL'}
          paxName={(id) => ({ 11: 'Ana', 12: 'Luis', 13: 'Sofía' })[id] ?? '?'}
          markup
        />
      </MantineProvider>,
    );
    expect(screen.getByText('Children at their own rate')).toBeDefined();
    expect(screen.getByText('Sofía (8)').nextElementSibling?.textContent).toBe('420');
    expect(screen.getByText('in DBL').nextElementSibling?.textContent).toBe('1,340');
  });
});
