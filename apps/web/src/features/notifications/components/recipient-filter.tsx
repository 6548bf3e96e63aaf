import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const DEBOUNCE_MS = 300;

interface RecipientFilterProps {
  value: string;
  onChange: (value: string) => void;
}

/** Filters by recipient as the user types, without a request per keystroke. */
export function RecipientFilter({ value, onChange }: RecipientFilterProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const commit = useDebouncedCallback(onChange, DEBOUNCE_MS);

  // Back and forward change the URL under us: follow it.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  const update = (next: string) => {
    setText(next);
    commit(next);
  };

  const clear = () => {
    commit.cancel();
    setText('');
    onChange('');
  };

  return (
    <TextInput
      type="search"
      label={t('mailbox.recipient')}
      placeholder={t('mailbox.recipientPlaceholder')}
      description={t('mailbox.recipientHint')}
      value={text}
      onChange={(event) => update(event.currentTarget.value)}
      autoComplete="off"
      maw={420}
      rightSection={text ? <CloseButton size="sm" aria-label={t('mailbox.clearRecipient')} onClick={clear} /> : null}
    />
  );
}
