import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders title as a heading, description, body and footer', () => {
    render(
      <Card
        as="section"
        title="Your Teams"
        titleAs="h2"
        description="2 teams"
        footer={<button type="button">See all</button>}
        aria-label="Your Teams"
      >
        List
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Your Teams' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Your Teams' })).toBeInTheDocument();
    expect(screen.getByText('2 teams')).toBeInTheDocument();
    expect(screen.getByText('List')).toHaveClass('tx-card__body');
    expect(screen.getByRole('button', { name: 'See all' }).parentElement).toHaveClass(
      'tx-card__footer',
    );
  });

  it('omits the header when there is nothing to put in it', () => {
    const { container } = render(<Card>Only body</Card>);
    expect(container.querySelector('.tx-card__header')).toBeNull();
  });
});
