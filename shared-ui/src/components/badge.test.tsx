import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('renders its tone class and a decorative dot', () => {
    render(
      <Badge tone="warning" dot>
        pending
      </Badge>,
    );
    const badge = screen.getByText('pending');
    expect(badge).toHaveClass('tx-badge', 'tx-badge--warning');
    expect(badge.querySelector('.tx-badge__dot')).toHaveAttribute('aria-hidden', 'true');
  });

  it('defaults to neutral', () => {
    render(<Badge>setup</Badge>);
    expect(screen.getByText('setup')).toHaveClass('tx-badge--neutral');
  });
});
