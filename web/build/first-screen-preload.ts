import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
// The limits file itself (no zod): the config is bundled by Vite, which follows a relative import.
import { LIMITS } from '../../packages/contract/src/limits.ts'

/** The modules of the first screen a signed-in reader lands on: Home in the signed-in frame. */
const HOME_MODULES = ['src/app/layout/app-layout.tsx', 'src/features/home/routes/home-page.tsx']
/** Paths whose first screen is Home (`/` redirects there). */
const HOME_PATHS = ['/', '/home']
/** Home's first call: For You's first page, as features/home/api/get-feed-batch.ts asks for it. */
const HOME_FEED = `/feed/batch?limit=${LIMITS.feedPageSize}`

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
}

/** A chunk's file and every file it imports statically, recursively. */
function closure(bundle: OutputBundle, files: string[], into = new Set<string>()): Set<string> {
  for (const file of files) {
    const chunk = bundle[file]
    if (chunk?.type !== 'chunk' || into.has(file)) continue
    into.add(file)
    closure(bundle, chunk.imports, into)
  }
  return into
}

/**
 * Home's chunks are lazy (sign-in does not download them), so a signed-in reader's browser would ask
 * for them only once the entry has arrived and run: a round trip of a slow link later, and then some
 * forty files. This writes a small inline script first in index.html that, when a session is stored,
 * asks for the session (GET /api/auth/me) and, when the page is Home, for For You's first page and
 * Home's chunks (modulepreload); the app takes the answers and the router finds the chunks loaded. Nothing changes
 * for a visitor without a session, and sign-in's download stays what it was.
 */
export function firstScreenPreload(): Plugin {
  return {
    name: 'agora:first-screen-preload',
    apply: 'build',
    // After Vite's own plugins, so that index.html is in the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const all = chunks(bundle)
      const entry = all.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
      const home = all
        .filter((chunk) => HOME_MODULES.some((module) => chunk.facadeModuleId?.endsWith(module)))
        .map((chunk) => chunk.fileName)
      if (home.length !== HOME_MODULES.length) {
        this.error(`first-screen-preload: Home's chunks not found (${HOME_MODULES.join(', ')})`)
      }
      const loaded = closure(bundle, entry)
      const files = [...closure(bundle, home)].filter((file) => !loaded.has(file))
      const script = `;(() => {
  let token = null
  try {
    token = localStorage.getItem('access_token')
  } catch {}
  if (!token) return
  const ask = (path) =>
    fetch(path, { headers: { authorization: 'Bearer ' + token } })
      .then((answer) => (answer.ok ? answer.json() : null))
      .catch(() => null)
  // The session first, before the chunks fill the connections; the app takes this answer (lib/early-answer.ts).
  window.agoraEarly = { '/auth/me': ask('/api/auth/me') }
  if (!${JSON.stringify(HOME_PATHS)}.includes(location.pathname)) return
  // Home's first page of For You beside it, not after the session and the chunks have come.
  window.agoraEarly[${JSON.stringify(HOME_FEED)}] = ask(${JSON.stringify(`/api${HOME_FEED}`)})
  for (const file of ${JSON.stringify(files)}) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = '/' + file
    document.head.appendChild(link)
  }
})()`
      const html = bundle['index.html']
      if (html?.type !== 'asset') this.error('first-screen-preload: index.html not in the bundle')
      // Inline, early in <head>: it runs as the page is parsed, and its requests join the queue before the
      // entry's own files fill the connections. The server allows it by its hash (platform/static-files.ts).
      const tag = `<script data-early>${script}</script>`
      html.source = String(html.source).replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${tag}`)
    },
  }
}
