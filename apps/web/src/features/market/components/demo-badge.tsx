import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Demo prices are marked wherever they are shown, so nobody takes them for the market. Dark on yellow: 4.5:1 and more. */
export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color="yellow.3" c="dark.9" style={{ flexShrink: 0 }}>
      {t('market.insights.demo')}
    </Badge>
  );
}
