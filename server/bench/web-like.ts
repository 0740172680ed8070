import type { Page } from 'playwright-core'

export interface LikeRepaint {
  /** Posts of the feed scrolled through before the likes were pressed. */
  loaded: number
  /** Per like: milliseconds from the press to the first frame that shows it. */
  samples: number[]
}

const SAMPLES = 5

/**
 * Likes posts of a long Following feed at 4x CPU slowdown and times each from the press to the next
 * frame that shows the card liked: the browser's Event Timing for the click when it has an entry (it
 * reports only interactions of 16 ms or more, to the next paint), otherwise the press to the first
 * animation frame after the card changed.
 */
export async function likeRepaint(page: Page, loaded: number): Promise<LikeRepaint> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const samples: number[] = []
  try {
    for (let i = 0; i < SAMPLES; i++) {
      await page.evaluate(`window.scrollBy(0, 200)`)
      await page.waitForTimeout(500)
      const button = page
        .locator('article button[aria-label^="Like"]:not([disabled])')
        .filter({ visible: true })
        .first()
      await button.scrollIntoViewIfNeeded()
      await page.waitForTimeout(300)
      await button.evaluate(watchLike)
      await button.click()
      samples.push(await page.evaluate<number>('window.__likeTiming'))
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
  return { loaded, samples }
}

/**
 * Runs in the page (the server's TypeScript has no DOM types, hence the loose globals): from the next
 * press, resolves `window.__likeTiming` with the milliseconds to the frame that shows the card liked.
 */
// biome-ignore lint/suspicious/noExplicitAny: the page's globals, typed by the browser, not here
function watchLike(button: any): void {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const g = globalThis as any
  const card = button.closest('article')
  g.__likeTiming = new Promise((resolve) => {
    let pressed = 0
    // biome-ignore lint/suspicious/noExplicitAny: Event Timing entries
    const events: any[] = []
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const timing = new g.PerformanceObserver((list: any) => events.push(...list.getEntries()))
    timing.observe({ type: 'event', durationThreshold: 16 })
    g.document.addEventListener(
      'pointerdown',
      (e: { timeStamp: number }) => {
        pressed = e.timeStamp
      },
      { capture: true, once: true },
    )
    const changed = new g.MutationObserver(() => {
      if (!card.querySelector('button[aria-label^="Unlike"]')) return
      changed.disconnect()
      g.requestAnimationFrame((frame: number) => {
        // Event Timing entries arrive after the frame is presented.
        setTimeout(() => {
          timing.disconnect()
          const press = events.filter((e) => ['click', 'pointerup', 'pointerdown'].includes(e.name))
          const interaction = press.length ? Math.max(...press.map((e) => e.duration)) : 0
          resolve(Math.round(Math.max(interaction, frame - pressed)))
        }, 250)
      })
    })
    changed.observe(card, { attributes: true, subtree: true, childList: true, characterData: true })
  })
}
