/** The name prompt's public entry: what other shell features may use. */
export { NamePrompt } from './NamePrompt';
