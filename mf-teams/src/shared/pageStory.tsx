import type { ReactNode } from 'react';
import { StoryHost } from '@tiix/shared-data/dev-host';

// The sample team of the MSW mocks (MOCK_TEAM_ID), written out so the mocks stay out of the pages.
export const SAMPLE_TEAM = '00000000-0000-4000-8000-000000007ea1';
/** A team the mocks do not know (the not-found stories). */
export const UNKNOWN_TEAM = '00000000-0000-4000-8000-00000000dead';

/** The story parameters of a phone-width variant. */
export const PHONE = { viewport: { defaultViewport: 'mobile1' } };

/**
 * A feature story: `content` at the address `path`, under the shell's `route` pattern, on the
 * MSW sample data.
 */
export function pageStory(route: string, path: string, content: () => ReactNode) {
  return {
    render: () => (
      <StoryHost path={path} route={route}>
        {content()}
      </StoryHost>
    ),
  };
}

/** A story of a team page: `/app/teams/:teamId` and `sub`, on the sample team unless `team`. */
export function teamPageStory(
  sub: string,
  content: () => ReactNode,
  team = SAMPLE_TEAM,
  query = '',
) {
  return pageStory(`/app/teams/:teamId${sub}`, `/app/teams/${team}${sub}${query}`, content);
}
