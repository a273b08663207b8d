import {
  cloneElement,
  useEffect,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type SyntheticEvent,
} from 'react';

/**
 * Code that comes in its own chunk on first use (the Radix parts of menus and dialogs: about
 * 30 KB compressed that no page needs before it first shows) and is kept for every later render.
 */
export interface LazyModule<T> {
  /** The module if it is in. */
  get: () => T | undefined;
  /** Fetches it once; every call gets the same promise, until a failed fetch is tried again. */
  load: () => Promise<T>;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () => value,
    load: () =>
      (pending ??= importer().then(
        (module) => {
          value = module;
          return module;
        },
        (error: unknown) => {
          // A chunk that did not arrive (the network) is fetched again by the next call.
          pending = undefined;
          throw error;
        },
      )),
  };
}

/**
 * The module for a part that exists only inside its root (a menu's item, a tab): the root renders
 * its parts once the code is in, so a part without it is one used outside its root.
 */
export function loadedFor<T>(module: LazyModule<T>, misuse: string): T {
  const value = module.get();
  if (!value) throw new Error(misuse);
  return value;
}

/** The module once it is in; while `wanted`, it is fetched and the component re-renders with it. */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState(module.get);
  useEffect(() => {
    if (loaded || !wanted) return;
    let live = true;
    void module.load().then((value) => {
      if (live) setLoaded(() => value);
    });
    return () => {
      live = false;
    };
  }, [module, loaded, wanted]);
  return loaded ?? module.get();
}

/** After the page's load event, time for its first data requests before an idle preload. */
const SETTLE_MS = 2000;

/**
 * Fetches the module once the page has loaded and settled and the browser is idle, so that an
 * overlay on the page opens at once when pressed, without its code in the way of the page's
 * first render and first data.
 */
export function usePreloadWhenIdle<T>(module: LazyModule<T>, active: boolean): void {
  useEffect(() => {
    if (!active || module.get()) return;
    let idle: number | undefined;
    const fetch = () => void module.load().catch(() => {});
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(fetch, { timeout: 3000 });
      } else fetch();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      timer = setTimeout(whenIdle, SETTLE_MS);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [module, active]);
}

type Handler<E> = ((event: E) => void) | undefined;

/** Calls the trigger's own handler first and ours unless it prevented the default (as Radix). */
function compose<E extends SyntheticEvent>(own: Handler<E>, ours: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

interface TriggerProps {
  onClick?: Handler<SyntheticEvent>;
  onPointerDown?: Handler<PointerEvent>;
  onPointerEnter?: Handler<PointerEvent>;
  onKeyDown?: Handler<KeyboardEvent>;
  onFocus?: Handler<SyntheticEvent>;
}

/**
 * An overlay's trigger before the overlay's code is in: the same element with the state Radix
 * would give it (closed), fetching the code on hover or focus and asking for the overlay when
 * pressed the way Radix opens it: a menu on pointer down (main button) or Enter, Space and Arrow
 * Down (saying which, since a key opens a menu with focus on its first item), a dialog on click.
 */
export function standInTrigger(
  trigger: ReactElement,
  kind: 'menu' | 'dialog',
  onIntent: () => void,
  onPress: (by: 'pointer' | 'keyboard') => void,
) {
  const element = trigger as ReactElement<TriggerProps & Record<string, unknown>>;
  const own = element.props;
  const common = {
    'aria-haspopup': kind,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: compose(own.onPointerEnter, onIntent),
    onFocus: compose(own.onFocus, onIntent),
  };
  if (kind === 'dialog') {
    return cloneElement(element, {
      ...common,
      // A dialog opens the same way whatever pressed its trigger.
      onClick: compose(own.onClick, () => onPress('pointer')),
    });
  }
  return cloneElement(element, {
    ...common,
    onPointerDown: compose(own.onPointerDown, (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // Keeps the focus on the trigger, as Radix does for a menu opened by the pointer.
      event.preventDefault();
      onPress('pointer');
    }),
    onKeyDown: compose(own.onKeyDown, (event: KeyboardEvent) => {
      if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
      event.preventDefault();
      onPress('keyboard');
    }),
  });
}
