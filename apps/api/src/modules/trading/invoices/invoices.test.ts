import { messages, type ContractView, type InvoiceView, type TradeRequestView, type WantedView } from '@harvest/domain';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { addRivalSeller, expectData, signInTraders, unitIdOf, type Trader } from '../../../../test/trading-world';
import type { ContractRow } from '../contracts/queries';
import { tradingContracts } from '../contracts/tables';
import type { InvoiceDraft } from './service';

const words = messages.invoices;

describe('invoices: gap-free numbers, the business’s tax settings and a PDF (issue 21)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let contract: ContractRow;

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, as: Headers, body?: object) =>
    apiCall(t, method, path, as, body);
  const db = () => t.app.platform.database.db;
  const draft = (overrides: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
    contract,
    issuer: 'seller',
    invoiceDate: '2026-12-18',
    paymentDays: 10,
    lines: [
      { description: 'Wheat delivered 14 December 2026', quantityKg: 29_140, unitPriceMinor: 19_800 },
      { description: 'Moisture 15.2%: drying', amountMinor: -2_040 },
    ],
    ...overrides,
  });
  const issue = (overrides: Partial<InvoiceDraft> = {}) =>
    db().transaction((tx) => t.app.platform.services.invoices.issue(tx, draft(overrides)));
  const pdfText = async (id: string, as: Headers) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/trading/invoices/${id}/pdf`, headers: as });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(reply.rawPayload));
    return (await extractText(pdf, { mergePages: true })).text;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await addRivalSeller(t);
    who = await signInTraders(t);
    // A trade between Hillside and Anglia, through a trade request Anglia accepts.
    const wanted = await expectData<WantedView>(
      await call('POST', '/trading/wanted', who.buyer, {
        commodityId: 'wheat',
        quantityMinKg: 20_000,
        quantityMaxKg: 80_000,
        months: ['2027-01'],
      }),
      201,
    );
    const request = await expectData<TradeRequestView>(
      await call('POST', '/trading/trade-requests', who.farmer, {
        wantedId: wanted.id,
        businessUnitId: await unitIdOf(t, 'Hillside Farm'),
        quantityKg: 29_000,
        month: '2027-01',
        pricePerUnit: 19_800,
      }),
      201,
    );
    await expectData(
      await call('PATCH', `/trading/trade-requests/${request.id}/close`, who.buyer, { outcome: 'accepted' }),
    );
    const [view] = await expectData<ContractView[]>(await call('GET', '/trading/contracts', who.farmer));
    contract = (await db().select().from(tradingContracts).where(eq(tradingContracts.id, view!.id)))[0]!;
    await rows(
      t,
      sql`update organisations set invoice_settings = ${JSON.stringify({
        invoicePrefix: 'HFP',
        salesTaxLabel: 'VAT',
        salesTaxPercentage: 20,
        taxNumber: '123 4567 89',
      })}::jsonb, branding = ${JSON.stringify({ primaryColour: '#3A7D44' })}::jsonb
        where name = 'Hillside Farm Partnership' returning id`,
    );
  });
  afterAll(async () => t?.close());

  it('issues one in the seller’s sequence with its prefix and tax, due ten working days on (past Christmas)', async () => {
    const row = await issue();
    const view = await expectData<InvoiceView>(await call('GET', `/trading/invoices/${row.id}`, who.farmer));
    expect(view).toMatchObject({
      reference: 'HFP-000001',
      contractId: contract.id,
      issuer: { name: 'Hillside Farm Partnership' },
      recipient: { name: 'Anglia Grain Merchants Ltd' },
      selfBilled: false,
      invoiceDate: '2026-12-18',
      dueDate: '2027-01-06',
      currency: 'GBP',
      // 29.14 t at £198 is £5,769.72, less £20.40 drying
      netMinor: 574_932,
      taxLabel: 'VAT',
      taxPercentage: 20,
      taxNumber: '123 4567 89',
      taxMinor: 114_986,
      totalMinor: 689_918,
    });
    expect(view.lines[0]).toEqual({
      description: 'Wheat delivered 14 December 2026',
      quantityKg: 29_140,
      unitPriceMinor: 19_800,
      amountMinor: 576_972,
    });
    // The recipient reads it too; anyone else is told it does not exist.
    expect((await expectData<InvoiceView>(await call('GET', `/trading/invoices/${row.id}`, who.buyer))).id).toBe(
      row.id,
    );
    expect((await call('GET', `/trading/invoices/${row.id}`, who.rival)).statusCode).toBe(404);
    expect((await call('GET', `/trading/invoices/${row.id}/pdf`, who.rival)).statusCode).toBe(404);
    const buyers = await expectData<InvoiceView[]>(await call('GET', '/trading/invoices', who.buyer));
    expect(buyers.map((each) => each.id)).toContain(row.id);
    expect(await expectData<InvoiceView[]>(await call('GET', '/trading/invoices', who.rival))).toEqual([]);
  });

  it('downloads as a PDF whose words are the invoice’s, for both parties', async () => {
    const [first] = await expectData<InvoiceView[]>(await call('GET', '/trading/invoices', who.farmer));
    for (const as of [who.farmer, who.buyer]) {
      const text = await pdfText(first!.id, as);
      for (const expected of [
        'Hillside Farm Partnership',
        words.title,
        'HFP-000001',
        '18 December 2026',
        '6 January 2027',
        'Anglia Grain Merchants Ltd',
        'Wheat delivered 14 December 2026',
        '29.14',
        '£198.00',
        '£5,769.72',
        '-£20.40',
        'VAT (20%)',
        '£1,149.86',
        '£6,899.18',
        'Tax number 123 4567 89',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain(words.selfBilledWording);
    }
  });

  it('self-billing: the buyer writes the seller’s invoice in its own sequence, at the seller’s tax, with the words', async () => {
    const row = await issue({ issuer: 'buyer' });
    const view = await expectData<InvoiceView>(await call('GET', `/trading/invoices/${row.id}`, who.buyer));
    expect(view).toMatchObject({
      selfBilled: true,
      issuer: { name: 'Anglia Grain Merchants Ltd' },
      recipient: { name: 'Hillside Farm Partnership' },
      reference: '000001',
      taxLabel: 'VAT',
      taxNumber: '123 4567 89',
      taxMinor: 114_986,
    });
    const text = await pdfText(row.id, who.farmer);
    expect(text).toContain(words.selfBilledTitle);
    expect(text).toContain(words.selfBilledWording);
    // The supplier heads it; the buyer is the customer it is to.
    expect(text.indexOf('Hillside Farm Partnership')).toBeLessThan(text.indexOf('Anglia Grain Merchants Ltd'));
  });

  it('refuses to invoice a contract whose other party is not on the platform (entered by the seller)', async () => {
    const entered = await expectData<ContractView>(
      await call('POST', '/trading/contracts', who.farmer, {
        type: 'sales',
        sellerBusinessUnitId: await unitIdOf(t, 'Hillside Farm'),
        contractNumber: 'OFF-2026-7',
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        pricePerUnit: 19_000,
        priceType: 'fixed',
        totalWeightKg: 29_000,
        commodityId: 'wheat',
        counterparty: { name: 'Fen Edge Mill' },
      }),
      201,
    );
    const row = (await db().select().from(tradingContracts).where(eq(tradingContracts.id, entered.id)))[0]!;
    await expect(issue({ contract: row })).rejects.toThrow(messages.contracts.invoiceNeedsBuyer);
  });

  it('numbers stay gap-free under 20 settlements at once, and a settlement that fails gives its number back', async () => {
    const before = await rows<{ n: number }>(
      t,
      sql`select coalesce(max(number), 0)::int as n from trading_invoices
          where organisation_id = ${contract.sellerOrganisationId}`,
    );
    const start = before[0]!.n;
    await expect(
      db().transaction(async (tx) => {
        await t.app.platform.services.invoices.issue(tx, draft());
        throw new Error('the settlement failed after numbering its invoice');
      }),
    ).rejects.toThrow('the settlement failed');
    await Promise.all(Array.from({ length: 20 }, () => issue()));
    const numbers = await rows<{ number: number; reference: string }>(
      t,
      sql`select number, reference from trading_invoices where organisation_id = ${contract.sellerOrganisationId}
          order by number`,
    );
    expect(numbers.map((row) => row.number)).toEqual(Array.from({ length: start + 20 }, (_, index) => index + 1));
    expect(numbers.at(-1)?.reference).toBe(`HFP-${String(start + 20).padStart(6, '0')}`);
  });

  it('lists one contract’s invoices with contractId (another contract’s, or one not the caller’s, are not there)', async () => {
    const row = await issue();
    const ofContract = await expectData<InvoiceView[]>(
      await call('GET', `/trading/invoices?contractId=${contract.id}`, who.farmer),
    );
    expect(ofContract.map((each) => each.id)).toContain(row.id);
    expect(ofContract.every((each) => each.contractId === contract.id)).toBe(true);
    const elsewhere = '00000000-0000-4000-8000-000000000000';
    expect(
      await expectData<InvoiceView[]>(await call('GET', `/trading/invoices?contractId=${elsewhere}`, who.farmer)),
    ).toEqual([]);
    expect(
      await expectData<InvoiceView[]>(await call('GET', `/trading/invoices?contractId=${contract.id}`, who.rival)),
    ).toEqual([]);
    const refused = await call('GET', '/trading/invoices?contractId=not-an-id', who.farmer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().validation[0].field).toBe('contractId');
  });
});
