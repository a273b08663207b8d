import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LegalPage from './LegalPage';

const stubbed: Array<{ target: object; key: string; descriptor: PropertyDescriptor | undefined }> =
  [];

function stubProperty(target: object, key: string, value: unknown) {
  stubbed.push({ target, key, descriptor: Object.getOwnPropertyDescriptor(target, key) });
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
}

function renderLegal(path = '/legal') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LegalPage />
    </MemoryRouter>,
  );
}

let scrolledTo: string[];

beforeEach(() => {
  scrolledTo = [];
  // jsdom implements neither; the page must also cope without them.
  stubProperty(window, 'scrollTo', vi.fn());
  stubProperty(
    Element.prototype,
    'scrollIntoView',
    vi.fn(function (this: Element) {
      scrolledTo.push(this.id);
    }),
  );
});

afterEach(() => {
  cleanup();
  for (const { target, key, descriptor } of stubbed.reverse()) {
    if (descriptor) Object.defineProperty(target, key, descriptor);
    else Reflect.deleteProperty(target, key);
  }
  stubbed.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('LegalPage', () => {
  it('has one h1, a last-updated date and a link back home', () => {
    renderLegal();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Last updated/)).toBeInTheDocument();
    expect(document.querySelector('time[datetime]')).not.toBeNull();
    const homeLinks = screen.getAllByRole('link', { name: 'Back to home' });
    expect(homeLinks.length).toBeGreaterThan(0);
    for (const link of homeLinks) expect(link).toHaveAttribute('href', '/');
  });

  it('has the three anchored sections with their headings', () => {
    renderLegal();
    const expected: Array<[string, RegExp]> = [
      ['trademark', /trademark & logo fair use/i],
      ['privacy', /privacy/i],
      ['terms', /terms/i],
    ];
    for (const [id, heading] of expected) {
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(
        within(section as HTMLElement).getByRole('heading', { level: 2, name: heading }),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: heading })).toBe(section);
    }
  });

  it('states the privacy and terms essentials', () => {
    renderLegal();
    const privacy = document.getElementById('privacy') as HTMLElement;
    expect(privacy).toHaveTextContent(/minimum data/i);
    expect(privacy).toHaveTextContent(/do not sell personal data/i);
    expect(within(privacy).getByRole('link', { name: 'privacy@tiix.app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:privacy@tiix\.app/),
    );
    const terms = document.getElementById('terms') as HTMLElement;
    expect(terms).toHaveTextContent(/as is/i);
    expect(terms).toHaveTextContent(/best-effort/i);
    expect(terms).toHaveTextContent(/continued use/i);
  });

  it('has a table of contents that scrolls to each section', async () => {
    const user = userEvent.setup();
    renderLegal();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#trademark',
      '#privacy',
      '#terms',
    ]);

    await user.click(within(toc).getByRole('link', { name: 'Terms of use' }));
    expect(scrolledTo).toContain('terms');
    expect(window.location.hash).toBe('#terms');
    expect(document.getElementById('terms')).toHaveFocus();
  });

  it('lands on the section named in the address', async () => {
    renderLegal('/legal#privacy');
    await waitFor(() => expect(scrolledTo).toContain('privacy'));
  });
});
