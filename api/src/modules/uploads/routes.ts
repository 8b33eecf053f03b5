import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, success, uploads, uuidParam } from 'shared-api/contracts';
import { AppError, badRequest } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import { sniffContentType, UPLOAD_RULES, type UploadKind } from './content-type';
import { getAvatar, getUpload, storeUpload, type UploadRow } from './repository';

const urlOf = (row: Pick<UploadRow, 'id' | 'kind'>) => (row.kind === 'avatar' ? `/files/avatars/${row.id}` : `/api/uploads/${row.id}`);

function uploadResponse(row: UploadRow) {
  return {
    id: row.id,
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    filename: row.filename,
    url: urlOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reads the one file of a multipart request, refusing more than the kind allows with 413. */
async function readFile(request: FastifyRequest, kind: UploadKind) {
  const rule = UPLOAD_RULES[kind];
  const file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } }).catch(() => undefined);
  if (!file) throw badRequest('NO_FILE', `Send ${rule.label} as multipart form data in a field named "file"`);
  const bytes = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'FILE_TOO_LARGE', `The file is too large: send ${rule.label}`);
    // A body cut off before its closing boundary ("Unexpected end of multipart data"): bad input, not a 500.
    throw badRequest('MALFORMED_UPLOAD', `The upload was cut off or is not valid multipart form data: send ${rule.label} in a field named "file"`);
  });
  const contentType = sniffContentType(bytes);
  if (!contentType || !rule.types.includes(contentType)) {
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', `This file is not ${rule.label}`);
  }
  return { bytes, contentType, filename: file.filename.replace(/[^\w.\- ]+/g, '_').slice(0, 200) || 'upload' };
}

/** /api/uploads: images, documents and avatars, stored in the database, checked by their real type. */
export async function uploadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['uploads'];
  const security = [{ bearer: [] }];
  const rateLimit = { max: 30, timeWindow: '1 minute' };
  const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 413: errorResponse, 415: errorResponse, 429: errorResponse };

  for (const kind of ['image', 'document', 'avatar'] as const) {
    api.post(`/api/uploads/${kind}`, {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: success(uploads.upload), ...failures } },
      handler: async (request, reply) => {
        const ownerId = currentUserId(request);
        const file = await readFile(request, kind);
        const row = await storeUpload(app.db, { ownerId, kind, contentType: file.contentType, size: file.bytes.length, filename: file.filename, bytes: file.bytes });
        return reply.code(201).send({ success: true as const, data: uploadResponse(row) });
      },
    });
  }

  api.get('/api/uploads/:id', {
    onRequest: app.authenticate,
    schema: { tags, security, params: z.object({ id: uuidParam }), description: 'The file itself, to its owner (or an admin).' },
    handler: async (request, reply) => {
      const row = await getUpload(app.db, request.params.id, request.auth?.role === 'admin' ? undefined : currentUserId(request));
      return reply.type(row.contentType).header('Cache-Control', 'private, no-store').header('Content-Disposition', `inline; filename="${row.filename}"`).send(row.bytes);
    },
  });
}

/** Avatars are public by link, so an <img> can show them without headers. */
export async function avatarFileRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/files/avatars/:id', {
    schema: { hide: true, params: z.object({ id: uuidParam }) },
    handler: async (request, reply) => {
      const row = await getAvatar(app.db, request.params.id);
      return reply.type(row.contentType).header('Cache-Control', 'public, max-age=86400').send(row.bytes);
    },
  });
}
