import { join } from 'node:path'

/** Written by the build: which HTML file answers each prerendered path, and with which status. */
export interface RoutesManifest {
  routes: Record<string, { file: string; status: number }>
}

/** The path the build renders to produce 404.html. */
export const NOT_FOUND_PATH = '/__not-found__'

export const routesManifestFile = (clientDir: string) => join(clientDir, '_routes.json')
