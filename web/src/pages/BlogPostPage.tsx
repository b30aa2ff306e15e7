import { NotFound } from './NotFound.tsx'

// Built in the site issue.
export default function BlogPostPage() {
  return <NotFound />
}
