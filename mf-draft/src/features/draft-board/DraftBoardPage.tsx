import { useEffect } from 'react';

/** Draft: this route's page. Its full content arrives with the issue that owns it. */
export default function DraftBoardPage() {
  useEffect(() => {
    document.title = 'Draft · Tiix';
  }, []);
  return (
    <section className="tx-page" aria-labelledby="page-title">
      <h1 id="page-title">Draft</h1>
      <p className="tx-page__lead">The live draft that assigns the games to members.</p>
    </section>
  );
}
