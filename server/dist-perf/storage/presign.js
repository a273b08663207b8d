import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { getSigningKeys } from '../auth/keys.js';
import { MESSAGES, storageError } from './errors.js';
/**
 * Presigned download URLs: the query parameters of an S3 presigned GET (the names the storage
 * client knows), signed with HMAC-SHA256 under a key derived from the server's JWT signing key.
 * Every instance that accepts the same access tokens accepts the same links, and rotating the
 * JWT key revokes outstanding links. Image and Range parameters stay outside the signature: the
 * holder of a link may ask for any view of that one file.
 */
export const PRESIGN_ALGORITHM = 'TIIX-HMAC-SHA256';
const CHECKSUM_MODE = 'ENABLED';
const OPERATION = 'GetObject';
const keys = new Map();
function presignKey(config) {
    const cacheKey = config.auth.jwtPrivateKey ?? `dir:${config.dataDir}`;
    let key = keys.get(cacheKey);
    if (!key) {
        key = getSigningKeys(config).then(({ privateKey }) => {
            const material = privateKey.export({ format: 'der', type: 'pkcs8' });
            const secret = Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), 'tiix storage presigned url', 32));
            return { secret, id: createHash('sha256').update(secret).digest('hex').slice(0, 16) };
        });
        key.catch(() => keys.delete(cacheKey));
        keys.set(cacheKey, key);
    }
    return key;
}
// 20250101T120000Z, as X-Amz-Date writes an instant.
const amzDate = (at) => at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
function parseAmzDate(text) {
    const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
    if (!m)
        return undefined;
    const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
    return Number.isNaN(date.getTime()) ? undefined : date;
}
const SIGNED_PARAMS = [
    'X-Amz-Algorithm',
    'X-Amz-Credential',
    'X-Amz-Date',
    'X-Amz-Expires',
    'X-Amz-SignedHeaders',
    'X-Amz-Checksum-Mode',
    'x-id',
];
const stringToSign = (fileId, params) => [`GET`, `/files/${fileId}/presignedurl/contents`, ...SIGNED_PARAMS.map((n) => params[n])].join('\n');
/** The query string of a link to `fileId` valid for `expiresIn` seconds from `now`. */
export async function presignQuery(config, fileId, expiresIn, now = new Date()) {
    const key = await presignKey(config);
    const date = amzDate(now);
    const params = {
        'X-Amz-Algorithm': PRESIGN_ALGORITHM,
        'X-Amz-Credential': `${key.id}/${date.slice(0, 8)}/storage`,
        'X-Amz-Date': date,
        'X-Amz-Expires': String(expiresIn),
        // No request header is signed: the link works from any client, behind any proxy.
        'X-Amz-SignedHeaders': 'none',
        'X-Amz-Checksum-Mode': CHECKSUM_MODE,
        'x-id': OPERATION,
    };
    const signature = createHmac('sha256', key.secret)
        .update(stringToSign(fileId, params))
        .digest('hex');
    return new URLSearchParams({ ...params, 'X-Amz-Signature': signature });
}
/** Throws StorageError 403 unless the query is an unexpired signature for `fileId`. */
export async function verifyPresignedQuery(config, fileId, query, now = new Date()) {
    const key = await presignKey(config);
    const params = {};
    for (const name of SIGNED_PARAMS) {
        const value = query.get(name);
        if (value === null)
            throw storageError(403, MESSAGES.badSignature);
        params[name] = value;
    }
    const given = Buffer.from(query.get('X-Amz-Signature') ?? '', 'hex');
    const expected = createHmac('sha256', key.secret).update(stringToSign(fileId, params)).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw storageError(403, MESSAGES.badSignature);
    }
    const signedAt = parseAmzDate(params['X-Amz-Date']);
    const expires = Number(params['X-Amz-Expires']);
    if (!signedAt || !Number.isInteger(expires) || expires < 1) {
        throw storageError(403, MESSAGES.badSignature);
    }
    if (now.getTime() >= signedAt.getTime() + expires * 1000) {
        throw storageError(403, MESSAGES.expiredSignature);
    }
}
//# sourceMappingURL=presign.js.map