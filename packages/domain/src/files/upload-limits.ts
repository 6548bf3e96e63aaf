import { FILE_SIZE_MAX_BYTES } from './file-limits';
import { FILES_PER_UPLOAD_MAX } from './file-upload';

/** Room for the text fields and multipart boundaries of one upload beside its files. */
const UPLOAD_OVERHEAD_BYTES = 1024 * 1024;

/**
 * The largest upload request worth reading: the most files of the largest size, plus the fields. A request that
 * declares more (Content-Length) is refused with 413 before a byte of it is read.
 */
export const UPLOAD_REQUEST_BYTES_MAX = FILES_PER_UPLOAD_MAX * FILE_SIZE_MAX_BYTES + UPLOAD_OVERHEAD_BYTES;

/** Uploads a user may make per window (ours: a farm office scanning a pile of tickets stays well inside it). */
export const FILE_UPLOADS_PER_WINDOW = 60;
export const FILE_UPLOAD_WINDOW_MS = 60 * 1000;
