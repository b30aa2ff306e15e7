// The Studio's bundler (sanity build) replaces `process.env.SANITY_STUDIO_*` with the values it was built with; the
// browser has no other `process`.
declare const process: { readonly env: Readonly<Record<`SANITY_STUDIO_${string}`, string | undefined>> }
