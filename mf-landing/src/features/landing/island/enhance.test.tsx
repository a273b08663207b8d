import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSignInPanelRequest } from '../../../shared/signInPanelRequest';
import LandingPage from '../LandingPage';
import { enhanceLanding } from './enhance';
import { PRERENDER_ELEMENT_ID, SHELL_TEMPLATE_ID, serverPageIsLive } from './shell';

const SHELL_SCRIPT = '/static/js/index.0123abcd.js';

/**
 * The page as the server sends `/`: the landing rendered to HTML (as src/prerender.tsx does) and
 * the shell's script held back in a template. No React runs on it; only the page's own script.
 */
function serverPage(): HTMLElement {
  const root = document.createElement('div');
  root.id = PRERENDER_ELEMENT_ID;
  root.innerHTML = renderToString(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
  const template = document.createElement('template');
  template.id = SHELL_TEMPLATE_ID;
  template.innerHTML = `<script defer src="${SHELL_SCRIPT}"></script>`;
  document.body.append(root, template);
  enhanceLanding(root);
  return root;
}

const shellScripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]')).filter((script) =>
    script.src.endsWith(SHELL_SCRIPT),
  );

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

beforeEach(() => {
  // jsdom plays no media.
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-tiix-shell');
  document.documentElement.removeAttribute('data-tiix-open');
  setScrollY(0);
});

describe('the server-rendered landing page, before the shell loads', () => {
  it('works on its own and loads no shell', () => {
    serverPage();
    expect(serverPageIsLive()).toBe(true);
    expect(shellScripts()).toHaveLength(0);
  });

  it('turns the bar solid past 20px of scroll', () => {
    serverPage();
    const bar = screen.getByRole('banner');
    setScrollY(21);
    fireEvent.scroll(window);
    expect(bar).toHaveClass('ld-topbar--scrolled');
    setScrollY(20);
    fireEvent.scroll(window);
    expect(bar).not.toHaveClass('ld-topbar--scrolled');
  });

  it('opens the phone menu with focus inside, and closes it with Escape, focus back', () => {
    serverPage();
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('banner')).toHaveClass('ld-topbar--open');
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('scrolls to a section from its link and writes the hash', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    serverPage();
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    const link = within(nav).getByRole('link', { name: 'Pricing' });
    expect(fireEvent.click(link)).toBe(false); // the jump was replaced by the scroll
    expect(scrollIntoView).toHaveBeenCalled();
    expect(window.location.hash).toBe('#pricing');
    expect(document.getElementById('pricing')).toHaveFocus();
  });

  it('switches the comparison column with the phone toggle', () => {
    serverPage();
    const comparison = document.getElementById('comparison')!;
    const table = within(comparison).getByRole('table');
    fireEvent.click(within(comparison).getByRole('button', { name: 'Old way' }));
    expect(table).toHaveAttribute('data-column', 'old');
    expect(within(comparison).getByRole('button', { name: 'Old way' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(comparison).getByRole('button', { name: 'With Tiix' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('pauses the hero video with its button', () => {
    serverPage();
    const button = screen.getByRole('button', { name: 'Pause background video' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    // The page had loaded: the video got its sources.
    expect(document.querySelectorAll('video.ld-hero__media source')).toHaveLength(2);
  });

  it('keeps real links for the other pages', () => {
    serverPage();
    // Sees whether the page's script left the click to the browser, then stops jsdom's navigation.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    for (const name of ['Try it now for free', 'Set Up My Team Free']) {
      const link = screen.getAllByRole('link', { name })[0]!;
      expect(link).toHaveAttribute('href', '/app');
      fireEvent.click(link);
    }
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(shellScripts()).toHaveLength(0);
  });
});

describe('the shell', () => {
  it('loads on the first Sign in, which the live page then opens', () => {
    serverPage();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(fireEvent.click(signIn)).toBe(false);
    expect(shellScripts()).toHaveLength(1);
    expect(shellScripts()[0]!.async).toBe(false);
    expect(hasSignInPanelRequest()).toBe(true);
    expect(signIn).toHaveAttribute('aria-busy', 'true');
    // A second press starts nothing more.
    fireEvent.click(signIn);
    expect(shellScripts()).toHaveLength(1);
  });

  it('loads for the create-team flow, at its address over this page', () => {
    const root = serverPage();
    const getStarted = screen.getAllByRole('link', { name: 'Get Started' })[0]!;
    expect(fireEvent.click(getStarted)).toBe(false);
    expect(window.location.pathname + window.location.search).toBe('/?flow=create-team&step=1');
    expect(shellScripts()).toHaveLength(1);
    // The page is busy until the live one (with the flow's dialog) replaces it.
    expect(root).toHaveAttribute('aria-busy', 'true');
  });

  it('loads at once when the address already asks for the flow', () => {
    window.history.replaceState(null, '', '/?flow=create-team&step=2');
    const root = serverPage();
    expect(shellScripts()).toHaveLength(1);
    expect(root).toHaveAttribute('aria-busy', 'true');
  });

  it('stops being busy when the shell cannot be fetched, and Sign in is a plain link again', () => {
    serverPage();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(fireEvent.click(signIn)).toBe(false);
    fireEvent.error(shellScripts()[0]!);
    expect(signIn).not.toHaveAttribute('aria-busy');
    expect(hasSignInPanelRequest()).toBe(false);
    // The next press is left to the browser: the sign-in page.
    expect(fireEvent.click(signIn)).toBe(true);
  });

  it('is only fetched, not run, when a pointer rests on Sign in', () => {
    serverPage();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Sign in' }));
    expect(shellScripts()).toHaveLength(0);
    const preload = document.head.querySelector('link[rel="preload"][as="script"]');
    expect(preload?.getAttribute('href')).toBe(SHELL_SCRIPT);
  });
});
