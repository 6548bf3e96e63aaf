import type { ListingSpecification, ModalName } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/modals/dialog';
import type { DialogProps } from '../../../ui/modals/dialog-props';
import { SpecificationSummary } from '../../../ui/specification-summary';

/** The modal's name in the `action` query value (trading §2: market listing specification). */
export const LISTING_SPECIFICATION_MODAL = 'market-listing-specification' satisfies ModalName;

type ListingSpecificationModalProps = DialogProps<{ reference: string; specification: ListingSpecification | null }>;

/** The grain's quality as the seller states it (§3: moisture, protein, Kg/Hl, Hagberg, admixture, ergot...). */
export function ListingSpecificationModal({
  opened,
  onClose,
  reference,
  specification,
}: ListingSpecificationModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('trading.buyer.specificationTitle', { reference })}>
      <SpecificationSummary specification={specification ?? { measures: {} }} />
    </Dialog>
  );
}
