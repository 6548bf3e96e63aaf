import type { DeliveryView } from '@harvest/domain';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { notify } from '../../../ui/notifications/notify';
import { useBookHaulage } from '../api/book-haulage';
import { useDeliveryHaulage } from '../api/get-delivery-haulage';

/**
 * 'Book haulage' on a planned delivery (issue 22): either party who organises haulage (logistics.jobs write) makes
 * the job in one click and lands on it, to ask carriers for quotes; after that, the delivery links to its job.
 */
export function BookHaulageButton({ delivery, name }: { delivery: DeliveryView; name: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const book = useBookHaulage();
  const organiser = canAccess(session, 'logistics.jobs', 'write');
  // Once booked, the delivery links to its job (ours) or says the other party has it: never a second booking.
  const haulage = useDeliveryHaulage(delivery.id, organiser);
  if (!organiser) return null;
  const job = haulage.data?.job;
  if (job) {
    return (
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={paths.logisticsJob(job.id)}
        aria-label={`${t('jobs.haulage.open')} ${job.reference}: ${name}`}
      >
        {t('jobs.haulage.open')} {job.reference}
      </Button>
    );
  }
  if (haulage.data?.bookedByOtherParty) {
    return (
      <Text size="sm" c="dimmed">
        {t('jobs.haulage.bookedByOtherParty')}
      </Text>
    );
  }
  if (delivery.status !== 'planned' || !haulage.data) return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={book.isPending}
      aria-label={`${t('jobs.haulage.book')}: ${name}`}
      onClick={() =>
        book.mutate(delivery.id, {
          onSuccess: (job) => void navigate(paths.logisticsJob(job.id)),
          onError: (error) =>
            notify({ type: 'error', position: 'floating', message: errorMessage(error, t('jobs.haulage.failed')) }),
        })
      }
    >
      {t('jobs.haulage.book')}
    </Button>
  );
}
