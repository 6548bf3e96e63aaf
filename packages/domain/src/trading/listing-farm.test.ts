import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { listingFarmIssue, tradeRequestFarmIssue, type TradingFarm } from './listing-farm';

const complete: TradingFarm = {
  type: 'farm',
  address: { line1: 'Hillside Farm, Ely Road', postcode: 'CB6 1PT' },
  farmDetails: { holdingNumber: '12/345/6789', assuranceStatus: 'valid' },
};
const unassured: TradingFarm = { ...complete, farmDetails: { holdingNumber: '12/345/6789' } };

describe('what a farm needs to list grain or to ask a buyer to trade (trading §4, §5, §8)', () => {
  it('a listing asks for an address, a holding number and an assurance status, in the listing’s words', () => {
    expect(listingFarmIssue(complete)).toBeNull();
    expect(listingFarmIssue(unassured)).toBe(messages.trading.farmIncomplete);
  });

  it('a trade request from an unassured farm is refused in the trade request’s words, not the listing’s', () => {
    expect(tradeRequestFarmIssue(unassured)).toBe(messages.trading.schemeStatusRequired);
    expect(tradeRequestFarmIssue({ ...complete, farmDetails: { assuranceStatus: 'grace' } })).toBe(
      messages.trading.tradeRequestFarmIncomplete,
    );
    expect(tradeRequestFarmIssue({ ...complete, type: 'store' })).toBe(messages.trading.farmNotFarm);
    expect(tradeRequestFarmIssue(complete)).toBeNull();
    expect(
      tradeRequestFarmIssue({ ...complete, farmDetails: { holdingNumber: 'x', assuranceStatus: 'grace' } }),
    ).toBeNull();
  });
});
