import { newsItemSchema } from '@harvest/domain';
import { z } from 'zod';
import { routesOf } from '../../../platform/http/route-kit';
import { market } from '../../../platform/auth/market-guards';
import type { NewsService } from './service';

/** The news feed (trading §7): the configured feeds' items and the platform's market updates. */
export const newsRoutes = routesOf<{ service: NewsService }>('market', (routes, { service }) => {
  routes.get('/trading/news-feed', {
    guard: market.traders,
    summary: 'Market news from the configured RSS/Atom feeds and the platform’s market updates, newest first (30)',
    data: z.array(newsItemSchema),
    errors: [401, 403, 440],
    handle: () => service.feed(),
  });
});
