// The structural half of the dataset check, derived from the compiled schema (no field is listed by hand): every
// value has the kind its field declares, objects hold only declared fields, array items carry `_key` (and `_type`
// where a list holds several types), list options are respected, references resolve to an allowed type, and
// images point at a file that exists. Sanity's own rules (required, lengths, custom) run in rules.ts.
import type { ArraySchemaType, ObjectSchemaType, ReferenceSchemaType, Schema, SchemaType } from 'sanity'
import { formatPath, type PathSegment, type Violation } from './types.ts'

/** The `_sanityAsset` form `sanity dataset import` takes, with the file relative to the NDJSON file. */
export const SANITY_ASSET_PATTERN = /^image@file:\/\/\.\/(images\/[^\s]+)$/

const DOCUMENT_SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt'])

type Json = Record<string, unknown>

export interface StructureContext {
  /** `_type` of every document in the dataset, by `_id`. */
  typesById: ReadonlyMap<string, string>
  /** Image files that exist, relative to `content/`. */
  imageFiles: ReadonlySet<string>
  /** Filled with every image file a `_sanityAsset` points at. */
  usedImageFiles: Set<string>
}

/** The names of a type and all the types it extends, e.g. `imageWithAlt`, `image`. */
function typeChain(type: SchemaType): string[] {
  const names: string[] = []
  for (let current: SchemaType | undefined = type; current; current = current.type) names.push(current.name)
  return names
}

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  switch (typeof value) {
    case 'string':
      return `text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`
    case 'number':
      return `the number ${value}`
    case 'boolean':
      return `${value}`
    case 'object':
      return 'an object'
    default:
      return typeof value
  }
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
}

function listValues(type: SchemaType): unknown[] | undefined {
  const list = (type.options as { list?: unknown[] } | undefined)?.list
  if (!Array.isArray(list) || !list.length) return undefined
  return list.map((entry) => (isPlainObject(entry) && 'value' in entry ? entry.value : entry))
}

const isValidDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value

const isValidDatetime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  isValidDate(value.slice(0, 10))

export class StructureChecker {
  readonly violations: Violation[] = []
  private readonly context: StructureContext
  private readonly documentId: string

  constructor(context: StructureContext, documentId: string) {
    this.context = context
    this.documentId = documentId
  }

  private report(path: readonly PathSegment[], message: string) {
    this.violations.push({ id: this.documentId, path: formatPath(path), level: 'error', message })
  }

  /** Checks a whole document against its (document) schema type. */
  checkDocument(document: Json, type: ObjectSchemaType) {
    this.checkObject(document, type, [], DOCUMENT_SYSTEM_FIELDS)
  }

  private checkValue(value: unknown, type: SchemaType, path: PathSegment[]) {
    const chain = typeChain(type)
    if (value === null) {
      this.report(path, `expected ${this.expectedKind(type, chain)}, got null (leave the field out instead)`)
      return
    }
    if (chain.includes('date') || chain.includes('datetime')) {
      const isDate = chain.includes('date')
      if (typeof value !== 'string' || !(isDate ? isValidDate(value) : isValidDatetime(value)))
        this.report(
          path,
          `expected ${isDate ? 'a date (YYYY-MM-DD)' : 'a date and time (ISO 8601)'}, got ${describe(value)}`,
        )
      return
    }
    switch (type.jsonType) {
      case 'string':
      case 'number':
      case 'boolean':
        if (typeof value !== type.jsonType) {
          this.report(path, `expected ${EXPECTED[type.jsonType]}, got ${describe(value)}`)
          return
        }
        if (type.jsonType === 'number' && !Number.isFinite(value))
          this.report(path, `expected a finite number`)
        this.checkList(value, type, path)
        return
      case 'array':
        if (!Array.isArray(value)) {
          this.report(path, `expected a list, got ${describe(value)}`)
          return
        }
        this.checkArray(value, type as ArraySchemaType, path)
        return
      case 'object':
        if (!isPlainObject(value)) {
          this.report(path, `expected ${this.expectedKind(type, chain)}, got ${describe(value)}`)
          return
        }
        if (chain.includes('reference')) this.checkReference(value, type as ReferenceSchemaType, path)
        else if (chain.includes('image')) this.checkImage(value, type as ObjectSchemaType, path)
        else if (chain.includes('block')) this.checkBlock(value, type as ObjectSchemaType, path)
        else this.checkObject(value, type as ObjectSchemaType, path)
        return
      default:
        this.report(
          path,
          `the schema type "${typeChain(type as SchemaType)[0]}" is not supported by the checker`,
        )
    }
  }

  private expectedKind(type: SchemaType, chain: string[]): string {
    if (chain.includes('reference')) return 'a reference'
    if (chain.includes('image')) return 'an image'
    if (chain.includes('slug')) return 'a slug ({current: "..."})'
    if (chain.includes('block')) return 'a Portable Text block'
    if (chain.includes('date')) return 'a date (YYYY-MM-DD)'
    if (chain.includes('datetime')) return 'a date and time (ISO 8601)'
    return EXPECTED[type.jsonType] ?? type.jsonType
  }

  private checkList(value: unknown, type: SchemaType, path: PathSegment[]) {
    const allowed = listValues(type)
    if (allowed && !allowed.includes(value))
      this.report(path, `${JSON.stringify(value)} is not one of the allowed values: ${allowed.join(', ')}`)
  }

  /** `_type`, when given, must name the field's type (or a type it extends). */
  private checkTypeName(value: Json, type: SchemaType, path: PathSegment[]) {
    if (!('_type' in value)) return
    const chain = typeChain(type)
    if (typeof value._type !== 'string' || !chain.includes(value._type))
      this.report(path, `_type ${JSON.stringify(value._type)} does not match the field's type "${type.name}"`)
  }

  private checkObject(
    value: Json,
    type: ObjectSchemaType,
    path: PathSegment[],
    extraKeys: ReadonlySet<string> = new Set(),
  ) {
    this.checkTypeName(value, type, path)
    const fields = new Map((type.fields ?? []).map((field) => [field.name, field.type]))
    for (const [key, fieldValue] of Object.entries(value)) {
      if (key === '_type' || key === '_key' || extraKeys.has(key)) continue
      const fieldType = fields.get(key)
      if (!fieldType) {
        this.report([...path, key], `unknown field "${key}" (type "${type.name}" has no such field)`)
        continue
      }
      this.checkValue(fieldValue, fieldType, [...path, key])
    }
  }

  private checkArray(items: unknown[], type: ArraySchemaType, path: PathSegment[]) {
    const members = type.of ?? []
    const objectMembers = members.filter((member) => member.jsonType === 'object')
    const keys = new Set<string>()
    items.forEach((item, index) => {
      if (!isPlainObject(item)) {
        const member = members.find((candidate) => candidate.jsonType === typeof item)
        if (!member || item === null) {
          const expected = [
            ...new Set(members.map((candidate) => this.expectedKind(candidate, typeChain(candidate)))),
          ]
          this.report(
            [...path, index],
            `expected ${expected.join(' or ')} in this list, got ${describe(item)}`,
          )
          return
        }
        this.checkValue(item, member, [...path, index])
        return
      }
      const key = typeof item._key === 'string' && item._key ? item._key : undefined
      const itemPath: PathSegment[] = [...path, key ? { _key: key } : index]
      if (!key) this.report(itemPath, 'array item has no _key')
      else if (keys.has(key)) this.report(itemPath, `duplicate _key "${key}" in this list`)
      else keys.add(key)
      if (!objectMembers.length) {
        this.report(
          itemPath,
          `expected ${members.map((member) => EXPECTED[member.jsonType]).join(' or ')} in this list, got an object`,
        )
        return
      }
      const member = this.arrayMember(item, objectMembers, itemPath)
      if (member) this.checkValue(item, member, itemPath)
    })
  }

  private arrayMember(item: Json, members: SchemaType[], path: PathSegment[]): SchemaType | undefined {
    const typeName = item._type
    if (typeName === undefined) {
      if (members.length === 1) return members[0]
      this.report(
        path,
        `array item has no _type (this list holds ${members.map((member) => member.name).join(', ')})`,
      )
      return undefined
    }
    const member = members.find((candidate) => typeChain(candidate).includes(String(typeName)))
    if (!member)
      this.report(
        path,
        `_type ${JSON.stringify(typeName)} is not allowed in this list (allowed: ${members.map((candidate) => candidate.name).join(', ')})`,
      )
    return member
  }

  private checkReference(value: Json, type: ReferenceSchemaType, path: PathSegment[]) {
    this.checkTypeName(value, type, path)
    for (const key of Object.keys(value)) {
      if (!['_type', '_key', '_ref', '_weak', '_strengthenOnPublish'].includes(key))
        this.report([...path, key], `unknown field "${key}" (a reference holds _ref and optionally _weak)`)
    }
    if (typeof value._ref !== 'string' || !value._ref) {
      this.report(path, 'reference has no _ref')
      return
    }
    const targetType = this.context.typesById.get(value._ref)
    const allowed = (type.to ?? []).map((target) => target.name)
    if (targetType === undefined) {
      if (value._weak !== true) this.report(path, `reference to missing document "${value._ref}"`)
      return
    }
    if (allowed.length && !allowed.includes(targetType))
      this.report(
        path,
        `reference to "${value._ref}" of type "${targetType}"; allowed: ${allowed.join(', ')}`,
      )
  }

  private checkImage(value: Json, type: ObjectSchemaType, path: PathSegment[]) {
    this.checkObject(value, type, path, new Set(['_sanityAsset']))
    const spec = value._sanityAsset
    if (spec === undefined) {
      if (value.asset === undefined)
        this.report(path, 'image has no file: set _sanityAsset to "image@file://./images/<file>"')
      return
    }
    if (value.asset !== undefined) {
      this.report(path, 'image has both asset and _sanityAsset; keep one')
      return
    }
    const match = typeof spec === 'string' ? SANITY_ASSET_PATTERN.exec(spec) : null
    if (!match) {
      this.report([...path, '_sanityAsset'], `expected "image@file://./images/<file>", got ${describe(spec)}`)
      return
    }
    const file = match[1]!
    this.context.usedImageFiles.add(file)
    if (!this.context.imageFiles.has(file))
      this.report([...path, '_sanityAsset'], `image file not found: content/${file}`)
  }

  /** A Portable Text block: its fields, and every span mark is a decorator or the key of one of its link marks. */
  private checkBlock(value: Json, type: ObjectSchemaType, path: PathSegment[]) {
    this.checkObject(value, type, path)
    const children = type.fields.find((field) => field.name === 'children')?.type as
      ArraySchemaType | undefined
    const span = children?.of.find((member) => member.name === 'span') as
      (SchemaType & { decorators?: { value: string }[] }) | undefined
    const decorators = (span?.decorators ?? []).map((decorator) => decorator.value)
    const markKeys = Array.isArray(value.markDefs)
      ? value.markDefs.flatMap((markDef) =>
          isPlainObject(markDef) && typeof markDef._key === 'string' ? [markDef._key] : [],
        )
      : []
    if (!Array.isArray(value.children)) return
    value.children.forEach((child, index) => {
      if (!isPlainObject(child) || !Array.isArray(child.marks)) return
      const childPath: PathSegment[] = [
        ...path,
        'children',
        typeof child._key === 'string' ? { _key: child._key } : index,
      ]
      for (const mark of child.marks) {
        if (typeof mark === 'string' && (decorators.includes(mark) || markKeys.includes(mark))) continue
        this.report(
          [...childPath, 'marks'],
          `mark ${JSON.stringify(mark)} is neither a style (${decorators.join(', ')}) nor the _key of a link in this block's markDefs`,
        )
      }
    })
  }
}

/** Runs the structural checks on one document whose `_type` is a document type of the schema. */
export function checkStructure(document: Json, schema: Schema, context: StructureContext): Violation[] {
  const checker = new StructureChecker(context, String(document._id))
  checker.checkDocument(document, schema.get(String(document._type)) as ObjectSchemaType)
  return checker.violations
}
