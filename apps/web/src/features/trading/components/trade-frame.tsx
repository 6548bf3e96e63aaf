import type { ContractState } from '@harvest/domain';
import { Card, Group, Stack, Title, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ContractStateBadge } from './contract-state-badge';

interface TradeFrameProps {
  title: string;
  contractState: ContractState;
  /** Room between the heading and the details. */
  gap: StackProps['gap'];
  children: ReactNode;
}

/** The one trade a page shows (buyer's or seller's side): its heading and contract state, then its details. */
export function TradeFrame({ title, contractState, gap, children }: TradeFrameProps) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="trade-title">
      <Stack gap={gap}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h3" id="trade-title">
            {title}
          </Title>
          <ContractStateBadge state={contractState} />
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
