import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvoiceIcon } from '../../../ui/icons/invoice-icon';
import { PageHeading } from '../../../ui/page-heading';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { usePageTitle } from '../../../ui/use-page-title';
import { useInvoices } from '../api/get-invoices';
import { InvoicesList } from '../components/invoices-list';

/**
 * /trading/invoices (issue 21, trading §2 invoices): the invoices the business issued or received on its
 * contracts, 25 a page, newest first; a table from the tablet breakpoint up and cards below it.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('invoices.list.title'));
  const [offset, setOffset] = useOffsetParam();
  const invoices = useInvoices({ offset, contractId: null });
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading title={t('invoices.list.title')} intro={t('invoices.list.intro')} />
      <PagedQueryState
        query={invoices}
        errorTitle={t('invoices.list.loadError')}
        empty={{ icon: InvoiceIcon, title: t('invoices.list.empty'), hint: t('invoices.list.emptyHint') }}
        onOffsetChange={setOffset}
      >
        {(items) => <InvoicesList invoices={items} label={t('invoices.list.label')} />}
      </PagedQueryState>
    </Stack>
  );
}
