import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
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
