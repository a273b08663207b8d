import { Input, type InputProps } from '@tiix/shared-ui';

/**
 * The e-mail field of the sign-in forms (password, magic link, reset): each typed value goes to
 * the form's flow and is reported to the parent, which carries it to the other forms.
 */
export function EmailInput({
  onValue,
  onEmailChange,
  ...rest
}: Omit<InputProps, 'label' | 'type' | 'onChange'> & {
  onValue: (email: string) => void;
  onEmailChange?: ((email: string) => void) | undefined;
}) {
  return (
    <Input
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      {...rest}
      onChange={(event) => {
        onValue(event.target.value);
        onEmailChange?.(event.target.value);
      }}
    />
  );
}
