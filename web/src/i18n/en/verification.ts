export const verification = {
  holding: {
    documentTitle: 'Verify your email',
    title: 'Check your inbox',
    accountCreated: 'Your account has been created.',
    sentTo: 'We sent a verification link to',
    noAddress: 'We sent a verification link to your email address.',
    instructions:
      'Open the link in that email to activate your account. This page moves on by itself once you do.',
    waiting: 'Waiting for verification…',
    resend: 'Resend verification email',
    resendIn: 'Resend in {{seconds}}s',
    resendSucceeded: 'A new verification email is on its way.',
    resendFailed: 'Failed to send verification email',
    deleteAccount: 'Delete account',
    deleteConfirm: 'Delete this unverified account? You can register again with the same address afterwards.',
    deleteSucceeded: 'Your account has been deleted.',
    deleteFailed: 'The account could not be deleted',
    redirectingToRegister: 'Taking you to registration…',
    signOut: 'Sign out',
  },
  landing: {
    documentTitle: 'Email verification',
    verifying: 'Verifying your email…',
    verified: 'Your email address is verified. Welcome to Agora!',
    redirecting: 'Taking you to Agora…',
    goToSignIn: 'Go to sign in',
  },
} as const
