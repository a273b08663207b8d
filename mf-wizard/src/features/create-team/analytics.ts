import { PRODUCT_EVENTS, type ClientProductEventName } from '@tiix/domain';
import { trackProductEvent } from '@tiix/shared-data';

/** Wizard analytics: every event is filed under this category. */
export const ANALYTICS_CATEGORY = PRODUCT_EVENTS.team_created.category;

/** The wizard's events: step_completed, team_created, team_creation_failed. */
export type WizardEventName = ClientProductEventName;

export interface WizardEvent {
  name: WizardEventName;
  category: typeof ANALYTICS_CATEGORY;
  properties: Record<string, unknown>;
}

export type AnalyticsSink = (event: WizardEvent) => void;

// Events go to our own server in batches (shared-data's product events queue, which the shell
// turns on); a team id in the properties also files the event under that team.
const serverSink: AnalyticsSink = (event) => {
  const teamId = typeof event.properties.teamId === 'string' ? event.properties.teamId : null;
  trackProductEvent(event.name, event.properties, { teamId });
};
const defaultSink: AnalyticsSink =
  process.env.NODE_ENV === 'production'
    ? serverSink
    : (event) => {
        console.debug('[analytics]', event);
        serverSink(event);
      };

let sink: AnalyticsSink = defaultSink;

/** Route wizard events somewhere (a vendor, a test spy); `null` restores the default. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? defaultSink;
}

export function track(name: WizardEventName, properties: Record<string, unknown> = {}): void {
  try {
    sink({ name, category: ANALYTICS_CATEGORY, properties });
  } catch (error) {
    // Analytics must never break team creation.
    console.warn('analytics sink failed', error);
  }
}
