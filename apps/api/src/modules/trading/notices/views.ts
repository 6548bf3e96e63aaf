import { formatMessage, messages, type NotificationType } from '@harvest/domain';

const n = messages.trading.notifications;

interface NoticeText {
  template: string;
  title: string;
  message: string;
  type: NotificationType;
  actionLabel: string;
}

const text = (
  template: string,
  title: string,
  message: string,
  values: Record<string, string | number>,
  actionLabel: string,
  type: NotificationType = 'information',
): NoticeText => ({ template, title, message: formatMessage(message, values), type, actionLabel });

/** The words of every trading notice (in-app and email), from the en-GB catalogue. */
export const tradingNoticeTexts = {
  newOffer: (values: { buyer: string; crop: string; reference: string }) =>
    text('trading-new-offer', n.newOfferTitle, n.newOfferMessage, values, n.viewOffer),
  colleagueOffer: (values: { buyer: string; crop: string; reference: string }) =>
    text('trading-colleague-offer', n.colleagueOfferTitle, n.colleagueOfferMessage, values, n.viewListing),
  review: (values: { crop: string; reference: string; at: string; expires: string }) =>
    text('trading-review', n.reviewTitle, n.reviewMessage, values, n.viewListing),
  expiring: (values: { crop: string; reference: string; expires: string }) =>
    text('trading-expiring', n.expiringTitle, n.expiringMessage, values, n.viewListing, 'warning'),
  expired: (values: { crop: string; reference: string; at: string }) =>
    text('trading-offer-expired', n.expiredTitle, n.expiredMessage, values, n.viewOffer, 'warning'),
  reopen: (values: { crop: string; reference: string; at: string; expires: string }) =>
    text('trading-reopen', n.reopenTitle, n.reopenMessage, values, n.viewOffer),
  reopenDeclined: (values: { buyer: string; reference: string }) =>
    text('trading-reopen-declined', n.reopenDeclinedTitle, n.reopenDeclinedMessage, values, n.viewOffer),
  trade: (values: { quantity: string; crop: string; price: string; month: string; reference: string }) =>
    text('trading-trade', n.tradeTitle, n.tradeMessage, values, n.viewTrade, 'success'),
  ended: (values: { crop: string; reference: string }) =>
    text('trading-listing-ended', n.endedTitle, n.endedMessage, values, n.viewOffer),
  contractOverdue: (values: { reference: string; due: string }) =>
    text('trading-contract-overdue', n.contractOverdueTitle, n.contractOverdueMessage, values, n.viewTrade, 'warning'),
  contractRequested: (values: { reference: string; at: string }) =>
    text('trading-contract-requested', n.contractRequestedTitle, n.contractRequestedMessage, values, n.viewTrade),
  tradeRequest: (values: { seller: string; quantity: string; crop: string; at: string; expires: string }) =>
    text('trading-trade-request', n.tradeRequestTitle, n.tradeRequestMessage, values, n.viewTrade),
  tradeRequestDeclined: (values: { buyer: string; crop: string }) =>
    text(
      'trading-trade-request-declined',
      n.tradeRequestDeclinedTitle,
      n.tradeRequestDeclinedMessage,
      values,
      n.viewTrade,
    ),
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A deadline in a notice: the time in the UK, where the marketplace trades. */
export function noticeTime(at: Date): string {
  return timeFormat.format(at);
}

/** A month in a notice: "December 2026". */
export function noticeMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year ?? 2000, (monthNumber ?? 1) - 1, 1)));
}
