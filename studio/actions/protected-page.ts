// The fixed pages (home, contact, the blog, ...) cannot be deleted: the site, its forms and its menus rely on them.
// Rather than leave the Delete item out and the marketer guessing, it is shown disabled with the reason.
import { TrashIcon } from '@sanity/icons/Trash'
import type { DocumentActionComponent } from 'sanity'
import { fixedPageOf } from '../../schemas/index.ts'

export const ProtectedPageDeleteAction: DocumentActionComponent = (props) => {
  const page = fixedPageOf(props.id)
  if (!page) return null
  return {
    label: 'Delete',
    icon: TrashIcon,
    tone: 'critical',
    disabled: true,
    title: `The site needs the ${page.title} page: it cannot be deleted. Its sections can be changed.`,
    onHandle: () => undefined,
  }
}
ProtectedPageDeleteAction.action = 'delete'
ProtectedPageDeleteAction.displayName = 'ProtectedPageDeleteAction'
