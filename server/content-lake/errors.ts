// Errors in the shape Sanity's HTTP API answers, so @sanity/client reports them the same way.
export class LakeError extends Error {
  readonly status: number
  readonly body: { error: Record<string, unknown> }

  constructor(status: number, type: string, description: string, extra: Record<string, unknown> = {}) {
    super(description)
    this.status = status
    this.body = { error: { description, type, ...extra } }
  }
}
