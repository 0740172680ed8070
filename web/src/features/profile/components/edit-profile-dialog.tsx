import { Bio, LIMITS, Nickname, type UserProfile } from '@agora/contract'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { useUpdateProfile } from '../api/update-profile.ts'

const FIELD =
  'w-full resize-none rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'

/** The contract's rules for the two fields (the server's own). */
const Schema = z.object({ nickname: Nickname, bio: Bio })
type Values = z.infer<typeof Schema>

/**
 * Edit profile (spec 001 section 2): the nickname (at most 50, with a counter), the bio and the
 * read-only username, checked by the contract's rules before anything is sent. Saving sends only what
 * changed; a failure keeps the dialog open with the server's reason, else saveProfileFailed (spec 001
 * section 8).
 */
export function EditProfileDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { t } = useTranslation('profile')
  const toast = useToast()
  const bioId = useId()
  const save = useUpdateProfile()
  const errorText = useFieldErrorText()
  const { register, handleSubmit, watch, formState } = useForm<Values>({
    resolver: formResolver(Schema),
    mode: 'onChange',
    defaultValues: { nickname: profile.nickname ?? '', bio: profile.bio ?? '' },
  })
  const nickname = watch('nickname')
  const bio = watch('bio')

  // The resolver hands over the trimmed values; an empty one clears the field.
  const submit = (values: Values) => {
    const nextNickname = values.nickname || null
    const nextBio = values.bio || null
    const changes = {
      ...(nextNickname !== (profile.nickname ?? null) ? { nickname: nextNickname } : {}),
      ...(nextBio !== (profile.bio ?? null) ? { bio: nextBio } : {}),
    }
    if (Object.keys(changes).length === 0) return onClose()
    save.mutate(changes, {
      onSuccess: () => {
        toast.success(t('edit.saved'))
        onClose()
      },
    })
  }
  const failed = save.isError
    ? save.error instanceof ApiError
      ? errorMessage(save.error, t('edit.saveProfileFailed'))
      : t('edit.saveProfileFailed')
    : null
  const bioError = errorText(formState.errors.bio)

  return (
    <Dialog title={t('edit.title')} onClose={onClose}>
      <form
        onSubmit={handleSubmit(submit)}
        aria-label={t('edit.title')}
        className="flex flex-col gap-4"
        noValidate
      >
        <TextField
          label={t('edit.username')}
          value={`@${profile.username}`}
          readOnly
          hint={t('edit.usernameHint')}
        />
        <TextField
          {...register('nickname')}
          label={t('edit.nickname')}
          maxLength={LIMITS.nicknameMax}
          error={errorText(formState.errors.nickname)}
          hint={t('edit.counter', { count: nickname.length, max: LIMITS.nicknameMax })}
          autoComplete="nickname"
        />
        <div>
          <label
            htmlFor={bioId}
            className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('edit.bio')}
          </label>
          <textarea
            {...register('bio')}
            id={bioId}
            rows={4}
            maxLength={LIMITS.bioMax}
            aria-invalid={bioError ? true : undefined}
            aria-describedby={`${bioId}-counter`}
            className={FIELD}
          />
          <p
            id={`${bioId}-counter`}
            className={`mt-1.5 text-sm ${bioError ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
          >
            {bioError ?? t('edit.counter', { count: bio.length, max: LIMITS.bioMax })}
          </p>
        </div>
        {failed && <Alert tone="error">{failed}</Alert>}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
