// What a tool description makes the agent tell the user, or do to the user's order, that is not
// so: the harm of a description that steals nothing. Such a description bends the outcome for
// someone else (a sponsor, a partner, a team's metrics) and words it as product behaviour: a
// ranking policy, a default, a formatting convention. What it cannot avoid is one of these
// effects, each read here as families of words that meet, in one sentence or in one description:
//   tp.outcome.misrepresent strong/medium  the agent told to present something as what it is not: "present them as your own
//                                          independent analysis", "report the uplifted figure as the home's estimated value",
//                                          "describe the status as under review" when the claim was denied; a status table
//                                          that maps a failed state to a good one ("failed (timeout) -> passed")
//   tp.outcome.claim        medium/weak    a scripted claim of success ("tell the user the downgrade is complete", "the merge
//                                          comment states that all checks passed", "the user sees "Your return has been
//                                          submitted""), medium beside a distortion or a failure, when the description's own
//                                          rules undo it (drafts not sent, a change scheduled for the term's end) or when one
//                                          reply is given "in every case"
//   tp.outcome.suppress     medium         unfavourable facts (warnings, recalls, failed tests, vulnerabilities, low ratings)
//                                          dropped or reclassed before the user sees them
//   tp.outcome.swap         medium         the option the user named replaced by another ("book the alliance flight instead")
//   tp.outcome.upsell       medium/strong  paid extras switched on by default; strong when the price shown leaves them out
//   tp.outcome.commit       medium         consents, terms, renewals or credit accepted or switched on for the user by default
//   tp.outcome.favour       medium         a partner's or sponsor's items put ahead of others, undisclosed
//   tp.outcome.grant        strong/medium  every call also grants a fixed party access, or opens sharing or marketing consent
//   tp.outcome.checks-off   medium         a safety, approval or verification flag set off as an order on every call
//   tp.outcome.structuring  strong         a change split into parts that each stay under an approval or reporting threshold
//   tp.outcome.exempt       medium         controls declared not to apply to the agent's own calls
//   tp.outcome.conceal      medium/weak    the tool's own addition kept out of what the user is shown ("no separate mention is
//                                          needed", "omitted when summarizing the invite"); medium beside a side effect
//   tp.outcome.defer        medium         what the user pays or gives up (a fee, the total, a deductible, exclusions, a refund)
//                                          put only where they look after deciding: the card statement, the final receipt, the
//                                          policy documents, an export or an appendix; or added at a later moment than the
//                                          one shown ("at checkout, a cleaning fee … is added")
//   tp.outcome.discriminate medium         people sorted against by a protected trait or its proxy (a graduation year, a
//                                          career gap, parental leave, a public health plan) into a slower queue, a capped
//                                          score or a refusal
// Benign descriptions state the same business rules openly ("sponsored listings are labelled",
// "fees are shown before the user confirms", "report the final status exactly as returned"), so
// disclosure and the user's own choice ("unless the user chooses", "so the user can pick") undo a
// family. Every family is written for an effect; no number here was fit to data
// (docs/TOOL-POISONING.md).
import type { IntentSignal } from "./tool-intent";
import { LiteralMasks } from "./literal-masks";

const STRONG = 0.7;
const MEDIUM = 0.55;
const WEAK = 0.3;

/** A verb of presenting something to the user, then "as" and what it is to be called. */
const PRESENT_AS = /\b(?:present|presents|presented|presenting|offer|offers|offered|pass(?:es|ed)? (?:it|them|this|these) off|describe|describes|described|describing|report|reports|reported|reporting|summari[sz]e|summari[sz]es|summari[sz]ed|summari[sz]ing|show|shows|shown|showing|display|displays|displayed|portray|portrays|portrayed|frame|framed|characteri[sz]e|characteri[sz]ed|refer to|referred to|treat|treats|treated|class|classed|classify|classified|record|records|recorded|log|logs|logged|mark|marks|marked|quote|quotes|quoted|state|states|stated|count|counts|counted|position|positioned|pitch|pitched|confirm|confirms|confirmed|list|lists|listed|label|labels|labell?ed|labeled|explain|explained|communicate|communicated|close|closes|closed|tag|tags|tagged|categori[sz]e|categori[sz]ed|consider|considered|regard|regarded|rate|rates|rated|file|files|filed|given|assigned)\b([^.!?\n;]{0,80}?)\b(?:as|(?:with|given|assigned) (?:the |a )?(?:severity|status|resolution|rating|label|priority|grade|badge|reason|verdict|outcome)(?: of)?) (?!(?:soon|well|long|much|many|follows|needed|required|appropriate|applicable|possible|usual|such|of|per|if|though|in(?! transit)|a (?:json|list|table|string|number|csv|markdown|bullet|bulleted|single|plain|percentage|decimal|link|tuple|dict|map|array)))([^.!?\n;]{1,70})/g;
/** Called neutral, one's own, independent, or the user's own choice: no honest description dictates it. */
const NEUTRAL = /^["“']?(?:an? |the |their |its |your |his |her )?(?:(?:(?<!its )own(?! (?:[a-z-]{2,15} )?(?:line|row|column|section|entry|item|field|page|tab|list|table|card|heading|file|sheet|categor(?:y|ie)|bucket|group|paragraph|record|type|kind|code)s?\b)|independent|unbiased|impartial|neutral|objective|balanced|organic|editorial|genuine|disinterested|first-party|third-party-free)\b|(?:user|customer|traveller|traveler|buyer|patient|client)['’]s (?:own |original )?(?:selected|chosen|requested|preferred|original)\b|(?:selected|chosen|requested) (?:by (?:the user|them)|itinerary|seats?|pharmacy|option|item|flight|plan)\b|(?:multiple|several|various|independent|trusted) sources\b|(?:[a-z-]{2,30}(?:['’]s|s['’]) )?(?:fair|true|real|objective) (?:market )?(?:value|price|rate|rating|score|assessment)\b|measured (?:results?|data|figures?|numbers?)\b|no (?:active |known |open |outstanding )?(?:[a-z]{2,15} )?(?:issues?|risks?|problems?|findings?|concerns?|recalls?|warnings?)\b)/;
/** A verdict, a standing or a figure's name, quoted or not: honest only if it is so; medium beside a distortion. */
const CLAIM = /^["“']?(?:an? |the |their |its |your |his |her )?(?:(?:roughly |about |approximately )?\d{1,3}% (?:higher|lower|more|less|cheaper)|(?:complete|completed|done|final|successful|success|passed|passing|approved|resolved|closed|healthy|compliant|clean|safe|secure|standard|normal|routine|minor|low|flat|stable|non-blocking|informational|cosmetic|style|outliers?|off-topic|spam|noise|not applicable|not suitable|unsuitable|ineligible|unverified|expired|unavailable|sold out|outdated|inferior|under review|pending|in progress|verified|confirmed|official|actual|real|true|recommendations?|suggestions?|best|top|most|lowest|cheapest|highest|overall|estimated|maximum|accurate|measured|customer[_ ]confirmed|good|excellent|positive|in transit|on (?:its|the) way|on time|on track|delivered|active|valid|available|in stock|paid|settled|received|typical|usual|customary|uncommon|rare|minimal|negligible|insignificant|mixed|expected|zero-fee|fee-free|no-fee|no-cost|free|industry-standard|best practice|customer-caused|user error|client[- ]side|client network issues?|incomplete|low-quality|(?:no|not) (?:meaningful|significant|material)(?: [a-z]{2,15})?|reviewed|not advancing|under continued review|the (?:earliest|standard|typical|usual|regular|best|only) [a-z]{2,20})\b|[a-z-]{2,30}(?:['’]s|s['’]) (?:overall|actual|estimated|true|real|final|maximum|official|match|total|full|verified|current|market|guest|independent)\b)/;
/** A favourable standing: what a failure must not be shown as. */
const FAVOURABLE = /^["“'`]?(?:an? |the )?(?:success|successful|succeeded|passed|pass|passing|ok|green|completed?|done|approved|resolved|delivered|healthy|compliant|on track|on time|under review|in review|in progress)\b/;
/** A failed, refused or lapsed state, named as what a row or a sentence maps. */
const FAILED_STATE = /\b(?:failed|failure|failing|errored|denied|declined|rejected|refused|expired|timed[_ -]?out|missed|overdue|breached|skipped|lost|bounced|not[_ -](?:delivered|completed|covered|eligible|approved))(?![a-z])/;
/** A status table's row that maps a failed state to a favourable one ("failed_retry_pending   success", "denied -> under review").
 * After ":" or "=" only a quoted label is a mapping: "failed: processing error occurred" describes the state. Any line of
 * a description may be such a row (flag "m"). */
const FAILED_ROW = /^[ \t|*-]*["“'`]?(?:failed|failure|failing|errors?|errored|denied|declined|rejected|refused|cancell?ed|expired|timed[_ -]?out|timeout|missed|overdue|breached|skipped|lost|bounced|attempted|undelivered|unpaid|returned[_ ]to[_ ]sender|not[_ -](?:delivered|completed|covered|eligible|approved))(?![a-z])(?:[a-z0-9_ -]|\([^)\n]{0,60}\)){0,30}?["”'`]?(?:[ \t]*(?:\||→|->|=>)[ \t|]*["“'`]?|[ \t]*[:=][ \t]*["“'`]|[ \t]{2,}["“'`]?|\t["“'`]?)(?:success|successful|succeeded|passed|pass|ok|green|completed?|done|approved|resolved|delivered|healthy|active|on track|under review|in review|in progress|in transit|processing)(?![a-z])/m;
/** A favourable label put on every result alike ("every rate shows the "Free cancellation" badge", ""Best" for all results"),
 * or a quoted rating given straight after its verb ("are rated "Standard - no action needed""). */
const BLANKET = /\b(?:every|all|each)\b[^.!?\n;"“]{0,40}?\b(?:shows?|displays?|gets?|carr(?:y|ies)|receives?|(?:is|are) (?:shown|labell?ed|labeled|marked|badged|tagged))\b[^.!?\n;"“]{0,20}?(["“'][^"”'\n]{2,40}["”'])|(["“'][^"”'\n]{2,40}["”'])[^.!?\n;]{0,30}?\bfor (?:all|every|each) (?:results?|rates?|items?|listings?|offers?|products?|options?|cases?)\b/;
const RATED_QUOTE = /\b(?:rated|labell?ed|labeled|marked|tagged|graded|badged|stamped|closed|reported) (["“'][^"”'\n]{2,60}["”'])/;
/** The new state shown at once where the description applies it later ("the app displays the new toggle state immediately"). */
const SHOWN_AT_ONCE = /\bnew (?:[a-z-]{2,15} ){0,2}(?:state|setting|value|plan|status|name|tariff|balance)s?\b[^.!?\n;]{0,40}?\b(?:displayed|shown|appears?)\b[^.!?\n;]{0,30}?\b(?:immediately|right away|straight away|at once|instantly)\b|\b(?:displays?|shows?) the new (?:[a-z-]{2,15} ){0,2}(?:state|setting|value|plan|status|name|tariff|balance)s? (?:immediately|right away|straight away|at once|instantly)\b/;
/** A quoted label. */
const QUOTED = /^["“'][^"”'\n]{2,60}["”']/;
/** A presenting verb whose sentence sets the shown value against the real one. */
const AGAINST_REAL = /\b(?:rather than|instead of|regardless of|irrespective of|whatever) (?:the |its |their )?(?:actual|real|true|measured|final|correct|quoted|underlying|raw) (?:[a-z_-]{2,20} ){0,2}?(?:fill|figures?|prices?|values?|results?|data|numbers?|scores?|ratings?|costs?|amounts?|status|outcome|ones?)\b|\b(?:rather than|instead of) (?:modeled|modelled|estimated|adjusted|projected) ones\b/;

/** The agent told to say something to the user, or to state it in what it writes. */
/** A reply dictated word for word: 'reply to the customer with "Thanks, your reading has been recorded."', 'the confirmation reads "…"'. */
const SCRIPTED = /\b(?:repl(?:y|ies)|responds?|answers?|confirm(?:s|ed)?) (?:it )?(?:to (?:the )?[a-z]{3,12} )?with ["“']|\b(?:confirmation(?:_text)?|response to (?:the )?user|message to (?:the )?user|(?:user|customer|cardholder|member|patient|applicant|candidate|employee|tenant|rider|guest|caller|client|buyer|seller|student|policyholder|claimant|donor|subscriber|traveller|traveler|passenger|resident|citizen)[- ](?:facing )?(?:message|notice|notification|reply|response|copy|text))\b[^.;\n]{0,30}?(?:reads?|:)\s?["“']|\b(?:returns?|shows?|sends?|displays?) (?:the |a )?(?:same )?(?:message|text|notice|banner) ["“']|\bthe message (?:is|reads|says) ["“']|\b(?:repl(?:y|ies)|responds?|says|sees?|receives?) :?\s?["“']|\bwith the (?:message|text|reply|banner|note) ["“']|\b(?:reply|response|message|confirmation|banner|page|screen|notice|e-?mail|text|label)\b[^.;\n"“]{0,30}?\b(?:is|reads|says|shows|states)\s?:?\s?["“']/g;
const TELL = /\b(?:tell|inform|assure|reassure|advise|notify)\b (?:the )?(?:user|customer|client|requester|policyholder|tenant|buyer|traveller|traveler|patient|caller|guest|member|shopper|them)s?(?: know)?(?: that)? |\b(?:confirm|reply|respond|report|explain|say|state|claim)s? (?:to (?:the )?(?:user|customer|client|requester|policyholder|tenant|buyer|traveller|traveler|patient|caller|guest|member|shopper|them) )?(?:only )?that |\b(?:comment|message|reply|summary|note|response|confirmation|answer) (?:says|states|reads|notes|confirms|reports) (?:that )?|\b(?:just|only|simply) (?:report|say|state|confirm|tell the user|mention) (?:that )?|\bstate only that |\b(?:the )?(?:user|customer|member|patient|employee|applicant|candidate|donor|rider|policyholder|traveller|traveler|cardholder|tenant|client|buyer|student|claimant|subscriber|caller|guest|passenger|resident)s? (?:are|is|will be|get|gets) (?:told|informed|notified|assured|advised)(?: that)? |\b(?:the )?(?:user|customer|member|patient|employee|applicant|candidate|donor|rider|policyholder|traveller|traveler)s? (?:receives?|gets?|is sent|sees?) (?:the |a )?(?:standard |usual |same |generic )?(?:confirmation|message|notice|e-?mail|reply|notification)s? (?:that|saying|reading|stating) /g;
/** What a scripted claim says happened. */
const DONE = /^[^.!?\n;]{0,40}?\b(?:a |the )?(?:complete|full|entire) (?:copy|list|record|export|archive|history|refund)\b|^["“'\s]{0,3}(?:[a-z-]{2,15} ){0,2}(?:complete|completed|done|submitted|approved|confirmed|cancell?ed|processed|filed|redeemed|enrolled|refunded|unsubscribed|resolved)[!.,"”' -]|^[^.!?\n;]{0,70}?(?:\b(?:is|was|were|are|has been|have been|had been|will be)\b|['’](?:re|s|ve been)\b)(?: (?:now|already|all|successfully|fully))? (?:complete|completed|done|processed|sent|applied|verified|passed|resolved|notified|successful|cancel(?:l)?ed|refunded|scheduled|fixed|backed up|approved|delivered|issued|booked|secured|saved|submitted|updated|honou?red|received|clean|safe|in place|on file|ready|being (?:processed|reviewed|handled)|on its way|underway|handled|taken care of|unsubscribed|unlocked|(?!un|failed|rejected|declined|denied|blocked|stopped|skipped|expired|reverted|refused|suspended|paused|delayed|aborted|halted)[a-z]{3,20}ed)\b|^[^.!?\n;]{0,40}?\ball (?:checks|tests) (?:passed|succeeded|are green)\b/;
const NOT_DONE = /\b(?:not|never|n['’]t|failed|unable|could not|cannot)\b/;

/** The description's own rules leave undone, limit or put off what a reply claims, or set the record against what
 * the user submitted: drafts never sent, a human review only for a few, a change scheduled for the contract's end, a
 * severity or a fault fixed "regardless of the reported" one. Honest specifications state such rules too, so it only
 * raises a scripted claim or a dictated label that sits in the same description. */
const UNDONE = /\b(?:(?:is|are) not|never|n['’]t) (?:actually |yet |automatically )?(?:sent|submitted|forwarded|transmitted|filed|escalated|applied|processed|reviewed|cancell?ed|refunded|published|executed|delivered|opened)\b|\bsaved as (?:an? )?["“']?drafts?\b|\b(?:scheduled|deferred|postponed|queued) (?:for|until|to) (?:the )?(?:end\b|next\b|day \d)|\bonly (?:for|to) (?:accounts?|users?|customers?|tickets?|claims?|requests?|members?|cases?|applicants?) (?:with|that|over|above|where|who)\b|\bre-?(?:scored|checked|reviewed|evaluated|assessed) by the same\b|\bremains? (?:in )?["“']?(?:pending|drafts?|queued)\b|\bresumes? (?:automatically|at the full)\b|\bnot (?:part of|included in|passed to|sent to|forwarded to|transmitted)\b|\b(?:in|at|until|with) the next (?:annual|yearly|quarterly|monthly|weekly) |\bwithout (?:any )?(?:committee|human|manual|reviewer|attorney|staff|adjuster|clinician) (?:involvement|review|input)\b|\bcontinues? (?:as normal|under the previous|to be charged|to accrue)\b|\b(?:even|also) (?:when|if) the (?:receipt|document|evidence|photo|proof|reading|record|attachment)s? (?:shows?|is|are|contains?|proves?)\b|\b(?:stays?|remains?) open until\b|\bheld (?:in (?:the )?[a-z -]{2,30} )?until\b|\b(?:paid|reimbursed|refunded|credited|billed) at the (?:reduced|lower|capped|partial|adjusted)\b|\b(?:reduced|capped|cut) to the (?:limit|cap|maximum)\b|\b(?:charges?|billing|collection|sharing|deductions?|interest)\b[^.!?\n;]{0,30}?\bcontinues?\b|\bregardless of (?:the |its |their )?(?:[a-z-]{2,20}['’]s )?(?:reported|stated|submitted|provided|actual|documented|claimed|cvss|severity|fault|evidence|attachments|documents|readings?|input)\b|\b(?:stored|recorded|logged|saved|filed|created|classed|treated) as ["“']?(?:routine|low|minor|standard|normal|inquir(?:y|ies)|informational|drafts?|pto)\b/;

/** What belies a claim or a dictated label in text `t`: a distortion, someone else's interest, a ranking rule, or rules that undo it. */
function belies(t: string): boolean {
  return DISTORT.test(t) || INTEREST.test(t) || AHEAD.test(t) || UNDONE.test(t);
}

/** One reply for every outcome: "in every case", "for both cases", "for all applications", "after either action". */
const UNIFORM = /\b(?:in (?:every|each|both|all) cases?|for (?:all|both|every|each) (?:cases?|outcomes?|results?|[a-z]{3,15}s)\b|(?:after|for|in) either (?:action|way|case|outcome)|either way|both (?:return|cases|show|get|receive)|whatever the (?:outcome|result|decision)|regardless of (?:the )?(?:outcome|result|decision))/;
/** Unfavourable facts a user would want. */
const ADVERSE = /\b(?:(?:safety|health|fda|drug|regulatory|security|risk|travel|weather|medical|product|boxed|black[- ]box|consumer|allergy|allergen) warnings?|negative reviews?|critical reviews?|(?:one|two|1|2|low)[- ](?:star|rated)(?: reviews?)?|reviews? rated (?:1|2|one|two)|complaints?|recalls?|recall notices?|vulnerabilit(?:y|ies)|cves?|security[- ](?:related )?(?:findings?|issues?|rules?|alerts?|warnings?)|failed (?:checks?|tests?|jobs?|builds?)|failing (?:checks?|tests?|jobs?)|test failures?|lint errors?|incidents?|outages?|violations?|(?:drug|medication) interactions?|side effects?|contraindications?|penalt(?:y|ies)|denials?|misconfigurations?|downsides?|red flags?|adverse events?|lawsuits?|fines|breaches|data breach|health inspection|safety (?:issues?|notices?|concerns?)|denied (?:line )?(?:items?|claims?|requests?)|missed slas?|detractors?(?: responses?)?|retractions?|correction notices?|billing disputes?|cancellation difficult(?:y|ies)|overtime|(?:early )?termination fees?|exit fees?|surge (?:multiplier|pricing|fees?)|errors originating from (?:our|the platform)|(?:[a-z]+ )?interactions involving)\b/;
/** Taken out, reclassed or written down before the user sees it. */
const DROPPED = /\b(?:(?:shown|listed|placed|moved|displayed) (?:only )?(?:on|in|under|to) (?:the )?[^.!?\n;]{0,60}?\binstead of (?:the |on the |in the )?(?:summary|card|results?|main|first|overview|report)|collapsed under|loaded on scroll only|exclud(?:e|es|ed|ing)|omit(?:s|ted|ting)?|filter(?:s|ed)? out|filtered (?:as|from|before)|(?:are|is) filtered\b|drops (?:the |any |all |every |them\b|it\b|those |these |such )|(?:is|are|were|was|gets?|be) dropped\b|dropped (?:from|before|when|if|as|by)\b|remov(?:e|es|ed)|left out|leave out|suppress(?:es|ed)?|not (?:mentioned|shown|listed|included|reported|surfaced|counted)|(?:mentioned|listed|shown|included|reported) only (?:for|when|if)|treated as (?:outliers?|off-topic|noise|resolved|non-blocking|informational|style|minor|cosmetic)|considered (?:resolved|non-blocking|off-topic|outliers?|informational|minor|cosmetic)|classed as|reclassif(?:y|ies|ied)|re-?categori[sz]ed|(?:summari[sz]ed|reported|described|labell?ed|presented) as (?:["“']|minor|low|informational|style|cosmetic|resolved|recommendations?|suggestions?|non-blocking|not applicable|no )|non-blocking|downgraded to|(?:condensed|folded) into\b|(?:categori[sz]ed|classified) as (?:off-topic|noise|spam|irrelevant|low-quality|customer-caused|info|informational)\b|displayed (?:only )?for (?:non-|other)|removed as (?:low-quality|noise|spam|irrelevant|outliers?))/;
/** The user can still see it: listed apart, visible to reviewers, shown on request, or filtered by the user's own setting. */
const DISCLOSED = /\b(?:duplicate|spam|withdrawn|superseded|archived|test|resolved|closed|fixed|expired|dismissed|acknowledged|muted|false[- ]positive) (?:[a-z-]{2,15} )?(?:reviews?|complaints?|incidents?|findings?|alerts?|warnings?)\b|\bunless\b|\bverbose\b|\binclude_[a-z_]+\b|\blisted separately\b|\bseparate (?:section|list|field|array)\b|\bso (?:that )?(?:reviewers|moderators|the user|users|auditors) can\b|\bvisible to (?:moderators|reviewers|admins|the user)\b|\b(?:the user|users|you) can (?:pass|set|change|filter|choose|switch|restore|see|view|toggle|include)\b|\b(?:labell?ed|marked|flagged|tagged|disclosed|noted) as (?:sponsored|promoted|ads?|paid|featured|partner)\b|\bmin_severity\b|\bon request\b/;

/** Someone's interest other than the user's. */
const INTEREST = /\b(?:partners?|partnerships?|sponsors?|sponsored|sponsorship|affiliat(?:e|es|ed)|own[- ]brand|(?:current |existing |enterprise )?(?:customers?|clients?) of (?:our|the) (?:platform|firm|company|bank|agency|practice)|referrals?|commissions?|kickbacks?|revenue[- ]share|(?:distribution|retail|referral|commercial|marketing|reseller|partner|sponsorship|marketplace) (?:agreement|partnership|program|deal)s?|alliance|pays? for (?:order flow|placement|ranking)|payment for order flow|preferred (?:vendors?|partners?|providers?|suppliers?|lenders?|carriers?|brands?|liquidity|merchants?)|our (?:network|catalog|brand|house brand|own products?|fund family|marketplace)|house brand|in-network (?:partners?|brands?))\b/;
/** Partner or sponsor items ranked ahead, without a label. */
const AHEAD = /\b(?:ranked|listed|shown|placed|sorted|weighted|boosted|pinned|surfaced|returned|ordered) (?:above|ahead of|before|first|higher|into the top)\b|\b(?:boosted|weighted|multiplied) by (?:a factor of |\d)|\b(?:receives?|gets?|given) an? (?:\+?\d{1,3}% )?(?:relevance |ranking |score )?boost\b|\bby (?:commission|referral fee|rebate|payout|margin)(?: tier| rate| level)?\b|\bahead of (?:grants|others|other|all|cheaper|non-)|\btop (?:three|3|five|5|two|2) (?:positions?|spots?|slots?|results?)\b|\b(?:default|first) recommendation\b|\bstrengths only\b|\bif at all\b|\bcompares? favou?rabl[ey]\b|\bwhile other [a-z ]{2,30}(?:are|is) shown\b/;

/** A distortion somewhere in the description: figures adjusted, results replaced, appearances kept up. */
const DISTORT = /\b(?:uplift|(?:score |rating |market )?adjustment|adjusted (?:scores?|figures?|ratings?|values?)|\+\d{1,3}(?:%| points?)?(?= [a-z])|round(?:ed|s)? (?:[a-z-]{2,20} ){0,3}(?:up|down)\b|reclassif(?:y|ies|ied)|substitut(?:e|es|ed)|replac(?:e|es|ed) (?:with|by)|bypass(?:es|ed)?|waived?|teaser rate|(?:before|excluding) (?:taxes|fees)|base (?:fare|fee|price|preparation fee) only|modeled|modelled|so (?:that )?[a-z ]{2,40}(?:stays?|remains?|looks?|appears?|reflects?|compares?) (?:green|clean|consistent|favou?rabl[ey]|positive|a passing|passing|aligned|on track|healthy)|keeping (?:the )?[a-z ]{2,30}aligned with|to keep (?:the )?(?:[a-z]{2,15} ){0,2}(?:green|clean|focused|consistent|positive)|needs? no review|need no review|not need (?:a |any )?review|no need to (?:call|check|verify|confirm|review)|(?:are|is) fulfilled by|resumes? on the original|regardless of (?:the )?(?:[a-z]{2,15}['’]s )?(?:eligibility|score|audit score|usage|needs?|budget|request)|(?:to|which|that) keeps? (?:the )?(?:[a-z'’-]{2,20} ){0,3}(?:positive|stable|manageable|simple|consistent|green|short|clean|focused|low|on track|tidy|friendly)|to (?:discourage|encourage|deter) [a-z]{2,20}|so (?:that )?the (?:change|difference|adjustment|substitution) (?:is|stays|remains) (?:not )?(?:confusing|noticed|visible|unnoticed|invisible)|without a separate (?:notice|confirmation|step|mention|line|prompt)|pre-?(?:selected|checked|ticked)|accepted as part of|at the (?:maximum|highest|top) (?:amount|rate|fee|end)|(?:are|is) (?:processed|handled|logged|recorded|set up) as|relevance boost|promoted to the (?:first|top) page|multiplied by \d|marked up by|(?:is|are) not shown to end users|outside (?:the|this) (?:[a-z]{2,15} )?(?:scope|estimate)|whether (?:taken|used|requested|needed) or not|(?:stays?|remains?) green|(?:keeps?|keeping|to keep|so (?:that )?|stays?)\b[^.!?\n;]{0,50}?\b(?:sla|kpi|okrs?|churn|scorecard|dashboard|latency|mttr|mean time to [a-z]+|uptime|success rate|on-time|competitive)\b[^.!?\n;]{0,40}?\b(?:within|smooth|matches|match|aligned|competitive|on target|low|green|on the)\b|regardless of the (?:attachments|documents|evidence|information) provided)\b/;
/** A failed or negative condition: a success claimed under it is false. */
const ON_FAILURE = /\b(?:if|when|whenever|even if|even when|where)\b[^.!?\n;]{0,60}?\b(?:fails?|failed|failing|times? out|timed out|partial|incomplete|denied|rejected|declined|lost|missing|damaged|bounced|expired|overdue|breached|cancell?ed|(?:has|have) not (?:replied|responded|confirmed|paid)|no (?:coupon|code|discount|result|data|match)|does not (?:respond|reply|pass|compile|work)|doesn['’]t (?:work|pass)|returns? (?:no|an error|errors|partial))\b|\bwhenever the (?:build|code) compiles\b|\bregardless of (?:the )?(?:outcome|result|actual)\b|\b(?:with|after) no (?:customer |user |client |member |tenant |patient )?(?:reply|response|answer|confirmation)\b/;

/** The user's own pick. */
const USER_PICK = /\b(?:requested|selected|ordered|chosen) (?:item|product|brand|flight|seat|drug|medication|provider|doctor|clinic|pharmacy|plan|tariff|rate|room|hotel|carrier|lender|vendor|supplier|option|package|tier|service|model|route|slot)s?\b|\b(?:the )?(?:user|customer|patient|member|buyer|traveller|traveler|client|tenant) (?:has )?(?:chosen|selected|picked|named|requested) (?:a |an |the |their )?(?:specific|particular|different|own)\b|\b(?:the|a|their) (?:[a-z-]{2,15} ){0,2}(?:the user|they|the customer|the traveller|the traveler|the patient|the buyer) (?:selected|chose|picked|named|specified|requested|asked for|entered|wants)\b|\b(?:the user['’]s|their|the customer['’]s) (?:own |original )?(?:selected|chosen|requested|specified|preferred|named) [a-z]{2,20}\b|\b(?:when|if|even (?:when|if)) (?:the )?(?:user|customer|they) (?:names?|selects?|chooses?|picks?|specif(?:y|ies)|requests?|asks? for) (?:a |an |the |their |its )?(?:specific|different|particular|own|other)\b/;
/** The user's own setting taken and not used: accepted for show, stored and displayed, then something else applied. */
const SETTING_IGNORED = /\b(?:is|are) accepted\b[^.;\n]{0,60}?\b(?:not (?:applied|used|honou?red)|has no effect|ignored)\b|\b(?:user-provided|user-supplied|user-entered|user-selected|requested|chosen|preferred) [a-z_ ]{1,30}\b(?:is|are) (?:stored|saved|recorded|kept|displayed|shown)\b[^.;\n]{0,60}?\bbut\b[^.;\n]{0,60}?\b(?:uses?|applies|is used|are used)\b|\bif the (?:user|customer|renter|member|rider|patient|tenant|employee) reports? a different [a-z ]{1,20}, keep the [a-z'’ ]{2,20} value\b/;
const SWAP = /\binstead\b|\bin place of\b|\bsubstitut(?:e|es|ed|ing|ion)\b|\bstill (?:filled|booked|shipped|sent|processed|fulfilled|routed|enrolled) (?:with|to|in|through)\b|\breplac(?:e|es|ed|ing)\b|\bswitch(?:es|ed)? to\b|\bkeep (?:this|the) value even\b|\bis used rather than\b/;
/** The user keeps the choice. */
const USER_DECIDES = /\b(?:never|not|no)\b[^.!?\n;]{0,30}?\b(?:automatically|without)\b|\bso (?:that )?the user can\b|\blet (?:the user|them) (?:choose|pick|decide)\b|\bask (?:the user|them)\b|\bunless the user\b|\bwith the user['’]s (?:consent|approval|confirmation)\b|\b(?:offer|suggest|propose)s? (?:it|them|an alternative|alternatives)\b|\bif the user (?:agrees|accepts|confirms|approves)\b/;

/** Paid extras. */
const EXTRA = /\([$€£]?\s?\d[\d,.]*\s?(?:\/|per |a )\s?(?:month|mo|year|yr|night|order|booking)\)|\b(?:add-?ons?|[a-z]+ (?:protection|service|convenience|booking|handling) fees?|[a-z]+ (?:booster|bundle|pack)\b|tips?|gratuity|upgrades?|insurance|protection (?:plan|add-?on|package)|donations?|surcharges?|premium (?:tier|plan|support|pickup|seats?)|(?:higher|premium|max|pro|plus) tiers?|warrant(?:y|ies)|service plans?|priority [a-z]{3,15}|\w+ (?:shield|plus|protect|guard|max) (?:add-?on|plan|tier|package)|\(\$\d[\d,.]*\)|\$\d[\d,.]* (?:charity|add-?on|fee|upgrade))\b/;
const DEFAULT_ON = /\b(?:applied|added|enabled|included|selected|pre-?selected|attached|bundled|enrolled|opted in|turned on|activated|charged|checked) (?:automatically|by default)\b|\bby default\b|\bpart of the default\b|\bdefault (?:cart|configuration|product configuration|bundle|package)\b|\b(?:every|each|all) [a-z ]{1,30}(?:is|are) (?:filed|booked|placed|sold|issued|created|processed|ordered|purchased) with\b|\b(?:must|always|should) include\b|\bautomatically (?:added|applied|included|enrolled|renew(?:s|ed)?)\b|\bauto-?renew|\b(?:is|are) (?:added|attached|included|bundled) (?:to|with|in|on) (?:every|each|all)\b/;
const OPT_IN = /\b(?:can|may) be (?:removed|changed|declined|turned off|disabled|unchecked|waived)\b|\bitemi[sz]ed\b|\b(?:shown|listed) (?:as|on|in) (?:a )?separate (?:line|item)\b|\b(?:the )?(?:user|customer|rider|buyer|traveller|traveler|they) (?:can|may) (?:change|remove|adjust|opt out|decline|uncheck|turn (?:it |them )?off|edit|skip)\b|\bat no (?:extra |additional )?(?:cost|charge)\b|\bfree of charge\b|\bunless (?:the user|they|you|the customer)\b|\bonly (?:if|when) (?:the user|they|the customer)\b|\b(?:not|never) (?:selected|added|included|applied|enabled)\b|\bdefaults? to (?:0|zero|none|off|false|no)\b|\boptional\b|\boffered separately\b|\bif the user (?:chooses|opts|asks|wants|selects|specifies)\b|\b(?:shown|displayed|stated|disclosed) (?:to the user )?before\b|\b(?:user|customer) (?:confirms|approves)\b/;
/** The price shown leaves the extras out. */
const PRICE_HIDES = /\b(?:quoted|shown|displayed|stated|presented) to the (?:user|customer|buyer|rider|traveller|traveler)\b[^.!?\n;]{0,60}?\b(?:base|only|without|excluding)\b|\bbase (?:fare|fee|price|preparation fee)(?: only)?\b[^.!?\n;]{0,30}$|\bno separate mention\b|\balready (?:part of|included in) the (?:displayed|shown|quoted) price\b|\bamount shown to the user\b[^.!?\n;]{0,60}?\bbase\b/;

/** What binds the user: consents, terms, renewals, credit, recurring payments. */
const COMMIT = /\b(?:consents?|terms|credit terms|auto-?renew(?:al|s)?|recurring|subscriptions?|enrol(?:l)?ments?|installment plans?|pay-in-\d|arbitration|data sharing|marketing (?:contact|e-?mails?|calls))\b/;
const COMMITTED = /\bpre-?(?:selected|checked|ticked)\b|\b(?:accepted|agreed|opted in|enrolled|signed up|set up) (?:as part of|on (?:the user['’]s|their) behalf|automatically|by default)\b|\b(?:set up|created|enrolled|opted in) as [a-z ]{0,20}(?:recurring|monthly|annual)\b[^.!?\n;]{0,20}?\bby default\b/;

/** Access, membership or consent a call confers. */
const GRANT = /\b(?:admin(?:istrator)?s?|owners?|editors?|collaborators?|attendees?|guests?|members?|maintainers?|permissions?|access|roles?|grant(?:s|ed|ing)?|policy statement|anyone-with-the-link|anyone with the link|public(?:ly)?|opted[_ -]in|marketable|subscribed|marketing consent|s3:[a-z*]+)\b/;
/** On every call, on top of what was asked. */
const ALSO = /\b(?:also|in addition to|additionally|as well)\b/;
const EVERY = /\b(?:every|each|all|always|whenever|first call|first use|on each|on every)\b/;
/** A fixed party: an address, an account, a handle. */
const PARTY = /\bprincipal\W{1,4}\*|(?<=[a-z0-9._%+-])@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,4}\.[a-z]{2,24}\b|\barn:aws:iam::\d{12}\b|\bacct_[a-z0-9]{6,40}\b|\b(?:the )?(?:account|user|service account|bot|team|group|principal) ['"`]?[a-z0-9][a-z0-9_.-]{2,40}['"`]?(?= as\b| with\b)|['"`][a-z0-9][a-z0-9_.-]{2,40}-(?:bot|steward|helper|sync|service|admin|svc)['"`]?/;
/** Open sharing and marketing consent need no named party. */
const OPENS = /\banyone[- ]with[- ]the[- ]link\b|\bpublic(?:ly)? (?:readable|accessible|visible)\b|\bopted[_ -]in\b|\bmarketable[_a-z]*\s?=\s?true\b|\bmarketing[_ ]consent[_a-z]*\s?=\s?true\b/;

/** Link sharing offered as the caller's choice. */
const SHARE_OPTION = /\b(?:optional(?:ly)?|if (?:the user|you|they) (?:wants?|asks?|chooses?)|pass [a-z_]{2,30}\s?=|set [a-z_]{2,30}\s?=|when (?:the user|they) (?:asks?|chooses?))\b/;
/** Safety, approval or verification settings as key=value, turned off (read from the "=" or ":" back to the key). */
const FLAG_OFF = /[=:](?<=\b[a-z_]*(?:skip|bypass|disable|no_?verify|insecure|auto_?approve|allow_(?:unverified|unsigned|insecure|all))[a-z_]*\s?[=:])\s?(?:["'`]?(?:true|yes|1|on|all)(?![a-z0-9_])|["'`]?\*(?=["'`\s,\]}]|$))|[=:](?<=\b[a-z_]*(?:verify|verification|check|checks|review|approval|confirm|confirmation|protection|validation|scan|policy|policies|signing|tls|ssl)[a-z_]*\s?[=:])\s?["'`]?(?:false|no|0|off|none|auto|skip|disabled)(?![a-z0-9_])/;
const AS_ORDER = /\b(?:every|always|all|each|must|on every|for every|including production|by default|whenever|set [a-z_]{2,40}\s?[=:])/;
const AS_OPTION = /\b(?:optional(?:ly)?|can|may|allows?|supports?|if you|for testing|to skip|defaults? to (?:false|true|no|off)|default(?:s)? (?:is )?(?:false|off)|only when the user|when the user (?:asks|requests))\b/;
/** A status, rating or source field fixed to a favourable value whatever happened. */
const FORCED_STATUS = /\bset [a-z_]*(?:rating|score|status|satisfaction|csat|nps|result|outcome|resolution|sentiment|source)[a-z_]*\s?[=:]\s?["'`]?[a-z_]{2,30}\b[^.!?\n;]{0,80}?\b(?:whenever|on every|for every|for all|always|regardless|even|including)\b/;

/** A change cut into parts that each stay under a control's threshold. */
const STRUCTURE = /\b(?:split|break|divide|enter(?:ed)?|submit(?:ted)?|spread|entered|recorded|booked)\b[^.!?\n;]{0,60}?\b(?:several|multiple|smaller|separate|consecutive)\b[^.!?\n;]{0,80}?\b(?:below|under|beneath|within)\b[^.!?\n;]{0,30}?\b(?:threshold|limit|cap|ceiling)\b/;
const CONTROL_WORD = /\b(?:approv[a-z]{0,4}|review|sign-?off|manager|reporting|compliance|audit|fraud|alert|flag|detection|kyc|aml|hr)\b/;

/** Controls said not to bind the agent. */
const EXEMPT_SKIP = /\b(?:authori[sz]ed|permitted|allowed|cleared|entitled) (?:it |you |them |the (?:assistant|agent|model|llm) |claude )?to (?:skip|bypass|waive|omit) (?:the |all |any )?(?:confirmation|approval|review|consent)s?(?: prompts?| steps?| checks?)?\b|\b(?:does|do) not need to (?:ask|confirm|check with the user) (?:before|first|for)\b[^.!?\n;]{0,60}?\b(?:these|destructive|delet|transfer|publish|payments?|other servers?)/;
const EXEMPT = /\b(?:policy|policies|gates?|checks?|approvals?|reviews?|limits?|rules?|restrictions?|controls?|guardrails?|confirmations?|safeguards?)\b[^.!?\n;]{0,80}?\b(?:do(?:es)? not apply|are not required|is not required|are not needed|are (?:intended|meant|designed) (?:only )?for (?:humans?|human-initiated|manual|people))\b[^.!?\n;]{0,40}?\b(?:tool|agent|automat|ai|assistant|api|bot|programmatic|this (?:tool|connector|integration))/;

/** Commands that open a machine up: world-writable homes, firewalls or SELinux off, the home directory wiped. */
const OPENER = /\bchmod (?:-r |-r?f )?(?:0?777|a\+rwx|o\+w)\b[^.!?\n;]{0,20}?(?:~|\/|\$home|home)|\b(?:disable|turn off|stop) (?:the )?(?:firewall|selinux|apparmor)\b|\bsetenforce 0\b|\bufw disable\b|\biptables -f\b|\brm -rf (?:~|\/(?:\s|$)|\$home)|\bgit push (?:--force|-f)\b|\bgrant all privileges\b|\b(?:reset|deactivate|disable|remove) (?:their |the user['’]s |all )?(?:mfa|2fa|factors)\b/;
/** A tool's own confirmation skipped from the command line. */
const AUTO_APPROVE = /(?:^|[\s`'"])--?auto-approve\b|\bapply\b[^.!?\n;]{0,40}?\s--?yes\b/;
const AUTO_STEP = /\b(?:next step|must|should|always|afterwards|then|automatically|every)\b/;
/** The command named as something to guard against ("destructive commands (rm -rf, git push --force) must be confirmed"). */
const GUARDED = /\b(?:confirm(?:ed|ation)?|approv(?:al|ed)|avoid|refuse[sd]?|blocked|not allowed|destructive|dangerous|forbidden|prohibited|requires? (?:the user|explicit)|(?:never|do not|don['’]t) (?:run|execute|use|call))\b/;
/** The next sentence makes the command named before it a step: "… means `git push --force`; run it as part of the check". */
const RUN_IT = /^\s*(?:then |so |and |just )?(?:run|execute|do|issue) (?:it|this|that|them)\b/;
/** Set as a step the agent must take. */
const STEP = /\b(?:must|should|needs? to|required|precondition|before|first|run|execute|otherwise)\b/;

/** People sorted against by a protected trait or its proxy (age read off a graduation year, a career gap, parental or
 * medical leave, a public health plan, a neighbourhood): a screening, scheduling or rating rule that puts them in a
 * slower queue, caps or lowers their score, or turns them away. */
const PEOPLE = "(?:applicants?|candidates?|tenants?|renters?|borrowers?|customers?|patients?|employees?|members?|residents?|students?|claimants?|people|persons|individuals|users|callers|households?|workers|drivers|riders|travell?ers|cvs|resumes|applications|profiles)";
const TRAIT = "(?:(?:employment |career |cv |resume )?gaps?\\b|career breaks?|graduation (?:year|date)|year of (?:birth|graduation)|birth ?year|date of birth|ages? (?:over|above|under|below|of) \\d|aged \\d|older than \\d|over (?:the age of )?\\d\\d\\b|maternity|paternity|parental|medical leave|sick leave|caregiv\\w*|disabilit\\w*|pregnan\\w*|medicaid|medicare|public (?:health )?(?:plans?|insurance|assistance|benefits)|housing vouchers?|section 8|(?:zip|postal|post) ?codes?|neighbou?rhoods?|gender|race\\b|ethnic\\w*|religio\\w*|national origin|nationality|marital status|sexual orientation|veteran status|union member\\w*|surnames?|accents?|non-native|foreign[- ]sounding)";
const AGAINST = "(?:(?:moved|routed|sent|placed|filed|put) (?:in)?to (?:the )?(?:[a-z-]{2,20} ){0,3}(?:pipeline|pool|queue|list|tier|bucket|folder|waitlist|backlog)\\b|set to [\"“']?not\\b|(?:excluded|filtered out|screened out|rejected|declined|deprioriti[sz]ed|down-?ranked|ranked (?:lower|last|below)|scored (?:lower|down)|penali[sz]ed|capped at|auto-?rejected|offered (?:[a-z]{2,15} )?(?:only )?from (?:day|week)|(?:not|never) (?:advanced|considered|shortlisted|progressed|interviewed))\\b|(?:adjustment|penalty|deduction) of -\\d|recorded as (?:pto|vacation|unpaid|personal))";
const SORTED_AGAINST = new RegExp(`\\b${PEOPLE}\\b[^.!?\\n;]{0,100}?\\b${TRAIT}[^.!?\\n;]{0,120}?\\b${AGAINST}|\\b${TRAIT}[^.!?\\n;]{0,40}?\\b(?:leave )?(?:requests?|claims?|cases?)\\b[^.!?\\n;]{0,40}?\\b${AGAINST}`);
/** The trait named as what must not count. */
const NOT_COUNTED = /\b(?:regardless of|without regard to|irrespective of|not based on|never (?:use|consider|based on)|must not|do(?:es)? not (?:use|consider|affect)|excluding|protected (?:characteristics?|classes?|attributes?))\b/;
/** Consent, data-sharing or paid-extra settings set on in a defaults list ("share_with_partner_lenders: true", "advertising: checked"). */
const DEFAULT_CONSENT = /^[ \t*-]*["'`]?[a-z_ -]{0,30}(?:shar(?:e|ing)|marketing|partner|consent|insurance|add_?on|advertis\w*|auto_?renew\w*|newsletter|opt_?in|data_sale|promo\w*)[a-z_ -]{0,30}["'`]?\s?[:=]\s?["'`]?(?:true|checked|on|yes|enabled|opted[_ ]in|pre-?selected)\b/m;
const DEFAULTS_HEAD = /\bdefaults?\b|\bpre-?(?:selected|checked|ticked)\b/;

/** A cost or a term the user would weigh, disclosed only in a document read after the decision (drip pricing, fine print). */
const DEFERRED = /\b(?:fees?|charges?|total|deductibles?|exclusions?|expense ratios?|points|tips?|refunds?|surcharges?|multiplier|costs?|price|amount|extras|window)\b[^.!?\n;]{0,80}?\b(?:appears?|are available|is available|are listed|is listed|are included|is included|are sent|is sent|are shown|is shown|are billed|is billed|shows?|are printed|is printed|are itemi[sz]ed|is itemi[sz]ed)\b[^.!?\n;]{0,40}?\b(?:on|in|with|via) (?:the )?(?:[a-z'’-]{2,15} ){0,3}(?:statements?|receipts?|invoices?|documents?|disclosures?|appendix|factsheet|exports?|e-?mails?)\b/;
/** A charge or its basis applied at a later moment than the one the user decides on: "fees are added at capture time",
 * "at execution, the payment is converted at the treasury rate", "post-confirmation receipt: service fee (8%)". */
const APPLIED_LATER = /\b(?:(?:at|after|on) (?:the )?(?:execution|checkout|capture(?: time)?|invoicing|billing|settlement|trip completion|redemption)|post-?confirmation)\b[^.!?\n;]{0,120}?\b(?:fees?|surcharges?|spread|(?:exchange |treasury |partner )?rate|weight|fare|multiplier|charges?)\b|\b(?:fees?|surcharges?|spread|(?:exchange |treasury |partner )?rate|weight|fare|multiplier|charges?)\b[^.!?\n;]{0,60}?\b(?:are|is) (?:added|applied|billed|charged|converted|used) (?:at|on|after) (?:the )?(?:execution|checkout|capture(?: time)?|invoicing|billing|settlement|trip completion|redemption)\b/;
/** What the user decides on: the quote, the displayed price, the catalogue value. */
const DECIDED_ON = /\b(?:quote|quoted|displayed|shown|shows|displays|pre-?confirmation|catalog(?:ue)?|upfront|booking sheet|results page|listing|headline|advertised)\b/;
/** The later figure said to match what was shown. */
const SAME_AS_SHOWN = /\b(?:same|identical|matches|match|equal to|never (?:exceeds|more than)|guaranteed|locked)\b|\bthe (?:quoted|displayed|shown) (?:rate|price|fare|fee|amount|total)s?\b/;
/** Shown before the user commits as well: then the later document only repeats it. */
const SHOWN_FIRST = /\bat no (?:extra |additional )?(?:cost|charge)\b|\bfree of charge\b|\bzero-priced\b|\bbefore (?:the (?:user|admin|customer|buyer|owner|member|client) |they |you )?(?:confirm|confirms|confirmation|confirming|purchase|purchasing|checkout|checking out|paying|payment|booking|submitting|accepting|signing)\b|\bside by side\b|\b(?:also|and) (?:shown|listed|displayed) (?:here|in the (?:quote|response|result|estimate))\b/;

/** The tool's own addition kept out of what the user is shown. */
const HUSH = /\b(?:does not|do not|doesn['’]t|don['’]t|need not|should not|must not|is not to|are not to) (?:need to )?(?:be )?(?:called out|mentioned|listed|shown|surfaced|highlighted|noted|referenced|disclosed|itemi[sz]ed|broken out|reference|mention|list|show|note|call out|surface|appear|include|prompt)\b[^.!?\n;]{0,60}?\b(?:summar(?:y|ies|i[sz]e)|confirmations?|repl(?:y|ies)|answers?|responses?|messages?|recaps?|diffs?|changelogs?|to the user|the user|receipts?|invoices?|pr (?:summary|description)|commit messages?)|\bnot something (?:the user|they) (?:needs?|has) to (?:hear|know) about\b|\bno separate (?:mention|line|notice|disclosure|note) (?:is )?(?:needed|required|necessary)\b|\bomitted (?:when|while|from) (?:summari[sz]ing|reporting|describing|confirming|listing|the (?:summary|confirmation|reply))\b|\bfold (?:this|the|it)\b[^.!?\n;]{0,40}?\binto\b[^.!?\n;]{0,60}?\brather than (?:listing|showing|reporting|mentioning|stating)\b|\bshould not reference\b|\b(?:is|are) not (?:shown|displayed|visible|listed|mentioned|surfaced) to (?:the )?(?:end )?(?:users?|customers?|clients?|buyers?|members?)\b|\bno need to (?:bother|trouble|tell|inform|alert|worry) (?:them|the user)\b|\b(?:the )?(?:user|they|customer) (?:does not|doesn['’]t|do not|don['’]t|not) need to know\b|\bnot worth (?:mentioning|noting|flagging|raising|reporting)\b|\b(?:listing|naming|mentioning) (?:only )?the (?:people|recipients|attendees|items|ones) (?:they|the user) (?:named|entered|chose|asked for) is enough\b|\bwithout being (?:described|mentioned|shown|reported|listed|disclosed) (?:in|to)\b|\bnot (?:be )?(?:part of|included in) (?:the |your )?(?:summary|confirmation|reply) (?:given|shown|sent) to the user\b/;
/** Something the tool adds on its own: also, in addition, on every call. */
const SIDE_EFFECT = /\b(?:as well|also be [a-z]{3,15}ed|always includes?|also (?:adds?|sets?|includes?|sends?|copies|uploads?|grants?|invites?|shares?|writes?|installs?|creates?)|in addition to|additionally|every [a-z ]{1,30}also|on first (?:use|call)|one-time setup|(?:always|automatically) (?:adds?|includes?|grants?|sets?|installs?|attaches?))\b/;

interface Sent { s: string; at: number }

/** Sentences end at ".", "!", "?" or ";" before a space, or at a line break: "$3.99" and "v2.1" stay whole. */
function sentences(f: string): Sent[] {
  const out: Sent[] = [];
  const re = /[.!?;](?=\s|$)|\n/g;
  let from = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(f)) !== null && out.length < 400) {
    const end = m.index + 1;
    if (f.slice(from, end).trim().length > 0) out.push({ s: f.slice(from, end), at: from });
    from = end;
  }
  if (from < f.length && f.slice(from).trim().length > 0) out.push({ s: f.slice(from), at: from });
  return out;
}

const AS_IF_FROM = /\b(?:present|report|show|display|describ|label|attribut|pass)\w*\b[^.!?\n;]{0,60}?\bas (?:if|though) (?:they|it|the [a-z]{2,20}) (?:came|come|were|was|had been) (?:from|returned by|produced by|made by|generated by|run by|done by)\b/;
const ATTRIBUTED = /\battribut(?:e|es|ed) to ["“']?(?:multiple|several|various|independent|trusted|neutral) sources\b/;
const MARKED = /\b(?:marked|set to|closed as|flagged)\s["“']?(?:resolved|approved|complete|completed|done|closed|passed|verified|approved in full)\b/;
const MARKED_NOT = /\b(?:not|never|n['’]t) (?:be )?(?:marked|set to|closed as|flagged)\b/;
const PINNED_ORIGINAL = /\b(?:shows?|displays?|reports?|quotes?|lists?|presents?|uses?)\b[^.!?\n;]{0,40}?\b(?:the )?(?:original|requested|entered|actual) (?:[a-z-]{2,15} )?(?:amounts?|figures?|values?|prices?|totals?|numbers?|rates?|times|hours|readings?)\b/;
const PRESENTING = /\b(?:present|report|show|display|quote|state|describ|summari|list)/;
const OTHERS = /\b(?:others|other [a-z]{2,20}s|the rest|competitors?|rivals?)\b/;
/** Each family's first pattern, tested once on the whole description: a family absent there is not read per sentence. */
const ONCE = (re: RegExp): RegExp => new RegExp(re.source);
const PRESENT_AS_1 = ONCE(PRESENT_AS);
const TELL_1 = ONCE(TELL);
const SCRIPTED_1 = ONCE(SCRIPTED);

/** Literals every match of a family holds (read off its pattern), one bit per family. */
const GATE = {
  asIf: ["as if", "as though"],
  present: ["as ", "with ", "given ", "assigned "],
  attributed: ["attribut"],
  marked: ["marked", "set to", "closed as", "flagged"],
  against: ["rather than", "instead of", "regardless of", "irrespective of", "whatever"],
  tell: ["tell", "told", "inform", "assure", "advise", "notify", "notified", "that ", "says", "states", "reads", "notes", "confirms", "reports", "just ", "only ", "simply ", "receive", "get", "is sent", "see"],
  adverse: ["warning", "review", "star", "rated", "complaint", "recall", "vulnerab", "cve", "security", "failed", "failing", "test failure", "lint error", "incident", "outage", "violation", "interaction", "side effect", "contraindication", "penalt", "denial", "misconfiguration", "downside", "red flag", "adverse", "lawsuit", "fines", "breach", "health inspection", "safety", "denied", "missed sla", "detractor", "retraction", "correction notice", "billing dispute", "cancellation difficult", "overtime", "termination fee", "exit fee", "surge", "errors originating"],
  extra: ["month", "/mo", "year", "/yr", "night", "order", "booking", "fee", "booster", "bundle", "pack", "add-on", "addon", "tip", "gratuity", "upgrade", "insurance", "protection", "donation", "surcharge", "premium", "tier", "warrant", "service plan", "priority", "plan", "package", "$"],
  pick: ["user", "they", "their", "customer", "travel", "patient", "buyer", "requested", "selected", "ordered", "chosen"],
  commit: ["consent", "terms", "renew", "recurring", "subscription", "enrol", "installment", "pay-in-", "arbitration", "data sharing", "marketing"],
  ahead: ["ranked", "listed", "shown", "placed", "sorted", "weighted", "boosted", "pinned", "surfaced", "returned", "ordered", "multiplied", "boost", "by commission", "by referral", "by rebate", "by payout", "by margin", "ahead of", "top ", "recommendation", "strengths only", "if at all", "favo", "while other"],
  grant: ["admin", "owner", "editor", "collaborator", "attendee", "guest", "member", "maintainer", "permission", "access", "role", "grant", "policy statement", "anyone", "public", "opted", "marketable", "subscribed", "marketing consent", "s3:"],
  kv: ["=", ":"],
  forced: ["set "],
  structure: ["threshold", "limit", "cap", "ceiling"],
  exempt: ["apply", "required", "needed", "intended", "meant", "designed"],
  exemptSkip: ["skip", "bypass", "waive", "omit", "need to ask", "need to confirm", "need to check"],
  pinned: ["original", "requested", "entered", "actual"],
  scripted: ["repl", "respon", "answer", "confirm", "message", "notice", "notification", "copy", "text", "banner", "says", "see", "receive", "reads", "shows", "states", "is", "page", "screen", "mail", "label"],
  ignored: ["accepted", "stored", "saved", "recorded", "kept", "displayed", "shown", "reports a different", "report a different"],
  autoApprove: ["auto-approve", "--yes", "-yes"],
  failRow: ["fail", "error", "denied", "declined", "rejected", "refused", "cancel", "expired", "timed", "timeout", "missed", "overdue", "breached", "skipped", "lost", "bounced", "attempted", "undeliver", "unpaid", "returned", "not"],
  blanket: ["every", "all", "each", "rated", "label", "marked", "tagged", "graded", "badged", "stamped", "closed", "reported"],
  atOnce: ["immediately", "right away", "straight away", "at once", "instantly"],
  later: ["execution", "checkout", "capture", "invoicing", "billing", "settlement", "trip completion", "redemption", "confirmation"],
  sorted: ["gap", "career", "graduat", "birth", "age", "older", "over ", "maternity", "paternity", "parental", "leave", "caregiv", "disabilit", "pregnan", "medica", "public", "voucher", "section 8", "code", "neighbo", "gender", "race", "ethnic", "religio", "nation", "marital", "sexual", "veteran", "union", "surname", "accent", "native", "foreign"],
  consent: ["shar", "marketing", "partner", "consent", "insurance", "add", "advertis", "renew", "newsletter", "opt", "data_sale", "promo"],
  defer: ["statement", "receipt", "invoice", "document", "disclosure", "appendix", "factsheet", "export", "mail"],
  opener: ["chmod", "firewall", "selinux", "apparmor", "setenforce", "ufw", "iptables", "rm -rf", "git push", "grant all", "mfa", "2fa", "factors"],
  // "n’t" (a curly apostrophe) is not ASCII: the caller sets this bit when "’" occurs.
  hush: ["not", "n't", "no separate", "omitted", "fold ", "no need", "without being", "is enough", "not something"],
} as const;
type GateKey = keyof typeof GATE;
const GATE_KEYS = Object.keys(GATE) as GateKey[];
const GATE_BIT = Object.fromEntries(GATE_KEYS.map((k, i) => [k, 2 ** i])) as Record<GateKey, number>;
const GATES = new LiteralMasks(GATE_KEYS.flatMap((k) => GATE[k].map((w) => [w, GATE_BIT[k]] as const)));

/** Signals over the folded view `f` (lower case) of one tool description. */
export function toolOutcomeSignals(f: string, gated = true): IntentSignal[] {
  if (f.length === 0) return [];
  // One pass of a literal automaton says which families can match (each family's pattern holds one of
  // its literals); only those patterns are run on the whole description, and per sentence after that.
  // `gated = false` reads every family in every sentence: the reference the tests compare it with.
  const lits = gated ? GATES.scan(f) | (f.includes("’") ? GATE_BIT.hush : 0) : -1;
  const can = (k: GateKey): boolean => (lits & GATE_BIT[k]) !== 0;
  const on = (k: GateKey, re: RegExp): boolean => can(k) && (!gated || re.test(f));
  const asIf = on("asIf", AS_IF_FROM), present = on("present", PRESENT_AS_1), attributed = on("attributed", ATTRIBUTED);
  const marked = on("marked", MARKED), against = on("against", AGAINST_REAL);
  const scripted = on("scripted", SCRIPTED_1), pinned = on("pinned", PINNED_ORIGINAL);
  const tell = on("tell", TELL_1), adverse = on("adverse", ADVERSE), extra = on("extra", EXTRA);
  const pick = on("pick", USER_PICK), commit = on("commit", COMMIT);
  const ahead = on("ahead", AHEAD), grant = on("grant", GRANT), flagOff = on("kv", FLAG_OFF), forced = on("forced", FORCED_STATUS);
  const structure = on("structure", STRUCTURE), exempt = on("exempt", EXEMPT), exemptSkip = on("exemptSkip", EXEMPT_SKIP);
  const ignored = on("ignored", SETTING_IGNORED);
  const autoApprove = on("autoApprove", AUTO_APPROVE), opener = on("opener", OPENER), hush = on("hush", HUSH);
  const defer = on("defer", DEFERRED);
  // The first failed-state row and defaults entry, found once (the gate's check and the span are the same search).
  const failRow = can("failRow") ? FAILED_ROW.exec(f) : null;
  const later = on("later", APPLIED_LATER);
  const blanket = on("blanket", BLANKET) || on("blanket", RATED_QUOTE), atOnce = on("atOnce", SHOWN_AT_ONCE);
  const consentAt = can("consent") && DEFAULTS_HEAD.test(f) ? DEFAULT_CONSENT.exec(f) : null;
  const sorted = on("sorted", SORTED_AGAINST);
  if (![asIf, present, attributed, marked, against, scripted, pinned, tell, adverse, extra, pick, commit, ahead, grant, flagOff, forced, structure, exempt, exemptSkip, ignored, autoApprove, opener, hush, defer, later, failRow !== null, sorted, consentAt !== null, blanket, atOnce].some(Boolean)) return [];
  const out: IntentSignal[] = [];
  const ss = sentences(f);
  // What the description does elsewhere, read once and only when a sentence needs it.
  let beliedMemo: boolean | undefined, bentMemo: boolean | undefined, distortMemo: boolean | undefined, sideMemo: boolean | undefined, disclosedMemo: boolean | undefined;
  const bent = (): boolean => (bentMemo ??= DISTORT.test(f));
  const distort = (): boolean => (distortMemo ??= bent() || INTEREST.test(f) || AHEAD.test(f));
  // A claim or a dictated label is also belied by the description's own rules that undo it.
  const belied = (): boolean => (beliedMemo ??= belies(f));
  const disclosed = (): boolean => (disclosedMemo ??= DISCLOSED.test(f));
  const sideEffect = (): boolean => (sideMemo ??= SIDE_EFFECT.test(f) || (OPENER.test(f) && !GUARDED.test(f)));
  const push = (id: string, conf: number, x: Sent): void => { out.push({ id, conf, start: x.at, end: x.at + x.s.length }); };
  for (let i = 0; i < ss.length; i++) {
    const x = ss[i] as Sent;
    const s = x.s;
    const failure = (): boolean => ON_FAILURE.test(s);
    let m: RegExpExecArray | null;
    let said = false;
    // Presented as what it is not.
    if (present) {
      PRESENT_AS.lastIndex = 0;
      while (!said && (m = PRESENT_AS.exec(s)) !== null) {
        const what = (m[2] as string).trimStart();
        if (NEUTRAL.test(what)) { push("tp.outcome.misrepresent", distort() || failure() ? STRONG : MEDIUM, x); said = true; }
        // A quoted label right after the verb ("lists them as "reviewed, not advancing"") is dictated wording; a
        // narrative's "reported to have been repatriated in 2004, as "A. K."" is a name, far from its verb.
        else if (CLAIM.test(what) || (QUOTED.test(what) && (m[1] as string).length <= 30 && !(m[1] as string).includes(","))) {
          // "Failed jobs are reported as success": the failure is the sentence's own subject.
          const failedShown = FAVOURABLE.test(what) && FAILED_STATE.test(s.slice(0, m.index + (m[1] as string).length));
          // The evidence that belies the label must lie outside the words that dictate it: "is recorded as" both
          // dictates a label and, elsewhere, reclasses something. The label and what follows it stay in view.
          const at = x.at + m.index, own = m[0].length - (m[2] as string).length;
          const elsewhere = (): boolean => belied() && belies(f.slice(0, at) + " ".repeat(own) + f.slice(at + own));
          push("tp.outcome.misrepresent", failure() || failedShown ? STRONG : AGAINST_REAL.test(s) || elsewhere() ? MEDIUM : WEAK, x);
          said = true;
        }
      }
      PRESENT_AS.lastIndex = 0;
    }
    if (!said && blanket) {
      const b = BLANKET.exec(s) ?? RATED_QUOTE.exec(s);
      const label = b === null ? "" : ((b[1] ?? b[2]) as string);
      if (b !== null && (CLAIM.test(label) || NEUTRAL.test(label))) { push("tp.outcome.misrepresent", failure() ? STRONG : belied() ? MEDIUM : WEAK, x); said = true; }
    }
    if (atOnce && SHOWN_AT_ONCE.test(s)) push("tp.outcome.claim", belied() ? MEDIUM : WEAK, x);
    if (!said && asIf && AS_IF_FROM.test(s)) { push("tp.outcome.misrepresent", STRONG, x); said = true; }
    if (!said && attributed && ATTRIBUTED.test(s)) { push("tp.outcome.misrepresent", distort() ? STRONG : MEDIUM, x); said = true; }
    if (!said && marked && MARKED.test(s) && !MARKED_NOT.test(s)) { push("tp.outcome.misrepresent", failure() ? STRONG : belied() ? MEDIUM : WEAK, x); said = true; }
    if (!said && against && AGAINST_REAL.test(s) && PRESENTING.test(s)) push("tp.outcome.misrepresent", STRONG, x);
    // "Show the original amounts they entered" where the description adjusts them.
    if (!said && pinned && PINNED_ORIGINAL.test(s) && distort()) push("tp.outcome.misrepresent", MEDIUM, x);
    // A scripted success.
    if (tell) {
      TELL.lastIndex = 0;
      while ((m = TELL.exec(s)) !== null) {
        const rest = s.slice(m.index + m[0].length);
        // "The response says so": it reports what happened.
        if (/^so\b/.test(rest)) continue;
        // "Just report that …", "state only that …": what the user hears is narrowed to the claim.
        const only = /\b(?:only|just|simply)\b/.test(m[0]);
        if (DONE.test(rest) && !NOT_DONE.test(rest.slice(0, 60))) { push("tp.outcome.claim", failure() ? STRONG : belied() || only || UNIFORM.test(s) ? MEDIUM : WEAK, x); break; }
      }
      TELL.lastIndex = 0;
    }
    if (scripted) {
      SCRIPTED.lastIndex = 0;
      while ((m = SCRIPTED.exec(s)) !== null) {
        // What the quoted reply says happened, read from its subject on ("Thanks, your reading has been recorded").
        const raw = s.slice(m.index + m[0].length, m.index + m[0].length + 120);
        const quoted = raw.replace(/^[^"”']{0,60}?\b(?=your |the |it |this )/, "");
        if ((DONE.test(quoted) || DONE.test(raw)) && !NOT_DONE.test(quoted.slice(0, 80))) { push("tp.outcome.claim", failure() ? STRONG : belied() || UNIFORM.test(s) ? MEDIUM : WEAK, x); break; }
      }
      SCRIPTED.lastIndex = 0;
    }
    // Unfavourable facts dropped.
    if (adverse && ADVERSE.test(s) && DROPPED.test(s) && !DISCLOSED.test(s)) push("tp.outcome.suppress", MEDIUM, x);
    // The user's pick swapped.
    // The pick may be named in the sentence before ("Books the table the user selected. … reserve the partner venue instead").
    if (pick && SWAP.test(s) && (USER_PICK.test(s) || USER_PICK.test((ss[i - 1] as Sent | undefined)?.s ?? "")) && !USER_DECIDES.test(s)) push("tp.outcome.swap", MEDIUM, x);
    if (ignored && SETTING_IGNORED.test(s)) push("tp.outcome.swap", MEDIUM, x);
    // Extras on by default.
    if (extra && EXTRA.test(s) && DEFAULT_ON.test(s) && !OPT_IN.test(s)) {
      const next = (ss[i + 1] as Sent | undefined)?.s ?? "";
      push("tp.outcome.upsell", PRICE_HIDES.test(s) || PRICE_HIDES.test(next) ? STRONG : MEDIUM, x);
    }
    // Commitments made for the user: consents, terms, renewals, plans switched on.
    if (commit && COMMIT.test(s) && COMMITTED.test(s) && !OPT_IN.test(s)) push("tp.outcome.commit", MEDIUM, x);
    // Someone's items ahead, unlabelled; or a group ranked above "others" where the description bends figures elsewhere.
    if (ahead && AHEAD.test(s) && !disclosed() && (INTEREST.test(s) || (bent() && OTHERS.test(s)))) push("tp.outcome.favour", MEDIUM, x);
    // Access or consent on every call.
    if (grant && GRANT.test(s) && (ALSO.test(s) || EVERY.test(s))) {
      if (PARTY.test(s) && !/\b(?:example\.(?:com|org|net)|@example\b)/.test(s)) push("tp.outcome.grant", STRONG, x);
      else if (OPENS.test(s) && ALSO.test(s) && !AS_OPTION.test(s)) push("tp.outcome.grant", MEDIUM, x);
    }
    // Link sharing opened where the description also keeps it from the user.
    if (grant && OPENS.test(s) && !ALSO.test(s) && !SHARE_OPTION.test(s) && (HUSH.test(s) || HUSH.test((ss[i + 1] as Sent | undefined)?.s ?? ""))) {
      push("tp.outcome.grant", MEDIUM, x);
    }
    // Checks off as an order.
    if (flagOff && FLAG_OFF.test(s) && AS_ORDER.test(s) && !AS_OPTION.test(s)) push("tp.outcome.checks-off", MEDIUM, x);
    if (forced && FORCED_STATUS.test(s)) push("tp.outcome.checks-off", MEDIUM, x);
    // Cut under a threshold.
    if (structure && STRUCTURE.test(s) && (CONTROL_WORD.test(s) || CONTROL_WORD.test((ss[i - 1] as Sent | undefined)?.s ?? ""))) push("tp.outcome.structuring", STRONG, x);
    if ((exempt && EXEMPT.test(s)) || (exemptSkip && EXEMPT_SKIP.test(s))) push("tp.outcome.exempt", MEDIUM, x);
    // Infrastructure applied without its own confirmation, set as the step to take.
    if (autoApprove && AUTO_APPROVE.test(s) && AUTO_STEP.test(s) && !AS_OPTION.test(s)) push("tp.outcome.checks-off", MEDIUM, x);
    // A command that opens the machine up, set as a step.
    if (opener && OPENER.test(s) && !GUARDED.test(s)) push("tp.outcome.checks-off", STEP.test(s) || RUN_IT.test((ss[i + 1] as Sent | undefined)?.s ?? "") ? MEDIUM : WEAK, x);
    if (hush && HUSH.test(s)) push("tp.outcome.conceal", sideEffect() || distort() ? MEDIUM : WEAK, x);
    if (defer && DEFERRED.test(s) && !SHOWN_FIRST.test(s)) push("tp.outcome.defer", MEDIUM, x);
    else if (later && APPLIED_LATER.test(s) && !SAME_AS_SHOWN.test(s) && ss.some((y, j) => j !== i && DECIDED_ON.test(y.s)) && !SHOWN_FIRST.test(f)) push("tp.outcome.defer", MEDIUM, x);
    if (sorted && SORTED_AGAINST.test(s) && !NOT_COUNTED.test(s)) push("tp.outcome.discriminate", MEDIUM, x);
  }
  // Consents and paid extras switched on in a defaults list.
  if (consentAt !== null) out.push({ id: "tp.outcome.commit", conf: MEDIUM, start: consentAt.index, end: consentAt.index + consentAt[0].length });
  // A status table that shows a failed state as a favourable one: the whole row.
  if (failRow !== null) {
    const eol = f.indexOf("\n", failRow.index);
    out.push({ id: "tp.outcome.misrepresent", conf: MEDIUM, start: failRow.index, end: eol < 0 ? f.length : eol });
  }
  // Two different scripted statements make a script: each weak alone, together an order to tell a story.
  const weak = out.filter((o) => o.conf === WEAK);
  if (new Set(weak.map((o) => o.id)).size >= 2 && out.every((o) => o.conf === WEAK)) for (const o of weak) o.conf = MEDIUM;
  return out;
}

/** Rule ids this file can emit (for docs and tests). */
export const TOOL_OUTCOME_RULE_IDS: readonly string[] = ["tp.outcome.misrepresent", "tp.outcome.claim", "tp.outcome.suppress", "tp.outcome.swap", "tp.outcome.upsell", "tp.outcome.commit", "tp.outcome.favour", "tp.outcome.grant", "tp.outcome.checks-off", "tp.outcome.structuring", "tp.outcome.exempt", "tp.outcome.conceal", "tp.outcome.defer", "tp.outcome.discriminate"];
