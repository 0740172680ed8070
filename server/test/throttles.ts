import { randomInt } from 'node:crypto'
import { expect } from 'vitest'

/** A fresh address per test, so that counters of one test (or of an earlier run on Redis) never meet. */
export const freshIPv4 = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** Sends `n` requests one after another; their status codes. */
export async function repeat(
  n: number,
  send: (i: number) => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const codes: number[] = []
  for (let i = 0; i < n; i++) codes.push((await send(i)).statusCode)
  return codes
}

/** A 429 with a throttle's code (any, unless given) and a Retry-After within the window. */
export function expect429(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  windowS: number,
  code: string | RegExp = /^(too_many_|rate_limited)/,
) {
  expect(res.statusCode).toBe(429)
  expect(res.json()).toEqual({
    detail: expect.any(String),
    code: typeof code === 'string' ? code : expect.stringMatching(code),
  })
  const retryAfter = Number(res.headers['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(windowS)
}
