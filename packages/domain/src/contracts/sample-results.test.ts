import { beforeAll, describe, expect, it } from 'vitest';
import { installEnGbZodMessages } from '../i18n/zod-messages';
import { messages } from '../i18n/messages';
import { SPECIFICATION_MEASURES } from '../reference/commodities';
import { SAMPLE_READINGS, sampleCreateSchema, sampleResultsSchema } from './sample-results';

const messageFor = (results: unknown) =>
  sampleResultsSchema.safeParse(results).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ??
  [];

describe('sample results: what a buyer records from a delivery’s sample (issue 21)', () => {
  beforeAll(() => installEnGbZodMessages());

  it('takes every measure a specification sets, each optional: an empty sample is a valid set of values', () => {
    expect(Object.keys(SAMPLE_READINGS)).toEqual([...SPECIFICATION_MEASURES]);
    expect(sampleResultsSchema.parse({})).toEqual({});
    const full = {
      moisture: 14.8,
      protein: 12.85,
      specificWeight: 76.5,
      hagberg: 280,
      admixture: 1.5,
      screenings: 2.25,
      ergot: 0.005,
      oilContent: 44.2,
    };
    expect(sampleResultsSchema.parse(full)).toEqual(full);
  });

  it('reads null as not measured', () => {
    expect(sampleResultsSchema.parse({ protein: null, moisture: 15 })).toEqual({ protein: null, moisture: 15 });
  });

  it('keeps moisture to the stock’s own rule: 0 to 40 % to one decimal, with its message', () => {
    expect(messageFor({ moisture: 40 })).toEqual([]);
    for (const bad of [-0.1, 40.1, 14.55]) {
      expect(messageFor({ moisture: bad })).toEqual(['moisture: Moisture is a percentage from 0 to 40']);
    }
  });

  it('takes percentages from 0 to 100 (protein, admixture, screenings, ergot, oil content)', () => {
    for (const measure of ['protein', 'admixture', 'screenings', 'ergot', 'oilContent']) {
      expect(messageFor({ [measure]: 0 })).toEqual([]);
      expect(messageFor({ [measure]: 100 })).toEqual([]);
      expect(messageFor({ [measure]: -1 })).toEqual([`${measure}: Must be at least 0`]);
      expect(messageFor({ [measure]: 100.5 })).toEqual([`${measure}: Must be at most 100`]);
    }
  });

  it('takes specific weight from 40 to 90 Kg/Hl', () => {
    expect(messageFor({ specificWeight: 76.25 })).toEqual([]);
    expect(messageFor({ specificWeight: 39.9 })).toEqual(['specificWeight: Must be at least 40']);
    expect(messageFor({ specificWeight: 90.1 })).toEqual(['specificWeight: Must be at most 90']);
  });

  it('takes the Hagberg falling number as whole seconds from 0 to 600', () => {
    expect(messageFor({ hagberg: 600 })).toEqual([]);
    expect(messageFor({ hagberg: 601 })).toEqual(['hagberg: Must be at most 600']);
    expect(messageFor({ hagberg: 250.5 })).toEqual([`hagberg: ${messages.samples.wholeSeconds}`]);
  });

  it('refuses more decimals than a meter or lab gives', () => {
    expect(messageFor({ protein: 12.855 })).toEqual(['protein: Use at most 2 decimal places']);
    expect(messageFor({ ergot: 0.0005 })).toEqual(['ergot: Use at most 3 decimal places']);
    expect(messageFor({ ergot: 0.001 })).toEqual([]);
  });

  it('refuses text, unknown measures and non-numbers', () => {
    expect(messageFor({ protein: '12' })).toEqual(['protein: Numbers only']);
    expect(messageFor({ nitrogen: 1.6 })).toEqual([': This field is not allowed']);
    expect(sampleResultsSchema.safeParse({ moisture: Number.NaN }).success).toBe(false);
    expect(sampleResultsSchema.safeParse({ moisture: Number.POSITIVE_INFINITY }).success).toBe(false);
  });
});

describe('sampleCreateSchema: the sample call’s body, a file and results', () => {
  beforeAll(() => installEnGbZodMessages());
  const fileId = '4f4f4f4f-4f4f-4f4f-8f4f-4f4f4f4f4f4f';

  it('takes a file id and results, either alone', () => {
    expect(sampleCreateSchema.parse({ fileId, results: { moisture: 15.2 } })).toEqual({
      fileId,
      results: { moisture: 15.2 },
    });
    expect(sampleCreateSchema.parse({ fileId })).toEqual({ fileId, results: {} });
    expect(sampleCreateSchema.parse({ results: { hagberg: 260 } })).toEqual({ results: { hagberg: 260 } });
  });

  it('refuses a file id that is not a uuid, and fields it does not know', () => {
    expect(sampleCreateSchema.safeParse({ fileId: 'sample.pdf' }).error?.issues[0]?.message).toBe(
      'Please enter a valid value',
    );
    expect(sampleCreateSchema.safeParse({ fileId, grade: 'feed' }).success).toBe(false);
  });
});
