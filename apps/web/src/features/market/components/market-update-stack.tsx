import type { MarketUpdate } from '@harvest/domain';
import { Anchor, Badge, CloseButton, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { MarketUpdateHtml } from './market-update-html';
import classes from './market-update-stack.module.css';

/** At most this many float at once; the rest wait, counted. */
export const MARKET_UPDATES_SHOWN_MAX = 3;

interface MarketUpdateStackProps {
  /** Oldest first: dismissing the first moves the stored date forward without hiding the newer ones. */
  updates: MarketUpdate[];
  onDismiss: (update: MarketUpdate) => void;
}

/** The floating market-insight notifications (trading §2): title, content, a link to read more, and Dismiss. */
export function MarketUpdateStack({ updates, onDismiss }: MarketUpdateStackProps) {
  const { t } = useTranslation();
  const shown = updates.slice(0, MARKET_UPDATES_SHOWN_MAX);
  const more = updates.length - shown.length;
  return (
    <section className={classes.stack} aria-label={t('market.updates.floating.label')}>
      <VisuallyHidden role="status">{t('market.updates.floating.count', { count: updates.length })}</VisuallyHidden>
      {shown.map((update) => (
        <Paper key={update.id} shadow="md" radius="md" p="md" withBorder>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Badge variant="light" size="sm" w="fit-content">
                  {t('market.updates.floating.badge')}
                </Badge>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {update.title}
                </Text>
                {update.publishedAt && (
                  <Text size="xs" c="dimmed">
                    {formatDateTime(update.publishedAt)}
                  </Text>
                )}
              </Stack>
              <CloseButton
                onClick={() => onDismiss(update)}
                aria-label={t('market.updates.floating.dismissNamed', { title: update.title })}
              />
            </Group>
            {/* Long content scrolls in place; reachable by keyboard to scroll it. */}
            <MarketUpdateHtml
              html={update.content}
              className={classes.content}
              fz="sm"
              tabIndex={0}
              role="group"
              aria-label={t('market.updates.floating.contentOf', { title: update.title })}
            />
            {update.url && (
              <Anchor href={update.url} target="_blank" rel="noopener noreferrer" size="sm">
                {t('market.updates.floating.readMore')}
                <VisuallyHidden>{t('market.updates.floating.readMoreOf', { title: update.title })}</VisuallyHidden>
              </Anchor>
            )}
          </Stack>
        </Paper>
      ))}
      {more > 0 && (
        <Paper radius="md" px="md" py={6} withBorder shadow="sm">
          <Text size="sm">{t('market.updates.floating.more', { count: more })}</Text>
        </Paper>
      )}
    </section>
  );
}
