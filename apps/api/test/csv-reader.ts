import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Reads the CSV the API wrote: RFC 4180, CRLF line ends, quoted fields with doubled quotes. */
export function readCsv(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const ch = text[at]!;
    if (quoted) {
      if (ch === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      line.push(field);
      field = '';
    } else if (ch === '\r' && text[at + 1] === '\n') {
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
      at += 1;
    } else field += ch;
  }
  expect(field === '' && line.length === 0, 'the file ends with CRLF').toBe(true);
  return lines;
}

/** The rows of a CSV reply under its header, each keyed by column heading. */
export function csvRows(reply: LightMyRequestResponse): Record<string, string>[] {
  expect(reply.statusCode, reply.body).toBe(200);
  const [header, ...lines] = readCsv(reply.body);
  return lines.map((line) => Object.fromEntries(header!.map((name, index) => [name, line[index]!])));
}
