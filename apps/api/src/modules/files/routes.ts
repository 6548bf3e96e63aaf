import fastifyMultipart from '@fastify/multipart';
import {
  envelopeSchema,
  FILE_SIZE_MAX_BYTES,
  FILE_UPLOAD_WINDOW_MS,
  FILE_UPLOADS_PER_WINDOW,
  FILES_PER_UPLOAD_MAX,
  fileUploadFieldsSchema,
  messages,
  UPLOAD_REQUEST_BYTES_MAX,
  uploadedFileSchema,
  type FileUploadFields,
  type UploadedFile,
} from '@harvest/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf, requireAuth, type Guard } from '../../platform/auth/guard';
import { contentDisposition } from '../../platform/http/content-disposition';
import { ok } from '../../platform/http/envelope';
import { AppError, badRequest } from '../../platform/http/errors';
import { bearer, idParams, routeDocs, routeKit } from '../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import {
  claimForParts,
  idempotentMultipart,
  sendStoredAnswer,
  type StoredAnswer,
} from '../../platform/idempotency/idempotency';
import { MultipartFingerprint } from '../../platform/idempotency/multipart-fingerprint';
import { rateLimitByUser } from '../../platform/rate-limit/rate-limiter';
import { fileTooLarge, tooManyFiles, type FilesService } from './service';

const doc = routeDocs('files');

/** Fields beside the files: at most this many (the schema has five; `organisations` may repeat). */
const UPLOAD_FIELDS_MAX = 30;

/** Browsers may keep a downloaded file this long; it is private to the signed-in user, and an id never changes bytes. */
const DOWNLOAD_MAX_AGE_SECONDS = 300;

const downloadQuerySchema = z.object({
  /** `true`: shown in the page (an image, a logo) rather than saved. */
  inline: z.enum(['true', 'false']).optional(),
});

/** A request that says it is bigger than the largest upload is refused before a byte of it is read. */
const declaredSizeWithinLimit: Guard = async (request) => {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > UPLOAD_REQUEST_BYTES_MAX) throw new AppError(413, messages.errors.tooLarge);
};

/**
 * The text fields as the schema wants them: each once, except `organisations`, which may come repeated
 * (`organisations`, `organisations[]`) or as one JSON array.
 */
function fieldsFrom(values: Map<string, unknown[]>): FileUploadFields {
  const input: Record<string, unknown> = {};
  for (const [name, list] of values) {
    if (name === 'organisations' || name === 'organisations[]') {
      const ids = list.flatMap((value) => {
        if (typeof value !== 'string' || !value.trim().startsWith('[')) return [value];
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return [value];
        }
      });
      input.organisations = [...((input.organisations as unknown[] | undefined) ?? []), ...[ids].flat()];
    } else {
      input[name] = list.length === 1 ? list[0] : list;
    }
  }
  const parsed = fileUploadFieldsSchema.safeParse(input);
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues.map((issue) => ({
        field:
          issue.path.length > 0
            ? issue.path.join('.')
            : issue.code === 'unrecognized_keys'
              ? issue.keys.join(', ')
              : 'body',
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

/**
 * The multipart parser's (busboy's) words for a body that breaks the format: cut short, or a boundary it cannot use.
 * They carry no code, and they are the client's fault, not ours.
 */
const MALFORMED_MULTIPART = /unexpected end of multipart data|boundary not found|boundary required|the needle/i;

/** The multipart parser's own refusals, in our words. */
function multipartError(error: unknown): unknown {
  const code = (error as Partial<FastifyError> | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_FILES_LIMIT':
      return tooManyFiles();
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, messages.errors.tooLarge);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, messages.errors.badRequest);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest([]);
    default:
      return error instanceof Error && !(error instanceof AppError) && MALFORMED_MULTIPART.test(error.message)
        ? badRequest([])
        : error;
  }
}

/**
 * Reads the multipart body part by part, fields and files in any order: each file is streamed to a temporary file as
 * it arrives (counted and hashed), and only when the whole body is read are the key claimed and the fields
 * validated, the files checked against them and stored. Nothing is stored unless every file is good; every
 * temporary file is removed whatever happens. Answers the files stored, or the answer kept for the same parts sent
 * before under the same Idempotency-Key.
 */
async function receiveUpload(
  service: FilesService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ uploaded: UploadedFile[] } | { stored: StoredAnswer }> {
  const principal = principalOf(request);
  const values = new Map<string, unknown[]>();
  const fingerprint = new MultipartFingerprint();
  const upload = service.startUpload();
  try {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), part.value]);
          fingerprint.field(part.fieldname, part.value);
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest([{ field: part.fieldname, message: messages.errors.badRequest }]);
        }
        // Busboy would go on reading (and dropping) the rest of an oversized file: stop the stream at the limit so
        // the 413 goes out at once.
        part.file.once('limit', () => part.file.destroy(fileTooLarge()));
        const file = await upload.add({
          filename: part.filename,
          stream: part.file,
          truncated: () => part.file.truncated,
        });
        fingerprint.file(part.fieldname, part.filename, part.mimetype, file.sha256);
      }
    } catch (error) {
      discardRest(request, reply);
      throw multipartError(error);
    }
    const stored = await claimForParts(request, fingerprint.digest());
    if (stored) {
      // The temporary files go before the kept answer does, so nothing of this request outlives its reply.
      await upload.abandon();
      return { stored };
    }
    return { uploaded: await upload.finish(principal, fieldsFrom(values)) };
  } finally {
    await upload.abandon();
  }
}

/**
 * After a refusal mid-body the parser has let go of the request, which would sit paused with the rest of the body
 * unread and the connection held open. The answer goes out now; what the client still sends is dropped unread and
 * the connection closed after it, as Node does itself for a body nobody started reading.
 */
function discardRest(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.readableEnded) return;
  reply.header('connection', 'close');
  request.raw.resume();
}

/** Uploads, downloads and deletes files (spec platform §3, §5, §7: POST, GET and DELETE /system/files). */
export const filesRoutes: RoutesPlugin<{ service: FilesService }> = async (app, { service }) => {
  // Multipart is parsed for these routes only; the limits stop the parser at the first file past 10 MB.
  await app.register(fastifyMultipart, {
    limits: { fileSize: FILE_SIZE_MAX_BYTES, files: FILES_PER_UPLOAD_MAX, fields: UPLOAD_FIELDS_MAX },
  });

  app.post(
    '/system/files',
    {
      onRequest: [
        requireAuth,
        declaredSizeWithinLimit,
        rateLimitByUser({ bucket: 'file-uploads', limit: FILE_UPLOADS_PER_WINDOW, windowMs: FILE_UPLOAD_WINDOW_MS }),
      ],
      ...idempotentMultipart,
      schema: doc.signedIn(
        'Upload files (multipart, parts in any order: bucket, type, name?, organisationId?, organisations?, and one or more file parts)',
        {
          201: envelopeSchema(z.array(uploadedFileSchema)),
          ...errorReplies(400, 401, 403, 404, 413, 415, 429, 440),
        },
        { consumes: ['multipart/form-data'] },
      ),
    },
    async (request, reply) => {
      const received = await receiveUpload(service, request, reply);
      if ('stored' in received) return sendStoredAnswer(reply, received.stored);
      return reply.code(201).send(ok(received.uploaded, { status: 201 }));
    },
  );

  app.get(
    '/system/files/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['files'],
        summary: 'Download a file: its owner, the organisations it is shared with and system administrators',
        security: bearer,
        params: idParams,
        querystring: downloadQuerySchema,
        // No reply schema: the answer is the file's bytes, and errors are the usual envelope (400, 401, 404, 440).
      },
    },
    async (request, reply) => {
      const { file, bytes } = await service.open(principalOf(request), request.params.id);
      const contentType = file.contentType.startsWith('text/')
        ? `${file.contentType}; charset=utf-8`
        : file.contentType;
      return reply
        .type(contentType)
        .header('content-length', String(file.sizeBytes))
        .header(
          'content-disposition',
          contentDisposition(file.name, request.query.inline === 'true' ? 'inline' : 'attachment'),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${DOWNLOAD_MAX_AGE_SECONDS}`)
        .send(bytes);
    },
  );

  routeKit(app, 'files').delete('/system/files/:id', {
    guard: requireAuth,
    summary: 'Delete a file of one’s own organisation (409 while a protected record holds it)',
    data: z.null(),
    errors: [400, 401, 403, 404, 409, 440],
    params: idParams,
    handle: ({ caller, params }) => service.delete(caller, params.id),
  });
};
