// The Node test files that run isolated, each in a module graph of its own (Vitest's `unit-isolated` project). The
// other Node test files share their worker's modules, one file after another (`unit`, `isolate: false`): importing
// the server, the functions and their libraries again for each file was a quarter of the unit tests' CPU
// (docs/testing.md, "Modules shared between test files").
// A file belongs here when what it does to its process would reach the next file in the worker: it mocks modules,
// stubs globals or sets the environment, resets the module registry, changes directory, or needs a process-wide state
// that another file's tests use up (the chat's cap on kept questions). tests/codebase/isolated-files.test.ts holds
// the list to all but the last.
export const ISOLATED_FILES = [
  'tests/content-lake/disk-full-uploads.test.ts',
  'tests/content-lake/seed.test.ts',
  'tests/content-lake/stream-limits.test.ts',
  'tests/deploy/preview-mode.test.ts',
  'tests/functions/chat-unanswered.test.ts',
  // The hosted mode's modules read its environment when first imported.
  'tests/hosted/**/*.test.ts',
  'tests/web/preview-perspective.test.ts',
]

/** What in a test file's source makes it change its process for the files after it. */
export const PROCESS_CHANGES =
  /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(|process\.chdir\(|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env/
