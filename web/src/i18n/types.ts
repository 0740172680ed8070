/** The Turkish table must have every key of the English one, with string values. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> }
