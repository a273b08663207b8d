import parseRange from 'range-parser';
// Conditional requests and byte ranges (RFC 9110 sections 13 and 14) for file downloads.
/** Entity tags listed in an If-Match / If-None-Match header; `*` as itself. */
function tags(header) {
    return header
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
}
const weakEqual = (a, b) => a.replace(/^W\//, '') === b.replace(/^W\//, '');
const strongEqual = (a, b) => !a.startsWith('W/') && !b.startsWith('W/') && a === b;
// HTTP dates have whole seconds.
const seconds = (date) => Math.floor(date.getTime() / 1000);
function httpDate(header) {
    if (!header)
        return undefined;
    const date = new Date(header);
    return Number.isNaN(date.getTime()) ? undefined : date;
}
/**
 * The outcome of the preconditions for a GET/HEAD of a file with this ETag and modification
 * time: 200 to go on, 304 not modified, 412 precondition failed.
 */
export function evaluatePreconditions(headers, etag, lastModified) {
    const ifMatch = headers.get('if-match');
    if (ifMatch !== null) {
        const list = tags(ifMatch);
        if (!list.includes('*') && !list.some((tag) => strongEqual(tag, etag)))
            return 412;
    }
    else {
        const since = httpDate(headers.get('if-unmodified-since') ?? undefined);
        if (since && seconds(lastModified) > seconds(since))
            return 412;
    }
    const ifNoneMatch = headers.get('if-none-match');
    if (ifNoneMatch !== null) {
        const list = tags(ifNoneMatch);
        if (list.includes('*') || list.some((tag) => weakEqual(tag, etag)))
            return 304;
    }
    else {
        const since = httpDate(headers.get('if-modified-since') ?? undefined);
        if (since && seconds(lastModified) <= seconds(since))
            return 304;
    }
    return 200;
}
/**
 * What a Range header asks of a file of `size` bytes. One range is served as 206; several
 * ranges, a malformed header, or an If-Range naming another version get the whole file.
 */
export function evaluateRange(headers, size, etag, lastModified) {
    const header = headers.get('range');
    if (!header)
        return { kind: 'full' };
    const ifRange = headers.get('if-range');
    if (ifRange) {
        const date = ifRange.startsWith('"') || ifRange.startsWith('W/') ? undefined : httpDate(ifRange);
        const current = date ? seconds(date) === seconds(lastModified) : strongEqual(ifRange, etag);
        if (!current)
            return { kind: 'full' };
    }
    const ranges = parseRange(size, header, { combine: true });
    if (ranges === -1)
        return { kind: 'unsatisfiable' };
    if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1)
        return { kind: 'full' };
    return { kind: 'partial', range: { start: ranges[0].start, end: ranges[0].end } };
}
//# sourceMappingURL=http-cache.js.map