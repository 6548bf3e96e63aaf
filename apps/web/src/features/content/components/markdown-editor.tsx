import { ActionIcon, Box, Group, Input, Tabs, Text, Textarea, Tooltip } from '@mantine/core';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../lib/rich-text/rich-text';
import { LinkIcon } from '../../../ui/icons/link-icon';
import { ListIcon } from '../../../ui/icons/list-icon';

export interface MarkdownEditorProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  minRows?: number;
  name: string;
}

type Format = 'bold' | 'italic' | 'heading' | 'link' | 'list';

/** What each toolbar button does to the selection (or a placeholder when nothing is selected). */
function applyFormat(format: Format, text: string, start: number, end: number, placeholder: string) {
  const selected = text.slice(start, end) || placeholder;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  switch (format) {
    case 'bold':
    case 'italic': {
      const mark = format === 'bold' ? '**' : '_';
      const next = `${text.slice(0, start)}${mark}${selected}${mark}${text.slice(end)}`;
      return { next, selectStart: start + mark.length, selectEnd: start + mark.length + selected.length };
    }
    case 'link': {
      const next = `${text.slice(0, start)}[${selected}](https://)${text.slice(end)}`;
      const url = start + selected.length + 3;
      return { next, selectStart: url, selectEnd: url + 'https://'.length };
    }
    case 'heading':
    case 'list': {
      const prefix = format === 'heading' ? '## ' : '- ';
      const body = text.slice(start, end) || (start === lineStart ? placeholder : '');
      const lines = (text.slice(lineStart, start) + body).split('\n').map((line) => `${prefix}${line}`);
      const inserted = lines.join('\n');
      const next = `${text.slice(0, lineStart)}${inserted}${text.slice(end)}`;
      return { next, selectStart: lineStart + prefix.length, selectEnd: lineStart + inserted.length };
    }
  }
}

const ICONS: Record<Format, ReactNode> = {
  bold: <b aria-hidden="true">B</b>,
  italic: <i aria-hidden="true">I</i>,
  heading: <span aria-hidden="true">H</span>,
  link: <LinkIcon size={16} />,
  list: <ListIcon size={16} />,
};

/**
 * Markdown written in a textarea with a small toolbar (bold, italic, heading, link, bulleted
 * list) and a Preview tab that shows it as readers will see it.
 */
export function MarkdownEditor({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  minRows = 6,
  name,
}: MarkdownEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<string | null>('write');

  const format = (kind: Format) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const placeholder = t(`content.editor.markdown.${kind}Placeholder`);
    const { next, selectStart, selectEnd } = applyFormat(kind, value, start, end, placeholder);
    onChange(next);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(selectStart, selectEnd);
    });
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} id={`${id}-input`}>
      <Tabs value={tab} onChange={setTab} mt={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Tabs.List>
            <Tabs.Tab value="write">{t('content.editor.markdown.write')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('content.editor.markdown.preview')}</Tabs.Tab>
          </Tabs.List>
          {tab === 'write' && (
            <Group
              gap={4}
              role="toolbar"
              aria-label={t('content.editor.markdown.toolbar')}
              aria-controls={`${id}-input`}
            >
              {(['bold', 'italic', 'heading', 'link', 'list'] as const).map((kind) => (
                <Tooltip key={kind} label={t(`content.editor.markdown.${kind}`)}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t(`content.editor.markdown.${kind}`)}
                    onClick={() => format(kind)}
                  >
                    {ICONS[kind]}
                  </ActionIcon>
                </Tooltip>
              ))}
            </Group>
          )}
        </Group>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            ref={textarea}
            id={`${id}-input`}
            name={name}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
            error={Boolean(error)}
            rows={minRows}
            resize="vertical"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          <Box p="sm" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 4 }} mih={80}>
            {value.trim() ? (
              <RichText markdown={value} />
            ) : (
              <Text c="dimmed" size="sm">
                {t('content.editor.markdown.emptyPreview')}
              </Text>
            )}
          </Box>
        </Tabs.Panel>
      </Tabs>
    </Input.Wrapper>
  );
}
