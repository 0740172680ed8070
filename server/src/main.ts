import { join } from 'node:path'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { DatabaseBusyError } from './db/lock.ts'

async function main() {
  const config = loadConfig()
  const database = await openDatabase(config)
  await database.migrate()
  const app = await buildApp({ config, database, webRoot: join(import.meta.dirname, '../../web/dist') })
  const shutdown = async () => {
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
  await app.listen({ port: config.port, host: config.host })
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseBusyError) {
    console.error(`agora: ${err.message}`)
  } else {
    console.error(err)
  }
  process.exit(1)
})
