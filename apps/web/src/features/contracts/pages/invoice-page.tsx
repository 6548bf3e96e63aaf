import type { InvoiceView } from '@harvest/domain';
import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { throwIfNotFound } from '../../../lib/api/api-error';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { BackLink } from '../../../ui/back-link';
import { DetailList } from '../../../ui/detail-list';
import { QueryState } from '../../../ui/query-state';
import { ScrollTable } from '../../../ui/scroll-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { SectionCard } from '../../../ui/section-card';
import { usePageTitle } from '../../../ui/use-page-title';
import { useInvoice } from '../api/get-invoice';
import { InvoicePdfActions } from '../components/invoice-pdf-actions';

/**
 * /trading/invoices/{id} (issue 21): one invoice to its issuer and recipient: who to whom, the dates, its lines, the
 * net, tax and total, the contract it was issued on, and its PDF to open or download. Anyone else: not found.
 */
export function InvoicePage() {
  const { t } = useTranslation();
  const id = useParams().invoiceId ?? '';
  const invoice = useInvoice(id);
  throwIfNotFound(invoice.error);
  const title = invoice.data
    ? t('invoices.detail.titleNumbered', { reference: invoice.data.reference })
    : t('invoices.detail.title');
  usePageTitle(invoice.data ? title : t('invoices.detail.loading'));
  const back = <BackLink to={paths.invoices}>{t('invoices.detail.backToList')}</BackLink>;
  return (
    <QueryState
      query={invoice}
      loadingLabel={t('invoices.detail.loading')}
      errorTitle={t('invoices.detail.loadError')}
      page={{ heading: t('invoices.detail.title'), back }}
    >
      {(data) => (
        <Stack gap="lg" maw={860}>
          <Stack gap="xs">
            {back}
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {data.selfBilled && (
              <Group>
                <Badge variant="default">{t('invoices.selfBilled')}</Badge>
              </Group>
            )}
          </Stack>
          <InvoiceDetails invoice={data} />
        </Stack>
      )}
    </QueryState>
  );
}

function InvoiceDetails({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const units = useUnits();
  const money = (minor: number) => units.money(minor, invoice.currency);
  const taxName = invoice.taxLabel ?? t('invoices.detail.tax');
  return (
    <>
      <SectionCard title={t('invoices.detail.pdf')} intro={t('invoices.detail.pdfIntro')}>
        <InvoicePdfActions invoice={invoice} />
      </SectionCard>
      <SectionCard title={t('invoices.detail.summary')}>
        <DetailList
          labelWidth="10rem"
          rows={[
            { label: t('invoices.from'), value: invoice.issuer.name },
            { label: t('invoices.to'), value: invoice.recipient.name },
            { label: t('invoices.date'), value: formatCalendarDate(invoice.invoiceDate) },
            { label: t('invoices.due'), value: formatCalendarDate(invoice.dueDate) },
            ...(invoice.taxNumber ? [{ label: t('invoices.detail.taxNumber'), value: invoice.taxNumber }] : []),
            {
              label: t('invoices.contract'),
              value: (
                <Anchor component={Link} to={paths.contract(invoice.contractId)}>
                  {t('invoices.detail.viewContract')}
                </Anchor>
              ),
            },
          ]}
        />
        {invoice.selfBilled && (
          <Text size="sm" mt="sm">
            {t('invoices.selfBilledWording')}
          </Text>
        )}
      </SectionCard>
      <SectionCard title={t('invoices.detail.lines')}>
        <TableOrCards
          table={
            <ScrollTable
              label={t('invoices.detail.linesLabel')}
              fz="sm"
              miw={560}
              columns={[
                t('invoices.description'),
                { label: t('invoices.quantity'), ta: 'right' },
                { label: t('invoices.price'), ta: 'right' },
                { label: t('invoices.amount'), ta: 'right' },
              ]}
            >
              {invoice.lines.map((line, index) => (
                <Table.Tr key={`${index}-${line.description}`}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {line.quantityKg === null ? '' : units.weight(line.quantityKg)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {line.unitPriceMinor === null ? '' : formatPricePerTonne(line.unitPriceMinor, invoice.currency)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(line.amountMinor)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          }
          cards={
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              aria-label={t('invoices.detail.linesLabel')}
              style={{ listStyle: 'none' }}
            >
              {invoice.lines.map((line, index) => (
                <Stack component="li" key={`${index}-${line.description}`} gap={2}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text size="sm">{line.description}</Text>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {money(line.amountMinor)}
                    </Text>
                  </Group>
                  {line.quantityKg !== null && line.unitPriceMinor !== null && (
                    <Text size="xs" c="dimmed">
                      {units.weight(line.quantityKg)} · {formatPricePerTonne(line.unitPriceMinor, invoice.currency)}
                    </Text>
                  )}
                </Stack>
              ))}
            </Stack>
          }
        />
        <DetailList
          labelWidth="10rem"
          rows={[
            { label: t('invoices.net'), value: money(invoice.netMinor) },
            {
              label:
                invoice.taxPercentage === null
                  ? taxName
                  : t('invoices.detail.taxAt', { tax: taxName, percentage: invoice.taxPercentage }),
              value: money(invoice.taxMinor),
            },
            { label: t('invoices.total'), value: <strong>{money(invoice.totalMinor)}</strong> },
          ]}
        />
      </SectionCard>
    </>
  );
}
