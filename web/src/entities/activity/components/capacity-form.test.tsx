import { screen, waitFor, within } from '@testing-library/react'
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

async function openEdit() {
  await userEvent.click(screen.getByRole('button', { name: 'More options for Robotics night' }))
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }))
  return screen.findByRole('dialog', { name: 'Edit event' })
}

describe('an event’s capacity in the edit form (issue 17)', () => {
  it('opens with the capacity, refuses one out of range, and sends a new one or none', async () => {
    const api = stubApi({
      'PUT /universities/4/events/11': ({ body }) =>
        json(200, makeEvent({ ...(body as object), abilities: MANAGER_ABILITIES })),
      'GET /universities/4/events': () => json(200, [makeEvent({ abilities: MANAGER_ABILITIES })]),
    })
    renderCards([makeEvent({ capacity: 30, abilities: MANAGER_ABILITIES })])
    let dialog = await openEdit()
    const field = within(dialog).getByLabelText('Capacity (optional)')
    expect(field).toHaveValue(30)
    await userEvent.clear(field)
    await userEvent.type(field, '0')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('Capacity must be a whole number from 1 to 100000'),
    ).toBeInTheDocument()
    expect(callsTo(api, 'PUT /universities/4/events/11')).toHaveLength(0)
    await userEvent.clear(field)
    await userEvent.type(field, '45')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsTo(api, 'PUT /universities/4/events/11')).toHaveLength(1))
    expect(callsTo(api, 'PUT /universities/4/events/11')[0]).toMatchObject({ capacity: 45 })

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    dialog = await openEdit()
    await userEvent.clear(within(dialog).getByLabelText('Capacity (optional)'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsTo(api, 'PUT /universities/4/events/11')).toHaveLength(2))
    expect(callsTo(api, 'PUT /universities/4/events/11')[1]).toMatchObject({ capacity: null })
  })
})
