import { evaluatePreconditions, evaluateRange } from './http-cache.js';
import { parseImageOptions, transformImage, variantTag } from './image.js';
import { MESSAGES, storageError } from './errors.js';
// Types a browser would run as a document (scripts): served with a sandboxing policy, so a file
// uploaded as HTML or SVG cannot act as a page of our origin. PDFs are left out: browsers'
// PDF viewers refuse to render in a sandbox.
const SANDBOX_EXEMPT = new Set(['application/pdf']);
/** `inline; filename="<name>"` with the name query-escaped, as the storage client expects. */
const contentDisposition = (name) => `inline; filename="${new URLSearchParams({ n: name }).toString().slice(2)}"`;
/**
 * The answer to GET/HEAD of a readable file: conditional requests (ETag, Last-Modified), one
 * byte range, or an image transformation (which ignores Range). HEAD reads no bytes unless a
 * transformation must run to know the length.
 */
export async function fileResponse(ctx, c, file, bucket, query) {
    const mimeType = file.mimeType ?? 'application/octet-stream';
    const image = parseImageOptions(query, mimeType, c.req.header('accept'));
    const baseEtag = file.etag ?? `"${file.id}"`;
    // A transformed image is another representation: its own validator.
    const etag = image ? `${baseEtag.slice(0, -1)}-${variantTag(image)}"` : baseEtag;
    const lastModified = file.updatedAt;
    const headers = new Headers({
        'Cache-Control': bucket.cacheControl,
        'Surrogate-Control': bucket.cacheControl,
        'Surrogate-Key': file.id,
        ETag: etag,
        'Last-Modified': lastModified.toUTCString(),
        'X-Content-Type-Options': 'nosniff',
    });
    const condition = evaluatePreconditions(c.req.raw.headers, etag, lastModified);
    if (condition !== 200)
        return new Response(null, { status: condition, headers });
    const name = file.name ?? file.id;
    const isHead = c.req.method === 'HEAD';
    if (image) {
        const source = await ctx.store.get(file.id);
        if (!source)
            return missingBytes(ctx, file);
        const bytes = await transformImage(source, image);
        headers.set('Content-Type', image.mimeType);
        headers.set('Content-Length', String(bytes.length));
        headers.set('Content-Disposition', contentDisposition(image.formatChanged ? `${name}.${image.extension}` : name));
        headers.set('Content-Security-Policy', "sandbox; default-src 'none'");
        return new Response(isHead ? null : new Uint8Array(bytes), { status: 200, headers });
    }
    const size = file.size ?? 0;
    headers.set('Content-Type', mimeType);
    headers.set('Content-Disposition', contentDisposition(name));
    headers.set('Accept-Ranges', 'bytes');
    if (!SANDBOX_EXEMPT.has(mimeType)) {
        headers.set('Content-Security-Policy', "sandbox; default-src 'none'");
    }
    const range = evaluateRange(c.req.raw.headers, size, etag, lastModified);
    if (range.kind === 'unsatisfiable') {
        headers.set('Content-Range', `bytes */${size}`);
        return new Response(null, { status: 416, headers });
    }
    const status = range.kind === 'partial' ? 206 : 200;
    if (range.kind === 'partial') {
        const { start, end } = range.range;
        headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
        headers.set('Content-Length', String(end - start + 1));
    }
    else {
        headers.set('Content-Length', String(size));
    }
    // HEAD must not open the bytes: nothing would ever read (and close) them.
    if (isHead)
        return new Response(null, { status, headers });
    const body = await ctx.store.get(file.id, range.kind === 'partial' ? range.range : undefined);
    if (!body)
        return missingBytes(ctx, file);
    return new Response(body, { status, headers });
}
function missingBytes(ctx, file) {
    // Metadata without bytes: /ops/list-broken-metadata reports it.
    ctx.logger.error({ fileId: file.id }, 'Storage: file bytes are missing');
    throw storageError(404, MESSAGES.notFound);
}
//# sourceMappingURL=download.js.map