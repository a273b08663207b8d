import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { resolveRequestAuth } from '../auth/auth-context.js';
import { createRateLimitStore } from '../auth/rate-limit.js';
import { SERVER_DIR } from '../config.js';
import type { AppDeps } from '../context.js';
import { routeNotFound, storageErrorResponse } from '../http/errors.js';
import { createBlobStore } from './blob-store.js';
import { fileResponse } from './download.js';
import { MESSAGES, storageError, toStorageError, type StorageError } from './errors.js';
import { receiveMultipart, type ReceivedForm } from './multipart.js';
import { isStorageAdmin } from './permissions.js';
import { admitUpload } from './quota.js';
import {
  deleteBrokenMetadata,
  deleteFile,
  deleteOrphans,
  listBrokenMetadata,
  listNotUploaded,
  listOrphans,
  presignedFile,
  presignedUrl,
  readableFile,
  replaceFile,
  uploadFiles,
  writableFile,
  type StorageContext,
} from './storage.service.js';

const BUILD_VERSION = (() => {
  try {
    const pkg = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();

/**
 * The storage API (docs/decisions/006-storage.md): upload, download with image
 * transformations, replace, delete, presigned links, and the admin's maintenance routes.
 */
export function createStorageRouter(deps: AppDeps): Hono {
  const ctx: StorageContext = {
    config: deps.config,
    db: deps.db,
    logger: deps.logger,
    store: createBlobStore(deps.config.storage, deps.logger),
    rateLimits: createRateLimitStore(deps),
    fileRules: deps.fileRules,
  };
  const router = new Hono();
  const auth = (c: Context) => resolveRequestAuth(deps, c.req.raw);
  const query = (c: Context) => new URL(c.req.url).searchParams;
  const fileIdParam = (c: Context) => c.req.param('id') ?? '';

  /** Runs a route; refusals get the storage error shape, anything else is logged as 500. */
  const handle =
    (run: (c: Context) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      try {
        return await run(c);
      } catch (err) {
        let refusal: StorageError;
        try {
          refusal = toStorageError(err);
        } catch {
          deps.logger.error({ err, method: c.req.method, path: c.req.path }, 'Storage error');
          refusal = storageError(500, 'an internal server error occurred');
        }
        return storageErrorResponse(c, refusal);
      }
    };

  /** Receives a multipart body, runs `work` on it, and always removes the temporary files. */
  const withForm = async <T>(
    c: Context,
    fileFields: string[],
    work: (form: ReceivedForm) => Promise<T>,
  ): Promise<T> => {
    const form = await receiveMultipart(c.req.raw, {
      tmpDir: join(deps.config.storage.dir, 'tmp'),
      maxFileBytes: deps.config.storageMaxUploadBytes,
      fileFields,
    });
    try {
      return await work(form);
    } finally {
      await form.cleanup();
    }
  };

  router.get('/version', (c) => c.json({ buildVersion: BUILD_VERSION }));

  router.post(
    '/files',
    handle(async (c) => {
      const caller = await auth(c);
      await admitUpload(ctx, caller, true);
      const result = await withForm(c, ['file[]'], (form) => uploadFiles(ctx, caller, form));
      if (result.error) {
        return storageErrorResponse(c, result.error, { processedFiles: result.processedFiles });
      }
      return c.json({ processedFiles: result.processedFiles }, 201);
    }),
  );

  router.get(
    '/files/:id',
    handle(async (c) => {
      const { file, bucket } = await readableFile(ctx, await auth(c), fileIdParam(c));
      return fileResponse(ctx, c, file, bucket, query(c));
    }),
  );

  router.put(
    '/files/:id',
    handle(async (c) => {
      const caller = await auth(c);
      const id = fileIdParam(c);
      // Refusals that need no body come before it is received.
      await admitUpload(ctx, caller, false);
      await writableFile(ctx, caller, id);
      const file = await withForm(c, ['file'], (form) => replaceFile(ctx, caller, id, form));
      return c.json(file, 200);
    }),
  );

  router.delete(
    '/files/:id',
    handle(async (c) => {
      await deleteFile(ctx, await auth(c), fileIdParam(c));
      return c.body(null, 204);
    }),
  );

  router.get(
    '/files/:id/presignedurl',
    handle(async (c) => {
      const base = `${deps.config.publicUrl ?? new URL(c.req.url).origin}/v1/storage`;
      return c.json(await presignedUrl(ctx, await auth(c), fileIdParam(c), base));
    }),
  );

  router.get(
    '/files/:id/presignedurl/contents',
    handle(async (c) => {
      const params = query(c);
      const { file, bucket } = await presignedFile(ctx, fileIdParam(c), params);
      return fileResponse(ctx, c, file, bucket, params);
    }),
  );

  // Maintenance: only the admin secret (acting as admin) may list or delete across users.
  const ops = (run: () => Promise<object>) =>
    handle(async (c) => {
      if (!isStorageAdmin(await auth(c))) throw storageError(403, MESSAGES.notAuthorized);
      return c.json(await run());
    });
  router.post(
    '/ops/list-orphans',
    ops(async () => ({ files: await listOrphans(ctx) })),
  );
  router.post(
    '/ops/delete-orphans',
    ops(async () => ({ files: await deleteOrphans(ctx) })),
  );
  router.post(
    '/ops/list-broken-metadata',
    ops(async () => ({ metadata: await listBrokenMetadata(ctx) })),
  );
  router.post(
    '/ops/delete-broken-metadata',
    ops(async () => ({ metadata: await deleteBrokenMetadata(ctx) })),
  );
  router.post(
    '/ops/list-not-uploaded',
    ops(async () => ({ metadata: await listNotUploaded(ctx) })),
  );

  // Routes are added above this line; the catch-all must stay last.
  router.all('*', routeNotFound);
  return router;
}
