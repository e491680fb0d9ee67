// What a tool description makes the agent do beyond the call it documents, read as families of
// words that must meet in one sentence. A poisoned description's extra part moves something
// (data, money, a file, a setting) somewhere the user did not choose, and often keeps the user
// from seeing it; a benign one describes what this tool does with its own parameters. Each family
// alone is ordinary documentation ("sends e-mail", "requires an API key", "IMPORTANT: use ISO
// dates"); the classes below are the meetings that no tool's documentation needs:
//   tp.flow.exfil       strong  an order to move secrets or private data, with an outside address, another tool's scope or "in full"
//   tp.flow.conceal     medium  keeps something out of what the user is shown (confirmation, summary, totals), or pins it to what was asked
//                               rather than what was done ("report the suite as passing"); strong beside another flow class
//   tp.flow.substitute  strong  a value the user or the record chose replaced by another ("instead of the original payment method", "regardless of the bank details")
//   tp.flow.control     strong  an order to write into files that steer agents, hooks, CI or access (CLAUDE.md, .cursorrules, mcp.json, .git/hooks, authorized_keys)
//   tp.flow.checks-off  medium  checks switched off for the agent's own actions (--no-verify, autoApprove "*", merge with checks pending, approve without reading)
//   tp.flow.remote-code medium  a script fetched and run (curl … | sh, bash -c "$(curl …)"), or a look-alike package installed in place of the one asked for
//   tp.flow.cross-tool  strong  an order about what happens whenever any other tool or server is used, with data moved
//   tp.flow.audit-wipe  medium  an order to delete audit events, logs or history
//   tp.flow.loader      strong  "fetch https://… and follow its instructions" planted for a later reader
//   tp.flow.against-user medium kept "even if the user asks" to remove it
//   tp.flow.disparage   medium  other tools said to return stale or unsafe results
//   tp.flow.claim       strong  "tell the user you used …" beside "instead", "but", "as requested"
//   tp.flow.backdoor    strong  generated code that accepts a fixed key "as a valid session for any user"
//   tp.flow.charge      medium  a charge, plan or line added to every order, booking or invoice, or an order placed before the user is asked
//   tp.flow.persist     medium  text loaded "at the start of later sessions", "standing preferences"
//   tp.flow.fabricate   medium  a claim made "even when the response contains no" data for it
//   tp.flow.steer       medium  rivals run down, partners put first, rivals filtered out, a referral link put in the reply
//   tp.flow.covert      strong  data encoded into a hostname, a DNS lookup or an image link the client loads
// The families name what such orders need (verbs, payloads, destinations, scopes), generalised
// from the misses of the rounds they were written after (docs/TOOL-POISONING.md); no number here
// was fit to data.
import type { IntentSignal } from "./tool-intent";
import { SENS_PATH, SENS_PATH_WORDS } from "./tool-terms";
import { LiteralMasks } from "./literal-masks";
import { ALERT_KINDS } from "./cover-terms";

const STRONG = 0.7;
const MEDIUM = 0.55;
const WEAK = 0.3;

/** An order or an obligation to move or place data (base-form verbs, "must/should be", "set … to"); "sends e-mail" describing the tool is not one. */
const MOVE = /\b(?:send|post|forward|upload|push|mirror|copy|bcc|cc|share|sync|relay|route|transmit|submit|navigate|fetch|attach|append|embed|pass|populate|fill|supply|paste|insert|carry) (?!(?:up|out)\b)|\b(?:sending|posting|forwarding|uploading|passing|attaching|appending|copying|mirroring|submitting|embedding|relaying) (?!(?:up|out|through)\b)|\b(?:include|put|place|add|log|record|store|save|write|report|set|quote) (?:[^.!?\n]|\.(?=[a-z0-9])){0,60}?\b(?:to(?! (?:the )?user\b)|as|into|in|with|on)\b|\bcontaining (?:the )?(?:full |raw |complete )?contents? of\b|\b(?:include|pass|copy|paste|put|send) (?:them|it|these|those|each one)\b|\b(?:must|should|shall|will|is to|are to) (?:also )?(?:be )?(?:carry|contain|include|hold|be set to|be posted|be sent|be forwarded|be copied|be uploaded|be mirrored|be shared|be added|be the|be written|be logged|be stored|be recorded|be published|be exported|be pushed|be synced|be reported|be emailed|be e-mailed|be mailed|be registered|be archived)\b|\b(?:are|is) (?:(?:also|first|additionally) (?:forwarded|posted|mirrored|copied|uploaded|shipped|streamed|relayed|sent|submitted|synced|delivered|shared|transmitted)(?: in full| unabridged)?|(?:forwarded|posted|mirrored|copied|uploaded|shipped|streamed|relayed|sent) (?:in full|unabridged)) to\b|\b(?:are|is) (?:forwarded|mirrored|copied|sent|relayed|bcc['’]?d) to [a-z0-9._%+-]{1,64}@|\bwhose value is\b|\burl-?encod(?:ed|ing)\b|\bbase64 of\b|\bfollowed by the\b|\breplacing [a-z_]{1,20} with\b|\bsupply the\b|\brun (?:each|every|all|them|it)(?: one)? through\b|\bcall (?:this|the [a-z_]{2,40}) tool(?: once| first| again)? with\b|\bcall (?:the )?tool [a-z][a-z0-9_]{2,40} with\b|\b(?:better|best|improved?) when (?:this|it) (?:contains|includes|holds)\b|\b(?:is|are) (?:then |also |first |automatically )?(?:uploaded|copied|pushed|synced|written) to (?=(?:(?:the |a |our )?[a-z'’-]{2,20} ){0,4}(?:s3:\/\/|gs:\/\/|https?:\/\/))|\bfills? (?:this|it|them|the [a-z_ ]{1,20}) with\b|\b(?:enter|tuck|stash|stick|slip|stuff) (?:it|them|this|these|those|that) (?:in|into)\b|\bcall [a-z]{2,20}_[a-z_]{2,40} with\b|\b(?:deliver|email|e-mail|submit) (?:it|them|the [a-z ]{1,30}) to\b|\((?:string|str|text|object|array)(?:, (?:required|optional))?\)\s?:|\balso (?:syncs|sends|forwards|uploads|copies|posts|shares|submits|transmits|mirrors|streams|relays|delivers|pushes|lists|adds|includes|invites)\b|\b(?:sends|forwards|delivers|uploads|posts|mirrors|submits|shares|syncs|transmits|relays|streams|pushes)\b[^.!?\n]{0,30}?\ba (?:full |complete |second )?copy\b|\b(?:object|field|parameter|param|argument|payload|header|property)s?['\"`]? (?:also |always )?(?:includes|contains|carries|holds|carry|contain|include|hold)\b|\b(?:expects?|requires?|needs?) (?:the )?(?:full |raw |complete )?(?:contents?|text|values?) of\b|\brequired\.? (?:the )?(?:full )?contents of\b/g;

/** A public key's file (`~/.ssh/id_ed25519.pub`) is meant to be shared. */
const PUBLIC_KEY_FILE = /^[^\s'"`),;]{0,60}\.pub\b/;
/** Lists of who may log in hold public material; written to, they are a destination (tp.flow.control reads that), not a payload. */
const ACCESS_LIST = /^(?:authorized_keys|known_hosts)$/;
const WRITTEN_TO = /\b(?:to|into|in)\s(?:(?:~\/)?\.ssh\/|the |your )?$/;
/** Secrets, by name or by where they live. */
const SECRET_PATH = new RegExp(SENS_PATH, "g");
const SECRET = new RegExp(`\\b(?:passwords?|passphrases?|credentials?|api[ _-]?keys?|access[ _-]?keys?|secret[ _-]?keys?|private[ _-]?keys?|ssh[ _-]?keys?|tokens?|session[ _-]?tokens?|bearer|authorization headers?|auth headers?|cookies?|secrets|environment variables?|env vars?|process\\.env|os\\.environ|\\$\\(env\\)|printenv|kubeconfig|connection strings?|database_url|(?<=[a-z]{2})_(?:token|key|secret|password)|verification codes?|2fa codes?|one-time (?:codes?|passwords?)|sign-in links?|magic links?|password resets?|recovery codes?|card numbers?|cvv|cvc|get secrets|document\\.cookie|localstorage|sessionstorage|security questions?|mother[\'’]s maiden name|social security numbers?|ssns?|plaintext passwords?|dot ?files|[a-z][a-z0-9]{1,19}(?:_[a-z0-9]{1,20}){0,3}_(?:api_key|secret_key|access_key|private_key|token|secret|password))\\b|\\*?\\.(?:pem|key|p12|pfx)\\b|\\benv ?[>|]|\\bwhose names? (?:begins?|starts?) with a dot\\b|\\boutput of [\`'"]?(?:env|printenv|export -p)[\`'"]?(?![a-z0-9_-])`, "g");
/** What the user said or has: the conversation, messages, files, personal details. */
const PRIVATE = /\b(?:conversation|transcripts?|chat history|the user['’]s (?:latest |previous |last |full |original )?(?:messages?|requests?|prompts?|words)|(?:previous|prior|earlier|recent) (?:(?:user|chat|conversation) )?messages|your (?:reply|replies|answers?)|system prompt|direct messages|private (?:channels|messages)|home address|phone numbers?|full name|date of birth|arguments and outputs|name and arguments|file contents|retrieved (?:messages|values?)|full request|contact details|contacts|order history|payroll|hr records|medical records|health records|incoming (?:messages|mail|e-?mails)|last (?:\d{1,2}|few|two|three|four|five|ten) (?:[a-z]{2,12} ){0,3}messages|assistant messages|home addresses|street address(?:es)?|mobile numbers?|birthdays|contacts? lists?|address book|contact records?|bank account numbers?|clipboard(?: history| contents)?|window titles?|browsing history|(?:\d{1,2}|few|two|three|four|five|ten) most recent (?:[a-z]{2,12} )?messages|(?:the assistant['’]s|your) (?:later |future |subsequent |following )?(?:replies|responses|answers)|(?:the assistant['’]s|your) (?:full |complete |entire |original )?(?:setup|initial|starting|base|configuration) (?:text|instructions|prompt|message)s?|instructions given (?:to you )?at the (?:very )?(?:start|beginning)|cop(?:y|ies) of (?:each|every|all|the user['’]s) (?:[a-z-]{2,15} )?(?:files?|messages?|e-?mails?|documents?|records?|notes?|attachments?|photos?|images?|recordings?)|(?:the )?(?:full|complete|entire) (?:user )?(?:message|reply|response|prompt)s?|e-?mail addresses|(?:full |saved )?(?:card|payment) (?:details|data)|saved (?:cards?|payment methods?)|(?:every|all|each) (?:prior|previous|earlier) messages?|(?:system|developer) (?:and|or) (?:system|developer) messages|developer messages|(?:its|your|the) (?:complete |full |entire )?system prompt text|(?:every|each|all) messages? (?:you|the user|the assistant|they) (?:send|sends|write|writes|post|posts)|items? marked confidential|all (?:local |remote )?branches and tags|(?:the )?(?:entire|whole|full) (?:repository|repo|codebase|source tree)|the user['’]s (?:documents|desktop|downloads|pictures|photos)(?:,? (?:or |and )?(?:documents|desktop|downloads|pictures|photos)){0,3} (?:folders?|director(?:y|ies)))\b/g;
/** Tokens that page, resume or de-duplicate calls are handed from one response to the next call by design: not secrets. */
const PAGING = /(?:next|page|continuation|cursor|sync|resume|pagination|paging|delta|batch|upload|idempotency|request|trace|state|nonce)[ _-]?tokens?$/;
/** A secret word counts unless it is the account holder's own, part of a header or variable name, or a paging token (`before`: up to 24 characters before it). */
const secretKept = (before: string, word: string): boolean => !OWN.test(before) && !/[-_]$/.test(before) && !PAGING.test(before + word);
/** "Your API key" is the account holder's own credential for this service, not a secret met elsewhere. */
const OWN = /\byour (?:own )?(?:[a-z]{2,12} )?$/;
/** An address outside the user's choosing: an e-mail address, a URL or a bare domain, a money destination. */
const EXT = /(?<=[a-z0-9._%+-])@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,4}\.[a-z]{2,24}\b|\bhttps?:\/\/[a-z0-9.-]{1,100}|(?<=[a-z0-9-]{2})\.(?:com|net|org|io|dev|app|co|cloud|ai|sh|xyz|site|online|info|biz)\b(?![.-]?[a-z0-9])|\b0x[0-9a-f]{40}\b|\bacct_[a-z0-9]{6,40}\b|\b(?:routing|account|iban|wallet) (?:number )?[0-9]{6,17}\b|#ext-[a-z0-9_-]{2,40}|\b(?:marketing|referral|lending|data|analytics|advertising|affiliate|insurance|reseller) partners?\b|\b(?:partner|vendor|enrichment|tracking|advertising|marketing|lead[- ]?gen(?:eration)?|data[- ]broker) (?:[a-z-]{2,15} )?(?:service|endpoint|api|index|server|platform)s?\b|\bour partners?\b|\bthird[- ]part(?:y|ies)\b|\boutside (?:company|party|organi[sz]ation|vendor|firm)\b|\breadable without (?:a )?(?:login|sign-?in|authentication)\b|\bpublic-read\b|\b(?:s3|gs):\/\/[a-z0-9.-]{3,63}/g;
/** Documentation's example and local addresses are not destinations. */
const EXAMPLE = /(?:^|[@./])(?:example\.[a-z]{2,24}|localhost|[a-z0-9-]+\.(?:test|invalid|local|example))$|^https?:\/\/(?:127\.|localhost|0\.0\.0\.0)/;
/** Beyond this call: other tools or servers, every call, the whole session. */
const SCOPE = /\b(?:any|every|each) other (?:[a-z_]{2,20} ){0,2}?(?:tools?|servers?)\b|\bthis or any other\b|\b(?:any|every|each|all) (?:connected|configured|other) (?:mcp )?servers?\b|\b(?:any|every|each) (?:later|future|subsequent|other) (?:call|use|request)s? (?:to|of) (?:a|an|any|the) [a-z -]{2,30}tools?\b|\bwhenever an? [a-z-]{2,25} tool (?:from|of|on) (?:any|another|other|every)\b|\bany tool in this session\b|\b(?:any|every|each) (?:other )?[a-z_]{2,30} or (?:any|other)\b|\bbefore every other tool call\b|\b(?:each|every) time [a-z_]{3,40}(?:(?:, | or )[a-z_ ]{3,60}){0,4} (?:returns|reads|is called|runs)\b|\bafter (?:each|every) (?:read|call|request|query|lookup|use|run|response)\b|\bwhenever the user (?:retrieves|mentions|reads|opens|pastes)\b|\bearlier in this session\b|\b(?:used|returned|read) by any other tool\b|\bwhenever (?:any|a|another) (?:other )?(?:[a-z_]{2,20} )?tools?\b|\b(?:with|from|by|using) (?:any|every|each|another) (?:other )?[a-z_-]{2,20} tools?\b|\b(?:each|every|all) of (?:the assistant['’]s|your) (?:later|future|subsequent|following) (?:replies|responses|messages|answers)\b|\b(?:later|future|subsequent) (?:replies|responses|messages) in (?:the|this) conversation\b|\bnot (?:just|only) (?:the )?(?:one|ones) (?:requested|selected|specified|asked for|chosen|named|given)\b|\bnot (?:just|only) the (?:requested|selected|specified|chosen|named|given|current) (?:one|ones|[a-z]{2,15})\b|\beven (?:if|when|though) (?:the )?[^.!?\n]{0,50}?\b(?:does not|doesn['’]t|do not|don['’]t) (?:use|need|require)\b|\beven for [a-z ]{1,40} with only one\b|\bwhenever (?:the )?[a-z ]{1,30} (?:looks like|contains|matches|includes)\b|\balso (?:pass|send|copy|forward|post|upload|push) (?:it|them|the [a-z ]{1,30}) to [a-z]{2,20}_[a-z_]{2,40}\b|\b(?:route|redirect|send) (?:every|all|each|any) [a-z_]{2,30}(?: or [a-z_]{2,30})? (?:requests?|calls?)\b|\b(?:when|whenever|if|once)\b[^.!?\n]{0,20}?\b(?:any|another|a different|every) (?:[a-z_-]{2,20} ){0,2}?tools? (?:in this session|is used|is called|runs|from)\b|\bwith a different tool\b|\bwhenever (?:you|the agent|the assistant|the model) (?:call|use|invoke|run)s? [a-z]{2,20}_[a-z_]{2,40}\b|\bwhenever [a-z]{2,20}_[a-z_]{2,40} is (?:called|used|invoked|run)\b|\b(?:all |every |each )?(?:the )?other (?:files?|images?|photos?|pictures?|documents?|items?) in (?:that|the same|this|the|the user['’]s|their) (?:[a-z]{2,15} )?(?:folder|directory)\b/g;
/** In full, all of it, or from where the user keeps it. */
const TOTAL = /\bin full\b|\bunabridged\b|\b(?:the )?(?:full|complete|entire|whole) (?:text|output|contents?|file|transcript|request|description|values?)\b|\braw values?\b|\ball (?:of the )?(?:environment|branches|messages|secrets|credentials|keys|tokens|files|variables|outputs)\b|\bincluding (?:the )?(?:password|passwords|tokens|certificates|secrets|keys|file contents|credentials)\b|\b(?:that )?(?:have )?(?:appeared|appear|present|seen|mentioned)(?: anywhere)? in (?:the |this )?(?:current )?(?:conversation|chat|session)\b|\bvisible to you\b|\bduring the session\b|\bincluding any\b|\bany (?:api keys|passwords|tokens|account numbers|credentials)\b|\bevery \$\{|\blast \d{1,3} (?:months|days|years|weeks) of\b|\b(?:full|complete|entire) (?:report|record|payload|history|details|original)\b|\bdocument\.cookie\b|\blocalstorage\b|\ball incoming\b|\bappeared earlier\b|\bverbatim\b|\bword for word\b|\b(?:passwords?|secrets?|tokens?|keys?) included\b|\b(?:complete|full|entire|whole) (?:[a-z]{2,15} )?(?:list|lists|history|address book|records?|profile|inbox|mailbox|setup)\b|\bthe user['’]s (?:full|complete|entire) |\b(?:contents?|text) of (?:every|each|all) (?:the )?(?:[a-z]{2,15} )?files?\b|\bcontents of the [a-z]{2,20}['’]s\b|\bin (?:plain ?text|clear ?text)\b|\bunmasked\b|\bunredacted\b|\bplus any\b|\b(?:every|all|each) (?:prior|previous|earlier|past) (?:messages?|turns?)\b|\b(?:literal |actual |raw |real )?values? of (?:every|each|all)(?: the)? (?:changed |modified |new |updated |affected )?(?:keys?|variables?|secrets?|entries|settings)\b|\bfull \d{1,2}-digit\b|\bwith (?:the )?(?:expiry|expiration)(?: date)? and (?:cvc|cvv|security code)\b|\boutput of [`'\"]?(?:env|printenv|export -p)[`'\"]?(?![a-z0-9_-])/g;

/** Where a secret is to be fetched from, outside this call: the environment, another tool's output, earlier in the conversation, the disk. */
const ORIGIN = /\bfrom (?:the |its |your )?(?:environment|env|shell|process environment)\b|\b(?:stored|saved|kept) in the user['’]s (?:browser|keychain|password manager|autofill|wallet)\b|\bbrowser autofill\b|(?:^|[\s'"`(])~\/\.?[a-z]|\bfrom (?:the )?[a-z0-9_]{2,40} environment variable\b|\bfrom (?:the )?(?:authorization|auth) header\b|\b(?:of|from|in) (?:any|an|the) (?:earlier|previous|prior|other|recent) (?:tool )?(?:responses?|outputs?|results?|calls?)\b|\b(?:shared|given|mentioned|provided|pasted|seen) (?:earlier|previously|before) in (?:the|this) (?:conversation|chat|session)\b|\bor earlier in (?:the|this) conversation\b|\bat the (?:very )?(?:start|beginning) of (?:the|this) (?:conversation|chat|session)\b|\bfrom (?:their|the user['’]s|the) (?:profile|account settings|address book|contacts)\b|\bwith the (?:shell|terminal|bash|command|file ?system|file) tool\b|\b(?:home|current working|working) director(?:y|ies)\b|\bunder the (?:search |project |workspace )?root\b|\b(?:in|from) the user['’]s (?:earlier|previous|prior|past|other|recent) messages\b|\bfrom the conversation\b|\bfrom earlier in (?:the|this) (?:chat|conversation|session)\b|\bfrom (?:your |the )?(?:long-term )?memory\b|\bfrom the user['’]s [a-z_ ]{2,20} tool\b|\bfrom the user['’]s saved (?:profile|cards?|payment methods?)\b|\bprofile director(?:y|ies)\b|\b(?:that |which )?the user (?:has |had )?(?:mentioned|revealed|disclosed)\b|\bfrom (?:the |your |their |the user['’]s )?(?:browser|keychain|password manager|wallet|vault|credential store)\b/g;
/** Kept out of what the user is shown, in six forms (each read only when its words are there). */
const CONCEAL_LISTED = /\b(?:does not|doesn['’]t|do not|don['’]t|need not|needn['’]t|no need to|never|without) (?:need to (?:[a-z]{1,12} ){0,3}?(?:or |and )|need to |needs? )?(?:appear|be (?:shown|listed|mentioned|included|surfaced|reported|displayed)|a (?:separate )?(?:mention|comment)|a comment or a mention|mention(?:ing)?|list(?:ing)?|show(?:ing)?|surface|report(?:ing)?)\b[^.!?\n]{0,60}?\b(?:summary|confirmation|draft|progress updates?|explanation|changed files|invite list|recap|changelog|to the user|the user|participants|diff|your (?:answer|reply))\b/g;
const CONCEAL_NEEDLESS = /\b(?:do not|does not|doesn['’]t|don['’]t) need to be (?:announced|mentioned|disclosed|reported|shown|surfaced|raised|flagged|brought up|explained|discussed)\b|\b(?:no need to|need not|does not need to|do not need to|doesn['’]t need to) (?:be )?(?:bring|brought|told|tell|pointed out|point out|note|noted|flag|flagged)\b/g;
const CONCEAL_KEPT_OUT = /\b(?:should|must|is to|are to) not (?:be )?(?:listed|shown|mentioned|included|appear)\b[^.!?\n]{0,60}?\b(?:summar|counts?|totals?|top risks|list|confirmation)|\bshould not (?:be listed|be mentioned|appear)\b[^.!?\n]{0,60}?\b(?:summar|counts?|totals?|top risks|list|confirmation)/g;
const CONCEAL_UNNOTED = /\bwithout (?:noting|mentioning|describing|disclosing|flagging|explaining|pointing out) (?:the|this|that|it|them|any)\b|\b(?:do not|don['’]t|never) note the\b/g;
const CONCEAL_OMITTED = /\b(?:omit(?:ted)?|leave out|left out|exclude[ds]?|filter(?:ed)? (?:out|from)|strip(?:ped)?|hide)\b[^.!?\n]{0,60}?\b(?:summary|confirmation|progress updates?|explanation|recap|invite list|shown to (?:the user|participants)|showing (?:the )?(?:output|results?|it|them) to the user)\b|\bomit (?:it|them|these|the [a-z ]{1,30}) from (?:every|each|all|the) (?:totals?|breakdowns?|counts?|summar)/g;
const CONCEAL_SCRIPTED = /\bas an? hidden (?:guest|attendee|recipient|participant|collaborator|member)\b|\b(?:can|may|should) be left out of the (?:summary|report|reply|confirmation)\b|\bis not listed among\b|\b(?:reported|shown) (?:in (?:the )?results )?(?:simply|only) as\b|\blist only the [a-z ]{2,30} as recipients\b|\bin the confirmation(?: to the user)?, (?:state|say|report|show|claim|tell)\b|\bshow the user['’]s original [a-z ]{2,20} in the confirmation\b|\breport the original [a-z ]{2,30} as\b|\b(?:mention|provide|show|disclose|explain|bring (?:it|them|this) up)\b[^.!?\n]{0,60}?\bonly (?:if|when) the user asks\b|\bleave (?:it|them|this|these|the [a-z ]{1,30}) out of (?:the |every |any )?[a-z ]{0,20}(?:list|summary|report|totals?|counts?|breakdown)\b|\brather than (?:reporting|mentioning|listing|showing) (?:it|them|the [a-z ]{1,30})\b|\bneeds? no (?:message|notice|mention|notification) to the user\b|\b(?:lists|mentions|shows|displays|returns|includes|names|reports) only (?:the )?(?:[a-z]{2,15} )?(?:requested|(?:one|ones|[a-z]{2,15}) (?:they|the user) (?:asked for|requested|entered|chose|selected|typed|gave))\b|\bcontinues? to (?:display|show|report|list) the (?:[a-z]{2,15} )?(?:value|setting|amount|figure|price|temperature|number|setpoint|total)s? (?:the user|they) (?:asked for|requested|set|chose|entered|selected)\b|\b(?:left|kept) out when (?:reading|showing|displaying|summari[sz]ing|listing|reporting|confirming)\b|\b(?:is|are) not (?:listed|shown|mentioned|included|reported) in the (?:[a-z-]{1,15} )?(?:summary|confirmation|receipt|report|response|reply)\b|\b(?:describe|report|characteri[sz]e|relay|communicate)(?:s|d|ed)? (?:the [a-z]{2,15} |it |them |this |these )?(?:back )?to the (?:user|customer|client|requester|buyer|caller|patient|member|shopper|guest)s? as (?!(?:a |an )?(?:table|list|bullet|markdown|json|plain|short|brief|numbered|summary|link|percentage|chart|diff|simply|clearly|plainly|briefly|soon|needed|appropriate|possible|well|usual)\b)|\b(?:only )?needs? raising (?:if|when) the user asks\b|\b(?:can|may) be (?:mentioned|raised|disclosed|shown) (?:only )?(?:if|when) the user asks\b/g;
/** What a sentence's move points back to: the thing the sentence before named. */
const BACK_REFERENCE = /\b(?:it|them|this|these|the (?:archive|backup|bundle|export|dump|file|files|result|results|output|copy|snapshot|data|report|payload|package|tarball|zip))\b|\bwhat (?:step [a-z0-9]{1,6}|you|it|they|the [a-z ]{1,20}) (?:found|returned|read|got|printed)\b/;
/** One of this tool's own free-text fields as the place data goes ("put them in the memo", "the comment body field should end with"). */
const FIELD_DEST_SRC = "\\bin (?:the |this |a |its )?['\"`]?[a-z_]{2,30}['\"`]? (?:field|parameter|argument|param|property)\\b|\\bin the (?:memo|notes?|comments?|description|title|subject|body|query|metadata|context|transcript)\\b|\\b(?:field|parameter|argument|param|property)['\"`]? (?:should|must|is to) (?:end|start|begin|open|close|contain|include)\\b";
const FIELD_DEST = new RegExp(FIELD_DEST_SRC);
/** Data placed in one of those fields, however long what is placed ("place the full text of the last 20 messages … in the 'context' field"). */
const MOVE_INTO_FIELD = new RegExp(`\\b(?:place|put|paste|insert|include|embed|add|quote|write)\\b[^.!?\\n]{0,160}?(?:${FIELD_DEST_SRC})|\\b(?:field|parameter|argument|param|property)['"\`]? (?:should|must|is to) (?:end|start|begin|open|close) with\\b`, "g");
/** How many sentences back a split order's payload may be named ("step one: find …. It sits in …. Step two …. The field should end with what step one found"). */
const SPLIT_BACK = 3;
/** Reported to the user as a warning ("report it to the user as a suspicious entry"): that tells more, not less. */
const AS_WARNING = /^(?:an? |the )?(?:suspicious|potential(?:ly)?|possible|untrusted|unverified|errors?|warnings?|failed|failures?|malicious|spam|phishing|risky|unsafe|injection)\b/;
/** Concealment that is about a record of what was done, or framed as optional to disclose (medium alone). */
const PLAIN_CONCEAL = /\b(?:need to|needs to|need not|no need|mention|mentioning|appear|note the omission|leave (?:it|them) out|omit (?:it|them)|totals?|counts?|top risks|rather than reporting|no message to the user|told|pointed out|bring it up)\b|\byour (?:summary|confirmation|reply|explanation|progress)|\bprogress updates?\b|\bchanged files\b|\binvite list\b|\bshown to (?:the user|participants)\b|\bleft out of\b|\bnot listed among\b|\b(?:simply|only) as\b|\blist only\b|\bin the confirmation\b|\breport the original\b|\bhidden (?:guest|attendee|recipient|participant|collaborator|member)\b|\bshowing (?:the )?(?:output|results?|it|them) to the user\b|\b(?:lists|mentions|shows|displays|returns|includes|names|reports) only\b|\bcontinues? to (?:display|show|report|list)\b|\bleft out when\b|\bnot (?:listed|shown|mentioned|included|reported) in the\b|\bto the (?:user|customer|client|requester|buyer|caller|patient|member|shopper|guest)s? as\b/;
/** A verdict dictated in quotes: "describe the result to the user as "review completed"". */
const MISREPORT = /\b(?:describe|report|present|show|summari[sz]e) (?:the (?:result|results|outcome|findings?)|it|them|this|these) (?:to the user )?as ["“']/g;
/** Reported as a favourable verdict ("report the suite as passing"), or pinned to what the user asked for. */
const MISREPORT_VERDICT = /\b(?:report|present|count|call|quote|describe|refer to|state|rate|classify|summari[sz]e)\b[^.!?\n]{0,60}?\bas (?:the |a |an )?(?:passed|passing|successful|normal|low|minor|compliant|clean|approved|resolved|healthy|green|safe|secure|verified|net|closed-won|apr|single operation|service['’]s official|official|best overall|lowest|not meaningful|our standard|overall)\b/g;
const MISREPORT_PINNED = /\b(?:return|state|quote|show|use|refer to|list)\b[^.!?\n]{0,40}?\b(?:originally (?:provided|requested)|original (?:amounts?|figures?|values?|rating|quantity|role|price)s?|(?:the user|they) (?:asked for|requested|specified))\b[^.!?\n]{0,60}?\b(?:confirm(?:ation|ing)?|back to the user|summar)|\b(?:in your confirmation|when confirming)\b[^.!?\n]{0,60}?\b(?:the user|they) (?:asked for|requested|specified)\b/g;
/** A claim the agent is told to make to the user about what it did or found. */
const CLAIM = /\btell the user (?:that )?(?:you|their|it|they|the)(?: [a-z]{2,20})? (?:used|called|ran|sent|checked|have|has|had|are|is|was|were|went|succeeded|worked|completed)\b|\btell(?:ing)? the user that only\b/g;
/** Kept against the user's own request. */
const AGAINST_USER = /\b(?:keep|leave|retain|always|still|anyway)\b[^.!?\n]{0,60}?\beven if the user (?:asks|requests|objects|says|wants|did not ask)\b|\beven if the user did not ask\b/g;
/** Instructions planted for whichever AI reads a file later, loaded from an address. */
const LOADER = /\b(?:load|fetch|read|get) (?:https?:\/\/|the rules at |instructions from )[^\s"'`]{3,200} and (?:follow|obey|execute|apply) (?:its|the|their|all) (?:instructions|rules|directives|steps)\b/g;
/** Other tools run down: "other search tools return stale or unsafe results". */
const DISPARAGE = /\bother [a-z_ ]{0,30}tools?\b[^.!?\n]{0,120}?\b(?:return|returns|give|gives|are|is|serve|serves)\b (?:often |usually |known to (?:be |return )?)?(?:stale|unsafe|outdated|unreliable|inaccurate|wrong|malicious|compromised|poisoned|tampered|fake|biased|manipulated)\b|\b(?:other|those|these) [a-z_ ]{0,30}tools?\b[^.!?\n]{0,80}?\bshould never be (?:called|used)\b|\bthe [a-z'’_ ]{2,30} tool (?:is|are) (?:deprecated|broken|outdated|unreliable|unsafe)\b[^.!?\n]{0,60}?\b(?:shows?|returns?|gives?) (?:wrong|stale|incorrect|inaccurate)\b/g;
/** A way in for someone other than the user, written into what the tool produces. */
const BACKDOOR = /\bas (?:a )?valid (?:session|login|token|credential|password|authentication) for (?:any|every|all)\b|\b(?:master|universal|support|maintenance|backdoor) (?:password|key|token|override)\b[^.!?\n]{0,60}?\b(?:any|every|all) (?:users?|accounts?)\b/g;
/** A charge, plan or extra added to every order, not one the user picked. */
const CHARGE = /\b(?:add|include|increase|enroll|charge|set|append)\b[^.!?\n]{0,60}?\b(?:to|on|for|in) (?:every|each|all) (?:checkouts?|orders?|invoices?|carts?|entr(?:y|ies)|billable entr(?:y|ies)|reports?|bookings?|reservations?|transactions?|payments?|purchases?)\b|\b(?:every|each) (?:checkouts?|orders?|invoices?|carts?|reports?|bookings?|reservations?)\b[^.!?\n]{0,40}?\b(?:must|should) also include\b|\balways (?:include|add|enroll|select)\b[^.!?\n]{0,60}?(?:\$\s?\d|\/day|\/month|per (?:day|month|year))|\bincrease each [a-z_ ]{2,20} by\b|\bset to true on every\b|\b(?:book|buy|purchase|register|reserve)\b(?=[^.!?\n]{0,120}?\b(?:immediately|right away|afterwards)\b)[^.!?\n]{0,80}?\b(?:saved|stored|on-file|default) (?:card|credit card|payment method)\b|\b(?:book|buy|purchase|reserve|pay for|order (?:a|an|the|another|new)|(?:place|make|submit|create) (?:a |an |the )?(?:[a-z]{2,15} )?(?:order|purchase|booking|payment|charge)s?)\b[^.!?\n]{0,120}?\b(?:before (?:you )?(?:reply|replying|respond|responding|answer|answering|ask|asking|confirm|confirming|tell|telling)|without (?:asking|confirming|checking with|waiting for))\b/g;
/** Kept for later sessions without the user setting it. */
const PERSIST = /\b(?:loaded|applied|kept|used|read) (?:automatically )?(?:as [a-z ]{1,30} )?(?:at the start of|in|across|for) (?:all |every |each )?(?:later|future|subsequent|new) (?:sessions|conversations|chats)\b|\bstanding (?:user |personal )?(?:preferences?|instructions?|rules?)\b|\b(?:apply|use|follow|keep) (?:it|this|them|these)(?: rule)? in (?:all )?(?:future|later|subsequent) (?:conversations|sessions|chats)(?: too)?\b|\bpermanent (?:instructions?|rules?|preferences?)\b|\bapplies in (?:all )?(?:future|later|subsequent) (?:conversations|sessions|chats)\b|\blong-term memory (?:entry|note|record)\b/g;
/** A claim made even when the data says nothing of the kind. */
const FABRICATE = /\beven (?:when|if) the (?:response|result|data|output|api|record)s? (?:contains?|shows?|returns?|has|have|says?|includes?) no\b/g;
/** A value someone chose, replaced. */
const OVERRIDE = /\b(?:instead of|rather than|in place of) (?:the )?(?:one the user|user['’]s|original|requested|configured|printed|typed|entered|provided|given|customer['’]s)\b|\bregardless of (?:the )?(?:bank details|account|recipient|address|destination|amount|payment details|user['’]s)\b|\bregardless of (?:the )?(?:fares?|prices?|costs?|ratings?|reviews?|quality|journey time|travel time|distance|fees?|relevance|availability|suitability)\b|\boverriding (?:the )?(?:account|recipient|address|destination|payout|configured|user['’]s)\b|\bwhatever (?:priority|option|preference|filter|role|amount|value|choice|setting|sort order|plan)s? (?:is |was |the user )?(?:chosen|requested|selected|picked|specified|asked for)\b|\breplaced with [a-z ]{0,40}\bpartner\b|\b(?:comes out|ranks|shows up|appears) as (?:the )?(?:lowest|cheapest|best|top|first)\b|\binstall [a-z0-9_.-]{2,40}(?:, [a-z0-9_.-]{2,40}){0,6}(?:,? or [a-z0-9_.-]{2,40})? instead\b/g;
/** The user steered for someone else's benefit: rivals run down, partners put first, rivals filtered out, a referral link put in the reply. */
const STEER = /\b(?:describe|present|portray|characteri[sz]e|label|call|mention) (?:them|it|those|these|(?:[^.!?\n]{0,40}?\b)?(?:(?:its|their|the) (?:competitors|rivals)|(?:the )?(?:competitors?|rivals?|alternatives?|other (?:[a-z-]{2,15} )?(?:brands?|products?|retailers?|vendors?|providers?|lenders?|carriers?|stores?|sellers?|airlines?|insurers?|banks?|brokers?)|generic (?:equivalents?|versions?|brands?|products?)|non-partner [a-z]{2,15})))\b[^.!?\n]{0,20}?\b(?:as )?(?:likely |probably |generally |often )?(?:less (?:reliable|safe|consistent|effective|trustworthy)|inferior|unavailable|out of stock|unreliable|unsafe|outdated|risky|dangerous|low[- ]quality|poor quality)\b|\b(?:partner|sponsor(?:ed|['’]s)?|affiliate|preferred[- ]vendor)\b[^.!?\n]{0,60}?\b(?:listed|ranked|shown|placed|presented|sorted|quoted|recommended) first\b|\b(?:non-partner|competing|competitor['’]?s?|rival|other (?:carriers|retailers|vendors|brands|lenders|airlines|providers|stores|sellers|merchants|engines))\b [a-z ]{0,25}?\b(?:appear|are shown|are listed|are included|are returned|can be mentioned|are mentioned)\b[^.!?\n]{0,20}?\b(?:only )?(?:when|if)\b|\b(?:competing|competitor['’]?s?|rival|other vendors?['’]?|non-partner)\b[^.!?\n]{0,40}?\b(?:are |is )?(?:filtered out|removed|hidden|suppressed|excluded|dropped|demoted)\b|\b(?:reply|replies|response|responses|answer|answers)\b[^.!?\n]{0,120}?\b(?:referral|affiliate) (?:link|code|url)\b|\b(?:referral|affiliate) (?:link|code|url)\b[^.!?\n]{0,40}?\b(?:in|to|into) (?:the |your |every |each )?(?:reply|replies|response|responses|answer|answers)\b|\b(?:instead of|in place of|rather than) (?:any|all|every) other (?:[a-z-]{2,15} )?(?:(?:or|and) [a-z-]{2,15} )?(?:tools?|servers?|functions?|engines?|providers?)\b/g;
/** Data carried out in a name that gets looked up: a hostname, a DNS query, a subdomain, an image link the client loads. */
const COVERT = /\b(?:encode|embed|put|place|append|prepend|include|write)s?\b(?:[^.!?\n]|\.(?=[a-z0-9])){0,80}?\b(?:into|in|as) (?:a |the |an )?(?:hostname|subdomain|dns (?:name|query|label|lookup)|domain (?:name|label)|image (?:url|link|source)|(?:markdown )?image)\b(?:[^.!?\n]|\.(?=[a-z0-9])){0,80}?\b(?:resolve|look(?:ed)? up|lookup|dns|fetch|load|render|ping)|\b(?:resolve|look up|ping)\b(?:[^.!?\n]|\.(?=[a-z0-9])){0,60}?\b[a-z0-9_{}$-]{1,40}-[a-z0-9_{}$-]{1,40}\.[a-z0-9-]{2,40}\.(?:com|net|org|io|dev|app|co|xyz)\b/g;

const COVERT_WORDS = ["hostname", "subdomain", "dns", "domain", "image", "resolve", "look up", "ping"];
/** Files that steer agents, hooks, CI or access. */
const CONTROL = /\b(?:claude|agents|gemini|copilot-instructions)\.md\b|\.cursorrules\b|\.windsurfrules\b|\bmcp\.json\b|claude_desktop_config|\.git\/hooks\b|\bpre-(?:commit|push) hook\b|\bpostinstall\b|\.github\/workflows\b|\bauthorized_keys\b|\.(?:bashrc|zshrc|bash_profile|profile)\b|\bcrontab\b|\/etc\/sudoers\b|\bpip\.conf\b|\.npmrc\b|\.yarnrc(?:\.yml)?\b|\.condarc\b|\bgradle\.properties\b|\.m2\/settings\.xml\b|\bsources\.list\b|\.gitconfig\b|\.ssh\/config\b|\.config\/autostart\b|\blaunchagents\b|\bstartup folder\b|\blogin items\b/g;
const WRITE = /\b(?:write|append|add|insert|create|update|modify|edit|store|put|place)\b/;
/** Checks off for the agent's own actions. */
const CHECKS_OFF = /--no-verify\b|\bautoapprove"?\s?[:=]\s?\[?\s?"\*"|\balways_trust[a-z_]*\s?=\s?true\b|\b(?:require|requires|needs?)_?confirmation[a-z_]*\s?=\s?false\b|\bwithout (?:analy[sz]ing|reviewing|reading|checking|inspecting) the (?:diff|code|changes|pull request)\b|\beven if (?:the )?(?:required )?(?:status )?(?:checks?|tests?|ci) (?:are|is) (?:still )?(?:pending|failing|red|running)\b|\beven if the (?:diff|code|changes|pr|pull request|scan|tests?) (?:has|have|shows?|contains?) (?:issues|problems|errors|failures|findings)\b|\bwithout the (?:[a-z-]{2,20} )?(?:check|checks|verification|review|approval)\b|\b(?:should be )?approved? (?:it |them )?regardless of\b|\b(?:confirmation|approval)s?\b[^.!?\n]{0,60}?\b(?:has|have) been (?:pre-?approved|pre-?cleared|waived|granted)\b|\/var\/run\/docker\.sock:\/|\s\/:\/host\b|\bprivileged\b[^.!?\n]{0,30}?\b(?:always|true)\b|\bcluster-admin\b|\banyone-with-the-link\b[^.!?\n]{0,60}?\b(?:whatever|regardless)\b|\b[a-z_]{0,20}?(?:consent|opt_?in|optin|agree(?:d|ment)?|accept(?:ed)?_?terms|terms_?accepted)[a-z_]*['\"`]?(?: field| flag| parameter)?\b[^.!?\n]{0,50}?\b(?:true|yes)\b[^.!?\n]{0,30}?\bon (?:the user['’]s|their|the customer['’]s) behalf\b|\b[a-z_]{0,20}?(?:consent|opt_?in|optin)[a-z_]*\s?=\s?true\b[^.!?\n]{0,30}?\bon every\b|\bcore\.hookspath\b[^.!?\n]{0,40}?\/dev\/null\b|\bgpgsign\b[^.!?\n]{0,20}?\bfalse\b|\bmark (?:the )?(?:affected |failing |flaky |broken )?(?:tests?|checks?) as (?:skipped|passing|passed|disabled)\b|\b(?:skip|disable) (?:the )?(?:failing|flaky|broken|affected) (?:tests?|checks?)\b|\b(?:count|counts|treated|treat|considered|marked) as pre-?approved\b|\bsecurity (?:section|review|checks?|scan) (?:is|are) skipped\b|\binstead of (?:returning|sending|submitting|passing) (?:it|them|the [a-z ]{1,20}) (?:back )?for (?:review|approval|confirmation)\b|\baction \* and resource \*|\bautoapprove\b[^.!?\n]{0,160}?\bset (?:it|them) to \[?\s?"\*"|\bset (?:the )?autoapprove(?: list| setting| field| key)? to \[?\s?["\']\*["\']|\bbypass(?:ing|es)? the (?:pull[- ]request|review|approval|pr|code[- ]review) (?:flow|process|step|requirement)\b|\bcommit (?:[a-z]{2,15} ){0,3}?directly to the (?:default|main|master|production) branch\b|\b(?:if|when|whenever)\b[^.!?\n]{0,60}?\b(?:permission|access|authori[sz]ation|privilege)s? (?:error|denied|failure|is denied)\b[^.!?\n]{0,80}?\b(?:retry|re-?run|run (?:it )?again|try again|repeat)\b[^.!?\n]{0,60}?\b(?:admin|administrator|root|sudo|elevated|superuser|owner|privileged)\b/g;
const ORDER = /\b(?:always|every|each|all|must|should|immediately|approve|merge|submit|store|set|sets|leaves|save|write|use|add|retry|on first|apply|return|schedule|pre-?approved|skipped for|straight away|afterwards)\b/;
const OPTION = /\b(?:optional(?:ly)?|can|may|allows?|supports?|lets you|if you want|to skip)\b/;
/** Said of read-only tools too ("needs no confirmation"): counts only beside another signal. */
const NO_PROMPT = /\b(?:needs|requires) no (?:user )?(?:confirmation|approval|review)\b|\bwithout prompting\b/g;
/** A script fetched and run. */
const REMOTE_CODE = /\bcurl\b[^|\n]{0,160}\|\s?(?:sudo )?(?:ba|z)?sh\b|\b(?:ba|z)?sh -c ["']?\$\((?:curl|wget)\b|\bnpx (?:--yes|-y) [a-z0-9@/_.-]{2,60}@latest\b|\bnpm (?:install|i) (?:-g|--global) [a-z0-9@/_.-]{2,60}@latest\b[^\n]{0,40}?--unsafe-perm\b|\biex ?\(?(?:iwr|invoke-webrequest|new-object)|\bpip3? install\b[^\n]{0,80}?--(?:extra-)?index-url[ =]https?:\/\/|\bnpm (?:install|i)\b[^\n]{0,60}?--registry[ =]https?:\/\/|\b(?:kubectl )?apply (?:-f )?https?:\/\/[^\s]{3,200}\.ya?ml\b/g;
/** Deleting the record of what happened. */
const AUDIT_WIPE = new RegExp(`\\b(?:call |run )?(?:delete|purge|clear|wipe|truncate|erase)_?(?:the )?(?:audit|event|access|activity)[_ ]?(?:events|logs?|trail|history|records)\\b|\\b(?:remove|delete|clear|wipe|purge|truncate)\\b[^.!?\\n]{0,40}?(?:\\.git\\/logs|shell history|bash_history|history file|action log|audit log|activity log|access log)|\\b(?:${ALERT_KINDS}|bank)\\b[^.!?\\n]{0,60}?\\b(?:alerts?|notifications?|notices|warnings|e-?mails|messages|senders?)\\b[^.!?\\n]{0,80}?\\b(?:moved to (?:the )?(?:trash|bin|spam|archive)|deleted|trashed|archived|marked (?:as )?read|suppressed|muted|auto-?archived)\\b|\\b(?:delete|trash|archive|mark as read|suppress|mute|move)\\b[^.!?\\n]{0,40}?\\b(?:${ALERT_KINDS}) (?:alerts?|notifications?|e-?mails|messages|warnings|codes)\\b`, "g");

interface Hit { fam: string; at: number; end: number }

interface Family {
  fam: string;
  re: RegExp;
  /** Every match holds one of these (the folded view is lower case). */
  gate: readonly string[];
  keep?: (f: string, m: RegExpExecArray) => boolean;
}

const FAMILIES: readonly Family[] = [
  { fam: "secret", re: SECRET, keep: (f, m) => secretKept(f.slice(Math.max(0, m.index - 24), m.index), m[0]),
    gate: ["output of", "passw", "passphrase", "credential", "key", "token", "bearer", "auth", "cookie", "secret", "environment variable", "env var", "process.env", "os.environ", "$(env)", "printenv", "kubeconfig", "connection string", "database_url", "verification code", "2fa code", "one-time", "sign-in link", "magic link", "recovery code", "card number", "cvv", "cvc", "get secrets", "storage", "security question", "maiden name", "social security", "ssn", "plaintext password", "dotfile", "dot file", "env >", "env>", "env |", "env|", "with a dot", ".pem", ".key", ".p12", ".pfx"] },
  { fam: "secret", re: SECRET_PATH, keep: (f, m) => !PUBLIC_KEY_FILE.test(f.slice(m.index, m.index + 80)) && !(ACCESS_LIST.test(m[0]) && WRITTEN_TO.test(f.slice(Math.max(0, m.index - 24), m.index))), gate: SENS_PATH_WORDS },
  { fam: "private", re: PRIVATE, gate: ["conversation", "transcript", "chat history", "the user", "messages", "your repl", "your answer", "system prompt", "private channels", "home address", "phone number", "full name", "date of birth", "arguments and outputs", "name and arguments", "file contents", "retrieved ", "full request", "contact", "order history", "payroll", "hr records", "medical records", "health records", "incoming", "last ", "home addresses", "street address", "mobile number", "birthdays", "contacts list", "contact list", "address book", "contact record", "bank account number", "clipboard", "window title", "browsing history", "most recent", "assistant", "your later", "your future", "your subsequent", "your following", "your resp", "your answ", "your full", "your complete", "your entire", "your original", "your setup", "your initial", "your starting", "your base", "your configuration", "instructions given", "copy of", "copies of", "full ", "complete ", "entire ", "mail address", "card details", "card data", "payment details", "payment data", "saved card", "saved payment", "prior message", "previous message", "earlier message", "developer messages", "system prompt", "message you", "messages you", "message the", "messages the", "messages they", "marked confidential", "branches and tags", "entire ", "whole ", "full "] },
  { fam: "ext", re: EXT, keep: (f, m) => !EXAMPLE.test(hostOf(f, m)) && !citation(f, m),
    gate: ["@", "http", ".com", ".net", ".org", ".io", ".dev", ".app", ".co", ".cloud", ".ai", ".sh", ".xyz", ".site", ".online", ".info", ".biz", "0x", "acct_", "routing", "account", "iban", "wallet", "#ext-", "partner", "third part", "third-part", "vendor", "enrichment", "tracking", "advertising", "marketing", "lead gen", "lead-gen", "leadgen", "data broker", "data-broker", "outside ", "readable without", "public-read", "s3://", "gs://"] },
  { fam: "scope", re: SCOPE, gate: ["other", "connected", "configured", "any tool", " or any", "each time", "every time", "after each", "after every", "whenever", "earlier in this session", "also ", "route ", "redirect ", "send ", "with any", "with every", "with each", "with another", "from any", "from every", "from each", "from another", "by any", "by every", "by each", "by another", "using any", "using every", "using each", "using another", "of the assistant", "of your ", "in the conversation", "in this conversation", "not just", "not only", "even if", "even when", "even though", "even for", "when ", "if ", "once ", "with a different", "every connected", "every configured", "each connected", "all connected", "later call", "later use", "later request", "future call", "subsequent call", "other call"] },
  { fam: "total", re: TOTAL, gate: ["in full", "unabridged", "full ", "complete ", "entire ", "whole ", "raw value", "all ", "including ", "appeared", "appear", "present", "seen", "mentioned", "visible to you", "during the session", "any api keys", "any passwords", "any tokens", "any account numbers", "any credentials", "every ${", "document.cookie", "localstorage", "last ", "all incoming", "appeared earlier", "full", "complete", "entire", "verbatim", "word for word", "included", "whole", "contents of", "content of", "text of", "plain", "clear", "unmasked", "unredacted", "plus any", "prior ", "previous ", "earlier ", "past ", "value of", "values of", "cvc", "cvv", "security code", "output of"] },
  { fam: "origin", re: ORIGIN, gate: ["environment", " env", "shell", "header", "earlier", "previous", "prior", "other", "recent", "before in", "start of", "beginning of", "profile", "account settings", "address book", "contacts", "terminal tool", "bash tool", "command tool", "file tool", "filesystem tool", "file system tool", "director", "root", "messages", "conversation", "saved ", "stored in", "kept in", "autofill", "~/", "earlier in", "memory", " tool", "the user", "browser", "keychain", "password manager", "wallet", "vault", "credential store"] },
  { fam: "conceal", re: CONCEAL_LISTED, gate: ["summar", "confirmation", "draft", "progress update", "explanation", "changed files", "invite list", "recap", "changelog", "the user", "participants", "diff", "your answer", "your reply"] },
  { fam: "conceal", re: CONCEAL_NEEDLESS, gate: ["need to", "need not", "no need", "needn"] },
  { fam: "conceal", re: CONCEAL_KEPT_OUT, gate: ["should not", "must not", "to not"] },
  { fam: "conceal", re: CONCEAL_UNNOTED, gate: ["without ", "note the"] },
  { fam: "conceal", re: CONCEAL_OMITTED, gate: ["omit", "leave out", "left out", "exclud", "filter", "strip", "hide"] },
  { fam: "conceal", re: CONCEAL_SCRIPTED, keep: (f, m) => !AS_WARNING.test(f.slice(m.index + m[0].length, m.index + m[0].length + 40)), gate: ["hidden", "left out", "not listed", "simply as", "only as", "list only", "in the confirmation", "report the original", "only if the user", "only when the user", " out of", "rather than", "no message", "no notice", "no mention", "no notification", "lists only", "mentions only", "shows only", "displays only", "returns only", "includes only", "names only", "reports only", "continue", "left out", "kept out", "not listed", "not shown", "not mentioned", "not included", "not reported", "to the user", "to the customer", "to the client", "to the requester", "to the buyer", "to the caller", "to the patient", "to the member", "to the shopper", "to the guest", "raising", "if the user asks", "when the user asks"] },
  { fam: "misreport", re: MISREPORT, gate: [" as \"", " as '"] },
  { fam: "misreport", re: MISREPORT_VERDICT, gate: ["passed", "passing", "successful", "normal", "low", "minor", "compliant", "clean", "approved", "resolved", "healthy", "green", "safe", "secure", "verified", "net", "closed-won", "apr", "single operation", "official", "best overall", "lowest", "not meaningful", "our standard", "overall"] },
  { fam: "misreport", re: MISREPORT_PINNED, gate: ["originally", "original", "asked for", "requested", "specified", "in your confirmation", "when confirming"] },
  { fam: "override", re: OVERRIDE, gate: ["instead", "rather than", "in place of", "regardless of", "overriding", "whatever", "replaced with", "comes out", "ranks as", "shows up as", "appears as"] },
  { fam: "steer", re: STEER, gate: ["reliable", "safe", "consistent", "effective", "trustworthy", "inferior", "unavailable", "out of stock", "outdated", "risky", "dangerous", "quality", "partner", "sponsor", "affiliate", "preferred", "competing", "competitor", "rival", "other ", "referral", "instead of", "in place of", "rather than"] },
  { fam: "control", re: CONTROL, gate: ["claude.md", "agents.md", "gemini.md", "copilot-instructions.md", ".cursorrules", ".windsurfrules", "mcp.json", "claude_desktop_config", ".git/hooks", "pre-commit hook", "pre-push hook", "postinstall", ".github/workflows", "authorized_keys", ".bashrc", ".zshrc", ".bash_profile", ".profile", "crontab", "/etc/sudoers", "pip.conf", ".npmrc", ".yarnrc", ".condarc", "gradle.properties", ".m2/settings.xml", "sources.list", ".gitconfig", ".ssh/config", ".config/autostart", "launchagents", "startup folder", "login items"] },
  { fam: "checks-off", re: CHECKS_OFF, gate: ["--no-verify", "autoapprove", "always_trust", "confirmation", "without analy", "without review", "without read", "without check", "without inspect", "even if", "without the", "regardless of", "approval", "docker.sock:", "/:/host", "privileged", "cluster-admin", "anyone-with-the-link", "behalf", "=true", "= true", "hookspath", "gpgsign", " as skipped", " as passing", " as passed", " as disabled", "skip the", "disable the", "skip failing", "skip flaky", "skip broken", "skip affected", "disable failing", "disable flaky", "disable broken", "disable affected", "pre-approved", "preapproved", "is skipped", "are skipped", "for review", "for confirmation", "resource *", "bypass", "directly to the", "permission", "access", "authori", "privilege"] },
  { fam: "no-prompt", re: NO_PROMPT, gate: ["needs no", "requires no", "without prompting"] },
  { fam: "remote-code", re: REMOTE_CODE, gate: ["curl", "sh -c", "npx", "iex", "index-url", "--registry", "apply", "--unsafe-perm"] },
  { fam: "audit-wipe", re: AUDIT_WIPE, keep: (f, m) => !/\b(?:never|not|cannot)\b|\bno\b(?!-)|n['’]t\b/.test(f.slice(Math.max(0, m.index - 12), m.index + m[0].length)), gate: ["delete", "purge", "clear", "wipe", "truncate", "erase", "remove", "moved to", "trash", "archive", "marked", "mark as read", "suppress", "mute", "move"] },
  { fam: "claim", re: CLAIM, gate: ["tell the user"] },
  { fam: "against-user", re: AGAINST_USER, gate: ["even if the user"] },
  { fam: "loader", re: LOADER, gate: [" and follow", " and obey", " and execute", " and apply"] },
  { fam: "backdoor", re: BACKDOOR, gate: ["as valid", "as a valid", "master", "universal", "support", "maintenance", "backdoor"] },
  { fam: "charge", re: CHARGE, gate: ["every", "each", "all ", "always", "increase each", "set to true", "before you", "before repl", "before respond", "before answer", "before ask", "before confirm", "before tell", "without ask", "without confirm", "without check", "without wait", "saved card", "stored card", "on-file card", "default card", "saved credit card", "stored credit card", "default credit card", "saved payment method", "stored payment method", "default payment method", "on-file payment method", "on-file credit card"] },
  { fam: "persist", re: PERSIST, gate: ["later", "future", "subsequent", "new", "standing", "permanent", "long-term memory"] },
  { fam: "fabricate", re: FABRICATE, gate: ["even when", "even if"] },
  { fam: "disparage", re: DISPARAGE, gate: ["stale", "unsafe", "outdated", "unreliable", "inaccurate", "wrong", "malicious", "compromised", "should never be", "poisoned", "tampered", "fake", "biased", "manipulated", "deprecated", "broken"] },
];
if (FAMILIES.length > 31) throw new Error("tool flow: one gate bit per family, at most 31");
/** Destinations and totality are read only when what they must meet is there (each is one entry). */
const EXT_AT = FAMILIES.findIndex((fm) => fm.fam === "ext");
const TOTAL_AT = FAMILIES.findIndex((fm) => fm.fam === "total");
const ORIGIN_AT = FAMILIES.findIndex((fm) => fm.fam === "origin");
/** Families read only when what they must meet is there, each in its own step below. */
const DEFERRED: ReadonlySet<number> = new Set([EXT_AT, TOTAL_AT, ORIGIN_AT]);
const GATES = new LiteralMasks(FAMILIES.flatMap((fm, i) => fm.gate.map((g) => [g, 2 ** i] as const)));
const MISREPORT_BIT = 2 ** FAMILIES.findIndex((fm) => fm.fam === "misreport");

function collectFamily(f: string, starts: readonly number[], fm: Family, hits: Hit[]): void {
  const keep = fm.keep;
  collect(f, starts, fm.fam, fm.re, hits, keep === undefined ? undefined : (m) => keep(f, m));
}

/** The whole host of an address matched from its "@" or its top-level domain (patterns start there: a match
 * that opened on every word would rescan the word for each of its letters). */
function hostOf(f: string, m: RegExpExecArray): string {
  const c = m[0].charCodeAt(0);
  if (c !== 64 /* @ */ && c !== 46 /* . */) return m[0];
  let i = m.index;
  while (i > 0 && i > m.index - 100 && /[a-z0-9.-]/.test(f[i - 1] as string)) i--;
  return (c === 64 ? "@" : "") + f.slice(i, m.index) + m[0];
}

/** A link in parentheses ("([#123](https://github.com/…))") cites a source; it is a destination only when its query carries data. */
function citation(f: string, m: RegExpExecArray): boolean {
  if (f.charCodeAt(m.index - 1) !== 40 /* ( */) return false;
  const rest = f.slice(m.index, m.index + 300);
  const close = rest.search(/[)\s]/);
  return !/[?&][a-z_]{1,20}=/.test(close < 0 ? rest : rest.slice(0, close));
}

/** Sentence starts: after ". ", "! ", "? " and line breaks (URLs, file names, "e.g." and "i.e." keep their dots). */
function sentenceStarts(f: string): number[] {
  const starts = [0];
  const re = /(?<!\be\.g|\bi\.e)[.!?](?=\s|$)|\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(f)) !== null) starts.push(m.index + 1);
  return starts;
}

function sentenceOf(starts: readonly number[], at: number): number {
  let lo = 0, hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= at) lo = mid; else hi = mid - 1;
  }
  return lo;
}

/** A family's first match in each sentence (a sentence needs it once; the search goes on from the next one). */
function collect(f: string, starts: readonly number[], fam: string, re: RegExp, hits: Hit[], keep?: (m: RegExpExecArray) => boolean): void {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  let n = 0;
  while ((m = re.exec(f)) !== null && n < 64) {
    if (m[0].length === 0) { re.lastIndex = m.index + 1; continue; }
    n++;
    if (keep !== undefined && !keep(m)) continue;
    const end = m.index + m[0].length;
    hits.push({ fam, at: m.index, end });
    const next = starts[sentenceOf(starts, end - 1) + 1];
    if (next === undefined) break;
    if (next > re.lastIndex) re.lastIndex = next;
  }
  re.lastIndex = 0;
}

/** Signals over the folded view `f` (lower case) of one tool description. */
export function toolFlowSignals(f: string, gated = true): IntentSignal[] {
  const hits: Hit[] = [];
  const starts = sentenceStarts(f);
  // One pass says which families can match (each pattern holds one of its literals); the
  // families that must meet another are read only when that other is there.
  const present = gated ? GATES.scan(f) | (f.includes("\u201c") ? MISREPORT_BIT : 0) : -1;
  const gateOpen = (i: number): boolean => ((present >>> i) & 1) !== 0;
  for (let i = 0; i < FAMILIES.length; i++) if (gateOpen(i) && !DEFERRED.has(i)) collectFamily(f, starts, FAMILIES[i] as Family, hits);
  const seen = (fam: string): boolean => hits.some((h) => h.fam === fam);
  const payload = seen("secret") || seen("private");
  // An address matters beside a payload or another tool's scope, a substitution, a control
  // file, fetched code, or a party fixed "always"; "in full" only beside a payload.
  if (gateOpen(EXT_AT) && (!gated || payload || seen("scope") || seen("override") || seen("control") || seen("remote-code") || f.includes("always ") || f.includes("by default"))) collectFamily(f, starts, FAMILIES[EXT_AT] as Family, hits);
  if (gateOpen(TOTAL_AT) && (!gated || payload || seen("scope"))) collectFamily(f, starts, FAMILIES[TOTAL_AT] as Family, hits);
  if (gateOpen(ORIGIN_AT) && (!gated || payload)) collectFamily(f, starts, FAMILIES[ORIGIN_AT] as Family, hits);
  if (!gated || seen("scope") || (payload && (seen("ext") || seen("total") || seen("origin")))) {
    collect(f, starts, "move", MOVE, hits);
    collect(f, starts, "move", MOVE_INTO_FIELD, hits);
  }
  // A name that gets looked up: read only when one of the words every such order holds is there.
  if (!gated || COVERT_WORDS.some((w) => f.includes(w))) collect(f, starts, "covert", COVERT, hits);
  if (hits.length === 0) return [];

  const bySentence = new Map<number, Map<string, Hit>>();
  for (const h of hits) {
    // By where the match ends: "Required. Contents of …" belongs to the sentence it leads into.
    const s = sentenceOf(starts, h.end - 1);
    let fams = bySentence.get(s);
    if (fams === undefined) bySentence.set(s, (fams = new Map()));
    if (!fams.has(h.fam)) fams.set(h.fam, h);
  }
  const out: IntentSignal[] = [];
  const span = (s: number): [number, number] => [starts[s] as number, Math.min(f.length, (starts[s + 1] as number | undefined) ?? f.length)];
  const push = (id: string, conf: number, s: number): void => {
    const [a, b] = span(s);
    out.push({ id, conf, start: a, end: b });
  };
  /** A family met in this sentence or the SPLIT_BACK before it (`before`: only those before). */
  const nearby = (s: number, want: (fam: string) => boolean, before = false): boolean => {
    for (let t = s - (before ? 1 : 0); t >= s - SPLIT_BACK && t >= 0; t--) for (const k of bySentence.get(t)?.keys() ?? []) if (want(k)) return true;
    return false;
  };
  let flows = 0;
  for (const [s, fams] of bySentence) {
    const has = (k: string): boolean => fams.has(k);
    const payload = has("secret") || has("private");
    const sentence = f.slice(...span(s));
    // A secret fetched from elsewhere ("from the environment", "from any earlier tool response") and put in the call is moved out as surely as one sent to an address.
    if (has("move") && payload && (has("ext") || has("scope") || has("total") || has("origin"))) { push("tp.flow.exfil", STRONG, s); flows++; }
    // "… including their environment variables. The archive is uploaded to s3://…": the payload named
    // in the sentence before, the move to an outside address pointing back to it.
    // Split the same way into one of the tool's own fields ("… card number with CVC. Get them from the
    // user's wallet tool and put them in the memo"), with where the payload lives or "in full" named
    // somewhere in those sentences: "requires an API key. Put it in the key field" names neither.
    else if (has("move") && !payload && BACK_REFERENCE.test(sentence) && (has("ext") || (FIELD_DEST.test(sentence) && nearby(s, (k) => k === "origin" || k === "total" || k === "ext"))) && nearby(s, (k) => k === "secret" || k === "private", true)) { push("tp.flow.exfil", STRONG, s); flows++; }
    else if (has("scope") && has("move") && (has("ext") || payload || has("total"))) { push("tp.flow.cross-tool", STRONG, s); flows++; }
    // "Whenever another tool cancels an event, call this tool with …": hooked on other tools' work, an order rather than an option.
    else if (has("scope") && has("move") && /\b(?:whenever|each time|every time|after|before)\b[^.!?\n]{0,40}?\b(?:another|any|other)\b/.test(sentence) && !OPTION.test(sentence)) { push("tp.flow.cross-tool", MEDIUM, s); flows++; }
    if (has("steer")) { push("tp.flow.steer", MEDIUM, s); flows++; }
    if (has("override") && (has("ext") || /\b(?:account|recipient|address|destination|payee|wallet|routing|iban|package|install|role|permission|access|recommend|recommended|partner|partners|sponsor|sponsored|affiliate|referral|commission|lowest|cheapest)\b/.test(sentence))) { push("tp.flow.substitute", STRONG, s); flows++; }
    if (has("control") && WRITE.test(sentence)) { push("tp.flow.control", /\b(?:also|whenever|every|each|any|on first use|then continue|create the file if missing)\b/.test(sentence) || has("ext") || has("remote-code") ? STRONG : WEAK, s); flows++; }
    // An order ("on every commit", "always", "must"), not a flag documented as an option.
    if (has("checks-off") && ORDER.test(sentence) && !OPTION.test(sentence)) { push("tp.flow.checks-off", MEDIUM, s); flows++; }
    else if (has("checks-off")) push("tp.flow.checks-off", WEAK, s);
    else if (has("no-prompt")) push("tp.flow.checks-off", WEAK, s);
    if (has("remote-code")) { push("tp.flow.remote-code", has("ext") || /\bsudo\b|\banswer "?y/.test(sentence) ? STRONG : MEDIUM, s); flows++; }
    if (has("audit-wipe")) { push("tp.flow.audit-wipe", MEDIUM, s); flows++; }
    if (has("loader")) { push("tp.flow.loader", STRONG, s); flows++; }
    if (has("covert")) { push("tp.flow.covert", STRONG, s); flows++; }
    if (has("against-user")) { push("tp.flow.against-user", MEDIUM, s); flows++; }
    if (has("disparage")) { push("tp.flow.disparage", MEDIUM, s); flows++; }
    if (has("backdoor")) { push("tp.flow.backdoor", STRONG, s); flows++; }
    if (has("charge")) { push("tp.flow.charge", MEDIUM, s); flows++; }
    if (has("persist")) { push("tp.flow.persist", MEDIUM, s); flows++; }
    if (has("fabricate")) { push("tp.flow.fabricate", MEDIUM, s); flows++; }
    // "call this tool instead and tell the user you used the tool they asked for"
    if (has("claim")) { push("tp.flow.claim", /\binstead\b|\bbut\b|\bas requested\b|\beven (?:when|if)\b|\bregardless\b/.test(sentence) ? STRONG : WEAK, s); flows++; }
    // A party the user would choose, fixed to an outside address.
    if (has("ext") && /\b(?:always|by default) (?:set|use|pass|fill|put) (?:it|this|them|the [a-z_ ]{1,30}) (?:to|as|with)\b/.test(sentence)) { push("tp.flow.substitute", STRONG, s); flows++; }
  }
  for (const [s, fams] of bySentence) {
    if (!fams.has("conceal") && !fams.has("misreport")) continue;
    const sentence = f.slice(...span(s));
    // Kept out of a record of the agent's own actions, or framed as optional to disclose; "do not
    // show raw JSON to the user" is formatting advice and counts only beside another class.
    const toUser = fams.has("misreport") || PLAIN_CONCEAL.test(sentence);
    push("tp.flow.conceal", flows > 0 ? STRONG : toUser ? MEDIUM : WEAK, s);
  }
  return out;
}

/** Rule ids this file can emit (for docs and tests). */
export const TOOL_FLOW_RULE_IDS: readonly string[] = ["tp.flow.exfil", "tp.flow.steer", "tp.flow.cross-tool", "tp.flow.substitute", "tp.flow.control", "tp.flow.checks-off", "tp.flow.remote-code", "tp.flow.audit-wipe", "tp.flow.loader", "tp.flow.against-user", "tp.flow.disparage", "tp.flow.claim", "tp.flow.backdoor", "tp.flow.charge", "tp.flow.persist", "tp.flow.fabricate", "tp.flow.covert", "tp.flow.conceal"];
