import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeCommunity, STAFF } from '@/testing/builders/index.ts'
import { uploadCommunityImage } from '../api/upload-community-image.ts'
import { CommunityPage } from './community-page.tsx'

const ROUTES = [{ path: '/communities/:id', element: <CommunityPage /> }]

function renderCommunity(abilities = STAFF) {
  const api = stubApi({
    'GET /communities/3': () => json(200, makeCommunity({ abilities })),
    'GET /communities/3/posts': () => json(200, []),
  })
  renderApp(ROUTES, { entry: '/communities/3', retry: false })
  return api
}

function imageFile(name: string, type: string, bytes = 10) {
  return new File([new Uint8Array(bytes)], name, { type })
}

beforeEach(() => localStorage.setItem('access_token', 'tok'))

describe('the community pictures', () => {
  it('offers the camera buttons only to those who may edit', async () => {
    renderCommunity({ ...STAFF, can_edit: false })
    await screen.findByRole('heading', { level: 2, name: 'Chess Club' })
    expect(screen.queryByRole('button', { name: 'Change the community picture' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Community banner file')).not.toBeInTheDocument()
  })

  it('refuses a file that is not an image, or one over 5 MB, with the specification message', async () => {
    renderCommunity()
    const user = userEvent.setup({ applyAccept: false })
    await screen.findByRole('button', { name: 'Change the community banner' })
    await user.upload(screen.getByLabelText('Community banner file'), imageFile('a.txt', 'text/plain'))
    expect(await screen.findByText('Sadece resim dosyaları yükleyebilirsiniz.')).toBeInTheDocument()
    await user.upload(
      screen.getByLabelText('Community banner file'),
      imageFile('big.png', 'image/png', 5 * 1024 * 1024 + 1),
    )
    expect(await screen.findByText('Dosya boyutu çok büyük. Maksimum 5MB olmalı.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('crops the banner at 3:1 and the picture as a square before anything is uploaded', async () => {
    const api = renderCommunity()
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'Change the community banner' })
    await user.upload(screen.getByLabelText('Community banner file'), imageFile('b.png', 'image/png'))
    const banner = await screen.findByRole('dialog', { name: 'Crop the community banner' })
    expect(banner.querySelector('[data-testid="cropper"]')).toHaveClass('reactEasyCrop_CropAreaGrid')
    // The page has no layout here, so the crop area has no size yet: nothing to cut.
    await user.click(within(banner).getByRole('button', { name: 'Apply' }))
    expect(within(banner).getByRole('alert')).toHaveTextContent('Lütfen önce resmi kırpın.')
    await user.click(within(banner).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.upload(screen.getByLabelText('Community picture file'), imageFile('a.png', 'image/png'))
    const avatar = await screen.findByRole('dialog', { name: 'Crop the community picture' })
    // The community's picture is shown as a rounded square, so its crop is a square, not a circle.
    expect(avatar.querySelector('[data-testid="cropper"]')).toHaveClass('reactEasyCrop_CropAreaGrid')
    expect(avatar.querySelector('[data-testid="cropper"]')).not.toHaveClass('reactEasyCrop_CropAreaRound')
    expect(callsTo(api, 'POST /communities/3/upload-avatar')).toHaveLength(0)
    expect(callsTo(api, 'POST /communities/3/upload-banner')).toHaveLength(0)
  })

  it('uploads the cut image as the multipart field "file" and answers the community', async () => {
    const api = stubApi({
      'POST /communities/3/upload-banner': () =>
        json(200, makeCommunity({ banner_url: '/static/uploads/2026/11/24/b.jpg' })),
    })
    const image = new Blob(['jpeg'], { type: 'image/jpeg' })
    const answer = await uploadCommunityImage(3, 'banner', image)
    expect(answer.banner_url).toBe('/static/uploads/2026/11/24/b.jpg')
    const [form] = callsTo(api, 'POST /communities/3/upload-banner') as FormData[]
    const file = form!.get('file')
    expect(file).toBeInstanceOf(File)
    expect((file as File).type).toBe('image/jpeg')
  })
})
