import type { DriverAction } from '@harvest/domain';
import type { AccountsDirectory } from '../../accounts';
import type { FilesService } from '../../files';
import type { NotificationsService } from '../../notifications';
import type { DeliveriesService } from '../../trading';

/** The POD's files: stored as the carrier's (shared with the organiser), read back, removed when the POD is refused. */
export type DrivingFiles = Pick<FilesService, 'startUpload' | 'describe' | 'delete'>;

/** The tipped weight goes on to the job's contract delivery (trading). */
export type DrivingDeliveries = Pick<DeliveriesService, 'haulageTipped'>;

/** The organiser is told in the app when the contract could not take the tipped weight. */
export type DrivingNotifier = Pick<NotificationsService, 'notify'>;

export interface DrivingPorts {
  files: DrivingFiles;
  directory: Pick<AccountsDirectory, 'refs'>;
  people: Pick<AccountsDirectory, 'people'>;
  deliveries: DrivingDeliveries;
  notifications: DrivingNotifier;
}

/** Tracking hears each action after it commits: its ETAs and the parties' notices. */
export interface DriverActionHook {
  afterDriverAction(event: { jobId: string; action: DriverAction; stopId: string | null; at: Date }): Promise<void>;
}
