// Where GROQ queries live: one module (or folder) per consumer, every query a `defineQuery` typed by TypeGen into
// shared/sanity.types.ts (docs/architecture.md, "Queries and their types"). TypeGen scans exactly these
// (studio/sanity.cli.ts); tests/codebase/queries.test.ts refuses a defineQuery anywhere else.
export const QUERY_MODULES = [
  // The site: one file per page kind; section fragments stay in their slices and are imported by relative path.
  'web/src/queries/*.ts',
  // The serverless functions.
  'functions/lib/queries.ts',
  // The page renderer shared by the build and the live server (the route table).
  'render/queries.ts',
  // The Studio and its content model's validation rules.
  'schemas/lib/queries.ts',
] as const
