import type { ContractDetailView, ContractView, DeliveryView, InvoiceView } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type DemoPerson, type Headers } from '../../test/api-calls';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoInventory } from './demo-inventory';
import { seedDemoTrading } from './demo-trading';

describe('the demo contracts (npm start)', () => {
  let t: TestApp;
  let who: Record<'farmer' | 'buyer', Headers>;
  const data = async <T>(as: DemoPerson & keyof typeof who, path: string) =>
    (await apiCall(t, 'GET', path, who[as])).json().data as T;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedDemoInventory(t.app.platform, t.app.log);
    await seedDemoTrading(t.app.platform, t.app.log);
    await seedDemoContracts(t.app.platform, t.app.log);
    who = await signInDemo(t, 'farmer', 'buyer');
  }, 120_000);
  afterAll(() => t.close());

  it('gives the farm a contract in every state: open, complete, cancelled, partly fixed, rolled over, and storage active, under notice and completed', async () => {
    const contracts = await data<ContractView[]>('farmer', '/trading/contracts?limit=100');
    const states = contracts.map(
      (contract) => `${contract.type} ${contract.status}${contract.noticeGivenAt ? ' (notice)' : ''}`,
    );
    expect(states.sort()).toEqual([
      'premium open',
      'sales cancelled',
      'sales complete',
      'sales open',
      'sales open',
      'sales open',
      'sales open',
      'storage active',
      'storage active (notice)',
      'storage completed (notice)',
    ]);
    const premium = contracts.find((contract) => contract.type === 'premium');
    const premiumDetail = await data<ContractDetailView>('farmer', `/trading/contracts/${premium?.id}`);
    expect(premiumDetail.fixing?.state).toBe('partly-fixed');
    const rolled = contracts.find((contract) => contract.rolledOver);
    const rolledDetail = await data<ContractDetailView>('farmer', `/trading/contracts/${rolled?.id}`);
    expect(rolledDetail.rolledIntoContractIds).toHaveLength(1);
  });

  it('shows the buyer the traded contracts with their deliveries delivered, settled, paid, in transit and planned', async () => {
    const contracts = await data<ContractView[]>('buyer', '/trading/contracts?limit=100');
    const numbers = Object.fromEntries(contracts.map((contract) => [contract.contractNumber, contract]));
    expect(numbers['AGM-C-24117']?.status).toBe('complete');
    const milling = numbers['AGM-C-24131'];
    expect(milling?.status).toBe('open');
    const millingDeliveries = await data<DeliveryView[]>('buyer', `/trading/contracts/${milling?.id}/deliveries`);
    expect(millingDeliveries.map((delivery) => delivery.status).sort()).toEqual(['in-transit', 'planned', 'settled']);
    const feed = await data<DeliveryView[]>('farmer', `/trading/contracts/${numbers['AGM-C-24117']?.id}/deliveries`);
    expect(feed.map((delivery) => delivery.status)).toEqual(['paid']);
    expect(feed[0]?.sample?.deductionsPerTonneMinor).toBeGreaterThan(0);
    expect(feed[0]?.settlement?.pricePerUnitSold).toBeLessThan(18_900);
  });

  it('gives both sides the self-billed invoices of the settled deliveries', async () => {
    const farmers = await data<InvoiceView[]>('farmer', '/trading/invoices?limit=100');
    const buyers = await data<InvoiceView[]>('buyer', '/trading/invoices?limit=100');
    expect(farmers).toHaveLength(2);
    expect(buyers.map((invoice) => invoice.id).sort()).toEqual(farmers.map((invoice) => invoice.id).sort());
    expect(farmers.every((invoice) => invoice.selfBilled)).toBe(true);
  });

  it('adds nothing when the farm already has its contracts', async () => {
    await seedDemoContracts(t.app.platform, t.app.log);
    expect(await data<ContractView[]>('farmer', '/trading/contracts?limit=100')).toHaveLength(10);
  });
});
