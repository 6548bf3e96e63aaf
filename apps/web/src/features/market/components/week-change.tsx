import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { marketPrice } from './market-format';

/**
 * A price's change on the week: an arrow, a colour and the words, so it never rests on colour alone (WCAG 1.4.1).
 * The 9th shades keep 4.5:1 on white.
 */
export function WeekChange({ changeMinor, currency }: { changeMinor: number | null; currency: string }) {
  const { t } = useTranslation();
  if (changeMinor === null) {
    return (
      <Text size="sm" c="dimmed" span>
        {t('market.insights.regional.noChange')}
      </Text>
    );
  }
  const amount = marketPrice(Math.abs(changeMinor), currency);
  const [arrow, colour, words] =
    changeMinor > 0
      ? ['▲', 'green.9', t('market.insights.regional.up', { amount })]
      : changeMinor < 0
        ? ['▼', 'red.9', t('market.insights.regional.down', { amount })]
        : ['▬', 'gray.8', t('market.insights.regional.flat')];
  return (
    <Text size="sm" c={colour} span style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden="true">{arrow} </span>
      {words}
    </Text>
  );
}
