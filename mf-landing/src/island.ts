import { enhanceLanding } from './features/landing/island/enhance';
import { PRERENDER_ELEMENT_ID } from './features/landing/island/shell';

// The landing page's own script on `/` (the `island` build of rsbuild.prerender.config.ts, linked
// by the page the server composes): the server-rendered page works with it alone, no shell.
const root = document.getElementById(PRERENDER_ELEMENT_ID);
if (root) enhanceLanding(root);
