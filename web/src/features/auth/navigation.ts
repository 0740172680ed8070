/** Where a signed-in visitor goes: the page ProtectedRoute turned them away from, else /home. */
export function signedInTarget(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/home'
  // Only same-site paths, and never back to the sign-in screen itself.
  if (from.pathname.startsWith('//') || from.pathname === '/login' || from.pathname === '/register')
    return '/home'
  const search = typeof from.search === 'string' ? from.search : ''
  const hash = typeof from.hash === 'string' ? from.hash : ''
  return from.pathname + search + hash
}

/**
 * A full page load after sign-in (spec 000 section 2), so that every cache and the token refresh start
 * from the new session.
 */
export function reloadTo(path: string): void {
  window.location.assign(path)
}
