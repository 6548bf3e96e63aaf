import { formatAddress, type BusinessUnit } from '@harvest/domain';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../../ui/dropdown-menu';
import { useModal, useModals } from '../../../ui/modals/use-modals';
import { useBusinessUnits } from '../api/get-business-units';
import { BusinessUnitDeleteErrorModal, DELETE_ERROR_MODAL } from './business-unit-delete-error-modal';
import { BUSINESS_UNIT_DELETE_MODAL, BusinessUnitDeleteModal } from './business-unit-delete-modal';
import { BUSINESS_UNIT_DETAILS_MODAL, BusinessUnitDetailsModal } from './business-unit-details-modal';
import { BUSINESS_UNIT_MODAL, BusinessUnitModal } from './business-unit-modal';
import { FARM_DETAILS_MODAL, FarmDetailsModal } from './farm-details-modal';
import { QueryState } from '../../../ui/query-state';
import { BusinessUnitName } from './business-unit-name';
import { SectionCard } from '../../../ui/section-card';
import { CardList } from '../../../ui/card-list';

interface BusinessUnitListProps {
  organisationId: string;
  countryIso: string;
  /** account.business-units read: without it the section only says so. */
  canRead: boolean;
  canEdit: boolean;
}

/** The business's farms, stores and regions, with their modals: add, edit, details, farm details, delete. */
export function BusinessUnitList({ organisationId, countryIso, canRead, canEdit }: BusinessUnitListProps) {
  const { t } = useTranslation();
  const units = useBusinessUnits(organisationId, canRead);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { swap: swapModal } = useModals();
  const unitModal = useModal(BUSINESS_UNIT_MODAL);
  const detailsModal = useModal(BUSINESS_UNIT_DETAILS_MODAL);
  const farmModal = useModal(FARM_DETAILS_MODAL);
  const deleteModal = useModal(BUSINESS_UNIT_DELETE_MODAL);
  const deleteErrorModal = useModal(DELETE_ERROR_MODAL);
  const selected = units.data?.find((unit) => unit.id === selectedId) ?? null;

  const openFor = (unit: BusinessUnit | null, open: () => void) => {
    setSelectedId(unit?.id ?? null);
    open();
  };

  return (
    <SectionCard
      title={t('businessSetup.units.title')}
      intro={t('businessSetup.units.intro')}
      aside={
        canEdit &&
        canRead && (
          <Button size="xs" onClick={() => openFor(null, unitModal.open)}>
            {t('businessSetup.units.add')}
          </Button>
        )
      }
    >
      {!canRead ? (
        <Text size="sm">{t('businessSetup.units.noAccess')}</Text>
      ) : (
        <QueryState
          query={units}
          errorTitle={t('businessSetup.units.loadError')}
          empty={
            <Stack gap={4} py="md" align="center">
              <Text fw={600}>{t('businessSetup.units.empty')}</Text>
              <Text size="sm" c="dimmed">
                {t('businessSetup.units.emptyHint')}
              </Text>
            </Stack>
          }
        >
          {(data) => (
            <CardList items={data} keyOf={(unit) => unit.id} dense>
              {(unit) => (
                <>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <BusinessUnitName unit={unit} nameProps={{ fw: 600, style: { overflowWrap: 'anywhere' } }} />
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {unit.address ? formatAddress(unit.address) : t('businessSetup.notGiven')}
                      </Text>
                      {unit.location && (
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {unit.location.what3words
                            ? t('unitLocation.summaryWhat3words', { ...unit.location, words: unit.location.what3words })
                            : t('unitLocation.summary', unit.location)}
                        </Text>
                      )}
                    </Stack>
                    <DropdownMenu position="bottom-end" withinPortal>
                      <DropdownMenu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size="lg"
                          aria-label={t('businessSetup.units.actionsLabel', { name: unit.name })}
                        >
                          <span aria-hidden="true">⋯</span>
                        </ActionIcon>
                      </DropdownMenu.Target>
                      <DropdownMenu.Dropdown>
                        <DropdownMenu.Item onClick={() => openFor(unit, detailsModal.open)}>
                          {t('businessSetup.units.details')}
                        </DropdownMenu.Item>
                        {canEdit && unit.type === 'farm' && (
                          <DropdownMenu.Item onClick={() => openFor(unit, farmModal.open)}>
                            {t('businessSetup.units.farmDetails')}
                          </DropdownMenu.Item>
                        )}
                        {canEdit && (
                          <DropdownMenu.Item onClick={() => openFor(unit, unitModal.open)}>
                            {t('businessSetup.units.edit')}
                          </DropdownMenu.Item>
                        )}
                        {canEdit && (
                          <DropdownMenu.Item color="red" onClick={() => openFor(unit, deleteModal.open)}>
                            {t('businessSetup.units.delete')}
                          </DropdownMenu.Item>
                        )}
                      </DropdownMenu.Dropdown>
                    </DropdownMenu>
                  </Group>
                </>
              )}
            </CardList>
          )}
        </QueryState>
      )}
      <BusinessUnitDetailsModal
        opened={detailsModal.opened}
        onClose={detailsModal.close}
        unit={selected}
        countryIso={countryIso}
      />
      {canEdit && (
        <>
          <BusinessUnitModal
            opened={unitModal.opened}
            onClose={unitModal.close}
            unit={selected}
            organisationId={organisationId}
            countryIso={countryIso}
          />
          <FarmDetailsModal
            opened={farmModal.opened}
            onClose={farmModal.close}
            unit={selected}
            organisationId={organisationId}
          />
          <BusinessUnitDeleteModal
            opened={deleteModal.opened}
            onClose={deleteModal.close}
            unit={selected}
            organisationId={organisationId}
            onInUse={(message) => {
              setDeleteError(message);
              swapModal(BUSINESS_UNIT_DELETE_MODAL, DELETE_ERROR_MODAL);
            }}
          />
          <BusinessUnitDeleteErrorModal
            opened={deleteErrorModal.opened}
            onClose={deleteErrorModal.close}
            message={deleteError}
          />
        </>
      )}
    </SectionCard>
  );
}
