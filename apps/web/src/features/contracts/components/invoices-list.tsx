import type { InvoiceView } from '@harvest/domain';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { CardList } from '../../../ui/card-list';
import { ScrollTable } from '../../../ui/scroll-table';
import { TableOrCards } from '../../../ui/table-or-cards';

function InvoiceLink({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.invoice(invoice.id)}
      fw={600}
      aria-label={t('invoices.list.open', { reference: invoice.reference })}
    >
      {invoice.reference}
    </Anchor>
  );
}

function SelfBilledBadge({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  if (!invoice.selfBilled) return null;
  return (
    <Badge variant="default" style={{ flexShrink: 0 }}>
      {t('invoices.selfBilled')}
    </Badge>
  );
}

/**
 * Invoices as a table from the tablet breakpoint up and as cards below it: the reference (opening the invoice), who
 * issued it to whom, its date, when it is due and its total with tax.
 */
export function InvoicesList({ invoices, label }: { invoices: InvoiceView[]; label: string }) {
  const { t } = useTranslation();
  const units = useUnits();
  const column = (key: 'reference' | 'from' | 'to' | 'date' | 'due' | 'total') => t(`invoices.list.columns.${key}`);
  return (
    <TableOrCards
      table={
        <ScrollTable
          label={label}
          striped
          highlightOnHover
          horizontalSpacing="xs"
          fz="sm"
          miw={720}
          columns={[
            column('reference'),
            column('from'),
            column('to'),
            column('date'),
            column('due'),
            { label: column('total'), ta: 'right' },
          ]}
        >
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  <InvoiceLink invoice={invoice} />
                  <SelfBilledBadge invoice={invoice} />
                </Group>
              </Table.Td>
              <Table.Td>{invoice.issuer.name}</Table.Td>
              <Table.Td>{invoice.recipient.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(invoice.invoiceDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(invoice.dueDate)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {units.money(invoice.totalMinor, invoice.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      }
      cards={
        <CardList items={invoices} keyOf={(invoice) => invoice.id} label={label}>
          {(invoice) => (
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <InvoiceLink invoice={invoice} />
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {units.money(invoice.totalMinor, invoice.currency)}
                </Text>
              </Group>
              <Text size="sm">
                {t('invoices.list.parties', { from: invoice.issuer.name, to: invoice.recipient.name })}
              </Text>
              <Text size="sm">
                {t('invoices.list.dates', {
                  date: formatCalendarDate(invoice.invoiceDate),
                  due: formatCalendarDate(invoice.dueDate),
                })}
              </Text>
              <SelfBilledBadge invoice={invoice} />
            </Stack>
          )}
        </CardList>
      }
    />
  );
}
