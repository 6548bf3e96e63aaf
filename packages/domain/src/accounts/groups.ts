import { z } from 'zod';
import { OWNER_GROUP } from './permissions';
import type { Group } from './profile';

/** Groups every organisation has; an organisation adds its own beside them. */
export const BUILT_IN_GROUPS: readonly Group[] = [
  { id: OWNER_GROUP, name: 'Owner' },
  { id: 'bidding', name: 'Bidding' },
  { id: 'carrier', name: 'Carrier' },
  { id: 'driver', name: 'Driver' },
];

export const groupListQuerySchema = z.object({ filter: z.string().trim().max(100).optional() });

export const newGroupRequestSchema = z.object({ name: z.string().trim().min(1).max(100) });
export type NewGroupRequest = z.infer<typeof newGroupRequestSchema>;
