import { Typography, type BoxProps } from '@mantine/core';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { sanitiseMarketHtml } from './sanitise-market-html';

interface MarketUpdateHtmlProps extends BoxProps, Omit<ComponentPropsWithoutRef<'div'>, 'style' | 'className'> {
  html: string;
}

/** A market update's content, sanitised again in the browser, in the theme's typography. */
export function MarketUpdateHtml({ html, ...props }: MarketUpdateHtmlProps) {
  const safe = useMemo(() => sanitiseMarketHtml(html), [html]);
  return (
    <Typography {...props} style={{ overflowWrap: 'anywhere', ...props.style }}>
      {/* Safe: sanitiseMarketHtml keeps only the domain's allow-list. */}
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
