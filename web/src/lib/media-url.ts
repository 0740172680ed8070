/**
 * Where the API (and so /static) is served: the same origin, in development too, since Vite proxies
 * /api and /static to the server (spec 000 section 7 names port 8000 for a client on another origin).
 */
export const API_ORIGIN = ''

const ABSOLUTE = /^(?:https?:|blob:|data:)/i
const DATED_FOLDER = /^\d{4}\/\d{2}\/\d{2}\//
const UUID_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/i

/**
 * Resolves a stored media path to a URL (spec 000 section 7): absolute http(s) URLs are kept (and
 * blob:/data: previews of local files); /static paths get the API origin; uploads paths, dated-folder
 * paths (YYYY/MM/DD/...) and bare uuid-named files map to /static/uploads/; anything else goes
 * under /static. The server files uploads under /static/uploads, so a path that begins with
 * "uploads" is served from there.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  const raw = path?.trim()
  if (!raw) return null
  if (ABSOLUTE.test(raw)) return raw
  if (raw.startsWith('/static/')) return API_ORIGIN + raw
  const relative = raw.replace(/^\/+/, '')
  if (relative.startsWith('uploads/')) return `${API_ORIGIN}/static/${relative}`
  if (DATED_FOLDER.test(relative) || UUID_FILE.test(relative))
    return `${API_ORIGIN}/static/uploads/${relative}`
  return `${API_ORIGIN}/static/${relative}`
}
