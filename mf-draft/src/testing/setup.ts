import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDomPolyfills } from '@tiix/shared-data/testing';

// No media query matches (toasts and the room's narrow layout ask): a wide screen without motion
// preferences. Tests of the narrow layout replace matchMedia.
installDomPolyfills();

afterEach(() => cleanup());
