/** What a form says about a field's value before anything is sent (web/src/lib/form.ts). */
export const form = {
  required: 'This field is required',
  tooShort: 'Must be at least {{min}} characters',
  tooLong: 'Must be at most {{max}} characters',
  invalid: 'This value is not valid',
} as const
