export const common = {
  appName: 'Agora',
  theme: { toLight: 'Switch to light theme', toDark: 'Switch to dark theme' },
  loading: 'Loading…',
  /** Compact relative times of posts (lib/format.ts). */
  time: { now: 'now', minutes: '{{count}}m', hours: '{{count}}h', days: '{{count}}d', weeks: '{{count}}w' },
  /** Labels of the shared UI components (components/ui). */
  ui: {
    retry: 'Try again',
    close: 'Close',
    dismiss: 'Dismiss',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    imageCounter: 'Image {{current}} of {{total}}',
    imageViewer: 'Image viewer',
    cancel: 'Cancel',
    /** The image crop dialog (components/ui/image-crop-dialog.tsx). */
    crop: { zoom: 'Zoom', apply: 'Apply', uploading: 'Uploading…' },
    /** Read before each toast's text by screen readers. */
    notification: 'Notification',
    /** The toasts' landmark; {hotkey} (single braces) is filled in by the toast library. */
    notificationsRegion: 'Notifications ({hotkey})',
    /** Link cards (issue 31, components/ui/link-card.tsx). */
    linkCard: {
      remove: 'Remove link preview',
      loading: 'Loading link preview…',
      opensOutside: '{{site}}, opens in a new tab',
    },
  },
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
