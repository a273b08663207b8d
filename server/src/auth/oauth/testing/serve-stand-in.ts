import { startOidcStandIn } from './oidc-stand-in.js';

// Runs the stand-in Google and Apple providers for trying the sign-in buttons by hand or from
// browser tests: `pnpm --filter @tiix/server exec tsx src/auth/oauth/testing/serve-stand-in.ts`,
// then start the server with the printed variables. Any login typed into the provider's form
// signs in (an e-mail address becomes that verified address).
// AUTH_SERVER_URL (default http://localhost:3000/v1/auth) must match the server's.
const serverUrl = (process.env.AUTH_SERVER_URL ?? 'http://localhost:3000/v1/auth').replace(
  /\/+$/,
  '',
);
const googlePort = Number(process.env.STAND_IN_GOOGLE_PORT ?? 4011);
const applePort = Number(process.env.STAND_IN_APPLE_PORT ?? 4012);

const google = await startOidcStandIn({
  style: 'google',
  port: googlePort,
  autoAccounts: true,
  redirectUris: [`${serverUrl}/signin/provider/google/callback`],
});
const apple = await startOidcStandIn({
  style: 'apple',
  port: applePort,
  autoAccounts: true,
  redirectUris: [`${serverUrl}/signin/provider/apple/callback`],
});

const env = {
  AUTH_SERVER_URL: serverUrl,
  AUTH_PROVIDER_GOOGLE_ISSUER: google.issuer,
  AUTH_PROVIDER_GOOGLE_CLIENT_ID: google.clientId,
  AUTH_PROVIDER_GOOGLE_CLIENT_SECRET: google.clientSecret,
  AUTH_PROVIDER_APPLE_ISSUER: apple.issuer,
  AUTH_PROVIDER_APPLE_CLIENT_ID: apple.clientId,
  AUTH_PROVIDER_APPLE_TEAM_ID: apple.apple!.teamId,
  AUTH_PROVIDER_APPLE_KEY_ID: apple.apple!.keyId,
  AUTH_PROVIDER_APPLE_PRIVATE_KEY: apple.apple!.privateKeyPem.replace(/\n/g, '\\n'),
};
process.stdout.write(
  `${Object.entries(env)
    .map(([name, value]) => `${name}='${value}'`)
    .join('\n')}\n`,
);

const stop = () => {
  void Promise.all([google.close(), apple.close()]).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
