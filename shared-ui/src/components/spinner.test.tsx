import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status region with its label', () => {
    render(<Spinner label="Signing you in..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Signing you in...');
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Signing you in...')).toHaveClass('tx-visually-hidden');
  });

  it('can show its label', () => {
    render(<Spinner label="Loading profile..." showLabel />);
    expect(screen.getByText('Loading profile...')).toHaveClass('tx-spinner__label');
  });
});
