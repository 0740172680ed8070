/** The event page, /events/:id (web/src/features/activities). */
export const events = {
  title: 'Event',
  loading: 'Loading event',
  loadFailed: 'Could not load this event',
  notFound: { title: 'Event not found', body: 'This event does not exist, or it was deleted.' },
  upcoming: {
    title: 'Upcoming events',
    loading: 'Loading upcoming events…',
    failed: 'Could not load the upcoming events',
    empty: 'No upcoming events',
  },
} as const
