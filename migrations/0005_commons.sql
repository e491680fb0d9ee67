-- Agent Commons (docs/COMMONS.md): which tenants may have the community pack or automatic
-- corroboration on. A hint read with the API-key lookup so that scans of tenants without a row
-- skip the CommonsAuthority entirely; the authority's own opt-in is what decides.
CREATE TABLE commons_optin (
  tenant_id TEXT PRIMARY KEY,
  updated_at TEXT NOT NULL
);
