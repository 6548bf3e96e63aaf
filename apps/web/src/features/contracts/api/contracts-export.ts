import {
  PAGE_SIZE_DEFAULT,
  searchQueryString,
  tradingSearchPath,
  type ContractStatus,
  type ContractType,
  type FilterTerm,
} from '@harvest/domain';

/**
 * The tab's contracts as the contracts search filters them (GET /api/search/trading/contracts): its type and the
 * chosen status. ExportCsvButton adds `format=csv` and drops the paging, so the file is every contract they match.
 */
export function contractsExport(type: ContractType, status: ContractStatus | null) {
  const filters: FilterTerm[] = [{ key: 'type', value: type }, ...(status ? [{ key: 'status', value: status }] : [])];
  return {
    path: tradingSearchPath('contracts'),
    query: searchQueryString({ offset: 0, limit: PAGE_SIZE_DEFAULT, format: 'json', filters }),
  };
}
