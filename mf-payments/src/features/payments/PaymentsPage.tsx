import { useEffect } from 'react';

/** Payments: this route's page. Its full content arrives with the issue that owns it. */
export default function PaymentsPage() {
  useEffect(() => {
    document.title = 'Payments · Tiix';
  }, []);
  return (
    <section className="tx-page" aria-labelledby="page-title">
      <h1 id="page-title">Payments</h1>
      <p className="tx-page__lead">Payment requests between members.</p>
    </section>
  );
}
