/**
 * Design tokens, mirrored one-to-one from `styles/tokens.css` (a test keeps the two in step).
 * Prefer the CSS custom properties in styles; use these values where CSS cannot reach
 * (canvas, charts, confetti, meta theme-color).
 */

/** Colour tokens: `--tx-color-<key>`. Text colours meet WCAG AA on bg, surface and their subtle pairs. */
export const color = {
  bg: '#f5f7fa',
  surface: '#ffffff',
  'surface-alt': '#eef1f5',
  text: '#0b1220',
  'text-muted': '#566174',
  border: '#dde2ea',
  'border-strong': '#7d8799',
  brand: '#0c1e3c',
  'brand-contrast': '#ffffff',
  'brand-subtle': '#e6ebf3',
  accent: '#18d26e',
  'accent-contrast': '#06240f',
  success: '#13773a',
  'success-subtle': '#e9f6ee',
  warning: '#b93f0b',
  'warning-subtle': '#fdf1e9',
  danger: '#c42b2b',
  'danger-subtle': '#fdeded',
  info: '#1d4ed8',
  'info-subtle': '#e9effd',
  focus: '#2563eb',
} as const;

/** Spacing scale on a 4px grid: `--tx-space-1` (4px) … `--tx-space-10` (64px). */
export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  7: '2rem',
  8: '2.5rem',
  9: '3rem',
  10: '4rem',
} as const;

/** Corner radii: `--tx-radius-<key>`. */
export const radius = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '20px',
  full: '9999px',
} as const;

/** System font stacks (no web-font download): `--tx-font-<key>`. */
export const font = {
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
  display:
    "'Avenir Next', 'Segoe UI Variable Display', 'SF Pro Display', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
  mono: "ui-monospace, 'SF Mono', 'Cascadia Code', 'Roboto Mono', Menlo, Consolas, monospace",
} as const;

/** Type scale: `--tx-text-<key>` (`md` is an alias of `base`). */
export const text = {
  xs: '0.75rem',
  sm: '0.875rem',
  base: '1rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

/** Elevation: `--tx-shadow-<key>`. */
export const shadow = {
  sm: '0 1px 2px rgb(11 18 32 / 0.06), 0 1px 1px rgb(11 18 32 / 0.04)',
  md: '0 4px 12px rgb(11 18 32 / 0.08), 0 1px 3px rgb(11 18 32 / 0.06)',
  lg: '0 16px 40px rgb(11 18 32 / 0.16), 0 4px 12px rgb(11 18 32 / 0.08)',
} as const;

/** Stacking order: `--tx-z-<key>`. */
export const zIndex = {
  nav: 100,
  modal: 1000,
  toast: 1100,
} as const;

/** Motion: `--tx-duration-<key>` (zeroed under prefers-reduced-motion). */
export const duration = {
  fast: '120ms',
  base: '200ms',
} as const;

/** Every token group in one object. */
export const tokens = { color, space, radius, font, text, shadow, zIndex, duration } as const;

/** Name of a colour token, e.g. `'brand'` for `--tx-color-brand`. */
export type ColorToken = keyof typeof color;

/** A `var(--tx-color-…)` reference for inline styles, so themes still apply. */
export function colorVar(name: ColorToken): string {
  return `var(--tx-color-${name})`;
}
