/**
 * @tiix/domain: every product rule, once. No I/O and no transport: functions of their inputs,
 * constants and messages, imported by the server and by the apps.
 */
export * from './ranks.js';
export * from './final-games.js';
export * from './draft-order.js';
export * from './money.js';
export * from './payments.js';
export * from './plan.js';
export * from './names.js';
export * from './time-display.js';
export * from './messages.js';
export * from './product-events.js';
export * from './handoff.js';
export * from './membership.js';
export * from './emails.js';
export * from './seasons.js';
