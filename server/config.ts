// What the environment says about the local server itself. Where things live is in shared/paths.ts.

export function port(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PORT ?? 3000)
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return value
}
