import { createBrowserRouter, Navigate } from 'react-router'
import { AuthPage } from '@/features/auth/routes/auth-page.tsx'
import { HashtagPage, HashtagSearchPage } from '@/features/hashtags/routes/hashtag-page.tsx'
import { HomePage } from '@/features/home/routes/home-page.tsx'
import { PostPage } from '@/features/posts/routes/post-page.tsx'
import { MyProfilePage, ProfilePage } from '@/features/profile/routes/profile-page.tsx'
import { SettingsPage } from '@/features/settings/routes/settings-page.tsx'
import { EmailVerificationPage } from '@/features/verification/routes/email-verification-page.tsx'
import { VerifyEmailPage } from '@/features/verification/routes/verify-email-page.tsx'
import { AppLayout } from './layout/app-layout.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import { ProtectedRoute } from './protected-route.tsx'
import { RootBoundary } from './root-boundary.tsx'

export const router = createBrowserRouter([
  {
    errorElement: <RootBoundary />,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      { path: '/login', element: <AuthPage mode="login" /> },
      { path: '/register', element: <AuthPage mode="register" /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      {
        element: <ProtectedRoute allowUnverified />,
        children: [{ path: '/email-verification', element: <EmailVerificationPage /> }],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/home', element: <HomePage /> },
              { path: '/posts/:id', element: <PostPage /> },
              { path: '/hashtags/:tag', element: <HashtagPage /> },
              // Until search exists, a term that is not a hashtag is a page that is not there yet.
              { path: '/search/:term', element: <HashtagSearchPage fallback={<NotFoundPage />} /> },
              { path: '/settings', element: <SettingsPage /> },
              { path: '/myprofile', element: <MyProfilePage /> },
              { path: '/users', element: <MyProfilePage /> },
              { path: '/users/:id', element: <ProfilePage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
])
