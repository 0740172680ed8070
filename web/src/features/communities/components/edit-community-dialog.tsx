import type { Community } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useUpdateCommunity } from '../api/update-community.ts'

/**
 * The community's edit dialog (spec 001 section 2): name and description. Its avatar and banner
 * change through the camera buttons of the header, which crop them first.
 */
export function EditCommunityDialog({ community, onClose }: { community: Community; onClose: () => void }) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const update = useUpdateCommunity(community.id)
  const [name, setName] = useState(community.name)
  const [description, setDescription] = useState(community.description)

  return (
    <Dialog title={t('editDialog.title')} onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          update.mutate(
            { name: name.trim(), description: description.trim() },
            {
              onSuccess: () => {
                toast.success(t('editDialog.saved'))
                onClose()
              },
            },
          )
        }}
      >
        <TextField
          label={t('editDialog.name')}
          value={name}
          maxLength={100}
          required
          onChange={(e) => setName(e.target.value)}
        />
        <div>
          <label
            htmlFor="community-description"
            className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('editDialog.description')}
          </label>
          <textarea
            id="community-description"
            value={description}
            maxLength={1000}
            rows={4}
            onChange={(e) => setDescription(e.target.value)}
            className="w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        {update.isError && <Alert tone="error">{errorMessage(update.error, t('errors.save'))}</Alert>}
        <Button type="submit" className="w-full" busy={update.isPending} disabled={!name.trim()}>
          {update.isPending ? t('editDialog.saving') : t('editDialog.save')}
        </Button>
      </form>
    </Dialog>
  )
}
