import {
  quoteActions,
  type CarrierTermsView,
  type QuoteJobSummary,
  type QuoteSide,
  type QuoteView,
} from '@harvest/domain';
import type { CarrierTermsRow, JobRow, QuoteRow, StopRow } from './queries';

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/** Where a carrier's terms stand for one organiser: the current version, and whether it agreed that version. */
export interface TermsStanding {
  version: number | null;
  agreed: boolean;
  agreedAt: Date | null;
}

/** A carrier with no terms has nothing to agree: its quotes may be accepted straight away. */
export function termsStanding(
  terms: CarrierTermsRow | undefined,
  agreed: Map<number, Date> | undefined,
): TermsStanding {
  if (!terms) return { version: null, agreed: true, agreedAt: null };
  const agreedAt = agreed?.get(terms.version) ?? null;
  return { version: terms.version, agreed: agreedAt !== null, agreedAt };
}

/** A quote as one side reads it, with what that side may do now. */
export function quoteView(
  row: QuoteRow,
  job: JobRow,
  extra: { side: QuoteSide; carrierName: string; organiserName: string; terms: TermsStanding },
): QuoteView {
  return {
    id: row.id,
    jobId: row.jobId,
    jobReference: job.reference,
    jobStatus: job.status,
    carrierOrganisationId: row.carrierOrganisationId,
    carrierName: extra.carrierName,
    organiserName: extra.organiserName,
    status: row.status,
    priceMinor: row.priceMinor,
    currency: 'GBP',
    note: row.note,
    requestedAt: iso(row.requestedAt),
    submittedAt: isoOrNull(row.submittedAt),
    decidedAt: isoOrNull(row.decidedAt),
    termsVersion: extra.terms.version,
    termsAgreed: extra.terms.agreed,
    actions: quoteActions(extra.side, row.status, job.status),
  };
}

/** What the carrier pricing a job reads of it. */
export function jobSummary(job: JobRow, stops: StopRow[], loads: { weightKg: number; count: number }): QuoteJobSummary {
  return {
    reference: job.reference,
    type: job.type,
    pickupAt: iso(job.pickupAt),
    stops: stops.map((stop) => ({
      position: stop.position,
      type: stop.type,
      waypointType: stop.waypointType,
      name: stop.name,
      postcode: stop.postcode,
    })),
    loadsWeightKg: loads.weightKg,
    loadsCount: loads.count,
    distanceMetres: job.route?.distanceMetres ?? null,
    requireGrainSample: job.requireGrainSample,
    driverNotes: job.driverNotes,
  };
}

/** A carrier's terms as an organiser reads them before agreeing. */
export function carrierTermsView(
  carrier: { id: string; name: string },
  terms: CarrierTermsRow | undefined,
  standing: TermsStanding,
): CarrierTermsView {
  return {
    carrierOrganisationId: carrier.id,
    carrierName: carrier.name,
    version: terms?.version ?? null,
    content: terms?.content ?? null,
    updatedAt: terms ? iso(terms.updatedAt) : null,
    agreed: standing.agreed,
    agreedAt: isoOrNull(standing.agreedAt),
  };
}
