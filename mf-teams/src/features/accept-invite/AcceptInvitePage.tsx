import { useEffect } from 'react';

/** Team Invitation: this route's page. Its full content arrives with the issue that owns it. */
export default function AcceptInvitePage() {
  useEffect(() => {
    document.title = 'Team Invitation · Tiix';
  }, []);
  return (
    <section className="tx-page" aria-labelledby="page-title">
      <h1 id="page-title">Team Invitation</h1>
      <p className="tx-page__lead">Join the team you were invited to.</p>
    </section>
  );
}
