export interface PasswordChange {
  current: string
  next: string
  confirm: string
}

/**
 * The change-password form's own checks (spec 000 section 5), in the order it reports them; the new
 * password's length is the contract's rule, checked by the form's resolver after these.
 */
export type PasswordProblem = 'required' | 'mismatch'

export function passwordProblem({ current, next, confirm }: PasswordChange): PasswordProblem | null {
  if (!current || !next || !confirm) return 'required'
  if (next !== confirm) return 'mismatch'
  return null
}

/** The button waits until every field is filled and the two new entries agree. */
export function canSubmitPasswordChange(values: PasswordChange): boolean {
  return !!values.current && !!values.next && values.next === values.confirm
}
