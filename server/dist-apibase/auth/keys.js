import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK } from 'jose';
export const JWT_ALG = 'RS256';
/** File in DATA_DIR holding the generated key when JWT_PRIVATE_KEY is not set. */
export const GENERATED_KEY_FILE = 'jwt-private-key.pem';
// One load per key source and process: every app instance (and test) with the same config shares it.
const cache = new Map();
/**
 * The RS256 key pair that signs access tokens: JWT_PRIVATE_KEY when set (the way for several
 * instances), else a key generated once and kept in DATA_DIR so restarts keep sessions valid.
 */
export function getSigningKeys(config) {
    const { jwtPrivateKey, jwtKeyId } = config.auth;
    const source = jwtPrivateKey ? `env:${jwtKeyId ?? ''}:${jwtPrivateKey}` : `dir:${config.dataDir}`;
    let keys = cache.get(source);
    if (!keys) {
        keys = (async () => fromPem(jwtPrivateKey ?? (await storedPem(config.dataDir)), jwtKeyId))();
        // A failed load (bad PEM, unwritable folder) must not be cached for good.
        keys.catch(() => cache.delete(source));
        cache.set(source, keys);
    }
    return keys;
}
async function fromPem(pem, kid) {
    const privateKey = createPrivateKey(pem);
    if (privateKey.asymmetricKeyType !== 'rsa')
        throw new Error('JWT_PRIVATE_KEY must be an RSA key');
    const publicKey = createPublicKey(privateKey);
    const { n, e } = await exportJWK(publicKey);
    const keyId = kid ?? (await calculateJwkThumbprint({ kty: 'RSA', n, e }));
    return {
        kid: keyId,
        privateKey,
        publicKey,
        publicJwk: { alg: JWT_ALG, e, kid: keyId, kty: 'RSA', n, use: 'sig' },
    };
}
async function storedPem(dataDir) {
    const file = join(dataDir, GENERATED_KEY_FILE);
    try {
        return await readFile(file, 'utf8');
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw err;
    }
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
    await mkdir(dataDir, { recursive: true });
    // Written aside, then hard-linked into place: link fails if the file exists, so when two
    // processes start at once both end up with the first complete key.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temp, pem, { mode: 0o600 });
    try {
        await link(temp, file);
        return pem;
    }
    catch (err) {
        if (err.code !== 'EEXIST')
            throw err;
        return readFile(file, 'utf8');
    }
    finally {
        await rm(temp, { force: true });
    }
}
//# sourceMappingURL=keys.js.map