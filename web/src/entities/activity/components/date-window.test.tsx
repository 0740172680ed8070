import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, stubApi } from '@/testing/app-harness.tsx'
import { MANAGER_ABILITIES, makeEvent } from '@/testing/builders/index.ts'
import { renderCards } from './test-utils.tsx'

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('an event’s date in the edit form (issue 30)', () => {
  it('offers only the days the server takes, and refuses one outside them in the reader’s language', async () => {
    await i18n.changeLanguage('tr')
    const api = stubApi({
      'PUT /universities/4/events/11': ({ body }) =>
        json(200, makeEvent({ ...(body as object), abilities: MANAGER_ABILITIES })),
    })
    renderCards([makeEvent({ abilities: MANAGER_ABILITIES })])
    await userEvent.click(screen.getByRole('button', { name: /Robotics night/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Düzenle' }))
    const dialog = await screen.findByRole('dialog')
    const date = within(dialog).getByLabelText('Tarih')
    expect(date).toHaveAttribute('min', '2000-01-01')
    expect(date).toHaveAttribute('max', '2100-12-31')
    fireEvent.change(date, { target: { value: '1900-01-01' } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }))
    expect(
      await within(dialog).findByText('Tarih 2000-01-01 ile 2100-12-31 arasında olmalı'),
    ).toBeInTheDocument()
    expect(callsTo(api, 'PUT /universities/4/events/11')).toHaveLength(0)
  })
})
