import { Fieldset, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Section = 'about' | 'farmAndCrop' | 'haulage' | 'movement' | 'review';

/** A part of the listing form, named by its legend, its fields one under another. */
export function ListingSection({ section, children }: { section: Section; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t(`trading.seller.form.sections.${section}`)}>
      <Stack gap="md">{children}</Stack>
    </Fieldset>
  );
}
