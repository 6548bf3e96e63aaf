import { deliveryEditable, type ContractView, type DeliveryView } from '@harvest/domain';
import { Button, Card, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { EmptyListState } from '../../../ui/empty-list-state';
import { ArrowsIcon } from '../../../ui/icons/arrows-icon';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';
import { StoredFileButton } from '../../../ui/stored-file-button';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';
import { useDeleteDelivery } from '../api/delete-delivery';
import { useDeliveries } from '../api/get-deliveries';
import { BookHaulageButton } from './book-haulage-button';
import { DeliveryPlanModal } from './delivery-plan-modal';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { DispatchModal } from './dispatch-modal';
import { PaymentModal } from './payment-modal';
import { PriceUpdateModal } from './price-update-modal';
import { SampleModal } from './sample-modal';
import { SampleSummary } from './sample-summary';
import { SettlementModal } from './settlement-modal';
import { SettlementSummary } from './settlement-summary';
import { TippedWeightModal } from './tipped-weight-modal';

type Planning = { delivery: DeliveryView | null } | null;

/**
 * The contract's deliveries (trading §3 Deliveries, §4): a timeline of each, planned -> in transit -> delivered, with
 * its day, weight, sample and tipped weight. The seller plans, changes and dispatches them; the buyer records the
 * sample and the tipped weight. Each says what happens next.
 */
export function ContractDeliveries({ contract }: { contract: ContractView }) {
  const { t } = useTranslation();
  const session = useSession();
  const deliveries = useDeliveries(contract.id);
  const canWrite = canAccess(session, 'trading.contracts', 'write');
  const canPlan = canWrite && contract.side === 'seller' && contract.type !== 'storage' && contract.status === 'open';
  const [planning, setPlanning] = useState<Planning>(null);
  const [sampling, setSampling] = useState<DeliveryView | null>(null);
  const [tipping, setTipping] = useState<DeliveryView | null>(null);
  const [dispatching, setDispatching] = useState<DeliveryView | null>(null);
  const [deleting, setDeleting] = useState<DeliveryView | null>(null);
  const [settling, setSettling] = useState<DeliveryView | null>(null);
  const [paying, setPaying] = useState<DeliveryView | null>(null);
  const [repricing, setRepricing] = useState<DeliveryView | null>(null);
  const remove = useConfirmedChange(
    useDeleteDelivery(),
    () => setDeleting(null),
    t('contracts.deliveries.delete.done'),
  );
  const ref = (delivery: DeliveryView) => ({ contractId: contract.id, deliveryId: delivery.id });
  const actions: DeliveryActions = {
    onEdit: (delivery) => setPlanning({ delivery }),
    onDelete: setDeleting,
    onDispatch: setDispatching,
    onSample: setSampling,
    onTipped: setTipping,
    onSettle: setSettling,
    onPay: setPaying,
    onUpdatePrice: setRepricing,
  };
  if (contract.type === 'storage') return null;

  return (
    <SectionCard
      title={t('contracts.deliveries.title')}
      intro={t(`contracts.deliveries.intro.${contract.side}`)}
      aside={
        canPlan && (
          <Button size="sm" onClick={() => setPlanning({ delivery: null })}>
            {t('contracts.deliveries.plan.open')}
          </Button>
        )
      }
    >
      <QueryState
        query={deliveries}
        loadingLabel={t('contracts.deliveries.loading')}
        errorTitle={t('contracts.deliveries.loadError')}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyListState
            icon={ArrowsIcon}
            order={3}
            title={t('contracts.deliveries.empty')}
            hint={t(canPlan ? 'contracts.deliveries.emptyHintSeller' : 'contracts.deliveries.emptyHint')}
          />
        }
      >
        {(items) => (
          <Stack
            gap="sm"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('contracts.deliveries.listLabel')}
          >
            {items.map((delivery, index) => (
              <DeliveryCard
                key={delivery.id}
                contract={contract}
                delivery={delivery}
                index={index + 1}
                canWrite={canWrite}
                actions={actions}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <DeliveryPlanModal
        opened={planning !== null}
        onClose={() => setPlanning(null)}
        contract={contract}
        delivery={planning?.delivery ?? null}
      />
      <SampleModal delivery={sampling} contract={contract} onClose={() => setSampling(null)} />
      <TippedWeightModal delivery={tipping} contract={contract} onClose={() => setTipping(null)} />
      <DispatchModal delivery={dispatching} contract={contract} onClose={() => setDispatching(null)} />
      <SettlementModal delivery={settling} contract={contract} onClose={() => setSettling(null)} />
      <PaymentModal delivery={paying} contract={contract} onClose={() => setPaying(null)} />
      <PriceUpdateModal delivery={repricing} contract={contract} onClose={() => setRepricing(null)} />
      <ConfirmModal
        {...remove.modalFor(deleting, ref)}
        words={t('contracts.deliveries.delete.confirm', { returnObjects: true })}
        errorTitle={t('contracts.deliveries.delete.failed')}
        confirmColour="red"
      >
        <Text size="sm">{t('contracts.deliveries.delete.body')}</Text>
      </ConfirmModal>
    </SectionCard>
  );
}

interface DeliveryActions {
  onEdit: (delivery: DeliveryView) => void;
  onDelete: (delivery: DeliveryView) => void;
  onDispatch: (delivery: DeliveryView) => void;
  onSample: (delivery: DeliveryView) => void;
  onTipped: (delivery: DeliveryView) => void;
  onSettle: (delivery: DeliveryView) => void;
  onPay: (delivery: DeliveryView) => void;
  onUpdatePrice: (delivery: DeliveryView) => void;
}

const STEPS = ['planned', 'in-transit', 'delivered', 'settled', 'paid'] as const;

interface DeliveryCardProps {
  contract: ContractView;
  delivery: DeliveryView;
  index: number;
  canWrite: boolean;
  actions: DeliveryActions;
}

function DeliveryCard({ contract, delivery, index, canWrite, actions }: DeliveryCardProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const { side } = contract;
  const name = t('contracts.deliveries.name', { index, date: formatCalendarDate(delivery.plannedDate) });
  const sellerMay = canWrite && side === 'seller';
  const buyerMay = canWrite && side === 'buyer';
  const tipped = delivery.tippedWeight;
  return (
    <Card withBorder component="li" padding="md" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            {name}
          </Title>
          <DeliveryStatusBadge state={delivery.status} />
        </Group>
        <Timeline active={STEPS.indexOf(delivery.status)} bulletSize={14} lineWidth={2}>
          <Timeline.Item title={t('contracts.deliveries.statuses.planned')}>
            <Text size="sm">
              {t('contracts.deliveries.plannedLine', {
                date: formatCalendarDate(delivery.plannedDate),
                weight: units.weight(delivery.plannedWeightKg),
              })}
            </Text>
          </Timeline.Item>
          <Timeline.Item title={t('contracts.deliveries.statuses.in-transit')}>
            {delivery.dispatchedDate && (
              <Text size="sm">
                {t('contracts.deliveries.dispatchedLine', {
                  date: formatCalendarDate(delivery.dispatchedDate),
                  weight: units.weight(delivery.dispatchedWeightKg ?? delivery.plannedWeightKg),
                })}
              </Text>
            )}
          </Timeline.Item>
          <Timeline.Item title={t('contracts.deliveries.statuses.delivered')}>
            {tipped && (
              <Stack gap={4}>
                <Text size="sm">
                  {t('contracts.deliveries.tippedLine', {
                    gross: units.weight(tipped.grossKg),
                    tare: units.weight(tipped.tareKg),
                    net: units.weight(tipped.netKg),
                    tipped: units.weight(tipped.tippedQuantityKg),
                  })}
                </Text>
                <Group gap="xs">
                  <StoredFileButton
                    fileId={tipped.weighbridgeFileId}
                    fileName={`weighbridge-ticket-${index}`}
                    label={t('contracts.deliveries.ticketNamed', { name })}
                    failure={t('contracts.detail.downloadFailed')}
                  >
                    {t('contracts.deliveries.ticket')}
                  </StoredFileButton>
                  {tipped.collectionReceiptFileId && (
                    <StoredFileButton
                      fileId={tipped.collectionReceiptFileId}
                      fileName={`collection-receipt-${index}`}
                      label={t('contracts.deliveries.receiptNamed', { name })}
                      failure={t('contracts.detail.downloadFailed')}
                    >
                      {t('contracts.deliveries.receipt')}
                    </StoredFileButton>
                  )}
                </Group>
              </Stack>
            )}
          </Timeline.Item>
          <Timeline.Item title={t('contracts.deliveries.statuses.settled')} />
          <Timeline.Item title={t('contracts.deliveries.statuses.paid')} />
        </Timeline>
        {delivery.sample && (
          <Stack gap={4}>
            <Title order={4} size="h6">
              {t('contracts.deliveries.sample.heading')}
            </Title>
            <SampleSummary sample={delivery.sample} currency={contract.currency} />
            {/* §4 Trade: the grade changed, so the buyer may record the price the parties agreed for it. */}
            {buyerMay &&
              !delivery.sample.meetsSpecification &&
              contract.status === 'open' &&
              contract.priceType === 'fixed' && (
                <Group>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => actions.onUpdatePrice(delivery)}
                    aria-label={t('contracts.priceUpdates.update.named', { name })}
                  >
                    {t('contracts.priceUpdates.update.open')}
                  </Button>
                </Group>
              )}
          </Stack>
        )}
        {delivery.settlement && (
          <Stack gap={4}>
            <Title order={4} size="h6">
              {t('contracts.deliveries.settlement.heading')}
            </Title>
            <SettlementSummary settlement={delivery.settlement} currency={contract.currency} />
          </Stack>
        )}
        <Text size="sm" c="dimmed">
          {t(`contracts.deliveries.next.${side}.${delivery.status}`)}
        </Text>
        <Group gap="xs" wrap="wrap">
          <BookHaulageButton delivery={delivery} name={name} />
          {sellerMay && deliveryEditable(delivery.status) && (
            <>
              <Button
                size="xs"
                onClick={() => actions.onDispatch(delivery)}
                aria-label={t('contracts.deliveries.dispatch.named', { name })}
              >
                {t('contracts.deliveries.dispatch.open')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => actions.onEdit(delivery)}
                aria-label={t('contracts.deliveries.plan.editNamed', { name })}
              >
                {t('contracts.deliveries.plan.edit')}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={() => actions.onDelete(delivery)}
                aria-label={t('contracts.deliveries.delete.named', { name })}
              >
                {t('contracts.deliveries.delete.open')}
              </Button>
            </>
          )}
          {buyerMay && delivery.status === 'in-transit' && (
            <>
              {!delivery.sample && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => actions.onSample(delivery)}
                  aria-label={t('contracts.deliveries.sample.named', { name })}
                >
                  {t('contracts.deliveries.sample.open')}
                </Button>
              )}
              <Button
                size="xs"
                onClick={() => actions.onTipped(delivery)}
                aria-label={t('contracts.deliveries.tipped.named', { name })}
              >
                {t('contracts.deliveries.tipped.open')}
              </Button>
            </>
          )}
          {canWrite && delivery.status === 'delivered' && (
            <Button
              size="xs"
              onClick={() => actions.onSettle(delivery)}
              aria-label={t('contracts.deliveries.settle.named', { name })}
            >
              {t('contracts.deliveries.settle.open')}
            </Button>
          )}
          {sellerMay && delivery.status === 'settled' && (
            <Button
              size="xs"
              onClick={() => actions.onPay(delivery)}
              aria-label={t('contracts.deliveries.payment.named', { name })}
            >
              {t('contracts.deliveries.payment.open')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
