import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDomPolyfills } from '@tiix/shared-data/testing';

// The page loads through several GraphQL round trips (MSW); on a busy machine they take seconds.
configure({ asyncUtilTimeout: 5000 });

installDomPolyfills();

afterEach(() => cleanup());
