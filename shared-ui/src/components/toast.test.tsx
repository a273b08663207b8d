import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, Toaster, notify } from './toast';

// react-hot-toast keeps dismissed toasts mounted this long for their exit animation.
const REMOVE_DELAY = 1000;

// Each step in its own act(): a dismissal schedules its removal from an effect.
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster and notify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => notify.remove());
    vi.useRealTimers();
  });

  it('sits top-right with a 16 px inset', () => {
    render(<Toaster />);
    act(() => {
      notify.message('Hello');
    });
    const container = document.querySelector<HTMLElement>('.tx-toaster');
    expect(container).not.toBeNull();
    expect(container?.style.top).toBe('16px');
    expect(container?.style.right).toBe('16px');
    const wrapper = screen.getByText('Hello').closest<HTMLElement>('[style*="right"]');
    expect(wrapper?.style.justifyContent).toBe('flex-end');
  });

  it('caps visible toasts at 20, dismissing the oldest', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) notify.message(`Notice ${i}`);
    });
    advance(REMOVE_DELAY);
    expect(TOAST_LIMIT).toBe(20);
    expect(screen.getAllByText(/^Notice \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Notice 5')).toBeNull();
    expect(screen.getByText('Notice 6')).toBeInTheDocument();
    expect(screen.getByText('Notice 25')).toBeInTheDocument();
  });

  it.each([
    ['success', 2000],
    ['error', 4000],
    ['message', 4000],
  ] as const)('%s toasts last %i ms', (kind, duration) => {
    render(<Toaster />);
    act(() => {
      notify[kind](`A ${kind} toast`);
    });
    act(() => {
      vi.advanceTimersByTime(duration - 100);
    });
    expect(screen.getByText(`A ${kind} toast`)).toBeInTheDocument();
    advance(100);
    advance(REMOVE_DELAY);
    expect(screen.queryByText(`A ${kind} toast`)).toBeNull();
  });

  it('loading toasts stay until dismissed', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = notify.loading('Saving...');
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Saving...')).toBeInTheDocument();
    act(() => {
      notify.dismiss(id);
    });
    advance(REMOVE_DELAY);
    expect(screen.queryByText('Saving...')).toBeNull();
  });

  it('announces errors assertively and other toasts politely', () => {
    render(<Toaster />);
    act(() => {
      notify.error('Could not save');
      notify.success('Saved');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('promise turns a loading toast into success', async () => {
    vi.useRealTimers();
    render(<Toaster />);
    let resolve: (value: string) => void = () => {};
    const pending = new Promise<string>((r) => {
      resolve = r;
    });
    act(() => {
      void notify.promise(pending, { loading: 'Sending...', success: (v) => `Sent ${v}` });
    });
    expect(screen.getByText('Sending...')).toBeInTheDocument();
    await act(async () => {
      resolve('3 invites');
      await pending;
    });
    expect(await screen.findByText('Sent 3 invites')).toBeInTheDocument();
  });
});

describe('before react-hot-toast is in', () => {
  // A fresh copy of the module, as on a page that has not shown a toast yet.
  async function freshToasts() {
    vi.resetModules();
    return import('./toast');
  }

  it('keeps toasts in order and shows them once it arrives, under the ids it gave', async () => {
    const { Toaster: FreshToaster, notify: freshNotify } = await freshToasts();
    render(<FreshToaster />);
    let id = '';
    act(() => {
      freshNotify.message('Invite sent');
      id = freshNotify.loading('Saving...');
      freshNotify.success('Saved', { id });
    });
    expect(screen.queryByText('Invite sent')).toBeNull();
    expect(await screen.findByText('Invite sent')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Saving...')).toBeNull();
    act(() => freshNotify.remove());
  });

  it('never shows a toast dismissed before it arrived', async () => {
    const { Toaster: FreshToaster, notify: freshNotify } = await freshToasts();
    render(<FreshToaster />);
    act(() => {
      const id = freshNotify.error('Could not save');
      freshNotify.message('Still here');
      freshNotify.dismiss(id);
    });
    expect(await screen.findByText('Still here')).toBeInTheDocument();
    expect(screen.queryByText('Could not save')).toBeNull();
    act(() => freshNotify.remove());
  });

  it('runs a promise toast on the work started at the call', async () => {
    const { Toaster: FreshToaster, notify: freshNotify } = await freshToasts();
    render(<FreshToaster />);
    const work = vi.fn(() => Promise.resolve('3 invites'));
    let returned: Promise<string> | undefined;
    act(() => {
      returned = freshNotify.promise(work, { loading: 'Sending...', success: (v) => `Sent ${v}` });
    });
    expect(work).toHaveBeenCalledTimes(1);
    await expect(returned).resolves.toBe('3 invites');
    expect(await screen.findByText('Sent 3 invites')).toBeInTheDocument();
    act(() => freshNotify.remove());
  });
});
