/** Resolves in a new task: the browser can handle input and paint between two pieces of start-up work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
