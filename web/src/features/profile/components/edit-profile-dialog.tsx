import { LIMITS, type UserProfile } from '@agora/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useUpdateProfile } from '../api/update-profile.ts'

const FIELD =
  'w-full resize-none rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'

/**
 * Edit profile (spec 001 section 2): the nickname (at most 50, with a counter), the bio and the
 * read-only username. Saving sends only what changed; a failure keeps the dialog open with
 * saveProfileFailed (spec 001 section 8).
 */
export function EditProfileDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { t } = useTranslation('profile')
  const toast = useToast()
  const bioId = useId()
  const save = useUpdateProfile()
  const [nickname, setNickname] = useState(profile.nickname ?? '')
  const [bio, setBio] = useState(profile.bio ?? '')
  const [failed, setFailed] = useState(false)

  const nextNickname = nickname.trim() || null
  const nextBio = bio.trim() || null
  const changes = {
    ...(nextNickname !== (profile.nickname ?? null) ? { nickname: nextNickname } : {}),
    ...(nextBio !== (profile.bio ?? null) ? { bio: nextBio } : {}),
  }
  const dirty = Object.keys(changes).length > 0

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!dirty) {
      onClose()
      return
    }
    setFailed(false)
    save.mutate(changes, {
      onSuccess: () => {
        toast.success(t('edit.saved'))
        onClose()
      },
      onError: () => setFailed(true),
    })
  }

  return (
    <Dialog title={t('edit.title')} onClose={onClose}>
      <form onSubmit={submit} aria-label={t('edit.title')} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('edit.username')}
          value={`@${profile.username}`}
          readOnly
          hint={t('edit.usernameHint')}
        />
        <TextField
          label={t('edit.nickname')}
          value={nickname}
          maxLength={LIMITS.nicknameMax}
          onChange={(e) => setNickname(e.target.value)}
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
            id={bioId}
            value={bio}
            rows={4}
            maxLength={LIMITS.bioMax}
            onChange={(e) => setBio(e.target.value)}
            aria-describedby={`${bioId}-counter`}
            className={FIELD}
          />
          <p id={`${bioId}-counter`} className="mt-1.5 text-sm text-slate-500 dark:text-slate-400">
            {t('edit.counter', { count: bio.length, max: LIMITS.bioMax })}
          </p>
        </div>
        {failed && <Alert tone="error">{t('edit.saveProfileFailed')}</Alert>}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
