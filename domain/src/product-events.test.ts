import { describe, expect, it } from 'vitest';
import {
  checkProductEventBatch,
  fitEventProperties,
  isClientProductEventName,
  PRODUCT_EVENT_LIMITS,
  PRODUCT_EVENTS,
} from './product-events.js';

const TEAM = '0b7c1e52-8d4f-4f8e-9a51-3f0a4c2b6d10';

describe('product events', () => {
  it('files the wizard events under team_creation_modal and keeps server events off clients', () => {
    for (const name of ['step_completed', 'team_created', 'team_creation_failed'] as const) {
      expect(PRODUCT_EVENTS[name].category).toBe('team_creation_modal');
      expect(isClientProductEventName(name)).toBe(true);
    }
    for (const name of [
      'draft_started',
      'draft_completed',
      'payment_paid',
      'swap_accepted',
      'handoff_sent',
    ]) {
      expect(isClientProductEventName(name)).toBe(false);
    }
  });

  it('accepts a valid batch and lower-cases the team id', () => {
    const check = checkProductEventBatch({
      events: [
        { name: 'step_completed', properties: { step: 1, stepName: 'name' }, ageMs: 10 },
        {
          name: 'team_created',
          category: 'team_creation_modal',
          teamId: TEAM.toUpperCase(),
          properties: { invites: 2, ok: true, none: null },
        },
      ],
    });
    expect(check).toEqual({
      ok: true,
      events: [
        { name: 'step_completed', properties: { step: 1, stepName: 'name' }, ageMs: 10 },
        {
          name: 'team_created',
          properties: { invites: 2, ok: true, none: null },
          ageMs: 0,
          teamId: TEAM,
        },
      ],
    });
  });

  it.each([
    [[], 'The body must be a JSON object {"events": [...]}'],
    [{}, '"events" must be an array'],
    [{ events: [], extra: 1 }, 'Unknown field "extra"; send {"events": [...]}'],
    [{ events: [] }, '"events" must hold at least one event'],
    [{ events: [{ name: 'page_viewed' }] }, 'events[0].name "page_viewed" is not a known event'],
    [
      { events: [{ name: 'payment_paid' }] },
      'events[0].name "payment_paid" is recorded by the server, not sent by clients',
    ],
    [
      { events: [{ name: 'team_created', category: 'draft' }] },
      'events[0].category must be "team_creation_modal" for team_created',
    ],
    [
      { events: [{ name: 'team_created', userId: 'x' }] },
      'events[0] has an unknown field "userId"',
    ],
    [
      { events: [{ name: 'team_created', ageMs: -1 }] },
      `events[0].ageMs must be a whole number from 0 to ${PRODUCT_EVENT_LIMITS.maxAgeMs}`,
    ],
    [{ events: [{ name: 'team_created', teamId: 'abc' }] }, 'events[0].teamId must be a team id'],
    [
      { events: [{ name: 'team_created', properties: { 'bad key': 1 } }] },
      'events[0].properties has a bad name "bad key"',
    ],
    [
      { events: [{ name: 'team_created', properties: { nested: { a: 1 } } }] },
      'events[0].properties.nested must be a string, number, boolean or null',
    ],
    [
      { events: [{ name: 'team_creation_failed', properties: { error: 'Invalid: a.b@c.co' } }] },
      'events[0].properties.error must not contain an e-mail address',
    ],
    [
      { events: [{ name: 'team_created', properties: { error: 'x'.repeat(201) } }] },
      'events[0].properties.error is longer than 200 characters',
    ],
    [
      {
        events: [
          {
            name: 'team_created',
            properties: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`k${i}`, i])),
          },
        ],
      },
      'events[0].properties holds at most 12 properties',
    ],
    [
      {
        events: [
          {
            name: 'team_created',
            properties: Object.fromEntries(
              Array.from({ length: 6 }, (_, i) => [`k${i}`, 'y'.repeat(200)]),
            ),
          },
        ],
      },
      'events[0].properties is larger than 1024 characters',
    ],
    [
      { events: Array.from({ length: 51 }, () => ({ name: 'step_completed' })) },
      'A batch holds at most 50 events',
    ],
  ])('refuses a bad batch: %#', (body, message) => {
    expect(checkProductEventBatch(body)).toEqual({ ok: false, message });
  });

  it('fits any properties within the limits', () => {
    const fitted = fitEventProperties({
      error: 'e'.repeat(500),
      'not a key': 1,
      nested: { a: 1 },
      nan: Number.NaN,
      ok: true,
      ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'.repeat(150)])),
    });
    expect(fitted.error).toHaveLength(200);
    expect(
      fitEventProperties({ error: 'Invalid e-mail address: sam.o@example.com, or x@y.org' }),
    ).toEqual({
      error: 'Invalid e-mail address: [email], or [email]',
    });
    expect(fitted).not.toHaveProperty('nested');
    expect(fitted).not.toHaveProperty('nan');
    expect(fitted.ok).toBe(true);
    expect(Object.keys(fitted).length).toBeLessThanOrEqual(PRODUCT_EVENT_LIMITS.properties);
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(PRODUCT_EVENT_LIMITS.propertiesJson);
    expect(
      checkProductEventBatch({ events: [{ name: 'team_created', properties: fitted }] }).ok,
    ).toBe(true);
  });
});
