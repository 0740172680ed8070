import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import i18n, { loadAllStrings } from '@/i18n/index.ts'
import { json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { UnsubscribePage } from './unsubscribe-page.tsx'

function renderPage(entry: string) {
  return renderApp(
    [
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/settings', element: <p>settings screen</p> },
    ],
    { entry, retry: false },
  )
}

beforeAll(() => loadAllStrings())
afterEach(() => i18n.changeLanguage('en'))

describe('UnsubscribePage', () => {
  it('turns the digest off only when the button is pressed, then says so', async () => {
    const api = stubApi({ 'POST /digests/unsubscribe': () => json(200, { frequency: 'never' }) })
    renderPage('/unsubscribe?token=7.sig')
    expect(screen.getByRole('heading', { name: 'Stop the mail digest?' })).toBeInTheDocument()
    expect(queriesTo(api, 'POST /digests/unsubscribe')).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument()
    expect(queriesTo(api, 'POST /digests/unsubscribe')).toEqual([{ token: '7.sig' }])
    await userEvent.click(screen.getByRole('link', { name: 'Open the settings' }))
    expect(screen.getByText('settings screen')).toBeInTheDocument()
  })

  it('shows a refused link in the reader’s language', async () => {
    await i18n.changeLanguage('tr')
    stubApi({
      'POST /digests/unsubscribe': () =>
        json(400, { code: 'invalid_unsubscribe_link', detail: 'This unsubscribe link is not valid' }),
    })
    renderPage('/unsubscribe?token=forged')
    await userEvent.click(screen.getByRole('button', { name: 'Abonelikten çık' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu abonelikten çıkma bağlantısı geçerli değil',
    )
  })

  it('says so when the link has no token', () => {
    stubApi({})
    renderPage('/unsubscribe')
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete')
  })
})
