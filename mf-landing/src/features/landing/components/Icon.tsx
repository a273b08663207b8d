import type { ReactNode } from 'react';

// Inline stroke icons (24px grid, currentColor): no icon font or sprite to download.
const PATHS = {
  gauge: (
    <>
      <path d="M3.5 17.5a9 9 0 1 1 17 0" />
      <path d="m12 14 4-4.5" />
      <circle cx="12" cy="14" r="1.6" />
      <path d="M6.8 11.2 5.5 10.5M12 6.5V5M17.2 11.2l1.3-.7" />
    </>
  ),
  stopwatch: (
    <>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M12 10v3.5l2.5 2M9.5 2.5h5M12 2.5V6M18.5 6.5l1.5-1.5" />
    </>
  ),
  wallet: (
    <>
      <path d="M18.5 7.5V6A1.5 1.5 0 0 0 17 4.5H6A2.5 2.5 0 0 0 3.5 7v10A2.5 2.5 0 0 0 6 19.5h12.5A1.5 1.5 0 0 0 20 18V9a1.5 1.5 0 0 0-1.5-1.5H6A2.5 2.5 0 0 1 3.5 5" />
      <path d="M16 13.5h.01" />
    </>
  ),
  card: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 10h19M6.5 15h4" />
    </>
  ),
  chat: (
    <>
      <path d="M20 14.5a2.5 2.5 0 0 1-2.5 2.5H9l-5 4V6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5Z" />
      <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" />
    </>
  ),
  swap: (
    <>
      <path d="M7 3.5 3 7.5l4 4M3 7.5h14" />
      <path d="m17 20.5 4-4-4-4M21 16.5H7" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4.5" width="18" height="16" rx="2.5" />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4M7.5 13.5h.01M12 13.5h.01M16.5 13.5h.01M7.5 17h.01M12 17h.01" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.8 4.5 5.8v5.7c0 4.6 3.2 8.4 7.5 9.7 4.3-1.3 7.5-5.1 7.5-9.7V5.8Z" />
      <path d="m9 12 2 2 4-4.5" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  list: (
    <>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <path d="M4 5.5 5.5 4.5V8M4 11h2.5L4 14h2.5M4 17h2.5l-1 1.2a1.1 1.1 0 1 1-1.2 1.6" />
    </>
  ),
  ticket: (
    <>
      <path d="M3 9V7a1.5 1.5 0 0 1 1.5-1.5h15A1.5 1.5 0 0 1 21 7v2a3 3 0 0 0 0 6v2a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17v-2a3 3 0 0 0 0-6Z" />
      <path d="M15 6v12" strokeDasharray="2 2.5" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  x: <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  play: <path d="M8 5.5v13l10-6.5Z" fill="currentColor" />,
  pause: <path d="M9 5.5v13M15 5.5v13" />,
  plus: <path d="M12 5v14M5 12h14" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Decorative icon: hidden from assistive tech, so the text next to it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
