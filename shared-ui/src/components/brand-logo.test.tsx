import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './brand-logo';

describe('BrandLogo', () => {
  it('is an image named "Tiix"', () => {
    render(<BrandLogo />);
    const logo = screen.getByRole('img', { name: 'Tiix' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo.querySelector('.tx-logo__word')).not.toBeNull();
  });

  it('scales width with height and drops the wordmark in mark mode', () => {
    render(<BrandLogo variant="mark" height={64} />);
    const logo = screen.getByRole('img', { name: 'Tiix' });
    expect(logo).toHaveAttribute('height', '64');
    expect(logo).toHaveAttribute('width', '80');
    expect(logo.querySelector('.tx-logo__word')).toBeNull();
  });
});
