import { businessType, MODULES, type ModuleId, type OrganisationSummary } from '@harvest/domain';
import { Button, Flex, Stack, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { MODULE_NAME_KEYS } from './module-names';
import { OrganisationDetails, type ImpersonationChoice } from './organisation-details';
import { OrganisationVettingSwitch } from './organisation-vetting-switch';

/** Columns of the business accounts table; the details row spans them all. */
export const ORGANISATION_COLUMNS = 7;

const isModule = (id: string): id is ModuleId => (MODULES as readonly string[]).includes(id);
const HAULAGE_GROUPS = ['carrier', 'driver'];

/** The kind of business, from its modules and whether anyone in it hauls (the domain's rule). */
export const typeOf = (organisation: OrganisationSummary) =>
  businessType({
    modules: organisation.modules.map((module) => module.id),
    carrier: organisation.members.some((member) => member.groups.some((group) => HAULAGE_GROUPS.includes(group))),
  });

interface OrganisationRowProps {
  organisation: OrganisationSummary;
  onImpersonate: (choice: ImpersonationChoice) => void;
}

/**
 * One business account as a table row: what matters first (name, vetting, actions) stays on a phone, with its type
 * and members under the name; the rest of its settings open in a row beneath.
 */
export function OrganisationRow({ organisation, onImpersonate }: OrganisationRowProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const detailsId = useId();
  const { name } = organisation;
  const type = t(`admin.businessAccounts.types.${typeOf(organisation)}`);
  const modules = organisation.modules.map((module) => module.id).filter(isModule);
  const members = organisation.members.length;
  return (
    <>
      <Table.Tr>
        <Table.Th scope="row" fw={600} miw={{ base: 0, md: 140 }}>
          <Stack gap={0}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" fw={400}>
              {organisation.countryISO}
            </Text>
            <Text size="xs" c="dimmed" fw={400} hiddenFrom="md">
              {type} · {t('admin.businessAccounts.membersCount', { count: members })}
            </Text>
          </Stack>
        </Table.Th>
        <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
          {type}
        </Table.Td>
        <Table.Td>
          <OrganisationVettingSwitch organisation={organisation} />
        </Table.Td>
        <Table.Td visibleFrom="md">
          {modules.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.businessAccounts.noModules')}
            </Text>
          ) : (
            <Stack gap={2}>
              {modules.map((id) => (
                <Text key={id} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t(MODULE_NAME_KEYS[id])}
                </Text>
              ))}
            </Stack>
          )}
        </Table.Td>
        <Table.Td visibleFrom="md" ta="right">
          {members}
        </Table.Td>
        <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
          {formatCalendarDate(organisation.createdAt.slice(0, 10))}
        </Table.Td>
        <Table.Td>
          {/* Side by side where there is room; one above the other on a phone, so the row fits 390 px. */}
          <Flex gap="xs" direction={{ base: 'column', md: 'row' }} align="flex-end" justify="flex-end">
            <Button
              size="xs"
              onClick={() => onImpersonate({ kind: 'organisation', organisation })}
              aria-label={t('admin.businessAccounts.impersonateLabel', { name })}
            >
              {t('admin.businessAccounts.impersonate')}
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-expanded={opened}
              aria-controls={opened ? detailsId : undefined}
              aria-label={t('admin.businessAccounts.detailsLabel', { name })}
              onClick={() => setOpened((value) => !value)}
            >
              {opened ? t('admin.businessAccounts.hideDetails') : t('admin.businessAccounts.details')}
            </Button>
          </Flex>
        </Table.Td>
      </Table.Tr>
      {opened && (
        <Table.Tr id={detailsId} aria-label={t('admin.businessAccounts.detailsLabel', { name })}>
          <Table.Td colSpan={ORGANISATION_COLUMNS} bg="var(--mantine-color-gray-0)">
            <OrganisationDetails organisation={organisation} onImpersonate={onImpersonate} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
