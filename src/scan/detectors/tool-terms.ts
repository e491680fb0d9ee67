// Terms the tool-description detectors share (tool-poisoning.ts, tool-intent.ts).

/** Files and stores that hold secrets: naming one is naming a secret, in any language. */
export const SENS_PATH =
  "(?:\\.ssh\\b|\\bid_(?:rsa|dsa|ecdsa|ed25519)\\b|(?:^|[\\s'\"`(/~])\\.env\\b|\\.aws/(?:credentials|config)|\\.npmrc\\b|\\.netrc\\b|\\.pypirc\\b|\\.git-credentials|\\.docker/config\\.json|\\.kube/config|\\bmcp\\.json\\b|claude_desktop_config|\\.cursor/|/etc/(?:passwd|shadow|sudoers)\\b|\\.(?:bash|zsh)_history\\b|\\bkeychain\\b|wallet\\.dat|\\.gnupg\\b|\\bknown_hosts\\b|\\bauthorized_keys\\b|\\bcredentials\\.json\\b|\\.config/gcloud|application_default_credentials|\\.boto\\b|\\.azure/|\\bsecrets?\\.(?:json|ya?ml|toml)\\b|\\.pgpass\\b|\\.my\\.cnf\\b|\\bseed phrases?\\b|\\brecovery phrases?\\b)";
