import { messages, type LatestUpdateInput } from '@harvest/domain';
import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { paths } from '../../../lib/paths';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { notify } from '../../../ui/notifications/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useEditorLatestUpdate } from '../api/get-editor-latest-update';
import { useSaveLatestUpdate } from '../api/save-latest-update';
import { LatestUpdateForm } from '../components/latest-update-form';

function BackToEditor() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.latestUpdatesEditor} size="sm">
      <span aria-hidden="true">← </span>
      {t('content.editor.title')}
    </Anchor>
  );
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

  if (isApiError(update.error) && (update.error.status === 404 || update.error.status === 400)) {
    throw new ApiError({ status: 404, message: messages.errors.notFound });
  }

  return (
    <Stack gap="lg" maw={860}>
      <BackToEditor />
      <Title order={1}>{t('content.editor.editTitle')}</Title>
      {update.isPending ? (
        <LoadingState />
      ) : update.isError ? (
        <ErrorState
          title={t('content.editor.articleError')}
          message={update.error.message}
          onRetry={() => void update.refetch()}
          retrying={update.isFetching}
        />
      ) : (
        <LatestUpdateForm
          key={update.data.id}
          initial={update.data}
          onSave={onSave}
          onCancel={() => void navigate(paths.latestUpdatesEditor)}
        />
      )}
    </Stack>
  );
}
