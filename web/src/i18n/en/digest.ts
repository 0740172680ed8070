/** The page of a digest mail's unsubscribe link (issue 31): no sign-in needed. */
export const digest = {
  documentTitle: 'Unsubscribe from the mail digest',
  title: 'Stop the mail digest?',
  body: 'You will no longer get mails about what you missed on Agora. You can turn them on again in Settings > Notifications > Mail digest.',
  confirm: 'Unsubscribe',
  confirming: 'Unsubscribing...',
  doneTitle: 'You are unsubscribed',
  done: 'No more digest mails will come. To get them again, choose Weekly or Daily in Settings > Notifications > Mail digest.',
  openSettings: 'Open the settings',
  incompleteTitle: 'This link is not complete',
  incomplete: 'Open the link from the email as it is.',
  failed: 'We could not unsubscribe you. Please try again.',
} as const
