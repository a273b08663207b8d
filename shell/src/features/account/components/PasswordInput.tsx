import { Input, type InputProps } from '@tiix/shared-ui';

/** A required password field that hands each typed value to `onValue`. */
export function PasswordInput({
  onValue,
  ...rest
}: Omit<InputProps, 'type' | 'onChange'> & { onValue: (password: string) => void }) {
  return (
    <Input type="password" required {...rest} onChange={(event) => onValue(event.target.value)} />
  );
}
