import {
  fitEventProperties,
  PRODUCT_EVENT_LIMITS,
  type ClientProductEventName,
  type EventProperties,
} from '@tiix/domain';

// Product events go to our own server (`POST /api/events`, docs/product-events.md) in batches:
// queued in memory, sent every few seconds or once enough have gathered, and sent at once when
// the page is hidden or left, so that the last steps before closing a tab are not lost. No
// third-party tracker. shared-data is one instance across the shell and every remote, so all
// of them feed the one queue.

/** Where and how the queue sends; the shell sets it once the session is known. */
export interface ProductEventsOptions {
  /** Same-origin endpoint; `/api/events` by default. */
  endpoint?: string;
  /** The signed-in user's access token, if any: the server then files events under the user. */
  getAccessToken?: () => string | null | undefined;
  /** How long an event waits for others before its batch is sent. */
  flushIntervalMs?: number;
  /** A batch is sent as soon as this many events are queued. */
  batchSize?: number;
}

interface Queued {
  name: ClientProductEventName;
  properties: EventProperties;
  teamId?: string;
  /** When it happened by this page's clock, for its age when sent. */
  at: number;
}

const DEFAULTS = { endpoint: '/api/events', flushIntervalMs: 5000, batchSize: 20 };
/** Events kept while the server cannot be reached; the oldest go first past it. */
const MAX_QUEUED = 200;

let options: (typeof DEFAULTS & ProductEventsOptions) | null = null;
let queue: Queued[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight = false;
let listening = false;

const now = () => Date.now();

/**
 * Turns sending on (or changes how): until then events are only queued, so that component
 * tests and a remote's standalone dev host send nothing. Call again to change options.
 */
export function configureProductEvents(next: ProductEventsOptions = {}): void {
  options = { ...DEFAULTS, ...next };
  listenForPageHide();
  if (queue.length > 0) schedule();
}

/**
 * Queues one product event (names in `@tiix/domain`'s PRODUCT_EVENTS). Properties are fitted to
 * the server's limits (long strings cut, nested values dropped). Never throws.
 */
export function trackProductEvent(
  name: ClientProductEventName,
  properties: Record<string, unknown> = {},
  about: { teamId?: string | null } = {},
): void {
  try {
    queue.push({
      name,
      properties: fitEventProperties(properties),
      ...(about.teamId ? { teamId: about.teamId } : {}),
      at: now(),
    });
    if (queue.length > MAX_QUEUED) queue.splice(0, queue.length - MAX_QUEUED);
    if (!options) return;
    if (queue.length >= options.batchSize) void flushProductEvents();
    else schedule();
  } catch (error) {
    // Counting use must never break the use.
    console.warn('product event not queued', error);
  }
}

function schedule() {
  if (timer !== undefined || !options) return;
  timer = setTimeout(() => {
    timer = undefined;
    void flushProductEvents();
  }, options.flushIntervalMs);
}

function takeBatch(): Queued[] {
  return queue.splice(0, PRODUCT_EVENT_LIMITS.batch);
}

function body(batch: Queued[], sentAt: number): string {
  return JSON.stringify({
    events: batch.map((e) => ({
      name: e.name,
      properties: e.properties,
      ...(e.teamId ? { teamId: e.teamId } : {}),
      // How long ago, not when: the server's clock places it (this one may be off).
      ageMs: Math.min(PRODUCT_EVENT_LIMITS.maxAgeMs, Math.max(0, Math.round(sentAt - e.at))),
    })),
  });
}

/** The endpoint as an absolute URL of this page's origin (fetch outside a browser needs one). */
function endpointUrl(endpoint: string): string {
  return typeof location === 'undefined' ? endpoint : new URL(endpoint, location.href).toString();
}

function headers(token: string | null | undefined): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * Sends what is queued now, one batch of at most 50 at a time. A batch the server could not take
 * (offline, 5xx, rate limited) goes back to the front of the queue for the next try; one it
 * refused as invalid (400) is dropped, since sending it again would fail again.
 */
export async function flushProductEvents(): Promise<void> {
  if (!options || inFlight) return;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  inFlight = true;
  try {
    while (queue.length > 0 && options) {
      const batch = takeBatch();
      let retry = false;
      try {
        const res = await fetch(endpointUrl(options.endpoint), {
          method: 'POST',
          headers: headers(options.getAccessToken?.()),
          body: body(batch, now()),
          keepalive: true,
        });
        retry = res.status === 429 || res.status >= 500;
      } catch {
        retry = true;
      }
      if (retry) {
        queue = [...batch, ...queue].slice(-MAX_QUEUED);
        schedule();
        return;
      }
    }
  } finally {
    inFlight = false;
  }
}

/**
 * The page is going away or out of sight: everything queued is handed to the browser at once,
 * to be delivered even if the page is closed. Signed out, `navigator.sendBeacon` (it cannot
 * carry the Authorization header); signed in, `fetch` with `keepalive`, which can.
 */
export function sendProductEventsNow(): void {
  if (!options) return;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  try {
    const token = options.getAccessToken?.();
    while (queue.length > 0) {
      const batch = takeBatch();
      const payload = body(batch, now());
      if (
        !token &&
        typeof navigator !== 'undefined' &&
        navigator.sendBeacon?.(endpointUrl(options.endpoint), payload)
      ) {
        continue;
      }
      void fetch(endpointUrl(options.endpoint), {
        method: 'POST',
        headers: headers(token),
        body: payload,
        keepalive: true,
      }).catch(() => {});
    }
  } catch (error) {
    console.warn('product events not sent', error);
  }
}

function listenForPageHide() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', sendProductEventsNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendProductEventsNow();
  });
}

/** Test helper: forgets the queue and the options (listeners stay, and do nothing unconfigured). */
export function resetProductEvents(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  queue = [];
  options = null;
  inFlight = false;
}

/** Test helper: what is waiting to be sent. */
export function queuedProductEvents(): readonly { name: string; properties: EventProperties }[] {
  return queue.map(({ name, properties }) => ({ name, properties }));
}
