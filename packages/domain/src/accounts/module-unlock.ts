import { z } from '../zod';
import type { ModuleId } from './permissions';

/** Spec §6 and trading §1: storage and insights are upgrade modules, locked until requested and granted. */
export const UNLOCKABLE_MODULES: readonly ModuleId[] = ['inventory:storage', 'trading:insights:grain'];

export const MODULE_UNLOCK_STATUSES = ['requested', 'granted', 'declined'] as const;

/** POST /customers/organisations/{id}/modules/unlock {id}. */
export const moduleUnlockRequestSchema = z.object({ id: z.string().min(1).max(100) });

export const moduleUnlockSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  organisationName: z.string(),
  moduleId: z.string(),
  status: z.enum(MODULE_UNLOCK_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type ModuleUnlock = z.infer<typeof moduleUnlockSchema>;
