import type { HTMLAttributes } from 'react';
import { Avatar as RadixAvatar } from 'radix-ui';
import { cx } from '../internal/cx';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Display name; first choice for the initial and the accessible name. */
  name?: string | null;
  /** E-mail; used when there is no name. */
  email?: string | null;
  /** Picture URL; the initial shows until it loads, and if it fails. */
  src?: string | null;
  size?: AvatarSize;
  /** Hide from assistive tech when the name is already written next to it. */
  decorative?: boolean;
}

const PALETTE_SIZE = 6;

/** Upper-case first letter of a name, else of an e-mail address, else "?". */
export function avatarInitial(name?: string | null, email?: string | null): string {
  const source = name?.trim() || email?.trim() || '';
  // Array.from keeps a surrogate pair (e.g. an emoji or CJK extension) whole.
  const first = Array.from(source)[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** Stable palette slot for a person (FNV-1a hash), so their colour is the same everywhere. */
function paletteIndex(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % PALETTE_SIZE;
}

/** A person's picture, falling back to their initial on a stable colour. */
export function Avatar({
  name,
  email,
  src,
  size = 'md',
  decorative = false,
  className,
  ...rest
}: AvatarProps) {
  const label = name?.trim() || email?.trim() || 'Unknown user';
  const tone = paletteIndex((email || name || '').toLowerCase());
  return (
    <RadixAvatar.Root
      className={cx('tx-avatar', `tx-avatar--${size}`, `tx-avatar--tone-${tone}`, className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      {...rest}
    >
      {src ? <RadixAvatar.Image className="tx-avatar__image" src={src} alt="" /> : null}
      <RadixAvatar.Fallback
        className="tx-avatar__fallback"
        aria-hidden="true"
        delayMs={src ? 300 : undefined}
      >
        {avatarInitial(name, email)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
