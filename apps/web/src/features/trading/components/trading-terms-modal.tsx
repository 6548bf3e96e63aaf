import type { ModalName } from '@harvest/domain';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/modals/dialog';
import type { DialogProps } from '../../../ui/modals/dialog-props';

/** The modal's name in the `action` query value (trading §2: trading terms). */
export const TRADING_TERMS_MODAL = 'trading-terms' satisfies ModalName;

const TERMS = ['binding', 'validity', 'changes', 'withdraw', 'reopen', 'contract', 'quality'] as const;

/** What a buyer agrees to by sending an offer: the marketplace's rules and time limits (§4, §9). */
export function TradingTermsModal({ opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('trading.buyer.terms.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('trading.buyer.terms.intro')}</Text>
        <List size="sm" spacing="xs">
          {TERMS.map((term) => (
            <List.Item key={term}>{t(`trading.buyer.terms.items.${term}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Dialog>
  );
}
