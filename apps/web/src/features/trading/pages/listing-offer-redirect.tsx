import { Navigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';

/** /trading/market-listing/{id}/bids/{bidId}/offer (spec route table): one offer is the bid's own page. */
export function ListingOfferRedirect() {
  return <Navigate to={paths.bidDetail(useParams().bidId ?? '')} replace />;
}
