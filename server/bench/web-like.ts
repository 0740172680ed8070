import type { Page } from 'playwright-core'

export interface LikeRepaint {
  /** Posts of the feed scrolled through before the likes were pressed. */
  loaded: number
  /** Per like: milliseconds from the press to the first frame that shows it. */
  samples: number[]
}

const SAMPLES = 5

/**
 * Likes posts of a long Following feed at 4x CPU slowdown and times each from the press (the pointer
 * already resting on the button) to the next frame that shows the card liked: the browser's Event Timing for the click when it has an entry (it
 * reports only interactions of 16 ms or more, to the next paint), otherwise the press to the first
 * animation frame after the card changed.
 */
export async function likeRepaint(page: Page, loaded: number): Promise<LikeRepaint> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const samples: number[] = []
  try {
    for (let i = 0; i < SAMPLES; i++) {
      await page.evaluate(`window.scrollBy(0, 300)`)
      await page.waitForTimeout(800)
      // A like button well inside the viewport (the virtual list keeps cards above and below it),
      // marked so that the same element is pressed however the list moves.
      const marked = await page.evaluate<boolean>(`(() => {
        document.querySelector('[data-bench-like]')?.removeAttribute('data-bench-like')
        const button = [...document.querySelectorAll('article button[aria-label^="Like"]:not([disabled])')].find((b) => {
          const r = b.getBoundingClientRect()
          return r.top > 150 && r.bottom < window.innerHeight - 150
        })
        button?.setAttribute('data-bench-like', '')
        return !!button
      })()`)
      if (!marked) continue
      const button = page.locator('[data-bench-like]')
      // As a person does: the pointer comes to rest on the button (its hover and tooltip settle),
      // then presses it; the time counted is that press's.
      await page.mouse.move(0, 0)
      const box = await button.boundingBox()
      if (!box) throw new Error('the like button has no box')
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.waitForTimeout(900)
      await button.evaluate(watchLike)
      await page.mouse.down()
      await page.mouse.up()
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
    // A press that never showed (it missed the button) counts as -1, not as a hang.
    setTimeout(() => resolve(-1), 5000)
  })
}
