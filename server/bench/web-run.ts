import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { get, signIn, smallDatabase, startServer } from './bench-server.ts'
import { webSection, writeWebSection } from './report.ts'
import { browserLines, measureBrowser } from './web-browser.ts'
import { homeImageLines, measureHomeImages, PHOTO_POSTS, photoJpeg } from './web-images.ts'

/**
 * The web section: the bundle per route from web/dist, then the browser run (web-browser.ts) on a
 * small database of its own: a reader following 20 authors of 26 posts each, posted through the API,
 * and then a phone photo from each of the first 8 (web-images.ts: the image bytes of Home's first screen).
 */
export async function runWeb(
  databaseUrl: string,
  repoRoot: string,
  log: (line: string) => void,
): Promise<void> {
  const root = join(repoRoot, 'web/dist')
  if (!existsSync(join(root, 'index.html'))) throw new Error('web/dist is missing: npm run build first')
  const authors = Array.from({ length: 20 }, (_, i) => `bench_web_author_${i + 1}`)
  const database = await smallDatabase(databaseUrl, ['bench_web_reader', ...authors], log)
  await database.db.execute(
    sql`INSERT INTO follows (follower_id, followee_id, status)
        SELECT r.id, a.id, 'accepted' FROM users r, users a
        WHERE r.username = 'bench_web_reader' AND a.username LIKE 'bench_web_author_%'
        ON CONFLICT DO NOTHING`,
  )
  await database.close()
  const { child, url } = await startServer(databaseUrl, { BENCH_WEB_ROOT: root })
  try {
    const perAuthor = 26
    for (const username of authors) {
      const token = await signIn(url, username)
      const mine = (await get(url, '/api/users/me', token)) as { id: number }
      const written = (await get(url, `/api/users/${mine.id}/posts?limit=100`, token)) as unknown[]
      for (let i = written.length + 1; i <= perAuthor; i++) {
        const form = new FormData()
        form.set('content', `Post ${i} by ${username}${i % 3 === 0 ? '\nA second line.\nAnd a third.' : ''}`)
        const res = await fetch(`${url}/api/posts/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
        if (res.status !== 201) throw new Error(`posting answered ${res.status}`)
      }
    }
    await postPhotos(url, authors.slice(0, PHOTO_POSTS), log)
    const reader = await signIn(url, 'bench_web_reader')
    log('Measuring the web app in Chromium')
    const images = homeImageLines(await measureHomeImages(url, reader))
    for (const line of images) log(line)
    const browser = await measureBrowser(url, reader, authors.length * perAuthor + PHOTO_POSTS)
    const lines = [...browserLines(browser), ...images]
    for (const line of [...webSection(repoRoot), ...lines]) log(line)
    writeWebSection(join(repoRoot, 'docs/benchmarks.md'), repoRoot, lines)
    log('Wrote the web section of docs/benchmarks.md')
  } finally {
    child.kill('SIGTERM')
  }
}

/**
 * One photo post per author. Each run's server has a new DATA_DIR (serve.ts), so the photos of an
 * earlier run are gone from the store: their posts are deleted and the photos posted again.
 */
async function postPhotos(url: string, authors: string[], log: (line: string) => void): Promise<void> {
  log(`Posting ${authors.length} photos`)
  for (const [i, username] of authors.entries()) {
    const token = await signIn(url, username)
    const mine = (await get(url, '/api/users/me', token)) as { id: number }
    const written = (await get(url, `/api/users/${mine.id}/posts?limit=100`, token)) as {
      id: number
      images: unknown[]
    }[]
    for (const old of written.filter((post) => post.images.length > 0)) {
      const res = await fetch(`${url}/api/posts/${old.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      })
      if (res.status !== 204) throw new Error(`deleting an old photo post answered ${res.status}`)
    }
    const form = new FormData()
    form.set('content', `A photo from the quad by ${username}`)
    form.append('images', new Blob([new Uint8Array(await photoJpeg(i))], { type: 'image/jpeg' }), 'quad.jpg')
    const res = await fetch(`${url}/api/posts/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    if (res.status !== 201) throw new Error(`posting a photo answered ${res.status}`)
  }
}
