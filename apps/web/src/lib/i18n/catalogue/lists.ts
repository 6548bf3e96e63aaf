/**
 * The shared list kits' words (ui/: facet panel, active filters, sortable headings, sort select): the inventory
 * lists, the market and the administrators' tables all read them; and the CSV imports' (ui/csv-import: stock, loads).
 */
export const listCatalogue = {
  list: {
    filters: 'Filters',
    showFilters_one: 'Filters ({{count}} on)',
    showFilters_other: 'Filters ({{count}} on)',
    activeFilters: 'Filters in use',
    removeFilter: 'Remove the filter {{name}}: {{term}}',
    clearFilters: 'Clear all filters',
    noMatchHint: 'Remove a filter to see more.',
    noFilters: 'Nothing to filter by yet.',
    term: '{{name}} ({{count}})',
    sortBy: 'Sort by',
    sortAscending: '{{column}}, lowest or A first',
    sortDescending: '{{column}}, highest or Z first',
    /** A list's default order where it is no column's (stock, harvest: by when each was added). */
    sortNewest: 'Most recently added first',
    sortHeadAscending: '{{column}}: sort lowest or A first',
    sortHeadDescending: '{{column}}: sort highest or Z first',
  },
  csvImport: {
    file: 'CSV file',
    limits: 'Up to {{rows}} rows and {{megabytes}} MB.',
    clear: 'Remove the file',
    unreadable: 'The file could not be opened. Please choose it again.',
    checking: 'Checking every row…',
    toCorrect_one:
      '{{count}} of {{rows}} rows needs correcting. Correct it in your spreadsheet, then choose the file again.',
    toCorrect_other:
      '{{count}} of {{rows}} rows need correcting. Correct them in your spreadsheet, then choose the file again.',
    issues: 'Rows to correct',
    columns: { row: 'Row', column: 'Column', message: 'What to correct' },
    wholeRow: 'The whole row',
  },
} as const;
