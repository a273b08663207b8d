import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { storageError } from './errors.js';
const FORMAT_OF_MIME = {
    'image/jpeg': 'jpeg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/avif': 'avif',
};
const MIME_OF_FORMAT = {
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    avif: 'image/avif',
};
const EXTENSION = {
    jpeg: 'jpg',
    png: 'png',
    webp: 'webp',
    avif: 'avif',
};
const FORMAT_VALUES = ['auto', 'same', 'jpeg', 'webp', 'png', 'avif'];
// Bounds the work one request can ask for: a 16k box is far beyond any screen.
const MAX_DIMENSION = 16_384;
const MAX_BLUR = 100;
// A small file can claim a huge canvas (a decompression bomb); 64 megapixels still takes a
// 48-megapixel phone photo.
const MAX_INPUT_PIXELS = 64_000_000;
function intParam(query, name, min, max) {
    const raw = query.get(name);
    if (raw === null || raw === '')
        return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
        throw storageError(400, `${name} must be an integer between ${min} and ${max}`);
    }
    return value;
}
/**
 * Reads `w`, `h` (a box the image is fitted into, aspect kept), `q` (1-100), `b` (blur sigma)
 * and `f` (auto|same|jpeg|webp|png|avif; auto picks from Accept: avif, then webp, jpeg, png).
 * Null when none is given. Throws 400 for bad values and for files that are not such images.
 */
export function parseImageOptions(query, mimeType, accept) {
    const width = intParam(query, 'w', 1, MAX_DIMENSION);
    const height = intParam(query, 'h', 1, MAX_DIMENSION);
    const quality = intParam(query, 'q', 1, 100);
    const rawBlur = query.get('b');
    let blur;
    if (rawBlur !== null && rawBlur !== '') {
        blur = Number(rawBlur);
        if (!Number.isFinite(blur) || blur < 0 || blur > MAX_BLUR) {
            throw storageError(400, `b must be a number between 0 and ${MAX_BLUR}`);
        }
    }
    const f = query.get('f') || undefined;
    if (f !== undefined && !FORMAT_VALUES.includes(f)) {
        throw storageError(400, `format must be one of: same, webp, png, jpeg, avif, auto. Got: ${f}`);
    }
    if (width === undefined && height === undefined && quality === undefined && !blur && !f) {
        return null;
    }
    const original = FORMAT_OF_MIME[mimeType];
    if (!original) {
        throw storageError(400, `image manipulation features are not supported for '${mimeType}'`);
    }
    let format = original;
    if (f && f !== 'same' && f !== 'auto')
        format = f;
    if (f === 'auto') {
        const accepted = (accept ?? '').split(',').map((part) => normalizeAccept(part));
        format =
            ['avif', 'webp', 'jpeg', 'png'].find((candidate) => accepted.includes(MIME_OF_FORMAT[candidate])) ?? original;
    }
    const key = JSON.stringify([width, height, quality, blur || undefined, format]);
    return {
        width,
        height,
        quality,
        blur: blur || undefined,
        format,
        formatChanged: format !== original,
        mimeType: MIME_OF_FORMAT[format],
        extension: EXTENSION[format],
        key,
    };
}
const normalizeAccept = (part) => part.split(';')[0].trim().toLowerCase();
/** A short digest of the options, for the ETag of a transformed variant. */
export const variantTag = (options) => createHash('sha256').update(options.key).digest('hex').slice(0, 16);
/** Applies the options to the image bytes; returns the new image. */
export async function transformImage(input, options) {
    // The stored file is within its bucket's size limit, so holding it once in memory is bounded.
    const bytes = Buffer.from(await new Response(input).arrayBuffer());
    // Photos carry their orientation in EXIF; rotate() applies it before any resize.
    let pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (options.width !== undefined || options.height !== undefined) {
        pipeline = pipeline.resize({
            width: options.width,
            height: options.height,
            fit: 'inside',
            withoutEnlargement: true,
        });
    }
    // sharp's Gaussian blur needs a sigma of at least 0.3.
    if (options.blur)
        pipeline = pipeline.blur(Math.max(0.3, options.blur));
    const quality = options.quality;
    switch (options.format) {
        case 'jpeg':
            pipeline = pipeline.jpeg(quality ? { quality } : {});
            break;
        case 'webp':
            pipeline = pipeline.webp(quality ? { quality } : {});
            break;
        case 'avif':
            pipeline = pipeline.avif(quality ? { quality } : {});
            break;
        case 'png':
            // PNG is lossless: a quality asks for a palette image of that quality.
            pipeline = pipeline.png(quality ? { quality, palette: true } : {});
            break;
    }
    return pipeline.toBuffer();
}
//# sourceMappingURL=image.js.map