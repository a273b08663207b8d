import { REMOTE_NAMES } from '../config.js';
/**
 * Remote name -> URL of its mf-manifest.json, read by the shell at run time. Same-origin paths by
 * default (absolute under PUBLIC_URL when set); REMOTES entries win, so one remote can be moved
 * to a CDN or a newer build without touching the others.
 */
export function remotesMap(config) {
    const base = config.publicUrl ?? '';
    const defaults = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${base}/remotes/${name}/mf-manifest.json`]));
    return { ...defaults, ...config.remoteOverrides };
}
//# sourceMappingURL=remotes.js.map