// The one Commons authority is addressed by this name everywhere (one writer for the shared pack).
export const COMMONS_AUTHORITY_NAME = "commons";
