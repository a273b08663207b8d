import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

// A real OpenID Connect provider (oidc-provider) on a random local port, shaped like Google or
// like Apple, so tests run the server's redirect and id-token flows over HTTP exactly as against
// the real providers: discovery, authorize, interactive login and consent, code exchange, JWKS.

export interface StandInAccount {
  sub: string;
  email?: string;
  /** Google sends a boolean, Apple a string ("true"/"false"). */
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
}

/** Where the provider sends the browser back to the client: a GET redirect or an auto-submitted form. */
export type ProviderReturn =
  { method: 'GET'; url: string } | { method: 'POST'; url: string; form: Record<string, string> };

export interface AppleCredentials {
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM of the ES256 key the client signs its client secret with. */
  privateKeyPem: string;
}

export interface StandInProvider {
  issuer: string;
  clientId: string;
  /** Google style only: the client secret. */
  clientSecret: string;
  /** Apple style only: the key material of the client secret JWT. */
  apple: AppleCredentials | undefined;
  accounts: Map<string, StandInAccount>;
  /** Runs the browser part: follows the authorize URL, signs in as `accountId`, consents. */
  login(authorizeUrl: string, accountId: string): Promise<ProviderReturn>;
  /** An id token signed with the provider's published key, for the id-token endpoints. */
  signIdToken(claims: JWTPayload, options?: { expiresIn?: number }): Promise<string>;
  close(): Promise<void>;
}

export interface StandInOptions {
  style: 'google' | 'apple';
  /** Redirect URIs the client registered (the server's callback URL). */
  redirectUris: string[];
  accounts?: StandInAccount[];
  /** Listen here instead of on a random port. */
  port?: number;
  /**
   * Any login typed into the provider's form is an account: an e-mail address becomes that
   * verified address (for trying the flows by hand in a browser).
   */
  autoAccounts?: boolean;
}

const readBody = async (req: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

const decodeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

export async function startOidcStandIn(options: StandInOptions): Promise<StandInProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const signingJwk: JWK = {
    ...(await exportJWK(signingKey)),
    kid: `stand-in-${options.style}`,
    alg: 'RS256',
    use: 'sig',
  };

  const accounts = new Map((options.accounts ?? []).map((a) => [a.sub, a]));
  const clientId = options.style === 'apple' ? 'app.tiix.web' : `${randomUUID()}.apps.example`;
  const clientSecret = randomUUID();

  let apple: AppleCredentials | undefined;
  let applePublicKey: KeyObject | undefined;
  if (options.style === 'apple') {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    applePublicKey = pair.publicKey;
    apple = {
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    };
  }

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method:
          options.style === 'apple' ? 'client_secret_post' : 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: [randomUUID()] },
    scopes:
      options.style === 'apple' ? ['openid', 'email', 'name'] : ['openid', 'email', 'profile'],
    claims:
      options.style === 'apple'
        ? { openid: ['sub'], email: ['email', 'email_verified'] }
        : { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google and Apple put the profile claims into the id token of the code flow too.
    conformIdTokenClaims: false,
    pkce: { required: () => false },
    // Explicit lifetimes (seconds) keep the library from warning about its defaults on every run.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      let account = accounts.get(sub);
      if (!account && options.autoAccounts) {
        account = { sub, name: sub.split('@')[0] };
        if (sub.includes('@')) Object.assign(account, { email: sub, email_verified: true });
        accounts.set(sub, account);
      }
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  };

  const provider = new Provider(issuer, configuration);

  if (options.style === 'apple') {
    // Apple's client secret is a JWT the client signs with its key (iss team id, sub client id,
    // aud https://appleid.apple.com). oidc-provider only compares plain secrets, so this checks
    // the JWT the way Apple does and hands the provider the registered secret instead.
    provider.use(async (ctx, next) => {
      if (ctx.method === 'POST' && ctx.path === '/token') {
        const params = new URLSearchParams(await readBody(ctx.req));
        try {
          const { payload, protectedHeader } = await jwtVerify(
            params.get('client_secret') ?? '',
            applePublicKey!,
            { algorithms: ['ES256'], issuer: apple!.teamId, audience: 'https://appleid.apple.com' },
          );
          if (protectedHeader.kid !== apple!.keyId || payload.sub !== params.get('client_id')) {
            throw new Error('wrong key id or subject');
          }
        } catch {
          ctx.status = 401;
          ctx.body = { error: 'invalid_client', error_description: 'client secret JWT refused' };
          return;
        }
        params.set('client_secret', clientSecret);
        (ctx.request as unknown as { body: Record<string, string> }).body =
          Object.fromEntries(params);
      }
      await next();
    });
  }

  server.on('request', provider.callback());

  async function login(authorizeUrl: string, accountId: string): Promise<ProviderReturn> {
    const jar = new Map<string, string>();
    let url = authorizeUrl;
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 20; hop += 1) {
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body,
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const eq = pair!.indexOf('=');
        jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
      }
      body = undefined;
      if (res.status >= 300 && res.status < 400) {
        const next = new URL(res.headers.get('location')!, url);
        if (next.origin !== issuer) return { method: 'GET', url: next.href };
        url = next.href;
        continue;
      }
      const html = await res.text();
      if (html.includes('<title>Submitting Callback</title>')) {
        const action = decodeHtml(/<form method="post" action="([^"]*)"/.exec(html)![1]!);
        const form: Record<string, string> = {};
        for (const [, name, value] of html.matchAll(
          /<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g,
        )) {
          form[decodeHtml(name!)] = decodeHtml(value!);
        }
        return { method: 'POST', url: action, form };
      }
      if (res.status !== 200 || !url.includes('/interaction/')) {
        throw new Error(
          `stand-in provider answered ${res.status} at ${url}: ${html.slice(0, 500)}`,
        );
      }
      body = html.includes('name="login"')
        ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' })
        : new URLSearchParams({ prompt: 'consent' });
    }
    throw new Error('stand-in provider: too many redirects');
  }

  async function signIdToken(claims: JWTPayload, opts: { expiresIn?: number } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: issuer, aud: clientId, iat: now, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid! })
      .setExpirationTime(now + (opts.expiresIn ?? 600))
      .sign(signingKey);
  }

  return {
    issuer,
    clientId,
    clientSecret,
    apple,
    accounts,
    login,
    signIdToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
