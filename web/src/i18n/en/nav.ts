export const nav = {
  items: {
    home: 'Home',
    explore: 'Explore',
    messages: 'Messages',
    bookmarks: 'Bookmarks',
    notifications: 'Notifications',
    communities: 'Communities',
    universities: 'Universities',
    settings: 'Settings',
    profile: 'Profile',
  },
  mainNavigation: 'Main navigation',
  tabBar: 'Quick navigation',
  homeLink: 'Agora home',
  /** After an entry's unread count, in its accessible name: 'Messages 3 new'. */
  newSuffix: 'new',
  skipToContent: 'Skip to content',
  more: 'More',
  accountMenu: 'Account menu',
  logout: 'Log out',
  adminConsole: 'Admin console',
  sidePanel: 'Side panel',
} as const
