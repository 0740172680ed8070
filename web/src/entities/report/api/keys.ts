/** Query keys of reports and moderation (issue 16). */
export const moderationKeys = {
  all: ['moderation'] as const,
  cases: (communityId?: number) => [...moderationKeys.all, 'cases', communityId ?? 'site'] as const,
  log: (appeals: boolean) => [...moderationKeys.all, 'log', appeals ? 'appeals' : 'all'] as const,
  mine: () => [...moderationKeys.all, 'mine'] as const,
}
