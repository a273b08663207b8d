import LinkifyIt from 'linkify-it';
import type { ReactNode } from 'react';

const linkify = new LinkifyIt();

/** Only web and mail links become anchors: a `javascript:` or `data:` address stays text. */
const SAFE_LINK = /^(https?:|mailto:)/i;

/**
 * A message's text with its links as anchors. Everything is rendered as React text nodes (React
 * escapes them), never as HTML, so markup typed into a message shows as the characters it is.
 */
export function linkifiedText(text: string): ReactNode[] {
  const matches = linkify.match(text) ?? [];
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (!SAFE_LINK.test(match.url)) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <a key={match.index} href={match.url} target="_blank" rel="noopener noreferrer nofollow">
        {match.text}
      </a>,
    );
    at = match.lastIndex;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
