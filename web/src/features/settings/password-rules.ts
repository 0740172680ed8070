import { LIMITS } from '@agora/contract'

export interface PasswordChange {
  current: string
  next: string
  confirm: string
}

export type PasswordProblem = 'required' | 'mismatch' | 'tooShort'

/** The client's checks of spec 000 section 5, in the order it reports them. */
export function passwordProblem({ current, next, confirm }: PasswordChange): PasswordProblem | null {
  if (!current || !next || !confirm) return 'required'
  if (next !== confirm) return 'mismatch'
  if (next.length < LIMITS.clientNewPasswordMin) return 'tooShort'
  return null
}

/** The button waits until every field is filled and the two new entries agree. */
export function canSubmitPasswordChange(values: PasswordChange): boolean {
  return !!values.current && !!values.next && values.next === values.confirm
}
