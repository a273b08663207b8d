import { MOBILE_QUERY, prefersReducedMotion } from '@tiix/shared-ui';
import { clearSignInPanelRequest, requestSignInPanel } from '../../../shared/signInPanelRequest';
import { SCROLL_EFFECT_PX, isSectionId } from '../content';
import { playQuietly } from '../utils/video';
import { handleSectionLinkClick, isPlainClick, replaceHash, scrollToTop } from '../utils/scroll';
import { LIVE_ATTRIBUTE, startShell, warmShell } from './shell';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * Gives the server-rendered landing page (`root`) the behaviour of the live one, in plain DOM:
 * the bar's scroll effect and phone menu, smooth section links, the logo back to the top, the
 * hero video and its pause button, the comparison toggle. Their look follows the same classes
 * and ARIA attributes the React components set, and the same helpers (utils/scroll.ts) run
 * them. What needs the app starts the shell: "Sign in" (the panel opens once the live page is
 * up), the create-team flow. Links to other pages are real links and simply navigate.
 * Listeners stop once the shell has replaced `root` with the live page.
 */
export function enhanceLanding(root: HTMLElement): void {
  const controller = new AbortController();
  const { signal } = controller;
  /** Listens while `root` is on the page; the first event after it is gone removes them all. */
  const on = <E extends Event>(
    target: EventTarget,
    type: string,
    handler: (event: E) => void,
    options: AddEventListenerOptions = {},
  ) =>
    target.addEventListener(
      type,
      (event) => {
        if (!root.isConnected) controller.abort();
        else handler(event as E);
      },
      { ...options, signal },
    );

  const bar = root.querySelector<HTMLElement>('.ld-topbar');
  const menuButton = root.querySelector<HTMLButtonElement>('.ld-menu-btn');
  const panel = root.querySelector<HTMLElement>('.ld-topbar__panel');

  // The bar turns solid past the scroll threshold.
  const onScroll = () =>
    bar?.classList.toggle('ld-topbar--scrolled', (window.scrollY || 0) > SCROLL_EFFECT_PX);
  onScroll();
  on(window, 'scroll', onScroll, { passive: true });

  // The phone menu: the button toggles it, Escape closes it and returns focus, a press outside
  // the bar or tabbing out of it closes it, leaving the phone layout closes it.
  const menuOpen = () => bar?.classList.contains('ld-topbar--open') === true;
  const setMenu = (open: boolean) => {
    if (!bar || !menuButton) return;
    bar.classList.toggle('ld-topbar--open', open);
    menuButton.setAttribute('aria-expanded', String(open));
    if (open) panel?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  };
  if (menuButton) on(menuButton, 'click', () => setMenu(!menuOpen()));
  on<KeyboardEvent>(document, 'keydown', (event) => {
    if (event.key !== 'Escape' || !menuOpen()) return;
    setMenu(false);
    menuButton?.focus();
  });
  on<PointerEvent>(document, 'pointerdown', (event) => {
    if (menuOpen() && event.target instanceof Node && !bar?.contains(event.target)) setMenu(false);
  });
  if (panel) {
    on<FocusEvent>(panel, 'focusout', (event) => {
      const next = event.relatedTarget;
      if (menuOpen() && next instanceof Node && !bar?.contains(next)) setMenu(false);
    });
  }
  const mobile = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
  if (mobile) {
    on<MediaQueryListEvent>(mobile, 'change', (event) => {
      if (!event.matches) setMenu(false);
    });
  }

  // Section links scroll smoothly and move focus; the logo scrolls back to the top.
  for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    if (!isSectionId(id)) continue;
    on<MouseEvent>(link, 'click', (event) => {
      if (handleSectionLinkClick(event, id)) setMenu(false);
    });
  }
  let cancelScroll: (() => void) | null = null;
  const logo = root.querySelector<HTMLAnchorElement>('.ld-logo');
  if (logo) {
    on<MouseEvent>(logo, 'click', (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      setMenu(false);
      replaceHash('');
      cancelScroll?.();
      cancelScroll = scrollToTop();
    });
  }

  enhanceHeroVideo(root, on);
  enhanceComparison(root, on);

  // "Sign in" opens the panel of the live page, which needs the shell; so does the create-team
  // flow (a modal over this page, at this same address). Both start the shell on the press; a
  // pointer or focus on them fetches its entry ahead.
  const signIn = root.querySelector<HTMLAnchorElement>('.sip-trigger');
  const flowLinks = Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="/?"]'));
  for (const control of [signIn, ...flowLinks]) {
    if (!control) continue;
    for (const type of ['pointerenter', 'focus', 'touchstart']) {
      on(control, type, warmShell, { passive: true });
    }
  }
  // Whatever waits for the shell reads as busy (aria-busy) until the live page replaces this one.
  // Should the shell fail to load, the busy state goes and these controls are plain links again
  // (the sign-in page, a fresh load of the flow's address).
  let shellFailed = false;
  const startShellFor = (busy: HTMLElement) => {
    busy.setAttribute('aria-busy', 'true');
    startShell(() => {
      shellFailed = true;
      busy.removeAttribute('aria-busy');
      clearSignInPanelRequest();
    });
  };
  if (signIn) {
    on<MouseEvent>(signIn, 'click', (event) => {
      if (shellFailed || !isPlainClick(event)) return;
      event.preventDefault();
      requestSignInPanel();
      startShellFor(signIn);
    });
  }
  // The create-team flow opens over the page as a dialog: the page is busy until it shows.
  for (const link of flowLinks) {
    on<MouseEvent>(link, 'click', (event) => {
      if (shellFailed || !isPlainClick(event)) return;
      event.preventDefault();
      // The shell's router starts at this address and opens the flow over the landing page.
      window.history.pushState(null, '', link.getAttribute('href'));
      startShellFor(root);
    });
  }
  // Arriving at /?flow=create-team&step=N (a reload, a shared link): the flow shows at once.
  if (new URLSearchParams(window.location.search).has('flow')) startShellFor(root);

  root.setAttribute(LIVE_ATTRIBUTE, '');
}

type On = <E extends Event>(
  target: EventTarget,
  type: string,
  handler: (event: E) => void,
  options?: AddEventListenerOptions,
) => void;

/**
 * The hero video, as components/Hero.tsx plays it: its files are fetched after the page's load
 * event (the poster shows meanwhile), never under reduced motion or data saving, and it pauses
 * off screen and with its button.
 */
function enhanceHeroVideo(root: HTMLElement, on: On) {
  const video = root.querySelector<HTMLVideoElement>('video.ld-hero__media');
  const button = root.querySelector<HTMLButtonElement>('.ld-hero__playback');
  if (!video) return;
  const saveData = (navigator as NavigatorWithConnection).connection?.saveData === true;
  if (prefersReducedMotion() || saveData) {
    // The poster alone, as the live page shows it: nothing to pause.
    if (button) button.hidden = true;
    return;
  }
  let userPaused = false;
  const play = () => playQuietly(video);
  /** Plays while on screen, unless the visitor paused it. */
  const startPlayback = () => {
    if (typeof IntersectionObserver !== 'function') {
      play();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!root.isConnected) observer.disconnect();
      else if (entry && !entry.isIntersecting) video.pause();
      else if (!userPaused) play();
    });
    observer.observe(video);
  };
  const start = () => {
    video.muted = true;
    video.defaultMuted = true;
    // Rendered where the page had already loaded, the sources are there.
    if (video.querySelector('source')) return startPlayback();
    for (const [attribute, type] of [
      ['data-src-webm', 'video/webm'],
      ['data-src-mp4', 'video/mp4'],
    ] as const) {
      const src = video.getAttribute(attribute);
      if (!src) continue;
      const source = document.createElement('source');
      source.src = src;
      source.type = type;
      video.append(source);
    }
    video.load();
    startPlayback();
  };
  if (document.readyState === 'complete') start();
  else on(window, 'load', start, { once: true });
  if (button) {
    on(button, 'click', () => {
      userPaused = !userPaused;
      button.setAttribute('aria-pressed', String(userPaused));
      if (userPaused) video.pause();
      else play();
    });
  }
}

/** The comparison's phone toggle: which column shows is the table's `data-column` (CSS). */
function enhanceComparison(root: HTMLElement, on: On) {
  const table = root.querySelector<HTMLElement>('.ld-compare');
  for (const button of Array.from(
    root.querySelectorAll<HTMLButtonElement>('.ld-compare__toggle-btn[data-column]'),
  )) {
    on(button, 'click', () => {
      const column = button.dataset.column ?? '';
      table?.setAttribute('data-column', column);
      for (const other of Array.from(
        root.querySelectorAll<HTMLButtonElement>('.ld-compare__toggle-btn[data-column]'),
      )) {
        other.setAttribute('aria-pressed', String(other === button));
      }
    });
  }
}
