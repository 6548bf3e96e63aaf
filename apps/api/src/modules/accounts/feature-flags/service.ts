import {
  DEFAULT_FEATURE_FLAGS,
  resolveFeatureFlags,
  type FeatureFlags,
  type FeatureFlagsUpdate,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import type { LiveEvents } from '../../../platform/live-events/live-events';
import { findOrganisationById } from '../queries';
import { mergeFeatureFlagOverrides } from './queries';

/**
 * An organisation's feature flags (platform §1, §9): the domain's defaults with the overrides a
 * system administrator stored. A change reaches the organisation's open pages as a live event.
 */
export class FeatureFlagsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly live: LiveEvents,
  ) {
    live.provide('feature-flags', (organisationId) => this.flagsOf(organisationId));
  }

  /** The acting organisation's flags; someone acting for none (a system administrator) has the defaults. */
  async forPrincipal(principal: Principal): Promise<FeatureFlags> {
    if (!principal.organisationId) return { ...DEFAULT_FEATURE_FLAGS };
    return (await this.flagsOf(principal.organisationId)) ?? { ...DEFAULT_FEATURE_FLAGS };
  }

  /** The organisation's flags, or null when there is no such organisation. */
  async flagsOf(organisationId: string): Promise<FeatureFlags | null> {
    const organisation = await findOrganisationById(this.db, organisationId);
    return organisation ? resolveFeatureFlags(organisation.featureFlags) : null;
  }

  async ofOrganisation(organisationId: string): Promise<FeatureFlags> {
    const flags = await this.flagsOf(organisationId);
    if (!flags) throw notFound();
    return flags;
  }

  /** Stores the flags named (the others keep their values) and tells the organisation's open pages. */
  async update(organisationId: string, patch: FeatureFlagsUpdate): Promise<FeatureFlags> {
    const overrides = Object.fromEntries(
      Object.entries(patch).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
    return this.db.transaction(async (tx) => {
      const row = await mergeFeatureFlagOverrides(tx, organisationId, overrides, this.clock.now());
      if (!row) throw notFound();
      await this.live.publish(tx, { event: 'feature-flags', id: row.id, audience: { organisationId: row.id } });
      return resolveFeatureFlags(row.featureFlags);
    });
  }
}
