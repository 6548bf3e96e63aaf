import type { LotSale } from '@harvest/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { AMBER } from '../../../ui/state-badge';

/** Filled in the 9th shade or darker, so the small white words read at 4.5:1 (axe). */
const COLOURS: Record<LotSale['state'], string> = { unsold: 'gray.8', 'part-sold': AMBER, sold: 'teal.9' };

/**
 * Whether a stock lot is sold, part sold or unsold, from the trades of the listings started from it (the API
 * derives it when read); a part-sold lot says how much, in the person's unit.
 */
export function LotSaleBadge({ sale }: { sale: LotSale }) {
  const { t } = useTranslation();
  const units = useUnits();
  const label = t(`inventoryScreens.lotSale.${sale.state}`);
  return (
    <Badge
      color={COLOURS[sale.state]}
      variant="filled"
      // Never cut to 'UN…' in a narrow table cell.
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      title={
        sale.tradedKg > 0 ? t('inventoryScreens.lotSale.traded', { quantity: units.weight(sale.tradedKg) }) : undefined
      }
    >
      {label}
    </Badge>
  );
}
