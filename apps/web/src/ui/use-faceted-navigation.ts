import { MODAL_ACTION_PARAM, toggleFilterTerm, type FilterTerm, type SearchParams } from '@harvest/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useModal } from './modals/use-modals';

interface FacetedNavigationOptions {
  /** The search the address asks for now. */
  params: SearchParams;
  /** The page's address (`?…`, or '') for a search: where each list keeps its own extra terms (a tab's type). */
  pageSearch: (params: SearchParams) => string;
  /** False while the list has no filters to show (it failed to load): named then, the host closes them. */
  shown: boolean;
}

/**
 * How a faceted list moves (the inventory lists, contracts, loads, jobs): its filters in the address, so a link
 * reproduces the view; on a phone in the named modal 'filters' (a drawer), where each choice replaces the entry and
 * keeps the drawer open, and closing it with something chosen keeps the choice in the drawer's place in the history
 * (with nothing chosen it is Back). A term is toggled from the address, not the last reply's urls, so a reply still on
 * its way cannot undo a choice just made.
 */
export function useFacetedNavigation({ params, pageSearch, shown }: FacetedNavigationOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const filters = useModal('filters', { shown });
  const current = pageSearch(params);

  // The search as the filters were opened on, to tell on closing whether anything was chosen.
  const openedOn = useRef<string | null>(null);
  useEffect(() => {
    openedOn.current = filters.opened ? (openedOn.current ?? current) : null;
  }, [filters.opened, current]);

  const go = (next: SearchParams) => {
    const address = pageSearch(next);
    if (!filters.opened) {
      void navigate({ pathname: location.pathname, search: address });
      return;
    }
    const kept = new URLSearchParams(address);
    kept.set(MODAL_ACTION_PARAM, new URLSearchParams(location.search).get(MODAL_ACTION_PARAM) ?? '');
    void navigate(
      { pathname: location.pathname, search: `?${kept.toString()}` },
      { replace: true, state: location.state as unknown },
    );
  };
  const closeFilters = () => {
    if (openedOn.current === null || openedOn.current === current) {
      filters.close();
      return;
    }
    void navigate({ pathname: location.pathname, search: current }, { replace: true });
  };
  const toggle = (term: FilterTerm, singleSelect: boolean) => go(toggleFilterTerm(params, term, singleSelect));

  return { phone, filters, go, toggle, closeFilters };
}

export type FacetedNavigation = ReturnType<typeof useFacetedNavigation>;
