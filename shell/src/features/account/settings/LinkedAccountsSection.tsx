import { Button, Card } from '@tiix/shared-ui';
import { useAuth } from '@tiix/shared-data';
import { FormMessage } from '../components/FormMessage';
import { PROVIDERS, ProviderIcon } from '../components/ProviderButtons';
import { absoluteUrl, withQuery } from '../utils/redirects';

export const SETTINGS_PATH = '/app/settings';

/** What a provider-linking redirect reported back in the address. */
export type LinkOutcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Reads `?linked=<provider>` (our own marker on the return address) and the `error` /
 * `errorDescription` the auth server appends when linking fails.
 */
export function readLinkOutcome(params: URLSearchParams): LinkOutcome {
  const error = params.get('error');
  if (error) return { tone: 'error', text: params.get('errorDescription') || error };
  const linked = PROVIDERS.find((provider) => provider.id === params.get('linked'));
  return linked ? { tone: 'success', text: `Your ${linked.name} account is linked.` } : null;
}

/** Link Google or Apple to this account, so either can be used to sign in. */
export function LinkedAccountsSection({ outcome }: { outcome: LinkOutcome }) {
  const { client } = useAuth();
  return (
    <Card
      as="section"
      title="Linked accounts"
      titleAs="h2"
      description="Link Google or Apple to sign in with them as well as with your email."
      className="acct-card"
    >
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <ul className="acct-list" aria-label="Sign-in providers">
        {PROVIDERS.map(({ id, name }) => (
          <li key={id} className="acct-list__item">
            <p className="acct-provider">
              <ProviderIcon provider={id} />
              <span className="acct-strong">{name}</span>
            </p>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                client.signInProvider(id, {
                  connect: true,
                  redirectTo: absoluteUrl(withQuery(SETTINGS_PATH, { linked: id })),
                })
              }
            >
              Link {name}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
