import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadOverlays } from '@tiix/shared-ui';
import { installDomPolyfills } from '@tiix/shared-data/testing';

installDomPolyfills();

afterEach(() => cleanup());

// Menus and dialogs fetch their code on first use; with it in, they open in the render that opens
// them, as on a page where it was fetched while idle.
await preloadOverlays();
