import { useEffect } from 'react';

/** Teams: this route's page. Its full content arrives with the issue that owns it. */
export default function TeamListPage() {
  useEffect(() => {
    document.title = 'Teams · Tiix';
  }, []);
  return (
    <section className="tx-page" aria-labelledby="page-title">
      <h1 id="page-title">Teams</h1>
      <p className="tx-page__lead">The season-ticket groups you belong to.</p>
    </section>
  );
}
