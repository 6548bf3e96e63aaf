/**
 * Market data (issue 24, features/market): one sub-object per part of the module. A lane that adds the domain's
 * `market` messages spreads them here (`...messages.market`), as trading.ts does.
 */
export const marketCatalogue = {
  market: {
    /** The market insights page's prices by region, ex-farm prices and the insights upgrade's lock. */
    insights: {
      lock: {
        title: 'Grain market insights is an upgrade',
        intro: 'With the insights upgrade your business also sees:',
        gives: {
          regional: 'Spot prices by region over the last 52 weeks, on a chart and in a table',
          typical: 'The typical price of each day: (highest + lowest + last price) / 3',
          exFarm: 'Ex-farm prices for each crop in each region',
          futures: 'Futures prices for London feed wheat and Paris milling wheat',
          alerts: 'Price alerts when the market crosses your target price',
        },
        request: 'Request the insights upgrade',
        requested: 'Requested',
        requestedHint: 'Your request is with us: we will be in touch to set the upgrade up.',
        askOwner: 'Ask your account owner to request it from business setup.',
        businessSetup: 'Go to business setup',
        loadError: 'Your upgrade requests could not be loaded',
      },
    },
  },
} as const;
