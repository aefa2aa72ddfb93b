/**
 * The value stored under `key` in a plain record, or undefined: never one inherited from
 * Object.prototype. Use it for every lookup keyed by a visitor's input (a header, a cookie,
 * a query parameter, a path segment), where `record["constructor"]` would be a function.
 *
 * @example own({ vi: "vn" }, "constructor") // undefined
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
