import type { StockRecord } from '@harvest/domain';
import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { useLotDescription } from './lot-label';

/** Where the lot page's back link returns: the list as it was (its filters, sort and page). */
export interface LotLinkState {
  fromList?: string;
}

/** A lot's name that opens its page, named in full for a screen reader (two lots of Wheat 2025 are not alike). */
export function LotLink({ record, text }: { record: StockRecord; text: string }) {
  const location = useLocation();
  const lot = useLotDescription()(record);
  const state: LotLinkState = { fromList: `${location.pathname}${location.search}` };
  return (
    <Anchor component={Link} to={paths.inventoryLot(record.id)} state={state} size="sm" fw={600} aria-label={lot.line}>
      {text}
    </Anchor>
  );
}
