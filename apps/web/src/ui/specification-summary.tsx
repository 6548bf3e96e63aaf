import { SPECIFICATION_MEASURES, type ListingSpecification } from '@harvest/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from './column-heads';

/** A listing's specification as a small table: each measure it sets, with its minimum and maximum. */
export function SpecificationSummary({ specification }: { specification: ListingSpecification }) {
  const { t } = useTranslation();
  const rows = SPECIFICATION_MEASURES.flatMap((measure) => {
    const range = specification.measures[measure];
    return range && (range.min !== null || range.max !== null) ? [{ measure, range }] : [];
  });
  if (rows.length === 0) return <Text size="sm">{t('trading.seller.spec.none')}</Text>;
  const value = (number: number | null) => (number === null ? '—' : String(number));
  return (
    <Table withTableBorder striped fz="sm" maw={420}>
      <ColumnHeads
        scope="col"
        columns={[t('trading.seller.spec.measure'), t('trading.seller.spec.min'), t('trading.seller.spec.max')]}
      />
      <Table.Tbody>
        {rows.map(({ measure, range }) => (
          <Table.Tr key={measure}>
            <Table.Th scope="row" fw={400}>
              {t(`trading.seller.spec.measures.${measure}`)}
            </Table.Th>
            <Table.Td>{value(range.min)}</Table.Td>
            <Table.Td>{value(range.max)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
