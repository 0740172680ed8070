import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { HttpError } from './errors.ts'
import { installMediaRoute } from './media-serving.ts'
import type { MediaStore } from './media-store.ts'

/** Built files with a content hash in their name never change under that name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * Uploaded media have random names that are never reused, so browsers keep them; shared caches do not
 * (a private account's media, and media whose post is deleted, must not outlive the server's answer).
 */
const MEDIA = 'private, max-age=31536000, immutable'
/**
 * index.html names the current build's files, and the service worker (sw.js) decides what an installed
 * app shows offline: both always asked again (a 304 when unchanged), as is every other unhashed file.
 */
const REVALIDATE = 'no-cache'

/**
 * Uploaded media at /static/uploads/ (files of `uploadsDir`, or read through the store's reader when it
 * keeps them elsewhere, e.g. S3), and the built web app at / with every client route falling back
 * to index.html. The build holds a brotli and a gzip copy of each text file (web/build/precompress.ts),
 * sent to browsers that accept them; nothing is compressed per request.
 */
export async function installStaticFiles(
  app: FastifyInstance,
  opts: { uploadsDir: string; media?: MediaStore; webRoot?: string },
): Promise<void> {
  if (opts.media?.reader) installMediaRoute(app, opts.media.reader, MEDIA)
  else {
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/static/uploads/',
      decorateReply: false,
      setHeaders: (reply) => reply.header('cache-control', MEDIA),
    })
  }
  const webRoot = opts.webRoot && existsSync(join(opts.webRoot, 'index.html')) ? opts.webRoot : null
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) =>
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE),
    })
  }
  installNotFound(app, webRoot !== null)
}

/**
 * The Content-Security-Policy sources of index.html's inline scripts ('sha256-…'): the build puts the
 * first screen's early requests inline (web/build/first-screen-preload.ts), and the policy allows
 * exactly those bytes, no other inline script. Read once at start, as the build is.
 */
export function inlineScriptSources(webRoot: string | undefined): string[] {
  const file = webRoot ? join(webRoot, 'index.html') : null
  if (!file || !existsSync(file)) return []
  const html = readFileSync(file, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  )
}

/** Client routes fall back to index.html; /api and /static paths, and files, stay JSON 404s. */
function installNotFound(app: FastifyInstance, hasWebApp: boolean): void {
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/static/')
    if (hasWebApp && req.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.type('text/html').header('cache-control', REVALIDATE).sendFile('index.html')
    }
    return reply.code(404).send(new HttpError('not_found').body)
  })
}
