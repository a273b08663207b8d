import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react';
import { afterEach } from 'vitest';
import { installDomPolyfills } from '@tiix/shared-data/testing/polyfills';
import preview from '../../.storybook/preview';
import { preloadOverlays } from '../components/preload-overlays';

// Stories composed in tests get the same global parameters and decorators as in Storybook.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
});

// jsdom lacks a few browser APIs that Radix and react-hot-toast call: the apps' test kit's
// stand-ins (the polyfills module alone, so the UI kit's tests load nothing else of shared-data).
installDomPolyfills();

// Menus and dialogs fetch their code on first use; with it in, they open in the render that opens
// them, as on a page where it was fetched while idle.
await preloadOverlays();
