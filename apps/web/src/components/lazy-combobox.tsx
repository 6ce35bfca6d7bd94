import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ComboboxChevron, Input, type MantineStyleProp } from '@mantine/core';

/** What a field's stand-in draws until the field's own code has come. */
export interface StandIn {
  label: string;
  placeholder?: string;
  /** The value as the field would show it; `null` when the stand-in cannot show it (the field is fetched at once). */
  text: string | null;
  w?: number;
  leftSection?: ReactNode;
  searchable?: boolean;
  style?: MantineStyleProp;
}

/**
 * A combobox field (Mantine's Select or MultiSelect, or a field built on them) whose code is fetched
 * when it is first used, not with the screen: Combobox, Popover and floating-ui weigh ~15 kB gzip
 * of the quotes list's first download (decision 0072). Until then a read-only input that looks like
 * the closed field is drawn (same name, role, text, chevron and width); pointing at it starts the
 * fetch, and the click or focus that wants it mounts the real field, focused and — for a click —
 * opened. A field whose value the stand-in cannot show is fetched at once.
 */
export function lazyCombobox<P extends object>(load: () => Promise<ComponentType<P>>, standIn: (props: P) => StandIn) {
  let Field: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Field = component;
      return component;
    }));

  return function LazyCombobox(props: P) {
    const drawn = standIn(props);
    const [wanted, setWanted] = useState<'click' | 'focus' | 'shown' | null>(drawn.text === null ? 'shown' : null);
    const [ready, setReady] = useState(Field !== undefined);
    if (wanted === null && drawn.text === null) setWanted('shown');
    useEffect(() => {
      if (wanted === null || ready) return;
      let live = true;
      void preload().then(() => live && setReady(true));
      return () => {
        live = false;
      };
    }, [wanted, ready]);

    if (wanted !== null && ready && Field) return <Opened how={wanted} field={Field} props={props} />;
    return (
      <Input
        readOnly
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-label={drawn.label}
        placeholder={drawn.placeholder}
        value={drawn.text ?? ''}
        w={drawn.w}
        style={drawn.style}
        leftSection={drawn.leftSection}
        rightSection={<ComboboxChevron />}
        rightSectionPointerEvents="none"
        pointer={!drawn.searchable}
        onPointerEnter={() => void preload()}
        // The press is the field's: no focus on the stand-in, which is about to be replaced.
        onMouseDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          setWanted('click');
        }}
        onClick={() => setWanted((w) => (w === 'focus' || w === null ? 'click' : w))}
        onFocus={() => setWanted((w) => w ?? 'focus')}
      />
    );
  };
}

/** The real field, given the focus — and opened by a click — that the stand-in took for it. */
function Opened<P extends object>({
  how,
  field: Field,
  props,
}: {
  how: 'click' | 'focus' | 'shown';
  field: ComponentType<P>;
  props: P;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (how === 'shown') return;
    const input = box.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    input?.focus();
    if (how === 'click') input?.click();
  }, [how]);
  // `display: contents` keeps the field a direct item of its row for layout.
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <Field {...props} />
    </div>
  );
}
