import { join } from 'node:path';
import type { ApiModule, PlatformPorts } from '../../platform/module';
import { filesRoutes } from './routes';
import { FilesService, type FilesDirectory } from './service';

export { FilesService } from './service';
export { files } from './tables';

/** What files needs of the modules before it. */
export interface FilesPorts {
  organisations: FilesDirectory;
}

export type FilesModule = ApiModule<{ files: FilesService }>;

/** Uploads, checked by their bytes, kept in the file store (local disk or S3). */
export function createFilesModule(platform: PlatformPorts, ports: FilesPorts): FilesModule {
  const files = new FilesService(platform.db, platform.clock, platform.fileStore, ports.organisations, {
    tempDir: join(platform.config.dataDir, 'tmp', 'uploads'),
  });
  return {
    services: { files },
    routes: async (api) => {
      await api.register(filesRoutes, { service: files });
    },
  };
}
