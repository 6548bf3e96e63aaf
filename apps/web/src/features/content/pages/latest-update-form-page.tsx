import { type LatestUpdateInput } from '@harvest/domain';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { notify } from '../../../ui/notifications/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useEditorLatestUpdate } from '../api/get-editor-latest-update';
import { useSaveLatestUpdate } from '../api/save-latest-update';
import { LatestUpdateForm } from '../components/latest-update-form';
import { BackLink } from '../../../ui/back-link';
import { QueryState } from '../../../ui/query-state';
import { throwIfNotFound } from '../../../lib/api/api-error';

function BackToEditor() {
  const { t } = useTranslation();
  return <BackLink to={paths.latestUpdatesEditor}>{t('content.editor.title')}</BackLink>;
}

function useSaveAndReturn(id: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveLatestUpdate();
  return async (input: LatestUpdateInput) => {
    await save.mutateAsync({ id, input });
    notify({ message: t('content.editor.saved'), position: 'floating' });
    void navigate(paths.latestUpdatesEditor);
  };
}

/** /inventory/internal/latest-updates/new. */
export function NewLatestUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('content.editor.newTitle'));
  const onSave = useSaveAndReturn(null);
  return (
    <Stack gap="lg" maw={860}>
      <BackToEditor />
      <Title order={1}>{t('content.editor.newTitle')}</Title>
      <LatestUpdateForm initial={null} onSave={onSave} onCancel={() => void navigate(paths.latestUpdatesEditor)} />
    </Stack>
  );
}

/** /inventory/internal/latest-updates/{id}: an existing update; one that does not exist is the 404 page. */
export function EditLatestUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const update = useEditorLatestUpdate(id);
  usePageTitle(t('content.editor.editTitle'));
  const onSave = useSaveAndReturn(id);

  throwIfNotFound(update.error);

  return (
    <Stack gap="lg" maw={860}>
      <BackToEditor />
      <Title order={1}>{t('content.editor.editTitle')}</Title>
      <QueryState query={update} errorTitle={t('content.editor.articleError')}>
        {(data) => (
          <LatestUpdateForm
            key={data.id}
            initial={data}
            onSave={onSave}
            onCancel={() => void navigate(paths.latestUpdatesEditor)}
          />
        )}
      </QueryState>
    </Stack>
  );
}
