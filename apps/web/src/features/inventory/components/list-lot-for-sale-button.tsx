import { actsAs, type StockRecord } from '@harvest/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { moduleIdsOf } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';

/**
 * "List for sale": opens the new-listing page filled in from the lot (the trading feature reads it by its id). Only
 * for someone who may post listings (the seller's module and permission, as the API's guard asks), and only while
 * some of the lot is left unsold.
 */
export function ListLotForSaleButton({
  lot,
  label,
}: {
  lot: Pick<StockRecord, 'id' | 'quantityKg' | 'sale' | 'commodityId'>;
  label: string;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const seller = actsAs(
    { modules: moduleIdsOf(session.profile), access: session.profile?.access ?? {} },
    'seller',
    'write',
  );
  if (!seller || lot.sale.state === 'sold' || lot.quantityKg <= 0) return null;
  return (
    <Button
      component={Link}
      to={paths.listLotForSale(lot.id)}
      size="compact-sm"
      variant="light"
      aria-label={t('inventoryScreens.lotSale.listFor', { lot: label })}
    >
      {t('inventoryScreens.lotSale.list')}
    </Button>
  );
}
