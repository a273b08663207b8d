/**
 * Product events: what the product counts about its own use (docs/product-events.md). The
 * catalogue is the one list of names both the browser and the server accept; the limits bound
 * what one event and one batch may carry, so the table stays small and holds no free text.
 */

/**
 * Every event name, its category, and who records it. `client` events are sent by the browser in
 * batches; `server` events are recorded by the service where the thing happens (after it is
 * committed, in the same transaction) and are refused from the browser, so they cannot be forged.
 */
export const PRODUCT_EVENTS = {
  step_completed: { category: 'team_creation_modal', source: 'client' },
  team_created: { category: 'team_creation_modal', source: 'client' },
  team_creation_failed: { category: 'team_creation_modal', source: 'client' },
  draft_started: { category: 'draft', source: 'server' },
  draft_completed: { category: 'draft', source: 'server' },
  payment_paid: { category: 'payments', source: 'server' },
  swap_accepted: { category: 'swaps', source: 'server' },
  handoff_sent: { category: 'handoff', source: 'server' },
} as const satisfies Record<string, { category: string; source: 'client' | 'server' }>;

export type ProductEventName = keyof typeof PRODUCT_EVENTS;
export type ProductEventCategory = (typeof PRODUCT_EVENTS)[ProductEventName]['category'];
export type ClientProductEventName = {
  [N in ProductEventName]: (typeof PRODUCT_EVENTS)[N]['source'] extends 'client' ? N : never;
}[ProductEventName];

export const PRODUCT_EVENT_NAMES = Object.keys(PRODUCT_EVENTS) as ProductEventName[];

export const isProductEventName = (name: unknown): name is ProductEventName =>
  typeof name === 'string' && Object.hasOwn(PRODUCT_EVENTS, name);

export const isClientProductEventName = (name: unknown): name is ClientProductEventName =>
  isProductEventName(name) && PRODUCT_EVENTS[name].source === 'client';

/** What one event and one batch may carry. */
export const PRODUCT_EVENT_LIMITS = {
  /** Events in one request. */
  batch: 50,
  /** Properties of one event. */
  properties: 12,
  /** Characters of a string property (longer ones are cut by `fitEventProperties`). */
  stringLength: 200,
  /** Characters of the properties as JSON. */
  propertiesJson: 1024,
  /** How long ago an event may have happened when its batch arrives (the browser's queue). */
  maxAgeMs: 24 * 60 * 60 * 1000,
} as const;

/** A property name: a short identifier (`stepName`, `invites`, `draft_type`). */
export const EVENT_PROPERTY_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

export type EventPropertyValue = string | number | boolean | null;
export type EventProperties = Record<string, EventPropertyValue>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Anything shaped like an e-mail address. Events hold no personal data: an address inside a
 * message (e.g. a refusal naming an invitee) is replaced with `[email]` by `fitEventProperties`,
 * and refused by the batch check.
 */
const EMAIL_LIKE = /[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+/g;
export const EMAIL_PLACEHOLDER = '[email]';

const isPropertyValue = (value: unknown): value is EventPropertyValue =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  typeof value === 'string';

/**
 * Makes any properties valid: drops keys that are not identifiers and values that are not
 * strings, finite numbers, booleans or null, replaces e-mail addresses, cuts long strings, and
 * stops adding keys once the
 * count or size limit would be passed. For code that records events; the server's batch check
 * refuses instead of fitting.
 */
export function fitEventProperties(properties: Record<string, unknown> = {}): EventProperties {
  const fitted: EventProperties = {};
  let count = 0;
  for (const [key, raw] of Object.entries(properties)) {
    if (count >= PRODUCT_EVENT_LIMITS.properties) break;
    if (!EVENT_PROPERTY_KEY.test(key) || !isPropertyValue(raw)) continue;
    const value =
      typeof raw === 'string'
        ? raw.replace(EMAIL_LIKE, EMAIL_PLACEHOLDER).slice(0, PRODUCT_EVENT_LIMITS.stringLength)
        : raw;
    const next = { ...fitted, [key]: value };
    if (JSON.stringify(next).length > PRODUCT_EVENT_LIMITS.propertiesJson) break;
    fitted[key] = value;
    count += 1;
  }
  return fitted;
}

/** One event as the browser sends it. */
export interface ClientProductEvent {
  name: ClientProductEventName;
  properties: EventProperties;
  /** The team it is about; kept only when the sender is a member of it. */
  teamId?: string;
  /** Milliseconds between the event and the batch being sent (the browser's clock may be off). */
  ageMs: number;
}

export type ProductEventBatchCheck =
  { ok: true; events: ClientProductEvent[] } | { ok: false; message: string };

const EVENT_KEYS = new Set(['name', 'category', 'properties', 'teamId', 'ageMs']);

/**
 * Checks a batch as the browser sends it, `{events: [...]}`, and says exactly what is wrong with
 * the first bad part. Strict: unknown fields, unknown or server-only names, a category other than
 * the name's, bad property names or values and oversized events are refused, not fixed.
 */
export function checkProductEventBatch(body: unknown): ProductEventBatchCheck {
  const fail = (message: string): ProductEventBatchCheck => ({ ok: false, message });
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return fail('The body must be a JSON object {"events": [...]}');
  }
  const extra = Object.keys(body).filter((key) => key !== 'events');
  if (extra.length > 0) return fail(`Unknown field "${extra[0]}"; send {"events": [...]}`);
  const list = (body as { events?: unknown }).events;
  if (!Array.isArray(list)) return fail('"events" must be an array');
  if (list.length === 0) return fail('"events" must hold at least one event');
  if (list.length > PRODUCT_EVENT_LIMITS.batch) {
    return fail(`A batch holds at most ${PRODUCT_EVENT_LIMITS.batch} events`);
  }
  const events: ClientProductEvent[] = [];
  for (const [i, item] of list.entries()) {
    const at = `events[${i}]`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      return fail(`${at} must be an object`);
    }
    const event = item as Record<string, unknown>;
    const unknownKey = Object.keys(event).find((key) => !EVENT_KEYS.has(key));
    if (unknownKey) return fail(`${at} has an unknown field "${unknownKey}"`);
    const { name } = event;
    if (!isProductEventName(name)) {
      return fail(`${at}.name ${JSON.stringify(name ?? null)} is not a known event`);
    }
    if (!isClientProductEventName(name)) {
      return fail(`${at}.name "${name}" is recorded by the server, not sent by clients`);
    }
    if (event.category !== undefined && event.category !== PRODUCT_EVENTS[name].category) {
      return fail(`${at}.category must be "${PRODUCT_EVENTS[name].category}" for ${name}`);
    }
    const ageMs = event.ageMs ?? 0;
    if (
      typeof ageMs !== 'number' ||
      !Number.isInteger(ageMs) ||
      ageMs < 0 ||
      ageMs > PRODUCT_EVENT_LIMITS.maxAgeMs
    ) {
      return fail(`${at}.ageMs must be a whole number from 0 to ${PRODUCT_EVENT_LIMITS.maxAgeMs}`);
    }
    if (
      event.teamId !== undefined &&
      (typeof event.teamId !== 'string' || !UUID.test(event.teamId))
    ) {
      return fail(`${at}.teamId must be a team id`);
    }
    const properties = event.properties ?? {};
    if (!properties || typeof properties !== 'object' || Array.isArray(properties)) {
      return fail(`${at}.properties must be an object`);
    }
    const entries = Object.entries(properties);
    if (entries.length > PRODUCT_EVENT_LIMITS.properties) {
      return fail(`${at}.properties holds at most ${PRODUCT_EVENT_LIMITS.properties} properties`);
    }
    for (const [key, value] of entries) {
      if (!EVENT_PROPERTY_KEY.test(key)) {
        return fail(`${at}.properties has a bad name "${key.slice(0, 50)}"`);
      }
      if (!isPropertyValue(value)) {
        return fail(`${at}.properties.${key} must be a string, number, boolean or null`);
      }
      if (typeof value === 'string' && new RegExp(EMAIL_LIKE.source).test(value)) {
        return fail(`${at}.properties.${key} must not contain an e-mail address`);
      }
      if (typeof value === 'string' && value.length > PRODUCT_EVENT_LIMITS.stringLength) {
        return fail(
          `${at}.properties.${key} is longer than ${PRODUCT_EVENT_LIMITS.stringLength} characters`,
        );
      }
    }
    if (JSON.stringify(properties).length > PRODUCT_EVENT_LIMITS.propertiesJson) {
      return fail(
        `${at}.properties is larger than ${PRODUCT_EVENT_LIMITS.propertiesJson} characters`,
      );
    }
    events.push({
      name,
      properties: properties as EventProperties,
      ageMs,
      ...(typeof event.teamId === 'string' ? { teamId: event.teamId.toLowerCase() } : {}),
    });
  }
  return { ok: true, events };
}
