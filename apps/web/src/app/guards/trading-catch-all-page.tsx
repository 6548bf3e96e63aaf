import { needsVetting } from '@harvest/domain';
import { VettingPrompt } from '../../features/accounts/components/vetting-prompt';
import { useSession } from '../../lib/session/use-session';
import { NotFoundPage } from '../errors/not-found-page';

/** The route id the shell's vetting banner stands aside for: the prompt already says it. */
export const TRADING_CATCH_ALL_ID = 'trading-catch-all';

/**
 * Every /trading address no explicit route claims. An organisation waiting to be vetted
 * sees the contact prompt in place of trading (spec §6); anyone else, page not found.
 */
export function TradingCatchAllPage() {
  const { profile } = useSession();
  return profile && needsVetting(profile.organisation) ? <VettingPrompt /> : <NotFoundPage />;
}
