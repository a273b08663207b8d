/** Wizard analytics: every event is filed under this category. */
export const ANALYTICS_CATEGORY = 'team_creation_modal';

export type WizardEventName = 'step_completed' | 'team_created' | 'team_creation_failed';

export interface WizardEvent {
  name: WizardEventName;
  category: typeof ANALYTICS_CATEGORY;
  properties: Record<string, unknown>;
}

export type AnalyticsSink = (event: WizardEvent) => void;

const devSink: AnalyticsSink = (event) => console.debug('[analytics]', event);
// No analytics vendor is chosen yet: production drops events until the shell plugs one in.
const defaultSink: AnalyticsSink = process.env.NODE_ENV === 'production' ? () => {} : devSink;

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
