/** The browser storage keys of spec 000 section 3. */
const ACCESS_TOKEN = 'access_token'
const CURRENT_USER_ID = 'currentUserId'
const USER_AVATAR_URL = 'userAvatarUrl'
const VERIFICATION_EMAIL = 'verification_email'

export const authStorage = {
  token: () => localStorage.getItem(ACCESS_TOKEN),
  setToken: (token: string) => localStorage.setItem(ACCESS_TOKEN, token),
  setUser: (user: { id: number; avatar_url: string | null }) => {
    localStorage.setItem(CURRENT_USER_ID, String(user.id))
    if (user.avatar_url) localStorage.setItem(USER_AVATAR_URL, user.avatar_url)
    else localStorage.removeItem(USER_AVATAR_URL)
  },
  currentUserId: () => {
    const v = localStorage.getItem(CURRENT_USER_ID)
    return v ? Number(v) : null
  },
  /** The signed-in person's id (a token is held), without a request: null when nobody is. */
  signedInUserId: () => (localStorage.getItem(ACCESS_TOKEN) ? authStorage.currentUserId() : null),
  verificationEmail: () => localStorage.getItem(VERIFICATION_EMAIL),
  setVerificationEmail: (email: string) => localStorage.setItem(VERIFICATION_EMAIL, email),
  /** Clears the token, user id and avatar (spec 000 section 4, Session). */
  clear: () => {
    localStorage.removeItem(ACCESS_TOKEN)
    localStorage.removeItem(CURRENT_USER_ID)
    localStorage.removeItem(USER_AVATAR_URL)
  },
}
