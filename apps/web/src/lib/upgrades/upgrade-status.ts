import type { ModuleId, ModuleUnlock } from '@harvest/domain';

export type UpgradeStatus = 'active' | 'requested' | 'locked';

/** An upgrade module is active once granted, requested while a request waits, and locked before (spec §6). */
export function upgradeStatus(
  moduleId: ModuleId,
  activeModules: readonly { id: string }[],
  unlocks: readonly ModuleUnlock[],
): UpgradeStatus {
  if (activeModules.some((module) => module.id === moduleId)) return 'active';
  const open = unlocks.some((unlock) => unlock.moduleId === moduleId && unlock.status === 'requested');
  return open ? 'requested' : 'locked';
}
