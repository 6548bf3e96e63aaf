import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { notify } from '../../../ui/notifications/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useListingFarms } from '../api/get-listing-farms';
import { useCreateListing } from '../api/create-listing';
import { ListingForm, newListingValues } from '../components/listing-form';
import { serverNow } from '../../../lib/server-clock/server-clock';
import { QueryState } from '../../../ui/query-state';
import { PageHeading } from '../../../ui/page-heading';

/** /trading/market-listing/new (§2, §3): the seller lists grain for buyers to price. */
export function NewListingPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.seller.create.title'));
  const session = useSession();
  const navigate = useNavigate();
  const farms = useListingFarms(session.profile?.organisation.id ?? null);
  const create = useCreateListing();

  return (
    <Stack gap="lg" maw={860}>
      <PageHeading title={t('trading.seller.create.title')} intro={t('trading.seller.create.intro')} />
      <QueryState
        query={farms}
        loadingLabel={t('trading.seller.create.loadingFarms')}
        errorTitle={t('trading.seller.create.farmsError')}
      >
        {(data) => (
          <ListingForm
            defaultValues={newListingValues(new Date(serverNow()), data)}
            farms={data}
            submitLabel={t('trading.seller.create.submit')}
            onCancel={() => void navigate(paths.sellerListings())}
            onSubmit={async (body) => {
              const listing = await create.mutateAsync(body);
              notify({
                message: t('trading.seller.create.created', { reference: listing.reference }),
                position: 'floating',
              });
              await navigate(paths.manageListing(listing.id));
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
