// Every external shape of the Shield gate (seed 003). Field names, enum values and casing follow
// the seed exactly: stored records (manifests, approvals, decisions) are snake_case as the seed's
// record tables spell them; API request bodies are camelCase as the seed's API fields
// (targetType, serverDigest, revokedBy …) spell them. Inbound payloads are strict so a typo in a
// security setting is an error rather than a silently ignored field.
//
// The definitions live in one file per section; this module re-exports them because some fifty
// modules import Shield shapes from here, and one import path keeps them out of the split.
export * from "./primitives";
export * from "./shield-vocabulary";
export * from "./shield-manifests";
export * from "./shield-kill-switches";
export * from "./shield-trust";
export * from "./shield-calls";
export * from "./shield-decisions";
