/** The client log (features/logs). */
export const logsCatalogue = {
  logs: {
    title: 'Client logs',
    intro: 'What the apps reported, newest first. Entries are kept for {{days}} days unless configured otherwise.',
    search: 'Search',
    searchLabel: 'Message contains',
    level: 'Level',
    allLevels: 'All levels',
    levels: { debug: 'Debug', warn: 'Warning', error: 'Error' },
    loadError: 'The client logs could not be loaded',
    empty: 'No client logs yet',
    emptyFiltered: 'No client logs match this search',
    who: '{{user}} of {{organisation}}',
    source: '{{service}} on {{platform}}, version {{version}}, region {{region}}',
    unknown: 'unknown',
  },
} as const;
