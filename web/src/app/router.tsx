import { useTranslation } from 'react-i18next'
import { createBrowserRouter, Navigate } from 'react-router'
import { FullScreenSpinner } from '@/components/ui/spinner.tsx'
import { AuthPage } from '@/features/auth/routes/auth-page.tsx'
import { loadAllStrings } from '@/i18n/index.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { ProtectedRoute } from './protected-route.tsx'
import { RootBoundary } from './root-boundary.tsx'

/*
 * Sign-in, where a newcomer lands, is in the first bundle; every other screen, Home and the signed-in
 * layout included, is its own chunk, fetched when its route is first matched (react-router's lazy
 * routes): /login does not download Home, and Home does not download the profile's image cropper or
 * the settings screens. The router resolves the first match at once, so Home's chunk is asked for as
 * soon as the first bundle runs.
 */
/** While the first screen's chunk arrives. */
function LoadingScreen() {
  const { t } = useTranslation('common')
  return <FullScreenSpinner label={t('loading')} />
}

/**
 * A screen past the first ones (sign-in and Home): its chunk and the strings that are not in the
 * first download (i18n/index.ts) arrive together, so it never shows before its words.
 */
function withStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllStrings()]).then(([route]) => route)
}

/** One chunk for the three profile routes; defined first, as the router resolves the first match at once. */
const profile = () => import('@/features/profile/routes/profile-page.tsx')

export const router = createBrowserRouter([
  {
    errorElement: <RootBoundary />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      { path: '/login', element: <AuthPage mode="login" /> },
      { path: '/register', element: <AuthPage mode="register" /> },
      {
        path: '/verify-email',
        lazy: withStrings(() =>
          import('@/features/verification/routes/verify-email-page.tsx').then((m) => ({
            Component: m.VerifyEmailPage,
          })),
        ),
      },
      {
        path: '/forgot-password',
        lazy: withStrings(() =>
          import('@/features/password-reset/routes/forgot-password-page.tsx').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
        ),
      },
      {
        path: '/reset-password',
        lazy: withStrings(() =>
          import('@/features/password-reset/routes/reset-password-page.tsx').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
        ),
      },
      {
        path: '/unsubscribe',
        lazy: withStrings(() =>
          import('@/features/digest/routes/unsubscribe-page.tsx').then((m) => ({
            Component: m.UnsubscribePage,
          })),
        ),
      },
      {
        element: <ProtectedRoute allowUnverified />,
        children: [
          {
            path: '/email-verification',
            lazy: withStrings(() =>
              import('@/features/verification/routes/email-verification-page.tsx').then((m) => ({
                Component: m.EmailVerificationPage,
              })),
            ),
          },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: () => import('./layout/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
            children: [
              {
                path: '/home',
                lazy: () =>
                  import('@/features/home/routes/home-page.tsx').then((m) => ({ Component: m.HomePage })),
              },
              {
                path: '/posts/:id',
                lazy: withStrings(() =>
                  import('@/features/posts/routes/post-page.tsx').then((m) => ({ Component: m.PostPage })),
                ),
              },
              {
                path: '/universities',
                lazy: withStrings(() =>
                  import('@/features/universities/routes/universities-page.tsx').then((m) => ({
                    Component: m.UniversitiesPage,
                  })),
                ),
              },
              {
                path: '/universities/:id',
                lazy: withStrings(() =>
                  import('@/features/universities/routes/university-page.tsx').then((m) => ({
                    Component: m.UniversityPage,
                  })),
                ),
              },
              {
                path: '/communities',
                lazy: withStrings(() =>
                  import('@/features/communities/routes/communities-page.tsx').then((m) => ({
                    Component: m.CommunitiesPage,
                  })),
                ),
              },
              {
                path: '/communities/:id',
                lazy: withStrings(() =>
                  import('@/features/communities/routes/community-page.tsx').then((m) => ({
                    Component: m.CommunityPage,
                  })),
                ),
              },
              {
                path: '/admin',
                lazy: withStrings(() =>
                  import('@/features/admin/routes/admin-page.tsx').then((m) => ({ Component: m.AdminPage })),
                ),
              },
              {
                path: '/notifications',
                lazy: withStrings(() =>
                  import('@/features/notifications/routes/notifications-page.tsx').then((m) => ({
                    Component: m.NotificationsPage,
                  })),
                ),
              },
              {
                path: '/messages/:chatId?',
                lazy: withStrings(() =>
                  import('@/features/messages/routes/messages-page.tsx').then((m) => ({
                    Component: m.MessagesPage,
                  })),
                ),
              },
              {
                path: '/bookmarks',
                lazy: withStrings(() =>
                  import('@/features/bookmarks/routes/bookmarks-page.tsx').then((m) => ({
                    Component: m.BookmarksPage,
                  })),
                ),
              },
              {
                path: '/events/:id',
                lazy: withStrings(() =>
                  import('@/features/activities/routes/event-page.tsx').then((m) => ({
                    Component: m.EventPage,
                  })),
                ),
              },
              {
                path: '/events/:id/check-in',
                lazy: withStrings(() =>
                  import('@/features/activities/routes/check-in-page.tsx').then((m) => ({
                    Component: m.CheckInPage,
                  })),
                ),
              },
              {
                path: '/academics/:id',
                lazy: withStrings(() =>
                  import('@/features/activities/routes/announcement-page.tsx').then((m) => ({
                    Component: m.AnnouncementPage,
                  })),
                ),
              },
              {
                path: '/hashtags/:tag',
                lazy: withStrings(() =>
                  import('@/features/hashtags/routes/hashtag-page.tsx').then((m) => ({
                    Component: m.HashtagPage,
                  })),
                ),
              },
              {
                path: '/search',
                lazy: withStrings(() =>
                  import('@/features/search/routes/search-page.tsx').then((m) => ({
                    Component: m.SearchPage,
                  })),
                ),
              },
              // A '#tag' term shows the hashtag's posts; any other term is the search results.
              {
                path: '/search/:term',
                lazy: withStrings(() =>
                  Promise.all([
                    import('@/features/hashtags/routes/hashtag-page.tsx'),
                    import('@/features/search/routes/search-results-page.tsx'),
                  ]).then(([hashtags, search]) => ({
                    element: <hashtags.HashtagSearchPage fallback={<search.SearchResultsPage />} />,
                  })),
                ),
              },
              {
                path: '/settings',
                lazy: withStrings(() =>
                  import('@/features/settings/routes/settings-page.tsx').then((m) => ({
                    Component: m.SettingsPage,
                  })),
                ),
              },
              {
                path: '/myprofile',
                lazy: withStrings(() => profile().then((m) => ({ Component: m.MyProfilePage }))),
              },
              {
                path: '/users',
                lazy: withStrings(() => profile().then((m) => ({ Component: m.MyProfilePage }))),
              },
              {
                path: '/users/:id',
                lazy: withStrings(() => profile().then((m) => ({ Component: m.ProfilePage }))),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
])
