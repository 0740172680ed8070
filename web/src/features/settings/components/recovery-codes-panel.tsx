import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { saveFile } from '@/lib/save-file.ts'

/**
 * The recovery codes, shown once right after two-factor sign-in is turned on: copy them, download
 * them as a text file, then say they are saved.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security')
  const [copyNote, setCopyNote] = useState<string | null>(null)
  const text = `${t('twoFactor.recoveryFileHeading')}\n\n${codes.join('\n')}\n`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setCopyNote(t('twoFactor.copied'))
    } catch {
      setCopyNote(t('twoFactor.copyFailed'))
    }
  }

  const download = () => {
    saveFile(text, 'agora-recovery-codes.txt')
  }

  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-lg font-bold">{t('twoFactor.recoveryTitle')}</h3>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('twoFactor.recoveryBody')}</p>
      </div>
      <ol
        aria-label={t('twoFactor.recoveryListLabel')}
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-slate-50 p-4 font-mono text-[15px] dark:border-slate-800 dark:bg-slate-900"
      >
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('twoFactor.copyCodes')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('twoFactor.downloadCodes')}
        </Button>
        <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {copyNote}
        </span>
      </div>
      <Button onClick={onDone}>{t('twoFactor.savedCodes')}</Button>
    </div>
  )
}
