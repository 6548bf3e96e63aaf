import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

const DEBOUNCE_MS = 300;

interface SearchFieldProps {
  /** What the list is searched for now (the URL's value). */
  value: string;
  /** Hears a new text once typing pauses, and at once when cleared. */
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  description?: string;
  /** The clear button's name: 'Clear search'. */
  clearLabel: string;
  maw: number;
}

/** Searches as the person types, without a request per keystroke. */
export function SearchField({ value, onChange, label, placeholder, description, clearLabel, maw }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // Only a new value is news: the list stays on its page when the text comes back to what it was.
  const send = (next: string) => {
    if (next !== value) onChange(next);
  };
  const commit = useDebouncedCallback(send, DEBOUNCE_MS);

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
    send('');
  };

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      description={description}
      value={text}
      onChange={(event) => update(event.currentTarget.value)}
      autoComplete="off"
      maw={maw}
      rightSection={text ? <CloseButton size="sm" aria-label={clearLabel} onClick={clear} /> : null}
    />
  );
}
