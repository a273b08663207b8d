import type { Preview } from '@storybook/react';
import '../src/styles/index.css';

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
      sort: 'requiredFirst',
    },
    backgrounds: {
      options: {
        page: { name: 'Page', value: '#f5f7fa' },
        surface: { name: 'Surface', value: '#ffffff' },
        brand: { name: 'Brand', value: '#0c1e3c' },
      },
    },
  },
  initialGlobals: { backgrounds: { value: 'page' } },
};

export default preview;
