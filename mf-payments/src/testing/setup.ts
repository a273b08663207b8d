import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadOverlays } from '@tiix/shared-ui';
import { installDomPolyfills } from '@tiix/shared-data/testing';

// The page loads through several GraphQL round trips (MSW); on a busy machine they take seconds.
configure({ asyncUtilTimeout: 5000 });

installDomPolyfills();

afterEach(() => cleanup());

// Menus and dialogs fetch their code on first use; with it in, they open in the render that opens
// them, as on a page where it was fetched while idle.
await preloadOverlays();
