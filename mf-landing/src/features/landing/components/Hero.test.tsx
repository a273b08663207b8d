import '@testing-library/jest-dom/vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hero } from './Hero';

describe('the hero video', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('waits for the page load before fetching its files, showing the poster meanwhile', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { container } = render(
      <MemoryRouter>
        <Hero />
      </MemoryRouter>,
    );
    const video = () => container.querySelector('video');
    expect(video()).toHaveAttribute('poster');
    expect(video()?.querySelectorAll('source')).toHaveLength(0);

    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(video()?.querySelectorAll('source')).toHaveLength(2);
    expect(video()).toHaveAttribute('autoplay');
    expect(video()?.muted).toBe(true);
  });
});
