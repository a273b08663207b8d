import { Card } from '@tiix/shared-ui';
import type { MemberBalanceFields } from '../api';
import { formatDollars, formatShare } from '@tiix/domain';

/**
 * What each member was asked for, has paid, was let off and still owes, and the fairness line:
 * their share of the season's value (from the draft) against their share of the cost.
 */
export function fairnessText(balance: MemberBalanceFields): string {
  if (balance.valueShare === null) return 'No draft yet';
  if (balance.costShare === null)
    return `${formatShare(balance.valueShare)} of the value, no cost yet`;
  return `${formatShare(balance.valueShare)} of the value, ${formatShare(balance.costShare)} of the cost`;
}

export function BalancesTable({ balances }: { balances: MemberBalanceFields[] }) {
  return (
    <Card as="section" title="Balances" titleAs="h2" aria-label="Balances" padding="sm">
      {balances.length === 0 ? (
        <p className="pay-muted">No members yet.</p>
      ) : (
        <div className="pay-table-wrap">
          <table className="pay-table">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Requested</th>
                <th scope="col">Paid</th>
                <th scope="col">Waived</th>
                <th scope="col">Outstanding</th>
                <th scope="col">Fairness</th>
              </tr>
            </thead>
            <tbody>
              {balances.map((b) => (
                <tr key={b.userId}>
                  <th scope="row">{b.displayName}</th>
                  <td>{formatDollars(b.requestedCents)}</td>
                  <td>{formatDollars(b.paidCents)}</td>
                  <td>{formatDollars(b.waivedCents)}</td>
                  <td>{formatDollars(b.outstandingCents)}</td>
                  <td>
                    <span className="pay-fairness">
                      <span className="pay-fairness__text">{fairnessText(b)}</span>
                      {b.valueShare !== null ? (
                        <span className="pay-fairness__bars" aria-hidden="true">
                          <span
                            className="pay-fairness__bar pay-fairness__bar--value"
                            style={{ width: `${Math.round(b.valueShare * 100)}%` }}
                          />
                          <span
                            className="pay-fairness__bar pay-fairness__bar--cost"
                            style={{ width: `${Math.round((b.costShare ?? 0) * 100)}%` }}
                          />
                        </span>
                      ) : null}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
