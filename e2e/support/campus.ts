/**
 * The university every browser test can sign up into: made by the global setup with the CLI before
 * the server starts, with a UniAdmin. An address at its domain is verified into it.
 */
export const CAMPUS = {
  name: 'Boğaziçi Test University',
  domain: 'campus.edu.tr',
  adminUsername: 'campus_admin',
  /** A site admin (role admin), for the admin console. */
  siteAdminUsername: 'site_admin',
  password: 'correct horse battery',
} as const
