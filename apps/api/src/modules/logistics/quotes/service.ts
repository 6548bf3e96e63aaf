import {
  canMoveQuote,
  formatMessage,
  formatMoney,
  jobTakesQuotes,
  messages,
  QUOTE_PATHS,
  type CarrierTermsView,
  type JobQuotesView,
  type NotificationType,
  type QuoteRequest,
  type QuoteRequestsQuery,
  type QuoteRequestView,
  type QuoteStatus,
  type QuoteSubmit,
  type QuoteView,
  type TermsAgreementInput,
  type ValidationIssue,
} from '@harvest/domain';
import { actingOrganisationId, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor, Tx } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import type { LogisticsDirectory, LogisticsNotifier } from '../ports';
import {
  agreementsOf,
  carrierQuotesPage,
  declineOtherOpenQuotes,
  findJob,
  findJobs,
  findQuote,
  holdCarrierTerms,
  insertAgreement,
  insertQuotes,
  loadTotalsOfJobs,
  lockJob,
  lockQuote,
  openQuoteCount,
  quotesOfJob,
  stopsOfJobs,
  termsOfCarriers,
  updateJob,
  updateQuote,
  type JobRow,
  type QuoteRow,
} from './queries';
import { carrierTermsView, jobSummary, quoteView, termsStanding } from './views';

const n = messages.logistics.quoteNotifications;

const pickupFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** One in-app notification to a business's members, about a quote. */
interface QuoteNotice {
  organisationId: string;
  title: string;
  message: string;
  type: NotificationType;
  path: string;
  quote: QuoteRow;
}

/**
 * Quotes from carriers (trading-logistics §4 Quote, §5): the organiser asks carriers to quote for a job, each
 * carrier opens, prices (or declines) its request, and the organiser accepts one price once it has agreed that
 * carrier's terms, which declines the others and gives the job to the carrier. Every change to a job's quotes
 * locks the job's row first, so of two acceptances at once one wins and the other finds the job assigned.
 */
export class QuotesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly directory: LogisticsDirectory,
    private readonly notifier: LogisticsNotifier,
  ) {}

  // The organiser's side

  /**
   * Asks carriers for quotes: one request per carrier, a carrier already asked keeps its quote, and the job goes
   * out for quote. Each must be a carrier business other than the organiser's own.
   */
  async request(principal: Principal, jobId: string, input: QuoteRequest): Promise<JobQuotesView> {
    const organisationId = actingOrganisationId(principal);
    const carrierIds = [...new Set(input.carrierOrganisationIds)];
    return this.db.transaction(async (tx) => {
      const job = await this.ownJob(tx, organisationId, jobId, true);
      if (!jobTakesQuotes(job.status)) throw conflict(messages.logistics.quoteRequestFailed);
      const carriers = await this.directory.carrierIds(tx, carrierIds);
      const issues = input.carrierOrganisationIds.flatMap((id, index): ValidationIssue[] => {
        const field = `carrierOrganisationIds.${index}`;
        if (id === organisationId) return [{ field, message: messages.logistics.carrierIsOrganiser }];
        if (!carriers.has(id)) return [{ field, message: messages.logistics.carrierNotFound }];
        return [];
      });
      if (issues[0]) throw badRequest(issues, issues[0].message);
      const now = this.clock.now();
      const asked = await insertQuotes(
        tx,
        carrierIds.map((carrierOrganisationId) => ({
          jobId: job.id,
          carrierOrganisationId,
          status: 'requested' as const,
          requestedBy: principal.userId,
          requestedAt: now,
        })),
      );
      const moved = await this.settleJob(tx, job);
      const organiser = await this.nameOf(tx, organisationId);
      const pickup = pickupFormat.format(job.pickupAt);
      await this.tell(
        tx,
        asked.map((quote) => ({
          organisationId: quote.carrierOrganisationId,
          title: n.requestedTitle,
          message: formatMessage(n.requestedMessage, { organiser, reference: job.reference, pickup }),
          type: 'information',
          path: QUOTE_PATHS.requests,
          quote,
        })),
      );
      return this.jobQuotes(tx, moved);
    });
  }

  /** The job's quotes side by side, each with whether the organiser agreed that carrier's current terms. */
  async ofJob(principal: Principal, jobId: string): Promise<JobQuotesView> {
    const job = await this.ownJob(this.db, actingOrganisationId(principal), jobId, false);
    return this.jobQuotes(this.db, job);
  }

  /**
   * Accepts a submitted quote (§5: the carrier's terms agreed first): declines every other open quote of the job
   * and gives the job to the carrier at the quoted price, in one transaction.
   */
  async accept(principal: Principal, quoteId: string): Promise<QuoteView> {
    const organisationId = actingOrganisationId(principal);
    return this.db.transaction(async (tx) => {
      const { job, quote } = await this.organisersQuote(tx, organisationId, quoteId);
      if (quote.status !== 'submitted' || !jobTakesQuotes(job.status) || quote.priceMinor === null) {
        throw conflict(messages.logistics.quoteRequestFailed);
      }
      const terms = await holdCarrierTerms(tx, quote.carrierOrganisationId);
      const agreed = await agreementsOf(tx, organisationId, [quote.carrierOrganisationId]);
      if (!termsStanding(terms ?? undefined, agreed.get(quote.carrierOrganisationId)).agreed) {
        throw conflict(messages.logistics.termsNotAgreed);
      }
      const now = this.clock.now();
      const decided = { decidedAt: now, decidedBy: principal.userId };
      const accepted = await updateQuote(tx, quote.id, { ...decided, status: 'accepted' });
      const declined = await declineOtherOpenQuotes(tx, job.id, quote.id, decided);
      const assigned = await updateJob(tx, job.id, {
        carrierOrganisationId: quote.carrierOrganisationId,
        priceMinor: quote.priceMinor,
        status: 'assigned',
        updatedAt: now,
      });
      const organiser = await this.nameOf(tx, organisationId);
      const price = formatMoney(quote.priceMinor);
      await this.tell(tx, [
        {
          organisationId: accepted.carrierOrganisationId,
          title: n.acceptedTitle,
          message: formatMessage(n.acceptedMessage, { organiser, price, reference: job.reference }),
          type: 'success',
          path: QUOTE_PATHS.requests,
          quote: accepted,
        },
        ...declined.map((other) => ({
          organisationId: other.carrierOrganisationId,
          title: n.declinedTitle,
          message: formatMessage(n.declinedMessage, { organiser, reference: job.reference }),
          type: 'information' as const,
          path: QUOTE_PATHS.requests,
          quote: other,
        })),
      ]);
      return this.organiserView(tx, assigned, accepted);
    });
  }

  /** Withdraws one request; a job left without an open quote waits for quotes again. */
  async cancel(principal: Principal, quoteId: string): Promise<QuoteView> {
    const organisationId = actingOrganisationId(principal);
    return this.db.transaction(async (tx) => {
      const { job, quote } = await this.organisersQuote(tx, organisationId, quoteId);
      const { job: settled, quote: cancelled } = await this.close(tx, principal, job, quote, 'cancelled');
      const organiser = await this.nameOf(tx, organisationId);
      await this.tell(tx, [
        {
          organisationId: cancelled.carrierOrganisationId,
          title: n.cancelledTitle,
          message: formatMessage(n.cancelledMessage, { organiser, reference: job.reference }),
          type: 'information',
          path: QUOTE_PATHS.requests,
          quote: cancelled,
        },
      ]);
      return this.organiserView(tx, settled, cancelled);
    });
  }

  // Carriers' terms, as organisers read and agree them

  async terms(principal: Principal, carrierId: string): Promise<CarrierTermsView> {
    return this.termsView(this.db, actingOrganisationId(principal), carrierId);
  }

  /**
   * Records that the organisation agreed the version of the carrier's terms it read; a version since replaced is
   * refused, so nobody agrees to words they did not see.
   */
  async agree(principal: Principal, carrierId: string, input: TermsAgreementInput): Promise<CarrierTermsView> {
    const organisationId = actingOrganisationId(principal);
    return this.db.transaction(async (tx) => {
      await this.carrier(tx, organisationId, carrierId);
      const terms = await holdCarrierTerms(tx, carrierId);
      if (!terms) throw conflict(messages.logistics.noTermsToAgree);
      if (terms.version !== input.version) throw conflict(messages.logistics.termsChanged);
      await insertAgreement(tx, {
        organiserOrganisationId: organisationId,
        carrierOrganisationId: carrierId,
        version: terms.version,
        agreedBy: principal.userId,
        agreedAt: this.clock.now(),
      });
      return this.termsView(tx, organisationId, carrierId);
    });
  }

  // The carrier's side

  /** The carrier's quote requests with the jobs they price, newest first. */
  async requests(principal: Principal, query: QuoteRequestsQuery) {
    const organisationId = actingOrganisationId(principal);
    const { rows, total } = await carrierQuotesPage(this.db, organisationId, query.status, query);
    return { items: await this.requestViews(this.db, rows), total };
  }

  async requestOne(principal: Principal, quoteId: string): Promise<QuoteRequestView> {
    const quote = await this.carriersQuote(this.db, actingOrganisationId(principal), quoteId, false);
    return this.oneRequestView(this.db, quote);
  }

  /** The carrier has read the request: it now awaits its price. Opening it again changes nothing. */
  async open(principal: Principal, quoteId: string): Promise<QuoteRequestView> {
    const organisationId = actingOrganisationId(principal);
    return this.db.transaction(async (tx) => {
      const { job, quote } = await this.carriersQuoteWithJob(tx, organisationId, quoteId);
      if (quote.status !== 'requested' || !jobTakesQuotes(job.status)) return this.oneRequestView(tx, quote);
      return this.oneRequestView(tx, await updateQuote(tx, quote.id, { status: 'awaiting-pricing' }));
    });
  }

  /** The carrier's price for the job (again, while the organiser has not decided); the organiser is told. */
  async submit(principal: Principal, quoteId: string, input: QuoteSubmit): Promise<QuoteRequestView> {
    const organisationId = actingOrganisationId(principal);
    return this.db.transaction(async (tx) => {
      const { job, quote } = await this.carriersQuoteWithJob(tx, organisationId, quoteId);
      if (!canMoveQuote(quote.status, 'submitted') || !jobTakesQuotes(job.status)) {
        throw conflict(messages.logistics.quoteRequestFailed);
      }
      const submitted = await updateQuote(tx, quote.id, {
        status: 'submitted',
        priceMinor: input.priceMinor,
        note: input.note ?? null,
        submittedBy: principal.userId,
        submittedAt: this.clock.now(),
      });
      const carrier = await this.nameOf(tx, organisationId);
      await this.tell(tx, [
        {
          organisationId: job.organiserOrganisationId,
          title: n.submittedTitle,
          message: formatMessage(n.submittedMessage, {
            carrier,
            price: formatMoney(input.priceMinor),
            reference: job.reference,
          }),
          type: 'information',
          path: QUOTE_PATHS.jobQuotes(job.id),
          quote: submitted,
        },
      ]);
      return this.oneRequestView(tx, submitted);
    });
  }

  /** The carrier will not quote (or withdraws its price); the organiser is told. */
  async decline(principal: Principal, quoteId: string): Promise<QuoteRequestView> {
    const organisationId = actingOrganisationId(principal);
    return this.db.transaction(async (tx) => {
      const found = await this.carriersQuoteWithJob(tx, organisationId, quoteId);
      const { job, quote } = await this.close(tx, principal, found.job, found.quote, 'declined');
      const carrier = await this.nameOf(tx, organisationId);
      await this.tell(tx, [
        {
          organisationId: job.organiserOrganisationId,
          title: n.carrierDeclinedTitle,
          message: formatMessage(n.carrierDeclinedMessage, { carrier, reference: job.reference }),
          type: 'warning',
          path: QUOTE_PATHS.jobQuotes(job.id),
          quote,
        },
      ]);
      return this.oneRequestView(tx, quote);
    });
  }

  // Shared steps

  /** The organiser's own job (another business's is 404), locked when it is about to change. */
  private async ownJob(exec: Executor, organisationId: string, jobId: string, lock: boolean): Promise<JobRow> {
    const job = lock ? await lockJob(exec, jobId) : await findJob(exec, jobId);
    if (!job || job.organiserOrganisationId !== organisationId) throw notFound();
    return job;
  }

  /** A quote of one of the organiser's jobs, with the job locked before the quote (the order every change takes). */
  private async organisersQuote(tx: Tx, organisationId: string, quoteId: string) {
    const seen = await findQuote(tx, quoteId);
    if (!seen) throw notFound();
    const job = await this.ownJob(tx, organisationId, seen.jobId, true);
    const quote = await lockQuote(tx, quoteId);
    if (!quote) throw notFound();
    return { job, quote };
  }

  /** The carrier's own quote (another carrier's is 404). */
  private async carriersQuote(exec: Executor, organisationId: string, quoteId: string, lock: boolean) {
    const quote = lock ? await lockQuote(exec, quoteId) : await findQuote(exec, quoteId);
    if (!quote || quote.carrierOrganisationId !== organisationId) throw notFound();
    return quote;
  }

  /** The carrier's quote with its job, the job locked before the quote (the order every change takes). */
  private async carriersQuoteWithJob(tx: Tx, organisationId: string, quoteId: string) {
    const seen = await this.carriersQuote(tx, organisationId, quoteId, false);
    const job = await lockJob(tx, seen.jobId);
    if (!job) throw notFound();
    const quote = await this.carriersQuote(tx, organisationId, quoteId, true);
    return { job, quote };
  }

  /** Declines or cancels a quote; the job waits for quotes again once none is open. */
  private async close(
    tx: Tx,
    principal: Principal,
    job: JobRow,
    quote: QuoteRow,
    to: Extract<QuoteStatus, 'declined' | 'cancelled'>,
  ): Promise<{ job: JobRow; quote: QuoteRow }> {
    if (!canMoveQuote(quote.status, to) || !jobTakesQuotes(job.status)) {
      throw conflict(messages.logistics.quoteRequestFailed);
    }
    const closed = await updateQuote(tx, quote.id, {
      status: to,
      decidedAt: this.clock.now(),
      decidedBy: principal.userId,
    });
    return { job: await this.settleJob(tx, job), quote: closed };
  }

  /** Out for quote while any quote is open; awaiting quotes once every one is declined or cancelled. */
  private async settleJob(tx: Tx, job: JobRow): Promise<JobRow> {
    const status = (await openQuoteCount(tx, job.id)) > 0 ? 'out-for-quote' : 'awaiting-quotes';
    if (status === job.status) return job;
    return updateJob(tx, job.id, { status, updatedAt: this.clock.now() });
  }

  /** A business the organiser may ask or agree terms with: a carrier (404 otherwise, and for its own business). */
  private async carrier(exec: Executor, organisationId: string, carrierId: string) {
    if (carrierId === organisationId || !(await this.directory.carrierIds(exec, [carrierId])).has(carrierId)) {
      throw notFound();
    }
    const [ref] = await this.directory.refs([carrierId], exec);
    return { id: carrierId, name: ref?.name ?? '' };
  }

  private async termsView(exec: Executor, organisationId: string, carrierId: string): Promise<CarrierTermsView> {
    const carrier = await this.carrier(exec, organisationId, carrierId);
    const terms = (await termsOfCarriers(exec, [carrierId])).get(carrierId);
    const agreed = (await agreementsOf(exec, organisationId, [carrierId])).get(carrierId);
    return carrierTermsView(carrier, terms, termsStanding(terms, agreed));
  }

  private async names(exec: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    const refs = await this.directory.refs([...new Set(ids)], exec);
    return new Map(refs.map((ref) => [ref.id, ref.name]));
  }

  private async nameOf(exec: Executor, organisationId: string): Promise<string> {
    return (await this.names(exec, [organisationId])).get(organisationId) ?? '';
  }

  /** The organiser's job (what was asked, and of whom) with its quotes. */
  private async jobQuotes(exec: Executor, job: JobRow): Promise<JobQuotesView> {
    const [quotes, stops, loads, names] = await Promise.all([
      quotesOfJob(exec, job.id),
      stopsOfJobs(exec, [job.id]),
      loadTotalsOfJobs(exec, [job.id]),
      this.names(exec, job.carrierOrganisationId ? [job.carrierOrganisationId] : []),
    ]);
    const summary = jobSummary(job, stops.get(job.id) ?? [], loads.get(job.id) ?? { weightKg: 0, count: 0 });
    return {
      job: {
        ...summary,
        id: job.id,
        status: job.status,
        carrierName: job.carrierOrganisationId ? (names.get(job.carrierOrganisationId) ?? '') : null,
      },
      quotes: await this.jobQuoteViews(exec, job, quotes),
    };
  }

  /** The organiser's views of a job's quotes, with its standing on each carrier's terms. */
  private async jobQuoteViews(exec: Executor, job: JobRow, quotes: QuoteRow[]): Promise<QuoteView[]> {
    const carrierIds = quotes.map((quote) => quote.carrierOrganisationId);
    const [names, terms, agreed] = await Promise.all([
      this.names(exec, [job.organiserOrganisationId, ...carrierIds]),
      termsOfCarriers(exec, carrierIds),
      agreementsOf(exec, job.organiserOrganisationId, carrierIds),
    ]);
    return quotes.map((quote) =>
      quoteView(quote, job, {
        side: 'organiser',
        carrierName: names.get(quote.carrierOrganisationId) ?? '',
        organiserName: names.get(job.organiserOrganisationId) ?? '',
        terms: termsStanding(terms.get(quote.carrierOrganisationId), agreed.get(quote.carrierOrganisationId)),
      }),
    );
  }

  private async organiserView(exec: Executor, job: JobRow, quote: QuoteRow): Promise<QuoteView> {
    const [view] = await this.jobQuoteViews(exec, job, [quote]);
    if (!view) throw notFound();
    return view;
  }

  /** The carrier's views: each quote with the job it prices (stops, pickup, loads). */
  private async requestViews(exec: Executor, quotes: QuoteRow[]): Promise<QuoteRequestView[]> {
    const jobIds = quotes.map((quote) => quote.jobId);
    const jobs = await findJobs(exec, jobIds);
    const [names, stops, loads] = await Promise.all([
      this.names(exec, [
        ...quotes.map((quote) => quote.carrierOrganisationId),
        ...[...jobs.values()].map((job) => job.organiserOrganisationId),
      ]),
      stopsOfJobs(exec, jobIds),
      loadTotalsOfJobs(exec, jobIds),
    ]);
    return quotes.flatMap((quote) => {
      const job = jobs.get(quote.jobId);
      if (!job) return [];
      const view = quoteView(quote, job, {
        side: 'carrier',
        carrierName: names.get(quote.carrierOrganisationId) ?? '',
        organiserName: names.get(job.organiserOrganisationId) ?? '',
        // The organiser's agreement is the organiser's business; the carrier reads only its own terms' version.
        terms: { version: null, agreed: false, agreedAt: null },
      });
      return [
        { ...view, job: jobSummary(job, stops.get(job.id) ?? [], loads.get(job.id) ?? { weightKg: 0, count: 0 }) },
      ];
    });
  }

  private async oneRequestView(exec: Executor, quote: QuoteRow): Promise<QuoteRequestView> {
    const [view] = await this.requestViews(exec, [quote]);
    if (!view) throw notFound();
    return view;
  }

  /** Tells each business its news in the app, in the transaction that made it (topic 'logistics'). */
  private async tell(tx: Tx, notices: readonly QuoteNotice[]): Promise<void> {
    for (const notice of notices) {
      await this.notifier.notify(
        tx,
        { organisationId: notice.organisationId },
        {
          title: notice.title,
          message: notice.message,
          type: notice.type,
          organisationId: notice.organisationId,
          data: { topic: 'logistics', quoteId: notice.quote.id, jobId: notice.quote.jobId },
          callToAction: { actions: [{ label: n.openAction, isPrimary: true, redirect: { path: notice.path } }] },
        },
      );
    }
  }
}
