import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LandingPage from './LandingPage';
import { REDUCED_MOTION_QUERY } from '@tiix/shared-ui';

// ---- Browser APIs jsdom lacks (matchMedia, scrollTo, scrollIntoView) are stubbed per test. ----

const stubbed: Array<{ target: object; key: string; descriptor: PropertyDescriptor | undefined }> =
  [];

function stubProperty(target: object, key: string, value: unknown) {
  if (!stubbed.some((entry) => entry.target === target && entry.key === key)) {
    stubbed.push({ target, key, descriptor: Object.getOwnPropertyDescriptor(target, key) });
  }
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
}

function restoreProperties() {
  for (const { target, key, descriptor } of stubbed.reverse()) {
    if (descriptor) Object.defineProperty(target, key, descriptor);
    else Reflect.deleteProperty(target, key);
  }
  stubbed.length = 0;
}

type ChangeListener = (event: { matches: boolean; media: string }) => void;

/** A controllable matchMedia: queries not listed do not match. */
function mockMatchMedia(initial: Record<string, boolean> = {}) {
  const state: Record<string, boolean> = { ...initial };
  const listeners = new Map<string, Set<ChangeListener>>();
  const listenersFor = (query: string) => {
    let set = listeners.get(query);
    if (!set) listeners.set(query, (set = new Set()));
    return set;
  };
  stubProperty(window, 'matchMedia', (query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: ChangeListener) =>
      listenersFor(query).add(listener),
    removeEventListener: (_type: string, listener: ChangeListener) =>
      listenersFor(query).delete(listener),
    addListener: (listener: ChangeListener) => listenersFor(query).add(listener),
    removeListener: (listener: ChangeListener) => listenersFor(query).delete(listener),
    dispatchEvent: () => false,
  }));
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      act(() => {
        listenersFor(query).forEach((listener) => listener({ matches, media: query }));
      });
    },
  };
}

function setScrollY(y: number) {
  stubProperty(window, 'scrollY', y);
  stubProperty(window, 'pageYOffset', y);
}

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <LandingPage />
    </MemoryRouter>,
  );
}

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No element with id ${id}`);
  return element;
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  mockMatchMedia();
  scrollTo = vi.fn();
  stubProperty(window, 'scrollTo', scrollTo);
  setScrollY(0);
});

afterEach(() => {
  cleanup();
  restoreProperties();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const ROW_HEADERS = [
  'Setup',
  'Game Rankings',
  'Draft Process',
  'Payments',
  'Game Swaps',
  'Access',
  'Time Spent',
  'Team Chemistry',
];

describe('LandingPage', () => {
  it('has the landmarks, a single h1 and the five anchored sections', () => {
    renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    for (const id of ['how-it-works', 'features', 'comparison', 'pricing', 'about']) {
      const element = section(id);
      expect(element.tagName).toBe('SECTION');
      const labelId = element.getAttribute('aria-labelledby');
      expect(labelId).toBeTruthy();
      const heading = document.getElementById(labelId ?? '');
      expect(heading).not.toBeNull();
      expect(screen.getByRole('region', { name: heading?.textContent ?? '' })).toBe(element);
    }
  });

  it('links the primary nav to the five sections', () => {
    renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['How it works', '#how-it-works'],
      ['Features', '#features'],
      ['Compare', '#comparison'],
      ['Pricing', '#pricing'],
      ['About', '#about'],
    ]);
  });

  it('has six how-it-works steps and six feature cards', () => {
    renderLanding();
    expect(within(section('how-it-works')).getAllByRole('listitem')).toHaveLength(6);
    expect(within(section('features')).getAllByRole('listitem')).toHaveLength(6);
  });

  it('scrolls smoothly to a section on nav click and updates the hash', async () => {
    const calledOn: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      calledOn.push(this.id);
    });
    stubProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
    const user = userEvent.setup();
    renderLanding();

    const nav = screen.getByRole('navigation', { name: 'Primary' });
    await user.click(within(nav).getByRole('link', { name: 'Pricing' }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(calledOn).toEqual(['pricing']);
    expect(window.location.hash).toBe('#pricing');
    expect(section('pricing')).toHaveFocus();
  });

  it('scrolls to the section named in the address on arrival', async () => {
    const calledOn: string[] = [];
    stubProperty(
      Element.prototype,
      'scrollIntoView',
      vi.fn(function (this: Element) {
        calledOn.push(this.id);
      }),
    );
    window.history.replaceState(null, '', '/#features');
    renderLanding();
    await waitFor(() => expect(calledOn).toEqual(['features']));
  });

  it('has a comparison table with exactly the 8 row headers in order', () => {
    renderLanding();
    const table = within(section('comparison')).getByRole('table');
    expect(table.querySelector('caption')).not.toBeNull();
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent?.trim());
    expect(rowHeaders).toEqual(ROW_HEADERS);
    // Both columns are in the markup; below 1024px CSS shows the one the table's data-column names.
    expect(within(table).getByRole('columnheader', { name: 'The old way' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'The Tiix way' })).toBeInTheDocument();
    expect(table).toHaveAttribute('data-column', 'tiix');
  });

  it('switches the column shown on a phone with the toggle', async () => {
    const user = userEvent.setup();
    renderLanding();
    const comparison = section('comparison');
    const oldWay = within(comparison).getByRole('button', { name: 'Old way' });
    const withTiix = within(comparison).getByRole('button', { name: 'With Tiix' });
    const table = within(comparison).getByRole('table');

    expect(withTiix).toHaveAttribute('aria-pressed', 'true');
    expect(oldWay).toHaveAttribute('aria-pressed', 'false');
    expect(table).toHaveAttribute('data-column', 'tiix');

    await user.click(oldWay);
    expect(oldWay).toHaveAttribute('aria-pressed', 'true');
    expect(withTiix).toHaveAttribute('aria-pressed', 'false');
    expect(table).toHaveAttribute('data-column', 'old');
    // Still all 8 rows.
    expect(within(table).getAllByRole('rowheader')).toHaveLength(8);

    await user.click(withTiix);
    expect(withTiix).toHaveAttribute('aria-pressed', 'true');
    expect(table).toHaveAttribute('data-column', 'tiix');
  });

  it('points every call to action at the right place', () => {
    renderLanding();
    const expected: Array<[string, string]> = [
      ['Get Started', '/?flow=create-team&step=1'],
      ['Start Your First Team', '/app'],
      ['Try it now for free', '/app'],
      ['Set Up My Team Free', '/app'],
      ['Go Unlimited', '/login?next=%2Fapp%2Fsettings%23billing'],
      ['Sign in', '/login'],
      ['Legal', '/legal'],
    ];
    for (const [name, href] of expected) {
      const links = screen.getAllByRole('link', { name });
      expect(links.length, name).toBeGreaterThan(0);
      for (const link of links) expect(link, name).toHaveAttribute('href', href);
    }
  });

  it('shows the pricing facts', () => {
    renderLanding();
    const pricing = within(section('pricing'));
    expect(pricing.getByText('$0')).toBeInTheDocument();
    expect(pricing.getByText('$49')).toBeInTheDocument();
    expect(pricing.getByRole('heading', { name: 'Free setup' })).toBeInTheDocument();
    expect(pricing.getByRole('heading', { name: 'Unlimited' })).toBeInTheDocument();
    expect(pricing.getByText('Invite up to 4 members')).toBeInTheDocument();
    expect(pricing.getByText('Priority support')).toBeInTheDocument();
    // FAQ disclosures.
    expect(section('pricing').querySelectorAll('details').length).toBeGreaterThanOrEqual(4);
    expect(pricing.getByText('Do I need a credit card to try Tiix?')).toBeInTheDocument();
  });

  it('shows the claimed stats and the league disclaimer', () => {
    renderLanding();
    const about = within(section('about'));
    for (const value of ['10K+', '2.5K+', '50K+', '99.9%']) {
      expect(about.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      /not affiliated with, endorsed by or sponsored by the NFL, NBA, MLB, NHL, MLS, NWSL, WNBA or any team/,
    );
  });

  it('renders the looping background video with a poster when motion is allowed', () => {
    const { container } = renderLanding();
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('poster');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video?.muted).toBe(true);
    expect(video?.querySelectorAll('source')).toHaveLength(2);
  });

  it('drops the video and shows only the poster under prefers-reduced-motion', () => {
    mockMatchMedia({ [REDUCED_MOTION_QUERY]: true });
    const { container } = renderLanding();
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img.ld-hero__media')).not.toBeNull();
  });

  it('reacts when the reduced-motion preference changes', () => {
    const media = mockMatchMedia();
    const { container } = renderLanding();
    expect(container.querySelector('video')).not.toBeNull();
    media.set(REDUCED_MOTION_QUERY, true);
    expect(container.querySelector('video')).toBeNull();
    media.set(REDUCED_MOTION_QUERY, false);
    expect(container.querySelector('video')).not.toBeNull();
  });

  it('gives the bar its scrolled style only past 20px', () => {
    renderLanding();
    const bar = screen.getByRole('banner');
    expect(bar).not.toHaveClass('ld-topbar--scrolled');

    setScrollY(20);
    fireEvent.scroll(window);
    expect(bar).not.toHaveClass('ld-topbar--scrolled');

    setScrollY(21);
    fireEvent.scroll(window);
    expect(bar).toHaveClass('ld-topbar--scrolled');

    setScrollY(0);
    fireEvent.scroll(window);
    expect(bar).not.toHaveClass('ld-topbar--scrolled');
  });

  it('scrolls to the top on a logo click, even when already at the top', async () => {
    const user = userEvent.setup();
    renderLanding();
    await user.click(screen.getByRole('link', { name: /back to top/i }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
  });

  it('scrolls to the top without smooth motion under reduced motion', async () => {
    mockMatchMedia({ [REDUCED_MOTION_QUERY]: true });
    setScrollY(400);
    const user = userEvent.setup();
    renderLanding();
    await user.click(screen.getByRole('link', { name: /back to top/i }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'auto' }));
  });

  it('opens and closes the menu with aria-expanded, Escape and focus return', async () => {
    const user = userEvent.setup();
    renderLanding();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'ld-nav-panel');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('banner')).toHaveClass('ld-topbar--open');
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('still renders without matchMedia (older or embedded browsers)', () => {
    stubProperty(window, 'matchMedia', undefined);
    const { container } = renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('video')).not.toBeNull();
  });
});
