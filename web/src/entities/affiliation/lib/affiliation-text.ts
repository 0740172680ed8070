import { AFFILIATION_LIMITS, type Affiliation } from '@agora/contract'
import { useTranslation } from 'react-i18next'

/** The years a student may choose, 1..7. */
export const STUDY_YEARS = Array.from({ length: AFFILIATION_LIMITS.studyYearMax }, (_, i) => i + 1)

type YearKey = `${1 | 2 | 3 | 4 | 5 | 6 | 7}`

/** "2nd year" / "2. sınıf". */
export function useStudyYearLabel(): (year: number) => string {
  const { t } = useTranslation('affiliation')
  return (year) => t(`years.${String(year) as YearKey}`)
}

/**
 * The affiliation as one line: "Computer Engineering · Faculty of Engineering · 2nd year", or with
 * "Alumni" in place of the year; null when nothing is given.
 */
export function useAffiliationLine(): (affiliation: Affiliation) => string | null {
  const { t } = useTranslation('affiliation')
  const yearLabel = useStudyYearLabel()
  return (a) => {
    const parts = [
      a.department?.name,
      a.faculty?.name,
      a.is_alumni ? t('alumni') : a.study_year === null ? null : yearLabel(a.study_year),
    ].filter((part): part is string => Boolean(part))
    return parts.length > 0 ? parts.join(' · ') : null
  }
}
