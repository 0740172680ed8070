import { join } from 'node:path'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { DatabaseBusyError } from './db/lock.ts'
import { createDeps } from './deps.ts'
import { survivingDatabaseFaults } from './platform/database-errors.ts'
import { onShutdownSignals } from './platform/shutdown.ts'

async function main() {
  const config = loadConfig()
  const deps = await createDeps(config)
  await deps.database.migrate()
  const app = await buildApp({ ...deps, webRoot: join(import.meta.dirname, '../../web/dist') })
  survivingDatabaseFaults(process, app.log)
  onShutdownSignals(app, () => deps.close())
  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    {
      database: deps.database.kind,
      mail: config.smtpUrl ? 'smtp' : 'outbox',
      events: config.redisUrl ? 'redis' : 'in-process',
      media: config.s3 ? 's3' : 'disk',
    },
    'services',
  )
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseBusyError) {
    console.error(`agora: ${err.message}`)
  } else {
    console.error(err)
  }
  process.exit(1)
})
