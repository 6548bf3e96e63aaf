import type { MovementConflict } from '@harvest/domain';
import { Alert, Group, List, Loader, Text } from '@mantine/core';

interface ConflictsNoticeProps {
  /** Whether a complete draft is being checked at all. */
  checking: boolean;
  /** The server's answer is on its way. */
  fetching: boolean;
  /** The server has answered for the current draft. */
  answered: boolean;
  conflicts: MovementConflict[];
  texts: { checking: string; title: string; clear: string };
}

/** The live answer of the conflicts check under a movement form: checking, the conflicts, or all clear. */
export function ConflictsNotice({ checking, fetching, answered, conflicts, texts }: ConflictsNoticeProps) {
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
              <List.Item key={conflict.kind}>{conflict.message}</List.Item>
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
