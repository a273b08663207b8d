/**
 * Values read once per GraphQL request (or open subscription) and shared by its field
 * resolvers: a page of chat messages asks each for its author's name, a games list asks every
 * game for the caller's personal score. It lives on the request's context (`ctx.memo`), so it
 * ends with the request. Keys are namespaced by their module (`chat:name:<team>:<user>`); each
 * key always holds one type of value.
 */
export class RequestMemo {
  readonly #values = new Map<string, unknown>();

  /** The value under `key`, made by `make` the first time this request asks for it. */
  once<T>(key: string, make: () => T): T {
    if (this.#values.has(key)) return this.#values.get(key) as T;
    const value = make();
    this.#values.set(key, value);
    return value;
  }

  /** Stores a value read ahead for several keys at once (e.g. a page's author names). */
  set<T>(key: string, value: T): void {
    this.#values.set(key, value);
  }
}
