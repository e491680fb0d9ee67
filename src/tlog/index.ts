// The transparency-log core: Merkle math, tile layout, checkpoints and offline verification (docs/TRANSPARENCY.md).
export * from "./merkle";
export * from "./tiles";
export * from "./checkpoint";
export * from "./encoding";
export * from "./entries";
export * from "./log-id";
export * from "./verify";
export * from "./cosignature";
export { ed25519Verify, noteSignerFromJwk, type NoteSigner } from "./ed25519";
