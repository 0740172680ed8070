import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The source module of each route's screen, as web/src/app/router.tsx loads it lazily. */
const ROUTE_MODULES: Record<string, string[]> = {
  '/login': [],
  '/home': ['src/app/layout/app-layout.tsx', 'src/features/home/routes/home-page.tsx'],
}

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

export interface RouteBundle {
  route: string
  files: number
  gzip: number
  /** As served: the .br copy, or the file itself where the build keeps none (files under 1 KiB). */
  brotli: number
}

/**
 * What each route's first visit downloads: the entry with its static imports, then the route's lazy
 * chunks with theirs (the router asks for them as soon as the entry runs). Read from Vite's manifest;
 * null when web/dist was not built with it.
 */
export function routeBundles(root: string): RouteBundle[] | null {
  const dist = join(root, 'web/dist')
  const manifestFile = join(dist, '.vite/manifest.json')
  if (!existsSync(manifestFile)) return null
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const closure = (keys: string[], into: Set<string>) => {
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk || into.has(chunk.file)) continue
      into.add(chunk.file)
      closure(chunk.imports ?? [], into)
    }
    return into
  }
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  // Classic scripts index.html loads from the build (the first screen's preload list) count for every route.
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const classic = [
    ...html.matchAll(/<script(?![^>]*type="module")[^>]*src="\/(assets\/[^"]+\.js)"/g),
  ].flatMap((m) => (m[1] ? [m[1]] : []))
  return Object.entries(ROUTE_MODULES).map(([route, modules]) => {
    const files = [...closure([...entry, ...modules], new Set()), ...classic].filter((f) => f.endsWith('.js'))
    let gzip = 0
    let brotli = 0
    for (const file of files) {
      const path = join(dist, file)
      const bytes = readFileSync(path)
      gzip += gzipSync(bytes, { level: 9 }).length
      brotli += existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : bytes.length
    }
    return { route, files: files.length, gzip, brotli }
  })
}

export function routeBundleLines(root: string): string[] {
  const routes = routeBundles(root)
  if (!routes) return []
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`
  return [
    '',
    // From the build's manifest, for comparison across builds; the budgets (issue 28) are measured in
    // Chromium as the browser receives the scripts (web-first-visit.ts).
    '| first visit, from the manifest | JavaScript files | gzipped | brotli (as served, bodies only) |',
    '|---|---:|---:|---:|',
    ...routes.map((r) => `| ${r.route} | ${r.files} | ${kb(r.gzip)} | ${kb(r.brotli)} |`),
  ]
}
