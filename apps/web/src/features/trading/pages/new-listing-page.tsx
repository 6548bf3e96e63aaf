import type { BusinessUnit, StockRecord } from '@harvest/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { useSession } from '../../../lib/session/use-session';
import { notify } from '../../../ui/notifications/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useListingFarms } from '../api/get-listing-farms';
import { useCreateListing } from '../api/create-listing';
import { useStockLot } from '../api/get-stock-lot';
import { ListingForm, newListingValues } from '../components/listing-form';
import { lotListingValues } from '../components/lot-listing-values';
import { serverNow } from '../../../lib/server-clock/server-clock';
import { joinQueries, QueryState, type QueryLike } from '../../../ui/query-state';
import { PageHeading } from '../../../ui/page-heading';

/** No lot to read: settled at once, so the page does not wait on a query that never runs. */
const NO_LOT: QueryLike<StockRecord | null> = {
  data: null,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
};

/**
 * /trading/market-listing/new (§2, §3): the seller lists grain for buyers to price. Opened from a stock lot
 * (`?stockRecordId=`), the form starts with the lot's crop, grade, variety, year, unsold quantity, farm and quality,
 * and the listing keeps the lot, so the lot reads sold or part sold as it trades.
 */
export function NewListingPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.seller.create.title'));
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stockRecordId = params.get('stockRecordId');
  const farms = useListingFarms(session.profile?.organisation.id ?? null);
  const lot = useStockLot(stockRecordId);
  const create = useCreateListing();

  return (
    <Stack gap="lg" maw={860}>
      <PageHeading title={t('trading.seller.create.title')} intro={t('trading.seller.create.intro')} />
      <QueryState
        query={joinQueries<BusinessUnit[], StockRecord | null>(farms, stockRecordId ? lot : NO_LOT)}
        loadingLabel={t('trading.seller.create.loadingFarms')}
        errorTitle={stockRecordId ? t('trading.seller.create.lotError') : t('trading.seller.create.farmsError')}
      >
        {([farmList, fromLot]) => {
          const now = new Date(serverNow());
          const base = newListingValues(now, farmList);
          return (
            <Stack gap="md">
              {fromLot && <FromLotNotice lot={fromLot} />}
              <ListingForm
                defaultValues={fromLot ? lotListingValues(base, fromLot, farmList, todayOnDevice(now)) : base}
                farms={farmList}
                submitLabel={t('trading.seller.create.submit')}
                onCancel={() => void navigate(fromLot ? paths.inventoryStock : paths.sellerListings())}
                onSubmit={async (body) => {
                  const listing = await create.mutateAsync(body);
                  notify({
                    message: t('trading.seller.create.created', { reference: listing.reference }),
                    position: 'floating',
                  });
                  await navigate(paths.manageListing(listing.id));
                }}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** Says which lot the form was filled in from, and that anything may still be changed before posting. */
function FromLotNotice({ lot }: { lot: StockRecord }) {
  const { t } = useTranslation();
  const names = useCropNames();
  const units = useUnits();
  const description = [
    names.crop(lot.commodityId),
    names.grade(lot.commodityId, lot.commodityItemId),
    lot.variety,
    String(lot.harvestYear),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Alert color="blue" variant="light" title={t('trading.seller.create.fromLotTitle')}>
      <Text size="sm">
        {t('trading.seller.create.fromLot', {
          lot: description,
          quantity: units.weight(lot.quantityKg),
          storage: lot.storageName,
        })}
      </Text>
      {lot.sale.tradedKg > 0 && (
        <Text size="sm">{t('trading.seller.create.fromLotSold', { quantity: units.weight(lot.sale.tradedKg) })}</Text>
      )}
    </Alert>
  );
}
