import {
  carrierTermsViewSchema,
  jobQuotesViewSchema,
  quoteRequestSchema,
  quoteRequestsQuerySchema,
  quoteRequestViewSchema,
  quoteSubmitSchema,
  quoteViewSchema,
  termsAgreementSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requirePermission } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { QuotesService } from './service';

/** The organiser's side: logistics.jobs (§6 organiser); the carrier's: logistics.carrier. */
const organiser = {
  reads: requirePermission('logistics.jobs', 'read'),
  writes: requirePermission('logistics.jobs', 'write'),
};
const carrier = {
  reads: requirePermission('logistics.carrier', 'read'),
  writes: requirePermission('logistics.carrier', 'write'),
};

const carrierParams = z.object({ carrierId: z.uuid() });

/** Quotes from carriers (trading-logistics §4 Quote, §5): asking, pricing, agreeing terms, accepting. */
export const quoteRoutes = routesOf<{ service: QuotesService }>('logistics', (routes, { service }) => {
  routes.create('/logistics/jobs/:id/quotes', {
    guard: organiser.writes,
    summary: 'Asks carriers to quote for one of the caller’s jobs; a carrier already asked keeps its quote',
    data: jobQuotesViewSchema,
    params: idParams,
    body: quoteRequestSchema,
    handle: ({ caller, params, body }) => service.request(caller, params.id, body),
  });

  routes.get('/logistics/jobs/:id/quotes', {
    guard: organiser.reads,
    summary: 'The quotes of one of the caller’s jobs, side by side, with its standing on each carrier’s terms',
    data: jobQuotesViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.ofJob(caller, params.id),
  });

  routes.post('/logistics/quotes/:id/accept', {
    guard: organiser.writes,
    idempotent: true,
    summary: 'Accepts a submitted quote: declines the others and gives the job to the carrier at its price',
    data: quoteViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.accept(caller, params.id),
  });

  routes.post('/logistics/quotes/:id/cancel', {
    guard: organiser.writes,
    summary: 'Withdraws one request for a quote',
    data: quoteViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.cancel(caller, params.id),
  });

  routes.get('/logistics/carriers/:carrierId/terms', {
    guard: organiser.reads,
    summary: 'A carrier’s current terms and conditions, and whether the caller’s business agreed that version',
    data: carrierTermsViewSchema,
    params: carrierParams,
    handle: ({ caller, params }) => service.terms(caller, params.carrierId),
  });

  routes.post('/logistics/carriers/:carrierId/terms/agreement', {
    guard: organiser.writes,
    summary: 'Agrees the version of a carrier’s terms the caller read',
    data: carrierTermsViewSchema,
    params: carrierParams,
    body: termsAgreementSchema,
    handle: ({ caller, params, body }) => service.agree(caller, params.carrierId, body),
  });

  routes.list('/logistics/quote-requests', {
    guard: carrier.reads,
    summary: 'The caller’s carrier business’s quote requests, newest first, with the jobs they price',
    data: z.array(quoteRequestViewSchema),
    querystring: quoteRequestsQuerySchema,
    handle: ({ caller, query }) => service.requests(caller, query),
  });

  routes.get('/logistics/quote-requests/:id', {
    guard: carrier.reads,
    summary: 'One of the caller’s quote requests with the job it prices',
    data: quoteRequestViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.requestOne(caller, params.id),
  });

  routes.post('/logistics/quotes/:id/open', {
    guard: carrier.writes,
    summary: 'The carrier has read a quote request: it now awaits its price',
    data: quoteRequestViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.open(caller, params.id),
  });

  routes.post('/logistics/quotes/:id/submit', {
    guard: carrier.writes,
    idempotent: true,
    summary: 'The carrier’s price for the job, in pence (again, until the organiser decides)',
    data: quoteRequestViewSchema,
    params: idParams,
    body: quoteSubmitSchema,
    handle: ({ caller, params, body }) => service.submit(caller, params.id, body),
  });

  routes.post('/logistics/quotes/:id/decline', {
    guard: carrier.writes,
    summary: 'The carrier will not quote for the job',
    data: quoteRequestViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.decline(caller, params.id),
  });
});
