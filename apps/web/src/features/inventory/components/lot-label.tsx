import type { StockRecord } from '@harvest/domain';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { useCropNames } from '../../../lib/reference/use-commodities';

/** A lot as people tell lots apart: crop and harvest year, then grade and variety, where it is and how much. */
export interface LotDescription {
  /** 'Wheat 2025'. */
  name: string;
  /** 'Feed wheat · Skyfall', or '' when neither is set. */
  kind: string;
  place: string;
  /** In the person's weight unit. */
  quantity: string;
  /** All of it on one line, for a select's option or an accessible name. */
  line: string;
}

/** How every list, select and page names a lot, so two lots never read the same unless they are alike. */
export function useLotDescription(): (record: StockRecord) => LotDescription {
  const { t } = useTranslation();
  const units = useUnits();
  const names = useCropNames();
  return (record) => {
    const name = t('inventoryScreens.lot.name', { crop: names.crop(record.commodityId), year: record.harvestYear });
    const kind = [names.grade(record.commodityId, record.commodityItemId), record.variety].filter(Boolean).join(' · ');
    const quantity = units.weight(record.quantityKg);
    const line = [name, kind, record.storageName, quantity].filter(Boolean).join(' · ');
    return { name, kind, place: record.storageName, quantity, line };
  };
}

interface LotLabelProps {
  record: StockRecord;
  /** Leaves out the store where the list is already of one store. */
  withPlace?: boolean;
  /** Leaves out the quantity where it has a column of its own. */
  withQuantity?: boolean;
  /** The lot's name as a link or a heading, in place of plain text. */
  renderName?: (name: string) => ReactNode;
  /** Beside the name: a badge of the lot's state (its sale state, say). */
  badge?: ReactNode;
}

/** A lot on two lines: its name (with a badge beside it), then grade, variety, store and quantity. */
export function LotLabel({ record, withPlace = true, withQuantity = true, renderName, badge }: LotLabelProps) {
  const lot = useLotDescription()(record);
  const detail = [lot.kind, withPlace && lot.place, withQuantity && lot.quantity].filter(Boolean).join(' · ');
  return (
    <Stack gap={0}>
      <Group gap="xs" wrap="wrap">
        {renderName ? (
          renderName(lot.name)
        ) : (
          <Text size="sm" fw={600}>
            {lot.name}
          </Text>
        )}
        {badge}
      </Group>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}
