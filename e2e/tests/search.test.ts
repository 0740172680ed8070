import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiJson } from '../support/api.ts'
import { closeBrowser, newContext, screenshot } from '../support/browser.ts'
import { signedInPage, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Issue 14 in the browser: a person found from the side panel by their nickname typed without Turkish
 * letters, a post found by a folded word on the results page, and the same in Turkish on a phone.
 */

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

let owner: Awaited<ReturnType<typeof verifiedUser>>
let searcher: Awaited<ReturnType<typeof verifiedUser>>
let id: string
let postText: string

beforeAll(async () => {
  id = uniqueId()
  owner = await verifiedUser('owner')
  searcher = await verifiedUser('searcher')
  await apiJson(owner.token, '/users/me/profile', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nickname: `Işıl Çağlar ${id}` }),
  })
  postText = `Kütüphanede final haftası ${id}`
  const form = new FormData()
  form.set('content', postText)
  await apiJson(owner.token, '/posts/', { method: 'POST', body: form })
})

afterAll(closeBrowser)

describe('search in the browser', () => {
  it('finds a person from the side panel and a post on the results page, without Turkish letters', async () => {
    const context = await newContext({ locale: 'en', theme: 'dark', width: 1440 })
    const page = await signedInPage(context, searcher.token)
    await page.goto('/home')
    const box = page.getByRole('combobox', { name: 'Search' })
    await box.fill(`isil caglar ${id}`)
    const person = page.getByRole('option').filter({ hasText: `@${owner.username}` })
    await person.waitFor()
    expect(await person.textContent()).toContain('Matches the nickname')
    await screenshot(page, 'search-dropdown-dark-en', { fullPage: false })
    await person.click()
    await page.waitForURL(`**/users/${owner.id}`)

    await page.goto('/search')
    const explore = page.getByRole('combobox', { name: 'Search' })
    await explore.fill(`kutuphane ${id}`)
    await explore.press('Enter')
    await page.waitForURL(`**/search/${encodeURIComponent(`kutuphane ${id}`)}`)
    await page.getByRole('tab', { name: 'Posts' }).click()
    await page.getByRole('article').filter({ hasText: postText }).waitFor()
    await screenshot(page, 'search-results-dark-en')

    // The search is remembered: an empty box lists it among the recent searches.
    await page.goto('/search')
    await page.getByRole('combobox', { name: 'Search' }).click()
    await page.getByRole('option', { name: new RegExp(`kutuphane ${id}`) }).waitFor()
    await context.close()
  })

  it('works the same in Turkish on a 390 px phone', async () => {
    const context = await newContext({ locale: 'tr', theme: 'light', width: 390 })
    const page = await signedInPage(context, searcher.token)
    await page.goto('/search')
    await page.getByRole('tab', { name: 'Sana özel' }).waitFor()
    const box = page.getByRole('combobox', { name: 'Ara' })
    await box.fill(`IŞIL ${id}`)
    await page
      .getByRole('option')
      .filter({ hasText: `@${owner.username}` })
      .waitFor()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 'search-dropdown-light-tr-phone', { fullPage: false })
    await box.press('Enter')
    await page.waitForURL(`**/search/${encodeURIComponent(`IŞIL ${id}`)}`)
    await page.getByRole('tab', { name: 'Kişiler' }).click()
    await page
      .getByRole('link', { name: new RegExp(owner.username) })
      .first()
      .waitFor()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 'search-results-light-tr-phone')
    await context.close()
  })
})
