import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  // The kit's own stories, and the feature stories of the remotes (real pages on the MSW sample
  // data, signed in as the sample member through `StoryHost`).
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../mf-*/src/**/*.stories.@(ts|tsx)'],
  // MSW's service worker script, served at the root as the feature stories expect it.
  staticDirs: ['../../shared-data/public'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // CI runs this headless: no telemetry, no crash reports, no "what's new" calls home.
  core: {
    disableTelemetry: true,
    enableCrashReports: false,
    disableWhatsNewNotifications: true,
  },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
