import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme breakpoints (spec platform §9: 640, 768, 1024, 1280, 1536 px; phones up to 768)', () => {
  it('names the spec widths in em, with sm at the 768 px phone limit', () => {
    expect(theme.breakpoints).toEqual({ xs: '40em', sm: '48em', md: '64em', lg: '80em', xl: '96em' });
  });
});
