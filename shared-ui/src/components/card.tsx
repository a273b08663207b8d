import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Element to render: `section`/`article` when the card is a landmark or item, `li` inside lists. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Heading in the card header. */
  title?: ReactNode;
  /** Heading level for `title` (default h3). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Muted line under the title. */
  description?: ReactNode;
  /** Content at the right of the header, e.g. a Badge or an action. */
  headerAction?: ReactNode;
  /** Fully custom header content (replaces title/description). */
  header?: ReactNode;
  /** Bottom row, e.g. actions. */
  footer?: ReactNode;
  /** Inner spacing. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

/** Surface container with optional header and footer. */
export function Card({
  as: Element = 'div',
  title,
  titleAs: Heading = 'h3',
  description,
  headerAction,
  header,
  footer,
  padding = 'md',
  className,
  children,
  ...rest
}: CardProps) {
  const hasHeader =
    header !== undefined ||
    title !== undefined ||
    description !== undefined ||
    headerAction !== undefined;
  return (
    <Element className={cx('tx-card', `tx-card--pad-${padding}`, className)} {...rest}>
      {hasHeader ? (
        <div className="tx-card__header">
          {header ?? (
            <div className="tx-card__heading">
              {title !== undefined ? <Heading className="tx-card__title">{title}</Heading> : null}
              {description !== undefined ? (
                <p className="tx-card__description">{description}</p>
              ) : null}
            </div>
          )}
          {headerAction ? <div className="tx-card__action">{headerAction}</div> : null}
        </div>
      ) : null}
      {children !== undefined ? <div className="tx-card__body">{children}</div> : null}
      {footer ? <div className="tx-card__footer">{footer}</div> : null}
    </Element>
  );
}
