import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokens } from './tokens';

/** Formatting-insensitive value: single spaces, one quote style. */
function normalize(value: string): string {
  return value.replace(/\s+/g, ' ').replaceAll('"', "'").trim();
}

function declaredVars(): Map<string, string> {
  const css = readFileSync(join(import.meta.dirname, 'styles/tokens.css'), 'utf8');
  const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
  return new Map(
    Array.from(rootBlock.matchAll(/(--tx-[\w-]+):\s*([^;]+);/g), (m) => [
      m[1] ?? '',
      normalize(m[2] ?? ''),
    ]),
  );
}

const groups = {
  color: 'color',
  space: 'space',
  radius: 'radius',
  font: 'font',
  text: 'text',
  shadow: 'shadow',
  zIndex: 'z',
  duration: 'duration',
} as const;

describe('tokens', () => {
  const vars = declaredVars();

  it('tokens.ts mirrors tokens.css exactly', () => {
    const fromTs = new Map<string, string>();
    for (const [group, prefix] of Object.entries(groups)) {
      for (const [key, value] of Object.entries(tokens[group as keyof typeof groups])) {
        fromTs.set(`--tx-${prefix}-${key}`, normalize(String(value)));
      }
    }
    expect(Object.fromEntries(fromTs)).toEqual(Object.fromEntries(vars));
  });

  it('defines every variable other packages rely on', () => {
    const required = [
      ...[
        'bg',
        'surface',
        'surface-alt',
        'text',
        'text-muted',
        'border',
        'brand',
        'brand-contrast',
        'accent',
        'accent-contrast',
        'success',
        'warning',
        'danger',
        'info',
        'focus',
      ].map((c) => `--tx-color-${c}`),
      ...Array.from({ length: 10 }, (_, i) => `--tx-space-${i + 1}`),
      ...['sm', 'md', 'lg', 'xl', 'full'].map((r) => `--tx-radius-${r}`),
      '--tx-font-sans',
      '--tx-font-display',
      ...['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'].map((t) => `--tx-text-${t}`),
      ...['sm', 'md', 'lg'].map((s) => `--tx-shadow-${s}`),
      '--tx-z-nav',
      '--tx-z-modal',
      '--tx-z-toast',
      '--tx-duration-fast',
      '--tx-duration-base',
    ];
    expect(required.filter((name) => !vars.has(name))).toEqual([]);
  });

  it('spaces follow the 4px scale', () => {
    const px = Object.values(tokens.space).map((rem) => parseFloat(rem) * 16);
    expect(px).toEqual([4, 8, 12, 16, 20, 24, 32, 40, 48, 64]);
  });

  it('text colours meet WCAG AA (4.5:1) on the backgrounds they are used on', () => {
    const { color } = tokens;
    const pairs: Array<[string, string]> = [
      [color.text, color.bg],
      [color['text-muted'], color.bg],
      [color['text-muted'], color.surface],
      [color['text-muted'], color['surface-alt']],
      [color['brand-contrast'], color.brand],
      [color['accent-contrast'], color.accent],
      [color.success, color['success-subtle']],
      [color.warning, color['warning-subtle']],
      [color.danger, color['danger-subtle']],
      [color.info, color['info-subtle']],
      [color.brand, color['brand-subtle']],
      ['#ffffff', color.danger],
      [color.info, color.surface],
    ];
    for (const [fg, bg] of pairs)
      expect({ fg, bg, ratio: contrast(fg, bg) >= 4.5 }).toEqual({ fg, bg, ratio: true });
    // Non-text UI (form control borders, focus ring) needs 3:1.
    expect(contrast(color['border-strong'], color.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.focus, color.bg)).toBeGreaterThanOrEqual(3);
  });
});

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
