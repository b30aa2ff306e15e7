// `npm start`: builds when the build is missing or stale, then serves the site in a child process that is started
// again if it dies (scripts/supervise.ts): a crash must not leave the site down until somebody notices.
import { buildIfStale } from '../build/build-if-stale.ts'
import { supervise } from './supervise.ts'
import { rootDir } from '#shared/paths.ts'

await buildIfStale()
supervise(['server/index.ts'], { cwd: rootDir })
