/**
 * One e-mail body described once as blocks, rendered twice: as plain text and as inline-styled
 * HTML. Mail clients strip <style> and scripts and ignore most CSS, so the HTML is table-based
 * with inline styles, and the media query in <head> is only a bonus for clients that honour it.
 */

/**
 * A run of text; `strong` runs are bold in HTML; `link` runs are a small text link (the plain
 * text shows the address after the label). Plain strings are never interpreted as markup.
 */
export type Inline = string | { strong: string } | { link: string; href: string };

export type Block =
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'code'; code: string }
  | { kind: 'note'; content: Inline[] };

export interface MailContent {
  subject: string;
  /** The grey preview line most inboxes show next to the subject. */
  preheader: string;
  blocks: Block[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const BRAND = {
  navy: '#0b1b36',
  green: '#16c172',
  page: '#f3f5f9',
  ink: '#1f2937',
  muted: '#6b7280',
  rule: '#e5e7eb',
} as const;

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MONO = "'SFMono-Regular',Menlo,Consolas,'Liberation Mono',monospace";
export const FOOTER_LINE = 'Tiix · Season tickets, shared with friends.';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * Only web links become clickable: a `javascript:` or `data:` URL in a template variable must not
 * turn into a live href in someone's inbox.
 */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Subjects are a single header line: no control characters, no runs of whitespace. */
export function cleanSubject(subject: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return subject.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

const inlineText = (content: Inline[]) =>
  content
    .map((part) =>
      typeof part === 'string'
        ? part
        : 'strong' in part
          ? part.strong
          : isWebUrl(part.href)
            ? `${part.link}: ${part.href}`
            : part.link,
    )
    .join('');

const inlineHtml = (content: Inline[]) =>
  content
    .map((part) =>
      typeof part === 'string'
        ? escapeHtml(part)
        : 'strong' in part
          ? `<strong style="color:${BRAND.navy};">${escapeHtml(part.strong)}</strong>`
          : isWebUrl(part.href)
            ? `<a href="${escapeHtml(part.href)}" target="_blank" rel="noopener" style="color:${BRAND.muted};">${escapeHtml(part.link)}</a>`
            : escapeHtml(part.link),
    )
    .join('');

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return inlineText(block.content);
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'code':
      return block.code;
  }
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px 0;">${inlineHtml(block.content)}</p>`;
    case 'note':
      return `<p style="margin:0 0 12px 0;font-size:14px;line-height:20px;color:${BRAND.muted};">${inlineHtml(block.content)}</p>`;
    case 'code':
      return (
        `<p style="margin:8px 0 24px 0;padding:16px;background-color:${BRAND.page};border-radius:8px;` +
        `text-align:center;font-family:${MONO};font-size:32px;line-height:40px;font-weight:700;` +
        `letter-spacing:8px;color:${BRAND.navy};">${escapeHtml(block.code)}</p>`
      );
    case 'button': {
      const href = escapeHtml(block.href);
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">` +
        `<tr><td align="center" bgcolor="${BRAND.green}" style="border-radius:8px;background-color:${BRAND.green};">` +
        `<a class="tiix-button" href="${href}" target="_blank" rel="noopener" style="display:inline-block;` +
        `padding:14px 28px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:700;` +
        `color:${BRAND.navy};text-decoration:none;border-radius:8px;">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px 0;font-size:13px;line-height:20px;color:${BRAND.muted};">` +
        `If the button does not work, copy this link into your browser:<br>` +
        `<a href="${href}" target="_blank" rel="noopener" style="color:${BRAND.navy};word-break:break-all;">${href}</a></p>`
      );
    }
  }
}

/** The plain-text part: one block per paragraph, signed off like the HTML footer. */
export function renderText(content: MailContent): string {
  const body = content.blocks.map(blockText).join('\n\n');
  return `${body}\n\n-- \n${FOOTER_LINE}\n`;
}

export function renderHtml(content: MailContent, lang: string): string {
  const subject = escapeHtml(cleanSubject(content.subject));
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${subject}</title>
<style>
@media only screen and (max-width: 600px) {
  .tiix-outer { padding: 0 !important; }
  .tiix-card { border-radius: 0 !important; }
  .tiix-body { padding: 24px 20px !important; }
  .tiix-button { display: block !important; text-align: center !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background-color:${BRAND.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${BRAND.page};">
<tr><td class="tiix-outer" align="center" style="padding:24px 12px;">
<table class="tiix-card" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;background-color:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background-color:${BRAND.navy};padding:20px 32px;">
<span style="font-family:${FONT};font-size:26px;line-height:32px;font-weight:800;letter-spacing:-0.5px;color:#ffffff;">Tiix</span>
</td></tr>
<tr><td class="tiix-body" style="padding:32px;font-family:${FONT};font-size:16px;line-height:24px;color:${BRAND.ink};">
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${BRAND.rule};font-family:${FONT};font-size:12px;line-height:18px;color:${BRAND.muted};">
${escapeHtml(FOOTER_LINE)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
