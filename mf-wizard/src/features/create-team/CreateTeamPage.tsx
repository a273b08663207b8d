import { useEffect } from 'react';

/** Create a Team: this route's page. Its full content arrives with the issue that owns it. */
export default function CreateTeamPage() {
  useEffect(() => {
    document.title = 'Create a Team · Tiix';
  }, []);
  return (
    <section className="tx-page" aria-labelledby="page-title">
      <h1 id="page-title">Create a Team</h1>
      <p className="tx-page__lead">
        Name your group, pick a league, a team and a season, then invite your friends.
      </p>
    </section>
  );
}
