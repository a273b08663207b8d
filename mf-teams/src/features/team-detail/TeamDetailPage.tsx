import { useEffect } from 'react';

/** Team: this route's page. Its full content arrives with the issue that owns it. */
export default function TeamDetailPage() {
  useEffect(() => {
    document.title = 'Team · Tiix';
  }, []);
  return (
    <section className="tx-page" aria-labelledby="page-title">
      <h1 id="page-title">Team</h1>
      <p className="tx-page__lead">Members, invites and upcoming games of this team.</p>
    </section>
  );
}
