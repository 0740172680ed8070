/** Bookmarks, /bookmarks (web/src/features/bookmarks). */
export const bookmarks = {
  title: 'Bookmarks',
  tabs: { label: 'Saved content', posts: 'Posts', events: 'Events', announcements: 'Announcements' },
  empty: {
    posts: 'You haven’t saved any posts yet',
    events: 'You haven’t saved any events yet',
    announcements: 'You haven’t saved any announcements yet',
  },
  loadFailed: 'Error loading bookmarks',
  retry: 'Try again',
  removed: 'Removed from your bookmarks',
  undo: 'Undo',
} as const
