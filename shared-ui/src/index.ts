/**
 * @tiix/shared-ui: the Tiix UI kit. The one public entry; styles come from
 * `@tiix/shared-ui/styles.css`, imported once by each app.
 */

/** Button with variants, sizes, loading state and `asChild` (style a router Link as a button). */
export { Button, buttonClassName } from './components/button';
/** Props and option types for Button. */
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';

/** Square icon-only button; `aria-label` is required. */
export { IconButton } from './components/icon-button';
/** Props for IconButton. */
export type { IconButtonProps } from './components/icon-button';

/** Labelled text input with hint and error wired through aria-describedby/aria-invalid. */
export { Input } from './components/input';
/** Props for Input. */
export type { InputProps } from './components/input';

/** Labelled native select with hint, error and placeholder option. */
export { Select } from './components/select';
/** Props and option shape for Select. */
export type { SelectOption, SelectProps } from './components/select';

/** Native checkbox with a clickable label and optional hint. */
export { Checkbox } from './components/checkbox';
/** Props for Checkbox. */
export type { CheckboxProps } from './components/checkbox';

/** Modal dialog with title, description, footer and a "Close" button; traps and returns focus. */
export { Dialog, DialogClose } from './components/dialog';
/** Alias of Dialog for readers who look for "Modal". */
export { Dialog as Modal } from './components/dialog';
/** Props for Dialog. */
export type { DialogProps } from './components/dialog';

/** Menu button: `Dropdown` with `DropdownItem` (links via asChild), `DropdownLabel`, `DropdownSeparator`. */
export { Dropdown, DropdownItem, DropdownLabel, DropdownSeparator } from './components/dropdown';
/** Props for the Dropdown parts. */
export type { DropdownItemProps, DropdownProps } from './components/dropdown';

/** Dialogs, menus, tabs and toasts load their code on first use; this loads it now (tests, a page about to show one). */
export { preloadOverlays } from './components/preload-overlays';

/** Accessible tabs: `Tabs` > `TabsList` > `TabsTrigger`, plus one `TabsContent` per tab (code loaded on first use). */
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
/** Fetches the tabs' code now (the shell, with each remote: remote pages render their tabs at once). */
export { preloadTabs } from './components/tabs';
/** Props for the Tabs parts. */
export type {
  TabsContentProps,
  TabsListProps,
  TabsProps,
  TabsTriggerProps,
} from './components/tabs';

/** Short status label in six tones. */
export { Badge } from './components/badge';
/** Props and tone type for Badge. */
export type { BadgeProps, BadgeTone } from './components/badge';

/** Surface container with optional title, header action and footer. */
export { Card } from './components/card';
/** Props for Card. */
export type { CardProps } from './components/card';

/** Picture with an initial fallback; `avatarInitial` computes the initial from a name or e-mail. */
export { Avatar, avatarInitial } from './components/avatar';
/** Props and size type for Avatar. */
export type { AvatarProps, AvatarSize } from './components/avatar';

/** Indeterminate loading indicator (role="status") with an accessible label. */
export { Spinner } from './components/spinner';
/** Props and size type for Spinner. */
export type { SpinnerProps, SpinnerSize } from './components/spinner';

/** Determinate progress bar (role="progressbar") with label and value text. */
export { ProgressBar } from './components/progress-bar';
/** Props for ProgressBar. */
export type { ProgressBarProps } from './components/progress-bar';

/** Placeholder for empty lists and pages: icon, title, description, action. */
export { EmptyState } from './components/empty-state';
/** Props for EmptyState. */
export type { EmptyStateProps } from './components/empty-state';

/** A locked free-plan feature, what unlocks it and a "Go Unlimited" link to the billing section. */
export { UpgradeHint, UpgradeHint as LockedFeature, BILLING_PATH } from './components/upgrade-hint';
/** Props for UpgradeHint. */
export type { UpgradeHintProps } from './components/upgrade-hint';

/** Loading placeholder shape (hidden from assistive tech). */
export { Skeleton } from './components/skeleton';
/** Props for Skeleton. */
export type { SkeletonProps } from './components/skeleton';

/** `<Toaster />` (mount once) and `notify` helpers; apps never import react-hot-toast directly. */
export { Toaster, notify, TOAST_LIMIT, TOAST_SETTINGS } from './components/toast';
/** Message, options and toast types for `notify`. */
export type { NotifyMessage, NotifyOptions, NotifyToast } from './components/toast';

/** The Tiix logo as inline SVG, accessible name "Tiix". */
export { BrandLogo } from './components/brand-logo';
/** Props for BrandLogo. */
export type { BrandLogoProps } from './components/brand-logo';

/**
 * `useMediaQuery(query)` re-renders when a CSS media query flips; `MOBILE_QUERY` is the 1024px
 * mobile breakpoint every app collapses its navigation at; reduced-motion helpers alongside.
 */
export { useMediaQuery, usePrefersReducedMotion } from './hooks/use-media-query';
export { prefersReducedMotion, MOBILE_QUERY, REDUCED_MOTION_QUERY } from './hooks/media-queries';

/** Design tokens mirrored from styles/tokens.css, and `colorVar` for `var(--tx-color-…)` references. */
export {
  tokens,
  color,
  space,
  radius,
  font,
  text,
  shadow,
  zIndex,
  duration,
  colorVar,
} from './tokens';
/** Name of a colour token. */
export type { ColorToken } from './tokens';
