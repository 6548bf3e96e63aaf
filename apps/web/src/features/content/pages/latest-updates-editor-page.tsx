import { latestUpdateStatus, type LatestUpdate, type LatestUpdateStatus } from '@harvest/domain';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { EditDeleteActions } from '../../../ui/edit-delete-actions';
import { StatusIcon } from '../../../ui/icons/status-icon';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { usePageTitle } from '../../../ui/use-page-title';
import { useDeleteLatestUpdate } from '../api/delete-latest-update';
import { useEditorLatestUpdates } from '../api/get-editor-latest-updates';
import { PageHeading } from '../../../ui/page-heading';

const STATUS_COLOURS: Record<LatestUpdateStatus, string> = { draft: 'gray', scheduled: 'blue', published: 'green' };

function DeleteUpdateModal({ update, onClose }: { update: LatestUpdate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useConfirmedChange(useDeleteLatestUpdate(), onClose, t('content.editor.deleted'));
  return (
    <ConfirmModal
      {...change.modalFor(update, (item) => item.id)}
      words={t('content.editor.deleteDialog', { returnObjects: true })}
      errorTitle={t('content.editor.deleteFailed')}
      confirmColour="red"
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('content.editor.deleteDialog.body', { title: update?.title ?? '' })}
      </Text>
    </ConfirmModal>
  );
}

interface UpdateRowProps {
  update: LatestUpdate;
  /** The status is read against the reader's clock, as the table is looked at. */
  now: Date;
  onDelete: (update: LatestUpdate) => void;
}

/** One update in the editor's table: its state, when it goes out, to whom, and its edit and delete actions. */
function UpdateRow({ update, now, onDelete }: UpdateRowProps) {
  const { t } = useTranslation();
  const status = latestUpdateStatus(update.publishedAt, now);
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{update.title}</Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOURS[status]} variant="light">
          {t(`content.editor.statuses.${status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>{update.publishedAt ? formatDateTime(update.publishedAt) : t('content.editor.notPublished')}</Table.Td>
      <Table.Td>{update.userTypes.map((type) => t(`content.editor.userTypes.${type}`)).join(', ')}</Table.Td>
      <Table.Td>
        <EditDeleteActions
          editTo={paths.editLatestUpdate(update.id)}
          onDelete={() => onDelete(update)}
          labels={{
            edit: t('content.editor.edit'),
            editNamed: t('content.editor.editNamed', { title: update.title }),
            delete: t('content.editor.delete'),
            deleteNamed: t('content.editor.deleteNamed', { title: update.title }),
          }}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** /inventory/internal/latest-updates: every update with its state, for system administrators to write. */
export function LatestUpdatesEditorPage() {
  const { t } = useTranslation();
  usePageTitle(t('content.editor.title'));
  const [offset, setOffset] = useOffsetParam();
  const updates = useEditorLatestUpdates(offset);
  const [deleting, setDeleting] = useState<LatestUpdate | null>(null);
  // The status is read against the reader's clock, as the table is looked at.
  const now = new Date();

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('content.editor.title')} intro={t('content.editor.intro')} />
        <Button component={Link} to={paths.newLatestUpdate}>
          {t('content.editor.create')}
        </Button>
      </Group>
      <PagedQueryState
        query={updates}
        errorTitle={t('content.editor.loadError')}
        empty={{ icon: StatusIcon, title: t('content.editor.empty'), hint: t('content.editor.emptyHint') }}
        onOffsetChange={setOffset}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('content.editor.columns.title')}</Table.Th>
                  <Table.Th>{t('content.editor.columns.status')}</Table.Th>
                  <Table.Th>{t('content.editor.columns.publishedAt')}</Table.Th>
                  <Table.Th>{t('content.editor.columns.audience')}</Table.Th>
                  <Table.Th>{t('content.editor.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((update) => (
                  <UpdateRow key={update.id} update={update} now={now} onDelete={setDeleting} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedQueryState>
      <DeleteUpdateModal update={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
