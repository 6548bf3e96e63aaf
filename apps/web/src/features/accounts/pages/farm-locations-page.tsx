import { formatAddress, type BusinessUnit } from '@harvest/domain';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { LoadingState } from '../../../ui/loading-state';
import { LocationMap } from '../../../ui/map/location-map';
import { usePageTitle } from '../../../ui/use-page-title';
import { useBusinessUnits } from '../api/get-business-units';
import { EmptyCard } from '../../../ui/empty-card';
import { QueryState } from '../../../ui/query-state';
import { BusinessUnitName } from '../components/business-unit-name';

/** Farms and stores are where inventory is kept and collected from; regions only group them. */
const isLocation = (unit: BusinessUnit) => unit.type === 'farm' || unit.type === 'store';

/**
 * Farm locations (issue 7, spec platform §3 "Farm or location"): the business's farms and stores on one map, each
 * with its address, position, what3words, holding number and assurance. They are edited in business setup.
 */
export function FarmLocationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('farmLocations.title'));
  const { profile } = useSession();
  const units = useBusinessUnits(profile?.organisation.id ?? '', Boolean(profile));
  if (!profile) return <LoadingState />;
  const locations = (units.data ?? []).filter(isLocation);
  const placed = locations.flatMap((unit) =>
    unit.location ? [{ id: unit.id, label: unit.name, lat: unit.location.lat, lon: unit.location.lon }] : [],
  );

  return (
    <Stack gap="xl" maw={1100}>
      <Stack gap="xs">
        <Title order={1}>{t('farmLocations.title')}</Title>
        <Text>
          {t('farmLocations.intro')}{' '}
          <Anchor component={Link} to={paths.businessSetup}>
            {t('farmLocations.editInSetup')}
          </Anchor>
        </Text>
      </Stack>
      <QueryState
        query={units}
        errorTitle={t('farmLocations.loadError')}
        isEmpty={() => locations.length === 0}
        empty={<EmptyCard title={t('farmLocations.empty')} hint={t('farmLocations.emptyHint')} />}
      >
        <>
          <LocationMap
            countryISO={profile.organisation.countryISO}
            label={t('farmLocations.mapLabel')}
            markers={placed}
            height={360}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {locations.map((unit) => (
              <Card key={unit.id} withBorder padding="md" component="article" aria-labelledby={`location-${unit.id}`}>
                <Stack gap={4}>
                  <BusinessUnitName unit={unit} nameProps={{ fw: 700, id: `location-${unit.id}` }} />
                  <Text size="sm">{unit.address ? formatAddress(unit.address) : t('businessSetup.notGiven')}</Text>
                  <Text size="sm" c="dimmed">
                    {unit.location
                      ? unit.location.what3words
                        ? t('unitLocation.summaryWhat3words', { ...unit.location, words: unit.location.what3words })
                        : t('unitLocation.summary', unit.location)
                      : t('farmLocations.noPosition')}
                  </Text>
                  {unit.type === 'farm' && (
                    <Text size="sm" c="dimmed">
                      {[
                        unit.farmDetails?.holdingNumber
                          ? t('farmLocations.holding', { number: unit.farmDetails.holdingNumber })
                          : t('farmLocations.noHolding'),
                        unit.farmDetails?.assuranceScheme
                          ? t('farmLocations.assurance', {
                              scheme: t(`businessSetup.farm.schemes.${unit.farmDetails.assuranceScheme}`),
                              number: unit.farmDetails.membershipNumber ?? '',
                            }) +
                            (unit.farmDetails.assuranceStatus
                              ? ` (${t(`businessSetup.farm.statuses.${unit.farmDetails.assuranceStatus}`)})`
                              : '')
                          : t('farmLocations.noAssurance'),
                      ].join(' · ')}
                    </Text>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </>
      </QueryState>
    </Stack>
  );
}
