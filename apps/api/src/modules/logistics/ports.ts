import type { AccountsDirectory, ProfilesService } from '../accounts';
import type { FilesService } from '../files';
import type { NotificationsService } from '../notifications';
import type { DeliveriesService } from '../trading';

/** The carrier's people by group: drivers to register, owners and the carrier group to warn (accounts). */
export type FleetDirectory = Pick<AccountsDirectory, 'membersInGroups'>;

/** The documents a fleet names (insurance, terms): the caller's own, of a fitting category (files). */
export type FleetFiles = Pick<FilesService, 'describe'>;

/** The profile key-values a fleet sets: has-created-vehicles (accounts). */
export type FleetProfiles = Pick<ProfilesService, 'markKv'>;

/** In-app notices of the fleet's expiring MOTs and insurance (notifications). */
export type FleetNotifications = Pick<NotificationsService, 'notifyEach'>;

/**
 * What logistics reads of accounts: businesses' names, which are carriers, and where units are (a job from a delivery
 * is collected at the seller's store and delivered to the buyer's site).
 */
export type LogisticsDirectory = Pick<
  AccountsDirectory,
  'carrierIds' | 'refs' | 'isCarrier' | 'unitPlaces' | 'placedUnitsOf'
>;

/** Logistics tells the businesses a change concerns in the app (topic 'logistics'). */
export type LogisticsNotifier = Pick<NotificationsService, 'notify'>;

/**
 * A contract's delivery as haulage books it: read through trading's deliveries (either party's); and who receives
 * its grain, told a tracked job's ETA (issue 23).
 */
export type ContractDeliveries = Pick<DeliveriesService, 'haulageOf' | 'receiverOf'>;

/** The members of a job's parties who may read it, with their channels: tracking tells them its news (accounts). */
export type TrackingDirectory = Pick<AccountsDirectory, 'membersHolding' | 'refs'>;
