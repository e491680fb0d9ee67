// Pattern fragments shared by the rule packs. The canonical text starts with assignments,
// then privilege wrappers, then the executable (see text.ts).

/** Optional leading `NAME=value` assignments and sudo/doas/pkexec wrappers. */
export const PRE = "^(?:[A-Za-z_][A-Za-z0-9_]{0,40}=[^ ]{0,120} ){0,6}(?:(?:sudo|doas|pkexec|run0) ){0,2}";
/** Anywhere later in the same command. */
export const ANY = ".{0,400}";
/** Temporary, world-writable or relative locations a payload is staged in. */
export const STAGING = "(?:/tmp|/dev/shm|/var/tmp|/private/tmp|/run/user/[0-9]{1,6}|\\.{1,2}/|\\.{1,2}(?::|$| )|[a-z_][a-z0-9_-]{0,40}/)";
