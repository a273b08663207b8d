import { useEffect } from 'react';

/** Games: this route's page. Its full content arrives with the issue that owns it. */
export default function GamesPage() {
  useEffect(() => {
    document.title = 'Games · Tiix';
  }, []);
  return (
    <section className="tx-page" aria-labelledby="page-title">
      <h1 id="page-title">Games</h1>
      <p className="tx-page__lead">Rank this season&apos;s home games.</p>
    </section>
  );
}
