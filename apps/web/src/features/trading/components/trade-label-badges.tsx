import type { TradeView } from '@harvest/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const LABELS = ['financed', 'delivered', 'settled'] as const;

/** §4 Trade 'Other labels: financed, delivered, settled', read from the trade's contract; nothing until one holds. */
export function TradeLabelBadges({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  const shown = LABELS.filter((label) => trade.labels[label]);
  if (shown.length === 0) return null;
  return (
    <Group gap="xs">
      {shown.map((label) => (
        <Badge key={label} variant="light" color={label === 'settled' ? 'green' : 'blue'}>
          {t(`trading.labels.${label}`)}
        </Badge>
      ))}
    </Group>
  );
}
