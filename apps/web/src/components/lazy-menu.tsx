import { cloneElement, lazy, Suspense, useState, type ComponentType, type MouseEvent, type ReactElement } from 'react';

/** What a lazily loaded menu gets: the element that opens it, and whatever else its caller passes. */
export type MenuTarget = ReactElement<TargetProps>;
export type MenuTargetProps = { target: MenuTarget };

interface TargetProps {
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/**
 * A menu whose code (Mantine's Menu and its items, ~6 kB gzip) is fetched when it is first wanted,
 * not with the screen (decision 0043). Until then only its target is drawn; pointing at or focusing
 * the target starts the fetch, and the click mounts the menu opened (`defaultOpened` in `load`'s
 * component). Once mounted it stays, and opens and closes as any Mantine menu.
 */
export function lazyMenu<P extends object>(load: () => Promise<ComponentType<P & MenuTargetProps>>) {
  let loading: Promise<ComponentType<P & MenuTargetProps>> | undefined;
  const preload = () => (loading ??= load());
  const Menu = lazy(() => preload().then((component) => ({ default: component })));

  return function LazyMenu(props: P & MenuTargetProps) {
    const [wanted, setWanted] = useState(false);
    const { target } = props;
    if (wanted)
      return (
        <Suspense fallback={target}>
          <Menu {...props} />
        </Suspense>
      );
    return cloneElement(target, {
      onClick: (event: MouseEvent) => {
        target.props.onClick?.(event);
        setWanted(true);
      },
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
    });
  };
}
