import type { ContractDetailView } from '@harvest/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { throwIfNotFound } from '../../../lib/api/api-error';
import { formatCalendarDate, formatDateTime } from '../../../lib/format/format-date-time';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { BackLink } from '../../../ui/back-link';
import { DetailList, type DetailRow } from '../../../ui/detail-list';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';
import { SpecificationSummary } from '../../../ui/specification-summary';
import { usePageTitle } from '../../../ui/use-page-title';
import { useContract } from '../api/get-contract';
import { formatMonth, numberAwaited } from '../components/contract-format';
import { ContractActions } from '../components/contract-actions';
import { ContractDeliveries } from '../components/contract-deliveries';
import { ContractFiles } from '../components/contract-files';
import { ContractFixing } from '../components/contract-fixing';
import { ContractPriceHistory } from '../components/contract-price-history';
import { ContractScale } from '../components/contract-scale';
import { ContractInvoices } from '../components/contract-invoices';
import { ContractLabels } from '../components/contract-labels';

/**
 * /trading/contracts/{id} (§3 shared fields, §4 Contract): one contract as either party sees it: the parties, the
 * terms, the specification, the trade it was opened from and its files. Another business's contract is not found.
 */
export function ContractPage() {
  const { t } = useTranslation();
  const id = useParams().contractId ?? '';
  const contract = useContract(id);
  throwIfNotFound(contract.error);
  const title = contract.data?.contractNumber
    ? t('contracts.detail.titleNumbered', { number: contract.data.contractNumber })
    : t('contracts.detail.title');
  usePageTitle(contract.data ? title : t('contracts.detail.loading'));
  const back = <BackLink to={paths.contracts(contract.data?.type)}>{t('contracts.detail.backToList')}</BackLink>;
  return (
    <QueryState
      query={contract}
      loadingLabel={t('contracts.detail.loading')}
      errorTitle={t('contracts.detail.loadError')}
      page={{ heading: t('contracts.detail.title'), back }}
    >
      {(data) => (
        <Stack gap="lg" maw={860}>
          <Stack gap="xs">
            {back}
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <ContractLabels contract={data} fixingState={data.fixing.state} />
            <RolloverLinks contract={data} />
            {data.status === 'complete' && data.type !== 'storage' && (
              <Text size="sm">{t('contracts.detail.allPaid')}</Text>
            )}
            <ContractActions contract={data} />
          </Stack>
          <ContractDetails contract={data} />
          <ContractFixing contract={data} />
          <ContractPriceHistory contract={data} />
          <ContractScale contract={data} />
          <ContractDeliveries contract={data} />
          <ContractInvoices contract={data} />
        </Stack>
      )}
    </QueryState>
  );
}

/** §4 rolled over: the contract this one was rolled from, and those it was rolled into, each a link. */
function RolloverLinks({ contract }: { contract: ContractDetailView }) {
  const { t } = useTranslation();
  return (
    <>
      {contract.rolledFromContractId && (
        <Text size="sm">
          {t('contracts.rollover.from', {
            part: t(`rollovers.parts.${contract.rolledPart ?? 'undelivered'}`).toLowerCase(),
          })}{' '}
          <Anchor component={Link} to={paths.contract(contract.rolledFromContractId)}>
            {t('contracts.rollover.fromLink')}
          </Anchor>
        </Text>
      )}
      {contract.rolledIntoContractIds.map((id, index) => (
        <Text size="sm" key={id}>
          {t('contracts.rollover.into')}{' '}
          <Anchor component={Link} to={paths.contract(id)}>
            {t('contracts.rollover.intoLink', { index: index + 1 })}
          </Anchor>
        </Text>
      ))}
    </>
  );
}

function ContractDetails({ contract }: { contract: ContractDetailView }) {
  const { t } = useTranslation();
  const units = useUnits();
  const { crop } = useCropNames();
  const party = (side: 'seller' | 'buyer') =>
    contract.side === side ? t('contracts.detail.you', { name: contract[side].name }) : contract[side].name;
  const money = (minor: number) => formatPricePerTonne(minor, contract.currency);
  const terms: DetailRow[] = [
    { label: t('contracts.detail.type'), value: t(`contracts.types.${contract.type}`) },
    { label: t('contracts.detail.number'), value: contract.contractNumber ?? t(numberAwaited(contract)) },
    { label: t('contracts.detail.crop'), value: crop(contract.commodityId) },
    { label: t('contracts.detail.month'), value: formatMonth(contract.month) },
    { label: t('contracts.detail.startDate'), value: formatCalendarDate(contract.startDate) },
    { label: t('contracts.detail.endDate'), value: formatCalendarDate(contract.endDate) },
    { label: t('contracts.detail.priceType'), value: t(`contracts.priceTypes.${contract.priceType}`) },
    { label: t('contracts.detail.price'), value: money(contract.pricePerUnit) },
    ...(contract.premiumPrice ? [{ label: t('contracts.detail.premium'), value: money(contract.premiumPrice) }] : []),
    { label: t('contracts.detail.weight'), value: units.weight(contract.totalWeightKg) },
    ...(contract.storageQuantityKg !== null
      ? [{ label: t('contracts.detail.storageQuantity'), value: units.weight(contract.storageQuantityKg) }]
      : []),
    { label: t('contracts.detail.total'), value: units.money(contract.totalPrice, contract.currency) },
    ...(contract.haulage
      ? [{ label: t('contracts.detail.haulage'), value: t(`contracts.haulage.${contract.haulage}`) }]
      : []),
    ...(contract.haulageReference
      ? [{ label: t('contracts.detail.haulageReference'), value: contract.haulageReference }]
      : []),
    // §9: a storage contract's 30 days' notice, and when it completes.
    ...(contract.noticeGivenAt
      ? [{ label: t('contracts.detail.noticeGiven'), value: formatDateTime(contract.noticeGivenAt) }]
      : []),
    ...(contract.completesAt
      ? [{ label: t('contracts.detail.completes'), value: formatDateTime(contract.completesAt) }]
      : []),
    ...(contract.paymentTerms ? [{ label: t('contracts.detail.paymentTerms'), value: contract.paymentTerms }] : []),
    ...(contract.paymentDays !== null
      ? [
          {
            label: t('contracts.detail.paymentDays'),
            value: t('contracts.detail.paymentDaysValue', { count: contract.paymentDays }),
          },
        ]
      : []),
  ];
  return (
    <>
      <SectionCard title={t('contracts.detail.parties')}>
        <DetailList
          rows={[
            { label: t('contracts.detail.seller'), value: party('seller') },
            { label: t('contracts.detail.buyer'), value: party('buyer') },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('contracts.detail.terms')}>
        <DetailList rows={terms} labelWidth="10rem" />
      </SectionCard>
      {contract.specification && (
        <SectionCard title={t('contracts.detail.specification')}>
          <SpecificationSummary specification={contract.specification} />
        </SectionCard>
      )}
      <SectionCard
        title={t('contracts.detail.trade')}
        intro={t(
          !contract.tradeReference
            ? 'contracts.detail.noTrade'
            : contract.tradeId
              ? 'contracts.detail.tradeIntro'
              : 'contracts.detail.tradeIntroRolled',
        )}
      >
        {contract.tradeReference && (
          <DetailList
            rows={[{ label: t('contracts.detail.tradeReference'), value: contract.tradeReference }]}
            labelWidth="10rem"
          />
        )}
      </SectionCard>
      <ContractFiles contract={contract} />
    </>
  );
}
