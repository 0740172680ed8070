export const home = {
  title: 'Home',
  tabs: { label: 'Feed', for_you: 'For You', following: 'Following' },
  dismiss: 'Dismiss',
} as const
