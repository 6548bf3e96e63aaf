import {
  messages,
  type ContractView,
  type DeliveryView,
  type InvoiceView,
  type StockRecord,
  type TradeView,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { uploadRequest } from '../../../../test/authorisation-world';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  addRivalSeller,
  bidBody,
  createListing,
  expectData,
  listingBody,
  sendBid,
  signInTraders,
  unitIdOf,
  type Trader,
} from '../../../../test/trading-world';

const words = messages.settlements;
const at = (instant: string) => new Date(instant);

describe('settlement per delivery: its invoice, its payment, the contract complete (trading §3, §4)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let store: string;
  let ticket: string;
  /** 100 t of feed wheat for December 2026, paid 10 working days after the invoice. */
  let main: ContractView;
  /** The same, for the twenty settlements at once. */
  let many: ContractView;

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, path: string, as: Headers, body?: object) => apiCall(t, method, path, as, body);
  const deliveries = (contract: ContractView) => `/trading/contracts/${contract.id}/deliveries`;
  const settlement = (contract: ContractView, delivery: DeliveryView) =>
    `${deliveries(contract)}/${delivery.id}/settlement`;
  const moveClock = async (instant: string) => {
    t.clock.set(at(instant));
    who = await signInTraders(t);
  };
  const deliveryAs = async (as: Headers, contract: ContractView, id: string) => {
    const all = await expectData<DeliveryView[]>(await call('GET', deliveries(contract), as));
    const found = all.find((each) => each.id === id);
    if (!found) throw new Error('no such delivery');
    return found;
  };
  const contractAs = (as: Headers, contract: ContractView) =>
    call('GET', `/trading/contracts/${contract.id}`, as).then((reply) => expectData<ContractView>(reply));

  async function upload(as: Headers, type: string): Promise<string> {
    const reply = await t.app.inject(
      uploadRequest(
        [
          { name: 'bucket', value: 'files' },
          { name: 'type', value: type },
          { name: 'file', filename: `${type}.txt`, data: Buffer.from(type), contentType: 'text/plain' },
        ],
        as,
      ),
    );
    const [file] = await expectData<{ id: string }[]>(reply, 201);
    return file!.id;
  }

  /** An accepted trade of 100 t of feed wheat delivered to the buyer; its contract as the seller reads it. */
  async function openContract(): Promise<ContractView> {
    const listing = await createListing(
      t,
      who.farmer,
      listingBody(t, hillside, {
        haulage: 'delivered',
        deliveryPostcode: 'CB1 1AA',
        specification: { specificationId: 'wheat-feed', measures: { moisture: { min: null, max: 15 } } },
      }),
    );
    const offer = await sendBid(t, who.buyer, bidBody(listing));
    const before = t.clock.now();
    await moveClock(listing.reviewAt);
    const trade = await expectData<{ contractId: string }>(
      await call('PATCH', `/trading/bids/${offer.id}/accept`, who.farmer, {
        optionId: offer.options[0]!.id,
        quantityKg: 100_000,
      }),
    );
    t.clock.set(before);
    who = await signInTraders(t);
    const contracts = await expectData<ContractView[]>(await call('GET', '/trading/contracts?limit=100', who.farmer));
    const contract = contracts.find((each) => each.id === trade.contractId) ?? contracts[0];
    if (!contract) throw new Error('no contract opened');
    // Payment in 10 working days (either party sets the payment terms).
    return expectData<ContractView>(
      await call('PATCH', `/trading/contracts/${contract.id}`, who.farmer, { paymentDays: 10 }),
    );
  }

  /** A delivery of `kg` planned out of a fresh lot (on the contract's 5th), not yet dispatched. */
  async function planned(contract: ContractView, kg: number): Promise<DeliveryView> {
    const lot = await expectData<StockRecord>(
      await call('POST', '/inventory/records', who.farmer, {
        storageId: store,
        quantityKg: kg,
        commodityId: 'wheat',
        harvestYear: 2026,
      }),
      201,
    );
    return expectData<DeliveryView>(
      await call('POST', deliveries(contract), who.farmer, {
        plannedDate: `${contract.month}-05`,
        plannedWeightKg: kg,
        lots: [{ recordId: lot.id, quantityKg: kg }],
      }),
      201,
    );
  }

  /** Planned, dispatched by the seller and tipped by the buyer (`tippedKg` of it): delivered. */
  async function delivered(contract: ContractView, kg: number, tippedKg = kg): Promise<DeliveryView> {
    const delivery = await planned(contract, kg);
    await expectData(await call('POST', `${deliveries(contract)}/${delivery.id}/dispatch`, who.farmer, {}));
    return expectData<DeliveryView>(
      await call('POST', `${deliveries(contract)}/${delivery.id}/tipped-weight`, who.buyer, {
        grossKg: 15_000 + kg,
        tareKg: 15_000,
        netKg: kg,
        tippedQuantityKg: tippedKg,
        weighbridgeFileId: ticket,
      }),
    );
  }

  const pdfText = async (id: string, as: Headers) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/trading/invoices/${id}/pdf`, headers: as });
    expect(reply.statusCode, reply.body).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(reply.rawPayload));
    return (await extractText(pdf, { mergePages: true })).text;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await addRivalSeller(t);
    // Monday 30 November 2026: the listings' months are December and January, the contracts' December.
    t.clock.set(at('2026-11-30T10:00:00Z'));
    who = await signInTraders(t);
    hillside = await unitIdOf(t, 'Hillside Farm');
    store = (
      await expectData<{ id: string }>(
        await call('POST', '/inventory/storages', who.farmer, {
          type: 'store',
          businessUnitId: await unitIdOf(t, 'Hillside Grain Store'),
          name: 'Settlement store',
          capacityKg: null,
        }),
        201,
      )
    ).id;
    main = await openContract();
    many = await openContract();
    expect(main.month).toBe('2026-12');
    ticket = await upload(who.buyer, 'weighbridge');
  }, 60_000);
  afterAll(async () => t?.close());

  describe('at once', () => {
    let twenty: DeliveryView[];

    beforeAll(async () => {
      await moveClock('2026-12-15T10:00:00Z');
      twenty = [];
      // Delivered and settled on Tuesday 15 December (the clock only moves forward: the next block starts here).
      for (let index = 0; index < 22; index += 1) twenty.push(await delivered(many, 1_000));
    }, 120_000);

    it('twenty settlements at once on one business: its first invoices, numbered 1 to 20 with no gap', async () => {
      const organisation = many.seller.organisationId;
      const [before] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from trading_invoices where organisation_id = ${organisation}`,
      );
      expect(before!.n).toBe(0);
      const first = twenty.splice(0, 20);
      const replies = await Promise.all(
        first.map((delivery) => call('POST', settlement(many, delivery), who.farmer, {})),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(first.map(() => 201));
      const numbers = await rows<{ number: number; reference: string }>(
        t,
        sql`select number, reference from trading_invoices where organisation_id = ${organisation} order by number`,
      );
      expect(numbers.map((row) => row.number)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      const references = replies.map((reply) => (reply.json().data as DeliveryView).settlement!.invoiceReference);
      expect(references.sort()).toEqual(numbers.map((row) => row.reference).sort());
    });

    it('is one settlement and one invoice however often the same settle is retried (Idempotency-Key)', async () => {
      const retried = twenty.pop()!;
      const headers = { ...who.buyer, 'idempotency-key': 'settle-once-1' };
      const first = await expectData<DeliveryView>(await call('POST', settlement(many, retried), headers, {}), 201);
      const again = await expectData<DeliveryView>(await call('POST', settlement(many, retried), headers, {}), 201);
      expect(again.settlement?.invoiceId).toBe(first.settlement?.invoiceId);
      const [count] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from trading_invoices i join trading_settlements s on s.invoice_id = i.id
            where s.delivery_id = ${retried.id}`,
      );
      expect(count!.n).toBe(1);
    });

    it('two settlements of one delivery: one issues the invoice, the other hears 409', async () => {
      const raced = twenty.pop()!;
      const replies = await Promise.all([
        call('POST', settlement(many, raced), who.buyer, {}),
        call('POST', settlement(many, raced), who.farmer, {}),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      const lost = replies.find((reply) => reply.statusCode === 409)!;
      expect(lost.json().message).toBe(words.settledInvoiceLocked);
      const [count] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from trading_settlements where delivery_id = ${raced.id}`,
      );
      expect(count!.n).toBe(1);
    });
  });

  describe('settling, the invoice it issues, and no edits after', () => {
    let sampled: DeliveryView;
    let other: DeliveryView;
    let waiting: DeliveryView;

    beforeAll(async () => {
      waiting = await planned(main, 5_000);
      // Delivered on Tuesday 15 December 2026; the buyer samples the first at 15.3 % moisture.
      await moveClock('2026-12-15T10:00:00Z');
      sampled = await delivered(main, 10_000, 9_950);
      other = await delivered(main, 20_000);
      await expectData(
        await call('POST', `${deliveries(main)}/${sampled.id}/sample`, who.buyer, { results: { moisture: 15.3 } }),
      );
      // The planned one goes, so the contract's deliveries are the two delivered.
      await expectData(await call('DELETE', `${deliveries(main)}/${waiting.id}`, who.farmer), 200);
      // Friday 18 December 2026: the settlements are dated today.
      await moveClock('2026-12-18T10:00:00Z');
    }, 60_000);

    it('settles only a delivered delivery; anyone but the two parties is told it does not exist', async () => {
      const early = await planned(many, 1_000);
      const refused = await call('POST', settlement(many, early), who.buyer, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(words.notDelivered);
      await call('DELETE', `${deliveries(many)}/${early.id}`, who.farmer);
      expect((await call('POST', settlement(main, sampled), who.rival, {})).statusCode).toBe(404);
      expect((await call('PATCH', settlement(main, sampled), who.rival, {})).statusCode).toBe(404);
      const pay = await call('POST', `${settlement(main, sampled)}/payment`, who.rival, { receivedDate: '2026-12-18' });
      expect(pay.statusCode).toBe(404);
    });

    it('refuses a reason not among core config’s, an invoice dated ahead, or dated before the delivery', async () => {
      const unknown = await call('POST', settlement(main, other), who.farmer, {
        adjustments: [{ reasonId: 'protein-premium', kind: 'deduction', perTonneMinor: 100 }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().validation).toEqual([
        { field: 'adjustments.0.reasonId', message: messages.samples.reasonUnknown.deduction },
      ]);
      const ahead = await call('POST', settlement(main, other), who.farmer, { invoiceDate: '2026-12-19' });
      expect(ahead.json().validation).toEqual([{ field: 'invoiceDate', message: words.invoiceDateFuture }]);
      const before = await call('POST', settlement(main, other), who.farmer, { invoiceDate: '2026-12-14' });
      expect(before.json().validation).toEqual([
        {
          field: 'invoiceDate',
          message: 'The invoice date cannot be before the delivery was delivered (15 December 2026)',
        },
      ]);
      expect((await deliveryAs(who.farmer, main, other.id)).status).toBe('delivered');
      // Delivered, not settled: the contracts search reads it unsettled.
      const unsettled = await expectData<{ docs: ContractView[] }>(
        await call('GET', '/search/trading/contracts?f=settled:unsettled&limit=100', who.farmer),
      );
      expect(unsettled.docs.map((doc) => doc.id)).toContain(main.id);
    });

    it('the buyer settles: a self-billed invoice with the sample’s moisture deduction, due in 10 working days', async () => {
      const settled = await expectData<DeliveryView>(await call('POST', settlement(main, sampled), who.buyer, {}), 201);
      expect(settled.status).toBe('settled');
      expect(settled.settlement).toMatchObject({
        status: 'settled',
        settledBy: 'buyer',
        selfBilled: true,
        invoiceDate: '2026-12-18',
        // Mon 21 - Thu 24, (Christmas, the Boxing Day holiday on Mon 28) Tue 29 - Thu 31, (New Year) Mon 4 - Wed 6.
        dueDate: '2027-01-06',
        paymentReceivedDate: null,
        overdue: false,
        weightKg: 9_950,
        contractPricePerUnit: 19_000,
        // Drying from 14.5 %: 8 steps of 20p a tonne.
        pricePerUnitSold: 18_840,
        adjustments: [
          { reasonId: 'moisture-drying', kind: 'deduction', reason: 'Moisture: drying charge', perTonneMinor: 160 },
        ],
        deductionsPerTonneMinor: 160,
        bonusesPerTonneMinor: 0,
        // 9.95 t at £190 is £1,890.50, less 9.95 t at £1.60 (£15.92).
        netMinor: 187_458,
        paidAt: null,
      });
      const invoice = await expectData<InvoiceView>(
        await call('GET', `/trading/invoices/${settled.settlement!.invoiceId}`, who.farmer),
      );
      expect(invoice).toMatchObject({
        reference: settled.settlement!.invoiceReference,
        issuer: { name: 'Anglia Grain Merchants Ltd' },
        recipient: { name: 'Hillside Farm Partnership' },
        selfBilled: true,
        lines: [
          {
            description: 'Wheat delivered 15 December 2026',
            quantityKg: 9_950,
            unitPriceMinor: 19_000,
            amountMinor: 189_050,
          },
          { description: 'Moisture: drying charge', quantityKg: 9_950, unitPriceMinor: -160, amountMinor: -1_592 },
        ],
        netMinor: 187_458,
      });
      // Both parties read the settlement on the delivery.
      expect(await deliveryAs(who.farmer, main, sampled.id)).toMatchObject({ settlement: settled.settlement });
      // The PDF says the deduction and the self-billing words, to both parties.
      for (const as of [who.farmer, who.buyer]) {
        const text = await pdfText(invoice.id, as);
        expect(text).toContain('Moisture: drying charge');
        expect(text).toContain('-£15.92');
        expect(text).toContain(messages.invoices.selfBilledWording);
      }
    });

    it('a settled invoice cannot be edited: settling again or changing it is 409; an empty change reads it', async () => {
      const again = await call('POST', settlement(main, sampled), who.farmer, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(words.settledInvoiceLocked);
      const change = await call('PATCH', settlement(main, sampled), who.buyer, { weightKg: 10_000 });
      expect(change.statusCode).toBe(409);
      expect(change.json().message).toBe('A settled invoice cannot be edited');
      const [before] = await rows<{ n: number }>(t, sql`select count(*)::int as n from trading_invoices`);
      const same = await expectData<DeliveryView>(await call('PATCH', settlement(main, sampled), who.buyer, {}));
      expect(same.settlement?.weightKg).toBe(9_950);
      const [after] = await rows<{ n: number }>(t, sql`select count(*)::int as n from trading_invoices`);
      expect(after!.n).toBe(before!.n);
      // Not settled yet: nothing to change, and an empty change reads it as it is.
      expect(
        (await expectData<DeliveryView>(await call('PATCH', settlement(main, other), who.farmer, {}))).settlement,
      ).toBeNull();
      const unsettled = await call('PATCH', settlement(main, other), who.farmer, { weightKg: 1_000 });
      expect(unsettled.statusCode).toBe(409);
      expect(unsettled.json().message).toBe(words.notSettled);
    });

    it('the seller settles with its own deductions and bonuses: a normal invoice in its own sequence', async () => {
      const settled = await expectData<DeliveryView>(
        await call('POST', settlement(main, other), who.farmer, {
          weightKg: 19_980,
          adjustments: [
            { reasonId: 'admixture-cleaning', kind: 'deduction', perTonneMinor: 50 },
            { reasonId: 'protein-premium', kind: 'bonus', perTonneMinor: 300 },
          ],
        }),
        201,
      );
      expect(settled.settlement).toMatchObject({
        settledBy: 'seller',
        selfBilled: false,
        weightKg: 19_980,
        pricePerUnitSold: 19_250,
        // 19.98 t at £192.50
        netMinor: 384_615,
      });
      const invoice = await expectData<InvoiceView>(
        await call('GET', `/trading/invoices/${settled.settlement!.invoiceId}`, who.buyer),
      );
      expect(invoice.issuer.name).toBe('Hillside Farm Partnership');
      expect(invoice.lines.map((line) => line.description)).toEqual([
        'Wheat delivered 15 December 2026',
        'Protein premium',
        'Admixture: cleaning charge',
      ]);
      const text = await pdfText(invoice.id, who.buyer);
      expect(text).toContain('Admixture: cleaning charge');
      expect(text).not.toContain(messages.invoices.selfBilledWording);
    });

    it('searches contracts by settlement: settled once every delivery has its invoice (the settled facet)', async () => {
      type Reply = { docs: ContractView[]; facets: Record<string, { id: string; name: string; count: number }[]> };
      for (const as of [who.farmer, who.buyer]) {
        const settled = await expectData<Reply>(
          await call('GET', '/search/trading/contracts?f=settled:settled&limit=100', as),
        );
        // Both of main's deliveries and every one of the other contract's have their invoices.
        expect(settled.docs.map((doc) => doc.id).sort()).toEqual([main.id, many.id].sort());
        const unsettled = await expectData<Reply>(
          await call('GET', '/search/trading/contracts?f=settled:unsettled&limit=100', as),
        );
        expect(unsettled.docs.map((doc) => doc.id)).not.toContain(main.id);
        expect(settled.facets.settled?.map((term) => term.name)).toContain('Settled');
      }
    });

    it('reads overdue once the clock passes the due date unpaid, never before', async () => {
      await moveClock('2027-01-06T16:00:00Z');
      expect((await deliveryAs(who.buyer, main, sampled.id)).settlement?.overdue).toBe(false);
      await moveClock('2027-01-07T09:00:00Z');
      expect((await deliveryAs(who.buyer, main, sampled.id)).settlement?.overdue).toBe(true);
      expect((await deliveryAs(who.farmer, main, sampled.id)).settlement).toMatchObject({
        status: 'settled',
        overdue: true,
      });
    });

    it('the seller records the payment: the delivery is paid, and the contract complete once every one is', async () => {
      const path = `${settlement(main, sampled)}/payment`;
      const buyer = await call('POST', path, who.buyer, { receivedDate: '2027-01-07' });
      expect(buyer.statusCode).toBe(403);
      expect(buyer.json().message).toBe(words.sellerRecordsPayment);
      const ahead = await call('POST', path, who.farmer, { receivedDate: '2027-01-08' });
      expect(ahead.json().validation).toEqual([{ field: 'receivedDate', message: words.receivedDateFuture }]);
      const early = await call('POST', path, who.farmer, { receivedDate: '2026-12-17' });
      expect(early.json().validation).toEqual([
        { field: 'receivedDate', message: 'The payment cannot be received before the invoice date (18 December 2026)' },
      ]);

      const paid = await expectData<DeliveryView>(await call('POST', path, who.farmer, { receivedDate: '2027-01-07' }));
      expect(paid.status).toBe('paid');
      expect(paid.settlement).toMatchObject({ status: 'paid', paymentReceivedDate: '2027-01-07', overdue: false });
      expect((await contractAs(who.farmer, main)).status).toBe('open');
      const twice = await call('POST', path, who.farmer, { receivedDate: '2027-01-07' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(
        'The payment for this delivery was recorded already, received on 7 January 2027',
      );
      const edited = await call('PATCH', settlement(main, sampled), who.farmer, { invoiceDate: '2026-12-17' });
      expect(edited.json().message).toBe(words.settledInvoiceLocked);

      await expectData(
        await call('POST', `${settlement(main, other)}/payment`, who.farmer, { receivedDate: '2027-01-06' }),
      );
      for (const as of [who.farmer, who.buyer]) expect((await contractAs(as, main)).status).toBe('complete');
      // §4 Trade's label: every delivery has its invoice, so the trade reads settled to both sides.
      for (const as of [who.farmer, who.buyer]) {
        const trades = await expectData<TradeView[]>(await call('GET', '/trading/trades', as));
        expect(trades.find((each) => each.id === main.tradeId)?.labels).toMatchObject({ settled: true });
      }
    });
  });
});
