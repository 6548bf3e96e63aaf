import type { OrganisationRef } from '@harvest/domain';
import type { OrganisationRow } from '../queries';

/** What anyone signed in may know of a business. */
export function organisationRefView(organisation: OrganisationRow): OrganisationRef {
  return {
    id: organisation.id,
    name: organisation.name,
    countryISO: organisation.countryIso,
    vetted: organisation.vetted,
  };
}
