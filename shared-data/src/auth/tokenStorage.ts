import { AUTH_STORAGE_PREFIX } from './constants';

/** The part of the Web Storage API the auth client uses (tests pass their own). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What survives a reload: the refresh token, its id and when the access token expires. */
export interface StoredToken {
  refreshToken: string;
  refreshTokenId: string | null;
  /** Epoch ms at which the access token that came with this refresh token expires. */
  expiresAt: number | null;
}

const KEY = {
  token: `${AUTH_STORAGE_PREFIX}refreshToken`,
  id: `${AUTH_STORAGE_PREFIX}refreshTokenId`,
  expiresAt: `${AUTH_STORAGE_PREFIX}refreshTokenExpiresAt`,
};

/** Reads and writes the stored refresh token; never throws (blocked or full storage). */
export class TokenStorage {
  constructor(private readonly storage: KeyValueStorage | null) {}

  read(): StoredToken | null {
    const refreshToken = this.get(KEY.token);
    if (!refreshToken) return null;
    const expires = this.get(KEY.expiresAt);
    const expiresAt = expires ? Date.parse(expires) : NaN;
    return {
      refreshToken,
      refreshTokenId: this.get(KEY.id),
      expiresAt: Number.isNaN(expiresAt) ? null : expiresAt,
    };
  }

  write(token: StoredToken): void {
    this.set(KEY.token, token.refreshToken);
    if (token.refreshTokenId) this.set(KEY.id, token.refreshTokenId);
    else this.remove(KEY.id);
    if (token.expiresAt !== null) this.set(KEY.expiresAt, new Date(token.expiresAt).toISOString());
    else this.remove(KEY.expiresAt);
  }

  clear(): void {
    this.remove(KEY.token);
    this.remove(KEY.id);
    this.remove(KEY.expiresAt);
  }

  private get(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private set(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Blocked or full storage: the session still works in this tab until it closes.
    }
  }

  private remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // see set()
    }
  }
}

/** The browser's localStorage, or null where there is none (or it is blocked). */
export function defaultStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
