import { Typography, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

interface RichTextProps extends BoxProps {
  /** Markdown; rendered and sanitised (render-markdown.ts). */
  markdown: string;
}

/** Rich text written as Markdown, shown with the theme's typography. */
export function RichText({ markdown, ...props }: RichTextProps) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <Typography {...props} style={{ overflowWrap: 'anywhere' }}>
      {/* Safe: renderMarkdown sanitises everything it answers with DOMPurify. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
