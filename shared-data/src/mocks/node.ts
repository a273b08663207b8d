import { setupServer } from 'msw/node';
import { handlers } from './index';

/** MSW server for component tests in Node (jsdom). */
export const server = setupServer(...handlers);
