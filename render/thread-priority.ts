// Lowers the CPU priority of the calling thread (Linux): background work such as re-rendering pages yields the cores
// to the threads that answer visitors. Elsewhere, or without permission, nothing changes.
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'

/** `niceness` as in nice(1): 0 normal, 19 the lowest. */
export function lowerThreadPriority(niceness: number): boolean {
  try {
    // /proc/thread-self links to /proc/<pid>/task/<tid>: the id setpriority(2) takes for one thread.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (!Number.isInteger(tid)) return false
    setPriority(tid, niceness)
    return true
  } catch {
    return false
  }
}
