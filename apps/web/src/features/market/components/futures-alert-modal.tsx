import { FUTURES_MARKETS, futuresAlertInputSchema, majorToMinor, type FuturesMarketId } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { choices } from '../../../ui/choices';
import { formDialog, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { FormSelect } from '../../../ui/form-select';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useDomainForm } from '../../../ui/use-domain-form';
import { useCreateAlert } from '../api/create-alert';
import { TypedNumberInput, typedNumber } from './typed-number-input';

const MOVE_UNITS = ['pounds', 'percent'] as const;

export interface FuturesAlertValues {
  market: FuturesMarketId;
  unit: (typeof MOVE_UNITS)[number];
  /** Pounds per tonne, or a percentage, as typed. */
  move: number | string;
}

const API_FIELDS = ['market', 'move'] as const;

/** The market's crop, and the move in pence (rounded to the penny by the domain) or in per cent. */
export function futuresAlertBody(values: FuturesAlertValues) {
  const market = FUTURES_MARKETS.find((each) => each.id === values.market) ?? FUTURES_MARKETS[0];
  const move = typedNumber(values.move);
  return {
    type: 'futures' as const,
    commodityId: market.commodityId,
    moveMinor: values.unit === 'pounds' ? majorToMinor(move) : null,
    movePercent: values.unit === 'percent' ? move : null,
  };
}

export function FuturesAlertForm({ onDone }: DoneProps) {
  const { t } = useTranslation();
  const create = useCreateAlert();
  const form = useDomainForm(futuresAlertInputSchema, futuresAlertBody, {
    fieldOf: { moveMinor: 'move', movePercent: 'move', commodityId: 'market' },
    defaultValues: { market: 'london-feed-wheat', unit: 'pounds', move: '' },
  });
  const unit = form.watch('unit');
  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await create.mutateAsync(body);
    notify({ message: t('market.alerts.saved'), position: 'floating' });
    onDone();
  });
  return (
    <FormModal.Form {...modalForm} submitLabel={t('market.alerts.form.save')}>
      <FormSelect
        control={form.control}
        name="market"
        label={t('market.alerts.form.market')}
        data={FUTURES_MARKETS.map((market) => ({
          value: market.id,
          label: t(`market.alerts.futuresMarkets.${market.id}`),
        }))}
        allowDeselect={false}
        data-autofocus
      />
      <FormSelect
        control={form.control}
        name="unit"
        label={t('market.alerts.form.moveBy')}
        data={choices(MOVE_UNITS, (each) => t(`market.alerts.form.moveUnits.${each}`))}
        allowDeselect={false}
      />
      <TypedNumberInput
        control={form.control}
        name="move"
        label={unit === 'pounds' ? t('market.alerts.form.movePounds') : t('market.alerts.form.movePercent')}
        decimalScale={unit === 'pounds' ? 2 : 1}
        min={0}
        {...(unit === 'pounds' ? { leftSection: <span aria-hidden="true">£</span> } : {})}
      />
    </FormModal.Form>
  );
}

/** Adds a futures alert: a market's move of N pounds per tonne, or N per cent, in a day. */
export const FuturesAlertModal = formDialog(FuturesAlertForm, (t) => t('market.alerts.form.futuresTitle'));
