import { z } from '../zod';

/** Body of POST /api/admin/test-clock: move forward by advanceMs, or jump to set. */
export const testClockChangeSchema = z.union([
  z
    .object({
      advanceMs: z
        .number()
        .int()
        .positive()
        .max(366 * 24 * 60 * 60 * 1000),
    })
    .strict(),
  z.object({ set: z.iso.datetime({ offset: true }) }).strict(),
]);
export type TestClockChange = z.infer<typeof testClockChangeSchema>;

export const testClockStateSchema = z.object({
  now: z.iso.datetime({ offset: true }),
  offsetMs: z.number().int(),
});
export type TestClockState = z.infer<typeof testClockStateSchema>;
