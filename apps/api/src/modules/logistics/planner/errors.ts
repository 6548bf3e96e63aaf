import { messages } from '@harvest/domain';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';

/** The planner's refusals, in the §8 words where the spec has them. */
export const plannerErrors = {
  /** Not the carrier's to plan, or gone: never says which (tenancy). */
  loadNotFound: () => notFound(messages.logistics.loadNotFound),
  allocationNotFound: () => notFound(messages.logistics.allocationNotFound),
  jobNotActive: () => conflict(messages.logistics.jobNoLongerActive),
  delivered: () => conflict(messages.logistics.loadDelivered),
  /** 409 naming the weight: more than is left of a load not marked for over-allocation. */
  exceeds: (message: string) => conflictOnWeight(message),
  overAllocatedUnmark: (message: string) => conflict(message),
  /** §9: the re-route's 72 hours are over. */
  amendmentsClosed: (message: string) => conflict(message),
  notOwn: (field: 'vehicleId' | 'driverId' | 'trailerId') =>
    badRequest(
      [
        {
          field,
          message: {
            vehicleId: messages.logistics.notYourVehicle,
            driverId: messages.logistics.notYourDriver,
            trailerId: messages.logistics.notYourTrailer,
          }[field],
        },
      ],
      {
        vehicleId: messages.logistics.notYourVehicle,
        driverId: messages.logistics.notYourDriver,
        trailerId: messages.logistics.notYourTrailer,
      }[field],
    ),
};

function conflictOnWeight(message: string) {
  const error = conflict(message);
  error.validation.push({ field: 'weightKg', message });
  return error;
}
