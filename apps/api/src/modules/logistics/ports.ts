import type { AccountsDirectory, ProfilesService } from '../accounts';
import type { FilesService } from '../files';
import type { NotificationsService } from '../notifications';

/** The carrier's people by group: drivers to register, owners and the carrier group to warn (accounts). */
export type FleetDirectory = Pick<AccountsDirectory, 'membersInGroups'>;

/** The documents a fleet names (insurance, terms): the caller's own, of a fitting category (files). */
export type FleetFiles = Pick<FilesService, 'describe'>;

/** The profile key-values a fleet sets: has-created-vehicles (accounts). */
export type FleetProfiles = Pick<ProfilesService, 'markKv'>;

/** In-app notices of the fleet's expiring MOTs and insurance (notifications). */
export type FleetNotifications = Pick<NotificationsService, 'notifyEach'>;

/** What logistics reads of accounts: which businesses are carriers, and businesses' names. */
export type LogisticsDirectory = Pick<AccountsDirectory, 'carrierIds' | 'refs'>;

/** Logistics tells the businesses a change concerns in the app (topic 'logistics'). */
export type LogisticsNotifier = Pick<NotificationsService, 'notify'>;
