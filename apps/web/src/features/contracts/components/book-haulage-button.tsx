import type { DeliveryView } from '@harvest/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { notify } from '../../../ui/notifications/notify';
import { useBookHaulage } from '../api/book-haulage';

/**
 * 'Book haulage' on a planned delivery (issue 22): either party who organises haulage (logistics.jobs write) makes
 * the job in one click and lands on it, to ask carriers for quotes.
 */
export function BookHaulageButton({ delivery, name }: { delivery: DeliveryView; name: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const book = useBookHaulage();
  if (delivery.status !== 'planned' || !canAccess(session, 'logistics.jobs', 'write')) return null;
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
