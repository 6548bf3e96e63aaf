import type { MarketUpdateInput } from '@harvest/domain';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { throwIfNotFound } from '../../../lib/api/api-error';
import { paths } from '../../../lib/paths';
import { BackLink } from '../../../ui/back-link';
import { notify } from '../../../ui/notifications/notify';
import { QueryState } from '../../../ui/query-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useEditorMarketUpdate } from '../api/get-editor-market-update';
import { useSaveMarketUpdate } from '../api/save-market-update';
import { MarketUpdateForm } from '../components/market-update-form';

function BackToList() {
  const { t } = useTranslation();
  return <BackLink to={paths.marketUpdatesEditor}>{t('market.updates.editor.title')}</BackLink>;
}

function useSaveAndReturn(id: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveMarketUpdate();
  return async (input: MarketUpdateInput) => {
    await save.mutateAsync({ id, input });
    notify({ message: t('market.updates.editor.saved'), position: 'floating' });
    void navigate(paths.marketUpdatesEditor);
  };
}

/** A new market update. */
export function NewMarketUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('market.updates.editor.newTitle'));
  const onSave = useSaveAndReturn(null);
  return (
    <Stack gap="lg" maw={860}>
      <BackToList />
      <Title order={1}>{t('market.updates.editor.newTitle')}</Title>
      <MarketUpdateForm initial={null} onSave={onSave} onCancel={() => void navigate(paths.marketUpdatesEditor)} />
    </Stack>
  );
}

/** An existing market update; one that does not exist is the 404 page. */
export function EditMarketUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const update = useEditorMarketUpdate(id);
  usePageTitle(t('market.updates.editor.editTitle'));
  const onSave = useSaveAndReturn(id);
  throwIfNotFound(update.error);
  return (
    <Stack gap="lg" maw={860}>
      <BackToList />
      <Title order={1}>{t('market.updates.editor.editTitle')}</Title>
      <QueryState query={update} errorTitle={t('market.updates.editor.updateError')}>
        {(data) => (
          <MarketUpdateForm
            key={data.id}
            initial={data}
            onSave={onSave}
            onCancel={() => void navigate(paths.marketUpdatesEditor)}
          />
        )}
      </QueryState>
    </Stack>
  );
}
