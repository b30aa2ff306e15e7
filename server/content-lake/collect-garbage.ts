// A full garbage collection on demand, for the few moments that leave hundreds of MB of garbage at once (opening a
// large store, a query that read every document in chunks): V8 would otherwise let the heap grow to half its limit
// before collecting, and keep the pages. The flag only exposes `gc` to contexts created after it, such as this one.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

setFlagsFromString('--expose-gc')

const gc = runInNewContext('gc') as (options: {
  type: 'major'
  execution: 'sync'
  flavor: 'last-resort'
}) => void

/** A full collection that also gives the freed pages back (V8 keeps them after an ordinary one). */
export const collectGarbage = () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
