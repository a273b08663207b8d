import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its aria-label and hides the icon', () => {
    render(<IconButton aria-label="More actions" icon={<svg data-testid="icon" />} />);
    const button = screen.getByRole('button', { name: 'More actions' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
