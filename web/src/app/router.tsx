import { useTranslation } from 'react-i18next'
import { createBrowserRouter, Navigate } from 'react-router'
import { FullScreenSpinner } from '@/components/ui/spinner.tsx'
import { AuthPage } from '@/features/auth/routes/auth-page.tsx'
import { HomePage } from '@/features/home/routes/home-page.tsx'
import { AppLayout } from './layout/app-layout.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import { ProtectedRoute } from './protected-route.tsx'
import { RootBoundary } from './root-boundary.tsx'

/*
 * Sign-in and Home, where people land, are in the first bundle; every other screen is its own chunk,
 * fetched when its route is first matched (react-router's lazy routes), so that a visit to Home does
 * not download the profile's image cropper or the settings screens.
 */
/** While the first screen's chunk arrives. */
function LoadingScreen() {
  const { t } = useTranslation('common')
  return <FullScreenSpinner label={t('loading')} />
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
        lazy: () =>
          import('@/features/verification/routes/verify-email-page.tsx').then((m) => ({
            Component: m.VerifyEmailPage,
          })),
      },
      {
        element: <ProtectedRoute allowUnverified />,
        children: [
          {
            path: '/email-verification',
            lazy: () =>
              import('@/features/verification/routes/email-verification-page.tsx').then((m) => ({
                Component: m.EmailVerificationPage,
              })),
          },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/home', element: <HomePage /> },
              {
                path: '/posts/:id',
                lazy: () =>
                  import('@/features/posts/routes/post-page.tsx').then((m) => ({ Component: m.PostPage })),
              },
              {
                path: '/hashtags/:tag',
                lazy: () =>
                  import('@/features/hashtags/routes/hashtag-page.tsx').then((m) => ({
                    Component: m.HashtagPage,
                  })),
              },
              // Until search exists, a term that is not a hashtag is a page that is not there yet.
              {
                path: '/search/:term',
                lazy: () =>
                  import('@/features/hashtags/routes/hashtag-page.tsx').then((m) => ({
                    element: <m.HashtagSearchPage fallback={<NotFoundPage />} />,
                  })),
              },
              {
                path: '/settings',
                lazy: () =>
                  import('@/features/settings/routes/settings-page.tsx').then((m) => ({
                    Component: m.SettingsPage,
                  })),
              },
              { path: '/myprofile', lazy: () => profile().then((m) => ({ Component: m.MyProfilePage })) },
              { path: '/users', lazy: () => profile().then((m) => ({ Component: m.MyProfilePage })) },
              { path: '/users/:id', lazy: () => profile().then((m) => ({ Component: m.ProfilePage })) },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
])
