import { callsTo, json, renderApp, type StubHandler, stubApi } from '@/testing/app-harness.tsx'
import { makeMe } from '@/testing/builders/index.ts'
import { MyProfilePage, ProfilePage } from './profile-page.tsx'

/** Test-only: the profile routes as the app mounts them, the signed-in user (id 1) and call counts. */
const ROUTES = [
  { path: '/users/:id', element: <ProfilePage /> },
  { path: '/users', element: <MyProfilePage /> },
  { path: '/myprofile', element: <MyProfilePage /> },
  { path: '/messages/:chatId', element: <p>chat screen</p> },
]

export function renderAt(entry: string) {
  return renderApp(ROUTES, { entry: entry, retry: false })
}

/** The signed-in user (id 1) plus the given routes. */
export function api(routes: Record<string, StubHandler>) {
  return stubApi({ 'GET /auth/me': () => json(200, makeMe()), ...routes })
}

export function countOf(fetchMock: ReturnType<typeof stubApi>, key: string) {
  return callsTo(fetchMock, key).length
}
