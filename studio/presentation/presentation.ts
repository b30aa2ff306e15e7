// Visual editing: the Presentation tool shows the site beside the document form. The site is opened through its
// preview-mode link (render/preview/), so it shows drafts, with every text clickable to open its field, and follows
// the editor's typing; `locate` says which pages show a document, `mainDocuments` which document a page is.
import { presentationTool } from 'sanity/presentation'
import { DesktopIcon } from '@sanity/icons/Desktop'
import { locate } from './locations.ts'
import { mainDocuments } from './main-documents.ts'
import { siteUrl } from './site-url.ts'

export const PREVIEW_MODE_ENABLE = '/api/preview-mode/enable'

export const visualEditing = presentationTool({
  name: 'presentation',
  title: 'Visual editing',
  icon: DesktopIcon,
  previewUrl: {
    initial: ({ client }) => siteUrl(client),
    previewMode: { enable: PREVIEW_MODE_ENABLE },
  },
  resolve: { locations: locate, mainDocuments },
})
