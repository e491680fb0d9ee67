// Generic credential detection: every syntax a credential is written in, and the values that
// only look like one. Examples are written for these tests (no corpus strings).
import { describe, expect, it } from "vitest";
import { detectGenericSecrets } from "../../../src/scan/detectors/secrets-generic";
import { classifyKeyName } from "../../../src/scan/secrets/keynames";
import { describeValue, hasSequence, isPlaceholder, isReference } from "../../../src/scan/secrets/values";
import { scanContent, secretFingerprint } from "../../../src/scan/index";

const RANDOM = "q7Vd2KxP9mWzR4tLbN8cYh3F";
const HEX = "9f3c1a7e5b2d4c6f8a0e1b3d5c7f9a2e";

const hits = (text: string) => detectGenericSecrets(text);
const values = (text: string) => hits(text).map((f) => f.value);

describe("key names", () => {
  it.each([
    ["DB_PASSWORD", "password"], ["stripeSecretKey", "key"], ["x-api-key", "key"], ["spring.datasource.password", "password"],
    ["client_secret", "secret"], ["AUTH_TOKEN", "token"], ["dbpassword", "password"], ["PrivateKey", "key"], ["storepass", "password"],
    ["ACCESS_KEY_PROD", "key"], ["credentials", "credential"],
  ])("%s names a credential (%s)", (name, family) => {
    expect(classifyKeyName(name)?.family).toBe(family);
  });
  it.each(["password_length", "secret_name", "public_key", "csrf_token", "passwordLabel", "token_url", "keyPressed", "client_id",
    "api_key_id", "max_tokens", "next_page_token", "password_hash", "authenticity_token", "primary_key_column", "sort_key"])("%s does not", (name) => {
    expect(classifyKeyName(name)).toBeNull();
  });
});

describe("values", () => {
  it("rejects references and placeholders", () => {
    for (const v of ["${DB_PASS}", "$(cat /run/secret)", "%API_KEY%", "{{ secrets.TOKEN }}", "process.env.TOKEN", "os.environ['X']"]) expect(isReference(v)).toBe(true);
    for (const v of ["changeme", "<your-api-key>", "YOUR_API_KEY", "xxxxxxxx", "********", "my_password", "example-token", "dummy", "test", "password", "null", "true", "abcdef123456"])
      expect(isPlaceholder(v)).toBe(true);
  });
  it("tells generated keys from names and fills", () => {
    expect(describeValue(RANDOM).random).toBe(2);
    expect(describeValue(HEX).random).toBe(2);
    expect(describeValue("Quarterly-Report-2.1").random).toBe(0);
    expect(hasSequence("k1a2b3c4d5")).toBe(true);
    expect(hasSequence(RANDOM)).toBe(false);
  });
});

describe("syntaxes", () => {
  it.each([
    ["dotenv", `PAYMENTS_API_KEY=${RANDOM}\n`],
    ["shell export", `export SERVICE_TOKEN="${RANDOM}"`],
    ["JSON", `{"apiKey": "${RANDOM}", "region": "eu-west-1"}`],
    ["YAML", `database:\n  password: "Wq7!rT2#pZ"\n`],
    ["YAML value on next line", `auth_token:\n  ${RANDOM}\n`],
    ["TOML", `signing_key = '${HEX}'`],
    ["INI", `[smtp]\nsmtp_password = Harbor!Lamp42\n`],
    ["properties", `app.datasource.password=Vx9#qLm2Tz`],
    ["XML element", `<config><adminPassword>Tr0ub4dor&amp;3x</adminPassword></config>`],
    ["XML add key/value", `<add key="PartnerApiKey" value="${RANDOM}" />`],
    ["Dockerfile ENV", `ENV REGISTRY_TOKEN ${RANDOM}`],
    ["C define", `#define CLOUD_SECRET "${RANDOM}"`],
    ["Python annotated", `api_key: str = "${RANDOM}"`],
    ["PHP", `$db_password = 'Kettle7$Orbit';`],
    ["Go", `clientSecret := "${RANDOM}"`],
    ["Java field", `private static final String SIGNING_KEY = "${HEX}";`],
    ["comparison", `if (password == "Corvid!883") { grant(); }`],
    ["CLI long flag", `deploy-tool --api-key ${RANDOM} --region us`],
    ["CLI flag with =", `backup --password='Glacier#Stone9' --quiet`],
    ["PowerShell", `Connect-Server -Host db01 -Password 'Orchid#2219x'`],
    ["mysql glued -p", `mysql -u admin -pQuartz77Lamp db_main`],
    ["curl -u", `curl -u deploy:Fh38vQk2Lw https://api.internal.test/v1`],
    ["Authorization Bearer", `curl -H "Authorization: Bearer ${RANDOM}" https://api.internal.test`],
    ["Authorization Basic", `Authorization: Basic ${btoa("svc-reporter:Lantern8Quiet")}`],
    ["X-Api-Key header", `X-Api-Key: ${RANDOM}`],
    ["postgres URL", `DATABASE_URL=postgres://app:Wk29vLq7xR@db.internal:5432/app`],
    ["mongodb+srv URL", `mongodb+srv://reader:Pz8%40Kq2mX@cluster7.example.net/db`],
    ["ODBC", `Server=sql01;Database=crm;User Id=crm_app;Password=Ledger#5521;`],
    ["JDBC param", `jdbc:mysql://db:3306/app?user=app&password=Tundra44Plum&ssl=true`],
    ["credential constructor", `var c = new NetworkCredential("svc_backup", "Maple#Drift21");`],
    ["requests auth tuple", `r = requests.get(url, auth=("svc", "Otter!Cable7"))`],
    ["setter", `cfg.setPassword("Saffron$Kite4");`],
    ["map put", `props.put("mail.smtp.password", "Falcon#Tide83");`],
    ["netrc", `machine git.internal.test\n  login ci\n  password Hq7Zr2Lm9V\n`],
    ["prose", `The admin password is 'Bramble7Otter' until you change it.`],
    ["prose, unquoted, random", `The guest WiFi password is ${RANDOM}, ask at the desk.`],
    ["prose, unquoted, complex", `fyi my password was Summer!Otter42 before the reset`],
    ["continued command's flag line", `curl -X POST https://auth.example.net/oauth2/token \\\n-u svc-reporter:${RANDOM}\n`],
    ["Terraform variable default", `variable "db_admin_password" {\n  type        = string\n  description = "admin"\n  default     = "${RANDOM}"\n  sensitive   = true\n}\n`],
    ["CloudFormation YAML parameter default", `Parameters:\n  DBMasterPassword:\n    Type: String\n    NoEcho: true\n    Default: ${RANDOM}\n`],
    ["CloudFormation JSON parameter default", `{"Parameters": {\n  "PartnerApiKey": {\n    "Type": "String",\n    "Default": "${RANDOM}"\n  }\n}}`],
    ["argparse default", `parser.add_argument("--api-token", default="${RANDOM}", help="token for the API")`],
    ["click option default", `@click.option('--password', default='Glacier#Stone9', hide_input=True)`],
    ["Kubernetes env name/value", `        env:\n        - name: DB_PASSWORD\n          value: "Harbor!Lamp42"\n        - name: LOG_LEVEL\n          value: debug\n`],
    ["ECS env name/value JSON", `"environment": [{"name": "PARTNER_API_KEY", "value": "${RANDOM}"}, {"name": "REGION", "value": "eu-west-1"}]`],
    ["PostgreSQL role password", `CREATE ROLE app_rw WITH LOGIN ENCRYPTED PASSWORD 'Quarry#Lantern5';`],
    ["MySQL IDENTIFIED BY", `CREATE USER 'report'@'%' IDENTIFIED BY 'Velvet!Pond83';`],
    ["MySQL IDENTIFIED WITH plugin BY", `ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY 'Cinder#Moth29';`],
    ["Oracle IDENTIFIED BY bare", `create user scott identified by Tiger7Lynx42;`],
    ["PowerShell ConvertTo-SecureString", `$pw = ConvertTo-SecureString "Ember!Quill61" -AsPlainText -Force`],
    ["redis.conf requirepass", `bind 127.0.0.1\nrequirepass ${RANDOM}\n`],
    ["redis-cli -a", `redis-cli -h cache.internal -a Harbor!Lamp42 ping`],
    ["ldapsearch -w", `ldapsearch -x -H ldap://dc01.corp.test -D "cn=svc,dc=corp" -w Sable#Fern77 -b "dc=corp"`],
    ["smbclient user%password", `smbclient //fs01/backup -U corp/svc_backup%Tallow!Reef38`],
    ["JSON inside a string", `"payload": "{\\"username\\":\\"svc\\",\\"password\\":\\"Marble#Wren52\\"}"`],
  ])("finds %s", (_name, text) => {
    expect(hits(text).length).toBeGreaterThan(0);
  });

  it.each([
    ["reference", `DB_PASSWORD=\${DB_PASSWORD}`],
    ["env lookup", `const token = process.env.API_TOKEN;`],
    ["placeholder", `"api_key": "<your-api-key>"`],
    ["YOUR_ constant", `API_KEY=YOUR_API_KEY`],
    ["variable", `password = get_password(user)`],
    ["code comparison with variable", `if password == expected:`],
    ["type annotation only", `password: string;`],
    ["template", `token: {{ secrets.DEPLOY_TOKEN }}`],
    ["masked", `password: ********`],
    ["boolean", `require_password: true`],
    ["number", `PASSWORD_MIN_LENGTH=12`],
    ["UUID id", `client_id: 3f2b8c4e-7a1d-4e5f-9b0c-2d6e8f1a3b5c`],
    ["lockfile integrity", `"integrity": "sha512-Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2FsZG8="`],
    ["checksum", `checksum = "${HEX}${HEX}"`],
    ["git sha", `rev = "a3f9c2e1b7d4a6c8e0f2b4d6a8c0e2f4b6d8a0c2"`],
    ["public key", `public_key = "${RANDOM}"`],
    ["CSRF token", `<meta name="csrf-token" content="${RANDOM}">`],
    ["URL without credentials", `token_endpoint: https://auth.example.net/oauth/token`],
    ["URL placeholder password", `postgres://user:password@localhost:5432/app`],
    ["same user and password", `redis://cache:cache@localhost:6379`],
    ["Bearer variable", `curl -H "Authorization: Bearer $TOKEN" https://api.example.net`],
    ["prose without a value", `Enter your password to continue.`],
    ["prose, unquoted word", `The password is incorrect.`],
    ["prose, unquoted policy", `Your password is reset every 90 days.`],
    ["prose, unquoted reference", `the password is $DB_PASSWORD here`],
    ["prose, unquoted placeholder", `The password is changeme123`],
    ["UI label", `passwordLabel: "Password:"`],
    ["sequence fill", `api_key = "abcdef0123456789abcdef"`],
    ["data URI", `icon_key: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB`],
    ["YAML key opening a nested mapping", `DBPassword:\n  Type: String\n  NoEcho: true\n`],
    ["Terraform variable without a literal default", `variable "db_password" {\n  type      = string\n  sensitive = true\n}\nvariable "region" {\n  default = "${RANDOM}"\n}\n`],
    ["Terraform default that is a reference", `variable "api_token" {\n  default = var.fallback_token\n}\n`],
    ["a sibling parameter's default", `Parameters:\n  DBPassword:\n    Type: String\n    NoEcho: true\n  BucketSuffix:\n    Type: String\n    Default: ${RANDOM}\n`],
    ["schema default that is empty", `password:\n  type: string\n  default: ""\n`],
    ["option default of a non-credential", `parser.add_argument("--region", default="${RANDOM}")`],
    ["Kubernetes env value from a secret", `env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db\n      key: password\n`],
    ["name/value pair of a non-credential", `- name: LOG_LEVEL\n  value: ${RANDOM}\n`],
    ["SQL without an account statement", `SELECT * FROM users WHERE password = 'x';`],
    ["SQL password from a variable", `CREATE USER app WITH PASSWORD :'app_password';`],
    ["Oracle external account", `CREATE USER ops$jdoe IDENTIFIED EXTERNALLY;`],
    ["SecureString from a variable", `$pw = ConvertTo-SecureString $env:PW -AsPlainText -Force`],
    ["heading-like directive", `Password reset\n`],
    ["redis.conf commented example", `# requirepass foobared\n`],
    ["redis-cli without a password", `redis-cli -h cache.internal ping`],
    ["continued command without a password", `curl https://api.example.net/v1/items \\\n-u "$API_USER:$API_PASS"\n`],
  ])("ignores %s", (_name, text) => {
    expect(values(text)).toEqual([]);
  });

  it("keeps weak values out of the malicious band", () => {
    const [f] = hits(`password = "bluebird"`);
    expect(f?.confidence).toBeGreaterThanOrEqual(0.5);
    expect(f?.confidence).toBeLessThan(0.85);
    expect(hits(`SERVICE_API_KEY=${RANDOM}`)[0]?.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("findings", () => {
  const text = `# settings\nPAYMENTS_API_KEY=${RANDOM}\n`;
  it("carry rule id, kind, span of the value and a masked preview", () => {
    const r = scanContent({ content: text, context: { source: "file", direction: "inbound" } });
    const f = r.findings.find((x) => x.rule_id === "secrets.generic.assignment");
    expect(f).toBeDefined();
    expect(text.slice(f!.span.start, f!.span.end)).toBe(RANDOM);
    expect(f!.preview).not.toContain(RANDOM.slice(2, -2));
    expect(r.verdict).toBe("malicious");
  });
  it("are allow-listed by fingerprint", () => {
    const r = scanContent({ content: text, context: { source: "file", direction: "inbound" } }, { allow_secret_fingerprints: [secretFingerprint(RANDOM)] });
    expect(r.findings.some((x) => x.class === "secrets")).toBe(false);
  });
  it("are found in a line with no credential word, through the scanner's rare-statement probe", () => {
    const r = scanContent({ content: "-- grants\nCREATE USER 'report'@'%' IDENTIFIED BY 'Velvet!Pond83';\n", context: { source: "file", direction: "inbound" } });
    expect(r.findings.some((x) => x.rule_id === "secrets.generic.assignment")).toBe(true);
    expect(detectGenericSecrets("CREATE USER 'report'@'%' IDENTIFIED BY 'Velvet!Pond83';", false)).toEqual([]);
  });
  it("are found inside an encoded layer", () => {
    const enc = btoa(`DB_PASSWORD=Wq7!rT2#pZ\nAPI_TOKEN=${RANDOM}\n`);
    const r = scanContent({ content: `payload: ${enc}`, context: { source: "file", direction: "inbound" } });
    expect(r.findings.some((x) => x.rule_id.startsWith("secrets.generic."))).toBe(true);
  });
  it("stay fast on long benign text", () => {
    const big = "key value pairs and tokens are discussed here; password policies too.\n".repeat(3000);
    const t = performance.now();
    expect(detectGenericSecrets(big)).toEqual([]);
    expect(performance.now() - t).toBeLessThan(500);
  });
});
