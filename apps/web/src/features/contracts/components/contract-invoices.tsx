import type { ContractView } from '@harvest/domain';
import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { InvoiceIcon } from '../../../ui/icons/invoice-icon';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { SectionCard } from '../../../ui/section-card';
import { useInvoices } from '../api/get-invoices';
import { InvoicesList } from './invoices-list';

/** The contract's invoices (GET /trading/invoices?contractId=…), each opening its page with the PDF. */
export function ContractInvoices({ contract }: { contract: ContractView }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const invoices = useInvoices({ offset, contractId: contract.id });
  if (contract.type === 'storage') return null;
  return (
    <SectionCard title={t('invoices.onContract.title')}>
      <Stack gap="sm">
        <PagedQueryState
          query={invoices}
          errorTitle={t('invoices.list.loadError')}
          empty={{
            icon: InvoiceIcon,
            title: t('invoices.onContract.empty'),
            hint: t('invoices.onContract.emptyHint'),
            order: 3,
          }}
          onOffsetChange={setOffset}
        >
          {(items) => <InvoicesList invoices={items} label={t('invoices.onContract.label')} />}
        </PagedQueryState>
        <Anchor component={Link} to={paths.invoices} size="sm">
          {t('invoices.onContract.all')}
        </Anchor>
      </Stack>
    </SectionCard>
  );
}
