/**
 * The domain's one way to zod: `import { z } from '../zod'`. Its strings refuse a NUL and a lone surrogate
 * (platform/storable-zod.ts); ESLint keeps the domain from importing zod itself.
 */
export * as z from './platform/storable-zod';
