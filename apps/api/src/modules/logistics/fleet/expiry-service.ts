import {
  daysUntil,
  expiryThreshold,
  FLEET_EXPIRY_KINDS,
  FLEET_EXPIRY_WARNING_DAYS,
  FLEET_VEHICLES_PATH,
  formatMessage,
  messages,
  wantsNotification,
  type FleetExpiryKind,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { appLink } from '../../../platform/outbox/email-layout';
import type { Outbox } from '../../../platform/outbox/outbox';
import type { FleetDirectory, FleetNotifications } from '../ports';
import { claimExpiryWarning, vehiclesExpiringBy, type VehicleRow } from './queries';

/** Who is warned of a fleet's expiring MOTs and insurance: its owners and its carrier group (§6). */
const WARNED_GROUPS = ['owner', 'carrier'];
/** The fleet's days are the UK's: an MOT expires at the end of a British day. */
const FLEET_COUNTRY = 'GB';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const readable = (date: string) => DATE_FORMAT.format(Date.parse(`${date}T00:00:00Z`));

const MESSAGES: Record<FleetExpiryKind, { title: string; soon: string; past: string }> = {
  mot: {
    title: messages.logistics.motDueTitle,
    soon: messages.logistics.motExpiring,
    past: messages.logistics.motExpired,
  },
  insurance: {
    title: messages.logistics.insuranceDueTitle,
    soon: messages.logistics.insuranceExpiring,
    past: messages.logistics.insuranceExpired,
  },
};

const expiryOf = (vehicle: VehicleRow, kind: FleetExpiryKind) =>
  kind === 'mot' ? vehicle.motExpiryDate : vehicle.insuranceExpiryDate;

/**
 * Warns carriers ahead of MOT and insurance expiry (issue 22), at each of the domain's thresholds once per vehicle:
 * in the app, and by email to those who chose email for logistics. Safe to run twice: the warning is claimed in the
 * same transaction that sends it.
 */
export class FleetExpiryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly directory: FleetDirectory,
    private readonly notifications: FleetNotifications,
    private readonly outbox: Pick<Outbox, 'enqueueEmails'>,
    private readonly publicUrl: string,
  ) {}

  /** Sends the warnings now due; answers how many vehicle-and-date warnings went out. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const today = calendarDateIn(now, FLEET_COUNTRY);
    const horizon = Math.max(...FLEET_EXPIRY_WARNING_DAYS);
    const lastDay = calendarDateIn(new Date(now.getTime() + horizon * 86_400_000), FLEET_COUNTRY);
    const vehicles = await vehiclesExpiringBy(this.db, lastDay);
    let sent = 0;
    for (const vehicle of vehicles) {
      for (const kind of FLEET_EXPIRY_KINDS) {
        const date = expiryOf(vehicle, kind);
        const threshold = date ? expiryThreshold(date, today) : null;
        if (!date || threshold === null) continue;
        if (await this.warn(vehicle, kind, date, threshold, daysUntil(date, today) < 0)) sent += 1;
      }
    }
    return sent;
  }

  private async warn(vehicle: VehicleRow, kind: FleetExpiryKind, date: string, threshold: number, past: boolean) {
    return this.db.transaction(async (tx) => {
      const claimed = await claimExpiryWarning(tx, {
        vehicleId: vehicle.id,
        kind,
        expiryDate: date,
        thresholdDays: threshold,
        sentAt: this.clock.now(),
      });
      if (!claimed) return false;
      const people = await this.directory.membersInGroups(vehicle.organisationId, WARNED_GROUPS, tx);
      if (people.length === 0) return true;
      const template = past ? MESSAGES[kind].past : MESSAGES[kind].soon;
      const message = formatMessage(template, { registration: vehicle.registration, date: readable(date) });
      const title = formatMessage(MESSAGES[kind].title, { registration: vehicle.registration });
      const path = `${FLEET_VEHICLES_PATH}?vehicle=${vehicle.id}`;
      await this.notifications.notifyEach(tx, [
        {
          userIds: people.map((person) => person.userId),
          content: {
            title,
            message,
            type: past ? 'error' : 'warning',
            organisationId: vehicle.organisationId,
            data: { vehicleId: vehicle.id, kind, expiryDate: date, thresholdDays: threshold },
            callToAction: { actions: [{ label: 'View vehicle', isPrimary: true, redirect: { path } }] },
          },
        },
      ]);
      const emailed = people.filter((person) =>
        wantsNotification(person.notificationPreferences, 'logistics', 'email'),
      );
      await this.outbox.enqueueEmails(
        tx,
        emailed.map((person) => ({
          to: person.email,
          template: 'logistics-fleet-expiry',
          content: {
            subject: title,
            heading: title,
            paragraphs: [message],
            action: { label: 'View vehicle', url: appLink(this.publicUrl, path) },
          },
        })),
      );
      return true;
    });
  }
}
