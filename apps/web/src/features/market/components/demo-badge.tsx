import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Demo prices are marked wherever they are shown, so nobody takes them for the market. */
export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="orange.9" style={{ flexShrink: 0 }}>
      {t('market.insights.demo')}
    </Badge>
  );
}
