import { vettingBlocks } from '@harvest/domain';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session/use-session';

/**
 * Whether the page at the current address is trading that the acting organisation may not use
 * yet (spec §6): the layout then shows the contact prompt in place of the page, whatever the
 * page is, so a trading page added later needs nothing of its own.
 */
export function useVettingBlocked(): boolean {
  const { profile } = useSession();
  const { pathname } = useLocation();
  return profile !== null && vettingBlocks(profile.organisation, pathname);
}
