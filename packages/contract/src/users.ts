import { z } from 'zod'
import { NewPassword } from './auth.ts'
import { LIMITS } from './limits.ts'

export const Role = z.enum(['admin', 'UniAdmin', 'user'])
export type Role = z.infer<typeof Role>

/** The signed-in user as GET /users/me and GET /auth/me answer it (spec 000 and 001 section 3). */
export const Me = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  nickname: z.string().nullable(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  university_id: z.number().int().nullable(),
  is_verified: z.boolean(),
  is_private: z.boolean(),
  role: Role,
  roles: z.array(z.string()),
  is_admin: z.boolean(),
  created_at: z.string(),
})
export type Me = z.infer<typeof Me>

export const ChangePasswordRequest = z.object({
  current_password: z.string().min(1).max(LIMITS.passwordMax),
  new_password: NewPassword,
})
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>
