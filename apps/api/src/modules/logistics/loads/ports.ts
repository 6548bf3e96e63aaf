import type { FilesService } from '../../files';
import type { HarvestService } from '../../inventory';
import type { ReferenceService } from '../../reference';

/** The crops a load may be of: the reference catalogue. */
export type LoadCrops = Pick<ReferenceService, 'commodityGroup' | 'commodityGroups'>;

/** Sample and weighbridge files: checked to be the caller's, shared with the organiser, deleted with the load. */
export type LoadFiles = Pick<FilesService, 'describe' | 'delete' | 'shareWith'>;

/** Inventory's harvest loads: a load hauled in from a field is one of them, and leaves the harvest when deleted. */
export type HarvestLoads = Pick<HarvestService, 'plan' | 'deleteLoad'>;

export interface LoadPorts {
  crops: LoadCrops;
  files: LoadFiles;
  harvests: HarvestLoads;
}
