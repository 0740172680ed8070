import { DataExportState } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParams } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { downloadExport, getExportState, requestExport } from './exports.service.ts'

/** Settings > Account > Download your data (issue 16). */
export function exportsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users']
    const state = { 200: DataExportState }

    app.get(
      '/users/me/exports',
      {
        schema: {
          operationId: 'getDataExport',
          summary: "Get the state of the viewer's data export",
          tags,
          response: state,
        },
      },
      (req) => getExportState(ctx, req.viewer),
    )
    app.post(
      '/users/me/exports',
      {
        schema: {
          operationId: 'requestDataExport',
          summary: "Start an export of the viewer's data",
          tags,
          description:
            'Asks for a ZIP of the viewer\'s data, prepared in the background (a notification "export_ready" tells when). One at a time (409 export_pending) and one a day (429 export_throttled).',
          response: { 202: DataExportState },
        },
      },
      async (req, reply) => reply.code(202).send(await requestExport(ctx, req.viewer)),
    )
    app.get(
      '/users/me/exports/:id/download',
      {
        schema: {
          operationId: 'downloadDataExport',
          summary: 'Download a finished data export (ZIP)',
          tags,
          description:
            "The ZIP of one of the viewer's ready exports (application/zip); anyone else's is 404.",
          params: IdParams,
        },
      },
      async (req, reply) => {
        const file = await downloadExport(ctx, req.viewer, req.params.id)
        const day = file.createdAt.toISOString().slice(0, 10)
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="agora-export-${day}.zip"`)
          .send(file.bytes)
      },
    )
  }
}
