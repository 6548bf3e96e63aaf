import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  bucketForCategory,
  EXTENSION_OF_TYPE,
  FILE_SIZE_MAX_BYTES,
  fileLockedMessage,
  FILES_PER_UPLOAD_MAX,
  formatMessage,
  IMAGE_DIMENSION_MAX_PX,
  isAllowedContentType,
  isImageContentType,
  messages,
  RESIZED_IMAGE_CATEGORIES,
  ROLE_SYS_ADMIN,
  SNIFF_HEAD_BYTES,
  sniffContentType,
  type FileLockRecord,
  type FileUploadFields,
  type SniffedContentType,
  type UploadedFile,
} from '@harvest/domain';
import sharp from 'sharp';
import type { Principal } from '../../platform/auth/principal';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { FileNotFoundError, type FileStore } from '../../platform/files/file-store';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import type { AccountsDirectory } from '../accounts';
import {
  findLiveFile,
  findOwnedFile,
  findReadableFile,
  insertFiles,
  setFileLock,
  shareFile,
  softDeleteUnlockedFile,
  type FileRow,
  type NewFileRow,
} from './queries';

export interface FilesServiceOptions {
  /** Where uploads wait while they are counted, sniffed and resized; emptied of each upload's files as it ends. */
  tempDir: string;
}

/** One file part of an upload as the HTTP layer hands it over. */
export interface UploadSource {
  /** The client's name for it (only a name: any path is dropped). */
  filename: string;
  stream: Readable;
  /** True when the parser stopped the stream at the size limit: the file was larger than the limit. */
  truncated(): boolean;
}

/** One file of an upload as it arrived, waiting in the temporary directory until the upload's fields are known. */
export interface SpooledFile {
  id: string;
  tempPath: string;
  filename: string;
  sizeBytes: number;
  /** The first SNIFF_HEAD_BYTES, to tell the type from. */
  head: Buffer;
  /** sha256 of the bytes as received (hex): what a retry of the same upload must send again. */
  sha256: string;
}

/** A spooled file checked against its bucket: its type from its bytes, an image's size (after any resize). */
interface StagedFile {
  id: string;
  tempPath: string;
  filename: string;
  contentType: SniffedContentType;
  sizeBytes: number;
  width: number | null;
  height: number | null;
}

export const fileTooLarge = () =>
  new AppError(413, messages.validation.fileTooLarge, [{ field: 'file', message: messages.validation.fileTooLarge }]);

export const tooManyFiles = () => {
  const message = formatMessage(messages.files.tooMany, { max: FILES_PER_UPLOAD_MAX });
  return new AppError(413, message, [{ field: 'file', message }]);
};

const typeNotAllowed = () =>
  new AppError(415, messages.files.typeNotAllowed, [{ field: 'file', message: messages.files.typeNotAllowed }]);

/** A name to download the file as: no path, no control characters, at most 255 characters, never empty. */
function cleanName(name: string | undefined, contentType: SniffedContentType): string {
  const lastPart = basename((name ?? '').replace(/\\/g, '/'));
  const cleaned = [...lastPart]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  if (cleaned && cleaned !== '.' && cleaned !== '..') return cleaned;
  const extension = EXTENSION_OF_TYPE[contentType];
  return extension ? `file.${extension}` : 'file';
}

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    url: `/api/system/files/${row.id}`,
    name: row.name,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    bucket: row.bucket,
    type: row.type,
    organisationId: row.organisationId,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Uploaded files (spec platform §3, §5): each belongs to its organisation and to the organisations it is shared
 * with; anyone else is told it does not exist. The bytes are in the FileStore, the facts in the `files` table.
 */
/** Whose files they are: the organisation a file is stored under. */
export type FilesDirectory = Pick<AccountsDirectory, 'findOrganisationById'>;

export class FilesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly store: FileStore,
    private readonly accounts: FilesDirectory,
    private readonly options: FilesServiceOptions,
  ) {}

  /** An upload to receive files into, in whatever order its parts come; its fields are given when all are read. */
  startUpload(): Upload {
    return new Upload(this);
  }

  /** Who an upload is for, from its fields: checks the bucket suits the type and the caller may upload there. */
  async target(principal: Principal, fields: FileUploadFields): Promise<UploadContext> {
    if (fields.bucket !== bucketForCategory(fields.type)) {
      const message = formatMessage(messages.files.bucketMismatch, { bucket: bucketForCategory(fields.type) });
      throw badRequest([{ field: 'bucket', message }]);
    }
    const isSysAdmin = principal.roles.includes(ROLE_SYS_ADMIN);
    const organisationId = fields.organisationId ?? principal.organisationId;
    if (!organisationId) throw badRequest([{ field: 'organisationId', message: messages.validation.required }]);
    if (organisationId !== principal.organisationId) {
      // Another organisation's name is as good as unknown, unless a system administrator names it.
      if (!isSysAdmin || !(await this.accounts.findOrganisationById(organisationId))) throw notFound();
    }
    const sharedWith = [...new Set(fields.organisations ?? [])].filter((id) => id !== organisationId);
    return { principal, fields, organisationId, sharedWith };
  }

  /**
   * Streams one file to a temporary file while counting it, hashing it and keeping its head; refuses it (and
   * removes the temporary file) when it passes the size limit. Nothing of it is held in memory but its head.
   */
  async spool(source: UploadSource): Promise<SpooledFile> {
    const id = randomUUID();
    const tempPath = join(this.options.tempDir, id);
    await mkdir(this.options.tempDir, { recursive: true });
    let sizeBytes = 0;
    const headChunks: Buffer[] = [];
    let headBytes = 0;
    const hash = createHash('sha256');
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length;
        if (sizeBytes > FILE_SIZE_MAX_BYTES) return done(fileTooLarge());
        hash.update(chunk);
        if (headBytes < SNIFF_HEAD_BYTES) {
          const piece = chunk.subarray(0, SNIFF_HEAD_BYTES - headBytes);
          headChunks.push(piece);
          headBytes += piece.length;
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source.stream, counter, createWriteStream(tempPath));
      if (source.truncated()) throw fileTooLarge();
      return {
        id,
        tempPath,
        filename: source.filename,
        sizeBytes,
        head: Buffer.concat(headChunks),
        sha256: hash.digest('hex'),
      };
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
  }

  /** Tells a spooled file's type from its bytes and refuses one its bucket does not take; measures an image. */
  async check(fields: FileUploadFields, spooled: SpooledFile): Promise<StagedFile> {
    const contentType = sniffContentType(spooled.head, spooled.filename);
    if (!isAllowedContentType(fields.bucket, contentType)) throw typeNotAllowed();
    const staged: StagedFile = {
      id: spooled.id,
      tempPath: spooled.tempPath,
      filename: spooled.filename,
      contentType,
      sizeBytes: spooled.sizeBytes,
      width: null,
      height: null,
    };
    if (isImageContentType(contentType))
      await this.measureImage(staged, RESIZED_IMAGE_CATEGORIES.includes(fields.type));
    return staged;
  }

  /**
   * Records an image's size as it is shown (EXIF orientation applied). Logos and avatars larger than
   * IMAGE_DIMENSION_MAX_PX on their longer side are turned upright and scaled down, in the same format.
   */
  private async measureImage(staged: StagedFile, resize: boolean): Promise<void> {
    const animated = staged.contentType === 'image/gif' || staged.contentType === 'image/webp';
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(staged.tempPath, { animated }).metadata();
    } catch {
      throw new AppError(415, messages.files.imageUnreadable, [
        { field: 'file', message: messages.files.imageUnreadable },
      ]);
    }
    const width = metadata.autoOrient?.width ?? metadata.width;
    // An animation's pages are stacked in `height`; one frame's height is pageHeight.
    const height = metadata.autoOrient?.height ?? metadata.pageHeight ?? metadata.height;
    staged.width = width ?? null;
    staged.height = height ?? null;
    if (!resize || !width || !height || Math.max(width, height) <= IMAGE_DIMENSION_MAX_PX) return;

    const resizedPath = `${staged.tempPath}.resized`;
    try {
      const info = await sharp(staged.tempPath, { animated })
        .rotate()
        .resize({
          width: IMAGE_DIMENSION_MAX_PX,
          height: IMAGE_DIMENSION_MAX_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        // The same format as it came in (a temporary name has no extension to infer one from).
        .toFormat(metadata.format)
        .toFile(resizedPath);
      await rename(resizedPath, staged.tempPath);
      staged.width = info.width;
      staged.height = info.pageHeight ?? info.height;
      staged.sizeBytes = (await stat(staged.tempPath)).size;
    } finally {
      await rm(resizedPath, { force: true });
    }
  }

  /**
   * Puts every staged file in the store, then inserts their rows in one transaction; if the insert fails, what was
   * put is removed again. The temporary files go either way.
   */
  async commit(upload: UploadContext, staged: StagedFile[]): Promise<UploadedFile[]> {
    const now = this.clock.now();
    const putKeys: string[] = [];
    try {
      const rows: NewFileRow[] = [];
      for (const file of staged) {
        const storageKey = `${upload.organisationId}/${file.id}`;
        await this.store.put(storageKey, createReadStream(file.tempPath), file.contentType);
        putKeys.push(storageKey);
        rows.push({
          id: file.id,
          organisationId: upload.organisationId,
          sharedWith: upload.sharedWith,
          bucket: upload.fields.bucket,
          type: upload.fields.type,
          // The name field names a single file; several keep their own names.
          name: cleanName(
            staged.length === 1 ? (upload.fields.name ?? file.filename) : file.filename,
            file.contentType,
          ),
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          width: file.width,
          height: file.height,
          storageKey,
          uploadedBy: upload.principal.userId,
          createdAt: now,
        });
      }
      const inserted = await this.db.transaction((tx) => insertFiles(tx, rows));
      const byId = new Map(inserted.map((row) => [row.id, row]));
      return staged.map((file) => {
        const row = byId.get(file.id);
        if (!row) throw new Error(`File ${file.id} was not inserted`);
        return toUploadedFile(row);
      });
    } catch (error) {
      await Promise.all(putKeys.map((key) => this.store.delete(key).catch(() => undefined)));
      throw error;
    }
  }

  async discard(files: readonly { tempPath: string }[]): Promise<void> {
    await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
  }

  /** The organisation whose files the principal reads: null reads any (a system administrator as themselves). */
  private readerOf(principal: Principal): string | null {
    if (principal.roles.includes(ROLE_SYS_ADMIN)) return null;
    if (!principal.organisationId) throw notFound();
    return principal.organisationId;
  }

  /** What the principal may know of a file; 404 when it is not theirs to read (or is deleted). */
  async describe(principal: Principal, id: string): Promise<UploadedFile> {
    const row = await findReadableFile(this.db, id, this.readerOf(principal));
    if (!row) throw notFound();
    return toUploadedFile(row);
  }

  /** The file and its bytes, for the owner, the organisations it is shared with and system administrators. */
  async open(principal: Principal, id: string): Promise<{ file: UploadedFile; bytes: Readable }> {
    const row = await findReadableFile(this.db, id, this.readerOf(principal));
    if (!row) throw notFound();
    try {
      return { file: toUploadedFile(row), bytes: await this.store.get(row.storageKey) };
    } catch (error) {
      // A row without bytes is a fault of ours, but to the caller the file is simply not there.
      if (error instanceof FileNotFoundError) throw notFound();
      throw error;
    }
  }

  /**
   * Deletes a file of the principal's own organisation (shared organisations may read it, not delete it): the row
   * is marked deleted, then the bytes are removed. 409 while a protected record holds it.
   */
  async delete(principal: Principal, id: string): Promise<void> {
    if (!principal.organisationId) throw notFound();
    const row = await findOwnedFile(this.db, id, principal.organisationId);
    if (!row) throw notFound();
    if (row.lockedReason) throw conflict(fileLockedMessage(row.lockedReason));
    const deleted = await softDeleteUnlockedFile(this.db, id, this.clock.now());
    if (!deleted) {
      // Locked or deleted in the meantime: say which.
      const now = await findLiveFile(this.db, id);
      if (now?.lockedReason) throw conflict(fileLockedMessage(now.lockedReason));
      throw notFound();
    }
    await this.store.delete(deleted.storageKey);
  }

  /**
   * Protects a file while a record the spec protects uses it (a submitted POD, a settled invoice): it cannot be
   * deleted until unlocked. Pass the caller's transaction so the lock commits with the record.
   */
  async lock(fileId: string, record: FileLockRecord, exec: Executor = this.db): Promise<void> {
    if (!(await setFileLock(exec, fileId, record))) throw notFound();
  }

  async unlock(fileId: string, exec: Executor = this.db): Promise<void> {
    if (!(await setFileLock(exec, fileId, null))) throw notFound();
  }

  /**
   * Lets other organisations read a file: a document attached to a two-party record (a contract's signed copy) is
   * the other party's to read too, whoever uploaded it. Pass the caller's transaction so it commits with the record.
   */
  async shareWith(fileId: string, organisationIds: readonly string[], exec: Executor = this.db): Promise<void> {
    if (organisationIds.length > 0) await shareFile(exec, fileId, organisationIds);
  }
}

export interface UploadContext {
  principal: Principal;
  fields: FileUploadFields;
  organisationId: string;
  sharedWith: string[];
}

/**
 * One upload in progress: files are spooled as they arrive, before or after the fields, and checked and stored only
 * once the fields are known and every file is there. Whatever happens, `finish` or `abandon` removes every temporary
 * file.
 */
export class Upload {
  private readonly spooled: SpooledFile[] = [];

  constructor(private readonly service: FilesService) {}

  async add(source: UploadSource): Promise<SpooledFile> {
    if (this.spooled.length >= FILES_PER_UPLOAD_MAX) throw tooManyFiles();
    const file = await this.service.spool(source);
    this.spooled.push(file);
    return file;
  }

  async finish(principal: Principal, fields: FileUploadFields): Promise<UploadedFile[]> {
    try {
      const context = await this.service.target(principal, fields);
      if (this.spooled.length === 0) throw badRequest([{ field: 'file', message: messages.files.fileRequired }]);
      const staged: StagedFile[] = [];
      for (const file of this.spooled) staged.push(await this.service.check(fields, file));
      return await this.service.commit(context, staged);
    } finally {
      await this.abandon();
    }
  }

  async abandon(): Promise<void> {
    await this.service.discard(this.spooled.splice(0));
  }
}
