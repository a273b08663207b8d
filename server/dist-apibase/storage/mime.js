import { fileTypeFromFile, supportedMimeTypes } from 'file-type';
import { storageError } from './errors.js';
const GENERIC = new Set(['', 'application/octet-stream']);
/** `Image/PNG; charset=x` -> `image/png`. */
export const normalizeMimeType = (type) => (type ?? '').split(';')[0].trim().toLowerCase();
/**
 * The MIME type a stored file gets. The part's own type counts unless it says nothing
 * (missing, `application/octet-stream`, or busboy's `text/plain` stand-in for a missing header
 * over bytes that are clearly something else): then the bytes decide (magic numbers).
 *
 * A bucket limited to some types trusts the bytes, not the label: content that file-type
 * recognises is stored as what it is, and a label naming a recognisable type over bytes that
 * are not that type is refused, so e.g. a page of HTML cannot pass for a PDF receipt.
 */
export async function resolveMimeType(path, declared, allowed, filename) {
    const label = normalizeMimeType(declared);
    const sniffed = (await fileTypeFromFile(path))?.mime;
    let type = label;
    if (GENERIC.has(label) || (label === 'text/plain' && sniffed)) {
        type = sniffed ?? 'application/octet-stream';
    }
    if (!allowed)
        return type;
    if (sniffed)
        type = sniffed;
    else if (supportedMimeTypes.has(type)) {
        throw storageError(400, `the content of ${filename} is not a valid ${type} file`, {
            filename,
            mimeType: type,
        });
    }
    if (!allowed.includes(type)) {
        throw storageError(400, `file type ${type} is not allowed in this bucket`, {
            filename,
            mimeType: type,
            allowedMimeTypes: allowed,
        });
    }
    return type;
}
//# sourceMappingURL=mime.js.map