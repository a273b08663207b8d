import type { ReactNode } from 'react';
import type { SectionId } from '../content';

export interface SectionProps {
  id: SectionId;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** An anchored landing section: labelled by its h2, focusable for in-page navigation. */
export function Section({ id, eyebrow, title, lead, tone = 'plain', children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      className={`ld-section ld-section--${tone}`}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="ld-container">
        <div className="ld-section__header">
          <p className="ld-eyebrow">{eyebrow}</p>
          <h2 id={titleId} className="ld-section__title">
            {title}
          </h2>
          {lead ? <p className="ld-section__lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
