import type { FileBucket } from './file-upload';

/**
 * What a file is, told from its first bytes (its "magic number"), never from the client's header. The name only
 * settles what the bytes cannot: which Office document a ZIP is, and whether text is CSV.
 */
export const CONTENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  text: 'text/plain',
  unknown: 'application/octet-stream',
} as const;
export type SniffedContentType = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];

/** How many bytes of a file the sniffer reads (enough for every signature and a fair look at text). */
export const SNIFF_HEAD_BYTES = 8192;

const IMAGE_TYPES: readonly SniffedContentType[] = [
  CONTENT_TYPES.png,
  CONTENT_TYPES.jpeg,
  CONTENT_TYPES.webp,
  CONTENT_TYPES.gif,
];

/**
 * What each bucket takes (spec §3: images for logo and avatar, else files). HEIC is recognised but refused: it
 * cannot be resized or shown in most browsers, so a phone photo must be sent as JPEG. A bare ZIP is refused too.
 */
export const ALLOWED_CONTENT_TYPES: Record<FileBucket, readonly SniffedContentType[]> = {
  images: IMAGE_TYPES,
  files: [
    ...IMAGE_TYPES,
    CONTENT_TYPES.pdf,
    CONTENT_TYPES.csv,
    CONTENT_TYPES.text,
    CONTENT_TYPES.docx,
    CONTENT_TYPES.xlsx,
  ],
};

export function isAllowedContentType(bucket: FileBucket, contentType: string): boolean {
  return ALLOWED_CONTENT_TYPES[bucket].some((allowed) => allowed === contentType);
}

/** Types whose pixel size is read and recorded (and which sharp can resize). */
export function isImageContentType(contentType: string): boolean {
  return IMAGE_TYPES.some((type) => type === contentType);
}

/** The file name's extension the download should carry for the type, when the name has none. */
export const EXTENSION_OF_TYPE: Partial<Record<SniffedContentType, string>> = {
  [CONTENT_TYPES.png]: 'png',
  [CONTENT_TYPES.jpeg]: 'jpg',
  [CONTENT_TYPES.gif]: 'gif',
  [CONTENT_TYPES.webp]: 'webp',
  [CONTENT_TYPES.pdf]: 'pdf',
  [CONTENT_TYPES.docx]: 'docx',
  [CONTENT_TYPES.xlsx]: 'xlsx',
  [CONTENT_TYPES.csv]: 'csv',
  [CONTENT_TYPES.text]: 'txt',
};

function startsWith(head: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (head.length < offset + signature.length) return false;
  return signature.every((byte, index) => head[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** PNG: 89 50 4E 47 0D 0A 1A 0A. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG: FF D8 FF (start of image, then a marker). */
const JPEG = [0xff, 0xd8, 0xff];
/** GIF: "GIF87a" or "GIF89a". */
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
/** WebP: "RIFF", a 4-byte size, "WEBP". */
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
/** PDF: "%PDF-". */
const PDF = ascii('%PDF-');
/** ZIP: a local file header "PK\x03\x04" (an empty archive "PK\x05\x06" is no document). */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** ISO base media: a box size, then "ftyp" at offset 4 and the major brand at offset 8. */
const FTYP = ascii('ftyp');
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

function extensionOf(name: string | undefined): string {
  const match = name ? /\.([A-Za-z0-9]+)$/.exec(name.trim()) : null;
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * Valid UTF-8 with no NUL byte. The head may end inside a character (it is cut at SNIFF_HEAD_BYTES), so an
 * incomplete sequence at the very end is forgiven when the head is that long.
 */
export function looksLikeText(head: Uint8Array, truncated = head.length >= SNIFF_HEAD_BYTES): boolean {
  if (head.length === 0) return false;
  let index = 0;
  while (index < head.length) {
    const byte = head[index] ?? 0;
    if (byte === 0) return false;
    // Control characters other than tab, line feed, form feed and carriage return mark a binary file.
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    let continuation: number;
    if (byte < 0x80) continuation = 0;
    else if (byte >= 0xc2 && byte <= 0xdf) continuation = 1;
    else if (byte >= 0xe0 && byte <= 0xef) continuation = 2;
    else if (byte >= 0xf0 && byte <= 0xf4) continuation = 3;
    else return false;
    if (index + continuation >= head.length) return continuation === 0 || truncated;
    for (let next = 1; next <= continuation; next += 1) {
      const follower = head[index + next] ?? 0;
      if ((follower & 0xc0) !== 0x80) return false;
    }
    // Overlong and surrogate forms are not UTF-8.
    const second = head[index + 1] ?? 0;
    if (byte === 0xe0 && second < 0xa0) return false;
    if (byte === 0xed && second > 0x9f) return false;
    if (byte === 0xf0 && second < 0x90) return false;
    if (byte === 0xf4 && second > 0x8f) return false;
    index += continuation + 1;
  }
  return true;
}

/**
 * The content type of a file from its first bytes (up to SNIFF_HEAD_BYTES of them). A PNG named report.pdf is a
 * PNG; a ZIP is an Office document only when its name says docx or xlsx; text is CSV when named .csv.
 */
export function sniffContentType(head: Uint8Array, name?: string): SniffedContentType {
  if (startsWith(head, PNG)) return CONTENT_TYPES.png;
  if (startsWith(head, JPEG)) return CONTENT_TYPES.jpeg;
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return CONTENT_TYPES.gif;
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return CONTENT_TYPES.webp;
  if (startsWith(head, PDF)) return CONTENT_TYPES.pdf;
  if (startsWith(head, FTYP, 4) && HEIC_BRANDS.some((brand) => startsWith(head, ascii(brand), 8)))
    return CONTENT_TYPES.heic;
  if (startsWith(head, ZIP)) {
    const extension = extensionOf(name);
    if (extension === 'docx') return CONTENT_TYPES.docx;
    if (extension === 'xlsx') return CONTENT_TYPES.xlsx;
    return CONTENT_TYPES.zip;
  }
  // A UTF-8 byte order mark is text's only signature.
  const body = startsWith(head, [0xef, 0xbb, 0xbf]) ? head.subarray(3) : head;
  if (looksLikeText(body, head.length >= SNIFF_HEAD_BYTES)) {
    return extensionOf(name) === 'csv' ? CONTENT_TYPES.csv : CONTENT_TYPES.text;
  }
  return CONTENT_TYPES.unknown;
}
