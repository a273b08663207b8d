import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('renders a heading, description, decorative icon and action', () => {
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No teams yet"
        titleAs="h2"
        description="Create one to get started."
        action={<button type="button">Create Team</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No teams yet' })).toBeInTheDocument();
    expect(screen.getByText('Create one to get started.')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Create Team' })).toBeInTheDocument();
  });
});
