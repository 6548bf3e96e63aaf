import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, isAllowedContentType, looksLikeText, SNIFF_HEAD_BYTES, sniffContentType } from './content-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
/** UTF-8 bytes of a string (the domain has neither TextEncoder nor Buffer). */
function text(value: string): Uint8Array {
  const out: number[] = [];
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return Uint8Array.from(out);
}
/** Control characters other than tab, line feed, form feed and carriage return. */
const hasBinaryControl = (value: string) =>
  [...value].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code);
  });
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46);
const WEBP = join(text('RIFF'), bytes(0x24, 0, 0, 0), text('WEBPVP8 '));
const HEIC = join(bytes(0, 0, 0, 0x18), text('ftypheic'), bytes(0, 0, 0, 0), text('mif1heic'));
const ZIP = join(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0), text('[Content_Types].xml'));

describe('content type from the bytes (spec platform §5: the type is checked from the bytes, not the name)', () => {
  it('knows the PNG signature 89 50 4E 47 0D 0A 1A 0A', () => {
    expect(sniffContentType(PNG)).toBe('image/png');
  });

  it('knows the JPEG signature FF D8 FF', () => {
    expect(sniffContentType(JPEG, 'photo.jpeg')).toBe('image/jpeg');
  });

  it('knows the GIF signatures GIF87a and GIF89a', () => {
    expect(sniffContentType(text('GIF87a\u0001\u0000'))).toBe('image/gif');
    expect(sniffContentType(text('GIF89a\u0001\u0000'))).toBe('image/gif');
  });

  it('knows WebP: RIFF, a size, then WEBP', () => {
    expect(sniffContentType(WEBP)).toBe('image/webp');
    // A RIFF that is not WebP (a WAV file) is not an image.
    expect(sniffContentType(join(text('RIFF'), bytes(0x24, 0, 0, 0), text('WAVEfmt ')))).toBe(CONTENT_TYPES.unknown);
  });

  it('knows the PDF signature %PDF-', () => {
    expect(sniffContentType(text('%PDF-1.7\n%âãÏÓ\n'))).toBe('application/pdf');
  });

  it('knows HEIC: ftyp at offset 4 with a HEIF brand', () => {
    expect(sniffContentType(HEIC, 'IMG_0001.HEIC')).toBe('image/heic');
  });

  it('takes a ZIP (PK 03 04) as a Word or Excel document only when its name says which', () => {
    expect(sniffContentType(ZIP, 'contract.docx')).toBe(CONTENT_TYPES.docx);
    expect(sniffContentType(ZIP, 'Yields 2026.XLSX')).toBe(CONTENT_TYPES.xlsx);
    expect(sniffContentType(ZIP, 'archive.zip')).toBe('application/zip');
    expect(sniffContentType(ZIP)).toBe('application/zip');
    expect(isAllowedContentType('files', 'application/zip')).toBe(false);
  });

  it('takes valid UTF-8 without NUL bytes as text, CSV when named .csv', () => {
    expect(sniffContentType(text('field,crop,tonnes\nTop Field,Wheat,82.5\n'), 'yields.csv')).toBe('text/csv');
    expect(sniffContentType(text('Notes on the harvest — 2026 ✓'), 'notes.txt')).toBe('text/plain');
    expect(sniffContentType(join(bytes(0xef, 0xbb, 0xbf), text('a,b\n1,2')), 'excel.csv')).toBe('text/csv');
  });

  it('refuses text with a NUL byte, invalid UTF-8 or binary control characters', () => {
    expect(sniffContentType(join(text('abc'), bytes(0), text('def')), 'a.txt')).toBe(CONTENT_TYPES.unknown);
    expect(sniffContentType(bytes(0x61, 0xc3, 0x28), 'a.txt')).toBe(CONTENT_TYPES.unknown);
    expect(sniffContentType(bytes(0xc0, 0x80), 'a.txt')).toBe(CONTENT_TYPES.unknown);
    expect(sniffContentType(bytes(0x61, 0x1b, 0x62), 'a.txt')).toBe(CONTENT_TYPES.unknown);
    expect(sniffContentType(new Uint8Array(0), 'empty.txt')).toBe(CONTENT_TYPES.unknown);
  });

  it('forgives a character cut in two at the end of a full-length head, not of a whole short file', () => {
    const cut = join(text('a'.repeat(SNIFF_HEAD_BYTES - 1)), bytes(0xe2));
    expect(looksLikeText(cut)).toBe(true);
    expect(looksLikeText(bytes(0x61, 0xe2))).toBe(false);
  });

  it('believes the bytes over the name: a PNG named .pdf is a PNG', () => {
    expect(sniffContentType(PNG, 'invoice.pdf')).toBe('image/png');
  });

  it('refuses text named .png in the images bucket (spoofed), and takes it as text in files', () => {
    const spoofed = sniffContentType(text('not really an image'), 'logo.png');
    expect(spoofed).toBe('text/plain');
    expect(isAllowedContentType('images', spoofed)).toBe(false);
    expect(isAllowedContentType('files', spoofed)).toBe(true);
  });

  it('allows png, jpeg, webp and gif in images; adds pdf, csv, text, docx and xlsx in files; never HEIC', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(isAllowedContentType('images', type)).toBe(true);
      expect(isAllowedContentType('files', type)).toBe(true);
    }
    for (const type of ['application/pdf', 'text/csv', 'text/plain', CONTENT_TYPES.docx, CONTENT_TYPES.xlsx]) {
      expect(isAllowedContentType('images', type)).toBe(false);
      expect(isAllowedContentType('files', type)).toBe(true);
    }
    expect(isAllowedContentType('images', 'image/heic')).toBe(false);
    expect(isAllowedContentType('files', 'image/heic')).toBe(false);
    expect(isAllowedContentType('files', CONTENT_TYPES.unknown)).toBe(false);
  });

  it('takes every UTF-8 string without control characters as text, whatever it is named', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1 }).filter((value) => !hasBinaryControl(value)),
        fc.constantFrom('a.txt', 'b.png', 'c', 'd.pdf'),
        (value, name) => {
          // A string starting with a signature ("GIF89a", "%PDF-") is that type, as it should be.
          fc.pre(!/^(GIF8[79]a|%PDF-|RIFF)/.test(value));
          expect(sniffContentType(text(value), name)).toBe('text/plain');
        },
      ),
    );
  });

  it('never takes arbitrary bytes named .pdf for a PDF unless they start with %PDF-', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (head) => {
        const sniffed = sniffContentType(head, 'x.pdf');
        const startsPdf = head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-';
        expect(sniffed === 'application/pdf').toBe(startsPdf);
      }),
    );
  });
});
