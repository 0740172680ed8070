import type { LinkCard as Card } from '@agora/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ChatComposer } from '@/entities/chat/components/chat-composer.tsx'
import { json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { LinkCard } from './link-card.tsx'

const card: Card = {
  url: 'https://kampus.edu.tr/bahar',
  title: 'Bahar şenliği <b>programı</b>',
  description: 'Konserler ve atölyeler',
  site_name: null,
  image_url: '/static/uploads/2026/11/27/cover.jpg',
}

describe('LinkCard', () => {
  it('shows the page as plain text, names the host, and opens it in a new tab without the opener', () => {
    renderApp(<LinkCard card={card} />)
    const link = screen.getByRole('link', { name: /Bahar şenliği <b>programı<\/b>/ })
    expect(link).toHaveAttribute('href', card.url)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
    expect(link).toHaveTextContent('kampus.edu.tr')
    expect(link.querySelector('b')).toBeNull()
    expect(link.querySelector('img')).toHaveAttribute('src', card.image_url)
  })
})

describe('the chat composer’s link preview', () => {
  it('previews the first link once the text rests, and sends without the card once removed', async () => {
    const calls = stubApi({ 'GET /links/preview': () => json(200, card) })
    const onSend = vi.fn()
    renderApp(<ChatComposer chatId={3} max={500} onSend={onSend} />)
    const input = screen.getByRole('textbox')
    fireEvent.change(input, { target: { value: 'Bak https://kampus.edu.tr/bahar' } })
    expect(await screen.findByRole('link', { name: /Bahar şenliği/ }, { timeout: 3000 })).toBeVisible()
    expect(queriesTo(calls, 'GET /links/preview')).toEqual([{ url: 'https://kampus.edu.tr/bahar' }])
    fireEvent.click(screen.getByRole('button', { name: 'Remove link preview' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: /Bahar şenliği/ })).toBeNull())
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onSend).toHaveBeenCalledWith('Bak https://kampus.edu.tr/bahar', false)
  })

  it('shows nothing for a page without a card, and sends with the card by default', async () => {
    stubApi({ 'GET /links/preview': () => json(404, { code: 'link_preview_unavailable' }) })
    const onSend = vi.fn()
    renderApp(<ChatComposer chatId={3} max={500} onSend={onSend} />)
    const input = screen.getByRole('textbox')
    fireEvent.change(input, { target: { value: 'https://nothing.example/x' } })
    await new Promise((resolve) => setTimeout(resolve, 900))
    expect(screen.queryByRole('link')).toBeNull()
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onSend).toHaveBeenCalledWith('https://nothing.example/x', true)
  })
})
