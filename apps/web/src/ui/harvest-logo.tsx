import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface HarvestLogoProps {
  size?: 'sm' | 'md';
  /** Text beside the mark; the product name unless given. */
  label?: string;
}

/** The product's mark (a stalk of wheat) and its name. */
export function HarvestLogo({ size = 'md', label }: HarvestLogoProps) {
  const { t } = useTranslation();
  const mark = size === 'sm' ? 20 : 28;
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={mark} height={mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <path d="M16 26V11" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        <path
          d="M16 15c-3.5 0-6-2.5-6-6 3.5 0 6 2.5 6 6Zm0 0c3.5 0 6-2.5 6-6-3.5 0-6 2.5-6 6Zm0 6c-3.5 0-6-2.5-6-6 3.5 0 6 2.5 6 6Zm0 0c3.5 0 6-2.5 6-6-3.5 0-6 2.5-6 6Z"
          fill="#fff"
        />
      </svg>
      <Text component="span" fw={700} size={size === 'sm' ? 'sm' : 'lg'} c="inherit">
        {label ?? t('app.name')}
      </Text>
    </Group>
  );
}
