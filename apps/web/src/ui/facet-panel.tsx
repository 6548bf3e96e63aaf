import { facetDefinitionLabel, type FacetTerm, type FilterTerm, type SearchAliasDefinition } from '@harvest/domain';
import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FacetPanelProps {
  definition: SearchAliasDefinition;
  facets: Record<string, FacetTerm[]>;
  /** Toggles a term in the search the page shows (a single-select facet's term replaces the other). */
  onToggle: (term: FilterTerm, singleSelect: boolean) => void;
}

/**
 * The filters of a searchable list (spec §3, §4; the inventory lists and the market): each facet's terms with their counts, taken with the other
 * filters applied. A single-select facet is a radio group; choosing its checked term again clears it.
 */
export function FacetPanel({ definition, facets, onToggle }: FacetPanelProps) {
  const { t } = useTranslation();
  const shown = definition.facets.filter((facet) => (facets[facet.key] ?? []).length > 0);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('list.noFilters')}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {shown.map((facet) => {
        const terms = facets[facet.key] ?? [];
        const label = facetDefinitionLabel(facet);
        const text = (term: FacetTerm) => t('list.term', { name: term.name, count: term.count });
        return (
          <fieldset key={facet.key} style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} size="sm" mb={6}>
              {label}
            </Text>
            <Stack gap={6}>
              {terms.map((term) =>
                facet.singleSelect ? (
                  <Radio
                    key={term.id}
                    label={text(term)}
                    checked={term.selected}
                    onChange={() => onToggle({ key: facet.key, value: term.id }, true)}
                    onClick={() => {
                      // A checked radio cannot be unchecked by a change; clicking it again clears the facet.
                      if (term.selected) onToggle({ key: facet.key, value: term.id }, true);
                    }}
                    disabled={term.count === 0 && !term.selected}
                  />
                ) : (
                  <Checkbox
                    key={term.id}
                    label={text(term)}
                    checked={term.selected}
                    onChange={() => onToggle({ key: facet.key, value: term.id }, false)}
                    disabled={term.count === 0 && !term.selected}
                  />
                ),
              )}
            </Stack>
          </fieldset>
        );
      })}
    </Stack>
  );
}
