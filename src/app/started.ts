// A call made as an async function would make it, without being one: its throw becomes a
// rejection, its promise is handed back as it is (an async function returning a promise resolves
// its own with it: one promise and two microtask turns more, issue 22), and a plain value comes
// back resolved. No imports: the store, the service and the handlers share it.

/** `task()` as a promise (a plain value resolved), or a rejected promise if it throws. */
export function started<T>(task: () => Promise<T> | T): Promise<T> {
  try {
    const result = task();
    return result instanceof Promise ? result : Promise.resolve(result);
  } catch (error) {
    return Promise.reject(error);
  }
}
