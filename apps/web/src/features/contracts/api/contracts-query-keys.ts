import type { ContractStatus, ContractType } from '@harvest/domain';

/** Every contracts query sits under this key, so one change refreshes the list and the contract together. */
export const CONTRACTS_QUERY_KEY = ['contracts'] as const;

export interface ContractsFilter {
  type: ContractType;
  status: ContractStatus | null;
  offset: number;
}

export const contractsQueryKey = (filter: ContractsFilter) => [...CONTRACTS_QUERY_KEY, 'list', filter] as const;
export const contractQueryKey = (id: string) => [...CONTRACTS_QUERY_KEY, 'contract', id] as const;
