import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes value, range, label and value text', () => {
    render(
      <ProgressBar label="Create your team" value={2} max={6} valueText="Step 2 of 6" showValue />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Create your team' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '6');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 6');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
  });

  it('clamps out-of-range values and fills proportionally', () => {
    const { rerender, container } = render(<ProgressBar label="Ranked" value={150} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(container.querySelector<HTMLElement>('.tx-progress__fill')?.style.transform).toBe(
      'scaleX(1)',
    );
    rerender(<ProgressBar label="Ranked" value={-5} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar label="Ranked" value={12} min={0} max={40} />);
    expect(container.querySelector<HTMLElement>('.tx-progress__fill')?.style.transform).toBe(
      'scaleX(0.3)',
    );
  });

  it('keeps its accessible name when the label is hidden', () => {
    render(<ProgressBar label="Upload" value={10} hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toBeInTheDocument();
  });
});
