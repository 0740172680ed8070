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

// Web Push (issue 31, docs/decisions.md "Web Push"): the server sends each new notification, encrypted
// for this browser, as JSON { title, body, url, tag, notification_id }. It is shown unless a window of
// the app is focused (the server holds pushes back then too; this covers a push already on its way).
self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let push
      try {
        push = event.data?.json()
      } catch {
        push = null
      }
      if (!push || typeof push.title !== 'string') return
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      if (windows.some((client) => client.focused)) return
      await self.registration.showNotification(push.title, {
        body: typeof push.body === 'string' ? push.body : '',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: typeof push.tag === 'string' ? push.tag : undefined,
        data: { url: sameOriginPath(push.url) },
      })
    })(),
  )
})

// A tap opens the notification's screen: in a window of the app already open (focused, then sent
// there), or in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(sameOriginPath(event.notification.data?.url), self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        const focused = await open.focus()
        await (focused ?? open).navigate(url).catch(() => self.clients.openWindow(url))
        return
      }
      await self.clients.openWindow(url)
    })(),
  )
})

/** A path of this site ('/posts/7'); anything else (another site, a scheme) opens the notifications. */
function sameOriginPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/notifications'
}
