import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeNotification } from '@/testing/builders/index.ts'
import { formatNotificationTime } from '../components/notification-time.ts'
import { NotificationsPage } from './notifications-page.tsx'

const ROUTES = [
  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/posts/:id', element: <p>post page</p> },
  { path: '/myprofile', element: <p>my profile</p> },
]

const GROUP = makeNotification({
  id: 9,
  group_count: 5,
  actors: [
    { id: 2, username: 'ayse', nickname: 'Ayşe', avatar_url: null },
    { id: 3, username: 'mehmet', nickname: null, avatar_url: null },
    { id: 4, username: 'can', nickname: null, avatar_url: null },
  ],
})
const REQUEST = makeNotification({
  id: 8,
  notification_type: 'follow',
  follow_request: true,
  post_id: null,
  content: null,
  actor_username: 'zeynep',
  actor_nickname: null,
})

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('/notifications', () => {
  it('lists the new ones with their sentences, groups as "and N others", and Mark all', async () => {
    let unread = 2
    const api = stubApi({
      'GET /notifications/unread-count': () => json(200, { unread_count: unread }),
      'GET /notifications/': ({ url }) =>
        json(200, url.searchParams.get('filter_type') === 'new' && unread > 0 ? [GROUP, REQUEST] : []),
      'POST /notifications/read-all': () => {
        unread = 0
        return json(200, { updated: 2, unread_count: 0 })
      },
    })
    renderApp(ROUTES, { entry: '/notifications', retry: false })
    expect(await screen.findByText('Ayşe and 4 others liked your post')).toBeInTheDocument()
    expect(screen.getByText('zeynep asked to follow you')).toBeInTheDocument()
    expect(screen.getByText('2 unread')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'zeynep asked to follow you' })).toHaveAttribute(
      'href',
      '/myprofile?followTab=requests',
    )
    expect(screen.getByRole('link', { name: 'Ayşe and 4 others liked your post' })).toHaveAttribute(
      'href',
      '/posts/10',
    )
    expect(queriesTo(api, 'GET /notifications/')[0]).toEqual({
      filter_type: 'new',
      time_filter: 'all',
      skip: '0',
      limit: '20',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }))
    expect(await screen.findByText('You are all caught up')).toBeInTheDocument()
    expect(callsTo(api, 'POST /notifications/read-all')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  })

  it('opening an item marks it read and goes to its target', async () => {
    const api = stubApi({
      'GET /notifications/unread-count': () => json(200, { unread_count: 1 }),
      'GET /notifications/': () => json(200, [GROUP]),
      'POST /notifications/9/read': () => json(200, { id: 9, is_read: true, unread_count: 0 }),
    })
    renderApp(ROUTES, { entry: '/notifications', retry: false })
    await userEvent.click(await screen.findByRole('link', { name: 'Ayşe and 4 others liked your post' }))
    expect(await screen.findByText('post page')).toBeInTheDocument()
    await waitFor(() => expect(callsTo(api, 'POST /notifications/9/read')).toEqual([{ is_read: true }]))
  })

  it('the read tab has the time range; Load more fetches the next 20', async () => {
    const page = Array.from({ length: 20 }, (_, i) =>
      makeNotification({ id: 100 - i, is_read: true, actor_username: `u${i}`, actor_nickname: null }),
    )
    const api = stubApi({
      'GET /notifications/unread-count': () => json(200, { unread_count: 0 }),
      'GET /notifications/': ({ url }) =>
        json(200, url.searchParams.get('skip') === '0' ? page : [makeNotification({ id: 1, is_read: true })]),
    })
    renderApp(ROUTES, { entry: '/notifications?tab=read', retry: false })
    expect(await screen.findByText('u0 liked your post')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), '7d')
    await waitFor(() =>
      expect(queriesTo(api, 'GET /notifications/').at(-1)).toMatchObject({
        filter_type: 'read',
        time_filter: '7d',
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(queriesTo(api, 'GET /notifications/').at(-1)).toMatchObject({ skip: '20' }))
    expect(await screen.findAllByRole('listitem')).toHaveLength(21)
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('speaks Turkish, and shows the error state with a retry', async () => {
    await i18n.changeLanguage('tr')
    let fail = true
    stubApi({
      'GET /notifications/unread-count': () => json(200, { unread_count: 1 }),
      'GET /notifications/': () =>
        fail
          ? json(429, { detail: 'Too many requests, try again later', code: 'rate_limited' })
          : json(200, [REQUEST]),
    })
    renderApp(ROUTES, { entry: '/notifications', retry: false })
    // The server's reason in the reader's language (its code through the catalogue), not one fixed text.
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(i18n.t('errors:rate_limited'))).toBeInTheDocument()
    expect(i18n.t('errors:rate_limited')).not.toBe('Too many requests, try again later')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByText('zeynep seni takip etmek istiyor')).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Yeni', 'Okunmuş', 'Filtrelenen'])
  })

  it('falls back to the fixed text when the server gives no reason', async () => {
    stubApi({
      'GET /notifications/unread-count': () => json(200, { unread_count: 0 }),
      'GET /notifications/': () => json(502, ''),
    })
    renderApp(ROUTES, { entry: '/notifications', retry: false })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Could not load notifications')).toBeInTheDocument()
  })

  it('names what each is about on one line: a title, an excerpt; a mention has its own icon', async () => {
    const long = 'A'.repeat(80)
    stubApi({
      'GET /notifications/unread-count': () => json(200, { unread_count: 3 }),
      'GET /notifications/': () =>
        json(200, [
          makeNotification({
            id: 21,
            notification_type: 'event',
            post_id: null,
            event_id: 5,
            content: null,
            title: 'Spring fest',
            excerpt: null,
          }),
          makeNotification({
            id: 22,
            notification_type: 'mention',
            content: `${long} and more`,
            excerpt: `${long}…`,
          }),
          makeNotification({ id: 23, notification_type: 'comment', excerpt: 'Nice one' }),
        ]),
    })
    renderApp([...ROUTES, { path: '/events/:id', element: <p>event</p> }], {
      entry: '/notifications',
      retry: false,
    })
    const title = await screen.findByText('Spring fest')
    expect(title).toHaveClass('truncate')
    const excerpt = screen.getByText(`${long}…`)
    expect(excerpt).toHaveClass('truncate')
    // The excerpt, not the stored text.
    expect(screen.queryByText(`${long} and more`)).not.toBeInTheDocument()
    const items = screen.getAllByRole('listitem')
    const iconOf = (item: HTMLElement) => item.querySelector('svg')?.getAttribute('class') ?? ''
    expect(iconOf(items[1]!)).toContain('lucide-at-sign')
    expect(iconOf(items[2]!)).not.toContain('lucide-at-sign')
    expect(iconOf(items[1]!)).not.toBe(iconOf(items[2]!))
  })

  it('says how long ago: just now, minutes, hours, days, then the date', () => {
    const now = new Date('2026-11-24T12:00:00Z')
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
    expect(formatNotificationTime(ago(30_000), { lang: 'en', now })).toBe('just now')
    expect(formatNotificationTime(ago(5 * 60_000), { lang: 'en', now })).toBe('5m ago')
    expect(formatNotificationTime(ago(3 * 3600_000), { lang: 'tr', now })).toBe('3 sa önce')
    expect(formatNotificationTime(ago(2 * 86_400_000), { lang: 'en', now })).toBe('2d ago')
    expect(formatNotificationTime(ago(8 * 86_400_000), { lang: 'en', now })).toBe('Nov 16, 2026')
  })
})
