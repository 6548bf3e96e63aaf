import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { ErrorState } from '../../../ui/error-state';
import { MailIcon } from '../../../ui/icons/mail-icon';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { SearchField } from '../../../ui/search-field';
import { EmptyListState } from '../../../ui/empty-list-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMailbox, type MailboxFilters } from '../api/get-mailbox';
import { MailboxList } from '../components/mailbox-list';

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
      <SearchField
        value={filters.to}
        onChange={(to) => setFilters({ to })}
        label={t('mailbox.recipient')}
        placeholder={t('mailbox.recipientPlaceholder')}
        description={t('mailbox.recipientHint')}
        clearLabel={t('mailbox.clearRecipient')}
        maw={420}
      />
      {isApiError(mailbox.error) && mailbox.error.status === 404 ? (
        // Production servers have no development mailbox: say so rather than offer a retry.
        <ErrorState title={t('mailbox.loadError')} message={t('mailbox.unavailable')} />
      ) : (
        <PagedQueryState
          query={mailbox}
          errorTitle={t('mailbox.loadError')}
          empty={
            <EmptyListState
              icon={<MailIcon size={32} />}
              title={filters.to ? t('mailbox.emptyFiltered', { to: filters.to }) : t('mailbox.empty')}
              hint={t('mailbox.emptyHint')}
            />
          }
          onOffsetChange={(offset) => setFilters({ offset })}
        >
          {(items) => <MailboxList items={items} />}
        </PagedQueryState>
      )}
    </Stack>
  );
}
