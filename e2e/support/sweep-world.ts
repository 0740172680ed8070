import { expect } from 'vitest'
import { baseUrl, testAddress } from './browser.ts'
import { CAMPUS } from './campus.ts'
import { PASSWORD, signIn, uniqueId, verifiedUser } from './people.ts'

/** What the sweep's screens show: two friends, a post, an event, a community, a chat, an admin. */
export interface World {
  me: { id: number; token: string }
  other: { id: number }
  postId: number
  unverifiedToken: string
  universityId: number
  eventId: number
  announcementId: number
  communityId: number
  adminToken: string
  chatId: number
}

async function api(token: string | null, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': testAddress(),
      ...init.headers,
    },
  })
}

async function postAs(
  token: string,
  content: string,
  path = '/posts/',
  fields: Record<string, string> = {},
): Promise<number> {
  const form = new FormData()
  form.set('content', content)
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const res = await api(token, path, { method: 'POST', body: form })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

async function unverifiedToken(): Promise<string> {
  const id = uniqueId()
  const username = `sweep_unverified_${id}`
  const registered = await api(null, '/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@example.edu`, username, password: PASSWORD }),
  })
  expect(registered.status).toBe(201)
  const login = await api(null, '/auth/login', {
    method: 'POST',
    body: new URLSearchParams({ username, password: PASSWORD }),
  })
  return ((await login.json()) as { access_token: string }).access_token
}

/**
 * Makes the sweep's world through the API: a post with a hashtag and a reply, a poll, a private account,
 * an event and an announcement, a community with a pending request, a chat with a message each way.
 */
export async function makeSweepWorld(): Promise<World> {
  const me = await verifiedUser('sweep', CAMPUS.domain)
  const other = await verifiedUser('sweepother')
  await api(me.token, `/users/${other.id}/follow`, { method: 'POST' })
  await api(other.token, `/users/${me.id}/follow`, { method: 'POST' })
  await postAs(other.token, 'A post from a friend about #sweep with a link to https://example.edu')
  // Issue 31: a poll on Home and the friend's profile, open for a vote.
  await postAs(other.token, 'Which screen should the sweep check first?', '/posts/', {
    poll: JSON.stringify({ options: ['Home', 'Messages', 'Settings'], duration_seconds: 86_400 }),
  })
  const postId = await postAs(me.token, `Checking every screen for #sweep, with @${other.username}`)
  await postAs(other.token, 'A reply under the sweep post', `/posts/${postId}/comments`)
  // A private account: its own profile has the fourth tab, Requests (the widest tab row in Turkish).
  const privately = await api(me.token, '/users/me/profile', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ is_private: true }),
  })
  expect(privately.status).toBe(200)
  // The campus's UniAdmin publishes an event and an announcement; the sweeper attends and saves.
  const admin = await signIn(CAMPUS.adminUsername, CAMPUS.password)
  const { id: universityId } = (await (await api(me.token, '/universities/me')).json()) as { id: number }
  const add = async (kind: 'events' | 'academics', body: object) => {
    const res = await api(admin.token, `/universities/${universityId}/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(201)
    return ((await res.json()) as { id: number }).id
  }
  const eventId = await add('events', {
    title: 'Sweep concert on the lawn',
    description: 'An evening of music for every screen and theme.',
    date: '2027-05-14',
    time: '19:00',
    location: 'South Lawn',
  })
  const announcementId = await add('academics', {
    title: 'Sweep exam timetable',
    content: 'The timetable is on the registrar’s page.',
    date: '2027-01-10',
  })
  await api(me.token, `/universities/${universityId}/events/${eventId}/attend`, { method: 'POST' })
  await api(me.token, `/universities/${universityId}/events/${eventId}/save`, { method: 'POST' })
  await postAs(
    other.token,
    'Looking forward to it',
    `/universities/${universityId}/events/${eventId}/comments`,
  )
  // The sweeper founds a community (applied for, approved by the site admin); the other asks to join.
  const siteAdmin = await signIn(CAMPUS.siteAdminUsername, CAMPUS.password)
  const applied = await api(me.token, '/admin/community-requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      university_id: universityId,
      community_name: `Sweep Society ${uniqueId()}`,
      manager_name: 'Sweep Manager',
      manager_email: 'sweep@campus.edu.tr',
      manager_phone: '+90 555 111 22 33',
    }),
  })
  expect(applied.status).toBe(201)
  const application = (await applied.json()) as { id: number }
  const approved = await api(siteAdmin.token, `/admin/community-requests/${application.id}/approve`, {
    method: 'POST',
  })
  const { id: communityId } = (await approved.json()) as { id: number }
  await api(other.token, `/communities/${communityId}/join`, { method: 'POST' })
  const welcome = new FormData()
  welcome.set('content', 'Welcome to the sweep society')
  welcome.set('community_id', String(communityId))
  expect((await api(me.token, '/posts/', { method: 'POST', body: welcome })).status).toBe(201)
  // A chat between the two, with a message each way.
  const chat = await api(me.token, '/chats/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ is_group_chat: false, user_ids: [other.id] }),
  })
  expect(chat.status).toBeLessThan(300)
  const { id: chatId } = (await chat.json()) as { id: number }
  for (const [token, content] of [
    [me.token, 'Are you coming to the sweep concert?'],
    [other.token, 'Yes, see you on the lawn at seven'],
  ] as const) {
    const sent = await api(token, `/chats/${chatId}/messages/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    })
    expect(sent.status).toBe(201)
  }
  return {
    chatId,
    communityId,
    adminToken: siteAdmin.token,
    me,
    other,
    postId,
    unverifiedToken: await unverifiedToken(),
    universityId,
    eventId,
    announcementId,
  }
}
