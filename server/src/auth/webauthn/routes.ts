import type { Hono } from 'hono';
import type { AppDeps } from '../../context.js';

/** Adds this sign-in method's endpoints to the auth router (filled in by its own module). */
export function registerWebauthnRoutes(_router: Hono, _deps: AppDeps): void {}
