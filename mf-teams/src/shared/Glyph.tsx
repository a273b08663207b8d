/**
 * A small decorative icon (hidden from assistive tech): one path on a 24-unit grid, filled in the
 * text colour, or drawn as a 2-unit line when `stroked`.
 */
export function Glyph({
  d,
  size,
  stroked = false,
}: {
  d: string;
  size: number;
  stroked?: boolean;
}) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {stroked ? (
        <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      ) : (
        <path d={d} fill="currentColor" />
      )}
    </svg>
  );
}
