import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lazyModule, standInTrigger, useLazyModule, type LazyModule } from './lazy-overlay';

// A stand-in for the Radix half of an overlay: an open menu, with how it was opened.
const Impl = ({ by }: { by: string }) => <div role="menu" aria-label={`opened by ${by}`} />;

function Overlay({ module }: { module: LazyModule<{ Impl: typeof Impl }> }) {
  const [pressed, setPressed] = useState<string | null>(null);
  const loaded = useLazyModule(module, pressed !== null);
  if (loaded && pressed) return <loaded.Impl by={pressed} />;
  return standInTrigger(
    <button type="button">Menu</button>,
    'menu',
    () => void module.load(),
    setPressed,
  );
}

describe('an overlay whose code is not in yet', () => {
  it('gives its trigger the closed state and opens once the code arrives after a press', async () => {
    const module = lazyModule(async () => ({ Impl }));
    render(<Overlay module={module} />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(module.get()).toBeUndefined();
    await userEvent.click(trigger);
    expect(await screen.findByRole('menu', { name: 'opened by pointer' })).toBeInTheDocument();
  });

  it('says a key opened it (a menu then focuses its first item)', async () => {
    render(<Overlay module={lazyModule(async () => ({ Impl }))} />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu', { name: 'opened by keyboard' })).toBeInTheDocument();
  });

  it('fetches the code once, on hover or focus, without opening', async () => {
    let imports = 0;
    const module = lazyModule(async () => {
      imports += 1;
      return { Impl };
    });
    render(<Overlay module={module} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Menu' }));
    screen.getByRole('button', { name: 'Menu' }).focus();
    await expect(module.load()).resolves.toEqual({ Impl });
    expect(imports).toBe(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('lazyModule', () => {
  it('fetches once, and again after a fetch that failed', async () => {
    let calls = 0;
    const module = lazyModule(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed to load');
      return { Impl };
    });
    await expect(module.load()).rejects.toThrow('chunk failed to load');
    expect(module.get()).toBeUndefined();
    const loaded = await module.load();
    expect(loaded.Impl).toBe(Impl);
    expect(await module.load()).toBe(loaded);
    expect(calls).toBe(2);
  });
});
