import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

describe('Select', () => {
  const options = [
    { value: 'nfl', label: 'NFL' },
    { value: 'nba', label: 'NBA' },
  ];

  it('is labelled, lists a placeholder then options, and selects', async () => {
    render(<Select label="League" placeholder="Choose a league" options={options} />);
    const select = screen.getByRole('combobox', { name: 'League' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a league',
      'NFL',
      'NBA',
    ]);
    await userEvent.selectOptions(select, 'NBA');
    expect(select).toHaveValue('nba');
  });

  it('links its error', () => {
    render(<Select label="League" options={options} error="Pick one" />);
    const select = screen.getByRole('combobox', { name: 'League' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one');
  });
});
