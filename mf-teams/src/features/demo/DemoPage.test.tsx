import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DemoPage from './DemoPage';
import { SAMPLE_GAME } from './sample-game';

let scrollToDescriptor: PropertyDescriptor | undefined;

beforeEach(() => {
  // jsdom does not implement window.scrollTo.
  scrollToDescriptor = Object.getOwnPropertyDescriptor(window, 'scrollTo');
  Object.defineProperty(window, 'scrollTo', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(() => {
  cleanup();
  if (scrollToDescriptor) Object.defineProperty(window, 'scrollTo', scrollToDescriptor);
  else Reflect.deleteProperty(window, 'scrollTo');
});

function renderDemo() {
  return render(
    <MemoryRouter initialEntries={['/demo']}>
      <DemoPage />
    </MemoryRouter>,
  );
}

/** The value shown for a label: the <dd> right after its <dt>. */
function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') {
    throw new Error(`No <dd> after <dt>${label}</dt>`);
  }
  return value;
}

describe('DemoPage', () => {
  it('says it is a sample of how Tiix scores games', () => {
    renderDemo();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/sample of how Tiix scores games/i)).toBeInTheDocument();
  });

  it('shows a game card with every field and its value', () => {
    renderDemo();
    const card = screen.getByRole('article', { name: /Dallas Cowboys/ });
    expect(card).toBeInTheDocument();

    const expected: Array<[string, string | RegExp]> = [
      ['Opponent', 'Dallas Cowboys'],
      ['Home/Away', 'Home'],
      ['Date', 'Sun, Nov 16 · 8:20 PM ET'],
      ['Tier', 'Marquee'],
      ['Value score', /^92\s*\/\s*100$/],
      ['Upside', '+14%'],
      ['Tier threshold', '85'],
      ['Probability gone', '87%'],
      ['Average draft position', '1.6'],
      ['Price index', '142%'],
      ['Stake boost', '+8%'],
      ['Weather risk', '18% · Low'],
    ];
    for (const [label, value] of expected) {
      const dd = valueOf(label);
      expect(card).toContainElement(dd);
      if (typeof value === 'string') expect(dd.textContent?.trim(), label).toBe(value);
      else expect(dd.textContent?.trim(), label).toMatch(value);
    }
  });

  it('lists the notes', () => {
    renderDemo();
    const notes = screen.getByRole('region', { name: 'Notes' });
    const items = within(notes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([...SAMPLE_GAME.notes]);
  });

  it('shows the tier as a badge', () => {
    renderDemo();
    expect(valueOf('Tier').querySelector('.demo-badge')).toHaveTextContent('Marquee');
  });

  it('links Get Started to the create-team wizard', () => {
    renderDemo();
    const links = screen.getAllByRole('link', { name: 'Get Started' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/?flow=create-team&step=1');
  });
});
