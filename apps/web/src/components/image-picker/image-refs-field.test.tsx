import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useUploadQueue } from '../../lib/assets/upload-queue';
import { ImageRefsField } from './image-refs-field';

afterEach(cleanup);

const KEY = '0b6f4e2c-1a2b-4c3d-8e9f-0123456789ab';
const asset = `/tenant/assets/thumbnail/${KEY}`;
const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MantineProvider>{children}</MantineProvider>
  </QueryClientProvider>
);

function Field({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageRefsField value={value} onChange={setValue} />
      <output data-testid="value">{value.join(' ')}</output>
    </>
  );
}

describe('the pictures field', () => {
  it('shows a library picture at its size with a srcset, moves one to the cover and removes one', () => {
    render(<Field initial={['https://cdn.example.com/a.jpg', asset]} />, { wrapper: wrap });
    const img = screen.getByAltText('Picture 2') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`${asset}?size=350X240`);
    expect(img.getAttribute('srcset')).toContain(`${asset}?size=1600X900 1600w`);
    expect(screen.getByAltText('Picture 1').getAttribute('srcset')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make picture 2 the cover' }));
    expect(screen.getByTestId('value').textContent).toBe(`${asset} https://cdn.example.com/a.jpg`);
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(screen.getByTestId('value').textContent).toBe(asset);
    expect(screen.getByRole('button', { name: 'Add pictures' })).toBeTruthy();
  });

  it('offers no changes when read only', () => {
    render(<ImageRefsField value={[asset]} onChange={() => undefined} readOnly />, { wrapper: wrap });
    expect(screen.queryByRole('button', { name: 'Add pictures' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});

describe('the upload queue', () => {
  it('refuses a file over 10 MB before sending it, with the server sentence', () => {
    const { result } = renderHook(() => useUploadQueue({ category: 2 }), { wrapper: wrap });
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    act(() => result.current.add([big]));
    expect(result.current.items).toEqual([
      expect.objectContaining({
        name: 'huge.jpg',
        status: 'error',
        error: 'This picture is larger than 10 MB. Please upload a smaller file.',
      }),
    ]);
  });
});
