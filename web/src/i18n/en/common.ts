export const common = {
  appName: 'Agora',
  theme: { toLight: 'Switch to light theme', toDark: 'Switch to dark theme' },
  loading: 'Loading…',
  notFound: {
    title: 'Page not found',
    body: 'This page does not exist, or it is not available yet.',
    home: 'Go to Home',
  },
  crash: {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page. Reloading usually fixes it.',
    reload: 'Reload page',
  },
} as const
