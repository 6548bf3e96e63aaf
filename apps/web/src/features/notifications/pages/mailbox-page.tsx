import { EmptyState, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { ErrorState } from '../../../ui/error-state';
import { MailIcon } from '../../../ui/icons/mail-icon';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMailbox, type MailboxFilters } from '../api/get-mailbox';
import { MailboxList } from '../components/mailbox-list';
import { RecipientFilter } from '../components/recipient-filter';
import { QueryState } from '../../../ui/query-state';

/** The filters live in the URL (`to`, `offset`) so a filtered page can be shared and survives a reload. */
function useMailboxFilters(): [MailboxFilters, (change: Partial<MailboxFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const offset = Number.parseInt(params.get('offset') ?? '', 10);
  const filters = { to: params.get('to') ?? '', offset: Number.isFinite(offset) && offset > 0 ? offset : 0 };

  const update = (change: Partial<MailboxFilters>) => {
    const next = { ...filters, ...change };
    // A new recipient starts again at the first page.
    if (change.to !== undefined && change.to !== filters.to) next.offset = 0;
    const search = new URLSearchParams();
    if (next.to) search.set('to', next.to);
    if (next.offset > 0) search.set('offset', String(next.offset));
    // Typing replaces the entry; turning a page adds one, so Back returns to the previous page.
    setParams(search, { replace: change.offset === undefined });
  };

  return [filters, update];
}

export function MailboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('mailbox.title'));
  const [filters, setFilters] = useMailboxFilters();
  const mailbox = useMailbox(filters);

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap="xs">
        <Title order={1}>{t('mailbox.title')}</Title>
        <Text>{t('mailbox.intro')}</Text>
      </Stack>
      <RecipientFilter value={filters.to} onChange={(to) => setFilters({ to })} />
      {isApiError(mailbox.error) && mailbox.error.status === 404 ? (
        // Production servers have no development mailbox: say so rather than offer a retry.
        <ErrorState title={t('mailbox.loadError')} message={t('mailbox.unavailable')} />
      ) : (
        <QueryState
          query={mailbox}
          errorTitle={t('mailbox.loadError')}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState icon={<MailIcon size={32} />} withIndicatorBackground py="xl">
              <EmptyState.Title order={2}>
                {filters.to ? t('mailbox.emptyFiltered', { to: filters.to }) : t('mailbox.empty')}
              </EmptyState.Title>
              <EmptyState.Description>{t('mailbox.emptyHint')}</EmptyState.Description>
            </EmptyState>
          }
        >
          {(data) => (
            <Stack gap="md" aria-busy={mailbox.isPlaceholderData}>
              <MailboxList items={data.items} />
              {data.pagination && (
                <OffsetPagination
                  pagination={data.pagination}
                  shown={data.items.length}
                  onOffsetChange={(offset) => setFilters({ offset })}
                />
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
