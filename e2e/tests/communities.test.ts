import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, newContext, screenshot } from '../support/browser.ts'
import { CAMPUS } from '../support/campus.ts'
import { PNG, signedInPage, signIn, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Issue 11 in the browser: a student applies for a community, a site admin approves it in /admin, the
 * student runs it (edits it, crops a banner, adds an event, accepts a member, removes a post with a
 * reason) and members post.
 */

const TEXTS = {
  en: {
    apply: 'Can’t find your community?',
    continue: 'Continue',
    university: 'University',
    name: 'Community name',
    manager: 'Manager name',
    email: 'Manager email',
    phone: 'Manager phone',
    send: 'Send application',
    join: 'Join',
    pending: 'Pending',
    requests: 'Requests',
    accept: 'Accept',
    composer: 'Post to the community',
    post: 'Post',
    approve: 'Approve',
    bannerFile: 'Community banner file',
    cropBanner: 'Crop the community banner',
    cropApply: 'Apply',
  },
  tr: {
    apply: 'Topluluğunu bulamıyor musun?',
    continue: 'Devam',
    university: 'Üniversite',
    name: 'Topluluk adı',
    manager: 'Yönetici adı',
    email: 'Yönetici e-postası',
    phone: 'Yönetici telefonu',
    send: 'Başvuruyu gönder',
    join: 'Katıl',
    pending: 'Beklemede',
    requests: 'İstekler',
    accept: 'Kabul et',
    composer: 'Topluluğa gönderi paylaş',
    post: 'Paylaş',
    approve: 'Onayla',
    bannerFile: 'Topluluk kapak görseli dosyası',
    cropBanner: 'Topluluk kapak görselini kırp',
    cropApply: 'Uygula',
  },
} as const

async function applyThroughWizard(page: Page, lang: 'en' | 'tr', name: string) {
  const t = TEXTS[lang]
  await page.goto('/communities')
  await page.getByRole('button', { name: t.apply }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: t.continue }).click()
  await dialog.getByRole('searchbox', { name: t.university }).fill('Boğaziçi')
  await dialog.getByRole('button', { name: CAMPUS.name }).click()
  await dialog.getByRole('button', { name: t.continue }).click()
  await dialog.getByRole('textbox', { name: t.name }).fill(name)
  await dialog.getByRole('button', { name: t.continue }).click()
  await dialog.getByRole('textbox', { name: t.manager }).fill('Ayşe Yılmaz')
  await dialog.getByRole('button', { name: t.continue }).click()
  await dialog.getByRole('textbox', { name: t.email }).fill('ayse@campus.edu.tr')
  await dialog.getByRole('textbox', { name: t.phone }).fill('+90 555 123 45 67')
  await dialog.getByRole('button', { name: t.continue }).click()
  await dialog.getByRole('button', { name: t.send }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** The site admin approves the pending application named `name` in /admin. */
async function approveInAdmin(lang: 'en' | 'tr', width: number, name: string) {
  const admin = await signIn(CAMPUS.siteAdminUsername, CAMPUS.password)
  const context = await newContext({ locale: lang, theme: 'dark', width })
  const page = await signedInPage(context, admin.token)
  await page.goto('/admin')
  const application = page.getByRole('article', { name })
  await application.getByRole('button', { name: TEXTS[lang].approve }).click()
  await application.waitFor({ state: 'detached' })
  await screenshot(page, `admin-dark-${lang}${width < 500 ? '-phone' : ''}`)
  await context.close()
}

/** Picks the PNG for the banner, crops it at 3:1 and waits until the header shows it. */
async function changeBanner(page: Page, lang: 'en' | 'tr') {
  const t = TEXTS[lang]
  await page
    .getByLabel(t.bannerFile)
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG })
  const crop = page.getByRole('dialog', { name: t.cropBanner })
  const picture = crop.locator('img')
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(64)
  await crop.getByRole('button', { name: t.cropApply }).click()
  await crop.waitFor({ state: 'detached' })
  await page.locator('section[aria-labelledby="community-name"] img').first().waitFor()
}

async function openCommunity(page: Page, name: string) {
  await page.goto('/communities')
  await page.getByRole('article', { name }).getByRole('link', { name }).click()
  // The community page's own tabs: the list's card carries the same heading while the page loads.
  await page.getByRole('tab', { name: /^(Posts|Gönderiler)$/ }).waitFor()
  await page.getByRole('heading', { level: 2, name }).waitFor()
}

async function askToJoin(page: Page, lang: 'en' | 'tr', name: string) {
  const t = TEXTS[lang]
  await page.goto('/communities')
  const card = page.getByRole('article', { name })
  await card.getByRole('button', { name: t.join }).click()
  await card.getByRole('button', { name: t.pending }).waitFor()
}

async function acceptRequest(page: Page, lang: 'en' | 'tr', name: string, username: string) {
  const t = TEXTS[lang]
  await openCommunity(page, name)
  await page.getByRole('tab', { name: t.requests }).click()
  const row = page.getByRole('list', { name: t.requests }).getByRole('listitem').filter({ hasText: username })
  await row.getByRole('button', { name: t.accept }).click()
  await row.waitFor({ state: 'detached' })
}

async function postInCommunity(page: Page, lang: 'en' | 'tr', name: string, text: string) {
  const t = TEXTS[lang]
  await openCommunity(page, name)
  const composer = page.getByRole('form', { name: t.composer })
  await composer.getByRole('textbox').fill(text)
  await composer.getByRole('button', { name: t.post, exact: true }).click()
  await page.getByRole('article').filter({ hasText: text }).waitFor()
}

describe('communities in the browser', () => {
  afterAll(closeBrowser)

  it('a student applies, a site admin approves, the new ComAdmin runs it and members post', async () => {
    const name = `Robotics ${uniqueId()}`
    const founder = await verifiedUser('founder', CAMPUS.domain)
    const founderContext = await newContext({ locale: 'en', theme: 'light', width: 1440 })
    const founderPage = await signedInPage(founderContext, founder.token)
    await applyThroughWizard(founderPage, 'en', name)

    await approveInAdmin('en', 1440, name)

    // The founder, now its ComAdmin, edits it, gives it a banner and adds an event.
    await openCommunity(founderPage, name)
    await founderPage.getByText('Your Community').first().waitFor()
    await founderPage.getByRole('button', { name: 'Edit community' }).click()
    const edit = founderPage.getByRole('dialog', { name: 'Edit community' })
    await edit.getByRole('textbox', { name: 'Description' }).fill('We build robots every Thursday.')
    await edit.getByRole('button', { name: 'Save' }).click()
    await founderPage.getByText('We build robots every Thursday.').waitFor()
    await changeBanner(founderPage, 'en')
    await founderPage.getByRole('tab', { name: 'Events' }).click()
    await founderPage.getByRole('button', { name: 'Create event' }).click()
    const form = founderPage.getByRole('form', { name: 'Event' })
    await form.getByLabel('Title').fill('Robot sumo night')
    await form.getByLabel('Date').fill('2027-03-11')
    await form.getByRole('button', { name: 'Create event' }).click()
    await founderPage.getByRole('article').filter({ hasText: 'Robot sumo night' }).waitFor()

    // Two students ask to join; the ComAdmin accepts them.
    const member = await verifiedUser('member', CAMPUS.domain)
    const memberContext = await newContext({ locale: 'en', theme: 'light', width: 1440 })
    const memberPage = await signedInPage(memberContext, member.token)
    await askToJoin(memberPage, 'en', name)
    const troll = await verifiedUser('troll', CAMPUS.domain)
    const trollContext = await newContext({ locale: 'en', theme: 'light', width: 1440 })
    const trollPage = await signedInPage(trollContext, troll.token)
    await askToJoin(trollPage, 'en', name)
    await acceptRequest(founderPage, 'en', name, member.username)
    await acceptRequest(founderPage, 'en', name, troll.username)

    // They post; the troll's post is removed with a reason, and the log shows it.
    await postInCommunity(memberPage, 'en', name, 'Our first robot walks!')
    await postInCommunity(trollPage, 'en', name, 'Buy cheap followers here')
    await openCommunity(founderPage, name)
    const spam = founderPage.getByRole('listitem').filter({ hasText: 'Buy cheap followers here' })
    await spam.getByRole('button', { name: 'Remove from community' }).click()
    const reason = founderPage.getByRole('dialog', { name: 'Remove this post?' })
    await reason.getByRole('textbox', { name: 'Reason' }).fill('Spam')
    await reason.getByRole('button', { name: 'Confirm' }).click()
    await founderPage
      .getByRole('article')
      .filter({ hasText: 'Buy cheap followers here' })
      .waitFor({ state: 'detached' })
    await founderPage.getByRole('tab', { name: 'Moderation log' }).click()
    await founderPage.getByText(`removed a post by @${troll.username}`).waitFor()
    await founderPage.getByText('Reason: Spam').waitFor()
    await screenshot(founderPage, 'community-log-light-en')
    await founderPage.getByRole('tab', { name: 'Posts' }).click()
    await founderPage.getByRole('article').filter({ hasText: 'Our first robot walks!' }).waitFor()
    await screenshot(founderPage, 'community-light-en')
    await founderPage.goto('/communities')
    await screenshot(founderPage, 'communities-light-en')
    for (const context of [founderContext, memberContext, trollContext]) await context.close()
  })

  it('works the same in Turkish on a 390 px phone', async () => {
    const name = `Satranç ${uniqueId()}`
    const founder = await verifiedUser('kurucu', CAMPUS.domain)
    const founderContext = await newContext({ locale: 'tr', theme: 'dark', width: 390 })
    const founderPage = await signedInPage(founderContext, founder.token)
    await applyThroughWizard(founderPage, 'tr', name)
    await approveInAdmin('tr', 390, name)
    await openCommunity(founderPage, name)
    await changeBanner(founderPage, 'tr')

    const member = await verifiedUser('uye', CAMPUS.domain)
    const memberContext = await newContext({ locale: 'tr', theme: 'dark', width: 390 })
    const memberPage = await signedInPage(memberContext, member.token)
    await askToJoin(memberPage, 'tr', name)
    await screenshot(memberPage, 'communities-dark-tr-phone')
    await acceptRequest(founderPage, 'tr', name, member.username)
    await postInCommunity(memberPage, 'tr', name, 'İlk hamle: e4!')
    await screenshot(memberPage, 'community-dark-tr-phone')
    await founderContext.close()
    await memberContext.close()
  })
})
