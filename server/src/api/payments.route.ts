import type { Context, Hono } from 'hono';
import { resolveRequestAuth } from '../auth/auth-context.js';
import { AuthError } from '../auth/errors.js';
import type { AppDeps } from '../context.js';
import { DomainError } from '../errors/domain-error.js';
import { withDomainErrors } from '../http/domain-response.js';
import * as payments from '../modules/payments/payments.service.js';
import { receiveWebhook } from '../modules/payments/payments.webhooks.js';
import { configuredPaymentProvider } from '../payments-provider/index.js';
import { SandboxProvider } from '../payments-provider/sandbox.js';

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    throw new DomainError('BAD_USER_INPUT', 'The request body must be a JSON object');
  }
}

/** The caller from the bearer token; a bad token is the REST envelope's 401. */
async function context(deps: AppDeps, c: Context): Promise<payments.PaymentsContext> {
  try {
    const auth = await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true });
    return { db: deps.db, auth, deps };
  } catch (err) {
    if (err instanceof AuthError) throw new DomainError('UNAUTHENTICATED', 'Sign in to continue');
    throw err;
  }
}

/**
 * The create payload rounds the amount to non-negative integer cents; zero (or anything
 * that is not a number) is then refused by the service's positive, bounded amount rule.
 */
function roundedCents(value: unknown): unknown {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.round(n)) : value;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Payments, payouts and connect endpoints (REST, bearer auth, `{ok:false, error, message}` on
 * failure) and the providers' signed webhooks.
 */
export function registerPaymentRoutes(router: Hono, deps: AppDeps): void {
  const webhook = async (providerName: string, request: Request) => {
    const result = await receiveWebhook(deps, providerName, await request.text(), request.headers);
    return Response.json(
      result.status === 200
        ? { received: true, outcome: result.outcome }
        : { ok: false, error: 'invalid_webhook', message: result.outcome },
      { status: result.status },
    );
  };
  const provider = configuredPaymentProvider(deps);
  // The sandbox posts its signed events through the same handler as the route below.
  if (provider instanceof SandboxProvider) {
    provider.connectWebhookTarget((request) => webhook('sandbox', request));
  }

  router.post('/payments/webhook/:provider', (c) => webhook(c.req.param('provider'), c.req.raw));

  router.post('/payments/request', (c) =>
    withDomainErrors(c, async () => {
      const ctx = await context(deps, c);
      const body = await jsonBody(c);
      const request = await payments.createPaymentRequest(ctx, {
        teamId: body.teamId,
        ownerUserId: body.ownerUserId,
        payerUserId: body.payerUserId,
        amountCents: roundedCents(body.amountCents),
        note: text(body.note),
        description: text(body.description),
        externalLink: text(body.externalLink),
      });
      return c.json({ ok: true, request }, 200);
    }),
  );

  router.post('/payments/update', (c) =>
    withDomainErrors(c, async () => {
      const ctx = await context(deps, c);
      const body = await jsonBody(c);
      const request = await payments.setPaymentRequestStatus(ctx, body.id, body.status);
      return c.json({ ok: true, request }, 200);
    }),
  );

  router.post('/payouts/account-link', (c) =>
    withDomainErrors(c, async () => {
      const ctx = await context(deps, c);
      const body = await jsonBody(c);
      return c.json({ url: await payments.payoutAccountLink(ctx, body.teamId) }, 200);
    }),
  );

  router.get('/connect/status', (c) =>
    withDomainErrors(c, async () => {
      const ctx = await context(deps, c);
      return c.json({ ready: await payments.connectStatus(ctx, c.req.query('teamId')) }, 200);
    }),
  );
}
