// The fixed pages say why they cannot be deleted (studio/actions/protected-page.ts); other pages keep the Studio's
// own Delete.
import { describe, expect, test } from 'vitest'
import type { DocumentActionProps } from 'sanity'
import { ProtectedPageDeleteAction } from '../../studio/actions/protected-page.ts'

const props = (id: string) => ({ id, type: 'page' }) as DocumentActionProps

describe('deleting a page', () => {
  test('a fixed page shows Delete disabled, with the reason', () => {
    expect(ProtectedPageDeleteAction(props('page-contact'))).toMatchObject({
      label: 'Delete',
      disabled: true,
      title: 'The site needs the Contact page: it cannot be deleted. Its sections can be changed.',
    })
    expect(ProtectedPageDeleteAction(props('drafts.page-home'))).toMatchObject({ disabled: true })
  })

  test('a landing page is left to the Studio’s own Delete', () => {
    expect(ProtectedPageDeleteAction(props('c3e99b67-9f67-42e5-a4be-6da06bdae357'))).toBeNull()
  })
})
