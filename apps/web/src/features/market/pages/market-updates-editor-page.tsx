import type { MarketUpdateAdmin, MarketUpdateState } from '@harvest/domain';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { EditDeleteActions } from '../../../ui/edit-delete-actions';
import { NewsIcon } from '../../../ui/icons/news-icon';
import { PageHeading } from '../../../ui/page-heading';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { usePageTitle } from '../../../ui/use-page-title';
import { useDeleteMarketUpdate } from '../api/delete-market-update';
import { useEditorMarketUpdates } from '../api/get-editor-market-updates';

const STATE_COLOURS: Record<MarketUpdateState, string> = { draft: 'gray', scheduled: 'blue', published: 'green' };

function DeleteMarketUpdateModal({ update, onClose }: { update: MarketUpdateAdmin | null; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useConfirmedChange(useDeleteMarketUpdate(), onClose, t('market.updates.editor.deleted'));
  return (
    <ConfirmModal
      {...change.modalFor(update, (item) => item.id)}
      words={t('market.updates.editor.deleteDialog', { returnObjects: true })}
      errorTitle={t('market.updates.editor.deleteFailed')}
      confirmColour="red"
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('market.updates.editor.deleteDialog.body', { title: update?.title ?? '' })}
      </Text>
    </ConfirmModal>
  );
}

function UpdateRow({ update, onDelete }: { update: MarketUpdateAdmin; onDelete: (update: MarketUpdateAdmin) => void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{update.title}</Table.Td>
      <Table.Td>
        <Badge color={STATE_COLOURS[update.state]} variant="light">
          {t(`market.updates.editor.states.${update.state}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {update.publishedAt ? formatDateTime(update.publishedAt) : t('market.updates.editor.notPublished')}
      </Table.Td>
      <Table.Td>
        <EditDeleteActions
          editTo={paths.editMarketUpdate(update.id)}
          onDelete={() => onDelete(update)}
          labels={{
            edit: t('market.updates.editor.edit'),
            editNamed: t('market.updates.editor.editNamed', { title: update.title }),
            delete: t('market.updates.editor.delete'),
            deleteNamed: t('market.updates.editor.deleteNamed', { title: update.title }),
          }}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The market updates (system administrators): every update with its state as the server's clock reads it, to write,
 * schedule or delete. Traders see the published ones float in (trading §2).
 */
export function MarketUpdatesEditorPage() {
  const { t } = useTranslation();
  usePageTitle(t('market.updates.editor.title'));
  const [offset, setOffset] = useOffsetParam();
  const updates = useEditorMarketUpdates(offset);
  const [deleting, setDeleting] = useState<MarketUpdateAdmin | null>(null);

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('market.updates.editor.title')} intro={t('market.updates.editor.intro')} />
        <Button component={Link} to={paths.newMarketUpdate}>
          {t('market.updates.editor.create')}
        </Button>
      </Group>
      <PagedQueryState
        query={updates}
        errorTitle={t('market.updates.editor.loadError')}
        empty={{
          icon: NewsIcon,
          title: t('market.updates.editor.empty'),
          hint: t('market.updates.editor.emptyHint'),
        }}
        onOffsetChange={setOffset}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('market.updates.editor.columns.title')}</Table.Th>
                  <Table.Th>{t('market.updates.editor.columns.state')}</Table.Th>
                  <Table.Th>{t('market.updates.editor.columns.publishedAt')}</Table.Th>
                  <Table.Th>{t('market.updates.editor.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((update) => (
                  <UpdateRow key={update.id} update={update} onDelete={setDeleting} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedQueryState>
      <DeleteMarketUpdateModal update={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
