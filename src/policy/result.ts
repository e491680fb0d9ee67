// Admin operations (resolve an approval, lift a kill switch …) fail for reasons a caller can act
// on; they return them as data so the HTTP layer maps them in one place instead of catching.
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
