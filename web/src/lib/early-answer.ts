/**
 * Answers index.html's first script asked for before the app arrived (web/build/first-screen-preload.ts):
 * the session, and on Home For You's first page. Each is taken once, by the call it stands for; a
 * failed or missing one is null, and the caller then asks itself (with the refresh and the errors of
 * any call).
 */
type Early = Record<string, Promise<unknown> | undefined>

export function takeEarlyAnswer<T>(path: string): Promise<T | null> | null {
  const early = (window as { agoraEarly?: Early }).agoraEarly
  const answer = early?.[path]
  if (!early || !answer) return null
  delete early[path]
  return answer as Promise<T | null>
}
