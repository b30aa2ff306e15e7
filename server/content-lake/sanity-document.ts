// A document as the lake stores and answers it: the system fields Sanity gives every document, then its own.
export interface SanityDocument {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  [key: string]: unknown
}
