// Pattern fragments shared by the rule packs. The canonical text starts with assignments,
// then privilege wrappers, then the executable (see text.ts).

/**
 * Start of the executable word. Rules using it also name `exe`, so the prefilter already
 * guarantees which command this is; a word boundary (not `^` plus a nested repeat over the
 * leading assignments) keeps the pattern on the fast native engine.
 */
export const PRE = "(?:^| )";
/** Anywhere later in the same command. */
export const ANY = ".{0,400}";
/** Temporary, world-writable or relative locations a payload is staged in. */
export const STAGING = "(?:/tmp|/dev/shm|/var/tmp|/private/tmp|/run/user/[0-9]{1,6}|\\.{1,2}/|\\.{1,2}(?::|$| )|[a-z_][a-z0-9_-]{0,40}/)";
