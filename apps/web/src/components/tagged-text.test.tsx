import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { TaggedText } from './tagged-text';

afterEach(cleanup);

const draw = (text: string) =>
  render(
    <p>
      <TaggedText text={text} tag="kbd" wrap={(inner) => <kbd>{inner}</kbd>} />
    </p>,
  ).container.querySelector('p')!.innerHTML;

describe('a catalogue sentence with marked words', () => {
  it('wraps each marked part and keeps the text around it', () => {
    expect(draw('Pulse <kbd>?</kbd> para ver los atajos')).toBe('Pulse <kbd>?</kbd> para ver los atajos');
    expect(draw('<kbd>Ctrl</kbd> + <kbd>K</kbd>')).toBe('<kbd>Ctrl</kbd> + <kbd>K</kbd>');
  });

  it('leaves a sentence without marks, and any other tag, as text', () => {
    expect(draw('No marks here')).toBe('No marks here');
    expect(draw('A <b>bold</b> word')).toBe('A &lt;b&gt;bold&lt;/b&gt; word');
  });
});
