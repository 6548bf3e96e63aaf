/**
 * The shared list kits' words (ui/: facet panel, active filters, sortable headings, sort select): the inventory
 * lists, the market and the administrators' tables all read them.
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
} as const;
