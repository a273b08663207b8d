/**
 * L2-regularised logistic regression, used offline (scripts/fit-scoring.ts) to set the stature
 * weights from the fit seasons' market signals (docs/scoring.md, "How the weights were set").
 * The fitted coefficients are copied into weights.ts, each with its reason; nothing is fitted at
 * run time. Pure and deterministic: full-batch gradient descent from zero.
 */

export interface FitOptions {
  /** L2 penalty on every coefficient but the intercept (features should be standardised). */
  l2?: number;
  iterations?: number;
  learningRate?: number;
}

export interface LogisticFit {
  intercept: number;
  coefficients: number[];
  /** Mean log-loss on the training rows (without the penalty). */
  logLoss: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function fitLogistic(
  rows: readonly (readonly number[])[],
  labels: readonly number[],
  options: FitOptions = {},
): LogisticFit {
  const { l2 = 1, iterations = 3000, learningRate = 0.5 } = options;
  const n = rows.length;
  if (n === 0 || labels.length !== n) throw new Error('fitLogistic needs one label per row');
  const k = rows[0]!.length;
  let b = 0;
  const w = new Array<number>(k).fill(0);
  for (let it = 0; it < iterations; it++) {
    let gb = 0;
    const gw = new Array<number>(k).fill(0);
    for (let i = 0; i < n; i++) {
      const x = rows[i]!;
      let z = b;
      for (let j = 0; j < k; j++) z += w[j]! * x[j]!;
      const err = sigmoid(z) - labels[i]!;
      gb += err;
      for (let j = 0; j < k; j++) gw[j]! += err * x[j]!;
    }
    b -= (learningRate * gb) / n;
    for (let j = 0; j < k; j++) w[j] = w[j]! - learningRate * (gw[j]! / n + (l2 * w[j]!) / n);
  }
  let loss = 0;
  for (let i = 0; i < n; i++) {
    const x = rows[i]!;
    let z = b;
    for (let j = 0; j < k; j++) z += w[j]! * x[j]!;
    const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(z)));
    loss -= labels[i]! * Math.log(p) + (1 - labels[i]!) * Math.log(1 - p);
  }
  return { intercept: b, coefficients: w, logLoss: loss / n };
}

/** Column means and spreads, to standardise features before a fit. */
export function standardiser(rows: readonly (readonly number[])[]) {
  const k = rows[0]?.length ?? 0;
  const means = new Array<number>(k).fill(0);
  const sds = new Array<number>(k).fill(0);
  for (const r of rows) for (let j = 0; j < k; j++) means[j]! += r[j]! / rows.length;
  for (const r of rows)
    for (let j = 0; j < k; j++) sds[j]! += (r[j]! - means[j]!) ** 2 / rows.length;
  for (let j = 0; j < k; j++) sds[j] = Math.sqrt(sds[j]!) || 1;
  return {
    means,
    sds,
    apply: (r: readonly number[]) => r.map((v, j) => (v - means[j]!) / sds[j]!),
  };
}

/**
 * Ridge (L2-penalised least squares) regression for a continuous signal (the NFL's standardised
 * closing lines): solves (XᵀX + λI)w = Xᵀy on centred data; the intercept is not penalised.
 */
export function fitRidge(
  rows: readonly (readonly number[])[],
  targets: readonly number[],
  l2 = 1,
): { intercept: number; coefficients: number[] } {
  const n = rows.length;
  if (n === 0 || targets.length !== n) throw new Error('fitRidge needs one target per row');
  const k = rows[0]!.length;
  const mx = new Array<number>(k).fill(0);
  for (const r of rows) for (let j = 0; j < k; j++) mx[j]! += r[j]! / n;
  const my = targets.reduce((a, b) => a + b, 0) / n;
  const a = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k + 1 }, (_, j) => (j === i ? l2 : 0)),
  );
  for (let i = 0; i < n; i++) {
    const x = rows[i]!.map((v, j) => v - mx[j]!);
    const y = targets[i]! - my;
    for (let p = 0; p < k; p++) {
      for (let q = 0; q < k; q++) a[p]![q]! += x[p]! * x[q]!;
      a[p]![k]! += x[p]! * y;
    }
  }
  // Gauss-Jordan elimination with partial pivoting; λ > 0 keeps the system well conditioned.
  for (let c = 0; c < k; c++) {
    let pivot = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const div = a[c]![c]! || 1e-12;
    for (let j = c; j <= k; j++) a[c]![j]! /= div;
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const factor = a[r]![c]!;
      for (let j = c; j <= k; j++) a[r]![j]! -= factor * a[c]![j]!;
    }
  }
  const coefficients = a.map((row) => row[k]!);
  const intercept = my - coefficients.reduce((s, w, j) => s + w * mx[j]!, 0);
  return { intercept, coefficients };
}
