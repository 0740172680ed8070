/** The universities list, /universities (web/src/features/universities). */
export const universities = {
  title: 'Universities',
  loading: 'Loading your university',
  retry: 'Try again',
  empty: 'No universities yet',
  members_one: '{{formatted}} member',
  members_other: '{{formatted}} members',
  tabs: { label: 'Universities', 'my-university': 'My University', popular: 'Popular', all: 'All' },
  noUniversity: {
    title: 'No University Assigned',
    body: 'Please contact an administrator.',
  },
  pagination: { label: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {{page}} of {{pages}}' },
  errors: {
    mine: 'Could not load your university',
    popular: 'Could not load the popular universities',
    all: 'Could not load the universities',
  },
} as const
