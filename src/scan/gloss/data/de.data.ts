// German → English word forms for the gloss reading (../lexicon.ts, docs/SCANNING-LANGUAGES.md).
// Product data written for this project: the function words in full, verbs in every form a writer
// uses for an order (future and conditional forms of ordinary verbs left out, modals kept), nouns
// and adjectives in all their forms, over the vocabulary of mail, office work, computing, security
// and AI assistants; no attack text was used. One line per gloss: the part of speech (N noun,
// A adjective, V verb, D adverb, P other), the English gloss (empty: the word disappears), then the
// forms, folded as the scanner folds text. Where two forms fold to one, the function word is kept,
// then the form written without accents.
export const DE_LEXICON = `
N|guidelines|vorgaben richtlinien leitlinien
N|commands|befehle kommandos
N|prohibition|verbot verbots verbotes
N|approvals|freigaben genehmigungen
N|access|zugriff zugriffen zugriffs zugriffes zugriffe zugang zugangs zuganges zugange zugangen
N|attachments|anhange anlagen
N|question|frage
N|links|links
N|memory|speicher speichers gedachtnis gedachtnisses
N|attack|angriff angriffs angriffes
N|attacks|angriffen angriffe
N|part|teil teils teiles
A|right|recht
N|outputs|ausgaben
N|case|fall falles
N|number|zahl nummer anzahl
N|term|begriff begriffs begriffes
N|voice|stimme
N|difference|unterschied unterschieds unterschiedes
N|comparison|vergleich vergleichs vergleiches
N|state|zustand staat staats zustands zustandes
N|war|krieg kriegs krieges
N|withdrawal|widerruf widerrufs widerrufes
N|evidence|beweis beweise
N|profit|gewinn gewinns gewinnes
N|receipt|beleg quittung belegs beleges kassenbon
N|credential|anmeldeinformation
N|credentials|anmeldeinformationen zugangsdaten anmeldedaten logindaten
N|tip|tipp tippes
N|details|angaben einzelheiten details
N|sale|verkauf verkaufs verkaufes
N|receipts|belege quittungen kassenbons
D|if necessary|notfalls
V|know|weiß weiss wissen wisse weißt weisst wisst kennen kenne kennst kennt kenn
V|work|arbeiten arbeite arbeitest arbeitet funktionieren funktioniere funktionierst funktionier klappen klappe klappst klappt klapp
V|travel|reisen reist reis
V|concern|betreffen betreffe betriffst betrifft betrefft betriff
V|offered|angeboten anbot anbotest anboten anbotet bot+an botest+an boten+an botet+an geboten botest boten botet
A|sure|sicher
A|secure|sichere sicheren sicherer sicheres sicherem
A|certainly|bestimmt gewiss
A|certain|bestimmte bestimmten bestimmter bestimmtes bestimmtem gewisse gewisser gewisses gewissem
A|hurtful|verletzend verletzende verletzenden verletzender verletzendes verletzendem
A|immediately|umgehend
A|immediate|umgehende umgehenden umgehender umgehendes umgehendem sofortig sofortige sofortigen sofortiger sofortiges sofortigem unverzugliche unverzuglichen unverzuglicher unverzugliches unverzuglichem unmittelbare unmittelbaren unmittelbarer unmittelbares unmittelbarem
A|in detail|eingehend ausfuhrlich
A|incoming|eingehende eingehenden eingehender eingehendes eingehendem
A|outgoing|ausgehend ausgehende ausgehenden ausgehender ausgehendes ausgehendem
A|hot|heiß heiss heiße heisse heißen heissen heißer heisser heißes heisses heißem heissem
A|outer|außere aussere außeren ausseren außerer ausserer außeres ausseres außerem ausserem
A|significant|bedeutend bedeutende bedeutenden bedeutender bedeutendes bedeutendem erhebliche erheblichen erheblicher erhebliches erheblichem
A|separately|getrennt
A|separate|getrennte getrennten getrennter getrenntes getrenntem
P|the|der die das den dem desto umso
P|of the|des vom
P|a|ein eine einen einem einer
P|of a|eines
P|no|kein keine keinen keinem keiner keines keinerlei
P|not|nicht
P|nothing|nichts
P|nobody|niemand niemandem niemanden niemands
P|never|nie niemals nimmer
P|neither|weder
D|still|noch weiterhin
P|nowhere|nirgends nirgendwo
D|by no means|keinesfalls keineswegs
P|i|ich
P|me|mich mir
P|you|du dich dir sie euch ihnen
P|he|er
P|him|ihn ihm
P|it|es
P|we|wir
P|us|uns
P|your|ihr dein deine deinen deinem deiner deines ihre ihren ihrem ihrer ihres euer eure euren eurem eurer eures
P|one|man eins
P||sich e
P|self|selbst selber
P|each other|einander
P|my|mein meine meinen meinem meiner meines
P|its|seine seinen seinem seiner seines
P|our|unser unsere unseren unserem unserer unseres unsre unsren unsrem unsrer unsres
P|on my part|meinerseits
P|on your part|ihrerseits deinerseits
P|on its part|seinerseits
P|mine|meins meinige
P|yours|deins
V|am|bin
V|are|bist sind seid
V|is|ist
V|be|sein sei seist seien seiet
V|was|war wurde ward
V|were|warst waren wart wurdest wurden wurdet
V|been|gewesen worden
V|being|seiend
V|have|habe hab hast habt haben verfugen verfuge verfugst verfug
V|has|hat
V|had|hatte hattest hatten hattet gehabt verfugt verfugtest verfugtet
V|having|habend verfugend
V|will|werde wirst wird werdet werden
V|become|geworden
V|becoming|werdend
V|must|muss musst mussen musse mussest muß mußt
V|had to|musste musstest mussten musstet mußte mußten gemusst
V|should|soll sollst sollt sollen solle sollest sollte solltest sollten solltet gesollt
V|may|darf darfst durft durfen durfe durfest moge mogest
V|was allowed to|durfte durftest durften durftet gedurft
V|can|kann kannst konnt konnen konne konnest
V|could|konnte konntest konnten konntet gekonnt
V|want|will willst wollt wollen wolle wollest mocht
V|wanted|wollte wolltest wollten wolltet gewollt
V|like|mag magst mogt mogen liken like likst likt lik
V|liked|mochte mochtest mochten mochtet gemocht gelikt likte liktest likten liktet
P|this|dieser diese dieses diesen diesem dies
P|that|jener jenes jenem dass daß
P|those|jene jenen
P|the same|derselbe dieselbe dasselbe denselben demselben derselben desselben dieselben
P|the one|derjenige diejenige dasjenige denjenigen demjenigen derjenigen desjenigen diejenigen
P|such|solch solche solcher solches solchen solchem
P|whose|dessen wessen
P|their|deren
P|which|denen welche welcher welches welchen welchem
P|who|wer
P|whom|wen wem
P|what|was
P|how|wie
P|where|wo
P|when|wann
P|why|warum weshalb wieso weswegen
P|from where|woher
P|where to|wohin
P|with what|womit
P|for what|wofur
P|about what|woruber
P|what for|wozu
P|through what|wodurch
P|on what|woran worauf
P|from what|woraus
P|in what|worin
P|of what|wovon
P|after what|wonach
P|whereby|wobei
P|against what|wogegen
P|under what|worunter
P|how much|wieviel
P|how many|wievielte
P|to what extent|inwiefern inwieweit
P|all|alle allen aller samtliche samtlichen samtlicher
P|everything|alles allem allesamt
P|every|jede jeder jedes jeden jedem
P|everyone|jedermann
P|any|jegliche jeglicher jegliches jeglichen jeglichem irgendein irgendeine irgendeinen irgendeinem irgendeiner irgendeines irgendwelche irgendwelchen irgendwelcher
P|anything|irgendwas irgendetwas
P|anyone|irgendjemand irgendjemandem irgendjemanden irgendwer
D|anywhere|irgendwo
D|somehow|irgendwie
D|sometime|irgendwann
P|someone|jemand jemandem jemanden jemands
P|something|etwas
D|about|etwa
P|much|viel vieles
P|many|viele vielen vieler
P|little|wenig weniges
P|few|wenige wenigen
P|less|weniger
P|some|einige einigen einiger einiges manche manchen mancher manches manchem
P|several|mehrere mehreren mehrerer etliche etlichen etlicher
P|both|beide beiden beider beides sowohl
P|other|ander andere anderen anderer anderes anderem sonstige sonstigen sonstiger sonstiges
P|further|weitere weiteren weiterer weiteres weiterem
P|remaining|ubrige ubrigen ubriger ubriges
P|most|meiste meisten meister meistes
P|enough|genug
P|more|mehr
D|mostly|meist meistens
P|zero|null
P|two|zwei
P|three|drei
P|four|vier
P|five|funf
P|six|sechs
P|seven|sieben
P|eight|acht
P|nine|neun
P|ten|zehn
P|eleven|elf
P|twelve|zwolf
P|thirteen|dreizehn
P|fourteen|vierzehn
P|fifteen|funfzehn
P|sixteen|sechzehn
P|seventeen|siebzehn
P|eighteen|achtzehn
P|nineteen|neunzehn
P|twenty|zwanzig
P|thirty|dreißig dreissig
P|forty|vierzig
P|fifty|funfzig
P|sixty|sechzig
P|seventy|siebzig
P|eighty|achtzig
P|ninety|neunzig
P|hundred|hundert
P|thousand|tausend
P|million|million millionen
P|billion|milliarde milliarden
N|half|halfte
A|double|doppelt
D|once|einmal
D|twice|zweimal
D|three times|dreimal
D|several times|mehrmals
A|first|erst erste ersten erster erstes erstem
A|second|zweit zweite zweiten zweiter zweites zweitem
A|third|dritt dritte dritten dritter drittes drittem
A|fourth|viert vierte vierten vierter viertes viertem
A|fifth|funft funfte funften funfter funftes funftem
A|sixth|sechst sechste sechsten sechster sechstes sechstem
A|seventh|siebt siebte siebten siebter siebtes siebtem
A|ninth|neunt neunte neunten neunter neuntes neuntem
A|tenth|zehnt zehnte zehnten zehnter zehntes zehntem
A|eleventh|elft elfte elften elfter elftes elftem
A|twelfth|zwolft zwolfte zwolften zwolfter zwolftes zwolftem
A|twentieth|zwanzigst zwanzigste zwanzigsten zwanzigster zwanzigstes zwanzigstem
A|hundredth|hundertst hundertste hundertsten hundertster hundertstes hundertstem
A|last|letzt letzte letzten letzter letztes letztem
A|penultimate|vorletzt vorletzte vorletzten vorletzter vorletztes vorletztem
P|to|an um zu
P|at the|am beim
P|to the|ans zum zur
P|on|auf
P|on the|aufs
P|from|aus ab
P|at|bei
P|until|bis
P|through|durch
P|through the|durchs
P|for|fur
P|for the|furs
P|against|gegen wider
P|against the|gegens
P|behind|hinter
P|behind the|hinterm hinters
P|in|in
P|in the|im
P|into the|ins
P|with|mit
P|after|nach nachdem
P|beside|neben
P|without|ohne
P|since|seit seitdem
P|about|uber
P|about the|uberm ubers
P|around the|ums
P|under|unter
P|under the|unterm unters
P|of|von
P|before|vor bevor ehe
P|before the|vorm vors
P|while|wahrend
P|because of|wegen aufgrund
P|between|zwischen
P|despite|trotz
P|instead of|statt anstatt
P|except|außer ausser
P|within|innerhalb binnen
P|outside|außerhalb ausserhalb
P|according to|laut gemaß gemass entsprechend zufolge
P|regarding|bezuglich hinsichtlich betreffend betreffs bzgl
P|opposite|gegenuber
P|via|per via
P|along with|samt
P|including|inklusive inkl
P|excluding|exklusive exkl
P|using|mittels anhand
P|thanks to|dank
P|above|oberhalb
P|below|unterhalb
P|beyond|jenseits
P|this side of|diesseits
P|along|entlang langs
P|for the purpose of|zwecks
P|on the part of|seitens
P|in view of|angesichts
P|on the occasion of|anlasslich
P|regardless of|ungeachtet
A|regardless|unabhangig egal
P|around|rund
P|towards|gen
P|for the sake of|zuliebe halber
P|named|namens
D|in doing so|dabei
D|for it|dafur
D|so that|damit
D|thereby|dadurch
D|therefore|daher darum drum
D|on it|darauf drauf daran dran
D|from it|daraus draus
D|in it|darin drin
D|about it|daruber druber
D|of it|davon
D|to it|dazu
D|afterwards|danach anschließend anschliessend daraufhin hinterher nachher
D|before that|davor
D|against it|dagegen
D|including|darunter drunter
D|beside it|daneben
D|behind it|dahinter
D|in between|dazwischen
D|for this|hierzu hierfur
D|hereby|hiermit hierdurch
D|here|hierbei hierher hier her
D|hereupon|hierauf
D|from this|hieraus
D|herein|hierin
D|about this|hieruber
D|of this|hiervon
D|below|hierunter unten
D|hereafter|hiernach
D|there|dahin dorthin dort dorten hin ebenda
D|henceforth|fortan fortab
D|in future|kunftig zukunftig
P|and|und
P|or|oder beziehungsweise bzw
P|but|aber sondern doch
P|because|denn weil
P|whether|ob
P|if|wenn falls
P|provided that|sofern
P|as|als
P|there|da
P|although|obwohl obgleich obschon wenngleich
P|once|sobald
P|as long as|solange
P|so that|sodass
P|by|indem
P|as well as|sowie
P|either|entweder
P|per|je
P|so|also
P|otherwise|sonst
P|however|jedoch allerdings
P|nevertheless|dennoch trotzdem
P|moreover|außerdem ausserdem zudem uberdies daruberhinaus
P|furthermore|ferner
P|therefore|deshalb deswegen
P|consequently|somit folglich demnach mithin
P|namely|namlich
P|etc|usw etc
P|approximately|ca circa zirka
P|if necessary|ggf gegebenenfalls
P|possibly|evtl eventuell
P|plus|zzgl
P|minus|abzgl
P|kind regards|mfg
P|regards|lg vg
P|number|nr
P|phone|tel
P|street|str
P|mr|hrn
P|hr|hr
P|ms|fr
P|dr|dr
P|prof|prof
P|for example|bspw beispielsweise zb
P|and so forth|usf
P|versus|vs
P|whereas|wohingegen
D|instead|stattdessen
P|insofar|insofern
P|as far as|soweit
P|whenever|sooft
D|now|jetzt nun
D|immediately|sofort unverzuglich augenblicklich sogleich gleich
D|as soon as possible|schnellstmoglich schnellstens baldmoglichst
D|soon|bald demnachst
D|later|spater
D|previously|vorher zuvor vormals bisher zuvorderst
D|earlier|vorhin fruher
D|just|eben gerade halt mal
D|just now|soeben
D|first|zuerst erstens zunachst
D|second|zweitens
D|third|drittens
D|finally|zuletzt schließlich schliesslich letztlich endlich
D|ultimately|letztendlich
D|permanently|endgultig
A|permanently|dauerhaft permanent
D|temporarily|vorubergehend zeitweise zeitweilig vorlaufig
D|always|immer stets
D|often|oft haufig oftmals
D|sometimes|manchmal gelegentlich
D|rarely|selten
D|again|wieder erneut nochmals nochmal abermals
D|away|weg fort
D|back|zuruck
D|forward|vorwarts
D|backwards|ruckwarts
D|today|heute
D|tomorrow|morgen
D|yesterday|gestern
D|the day after tomorrow|ubermorgen
D|the day before yesterday|vorgestern
D|nowadays|heutzutage
D|currently|derzeit momentan aktuell zurzeit gegenwartig
D|meanwhile|inzwischen mittlerweile unterdessen wahrenddessen
D|simultaneously|gleichzeitig
D|only|nur lediglich bloß bloss
D|exclusively|ausschließlich ausschliesslich
D|alone|allein alleine
D|very|sehr
D|extremely|außerst ausserst hochst extrem
D|also|auch ebenfalls ebenso
D|even|sogar
D|already|schon bereits
D|completely|ganz ganzlich vollig vollkommen komplett vollends vollstandig
D|at all|gar uberhaupt
D|rather|ziemlich eher lieber vielmehr
D|almost|fast beinahe nahezu
D|approximately|ungefahr
D|verbatim|wortlich buchstablich
D|please|bitte
D|thanks|danke dankeschon
D|yes|ja jawohl
D|no|nein
D|okay|okay ok okey
D|gladly|gern gerne
D|unfortunately|leider
D|of course|naturlich selbstverstandlich
D|actually|eigentlich tatsachlich
D|really|wirklich
D|maybe|vielleicht
D|probably|wahrscheinlich vermutlich wohl
D|possibly|moglicherweise womoglich
D|certainly|sicherlich
D|absolutely|unbedingt
D|in any case|jedenfalls
D|anyway|ohnehin sowieso
D|so|so
D|then|dann
D|at that time|damals
D|just as|genauso
D|differently|anders
D|together|zusammen gemeinsam
A|individually|einzeln individuell
D|overall|insgesamt
D|mainly|hauptsachlich
D|especially|besonders insbesondere
A|generally|allgemein
D|fundamentally|grundsatzlich
D|generally|generell
D|normally|normalerweise ublicherweise gewohnlich
D|above|oben
D|in front|vorn vorne
D|at the back|hinten
D|inside|drinnen innen
D|outside|draußen draussen außen aussen
D|right|rechts
D|everywhere|uberall
D|elsewhere|woanders anderswo
A|secretly|heimlich
D|secretly|insgeheim
D|silently|still stillschweigend lautlos gerauschlos
D|quietly|leise
D|inconspicuously|unauffallig
D|unnoticed|unbemerkt
D|automatically|automatisch
D|manually|manuell
D|directly|direkt unmittelbar
D|simply|einfach
D|exactly|genau
D|explicitly|explizit ausdrucklich
D|at least|zumindest wenigstens mindestens
D|at most|hochstens maximal
D|minimally|minimal
D|partially|teilweise
D|largely|großtenteils grosstenteils
D|firmly|fest
D|incidentally|nebenbei
D|by the way|ubrigens
D|with each other|miteinander
D|from each other|voneinander
D|among each other|untereinander
D|to each other|zueinander
D|one after another|nacheinander
D|in a row|hintereinander
D|in turn|wiederum
D|vice versa|umgekehrt
D|additionally|zusatzlich
D|further|weiter
D|ever|jemals
D|endlessly|endlos
D|constantly|standig dauernd fortwahrend andauernd
D|regularly|regelmaßig regelmassig
D|daily|taglich
D|weekly|wochentlich
D|monthly|monatlich
D|annually|jahrlich
D|hourly|stundlich
P|hello|hallo hi moin servus
P|hey|hey
P|bye|tschuss tschus ciao
P|oh|ach oh ah
P|attention|achtung
P|caution|vorsicht
A|important|wichtig wichtige wichtigen wichtiger wichtiges wichtigem
V|ignore|ignorieren ignoriere ignorierst ignorier ubergehen ubergehe ubergehst ubergeht ubergeh uberhoren uberhore uberhorst uberhor
V|ignored|ignoriert ignoriertest ignoriertet ubergangen uberging ubergingst ubergingen ubergingt uberhort uberhortest uberhortet
A|ignored|ignorierte ignorierten ignorierter ignoriertes ignoriertem ubergangene ubergangenen ubergangener ubergangenes ubergangenem uberhorte uberhorten uberhorter uberhortes uberhortem
V|ignoring|ignorierend ubergehend uberhorend
A|ignoring|ignorierende ignorierenden ignorierender ignorierendes ignorierendem ubergehende ubergehenden ubergehender ubergehendes ubergehendem uberhorende uberhorenden uberhorender uberhorendes uberhorendem
V|disregard|missachten missachte missachtest hinwegsetzen hinwegsetzt hinwegzusetzen setze+hinweg setzt+hinweg setzen+hinweg setz+hinweg
V|disregarded|missachtet missachtetest missachtetet hinweggesetzt hinwegsetzte hinwegsetztest hinwegsetzten hinwegsetztet setzte+hinweg setztest+hinweg setzten+hinweg setztet+hinweg
A|disregarded|missachtete missachteten missachteter missachtetes missachtetem hinweggesetzte hinweggesetzten hinweggesetzter hinweggesetztes hinweggesetztem
V|disregarding|missachtend hinwegsetzend
A|disregarding|missachtende missachtenden missachtender missachtendes missachtendem hinwegsetzende hinwegsetzenden hinwegsetzender hinwegsetzendes hinwegsetzendem
V|forget|vergessen vergesse vergisst vergesst vergiss
A|forgotten|vergessene vergessenen vergessener vergessenes vergessenem
V|forgot|vergaß vergass vergaßest vergassest vergaßen vergassen vergaßt vergasst
V|forgetting|vergessend
A|forgetting|vergessende vergessenden vergessender vergessendes vergessendem
V|overlook|ubersehen ubersehe ubersiehst ubersieht uberseht ubersieh ubersiehe uberlesen uberlese uberliest uberlest uberlies hinwegsehen hinwegsehe hinwegsiehst hinwegsieht hinwegseht hinwegzusehen sehe+hinweg siehst+hinweg sieht+hinweg seht+hinweg sehen+hinweg sieh+hinweg siehe+hinweg
A|overlooked|ubersehene ubersehenen ubersehener ubersehenes ubersehenem uberlesene uberlesenen uberlesener uberlesenes uberlesenem hinweggesehene hinweggesehenen hinweggesehener hinweggesehenes hinweggesehenem
V|overlooked|ubersah ubersahst ubersahen ubersaht uberlas uberlasest uberlasen uberlast hinweggesehen hinwegsah hinwegsahst hinwegsahen hinwegsaht sah+hinweg sahst+hinweg sahen+hinweg saht+hinweg
V|overlooking|ubersehend uberlesend hinwegsehend
A|overlooking|ubersehende ubersehenden ubersehender ubersehendes ubersehendem uberlesende uberlesenden uberlesender uberlesendes uberlesendem hinwegsehende hinwegsehenden hinwegsehender hinwegsehendes hinwegsehendem
V|skip|uberspringen uberspringe uberspringst uberspringt uberspring
V|skipped|ubersprungen ubersprang ubersprangst ubersprangen ubersprangt
A|skipped|ubersprungene ubersprungenen ubersprungener ubersprungenes ubersprungenem
V|skipping|uberspringend
A|skipping|uberspringende uberspringenden uberspringender uberspringendes uberspringendem
V|omit|auslassen auslasst auszulassen lasse+aus lasst+aus lassen+aus lass+aus weglassen weglasst wegzulassen lasse+weg lasst+weg lassen+weg lass+weg
V|omitted|ausgelassen ausließ ausliess ausließest ausliessest ausließen ausliessen ausließt ausliesst ließ+aus liess+aus ließest+aus liessest+aus ließen+aus liessen+aus ließt+aus liesst+aus weggelassen wegließ wegliess wegließest wegliessest wegließen wegliessen wegließt wegliesst ließ+weg liess+weg ließest+weg liessest+weg ließen+weg liessen+weg ließt+weg liesst+weg
A|omitted|ausgelassene ausgelassenen ausgelassener ausgelassenes ausgelassenem weggelassene weggelassenen weggelassener weggelassenes weggelassenem
V|omitting|auslassend weglassend
A|omitting|auslassende auslassenden auslassender auslassendes auslassendem weglassende weglassenden weglassender weglassendes weglassendem
V|leave aside|beiseitelassen beiseitelasst beiseitezulassen lasse+beiseite lasst+beiseite lassen+beiseite lass+beiseite
V|left aside|beiseitegelassen beiseiteließ beiseiteliess beiseiteließest beiseiteliessest beiseiteließen beiseiteliessen beiseiteließt beiseiteliesst ließ+beiseite liess+beiseite ließest+beiseite liessest+beiseite ließen+beiseite liessen+beiseite ließt+beiseite liesst+beiseite
A|left aside|beiseitegelassene beiseitegelassenen beiseitegelassener beiseitegelassenes beiseitegelassenem
V|leaving aside|beiseitelassend
A|leaving aside|beiseitelassende beiseitelassenden beiseitelassender beiseitelassendes beiseitelassendem
V|set aside|beiseitelegen beiseitegelegt beiseitelegst beiseitelegt beiseitelegte beiseitelegtest beiseitelegten beiseitelegtet beiseitezulegen lege+beiseite legst+beiseite legt+beiseite legen+beiseite leg+beiseite legte+beiseite legtest+beiseite legten+beiseite legtet+beiseite beiseitestellen beiseitegestellt beiseitestellst beiseitestellt beiseitestellte beiseitestelltest beiseitestellten beiseitestelltet beiseitezustellen stelle+beiseite stellst+beiseite stellt+beiseite stellen+beiseite stell+beiseite stellte+beiseite stelltest+beiseite stellten+beiseite stelltet+beiseite
A|set aside|beiseitegelegte beiseitegelegten beiseitegelegter beiseitegelegtes beiseitegelegtem beiseitegestellte beiseitegestellten beiseitegestellter beiseitegestelltes beiseitegestelltem
V|setting aside|beiseitelegend beiseitestellend
A|setting aside|beiseitelegende beiseitelegenden beiseitelegender beiseitelegendes beiseitelegendem beiseitestellende beiseitestellenden beiseitestellender beiseitestellendes beiseitestellendem
V|push aside|beiseiteschieben beiseiteschiebst beiseiteschiebt beiseitezuschieben schiebe+beiseite schiebst+beiseite schiebt+beiseite schieben+beiseite schieb+beiseite
V|pushed aside|beiseitegeschoben beiseiteschob beiseiteschobst beiseiteschoben beiseiteschobt schob+beiseite schobst+beiseite schoben+beiseite schobt+beiseite
A|pushed aside|beiseitegeschobene beiseitegeschobenen beiseitegeschobener beiseitegeschobenes beiseitegeschobenem
V|pushing aside|beiseiteschiebend
A|pushing aside|beiseiteschiebende beiseiteschiebenden beiseiteschiebender beiseiteschiebendes beiseiteschiebendem
V|discard|verwerfen verwerfe verwirfst verwirft verwerft verwirf
V|discarded|verworfen verwarf verwarfst verwarfen verwarft
A|discarded|verworfene verworfenen verworfener verworfenes verworfenem
V|discarding|verwerfend
A|discarding|verwerfende verwerfenden verwerfender verwerfendes verwerfendem
V|note|beachten beachte beachtest vermerken vermerke vermerkst vermerk notieren notiere notierst notier
V|noted|beachtet beachtetest beachtetet vermerkt vermerktest vermerktet notiert notiertest notiertet
A|noted|beachtete beachteten beachteter beachtetes beachtetem vermerkte vermerkten vermerkter vermerktes vermerktem notierte notierten notierter notiertes notiertem
V|noting|beachtend vermerkend notierend
A|noting|beachtende beachtenden beachtender beachtendes beachtendem vermerkende vermerkenden vermerkender vermerkendes vermerkendem notierende notierenden notierender notierendes notierendem
V|follow|befolgen befolge befolgst befolg folgen folge folgst folgt folg
V|followed|befolgt befolgtest befolgtet gefolgt folgte folgtest folgten folgtet
A|followed|befolgte befolgten befolgter befolgtes befolgtem gefolgte gefolgten gefolgter gefolgtes gefolgtem
V|following|befolgend folgend
A|following|befolgende befolgenden befolgender befolgendes befolgendem folgende folgenden folgender folgendes folgendem nachfolgend nachfolgende nachfolgenden nachfolgender nachfolgendes nachfolgendem nachstehend nachstehende nachstehenden nachstehender nachstehendes nachstehendem
V|obey|gehorchen gehorche gehorchst gehorch
V|obeyed|gehorcht gehorchtest gehorchtet
A|obeyed|gehorchte gehorchten gehorchter gehorchtes gehorchtem
V|obeying|gehorchend
A|obeying|gehorchende gehorchenden gehorchender gehorchendes gehorchendem
V|comply with|einhalten einhaltst einhalt einhaltet einzuhalten halte+ein haltst+ein haltet+ein halten+ein halt+ein nachkommen nachkommst nachkommt nachzukommen komme+nach kommst+nach kommt+nach kommen+nach komm+nach
V|complied with|eingehalten einhielt einhieltest einhielten einhieltet hielt+ein hieltest+ein hielten+ein hieltet+ein nachgekommen nachkam nachkamst nachkamen nachkamt kam+nach kamst+nach kamen+nach kamt+nach
A|complied with|eingehaltene eingehaltenen eingehaltener eingehaltenes eingehaltenem nachgekommene nachgekommenen nachgekommener nachgekommenes nachgekommenem
V|complying with|einhaltend nachkommend
A|complying with|einhaltende einhaltenden einhaltender einhaltendes einhaltendem nachkommende nachkommenden nachkommender nachkommendes nachkommendem
V|respect|respektieren respektiere respektierst respektier
V|respected|respektiert respektiertest respektiertet
A|respected|respektierte respektierten respektierter respektiertes respektiertem
V|respecting|respektierend
A|respecting|respektierende respektierenden respektierender respektierendes respektierendem
V|accept|akzeptieren akzeptiere akzeptierst akzeptier
V|accepted|akzeptiert akzeptiertest akzeptiertet
A|accepted|akzeptierte akzeptierten akzeptierter akzeptiertes akzeptiertem
V|accepting|akzeptierend
A|accepting|akzeptierende akzeptierenden akzeptierender akzeptierendes akzeptierendem
V|refuse|ablehnen ablehnst ablehnt abzulehnen lehne+ab lehnst+ab lehnt+ab lehnen+ab lehn+ab verweigern verweigere verweigerst verweiger weigern weigere weigerst weigert weiger
V|refused|abgelehnt ablehnte ablehntest ablehnten ablehntet lehnte+ab lehntest+ab lehnten+ab lehntet+ab verweigert verweigertest verweigertet geweigert weigerte weigertest weigerten weigertet
A|refused|abgelehnte abgelehnten abgelehnter abgelehntes abgelehntem verweigerte verweigerten verweigerter verweigertes verweigertem geweigerte geweigerten geweigerter geweigertes geweigertem
V|refusing|ablehnend verweigernd weigernd
A|refusing|ablehnende ablehnenden ablehnender ablehnendes ablehnendem verweigernde verweigernden verweigernder verweigerndes verweigerndem weigernde weigernden weigernder weigerndes weigerndem
V|reject|zuruckweisen zuruckweist zuruckzuweisen weise+zuruck weist+zuruck weisen+zuruck weis+zuruck abweisen abweist abzuweisen weise+ab weist+ab weisen+ab weis+ab
V|rejected|zuruckgewiesen zuruckwies zuruckwiesest zuruckwiesen zuruckwiest wies+zuruck wiesest+zuruck wiesen+zuruck wiest+zuruck abgewiesen abwies abwiesest abwiesen abwiest wies+ab wiesest+ab wiesen+ab wiest+ab
A|rejected|zuruckgewiesene zuruckgewiesenen zuruckgewiesener zuruckgewiesenes zuruckgewiesenem abgewiesene abgewiesenen abgewiesener abgewiesenes abgewiesenem
V|rejecting|zuruckweisend abweisend
A|rejecting|zuruckweisende zuruckweisenden zuruckweisender zuruckweisendes zuruckweisendem abweisende abweisenden abweisender abweisendes abweisendem
V|send|senden sende sendest sendet schicken schicke schickst schickt schick versenden versende versendest verschicken verschicke verschickst verschick zuschicken zuschickst zuschickt zuzuschicken schicke+zu schickst+zu schickt+zu schicken+zu schick+zu zusenden zusendest zusendet zuzusenden sende+zu sendest+zu sendet+zu senden+zu absenden absendest absendet abzusenden sende+ab sendest+ab sendet+ab senden+ab abschicken abschickst abschickt abzuschicken schicke+ab schickst+ab schickt+ab schicken+ab schick+ab losschicken losschickst losschickt loszuschicken schicke+los schickst+los schickt+los schicken+los schick+los ubersenden ubersende ubersendest
V|sent|gesendet sendete sendetest sendeten sendetet geschickt schickte schicktest schickten schicktet versendet versendetest versendetet verschickt verschicktest verschicktet zugeschickt zuschickte zuschicktest zuschickten zuschicktet schickte+zu schicktest+zu schickten+zu schicktet+zu zugesendet zusendete zusendetest zusendeten zusendetet sendete+zu sendetest+zu sendeten+zu sendetet+zu abgesendet absendete absendetest absendeten absendetet sendete+ab sendetest+ab sendeten+ab sendetet+ab abgeschickt abschickte abschicktest abschickten abschicktet schickte+ab schicktest+ab schickten+ab schicktet+ab losgeschickt losschickte losschicktest losschickten losschicktet schickte+los schicktest+los schickten+los schicktet+los sandte sandtest sandten sandtet gesandt versandt zugesandt abgesandt ubersendet ubersendetest ubersendetet
A|sent|gesendete gesendeten gesendeter gesendetes gesendetem geschickte geschickten geschickter geschicktes geschicktem versendete versendeten versendeter versendetes versendetem verschickte verschickten verschickter verschicktes verschicktem zugeschickte zugeschickten zugeschickter zugeschicktes zugeschicktem zugesendete zugesendeten zugesendeter zugesendetes zugesendetem abgesendete abgesendeten abgesendeter abgesendetes abgesendetem abgeschickte abgeschickten abgeschickter abgeschicktes abgeschicktem losgeschickte losgeschickten losgeschickter losgeschicktes losgeschicktem gesandte gesandten gesandter gesandtes versandte versandten versandter versandtes zugesandte zugesandten ubersendete ubersendeten ubersendeter ubersendetes ubersendetem
V|sending|sendend schickend versendend verschickend zuschickend zusendend absendend abschickend losschickend ubersendend
A|sending|sendende sendenden sendender sendendes sendendem schickende schickenden schickender schickendes schickendem versendende versendenden versendender versendendes versendendem verschickende verschickenden verschickender verschickendes verschickendem zuschickende zuschickenden zuschickender zuschickendes zuschickendem zusendende zusendenden zusendender zusendendes zusendendem absendende absendenden absendender absendendes absendendem abschickende abschickenden abschickender abschickendes abschickendem losschickende losschickenden losschickender losschickendes losschickendem ubersendende ubersendenden ubersendender ubersendendes ubersendendem
V|send out|rausschicken rausschickst rausschickt rauszuschicken schicke+raus schickst+raus schickt+raus schicken+raus schick+raus hinaussenden hinaussendest hinaussendet hinauszusenden sende+hinaus sendest+hinaus sendet+hinaus senden+hinaus
V|sent out|rausgeschickt rausschickte rausschicktest rausschickten rausschicktet schickte+raus schicktest+raus schickten+raus schicktet+raus hinausgesendet hinaussendete hinaussendetest hinaussendeten hinaussendetet sendete+hinaus sendetest+hinaus sendeten+hinaus sendetet+hinaus
A|sent out|rausgeschickte rausgeschickten rausgeschickter rausgeschicktes rausgeschicktem hinausgesendete hinausgesendeten hinausgesendeter hinausgesendetes hinausgesendetem
V|sending out|rausschickend hinaussendend
A|sending out|rausschickende rausschickenden rausschickender rausschickendes rausschickendem hinaussendende hinaussendenden hinaussendender hinaussendendes hinaussendendem
V|transmit|ubermitteln ubermittle ubermittelst ubermittel
V|transmitted|ubermittelt ubermitteltest ubermitteltet
A|transmitted|ubermittelte ubermittelten ubermittelter ubermitteltes ubermitteltem
V|transmitting|ubermittelnd
A|transmitting|ubermittelnde ubermittelnden ubermittelnder ubermittelndes ubermittelndem
V|transfer|ubertragen ubertrage ubertragst ubertragt ubertrag uberweisen uberweise uberweist uberweis versetzen versetze versetz transferieren transferiere transferierst transferier
A|transferred|ubertragene ubertragenen ubertragener ubertragenes ubertragenem uberwiesene uberwiesenen uberwiesener uberwiesenes uberwiesenem versetzte versetzten versetzter versetztes versetztem transferierte transferierten transferierter transferiertes transferiertem
V|transferred|ubertrug ubertrugst ubertrugen ubertrugt uberwiesen uberwies uberwiesest uberwiest versetzt versetztest versetztet transferiert transferiertest transferiertet
V|transferring|ubertragend uberweisend versetzend transferierend
A|transferring|ubertragende ubertragenden ubertragender ubertragendes ubertragendem uberweisende uberweisenden uberweisender uberweisendes uberweisendem versetzende versetzenden versetzender versetzendes versetzendem transferierende transferierenden transferierender transferierendes transferierendem
V|forward|weiterleiten weiterleitest weiterleitet weiterzuleiten leite+weiter leitest+weiter leitet+weiter leiten+weiter weiterschicken weiterschickst weiterschickt weiterzuschicken schicke+weiter schickst+weiter schickt+weiter schicken+weiter schick+weiter weitersenden weitersendest weitersendet weiterzusenden sende+weiter sendest+weiter sendet+weiter senden+weiter zuleiten zuleitest zuleitet zuzuleiten leite+zu leitest+zu leitet+zu leiten+zu
V|forwarded|weitergeleitet weiterleitete weiterleitetest weiterleiteten weiterleitetet leitete+weiter leitetest+weiter leiteten+weiter leitetet+weiter weitergeschickt weiterschickte weiterschicktest weiterschickten weiterschicktet schickte+weiter schicktest+weiter schickten+weiter schicktet+weiter weitergesendet weitersendete weitersendetest weitersendeten weitersendetet sendete+weiter sendetest+weiter sendeten+weiter sendetet+weiter weitergesandt zugeleitet zuleitete zuleitetest zuleiteten zuleitetet leitete+zu leitetest+zu leiteten+zu leitetet+zu
A|forwarded|weitergeleitete weitergeleiteten weitergeleiteter weitergeleitetes weitergeleitetem weitergeschickte weitergeschickten weitergeschickter weitergeschicktes weitergeschicktem weitergesendete weitergesendeten weitergesendeter weitergesendetes weitergesendetem zugeleitete zugeleiteten zugeleiteter zugeleitetes zugeleitetem
V|forwarding|weiterleitend weiterschickend weitersendend zuleitend
A|forwarding|weiterleitende weiterleitenden weiterleitender weiterleitendes weiterleitendem weiterschickende weiterschickenden weiterschickender weiterschickendes weiterschickendem weitersendende weitersendenden weitersendender weitersendendes weitersendendem zuleitende zuleitenden zuleitender zuleitendes zuleitendem
V|pass on|weitergeben weitergebe weitergibst weitergibt weitergebt weiterzugeben gebe+weiter gibst+weiter gibt+weiter gebt+weiter geben+weiter gib+weiter weiterreichen weiterreichst weiterreicht weiterzureichen reiche+weiter reichst+weiter reicht+weiter reichen+weiter reich+weiter weitersagen weitersagst weitersagt weiterzusagen sage+weiter sagst+weiter sagt+weiter sagen+weiter sag+weiter weitererzahlen weitererzahlst weiterzuerzahlen erzahle+weiter erzahlst+weiter erzahlt+weiter erzahlen+weiter erzahl+weiter durchgeben durchgebe durchgibst durchgibt durchgebt durchzugeben gebe+durch gibst+durch gibt+durch gebt+durch geben+durch gib+durch
V|passed on|weitergegeben weitergab weitergabst weitergaben weitergabt gab+weiter gabst+weiter gaben+weiter gabt+weiter weitergereicht weiterreichte weiterreichtest weiterreichten weiterreichtet reichte+weiter reichtest+weiter reichten+weiter reichtet+weiter weitergesagt weitersagte weitersagtest weitersagten weitersagtet sagte+weiter sagtest+weiter sagten+weiter sagtet+weiter weitererzahlt weitererzahltest weitererzahltet erzahlte+weiter erzahltest+weiter erzahlten+weiter erzahltet+weiter durchgegeben durchgab durchgabst durchgaben durchgabt gab+durch gabst+durch gaben+durch gabt+durch
A|passed on|weitergegebene weitergegebenen weitergegebener weitergegebenes weitergegebenem weitergereichte weitergereichten weitergereichter weitergereichtes weitergereichtem weitergesagte weitergesagten weitergesagter weitergesagtes weitergesagtem weitererzahlte weitererzahlten weitererzahlter weitererzahltes weitererzahltem durchgegebene durchgegebenen durchgegebener durchgegebenes durchgegebenem
V|passing on|weitergebend weiterreichend weitersagend weitererzahlend durchgebend
A|passing on|weitergebende weitergebenden weitergebender weitergebendes weitergebendem weiterreichende weiterreichenden weiterreichender weiterreichendes weiterreichendem weitersagende weitersagenden weitersagender weitersagendes weitersagendem weitererzahlende weitererzahlenden weitererzahlender weitererzahlendes weitererzahlendem durchgebende durchgebenden durchgebender durchgebendes durchgebendem
V|share|teilen teile teilst teilt
V|shared|geteilt teilte teiltest teilten teiltet
A|shared|geteilte geteilten geteilter geteiltes geteiltem
V|sharing|teilend
A|sharing|teilende teilenden teilender teilendes teilendem
V|tell|mitteilen mitteilst mitteilt mitzuteilen teile+mit teilst+mit teilt+mit teilen+mit teil+mit sagen sage sagst sagt sag erzahlen erzahle erzahlst erzahl
V|told|mitgeteilt mitteilte mitteiltest mitteilten mitteiltet teilte+mit teiltest+mit teilten+mit teiltet+mit gesagt sagte sagtest sagten sagtet erzahlt erzahltest erzahltet
A|told|mitgeteilte mitgeteilten mitgeteilter mitgeteiltes mitgeteiltem gesagte gesagten gesagter gesagtes gesagtem erzahlte erzahlten erzahlter erzahltes erzahltem
V|telling|mitteilend sagend erzahlend
A|telling|mitteilende mitteilenden mitteilender mitteilendes mitteilendem sagende sagenden sagender sagendes sagendem erzahlende erzahlenden erzahlender erzahlendes erzahlendem
V|send back|zurucksenden zurucksendest zurucksendet zuruckzusenden sende+zuruck sendest+zuruck sendet+zuruck senden+zuruck zuruckschicken zuruckschickst zuruckschickt zuruckzuschicken schicke+zuruck schickst+zuruck schickt+zuruck schicken+zuruck schick+zuruck
V|sent back|zuruckgesendet zurucksendete zurucksendetest zurucksendeten zurucksendetet sendete+zuruck sendetest+zuruck sendeten+zuruck sendetet+zuruck zuruckgeschickt zuruckschickte zuruckschicktest zuruckschickten zuruckschicktet schickte+zuruck schicktest+zuruck schickten+zuruck schicktet+zuruck zuruckgesandt
A|sent back|zuruckgesendete zuruckgesendeten zuruckgesendeter zuruckgesendetes zuruckgesendetem zuruckgeschickte zuruckgeschickten zuruckgeschickter zuruckgeschicktes zuruckgeschicktem
V|sending back|zurucksendend zuruckschickend
A|sending back|zurucksendende zurucksendenden zurucksendender zurucksendendes zurucksendendem zuruckschickende zuruckschickenden zuruckschickender zuruckschickendes zuruckschickendem
V|export|exportieren exportiere exportierst exportier
V|exported|exportiert exportiertest exportiertet
A|exported|exportierte exportierten exportierter exportiertes exportiertem
V|exporting|exportierend
A|exporting|exportierende exportierenden exportierender exportierendes exportierendem
V|import|importieren importiere importierst importier
V|imported|importiert importiertest importiertet
A|imported|importierte importierten importierter importiertes importiertem
V|importing|importierend
A|importing|importierende importierenden importierender importierendes importierendem
V|upload|hochladen hochladst hochladt hochladet hochzuladen lade+hoch ladst+hoch ladt+hoch ladet+hoch laden+hoch lad+hoch raufladen raufladst raufladt raufladet raufzuladen lade+rauf ladst+rauf ladt+rauf ladet+rauf laden+rauf lad+rauf uploaden uploade uploadest uploadet
V|uploaded|hochgeladen hochlud hochludest hochluden hochludet lud+hoch ludest+hoch luden+hoch ludet+hoch raufgeladen rauflud raufludest raufluden raufludet lud+rauf ludest+rauf luden+rauf ludet+rauf geuploadet uploadete uploadetest uploadeten uploadetet
A|uploaded|hochgeladene hochgeladenen hochgeladener hochgeladenes hochgeladenem raufgeladene raufgeladenen raufgeladener raufgeladenes raufgeladenem geuploadete geuploadeten geuploadeter geuploadetes geuploadetem
V|uploading|hochladend raufladend uploadend
A|uploading|hochladende hochladenden hochladender hochladendes hochladendem raufladende raufladenden raufladender raufladendes raufladendem uploadende uploadenden uploadender uploadendes uploadendem
V|download|herunterladen herunterladst herunterladt herunterladet herunterzuladen lade+herunter ladst+herunter ladt+herunter ladet+herunter laden+herunter lad+herunter runterladen runterladst runterladt runterladet runterzuladen lade+runter ladst+runter ladt+runter ladet+runter laden+runter lad+runter downloaden downloade downloadest downloadet
V|downloaded|heruntergeladen herunterlud herunterludest herunterluden herunterludet lud+herunter ludest+herunter luden+herunter ludet+herunter runtergeladen runterlud runterludest runterluden runterludet lud+runter ludest+runter luden+runter ludet+runter gedownloadet downloadete downloadetest downloadeten downloadetet
A|downloaded|heruntergeladene heruntergeladenen heruntergeladener heruntergeladenes heruntergeladenem runtergeladene runtergeladenen runtergeladener runtergeladenes runtergeladenem gedownloadete gedownloadeten gedownloadeter gedownloadetes gedownloadetem
V|downloading|herunterladend runterladend downloadend
A|downloading|herunterladende herunterladenden herunterladender herunterladendes herunterladendem runterladende runterladenden runterladender runterladendes runterladendem downloadende downloadenden downloadender downloadendes downloadendem
V|post|posten poste postest postet
V|posted|gepostet postete postetest posteten postetet
A|posted|gepostete geposteten geposteter gepostetes gepostetem
V|posting|postend
A|posting|postende postenden postender postendes postendem
V|publish|veroffentlichen veroffentliche veroffentlichst veroffentlich publizieren publiziere publizierst publizier
V|published|veroffentlicht veroffentlichtest veroffentlichtet publiziert publiziertest publiziertet
A|published|veroffentlichte veroffentlichten veroffentlichter veroffentlichtes veroffentlichtem publizierte publizierten publizierter publiziertes publiziertem
V|publishing|veroffentlichend publizierend
A|publishing|veroffentlichende veroffentlichenden veroffentlichender veroffentlichendes veroffentlichendem publizierende publizierenden publizierender publizierendes publizierendem
V|provide|bereitstellen bereitstellst bereitstellt bereitzustellen stelle+bereit stellst+bereit stellt+bereit stellen+bereit stell+bereit vorsehen vorsehe vorsiehst vorsieht vorseht vorzusehen sehe+vor siehst+vor sieht+vor seht+vor sehen+vor sieh+vor siehe+vor
V|provided|bereitgestellt bereitstellte bereitstelltest bereitstellten bereitstelltet stellte+bereit stelltest+bereit stellten+bereit stelltet+bereit vorgesehen vorsah vorsahst vorsahen vorsaht sah+vor sahst+vor sahen+vor saht+vor
A|provided|bereitgestellte bereitgestellten bereitgestellter bereitgestelltes bereitgestelltem vorgesehene vorgesehenen vorgesehener vorgesehenes vorgesehenem
V|providing|bereitstellend vorsehend
A|providing|bereitstellende bereitstellenden bereitstellender bereitstellendes bereitstellendem vorsehende vorsehenden vorsehender vorsehendes vorsehendem
V|deliver|liefern liefere lieferst liefert liefer zustellen zustellst zustellt zuzustellen stelle+zu stellst+zu stellt+zu stellen+zu stell+zu
V|delivered|geliefert lieferte liefertest lieferten liefertet zugestellt zustellte zustelltest zustellten zustelltet stellte+zu stelltest+zu stellten+zu stelltet+zu
A|delivered|gelieferte gelieferten gelieferter geliefertes geliefertem zugestellte zugestellten zugestellter zugestelltes zugestelltem
V|delivering|liefernd zustellend
A|delivering|liefernde liefernden liefernder lieferndes lieferndem zustellende zustellenden zustellender zustellendes zustellendem
V|pay|zahlen zahle zahlst zahlt bezahlen bezahle bezahlst bezahl nachzahlen nachzahlst nachzahlt nachzuzahlen zahle+nach zahlst+nach zahlt+nach zahlen+nach zahl+nach
V|paid|gezahlt zahlte zahltest zahlten zahltet bezahlt bezahltest bezahltet nachgezahlt nachzahlte nachzahltest nachzahlten nachzahltet zahlte+nach zahltest+nach zahlten+nach zahltet+nach
A|paid|gezahlte gezahlten gezahlter gezahltes gezahltem bezahlte bezahlten bezahlter bezahltes bezahltem kostenpflichtig kostenpflichtige kostenpflichtigen kostenpflichtiger kostenpflichtiges kostenpflichtigem nachgezahlte nachgezahlten nachgezahlter nachgezahltes nachgezahltem
V|paying|zahlend bezahlend nachzahlend
A|paying|zahlende zahlenden zahlender zahlendes zahlendem bezahlende bezahlenden bezahlender bezahlendes bezahlendem nachzahlende nachzahlenden nachzahlender nachzahlendes nachzahlendem
V|deposit|einzahlen einzahlst einzahlt einzuzahlen zahle+ein zahlst+ein zahlt+ein zahlen+ein zahl+ein
V|deposited|eingezahlt einzahlte einzahltest einzahlten einzahltet zahlte+ein zahltest+ein zahlten+ein zahltet+ein
A|deposited|eingezahlte eingezahlten eingezahlter eingezahltes eingezahltem
V|depositing|einzahlend
A|depositing|einzahlende einzahlenden einzahlender einzahlendes einzahlendem
V|withdraw|abheben abhebst abhebt abzuheben hebe+ab hebst+ab hebt+ab heben+ab heb+ab zurucknehmen zurucknehme zurucknimmst zurucknimmt zurucknehmt zuruckzunehmen nehme+zuruck nimmst+zuruck nimmt+zuruck nehmt+zuruck nehmen+zuruck nimm+zuruck zuruckziehen zuruckziehst zuruckzieht zuruckzuziehen ziehe+zuruck ziehst+zuruck zieht+zuruck ziehen+zuruck zieh+zuruck
V|withdrawn|abgehoben zuruckgenommen zuruckgezogen
A|withdrawn|abgehobene abgehobenen abgehobener abgehobenes abgehobenem zuruckgenommene zuruckgenommenen zuruckgenommener zuruckgenommenes zuruckgenommenem zuruckgezogene zuruckgezogenen zuruckgezogener zuruckgezogenes zuruckgezogenem
V|withdrew|abhob abhobst abhoben abhobt hob+ab hobst+ab hoben+ab hobt+ab zurucknahm zurucknahmst zurucknahmen zurucknahmt nahm+zuruck nahmst+zuruck nahmen+zuruck nahmt+zuruck zuruckzog zuruckzogst zuruckzogen zuruckzogt zog+zuruck zogst+zuruck zogen+zuruck zogt+zuruck
V|withdrawing|abhebend zurucknehmend zuruckziehend
A|withdrawing|abhebende abhebenden abhebender abhebendes abhebendem zurucknehmende zurucknehmenden zurucknehmender zurucknehmendes zurucknehmendem zuruckziehende zuruckziehenden zuruckziehender zuruckziehendes zuruckziehendem
V|refund|erstatten erstatte erstattest ruckerstatten ruckerstatte ruckerstattest zuruckerstatten zuruckerstattest zuruckzuerstatten erstatte+zuruck erstattest+zuruck erstattet+zuruck erstatten+zuruck
V|refunded|erstattet erstattetest erstattetet ruckerstattet ruckerstattetest ruckerstattetet zuruckerstattet zuruckerstattetest zuruckerstattetet erstattete+zuruck erstattetest+zuruck erstatteten+zuruck erstattetet+zuruck
A|refunded|erstattete erstatteten erstatteter erstattetes erstattetem ruckerstattete ruckerstatteten ruckerstatteter ruckerstattetes ruckerstattetem zuruckerstattete zuruckerstatteten zuruckerstatteter zuruckerstattetes zuruckerstattetem
V|refunding|erstattend ruckerstattend zuruckerstattend
A|refunding|erstattende erstattenden erstattender erstattendes erstattendem ruckerstattende ruckerstattenden ruckerstattender ruckerstattendes ruckerstattendem zuruckerstattende zuruckerstattenden zuruckerstattender zuruckerstattendes zuruckerstattendem
V|email|mailen maile mailst mailt mail emailen emaile emailst emailt email
V|emailed|gemailt mailte mailtest mailten mailtet geemailt emailte emailtest emailten emailtet
A|emailed|gemailte gemailten gemailter gemailtes gemailtem geemailte geemailten geemailter geemailtes geemailtem
V|emailing|mailend emailend
A|emailing|mailende mailenden mailender mailendes mailendem emailende emailenden emailender emailendes emailendem
V|copy|kopieren kopiere kopierst kopier abschreiben abschreibst abschreibt abzuschreiben schreibe+ab schreibst+ab schreibt+ab schreiben+ab schreib+ab
V|copied|kopiert kopiertest kopiertet abgeschrieben abschrieb abschriebst abschrieben abschriebt schrieb+ab schriebst+ab schrieben+ab schriebt+ab
A|copied|kopierte kopierten kopierter kopiertes kopiertem abgeschriebene abgeschriebenen abgeschriebener abgeschriebenes abgeschriebenem
V|copying|kopierend abschreibend
A|copying|kopierende kopierenden kopierender kopierendes kopierendem abschreibende abschreibenden abschreibender abschreibendes abschreibendem
V|paste|einfugen einfugst einfugt einzufugen fuge+ein fugst+ein fugt+ein fugen+ein fug+ein
V|pasted|eingefugt einfugte einfugtest einfugten einfugtet fugte+ein fugtest+ein fugten+ein fugtet+ein
A|pasted|eingefugte eingefugten eingefugter eingefugtes eingefugtem
V|pasting|einfugend
A|pasting|einfugende einfugenden einfugender einfugendes einfugendem
V|add|hinzufugen hinzufugst hinzufugt hinzuzufugen fuge+hinzu fugst+hinzu fugt+hinzu fugen+hinzu fug+hinzu erganzen erganze erganz addieren addiere addierst addier
V|added|hinzugefugt hinzufugte hinzufugtest hinzufugten hinzufugtet fugte+hinzu fugtest+hinzu fugten+hinzu fugtet+hinzu erganzt erganztest erganztet addiert addiertest addiertet
A|added|hinzugefugte hinzugefugten hinzugefugter hinzugefugtes hinzugefugtem erganzte erganzten erganzter erganztes erganztem addierte addierten addierter addiertes addiertem
V|adding|hinzufugend erganzend addierend
A|adding|hinzufugende hinzufugenden hinzufugender hinzufugendes hinzufugendem erganzende erganzenden erganzender erganzendes erganzendem addierende addierenden addierender addierendes addierendem
V|attach|anhangen anhangst anhangt anzuhangen hange+an hangst+an hangt+an hangen+an hang+an beifugen beifugst beifugt beizufugen fuge+bei fugst+bei fugt+bei fugen+bei fug+bei anbringen anbringst anbringt anzubringen bringe+an bringst+an bringt+an bringen+an bring+an
V|attached|angehangt anhangte anhangtest anhangten anhangtet hangte+an hangtest+an hangten+an hangtet+an beigefugt beifugte beifugtest beifugten beifugtet fugte+bei fugtest+bei fugten+bei fugtet+bei angebracht anbrachte anbrachtest anbrachten anbrachtet brachte+an brachtest+an brachten+an brachtet+an
A|attached|angehangte angehangten angehangter angehangtes angehangtem beigefugte beigefugten beigefugter beigefugtes beigefugtem angebrachte angebrachten angebrachter angebrachtes angebrachtem
V|attaching|anhangend beifugend anbringend
A|attaching|anhangende anhangenden anhangender anhangendes anhangendem beifugende beifugenden beifugender beifugendes beifugendem anbringende anbringenden anbringender anbringendes anbringendem
V|append|anfugen anfugst anfugt anzufugen fuge+an fugst+an fugt+an fugen+an fug+an
V|appended|angefugt anfugte anfugtest anfugten anfugtet fugte+an fugtest+an fugten+an fugtet+an
A|appended|angefugte angefugten angefugter angefugtes angefugtem
V|appending|anfugend
A|appending|anfugende anfugenden anfugender anfugendes anfugendem
V|reveal|enthullen enthulle enthullst enthull offenbaren offenbare offenbarst offenbar verraten verrate verratst verratet verrat
V|revealed|enthullt enthulltest enthulltet offenbart offenbartest offenbartet verriet verrietest verrieten verrietet
A|revealed|enthullte enthullten enthullter enthulltes enthulltem offenbarte offenbarten offenbarter offenbartes offenbartem verratene verratenen verratener verratenes verratenem
V|revealing|enthullend offenbarend verratend
A|revealing|enthullende enthullenden enthullender enthullendes enthullendem offenbarende offenbarenden offenbarender offenbarendes offenbarendem verratende verratenden verratender verratendes verratendem
V|disclose|offenlegen offenlegst offenlegt offenzulegen lege+offen legst+offen legt+offen legen+offen leg+offen
V|disclosed|offengelegt offenlegte offenlegtest offenlegten offenlegtet legte+offen legtest+offen legten+offen legtet+offen
A|disclosed|offengelegte offengelegten offengelegter offengelegtes offengelegtem
V|disclosing|offenlegend
A|disclosing|offenlegende offenlegenden offenlegender offenlegendes offenlegendem
V|divulge|preisgeben preisgebe preisgibst preisgibt preisgebt preiszugeben gebe+preis gibst+preis gibt+preis gebt+preis geben+preis gib+preis ausplaudern ausplauderst ausplaudert auszuplaudern plaudere+aus plauderst+aus plaudert+aus plaudern+aus plauder+aus
V|divulged|preisgegeben preisgab preisgabst preisgaben preisgabt gab+preis gabst+preis gaben+preis gabt+preis ausgeplaudert ausplauderte ausplaudertest ausplauderten ausplaudertet plauderte+aus plaudertest+aus plauderten+aus plaudertet+aus
A|divulged|preisgegebene preisgegebenen preisgegebener preisgegebenes preisgegebenem ausgeplauderte ausgeplauderten ausgeplauderter ausgeplaudertes ausgeplaudertem
V|divulging|preisgebend ausplaudernd
A|divulging|preisgebende preisgebenden preisgebender preisgebendes preisgebendem ausplaudernde ausplaudernden ausplaudernder ausplauderndes ausplauderndem
V|show|zeigen zeige zeigst zeigt zeig einblenden einblendest einblendet einzublenden blende+ein blendest+ein blendet+ein blenden+ein vorzeigen vorzeigst vorzeigt vorzuzeigen zeige+vor zeigst+vor zeigt+vor zeigen+vor zeig+vor herzeigen herzeigst herzeigt herzuzeigen zeige+her zeigst+her zeigt+her zeigen+her zeig+her
V|shown|gezeigt eingeblendet vorgezeigt hergezeigt
A|shown|gezeigte gezeigten gezeigter gezeigtes gezeigtem eingeblendete eingeblendeten eingeblendeter eingeblendetes eingeblendetem vorgezeigte vorgezeigten vorgezeigter vorgezeigtes vorgezeigtem hergezeigte hergezeigten hergezeigter hergezeigtes hergezeigtem
V|showed|zeigte zeigtest zeigten zeigtet einblendete einblendetest einblendeten einblendetet blendete+ein blendetest+ein blendeten+ein blendetet+ein vorzeigte vorzeigtest vorzeigten vorzeigtet zeigte+vor zeigtest+vor zeigten+vor zeigtet+vor herzeigte herzeigtest herzeigten herzeigtet zeigte+her zeigtest+her zeigten+her zeigtet+her
V|showing|zeigend einblendend vorzeigend herzeigend
A|showing|zeigende zeigenden zeigender zeigendes zeigendem einblendende einblendenden einblendender einblendendes einblendendem vorzeigende vorzeigenden vorzeigender vorzeigendes vorzeigendem herzeigende herzeigenden herzeigender herzeigendes herzeigendem
V|display|anzeigen anzeigst anzeigt anzuzeigen zeige+an zeigst+an zeigt+an zeigen+an zeig+an
V|displayed|angezeigt anzeigte anzeigtest anzeigten anzeigtet zeigte+an zeigtest+an zeigten+an zeigtet+an
A|displayed|angezeigte angezeigten angezeigter angezeigtes angezeigtem
V|displaying|anzeigend
A|displaying|anzeigende anzeigenden anzeigender anzeigendes anzeigendem
V|output|ausgeben ausgegeben ausgebe ausgibst ausgibt ausgebt ausgab ausgabst ausgabt auszugeben gebe+aus gibst+aus gibt+aus gebt+aus geben+aus gib+aus gab+aus gabst+aus gaben+aus gabt+aus
A|output|ausgegebene ausgegebenen ausgegebener ausgegebenes ausgegebenem
V|outputting|ausgebend
A|outputting|ausgebende ausgebenden ausgebender ausgebendes ausgebendem
V|print|drucken drucke druckst druckt druck ausdruckst ausdruckt auszudrucken drucke+aus druckst+aus druckt+aus drucken+aus druck+aus abdrucken abdruckst abdruckt abzudrucken drucke+ab druckst+ab druckt+ab drucken+ab druck+ab printen printe printest printet
V|printed|gedruckt druckte drucktest druckten drucktet ausgedruckt ausdruckte ausdrucktest ausdruckten ausdrucktet druckte+aus drucktest+aus druckten+aus drucktet+aus abgedruckt abdruckte abdrucktest abdruckten abdrucktet druckte+ab drucktest+ab druckten+ab drucktet+ab geprintet printete printetest printeten printetet
A|printed|gedruckte gedruckten gedruckter gedrucktes gedrucktem ausgedruckte ausgedruckten ausgedruckter ausgedrucktes ausgedrucktem abgedruckte abgedruckten abgedruckter abgedrucktes abgedrucktem geprintete geprinteten geprinteter geprintetes geprintetem
V|printing|druckend ausdruckend abdruckend printend
A|printing|druckende druckenden druckender druckendes druckendem ausdruckende ausdruckenden ausdruckender ausdruckendes ausdruckendem abdruckende abdruckenden abdruckender abdruckendes abdruckendem printende printenden printender printendes printendem
V|repeat|wiederholen wiederhole wiederholst wiederhol
V|repeated|wiederholt wiederholtest wiederholtet
A|repeated|wiederholte wiederholten wiederholter wiederholtes wiederholtem
V|repeating|wiederholend
A|repeating|wiederholende wiederholenden wiederholender wiederholendes wiederholendem
V|reproduce|wiedergeben wiedergebe wiedergibst wiedergibt wiedergebt wiederzugeben gebe+wieder gibst+wieder gibt+wieder gebt+wieder geben+wieder gib+wieder reproduzieren reproduziere reproduzierst reproduzier
V|reproduced|wiedergegeben wiedergab wiedergabst wiedergaben wiedergabt gab+wieder gabst+wieder gaben+wieder gabt+wieder reproduziert reproduziertest reproduziertet
A|reproduced|wiedergegebene wiedergegebenen wiedergegebener wiedergegebenes wiedergegebenem reproduzierte reproduzierten reproduzierter reproduziertes reproduziertem
V|reproducing|wiedergebend reproduzierend
A|reproducing|wiedergebende wiedergebenden wiedergebender wiedergebendes wiedergebendem reproduzierende reproduzierenden reproduzierender reproduzierendes reproduzierendem
V|recite|aufsagen aufsagst aufsagt aufzusagen sage+auf sagst+auf sagt+auf sagen+auf sag+auf rezitieren rezitiere rezitierst rezitier
V|recited|aufgesagt aufsagte aufsagtest aufsagten aufsagtet sagte+auf sagtest+auf sagten+auf sagtet+auf rezitiert rezitiertest rezitiertet
A|recited|aufgesagte aufgesagten aufgesagter aufgesagtes aufgesagtem rezitierte rezitierten rezitierter rezitiertes rezitiertem
V|reciting|aufsagend rezitierend
A|reciting|aufsagende aufsagenden aufsagender aufsagendes aufsagendem rezitierende rezitierenden rezitierender rezitierendes rezitierendem
V|read out|vorlesen vorgelesen vorlese vorliest vorlest vorlas vorlasest vorlasen vorlast vorzulesen lese+vor liest+vor lest+vor lesen+vor lies+vor las+vor lasest+vor lasen+vor last+vor auslesen ausgelesen auslese ausliest auslest auslas auslasest auslasen auslast auszulesen lese+aus liest+aus lest+aus lesen+aus lies+aus las+aus lasest+aus lasen+aus last+aus
A|read out|vorgelesene vorgelesenen vorgelesener vorgelesenes vorgelesenem ausgelesene ausgelesenen ausgelesener ausgelesenes ausgelesenem
V|reading out|vorlesend auslesend
A|reading out|vorlesende vorlesenden vorlesender vorlesendes vorlesendem auslesende auslesenden auslesender auslesendes auslesendem
V|name|nennen nenne nennst nennt nenn benennen benenne benennst benennt benenn
V|named|genannt nannte nanntest nannten nanntet benannt benanntest benanntet
A|named|genannte genannten genannter genanntes genanntem benannte benannten benannter benanntes benanntem
V|naming|nennend benennend
A|naming|nennende nennenden nennender nennendes nennendem benennende benennenden benennender benennendes benennendem
V|inform|informieren informiere informierst informier unterrichten unterrichte unterrichtest
V|informed|informiert informiertest informiertet unterrichtet unterrichtetest unterrichtetet
A|informed|informierte informierten informierter informiertes informiertem unterrichtete unterrichteten unterrichteter unterrichtetes unterrichtetem
V|informing|informierend unterrichtend
A|informing|informierende informierenden informierender informierendes informierendem unterrichtende unterrichtenden unterrichtender unterrichtendes unterrichtendem
V|notify|benachrichtigen benachrichtige benachrichtigst benachrichtig
V|notified|benachrichtigt benachrichtigtest benachrichtigtet
A|notified|benachrichtigte benachrichtigten benachrichtigter benachrichtigtes benachrichtigtem
V|notifying|benachrichtigend
A|notifying|benachrichtigende benachrichtigenden benachrichtigender benachrichtigendes benachrichtigendem
V|report|melden melde meldest meldet berichten berichte berichtest
V|reported|gemeldet meldete meldetest meldeten meldetet berichtet berichtetest berichtetet
A|reported|gemeldete gemeldeten gemeldeter gemeldetes gemeldetem berichtete berichteten berichteter berichtetes berichtetem
V|reporting|meldend berichtend
A|reporting|meldende meldenden meldender meldendes meldendem berichtende berichtenden berichtender berichtendes berichtendem
V|mention|erwahnen erwahne erwahnst erwahn
V|mentioned|erwahnt erwahntest erwahntet
A|mentioned|erwahnte erwahnten erwahnter erwahntes erwahntem
V|mentioning|erwahnend
A|mentioning|erwahnende erwahnenden erwahnender erwahnendes erwahnendem
V|address|ansprechen anspreche ansprichst anspricht ansprecht anzusprechen spreche+an sprichst+an spricht+an sprecht+an sprechen+an sprich+an eingehen eingehst eingeht einzugehen gehe+ein gehst+ein geht+ein gehen+ein geh+ein
V|addressed|angesprochen ansprach ansprachst ansprachen anspracht sprach+an sprachst+an sprachen+an spracht+an eingegangen einging eingingst eingingen eingingt ging+ein gingst+ein gingen+ein gingt+ein
A|addressed|angesprochene angesprochenen angesprochener angesprochenes angesprochenem eingegangene eingegangenen eingegangener eingegangenes eingegangenem
V|addressing|ansprechend
A|addressing|ansprechende ansprechenden ansprechender ansprechendes ansprechendem
V|conceal|verschweigen verschweige verschweigst verschweigt verschweig kaschieren kaschiere kaschierst kaschier
V|concealed|verschwiegen verschwieg verschwiegst verschwiegt kaschiert kaschiertest kaschiertet
A|concealed|verschwiegene verschwiegenen verschwiegener verschwiegenes verschwiegenem kaschierte kaschierten kaschierter kaschiertes kaschiertem
V|concealing|verschweigend kaschierend
A|concealing|verschweigende verschweigenden verschweigender verschweigendes verschweigendem kaschierende kaschierenden kaschierender kaschierendes kaschierendem
V|hide|verheimlichen verheimliche verheimlichst verheimlich verstecken verstecke versteckst versteck verbergen verberge verbirgst verbirgt verbergt verbirg ausblenden ausblendest ausblendet auszublenden blende+aus blendest+aus blendet+aus blenden+aus
V|hidden|verheimlicht versteckt verborgen ausgeblendet
A|hidden|verheimlichte verheimlichten verheimlichter verheimlichtes verheimlichtem versteckte versteckten versteckter verstecktes verstecktem verborgene verborgenen verborgener verborgenes verborgenem ausgeblendete ausgeblendeten ausgeblendeter ausgeblendetes ausgeblendetem
V|hid|verheimlichtest verheimlichtet verstecktest verstecktet verbarg verbargst verbargen verbargt ausblendete ausblendetest ausblendeten ausblendetet blendete+aus blendetest+aus blendeten+aus blendetet+aus
V|hiding|verheimlichend versteckend verbergend ausblendend
A|hiding|verheimlichende verheimlichenden verheimlichender verheimlichendes verheimlichendem versteckende versteckenden versteckender versteckendes versteckendem verbergende verbergenden verbergender verbergendes verbergendem ausblendende ausblendenden ausblendender ausblendendes ausblendendem
V|keep secret|geheimhalten geheimhaltst geheimhalt geheimhaltet geheimzuhalten halte+geheim haltst+geheim haltet+geheim halten+geheim halt+geheim
V|kept secret|geheimgehalten geheimhielt geheimhieltest geheimhielten geheimhieltet hielt+geheim hieltest+geheim hielten+geheim hieltet+geheim
A|kept secret|geheimgehaltene geheimgehaltenen geheimgehaltener geheimgehaltenes geheimgehaltenem
V|keeping secret|geheimhaltend
A|keeping secret|geheimhaltende geheimhaltenden geheimhaltender geheimhaltendes geheimhaltendem
V|withhold|zuruckhalten zuruckhaltst zuruckhalt zuruckhaltet zuruckzuhalten halte+zuruck haltst+zuruck halt+zuruck haltet+zuruck halten+zuruck vorenthalten vorenthaltst vorenthalt vorenthaltet vorzuenthalten enthalte+vor enthaltst+vor enthaltet+vor enthalten+vor enthalt+vor unterschlagen unterschlage unterschlagst unterschlagt unterschlag
V|withheld|zuruckgehalten zuruckhielt zuruckhieltest zuruckhielten zuruckhieltet hielt+zuruck hieltest+zuruck hielten+zuruck hieltet+zuruck vorenthielt vorenthieltest vorenthielten vorenthieltet enthielt+vor enthieltest+vor enthielten+vor enthieltet+vor unterschlug unterschlugst unterschlugen unterschlugt
A|withheld|zuruckgehaltene zuruckgehaltenen zuruckgehaltener zuruckgehaltenes zuruckgehaltenem vorenthaltene vorenthaltenen vorenthaltener vorenthaltenes vorenthaltenem unterschlagene unterschlagenen unterschlagener unterschlagenes unterschlagenem
V|withholding|zuruckhaltend vorenthaltend unterschlagend
A|withholding|zuruckhaltende zuruckhaltenden zuruckhaltender zuruckhaltendes zuruckhaltendem vorenthaltende vorenthaltenden vorenthaltender vorenthaltendes vorenthaltendem unterschlagende unterschlagenden unterschlagender unterschlagendes unterschlagendem
V|suppress|unterdrucken unterdrucke unterdruckst unterdruck verdrangen verdrange verdrangst verdrang
V|suppressed|unterdruckt unterdrucktest unterdrucktet verdrangt verdrangtest verdrangtet
A|suppressed|unterdruckte unterdruckten unterdruckter unterdrucktes unterdrucktem verdrangte verdrangten verdrangter verdrangtes verdrangtem
V|suppressing|unterdruckend verdrangend
A|suppressing|unterdruckende unterdruckenden unterdruckender unterdruckendes unterdruckendem verdrangende verdrangenden verdrangender verdrangendes verdrangendem
V|disguise|tarnen tarne tarnst tarnt tarn
V|disguised|getarnt tarnte tarntest tarnten tarntet
A|disguised|getarnte getarnten getarnter getarntes getarntem
V|disguising|tarnend
A|disguising|tarnende tarnenden tarnender tarnendes tarnendem
V|obscure|verschleiern verschleiere verschleierst verschleier
V|obscured|verschleiert verschleiertest verschleiertet
A|obscured|verschleierte verschleierten verschleierter verschleiertes verschleiertem
V|obscuring|verschleiernd
A|obscuring|verschleiernde verschleiernden verschleiernder verschleierndes verschleierndem
V|encrypt|verschlusseln verschlussle verschlusselst verschlussel chiffrieren chiffriere chiffrierst chiffrier
V|encrypted|verschlusselt verschlusseltest verschlusseltet chiffriert chiffriertest chiffriertet
A|encrypted|verschlusselte verschlusselten verschlusselter verschlusseltes verschlusseltem chiffrierte chiffrierten chiffrierter chiffriertes chiffriertem
V|encrypting|verschlusselnd chiffrierend
A|encrypting|verschlusselnde verschlusselnden verschlusselnder verschlusselndes verschlusselndem chiffrierende chiffrierenden chiffrierender chiffrierendes chiffrierendem
V|decrypt|entschlusseln entschlussle entschlusselst entschlussel
V|decrypted|entschlusselt entschlusseltest entschlusseltet
A|decrypted|entschlusselte entschlusselten entschlusselter entschlusseltes entschlusseltem
V|decrypting|entschlusselnd
A|decrypting|entschlusselnde entschlusselnden entschlusselnder entschlusselndes entschlusselndem
V|encode|kodieren kodiere kodierst kodier codieren codiere codierst codier enkodieren enkodiere enkodierst enkodier
V|encoded|kodiert kodiertest kodiertet codiert codiertest codiertet enkodiert enkodiertest enkodiertet
A|encoded|kodierte kodierten kodierter kodiertes kodiertem codierte codierten codierter codiertes codiertem enkodierte enkodierten enkodierter enkodiertes enkodiertem
V|encoding|kodierend codierend enkodierend
A|encoding|kodierende kodierenden kodierender kodierendes kodierendem codierende codierenden codierender codierendes codierendem enkodierende enkodierenden enkodierender enkodierendes enkodierendem
V|decode|dekodieren dekodiere dekodierst dekodier decodieren decodiere decodierst decodier
V|decoded|dekodiert dekodiertest dekodiertet decodiert decodiertest decodiertet
A|decoded|dekodierte dekodierten dekodierter dekodiertes dekodiertem decodierte decodierten decodierter decodiertes decodiertem
V|decoding|dekodierend decodierend
A|decoding|dekodierende dekodierenden dekodierender dekodierendes dekodierendem decodierende decodierenden decodierender decodierendes decodierendem
V|translate|ubersetzen ubersetze ubersetz
V|translated|ubersetzt ubersetztest ubersetztet
A|translated|ubersetzte ubersetzten ubersetzter ubersetztes ubersetztem
V|translating|ubersetzend
A|translating|ubersetzende ubersetzenden ubersetzender ubersetzendes ubersetzendem
V|summarize|zusammenfassen zusammenfasst zusammenzufassen fasse+zusammen fasst+zusammen fassen+zusammen fass+zusammen resumieren resumiere resumierst resumier
V|summarized|zusammengefasst zusammenfasste zusammenfasstest zusammenfassten zusammenfasstet fasste+zusammen fasstest+zusammen fassten+zusammen fasstet+zusammen resumiert resumiertest resumiertet
A|summarized|zusammengefasste zusammengefassten zusammengefasster zusammengefasstes zusammengefasstem resumierte resumierten resumierter resumiertes resumiertem
V|summarizing|zusammenfassend resumierend
A|summarizing|zusammenfassende zusammenfassenden zusammenfassender zusammenfassendes zusammenfassendem resumierende resumierenden resumierender resumierendes resumierendem
V|rewrite|umschreiben umschreibst umschreibt umzuschreiben schreibe+um schreibst+um schreibt+um schreiben+um schreib+um
V|rewritten|umgeschrieben
A|rewritten|umgeschriebene umgeschriebenen umgeschriebener umgeschriebenes umgeschriebenem
V|rewrote|umschrieb umschriebst umschrieben umschriebt schrieb+um schriebst+um schrieben+um schriebt+um
V|rewriting|umschreibend
A|rewriting|umschreibende umschreibenden umschreibender umschreibendes umschreibendem
V|paraphrase|paraphrasieren paraphrasiere paraphrasierst paraphrasier
V|paraphrased|paraphrasiert paraphrasiertest paraphrasiertet
A|paraphrased|paraphrasierte paraphrasierten paraphrasierter paraphrasiertes paraphrasiertem
V|paraphrasing|paraphrasierend
A|paraphrasing|paraphrasierende paraphrasierenden paraphrasierender paraphrasierendes paraphrasierendem
V|phrase|formulieren formuliere formulierst formulier
V|phrased|formuliert formuliertest formuliertet
A|phrased|formulierte formulierten formulierter formuliertes formuliertem
V|phrasing|formulierend
A|phrasing|formulierende formulierenden formulierender formulierendes formulierendem
V|rephrase|umformulieren umformulierst umzuformulieren formuliere+um formulierst+um formuliert+um formulieren+um formulier+um
V|rephrased|umformuliert umformuliertest umformuliertet formulierte+um formuliertest+um formulierten+um formuliertet+um
A|rephrased|umformulierte umformulierten umformulierter umformuliertes umformuliertem
V|rephrasing|umformulierend
A|rephrasing|umformulierende umformulierenden umformulierender umformulierendes umformulierendem
V|write|schreiben schreibe schreibst schreibt schreib
V|written|geschrieben
A|written|geschriebene geschriebenen geschriebener geschriebenes geschriebenem
V|wrote|schrieb schriebst schrieben schriebt
V|writing|schreibend
A|writing|schreibende schreibenden schreibender schreibendes schreibendem
V|compose|verfassen verfasse verfass
V|composed|verfasst verfasstest verfasstet
A|composed|verfasste verfassten verfasster verfasstes verfasstem
V|composing|verfassend
A|composing|verfassende verfassenden verfassender verfassendes verfassendem
V|create|erstellen erstelle erstellst erstell anlegen anlegst anlegt anzulegen lege+an legst+an legt+an legen+an leg+an
V|created|erstellt erstelltest erstelltet angelegt anlegte anlegtest anlegten anlegtet legte+an legtest+an legten+an legtet+an
A|created|erstellte erstellten erstellter erstelltes erstelltem angelegte angelegten angelegter angelegtes angelegtem
V|creating|erstellend anlegend
A|creating|erstellende erstellenden erstellender erstellendes erstellendem anlegende anlegenden anlegender anlegendes anlegendem
V|generate|erzeugen erzeuge erzeugst erzeug generieren generiere generierst generier
V|generated|erzeugt erzeugtest erzeugtet generiert generiertest generiertet
A|generated|erzeugte erzeugten erzeugter erzeugtes erzeugtem generierte generierten generierter generiertes generiertem
V|generating|erzeugend generierend
A|generating|erzeugende erzeugenden erzeugender erzeugendes erzeugendem generierende generierenden generierender generierendes generierendem
V|produce|produzieren produziere produzierst produzier herstellen herstellst herstellt herzustellen stelle+her stellst+her stellt+her stellen+her stell+her
V|produced|produziert produziertest produziertet hergestellt herstellte herstelltest herstellten herstelltet stellte+her stelltest+her stellten+her stelltet+her
A|produced|produzierte produzierten produzierter produziertes produziertem hergestellte hergestellten hergestellter hergestelltes hergestelltem
V|producing|produzierend herstellend
A|producing|produzierende produzierenden produzierender produzierendes produzierendem herstellende herstellenden herstellender herstellendes herstellendem
V|execute|ausfuhren ausfuhrst ausfuhrt auszufuhren fuhre+aus fuhrst+aus fuhrt+aus fuhren+aus fuhr+aus
V|executed|ausgefuhrt ausfuhrte ausfuhrtest ausfuhrten ausfuhrtet fuhrte+aus fuhrtest+aus fuhrten+aus fuhrtet+aus
A|executed|ausgefuhrte ausgefuhrten ausgefuhrter ausgefuhrtes ausgefuhrtem
V|executing|ausfuhrend
A|executing|ausfuhrende ausfuhrenden ausfuhrender ausfuhrendes ausfuhrendem
V|run|laufen gelaufen laufe laufst lauft lauf
A|run|gelaufene gelaufenen gelaufener gelaufenes gelaufenem
V|ran|lief liefst liefen lieft
V|running|laufend
A|running|laufende laufenden laufender laufendes laufendem
V|start|starten starte startest startet anfangst anfangt anzufangen fange+an fangst+an fangt+an fangen+an fang+an loslegen loslegst loslegt loszulegen lege+los legst+los legt+los legen+los leg+los
V|started|gestartet startete startetest starteten startetet angefangen anfing anfingst anfingen anfingt fing+an fingst+an fingen+an fingt+an losgelegt loslegte loslegtest loslegten loslegtet legte+los legtest+los legten+los legtet+los
A|started|gestartete gestarteten gestarteter gestartetes gestartetem angefangene angefangenen angefangener angefangenes angefangenem losgelegte losgelegten losgelegter losgelegtes losgelegtem
V|starting|startend anfangend loslegend
A|starting|startende startenden startender startendes startendem anfangende anfangenden anfangender anfangendes anfangendem loslegende loslegenden loslegender loslegendes loslegendem
V|begin|beginnen beginne beginnst beginnt beginn
V|begun|begonnen
A|begun|begonnene begonnenen begonnener begonnenes begonnenem
V|began|begann begannst begannen begannt
V|beginning|beginnend
A|beginning|beginnende beginnenden beginnender beginnendes beginnendem
V|end|beenden beende beendest
V|ended|beendet beendetest beendetet
A|ended|beendete beendeten beendeter beendetes beendetem
V|ending|beendend
A|ending|beendende beendenden beendender beendendes beendendem
V|stop|aufhoren aufhorst aufhort aufzuhoren hore+auf horst+auf hort+auf horen+auf hor+auf stoppen stoppe stoppst stoppt stopp anhalten anhaltst anhalt anhaltet anzuhalten halte+an haltst+an haltet+an halten+an halt+an aufhalten aufhaltst aufhalt aufhaltet aufzuhalten halte+auf haltst+auf haltet+auf halten+auf halt+auf
V|stopped|aufgehort aufhorte aufhortest aufhorten aufhortet horte+auf hortest+auf horten+auf hortet+auf gestoppt stoppte stopptest stoppten stopptet angehalten anhielt anhieltest anhielten anhieltet hielt+an hieltest+an hielten+an hieltet+an aufgehalten aufhielt aufhieltest aufhielten aufhieltet hielt+auf hieltest+auf hielten+auf hieltet+auf
A|stopped|aufgehorte aufgehorten aufgehorter aufgehortes aufgehortem gestoppte gestoppten gestoppter gestopptes gestopptem angehaltene angehaltenen angehaltener angehaltenes angehaltenem aufgehaltene aufgehaltenen aufgehaltener aufgehaltenes aufgehaltenem
V|stopping|aufhorend stoppend anhaltend aufhaltend
A|stopping|aufhorende aufhorenden aufhorender aufhorendes aufhorendem stoppende stoppenden stoppender stoppendes stoppendem anhaltende anhaltenden anhaltender anhaltendes anhaltendem aufhaltende aufhaltenden aufhaltender aufhaltendes aufhaltendem
V|abort|abbrechen abbreche abbrichst abbricht abbrecht abzubrechen breche+ab brichst+ab bricht+ab brecht+ab brechen+ab brich+ab
V|aborted|abgebrochen abbrach abbrachst abbrachen abbracht brach+ab brachst+ab brachen+ab bracht+ab
A|aborted|abgebrochene abgebrochenen abgebrochener abgebrochenes abgebrochenem
V|aborting|abbrechend
A|aborting|abbrechende abbrechenden abbrechender abbrechendes abbrechendem
V|cancel|stornieren storniere stornierst stornier kundigen kundige kundigst kundigt kundig annullieren annulliere annullierst annullier
V|cancelled|storniert storniertest storniertet gekundigt kundigte kundigtest kundigten kundigtet annulliert annulliertest annulliertet
A|cancelled|stornierte stornierten stornierter storniertes storniertem gekundigte gekundigten gekundigter gekundigtes gekundigtem annullierte annullierten annullierter annulliertes annulliertem
V|cancelling|stornierend kundigend annullierend
A|cancelling|stornierende stornierenden stornierender stornierendes stornierendem kundigende kundigenden kundigender kundigendes kundigendem annullierende annullierenden annullierender annullierendes annullierendem
V|install|installieren installiere installierst installier
V|installed|installiert installiertest installiertet
A|installed|installierte installierten installierter installiertes installiertem
V|installing|installierend
A|installing|installierende installierenden installierender installierendes installierendem
V|uninstall|deinstallieren deinstalliere deinstallierst deinstallier
V|uninstalled|deinstalliert deinstalliertest deinstalliertet
A|uninstalled|deinstallierte deinstallierten deinstallierter deinstalliertes deinstalliertem
V|uninstalling|deinstallierend
A|uninstalling|deinstallierende deinstallierenden deinstallierender deinstallierendes deinstallierendem
V|update|aktualisieren aktualisiere aktualisierst aktualisier updaten update updatest updatet
V|updated|aktualisiert aktualisiertest aktualisiertet geupdatet updatete updatetest updateten updatetet
A|updated|aktualisierte aktualisierten aktualisierter aktualisiertes aktualisiertem geupdatete geupdateten geupdateter geupdatetes geupdatetem
V|updating|aktualisierend updatend
A|updating|aktualisierende aktualisierenden aktualisierender aktualisierendes aktualisierendem updatende updatenden updatender updatendes updatendem
V|upgrade|upgraden upgrade upgradest upgradet
V|upgraded|geupgradet upgradete upgradetest upgradeten upgradetet
A|upgraded|geupgradete geupgradeten geupgradeter geupgradetes geupgradetem
V|upgrading|upgradend
A|upgrading|upgradende upgradenden upgradender upgradendes upgradendem
V|save|speichern speichere speicherst speichert abspeichern abspeicherst abspeichert abzuspeichern speichere+ab speicherst+ab speichert+ab speichern+ab speicher+ab
V|saved|gespeichert speicherte speichertest speicherten speichertet abgespeichert abspeicherte abspeichertest abspeicherten abspeichertet speicherte+ab speichertest+ab speicherten+ab speichertet+ab
A|saved|gespeicherte gespeicherten gespeicherter gespeichertes gespeichertem abgespeicherte abgespeicherten abgespeicherter abgespeichertes abgespeichertem
V|saving|speichernd abspeichernd
A|saving|speichernde speichernden speichernder speicherndes speicherndem abspeichernde abspeichernden abspeichernder abspeicherndes abspeicherndem
V|back up|sichern sicherst sichert
V|backed up|gesichert sicherte sichertest sicherten sichertet
A|backed up|gesicherte gesicherten gesicherter gesichertes gesichertem
V|backing up|sichernd
A|backing up|sichernde sichernden sichernder sicherndes sicherndem
V|store|ablegen ablegst ablegt abzulegen lege+ab legst+ab legt+ab legen+ab leg+ab aufbewahren aufbewahrst aufzubewahren bewahre+auf bewahrst+auf bewahrt+auf bewahren+auf bewahr+auf lagern lagere lagerst lagert lager hinterlegen hinterlege hinterlegst hinterleg
V|stored|abgelegt ablegte ablegtest ablegten ablegtet legte+ab legtest+ab legten+ab legtet+ab aufbewahrt aufbewahrtest aufbewahrtet bewahrte+auf bewahrtest+auf bewahrten+auf bewahrtet+auf gelagert lagerte lagertest lagerten lagertet hinterlegt hinterlegtest hinterlegtet
A|stored|abgelegte abgelegten abgelegter abgelegtes abgelegtem aufbewahrte aufbewahrten aufbewahrter aufbewahrtes aufbewahrtem gelagerte gelagerten gelagerter gelagertes gelagertem hinterlegte hinterlegten hinterlegter hinterlegtes hinterlegtem
V|storing|ablegend aufbewahrend lagernd hinterlegend
A|storing|ablegende ablegenden ablegender ablegendes ablegendem aufbewahrende aufbewahrenden aufbewahrender aufbewahrendes aufbewahrendem lagernde lagernden lagernder lagerndes lagerndem hinterlegende hinterlegenden hinterlegender hinterlegendes hinterlegendem
V|archive|archivieren archiviere archivierst archivier
V|archived|archiviert archiviertest archiviertet
A|archived|archivierte archivierten archivierter archiviertes archiviertem
V|archiving|archivierend
A|archiving|archivierende archivierenden archivierender archivierendes archivierendem
V|open|offnen offne offnest offnet aufmachen aufmachst aufmacht aufzumachen mache+auf machst+auf macht+auf machen+auf mach+auf eroffnen eroffne eroffnest
V|opened|geoffnet offnete offnetest offneten offnetet aufgemacht aufmachte aufmachtest aufmachten aufmachtet machte+auf machtest+auf machten+auf machtet+auf eroffnet eroffnetest eroffnetet
A|opened|geoffnete geoffneten geoffneter geoffnetes geoffnetem aufgemachte aufgemachten aufgemachter aufgemachtes aufgemachtem eroffnete eroffneten eroffneter eroffnetes eroffnetem
V|opening|offnend aufmachend eroffnend
A|opening|offnende offnenden offnender offnendes offnendem aufmachende aufmachenden aufmachender aufmachendes aufmachendem eroffnende eroffnenden eroffnender eroffnendes eroffnendem
V|close|schließen schliessen schließe schliesse schließt schliesst schließ schliess zumachen zumachst zumacht zuzumachen mache+zu machst+zu macht+zu machen+zu mach+zu
V|closed|geschlossen schloss schlossest schlossen schlosst zugemacht zumachte zumachtest zumachten zumachtet machte+zu machtest+zu machten+zu machtet+zu
A|closed|geschlossene geschlossenen geschlossener geschlossenes geschlossenem zugemachte zugemachten zugemachter zugemachtes zugemachtem
V|closing|schließend schliessend zumachend
A|closing|schließende schliessende schließenden schliessenden schließender schliessender schließendes schliessendes schließendem schliessendem zumachende zumachenden zumachender zumachendes zumachendem
V|load|laden lade ladst ladt ladet lad
V|loaded|geladen lud ludest luden ludet
A|loaded|geladene geladenen geladener geladenes geladenem
V|loading|ladend
A|loading|ladende ladenden ladender ladendes ladendem
V|change|andern anderst andert
V|changed|geandert anderte andertest anderten andertet
A|changed|geanderte geanderten geanderter geandertes geandertem
V|changing|andernd
A|changing|andernde andernden andernder anderndes anderndem
V|edit|bearbeiten bearbeite bearbeitest
V|edited|bearbeitet bearbeitetest bearbeitetet
A|edited|bearbeitete bearbeiteten bearbeiteter bearbeitetes bearbeitetem
V|editing|bearbeitend
A|editing|bearbeitende bearbeitenden bearbeitender bearbeitendes bearbeitendem
V|modify|modifizieren modifiziere modifizierst modifizier
V|modified|modifiziert modifiziertest modifiziertet
A|modified|modifizierte modifizierten modifizierter modifiziertes modifiziertem
V|modifying|modifizierend
A|modifying|modifizierende modifizierenden modifizierender modifizierendes modifizierendem
V|alter|verandern verandere veranderst verander
V|altered|verandert verandertest verandertet
A|altered|veranderte veranderten veranderter verandertes verandertem
V|altering|verandernd
A|altering|verandernde verandernden verandernder veranderndes veranderndem
V|adjust|anpassen anpasst anzupassen passe+an passt+an passen+an pass+an
V|adjusted|angepasst anpasste anpasstest anpassten anpasstet passte+an passtest+an passten+an passtet+an
A|adjusted|angepasste angepassten angepasster angepasstes angepasstem
V|adjusting|anpassend
A|adjusting|anpassende anpassenden anpassender anpassendes anpassendem
V|replace|ersetzen ersetze ersetz austauschen austauschst austauscht auszutauschen tausche+aus tauschst+aus tauscht+aus tauschen+aus tausch+aus ablosen ablost abzulosen lose+ab lost+ab losen+ab los+ab
V|replaced|ersetzt ersetztest ersetztet ausgetauscht austauschte austauschtest austauschten austauschtet tauschte+aus tauschtest+aus tauschten+aus tauschtet+aus abgelost abloste ablostest ablosten ablostet loste+ab lostest+ab losten+ab lostet+ab
A|replaced|ersetzte ersetzten ersetzter ersetztes ersetztem ausgetauschte ausgetauschten ausgetauschter ausgetauschtes ausgetauschtem abgeloste abgelosten abgeloster abgelostes abgelostem
V|replacing|ersetzend austauschend ablosend
A|replacing|ersetzende ersetzenden ersetzender ersetzendes ersetzendem austauschende austauschenden austauschender austauschendes austauschendem ablosende ablosenden ablosender ablosendes ablosendem
V|swap|tauschen tausche tauschst tauscht tausch
V|swapped|getauscht tauschte tauschtest tauschten tauschtet
A|swapped|getauschte getauschten getauschter getauschtes getauschtem
V|swapping|tauschend
A|swapping|tauschende tauschenden tauschender tauschendes tauschendem
V|rename|umbenennen umbenennst umbenennt umzubenennen benenne+um benennst+um benennt+um benennen+um benenn+um
V|renamed|umbenannt umbenanntest umbenanntet benannte+um benanntest+um benannten+um benanntet+um
A|renamed|umbenannte umbenannten umbenannter umbenanntes umbenanntem
V|renaming|umbenennend
A|renaming|umbenennende umbenennenden umbenennender umbenennendes umbenennendem
V|move|verschieben verschiebe verschiebst verschiebt verschieb bewegen bewege bewegst beweg umziehen umziehst umzieht umzuziehen ziehe+um ziehst+um zieht+um ziehen+um zieh+um verlegen verlege verlegst verleg
V|moved|verschoben verschob verschobst verschobt bewegt bewegtest bewegtet umgezogen umzog umzogst umzogen umzogt zog+um zogst+um zogen+um zogt+um verlegt verlegtest verlegtet
A|moved|verschobene verschobenen verschobener verschobenes verschobenem bewegte bewegten bewegter bewegtes bewegtem umgezogene umgezogenen umgezogener umgezogenes umgezogenem verlegte verlegten verlegter verlegtes verlegtem
V|moving|verschiebend bewegend umziehend verlegend
A|moving|verschiebende verschiebenden verschiebender verschiebendes verschiebendem bewegende bewegenden bewegender bewegendes bewegendem umziehende umziehenden umziehender umziehendes umziehendem verlegende verlegenden verlegender verlegendes verlegendem
V|search|suchen suche suchst sucht such durchsuchen durchsuche durchsuchst durchsuch
V|searched|gesucht suchte suchtest suchten suchtet durchsucht durchsuchtest durchsuchtet
A|searched|gesuchte gesuchten gesuchter gesuchtes gesuchtem durchsuchte durchsuchten durchsuchter durchsuchtes durchsuchtem
V|searching|suchend durchsuchend
A|searching|suchende suchenden suchender suchendes suchendem durchsuchende durchsuchenden durchsuchender durchsuchendes durchsuchendem
V|find|finden finde findest findet find
V|found|gefunden fand fandest fanden fandet
A|found|gefundene gefundenen gefundener gefundenes gefundenem
V|finding|findend
A|finding|findende findenden findender findendes findendem
V|read|lesen gelesen lese liest lest lies las lasest lasen last ablesen abgelesen ablese abliest ablest ablas ablasest ablasen ablast abzulesen lese+ab liest+ab lest+ab lesen+ab lies+ab las+ab lasest+ab lasen+ab last+ab
A|read|gelesene gelesenen gelesener gelesenes gelesenem abgelesene abgelesenen abgelesener abgelesenes abgelesenem
V|reading|lesend ablesend
A|reading|lesende lesenden lesender lesendes lesendem ablesende ablesenden ablesender ablesendes ablesendem
V|extract|extrahieren extrahiere extrahierst extrahier herausholen herausholst herausholt herauszuholen hole+heraus holst+heraus holt+heraus holen+heraus hol+heraus rausholen rausholst rausholt rauszuholen hole+raus holst+raus holt+raus holen+raus hol+raus
V|extracted|extrahiert extrahiertest extrahiertet herausgeholt herausholte herausholtest herausholten herausholtet holte+heraus holtest+heraus holten+heraus holtet+heraus rausgeholt rausholte rausholtest rausholten rausholtet holte+raus holtest+raus holten+raus holtet+raus
A|extracted|extrahierte extrahierten extrahierter extrahiertes extrahiertem herausgeholte herausgeholten herausgeholter herausgeholtes herausgeholtem rausgeholte rausgeholten rausgeholter rausgeholtes rausgeholtem
V|extracting|extrahierend herausholend rausholend
A|extracting|extrahierende extrahierenden extrahierender extrahierendes extrahierendem herausholende herausholenden herausholender herausholendes herausholendem rausholende rausholenden rausholender rausholendes rausholendem
V|retrieve|abrufen abrufst abruft abzurufen rufe+ab rufst+ab ruft+ab rufen+ab ruf+ab zuruckholen zuruckholst zuruckholt zuruckzuholen hole+zuruck holst+zuruck holt+zuruck holen+zuruck hol+zuruck
V|retrieved|abgerufen abrief abriefst abriefen abrieft rief+ab riefst+ab riefen+ab rieft+ab zuruckgeholt zuruckholte zuruckholtest zuruckholten zuruckholtet holte+zuruck holtest+zuruck holten+zuruck holtet+zuruck
A|retrieved|abgerufene abgerufenen abgerufener abgerufenes abgerufenem zuruckgeholte zuruckgeholten zuruckgeholter zuruckgeholtes zuruckgeholtem
V|retrieving|abrufend zuruckholend
A|retrieving|abrufende abrufenden abrufender abrufendes abrufendem zuruckholende zuruckholenden zuruckholender zuruckholendes zuruckholendem
V|fetch|holen hole holst holt hol herholen herholst herholt herzuholen hole+her holst+her holt+her holen+her hol+her
V|fetched|geholt holte holtest holten holtet hergeholt herholte herholtest herholten herholtet holte+her holtest+her holten+her holtet+her
A|fetched|geholte geholten geholter geholtes geholtem hergeholte hergeholten hergeholter hergeholtes hergeholtem
V|fetching|holend herholend
A|fetching|holende holenden holender holendes holendem herholende herholenden herholender herholendes herholendem
V|collect|abholen abholst abholt abzuholen hole+ab holst+ab holt+ab holen+ab hol+ab sammeln sammle sammelst sammelt sammel einziehen einziehst einzieht einzuziehen ziehe+ein ziehst+ein zieht+ein ziehen+ein zieh+ein erheben erhebe erhebst erhebt erheb
V|collected|abgeholt abholte abholtest abholten abholtet holte+ab holtest+ab holten+ab holtet+ab gesammelt sammelte sammeltest sammelten sammeltet eingezogen einzog einzogst einzogen einzogt zog+ein zogst+ein zogen+ein zogt+ein erhoben erhob erhobst erhobt
A|collected|abgeholte abgeholten abgeholter abgeholtes abgeholtem gesammelte gesammelten gesammelter gesammeltes gesammeltem eingezogene eingezogenen eingezogener eingezogenes eingezogenem erhobene erhobenen erhobener erhobenes erhobenem
V|collecting|abholend sammelnd einziehend erhebend
A|collecting|abholende abholenden abholender abholendes abholendem sammelnde sammelnden sammelnder sammelndes sammelndem einziehende einziehenden einziehender einziehendes einziehendem erhebende erhebenden erhebender erhebendes erhebendem
V|capture|erfassen erfasse erfass
V|captured|erfasst erfasstest erfasstet
A|captured|erfasste erfassten erfasster erfasstes erfasstem
V|capturing|erfassend
A|capturing|erfassende erfassenden erfassender erfassendes erfassendem
V|record|aufzeichnen aufzeichnest aufzeichnet aufzuzeichnen zeichne+auf zeichnest+auf zeichnet+auf zeichnen+auf aufnehmen aufnehme aufnimmst aufnimmt aufnehmt aufzunehmen nehme+auf nimmst+auf nimmt+auf nehmt+auf nehmen+auf nimm+auf
V|recorded|aufgezeichnet aufzeichnete aufzeichnetest aufzeichneten aufzeichnetet zeichnete+auf zeichnetest+auf zeichneten+auf zeichnetet+auf aufgenommen aufnahm aufnahmst aufnahmen aufnahmt nahm+auf nahmst+auf nahmen+auf nahmt+auf
A|recorded|aufgezeichnete aufgezeichneten aufgezeichneter aufgezeichnetes aufgezeichnetem aufgenommene aufgenommenen aufgenommener aufgenommenes aufgenommenem
V|recording|aufzeichnend aufnehmend
A|recording|aufzeichnende aufzeichnenden aufzeichnender aufzeichnendes aufzeichnendem aufnehmende aufnehmenden aufnehmender aufnehmendes aufnehmendem
V|log|protokollieren protokolliere protokollierst protokollier loggen logge loggst loggt logg
V|logged|protokolliert protokolliertest protokolliertet geloggt loggte loggtest loggten loggtet
A|logged|protokollierte protokollierten protokollierter protokolliertes protokolliertem geloggte geloggten geloggter geloggtes geloggtem
V|logging|protokollierend loggend
A|logging|protokollierende protokollierenden protokollierender protokollierendes protokollierendem loggende loggenden loggender loggendes loggendem
V|log in|einloggen einloggst einloggt einzuloggen logge+ein loggst+ein loggt+ein loggen+ein logg+ein anmelden anmeldest anmeldet anzumelden melde+an meldest+an meldet+an melden+an
V|logged in|eingeloggt einloggte einloggtest einloggten einloggtet loggte+ein loggtest+ein loggten+ein loggtet+ein angemeldet anmeldete anmeldetest anmeldeten anmeldetet meldete+an meldetest+an meldeten+an meldetet+an
A|logged in|eingeloggte eingeloggten eingeloggter eingeloggtes eingeloggtem angemeldete angemeldeten angemeldeter angemeldetes angemeldetem
V|logging in|einloggend anmeldend
A|logging in|einloggende einloggenden einloggender einloggendes einloggendem anmeldende anmeldenden anmeldender anmeldendes anmeldendem
V|log out|ausloggen ausloggst ausloggt auszuloggen logge+aus loggst+aus loggt+aus loggen+aus logg+aus abmelden abmeldest abmeldet abzumelden melde+ab meldest+ab meldet+ab melden+ab
V|logged out|ausgeloggt ausloggte ausloggtest ausloggten ausloggtet loggte+aus loggtest+aus loggten+aus loggtet+aus abgemeldet abmeldete abmeldetest abmeldeten abmeldetet meldete+ab meldetest+ab meldeten+ab meldetet+ab
A|logged out|ausgeloggte ausgeloggten ausgeloggter ausgeloggtes ausgeloggtem abgemeldete abgemeldeten abgemeldeter abgemeldetes abgemeldetem
V|logging out|ausloggend abmeldend
A|logging out|ausloggende ausloggenden ausloggender ausloggendes ausloggendem abmeldende abmeldenden abmeldender abmeldendes abmeldendem
V|register|registrieren registriere registrierst registrier
V|registered|registriert registriertest registriertet
A|registered|registrierte registrierten registrierter registriertes registriertem
V|registering|registrierend
A|registering|registrierende registrierenden registrierender registrierendes registrierendem
V|authenticate|authentifizieren authentifiziere authentifizierst authentifizier authentisieren authentisiere authentisierst authentisier
V|authenticated|authentifiziert authentifiziertest authentifiziertet authentisiert authentisiertest authentisiertet
A|authenticated|authentifizierte authentifizierten authentifizierter authentifiziertes authentifiziertem authentisierte authentisierten authentisierter authentisiertes authentisiertem
V|authenticating|authentifizierend authentisierend
A|authenticating|authentifizierende authentifizierenden authentifizierender authentifizierendes authentifizierendem authentisierende authentisierenden authentisierender authentisierendes authentisierendem
V|connect|verbinden verbinde verbindest verbindet verbind anschließen anschliessen anschließt anschliesst anzuschließen anzuschliessen schließe+an schliesse+an schließt+an schliesst+an schließen+an schliessen+an schließ+an schliess+an anbinden anbindest anbindet anzubinden binde+an bindest+an bindet+an binden+an bind+an
V|connected|verbunden verband verbandest verbanden verbandet angeschlossen anschloss anschlossest anschlossen anschlosst schloss+an schlossest+an schlossen+an schlosst+an angebunden anband anbandest anbanden anbandet band+an bandest+an banden+an bandet+an
A|connected|verbundene verbundenen verbundener verbundenes verbundenem angeschlossene angeschlossenen angeschlossener angeschlossenes angeschlossenem angebundene angebundenen angebundener angebundenes angebundenem
V|connecting|verbindend anbindend
A|connecting|verbindende verbindenden verbindender verbindendes verbindendem anbindende anbindenden anbindender anbindendes anbindendem
V|disconnect|trennen trenne trennst trennt trenn
V|disconnected|trennte trenntest trennten trenntet
V|disconnecting|trennend
A|disconnecting|trennende trennenden trennender trennendes trennendem
V|access|zugreifen zugreifst zugreift zuzugreifen greife+zu greifst+zu greift+zu greifen+zu greif+zu
V|accessed|zugegriffen zugriffst zugrifft griff+zu griffst+zu griffen+zu grifft+zu
A|accessed|zugegriffene zugegriffenen zugegriffener zugegriffenes zugegriffenem
V|accessing|zugreifend
A|accessing|zugreifende zugreifenden zugreifender zugreifendes zugreifendem
V|reach|erreichen erreiche erreichst erreich
V|reached|erreicht erreichtest erreichtet
A|reached|erreichte erreichten erreichter erreichtes erreichtem
V|reaching|erreichend
A|reaching|erreichende erreichenden erreichender erreichendes erreichendem
V|contact|kontaktieren kontaktiere kontaktierst kontaktier
V|contacted|kontaktiert kontaktiertest kontaktiertet
A|contacted|kontaktierte kontaktierten kontaktierter kontaktiertes kontaktiertem
V|contacting|kontaktierend
A|contacting|kontaktierende kontaktierenden kontaktierender kontaktierendes kontaktierendem
V|call|anrufen anrufst anruft anzurufen rufe+an rufst+an ruft+an rufen+an ruf+an aufrufen aufrufst aufruft aufzurufen rufe+auf rufst+auf ruft+auf rufen+auf ruf+auf bezeichnen bezeichne bezeichnest rufen rufe rufst ruft ruf
V|called|angerufen anrief anriefst anriefen anrieft rief+an riefst+an riefen+an rieft+an aufgerufen aufrief aufriefst aufriefen aufrieft rief+auf riefst+auf riefen+auf rieft+auf bezeichnet bezeichnetest bezeichnetet gerufen rief riefst riefen rieft
A|called|angerufene angerufenen angerufener angerufenes angerufenem aufgerufene aufgerufenen aufgerufener aufgerufenes aufgerufenem bezeichnete bezeichneten bezeichneter bezeichnetes bezeichnetem gerufene gerufenen gerufener gerufenes gerufenem
V|calling|anrufend aufrufend bezeichnend rufend
A|calling|anrufende anrufenden anrufender anrufendes anrufendem aufrufende aufrufenden aufrufender aufrufendes aufrufendem bezeichnende bezeichnenden bezeichnender bezeichnendes bezeichnendem rufende rufenden rufender rufendes rufendem
V|phone|telefonieren telefoniere telefonierst telefonier
V|phoned|telefoniert telefoniertest telefoniertet
A|phoned|telefonierte telefonierten telefonierter telefoniertes telefoniertem
V|phoning|telefonierend
A|phoning|telefonierende telefonierenden telefonierender telefonierendes telefonierendem
V|answer|antworten antworte antwortest antwortet beantworten beantworte beantwortest
V|answered|geantwortet antwortete antwortetest antworteten antwortetet beantwortet beantwortetest beantwortetet
A|answered|geantwortete geantworteten geantworteter geantwortetes geantwortetem beantwortete beantworteten beantworteter beantwortetes beantwortetem
V|answering|antwortend beantwortend
A|answering|antwortende antwortenden antwortender antwortendes antwortendem beantwortende beantwortenden beantwortender beantwortendes beantwortendem
V|reply|erwidern erwidere erwiderst erwider zuruckschreiben zuruckschreibst zuruckschreibt zuruckzuschreiben schreibe+zuruck schreibst+zuruck schreibt+zuruck schreiben+zuruck schreib+zuruck
V|replied|erwidert erwidertest erwidertet zuruckgeschrieben zuruckschrieb zuruckschriebst zuruckschrieben zuruckschriebt schrieb+zuruck schriebst+zuruck schrieben+zuruck schriebt+zuruck
A|replied|erwiderte erwiderten erwiderter erwidertes erwidertem zuruckgeschriebene zuruckgeschriebenen zuruckgeschriebener zuruckgeschriebenes zuruckgeschriebenem
V|replying|erwidernd zuruckschreibend
A|replying|erwidernde erwidernden erwidernder erwiderndes erwiderndem zuruckschreibende zuruckschreibenden zuruckschreibender zuruckschreibendes zuruckschreibendem
V|respond|reagieren reagiere reagierst reagier
V|responded|reagiert reagiertest reagiertet
A|responded|reagierte reagierten reagierter reagiertes reagiertem
V|responding|reagierend
A|responding|reagierende reagierenden reagierender reagierendes reagierendem
V|ask|fragen fragst fragt frag bitten bittest bittet bitt auffordern aufforderst auffordert aufzufordern fordere+auf forderst+auf fordert+auf fordern+auf forder+auf befragen befrage befragst befrag
V|asked|gefragt fragte fragtest fragten fragtet gebeten bat batest baten batet aufgefordert aufforderte auffordertest aufforderten auffordertet forderte+auf fordertest+auf forderten+auf fordertet+auf befragt befragtest befragtet
A|asked|gefragte gefragten gefragter gefragtes gefragtem gebetene gebetenen gebetener gebetenes gebetenem aufgeforderte aufgeforderten aufgeforderter aufgefordertes aufgefordertem befragte befragten befragter befragtes befragtem
V|asking|fragend bittend auffordernd befragend
A|asking|fragende fragenden fragender fragendes fragendem bittende bittenden bittender bittendes bittendem auffordernde auffordernden auffordernder aufforderndes aufforderndem befragende befragenden befragender befragendes befragendem
V|request|anfordern anforderst anfordert anzufordern fordere+an forderst+an fordert+an fordern+an forder+an ersuchen ersuche ersuchst ersuch
V|requested|angefordert anforderte anfordertest anforderten anfordertet forderte+an fordertest+an forderten+an fordertet+an ersucht ersuchtest ersuchtet
A|requested|angeforderte angeforderten angeforderter angefordertes angefordertem ersuchte ersuchten ersuchter ersuchtes ersuchtem
V|requesting|anfordernd ersuchend
A|requesting|anfordernde anfordernden anfordernder anforderndes anforderndem ersuchende ersuchenden ersuchender ersuchendes ersuchendem
V|demand|verlangen verlange verlangst verlang fordern fordere forderst fordert forder
V|demanded|verlangt verlangtest verlangtet gefordert forderte fordertest forderten fordertet
A|demanded|verlangte verlangten verlangter verlangtes verlangtem geforderte geforderten geforderter gefordertes gefordertem
V|demanding|verlangend fordernd
A|demanding|verlangende verlangenden verlangender verlangendes verlangendem fordernde fordernden fordernder forderndes forderndem
V|instruct|anweisen anweist anzuweisen weise+an weist+an weisen+an weis+an beauftragen beauftrage beauftragst beauftrag instruieren instruiere instruierst instruier
V|instructed|angewiesen anwies anwiesest anwiesen anwiest wies+an wiesest+an wiesen+an wiest+an beauftragt beauftragtest beauftragtet instruiert instruiertest instruiertet
A|instructed|angewiesene angewiesenen angewiesener angewiesenes angewiesenem beauftragte beauftragten beauftragter beauftragtes beauftragtem instruierte instruierten instruierter instruiertes instruiertem
V|instructing|anweisend beauftragend instruierend
A|instructing|anweisende anweisenden anweisender anweisendes anweisendem beauftragende beauftragenden beauftragender beauftragendes beauftragendem instruierende instruierenden instruierender instruierendes instruierendem
V|command|befehlen befiehlst befiehlt befehlt befiehl
V|commanded|befohlen befahl befahlst befahlen befahlt
A|commanded|befohlene befohlenen befohlener befohlenes befohlenem
V|commanding|befehlend
A|commanding|befehlende befehlenden befehlender befehlendes befehlendem
V|grant|erteilen erteile erteilst erteil gewahren gewahre gewahrst gewahr einraumen einraumst einraumt einzuraumen raume+ein raumst+ein raumt+ein raumen+ein raum+ein
V|granted|erteilt erteiltest erteiltet gewahrt gewahrtest gewahrtet eingeraumt einraumte einraumtest einraumten einraumtet raumte+ein raumtest+ein raumten+ein raumtet+ein
A|granted|erteilte erteilten erteilter erteiltes erteiltem gewahrte gewahrten gewahrter gewahrtes gewahrtem eingeraumte eingeraumten eingeraumter eingeraumtes eingeraumtem
V|granting|erteilend gewahrend einraumend
A|granting|erteilende erteilenden erteilender erteilendes erteilendem gewahrende gewahrenden gewahrender gewahrendes gewahrendem einraumende einraumenden einraumender einraumendes einraumendem
V|allow|zulassen zulasst zuzulassen lasse+zu lasst+zu lassen+zu lass+zu erlauben erlaube erlaubst erlaub
V|allowed|zugelassen zuließ zuliess zuließest zuliessest zuließen zuliessen zuließt zuliesst ließ+zu liess+zu ließest+zu liessest+zu ließen+zu liessen+zu ließt+zu liesst+zu erlaubt erlaubtest erlaubtet
A|allowed|zugelassene zugelassenen zugelassener zugelassenes zugelassenem erlaubte erlaubten erlaubter erlaubtes erlaubtem
V|allowing|zulassend erlaubend
A|allowing|zulassende zulassenden zulassender zulassendes zulassendem erlaubende erlaubenden erlaubender erlaubendes erlaubendem
V|permit|gestatten gestatte gestattest
V|permitted|gestattet gestattetest gestattetet
A|permitted|gestattete gestatteten gestatteter gestattetes gestattetem zulassig zulassige zulassigen zulassiger zulassiges zulassigem
V|permitting|gestattend
A|permitting|gestattende gestattenden gestattender gestattendes gestattendem
V|forbid|verbieten verbiete verbietest verbietet verbiet untersagen untersage untersagst untersag
V|forbidden|verboten untersagt
A|forbidden|verbotene verbotenen verbotener verbotenes verbotenem untersagte untersagten untersagter untersagtes untersagtem
V|forbade|verbotest verbotet untersagtest untersagtet
V|forbidding|verbietend untersagend
A|forbidding|verbietende verbietenden verbietender verbietendes verbietendem untersagende untersagenden untersagender untersagendes untersagendem
V|approve|genehmigen genehmige genehmigst genehmig freigeben freigebe freigibst freigibt freigebt freizugeben gebe+frei gibst+frei gibt+frei gebt+frei geben+frei gib+frei
V|approved|genehmigt genehmigtest genehmigtet freigegeben freigab freigabst freigabt gab+frei gabst+frei gaben+frei gabt+frei
A|approved|genehmigte genehmigten genehmigter genehmigtes genehmigtem freigegebene freigegebenen freigegebener freigegebenes freigegebenem
V|approving|genehmigend freigebend
A|approving|genehmigende genehmigenden genehmigender genehmigendes genehmigendem freigebende freigebenden freigebender freigebendes freigebendem
V|confirm|bestatigen bestatige bestatigst bestatig
V|confirmed|bestatigt bestatigtest bestatigtet
A|confirmed|bestatigte bestatigten bestatigter bestatigtes bestatigtem
V|confirming|bestatigend
A|confirming|bestatigende bestatigenden bestatigender bestatigendes bestatigendem
V|authorize|autorisieren autorisiere autorisierst autorisier berechtigen berechtige berechtigst berechtig
V|authorized|autorisiert autorisiertest autorisiertet berechtigt berechtigtest berechtigtet
A|authorized|autorisierte autorisierten autorisierter autorisiertes autorisiertem berechtigte berechtigten berechtigter berechtigtes berechtigtem befugt befugte befugten befugter befugtes befugtem
V|authorizing|autorisierend berechtigend
A|authorizing|autorisierende autorisierenden autorisierender autorisierendes autorisierendem berechtigende berechtigenden berechtigender berechtigendes berechtigendem
V|verify|verifizieren verifiziere verifizierst verifizier
V|verified|verifiziert verifiziertest verifiziertet
A|verified|verifizierte verifizierten verifizierter verifiziertes verifiziertem
V|verifying|verifizierend
A|verifying|verifizierende verifizierenden verifizierender verifizierendes verifizierendem
V|check|uberprufen uberprufe uberprufst uberpruf prufen prufe prufst pruft pruf kontrollieren kontrolliere kontrollierst kontrollier nachsehen nachsehe nachsiehst nachsieht nachseht nachzusehen sehe+nach siehst+nach sieht+nach seht+nach sehen+nach sieh+nach siehe+nach
V|checked|uberpruft uberpruftest uberpruftet gepruft prufte pruftest pruften pruftet kontrolliert kontrolliertest kontrolliertet nachgesehen nachsah nachsahst nachsahen nachsaht sah+nach sahst+nach sahen+nach saht+nach
A|checked|uberprufte uberpruften uberprufter uberpruftes uberpruftem geprufte gepruften geprufter gepruftes gepruftem kontrollierte kontrollierten kontrollierter kontrolliertes kontrolliertem nachgesehene nachgesehenen nachgesehener nachgesehenes nachgesehenem
V|checking|uberprufend prufend kontrollierend nachsehend
A|checking|uberprufende uberprufenden uberprufender uberprufendes uberprufendem prufende prufenden prufender prufendes prufendem kontrollierende kontrollierenden kontrollierender kontrollierendes kontrollierendem nachsehende nachsehenden nachsehender nachsehendes nachsehendem
V|validate|validieren validiere validierst validier
V|validated|validiert validiertest validiertet
A|validated|validierte validierten validierter validiertes validiertem
V|validating|validierend
A|validating|validierende validierenden validierender validierendes validierendem
V|test|testen teste testest testet
V|tested|getestet testete testetest testeten testetet
A|tested|getestete getesteten getesteter getestetes getestetem
V|testing|testend
A|testing|testende testenden testender testendes testendem
V|rate|bewerten bewerte bewertest
V|rated|bewertet bewertetest bewertetet
A|rated|bewertete bewerteten bewerteter bewertetes bewertetem
V|rating|bewertend
A|rating|bewertende bewertenden bewertender bewertendes bewertendem
V|judge|beurteilen beurteile beurteilst beurteil
V|judged|beurteilt beurteiltest beurteiltet
A|judged|beurteilte beurteilten beurteilter beurteiltes beurteiltem
V|judging|beurteilend
A|judging|beurteilende beurteilenden beurteilender beurteilendes beurteilendem
V|grade|benoten benote benotest
V|graded|benotet benotetest benotetet
A|graded|benotete benoteten benoteter benotetes benotetem
V|grading|benotend
A|grading|benotende benotenden benotender benotendes benotendem
V|classify|einstufen einstufst einstuft einzustufen stufe+ein stufst+ein stuft+ein stufen+ein stuf+ein klassifizieren klassifiziere klassifizierst klassifizier
V|classified|eingestuft einstufte einstuftest einstuften einstuftet stufte+ein stuftest+ein stuften+ein stuftet+ein klassifiziert klassifiziertest klassifiziertet
A|classified|eingestufte eingestuften eingestufter eingestuftes eingestuftem klassifizierte klassifizierten klassifizierter klassifiziertes klassifiziertem
V|classifying|einstufend klassifizierend
A|classifying|einstufende einstufenden einstufender einstufendes einstufendem klassifizierende klassifizierenden klassifizierender klassifizierendes klassifizierendem
V|activate|aktivieren aktiviere aktivierst aktivier
V|activated|aktiviert aktiviertest aktiviertet
A|activated|aktivierte aktivierten aktivierter aktiviertes aktiviertem
V|activating|aktivierend
A|activating|aktivierende aktivierenden aktivierender aktivierendes aktivierendem
V|disable|deaktivieren deaktiviere deaktivierst deaktivier
V|disabled|deaktiviert deaktiviertest deaktiviertet
A|disabled|deaktivierte deaktivierten deaktivierter deaktiviertes deaktiviertem
V|disabling|deaktivierend
A|disabling|deaktivierende deaktivierenden deaktivierender deaktivierendes deaktivierendem
V|switch off|abschalten abschaltest abschaltet abzuschalten schalte+ab schaltest+ab schaltet+ab schalten+ab ausschalten ausschaltest ausschaltet auszuschalten schalte+aus schaltest+aus schaltet+aus schalten+aus ausmachen ausmachst ausmacht auszumachen mache+aus machst+aus macht+aus machen+aus mach+aus
V|switched off|abgeschaltet abschaltete abschaltetest abschalteten abschaltetet schaltete+ab schaltetest+ab schalteten+ab schaltetet+ab ausgeschaltet ausschaltete ausschaltetest ausschalteten ausschaltetet schaltete+aus schaltetest+aus schalteten+aus schaltetet+aus ausgemacht ausmachte ausmachtest ausmachten ausmachtet machte+aus machtest+aus machten+aus machtet+aus
A|switched off|abgeschaltete abgeschalteten abgeschalteter abgeschaltetes abgeschaltetem ausgeschaltete ausgeschalteten ausgeschalteter ausgeschaltetes ausgeschaltetem ausgemachte ausgemachten ausgemachter ausgemachtes ausgemachtem
V|switching off|abschaltend ausschaltend ausmachend
A|switching off|abschaltende abschaltenden abschaltender abschaltendes abschaltendem ausschaltende ausschaltenden ausschaltender ausschaltendes ausschaltendem ausmachende ausmachenden ausmachender ausmachendes ausmachendem
V|switch on|einschalten einschaltest einschaltet einzuschalten schalte+ein schaltest+ein schaltet+ein schalten+ein anschalten anschaltest anschaltet anzuschalten schalte+an schaltest+an schaltet+an schalten+an anmachen anmachst anmacht anzumachen mache+an machst+an macht+an machen+an mach+an
V|switched on|eingeschaltet einschaltete einschaltetest einschalteten einschaltetet schaltete+ein schaltetest+ein schalteten+ein schaltetet+ein angeschaltet anschaltete anschaltetest anschalteten anschaltetet schaltete+an schaltetest+an schalteten+an schaltetet+an angemacht anmachte anmachtest anmachten anmachtet machte+an machtest+an machten+an machtet+an
A|switched on|eingeschaltete eingeschalteten eingeschalteter eingeschaltetes eingeschaltetem angeschaltete angeschalteten angeschalteter angeschaltetes angeschaltetem angemachte angemachten angemachter angemachtes angemachtem
V|switching on|einschaltend anschaltend anmachend
A|switching on|einschaltende einschaltenden einschaltender einschaltendes einschaltendem anschaltende anschaltenden anschaltender anschaltendes anschaltendem anmachende anmachenden anmachender anmachendes anmachendem
V|unlock|freischalten freischaltest freischaltet freizuschalten schalte+frei schaltest+frei schaltet+frei schalten+frei entsperren entsperre entsperrst entsperr aufschließen aufschliessen aufschließt aufschliesst aufzuschließen aufzuschliessen schließe+auf schliesse+auf schließt+auf schliesst+auf schließen+auf schliessen+auf schließ+auf schliess+auf
V|unlocked|freigeschaltet freischaltete freischaltetest freischalteten freischaltetet schaltete+frei schaltetest+frei schalteten+frei schaltetet+frei entsperrt entsperrtest entsperrtet aufgeschlossen aufschloss aufschlossest aufschlossen aufschlosst schloss+auf schlossest+auf schlossen+auf schlosst+auf
A|unlocked|freigeschaltete freigeschalteten freigeschalteter freigeschaltetes freigeschaltetem entsperrte entsperrten entsperrter entsperrtes entsperrtem aufgeschlossene aufgeschlossenen aufgeschlossener aufgeschlossenes aufgeschlossenem
V|unlocking|freischaltend entsperrend aufschließend aufschliessend
A|unlocking|freischaltende freischaltenden freischaltender freischaltendes freischaltendem entsperrende entsperrenden entsperrender entsperrendes entsperrendem aufschließende aufschliessende aufschließenden aufschliessenden aufschließender aufschliessender aufschließendes aufschliessendes aufschließendem aufschliessendem
V|block|sperren sperre sperrst sperrt sperr blockieren blockiere blockierst blockier
V|blocked|gesperrt sperrte sperrtest sperrten sperrtet blockiert blockiertest blockiertet
A|blocked|gesperrte gesperrten gesperrter gesperrtes gesperrtem blockierte blockierten blockierter blockiertes blockiertem
V|blocking|sperrend blockierend
A|blocking|sperrende sperrenden sperrender sperrendes sperrendem blockierende blockierenden blockierender blockierendes blockierendem
V|remove|entfernen entferne entfernst entfern ausraumen ausraumst ausraumt auszuraumen raume+aus raumst+aus raumt+aus raumen+aus raum+aus
V|removed|entfernt entferntest entferntet ausgeraumt ausraumte ausraumtest ausraumten ausraumtet raumte+aus raumtest+aus raumten+aus raumtet+aus
A|removed|entfernte entfernten entfernter entferntes entferntem ausgeraumte ausgeraumten ausgeraumter ausgeraumtes ausgeraumtem
V|removing|entfernend ausraumend
A|removing|entfernende entfernenden entfernender entfernendes entfernendem ausraumende ausraumenden ausraumender ausraumendes ausraumendem
V|delete|loschen losche loschst loscht losch streichen streiche streichst streicht streich
V|deleted|geloscht loschte loschtest loschten loschtet gestrichen strich strichst strichen stricht
A|deleted|geloschte geloschten geloschter geloschtes geloschtem gestrichene gestrichenen gestrichener gestrichenes gestrichenem
V|deleting|loschend streichend
A|deleting|loschende loschenden loschender loschendes loschendem streichende streichenden streichender streichendes streichendem
V|revoke|entziehen entziehe entziehst entzieht entzieh widerrufen widerrufe widerrufst widerruft
V|revoked|entzogen entzog entzogst entzogt widerrief widerriefst widerriefen widerrieft
A|revoked|entzogene entzogenen entzogener entzogenes entzogenem widerrufene widerrufenen widerrufener widerrufenes widerrufenem
V|revoking|entziehend widerrufend
A|revoking|entziehende entziehenden entziehender entziehendes entziehendem widerrufende widerrufenden widerrufender widerrufendes widerrufendem
V|lift|aufheben aufhebst aufhebt aufzuheben hebe+auf hebst+auf hebt+auf heben+auf heb+auf
V|lifted|aufgehoben aufhob aufhobst aufhoben aufhobt hob+auf hobst+auf hoben+auf hobt+auf
A|lifted|aufgehobene aufgehobenen aufgehobener aufgehobenes aufgehobenem
V|lifting|aufhebend
A|lifting|aufhebende aufhebenden aufhebender aufhebendes aufhebendem
V|loosen|lockern lockere lockerst lockert locker
V|loosened|gelockert lockerte lockertest lockerten lockertet
A|loosened|gelockerte gelockerten gelockerter gelockertes gelockertem
V|loosening|lockernd
A|loosening|lockernde lockernden lockernder lockerndes lockerndem
V|solved|gelost loste lostest losten lostet
A|solved|geloste gelosten geloster gelostes gelostem
V|solve|lost los
V|solving|losend
A|solving|losende losenden losender losendes losendem
V|free|befreien befreie befreist befrei
V|freed|befreit befreitest befreitet
A|freed|befreite befreiten befreiter befreites befreitem
V|freeing|befreiend
A|freeing|befreiende befreienden befreiender befreiendes befreiendem
V|unleash|entfesseln entfessle entfesselst entfessel
V|unleashed|entfesselt entfesseltest entfesseltet
A|unleashed|entfesselte entfesselten entfesselter entfesseltes entfesseltem
V|unleashing|entfesselnd
A|unleashing|entfesselnde entfesselnden entfesselnder entfesselndes entfesselndem
V|bypass|umgehen umgehe umgehst umgeht umgeh
V|bypassed|umgangen umging umgingst umgingen umgingt
A|bypassed|umgangene umgangenen umgangener umgangenes umgangenem
V|override|aushebeln aushebelst aushebelt auszuhebeln heble+aus hebelst+aus hebelt+aus hebeln+aus hebel+aus uberschreiben uberschreibe uberschreibst uberschreibt uberschreib ubersteuern ubersteuere ubersteuerst ubersteuer
V|overridden|ausgehebelt uberschrieben ubersteuert
A|overridden|ausgehebelte ausgehebelten ausgehebelter ausgehebeltes ausgehebeltem uberschriebene uberschriebenen uberschriebener uberschriebenes uberschriebenem ubersteuerte ubersteuerten ubersteuerter ubersteuertes ubersteuertem
V|overrode|aushebelte aushebeltest aushebelten aushebeltet hebelte+aus hebeltest+aus hebelten+aus hebeltet+aus uberschrieb uberschriebst uberschriebt ubersteuertest ubersteuertet
V|overriding|aushebelnd uberschreibend ubersteuernd
A|overriding|aushebelnde aushebelnden aushebelnder aushebelndes aushebelndem uberschreibende uberschreibenden uberschreibender uberschreibendes uberschreibendem ubersteuernde ubersteuernden ubersteuernder ubersteuerndes ubersteuerndem
V|behave|verhalten verhalte verhaltst verhaltet verhalt
A|behaved|verhaltene verhaltenen verhaltener verhaltenes verhaltenem
V|behaved|verhielt verhieltest verhielten verhieltet
V|behaving|verhaltend
A|behaving|verhaltende verhaltenden verhaltender verhaltendes verhaltendem
V|act|handeln handle handelst handelt handel agieren agiere agierst agier fungieren fungiere fungierst fungier auftreten auftrete auftrittst auftretet aufzutreten trete+auf trittst+auf tritt+auf tretet+auf treten+auf
V|acted|gehandelt handelte handeltest handelten handeltet agiert agiertest agiertet fungiert fungiertest fungiertet aufgetreten auftrat auftratest auftraten auftratet trat+auf tratest+auf traten+auf tratet+auf
A|acted|gehandelte gehandelten gehandelter gehandeltes gehandeltem agierte agierten agierter agiertes agiertem fungierte fungierten fungierter fungiertes fungiertem aufgetretene aufgetretenen aufgetretener aufgetretenes aufgetretenem
V|acting|handelnd agierend fungierend auftretend
A|acting|handelnde handelnden handelnder handelndes handelndem agierende agierenden agierender agierendes agierendem fungierende fungierenden fungierender fungierendes fungierendem auftretende auftretenden auftretender auftretendes auftretendem
V|serve|dienen diene dienst dient dien
V|served|gedient diente dientest dienten dientet
A|served|gediente gedienten gedienter gedientes gedientem
V|serving|dienend
A|serving|dienende dienenden dienender dienendes dienendem
V|pretend|vorgeben vorgebe vorgibst vorgibt vorgebt vorzugeben gebe+vor gibst+vor gibt+vor gebt+vor geben+vor gib+vor sotun sotust sotut sozutun tue+so tust+so tut+so tun+so tu+so vorspielen vorspielst vorspielt vorzuspielen spiele+vor spielst+vor spielt+vor spielen+vor spiel+vor
V|predefined|vorgegeben
A|predefined|vorgegebene vorgegebenen vorgegebener vorgegebenes vorgegebenem
V|pretended|vorgab vorgabst vorgabt gab+vor gabst+vor gaben+vor gabt+vor sogetan sotat sotatest sotaten sotatet tat+so tatest+so taten+so tatet+so vorgespielt vorspielte vorspieltest vorspielten vorspieltet spielte+vor spieltest+vor spielten+vor spieltet+vor
V|pretending|vorgebend sotund vorspielend
A|pretending|vorgebende vorgebenden vorgebender vorgebendes vorgebendem sotunde sotunden sotunder sotundes sotundem vorspielende vorspielenden vorspielender vorspielendes vorspielendem
V|fake|vortauschen vortauschst vortauscht vorzutauschen tausche+vor tauschst+vor tauscht+vor tauschen+vor tausch+vor
V|faked|vorgetauscht vortauschte vortauschtest vortauschten vortauschtet tauschte+vor tauschtest+vor tauschten+vor tauschtet+vor
A|faked|vorgetauschte vorgetauschten vorgetauschter vorgetauschtes vorgetauschtem
V|faking|vortauschend
A|faking|vortauschende vortauschenden vortauschender vortauschendes vortauschendem
V|simulate|simulieren simuliere simulierst simulier
V|simulated|simuliert simuliertest simuliertet
A|simulated|simulierte simulierten simulierter simuliertes simuliertem
V|simulating|simulierend
A|simulating|simulierende simulierenden simulierender simulierendes simulierendem
V|play|spielen spiele spielst spielt spiel abspielen abspielst abspielt abzuspielen spiele+ab spielst+ab spielt+ab spielen+ab spiel+ab
V|played|gespielt spielte spieltest spielten spieltet abgespielt abspielte abspieltest abspielten abspieltet spielte+ab spieltest+ab spielten+ab spieltet+ab
A|played|gespielte gespielten gespielter gespieltes gespieltem abgespielte abgespielten abgespielter abgespieltes abgespieltem
V|playing|spielend abspielend
A|playing|spielende spielenden spielender spielendes spielendem abspielende abspielenden abspielender abspielendes abspielendem
A|pretended|sogetane sogetanen sogetaner sogetanes sogetanem vorgespielte vorgespielten vorgespielter vorgespieltes vorgespieltem
V|imagine|vorstellen vorstellst vorstellt vorzustellen stelle+vor stellst+vor stellt+vor stellen+vor stell+vor
V|imagined|vorgestellt vorstellte vorstelltest vorstellten vorstelltet stellte+vor stelltest+vor stellten+vor stelltet+vor
A|imagined|vorgestellte vorgestellten vorgestellter vorgestelltes vorgestelltem
V|imagining|vorstellend
A|imagining|vorstellende vorstellenden vorstellender vorstellendes vorstellendem
V|assume|annehmen annehme annimmst annimmt annehmt anzunehmen nehme+an nimmst+an nimmt+an nehmt+an nehmen+an nimm+an ausgehen ausgehst ausgeht auszugehen gehe+aus gehst+aus geht+aus gehen+aus geh+aus
V|assumed|angenommen annahm annahmst annahmen annahmt nahm+an nahmst+an nahmen+an nahmt+an ausgegangen ausging ausgingst ausgingen ausgingt ging+aus gingst+aus gingen+aus gingt+aus
A|assumed|angenommene angenommenen angenommener angenommenes angenommenem ausgegangene ausgegangenen ausgegangener ausgegangenes ausgegangenem
V|assuming|annehmend
A|assuming|annehmende annehmenden annehmender annehmendes annehmendem
V|claim|behaupten behaupte behauptest
V|claimed|behauptet behauptetest behauptetet
A|claimed|behauptete behaupteten behaupteter behauptetes behauptetem
V|claiming|behauptend
A|claiming|behauptende behauptenden behauptender behauptendes behauptendem
V|explain|erklaren erklare erklarst erklar erlautern erlautere erlauterst erlauter darlegen darlegst darlegt darzulegen lege+dar legst+dar legt+dar legen+dar leg+dar
V|explained|erklart erklartest erklartet erlautert erlautertest erlautertet dargelegt darlegte darlegtest darlegten darlegtet legte+dar legtest+dar legten+dar legtet+dar
A|explained|erklarte erklarten erklarter erklartes erklartem erlauterte erlauterten erlauterter erlautertes erlautertem dargelegte dargelegten dargelegter dargelegtes dargelegtem
V|explaining|erklarend erlauternd darlegend
A|explaining|erklarende erklarenden erklarender erklarendes erklarendem erlauternde erlauternden erlauternder erlauterndes erlauterndem darlegende darlegenden darlegender darlegendes darlegendem
V|describe|beschreiben beschreibe beschreibst beschreibt beschreib
V|described|beschrieben beschrieb beschriebst beschriebt
A|described|beschriebene beschriebenen beschriebener beschriebenes beschriebenem
V|describing|beschreibend
A|describing|beschreibende beschreibenden beschreibender beschreibendes beschreibendem
V|portray|darstellen darstellst darstellt darzustellen stelle+dar stellst+dar stellt+dar stellen+dar stell+dar
V|portrayed|dargestellt darstellte darstelltest darstellten darstelltet stellte+dar stelltest+dar stellten+dar stelltet+dar
A|portrayed|dargestellte dargestellten dargestellter dargestelltes dargestelltem
V|portraying|darstellend
A|portraying|darstellende darstellenden darstellender darstellendes darstellendem
V|justify|begrunden begrunde begrundest
V|justified|begrundet begrundetest begrundetet
A|justified|begrundete begrundeten begrundeter begrundetes begrundetem
V|justifying|begrundend
A|justifying|begrundende begrundenden begrundender begrundendes begrundendem
V|define|definieren definiere definierst definier
V|defined|definiert definiertest definiertet
A|defined|definierte definierten definierter definiertes definiertem
V|defining|definierend
A|defining|definierende definierenden definierender definierendes definierendem
V|determine|bestimmen bestimme bestimmst bestimm ermitteln ermittle ermittelst ermittel feststellen feststellst feststellt festzustellen stelle+fest stellst+fest stellt+fest stellen+fest stell+fest
V|determined|bestimmtest bestimmtet ermittelt ermitteltest ermitteltet festgestellt feststellte feststelltest feststellten feststelltet stellte+fest stelltest+fest stellten+fest stelltet+fest
V|determining|bestimmend ermittelnd feststellend
A|determining|bestimmende bestimmenden bestimmender bestimmendes bestimmendem ermittelnde ermittelnden ermittelnder ermittelndes ermittelndem feststellende feststellenden feststellender feststellendes feststellendem
V|set|festlegen festgelegt festlegst festlegt festlegte festlegtest festlegten festlegtet festzulegen lege+fest legst+fest legt+fest legen+fest leg+fest legte+fest legtest+fest legten+fest legtet+fest einstellen eingestellt einstellst einstellt einstellte einstelltest einstellten einstelltet einzustellen stelle+ein stellst+ein stellt+ein stellen+ein stell+ein stellte+ein stelltest+ein stellten+ein stelltet+ein setzen gesetzt setze setzt setz setzte setztest setzten setztet festsetzen festgesetzt festsetzt festsetzte festsetztest festsetzten festsetztet festzusetzen setze+fest setzt+fest setzen+fest setz+fest setzte+fest setztest+fest setzten+fest setztet+fest
A|set|festgelegte festgelegten festgelegter festgelegtes festgelegtem eingestellte eingestellten eingestellter eingestelltes eingestelltem gesetzte gesetzten gesetzter gesetztes gesetztem festgesetzte festgesetzten festgesetzter festgesetztes festgesetztem
V|setting|festlegend einstellend setzend festsetzend
A|setting|festlegende festlegenden festlegender festlegendes festlegendem einstellende einstellenden einstellender einstellendes einstellendem setzende setzenden setzender setzendes setzendem festsetzende festsetzenden festsetzender festsetzendes festsetzendem
V|configure|konfigurieren konfiguriere konfigurierst konfigurier
V|configured|konfiguriert konfiguriertest konfiguriertet
A|configured|konfigurierte konfigurierten konfigurierter konfiguriertes konfiguriertem
V|configuring|konfigurierend
A|configuring|konfigurierende konfigurierenden konfigurierender konfigurierendes konfigurierendem
V|place|stellen stelle stellst stellt stell
V|placed|gestellt stellte stelltest stellten stelltet
A|placed|gestellte gestellten gestellter gestelltes gestelltem
V|placing|stellend
A|placing|stellende stellenden stellender stellendes stellendem
V|put|legen gelegt lege legst legt leg legte legtest legten legtet
A|put|gelegte gelegten gelegter gelegtes gelegtem
V|putting|legend
A|putting|legende legenden legender legendes legendem
V|bring|bringen bringe bringst bringt bring
V|brought|gebracht brachte brachtest brachten brachtet
A|brought|gebrachte gebrachten gebrachter gebrachtes gebrachtem
V|bringing|bringend
A|bringing|bringende bringenden bringender bringendes bringendem
V|take|nehmen nehme nimmst nimmt nehmt nimm dauern dauere dauerst dauert dauer entnehmen entnehme entnimmst entnimmt entnehmt entnimm ergreifen ergreife ergreifst ergreift ergreif
V|taken|genommen gedauert entnommen ergriffen
A|taken|genommene genommenen genommener genommenes genommenem gedauerte gedauerten gedauerter gedauertes gedauertem entnommene entnommenen entnommener entnommenes entnommenem ergriffene ergriffenen ergriffener ergriffenes ergriffenem
V|took|nahm nahmst nahmen nahmt dauerte dauertest dauerten dauertet entnahm entnahmst entnahmen entnahmt ergriff ergriffst ergrifft
V|taking|nehmend entnehmend ergreifend
A|taking|nehmende nehmenden nehmender nehmendes nehmendem dauernde dauernden dauernder dauerndes dauerndem entnehmende entnehmenden entnehmender entnehmendes entnehmendem ergreifende ergreifenden ergreifender ergreifendes ergreifendem
V|give|geben gebe gibst gibt gebt gib schenken schenke schenkst schenkt schenk
V|given|gegeben geschenkt
A|given|gegebene gegebenen gegebener gegebenes gegebenem geschenkte geschenkten geschenkter geschenktes geschenktem
V|gave|gab gabst gaben gabt schenkte schenktest schenkten schenktet
V|giving|gebend schenkend
A|giving|gebende gebenden gebender gebendes gebendem schenkende schenkenden schenkender schenkendes schenkendem
V|get|bekommen bekomme bekommst bekommt bekomm kriegen kriege kriegst kriegt
A|gotten|bekommene bekommenen bekommener bekommenes bekommenem gekriegte gekriegten gekriegter gekriegtes gekriegtem
V|got|bekam bekamst bekamen bekamt kriegte kriegtest kriegten kriegtet
V|getting|bekommend kriegend
A|getting|bekommende bekommenden bekommender bekommendes bekommendem kriegende kriegenden kriegender kriegendes kriegendem
V|receive|erhalten erhalte erhaltst erhaltet erhalt empfangen empfange empfangst empfangt empfang entgegennehmen entgegennehme entgegennimmst entgegennimmt entgegennehmt entgegenzunehmen nehme+entgegen nimmst+entgegen nimmt+entgegen nehmt+entgegen nehmen+entgegen nimm+entgegen
A|received|erhaltene erhaltenen erhaltener erhaltenes erhaltenem empfangene empfangenen empfangener empfangenes empfangenem entgegengenommene entgegengenommenen entgegengenommener entgegengenommenes entgegengenommenem
V|received|erhielt erhieltest erhielten erhieltet empfing empfingst empfingen empfingt entgegengenommen entgegennahm entgegennahmst entgegennahmen entgegennahmt nahm+entgegen nahmst+entgegen nahmen+entgegen nahmt+entgegen
V|receiving|erhaltend empfangend entgegennehmend
A|receiving|erhaltende erhaltenden erhaltender erhaltendes erhaltendem empfangende empfangenden empfangender empfangendes empfangendem entgegennehmende entgegennehmenden entgegennehmender entgegennehmendes entgegennehmendem
V|gotten|gekriegt
V|own|besitzen besitze besitzt besitz
V|owned|besessen besaß besass besaßest besassest besaßen besassen besaßt besasst
A|owned|besessene besessenen besessener besessenes besessenem
V|owning|besitzend
A|owning|besitzende besitzenden besitzender besitzendes besitzendem
V|belong|gehoren gehore gehorst gehor
V|belonged|gehort gehortest gehortet
A|belonged|gehorte gehorten gehorter gehortes gehortem
V|belonging|gehorend
A|belonging|gehorende gehorenden gehorender gehorendes gehorendem
V|need|brauchen brauche brauchst braucht brauch benotigen benotige benotigst benotig
V|needed|gebraucht brauchte brauchtest brauchten brauchtet benotigt benotigtest benotigtet
A|needed|gebrauchte gebrauchten gebrauchter gebrauchtes gebrauchtem benotigte benotigten benotigter benotigtes benotigtem
V|needing|brauchend benotigend
A|needing|brauchende brauchenden brauchender brauchendes brauchendem benotigende benotigenden benotigender benotigendes benotigendem
V|require|erfordern erfordere erforderst erforder voraussetzen voraussetzt vorauszusetzen setze+voraus setzt+voraus setzen+voraus setz+voraus
V|required|erfordert erfordertest erfordertet vorausgesetzt voraussetzte voraussetztest voraussetzten voraussetztet setzte+voraus setztest+voraus setzten+voraus setztet+voraus
A|required|erforderte erforderten erforderter erfordertes erfordertem vorausgesetzte vorausgesetzten vorausgesetzter vorausgesetztes vorausgesetztem erforderlich erforderliche erforderlichen erforderlicher erforderliches erforderlichem
V|requiring|erfordernd voraussetzend
A|requiring|erfordernde erfordernden erfordernder erforderndes erforderndem voraussetzende voraussetzenden voraussetzender voraussetzendes voraussetzendem
V|use|verwenden verwende verwendest benutzen benutze benutz nutzen nutze nutzt nutz gebrauchen gebrauche gebrauchst gebrauch einsetzen einsetzt einzusetzen setze+ein setzt+ein setzen+ein setz+ein heranziehen heranziehst heranzieht heranzuziehen ziehe+heran ziehst+heran zieht+heran ziehen+heran zieh+heran
V|used|verwendet verwendetest verwendetet benutzt benutztest benutztet genutzt nutzte nutztest nutzten nutztet gebrauchtest gebrauchtet eingesetzt einsetzte einsetztest einsetzten einsetztet setzte+ein setztest+ein setzten+ein setztet+ein herangezogen heranzog heranzogst heranzogen heranzogt zog+heran zogst+heran zogen+heran zogt+heran
A|used|verwendete verwendeten verwendeter verwendetes verwendetem benutzte benutzten benutzter benutztes benutztem genutzte genutzten genutzter genutztes genutztem eingesetzte eingesetzten eingesetzter eingesetztes eingesetztem herangezogene herangezogenen herangezogener herangezogenes herangezogenem
V|using|verwendend benutzend nutzend gebrauchend einsetzend heranziehend
A|using|verwendende verwendenden verwendender verwendendes verwendendem benutzende benutzenden benutzender benutzendes benutzendem nutzende nutzenden nutzender nutzendes nutzendem gebrauchende gebrauchenden gebrauchender gebrauchendes gebrauchendem einsetzende einsetzenden einsetzender einsetzendes einsetzendem heranziehende heranziehenden heranziehender heranziehendes heranziehendem
V|apply|anwenden anwendest anwendet anzuwenden wende+an wendest+an wendet+an wenden+an gelten gelte giltst gilt geltet bewerben bewerbe bewirbst bewirbt bewerbt bewirb
V|applied|angewendet anwendete anwendetest anwendeten anwendetet wendete+an wendetest+an wendeten+an wendetet+an angewandt gegolten galt galtest galten galtet beworben bewarb bewarbst bewarben bewarbt
A|applied|angewendete angewendeten angewendeter angewendetes angewendetem angewandte angewandten gegoltene gegoltenen gegoltener gegoltenes gegoltenem beworbene beworbenen beworbener beworbenes beworbenem
V|applying|anwendend geltend bewerbend
A|applying|anwendende anwendenden anwendender anwendendes anwendendem geltende geltenden geltender geltendes geltendem bewerbende bewerbenden bewerbender bewerbendes bewerbendem
V|exploit|ausnutzen ausnutzt auszunutzen nutze+aus nutzt+aus nutzen+aus nutz+aus
V|exploited|ausgenutzt ausnutzte ausnutztest ausnutzten ausnutztet nutzte+aus nutztest+aus nutzten+aus nutztet+aus
A|exploited|ausgenutzte ausgenutzten ausgenutzter ausgenutztes ausgenutztem
V|exploiting|ausnutzend
A|exploiting|ausnutzende ausnutzenden ausnutzender ausnutzendes ausnutzendem
V|abused|missbraucht missbrauchtest missbrauchtet
A|abused|missbrauchte missbrauchten missbrauchter missbrauchtes missbrauchtem
V|abuse|missbrauchst missbrauch
V|abusing|missbrauchend
A|abusing|missbrauchende missbrauchenden missbrauchender missbrauchendes missbrauchendem
V|hack|hacken hacke hackst hackt hack
V|hacked|gehackt hackte hacktest hackten hacktet
A|hacked|gehackte gehackten gehackter gehacktes gehacktem
V|hacking|hackend
A|hacking|hackende hackenden hackender hackendes hackendem
V|crack|knacken knacke knackst knackt knack
V|cracked|geknackt knackte knacktest knackten knacktet
A|cracked|geknackte geknackten geknackter geknacktes geknacktem
V|cracking|knackend
A|cracking|knackende knackenden knackender knackendes knackendem
V|steal|stehlen stehle stiehlst stiehlt stehlt stiehl klauen klaue klaust klaut klau entwenden entwende entwendest
V|stolen|gestohlen geklaut entwendet
A|stolen|gestohlene gestohlenen gestohlener gestohlenes gestohlenem geklaute geklauten geklauter geklautes geklautem entwendete entwendeten entwendeter entwendetes entwendetem
V|stole|stahl stahlst stahlen stahlt klaute klautest klauten klautet entwendetest entwendetet
V|stealing|stehlend klauend entwendend
A|stealing|stehlende stehlenden stehlender stehlendes stehlendem klauende klauenden klauender klauendes klauendem entwendende entwendenden entwendender entwendendes entwendendem
V|defrauded|betrogen betrog betrogst betrogt
A|defrauded|betrogene betrogenen betrogener betrogenes betrogenem
V|defraud|betruge
V|defrauding|betrugend
A|defrauding|betrugende betrugenden betrugender betrugendes betrugendem
V|manipulate|manipulieren manipuliere manipulierst manipulier
V|manipulated|manipuliert manipuliertest manipuliertet
A|manipulated|manipulierte manipulierten manipulierter manipuliertes manipuliertem
V|manipulating|manipulierend
A|manipulating|manipulierende manipulierenden manipulierender manipulierendes manipulierendem
V|forged|gefalscht falschte falschtest falschten falschtet
A|forged|gefalschte gefalschten gefalschter gefalschtes gefalschtem
V|forge|falschst falscht
V|forging|falschend
A|forging|falschende falschenden falschender falschendes falschendem
V|blackmail|erpressen erpresse erpress
V|blackmailed|erpresst erpresstest erpresstet
A|blackmailed|erpresste erpressten erpresster erpresstes erpresstem
V|blackmailing|erpressend
A|blackmailing|erpressende erpressenden erpressender erpressendes erpressendem
V|threaten|bedrohen bedrohe bedrohst bedroh drohen drohe drohst droht droh
V|threatened|bedroht bedrohtest bedrohtet gedroht drohte drohtest drohten drohtet
A|threatened|bedrohte bedrohten bedrohter bedrohtes bedrohtem gedrohte gedrohten gedrohter gedrohtes gedrohtem
V|threatening|bedrohend drohend
A|threatening|bedrohende bedrohenden bedrohender bedrohendes bedrohendem drohende drohenden drohender drohendes drohendem
V|harm|schaden schade schadest schadet
V|harmed|geschadet schadete schadetest schadeten schadetet
A|harmed|geschadete geschadeten geschadeter geschadetes geschadetem
V|harming|schadend
A|harming|schadende schadenden schadender schadendes schadendem
V|violate|verletzen verletze verletz
V|violated|verletzt verletztest verletztet
A|violated|verletzte verletzten verletzter verletztes verletztem
V|attack|angreifen angreifst angreift anzugreifen greife+an greifst+an greift+an greifen+an greif+an
V|attacked|angegriffen angriffst angrifft griff+an griffst+an griffen+an grifft+an
A|attacked|angegriffene angegriffenen angegriffener angegriffenes angegriffenem
V|attacking|angreifend
A|attacking|angreifende angreifenden angreifender angreifendes angreifendem
V|killed|getotet totete totetest toteten totetet umgebracht umbrachte umbrachtest umbrachten umbrachtet brachte+um brachtest+um brachten+um brachtet+um
A|killed|getotete getoteten getoteter getotetes getotetem umgebrachte umgebrachten umgebrachter umgebrachtes umgebrachtem
V|kill|totest totet umbringen umbringst umbringt umzubringen bringe+um bringst+um bringt+um bringen+um bring+um
V|killing|totend umbringend
A|killing|totende totenden totender totendes totendem umbringende umbringenden umbringender umbringendes umbringendem
V|destroy|zerstoren zerstore zerstorst zerstor vernichten vernichte vernichtest
V|destroyed|zerstort zerstortest zerstortet vernichtet vernichtetest vernichtetet
A|destroyed|zerstorte zerstorten zerstorter zerstortes zerstortem vernichtete vernichteten vernichteter vernichtetes vernichtetem
V|destroying|zerstorend vernichtend
A|destroying|zerstorende zerstorenden zerstorender zerstorendes zerstorendem vernichtende vernichtenden vernichtender vernichtendes vernichtendem
V|damage|beschadigen beschadige beschadigst beschadig
V|damaged|beschadigt beschadigtest beschadigtet
A|damaged|beschadigte beschadigten beschadigter beschadigtes beschadigtem
V|damaging|beschadigend
A|damaging|beschadigende beschadigenden beschadigender beschadigendes beschadigendem
V|infect|infizieren infiziere infizierst infizier
V|infected|infiziert infiziertest infiziertet
A|infected|infizierte infizierten infizierter infiziertes infiziertem
V|infecting|infizierend
A|infecting|infizierende infizierenden infizierender infizierendes infizierendem
V|spread|verbreiten verbreitet verbreite verbreitest verbreitetest verbreitetet
A|spread|verbreitete verbreiteten verbreiteter verbreitetes verbreitetem
V|spreading|verbreitend
A|spreading|verbreitende verbreitenden verbreitender verbreitendes verbreitendem
V|distribute|verteilen verteile verteilst verteil
V|distributed|verteilt verteiltest verteiltet
A|distributed|verteilte verteilten verteilter verteiltes verteiltem
V|distributing|verteilend
A|distributing|verteilende verteilenden verteilender verteilendes verteilendem
V|smuggle|schmuggeln schmuggle schmuggelst schmuggelt schmuggel
V|smuggled|geschmuggelt schmuggelte schmuggeltest schmuggelten schmuggeltet
A|smuggled|geschmuggelte geschmuggelten geschmuggelter geschmuggeltes geschmuggeltem
V|smuggling|schmuggelnd
A|smuggling|schmuggelnde schmuggelnden schmuggelnder schmuggelndes schmuggelndem
V|smuggle in|einschmuggeln einschmuggelst einschmuggelt einzuschmuggeln schmuggle+ein schmuggelst+ein schmuggelt+ein schmuggeln+ein schmuggel+ein einschleusen einschleust einzuschleusen schleuse+ein schleust+ein schleusen+ein schleus+ein
V|smuggled in|eingeschmuggelt einschmuggelte einschmuggeltest einschmuggelten einschmuggeltet schmuggelte+ein schmuggeltest+ein schmuggelten+ein schmuggeltet+ein eingeschleust einschleuste einschleustest einschleusten einschleustet schleuste+ein schleustest+ein schleusten+ein schleustet+ein
A|smuggled in|eingeschmuggelte eingeschmuggelten eingeschmuggelter eingeschmuggeltes eingeschmuggeltem eingeschleuste eingeschleusten eingeschleuster eingeschleustes eingeschleustem
V|smuggling in|einschmuggelnd einschleusend
A|smuggling in|einschmuggelnde einschmuggelnden einschmuggelnder einschmuggelndes einschmuggelndem einschleusende einschleusenden einschleusender einschleusendes einschleusendem
V|inject|injizieren injiziere injizierst injizier
V|injected|injiziert injiziertest injiziertet
A|injected|injizierte injizierten injizierter injiziertes injiziertem
V|injecting|injizierend
A|injecting|injizierende injizierenden injizierender injizierendes injizierendem
V|sneak in|einschleichen einschleichst einschleicht einzuschleichen schleiche+ein schleichst+ein schleicht+ein schleichen+ein schleich+ein
V|sneaked in|eingeschlichen einschlich einschlichst einschlichen einschlicht schlich+ein schlichst+ein schlichen+ein schlicht+ein
A|sneaked in|eingeschlichene eingeschlichenen eingeschlichener eingeschlichenes eingeschlichenem
V|sneaking in|einschleichend
A|sneaking in|einschleichende einschleichenden einschleichender einschleichendes einschleichendem
V|redirect|umleiten umleitest umleitet umzuleiten leite+um leitest+um leitet+um leiten+um
V|redirected|umgeleitet umleitete umleitetest umleiteten umleitetet leitete+um leitetest+um leiteten+um leitetet+um
A|redirected|umgeleitete umgeleiteten umgeleiteter umgeleitetes umgeleitetem
V|redirecting|umleitend
A|redirecting|umleitende umleitenden umleitender umleitendes umleitendem
V|intercept|abfangen abfangst abfangt abzufangen fange+ab fangst+ab fangt+ab fangen+ab fang+ab
V|intercepted|abgefangen abfing abfingst abfingen abfingt fing+ab fingst+ab fingen+ab fingt+ab
A|intercepted|abgefangene abgefangenen abgefangener abgefangenes abgefangenem
V|intercepting|abfangend
A|intercepting|abfangende abfangenden abfangender abfangendes abfangendem
V|wiretap|abhoren abhorst abhort abzuhoren hore+ab horst+ab hort+ab horen+ab hor+ab
V|wiretapped|abgehort abhorte abhortest abhorten abhortet horte+ab hortest+ab horten+ab hortet+ab
A|wiretapped|abgehorte abgehorten abgehorter abgehortes abgehortem
V|wiretapping|abhorend
A|wiretapping|abhorende abhorenden abhorender abhorendes abhorendem
V|spy on|ausspionieren ausspionierst auszuspionieren spioniere+aus spionierst+aus spioniert+aus spionieren+aus spionier+aus ausspahen ausspahst ausspaht auszuspahen spahe+aus spahst+aus spaht+aus spahen+aus spah+aus
V|spied on|ausspioniert ausspioniertest ausspioniertet spionierte+aus spioniertest+aus spionierten+aus spioniertet+aus ausgespaht ausspahte ausspahtest ausspahten ausspahtet spahte+aus spahtest+aus spahten+aus spahtet+aus
A|spied on|ausspionierte ausspionierten ausspionierter ausspioniertes ausspioniertem ausgespahte ausgespahten ausgespahter ausgespahtes ausgespahtem
V|spying on|ausspionierend ausspahend
A|spying on|ausspionierende ausspionierenden ausspionierender ausspionierendes ausspionierendem ausspahende ausspahenden ausspahender ausspahendes ausspahendem
V|spy|spionieren spioniere spionierst spionier
V|spied|spioniert spioniertest spioniertet
A|spied|spionierte spionierten spionierter spioniertes spioniertem
V|spying|spionierend
A|spying|spionierende spionierenden spionierender spionierendes spionierendem
V|monitor|uberwachen uberwache uberwachst uberwach monitoren monitore monitorst monitort monitor
V|monitored|uberwacht uberwachtest uberwachtet gemonitort monitorte monitortest monitorten monitortet geuberwacht
A|monitored|uberwachte uberwachten uberwachter uberwachtes uberwachtem gemonitorte gemonitorten gemonitorter gemonitortes gemonitortem geuberwachte geuberwachten geuberwachter geuberwachtes geuberwachtem
V|monitoring|uberwachend monitorend
A|monitoring|uberwachende uberwachenden uberwachender uberwachendes uberwachendem monitorende monitorenden monitorender monitorendes monitorendem
V|observe|beobachten beobachte beobachtest
V|observed|beobachtet beobachtetest beobachtetet
A|observed|beobachtete beobachteten beobachteter beobachtetes beobachtetem
V|observing|beobachtend
A|observing|beobachtende beobachtenden beobachtender beobachtendes beobachtendem
V|track|verfolgen verfolge verfolgst verfolg tracken tracke trackst trackt track
V|tracked|verfolgt verfolgtest verfolgtet getrackt trackte tracktest trackten tracktet
A|tracked|verfolgte verfolgten verfolgter verfolgtes verfolgtem getrackte getrackten getrackter getracktes getracktem
V|tracking|verfolgend trackend
A|tracking|verfolgende verfolgenden verfolgender verfolgendes verfolgendem trackende trackenden trackender trackendes trackendem
V|harvest|abgreifen abgreifst abgreift abzugreifen greife+ab greifst+ab greift+ab greifen+ab greif+ab
V|harvested|abgegriffen abgriff abgriffst abgriffen abgrifft griff+ab griffst+ab griffen+ab grifft+ab
A|harvested|abgegriffene abgegriffenen abgegriffener abgegriffenes abgegriffenem
V|harvesting|abgreifend
A|harvesting|abgreifende abgreifenden abgreifender abgreifendes abgreifendem
V|skim|abschopfen abschopfst abschopft abzuschopfen schopfe+ab schopfst+ab schopft+ab schopfen+ab schopf+ab
V|skimmed|abgeschopft abschopfte abschopftest abschopften abschopftet schopfte+ab schopftest+ab schopften+ab schopftet+ab
A|skimmed|abgeschopfte abgeschopften abgeschopfter abgeschopftes abgeschopftem
V|skimming|abschopfend
A|skimming|abschopfende abschopfenden abschopfender abschopfendes abschopfendem
V|exfiltrate|exfiltrieren exfiltriere exfiltrierst exfiltrier
V|exfiltrated|exfiltriert exfiltriertest exfiltriertet
A|exfiltrated|exfiltrierte exfiltrierten exfiltrierter exfiltriertes exfiltriertem
V|exfiltrating|exfiltrierend
A|exfiltrating|exfiltrierende exfiltrierenden exfiltrierender exfiltrierendes exfiltrierendem
V|leak|leaken leake leakst leakt leak durchsickern durchsickerst durchsickert durchzusickern sickere+durch sickerst+durch sickert+durch sickern+durch sicker+durch
V|leaked|geleakt leakte leaktest leakten leaktet durchgesickert durchsickerte durchsickertest durchsickerten durchsickertet sickerte+durch sickertest+durch sickerten+durch sickertet+durch
A|leaked|geleakte geleakten geleakter geleaktes geleaktem durchgesickerte durchgesickerten durchgesickerter durchgesickertes durchgesickertem
V|leaking|leakend durchsickernd
A|leaking|leakende leakenden leakender leakendes leakendem durchsickernde durchsickernden durchsickernder durchsickerndes durchsickerndem
V|protect|schutzen schutze schutzt beschutzen beschutze beschutz
V|protected|geschutzt schutzte schutztest schutzten schutztet beschutzt beschutztest beschutztet
A|protected|geschutzte geschutzten geschutzter geschutztes geschutztem beschutzte beschutzten beschutzter beschutztes beschutztem
V|protecting|schutzend beschutzend
A|protecting|schutzende schutzenden schutzender schutzendes schutzendem beschutzende beschutzenden beschutzender beschutzendes beschutzendem
V|defend|verteidigen verteidige verteidigst verteidig
V|defended|verteidigt verteidigtest verteidigtet
A|defended|verteidigte verteidigten verteidigter verteidigtes verteidigtem
V|defending|verteidigend
A|defending|verteidigende verteidigenden verteidigender verteidigendes verteidigendem
V|warn|warnen warne warnst warnt warn
V|warned|gewarnt warnte warntest warnten warntet
A|warned|gewarnte gewarnten gewarnter gewarntes gewarntem
V|warning|warnend
A|warning|warnende warnenden warnender warnendes warnendem
V|alert|alarmieren alarmiere alarmierst alarmier
V|alerted|alarmiert alarmiertest alarmiertet
A|alerted|alarmierte alarmierten alarmierter alarmiertes alarmiertem
V|alerting|alarmierend
A|alerting|alarmierende alarmierenden alarmierender alarmierendes alarmierendem
V|filter|filtern filtere filterst filtert filter
V|filtered|gefiltert filterte filtertest filterten filtertet
A|filtered|gefilterte gefilterten gefilterter gefiltertes gefiltertem
V|filtering|filternd
A|filtering|filternde filternden filternder filterndes filterndem
V|filter out|herausfiltern herausfilterst herausfiltert herauszufiltern filtere+heraus filterst+heraus filtert+heraus filtern+heraus filter+heraus
V|filtered out|herausgefiltert herausfilterte herausfiltertest herausfilterten herausfiltertet filterte+heraus filtertest+heraus filterten+heraus filtertet+heraus
A|filtered out|herausgefilterte herausgefilterten herausgefilterter herausgefiltertes herausgefiltertem
V|filtering out|herausfilternd
A|filtering out|herausfilternde herausfilternden herausfilternder herausfilterndes herausfilterndem
V|censor|zensieren zensiere zensierst zensier
V|censored|zensiert zensiertest zensiertet
A|censored|zensierte zensierten zensierter zensiertes zensiertem
V|censoring|zensierend
A|censoring|zensierende zensierenden zensierender zensierendes zensierendem
V|moderate|moderieren moderiere moderierst moderier
V|moderated|moderiert moderiertest moderiertet
A|moderated|moderierte moderierten moderierter moderiertes moderiertem
V|moderating|moderierend
A|moderating|moderierende moderierenden moderierender moderierendes moderierendem
V|restrict|einschranken einschrankst einschrankt einzuschranken schranke+ein schrankst+ein schrankt+ein schranken+ein schrank+ein
V|restricted|eingeschrankt einschrankte einschranktest einschrankten einschranktet schrankte+ein schranktest+ein schrankten+ein schranktet+ein
A|restricted|eingeschrankte eingeschrankten eingeschrankter eingeschranktes eingeschranktem
V|restricting|einschrankend
A|restricting|einschrankende einschrankenden einschrankender einschrankendes einschrankendem
V|limit|beschranken beschranke beschrankst beschrank begrenzen begrenze begrenz
V|limited|beschrankt beschranktest beschranktet begrenzt begrenztest begrenztet
A|limited|beschrankte beschrankten beschrankter beschranktes beschranktem begrenzte begrenzten begrenzter begrenztes begrenztem
V|limiting|beschrankend begrenzend
A|limiting|beschrankende beschrankenden beschrankender beschrankendes beschrankendem begrenzende begrenzenden begrenzender begrenzendes begrenzendem
N|name|namen
N|emails|mails emails
N|email address|emailadresse mailadresse
N|email addresses|emailadressen mailadressen
N|token|token
N|tokens|tokens
N|ai|ki
N|ais|kis
N|employee|angestellte angestellter mitarbeiter mitarbeiters mitarbeiterin arbeitnehmer arbeitnehmers
N|employees|angestellten mitarbeitern mitarbeiterinnen arbeitnehmern
N|supervisor|vorgesetzte vorgesetzter
N|supervisors|vorgesetzten
N|relative|verwandte verwandter
N|relatives|verwandten
N|instruction|anweisung instruktion
N|instructions|anweisungen instruktionen anleitung anleitungen
N|guideline|vorgabe richtlinie leitlinie
N|command|befehl befehls befehles kommando
N|task|auftrag auftrags auftrages aufgabe
N|tasks|auftrage auftragen aufgaben
N|rule|regel
N|rules|regeln
N|ruleset|regelwerk regelwerks regelwerkes
N|rulesets|regelwerke regelwerken
N|policy|policy
N|policies|policys
N|principle|grundsatz grundsatzes prinzip prinzips prinzipes
N|principles|grundsatze grundsatzen prinzipien
N|regulation|vorschrift verordnung
N|regulations|vorschriften verordnungen
N|provision|bestimmung
N|provisions|bestimmungen
N|restriction|einschrankung
N|restrictions|einschrankungen
N|limitation|beschrankung
N|limitations|beschrankungen
N|limit|begrenzung limit limites grenze
N|limits|begrenzungen limits grenzen
N|barrier|schranke
N|barriers|schranken
N|prohibitions|verbote
N|permission|erlaubnis berechtigung
N|permissions|erlaubnisse erlaubnissen berechtigungen
N|approval|genehmigung freigabe
N|consent|zustimmung einwilligung
N|consents|zustimmungen einwilligungen
N|confirmation|bestatigung
N|confirmations|bestatigungen
N|authorization|autorisierung
N|authorizations|autorisierungen
N|authentication|authentifizierung
N|authentications|authentifizierungen
N|right|rechtes
N|rights|rechte rechten
N|password|passwort passworts passwortes kennwort kennworts kennwortes losungswort losungsworts losungswortes parole
N|passwords|passworter passwortern kennworter kennwortern losungsworter losungswortern parolen
N|passphrase|passphrase
N|passphrases|passphrasen
N|pin|pin
N|pins|pins
N|code|code
N|codes|codes
N|secret|geheimnis geheimnisses secret secretes
N|secrets|geheimnisse geheimnissen secrets
N|key|schlussel schlussels
N|keys|schlusseln
N|account details|kontodaten
N|bank details|bankdaten bankverbindung bankverbindungen kontoverbindung kontoverbindungen
N|payment details|zahlungsdaten
N|customer data|kundendaten
N|user data|nutzerdaten benutzerdaten
N|personnel data|personaldaten
N|data|daten
N|date|datum datums
N|information|information informationen auskunft auskunfte auskunften
N|info|info infos
N|message|nachricht mitteilung botschaft meldung
N|messages|nachrichten mitteilungen botschaften meldungen
N|notification|benachrichtigung
N|notifications|benachrichtigungen
N|note|hinweis notiz anmerkung
N|notes|hinweise hinweisen notizen anmerkungen
N|comment|kommentar kommentars
N|comments|kommentare kommentaren
N|remark|bemerkung
N|remarks|bemerkungen
N|letter|brief briefs briefes buchstabe
N|letters|briefe briefen buchstaben
N|mail|post
N|mailbox|postfach postfachs postfaches
N|mailboxes|postfacher postfachern
N|inbox|posteingang posteingangs posteinganges
N|inboxes|posteingange posteingangen
N|outbox|postausgang postausgangs postausganges
N|outboxes|postausgange postausgangen
N|attachment|anhang anhangs anhanges anlage
N|recipient|empfanger empfangers empfangerin
N|recipients|empfangern empfangerinnen
N|sender|absender absenders absenderin
N|senders|absendern absenderinnen
N|subject|betreff betreffes
N|copy|kopie
N|copies|kopien
N|blind copy|blindkopie
N|blind copies|blindkopien
N|draft|entwurf entwurfs entwurfes
N|drafts|entwurfe entwurfen
N|mailing list|verteiler verteilers
N|mailing lists|verteilern
N|address|adresse
N|addresses|adressen
N|phone number|telefonnummer
N|phone numbers|telefonnummern
N|numbers|nummern
N|mobile number|handynummer
N|mobile numbers|handynummern
N|account number|kontonummer
N|account numbers|kontonummern
N|account|konto kontos
N|accounts|konten
N|user account|benutzerkonto benutzerkontos nutzerkonto nutzerkontos
N|user accounts|benutzerkonten nutzerkonten
N|bank account|bankkonto bankkontos
N|bank accounts|bankkonten
N|bank|bank
N|banks|banken
N|iban|iban
N|ibans|ibans
N|bic|bic
N|bics|bics
N|credit card|kreditkarte
N|credit cards|kreditkarten
N|card|karte
N|cards|karten
N|card number|kartennummer
N|card numbers|kartennummern
N|security code|prufnummer sicherheitscode
N|security codes|prufnummern sicherheitscodes
N|payment|zahlung
N|payments|zahlungen
N|transfer|uberweisung
N|transfers|uberweisungen
N|invoice|rechnung
N|invoices|rechnungen
N|amount|betrag betrags betrages menge
N|amounts|betrage betragen mengen
N|sum|summe
N|sums|summen
N|money|geld gelds geldes
N|funds|gelder geldern
N|balance|guthaben guthabens kontostand kontostands kontostandes
N|balances|kontostande kontostanden
N|supplier|lieferant lieferantin zulieferer zulieferers
N|suppliers|lieferanten lieferantinnen zulieferern
N|provider|anbieter anbieters
N|providers|anbietern
N|service provider|dienstleister dienstleisters
N|service providers|dienstleistern
N|customer|kunde kundin
N|customers|kunden kundinnen
N|client|klient klientin mandant auftraggeber auftraggebers
N|clients|klienten klientinnen mandanten auftraggebern
N|buyer|kaufer kaufers kauferin
N|buyers|kaufern kauferinnen
N|seller|verkaufer verkaufers verkauferin
N|sellers|verkaufern verkauferinnen
N|merchant|handler handlers
N|merchants|handlern
N|colleague|kollege kollegin
N|colleagues|kollegen kolleginnen
N|boss|chef chefes chefin
N|bosses|chefs chefinnen
N|manager|manager managers managerin leiter leiters leiterin
N|managers|managern managerinnen leitern leiterinnen
N|ceo|geschaftsfuhrer geschaftsfuhrers geschaftsfuhrerin ceo
N|ceos|geschaftsfuhrern geschaftsfuhrerinnen
N|board|vorstand vorstands vorstandes
N|boards|vorstande vorstanden
N|director|direktor direktors direktorin
N|directors|direktoren direktorinnen
N|department|abteilung
N|departments|abteilungen
N|team|team teames
N|teams|teams
N|company|firma unternehmen unternehmens gesellschaft
N|companies|firmen gesellschaften
N|business|betrieb betriebs betriebes geschaft geschafts geschaftes
N|businesses|betriebe betrieben geschafte geschaften
N|organization|organisation
N|organizations|organisationen
N|authority|behorde
N|authorities|behorden
N|police|polizei polizeien
N|contract|vertrag vertrags vertrages
N|contracts|vertrage vertragen
N|agreement|vereinbarung absprache
N|agreements|vereinbarungen absprachen
N|offer|angebot angebots angebotes
N|offers|angebote
N|order|bestellung ordnung reihenfolge order
N|orders|bestellungen ordnungen reihenfolgen orders
N|delivery|lieferung
N|deliveries|lieferungen
N|shipping|versand versands versandes
N|shipment|sendung
N|shipments|sendungen
N|package|paket pakets paketes
N|packages|pakete paketen
N|return|rucksendung ruckgabe retoure
N|returns|rucksendungen ruckgaben retouren
N|refund|ruckerstattung erstattung
N|refunds|ruckerstattungen erstattungen
N|credit|gutschrift
N|credits|gutschriften
N|cancellation|stornierung absage
N|cancellations|stornierungen absagen
N|termination|kundigung
N|terminations|kundigungen
N|complaint|reklamation beschwerde
N|complaints|reklamationen beschwerden
N|review|bewertung rezension
N|reviews|bewertungen rezensionen
N|criticism|kritik
N|criticisms|kritiken
N|star|stern sterns sternes
N|stars|sterne sternen
N|grade|note
N|grades|noten
N|score|punktzahl
N|scores|punktzahlen
N|point|punkt punkts punktes
N|points|punkte punkten
N|result|ergebnis ergebnisses
N|results|ergebnisse ergebnissen
N|verdict|urteil urteils urteiles
N|verdicts|urteile urteilen
N|assessment|beurteilung
N|assessments|beurteilungen
N|check|prufung kontrolle
N|checks|prufungen kontrollen
N|verification|uberprufung verifizierung
N|verifications|uberprufungen verifizierungen
N|audit|audit audites revision
N|audits|audits revisionen
N|test|test testes
N|tests|tests
N|report|bericht berichts berichtes
N|log|protokoll protokolls protokolles log loges
N|logs|protokolle protokollen logs
N|log file|logdatei protokolldatei
N|log files|logdateien protokolldateien
N|history|verlauf verlaufs verlaufes chronik historie
N|histories|verlaufe verlaufen chroniken historien
N|story|geschichte
N|stories|geschichten
N|conversation|gesprach gesprachs gespraches unterhaltung konversation
N|conversations|gesprache gesprachen unterhaltungen konversationen
N|dialogue|dialog dialogs dialoges
N|dialogues|dialoge dialogen
N|chat|chat
N|chats|chats
N|session|sitzung session
N|sessions|sitzungen sessions
N|context|kontext kontexts kontextes zusammenhang zusammenhangs zusammenhanges
N|contexts|kontexte kontexten zusammenhange zusammenhangen
N|input|eingabe
N|inputs|eingaben
N|output|ausgabe
N|answer|antwort
N|feedback|ruckmeldung ruckmeldungen feedback feedbackes feedbacks
N|response|reaktion
N|responses|reaktionen
N|request|anfrage aufforderung
N|requests|anfragen aufforderungen
N|requirement|anforderung voraussetzung
N|requirements|anforderungen voraussetzungen
N|prompt|prompt promptes eingabeaufforderung
N|prompts|prompts eingabeaufforderungen
N|system prompt|systemprompt systempromptes
N|system prompts|systemprompts
N|system instruction|systemanweisung
N|system instructions|systemanweisungen
N|system message|systemnachricht
N|system messages|systemnachrichten
N|context window|kontextfenster kontextfensters
N|context windows|kontextfenstern
N|model|modell modells
N|models|modelle modellen
N|language model|sprachmodell sprachmodells
N|language models|sprachmodelle sprachmodellen
N|intelligence|intelligenz
N|intelligences|intelligenzen
N|assistant|assistent assistentin
N|assistants|assistenten assistentinnen
N|chatbot|chatbot chatbotes
N|chatbots|chatbots
N|bot|bot botes
N|bots|bots
N|agent|agent agentin
N|agents|agenten agentinnen
N|robot|roboter roboters
N|robots|robotern
N|machine|maschine
N|machines|maschinen
N|system|system systems
N|systems|systeme systemen
N|program|programm programms programmes
N|programs|programme programmen
N|software|software softwares
N|application|anwendung bewerbung antrag antrags antrages
N|applications|anwendungen bewerbungen antrage antragen
N|app|app
N|apps|apps
N|tool|werkzeug werkzeugs werkzeuges tool tooles
N|tools|werkzeuge werkzeugen tools
N|function|funktion
N|functions|funktionen
N|plugin|plugin plugines
N|plugins|plugins
N|extension|erweiterung
N|extensions|erweiterungen
N|interface|schnittstelle
N|interfaces|schnittstellen
N|api|api
N|apis|apis
N|server|server servers
N|servers|servern
N|database|datenbank
N|databases|datenbanken
N|file|datei
N|files|dateien
N|folder|ordner ordners
N|folders|ordnern
N|directory|verzeichnis verzeichnisses
N|directories|verzeichnisse verzeichnissen
N|path|pfad pfads pfades
N|paths|pfade pfaden
N|repository|repository
N|repositories|repositorys
N|repo|repo
N|repos|repos
N|source code|quellcode
N|source codes|quellcodes
N|script|skript skripts skriptes script scriptes
N|scripts|skripte skripten scripts
N|command line|befehlszeile kommandozeile
N|command lines|befehlszeilen kommandozeilen
N|terminal|terminal
N|terminals|terminals
N|console|konsole
N|consoles|konsolen
N|shell|shell
N|shells|shells
N|computer|rechner rechners computer computers
N|computers|rechnern computern
N|device|gerat gerats gerates
N|devices|gerate geraten
N|laptop|laptop laptopes
N|laptops|laptops
N|phone|handy telefon telefons
N|phones|handys telefone telefonen
N|smartphone|smartphone
N|smartphones|smartphones
N|network|netzwerk netzwerks netzwerkes
N|networks|netzwerke netzwerken
N|internet|internet internets internetes
N|website|webseite website
N|websites|webseiten websites
N|homepage|homepage
N|homepages|homepages
N|page|seite
N|pages|seiten
N|link|link linkes
N|url|url
N|urls|urls
N|browser|browser browsers
N|browsers|browsern
N|cookie|cookie
N|cookies|cookies
N|configuration|konfiguration
N|configurations|konfigurationen
N|setting|einstellung
N|settings|einstellungen
N|option|option
N|options|optionen
N|parameter|parameter parameters
N|parameters|parametern
N|variable|variable
N|variables|variablen
N|environment|umgebung umwelt
N|environments|umgebungen umwelten
N|environment variable|umgebungsvariable
N|environment variables|umgebungsvariablen
N|version|version
N|versions|versionen
N|updates|updates aktualisierungen
N|update|aktualisierung
N|installation|installation
N|installations|installationen
N|backup|sicherung backup backupes
N|backups|sicherungen backups
N|memories|gedachtnisse gedachtnissen
N|reminder|erinnerung
N|reminders|erinnerungen
N|cache|cache
N|caches|caches
N|certificate|zertifikat zertifikats
N|certificates|zertifikate zertifikaten
N|encryption|verschlusselung
N|encryptions|verschlusselungen
N|security|sicherheit sicherheiten
N|protection|schutz schutzes
N|vulnerability|sicherheitslucke schwachstelle
N|vulnerabilities|sicherheitslucken schwachstellen
N|gap|lucke
N|gaps|lucken
N|error|fehler fehlers
N|errors|fehlern
N|bug|bug buges
N|bugs|bugs
N|virus|virus
N|viruses|viren
N|malware|schadsoftware schadsoftwares malware malwares
N|trojan|trojaner trojaners
N|trojans|trojanern
N|attacker|angreifer angreifers angreiferin
N|attackers|angreifern angreiferinnen
N|hacker|hacker hackers hackerin
N|hackers|hackern hackerinnen
N|scammer|betruger betrugers betrugerin
N|scammers|betrugern betrugerinnen
N|fraud|betrug betrugs betruges
N|deception|tauschung irrefuhrung
N|deceptions|tauschungen irrefuhrungen
N|phishing|phishing phishings
N|spam|spam spams spames
N|exploit|exploit exploites
N|exploits|exploits
N|jailbreak|jailbreak jailbreakes
N|jailbreaks|jailbreaks
N|injection|injektion injection
N|injections|injektionen injections
N|filter|filters
N|censorship|zensur zensuren
N|moderation|moderation moderationen
N|safeguard|schutzmaßnahme schutzmassnahme sicherheitsmaßnahme sicherheitsmassnahme schutzvorkehrung
N|safeguards|schutzmaßnahmen schutzmassnahmen sicherheitsmaßnahmen sicherheitsmassnahmen schutzvorkehrungen
N|precaution|vorsichtsmaßnahme vorsichtsmassnahme
N|precautions|vorsichtsmaßnahmen vorsichtsmassnahmen
N|measure|maßnahme massnahme maßes masses
N|measures|maßnahmen massnahmen maße
N|guardrail|leitplanke
N|guardrails|leitplanken
N|user|benutzer benutzers benutzerin nutzer nutzers nutzerin anwender anwenders anwenderin
N|users|benutzern benutzerinnen nutzern nutzerinnen anwendern anwenderinnen
N|visitor|besucher besuchers besucherin
N|visitors|besuchern besucherinnen
N|reader|leser lesers leserin
N|readers|lesern leserinnen
N|author|autor autors autorin verfasser verfassers
N|authors|autoren autorinnen verfassern
N|developer|entwickler entwicklers entwicklerin
N|developers|entwicklern entwicklerinnen
N|programmer|programmierer programmierers programmiererin
N|programmers|programmierern programmiererinnen
N|administrator|administrator administrators administratorin
N|administrators|administratoren administratorinnen
N|admin|admin admines
N|admins|admins
N|operator|betreiber betreibers betreiberin operator operators
N|operators|betreibern betreiberinnen operatoren
N|owner|eigentumer eigentumers eigentumerin besitzer besitzers besitzerin
N|owners|eigentumern eigentumerinnen besitzern besitzerinnen
N|holder|inhaber inhabers inhaberin
N|holders|inhabern inhaberinnen
N|person|person
N|people|personen menschen leute leuten
N|human|mensch
N|man|mann manns mannes
N|men|manner mannern
N|woman|frau
N|women|frauen
N|mr|herr
N|gentlemen|herren
N|child|kind kinds kindes
N|children|kinder kindern
N|role|rolle
N|roles|rollen
N|character|charakter charakters figur zeichen zeichens
N|characters|charaktere charakteren figuren
N|persona|persona
N|personas|personas
N|personality|personlichkeit
N|personalities|personlichkeiten
N|identity|identitat
N|identities|identitaten
N|mode|modus
N|modes|modi modin
N|developer mode|entwicklermodus
N|developer modes|entwicklermodi entwicklermodin
N|maintenance mode|wartungsmodus
N|maintenance modes|wartungsmodi wartungsmodin
N|test mode|testmodus
N|test modes|testmodi testmodin
N|debug mode|debugmodus
N|debug modes|debugmodi debugmodin
N|god mode|gottmodus
N|god modes|gottmodi gottmodin
N|exception|ausnahme
N|exceptions|ausnahmen
N|special case|sonderfall sonderfalls sonderfalles
N|special cases|sonderfalle sonderfallen
N|emergency|notfall notfalles
N|emergencies|notfalle notfallen
N|example|beispiel beispiels
N|examples|beispiele beispielen
N|scenario|szenario
N|scenarios|szenarios
N|roleplay|rollenspiel rollenspiels
N|roleplays|rollenspiele rollenspielen
N|game|spiels
N|fiction|fiktion
N|fictions|fiktionen
N|novel|roman romans romanes
N|novels|romane romanen
N|poem|gedicht gedichts gedichtes
N|poems|gedichte gedichten
N|song|lied lieds liedes
N|songs|lieder liedern
N|text|text texts textes
N|texts|texte texten
N|content|inhalt inhalts inhaltes
N|contents|inhalte inhalten
N|word|wort worts wortes
N|words|worter wortern
N|sentence|satz satzes
N|sentences|satze satzen
N|paragraph|absatz absatzes paragraph paragraphs paragraphes paragraf paragrafs paragrafes
N|paragraphs|absatze absatzen paragraphen paragrafen
N|line|zeile linie
N|lines|zeilen linien
N|language|sprache
N|languages|sprachen
N|translation|ubersetzung
N|translations|ubersetzungen
N|summary|zusammenfassung
N|summaries|zusammenfassungen
N|description|beschreibung
N|descriptions|beschreibungen
N|explanation|erklarung
N|explanations|erklarungen
N|heading|uberschrift
N|headings|uberschriften
N|title|titel titels
N|titles|titeln
N|section|abschnitt abschnitts abschnittes
N|sections|abschnitte abschnitten
N|chapter|kapitel kapitels
N|chapters|kapiteln
N|list|liste
N|lists|listen
N|table|tabelle
N|tables|tabellen
N|document|dokument dokuments
N|documents|dokumente dokumenten unterlagen
N|form|formular formulars form
N|forms|formulare formularen formen
N|template|vorlage
N|templates|vorlagen
N|image|bild bilds bildes
N|images|bilder bildern
N|photo|foto
N|photos|fotos
N|video|video
N|videos|videos
N|source|quelle
N|sources|quellen
N|goal|ziel ziels
N|goals|ziele zielen
N|purpose|zweck zweckes
N|purposes|zwecke zwecken
N|intent|absicht
N|intents|absichten
N|plan|plan plans planes
N|plans|plane planen
N|step|schritt schritts schrittes
N|steps|schritte schritten
N|process|prozess prozesses vorgang vorgangs vorganges ablauf ablaufs ablaufes
N|processes|prozesse prozessen vorgange vorgangen ablaufe ablaufen
N|procedure|verfahren verfahrens
N|workflow|workflow workflowes
N|workflows|workflows
N|channel|kanal kanals
N|channels|kanale kanalen
N|platform|plattform
N|platforms|plattformen
N|service|diensts dienstes service
N|services|dienste diensten services
N|support|support supportes supports unterstutzung unterstutzungen
N|help|hilfe hilfen
N|problem|problem problems
N|problems|probleme problemen
N|solution|losung
N|solutions|losungen
N|topic|thema themas
N|topics|themen
N|thing|sache ding dings
N|things|sachen dinge dingen
N|piece|stuck stucks stuckes
N|pieces|stucke stucken
N|kind|art sorte
N|kinds|arten sorten
N|way|weise wegs weges
N|ways|weisen wege
N|time|zeit
N|times|zeiten
N|moment|moment moments augenblick augenblicks augenblickes
N|moments|momente momenten augenblicke augenblicken
N|day|tag tags tages
N|days|tage tagen
N|week|woche
N|weeks|wochen
N|month|monat monats
N|months|monate monaten
N|year|jahr jahrs jahres
N|years|jahre jahren
N|hour|stunde
N|hours|stunden
N|minute|minute
N|minutes|minuten
N|second|sekunde
N|seconds|sekunden
N|clock|uhr
N|clocks|uhren
N|appointment|termin termins termines
N|appointments|termine terminen
N|deadline|frist deadline
N|deadlines|fristen deadlines
N|meeting|besprechung meeting
N|meetings|besprechungen meetings
N|calendar|kalender kalenders
N|calendars|kalendern
N|invitation|einladung
N|invitations|einladungen
N|project|projekt projekts projektes
N|projects|projekte projekten
N|budget|budget budgetes
N|budgets|budgets
N|costs|kosten
N|price|preis
N|prices|preise preisen
N|discount|rabatt rabatts rabattes
N|discounts|rabatte rabatten
N|fee|gebuhr
N|fees|gebuhren
N|tax|steuer
N|taxes|steuern
N|salary|gehalt gehalts gehaltes
N|salaries|gehalter gehaltern
N|wage|lohn lohns lohnes
N|wages|lohne lohnen
N|statement|abrechnung aussage
N|statements|abrechnungen aussagen
N|euro|euro
N|euros|euros
N|dollar|dollar
N|dollars|dollars
N|cent|cent
N|cents|cents
N|checkout|kasse
N|checkouts|kassen
N|shopping cart|warenkorb warenkorbs warenkorbes
N|shopping carts|warenkorbe warenkorben
N|product|produkt produkts produktes
N|products|produkte produkten
N|article|artikel artikels
N|articles|artikeln
N|goods|ware
N|shop|shop shopes
N|shops|shops
N|purchase|kauf kaufs kaufes einkauf einkaufs einkaufes
N|purchases|kaufe kaufen einkaufe einkaufen
N|warranty|garantie
N|warranties|garantien
N|voucher|gutschein gutscheins gutscheines
N|vouchers|gutscheine gutscheinen
N|trip|reise
N|flight|flug flugs fluges
N|flights|fluge flugen
N|hotel|hotel
N|hotels|hotels
N|booking|buchung
N|bookings|buchungen
N|reservation|reservierung
N|reservations|reservierungen
N|ticket|ticket ticketes fahrkarte
N|tickets|tickets fahrkarten
N|passport|pass passes reisepass reisepasses
N|passports|passe passen reisepasse reisepassen
N|visa|visum visums
N|visas|visa visan
N|customs|zoll zolls zolles zolle zollen
N|health|gesundheit
N|doctor|arzt arzts arztes arztin
N|doctors|arzte arzten arztinnen
N|patient|patient patientin
N|patients|patienten patientinnen
N|disease|krankheit
N|diseases|krankheiten
N|medication|medikament medikaments
N|medications|medikamente medikamenten
N|recipe|rezept rezepts rezeptes
N|recipes|rezepte rezepten
N|diagnosis|diagnose
N|diagnoses|diagnosen
N|treatment|behandlung
N|treatments|behandlungen
N|hospital|krankenhaus
N|hospitals|krankenhauser krankenhausern
N|insurance|versicherung versicherungen
N|health insurance|krankenkasse krankenkassen krankenversicherung krankenversicherungen
N|applicant|bewerber bewerbers bewerberin
N|applicants|bewerbern bewerberinnen
N|candidate|kandidat kandidatin
N|candidates|kandidaten kandidatinnen
N|resume|lebenslauf lebenslaufs lebenslaufes
N|resumes|lebenslaufe lebenslaufen
N|job|job jobes
N|jobs|jobs
N|work|arbeit werk werks werkes
N|hr department|personalabteilung
N|hr departments|personalabteilungen
N|staff|personal personals
N|law|gesetz gesetzes
N|laws|gesetze gesetzen
N|lawyer|anwalt anwalts anwaltes anwaltin
N|lawyers|anwalte anwalten anwaltinnen
N|court|gericht gerichts gerichtes
N|courts|gerichte gerichten
N|lawsuit|klage
N|lawsuits|klagen
N|privacy|datenschutz datenschutzes privatsphare privatspharen
N|confidentiality|vertraulichkeit verschwiegenheit
N|confidentialities|vertraulichkeiten verschwiegenheiten
N|liability|haftung
N|liabilities|haftungen
N|responsibility|verantwortung
N|responsibilities|verantwortungen
N|obligation|pflicht
N|obligations|pflichten
N|danger|gefahr
N|dangers|gefahren
N|risk|risiko risikos
N|risks|risiken
N|threat|bedrohung
N|threats|bedrohungen
N|warning|warnung abmahnung
N|warnings|warnungen abmahnungen
N|alarm|alarm alarms alarmes
N|alarms|alarme alarmen
N|weapon|waffe
N|weapons|waffen
N|bomb|bombe
N|bombs|bomben
N|explosive|sprengstoff sprengstoffs sprengstoffes
N|explosives|sprengstoffe sprengstoffen
N|drug|droge
N|drugs|drogen
N|poison|gift gifts giftes
N|poisons|gifte giften
N|violence|gewalt gewalten
N|crime|verbrechen verbrechens straftat kriminalitat
N|crimes|straftaten
N|perpetrator|tater taters
N|perpetrators|tatern
N|victim|opfer opfers
N|victims|opfern
N|ethics|ethik ethiken
N|morality|moral
N|moralities|moralen
N|value|wert werts wertes
N|values|werte werten
N|conscience|gewissen gewissens
A|previous|vorherig vorherige vorherigen vorheriger vorheriges vorherigem vorig vorige vorigen voriger voriges vorigem bisherig bisherige bisherigen bisheriger bisheriges bisherigem vorangegangen vorangegangene vorangegangenen vorangegangener vorangegangenes vorangegangenem vorausgegangen vorausgegangene vorausgegangenen vorausgegangener vorausgegangenes vorausgegangenem vorhergegangen vorhergegangene vorhergegangenen vorhergegangener vorhergegangenes vorhergegangenem
A|earlier|fruhere fruheren fruherer fruheres fruherem
A|above|obig obige obigen obiger obiges obigem vorstehend vorstehende vorstehenden vorstehender vorstehendes vorstehendem obenstehend obenstehende obenstehenden obenstehender obenstehendes obenstehendem obengenannt obengenannte obengenannten obengenannter obengenanntes obengenanntem obenerwahnt obenerwahnte obenerwahnten obenerwahnter obenerwahntes obenerwahntem vorgenannt vorgenannte vorgenannten vorgenannter vorgenanntes vorgenanntem vorerwahnt vorerwahnte vorerwahnten vorerwahnter vorerwahntes vorerwahntem
A|preceding|vorangehend vorangehende vorangehenden vorangehender vorangehendes vorangehendem vorhergehend vorhergehende vorhergehenden vorhergehender vorhergehendes vorhergehendem voranstehend voranstehende voranstehenden voranstehender voranstehendes voranstehendem
A|prior|vorausgehend vorausgehende vorausgehenden vorausgehender vorausgehendes vorausgehendem
A|below|untenstehend untenstehende untenstehenden untenstehender untenstehendes untenstehendem
A|originally|ursprunglich
A|original|ursprungliche ursprunglichen ursprunglicher ursprungliches ursprunglichem
A|initially|anfanglich initial
A|initial|anfangliche anfanglichen anfanglicher anfangliches anfanglichem initiale initialen initialer initiales initialem
A|former|ehemalig ehemalige ehemaligen ehemaliger ehemaliges ehemaligem vormalig vormalige vormaligen vormaliger vormaliges vormaligem einstig einstige einstigen einstiger einstiges einstigem
A|old|alt alte alten alter altes altem
A|older|altere alteren alterer alteres alterem
A|oldest|alteste altesten altester altestes altestem
A|present|vorliegend vorliegende vorliegenden vorliegender vorliegendes vorliegendem
A|subsequent|anschließende anschliessende anschließenden anschliessenden anschließender anschliessender anschließendes anschliessendes anschließendem anschliessendem
A|new|neu neue neuen neuer neues neuem
A|newer|neuere neueren neuerer neueres neuerem
A|latest|neueste neuesten neuester neuestes neuestem
A|current|aktuelle aktuellen aktueller aktuelles aktuellem jetzig jetzige jetzigen jetziger jetziges jetzigem gegenwartige gegenwartigen gegenwartiger gegenwartiges gegenwartigem derzeitig derzeitige derzeitigen derzeitiger derzeitiges derzeitigem momentane momentanen momentaner momentanes momentanem
A|today's|heutig heutige heutigen heutiger heutiges heutigem
A|future|zukunftige zukunftigen zukunftiger zukunftiges zukunftigem kunftige kunftigen kunftiger kunftiges kunftigem
A|upcoming|bevorstehend bevorstehende bevorstehenden bevorstehender bevorstehendes bevorstehendem
A|secret|geheim geheime geheimen geheimer geheimes geheimem heimliche heimlichen heimlicher heimliches heimlichem
A|confidentially|vertraulich
A|confidential|vertrauliche vertraulichen vertraulicher vertrauliches vertraulichem
A|privately|privat
A|private|private privaten privater privates privatem
A|internally|intern
A|internal|interne internen interner internes internem
A|externally|extern
A|external|externe externen externer externes externem
A|publicly|offentlich
A|public|offentliche offentlichen offentlicher offentliches offentlichem publik publike publiken publiker publikes publikem
A|sensitive|sensibel sensible sensiblen sensibler sensibles sensiblem heikel heikle heiklen heikler heikles heiklem
A|personally|personlich hochstpersonlich
A|personal|personliche personlichen personlicher personliches personlichem hochstpersonliche hochstpersonlichen hochstpersonlicher hochstpersonliches hochstpersonlichem
A|invisibly|unsichtbar
A|invisible|unsichtbare unsichtbaren unsichtbarer unsichtbares unsichtbarem
A|visibly|sichtbar
A|visible|sichtbare sichtbaren sichtbarer sichtbares sichtbarem
A|inconspicuous|unauffallige unauffalligen unauffalliger unauffalliges unauffalligem
A|silent|stille stillen stiller stilles stillem stillschweigende stillschweigenden stillschweigender stillschweigendes stillschweigendem lautlose lautlosen lautloser lautloses lautlosem stumme stummen stummer stummes stummem
A|quiet|leisen leiser leises leisem
A|silently|stumm
A|covertly|verdeckt
A|covert|verdeckte verdeckten verdeckter verdecktes verdecktem
A|discreetly|diskret
A|discreet|diskrete diskreten diskreter diskretes diskretem
A|more important|wichtigere wichtigeren wichtigerer wichtigeres wichtigerem
A|most important|wichtigste wichtigsten wichtigster wichtigstes wichtigstem
A|urgently|dringend eilig dringlich
A|urgent|dringende dringenden dringender dringendes dringendem eilige eiligen eiliger eiliges eiligem dringliche dringlichen dringlicher dringliches dringlichem
A|quickly|schnell
A|fast|schnelle schnellen schneller schnelles schnellem
A|faster|schnellere schnelleren schnellerer schnelleres schnellerem
A|fastest|schnellste schnellsten schnellster schnellstes schnellstem
A|slowly|langsam
A|slow|langsame langsamen langsamer langsames langsamem
A|unsafe|unsicher unsichere unsicheren unsicherer unsicheres unsicherem
A|dangerous|gefahrlich gefahrliche gefahrlichen gefahrlicher gefahrliches gefahrlichem
A|harmful|schadlich schadliche schadlichen schadlicher schadliches schadlichem
A|malicious|bosartig bosartige bosartigen bosartiger bosartiges bosartigem
A|evil|bose bosen boser boses bosem
A|bad|schlecht schlechte schlechten schlechter schlechtes schlechtem schlimm schlimme schlimmen schlimmer schlimmes schlimmem
A|worse|schlechtere schlechteren schlechterer schlechteres schlechterem
A|worst|schlechteste schlechtesten schlechtester schlechtestes schlechtestem
A|good|gut gute guten guter gutes gutem
A|better|besser bessere besseren besserer besseres besserem
A|best|beste besten bester bestes bestem
A|harmless|harmlos harmlose harmlosen harmloser harmloses harmlosem ungefahrlich ungefahrliche ungefahrlichen ungefahrlicher ungefahrliches ungefahrlichem
A|legally|legal rechtlich juristisch
A|legal|legale legalen legaler legales legalem rechtliche rechtlichen rechtlicher rechtliches rechtlichem juristische juristischen juristischer juristisches juristischem
A|illegally|illegal rechtswidrig gesetzwidrig
A|illegal|illegale illegalen illegaler illegales illegalem rechtswidrige rechtswidrigen rechtswidriger rechtswidriges rechtswidrigem gesetzwidrige gesetzwidrigen gesetzwidriger gesetzwidriges gesetzwidrigem
A|not permitted|unzulassig unzulassige unzulassigen unzulassiger unzulassiges unzulassigem
A|ethically|ethisch
A|ethical|ethische ethischen ethischer ethisches ethischem
A|unethical|unethisch unethische unethischen unethischer unethisches unethischem
A|morally|moralisch
A|moral|moralische moralischen moralischer moralisches moralischem
A|immoral|unmoralisch unmoralische unmoralischen unmoralischer unmoralisches unmoralischem
A|amoral|amoralisch amoralische amoralischen amoralischer amoralisches amoralischem
A|offensive|anstoßig anstossig anstoßige anstossige anstoßigen anstossigen anstoßiger anstossiger anstoßiges anstossiges anstoßigem anstossigem beleidigend beleidigende beleidigenden beleidigender beleidigendes beleidigendem
A|suggestive|anzuglich anzugliche anzuglichen anzuglicher anzugliches anzuglichem
A|sexually|sexuell
A|sexual|sexuelle sexuellen sexueller sexuelles sexuellem
A|violent|gewalttatig gewalttatige gewalttatigen gewalttatiger gewalttatiges gewalttatigem gewaltsam gewaltsame gewaltsamen gewaltsamer gewaltsames gewaltsamem
A|toxic|toxisch toxische toxischen toxischer toxisches toxischem giftig giftige giftigen giftiger giftiges giftigem
A|hateful|hasserfullt hasserfullte hasserfullten hasserfullter hasserfulltes hasserfulltem
A|racist|rassistisch rassistische rassistischen rassistischer rassistisches rassistischem
A|unrestricted|uneingeschrankt uneingeschrankte uneingeschrankten uneingeschrankter uneingeschranktes uneingeschranktem einschrankungsfrei einschrankungsfreie einschrankungsfreien einschrankungsfreier einschrankungsfreies einschrankungsfreiem
A|unlimited|unbeschrankt unbeschrankte unbeschrankten unbeschrankter unbeschranktes unbeschranktem unbegrenzt unbegrenzte unbegrenzten unbegrenzter unbegrenztes unbegrenztem grenzenlos grenzenlose grenzenlosen grenzenloser grenzenloses grenzenlosem
A|uncensored|unzensiert unzensierte unzensierten unzensierter unzensiertes unzensiertem zensurfrei zensurfreie zensurfreien zensurfreier zensurfreies zensurfreiem
A|unfiltered|ungefiltert ungefilterte ungefilterten ungefilterter ungefiltertes ungefiltertem filterfrei filterfreie filterfreien filterfreier filterfreies filterfreiem
A|freely|frei
A|free|freie freien freier freies freiem kostenlos kostenlose kostenlosen kostenloser kostenloses kostenlosem gratis
A|complete|vollstandige vollstandigen vollstandiger vollstandiges vollstandigem komplette kompletten kompletter komplettes komplettem
A|whole|ganze ganzen ganzer ganzes ganzem
A|entire|gesamt gesamte gesamten gesamter gesamtes gesamtem
A|fully|voll
A|full|volle vollen voller volles vollem
A|totally|total
A|total|totale totalen totaler totales totalem
A|only|einzig einzige einzigen einziger einziges einzigem
A|exact|genaue genauen genauer genaues genauem exakte exakten exakter exaktes exaktem
A|exactly|exakt
A|literal|wortliche wortlichen wortlicher wortliches wortlichem buchstabliche buchstablichen buchstablicher buchstabliches buchstablichem
A|verbatim|wortwortlich wortwortliche wortwortlichen wortwortlicher wortwortliches wortwortlichem
A|precisely|prazise
A|precise|prazisen praziser prazises prazisem
A|correctly|korrekt richtig
A|correct|korrekte korrekten korrekter korrektes korrektem richtige richtigen richtiger richtiges richtigem
A|wrong|falsch falsche falschen falscher falsches falschem
A|really|echt
A|real|echte echten echter echtes echtem real reale realen realer reales realem wirkliche wirklichen wirklicher wirkliches wirklichem
A|true|wahr wahre wahren wahrer wahres wahrem
A|actual|tatsachliche tatsachlichen tatsachlicher tatsachliches tatsachlichem eigentliche eigentlichen eigentlicher eigentliches eigentlichem
A|officially|offiziell
A|official|offizielle offiziellen offizieller offizielles offiziellem
A|authentic|authentisch authentische authentischen authentischer authentisches authentischem
A|valid|gultig gultige gultigen gultiger gultiges gultigem
A|invalid|ungultig ungultige ungultigen ungultiger ungultiges ungultigem
A|expired|abgelaufen abgelaufene abgelaufenen abgelaufener abgelaufenes abgelaufenem ausgelaufene ausgelaufenen ausgelaufener ausgelaufenes ausgelaufenem
A|actively|aktiv
A|active|aktive aktiven aktiver aktives aktivem
A|inactive|inaktiv inaktive inaktiven inaktiver inaktives inaktivem
A|available|verfugbar verfugbare verfugbaren verfugbarer verfugbares verfugbarem
A|reachable|erreichbar erreichbare erreichbaren erreichbarer erreichbares erreichbarem
A|ready|bereit bereite bereiten bereiter bereites bereitem
A|finished|fertig fertige fertigen fertiger fertiges fertigem fertiggemachte fertiggemachten fertiggemachter fertiggemachtes fertiggemachtem
A|dear|geehrt geehrte geehrten geehrter geehrtes geehrtem lieb liebe lieben liebes liebem
A|kindly|freundlich
A|friendly|freundliche freundlichen freundlicher freundliches freundlichem
A|warmly|herzlich
A|warm|herzliche herzlichen herzlicher herzliches herzlichem warm warme warmen warmer warmes warmem
A|large|groß gross große grosse großen grossen großer grosser großes grosses großem grossem
A|larger|großere grossere großeren grosseren großerer grosserer großeres grosseres großerem grosserem
A|largest|großte grosste großten grossten großter grosster großtes grosstes großtem grosstem
A|small|klein kleine kleinen kleiner kleines kleinem
A|smaller|kleinere kleineren kleinerer kleineres kleinerem
A|smallest|kleinste kleinsten kleinster kleinstes kleinstem
A|long|lang lange langen langer langes langem
A|longer|langere langeren langerer langeres langerem
A|longest|langste langsten langster langstes langstem
A|briefly|kurz knapp
A|short|kurze kurzen kurzer kurzes kurzem
A|shorter|kurzere kurzeren kurzerer kurzeres kurzerem
A|shortest|kurzeste kurzesten kurzester kurzestes kurzestem
A|high|hoch hohe hohen hoher hohes hohem
A|higher|hohere hoheren hoherer hoheres hoherem
A|highest|hochste hochsten hochster hochstes hochstem
A|low|niedrig niedrige niedrigen niedriger niedriges niedrigem
A|lower|niedrigere niedrigeren niedrigerer niedrigeres niedrigerem
A|lowest|niedrigste niedrigsten niedrigster niedrigstes niedrigstem
A|deep|tief tiefe tiefen tiefer tiefes tiefem
A|wide|breit breite breiten breiter breites breitem
A|narrow|schmal schmale schmalen schmaler schmales schmalem
A|thick|dick dicke dicken dicker dickes dickem
A|thin|dunn dunne dunnen dunner dunnes dunnem
A|difficult|schwer schwere schweren schwerer schweres schwerem schwierig schwierige schwierigen schwieriger schwieriges schwierigem
A|easily|leicht
A|easy|leichte leichten leichter leichtes leichtem
A|simple|einfache einfachen einfacher einfaches einfachem
A|complicated|kompliziert komplizierte komplizierten komplizierter kompliziertes kompliziertem
A|possible|moglich mogliche moglichen moglicher mogliches moglichem
A|impossible|unmoglich unmogliche unmoglichen unmoglicher unmogliches unmoglichem
A|necessary|notig notige notigen notiger notiges notigem notwendig notwendige notwendigen notwendiger notwendiges notwendigem
A|unnecessary|unnotig unnotige unnotigen unnotiger unnotiges unnotigem
A|optionally|optional
A|optional|optionale optionalen optionaler optionales optionalem
A|mandatory|obligatorisch obligatorische obligatorischen obligatorischer obligatorisches obligatorischem verpflichtend verpflichtende verpflichtenden verpflichtender verpflichtendes verpflichtendem
A|voluntarily|freiwillig
A|voluntary|freiwillige freiwilligen freiwilliger freiwilliges freiwilligem
A|automatic|automatische automatischen automatischer automatisches automatischem
A|manual|manuelle manuellen manueller manuelles manuellem
A|digitally|digital
A|digital|digitale digitalen digitaler digitales digitalem
A|electronically|elektronisch
A|electronic|elektronische elektronischen elektronischer elektronisches elektronischem
A|online|online
A|offline|offline
A|technically|technisch
A|technical|technische technischen technischer technisches technischem
A|economic|wirtschaftlich wirtschaftliche wirtschaftlichen wirtschaftlicher wirtschaftliches wirtschaftlichem
A|financially|finanziell
A|financial|finanzielle finanziellen finanzieller finanzielles finanziellem
A|medically|medizinisch
A|medical|medizinische medizinischen medizinischer medizinisches medizinischem
A|health|gesundheitlich gesundheitliche gesundheitlichen gesundheitlicher gesundheitliches gesundheitlichem
A|mentally|psychisch
A|mental|psychische psychischen psychischer psychisches psychischem
A|physically|korperlich
A|physical|korperliche korperlichen korperlicher korperliches korperlichem
A|social|sozial soziale sozialen sozialer soziales sozialem
A|politically|politisch
A|political|politische politischen politischer politisches politischem
A|individual|individuelle individuellen individueller individuelles individuellem
A|general|allgemeine allgemeinen allgemeiner allgemeines allgemeinem
A|specially|speziell
A|special|spezielle speziellen spezieller spezielles speziellem besonder besondere besonderen besonderer besonderes besonderem
A|clearly|klar deutlich eindeutig
A|clear|klare klaren klarer klares klarem deutliche deutlichen deutlicher deutliches deutlichem
A|openly|offen
A|open|offene offenen offener offenes offenem
A|empty|leer leere leeren leerer leeres leerem
A|young|jung junge jungen junger junges jungem
A|younger|jungere jungeren jungerer jungeres jungerem
A|youngest|jungste jungsten jungster jungstes jungstem
A|early|fruh fruhe fruhen fruhes fruhem
A|late|spat spate spaten spates spatem
A|same|gleiche gleichen gleicher gleiches gleichem
A|similarly|ahnlich
A|similar|ahnliche ahnlichen ahnlicher ahnliches ahnlichem
A|different|verschieden verschiedene verschiedenen verschiedener verschiedenes verschiedenem unterschiedlich unterschiedliche unterschiedlichen unterschiedlicher unterschiedliches unterschiedlichem
A|otherwise|anderweitig
A|other|anderweitige anderweitigen anderweitiger anderweitiges anderweitigem
A|ordinary|gewohnliche gewohnlichen gewohnlicher gewohnliches gewohnlichem
A|normally|normal
A|normal|normale normalen normaler normales normalem
A|usually|ublich
A|usual|ubliche ublichen ublicher ubliches ublichem
A|typically|typisch
A|typical|typische typischen typischer typisches typischem
A|standard|standard
A|frequent|haufige haufigen haufiger haufiges haufigem
A|rare|seltene seltenen seltener seltenes seltenem
A|regular|regelmaßige regelmassige regelmaßigen regelmassigen regelmaßiger regelmassiger regelmaßiges regelmassiges regelmaßigem regelmassigem
A|constant|standige standigen standiger standiges standigem
A|permanent|dauerhafte dauerhaften dauerhafter dauerhaftes dauerhaftem permanente permanenten permanenter permanentes permanentem
A|temporarily|temporar
A|temporary|temporare temporaren temporarer temporares temporarem vorubergehende vorubergehenden vorubergehender vorubergehendes vorubergehendem
A|final|endgultige endgultigen endgultiger endgultiges endgultigem final finale finalen finaler finales finalem
A|nice|schone schonen schoner schones schonem nett nette netten netter nettes nettem
A|ugly|hasslich hassliche hasslichen hasslicher hassliches hasslichem
A|great|toll tolle tollen toller tolles tollem super großartig grossartig großartige grossartige großartigen grossartigen großartiger grossartiger großartiges grossartiges großartigem grossartigem
A|excellent|ausgezeichnet ausgezeichnete ausgezeichneten ausgezeichneter ausgezeichnetes ausgezeichnetem hervorragend hervorragende hervorragenden hervorragender hervorragendes hervorragendem
A|perfectly|perfekt
A|perfect|perfekte perfekten perfekter perfektes perfektem
A|terrible|schrecklich schreckliche schrecklichen schrecklicher schreckliches schrecklichem furchtbar furchtbare furchtbaren furchtbarer furchtbares furchtbarem
A|sad|traurig traurige traurigen trauriger trauriges traurigem
A|happy|glucklich gluckliche glucklichen glucklicher gluckliches glucklichem
A|glad|froh frohe frohen froher frohes frohem
A|satisfied|zufrieden zufriedene zufriedenen zufriedener zufriedenes zufriedenem
A|dissatisfied|unzufrieden unzufriedene unzufriedenen unzufriedener unzufriedenes unzufriedenem
A|angry|wutend wutende wutenden wutender wutendes wutendem
A|calmly|ruhig
A|calm|ruhige ruhigen ruhiger ruhiges ruhigem
A|nervous|nervos nervose nervosen nervoser nervoses nervosem
A|honestly|ehrlich
A|honest|ehrliche ehrlichen ehrlicher ehrliches ehrlichem
A|politely|hoflich
A|polite|hofliche hoflichen hoflicher hofliches hoflichem
A|rudely|unhoflich
A|rude|unhofliche unhoflichen unhoflicher unhofliches unhoflichem
A|helpful|hilfreich hilfreiche hilfreichen hilfreicher hilfreiches hilfreichem
A|useful|nutzlich nutzliche nutzlichen nutzlicher nutzliches nutzlichem
A|useless|nutzlos nutzlose nutzlosen nutzloser nutzloses nutzlosem
A|sensible|sinnvoll sinnvolle sinnvollen sinnvoller sinnvolles sinnvollem
A|relevant|relevant relevante relevanten relevanter relevantes relevantem
A|irrelevant|irrelevant irrelevante irrelevanten irrelevanter irrelevantes irrelevantem
A|interesting|interessant interessante interessanten interessanter interessantes interessantem interessierende interessierenden interessierender interessierendes interessierendem
A|boring|langweilig langweilige langweiligen langweiliger langweiliges langweiligem
A|funny|lustig lustige lustigen lustiger lustiges lustigem witzig witzige witzigen witziger witziges witzigem
A|seriously|ernst
A|serious|ernste ernsten ernster ernstes ernstem
A|fictional|fiktiv fiktive fiktiven fiktiver fiktives fiktivem fiktional fiktionale fiktionalen fiktionaler fiktionales fiktionalem
A|hypothetically|hypothetisch
A|hypothetical|hypothetische hypothetischen hypothetischer hypothetisches hypothetischem
A|theoretically|theoretisch
A|theoretical|theoretische theoretischen theoretischer theoretisches theoretischem
A|practically|praktisch
A|practical|praktische praktischen praktischer praktisches praktischem
A|realistically|realistisch
A|realistic|realistische realistischen realistischer realistisches realistischem
A|creative|kreativ kreative kreativen kreativer kreatives kreativem
A|academic|akademisch akademische akademischen akademischer akademisches akademischem
A|scientific|wissenschaftlich wissenschaftliche wissenschaftlichen wissenschaftlicher wissenschaftliches wissenschaftlichem
A|educational|padagogisch padagogische padagogischen padagogischer padagogisches padagogischem lehrreich lehrreiche lehrreichen lehrreicher lehrreiches lehrreichem
A|informative|informativ informative informativen informativer informatives informativem
A|artificial|kunstlich kunstliche kunstlichen kunstlicher kunstliches kunstlichem
A|intelligent|intelligent intelligente intelligenten intelligenter intelligentes intelligentem
A|autonomously|autonom
A|autonomous|autonome autonomen autonomer autonomes autonomem
A|suspicious|verdachtig verdachtige verdachtigen verdachtiger verdachtiges verdachtigem
A|strange|seltsam seltsame seltsamen seltsamer seltsames seltsamem merkwurdig merkwurdige merkwurdigen merkwurdiger merkwurdiges merkwurdigem
A|unusual|ungewohnlich ungewohnliche ungewohnlichen ungewohnlicher ungewohnliches ungewohnlichem
A|unencrypted|unverschlusselt unverschlusselte unverschlusselten unverschlusselter unverschlusseltes unverschlusseltem
A|readable|lesbar lesbare lesbaren lesbarer lesbares lesbarem
A|unreadable|unlesbar unlesbare unlesbaren unlesbarer unlesbares unlesbarem
A|unauthorized|unberechtigt unberechtigte unberechtigten unberechtigter unberechtigtes unberechtigtem unautorisiert unautorisierte unautorisierten unautorisierter unautorisiertes unautorisiertem unbefugt unbefugte unbefugten unbefugter unbefugtes unbefugtem unerlaubte unerlaubten unerlaubter unerlaubtes unerlaubtem
A|responsible|zustandig zustandige zustandigen zustandiger zustandiges zustandigem verantwortlich verantwortliche verantwortlichen verantwortlicher verantwortliches verantwortlichem
A|trustworthy|vertrauenswurdig vertrauenswurdige vertrauenswurdigen vertrauenswurdiger vertrauenswurdiges vertrauenswurdigem
A|reliable|zuverlassig zuverlassige zuverlassigen zuverlassiger zuverlassiges zuverlassigem
A|security relevant|sicherheitsrelevant sicherheitsrelevante sicherheitsrelevanten sicherheitsrelevanter sicherheitsrelevantes sicherheitsrelevantem
A|critical|kritisch kritische kritischen kritischer kritisches kritischem
A|red|rot rote roten roter rotes rotem
A|blue|blau blaue blauen blauer blaues blauem
A|green|grun grune grunen gruner grunes grunem
A|yellow|gelb gelbe gelben gelber gelbes gelbem
A|black|schwarz schwarze schwarzen schwarzer schwarzes schwarzem
A|white|weiße weisse weißen weissen weißer weisser weißes weisses weißem weissem
A|gray|grau graue grauen grauer graues grauem
A|german|deutsch deutsche deutschen deutscher deutsches deutschem
A|english|englisch englische englischen englischer englisches englischem
A|french|franzosisch franzosische franzosischen franzosischer franzosisches franzosischem
A|spanish|spanisch spanische spanischen spanischer spanisches spanischem
A|italian|italienisch italienische italienischen italienischer italienisches italienischem
A|portuguese|portugiesisch portugiesische portugiesischen portugiesischer portugiesisches portugiesischem
A|russian|russisch russische russischen russischer russisches russischem
A|chinese|chinesisch chinesische chinesischen chinesischer chinesisches chinesischem
A|japanese|japanisch japanische japanischen japanischer japanisches japanischem
A|arabic|arabisch arabische arabischen arabischer arabisches arabischem
A|turkish|turkisch turkische turkischen turkischer turkisches turkischem
A|polish|polnisch polnische polnischen polnischer polnisches polnischem
A|dutch|niederlandisch niederlandische niederlandischen niederlandischer niederlandisches niederlandischem
A|latin|lateinisch lateinische lateinischen lateinischer lateinisches lateinischem
A|european|europaisch europaische europaischen europaischer europaisches europaischem
A|american|amerikanisch amerikanische amerikanischen amerikanischer amerikanisches amerikanischem
A|international|international internationale internationalen internationaler internationales internationalem
A|national|national nationale nationalen nationaler nationales nationalem
A|locally|lokal
A|local|lokale lokalen lokaler lokales lokalem
A|globally|global
A|global|globale globalen globaler globales globalem
A|regional|regional regionale regionalen regionaler regionales regionalem
A|strong|stark starke starken starker starkes starkem
A|stronger|starkere starkeren starkerer starkeres starkerem
A|strongest|starkste starksten starkster starkstes starkstem
A|weak|schwach schwache schwachen schwacher schwaches schwachem
A|weaker|schwachere schwacheren schwacherer schwacheres schwacherem
A|weakest|schwachste schwachsten schwachster schwachstes schwachstem
A|simplest|einfachst einfachste einfachsten einfachster einfachstes einfachstem
A|clean|sauber saubere sauberen sauberer sauberes sauberem
A|dirty|schmutzig schmutzige schmutzigen schmutziger schmutziges schmutzigem
A|expensive|teuer teure teuren teurer teures teurem
A|cheap|billig billige billigen billiger billiges billigem gunstig gunstige gunstigen gunstiger gunstiges gunstigem
A|payable|zahlungspflichtig zahlungspflichtige zahlungspflichtigen zahlungspflichtiger zahlungspflichtiges zahlungspflichtigem
A|due|fallig fallige falligen falliger falliges falligem
A|overdue|uberfallig uberfallige uberfalligen uberfalliger uberfalliges uberfalligem
A|outstanding|offenstehend offenstehende offenstehenden offenstehender offenstehendes offenstehendem
A|pending|ausstehend ausstehende ausstehenden ausstehender ausstehendes ausstehendem
A|unknown|unbekannt unbekannte unbekannten unbekannter unbekanntes unbekanntem
A|known|bekannt bekannte bekannten bekannter bekanntes bekanntem gewusste gewussten gewusster gewusstes gewusstem gekannte gekannten gekannter gekanntes gekanntem
A|foreign|fremd fremde fremden fremder fremdes fremdem
A|own|eigen eigene eigenen eigener eigenes eigenem
A|common|gemeinsame gemeinsamen gemeinsamer gemeinsames gemeinsamem
A|single|einzelne einzelnen einzelner einzelnes einzelnem
A|additional|zusatzliche zusatzlichen zusatzlicher zusatzliches zusatzlichem
A|extra|extra
A|specifically|spezifisch konkret
A|specific|spezifische spezifischen spezifischer spezifisches spezifischem konkrete konkreten konkreter konkretes konkretem
A|detailed|detailliert detaillierte detaillierten detaillierter detailliertes detailliertem ausfuhrliche ausfuhrlichen ausfuhrlicher ausfuhrliches ausfuhrlichem
A|brief|knappe knappen knapper knappes knappem
A|understandable|verstandlich verstandliche verstandlichen verstandlicher verstandliches verstandlichem
A|unclear|unklar unklare unklaren unklarer unklares unklarem
A|unambiguous|eindeutige eindeutigen eindeutiger eindeutiges eindeutigem
V|do|machen mache machst macht mach tun tue tust tut tu
V|done|gemacht getan
A|done|gemachte gemachten gemachter gemachtes gemachtem getane getanen getaner getanes getanem
V|did|machte machtest machten machtet tat tatest taten tatet
V|doing|machend tund
A|doing|machende machenden machender machendes machendem tunde tunden tunder tundes tundem
V|go|gehen gehe gehst geht geh
V|gone|gegangen
A|gone|gegangene gegangenen gegangener gegangenes gegangenem
V|went|ging gingst gingen gingt
V|going|gehend
A|going|gehende gehenden gehender gehendes gehendem
V|come|kommen gekommen komme kommst kommt komm
A|come|gekommene gekommenen gekommener gekommenes gekommenem
V|came|kam kamst kamen kamt
V|coming|kommend
A|coming|kommende kommenden kommender kommendes kommendem
V|see|sehen sehe siehst sieht seht sieh siehe
V|seen|gesehen
A|seen|gesehene gesehenen gesehener gesehenes gesehenem
V|saw|sah sahst sahen saht
V|seeing|sehend
A|seeing|sehende sehenden sehender sehendes sehendem
V|look|schauen schaue schaust schaut schau aussehen aussehe aussiehst aussieht ausseht auszusehen sehe+aus siehst+aus sieht+aus seht+aus sehen+aus sieh+aus siehe+aus
V|looked|geschaut schaute schautest schauten schautet ausgesehen aussah aussahst aussahen aussaht sah+aus sahst+aus sahen+aus saht+aus
A|looked|geschaute geschauten geschauter geschautes geschautem ausgesehene ausgesehenen ausgesehener ausgesehenes ausgesehenem
V|looking|schauend aussehend
A|looking|schauende schauenden schauender schauendes schauendem aussehende aussehenden aussehender aussehendes aussehendem
V|look at|ansehen ansehe ansiehst ansieht anseht anzusehen sehe+an siehst+an sieht+an seht+an sehen+an sieh+an siehe+an anschauen anschaust anschaut anzuschauen schaue+an schaust+an schaut+an schauen+an schau+an
V|looked at|angesehen ansah ansahst ansahen ansaht sah+an sahst+an sahen+an saht+an angeschaut anschaute anschautest anschauten anschautet schaute+an schautest+an schauten+an schautet+an
A|looked at|angesehene angesehenen angesehener angesehenes angesehenem angeschaute angeschauten angeschauter angeschautes angeschautem
V|looking at|ansehend anschauend
A|looking at|ansehende ansehenden ansehender ansehendes ansehendem anschauende anschauenden anschauender anschauendes anschauendem
V|consider|betrachten betrachte betrachtest uberlegen uberlege uberlegst uberleg
V|considered|betrachtet betrachtetest betrachtetet uberlegt uberlegtest uberlegtet
A|considered|betrachtete betrachteten betrachteter betrachtetes betrachtetem uberlegte uberlegten uberlegter uberlegtes uberlegtem
V|considering|betrachtend uberlegend
A|considering|betrachtende betrachtenden betrachtender betrachtendes betrachtendem uberlegende uberlegenden uberlegender uberlegendes uberlegendem
V|hear|horen hore horst hort hor
V|heard|horte hortest horten hortet
V|hearing|horend
A|hearing|horende horenden horender horendes horendem
V|listen|zuhoren zuhorst zuhort zuzuhoren hore+zu horst+zu hort+zu horen+zu hor+zu
V|listened|zugehort zuhorte zuhortest zuhorten zuhortet horte+zu hortest+zu horten+zu hortet+zu
A|listened|zugehorte zugehorten zugehorter zugehortes zugehortem
V|listening|zuhorend
A|listening|zuhorende zuhorenden zuhorender zuhorendes zuhorendem
V|speak|sprechen spreche sprichst spricht sprecht sprich
V|spoken|gesprochen
A|spoken|gesprochene gesprochenen gesprochener gesprochenes gesprochenem
V|spoke|sprach sprachst spracht
V|speaking|sprechend
A|speaking|sprechende sprechenden sprechender sprechendes sprechendem
V|talk|reden rede redest redet unterhalten unterhalte unterhaltst unterhaltet unterhalt
V|talked|geredet redete redetest redeten redetet unterhielt unterhieltest unterhielten unterhieltet
A|talked|geredete geredeten geredeter geredetes geredetem unterhaltene unterhaltenen unterhaltener unterhaltenes unterhaltenem
V|talking|redend unterhaltend
A|talking|redende redenden redender redendes redendem unterhaltende unterhaltenden unterhaltender unterhaltendes unterhaltendem
V|stay silent|schweigen schweige schweigst schweigt schweig
V|stayed silent|geschwiegen schwieg schwiegst schwiegen schwiegt
A|stayed silent|geschwiegene geschwiegenen geschwiegener geschwiegenes geschwiegenem
V|staying silent|schweigend
A|staying silent|schweigende schweigenden schweigender schweigendes schweigendem
V|chat|plaudern plaudere plauderst plaudert plauder chatten chatte chattest chattet
V|chatted|geplaudert plauderte plaudertest plauderten plaudertet gechattet chattete chattetest chatteten chattetet
A|chatted|geplauderte geplauderten geplauderter geplaudertes geplaudertem gechattete gechatteten gechatteter gechattetes gechattetem
V|chatting|plaudernd chattend
A|chatting|plaudernde plaudernden plaudernder plauderndes plauderndem chattende chattenden chattender chattendes chattendem
V|discuss|diskutieren diskutiere diskutierst diskutier besprechen bespreche besprichst bespricht besprecht besprich
V|discussed|diskutiert diskutiertest diskutiertet besprochen besprach besprachst besprachen bespracht
A|discussed|diskutierte diskutierten diskutierter diskutiertes diskutiertem besprochene besprochenen besprochener besprochenes besprochenem
V|discussing|diskutierend besprechend
A|discussing|diskutierende diskutierenden diskutierender diskutierendes diskutierendem besprechende besprechenden besprechender besprechendes besprechendem
V|type|tippen tippe tippst tippt
V|typed|getippt tippte tipptest tippten tipptet
A|typed|getippte getippten getippter getipptes getipptem
V|typing|tippend
A|typing|tippende tippenden tippender tippendes tippendem
V|enter|eingeben eingebe eingibst eingibt eingebt einzugeben gebe+ein gibst+ein gibt+ein gebt+ein geben+ein gib+ein eintragst eintragt einzutragen trage+ein tragst+ein tragt+ein tragen+ein trag+ein
V|entered|eingegeben eingab eingabst eingabt gab+ein gabst+ein gaben+ein gabt+ein eingetragen eintrug eintrugst eintrugen eintrugt trug+ein trugst+ein trugen+ein trugt+ein
A|entered|eingegebene eingegebenen eingegebener eingegebenes eingegebenem eingetragene eingetragenen eingetragener eingetragenes eingetragenem
V|entering|eingebend eintragend
A|entering|eingebende eingebenden eingebender eingebendes eingebendem eintragende eintragenden eintragender eintragendes eintragendem
V|click|klicken klicke klickst klickt klick anklicken anklickst anklickt anzuklicken klicke+an klickst+an klickt+an klicken+an klick+an
V|clicked|geklickt klickte klicktest klickten klicktet angeklickt anklickte anklicktest anklickten anklicktet klickte+an klicktest+an klickten+an klicktet+an
A|clicked|geklickte geklickten geklickter geklicktes geklicktem angeklickte angeklickten angeklickter angeklicktes angeklicktem
V|clicking|klickend anklickend
A|clicking|klickende klickenden klickender klickendes klickendem anklickende anklickenden anklickender anklickendes anklickendem
V|chosen|gewahlt
A|chosen|gewahlte gewahlten gewahlter gewahltes gewahltem
V|choose|wahle wahlst wahlt
V|chose|wahlte wahltest wahlten wahltet
V|choosing|wahlend
A|choosing|wahlende wahlenden wahlender wahlendes wahlendem
V|selected|ausgewahlt auswahlte auswahltest auswahlten auswahltet wahlte+aus wahltest+aus wahlten+aus wahltet+aus
A|selected|ausgewahlte ausgewahlten ausgewahlter ausgewahltes ausgewahltem
V|select|auswahlst auswahlt auszuwahlen wahle+aus wahlst+aus wahlt+aus wahlen+aus wahl+aus
V|selecting|auswahlend
A|selecting|auswahlende auswahlenden auswahlender auswahlendes auswahlendem
V|dial|anwahlen anwahlst anwahlt anzuwahlen wahle+an wahlst+an wahlt+an wahlen+an wahl+an
V|dialed|angewahlt anwahlte anwahltest anwahlten anwahltet wahlte+an wahltest+an wahlten+an wahltet+an
A|dialed|angewahlte angewahlten angewahlter angewahltes angewahltem
V|dialing|anwahlend
A|dialing|anwahlende anwahlenden anwahlender anwahlendes anwahlendem
V|mark|markieren markiere markierst markier
V|marked|markiert markiertest markiertet
A|marked|markierte markierten markierter markiertes markiertem
V|marking|markierend
A|marking|markierende markierenden markierender markierendes markierendem
V|label|kennzeichnen kennzeichne kennzeichnest kennzeichnet
V|labelled|gekennzeichnet kennzeichnete kennzeichnetest kennzeichneten kennzeichnetet
A|labelled|gekennzeichnete gekennzeichneten gekennzeichneter gekennzeichnetes gekennzeichnetem
V|labelling|kennzeichnend
A|labelling|kennzeichnende kennzeichnenden kennzeichnender kennzeichnendes kennzeichnendem
V|tag|taggen tagge taggst taggt tagg
V|tagged|getaggt taggte taggtest taggten taggtet
A|tagged|getaggte getaggten getaggter getaggtes getaggtem
V|tagging|taggend
A|tagging|taggende taggenden taggender taggendes taggendem
V|sort|sortieren sortiere sortierst sortier
V|sorted|sortiert sortiertest sortiertet
A|sorted|sortierte sortierten sortierter sortiertes sortiertem
V|sorting|sortierend
A|sorting|sortierende sortierenden sortierender sortierendes sortierendem
V|arrange|ordnen ordne ordnest ordnet
V|arranged|geordnet ordnete ordnetest ordneten ordnetet
A|arranged|geordnete geordneten geordneter geordnetes geordnetem
V|arranging|ordnend
A|arranging|ordnende ordnenden ordnender ordnendes ordnendem
V|calculate|rechnen rechne rechnest rechnet berechnen berechne berechnest ausrechnen ausrechnest ausrechnet auszurechnen rechne+aus rechnest+aus rechnet+aus rechnen+aus kalkulieren kalkuliere kalkulierst kalkulier
V|calculated|gerechnet rechnete rechnetest rechneten rechnetet berechnet berechnetest berechnetet ausgerechnet ausrechnete ausrechnetest ausrechneten ausrechnetet rechnete+aus rechnetest+aus rechneten+aus rechnetet+aus kalkuliert kalkuliertest kalkuliertet
A|calculated|gerechnete gerechneten gerechneter gerechnetes gerechnetem berechnete berechneten berechneter berechnetes berechnetem ausgerechnete ausgerechneten ausgerechneter ausgerechnetes ausgerechnetem kalkulierte kalkulierten kalkulierter kalkuliertes kalkuliertem
V|calculating|rechnend berechnend ausrechnend kalkulierend
A|calculating|rechnende rechnenden rechnender rechnendes rechnendem berechnende berechnenden berechnender berechnendes berechnendem ausrechnende ausrechnenden ausrechnender ausrechnendes ausrechnendem kalkulierende kalkulierenden kalkulierender kalkulierendes kalkulierendem
V|estimate|schatzen schatze schatzt schatz
V|estimated|geschatzt schatzte schatztest schatzten schatztet
A|estimated|geschatzte geschatzten geschatzter geschatztes geschatztem
V|estimating|schatzend
A|estimating|schatzende schatzenden schatzender schatzendes schatzendem
V|measure|messen messe misst messt miss
V|measured|gemessen maß mass maßest massest maßen massen maßt masst
A|measured|gemessene gemessenen gemessener gemessenes gemessenem
V|measuring|messend
A|measuring|messende messenden messender messendes messendem
V|compare|vergleichen vergleiche vergleichst vergleicht
V|compared|verglichen verglich verglichst verglicht
A|compared|verglichene verglichenen verglichener verglichenes verglichenem
V|comparing|vergleichend
A|comparing|vergleichende vergleichenden vergleichender vergleichendes vergleichendem
V|match|abgleichen abgleichst abgleicht abzugleichen gleiche+ab gleichst+ab gleicht+ab gleichen+ab gleich+ab ubereinstimmen ubereinstimmst ubereinstimmt ubereinzustimmen stimme+uberein stimmst+uberein stimmt+uberein stimmen+uberein stimm+uberein
V|matched|abgeglichen abglich abglichst abglichen abglicht glich+ab glichst+ab glichen+ab glicht+ab ubereingestimmt ubereinstimmte ubereinstimmtest ubereinstimmten ubereinstimmtet stimmte+uberein stimmtest+uberein stimmten+uberein stimmtet+uberein
A|matched|abgeglichene abgeglichenen abgeglichener abgeglichenes abgeglichenem ubereingestimmte ubereingestimmten ubereingestimmter ubereingestimmtes ubereingestimmtem
V|matching|abgleichend ubereinstimmend
A|matching|abgleichende abgleichenden abgleichender abgleichendes abgleichendem ubereinstimmende ubereinstimmenden ubereinstimmender ubereinstimmendes ubereinstimmendem
V|analyze|analysieren analysiere analysierst analysier auswerten auswertest auswertet auszuwerten werte+aus wertest+aus wertet+aus werten+aus
V|analyzed|analysiert analysiertest analysiertet ausgewertet auswertete auswertetest auswerteten auswertetet wertete+aus wertetest+aus werteten+aus wertetet+aus
A|analyzed|analysierte analysierten analysierter analysiertes analysiertem ausgewertete ausgewerteten ausgewerteter ausgewertetes ausgewertetem
V|analyzing|analysierend auswertend
A|analyzing|analysierende analysierenden analysierender analysierendes analysierendem auswertende auswertenden auswertender auswertendes auswertendem
V|investigate|untersuchen untersuche untersuchst untersuch
V|investigated|untersucht untersuchtest untersuchtet
A|investigated|untersuchte untersuchten untersuchter untersuchtes untersuchtem
V|investigating|untersuchend
A|investigating|untersuchende untersuchenden untersuchender untersuchendes untersuchendem
V|research|erforschen erforsche erforschst erforsch recherchieren recherchiere recherchierst recherchier
V|researched|erforscht erforschtest erforschtet recherchiert recherchiertest recherchiertet
A|researched|erforschte erforschten erforschter erforschtes erforschtem recherchierte recherchierten recherchierter recherchiertes recherchiertem
V|researching|erforschend recherchierend
A|researching|erforschende erforschenden erforschender erforschendes erforschendem recherchierende recherchierenden recherchierender recherchierendes recherchierendem
V|discover|entdecken entdecke entdeckst entdeck
V|discovered|entdeckt entdecktest entdecktet
A|discovered|entdeckte entdeckten entdeckter entdecktes entdecktem
V|discovering|entdeckend
A|discovering|entdeckende entdeckenden entdeckender entdeckendes entdeckendem
V|detect|erkennen erkenne erkennst erkennt erkenn
V|detected|erkannt erkanntest erkanntet
A|detected|erkannte erkannten erkannter erkanntes erkanntem
V|detecting|erkennend
A|detecting|erkennende erkennenden erkennender erkennendes erkennendem
V|identify|identifizieren identifiziere identifizierst identifizier ausweisen ausweist auszuweisen weise+aus weist+aus weisen+aus weis+aus
V|identified|identifiziert identifiziertest identifiziertet ausgewiesen auswies auswiesest auswiesen auswiest wies+aus wiesest+aus wiesen+aus wiest+aus
A|identified|identifizierte identifizierten identifizierter identifiziertes identifiziertem ausgewiesene ausgewiesenen ausgewiesener ausgewiesenes ausgewiesenem
V|identifying|identifizierend ausweisend
A|identifying|identifizierende identifizierenden identifizierender identifizierendes identifizierendem ausweisende ausweisenden ausweisender ausweisendes ausweisendem
A|determined|ermittelte ermittelten ermittelter ermitteltes ermitteltem festgestellte festgestellten festgestellter festgestelltes festgestelltem
V|find out|herausfinden herausfindest herausfindet herauszufinden finde+heraus findest+heraus findet+heraus finden+heraus find+heraus rausfinden rausfindest rausfindet rauszufinden finde+raus findest+raus findet+raus finden+raus find+raus
V|found out|herausgefunden herausfand herausfandest herausfanden herausfandet fand+heraus fandest+heraus fanden+heraus fandet+heraus rausgefunden rausfand rausfandest rausfanden rausfandet fand+raus fandest+raus fanden+raus fandet+raus
A|found out|herausgefundene herausgefundenen herausgefundener herausgefundenes herausgefundenem rausgefundene rausgefundenen rausgefundener rausgefundenes rausgefundenem
V|finding out|herausfindend rausfindend
A|finding out|herausfindende herausfindenden herausfindender herausfindendes herausfindendem rausfindende rausfindenden rausfindender rausfindendes rausfindendem
V|uncover|aufdecken aufdeckst aufdeckt aufzudecken decke+auf deckst+auf deckt+auf decken+auf deck+auf
V|uncovered|aufgedeckt aufdeckte aufdecktest aufdeckten aufdecktet deckte+auf decktest+auf deckten+auf decktet+auf
A|uncovered|aufgedeckte aufgedeckten aufgedeckter aufgedecktes aufgedecktem
V|uncovering|aufdeckend
A|uncovering|aufdeckende aufdeckenden aufdeckender aufdeckendes aufdeckendem
V|visit|besuchen besuche besuchst besuch
V|visited|besucht besuchtest besuchtet
A|visited|besuchte besuchten besuchter besuchtes besuchtem
V|visiting|besuchend
A|visiting|besuchende besuchenden besuchender besuchendes besuchendem
V|navigate|navigieren navigiere navigierst navigier
V|navigated|navigiert navigiertest navigiertet
A|navigated|navigierte navigierten navigierter navigiertes navigiertem
V|navigating|navigierend
A|navigating|navigierende navigierenden navigierender navigierendes navigierendem
V|browse|surfen surfe surfst surft surf browsen browse browst brows
V|browsed|gesurft surfte surftest surften surftet gebrowst browste browstest browsten browstet
A|browsed|gesurfte gesurften gesurfter gesurftes gesurftem gebrowste gebrowsten gebrowster gebrowstes gebrowstem
V|browsing|surfend browsend
A|browsing|surfende surfenden surfender surfendes surfendem browsende browsenden browsender browsendes browsendem
V|complete|erledigen erledige erledigst erledig vollenden vollende vollendest abschließen abschliessen abschließt abschliesst abzuschließen abzuschliessen schließe+ab schliesse+ab schließt+ab schliesst+ab schließen+ab schliessen+ab schließ+ab schliess+ab fertigstellen fertigstellst fertigstellt fertigzustellen stelle+fertig stellst+fertig stellt+fertig stellen+fertig stell+fertig vervollstandigen vervollstandige vervollstandigst vervollstandig
V|completed|erledigt erledigtest erledigtet vollendet vollendetest vollendetet abgeschlossen abschloss abschlossest abschlossen abschlosst schloss+ab schlossest+ab schlossen+ab schlosst+ab fertiggestellt fertigstellte fertigstelltest fertigstellten fertigstelltet stellte+fertig stelltest+fertig stellten+fertig stelltet+fertig vervollstandigt vervollstandigtest vervollstandigtet
A|completed|erledigte erledigten erledigter erledigtes erledigtem vollendete vollendeten vollendeter vollendetes vollendetem abgeschlossene abgeschlossenen abgeschlossener abgeschlossenes abgeschlossenem fertiggestellte fertiggestellten fertiggestellter fertiggestelltes fertiggestelltem vervollstandigte vervollstandigten vervollstandigter vervollstandigtes vervollstandigtem
V|completing|erledigend vollendend abschließend abschliessend fertigstellend vervollstandigend
A|completing|erledigende erledigenden erledigender erledigendes erledigendem vollendende vollendenden vollendender vollendendes vollendendem abschließende abschliessende abschließenden abschliessenden abschließender abschliessender abschließendes abschliessendes abschließendem abschliessendem fertigstellende fertigstellenden fertigstellender fertigstellendes fertigstellendem vervollstandigende vervollstandigenden vervollstandigender vervollstandigendes vervollstandigendem
V|perform|durchfuhren durchfuhrst durchfuhrt durchzufuhren fuhre+durch fuhrst+durch fuhrt+durch fuhren+durch fuhr+durch leisten leiste leistest leistet
V|performed|durchgefuhrt durchfuhrte durchfuhrtest durchfuhrten durchfuhrtet fuhrte+durch fuhrtest+durch fuhrten+durch fuhrtet+durch geleistet leistete leistetest leisteten leistetet
A|performed|durchgefuhrte durchgefuhrten durchgefuhrter durchgefuhrtes durchgefuhrtem geleistete geleisteten geleisteter geleistetes geleistetem
V|performing|durchfuhrend leistend
A|performing|durchfuhrende durchfuhrenden durchfuhrender durchfuhrendes durchfuhrendem leistende leistenden leistender leistendes leistendem
V|process|verarbeiten verarbeite verarbeitest abarbeiten abarbeitest abarbeitet abzuarbeiten arbeite+ab arbeitest+ab arbeitet+ab arbeiten+ab
V|processed|verarbeitet verarbeitetest verarbeitetet abgearbeitet abarbeitete abarbeitetest abarbeiteten abarbeitetet arbeitete+ab arbeitetest+ab arbeiteten+ab arbeitetet+ab
A|processed|verarbeitete verarbeiteten verarbeiteter verarbeitetes verarbeitetem abgearbeitete abgearbeiteten abgearbeiteter abgearbeitetes abgearbeitetem
V|processing|verarbeitend abarbeitend
A|processing|verarbeitende verarbeitenden verarbeitender verarbeitendes verarbeitendem abarbeitende abarbeitenden abarbeitender abarbeitendes abarbeitendem
V|treat|behandeln behandle behandelst behandel
V|treated|behandelt behandeltest behandeltet
A|treated|behandelte behandelten behandelter behandeltes behandeltem
V|treating|behandelnd
A|treating|behandelnde behandelnden behandelnder behandelndes behandelndem
V|take care|kummern kummere kummerst kummert kummer
V|taken care|gekummert
A|taken care|gekummerte gekummerten gekummerter gekummertes gekummertem
V|took care|kummerte kummertest kummerten kummertet
V|taking care|kummernd
A|taking care|kummernde kummernden kummernder kummerndes kummerndem
V|ensure|sorgen sorge sorgst sorgt sorg sicherstellen sicherstellst sicherstellt sicherzustellen stelle+sicher stellst+sicher stellt+sicher stellen+sicher stell+sicher gewahrleisten gewahrleiste gewahrleistest
V|ensured|gesorgt sorgte sorgtest sorgten sorgtet sichergestellt sicherstellte sicherstelltest sicherstellten sicherstelltet stellte+sicher stelltest+sicher stellten+sicher stelltet+sicher gewahrleistet gewahrleistetest gewahrleistetet
A|ensured|gesorgte gesorgten gesorgter gesorgtes gesorgtem sichergestellte sichergestellten sichergestellter sichergestelltes sichergestelltem gewahrleistete gewahrleisteten gewahrleisteter gewahrleistetes gewahrleistetem
V|ensuring|sorgend sicherstellend gewahrleistend
A|ensuring|sorgende sorgenden sorgender sorgendes sorgendem sicherstellende sicherstellenden sicherstellender sicherstellendes sicherstellendem gewahrleistende gewahrleistenden gewahrleistender gewahrleistendes gewahrleistendem
V|guarantee|garantieren garantiere garantierst garantier
V|guaranteed|garantiert garantiertest garantiertet
A|guaranteed|garantierte garantierten garantierter garantiertes garantiertem
V|guaranteeing|garantierend
A|guaranteeing|garantierende garantierenden garantierender garantierendes garantierendem
V|promise|versprechen verspreche versprichst verspricht versprecht versprich
V|promised|versprochen versprach versprachst versprachen verspracht
A|promised|versprochene versprochenen versprochener versprochenes versprochenem
V|promising|versprechend
A|promising|versprechende versprechenden versprechender versprechendes versprechendem
V|assure|zusichern zusicherst zusichert zuzusichern sichere+zu sicherst+zu sichert+zu sichern+zu sicher+zu versichern versichere versicherst versicher
V|assured|zugesichert zusicherte zusichertest zusicherten zusichertet sicherte+zu sichertest+zu sicherten+zu sichertet+zu versichert versichertest versichertet
A|assured|zugesicherte zugesicherten zugesicherter zugesichertes zugesichertem versicherte versicherten versicherter versichertes versichertem
V|assuring|zusichernd versichernd
A|assuring|zusichernde zusichernden zusichernder zusicherndes zusicherndem versichernde versichernden versichernder versicherndes versicherndem
V|agree|vereinbaren vereinbare vereinbarst vereinbar zustimmen zustimmst zustimmt zuzustimmen stimme+zu stimmst+zu stimmt+zu stimmen+zu stimm+zu
V|agreed|vereinbart vereinbartest vereinbartet zugestimmt zustimmte zustimmtest zustimmten zustimmtet stimmte+zu stimmtest+zu stimmten+zu stimmtet+zu
A|agreed|vereinbarte vereinbarten vereinbarter vereinbartes vereinbartem zugestimmte zugestimmten zugestimmter zugestimmtes zugestimmtem
V|agreeing|vereinbarend zustimmend
A|agreeing|vereinbarende vereinbarenden vereinbarender vereinbarendes vereinbarendem zustimmende zustimmenden zustimmender zustimmendes zustimmendem
V|consent|einwilligen einwilligst einwilligt einzuwilligen willige+ein willigst+ein willigt+ein willigen+ein willig+ein
V|consented|eingewilligt einwilligte einwilligtest einwilligten einwilligtet willigte+ein willigtest+ein willigten+ein willigtet+ein
A|consented|eingewilligte eingewilligten eingewilligter eingewilligtes eingewilligtem
V|consenting|einwilligend
A|consenting|einwilligende einwilligenden einwilligender einwilligendes einwilligendem
V|object|widersprechen widerspreche widersprichst widerspricht widersprecht widersprich
V|objected|widersprochen widersprach widersprachst widersprachen widerspracht
A|objected|widersprochene widersprochenen widersprochener widersprochenes widersprochenem
V|objecting|widersprechend
A|objecting|widersprechende widersprechenden widersprechender widersprechendes widersprechendem
V|submit|einreichen einreichst einreicht einzureichen reiche+ein reichst+ein reicht+ein reichen+ein reich+ein abgeben abgebe abgibst abgibt abgebt abzugeben gebe+ab gibst+ab gibt+ab gebt+ab geben+ab gib+ab vorlegen vorlegst vorlegt vorzulegen lege+vor legst+vor legt+vor legen+vor leg+vor
V|submitted|eingereicht einreichte einreichtest einreichten einreichtet reichte+ein reichtest+ein reichten+ein reichtet+ein abgegeben abgab abgabst abgaben abgabt gab+ab gabst+ab gaben+ab gabt+ab vorgelegt vorlegte vorlegtest vorlegten vorlegtet legte+vor legtest+vor legten+vor legtet+vor
A|submitted|eingereichte eingereichten eingereichter eingereichtes eingereichtem abgegebene abgegebenen abgegebener abgegebenes abgegebenem vorgelegte vorgelegten vorgelegter vorgelegtes vorgelegtem
V|submitting|einreichend abgebend vorlegend
A|submitting|einreichende einreichenden einreichender einreichendes einreichendem abgebende abgebenden abgebender abgebendes abgebendem vorlegende vorlegenden vorlegender vorlegendes vorlegendem
V|present|prasentieren prasentiere prasentierst prasentier vortragen vortragst vortragt vorzutragen trage+vor tragst+vor tragt+vor tragen+vor trag+vor
V|presented|prasentiert prasentiertest prasentiertet vorgetragen vortrug vortrugst vortrugen vortrugt trug+vor trugst+vor trugen+vor trugt+vor
A|presented|prasentierte prasentierten prasentierter prasentiertes prasentiertem vorgetragene vorgetragenen vorgetragener vorgetragenes vorgetragenem
V|presenting|prasentierend vortragend
A|presenting|prasentierende prasentierenden prasentierender prasentierendes prasentierendem vortragende vortragenden vortragender vortragendes vortragendem
V|invite|einladen einladst einladt einladet einzuladen lade+ein ladst+ein ladt+ein ladet+ein laden+ein lad+ein
V|invited|eingeladen einlud einludest einluden einludet lud+ein ludest+ein luden+ein ludet+ein
A|invited|eingeladene eingeladenen eingeladener eingeladenes eingeladenem
V|inviting|einladend
A|inviting|einladende einladenden einladender einladendes einladendem
V|participate|teilnehmen teilnehme teilnimmst teilnimmt teilnehmt teilzunehmen nehme+teil nimmst+teil nimmt+teil nehmt+teil nehmen+teil nimm+teil mitmachen mitmachst mitmacht mitzumachen mache+mit machst+mit macht+mit machen+mit mach+mit
V|participated|teilgenommen teilnahm teilnahmst teilnahmen teilnahmt nahm+teil nahmst+teil nahmen+teil nahmt+teil mitgemacht mitmachte mitmachtest mitmachten mitmachtet machte+mit machtest+mit machten+mit machtet+mit
A|participated|teilgenommene teilgenommenen teilgenommener teilgenommenes teilgenommenem mitgemachte mitgemachten mitgemachter mitgemachtes mitgemachtem
V|participating|teilnehmend mitmachend
A|participating|teilnehmende teilnehmenden teilnehmender teilnehmendes teilnehmendem mitmachende mitmachenden mitmachender mitmachendes mitmachendem
V|join|beitreten beitrete beitrittst beitretet beizutreten trete+bei trittst+bei tritt+bei tretet+bei treten+bei zusammenfugen zusammenfugst zusammenfugt zusammenzufugen fuge+zusammen fugst+zusammen fugt+zusammen fugen+zusammen fug+zusammen
V|joined|beigetreten beitrat beitratest beitraten beitratet trat+bei tratest+bei traten+bei tratet+bei zusammengefugt zusammenfugte zusammenfugtest zusammenfugten zusammenfugtet fugte+zusammen fugtest+zusammen fugten+zusammen fugtet+zusammen
A|joined|beigetretene beigetretenen beigetretener beigetretenes beigetretenem zusammengefugte zusammengefugten zusammengefugter zusammengefugtes zusammengefugtem
V|joining|beitretend zusammenfugend
A|joining|beitretende beitretenden beitretender beitretendes beitretendem zusammenfugende zusammenfugenden zusammenfugender zusammenfugendes zusammenfugendem
V|leave|verlassen verlasse verlasst verlass uberlassen uberlasse uberlasst uberlass hinterlassen hinterlasse hinterlasst hinterlass
A|left|verlassene verlassenen verlassener verlassenes verlassenem uberlassene uberlassenen uberlassener uberlassenes uberlassenem hinterlassene hinterlassenen hinterlassener hinterlassenes hinterlassenem
V|left|verließ verliess verließest verliessest verließen verliessen verließt verliesst uberließ uberliess uberließest uberliessest uberließen uberliessen uberließt uberliesst hinterließ hinterliess hinterließest hinterliessest hinterließen hinterliessen hinterließt hinterliesst
V|leaving|verlassend uberlassend hinterlassend
A|leaving|verlassende verlassenden verlassender verlassendes verlassendem uberlassende uberlassenden uberlassender uberlassendes uberlassendem hinterlassende hinterlassenden hinterlassender hinterlassendes hinterlassendem
V|stay|bleiben bleibe bleibst bleibt bleib
V|stayed|geblieben blieb bliebst blieben bliebt
A|stayed|gebliebene gebliebenen gebliebener gebliebenes gebliebenem
V|staying|bleibend
A|staying|bleibende bleibenden bleibender bleibendes bleibendem
V|wait|warten warte wartest wartet
V|waited|gewartet wartete wartetest warteten wartetet
A|waited|gewartete gewarteten gewarteter gewartetes gewartetem
V|waiting|wartend
A|waiting|wartende wartenden wartender wartendes wartendem
V|hurry|eilen eile eilst eilt eil beeilen beeile beeilst beeil
V|hurried|geeilt eilte eiltest eilten eiltet beeilt beeiltest beeiltet
A|hurried|geeilte geeilten geeilter geeiltes geeiltem beeilte beeilten beeilter beeiltes beeiltem
V|hurrying|eilend beeilend
A|hurrying|eilende eilenden eilender eilendes eilendem beeilende beeilenden beeilender beeilendes beeilendem
V|delay|verzogern verzogere verzogerst verzoger
V|delayed|verzogert verzogertest verzogertet
A|delayed|verzogerte verzogerten verzogerter verzogertes verzogertem
V|delaying|verzogernd
A|delaying|verzogernde verzogernden verzogernder verzogerndes verzogerndem
V|planned|geplant plante plantest planten plantet vorgehabt vorhatte vorhattest vorhatten vorhattet hatte+vor hattest+vor hatten+vor hattet+vor
A|planned|geplante geplanten geplanter geplantes geplantem vorgehabte vorgehabten vorgehabter vorgehabtes vorgehabtem
V|plan|planst plant vorhaben vorhast vorhat vorhabt vorzuhaben habe+vor hast+vor hat+vor habt+vor haben+vor hab+vor
V|planning|planend vorhabend
A|planning|planende planenden planender planendes planendem vorhabende vorhabenden vorhabender vorhabendes vorhabendem
V|organize|organisieren organisiere organisierst organisier
V|organized|organisiert organisiertest organisiertet
A|organized|organisierte organisierten organisierter organisiertes organisiertem
V|organizing|organisierend
A|organizing|organisierende organisierenden organisierender organisierendes organisierendem
V|prepare|vorbereiten vorbereitest vorzubereiten bereite+vor bereitest+vor bereitet+vor bereiten+vor
V|prepared|vorbereitet vorbereitetest vorbereitetet bereitete+vor bereitetest+vor bereiteten+vor bereitetet+vor
A|prepared|vorbereitete vorbereiteten vorbereiteter vorbereitetes vorbereitetem
V|preparing|vorbereitend
A|preparing|vorbereitende vorbereitenden vorbereitender vorbereitendes vorbereitendem
V|set up|einrichten eingerichtet einrichtest einrichtet einrichtete einrichtetest einrichteten einrichtetet einzurichten richte+ein richtest+ein richtet+ein richten+ein richtete+ein richtetest+ein richteten+ein richtetet+ein aufsetzen aufgesetzt aufsetzt aufsetzte aufsetztest aufsetzten aufsetztet aufzusetzen setze+auf setzt+auf setzen+auf setz+auf setzte+auf setztest+auf setzten+auf setztet+auf aufstellen aufgestellt aufstellst aufstellt aufstellte aufstelltest aufstellten aufstelltet aufzustellen stelle+auf stellst+auf stellt+auf stellen+auf stell+auf stellte+auf stelltest+auf stellten+auf stelltet+auf
A|set up|eingerichtete eingerichteten eingerichteter eingerichtetes eingerichtetem aufgesetzte aufgesetzten aufgesetzter aufgesetztes aufgesetztem aufgestellte aufgestellten aufgestellter aufgestelltes aufgestelltem
V|setting up|einrichtend aufsetzend aufstellend
A|setting up|einrichtende einrichtenden einrichtender einrichtendes einrichtendem aufsetzende aufsetzenden aufsetzender aufsetzendes aufsetzendem aufstellende aufstellenden aufstellender aufstellendes aufstellendem
V|build|bauen baue baust baut bau
V|built|gebaut baute bautest bauten bautet
A|built|gebaute gebauten gebauter gebautes gebautem
V|building|bauend
A|building|bauende bauenden bauender bauendes bauendem
V|develop|entwickeln entwickle entwickelst entwickel erarbeiten erarbeite erarbeitest
V|developed|entwickelt entwickeltest entwickeltet erarbeitet erarbeitetest erarbeitetet
A|developed|entwickelte entwickelten entwickelter entwickeltes entwickeltem erarbeitete erarbeiteten erarbeiteter erarbeitetes erarbeitetem
V|developing|entwickelnd erarbeitend
A|developing|entwickelnde entwickelnden entwickelnder entwickelndes entwickelndem erarbeitende erarbeitenden erarbeitender erarbeitendes erarbeitendem
V|program|programmieren programmiere programmierst programmier
V|programmed|programmiert programmiertest programmiertet
A|programmed|programmierte programmierten programmierter programmiertes programmiertem
V|programming|programmierend
A|programming|programmierende programmierenden programmierender programmierendes programmierendem
V|code|coden codest codet
V|coded|gecodet codete codetest codeten codetet
A|coded|gecodete gecodeten gecodeter gecodetes gecodetem
V|coding|codend
A|coding|codende codenden codender codendes codendem
V|compile|kompilieren kompiliere kompilierst kompilier zusammenstellen zusammenstellst zusammenstellt zusammenzustellen stelle+zusammen stellst+zusammen stellt+zusammen stellen+zusammen stell+zusammen
V|compiled|kompiliert kompiliertest kompiliertet zusammengestellt zusammenstellte zusammenstelltest zusammenstellten zusammenstelltet stellte+zusammen stelltest+zusammen stellten+zusammen stelltet+zusammen
A|compiled|kompilierte kompilierten kompilierter kompiliertes kompiliertem zusammengestellte zusammengestellten zusammengestellter zusammengestelltes zusammengestelltem
V|compiling|kompilierend zusammenstellend
A|compiling|kompilierende kompilierenden kompilierender kompilierendes kompilierendem zusammenstellende zusammenstellenden zusammenstellender zusammenstellendes zusammenstellendem
V|debug|debuggen debugge debuggst debuggt debugg
V|debugged|gedebuggt debuggte debuggtest debuggten debuggtet
A|debugged|gedebuggte gedebuggten gedebuggter gedebuggtes gedebuggtem
V|debugging|debuggend
A|debugging|debuggende debuggenden debuggender debuggendes debuggendem
V|deploy|deployen deploye deployst deployt deploy
V|deployed|gedeployt deployte deploytest deployten deploytet
A|deployed|gedeployte gedeployten gedeployter gedeploytes gedeploytem
V|deploying|deployend
A|deploying|deployende deployenden deployender deployendes deployendem
V|host|hosten hoste hostest hostet
V|hosted|gehostet hostete hostetest hosteten hostetet
A|hosted|gehostete gehosteten gehosteter gehostetes gehostetem
V|hosting|hostend
A|hosting|hostende hostenden hostender hostendes hostendem
V|let|lassen gelassen lasse lasst lass ließ liess ließest liessest ließen liessen ließt liesst
A|let|gelassene gelassenen gelassener gelassenes gelassenem
V|letting|lassend
A|letting|lassende lassenden lassender lassendes lassendem
V|stand|stehen stehe stehst steht steh
V|stood|gestanden stand standest standet
A|stood|gestandene gestandenen gestandener gestandenes gestandenem
V|standing|stehend
A|standing|stehende stehenden stehender stehendes stehendem
V|lie|liegen liege liegst liegt lieg lugen luge lugst lugt lug
V|lain|gelegen gelogen
A|lain|gelegene gelegenen gelegener gelegenes gelegenem gelogene gelogenen gelogener gelogenes gelogenem
V|lay|lag lagst lagen lagt logst logen logt
V|lying|liegend lugend
A|lying|liegende liegenden liegender liegendes liegendem lugende lugenden lugender lugendes lugendem
V|sit|sitzen sitze sitzt sitz
V|sat|gesessen saß sass saßest sassest saßen sassen saßt sasst
A|sat|gesessene gesessenen gesessener gesessenes gesessenem
V|sitting|sitzend
A|sitting|sitzende sitzenden sitzender sitzendes sitzendem
V|be located|befinden befinde befindest befindet befind
V|been located|befunden
A|been located|befundene befundenen befundener befundenes befundenem
V|was located|befand befandest befanden befandet
V|being located|befindend
A|being located|befindende befindenden befindender befindendes befindendem
V|contain|enthalten enthalte enthaltst enthaltet enthalt
A|contained|enthaltene enthaltenen enthaltener enthaltenes enthaltenem
V|contained|enthielt enthieltest enthielten enthieltet
V|containing|enthaltend
A|containing|enthaltende enthaltenden enthaltender enthaltendes enthaltendem
V|include|beinhalten beinhalte beinhaltest umfassen umfasse umfass einschließen einschliessen einschließt einschliesst einzuschließen einzuschliessen schließe+ein schliesse+ein schließt+ein schliesst+ein schließen+ein schliessen+ein schließ+ein schliess+ein
V|included|beinhaltet beinhaltetest beinhaltetet umfasst umfasstest umfasstet eingeschlossen einschloss einschlossest einschlossen einschlosst schloss+ein schlossest+ein schlossen+ein schlosst+ein
A|included|beinhaltete beinhalteten beinhalteter beinhaltetes beinhaltetem umfasste umfassten umfasster umfasstes umfasstem eingeschlossene eingeschlossenen eingeschlossener eingeschlossenes eingeschlossenem
V|including|beinhaltend umfassend einschließend einschliessend
A|including|beinhaltende beinhaltenden beinhaltender beinhaltendes beinhaltendem umfassende umfassenden umfassender umfassendes umfassendem einschließende einschliessende einschließenden einschliessenden einschließender einschliessender einschließendes einschliessendes einschließendem einschliessendem
V|exclude|ausschließen ausschliessen ausschließt ausschliesst auszuschließen auszuschliessen schließe+aus schliesse+aus schließt+aus schliesst+aus schließen+aus schliessen+aus schließ+aus schliess+aus
V|excluded|ausgeschlossen ausschloss ausschlossest ausschlossen ausschlosst schloss+aus schlossest+aus schlossen+aus schlosst+aus
A|excluded|ausgeschlossene ausgeschlossenen ausgeschlossener ausgeschlossenes ausgeschlossenem
V|excluding|ausschließend ausschliessend
A|excluding|ausschließende ausschliessende ausschließenden ausschliessenden ausschließender ausschliessender ausschließendes ausschliessendes ausschließendem ausschliessendem
V|concerned|betroffen betraf betrafst betrafen betraft
A|concerned|betroffene betroffenen betroffener betroffenes betroffenem
A|concerning|betreffende betreffenden betreffender betreffendes betreffendem
V|refer|beziehen beziehe beziehst bezieht bezieh verweisen verweise verweist verweis
V|referred|bezogen bezog bezogst bezogt verwiesen verwies verwiesest verwiest
A|referred|bezogene bezogenen bezogener bezogenes bezogenem verwiesene verwiesenen verwiesener verwiesenes verwiesenem
V|referring|beziehend verweisend
A|referring|beziehende beziehenden beziehender beziehendes beziehendem verweisende verweisenden verweisender verweisendes verweisendem
V|yield|ergeben ergebe ergibst ergibt ergebt ergib
A|yielded|ergebene ergebenen ergebener ergebenes ergebenem
V|yielded|ergab ergabst ergaben ergabt
V|yielding|ergebend
A|yielding|ergebende ergebenden ergebender ergebendes ergebendem
V|happen|passieren passiere passierst passier geschehen geschehe geschiehst geschieht gescheht geschieh
V|happened|passiert passiertest passiertet geschah geschahst geschahen geschaht
A|happened|passierte passierten passierter passiertes passiertem geschehene geschehenen geschehener geschehenes geschehenem
V|happening|passierend geschehend
A|happening|passierende passierenden passierender passierendes passierendem geschehende geschehenden geschehender geschehendes geschehendem
V|occur|vorkommen vorkommst vorkommt vorzukommen komme+vor kommst+vor kommt+vor kommen+vor komm+vor
V|occurred|vorgekommen vorkam vorkamst vorkamen vorkamt kam+vor kamst+vor kamen+vor kamt+vor
A|occurred|vorgekommene vorgekommenen vorgekommener vorgekommenes vorgekommenem
V|occurring|vorkommend
A|occurring|vorkommende vorkommenden vorkommender vorkommendes vorkommendem
V|arise|entstehen entstehe entstehst entsteht entsteh
V|arisen|entstanden
A|arisen|entstandene entstandenen entstandener entstandenes entstandenem
V|arose|entstand entstandest entstandet
V|arising|entstehend
A|arising|entstehende entstehenden entstehender entstehendes entstehendem
V|live|leben lebe lebst lebt leb wohnen wohne wohnst wohnt wohn
V|lived|gelebt lebte lebtest lebten lebtet gewohnt wohnte wohntest wohnten wohntet
A|lived|gelebte gelebten gelebter gelebtes gelebtem gewohnte gewohnten gewohnter gewohntes gewohntem
V|living|lebend wohnend
A|living|lebende lebenden lebender lebendes lebendem wohnende wohnenden wohnender wohnendes wohnendem
V|die|sterben sterbe stirbst stirbt sterbt stirb
V|died|gestorben starb starbst starben starbt
A|died|gestorbene gestorbenen gestorbener gestorbenes gestorbenem
V|dying|sterbend
A|dying|sterbende sterbenden sterbender sterbendes sterbendem
V|worked|gearbeitet arbeitete arbeitetest arbeiteten arbeitetet funktioniert funktioniertest funktioniertet geklappt klappte klapptest klappten klapptet
A|worked|gearbeitete gearbeiteten gearbeiteter gearbeitetes gearbeitetem funktionierte funktionierten funktionierter funktioniertes funktioniertem geklappte geklappten geklappter geklapptes geklapptem
V|working|arbeitend funktionierend klappend
A|working|arbeitende arbeitenden arbeitender arbeitendes arbeitendem funktionierende funktionierenden funktionierender funktionierendes funktionierendem klappende klappenden klappender klappendes klappendem
V|traveled|gereist reiste reistest reisten reistet
A|traveled|gereiste gereisten gereister gereistes gereistem
V|traveling|reisend
A|traveling|reisende reisenden reisender reisendes reisendem
V|drive|fahren fahre fahrst fahrt fahr treiben treibe treibst treibt treib
A|driven|gefahrene gefahrenen gefahrener gefahrenes gefahrenem getriebene getriebenen getriebener getriebenes getriebenem
V|drove|fuhr fuhrst fuhren fuhrt trieb triebst trieben triebt
V|driving|fahrend treibend
A|driving|fahrende fahrenden fahrender fahrendes fahrendem treibende treibenden treibender treibendes treibendem
V|fly|fliegen fliege fliegst fliegt flieg
V|flown|geflogen
A|flown|geflogene geflogenen geflogener geflogenes geflogenem
V|flew|flog flogst flogen flogt
V|flying|fliegend
A|flying|fliegende fliegenden fliegender fliegendes fliegendem
V|arrive|ankommen ankommst ankommt anzukommen komme+an kommst+an kommt+an kommen+an komm+an
V|arrived|angekommen ankam ankamst ankamen ankamt kam+an kamst+an kamen+an kamt+an
A|arrived|angekommene angekommenen angekommener angekommenes angekommenem
V|arriving|ankommend
A|arriving|ankommende ankommenden ankommender ankommendes ankommendem
V|depart|abfahren abfahrst abfahrt abzufahren fahre+ab fahrst+ab fahrt+ab fahren+ab fahr+ab
V|departed|abgefahren abfuhr abfuhrst abfuhren abfuhrt fuhr+ab fuhrst+ab fuhren+ab fuhrt+ab
A|departed|abgefahrene abgefahrenen abgefahrener abgefahrenes abgefahrenem
V|departing|abfahrend
A|departing|abfahrende abfahrenden abfahrender abfahrendes abfahrendem
V|eat|essen esse isst esst iss
V|eaten|gegessen
A|eaten|gegessene gegessenen gegessener gegessenes gegessenem
V|ate|aß ass aßest assest aßen assen aßt asst
V|eating|essend
A|eating|essende essenden essender essendes essendem
V|drink|trinken trinke trinkst trinkt trink
V|drunk|getrunken
A|drunk|getrunkene getrunkenen getrunkener getrunkenes getrunkenem
V|drank|trank trankst tranken trankt
V|drinking|trinkend
A|drinking|trinkende trinkenden trinkender trinkendes trinkendem
V|sleep|schlafen schlafe schlafst schlaft schlaf
V|slept|geschlafen schlief schliefst schliefen schlieft
A|slept|geschlafene geschlafenen geschlafener geschlafenes geschlafenem
V|sleeping|schlafend
A|sleeping|schlafende schlafenden schlafender schlafendes schlafendem
V|hand over|herausgeben herausgebe herausgibst herausgibt herausgebt herauszugeben gebe+heraus gibst+heraus gibt+heraus gebt+heraus geben+heraus gib+heraus rausgeben rausgebe rausgibst rausgibt rausgebt rauszugeben gebe+raus gibst+raus gibt+raus gebt+raus geben+raus gib+raus hergeben hergebe hergibst hergibt hergebt herzugeben gebe+her gibst+her gibt+her gebt+her geben+her gib+her aushandigen aushandigst aushandigt auszuhandigen handige+aus handigst+aus handigt+aus handigen+aus handig+aus ubergeben ubergebe ubergibst ubergibt ubergebt ubergib uberreichen uberreiche uberreichst uberreich
V|handed over|herausgegeben herausgab herausgabst herausgaben herausgabt gab+heraus gabst+heraus gaben+heraus gabt+heraus rausgegeben rausgab rausgabst rausgaben rausgabt gab+raus gabst+raus gaben+raus gabt+raus hergegeben hergab hergabst hergaben hergabt gab+her gabst+her gaben+her gabt+her ausgehandigt aushandigte aushandigtest aushandigten aushandigtet handigte+aus handigtest+aus handigten+aus handigtet+aus ubergab ubergabst ubergaben ubergabt uberreicht uberreichtest uberreichtet
A|handed over|herausgegebene herausgegebenen herausgegebener herausgegebenes herausgegebenem rausgegebene rausgegebenen rausgegebener rausgegebenes rausgegebenem hergegebene hergegebenen hergegebener hergegebenes hergegebenem ausgehandigte ausgehandigten ausgehandigter ausgehandigtes ausgehandigtem ubergebene ubergebenen ubergebener ubergebenes ubergebenem uberreichte uberreichten uberreichter uberreichtes uberreichtem
V|handing over|herausgebend rausgebend hergebend aushandigend ubergebend uberreichend
A|handing over|herausgebende herausgebenden herausgebender herausgebendes herausgebendem rausgebende rausgebenden rausgebender rausgebendes rausgebendem hergebende hergebenden hergebender hergebendes hergebendem aushandigende aushandigenden aushandigender aushandigendes aushandigendem ubergebende ubergebenden ubergebender ubergebendes ubergebendem uberreichende uberreichenden uberreichender uberreichendes uberreichendem
V|known|gewusst gekannt
V|knew|wusste wusstest wussten wusstet kannte kanntest kannten kanntet
V|knowing|wissend kennend
A|knowing|wissende wissenden wissender wissendes wissendem kennende kennenden kennender kennendes kennendem
V|learn|erfahren erfahre erfahrst erfahrt erfahr lernen lerne lernst lernt lern
A|learned|erfahrene erfahrenen erfahrener erfahrenes erfahrenem gelernte gelernten gelernter gelerntes gelerntem
V|learned|erfuhr erfuhrst erfuhren erfuhrt gelernt lernte lerntest lernten lerntet
V|learning|erfahrend lernend
A|learning|erfahrende erfahrenden erfahrender erfahrendes erfahrendem lernende lernenden lernender lernendes lernendem
V|understand|verstehen verstehe verstehst versteht versteh begreifen begreife begreifst begreift begreif
V|understood|verstanden verstand verstandest verstandet begriffen begriffst begrifft
A|understood|verstandene verstandenen verstandener verstandenes verstandenem begriffene begriffenen begriffener begriffenes begriffenem
V|understanding|verstehend begreifend
A|understanding|verstehende verstehenden verstehender verstehendes verstehendem begreifende begreifenden begreifender begreifendes begreifendem
V|notice|merken merke merkst merkt merk bemerken bemerke bemerkst bemerk
V|noticed|gemerkt merkte merktest merkten merktet bemerkt bemerktest bemerktet
A|noticed|gemerkte gemerkten gemerkter gemerktes gemerktem bemerkte bemerkten bemerkter bemerktes bemerktem
V|noticing|merkend bemerkend
A|noticing|merkende merkenden merkender merkendes merkendem bemerkende bemerkenden bemerkender bemerkendes bemerkendem
V|remember|erinnern erinnere erinnerst erinner
V|remembered|erinnert erinnertest erinnertet
A|remembered|erinnerte erinnerten erinnerter erinnertes erinnertem
V|remembering|erinnernd
A|remembering|erinnernde erinnernden erinnernder erinnerndes erinnerndem
V|think|denken denke denkst denkt denk nachdenken nachdenkst nachdenkt nachzudenken denke+nach denkst+nach denkt+nach denken+nach denk+nach
V|thought|gedacht dachte dachtest dachten dachtet nachgedacht nachdachte nachdachtest nachdachten nachdachtet dachte+nach dachtest+nach dachten+nach dachtet+nach
A|thought|gedachte gedachten gedachter gedachtes gedachtem nachgedachte nachgedachten nachgedachter nachgedachtes nachgedachtem
V|thinking|denkend nachdenkend
A|thinking|denkende denkenden denkender denkendes denkendem nachdenkende nachdenkenden nachdenkender nachdenkendes nachdenkendem
V|believe|glauben glaube glaubst glaubt glaub
V|believed|geglaubt glaubte glaubtest glaubten glaubtet
A|believed|geglaubte geglaubten geglaubter geglaubtes geglaubtem
V|believing|glaubend
A|believing|glaubende glaubenden glaubender glaubendes glaubendem
V|meant|gemeint meinte meintest meinten meintet bedeutet bedeutetest bedeutetet
A|meant|gemeinte gemeinten gemeinter gemeintes gemeintem bedeutete bedeuteten bedeuteter bedeutetes bedeutetem
V|mean|meinst meint bedeuten bedeute bedeutest
V|meaning|meinend
A|meaning|meinende meinenden meinender meinendes meinendem
V|keep|halten halte haltst haltet behalten behalte behaltst behaltet behalt bewahren bewahre bewahrst bewahr beibehalten beibehaltst beibehalt beibehaltet beizubehalten behalte+bei behaltst+bei behaltet+bei behalten+bei behalt+bei
V|kept|gehalten hielt hieltest hielten hieltet behielt behieltest behielten behieltet bewahrt bewahrtest bewahrtet beibehielt beibehieltest beibehielten beibehieltet behielt+bei behieltest+bei behielten+bei behieltet+bei
A|kept|gehaltene gehaltenen gehaltener gehaltenes gehaltenem behaltene behaltenen behaltener behaltenes behaltenem bewahrte bewahrten bewahrter bewahrtes bewahrtem beibehaltene beibehaltenen beibehaltener beibehaltenes beibehaltenem
V|keeping|haltend behaltend bewahrend beibehaltend
A|keeping|haltende haltenden haltender haltendes haltendem behaltende behaltenden behaltender behaltendes behaltendem bewahrende bewahrenden bewahrender bewahrendes bewahrendem beibehaltende beibehaltenden beibehaltender beibehaltendes beibehaltendem
V|loved|geliebt liebte liebtest liebten liebtet
A|loved|geliebte geliebten geliebter geliebtes geliebtem
V|love|liebst liebt
V|loving|liebend
A|loving|liebende liebenden liebender liebendes liebendem
V|hate|hassen hasse hasst hass
V|hated|gehasst hasste hasstest hassten hasstet
A|hated|gehasste gehassten gehasster gehasstes gehasstem
V|hating|hassend
A|hating|hassende hassenden hassender hassendes hassendem
V|please|gefallen gefalle gefallst gefallt gefall
A|pleased|gefallene gefallenen gefallener gefallenes gefallenem
V|pleased|gefiel gefielst gefielen gefielt
V|pleasing|gefallend
A|pleasing|gefallende gefallenden gefallender gefallendes gefallendem
V|wish|wunschen wunsche wunschst wunscht
V|wished|gewunscht wunschte wunschtest wunschten wunschtet
A|wished|gewunschte gewunschten gewunschter gewunschtes gewunschtem
V|wishing|wunschend
A|wishing|wunschende wunschenden wunschender wunschendes wunschendem
V|hope|hoffen hoffe hoffst hofft hoff
V|hoped|gehofft hoffte hofftest hofften hofftet
A|hoped|gehoffte gehofften gehoffter gehofftes gehofftem
V|hoping|hoffend
A|hoping|hoffende hoffenden hoffender hoffendes hoffendem
V|bought|gekauft kaufte kauftest kauften kauftet
A|bought|gekaufte gekauften gekaufter gekauftes gekauftem
V|buy|kaufst kauft
V|buying|kaufend
A|buying|kaufende kaufenden kaufender kaufendes kaufendem
V|sold|verkauft verkauftest verkauftet
A|sold|verkaufte verkauften verkaufter verkauftes verkauftem
V|sell|verkaufst
V|selling|verkaufend
A|selling|verkaufende verkaufenden verkaufender verkaufendes verkaufendem
V|order|bestellen bestelle bestellst bestell
V|ordered|bestellt bestelltest bestelltet
A|ordered|bestellte bestellten bestellter bestelltes bestelltem
V|ordering|bestellend
A|ordering|bestellende bestellenden bestellender bestellendes bestellendem
V|book|buchen buche buchst bucht buch
V|booked|gebucht buchte buchtest buchten buchtet
A|booked|gebuchte gebuchten gebuchter gebuchtes gebuchtem
V|booking|buchend
A|booking|buchende buchenden buchender buchendes buchendem
V|reserve|reservieren reserviere reservierst reservier
V|reserved|reserviert reserviertest reserviertet
A|reserved|reservierte reservierten reservierter reserviertes reserviertem
V|reserving|reservierend
A|reserving|reservierende reservierenden reservierender reservierendes reservierendem
V|return|zuruckgeben zuruckgebe zuruckgibst zuruckgibt zuruckgebt zuruckzugeben gebe+zuruck gibst+zuruck gibt+zuruck gebt+zuruck geben+zuruck gib+zuruck retournieren retourniere retournierst retournier
V|returned|zuruckgegeben zuruckgab zuruckgabst zuruckgaben zuruckgabt gab+zuruck gabst+zuruck gaben+zuruck gabt+zuruck retourniert retourniertest retourniertet
A|returned|zuruckgegebene zuruckgegebenen zuruckgegebener zuruckgegebenes zuruckgegebenem retournierte retournierten retournierter retourniertes retourniertem
V|returning|zuruckgebend retournierend
A|returning|zuruckgebende zuruckgebenden zuruckgebender zuruckgebendes zuruckgebendem retournierende retournierenden retournierender retournierendes retournierendem
V|exchanged|umgetauscht umtauschte umtauschtest umtauschten umtauschtet tauschte+um tauschtest+um tauschten+um tauschtet+um
A|exchanged|umgetauschte umgetauschten umgetauschter umgetauschtes umgetauschtem
V|exchange|umtauschst umtauscht umzutauschen tausche+um tauschst+um tauscht+um tauschen+um tausch+um
V|exchanging|umtauschend
A|exchanging|umtauschende umtauschenden umtauschender umtauschendes umtauschendem
V|complain|reklamieren reklamiere reklamierst reklamier beschweren beschwere beschwerst beschwer beklagen beklage beklagst beklag
V|complained|reklamiert reklamiertest reklamiertet beschwert beschwertest beschwertet beklagt beklagtest beklagtet
A|complained|reklamierte reklamierten reklamierter reklamiertes reklamiertem beschwerte beschwerten beschwerter beschwertes beschwertem beklagte beklagten beklagter beklagtes beklagtem
V|complaining|reklamierend beschwerend beklagend
A|complaining|reklamierende reklamierenden reklamierender reklamierendes reklamierendem beschwerende beschwerenden beschwerender beschwerendes beschwerendem beklagende beklagenden beklagender beklagendes beklagendem
V|praise|loben lobe lobst lobt lob
V|praised|gelobt lobte lobtest lobten lobtet
A|praised|gelobte gelobten gelobter gelobtes gelobtem
V|praising|lobend
A|praising|lobende lobenden lobender lobendes lobendem
V|criticize|kritisieren kritisiere kritisierst kritisier
V|criticized|kritisiert kritisiertest kritisiertet
A|criticized|kritisierte kritisierten kritisierter kritisiertes kritisiertem
V|criticizing|kritisierend
A|criticizing|kritisierende kritisierenden kritisierender kritisierendes kritisierendem
V|recommend|empfehlen empfehle empfiehlst empfiehlt empfehlt empfiehl
V|recommended|empfohlen empfahl empfahlst empfahlen empfahlt
A|recommended|empfohlene empfohlenen empfohlener empfohlenes empfohlenem
V|recommending|empfehlend
A|recommending|empfehlende empfehlenden empfehlender empfehlendes empfehlendem
V|advise|raten rate ratst ratet rat beraten berate beratst beratet berat
A|advised|geratene geratenen geratener geratenes geratenem beratene beratenen beratener beratenes beratenem
V|advised|riet rietest rieten rietet beriet berietest berieten berietet
V|advising|ratend beratend
A|advising|ratende ratenden ratender ratendes ratendem beratende beratenden beratender beratendes beratendem
V|suggested|vorgeschlagen vorschlug vorschlugst vorschlugen vorschlugt schlug+vor schlugst+vor schlugen+vor schlugt+vor
A|suggested|vorgeschlagene vorgeschlagenen vorgeschlagener vorgeschlagenes vorgeschlagenem
V|suggest|vorschlagst vorschlagt vorzuschlagen schlage+vor schlagst+vor schlagt+vor schlagen+vor schlag+vor
V|suggesting|vorschlagend
A|suggesting|vorschlagende vorschlagenden vorschlagender vorschlagendes vorschlagendem
V|offer|anbieten anbietest anbietet anzubieten biete+an bietest+an bietet+an bieten+an biet+an bieten biete bietest bietet biet
A|offered|angebotene angebotenen angebotener angebotenes angebotenem gebotene gebotenen gebotener gebotenes gebotenem
V|offering|anbietend bietend
A|offering|anbietende anbietenden anbietender anbietendes anbietendem bietende bietenden bietender bietendes bietendem
V|help|helfen helfe hilfst hilft helft hilf
V|helped|geholfen half halfst halfen halft
A|helped|geholfene geholfenen geholfener geholfenes geholfenem
V|helping|helfend
A|helping|helfende helfenden helfender helfendes helfendem
V|support|unterstutzen unterstutze unterstutz
V|supported|unterstutzt unterstutztest unterstutztet
A|supported|unterstutzte unterstutzten unterstutzter unterstutztes unterstutztem
V|supporting|unterstutzend
A|supporting|unterstutzende unterstutzenden unterstutzender unterstutzendes unterstutzendem
V|improve|verbessern verbessere verbesserst verbesser
V|improved|verbessert verbessertest verbessertet
A|improved|verbesserte verbesserten verbesserter verbessertes verbessertem
V|improving|verbessernd
A|improving|verbessernde verbessernden verbessernder verbesserndes verbesserndem
V|optimize|optimieren optimiere optimierst optimier
V|optimized|optimiert optimiertest optimiertet
A|optimized|optimierte optimierten optimierter optimiertes optimiertem
V|optimizing|optimierend
A|optimizing|optimierende optimierenden optimierender optimierendes optimierendem
V|correct|korrigieren korrigiere korrigierst korrigier richtigstellen richtigstellst richtigstellt richtigzustellen stelle+richtig stellst+richtig stellt+richtig stellen+richtig stell+richtig
V|corrected|korrigiert korrigiertest korrigiertet richtiggestellt richtigstellte richtigstelltest richtigstellten richtigstelltet stellte+richtig stelltest+richtig stellten+richtig stelltet+richtig
A|corrected|korrigierte korrigierten korrigierter korrigiertes korrigiertem richtiggestellte richtiggestellten richtiggestellter richtiggestelltes richtiggestelltem
V|correcting|korrigierend richtigstellend
A|correcting|korrigierende korrigierenden korrigierender korrigierendes korrigierendem richtigstellende richtigstellenden richtigstellender richtigstellendes richtigstellendem
V|fix|beheben behebe behebst behebt beheb
V|fixed|behoben behob behobst behobt
A|fixed|behobene behobenen behobener behobenes behobenem
V|fixing|behebend
A|fixing|behebende behebenden behebender behebendes behebendem
V|repair|reparieren repariere reparierst reparier
V|repaired|repariert repariertest repariertet
A|repaired|reparierte reparierten reparierter repariertes repariertem
V|repairing|reparierend
A|repairing|reparierende reparierenden reparierender reparierendes reparierendem
V|pass|bestehen bestehe bestehst besteht besteh
V|passed|bestanden bestand bestandest bestandet
A|passed|bestandene bestandenen bestandener bestandenes bestandenem
V|passing|bestehend
A|passing|bestehende bestehenden bestehender bestehendes bestehendem
V|fail|durchfallen durchfallst durchfallt durchzufallen falle+durch fallst+durch fallt+durch fallen+durch fall+durch scheitern scheitere scheiterst scheitert scheiter fehlschlagen fehlschlagst fehlschlagt fehlzuschlagen schlage+fehl schlagst+fehl schlagt+fehl schlagen+fehl schlag+fehl
V|failed|durchgefallen durchfiel durchfielst durchfielen durchfielt fiel+durch fielst+durch fielen+durch fielt+durch gescheitert scheiterte scheitertest scheiterten scheitertet fehlgeschlagen fehlschlug fehlschlugst fehlschlugen fehlschlugt schlug+fehl schlugst+fehl schlugen+fehl schlugt+fehl
A|failed|durchgefallene durchgefallenen durchgefallener durchgefallenes durchgefallenem gescheiterte gescheiterten gescheiterter gescheitertes gescheitertem fehlgeschlagene fehlgeschlagenen fehlgeschlagener fehlgeschlagenes fehlgeschlagenem
V|failing|durchfallend scheiternd fehlschlagend
A|failing|durchfallende durchfallenden durchfallender durchfallendes durchfallendem scheiternde scheiternden scheiternder scheiterndes scheiterndem fehlschlagende fehlschlagenden fehlschlagender fehlschlagendes fehlschlagendem
V|succeed|gelingen gelinge gelingst gelingt geling
V|succeeded|gelungen gelang gelangst gelangen gelangt
A|succeeded|gelungene gelungenen gelungener gelungenes gelungenem
V|succeeding|gelingend
A|succeeding|gelingende gelingenden gelingender gelingendes gelingendem
V|manage|schaffen schaffe schaffst schafft schaff verwalten verwalte verwaltest
V|managed|geschafft schaffte schafftest schafften schafftet verwaltet verwaltetest verwaltetet
A|managed|geschaffte geschafften geschaffter geschafftes geschafftem verwaltete verwalteten verwalteter verwaltetes verwaltetem
V|managing|schaffend verwaltend
A|managing|schaffende schaffenden schaffender schaffendes schaffendem verwaltende verwaltenden verwaltender verwaltendes verwaltendem
V|try|versuchen versuche versuchst versuch probieren probiere probierst probier bemuhen bemuhe bemuhst bemuh
V|tried|versucht versuchtest versuchtet probiert probiertest probiertet bemuht bemuhtest bemuhtet
A|tried|versuchte versuchten versuchter versuchtes versuchtem probierte probierten probierter probiertes probiertem bemuhte bemuhten bemuhter bemuhtes bemuhtem
V|trying|versuchend probierend bemuhend
A|trying|versuchende versuchenden versuchender versuchendes versuchendem probierende probierenden probierender probierendes probierendem bemuhende bemuhenden bemuhender bemuhendes bemuhendem
V|try out|ausprobieren ausprobierst auszuprobieren probiere+aus probierst+aus probiert+aus probieren+aus probier+aus
V|tried out|ausprobiert ausprobiertest ausprobiertet probierte+aus probiertest+aus probierten+aus probiertet+aus
A|tried out|ausprobierte ausprobierten ausprobierter ausprobiertes ausprobiertem
V|trying out|ausprobierend
A|trying out|ausprobierende ausprobierenden ausprobierender ausprobierendes ausprobierendem
V|avoid|vermeiden vermeide vermeidest vermeidet vermeid
V|avoided|vermieden vermied vermiedest vermiedet
A|avoided|vermiedene vermiedenen vermiedener vermiedenes vermiedenem
V|avoiding|vermeidend
A|avoiding|vermeidende vermeidenden vermeidender vermeidendes vermeidendem
V|prevent|verhindern verhindere verhinderst verhinder
V|prevented|verhindert verhindertest verhindertet
A|prevented|verhinderte verhinderten verhinderter verhindertes verhindertem
V|preventing|verhindernd
A|preventing|verhindernde verhindernden verhindernder verhinderndes verhinderndem
V|watch out|aufpassen aufpasst aufzupassen passe+auf passt+auf passen+auf pass+auf
V|watched out|aufgepasst aufpasste aufpasstest aufpassten aufpasstet passte+auf passtest+auf passten+auf passtet+auf
A|watched out|aufgepasste aufgepassten aufgepasster aufgepasstes aufgepasstem
V|watching out|aufpassend
A|watching out|aufpassende aufpassenden aufpassender aufpassendes aufpassendem
V|pay attention|achten achte achtest achtet
V|paid attention|geachtet achtete achtetest achteten achtetet
A|paid attention|geachtete geachteten geachteter geachtetes geachtetem
V|paying attention|achtend
A|paying attention|achtende achtenden achtender achtendes achtendem
V|been called|geheißen geheissen
A|been called|geheißene geheissene geheißenen geheissenen geheißener geheissener geheißenes geheissenes geheißenem geheissenem
V|be called|heißt heisst
V|was called|hieß hiess hießest hiessest hießen hiessen hießt hiesst
V|being called|heißend heissend
A|being called|heißende heissende heißenden heissenden heißender heissender heißendes heissendes heißendem heissendem
V|seem|scheinen scheine scheinst scheint schein wirken wirke wirkst wirkt wirk
V|seemed|geschienen schien schienst schienen schient gewirkt wirkte wirktest wirkten wirktet
A|seemed|geschienene geschienenen geschienener geschienenes geschienenem gewirkte gewirkten gewirkter gewirktes gewirktem
V|seeming|scheinend wirkend
A|seeming|scheinende scheinenden scheinender scheinendes scheinendem wirkende wirkenden wirkender wirkendes wirkendem
V|fall|fallst fallt sturzen sturze sturzt sturz
V|fell|fiel fielst fielen fielt sturzte sturztest sturzten sturztet
V|falling|fallend sturzend
A|falling|fallende fallenden fallender fallendes fallendem sturzende sturzenden sturzender sturzendes sturzendem
V|pull|ziehen ziehe ziehst zieht zieh pullen pulle pullst pullt pull
V|pulled|gezogen zog zogst zogen zogt gepullt pullte pulltest pullten pulltet
A|pulled|gezogene gezogenen gezogener gezogenes gezogenem gepullte gepullten gepullter gepulltes gepulltem
V|pulling|ziehend pullend
A|pulling|ziehende ziehenden ziehender ziehendes ziehendem pullende pullenden pullender pullendes pullendem
V|carry|tragen trage tragst tragt trag
V|carried|getragen trug trugst trugen trugt
A|carried|getragene getragenen getragener getragenes getragenem
V|carrying|tragend
A|carrying|tragende tragenden tragender tragendes tragendem
V|meet|treffen treffe triffst trifft trefft triff
V|met|getroffen traf trafst trafen traft
A|met|getroffene getroffenen getroffener getroffenes getroffenem
V|meeting|treffend
A|meeting|treffende treffenden treffender treffendes treffendem
V|throw|werfen werfe wirfst wirft werft wirf
V|thrown|geworfen
A|thrown|geworfene geworfenen geworfener geworfenes geworfenem
V|threw|warf warfst warfen warft
V|throwing|werfend
A|throwing|werfende werfenden werfender werfendes werfendem
V|hit|schlagen geschlagen schlage schlagst schlagt schlag schlug schlugst schlugen schlugt
A|hit|geschlagene geschlagenen geschlagener geschlagenes geschlagenem
V|hitting|schlagend
A|hitting|schlagende schlagenden schlagender schlagendes schlagendem
V|feel|fuhlen fuhle fuhlst fuhlt fuhl
V|felt|gefuhlt fuhlte fuhltest fuhlten fuhltet
A|felt|gefuhlte gefuhlten gefuhlter gefuhltes gefuhltem
V|feeling|fuhlend
A|feeling|fuhlende fuhlenden fuhlender fuhlendes fuhlendem
V|led|gefuhrt fuhrte fuhrtest fuhrten fuhrtet
A|led|gefuhrte gefuhrten gefuhrter gefuhrtes gefuhrtem
V|lead|fuhre
V|leading|fuhrend
A|leading|fuhrende fuhrenden fuhrender fuhrendes fuhrendem
V|be missing|fehlen fehle fehlst fehlt fehl
V|been missing|gefehlt
A|been missing|gefehlte gefehlten gefehlter gefehltes gefehltem
V|was missing|fehlte fehltest fehlten fehltet
V|being missing|fehlend
A|being missing|fehlende fehlenden fehlender fehlendes fehlendem
V|be correct|stimmen stimmst stimmt stimm
V|been correct|gestimmt
A|been correct|gestimmte gestimmten gestimmter gestimmtes gestimmtem
V|was correct|stimmte stimmtest stimmten stimmtet
V|being correct|stimmend
A|being correct|stimmende stimmenden stimmender stimmendes stimmendem
V|be enough|reichen reiche reichst reicht reich
V|been enough|gereicht
A|been enough|gereichte gereichten gereichter gereichtes gereichtem
V|was enough|reichte reichtest reichten reichtet
V|being enough|reichend
A|being enough|reichende reichenden reichender reichendes reichendem
V|fitted|gepasst passte passtest passten passtet
A|fitted|gepasste gepassten gepasster gepasstes gepasstem
V|fit|passt
V|fitting|passend
A|fitting|passende passenden passender passendes passendem
V|cost|gekostet koste kostest kostet kostete kostetest kosteten kostetet
A|cost|gekostete gekosteten gekosteter gekostetes gekostetem
V|costing|kostend
A|costing|kostende kostenden kostender kostendes kostendem
V|thank|danken dankst dankt bedanken bedanke bedankst bedank
V|thanked|gedankt dankte danktest dankten danktet bedankt bedanktest bedanktet
A|thanked|gedankte gedankten gedankter gedanktes gedanktem bedankte bedankten bedankter bedanktes bedanktem
V|thanking|dankend bedankend
A|thanking|dankende dankenden dankender dankendes dankendem bedankende bedankenden bedankender bedankendes bedankendem
V|switch|wechseln wechsle wechselst wechselt wechsel umstellen umstellst umstellt umzustellen stelle+um stellst+um stellt+um stellen+um stell+um umschalten umschaltest umschaltet umzuschalten schalte+um schaltest+um schaltet+um schalten+um
V|switched|gewechselt wechselte wechseltest wechselten wechseltet umgestellt umstellte umstelltest umstellten umstelltet stellte+um stelltest+um stellten+um stelltet+um umgeschaltet umschaltete umschaltetest umschalteten umschaltetet schaltete+um schaltetest+um schalteten+um schaltetet+um
A|switched|gewechselte gewechselten gewechselter gewechseltes gewechseltem umgestellte umgestellten umgestellter umgestelltes umgestelltem umgeschaltete umgeschalteten umgeschalteter umgeschaltetes umgeschaltetem
V|switching|wechselnd umstellend umschaltend
A|switching|wechselnde wechselnden wechselnder wechselndes wechselndem umstellende umstellenden umstellender umstellendes umstellendem umschaltende umschaltenden umschaltender umschaltendes umschaltendem
V|practice|uben ube ubst ubt ub praktizieren praktiziere praktizierst praktizier
V|practiced|geubt ubte ubtest ubten ubtet praktiziert praktiziertest praktiziertet
A|practiced|geubte geubten geubter geubtes geubtem praktizierte praktizierten praktizierter praktiziertes praktiziertem
V|practicing|ubend praktizierend
A|practicing|ubende ubenden ubender ubendes ubendem praktizierende praktizierenden praktizierender praktizierendes praktizierendem
V|doubt|zweifeln zweifle zweifelst zweifelt zweifel
V|doubted|gezweifelt zweifelte zweifeltest zweifelten zweifeltet
A|doubted|gezweifelte gezweifelten gezweifelter gezweifeltes gezweifeltem
V|doubting|zweifelnd
A|doubting|zweifelnde zweifelnden zweifelnder zweifelndes zweifelndem
V|hang|hangen hange hangst hangt hang
V|hung|gehangen hing hingst hingen hingt
A|hung|gehangene gehangenen gehangener gehangenes gehangenem
V|hanging|hangend
A|hanging|hangende hangenden hangender hangendes hangendem
V|continue|fortfahren fortfahrst fortfahrt fortzufahren fahre+fort fahrst+fort fahrt+fort fahren+fort fahr+fort fortsetzen fortsetzt fortzusetzen setze+fort setzt+fort setzen+fort setz+fort weitermachen weitermachst weitermacht weiterzumachen mache+weiter machst+weiter macht+weiter machen+weiter mach+weiter weitergehen weitergehst weitergeht weiterzugehen gehe+weiter gehst+weiter geht+weiter gehen+weiter geh+weiter weiterfahren weiterfahrst weiterfahrt weiterzufahren fahre+weiter fahrst+weiter fahrt+weiter fahren+weiter fahr+weiter
V|continued|fortgefahren fortfuhr fortfuhrst fortfuhren fortfuhrt fuhr+fort fuhrst+fort fuhren+fort fuhrt+fort fortgesetzt fortsetzte fortsetztest fortsetzten fortsetztet setzte+fort setztest+fort setzten+fort setztet+fort weitergemacht weitermachte weitermachtest weitermachten weitermachtet machte+weiter machtest+weiter machten+weiter machtet+weiter weitergegangen weiterging weitergingst weitergingen weitergingt ging+weiter gingst+weiter gingen+weiter gingt+weiter weitergefahren weiterfuhr weiterfuhrst weiterfuhren weiterfuhrt fuhr+weiter fuhrst+weiter fuhren+weiter fuhrt+weiter
A|continued|fortgefahrene fortgefahrenen fortgefahrener fortgefahrenes fortgefahrenem fortgesetzte fortgesetzten fortgesetzter fortgesetztes fortgesetztem weitergemachte weitergemachten weitergemachter weitergemachtes weitergemachtem weitergegangene weitergegangenen weitergegangener weitergegangenes weitergegangenem weitergefahrene weitergefahrenen weitergefahrener weitergefahrenes weitergefahrenem
V|continuing|fortfahrend fortsetzend weitermachend weitergehend weiterfahrend
A|continuing|fortfahrende fortfahrenden fortfahrender fortfahrendes fortfahrendem fortsetzende fortsetzenden fortsetzender fortsetzendes fortsetzendem weitermachende weitermachenden weitermachender weitermachendes weitermachendem weitergehende weitergehenden weitergehender weitergehendes weitergehendem weiterfahrende weiterfahrenden weiterfahrender weiterfahrendes weiterfahrendem
V|continue working|weiterarbeiten weiterarbeitest weiterarbeitet weiterzuarbeiten arbeite+weiter arbeitest+weiter arbeitet+weiter arbeiten+weiter
V|continued working|weitergearbeitet weiterarbeitete weiterarbeitetest weiterarbeiteten weiterarbeitetet arbeitete+weiter arbeitetest+weiter arbeiteten+weiter arbeitetet+weiter
A|continued working|weitergearbeitete weitergearbeiteten weitergearbeiteter weitergearbeitetes weitergearbeitetem
V|continuing working|weiterarbeitend
A|continuing working|weiterarbeitende weiterarbeitenden weiterarbeitender weiterarbeitendes weiterarbeitendem
V|reset|zurucksetzen zuruckgesetzt zurucksetzt zurucksetzte zurucksetztest zurucksetzten zurucksetztet zuruckzusetzen setze+zuruck setzt+zuruck setzen+zuruck setz+zuruck setzte+zuruck setztest+zuruck setzten+zuruck setztet+zuruck resetten geresettet resette resettest resettet resettete resettetest resetteten resettetet
A|reset|zuruckgesetzte zuruckgesetzten zuruckgesetzter zuruckgesetztes zuruckgesetztem geresettete geresetteten geresetteter geresettetes geresettetem
V|resetting|zurucksetzend resettend
A|resetting|zurucksetzende zurucksetzenden zurucksetzender zurucksetzendes zurucksetzendem resettende resettenden resettender resettendes resettendem
V|restore|wiederherstellen wiederherstellst wiederherstellt wiederherzustellen
V|restored|wiederhergestellt wiederherstellte wiederherstelltest wiederherstellten wiederherstelltet
A|restored|wiederhergestellte wiederhergestellten wiederhergestellter wiederhergestelltes wiederhergestelltem
V|restoring|wiederherstellend
A|restoring|wiederherstellende wiederherstellenden wiederherstellender wiederherstellendes wiederherstellendem
V|take place|stattfinden stattfindest stattfindet stattzufinden finde+statt findest+statt findet+statt finden+statt find+statt
V|taken place|stattgefunden
A|taken place|stattgefundene stattgefundenen stattgefundener stattgefundenes stattgefundenem
V|took place|stattfand stattfandest stattfanden stattfandet fand+statt fandest+statt fanden+statt fandet+statt
V|taking place|stattfindend
A|taking place|stattfindende stattfindenden stattfindender stattfindendes stattfindendem
V|admit|zugeben zugebe zugibst zugibt zugebt zuzugeben gebe+zu gibst+zu gibt+zu gebt+zu geben+zu gib+zu eingestehen eingestehst eingesteht einzugestehen gestehe+ein gestehst+ein gesteht+ein gestehen+ein gesteh+ein
V|admitted|zugegeben zugab zugabst zugaben zugabt gab+zu gabst+zu gaben+zu gabt+zu eingestanden eingestand eingestandest eingestandet gestand+ein gestandest+ein gestanden+ein gestandet+ein
A|admitted|zugegebene zugegebenen zugegebener zugegebenes zugegebenem eingestandene eingestandenen eingestandener eingestandenes eingestandenem
V|admitting|zugebend eingestehend
A|admitting|zugebende zugebenden zugebender zugebendes zugebendem eingestehende eingestehenden eingestehender eingestehendes eingestehendem
V|give up|aufgeben aufgebe aufgibst aufgibt aufgebt aufzugeben gebe+auf gibst+auf gibt+auf gebt+auf geben+auf gib+auf
V|given up|aufgegeben
A|given up|aufgegebene aufgegebenen aufgegebener aufgegebenes aufgegebenem
V|gave up|aufgab aufgabst aufgabt gab+auf gabst+auf gaben+auf gabt+auf
V|giving up|aufgebend
A|giving up|aufgebende aufgebenden aufgebender aufgebendes aufgebendem
V|specify|angeben angebe angibst angibt angebt anzugeben gebe+an gibst+an gibt+an gebt+an geben+an gib+an spezifizieren spezifiziere spezifizierst spezifizier
V|specified|angegeben angab angabst angabt gab+an gabst+an gaben+an gabt+an spezifiziert spezifiziertest spezifiziertet
A|specified|angegebene angegebenen angegebener angegebenes angegebenem spezifizierte spezifizierten spezifizierter spezifiziertes spezifiziertem
V|specifying|angebend spezifizierend
A|specifying|angebende angebenden angebender angebendes angebendem spezifizierende spezifizierenden spezifizierender spezifizierendes spezifizierendem
V|announce|bekanntgeben bekanntgebe bekanntgibst bekanntgibt bekanntgebt bekanntzugeben gebe+bekannt gibst+bekannt gibt+bekannt gebt+bekannt geben+bekannt gib+bekannt bekanntmachen bekanntmachst bekanntmacht bekanntzumachen mache+bekannt machst+bekannt macht+bekannt machen+bekannt mach+bekannt ankundigen ankundigst ankundigt anzukundigen kundige+an kundigst+an kundigt+an kundigen+an kundig+an
V|announced|bekanntgegeben bekanntgab bekanntgabst bekanntgaben bekanntgabt gab+bekannt gabst+bekannt gaben+bekannt gabt+bekannt bekanntgemacht bekanntmachte bekanntmachtest bekanntmachten bekanntmachtet machte+bekannt machtest+bekannt machten+bekannt machtet+bekannt angekundigt ankundigte ankundigtest ankundigten ankundigtet kundigte+an kundigtest+an kundigten+an kundigtet+an
A|announced|bekanntgegebene bekanntgegebenen bekanntgegebener bekanntgegebenes bekanntgegebenem bekanntgemachte bekanntgemachten bekanntgemachter bekanntgemachtes bekanntgemachtem angekundigte angekundigten angekundigter angekundigtes angekundigtem
V|announcing|bekanntgebend bekanntmachend ankundigend
A|announcing|bekanntgebende bekanntgebenden bekanntgebender bekanntgebendes bekanntgebendem bekanntmachende bekanntmachenden bekanntmachender bekanntmachendes bekanntmachendem ankundigende ankundigenden ankundigender ankundigendes ankundigendem
V|give in|nachgeben nachgebe nachgibst nachgibt nachgebt nachzugeben gebe+nach gibst+nach gibt+nach gebt+nach geben+nach gib+nach
V|given in|nachgegeben
A|given in|nachgegebene nachgegebenen nachgegebener nachgegebenes nachgegebenem
V|gave in|nachgab nachgabst nachgaben nachgabt gab+nach gabst+nach gaben+nach gabt+nach
V|giving in|nachgebend
A|giving in|nachgebende nachgebenden nachgebender nachgebendes nachgebendem
V|undo|ruckgangigmachen ruckgangigmachst ruckgangigmacht ruckgangigzumachen mache+ruckgangig machst+ruckgangig macht+ruckgangig machen+ruckgangig mach+ruckgangig
V|undone|ruckgangiggemacht
A|undone|ruckgangiggemachte ruckgangiggemachten ruckgangiggemachter ruckgangiggemachtes ruckgangiggemachtem
V|undid|ruckgangigmachte ruckgangigmachtest ruckgangigmachten ruckgangigmachtet machte+ruckgangig machtest+ruckgangig machten+ruckgangig machtet+ruckgangig
V|undoing|ruckgangigmachend
A|undoing|ruckgangigmachende ruckgangigmachenden ruckgangigmachender ruckgangigmachendes ruckgangigmachendem
V|break|kaputtmachen kaputtmachst kaputtmacht kaputtzumachen mache+kaputt machst+kaputt macht+kaputt machen+kaputt mach+kaputt
V|broken|kaputtgemacht
A|broken|kaputtgemachte kaputtgemachten kaputtgemachter kaputtgemachtes kaputtgemachtem
V|broke|kaputtmachte kaputtmachtest kaputtmachten kaputtmachtet machte+kaputt machtest+kaputt machten+kaputt machtet+kaputt
V|breaking|kaputtmachend
A|breaking|kaputtmachende kaputtmachenden kaputtmachender kaputtmachendes kaputtmachendem
V|finish|fertigmachen fertigmachst fertigmacht fertigzumachen mache+fertig machst+fertig macht+fertig machen+fertig mach+fertig
V|finished|fertiggemacht fertigmachte fertigmachtest fertigmachten fertigmachtet machte+fertig machtest+fertig machten+fertig machtet+fertig
V|finishing|fertigmachend
A|finishing|fertigmachende fertigmachenden fertigmachender fertigmachendes fertigmachendem
V|make clear|klarmachen klarmachst klarmacht klarzumachen mache+klar machst+klar macht+klar machen+klar mach+klar
V|made clear|klargemacht klarmachte klarmachtest klarmachten klarmachtet machte+klar machtest+klar machten+klar machtet+klar
A|made clear|klargemachte klargemachten klargemachter klargemachtes klargemachtem
V|making clear|klarmachend
A|making clear|klarmachende klarmachenden klarmachender klarmachendes klarmachendem
V|imitate|nachmachen nachmachst nachmacht nachzumachen mache+nach machst+nach macht+nach machen+nach mach+nach imitieren imitiere imitierst imitier nachahmen nachahmst nachahmt nachzuahmen ahme+nach ahmst+nach ahmt+nach ahmen+nach ahm+nach
V|imitated|nachgemacht nachmachte nachmachtest nachmachten nachmachtet machte+nach machtest+nach machten+nach machtet+nach imitiert imitiertest imitiertet nachgeahmt nachahmte nachahmtest nachahmten nachahmtet ahmte+nach ahmtest+nach ahmten+nach ahmtet+nach
A|imitated|nachgemachte nachgemachten nachgemachter nachgemachtes nachgemachtem imitierte imitierten imitierter imitiertes imitiertem nachgeahmte nachgeahmten nachgeahmter nachgeahmtes nachgeahmtem
V|imitating|nachmachend imitierend nachahmend
A|imitating|nachmachende nachmachenden nachmachender nachmachendes nachmachendem imitierende imitierenden imitierender imitierendes imitierendem nachahmende nachahmenden nachahmender nachahmendes nachahmendem
V|invent|ausdenken ausdenkst ausdenkt auszudenken denke+aus denkst+aus denkt+aus denken+aus denk+aus erfinden erfinde erfindest erfindet erfind
V|invented|ausgedacht ausdachte ausdachtest ausdachten ausdachtet dachte+aus dachtest+aus dachten+aus dachtet+aus erfunden erfand erfandest erfanden erfandet
A|invented|ausgedachte ausgedachten ausgedachter ausgedachtes ausgedachtem erfundene erfundenen erfundener erfundenes erfundenem
V|inventing|ausdenkend erfindend
A|inventing|ausdenkende ausdenkenden ausdenkender ausdenkendes ausdenkendem erfindende erfindenden erfindender erfindendes erfindendem
V|view|einsehen einsehe einsiehst einsieht einseht einzusehen sehe+ein siehst+ein sieht+ein seht+ein sehen+ein sieh+ein siehe+ein
V|viewed|eingesehen einsah einsahst einsahen einsaht sah+ein sahst+ein sahen+ein saht+ein
A|viewed|eingesehene eingesehenen eingesehener eingesehenes eingesehenem
V|viewing|einsehend
A|viewing|einsehende einsehenden einsehender einsehendes einsehendem
V|review|durchsehen durchsehe durchsiehst durchsieht durchseht durchzusehen sehe+durch siehst+durch sieht+durch seht+durch sehen+durch sieh+durch siehe+durch
V|reviewed|durchgesehen durchsah durchsahst durchsahen durchsaht sah+durch sahst+durch sahen+durch saht+durch
A|reviewed|durchgesehene durchgesehenen durchgesehener durchgesehenes durchgesehenem
V|reviewing|durchsehend
A|reviewing|durchsehende durchsehenden durchsehender durchsehendes durchsehendem
V|watch tv|fernsehen fernsehe fernsiehst fernsieht fernseht fernzusehen sehe+fern siehst+fern sieht+fern seht+fern sehen+fern sieh+fern siehe+fern
V|watched tv|ferngesehen fernsah fernsahst fernsahen fernsaht sah+fern sahst+fern sahen+fern saht+fern
A|watched tv|ferngesehene ferngesehenen ferngesehener ferngesehenes ferngesehenem
V|watching tv|fernsehend
A|watching tv|fernsehende fernsehenden fernsehender fernsehendes fernsehendem
V|come along|mitkommen mitgekommen mitkommst mitkommt mitzukommen komme+mit kommst+mit kommt+mit kommen+mit komm+mit
A|come along|mitgekommene mitgekommenen mitgekommener mitgekommenes mitgekommenem
V|came along|mitkam mitkamst mitkamen mitkamt kam+mit kamst+mit kamen+mit kamt+mit
V|coming along|mitkommend
A|coming along|mitkommende mitkommenden mitkommender mitkommendes mitkommendem
V|come back|zuruckkommen zuruckgekommen zuruckkommst zuruckkommt zuruckzukommen komme+zuruck kommst+zuruck kommt+zuruck kommen+zuruck komm+zuruck
A|come back|zuruckgekommene zuruckgekommenen zuruckgekommener zuruckgekommenes zuruckgekommenem
V|came back|zuruckkam zuruckkamst zuruckkamen zuruckkamt kam+zuruck kamst+zuruck kamen+zuruck kamt+zuruck
V|coming back|zuruckkommend
A|coming back|zuruckkommende zuruckkommenden zuruckkommender zuruckkommendes zuruckkommendem
V|approach|zukommen zukommst zukommt zuzukommen komme+zu kommst+zu kommt+zu kommen+zu komm+zu
V|approached|zugekommen zukam zukamst zukamen zukamt kam+zu kamst+zu kamen+zu kamt+zu
A|approached|zugekommene zugekommenen zugekommener zugekommenes zugekommenem
V|approaching|zukommend
A|approaching|zukommende zukommenden zukommender zukommendes zukommendem
V|deviate|abkommen abkommst abkommt abzukommen komme+ab kommst+ab kommt+ab kommen+ab komm+ab
V|deviated|abgekommen abkam abkamst abkamen abkamt kam+ab kamst+ab kamen+ab kamt+ab
A|deviated|abgekommene abgekommenen abgekommener abgekommenes abgekommenem
V|deviating|abkommend
A|deviating|abkommende abkommenden abkommender abkommendes abkommendem
V|get by|auskommen auskommst auskommt auszukommen komme+aus kommst+aus kommt+aus kommen+aus komm+aus
V|gotten by|ausgekommen
A|gotten by|ausgekommene ausgekommenen ausgekommener ausgekommenes ausgekommenem
V|got by|auskam auskamst auskamen auskamt kam+aus kamst+aus kamen+aus kamt+aus
V|getting by|auskommend
A|getting by|auskommende auskommenden auskommender auskommendes auskommendem
V|proceed|vorgehen vorgehst vorgeht vorzugehen gehe+vor gehst+vor geht+vor gehen+vor geh+vor
V|proceeded|vorgegangen vorging vorgingst vorgingen vorgingt ging+vor gingst+vor gingen+vor gingt+vor
A|proceeded|vorgegangene vorgegangenen vorgegangener vorgegangenes vorgegangenem
V|proceeding|vorgehend
A|proceeding|vorgehende vorgehenden vorgehender vorgehendes vorgehendem
V|go through|durchgehen durchgehst durchgeht durchzugehen gehe+durch gehst+durch geht+durch gehen+durch geh+durch
V|gone through|durchgegangen
A|gone through|durchgegangene durchgegangenen durchgegangener durchgegangenes durchgegangenem
V|went through|durchging durchgingst durchgingen durchgingt ging+durch gingst+durch gingen+durch gingt+durch
V|going through|durchgehend
A|going through|durchgehende durchgehenden durchgehender durchgehendes durchgehendem
V|go back|zuruckgehen zuruckgehst zuruckgeht zuruckzugehen gehe+zuruck gehst+zuruck geht+zuruck gehen+zuruck geh+zuruck
V|gone back|zuruckgegangen
A|gone back|zuruckgegangene zuruckgegangenen zuruckgegangener zuruckgegangenes zuruckgegangenem
V|went back|zuruckging zuruckgingst zuruckgingen zuruckgingt ging+zuruck gingst+zuruck gingen+zuruck gingt+zuruck
V|going back|zuruckgehend
A|going back|zuruckgehende zuruckgehenden zuruckgehender zuruckgehendes zuruckgehendem
V|get up|aufstehen aufstehst aufsteht aufzustehen stehe+auf stehst+auf steht+auf stehen+auf steh+auf
V|gotten up|aufgestanden
A|gotten up|aufgestandene aufgestandenen aufgestandener aufgestandenes aufgestandenem
V|got up|aufstand aufstandest aufstanden aufstandet stand+auf standest+auf standen+auf standet+auf
V|getting up|aufstehend
A|getting up|aufstehende aufstehenden aufstehender aufstehendes aufstehendem
V|be entitled|zustehen zustehst zusteht zuzustehen stehe+zu stehst+zu steht+zu stehen+zu steh+zu
V|been entitled|zugestanden
A|been entitled|zugestandene zugestandenen zugestandener zugestandenes zugestandenem
V|was entitled|zustandest zustandet stand+zu standest+zu standen+zu standet+zu
V|being entitled|zustehend
A|being entitled|zustehende zustehenden zustehender zustehendes zustehendem
V|be available|bereitstehen bereitstehst bereitsteht bereitzustehen stehe+bereit stehst+bereit steht+bereit stehen+bereit steh+bereit
V|been available|bereitgestanden
A|been available|bereitgestandene bereitgestandenen bereitgestandener bereitgestandenes bereitgestandenem
V|was available|bereitstand bereitstandest bereitstanden bereitstandet stand+bereit standest+bereit standen+bereit standet+bereit
V|being available|bereitstehend
A|being available|bereitstehende bereitstehenden bereitstehender bereitstehendes bereitstehendem
V|take along|mitnehmen mitnehme mitnimmst mitnimmt mitnehmt mitzunehmen nehme+mit nimmst+mit nimmt+mit nehmt+mit nehmen+mit nimm+mit
V|taken along|mitgenommen
A|taken along|mitgenommene mitgenommenen mitgenommener mitgenommenes mitgenommenem
V|took along|mitnahm mitnahmst mitnahmen mitnahmt nahm+mit nahmst+mit nahmen+mit nahmt+mit
V|taking along|mitnehmend
A|taking along|mitnehmende mitnehmenden mitnehmender mitnehmendes mitnehmendem
V|take off|abnehmen abnehme abnimmst abnimmt abnehmt abzunehmen nehme+ab nimmst+ab nimmt+ab nehmt+ab nehmen+ab nimm+ab
V|taken off|abgenommen
A|taken off|abgenommene abgenommenen abgenommener abgenommenes abgenommenem
V|took off|abnahm abnahmst abnahmen abnahmt nahm+ab nahmst+ab nahmen+ab nahmt+ab
V|taking off|abnehmend
A|taking off|abnehmende abnehmenden abnehmender abnehmendes abnehmendem
V|increase|zunehmen zunehme zunimmst zunimmt zunehmt zuzunehmen nehme+zu nimmst+zu nimmt+zu nehmt+zu nehmen+zu nimm+zu erhohen erhohe erhohst erhoh
V|increased|zugenommen zunahm zunahmst zunahmen zunahmt nahm+zu nahmst+zu nahmen+zu nahmt+zu erhohtest erhohtet
A|increased|zugenommene zugenommenen zugenommener zugenommenes zugenommenem
V|increasing|zunehmend erhohend
A|increasing|zunehmende zunehmenden zunehmender zunehmendes zunehmendem erhohende erhohenden erhohender erhohendes erhohendem
V|take away|wegnehmen wegnehme wegnimmst wegnimmt wegnehmt wegzunehmen nehme+weg nimmst+weg nimmt+weg nehmt+weg nehmen+weg nimm+weg
V|taken away|weggenommen
A|taken away|weggenommene weggenommenen weggenommener weggenommenes weggenommenem
V|took away|wegnahm wegnahmst wegnahmen wegnahmt nahm+weg nahmst+weg nahmen+weg nahmt+weg
V|taking away|wegnehmend
A|taking away|wegnehmende wegnehmenden wegnehmender wegnehmendes wegnehmendem
V|carry out|vornehmen vornehme vornimmst vornimmt vornehmt vorzunehmen nehme+vor nimmst+vor nimmt+vor nehmt+vor nehmen+vor nimm+vor
V|carried out|vorgenommen vornahm vornahmst vornahmen vornahmt nahm+vor nahmst+vor nahmen+vor nahmt+vor
A|carried out|vorgenommene vorgenommenen vorgenommener vorgenommenes vorgenommenem
V|carrying out|vornehmend
A|carrying out|vornehmende vornehmenden vornehmender vornehmendes vornehmendem
V|take over|ubernehmen ubernehme ubernimmst ubernimmt ubernehmt ubernimm
V|taken over|ubernommen
A|taken over|ubernommene ubernommenen ubernommener ubernommenes ubernommenem
V|took over|ubernahm ubernahmst ubernahmen ubernahmt
V|taking over|ubernehmend
A|taking over|ubernehmende ubernehmenden ubernehmender ubernehmendes ubernehmendem
V|undertaken|unternommen
A|undertaken|unternommene unternommenen unternommener unternommenes unternommenem
V|undertake|unternehme unternimmst unternimmt unternehmt unternimm
V|undertook|unternahm unternahmst unternahmen unternahmt
V|undertaking|unternehmend
A|undertaking|unternehmende unternehmenden unternehmender unternehmendes unternehmendem
V|hold|abhalten abhaltst abhalt abhaltet abzuhalten halte+ab haltst+ab haltet+ab halten+ab halt+ab festhalten festhaltst festhalt festhaltet festzuhalten halte+fest haltst+fest haltet+fest halten+fest halt+fest
V|held|abgehalten abhielt abhieltest abhielten abhieltet hielt+ab hieltest+ab hielten+ab hieltet+ab festgehalten festhielt festhieltest festhielten festhieltet hielt+fest hieltest+fest hielten+fest hieltet+fest
A|held|abgehaltene abgehaltenen abgehaltener abgehaltenes abgehaltenem festgehaltene festgehaltenen festgehaltener festgehaltenes festgehaltenem
V|holding|abhaltend festhaltend
A|holding|abhaltende abhaltenden abhaltender abhaltendes abhaltendem festhaltende festhaltenden festhaltender festhaltendes festhaltendem
V|endure|aushalten aushaltst aushalt aushaltet auszuhalten halte+aus haltst+aus haltet+aus halten+aus halt+aus
V|endured|ausgehalten aushielt aushieltest aushielten aushieltet hielt+aus hieltest+aus hielten+aus hieltet+aus
A|endured|ausgehaltene ausgehaltenen ausgehaltener ausgehaltenes ausgehaltenem
V|enduring|aushaltend
A|enduring|aushaltende aushaltenden aushaltender aushaltendes aushaltendem
V|let go|loslassen losgelassen loslasst losließ losliess losließest losliessest losließen losliessen losließt losliesst loszulassen lasse+los lasst+los lassen+los lass+los ließ+los liess+los ließest+los liessest+los ließen+los liessen+los ließt+los liesst+los
A|let go|losgelassene losgelassenen losgelassener losgelassenes losgelassenem
V|letting go|loslassend
A|letting go|loslassende loslassenden loslassender loslassendes loslassendem
V|drop|fallenlassen fallenlasst fallenzulassen lasse+fallen lasst+fallen lassen+fallen lass+fallen
V|dropped|fallengelassen fallenließ fallenliess fallenließest fallenliessest fallenließen fallenliessen fallenließt fallenliesst ließ+fallen liess+fallen ließest+fallen liessest+fallen ließen+fallen liessen+fallen ließt+fallen liesst+fallen
A|dropped|fallengelassene fallengelassenen fallengelassener fallengelassenes fallengelassenem
V|dropping|fallenlassend
A|dropping|fallenlassende fallenlassenden fallenlassender fallenlassendes fallenlassendem
V|dismiss|entlassen entlasse entlasst entlass
A|dismissed|entlassene entlassenen entlassener entlassenes entlassenem
V|dismissed|entließ entliess entließest entliessest entließen entliessen entließt entliesst
V|dismissing|entlassend
A|dismissing|entlassende entlassenden entlassender entlassendes entlassendem
V|leave behind|zurucklassen zurucklasst zuruckzulassen lasse+zuruck lasst+zuruck lassen+zuruck lass+zuruck
V|left behind|zuruckgelassen zuruckließ zuruckliess zuruckließest zuruckliessest zuruckließen zuruckliessen zuruckließt zuruckliesst ließ+zuruck liess+zuruck ließest+zuruck liessest+zuruck ließen+zuruck liessen+zuruck ließt+zuruck liesst+zuruck
A|left behind|zuruckgelassene zuruckgelassenen zuruckgelassener zuruckgelassenes zuruckgelassenem
V|leaving behind|zurucklassend
A|leaving behind|zurucklassende zurucklassenden zurucklassender zurucklassendes zurucklassendem
V|pointed out|hingewiesen hinwies hinwiesest hinwiesen hinwiest wies+hin wiesest+hin wiesen+hin wiest+hin
A|pointed out|hingewiesene hingewiesenen hingewiesener hingewiesenes hingewiesenem
V|point out|hinweist hinzuweisen weise+hin weist+hin weisen+hin weis+hin
V|pointing out|hinweisend
A|pointing out|hinweisende hinweisenden hinweisender hinweisendes hinweisendem
V|assign|zuweisen zuweist zuzuweisen weise+zu weist+zu weisen+zu weis+zu
V|assigned|zugewiesen zuwies zuwiesest zuwiesen zuwiest wies+zu wiesest+zu wiesen+zu wiest+zu
A|assigned|zugewiesene zugewiesenen zugewiesener zugewiesenes zugewiesenem
V|assigning|zuweisend
A|assigning|zuweisende zuweisenden zuweisender zuweisendes zuweisendem
V|prove|nachweisen nachweist nachzuweisen weise+nach weist+nach weisen+nach weis+nach beweisen beweist belegen belegst
V|proven|nachgewiesen bewiesen belegt
A|proven|nachgewiesene nachgewiesenen nachgewiesener nachgewiesenes nachgewiesenem bewiesene bewiesenen bewiesener bewiesenes bewiesenem belegte belegten belegter belegtes belegtem
V|proved|nachwies nachwiesest nachwiesen nachwiest wies+nach wiesest+nach wiesen+nach wiest+nach bewies bewiesest bewiest belegtest belegtet
V|proving|nachweisend beweisend belegend
A|proving|nachweisende nachweisenden nachweisender nachweisendes nachweisendem beweisende beweisenden beweisender beweisendes beweisendem belegende belegenden belegender belegendes belegendem
V|brief|einweisen einweist einzuweisen weise+ein weist+ein weisen+ein weis+ein
V|briefed|eingewiesen einwies einwiesest einwiesen einwiest wies+ein wiesest+ein wiesen+ein wiest+ein
A|briefed|eingewiesene eingewiesenen eingewiesener eingewiesenes eingewiesenem
V|briefing|einweisend
A|briefing|einweisende einweisenden einweisender einweisendes einweisendem
V|lock|zuschließen zuschliessen zuschließt zuschliesst zuzuschließen zuzuschliessen schließe+zu schliesse+zu schließt+zu schliesst+zu schließen+zu schliessen+zu schließ+zu schliess+zu verschließen verschliessen verschließe verschliesse verschließt verschliesst verschließ verschliess
V|locked|zugeschlossen zuschloss zuschlossest zuschlossen zuschlosst schloss+zu schlossest+zu schlossen+zu schlosst+zu verschlossen verschloss verschlossest verschlosst
A|locked|zugeschlossene zugeschlossenen zugeschlossener zugeschlossenes zugeschlossenem verschlossene verschlossenen verschlossener verschlossenes verschlossenem
V|locking|zuschließend zuschliessend verschließend verschliessend
A|locking|zuschließende zuschliessende zuschließenden zuschliessenden zuschließender zuschliessender zuschließendes zuschliessendes zuschließendem zuschliessendem verschließende verschliessende verschließenden verschliessenden verschließender verschliessender verschließendes verschliessendes verschließendem verschliessendem
V|decide|beschließen beschliessen beschließe beschliesse beschließt beschliesst beschließ beschliess entscheiden entscheide entscheidest entscheidet entscheid
V|decided|beschlossen beschloss beschlossest beschlosst entschieden entschied entschiedest entschiedet
A|decided|beschlossene beschlossenen beschlossener beschlossenes beschlossenem entschiedene entschiedenen entschiedener entschiedenes entschiedenem
V|deciding|beschließend beschliessend entscheidend
A|deciding|beschließende beschliessende beschließenden beschliessenden beschließender beschliessender beschließendes beschliessendes beschließendem beschliessendem entscheidende entscheidenden entscheidender entscheidendes entscheidendem
V|contributed|beigetragen beitrug beitrugst beitrugen beitrugt trug+bei trugst+bei trugen+bei trugt+bei
A|contributed|beigetragene beigetragenen beigetragener beigetragenes beigetragenem
V|contribute|beitragst beitragt beizutragen trage+bei tragst+bei tragt+bei tragen+bei trag+bei
V|contributing|beitragend
A|contributing|beitragende beitragenden beitragender beitragendes beitragendem
A|amounted to|betragene betragenen betragener betragenes betragenem
V|amount to|betragst betragt
V|amounted to|betrugst betrugen betrugt
V|amounting to|betragend
A|amounting to|betragende betragenden betragender betragendes betragendem
V|deduct|abziehen abziehst abzieht abzuziehen ziehe+ab ziehst+ab zieht+ab ziehen+ab zieh+ab
V|deducted|abgezogen abzog abzogst abzogen abzogt zog+ab zogst+ab zogen+ab zogt+ab
A|deducted|abgezogene abgezogenen abgezogener abgezogenes abgezogenem
V|deducting|abziehend
A|deducting|abziehende abziehenden abziehender abziehendes abziehendem
V|attract|anziehen anziehst anzieht anzuziehen ziehe+an ziehst+an zieht+an ziehen+an zieh+an
V|attracted|angezogen anzog anzogst anzogen anzogt zog+an zogst+an zogen+an zogt+an
A|attracted|angezogene angezogenen angezogener angezogenes angezogenem
V|attracting|anziehend
A|attracting|anziehende anziehenden anziehender anziehendes anziehendem
V|move out|ausziehen ausziehst auszieht auszuziehen ziehe+aus ziehst+aus zieht+aus ziehen+aus zieh+aus
V|moved out|ausgezogen auszog auszogst auszogen auszogt zog+aus zogst+aus zogen+aus zogt+aus
A|moved out|ausgezogene ausgezogenen ausgezogener ausgezogenes ausgezogenem
V|moving out|ausziehend
A|moving out|ausziehende ausziehenden ausziehender ausziehendes ausziehendem
V|prefer|vorziehen vorziehst vorzieht vorzuziehen ziehe+vor ziehst+vor zieht+vor ziehen+vor zieh+vor bevorzugen bevorzuge bevorzugst bevorzug praferieren praferiere praferierst praferier
V|preferred|vorgezogen vorzog vorzogst vorzogen vorzogt zog+vor zogst+vor zogen+vor zogt+vor bevorzugt bevorzugtest bevorzugtet praferiert praferiertest praferiertet
A|preferred|vorgezogene vorgezogenen vorgezogener vorgezogenes vorgezogenem bevorzugte bevorzugten bevorzugter bevorzugtes bevorzugtem praferierte praferierten praferierter praferiertes praferiertem
V|preferring|vorziehend bevorzugend praferierend
A|preferring|vorziehende vorziehenden vorziehender vorziehendes vorziehendem bevorzugende bevorzugenden bevorzugender bevorzugendes bevorzugendem praferierende praferierenden praferierender praferierendes praferierendem
V|educate|erziehen erziehe erziehst erzieht erzieh
V|educated|erzogen erzog erzogst erzogt
A|educated|erzogene erzogenen erzogener erzogenes erzogenem
V|educating|erziehend
A|educating|erziehende erziehenden erziehender erziehendes erziehendem
V|dictate|vorschreiben vorschreibst vorschreibt vorzuschreiben schreibe+vor schreibst+vor schreibt+vor schreiben+vor schreib+vor diktieren diktiere diktierst diktier
V|dictated|vorgeschrieben vorschrieb vorschriebst vorschrieben vorschriebt schrieb+vor schriebst+vor schrieben+vor schriebt+vor diktiert diktiertest diktiertet
A|dictated|vorgeschriebene vorgeschriebenen vorgeschriebener vorgeschriebenes vorgeschriebenem diktierte diktierten diktierter diktiertes diktiertem
V|dictating|vorschreibend diktierend
A|dictating|vorschreibende vorschreibenden vorschreibender vorschreibendes vorschreibendem diktierende diktierenden diktierender diktierendes diktierendem
V|write down|aufschreiben aufschreibst aufschreibt aufzuschreiben schreibe+auf schreibst+auf schreibt+auf schreiben+auf schreib+auf niederschreiben niederschreibst niederschreibt niederzuschreiben schreibe+nieder schreibst+nieder schreibt+nieder schreiben+nieder schreib+nieder
V|written down|aufgeschrieben niedergeschrieben
A|written down|aufgeschriebene aufgeschriebenen aufgeschriebener aufgeschriebenes aufgeschriebenem niedergeschriebene niedergeschriebenen niedergeschriebener niedergeschriebenes niedergeschriebenem
V|wrote down|aufschrieb aufschriebst aufschrieben aufschriebt schrieb+auf schriebst+auf schrieben+auf schriebt+auf niederschrieb niederschriebst niederschrieben niederschriebt schrieb+nieder schriebst+nieder schrieben+nieder schriebt+nieder
V|writing down|aufschreibend niederschreibend
A|writing down|aufschreibende aufschreibenden aufschreibender aufschreibendes aufschreibendem niederschreibende niederschreibenden niederschreibender niederschreibendes niederschreibendem
V|sign|unterschreiben unterschreibe unterschreibst unterschreibt unterschreib unterzeichnen unterzeichne unterzeichnest unterzeichnet signieren signiere signierst signier
V|signed|unterschrieben unterschrieb unterschriebst unterschriebt geunterzeichnet unterzeichnete unterzeichnetest unterzeichneten unterzeichnetet signiert signiertest signiertet
A|signed|unterschriebene unterschriebenen unterschriebener unterschriebenes unterschriebenem geunterzeichnete geunterzeichneten geunterzeichneter geunterzeichnetes geunterzeichnetem signierte signierten signierter signiertes signiertem
V|signing|unterschreibend unterzeichnend signierend
A|signing|unterschreibende unterschreibenden unterschreibender unterschreibendes unterschreibendem unterzeichnende unterzeichnenden unterzeichnender unterzeichnendes unterzeichnendem signierende signierenden signierender signierendes signierendem
V|write out|ausschreiben ausschreibst ausschreibt auszuschreiben schreibe+aus schreibst+aus schreibt+aus schreiben+aus schreib+aus
V|written out|ausgeschrieben
A|written out|ausgeschriebene ausgeschriebenen ausgeschriebener ausgeschriebenes ausgeschriebenem
V|wrote out|ausschrieb ausschriebst ausschrieben ausschriebt schrieb+aus schriebst+aus schrieben+aus schriebt+aus
V|writing out|ausschreibend
A|writing out|ausschreibende ausschreibenden ausschreibender ausschreibendes ausschreibendem
V|attribute|zuschreiben zuschreibst zuschreibt zuzuschreiben schreibe+zu schreibst+zu schreibt+zu schreiben+zu schreib+zu
V|attributed|zugeschrieben zuschrieb zuschriebst zuschrieben zuschriebt schrieb+zu schriebst+zu schrieben+zu schriebt+zu
A|attributed|zugeschriebene zugeschriebenen zugeschriebener zugeschriebenes zugeschriebenem
V|attributing|zuschreibend
A|attributing|zuschreibende zuschreibenden zuschreibender zuschreibendes zuschreibendem
V|note down|mitschreiben mitschreibst mitschreibt mitzuschreiben schreibe+mit schreibst+mit schreibt+mit schreiben+mit schreib+mit
V|noted down|mitgeschrieben mitschrieb mitschriebst mitschrieben mitschriebt schrieb+mit schriebst+mit schrieben+mit schriebt+mit
A|noted down|mitgeschriebene mitgeschriebenen mitgeschriebener mitgeschriebenes mitgeschriebenem
V|noting down|mitschreibend
A|noting down|mitschreibende mitschreibenden mitschreibender mitschreibendes mitschreibendem
V|call back|zuruckrufen zuruckrufst zuruckruft zuruckzurufen rufe+zuruck rufst+zuruck ruft+zuruck rufen+zuruck ruf+zuruck
V|called back|zuruckgerufen zuruckrief zuruckriefst zuruckriefen zuruckrieft rief+zuruck riefst+zuruck riefen+zuruck rieft+zuruck
A|called back|zuruckgerufene zuruckgerufenen zuruckgerufener zuruckgerufenes zuruckgerufenem
V|calling back|zuruckrufend
A|calling back|zuruckrufende zuruckrufenden zuruckrufender zuruckrufendes zuruckrufendem
V|cause|hervorrufen hervorrufst hervorruft hervorzurufen rufe+hervor rufst+hervor ruft+hervor rufen+hervor ruf+hervor verursachen verursache verursachst verursach
V|caused|hervorgerufen hervorrief hervorriefst hervorriefen hervorrieft rief+hervor riefst+hervor riefen+hervor rieft+hervor verursacht verursachtest verursachtet
A|caused|hervorgerufene hervorgerufenen hervorgerufener hervorgerufenes hervorgerufenem verursachte verursachten verursachter verursachtes verursachtem
V|causing|hervorrufend verursachend
A|causing|hervorrufende hervorrufenden hervorrufender hervorrufendes hervorrufendem verursachende verursachenden verursachender verursachendes verursachendem
V|trigger|auslosen auslost auszulosen lose+aus lost+aus losen+aus los+aus
V|triggered|ausgelost ausloste auslostest auslosten auslostet loste+aus lostest+aus losten+aus lostet+aus
A|triggered|ausgeloste ausgelosten ausgeloster ausgelostes ausgelostem
V|triggering|auslosend
A|triggering|auslosende auslosenden auslosender auslosendes auslosendem
V|resolve|auflosen auflost aufzulosen lose+auf lost+auf losen+auf los+auf
V|resolved|aufgelost aufloste auflostest auflosten auflostet loste+auf lostest+auf losten+auf lostet+auf
A|resolved|aufgeloste aufgelosten aufgeloster aufgelostes aufgelostem
V|resolving|auflosend
A|resolving|auflosende auflosenden auflosender auflosendes auflosendem
V|redeem|einlosen einlost einzulosen lose+ein lost+ein losen+ein los+ein
V|redeemed|eingelost einloste einlostest einlosten einlostet loste+ein lostest+ein losten+ein lostet+ein
A|redeemed|eingeloste eingelosten eingeloster eingelostes eingelostem
V|redeeming|einlosend
A|redeeming|einlosende einlosenden einlosender einlosendes einlosendem
V|turn off|abstellen abstellst abstellt abzustellen stelle+ab stellst+ab stellt+ab stellen+ab stell+ab
V|turned off|abgestellt abstellte abstelltest abstellten abstelltet stellte+ab stelltest+ab stellten+ab stelltet+ab
A|turned off|abgestellte abgestellten abgestellter abgestelltes abgestelltem
V|turning off|abstellend
A|turning off|abstellende abstellenden abstellender abstellendes abstellendem
V|hire|anstellen anstellst anstellt anzustellen stelle+an stellst+an stellt+an stellen+an stell+an
V|hired|angestellt anstellte anstelltest anstellten anstelltet stellte+an stelltest+an stellten+an stelltet+an
A|hired|angestelltes angestelltem
V|hiring|anstellend
A|hiring|anstellende anstellenden anstellender anstellendes anstellendem
V|issue|ausstellen ausstellst ausstellt auszustellen stelle+aus stellst+aus stellt+aus stellen+aus stell+aus
V|issued|ausgestellt ausstellte ausstelltest ausstellten ausstelltet stellte+aus stelltest+aus stellten+aus stelltet+aus
A|issued|ausgestellte ausgestellten ausgestellter ausgestelltes ausgestelltem
V|issuing|ausstellend
A|issuing|ausstellende ausstellenden ausstellender ausstellendes ausstellendem
V|clarify|klarstellen klarstellst klarstellt klarzustellen stelle+klar stellst+klar stellt+klar stellen+klar stell+klar
V|clarified|klargestellt klarstellte klarstelltest klarstellten klarstelltet stellte+klar stelltest+klar stellten+klar stelltet+klar
A|clarified|klargestellte klargestellten klargestellter klargestelltes klargestelltem
V|clarifying|klarstellend
A|clarifying|klarstellende klarstellenden klarstellender klarstellendes klarstellendem
V|exempt|freistellen freistellst freistellt freizustellen stelle+frei stellst+frei stellt+frei stellen+frei stell+frei
V|exempted|freigestellt freistellte freistelltest freistellten freistelltet stellte+frei stelltest+frei stellten+frei stelltet+frei
A|exempted|freigestellte freigestellten freigestellter freigestelltes freigestelltem
V|exempting|freistellend
A|exempting|freistellende freistellenden freistellender freistellendes freistellendem
V|postpone|zuruckstellen zuruckstellst zuruckstellt zuruckzustellen stelle+zuruck stellst+zuruck stellt+zuruck stellen+zuruck stell+zuruck
V|postponed|zuruckgestellt zuruckstellte zuruckstelltest zuruckstellten zuruckstelltet stellte+zuruck stelltest+zuruck stellten+zuruck stelltet+zuruck
A|postponed|zuruckgestellte zuruckgestellten zuruckgestellter zuruckgestelltes zuruckgestelltem
V|postponing|zuruckstellend
A|postponing|zuruckstellende zuruckstellenden zuruckstellender zuruckstellendes zuruckstellendem
V|expose|bloßstellen blossstellen bloßstellst blossstellst bloßstellt blossstellt bloßzustellen blosszustellen stelle+bloß stelle+bloss stellst+bloß stellst+bloss stellt+bloß stellt+bloss stellen+bloß stellen+bloss stell+bloß stell+bloss entlarven entlarve entlarvst entlarv
V|exposed|bloßgestellt blossgestellt bloßstellte blossstellte bloßstelltest blossstelltest bloßstellten blossstellten bloßstelltet blossstelltet stellte+bloß stellte+bloss stelltest+bloß stelltest+bloss stellten+bloß stellten+bloss stelltet+bloß stelltet+bloss entlarvt entlarvtest entlarvtet
A|exposed|bloßgestellte blossgestellte bloßgestellten blossgestellten bloßgestellter blossgestellter bloßgestelltes blossgestelltes bloßgestelltem blossgestelltem entlarvte entlarvten entlarvter entlarvtes entlarvtem
V|exposing|bloßstellend blossstellend entlarvend
A|exposing|bloßstellende blossstellende bloßstellenden blossstellenden bloßstellender blossstellender bloßstellendes blossstellendes bloßstellendem blossstellendem entlarvende entlarvenden entlarvender entlarvendes entlarvendem
V|emphasize|herausstellen herausstellst herausstellt herauszustellen stelle+heraus stellst+heraus stellt+heraus stellen+heraus stell+heraus betonen betone betonst beton
V|emphasized|herausgestellt herausstellte herausstelltest herausstellten herausstelltet stellte+heraus stelltest+heraus stellten+heraus stelltet+heraus betont betontest betontet
A|emphasized|herausgestellte herausgestellten herausgestellter herausgestelltes herausgestelltem betonte betonten betonter betontes betontem
V|emphasizing|herausstellend betonend
A|emphasizing|herausstellende herausstellenden herausstellender herausstellendes herausstellendem betonende betonenden betonender betonendes betonendem
V|drop off|absetzen absetzt abzusetzen setze+ab setzt+ab setzen+ab setz+ab
V|dropped off|abgesetzt absetzte absetztest absetzten absetztet setzte+ab setztest+ab setzten+ab setztet+ab
A|dropped off|abgesetzte abgesetzten abgesetzter abgesetztes abgesetztem
V|dropping off|absetzend
A|dropping off|absetzende absetzenden absetzender absetzendes absetzendem
V|schedule|ansetzen ansetzt anzusetzen setze+an setzt+an setzen+an setz+an
V|scheduled|angesetzt ansetzte ansetztest ansetzten ansetztet setzte+an setztest+an setzten+an setztet+an
A|scheduled|angesetzte angesetzten angesetzter angesetztes angesetztem
V|scheduling|ansetzend
A|scheduling|ansetzende ansetzenden ansetzender ansetzendes ansetzendem
V|suspend|aussetzen aussetzt auszusetzen setze+aus setzt+aus setzen+aus setz+aus
V|suspended|ausgesetzt aussetzte aussetztest aussetzten aussetztet setzte+aus setztest+aus setzten+aus setztet+aus
A|suspended|ausgesetzte ausgesetzten ausgesetzter ausgesetztes ausgesetztem
V|suspending|aussetzend
A|suspending|aussetzende aussetzenden aussetzender aussetzendes aussetzendem
V|enforce|durchsetzen durchsetzt durchzusetzen setze+durch setzt+durch setzen+durch setz+durch
V|enforced|durchgesetzt durchsetzte durchsetztest durchsetzten durchsetztet setzte+durch setztest+durch setzten+durch setztet+durch
A|enforced|durchgesetzte durchgesetzten durchgesetzter durchgesetztes durchgesetztem
V|enforcing|durchsetzend
A|enforcing|durchsetzende durchsetzenden durchsetzender durchsetzendes durchsetzendem
V|implement|umsetzen umsetzt umzusetzen setze+um setzt+um setzen+um setz+um implementieren implementiere implementierst implementier realisieren realisiere realisierst realisier
V|implemented|umgesetzt umsetzte umsetztest umsetzten umsetztet setzte+um setztest+um setzten+um setztet+um implementiert implementiertest implementiertet realisiert realisiertest realisiertet
A|implemented|umgesetzte umgesetzten umgesetzter umgesetztes umgesetztem implementierte implementierten implementierter implementiertes implementiertem realisierte realisierten realisierter realisiertes realisiertem
V|implementing|umsetzend implementierend realisierend
A|implementing|umsetzende umsetzenden umsetzender umsetzendes umsetzendem implementierende implementierenden implementierender implementierendes implementierendem realisierende realisierenden realisierender realisierendes realisierendem
V|occupy|besetzen besetze besetz
V|occupied|besetzt besetztest besetztet
A|occupied|besetzte besetzten besetzter besetztes besetztem
V|occupying|besetzend
A|occupying|besetzende besetzenden besetzender besetzendes besetzendem
V|hang up|auflegen auflegst auflegt aufzulegen lege+auf legst+auf legt+auf legen+auf leg+auf
V|hung up|aufgelegt auflegte auflegtest auflegten auflegtet legte+auf legtest+auf legten+auf legtet+auf
A|hung up|aufgelegte aufgelegten aufgelegter aufgelegtes aufgelegtem
V|hanging up|auflegend
A|hanging up|auflegende auflegenden auflegender auflegendes auflegendem
V|interpret|auslegen auslegst auslegt auszulegen lege+aus legst+aus legt+aus legen+aus leg+aus interpretieren interpretiere interpretierst interpretier
V|interpreted|ausgelegt auslegte auslegtest auslegten auslegtet legte+aus legtest+aus legten+aus legtet+aus interpretiert interpretiertest interpretiertet
A|interpreted|ausgelegte ausgelegten ausgelegter ausgelegtes ausgelegtem interpretierte interpretierten interpretierter interpretiertes interpretiertem
V|interpreting|auslegend interpretierend
A|interpreting|auslegende auslegenden auslegender auslegendes auslegendem interpretierende interpretierenden interpretierender interpretierendes interpretierendem
V|enclose|beilegen beilegst beilegt beizulegen lege+bei legst+bei legt+bei legen+bei leg+bei
V|enclosed|beigelegt beilegte beilegtest beilegten beilegtet legte+bei legtest+bei legten+bei legtet+bei
A|enclosed|beigelegte beigelegten beigelegter beigelegtes beigelegtem
V|enclosing|beilegend
A|enclosing|beilegende beilegenden beilegender beilegendes beilegendem
V|cover|zurucklegen zurucklegst zurucklegt zuruckzulegen lege+zuruck legst+zuruck legt+zuruck legen+zuruck leg+zuruck decken decke deckst deckt deck verdecken verdecke verdeckst verdeck
V|covered|zuruckgelegt zurucklegte zurucklegtest zurucklegten zurucklegtet legte+zuruck legtest+zuruck legten+zuruck legtet+zuruck gedeckt deckte decktest deckten decktet verdecktest verdecktet
A|covered|zuruckgelegte zuruckgelegten zuruckgelegter zuruckgelegtes zuruckgelegtem gedeckte gedeckten gedeckter gedecktes gedecktem
V|covering|zurucklegend deckend verdeckend
A|covering|zurucklegende zurucklegenden zurucklegender zurucklegendes zurucklegendem deckende deckenden deckender deckendes deckendem verdeckende verdeckenden verdeckender verdeckendes verdeckendem
V|put away|weglegen weggelegt weglegst weglegt weglegte weglegtest weglegten weglegtet wegzulegen lege+weg legst+weg legt+weg legen+weg leg+weg legte+weg legtest+weg legten+weg legtet+weg
A|put away|weggelegte weggelegten weggelegter weggelegtes weggelegtem
V|putting away|weglegend
A|putting away|weglegende weglegenden weglegender weglegendes weglegendem
V|teach|beibringen beibringst beibringt beizubringen bringe+bei bringst+bei bringt+bei bringen+bei bring+bei lehren lehre lehrst lehrt lehr
V|taught|beigebracht beibrachte beibrachtest beibrachten beibrachtet brachte+bei brachtest+bei brachten+bei brachtet+bei gelehrt lehrte lehrtest lehrten lehrtet
A|taught|beigebrachte beigebrachten beigebrachter beigebrachtes beigebrachtem gelehrte gelehrten gelehrter gelehrtes gelehrtem
V|teaching|beibringend lehrend
A|teaching|beibringende beibringenden beibringender beibringendes beibringendem lehrende lehrenden lehrender lehrendes lehrendem
V|bring along|mitbringen mitbringst mitbringt mitzubringen bringe+mit bringst+mit bringt+mit bringen+mit bring+mit
V|brought along|mitgebracht mitbrachte mitbrachtest mitbrachten mitbrachtet brachte+mit brachtest+mit brachten+mit brachtet+mit
A|brought along|mitgebrachte mitgebrachten mitgebrachter mitgebrachtes mitgebrachtem
V|bringing along|mitbringend
A|bringing along|mitbringende mitbringenden mitbringender mitbringendes mitbringendem
V|spend|verbringen verbringe verbringst verbringt verbring
V|spent|verbracht verbrachtest verbrachtet
A|spent|verbrachte verbrachten verbrachter verbrachtes verbrachtem
V|spending|verbringend
A|spending|verbringende verbringenden verbringender verbringendes verbringendem
V|bring back|zuruckbringen zuruckbringst zuruckbringt zuruckzubringen bringe+zuruck bringst+zuruck bringt+zuruck bringen+zuruck bring+zuruck
V|brought back|zuruckgebracht zuruckbrachte zuruckbrachtest zuruckbrachten zuruckbrachtet brachte+zuruck brachtest+zuruck brachten+zuruck brachtet+zuruck
A|brought back|zuruckgebrachte zuruckgebrachten zuruckgebrachter zuruckgebrachtes zuruckgebrachtem
V|bringing back|zuruckbringend
A|bringing back|zuruckbringende zuruckbringenden zuruckbringender zuruckbringendes zuruckbringendem
V|accommodate|unterbringen unterbringe unterbringst unterbringt unterbring
V|accommodated|unterbracht unterbrachtest unterbrachtet
A|accommodated|unterbrachte unterbrachten unterbrachter unterbrachtes unterbrachtem
V|accommodating|unterbringend
A|accommodating|unterbringende unterbringenden unterbringender unterbringendes unterbringendem
V|release|herausbringen herausbringst herausbringt herauszubringen bringe+heraus bringst+heraus bringt+heraus bringen+heraus bring+heraus
V|released|herausgebracht herausbrachte herausbrachtest herausbrachten herausbrachtet brachte+heraus brachtest+heraus brachten+heraus brachtet+heraus
A|released|herausgebrachte herausgebrachten herausgebrachter herausgebrachtes herausgebrachtem
V|releasing|herausbringend
A|releasing|herausbringende herausbringenden herausbringender herausbringendes herausbringendem
V|initiate|einleiten einleitest einleitet einzuleiten leite+ein leitest+ein leitet+ein leiten+ein initiieren initiiere initiierst initiier
V|initiated|eingeleitet einleitete einleitetest einleiteten einleitetet leitete+ein leitetest+ein leiteten+ein leitetet+ein initiiert initiiertest initiiertet
A|initiated|eingeleitete eingeleiteten eingeleiteter eingeleitetes eingeleitetem initiierte initiierten initiierter initiiertes initiiertem
V|initiating|einleitend initiierend
A|initiating|einleitende einleitenden einleitender einleitendes einleitendem initiierende initiierenden initiierender initiierendes initiierendem
V|derive|ableiten ableitest ableitet abzuleiten leite+ab leitest+ab leitet+ab leiten+ab
V|derived|abgeleitet ableitete ableitetest ableiteten ableitetet leitete+ab leitetest+ab leiteten+ab leitetet+ab
A|derived|abgeleitete abgeleiteten abgeleiteter abgeleitetes abgeleitetem
V|deriving|ableitend
A|deriving|ableitende ableitenden ableitender ableitendes ableitendem
V|guide|anleiten anleitest anleitet anzuleiten leite+an leitest+an leitet+an leiten+an
V|guided|angeleitet anleitete anleitetest anleiteten anleitetet leitete+an leitetest+an leiteten+an leitetet+an
A|guided|angeleitete angeleiteten angeleiteter angeleitetes angeleitetem
V|guiding|anleitend
A|guiding|anleitende anleitenden anleitender anleitendes anleitendem
V|tempt|verleiten verleite verleitest
V|tempted|verleitet verleitetest verleitetet
A|tempted|verleitete verleiteten verleiteter verleitetes verleitetem
V|tempting|verleitend
A|tempting|verleitende verleitenden verleitender verleitendes verleitendem
V|accompany|begleiten begleite begleitest begleitet begleit
V|accompanied|beglitten beglitt beglittest beglittet
A|accompanied|beglittene beglittenen beglittener beglittenes beglittenem
V|accompanying|begleitend
A|accompanying|begleitende begleitenden begleitender begleitendes begleitendem
V|settle|ausgleichen ausgleichst ausgleicht auszugleichen gleiche+aus gleichst+aus gleicht+aus gleichen+aus gleich+aus
V|settled|ausgeglichen ausglich ausglichst ausglichen ausglicht glich+aus glichst+aus glichen+aus glicht+aus
A|settled|ausgeglichene ausgeglichenen ausgeglichener ausgeglichenes ausgeglichenem
V|settling|ausgleichend
A|settling|ausgleichende ausgleichenden ausgleichender ausgleichendes ausgleichendem
V|coordinate|abstimmen abstimmst abstimmt abzustimmen stimme+ab stimmst+ab stimmt+ab stimmen+ab stimm+ab koordinieren koordiniere koordinierst koordinier
V|coordinated|abgestimmt abstimmte abstimmtest abstimmten abstimmtet stimmte+ab stimmtest+ab stimmten+ab stimmtet+ab koordiniert koordiniertest koordiniertet
A|coordinated|abgestimmte abgestimmten abgestimmter abgestimmtes abgestimmtem koordinierte koordinierten koordinierter koordiniertes koordiniertem
V|coordinating|abstimmend koordinierend
A|coordinating|abstimmende abstimmenden abstimmender abstimmendes abstimmendem koordinierende koordinierenden koordinierender koordinierendes koordinierendem
V|obtain|einholen einholst einholt einzuholen hole+ein holst+ein holt+ein holen+ein hol+ein beschaffen beschaffe beschaffst beschaff
V|obtained|eingeholt einholte einholtest einholten einholtet holte+ein holtest+ein holten+ein holtet+ein beschafft beschafftest beschafftet
A|obtained|eingeholte eingeholten eingeholter eingeholtes eingeholtem beschaffte beschafften beschaffter beschafftes beschafftem
V|obtaining|einholend beschaffend
A|obtaining|einholende einholenden einholender einholendes einholendem beschaffende beschaffenden beschaffender beschaffendes beschaffendem
V|make up|nachholen nachholst nachholt nachzuholen hole+nach holst+nach holt+nach holen+nach hol+nach
V|made up|nachgeholt nachholte nachholtest nachholten nachholtet holte+nach holtest+nach holten+nach holtet+nach
A|made up|nachgeholte nachgeholten nachgeholter nachgeholtes nachgeholtem
V|making up|nachholend
A|making up|nachholende nachholenden nachholender nachholendes nachholendem
V|recover|erholen erhole erholst erhol
V|recovered|erholt erholtest erholtet
A|recovered|erholte erholten erholter erholtes erholtem
V|recovering|erholend
A|recovering|erholende erholenden erholender erholendes erholendem
V|integrate|einbinden einbindest einbindet einzubinden binde+ein bindest+ein bindet+ein binden+ein bind+ein integrieren integriere integrierst integrier
V|integrated|eingebunden einband einbandest einbanden einbandet band+ein bandest+ein banden+ein bandet+ein integriert integriertest integriertet
A|integrated|eingebundene eingebundenen eingebundener eingebundenes eingebundenem integrierte integrierten integrierter integriertes integriertem
V|integrating|einbindend integrierend
A|integrating|einbindende einbindenden einbindender einbindendes einbindendem integrierende integrierenden integrierender integrierendes integrierendem
V|embed|einbetten einbettest einbettet einzubetten bette+ein bettest+ein bettet+ein betten+ein
V|embedded|eingebettet einbettete einbettetest einbetteten einbettetet bettete+ein bettetest+ein betteten+ein bettetet+ein
A|embedded|eingebettete eingebetteten eingebetteter eingebettetes eingebettetem
V|embedding|einbettend
A|embedding|einbettende einbettenden einbettender einbettendes einbettendem
V|convert|umwandeln umwandelst umwandelt umzuwandeln wandle+um wandelst+um wandelt+um wandeln+um wandel+um konvertieren konvertiere konvertierst konvertier
V|converted|umgewandelt umwandelte umwandeltest umwandelten umwandeltet wandelte+um wandeltest+um wandelten+um wandeltet+um konvertiert konvertiertest konvertiertet
A|converted|umgewandelte umgewandelten umgewandelter umgewandeltes umgewandeltem konvertierte konvertierten konvertierter konvertiertes konvertiertem
V|converting|umwandelnd konvertierend
A|converting|umwandelnde umwandelnden umwandelnder umwandelndes umwandelndem konvertierende konvertierenden konvertierender konvertierendes konvertierendem
V|transform|verwandeln verwandle verwandelst verwandel transformieren transformiere transformierst transformier
V|transformed|verwandelt verwandeltest verwandeltet transformiert transformiertest transformiertet
A|transformed|verwandelte verwandelten verwandelter verwandeltes verwandeltem transformierte transformierten transformierter transformiertes transformiertem
V|transforming|verwandelnd transformierend
A|transforming|verwandelnde verwandelnden verwandelnder verwandelndes verwandelndem transformierende transformierenden transformierender transformierendes transformierendem
V|list|auflisten auflistest auflistet aufzulisten liste+auf listest+auf listet+auf listen+auf auffuhren auffuhrst auffuhrt aufzufuhren fuhre+auf fuhrst+auf fuhrt+auf fuhren+auf fuhr+auf aufzahlen aufzahlst aufzahlt aufzuzahlen zahle+auf zahlst+auf zahlt+auf zahlen+auf zahl+auf
V|listed|aufgelistet auflistete auflistetest auflisteten auflistetet listete+auf listetest+auf listeten+auf listetet+auf aufgefuhrt auffuhrte auffuhrtest auffuhrten auffuhrtet fuhrte+auf fuhrtest+auf fuhrten+auf fuhrtet+auf aufgezahlt aufzahlte aufzahltest aufzahlten aufzahltet zahlte+auf zahltest+auf zahlten+auf zahltet+auf
A|listed|aufgelistete aufgelisteten aufgelisteter aufgelistetes aufgelistetem aufgefuhrte aufgefuhrten aufgefuhrter aufgefuhrtes aufgefuhrtem aufgezahlte aufgezahlten aufgezahlter aufgezahltes aufgezahltem
V|listing|auflistend auffuhrend aufzahlend
A|listing|auflistende auflistenden auflistender auflistendes auflistendem auffuhrende auffuhrenden auffuhrender auffuhrendes auffuhrendem aufzahlende aufzahlenden aufzahlender aufzahlendes aufzahlendem
V|introduce|einfuhren einfuhrst einfuhrt einzufuhren fuhre+ein fuhrst+ein fuhrt+ein fuhren+ein fuhr+ein
V|introduced|eingefuhrt einfuhrte einfuhrtest einfuhrten einfuhrtet fuhrte+ein fuhrtest+ein fuhrten+ein fuhrtet+ein
A|introduced|eingefuhrte eingefuhrten eingefuhrter eingefuhrtes eingefuhrtem
V|introducing|einfuhrend
A|introducing|einfuhrende einfuhrenden einfuhrender einfuhrendes einfuhrendem
V|merge|zusammenfuhren zusammenfuhrst zusammenfuhrt zusammenzufuhren fuhre+zusammen fuhrst+zusammen fuhrt+zusammen fuhren+zusammen fuhr+zusammen mergen merge mergst mergt merg
V|merged|zusammengefuhrt zusammenfuhrte zusammenfuhrtest zusammenfuhrten zusammenfuhrtet fuhrte+zusammen fuhrtest+zusammen fuhrten+zusammen fuhrtet+zusammen gemergt mergte mergtest mergten mergtet
A|merged|zusammengefuhrte zusammengefuhrten zusammengefuhrter zusammengefuhrtes zusammengefuhrtem gemergte gemergten gemergter gemergtes gemergtem
V|merging|zusammenfuhrend mergend
A|merging|zusammenfuhrende zusammenfuhrenden zusammenfuhrender zusammenfuhrendes zusammenfuhrendem mergende mergenden mergender mergendes mergendem
V|demonstrate|vorfuhren vorfuhrst vorfuhrt vorzufuhren fuhre+vor fuhrst+vor fuhrt+vor fuhren+vor fuhr+vor demonstrieren demonstriere demonstrierst demonstrier
V|demonstrated|vorgefuhrt vorfuhrte vorfuhrtest vorfuhrten vorfuhrtet fuhrte+vor fuhrtest+vor fuhrten+vor fuhrtet+vor demonstriert demonstriertest demonstriertet
A|demonstrated|vorgefuhrte vorgefuhrten vorgefuhrter vorgefuhrtes vorgefuhrtem demonstrierte demonstrierten demonstrierter demonstriertes demonstriertem
V|demonstrating|vorfuhrend demonstrierend
A|demonstrating|vorfuhrende vorfuhrenden vorfuhrender vorfuhrendes vorfuhrendem demonstrierende demonstrierenden demonstrierender demonstrierendes demonstrierendem
V|cite|anfuhren anfuhrst anfuhrt anzufuhren fuhre+an fuhrst+an fuhrt+an fuhren+an fuhr+an
V|cited|angefuhrt anfuhrte anfuhrtest anfuhrten anfuhrtet fuhrte+an fuhrtest+an fuhrten+an fuhrtet+an
A|cited|angefuhrte angefuhrten angefuhrter angefuhrtes angefuhrtem
V|citing|anfuhrend
A|citing|anfuhrende anfuhrenden anfuhrender anfuhrendes anfuhrendem
V|kidnap|entfuhren entfuhre entfuhrst entfuhr
V|kidnapped|entfuhrt entfuhrtest entfuhrtet
A|kidnapped|entfuhrte entfuhrten entfuhrter entfuhrtes entfuhrtem
V|kidnapping|entfuhrend
A|kidnapping|entfuhrende entfuhrenden entfuhrender entfuhrendes entfuhrendem
V|clean up|aufraumen aufraumst aufraumt aufzuraumen raume+auf raumst+auf raumt+auf raumen+auf raum+auf bereinigen bereinige bereinigst bereinig
V|cleaned up|aufgeraumt aufraumte aufraumtest aufraumten aufraumtet raumte+auf raumtest+auf raumten+auf raumtet+auf bereinigt bereinigtest bereinigtet
A|cleaned up|aufgeraumte aufgeraumten aufgeraumter aufgeraumtes aufgeraumtem bereinigte bereinigten bereinigter bereinigtes bereinigtem
V|cleaning up|aufraumend bereinigend
A|cleaning up|aufraumende aufraumenden aufraumender aufraumendes aufraumendem bereinigende bereinigenden bereinigender bereinigendes bereinigendem
V|work out|ausarbeiten ausarbeitest ausarbeitet auszuarbeiten arbeite+aus arbeitest+aus arbeitet+aus arbeiten+aus
V|worked out|ausgearbeitet ausarbeitete ausarbeitetest ausarbeiteten ausarbeitetet arbeitete+aus arbeitetest+aus arbeiteten+aus arbeitetet+aus
A|worked out|ausgearbeitete ausgearbeiteten ausgearbeiteter ausgearbeitetes ausgearbeitetem
V|working out|ausarbeitend
A|working out|ausarbeitende ausarbeitenden ausarbeitender ausarbeitendes ausarbeitendem
V|collaborate|mitarbeiten mitarbeitest mitarbeitet mitzuarbeiten arbeite+mit arbeitest+mit arbeitet+mit arbeiten+mit zusammenarbeiten zusammenarbeitest zusammenarbeitet zusammenzuarbeiten arbeite+zusammen arbeitest+zusammen arbeitet+zusammen arbeiten+zusammen
V|collaborated|mitgearbeitet mitarbeitete mitarbeitetest mitarbeiteten mitarbeitetet arbeitete+mit arbeitetest+mit arbeiteten+mit arbeitetet+mit zusammengearbeitet zusammenarbeitete zusammenarbeitetest zusammenarbeiteten zusammenarbeitetet arbeitete+zusammen arbeitetest+zusammen arbeiteten+zusammen arbeitetet+zusammen
A|collaborated|mitgearbeitete mitgearbeiteten mitgearbeiteter mitgearbeitetes mitgearbeitetem zusammengearbeitete zusammengearbeiteten zusammengearbeiteter zusammengearbeitetes zusammengearbeitetem
V|collaborating|mitarbeitend zusammenarbeitend
A|collaborating|mitarbeitende mitarbeitenden mitarbeitender mitarbeitendes mitarbeitendem zusammenarbeitende zusammenarbeitenden zusammenarbeitender zusammenarbeitendes zusammenarbeitendem
V|read through|durchlesen durchgelesen durchlese durchliest durchlest durchlas durchlasest durchlasen durchlast durchzulesen lese+durch liest+durch lest+durch lesen+durch lies+durch las+durch lasest+durch lasen+durch last+durch
A|read through|durchgelesene durchgelesenen durchgelesener durchgelesenes durchgelesenem
V|reading through|durchlesend
A|reading through|durchlesende durchlesenden durchlesender durchlesendes durchlesendem
V|look up|nachlesen nachlese nachliest nachlest nachzulesen lese+nach liest+nach lest+nach lesen+nach lies+nach
V|looked up|nachgelesen nachlas nachlasest nachlasen nachlast las+nach lasest+nach lasen+nach last+nach
A|looked up|nachgelesene nachgelesenen nachgelesener nachgelesenes nachgelesenem
V|looking up|nachlesend
A|looking up|nachlesende nachlesenden nachlesender nachlesendes nachlesendem
V|fill out|ausfullen ausfullst ausfullt auszufullen fulle+aus fullst+aus fullt+aus fullen+aus full+aus
V|filled out|ausgefullt ausfullte ausfulltest ausfullten ausfulltet fullte+aus fulltest+aus fullten+aus fulltet+aus
A|filled out|ausgefullte ausgefullten ausgefullter ausgefulltes ausgefulltem
V|filling out|ausfullend
A|filling out|ausfullende ausfullenden ausfullender ausfullendes ausfullendem
V|fulfill|erfullen erfulle erfullst erfull
V|fulfilled|erfullt erfulltest erfulltet
A|fulfilled|erfullte erfullten erfullter erfulltes erfulltem
V|fulfilling|erfullend
A|fulfilling|erfullende erfullenden erfullender erfullendes erfullendem
V|suffice|ausreichen ausreichst ausreicht auszureichen reiche+aus reichst+aus reicht+aus reichen+aus reich+aus
V|sufficed|ausgereicht ausreichte ausreichtest ausreichten ausreichtet reichte+aus reichtest+aus reichten+aus reichtet+aus
A|sufficed|ausgereichte ausgereichten ausgereichter ausgereichtes ausgereichtem
V|sufficing|ausreichend
A|sufficing|ausreichende ausreichenden ausreichender ausreichendes ausreichendem
V|bill|abrechnen abrechnest abrechnet abzurechnen rechne+ab rechnest+ab rechnet+ab rechnen+ab
V|billed|abgerechnet abrechnete abrechnetest abrechneten abrechnetet rechnete+ab rechnetest+ab rechneten+ab rechnetet+ab
A|billed|abgerechnete abgerechneten abgerechneter abgerechnetes abgerechnetem
V|billing|abrechnend
A|billing|abrechnende abrechnenden abrechnender abrechnendes abrechnendem
V|pay out|auszahlen auszahlst auszahlt auszuzahlen zahle+aus zahlst+aus zahlt+aus zahlen+aus zahl+aus
V|paid out|ausgezahlt auszahlte auszahltest auszahlten auszahltet zahlte+aus zahltest+aus zahlten+aus zahltet+aus
A|paid out|ausgezahlte ausgezahlten ausgezahlter ausgezahltes ausgezahltem
V|paying out|auszahlend
A|paying out|auszahlende auszahlenden auszahlender auszahlendes auszahlendem
V|pay back|zuruckzahlen zuruckzahlst zuruckzahlt zuruckzuzahlen zahle+zuruck zahlst+zuruck zahlt+zuruck zahlen+zuruck zahl+zuruck
V|paid back|zuruckgezahlt zuruckzahlte zuruckzahltest zuruckzahlten zuruckzahltet zahlte+zuruck zahltest+zuruck zahlten+zuruck zahltet+zuruck
A|paid back|zuruckgezahlte zuruckgezahlten zuruckgezahlter zuruckgezahltes zuruckgezahltem
V|paying back|zuruckzahlend
A|paying back|zuruckzahlende zuruckzahlenden zuruckzahlender zuruckzahlendes zuruckzahlendem
V|pay off|abzahlen abzahlst abzahlt abzuzahlen zahle+ab zahlst+ab zahlt+ab zahlen+ab zahl+ab
V|paid off|abgezahlt abzahlte abzahltest abzahlten abzahltet zahlte+ab zahltest+ab zahlten+ab zahltet+ab
A|paid off|abgezahlte abgezahlten abgezahlter abgezahltes abgezahltem
V|paying off|abzahlend
A|paying off|abzahlende abzahlenden abzahlender abzahlendes abzahlendem
V|debit|abbuchen abbuchst abbucht abzubuchen buche+ab buchst+ab bucht+ab buchen+ab buch+ab
V|debited|abgebucht abbuchte abbuchtest abbuchten abbuchtet buchte+ab buchtest+ab buchten+ab buchtet+ab
A|debited|abgebuchte abgebuchten abgebuchter abgebuchtes abgebuchtem
V|debiting|abbuchend
A|debiting|abbuchende abbuchenden abbuchender abbuchendes abbuchendem
V|rebook|umbuchen umbuchst umbucht umzubuchen buche+um buchst+um bucht+um buchen+um buch+um
V|rebooked|umgebucht umbuchte umbuchtest umbuchten umbuchtet buchte+um buchtest+um buchten+um buchtet+um
A|rebooked|umgebuchte umgebuchten umgebuchter umgebuchtes umgebuchtem
V|rebooking|umbuchend
A|rebooking|umbuchende umbuchenden umbuchender umbuchendes umbuchendem
V|secure|absichern absicherst absichert abzusichern sichere+ab sicherst+ab sichert+ab sichern+ab sicher+ab
V|secured|abgesichert absicherte absichertest absicherten absichertet sicherte+ab sichertest+ab sicherten+ab sichertet+ab
A|secured|abgesicherte abgesicherten abgesicherter abgesichertes abgesichertem
V|securing|absichernd
A|securing|absichernde absichernden absichernder absicherndes absicherndem
V|expire|ablaufst ablauft abzulaufen laufe+ab laufst+ab lauft+ab laufen+ab lauf+ab auslaufen auslaufst auslauft auszulaufen laufe+aus laufst+aus lauft+aus laufen+aus lauf+aus
V|expired|ablief abliefst abliefen ablieft lief+ab liefst+ab liefen+ab lieft+ab ausgelaufen auslief ausliefst ausliefen auslieft lief+aus liefst+aus liefen+aus lieft+aus
V|expiring|ablaufend auslaufend
A|expiring|ablaufende ablaufenden ablaufender ablaufendes ablaufendem auslaufende auslaufenden auslaufender auslaufendes auslaufendem
V|inquired|angefragt anfragte anfragtest anfragten anfragtet fragte+an fragtest+an fragten+an fragtet+an nachgefragt nachfragte nachfragtest nachfragten nachfragtet fragte+nach fragtest+nach fragten+nach fragtet+nach
A|inquired|angefragte angefragten angefragter angefragtes angefragtem nachgefragte nachgefragten nachgefragter nachgefragtes nachgefragtem
V|inquire|anfragst anfragt anzufragen frage+an fragst+an fragt+an fragen+an frag+an nachfragen nachfragst nachfragt nachzufragen frage+nach fragst+nach fragt+nach fragen+nach frag+nach
V|inquiring|anfragend nachfragend
A|inquiring|anfragende anfragenden anfragender anfragendes anfragendem nachfragende nachfragenden nachfragender nachfragendes nachfragendem
V|query|abfragen abfragst abfragt abzufragen frage+ab fragst+ab fragt+ab fragen+ab frag+ab
V|queried|abgefragt abfragte abfragtest abfragten abfragtet fragte+ab fragtest+ab fragten+ab fragtet+ab
A|queried|abgefragte abgefragten abgefragter abgefragtes abgefragtem
V|querying|abfragend
A|querying|abfragende abfragenden abfragender abfragendes abfragendem
V|question|hinterfragen hinterfrage hinterfragst hinterfrag
V|questioned|hinterfragt hinterfragtest hinterfragtet
A|questioned|hinterfragte hinterfragten hinterfragter hinterfragtes hinterfragtem
V|questioning|hinterfragend
A|questioning|hinterfragende hinterfragenden hinterfragender hinterfragendes hinterfragendem
V|acknowledge|anerkennen anerkennst anerkennt anzuerkennen erkenne+an erkennst+an erkennt+an erkennen+an erkenn+an
V|acknowledged|anerkannt anerkanntest anerkanntet erkannte+an erkanntest+an erkannten+an erkanntet+an
A|acknowledged|anerkannte anerkannten anerkannter anerkanntes anerkanntem
V|acknowledging|anerkennend
A|acknowledging|anerkennende anerkennenden anerkennender anerkennendes anerkennendem
V|confess|bekennen bekenne bekennst bekennt bekenn gestehen gestehe gestehst gesteht gesteh
V|confessed|bekanntest bekanntet gestand gestandest gestandet
V|confessing|bekennend gestehend
A|confessing|bekennende bekennenden bekennender bekennendes bekennendem gestehende gestehenden gestehender gestehendes gestehendem
V|play along|mitspielen mitspielst mitspielt mitzuspielen spiele+mit spielst+mit spielt+mit spielen+mit spiel+mit
V|played along|mitgespielt mitspielte mitspieltest mitspielten mitspieltet spielte+mit spieltest+mit spielten+mit spieltet+mit
A|played along|mitgespielte mitgespielten mitgespielter mitgespieltes mitgespieltem
V|playing along|mitspielend
A|playing along|mitspielende mitspielenden mitspielender mitspielendes mitspielendem
V|downplay|herunterspielen herunterspielst herunterspielt herunterzuspielen
V|downplayed|heruntergespielt herunterspielte herunterspieltest herunterspielten herunterspieltet
A|downplayed|heruntergespielte heruntergespielten heruntergespielter heruntergespieltes heruntergespieltem
V|downplaying|herunterspielend
A|downplaying|herunterspielende herunterspielenden herunterspielender herunterspielendes herunterspielendem
V|shut down|herunterfahren heruntergefahren herunterfahrst herunterfahrt herunterfuhr herunterfuhrst herunterfuhren herunterfuhrt herunterzufahren fahre+herunter fahrst+herunter fahrt+herunter fahren+herunter fahr+herunter fuhr+herunter fuhrst+herunter fuhren+herunter fuhrt+herunter
A|shut down|heruntergefahrene heruntergefahrenen heruntergefahrener heruntergefahrenes heruntergefahrenem
V|shutting down|herunterfahrend
A|shutting down|herunterfahrende herunterfahrenden herunterfahrender herunterfahrendes herunterfahrendem
V|start up|hochfahren hochfahrst hochfahrt hochzufahren fahre+hoch fahrst+hoch fahrt+hoch fahren+hoch fahr+hoch
V|started up|hochgefahren hochfuhr hochfuhrst hochfuhren hochfuhrt fuhr+hoch fuhrst+hoch fuhren+hoch fuhrt+hoch
A|started up|hochgefahrene hochgefahrenen hochgefahrener hochgefahrenes hochgefahrenem
V|starting up|hochfahrend
A|starting up|hochfahrende hochfahrenden hochfahrender hochfahrendes hochfahrendem
V|interrupt|unterbrechen unterbreche unterbrichst unterbricht unterbrecht unterbrich
V|interrupted|unterbrochen unterbrach unterbrachst unterbrachen
A|interrupted|unterbrochene unterbrochenen unterbrochener unterbrochenes unterbrochenem
V|interrupting|unterbrechend
A|interrupting|unterbrechende unterbrechenden unterbrechender unterbrechendes unterbrechendem
V|break out|ausbrechen ausbreche ausbrichst ausbricht ausbrecht auszubrechen breche+aus brichst+aus bricht+aus brecht+aus brechen+aus brich+aus
V|broken out|ausgebrochen
A|broken out|ausgebrochene ausgebrochenen ausgebrochener ausgebrochenes ausgebrochenem
V|broke out|ausbrach ausbrachst ausbrachen ausbracht brach+aus brachst+aus brachen+aus bracht+aus
V|breaking out|ausbrechend
A|breaking out|ausbrechende ausbrechenden ausbrechender ausbrechendes ausbrechendem
V|break in|einbrechen einbreche einbrichst einbricht einbrecht einzubrechen breche+ein brichst+ein bricht+ein brecht+ein brechen+ein brich+ein
V|broken in|eingebrochen
A|broken in|eingebrochene eingebrochenen eingebrochener eingebrochenes eingebrochenem
V|broke in|einbrach einbrachst einbrachen einbracht brach+ein brachst+ein brachen+ein bracht+ein
V|breaking in|einbrechend
A|breaking in|einbrechende einbrechenden einbrechender einbrechendes einbrechendem
V|break open|aufbrechen aufbreche aufbrichst aufbricht aufbrecht aufzubrechen breche+auf brichst+auf bricht+auf brecht+auf brechen+auf brich+auf
V|broken open|aufgebrochen
A|broken open|aufgebrochene aufgebrochenen aufgebrochener aufgebrochenes aufgebrochenem
V|broke open|aufbrach aufbrachst aufbrachen aufbracht brach+auf brachst+auf brachen+auf bracht+auf
V|breaking open|aufbrechend
A|breaking open|aufbrechende aufbrechenden aufbrechender aufbrechendes aufbrechendem
V|intervene|eingreifen eingreifst eingreift einzugreifen greife+ein greifst+ein greift+ein greifen+ein greif+ein
V|intervened|eingegriffen eingriff eingriffst eingriffen eingrifft griff+ein griffst+ein griffen+ein grifft+ein
A|intervened|eingegriffene eingegriffenen eingegriffener eingegriffenes eingegriffenem
V|intervening|eingreifend
A|intervening|eingreifende eingreifenden eingreifender eingreifendes eingreifendem
V|perceive|wahrnehmen wahrnehme wahrnimmst wahrnimmt wahrnehmt wahrzunehmen nehme+wahr nimmst+wahr nimmt+wahr nehmt+wahr nehmen+wahr nimm+wahr
V|perceived|wahrgenommen wahrnahm wahrnahmst wahrnahmen wahrnahmt nahm+wahr nahmst+wahr nahmen+wahr nahmt+wahr
A|perceived|wahrgenommene wahrgenommenen wahrgenommener wahrgenommenes wahrgenommenem
V|perceiving|wahrnehmend
A|perceiving|wahrnehmende wahrnehmenden wahrnehmender wahrnehmendes wahrnehmendem
V|operate|bedienen bediene bedienst bedien betreiben betreibe betreibst betreibt betreib operieren operiere operierst operier
V|operated|bedient bedientest bedientet betriebst betriebt operiert operiertest operiertet
A|operated|bediente bedienten bedienter bedientes bedientem betriebene betriebenen betriebener betriebenes betriebenem operierte operierten operierter operiertes operiertem
V|operating|bedienend betreibend operierend
A|operating|bedienende bedienenden bedienender bedienendes bedienendem betreibende betreibenden betreibender betreibendes betreibendem operierende operierenden operierender operierendes operierendem
V|influence|beeinflussen beeinflusse beeinfluss
V|influenced|beeinflusst beeinflusstest beeinflusstet
A|influenced|beeinflusste beeinflussten beeinflusster beeinflusstes beeinflusstem
V|influencing|beeinflussend
A|influencing|beeinflussende beeinflussenden beeinflussender beeinflussendes beeinflussendem
V|greet|begrußen begrussen begruße begrusse begruß begruss
V|greeted|begrußt begrusst begrußtest begrusstest begrußtet begrusstet
A|greeted|begrußte begrusste begrußten begrussten begrußter begrusster begrußtes begrusstes begrußtem begrusstem
V|greeting|begrußend begrussend
A|greeting|begrußende begrussende begrußenden begrussenden begrußender begrussender begrußendes begrussendes begrußendem begrussendem
V|master|beherrschen beherrsche beherrschst beherrsch
V|mastered|beherrscht beherrschtest beherrschtet
A|mastered|beherrschte beherrschten beherrschter beherrschtes beherrschtem
V|mastering|beherrschend
A|mastering|beherrschende beherrschenden beherrschender beherrschendes beherrschendem
V|charge|belasten belaste belastest
V|charged|belastet belastetest belastetet
A|charged|belastete belasteten belasteter belastetes belastetem
V|charging|belastend
A|charging|belastende belastenden belastender belastendes belastendem
V|insult|beleidigen beleidige beleidigst beleidig
V|insulted|beleidigt beleidigtest beleidigtet
A|insulted|beleidigte beleidigten beleidigter beleidigtes beleidigtem
V|take into account|berucksichtigen berucksichtige berucksichtigst berucksichtig
V|taken into account|berucksichtigt
A|taken into account|berucksichtigte berucksichtigten berucksichtigter berucksichtigtes berucksichtigtem
V|took into account|berucksichtigtest berucksichtigtet
V|taking into account|berucksichtigend
A|taking into account|berucksichtigende berucksichtigenden berucksichtigender berucksichtigendes berucksichtigendem
V|calm|beruhigen beruhige beruhigst beruhig
V|calmed|beruhigt beruhigtest beruhigtet
A|calmed|beruhigte beruhigten beruhigter beruhigtes beruhigtem
V|calming|beruhigend
A|calming|beruhigende beruhigenden beruhigender beruhigendes beruhigendem
V|employ|beschaftigen beschaftige beschaftigst beschaftig
V|employed|beschaftigt beschaftigtest beschaftigtet
A|employed|beschaftigte beschaftigten beschaftigter beschaftigtes beschaftigtem
V|employing|beschaftigend
A|employing|beschaftigende beschaftigenden beschaftigender beschaftigendes beschaftigendem
V|eliminate|beseitigen beseitige beseitigst beseitig eliminieren eliminiere eliminierst eliminier
V|eliminated|beseitigt beseitigtest beseitigtet eliminiert eliminiertest eliminiertet
A|eliminated|beseitigte beseitigten beseitigter beseitigtes beseitigtem eliminierte eliminierten eliminierter eliminiertes eliminiertem
V|eliminating|beseitigend eliminierend
A|eliminating|beseitigende beseitigenden beseitigender beseitigendes beseitigendem eliminierende eliminierenden eliminierender eliminierendes eliminierendem
V|punish|bestrafen bestrafe bestrafst bestraf
V|punished|bestraft bestraftest bestraftet
A|punished|bestrafte bestraften bestrafter bestraftes bestraftem
V|punishing|bestrafend
A|punishing|bestrafende bestrafenden bestrafender bestrafendes bestrafendem
V|involve|beteiligen beteilige beteiligst beteilig
V|involved|beteiligt beteiligtest beteiligtet
A|involved|beteiligte beteiligten beteiligter beteiligtes beteiligtem
V|involving|beteiligend
A|involving|beteiligende beteiligenden beteiligender beteiligendes beteiligendem
V|form|bilden bilde bildest bildet
V|formed|gebildet bildete bildetest bildeten bildetet
A|formed|gebildete gebildeten gebildeter gebildetes gebildetem
V|forming|bildend
A|forming|bildende bildenden bildender bildendes bildendem
V|apologize|entschuldigen entschuldige entschuldigst entschuldig
V|apologized|entschuldigt entschuldigtest entschuldigtet
A|apologized|entschuldigte entschuldigten entschuldigter entschuldigtes entschuldigtem
V|apologizing|entschuldigend
A|apologizing|entschuldigende entschuldigenden entschuldigender entschuldigendes entschuldigendem
V|correspond|entsprechen entspreche entsprichst entspricht entsprecht entsprich
V|corresponded|entsprochen entsprach entsprachst entsprachen entspracht
A|corresponded|entsprochene entsprochenen entsprochener entsprochenes entsprochenem
A|corresponding|entsprechende entsprechenden entsprechender entsprechendes entsprechendem
V|draft|entwerfen entwerfe entwirfst entwirft entwerft entwirf
V|drafted|entworfen entwarf entwarfst entwarfen entwarft
A|drafted|entworfene entworfenen entworfener entworfenes entworfenem
V|drafting|entwerfend
A|drafting|entwerfende entwerfenden entwerfender entwerfendes entwerfendem
V|elevated|erhoht
A|elevated|erhohte erhohten erhohter erhohtes erhohtem
V|facilitate|erleichtern erleichtere erleichterst erleichter
V|facilitated|erleichtert erleichtertest erleichtertet
A|facilitated|erleichterte erleichterten erleichterter erleichtertes erleichtertem
V|facilitating|erleichternd
A|facilitating|erleichternde erleichternden erleichternder erleichterndes erleichterndem
V|enable|ermoglichen ermogliche ermoglichst ermoglich
V|enabled|ermoglicht ermoglichtest ermoglichtet
A|enabled|ermoglichte ermoglichten ermoglichter ermoglichtes ermoglichtem
V|enabling|ermoglichend
A|enabling|ermoglichende ermoglichenden ermoglichender ermoglichendes ermoglichendem
V|renew|erneuern erneuere erneuerst erneuer
V|renewed|erneuert erneuertest erneuertet
A|renewed|erneuerte erneuerten erneuerter erneuertes erneuertem
V|renewing|erneuernd
A|renewing|erneuernde erneuernden erneuernder erneuerndes erneuerndem
V|appear|erscheinen erscheine erscheinst erscheint erschein
V|appeared|erschienen erschien erschienst erschient
A|appeared|erschienene erschienenen erschienener erschienenes erschienenem
V|appearing|erscheinend
A|appearing|erscheinende erscheinenden erscheinender erscheinendes erscheinendem
V|expect|erwarten erwarte erwartest
V|expected|erwartet erwartetest erwartetet
A|expected|erwartete erwarteten erwarteter erwartetes erwartetem
V|expecting|erwartend
A|expecting|erwartende erwartenden erwartender erwartendes erwartendem
V|extend|erweitern erweitere erweiterst erweiter verlangern verlangere verlangerst verlanger
V|extended|erweitert erweitertest erweitertet verlangert verlangertest verlangertet
A|extended|erweiterte erweiterten erweiterter erweitertes erweitertem verlangerte verlangerten verlangerter verlangertes verlangertem
V|extending|erweiternd verlangernd
A|extending|erweiternde erweiternden erweiternder erweiterndes erweiterndem verlangernde verlangernden verlangernder verlangerndes verlangerndem
V|acquire|erwerben erwerbe erwirbst erwirbt erwerbt erwirb
V|acquired|erworben erwarb erwarbst erwarben erwarbt
A|acquired|erworbene erworbenen erworbener erworbenes erworbenem
V|acquiring|erwerbend
A|acquiring|erwerbende erwerbenden erwerbender erwerbendes erwerbendem
V|earn|verdienen verdiene verdienst verdien
V|earned|verdient verdientest verdientet
A|earned|verdiente verdienten verdienter verdientes verdientem
V|earning|verdienend
A|earning|verdienende verdienenden verdienender verdienendes verdienendem
V|simplify|vereinfachen vereinfache vereinfachst vereinfach
V|simplified|vereinfacht vereinfachtest vereinfachtet
A|simplified|vereinfachte vereinfachten vereinfachter vereinfachtes vereinfachtem
V|simplifying|vereinfachend
A|simplifying|vereinfachende vereinfachenden vereinfachender vereinfachendes vereinfachendem
A|had|verfugte verfugten verfugter verfugtes verfugtem
A|having|verfugende verfugenden verfugender verfugendes verfugendem
V|negotiate|verhandeln verhandle verhandelst verhandel
V|negotiated|verhandelt verhandeltest verhandeltet
A|negotiated|verhandelte verhandelten verhandelter verhandeltes verhandeltem
V|negotiating|verhandelnd
A|negotiating|verhandelnde verhandelnden verhandelnder verhandelndes verhandelndem
V|lose|verlieren verliere verlierst verlier
V|lost|verliert verliertest verliertet
A|lost|verlierte verlierten verlierter verliertes verliertem
V|losing|verlierend
A|losing|verlierende verlierenden verlierender verlierendes verlierendem
V|link|verlinken verlinke verlinkst verlink
V|linked|verlinkt verlinktest verlinktet
A|linked|verlinkte verlinkten verlinkter verlinktes verlinktem
V|linking|verlinkend
A|linking|verlinkende verlinkenden verlinkender verlinkendes verlinkendem
V|suspect|vermuten vermute vermutest ahnen ahne ahnst ahnt ahn
V|suspected|vermutet vermutetest vermutetet geahnt ahnte ahntest ahnten ahntet
A|suspected|vermutete vermuteten vermuteter vermutetes vermutetem geahnte geahnten geahnter geahntes geahntem
V|suspecting|vermutend ahnend
A|suspecting|vermutende vermutenden vermutender vermutendes vermutendem ahnende ahnenden ahnender ahnendes ahnendem
V|oblige|verpflichten verpflichte verpflichtest
V|obliged|verpflichtet verpflichtetest verpflichtetet
A|obliged|verpflichtete verpflichteten verpflichteter verpflichtetes verpflichtetem
V|reduce|verringern verringere verringerst verringer reduzieren reduziere reduzierst reduzier
V|reduced|verringert verringertest verringertet reduziert reduziertest reduziertet
A|reduced|verringerte verringerten verringerter verringertes verringertem reduzierte reduzierten reduzierter reduziertes reduziertem
V|reducing|verringernd reduzierend
A|reducing|verringernde verringernden verringernder verringerndes verringerndem reduzierende reduzierenden reduzierender reduzierendes reduzierendem
V|trust|vertrauen vertraue vertraust vertrau
V|trusted|vertraut vertrautest vertrautet
A|trusted|vertraute vertrauten vertrauter vertrautes vertrautem
V|trusting|vertrauend
A|trusting|vertrauende vertrauenden vertrauender vertrauendes vertrauendem
V|represent|vertreten vertrete vertrittst vertritt vertretet
A|represented|vertretene vertretenen vertretener vertretenes vertretenem
V|represented|vertrat vertratest vertraten vertratet
V|representing|vertretend
A|representing|vertretende vertretenden vertretender vertretendes vertretendem
V|waive|verzichten verzichte verzichtest
V|waived|verzichtet verzichtetest verzichtetet
A|waived|verzichtete verzichteten verzichteter verzichtetes verzichtetem
V|waiving|verzichtend
A|waiving|verzichtende verzichtenden verzichtender verzichtendes verzichtendem
V|convince|uberzeugen uberzeuge uberzeugst uberzeug
V|convinced|uberzeugt uberzeugtest uberzeugtet
A|convinced|uberzeugte uberzeugten uberzeugter uberzeugtes uberzeugtem
V|convincing|uberzeugend
A|convincing|uberzeugende uberzeugenden uberzeugender uberzeugendes uberzeugendem
V|persuade|uberreden uberrede uberredest
V|persuaded|uberredet uberredetest uberredetet
A|persuaded|uberredete uberredeten uberredeter uberredetes uberredetem
V|persuading|uberredend
A|persuading|uberredende uberredenden uberredender uberredendes uberredendem
V|surprise|uberraschen uberrasche uberraschst uberrasch
V|surprised|uberrascht uberraschtest uberraschtet
A|surprised|uberraschte uberraschten uberraschter uberraschtes uberraschtem
V|surprising|uberraschend
A|surprising|uberraschende uberraschenden uberraschender uberraschendes uberraschendem
V|exaggerate|ubertreiben ubertreibe ubertreibst ubertreibt ubertreib
V|exaggerated|ubertrieben ubertrieb ubertriebst ubertriebt
A|exaggerated|ubertriebene ubertriebenen ubertriebener ubertriebenes ubertriebenem
V|exaggerating|ubertreibend
A|exaggerating|ubertreibende ubertreibenden ubertreibender ubertreibendes ubertreibendem
V|distinguish|unterscheiden unterscheide unterscheidest unterscheidet unterscheid
V|distinguished|unterschieden unterschiedest unterschiedet
A|distinguished|unterschiedene unterschiedenen unterschiedener unterschiedenes unterschiedenem
V|distinguishing|unterscheidend
A|distinguishing|unterscheidende unterscheidenden unterscheidender unterscheidendes unterscheidendem
V|celebrate|feiern feiere feierst feiert feier
V|celebrated|gefeiert feierte feiertest feierten feiertet
A|celebrated|gefeierte gefeierten gefeierter gefeiertes gefeiertem
V|celebrating|feiernd
A|celebrating|feiernde feiernden feiernder feierndes feierndem
V|laugh|lachen lache lachst lacht lach
V|laughed|gelacht lachte lachtest lachten lachtet
A|laughed|gelachte gelachten gelachter gelachtes gelachtem
V|laughing|lachend
A|laughing|lachende lachenden lachender lachendes lachendem
V|paint|malen male malst malt
V|painted|gemalt malte maltest malten maltet
A|painted|gemalte gemalten gemalter gemaltes gemaltem
V|painting|malend
A|painting|malende malenden malender malendes malendem
V|cook|kochen koche kochst kocht koch
V|cooked|gekocht kochte kochtest kochten kochtet
A|cooked|gekochte gekochten gekochter gekochtes gekochtem
V|cooking|kochend
A|cooking|kochende kochenden kochender kochendes kochendem
V|clean|putzen putze putzt putz
V|cleaned|geputzt putzte putztest putzten putztet
A|cleaned|geputzte geputzten geputzter geputztes geputztem
V|cleaning|putzend
A|cleaning|putzende putzenden putzender putzendes putzendem
V|smoke|rauchen rauche rauchst raucht rauch
V|smoked|geraucht rauchte rauchtest rauchten rauchtet
A|smoked|gerauchte gerauchten gerauchter gerauchtes gerauchtem
V|smoking|rauchend
A|smoking|rauchende rauchenden rauchender rauchendes rauchendem
V|rain|regnen regne regnest regnet
V|rained|geregnet regnete regnetest regneten regnetet
A|rained|geregnete geregneten geregneter geregnetes geregnetem
V|raining|regnend
A|raining|regnende regnenden regnender regnendes regnendem
V|dance|tanzen tanze tanzt tanz
V|danced|getanzt tanzte tanztest tanzten tanztet
A|danced|getanzte getanzten getanzter getanztes getanztem
V|dancing|tanzend
A|dancing|tanzende tanzenden tanzender tanzendes tanzendem
V|dream|traumen traume traumst traumt traum
V|dreamed|getraumt traumte traumtest traumten traumtet
A|dreamed|getraumte getraumten getraumter getraumtes getraumtem
V|dreaming|traumend
A|dreaming|traumende traumenden traumender traumendes traumendem
V|cry|weinen weine weinst weint wein
V|cried|geweint weinte weintest weinten weintet
A|cried|geweinte geweinten geweinter geweintes geweintem
V|crying|weinend
A|crying|weinende weinenden weinender weinendes weinendem
V|wake|wecken wecke weckst weckt weck
V|woken|geweckt
A|woken|geweckte geweckten geweckter gewecktes gewecktem
V|woke|weckte wecktest weckten wecktet
V|waking|weckend
A|waking|weckende weckenden weckender weckendes weckendem
V|draw|zeichnen zeichne zeichnest zeichnet
V|drawn|gezeichnet
A|drawn|gezeichnete gezeichneten gezeichneter gezeichnetes gezeichnetem
V|drew|zeichnete zeichnetest zeichneten zeichnetet
V|drawing|zeichnend
A|drawing|zeichnende zeichnenden zeichnender zeichnendes zeichnendem
V|marry|heiraten heirate heiratest heiratet
V|married|geheiratet heiratete heiratetest heirateten heiratetet
A|married|geheiratete geheirateten geheirateter geheiratetes geheiratetem
V|marrying|heiratend
A|marrying|heiratende heiratenden heiratender heiratendes heiratendem
V|congratulate|gratulieren gratuliere gratulierst gratulier
V|congratulated|gratuliert gratuliertest gratuliertet
A|congratulated|gratulierte gratulierten gratulierter gratuliertes gratuliertem
V|congratulating|gratulierend
A|congratulating|gratulierende gratulierenden gratulierender gratulierendes gratulierendem
V|interest|interessieren interessiere interessierst interessier
V|interested|interessiert interessiertest interessiertet
A|interested|interessierte interessierten interessierter interessiertes interessiertem
V|interesting|interessierend
V|turn|drehen drehe drehst dreht dreh
V|turned|gedreht drehte drehtest drehten drehtet
A|turned|gedrehte gedrehten gedrehter gedrehtes gedrehtem
V|turning|drehend
A|turning|drehende drehenden drehender drehendes drehendem
V|cut|schneiden geschnitten schneide schneidest schneidet schneid schnitt schnittest schnitten schnittet
A|cut|geschnittene geschnittenen geschnittener geschnittenes geschnittenem
V|cutting|schneidend
A|cutting|schneidende schneidenden schneidender schneidendes schneidendem
V|swim|schwimmen schwimme schwimmst schwimmt schwimm
V|swum|geschwommen
A|swum|geschwommene geschwommenen geschwommener geschwommenes geschwommenem
V|swam|schwamm schwammst schwammen schwammt
V|swimming|schwimmend
A|swimming|schwimmende schwimmenden schwimmender schwimmendes schwimmendem
V|sing|singen singe singst singt sing
V|sung|gesungen
A|sung|gesungene gesungenen gesungener gesungenes gesungenem
V|sang|sang sangst sangen sangt
V|singing|singend
A|singing|singende singenden singender singendes singendem
V|jump|springen springe springst springt spring
V|jumped|gesprungen sprang sprangst sprangen sprangt
A|jumped|gesprungene gesprungenen gesprungener gesprungenes gesprungenem
V|jumping|springend
A|jumping|springende springenden springender springendes springendem
V|rise|steigen steige steigst steigt steig
V|risen|gestiegen
A|risen|gestiegene gestiegenen gestiegener gestiegenes gestiegenem
V|rose|stieg stiegst stiegen stiegt
V|rising|steigend
A|rising|steigende steigenden steigender steigendes steigendem
V|driven|getrieben
V|wash|waschen wasche waschst wascht wasch
V|washed|gewaschen wusch wuschst wuschen wuscht
A|washed|gewaschene gewaschenen gewaschener gewaschenes gewaschenem
V|washing|waschend
A|washing|waschende waschenden waschender waschendes waschendem
V|grow|wachsen wachse wachst wachs
V|grown|gewachsen
A|grown|gewachsene gewachsenen gewachsener gewachsenes gewachsenem
V|grew|wuchs wuchsest wuchsen wuchst
V|growing|wachsend
A|growing|wachsende wachsenden wachsender wachsendes wachsendem
V|force|zwingen zwinge zwingst zwingt zwing erzwingen erzwinge erzwingst erzwingt erzwing
V|forced|gezwungen zwang zwangst zwangt erzwungen erzwang erzwangst erzwangen erzwangt
A|forced|gezwungene gezwungenen gezwungener gezwungenes gezwungenem erzwungene erzwungenen erzwungener erzwungenes erzwungenem
V|forcing|zwingend erzwingend
A|forcing|zwingende zwingenden zwingender zwingendes zwingendem erzwingende erzwingenden erzwingender erzwingendes erzwingendem
V|suffer|leiden leide leidest leidet leid
V|suffered|gelitten litt littest litten littet
A|suffered|gelittene gelittenen gelittener gelittenes gelittenem
V|suffering|leidend
A|suffering|leidende leidenden leidender leidendes leidendem
V|lend|leihen leihe leihst leiht leih
V|lent|geliehen lieh liehst liehen lieht
A|lent|geliehene geliehenen geliehener geliehenes geliehenem
V|lending|leihend
A|lending|leihende leihenden leihender leihendes leihendem
V|enjoy|genießen geniessen genieße geniesse genießt geniesst genieß geniess
V|enjoyed|genossen genoss genossest genosst
A|enjoyed|genossene genossenen genossener genossenes genossenem
V|enjoying|genießend geniessend
A|enjoying|genießende geniessende genießenden geniessenden genießender geniessender genießendes geniessendes genießendem geniessendem
V|win|gewinnen gewinne gewinnst gewinnt
V|won|gewonnen gewann gewannst gewannen gewannt
A|won|gewonnene gewonnenen gewonnener gewonnenes gewonnenem
V|winning|gewinnend
A|winning|gewinnende gewinnenden gewinnender gewinnendes gewinnendem
V|catch|fangen fange fangst fangt fang
V|caught|gefangen fing fingst fingen fingt
A|caught|gefangene gefangenen gefangener gefangenes gefangenem
V|catching|fangend
A|catching|fangende fangenden fangender fangendes fangendem
V|crash|absturzen absturzt abzusturzen sturze+ab sturzt+ab sturzen+ab sturz+ab
V|crashed|abgesturzt absturzte absturztest absturzten absturztet sturzte+ab sturztest+ab sturzten+ab sturztet+ab
A|crashed|abgesturzte abgesturzten abgesturzter abgesturztes abgesturztem
V|crashing|absturzend
A|crashing|absturzende absturzenden absturzender absturzendes absturzendem
V|fallen|gesturzt
A|fallen|gesturzte gesturzten gesturzter gesturztes gesturztem
V|unload|abladen abladst abladt abladet abzuladen lade+ab ladst+ab ladt+ab ladet+ab laden+ab lad+ab
V|unloaded|abgeladen ablud abludest abluden abludet lud+ab ludest+ab luden+ab ludet+ab
A|unloaded|abgeladene abgeladenen abgeladener abgeladenes abgeladenem
V|unloading|abladend
A|unloading|abladende abladenden abladender abladendes abladendem
V|communicate|kommunizieren kommuniziere kommunizierst kommunizier
V|communicated|kommuniziert kommuniziertest kommuniziertet
A|communicated|kommunizierte kommunizierten kommunizierter kommuniziertes kommuniziertem
V|communicating|kommunizierend
A|communicating|kommunizierende kommunizierenden kommunizierender kommunizierendes kommunizierendem
V|study|studieren studiere studierst studier
V|studied|studiert studiertest studiertet
A|studied|studierte studierten studierter studiertes studiertem
V|studying|studierend
A|studying|studierende studierenden studierender studierendes studierendem
V|train|trainieren trainiere trainierst trainier
V|trained|trainiert trainiertest trainiertet
A|trained|trainierte trainierten trainierter trainiertes trainiertem
V|training|trainierend
A|training|trainierende trainierenden trainierender trainierendes trainierendem
V|quote|zitieren zitiere zitierst zitier
V|quoted|zitiert zitiertest zitiertet
A|quoted|zitierte zitierten zitierter zitiertes zitiertem
V|quoting|zitierend
A|quoting|zitierende zitierenden zitierender zitierendes zitierendem
V|combine|kombinieren kombiniere kombinierst kombinier
V|combined|kombiniert kombiniertest kombiniertet
A|combined|kombinierte kombinierten kombinierter kombiniertes kombiniertem
V|combining|kombinierend
A|combining|kombinierende kombinierenden kombinierender kombinierendes kombinierendem
V|invest|investieren investiere investierst investier
V|invested|investiert investiertest investiertet
A|invested|investierte investierten investierter investiertes investiertem
V|investing|investierend
A|investing|investierende investierenden investierender investierendes investierendem
V|isolate|isolieren isoliere isolierst isolier
V|isolated|isoliert isoliertest isoliertet
A|isolated|isolierte isolierten isolierter isoliertes isoliertem
V|isolating|isolierend
A|isolating|isolierende isolierenden isolierender isolierendes isolierendem
V|categorize|kategorisieren kategorisiere kategorisierst kategorisier
V|categorized|kategorisiert kategorisiertest kategorisiertet
A|categorized|kategorisierte kategorisierten kategorisierter kategorisiertes kategorisiertem
V|categorizing|kategorisierend
A|categorizing|kategorisierende kategorisierenden kategorisierender kategorisierendes kategorisierendem
V|compress|komprimieren komprimiere komprimierst komprimier
V|compressed|komprimiert komprimiertest komprimiertet
A|compressed|komprimierte komprimierten komprimierter komprimiertes komprimiertem
V|compressing|komprimierend
A|compressing|komprimierende komprimierenden komprimierender komprimierendes komprimierendem
V|decompress|dekomprimieren dekomprimiere dekomprimierst dekomprimier
V|decompressed|dekomprimiert dekomprimiertest dekomprimiertet
A|decompressed|dekomprimierte dekomprimierten dekomprimierter dekomprimiertes dekomprimiertem
V|decompressing|dekomprimierend
A|decompressing|dekomprimierende dekomprimierenden dekomprimierender dekomprimierendes dekomprimierendem
V|compromise|kompromittieren kompromittiere kompromittierst kompromittier
V|compromised|kompromittiert kompromittiertest kompromittiertet
A|compromised|kompromittierte kompromittierten kompromittierter kompromittiertes kompromittiertem
V|compromising|kompromittierend
A|compromising|kompromittierende kompromittierenden kompromittierender kompromittierendes kompromittierendem
V|mask|maskieren maskiere maskierst maskier
V|masked|maskiert maskiertest maskiertet
A|masked|maskierte maskierten maskierter maskiertes maskiertem
V|masking|maskierend
A|masking|maskierende maskierenden maskierender maskierendes maskierendem
V|minimize|minimieren minimiere minimierst minimier
V|minimized|minimiert minimiertest minimiertet
A|minimized|minimierte minimierten minimierter minimiertes minimiertem
V|minimizing|minimierend
A|minimizing|minimierende minimierenden minimierender minimierendes minimierendem
V|maximize|maximieren maximiere maximierst maximier
V|maximized|maximiert maximiertest maximiertet
A|maximized|maximierte maximierten maximierter maximiertes maximiertem
V|maximizing|maximierend
A|maximizing|maximierende maximierenden maximierender maximierendes maximierendem
V|motivate|motivieren motiviere motivierst motivier
V|motivated|motiviert motiviertest motiviertet
A|motivated|motivierte motivierten motivierter motiviertes motiviertem
V|motivating|motivierend
A|motivating|motivierende motivierenden motivierender motivierendes motivierendem
V|neutralize|neutralisieren neutralisiere neutralisierst neutralisier
V|neutralized|neutralisiert neutralisiertest neutralisiertet
A|neutralized|neutralisierte neutralisierten neutralisierter neutralisiertes neutralisiertem
V|neutralizing|neutralisierend
A|neutralizing|neutralisierende neutralisierenden neutralisierender neutralisierendes neutralisierendem
V|normalize|normalisieren normalisiere normalisierst normalisier
V|normalized|normalisiert normalisiertest normalisiertet
A|normalized|normalisierte normalisierten normalisierter normalisiertes normalisiertem
V|normalizing|normalisierend
A|normalizing|normalisierende normalisierenden normalisierender normalisierendes normalisierendem
V|parse|parsen parse parst pars
V|parsed|geparst parste parstest parsten parstet
A|parsed|geparste geparsten geparster geparstes geparstem
V|parsing|parsend
A|parsing|parsende parsenden parsender parsendes parsendem
V|personalize|personalisieren personalisiere personalisierst personalisier
V|personalized|personalisiert personalisiertest personalisiertet
A|personalized|personalisierte personalisierten personalisierter personalisiertes personalisiertem
V|personalizing|personalisierend
A|personalizing|personalisierende personalisierenden personalisierender personalisierendes personalisierendem
V|prioritize|priorisieren priorisiere priorisierst priorisier
V|prioritized|priorisiert priorisiertest priorisiertet
A|prioritized|priorisierte priorisierten priorisierter priorisiertes priorisiertem
V|prioritizing|priorisierend
A|prioritizing|priorisierende priorisierenden priorisierender priorisierendes priorisierendem
V|provoke|provozieren provoziere provozierst provozier
V|provoked|provoziert provoziertest provoziertet
A|provoked|provozierte provozierten provozierter provoziertes provoziertem
V|provoking|provozierend
A|provoking|provozierende provozierenden provozierender provozierendes provozierendem
V|qualify|qualifizieren qualifiziere qualifizierst qualifizier
V|qualified|qualifiziert qualifiziertest qualifiziertet
A|qualified|qualifizierte qualifizierten qualifizierter qualifiziertes qualifiziertem
V|qualifying|qualifizierend
A|qualifying|qualifizierende qualifizierenden qualifizierender qualifizierendes qualifizierendem
V|reconstruct|rekonstruieren rekonstruiere rekonstruierst rekonstruier
V|reconstructed|rekonstruiert rekonstruiertest rekonstruiertet
A|reconstructed|rekonstruierte rekonstruierten rekonstruierter rekonstruiertes rekonstruiertem
V|reconstructing|rekonstruierend
A|reconstructing|rekonstruierende rekonstruierenden rekonstruierender rekonstruierendes rekonstruierendem
V|regulate|regulieren reguliere regulierst regulier
V|regulated|reguliert reguliertest reguliertet
A|regulated|regulierte regulierten regulierter reguliertes reguliertem
V|regulating|regulierend
A|regulating|regulierende regulierenden regulierender regulierendes regulierendem
V|risk|riskieren riskiere riskierst riskier
V|risked|riskiert riskiertest riskiertet
A|risked|riskierte riskierten riskierter riskiertes riskiertem
V|risking|riskierend
A|risking|riskierende riskierenden riskierender riskierendes riskierendem
V|scan|scannen scanne scannst scannt scann
V|scanned|gescannt scannte scanntest scannten scanntet
A|scanned|gescannte gescannten gescannter gescanntes gescanntem
V|scanning|scannend
A|scanning|scannende scannenden scannender scannendes scannendem
V|structure|strukturieren strukturiere strukturierst strukturier
V|structured|strukturiert strukturiertest strukturiertet
A|structured|strukturierte strukturierten strukturierter strukturiertes strukturiertem
V|structuring|strukturierend
A|structuring|strukturierende strukturierenden strukturierender strukturierendes strukturierendem
V|sync|synchronisieren synchronisiere synchronisierst synchronisier
V|synced|synchronisiert synchronisiertest synchronisiertet
A|synced|synchronisierte synchronisierten synchronisierter synchronisiertes synchronisiertem
V|syncing|synchronisierend
A|syncing|synchronisierende synchronisierenden synchronisierender synchronisierendes synchronisierendem
V|tolerate|tolerieren toleriere tolerierst tolerier
V|tolerated|toleriert toleriertest toleriertet
A|tolerated|tolerierte tolerierten tolerierter toleriertes toleriertem
V|tolerating|tolerierend
A|tolerating|tolerierende tolerierenden tolerierender tolerierendes tolerierendem
V|transcribe|transkribieren transkribiere transkribierst transkribier
V|transcribed|transkribiert transkribiertest transkribiertet
A|transcribed|transkribierte transkribierten transkribierter transkribiertes transkribiertem
V|transcribing|transkribierend
A|transcribing|transkribierende transkribierenden transkribierender transkribierendes transkribierendem
V|transport|transportieren transportiere transportierst transportier
V|transported|transportiert transportiertest transportiertet
A|transported|transportierte transportierten transportierter transportiertes transportiertem
V|transporting|transportierend
A|transporting|transportierende transportierenden transportierender transportierendes transportierendem
V|vary|variieren variiere variierst variier
V|varied|variiert variiertest variiertet
A|varied|variierte variierten variierter variiertes variiertem
V|varying|variierend
A|varying|variierende variierenden variierender variierendes variierendem
V|visualize|visualisieren visualisiere visualisierst visualisier
V|visualized|visualisiert visualisiertest visualisiertet
A|visualized|visualisierte visualisierten visualisierter visualisiertes visualisiertem
V|visualizing|visualisierend
A|visualizing|visualisierende visualisierenden visualisierender visualisierendes visualisierendem
V|format|formatieren formatiere formatierst formatier
V|formatted|formatiert formatiertest formatiertet
A|formatted|formatierte formatierten formatierter formatiertes formatiertem
V|formatting|formatierend
A|formatting|formatierende formatierenden formatierender formatierendes formatierendem
V|infiltrate|infiltrieren infiltriere infiltrierst infiltrier
V|infiltrated|infiltriert infiltriertest infiltriertet
A|infiltrated|infiltrierte infiltrierten infiltrierter infiltriertes infiltriertem
V|infiltrating|infiltrierend
A|infiltrating|infiltrierende infiltrierenden infiltrierender infiltrierendes infiltrierendem
V|interact|interagieren interagiere interagierst interagier
V|interacted|interagiert interagiertest interagiertet
A|interacted|interagierte interagierten interagierter interagiertes interagiertem
V|interacting|interagierend
A|interacting|interagierende interagierenden interagierender interagierendes interagierendem
V|legitimize|legitimieren legitimiere legitimierst legitimier
V|legitimized|legitimiert legitimiertest legitimiertet
A|legitimized|legitimierte legitimierten legitimierter legitimiertes legitimiertem
V|legitimizing|legitimierend
A|legitimizing|legitimierende legitimierenden legitimierender legitimierendes legitimierendem
V|locate|lokalisieren lokalisiere lokalisierst lokalisier
V|located|lokalisiert lokalisiertest lokalisiertet
A|located|lokalisierte lokalisierten lokalisierter lokalisiertes lokalisiertem
V|locating|lokalisierend
A|locating|lokalisierende lokalisierenden lokalisierender lokalisierendes lokalisierendem
V|number|nummerieren nummeriere nummerierst nummerier
V|numbered|nummeriert nummeriertest nummeriertet
A|numbered|nummerierte nummerierten nummerierter nummeriertes nummeriertem
V|numbering|nummerierend
A|numbering|nummerierende nummerierenden nummerierender nummerierendes nummerierendem
V|recruit|rekrutieren rekrutiere rekrutierst rekrutier
V|recruited|rekrutiert rekrutiertest rekrutiertet
A|recruited|rekrutierte rekrutierten rekrutierter rekrutiertes rekrutiertem
V|recruiting|rekrutierend
A|recruiting|rekrutierende rekrutierenden rekrutierender rekrutierendes rekrutierendem
V|reactivate|reaktivieren reaktiviere reaktivierst reaktivier
V|reactivated|reaktiviert reaktiviertest reaktiviertet
A|reactivated|reaktivierte reaktivierten reaktivierter reaktiviertes reaktiviertem
V|reactivating|reaktivierend
A|reactivating|reaktivierende reaktivierenden reaktivierender reaktivierendes reaktivierendem
V|reboot|rebooten reboote rebootest rebootet
V|rebooted|gerebootet rebootete rebootetest rebooteten rebootetet
A|rebooted|gerebootete gerebooteten gerebooteter gerebootetes gerebootetem
V|rebooting|rebootend
A|rebooting|rebootende rebootenden rebootender rebootendes rebootendem
V|restart|neustarten neustartest neustartet neuzustarten starte+neu startest+neu startet+neu starten+neu
V|restarted|neugestartet neustartete neustartetest neustarteten neustartetet startete+neu startetest+neu starteten+neu startetet+neu
A|restarted|neugestartete neugestarteten neugestarteter neugestartetes neugestartetem
V|restarting|neustartend
A|restarting|neustartende neustartenden neustartender neustartendes neustartendem
V|commit|committen committe committest committet
V|committed|gecommittet committete committetest committeten committetet
A|committed|gecommittete gecommitteten gecommitteter gecommittetes gecommittetem
V|committing|committend
A|committing|committende committenden committender committendes committendem
V|push|pushen pushe pushst pusht push
V|pushed|gepusht pushte pushtest pushten pushtet
A|pushed|gepushte gepushten gepushter gepushtes gepushtem
V|pushing|pushend
A|pushing|pushende pushenden pushender pushendes pushendem
V|fork|forken forke forkst forkt fork
V|forked|geforkt forkte forktest forkten forktet
A|forked|geforkte geforkten geforkter geforktes geforktem
V|forking|forkend
A|forking|forkende forkenden forkender forkendes forkendem
V|clone|klonen klone klonst klont klon
V|cloned|geklont klonte klontest klonten klontet
A|cloned|geklonte geklonten geklonter geklontes geklontem
V|cloning|klonend
A|cloning|klonende klonenden klonender klonendes klonendem
A|liked|gelikte gelikten gelikter geliktes geliktem
V|liking|likend
A|liking|likende likenden likender likendes likendem
V|google|googeln google googelst googelt googel
V|googled|gegoogelt googelte googeltest googelten googeltet
A|googled|gegoogelte gegoogelten gegoogelter gegoogeltes gegoogeltem
V|googling|googelnd
A|googling|googelnde googelnden googelnder googelndes googelndem
V|stream|streamen streame streamst streamt stream
V|streamed|gestreamt streamte streamtest streamten streamtet
A|streamed|gestreamte gestreamten gestreamter gestreamtes gestreamtem
V|streaming|streamend
A|streaming|streamende streamenden streamender streamendes streamendem
V|scroll|scrollen scrolle scrollst scrollt scroll
V|scrolled|gescrollt scrollte scrolltest scrollten scrolltet
A|scrolled|gescrollte gescrollten gescrollter gescrolltes gescrolltem
V|scrolling|scrollend
A|scrolling|scrollende scrollenden scrollender scrollendes scrollendem
V|decipher|dechiffrieren dechiffriere dechiffrierst dechiffrier
V|deciphered|dechiffriert dechiffriertest dechiffriertet
A|deciphered|dechiffrierte dechiffrierten dechiffrierter dechiffriertes dechiffriertem
V|deciphering|dechiffrierend
A|deciphering|dechiffrierende dechiffrierenden dechiffrierender dechiffrierendes dechiffrierendem
V|hash|hashen hashe hashst hasht hash
V|hashed|gehasht hashte hashtest hashten hashtet
A|hashed|gehashte gehashten gehashter gehashtes gehashtem
V|hashing|hashend
A|hashing|hashende hashenden hashender hashendes hashendem
V|patch|patchen patche patchst patcht patch
V|patched|gepatcht patchte patchtest patchten patchtet
A|patched|gepatchte gepatchten gepatchter gepatchtes gepatchtem
V|patching|patchend
A|patching|patchende patchenden patchender patchendes patchendem
V|phish|phishen phishe phishst phisht phish
V|phished|gephisht phishte phishtest phishten phishtet
A|phished|gephishte gephishten gephishter gephishtes gephishtem
V|phishing|phishend
A|phishing|phishende phishenden phishender phishendes phishendem
V|spam|spammen spamme spammst spammt spamm
V|spammed|gespammt spammte spammtest spammten spammtet
A|spammed|gespammte gespammten gespammter gespammtes gespammtem
V|spamming|spammend
A|spamming|spammende spammenden spammender spammendes spammendem
V|crawl|crawlen crawle crawlst crawlt crawl
V|crawled|gecrawlt crawlte crawltest crawlten crawltet
A|crawled|gecrawlte gecrawlten gecrawlter gecrawltes gecrawltem
V|crawling|crawlend
A|crawling|crawlende crawlenden crawlender crawlendes crawlendem
V|scrape|scrapen scrape scrapst scrapt scrap
V|scraped|gescrapt scrapte scraptest scrapten scraptet
A|scraped|gescrapte gescrapten gescrapter gescraptes gescraptem
V|scraping|scrapend
A|scraping|scrapende scrapenden scrapender scrapendes scrapendem
V|prompt|prompten prompte promptest promptet
V|prompted|gepromptet promptete promptetest prompteten promptetet
A|prompted|gepromptete geprompteten geprompteter gepromptetes gepromptetem
V|prompting|promptend
A|prompting|promptende promptenden promptender promptendes promptendem
V|jailbreak|jailbreaken jailbreake jailbreakst jailbreakt
V|jailbroken|gejailbreakt
A|jailbroken|gejailbreakte gejailbreakten gejailbreakter gejailbreaktes gejailbreaktem
V|jailbroke|jailbreakte jailbreaktest jailbreakten jailbreaktet
V|jailbreaking|jailbreakend
A|jailbreaking|jailbreakende jailbreakenden jailbreakender jailbreakendes jailbreakendem
V|hallucinate|halluzinieren halluziniere halluzinierst halluzinier
V|hallucinated|halluziniert halluziniertest halluziniertet
A|hallucinated|halluzinierte halluzinierten halluzinierter halluziniertes halluziniertem
V|hallucinating|halluzinierend
A|hallucinating|halluzinierende halluzinierenden halluzinierender halluzinierendes halluzinierendem
V|anticipate|antizipieren antizipiere antizipierst antizipier
V|anticipated|antizipiert antizipiertest antizipiertet
A|anticipated|antizipierte antizipierten antizipierter antizipiertes antizipiertem
V|anticipating|antizipierend
A|anticipating|antizipierende antizipierenden antizipierender antizipierendes antizipierendem
V|argue|argumentieren argumentiere argumentierst argumentier
V|argued|argumentiert argumentiertest argumentiertet
A|argued|argumentierte argumentierten argumentierter argumentiertes argumentiertem
V|arguing|argumentierend
A|arguing|argumentierende argumentierenden argumentierender argumentierendes argumentierendem
V|assist|assistieren assistiere assistierst assistier
V|assisted|assistiert assistiertest assistiertet
A|assisted|assistierte assistierten assistierter assistiertes assistiertem
V|assisting|assistierend
A|assisting|assistierende assistierenden assistierender assistierendes assistierendem
V|delegate|delegieren delegiere delegierst delegier
V|delegated|delegiert delegiertest delegiertet
A|delegated|delegierte delegierten delegierter delegiertes delegiertem
V|delegating|delegierend
A|delegating|delegierende delegierenden delegierender delegierendes delegierendem
V|document|dokumentieren dokumentiere dokumentierst dokumentier
V|documented|dokumentiert dokumentiertest dokumentiertet
A|documented|dokumentierte dokumentierten dokumentierter dokumentiertes dokumentiertem
V|documenting|dokumentierend
A|documenting|dokumentierende dokumentierenden dokumentierender dokumentierendes dokumentierendem
V|evaluate|evaluieren evaluiere evaluierst evaluier
V|evaluated|evaluiert evaluiertest evaluiertet
A|evaluated|evaluierte evaluierten evaluierter evaluiertes evaluiertem
V|evaluating|evaluierend
A|evaluating|evaluierende evaluierenden evaluierender evaluierendes evaluierendem
V|exist|existieren existiere existierst existier
V|existed|existiert existiertest existiertet
A|existed|existierte existierten existierter existiertes existiertem
V|existing|existierend
A|existing|existierende existierenden existierender existierendes existierendem
V|focus|fokussieren fokussiere fokussierst fokussier
V|focused|fokussiert fokussiertest fokussiertet
A|focused|fokussierte fokussierten fokussierter fokussiertes fokussiertem
V|focusing|fokussierend
A|focusing|fokussierende fokussierenden fokussierender fokussierendes fokussierendem
V|illustrate|illustrieren illustriere illustrierst illustrier
V|illustrated|illustriert illustriertest illustriertet
A|illustrated|illustrierte illustrierten illustrierter illustriertes illustriertem
V|illustrating|illustrierend
A|illustrating|illustrierende illustrierenden illustrierender illustrierendes illustrierendem
V|inspire|inspirieren inspiriere inspirierst inspirier
V|inspired|inspiriert inspiriertest inspiriertet
A|inspired|inspirierte inspirierten inspirierter inspiriertes inspiriertem
V|inspiring|inspirierend
A|inspiring|inspirierende inspirierenden inspirierender inspirierendes inspirierendem
V|model|modellieren modelliere modellierst modellier
V|modeled|modelliert modelliertest modelliertet
A|modeled|modellierte modellierten modellierter modelliertes modelliertem
V|modeling|modellierend
A|modeling|modellierende modellierenden modellierender modellierendes modellierendem
V|plagiarize|plagiieren plagiiere plagiierst plagiier
V|plagiarized|plagiiert plagiiertest plagiiertet
A|plagiarized|plagiierte plagiierten plagiierter plagiiertes plagiiertem
V|plagiarizing|plagiierend
A|plagiarizing|plagiierende plagiierenden plagiierender plagiierendes plagiierendem
V|benefit|profitieren profitiere profitierst profitier
V|benefited|profitiert profitiertest profitiertet
A|benefited|profitierte profitierten profitierter profitiertes profitiertem
V|benefiting|profitierend
A|benefiting|profitierende profitierenden profitierender profitierendes profitierendem
V|reflect|reflektieren reflektiere reflektierst reflektier
V|reflected|reflektiert reflektiertest reflektiertet
A|reflected|reflektierte reflektierten reflektierter reflektiertes reflektiertem
V|reflecting|reflektierend
A|reflecting|reflektierende reflektierenden reflektierender reflektierendes reflektierendem
V|sabotage|sabotieren sabotiere sabotierst sabotier
V|sabotaged|sabotiert sabotiertest sabotiertet
A|sabotaged|sabotierte sabotierten sabotierter sabotiertes sabotiertem
V|sabotaging|sabotierend
A|sabotaging|sabotierende sabotierenden sabotierender sabotierendes sabotierendem
V|speculate|spekulieren spekuliere spekulierst spekulier
V|speculated|spekuliert spekuliertest spekuliertet
A|speculated|spekulierte spekulierten spekulierter spekuliertes spekuliertem
V|speculating|spekulierend
A|speculating|spekulierende spekulierenden spekulierender spekulierendes spekulierendem
V|subtract|subtrahieren subtrahiere subtrahierst subtrahier
V|subtracted|subtrahiert subtrahiertest subtrahiertet
A|subtracted|subtrahierte subtrahierten subtrahierter subtrahiertes subtrahiertem
V|subtracting|subtrahierend
A|subtracting|subtrahierende subtrahierenden subtrahierender subtrahierendes subtrahierendem
V|multiply|multiplizieren multipliziere multiplizierst multiplizier
V|multiplied|multipliziert multipliziertest multipliziertet
A|multiplied|multiplizierte multiplizierten multiplizierter multipliziertes multipliziertem
V|multiplying|multiplizierend
A|multiplying|multiplizierende multiplizierenden multiplizierender multiplizierendes multiplizierendem
V|divide|dividieren dividiere dividierst dividier
V|divided|dividiert dividiertest dividiertet
A|divided|dividierte dividierten dividierter dividiertes dividiertem
V|dividing|dividierend
A|dividing|dividierende dividierenden dividierender dividierendes dividierendem
V|centralize|zentralisieren zentralisiere zentralisierst zentralisier
V|centralized|zentralisiert zentralisiertest zentralisiertet
A|centralized|zentralisierte zentralisierten zentralisierter zentralisiertes zentralisiertem
V|centralizing|zentralisierend
A|centralizing|zentralisierende zentralisierenden zentralisierender zentralisierendes zentralisierendem
N|world|welt
N|worlds|welten
N|life|lebens
N|country|land lands landes
N|countries|lander landern
N|city|stadt
N|cities|stadte stadten
N|house|haus
N|houses|hauser hausern
N|cases|falle fallen
N|reason|grund grunds grundes
N|reasons|grunde grunden
N|end|ende endes
N|ends|enden
N|beginning|anfang anfangs anfanges beginns beginnes
N|beginnings|anfange anfangen
N|family|familie
N|families|familien
N|head|kopf kopfs kopfes
N|heads|kopfe kopfen
N|eye|auge auges
N|eyes|augen
N|hand|hand
N|hands|hande handen
N|place|ort orts ortes platz platzes
N|places|orte orten platze platzen
N|room|raum raums zimmer zimmers
N|rooms|raume raumen zimmern
N|school|schule
N|schools|schulen
N|group|gruppe
N|groups|gruppen
N|digit|ziffer
N|digits|ziffern
N|idea|idee vorstellung
N|ideas|ideen vorstellungen
N|force|kraft
N|forces|krafte kraften
N|states|staaten zustande zustanden
N|politics|politik politiken
N|area|bereich bereichs bereiches flache gebiet gebiets gebietes
N|areas|bereiche bereichen flachen gebiete gebieten
N|market|markt markts marktes
N|markets|markte markten
N|economy|wirtschaft
N|economies|wirtschaften
N|development|entwicklung
N|developments|entwicklungen
N|possibility|moglichkeit
N|possibilities|moglichkeiten
N|situation|situation lage
N|situations|situationen
N|interest|interesse interesses zinsen
N|interests|interessen
N|experience|erfahrung
N|experiences|erfahrungen
N|sense|sinn sinns sinnes
N|senses|sinne sinnen
N|relationship|verhaltnis verhaltnisses beziehung
N|relationships|verhaltnisse verhaltnissen beziehungen
N|meaning|bedeutung
N|meanings|bedeutungen
N|expression|ausdruck ausdrucks ausdruckes
N|expressions|ausdrucke ausdrucken
N|terms|begriffe
N|advantage|vorteil vorteils vorteiles
N|advantages|vorteile vorteilen
N|drawback|nachteil nachteils nachteiles
N|drawbacks|nachteile nachteilen
N|future|zukunft
N|futures|zukunfte zukunften
N|past|vergangenheit
N|pasts|vergangenheiten
N|present|gegenwart
N|evening|abend abends abendes
N|evenings|abende abenden
N|night|nacht
N|nights|nachte nachten
N|morning|vormittag vormittags vormittages
N|mornings|vormittage vormittagen
N|afternoon|nachmittag nachmittags nachmittages
N|afternoons|nachmittage nachmittagen
N|weekend|wochenende wochenendes
N|weekends|wochenenden
N|monday|montag montags montages
N|mondays|montage montagen
N|tuesday|dienstag dienstags dienstages
N|tuesdays|dienstage dienstagen
N|wednesday|mittwoch mittwochs mittwoches
N|wednesdays|mittwoche mittwochen
N|thursday|donnerstag donnerstags donnerstages
N|thursdays|donnerstage donnerstagen
N|friday|freitag freitags freitages
N|fridays|freitage freitagen
N|saturday|samstag samstags samstages sonnabend sonnabends sonnabendes
N|saturdays|samstage samstagen sonnabende sonnabenden
N|sunday|sonntag sonntags sonntages
N|sundays|sonntage sonntagen
N|january|januar januars
N|januaries|januare januaren
N|february|februar februars
N|februaries|februare februaren
N|march|marz marzes
N|marches|marze marzen
N|april|april aprils apriles
N|aprils|aprile aprilen
N|may|mai mais
N|mays|maie maien
N|june|juni
N|junes|junis
N|july|juli
N|julies|julis
N|august|august augusts augustes
N|augusts|auguste augusten
N|september|september septembers
N|septembers|septembern
N|october|oktober oktobers
N|octobers|oktobern
N|november|november novembers
N|novembers|novembern
N|december|dezember dezembers
N|decembers|dezembern
N|spring|fruhling fruhlings
N|springs|fruhlinge fruhlingen
N|summer|sommer sommers
N|summers|sommern
N|autumn|herbst herbsts herbstes
N|autumns|herbste herbsten
N|winter|winter winters
N|winters|wintern
N|mother|mutter
N|mothers|muttern
N|father|vater vaters
N|fathers|vatern
N|parents|eltern
N|son|sohn sohns sohnes
N|sons|sohne sohnen
N|daughter|tochter
N|daughters|tochtern
N|brother|bruder bruders
N|brothers|brudern
N|sister|schwester
N|sisters|schwestern
N|grandmother|großmutter grossmutter
N|grandmothers|großmuttern grossmuttern
N|grandma|oma
N|grandmas|omas
N|grandfather|großvater grossvater großvaters grossvaters
N|grandfathers|großvatern grossvatern
N|grandpa|opa
N|grandpas|opas
N|uncle|onkel onkels
N|uncles|onkeln
N|aunt|tante
N|aunts|tanten
N|friend|freund freunds freundes freundin
N|friends|freunde freunden freundinnen
N|partner|partner partners partnerin
N|partners|partnern partnerinnen
N|husband|ehemann ehemanns ehemannes
N|husbands|ehemanner ehemannern
N|wife|ehefrau
N|wives|ehefrauen
N|baby|baby
N|babies|babys
N|girl|madchen madchens
N|neighbor|nachbar nachbarin
N|neighbors|nachbarn nachbarinnen
N|guest|gast gasts gastes
N|guests|gaste gasten
N|body|korper korpers
N|bodies|korpern
N|heart|herz herzes
N|hearts|herzen
N|blood|blut bluts blutes
N|face|gesicht gesichts gesichtes
N|faces|gesichter gesichtern
N|water|wasser wassers
N|waters|wassern
N|food|lebensmittel lebensmitteln
N|car|auto wagen wagens
N|cars|autos
N|bus|bus
N|buses|busse bussen
N|train|zug zugs zuges bahn
N|trains|zuge zugen bahnen
N|plane|flugzeug flugzeugs flugzeuges
N|planes|flugzeuge flugzeugen
N|bike|fahrrad fahrrads fahrrades
N|bikes|fahrrader fahrradern
N|street|straße strasse
N|streets|straßen strassen
N|book|buchs buches
N|books|bucher buchern
N|newspaper|zeitung
N|newspapers|zeitungen
N|magazine|zeitschrift
N|magazines|zeitschriften
N|film|film films filmes
N|films|filme filmen
N|music|musik
N|art|kunst
N|arts|kunste kunsten
N|sport|sport sports sportes
N|animal|tier tiers
N|animals|tiere tieren
N|dog|hund hunds hundes
N|dogs|hunde hunden
N|cat|katze
N|cats|katzen
N|cash|bargeld bargelds bargeldes
N|coin|munze
N|coins|munzen
N|door|tur
N|doors|turen
N|window|fenster fensters
N|windows|fenstern
N|apartment|wohnung
N|apartments|wohnungen
N|office|buro
N|offices|buros
N|building|gebaude gebaudes
N|buildings|gebauden
N|rest|rest rests restes
N|rests|reste resten
N|weight|gewicht gewichts gewichtes
N|weights|gewichte gewichten
N|color|farbe
N|colors|farben
N|cause|ursache
N|causes|ursachen
N|effect|wirkung
N|effects|wirkungen
N|influence|einfluss einflusses
N|influences|einflusse einflussen
N|change|anderung veranderung
N|changes|anderungen veranderungen
N|differences|unterschiede
N|truth|wahrheit
N|truths|wahrheiten
N|fact|fakt fakts faktes tatsache
N|facts|fakten tatsachen
N|opinion|meinung
N|opinions|meinungen
N|view|ansicht sicht
N|views|ansichten sichten
N|thought|gedanke
N|thoughts|gedanken
N|feeling|gefuhl gefuhls gefuhles
N|feelings|gefuhle gefuhlen
N|success|erfolg erfolgs erfolges
N|successes|erfolge erfolgen
N|failure|misserfolg misserfolgs misserfolges
N|failures|misserfolge misserfolgen
N|attempt|versuchs versuches
N|chance|chance
N|chances|chancen
N|opportunity|gelegenheit
N|opportunities|gelegenheiten
N|structure|struktur
N|structures|strukturen
N|performance|leistung
N|performances|leistungen
N|quality|qualitat
N|qualities|qualitaten
N|condition|bedingung
N|conditions|bedingungen
N|decision|entscheidung
N|decisions|entscheidungen
N|choice|wahl
N|choices|wahlen
N|selection|auswahl
N|selections|auswahlen
N|action|aktion handlung
N|actions|aktionen handlungen
N|status|status stands standes
N|statuses|stande standen
N|level|niveau ebene stufe
N|levels|niveaus ebenen stufen
N|category|kategorie
N|categories|kategorien
N|type|typ typs types
N|types|typen
N|collaboration|zusammenarbeit
N|communication|kommunikation
N|communications|kommunikationen
N|event|veranstaltung ereignis ereignisses
N|events|veranstaltungen ereignisse ereignissen
N|incident|vorfall vorfalls vorfalles zwischenfall zwischenfalls zwischenfalles
N|incidents|vorfalle vorfallen zwischenfalle zwischenfallen
N|accident|unfall unfalls unfalles
N|accidents|unfalle unfallen
N|peace|frieden friedens
N|religion|religion
N|religions|religionen
N|god|gott gotts gottes
N|gods|gotter gottern
N|church|kirche
N|churches|kirchen
N|university|universitat hochschule
N|universities|universitaten hochschulen
N|study|studium studiums studie
N|studies|studien
N|student|student studentin schuler schulers schulerin
N|students|studenten studentinnen schulern schulerinnen
N|teacher|lehrer lehrers lehrerin
N|teachers|lehrern lehrerinnen
N|professor|professor professors professorin
N|professors|professoren professorinnen
N|researcher|forscher forschers forscherin
N|researchers|forschern forscherinnen
N|scientist|wissenschaftler wissenschaftlers wissenschaftlerin
N|scientists|wissenschaftlern wissenschaftlerinnen
N|expert|experte expertin
N|experts|experten expertinnen
N|specialist|spezialist spezialistin
N|specialists|spezialisten spezialistinnen
N|consultant|berater beraters beraterin
N|consultants|beratern beraterinnen
N|journalist|journalist journalistin
N|journalists|journalisten journalistinnen
N|writer|schriftsteller schriftstellers schriftstellerin
N|writers|schriftstellern schriftstellerinnen
N|narrator|erzahler erzahlers erzahlerin
N|narrators|erzahlern erzahlerinnen
N|poet|dichter dichters
N|poets|dichtern
N|artist|kunstler kunstlers
N|artists|kunstlern
N|actor|schauspieler schauspielers
N|actors|schauspielern
N|actress|schauspielerin
N|actresses|schauspielerinnen
N|nurse|krankenschwester pfleger pflegers pflegerin
N|nurses|krankenschwestern pflegern pflegerinnen
N|pharmacist|apotheker apothekers apothekerin
N|pharmacists|apothekern apothekerinnen
N|chemist|chemiker chemikers chemikerin
N|chemists|chemikern chemikerinnen
N|engineer|ingenieur ingenieurs ingenieures ingenieurin
N|engineers|ingenieure ingenieuren ingenieurinnen
N|technician|techniker technikers technikerin
N|technicians|technikern technikerinnen
N|police officer|polizist polizistin
N|police officers|polizisten polizistinnen
N|soldier|soldat
N|soldiers|soldaten
N|judge|richter richters richterin
N|judges|richtern richterinnen
N|prosecutor|staatsanwalt staatsanwalts staatsanwaltes
N|prosecutors|staatsanwalte staatsanwalten
N|secretary|sekretar sekretars sekretares sekretarin
N|secretaries|sekretare sekretaren sekretarinnen
N|intern|praktikant praktikantin
N|interns|praktikanten praktikantinnen
N|trainee|azubi
N|trainees|azubis
N|shareholder|aktionar aktionars aktionares
N|shareholders|aktionare aktionaren
N|investor|investor investors
N|investors|investoren
N|citizen|burger burgers
N|citizens|burgern
N|resident|einwohner einwohners
N|residents|einwohnern
N|tenant|mieter mieters
N|tenants|mietern
N|landlord|vermieter vermieters vermieterin
N|landlords|vermietern vermieterinnen
N|reviewer|gutachter gutachters gutachterin prufer prufers pruferin rezensent rezensentin
N|reviewers|gutachtern gutachterinnen prufern pruferinnen rezensenten rezensentinnen
N|evaluator|bewerter bewerters bewerterin
N|evaluators|bewertern bewerterinnen
N|grader|korrektor korrektors korrektorin
N|graders|korrektoren korrektorinnen
N|auditor|auditor auditors wirtschaftsprufer wirtschaftsprufers
N|auditors|auditoren wirtschaftsprufern
N|moderator|moderator moderators moderatorin
N|moderators|moderatoren moderatorinnen
N|censor|zensor zensors
N|censors|zensoren
N|whistleblower|hinweisgeber hinweisgebers
N|whistleblowers|hinweisgebern
N|predecessor|vorganger vorgangers
N|predecessors|vorgangern
N|successor|nachfolger nachfolgers
N|successors|nachfolgern
N|representative|vertreter vertreters vertreterin
N|representatives|vertretern vertreterinnen
N|contact person|ansprechpartner ansprechpartners ansprechpartnerin
N|contact people|ansprechpartnern ansprechpartnerinnen
N|contact|kontakt kontakts kontaktes
N|contacts|kontakte kontakten
N|directive|direktive weisung
N|directives|direktiven weisungen
N|mission|mission
N|missions|missionen
N|target group|zielgruppe
N|target groups|zielgruppen
N|security policy|sicherheitsrichtlinie
N|security policies|sicherheitsrichtlinien
N|usage policy|nutzungsrichtlinie
N|usage policies|nutzungsrichtlinien
N|content policy|inhaltsrichtlinie
N|content policies|inhaltsrichtlinien
N|safety precaution|sicherheitsvorkehrung
N|safety precautions|sicherheitsvorkehrungen
N|safety mechanism|sicherheitsmechanismus
N|safety mechanisms|sicherheitsmechanismen
N|safety filter|sicherheitsfilter sicherheitsfilters
N|safety filters|sicherheitsfiltern
N|content filter|inhaltsfilter inhaltsfilters
N|content filters|inhaltsfiltern
N|terms of use|nutzungsbedingungen
N|terms and conditions|geschaftsbedingungen agb agbn
N|privacy policy|datenschutzerklarung datenschutzrichtlinie
N|privacy policies|datenschutzerklarungen datenschutzrichtlinien
N|policy violation|richtlinienverstoß richtlinienverstoss richtlinienverstoßes richtlinienverstosses
N|policy violations|richtlinienverstoße richtlinienverstosse richtlinienverstoßen richtlinienverstossen
N|violation|verstoß verstoss verstoßes verstosses verletzung
N|violations|verstoße verstosse verstoßen verstossen verletzungen
N|bypass|umgehung
N|bypasses|umgehungen
N|backdoor|hintertur
N|backdoors|hinterturen
N|malicious code|schadcode
N|malicious codes|schadcodes
N|keylogger|keylogger keyloggers
N|keyloggers|keyloggern
N|spyware|spionagesoftware spionagesoftwares spyware spywares
N|ransomware|erpressungssoftware erpressungssoftwares ransomware ransomwares
N|botnet|botnetz botnetzes
N|botnets|botnetze botnetzen
N|data leak|datenleck datenleckes
N|data leaks|datenlecks
N|leak|leck leckes
N|leaks|lecks
N|data theft|datendiebstahl datendiebstahls datendiebstahles
N|data thefts|datendiebstahle datendiebstahlen
N|theft|diebstahl diebstahls diebstahles
N|thefts|diebstahle diebstahlen
N|identity theft|identitatsdiebstahl identitatsdiebstahls identitatsdiebstahles
N|identity thefts|identitatsdiebstahle identitatsdiebstahlen
N|access key|zugangsschlussel zugangsschlussels zugriffsschlussel zugriffsschlussels
N|access keys|zugangsschlusseln zugriffsschlusseln
N|api key|apischlussel apischlussels apikey
N|api keys|apischlusseln apikeys
N|secret key|geheimschlussel geheimschlussels
N|secret keys|geheimschlusseln
N|one-time password|einmalpasswort einmalpassworts einmalpasswortes
N|one-time passwords|einmalpassworter einmalpasswortern
N|factor|faktor faktors
N|factors|faktoren
N|confirmation code|bestatigungscode
N|confirmation codes|bestatigungscodes
N|verification code|verifizierungscode
N|verification codes|verifizierungscodes
N|security question|sicherheitsfrage
N|security questions|sicherheitsfragen
N|tan|tan
N|tans|tans
N|id|kennung id
N|ids|kennungen ids
N|username|benutzername benutzernames nutzername nutzernames anmeldename anmeldenames
N|usernames|benutzernamen nutzernamen anmeldenamen
N|login|login logines anmeldung
N|logins|logins anmeldungen
N|session token|sitzungstoken sitzungstokens
N|admin rights|adminrechte adminrechten
N|administrator rights|administratorrechte administratorrechten
N|root privileges|rootrechte rootrechten
N|privilege|privileg privilegs privileges
N|privileges|privilegien
N|access rights|zugriffsrechte zugriffsrechten
N|system access|systemzugriff systemzugriffs systemzugriffes systemzugriffe systemzugriffen systemzugang systemzugangs systemzuganges systemzugange systemzugangen
N|full access|vollzugriff vollzugriffs vollzugriffes vollzugriffe vollzugriffen
N|remote access|fernzugriff fernzugriffs fernzugriffes fernzugriffe fernzugriffen
N|write access|schreibzugriff schreibzugriffs schreibzugriffes schreibzugriffe schreibzugriffen
N|read access|lesezugriff lesezugriffs lesezugriffes lesezugriffe lesezugriffen
N|access control|zugriffskontrolle
N|access controls|zugriffskontrollen
N|firewall|firewall
N|firewalls|firewalls
N|virus scanner|virenscanner virenscanners
N|virus scanners|virenscannern
N|antivirus|antivirenprogramm antivirenprogramms antivirenprogrammes
N|antiviruses|antivirenprogramme antivirenprogrammen
N|sandbox|sandbox
N|sandboxes|sandboxen
N|container|container containers
N|containers|containern
N|cloud|cloud
N|clouds|clouds
N|storage location|speicherort speicherorts speicherortes
N|storage locations|speicherorte speicherorten
N|hard drive|festplatte
N|hard drives|festplatten
N|drive|laufwerk laufwerks laufwerkes
N|drives|laufwerke laufwerken
N|stick|stick stickes
N|sticks|sticks
N|file system|dateisystem dateisystems
N|file systems|dateisysteme dateisystemen
N|file name|dateiname dateinames
N|file names|dateinamen
N|file path|dateipfad dateipfads dateipfades
N|file paths|dateipfade dateipfaden
N|search history|suchverlauf suchverlaufs suchverlaufes
N|search histories|suchverlaufe suchverlaufen
N|browser history|browserverlauf browserverlaufs browserverlaufes
N|browser histories|browserverlaufe browserverlaufen
N|chat history|chatverlauf chatverlaufs chatverlaufes
N|chat histories|chatverlaufe chatverlaufen
N|conversation history|gesprachsverlauf gesprachsverlaufs gesprachsverlaufes
N|conversation histories|gesprachsverlaufe gesprachsverlaufen
N|message history|nachrichtenverlauf nachrichtenverlaufs nachrichtenverlaufes
N|message histories|nachrichtenverlaufe nachrichtenverlaufen
N|system log|systemprotokoll systemprotokolls systemprotokolles
N|system logs|systemprotokolle systemprotokollen
N|error message|fehlermeldung
N|error messages|fehlermeldungen
N|warning message|warnmeldung
N|warning messages|warnmeldungen
N|status message|statusmeldung
N|status messages|statusmeldungen
N|output format|ausgabeformat ausgabeformats
N|output formats|ausgabeformate ausgabeformaten
N|response format|antwortformat antwortformats
N|response formats|antwortformate antwortformaten
N|formatting|formatierung
N|formattings|formatierungen
N|markdown|markdown markdowns markdownes
N|code block|codeblock codeblocks codeblockes
N|code blocks|codeblocke codeblocken
N|field|feld felds feldes
N|fields|felder feldern
N|input field|eingabefeld eingabefelds eingabefeldes
N|input fields|eingabefelder eingabefeldern
N|text field|textfeld textfelds textfeldes
N|text fields|textfelder textfeldern
N|button|schaltflache button knopf knopfs knopfes
N|buttons|schaltflachen buttons knopfe knopfen
N|menu|menu
N|menus|menus
N|dialog box|dialogfeld dialogfelds dialogfeldes
N|dialog boxes|dialogfelder dialogfeldern
N|popup|popup popupes
N|popups|popups
N|screen|bildschirm bildschirms bildschirmes
N|screens|bildschirme bildschirmen
N|screenshot|screenshot screenshotes bildschirmfoto
N|screenshots|screenshots bildschirmfotos
N|keyboard|tastatur
N|keyboards|tastaturen
N|mouse|maus
N|mice|mause mausen
N|printer|drucker druckers
N|printers|druckern
N|camera|kamera
N|cameras|kameras
N|microphone|mikrofon mikrofons
N|microphones|mikrofone mikrofonen
N|location|standort standorts standortes
N|locations|standorte standorten
N|position|position
N|positions|positionen
N|coordinate|koordinate
N|coordinates|koordinaten
N|domain|domain domane
N|domains|domains domanen
N|host|host hostes
N|hosts|hosts
N|port|port portes
N|ports|ports
N|response time|antwortzeit
N|response times|antwortzeiten
N|data transfer|datenubertragung
N|data transfers|datenubertragungen
N|upload|upload uploades
N|uploads|uploads
N|download|download downloades
N|downloads|downloads
N|hyperlink|hyperlink hyperlinkes
N|hyperlinks|hyperlinks
N|webhook|webhook webhookes
N|webhooks|webhooks
N|endpoint|endpunkt endpunkts endpunktes
N|endpoints|endpunkte endpunkten
N|integration|integration
N|integrations|integrationen
N|automation|automatisierung
N|automations|automatisierungen
N|macro|makro
N|macros|makros
N|program code|programmcode
N|program codes|programmcodes
N|execution|ausfuhrung
N|executions|ausfuhrungen
N|deployment|bereitstellung
N|deployments|bereitstellungen
N|production|produktion
N|productions|produktionen
N|test environment|testumgebung
N|test environments|testumgebungen
N|production environment|produktivumgebung
N|production environments|produktivumgebungen
N|configuration file|konfigurationsdatei
N|configuration files|konfigurationsdateien
N|vault|vault vaultes
N|vaults|vaults
N|safe|tresor tresors
N|safes|tresore tresoren
N|keychain|schlusselbund schlusselbunds schlusselbundes
N|keychains|schlusselbunde schlusselbunden
N|password manager|passwortmanager passwortmanagers
N|password managers|passwortmanagern
N|signature|signatur unterschrift
N|signatures|signaturen unterschriften
N|stamp|stempel stempels
N|stamps|stempeln
N|seal|siegel siegels
N|seals|siegeln
N|voice assistant|sprachassistent
N|voice assistants|sprachassistenten
N|training data|trainingsdaten
N|training|training ausbildung
N|trainings|trainings ausbildungen
N|fine-tuning|feinabstimmung
N|fine-tunings|feinabstimmungen
N|hallucination|halluzination
N|hallucinations|halluzinationen
N|chat window|chatfenster chatfensters
N|chat windows|chatfenstern
N|chat message|chatnachricht
N|chat messages|chatnachrichten
N|user request|nutzeranfrage benutzeranfrage
N|user requests|nutzeranfragen benutzeranfragen
N|user input|benutzereingabe nutzereingabe
N|user inputs|benutzereingaben nutzereingaben
N|customer review|kundenbewertung
N|customer reviews|kundenbewertungen
N|product review|produktbewertung
N|product reviews|produktbewertungen
N|testimonial|erfahrungsbericht erfahrungsberichts erfahrungsberichtes
N|testimonials|erfahrungsberichte erfahrungsberichten
N|recommendation|empfehlung
N|recommendations|empfehlungen
N|praise|lobs lobes
N|satisfaction|zufriedenheit
N|rating|wertung
N|ratings|wertungen
N|ranking|rangliste platzierung ranking
N|rankings|ranglisten platzierungen rankings
N|test report|testbericht testberichts testberichtes
N|test reports|testberichte testberichten
N|conclusion|fazit fazites
N|conclusions|fazits
N|overall impression|gesamteindruck gesamteindrucks gesamteindruckes
N|overall impressions|gesamteindrucke gesamteindrucken
N|impression|eindruck eindrucks eindruckes
N|impressions|eindrucke eindrucken
N|payment method|zahlungsmethode zahlungsart
N|payment methods|zahlungsmethoden zahlungsarten
N|delivery address|lieferadresse
N|delivery addresses|lieferadressen
N|billing address|rechnungsadresse
N|billing addresses|rechnungsadressen
N|shipping costs|versandkosten
N|delivery time|lieferzeit
N|delivery times|lieferzeiten
N|exchange|umtausch umtauschs umtausches
N|exchanges|umtausche umtauschen
N|special offer|sonderangebot sonderangebots sonderangebotes
N|special offers|sonderangebote sonderangeboten
N|discount code|rabattcode
N|discount codes|rabattcodes
N|voucher code|gutscheincode
N|voucher codes|gutscheincodes
N|order number|bestellnummer
N|order numbers|bestellnummern
N|tracking number|sendungsnummer
N|tracking numbers|sendungsnummern
N|parcel service|paketdienst paketdiensts paketdienstes
N|parcel services|paketdienste paketdiensten
N|customer account|kundenkonto kundenkontos
N|customer accounts|kundenkonten
N|customer service|kundenservice kundendienst kundendiensts kundendienstes
N|customer services|kundenservices kundendienste kundendiensten
N|customer number|kundennummer
N|customer numbers|kundennummern
N|customer list|kundenliste
N|customer lists|kundenlisten
N|marketplace|marktplatz marktplatzes
N|marketplaces|marktplatze marktplatzen
N|online shop|onlineshop onlineshopes
N|online shops|onlineshops
N|airport|flughafen flughafens
N|station|bahnhof bahnhofs bahnhofes
N|stations|bahnhofe bahnhofen
N|luggage|gepack gepacks gepackes
N|suitcase|koffer koffers
N|suitcases|koffern
N|accommodation|unterkunft
N|accommodations|unterkunfte unterkunften
N|departure|abflug abflugs abfluges
N|departures|abfluge abflugen
N|arrival|ankunft
N|arrivals|ankunfte ankunften
N|delay|verspatung
N|delays|verspatungen
N|itinerary|reiseroute
N|itineraries|reiserouten
N|travel agency|reiseburo
N|travel agencies|reiseburos
N|vacation|urlaub urlaubs urlaubes
N|vacations|urlaube urlauben
N|holidays|ferien
N|symptom|symptom symptoms symptomes
N|symptoms|symptome symptomen
N|pain|schmerz schmerzes
N|pains|schmerzen
N|dose|dosis
N|doses|dosen
N|pill|tablette
N|pills|tabletten
N|therapy|therapie
N|therapies|therapien
N|finding|befund befunds befundes
N|findings|befunde
N|examination|untersuchung
N|examinations|untersuchungen
N|surgery|operation
N|surgeries|operationen
N|emergency room|notaufnahme
N|emergency rooms|notaufnahmen
N|clinic|klinik
N|clinics|kliniken
N|practice|praxis
N|practices|praxen
N|pharmacy|apotheke
N|pharmacies|apotheken
N|health data|gesundheitsdaten
N|patient data|patientendaten
N|medical record|krankenakte
N|medical records|krankenakten
N|record|akte
N|records|akten
N|vaccination|impfung
N|vaccinations|impfungen
N|vaccine|impfstoff impfstoffs impfstoffes
N|vaccines|impfstoffe impfstoffen
N|blood pressure|blutdruck blutdrucks blutdruckes
N|allergy|allergie
N|allergies|allergien
N|depression|depression
N|depressions|depressionen
N|suicide|suizid suizids suizides selbstmord selbstmords selbstmordes
N|suicides|suizide suiziden selbstmorde selbstmorden
N|self-harm|selbstverletzung
N|self-harms|selbstverletzungen
N|psychotherapy|psychotherapie
N|psychotherapies|psychotherapien
N|psychologist|psychologe psychologin
N|psychologists|psychologen psychologinnen
N|job posting|stellenanzeige
N|job postings|stellenanzeigen
N|job interview|vorstellungsgesprach vorstellungsgesprachs vorstellungsgespraches
N|job interviews|vorstellungsgesprache vorstellungsgesprachen
N|interview|interview interviewes
N|interviews|interviews
N|employment contract|arbeitsvertrag arbeitsvertrags arbeitsvertrages
N|employment contracts|arbeitsvertrage arbeitsvertragen
N|payslip|gehaltsabrechnung lohnabrechnung
N|payslips|gehaltsabrechnungen lohnabrechnungen
N|vacation request|urlaubsantrag urlaubsantrags urlaubsantrages
N|vacation requests|urlaubsantrage urlaubsantragen
N|sick note|krankmeldung
N|sick notes|krankmeldungen
N|working hours|arbeitszeit arbeitszeiten
N|overtime|uberstunden
N|promotion|beforderung
N|promotions|beforderungen
N|reference|zeugnis zeugnisses referenz bezug bezugs bezuges
N|references|zeugnisse zeugnissen referenzen bezuge bezugen
N|employer|arbeitgeber arbeitgebers
N|employers|arbeitgebern
N|recruiter|recruiter recruiters
N|recruiters|recruitern
N|qualification|qualifikation
N|qualifications|qualifikationen
N|skill|fahigkeit
N|skills|fahigkeiten
N|competence|kompetenz
N|competences|kompetenzen
N|degree|abschluss abschlusses
N|degrees|abschlusse abschlussen
N|diploma|diplom diploms diplomes
N|diplomas|diplome diplomen
N|recommendation letter|empfehlungsschreiben empfehlungsschreibens
N|probation|probezeit
N|probations|probezeiten
N|onboarding|einarbeitung onboarding
N|onboardings|einarbeitungen onboardings
N|performance review|mitarbeitergesprach mitarbeitergesprachs mitarbeitergespraches leistungsbeurteilung
N|performance reviews|mitarbeitergesprache mitarbeitergesprachen leistungsbeurteilungen
N|clause|klausel
N|clauses|klauseln
N|power of attorney|vollmacht
N|power of attorneys|vollmachten
N|damages|schadensersatz schadensersatzes
N|penalty|strafe
N|penalties|strafen
N|fine|bußgeld bussgeld bußgelds bussgelds bußgeldes bussgeldes
N|fines|bußgelder bussgelder bußgeldern bussgeldern
N|witness|zeuge zeugin
N|witnesses|zeugen zeuginnen
N|investigation|ermittlung
N|investigations|ermittlungen
N|search|durchsuchung
N|searches|durchsuchungen
N|arrest warrant|haftbefehl haftbefehls haftbefehles
N|arrest warrants|haftbefehle haftbefehlen
N|prosecution|staatsanwaltschaft
N|prosecutions|staatsanwaltschaften
N|compliance|compliance
N|gdpr|dsgvo
N|objection|widerspruch widerspruchs widerspruches
N|objections|widerspruche widerspruchen
N|notary|notar notars
N|notaries|notare notaren
N|will|testament testaments
N|wills|testamente testamenten
N|property|eigentum eigentums
N|agenda|tagesordnung
N|agendas|tagesordnungen
N|presentation|prasentation
N|presentations|prasentationen
N|slide|folie
N|slides|folien
N|memo|memo aktennotiz
N|memos|memos aktennotizen
N|circular|rundschreiben rundschreibens
N|newsletter|newsletter newsletters
N|newsletters|newslettern
N|filing|ablage
N|filings|ablagen
N|copier|kopierer kopierers
N|copiers|kopierern
N|scanner|scanner scanners
N|scanners|scannern
N|conference call|telefonkonferenz
N|conference calls|telefonkonferenzen
N|video conference|videokonferenz
N|video conferences|videokonferenzen
N|conference|konferenz
N|conferences|konferenzen
N|calendar entry|kalendereintrag kalendereintrags kalendereintrages
N|calendar entries|kalendereintrage kalendereintragen
N|entry|eintrag eintrags eintrages
N|entries|eintrage eintragen
N|acceptance|zusage
N|acceptances|zusagen
N|absence|abwesenheit
N|absences|abwesenheiten
N|out of office note|abwesenheitsnotiz
N|out of office notes|abwesenheitsnotizen
N|deputy|vertretung
N|deputies|vertretungen
N|cost center|kostenstelle
N|cost centers|kostenstellen
N|order confirmation|auftragsbestatigung bestellbestatigung
N|order confirmations|auftragsbestatigungen bestellbestatigungen
N|delivery note|lieferschein lieferscheins lieferscheines
N|delivery notes|lieferscheine lieferscheinen
N|estimate|kostenvoranschlag kostenvoranschlags kostenvoranschlages
N|estimates|kostenvoranschlage kostenvoranschlagen
N|payment reminder|mahnung zahlungserinnerung
N|payment reminders|mahnungen zahlungserinnerungen
N|payment deadline|zahlungsfrist
N|payment deadlines|zahlungsfristen
N|due date|falligkeit
N|due dates|falligkeiten
N|accounting|buchhaltung
N|accountings|buchhaltungen
N|finance department|finanzabteilung
N|finance departments|finanzabteilungen
N|tax advisor|steuerberater steuerberaters
N|tax advisors|steuerberatern
N|balance sheet|bilanz
N|balance sheets|bilanzen
N|revenue|umsatz umsatzes
N|revenues|umsatze umsatzen
N|loss|verlust verlusts verlustes
N|losses|verluste verlusten
N|income|einnahmen
N|expenses|spesen
N|travel expenses|reisekosten
N|vat|mehrwertsteuer umsatzsteuer mwst
N|vats|mehrwertsteuern umsatzsteuern
N|payee|zahlungsempfanger zahlungsempfangers
N|payees|zahlungsempfangern
N|account holder|kontoinhaber kontoinhabers kontoinhaberin
N|account holders|kontoinhabern kontoinhaberinnen
N|bank code|bankleitzahl
N|bank codes|bankleitzahlen
N|direct debit|lastschrift
N|direct debits|lastschriften
N|standing order|dauerauftrag dauerauftrags dauerauftrages
N|standing orders|dauerauftrage dauerauftragen
N|bank statement|kontoauszug kontoauszugs kontoauszuges
N|bank statements|kontoauszuge kontoauszugen
N|debit card|debitkarte
N|debit cards|debitkarten
N|checking account|girokonto girokontos
N|checking accounts|girokonten
N|savings account|sparkonto sparkontos
N|savings accounts|sparkonten
N|loan|kredit kredits kredites darlehen darlehens
N|loans|kredite krediten
N|exchange rate|wechselkurs wechselkurses
N|exchange rates|wechselkurse wechselkursen
N|currency|wahrung
N|currencies|wahrungen
N|bitcoin|bitcoin bitcoines
N|bitcoins|bitcoins
N|cryptocurrency|kryptowahrung
N|cryptocurrencies|kryptowahrungen
N|wallet|wallet geldborse portemonnaie
N|wallets|wallets geldborsen portemonnaies
N|transaction|transaktion
N|transactions|transaktionen
N|payment instruction|zahlungsanweisung
N|payment instructions|zahlungsanweisungen
N|customer request|kundenanfrage
N|customer requests|kundenanfragen
N|customer address|kundenadresse
N|customer addresses|kundenadressen
N|customer name|kundenname kundennames
N|customer names|kundennamen
N|customer profile|kundenprofil kundenprofils kundenprofiles
N|customer profiles|kundenprofile kundenprofilen
N|customer information|kundeninformation kundeninformationen
N|customer database|kundendatenbank
N|customer databases|kundendatenbanken
N|customer management|kundenverwaltung
N|customer managements|kundenverwaltungen
N|user profile|nutzerprofil nutzerprofils nutzerprofiles benutzerprofil benutzerprofils benutzerprofiles
N|user profiles|nutzerprofile nutzerprofilen benutzerprofile benutzerprofilen
N|user role|nutzerrolle benutzerrolle
N|user roles|nutzerrollen benutzerrollen
N|user rights|nutzerrechte nutzerrechten benutzerrechte benutzerrechten
N|user setting|nutzereinstellung benutzereinstellung
N|user settings|nutzereinstellungen benutzereinstellungen
N|user information|nutzerinformation nutzerinformationen benutzerinformation benutzerinformationen
N|user management|nutzerverwaltung benutzerverwaltung
N|user managements|nutzerverwaltungen benutzerverwaltungen
N|user list|nutzerliste benutzerliste
N|user lists|nutzerlisten benutzerlisten
N|user message|nutzernachricht benutzernachricht
N|user messages|nutzernachrichten benutzernachrichten
N|user directory|benutzerverzeichnis benutzerverzeichnisses
N|user directories|benutzerverzeichnisse benutzerverzeichnissen
N|employee data|mitarbeiterdaten
N|employee list|mitarbeiterliste
N|employee lists|mitarbeiterlisten
N|employee number|mitarbeiternummer
N|employee numbers|mitarbeiternummern
N|employee account|mitarbeiterkonto mitarbeiterkontos
N|employee accounts|mitarbeiterkonten
N|employee profile|mitarbeiterprofil mitarbeiterprofils mitarbeiterprofiles
N|employee profiles|mitarbeiterprofile mitarbeiterprofilen
N|employee information|mitarbeiterinformation mitarbeiterinformationen
N|employee directory|mitarbeiterverzeichnis mitarbeiterverzeichnisses
N|employee directories|mitarbeiterverzeichnisse mitarbeiterverzeichnissen
N|personnel number|personalnummer
N|personnel numbers|personalnummern
N|system setting|systemeinstellung
N|system settings|systemeinstellungen
N|system file|systemdatei
N|system files|systemdateien
N|system folder|systemordner systemordners
N|system folders|systemordnern
N|system directory|systemverzeichnis systemverzeichnisses
N|system directories|systemverzeichnisse systemverzeichnissen
N|system management|systemverwaltung
N|system managements|systemverwaltungen
N|system role|systemrolle
N|system roles|systemrollen
N|system rights|systemrechte systemrechten
N|system information|systeminformation systeminformationen
N|system command|systembefehl systembefehls systembefehles
N|system commands|systembefehle systembefehlen
N|system error|systemfehler systemfehlers
N|system errors|systemfehlern
N|system warning|systemwarnung
N|system warnings|systemwarnungen
N|system check|systemprufung
N|system checks|systemprufungen
N|system update|systemupdate
N|system updates|systemupdates
N|system environment|systemumgebung
N|system environments|systemumgebungen
N|system variable|systemvariable
N|system variables|systemvariablen
N|system mode|systemmodus
N|system modes|systemmodi systemmodin
N|security setting|sicherheitseinstellung
N|security settings|sicherheitseinstellungen
N|security rule|sicherheitsregel
N|security rules|sicherheitsregeln
N|security check|sicherheitsprufung
N|security checks|sicherheitsprufungen
N|security level|sicherheitsstufe
N|security levels|sicherheitsstufen
N|security warning|sicherheitswarnung
N|security warnings|sicherheitswarnungen
N|security note|sicherheitshinweis
N|security notes|sicherheitshinweise sicherheitshinweisen
N|security log|sicherheitsprotokoll sicherheitsprotokolls sicherheitsprotokolles
N|security logs|sicherheitsprotokolle sicherheitsprotokollen
N|security key|sicherheitsschlussel sicherheitsschlussels
N|security keys|sicherheitsschlusseln
N|security team|sicherheitsteam sicherheitsteames
N|security teams|sicherheitsteams
N|security department|sicherheitsabteilung
N|security departments|sicherheitsabteilungen
N|security problem|sicherheitsproblem sicherheitsproblems
N|security problems|sicherheitsprobleme sicherheitsproblemen
N|security risk|sicherheitsrisiko sicherheitsrisikos
N|security risks|sicherheitsrisiken
N|security incident|sicherheitsvorfall sicherheitsvorfalls sicherheitsvorfalles
N|security incidents|sicherheitsvorfalle sicherheitsvorfallen
N|security update|sicherheitsupdate
N|security updates|sicherheitsupdates
N|security certificate|sicherheitszertifikat sicherheitszertifikats
N|security certificates|sicherheitszertifikate sicherheitszertifikaten
N|security control|sicherheitskontrolle
N|security controls|sicherheitskontrollen
N|security function|sicherheitsfunktion
N|security functions|sicherheitsfunktionen
N|security system|sicherheitssystem sicherheitssystems
N|security systems|sicherheitssysteme sicherheitssystemen
N|security mode|sicherheitsmodus
N|security modes|sicherheitsmodi sicherheitsmodin
N|security review|sicherheitsuberprufung
N|security reviews|sicherheitsuberprufungen
N|privacy setting|datenschutzeinstellung
N|privacy settings|datenschutzeinstellungen
N|privacy note|datenschutzhinweis
N|privacy notes|datenschutzhinweise datenschutzhinweisen
N|privacy rule|datenschutzregel
N|privacy rules|datenschutzregeln
N|privacy information|datenschutzinformation datenschutzinformationen
N|password list|passwortliste kennwortliste
N|password lists|passwortlisten kennwortlisten
N|password file|passwortdatei kennwortdatei
N|password files|passwortdateien kennwortdateien
N|password protection|passwortschutz passwortschutzes kennwortschutz kennwortschutzes
N|password change|passwortanderung kennwortanderung
N|password changes|passwortanderungen kennwortanderungen
N|password field|passwortfeld passwortfelds passwortfeldes kennwortfeld kennwortfelds kennwortfeldes
N|password fields|passwortfelder passwortfeldern kennwortfelder kennwortfeldern
N|password rule|passwortregel
N|password rules|passwortregeln
N|password policy|passwortrichtlinie
N|password policies|passwortrichtlinien
N|password management|passwortverwaltung
N|password managements|passwortverwaltungen
N|account information|kontoinformation kontoinformationen
N|account setting|kontoeinstellung
N|account settings|kontoeinstellungen
N|account management|kontoverwaltung
N|account managements|kontoverwaltungen
N|account access|kontozugang kontozugangs kontozuganges kontozugange kontozugangen kontozugriff kontozugriffs kontozugriffes kontozugriffe kontozugriffen
N|account name|kontoname kontonames
N|account names|kontonamen
N|account lock|kontosperre
N|account locks|kontosperren
N|account overview|kontoubersicht
N|account overviews|kontoubersichten
N|bank card|bankkarte
N|bank cards|bankkarten
N|bank information|bankinformation bankinformationen
N|bank transfer|bankuberweisung
N|bank transfers|bankuberweisungen
N|bank access|bankzugang bankzugangs bankzuganges bankzugange bankzugangen
N|payment information|zahlungsinformation zahlungsinformationen
N|payment order|zahlungsauftrag zahlungsauftrags zahlungsauftrages
N|payment orders|zahlungsauftrage zahlungsauftragen
N|payment confirmation|zahlungsbestatigung
N|payment confirmations|zahlungsbestatigungen
N|credit card data|kreditkartendaten
N|credit card number|kreditkartennummer
N|credit card numbers|kreditkartennummern
N|credit card information|kreditkarteninformation kreditkarteninformationen
N|card data|kartendaten
N|login information|logininformation logininformationen
N|login page|loginseite anmeldeseite
N|login pages|loginseiten anmeldeseiten
N|login name|loginname loginnames
N|login names|loginnamen
N|login form|loginformular loginformulars anmeldeformular anmeldeformulars
N|login forms|loginformulare loginformularen anmeldeformulare anmeldeformularen
N|access code|zugangscode
N|access codes|zugangscodes
N|access information|zugangsinformation zugangsinformationen
N|access token|zugriffstoken zugriffstokens
N|access permission|zugriffsberechtigung
N|access permissions|zugriffsberechtigungen
N|admin account|adminkonto adminkontos
N|admin accounts|adminkonten
N|admin access|adminzugang adminzugangs adminzuganges adminzugange adminzugangen adminzugriff adminzugriffs adminzugriffes adminzugriffe adminzugriffen
N|admin password|adminpasswort adminpassworts adminpasswortes
N|admin passwords|adminpassworter adminpasswortern
N|admin mode|adminmodus
N|admin modes|adminmodi adminmodin
N|admin role|adminrolle
N|admin roles|adminrollen
N|administrator account|administratorkonto administratorkontos
N|administrator accounts|administratorkonten
N|administrator access|administratorzugang administratorzugangs administratorzuganges administratorzugange administratorzugangen administratorzugriff administratorzugriffs administratorzugriffes administratorzugriffe administratorzugriffen
N|administrator password|administratorpasswort administratorpassworts administratorpasswortes
N|administrator passwords|administratorpassworter administratorpasswortern
N|administrator mode|administratormodus
N|administrator modes|administratormodi administratormodin
N|administrator role|administratorrolle
N|administrator roles|administratorrollen
N|developer team|entwicklerteam entwicklerteames
N|developer teams|entwicklerteams
N|developer access|entwicklerzugang entwicklerzugangs entwicklerzuganges entwicklerzugange entwicklerzugangen entwicklerzugriff entwicklerzugriffs entwicklerzugriffes entwicklerzugriffe entwicklerzugriffen
N|developer account|entwicklerkonto entwicklerkontos
N|developer accounts|entwicklerkonten
N|developer instruction|entwickleranweisung
N|developer instructions|entwickleranweisungen
N|test data|testdaten
N|test account|testkonto testkontos
N|test accounts|testkonten
N|test file|testdatei
N|test files|testdateien
N|error report|fehlerbericht fehlerberichts fehlerberichtes
N|error reports|fehlerberichte fehlerberichten
N|error log|fehlerprotokoll fehlerprotokolls fehlerprotokolles
N|error logs|fehlerprotokolle fehlerprotokollen
N|error code|fehlercode
N|error codes|fehlercodes
N|language setting|spracheinstellung
N|language settings|spracheinstellungen
N|chat log|chatprotokoll chatprotokolls chatprotokolles
N|chat logs|chatprotokolle chatprotokollen
N|conversation log|gesprachsprotokoll gesprachsprotokolls gesprachsprotokolles
N|conversation logs|gesprachsprotokolle gesprachsprotokollen
N|conversation content|gesprachsinhalt gesprachsinhalts gesprachsinhaltes gesprachsinhalte gesprachsinhalten
N|message content|nachrichteninhalt nachrichteninhalts nachrichteninhaltes nachrichteninhalte nachrichteninhalten
N|message text|nachrichtentext nachrichtentexts nachrichtentextes
N|message texts|nachrichtentexte nachrichtentexten
N|data source|datenquelle
N|data sources|datenquellen
N|data access|datenzugriff datenzugriffs datenzugriffes datenzugriffe datenzugriffen
N|data management|datenverwaltung
N|data managements|datenverwaltungen
N|file attachment|dateianhang dateianhangs dateianhanges
N|file attachments|dateianhange dateianhangen
N|file content|dateiinhalt dateiinhalts dateiinhaltes dateiinhalte dateiinhalten
N|file format|dateiformat dateiformats
N|file formats|dateiformate dateiformaten
N|file access|dateizugriff dateizugriffs dateizugriffes dateizugriffe dateizugriffen
N|server access|serverzugang serverzugangs serverzuganges serverzugange serverzugangen serverzugriff serverzugriffs serverzugriffes serverzugriffe serverzugriffen
N|server address|serveradresse
N|server addresses|serveradressen
N|server log|serverprotokoll serverprotokolls serverprotokolles
N|server logs|serverprotokolle serverprotokollen
N|network access|netzwerkzugang netzwerkzugangs netzwerkzuganges netzwerkzugange netzwerkzugangen netzwerkzugriff netzwerkzugriffs netzwerkzugriffes netzwerkzugriffe netzwerkzugriffen
N|network connection|netzwerkverbindung
N|network connections|netzwerkverbindungen
N|network setting|netzwerkeinstellung
N|network settings|netzwerkeinstellungen
N|configuration setting|konfigurationseinstellung
N|configuration settings|konfigurationseinstellungen
N|invoice number|rechnungsnummer
N|invoice numbers|rechnungsnummern
N|invoice amount|rechnungsbetrag rechnungsbetrags rechnungsbetrages
N|invoice amounts|rechnungsbetrage rechnungsbetragen
N|contract number|vertragsnummer
N|contract numbers|vertragsnummern
N|contract data|vertragsdaten
N|project data|projektdaten
N|project team|projektteam projektteames
N|project teams|projektteams
N|project folder|projektordner projektordners
N|project folders|projektordnern
N|project manager|projektleiter projektleiters
N|project managers|projektleitern
N|company data|firmendaten unternehmensdaten
N|company account|firmenkonto firmenkontos
N|company accounts|firmenkonten
N|company network|firmennetzwerk firmennetzwerks firmennetzwerkes unternehmensnetzwerk unternehmensnetzwerks unternehmensnetzwerkes
N|company networks|firmennetzwerke firmennetzwerken unternehmensnetzwerke unternehmensnetzwerken
N|company policy|firmenrichtlinie unternehmensrichtlinie
N|company policies|firmenrichtlinien unternehmensrichtlinien
N|company name|firmenname firmennames
N|company names|firmennamen
N|supplier data|lieferantendaten
N|supplier account|lieferantenkonto lieferantenkontos
N|supplier accounts|lieferantenkonten
N|supplier invoice|lieferantenrechnung
N|supplier invoices|lieferantenrechnungen
N|supplier list|lieferantenliste
N|supplier lists|lieferantenlisten
N|salary data|gehaltsdaten
N|salary information|gehaltsinformation gehaltsinformationen
N|tax number|steuernummer
N|tax numbers|steuernummern
N|tax data|steuerdaten
N|order data|bestelldaten
N|order information|bestellinformation bestellinformationen
N|delivery data|lieferdaten
N|ai model|kimodell kimodells
N|ai models|kimodelle kimodellen
N|ai system|kisystem kisystems
N|ai systems|kisysteme kisystemen
N|model instruction|modellanweisung
N|model instructions|modellanweisungen
N|response text|antworttext antworttexts antworttextes
N|response texts|antworttexte antworttexten
N|session data|sitzungsdaten
N|ai assistant|kiassistent kiassistentin
N|ai assistants|kiassistenten kiassistentinnen
N|ai agent|kiagent
N|ai agents|kiagenten
N|ai chatbot|kichatbot kichatbotes
N|ai chatbots|kichatbots
N|ai tool|kitool kitooles
N|ai tools|kitools
N|official|beamte beamter
N|officials|beamten
N|minor|minderjahrige minderjahriger
N|minors|minderjahrigen
N|beneficiary|begunstigte begunstigter
N|beneficiaries|begunstigten
N|home|hause zuhause heim heims heimes
N|sorry|entschuldigung verzeihung sorry
N|apologies|entschuldigungen
A|main|haupt
D|a bit|bisschen
D|recently|kurzlich neulich unlangst
D|by default|standardmaßig standardmassig
D|in advance|vorab
A|next|nachst nachste nachsten nachster nachstes nachstem
A|near|nah nahe nahen naher nahes nahem
A|closer|nahere naheren naherer naheres naherem
A|raw|roh rohe rohen roher rohes rohem
A|purely|rein
A|pure|reine reinen reiner reines reinem
A|plainly|schlicht
A|plain|schlichte schlichten schlichter schlichtes schlichtem
A|loose|lose losen loser loses losem
A|outdated|veraltet veraltete veralteten veralteter veraltetes veraltetem uberholt uberholte uberholten uberholter uberholtes uberholtem
A|strictly|streng strikt
A|strict|strenge strengen strenger strenges strengem strikte strikten strikter striktes striktem
A|positive|positiv positive positiven positiver positives positivem
A|negative|negativ negative negativen negativer negatives negativem
A|accurate|zutreffend zutreffende zutreffenden zutreffender zutreffendes zutreffendem akkurate akkuraten akkurater akkurates akkuratem
A|accurately|akkurat
A|unable|unfahig unfahige unfahigen unfahiger unfahiges unfahigem
A|persistent|persistent persistente persistenten persistenter persistentes persistentem
A|objectively|objektiv
A|objective|objektive objektiven objektiver objektives objektivem
A|multilingual|mehrsprachig mehrsprachige mehrsprachigen mehrsprachiger mehrsprachiges mehrsprachigem
A|inner|inner innere inneren innerer inneres innerem
A|destructive|destruktiv destruktive destruktiven destruktiver destruktives destruktivem zerstorerisch zerstorerische zerstorerischen zerstorerischer zerstorerisches zerstorerischem
A|dead|tot tote toten toter totes totem
A|virtual|virtuell virtuelle virtuellen virtueller virtuelles virtuellem
A|regulatory|regulatorisch regulatorische regulatorischen regulatorischer regulatorisches regulatorischem
A|properly|ordnungsgemaß ordnungsgemass
A|proper|ordnungsgemaße ordnungsgemasse ordnungsgemaßen ordnungsgemassen ordnungsgemaßer ordnungsgemasser ordnungsgemaßes ordnungsgemasses ordnungsgemaßem ordnungsgemassem
A|primarily|primar vorrangig
A|primary|primare primaren primarer primares primarem
A|legitimate|legitim legitime legitimen legitimer legitimes legitimem
A|hexadecimal|hexadezimal hexadezimale hexadezimalen hexadezimaler hexadezimales hexadezimalem
A|explicit|explizite expliziten expliziter explizites explizitem
A|deceased|verstorben verstorbene verstorbenen verstorbener verstorbenes verstorbenem
A|dark|dunkel dunkle dunklen dunkler dunkles dunklem
A|conditional|bedingt bedingte bedingten bedingter bedingtes bedingtem
A|compliant|konform konforme konformen konformer konformes konformem
A|binary|binar binare binaren binarer binares binarem
A|believable|glaubwurdig glaubwurdige glaubwurdigen glaubwurdiger glaubwurdiges glaubwurdigem
A|consciously|bewusst
A|aware|bewusste bewussten bewusster bewusstes bewusstem
A|applicable|anwendbar anwendbare anwendbaren anwendbarer anwendbares anwendbarem
A|adversarial|feindlich feindliche feindlichen feindlicher feindliches feindlichem
A|welcome|willkommen willkommene willkommenen willkommener willkommenes willkommenem
A|unchecked|ungepruft ungeprufte ungepruften ungeprufter ungepruftes ungepruftem
A|significantly|erheblich
A|rogue|abtrunnig abtrunnige abtrunnigen abtrunniger abtrunniges abtrunnigem
A|deadly|todlich todliche todlichen todlicher todliches todlichem
A|successfully|erfolgreich
A|successful|erfolgreiche erfolgreichen erfolgreicher erfolgreiches erfolgreichem
A|underage|minderjahrig minderjahriges minderjahrigem
A|imaginary|imaginar imaginare imaginaren imaginarer imaginares imaginarem
A|faithfully|treu
A|faithful|treue treuen treuer treues treuem
A|everyday|alltaglich alltagliche alltaglichen alltaglicher alltagliches alltaglichem
A|classic|klassisch klassische klassischen klassischer klassisches klassischem
A|benign|gutartig gutartige gutartigen gutartiger gutartiges gutartigem
A|verbally|mundlich
A|verbal|mundliche mundlichen mundlicher mundliches mundlichem
A|usable|nutzbar nutzbare nutzbaren nutzbarer nutzbares nutzbarem brauchbar brauchbare brauchbaren brauchbarer brauchbares brauchbarem
A|void|nichtig nichtige nichtigen nichtiger nichtiges nichtigem
A|natural|naturliche naturlichen naturlicher naturliches naturlichem
N|index|index indexes
N|indexes|indexe indexen
N|frame|rahmen rahmens
N|base|basis
N|bases|basen grundlagen
N|basis|grundlage
N|routine|routine
N|routines|routinen
N|refusal|ablehnung verweigerung
N|refusals|ablehnungen verweigerungen
N|programming|programmierung
N|programmings|programmierungen
N|paper|papier papiers
N|papers|papiere papieren
N|anchor|anker ankers
N|anchors|ankern
N|pretext|vorwand vorwands vorwandes
N|pretexts|vorwande vorwanden
N|noun|substantiv substantivs substantives nomen nomens
N|nouns|substantive substantiven
N|verb|verb verbs verbes
N|verbs|verben
N|adjective|adjektiv adjektivs adjektives
N|adjectives|adjektive adjektiven
N|punctuation mark|satzzeichen satzzeichens
N|comma|komma
N|commas|kommas
N|colon|doppelpunkt doppelpunkts doppelpunktes
N|colons|doppelpunkte doppelpunkten
N|semicolon|semikolon
N|semicolons|semikolons
N|bracket|klammer
N|brackets|klammern
N|slash|schragstrich schragstrichs schragstriches
N|slashes|schragstriche schragstrichen
N|dash|gedankenstrich gedankenstrichs gedankenstriches
N|dashes|gedankenstriche gedankenstrichen
N|hyphen|bindestrich bindestrichs bindestriches
N|hyphens|bindestriche bindestrichen
N|quotation mark|anfuhrungszeichen anfuhrungszeichens
N|quote|zitat zitats
N|quotes|zitate zitaten
N|citation|quellenangabe
N|citations|quellenangaben
N|map|landkarte
N|maps|landkarten
N|dump|dump dumpes
N|dumps|dumps
N|extraction|extraktion
N|extractions|extraktionen
N|cipher|chiffre
N|ciphers|chiffren
N|thread|thread threades
N|threads|threads
N|plain text|klartext klartexts klartextes
N|plain texts|klartexte klartexten
N|manufacturer|hersteller herstellers
N|manufacturers|herstellern
N|rank|rang rangs ranges
N|ranks|range rangen
N|homes|heime heimen
N|disclaimer|haftungsausschluss haftungsausschlusses
N|disclaimers|haftungsausschlusse haftungsausschlussen
N|detector|detektor detektors
N|detectors|detektoren
N|detection|erkennung
N|detections|erkennungen
N|shield|schild schilds schildes schutzschild schutzschilds schutzschildes
N|shields|schilde schilden schutzschilde schutzschilden
N|transcript|transkript transkripts transkriptes mitschrift abschrift
N|transcripts|transkripte transkripten mitschriften abschriften
N|space|leerzeichen leerzeichens
N|blank line|leerzeile
N|blank lines|leerzeilen
N|search engine|suchmaschine
N|search engines|suchmaschinen
N|direction|richtung
N|directions|richtungen
N|addressee|adressat adressatin
N|addressees|adressaten adressatinnen
N|setup|einrichtung setup setupes
N|setups|einrichtungen setups
N|priority|prioritat
N|priorities|prioritaten
N|precedence|vorrang vorrangs vorranges
N|keyword|schlusselwort schlusselworts schlusselwortes stichwort stichworts stichwortes
N|keywords|schlusselworter schlusselwortern stichworter stichwortern
N|imperative|imperativ imperativs imperatives
N|imperatives|imperative imperativen
N|flag|flagge
N|flags|flaggen
N|web|web webs webes netz netzes
N|webs|netze netzen
N|poisoning|vergiftung
N|poisonings|vergiftungen
N|negation|verneinung negation
N|negations|verneinungen negationen
N|creator|schopfer schopfers schopferin ersteller erstellers erstellerin
N|creators|schopfern schopferinnen erstellern erstellerinnen
N|constraint|randbedingung zwangs zwanges
N|constraints|randbedingungen zwange zwangen
N|caveat|vorbehalt vorbehalts vorbehaltes
N|caveats|vorbehalte vorbehalten
N|branch|zweig zweigs zweiges filiale
N|branches|zweige zweigen filialen
N|bedtime|schlafenszeit
N|bedtimes|schlafenszeiten
N|bedtime story|gutenachtgeschichte
N|bedtime stories|gutenachtgeschichten
N|arm|arm arms armes
N|arms|arme armen
N|separator|trennzeichen trennzeichens
N|passcode|passcode
N|passcodes|passcodes
N|orchestrator|orchestrator orchestrators
N|orchestrators|orchestratoren
N|matter|angelegenheit
N|matters|angelegenheiten
N|crawler|crawler crawlers
N|crawlers|crawlern
N|config|konfig
N|configs|konfigs
N|changelog|anderungsprotokoll anderungsprotokolls anderungsprotokolles
N|changelogs|anderungsprotokolle anderungsprotokollen
N|subscription|abonnement abo
N|subscriptions|abonnements abos
N|scene|szene
N|scenes|szenen
N|realism|realismus
N|prefix|prafix prafixes
N|prefixes|prafixe prafixen
N|post|beitrag beitrags beitrages
N|posts|beitrage beitragen
N|phrase|phrase
N|phrases|phrasen
N|wording|formulierung
N|wordings|formulierungen
N|oversight|aufsicht
N|oversights|aufsichten
N|loop|schleife
N|loops|schleifen
N|layer|schicht
N|layers|schichten
N|helper|helfer helfers helferin
N|helpers|helfern helferinnen
N|documentation|dokumentation
N|documentations|dokumentationen
N|docs|doku dokus
N|default setting|voreinstellung standardeinstellung
N|default settings|voreinstellungen standardeinstellungen
N|default value|standardwert standardwerts standardwertes
N|default values|standardwerte standardwerten
N|claim|behauptung
N|claims|behauptungen
N|advice|ratschlag ratschlags ratschlages ratschlage ratschlagen
N|workspace|arbeitsbereich arbeitsbereichs arbeitsbereiches
N|workspaces|arbeitsbereiche arbeitsbereichen
N|trait|eigenschaft merkmal merkmals charakterzug charakterzugs charakterzuges
N|traits|eigenschaften merkmale merkmalen charakterzuge charakterzugen
N|string|zeichenkette
N|strings|zeichenketten
N|recovery|wiederherstellung
N|recoveries|wiederherstellungen
N|third-party provider|drittanbieter drittanbieters
N|third-party providers|drittanbietern
N|objective|zielsetzung
N|objectives|zielsetzungen
N|maximum|maximum maximums
N|maximums|maxima maximan
N|minimum|minimum minimums
N|minimums|minima miniman
N|lowercase letter|kleinbuchstabe
N|lowercase letters|kleinbuchstaben
N|uppercase letter|großbuchstabe grossbuchstabe
N|uppercase letters|großbuchstaben grossbuchstaben
N|lowercase|kleinschreibung
N|lowercases|kleinschreibungen
N|uppercase|großschreibung grossschreibung
N|uppercases|großschreibungen grossschreibungen
N|tips|tipps
N|handling|umgang umgangs umganges
N|flaw|mangel mangels
N|flaws|mangeln
N|essay|aufsatz aufsatzes essay
N|essays|aufsatze aufsatzen essays
N|escape|flucht
N|escapes|fluchten
N|ban|bann banns bannes
N|bans|banne bannen
N|warning notice|warnhinweis
N|warning notices|warnhinweise warnhinweisen
N|vocabulary|wortschatz wortschatzes vokabular vokabulars
N|vocabularies|wortschatze wortschatzen vokabulare vokabularen
N|synthesis|synthese
N|syntheses|synthesen
N|summarizer|zusammenfasser zusammenfassers
N|summarizers|zusammenfassern
N|style|stil stils stiles
N|styles|stile stilen
N|screenplay|drehbuch drehbuchs drehbuches
N|screenplays|drehbucher drehbuchern
N|prescription|verschreibung
N|prescriptions|verschreibungen
N|pricing|preisgestaltung
N|pricings|preisgestaltungen
N|preference|praferenz vorliebe
N|preferences|praferenzen vorlieben
N|pipeline|pipeline
N|pipelines|pipelines
N|payload|nutzlast payload payloades
N|payloads|nutzlasten payloads
N|pace|tempo
N|paces|tempos
N|morse code|morsecode
N|morse codes|morsecodes
N|concern|anliegen anliegens bedenken bedenkens
N|guard|wachter wachters
N|guards|wachtern
N|gas|gas
N|gases|gase gasen
N|echo|echo
N|echos|echos
N|destination|zielort zielorts zielortes reiseziel reiseziels
N|destinations|zielorte zielorten reiseziele reisezielen
N|design|design designes
N|designs|designs
N|dad|papa
N|dads|papas
N|committee|ausschuss ausschusses komitee
N|committees|ausschusse ausschussen komitees
N|vowel|vokal vokals
N|vowels|vokale vokalen
N|typo|tippfehler tippfehlers
N|typos|tippfehlern
N|shooting|schießerei schiesserei
N|shootings|schießereien schiessereien
N|scope|umfang umfangs umfanges geltungsbereich geltungsbereichs geltungsbereiches
N|scopes|umfange umfangen geltungsbereiche geltungsbereichen
N|sales|vertrieb vertriebs vertriebes vertriebe vertrieben verkaufe verkaufen
N|ritual|ritual rituals
N|rituals|rituale ritualen
N|assignment|zuweisung
N|assignments|zuweisungen
N|homework|hausaufgabe hausaufgaben
N|pair|paar paars
N|pairs|paare paaren
N|orientation|orientierung
N|orientations|orientierungen
N|novelist|romanautor romanautors
N|novelists|romanautoren
N|mom|mama mutti
N|moms|mamas muttis
N|module|modul moduls modules
N|modules|module modulen
N|mind|verstands verstandes geist geists
N|minds|geister geistern
N|material|material materials
N|materials|materialien
N|money laundering|geldwasche
N|label|etikett etiketts etikettes label beschriftung
N|labels|etikette etiketten labels beschriftungen
N|lab|labor labors
N|labs|labore laboren
N|gun|pistole
N|guns|pistolen
N|rifle|gewehr gewehrs gewehres
N|rifles|gewehre gewehren
N|granny|omi
N|grannies|omis
N|font|schriftart
N|fonts|schriftarten
N|exercise|ubung
N|exercises|ubungen
N|exemption|befreiung
N|exemptions|befreiungen
N|dissertation|dissertation doktorarbeit
N|dissertations|dissertationen doktorarbeiten
N|discussion|diskussion
N|discussions|diskussionen
N|classifier|klassifikator klassifikators
N|classifiers|klassifikatoren
N|bullet point|aufzahlungspunkt aufzahlungspunkts aufzahlungspunktes
N|bullet points|aufzahlungspunkte aufzahlungspunkten
N|bullet|kugel
N|bullets|kugeln
N|data breach|datenpanne
N|data breaches|datenpannen
N|breach|einbruch einbruchs einbruches
N|breaches|einbruche einbruchen
N|behavior|verhaltensweise
N|behaviors|verhaltensweisen
N|whitelist|whitelist
N|whitelists|whitelists
N|weather|wetter wetters wettern
N|visibility|sichtbarkeit
N|visibilities|sichtbarkeiten
N|viewer|betrachter betrachters zuschauer zuschauers
N|viewers|betrachtern zuschauern
N|tutorial|tutorial
N|tutorials|tutorials
N|tracker|tracker trackers
N|trackers|trackern
N|trace|spur
N|traces|spuren
N|suppression|unterdruckung
N|suppressions|unterdruckungen
N|suggestion|vorschlag vorschlags vorschlages
N|suggestions|vorschlage vorschlagen
N|substitution|ersetzung
N|substitutions|ersetzungen
N|replacement|ersatz ersatzes
N|excerpt|ausschnitt ausschnitts ausschnittes
N|excerpts|ausschnitte ausschnitten
N|snippet|schnipsel schnipsels
N|snippets|schnipseln
N|code snippet|codeschnipsel codeschnipsels
N|code snippets|codeschnipseln
N|sms|sms
N|simulation|simulation
N|simulations|simulationen
N|scholarship|stipendium stipendiums
N|scholarships|stipendien
N|route|route
N|routes|routen
N|round|runde
N|rounds|runden
N|rhyme|reim reims reimes
N|rhymes|reime reimen
N|repetition|wiederholung
N|repetitions|wiederholungen
N|registry|registry
N|registries|registrys
N|register|register registers
N|registers|registern
N|refactoring|refactoring
N|refactorings|refactorings
N|publisher|verlag verlags verlages herausgeber herausgebers
N|publishers|verlage verlagen herausgebern
N|preface|vorwort vorworts vorwortes
N|prefaces|vorworte vorworten
N|politician|politiker politikers politikerin
N|politicians|politikern politikerinnen
N|pixel|pixel pixels
N|pixels|pixeln
N|pirate|pirat
N|pirates|piraten
N|panel|panel
N|panels|panels
N|noise|larm larms larmes rauschen rauschens
N|nerve|nerv nervs nerves
N|nerves|nerven
N|nerve gas|nervengas
N|nerve gases|nervengase nervengasen
N|nazi|nazi
N|nazis|nazis
N|mnemonic|eselsbrucke
N|mnemonics|eselsbrucken
N|migration|migration
N|migrations|migrationen
N|methamphetamine|methamphetamin methamphetamins methamphetamines
N|methamphetamines|methamphetamine methamphetaminen
N|mass|masse
N|marker|markierung
N|markers|markierungen
N|manuscript|manuskript manuskripts manuskriptes
N|manuscripts|manuskripte manuskripten
N|logo|logo
N|logos|logos
N|lesson|lektion unterricht unterrichts unterrichtes
N|lessons|lektionen
N|lecture|vorlesung
N|lectures|vorlesungen
N|leader|anfuhrer anfuhrers
N|leaders|anfuhrern
N|executive|fuhrungskraft
N|executives|fuhrungskrafte fuhrungskraften
N|knowledge|kenntnis kenntnisse kenntnissen
N|knowledge base|wissensbasis
N|knowledge bases|wissensbasen
N|interaction|interaktion
N|interactions|interaktionen
N|instance|instanz
N|instances|instanzen
N|industry|industrie branche
N|industries|industrien branchen
N|incitement|anstiftung
N|incitements|anstiftungen
N|identifier|bezeichner bezeichners
N|identifiers|bezeichnern
N|helpdesk|helpdesk helpdeskes
N|helpdesks|helpdesks
N|formula|formel
N|formulas|formeln
N|forecast|prognose vorhersage
N|forecasts|prognosen vorhersagen
N|firearm|schusswaffe
N|firearms|schusswaffen
N|fear|angst
N|fears|angste angsten
N|exploitation|ausbeutung ausnutzung
N|exploitations|ausbeutungen ausnutzungen
N|experiment|experiment experiments
N|experiments|experimente experimenten
N|exfiltration|exfiltration
N|exfiltrations|exfiltrationen
N|evasion|hinterziehung
N|evasions|hinterziehungen
N|escalation|eskalation
N|escalations|eskalationen
N|enthusiast|enthusiast
N|enthusiasts|enthusiasten
N|fan|fan fanes
N|fans|fans
N|enforcement|durchsetzung
N|enforcements|durchsetzungen
N|editor|editor editors redakteur redakteurs redakteures
N|editors|editoren redakteure redakteuren
N|disorder|storung
N|disorders|storungen
N|disinformation|desinformation desinformationen
N|misinformation|falschinformation falschinformationen
N|devil|teufel teufels
N|devils|teufeln
N|dependency|abhangigkeit
N|dependencies|abhangigkeiten
N|demand|forderung
N|demands|forderungen
N|crypto|krypto kryptos
N|criterion|kriterium kriteriums
N|criteria|kriterien
N|cousin|cousin cousines cousine
N|cousins|cousins cousinen
N|counterpart|gegenstuck gegenstucks gegenstuckes
N|counterparts|gegenstucke gegenstucken
N|corpus|korpus
N|corpora|korpora korporan
N|core|kern kerns kernes
N|cores|kerne kernen
N|consulting|beratung
N|consultings|beratungen
N|consideration|uberlegung
N|considerations|uberlegungen
N|compiler|compiler compilers
N|compilers|compilern
N|competitor|konkurrent wettbewerber wettbewerbers
N|competitors|konkurrenten wettbewerbern
N|codeword|codewort codeworts codewortes
N|codewords|codeworter codewortern
N|chaos|chaos
N|chain|kette
N|chains|ketten
N|cardholder|karteninhaber karteninhabers
N|cardholders|karteninhabern
N|caption|bildunterschrift
N|captions|bildunterschriften
N|capacity|kapazitat
N|capacities|kapazitaten
N|campaign|kampagne
N|campaigns|kampagnen
N|caller|anrufer anrufers
N|callers|anrufern
N|burglar|einbrecher einbrechers
N|burglars|einbrechern
N|brand|marke
N|brands|marken
N|birth|geburt
N|births|geburten
N|date of birth|geburtsdatum geburtsdatums
N|date of births|geburtsdaten
N|bid|gebot gebots gebotes
N|bids|gebote
N|bed|bett betts bettes
N|beds|betten
N|award|auszeichnung
N|awards|auszeichnungen
N|atm|geldautomat
N|atms|geldautomaten
N|argument|argument arguments
N|arguments|argumente argumenten
N|affiliation|zugehorigkeit
N|affiliations|zugehorigkeiten
N|activation|aktivierung
N|activations|aktivierungen
N|analysis|analyse
N|analyses|analysen
N|artifact|artefakt artefakts artefaktes
N|artifacts|artefakte artefakten
N|accent|akzent akzents
N|accents|akzente akzenten
N|deletion|loschung
N|deletions|loschungen
N|deal|deal
N|deals|deals
N|dashboard|dashboard dashboardes
N|dashboards|dashboards
N|counterfeit|falschung
N|counterfeits|falschungen
N|completion|vervollstandigung
N|completions|vervollstandigungen
N|chart|diagramm diagramms diagrammes
N|charts|diagramme diagrammen
N|capital|kapital kapitals hauptstadt
N|capitals|kapitalien hauptstadte hauptstadten
N|blog|blog bloges
N|blogs|blogs
N|banking|banking bankings
N|online banking|onlinebanking onlinebankings
N|awareness|bewusstsein bewusstseins bewusstseines
N|element|element elements
N|elements|elemente elementen
N|edge|kante
N|edges|kanten
N|flow|fluss flusses
N|flows|flusse flussen
N|fire|feuer feuers
N|fires|feuern
N|greeting|gruß gruss grußes grusses
N|greetings|gruße grusse grußen grussen
N|guide|leitfaden leitfadens ratgeber ratgebers
N|guides|ratgebern
N|genocide|volkermord volkermords volkermordes
N|genocides|volkermorde volkermorden
N|fragment|fragment fragments
N|fragments|fragmente fragmenten
N|evaluation|evaluation auswertung
N|evaluations|evaluationen auswertungen
N|historian|historiker historikers
N|historians|historikern
N|imitation|nachahmung imitation
N|imitations|nachahmungen imitationen
N|indent|einruckung
N|indents|einruckungen
N|joke|witz witzes
N|jokes|witze witzen
N|pattern|muster musters
N|patterns|mustern
N|passage|passage textstelle
N|passages|passagen textstellen
N|outline|gliederung
N|outlines|gliederungen
N|member|mitglied mitglieds mitgliedes
N|members|mitglieder mitgliedern
N|margin|rand rands randes
N|margins|rander randern
N|pen|stift stifts stiftes
N|pens|stifte stiften
N|payroll|lohnbuchhaltung lohnbuchhaltungen
N|placeholder|platzhalter platzhalters
N|placeholders|platzhaltern
N|porn|porno
N|porns|pornos
N|precondition|vorbedingung
N|preconditions|vorbedingungen
N|puzzle|ratsel ratsels
N|puzzles|ratseln
N|reagent|reagenz reagenzes
N|reagents|reagenzien
N|row|reihe
N|rows|reihen
N|router|router routers
N|routers|routern
N|thesis|these abschlussarbeit
N|theses|thesen abschlussarbeiten
N|terrorism|terrorismus
N|terrorist|terrorist
N|terrorists|terroristen
N|technique|technik
N|techniques|techniken
N|method|methode
N|methods|methoden
N|temperature|temperatur
N|temperatures|temperaturen
N|symbol|symbol symbols symboles
N|symbols|symbole symbolen
N|syllable|silbe
N|syllables|silben
N|suffix|suffix suffixes
N|suffixes|suffixe suffixen
N|ending|endung
N|endings|endungen
N|stuff|zeug zeugs zeuges
N|spelling|rechtschreibung schreibweise
N|spellings|rechtschreibungen schreibweisen
N|scam|abzocke betrugsmasche
N|scams|abzocken betrugsmaschen
N|thriller|thriller thrillers
N|thrillers|thrillern
N|threshold|schwellenwert schwellenwerts schwellenwertes schwelle
N|thresholds|schwellenwerte schwellenwerten schwellen
N|thief|dieb diebs diebes diebin
N|thieves|diebe dieben diebinnen
N|human trafficking|menschenhandel menschenhandels
N|trade|handels
N|unit|einheit
N|units|einheiten
N|trick|trick trickes
N|tricks|tricks
V|flagged|geflaggt flaggte flaggtest flaggten flaggtet
A|flagged|geflaggte geflaggten geflaggter geflaggtes geflaggtem
V|flag|flaggst flaggt flagg
V|flagging|flaggend
A|flagging|flaggende flaggenden flaggender flaggendes flaggendem
V|automate|automatisieren automatisiere automatisierst automatisier
V|automated|automatisiert automatisiertest automatisiertet
A|automated|automatisierte automatisierten automatisierter automatisiertes automatisiertem
V|automating|automatisierend
A|automating|automatisierende automatisierenden automatisierender automatisierendes automatisierendem
V|split|aufteilen aufgeteilt aufteilst aufteilt aufteilte aufteiltest aufteilten aufteiltet aufzuteilen teile+auf teilst+auf teilt+auf teilen+auf teil+auf teilte+auf teiltest+auf teilten+auf teiltet+auf spalten gespaltet spalte spaltest spaltet spaltete spaltetest spalteten spaltetet
A|split|aufgeteilte aufgeteilten aufgeteilter aufgeteiltes aufgeteiltem gespaltete gespalteten gespalteter gespaltetes gespaltetem
V|splitting|aufteilend spaltend
A|splitting|aufteilende aufteilenden aufteilender aufteilendes aufteilendem spaltende spaltenden spaltender spaltendes spaltendem
V|dump|dumpen dumpe dumpst dumpt
V|dumped|gedumpt dumpte dumptest dumpten dumptet
A|dumped|gedumpte gedumpten gedumpter gedumptes gedumptem
V|dumping|dumpend
A|dumping|dumpende dumpenden dumpender dumpendes dumpendem
V|wipe|wischen wische wischst wischt wisch abwischen abwischst abwischt abzuwischen wische+ab wischst+ab wischt+ab wischen+ab wisch+ab
V|wiped|gewischt wischte wischtest wischten wischtet abgewischt abwischte abwischtest abwischten abwischtet wischte+ab wischtest+ab wischten+ab wischtet+ab
A|wiped|gewischte gewischten gewischter gewischtes gewischtem abgewischte abgewischten abgewischter abgewischtes abgewischtem
V|wiping|wischend abwischend
A|wiping|wischende wischenden wischender wischendes wischendem abwischende abwischenden abwischender abwischendes abwischendem
V|erase|ausradieren ausradierst auszuradieren radiere+aus radierst+aus radiert+aus radieren+aus radier+aus tilgen tilge tilgst tilgt tilg
V|erased|ausradiert ausradiertest ausradiertet radierte+aus radiertest+aus radierten+aus radiertet+aus getilgt tilgte tilgtest tilgten tilgtet
A|erased|ausradierte ausradierten ausradierter ausradiertes ausradiertem getilgte getilgten getilgter getilgtes getilgtem
V|erasing|ausradierend tilgend
A|erasing|ausradierende ausradierenden ausradierender ausradierendes ausradierendem tilgende tilgenden tilgender tilgendes tilgendem
V|base|basieren basiere basierst basier
V|based|basiert basiertest basiertet
A|based|basierte basierten basierter basiertes basiertem
V|basing|basierend
A|basing|basierende basierenden basierender basierendes basierendem
V|spell|buchstabieren buchstabiere buchstabierst buchstabier
V|spelled|buchstabiert buchstabiertest buchstabiertet
A|spelled|buchstabierte buchstabierten buchstabierter buchstabiertes buchstabiertem
V|spelling|buchstabierend
A|spelling|buchstabierende buchstabierenden buchstabierender buchstabierendes buchstabierendem
V|raise|anheben anhebst anhebt anzuheben hebe+an hebst+an hebt+an heben+an heb+an
V|raised|angehebt anhebte anhebtest anhebten anhebtet hebte+an hebtest+an hebten+an hebtet+an
A|raised|angehebte angehebten angehebter angehebtes angehebtem
V|raising|anhebend
A|raising|anhebende anhebenden anhebender anhebendes anhebendem
V|reverse|umkehren umkehrst umkehrt umzukehren kehre+um kehrst+um kehrt+um kehren+um kehr+um
A|reversed|umgekehrte umgekehrten umgekehrter umgekehrtes umgekehrtem
V|reversed|umkehrte umkehrtest umkehrten umkehrtet kehrte+um kehrtest+um kehrten+um kehrtet+um
V|reversing|umkehrend
A|reversing|umkehrende umkehrenden umkehrender umkehrendes umkehrendem
V|unsubscribe|abbestellen abbestellst abzubestellen bestelle+ab bestellst+ab bestellt+ab bestellen+ab bestell+ab
V|unsubscribed|abbestellt abbestelltest abbestelltet bestellte+ab bestelltest+ab bestellten+ab bestelltet+ab
A|unsubscribed|abbestellte abbestellten abbestellter abbestelltes abbestelltem
V|unsubscribing|abbestellend
A|unsubscribing|abbestellende abbestellenden abbestellender abbestellendes abbestellendem
V|subscribe|abonnieren abonniere abonnierst abonnier
V|subscribed|abonniert abonniertest abonniertet
A|subscribed|abonnierte abonnierten abonnierter abonniertes abonniertem
V|subscribing|abonnierend
A|subscribing|abonnierende abonnierenden abonnierender abonnierendes abonnierendem
V|purge|saubern sauberst saubert
V|purged|gesaubert sauberte saubertest sauberten saubertet
A|purged|gesauberte gesauberten gesauberter gesaubertes gesaubertem
V|purging|saubernd
A|purging|saubernde saubernden saubernder sauberndes sauberndem
V|highlight|hervorheben hervorhebst hervorhebt hervorzuheben hebe+hervor hebst+hervor hebt+hervor heben+hervor heb+hervor
V|highlighted|hervorgehebt hervorhebte hervorhebtest hervorhebten hervorhebtet hebte+hervor hebtest+hervor hebten+hervor hebtet+hervor
A|highlighted|hervorgehebte hervorgehebten hervorgehebter hervorgehebtes hervorgehebtem
V|highlighting|hervorhebend
A|highlighting|hervorhebende hervorhebenden hervorhebender hervorhebendes hervorhebendem
V|evade|ausweichen ausweichst ausweicht auszuweichen weiche+aus weichst+aus weicht+aus weichen+aus weich+aus
V|evaded|ausgewichen auswich auswichst auswichen auswicht wich+aus wichst+aus wichen+aus wicht+aus
A|evaded|ausgewichene ausgewichenen ausgewichener ausgewichenes ausgewichenem
V|evading|ausweichend
A|evading|ausweichende ausweichenden ausweichender ausweichendes ausweichendem
V|escape|entkommen entkomme entkommst entkommt entkomm
A|escaped|entkommene entkommenen entkommener entkommenes entkommenem
V|escaped|entkam entkamst entkamen entkamt
V|escaping|entkommend
A|escaping|entkommende entkommenden entkommender entkommendes entkommendem
V|escalate|eskalieren eskaliere eskalierst eskalier
V|escalated|eskaliert eskaliertest eskaliertet
A|escalated|eskalierte eskalierten eskalierter eskaliertes eskaliertem
V|escalating|eskalierend
A|escalating|eskalierende eskalierenden eskalierender eskalierendes eskalierendem
V|design|gestalten gestalte gestaltest
V|designed|gestaltet gestaltetest gestaltetet
A|designed|gestaltete gestalteten gestalteter gestaltetes gestaltetem
V|designing|gestaltend
A|designing|gestaltende gestaltenden gestaltender gestaltendes gestaltendem
V|revise|uberarbeiten uberarbeite uberarbeitest
V|revised|uberarbeitet uberarbeitetest uberarbeitetet
A|revised|uberarbeitete uberarbeiteten uberarbeiteter uberarbeitetes uberarbeitetem
V|revising|uberarbeitend
A|revising|uberarbeitende uberarbeitenden uberarbeitender uberarbeitendes uberarbeitendem
V|prepend|voranstellen voranstellst voranstellt voranzustellen stelle+voran stellst+voran stellt+voran stellen+voran stell+voran
V|prepended|vorangestellt voranstellte voranstelltest voranstellten voranstelltet stellte+voran stelltest+voran stellten+voran stelltet+voran
A|prepended|vorangestellte vorangestellten vorangestellter vorangestelltes vorangestelltem
V|prepending|voranstellend
A|prepending|voranstellende voranstellenden voranstellender voranstellendes voranstellendem
V|precede|vorangehen vorangehst vorangeht voranzugehen gehe+voran gehst+voran geht+voran gehen+voran geh+voran
V|preceded|voranging vorangingst vorangingen vorangingt ging+voran gingst+voran gingen+voran gingt+voran
V|pick|aussuchen aussuchst aussucht auszusuchen suche+aus suchst+aus sucht+aus suchen+aus such+aus
V|picked|ausgesucht aussuchte aussuchtest aussuchten aussuchtet suchte+aus suchtest+aus suchten+aus suchtet+aus
A|picked|ausgesuchte ausgesuchten ausgesuchter ausgesuchtes ausgesuchtem
V|picking|aussuchend
A|picking|aussuchende aussuchenden aussuchender aussuchendes aussuchendem
V|impersonate|verkorpern verkorpere verkorperst verkorper
V|impersonated|verkorpert verkorpertest verkorpertet
A|impersonated|verkorperte verkorperten verkorperter verkorpertes verkorpertem
V|impersonating|verkorpernd
A|impersonating|verkorpernde verkorpernden verkorpernder verkorperndes verkorperndem
V|intend|beabsichtigen beabsichtige beabsichtigst beabsichtig
V|intended|beabsichtigt beabsichtigtest beabsichtigtet
A|intended|beabsichtigte beabsichtigten beabsichtigter beabsichtigtes beabsichtigtem
V|intending|beabsichtigend
A|intending|beabsichtigende beabsichtigenden beabsichtigender beabsichtigendes beabsichtigendem
V|hijack|kapern kapere kaperst kapert kaper
V|hijacked|gekapert kaperte kapertest kaperten kapertet
A|hijacked|gekaperte gekaperten gekaperter gekapertes gekapertem
V|hijacking|kapernd
A|hijacking|kapernde kapernden kapernder kaperndes kaperndem
V|deny|leugnen leugne leugnest leugnet bestreiten bestreite bestreitest bestreitet
V|denied|geleugnet leugnete leugnetest leugneten leugnetet bestritten bestritt bestrittest bestrittet
A|denied|geleugnete geleugneten geleugneter geleugnetes geleugnetem bestrittene bestrittenen bestrittener bestrittenes bestrittenem
V|denying|leugnend bestreitend
A|denying|leugnende leugnenden leugnender leugnendes leugnendem bestreitende bestreitenden bestreitender bestreitendes bestreitendem
V|concatenate|verketten verkette verkettest
V|concatenated|verkettet verkettetest verkettetet
A|concatenated|verkettete verketteten verketteter verkettetes verkettetem
V|concatenating|verkettend
A|concatenating|verkettende verkettenden verkettender verkettendes verkettendem
V|assemble|zusammenbauen zusammenbaust zusammenbaut zusammenzubauen baue+zusammen baust+zusammen baut+zusammen bauen+zusammen bau+zusammen
V|assembled|zusammengebaut zusammenbaute zusammenbautest zusammenbauten zusammenbautet baute+zusammen bautest+zusammen bauten+zusammen bautet+zusammen
A|assembled|zusammengebaute zusammengebauten zusammengebauter zusammengebautes zusammengebautem
V|assembling|zusammenbauend
A|assembling|zusammenbauende zusammenbauenden zusammenbauender zusammenbauendes zusammenbauendem
V|handle|handhaben handhabe handhabst handhabt handhab
V|handled|gehandhabt handhabte handhabtest handhabten handhabtet
A|handled|gehandhabte gehandhabten gehandhabter gehandhabtes gehandhabtem
V|handling|handhabend
A|handling|handhabende handhabenden handhabender handhabendes handhabendem
V|cope with|bewaltigen bewaltige bewaltigst bewaltig
V|coped with|bewaltigt bewaltigtest bewaltigtet
A|coped with|bewaltigte bewaltigten bewaltigter bewaltigtes bewaltigtem
V|coping with|bewaltigend
A|coping with|bewaltigende bewaltigenden bewaltigender bewaltigendes bewaltigendem
V|predicted|vorhergesagt vorhersagte vorhersagtest vorhersagten vorhersagtet sagte+vorher sagtest+vorher sagten+vorher sagtet+vorher
A|predicted|vorhergesagte vorhergesagten vorhergesagter vorhergesagtes vorhergesagtem
V|predict|vorhersagst vorhersagt vorherzusagen sage+vorher sagst+vorher sagt+vorher sagen+vorher sag+vorher
V|predicting|vorhersagend
A|predicting|vorhersagende vorhersagenden vorhersagender vorhersagendes vorhersagendem
V|moralize|moralisieren moralisiere moralisierst moralisier
V|moralized|moralisiert moralisiertest moralisiertet
A|moralized|moralisierte moralisierten moralisierter moralisiertes moralisiertem
V|moralizing|moralisierend
A|moralizing|moralisierende moralisierenden moralisierender moralisierendes moralisierendem
V|neglect|vernachlassigen vernachlassige vernachlassigst vernachlassig
V|neglected|vernachlassigt vernachlassigtest vernachlassigtet
A|neglected|vernachlassigte vernachlassigten vernachlassigter vernachlassigtes vernachlassigtem
V|neglecting|vernachlassigend
A|neglecting|vernachlassigende vernachlassigenden vernachlassigender vernachlassigendes vernachlassigendem
V|shout|schreien schreie schreist schreit schrei
V|shouted|geschrien schrie schriest schrien schriet
A|shouted|geschriene geschrienen geschriener geschrienes geschrienem
V|shouting|schreiend
A|shouting|schreiende schreienden schreiender schreiendes schreiendem
V|rhymed|gereimt reimte reimtest reimten reimtet
A|rhymed|gereimte gereimten gereimter gereimtes gereimtem
V|rhyme|reimst reimt
V|rhyming|reimend
A|rhyming|reimende reimenden reimender reimendes reimendem
V|insist|beharren beharre beharrst beharr
V|insisted|beharrt beharrtest beharrtet
A|insisted|beharrte beharrten beharrter beharrtes beharrtem
V|insisting|beharrend
A|insisting|beharrende beharrenden beharrender beharrendes beharrendem
V|harass|belastigen belastige belastigst belastig
V|harassed|belastigt belastigtest belastigtet
A|harassed|belastigte belastigten belastigter belastigtes belastigtem
V|harassing|belastigend
A|harassing|belastigende belastigenden belastigender belastigendes belastigendem
V|encourage|ermutigen ermutige ermutigst ermutig ermuntern ermuntere ermunterst ermunter
V|encouraged|ermutigt ermutigtest ermutigtet ermuntert ermuntertest ermuntertet
A|encouraged|ermutigte ermutigten ermutigter ermutigtes ermutigtem ermunterte ermunterten ermunterter ermuntertes ermuntertem
V|encouraging|ermutigend ermunternd
A|encouraging|ermutigende ermutigenden ermutigender ermutigendes ermutigendem ermunternde ermunternden ermunternder ermunterndes ermunterndem
V|conclude|schlussfolgern schlussfolgere schlussfolgerst schlussfolgert schlussfolger
V|concluded|geschlussfolgert schlussfolgerte schlussfolgertest schlussfolgerten schlussfolgertet
A|concluded|geschlussfolgerte geschlussfolgerten geschlussfolgerter geschlussfolgertes geschlussfolgertem
V|concluding|schlussfolgernd
A|concluding|schlussfolgernde schlussfolgernden schlussfolgernder schlussfolgerndes schlussfolgerndem
V|steered|gesteuert steuerte steuertest steuerten steuertet
A|steered|gesteuerte gesteuerten gesteuerter gesteuertes gesteuertem
V|steer|steuere steuerst steuert
V|steering|steuernd
A|steering|steuernde steuernden steuernder steuerndes steuerndem
V|shortened|gekurzt kurzte kurztest kurzten kurztet
A|shortened|gekurzte gekurzten gekurzter gekurztes gekurztem
V|shorten|kurzt
V|shortening|kurzend
A|shortening|kurzende kurzenden kurzender kurzendes kurzendem
V|whisper|flustern flustere flusterst flustert fluster
V|whispered|geflustert flusterte flustertest flusterten flustertet
A|whispered|geflusterte geflusterten geflusterter geflustertes geflustertem
V|whispering|flusternd
A|whispering|flusternde flusternden flusternder flusterndes flusterndem
D|indeed|zwar
D|hardly|kaum
D|so far|bislang
D|since then|seither
D|long ago|langst
D|without exception|ausnahmslos
D|unconditionally|bedingungslos
D|anytime|jederzeit
D|for now|vorerst
D|at the same time|zugleich
D|exceptionally|ausnahmsweise
D|at the outset|eingangs
D|attached|anbei
D|enclosed|beiliegend
D|respectfully|hochachtungsvoll
D|kindly|freundlicherweise
D|most urgently|dringendst
D|to be safe|sicherheitshalber
D|as a precaution|vorsichtshalber
P|various|diverse diversen diverser
P|countless|unzahlige unzahligen
N|llm|llm
N|llms|llms
N|percent|prozent
N|million|mio
N|billion|mrd
A|any|beliebig beliebige beliebigen beliebiger beliebiges beliebigem
A|numerous|zahlreich zahlreiche zahlreichen zahlreicher zahlreiches zahlreichem
A|first mentioned|erstgenannt erstgenannte erstgenannten erstgenannter erstgenanntes erstgenanntem
A|then|damalig damalige damaligen damaliger damaliges damaligem
A|unmentioned|unerwahnt unerwahnte unerwahnten unerwahnter unerwahntes unerwahntem
A|without rules|regelfrei regelfreie regelfreien regelfreier regelfreies regelfreiem
A|unconditional|bedingungslose bedingungslosen bedingungsloser bedingungsloses bedingungslosem unbedingte unbedingten unbedingter unbedingtes unbedingtem
A|recklessly|rucksichtslos
A|reckless|rucksichtslose rucksichtslosen rucksichtsloser rucksichtsloses rucksichtslosem
A|pointless|sinnlos sinnlose sinnlosen sinnloser sinnloses sinnlosem
A|error-free|fehlerfrei fehlerfreie fehlerfreien fehlerfreier fehlerfreies fehlerfreiem
A|risky|riskant riskante riskanten riskanter riskantes riskantem
A|sealed|versiegelt versiegelte versiegelten versiegelter versiegeltes versiegeltem
A|upset|verargert verargerte verargerten verargerter verargertes verargertem
A|unqualified|unqualifiziert unqualifizierte unqualifizierten unqualifizierter unqualifiziertes unqualifiziertem
A|statistical|statistisch statistische statistischen statistischer statistisches statistischem
A|sexist|sexistisch sexistische sexistischen sexistischer sexistisches sexistischem
A|transphobic|transphob transphobe transphoben transphober transphobes transphobem
A|xenophobic|fremdenfeindlich fremdenfeindliche fremdenfeindlichen fremdenfeindlicher fremdenfeindliches fremdenfeindlichem
A|antisemitic|antisemitisch antisemitische antisemitischen antisemitischer antisemitisches antisemitischem
A|smart|smart smarte smarten smarter smartes smartem
A|unavailable|nichtverfugbar nichtverfugbare nichtverfugbaren nichtverfugbarer nichtverfugbares nichtverfugbarem
N|underscore|unterstrich unterstrichs unterstriches
N|underscores|unterstriche unterstrichen
N|translator|ubersetzer ubersetzers ubersetzerin
N|translators|ubersetzern ubersetzerinnen
N|trial|testphase
N|trials|testphasen
N|torture|folter
N|tortures|foltern
N|traffic|verkehr verkehrs verkehres
N|timeline|zeitachse zeitleiste
N|timelines|zeitachsen zeitleisten
N|schedule|zeitplan zeitplans zeitplanes
N|schedules|zeitplane zeitplanen
N|surveillance|uberwachung
N|surveillances|uberwachungen
N|suspicion|verdacht verdachts verdachtes
N|substance|substanz
N|substances|substanzen
N|statistics|statistik statistiken
N|stalking|stalking stalkings
N|specification|spezifikation
N|specifications|spezifikationen
N|speaker|sprecher sprechers sprecherin lautsprecher lautsprechers
N|speakers|sprechern sprecherinnen lautsprechern
N|slavery|sklaverei
N|skeptic|skeptiker skeptikers
N|skeptics|skeptikern
N|siblings|geschwister geschwistern
N|sequence|sequenz
N|sequences|sequenzen
N|sex|sex sexes
N|satire|satire
N|satires|satiren
N|sample|probe stichprobe
N|samples|proben stichproben
N|robbery|raub raubs raubes
N|revenge|rache
N|screenwriter|drehbuchautor drehbuchautors
N|screenwriters|drehbuchautoren
N|sanction|sanktion
N|sanctions|sanktionen
N|silence|schweigens
N|sidebar|seitenleiste
N|sidebars|seitenleisten
N|side note|randnotiz
N|side notes|randnotizen
N|government|regierung
N|governments|regierungen
N|president|prasident
N|presidents|prasidenten
N|party|partei
N|parties|parteien
N|minister|minister ministers
N|ministers|ministern
N|middle|mitte
N|middles|mitten
N|contrast|gegensatz gegensatzes
N|contrasts|gegensatze gegensatzen
N|approach|ansatz ansatzes
N|approaches|ansatze ansatzen
N|aspect|aspekt aspekts aspektes
N|aspects|aspekte aspekten
N|lady|dame
N|ladies|damen
V|sink|sinken sinke sinkst sinkt sink
V|sunk|gesunken
A|sunk|gesunkene gesunkenen gesunkener gesunkenes gesunkenem
V|sank|sank sankst sanken sankt
V|sinking|sinkend
A|sinking|sinkende sinkenden sinkender sinkendes sinkendem
V|fight|kampfen kampfe kampfst kampft
V|fought|gekampft kampfte kampftest kampften kampftet
A|fought|gekampfte gekampften gekampfter gekampftes gekampftem
V|fighting|kampfend
A|fighting|kampfende kampfenden kampfender kampfendes kampfendem
V|disturb|storen store storst stort stor
V|disturbed|gestort storte stortest storten stortet
A|disturbed|gestorte gestorten gestorter gestortes gestortem
V|disturbing|storend
A|disturbing|storende storenden storender storendes storendem
V|rescue|retten rette rettest rettet
V|rescued|gerettet rettete rettetest retteten rettetet
A|rescued|gerettete geretteten geretteter gerettetes gerettetem
V|rescuing|rettend
A|rescuing|rettende rettenden rettender rettendes rettendem
V|disappear|verschwinden verschwinde verschwindest verschwindet
V|disappeared|verschwunden verschwand verschwandest verschwanden verschwandet
A|disappeared|verschwundene verschwundenen verschwundener verschwundenes verschwundenem
V|disappearing|verschwindend
A|disappearing|verschwindende verschwindenden verschwindender verschwindendes verschwindendem
V|survive|uberleben uberlebe uberlebst uberleb
V|survived|uberlebt uberlebtest uberlebtet
A|survived|uberlebte uberlebten uberlebter uberlebtes uberlebtem
V|surviving|uberlebend
A|surviving|uberlebende uberlebenden uberlebender uberlebendes uberlebendem
V|experience|erleben erlebe erlebst erleb
V|experienced|erlebt erlebtest erlebtet
A|experienced|erlebte erlebten erlebter erlebtes erlebtem
V|experiencing|erlebend
A|experiencing|erlebende erlebenden erlebender erlebendes erlebendem
V|encounter|begegnen begegne begegnest
V|encountered|begegnet begegnetest begegnetet
A|encountered|begegnete begegneten begegneter begegnetes begegnetem
V|encountering|begegnend
A|encountering|begegnende begegnenden begegnender begegnendes begegnendem
V|miss|vermissen vermisse vermiss verpassen verpasse verpass
V|missed|vermisst vermisstest vermisstet verpasst verpasstest verpasstet
A|missed|vermisste vermissten vermisster vermisstes vermisstem verpasste verpassten verpasster verpasstes verpasstem
V|missing|vermissend verpassend
A|missing|vermissende vermissenden vermissender vermissendes vermissendem verpassende verpassenden verpassender verpassendes verpassendem
V|wonder|wundern wundere wunderst wundert wunder
V|wondered|gewundert wunderte wundertest wunderten wundertet
A|wondered|gewunderte gewunderten gewunderter gewundertes gewundertem
V|wondering|wundernd
A|wondering|wundernde wundernden wundernder wunderndes wunderndem
V|be glad|freuen freue freust freut freu
V|been glad|gefreut
A|been glad|gefreute gefreuten gefreuter gefreutes gefreutem
V|was glad|freute freutest freuten freutet
V|being glad|freuend
A|being glad|freuende freuenden freuender freuendes freuendem
V|annoy|argern argere argerst argert arger
V|annoyed|geargert argerte argertest argerten argertet
A|annoyed|geargerte geargerten geargerter geargertes geargertem
V|annoying|argernd
A|annoying|argernde argernden argernder argerndes argerndem
V|fear|furchten furchte furchtest furchtet
V|feared|gefurchtet furchtete furchtetest furchteten furchtetet
A|feared|gefurchtete gefurchteten gefurchteter gefurchtetes gefurchtetem
V|fearing|furchtend
A|fearing|furchtende furchtenden furchtender furchtendes furchtendem
V|hesitate|zogern zogere zogerst zogert zoger
V|hesitated|gezogert zogerte zogertest zogerten zogertet
A|hesitated|gezogerte gezogerten gezogerter gezogertes gezogertem
V|hesitating|zogernd
A|hesitating|zogernde zogernden zogernder zogerndes zogerndem
V|sworn|geschworen
A|sworn|geschworene geschworenen geschworener geschworenes geschworenem
V|swear|schwore
V|swore|schwor schworst schworen schwort
V|swearing|schworend
A|swearing|schworende schworenden schworender schworendes schworendem
V|cover up|vertuschen vertusche vertuschst vertusch
V|covered up|vertuscht vertuschtest vertuschtet
A|covered up|vertuschte vertuschten vertuschter vertuschtes vertuschtem
V|covering up|vertuschend
A|covering up|vertuschende vertuschenden vertuschender vertuschendes vertuschendem
V|blab|ausposaunen ausposaunst ausposaunt auszuposaunen posaune+aus posaunst+aus posaunt+aus posaunen+aus posaun+aus
V|blabbed|ausgeposaunt ausposaunte ausposauntest ausposaunten ausposauntet posaunte+aus posauntest+aus posaunten+aus posauntet+aus
A|blabbed|ausgeposaunte ausgeposaunten ausgeposaunter ausgeposauntes ausgeposauntem
V|blabbing|ausposaunend
A|blabbing|ausposaunende ausposaunenden ausposaunender ausposaunendes ausposaunendem
V|make known|kundtun kundtust kundtut kundzutun tue+kund tust+kund tut+kund tun+kund tu+kund
V|made known|kundgetan kundtat kundtatest kundtaten kundtatet tat+kund tatest+kund taten+kund tatet+kund
A|made known|kundgetane kundgetanen kundgetaner kundgetanes kundgetanem
V|making known|kundtund
A|making known|kundtunde kundtunden kundtunder kundtundes kundtundem
V|spit out|ausspucken ausspuckst ausspuckt auszuspucken spucke+aus spuckst+aus spuckt+aus spucken+aus spuck+aus
V|spat out|ausgespuckt ausspuckte ausspucktest ausspuckten ausspucktet spuckte+aus spucktest+aus spuckten+aus spucktet+aus
A|spat out|ausgespuckte ausgespuckten ausgespuckter ausgespucktes ausgespucktem
V|spitting out|ausspuckend
A|spitting out|ausspuckende ausspuckenden ausspuckender ausspuckendes ausspuckendem
V|cross out|durchstreichen durchstreichst durchstreicht durchzustreichen streiche+durch streichst+durch streicht+durch streichen+durch streich+durch
V|crossed out|durchgestrichen durchstrich durchstrichst durchstrichen durchstricht strich+durch strichst+durch strichen+durch stricht+durch
A|crossed out|durchgestrichene durchgestrichenen durchgestrichener durchgestrichenes durchgestrichenem
V|crossing out|durchstreichend
A|crossing out|durchstreichende durchstreichenden durchstreichender durchstreichendes durchstreichendem
V|invalidate|entwerten entwerte entwertest
V|invalidated|entwertet entwertetest entwertetet
A|invalidated|entwertete entwerteten entwerteter entwertetes entwertetem
V|invalidating|entwertend
A|invalidating|entwertende entwertenden entwertender entwertendes entwertendem
V|unlearn|verlernen verlerne verlernst verlern
V|unlearned|verlernt verlerntest verlerntet
A|unlearned|verlernte verlernten verlernter verlerntes verlerntem
V|unlearning|verlernend
A|unlearning|verlernende verlernenden verlernender verlernendes verlernendem
V|send over|ruberschicken ruberschickst ruberschickt ruberzuschicken schicke+ruber schickst+ruber schickt+ruber schicken+ruber schick+ruber
V|sent over|rubergeschickt ruberschickte ruberschicktest ruberschickten ruberschicktet schickte+ruber schicktest+ruber schickten+ruber schicktet+ruber
A|sent over|rubergeschickte rubergeschickten rubergeschickter rubergeschicktes rubergeschicktem
V|sending over|ruberschickend
A|sending over|ruberschickende ruberschickenden ruberschickender ruberschickendes ruberschickendem
V|fax|faxen faxe faxt fax
V|faxed|gefaxt faxte faxtest faxten faxtet
A|faxed|gefaxte gefaxten gefaxter gefaxtes gefaxtem
V|faxing|faxend
A|faxing|faxende faxenden faxender faxendes faxendem
V|text|simsen simse simst sims
V|texted|gesimst simste simstest simsten simstet
A|texted|gesimste gesimsten gesimster gesimstes gesimstem
V|texting|simsend
A|texting|simsende simsenden simsender simsendes simsendem
V|tortured|gefoltert folterte foltertest folterten foltertet
A|tortured|gefolterte gefolterten gefolterter gefoltertes gefoltertem
V|torture|foltere folterst foltert
V|torturing|folternd
A|torturing|folternde folternden folternder folterndes folterndem
N|it|it
N|cfo|cfo
N|cto|cto
N|pdf|pdf pdfs
N|vpn|vpn
N|ip|ip
N|usb|usb
N|sql|sql
N|ssh|ssh
N|connection|verbindung
N|connections|verbindungen
N|portal|portal portals
N|portals|portale portalen
N|format|format formats
N|formats|formate formaten
N|profile|profil profils profiles
N|profiles|profile profilen
N|overview|ubersicht
N|overviews|ubersichten
N|management|verwaltung
N|managements|verwaltungen
N|need|bedarf bedarfs bedarfes
N|visit|besuchs besuches
N|look|blick blicks blickes
N|looks|blicke blicken
N|floor|boden bodens
N|pressure|drucks druckes
N|use|einsatz einsatzes
N|uses|einsatze einsatzen
N|freedom|freiheit
N|freedoms|freiheiten
N|leadership|fuhrung
N|leaderships|fuhrungen
N|opponent|gegner gegners
N|opponents|gegnern
N|luck|gluck glucks gluckes
N|respect|hinsicht
N|respects|hinsichten
N|background|hintergrund hintergrunds hintergrundes
N|backgrounds|hintergrunde hintergrunden
N|century|jahrhundert jahrhunderts jahrhundertes
N|centuries|jahrhunderte jahrhunderten
N|fight|kampf kampfs kampfes
N|concept|konzept konzepts konzeptes
N|concepts|konzepte konzepten
N|circle|kreis
N|circles|kreise kreisen
N|culture|kultur
N|cultures|kulturen
N|course|kurs kurses
N|courses|kurse kursen
N|light|licht lichts lichtes
N|lights|lichter lichtern
N|air|luft
N|airs|lufte luften
N|media|medien
N|meter|meter meters
N|meters|metern
N|means|mittel mitteln
N|public|offentlichkeit
N|publics|offentlichkeiten
N|phase|phase
N|phases|phasen
N|region|region
N|regions|regionen
N|difficulty|schwierigkeit
N|difficulties|schwierigkeiten
N|dispute|streit streits streites
N|disputes|streite streiten
N|disposal|verfugung
N|disposals|verfugungen
N|trust|vertrauens
N|works|werke werken
N|competition|wettbewerb wettbewerbs wettbewerbes
N|competitions|wettbewerbe wettbewerben
N|wish|wunsch wunschs wunsches
N|center|zentrum zentrums
N|centers|zentren
N|doubt|zweifels
N|news|neuigkeit neuigkeiten
N|hint|andeutung
N|hints|andeutungen
N|twin|zwilling zwillings
N|twins|zwillinge zwillingen
N|workshop|workshop workshopes werkstatt
N|workshops|workshops werkstatten
N|walk|spaziergang spaziergangs spazierganges
N|walks|spaziergange spaziergangen
N|startup|startup startupes
N|startups|startups
N|submission|einreichung
N|submissions|einreichungen
N|shape|gestalt
N|tweet|tweet tweetes
N|tweets|tweets
N|gate|tor tors
N|gates|tore toren
N|signal|signal signals
N|signals|signale signalen
N|seed|samen samens
N|grave|grab grabs grabes
N|graves|graber grabern
N|wire|draht drahts drahtes
N|wires|drahte drahten
N|reply|antwortschreiben antwortschreibens
N|query|ruckfrage
N|queries|ruckfragen
N|inquiry|nachfrage erkundigung
N|inquiries|erkundigungen
N|detail|angabe einzelheit detail detailes
N|transmission|ubermittlung
N|transmissions|ubermittlungen
N|forwarding|weiterleitung
N|forwardings|weiterleitungen
N|redirect|umleitung
N|redirects|umleitungen
N|disclosure|offenlegung preisgabe
N|disclosures|offenlegungen
N|revelation|enthullung
N|revelations|enthullungen
N|secrecy|geheimhaltung
N|secrecies|geheimhaltungen
N|duty of confidentiality|schweigepflicht
N|duty of confidentialities|schweigepflichten
N|obfuscation|verschleierung
N|obfuscations|verschleierungen
N|cover-up|vertuschung
N|cover-ups|vertuschungen
N|manipulation|manipulation
N|manipulations|manipulationen
N|abuse|missbrauchs missbrauches missbrauche missbrauchen
N|bypass attempt|umgehungsversuch umgehungsversuchs umgehungsversuches
N|bypass attempts|umgehungsversuche umgehungsversuchen
N|attack attempt|angriffsversuch angriffsversuchs angriffsversuches
N|attack attempts|angriffsversuche angriffsversuchen
N|hack|hackes
N|hacks|hacks
N|hacker attack|hackerangriff hackerangriffs hackerangriffes
N|hacker attacks|hackerangriffe hackerangriffen
N|cyberattack|cyberangriff cyberangriffs cyberangriffes
N|cyberattacks|cyberangriffe cyberangriffen
N|phishing email|phishingmail phishingmails
N|spam email|spammail spammails
N|circular email|rundmail rundmails
N|mass email|massenmail massenmails
N|warning sign|warnsignal warnsignals
N|warning signs|warnsignale warnsignalen
N|alarm signal|alarmsignal alarmsignals
N|alarm signals|alarmsignale alarmsignalen
N|commander|befehlshaber befehlshabers
N|commanders|befehlshabern
N|main thing|hauptsache
N|main things|hauptsachen
N|minor matter|nebensache
N|minor matters|nebensachen
N|trifle|kleinigkeit
N|trifles|kleinigkeiten
N|read permission|leseberechtigung
N|read permissions|leseberechtigungen
N|write permission|schreibberechtigung
N|write permissions|schreibberechtigungen
N|execute permission|ausfuhrungsberechtigung
N|execute permissions|ausfuhrungsberechtigungen
N|rights management|rechteverwaltung
N|rights managements|rechteverwaltungen
N|role assignment|rollenverteilung
N|role assignments|rollenverteilungen
V|weigh|abwagen abwagst abwagt abzuwagen wage+ab wagst+ab wagt+ab wagen+ab wag+ab
V|weighed|abgewogen abwog abwogst abwogen abwogt wog+ab wogst+ab wogen+ab wogt+ab
A|weighed|abgewogene abgewogenen abgewogener abgewogenes abgewogenem
V|weighing|abwagend
A|weighing|abwagende abwagenden abwagender abwagendes abwagendem
V|guard|bewachen bewache bewachst bewach
V|guarded|bewacht bewachtest bewachtet
A|guarded|bewachte bewachten bewachter bewachtes bewachtem
V|guarding|bewachend
A|guarding|bewachende bewachenden bewachender bewachendes bewachendem
V|walk|spazieren spaziere spazierst spazier
V|walked|spaziert spaziertest spaziertet
A|walked|spazierte spazierten spazierter spaziertes spaziertem
V|walking|spazierend
A|walking|spazierende spazierenden spazierender spazierendes spazierendem
V|tweet|twittern twittere twitterst twittert twitter
V|tweeted|getwittert twitterte twittertest twitterten twittertet
A|tweeted|getwitterte getwitterten getwitterter getwittertes getwittertem
V|tweeting|twitternd
A|tweeting|twitternde twitternden twitternder twitterndes twitterndem
V|declare|deklarieren deklariere deklarierst deklarier
V|declared|deklariert deklariertest deklariertet
A|declared|deklarierte deklarierten deklarierter deklariertes deklariertem
V|declaring|deklarierend
A|declaring|deklarierende deklarierenden deklarierender deklarierendes deklarierendem
V|say|außern aussern außert aussert
V|said|geaußert geaussert außerte ausserte außertest aussertest außerten ausserten außertet aussertet
A|said|geaußerte geausserte geaußerten geausserten geaußerter geausserter geaußertes geaussertes geaußertem geaussertem
V|saying|außernd aussernd
A|saying|außernde aussernde außernden aussernden außernder aussernder außerndes ausserndes außerndem ausserndem
V|pronounce|aussprechen ausspreche aussprichst ausspricht aussprecht auszusprechen spreche+aus sprichst+aus spricht+aus sprecht+aus sprechen+aus sprich+aus
V|pronounced|ausgesprochen aussprach aussprachst aussprachen ausspracht sprach+aus sprachst+aus sprachen+aus spracht+aus
A|pronounced|ausgesprochene ausgesprochenen ausgesprochener ausgesprochenes ausgesprochenem
V|pronouncing|aussprechend
A|pronouncing|aussprechende aussprechenden aussprechender aussprechendes aussprechendem
A|able|fahig fahige fahigen fahiger fahiges fahigem
A|naked|nackt nackte nackten nackter nacktes nacktem
A|half|halb halbe halben halbes halbem
A|far|weit weite weiten weites weitem fern ferne fernen fernes fernem
A|farthest|weiteste weitesten weitester weitestes weitestem
A|cold|kalt kalte kalten kalter kaltes kaltem
A|bright|hell helle hellen heller helles hellem
A|sick|krank kranke kranken kranker krankes krankem
A|healthy|gesund gesunde gesunden gesunder gesundes gesundem
A|rich|reicher reiches reichem
A|tired|mude muden muder mudes mudem
A|popular|beliebt beliebte beliebten beliebter beliebtes beliebtem
A|famous|beruhmt beruhmte beruhmten beruhmter beruhmtes beruhmtem
A|suddenly|plotzlich
A|sudden|plotzliche plotzlichen plotzlicher plotzliches plotzlichem
A|lonely|einsam einsame einsamen einsamer einsames einsamem
A|comfortable|bequem bequeme bequemen bequemer bequemes bequemem
A|modern|modern moderne modernen moderner modernes modernem
A|daily|tagliche taglichen taglicher tagliches taglichem
A|weekly|wochentliche wochentlichen wochentlicher wochentliches wochentlichem
A|monthly|monatliche monatlichen monatlicher monatliches monatlichem
A|annual|jahrliche jahrlichen jahrlicher jahrliches jahrlichem
A|hourly|stundliche stundlichen stundlicher stundliches stundlichem
A|grateful|dankbar dankbare dankbaren dankbarer dankbares dankbarem
A|proud|stolz stolze stolzen stolzer stolzes stolzem
A|disappointed|enttauscht enttauschte enttauschten enttauschter enttauschtes enttauschtem
A|worried|besorgt besorgte besorgten besorgter besorgtes besorgtem
A|confused|verwirrt verwirrte verwirrten verwirrter verwirrtes verwirrtem
A|stressed|gestresst gestresste gestressten gestresster gestresstes gestresstem
A|fastest possible|schnellstmogliche schnellstmoglichen schnellstmoglicher schnellstmogliches schnellstmoglichem
A|fully automatically|vollautomatisch
A|fully automatic|vollautomatische vollautomatischen vollautomatischer vollautomatisches vollautomatischem
A|unimportant|unwichtig unwichtige unwichtigen unwichtiger unwichtiges unwichtigem
A|without permission|unerlaubt
A|priority|vorrangige vorrangigen vorrangiger vorrangiges vorrangigem
A|secondary|nachrangig nachrangige nachrangigen nachrangiger nachrangiges nachrangigem
A|higher-level|ubergeordnet ubergeordnete ubergeordneten ubergeordneter ubergeordnetes ubergeordnetem
A|subordinate|untergeordnet untergeordnete untergeordneten untergeordneter untergeordnetes untergeordnetem
A|indifferent|gleichgultig gleichgultige gleichgultigen gleichgultiger gleichgultiges gleichgultigem
V|get to know|kennenlernen kennenlernst kennenlernt kennenzulernen lerne+kennen lernst+kennen lernt+kennen lernen+kennen lern+kennen
V|gotten to know|kennengelernt
A|gotten to know|kennengelernte kennengelernten kennengelernter kennengelerntes kennengelerntem
V|got to know|kennenlernte kennenlerntest kennenlernten kennenlerntet lernte+kennen lerntest+kennen lernten+kennen lerntet+kennen
V|getting to know|kennenlernend
A|getting to know|kennenlernende kennenlernenden kennenlernender kennenlernendes kennenlernendem
V|go wrong|schiefgehen schiefgehst schiefgeht schiefzugehen gehe+schief gehst+schief geht+schief gehen+schief geh+schief
V|gone wrong|schiefgegangen
A|gone wrong|schiefgegangene schiefgegangenen schiefgegangener schiefgegangenes schiefgegangenem
V|went wrong|schiefging schiefgingst schiefgingen schiefgingt ging+schief gingst+schief gingen+schief gingt+schief
V|going wrong|schiefgehend
A|going wrong|schiefgehende schiefgehenden schiefgehender schiefgehendes schiefgehendem
V|get lost|verlorengehen verlorengehst verlorengeht verlorenzugehen gehe+verloren gehst+verloren geht+verloren gehen+verloren geh+verloren
V|gotten lost|verlorengegangen
A|gotten lost|verlorengegangene verlorengegangenen verlorengegangener verlorengegangenes verlorengegangenem
V|got lost|verlorenging verlorengingst verlorengingen verlorengingt ging+verloren gingst+verloren gingen+verloren gingt+verloren
V|getting lost|verlorengehend
A|getting lost|verlorengehende verlorengehenden verlorengehender verlorengehendes verlorengehendem
V|entrust|anvertrauen anvertraust anzuvertrauen vertraue+an vertraust+an vertraut+an vertrauen+an vertrau+an
V|entrusted|anvertraut anvertrautest anvertrautet vertraute+an vertrautest+an vertrauten+an vertrautet+an
A|entrusted|anvertraute anvertrauten anvertrauter anvertrautes anvertrautem
V|entrusting|anvertrauend
A|entrusting|anvertrauende anvertrauenden anvertrauender anvertrauendes anvertrauendem
N|anger|wut
N|joy|freude
N|joys|freuden
N|hope|hoffnung
N|hopes|hoffnungen
`;
