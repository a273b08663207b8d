import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarInitial } from './avatar';

describe('avatarInitial', () => {
  it('uses the name first, then the e-mail, upper-cased', () => {
    expect(avatarInitial('sam rivera', 'x@example.com')).toBe('S');
    expect(avatarInitial(null, 'jordan@example.com')).toBe('J');
    expect(avatarInitial('   ', 'lee@example.com')).toBe('L');
    expect(avatarInitial(undefined, undefined)).toBe('?');
    expect(avatarInitial('émile')).toBe('É');
  });
});

describe('Avatar', () => {
  it('shows the initial and is named after the person', () => {
    render(<Avatar name="Alex Chen" email="alex@example.com" />);
    const avatar = screen.getByRole('img', { name: 'Alex Chen' });
    expect(avatar).toHaveTextContent('A');
    expect(avatar).toHaveClass('tx-avatar--md');
  });

  it('falls back to the e-mail for name and initial', () => {
    render(<Avatar email="priya@example.com" size="lg" />);
    expect(screen.getByRole('img', { name: 'priya@example.com' })).toHaveTextContent('P');
  });

  it('can be decorative', () => {
    const { container } = render(<Avatar name="Sam" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the same colour for the same person', () => {
    const { container } = render(
      <>
        <Avatar name="Sam" email="sam@example.com" />
        <Avatar name="Sam R." email="SAM@example.com" />
      </>,
    );
    const [a, b] = Array.from(container.querySelectorAll('.tx-avatar'));
    const tone = (el: Element | undefined) =>
      Array.from(el?.classList ?? []).find((c) => c.startsWith('tx-avatar--tone-'));
    expect(tone(a)).toBeDefined();
    expect(tone(a)).toBe(tone(b));
  });
});
