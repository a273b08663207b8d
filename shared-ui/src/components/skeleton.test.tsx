import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech and sized by props', () => {
    const { container } = render(<Skeleton variant="circle" width={48} height={48} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el).toHaveClass('tx-skeleton', 'tx-skeleton--circle');
    expect(el.style.width).toBe('48px');
    expect(el.style.height).toBe('48px');
  });
});
