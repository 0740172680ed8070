import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { json } from '@/testing/app-harness.tsx'
import {
  embedded,
  makeOwnProfile,
  makePost,
  makeProfile,
  makeRequest,
  makeUserSummary,
} from '@/testing/builders/index.ts'
import { api, countOf, renderAt } from './profile-test-setup.tsx'

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '1')
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('another account’s profile', () => {
  it('shows the account, its counts, its role badge and its posts, with follow, message and more controls', async () => {
    api({
      'GET /users/7': () => json(200, makeProfile()),
      'GET /users/7/posts': () => json(200, [makePost({ id: 3, content: 'Hello from Ayşe' })]),
    })
    renderAt('/users/7')
    expect(await screen.findByText('Hello from Ayşe')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Ayşe' })).toBeInTheDocument()
    const header = screen.getByRole('region', { name: 'Profile' })
    expect(within(header).getByText('@ayse')).toBeInTheDocument()
    expect(within(header).getByText('Physics at METU')).toBeInTheDocument()
    expect(within(header).getByText('Joined March 2025')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Verified User' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '1.2K Followers' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '12 Following' })).toBeInTheDocument()
    expect(screen.getByText('Posts', { selector: 'span' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Requests?$/ })).not.toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Posts', 'Comments', 'Liked'])
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Message' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'More options for @ayse' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Change profile photo' })).not.toBeInTheDocument()
    expect(document.title).toBe('Ayşe - Agora')
  })

  it('shows the badge of the most senior role with its tooltip text', async () => {
    api({
      'GET /users/7': () => json(200, makeProfile({ role: 'UniAdmin', roles: ['ComMod'] })),
      'GET /users/7/posts': () => json(200, []),
    })
    renderAt('/users/7')
    expect(await screen.findByRole('img', { name: 'University Administrator' })).toBeInTheDocument()
  })

  it('shows the private-account message instead of the tabs when the account is closed to the viewer', async () => {
    const fetchMock = api({
      'GET /users/7': () =>
        json(
          200,
          makeProfile({
            is_private: true,
            posts_count: null,
            followers_count: 4321,
            abilities: { ...makeProfile().abilities, can_view_posts: false },
          }),
        ),
    })
    renderAt('/users/7')
    expect(await screen.findByRole('heading', { name: 'This account is private' })).toBeInTheDocument()
    // Follow counts as plain text (the lists are closed too), no post count at all rather than 0.
    expect(screen.getByText('4.3K')).not.toHaveRole('button')
    expect(screen.queryByRole('button', { name: /Followers/ })).not.toBeInTheDocument()
    expect(screen.queryByText(/Posts?$/)).not.toBeInTheDocument()
    expect(screen.getByText('Follow @ayse to see their posts, comments and likes.')).toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Private account' })).toBeInTheDocument()
    expect(countOf(fetchMock, 'GET /users/7/posts')).toBe(0)
  })

  it('shows the private-account message when the posts answer 403', async () => {
    api({
      'GET /users/7': () => json(200, makeProfile()),
      'GET /users/7/posts': () => json(403, { detail: 'This account is private', code: 'account_private' }),
    })
    renderAt('/users/7')
    expect(await screen.findByRole('heading', { name: 'This account is private' })).toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
  })

  it('opens the tabs again once a refresh shows the request was approved', async () => {
    let approved = false
    api({
      'GET /users/7': () =>
        json(
          200,
          makeProfile({
            is_private: true,
            relation: {
              is_following: approved,
              is_requested: !approved,
              follows_you: false,
              is_blocked: false,
              is_muted: false,
            },
          }),
        ),
      'GET /users/7/posts': () =>
        approved
          ? json(200, [makePost({ id: 3, content: 'Now visible' })])
          : json(403, { detail: 'This account is private', code: 'account_private' }),
    })
    renderAt('/users/7')
    expect(await screen.findByRole('heading', { name: 'This account is private' })).toBeInTheDocument()
    approved = true
    act(() => void window.dispatchEvent(new Event('focus')))
    expect(await screen.findByText('Now visible')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument()
  })

  it('says when the user does not exist', async () => {
    api({ 'GET /users/99': () => json(404, { detail: 'User not found', code: 'user_not_found' }) })
    renderAt('/users/99')
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home')
  })

  it('treats a malformed id as not found without asking the server', async () => {
    const fetchMock = api({})
    renderAt('/users/abc')
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument()
    expect(countOf(fetchMock, 'GET /users/abc')).toBe(0)
  })

  it('shows an error with a retry when the profile fails to load', async () => {
    let fail = true
    api({
      'GET /users/7': () => (fail ? json(500, { detail: 'boom' }) : json(200, makeProfile())),
      'GET /users/7/posts': () => json(200, []),
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    expect(await screen.findByText('Could not load this profile', {}, { timeout: 3000 })).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Ayşe' })).toBeInTheDocument()
  })

  it('lists comments with the post each one answers, and liked posts, on their tabs', async () => {
    const original = makePost({ id: 40, content: 'The question', user_username: 'deniz' })
    const fetchMock = api({
      'GET /users/7': () => json(200, makeProfile()),
      'GET /users/7/posts': () => json(200, []),
      'GET /users/7/comments': () =>
        json(200, [
          {
            ...makePost({ id: 41, content: 'My answer', in_reply_to_id: 40 }),
            original_post: embedded(original),
          },
        ]),
      'GET /users/7/liked-posts': () => json(200, [makePost({ id: 42, content: 'A liked post' })]),
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    expect(await screen.findByText('@ayse has not posted yet')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Comments' }))
    expect(await screen.findByText('My answer')).toBeInTheDocument()
    expect(screen.getByText('The question')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('tab', { name: 'Liked' }))
    expect(await screen.findByText('A liked post')).toBeInTheDocument()
    expect(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams.get('limit')).toBe('20')
  })

  it('opens the image viewer from the avatar and the banner', async () => {
    api({
      'GET /users/7': () =>
        json(200, makeProfile({ avatar_url: '/static/uploads/a.jpg', banner_url: '/static/uploads/b.jpg' })),
      'GET /users/7/posts': () => json(200, []),
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    await user.click(await screen.findByRole('button', { name: 'Open the profile photo' }))
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' })
    expect(within(viewer).getByRole('img', { name: 'Profile photo of Ayşe' })).toHaveAttribute(
      'src',
      '/static/uploads/a.jpg',
    )
    await user.click(within(viewer).getByRole('button', { name: 'Close' }))
    await user.click(screen.getByRole('button', { name: 'Open the banner' }))
    expect(screen.getByRole('img', { name: 'Banner of Ayşe' })).toHaveAttribute(
      'src',
      '/static/uploads/b.jpg',
    )
  })

  it('reloads on window focus and on back or forward, but not under an open dialog', async () => {
    const fetchMock = api({
      'GET /users/7': () => json(200, makeProfile()),
      'GET /users/7/posts': () => json(200, []),
      'GET /users/7/followers': () => json(200, []),
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    await screen.findByText('@ayse has not posted yet')
    expect(countOf(fetchMock, 'GET /users/7')).toBe(1)
    act(() => void window.dispatchEvent(new Event('focus')))
    await waitFor(() => expect(countOf(fetchMock, 'GET /users/7')).toBe(2))
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')))
    await waitFor(() => expect(countOf(fetchMock, 'GET /users/7')).toBe(3))

    await user.click(screen.getByRole('button', { name: '1.2K Followers' }))
    await screen.findByRole('dialog')
    act(() => void window.dispatchEvent(new Event('focus')))
    await new Promise((r) => setTimeout(r, 50))
    expect(countOf(fetchMock, 'GET /users/7')).toBe(3)
  })
})

describe('one’s own profile', () => {
  it('at /myprofile: edit and photo controls, the requests count, no follow or block', async () => {
    api({
      'GET /users/1': () => json(200, makeOwnProfile()),
      'GET /users/1/posts': () => json(200, []),
    })
    renderAt('/myprofile')
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change profile photo' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change banner' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '2 Requests' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^More options/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument()
    // A public account has no Requests tab.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Posts', 'Comments', 'Liked'])
  })

  it('at /users with no id too; a private account adds the Requests tab', async () => {
    api({
      'GET /users/1': () => json(200, makeOwnProfile({ is_private: true })),
      'GET /users/1/posts': () => json(200, []),
      'GET /users/me/follow-requests': () => json(200, [makeRequest(31, makeUserSummary(9, 'zeynep'))]),
    })
    const user = userEvent.setup()
    renderAt('/users')
    await user.click(await screen.findByRole('tab', { name: 'Requests' }))
    expect(await screen.findByText('@zeynep')).toBeInTheDocument()
  })
})

describe('in Turkish', () => {
  it('translates the profile, the counts and the badge', async () => {
    await i18n.changeLanguage('tr')
    api({
      'GET /users/7': () => json(200, makeProfile({ is_admin: true, role: 'admin' })),
      'GET /users/7/posts': () => json(200, []),
    })
    renderAt('/users/7')
    expect(await screen.findByRole('button', { name: 'Takip et' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '1.2K Takipçi' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Site Yöneticisi' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Gönderiler',
      'Yorumlar',
      'Beğenilenler',
    ])
  })
})
