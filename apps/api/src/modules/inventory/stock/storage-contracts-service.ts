import { messages } from '@harvest/domain';
import type { Executor } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { invalid } from '../errors';
import type { StorageContracts } from '../ports';

/**
 * A stock record's link to one of the business's storage contracts (issue 21: the typed reference becomes a link),
 * read through trading's port. Until trading hands it in, no contract can be linked (and none is named).
 */
export class StorageContractLinks {
  #contracts: StorageContracts | null = null;

  /** app.ts: trading's contracts, once trading is built. */
  use(contracts: StorageContracts): void {
    this.#contracts = contracts;
  }

  /**
   * A link being written must name one of the organisation's storage contracts, else it is a bad storageContractId.
   * Inside the write's transaction: the contract is held, so a delete racing the link waits and then refuses.
   */
  async check(exec: Executor, organisationId: string, id: string | null | undefined): Promise<void> {
    if (!id) return;
    const found = this.#contracts ? await this.#contracts.storageContracts(organisationId, [id], exec, true) : [];
    if (found.length === 0) {
      throw badRequest([invalid('storageContractId', messages.contracts.storageContractUnknown)]);
    }
  }

  /** The numbers of the linked contracts, by contract id, for the records' views. */
  async numbers(
    exec: Executor,
    organisationId: string,
    rows: readonly { storageContractId: string | null }[],
  ): Promise<Map<string, string | null>> {
    const ids = [...new Set(rows.flatMap((row) => (row.storageContractId ? [row.storageContractId] : [])))];
    if (!this.#contracts || ids.length === 0) return new Map();
    const found = await this.#contracts.storageContracts(organisationId, ids, exec);
    return new Map(found.map((contract) => [contract.id, contract.contractNumber]));
  }
}
