import { z } from '../zod';

export const healthSchema = z.object({
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int(), current: z.boolean() }),
  version: z.string(),
  minimumClientVersion: z.string(),
  /** The development tools (the mailbox) are served: the API runs in development. */
  devTools: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;
