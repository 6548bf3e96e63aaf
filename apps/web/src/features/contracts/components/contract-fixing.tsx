import { fixingKindsOf, type ContractDetailView, type FixingKind } from '@harvest/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { useUnits } from '../../../lib/format/use-units';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { DetailList, type DetailRow } from '../../../ui/detail-list';
import { SectionCard } from '../../../ui/section-card';
import { FixPriceModal } from './fix-price-modal';

/**
 * An unfixed sales or premium contract's price fixing (trading §1 base and premium fixing): its state, what is fixed
 * and left of each kind in the person's unit, the fixings agreed so far and the price they make, and 'Fix price'
 * while there is something left to fix. Before the first fixing the price entered is only indicative.
 */
export function ContractFixing({ contract }: { contract: ContractDetailView }) {
  const { t } = useTranslation();
  const units = useUnits();
  const session = useSession();
  const [fixing, setFixing] = useState(false);
  if (contract.type === 'storage' || contract.priceType !== 'unfixed') return null;
  const { state, fixings } = contract.fixing;
  const money = (minor: number) => formatPricePerTonne(minor, contract.currency);
  const canFix = canAccess(session, 'trading.contracts', 'write') && contract.status === 'open' && state !== 'fixed';
  const weights = (kind: FixingKind): DetailRow[] => {
    const fixed = kind === 'premium' ? contract.fixing.premiumFixedWeightKg : contract.fixing.fixedWeightKg;
    const left = kind === 'premium' ? contract.fixing.premiumRemainingWeightKg : contract.fixing.remainingWeightKg;
    const kindName = t(`contracts.fixing.kinds.${kind}`);
    return [
      { label: t('contracts.fixing.fixedWeight', { kind: kindName }), value: units.weight(fixed ?? 0) },
      { label: t('contracts.fixing.remainingWeight', { kind: kindName }), value: units.weight(left ?? 0) },
    ];
  };
  const priceNow: DetailRow[] = [
    {
      label: t('contracts.fixing.priceNow'),
      value:
        fixings.length === 0
          ? t('contracts.fixing.indicative', { price: money(contract.pricePerUnit) })
          : money(contract.pricePerUnit),
    },
    ...(contract.type === 'premium' && contract.premiumPrice !== null
      ? [{ label: t('contracts.fixing.premiumNow'), value: money(contract.premiumPrice) }]
      : []),
  ];
  return (
    <SectionCard
      title={t('contracts.fixing.title')}
      aside={
        <Badge variant="light" color={state === 'fixed' ? 'green' : state === 'unfixed' ? 'gray' : 'blue'}>
          {t(`fixings.states.${state}`)}
        </Badge>
      }
      intro={t(`contracts.fixing.intro.${state}`)}
    >
      <Stack gap="sm">
        <DetailList rows={[...fixingKindsOf(contract.type).flatMap(weights), ...priceNow]} labelWidth="11rem" />
        {fixings.length === 0 ? (
          <Text size="sm">{t('contracts.fixing.none')}</Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('contracts.fixing.listLabel')}
          >
            {fixings.map((each) => (
              <Text component="li" size="sm" key={each.id}>
                {t('contracts.fixing.line', {
                  date: formatCalendarDate(each.fixedOn),
                  kind: t(`contracts.fixing.kinds.${each.kind}`),
                  weight: units.weight(each.weightKg),
                  price: money(each.pricePerUnit),
                  who: each.recordedBy.name,
                  business: each.recordedBy.organisationName,
                })}
              </Text>
            ))}
          </Stack>
        )}
        {canFix && (
          <Group>
            <Button size="sm" onClick={() => setFixing(true)}>
              {t('contracts.fixing.fix.open')}
            </Button>
          </Group>
        )}
      </Stack>
      <FixPriceModal opened={fixing} onClose={() => setFixing(false)} contract={contract} />
    </SectionCard>
  );
}
