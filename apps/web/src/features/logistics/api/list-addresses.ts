import { logisticsSearchPath } from '@harvest/domain';
import { plainListAddress } from '../../../ui/faceted-list-address';

/** The loads and jobs lists' addresses: each is its search (GET /api/search/logistics/{loads,jobs}). */
export const loadsAddress = plainListAddress(logisticsSearchPath('loads'));
export const jobsAddress = plainListAddress(logisticsSearchPath('jobs'));
