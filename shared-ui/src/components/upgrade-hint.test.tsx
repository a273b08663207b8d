import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_PATH, UpgradeHint } from './upgrade-hint';

describe('UpgradeHint', () => {
  it('names the locked feature, what unlocks it and links to billing', () => {
    render(<UpgradeHint feature="Card payments" />);
    const note = screen.getByRole('note', { name: 'Card payments: Unlimited plan' });
    expect(note).toHaveTextContent(/^Card payments are an Unlimited feature\.Go Unlimited$/);
    expect(screen.getByRole('link', { name: 'Go Unlimited' })).toHaveAttribute(
      'href',
      BILLING_PATH,
    );
    expect(BILLING_PATH).toBe('/app/settings#billing');
  });

  it('takes a custom message, target and link renderer (e.g. a router Link)', () => {
    render(
      <UpgradeHint
        feature="Members"
        href="/app/settings?team=t1#billing"
        actionLabel="Upgrade"
        renderLink={({ href, className, children }) => (
          <a href={href} className={className} data-router="yes">
            {children}
          </a>
        )}
      >
        The free plan includes up to 4 invited members.
      </UpgradeHint>,
    );
    const link = screen.getByRole('link', { name: 'Upgrade' });
    expect(link).toHaveAttribute('href', '/app/settings?team=t1#billing');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveClass('tx-upgrade-hint__action');
    expect(screen.getByText('The free plan includes up to 4 invited members.')).toBeInTheDocument();
  });
});
