import { formatAddress, type BusinessUnit, type ModalName } from '@harvest/domain';
import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../ui/detail-list';
import { ResponsiveModal } from '../../../ui/responsive-modal';
import { useBusinessUnitSummary } from '../api/get-business-unit-summary';
import { formatTelephone } from './organisation-form-resolver';
import { QueryState } from '../../../ui/query-state';

/** The modal's name in the `action` query value (spec platform §2). */
export const BUSINESS_UNIT_DETAILS_MODAL = 'business-unit-details' satisfies ModalName;

interface BusinessUnitDetailsModalProps {
  opened: boolean;
  onClose: () => void;
  unit: BusinessUnit | null;
  countryIso: string;
}

/** A unit's details, who is limited to it and what links to it. */
export function BusinessUnitDetailsModal({ opened, onClose, unit, countryIso }: BusinessUnitDetailsModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal opened={opened && unit !== null} onClose={onClose} title={t('businessSetup.units.detailsTitle')}>
      {unit && <BusinessUnitDetails unit={unit} countryIso={countryIso} />}
    </ResponsiveModal>
  );
}

function BusinessUnitDetails({ unit, countryIso }: { unit: BusinessUnit; countryIso: string }) {
  const { t } = useTranslation();
  const summary = useBusinessUnitSummary(unit.id);
  const notGiven = t('businessSetup.notGiven');
  const farm = unit.farmDetails;
  const rows = [
    { label: t('businessSetup.units.name'), value: unit.name },
    { label: t('businessSetup.units.type'), value: t(`businessSetup.units.types.${unit.type}`) },
    { label: t('businessSetup.units.companyNumber'), value: unit.companyNumber ?? notGiven },
    { label: t('businessSetup.units.taxId'), value: unit.taxId ?? notGiven },
    { label: t('businessSetup.units.email'), value: unit.email ?? notGiven },
    { label: t('businessSetup.units.phone'), value: unit.phone ? formatTelephone(countryIso, unit.phone) : notGiven },
    { label: t('businessSetup.units.address'), value: unit.address ? formatAddress(unit.address) : notGiven },
    ...(unit.type !== 'region'
      ? [
          {
            label: t('unitLocation.legend'),
            value: unit.location
              ? unit.location.what3words
                ? t('unitLocation.detailWhat3words', { ...unit.location, words: unit.location.what3words })
                : t('unitLocation.detail', unit.location)
              : notGiven,
          },
        ]
      : []),
    ...(unit.type === 'farm'
      ? [
          { label: t('businessSetup.farm.holdingNumber'), value: farm?.holdingNumber || notGiven },
          {
            label: t('businessSetup.farm.assuranceScheme'),
            value: farm?.assuranceScheme
              ? t(`businessSetup.farm.schemes.${farm.assuranceScheme}`)
              : t('businessSetup.farm.noScheme'),
          },
          { label: t('businessSetup.farm.membershipNumber'), value: farm?.membershipNumber || notGiven },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <DetailList rows={rows} />
      <Divider />
      <QueryState query={summary} errorTitle={t('businessSetup.units.summaryError')}>
        {(data) => (
          <DetailList
            rows={[
              { label: t('businessSetup.units.members'), value: data.members },
              { label: t('businessSetup.units.links'), value: <LinkCounts links={data.links} /> },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}

/** The kinds of record other modules report so far; another kind shows by its own name. */
const KNOWN_LINK_KINDS = ['crops', 'listings', 'tradeRequests'] as const;
type KnownLinkKind = (typeof KNOWN_LINK_KINDS)[number];
const isKnownLinkKind = (kind: string): kind is KnownLinkKind => (KNOWN_LINK_KINDS as readonly string[]).includes(kind);

function LinkCounts({ links }: { links: Record<string, number> }) {
  const { t } = useTranslation();
  const entries = Object.entries(links).filter(([, count]) => count > 0);
  if (entries.length === 0) return <Text size="sm">{t('businessSetup.units.noLinks')}</Text>;
  return (
    <Stack gap={4}>
      {entries.map(([kind, count]) => (
        <Text key={kind} size="sm">
          {t('businessSetup.units.linkCount', {
            count,
            kind: isKnownLinkKind(kind) ? t(`businessSetup.units.linkKinds.${kind}`) : kind,
          })}
        </Text>
      ))}
    </Stack>
  );
}
