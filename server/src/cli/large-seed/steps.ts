/**
 * How the large seed runs its statements: on any executor with node-postgres' query shape (a pg
 * client for the benchmark, one session of the CLI's database for demo:seed --large), reporting each
 * step to whoever shows progress (a log line per step for the benchmark, a bar for the CLI).
 */
export interface SqlExecutor {
  query(text: string, params?: unknown[]): Promise<{ rowCount: number | null }>
}

export interface SeedReport {
  /** A step begins: `total` units (rows, or people for the steps done per person); null for one statement. */
  start(title: string, total: number | null): SeedStepReport
}

export interface SeedStepReport {
  /** `units` more of the step are done, having written `rows` rows. */
  advance(units: number, rows: number): void
  finish(): void
}

/** One statement: its rows are its units, known once it is done. */
export async function single(
  sql: SqlExecutor,
  report: SeedReport,
  title: string,
  text: string,
  params: unknown[] = [],
): Promise<void> {
  const step = report.start(title, null)
  const res = await sql.query(text, params)
  step.advance(res.rowCount ?? 0, res.rowCount ?? 0)
  step.finish()
}

/**
 * Units 1..total, at most `batch` at a time and in at least 20 statements: `text` takes the batch's
 * first and last unit as $1 and $2 (then `params` from $3), so that a long step shows its progress at
 * every size and no statement holds millions of rows.
 */
export async function batched(
  sql: SqlExecutor,
  report: SeedReport,
  title: string,
  total: number,
  batch: number,
  text: string,
  params: unknown[] = [],
): Promise<void> {
  const step = report.start(title, total)
  const size = Math.max(1, Math.min(batch, Math.ceil(total / 20)))
  for (let from = 1; from <= total; from += size) {
    const to = Math.min(total, from + size - 1)
    const res = await sql.query(text, [from, to, ...params])
    step.advance(to - from + 1, res.rowCount ?? 0)
  }
  step.finish()
}
