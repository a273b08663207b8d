import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('applies variant, size and full-width classes', () => {
    render(
      <Button variant="danger" size="lg" fullWidth>
        Delete
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass(
      'tx-button',
      'tx-button--danger',
      'tx-button--lg',
      'tx-button--full',
    );
  });

  it('loading shows a spinner, sets aria-busy and blocks clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Creating Team...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Creating Team...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.tx-button__spinner')).not.toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('asChild renders the child anchor with button classes and keeps its href', () => {
    render(
      <Button asChild variant="secondary" size="sm" startIcon={<svg data-testid="icon" />}>
        <a href="/app/teams">Teams</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Teams' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/app/teams');
    expect(link).toHaveClass('tx-button', 'tx-button--secondary', 'tx-button--sm');
    expect(link).toContainElement(screen.getByTestId('icon'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asChild + loading marks the link busy and disabled', () => {
    render(
      <Button asChild loading>
        <a href="/app">Go</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it('forwards its ref to the DOM button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Ok</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('buttonClassName gives the same classes for custom elements', () => {
    expect(buttonClassName({ variant: 'ghost' })).toBe('tx-button tx-button--ghost tx-button--md');
  });
});
