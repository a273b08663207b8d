import { useState } from 'react';
import { COMPARISON_ROWS } from '../content';
import { MOBILE_QUERY, useMediaQuery } from '@tiix/shared-ui';
import { Icon } from './Icon';
import { Section } from './Section';

type Column = 'old' | 'tiix';

const COLUMN_HEADINGS: Record<Column, string> = { old: 'The old way', tiix: 'The Tiix way' };

export function Comparison() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // Below 1024px only one column fits beside the row headers; the toggle picks which.
  const [mobileColumn, setMobileColumn] = useState<Column>('tiix');
  const columns: Column[] = isMobile ? [mobileColumn] : ['old', 'tiix'];

  return (
    <Section
      id="comparison"
      eyebrow="Compare"
      title="The old way vs. the Tiix way"
      lead="Sharing season tickets used to mean spreadsheets, side deals and chasing money. Here is what changes."
    >
      {isMobile ? (
        <div className="ld-compare__toggle" role="group" aria-label="Choose which column to show">
          <button
            type="button"
            className="ld-compare__toggle-btn"
            aria-pressed={mobileColumn === 'old'}
            onClick={() => setMobileColumn('old')}
          >
            Old way
          </button>
          <button
            type="button"
            className="ld-compare__toggle-btn"
            aria-pressed={mobileColumn === 'tiix'}
            onClick={() => setMobileColumn('tiix')}
          >
            With Tiix
          </button>
        </div>
      ) : null}

      <div className="ld-compare__frame">
        <table
          className={`ld-compare ${isMobile ? 'ld-compare--single' : ''}`}
          data-column={isMobile ? mobileColumn : 'both'}
        >
          <caption className="ld-sr-only">
            How sharing season tickets compares: the old way versus the Tiix way
          </caption>
          <thead>
            <tr>
              <th scope="col" className="ld-compare__corner">
                <span className="ld-sr-only">Aspect</span>
              </th>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`ld-compare__colhead ld-compare__colhead--${column}`}
                >
                  {COLUMN_HEADINGS[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.aspect}>
                <th scope="row" className="ld-compare__aspect">
                  {row.aspect}
                </th>
                {columns.map((column) => (
                  <td key={column} className={`ld-compare__cell ld-compare__cell--${column}`}>
                    <span className="ld-compare__content">
                      <span className="ld-compare__mark">
                        <Icon name={column === 'old' ? 'x' : 'check'} size={16} />
                      </span>
                      <span>{column === 'old' ? row.oldWay : row.tiixWay}</span>
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
