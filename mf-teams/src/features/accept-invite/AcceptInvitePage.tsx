import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '@tiix/shared-ui';
import { currentTeamChanged, useAppDispatch, useAuth } from '@tiix/shared-data';
import { acceptInvite, previewInvite, type InvitePreviewResult } from './invites';
import { ACCEPT_REDIRECT_MS, INVITE_TEXT } from './messages';
import { NeedLogin } from './NeedLogin';
import './accept-invite.css';

type Preview = Extract<InvitePreviewResult, { ok: true }>;

type PageState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'accepted'; teamId: string | null };

function previewFailure(error: string): string {
  switch (error) {
    case 'invite_not_found':
      return INVITE_TEXT.invalid;
    case 'invite_revoked':
      return INVITE_TEXT.revoked;
    // Invite links work for 30 days after they were (last) sent; a resend renews them.
    case 'invite_expired':
      return INVITE_TEXT.expired;
    case 'invite_already_accepted':
      return INVITE_TEXT.already;
    default:
      return INVITE_TEXT.previewFailed;
  }
}

function Message({
  title,
  busy = false,
  home = true,
}: {
  title: string;
  busy?: boolean;
  home?: boolean;
}) {
  return (
    <>
      {busy ? <Spinner label={title} /> : null}
      <h1 id="page-title">{title}</h1>
      {home ? (
        <Link className="tm-invite__home" to="/">
          {INVITE_TEXT.goHome}
        </Link>
      ) : null}
    </>
  );
}

/**
 * /accept-invite/:token: preview the invite, then accept it for the signed-in user (at once,
 * or as soon as they sign in here) and open the team after 1.5 s.
 */
export default function AcceptInvitePage() {
  const { token = '' } = useParams();
  const { session, user, isAuthenticated, isLoading } = useAuth();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const accepting = useRef(false);

  useEffect(() => {
    document.title = 'Team Invitation · Tiix';
  }, []);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    setPreview(null);
    setState({ kind: 'loading' });
    accepting.current = false;
    void previewInvite(token).then((result) => {
      if (cancelled) return;
      if (result.ok) setPreview(result);
      else setState({ kind: 'failed', message: previewFailure(result.error) });
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  const userId = isAuthenticated ? (user?.id ?? null) : null;
  const accessToken = session?.accessToken ?? null;
  useEffect(() => {
    if (!preview || !userId || accepting.current) return;
    // Once per page: a token refresh must not accept a second time.
    accepting.current = true;
    void acceptInvite(token, userId, accessToken).then((result) => {
      if (result.ok) {
        const teamId = result.data.teamId || result.data.team_id || null;
        if (teamId) dispatch(currentTeamChanged(teamId));
        setState({ kind: 'accepted', teamId });
      } else {
        setState({ kind: 'failed', message: result.message || INVITE_TEXT.acceptFailed });
      }
    });
  }, [preview, userId, accessToken, token, dispatch]);

  useEffect(() => {
    if (state.kind !== 'accepted') return;
    const timer = setTimeout(() => {
      navigate(state.teamId ? `/app/teams/${state.teamId}` : '/app/teams', { replace: true });
    }, ACCEPT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  let content;
  if (!token) content = <Message title={INVITE_TEXT.missing} />;
  else if (state.kind === 'failed') content = <Message title={state.message} />;
  else if (state.kind === 'accepted')
    content = <Message title={INVITE_TEXT.accepted} home={false} />;
  else if (preview && !isLoading && !userId) {
    content = (
      <NeedLogin
        team={preview.team}
        invitedEmail={preview.loginPrefillEmail}
        // E-mailed links sign in on the callback page only; it then comes back here.
        returnTo={`/auth/callback?next=${encodeURIComponent(`/accept-invite/${encodeURIComponent(token)}`)}`}
      />
    );
  } else content = <Message title={INVITE_TEXT.loading} busy home={false} />;

  return (
    <section className="tx-page tm-invite" aria-labelledby="page-title">
      {content}
    </section>
  );
}
