import type { ApiModule, PlatformPorts } from '../../platform/module';
import { contentAdminRoutes, contentRoutes } from './routes';
import { ContentService, type ContentReaders } from './service';

/** What content needs of the modules before it. */
export interface ContentPorts {
  readers: ContentReaders;
}

export type ContentModule = ApiModule<{ content: ContentService }>;

/** Latest updates (and, to come, the help centre and FAQs). */
export function createContentModule(platform: PlatformPorts, ports: ContentPorts): ContentModule {
  const content = new ContentService(platform.db, platform.clock, ports.readers);
  return {
    services: { content },
    routes: async (api) => {
      await api.register(contentRoutes, { service: content });
      await api.register(contentAdminRoutes, { service: content });
    },
  };
}
