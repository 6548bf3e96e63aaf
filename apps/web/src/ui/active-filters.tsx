import type { FilterTerm } from '@harvest/domain';
import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One filter of a search reply's `activeFilters`: its name and the terms chosen. */
export interface ActiveFilter {
  name: string;
  terms: { id: string; name: string }[];
}

interface ActiveFiltersProps {
  /** The search reply's active filters, as `Object.entries(reply.activeFilters)`. */
  active: [string, ActiveFilter][];
  /** Takes one term out of the search. */
  onRemove: (term: FilterTerm) => void;
  onClear: () => void;
}

/**
 * The filters a searchable list is narrowed by (the inventory lists and the market), each a badge that removes its
 * term, and a button that clears them all. Nothing is drawn while no filter is on.
 */
export function ActiveFilters({ active, onRemove, onClear }: ActiveFiltersProps) {
  const { t } = useTranslation();
  if (active.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('list.activeFilters')} role="group">
      {active.flatMap(([key, filter]) =>
        filter.terms.map((term) => (
          <Badge
            key={`${key}:${term.id}`}
            variant="light"
            size="lg"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('list.removeFilter', { name: filter.name, term: term.name })}
                onClick={() => onRemove({ key, value: term.id })}
              />
            }
          >
            {filter.name}: {term.name}
          </Badge>
        )),
      )}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('list.clearFilters')}
      </Button>
    </Group>
  );
}
