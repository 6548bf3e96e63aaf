import { movementConflictMessage, weightUnitFor, type MovementConflict } from '@harvest/domain';
import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';

interface ConflictsNoticeProps {
  /** Whether a complete draft is being checked at all. */
  checking: boolean;
  /** The server's check of the current draft (useMovementConflicts). */
  check: { data: MovementConflict[] | undefined; isFetching: boolean; isSuccess: boolean };
  /** The form whose words it uses: its `checking`, `conflictsTitle` and `clear`. */
  form: 'inventoryScreens.movementForm' | 'inventoryScreens.bulkMove';
}

/**
 * The live answer of the conflicts check under a movement form: checking, the conflicts, or all clear. Each conflict
 * is said once, with its figures in the person's weight unit.
 */
export function ConflictsNotice({ checking, check, form }: ConflictsNoticeProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const unit = weightUnitFor(units.systems.weight);
  const conflicts = (check.data ?? []).filter(
    (conflict, index, all) => all.findIndex((other) => other.kind === conflict.kind) === index,
  );
  const fetching = check.isFetching;
  const answered = check.isSuccess;
  const texts = { checking: t(`${form}.checking`), title: t(`${form}.conflictsTitle`), clear: t(`${form}.clear`) };
  return (
    <div aria-live="polite">
      {checking && fetching && conflicts.length === 0 ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{texts.checking}</Text>
        </Group>
      ) : conflicts.length > 0 ? (
        <Alert color="red" variant="light" title={texts.title}>
          <List size="sm">
            {conflicts.map((conflict) => (
              <List.Item key={conflict.kind}>{movementConflictMessage(conflict, unit, units.locale)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : checking && answered ? (
        <Text size="sm" c="dimmed">
          {texts.clear}
        </Text>
      ) : null}
    </div>
  );
}
