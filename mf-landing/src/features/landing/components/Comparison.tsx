import { useState } from 'react';
import { COMPARISON_ROWS } from '../content';
import { Icon } from './Icon';
import { Section } from './Section';

type Column = 'old' | 'tiix';

const COLUMNS: Column[] = ['old', 'tiix'];
const COLUMN_HEADINGS: Record<Column, string> = { old: 'The old way', tiix: 'The Tiix way' };
const TOGGLE_LABELS: Record<Column, string> = { old: 'Old way', tiix: 'With Tiix' };

/**
 * Below 1024px only one column fits beside the row headers; the toggle picks which. CSS does
 * the hiding (the toggle, and the column not picked in the table's `data-column`), so the same
 * markup serves both widths and the server-rendered page (island/enhance.ts flips it there).
 */
export function Comparison() {
  const [mobileColumn, setMobileColumn] = useState<Column>('tiix');

  return (
    <Section
      id="comparison"
      eyebrow="Compare"
      title="The old way vs. the Tiix way"
      lead="Sharing season tickets used to mean spreadsheets, side deals and chasing money. Here is what changes."
    >
      <div className="ld-compare__toggle" role="group" aria-label="Choose which column to show">
        {COLUMNS.map((column) => (
          <button
            key={column}
            type="button"
            className="ld-compare__toggle-btn"
            data-column={column}
            aria-pressed={mobileColumn === column}
            onClick={() => setMobileColumn(column)}
          >
            {TOGGLE_LABELS[column]}
          </button>
        ))}
      </div>

      <div className="ld-compare__frame">
        <table className="ld-compare" data-column={mobileColumn}>
          <caption className="ld-sr-only">
            How sharing season tickets compares: the old way versus the Tiix way
          </caption>
          <thead>
            <tr>
              <th scope="col" className="ld-compare__corner">
                <span className="ld-sr-only">Aspect</span>
              </th>
              {COLUMNS.map((column) => (
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
                {COLUMNS.map((column) => (
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
