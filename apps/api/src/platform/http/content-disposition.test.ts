import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('content-disposition (spec platform §7: download uses the content-disposition filename)', () => {
  it('names a plain file plainly', () => {
    expect(contentDisposition('ticket.pdf')).toBe(`attachment; filename="ticket.pdf"; filename*=UTF-8''ticket.pdf`);
  });

  it('keeps a non-ASCII name exactly in filename* and an ASCII likeness in filename', () => {
    expect(contentDisposition('Récolte – blé (2026).pdf', 'inline')).toBe(
      `inline; filename="Recolte _ ble (2026).pdf"; filename*=UTF-8''R%C3%A9colte%20%E2%80%93%20bl%C3%A9%20%282026%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or new lines', () => {
    const header = contentDisposition('a"; filename="evil.exe\r\nSet-Cookie: x\\.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"').length).toBe(3);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('a"; filename="evil.exe\r\nSet-Cookie: x\\.txt');
  });
});
