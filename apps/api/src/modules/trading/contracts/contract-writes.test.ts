import { CANCELLATION_NOTICE_DAYS, formatMessage, messages, type ContractView } from '@harvest/domain';
import { sql } from 'drizzle-orm';
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

const DAY = 24 * 60 * 60 * 1000;

describe('contracts a business enters, edits, deletes and files (trading §3, §4, §7 Contracts, §9 notice)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let rivalFarm: string;
  let traded: ContractView;
  const held = new Set<string>();

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, as: Headers, body?: object) =>
    apiCall(t, method, path, as, body);
  const messageOf = (reply: { json(): unknown }) => (reply.json() as { message: string }).message;
  const validationOf = (reply: { json(): unknown }) =>
    (reply.json() as { validation: { field: string; message: string }[] }).validation;

  const salesBody = (overrides: Record<string, unknown> = {}) => ({
    type: 'sales',
    sellerBusinessUnitId: hillside,
    contractNumber: 'OFF-2026-001',
    startDate: '2026-12-01',
    endDate: '2027-01-31',
    paymentTerms: '28 days after the end of the month of movement',
    paymentDays: 28,
    pricePerUnit: 19_500,
    priceType: 'fixed',
    totalWeightKg: 60_000,
    haulage: 'ex-farm',
    haulageReference: 'HR-77',
    commodityId: 'wheat',
    counterparty: { name: 'Mill Lane Grain (off the platform)' },
    ...overrides,
  });
  const storageBody = (overrides: Record<string, unknown> = {}) =>
    salesBody({
      type: 'storage',
      contractNumber: 'ST-2026-004',
      storageQuantityKg: 120_000,
      haulage: null,
      counterparty: { name: 'Brook Farm (grain stored for them)' },
      ...overrides,
    });
  const enter = async (body: object, as = who.farmer) =>
    expectData<ContractView>(await call('POST', '/trading/contracts', as, body), 201);
  const upload = async (as: Headers, type: string) => {
    const reply = await t.app.inject(
      uploadRequest(
        [
          { name: 'bucket', value: 'files' },
          { name: 'type', value: type },
          { name: 'file', filename: 'contract.txt', data: Buffer.from(`signed ${type}`), contentType: 'text/plain' },
        ],
        as,
      ),
    );
    const [file] = await expectData<{ id: string }[]>(reply, 201);
    return file!.id;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    rivalFarm = (await addRivalSeller(t)).farmId;
    who = await signInTraders(t);
    hillside = await unitIdOf(t, 'Hillside Farm');
    // A trade between Hillside and Anglia, so Hillside may name Anglia on a contract it enters.
    const listing = await createListing(t, who.farmer, listingBody(t, hillside));
    const offer = await sendBid(t, who.buyer, bidBody(listing));
    t.clock.set(new Date(listing.reviewAt));
    who = await signInTraders(t);
    await expectData(
      await call('PATCH', `/trading/bids/${offer.id}/accept`, who.farmer, {
        optionId: offer.options[0]!.id,
        quantityKg: 100_000,
      }),
    );
    const [first] = await expectData<ContractView[]>(await call('GET', '/trading/contracts?format=traded', who.farmer));
    traded = first!;
    // A fake of the deliveries sub-domain's hold: the contracts named in `held` have a delivery.
    t.app.platform.services.contracts.registerDeleteBlock('test-deliveries', {
      holdsContract: async (_exec, contractId) => held.has(contractId),
    });
  });
  afterAll(async () => t?.close());

  describe('entering a contract made off the platform (POST /trading/contracts)', () => {
    it('enters a sales contract with an off-platform counterparty, seen only by the business that entered it', async () => {
      const made = await enter(salesBody());
      expect(made).toMatchObject({
        type: 'sales',
        status: 'open',
        side: 'seller',
        entered: true,
        tradeId: null,
        contractNumber: 'OFF-2026-001',
        seller: { name: 'Hillside Farm Partnership' },
        buyer: { organisationId: null, name: 'Mill Lane Grain (off the platform)' },
        month: '2026-12',
        startDate: '2026-12-01',
        endDate: '2027-01-31',
        paymentTerms: '28 days after the end of the month of movement',
        paymentDays: 28,
        pricePerUnit: 19_500,
        priceType: 'fixed',
        fixed: true,
        premiumPrice: null,
        totalWeightKg: 60_000,
        // £195 × 60 t
        totalPrice: 1_170_000,
        storageQuantityKg: null,
        haulage: 'ex-farm',
        haulageReference: 'HR-77',
        currency: 'GBP',
        noticeGivenAt: null,
        completesAt: null,
      });
      expect((await call('GET', `/trading/contracts/${made.id}`, who.farmer)).statusCode).toBe(200);
      for (const other of [who.buyer, who.rival]) {
        expect((await call('GET', `/trading/contracts/${made.id}`, other)).statusCode).toBe(404);
      }
      const buyers = await expectData<ContractView[]>(await call('GET', '/trading/contracts?limit=100', who.buyer));
      expect(buyers.map((each) => each.id)).not.toContain(made.id);
      // format=traded keeps the platform's trades only.
      const tradedOnly = await expectData<ContractView[]>(
        await call('GET', '/trading/contracts?format=traded', who.farmer),
      );
      expect(tradedOnly.map((each) => each.id)).not.toContain(made.id);
    });

    it('names a business it traded with on the platform by id, which still does not show that business the contract', async () => {
      const made = await enter(
        salesBody({
          type: 'premium',
          priceType: 'unfixed',
          premiumPrice: 450,
          counterparty: { name: 'Anglia Grain Merchants Ltd', organisationId: traded.buyer.organisationId },
        }),
      );
      expect(made).toMatchObject({
        type: 'premium',
        priceType: 'unfixed',
        fixed: false,
        premiumPrice: 450,
        buyer: { organisationId: traded.buyer.organisationId, name: 'Anglia Grain Merchants Ltd' },
      });
      expect((await call('GET', `/trading/contracts/${made.id}`, who.buyer)).statusCode).toBe(404);
    });

    it('refuses to name a business the caller never traded with, or itself', async () => {
      const [rival] = await rows<{ organisation_id: string }>(
        t,
        sql`select organisation_id from business_units where id = ${rivalFarm}`,
      );
      for (const organisationId of [rival!.organisation_id, traded.seller.organisationId]) {
        const reply = await call(
          'POST',
          '/trading/contracts',
          who.farmer,
          salesBody({ counterparty: { name: 'Someone', organisationId } }),
        );
        expect(reply.statusCode).toBe(400);
        expect(validationOf(reply)).toEqual([
          { field: 'counterparty.organisationId', message: messages.contracts.counterpartyUnknown },
        ]);
      }
    });

    it('enters a storage contract with its agreed storage quantity, active or already completed', async () => {
      const active = await enter(storageBody());
      expect(active).toMatchObject({ type: 'storage', status: 'active', storageQuantityKg: 120_000 });
      const done = await enter(storageBody({ contractNumber: 'ST-2025-001', status: 'completed' }));
      expect(done.status).toBe('completed');
    });

    it('names every broken rule with its en-GB message, and writes nothing', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [salesBody({ type: 'premium' }), 'premiumPrice', messages.contracts.premiumPriceRequired],
        [
          storageBody({ storageQuantityKg: undefined }),
          'storageQuantityKg',
          messages.contracts.storageQuantityRequired,
        ],
        [salesBody({ storageQuantityKg: 10_000 }), 'storageQuantityKg', messages.contracts.storageQuantityOnlyStorage],
        [storageBody({ status: 'open' }), 'status', 'A storage contract cannot have that status'],
        [salesBody({ status: 'active' }), 'status', 'A sales contract cannot have that status'],
        [salesBody({ endDate: '2026-11-30' }), 'endDate', messages.contracts.endBeforeStart],
        [salesBody({ endDate: '2031-12-02' }), 'endDate', 'A contract can run for at most 5 years'],
        [salesBody({ startDate: '1999-12-01' }), 'startDate', messages.validation.invalid],
        [
          salesBody({ pricePerUnit: 0 }),
          'pricePerUnit',
          formatMessage(messages.validation.priceMinimum, { min: 0.01 }),
        ],
      ];
      const before = await rows<{ n: number }>(t, sql`select count(*)::int as n from trading_contracts`);
      for (const [body, field, message] of cases) {
        const reply = await call('POST', '/trading/contracts', who.farmer, body);
        expect(reply.statusCode, field).toBe(400);
        expect(validationOf(reply), field).toContainEqual({ field, message });
      }
      for (const body of [
        salesBody({ sellerBusinessUnitId: rivalFarm }),
        salesBody({ commodityId: 'moon-dust' }),
        salesBody({ counterparty: { name: '' } }),
        salesBody({ contractNumber: 'x'.repeat(61) }),
        salesBody({ paymentDays: 366 }),
      ]) {
        expect((await call('POST', '/trading/contracts', who.farmer, body)).statusCode).toBe(400);
      }
      const after = await rows<{ n: number }>(t, sql`select count(*)::int as n from trading_contracts`);
      expect(after).toEqual(before);
    });

    it('is idempotent: a retry with the same Idempotency-Key answers the first contract', async () => {
      const headers = { ...who.farmer, 'idempotency-key': 'enter-contract-once' };
      const first = await expectData<ContractView>(
        await call('POST', '/trading/contracts', headers, salesBody({ contractNumber: 'ONCE-1' })),
        201,
      );
      const again = await expectData<ContractView>(
        await call('POST', '/trading/contracts', headers, salesBody({ contractNumber: 'ONCE-1' })),
        201,
      );
      expect(again.id).toBe(first.id);
      const [count] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from trading_contracts where contract_number = 'ONCE-1'`,
      );
      expect(count!.n).toBe(1);
    });
  });

  describe('editing (PATCH /trading/contracts/{id})', () => {
    it('lets the business that entered a contract change any of its terms', async () => {
      const made = await enter(salesBody({ contractNumber: 'EDIT-1' }));
      const edited = await expectData<ContractView>(
        await call('PATCH', `/trading/contracts/${made.id}`, who.farmer, {
          contractNumber: 'EDIT-1a',
          pricePerUnit: 20_100,
          totalWeightKg: 30_000,
          paymentDays: null,
          counterparty: { name: 'Mill Lane Grain Ltd' },
          status: 'complete',
        }),
      );
      expect(edited).toMatchObject({
        contractNumber: 'EDIT-1a',
        pricePerUnit: 20_100,
        totalWeightKg: 30_000,
        totalPrice: 603_000,
        paymentDays: null,
        paymentTerms: made.paymentTerms,
        buyer: { name: 'Mill Lane Grain Ltd' },
        status: 'complete',
      });
    });

    it('lets either party of a trade’s contract change its number, payment terms, haulage reference and dates', async () => {
      const bySeller = await expectData<ContractView>(
        await call('PATCH', `/trading/contracts/${traded.id}`, who.farmer, {
          paymentTerms: '14 days from invoice',
          haulageReference: 'COLL-5',
        }),
      );
      expect(bySeller).toMatchObject({ paymentTerms: '14 days from invoice', haulageReference: 'COLL-5' });
      const byBuyer = await expectData<ContractView>(
        await call('PATCH', `/trading/contracts/${traded.id}`, who.buyer, {
          contractNumber: 'AGM-77',
          paymentDays: 14,
          endDate: traded.endDate,
        }),
      );
      expect(byBuyer).toMatchObject({ contractNumber: 'AGM-77', paymentDays: 14, side: 'buyer' });
    });

    it('keeps the crop, parties, weight and price a trade fixed (409, with the field named)', async () => {
      for (const [field, value] of [
        ['pricePerUnit', 10_000],
        ['totalWeightKg', 1_000],
        ['commodityId', 'barley'],
        ['counterparty', { name: 'Someone else' }],
      ] as const) {
        const reply = await call('PATCH', `/trading/contracts/${traded.id}`, who.buyer, { [field]: value });
        expect(reply.statusCode, field).toBe(409);
        expect(messageOf(reply)).toBe(messages.contracts.tradeTermsFixed);
        expect(validationOf(reply)).toEqual([{ field, message: messages.contracts.tradeTermsFixed }]);
      }
      const seen = await expectData<ContractView>(await call('GET', `/trading/contracts/${traded.id}`, who.farmer));
      expect(seen.pricePerUnit).toBe(traded.pricePerUnit);
    });

    it('keeps the dates in order and within reason, and is nobody else’s to change', async () => {
      const backwards = await call('PATCH', `/trading/contracts/${traded.id}`, who.farmer, {
        endDate: '2000-01-01',
      });
      expect(backwards.statusCode).toBe(400);
      expect(validationOf(backwards)).toContainEqual({ field: 'endDate', message: messages.contracts.endBeforeStart });
      expect((await call('PATCH', `/trading/contracts/${traded.id}`, who.farmer, {})).statusCode).toBe(400);
      expect(
        (await call('PATCH', `/trading/contracts/${traded.id}`, who.rival, { contractNumber: 'MINE' })).statusCode,
      ).toBe(404);
    });
  });

  describe('deleting (DELETE /trading/contracts/{id})', () => {
    it('refuses to delete a trade’s contract, for either party: it is the trade’s record', async () => {
      for (const party of [who.farmer, who.buyer]) {
        const reply = await call('DELETE', `/trading/contracts/${traded.id}`, party);
        expect(reply.statusCode).toBe(409);
        expect(messageOf(reply)).toBe(messages.contracts.tradeRecord);
      }
    });

    it('refuses a contract with a delivery (the deliveries’ hold) and deletes one without', async () => {
      const made = await enter(salesBody({ contractNumber: 'DEL-1' }));
      held.add(made.id);
      const blocked = await call('DELETE', `/trading/contracts/${made.id}`, who.farmer);
      expect(blocked.statusCode).toBe(409);
      expect(messageOf(blocked)).toBe(messages.contracts.deleteBlocked);
      held.delete(made.id);
      expect((await call('DELETE', `/trading/contracts/${made.id}`, who.buyer)).statusCode).toBe(404);
      expect((await call('DELETE', `/trading/contracts/${made.id}`, who.farmer)).statusCode).toBe(200);
      expect((await call('GET', `/trading/contracts/${made.id}`, who.farmer)).statusCode).toBe(404);
    });
  });

  describe('files (POST /trading/contracts/{id}/files, DELETE …/files/{fileId})', () => {
    it('attaches a contract document and takes it off again; the file itself stays', async () => {
      const made = await enter(salesBody({ contractNumber: 'FILE-1' }));
      const fileId = await upload(who.farmer, 'contract');
      const attached = await expectData<ContractView>(
        await call('POST', `/trading/contracts/${made.id}/files`, who.farmer, { fileId }),
      );
      expect(attached.fileIds).toEqual([fileId]);
      expect((await call('DELETE', `/trading/contracts/${made.id}/files/${fileId}`, who.farmer)).statusCode).toBe(200);
      const after = await expectData<ContractView>(await call('GET', `/trading/contracts/${made.id}`, who.farmer));
      expect(after.fileIds).toEqual([]);
      expect((await call('GET', `/system/files/${fileId}`, who.farmer)).statusCode).toBe(200);
    });

    it('refuses a file that is not a contract document, or one the caller cannot read (400)', async () => {
      const misc = await upload(who.farmer, 'misc');
      const notContract = await call('POST', `/trading/contracts/${traded.id}/files`, who.farmer, { fileId: misc });
      expect(notContract.statusCode).toBe(400);
      expect(validationOf(notContract)).toEqual([{ field: 'fileId', message: messages.contracts.fileNotContract }]);
      const rivals = await upload(who.rival, 'contract');
      const unreadable = await call('POST', `/trading/contracts/${traded.id}/files`, who.farmer, { fileId: rivals });
      expect(unreadable.statusCode).toBe(400);
      expect(validationOf(unreadable)).toEqual([{ field: 'fileId', message: messages.validation.invalid }]);
    });

    it('answers 404 for a file not on the contract, and leaves each party’s file for that party to remove', async () => {
      const buyers = await upload(who.buyer, 'contract');
      await expectData(await call('POST', `/trading/contracts/${traded.id}/files`, who.buyer, { fileId: buyers }));
      const seen = await expectData<ContractView>(await call('GET', `/trading/contracts/${traded.id}`, who.farmer));
      expect(seen.fileIds).toContain(buyers);
      // Attached, the buyer's own document is the seller's to read too; nobody else's.
      expect((await call('GET', `/system/files/${buyers}`, who.farmer)).statusCode).toBe(200);
      expect((await call('GET', `/system/files/${buyers}`, who.rival)).statusCode).toBe(404);

      const stray = await upload(who.farmer, 'contract');
      const missing = await call('DELETE', `/trading/contracts/${traded.id}/files/${stray}`, who.farmer);
      expect(missing.statusCode).toBe(404);
      expect(messageOf(missing)).toBe(messages.contracts.fileNotOnContract);

      const notYours = await call('DELETE', `/trading/contracts/${traded.id}/files/${buyers}`, who.farmer);
      expect(notYours.statusCode).toBe(403);
      expect(messageOf(notYours)).toBe(messages.contracts.fileNotYours);
      expect((await call('DELETE', `/trading/contracts/${traded.id}/files/${buyers}`, who.rival)).statusCode).toBe(404);
      expect((await call('DELETE', `/trading/contracts/${traded.id}/files/${buyers}`, who.buyer)).statusCode).toBe(200);
    });
  });

  describe('§9 cancellation notice (POST /trading/contracts/{id}/cancel)', () => {
    it(`gives notice now; the storage contract reads completed ${CANCELLATION_NOTICE_DAYS} days later, on the test clock`, async () => {
      const stored = await enter(storageBody({ contractNumber: 'ST-NOTICE' }));
      const before = t.clock.now().getTime();
      const noticed = await expectData<ContractView>(
        await call('POST', `/trading/contracts/${stored.id}/cancel`, who.farmer),
      );
      const givenAt = new Date(noticed.noticeGivenAt!);
      expect(givenAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(givenAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
      expect(noticed.status).toBe('active');
      expect(noticed.completesAt).toBe(new Date(givenAt.getTime() + 30 * DAY).toISOString());

      const again = await call('POST', `/trading/contracts/${stored.id}/cancel`, who.farmer);
      expect(again.statusCode).toBe(409);
      expect(messageOf(again)).toBe(
        `Notice to cancel this storage contract was already given on ${givenAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })}`,
      );

      const statusesOf = async () => {
        who = await signInTraders(t);
        const one = await expectData<ContractView>(await call('GET', `/trading/contracts/${stored.id}`, who.farmer));
        const active = await expectData<ContractView[]>(
          await call('GET', '/trading/contracts?type=storage&status=active&limit=100', who.farmer),
        );
        const completed = await expectData<ContractView[]>(
          await call('GET', '/trading/contracts?type=storage&status=completed&limit=100', who.farmer),
        );
        return {
          read: one.status,
          active: active.some((each) => each.id === stored.id),
          completed: completed.some((each) => each.id === stored.id),
        };
      };
      // The test clock runs on from where it is set: a minute before the notice runs out, and the moment it does.
      t.clock.set(new Date(givenAt.getTime() + 30 * DAY - 60_000));
      expect(await statusesOf()).toEqual({ read: 'active', active: true, completed: false });
      t.clock.set(new Date(givenAt.getTime() + 30 * DAY));
      expect(await statusesOf()).toEqual({ read: 'completed', active: false, completed: true });
    });

    it('gives notice on storage contracts only, and not on one already completed', async () => {
      const sale = await enter(salesBody({ contractNumber: 'NOTICE-SALE' }));
      const onSale = await call('POST', `/trading/contracts/${sale.id}/cancel`, who.farmer);
      expect(onSale.statusCode).toBe(409);
      expect(messageOf(onSale)).toBe(messages.contracts.noticeOnlyStorage);
      const done = await enter(storageBody({ contractNumber: 'ST-DONE', status: 'completed' }));
      const onDone = await call('POST', `/trading/contracts/${done.id}/cancel`, who.farmer);
      expect(onDone.statusCode).toBe(409);
      expect(messageOf(onDone)).toBe(messages.contracts.alreadyCompleted);
      expect((await call('POST', `/trading/contracts/${done.id}/cancel`, who.buyer)).statusCode).toBe(404);
    });
  });
});
