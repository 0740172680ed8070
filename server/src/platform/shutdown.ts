import type { FastifyInstance } from 'fastify'

/** How long a shutdown lets requests in flight finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000

/**
 * What SIGTERM (an orchestrator, a rolling upgrade) and SIGINT (Ctrl-C) do, once (docs/deploy.md):
 *
 * 1. app.close(): the listener closes, so a balancer sends new connections elsewhere; requests already
 *    on a connection are answered 503 (Fastify's return503OnClosing) and readiness with them; sockets
 *    are told "going away" (1001, platform/realtime.ts) so that clients reconnect to another
 *    instance; requests in flight finish.
 * 2. After `graceMs`, connections still open are cut: a stuck request does not hold an upgrade.
 * 3. The outside services close (`closeDeps`), and the process exits 0.
 *
 * A second signal while this runs ends the process at once (exit 1): someone pressed Ctrl-C twice.
 */
export function onShutdownSignals(
  app: FastifyInstance,
  closeDeps: () => Promise<void>,
  opts: { graceMs?: number; exit?: (code: number) => void; signals?: NodeJS.Signals[] } = {},
): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code))
  const graceMs = opts.graceMs ?? SHUTDOWN_GRACE_MS
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now')
      return exit(1)
    }
    stopping = true
    const started = Date.now()
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    const cut = setTimeout(() => {
      app.log.warn({ graceMs }, 'requests still in flight after the grace period: closing their connections')
      app.server.closeAllConnections()
    }, graceMs)
    try {
      await app.close()
      await closeDeps()
      app.log.info({ ms: Date.now() - started }, 'shut down')
      exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      exit(1)
    } finally {
      clearTimeout(cut)
    }
  }
  for (const signal of opts.signals ?? ['SIGTERM', 'SIGINT']) process.on(signal, (s) => void stop(s))
}
