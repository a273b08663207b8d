import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../context.js';
import { DomainError } from '../../errors/domain-error.js';
import { restErrorBody, withDomainErrors } from '../../http/errors.js';
import { bearerCaller, jsonObject } from '../../http/request.js';
import { configuredPaymentProvider } from '../../payments-provider/index.js';
import { SandboxProvider } from '../../payments-provider/sandbox.js';
import * as payments from './payments.service.js';
import { receiveWebhook } from './payments.webhooks.js';

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body = await jsonObject(c);
  if (!body) throw new DomainError('BAD_USER_INPUT', 'The request body must be a JSON object');
  return body;
}

/** The caller from the bearer token; a bad token is the REST envelope's 401. */
async function context(deps: AppDeps, c: Context): Promise<payments.PaymentsContext> {
  return { db: deps.db, auth: await bearerCaller(deps, c), deps };
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
        : restErrorBody('invalid_webhook', result.outcome),
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
