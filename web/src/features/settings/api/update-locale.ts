import type { Locale, MyAccount, UpdateProfileRequest } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { myAccountKeys } from './get-profile.ts'

/** PUT /users/me/profile {locale}: the language of the account's mails (issue 30). */
export function updateLocale(locale: Locale): Promise<MyAccount> {
  const body: UpdateProfileRequest = { locale }
  return apiRequest<MyAccount>('/users/me/profile', { method: 'PUT', json: body })
}

/** The screen changes language at once; the account's mails follow once the server has it. */
export function useUpdateLocale() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateLocale,
    onSuccess: (account) => queryClient.setQueryData(myAccountKeys.me, account),
  })
}
