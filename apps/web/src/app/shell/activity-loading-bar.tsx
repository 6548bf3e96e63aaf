import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { TopLoadingBar } from '../../ui/top-loading-bar';

/** The top loading bar, shown while a route loads or any call to the API is under way. */
export function ActivityLoadingBar() {
  const { t } = useTranslation();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const active = fetching > 0 || mutating > 0 || navigation.state !== 'idle';
  return <TopLoadingBar active={active} label={t('shell.loadingBar')} />;
}
