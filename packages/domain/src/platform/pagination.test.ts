import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { buildPagination, listQuerySchema } from './pagination';

describe('list queries', () => {
  it('default to offset 0 and the page size of 25', () => {
    expect(listQuerySchema.parse({})).toEqual({ offset: 0, limit: PAGE_SIZE_DEFAULT });
    expect(PAGE_SIZE_DEFAULT).toBe(25);
  });

  it('accept at most 100 a page', () => {
    expect(listQuerySchema.safeParse({ limit: '100' }).success).toBe(true);
    expect(listQuerySchema.safeParse({ limit: String(PAGE_SIZE_MAX + 1) }).success).toBe(false);
    expect(listQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });
});

describe('buildPagination', () => {
  it('describes the first of several pages', () => {
    expect(buildPagination({ offset: 0, limit: 25 }, 60)).toEqual({
      currentPage: 1,
      limit: 25,
      totalDocuments: 60,
      prev: null,
      next: 25,
      currentDocumentIndex: 0,
    });
  });

  it('describes the last page', () => {
    expect(buildPagination({ offset: 50, limit: 25 }, 60)).toMatchObject({ currentPage: 3, prev: 25, next: null });
  });

  it('never points prev or next outside the list, and walking next visits every document once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 5000 }), (limit, total) => {
        let offset: number | null = 0;
        let seen = 0;
        let pages = 0;
        while (offset !== null) {
          const page = buildPagination({ offset, limit }, total);
          expect(page.currentPage).toBe(pages + 1);
          if (page.prev !== null) expect(page.prev).toBeGreaterThanOrEqual(0);
          if (page.next !== null) expect(page.next).toBeLessThan(total);
          seen += Math.min(limit, Math.max(0, total - offset));
          pages += 1;
          offset = page.next;
        }
        expect(seen).toBe(total);
        expect(pages).toBe(Math.max(1, Math.ceil(total / limit)));
      }),
    );
  });
});
