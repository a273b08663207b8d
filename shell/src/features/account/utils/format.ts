const longDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  hour12: true,
});
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const mediumDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hour12: true,
});

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Newer ICU data puts a narrow no-break space before AM/PM; plain spaces read and copy the same.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** "November 22, 2026 at 3:05 PM": the long US date with 12-hour time; null if unusable. */
export function formatLongDateTime(value: string | Date | null | undefined): string | null {
  const date = parse(value);
  return date ? plainSpaces(longDateTime.format(date)) : null;
}

/** "Nov 22, 2026"; null if unusable. */
export function formatShortDate(value: string | Date | null | undefined): string | null {
  const date = parse(value);
  return date ? mediumDate.format(date) : null;
}

/** "Nov 22, 2026, 3:05 PM"; null if unusable. */
export function formatShortDateTime(value: string | Date | null | undefined): string | null {
  const date = parse(value);
  return date ? plainSpaces(mediumDateTime.format(date)) : null;
}

/** "Chrome on macOS" from a User-Agent header, for the signed-in devices list. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? (ua.length > 60 ? `${ua.slice(0, 57)}…` : ua);
}
