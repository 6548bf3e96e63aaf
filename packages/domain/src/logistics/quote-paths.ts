/**
 * The pages quotes' notifications lead to (the web's paths.ts lists them too). Apart from the quote rules, which
 * build zod schemas: the web's first script reads its paths and must not carry zod.
 */
export const QUOTE_PATHS = {
  /** The carrier's quote requests to price. */
  requests: '/logistics/quote-requests',
  /** The organiser's quotes of one job, side by side. */
  jobQuotes: (jobId: string) => `/logistics/jobs/${jobId}/quotes`,
} as const;
