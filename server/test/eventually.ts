import { vi } from 'vitest'

/**
 * Reads until `check` holds on what was read, and answers that value: for what happens after a
 * request's commit (event listeners, socket pushes, presence). Fails after two seconds with the last
 * value seen. `check` defaults to truthiness, so `eventually(async () => condition)` waits for it.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean = Boolean,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read()
      if (!check(value)) throw new Error(`not yet: ${JSON.stringify(value)}`)
      return value
    },
    { timeout: 2000, interval: 20 },
  )
}

/** Lets listeners in flight finish, for tests that assert that nothing arrives. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 150))
