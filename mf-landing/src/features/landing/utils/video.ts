/**
 * Starts a muted background video. play() is missing in some engines (and jsdom) and returns a
 * promise that rejects when autoplay is blocked; either way the poster simply stays.
 */
export function playQuietly(video: HTMLVideoElement): void {
  try {
    const result: unknown = typeof video.play === 'function' ? video.play() : undefined;
    if (result instanceof Promise) result.catch(() => {});
  } catch {
    // Nothing to do: the poster stays visible.
  }
}
