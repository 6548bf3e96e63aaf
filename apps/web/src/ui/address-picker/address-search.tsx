import type { PlaceSuggestion, ResolvedAddress } from '@harvest/domain';
import { Box, Button, Loader, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { logLookupFailure, resolveAddress, useAddressSuggestions } from '../../lib/geo/address-lookup';

interface AddressSearchProps {
  countryISO?: string;
  /** The form's message for the address (it must be picked from the list), shown on the search box. */
  error?: string;
  /** A suggestion was picked and looked up. */
  onPicked: (resolved: ResolvedAddress, picked: PlaceSuggestion) => void;
  /** The search or the look-up failed (already logged): the person types the address instead. */
  onFailed: () => void;
  /** The person chose to type the address. */
  onManual: () => void;
}

/**
 * The search half of the address picker: a combobox (WAI-ARIA 1.2, list autocomplete) whose
 * listbox shows the suggestions for what was typed. Arrow keys move through them, Enter picks,
 * Escape closes the list (and then clears the search); the list is drawn in place, not in a
 * portal, so it scrolls with a phone-sized modal.
 */
export function AddressSearch({ countryISO, error, onPicked, onFailed, onManual }: AddressSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const suggestions = useAddressSuggestions(text, countryISO, !resolving);
  const options = suggestions.active ? (suggestions.data ?? []) : [];
  const expanded = open && options.length > 0;
  const activeIndex = options.findIndex((option) => option.id === activeId);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const failed = suggestions.isError;
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);

  const pick = async (suggestion: PlaceSuggestion) => {
    setOpen(false);
    setResolving(true);
    let resolved: ResolvedAddress;
    try {
      resolved = await resolveAddress(suggestion.id, suggestion.source);
    } catch (lookupError) {
      logLookupFailure('address resolve', lookupError, { source: suggestion.source, kind: suggestion.kind });
      setResolving(false);
      onFailed();
      return;
    }
    setResolving(false);
    onPicked(resolved, suggestion);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    const from = expanded ? activeIndex : -1;
    const next = from === -1 ? (step === 1 ? 0 : options.length - 1) : (from + step + options.length) % options.length;
    setActiveId(options[next]?.id ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        // Enter in the search never sends the form around it: it picks, or does nothing.
        event.preventDefault();
        const chosen = expanded ? options[activeIndex] : undefined;
        if (chosen) void pick(chosen);
        break;
      }
      case 'Escape':
        // Handled here, so a modal around the picker stays open.
        if (expanded) {
          event.stopPropagation();
          setOpen(false);
          setActiveId(null);
        } else if (text) {
          event.stopPropagation();
          setText('');
        }
        break;
      default:
        break;
    }
  };

  let status = '';
  if (resolving) status = t('addressPicker.resolving');
  else if (suggestions.active && suggestions.isFetching) status = t('addressPicker.searching');
  else if (suggestions.active && suggestions.isSuccess)
    status = options.length > 0 ? t('addressPicker.found', { count: options.length }) : t('addressPicker.noResults');
  const noResults = suggestions.active && suggestions.isSuccess && !suggestions.isFetching && options.length === 0;

  return (
    <Stack gap="xs">
      <Box pos="relative">
        <TextInput
          label={t('addressPicker.search')}
          description={t('addressPicker.searchHint')}
          error={error}
          value={text}
          type="search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          disabled={resolving}
          rightSection={
            (suggestions.active && suggestions.isFetching) || resolving ? <Loader size="xs" aria-hidden /> : null
          }
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
            setActiveId(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <Paper
          withBorder
          shadow="sm"
          mt={4}
          component="ul"
          role="listbox"
          id={listboxId}
          aria-label={t('addressPicker.search')}
          hidden={!expanded}
          p={4}
          m={0}
          mah={280}
          style={{ listStyle: 'none', overflowY: 'auto' }}
        >
          {expanded &&
            options.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps the focus in the search box, so the list stays open until the pick is made.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void pick(option)}
              >
                <Box
                  px="sm"
                  py={6}
                  style={{
                    cursor: 'pointer',
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: index === activeIndex ? 'var(--mantine-color-default-hover)' : undefined,
                  }}
                >
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {option.label}
                  </Text>
                  {option.description && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {option.description}
                    </Text>
                  )}
                </Box>
              </li>
            ))}
        </Paper>
      </Box>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      {noResults && (
        <Text size="sm" c="dimmed">
          {t('addressPicker.noResults')}
        </Text>
      )}
      <Button variant="subtle" size="compact-sm" onClick={onManual} style={{ alignSelf: 'flex-start' }}>
        {t('addressPicker.enterByHand')}
      </Button>
    </Stack>
  );
}
