import { strictPasswordChecks } from '@harvest/domain';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PasswordChecklistProps {
  value: string;
  id: string;
}

/** The change-password rules, ticked off as the user types. */
export function PasswordChecklist({ value, id }: PasswordChecklistProps) {
  const { t } = useTranslation();
  const checks = strictPasswordChecks(value);
  return (
    <div id={id}>
      <Text size="sm" fw={600} mb={4}>
        {t('account.checklistLabel')}
      </Text>
      <List spacing={4} size="sm" center>
        {checks.map((check) => (
          <List.Item
            key={check.rule}
            icon={
              <ThemeIcon
                color={check.met ? 'green' : 'gray'}
                variant={check.met ? 'filled' : 'light'}
                size={18}
                radius="xl"
                aria-hidden="true"
              >
                <Text size="xs" fw={700} c="inherit" lh={1}>
                  {check.met ? '✓' : '•'}
                </Text>
              </ThemeIcon>
            }
          >
            <Text size="sm" c={check.met ? 'green.9' : undefined} component="span">
              {check.message}
            </Text>
            <VisuallyHidden>{check.met ? t('account.ruleMet') : t('account.ruleNotMet')}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
