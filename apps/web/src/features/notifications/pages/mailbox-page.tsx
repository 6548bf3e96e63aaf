import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { ErrorState } from '../../../ui/error-state';
import { MailIcon } from '../../../ui/icons/mail-icon';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { SearchField } from '../../../ui/search-field';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMailbox, type MailboxFilters } from '../api/get-mailbox';
import { MailboxList } from '../components/mailbox-list';
import { PageHeading } from '../../../ui/page-heading';
import { useUrlFilters } from '../../../ui/use-url-filters';

export function MailboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('mailbox.title'));
  const [filters, setFilters] = useUrlFilters<MailboxFilters>((params) => ({ to: params.get('to') ?? '' }));
  const mailbox = useMailbox(filters);

  return (
    <Stack gap="lg" maw={960}>
      <PageHeading title={t('mailbox.title')} intro={t('mailbox.intro')} />
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
          empty={{
            icon: MailIcon,
            title: filters.to ? t('mailbox.emptyFiltered', { to: filters.to }) : t('mailbox.empty'),
            hint: t('mailbox.emptyHint'),
          }}
          onOffsetChange={(offset) => setFilters({ offset })}
        >
          {(items) => <MailboxList items={items} />}
        </PagedQueryState>
      )}
    </Stack>
  );
}
