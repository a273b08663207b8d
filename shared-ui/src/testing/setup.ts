import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react';
import { afterEach } from 'vitest';
import { installDomPolyfills } from '@tiix/shared-data/testing/polyfills';
import preview from '../../.storybook/preview';

// Stories composed in tests get the same global parameters and decorators as in Storybook.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
});

// jsdom lacks a few browser APIs that Radix and react-hot-toast call: the apps' test kit's
// stand-ins (the polyfills module alone, so the UI kit's tests load nothing else of shared-data).
installDomPolyfills();
