import {
  envelopeSchema,
  stockImportRequestSchema,
  stockImportResultSchema,
  STOCK_IMPORT_BYTES_MAX,
} from '@harvest/domain';
import { principalOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { type AccessGuards, routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { StockImportService } from './service';

const doc = routeDocs('inventory');
/** A file at the import's limit, sent as a JSON string, grows with the escapes of its quotes and line ends. */
const STOCK_IMPORT_BODY_LIMIT_BYTES = 2 * STOCK_IMPORT_BYTES_MAX + 1024;

/** Stock records imported from a CSV file (issue 7). */
export const stockImportRoutes: RoutesPlugin<{ service: StockImportService; access: AccessGuards }> = async (
  app,
  { service, access },
) => {
  app.post(
    '/inventory/records/import',
    {
      onRequest: access.writes,
      ...idempotent,
      // The file travels as a JSON string: room for the largest file an import takes, with its escapes.
      bodyLimit: STOCK_IMPORT_BODY_LIMIT_BYTES,
      schema: doc.signedIn(
        'Stock records from a CSV file (the stock export’s columns); dryRun checks every row and writes nothing, ' +
          'a real run writes all rows in one transaction or, with any bad row, none (422)',
        {
          200: envelopeSchema(stockImportResultSchema),
          201: envelopeSchema(stockImportResultSchema),
          ...errorReplies(400, 401, 403, 413, 422, 440),
        },
        { body: stockImportRequestSchema },
      ),
    },
    async (request, reply) => {
      const result = await service.importRecords(principalOf(request), request.body);
      return reply.code(result.dryRun ? 200 : 201).send(ok(result, { status: result.dryRun ? 200 : 201 }));
    },
  );
};
