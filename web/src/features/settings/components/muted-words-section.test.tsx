import type { MutedWord } from '@agora/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { MutedWordsSection } from './muted-words-section.tsx'

const word = (id: number, phrase: string, expires_at: string | null = null): MutedWord => ({
  id,
  phrase,
  created_at: '2026-11-20T08:00:00Z',
  expires_at,
})

function renderSection(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(routes)
  renderApp([{ path: '/settings', element: <MutedWordsSection /> }], { entry: '/settings', retry: false })
  return { fetchMock, user: userEvent.setup() }
}

afterEach(async () => {
  vi.restoreAllMocks()
  await i18n.changeLanguage('en')
})

describe('MutedWordsSection', () => {
  it('lists the muted words with when each ends', async () => {
    renderSection({
      'GET /users/me/muted-words': () =>
        json(200, [word(1, 'spoiler'), word(2, '#final', '2026-12-01T10:00:00Z')]),
    })
    const list = await screen.findByRole('list', { name: 'Your muted words' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('spoilerUntil you remove it')
    expect(rows[1]).toHaveTextContent(/#finalUntil Dec 1, 2026/)
  })

  it('adds a word with a duration; the list shows it and the field empties', async () => {
    const { fetchMock, user } = renderSection({
      'GET /users/me/muted-words': () => json(200, []),
      'POST /users/me/muted-words': () => json(201, word(5, 'istanbul', '2026-12-01T10:00:00Z')),
    })
    expect(await screen.findByText('No muted words')).toBeInTheDocument()
    const field = screen.getByLabelText('Word, phrase or hashtag')
    await user.type(field, '  istanbul ')
    await user.selectOptions(screen.getByLabelText('For how long'), '7 days')
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(await screen.findByText('“istanbul” is muted.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'POST /users/me/muted-words')).toEqual([{ phrase: 'istanbul', duration: '7d' }])
    const list = await screen.findByRole('list', { name: 'Your muted words' })
    expect(within(list).getByText('istanbul')).toBeInTheDocument()
    expect(field).toHaveValue('')
  })

  it('checks the phrase as the server does, in the reader’s language', async () => {
    const { fetchMock, user } = renderSection({ 'GET /users/me/muted-words': () => json(200, []) })
    await screen.findByText('No muted words')
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(await screen.findByText('Type a word, phrase or hashtag to mute')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Word, phrase or hashtag'), '#!')
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(await screen.findByText('A muted word needs at least one letter or digit')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'POST /users/me/muted-words')).toEqual([])
    await i18n.changeLanguage('tr')
    expect(
      await screen.findByText('Sessize alınan kelimede en az bir harf ya da rakam olmalı'),
    ).toBeInTheDocument()
  })

  it("shows the server's refusal, translated by its code", async () => {
    const { user } = renderSection({
      'GET /users/me/muted-words': () => json(200, [word(1, 'spoiler')]),
      'POST /users/me/muted-words': () =>
        json(400, { detail: 'You can mute at most 100 words and hashtags', code: 'too_many_muted_words' }),
    })
    await user.type(await screen.findByLabelText('Word, phrase or hashtag'), 'one more')
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You can mute at most 100 words and hashtags')
  })

  it('removes a word', async () => {
    let words = [word(1, 'spoiler'), word(2, '#final')]
    const { fetchMock, user } = renderSection({
      'GET /users/me/muted-words': () => json(200, words),
      'DELETE /users/me/muted-words/1': () => {
        words = words.filter((w) => w.id !== 1)
        return json(200, { message: 'Muted word removed' })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Remove “spoiler”' }))
    expect(await screen.findByText('“spoiler” is no longer muted.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove “spoiler”' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Remove “#final”' })).toBeInTheDocument()
    expect(callsTo(fetchMock, 'DELETE /users/me/muted-words/1')).toHaveLength(1)
  })
})
