// The core never reads a clock: `now` is passed in, and stored instants are ISO strings.

export const iso = (now: Date): string => now.toISOString();

export const addMinutes = (now: Date, minutes: number): Date => new Date(now.getTime() + minutes * 60_000);

/** True once `now` has reached the instant: an expiry at exactly `now` is already expired. */
export const hasPassed = (instant: string, now: Date): boolean => Date.parse(instant) <= now.getTime();
