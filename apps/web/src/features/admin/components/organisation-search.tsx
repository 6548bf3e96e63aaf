import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const DEBOUNCE_MS = 300;

interface OrganisationSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Searches as the administrator types, without a request per keystroke. */
export function OrganisationSearch({ value, onChange }: OrganisationSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const commit = useDebouncedCallback(onChange, DEBOUNCE_MS);

  // Back and forward change the URL under us: follow it.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  return (
    <TextInput
      type="search"
      label={t('admin.businessAccounts.search')}
      placeholder={t('admin.businessAccounts.searchPlaceholder')}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      autoComplete="off"
      maw={480}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('admin.businessAccounts.clearSearch')}
            onClick={() => {
              commit.cancel();
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
    />
  );
}
