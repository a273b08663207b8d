/**
 * Splitting a total in cents between people by weights with the largest remainder method: each
 * gets the floor of their exact share, and the cents left over go one each to the largest
 * fractional remainders (ties: earlier in the list, i.e. join order). The parts always add up
 * exactly to the total and no part differs from its exact share by a cent or more.
 */
export function splitByWeights(totalCents, weights) {
    if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
        throw new RangeError('totalCents must be a non-negative safe integer');
    }
    if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
        throw new RangeError('weights must be non-negative safe integers');
    }
    const sum = weights.reduce((a, b) => a + b, 0);
    if (sum === 0)
        throw new RangeError('weights must not all be zero');
    // BigInt keeps total * weight exact for any sizes.
    const T = BigInt(totalCents);
    const W = BigInt(sum);
    const parts = weights.map((w) => {
        const exact = T * BigInt(w);
        return { floor: exact / W, remainder: exact % W };
    });
    let left = T - parts.reduce((a, p) => a + p.floor, 0n);
    const order = parts
        .map((p, i) => ({ i, remainder: p.remainder }))
        .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
    const result = parts.map((p) => p.floor);
    for (const { i } of order) {
        if (left === 0n)
            break;
        result[i] = result[i] + 1n;
        left -= 1n;
    }
    return result.map(Number);
}
//# sourceMappingURL=split.js.map