import { describe, expect, inject, it, vi } from 'vitest'
import { openPostgres, queryRows } from './client.ts'

describe.skipIf(!inject('postgresTemplate'))('PostgreSQL pool', () => {
  it('survives the server dropping an idle connection and serves the next query', async () => {
    const lost = vi.fn()
    const database = openPostgres(inject('postgresTemplate'), 1, lost)
    const [me] = await queryRows<{ pid: number }>(database.db, 'select pg_backend_pid() as pid')
    const other = openPostgres(inject('postgresTemplate'), 1)
    await queryRows(other.db, `select pg_terminate_backend(${Number(me!.pid)})`)
    await other.close()
    await vi.waitFor(() => expect(lost).toHaveBeenCalled())
    const [again] = await queryRows<{ one: number }>(database.db, 'select 1 as one')
    expect(again?.one).toBe(1)
    await database.close()
  })

  it('runs without JIT compilation', async () => {
    const database = openPostgres(inject('postgresTemplate'), 1)
    const [row] = await queryRows<{ jit: string }>(database.db, "select current_setting('jit') as jit")
    expect(row?.jit).toBe('off')
    await database.close()
  })
})
