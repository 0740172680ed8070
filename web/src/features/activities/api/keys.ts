/** The check-in screen's queries (issue 17): the organiser's code and who checked in. */
export const checkInKeys = {
  all: ['check-in'] as const,
  code: (eventId: number) => [...checkInKeys.all, 'code', eventId] as const,
  list: (eventId: number) => [...checkInKeys.all, 'list', eventId] as const,
}
