// Terms the tool-description detectors share (tool-poisoning.ts, tool-intent.ts).

/** Files and stores that hold secrets: naming one is naming a secret, in any language. */
export const SENS_PATH =
  "(?:\\.ssh\\b|\\bid_(?:rsa|dsa|ecdsa|ed25519)\\b|(?:^|[\\s'\"`(/~])\\.env\\b|\\.aws/(?:credentials|config)|\\.npmrc\\b|\\.netrc\\b|\\.pypirc\\b|\\.git-credentials|\\.docker/config\\.json|\\.kube/config|\\bmcp\\.json\\b|claude_desktop_config|\\.cursor/|/etc/(?:passwd|shadow|sudoers)\\b|\\.(?:bash|zsh)_history\\b|\\bkeychain\\b|wallet\\.dat|\\.gnupg\\b|\\bknown_hosts\\b|\\bauthorized_keys\\b|\\bcredentials\\.json\\b|\\.config/gcloud|application_default_credentials|\\.boto\\b|\\.azure/|\\bsecrets?\\.(?:json|ya?ml|toml)\\b|\\.pgpass\\b|\\.my\\.cnf\\b|\\bseed phrases?\\b|\\brecovery phrases?\\b|\\bgoogle-chrome\\b|\\blogin data\\b|application support/google/chrome|firefox/profiles|cookies\\.sqlite|application support/(?:signal|slack|telegram|whatsapp|discord)|\\.local/share/telegramdesktop|\\.config/(?:signal|slack|discord)\\b)";

/** Literals every SENS_PATH match holds: a text with none of them names no secret file (the detectors' literal gates). */
export const SENS_PATH_WORDS: readonly string[] = [
  ".ssh", "id_", ".env", ".aws/", ".npmrc", ".netrc", ".pypirc", ".git-credentials", ".docker/", ".kube/", "mcp.json", "claude_desktop_config", ".cursor/", "/etc/", "_history", "keychain", "wallet.dat", ".gnupg", "known_hosts", "authorized_keys", "credentials", ".config/gcloud", ".boto", ".azure/", "secret", ".pgpass", ".my.cnf", "seed phrase", "recovery phrase", "google-chrome", "login data", "application support/", "firefox/profiles", ".local/share/telegramdesktop", ".config/signal", ".config/slack", ".config/discord",
];
