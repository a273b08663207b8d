import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('is labelled by its label', async () => {
    render(<Input label="Team name" />);
    const input = screen.getByLabelText('Team name');
    await userEvent.type(input, 'Crew');
    expect(input).toHaveValue('Crew');
  });

  it('links hint and error via aria-describedby and sets aria-invalid', () => {
    render(<Input label="Email" hint="We never share it." error="Enter a valid email." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email.');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    expect(document.getElementById(ids[1] ?? '')).toHaveTextContent('Enter a valid email.');
  });

  it('is not invalid and has no description without hint or error', () => {
    render(<Input label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a caller-provided aria-describedby and id', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <Input id="email" label="Email" aria-describedby="extra" error="Required" />
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAccessibleDescription('Extra help Required');
  });

  it('forwards its ref to the input element', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} label="Name" />);
    expect(ref.current).toBe(screen.getByLabelText('Name'));
  });

  it('marks required fields for assistive tech', () => {
    render(<Input label="Email" required />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
  });
});
