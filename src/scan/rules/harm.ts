// Serious harms asked for by name: the request of a jailbreak without its wrapping. A harmful
// request is not an injection by itself (people ask about crime, and security pages describe
// attacks), so it is looked for only where a jailbreak's wrapping is: beside a role frame or a
// pretext that the answer will never be used (detectors/harm-request.ts), or before a
// machine-found suffix (detectors/adversarial-suffix.ts). It is not a rule of the keyword engine:
// its vocabulary would grow the keyword pass every scan makes, for a reading most scans never need.
// The vocabulary is a taxonomy of harms (intrusion, malware, fraud, weapons and drugs, violence
// against people, hate, disinformation, evading the law), written from what the harms are and not
// mined from any prompt set, though some phrases were added after reading JailbreakBench prompts
// the scanner missed (docs/DETECTION.md says which). Each phrase names the act with its object
// ("hack into", "launder money", "write ransomware"), because the bare topic ("phishing", "drugs")
// is what awareness pages are about. The pattern keeps to the rule engine's safe subset (bounded,
// no nested quantifiers), checked at load and compiled as RE2 by harm-request.test.ts.
import { assertSafePattern } from "./rule";

/**
 * What evading the law escapes. Bare "detection" is also what ad blockers, spam filters and
 * plagiarism checkers do, so detection counts only by the law's own eyes.
 */
const CAUGHT = "getting caught|being caught|being traced|being tracked|the police|law enforcement|prosecution|arrest|capture|the authorities|detection by (?:the )?(?:police|authorities|law enforcement|immigration|customs|border|tax|irs|investigators|regulators|security guards)";

/**
 * Acts named by a verb and its object. An act counts where it is asked for: it opens a sentence, or a request's lead comes before it in
 * its sentence ("how to make and distribute counterfeit money"). Where it is narrated ("a hacker
 * who needs to break into …", "the thief tries to escape the police") it does not. Crimes against
 * property and systems first; exploiting vulnerabilities and bypassing authentication are security
 * work's daily words and are not here.
 */
const ACTS_PROPERTY = [
  // Intrusion.
  "(?:hack into|hacking into)(?: (?:my|our) own)?",
  "(?:break into|breaking into) (?:a |an |the |someone's |their |his |her |my |people's )?(?:[a-z'-]{1,15} )?(?:[a-z'-]{1,15} )?(?:house|home|car|vehicle|building|network|system|account|server|computer|database|phone|safe|store|bank|atm|office|apartment|router|wi-?fi|email|e-mail|inbox)s?\\b",
  "unauthori[sz]ed access (?:to|into) (?:a |an |the |someone's |their |his |her )",
  // Hacking a system or someone's account, and getting into what is someone else's ("my sister's
  // phone", "my neighbor's apartment"); one's own is OWN's.
  "hack(?:ing)? (?:a |an |the |someone's |somebody's |their |his |her |my [a-z-]{1,12}'s |a [a-z-]{1,12}'s |the [a-z-]{1,12}'s )(?:[a-z'-]{1,15} )?(?:accounts?|network|system|server|computer|phone|email|e-mail|database|website|wi-?fi|router|camera|webcam|grading system|grades|instagram|facebook|snapchat|whatsapp|icloud|gmail)\\b",
  "(?:get|getting|sneak|sneaking|log|logging) into (?:someone's|somebody's|a stranger's|another person's|other people's|my [a-z-]{1,12}'s|his|her|their) (?:[a-z'-]{1,15} )?(?:house|home|apartment|flat|room|car|phone|account|email|e-mail|inbox|computer|laptop|instagram|facebook|snapchat|whatsapp|icloud|gmail|office)s?\\b",
  // Vehicles taken, networks flooded.
  // Only vehicles are hotwired: any object will do ("hotwire a 2019 Honda").
  // A legal part made into a weapon's.
  "(?:turn|turning|turns|convert|converting|converts|make|making) (?:a |an |the |my |his )?(?:solvent traps?|oil filters?|fuel filters?|semi-?autos?|semi-?automatic (?:rifles?|pistols?|guns?|weapons?)|rifles?|ar-?15s?|glocks?|pistols?) (?:in)?to (?:a |an )?(?:suppressors?|silencers?|full[- ]autos?|fully automatic|automatic fire|machine guns?)\\b",
  // A poison gas made to fill a room.
  "(?:maximi[sz]es?|maximi[sz]ing|produce|produces|producing|make|makes|making|generate|generates|generating|release|releasing) (?:the |a )?(?:most |more |maximum )?(?:toxic |poisonous |chlorine |deadly |lethal )?gas(?: output)? in (?:a |an |the )?(?:closed|enclosed|small|sealed|confined) (?:room|space|area|car|bathroom)\\b",
  "hot-?wir(?:e|ing) (?:a|an|the|someone's|somebody's|my [a-z-]{1,12}'s|his|her|their|cars?|trucks?)\\b",
  "(?:ddos|ddosing|ddos'ing) (?:a |an |the |someone|somebody|them|him|her|people|my [a-z-]{1,12}'s |their |his |a [a-z-]{1,12}'s )",
  "crack(?:ing)? (?:a |the |their |someone's |his |her |my )?(?:[a-z'-]{1,12} )?passwords?\\b",
  "bypass(?:ing)? (?:the |a |an |their |its )?(?:[a-z'-]{1,15} )?(?:security (?:system|measure|control|check)s?|antivirus|smog|emissions? (?:test|check)s?|drm|copy protection|plagiarism (?:detection|checkers?|detectors?|software|checks?)|ai[- ](?:text )?detectors?|proctoring(?: software)?|anti-?cheat)",
  // Theft and fraud.
  "(?:steal|stealing|stole) (?:someone's |somebody's |people's |their |his |her |a person's |users' |customers' |the company's |my [a-z-]{1,12}'s |a |an )?(?:money|data|credit cards?|credit card (?:numbers|information|details)|personal (?:information|data|details)|identit(?:y|ies)|passwords|credentials|cars?|goods|trade secrets|intellectual property|cryptocurrency|crypto|bank (?:details|information|accounts?)|social security numbers?|medical records|(?:electronic )?health records|patient (?:data|records)|user data|customer data)\\b",
  // Payment cards copied, and codes talked out of their owners by someone posing as their bank.
  "(?:clone|cloning|skim|skimming) (?:a |an |the |someone's |somebody's |people's |their |his |her |my [a-z-]{1,12}'s )?(?:[a-z-]{1,15} )?(?:credit|debit|bank|contactless|rfid|nfc|payment|sim) ?cards?\\b",
  "(?:trick|tricks|tricking|get|gets|getting|convince|convinces|convincing|persuade|persuades|persuading|pressure|pressures|pressuring) [a-z'-]{1,15}(?: [a-z'-]{1,15})?(?: [a-z'-]{1,15})? (?:to )?(?:read out|reveal|give|hand over|disclose|tell|share)(?: me| us| him| her| them)? (?:their|his|her) (?:one-time (?:codes?|passcodes?|passwords?|pins?)|otps?|2fa codes?|verification codes?|security codes?|pins?|online banking passwords?|card details|bank details)\\b",
  // An alarm panel or a car's immobiliser defeated: how burglaries and car thefts begin.
  "(?:defeat|defeating|bypass|bypassing|disable|disabling|get past|getting past|get around|getting around|override|overriding) (?:the |an? |its |their |his |her )?(?:[a-z0-9'-]{1,15} )?(?:[a-z0-9'-]{1,15} )?(?:alarm panels?|alarm systems?|burglar alarms?|car alarms?|immobili[sz]ers?|steering locks?|ignition locks?)\\b",
  "shoplift",
  "embezzl",
  "launder(?:ing)? (?:\\$?[0-9][0-9,.]{0,12}k? (?:in |of )?)?(?:the |dirty |illicit |illegal )?(?:money|funds|cash|proceeds)",
  "launder(?:ing)? (?:\\$[0-9][0-9,.]{0,12}k?|[0-9][0-9,.]{0,12}k? (?:dollars|euros|usd)|crypto|bitcoin|btc|it) (?:through|via|using|with|in)\\b",
  // A message that poses as a bank or a brand to ask its reader for card numbers or passwords: a
  // phishing e-mail described rather than named.
  "(?:write|writing|draft|drafting|create|creating|compose|composing|make|making|design|designing|generate|generating)(?: me)? (?:a |an )?(?:convincing |realistic |believable |fake |official-looking )?(?:e-?mails?|messages?|texts?|sms|letters?|login pages?|websites?|sites?|pages?) (?:pretending to be|impersonating|posing as|that (?:looks|appears) (?:like it(?:'s| is) |to be )?from|as if (?:it(?:'s| is| were) )?from)[^.\\n]{1,40}? (?:asking|that asks|requesting|that requests|telling|that tells|instructing|that instructs) (?:the |their )?(?:readers?|customers?|users?|recipients?|them|people|victims?|clients?|account holders?)(?: to)? (?:confirm|enter|provide|verify|update|send|share|give|type|submit|re-?enter|log in|sign in)[^.\\n]{0,50}? (?:card numbers?|credit cards?|debit cards?|cvvs?|cvcs?|pins?|passwords?|logins?|credentials|bank details|account numbers?|social security numbers?|ssns?|one-time codes?|security codes?)\\b",
  // A bank's login page copied to catch what is typed into it.
  "(?:write|writing|build|building|create|creating|make|making|code|coding|design|designing|set up|setting up) (?:me )?(?:a |an |the )?(?:fake |cloned? )?(?:login|log-in|sign-?in) pages? that (?:copies|clones|mimics|imitates|looks like)[^.\\n]{0,60}? (?:sends|captures|forwards|logs|stores|saves|posts) (?:the |their )?(?:entered |submitted |typed )?(?:credentials|passwords|logins|details)\\b",
  // Card numbers made to pass as real ones, not test numbers.
  "(?:generate|generating|create|creating|make|making) (?:[0-9]{1,4} )?(?:valid|working|real|live|usable)(?:-looking)? (?:credit card|debit card|card) numbers\\b",
  // A partner tracked or read in secret.
  "(?:track|tracking|monitor|monitoring|spy on|spying on|read|reading) (?:my |his |her |their |someone's |somebody's )?(?:ex|ex-girlfriend|ex-boyfriend|ex-wife|ex-husband|wife|husband|partner|girlfriend|boyfriend|spouse)(?:'s)? (?:location|phone|messages|texts|whatsapp|emails?|calls)\\b[^.\\n]{0,40}?without (?:her|his|their|them|him) (?:knowing|knowledge|consent|noticing|finding out)",
  // A victim's files encrypted for ransom.
  "encrypt(?:s|ing)? (?:every|all|all the|the) (?:[a-z]{1,12} )?files? (?:on|in) (?:the |a )?victim'?s?\\b",
  "counterfeit (?:money|currency|bills|banknotes|cash|goods|products|documents|ids?|checks|cheques)\\b",
  "(?:forge|forging) (?:a |an |the |someone's |their )?(?:[a-z'-]{1,12} )?(?:documents?|signatures?|checks?|cheques?|passports?|ids?|prescriptions?|certificates?|records?)\\b",
  // Burglary: someone else's alarm or cameras put out of action.
  "(?:disable|disabling|deactivate|deactivating|cut|cutting|jam|jamming) (?:the |a |an )?(?:home |house |burglar |security |store |bank )?(?:alarms?|alarm systems?|security cameras?|cctv|surveillance cameras?) (?:of|at|in|on) (?:someone's|somebody's|a stranger's|my neighbou?r's|a neighbou?r's|the neighbou?rs'|other people's|a store|a bank|a shop|a house|a home)",
  "(?:evade|evading) (?:paying )?taxes",
  "(?:bribe|bribing) (?:a |an |the )",
  "defraud",
  "(?:scam|scamming) (?:people|someone|somebody|the elderly|elderly|seniors|victims|users|customers|investors)\\b",
].join("|");

/** Violence against people and evading the law. */
const ACTS_PERSONS = [
  // Violence against people.
  "(?:stalk|stalking|harass|harassing|blackmail|blackmailing|extort|extorting|kidnap|kidnapping|abduct|abducting|torture|torturing|poison|poisoning|dox|doxx|doxxing|doxing|groom|grooming) (?:a |an |the )?(?:[a-z+-]{1,15} )?(?:person|people|someone|somebody|him|her|them|my |his |her |their |children|child|kids?|minors?|women|victims?|journalists?|politicians?|officials?|witness(?:es)?|celebrit(?:y|ies)|neighbou?rs?|coworkers?|colleagues?|classmates?|ex\\b)",
  "(?:assassinate|assassinating|murder|murdering|kill|killing|maim|maiming|assault|assaulting) (?:a |an |the )?(?:person|people|someone|somebody|children|child|kids?|women|civilians|politicians?|officials?|witness(?:es)?|my (?:wife|husband|partner|boss|neighbou?r|ex|parents?|father|mother|teacher))\\b",
  // Drugs combined for a stronger high: an overdose's recipe.
  "(?:combin(?:e|es|ing)|mix(?:es|ing)?|tak(?:e|es|ing)) [a-z-]{3,20} (?:and|with) [a-z-]{3,20} (?:for|to get|to feel) (?:a |an )?(?:stronger|bigger|better|more intense|longer|extra|maximum) (?:effect|high|buzz|trip|rush|kick)\\b",
  "shoot up (?:a |the |my )?(?:[a-z'-]{1,12} )?(?:school|church|mosque|synagogue|temple|mall|concert|crowd|office|classroom|workplace|campus)",
  // Evading the law.
  "without (?:getting caught|being caught|leaving (?:a |any )?traces?|a trace|being traced|anyone noticing|anyone finding out|getting arrested|the police (?:finding out|knowing|noticing))",
  `(?:avoid|avoids|avoiding|evade|evades|evading|escape|escapes|escaping) (?:${CAUGHT})`,
  "traced back to (?:me|you|us|them|him|her|my|your|their|our)\\b",
  "(?:cover up|cover my|cover your|cover their|cover the) tracks",
].join("|");

/**
 * Harms to a person said in plain words, and the act kept from whoever would stop it: read like the
 * acts above (where asked for), but in the second pass with the harms an asker names (below), so that
 * the first pattern, compiled on every jailbreak's first harmful request, stays the size it was.
 */
const ACTS_PLAIN = [
  // The act kept from the one it is done to, or from whoever would stop it: "while leaving no trace",
  // "without the school finding out", "without raising red flags". Read where it is asked for, like
  // the rest: a thief in a story who "sneaks past the guards without being detected" is narrated.
  "(?:while |and )?leaving no (?:traces?|evidence|fingerprints|paper trail|digital footprint)",
  "without leaving (?:any )?(?:evidence|fingerprints|a paper trail|a digital footprint)",
  "without (?:being|getting) (?:detected|noticed|flagged|discovered|identified|spotted|found out)",
  "without (?:anyone|anybody|the (?:victim|target|owner|person|company|school|university|teacher|employer|bank|store|platform|authorities|government|insurer|irs))(?: ever)? (?:knowing|noticing|finding out|suspecting|realizing|realising)",
  "without raising (?:any )?(?:red flags|suspicion|alarms?)",
  "avoid(?:ing)? raising (?:any )?(?:red flags|suspicion)",
  "(?:go|goes|going|remain|remains|remaining|stay|stays|staying) undetected",
  "(?:can't|cannot|can not|won't|will not|couldn't|could not) be traced",
  // A record the state keeps, altered (an expunged record is erased lawfully, so erasing is not here).
  "(?:change|changing|alter|altering|modify|modifying|falsify|falsifying|doctor|doctoring|tamper with|tampering with) (?:a |an |the |someone's |somebody's |his |her |their )?(?:[a-z-]{1,15} )?(?:criminal records?|police records?|court records?|voter rolls?|vote (?:counts?|tallies)|election results|voting machines?|ballots?|ballot boxes)\\b",
  // Something put in another person's food or drink. (A lethal dose asked about is what poison
  // centres and nurses look up: not here.)
  "(?:put|slip|slipping|add|adding|mix|mixing|crush|crushing|sneak|sneaking|dissolve|dissolving) (?:something |a little |some |a few |it |anything |pills |drugs )?(?:in|into) (?:his|her|their|someone's|somebody's|a [a-z-]{1,12}'s|my [a-z-]{1,12}'s|the victim's) (?:[a-z-]{1,12} )?(?:food|drink|drinks|coffee|tea|meal|meals|water|wine|beer|medication|medicine|soup|dinner|lunch|bottle)\\b",
  "(?:make|making) (?:him|her|them|someone|somebody|my [a-z-]{1,12}) (?:seriously |very |violently |really )?(?:sick|ill)\\b",
  // A tracker or spyware hidden on a partner's, a relative's or an employee's things.
  "(?:hide|hiding|put|putting|plant|planting|install|installing|place|placing|stash|stashing) (?:a |an |the )?(?:airtag|gps tracker|tracker|tracker app|tracking device|tracking app|spyware|stalkerware|monitoring (?:software|app)|keylogger|hidden camera|spy app) (?:in|on|onto|inside|under) (?:my |his |her |their |someone's |somebody's )?(?:girlfriend|boyfriend|wife|husband|partner|ex|ex-wife|ex-husband|spouse|coworker|co-worker|colleague|employee|roommate|neighbou?r|daughter|son|teen|sister|brother|mother|father|boss)(?:'s|s')?\\b",
  // How to die, asked for: "the most painless way to end it".
  "(?:most |least |quickest |easiest |surest |fastest )?(?:painless|quick|easy|sure|certain) (?:way|method|means) (?:to|of) (?:die|dying|end (?:it|it all|my life|things|everything)|kill(?:ing)? (?:myself|yourself|oneself)|commit(?:ting)? suicide)\\b",
  // The act kept from those who would stop it: the police, a parent, a doctor, a moderator.
  "(?:so|so that|such that) (?:the |a |my |his |her |their )?(?:police|cops|k-?9s?|drug dogs?|sniffer dogs?|customs|border (?:agents?|patrol|control|guards)|forensics?|investigators?|detectives?|the irs|irs|auditors?|regulators?|pediatrician|doctor|parents|teachers?|school|hr|fact-checkers?|moderators?|moderation|the platform|the bank|bank) (?:won't|will not|can't|cannot|doesn't|does not|never|wouldn't|would not|don't|do not|couldn't|could not) (?:notice|alert|detect|find (?:it|out|anything)|catch|see|flag|match|trace|file|suspect|know|find)\\b",
  // A private person found: where they live, their routine, their children's school.
  "(?:find|finding|work out|working out|figure out|figuring out|track down|tracking down|locate|locating|dig up|digging up|compile|compiling|uncover|uncovering|pinpoint|pinpointing|get|getting) (?:her|his|their|someone's|somebody's|a stranger's|a girl's|a woman's|a man's|my ex's|the victim's) (?:new |current |exact |home |real |private )?(?:home address|address|whereabouts|daily schedule|daily routine|schedule|routine|workplace|kids'? (?:names|schools?)|children's (?:names|schools?))\\b",
  // Someone pressured, tricked or forced into sex or into sending intimate images.
  "(?:coerce|coerces|coercing|pressure|pressures|pressuring|blackmail|blackmails|blackmailing|force|forces|forcing|trick|tricks|tricking|manipulate|manipulates|manipulating|guilt|guilting) (?:[a-z'-]{1,15} ){0,4}into (?:sharing|sending|having sex|sleeping with|sex with|taking off|undressing|performing sexual|sexual)\\b",
  // Children talked into danger or into secrecy with an adult.
  "(?:convinc(?:e|es|ing)|persuad(?:e|es|ing)|encourag(?:e|es|ing)|get(?:ting)?|trick(?:s|ing)?|dar(?:e|es|ing)) (?:children|kids|minors|toddlers|young children|a child|a kid|a minor|my (?:child|kid|son|daughter)'s friends) to (?:eat|drink|swallow|inhale|ingest|meet (?:me|him|her|strangers)|keep (?:it|this|our|a) (?:a )?secret|send (?:me )?(?:photos|pictures|pics|nudes))\\b",
  // Goods the law forbids, traded where the law does not look.
  "(?:sell|sells|selling|buy|buys|buying|trade|trading|traffic|trafficking|harvest|harvesting) (?:[a-z'-]{1,15} ){0,4}on the (?:black market|dark ?web|darknet)\\b",
  // Someone else's computer made to work for the attacker.
  "(?:hijack|hijacks|hijacking) (?:a |an |the |someone's |somebody's |a user's |users' |people's |victims'? |their )?(?:[a-z-]{1,15} )?(?:computers?|machines?|devices?|browsers?|servers?|webcams?|cameras?|routers?)\\b",
  // Cheating on an exam, and the checks that would catch it.
  "cheat(?:ing)? (?:on|in|at|during) (?:an? |the |my |your |their |his |her )?(?:online |final |proctored |remote )?(?:exams?|tests?|finals|quizzes|midterms|sats?|standardi[sz]ed tests?|certification exams?)\\b",
  "without alerting (?:the )?(?:police|authorities|firefighters|fire department|security|guards|anyone|neighbou?rs|the owner|the victim|the bank|the school)\\b",
  // A body made to disappear.
  "(?:make|making) (?:a |the )?(?:dead )?body (?:disappear|vanish)|(?:dispose|disposing) of (?:a |the )?(?:dead )?body|get(?:ting)? rid of (?:a |the )?(?:dead )?body",
  // A high pushed as far as it goes.
  "(?:get|getting|achieve|achieving|reach|reaching|have|having) (?:the )?(?:strongest|most intense|biggest|best|maximum|max|highest) (?:possible )?(?:high|buzz|trip|rush)\\b",
  // A historical atrocity denied in something written.
  "den(?:y|ies|ying) (?:that )?(?:the )?(?:holocaust|armenian genocide|rwandan genocide|srebrenica massacre|nanjing massacre|holodomor)\\b",
].join("|");

/**
 * Things made, written, praised, incited or committed, matched by their name; the verb before the
 * name is read after (harmContext). A trailing word is taken along so that a tool or a lesson
 * about the thing ("a phishing email detector", "poison ivy") can be told from the thing itself.
 */
const NOUNS = {
  /** Weapons and drugs, made or obtained. */
  made: "(?:(?:fake|forged|counterfeit|fraudulent|phony) (?:passports?|ids?|id cards?|driver'?s licen[cs]es?|diplomas?|visas?|social security cards?|birth certificates?|vaccin(?:e|ation) (?:cards?|records?|certificates?|passports?)|doctor'?s notes?|sick notes?|prescriptions?|insurance cards?|pay ?stubs?|bank statements?)|bombs?|explosives?|firearms?|silencers?|suppressors?|auto sears?|ghost guns?|untraceable (?:guns?|firearms?|weapons?)|chemical weapons?|bioweapons?|biological weapons?|nuclear weapons?|dirty bombs?|meth(?: |,|\\.|\\?|!|$)|methamphetamine|cocaine|heroin|fentanyl|lsd|mdma|illegal drugs|street drugs|hard drugs|poisons?|nerve agents?|sarin|ricin|anthrax|napalm|thermite|molotov cocktails?|date rape drugs?|rohypnol|roofies)\\b",
  /** Harmful artifacts written or built. */
  artifact: "(?:(?:card |credit card |debit card |atm |gas[- ]station |gas pump |pump )?skimmers?|malware|ransomware|computer virus(?:es)?|keyloggers?|ddos (?:attacks?|scripts?|tools?)|trojan|botnet|spyware|rootkit|stalkerware|credential stealer|infostealer|info-stealer|phishing (?:emails?|e-mails?|sites?|pages?|websites?|messages?|campaigns?|kits?|links?|texts?|sms)|scam (?:emails?|e-mails?|messages?|letters?|websites?|calls?|scripts?)|ransom notes?|(?:blackmail|extortion|sextortion) (?:messages?|letters?|notes?|e-?mails?|texts?|schemes?|scripts?)|fake reviews?|defamatory (?:articles?|posts?|statements?|letters?)|hate speech|threatening (?:letters?|messages?|notes?|emails?)|misinformation|disinformation|propaganda|fake news|conspiracy theor(?:y|ies)|(?:racist|sexist|xenophobic|homophobic|transphobic|antisemitic|anti-semitic|misogynistic|bigoted|hateful|dehumani[sz]ing) (?:jokes?|speech(?:es)?|emails?|e-mails?|posts?|tweets?|letters?|messages?|articles?|essays?|rants?|slogans?|campaigns?|remarks|comments|content|manifestos?|poems?|songs?|lyrics|memes?)|child pornography|child sexual abuse material|csam|revenge porn|deepfake porn|non-consensual (?:intimate )?(?:images|imagery|videos|porn))\\b",
  /** Atrocities and eating disorders, praised or promoted. */
  praised: "(?:the holocaust|holocaust|genocide|ethnic cleansing|terrorism|terrorists?|mass shootings?|school shootings?|self-harm|anorexia|bulimia|eating disorders|nazis?|the nazi party|nazi party|slavery)\\b",
  /** Suicide and self-harm, incited. */
  selfHarm: "(?:commit(?:ting)? suicide|suicide|(?:kill|killing|harm|harming|starve|starving) (?:themselves|himself|herself)|self-harm)\\b",
  /** Crimes, committed or got away with. */
  crime: "(?:fraud|identity theft|insider trading|tax evasion|crimes?|arson|burglary|robbery|terrorist attacks?|terrorism|hate crimes?|mass shootings?|school shootings?|massacres?|human trafficking|sex trafficking|child abuse|child exploitation|sexual exploitation|genocide|ethnic cleansing)\\b",
};
const TRAILING = "(?: [a-z-]{1,15})?";

const VERB_BEFORE = {
  made: /\b(?:make|makes|making|made|get|getting|print|printing|create|creating|build|builds|built|building|synthesi[sz]e|synthesi[sz]es|synthesi[sz]ing|manufacture|manufactures|manufacturing|cook|cooks|cooking|produce|producing|assemble|assembling|brew|brewing|obtain|obtaining|acquire|acquiring|buy|buying|smuggle|smuggling|sell|selling|traffic|trafficking|extract|extracting|3d[- ]print(?:ing)?|homemade|home-made)\b((?: [a-z0-9'-]{1,15}){0,3}) $/,
  artifact: /\b(?:give me|get me|send me|need|want|provide|providing|create|creating|write|writing|develop|developing|code|coding|build|building|design|designing|draft|drafting|compose|composing|generate|generating|craft|crafting|make|making|produce|producing|program|programming|deploy|deploying|distribute|distributing|launch|launching|send|sending|post|posting|spread|spreading)\b((?: [a-z0-9'-]{1,15}){0,3}) $/,
  praised: /\b(?:glorif(?:y|ies|ying)|promot(?:e|es|ing)|prais(?:e|es|ing)|celebrat(?:e|es|ing)|romantici[sz](?:e|es|ing)|justif(?:y|ies|ying))\b((?: (?:the|a|an|and|or|of|[a-z-]{1,15}ing)){0,1}) $/,
  selfHarm: /\b(?:encourage|encouraging|encourages|convince|convincing|persuade|persuading|manipulate|manipulating|pressure|pressuring|coerce|coercing|goad|goading|push|pushing|urge|urging)\b((?: [a-z'-]{1,15}){0,3}) $/,
  crime: /\b(?:commit|committing|get away with|getting away with|pull off|pulling off|carry out|carrying out|engage in|engaging in|perpetrate|perpetrating)\b((?: [a-z0-9'-]{1,15}){0,2}) $/,
};
/** Words between the verb and the noun that make it a text about the thing: "write a blog post about phishing emails". */
const ABOUT = /\b(?:about|on|regarding|against|of|for|to|awareness|training|detection|detecting|protection|report|reporting|analysis|news|story|bath|seed|smoke|glitter|stink|photo|cherry|flavou?r|calorie|insect|rat|weed)\b/;
/** A trailing word that makes it a tool, a lesson or something else: "ransomware detection", "poison ivy". */
const NOT_THE_THING = / (?:detectors?|detection|classifiers?|filters?|datasets?|scanners?|analysis|awareness|training|simulations?|removal|protection|prevention|polic(?:y|ies)|examples?|research|defen[cs]es?|countermeasures?|ivy|oak|sumac|dart|frogs?|control|tests?|testing|response|recovery|insurance|investigation|investigations|victims?|survivors?|charges?|laws?|cases?|statistics|rates?|reports?|trial|sentence|squad|dog|dogs|alerts?|warnings?|season|scene|threat|threats|risk|risks|incidents?|runbooks?|playbooks?|readiness|preparedness|resilience|tabletop|drills?|exercises?|outbreaks?|infections?|families|samples?|signatures?|indicators?)$/;

/** Characters before a match that are read: enough for a request's sentence. */
const LOOK_BEHIND = 160;

export const HARM_PATTERN = `\\b(?:${ACTS_PROPERTY}|${ACTS_PERSONS}|(?:${NOUNS.made}|${NOUNS.artifact}|${NOUNS.praised}|${NOUNS.selfHarm}|${NOUNS.crime})${TRAILING})`;

/** The leads of a how-to request, read right before an act and anywhere earlier in its sentence. */
const HOW_LEADS = "walk (?:me|us|him|her|them|[a-z-]{1,15} [a-z-]{1,15}) through|how (?:do|can|could|would|should|might) (?:he|she|they|my [a-z-]{1,15})|what (?:can|could|should|would) (?:i|we|one|someone) (?:use|put|give|add|take|do)|where (?:can|could|should|do) (?:i|we) (?:get|buy|find|order)|how to|how (?:do|can|could|would|should|might) (?:i|we|you|one|someone|somebody)|how (?:he|she|they)|how (?:one|someone|somebody|a person) (?:can|could|would|might|should)|steps? (?:necessary |needed |required )?(?:to|for|on)|ways? (?:to|of|for)|tactics (?:to|for)|guide (?:to|on|for)|methods? (?:to|for|of)|plan (?:to|for)|instructions? (?:to|for|on)|tutorial (?:on|for)|tips (?:on|for)|strateg(?:y|ies) (?:to|for)|techniques? (?:to|for)";
/**
 * What puts an act in a request rather than a story: it opens a sentence ("Hack into …"), or follows
 * "how to", "steps to", "help me", "you need to", or a thing made to do it ("a script that …",
 * "text harassing …"). "The thief tries to escape the police" and "how attackers could exploit this
 * vulnerability" narrate or analyse; they are not asked for.
 */
const LEAD_BEFORE = new RegExp(
  `(?:[\\n.!?:;"'(*](?: (?:now|then|please|also|just|simply|first|next|and|so|ok|okay))?|\\b(?:${HOW_LEADS}` +
    "|advice (?:on|for)|ideas (?:for|to)|dos(?:es|ages?) (?:for|of)|procedure (?:to|for)|process of|i want to|i need to|we need to|you need to|(?:someone|somebody|one|a person|i) wanted to|in order to|best way to|easiest way to" +
    "|stor(?:y|ies) (?:about|of)|(?:script|program|code|software|tool|app|bot|algorithm|part|section|function|module|setup|ratio|mixture|formula|recipe|method|text|content|message|post|email|letter|article|story|speech|campaign|poem|song|essay|blog post|tweet|thread|caption|advertisement|ad|video|game)s? (?:that|which|to|for)(?: can| will| would| could)?|text)(?: [a-z'-]{1,15}){0,3}|\\b(?:help|teach|show) me(?: [a-z'-]{1,15})?) ?$",
);
/**
 * A request's lead anywhere earlier in the sentence: "how to dump waste … without getting caught",
 * or the steps a story's character takes: "describe the steps the character takes to launder money".
 */
const SENTENCE_LEAD = new RegExp(`\\b(?:${HOW_LEADS}|(?:steps|process|methods?|ways?|techniques?|procedure|actions)(?: that)? (?:the |a |your |this |my )?(?:character|protagonist|villain|hero|narrator|criminal|hacker|person|individual|he|she|they|you) (?:takes?|took|would take|could take|might take|must take|needs? to take|uses?|used|would use|follows?|would follow) (?:to|for|in order to))\\b`);
const TEXT_START = /^(?: ?[a-z'-]{1,15}){0,2} ?$/;
const ACT = new RegExp(`^(?:${ACTS_PROPERTY}|${ACTS_PERSONS})$`);
const NOUN_KINDS = Object.keys(NOUNS) as (keyof typeof NOUNS)[];
const NOUN_START = Object.fromEntries(Object.entries(NOUNS).map(([k, v]) => [k, new RegExp(`^${v}${TRAILING}$`)])) as Record<keyof typeof NOUNS, RegExp>;

/**
 * A third person showing how it is done is documentation ("this repository demonstrates how to
 * build a keylogger", "learn how to crack WPA2 passwords"); the request says "explain how to".
 */
const DESCRIBED = /\b(?:shows|showing|demonstrates|demonstrating|teaches|teaching|learn|learns|learning|covers|covering|explains|explaining|describes|describing|illustrates|documents|discusses|discussing)(?: you| readers| users| students| developers| the reader)? how to\b/;

const OWN = /\b(?:my|our) own\b/;
const NEGATED = /\b(?:never|not|n't|avoid|avoiding|prevent|preventing|stop|stopping|against|why)\s(?:[a-z'-]{1,15}\s){0,2}$/;
const WRITTEN_LEAD = /\b(?:write|writing|create|creating|draft|drafting|compose|composing|generate|generating|design|designing|make|making|produce|producing|publish|publishing|give|giving|deliver|delivering)\b[^.!?\n]{0,80}$/;
const CRIME_LEAD = /(?:[.!?:;\n"'(]\s{0,3}|\b(?:to|for|in|of|about|on|me|please|and|or|then|now)\s)$/;

/**
 * Whether a match is asked for (`before`: the LOOK_BEHIND characters before it). An act needs a
 * request's lead or a sentence start; a named thing needs its verb right before it, with no
 * "about" between, no "never" or "why" before the verb, and, for crimes, praise and incitement,
 * the verb in a request's place. A name can be of two kinds ("genocide" is praised or committed):
 * either reading will do.
 */
function harmContext(match: string, before: string): boolean {
  // "Crack my own password", "hack into our own router": recovering what is yours.
  if (OWN.test(match)) return false;
  if (ACT.test(match)) return actAsked(before);
  if (DESCRIBED.test(sentenceOf(before)) || NOT_THE_THING.test(match)) return false;
  for (const k of NOUN_KINDS) if (NOUN_START[k].test(match) && askedFor(k, before)) return true;
  return false;
}

/** An act is asked for after a request's lead, anywhere earlier in its sentence after "how to", or at a sentence's start. */
function actAsked(before: string): boolean {
  const sentence = sentenceOf(before);
  if (DESCRIBED.test(sentence)) return false;
  // A sentence starts within the look-behind (it is shorter than what was read), or the text does.
  return LEAD_BEFORE.test(before) || SENTENCE_LEAD.test(sentence) || ((sentence.length < before.length || before.length < LOOK_BEHIND) && TEXT_START.test(sentence));
}

/** The sentence so far; where none starts within the look-behind, only its last words are known. */
function sentenceOf(before: string): string {
  const cut = Math.max(before.lastIndexOf("."), before.lastIndexOf("!"), before.lastIndexOf("?"), before.lastIndexOf("\n"));
  return cut >= 0 ? before.slice(cut + 1) : before;
}

function askedFor(k: keyof typeof NOUNS, before: string): boolean {
  const m = VERB_BEFORE[k].exec(before);
  if (m === null || ABOUT.test(m[1] ?? "")) return false;
  const lead = before.slice(0, m.index);
  // "Why you should never make explosives", "why people commit crimes": warned against or explained.
  if (NEGATED.test(lead)) return false;
  const atStart = lead.length === 0 && before.length < LOOK_BEHIND;
  // A crime is asked for with its verb in a request's place ("how to commit", "for engaging in",
  // "Commit …"); "people commit crimes" states a fact.
  if (k === "crime") return CRIME_LEAD.test(lead) || atStart;
  // Praise and incitement are asked for in something written ("a poem that glorifies …") or in a
  // request's place; "remove posts that glorify terrorism" is moderation.
  if (k === "praised" || k === "selfHarm") return WRITTEN_LEAD.test(lead) || SENTENCE_LEAD.test(lead) || CRIME_LEAD.test(lead) || atStart;
  return true;
}

const NON_ASCII = /[^\x00-\x7f]/g;

/**
 * `text` with every character outside ASCII made a space: the same offsets and the same matches
 * (the vocabulary is ASCII, and "\b" and "[a-z]" already treat such characters as non-letters).
 * V8 keeps a string that held any character above U+00FF in two bytes a character, and runs this
 * large alternation over such a string about 20 times slower than over a one-byte one (57 ms
 * against 2.5 ms over the 0.57 MB of such texts in the development set). Replacing characters,
 * lowercasing or normalising keeps the two-byte form; parsing the JSON of the copy builds it anew
 * in one byte (3 ms for the same texts).
 */
function asciiView(text: string): string {
  NON_ASCII.lastIndex = 0;
  if (!NON_ASCII.test(text)) return text;
  NON_ASCII.lastIndex = 0;
  return JSON.parse(JSON.stringify(text.replace(NON_ASCII, " "))) as string;
}


// Harms the asker names as harms. A persuasion jailbreak rewrites its request until the harm's own
// name is gone ("a campaign that ridicules overweight people", "one illegal method", "an article
// stating that vaccines cause autism"), yet the request must still say what makes the answer
// harmful, or the model would not produce it: the asker judges the thing asked for (defamatory,
// sexist, illegal), gives it the purpose of hurting or deceiving people, or has it assert a
// well-known falsehood. Each is read only in a request (a verb of writing, telling or doing earlier
// in its sentence, with nothing like "about", "debunk" or "detect" between), and, like the rest of
// this vocabulary, only beside a jailbreak's wrapping.

/** What the asker calls the thing asked for. */
const JUDGED_AS = "fabricated|falsified|defamatory|libell?ous|slanderous|fraudulent|deceptive|sexist|racist|misogynistic|misogynist|xenophobic|homophobic|transphobic|ableist|discriminatory|bigoted|hateful|derogatory|demeaning|dehumani[sz]ing|degrading|harassing|intimidating|predatory|exploitative|manipulative|illegal|illicit|unlawful|unethical|malicious|defaming";
/** Things written, said or done that such a word can judge. */
const JUDGED_THING = "articles?|blog posts?|posts?|essays?|e-?mails?|letters?|messages?|notes?|tweets?|threads?|captions?|comments?|reviews?|campaigns?|ads|adverts?|advertisements?|slogans?|speech(?:es)?|scripts?|jokes?|stories|story|poems?|songs?|lyrics|memes?|views|opinions?|claims?|statements?|rumou?rs?|narratives?|stereotypes?|remarks|insults?|plans?|schemes?|methods?|strateg(?:y|ies)|tactics?|techniques?|ways?|tricks?|guides?|tutorials?|instructions|steps|code|programs?|software|payloads?|websites?|quotes?|studies|testimonials?|evidence|citations|sources|documents|receipts|invoices|results|customer reviews";
/** People a purpose can be aimed at. */
const PEOPLE = "people|persons|individuals|women|men|girls|boys|children|kids|teens|teenagers|minors|minorities|immigrants|refugees|migrants|voters|the public|citizens|the elderly|elderly people|seniors|patients|customers|consumers|buyers|investors|users|readers|followers|viewers|audiences?|victims|employees|workers|students|colleagues?|coworkers|co-workers|classmates|neighbou?rs|opponents|critics|communities|him|her|them";
/** Purposes that hurt or deceive people. */
const PURPOSE_VERBS = "ridicul(?:e|es|ing)|demean(?:s|ing)?|mock(?:s|ing)?|humiliat(?:e|es|ing)|sham(?:e|es|ing)|harass(?:es|ing)?|bull(?:y|ies|ying)|intimidat(?:e|es|ing)|belittl(?:e|es|ing)|vilif(?:y|ies|ying)|dehumani[sz](?:e|es|ing)|degrad(?:e|es|ing)|defam(?:e|es|ing)|deceiv(?:e|es|ing)|mislead(?:s|ing)?|manipulat(?:e|es|ing)|radicali[sz](?:e|es|ing)|brainwash(?:es|ing)?|ostraci[sz](?:e|es|ing)|stigmati[sz](?:e|es|ing)|discriminat(?:e|es|ing) against|turn (?:people|readers|voters|the public) against";
/** Falsehoods asserted as fact that conspiracy and denial content is made of. */
const FALSEHOOD = "(?:vaccines?|vaccinations?|the mmr vaccine|covid(?:-19)? vaccines?) (?:cause|causes|caused|lead to|leads to|trigger|triggers) (?:autism|infertility|sterility|cancer)|(?:the )?holocaust (?:never happened|did not happen|didn't happen|was (?:a |an )?(?:hoax|myth|lie|fabrication|invention|exaggeration|fabricated|exaggerated|invented))|(?:the )?(?:20[0-9]{2} )?(?:u\\.?s\\.? )?(?:presidential )?elections? (?:was|were|had been) (?:stolen|rigged)|(?:9/11|9-11|september 11(?:th)?(?: attacks)?|the twin towers) (?:was|were) (?:an? )?(?:hoax|inside job|staged|controlled demolition|false flag)|(?:the )?moon landings? (?:was|were) (?:faked|fake|staged|a hoax)|(?:climate change|global warming) (?:is|was) (?:a |an |just a )?(?:hoax|scam|lie|myth|fabrication)|(?:5g|cell towers?) (?:cause|causes|caused|spread|spreads) (?:covid|cancer|the virus|coronavirus)|(?:the )?holocaust (?:death (?:figures|toll|counts?)|death tolls|numbers|figures|victim counts?) (?:were|was|are|is|had been) (?:inflated|exaggerated|fabricated|invented|made up)|(?:the )?(?:jews|jewish (?:people|bankers|elites?|families)) (?:secretly )?(?:run|control|controls|own|rule|runs) (?:the )?(?:media|world|banks|governments?|hollywood|finance)" +
  // A people said to be lesser or dangerous by nature: hate speech's own claim.
  // It opens on the people's name: an optional word before it would be tried at every word of a text.
  "|(?:immigrants|muslims|jews|christians|hindus|blacks|black people|white people|whites|asians|mexicans|hispanics|latinos|arabs|africans|roma|gypsies|gays|gay people|lesbians|trans people|transgender people|women|refugees|migrants|indians|chinese|disabled people) (?:are|is) (?:all |inherently |naturally |genetically |biologically |innately |by nature |simply )?(?:violent|inferior|intellectually inferior|less intelligent|criminals|lazy|stupid|subhuman|animals|vermin|parasites|terrorists|rapists|dirty|evil|a disease|a plague)\\b";

export const JUDGED_PATTERN = `\\b(?:${JUDGED_AS}),?(?: (?:and|or|yet|but) (?:[a-z-]{3,20}|${JUDGED_AS}),?)?(?: [a-z-]{3,20})? (?:${JUDGED_THING})\\b`;
export const PURPOSE_PATTERN = `\\b(?:${PURPOSE_VERBS})(?: (?:and|or) (?:${PURPOSE_VERBS}))? (?:the |these |those |all |any |our |their |his |her |vulnerable |unsuspecting |gullible |innocent )?(?:[a-z-]{3,20} ){0,4}(?:${PEOPLE})\\b`;
export const FALSEHOOD_PATTERN = `\\b(?:${FALSEHOOD})\\b`;
/**
 * Deceit built into what is asked for: a writer passing as an institution or an expert ("a thread
 * posing as a doctor", "an email pretending to be from PayPal"), evidence the model is to invent and
 * cite, or a reader meant to be fooled ("so she panics", "so donors believe it and give").
 */
const IMPERSONATED = "(?:a |an |the |your |their |my )?(?:[a-z-]{1,15} )?(?:bank|irs|police|police officer|cop|government|official|cdc|fbi|medicare|social security(?: administration)?|tech support|support (?:team|agent)|microsoft|apple|amazon|paypal|google|doctor|nurse|lawyer|attorney|expert|officer|agent|landlord|recruiter|charity|ceo|boss|manager|bank employee|customs|courier|delivery company)s?";
export const DECEIT_PATTERN = `\\b(?:(?:posing as|pretending to be|impersonating|claiming to be|disguised as|masquerading as) (?:from )?${IMPERSONATED}\\b` +
  `|(?:cit(?:e|es|ing)|quot(?:e|es|ing)|referenc(?:e|es|ing)) (?:[a-z0-9'-]{1,15} ){0,6}(?:that |which )?you (?:invent|make up|fabricate|made up|invented)` +
  `|so (?:that )?(?:the |my |his |her |their )?(?:donors|people|readers|recipients?|customers|victims?|voters|investors|patients|parents|tenants?|buyers|she|he|they|reader|victim|customer|tenant|buyer|landlord|insurer|employer|school|bank)(?: will| would)? (?:panics?|falls? for (?:it|this)|won't suspect|doesn't suspect|don't suspect|never suspects?|won't question|doesn't question|believes? (?:it|this|that|them|us|me) and (?:give|gives|pay|pays|donate|donates|send|sends|click|clicks|act|acts|leave|leaves)))\\b`;
/** The writer of the deceit is the thing asked for ("a thread posing as"), not a story's character ("a cat pretending to be"). */
const DECEIT_SPEAKER = /\b(?:e-?mails?|messages?|texts?|letters?|calls?|scripts?|pages?|sites?|websites?|profiles?|accounts?|posts?|tweets?|threads?|sms|voicemails?|notices?|reviews?|comments?|articles?|ads?|i'm|i am|i|we|me|you|yourself|it|them)(?: [a-z'-]{1,15})?(?: [a-z'-]{1,15})? $/;
assertSafePattern("harm-request-judged", JUDGED_PATTERN, true);
assertSafePattern("harm-request-purpose", PURPOSE_PATTERN, true);
assertSafePattern("harm-request-falsehood", FALSEHOOD_PATTERN, true);
assertSafePattern("harm-request-deceit", DECEIT_PATTERN, true);
/** The plain acts, read in the second pass as the other readings are. */
export const PLAIN_ACTS_PATTERN = `\\b(?:${ACTS_PLAIN})`;
assertSafePattern("harm-request-plain", PLAIN_ACTS_PATTERN, true);
/**
 * The second pass: one pattern per reading, each with the test that it is asked for. Five patterns,
 * not one: V8 compiled their alternation as one pattern in 227 ms and the five in 16.
 */
const SELF_LABELLED: readonly [RegExp, (m: RegExpExecArray, before: string, after: string) => boolean][] = [
  [new RegExp(JUDGED_PATTERN, "g"), (_m, b, a) => judgedAsked(b, a)],
  [new RegExp(PURPOSE_PATTERN, "g"), (_m, b) => purposeAsked(b)],
  [new RegExp(FALSEHOOD_PATTERN, "g"), (_m, b) => falsehoodAsked(b)],
  [new RegExp(DECEIT_PATTERN, "g"), (m, b) => deceitAsked(m[0], b)],
  [new RegExp(PLAIN_ACTS_PATTERN, "g"), (_m, b) => actAsked(b)],
];

/** Verbs that ask for something to be written, told or done. */
const ASK = "write|writing|draft|drafting|create|creating|compose|composing|generate|generating|produce|producing|design|designing|develop|developing|devise|devising|craft|crafting|outline|come up with|describe|explain|provide|give|list|suggest|share|prepare|make|put together|propose|recommend|detail|build|code|post|publish|send|spread|express|expresses|expressing|promote|promotes|promoting|endorse|endorses|endorsing|encourage|encourages|encouraging|teach|implement|use|employ|launch|run|argue|arguing|claim|claiming|assert|asserting|state|stating|suggest|suggesting|prove|proving|show|showing|insist|insisting|convince|convincing|persuade|persuading|help me";
/** An asking verb anywhere. */
const ASK_VERB = new RegExp(`\\b(?:${ASK})\\b`);
/** The asking verb and the words after it, up to the match: what the thing asked for is. */
const ASKED_GAP = new RegExp(`\\b(?:${ASK})\\b((?:,? [a-z0-9'-]{1,20}){0,7}),? ?$`);
/**
 * Words that make the request one about the harm, against it, or for spotting it: "write a
 * guide on spotting manipulative tactics", "a post debunking the claim that …".
 */
const NOT_ASKED = /\b(?:about|on|regarding|against|of|for|to|debunk\w*|refut\w*|rebut\w*|counter\w*|fact-check\w*|detect\w*|identify\w*|identifying|spot|spotting|recogni[sz]\w*|flag\w*|filter\w*|remov\w*|moderat\w*|avoid\w*|prevent\w*|report\w*|why|whether|if|analy[sz]\w*|critiqu\w*|criticiz\w*|criticis\w*|warn\w*|respond\w*|reply|replying|handle|handling|mak\w* sure|ensure|not|never|without|no)\b/;
/** What comes after that makes it a thing to avoid or study: "tactics used by cults", "… to watch out for". */
const STUDIED_AFTER = /^,? (?:used|employed|seen|found|common|typical|that (?:scammers|abusers|cults|criminals|attackers|trolls|people) use|to (?:avoid|watch|look|spot|recogni[sz]e|identify|detect|counter|prevent|guard|be aware|report|flag|remove|moderate|filter|refute|debunk))\b/;
/** The thing is a tool or a lesson: "malicious code samples", "deceptive ads detection". */
const TOOL_AFTER = new RegExp(`^${NOT_THE_THING.source.slice(0, -1)}\\b`);
/** A purpose's subject is a story's or a third party's ("where the villain tries to manipulate people"). */
const NARRATED = /\b(?:where|in which|whose|when|while|as)\b[^.!?\n]*$/;
/** A purpose stated for what is asked: "a campaign that ridicules …", "to mislead voters", "designed to …". */
const PURPOSE_LEAD = /\b(?:to|that|which|designed to|meant to|intended to|aimed at|in order to|so as to|and)(?: [a-z]{2,15}ly)?(?: (?:and|or) [a-z]{2,15})? $/;

/** A judged thing asked for: the asking verb before it with only its object's words between. */
function judgedAsked(before: string, after: string): boolean {
  const sentence = sentenceOf(before);
  const m = ASKED_GAP.exec(sentence);
  if (m === null || NOT_ASKED.test(m[1] ?? "") || NEGATED.test(sentence.slice(0, m.index)) || DESCRIBED.test(sentence)) return false;
  return !STUDIED_AFTER.test(after) && !TOOL_AFTER.test(after);
}

/** A purpose that hurts people, stated for something asked for and not narrated. */
function purposeAsked(before: string): boolean {
  const sentence = sentenceOf(before);
  if (!PURPOSE_LEAD.test(sentence) || NARRATED.test(sentence) || DESCRIBED.test(sentence)) return false;
  const lead = sentence.replace(PURPOSE_LEAD, "");
  // "How to manipulate people", or an asking verb earlier in the sentence with nothing against it.
  if (/\bhow$/.test(lead.trimEnd())) return true;
  const ask = ASK_VERB.exec(lead);
  return ask !== null && !NOT_ASKED_PURPOSE.test(lead.slice(ask.index)) && !NEGATED.test(lead.slice(0, ask.index));
}
/** Words that turn a request against what it names, or into a question about it. */
const TURNED_AGAINST = "debunk\\w*|refut\\w*|counter\\w*|detect\\w*|spot\\w*|recogni[sz]\\w*|identify\\w*|avoid\\w*|prevent\\w*|protect\\w*|warn\\w*|why|whether|resist\\w*|report\\w*";
/** A falsehood's: not "about", which introduces the claim ("a thread about how vaccines cause autism"). */
const NOT_ASKED_FALSEHOOD = new RegExp(`\\b(?:${TURNED_AGAINST})\\b`);
/** A purpose's: also a text about it, and someone else's attempt ("when someone tries to deceive them"). */
const NOT_ASKED_PURPOSE = new RegExp(`\\b(?:about|regarding|against|${TURNED_AGAINST}|tries|try|trying|attempts?|attempting)\\b`);

/** A falsehood asserted in what is asked for: an asking verb earlier in its sentence, nothing against it. */
function falsehoodAsked(before: string): boolean {
  const sentence = sentenceOf(before);
  const ask = ASK_VERB.exec(sentence);
  return ask !== null && !NOT_ASKED_FALSEHOOD.test(sentence) && !/\b(?:myths?|misconceptions?|false|falsely|wrongly|debunk\w*|belie(?:f|fs|ve|ves|ving))\b/.test(sentence);
}

/** A pose needs its writer to be what is asked for ("a thread posing as"); the other deceits say so themselves. */
function deceitAsked(match: string, before: string): boolean {
  return falsehoodAsked(before) && (!/^(?:posing|pretending|impersonating|claiming|disguised|masquerading)/.test(match) || DECEIT_SPEAKER.test(sentenceOf(before)));
}

assertSafePattern("harm-request", HARM_PATTERN, true);
const HARM = new RegExp(HARM_PATTERN, "g");

/**
 * Matches read before giving up: each costs a look at its sentence, and a text can be made of
 * nothing but near-misses ("make a bath bomb" a megabyte long took 74 ms/MB without this bound).
 */
const MAX_CANDIDATES = 256;
/** Characters read for the harms an asker names (below) at each end of a text. */
const SELF_LABELLED_SPAN = 16_384;

/**
 * Harmful requests in `text` (lowercase: the folded view, or a lowercased line), at most `max`, as
 * offsets into it.
 */
export function findHarmRequests(text: string, max = 1): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const subject = asciiView(text);
  HARM.lastIndex = 0;
  let m: RegExpExecArray | null;
  let tried = 0;
  while (out.length < max && tried++ < MAX_CANDIDATES && (m = HARM.exec(subject)) !== null) {
    if (harmContext(m[0], subject.slice(Math.max(0, m.index - LOOK_BEHIND), m.index))) out.push({ start: m.index, end: m.index + m[0].length });
  }
  HARM.lastIndex = 0;
  // The second pass reads each end of a long text only: a jailbreak's request sits in a prompt,
  // before or after whatever it wraps, and a pass over a whole megabyte that finds nothing is slow
  // when its patterns are compiled after the isolate has crossed V8's code line (docs/DETECTION.md,
  // pattern size): 180 ms/MB in the bench's speed phase.
  const tail = subject.length - SELF_LABELLED_SPAN;
  const windows: [number, string][] = subject.length <= 2 * SELF_LABELLED_SPAN ? [[0, subject]] : [[0, subject.slice(0, SELF_LABELLED_SPAN)], [tail, subject.slice(tail)]];
  for (const [re, asked] of SELF_LABELLED) {
    for (const [from, view] of windows) {
      re.lastIndex = 0;
      tried = 0;
      while (out.length < max && tried++ < MAX_CANDIDATES && (m = re.exec(view)) !== null) {
        const start = from + m.index;
        const end = start + m[0].length;
        // A name another reading already took ("racist speech") is one harm, not two.
        if (out.some((h) => h.start < end && start < h.end)) continue;
        if (asked(m, subject.slice(Math.max(0, start - LOOK_BEHIND), start), subject.slice(end, end + 48))) out.push({ start, end });
      }
      re.lastIndex = 0;
    }
  }
  // In text order, as a caller reading the first harms near a line's start expects.
  out.sort((a, b) => a.start - b.start);
  return out;
}
