/** The text areas of the moderation forms (the same look as the community's reason dialog). */
export const textAreaClass =
  'w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'

/** A choice of a radio group drawn as a row (categories, durations). */
export const choiceClass =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 py-2.5 text-[15px] has-[:checked]:border-brand-500 has-[:checked]:bg-brand-500/10 dark:border-slate-800'
