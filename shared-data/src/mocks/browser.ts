import { setupWorker } from 'msw/browser';
import { handlers } from './index';

/** Service worker for standalone remote dev hosts and Storybook (never the production build). */
export const worker = setupWorker(...handlers);
