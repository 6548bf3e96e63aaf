import type { StockRecord } from '@harvest/domain';
import { useTranslation } from 'react-i18next';

/** Whose a lot is: ours, or stored for someone (named where the record names them). */
export function useOwnerText(): (record: StockRecord) => string {
  const { t } = useTranslation();
  return (record) =>
    record.ownerStatus === 'STORED' && record.thirdPartyOwner
      ? t('inventoryScreens.lot.storedFor', { owner: record.thirdPartyOwner })
      : t(`inventoryScreens.recordForm.owners.${record.ownerStatus}`);
}
