export const hashtags = {
  back: 'Back',
  postsLabel: 'Posts with {{tag}}',
  loading: 'Loading posts',
  loadingMore: 'Loading more posts',
  empty: 'No posts with {{tag}} yet',
  emptyHint: 'Posts that mention this hashtag will appear here.',
  error: 'Failed to fetch posts',
  retry: 'Try again',
  end: "You're all caught up",
  trending: {
    title: 'Trending topics',
    loading: 'Loading trending topics…',
    failed: 'Could not load the trending topics',
    empty: 'Nothing is trending yet',
    posts_one: '{{formatted}} post',
    posts_other: '{{formatted}} posts',
  },
} as const
