// Agora's service worker (issue 31, docs/decisions.md "An installable app"). It keeps one thing, the
// offline page, and shows it when a page cannot be reached. Pages always come from the network, so a
// release's index.html is what the next visit gets; API answers and media are never touched.

// The offline page's files, and their version: the first 8 hex digits of the SHA-256 of the files in this
// order (src/app/installable.test.ts checks it). A new version makes this file new, so browsers install it
// and the old cache goes.
const OFFLINE_FILES = ['/offline.html', '/offline.js']
const VERSION = '4dd17f7a'
const CACHE = `agora-offline-${VERSION}`

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Past the HTTP cache: the files of this version, not what the browser kept.
      .then((cache) => cache.addAll(OFFLINE_FILES.map((file) => new Request(file, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('agora-') && name !== CACHE) await caches.delete(name)
      }
      // The page's request leaves while the worker starts, not after (network-first costs no start-up time).
      await self.registration.navigationPreload?.enable()
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    // A file opened in its own tab (a picture, an export) is not a page of the app.
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/static/')) return
    event.respondWith(page(event))
  } else if (OFFLINE_FILES.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((kept) => kept ?? fetch(request)))
  }
  // Everything else (scripts, API answers, media) goes to the network as if there were no worker.
})

/** The page from the network; the offline page only when the network cannot answer. */
async function page(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request))
  } catch {
    return (await caches.match('/offline.html')) ?? Response.error()
  }
}
