const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** 0.87 -> "87%". */
export function formatPercent(fraction: number): string {
  return percent.format(fraction);
}

/** 0.14 -> "+14%", -0.05 -> "-5%", 0 -> "0%". */
export function formatSignedPercent(fraction: number): string {
  return signedPercent.format(fraction);
}

/** 1.6 -> "1.6". */
export function formatDecimal(value: number): string {
  return oneDecimal.format(value);
}

/** Weather risk in words, for a quick read next to the percentage. */
export function weatherRiskLevel(fraction: number): 'Low' | 'Moderate' | 'High' {
  if (fraction < 0.25) return 'Low';
  if (fraction < 0.5) return 'Moderate';
  return 'High';
}

/** Keeps a score inside 0-100 for drawing. */
export function clampScore(score: number): number {
  return Math.min(100, Math.max(0, score));
}
