import { MOBILE_QUERY, useMediaQuery } from '@tiix/shared-ui';

/** Below the 1024px breakpoint the panel is a modal instead of a dropdown. */
export const PANEL_MOBILE_QUERY = MOBILE_QUERY;

/** True below 1024px; follows resizes and rotation. Without matchMedia (jsdom) it is false. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
