/** The announcement page, /academics/:id (web/src/features/activities). */
export const academics = {
  title: 'Announcement',
  loading: 'Loading announcement',
  loadFailed: 'Could not load this announcement',
  notFound: { title: 'Announcement not found', body: 'This announcement does not exist, or it was deleted.' },
} as const
