/** The platform status page (features/platform). */
export const platformCatalogue = {
  platform: {
    title: 'Platform status',
    intro:
      'Harvest brings farm inventory, grain trading and haulage together in one place, for farmers, buyers and carriers.',
    healthTitle: 'API health',
    healthy: 'Healthy',
    unhealthy: 'Unhealthy',
    healthLoading: 'Checking the API',
    healthError: 'The API health could not be checked',
    database: 'Database',
    databaseKind: {
      pglite: 'PGlite (embedded PostgreSQL)',
      postgres: 'PostgreSQL',
    },
    databaseReachable: 'Reachable',
    databaseUnreachable: 'Unreachable',
    migrations: 'Migrations',
    migrationsCurrent: 'Up to date ({{applied}} of {{expected}})',
    migrationsBehind: 'Behind ({{applied}} of {{expected}} applied)',
    apiVersion: 'API version',
    webVersion: 'Web app version',
    minimumClientVersion: 'Oldest supported app',
    linksTitle: 'For developers',
    apiDocs: 'API documentation',
    apiDocsDescription: 'Every call of the API, generated from the same schemas the server checks.',
    mailbox: 'Development mailbox',
    mailboxDescription: 'Emails the platform would have sent, kept here while no mail provider is set up.',
  },
} as const;
