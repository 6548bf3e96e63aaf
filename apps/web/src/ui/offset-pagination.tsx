import type { Pagination } from '@harvest/domain';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface OffsetPaginationProps {
  pagination: Pagination;
  shown: number;
  onOffsetChange: (offset: number) => void;
}

/** Previous and Next follow the offsets the API hands back, so the client does no page arithmetic. */
export function OffsetPagination({ pagination, shown, onOffsetChange }: OffsetPaginationProps) {
  const { t } = useTranslation();
  const { prev, next, totalDocuments, currentDocumentIndex, currentPage, limit } = pagination;
  const pages = Math.max(1, Math.ceil(totalDocuments / limit));

  const summary = (
    <Text size="sm" aria-live="polite">
      {t('common.showing', {
        from: shown === 0 ? 0 : currentDocumentIndex + 1,
        to: currentDocumentIndex + shown,
        total: totalDocuments,
      })}{' '}
      · {t('common.pageOf', { page: currentPage, pages })}
    </Text>
  );
  const step = (offset: number | null, label: string) => (
    <Button variant="default" disabled={offset === null} onClick={() => offset !== null && onOffsetChange(offset)}>
      {label}
    </Button>
  );
  // One page: nothing to move between, so no controls to skip past.
  if (prev === null && next === null) return summary;

  return (
    <Group component="nav" aria-label={t('common.pagination')} justify="space-between" gap="sm" wrap="wrap">
      {summary}
      <Group gap="xs">
        {step(prev, t('common.previous'))}
        {step(next, t('common.next'))}
      </Group>
    </Group>
  );
}
