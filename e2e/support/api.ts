import { expect } from 'vitest'
import { baseUrl, testAddress } from './browser.ts'

/**
 * A call to the test server's API as the holder of `token`, from this test file's own address (the
 * throttles count per address, and each file has one). A string body is JSON; a form sets its own type.
 */
export function api(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': testAddress(),
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  })
}

/** As `api`, for a call that must succeed: its JSON answer, or the test fails naming the path. */
export async function apiJson<T = { id: number }>(
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const res = await api(token, path, init)
  expect(res.status, `${path}: ${res.status}`).toBeLessThan(300)
  return res.json() as Promise<T>
}

/** A text post by the holder of `token`. */
export async function postAs(token: string, content: string): Promise<void> {
  const form = new FormData()
  form.set('content', content)
  expect((await api(token, '/posts/', { method: 'POST', body: form })).status).toBe(201)
}
