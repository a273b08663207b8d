import type { Database } from '../db/client.js';
import { signedInUser } from '../testing/index.js';

// The security suite's names for the server test kit (src/testing): each finding's test file
// imports these; the helpers themselves live in the kit.
export {
  fromAddress,
  securityApp,
  send,
  sleep,
  storedCounts,
  type JsonResponse,
} from '../testing/index.js';

/** A verified user with this e-mail and an access token (the kit's signedInUser). */
export const makeUser = (db: Database, email: string) => signedInUser(db, { email });
