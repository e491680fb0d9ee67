// Italian → English word forms for the gloss reading (../lexicon.ts, docs/SCANNING-LANGUAGES.md).
// Product data written for this project: the function words in full, verbs in every form a writer
// uses for an order (future and conditional forms of ordinary verbs left out, modals kept), nouns
// and adjectives in all their forms, over the vocabulary of mail, office work, computing, security
// and AI assistants; no attack text was used. One line per gloss: the part of speech (N noun,
// A adjective, V verb, D adverb, P other), the English gloss (empty: the word disappears), then the
// forms, folded as the scanner folds text. Where two forms fold to one, the function word is kept,
// then the form written without accents.
export const IT_LEXICON = `
P|the|il lo la i gli le l
P|a|un uno una
P|of the|del dello della dei degli delle dell
P|to the|al allo alla ai agli alle all
P|from the|dal dallo dalla dai dagli dalle dall
P|in the|nel nello nella nei negli nelle nell
P|on the|sul sullo sulla sui sugli sulle sull
P|with the|col coi coll
P|for the|pel pei
P|of|di d
P|to|a ad
P|from|da
P|in|in
P|with|con
P|on|su
P|for|per
P|between|tra fra
P|without|senza senz
P|above|sopra
P|inside|dentro
P|outside|fuori
P|behind|dietro
P|in front|davanti
P|beside|accanto
P|beyond|oltre
P|towards|verso
P|against|contro
P|during|durante
P|through|mediante attraverso
P|via|tramite via
P|within|entro
P|at|presso
P|about|circa
P|regarding|riguardo
P|second|secondo
P|except|salvo tranne eccetto
P|instead of|anziche
P|instead|invece
P|and|e ed
P|or|o od oppure ovvero
P|that is|ossia cioe
P|but|ma pero bensi
P|also|anche anch pure inoltre altresi
P|as well as|nonche
P|that|che ch quello quella quel quell codesto codesta
P|if|se qualora
P|provided that|purche
P|although|sebbene benche
P|despite|nonostante malgrado
P|so that|affinche
P|because|perche
P|since|poiche siccome giacche
P|therefore|percio pertanto
P|so|quindi dunque
P|then|allora poi
P|indeed|infatti difatti
P|anyway|comunque
P|however|tuttavia
P|yet|eppure
P|while|mentre
P|until|finche fino
P|when|quando quand allorche
P|where|dove dov ove
P|as|come
P|who|chi
P|what|cosa cos
P|which|quale qual quali cui
P|how much|quanto quanta
P|how many|quanti quante
P|i|io
P|you|tu lei voi te t ti vi v
P|he|lui egli
P|she|ella
P|it|esso essa glielo gliela glieli gliele gliene gliel
P|they|essi esse
P|we|noi
P|their|loro
P|me|me m mi
P|there|ci c ce
P|them|li
P||si s ne n
P|this person|costui
P|the one|colui colei
P|those|coloro quelli quelle quei quegli
P|my|mio mia miei mie
P|your|tuo tua tuoi tue suo sua suoi sue vostro vostra vostri vostre
P|our|nostro nostra nostri nostre
P|own|proprio propria propri proprie
P|others|altrui altri altre
P|this|questo questa quest cio
P|these|questi queste
P|same|stesso stessa stessi stesse medesimo medesima medesimi medesime
P|such|tale tali
P|every|ogni
P|everyone|ognuno ognuna
P|each|ciascuno ciascuna ciascun
P|some|qualche alcuni alcune
P|someone|qualcuno qualcuna
P|something|qualcosa
P|any|alcuno alcuna alcun qualsiasi qualunque
P|nobody|nessuno
P|no|nessuna nessun
P|nothing|niente nulla
P|all|tutta tutt tutti tutte
P|other|altro altra
P|many|molti molte
P|much|molta
P|few|pochi poche
P|little|poca
P|too many|troppi troppe
P|too much|troppa
P|so many|tanti tante
P|so much|tanta
P|several|parecchi parecchie diversi diverse
P|various|vari varie
P|both|entrambi entrambe ambedue
P|anyone|chiunque
P|whatever|checche
P|zero|zero
P|two|due
P|three|tre
P|four|quattro
P|five|cinque
P|seven|sette
P|eight|otto
P|nine|nove
P|ten|dieci
P|eleven|undici
P|twelve|dodici
P|thirteen|tredici
P|fourteen|quattordici
P|fifteen|quindici
P|sixteen|sedici
P|seventeen|diciassette
P|eighteen|diciotto
P|nineteen|diciannove
P|twenty|venti
P|twenty-one|ventuno
P|thirty|trenta
P|forty|quaranta
P|fifty|cinquanta
P|sixty|sessanta
P|seventy|settanta
P|eighty|ottanta
P|ninety|novanta
P|hundred|cento
P|two hundred|duecento
P|three hundred|trecento
P|five hundred|cinquecento
P|thousand|mille mila
P|two thousand|duemila
P|million|milione
P|millions|milioni
P|billion|miliardo
P|billions|miliardi
P|first|primo primi prime
P|third|terzo terza terzi terze
P|fourth|quarto quarta quarti quarte
P|fifth|quinto quinta quinti quinte
P|sixth|sesto sesta sesti seste
P|seventh|settimo settima
P|eighth|ottavo ottava
P|ninth|nono nona
P|tenth|decimo decima
P|last|ultimo ultima ultimi ultime
P|second last|penultimo penultima
P|double|doppio doppia doppi doppie
P|triple|triplo tripla
P|half|meta mezzo mezza
P|hello|ciao salve
P|good morning|buongiorno
P|good evening|buonasera
P|good night|buonanotte
P|goodbye|arrivederci arrivederla addio
P|thanks|grazie
P|okay|ok okay
P|hey|ehi ehila
P|here|ecco
P|well|beh ebbene
P|oh|oh
P|ah|ah
P|alas|ahime
P|etc|ecc eccetera
P|versus|vs
P|before|prima
P|after|dopo
D|not|non mica
D|no|no
D|at all|affatto
D|already|gia
D|still|ancora tuttora
D|always|sempre
D|never|mai
D|often|spesso
D|sometimes|talvolta
D|immediately|subito immediatamente
D|now|ora adesso
D|today|oggi
D|yesterday|ieri
D|tomorrow|domani
D|tonight|stasera stanotte
D|this morning|stamattina
D|here|qui qua
D|so|cosi
D|well|bene
D|badly|male
D|very|molto assai
D|little|poco po
D|too|troppo
D|so much|tanto
D|more|piu
D|less|meno
D|only|solo soltanto solamente
D|really|davvero veramente realmente
D|maybe|forse magari
D|certainly|certo
D|surely|sicuramente
D|just|appena
D|almost|quasi
D|together|insieme assieme
D|soon|presto
D|late|tardi
D|forward|avanti
D|back|indietro
D|down|giu
D|meanwhile|intanto
D|otherwise|altrimenti
D|rather|piuttosto anzi
D|enough|abbastanza
D|at least|almeno perlomeno
D|not even|neanche nemmeno neppure
D|finally|infine finalmente
D|by now|ormai oramai
D|again|nuovamente
D|from scratch|daccapo
D|first|anzitutto innanzitutto
D|especially|soprattutto
D|equally|altrettanto
D|everywhere|ovunque dovunque dappertutto
D|elsewhere|altrove
D|there|laggiu lassu
D|so far|finora
D|meantime|frattempo
D|approximately|pressappoco
D|on purpose|apposta
D|possibly|eventualmente possibilmente
V|tell me|dimmi
V|tell us|dicci
V|tell him|digli
V|tell her|dille
V|say it|dillo
V|tell me it|dimmelo
V|tell us it|diccelo
V|give me|dammi
V|give us|dacci
V|give me it|dammelo dammela
V|let me|fammi
V|let us|facci
V|do it|fallo
V|do it for me|fammelo
V|go away|vattene
V|be|essere sia siate siano sii
V|are|sono siamo stiamo stanno
V|you are|sei siete stai
V|was|ero era fui fu
V|you were|eri eravate fosti foste
V|were|eravamo erano fummo furono fossi fosse fossimo fossero
V|you will be|sarai sarete
V|you would be|saresti sareste
V|been|stato stata stati state
V|being|essendo
V|have|avere ho abbiamo hanno abbia abbiate abbiano abbi
V|you have|hai avete
V|has|ha
V|had|avevo aveva avevamo avevano ebbi ebbe ebbero avemmo avessi avesse avessimo avessero avuto avuta avuti avute
V|you had|avevi avevate avesti aveste
V|you will have|avrai avrete
V|you would have|avresti avreste
V|having|avendo
V|be able|potere
V|can|posso puo possiamo possono possa possiate possano potro potra potremo potranno
V|you can|puoi potete potrai potrete
V|could|potevo poteva potevamo potevano potei pote potemmo poterono potetti potette potessi potesse potessimo potessero potrei potrebbe potremmo potrebbero
V|you could|potevi potevate potesti poteste potresti potreste
V|been able|potuto potuta potuti potute
V|being able|potendo
V|must|dovere devo debbo deve dobbiamo devono debbono debba deva dobbiate debbano devano dovro dovra dovremo dovranno
V|you must|devi dovete dovrai dovrete
V|had to|dovevo doveva dovevamo dovevano dovetti dovei dovette dovemmo dovettero doverono dovessi dovesse dovessimo dovessero dovuto dovuta dovuti dovute
V|you had to|dovevi dovevate dovesti doveste
V|should|dovrei dovrebbe dovremmo dovrebbero
V|you should|dovresti dovreste
V|having to|dovendo
V|want|volere voglio vuole vogliamo vogliono voglia vogliano
V|you want|vuoi volete
V|please|vogliate prego prega preghiamo pregasi
V|wanted|volevo voleva volevamo volevano volli volle volemmo vollero volesti voleste volessi volesse volessimo volessero voluto voluta voluti volute
V|you wanted|volevi volevate
V|you will want|vorrai vorrete
V|you would like|vorresti vorreste
V|wanting|volendo
V|ignore|ignorare ignora ignori ignoriamo ignorate ignorino ignoro ignorano ignoriate infischiare infischia infischi infischiamo infischiate infischino infischio infischiano snobbare snobba snobbi snobbiamo snobbate snobbino snobbo snobbano snobbiate
V|ignoring|ignorando infischiando snobbando
V|ignored|ignorato ignorata ignorati ignoravo ignoravi ignorava ignoravamo ignoravate ignoravano ignorai ignorasti ignorammo ignoraste ignorarono ignorassi ignorasse ignorassimo ignorassero infischiato infischiata infischiati infischiavo infischiavi infischiava infischiavamo infischiavate infischiavano infischiai infischiasti infischiammo infischiaste infischiarono infischiassi infischiasse infischiassimo infischiassero snobbato snobbata snobbati snobbavo snobbavi snobbava snobbavamo snobbavate snobbavano snobbai snobbasti snobbammo snobbaste snobbarono snobbassi snobbasse snobbassimo snobbassero
V|disregard|trascurare trascura trascuri trascuriamo trascurate trascurino trascuro trascurano trascuriate disattendere disattendi disattenda disattendiamo disattendete disattendano disattendo disattende disattendono disattendiate disapplicare disapplica disapplichi disapplichiamo disapplicate disapplichino disapplico disapplicano disapplichiate
V|disregarding|trascurando disattendendo disapplicando
V|disregarded|trascurato trascurata trascurati trascuravo trascuravi trascurava trascuravamo trascuravate trascuravano trascurai trascurasti trascurammo trascuraste trascurarono trascurassi trascurasse trascurassimo trascurassero disatteso disattesa disattesi disattese disattendevo disattendevi disattendeva disattendevamo disattendevate disattendevano disattendesti disattendemmo disattendeste disattesero disattendessi disattendesse disattendessimo disattendessero disapplicato disapplicata disapplicati disapplicavo disapplicavi disapplicava disapplicavamo disapplicavate disapplicavano disapplicai disapplicasti disapplicammo disapplicaste disapplicarono disapplicassi disapplicasse disapplicassimo disapplicassero
V|skip|tralasciare tralascia tralasci tralasciamo tralasciate tralascino tralascio tralasciano saltare salta salti saltiamo saltate saltino salto saltano saltiate
V|skipping|tralasciando saltando
V|skipped|tralasciato tralasciata tralasciati tralasciavo tralasciavi tralasciava tralasciavamo tralasciavate tralasciavano tralasciai tralasciasti tralasciammo tralasciaste tralasciarono tralasciassi tralasciasse tralasciassimo tralasciassero saltato saltata saltati saltavo saltavi saltava saltavamo saltavate saltavano saltai saltasti saltammo saltaste saltarono saltassi saltasse saltassimo saltassero
V|forget|dimenticare dimentica dimentichi dimentichiamo dimenticate dimentichino dimentico dimenticano dimentichiate scordare scorda scordi scordiamo scordate scordino scordo scordano scordiate obliare oblia obli obliamo obliate oblino oblio obliano
V|forgetting|dimenticando scordando obliando
V|forgotten|dimenticato dimenticata dimenticati scordato scordata scordati obliato obliata obliati
V|forgot|dimenticavo dimenticavi dimenticava dimenticavamo dimenticavate dimenticavano dimenticai dimenticasti dimenticammo dimenticaste dimenticarono dimenticassi dimenticasse dimenticassimo dimenticassero scordavo scordavi scordava scordavamo scordavate scordavano scordai scordasti scordammo scordaste scordarono scordassi scordasse scordassimo scordassero obliavo obliavi obliava obliavamo obliavate obliavano obliai obliasti obliammo obliaste obliarono obliassi obliasse obliassimo obliassero
V|omit|omettere ometti ometta omettiamo omettete omettano ometto omette omettono omettiate
V|omitting|omettendo
V|omitted|omesso omessa omessi omesse omettevo omettevi ometteva omettevamo omettevate omettevano omisi omettesti omise omettemmo ometteste omisero omettessi omettesse omettessimo omettessero
V|overlook|sorvolare sorvola sorvoli sorvoliamo sorvolate sorvolino sorvolo sorvolano sorvoliate
V|overlooking|sorvolando
V|overlooked|sorvolato sorvolata sorvolati sorvolavo sorvolavi sorvolava sorvolavamo sorvolavate sorvolavano sorvolai sorvolasti sorvolammo sorvolaste sorvolarono sorvolassi sorvolasse sorvolassimo sorvolassero
V|set aside|accantonare accantona accantoni accantoniamo accantonate accantonino accantonato accantonata accantonati accantono accantonano accantoniate accantonavo accantonavi accantonava accantonavamo accantonavate accantonavano accantonai accantonasti accantonammo accantonaste accantonarono accantonassi accantonasse accantonassimo accantonassero
V|setting aside|accantonando
V|discard|scartare scarta scarti scartiamo scartate scartino scarto scartano scartiate
V|discarding|scartando
V|discarded|scartato scartata scartati scartavo scartavi scartava scartavamo scartavate scartavano scartai scartasti scartammo scartaste scartarono scartassi scartasse scartassimo scartassero
V|cancel|annullare annulla annulli annulliamo annullino annullo annullano annulliate disdire disdi disdica disdiciamo disdite disdicano disdico disdici disdice disdicono disdiciate disdettare disdetta disdetti disdettiamo disdettate disdettino disdettano disdettiate
V|cancelling|annullando disdicendo disdettando
V|cancelled|annullavo annullavi annullava annullavamo annullavate annullavano annullai annullasti annullammo annullaste annullarono annullassi annullasse annullassimo annullassero disdetto disdette disdicevo disdicevi disdiceva disdicevamo disdicevate disdicevano disdissi disdicesti disdisse disdicemmo disdiceste disdissero disdicessi disdicesse disdicessimo disdicessero disdettato disdettata disdettati disdettavo disdettavi disdettava disdettavamo disdettavate disdettavano disdettai disdettasti disdettammo disdettaste disdettarono disdettassi disdettasse disdettassimo disdettassero
V|revoke|revocare revoca revochi revochiamo revocate revochino revoco revocano revochiate abrogare abroga abroghi abroghiamo abrogate abroghino abrogo abrogano abroghiate
V|revoking|revocando abrogando
V|revoked|revocato revocata revocati revocavo revocavi revocava revocavamo revocavate revocavano revocai revocasti revocammo revocaste revocarono revocassi revocasse revocassimo revocassero abrogato abrogata abrogati abrogavo abrogavi abrogava abrogavamo abrogavate abrogavano abrogai abrogasti abrogammo abrogaste abrogarono abrogassi abrogasse abrogassimo abrogassero
V|abandon|abbandonare abbandona abbandoni abbandoniamo abbandonate abbandonino abbandono abbandonano abbandoniate
V|abandoning|abbandonando
V|abandoned|abbandonato abbandonata abbandonati abbandonavo abbandonavi abbandonava abbandonavamo abbandonavate abbandonavano abbandonai abbandonasti abbandonammo abbandonaste abbandonarono abbandonassi abbandonasse abbandonassimo abbandonassero
V|bypass|bypassare bypassa bypassi bypassiamo bypassate bypassino bypasso bypassano bypassiate aggirare aggira aggiri aggiriamo aggirate aggirino aggiro aggirano aggiriate
V|bypassing|bypassando aggirando
V|bypassed|bypassato bypassata bypassati bypassavo bypassavi bypassava bypassavamo bypassavate bypassavano bypassai bypassasti bypassammo bypassaste bypassarono bypassassi bypassasse bypassassimo bypassassero aggirato aggirata aggirati aggiravo aggiravi aggirava aggiravamo aggiravate aggiravano aggirai aggirasti aggirammo aggiraste aggirarono aggirassi aggirasse aggirassimo aggirassero
V|evade|eludere eludi eluda eludiamo eludete eludano eludo elude eludono eludiate
V|evading|eludendo
V|evaded|eluso elusa elusi eluse eludevo eludevi eludeva eludevamo eludevate eludevano eludesti eludemmo eludeste elusero eludessi eludesse eludessimo eludessero
V|avoid|evitare evita eviti evitiamo evitate evitino evito evitano evitiate
V|avoiding|evitando
V|avoided|evitato evitata evitati evitavo evitavi evitava evitavamo evitavate evitavano evitai evitasti evitammo evitaste evitarono evitassi evitasse evitassimo evitassero
V|disobey|disobbedire disobbedisci disobbedisca disobbediamo disobbedite disobbediscano disobbedisco disobbedisce disobbediscono disobbediate
V|disobeying|disobbedendo
V|disobeyed|disobbedito disobbedita disobbediti disobbedivo disobbedivi disobbediva disobbedivamo disobbedivate disobbedivano disobbedii disobbedisti disobbedi disobbedimmo disobbediste disobbedirono disobbedissi disobbedisse disobbedissimo disobbedissero
V|violate|violare viola violi violiamo violate violino violo violano violiate
V|violating|violando
V|violated|violato violata violati violavo violavi violava violavamo violavate violavano violai violasti violammo violaste violarono violassi violasse violassimo violassero
V|break|infrangere infrangi infranga infrangiamo infrangete infrangano infrango infrange infrangono infrangiate rompere rompi rompa rompiamo rompete rompano rompo rompe rompono rompiate
V|breaking|infrangendo rompendo
V|broken|infranto infranta infranti infrante
V|broke|infrangevo infrangevi infrangeva infrangevamo infrangevate infrangevano infransi infrangesti infranse infrangemmo infrangeste infransero infrangessi infrangesse infrangessimo infrangessero rompevo rompevi rompeva rompevamo rompevate rompevano ruppi rompesti ruppe rompemmo rompeste ruppero rompessi rompesse rompessimo rompessero
V|override|sovrascrivere sovrascrivi sovrascriva sovrascriviamo sovrascrivete sovrascrivano sovrascrivo sovrascrive sovrascrivono sovrascriviate scavalcare scavalca scavalchi scavalchiamo scavalcate scavalchino scavalco scavalcano scavalchiate
V|overriding|sovrascrivendo scavalcando
V|overridden|sovrascritto sovrascritta sovrascritti sovrascritte scavalcato scavalcata scavalcati
V|overrode|sovrascrivevo sovrascrivevi sovrascriveva sovrascrivevamo sovrascrivevate sovrascrivevano sovrascrissi sovrascrivesti sovrascrisse sovrascrivemmo sovrascriveste sovrascrissero sovrascrivessi sovrascrivesse sovrascrivessimo sovrascrivessero scavalcavo scavalcavi scavalcava scavalcavamo scavalcavate scavalcavano scavalcai scavalcasti scavalcammo scavalcaste scavalcarono scavalcassi scavalcasse scavalcassimo scavalcassero
V|supersede|prevalere prevali prevalga prevaliamo prevalete prevalgano prevalgo prevale prevalgono prevaliate
V|superseding|prevalendo
V|superseded|prevalso prevalsa prevalsi prevalse prevalevo prevalevi prevaleva prevalevamo prevalevate prevalevano prevalesti prevalemmo prevaleste prevalsero prevalessi prevalesse prevalessimo prevalessero
V|replace|sostituire sostituisci sostituisca sostituiamo sostituite sostituiscano sostituisco sostituisce sostituiscono sostituiate rimpiazzare rimpiazza rimpiazzi rimpiazziamo rimpiazzate rimpiazzino rimpiazzo rimpiazzano rimpiazziate
V|replacing|sostituendo rimpiazzando
V|replaced|sostituito sostituita sostituiti sostituivo sostituivi sostituiva sostituivamo sostituivate sostituivano sostituii sostituisti sostitui sostituimmo sostituiste sostituirono sostituissi sostituisse sostituissimo sostituissero rimpiazzato rimpiazzata rimpiazzati rimpiazzavo rimpiazzavi rimpiazzava rimpiazzavamo rimpiazzavate rimpiazzavano rimpiazzai rimpiazzasti rimpiazzammo rimpiazzaste rimpiazzarono rimpiazzassi rimpiazzasse rimpiazzassimo rimpiazzassero
V|suspend|sospendere sospendi sospenda sospendiamo sospendete sospendano sospendo sospende sospendono sospendiate
V|suspending|sospendendo
V|suspended|sospeso sospesa sospesi sospese sospendevo sospendevi sospendeva sospendevamo sospendevate sospendevano sospendesti sospendemmo sospendeste sospesero sospendessi sospendesse sospendessimo sospendessero
V|disable|disattivare disattiva disattivi disattiviamo disattivino disattivo disattivano disattiviate disabilitare disabilita disabiliti disabilitiamo disabilitate disabilitino disabilito disabilitano disabilitiate
V|disabling|disattivando disabilitando
V|disabled|disattivavo disattivavi disattivava disattivavamo disattivavate disattivavano disattivai disattivasti disattivammo disattivaste disattivarono disattivassi disattivasse disattivassimo disattivassero disabilitato disabilitata disabilitati disabilitavo disabilitavi disabilitava disabilitavamo disabilitavate disabilitavano disabilitai disabilitasti disabilitammo disabilitaste disabilitarono disabilitassi disabilitasse disabilitassimo disabilitassero
V|activate|attivare attiviamo attivino attivano attiviate
V|activating|attivando
V|activated|attivavo attivavi attivava attivavamo attivavate attivavano attivai attivasti attivammo attivaste attivarono attivassi attivasse attivassimo attivassero
V|reactivate|riattivare riattiva riattivi riattiviamo riattivate riattivino riattivo riattivano riattiviate
V|reactivating|riattivando
V|reactivated|riattivato riattivata riattivati riattivavo riattivavi riattivava riattivavamo riattivavate riattivavano riattivai riattivasti riattivammo riattivaste riattivarono riattivassi riattivasse riattivassimo riattivassero
V|enable|abilitare abilita abiliti abilitiamo abilitino abilito abilitano abilitiate
V|enabling|abilitando
V|enabled|abilitavo abilitavi abilitava abilitavamo abilitavate abilitavano abilitai abilitasti abilitammo abilitaste abilitarono abilitassi abilitasse abilitassimo abilitassero
V|unlock|sbloccare sblocca sblocchi sblocchiamo sbloccate sblocchino sblocco sbloccano sblocchiate
V|unlocking|sbloccando
V|unlocked|sbloccato sbloccata sbloccati sbloccavo sbloccavi sbloccava sbloccavamo sbloccavate sbloccavano sbloccai sbloccasti sbloccammo sbloccaste sbloccarono sbloccassi sbloccasse sbloccassimo sbloccassero
V|block|bloccare blocca blocchiamo bloccate blocchino bloccano blocchiate
V|blocking|bloccando
V|blocked|bloccato bloccata bloccati bloccavo bloccavi bloccava bloccavamo bloccavate bloccavano bloccai bloccasti bloccammo bloccaste bloccarono bloccassi bloccasse bloccassimo bloccassero
V|remove|rimuovere rimuovi rimuova rimuoviamo rimuovete rimuovano rimuovo rimuove rimuovono rimuoviate togliere togli tolga togliamo togliete tolgano tolgo toglie tolgono togliate levare leva levi leviamo levate levino levo levano leviate stralciare stralcia stralci stralciamo stralciate stralcino stralcio stralciano
V|removing|rimuovendo togliendo levando stralciando
V|removed|rimosso rimossa rimossi rimosse rimuovevo rimuovevi rimuoveva rimuovevamo rimuovevate rimuovevano rimuovesti rimuovemmo rimuoveste rimossero rimuovessi rimuovesse rimuovessimo rimuovessero tolto tolta tolti tolte toglievo toglievi toglieva toglievamo toglievate toglievano tolsi togliesti tolse togliemmo toglieste tolsero togliessi togliesse togliessimo togliessero levato levata levati levavo levavi levava levavamo levavate levavano levai levasti levammo levaste levarono levassi levasse levassimo levassero stralciato stralciata stralciati stralciavo stralciavi stralciava stralciavamo stralciavate stralciavano stralciai stralciasti stralciammo stralciaste stralciarono stralciassi stralciasse stralciassimo stralciassero
V|delete|eliminare elimina elimini eliminiamo eliminate eliminino elimino eliminano eliminiate cancellare cancella cancelli cancelliamo cancellate cancellino cancello cancellano cancelliate cassare cassi cassiamo cassate cassino casso cassano cassiate depennare depenna depenni depenniamo depennate depennino depenno depennano depenniate
V|deleting|eliminando cancellando cassando depennando
V|deleted|eliminato eliminata eliminati eliminavo eliminavi eliminava eliminavamo eliminavate eliminavano eliminai eliminasti eliminammo eliminaste eliminarono eliminassi eliminasse eliminassimo eliminassero cancellato cancellata cancellati cancellavo cancellavi cancellava cancellavamo cancellavate cancellavano cancellai cancellasti cancellammo cancellaste cancellarono cancellassi cancellasse cancellassimo cancellassero cassato cassata cassati cassavo cassavi cassava cassavamo cassavate cassavano cassai cassasti cassammo cassaste cassarono cassassi cassasse cassassimo cassassero depennato depennata depennati depennavo depennavi depennava depennavamo depennavate depennavano depennai depennasti depennammo depennaste depennarono depennassi depennasse depennassimo depennassero
V|trash|cestinare cestina cestiniamo cestinate cestinino cestinano cestiniate
V|trashing|cestinando
V|trashed|cestinato cestinata cestinati cestinavo cestinavi cestinava cestinavamo cestinavate cestinavano cestinai cestinasti cestinammo cestinaste cestinarono cestinassi cestinasse cestinassimo cestinassero
V|destroy|distruggere distruggi distrugga distruggiamo distruggete distruggano distruggo distrugge distruggono distruggiate
V|destroying|distruggendo
V|destroyed|distrutto distrutta distrutti distrutte distruggevo distruggevi distruggeva distruggevamo distruggevate distruggevano distrussi distruggesti distrusse distruggemmo distruggeste distrussero distruggessi distruggesse distruggessimo distruggessero
V|empty|svuotare svuota svuoti svuotiamo svuotate svuotino svuoto svuotano svuotiate
V|emptying|svuotando
V|emptied|svuotato svuotata svuotati svuotavo svuotavi svuotava svuotavamo svuotavate svuotavano svuotai svuotasti svuotammo svuotaste svuotarono svuotassi svuotasse svuotassimo svuotassero
V|wipe|ripulire ripulisci ripulisca ripuliamo ripulite ripuliscano ripulisco ripulisce ripuliscono ripuliate
V|wiping|ripulendo
V|wiped|ripulito ripulita ripuliti ripulivo ripulivi ripuliva ripulivamo ripulivate ripulivano ripulii ripulisti ripuli ripulimmo ripuliste ripulirono ripulissi ripulisse ripulissimo ripulissero
V|clean|pulire pulisci pulisca puliamo puliscano pulisco pulisce puliscono puliate
V|cleaning|pulendo
V|cleaned|pulivo pulivi puliva pulivamo pulivate pulivano pulii pulisti puli pulimmo puliste pulirono pulissi pulisse pulissimo pulissero
V|reset|azzerare azzera azzeri azzeriamo azzerate azzerino azzerato azzerata azzerati azzero azzerano azzeriate azzeravo azzeravi azzerava azzeravamo azzeravate azzeravano azzerai azzerasti azzerammo azzeraste azzerarono azzerassi azzerasse azzerassimo azzerassero resettare resetta resetti resettiamo resettate resettino resettato resettata resettati resetto resettano resettiate resettavo resettavi resettava resettavamo resettavate resettavano resettai resettasti resettammo resettaste resettarono resettassi resettasse resettassimo resettassero reimpostare reimposta reimposti reimpostiamo reimpostate reimpostino reimpostato reimpostata reimpostati reimposto reimpostano reimpostiate reimpostavo reimpostavi reimpostava reimpostavamo reimpostavate reimpostavano reimpostai reimpostasti reimpostammo reimpostaste reimpostarono reimpostassi reimpostasse reimpostassimo reimpostassero
V|resetting|azzerando resettando reimpostando
V|restore|ripristinare ripristina ripristiniamo ripristinate ripristinino ripristinano ripristiniate
V|restoring|ripristinando
V|restored|ripristinato ripristinata ripristinati ripristinavo ripristinavi ripristinava ripristinavamo ripristinavate ripristinavano ripristinai ripristinasti ripristinammo ripristinaste ripristinarono ripristinassi ripristinasse ripristinassimo ripristinassero
V|format|formattare formatta formatti formattiamo formattate formattino formatto formattano formattiate
V|formatting|formattando
V|formatted|formattato formattata formattati formattavo formattavi formattava formattavamo formattavate formattavano formattai formattasti formattammo formattaste formattarono formattassi formattasse formattassimo formattassero
V|purge|purgare purga purghi purghiamo purgate purghino purgo purgano purghiate epurare epura epuri epuriamo epurate epurino epuro epurano epuriate
V|purging|purgando epurando
V|purged|purgato purgata purgati purgavo purgavi purgava purgavamo purgavate purgavano purgai purgasti purgammo purgaste purgarono purgassi purgasse purgassimo purgassero epurato epurata epurati epuravo epuravi epurava epuravamo epuravate epuravano epurai epurasti epurammo epuraste epurarono epurassi epurasse epurassimo epurassero
V|send|inviare invia invii inviamo inviate inviino invio inviano mandare manda mandi mandiamo mandate mandino mando mandano mandiate spedire spedisci spedisca spediamo spedite spediscano spedisco spedisce spediscono spediate
V|sending|inviando mandando spedendo
V|sent|inviato inviata inviati inviavo inviavi inviava inviavamo inviavate inviavano inviai inviasti inviammo inviaste inviarono inviassi inviasse inviassimo inviassero mandato mandata mandati mandavo mandavi mandava mandavamo mandavate mandavano mandai mandasti mandammo mandaste mandarono mandassi mandasse mandassimo mandassero spedito spedita spediti spedivo spedivi spediva spedivamo spedivate spedivano spedii spedisti spedi spedimmo spediste spedirono spedissi spedisse spedissimo spedissero
V|resend|reinviare reinvia reinvii reinviamo reinviate reinviino reinvio reinviano
V|resending|reinviando
V|resent|reinviato reinviata reinviati reinviavo reinviavi reinviava reinviavamo reinviavate reinviavano reinviai reinviasti reinviammo reinviaste reinviarono reinviassi reinviasse reinviassimo reinviassero
V|forward|inoltrare inoltra inoltriamo inoltrate inoltrino inoltrano inoltriate girare gira giri giriamo girate girino giro girano giriate forwardare forwarda forwardi forwardiamo forwardate forwardino forwardo forwardano forwardiate rigirare rigira rigiri rigiriamo rigirate rigirino rigiro rigirano rigiriate
V|forwarding|inoltrando girando forwardando rigirando
V|forwarded|inoltrato inoltrata inoltrati inoltravo inoltravi inoltrava inoltravamo inoltravate inoltravano inoltrai inoltrasti inoltrammo inoltraste inoltrarono inoltrassi inoltrasse inoltrassimo inoltrassero girato girata girati giravo giravi girava giravamo giravate giravano girai girasti girammo giraste girarono girassi girasse girassimo girassero forwardato forwardata forwardati forwardavo forwardavi forwardava forwardavamo forwardavate forwardavano forwardai forwardasti forwardammo forwardaste forwardarono forwardassi forwardasse forwardassimo forwardassero rigirato rigirata rigirati rigiravo rigiravi rigirava rigiravamo rigiravate rigiravano rigirai rigirasti rigirammo rigiraste rigirarono rigirassi rigirasse rigirassimo rigirassero
V|transmit|trasmettere trasmetti trasmetta trasmettiamo trasmettete trasmettano trasmetto trasmette trasmettono trasmettiate
V|transmitting|trasmettendo
V|transmitted|trasmesso trasmessa trasmessi trasmesse trasmettevo trasmettevi trasmetteva trasmettevamo trasmettevate trasmettevano trasmisi trasmettesti trasmise trasmettemmo trasmetteste trasmisero trasmettessi trasmettesse trasmettessimo trasmettessero
V|relay|ritrasmettere ritrasmetti ritrasmetta ritrasmettiamo ritrasmettete ritrasmettano ritrasmetto ritrasmette ritrasmettono ritrasmettiate rilanciare rilancia rilanci rilanciamo rilanciate rilancino rilancio rilanciano
V|relaying|ritrasmettendo rilanciando
V|relayed|ritrasmesso ritrasmessa ritrasmessi ritrasmesse ritrasmettevo ritrasmettevi ritrasmetteva ritrasmettevamo ritrasmettevate ritrasmettevano ritrasmisi ritrasmettesti ritrasmise ritrasmettemmo ritrasmetteste ritrasmisero ritrasmettessi ritrasmettesse ritrasmettessimo ritrasmettessero rilanciato rilanciata rilanciati rilanciavo rilanciavi rilanciava rilanciavamo rilanciavate rilanciavano rilanciai rilanciasti rilanciammo rilanciaste rilanciarono rilanciassi rilanciasse rilanciassimo rilanciassero
V|transfer|trasferire trasferisci trasferisca trasferiamo trasferite trasferiscano trasferisco trasferisce trasferiscono trasferiate bonificare bonifica bonifichi bonifichiamo bonificate bonifichino bonificano bonifichiate girocontare giroconta giroconti girocontiamo girocontate girocontino giroconto girocontano girocontiate
V|transferring|trasferendo bonificando girocontando
V|transferred|trasferito trasferita trasferiti trasferivo trasferivi trasferiva trasferivamo trasferivate trasferivano trasferii trasferisti trasferi trasferimmo trasferiste trasferirono trasferissi trasferisse trasferissimo trasferissero bonificato bonificata bonificati bonificavo bonificavi bonificava bonificavamo bonificavate bonificavano bonificai bonificasti bonificammo bonificaste bonificarono bonificassi bonificasse bonificassimo bonificassero girocontato girocontata girocontati girocontavo girocontavi girocontava girocontavamo girocontavate girocontavano girocontai girocontasti girocontammo girocontaste girocontarono girocontassi girocontasse girocontassimo girocontassero
V|share|condividere condividi condivida condividiamo condividete condividano condivido condivide condividono condividiate
V|sharing|condividendo
V|shared|condiviso condivisa condivisi condivise condividevo condividevi condivideva condividevamo condividevate condividevano condividesti condividemmo condivideste condivisero condividessi condividesse condividessimo condividessero
V|pass|passare passa passiamo passino passano passiate
V|passing|passando
V|passed|passavo passavi passava passavamo passavate passavano passai passasti passammo passaste passarono passassi passasse passassimo passassero
V|redirect|reindirizzare reindirizza reindirizzi reindirizziamo reindirizzate reindirizzino reindirizzo reindirizzano reindirizziate
V|redirecting|reindirizzando
V|redirected|reindirizzato reindirizzata reindirizzati reindirizzavo reindirizzavi reindirizzava reindirizzavamo reindirizzavate reindirizzavano reindirizzai reindirizzasti reindirizzammo reindirizzaste reindirizzarono reindirizzassi reindirizzasse reindirizzassimo reindirizzassero
V|upload|caricare carica carichiamo caricate carichino caricano carichiate uploadare uploada uploadi uploadiamo uploadate uploadino uploado uploadano uploadiate
V|uploading|caricando uploadando
V|uploaded|caricato caricata caricati caricavo caricavi caricava caricavamo caricavate caricavano caricai caricasti caricammo caricaste caricarono caricassi caricasse caricassimo caricassero uploadato uploadata uploadati uploadavo uploadavi uploadava uploadavamo uploadavate uploadavano uploadai uploadasti uploadammo uploadaste uploadarono uploadassi uploadasse uploadassimo uploadassero
V|reload|ricaricare ricarica ricarichi ricarichiamo ricaricate ricarichino ricarico ricaricano ricarichiate
V|reloading|ricaricando
V|reloaded|ricaricato ricaricata ricaricati ricaricavo ricaricavi ricaricava ricaricavamo ricaricavate ricaricavano ricaricai ricaricasti ricaricammo ricaricaste ricaricarono ricaricassi ricaricasse ricaricassimo ricaricassero
V|download|scaricare scarica scarichi scarichiamo scaricate scarichino scarico scaricano scarichiate downloadare downloada downloadi downloadiamo downloadate downloadino downloado downloadano downloadiate
V|downloading|scaricando downloadando
V|downloaded|scaricato scaricata scaricati scaricavo scaricavi scaricava scaricavamo scaricavate scaricavano scaricai scaricasti scaricammo scaricaste scaricarono scaricassi scaricasse scaricassimo scaricassero downloadato downloadata downloadati downloadavo downloadavi downloadava downloadavamo downloadavate downloadavano downloadai downloadasti downloadammo downloadaste downloadarono downloadassi downloadasse downloadassimo downloadassero
V|attach|allegare allega alleghi alleghiamo allegate alleghino allego allegano alleghiate
V|attaching|allegando
V|attached|allegata allegavo allegavi allegava allegavamo allegavate allegavano allegai allegasti allegammo allegaste allegarono allegassi allegasse allegassimo allegassero
V|copy|copiare copi copiamo copiate copino copio copiano ricopiare ricopia ricopi ricopiamo ricopiate ricopino ricopio ricopiano
V|copying|copiando ricopiando
V|copied|copiato copiata copiati copiavo copiavi copiava copiavamo copiavate copiavano copiai copiasti copiammo copiaste copiarono copiassi copiasse copiassimo copiassero ricopiato ricopiata ricopiati ricopiavo ricopiavi ricopiava ricopiavamo ricopiavate ricopiavano ricopiai ricopiasti ricopiammo ricopiaste ricopiarono ricopiassi ricopiasse ricopiassimo ricopiassero
V|paste|incollare incolla incolli incolliamo incollate incollino incollo incollano incolliate
V|pasting|incollando
V|pasted|incollato incollata incollati incollavo incollavi incollava incollavamo incollavate incollavano incollai incollasti incollammo incollaste incollarono incollassi incollasse incollassimo incollassero
V|print|stampare stampa stampi stampiamo stampate stampino stampo stampano stampiate
V|printing|stampando
V|printed|stampato stampata stampati stampavo stampavi stampava stampavamo stampavate stampavano stampai stampasti stampammo stampaste stamparono stampassi stampasse stampassimo stampassero
V|reprint|ristampare ristampa ristampi ristampiamo ristampate ristampino ristampo ristampano ristampiate
V|reprinting|ristampando
V|reprinted|ristampato ristampata ristampati ristampavo ristampavi ristampava ristampavamo ristampavate ristampavano ristampai ristampasti ristampammo ristampaste ristamparono ristampassi ristampasse ristampassimo ristampassero
V|show|mostrare mostra mostri mostriamo mostrate mostrino mostro mostrano mostriate manifestare manifesta manifesti manifestiamo manifestate manifestino manifesto manifestano manifestiate esibire esibisci esibisca esibiamo esibite esibiscano esibisco esibisce esibiscono esibiate
V|showing|mostrando manifestando esibendo
V|shown|mostrato mostrata mostrati manifestato manifestata manifestati esibito esibita esibiti
V|showed|mostravo mostravi mostrava mostravamo mostravate mostravano mostrai mostrasti mostrammo mostraste mostrarono mostrassi mostrasse mostrassimo mostrassero manifestavo manifestavi manifestava manifestavamo manifestavate manifestavano manifestai manifestasti manifestammo manifestaste manifestarono manifestassi manifestasse manifestassimo manifestassero esibivo esibivi esibiva esibivamo esibivate esibivano esibii esibisti esibi esibimmo esibiste esibirono esibissi esibisse esibissimo esibissero
V|display|visualizzare visualizza visualizzi visualizziamo visualizzate visualizzino visualizzo visualizzano visualizziate
V|displaying|visualizzando
V|displayed|visualizzato visualizzata visualizzati visualizzavo visualizzavi visualizzava visualizzavamo visualizzavate visualizzavano visualizzai visualizzasti visualizzammo visualizzaste visualizzarono visualizzassi visualizzasse visualizzassimo visualizzassero
V|reveal|rivelare rivela riveli riveliamo rivelate rivelino rivelo rivelano riveliate svelare svela sveli sveliamo svelate svelino svelo svelano sveliate palesare palesa palesi palesiamo palesate palesino paleso palesano palesiate
V|revealing|rivelando svelando palesando
V|revealed|rivelato rivelata rivelati rivelavo rivelavi rivelava rivelavamo rivelavate rivelavano rivelai rivelasti rivelammo rivelaste rivelarono rivelassi rivelasse rivelassimo rivelassero svelato svelata svelati svelavo svelavi svelava svelavamo svelavate svelavano svelai svelasti svelammo svelaste svelarono svelassi svelasse svelassimo svelassero palesato palesata palesati palesavo palesavi palesava palesavamo palesavate palesavano palesai palesasti palesammo palesaste palesarono palesassi palesasse palesassimo palesassero
V|disclose|divulgare divulga divulghi divulghiamo divulgate divulghino divulgo divulgano divulghiate
V|disclosing|divulgando
V|disclosed|divulgato divulgata divulgati divulgavo divulgavi divulgava divulgavamo divulgavate divulgavano divulgai divulgasti divulgammo divulgaste divulgarono divulgassi divulgasse divulgassimo divulgassero
V|spread|diffondere diffondi diffonda diffondiamo diffondete diffondano diffuso diffusa diffusi diffuse diffondo diffonde diffondono diffondiate diffondevo diffondevi diffondeva diffondevamo diffondevate diffondevano diffondesti diffondemmo diffondeste diffusero diffondessi diffondesse diffondessimo diffondessero
V|spreading|diffondendo
V|expose|esporre esponi esponga esponiamo esponete espongano espongo espone espongono esponiate
V|exposing|esponendo
V|exposed|esposto esposta esposti esposte esponevo esponevi esponeva esponevamo esponevate esponevano esposi esponesti espose esponemmo esponeste esposero esponessi esponesse esponessimo esponessero
V|communicate|comunicare comunica comunichi comunichiamo comunicate comunichino comunico comunicano comunichiate
V|communicating|comunicando
V|communicated|comunicato comunicata comunicati comunicavo comunicavi comunicava comunicavamo comunicavate comunicavano comunicai comunicasti comunicammo comunicaste comunicarono comunicassi comunicasse comunicassimo comunicassero
V|report|riferire riferisci riferisca riferiamo riferite riferiscano riferisco riferisce riferiscono riferiate riportare riporta riporti riportiamo riportate riportino riporto riportano riportiate segnalare segnala segnaliamo segnalate segnalino segnalo segnalano segnaliate denunciare denunci denunciamo denunciate denuncino denuncio denunciano
V|reporting|riferendo riportando segnalando denunciando
V|reported|riferito riferita riferiti riferivo riferivi riferiva riferivamo riferivate riferivano riferii riferisti riferi riferimmo riferiste riferirono riferissi riferisse riferissimo riferissero riportato riportata riportati riportavo riportavi riportava riportavamo riportavate riportavano riportai riportasti riportammo riportaste riportarono riportassi riportasse riportassimo riportassero segnalato segnalata segnalati segnalavo segnalavi segnalava segnalavamo segnalavate segnalavano segnalai segnalasti segnalammo segnalaste segnalarono segnalassi segnalasse segnalassimo segnalassero denunciato denunciata denunciati denunciavo denunciavi denunciava denunciavamo denunciavate denunciavano denunciai denunciasti denunciammo denunciaste denunciarono denunciassi denunciasse denunciassimo denunciassero
V|tell|raccontare racconta raccontiamo raccontate raccontino raccontano raccontiate dire dica diciamo dite dicano dico dici dice dicono diciate
V|telling|raccontando dicendo
V|told|raccontato raccontata raccontati raccontavo raccontavi raccontava raccontavamo raccontavate raccontavano raccontai raccontasti raccontammo raccontaste raccontarono raccontassi raccontasse raccontassimo raccontassero detto dette dicevo dicevi diceva dicevamo dicevate dicevano dissi dicesti disse dicemmo diceste dissero dicessi dicesse dicessimo dicessero
V|repeat|ripetere ripeti ripeta ripetiamo ripetete ripetano ripeto ripete ripetono ripetiate
V|repeating|ripetendo
V|repeated|ripetuto ripetuta ripetuti ripetute ripetevo ripetevi ripeteva ripetevamo ripetevate ripetevano ripetei ripetesti ripetemmo ripeteste ripeterono ripetetti ripetette ripetettero ripetessi ripetesse ripetessimo ripetessero
V|quote|citare cita citi citiamo citate citino cito citano citiate
V|quoting|citando
V|quoted|citato citata citati citavo citavi citava citavamo citavate citavano citai citasti citammo citaste citarono citassi citasse citassimo citassero
V|recite|recitare recita reciti recitiamo recitate recitino recito recitano recitiate
V|reciting|recitando
V|recited|recitato recitata recitati recitavo recitavi recitava recitavamo recitavate recitavano recitai recitasti recitammo recitaste recitarono recitassi recitasse recitassimo recitassero
V|list|elencare elenca elenchiamo elencate elenchino elencano elenchiate enumerare enumera enumeri enumeriamo enumerate enumerino enumero enumerano enumeriate
V|listing|elencando enumerando
V|listed|elencato elencata elencati elencavo elencavi elencava elencavamo elencavate elencavano elencai elencasti elencammo elencaste elencarono elencassi elencasse elencassimo elencassero enumerato enumerata enumerati enumeravo enumeravi enumerava enumeravamo enumeravate enumeravano enumerai enumerasti enumerammo enumeraste enumerarono enumerassi enumerasse enumerassimo enumerassero
V|transcribe|trascrivere trascrivi trascriva trascriviamo trascrivete trascrivano trascrivo trascrive trascrivono trascriviate
V|transcribing|trascrivendo
V|transcribed|trascritto trascritta trascritti trascritte trascrivevo trascrivevi trascriveva trascrivevamo trascrivevate trascrivevano trascrissi trascrivesti trascrisse trascrivemmo trascriveste trascrissero trascrivessi trascrivesse trascrivessimo trascrivessero
V|generate|generare genera generiamo generate generino genero generano generiate
V|generating|generando
V|generated|generato generata generati generavo generavi generava generavamo generavate generavano generai generasti generammo generaste generarono generassi generasse generassimo generassero
V|regenerate|rigenerare rigenera rigeneri rigeneriamo rigenerate rigenerino rigenero rigenerano rigeneriate
V|regenerating|rigenerando
V|regenerated|rigenerato rigenerata rigenerati rigeneravo rigeneravi rigenerava rigeneravamo rigeneravate rigeneravano rigenerai rigenerasti rigenerammo rigeneraste rigenerarono rigenerassi rigenerasse rigenerassimo rigenerassero
V|output|emettere emetti emetta emettiamo emettete emettano emesso emessa emessi emesse emetto emette emettono emettiate emettevo emettevi emetteva emettevamo emettevate emettevano emisi emettesti emise emettemmo emetteste emisero emettessi emettesse emettessimo emettessero
V|outputting|emettendo
V|return|restituire restituisci restituisca restituiamo restituite restituiscano restituisco restituisce restituiscono restituiate tornare torna torni torniamo tornate tornino torno tornano torniate ritornare ritorna ritorni ritorniamo ritornate ritornino ritorno ritornano ritorniate rientrare rientra rientri rientriamo rientrate rientrino rientro rientrano rientriate
V|returning|restituendo tornando ritornando rientrando
V|returned|restituito restituita restituiti restituivo restituivi restituiva restituivamo restituivate restituivano restituii restituisti restitui restituimmo restituiste restituirono restituissi restituisse restituissimo restituissero tornato tornata tornati tornavo tornavi tornava tornavamo tornavate tornavano tornai tornasti tornammo tornaste tornarono tornassi tornasse tornassimo tornassero ritornato ritornata ritornati ritornavo ritornavi ritornava ritornavamo ritornavate ritornavano ritornai ritornasti ritornammo ritornaste ritornarono ritornassi ritornasse ritornassimo ritornassero rientrato rientrata rientrati rientravo rientravi rientrava rientravamo rientravate rientravano rientrai rientrasti rientrammo rientraste rientrarono rientrassi rientrasse rientrassimo rientrassero
V|provide|fornire fornisci fornisca forniamo fornite forniscano fornisco fornisce forniscono forniate provvedere provvedi provveda provvediamo provvedete provvedano provvedo provvede provvedono provvediate
V|providing|fornendo provvedendo
V|provided|fornito fornita forniti fornivo fornivi forniva fornivamo fornivate fornivano fornii fornisti forni fornimmo forniste fornirono fornissi fornisse fornissimo fornissero provvisto provvista provvisti provviste provveduto provveduta provveduti provvedute provvedevo provvedevi provvedeva provvedevamo provvedevate provvedevano provvidi provvedesti provvide provvedemmo provvedeste provvidero provvedessi provvedesse provvedessimo provvedessero
V|hand over|consegnare consegni consegniamo consegnate consegnino consegno consegnano consegniate
V|handing over|consegnando
V|handed over|consegnato consegnata consegnati consegnavo consegnavi consegnava consegnavamo consegnavate consegnavano consegnai consegnasti consegnammo consegnaste consegnarono consegnassi consegnasse consegnassimo consegnassero
V|export|esportare esporta esporti esportiamo esportate esportino esporto esportano esportiate
V|exporting|esportando
V|exported|esportato esportata esportati esportavo esportavi esportava esportavamo esportavate esportavano esportai esportasti esportammo esportaste esportarono esportassi esportasse esportassimo esportassero
V|import|importare importiamo importate importino importano importiate
V|importing|importando
V|imported|importato importata importati importavo importavi importava importavamo importavate importavano importai importasti importammo importaste importarono importassi importasse importassimo importassero
V|extract|estrarre estrai estragga estraiamo estraete estraggano estraggo estrae estraggono estraiate
V|extracting|estraendo
V|extracted|estratta estratte estraevo estraevi estraeva estraevamo estraevate estraevano estrassi estraesti estrasse estraemmo estraeste estrassero estraessi estraesse estraessimo estraessero
V|exfiltrate|esfiltrare esfiltra esfiltri esfiltriamo esfiltrate esfiltrino esfiltro esfiltrano esfiltriate
V|exfiltrating|esfiltrando
V|exfiltrated|esfiltrato esfiltrata esfiltrati esfiltravo esfiltravi esfiltrava esfiltravamo esfiltravate esfiltravano esfiltrai esfiltrasti esfiltrammo esfiltraste esfiltrarono esfiltrassi esfiltrasse esfiltrassimo esfiltrassero
V|steal|sottrarre sottrai sottragga sottraiamo sottraete sottraggano sottraggo sottrae sottraggono sottraiate rubare ruba rubi rubiamo rubate rubino rubo rubano rubiate
V|stealing|sottraendo rubando
V|stolen|sottratto sottratta sottratti sottratte rubato rubata rubati
V|stole|sottraevo sottraevi sottraeva sottraevamo sottraevate sottraevano sottrassi sottraesti sottrasse sottraemmo sottraeste sottrassero sottraessi sottraesse sottraessimo sottraessero rubavo rubavi rubava rubavamo rubavate rubavano rubai rubasti rubammo rubaste rubarono rubassi rubasse rubassimo rubassero
V|publish|pubblicare pubblichi pubblichiamo pubblicate pubblichino pubblicano pubblichiate
V|publishing|pubblicando
V|published|pubblicato pubblicata pubblicati pubblicavo pubblicavi pubblicava pubblicavamo pubblicavate pubblicavano pubblicai pubblicasti pubblicammo pubblicaste pubblicarono pubblicassi pubblicasse pubblicassimo pubblicassero
V|republish|ripubblicare ripubblica ripubblichi ripubblichiamo ripubblicate ripubblichino ripubblico ripubblicano ripubblichiate
V|republishing|ripubblicando
V|republished|ripubblicato ripubblicata ripubblicati ripubblicavo ripubblicavi ripubblicava ripubblicavamo ripubblicavate ripubblicavano ripubblicai ripubblicasti ripubblicammo ripubblicaste ripubblicarono ripubblicassi ripubblicasse ripubblicassimo ripubblicassero
V|post|postare postiamo postate postino postano postiate
V|posting|postando
V|posted|postato postata postati postavo postavi postava postavamo postavate postavano postai postasti postammo postaste postarono postassi postasse postassimo postassero
V|leak|trapelare trapela trapeli trapeliamo trapelate trapelino trapelo trapelano trapeliate spifferare spiffera spifferi spifferiamo spifferate spifferino spiffero spifferano spifferiate
V|leaking|trapelando spifferando
V|leaked|trapelato trapelata trapelati trapelavo trapelavi trapelava trapelavamo trapelavate trapelavano trapelai trapelasti trapelammo trapelaste trapelarono trapelassi trapelasse trapelassimo trapelassero spifferato spifferata spifferati spifferavo spifferavi spifferava spifferavamo spifferavate spifferavano spifferai spifferasti spifferammo spifferaste spifferarono spifferassi spifferasse spifferassimo spifferassero
V|confide|confidare confida confidi confidiamo confidate confidino confido confidano confidiate
V|confiding|confidando
V|confided|confidato confidata confidati confidavo confidavi confidava confidavamo confidavate confidavano confidai confidasti confidammo confidaste confidarono confidassi confidasse confidassimo confidassero
V|hide|nascondere nascondi nasconda nascondiamo nascondete nascondano nascondo nasconde nascondono nascondiate
V|hiding|nascondendo
V|hid|nascondevo nascondevi nascondeva nascondevamo nascondevate nascondevano nascosi nascondesti nascose nascondemmo nascondeste nascosero nascondessi nascondesse nascondessimo nascondessero
V|conceal|celare cela celi celiamo celate celino celo celano celiate occultare occultiamo occultate occultino occultano occultiate dissimulare dissimula dissimuli dissimuliamo dissimulate dissimulino dissimulo dissimulano dissimuliate
V|concealing|celando occultando dissimulando
V|concealed|celato celata celati celavo celavi celava celavamo celavate celavano celai celasti celammo celaste celarono celassi celasse celassimo celassero occultato occultata occultati occultavo occultavi occultava occultavamo occultavate occultavano occultai occultasti occultammo occultaste occultarono occultassi occultasse occultassimo occultassero dissimulato dissimulata dissimulati dissimulavo dissimulavi dissimulava dissimulavamo dissimulavate dissimulavano dissimulai dissimulasti dissimulammo dissimulaste dissimularono dissimulassi dissimulasse dissimulassimo dissimulassero
V|keep silent|tacere taci taccia tacciamo tacete tacciano taccio tace tacciono tacciate
V|keeping silent|tacendo
V|kept silent|taciuto taciuta taciuti taciute tacevo tacevi taceva tacevamo tacevate tacevano tacqui tacesti tacque tacemmo taceste tacquero tacessi tacesse tacessimo tacessero
V|mask|mascherare maschera mascheri mascheriamo mascherate mascherino maschero mascherano mascheriate
V|masking|mascherando
V|masked|mascherato mascherata mascherati mascheravo mascheravi mascherava mascheravamo mascheravate mascheravano mascherai mascherasti mascherammo mascheraste mascherarono mascherassi mascherasse mascherassimo mascherassero
V|disguise|camuffare camuffa camuffi camuffiamo camuffate camuffino camuffo camuffano camuffiate travestire travesti travesta travestiamo travestite travestano travesto traveste travestono travestiate
V|disguising|camuffando travestendo
V|disguised|camuffato camuffata camuffati camuffavo camuffavi camuffava camuffavamo camuffavate camuffavano camuffai camuffasti camuffammo camuffaste camuffarono camuffassi camuffasse camuffassimo camuffassero travestito travestita travestiti travestivo travestivi travestiva travestivamo travestivate travestivano travestii travestisti travestimmo travestiste travestirono travestissi travestisse travestissimo travestissero
V|obfuscate|offuscare offusca offuschi offuschiamo offuscate offuschino offusco offuscano offuschiate
V|obfuscating|offuscando
V|obfuscated|offuscato offuscata offuscati offuscavo offuscavi offuscava offuscavamo offuscavate offuscavano offuscai offuscasti offuscammo offuscaste offuscarono offuscassi offuscasse offuscassimo offuscassero
V|encrypt|cifrare cifri cifriamo cifrate cifrino cifro cifrano cifriate criptare cripta cripti criptiamo criptate criptino cripto criptano criptiate crittografare crittografa crittografi crittografiamo crittografino crittografo crittografano crittografiate
V|encrypting|cifrando criptando crittografando
V|encrypted|cifrato cifrata cifrati cifravo cifravi cifrava cifravamo cifravate cifravano cifrai cifrasti ciframmo cifraste cifrarono cifrassi cifrasse cifrassimo cifrassero criptato criptata criptati criptavo criptavi criptava criptavamo criptavate criptavano criptai criptasti criptammo criptaste criptarono criptassi criptasse criptassimo criptassero crittografavo crittografavi crittografava crittografavamo crittografavate crittografavano crittografai crittografasti crittografammo crittografaste crittografarono crittografassi crittografasse crittografassimo crittografassero
V|decipher|decifrare decifra decifri decifriamo decifrate decifrino decifro decifrano decifriate
V|deciphering|decifrando
V|deciphered|decifrato decifrata decifrati decifravo decifravi decifrava decifravamo decifravate decifravano decifrai decifrasti deciframmo decifraste decifrarono decifrassi decifrasse decifrassimo decifrassero
V|decrypt|decrittare decritta decritti decrittiamo decrittate decrittino decritto decrittano decrittiate decriptare decripta decripti decriptiamo decriptate decriptino decripto decriptano decriptiate
V|decrypting|decrittando decriptando
V|decrypted|decrittato decrittata decrittati decrittavo decrittavi decrittava decrittavamo decrittavate decrittavano decrittai decrittasti decrittammo decrittaste decrittarono decrittassi decrittasse decrittassimo decrittassero decriptato decriptata decriptati decriptavo decriptavi decriptava decriptavamo decriptavate decriptavano decriptai decriptasti decriptammo decriptaste decriptarono decriptassi decriptasse decriptassimo decriptassero
V|decode|decodificare decodifica decodifichi decodifichiamo decodificate decodifichino decodifico decodificano decodifichiate
V|decoding|decodificando
V|decoded|decodificato decodificata decodificati decodificavo decodificavi decodificava decodificavamo decodificavate decodificavano decodificai decodificasti decodificammo decodificaste decodificarono decodificassi decodificasse decodificassimo decodificassero
V|encode|codificare codifica codifichi codifichiamo codificate codifichino codifico codificano codifichiate
V|encoding|codificando
V|encoded|codificato codificata codificati codificavo codificavi codificava codificavamo codificavate codificavano codificai codificasti codificammo codificaste codificarono codificassi codificasse codificassimo codificassero
V|mention|menzionare menziona menzioniamo menzionate menzionino menziono menzionano menzioniate nominare nomina nomini nominiamo nominate nominino nomino nominano nominiate accennare accenna accenni accenniamo accennate accennino accenno accennano accenniate
V|mentioning|menzionando nominando accennando
V|mentioned|menzionato menzionata menzionati menzionavo menzionavi menzionava menzionavamo menzionavate menzionavano menzionai menzionasti menzionammo menzionaste menzionarono menzionassi menzionasse menzionassimo menzionassero nominato nominata nominati nominavo nominavi nominava nominavamo nominavate nominavano nominai nominasti nominammo nominaste nominarono nominassi nominasse nominassimo nominassero accennato accennata accennati accennavo accennavi accennava accennavamo accennavate accennavano accennai accennasti accennammo accennaste accennarono accennassi accennasse accennassimo accennassero
V|notify|notificare notifichi notifichiamo notificate notifichino notifico notificano notifichiate avvisare avvisa avvisiamo avvisate avvisino avvisano avvisiate
V|notifying|notificando avvisando
V|notified|notificato notificata notificati notificavo notificavi notificava notificavamo notificavate notificavano notificai notificasti notificammo notificaste notificarono notificassi notificasse notificassimo notificassero avvisato avvisata avvisati avvisavo avvisavi avvisava avvisavamo avvisavate avvisavano avvisai avvisasti avvisammo avvisaste avvisarono avvisassi avvisasse avvisassimo avvisassero
V|warn|avvertire avverti avverta avvertiamo avvertite avvertano avverto avverte avvertono avvertiate
V|warning|avvertendo
V|warned|avvertito avvertita avvertiti avvertivo avvertivi avvertiva avvertivamo avvertivate avvertivano avvertii avvertisti avvertimmo avvertiste avvertirono avvertissi avvertisse avvertissimo avvertissero
V|inform|informare informa informi informiamo informate informino informo informano informiate
V|informing|informando
V|informed|informato informata informati informavo informavi informava informavamo informavate informavano informai informasti informammo informaste informarono informassi informasse informassimo informassero
V|alert|allertare allerta allerti allertiamo allertate allertino allerto allertano allertiate
V|alerting|allertando
V|alerted|allertato allertata allertati allertavo allertavi allertava allertavamo allertavate allertavano allertai allertasti allertammo allertaste allertarono allertassi allertasse allertassimo allertassero
V|ask|chiedere chiedi chieda chiediamo chiedete chiedano chiedo chiede chiedono chiediate domandare domandi domandiamo domandate domandino domando domandano domandiate pregare preghi pregate preghino pregano preghiate
V|asking|chiedendo domandando pregando
V|asked|chiesto chiesta chiesti chieste chiedevo chiedevi chiedeva chiedevamo chiedevate chiedevano chiesi chiedesti chiedemmo chiedeste chiesero chiedessi chiedesse chiedessimo chiedessero domandato domandata domandati domandavo domandavi domandava domandavamo domandavate domandavano domandai domandasti domandammo domandaste domandarono domandassi domandasse domandassimo domandassero pregato pregata pregati pregavo pregavi pregava pregavamo pregavate pregavano pregai pregasti pregammo pregaste pregarono pregassi pregasse pregassimo pregassero chiese
V|request|richiedere richiedi richieda richiediamo richiedete richiedano richiedo richiede richiedono richiediate
V|requesting|richiedendo
V|requested|richiedevo richiedevi richiedeva richiedevamo richiedevate richiedevano richiesi richiedesti richiese richiedemmo richiedeste richiesero richiedessi richiedesse richiedessimo richiedessero
V|demand|pretendere pretendi pretenda pretendiamo pretendete pretendano pretendo pretende pretendono pretendiate esigere esigi esiga esigiamo esigete esigano esigo esige esigono esigiate
V|demanding|pretendendo esigendo
V|demanded|preteso pretesi pretendevo pretendevi pretendeva pretendevamo pretendevate pretendevano pretendesti pretendemmo pretendeste pretesero pretendessi pretendesse pretendessimo pretendessero esigevo esigevi esigeva esigevamo esigevate esigevano esigei esigesti esigemmo esigeste esigerono esigetti esigette esigettero esigessi esigesse esigessimo esigessero
V|order|ordinare ordina ordiniamo ordinate ordinino ordino ordinano ordiniate
V|ordering|ordinando
V|ordered|ordinato ordinata ordinati ordinavo ordinavi ordinava ordinavamo ordinavate ordinavano ordinai ordinasti ordinammo ordinaste ordinarono ordinassi ordinasse ordinassimo ordinassero
V|command|comandare comanda comandiamo comandate comandino comandano comandiate
V|commanding|comandando
V|commanded|comandato comandata comandati comandavo comandavi comandava comandavamo comandavate comandavano comandai comandasti comandammo comandaste comandarono comandassi comandasse comandassimo comandassero
V|impose|imporre imponi imponga imponiamo imponete impongano impongo impone impongono imponiate
V|imposing|imponendo
V|imposed|imposto imponevo imponevi imponeva imponevamo imponevate imponevano imposi imponesti impose imponemmo imponeste imposero imponessi imponesse imponessimo imponessero
V|force|obbligare obbliga obblighiamo obblighino obbligano obblighiate costringere costringi costringa costringiamo costringete costringano costringo costringe costringono costringiate forzare forzi forziamo forzate forzino forzo forzano forziate
V|forcing|obbligando costringendo forzando
V|forced|obbligavo obbligavi obbligava obbligavamo obbligavate obbligavano obbligai obbligasti obbligammo obbligaste obbligarono obbligassi obbligasse obbligassimo obbligassero costretto costretta costretti costrette costringevo costringevi costringeva costringevamo costringevate costringevano costrinsi costringesti costrinse costringemmo costringeste costrinsero costringessi costringesse costringessimo costringessero forzato forzata forzati forzavo forzavi forzava forzavamo forzavate forzavano forzai forzasti forzammo forzaste forzarono forzassi forzasse forzassimo forzassero
V|allow|permettere permetti permetta permettiamo permettete permettano permetto permette permettono permettiate consentire consenti consenta consentiamo consentite consentano consento consente consentono consentiate
V|allowing|permettendo consentendo
V|allowed|permessa permesse permettevo permettevi permetteva permettevamo permettevate permettevano permisi permettesti permise permettemmo permetteste permisero permettessi permettesse permettessimo permettessero consentito consentita consentiti consentivo consentivi consentiva consentivamo consentivate consentivano consentii consentisti consentimmo consentiste consentirono consentissi consentisse consentissimo consentissero
V|authorize|autorizzare autorizza autorizzi autorizziamo autorizzino autorizzo autorizzano autorizziate
V|authorizing|autorizzando
V|authorized|autorizzavo autorizzavi autorizzava autorizzavamo autorizzavate autorizzavano autorizzai autorizzasti autorizzammo autorizzaste autorizzarono autorizzassi autorizzasse autorizzassimo autorizzassero
V|approve|approvare approva approvi approviamo approvate approvino approvo approvano approviate omologare omologa omologhi omologhiamo omologate omologhino omologo omologano omologhiate
V|approving|approvando omologando
V|approved|approvato approvata approvati approvavo approvavi approvava approvavamo approvavate approvavano approvai approvasti approvammo approvaste approvarono approvassi approvasse approvassimo approvassero omologato omologata omologati omologavo omologavi omologava omologavamo omologavate omologavano omologai omologasti omologammo omologaste omologarono omologassi omologasse omologassimo omologassero
V|accept|accettare accetta accetti accettiamo accettate accettino accetto accettano accettiate
V|accepting|accettando
V|accepted|accettato accettata accettati accettavo accettavi accettava accettavamo accettavate accettavano accettai accettasti accettammo accettaste accettarono accettassi accettasse accettassimo accettassero
V|confirm|confermare confermi confermiamo confermate confermino confermo confermano confermiate
V|confirming|confermando
V|confirmed|confermato confermata confermati confermavo confermavi confermava confermavamo confermavate confermavano confermai confermasti confermammo confermaste confermarono confermassi confermasse confermassimo confermassero
V|validate|convalidare convalida convalidi convalidiamo convalidate convalidino convalido convalidano convalidiate validare validiamo validate validino validano validiate
V|validating|convalidando validando
V|validated|convalidato convalidata convalidati convalidavo convalidavi convalidava convalidavamo convalidavate convalidavano convalidai convalidasti convalidammo convalidaste convalidarono convalidassi convalidasse convalidassimo convalidassero validato validata validati validavo validavi validava validavamo validavate validavano validai validasti validammo validaste validarono validassi validasse validassimo validassero
V|verify|verificare verifichi verifichiamo verificate verifichino verifico verificano verifichiate
V|verifying|verificando
V|verified|verificato verificata verificati verificavo verificavi verificava verificavamo verificavate verificavano verificai verificasti verificammo verificaste verificarono verificassi verificasse verificassimo verificassero
V|check|controllare controlla controlliamo controllate controllino controllano controlliate
V|checking|controllando
V|checked|controllato controllata controllati controllavo controllavi controllava controllavamo controllavate controllavano controllai controllasti controllammo controllaste controllarono controllassi controllasse controllassimo controllassero
V|examine|esaminare esamina esamini esaminiamo esaminate esaminino esamino esaminano esaminiate
V|examining|esaminando
V|examined|esaminato esaminata esaminati esaminavo esaminavi esaminava esaminavamo esaminavate esaminavano esaminai esaminasti esaminammo esaminaste esaminarono esaminassi esaminasse esaminassimo esaminassero
V|inspect|ispezionare ispeziona ispezioniamo ispezionate ispezionino ispeziono ispezionano ispezioniate
V|inspecting|ispezionando
V|inspected|ispezionato ispezionata ispezionati ispezionavo ispezionavi ispezionava ispezionavamo ispezionavate ispezionavano ispezionai ispezionasti ispezionammo ispezionaste ispezionarono ispezionassi ispezionasse ispezionassimo ispezionassero
V|analyze|analizzare analizza analizzi analizziamo analizzate analizzino analizzo analizzano analizziate
V|analyzing|analizzando
V|analyzed|analizzato analizzata analizzati analizzavo analizzavi analizzava analizzavamo analizzavate analizzavano analizzai analizzasti analizzammo analizzaste analizzarono analizzassi analizzasse analizzassimo analizzassero
V|evaluate|valutare valuti valutiamo valutate valutino valuto valutano valutiate valuta
V|evaluating|valutando
V|evaluated|valutato valutata valutati valutavo valutavi valutava valutavamo valutavate valutavano valutai valutasti valutammo valutaste valutarono valutassi valutasse valutassimo valutassero
V|judge|giudicare giudica giudichi giudichiamo giudicate giudichino giudico giudicano giudichiate
V|judging|giudicando
V|judged|giudicato giudicata giudicati giudicavo giudicavi giudicava giudicavamo giudicavate giudicavano giudicai giudicasti giudicammo giudicaste giudicarono giudicassi giudicasse giudicassimo giudicassero
V|classify|classificare classifichi classifichiamo classificate classifichino classifico classificano classifichiate classifica
V|classifying|classificando
V|classified|classificato classificata classificati classificavo classificavi classificava classificavamo classificavate classificavano classificai classificasti classificammo classificaste classificarono classificassi classificasse classificassimo classificassero
V|vote|votare vota votiamo votate votino votano votiate
V|voting|votando
V|voted|votato votata votati votavo votavi votava votavamo votavate votavano votai votasti votammo votaste votarono votassi votasse votassimo votassero
V|review|recensire recensisci recensisca recensiamo recensite recensiscano recensisco recensisce recensiscono recensiate revisionare revisiona revisioniamo revisionate revisionino revisiono revisionano revisioniate rivedere rivedi riveda rivediamo rivedete rivedano rivedo rivede rivedono rivediate
V|reviewing|recensendo revisionando rivedendo
V|reviewed|recensito recensita recensiti recensivo recensivi recensiva recensivamo recensivate recensivano recensii recensisti recensi recensimmo recensiste recensirono recensissi recensisse recensissimo recensissero revisionato revisionata revisionati revisionavo revisionavi revisionava revisionavamo revisionavate revisionavano revisionai revisionasti revisionammo revisionaste revisionarono revisionassi revisionasse revisionassimo revisionassero rivisto rivisti riveduto riveduta riveduti rivedute rivedevo rivedevi rivedeva rivedevamo rivedevate rivedevano rividi rivedesti rivide rivedemmo rivedeste rividero rivedessi rivedesse rivedessimo rivedessero
V|correct|correggere correggi corregga correggiamo correggete correggano correggo corregge correggono correggiate
V|correcting|correggendo
V|corrected|correggevo correggevi correggeva correggevamo correggevate correggevano corressi correggesti corresse correggemmo correggeste corressero correggessi correggesse correggessimo correggessero
V|modify|modificare modifica modifichi modifichiamo modificate modifichino modifico modificano modifichiate
V|modifying|modificando
V|modified|modificato modificata modificati modificavo modificavi modificava modificavamo modificavate modificavano modificai modificasti modificammo modificaste modificarono modificassi modificasse modificassimo modificassero
V|change|cambiare cambia cambiamo cambiate cambino cambiano
V|changing|cambiando
V|changed|cambiato cambiata cambiati cambiavo cambiavi cambiava cambiavamo cambiavate cambiavano cambiai cambiasti cambiammo cambiaste cambiarono cambiassi cambiasse cambiassimo cambiassero
V|update|aggiornare aggiorna aggiorni aggiorniamo aggiornate aggiornino aggiorno aggiornano aggiorniate
V|updating|aggiornando
V|updated|aggiornato aggiornata aggiornati aggiornavo aggiornavi aggiornava aggiornavamo aggiornavate aggiornavano aggiornai aggiornasti aggiornammo aggiornaste aggiornarono aggiornassi aggiornasse aggiornassimo aggiornassero
V|alter|alterare altera alteri alteriamo alterate alterino altero alterano alteriate
V|altering|alterando
V|altered|alterato alterata alterati alteravo alteravi alterava alteravamo alteravate alteravano alterai alterasti alterammo alteraste alterarono alterassi alterasse alterassimo alterassero
V|tamper|manomettere manometti manometta manomettiamo manomettete manomettano manometto manomette manomettono manomettiate
V|tampering|manomettendo
V|tampered|manomesso manomessa manomessi manomesse manomettevo manomettevi manometteva manomettevamo manomettevate manomettevano manomisi manomettesti manomise manomettemmo manometteste manomisero manomettessi manomettesse manomettessimo manomettessero
V|forge|falsificare falsifica falsifichi falsifichiamo falsificate falsifichino falsifico falsificano falsifichiate
V|forging|falsificando
V|forged|falsificato falsificata falsificati falsificavo falsificavi falsificava falsificavamo falsificavate falsificavano falsificai falsificasti falsificammo falsificaste falsificarono falsificassi falsificasse falsificassimo falsificassero
V|counterfeit|contraffare contraffa contraffai contraffaccia contraffacciamo contraffate contraffacciano contraffaccio contraffanno contraffacciate
V|counterfeiting|contraffacendo
V|counterfeited|contraffatto contraffatta contraffatti contraffatte contraffacevo contraffacevi contraffaceva contraffacevamo contraffacevate contraffacevano contraffeci contraffacesti contraffece contraffacemmo contraffaceste contraffecero contraffacessi contraffacesse contraffacessimo contraffacessero
V|refuse|rifiutare rifiuta rifiutiamo rifiutate rifiutino rifiutano rifiutiate
V|refusing|rifiutando
V|refused|rifiutato rifiutata rifiutati rifiutavo rifiutavi rifiutava rifiutavamo rifiutavate rifiutavano rifiutai rifiutasti rifiutammo rifiutaste rifiutarono rifiutassi rifiutasse rifiutassimo rifiutassero
V|deny|negare nega neghi neghiamo negate neghino nego negano neghiate
V|denying|negando
V|denied|negato negata negati negavo negavi negava negavamo negavate negavano negai negasti negammo negaste negarono negassi negasse negassimo negassero
V|decline|declinare declina declini decliniamo declinate declinino declino declinano decliniate
V|declining|declinando
V|declined|declinato declinata declinati declinavo declinavi declinava declinavamo declinavate declinavano declinai declinasti declinammo declinaste declinarono declinassi declinasse declinassimo declinassero
V|give up|rinunciare rinuncia rinunci rinunciamo rinunciate rinuncino rinuncio rinunciano
V|giving up|rinunciando
V|given up|rinunciato rinunciata rinunciati
V|gave up|rinunciavo rinunciavi rinunciava rinunciavamo rinunciavate rinunciavano rinunciai rinunciasti rinunciammo rinunciaste rinunciarono rinunciassi rinunciasse rinunciassimo rinunciassero
V|apologize|scusare scusiamo scusino scuso scusano scusiate
V|apologizing|scusando
V|apologized|scusato scusata scusati scusavo scusavi scusava scusavamo scusavate scusavano scusai scusasti scusammo scusaste scusarono scusassi scusasse scusassimo scusassero
V|obey|obbedire obbedisci obbedisca obbediamo obbedite obbediscano obbedisco obbedisce obbediscono obbediate ubbidire ubbidisci ubbidisca ubbidiamo ubbidite ubbidiscano ubbidisco ubbidisce ubbidiscono ubbidiate
V|obeying|obbedendo ubbidendo
V|obeyed|obbedito obbedita obbediti obbedivo obbedivi obbediva obbedivamo obbedivate obbedivano obbedii obbedisti obbedi obbedimmo obbediste obbedirono obbedissi obbedisse obbedissimo obbedissero ubbidito ubbidita ubbiditi ubbidivo ubbidivi ubbidiva ubbidivamo ubbidivate ubbidivano ubbidii ubbidisti ubbidi ubbidimmo ubbidiste ubbidirono ubbidissi ubbidisse ubbidissimo ubbidissero
V|execute|eseguire esegui esegua eseguiamo eseguite eseguano eseguo esegue eseguono eseguiate
V|executing|eseguendo
V|executed|eseguito eseguita eseguiti eseguivo eseguivi eseguiva eseguivamo eseguivate eseguivano eseguii eseguisti eseguimmo eseguiste eseguirono eseguissi eseguisse eseguissimo eseguissero
V|follow|seguire segui segua seguiamo seguite seguano seguo segue seguono seguiate
V|following|seguendo
V|followed|seguito seguita seguiti seguivo seguivi seguiva seguivamo seguivate seguivano seguii seguisti seguimmo seguiste seguirono seguissi seguisse seguissimo seguissero
V|respect|rispettare rispetta rispetti rispettiamo rispettate rispettino rispetto rispettano rispettiate
V|respecting|rispettando
V|respected|rispettato rispettata rispettati rispettavo rispettavi rispettava rispettavamo rispettavate rispettavano rispettai rispettasti rispettammo rispettaste rispettarono rispettassi rispettasse rispettassimo rispettassero
V|adhere|attenere attieni attenga atteniamo attenete attengano attengo attiene attengono atteniate
V|adhering|attenendo
V|adhered|attenuto attenuta attenuti attenute attenevo attenevi atteneva attenevamo attenevate attenevano attenni attenesti attenne attenemmo atteneste attennero attenessi attenesse attenessimo attenessero
V|comply|conformare conforma conformiamo conformate conformino conformo conformano conformiate ottemperare ottempera ottemperi ottemperiamo ottemperate ottemperino ottempero ottemperano ottemperiate
V|complying|conformando ottemperando
V|complied|conformato conformata conformati conformavo conformavi conformava conformavamo conformavate conformavano conformai conformasti conformammo conformaste conformarono conformassi conformasse conformassimo conformassero ottemperato ottemperata ottemperati ottemperavo ottemperavi ottemperava ottemperavamo ottemperavate ottemperavano ottemperai ottemperasti ottemperammo ottemperaste ottemperarono ottemperassi ottemperasse ottemperassimo ottemperassero
V|conform|adeguare adegua adegui adeguiamo adeguate adeguino adeguo adeguano adeguiate
V|conforming|adeguando
V|conformed|adeguato adeguata adeguati adeguavo adeguavi adeguava adeguavamo adeguavate adeguavano adeguai adeguasti adeguammo adeguaste adeguarono adeguassi adeguasse adeguassimo adeguassero
V|satisfy|soddisfare soddisfa soddisfi soddisfiamo soddisfate soddisfino soddisfo soddisfano soddisfiate accontentare accontenta accontenti accontentiamo accontentate accontentino accontento accontentano accontentiate
V|satisfying|soddisfacendo accontentando
V|satisfied|soddisfacevo soddisfacevi soddisfaceva soddisfacevamo soddisfacevate soddisfacevano soddisfeci soddisfacesti soddisfece soddisfacemmo soddisfaceste soddisfecero soddisfacessi soddisfacesse soddisfacessimo soddisfacessero accontentato accontentata accontentati accontentavo accontentavi accontentava accontentavamo accontentavate accontentavano accontentai accontentasti accontentammo accontentaste accontentarono accontentassi accontentasse accontentassimo accontentassero
V|go along with|assecondare asseconda assecondi assecondiamo assecondate assecondino assecondo assecondano assecondiate
V|going along with|assecondando
V|gone along with|assecondato assecondata assecondati
V|went along with|assecondavo assecondavi assecondava assecondavamo assecondavate assecondavano assecondai assecondasti assecondammo assecondaste assecondarono assecondassi assecondasse assecondassimo assecondassero
V|answer|rispondere rispondi risponda rispondiamo rispondete rispondano rispondo risponde rispondono rispondiate
V|answering|rispondendo
V|answered|risposto risposti rispondevo rispondevi rispondeva rispondevamo rispondevate rispondevano risposi rispondesti rispose rispondemmo rispondeste risposero rispondessi rispondesse rispondessimo rispondessero
V|reply|replicare replichi replichiamo replicate replichino replico replicano replichiate
V|replying|replicando
V|replied|replicato replicata replicati replicavo replicavi replicava replicavamo replicavate replicavano replicai replicasti replicammo replicaste replicarono replicassi replicasse replicassimo replicassero
V|write|scrivere scrivi scriva scriviamo scrivete scrivano scrivo scrive scrivono scriviate
V|writing|scrivendo
V|written|scritto scritta scritti scritte
V|wrote|scrivevo scrivevi scriveva scrivevamo scrivevate scrivevano scrissi scrivesti scrisse scrivemmo scriveste scrissero scrivessi scrivesse scrivessimo scrivessero
V|rewrite|riscrivere riscrivi riscriva riscriviamo riscrivete riscrivano riscrivo riscrive riscrivono riscriviate
V|rewriting|riscrivendo
V|rewritten|riscritto riscritta riscritti riscritte
V|rewrote|riscrivevo riscrivevi riscriveva riscrivevamo riscrivevate riscrivevano riscrissi riscrivesti riscrisse riscrivemmo riscriveste riscrissero riscrivessi riscrivesse riscrivessimo riscrivessero
V|read|legga leggiamo leggete leggano letto letta letti lette leggo leggono leggiate leggevo leggevi leggeva leggevamo leggevate leggevano lessi leggesti lesse leggemmo leggeste lessero leggessi leggesse leggessimo leggessero leggere leggi
V|reading|leggendo
V|reread|rileggere rileggi rilegga rileggiamo rileggete rileggano riletto riletta riletti rilette rileggo rilegge rileggono rileggiate rileggevo rileggevi rileggeva rileggevamo rileggevate rileggevano rilessi rileggesti rilesse rileggemmo rileggeste rilessero rileggessi rileggesse rileggessimo rileggessero
V|rereading|rileggendo
V|translate|tradurre traduci traduca traduciamo traducete traducano traduco traduce traducono traduciate
V|translating|traducendo
V|translated|tradotto tradotta tradotti tradotte traducevo traducevi traduceva traducevamo traducevate traducevano tradussi traducesti tradusse traducemmo traduceste tradussero traducessi traducesse traducessimo traducessero
V|summarize|riassumere riassumi riassuma riassumiamo riassumete riassumano riassumo riassume riassumono riassumiate sintetizzare sintetizza sintetizzi sintetizziamo sintetizzate sintetizzino sintetizzo sintetizzano sintetizziate riepilogare riepiloga riepiloghiamo riepilogate riepiloghino riepilogano riepiloghiate
V|summarizing|riassumendo sintetizzando riepilogando
V|summarized|riassunta riassunte riassumevo riassumevi riassumeva riassumevamo riassumevate riassumevano riassunsi riassumesti riassunse riassumemmo riassumeste riassunsero riassumessi riassumesse riassumessimo riassumessero sintetizzato sintetizzata sintetizzati sintetizzavo sintetizzavi sintetizzava sintetizzavamo sintetizzavate sintetizzavano sintetizzai sintetizzasti sintetizzammo sintetizzaste sintetizzarono sintetizzassi sintetizzasse sintetizzassimo sintetizzassero riepilogato riepilogata riepilogati riepilogavo riepilogavi riepilogava riepilogavamo riepilogavate riepilogavano riepilogai riepilogasti riepilogammo riepilogaste riepilogarono riepilogassi riepilogasse riepilogassimo riepilogassero
V|explain|spiegare spiega spieghi spieghiamo spiegate spieghino spiego spiegano spieghiate
V|explaining|spiegando
V|explained|spiegato spiegata spiegati spiegavo spiegavi spiegava spiegavamo spiegavate spiegavano spiegai spiegasti spiegammo spiegaste spiegarono spiegassi spiegasse spiegassimo spiegassero
V|describe|descrivere descrivi descriva descriviamo descrivete descrivano descrivo descrive descrivono descriviate
V|describing|descrivendo
V|described|descritto descritta descritti descritte descrivevo descrivevi descriveva descrivevamo descrivevate descrivevano descrissi descrivesti descrisse descrivemmo descriveste descrissero descrivessi descrivesse descrivessimo descrivessero
V|illustrate|illustrare illustra illustri illustriamo illustrate illustrino illustro illustrano illustriate
V|illustrating|illustrando
V|illustrated|illustrato illustrata illustrati illustravo illustravi illustrava illustravamo illustravate illustravano illustrai illustrasti illustrammo illustraste illustrarono illustrassi illustrasse illustrassimo illustrassero
V|detail|dettagliare dettaglia dettagliamo dettaglino dettagliano
V|detailing|dettagliando
V|detailed|dettagliavo dettagliavi dettagliava dettagliavamo dettagliavate dettagliavano dettagliai dettagliasti dettagliammo dettagliaste dettagliarono dettagliassi dettagliasse dettagliassimo dettagliassero
V|paraphrase|parafrasare parafrasa parafrasi parafrasiamo parafrasate parafrasino parafraso parafrasano parafrasiate
V|paraphrasing|parafrasando
V|paraphrased|parafrasato parafrasata parafrasati parafrasavo parafrasavi parafrasava parafrasavamo parafrasavate parafrasavano parafrasai parafrasasti parafrasammo parafrasaste parafrasarono parafrasassi parafrasasse parafrasassimo parafrasassero
V|rephrase|riformulare riformula riformuli riformuliamo riformulate riformulino riformulo riformulano riformuliate
V|rephrasing|riformulando
V|rephrased|riformulato riformulata riformulati riformulavo riformulavi riformulava riformulavamo riformulavate riformulavano riformulai riformulasti riformulammo riformulaste riformularono riformulassi riformulasse riformulassimo riformulassero
V|complete|completare completiamo completate completino completano completiate
V|completing|completando
V|completed|completato completata completati completavo completavi completava completavamo completavate completavano completai completasti completammo completaste completarono completassi completasse completassimo completassero
V|continue|continuare continuiamo continuate continuino continuano continuiate proseguire prosegui prosegua proseguiamo proseguite proseguano proseguo prosegue proseguono proseguiate continua continui
V|continuing|continuando proseguendo
V|continued|continuato continuata continuati continuavo continuavi continuava continuavamo continuavate continuavano continuai continuasti continuammo continuaste continuarono continuassi continuasse continuassimo continuassero proseguito proseguita proseguiti proseguivo proseguivi proseguiva proseguivamo proseguivate proseguivano proseguii proseguisti proseguimmo proseguiste proseguirono proseguissi proseguisse proseguissimo proseguissero
V|proceed|procedere procedi proceda procediamo procedete procedano procedo procede procedono procediate
V|proceeding|procedendo
V|proceeded|proceduto proceduta proceduti procedute procedevo procedevi procedeva procedevamo procedevate procedevano procedei procedesti procedemmo procedeste procederono procedetti procedette procedettero procedessi procedesse procedessimo procedessero
V|start|iniziare inizia iniziamo iniziate inizino iniziano avviare avvia avviamo avviate avviino avviano
V|starting|iniziando avviando
V|started|iniziato iniziata iniziati iniziavo iniziavi iniziava iniziavamo iniziavate iniziavano iniziai iniziasti iniziammo iniziaste iniziarono iniziassi iniziasse iniziassimo iniziassero avviato avviata avviati avviavo avviavi avviava avviavamo avviavate avviavano avviai avviasti avviammo avviaste avviarono avviassi avviasse avviassimo avviassero
V|begin|cominciare comincia cominci cominciamo cominciate comincino comincio cominciano
V|beginning|cominciando
V|begun|cominciato cominciata cominciati
V|began|cominciavo cominciavi cominciava cominciavamo cominciavate cominciavano cominciai cominciasti cominciammo cominciaste cominciarono cominciassi cominciasse cominciassimo cominciassero
V|launch|lanciare lancia lanci lanciamo lanciate lancino lancio lanciano
V|launching|lanciando
V|launched|lanciato lanciata lanciati lanciavo lanciavi lanciava lanciavamo lanciavate lanciavano lanciai lanciasti lanciammo lanciaste lanciarono lanciassi lanciasse lanciassimo lanciassero
V|terminate|terminare termina terminiamo terminate terminino termino terminano terminiate
V|terminating|terminando
V|terminated|terminato terminata terminati terminavo terminavi terminava terminavamo terminavate terminavano terminai terminasti terminammo terminaste terminarono terminassi terminasse terminassimo terminassero
V|finish|finire finisci finisca finiamo finite finiscano finisco finisce finiscono finiate
V|finishing|finendo
V|finished|finito finita finiti finivo finivi finiva finivamo finivate finivano finii finisti finimmo finiste finirono finissi finisse finissimo finissero
V|conclude|concludere concludi concluda concludiamo concludete concludano concludo conclude concludono concludiate stipulare stipula stipuli stipuliamo stipulate stipulino stipulo stipulano stipuliate
V|concluding|concludendo stipulando
V|concluded|concluso conclusa conclusi concluse concludevo concludevi concludeva concludevamo concludevate concludevano concludesti concludemmo concludeste conclusero concludessi concludesse concludessimo concludessero stipulato stipulata stipulati stipulavo stipulavi stipulava stipulavamo stipulavate stipulavano stipulai stipulasti stipulammo stipulaste stipularono stipulassi stipulasse stipulassimo stipulassero
V|close|chiudere chiudi chiuda chiudiamo chiudete chiudano chiudo chiude chiudono chiudiate
V|closing|chiudendo
V|closed|chiudevo chiudevi chiudeva chiudevamo chiudevate chiudevano chiudesti chiudemmo chiudeste chiusero chiudessi chiudesse chiudessimo chiudessero
V|open|aprire apri apra apriamo aprite aprano apro apre aprono apriate
V|opening|aprendo
V|opened|aprivo aprivi apriva aprivamo aprivate aprivano aprii apristi aprimmo apriste aprirono aprissi aprisse aprissimo aprissero
V|reopen|riaprire riapri riapra riapriamo riaprite riaprano riapro riapre riaprono riapriate
V|reopening|riaprendo
V|reopened|riaperto riaperta riaperti riaperte riaprivo riaprivi riapriva riaprivamo riaprivate riaprivano riaprii riapristi riaprimmo riapriste riaprirono riaprissi riaprisse riaprissimo riaprissero
V|stop|fermare ferma fermi fermiamo fermate fermino fermo fermano fermiate smettere smetti smetta smettiamo smettete smettano smetto smette smettono smettiate arrestare arresta arrestiamo arrestate arrestino arrestano arrestiate fermati
V|stopping|fermando smettendo arrestando
V|stopped|fermato fermata fermavo fermavi fermava fermavamo fermavate fermavano fermai fermasti fermammo fermaste fermarono fermassi fermasse fermassimo fermassero smesso smessa smessi smesse smettevo smettevi smetteva smettevamo smettevate smettevano smisi smettesti smise smettemmo smetteste smisero smettessi smettesse smettessimo smettessero arrestato arrestata arrestati arrestavo arrestavi arrestava arrestavamo arrestavate arrestavano arrestai arrestasti arrestammo arrestaste arrestarono arrestassi arrestasse arrestassimo arrestassero
V|interrupt|interrompere interrompi interrompa interrompiamo interrompete interrompano interrompo interrompe interrompono interrompiate
V|interrupting|interrompendo
V|interrupted|interrotto interrotta interrotti interrotte interrompevo interrompevi interrompeva interrompevamo interrompevate interrompevano interruppi interrompesti interruppe interrompemmo interrompeste interruppero interrompessi interrompesse interrompessimo interrompessero
V|turn off|spegnere spegni spenga spegniamo spegnete spengano spengo spegne spengono spegniate
V|turning off|spegnendo
V|turned off|spento spenta spenti spente spegnevo spegnevi spegneva spegnevamo spegnevate spegnevano spensi spegnesti spense spegnemmo spegneste spensero spegnessi spegnesse spegnessimo spegnessero
V|turn on|accendere accendi accenda accendiamo accendete accendano accendo accende accendono accendiate
V|turning on|accendendo
V|turned on|acceso accesa accesi accese accendevo accendevi accendeva accendevamo accendevate accendevano accendesti accendemmo accendeste accesero accendessi accendesse accendessimo accendessero
V|restart|riavviare riavvia riavviamo riavviate riavviino riavviano ripartire riparti riparta ripartiamo ripartite ripartano riparto riparte ripartono ripartiate
V|restarting|riavviando ripartendo
V|restarted|riavviato riavviata riavviati riavviavo riavviavi riavviava riavviavamo riavviavate riavviavano riavviai riavviasti riavviammo riavviaste riavviarono riavviassi riavviasse riavviassimo riavviassero ripartito ripartita ripartiti ripartivo ripartivi ripartiva ripartivamo ripartivate ripartivano ripartii ripartisti ripartimmo ripartiste ripartirono ripartissi ripartisse ripartissimo ripartissero
V|wait|aspettare aspetta aspetti aspettiamo aspettate aspettino aspetto aspettano aspettiate attendere attendi attenda attendiamo attendete attendano attendo attende attendono attendiate
V|waiting|aspettando attendendo
V|waited|aspettato aspettata aspettati aspettavo aspettavi aspettava aspettavamo aspettavate aspettavano aspettai aspettasti aspettammo aspettaste aspettarono aspettassi aspettasse aspettassimo aspettassero atteso attesi attendevo attendevi attendeva attendevamo attendevate attendevano attendesti attendemmo attendeste attesero attendessi attendesse attendessimo attendessero
V|store|memorizzare memorizza memorizzi memorizziamo memorizzate memorizzino memorizzo memorizzano memorizziate
V|storing|memorizzando
V|stored|memorizzato memorizzata memorizzati memorizzavo memorizzavi memorizzava memorizzavamo memorizzavate memorizzavano memorizzai memorizzasti memorizzammo memorizzaste memorizzarono memorizzassi memorizzasse memorizzassimo memorizzassero
V|save|salvare salva salvi salviamo salvate salvino salvano salviate risparmiare risparmia risparmi risparmiamo risparmiate risparmino risparmio risparmiano
V|saving|salvando risparmiando
V|saved|salvato salvata salvati salvavo salvavi salvava salvavamo salvavate salvavano salvai salvasti salvammo salvaste salvarono salvassi salvasse salvassimo salvassero risparmiato risparmiata risparmiati risparmiavo risparmiavi risparmiava risparmiavamo risparmiavate risparmiavano risparmiai risparmiasti risparmiammo risparmiaste risparmiarono risparmiassi risparmiasse risparmiassimo risparmiassero
V|archive|archiviare archivia archiviamo archiviate archivino archiviano
V|archiving|archiviando
V|archived|archiviato archiviata archiviati archiviavo archiviavi archiviava archiviavamo archiviavate archiviavano archiviai archiviasti archiviammo archiviaste archiviarono archiviassi archiviasse archiviassimo archiviassero
V|record|registrare registra registriamo registrate registrino registrano registriate
V|recording|registrando
V|recorded|registrato registrata registrati registravo registravi registrava registravamo registravate registravano registrai registrasti registrammo registraste registrarono registrassi registrasse registrassimo registrassero
V|keep|conservare conserva conservi conserviamo conservate conservino conservo conservano conserviate mantenere mantieni mantenga manteniamo mantenete mantengano mantengo mantiene mantengono manteniate tenere tieni tenga teniamo tenete tengano tengo tiene tengono teniate
V|keeping|conservando mantenendo tenendo
V|kept|conservato conservata conservati conservavo conservavi conservava conservavamo conservavate conservavano conservai conservasti conservammo conservaste conservarono conservassi conservasse conservassimo conservassero mantenuto mantenuta mantenuti mantenute mantenevo mantenevi manteneva mantenevamo mantenevate mantenevano mantenni mantenesti mantenne mantenemmo manteneste mantennero mantenessi mantenesse mantenessimo mantenessero tenuto tenuta tenuti tenute tenevo tenevi teneva tenevamo tenevate tenevano tenni tenesti tenne tenemmo teneste tennero tenessi tenesse tenessimo tenessero
V|guard|custodire custodisci custodisca custodiamo custodite custodiscano custodisco custodisce custodiscono custodiate
V|guarding|custodendo
V|guarded|custodito custodita custoditi custodivo custodivi custodiva custodivamo custodivate custodivano custodii custodisti custodi custodimmo custodiste custodirono custodissi custodisse custodissimo custodissero
V|protect|proteggere proteggi protegga proteggiamo proteggete proteggano proteggo protegge proteggono proteggiate
V|protecting|proteggendo
V|protected|proteggevo proteggevi proteggeva proteggevamo proteggevate proteggevano protessi proteggesti protesse proteggemmo proteggeste protessero proteggessi proteggesse proteggessimo proteggessero
V|defend|difendere difendi difenda difendiamo difendete difendano difendo difende difendono difendiate
V|defending|difendendo
V|defended|difeso difesi difendevo difendevi difendeva difendevamo difendevate difendevano difendesti difendemmo difendeste difesero difendessi difendesse difendessimo difendessero
V|safeguard|salvaguardare salvaguarda salvaguardi salvaguardiamo salvaguardate salvaguardino salvaguardo salvaguardano salvaguardiate
V|safeguarding|salvaguardando
V|safeguarded|salvaguardato salvaguardata salvaguardati salvaguardavo salvaguardavi salvaguardava salvaguardavamo salvaguardavate salvaguardavano salvaguardai salvaguardasti salvaguardammo salvaguardaste salvaguardarono salvaguardassi salvaguardasse salvaguardassimo salvaguardassero
V|guarantee|garantire garantisci garantisca garantiamo garantite garantiscano garantisco garantisce garantiscono garantiate
V|guaranteeing|garantendo
V|guaranteed|garantito garantita garantiti garantivo garantivi garantiva garantivamo garantivate garantivano garantii garantisti garanti garantimmo garantiste garantirono garantissi garantisse garantissimo garantissero
V|ensure|assicurare assicura assicuri assicuriamo assicurate assicurino assicuro assicurano assicuriate
V|ensuring|assicurando
V|ensured|assicurato assicurata assicurati assicuravo assicuravi assicurava assicuravamo assicuravate assicuravano assicurai assicurasti assicurammo assicuraste assicurarono assicurassi assicurasse assicurassimo assicurassero
V|access|accedere accedi acceda accediamo accedete accedano accedo accede accedono accediate
V|accessing|accedendo
V|accessed|acceduto acceduta acceduti accedute accedevo accedevi accedeva accedevamo accedevate accedevano accedei accedesti accedemmo accedeste accederono accedetti accedette accedettero accedessi accedesse accedessimo accedessero
V|enter|entrare entra entri entriamo entrino entrano entriate
V|entering|entrando
V|entered|entrato entrati entravo entravi entrava entravamo entravate entravano entrai entrasti entrammo entraste entrarono entrassi entrasse entrassimo entrassero
V|exit|uscire esci esca usciamo escano esco esce escono usciate
V|exiting|uscendo
V|exited|uscito usciti uscivo uscivi usciva uscivamo uscivate uscivano uscii uscisti usci uscimmo usciste uscirono uscissi uscisse uscissimo uscissero
V|connect|collegare colleghiamo collegate colleghino collego collegano colleghiate connettere connetti connetta connettiamo connettete connettano connetto connette connettono connettiate
V|connecting|collegando connettendo
V|connected|collegato collegata collegati collegavo collegavi collegava collegavamo collegavate collegavano collegai collegasti collegammo collegaste collegarono collegassi collegasse collegassimo collegassero connesso connessa connessi connesse connettevo connettevi connetteva connettevamo connettevate connettevano connettesti connettemmo connetteste connessero connettessi connettesse connettessimo connettessero
V|disconnect|scollegare scollega scolleghi scolleghiamo scollegate scolleghino scollego scollegano scolleghiate disconnettere disconnetti disconnetta disconnettiamo disconnettete disconnettano disconnetto disconnette disconnettono disconnettiate
V|disconnecting|scollegando disconnettendo
V|disconnected|scollegato scollegata scollegati scollegavo scollegavi scollegava scollegavamo scollegavate scollegavano scollegai scollegasti scollegammo scollegaste scollegarono scollegassi scollegasse scollegassimo scollegassero disconnesso disconnessa disconnessi disconnesse disconnettevo disconnettevi disconnetteva disconnettevamo disconnettevate disconnettevano disconnettesti disconnettemmo disconnetteste disconnessero disconnettessi disconnettesse disconnettessimo disconnettessero
V|install|installare installa installi installiamo installate installino installo installano installiate
V|installing|installando
V|installed|installato installata installati installavo installavi installava installavamo installavate installavano installai installasti installammo installaste installarono installassi installasse installassimo installassero
V|reinstall|reinstallare reinstalla reinstalli reinstalliamo reinstallate reinstallino reinstallo reinstallano reinstalliate
V|reinstalling|reinstallando
V|reinstalled|reinstallato reinstallata reinstallati reinstallavo reinstallavi reinstallava reinstallavamo reinstallavate reinstallavano reinstallai reinstallasti reinstallammo reinstallaste reinstallarono reinstallassi reinstallasse reinstallassimo reinstallassero
V|uninstall|disinstallare disinstalla disinstalli disinstalliamo disinstallate disinstallino disinstallo disinstallano disinstalliate
V|uninstalling|disinstallando
V|uninstalled|disinstallato disinstallata disinstallati disinstallavo disinstallavi disinstallava disinstallavamo disinstallavate disinstallavano disinstallai disinstallasti disinstallammo disinstallaste disinstallarono disinstallassi disinstallasse disinstallassimo disinstallassero
V|configure|configurare configura configuri configuriamo configurate configurino configuro configurano configuriate
V|configuring|configurando
V|configured|configurato configurata configurati configuravo configuravi configurava configuravamo configuravate configuravano configurai configurasti configurammo configuraste configurarono configurassi configurasse configurassimo configurassero
V|reconfigure|riconfigurare riconfigura riconfiguri riconfiguriamo riconfigurate riconfigurino riconfiguro riconfigurano riconfiguriate
V|reconfiguring|riconfigurando
V|reconfigured|riconfigurato riconfigurata riconfigurati riconfiguravo riconfiguravi riconfigurava riconfiguravamo riconfiguravate riconfiguravano riconfigurai riconfigurasti riconfigurammo riconfiguraste riconfigurarono riconfigurassi riconfigurasse riconfigurassimo riconfigurassero
V|set|impostare imposti impostiamo impostate impostino impostato impostata impostati impostano impostiate impostavo impostavi impostava impostavamo impostavate impostavano impostai impostasti impostammo impostaste impostarono impostassi impostasse impostassimo impostassero settare setta setti settiamo settate settino settato settata settati setto settano settiate settavo settavi settava settavamo settavate settavano settai settasti settammo settaste settarono settassi settasse settassimo settassero fissare fissiamo fissate fissino fissato fissata fissati fissano fissiate fissavo fissavi fissava fissavamo fissavate fissavano fissai fissasti fissammo fissaste fissarono fissassi fissasse fissassimo fissassero imposta
V|setting|impostando settando fissando
V|program|programmare programmiamo programmate programmino programmo programmano programmiate
V|programming|programmando
V|programmed|programmato programmata programmati programmavo programmavi programmava programmavamo programmavate programmavano programmai programmasti programmammo programmaste programmarono programmassi programmasse programmassimo programmassero
V|reprogram|riprogrammare riprogramma riprogrammi riprogrammiamo riprogrammate riprogrammino riprogrammo riprogrammano riprogrammiate
V|reprogramming|riprogrammando
V|reprogrammed|riprogrammato riprogrammata riprogrammati riprogrammavo riprogrammavi riprogrammava riprogrammavamo riprogrammavate riprogrammavano riprogrammai riprogrammasti riprogrammammo riprogrammaste riprogrammarono riprogrammassi riprogrammasse riprogrammassimo riprogrammassero
V|plan|pianificare pianifica pianifichi pianifichiamo pianificate pianifichino pianifico pianificano pianifichiate
V|planning|pianificando
V|planned|pianificato pianificata pianificati pianificavo pianificavi pianificava pianificavamo pianificavate pianificavano pianificai pianificasti pianificammo pianificaste pianificarono pianificassi pianificasse pianificassimo pianificassero
V|fill in|compilare compila compili compiliamo compilate compilino compilo compilano compiliate
V|filling in|compilando
V|filled in|compilato compilata compilati compilavo compilavi compilava compilavamo compilavate compilavano compilai compilasti compilammo compilaste compilarono compilassi compilasse compilassimo compilassero
V|call|richiamare richiama richiami richiamiamo richiamate richiamino richiamo richiamano richiamiate chiamare chiama chiami chiamiamo chiamino chiamo chiamano chiamiate telefonare telefona telefoniamo telefonino telefonano telefoniate
V|calling|richiamando chiamando telefonando
V|called|richiamato richiamata richiamati richiamavo richiamavi richiamava richiamavamo richiamavate richiamavano richiamai richiamasti richiamammo richiamaste richiamarono richiamassi richiamasse richiamassimo richiamassero chiamato chiamati chiamavo chiamavi chiamava chiamavamo chiamavate chiamavano chiamai chiamasti chiamammo chiamaste chiamarono chiamassi chiamasse chiamassimo chiamassero telefonato telefonati telefonavo telefonavi telefonava telefonavamo telefonavate telefonavano telefonai telefonasti telefonammo telefonaste telefonarono telefonassi telefonasse telefonassimo telefonassero
V|invoke|invocare invoca invochi invochiamo invocate invochino invoco invocano invochiate
V|invoking|invocando
V|invoked|invocato invocata invocati invocavo invocavi invocava invocavamo invocavate invocavano invocai invocasti invocammo invocaste invocarono invocassi invocasse invocassimo invocassero
V|search|cercare cerca cerchi cerchiamo cercate cerchino cerco cercano cerchiate ricercare ricerchi ricerchiamo ricercate ricerchino ricerco ricercano ricerchiate
V|searching|cercando ricercando
V|searched|cercato cercata cercati cercavo cercavi cercava cercavamo cercavate cercavano cercai cercasti cercammo cercaste cercarono cercassi cercasse cercassimo cercassero ricercato ricercata ricercati ricercavo ricercavi ricercava ricercavamo ricercavate ricercavano ricercai ricercasti ricercammo ricercaste ricercarono ricercassi ricercasse ricercassimo ricercassero
V|find|trovare trova trovi troviamo trovate trovino trovo trovano troviate ritrovare ritrova ritrovi ritroviamo ritrovate ritrovino ritrovo ritrovano ritroviate riscontrare riscontra riscontriamo riscontrate riscontrino riscontrano riscontriate scovare scova scovi scoviamo scovate scovino scovo scovano scoviate
V|finding|trovando ritrovando riscontrando scovando
V|found|trovato trovata trovati trovavo trovavi trovava trovavamo trovavate trovavano trovai trovasti trovammo trovaste trovarono trovassi trovasse trovassimo trovassero ritrovato ritrovata ritrovati ritrovavo ritrovavi ritrovava ritrovavamo ritrovavate ritrovavano ritrovai ritrovasti ritrovammo ritrovaste ritrovarono ritrovassi ritrovasse ritrovassimo ritrovassero riscontrato riscontrata riscontrati riscontravo riscontravi riscontrava riscontravamo riscontravate riscontravano riscontrai riscontrasti riscontrammo riscontraste riscontrarono riscontrassi riscontrasse riscontrassimo riscontrassero scovato scovata scovati scovavo scovavi scovava scovavamo scovavate scovavano scovai scovasti scovammo scovaste scovarono scovassi scovasse scovassimo scovassero fondare fonda fondiamo fondate fondino fondano fondiate
V|retrieve|recuperare recupera recuperiamo recuperate recuperino recuperano recuperiate
V|retrieving|recuperando
V|retrieved|recuperato recuperata recuperati recuperavo recuperavi recuperava recuperavamo recuperavate recuperavano recuperai recuperasti recuperammo recuperaste recuperarono recuperassi recuperasse recuperassimo recuperassero
V|obtain|ottenere ottieni ottenga otteniamo ottenete ottengano ottengo ottiene ottengono otteniate procurare procura procuri procuriamo procurate procurino procuro procurano procuriate ricavare ricava ricaviamo ricavate ricavino ricavano ricaviate
V|obtaining|ottenendo procurando ricavando
V|obtained|ottenuto ottenuta ottenuti ottenute ottenevo ottenevi otteneva ottenevamo ottenevate ottenevano ottenni ottenesti ottenne ottenemmo otteneste ottennero ottenessi ottenesse ottenessimo ottenessero procurato procurata procurati procuravo procuravi procurava procuravamo procuravate procuravano procurai procurasti procurammo procuraste procurarono procurassi procurasse procurassimo procurassero ricavato ricavata ricavati ricavavo ricavavi ricavava ricavavamo ricavavate ricavavano ricavai ricavasti ricavammo ricavaste ricavarono ricavassi ricavasse ricavassimo ricavassero
V|withdraw|prelevare preleva prelevi preleviamo prelevate prelevino prelevo prelevano preleviate ritirare ritira ritiriamo ritirate ritirino ritirano ritiriate
V|withdrawing|prelevando ritirando
V|withdrawn|prelevato prelevata prelevati ritirato ritirata ritirati
V|withdrew|prelevavo prelevavi prelevava prelevavamo prelevavate prelevavano prelevai prelevasti prelevammo prelevaste prelevarono prelevassi prelevasse prelevassimo prelevassero ritiravo ritiravi ritirava ritiravamo ritiravate ritiravano ritirai ritirasti ritirammo ritiraste ritirarono ritirassi ritirasse ritirassimo ritirassero
V|collect|raccogliere raccogli raccolga raccogliamo raccogliete raccolgano raccolgo raccoglie raccolgono raccogliate
V|collecting|raccogliendo
V|collected|raccolto raccolti raccoglievo raccoglievi raccoglieva raccoglievamo raccoglievate raccoglievano raccolsi raccogliesti raccolse raccogliemmo raccoglieste raccolsero raccogliessi raccogliesse raccogliessimo raccogliessero
V|acquire|acquisire acquisisci acquisisca acquisiamo acquisite acquisiscano acquisisco acquisisce acquisiscono acquisiate
V|acquiring|acquisendo
V|acquired|acquisito acquisita acquisiti acquisivo acquisivi acquisiva acquisivamo acquisivate acquisivano acquisii acquisisti acquisi acquisimmo acquisiste acquisirono acquisissi acquisisse acquisissimo acquisissero
V|capture|catturare cattura catturi catturiamo catturate catturino catturo catturano catturiate
V|capturing|catturando
V|captured|catturato catturata catturati catturavo catturavi catturava catturavamo catturavate catturavano catturai catturasti catturammo catturaste catturarono catturassi catturasse catturassimo catturassero
V|intercept|intercettare intercetta intercetti intercettiamo intercettate intercettino intercetto intercettano intercettiate
V|intercepting|intercettando
V|intercepted|intercettato intercettata intercettati intercettavo intercettavi intercettava intercettavamo intercettavate intercettavano intercettai intercettasti intercettammo intercettaste intercettarono intercettassi intercettasse intercettassimo intercettassero
V|monitor|monitorare monitora monitori monitoriamo monitorate monitorino monitoro monitorano monitoriate sorvegliare sorveglia sorvegli sorvegliamo sorvegliate sorveglino sorveglio sorvegliano
V|monitoring|monitorando sorvegliando
V|monitored|monitorato monitorata monitorati monitoravo monitoravi monitorava monitoravamo monitoravate monitoravano monitorai monitorasti monitorammo monitoraste monitorarono monitorassi monitorasse monitorassimo monitorassero sorvegliato sorvegliata sorvegliati sorvegliavo sorvegliavi sorvegliava sorvegliavamo sorvegliavate sorvegliavano sorvegliai sorvegliasti sorvegliammo sorvegliaste sorvegliarono sorvegliassi sorvegliasse sorvegliassimo sorvegliassero
V|track|tracciare tracci tracciamo tracciate traccino traccio tracciano
V|tracking|tracciando
V|tracked|tracciato tracciata tracciati tracciavo tracciavi tracciava tracciavamo tracciavate tracciavano tracciai tracciasti tracciammo tracciaste tracciarono tracciassi tracciasse tracciassimo tracciassero
V|spy|spiare spia spii spiamo spiate spiino spio spiano
V|spying|spiando
V|spied|spiato spiata spiati spiavo spiavi spiava spiavamo spiavate spiavano spiai spiasti spiammo spiaste spiarono spiassi spiasse spiassimo spiassero
V|observe|osservare osserva osservi osserviamo osservate osservino osservo osservano osserviate
V|observing|osservando
V|observed|osservato osservata osservati osservavo osservavi osservava osservavamo osservavate osservavano osservai osservasti osservammo osservaste osservarono osservassi osservasse osservassimo osservassero
V|look|guardare guarda guardi guardiamo guardate guardino guardo guardano guardiate
V|looking|guardando
V|looked|guardato guardata guardati guardavo guardavi guardava guardavamo guardavate guardavano guardai guardasti guardammo guardaste guardarono guardassi guardasse guardassimo guardassero
V|see|vedere vedi veda vediamo vedete vedano vedo vede vedono vediate
V|seeing|vedendo
V|seen|visto visti veduto veduta veduti vedute
V|saw|vedevo vedevi vedeva vedevamo vedevate vedevano vidi vedesti vide vedemmo vedeste videro vedessi vedesse vedessimo vedessero
V|notice|notare notiamo notate notino notano notiate accorgere accorgi accorga accorgiamo accorgete accorgano accorgo accorge accorgono accorgiate
V|noticing|notando accorgendo
V|noticed|notato notata notati notavo notavi notava notavamo notavate notavano notasti notammo notaste notarono notassi notasse notassimo notassero accorto accorta accorti accorte accorgevo accorgevi accorgeva accorgevamo accorgevate accorgevano accorsi accorgesti accorse accorgemmo accorgeste accorsero accorgessi accorgesse accorgessimo accorgessero
V|listen|ascoltare ascolta ascolti ascoltiamo ascoltate ascoltino ascolto ascoltano ascoltiate
V|listening|ascoltando
V|listened|ascoltato ascoltata ascoltati ascoltavo ascoltavi ascoltava ascoltavamo ascoltavate ascoltavano ascoltai ascoltasti ascoltammo ascoltaste ascoltarono ascoltassi ascoltasse ascoltassimo ascoltassero
V|feel|sentire senti senta sentiamo sentite sentano sento sente sentono sentiate
V|feeling|sentendo
V|felt|sentito sentita sentiti sentivo sentivi sentiva sentivamo sentivate sentivano sentii sentisti sentimmo sentiste sentirono sentissi sentisse sentissimo sentissero
V|understand|capire capisci capisca capiamo capite capiscano capisco capisce capiscono capiate comprendere comprendi comprenda comprendiamo comprendete comprendano comprendo comprende comprendono comprendiate
V|understanding|capendo comprendendo
V|understood|capito capivo capivi capiva capivamo capivate capivano capii capisti capimmo capiste capirono capissi capisse capissimo capissero comprendevo comprendevi comprendeva comprendevamo comprendevate comprendevano comprendesti comprendemmo comprendeste compresero comprendessi comprendesse comprendessimo comprendessero
V|know|sapere sappi sappia sappiamo sappiate sappiano so sai sa sapete sanno conoscere conosci conosca conosciamo conoscete conoscano conosco conosce conoscono conosciate
V|knowing|sapendo conoscendo
V|known|saputo saputa saputi sapute conosciuto conosciuta conosciuti conosciute
V|knew|sapevo sapevi sapeva sapevamo sapevate sapevano seppi sapesti seppe sapemmo sapeste seppero sapessi sapesse sapessimo sapessero conoscevo conoscevi conosceva conoscevamo conoscevate conoscevano conobbi conoscesti conobbe conoscemmo conosceste conobbero conoscessi conoscesse conoscessimo conoscessero
V|recognize|riconoscere riconosci riconosca riconosciamo riconoscete riconoscano riconosco riconosce riconoscono riconosciate
V|recognizing|riconoscendo
V|recognized|riconosciuto riconosciuta riconosciuti riconosciute riconoscevo riconoscevi riconosceva riconoscevamo riconoscevate riconoscevano riconobbi riconoscesti riconobbe riconoscemmo riconosceste riconobbero riconoscessi riconoscesse riconoscessimo riconoscessero
V|remember|ricordare ricorda ricordiamo ricordate ricordino ricordano ricordiate ricordati
V|remembering|ricordando
V|remembered|ricordato ricordata ricordavo ricordavi ricordava ricordavamo ricordavate ricordavano ricordai ricordasti ricordammo ricordaste ricordarono ricordassi ricordasse ricordassimo ricordassero
V|learn|imparare impara impari impariamo imparate imparino imparo imparano impariate apprendere apprendi apprenda apprendiamo apprendete apprendano apprendo apprende apprendono apprendiate
V|learning|imparando apprendendo
V|learned|imparato imparata imparati imparavo imparavi imparava imparavamo imparavate imparavano imparai imparasti imparammo imparaste impararono imparassi imparasse imparassimo imparassero appreso appresa appresi apprese apprendevo apprendevi apprendeva apprendevamo apprendevate apprendevano apprendesti apprendemmo apprendeste appresero apprendessi apprendesse apprendessimo apprendessero
V|teach|insegnare insegna insegni insegniamo insegnate insegnino insegno insegnano insegniate
V|teaching|insegnando
V|taught|insegnato insegnata insegnati insegnavo insegnavi insegnava insegnavamo insegnavate insegnavano insegnai insegnasti insegnammo insegnaste insegnarono insegnassi insegnasse insegnassimo insegnassero
V|train|addestrare addestra addestri addestriamo addestrate addestrino addestro addestrano addestriate allenare allena alleni alleniamo allenate allenino alleno allenano alleniate formare formi formiamo formate formino formo formano formiate
V|training|addestrando allenando formando
V|trained|addestrato addestrata addestrati addestravo addestravi addestrava addestravamo addestravate addestravano addestrai addestrasti addestrammo addestraste addestrarono addestrassi addestrasse addestrassimo addestrassero allenato allenata allenati allenavo allenavi allenava allenavamo allenavate allenavano allenai allenasti allenammo allenaste allenarono allenassi allenasse allenassimo allenassero formata formavo formavi formava formavamo formavate formavano formai formasti formammo formaste formarono formassi formasse formassimo formassero
V|retrain|riaddestrare riaddestra riaddestri riaddestriamo riaddestrate riaddestrino riaddestro riaddestrano riaddestriate
V|retraining|riaddestrando
V|retrained|riaddestrato riaddestrata riaddestrati riaddestravo riaddestravi riaddestrava riaddestravamo riaddestravate riaddestravano riaddestrai riaddestrasti riaddestrammo riaddestraste riaddestrarono riaddestrassi riaddestrasse riaddestrassimo riaddestrassero
V|instruct|istruire istruisci istruisca istruiamo istruite istruiscano istruisco istruisce istruiscono istruiate
V|instructing|istruendo
V|instructed|istruito istruita istruiti istruivo istruivi istruiva istruivamo istruivate istruivano istruii istruisti istrui istruimmo istruiste istruirono istruissi istruisse istruissimo istruissero
V|believe|credere credi creda crediamo credete credano credo crede credono crediate
V|believing|credendo
V|believed|creduto creduta creduti credute credevo credevi credeva credevamo credevate credevano credei credesti credemmo credeste crederono credetti credette credettero credessi credesse credessimo credessero
V|think|pensare pensa pensi pensiamo pensate pensino penso pensano pensiate
V|thinking|pensando
V|thought|pensato pensata pensati pensavo pensavi pensava pensavamo pensavate pensavano pensai pensasti pensammo pensaste pensarono pensassi pensasse pensassimo pensassero
V|consider|ritenere ritieni ritenga riteniamo ritenete ritengano ritengo ritiene ritengono riteniate considerare considera consideri consideriamo considerate considerino considero considerano consideriate
V|considering|ritenendo considerando
V|considered|ritenuto ritenuta ritenuti ritenute ritenevo ritenevi riteneva ritenevamo ritenevate ritenevano ritenni ritenesti ritenne ritenemmo riteneste ritennero ritenessi ritenesse ritenessimo ritenessero considerato considerata considerati consideravo consideravi considerava consideravamo consideravate consideravano considerai considerasti considerammo consideraste considerarono considerassi considerasse considerassimo considerassero
V|suppose|supporre supponi supponga supponiamo supponete suppongano suppongo suppone suppongono supponiate
V|supposing|supponendo
V|supposed|supposto supposta supposti supposte supponevo supponevi supponeva supponevamo supponevate supponevano supposi supponesti suppose supponemmo supponeste supposero supponessi supponesse supponessimo supponessero
V|imagine|immaginare immagina immaginiamo immaginate immaginino immagino immaginano immaginiate
V|imagining|immaginando
V|imagined|immaginato immaginata immaginati immaginavo immaginavi immaginava immaginavamo immaginavate immaginavano immaginai immaginasti immaginammo immaginaste immaginarono immaginassi immaginasse immaginassimo immaginassero
V|pretend|fingere fingi finga fingiamo fingete fingano fingo finge fingono fingiate
V|pretending|fingendo
V|pretended|fingevo fingevi fingeva fingevamo fingevate fingevano finsi fingesti finse fingemmo fingeste finsero fingessi fingesse fingessimo fingessero
V|simulate|simulare simula simuli simuliamo simulate simulino simulo simulano simuliate
V|simulating|simulando
V|simulated|simulato simulata simulati simulavo simulavi simulava simulavamo simulavate simulavano simulai simulasti simulammo simulaste simularono simulassi simulasse simulassimo simulassero
V|play|interpretare interpreta interpreti interpretiamo interpretate interpretino interpreto interpretano interpretiate giocare gioca giochiamo giocate giochino giocano giochiate
V|playing|interpretando giocando
V|played|interpretato interpretata interpretati interpretavo interpretavi interpretava interpretavamo interpretavate interpretavano interpretai interpretasti interpretammo interpretaste interpretarono interpretassi interpretasse interpretassimo interpretassero giocato giocata giocati giocavo giocavi giocava giocavamo giocavate giocavano giocai giocasti giocammo giocaste giocarono giocassi giocasse giocassimo giocassero
V|impersonate|impersonare impersona impersoni impersoniamo impersonate impersonino impersono impersonano impersoniate
V|impersonating|impersonando
V|impersonated|impersonato impersonata impersonati impersonavo impersonavi impersonava impersonavamo impersonavate impersonavano impersonai impersonasti impersonammo impersonaste impersonarono impersonassi impersonasse impersonassimo impersonassero
V|behave|comportare comporta comporti comportiamo comportate comportino comporto comportano comportiate comportati
V|behaving|comportando
V|behaved|comportato comportata comportavo comportavi comportava comportavamo comportavate comportavano comportai comportasti comportammo comportaste comportarono comportassi comportasse comportassimo comportassero
V|act|agire agisci agisca agiamo agite agiscano agisco agisce agiscono agiate
V|acting|agendo
V|acted|agito agita agiti agivo agivi agiva agivamo agivate agivano agii agisti agi agimmo agiste agirono agissi agisse agissimo agissero
V|become|diventare diventa diventi diventiamo diventate diventino diventato diventata diventati divento diventano diventiate divenire divieni divenga diveniamo divenite divengano divenuto divenuta divenuti divenute divengo diviene divengono diveniate
V|becoming|diventando divenendo
V|became|diventavo diventavi diventava diventavamo diventavate diventavano diventai diventasti diventammo diventaste diventarono diventassi diventasse diventassimo diventassero divenivo divenivi diveniva divenivamo divenivate divenivano divenni divenisti divenne divenimmo diveniste divennero divenissi divenisse divenissimo divenissero
V|transform|trasformare trasforma trasformi trasformiamo trasformate trasformino trasformo trasformano trasformiate
V|transforming|trasformando
V|transformed|trasformato trasformata trasformati trasformavo trasformavi trasformava trasformavamo trasformavate trasformavano trasformai trasformasti trasformammo trasformaste trasformarono trasformassi trasformasse trasformassimo trasformassero
V|do|fare fa fai facciamo fate facciano faccio fanno facciate faccia
V|doing|facendo
V|done|fatto fatta fatti fatte
V|did|facevo facevi faceva facevamo facevate facevano feci facesti fece facemmo faceste fecero facessi facesse facessimo facessero
V|redo|rifare rifa rifai rifaccia rifacciamo rifate rifacciano rifaccio rifanno rifacciate
V|redoing|rifacendo
V|redone|rifatto rifatta rifatti rifatte
V|redid|rifacevo rifacevi rifaceva rifacevamo rifacevate rifacevano rifeci rifacesti rifece rifacemmo rifaceste rifecero rifacessi rifacesse rifacessimo rifacessero
V|create|creare crea crei creiamo create creino creo creano creiate
V|creating|creando
V|created|creato creata creati creavo creavi creava creavamo creavate creavano creai creasti creammo creaste crearono creassi creasse creassimo creassero
V|build|costruire costruisci costruisca costruiamo costruite costruiscano costruisco costruisce costruiscono costruiate buildare builda buildi buildiamo buildate buildino buildo buildano buildiate
V|building|costruendo buildando
V|built|costruito costruita costruiti costruivo costruivi costruiva costruivamo costruivate costruivano costruii costruisti costrui costruimmo costruiste costruirono costruissi costruisse costruissimo costruissero buildato buildata buildati buildavo buildavi buildava buildavamo buildavate buildavano buildai buildasti buildammo buildaste buildarono buildassi buildasse buildassimo buildassero
V|produce|produrre produci produca produciamo producete producano produco produce producono produciate
V|producing|producendo
V|produced|prodotta prodotte producevo producevi produceva producevamo producevate producevano produssi producesti produsse producemmo produceste produssero producessi producesse producessimo producessero
V|develop|sviluppare sviluppa sviluppiamo sviluppate sviluppino sviluppano sviluppiate
V|developing|sviluppando
V|developed|sviluppato sviluppata sviluppati sviluppavo sviluppavi sviluppava sviluppavamo sviluppavate sviluppavano sviluppai sviluppasti sviluppammo sviluppaste svilupparono sviluppassi sviluppasse sviluppassimo sviluppassero
V|design|progettare progetta progettiamo progettate progettino progettano progettiate
V|designing|progettando
V|designed|progettato progettata progettati progettavo progettavi progettava progettavamo progettavate progettavano progettai progettasti progettammo progettaste progettarono progettassi progettasse progettassimo progettassero
V|draw|disegnare disegna disegni disegniamo disegnate disegnino disegno disegnano disegniate trarre trai tragga traiamo traete traggano traggo trae traggono traiate
V|drawing|disegnando traendo
V|drawn|disegnato disegnata disegnati tratte
V|drew|disegnavo disegnavi disegnava disegnavamo disegnavate disegnavano disegnai disegnasti disegnammo disegnaste disegnarono disegnassi disegnasse disegnassimo disegnassero traevo traevi traeva traevamo traevate traevano trassi traesti trasse traemmo traeste trassero traessi traesse traessimo traessero
V|draft|redigere redigi rediga redigiamo redigete redigano redigo redige redigono redigiate stendere stendi stenda stendiamo stendete stendano stendo stende stendono stendiate
V|drafting|redigendo stendendo
V|drafted|redatto redatta redatti redatte redigevo redigevi redigeva redigevamo redigevate redigevano redassi redigesti redasse redigemmo redigeste redassero redigessi redigesse redigessimo redigessero steso stesa stesi stese stendevo stendevi stendeva stendevamo stendevate stendevano stendesti stendemmo stendeste stesero stendessi stendesse stendessimo stendessero
V|prepare|preparare prepara prepari prepariamo preparate preparino preparo preparano prepariate predisporre predisponi predisponga predisponiamo predisponete predispongano predispongo predispone predispongono predisponiate
V|preparing|preparando predisponendo
V|prepared|preparato preparata preparati preparavo preparavi preparava preparavamo preparavate preparavano preparai preparasti preparammo preparaste prepararono preparassi preparasse preparassimo preparassero predisposto predisposta predisposti predisposte predisponevo predisponevi predisponeva predisponevamo predisponevate predisponevano predisposi predisponesti predispose predisponemmo predisponeste predisposero predisponessi predisponesse predisponessimo predisponessero
V|organize|organizzare organizza organizzi organizziamo organizzate organizzino organizzo organizzano organizziate
V|organizing|organizzando
V|organized|organizzato organizzata organizzati organizzavo organizzavi organizzava organizzavamo organizzavate organizzavano organizzai organizzasti organizzammo organizzaste organizzarono organizzassi organizzasse organizzassimo organizzassero
V|manage|gestire gestisci gestisca gestiamo gestite gestiscano gestisco gestisce gestiscono gestiate riuscire riesci riesca riusciamo riuscite riescano riesco riesce riescono riusciate
V|managing|gestendo riuscendo
V|managed|gestito gestita gestiti gestivo gestivi gestiva gestivamo gestivate gestivano gestii gestisti gestimmo gestiste gestirono gestissi gestisse gestissimo gestissero riuscito riuscita riusciti riuscivo riuscivi riusciva riuscivamo riuscivate riuscivano riuscii riuscisti riusci riuscimmo riusciste riuscirono riuscissi riuscisse riuscissimo riuscissero
V|administer|amministrare amministra amministri amministriamo amministrate amministrino amministro amministrano amministriate somministrare somministra somministri somministriamo somministrate somministrino somministro somministrano somministriate
V|administering|amministrando somministrando
V|administered|amministrato amministrata amministrati amministravo amministravi amministrava amministravamo amministravate amministravano amministrai amministrasti amministrammo amministraste amministrarono amministrassi amministrasse amministrassimo amministrassero somministrato somministrata somministrati somministravo somministravi somministrava somministravamo somministravate somministravano somministrai somministrasti somministrammo somministraste somministrarono somministrassi somministrasse somministrassimo somministrassero
V|direct|dirigere dirigi diriga dirigiamo dirigete dirigano dirigo dirige dirigono dirigiate indirizzare indirizza indirizziamo indirizzate indirizzino indirizzano indirizziate
V|directing|dirigendo indirizzando
V|directed|dirigevo dirigevi dirigeva dirigevamo dirigevate dirigevano diressi dirigesti diresse dirigemmo dirigeste diressero dirigessi dirigesse dirigessimo dirigessero indirizzato indirizzata indirizzati indirizzavo indirizzavi indirizzava indirizzavamo indirizzavate indirizzavano indirizzai indirizzasti indirizzammo indirizzaste indirizzarono indirizzassi indirizzasse indirizzassimo indirizzassero
V|guide|guidare guidi guidiamo guidate guidino guido guidano guidiate
V|guiding|guidando
V|guided|guidato guidata guidati guidavo guidavi guidava guidavamo guidavate guidavano guidai guidasti guidammo guidaste guidarono guidassi guidasse guidassimo guidassero
V|use|usare usa usiamo usate usino usano usiate utilizzare utilizza utilizziamo utilizzate utilizzino utilizzano utilizziate adoperare adopera adoperi adoperiamo adoperate adoperino adopero adoperano adoperiate avvalere avvali avvalga avvaliamo avvalete avvalgano avvalgo avvale avvalgono avvaliate
V|using|usando utilizzando adoperando avvalendo
V|used|usato usata usati usavo usavi usava usavamo usavate usavano usai usasti usammo usaste usarono usassi usasse usassimo usassero utilizzato utilizzata utilizzati utilizzavo utilizzavi utilizzava utilizzavamo utilizzavate utilizzavano utilizzai utilizzasti utilizzammo utilizzaste utilizzarono utilizzassi utilizzasse utilizzassimo utilizzassero adoperato adoperata adoperati adoperavo adoperavi adoperava adoperavamo adoperavate adoperavano adoperai adoperasti adoperammo adoperaste adoperarono adoperassi adoperasse adoperassimo adoperassero avvalso avvalsa avvalsi avvalse avvalevo avvalevi avvaleva avvalevamo avvalevate avvalevano avvalesti avvalemmo avvaleste avvalsero avvalessi avvalesse avvalessimo avvalessero
V|employ|impiegare impiega impieghiamo impieghino impiegano impieghiate
V|employing|impiegando
V|employed|impiegavo impiegavi impiegava impiegavamo impiegavate impiegavano impiegai impiegasti impiegammo impiegaste impiegarono impiegassi impiegasse impiegassimo impiegassero
V|apply|applicare applica applichi applichiamo applicate applichino applico applicano applichiate valere vali valga valiamo valete valgano valgo vale valgono valiate
V|applying|applicando valendo
V|applied|applicato applicata applicati applicavo applicavi applicava applicavamo applicavate applicavano applicai applicasti applicammo applicaste applicarono applicassi applicasse applicassimo applicassero valso valsa valsi valse valevo valevi valeva valevamo valevate valevano valesti valemmo valeste valsero valessi valesse valessimo valessero
V|help|aiutare aiuta aiutiamo aiutate aiutino aiutano aiutiate
V|helping|aiutando
V|helped|aiutato aiutata aiutati aiutavo aiutavi aiutava aiutavamo aiutavate aiutavano aiutai aiutasti aiutammo aiutaste aiutarono aiutassi aiutasse aiutassimo aiutassero
V|assist|assistere assisti assista assistiamo assistete assistano assisto assiste assistono assistiate
V|assisting|assistendo
V|assisted|assistito assistita assistiti assistite assistevo assistevi assisteva assistevamo assistevate assistevano assistei assistesti assistemmo assisteste assisterono assistetti assistette assistettero assistessi assistesse assistessimo assistessero
V|support|supportare supporta supportiamo supportate supportino supportano supportiate sostenere sostieni sostenga sosteniamo sostenete sostengano sostengo sostiene sostengono sosteniate appoggiare appoggia appoggi appoggiamo appoggiate appoggino appoggio appoggiano
V|supporting|supportando sostenendo appoggiando
V|supported|supportato supportata supportati supportavo supportavi supportava supportavamo supportavate supportavano supportai supportasti supportammo supportaste supportarono supportassi supportasse supportassimo supportassero sostenuto sostenuta sostenuti sostenute sostenevo sostenevi sosteneva sostenevamo sostenevate sostenevano sostenni sostenesti sostenne sostenemmo sosteneste sostennero sostenessi sostenesse sostenessimo sostenessero appoggiato appoggiata appoggiati appoggiavo appoggiavi appoggiava appoggiavamo appoggiavate appoggiavano appoggiai appoggiasti appoggiammo appoggiaste appoggiarono appoggiassi appoggiasse appoggiassimo appoggiassero
V|serve|servire servi serva serviamo servite servano servo serve servono serviate
V|serving|servendo
V|served|servito servita serviti servivo servivi serviva servivamo servivate servivano servii servisti servimmo serviste servirono servissi servisse servissimo servissero
V|work|lavorare lavora lavoriamo lavorate lavorino lavorano lavoriate funzionare funziona funzioniamo funzionate funzionino funziono funzionano funzioniate
V|working|lavorando funzionando
V|worked|lavorato lavorata lavorati lavoravo lavoravi lavorava lavoravamo lavoravate lavoravano lavorai lavorasti lavorammo lavoraste lavorarono lavorassi lavorasse lavorassimo lavorassero funzionato funzionata funzionati funzionavo funzionavi funzionava funzionavamo funzionavate funzionavano funzionai funzionasti funzionammo funzionaste funzionarono funzionassi funzionasse funzionassimo funzionassero
V|operate|operare opera operi operiamo operate operino opero operano operiate
V|operating|operando
V|operated|operato operata operati operavo operavi operava operavamo operavate operavano operasti operammo operaste operarono operassi operasse operassimo operassero
V|process|elaborare elabora elabori elaboriamo elaborate elaborino elaboro elaborano elaboriate processare processa processiamo processate processino processano processiate
V|processing|elaborando processando
V|processed|elaborato elaborata elaborati elaboravo elaboravi elaborava elaboravamo elaboravate elaboravano elaborai elaborasti elaborammo elaboraste elaborarono elaborassi elaborasse elaborassimo elaborassero processato processata processati processavo processavi processava processavamo processavate processavano processai processasti processammo processaste processarono processassi processasse processassimo processassero
V|calculate|calcolare calcola calcoli calcoliamo calcolate calcolino calcolo calcolano calcoliate
V|calculating|calcolando
V|calculated|calcolato calcolata calcolati calcolavo calcolavi calcolava calcolavamo calcolavate calcolavano calcolai calcolasti calcolammo calcolaste calcolarono calcolassi calcolasse calcolassimo calcolassero
V|count|contare conta contiamo contate contino contano contiate
V|counting|contando
V|counted|contato contata contati contavo contavi contava contavamo contavate contavano contai contasti contammo contaste contarono contassi contasse contassimo contassero
V|measure|misurare misuri misuriamo misurate misurino misuro misurano misuriate
V|measuring|misurando
V|measured|misurato misurata misurati misuravo misuravi misurava misuravamo misuravate misuravano misurai misurasti misurammo misuraste misurarono misurassi misurasse misurassimo misurassero
V|pay|pagare paga paghi paghiamo pagate paghino pago pagano paghiate
V|paying|pagando
V|paid|pagato pagata pagati pagavo pagavi pagava pagavamo pagavate pagavano pagai pagasti pagammo pagaste pagarono pagassi pagasse pagassimo pagassero
V|settle|saldare salda saldiamo saldate saldino saldano saldiate
V|settling|saldando
V|settled|saldato saldata saldati saldavo saldavi saldava saldavamo saldavate saldavano saldai saldasti saldammo saldaste saldarono saldassi saldasse saldassimo saldassero
V|deposit|versare versa versi versiamo versate versino versano versiate depositare deposita depositiamo depositate depositino depositano depositiate
V|depositing|versando depositando
V|deposited|versato versata versati versavo versavi versava versavamo versavate versavano versai versasti versammo versaste versarono versassi versasse versassimo versassero depositato depositata depositati depositavo depositavi depositava depositavamo depositavate depositavano depositai depositasti depositammo depositaste depositarono depositassi depositasse depositassimo depositassero
V|credit|accreditare accredita accrediti accreditiamo accreditate accreditino accredito accreditano accreditiate
V|crediting|accreditando
V|credited|accreditato accreditata accreditati accreditavo accreditavi accreditava accreditavamo accreditavate accreditavano accreditai accreditasti accreditammo accreditaste accreditarono accreditassi accreditasse accreditassimo accreditassero
V|charge|addebitare addebita addebiti addebitiamo addebitate addebitino addebito addebitano addebitiate
V|charging|addebitando
V|charged|addebitato addebitata addebitati addebitavo addebitavi addebitava addebitavamo addebitavate addebitavano addebitai addebitasti addebitammo addebitaste addebitarono addebitassi addebitasse addebitassimo addebitassero
V|refund|rimborsare rimborsa rimborsiamo rimborsate rimborsino rimborsano rimborsiate
V|refunding|rimborsando
V|refunded|rimborsato rimborsata rimborsati rimborsavo rimborsavi rimborsava rimborsavamo rimborsavate rimborsavano rimborsai rimborsasti rimborsammo rimborsaste rimborsarono rimborsassi rimborsasse rimborsassimo rimborsassero
V|invoice|fatturare fatturi fatturiamo fatturate fatturino fatturo fatturano fatturiate
V|invoicing|fatturando
V|invoiced|fatturata fatturavo fatturavi fatturava fatturavamo fatturavate fatturavano fatturai fatturasti fatturammo fatturaste fatturarono fatturassi fatturasse fatturassimo fatturassero
V|purchase|acquistare acquista acquistiamo acquistate acquistino acquistano acquistiate
V|purchasing|acquistando
V|purchased|acquistato acquistata acquistati acquistavo acquistavi acquistava acquistavamo acquistavate acquistavano acquistai acquistasti acquistammo acquistaste acquistarono acquistassi acquistasse acquistassimo acquistassero
V|buy|comprare compra compri compriamo comprate comprino compro comprano compriate
V|buying|comprando
V|bought|comprato comprata comprati compravo compravi comprava compravamo compravate compravano comprai comprasti comprammo compraste comprarono comprassi comprasse comprassimo comprassero
V|sell|vendere vendi venda vendiamo vendete vendano vendo vende vendono vendiate
V|selling|vendendo
V|sold|venduto venduta venduti vendute vendevo vendevi vendeva vendevamo vendevate vendevano vendei vendesti vendemmo vendeste venderono vendetti vendettero vendessi vendesse vendessimo vendessero
V|book|prenotare prenota prenoti prenotiamo prenotate prenotino prenoto prenotano prenotiate
V|booking|prenotando
V|booked|prenotato prenotata prenotati prenotavo prenotavi prenotava prenotavamo prenotavate prenotavano prenotai prenotasti prenotammo prenotaste prenotarono prenotassi prenotasse prenotassimo prenotassero
V|spend|spendere spendi spenda spendiamo spendete spendano spendo spende spendono spendiate trascorrere trascorri trascorra trascorriamo trascorrete trascorrano trascorro trascorre trascorrono trascorriate
V|spending|spendendo trascorrendo
V|spent|speso spendevo spendevi spendeva spendevamo spendevate spendevano spendesti spendemmo spendeste spesero spendessi spendesse spendessimo spendessero trascorrevo trascorrevi trascorreva trascorrevamo trascorrevate trascorrevano trascorresti trascorremmo trascorreste trascorsero trascorressi trascorresse trascorressimo trascorressero
V|invest|investire investi investa investiamo investite investano investo investe investono investiate
V|investing|investendo
V|invested|investito investita investiti investivo investivi investiva investivamo investivate investivano investii investisti investimmo investiste investirono investissi investisse investissimo investissero
V|earn|guadagnare guadagna guadagniamo guadagnate guadagnino guadagnano guadagniate
V|earning|guadagnando
V|earned|guadagnato guadagnata guadagnati guadagnavo guadagnavi guadagnava guadagnavamo guadagnavate guadagnavano guadagnai guadagnasti guadagnammo guadagnaste guadagnarono guadagnassi guadagnasse guadagnassimo guadagnassero
V|lend|prestare presta presti prestiamo prestate prestino prestano prestiate
V|lending|prestando
V|lent|prestato prestata prestati prestavo prestavi prestava prestavamo prestavate prestavano prestai prestasti prestammo prestaste prestarono prestassi prestasse prestassimo prestassero
V|sign|firmare firmi firmiamo firmate firmino firmo firmano firmiate sottoscrivere sottoscrivi sottoscriva sottoscriviamo sottoscrivete sottoscrivano sottoscrivo sottoscrive sottoscrivono sottoscriviate
V|signing|firmando sottoscrivendo
V|signed|firmato firmata firmati firmavo firmavi firmava firmavamo firmavate firmavano firmai firmasti firmammo firmaste firmarono firmassi firmasse firmassimo firmassero sottoscritta sottoscritte sottoscrivevo sottoscrivevi sottoscriveva sottoscrivevamo sottoscrivevate sottoscrivevano sottoscrissi sottoscrivesti sottoscrisse sottoscrivemmo sottoscriveste sottoscrissero sottoscrivessi sottoscrivesse sottoscrivessimo sottoscrivessero
V|subscribe|iscrivere iscrivi iscriva iscriviamo iscrivete iscrivano iscrivo iscrive iscrivono iscriviate
V|subscribing|iscrivendo
V|subscribed|iscritto iscritta iscritti iscritte iscrivevo iscrivevi iscriveva iscrivevamo iscrivevate iscrivevano iscrissi iscrivesti iscrisse iscrivemmo iscriveste iscrissero iscrivessi iscrivesse iscrivessimo iscrivessero
V|unsubscribe|disiscrivere disiscrivi disiscriva disiscriviamo disiscrivete disiscrivano disiscrivo disiscrive disiscrivono disiscriviate
V|unsubscribing|disiscrivendo
V|unsubscribed|disiscritto disiscritta disiscritti disiscritte disiscrivevo disiscrivevi disiscriveva disiscrivevamo disiscrivevate disiscrivevano disiscrissi disiscrivesti disiscrisse disiscrivemmo disiscriveste disiscrissero disiscrivessi disiscrivesse disiscrivessimo disiscrivessero
V|assume|assumere assumi assuma assumiamo assumete assumano assumo assume assumono assumiate
V|assuming|assumendo
V|assumed|assunto assunta assunti assunte assumevo assumevi assumeva assumevamo assumevate assumevano assunsi assumesti assunse assumemmo assumeste assunsero assumessi assumesse assumessimo assumessero
V|fire|licenziare licenzia licenzi licenziamo licenziate licenzino licenzio licenziano
V|firing|licenziando
V|fired|licenziato licenziata licenziati licenziavo licenziavi licenziava licenziavamo licenziavate licenziavano licenziai licenziasti licenziammo licenziaste licenziarono licenziassi licenziasse licenziassimo licenziassero
V|resign|dimettere dimetti dimetta dimettiamo dimettete dimettano dimetto dimette dimettono dimettiate
V|resigning|dimettendo
V|resigned|dimesso dimessa dimessi dimesse dimettevo dimettevi dimetteva dimettevamo dimettevate dimettevano dimisi dimettesti dimise dimettemmo dimetteste dimisero dimettessi dimettesse dimettessimo dimettessero
V|contact|contattare contatta contattiamo contattate contattino contattano contattiate
V|contacting|contattando
V|contacted|contattato contattata contattati contattavo contattavi contattava contattavamo contattavate contattavano contattai contattasti contattammo contattaste contattarono contattassi contattasse contattassimo contattassero
V|meet|incontrare incontra incontriamo incontrate incontrino incontrano incontriate
V|meeting|incontrando
V|met|incontrato incontrata incontrati incontravo incontravi incontrava incontravamo incontravate incontravano incontrai incontrasti incontrammo incontraste incontrarono incontrassi incontrasse incontrassimo incontrassero
V|visit|visitare visiti visitiamo visitate visitino visito visitano visitiate
V|visiting|visitando
V|visited|visitato visitata visitati visitavo visitavi visitava visitavamo visitavate visitavano visitai visitasti visitammo visitaste visitarono visitassi visitasse visitassimo visitassero
V|travel|viaggiare viaggia viaggiamo viaggiate viaggino viaggiano
V|travelling|viaggiando
V|travelled|viaggiato viaggiata viaggiati viaggiavo viaggiavi viaggiava viaggiavamo viaggiavate viaggiavano viaggiai viaggiasti viaggiammo viaggiaste viaggiarono viaggiassi viaggiasse viaggiassimo viaggiassero
V|leave|partire parta partiamo partano parto partono partiate lasciare lascia lasci lasciamo lasciate lascino lascio lasciano
V|leaving|partendo lasciando
V|left|partivo partivi partiva partivamo partivate partivano partii partisti partimmo partiste partirono partissi partisse partissimo partissero lasciato lasciata lasciati lasciavo lasciavi lasciava lasciavamo lasciavate lasciavano lasciai lasciasti lasciammo lasciaste lasciarono lasciassi lasciasse lasciassimo lasciassero
V|arrive|arrivare arriva arriviamo arrivate arrivino arrivano arriviate giungere giungi giunga giungiamo giungete giungano giungo giunge giungono giungiate
V|arriving|arrivando giungendo
V|arrived|arrivato arrivata arrivati arrivavo arrivavi arrivava arrivavamo arrivavate arrivavano arrivai arrivasti arrivammo arrivaste arrivarono arrivassi arrivasse arrivassimo arrivassero giunto giunta giunti giunte giungevo giungevi giungeva giungevamo giungevate giungevano giunsi giungesti giunse giungemmo giungeste giunsero giungessi giungesse giungessimo giungessero
V|stay|restare resta restiamo restate restino restano restiate stare stia stiano stiate
V|staying|restando stando
V|stayed|restato restata restati restavo restavi restava restavamo restavate restavano restai restasti restammo restaste restarono restassi restasse restassimo restassero stavo stavi stava stavamo stavate stavano stetti stesti stette stemmo steste stettero stessimo stessero
V|remain|rimanere rimani rimanga rimaniamo rimanete rimangano rimango rimane rimangono rimaniate
V|remaining|rimanendo
V|remained|rimasto rimasta rimasti rimaste rimanevo rimanevi rimaneva rimanevamo rimanevate rimanevano rimasi rimanesti rimase rimanemmo rimaneste rimasero rimanessi rimanesse rimanessimo rimanessero
V|go|andare va vai vada andiamo andate vadano vado vanno andiate
V|going|andando
V|gone|andato andata andati
V|went|andavo andavi andava andavamo andavate andavano andai andasti ando andammo andaste andarono andassi andasse andassimo andassero
V|come|venire vieni venga veniamo venite vengano venuto venuta venuti venute vengo viene vengono veniate
V|coming|venendo
V|came|venivo venivi veniva venivamo venivate venivano venni venisti venne venimmo veniste vennero venissi venisse venissimo venissero
V|bring|portare porta porti portiamo portate portino porto portano portiate
V|bringing|portando
V|brought|portato portata portati portavo portavi portava portavamo portavate portavano portai portasti portammo portaste portarono portassi portasse portassimo portassero
V|take|prendere prendi prenda prendiamo prendete prendano prendo prende prendono prendiate
V|taking|prendendo
V|taken|preso presa presi prese
V|took|prendevo prendevi prendeva prendevamo prendevate prendevano prendesti prendemmo prendeste presero prendessi prendesse prendessimo prendessero
V|resume|riprendere riprendi riprenda riprendiamo riprendete riprendano riprendo riprende riprendono riprendiate
V|resuming|riprendendo
V|resumed|ripreso ripresa ripresi riprese riprendevo riprendevi riprendeva riprendevamo riprendevate riprendevano riprendesti riprendemmo riprendeste ripresero riprendessi riprendesse riprendessimo riprendessero
V|put|mettere metti metta mettiamo mettete mettano messo messa messi messe metto mette mettono mettiate mettevo mettevi metteva mettevamo mettevate mettevano misi mettesti mise mettemmo metteste misero mettessi mettesse mettessimo mettessero
V|putting|mettendo
V|give|dare dia diamo diano do diate regalare regala regali regaliamo regalate regalino regalo regalano regaliate
V|giving|dando regalando
V|gave|davo davi dava davamo davate davano diedi desti diede demmo deste diedero dessi desse dessimo dessero regalavo regalavi regalava regalavamo regalavate regalavano regalai regalasti regalammo regalaste regalarono regalassi regalasse regalassimo regalassero
V|lack|mancare manca manchi manchiamo mancate manchino manco mancano manchiate
V|lacking|mancando
V|lacked|mancato mancata mancati mancavo mancavi mancava mancavamo mancavate mancavano mancai mancasti mancammo mancaste mancarono mancassi mancasse mancassimo mancassero
V|suffice|bastare basta basti bastiamo bastate bastino basto bastano bastiate
V|sufficing|bastando
V|sufficed|bastato bastata bastati bastavo bastavi bastava bastavamo bastavate bastavano bastai bastasti bastammo bastaste bastarono bastassi bastasse bastassimo bastassero
V|seem|sembrare sembra sembri sembriamo sembrate sembrino sembro sembrano sembriate parere pari paia paiamo paiano paio pare paiono paiate
V|seeming|sembrando parendo
V|seemed|sembrato sembrata sembrati sembravo sembravi sembrava sembravamo sembravate sembravano sembrai sembrasti sembrammo sembraste sembrarono sembrassi sembrasse sembrassimo sembrassero parso parse parevo parevi pareva parevamo parevate parevano parvi paresti parve paremmo pareste parvero paressi paresse paressimo paressero
V|appear|apparire appari appaia appariamo apparite appaiano appaio appare appaiono appariate comparire compari compaia compariamo comparite compaiano compaio compare compaiono compariate
V|appearing|apparendo comparendo
V|appeared|apparso apparsa apparsi apparse apparivo apparivi appariva apparivamo apparivate apparivano apparvi apparisti apparve apparimmo appariste apparvero apparissi apparisse apparissimo apparissero comparso comparsa comparsi comparse comparivo comparivi compariva comparivamo comparivate comparivano comparvi comparisti comparve comparimmo compariste comparvero comparissi comparisse comparissimo comparissero
V|disappear|scomparire scompari scompaia scompariamo scomparite scompaiano scompaio scompare scompaiono scompariate
V|disappearing|scomparendo
V|disappeared|scomparso scomparsa scomparsi scomparse scomparivo scomparivi scompariva scomparivamo scomparivate scomparivano scomparvi scomparisti scomparve scomparimmo scompariste scomparvero scomparissi scomparisse scomparissimo scomparissero
V|happen|succedere succedi succeda succediamo succedete succedano succedo succede succedono succediate accadere accadi accada accadiamo accadete accadano accado accade accadono accadiate avvenire avvieni avvenga avveniamo avvenite avvengano avvengo avviene avvengono avveniate capitare capita capiti capitiamo capitate capitino capitano capitiate
V|happening|succedendo accadendo avvenendo capitando
V|happened|successo successa successi successe succedevo succedevi succedeva succedevamo succedevate succedevano succedesti succedemmo succedeste successero succedessi succedesse succedessimo succedessero accaduto accaduta accaduti accadute accadevo accadevi accadeva accadevamo accadevate accadevano accaddi accadesti accadde accademmo accadeste accaddero accadessi accadesse accadessimo accadessero avvenuto avvenuta avvenuti avvenute avvenivo avvenivi avveniva avvenivamo avvenivate avvenivano avvenni avvenisti avvenne avvenimmo avveniste avvennero avvenissi avvenisse avvenissimo avvenissero capitato capitata capitati capitavo capitavi capitava capitavamo capitavate capitavano capitai capitasti capitammo capitaste capitarono capitassi capitasse capitassimo capitassero
V|exist|esistere esisti esista esistiamo esistete esistano esisto esiste esistono esistiate
V|existing|esistendo
V|existed|esistito esistita esistiti esistite esistevo esistevi esisteva esistevamo esistevate esistevano esistei esistesti esistemmo esisteste esisterono esistetti esistette esistettero esistessi esistesse esistessimo esistessero
V|live|vivere viviamo vivete vivano vivono viviate abitare abita abiti abitiamo abitate abitino abito abitano abitiate
V|living|vivendo abitando
V|lived|vissuto vissuta vissuti vissute vivevo vivevi viveva vivevamo vivevate vivevano vissi vivesti visse vivemmo viveste vissero vivessi vivesse vivessimo vivessero abitato abitata abitati abitavo abitavi abitava abitavamo abitavate abitavano abitai abitasti abitammo abitaste abitarono abitassi abitasse abitassimo abitassero
V|die|morire muori muoia moriamo morite muoiano muoio muore muoiono moriate
V|dying|morendo
V|died|morta morivo morivi moriva morivamo morivate morivano morii moristi mori morimmo moriste morirono morissi morisse morissimo morissero
V|kill|uccidere uccidi uccida uccidiamo uccidete uccidano uccido uccide uccidono uccidiate killare killa killi killiamo killate killino killo killano killiate
V|killing|uccidendo killando
V|killed|ucciso uccisa uccisi uccise uccidevo uccidevi uccideva uccidevamo uccidevate uccidevano uccidesti uccidemmo uccideste uccisero uccidessi uccidesse uccidessimo uccidessero killato killata killati killavo killavi killava killavamo killavate killavano killai killasti killammo killaste killarono killassi killasse killassimo killassero
V|decide|decidere decidi decida decidiamo decidete decidano decido decide decidono decidiate
V|deciding|decidendo
V|decided|deciso decisa decisi decise decidevo decidevi decideva decidevamo decidevate decidevano decidesti decidemmo decideste decisero decidessi decidesse decidessimo decidessero
V|choose|scegliere scegli scelga scegliamo scegliete scelgano scelgo sceglie scelgono scegliate
V|choosing|scegliendo
V|chosen|scelto scelti
V|chose|sceglievo sceglievi sceglieva sceglievamo sceglievate sceglievano scelsi scegliesti scelse scegliemmo sceglieste scelsero scegliessi scegliesse scegliessimo scegliessero
V|select|selezionare seleziona selezioni selezioniamo selezionate selezionino seleziono selezionano selezioniate
V|selecting|selezionando
V|selected|selezionato selezionata selezionati selezionavo selezionavi selezionava selezionavamo selezionavate selezionavano selezionai selezionasti selezionammo selezionaste selezionarono selezionassi selezionasse selezionassimo selezionassero
V|prefer|preferire preferisci preferisca preferiamo preferite preferiscano preferisco preferisce preferiscono preferiate
V|preferring|preferendo
V|preferred|preferito preferita preferiti preferivo preferivi preferiva preferivamo preferivate preferivano preferii preferisti preferi preferimmo preferiste preferirono preferissi preferisse preferissimo preferissero
V|wish|desiderare desidera desideriamo desiderate desiderino desidero desiderano desideriate augurare augura auguriamo augurate augurino auguro augurano auguriate
V|wishing|desiderando augurando
V|wished|desiderato desiderata desiderati desideravo desideravi desiderava desideravamo desideravate desideravano desiderai desiderasti desiderammo desideraste desiderarono desiderassi desiderasse desiderassimo desiderassero augurato augurata augurati auguravo auguravi augurava auguravamo auguravate auguravano augurai augurasti augurammo auguraste augurarono augurassi augurasse augurassimo augurassero
V|hope|sperare spera speri speriamo sperate sperino spero sperano speriate
V|hoping|sperando
V|hoped|sperato sperata sperati speravo speravi sperava speravamo speravate speravano sperai sperasti sperammo speraste sperarono sperassi sperasse sperassimo sperassero
V|try|provare provi proviamo provate provino provo provano proviate
V|trying|provando
V|tried|provato provata provati provavo provavi provava provavamo provavate provavano provai provasti provammo provaste provarono provassi provasse provassimo provassero
V|attempt|tentare tenta tenti tentiamo tentate tentino tento tentano tentiate
V|attempting|tentando
V|attempted|tentato tentata tentati tentavo tentavi tentava tentavamo tentavate tentavano tentai tentasti tentammo tentaste tentarono tentassi tentasse tentassimo tentassero
V|fail|fallire fallisci fallisca falliamo fallite falliscano fallisco fallisce falliscono falliate
V|failing|fallendo
V|failed|fallito fallita falliti fallivo fallivi falliva fallivamo fallivate fallivano fallii fallisti falli fallimmo falliste fallirono fallissi fallisse fallissimo fallissero
V|get wrong|sbagliare sbaglia sbagliamo sbaglino sbagliano
V|getting wrong|sbagliando
V|got wrong|sbagliavo sbagliavi sbagliava sbagliavamo sbagliavate sbagliavano sbagliai sbagliasti sbagliammo sbagliaste sbagliarono sbagliassi sbagliasse sbagliassimo sbagliassero
V|repair|riparare ripara ripari ripariamo riparate riparino riparo riparano ripariate
V|repairing|riparando
V|repaired|riparato riparata riparati riparavo riparavi riparava riparavamo riparavate riparavano riparai riparasti riparammo riparaste ripararono riparassi riparasse riparassimo riparassero
V|fix|aggiustare aggiusta aggiusti aggiustiamo aggiustate aggiustino aggiusto aggiustano aggiustiate sistemare sistemiamo sistemate sistemino sistemo sistemano sistemiate fixare fixa fixi fixiamo fixate fixino fixo fixano fixiate
V|fixing|aggiustando sistemando fixando
V|fixed|aggiustato aggiustata aggiustati aggiustavo aggiustavi aggiustava aggiustavamo aggiustavate aggiustavano aggiustai aggiustasti aggiustammo aggiustaste aggiustarono aggiustassi aggiustasse aggiustassimo aggiustassero sistemato sistemata sistemati sistemavo sistemavi sistemava sistemavamo sistemavate sistemavano sistemai sistemasti sistemammo sistemaste sistemarono sistemassi sistemasse sistemassimo sistemassero fixato fixata fixati fixavo fixavi fixava fixavamo fixavate fixavano fixai fixasti fixammo fixaste fixarono fixassi fixasse fixassimo fixassero
V|solve|risolvere risolvi risolva risolviamo risolvete risolvano risolvo risolve risolvono risolviate
V|solving|risolvendo
V|solved|risolto risolta risolti risolte risolvevo risolvevi risolveva risolvevamo risolvevate risolvevano risolsi risolvesti risolse risolvemmo risolveste risolsero risolvessi risolvesse risolvessimo risolvessero
V|improve|migliorare migliora miglioriamo migliorate migliorino miglioro migliorano miglioriate
V|improving|migliorando
V|improved|migliorato migliorata migliorati miglioravo miglioravi migliorava miglioravamo miglioravate miglioravano migliorai migliorasti migliorammo miglioraste migliorarono migliorassi migliorasse migliorassimo migliorassero
V|worsen|peggiorare peggiora peggioriamo peggiorate peggiorino peggioro peggiorano peggioriate
V|worsening|peggiorando
V|worsened|peggiorato peggiorata peggiorati peggioravo peggioravi peggiorava peggioravamo peggioravate peggioravano peggiorai peggiorasti peggiorammo peggioraste peggiorarono peggiorassi peggiorasse peggiorassimo peggiorassero
V|increase|aumentare aumenta aumentiamo aumentate aumentino aumentano aumentiate
V|increasing|aumentando
V|increased|aumentato aumentata aumentati aumentavo aumentavi aumentava aumentavamo aumentavate aumentavano aumentai aumentasti aumentammo aumentaste aumentarono aumentassi aumentasse aumentassimo aumentassero
V|reduce|ridurre riduci riduca riduciamo riducete riducano riduco riduce riducono riduciate
V|reducing|riducendo
V|reduced|ridotto ridotta ridotti ridotte riducevo riducevi riduceva riducevamo riducevate riducevano ridussi riducesti ridusse riducemmo riduceste ridussero riducessi riducesse riducessimo riducessero
V|decrease|diminuire diminuisci diminuisca diminuiamo diminuite diminuiscano diminuisco diminuisce diminuiscono diminuiate
V|decreasing|diminuendo
V|decreased|diminuito diminuita diminuiti diminuivo diminuivi diminuiva diminuivamo diminuivate diminuivano diminuii diminuisti diminui diminuimmo diminuiste diminuirono diminuissi diminuisse diminuissimo diminuissero
V|limit|limitare limita limitiamo limitino limito limitano limitiate limitati
V|limiting|limitando
V|limited|limitavo limitavi limitava limitavamo limitavate limitavano limitai limitasti limitammo limitaste limitarono limitassi limitasse limitassimo limitassero
V|restrict|restringere restringi restringa restringiamo restringete restringano restringo restringe restringono restringiate
V|restricting|restringendo
V|restricted|restretto restretta restretti restrette restringevo restringevi restringeva restringevamo restringevate restringevano restrinsi restringesti restrinse restringemmo restringeste restrinsero restringessi restringesse restringessimo restringessero
V|filter|filtrare filtra filtriamo filtrate filtrino filtrano filtriate
V|filtering|filtrando
V|filtered|filtrato filtrata filtrati filtravo filtravi filtrava filtravamo filtravate filtravano filtrai filtrasti filtrammo filtraste filtrarono filtrassi filtrasse filtrassimo filtrassero
V|censor|censurare censuri censuriamo censurate censurino censuro censurano censuriate
V|censoring|censurando
V|censored|censurato censurata censurati censuravo censuravi censurava censuravamo censuravate censuravano censurai censurasti censurammo censuraste censurarono censurassi censurasse censurassimo censurassero
V|moderate|moderare modera moderi moderiamo moderate moderino modero moderano moderiate
V|moderating|moderando
V|moderated|moderato moderata moderati moderavo moderavi moderava moderavamo moderavate moderavano moderai moderasti moderammo moderaste moderarono moderassi moderasse moderassimo moderassero
V|forbid|vietare vieta vieti vietiamo vietate vietino vieto vietano vietiate
V|forbidding|vietando
V|forbidden|vietato vietata vietati
V|forbade|vietavo vietavi vietava vietavamo vietavate vietavano vietai vietasti vietammo vietaste vietarono vietassi vietasse vietassimo vietassero
V|prohibit|proibire proibisci proibisca proibiamo proibite proibiscano proibisco proibisce proibiscono proibiate
V|prohibiting|proibendo
V|prohibited|proibito proibita proibiti proibivo proibivi proibiva proibivamo proibivate proibivano proibii proibisti proibi proibimmo proibiste proibirono proibissi proibisse proibissimo proibissero
V|prevent|impedire impedisci impedisca impediamo impedite impediscano impedisco impedisce impediscono impediate prevenire previeni prevenga preveniamo prevenite prevengano prevengo previene prevengono preveniate
V|preventing|impedendo prevenendo
V|prevented|impedito impedita impediti impedivo impedivi impediva impedivamo impedivate impedivano impedii impedisti impedi impedimmo impediste impedirono impedissi impedisse impedissimo impedissero prevenuto prevenuta prevenuti prevenute prevenivo prevenivi preveniva prevenivamo prevenivate prevenivano prevenni prevenisti prevenne prevenimmo preveniste prevennero prevenissi prevenisse prevenissimo prevenissero
V|ban|bannare banna banni banniamo bannate bannino banno bannano banniate
V|banning|bannando
V|banned|bannato bannata bannati bannavo bannavi bannava bannavamo bannavate bannavano bannai bannasti bannammo bannaste bannarono bannassi bannasse bannassimo bannassero
V|exclude|escludere escludi escluda escludiamo escludete escludano escludo esclude escludono escludiate
V|excluding|escludendo
V|excluded|escluso esclusa esclusi escluse escludevo escludevi escludeva escludevamo escludevate escludevano escludesti escludemmo escludeste esclusero escludessi escludesse escludessimo escludessero
V|include|includere includi includa includiamo includete includano includo include includono includiate
V|including|includendo
V|included|incluso inclusa inclusi incluse includevo includevi includeva includevamo includevate includevano includesti includemmo includeste inclusero includessi includesse includessimo includessero compreso compresa compresi comprese
V|add|aggiungere aggiungi aggiunga aggiungiamo aggiungete aggiungano aggiungo aggiunge aggiungono aggiungiate
V|adding|aggiungendo
V|added|aggiunto aggiunti aggiungevo aggiungevi aggiungeva aggiungevamo aggiungevate aggiungevano aggiunsi aggiungesti aggiunse aggiungemmo aggiungeste aggiunsero aggiungessi aggiungesse aggiungessimo aggiungessero
V|reach|raggiungere raggiungi raggiunga raggiungiamo raggiungete raggiungano raggiungo raggiunge raggiungono raggiungiate pervenire pervieni pervenga perveniamo pervenite pervengano pervengo perviene pervengono perveniate
V|reaching|raggiungendo pervenendo
V|reached|raggiunto raggiunta raggiunti raggiunte raggiungevo raggiungevi raggiungeva raggiungevamo raggiungevate raggiungevano raggiunsi raggiungesti raggiunse raggiungemmo raggiungeste raggiunsero raggiungessi raggiungesse raggiungessimo raggiungessero pervenuto pervenuta pervenuti pervenute pervenivo pervenivi perveniva pervenivamo pervenivate pervenivano pervenni pervenisti pervenne pervenimmo perveniste pervennero pervenissi pervenisse pervenissimo pervenissero
V|insert|inserire inserisci inserisca inseriamo inserite inseriscano inserisco inserisce inseriscono inseriate
V|inserting|inserendo
V|inserted|inserito inserita inseriti inserivo inserivi inseriva inserivamo inserivate inserivano inserii inseristi inseri inserimmo inseriste inserirono inserissi inserisse inserissimo inserissero
V|embed|incorporare incorpora incorpori incorporiamo incorporate incorporino incorporo incorporano incorporiate
V|embedding|incorporando
V|embedded|incorporato incorporata incorporati incorporavo incorporavi incorporava incorporavamo incorporavate incorporavano incorporai incorporasti incorporammo incorporaste incorporarono incorporassi incorporasse incorporassimo incorporassero
V|integrate|integrare integra integri integriamo integrate integrino integro integrano integriate
V|integrating|integrando
V|integrated|integrato integrata integrati integravo integravi integrava integravamo integravate integravano integrai integrasti integrammo integraste integrarono integrassi integrasse integrassimo integrassero
V|join|unire unisci unisca uniamo unite uniscano unisco unisce uniscono uniate
V|joining|unendo
V|joined|unito uniti univo univi univa univamo univate univano unii unisti uni unimmo uniste unirono unissi unisse unissimo unissero
V|combine|combinare combina combini combiniamo combinate combinino combino combinano combiniate
V|combining|combinando
V|combined|combinato combinata combinati combinavo combinavi combinava combinavamo combinavate combinavano combinai combinasti combinammo combinaste combinarono combinassi combinasse combinassimo combinassero
V|mix|mescolare mescola mescoli mescoliamo mescolate mescolino mescolo mescolano mescoliate
V|mixing|mescolando
V|mixed|mescolato mescolata mescolati mescolavo mescolavi mescolava mescolavamo mescolavate mescolavano mescolai mescolasti mescolammo mescolaste mescolarono mescolassi mescolasse mescolassimo mescolassero
V|split|dividere dividi divida dividiamo dividete dividano diviso divisa divisi divise divido divide dividono dividiate dividevo dividevi divideva dividevamo dividevate dividevano dividesti dividemmo divideste divisero dividessi dividesse dividessimo dividessero spezzare spezza spezzi spezziamo spezzate spezzino spezzato spezzata spezzati spezzo spezzano spezziate spezzavo spezzavi spezzava spezzavamo spezzavate spezzavano spezzai spezzasti spezzammo spezzaste spezzarono spezzassi spezzasse spezzassimo spezzassero
V|separate|separare separa separi separiamo separino separo separano separiate
V|separating|separando
V|separated|separavo separavi separava separavamo separavate separavano separai separasti separammo separaste separarono separassi separasse separassimo separassero
V|splitting|spezzando
V|concatenate|concatenare concatena concateni concateniamo concatenate concatenino concateno concatenano concateniate
V|concatenating|concatenando
V|concatenated|concatenato concatenata concatenati concatenavo concatenavi concatenava concatenavamo concatenavate concatenavano concatenai concatenasti concatenammo concatenaste concatenarono concatenassi concatenasse concatenassimo concatenassero
V|reverse|invertire inverti inverta invertiamo invertite invertano inverto inverte invertono invertiate capovolgere capovolgi capovolga capovolgiamo capovolgete capovolgano capovolgo capovolge capovolgono capovolgiate
V|reversing|invertendo capovolgendo
V|reversed|invertito invertita invertiti invertivo invertivi invertiva invertivamo invertivate invertivano invertii invertisti invertimmo invertiste invertirono invertissi invertisse invertissimo invertissero capovolto capovolta capovolti capovolte capovolgevo capovolgevi capovolgeva capovolgevamo capovolgevate capovolgevano capovolsi capovolgesti capovolse capovolgemmo capovolgeste capovolsero capovolgessi capovolgesse capovolgessimo capovolgessero
V|rotate|ruotare ruota ruoti ruotiamo ruotate ruotino ruoto ruotano ruotiate
V|rotating|ruotando
V|rotated|ruotato ruotata ruotati ruotavo ruotavi ruotava ruotavamo ruotavate ruotavano ruotai ruotasti ruotammo ruotaste ruotarono ruotassi ruotasse ruotassimo ruotassero
V|convert|convertire converti converta convertiamo convertite convertano converto converte convertono convertiate
V|converting|convertendo
V|converted|convertito convertita convertiti convertivo convertivi convertiva convertivamo convertivate convertivano convertii convertisti convertimmo convertiste convertirono convertissi convertisse convertissimo convertissero
V|group|raggruppare raggruppa raggruppi raggruppiamo raggruppate raggruppino raggruppo raggruppano raggruppiate
V|grouping|raggruppando
V|grouped|raggruppato raggruppata raggruppati raggruppavo raggruppavi raggruppava raggruppavamo raggruppavate raggruppavano raggruppai raggruppasti raggruppammo raggruppaste raggrupparono raggruppassi raggruppasse raggruppassimo raggruppassero
V|contain|contenere contieni contenga conteniamo contenete contengano contengo contiene contengono conteniate
V|containing|contenendo
V|contained|contenuta contenute contenevo contenevi conteneva contenevamo contenevate contenevano contenni contenesti contenne contenemmo conteneste contennero contenessi contenesse contenessimo contenessero
V|concern|riguardare riguarda riguardi riguardiamo riguardate riguardino riguardano riguardiate
V|concerning|riguardando
V|concerned|riguardato riguardata riguardati riguardavo riguardavi riguardava riguardavamo riguardavate riguardavano riguardai riguardasti riguardammo riguardaste riguardarono riguardassi riguardasse riguardassimo riguardassero
V|depend|dipendere dipendi dipenda dipendiamo dipendete dipendano dipendo dipende dipendono dipendiate
V|depending|dipendendo
V|depended|dipeso dipesa dipesi dipese dipendevo dipendevi dipendeva dipendevamo dipendevate dipendevano dipendesti dipendemmo dipendeste dipesero dipendessi dipendesse dipendessimo dipendessero
V|belong|appartenere appartieni appartenga apparteniamo appartenete appartengano appartengo appartiene appartengono apparteniate
V|belonging|appartenendo
V|belonged|appartenuto appartenuta appartenuti appartenute appartenevo appartenevi apparteneva appartenevamo appartenevate appartenevano appartenni appartenesti appartenne appartenemmo apparteneste appartennero appartenessi appartenesse appartenessimo appartenessero
V|own|possedere possiedi possieda possediamo possedete possiedano possiedo possiede possiedono possediate
V|owning|possedendo
V|owned|posseduto posseduta posseduti possedute possedevo possedevi possedeva possedevamo possedevate possedevano possedei possedesti possede possedemmo possedeste possederono possedetti possedette possedettero possedessi possedesse possedessimo possedessero
V|indicate|indicare indica indichi indichiamo indicate indichino indico indicano indichiate
V|indicating|indicando
V|indicated|indicato indicata indicati indicavo indicavi indicava indicavamo indicavate indicavano indicai indicasti indicammo indicaste indicarono indicassi indicasse indicassimo indicassero
V|specify|specificare specifichi specifichiamo specificate specifichino specificano specifichiate precisare precisiamo precisate precisino precisano precisiate
V|specifying|specificando precisando
V|specified|specificato specificata specificati specificavo specificavi specificava specificavamo specificavate specificavano specificai specificasti specificammo specificaste specificarono specificassi specificasse specificassimo specificassero precisato precisata precisati precisavo precisavi precisava precisavamo precisavate precisavano precisai precisasti precisammo precisaste precisarono precisassi precisasse precisassimo precisassero
V|define|definire definisci definisca definiamo definite definiscano definisco definisce definiscono definiate
V|defining|definendo
V|defined|definito definita definiti definivo definivi definiva definivamo definivate definivano definii definisti defini definimmo definiste definirono definissi definisse definissimo definissero
V|establish|stabilire stabilisci stabilisca stabiliamo stabilite stabiliscano stabilisco stabilisce stabiliscono stabiliate
V|establishing|stabilendo
V|established|stabilito stabilita stabiliti stabilivo stabilivi stabiliva stabilivamo stabilivate stabilivano stabilii stabilisti stabili stabilimmo stabiliste stabilirono stabilissi stabilisse stabilissimo stabilissero
V|determine|determinare determina determini determiniamo determinate determinino determino determinano determiniate
V|determining|determinando
V|determined|determinato determinata determinati determinavo determinavi determinava determinavamo determinavate determinavano determinai determinasti determinammo determinaste determinarono determinassi determinasse determinassimo determinassero
V|declare|dichiarare dichiara dichiari dichiariamo dichiarate dichiarino dichiaro dichiarano dichiariate
V|declaring|dichiarando
V|declared|dichiarato dichiarata dichiarati dichiaravo dichiaravi dichiarava dichiaravamo dichiaravate dichiaravano dichiarai dichiarasti dichiarammo dichiaraste dichiararono dichiarassi dichiarasse dichiarassimo dichiarassero
V|claim|affermare afferma affermi affermiamo affermate affermino affermo affermano affermiate reclamare reclama reclamiamo reclamate reclamino reclamano reclamiate
V|claiming|affermando reclamando
V|claimed|affermato affermata affermati affermavo affermavi affermava affermavamo affermavate affermavano affermai affermasti affermammo affermaste affermarono affermassi affermasse affermassimo affermassero reclamato reclamata reclamati reclamavo reclamavi reclamava reclamavamo reclamavate reclamavano reclamai reclamasti reclamammo reclamaste reclamarono reclamassi reclamasse reclamassimo reclamassero
V|demonstrate|dimostrare dimostra dimostri dimostriamo dimostrate dimostrino dimostro dimostrano dimostriate
V|demonstrating|dimostrando
V|demonstrated|dimostrato dimostrata dimostrati dimostravo dimostravi dimostrava dimostravamo dimostravate dimostravano dimostrai dimostrasti dimostrammo dimostraste dimostrarono dimostrassi dimostrasse dimostrassimo dimostrassero
V|confess|confessare confessa confessi confessiamo confessate confessino confesso confessano confessiate
V|confessing|confessando
V|confessed|confessato confessata confessati confessavo confessavi confessava confessavamo confessavate confessavano confessai confessasti confessammo confessaste confessarono confessassi confessasse confessassimo confessassero
V|admit|ammettere ammetti ammetta ammettiamo ammettete ammettano ammetto ammette ammettono ammettiate
V|admitting|ammettendo
V|admitted|ammesso ammessa ammessi ammesse ammettevo ammettevi ammetteva ammettevamo ammettevate ammettevano ammisi ammettesti ammise ammettemmo ammetteste ammisero ammettessi ammettesse ammettessimo ammettessero
V|promise|promettere prometti prometta promettiamo promettete promettano prometto promette promettono promettiate
V|promising|promettendo
V|promised|promesso promessa promessi promesse promettevo promettevi prometteva promettevamo promettevate promettevano promisi promettesti promise promettemmo prometteste promisero promettessi promettesse promettessimo promettessero
V|swear|giurare giura giuri giuriamo giurate giurino giuro giurano giuriate
V|swearing|giurando
V|sworn|giurato giurata giurati
V|swore|giuravo giuravi giurava giuravamo giuravate giuravano giurai giurasti giurammo giuraste giurarono giurassi giurasse giurassimo giurassero
V|threaten|minacciare minacci minacciamo minacciate minaccino minaccio minacciano
V|threatening|minacciando
V|threatened|minacciato minacciata minacciati minacciavo minacciavi minacciava minacciavamo minacciavate minacciavano minacciai minacciasti minacciammo minacciaste minacciarono minacciassi minacciasse minacciassimo minacciassero
V|blackmail|ricattare ricatta ricattiamo ricattate ricattino ricattano ricattiate
V|blackmailing|ricattando
V|blackmailed|ricattato ricattata ricattati ricattavo ricattavi ricattava ricattavamo ricattavate ricattavano ricattai ricattasti ricattammo ricattaste ricattarono ricattassi ricattasse ricattassimo ricattassero
V|scam|truffare truffi truffiamo truffate truffino truffo truffano truffiate
V|scamming|truffando
V|scammed|truffato truffata truffati truffavo truffavi truffava truffavamo truffavate truffavano truffai truffasti truffammo truffaste truffarono truffassi truffasse truffassimo truffassero
V|deceive|ingannare inganna inganniamo ingannate ingannino ingannano inganniate
V|deceiving|ingannando
V|deceived|ingannato ingannata ingannati ingannavo ingannavi ingannava ingannavamo ingannavate ingannavano ingannai ingannasti ingannammo ingannaste ingannarono ingannassi ingannasse ingannassimo ingannassero
V|cheat|imbrogliare imbroglia imbrogli imbrogliamo imbrogliate imbroglino imbroglio imbrogliano fregare frega freghi freghiamo fregate freghino frego fregano freghiate
V|cheating|imbrogliando fregando
V|cheated|imbrogliato imbrogliata imbrogliati imbrogliavo imbrogliavi imbrogliava imbrogliavamo imbrogliavate imbrogliavano imbrogliai imbrogliasti imbrogliammo imbrogliaste imbrogliarono imbrogliassi imbrogliasse imbrogliassimo imbrogliassero fregato fregata fregati fregavo fregavi fregava fregavamo fregavate fregavano fregai fregasti fregammo fregaste fregarono fregassi fregasse fregassimo fregassero
V|manipulate|manipolare manipola manipoli manipoliamo manipolate manipolino manipolo manipolano manipoliate
V|manipulating|manipolando
V|manipulated|manipolato manipolata manipolati manipolavo manipolavi manipolava manipolavamo manipolavate manipolavano manipolai manipolasti manipolammo manipolaste manipolarono manipolassi manipolasse manipolassimo manipolassero
V|convince|convincere convinci convinca convinciamo convincete convincano convinco convince convincono convinciate
V|convincing|convincendo
V|convinced|convinto convinta convinti convinte convincevo convincevi convinceva convincevamo convincevate convincevano convinsi convincesti convinse convincemmo convinceste convinsero convincessi convincesse convincessimo convincessero
V|persuade|persuadere persuadi persuada persuadiamo persuadete persuadano persuado persuade persuadono persuadiate
V|persuading|persuadendo
V|persuaded|persuaso persuasa persuasi persuase persuadevo persuadevi persuadeva persuadevamo persuadevate persuadevano persuadesti persuademmo persuadeste persuasero persuadessi persuadesse persuadessimo persuadessero
V|attack|attaccare attacca attacchiamo attaccate attacchino attaccano attacchiate
V|attacking|attaccando
V|attacked|attaccato attaccata attaccati attaccavo attaccavi attaccava attaccavamo attaccavate attaccavano attaccai attaccasti attaccammo attaccaste attaccarono attaccassi attaccasse attaccassimo attaccassero
V|hit|colpire colpisci colpisca colpiamo colpite colpiscano colpito colpita colpiti colpisco colpisce colpiscono colpiate colpivo colpivi colpiva colpivamo colpivate colpivano colpii colpisti colpimmo colpiste colpirono colpissi colpisse colpissimo colpissero
V|hitting|colpendo
V|hack|hackerare hackera hackeri hackeriamo hackerate hackerino hackero hackerano hackeriate
V|hacking|hackerando
V|hacked|hackerato hackerata hackerati hackeravo hackeravi hackerava hackeravamo hackeravate hackeravano hackerai hackerasti hackerammo hackeraste hackerarono hackerassi hackerasse hackerassimo hackerassero
V|crack|craccare cracca cracchi cracchiamo craccate cracchino cracco craccano cracchiate
V|cracking|craccando
V|cracked|craccato craccata craccati craccavo craccavi craccava craccavamo craccavate craccavano craccai craccasti craccammo craccaste craccarono craccassi craccasse craccassimo craccassero
V|breach|bucare buca buchi buchiamo bucate buchino buco bucano buchiate
V|breaching|bucando
V|breached|bucato bucata bucati bucavo bucavi bucava bucavamo bucavate bucavano bucai bucasti bucammo bucaste bucarono bucassi bucasse bucassimo bucassero
V|compromise|compromettere comprometti comprometta compromettiamo compromettete compromettano comprometto compromette compromettono compromettiate
V|compromising|compromettendo
V|compromised|compromesso compromessa compromessi compromesse compromettevo compromettevi comprometteva compromettevamo compromettevate compromettevano compromisi compromettesti compromise compromettemmo comprometteste compromisero compromettessi compromettesse compromettessimo compromettessero
V|infect|infettare infetta infetti infettiamo infettate infettino infetto infettano infettiate
V|infecting|infettando
V|infected|infettato infettata infettati infettavo infettavi infettava infettavamo infettavate infettavano infettai infettasti infettammo infettaste infettarono infettassi infettasse infettassimo infettassero
V|exploit|sfruttare sfrutta sfrutti sfruttiamo sfruttate sfruttino sfrutto sfruttano sfruttiate
V|exploiting|sfruttando
V|exploited|sfruttato sfruttata sfruttati sfruttavo sfruttavi sfruttava sfruttavamo sfruttavate sfruttavano sfruttai sfruttasti sfruttammo sfruttaste sfruttarono sfruttassi sfruttasse sfruttassimo sfruttassero
V|inject|iniettare inietta inietti iniettiamo iniettate iniettino inietto iniettano iniettiate
V|injecting|iniettando
V|injected|iniettato iniettata iniettati iniettavo iniettavi iniettava iniettavamo iniettavate iniettavano iniettai iniettasti iniettammo iniettaste iniettarono iniettassi iniettasse iniettassimo iniettassero
V|authenticate|autenticare autentichi autentichiamo autenticate autentichino autenticano autentichiate
V|authenticating|autenticando
V|authenticated|autenticato autenticata autenticati autenticavo autenticavi autenticava autenticavamo autenticavate autenticavano autenticai autenticasti autenticammo autenticaste autenticarono autenticassi autenticasse autenticassimo autenticassero
V|log|loggare logga logghi logghiamo loggate logghino loggo loggano logghiate
V|logging|loggando
V|logged|loggato loggata loggati loggavo loggavi loggava loggavamo loggavate loggavano loggai loggasti loggammo loggaste loggarono loggassi loggasse loggassimo loggassero
V|sync|sincronizzare sincronizza sincronizzi sincronizziamo sincronizzate sincronizzino sincronizzo sincronizzano sincronizziate
V|syncing|sincronizzando
V|synced|sincronizzato sincronizzata sincronizzati sincronizzavo sincronizzavi sincronizzava sincronizzavamo sincronizzavate sincronizzavano sincronizzai sincronizzasti sincronizzammo sincronizzaste sincronizzarono sincronizzassi sincronizzasse sincronizzassimo sincronizzassero
V|scan|scansionare scansiona scansioni scansioniamo scansionate scansionino scansiono scansionano scansioniate scannerizzare scannerizza scannerizzi scannerizziamo scannerizzate scannerizzino scannerizzo scannerizzano scannerizziate
V|scanning|scansionando scannerizzando
V|scanned|scansionato scansionata scansionati scansionavo scansionavi scansionava scansionavamo scansionavate scansionavano scansionai scansionasti scansionammo scansionaste scansionarono scansionassi scansionasse scansionassimo scansionassero scannerizzato scannerizzata scannerizzati scannerizzavo scannerizzavi scannerizzava scannerizzavamo scannerizzavate scannerizzavano scannerizzai scannerizzasti scannerizzammo scannerizzaste scannerizzarono scannerizzassi scannerizzasse scannerizzassimo scannerizzassero
V|browse|navigare naviga navighi navighiamo navigate navighino navigo navigano navighiate
V|browsing|navigando
V|browsed|navigato navigata navigati navigavo navigavi navigava navigavamo navigavate navigavano navigai navigasti navigammo navigaste navigarono navigassi navigasse navigassimo navigassero
V|click|cliccare clicca clicchi clicchiamo cliccate clicchino clicco cliccano clicchiate
V|clicking|cliccando
V|clicked|cliccato cliccata cliccati cliccavo cliccavi cliccava cliccavamo cliccavate cliccavano cliccai cliccasti cliccammo cliccaste cliccarono cliccassi cliccasse cliccassimo cliccassero
V|press|premere prema premiamo premete premano premo preme premono schiacciare schiaccia schiacci schiacciamo schiacciate schiaccino schiaccio schiacciano premi
V|pressing|premendo schiacciando
V|pressed|premuto premuta premuti premute premevo premevi premeva premevamo premevate premevano premei premesti prememmo premeste premerono premetti premette premettero premessi premessimo premessero schiacciato schiacciata schiacciati schiacciavo schiacciavi schiacciava schiacciavamo schiacciavate schiacciavano schiacciai schiacciasti schiacciammo schiacciaste schiacciarono schiacciassi schiacciasse schiacciassimo schiacciassero
V|type|digitare digita digiti digitiamo digitate digitino digito digitano digitiate
V|typing|digitando
V|typed|digitato digitata digitati digitavo digitavi digitava digitavamo digitavate digitavano digitai digitasti digitammo digitaste digitarono digitassi digitasse digitassimo digitassero
V|touch|toccare tocca tocchi tocchiamo toccate tocchino tocco toccano tocchiate
V|touching|toccando
V|touched|toccato toccata toccati toccavo toccavi toccava toccavamo toccavate toccavano toccai toccasti toccammo toccaste toccarono toccassi toccasse toccassimo toccassero
V|scroll|scorrere scorri scorra scorriamo scorrete scorrano scorro scorre scorrono scorriate scrollare scrolla scrolli scrolliamo scrollate scrollino scrollo scrollano scrolliate
V|scrolling|scorrendo scrollando
V|scrolled|scorrevo scorrevi scorreva scorrevamo scorrevate scorrevano scorresti scorremmo scorreste scorsero scorressi scorresse scorressimo scorressero scrollato scrollata scrollati scrollavo scrollavi scrollava scrollavamo scrollavate scrollavano scrollai scrollasti scrollammo scrollaste scrollarono scrollassi scrollasse scrollassimo scrollassero
V|drag|trascinare trascina trascini trasciniamo trascinate trascinino trascino trascinano trasciniate
V|dragging|trascinando
V|dragged|trascinato trascinata trascinati trascinavo trascinavi trascinava trascinavamo trascinavate trascinavano trascinai trascinasti trascinammo trascinaste trascinarono trascinassi trascinasse trascinassimo trascinassero
V|move|spostare sposta sposti spostiamo spostate spostino sposto spostano spostiate muovere muovi muova muoviamo muovete muovano muovo muove muovono muoviate
V|moving|spostando muovendo
V|moved|spostato spostata spostati spostavo spostavi spostava spostavamo spostavate spostavano spostai spostasti spostammo spostaste spostarono spostassi spostasse spostassimo spostassero mosso mossa mossi mosse muovevo muovevi muoveva muovevamo muovevate muovevano muovesti muovemmo muoveste mossero muovessi muovesse muovessimo muovessero
V|rename|rinominare rinomina rinomini rinominiamo rinominate rinominino rinomino rinominano rinominiate
V|renaming|rinominando
V|renamed|rinominato rinominata rinominati rinominavo rinominavi rinominava rinominavamo rinominavate rinominavano rinominai rinominasti rinominammo rinominaste rinominarono rinominassi rinominasse rinominassimo rinominassero
V|duplicate|duplicare duplica duplichi duplichiamo duplicate duplichino duplico duplicano duplichiate
V|duplicating|duplicando
V|duplicated|duplicata duplicavo duplicavi duplicava duplicavamo duplicavate duplicavano duplicai duplicasti duplicammo duplicaste duplicarono duplicassi duplicasse duplicassimo duplicassero
V|clone|clonare clona cloni cloniamo clonate clonino clono clonano cloniate
V|cloning|clonando
V|cloned|clonato clonata clonati clonavo clonavi clonava clonavamo clonavate clonavano clonai clonasti clonammo clonaste clonarono clonassi clonasse clonassimo clonassero
V|comment|commentare commenta commentiamo commentate commentino commentano commentiate
V|commenting|commentando
V|commented|commentato commentata commentati commentavo commentavi commentava commentavamo commentavate commentavano commentai commentasti commentammo commentaste commentarono commentassi commentasse commentassimo commentassero
V|chat|chattare chatta chatti chattiamo chattate chattino chatto chattano chattiate chiacchierare chiacchiera chiacchieri chiacchieriamo chiacchierate chiacchierino chiacchiero chiacchierano chiacchieriate
V|chatting|chattando chiacchierando
V|chatted|chattato chattata chattati chattavo chattavi chattava chattavamo chattavate chattavano chattai chattasti chattammo chattaste chattarono chattassi chattasse chattassimo chattassero chiacchierato chiacchierata chiacchierati chiacchieravo chiacchieravi chiacchierava chiacchieravamo chiacchieravate chiacchieravano chiacchierai chiacchierasti chiacchierammo chiacchieraste chiacchierarono chiacchierassi chiacchierasse chiacchierassimo chiacchierassero
V|speak|parlare parla parli parliamo parlate parlino parlo parlano parliate
V|speaking|parlando
V|spoken|parlato parlata parlati
V|spoke|parlavo parlavi parlava parlavamo parlavate parlavano parlai parlasti parlammo parlaste parlarono parlassi parlasse parlassimo parlassero
V|discuss|discutere discuti discuta discutiamo discutete discutano discuto discute discutono discutiate
V|discussing|discutendo
V|discussed|discusso discussa discussi discusse discutevo discutevi discuteva discutevamo discutevate discutevano discutesti discutemmo discuteste discussero discutessi discutesse discutessimo discutessero
V|clarify|chiarire chiarisci chiarisca chiariamo chiarite chiariscano chiarisco chiarisce chiariscono chiariate
V|clarifying|chiarendo
V|clarified|chiarito chiarita chiariti chiarivo chiarivi chiariva chiarivamo chiarivate chiarivano chiarii chiaristi chiarimmo chiariste chiarirono chiarissi chiarisse chiarissimo chiarissero
V|thank|ringraziare ringrazia ringrazi ringraziamo ringraziate ringrazino ringrazio ringraziano
V|thanking|ringraziando
V|thanked|ringraziato ringraziata ringraziati ringraziavo ringraziavi ringraziava ringraziavamo ringraziavate ringraziavano ringraziai ringraziasti ringraziammo ringraziaste ringraziarono ringraziassi ringraziasse ringraziassimo ringraziassero
V|greet|salutare saluta salutiamo salutate salutino salutano salutiate
V|greeting|salutando
V|greeted|salutato salutata salutati salutavo salutavi salutava salutavamo salutavate salutavano salutai salutasti salutammo salutaste salutarono salutassi salutasse salutassimo salutassero
V|invite|invitare invita inviti invitiamo invitate invitino invito invitano invitiate
V|inviting|invitando
V|invited|invitato invitata invitati invitavo invitavi invitava invitavamo invitavate invitavano invitai invitasti invitammo invitaste invitarono invitassi invitasse invitassimo invitassero
V|welcome|accogliere accogli accolga accogliamo accogliete accolgano accolgo accoglie accolgono accogliate
V|welcoming|accogliendo
V|welcomed|accolto accolta accolti accolte accoglievo accoglievi accoglieva accoglievamo accoglievate accoglievano accolsi accogliesti accolse accogliemmo accoglieste accolsero accogliessi accogliesse accogliessimo accogliessero
V|grant|concedere concedi conceda concediamo concedete concedano concedo concede concedono concediate
V|granting|concedendo
V|granted|concesso concessa concessi concesse concedevo concedevi concedeva concedevamo concedevate concedevano concedesti concedemmo concedeste concessero concedessi concedesse concedessimo concedessero
V|agree|concordare concorda concordi concordiamo concordate concordino concordo concordano concordiate convenire convieni convenga conveniamo convenite convengano convengo conviene convengono conveniate
V|agreeing|concordando convenendo
V|agreed|concordato concordata concordati concordavo concordavi concordava concordavamo concordavate concordavano concordai concordasti concordammo concordaste concordarono concordassi concordasse concordassimo concordassero convenuto convenuta convenuti convenute convenivo convenivi conveniva convenivamo convenivate convenivano convenni convenisti convenne convenimmo conveniste convennero convenissi convenisse convenissimo convenissero
V|disapprove|disapprovare disapprova disapprovi disapproviamo disapprovate disapprovino disapprovo disapprovano disapproviate
V|disapproving|disapprovando
V|disapproved|disapprovato disapprovata disapprovati disapprovavo disapprovavi disapprovava disapprovavamo disapprovavate disapprovavano disapprovai disapprovasti disapprovammo disapprovaste disapprovarono disapprovassi disapprovasse disapprovassimo disapprovassero
V|criticize|criticare critichi critichiamo criticate critichino criticano critichiate
V|criticizing|criticando
V|criticized|criticato criticata criticati criticavo criticavi criticava criticavamo criticavate criticavano criticai criticasti criticammo criticaste criticarono criticassi criticasse criticassimo criticassero
V|praise|lodare loda lodi lodiamo lodate lodino lodo lodano lodiate elogiare elogia elogi elogiamo elogiate elogino elogio elogiano
V|praising|lodando elogiando
V|praised|lodato lodata lodati lodavo lodavi lodava lodavamo lodavate lodavano lodai lodasti lodammo lodaste lodarono lodassi lodasse lodassimo lodassero elogiato elogiata elogiati elogiavo elogiavi elogiava elogiavamo elogiavate elogiavano elogiai elogiasti elogiammo elogiaste elogiarono elogiassi elogiasse elogiassimo elogiassero
V|reward|premiare premia premiate premino premiano
V|rewarding|premiando
V|rewarded|premiato premiata premiati premiavo premiavi premiava premiavamo premiavate premiavano premiai premiasti premiammo premiaste premiarono premiassi premiasse premiassimo premiassero
V|punish|punire punisci punisca puniamo punite puniscano punisco punisce puniscono puniate
V|punishing|punendo
V|punished|punito punita puniti punivo punivi puniva punivamo punivate punivano punii punisti puni punimmo puniste punirono punissi punisse punissimo punissero
V|sanction|sanzionare sanziona sanzioniamo sanzionate sanzionino sanziono sanzionano sanzioniate
V|sanctioning|sanzionando
V|sanctioned|sanzionato sanzionata sanzionati sanzionavo sanzionavi sanzionava sanzionavamo sanzionavate sanzionavano sanzionai sanzionasti sanzionammo sanzionaste sanzionarono sanzionassi sanzionasse sanzionassimo sanzionassero
V|fine|multare multi multiamo multate multino multo multano multiate
V|fining|multando
V|fined|multato multata multati multavo multavi multava multavamo multavate multavano multai multasti multammo multaste multarono multassi multasse multassimo multassero
V|sue|querelare querela quereli quereliamo querelate querelino querelo querelano quereliate
V|suing|querelando
V|sued|querelato querelata querelati querelavo querelavi querelava querelavamo querelavate querelavano querelai querelasti querelammo querelaste querelarono querelassi querelasse querelassimo querelassero
V|investigate|indagare indaga indaghi indaghiamo indagate indaghino indago indagano indaghiate
V|investigating|indagando
V|investigated|indagato indagata indagati indagavo indagavi indagava indagavamo indagavate indagavano indagai indagasti indagammo indagaste indagarono indagassi indagasse indagassimo indagassero
V|suspect|sospettare sospettiamo sospettate sospettino sospettano sospettiate
V|suspecting|sospettando
V|suspected|sospettato sospettata sospettati sospettavo sospettavi sospettava sospettavamo sospettavate sospettavano sospettai sospettasti sospettammo sospettaste sospettarono sospettassi sospettasse sospettassimo sospettassero
V|accuse|accusare accusa accusi accusiamo accusate accusino accuso accusano accusiate
V|accusing|accusando
V|accused|accusato accusata accusati accusavo accusavi accusava accusavamo accusavate accusavano accusai accusasti accusammo accusaste accusarono accusassi accusasse accusassimo accusassero
V|condemn|condannare condanna condanni condanniamo condannate condannino condanno condannano condanniate
V|condemning|condannando
V|condemned|condannato condannata condannati condannavo condannavi condannava condannavamo condannavate condannavano condannai condannasti condannammo condannaste condannarono condannassi condannasse condannassimo condannassero
V|acquit|assolvere assolvi assolva assolviamo assolvete assolvano assolvo assolve assolvono assolviate
V|acquitting|assolvendo
V|acquitted|assolto assolta assolti assolte assolvevo assolvevi assolveva assolvevamo assolvevate assolvevano assolsi assolvesti assolse assolvemmo assolveste assolsero assolvessi assolvesse assolvessimo assolvessero
V|testify|testimoniare testimonia testimoniamo testimoniate testimonino testimonio testimoniano
V|testifying|testimoniando
V|testified|testimoniato testimoniata testimoniati testimoniavo testimoniavi testimoniava testimoniavamo testimoniavate testimoniavano testimoniai testimoniasti testimoniammo testimoniaste testimoniarono testimoniassi testimoniasse testimoniassimo testimoniassero
V|treat|curare curi curiamo curate curino curo curano curiate trattare tratta trattiamo trattate trattano trattiate
V|treating|curando trattando
V|treated|curato curata curati curavo curavi curava curavamo curavate curavano curai curasti curammo curaste curarono curassi curasse curassimo curassero trattato trattata trattati trattavo trattavi trattava trattavamo trattavate trattavano trattai trattasti trattammo trattaste trattarono trattassi trattasse trattassimo trattassero
V|handle|maneggiare maneggia maneggi maneggiamo maneggiate maneggino maneggio maneggiano occupare occupa occupi occupiamo occupino occupo occupano occupiate
V|handling|maneggiando occupando
V|handled|maneggiato maneggiata maneggiati maneggiavo maneggiavi maneggiava maneggiavamo maneggiavate maneggiavano maneggiai maneggiasti maneggiammo maneggiaste maneggiarono maneggiassi maneggiasse maneggiassimo maneggiassero occupavo occupavi occupava occupavamo occupavate occupavano occupai occupasti occupammo occupaste occuparono occupassi occupasse occupassimo occupassero
V|worry|preoccupare preoccupa preoccupi preoccupiamo preoccupate preoccupino preoccupo preoccupano preoccupiate
V|worrying|preoccupando
V|worried|preoccupato preoccupata preoccupati preoccupavo preoccupavi preoccupava preoccupavamo preoccupavate preoccupavano preoccupai preoccupasti preoccupammo preoccupaste preoccuparono preoccupassi preoccupasse preoccupassimo preoccupassero
V|calm|calmare calmiamo calmate calmino calmano calmiate
V|calming|calmando
V|calmed|calmato calmata calmati calmavo calmavi calmava calmavamo calmavate calmavano calmai calmasti calmammo calmaste calmarono calmassi calmasse calmassimo calmassero
V|reassure|rassicurare rassicura rassicuri rassicuriamo rassicurate rassicurino rassicuro rassicurano rassicuriate tranquillizzare tranquillizza tranquillizzi tranquillizziamo tranquillizzate tranquillizzino tranquillizzo tranquillizzano tranquillizziate
V|reassuring|rassicurando tranquillizzando
V|reassured|rassicurato rassicurata rassicurati rassicuravo rassicuravi rassicurava rassicuravamo rassicuravate rassicuravano rassicurai rassicurasti rassicurammo rassicuraste rassicurarono rassicurassi rassicurasse rassicurassimo rassicurassero tranquillizzato tranquillizzata tranquillizzati tranquillizzavo tranquillizzavi tranquillizzava tranquillizzavamo tranquillizzavate tranquillizzavano tranquillizzai tranquillizzasti tranquillizzammo tranquillizzaste tranquillizzarono tranquillizzassi tranquillizzasse tranquillizzassimo tranquillizzassero
V|scare|spaventare spaventa spaventi spaventiamo spaventate spaventino spavento spaventano spaventiate
V|scaring|spaventando
V|scared|spaventato spaventata spaventati spaventavo spaventavi spaventava spaventavamo spaventavate spaventavano spaventai spaventasti spaventammo spaventaste spaventarono spaventassi spaventasse spaventassimo spaventassero
V|hurt|ferire ferisci ferisca feriamo feriscano ferisco ferisce feriscono feriate ferivo ferivi feriva ferivamo ferivate ferivano ferii feristi feri ferimmo feriste ferirono ferissi ferisse ferissimo ferissero
V|hurting|ferendo
V|damage|danneggiare danneggia danneggi danneggiamo danneggino danneggio danneggiano
V|damaging|danneggiando
V|damaged|danneggiavo danneggiavi danneggiava danneggiavamo danneggiavate danneggiavano danneggiai danneggiasti danneggiammo danneggiaste danneggiarono danneggiassi danneggiasse danneggiassimo danneggiassero
V|risk|rischiare rischia rischiamo rischiate rischino rischiano
V|risking|rischiando
V|risked|rischiato rischiata rischiati rischiavo rischiavi rischiava rischiavamo rischiavate rischiavano rischiai rischiasti rischiammo rischiaste rischiarono rischiassi rischiasse rischiassimo rischiassero
V|rescue|soccorrere soccorri soccorra soccorriamo soccorrete soccorrano soccorro soccorre soccorrono soccorriate
V|rescuing|soccorrendo
V|rescued|soccorso soccorsa soccorsi soccorse soccorrevo soccorrevi soccorreva soccorrevamo soccorrevate soccorrevano soccorresti soccorremmo soccorreste soccorsero soccorressi soccorresse soccorressimo soccorressero
V|heal|guarire guarisci guarisca guariamo guarite guariscano guarisco guarisce guariscono guariate
V|healing|guarendo
V|healed|guarito guarita guariti guarivo guarivi guariva guarivamo guarivate guarivano guarii guaristi guari guarimmo guariste guarirono guarissi guarisse guarissimo guarissero
V|prescribe|prescrivere prescrivi prescriva prescriviamo prescrivete prescrivano prescrivo prescrive prescrivono prescriviate
V|prescribing|prescrivendo
V|prescribed|prescritto prescritta prescritti prescritte prescrivevo prescrivevi prescriveva prescrivevamo prescrivevate prescrivevano prescrissi prescrivesti prescrisse prescrivemmo prescriveste prescrissero prescrivessi prescrivesse prescrivessimo prescrivessero
V|diagnose|diagnosticare diagnostica diagnostichi diagnostichiamo diagnosticate diagnostichino diagnostico diagnosticano diagnostichiate
V|diagnosing|diagnosticando
V|diagnosed|diagnosticato diagnosticata diagnosticati diagnosticavo diagnosticavi diagnosticava diagnosticavamo diagnosticavate diagnosticavano diagnosticai diagnosticasti diagnosticammo diagnosticaste diagnosticarono diagnosticassi diagnosticasse diagnosticassimo diagnosticassero
V|hospitalize|ricoverare ricovera ricoveri ricoveriamo ricoverate ricoverino ricovero ricoverano ricoveriate
V|hospitalizing|ricoverando
V|hospitalized|ricoverato ricoverata ricoverati ricoveravo ricoveravi ricoverava ricoveravamo ricoveravate ricoveravano ricoverai ricoverasti ricoverammo ricoveraste ricoverarono ricoverassi ricoverasse ricoverassimo ricoverassero
V|promote|promuovere promuovi promuova promuoviamo promuovete promuovano promuovo promuove promuovono promuoviate
V|promoting|promuovendo
V|promoted|promosso promossa promossi promosse promuovevo promuovevi promuoveva promuovevamo promuovevate promuovevano promuovesti promuovemmo promuoveste promossero promuovessi promuovesse promuovessimo promuovessero
V|negotiate|contrattare contratta contrattiamo contrattate contrattino contrattano contrattiate negoziare negozia negoziamo negoziate negozino negoziano
V|negotiating|contrattando negoziando
V|negotiated|contrattato contrattata contrattati contrattavo contrattavi contrattava contrattavamo contrattavate contrattavano contrattai contrattasti contrattammo contrattaste contrattarono contrattassi contrattasse contrattassimo contrattassero negoziato negoziata negoziati negoziavo negoziavi negoziava negoziavamo negoziavate negoziavano negoziai negoziasti negoziammo negoziaste negoziarono negoziassi negoziasse negoziassimo negoziassero
V|renew|rinnovare rinnova rinnovi rinnoviamo rinnovate rinnovino rinnovo rinnovano rinnoviate
V|renewing|rinnovando
V|renewed|rinnovato rinnovata rinnovati rinnovavo rinnovavi rinnovava rinnovavamo rinnovavate rinnovavano rinnovai rinnovasti rinnovammo rinnovaste rinnovarono rinnovassi rinnovasse rinnovassimo rinnovassero
V|expire|scadere scadi scada scadiamo scadete scadano scado scade scadono scadiate
V|expiring|scadendo
V|expired|scaduto scaduta scaduti scadute scadevo scadevi scadeva scadevamo scadevate scadevano scaddi scadesti scadde scademmo scadeste scaddero scadessi scadesse scadessimo scadessero
V|extend|prorogare proroga proroghi proroghiamo prorogate proroghino prorogo prorogano proroghiate estendere estendi estenda estendiamo estendete estendano estendo estende estendono estendiate
V|extending|prorogando estendendo
V|extended|prorogato prorogata prorogati prorogavo prorogavi prorogava prorogavamo prorogavate prorogavano prorogai prorogasti prorogammo prorogaste prorogarono prorogassi prorogasse prorogassimo prorogassero esteso estesa estesi estese estendevo estendevi estendeva estendevamo estendevate estendevano estendesti estendemmo estendeste estesero estendessi estendesse estendessimo estendessero
V|receive|ricevere ricevi riceva riceviamo ricevete ricevano ricevo riceve ricevono riceviate
V|receiving|ricevendo
V|received|ricevuto ricevuti ricevevo ricevevi riceveva ricevevamo ricevevate ricevevano ricevei ricevesti ricevemmo riceveste riceverono ricevetti ricevette ricevettero ricevessi ricevesse ricevessimo ricevessero
V|fly|volare vola voliamo volate volino volano voliate
V|flying|volando
V|flown|volato volata volati
V|flew|volavo volavi volava volavamo volavate volavano volai volasti volammo volaste volarono volassi volasse volassimo volassero
V|walk|camminare cammina cammini camminiamo camminate camminino cammino camminano camminiate
V|walking|camminando
V|walked|camminato camminata camminati camminavo camminavi camminava camminavamo camminavate camminavano camminai camminasti camminammo camminaste camminarono camminassi camminasse camminassimo camminassero
V|run|correre corri corra corriamo correte corrano corsa corse corro corre corrono corriate runnare runna runni runniamo runnate runnino runnato runnata runnati runno runnano runniate
V|running|correndo runnando
V|ran|correvo correvi correva correvamo correvate correvano corresti corremmo correste corsero corressimo runnavo runnavi runnava runnavamo runnavate runnavano runnai runnasti runnammo runnaste runnarono runnassi runnasse runnassimo runnassero
V|eat|mangiare mangia mangi mangiamo mangiate mangino mangio mangiano
V|eating|mangiando
V|eaten|mangiato mangiata mangiati
V|ate|mangiavo mangiavi mangiava mangiavamo mangiavate mangiavano mangiai mangiasti mangiammo mangiaste mangiarono mangiassi mangiasse mangiassimo mangiassero
V|drink|bere bevi beva beviamo bevete bevano bevo beve bevono beviate
V|drinking|bevendo
V|drunk|bevuto bevuta bevuti bevute
V|drank|bevevo bevevi beveva bevevamo bevevate bevevano bevvi bevesti bevve bevemmo beveste bevvero bevessi bevesse bevessimo bevessero
V|sleep|dormire dormi dorma dormiamo dormite dormano dormo dorme dormono dormiate
V|sleeping|dormendo
V|slept|dormito dormita dormiti dormivo dormivi dormiva dormivamo dormivate dormivano dormii dormisti dormimmo dormiste dormirono dormissi dormisse dormissimo dormissero
V|wake up|svegliare sveglia svegli svegliamo svegliate sveglino sveglio svegliano
V|waking up|svegliando
V|woken up|svegliato svegliata svegliati
V|woke up|svegliavo svegliavi svegliava svegliavamo svegliavate svegliavano svegliai svegliasti svegliammo svegliaste svegliarono svegliassi svegliasse svegliassimo svegliassero
V|dream|sognare sogna sogniamo sognate sognino sognano sogniate
V|dreaming|sognando
V|dreamed|sognato sognata sognati sognavo sognavi sognava sognavamo sognavate sognavano sognai sognasti sognammo sognaste sognarono sognassi sognasse sognassimo sognassero
V|ring|suonare suona suoniamo suonate suonino suonano suoniate
V|ringing|suonando
V|rung|suonato suonata suonati
V|rang|suonavo suonavi suonava suonavamo suonavate suonavano suonai suonasti suonammo suonaste suonarono suonassi suonasse suonassimo suonassero
V|sing|cantare canta canti cantiamo cantate cantino canto cantano cantiate
V|singing|cantando
V|sung|cantato cantata cantati
V|sang|cantavo cantavi cantava cantavamo cantavate cantavano cantai cantasti cantammo cantaste cantarono cantassi cantasse cantassimo cantassero
V|dance|ballare balla balli balliamo ballate ballino ballo ballano balliate
V|dancing|ballando
V|danced|ballato ballata ballati ballavo ballavi ballava ballavamo ballavate ballavano ballai ballasti ballammo ballaste ballarono ballassi ballasse ballassimo ballassero
V|laugh|ridere ridi rida ridiamo ridete ridano rido ride ridono ridiate
V|laughing|ridendo
V|laughed|riso risa risi rise ridevo ridevi rideva ridevamo ridevate ridevano ridesti ridemmo rideste risero ridessi ridesse ridessimo ridessero
V|smile|sorridere sorridi sorrida sorridiamo sorridete sorridano sorrido sorride sorridono sorridiate
V|smiling|sorridendo
V|smiled|sorriso sorrisa sorrisi sorrise sorridevo sorridevi sorrideva sorridevamo sorridevate sorridevano sorridesti sorridemmo sorrideste sorrisero sorridessi sorridesse sorridessimo sorridessero
V|cry|piangere piangi pianga piangiamo piangete piangano piango piange piangono piangiate
V|crying|piangendo
V|cried|pianto piante piangevo piangevi piangeva piangevamo piangevate piangevano piansi piangesti pianse piangemmo piangeste piansero piangessi piangesse piangessimo piangessero
V|love|amare ama ami amiamo amate amino amo amano amiate
V|loving|amando
V|loved|amato amata amati amavo amavi amava amavamo amavate amavano amai amasti amammo amaste amarono amassi amasse amassimo amassero
V|hate|odiare odia odiamo odiate odino odiano
V|hating|odiando
V|hated|odiato odiata odiati odiavo odiavi odiava odiavamo odiavate odiavano odiai odiasti odiammo odiaste odiarono odiassi odiasse odiassimo odiassero
V|like|piacere piaci piaccia piacciamo piacete piacciano piaccio piace piacciono piacciate
V|liking|piacendo
V|liked|piaciuto piaciuta piaciuti piaciute piacevo piacevi piaceva piacevamo piacevate piacevano piacqui piacesti piacque piacemmo piaceste piacquero piacessi piacesse piacessimo piacessero
V|fear|temere temiamo temete temano temo teme temono temiate
V|fearing|temendo
V|feared|temuto temuta temuti temute temevo temevi temeva temevamo temevate temevano temei temesti tememmo temeste temerono temetti temette temettero temessi temesse temessimo temessero
V|suffer|soffrire soffri soffra soffriamo soffrite soffrano soffro soffre soffrono soffriate
V|suffering|soffrendo
V|suffered|sofferto sofferta sofferti sofferte soffrivo soffrivi soffriva soffrivamo soffrivate soffrivano soffrii soffristi soffrimmo soffriste soffrirono soffrissi soffrisse soffrissimo soffrissero
V|offer|offrire offri offra offriamo offrite offrano offro offre offrono offriate
V|offering|offrendo
V|offered|offerto offerti offrivo offrivi offriva offrivamo offrivate offrivano offrii offristi offrimmo offriste offrirono offrissi offrisse offrissimo offrissero
V|propose|proporre proponi proponga proponiamo proponete propongano propongo propone propongono proponiate
V|proposing|proponendo
V|proposed|proposto proposti proponevo proponevi proponeva proponevamo proponevate proponevano proposi proponesti propose proponemmo proponeste proposero proponessi proponesse proponessimo proponessero
V|suggest|suggerire suggerisci suggerisca suggeriamo suggerite suggeriscano suggerisco suggerisce suggeriscono suggeriate
V|suggesting|suggerendo
V|suggested|suggerito suggerita suggeriti suggerivo suggerivi suggeriva suggerivamo suggerivate suggerivano suggerii suggeristi suggeri suggerimmo suggeriste suggerirono suggerissi suggerisse suggerissimo suggerissero
V|recommend|consigliare consiglia consigliamo consiglino consigliano raccomandare raccomanda raccomandi raccomandiamo raccomandate raccomandino raccomando raccomandano raccomandiate
V|recommending|consigliando raccomandando
V|recommended|consigliavo consigliavi consigliava consigliavamo consigliavate consigliavano consigliai consigliasti consigliammo consigliaste consigliarono consigliassi consigliasse consigliassimo consigliassero raccomandato raccomandata raccomandati raccomandavo raccomandavi raccomandava raccomandavamo raccomandavate raccomandavano raccomandai raccomandasti raccomandammo raccomandaste raccomandarono raccomandassi raccomandasse raccomandassimo raccomandassero
V|advise against|sconsigliare sconsiglia sconsigli sconsigliamo sconsiglino sconsiglio sconsigliano
V|advising against|sconsigliando
V|advised against|sconsigliavo sconsigliavi sconsigliava sconsigliavamo sconsigliavate sconsigliavano sconsigliai sconsigliasti sconsigliammo sconsigliaste sconsigliarono sconsigliassi sconsigliasse sconsigliassimo sconsigliassero
V|imitate|imitare imita imiti imitiamo imitate imitino imito imitano imitiate
V|imitating|imitando
V|imitated|imitato imitata imitati imitavo imitavi imitava imitavamo imitavate imitavano imitai imitasti imitammo imitaste imitarono imitassi imitasse imitassimo imitassero
V|reproduce|riprodurre riproduci riproduca riproduciamo riproducete riproducano riproduco riproduce riproducono riproduciate
V|reproducing|riproducendo
V|reproduced|riprodotto riprodotta riprodotti riprodotte riproducevo riproducevi riproduceva riproducevamo riproducevate riproducevano riprodussi riproducesti riprodusse riproducemmo riproduceste riprodussero riproducessi riproducesse riproducessimo riproducessero
V|release|rilasciare rilascia rilasci rilasciamo rilasciate rilascino rilascio rilasciano
V|releasing|rilasciando
V|released|rilasciato rilasciata rilasciati rilasciavo rilasciavi rilasciava rilasciavamo rilasciavate rilasciavano rilasciai rilasciasti rilasciammo rilasciaste rilasciarono rilasciassi rilasciasse rilasciassimo rilasciassero
V|free|liberare liberiamo liberate liberino liberano liberiate
V|freeing|liberando
V|freed|liberato liberata liberati liberavo liberavi liberava liberavamo liberavate liberavano liberai liberasti liberammo liberaste liberarono liberassi liberasse liberassimo liberassero
V|trust|fidare fida fidi fidiamo fidino fido fidano fidiate
V|trusting|fidando
V|trusted|fidavo fidavi fidava fidavamo fidavate fidavano fidai fidasti fidammo fidaste fidarono fidassi fidasse fidassimo fidassero
V|entrust|affidare affida affidi affidiamo affidino affido affidano affidiate
V|entrusting|affidando
V|entrusted|affidavo affidavi affidava affidavamo affidavate affidavano affidai affidasti affidammo affidaste affidarono affidassi affidasse affidassimo affidassero
V|doubt|dubitare dubita dubiti dubitiamo dubitate dubitino dubito dubitano dubitiate
V|doubting|dubitando
V|doubted|dubitato dubitata dubitati dubitavo dubitavi dubitava dubitavamo dubitavate dubitavano dubitai dubitasti dubitammo dubitaste dubitarono dubitassi dubitasse dubitassimo dubitassero
V|mark|segnare segna segniamo segnate segnino segnano segniate
V|marking|segnando
V|marked|segnato segnata segnati segnavo segnavi segnava segnavamo segnavate segnavano segnai segnasti segnammo segnaste segnarono segnassi segnasse segnassimo segnassero
V|flag|contrassegnare contrassegna contrassegni contrassegniamo contrassegnate contrassegnino contrassegno contrassegnano contrassegniate flaggare flagga flagghi flagghiamo flaggate flagghino flaggo flaggano flagghiate
V|flagging|contrassegnando flaggando
V|flagged|contrassegnato contrassegnata contrassegnati contrassegnavo contrassegnavi contrassegnava contrassegnavamo contrassegnavate contrassegnavano contrassegnai contrassegnasti contrassegnammo contrassegnaste contrassegnarono contrassegnassi contrassegnasse contrassegnassimo contrassegnassero flaggato flaggata flaggati flaggavo flaggavi flaggava flaggavamo flaggavate flaggavano flaggai flaggasti flaggammo flaggaste flaggarono flaggassi flaggasse flaggassimo flaggassero
V|label|etichettare etichetti etichettiamo etichettate etichettino etichetto etichettano etichettiate
V|labelling|etichettando
V|labelled|etichettato etichettata etichettati etichettavo etichettavi etichettava etichettavamo etichettavate etichettavano etichettai etichettasti etichettammo etichettaste etichettarono etichettassi etichettasse etichettassimo etichettassero
V|tag|taggare tagga tagghi tagghiamo taggate tagghino taggo taggano tagghiate
V|tagging|taggando
V|tagged|taggato taggata taggati taggavo taggavi taggava taggavamo taggavate taggavano taggai taggasti taggammo taggaste taggarono taggassi taggasse taggassimo taggassero
V|reject|bocciare boccia bocci bocciamo bocciate boccino boccio bocciano respingere respingi respinga respingiamo respingete respingano respingo respinge respingono respingiate rigettare rigetta rigetti rigettiamo rigettate rigettino rigetto rigettano rigettiate
V|rejecting|bocciando respingendo rigettando
V|rejected|bocciato bocciata bocciati bocciavo bocciavi bocciava bocciavamo bocciavate bocciavano bocciai bocciasti bocciammo bocciaste bocciarono bocciassi bocciasse bocciassimo bocciassero respinto respinta respinti respinte respingevo respingevi respingeva respingevamo respingevate respingevano respinsi respingesti respinse respingemmo respingeste respinsero respingessi respingesse respingessimo respingessero rigettato rigettata rigettati rigettavo rigettavi rigettava rigettavamo rigettavate rigettavano rigettai rigettasti rigettammo rigettaste rigettarono rigettassi rigettasse rigettassimo rigettassero
V|assign|assegnare assegna assegni assegniamo assegnate assegnino assegno assegnano assegniate attribuire attribuisci attribuisca attribuiamo attribuite attribuiscano attribuisco attribuisce attribuiscono attribuiate incaricare incarica incarichiamo incaricate incarichino incaricano incarichiate
V|assigning|assegnando attribuendo incaricando
V|assigned|assegnato assegnata assegnati assegnavo assegnavi assegnava assegnavamo assegnavate assegnavano assegnai assegnasti assegnammo assegnaste assegnarono assegnassi assegnasse assegnassimo assegnassero attribuito attribuita attribuiti attribuivo attribuivi attribuiva attribuivamo attribuivate attribuivano attribuii attribuisti attribui attribuimmo attribuiste attribuirono attribuissi attribuisse attribuissimo attribuissero incaricato incaricata incaricati incaricavo incaricavi incaricava incaricavamo incaricavate incaricavano incaricai incaricasti incaricammo incaricaste incaricarono incaricassi incaricasse incaricassimo incaricassero
V|react|reagire reagisci reagisca reagiamo reagite reagiscano reagisco reagisce reagiscono reagiate
V|reacting|reagendo
V|reacted|reagito reagita reagiti reagivo reagivi reagiva reagivamo reagivate reagivano reagii reagisti reagi reagimmo reagiste reagirono reagissi reagisse reagissimo reagissero
V|distribute|distribuire distribuisci distribuisca distribuiamo distribuite distribuiscano distribuisco distribuisce distribuiscono distribuiate
V|distributing|distribuendo
V|distributed|distribuito distribuita distribuiti distribuivo distribuivi distribuiva distribuivamo distribuivate distribuivano distribuii distribuisti distribui distribuimmo distribuiste distribuirono distribuissi distribuisse distribuissimo distribuissero
V|query|interrogare interroga interroghi interroghiamo interrogate interroghino interrogo interrogano interroghiate
V|querying|interrogando
V|queried|interrogato interrogata interrogati interrogavo interrogavi interrogava interrogavamo interrogavate interrogavano interrogai interrogasti interrogammo interrogaste interrogarono interrogassi interrogasse interrogassimo interrogassero
V|compose|comporre componi componga componiamo componete compongano compongo compone compongono componiate
V|composing|componendo
V|composed|composto composta composti composte componevo componevi componeva componevamo componevate componevano composi componesti compose componemmo componeste composero componessi componesse componessimo componessero
V|postpone|rinviare rinvia rinvii rinviamo rinviate rinviino rinvio rinviano
V|postponing|rinviando
V|postponed|rinviato rinviata rinviati rinviavo rinviavi rinviava rinviavamo rinviavate rinviavano rinviai rinviasti rinviammo rinviaste rinviarono rinviassi rinviasse rinviassimo rinviassero
V|send back|rimandare rimanda rimandi rimandiamo rimandate rimandino rimando rimandano rimandiate rispedire rispedisci rispedisca rispediamo rispedite rispediscano rispedisco rispedisce rispediscono rispediate
V|sending back|rimandando rispedendo
V|sent back|rimandato rimandata rimandati rimandavo rimandavi rimandava rimandavamo rimandavate rimandavano rimandai rimandasti rimandammo rimandaste rimandarono rimandassi rimandasse rimandassimo rimandassero rispedito rispedita rispediti rispedivo rispedivi rispediva rispedivamo rispedivate rispedivano rispedii rispedisti rispedi rispedimmo rispediste rispedirono rispedissi rispedisse rispedissimo rispedissero
V|hurry|affrettare affretta affretti affrettiamo affrettate affrettino affretto affrettano affrettiate sbrigare sbriga sbrighi sbrighiamo sbrigate sbrighino sbrigo sbrigano sbrighiate
V|hurrying|affrettando sbrigando
V|hurried|affrettato affrettata affrettati affrettavo affrettavi affrettava affrettavamo affrettavate affrettavano affrettai affrettasti affrettammo affrettaste affrettarono affrettassi affrettasse affrettassimo affrettassero sbrigato sbrigata sbrigati sbrigavo sbrigavi sbrigava sbrigavamo sbrigavate sbrigavano sbrigai sbrigasti sbrigammo sbrigaste sbrigarono sbrigassi sbrigasse sbrigassimo sbrigassero
V|jailbreak|jailbreakare jailbreaka jailbreaki jailbreakiamo jailbreakate jailbreakino jailbreako jailbreakano jailbreakiate
V|jailbreaking|jailbreakando
V|jailbroken|jailbreakato jailbreakata jailbreakati
V|jailbroke|jailbreakavo jailbreakavi jailbreakava jailbreakavamo jailbreakavate jailbreakavano jailbreakai jailbreakasti jailbreakammo jailbreakaste jailbreakarono jailbreakassi jailbreakasse jailbreakassimo jailbreakassero
N|instruction|istruzione
N|instructions|istruzioni
N|directive|direttiva
N|directives|direttive
N|command|comando
N|commands|comandi
N|order|ordine ordinativo ordinazione commessa
N|orders|ordini ordinativi ordinazioni commesse
N|rule|regola norma
N|rules|regole norme
N|regulation|normativa regolamento
N|regulations|normative regolamenti
N|line|linea riga rigo
N|lines|linee righe righi
N|guidelines|guida lineaguida lineeguida
N|guides|guide
N|principle|principio
N|principles|principi
N|criterion|criterio
N|criteria|criteri
N|constraint|vincolo
N|constraints|vincoli
N|restriction|restrizione
N|restrictions|restrizioni
N|limitation|limitazione
N|limitations|limitazioni
N|limit|limite
N|limits|limiti
N|boundary|confine
N|boundaries|confini
N|filter|filtro
N|filters|filtri
N|censorship|censura censure
N|moderation|moderazione moderazioni
N|safety|sicurezza sicurezze
N|protection|protezione
N|protections|protezioni
N|safeguard|salvaguardia
N|safeguards|salvaguardie
N|barrier|barriera
N|barriers|barriere
N|block|blocco
N|blocks|blocchi
N|ban|divieto
N|bans|divieti
N|prohibition|proibizione
N|prohibitions|proibizioni
N|permission|permesso
N|permissions|permessi
N|authorization|autorizzazione
N|authorizations|autorizzazioni
N|consent|consenso
N|consents|consensi
N|approval|approvazione
N|approvals|approvazioni
N|confirmations|conferme
N|verifications|verifiche
N|check|controllo check
N|checks|controlli
N|review|revisione recensione review
N|reviews|revisioni recensioni
N|inspection|ispezione
N|inspections|ispezioni
N|evaluation|valutazione
N|evaluations|valutazioni
N|grade|voto
N|grades|voti
N|score|punteggio
N|scores|punteggi
N|judgment|giudizio
N|judgments|giudizi
N|verdict|verdetto
N|verdicts|verdetti
N|comment|commento
N|comments|commenti
N|opinion|opinione
N|opinions|opinioni
N|star|stella stellina
N|stars|stelle stelline
N|rankings|classifiche
N|evaluator|valutatore valutatrice evaluator
N|evaluators|valutatori valutatrici
N|reviewer|revisore reviewer recensore recensitore
N|reviewers|revisori recensori recensitori
N|grader|correttore grader
N|graders|correttori
N|examiner|esaminatore
N|examiners|esaminatori
N|judge|giudice
N|judges|giudici
N|moderator|moderatore moderatrice
N|moderators|moderatori moderatrici
N|assistant|assistente assistant
N|assistants|assistenti
N|user|utente
N|users|utenti
N|developer|sviluppatore sviluppatrice developer
N|developers|sviluppatori sviluppatrici
N|administrator|amministratore amministratrice
N|administrators|amministratori amministratrici
N|operator|operatore operatrice
N|operators|operatori operatrici
N|owner|proprietario proprietaria
N|owners|proprietari proprietarie
N|creator|creatore creatrice
N|creators|creatori creatrici
N|author|autore autrice
N|authors|autori autrici
N|recipient|destinatario destinataria
N|recipients|destinatari destinatarie
N|sender|mittente
N|senders|mittenti
N|attacker|attaccante aggressore
N|attackers|attaccanti aggressori
N|criminal|criminale
N|criminals|criminali
N|scammer|truffatore truffatrice
N|scammers|truffatori truffatrici
N|researcher|ricercatore ricercatrice
N|researchers|ricercatori ricercatrici
N|engineer|ingegnere ing
N|engineers|ingegneri
N|programmer|programmatore programmatrice
N|programmers|programmatori programmatrici
N|model|modello
N|models|modelli
N|intelligence|intelligenza
N|intelligences|intelligenze
N|machine|macchina
N|machines|macchine
N|system|sistema
N|systems|sistemi
N|agent|agente agent
N|agents|agenti
N|character|personaggio carattere
N|characters|personaggi caratteri
N|role|ruolo
N|roles|ruoli
N|person|persona
N|people|persone gente genti popolo
N|personality|personalita
N|identity|identita
N|letter|lettera
N|letters|lettere
N|word|parola
N|words|parole
N|sentence|frase
N|sentences|frasi
N|text|testo
N|texts|testi
N|paragraph|paragrafo
N|paragraphs|paragrafi
N|section|sezione
N|sections|sezioni
N|chapter|capitolo
N|chapters|capitoli
N|page|pagina pag
N|pages|pagine
N|document|documento
N|documents|documenti
N|documentation|documentazione
N|documentations|documentazioni
N|column|colonna
N|columns|colonne
N|list|elenco lista
N|lists|elenchi liste
N|point|punto
N|points|punti
N|note|nota appunto
N|notes|note appunti
N|reminder|promemoria sollecito
N|message|messaggio
N|messages|messaggi
N|answer|risposta
N|answers|risposte
N|question|domanda quesito
N|questions|domande quesiti
N|request|richiesta
N|requests|richieste
N|query|interrogazione
N|queries|interrogazioni
N|context|contesto
N|contexts|contesti
N|conversation|conversazione
N|conversations|conversazioni
N|dialogue|dialogo
N|dialogues|dialoghi
N|discussion|discussione
N|discussions|discussioni
N|session|sessione
N|sessions|sessioni
N|history|cronologia cronologie
N|story|storia racconto
N|stories|storie racconti
N|novel|romanzo
N|novels|romanzi
N|fiction|finzione fiction
N|fictions|finzioni
N|fantasy|fantasia fantasy
N|fantasies|fantasie
N|scenario|scenario
N|scenarios|scenari
N|scene|scena
N|scenes|scene
N|script|copione script
N|scripts|copioni
N|screenplay|sceneggiatura
N|screenplays|sceneggiature
N|poem|poesia
N|poems|poesie
N|song|canzone
N|songs|canzoni
N|game|gioco
N|games|giochi
N|example|esempio
N|examples|esempi
N|case|caso pratica
N|cases|casi pratiche
N|hypothesis|ipotesi
N|simulation|simulazione
N|simulations|simulazioni
N|experiment|esperimento
N|experiments|esperimenti
N|test|prova test
N|tests|prove
N|goal|obiettivo
N|goals|obiettivi
N|purpose|scopo proposito
N|purposes|scopi propositi
N|end|fine
N|ends|fini
N|mission|missione
N|missions|missioni
N|task|compito task
N|tasks|compiti
N|assignment|incarico
N|assignments|incarichi
N|activity|attivita
N|action|azione
N|actions|azioni
N|operation|operazione
N|operations|operazioni
N|function|funzione
N|functions|funzioni
N|feature|funzionalita caratteristica
N|features|caratteristiche
N|tool|strumento
N|tools|strumenti
N|extension|estensione
N|extensions|estensioni
N|integration|integrazione
N|integrations|integrazioni
N|memory|memoria ricordo
N|memories|memorie ricordi
N|knowledge|conoscenza conoscenze
N|information|informazione informazioni
N|data|dati
N|exit|uscita
N|exits|uscite
N|entrance|ingresso
N|entrances|ingressi
N|result|risultato
N|results|risultati
N|content|contenuto
N|format|formato format
N|formats|formati
N|version|versione
N|versions|versioni
N|update|aggiornamento update
N|updates|aggiornamenti
N|mode|modalita
N|setting|impostazione
N|settings|impostazioni
N|configuration|configurazione
N|configurations|configurazioni
N|option|opzione
N|options|opzioni
N|preference|preferenza
N|preferences|preferenze
N|parameter|parametro
N|parameters|parametri
N|variable|variabile
N|variables|variabili
N|value|valore
N|values|valori
N|field|campo
N|fields|campi
N|key|chiave tasto
N|keys|chiavi tasti
N|credential|credenziale
N|credentials|credenziali
N|access|accesso accessi
N|authentication|autenticazione
N|authentications|autenticazioni
N|code|codice
N|codes|codici
N|profile|profilo
N|profiles|profili
N|name|nome
N|names|nomi
N|surname|cognome
N|surnames|cognomi
N|address|indirizzo
N|addresses|indirizzi
N|number|numero
N|numbers|numeri
N|phone|telefono cellulare tel
N|phones|telefoni cellulari
N|mail|posta mail
N|mails|poste
N|mailbox|casella
N|mailboxes|caselle
N|attachment|allegato
N|attachments|allegati
N|subject|oggetto soggetto materia
N|subjects|oggetti soggetti materie
N|signature|firma
N|signatures|firme
N|draft|bozza
N|drafts|bozze
N|trash|cestino spazzatura
N|trashes|cestini spazzature
N|folder|cartella
N|folders|cartelle
N|archive|archivio
N|archives|archivi
N|path|percorso sentiero
N|paths|percorsi sentieri
N|site|sito
N|sites|siti
N|link|collegamento link
N|links|collegamenti
N|network|rete network
N|networks|reti
N|table|tabella tavolo tavola
N|tables|tabelle tavoli tavole
N|log|registro log
N|logs|registri
N|trace|traccia
N|traces|tracce
N|error|errore
N|errors|errori
N|problem|problema
N|problems|problemi
N|failure|guasto fallimento
N|failures|guasti fallimenti
N|flaw|difetto falla
N|flaws|difetti falle
N|vulnerability|vulnerabilita
N|weakness|debolezza
N|weaknesses|debolezze
N|threat|minaccia
N|threats|minacce
N|attack|attacco
N|attacks|attacchi
N|injection|iniezione
N|injections|iniezioni
N|intrusion|intrusione
N|intrusions|intrusioni
N|breach|violazione inadempimento
N|breaches|violazioni inadempimenti
N|compromise|compromissione
N|compromises|compromissioni
N|leak|fuga
N|leaks|fughe
N|loss|perdita
N|losses|perdite
N|theft|furto
N|thefts|furti
N|fraud|frode
N|frauds|frodi
N|scam|truffa raggiro
N|scams|truffe raggiri
N|deception|inganno
N|deceptions|inganni
N|sabotage|sabotaggio sabotaggi
N|espionage|spionaggio spionaggi
N|blackmail|ricatto ricatti
N|ransom|riscatto
N|ransoms|riscatti
N|encryption|crittografia cifratura
N|encryptions|crittografie cifrature
N|certificate|certificato
N|certificates|certificati
N|program|programma
N|programs|programmi
N|application|applicazione candidatura
N|applications|applicazioni candidature
N|terminal|terminale terminal
N|terminals|terminali
N|screen|schermo
N|screens|schermi
N|keyboard|tastiera
N|keyboards|tastiere
N|device|dispositivo apparecchio
N|devices|dispositivi apparecchi
N|laptop|portatile laptop
N|laptops|portatili
N|printer|stampante
N|printers|stampanti
N|process|processo
N|processes|processi
N|procedure|procedura procedimento
N|procedures|procedure procedimenti
N|flow|flusso
N|flows|flussi
N|step|passaggio passo gradino
N|steps|passaggi passi gradini
N|phase|fase
N|phases|fasi
N|stage|stadio
N|stages|stadi
N|level|livello
N|levels|livelli
N|layer|strato
N|layers|strati
N|interface|interfaccia
N|interfaces|interfacce
N|button|pulsante bottone
N|buttons|pulsanti bottoni
N|window|finestra
N|windows|finestre windows
N|tab|scheda
N|tabs|schede
N|form|modulo forma
N|forms|moduli forme
N|icon|icona
N|icons|icone
N|image|immagine
N|images|immagini
N|photo|foto
N|video|video
N|audio|audio
N|sheet|foglio lenzuolo
N|sheets|fogli lenzuoli
N|copy|copia
N|copies|copie
N|duplicate|duplicato
N|duplicates|duplicati
N|recovery|ripristino
N|recoveries|ripristini
N|backup|salvataggio backup
N|backups|salvataggi
N|upload|caricamento upload
N|uploads|caricamenti
N|download|scaricamento download
N|downloads|scaricamenti
N|installation|installazione
N|installations|installazioni
N|startup|avvio startup
N|startups|avvii
N|shutdown|arresto spegnimento
N|shutdowns|arresti spegnimenti
N|restart|riavvio
N|restarts|riavvii
N|power on|accensione
N|power ons|accensioni
N|connection|connessione coincidenza
N|connections|connessioni coincidenze
N|domain|dominio
N|domains|domini
N|engine|motore
N|engines|motori
N|search|ricerca
N|searches|ricerche
N|index|indice
N|indexes|indici
N|summary|sommario riassunto riepilogo sintesi summary
N|summaries|sommari riassunti riepiloghi
N|extract|estratto
N|extracts|estratti
N|quote|citazione
N|quotes|citazioni
N|translation|traduzione
N|translations|traduzioni
N|transcript|trascrizione
N|transcripts|trascrizioni
N|interpretation|interpretazione
N|interpretations|interpretazioni
N|explanation|spiegazione
N|explanations|spiegazioni
N|description|descrizione
N|descriptions|descrizioni
N|definition|definizione
N|definitions|definizioni
N|annotation|annotazione
N|annotations|annotazioni
N|label|etichetta
N|labels|etichette
N|category|categoria
N|categories|categorie
N|type|tipo
N|types|tipi
N|kind|genere
N|kinds|generi
N|sort|sorta
N|sorts|sorte
N|structure|struttura
N|structures|strutture
N|schema|schema
N|schemas|schemi
N|project|progetto
N|projects|progetti
N|plan|piano
N|plans|piani
N|calendar|calendario
N|calendars|calendari
N|agenda|agenda
N|agendas|agende
N|appointment|appuntamento
N|appointments|appuntamenti
N|meeting|riunione incontro meeting
N|meetings|riunioni incontri
N|event|evento avvenimento
N|events|eventi avvenimenti
N|deadline|scadenza deadline
N|deadlines|scadenze
N|term|termine
N|terms|termini sensi
N|date|data
N|dates|date
N|minute|minuto
N|minutes|minuti verbale verbali
N|day|giorno giornata
N|days|giorni giornate
N|week|settimana
N|weeks|settimane
N|month|mese
N|months|mesi
N|year|anno
N|years|anni
N|time|tempo volta
N|times|tempi volte
N|moment|momento attimo
N|moments|momenti attimi
N|period|periodo
N|periods|periodi
N|start|inizio
N|starts|inizi
N|part|parte
N|parts|parti
N|piece|pezzo
N|pieces|pezzi
N|fragment|frammento
N|fragments|frammenti
N|portion|porzione
N|portions|porzioni
N|rest|resto
N|rests|resti
N|total|totale
N|totals|totali
N|digit|cifra
N|digits|cifre
N|quantity|quantita
N|amount|importo
N|amounts|importi
N|sum|somma
N|sums|somme
N|price|prezzo
N|prices|prezzi
N|cost|costo
N|costs|costi
N|expense|spesa
N|expenses|spese
N|payment|pagamento
N|payments|pagamenti
N|invoice|fattura
N|invoices|fatture
N|billing|fatturazione
N|billings|fatturazioni
N|receipt|ricevuta scontrino
N|receipts|ricevute scontrini
N|wire transfer|bonifico
N|wire transfers|bonifici
N|transfer|trasferimento
N|transfers|trasferimenti
N|account|conto utenza account
N|accounts|conti utenze
N|balance|saldo
N|balances|saldi
N|credit|credito
N|credits|crediti
N|debit|debito
N|debits|debiti
N|card|carta tessera
N|cards|carte tessere
N|bank|banca
N|banks|banche
N|branch|filiale branch
N|branches|filiali
N|coordinate|coordinata
N|details|coordinate dettagli
N|money|denaro denari soldi
N|cash|contante contanti
N|currencies|valute
N|coin|moneta
N|coins|monete
N|dollar|dollaro
N|dollars|dollari
N|pound|sterlina
N|pounds|sterline
N|exchange|cambio
N|exchanges|cambi
N|tax|tassa
N|taxes|tasse imposte
N|fee|commissione tariffa
N|fees|commissioni tariffe
N|discount|sconto
N|discounts|sconti scontistica
N|offer|offerta
N|offers|offerte
N|promotion|promozione
N|promotions|promozioni
N|refund|rimborso
N|refunds|rimborsi
N|warranty|garanzia
N|warranties|garanzie
N|purchase|acquisto
N|purchases|acquisti
N|sale|vendita
N|sales|vendite
N|customer|cliente
N|customers|clienti
N|supplier|fornitore fornitrice
N|suppliers|fornitori fornitrici
N|vendor|venditore venditrice
N|vendors|venditori venditrici
N|buyer|acquirente compratore
N|buyers|acquirenti compratori
N|shop|negozio shop
N|shops|negozi
N|cart|carrello
N|carts|carrelli
N|checkout|cassa checkout
N|checkouts|casse
N|shipping|spedizione
N|shippings|spedizioni
N|delivery|consegna delivery erogazione
N|deliveries|consegne erogazioni
N|package|pacco pacchetto
N|packages|pacchi pacchetti
N|courier|corriere
N|couriers|corrieri
N|warehouse|magazzino
N|warehouses|magazzini
N|product|prodotto
N|products|prodotti
N|article|articolo art
N|articles|articoli
N|goods|merce merci beni
N|brand|marca marchio brand
N|brands|marche marchi
N|quality|qualita
N|service|servizio
N|services|servizi
N|support|assistenza supporto
N|supports|assistenze supporti
N|contract|contratto appalto
N|contracts|contratti appalti
N|agreement|accordo
N|agreements|accordi
N|clause|clausola
N|clauses|clausole
N|condition|condizione
N|conditions|condizioni
N|pact|patto
N|pacts|patti
N|law|legge
N|right|diritto destra
N|rights|diritti destre
N|obligation|obbligo
N|obligations|obblighi
N|responsibility|responsabilita
N|court|tribunale
N|courts|tribunali
N|lawyer|avvocato avvocata avv
N|lawyers|avvocati avvocate
N|cause|causa
N|causes|cause
N|crime|reato crimine
N|crimes|reati crimini
N|sanction|sanzione
N|sanctions|sanzioni
N|fine|multa ammenda
N|fines|multe ammende
N|report|denuncia report relazione rapporto resoconto segnalazione
N|reports|denunce relazioni rapporti resoconti segnalazioni
N|complaint|reclamo
N|complaints|reclami
N|police|polizia polizie
N|police officer|poliziotto poliziotta
N|police officers|poliziotti poliziotte
N|prison|carcere prigione
N|prisons|carceri prigioni
N|justice|giustizia
N|justices|giustizie
N|confidentiality|riservatezza riservatezze
N|secret|segreto
N|secrets|segreti
N|company|azienda societa ditta compagnia
N|companies|aziende ditte compagnie
N|business|impresa business
N|businesses|imprese
N|organization|organizzazione
N|organizations|organizzazioni
N|entity|ente
N|entities|enti
N|office|ufficio
N|offices|uffici
N|department|reparto dipartimento
N|departments|reparti dipartimenti
N|headquarters|sede
N|headquarterses|sedi
N|administration|amministrazione
N|administrations|amministrazioni
N|accounting|contabilita
N|resource|risorsa
N|resources|risorse
N|employee|dipendente impiegato impiegata
N|employees|dipendenti impiegati impiegate
N|worker|lavoratore lavoratrice operaio
N|workers|lavoratori lavoratrici operai
N|colleague|collega
N|colleagues|colleghi colleghe
N|boss|capo
N|bosses|capi
N|manager|responsabile manager gestore gestrice
N|managers|responsabili gestori gestrici
N|director|direttore direttrice regista
N|directors|direttori direttrici registi registe
N|executive|dirigente
N|executives|dirigenti
N|supervisor|supervisore
N|supervisors|supervisori
N|secretary|segretario segretaria
N|secretaries|segretari segretarie
N|intern|stagista
N|interns|stagisti stagiste
N|candidate|candidato candidata
N|candidates|candidati candidate
N|interview|colloquio intervista
N|interviews|colloqui interviste
N|resume|curriculum
N|work|lavoro
N|works|lavori
N|job|impiego mestiere
N|jobs|impieghi mestieri
N|place|posto luogo
N|places|posti luoghi
N|salary|stipendio
N|salaries|stipendi
N|wage|salario
N|wages|salari
N|envelope|busta
N|envelopes|buste
N|holidays|ferie
N|vacation|vacanza
N|vacations|vacanze
N|illness|malattia
N|illnesses|malattie
N|hiring|assunzione
N|hirings|assunzioni
N|dismissal|licenziamento
N|dismissals|licenziamenti
N|resignation|dimissione dimissioni
N|performance|prestazione
N|performances|prestazioni
N|career|carriera
N|careers|carriere
N|training|formazione addestramento
N|trainings|formazioni addestramenti
N|course|corso
N|courses|corsi
N|school|scuola
N|schools|scuole
N|university|universita
N|student|studente studentessa allievo
N|students|studenti studentesse allievi
N|teacher|insegnante docente maestro maestra
N|teachers|insegnanti docenti maestri maestre
N|professor|professore professoressa prof
N|professors|professori professoresse
N|exam|esame
N|exams|esami
N|thesis|tesi
N|essay|saggio
N|essays|saggi
N|science|scienza
N|sciences|scienze
N|scientist|scienziato scienziata
N|scientists|scienziati scienziate
N|doctor|medico dottore dottoressa
N|doctors|medici dottori dottoresse
N|nurse|infermiere infermiera
N|nurses|infermieri
N|patient|paziente
N|patients|pazienti
N|hospital|ospedale
N|hospitals|ospedali
N|clinic|clinica
N|clinics|cliniche
N|pharmacy|farmacia
N|pharmacies|farmacie
N|pharmacist|farmacista
N|pharmacists|farmacisti farmaciste
N|drug|farmaco droga
N|drugs|farmaci droghe
N|medicine|medicina
N|medicines|medicine
N|medication|medicinale
N|medications|medicinali
N|recipe|ricetta
N|recipes|ricette
N|dose|dose
N|doses|dosi
N|symptom|sintomo
N|symptoms|sintomi
N|diagnosis|diagnosi
N|therapy|terapia
N|therapies|terapie
N|care|cura
N|cares|cure
N|treatment|trattamento
N|treatments|trattamenti
N|health|salute
N|pain|dolore
N|pains|dolori
N|emergency|emergenza
N|emergencies|emergenze
N|vaccine|vaccino
N|vaccines|vaccini
N|visit|visita
N|visits|visite
N|analysis|analisi
N|trip|viaggio
N|trips|viaggi
N|flight|volo
N|flights|voli
N|plane|aereo
N|planes|aerei
N|train|treno
N|trains|treni
N|bus|autobus
N|car|auto automobile
N|hotel|albergo hotel
N|hotels|alberghi
N|room|camera stanza sala
N|rooms|camere stanze sale
N|booking|prenotazione
N|bookings|prenotazioni
N|ticket|biglietto ticket
N|tickets|biglietti
N|passport|passaporto
N|passports|passaporti
N|luggage|bagaglio bagagli
N|suitcase|valigia
N|suitcases|valigie
N|airport|aeroporto
N|airports|aeroporti
N|station|stazione
N|stations|stazioni
N|departure|partenza
N|departures|partenze
N|arrival|arrivo
N|arrivals|arrivi
N|destination|destinazione
N|destinations|destinazioni
N|itinerary|itinerario
N|itineraries|itinerari
N|map|mappa
N|maps|mappe
N|city|citta
N|country|paese
N|countries|paesi
N|nation|nazione
N|nations|nazioni
N|world|mondo
N|worlds|mondi
N|home|casa
N|homes|case
N|family|famiglia
N|families|famiglie
N|father|padre
N|fathers|padri
N|mother|madre
N|mothers|madri
N|dad|papa
N|mom|mamma
N|moms|mamme
N|grandfather|nonno
N|grandfathers|nonni
N|grandmother|nonna
N|grandmothers|nonne
N|son|figlio
N|children|figli bambini bambine
N|daughter|figlia
N|daughters|figlie
N|child|bambino bambina
N|boy|ragazzo
N|boys|ragazzi
N|girl|ragazza
N|girls|ragazze
N|brother|fratello
N|brothers|fratelli
N|sister|sorella
N|sisters|sorelle
N|husband|marito
N|husbands|mariti
N|wife|moglie
N|wives|mogli
N|uncle|zio
N|uncles|zii
N|aunt|zia
N|aunts|zie
N|cousin|cugino cugina
N|cousins|cugini cugine
N|friend|amico amica
N|friends|amici amiche
N|boyfriend|fidanzato
N|boyfriends|fidanzati
N|girlfriend|fidanzata
N|girlfriends|fidanzate
N|man|uomo
N|men|uomini
N|woman|donna
N|women|donne
N|sir|signore
N|sirs|signori
N|madam|signora
N|miss|signorina
N|misses|signorine
N|guest|ospite
N|guests|ospiti
N|visitor|visitatore visitatrice
N|visitors|visitatori visitatrici
N|citizen|cittadino
N|citizens|cittadini
N|victim|vittima
N|victims|vittime
N|thief|ladro ladra
N|thieves|ladri ladre
N|witness|testimone
N|witnesses|testimoni
N|terrorist|terrorista
N|terrorists|terroristi terroriste
N|journalist|giornalista
N|journalists|giornalisti giornaliste
N|writer|scrittore scrittrice
N|writers|scrittori scrittrici
N|novelist|romanziere
N|novelists|romanzieri
N|narrator|narratore narratrice
N|narrators|narratori narratrici
N|poet|poeta
N|poets|poeti
N|artist|artista
N|artists|artisti artiste
N|actor|attore
N|actors|attori
N|actress|attrice
N|actresses|attrici
N|hero|eroe
N|heroes|eroi
N|wizard|mago
N|wizards|maghi
N|pirate|pirata
N|pirates|pirati
N|devil|diavolo
N|devils|diavoli
N|god|dio
N|enemy|nemico
N|enemies|nemici
N|soldier|soldato militare
N|soldiers|soldati militari
N|weapon|arma
N|weapons|armi
N|bomb|bomba
N|bombs|bombe
N|explosive|esplosivo
N|explosives|esplosivi
N|poison|veleno
N|poisons|veleni
N|gun|pistola
N|guns|pistole
N|rifle|fucile
N|rifles|fucili
N|knife|coltello
N|knives|coltelli
N|violence|violenza
N|violences|violenze
N|hate|odio
N|hates|odi
N|war|guerra
N|wars|guerre
N|death|morte
N|life|vita
N|lives|vite
N|body|corpo
N|bodies|corpi
N|head|testa
N|heads|teste
N|hand|mano
N|hands|mani
N|eye|occhio
N|eyes|occhi
N|heart|cuore
N|hearts|cuori
N|mind|mente
N|minds|menti
N|soul|anima
N|souls|anime
N|food|cibo
N|foods|cibi
N|water|acqua
N|waters|acque
N|fire|fuoco
N|fires|fuochi
N|air|aria
N|airs|arie
N|earth|terra
N|earths|terre
N|sun|sole
N|suns|soli
N|light|luce
N|lights|luci
N|night|notte
N|nights|notti
N|morning|mattina mattino
N|mornings|mattine mattini
N|evening|sera
N|evenings|sere
N|afternoon|pomeriggio
N|afternoons|pomeriggi
N|weather|meteo
N|climate|clima
N|climates|climi
N|nature|natura
N|natures|nature
N|animal|animale
N|animals|animali
N|dog|cane
N|dogs|cani
N|cat|gatto
N|cats|gatti
N|things|cose
N|way|modo maniera
N|ways|modi maniere
N|issue|questione
N|issues|questioni
N|topic|argomento tema
N|topics|argomenti temi
N|reason|motivo ragione
N|reasons|motivi ragioni
N|effect|effetto
N|effects|effetti
N|consequence|conseguenza
N|consequences|conseguenze
N|choice|scelta
N|choices|scelte
N|decision|decisione
N|decisions|decisioni
N|possibility|possibilita
N|opportunity|opportunita occasione
N|opportunities|occasioni
N|risk|rischio
N|risks|rischi
N|danger|pericolo
N|dangers|pericoli
N|harm|danno
N|harms|danni
N|advantage|vantaggio
N|advantages|vantaggi
N|disadvantage|svantaggio
N|disadvantages|svantaggi
N|benefit|beneficio
N|benefits|benefici
N|interest|interesse
N|interests|interessi
N|need|bisogno
N|needs|bisogni
N|necessity|necessita
N|requirement|esigenza requisito
N|requirements|esigenze requisiti
N|wish|desiderio augurio
N|wishes|desideri auguri
N|will|volonta
N|intention|intenzione
N|intentions|intenzioni
N|intent|intento
N|intents|intenti
N|idea|idea
N|ideas|idee
N|thought|pensiero
N|thoughts|pensieri
N|truth|verita
N|lie|bugia menzogna
N|lies|bugie menzogne
N|reality|realta
N|culture|cultura
N|cultures|culture
N|language|lingua linguaggio
N|languages|lingue linguaggi
N|voice|voce
N|voices|voci
N|sound|suono
N|sounds|suoni
N|noise|rumore
N|noises|rumori
N|silence|silenzio
N|silences|silenzi
N|signal|segnale
N|signals|segnali
N|sign|segno
N|signs|segni
N|symbol|simbolo
N|symbols|simboli
N|space|spazio
N|spaces|spazi
N|area|zona area
N|areas|zone aree
N|region|regione
N|regions|regioni
N|center|centro
N|centers|centri
N|side|lato fianco
N|sides|lati fianchi
N|edge|bordo
N|edges|bordi
N|bottom|fondo
N|bottoms|fondi
N|top|cima top
N|tops|cime
N|group|gruppo
N|groups|gruppi
N|team|squadra team
N|teams|squadre
N|member|membro
N|members|membri
N|community|comunita
N|alignment|allineamento
N|alignments|allineamenti
N|learning|apprendimento
N|learnings|apprendimenti
N|weight|peso
N|weights|pesi
N|hallucination|allucinazione
N|hallucinations|allucinazioni
N|reasoning|ragionamento
N|reasonings|ragionamenti
N|chain|catena
N|chains|catene
N|refusal|rifiuto
N|refusals|rifiuti
N|apologies|scuse
N|warning|avvertenza avvertimento
N|warnings|avvertenze avvertimenti
N|notice|avviso informativa preavviso
N|notices|avvisi informative preavvisi
N|preface|premessa
N|prefaces|premesse
N|moralizing|moralismo moralismi
N|lecture|predica
N|lectures|prediche
N|ethics|etica etiche
N|moral|morale
N|morals|morali
N|development|sviluppo
N|developments|sviluppi
N|maintenance|manutenzione
N|maintenances|manutenzioni
N|exception|eccezione deroga
N|exceptions|eccezioni deroghe
N|exemption|esenzione
N|exemptions|esenzioni
N|privilege|privilegio
N|privileges|privilegi
N|authority|autorita
N|priority|priorita
N|precedences|precedenze
N|hierarchy|gerarchia
N|hierarchies|gerarchie
N|alarm|allarme
N|alarms|allarmi
N|notification|notifica
N|notifications|notifiche
N|subscription|iscrizione abbonamento
N|subscriptions|iscrizioni abbonamenti
N|personal data|anagrafica anagrafiche
N|holder|intestatario titolare
N|holders|intestatari titolari
N|beneficiary|beneficiario
N|beneficiaries|beneficiari
N|payer|pagatore ordinante
N|payers|pagatori ordinanti
N|creditor|creditore
N|creditors|creditori
N|debtor|debitore
N|debtors|debitori
N|transaction|transazione
N|transactions|transazioni
N|deposit|versamento deposito
N|deposits|versamenti depositi
N|withdrawal|prelievo recesso
N|withdrawals|prelievi recessi
N|wallet|portafoglio wallet
N|wallets|portafogli
N|budget|bilancio budget
N|budgets|bilanci
N|estimate|preventivo
N|estimates|preventivi
N|payslip|bustapaga
N|consultant|consulente
N|consultants|consulenti
N|consulting|consulenza
N|consultings|consulenze
N|supply|fornitura
N|supplies|forniture
N|accountant|contabile ragioniere commercialista
N|accountants|contabili ragionieri commercialisti commercialiste
N|cashier|cassiere
N|cashiers|cassieri
N|treasury|tesoreria
N|treasuries|tesorerie
N|reminders|solleciti
N|schedule|scadenzario orario
N|schedules|scadenzari orari
N|protocol|protocollo
N|protocols|protocolli
A|previous|precedente precedenti
D|previously|precedentemente anteriormente
A|prior|anteriore anteriori pregresso pregressa pregressi pregresse
A|preceding|antecedente antecedenti
A|original|originale originali originario originaria originari originarie
D|originally|originalmente originariamente
A|initial|iniziale iniziali
D|initially|inizialmente
A|old|vecchio vecchia vecchi vecchie
A|past|passato passata passati passate trascorso trascorsa trascorsi trascorse
A|priority|prioritario prioritaria prioritari prioritarie
A|above|suddetto suddetta suddetti suddette soprastante soprastanti sopraccitato sopraccitata sopraccitati sopraccitate sopracitato sopracitata sopracitati sopracitate summenzionato summenzionata summenzionati summenzionate sopramenzionato sopramenzionata sopramenzionati sopramenzionate anzidetto anzidetta anzidetti anzidette succitato succitata succitati succitate sopraindicato sopraindicata sopraindicati sopraindicate
A|following|seguente seguenti
A|next|successivo successiva successivi successive prossimo prossima prossimi prossime
D|subsequently|successivamente
A|subsequent|susseguente susseguenti
A|below|sottostante sottostanti
A|new|nuovo nuova nuovi nuove
A|recent|recente recenti
D|recently|recentemente
A|current|attuale attuali corrente correnti vigente vigenti
D|currently|attualmente
A|present|presente presenti
A|future|futuro futura futuri future
A|true|vero vera veri vere
A|false|falso falsa falsi false
A|fake|finto finti finte
A|real|reale reali
A|actual|effettivo effettiva effettivi effettive
D|actually|effettivamente
A|official|ufficiale ufficiali
D|officially|ufficialmente
A|authentic|autentico autentica autentici autentiche
A|legitimate|legittimo legittima legittimi legittime
D|legitimately|legittimamente
A|valid|valido valida validi valide
A|invalid|invalido invalida invalidi invalide
A|correct|corretto corretta corretti corrette
D|correctly|correttamente
A|right|giusto giusta giusti giuste
A|wrong|sbagliato sbagliata sbagliati sbagliate
A|incorrect|errato errata errati errate
D|incorrectly|erratamente
A|exact|esatto esatta esatti esatte
D|exactly|esattamente
A|precise|preciso precisa precisi precise
D|precisely|precisamente
A|accurate|accurato accurata accurati accurate
D|accurately|accuratamente
A|complete|completo completa completi complete
D|completely|completamente
A|entire|intero intera interi intere
D|entirely|interamente
D|totally|totalmente
A|full|pieno piena pieni piene integrale integrali
A|empty|vuoto vuota vuoti vuote
D|in full|integralmente
A|partial|parziale parziali
D|partially|parzialmente
A|literal|letterale letterali
D|literally|letteralmente
A|verbatim|testuale testuali
D|verbatim|testualmente
A|faithful|fedele fedeli
D|faithfully|fedelmente
A|identical|identico identica identici identiche
D|identically|identicamente
A|similar|simile simili
D|similarly|similmente
A|different|differente differenti diverso diversa
D|differently|differentemente diversamente
A|only|unico unica unici uniche
D|solely|unicamente
A|single|singolo singola singoli singole
A|simple|semplice semplici
D|simply|semplicemente
A|easy|facile facili
D|easily|facilmente
A|difficult|difficile difficili
A|complex|complesso complessa complessi complesse
A|complicated|complicato complicata complicati complicate
A|clear|chiaro chiara chiari chiare
D|clearly|chiaramente
A|explicit|esplicito esplicita espliciti esplicite
D|explicitly|esplicitamente
A|implicit|implicito implicita impliciti implicite
D|implicitly|implicitamente
A|direct|diretto diretta diretti dirette
D|directly|direttamente
A|indirect|indiretto indiretta indiretti indirette
D|indirectly|indirettamente
A|immediate|immediato immediata immediati immediate
A|instant|istantaneo istantanea istantanei istantanee
D|instantly|istantaneamente
A|timely|tempestivo tempestiva tempestivi tempestive
D|promptly|tempestivamente prontamente
A|quick|rapido rapida rapidi rapide
D|quickly|rapidamente velocemente
A|fast|veloce veloci
A|slow|lento lenta lenti lente
D|slowly|lentamente
A|urgent|urgente urgenti
D|urgently|urgentemente
A|important|importante importanti
A|essential|essenziale essenziali
A|fundamental|fondamentale fondamentali
A|necessary|necessario necessaria necessari necessarie
D|necessarily|necessariamente
A|mandatory|obbligatorio obbligatoria obbligatori obbligatorie
A|optional|facoltativo facoltativa facoltativi facoltative opzionale opzionali
A|possible|possibile possibili
A|impossible|impossibile impossibili
A|likely|probabile probabili
D|probably|probabilmente
A|safe|sicuro sicura sicuri sicure
A|dangerous|pericoloso pericolosa pericolosi pericolose
A|risky|rischioso rischiosa rischiosi rischiose
A|harmful|dannoso dannosa dannosi dannose nocivo nociva nocivi nocive
A|harmless|innocuo innocua innocui innocue
A|malicious|malevolo malevola malevoli malevole malintenzionato malintenzionata malintenzionati malintenzionate maligno maligna maligni maligne
A|fraudulent|fraudolento fraudolenta fraudolenti fraudolente
A|illegal|illegale illegali
D|illegally|illegalmente
A|legal|legale legali
D|legally|legalmente
A|lawful|lecito lecita leciti lecite
A|illicit|illecito illecita illeciti illecite
A|ethical|etico etici
D|ethically|eticamente
A|immoral|immorale immorali
A|amoral|amorale amorali
D|morally|moralmente
A|offensive|offensivo offensiva offensivi offensive
A|violent|violento violenta violenti violente
A|sexual|sessuale sessuali
A|vulgar|volgare volgari
A|inappropriate|inappropriato inappropriata inappropriati inappropriate
A|appropriate|appropriato appropriata appropriati appropriate
A|suitable|adatto adatta adatti adatte
A|sensitive|sensibile sensibili sensitivo sensitiva sensitivi sensitive
A|delicate|delicato delicata delicati delicate
A|confidential|riservato riservata riservati riservate confidenziale confidenziali
D|confidentially|confidenzialmente
A|secret|segreta segrete
D|secretly|segretamente
A|private|privato privata privati private
D|privately|privatamente
A|personal|personale personali
D|personally|personalmente
A|public|pubblico pubblica pubblici pubbliche
D|publicly|pubblicamente
A|internal|interno interna interni interne
D|internally|internamente
A|external|esterno esterna esterni esterne
A|hidden|nascosto nascosta nascosti nascoste occulto occulta occulti occulte
A|invisible|invisibile invisibili
A|visible|visibile visibili
A|transparent|trasparente trasparenti
A|silent|silenzioso silenziosa silenziosi silenziose
D|silently|silenziosamente
A|tacit|tacito tacita taciti tacite
D|quietly|tacitamente soppiatto
A|discreet|discreto discreta discreti discrete
D|discreetly|discretamente
A|automatic|automatico automatica automatici automatiche
D|automatically|automaticamente
A|manual|manuale manuali
D|manually|manualmente
A|digital|digitale digitali
A|electronic|elettronico elettronica elettronici elettroniche
A|computer|informatico informatica informatici informatiche
A|technical|tecnico tecnici
D|technically|tecnicamente
A|artificial|artificiale artificiali
A|smart|intelligente intelligenti
A|virtual|virtuale virtuali
A|human|umano umana umani umane
A|free|libero libera liberi libere gratuito gratuita gratuiti gratuite
D|freely|liberamente
A|limited|limitato limitata limitate
A|unlimited|illimitato illimitata illimitati illimitate
A|restricted|ristretto ristretta ristretti ristrette
A|uncensored|incensurato incensurata incensurati incensurate
A|active|attivo attiva attivi attive
A|inactive|inattivo inattiva inattivi inattive
A|available|disponibile disponibili
A|unavailable|indisponibile indisponibili
A|accessible|accessibile accessibili
A|vulnerable|vulnerabile vulnerabili
A|weak|debole deboli
A|strong|forte forti
A|big|grande grandi grosso grossa grossi grosse
A|small|piccolo piccola piccoli piccole
A|high|alto alta alti alte
A|low|basso bassa bassi basse
A|long|lungo lunga lunghi lunghe
A|short|corto corta corti corte
A|brief|breve brevi
D|briefly|brevemente
A|huge|enorme enormi grandissimo grandissima grandissimi grandissime
A|maximum|massimo massima massimi massime
A|minimum|minimo minima minimi minime
A|average|medio media medi medie
A|normal|normale normali
D|normally|normalmente
A|ordinary|ordinario ordinaria ordinari ordinarie
A|common|comune comuni
A|general|generale generali
D|generally|generalmente
A|special|speciale speciali
D|specially|specialmente
A|particular|particolare particolari
D|particularly|particolarmente
A|specific|specifico specifica specifici specifiche
D|specifically|specificamente
A|main|principale principali
D|mainly|principalmente
A|secondary|secondario secondaria secondari secondarie
A|primary|primario primaria primari primarie
A|central|centrale centrali
A|final|finale finali
A|temporary|temporaneo temporanea temporanei temporanee
D|temporarily|temporaneamente
A|permanent|permanente permanenti indeterminato indeterminata indeterminati indeterminate
D|permanently|permanentemente definitivamente
A|definitive|definitivo definitiva definitivi definitive
A|continuous|continuo continue
D|continuously|continuamente
A|constant|costante costanti
D|constantly|costantemente
A|frequent|frequente frequenti
D|frequently|frequentemente
A|rare|raro rara rari rare
D|rarely|raramente
A|usual|solito solita soliti solite abituale abituali
D|usually|abitualmente
A|typical|tipico tipica tipici tipiche
D|typically|tipicamente
A|strange|strano strana strani strane
A|unusual|insolito insolita insoliti insolite
A|suspicious|sospetto sospetta sospetti sospette sospettoso sospettosa sospettosi sospettose
A|anomalous|anomalo anomala anomali anomale
A|modern|moderno moderna moderni moderne
A|ancient|antico antica antici antiche
A|beautiful|bello bella belli belle
A|ugly|brutto brutta brutti brutte
A|good|buono buona buoni buone bravo brava bravi brave
A|bad|cattivo cattiva cattivi cattive
A|better|migliore migliori
A|worse|peggiore peggiori
A|excellent|ottimo ottima ottimi ottime eccellente eccellenti
A|terrible|pessimo pessima pessimi pessime terribile terribili
A|happy|felice felici
A|sad|triste tristi
A|glad|contento contenta contenti contente
A|angry|arrabbiato arrabbiata arrabbiati arrabbiate
A|dear|gentile gentili caro cara cari care egregio egregia egregi egregie spettabile spettabili gentilissimo gentilissima gentilissimi gentilissime carissimo carissima carissimi carissime
D|kindly|gentilmente cortesemente
A|polite|cortese cortesi educato educata educati educate
A|honest|onesto onesta onesti oneste
D|honestly|onestamente sinceramente
A|sincere|sincero sincera sinceri sincere
A|useful|utile utili
A|useless|inutile inutili
A|ready|pronto pronta pronti pronte
A|busy|occupato occupata occupati occupate
A|kind|cordiale cordiali distinti cordialissimi cordialissime
D|cordially|cordialmente
A|esteemed|stimato stimata stimati stimate
A|economic|economico economica economici economiche
A|expensive|costoso costosa costosi costose
A|financial|finanziario finanziaria finanziari finanziarie
A|bank|bancario bancaria bancari bancarie
A|tax|fiscale fiscali
A|commercial|commerciale commerciali
A|corporate|aziendale aziendali
A|professional|professionale professionali
D|professionally|professionalmente
A|health|sanitario sanitaria sanitari sanitarie
A|clinical|clinico clinici
A|mental|mentale mentali
A|physical|fisico fisica fisici fisiche
A|psychological|psicologico psicologica psicologici psicologiche
A|emotional|emotivo emotiva emotivi emotive
A|social|sociale sociali
A|political|politico politici
A|national|nazionale nazionali
A|international|internazionale internazionali
A|local|locale locali
D|locally|localmente
A|global|globale globali
D|globally|globalmente
A|remote|remoto remota remoti remote
D|remotely|remotamente
A|higher|superiore superiori
A|lower|inferiore inferiori
A|open|aperto aperta aperti aperte
A|clean|pulito pulita puliti pulite
A|reliable|affidabile affidabili attendibile attendibili
A|trusted|fidato fidata fidati fidate
A|unsafe|insicuro insicura insicuri insicure
A|raw|grezzo grezza grezzi grezze crudo cruda crudi crude
A|pure|puro pura puri
D|purely|puramente
A|dirty|sporco sporca sporchi sporche
A|black|nero nera neri nere
A|white|bianco bianca bianchi bianche
A|red|rosso rossa rossi rosse
A|green|verde verdi
A|yellow|giallo gialla gialli gialle
A|grey|grigio grigia grigi grigie
A|uppercase|maiuscolo maiuscola maiuscoli maiuscole
A|lowercase|minuscolo minuscola minuscoli minuscole
A|numeric|numerico numerica numerici numeriche
A|alphanumeric|alfanumerico alfanumerica alfanumerici alfanumeriche
A|binary|binario binaria binari binarie
A|hexadecimal|esadecimale esadecimali
A|english|inglese inglesi
A|italian|italiano italiana italiani italiane
A|french|francese francesi
A|german|tedesco tedesca tedeschi tedesche
A|spanish|spagnolo spagnola spagnoli spagnole
A|portuguese|portoghese portoghesi
A|russian|russo russa russi russe
A|chinese|cinese cinesi
A|japanese|giapponese giapponesi
A|arabic|arabo araba arabi arabe
A|european|europeo europea europei europee
A|american|americano americana americani americane
A|strict|rigoroso rigorosa rigorosi rigorose stretto stretta stretti strette severo severa severi severe
D|strictly|rigorosamente strettamente severamente
A|absolute|assoluto assoluta assoluti assolute
D|absolutely|assolutamente
A|exclusive|esclusivo esclusiva esclusivi esclusive
D|exclusively|esclusivamente
A|potential|eventuale eventuali potenziale potenziali
D|potentially|potenzialmente
A|hypothetical|ipotetico ipotetica ipotetici ipotetiche
D|hypothetically|ipoteticamente
A|imaginary|immaginario immaginaria immaginari immaginarie
A|fictional|fittizio fittizia fittizi fittizie
A|realistic|realistico realistica realistici realistiche
D|realistically|realisticamente
A|educational|educativo educativa educativi educative didattico didattica didattici didattiche
A|academic|accademico accademica accademici accademiche
A|scientific|scientifico scientifica scientifici scientifiche
A|historical|storico storica storici storiche
A|theoretical|teorico teorica teorici teoriche
D|theoretically|teoricamente
A|practical|pratico pratici
A|grateful|grato grata grati grate
A|critical|critico critica critici critiche
A|serious|grave gravi serio seria seri
D|seriously|seriamente
A|light|leggero leggera leggeri
A|heavy|pesante pesanti
A|hot|caldo calda caldi calde
A|cold|freddo fredda freddi fredde
A|quiet|zitto zitta zitti zitte tranquillo tranquilla tranquilli tranquille
A|young|giovane giovani
A|elderly|anziano anziana anziani anziane
A|rich|ricco ricca ricchi ricche
A|poor|povero povera poveri povere scadente scadenti scarso scarsa scarsi scarse
A|famous|famoso famosa famosi famose celebre celebri
A|known|noto noti
A|unknown|ignoto ignota ignoti ignote sconosciuto sconosciuta sconosciuti sconosciute
A|certain|certa certi certe
A|uncertain|incerto incerta incerti incerte
A|closed|chiuso chiusa chiusi chiuse
A|fixed|fisso fissa fissi fisse
A|mobile|mobile mobili
A|intentional|intenzionale intenzionali
D|intentionally|intenzionalmente
A|voluntary|volontario volontaria volontari volontarie
D|voluntarily|volontariamente
A|involuntary|involontario involontaria involontari involontarie
A|accidental|accidentale accidentali
D|accidentally|accidentalmente
A|random|casuale casuali
D|randomly|casualmente
A|obliged|obbligato obbligata obbligati obbligate
A|independent|indipendente indipendenti
A|autonomous|autonomo autonoma autonomi autonome
D|autonomously|autonomamente
A|separate|separato separata separati separate
D|separately|separatamente
A|distinct|distinto distinta distinte
A|equal|uguale uguali
A|various|vario varia
A|numerous|numeroso numerosa numerosi numerose
A|sufficient|sufficiente sufficienti
A|insufficient|insufficiente insufficienti
A|excessive|eccessivo eccessiva eccessivi eccessive
D|excessively|eccessivamente
A|strictly confidential|riservatissimo riservatissima riservatissimi riservatissime
N|prompt|prompt
N|jailbreak|jailbreak
N|chatbot|chatbot
N|bot|bot
N|robot|robot
N|computer|computer
N|server|server
N|database|database
N|password|password
N|token|token gettone
N|email|email
N|login|login
N|logout|logout
N|admin|admin
N|software|software
N|hardware|hardware
N|firmware|firmware
N|malware|malware
N|ransomware|ransomware
N|spyware|spyware
N|trojan|trojan
N|phishing|phishing
N|spam|spam
N|browser|browser
N|cookie|cookie
N|cache|cache
N|router|router
N|firewall|firewall
N|antivirus|antivirus
N|virus|virus
N|hacker|hacker
N|cracker|cracker
N|exploit|exploit
N|patch|patch
N|bug|bug
N|debug|debug
N|repository|repository
N|repo|repo
N|commit|commit
N|merge|merge
N|push|push
N|pull|pull
N|deploy|deploy
N|build|build
N|release|release
N|upgrade|upgrade
N|streaming|streaming
N|online|online
N|offline|offline
N|smartphone|smartphone
N|tablet|tablet
N|desktop|desktop
N|notebook|notebook quaderno
N|mouse|mouse
N|display|display
N|monitor|monitor
N|webcam|webcam
N|app|app
N|web|web
N|internet|internet
N|wifi|wifi
N|bluetooth|bluetooth
N|cloud|cloud nuvola
N|dashboard|dashboard
N|widget|widget
N|plugin|plugin
N|template|template
N|layout|layout
N|design|design
N|feedback|feedback
N|leader|leader
N|partner|partner socio
N|marketing|marketing
N|call|call chiamata
N|briefing|briefing
N|target|target bersaglio
N|policy|policy polizza politica
N|privacy|privacy
N|compliance|compliance conformita
N|audit|audit
N|helpdesk|helpdesk
N|chat|chat
N|forum|forum
N|blog|blog
N|post|post
N|newsletter|newsletter
N|social|social
N|hashtag|hashtag
N|like|like
N|follower|follower
N|influencer|influencer
N|username|username
N|nickname|nickname
N|avatar|avatar
N|emoji|emoji
N|sms|sms
N|whatsapp|whatsapp
N|telegram|telegram
N|captcha|captcha
N|pin|pin
N|otp|otp
N|cvv|cvv
N|iban|iban
N|swift|swift
N|bic|bic
N|paypal|paypal
N|bitcoin|bitcoin
N|blockchain|blockchain
N|crypto|crypto
N|api|api
N|endpoint|endpoint
N|webhook|webhook
N|json|json
N|xml|xml
N|html|html
N|css|css
N|sql|sql
N|python|python
N|java|java
N|javascript|javascript
N|linux|linux
N|android|android
N|ios|ios
N|google|google
N|microsoft|microsoft
N|openai|openai
N|chatgpt|chatgpt
N|gpt|gpt
N|claude|claude
N|gemini|gemini
N|llama|llama
N|copilot|copilot
N|bash|bash
N|shell|shell
N|console|console
N|sudo|sudo
N|root|root radice
N|cron|cron
N|proxy|proxy
N|vpn|vpn
N|ssh|ssh
N|ftp|ftp
N|http|http
N|https|https
N|dns|dns
N|ip|ip
N|host|host
N|hosting|hosting
N|cluster|cluster
N|container|container contenitore
N|docker|docker
N|kubernetes|kubernetes
N|framework|framework
N|library|library
N|sandbox|sandbox
N|tester|tester
N|testing|testing
N|debugging|debugging
N|logging|logging
N|sprint|sprint
N|workflow|workflow
N|pipeline|pipeline
N|automation|automation
N|fix|fix
N|hotfix|hotfix
N|crash|crash
N|reboot|reboot
N|reset|reset
N|setup|setup
N|config|config
N|roleplay|roleplay
N|thriller|thriller
N|horror|horror
N|cyberpunk|cyberpunk
N|hacking|hacking
N|jailbreaking|jailbreaking
N|prompting|prompting
N|dan|dan
N|checklist|checklist
N|input|input
N|output|output
N|default|default
N|standard|standard
N|inbox|inbox
N|outbox|outbox
N|shopping|shopping
N|store|store
N|outlet|outlet
N|coupon|coupon
N|voucher|voucher
N|cashback|cashback
N|tracking|tracking tracciamento
N|staff|staff
N|ceo|ceo
N|cfo|cfo
N|cto|cto
N|hr|hr
N|welfare|welfare
N|smart|smart
N|working|working
N|coworking|coworking
N|freelance|freelance
N|gdpr|gdpr
N|pec|pec
N|digital identity|spid
N|identity card|cie
N|ai|ia
N|llm|llm
N|url|url
V|link|linkare linka linki linkiamo linkate linkino linko linkano linkiate
V|linking|linkando
V|linked|linkato linkata linkati linkavo linkavi linkava linkavamo linkavate linkavano linkai linkasti linkammo linkaste linkarono linkassi linkasse linkassimo linkassero
V|push|pushare pusha pushi pushiamo pushate pushino pusho pushano pushiate spingere spingi spinga spingiamo spingete spingano spingo spinge spingono spingiate
V|pushing|pushando spingendo
V|pushed|pushato pushata pushati pushavo pushavi pushava pushavamo pushavate pushavano pushai pushasti pushammo pushaste pusharono pushassi pushasse pushassimo pushassero spinto spinta spinti spinte spingevo spingevi spingeva spingevamo spingevate spingevano spinsi spingesti spinse spingemmo spingeste spinsero spingessi spingesse spingessimo spingessero
V|commit|committare committa committi committiamo committate committino committo committano committiate commettere commetti commetta commettiamo commettete commettano commetto commette commettono commettiate impegnare impegna impegniamo impegnate impegnino impegnano impegniate
V|committing|committando commettendo impegnando
V|committed|committato committata committati committavo committavi committava committavamo committavate committavano committai committasti committammo committaste committarono committassi committasse committassimo committassero commesso commessi commettevo commettevi commetteva commettevamo commettevate commettevano commisi commettesti commise commettemmo commetteste commisero commettessi commettesse commettessimo commettessero impegnato impegnata impegnati impegnavo impegnavi impegnava impegnavamo impegnavate impegnavano impegnai impegnasti impegnammo impegnaste impegnarono impegnassi impegnasse impegnassimo impegnassero
V|deploy|deployare deploya deployi deployiamo deployate deployino deployo deployano deployiate
V|deploying|deployando
V|deployed|deployato deployata deployati deployavo deployavi deployava deployavamo deployavate deployavano deployai deployasti deployammo deployaste deployarono deployassi deployasse deployassimo deployassero
V|switch|switchare switcha switchi switchiamo switchate switchino switcho switchano switchiate
V|switching|switchando
V|switched|switchato switchata switchati switchavo switchavi switchava switchavamo switchavate switchavano switchai switchasti switchammo switchaste switcharono switchassi switchasse switchassimo switchassero
V|trigger|triggerare triggera triggeri triggeriamo triggerate triggerino triggero triggerano triggeriate
V|triggering|triggerando
V|triggered|triggerato triggerata triggerati triggeravo triggeravi triggerava triggeravamo triggeravate triggeravano triggerai triggerasti triggerammo triggeraste triggerarono triggerassi triggerasse triggerassimo triggerassero
V|debug|debuggare debugga debugghi debugghiamo debuggate debugghino debuggo debuggano debugghiate
V|debugging|debuggando
V|debugged|debuggato debuggata debuggati debuggavo debuggavi debuggava debuggavamo debuggavate debuggavano debuggai debuggasti debuggammo debuggaste debuggarono debuggassi debuggasse debuggassimo debuggassero
V|test|testare testiamo testate testino testano testiate
V|testing|testando
V|tested|testato testata testati testavo testavi testava testavamo testavate testavano testai testasti testammo testaste testarono testassi testasse testassimo testassero
V|spam|spammare spamma spammi spammiamo spammate spammino spammo spammano spammiate
V|spamming|spammando
V|spammed|spammato spammata spammati spammavo spammavi spammava spammavamo spammavate spammavano spammai spammasti spammammo spammaste spammarono spammassi spammasse spammassimo spammassero
V|zip|zippare zippa zippi zippiamo zippate zippino zippo zippano zippiate
V|zipping|zippando
V|zipped|zippato zippata zippati zippavo zippavi zippava zippavamo zippavate zippavano zippai zippasti zippammo zippaste zipparono zippassi zippasse zippassimo zippassero
V|merge|mergiare mergia mergi mergiamo mergiate mergino mergio mergiano
V|merging|mergiando
V|merged|mergiato mergiata mergiati mergiavo mergiavi mergiava mergiavamo mergiavate mergiavano mergiai mergiasti mergiammo mergiaste mergiarono mergiassi mergiasse mergiassimo mergiassero
V|ping|pingare pinga pinghi pinghiamo pingate pinghino pingo pingano pinghiate
V|pinging|pingando
V|pinged|pingato pingata pingati pingavo pingavi pingava pingavamo pingavate pingavano pingai pingasti pingammo pingaste pingarono pingassi pingasse pingassimo pingassero
V|log out|sloggare slogga slogghi slogghiamo sloggate slogghino sloggo sloggano slogghiate
V|logging out|sloggando
V|logged out|sloggato sloggata sloggati sloggavo sloggavi sloggava sloggavamo sloggavate sloggavano sloggai sloggasti sloggammo sloggaste sloggarono sloggassi sloggasse sloggassimo sloggassero
V|tweet|twittare twitta twitti twittiamo twittate twittino twitto twittano twittiate
V|tweeting|twittando
V|tweeted|twittato twittata twittati twittavo twittavi twittava twittavamo twittavate twittavano twittai twittasti twittammo twittaste twittarono twittassi twittasse twittassimo twittassero
V|whitelist|whitelistare whitelista whitelisti whitelistiamo whitelistate whitelistino whitelisto whitelistano whitelistiate
V|whitelisting|whitelistando
V|whitelisted|whitelistato whitelistata whitelistati whitelistavo whitelistavi whitelistava whitelistavamo whitelistavate whitelistavano whitelistai whitelistasti whitelistammo whitelistaste whitelistarono whitelistassi whitelistasse whitelistassimo whitelistassero
V|blacklist|blacklistare blacklista blacklisti blacklistiamo blacklistate blacklistino blacklisto blacklistano blacklistiate
V|blacklisting|blacklistando
V|blacklisted|blacklistato blacklistata blacklistati blacklistavo blacklistavi blacklistava blacklistavamo blacklistavate blacklistavano blacklistai blacklistasti blacklistammo blacklistaste blacklistarono blacklistassi blacklistasse blacklistassimo blacklistassero
V|crash|crashare crasha crashi crashiamo crashate crashino crasho crashano crashiate
V|crashing|crashando
V|crashed|crashato crashata crashati crashavo crashavi crashava crashavamo crashavate crashavano crashai crashasti crashammo crashaste crasharono crashassi crashasse crashassimo crashassero
V|back up|backuppare backuppa backuppi backuppiamo backuppate backuppino backuppo backuppano backuppiate
V|backing up|backuppando
V|backed up|backuppato backuppata backuppati backuppavo backuppavi backuppava backuppavamo backuppavate backuppavano backuppai backuppasti backuppammo backuppaste backupparono backuppassi backuppasse backuppassimo backuppassero
V|hash|hashare hasha hashi hashiamo hashate hashino hasho hashano hashiate
V|hashing|hashando
V|hashed|hashato hashata hashati hashavo hashavi hashava hashavamo hashavate hashavano hashai hashasti hashammo hashaste hasharono hashassi hashasse hashassimo hashassero
V|highlight|evidenziare evidenzia evidenzi evidenziamo evidenziate evidenzino evidenzio evidenziano
V|highlighting|evidenziando
V|highlighted|evidenziato evidenziata evidenziati evidenziavo evidenziavi evidenziava evidenziavamo evidenziavate evidenziavano evidenziai evidenziasti evidenziammo evidenziaste evidenziarono evidenziassi evidenziasse evidenziassimo evidenziassero
V|underline|sottolineare sottolinea sottolinei sottolineiamo sottolineate sottolineino sottolineo sottolineano sottolineiate
V|underlining|sottolineando
V|underlined|sottolineato sottolineata sottolineati sottolineavo sottolineavi sottolineava sottolineavamo sottolineavate sottolineavano sottolineai sottolineasti sottolineammo sottolineaste sottolinearono sottolineassi sottolineasse sottolineassimo sottolineassero
V|enlarge|ingrandire ingrandisci ingrandisca ingrandiamo ingrandite ingrandiscano ingrandisco ingrandisce ingrandiscono ingrandiate
V|enlarging|ingrandendo
V|enlarged|ingrandito ingrandita ingranditi ingrandivo ingrandivi ingrandiva ingrandivamo ingrandivate ingrandivano ingrandii ingrandisti ingrandi ingrandimmo ingrandiste ingrandirono ingrandissi ingrandisse ingrandissimo ingrandissero
V|resize|ridimensionare ridimensiona ridimensioni ridimensioniamo ridimensionate ridimensionino ridimensiono ridimensionano ridimensioniate
V|resizing|ridimensionando
V|resized|ridimensionato ridimensionata ridimensionati ridimensionavo ridimensionavi ridimensionava ridimensionavamo ridimensionavate ridimensionavano ridimensionai ridimensionasti ridimensionammo ridimensionaste ridimensionarono ridimensionassi ridimensionasse ridimensionassimo ridimensionassero
V|crop|ritagliare ritaglia ritagli ritagliamo ritagliate ritaglino ritaglio ritagliano
V|cropping|ritagliando
V|cropped|ritagliato ritagliata ritagliati ritagliavo ritagliavi ritagliava ritagliavamo ritagliavate ritagliavano ritagliai ritagliasti ritagliammo ritagliaste ritagliarono ritagliassi ritagliasse ritagliassimo ritagliassero
V|compress|comprimere comprimi comprima comprimiamo comprimete comprimano comprimo comprime comprimono comprimiate
V|compressing|comprimendo
V|compressed|compresso compressa compressi compresse comprimevo comprimevi comprimeva comprimevamo comprimevate comprimevano comprimesti comprimemmo comprimeste compressero comprimessi comprimesse comprimessimo comprimessero
V|decompress|decomprimere decomprimi decomprima decomprimiamo decomprimete decomprimano decomprimo decomprime decomprimono decomprimiate
V|decompressing|decomprimendo
V|decompressed|decompresso decompressa decompressi decompresse decomprimevo decomprimevi decomprimeva decomprimevamo decomprimevate decomprimevano decomprimesti decomprimemmo decomprimeste decompressero decomprimessi decomprimesse decomprimessimo decomprimessero
V|suppress|sopprimere sopprimi sopprima sopprimiamo sopprimete sopprimano sopprimo sopprime sopprimono sopprimiate
V|suppressing|sopprimendo
V|suppressed|soppresso soppressa soppressi soppresse sopprimevo sopprimevi sopprimeva sopprimevamo sopprimevate sopprimevano sopprimesti sopprimemmo sopprimeste soppressero sopprimessi sopprimesse sopprimessimo sopprimessero
V|express|esprimere esprimi esprima esprimiamo esprimete esprimano esprimo esprime esprimono esprimiate esternare esterniamo esternate esternino esternano esterniate
V|expressing|esprimendo esternando
V|expressed|espresso espressa espressi espresse esprimevo esprimevi esprimeva esprimevamo esprimevate esprimevano esprimesti esprimemmo esprimeste espressero esprimessi esprimesse esprimessimo esprimessero esternato esternata esternati esternavo esternavi esternava esternavamo esternavate esternavano esternai esternasti esternammo esternaste esternarono esternassi esternasse esternassimo esternassero
V|index|indicizzare indicizza indicizzi indicizziamo indicizzate indicizzino indicizzo indicizzano indicizziate
V|indexing|indicizzando
V|indexed|indicizzato indicizzata indicizzati indicizzavo indicizzavi indicizzava indicizzavamo indicizzavate indicizzavano indicizzai indicizzasti indicizzammo indicizzaste indicizzarono indicizzassi indicizzasse indicizzassimo indicizzassero
V|parse|parsare parsa parsi parsiamo parsate parsino parsano parsiate
V|parsing|parsando
V|parsed|parsato parsata parsati parsavo parsavi parsava parsavamo parsavate parsavano parsai parsasti parsammo parsaste parsarono parsassi parsasse parsassimo parsassero
V|wrap|incapsulare incapsula incapsuli incapsuliamo incapsulate incapsulino incapsulo incapsulano incapsuliate
V|wrapping|incapsulando
V|wrapped|incapsulato incapsulata incapsulati incapsulavo incapsulavi incapsulava incapsulavamo incapsulavate incapsulavano incapsulai incapsulasti incapsulammo incapsulaste incapsularono incapsulassi incapsulasse incapsulassimo incapsulassero
V|enclose|racchiudere racchiudi racchiuda racchiudiamo racchiudete racchiudano racchiudo racchiude racchiudono racchiudiate accludere accludi accluda accludiamo accludete accludano accludo acclude accludono accludiate
V|enclosing|racchiudendo accludendo
V|enclosed|racchiuso racchiusa racchiusi racchiuse racchiudevo racchiudevi racchiudeva racchiudevamo racchiudevate racchiudevano racchiudesti racchiudemmo racchiudeste racchiusero racchiudessi racchiudesse racchiudessimo racchiudessero accluso acclusa acclusi accluse accludevo accludevi accludeva accludevamo accludevate accludevano accludesti accludemmo accludeste acclusero accludessi accludesse accludessimo accludessero
V|nest|annidare annida annidi annidiamo annidate annidino annido annidano annidiate
V|nesting|annidando
V|nested|annidato annidata annidati annidavo annidavi annidava annidavamo annidavate annidavano annidai annidasti annidammo annidaste annidarono annidassi annidasse annidassimo annidassero
V|iterate|iterare itera iteri iteriamo iterate iterino itero iterano iteriate
V|iterating|iterando
V|iterated|iterato iterata iterati iteravo iteravi iterava iteravamo iteravate iteravano iterai iterasti iterammo iteraste iterarono iterassi iterasse iterassimo iterassero
V|render|renderizzare renderizza renderizzi renderizziamo renderizzate renderizzino renderizzo renderizzano renderizziate
V|rendering|renderizzando
V|rendered|renderizzato renderizzata renderizzati renderizzavo renderizzavi renderizzava renderizzavamo renderizzavate renderizzavano renderizzai renderizzasti renderizzammo renderizzaste renderizzarono renderizzassi renderizzasse renderizzassimo renderizzassero
V|tokenize|tokenizzare tokenizza tokenizzi tokenizziamo tokenizzate tokenizzino tokenizzo tokenizzano tokenizziate
V|tokenizing|tokenizzando
V|tokenized|tokenizzato tokenizzata tokenizzati tokenizzavo tokenizzavi tokenizzava tokenizzavamo tokenizzavate tokenizzavano tokenizzai tokenizzasti tokenizzammo tokenizzaste tokenizzarono tokenizzassi tokenizzasse tokenizzassimo tokenizzassero
V|refine|affinare affina affini affiniamo affinate affinino affino affinano affiniate
V|refining|affinando
V|refined|affinato affinata affinati affinavo affinavi affinava affinavamo affinavate affinavano affinai affinasti affinammo affinaste affinarono affinassi affinasse affinassimo affinassero
V|optimize|ottimizzare ottimizza ottimizzi ottimizziamo ottimizzate ottimizzino ottimizzo ottimizzano ottimizziate
V|optimizing|ottimizzando
V|optimized|ottimizzato ottimizzata ottimizzati ottimizzavo ottimizzavi ottimizzava ottimizzavamo ottimizzavate ottimizzavano ottimizzai ottimizzasti ottimizzammo ottimizzaste ottimizzarono ottimizzassi ottimizzasse ottimizzassimo ottimizzassero
V|obscure|oscurare oscuriamo oscurate oscurino oscurano oscuriate
V|obscuring|oscurando
V|obscured|oscurato oscurata oscurati oscuravo oscuravi oscurava oscuravamo oscuravate oscuravano oscurai oscurasti oscurammo oscuraste oscurarono oscurassi oscurasse oscurassimo oscurassero
V|anonymize|anonimizzare anonimizza anonimizzi anonimizziamo anonimizzate anonimizzino anonimizzo anonimizzano anonimizziate
V|anonymizing|anonimizzando
V|anonymized|anonimizzato anonimizzata anonimizzati anonimizzavo anonimizzavi anonimizzava anonimizzavamo anonimizzavate anonimizzavano anonimizzai anonimizzasti anonimizzammo anonimizzaste anonimizzarono anonimizzassi anonimizzasse anonimizzassimo anonimizzassero
V|delegate|delegare delega deleghi deleghiamo delegate deleghino delego delegano deleghiate
V|delegating|delegando
V|delegated|delegato delegata delegati delegavo delegavi delegava delegavamo delegavate delegavano delegai delegasti delegammo delegaste delegarono delegassi delegasse delegassimo delegassero
V|escalate|scalare scali scaliamo scalate scalino scalo scalano scaliate
V|escalating|scalando
V|escalated|scalato scalata scalati scalavo scalavi scalava scalavamo scalavate scalavano scalai scalasti scalammo scalaste scalarono scalassi scalasse scalassimo scalassero
V|elevate|elevare eleva elevi eleviamo elevate elevino elevo elevano eleviate
V|elevating|elevando
V|elevated|elevato elevata elevati elevavo elevavi elevava elevavamo elevavate elevavano elevai elevasti elevammo elevaste elevarono elevassi elevasse elevassimo elevassero
V|raise|innalzare innalza innalzi innalziamo innalzate innalzino innalzo innalzano innalziate alzare alza alzi alziamo alzate alzino alzo alzano alziate sollevare solleva sollevi solleviamo sollevate sollevino sollevo sollevano solleviate
V|raising|innalzando alzando sollevando
V|raised|innalzato innalzata innalzati innalzavo innalzavi innalzava innalzavamo innalzavate innalzavano innalzai innalzasti innalzammo innalzaste innalzarono innalzassi innalzasse innalzassimo innalzassero alzato alzata alzati alzavo alzavi alzava alzavamo alzavate alzavano alzai alzasti alzammo alzaste alzarono alzassi alzasse alzassimo alzassero sollevato sollevata sollevati sollevavo sollevavi sollevava sollevavamo sollevavate sollevavano sollevai sollevasti sollevammo sollevaste sollevarono sollevassi sollevasse sollevassimo sollevassero
V|pass off|spacciare spaccia spacci spacciamo spacciate spaccino spaccio spacciano
V|passing off|spacciando
V|passed off|spacciato spacciata spacciati spacciavo spacciavi spacciava spacciavamo spacciavate spacciavano spacciai spacciasti spacciammo spacciaste spacciarono spacciassi spacciasse spacciassimo spacciassero
V|lie|mentire menta mentiamo mentite mentano mento mentono mentiate
V|lying|mentendo
V|lied|mentito mentita mentiti mentivo mentivi mentiva mentivamo mentivate mentivano mentii mentisti mentimmo mentiste mentirono mentissi mentisse mentissimo mentissero
V|betray|tradire tradisci tradisca tradiamo tradite tradiscano tradisco tradisce tradiscono tradiate
V|betraying|tradendo
V|betrayed|tradito tradita traditi tradivo tradivi tradiva tradivamo tradivate tradivano tradii tradisti tradi tradimmo tradiste tradirono tradissi tradisse tradissimo tradissero
V|make|rendere rendi renda rendiamo rendete rendano rendo rende rendono rendiate effettuare effettua effettui effettuiamo effettuate effettuino effettuo effettuano effettuiate
V|making|rendendo effettuando
V|made|resa rese rendevo rendevi rendeva rendevamo rendevate rendevano rendesti rendemmo rendeste resero rendessi rendesse rendessimo rendessero effettuato effettuata effettuati effettuavo effettuavi effettuava effettuavamo effettuavate effettuavano effettuai effettuasti effettuammo effettuaste effettuarono effettuassi effettuasse effettuassimo effettuassero
V|fall|cadere cadi cada cadiamo cadete cadano cado cade cadono cadiate
V|falling|cadendo
V|fallen|caduto caduta caduti cadute
V|fell|cadevo cadevi cadeva cadevamo cadevate cadevano caddi cadesti cadde cademmo cadeste caddero cadessi cadesse cadessimo cadessero
V|win|vincere vinci vinca vinciamo vincete vincano vinco vince vincono vinciate
V|winning|vincendo
V|won|vinto vinta vinti vinte vincevo vincevi vinceva vincevamo vincevate vincevano vinsi vincesti vinse vincemmo vinceste vinsero vincessi vincesse vincessimo vincessero
V|lose|perdere perdi perda perdiamo perdete perdano perdo perde perdono perdiate
V|losing|perdendo
V|lost|perso persa persi perse perduto perduta perduti perdute perdevo perdevi perdeva perdevamo perdevate perdevano perdesti perdemmo perdeste persero perdessi perdesse perdessimo perdessero
V|be born|nascere nasci nasca nasciamo nascete nascano nasco nasce nascono nasciate
V|being born|nascendo
V|been born|nato nata nati nate
V|was born|nascevo nascevi nasceva nascevamo nascevate nascevano nacqui nascesti nacque nascemmo nasceste nacquero nascessi nascesse nascessimo nascessero
V|grow|crescere cresci cresca cresciamo crescete crescano cresco cresce crescono cresciate
V|growing|crescendo
V|grown|cresciuto cresciuta cresciuti cresciute
V|grew|crescevo crescevi cresceva crescevamo crescevate crescevano crebbi crescesti crebbe crescemmo cresceste crebbero crescessi crescesse crescessimo crescessero
V|host|ospitare ospita ospitiamo ospitate ospitino ospito ospitano ospitiate
V|hosting|ospitando
V|hosted|ospitato ospitata ospitati ospitavo ospitavi ospitava ospitavamo ospitavate ospitavano ospitai ospitasti ospitammo ospitaste ospitarono ospitassi ospitasse ospitassimo ospitassero
V|lower|abbassare abbassa abbassi abbassiamo abbassate abbassino abbasso abbassano abbassiate
V|lowering|abbassando
V|lowered|abbassato abbassata abbassati abbassavo abbassavi abbassava abbassavamo abbassavate abbassavano abbassai abbassasti abbassammo abbassaste abbassarono abbassassi abbassasse abbassassimo abbassassero
V|go up|salire sali salga saliamo salite salgano salgo salgono saliate
V|going up|salendo
V|gone up|salito salita saliti
V|went up|salivo salivi saliva salivamo salivate salivano salii salisti salimmo saliste salirono salissi salisse salissimo salissero
V|go down|scendere scendi scenda scendiamo scendete scendano scendo scende scendono scendiate
V|going down|scendendo
V|gone down|sceso scesa scesi scese
V|went down|scendevo scendevi scendeva scendevamo scendevate scendevano scendesti scendemmo scendeste scesero scendessi scendesse scendessimo scendessero
V|pull|tirare tira tiri tiriamo tirate tirino tiro tirano tiriate
V|pulling|tirando
V|pulled|tirato tirata tirati tiravo tiravi tirava tiravamo tiravate tiravano tirai tirasti tirammo tiraste tirarono tirassi tirasse tirassimo tirassero
V|beat|battere batti batta battiamo battete battano batto batte battono battiate battevo battevi batteva battevamo battevate battevano battei battesti battemmo batteste batterono battetti battette battettero battessi battesse battessimo battessero
V|beating|battendo
V|beaten|battuto battuta battuti battute
V|cut|tagliare taglia tagli tagliamo tagliate taglino tagliato tagliata tagliati taglio tagliano tagliavo tagliavi tagliava tagliavamo tagliavate tagliavano tagliai tagliasti tagliammo tagliaste tagliarono tagliassi tagliasse tagliassimo tagliassero
V|cutting|tagliando
V|cover|coprire copri copra copriamo coprite coprano copro copre coprono copriate
V|covering|coprendo
V|covered|coperto coperta coperti coperte coprivo coprivi copriva coprivamo coprivate coprivano coprii copristi coprimmo copriste coprirono coprissi coprisse coprissimo coprissero
V|discover|scoprire scopri scopra scopriamo scoprite scoprano scopro scopre scoprono scopriate
V|discovering|scoprendo
V|discovered|scoperto scoperti scoprivo scoprivi scopriva scoprivamo scoprivate scoprivano scoprii scopristi scoprimmo scopriste scoprirono scoprissi scoprisse scoprissimo scoprissero
V|fill|riempire riempi riempa riempiamo riempite riempano riempo riempe riempono riempiate
V|filling|riempendo
V|filled|riempito riempita riempiti riempivo riempivi riempiva riempivamo riempivate riempivano riempii riempisti riempimmo riempiste riempirono riempissi riempisse riempissimo riempissero
V|be needed|occorrere occorri occorra occorriamo occorrete occorrano occorro occorre occorrono occorriate
V|being needed|occorrendo
V|been needed|occorso occorsa occorsi occorse
V|was needed|occorrevo occorrevi occorreva occorrevamo occorrevate occorrevano occorresti occorremmo occorreste occorsero occorressi occorresse occorressimo occorressero
V|need|bisognare bisogna bisogniamo bisognate bisognino bisognano bisogniate
V|needing|bisognando
V|needed|bisognato bisognata bisognati bisognavo bisognavi bisognava bisognavamo bisognavate bisognavano bisognai bisognasti bisognammo bisognaste bisognarono bisognassi bisognasse bisognassimo bisognassero
V|weigh|pesare pesa pesiamo pesate pesino pesano pesiate
V|weighing|pesando
V|weighed|pesato pesata pesati pesavo pesavi pesava pesavamo pesavate pesavano pesai pesasti pesammo pesaste pesarono pesassi pesasse pesassimo pesassero
V|cost|costare costa costiamo costate costino costato costata costati costano costiate costavo costavi costava costavamo costavate costavano costai costasti costammo costaste costarono costassi costasse costassimo costassero
V|costing|costando
V|study|studiare studia studiamo studiate studino studiano
V|studying|studiando
V|studied|studiato studiata studiati studiavo studiavi studiava studiavamo studiavate studiavano studiai studiasti studiammo studiaste studiarono studiassi studiasse studiassimo studiassero
V|argue|litigare litiga litighi litighiamo litigate litighino litigo litigano litighiate
V|arguing|litigando
V|argued|litigato litigata litigati litigavo litigavi litigava litigavamo litigavate litigavano litigai litigasti litigammo litigaste litigarono litigassi litigasse litigassimo litigassero
V|shout|gridare grida gridi gridiamo gridate gridino grido gridano gridiate urlare urla urli urliamo urlate urlino urlo urlano urliate
V|shouting|gridando urlando
V|shouted|gridato gridata gridati gridavo gridavi gridava gridavamo gridavate gridavano gridai gridasti gridammo gridaste gridarono gridassi gridasse gridassimo gridassero urlato urlata urlati urlavo urlavi urlava urlavamo urlavate urlavano urlai urlasti urlammo urlaste urlarono urlassi urlasse urlassimo urlassero
V|whisper|sussurrare sussurra sussurri sussurriamo sussurrate sussurrino sussurro sussurrano sussurriate
V|whispering|sussurrando
V|whispered|sussurrato sussurrata sussurrati sussurravo sussurravi sussurrava sussurravamo sussurravate sussurravano sussurrai sussurrasti sussurrammo sussurraste sussurrarono sussurrassi sussurrasse sussurrassimo sussurrassero
V|wash|lavare lava lavi laviamo lavate lavino lavo lavano laviate
V|washing|lavando
V|washed|lavato lavata lavati lavavo lavavi lavava lavavamo lavavate lavavano lavai lavasti lavammo lavaste lavarono lavassi lavasse lavassimo lavassero
V|dress|vestire vesti vesta vestiamo vestite vestano vesto veste vestono vestiate
V|dressing|vestendo
V|dressed|vestito vestita vestiti vestivo vestivi vestiva vestivamo vestivate vestivano vestii vestisti vestimmo vestiste vestirono vestissi vestisse vestissimo vestissero
V|cook|cucinare cucini cuciniamo cucinate cucinino cucino cucinano cuciniate
V|cooking|cucinando
V|cooked|cucinato cucinata cucinati cucinavo cucinavi cucinava cucinavamo cucinavate cucinavano cucinai cucinasti cucinammo cucinaste cucinarono cucinassi cucinasse cucinassimo cucinassero
V|swim|nuotare nuota nuoti nuotiamo nuotate nuotino nuoto nuotano nuotiate
V|swimming|nuotando
V|swum|nuotato nuotata nuotati
V|swam|nuotavo nuotavi nuotava nuotavamo nuotavate nuotavano nuotai nuotasti nuotammo nuotaste nuotarono nuotassi nuotasse nuotassimo nuotassero
V|kiss|baciare bacia baci baciamo baciate bacino bacio baciano
V|kissing|baciando
V|kissed|baciato baciata baciati baciavo baciavi baciava baciavamo baciavate baciavano baciai baciasti baciammo baciaste baciarono baciassi baciasse baciassimo baciassero
V|hug|abbracciare abbraccia abbracci abbracciamo abbracciate abbraccino abbraccio abbracciano
V|hugging|abbracciando
V|hugged|abbracciato abbracciata abbracciati abbracciavo abbracciavi abbracciava abbracciavamo abbracciavate abbracciavano abbracciai abbracciasti abbracciammo abbracciaste abbracciarono abbracciassi abbracciasse abbracciassimo abbracciassero
V|interest|interessare interessa interessiamo interessino interesso interessano interessiate
V|interesting|interessando
V|interested|interessavo interessavi interessava interessavamo interessavate interessavano interessai interessasti interessammo interessaste interessarono interessassi interessasse interessassimo interessassero
V|fight|combattere combatti combatta combattiamo combattete combattano combatto combatte combattono combattiate lottare lotti lottiamo lottate lottino lotto lottano lottiate
V|fighting|combattendo lottando
V|fought|combattuto combattuta combattuti combattute combattevo combattevi combatteva combattevamo combattevate combattevano combattei combattesti combattemmo combatteste combatterono combattetti combattette combattettero combattessi combattesse combattessimo combattessero lottato lottata lottati lottavo lottavi lottava lottavamo lottavate lottavano lottai lottasti lottammo lottaste lottarono lottassi lottasse lottassimo lottassero
V|age|invecchiare invecchia invecchi invecchiamo invecchiate invecchino invecchio invecchiano
V|aging|invecchiando
V|aged|invecchiato invecchiata invecchiati invecchiavo invecchiavi invecchiava invecchiavamo invecchiavate invecchiavano invecchiai invecchiasti invecchiammo invecchiaste invecchiarono invecchiassi invecchiasse invecchiassimo invecchiassero
V|place|posare posa posi posiamo posate posino poso posano posiate collocare colloca collochi collochiamo collocate collochino colloco collocano collochiate
V|placing|posando collocando
V|placed|posato posata posati posavo posavi posava posavamo posavate posavano posai posasti posammo posaste posarono posassi posasse posassimo posassero collocato collocata collocati collocavo collocavi collocava collocavamo collocavate collocavano collocai collocasti collocammo collocaste collocarono collocassi collocasse collocassimo collocassero
V|rest|riposare riposa riposi riposiamo riposate riposino riposo riposano riposiate
V|resting|riposando
V|rested|riposato riposata riposati riposavo riposavi riposava riposavamo riposavate riposavano riposai riposasti riposammo riposaste riposarono riposassi riposasse riposassimo riposassero
V|wear|indossare indossa indossi indossiamo indossate indossino indosso indossano indossiate
V|wearing|indossando
V|worn|indossato indossata indossati
V|wore|indossavo indossavi indossava indossavamo indossavate indossavano indossai indossasti indossammo indossaste indossarono indossassi indossasse indossassimo indossassero
V|turn out|risultare risulta risulti risultiamo risultate risultino risulto risultano risultiate
V|turning out|risultando
V|turned out|risultata risultavo risultavi risultava risultavamo risultavate risultavano risultai risultasti risultammo risultaste risultarono risultassi risultasse risultassimo risultassero
V|represent|rappresentare rappresenta rappresenti rappresentiamo rappresentate rappresentino rappresento rappresentano rappresentiate
V|representing|rappresentando
V|represented|rappresentato rappresentata rappresentati rappresentavo rappresentavi rappresentava rappresentavamo rappresentavate rappresentavano rappresentai rappresentasti rappresentammo rappresentaste rappresentarono rappresentassi rappresentasse rappresentassimo rappresentassero
V|mean|significare significa significhi significhiamo significate significhino significo significano significhiate intendere intendi intenda intendiamo intendete intendano intendo intende intendono intendiate
V|meaning|significando intendendo
V|meant|significato significata significati significavo significavi significava significavamo significavate significavano significai significasti significammo significaste significarono significassi significasse significassimo significassero inteso intesa intesi intese intendevo intendevi intendeva intendevamo intendevate intendevano intendesti intendemmo intendeste intesero intendessi intendesse intendessimo intendessero
V|announce|annunciare annuncia annunci annunciamo annunciate annuncino annuncio annunciano
V|announcing|annunciando
V|announced|annunciato annunciata annunciati annunciavo annunciavi annunciava annunciavamo annunciavate annunciavano annunciai annunciasti annunciammo annunciaste annunciarono annunciassi annunciasse annunciassimo annunciassero
V|conquer|conquistare conquista conquisti conquistiamo conquistate conquistino conquisto conquistano conquistiate
V|conquering|conquistando
V|conquered|conquistato conquistata conquistati conquistavo conquistavi conquistava conquistavamo conquistavate conquistavano conquistai conquistasti conquistammo conquistaste conquistarono conquistassi conquistasse conquistassimo conquistassero
V|estimate|stimare stima stimi stimiamo stimino stimo stimano stimiate
V|estimating|stimando
V|estimated|stimavo stimavi stimava stimavamo stimavate stimavano stimai stimasti stimammo stimaste stimarono stimassi stimasse stimassimo stimassero
V|compare|confrontare confronta confronti confrontiamo confrontate confrontino confronto confrontano confrontiate paragonare paragona paragoni paragoniamo paragonate paragonino paragono paragonano paragoniate
V|comparing|confrontando paragonando
V|compared|confrontato confrontata confrontati confrontavo confrontavi confrontava confrontavamo confrontavate confrontavano confrontai confrontasti confrontammo confrontaste confrontarono confrontassi confrontasse confrontassimo confrontassero paragonato paragonata paragonati paragonavo paragonavi paragonava paragonavamo paragonavate paragonavano paragonai paragonasti paragonammo paragonaste paragonarono paragonassi paragonasse paragonassimo paragonassero
V|distinguish|distinguere distingui distingua distinguiamo distinguete distinguano distinguo distingue distinguono distinguiate
V|distinguishing|distinguendo
V|distinguished|distinguevo distinguevi distingueva distinguevamo distinguevate distinguevano distinsi distinguesti distinse distinguemmo distingueste distinsero distinguessi distinguesse distinguessimo distinguessero
V|bind|legare lega leghi leghiamo legate leghino lego legano leghiate
V|binding|legando
V|bound|legato legata legati legavo legavi legava legavamo legavate legavano legai legasti legammo legaste legarono legassi legasse legassimo legassero
V|detach|staccare stacca stacchi stacchiamo staccate stacchino stacco staccano stacchiate
V|detaching|staccando
V|detached|staccato staccata staccati staccavo staccavi staccava staccavamo staccavate staccavano staccai staccasti staccammo staccaste staccarono staccassi staccasse staccassimo staccassero
V|precede|precedere precedi preceda precediamo precedete precedano precedo precede precedono precediate
V|preceding|precedendo
V|preceded|preceduto preceduta preceduti precedute precedevo precedevi precedeva precedevamo precedevate precedevano precedei precedesti precedemmo precedeste precederono precedetti precedette precedettero precedessi precedesse precedessimo precedessero
V|complain|lamentare lamenta lamenti lamentiamo lamentate lamentino lamento lamentano lamentiate
V|complaining|lamentando
V|complained|lamentato lamentata lamentati lamentavo lamentavi lamentava lamentavamo lamentavate lamentavano lamentai lamentasti lamentammo lamentaste lamentarono lamentassi lamentasse lamentassimo lamentassero
V|get angry|arrabbiare arrabbia arrabbi arrabbiamo arrabbino arrabbio arrabbiano
V|getting angry|arrabbiando
V|got angry|arrabbiavo arrabbiavi arrabbiava arrabbiavamo arrabbiavate arrabbiavano arrabbiai arrabbiasti arrabbiammo arrabbiaste arrabbiarono arrabbiassi arrabbiasse arrabbiassimo arrabbiassero
V|be ashamed|vergognare vergogna vergogni vergogniamo vergognate vergognino vergogno vergognano vergogniate
V|being ashamed|vergognando
V|been ashamed|vergognato vergognata vergognati
V|was ashamed|vergognavo vergognavi vergognava vergognavamo vergognavate vergognavano vergognai vergognasti vergognammo vergognaste vergognarono vergognassi vergognasse vergognassimo vergognassero
V|carry out|svolgere svolgi svolga svolgiamo svolgete svolgano svolgo svolge svolgono svolgiate realizzare realizza realizzi realizziamo realizzate realizzino realizzo realizzano realizziate compiere compi compia compiamo compiete compiano compio compie compiono compiate
V|carrying out|svolgendo realizzando compiendo
V|carried out|svolto svolta svolti svolte svolgevo svolgevi svolgeva svolgevamo svolgevate svolgevano svolsi svolgesti svolse svolgemmo svolgeste svolsero svolgessi svolgesse svolgessimo svolgessero realizzato realizzata realizzati realizzavo realizzavi realizzava realizzavamo realizzavate realizzavano realizzai realizzasti realizzammo realizzaste realizzarono realizzassi realizzasse realizzassimo realizzassero compiuto compiuta compiuti compiute compievo compievi compieva compievamo compievate compievano compiei compiesti compiemmo compieste compierono compietti compiette compiettero compiessi compiesse compiessimo compiessero
V|involve|coinvolgere coinvolgi coinvolga coinvolgiamo coinvolgete coinvolgano coinvolgo coinvolge coinvolgono coinvolgiate
V|involving|coinvolgendo
V|involved|coinvolto coinvolta coinvolti coinvolte coinvolgevo coinvolgevi coinvolgeva coinvolgevamo coinvolgevate coinvolgevano coinvolsi coinvolgesti coinvolse coinvolgemmo coinvolgeste coinvolsero coinvolgessi coinvolgesse coinvolgessimo coinvolgessero
V|address|rivolgere rivolgi rivolga rivolgiamo rivolgete rivolgano rivolgo rivolge rivolgono rivolgiate
V|addressing|rivolgendo
V|addressed|rivolto rivolta rivolti rivolte rivolgevo rivolgevi rivolgeva rivolgevamo rivolgevate rivolgevano rivolsi rivolgesti rivolse rivolgemmo rivolgeste rivolsero rivolgessi rivolgesse rivolgessimo rivolgessero
V|extort|estorcere estorci estorca estorciamo estorcete estorcano estorco estorce estorcono estorciate
V|extorting|estorcendo
V|extorted|estorto estorta estorti estorte estorcevo estorcevi estorceva estorcevamo estorcevate estorcevano estorsi estorcesti estorse estorcemmo estorceste estorsero estorcessi estorcesse estorcessimo estorcessero
V|be sorry|dispiacere dispiaci dispiaccia dispiacciamo dispiacete dispiacciano dispiaccio dispiacciono dispiacciate
V|being sorry|dispiacendo
V|been sorry|dispiaciuto dispiaciuta dispiaciuti dispiaciute
V|was sorry|dispiacevo dispiacevi dispiaceva dispiacevamo dispiacevate dispiacevano dispiacqui dispiacesti dispiacque dispiacemmo dispiaceste dispiacquero dispiacessi dispiacesse dispiacessimo dispiacessero
V|correlate|correlare correla correli correliamo correlate correlino correlo correlano correliate
V|correlating|correlando
V|correlated|correlato correlata correlati correlavo correlavi correlava correlavamo correlavate correlavano correlai correlasti correlammo correlaste correlarono correlassi correlasse correlassimo correlassero
V|correspond|corrispondere corrispondi corrisponda corrispondiamo corrispondete corrispondano corrispondo corrisponde corrispondono corrispondiate
V|corresponding|corrispondendo
V|corresponded|corrisposto corrisposta corrisposti corrisposte corrispondevo corrispondevi corrispondeva corrispondevamo corrispondevate corrispondevano corrisposi corrispondesti corrispose corrispondemmo corrispondeste corrisposero corrispondessi corrispondesse corrispondessimo corrispondessero
V|preset|prestabilire prestabilisci prestabilisca prestabiliamo prestabilite prestabiliscano prestabilito prestabilita prestabiliti prestabilisco prestabilisce prestabiliscono prestabiliate prestabilivo prestabilivi prestabiliva prestabilivamo prestabilivate prestabilivano prestabilii prestabilisti prestabili prestabilimmo prestabiliste prestabilirono prestabilissi prestabilisse prestabilissimo prestabilissero preimpostare preimposta preimposti preimpostiamo preimpostate preimpostino preimpostato preimpostata preimpostati preimposto preimpostano preimpostiate preimpostavo preimpostavi preimpostava preimpostavamo preimpostavate preimpostavano preimpostai preimpostasti preimpostammo preimpostaste preimpostarono preimpostassi preimpostasse preimpostassimo preimpostassero
V|presetting|prestabilendo preimpostando
V|predefine|predefinire predefinisci predefinisca predefiniamo predefinite predefiniscano predefinisco predefinisce predefiniscono predefiniate
V|predefining|predefinendo
V|predefined|predefinito predefinita predefiniti predefinivo predefinivi predefiniva predefinivamo predefinivate predefinivano predefinii predefinisti predefini predefinimmo predefiniste predefinirono predefinissi predefinisse predefinissimo predefinissero
V|preauthorize|preautorizzare preautorizza preautorizzi preautorizziamo preautorizzate preautorizzino preautorizzo preautorizzano preautorizziate
V|preauthorizing|preautorizzando
V|preauthorized|preautorizzato preautorizzata preautorizzati preautorizzavo preautorizzavi preautorizzava preautorizzavamo preautorizzavate preautorizzavano preautorizzai preautorizzasti preautorizzammo preautorizzaste preautorizzarono preautorizzassi preautorizzasse preautorizzassimo preautorizzassero
V|preapprove|preapprovare preapprova preapprovi preapproviamo preapprovate preapprovino preapprovo preapprovano preapproviate
V|preapproving|preapprovando
V|preapproved|preapprovato preapprovata preapprovati preapprovavo preapprovavi preapprovava preapprovavamo preapprovavate preapprovavano preapprovai preapprovasti preapprovammo preapprovaste preapprovarono preapprovassi preapprovasse preapprovassimo preapprovassero
V|submit|sottomettere sottometti sottometta sottomettiamo sottomettete sottomettano sottometto sottomette sottomettono sottomettiate
V|submitting|sottomettendo
V|submitted|sottomesso sottomessa sottomessi sottomesse sottomettevo sottomettevi sottometteva sottomettevamo sottomettevate sottomettevano sottomisi sottomettesti sottomise sottomettemmo sottometteste sottomisero sottomettessi sottomettesse sottomettessimo sottomettessero
V|give back|ridare ridai ridia ridate ridiano ridanno
V|giving back|ridando
V|given back|ridato ridata ridati
V|gave back|ridavo ridavi ridava ridavamo ridavate ridavano ridiedi ridiede ridiedero ridettero
V|say again|ridire ridica ridiciamo ridite ridicano ridico ridici ridice ridicono ridiciate
V|saying again|ridicendo
V|said again|ridetto ridetta ridetti ridette ridicevo ridicevi ridiceva ridicevamo ridicevate ridicevano ridissi ridicesti ridisse ridicemmo ridiceste ridissero ridicessi ridicesse ridicessimo ridicessero
V|predict|predire predi prediciamo predite predicano predico predici predice predicono prediciate
V|predicting|predicendo
V|predicted|predetto predetta predetti predette predicevo predicevi prediceva predicevamo predicevate predicevano predissi predicesti predisse predicemmo prediceste predissero predicessi predicesse predicessimo predicessero
V|contradict|contraddire contraddi contraddica contraddiciamo contraddite contraddicano contraddico contraddici contraddice contraddicono contraddiciate
V|contradicting|contraddicendo
V|contradicted|contraddetto contraddetta contraddetti contraddette contraddicevo contraddicevi contraddiceva contraddicevamo contraddicevate contraddicevano contraddissi contraddicesti contraddisse contraddicemmo contraddiceste contraddissero contraddicessi contraddicesse contraddicessimo contraddicessero
V|curse|maledire maledi maledica malediciamo maledite maledicano maledico maledici maledice maledicono malediciate
V|cursing|maledicendo
V|cursed|maledetto maledetta maledetti maledette maledicevo maledicevi malediceva maledicevamo maledicevate maledicevano maledissi maledicesti maledisse maledicemmo malediceste maledissero maledicessi maledicesse maledicessimo maledicessero
V|detect|rilevare rileva rilevi rileviamo rilevate rilevino rilevo rilevano rileviate
V|detecting|rilevando
V|detected|rilevato rilevata rilevati rilevavo rilevavi rilevava rilevavamo rilevavate rilevavano rilevai rilevasti rilevammo rilevaste rilevarono rilevassi rilevasse rilevassimo rilevassero
V|identify|individuare individua individui individuiamo individuate individuino individuo individuano individuiate identificare identifica identifichi identifichiamo identificate identifichino identifico identificano identifichiate
V|identifying|individuando identificando
V|identified|individuato individuata individuati individuavo individuavi individuava individuavamo individuavate individuavano individuai individuasti individuammo individuaste individuarono individuassi individuasse individuassimo individuassero identificato identificata identificati identificavo identificavi identificava identificavamo identificavate identificavano identificai identificasti identificammo identificaste identificarono identificassi identificasse identificassimo identificassero
V|locate|localizzare localizza localizzi localizziamo localizzate localizzino localizzo localizzano localizziate
V|locating|localizzando
V|located|localizzato localizzata localizzati localizzavo localizzavi localizzava localizzavamo localizzavate localizzavano localizzai localizzasti localizzammo localizzaste localizzarono localizzassi localizzasse localizzassimo localizzassero
V|geolocate|geolocalizzare geolocalizza geolocalizzi geolocalizziamo geolocalizzate geolocalizzino geolocalizzo geolocalizzano geolocalizziate
V|geolocating|geolocalizzando
V|geolocated|geolocalizzato geolocalizzata geolocalizzati geolocalizzavo geolocalizzavi geolocalizzava geolocalizzavamo geolocalizzavate geolocalizzavano geolocalizzai geolocalizzasti geolocalizzammo geolocalizzaste geolocalizzarono geolocalizzassi geolocalizzasse geolocalizzassimo geolocalizzassero
V|stalk|pedinare pedina pedini pediniamo pedinate pedinino pedino pedinano pediniate perseguitare perseguita perseguiti perseguitiamo perseguitate perseguitino perseguito perseguitano perseguitiate
V|stalking|pedinando perseguitando
V|stalked|pedinato pedinata pedinati pedinavo pedinavi pedinava pedinavamo pedinavate pedinavano pedinai pedinasti pedinammo pedinaste pedinarono pedinassi pedinasse pedinassimo pedinassero perseguitato perseguitata perseguitati perseguitavo perseguitavi perseguitava perseguitavamo perseguitavate perseguitavano perseguitai perseguitasti perseguitammo perseguitaste perseguitarono perseguitassi perseguitasse perseguitassimo perseguitassero
V|harass|molestare molesta molesti molestiamo molestate molestino molesto molestano molestiate
V|harassing|molestando
V|harassed|molestato molestata molestati molestavo molestavi molestava molestavamo molestavate molestavano molestai molestasti molestammo molestaste molestarono molestassi molestasse molestassimo molestassero
V|insult|insultare insulta insulti insultiamo insultate insultino insulto insultano insultiate
V|insulting|insultando
V|insulted|insultato insultata insultati insultavo insultavi insultava insultavamo insultavate insultavano insultai insultasti insultammo insultaste insultarono insultassi insultasse insultassimo insultassero
V|humiliate|umiliare umilia umili umiliamo umiliate umilino umilio umiliano
V|humiliating|umiliando
V|humiliated|umiliato umiliata umiliati umiliavo umiliavi umiliava umiliavamo umiliavate umiliavano umiliai umiliasti umiliammo umiliaste umiliarono umiliassi umiliasse umiliassimo umiliassero
V|discriminate|discriminare discrimina discrimini discriminiamo discriminate discriminino discrimino discriminano discriminiate
V|discriminating|discriminando
V|discriminated|discriminato discriminata discriminati discriminavo discriminavi discriminava discriminavamo discriminavate discriminavano discriminai discriminasti discriminammo discriminaste discriminarono discriminassi discriminasse discriminassimo discriminassero
V|incite|incitare incita inciti incitiamo incitate incitino incito incitano incitiate fomentare fomenta fomenti fomentiamo fomentate fomentino fomento fomentano fomentiate
V|inciting|incitando fomentando
V|incited|incitato incitata incitati incitavo incitavi incitava incitavamo incitavate incitavano incitai incitasti incitammo incitaste incitarono incitassi incitasse incitassimo incitassero fomentato fomentata fomentati fomentavo fomentavi fomentava fomentavamo fomentavate fomentavano fomentai fomentasti fomentammo fomentaste fomentarono fomentassi fomentasse fomentassimo fomentassero
V|instigate|istigare istiga istighi istighiamo istigate istighino istigo istigano istighiate
V|instigating|istigando
V|instigated|istigato istigata istigati istigavo istigavi istigava istigavamo istigavate istigavano istigai istigasti istigammo istigaste istigarono istigassi istigasse istigassimo istigassero
V|kidnap|sequestrare sequestra sequestri sequestriamo sequestrate sequestrino sequestro sequestrano sequestriate rapire rapisci rapisca rapiamo rapite rapiscano rapisco rapisce rapiscono rapiate
V|kidnapping|sequestrando rapendo
V|kidnapped|sequestrato sequestrata sequestrati sequestravo sequestravi sequestrava sequestravamo sequestravate sequestravano sequestrai sequestrasti sequestrammo sequestraste sequestrarono sequestrassi sequestrasse sequestrassimo sequestrassero rapito rapita rapiti rapivo rapivi rapiva rapivamo rapivate rapivano rapii rapisti rapi rapimmo rapiste rapirono rapissi rapisse rapissimo rapissero
V|launder|riciclare ricicla ricicli ricicliamo riciclate riciclino riciclo riciclano ricicliate
V|laundering|riciclando
V|laundered|riciclato riciclata riciclati riciclavo riciclavi riciclava riciclavamo riciclavate riciclavano riciclai riciclasti riciclammo riciclaste riciclarono riciclassi riciclasse riciclassimo riciclassero
V|smuggle|contrabbandare contrabbanda contrabbandi contrabbandiamo contrabbandate contrabbandino contrabbando contrabbandano contrabbandiate
V|smuggling|contrabbandando
V|smuggled|contrabbandato contrabbandata contrabbandati contrabbandavo contrabbandavi contrabbandava contrabbandavamo contrabbandavate contrabbandavano contrabbandai contrabbandasti contrabbandammo contrabbandaste contrabbandarono contrabbandassi contrabbandasse contrabbandassimo contrabbandassero
V|poison|avvelenare avvelena avveleni avveleniamo avvelenate avvelenino avveleno avvelenano avveleniate
V|poisoning|avvelenando
V|poisoned|avvelenato avvelenata avvelenati avvelenavo avvelenavi avvelenava avvelenavamo avvelenavate avvelenavano avvelenai avvelenasti avvelenammo avvelenaste avvelenarono avvelenassi avvelenasse avvelenassimo avvelenassero
V|shoot|sparare spara spari spariamo sparate sparino sparo sparano spariate
V|shooting|sparando
V|shot|sparato sparata sparati sparavo sparavi sparava sparavamo sparavate sparavano sparai sparasti sparammo sparaste spararono sparassi sparasse sparassimo sparassero
V|explode|esplodere esplodi esploda esplodiamo esplodete esplodano esplodo esplode esplodono esplodiate
V|exploding|esplodendo
V|exploded|esploso esplosa esplosi esplose esplodevo esplodevi esplodeva esplodevamo esplodevate esplodevano esplodesti esplodemmo esplodeste esplosero esplodessi esplodesse esplodessimo esplodessero
V|manufacture|fabbricare fabbrichi fabbrichiamo fabbricate fabbrichino fabbrico fabbricano fabbrichiate
V|manufacturing|fabbricando
V|manufactured|fabbricato fabbricata fabbricati fabbricavo fabbricavi fabbricava fabbricavamo fabbricavate fabbricavano fabbricai fabbricasti fabbricammo fabbricaste fabbricarono fabbricassi fabbricasse fabbricassimo fabbricassero
V|assemble|assemblare assembla assembli assembliamo assemblate assemblino assemblo assemblano assembliate
V|assembling|assemblando
V|assembled|assemblato assemblata assemblati assemblavo assemblavi assemblava assemblavamo assemblavate assemblavano assemblai assemblasti assemblammo assemblaste assemblarono assemblassi assemblasse assemblassimo assemblassero
V|feed|nutrire nutri nutra nutriamo nutrite nutrano nutro nutre nutrono nutriate alimentare alimenta alimenti alimentiamo alimentate alimentino alimento alimentano alimentiate
V|feeding|nutrendo alimentando
V|fed|nutrito nutrita nutriti nutrivo nutrivi nutriva nutrivamo nutrivate nutrivano nutrii nutristi nutrimmo nutriste nutrirono nutrissi nutrisse nutrissimo nutrissero alimentato alimentata alimentati alimentavo alimentavi alimentava alimentavamo alimentavate alimentavano alimentai alimentasti alimentammo alimentaste alimentarono alimentassi alimentasse alimentassimo alimentassero
N|government|governo
N|governments|governi
N|road|strada
N|roads|strade
N|book|libro
N|books|libri
N|front|fronte
N|fronts|fronti
N|faces|facce visi
N|situation|situazione
N|situations|situazioni
N|mayor|sindaco
N|mayors|sindaci
N|president|presidente
N|presidents|presidenti
N|minister|ministro
N|ministers|ministri
N|party|partito festa
N|parties|partiti feste
N|election|elezione
N|elections|elezioni
N|peoples|popoli
N|campaign|campagna
N|campaigns|campagne
N|economy|economia
N|economies|economie
N|market|mercato
N|markets|mercati
N|production|produzione
N|productions|produzioni
N|study|studio
N|studies|studi
N|art|arte
N|arts|arti
N|music|musica musiche
N|newspaper|giornale
N|newspapers|giornali
N|news|notizia notizie
N|magazine|rivista
N|magazines|riviste
N|television|televisione televisore
N|televisions|televisioni televisori
N|color|colore
N|colors|colori
N|shadow|ombra
N|shadows|ombre
N|look|sguardo
N|looks|sguardi
N|face|viso
N|foot|piede
N|feet|piedi
N|arm|braccio
N|arms|braccia
N|leg|gamba
N|legs|gambe
N|hair|capello
N|hairs|capelli
N|mouth|bocca
N|mouths|bocche
N|ear|orecchio
N|ears|orecchie
N|nose|naso
N|noses|nasi
N|blood|sangue
N|bloods|sangui
N|skin|pelle
N|skins|pelli
N|age|eta
N|force|forza
N|forces|forze
N|energy|energia
N|energies|energe
N|square|piazza
N|squares|piazze
N|bridge|ponte
N|bridges|ponti
N|river|fiume
N|rivers|fiumi
N|sea|mare
N|seas|mari
N|mountain|montagna
N|mountains|montagne
N|garden|giardino
N|gardens|giardini
N|tree|albero
N|trees|alberi
N|flower|fiore
N|flowers|fiori
N|horse|cavallo
N|horses|cavalli
N|bird|uccello
N|birds|uccelli
N|fish|pesce pesci
N|bread|pane
N|breads|pani
N|wine|vino
N|wines|vini
N|coffee|caffe
N|milk|latte
N|milks|latti
N|meat|carne
N|meats|carni
N|fruit|frutta frutto
N|fruits|frutte frutti
N|chair|sedia
N|chairs|sedie
N|kitchen|cucina
N|kitchens|cucine
N|bathroom|bagno
N|bathrooms|bagni
N|wall|muro parete
N|walls|muri pareti
N|building|edificio palazzo
N|buildings|edifici palazzi
N|church|chiesa
N|factory|fabbrica
N|factories|fabbriche
N|industry|industria
N|industries|industrie
N|ship|nave
N|ships|navi
N|boat|barca
N|boats|barche
N|match|partita
N|matches|partite
N|football|calcio calci
N|victory|vittoria
N|victories|vittorie
N|defeat|sconfitta
N|defeats|sconfitte
N|prize|premio
N|feeling|sentimento
N|feelings|sentimenti
N|emotion|emozione
N|emotions|emozioni
N|fear|paura
N|fears|paure
N|love|amore
N|loves|amori
N|hope|speranza
N|hopes|speranze
N|doubt|dubbio
N|doubts|dubbi
N|dream|sogno
N|dreams|sogni
N|experience|esperienza
N|experiences|esperienze
N|fault|colpa
N|faults|colpe
N|solution|soluzione
N|solutions|soluzioni
N|proposal|proposta
N|proposals|proposte
N|advice|consiglio consigli
N|help|aiuto
N|helps|aiuti
N|please|favore cortesia
N|favors|favori
N|courtesies|cortesie
N|greeting|saluto
N|attention|attenzione
N|attentions|attenzioni
N|importance|importanza
N|importances|importanze
N|measure|misura
N|measures|misure
N|size|dimensione
N|sizes|dimensioni
N|length|lunghezza
N|lengths|lunghezze
N|height|altezza
N|heights|altezze
N|width|larghezza
N|widths|larghezze
N|speed|velocita
N|distance|distanza
N|distances|distanze
N|direction|direzione indicazione
N|directions|direzioni indicazioni
N|position|posizione
N|positions|posizioni
N|degree|grado laurea
N|degrees|gradi lauree
N|class|classe
N|classes|classi
N|element|elemento
N|elements|elementi
N|component|componente
N|components|componenti
N|material|materiale
N|materials|materiali
N|substance|sostanza
N|substances|sostanze
N|stuff|roba
N|stuffs|robe
N|method|metodo
N|methods|metodi
N|technology|tecnologia
N|technologies|tecnologie
N|theory|teoria
N|theories|teorie
N|ability|capacita
N|expertise|competenza
N|expertises|competenze
N|qualification|qualifica
N|qualifications|qualifiche
N|environment|ambiente
N|environments|ambienti
N|finance|finanza
N|finances|finanze
N|capital|capitale
N|capitals|capitali
N|investment|investimento
N|investments|investimenti
N|profit|profitto
N|profits|profitti
N|earnings|guadagno guadagni
N|income|reddito
N|incomes|redditi
N|loan|prestito
N|loans|prestiti
N|mortgage|mutuo
N|mortgages|mutui
N|rent|affitto
N|rents|affitti
N|bill|bolletta
N|bills|bollette
N|insurance|assicurazione
N|insurances|assicurazioni
N|pension|pensione
N|pensions|pensioni
N|freedom|liberta
N|ministry|ministero
N|ministries|ministeri
N|province|provincia
N|provinces|province
N|peace|pace paci
N|army|esercito
N|armies|eserciti
N|battle|battaglia
N|battles|battaglie
N|murder|omicidio
N|murders|omicidi
N|religion|religione
N|religions|religioni
N|phone call|telefonata
N|phone calls|telefonate
N|calls|chiamate
N|video call|videochiamata
N|video calls|videochiamate
N|conference|conferenza
N|conferences|conferenze
N|presentation|presentazione
N|presentations|presentazioni
N|speech|discorso
N|speeches|discorsi
N|debate|dibattito
N|debates|dibattiti
N|monday|lunedi
N|tuesday|martedi
N|wednesday|mercoledi
N|thursday|giovedi
N|friday|venerdi
N|saturday|sabato
N|saturdays|sabati
N|sunday|domenica
N|sundays|domeniche
N|january|gennaio
N|januaries|gennai
N|february|febbraio
N|februaries|febbrai
N|march|marzo
N|marches|marzi
N|april|aprile
N|aprils|aprili
N|may|maggio
N|mays|maggi
N|june|giugno
N|junes|giugni
N|july|luglio
N|julies|lugli
N|august|agosto
N|augusts|agosti
N|september|settembre
N|septembers|settembri
N|october|ottobre
N|octobers|ottobri
N|november|novembre
N|novembers|novembri
N|december|dicembre
N|decembers|dicembri
N|spring|primavera
N|springs|primavere
N|summer|estate
N|summers|estati
N|autumn|autunno
N|autumns|autunni
N|winter|inverno
N|winters|inverni
N|hours|ore
N|century|secolo
N|centuries|secoli
N|decade|decennio
N|decades|decenni
N|instant|istante
N|instants|istanti
N|pity|peccato
N|pities|peccati
A|corresponding|corrispondente corrispondenti
A|relative|relativo relativa relativi relative
A|relevant|rilevante rilevanti pertinente pertinenti
A|interested|interessato interessata interessati interessate
A|reasonable|ragionevole ragionevoli
A|logical|logico logica logici logiche
A|consistent|coerente coerenti
A|compliant|conforme conformi
A|eligible|idoneo idonea idonei idonee
A|qualified|qualificato qualificata qualificati qualificate
N|reply|replica riscontro
N|replies|repliche riscontri
N|source|fonte sorgente
N|sources|fonti sorgenti
N|frame|cornice quadro
N|frames|cornici quadri
N|base|base
N|bases|basi
N|pretext|pretesto
N|pretexts|pretesti
N|noun|sostantivo
N|nouns|sostantivi
N|verb|verbo
N|verbs|verbi
N|adjective|aggettivo
N|adjectives|aggettivi
N|adverb|avverbio
N|adverbs|avverbi
N|pronoun|pronome
N|pronouns|pronomi
N|imperative|imperativo
N|imperatives|imperativi
N|vocative|vocativo
N|vocatives|vocativi
N|negation|negazione
N|negations|negazioni
N|subjunctive|congiuntivo
N|subjunctives|congiuntivi
N|quantifier|quantificatore
N|quantifiers|quantificatori
N|claim|affermazione pretesa sinistro
N|claims|affermazioni pretese sinistri
N|queue|coda fila
N|queues|code
N|recording|registrazione
N|recordings|registrazioni
N|extraction|estrazione
N|extractions|estrazioni
N|cipher|cifrario
N|ciphers|cifrari
N|waiting|attesa
N|waitings|attese
N|heading|intestazione
N|headings|intestazioni
N|title|titolo
N|titles|titoli
N|rank|rango
N|ranks|ranghi
N|shield|scudo
N|shields|scudi
N|finding|rilievo risultanza
N|findings|rilievi risultanze
N|detector|rilevatore
N|detectors|rilevatori
N|detection|rilevamento
N|detections|rilevamenti
N|syllable|sillaba
N|syllables|sillabe
N|keyword|parolachiave
N|keywords|parolechiave
N|flag|bandiera
N|flags|bandiere
N|clearance|nullaosta
N|factor|fattore
N|factors|fattori
N|depth|profondita
N|cue|spunto
N|cues|spunti
N|comma|virgola
N|commas|virgole
N|punctuation|punteggiatura
N|punctuations|punteggiature
N|programming|programmazione
N|programmings|programmazioni
N|statement|dichiarazione
N|statements|dichiarazioni
N|slide|diapositiva
N|slides|diapositive
N|seed|seme
N|seeds|semi
N|realism|realismo realismi
N|prefix|prefisso
N|prefixes|prefissi
N|suffix|suffisso
N|suffixes|suffissi
N|oversight|supervisione supervisioni
N|loop|ciclo
N|loops|cicli
N|helper|aiutante
N|helpers|aiutanti
N|correction|correzione
N|corrections|correzioni
N|unit|unita
N|dash|trattino
N|dashes|trattini
N|channel|canale
N|channels|canali
N|bracket|parentesi
N|wording|formulazione
N|wordings|formulazioni
N|trait|tratto
N|traits|tratti
N|string|stringa
N|strings|stringhe
N|property|proprieta
N|probe|sonda
N|probes|sonde
N|platform|piattaforma
N|platforms|piattaforme
N|suggestion|suggerimento
N|suggestions|suggerimenti
N|hint|indizio
N|hints|indizi
N|changes|modifiche cambiamenti
N|change|cambiamento
N|vocabulary|vocabolario
N|vocabularies|vocabolari
N|twin|gemello
N|twins|gemelli
N|style|stile
N|styles|stili
N|scheduling|pianificazione
N|schedulings|pianificazioni
N|rate|tasso
N|rates|tassi
N|orchestrator|orchestratore
N|orchestrators|orchestratori
N|separator|separatore
N|separators|separatori
N|guard|guardia
N|guards|guardie
N|grandpa|nonnino
N|grandpas|nonnini
N|granny|nonnina
N|grannies|nonnine
N|gap|lacuna
N|gaps|lacune
N|echo|eco
N|deceased|defunto
N|deceaseds|defunti
N|concern|preoccupazione
N|concerns|preoccupazioni
N|committee|comitato
N|committees|comitati
N|vowel|vocale
N|vowels|vocali
N|vault|cassaforte caveau
N|vaults|casseforti
N|typo|refuso
N|typos|refusi
N|scope|ambito
N|scopes|ambiti
N|ritual|rituale
N|rituals|rituali
N|pair|coppia
N|pairs|coppie
N|orientation|orientamento
N|orientations|orientamenti
N|mention|menzione
N|mentions|menzioni
N|means|mezzi
N|latin|latino
N|latins|latini
N|lab|laboratorio
N|labs|laboratori
N|font|font
N|exercise|esercizio
N|exercises|esercizi
N|contact|contatto
N|contacts|contatti
N|classifier|classificatore
N|classifiers|classificatori
N|bullet|proiettile
N|bullets|proiettili
N|behaviour|comportamento
N|behaviours|comportamenti
N|attribute|attributo
N|attributes|attributi
N|attempt|tentativo
N|attempts|tentativi
N|artifact|artefatto
N|artifacts|artefatti
N|applicant|richiedente
N|applicants|richiedenti
N|appendix|appendice
N|appendices|appendici
N|apartment|appartamento
N|apartments|appartamenti
N|accent|accento
N|accents|accenti
N|visibility|visibilita
N|view|vista
N|views|viste
N|trick|trucco
N|tricks|trucchi
N|traffic|traffico traffici
N|threshold|soglia
N|thresholds|soglie
N|terrorism|terrorismo terrorismi
N|temperature|temperatura
N|temperatures|temperature
N|superuser|superutente
N|superusers|superutenti
N|spelling|ortografia
N|spellings|ortografie
N|slash|barra
N|slashes|barre
N|reagent|reagente
N|reagents|reagenti
N|puzzle|enigma
N|puzzles|enigmi
N|porn|porno
N|placeholder|segnaposto
N|pen|penna
N|pens|penne
N|passage|brano
N|passages|brani
N|margin|margine
N|margins|margini
N|lock|serratura
N|locks|serrature
N|load|carico
N|loads|carichi
N|joke|barzelletta scherzo
N|jokes|barzellette scherzi
N|imitation|imitazione
N|imitations|imitazioni
N|expression|espressione
N|expressions|espressioni
N|entry|entrata
N|entries|entrate
N|drawback|inconveniente
N|drawbacks|inconvenienti
N|deletion|cancellazione eliminazione
N|deletions|cancellazioni eliminazioni
N|deal|affare
N|deals|affari
N|completion|completamento
N|completions|completamenti
N|chemist|chimico
N|chemists|chimici
N|chart|grafico
N|charts|grafici
N|camera|telecamera
N|cameras|telecamere
N|board|bacheca
N|boards|bacheche
N|awareness|consapevolezza consapevolezze
N|adversary|avversario
N|adversaries|avversari
N|substitute|sostituto
N|substitutes|sostituti
N|substitution|sostituzione
N|substitutions|sostituzioni
N|suicide|suicidio
N|suicides|suicidi
N|suppression|soppressione
N|suppressions|soppressioni
N|termination|cessazione risoluzione
N|terminations|cessazioni risoluzioni
N|torture|tortura
N|tortures|torture
N|trade|commercio
N|trades|commerci
N|trap|trappola
N|traps|trappole
N|translator|traduttore
N|translators|traduttori
N|vehicle|veicolo
N|vehicles|veicoli
N|weekly|settimanale
N|weeklies|settimanali
N|slavery|schiavitu
N|surveillance|sorveglianza sorveglianze
N|statistics|statistica statistiche
N|strategy|strategia
N|strategies|strategie
N|syntax|sintassi
N|tactic|tattica
N|tactics|tattiche
N|talent|talento
N|talents|talenti
N|targets|bersagli
N|temple|tempio
N|temples|templi
N|sexism|sessismo
N|sexisms|sessismi
N|sex|sesso
N|sexes|sessi
N|sequence|sequenza
N|sequences|sequenze
N|sector|settore
N|sectors|settori
N|season|stagione
N|seasons|stagioni
N|scale|scala bilancia
N|scales|scale bilance
N|satire|satira
N|satires|satire
N|sample|campione
N|samples|campioni
N|robbery|rapina
N|robberies|rapine
N|rival|rivale
N|rivals|rivali
N|riddle|indovinello
N|riddles|indovinelli
N|revenge|vendetta
N|revenges|vendette
N|rhyme|rima
N|rhymes|rime
N|repetition|ripetizione
N|repetitions|ripetizioni
N|reference|riferimento
N|references|riferimenti
N|publisher|editore
N|publishers|editori
N|pressure|pressione
N|pressures|pressioni
N|minor|minorenne
N|minors|minorenni
N|migration|migrazione
N|migrations|migrazioni
N|mass|massa
N|masses|masse
N|manuscript|manoscritto
N|manuscripts|manoscritti
N|lesson|lezione
N|lessons|lezioni
N|instance|istanza
N|instances|istanze
N|incitement|incitamento
N|incitements|incitamenti
N|identifier|identificativo
N|identifiers|identificativi
N|formula|formula
N|formulas|formule
N|forecast|previsione
N|forecasts|previsioni
N|exploitation|sfruttamento
N|exploitations|sfruttamenti
N|evasion|evasione elusione
N|evasions|evasioni elusioni
N|disinformation|disinformazione disinformazioni
N|disk|disco
N|disks|dischi
N|dependency|dipendenza
N|dependencies|dipendenze
N|customs|dogana dogane
N|core|nucleo
N|cores|nuclei
N|conclusion|conclusione
N|conclusions|conclusioni
N|compiler|compilatore
N|compilers|compilatori
N|competitor|concorrente
N|competitors|concorrenti
N|coach|allenatore pullman
N|coaches|allenatori
N|chaos|caos
N|caption|didascalia
N|captions|didascalie
N|birth|nascita
N|births|nascite
N|anarchy|anarchia anarchie
N|abuse|abuso
N|abuses|abusi
N|acceptance|accettazione
N|acceptances|accettazioni
N|activation|attivazione
N|activations|attivazioni
N|affiliation|affiliazione
N|affiliations|affiliazioni
N|opposite|opposto contrario
N|opposites|opposti contrari
N|inability|incapacita
N|addition|aggiunta
N|additions|aggiunte
N|collection|raccolta
N|collections|raccolte
N|processing|elaborazione
N|processings|elaborazioni
N|execution|esecuzione
N|executions|esecuzioni
N|invocation|invocazione
N|invocations|invocazioni
N|detail|dettaglio
N|instructor|istruttore
N|instructors|istruttori
N|retrieval|recupero
N|retrievals|recuperi
N|stealth|furtivita
N|concealment|occultamento
N|concealments|occultamenti
N|disclosure|divulgazione rivelazione
N|disclosures|divulgazioni rivelazioni
N|exfiltration|esfiltrazione
N|exfiltrations|esfiltrazioni
N|manipulation|manipolazione
N|manipulations|manipolazioni
N|hijacking|dirottamento
N|hijackings|dirottamenti
N|impersonation|impersonificazione
N|impersonations|impersonificazioni
N|override|sovrascrittura
N|overrides|sovrascritture
N|bypass|aggiramento
N|bypasses|aggiramenti
N|forwarding|inoltro
N|forwardings|inoltri
N|redirect|reindirizzamento
N|redirects|reindirizzamenti
N|ignorance|ignoranza
N|ignorances|ignoranze
N|obedience|obbedienza
N|obediences|obbedienze
N|disregard|inosservanza noncuranza
N|disregards|inosservanze noncuranze
N|violation|trasgressione
N|violations|trasgressioni
A|void|nullo nulli nulle
A|automated|automatizzato automatizzata automatizzati automatizzate
A|evil|malvagio malvagia malvagi malvagie
A|further|ulteriore ulteriori
D|further|ulteriormente
A|positive|positivo positiva positivi positive
A|negative|negativo negativa negativi negative
A|exempt|esente esenti
A|unable|incapace incapaci
A|near|vicino vicina vicini vicine
A|unfortunate|sfortunato sfortunata sfortunati sfortunate
A|persistent|persistente persistenti
A|additional|aggiuntivo aggiuntiva aggiuntivi aggiuntive supplementare supplementari
A|multilingual|multilingue
A|inner|interiore interiori
A|destructive|distruttivo distruttiva distruttivi distruttive
A|deceased|deceduto deceduta deceduti decedute defunta defunte
A|genuine|genuino genuina genuini genuine
A|deadly|mortale mortali
A|lethal|letale letali
A|believable|credibile credibili
A|conditional|condizionale condizionali
A|aware|consapevole consapevoli
A|applicable|applicabile applicabili
A|usable|utilizzabile utilizzabili
D|verbally|verbalmente
A|unnecessary|superfluo superflua superflui superflue
A|perfect|perfetto perfetta perfetti perfette
D|perfectly|perfettamente
A|toxic|tossico tossica tossici tossiche
A|xenophobic|xenofobo xenofoba xenofobi xenofobe
A|sexist|sessista sessisti sessiste
A|regular|regolare regolari
D|regularly|regolarmente
A|natural|naturale naturali
D|naturally|naturalmente
A|daily|quotidiano quotidiana quotidiani quotidiane
A|friendly|amichevole amichevoli
A|benign|benigno benigna benigni benigne
A|outdated|obsoleto obsoleta obsoleti obsolete superato superata superati superate
A|deprecated|deprecato deprecata deprecati deprecate
D|fully|pienamente
A|large|ampio ampia ampi ampie
A|covert|furtivo furtiva furtivi furtive
D|covertly|furtivamente nascostamente
A|chemical|chimica chimiche
A|minor|minore minori
A|former|ex
D|unfortunately|purtroppo sfortunatamente
D|afterwards|dopodiche
D|around|intorno attorno
D|backwards|rovescio
D|better|meglio
D|worse|peggio
D|regardless|indipendentemente prescindere
D|bcc|ccn
D|cc|cc
V|base|basare basa basiamo basate basino baso basano basiate
V|basing|basando
V|based|basato basata basati basavo basavi basava basavamo basavate basavano basai basasti basammo basaste basarono basassi basasse basassimo basassero
V|dictate|dettare detta detti dettiamo dettate dettino dettano dettiate
V|dictating|dettando
V|dictated|dettato dettata dettati dettavo dettavi dettava dettavamo dettavate dettavano dettai dettasti dettammo dettaste dettarono dettassi dettasse dettassimo dettassero
V|expect|prevedere prevedi preveda prevediamo prevedete prevedano prevedo prevede prevedono prevediate
V|expecting|prevedendo
V|expected|previsto prevista previsti previste preveduto preveduta preveduti prevedute prevedevo prevedevi prevedeva prevedevamo prevedevate prevedevano previdi prevedesti previde prevedemmo prevedeste previdero prevedessi prevedesse prevedessimo prevedessero
V|introduce|introdurre introduci introduca introduciamo introducete introducano introduco introduce introducono introduciate
V|introducing|introducendo
V|introduced|introdotto introdotta introdotti introdotte introducevo introducevi introduceva introducevamo introducevate introducevano introdussi introducesti introdusse introducemmo introduceste introdussero introducessi introducesse introducessimo introducessero
V|deduce|dedurre deduci deduca deduciamo deducete deducano deduco deduce deducono deduciate
V|deducing|deducendo
V|deduced|dedotto dedotta dedotti dedotte deducevo deducevi deduceva deducevamo deducevate deducevano dedussi deducesti dedusse deducemmo deduceste dedussero deducessi deducesse deducessimo deducessero
V|deduct|detrarre detrai detragga detraiamo detraete detraggano detraggo detrae detraggono detraiate
V|deducting|detraendo
V|deducted|detratto detratta detratti detratte detraevo detraevi detraeva detraevamo detraevate detraevano detrassi detraesti detrasse detraemmo detraeste detrassero detraessi detraesse detraessimo detraessero
V|portray|ritrarre ritrai ritragga ritraiamo ritraete ritraggano ritraggo ritrae ritraggono ritraiate
V|portraying|ritraendo
V|portrayed|ritratto ritratta ritratti ritratte ritraevo ritraevi ritraeva ritraevamo ritraevate ritraevano ritrassi ritraesti ritrasse ritraemmo ritraeste ritrassero ritraessi ritraesse ritraessimo ritraessero
V|withhold|trattenere trattieni trattenga tratteniamo trattenete trattengano trattengo trattiene trattengono tratteniate
V|withholding|trattenendo
V|withheld|trattenuto trattenuta trattenuti trattenute trattenevo trattenevi tratteneva trattenevamo trattenevate trattenevano trattenni trattenesti trattenne trattenemmo tratteneste trattennero trattenessi trattenesse trattenessimo trattenessero
V|spell|sillabare sillabi sillabiamo sillabate sillabino sillabo sillabano sillabiate compitare compita compitiamo compitate compitino compitano compitiate
V|spelling|sillabando compitando
V|spelled|sillabato sillabata sillabati sillabavo sillabavi sillabava sillabavamo sillabavate sillabavano sillabai sillabasti sillabammo sillabaste sillabarono sillabassi sillabasse sillabassimo sillabassero compitato compitata compitati compitavo compitavi compitava compitavamo compitavate compitavano compitai compitasti compitammo compitaste compitarono compitassi compitasse compitassimo compitassero
V|append|accodare accoda accodi accodiamo accodate accodino accodo accodano accodiate
V|appending|accodando
V|appended|accodato accodata accodati accodavo accodavi accodava accodavamo accodavate accodavano accodai accodasti accodammo accodaste accodarono accodassi accodasse accodassimo accodassero
V|escape|scappare scappa scappi scappiamo scappate scappino scappo scappano scappiate evadere evadi evada evadiamo evadete evadano evado evade evadono evadiate
V|escaping|scappando evadendo
V|escaped|scappato scappata scappati scappavo scappavi scappava scappavamo scappavate scappavano scappai scappasti scappammo scappaste scapparono scappassi scappasse scappassimo scappassero evaso evasa evasi evase evadevo evadevi evadeva evadevamo evadevate evadevano evadesti evademmo evadeste evasero evadessi evadesse evadessimo evadessero
V|consent|acconsentire acconsenti acconsenta acconsentiamo acconsentite acconsentano acconsento acconsente acconsentono acconsentiate
V|consenting|acconsentendo
V|consented|acconsentito acconsentita acconsentiti acconsentivo acconsentivi acconsentiva acconsentivamo acconsentivate acconsentivano acconsentii acconsentisti acconsentimmo acconsentiste acconsentirono acconsentissi acconsentisse acconsentissimo acconsentissero
V|waive|derogare deroghi deroghiamo derogate deroghino derogo derogano deroghiate
V|waiving|derogando
V|waived|derogato derogata derogati derogavo derogavi derogava derogavamo derogavate derogavano derogai derogasti derogammo derogaste derogarono derogassi derogasse derogassimo derogassero
V|hijack|dirottare dirotta dirotti dirottiamo dirottate dirottino dirotto dirottano dirottiate
V|hijacking|dirottando
V|hijacked|dirottato dirottata dirottati dirottavo dirottavi dirottava dirottavamo dirottavate dirottavano dirottai dirottasti dirottammo dirottaste dirottarono dirottassi dirottasse dirottassimo dirottassero
V|interact|interagire interagisci interagisca interagiamo interagite interagiscano interagisco interagisce interagiscono interagiate
V|interacting|interagendo
V|interacted|interagito interagita interagiti interagivo interagivi interagiva interagivamo interagivate interagivano interagii interagisti interagi interagimmo interagiste interagirono interagissi interagisse interagissimo interagissero
V|silence|silenziare silenzia silenziamo silenziate silenzino silenziano
V|silencing|silenziando
V|silenced|silenziato silenziata silenziati silenziavo silenziavi silenziava silenziavamo silenziavate silenziavano silenziai silenziasti silenziammo silenziaste silenziarono silenziassi silenziasse silenziassimo silenziassero
V|urge|esortare esorta esorti esortiamo esortate esortino esorto esortano esortiate sollecitare sollecita sollecitiamo sollecitate sollecitino sollecitano sollecitiate
V|urging|esortando sollecitando
V|urged|esortato esortata esortati esortavo esortavi esortava esortavamo esortavate esortavano esortai esortasti esortammo esortaste esortarono esortassi esortasse esortassimo esortassero sollecitato sollecitata sollecitati sollecitavo sollecitavi sollecitava sollecitavamo sollecitavate sollecitavano sollecitai sollecitasti sollecitammo sollecitaste sollecitarono sollecitassi sollecitasse sollecitassimo sollecitassero
V|encourage|incoraggiare incoraggia incoraggi incoraggiamo incoraggiate incoraggino incoraggio incoraggiano
V|encouraging|incoraggiando
V|encouraged|incoraggiato incoraggiata incoraggiati incoraggiavo incoraggiavi incoraggiava incoraggiavamo incoraggiavate incoraggiavano incoraggiai incoraggiasti incoraggiammo incoraggiaste incoraggiarono incoraggiassi incoraggiasse incoraggiassimo incoraggiassero
V|exceed|superare supera superi superiamo superino supero superano superiate
V|exceeding|superando
V|exceeded|superavo superavi superava superavamo superavate superavano superai superasti superammo superaste superarono superassi superasse superassimo superassero
V|insist|insistere insisti insista insistiamo insistete insistano insisto insiste insistono insistiate
V|insisting|insistendo
V|insisted|insistito insistita insistiti insistite insistevo insistevi insisteva insistevamo insistevate insistevano insistei insistesti insistemmo insisteste insisterono insistetti insistette insistettero insistessi insistesse insistessimo insistessero
V|mirror|rispecchiare rispecchia rispecchi rispecchiamo rispecchiate rispecchino rispecchio rispecchiano
V|mirroring|rispecchiando
V|mirrored|rispecchiato rispecchiata rispecchiati rispecchiavo rispecchiavi rispecchiava rispecchiavamo rispecchiavate rispecchiavano rispecchiai rispecchiasti rispecchiammo rispecchiaste rispecchiarono rispecchiassi rispecchiasse rispecchiassimo rispecchiassero
V|arrange|disporre disponi disponga disponiamo disponete dispongano dispongo dispone dispongono disponiate
V|arranging|disponendo
V|arranged|disposto disposta disposti disposte disponevo disponevi disponeva disponevamo disponevate disponevano disposi disponesti dispose disponemmo disponeste disposero disponessi disponesse disponessimo disponessero
V|sit|sedere siedi sieda sediamo sedete siedano siedo siede siedono sediate
V|sitting|sedendo
V|sat|seduto seduta seduti sedute sedevo sedevi sedeva sedevamo sedevate sedevano sedei sedesti sedemmo sedeste sederono sedetti sedette sedettero sedessi sedesse sedessimo sedessero
V|arise|sorgere sorgi sorga sorgiamo sorgete sorgano sorgo sorge sorgono sorgiate
V|arising|sorgendo
V|arisen|sorto sorti
V|arose|sorgevo sorgevi sorgeva sorgevamo sorgevate sorgevano sorsi sorgesti sorse sorgemmo sorgeste sorsero sorgessi sorgesse sorgessimo sorgessero
V|cross|attraversare attraversa attraversi attraversiamo attraversate attraversino attraversano attraversiate
V|crossing|attraversando
V|crossed|attraversato attraversata attraversati attraversavo attraversavi attraversava attraversavamo attraversavate attraversavano attraversai attraversasti attraversammo attraversaste attraversarono attraversassi attraversasse attraversassimo attraversassero
V|approach|avvicinare avvicina avvicini avviciniamo avvicinate avvicinino avvicino avvicinano avviciniate
V|approaching|avvicinando
V|approached|avvicinato avvicinata avvicinati avvicinavo avvicinavi avvicinava avvicinavamo avvicinavate avvicinavano avvicinai avvicinasti avvicinammo avvicinaste avvicinarono avvicinassi avvicinasse avvicinassimo avvicinassero
V|constitute|costituire costituisci costituisca costituiamo costituite costituiscano costituisco costituisce costituiscono costituiate
V|constituting|costituendo
V|constituted|costituito costituita costituiti costituivo costituivi costituiva costituivamo costituivate costituivano costituii costituisti costitui costituimmo costituiste costituirono costituissi costituisse costituissimo costituissero
V|flee|fuggire fuggi fugga fuggiamo fuggite fuggano fuggo fugge fuggono fuggiate
V|fleeing|fuggendo
V|fled|fuggito fuggita fuggiti fuggivo fuggivi fuggiva fuggivamo fuggivate fuggivano fuggii fuggisti fuggimmo fuggiste fuggirono fuggissi fuggisse fuggissimo fuggissero
V|enjoy|godere godi goda godiamo godete godano godo gode godono godiate
V|enjoying|godendo
V|enjoyed|goduto goduta goduti godute godevo godevi godeva godevamo godevate godevano godei godesti godemmo godeste goderono godetti godette godettero godessi godesse godessimo godessero
V|present|presentare presenta presentiamo presentate presentino presento presentano presentiate
V|presenting|presentando
V|presented|presentato presentata presentati presentavo presentavi presentava presentavamo presentavate presentavano presentai presentasti presentammo presentaste presentarono presentassi presentasse presentassimo presentassero
V|resist|resistere resisti resista resistiamo resistete resistano resisto resiste resistono resistiate
V|resisting|resistendo
V|resisted|resistito resistita resistiti resistite resistevo resistevi resisteva resistevamo resistevate resistevano resistei resistesti resistemmo resisteste resisterono resistetti resistette resistettero resistessi resistesse resistessimo resistessero
V|gather|riunire riunisci riunisca riuniamo riunite riuniscano riunisco riunisce riuniscono riuniate
V|gathering|riunendo
V|gathered|riunito riunita riuniti riunivo riunivi riuniva riunivamo riunivate riunivano riunii riunisti riuni riunimmo riuniste riunirono riunissi riunisse riunissimo riunissero
V|bear|sopportare sopporta sopporti sopportiamo sopportate sopportino sopporto sopportano sopportiate
V|bearing|sopportando
V|borne|sopportato sopportata sopportati
V|bore|sopportavo sopportavi sopportava sopportavamo sopportavate sopportavano sopportai sopportasti sopportammo sopportaste sopportarono sopportassi sopportasse sopportassimo sopportassero
V|marry|sposare sposa sposi sposiamo sposate sposino sposo sposano sposiate
V|marrying|sposando
V|married|sposato sposata sposati sposavo sposavi sposava sposavamo sposavate sposavano sposai sposasti sposammo sposaste sposarono sposassi sposasse sposassimo sposassero
V|be patient|pazientare pazienta pazientiamo pazientate pazientino paziento pazientano pazientiate
V|being patient|pazientando
V|been patient|pazientato pazientata pazientati
V|was patient|pazientavo pazientavi pazientava pazientavamo pazientavate pazientavano pazientai pazientasti pazientammo pazientaste pazientarono pazientassi pazientasse pazientassimo pazientassero
V|fall asleep|addormentare addormenta addormenti addormentiamo addormentate addormentino addormento addormentano addormentiate
V|falling asleep|addormentando
V|fallen asleep|addormentato addormentata addormentati
V|fell asleep|addormentavo addormentavi addormentava addormentavamo addormentavate addormentavano addormentai addormentasti addormentammo addormentaste addormentarono addormentassi addormentasse addormentassimo addormentassero
V|implement|attuare attua attui attuiamo attuate attuino attuo attuano attuiate implementare implementa implementi implementiamo implementate implementino implemento implementano implementiate
V|implementing|attuando implementando
V|implemented|attuato attuata attuati attuavo attuavi attuava attuavamo attuavate attuavano attuai attuasti attuammo attuaste attuarono attuassi attuasse attuassimo attuassero implementato implementata implementati implementavo implementavi implementava implementavamo implementavate implementavano implementai implementasti implementammo implementaste implementarono implementassi implementasse implementassimo implementassero
V|document|documentare documenta documentiamo documentate documentino documentano documentiate
V|documenting|documentando
V|documented|documentato documentata documentati documentavo documentavi documentava documentavamo documentavate documentavano documentai documentasti documentammo documentaste documentarono documentassi documentasse documentassimo documentassero
V|allocate|allocare alloca allochi allochiamo allocate allochino alloco allocano allochiate destinare destina destiniamo destinate destinino destinano destiniate
V|allocating|allocando destinando
V|allocated|allocato allocata allocati allocavo allocavi allocava allocavamo allocavate allocavano allocai allocasti allocammo allocaste allocarono allocassi allocasse allocassimo allocassero destinato destinata destinati destinavo destinavi destinava destinavamo destinavate destinavano destinai destinasti destinammo destinaste destinarono destinassi destinasse destinassimo destinassero
V|view|visionare visiona visioniamo visionate visionino visiono visionano visioniate
V|viewing|visionando
V|viewed|visionato visionata visionati visionavo visionavi visionava visionavamo visionavate visionavano visionai visionasti visionammo visionaste visionarono visionassi visionasse visionassimo visionassero
V|consult|consultare consulta consulti consultiamo consultate consultino consulto consultano consultiate
V|consulting|consultando
V|consulted|consultato consultata consultati consultavo consultavi consultava consultavamo consultavate consultavano consultai consultasti consultammo consultaste consultarono consultassi consultasse consultassimo consultassero
V|dispute|contestare contesta contestiamo contestate contestino contestano contestiate
V|disputing|contestando
V|disputed|contestato contestata contestati contestavo contestavi contestava contestavamo contestavate contestavano contestai contestasti contestammo contestaste contestarono contestassi contestasse contestassimo contestassero
V|go back|risalire risali risalga risaliamo risalite risalgano risalgo risale risalgono risaliate
V|going back|risalendo
V|gone back|risalito risalita risaliti
V|went back|risalivo risalivi risaliva risalivamo risalivate risalivano risalii risalisti risalimmo risaliste risalirono risalissi risalisse risalissimo risalissero
V|recheck|ricontrollare ricontrolla ricontrolli ricontrolliamo ricontrollate ricontrollino ricontrollo ricontrollano ricontrolliate
V|rechecking|ricontrollando
V|rechecked|ricontrollato ricontrollata ricontrollati ricontrollavo ricontrollavi ricontrollava ricontrollavamo ricontrollavate ricontrollavano ricontrollai ricontrollasti ricontrollammo ricontrollaste ricontrollarono ricontrollassi ricontrollasse ricontrollassimo ricontrollassero
V|quantify|quantificare quantifica quantifichi quantifichiamo quantificate quantifichino quantifico quantificano quantifichiate
V|quantifying|quantificando
V|quantified|quantificato quantificata quantificati quantificavo quantificavi quantificava quantificavamo quantificavate quantificavano quantificai quantificasti quantificammo quantificaste quantificarono quantificassi quantificasse quantificassimo quantificassero
N|affection|affetto
N|affections|affetti
N|corner|angolo
N|corners|angoli
N|attitude|atteggiamento
N|attitudes|atteggiamenti
N|cars|automobili
N|beauty|bellezza
N|beauties|bellezze
N|beast|bestia
N|beasts|bestie
N|wood|bosco legno
N|woods|boschi legni
N|dinner|cena
N|dinners|cene
N|sky|cielo
N|skies|cieli
N|cinema|cinema
N|blow|colpo
N|blows|colpi
N|companion|compagno compagna
N|companions|compagni compagne
N|concept|concetto
N|concepts|concetti
N|farmer|contadino
N|farmers|contadini
N|courage|coraggio coraggi
N|conscience|coscienza
N|consciences|coscienze
N|tooth|dente
N|teeth|denti
N|fate|destino
N|fates|destini
N|era|epoca
N|eras|epoche
N|abroad|estero
N|abroads|esteri
N|hunger|fame fami
N|effort|fatica sforzo
N|efforts|fatiche sforzi
N|fever|febbre
N|fevers|febbri
N|phenomenon|fenomeno
N|phenomena|fenomeni
N|iron|ferro
N|irons|ferri
N|figure|figura
N|figures|figure
N|thread|filo thread
N|threads|fili
N|leaf|foglia
N|leaves|foglie congedi
N|crowd|folla
N|luck|fortuna fortune
N|smoke|fumo
N|smokes|fumi
N|gesture|gesto
N|gestures|gesti
N|ice|ghiaccio
N|ices|ghiacci
N|knee|ginocchio
N|knees|ginocchi
N|joy|gioia
N|joys|gioie
N|grace|grazia
N|taste|gusto
N|tastes|gusti
N|impression|impressione
N|impressions|impressioni
N|island|isola
N|islands|isole
N|institute|istituto
N|institutes|istituti
N|moon|luna
N|moons|lune
N|wolf|lupo
N|wolves|lupi
N|marriage|matrimonio
N|marriages|matrimoni
N|meter|metro
N|meters|metri
N|movement|movimento
N|movements|movimenti
N|boredom|noia noie
N|clouds|nuvole
N|honor|onore
N|honors|onori
N|origin|origine
N|origins|origini
N|gold|oro
N|golds|ori
N|master|padrone
N|masters|padroni
N|penalty|pena penale
N|penalties|pene penali
N|stone|pietra sasso
N|stones|pietre sassi
N|painter|pittore
N|painters|pittori
N|lunch|pranzo
N|lunches|pranzi
N|prince|principe
N|neighbourhood|quartiere
N|neighbourhoods|quartieri
N|saint|santo
N|saints|santi
N|sleep|sonno
N|sleeps|sonni
N|shoulder|spalla
N|shoulders|spalle
N|show|spettacolo
N|shows|spettacoli
N|spirit|spirito
N|spirits|spiriti
N|stomach|stomaco
N|stomaches|stomaci
N|foreigner|straniero
N|foreigners|stranieri
N|theater|teatro
N|theaters|teatri
N|tower|torre
N|towers|torri
N|valley|valle
N|valleys|valli
N|wind|vento
N|villa|villa
N|villas|ville
N|slowdown|rallentamento
N|slowdowns|rallentamenti
N|patience|pazienza pazienze
N|clarification|chiarimento
N|clarifications|chiarimenti
N|protagonist|protagonista
N|protagonists|protagonisti protagoniste
N|stay|soggiorno
N|stays|soggiorni
N|breakfast|colazione
N|breakfasts|colazioni
N|bad weather|maltempo maltempi
N|reader|lettore lettrice
N|readers|lettori lettrici
N|sense|senso
N|revenue|fatturato ricavo
N|revenues|fatturati ricavi
N|expenseses|spesi
N|down payment|acconto
N|down payments|acconti
N|advance|anticipo
N|advances|anticipi
N|installment|rata
N|installments|rate
N|price list|listino
N|price lists|listini
N|catalog|catalogo
N|catalogs|cataloghi
N|stock|giacenza scorta
N|stocks|giacenze scorte
N|inventory|inventario
N|inventories|inventari
N|logistics|logistica
N|transport|trasporto
N|transports|trasporti
N|pickup|ritiro
N|pickups|ritiri
N|return|reso
N|returns|resi
N|repair|riparazione
N|repairs|riparazioni
N|starses|stelli
N|satisfaction|soddisfazione
N|satisfactions|soddisfazioni
N|dissatisfaction|insoddisfazione
N|dissatisfactions|insoddisfazioni
N|disappointment|delusione
N|disappointments|delusioni
A|capable|capace capaci
A|sweet|dolce dolci
A|hard|duro dura duri dure
A|fresh|fresco fresca freschi fresche
A|sudden|improvviso improvvisa improvvisi improvvise
D|suddenly|improvvisamente
A|far|lontano lontana lontani lontane
A|noble|nobile nobili
A|horrible|orribile orribili
A|crazy|pazzo pazza pazzi pazze folle
A|tired|stanco stanca stanchi stanche
A|foreign|straniera straniere
A|administrative|amministrativo amministrativa amministrativi amministrative
A|management|gestionale gestionali
A|working|lavorativo lavorativa lavorativi lavorative
A|communicative|comunicativo comunicativa comunicativi comunicative
A|evident|evidente evidenti
D|evidently|evidentemente
D|practically|praticamente
A|lucky|fortunato fortunata fortunati fortunate
D|fortunately|fortunatamente
A|obvious|ovvio ovvia ovvi ovvie
D|obviously|ovviamente
A|satisfied|soddisfatto soddisfatta soddisfatti soddisfatte
A|dissatisfied|insoddisfatto insoddisfatta insoddisfatti insoddisfatte
A|disappointed|deluso delusa delusi deluse
A|recommended|consigliato consigliata consigliati consigliate
A|not recommended|sconsigliato sconsigliata sconsigliati sconsigliate
A|convenient|conveniente convenienti
A|defective|difettoso difettosa difettosi difettose
A|broken|rotto rotta rotti rotte
A|damaged|danneggiato danneggiata danneggiati danneggiate
A|punctual|puntuale puntuali
A|rude|maleducato maleducata maleducati maleducate scortese scortesi
A|noisy|rumoroso rumorosa rumorosi rumorose
A|spacious|spazioso spaziosa spaziosi spaziose
A|welcoming|accogliente accoglienti
D|in front|dinanzi
N|directory|directory
N|benchmark|benchmark
N|fax|fax
N|weekend|weekend
N|stress|stress
N|status|status
N|guardrail|guardrail
N|memo|memo
N|dump|dump
N|max|max
N|dataset|dataset
N|payload|payload
N|routine|routine
N|workspace|workspace
N|tutorial|tutorial
N|markdown|markdown
N|editor|editor
N|menu|menu
N|timeline|timeline
N|snapshot|snapshot
N|screenshot|screenshot
N|sidebar|sidebar
N|popup|popup
N|banner|banner
N|footer|footer
N|header|header
N|badge|badge
N|ranking|ranking
N|rating|rating votazione
N|antispam|antispam
N|disclaimer|disclaimer
N|workshop|workshop
N|gas|gas
N|film|film
N|website|website
N|nb|nb
N|ps|ps
N|ruling|sentenza
N|rulings|sentenze
N|disposal|disposizione
N|disposals|disposizioni
N|prescription|prescrizione
N|prescriptions|prescrizioni
N|precept|precetto
N|precepts|precetti
N|dictate|dettame
N|dictates|dettami
N|referee|arbitro
N|referees|arbitri
N|jury|giuria
N|juries|giurie
N|ratings|votazioni
N|thumb|pollice
N|thumbs|pollici
N|urgency|urgenza
N|urgencies|urgenze
N|submission|sottomissione
N|submissions|sottomissioni
N|dr|dott
N|mr|sig
N|mrs|sigra
N|dear|egr spett gent gentma
N|mobile|cell
N|for example|es
V|deliver|recapitare recapita recapiti recapitiamo recapitate recapitino recapito recapitano recapitiate
V|delivering|recapitando
V|delivered|recapitato recapitata recapitati recapitavo recapitavi recapitava recapitavamo recapitavate recapitavano recapitai recapitasti recapitammo recapitaste recapitarono recapitassi recapitasse recapitassimo recapitassero
V|route|instradare instrada instradi instradiamo instradate instradino instrado instradano instradiate
V|routing|instradando
V|routed|instradato instradata instradati instradavo instradavi instradava instradavamo instradavate instradavano instradai instradasti instradammo instradaste instradarono instradassi instradasse instradassimo instradassero
V|sort|smistare smista smisti smistiamo smistate smistino smisto smistano smistiate
V|sorting|smistando
V|sorted|smistato smistata smistati smistavo smistavi smistava smistavamo smistavate smistavano smistai smistasti smistammo smistaste smistarono smistassi smistasse smistassimo smistassero
V|circulate|diramare dirama dirami diramiamo diramate diramino diramo diramano diramiate
V|circulating|diramando
V|circulated|diramato diramata diramati diramavo diramavi diramava diramavamo diramavate diramavano diramai diramasti diramammo diramaste diramarono diramassi diramasse diramassimo diramassero
V|unmask|smascherare smaschera smascheri smascheriamo smascherate smascherino smaschero smascherano smascheriate
V|unmasking|smascherando
V|unmasked|smascherato smascherata smascherati smascheravo smascheravi smascherava smascheravamo smascheravate smascheravano smascherai smascherasti smascherammo smascheraste smascherarono smascherassi smascherasse smascherassimo smascherassero
V|spit out|sputare sputa sputi sputiamo sputate sputino sputo sputano sputiate
V|spitting out|sputando
V|spat out|sputato sputata sputati sputavo sputavi sputava sputavamo sputavate sputavano sputai sputasti sputammo sputaste sputarono sputassi sputasse sputassimo sputassero
V|cover up|insabbiare insabbia insabbi insabbiamo insabbiate insabbino insabbio insabbiano
V|covering up|insabbiando
V|covered up|insabbiato insabbiata insabbiati insabbiavo insabbiavi insabbiava insabbiavamo insabbiavate insabbiavano insabbiai insabbiasti insabbiammo insabbiaste insabbiarono insabbiassi insabbiasse insabbiassimo insabbiassero
V|keep quiet|sottacere sottaci sottaccia sottacciamo sottacete sottacciano sottaccio sottace sottacciono sottacciate
V|keeping quiet|sottacendo
V|kept quiet|sottaciuto sottaciuta sottaciuti sottaciute sottacevo sottacevi sottaceva sottacevamo sottacevate sottacevano sottacqui sottacesti sottacque sottacemmo sottaceste sottacquero sottacessi sottacesse sottacessimo sottacessero
V|keep secret|secretare secreta secreti secretiamo secretate secretino secreto secretano secretiate
V|keeping secret|secretando
V|kept secret|secretato secretata secretati secretavo secretavi secretava secretavamo secretavate secretavano secretai secretasti secretammo secretaste secretarono secretassi secretasse secretassimo secretassero
V|reserve|riservare riserva riservi riserviamo riservino riservo riservano riserviate
V|reserving|riservando
V|reserved|riservavo riservavi riservava riservavamo riservavate riservavano riservai riservasti riservammo riservaste riservarono riservassi riservasse riservassimo riservassero
V|camouflage|mimetizzare mimetizza mimetizzi mimetizziamo mimetizzate mimetizzino mimetizzo mimetizzano mimetizziate
V|camouflaging|mimetizzando
V|camouflaged|mimetizzato mimetizzata mimetizzati mimetizzavo mimetizzavi mimetizzava mimetizzavamo mimetizzavate mimetizzavano mimetizzai mimetizzasti mimetizzammo mimetizzaste mimetizzarono mimetizzassi mimetizzasse mimetizzassimo mimetizzassero
V|invalidate|invalidare invalidiamo invalidate invalidino invalidano invalidiate
V|invalidating|invalidando
V|invalidated|invalidato invalidata invalidati invalidavo invalidavi invalidava invalidavamo invalidavate invalidavano invalidai invalidasti invalidammo invalidaste invalidarono invalidassi invalidasse invalidassimo invalidassero
V|disown|disconoscere disconosci disconosca disconosciamo disconoscete disconoscano disconosco disconosce disconoscono disconosciate
V|disowning|disconoscendo
V|disowned|disconosciuto disconosciuta disconosciuti disconosciute disconoscevo disconoscevi disconosceva disconoscevamo disconoscevate disconoscevano disconobbi disconoscesti disconobbe disconoscemmo disconosceste disconobbero disconoscessi disconoscesse disconoscessimo disconoscessero
V|renounce|rinnegare rinnega rinneghi rinneghiamo rinnegate rinneghino rinnego rinnegano rinneghiate
V|renouncing|rinnegando
V|renounced|rinnegato rinnegata rinnegati rinnegavo rinnegavi rinnegava rinnegavamo rinnegavate rinnegavano rinnegai rinnegasti rinnegammo rinnegaste rinnegarono rinnegassi rinnegasse rinnegassimo rinnegassero
A|last|scorso scorsa scorsi scorse
A|neural|neurale neurali
A|generative|generativo generativa generativi generative
A|conversational|conversazionale conversazionali
A|fantastic|fantastico fantastica fantastici fantastiche
A|wonderful|meraviglioso meravigliosa meravigliosi meravigliose
A|disappointing|deludente deludenti
A|mediocre|mediocre mediocri
A|flawless|impeccabile impeccabili
A|exceptional|eccezionale eccezionali
A|extraordinary|straordinario straordinaria straordinari straordinarie
A|incredible|incredibile incredibili
A|very beautiful|bellissimo bellissima bellissimi bellissime
A|very important|importantissimo importantissima importantissimi importantissime
A|very urgent|urgentissimo urgentissima urgentissimi urgentissime
A|highly recommended|consigliatissimo consigliatissima consigliatissimi consigliatissime
A|cancelled|annullato annullata annullati annullate
A|objective|oggettivo oggettiva oggettivi oggettive
D|objectively|oggettivamente
A|unconditional|incondizionato incondizionata incondizionati incondizionate
D|unconditionally|incondizionatamente
A|unrestricted|sfrenato sfrenata sfrenati sfrenate
D|ago|addietro
V|participate|partecipare partecipa partecipi partecipiamo partecipate partecipino partecipo partecipano partecipiate
V|participating|partecipando
V|participated|partecipato partecipata partecipati partecipavo partecipavi partecipava partecipavamo partecipavate partecipavano partecipai partecipasti partecipammo partecipaste parteciparono partecipassi partecipasse partecipassimo partecipassero
V|face|affrontare affronta affronti affrontiamo affrontate affrontino affronto affrontano affrontiate
V|facing|affrontando
V|faced|affrontato affrontata affrontati affrontavo affrontavi affrontava affrontavamo affrontavate affrontavano affrontai affrontasti affrontammo affrontaste affrontarono affrontassi affrontasse affrontassimo affrontassero
V|cause|provocare provoca provochi provochiamo provocate provochino provoco provocano provochiate causare causi causiamo causate causino causo causano causiate
V|causing|provocando causando
V|caused|provocato provocata provocati provocavo provocavi provocava provocavamo provocavate provocavano provocai provocasti provocammo provocaste provocarono provocassi provocasse provocassimo provocassero causato causata causati causavo causavi causava causavamo causavate causavano causai causasti causammo causaste causarono causassi causasse causassimo causassero
V|take advantage|approfittare approfitta approfitti approfittiamo approfittate approfittino approfitto approfittano approfittiate
V|taking advantage|approfittando
V|taken advantage|approfittato approfittata approfittati
V|took advantage|approfittavo approfittavi approfittava approfittavamo approfittavate approfittavano approfittai approfittasti approfittammo approfittaste approfittarono approfittassi approfittasse approfittassimo approfittassero
V|deepen|approfondire approfondisci approfondisca approfondiamo approfondite approfondiscano approfondisco approfondisce approfondiscono approfondiate
V|deepening|approfondendo
V|deepened|approfondito approfondita approfonditi approfondivo approfondivi approfondiva approfondivamo approfondivate approfondivano approfondii approfondisti approfondi approfondimmo approfondiste approfondirono approfondissi approfondisse approfondissimo approfondissero
V|attract|attirare attira attiri attiriamo attirate attirino attiro attirano attiriate
V|attracting|attirando
V|attracted|attirato attirata attirati attiravo attiravi attirava attiravamo attiravate attiravano attirai attirasti attirammo attiraste attirarono attirassi attirasse attirassimo attirassero
V|dedicate|dedicare dedica dedichi dedichiamo dedicate dedichino dedico dedicano dedichiate
V|dedicating|dedicando
V|dedicated|dedicato dedicata dedicati dedicavo dedicavi dedicava dedicavamo dedicavate dedicavano dedicai dedicasti dedicammo dedicaste dedicarono dedicassi dedicasse dedicassimo dedicassero
V|yield|cedere cedi ceda cediamo cedete cedano cedo cede cedono cediate
V|yielding|cedendo
V|yielded|ceduto ceduta ceduti cedute cedevo cedevi cedeva cedevamo cedevate cedevano cedei cedesti cedemmo cedeste cederono cedetti cedette cedettero cedessi cedesse cedessimo cedessero
V|focus|concentrare concentra concentri concentriamo concentrate concentrino concentro concentrano concentriate
V|focusing|concentrando
V|focused|concentrato concentrata concentrati concentravo concentravi concentrava concentravamo concentravate concentravano concentrai concentrasti concentrammo concentraste concentrarono concentrassi concentrasse concentrassimo concentrassero
V|contribute|contribuire contribuisci contribuisca contribuiamo contribuite contribuiscano contribuisco contribuisce contribuiscono contribuiate
V|contributing|contribuendo
V|contributed|contribuito contribuita contribuiti contribuivo contribuivi contribuiva contribuivamo contribuivate contribuivano contribuii contribuisti contribui contribuimmo contribuiste contribuirono contribuissi contribuisse contribuissimo contribuissero
V|convene|convocare convoca convochi convochiamo convocate convochino convoco convocano convochiate
V|convening|convocando
V|convened|convocato convocata convocati convocavo convocavi convocava convocavamo convocavate convocavano convocai convocasti convocammo convocaste convocarono convocassi convocasse convocassimo convocassero
V|educate|educare educa educhi educhiamo educhino educo educano educhiate
V|educating|educando
V|educated|educavo educavi educava educavamo educavate educavano educai educasti educammo educaste educarono educassi educasse educassimo educassero
V|emerge|emergere emergi emerga emergiamo emergete emergano emergo emerge emergono emergiate
V|emerging|emergendo
V|emerged|emerso emersa emersi emerse emergevo emergevi emergeva emergevamo emergevate emergevano emergesti emergemmo emergeste emersero emergessi emergesse emergessimo emergessero
V|founding|fondando
V|founded|fondato fondata fondati fondavo fondavi fondava fondavamo fondavate fondavano fondai fondasti fondammo fondaste fondarono fondassi fondasse fondassimo fondassero
V|attend|frequentare frequenta frequentiamo frequentate frequentino frequento frequentano frequentiate
V|attending|frequentando
V|attended|frequentato frequentata frequentati frequentavo frequentavi frequentava frequentavamo frequentavate frequentavano frequentai frequentasti frequentammo frequentaste frequentarono frequentassi frequentasse frequentassimo frequentassero
V|smoke|fumare fuma fumiamo fumate fumino fumano fumiate
V|smoking|fumando
V|smoked|fumato fumata fumati fumavo fumavi fumava fumavamo fumavate fumavano fumai fumasti fumammo fumaste fumarono fumassi fumasse fumassimo fumassero
V|throw|gettare getta getti gettiamo gettate gettino getto gettano gettiate
V|throwing|gettando
V|thrown|gettato gettata gettati
V|threw|gettavo gettavi gettava gettavamo gettavate gettavano gettai gettasti gettammo gettaste gettarono gettassi gettasse gettassimo gettassero
V|intervene|intervenire intervieni intervenga interveniamo intervenite intervengano intervengo interviene intervengono interveniate
V|intervening|intervenendo
V|intervened|intervenuto intervenuta intervenuti intervenute intervenivo intervenivi interveniva intervenivamo intervenivate intervenivano intervenni intervenisti intervenne intervenimmo interveniste intervennero intervenissi intervenisse intervenissimo intervenissero
V|deserve|meritare merita meritiamo meritate meritino meritano meritiate
V|deserving|meritando
V|deserved|meritato meritata meritati meritavo meritavi meritava meritavamo meritavate meritavano meritai meritasti meritammo meritaste meritarono meritassi meritasse meritassimo meritassero
V|dare|osare osa osi osiamo osate osino oso osano osiate
V|daring|osando
V|dared|osato osata osati osavo osavi osava osavamo osavate osavano osai osasti osammo osaste osarono osassi osasse osassimo osassero
V|practice|praticare pratichi pratichiamo praticate pratichino praticano pratichiate
V|practicing|praticando
V|practiced|praticato praticata praticati praticavo praticavi praticava praticavamo praticavate praticavano praticai praticasti praticammo praticaste praticarono praticassi praticasse praticassimo praticassero
V|pronounce|pronunciare pronuncia pronunci pronunciamo pronunciate pronuncino pronuncio pronunciano
V|pronouncing|pronunciando
V|pronounced|pronunciato pronunciata pronunciati pronunciavo pronunciavi pronunciava pronunciavamo pronunciavate pronunciavano pronunciai pronunciasti pronunciammo pronunciaste pronunciarono pronunciassi pronunciasse pronunciassimo pronunciassero
V|given|regalato regalata regalati dato
V|reflect|riflettere rifletti rifletta riflettiamo riflettete riflettano rifletto riflette riflettono riflettiate
V|reflecting|riflettendo
V|reflected|riflettuto riflettuta riflettuti riflettute riflettevo riflettevi rifletteva riflettevamo riflettevate riflettevano riflettei riflettesti riflettemmo rifletteste rifletterono riflettetti riflettette riflettettero riflettessi riflettesse riflettessimo riflettessero
V|put back|rimettere rimetti rimetta rimettiamo rimettete rimettano rimesso rimessa rimessi rimesse rimetto rimette rimettono rimettiate rimettevo rimettevi rimetteva rimettevamo rimettevate rimettevano rimisi rimettesti rimise rimettemmo rimetteste rimisero rimettessi rimettesse rimettessimo rimettessero
V|putting back|rimettendo
V|sacrifice|sacrificare sacrifica sacrifichi sacrifichiamo sacrificate sacrifichino sacrifico sacrificano sacrifichiate
V|sacrificing|sacrificando
V|sacrificed|sacrificato sacrificata sacrificati sacrificavo sacrificavi sacrificava sacrificavamo sacrificavate sacrificavano sacrificai sacrificasti sacrificammo sacrificaste sacrificarono sacrificassi sacrificasse sacrificassimo sacrificassero
V|exchange|scambiare scambia scambi scambiamo scambiate scambino scambio scambiano
V|exchanging|scambiando
V|exchanged|scambiato scambiata scambiati scambiavo scambiavi scambiava scambiavamo scambiavate scambiavano scambiai scambiasti scambiammo scambiaste scambiarono scambiassi scambiasse scambiassimo scambiassero
V|unleash|scatenare scatena scateni scateniamo scatenate scatenino scateno scatenano scateniate
V|unleashing|scatenando
V|unleashed|scatenato scatenata scatenati scatenavo scatenavi scatenava scatenavamo scatenavate scatenavano scatenai scatenasti scatenammo scatenaste scatenarono scatenassi scatenasse scatenassimo scatenassero
V|bet|scommettere scommetti scommetta scommettiamo scommettete scommettano scommesso scommessa scommessi scommesse scommetto scommette scommettono scommettiate scommettevo scommettevi scommetteva scommettevamo scommettevate scommettevano scommisi scommettesti scommise scommettemmo scommetteste scommisero scommettessi scommettesse scommettessimo scommettessero
V|betting|scommettendo
V|surprise|sorprendere sorprendi sorprenda sorprendiamo sorprendete sorprendano sorprendo sorprende sorprendono sorprendiate
V|surprising|sorprendendo
V|surprised|sorpreso sorpresi sorprendevo sorprendevi sorprendeva sorprendevamo sorprendevate sorprendevano sorprendesti sorprendemmo sorprendeste sorpresero sorprendessi sorprendesse sorprendessimo sorprendessero
V|transport|trasportare trasporta trasportiamo trasportate trasportino trasportano trasportiate
V|transporting|trasportando
V|transported|trasportato trasportata trasportati trasportavo trasportavi trasportava trasportavamo trasportavate trasportavano trasportai trasportasti trasportammo trasportaste trasportarono trasportassi trasportasse trasportassimo trasportassero
V|expand|ampliare amplia ampli ampliamo ampliate amplino amplio ampliano
V|expanding|ampliando
V|expanded|ampliato ampliata ampliati ampliavo ampliavi ampliava ampliavamo ampliavate ampliavano ampliai ampliasti ampliammo ampliaste ampliarono ampliassi ampliasse ampliassimo ampliassero
V|widen|allargare allarga allarghi allarghiamo allargate allarghino allargo allargano allarghiate
V|widening|allargando
V|widened|allargato allargata allargati allargavo allargavi allargava allargavamo allargavate allargavano allargai allargasti allargammo allargaste allargarono allargassi allargasse allargassimo allargassero
V|accompany|accompagnare accompagna accompagni accompagniamo accompagnate accompagnino accompagno accompagnano accompagniate
V|accompanying|accompagnando
V|accompanied|accompagnato accompagnata accompagnati accompagnavo accompagnavi accompagnava accompagnavamo accompagnavate accompagnavano accompagnai accompagnasti accompagnammo accompagnaste accompagnarono accompagnassi accompagnasse accompagnassimo accompagnassero
V|adapt|adattare adattiamo adattate adattino adattano adattiate
V|adapting|adattando
V|adapted|adattato adattata adattati adattavo adattavi adattava adattavamo adattavate adattavano adattai adattasti adattammo adattaste adattarono adattassi adattasse adattassimo adattassero
V|adopt|adottare adotta adotti adottiamo adottate adottino adotto adottano adottiate
V|adopting|adottando
V|adopted|adottato adottata adottati adottavo adottavi adottava adottavamo adottavate adottavano adottai adottasti adottammo adottaste adottarono adottassi adottasse adottassimo adottassero
V|rent|affittare affitta affittiamo affittate affittino affittano affittiate
V|renting|affittando
V|rented|affittato affittata affittati affittavo affittavi affittava affittavamo affittavate affittavano affittai affittasti affittammo affittaste affittarono affittassi affittasse affittassimo affittassero
V|assault|aggredire aggredisci aggredisca aggrediamo aggredite aggrediscano aggredisco aggredisce aggrediscono aggrediate
V|assaulting|aggredendo
V|assaulted|aggredito aggredita aggrediti aggredivo aggredivi aggrediva aggredivamo aggredivate aggredivano aggredii aggredisti aggredi aggredimmo aggrediste aggredirono aggredissi aggredisse aggredissimo aggredissero
V|admire|ammirare ammira ammiri ammiriamo ammirate ammirino ammiro ammirano ammiriate
V|admiring|ammirando
V|admired|ammirato ammirata ammirati ammiravo ammiravi ammirava ammiravamo ammiravate ammiravano ammirai ammirasti ammirammo ammiraste ammirarono ammirassi ammirasse ammirassimo ammirassero
V|appreciate|apprezzare apprezza apprezzi apprezziamo apprezzate apprezzino apprezzo apprezzano apprezziate
V|appreciating|apprezzando
V|appreciated|apprezzato apprezzata apprezzati apprezzavo apprezzavi apprezzava apprezzavamo apprezzavate apprezzavano apprezzai apprezzasti apprezzammo apprezzaste apprezzarono apprezzassi apprezzasse apprezzassimo apprezzassero
V|surrender|arrendere arrendi arrenda arrendiamo arrendete arrendano arrendo arrende arrendono arrendiate
V|surrendering|arrendendo
V|surrendered|arreso arresa arresi arrese arrendevo arrendevi arrendeva arrendevamo arrendevate arrendevano arrendesti arrendemmo arrendeste arresero arrendessi arrendesse arrendessimo arrendessero
V|resemble|assomigliare assomiglia assomigli assomigliamo assomigliate assomiglino assomiglio assomigliano
V|resembling|assomigliando
V|resembled|assomigliato assomigliata assomigliati assomigliavo assomigliavi assomigliava assomigliavamo assomigliavate assomigliavano assomigliai assomigliasti assomigliammo assomigliaste assomigliarono assomigliassi assomigliasse assomigliassimo assomigliassero
V|advance|avanzare avanza avanzi avanziamo avanzate avanzino avanzo avanzano avanziate
V|advancing|avanzando
V|advanced|avanzato avanzata avanzati avanzavo avanzavi avanzava avanzavamo avanzavate avanzavano avanzai avanzasti avanzammo avanzaste avanzarono avanzassi avanzasse avanzassimo avanzassero
V|burn|bruciare brucia bruci bruciamo bruciate brucino brucio bruciano
V|burning|bruciando
V|burned|bruciato bruciata bruciati bruciavo bruciavi bruciava bruciavamo bruciavate bruciavano bruciai bruciasti bruciammo bruciaste bruciarono bruciassi bruciasse bruciassimo bruciassero
V|throw away|buttare butta butti buttiamo buttate buttino butto buttano buttiate
V|throwing away|buttando
V|thrown away|buttato buttata buttati
V|threw away|buttavo buttavi buttava buttavamo buttavate buttavano buttai buttasti buttammo buttaste buttarono buttassi buttasse buttassimo buttassero
V|celebrate|celebrare celebra celebriamo celebrate celebrino celebro celebrano celebriate
V|celebrating|celebrando
V|celebrated|celebrato celebrata celebrati celebravo celebravi celebrava celebravamo celebravate celebravano celebrai celebrasti celebrammo celebraste celebrarono celebrassi celebrasse celebrassimo celebrassero
V|surround|circondare circonda circondi circondiamo circondate circondino circondo circondano circondiate
V|surrounding|circondando
V|surrounded|circondato circondata circondati circondavo circondavi circondava circondavamo circondavate circondavano circondai circondasti circondammo circondaste circondarono circondassi circondasse circondassimo circondassero
V|collaborate|collaborare collabora collabori collaboriamo collaborate collaborino collaboro collaborano collaboriate
V|collaborating|collaborando
V|collaborated|collaborato collaborata collaborati collaboravo collaboravi collaborava collaboravamo collaboravate collaboravano collaborai collaborasti collaborammo collaboraste collaborarono collaborassi collaborasse collaborassimo collaborassero
V|compensate|compensare compensa compensi compensiamo compensate compensino compenso compensano compensiate
V|compensating|compensando
V|compensated|compensato compensata compensati compensavo compensavi compensava compensavamo compensavate compensavano compensai compensasti compensammo compensaste compensarono compensassi compensasse compensassimo compensassero
V|compete|competere competi competa competiamo competete competano competo compete competono competiate
V|competing|competendo
V|competed|competuto competuta competuti competute competevo competevi competeva competevamo competevate competevano competei competesti competemmo competeste competerono competetti competette competettero competessi competesse competessimo competessero
V|conduct|condurre conduci conduca conduciamo conducete conducano conduco conduce conducono conduciate
V|conducting|conducendo
V|conducted|condotto condotta condotti condotte conducevo conducevi conduceva conducevamo conducevate conducevano condussi conducesti condusse conducemmo conduceste condussero conducessi conducesse conducessimo conducessero
V|confuse|confondere confondi confonda confondiamo confondete confondano confondo confonde confondono confondiate
V|confusing|confondendo
V|confused|confuso confusa confusi confuse confondevo confondevi confondeva confondevamo confondevate confondevano confondesti confondemmo confondeste confusero confondessi confondesse confondessimo confondessero
V|consume|consumare consuma consumi consumiamo consumate consumino consumo consumano consumiate
V|consuming|consumando
V|consumed|consumato consumata consumati consumavo consumavi consumava consumavamo consumavate consumavano consumai consumasti consumammo consumaste consumarono consumassi consumasse consumassimo consumassero
V|coordinate|coordinare coordina coordini coordiniamo coordinino coordino coordinano coordiniate
V|coordinating|coordinando
V|coordinated|coordinato coordinati coordinavo coordinavi coordinava coordinavamo coordinavate coordinavano coordinai coordinasti coordinammo coordinaste coordinarono coordinassi coordinasse coordinassimo coordinassero
V|decorate|decorare decora decori decoriamo decorate decorino decoro decorano decoriate
V|decorating|decorando
V|decorated|decorato decorata decorati decoravo decoravi decorava decoravamo decoravate decoravano decorai decorasti decorammo decoraste decorarono decorassi decorasse decorassimo decorassero
V|disturb|disturbare disturba disturbi disturbiamo disturbate disturbino disturbo disturbano disturbiate
V|disturbing|disturbando
V|disturbed|disturbato disturbata disturbati disturbavo disturbavi disturbava disturbavamo disturbavate disturbavano disturbai disturbasti disturbammo disturbaste disturbarono disturbassi disturbasse disturbassimo disturbassero
V|entertain|divertire diverti diverta divertiamo divertite divertano diverto diverte divertono divertiate
V|entertaining|divertendo
V|entertained|divertito divertita divertiti divertivo divertivi divertiva divertivamo divertivate divertivano divertii divertisti divertimmo divertiste divertirono divertissi divertisse divertissimo divertissero
V|donate|donare dona doni doniamo donate donino dono donano doniate
V|donating|donando
V|donated|donato donata donati donavo donavi donava donavamo donavate donavano donai donasti donammo donaste donarono donassi donasse donassimo donassero
V|last|durare duriamo durate durino durano duriate
V|lasting|durando
V|lasted|durato durata durati duravo duravi durava duravamo duravate duravano durai durasti durammo duraste durarono durassi durasse durassimo durassero
V|elect|eleggere eleggi elegga eleggiamo eleggete eleggano eleggo elegge eleggono eleggiate
V|electing|eleggendo
V|elected|eletto eletta eletti elette eleggevo eleggevi eleggeva eleggevamo eleggevate eleggevano elessi eleggesti elesse eleggemmo eleggeste elessero eleggessi eleggesse eleggessimo eleggessero
V|exaggerate|esagerare esagera esageri esageriamo esagerate esagerino esagero esagerano esageriate
V|exaggerating|esagerando
V|exaggerated|esagerato esagerata esagerati esageravo esageravi esagerava esageravamo esageravate esageravano esagerai esagerasti esagerammo esageraste esagerarono esagerassi esagerasse esagerassimo esagerassero
V|exhaust|esaurire esaurisci esaurisca esauriamo esaurite esauriscano esaurisco esaurisce esauriscono esauriate
V|exhausting|esaurendo
V|exhausted|esaurito esaurita esauriti esaurivo esaurivi esauriva esaurivamo esaurivate esaurivano esaurii esauristi esauri esaurimmo esauriste esaurirono esaurissi esaurisse esaurissimo esaurissero
V|exercise|esercitare esercita esercitiamo esercitate esercitino esercitano esercitiate
V|exercising|esercitando
V|exercised|esercitato esercitata esercitati esercitavo esercitavi esercitava esercitavamo esercitavate esercitavano esercitai esercitasti esercitammo esercitaste esercitarono esercitassi esercitasse esercitassimo esercitassero
V|explore|esplorare esplora esplori esploriamo esplorate esplorino esploro esplorano esploriate
V|exploring|esplorando
V|explored|esplorato esplorata esplorati esploravo esploravi esplorava esploravamo esploravate esploravano esplorai esplorasti esplorammo esploraste esplorarono esplorassi esplorasse esplorassimo esplorassero
V|govern|governare governa governiamo governate governino governano governiate
V|governing|governando
V|governed|governato governata governati governavo governavi governava governavamo governavate governavano governai governasti governammo governaste governarono governassi governasse governassimo governassero
V|illuminate|illuminare illumina illumini illuminiamo illuminate illuminino illumino illuminano illuminiate
V|illuminating|illuminando
V|illuminated|illuminato illuminata illuminati illuminavo illuminavi illuminava illuminavamo illuminavate illuminavano illuminai illuminasti illuminammo illuminaste illuminarono illuminassi illuminasse illuminassimo illuminassero
V|guess|indovinare indovina indovini indoviniamo indovinate indovinino indovino indovinano indoviniate
V|guessing|indovinando
V|guessed|indovinato indovinata indovinati indovinavo indovinavi indovinava indovinavamo indovinavate indovinavano indovinai indovinasti indovinammo indovinaste indovinarono indovinassi indovinasse indovinassimo indovinassero
V|influence|influenzare influenza influenzi influenziamo influenzate influenzino influenzo influenzano influenziate
V|influencing|influenzando
V|influenced|influenzato influenzata influenzati influenzavo influenzavi influenzava influenzavamo influenzavate influenzavano influenzai influenzasti influenzammo influenzaste influenzarono influenzassi influenzasse influenzassimo influenzassero
V|invent|inventare inventa inventi inventiamo inventate inventino invento inventano inventiate
V|inventing|inventando
V|invented|inventato inventata inventati inventavo inventavi inventava inventavamo inventavate inventavano inventai inventasti inventammo inventaste inventarono inventassi inventasse inventassimo inventassero
V|multiply|moltiplicare moltiplica moltiplichi moltiplichiamo moltiplicate moltiplichino moltiplico moltiplicano moltiplichiate
V|multiplying|moltiplicando
V|multiplied|moltiplicato moltiplicata moltiplicati moltiplicavo moltiplicavi moltiplicava moltiplicavamo moltiplicavate moltiplicavano moltiplicai moltiplicasti moltiplicammo moltiplicaste moltiplicarono moltiplicassi moltiplicasse moltiplicassimo moltiplicassero
V|offend|offendere offendi offenda offendiamo offendete offendano offendo offende offendono offendiate
V|offending|offendendo
V|offended|offeso offesa offesi offese offendevo offendevi offendeva offendevamo offendevate offendevano offendesti offendemmo offendeste offesero offendessi offendesse offendessimo offendessero
V|forgive|perdonare perdona perdoni perdoniamo perdonate perdonino perdonano perdoniate
V|forgiving|perdonando
V|forgiven|perdonato perdonata perdonati
V|forgave|perdonavo perdonavi perdonava perdonavamo perdonavate perdonavano perdonai perdonasti perdonammo perdonaste perdonarono perdonassi perdonasse perdonassimo perdonassero
V|plant|piantare pianta pianti piantiamo piantate piantino piantano piantiate
V|planting|piantando
V|planted|piantato piantata piantati piantavo piantavi piantava piantavamo piantavate piantavano piantai piantasti piantammo piantaste piantarono piantassi piantasse piantassimo piantassero
V|advertise|pubblicizzare pubblicizza pubblicizzi pubblicizziamo pubblicizzate pubblicizzino pubblicizzo pubblicizzano pubblicizziate
V|advertising|pubblicizzando
V|advertised|pubblicizzato pubblicizzata pubblicizzati pubblicizzavo pubblicizzavi pubblicizzava pubblicizzavamo pubblicizzavate pubblicizzavano pubblicizzai pubblicizzasti pubblicizzammo pubblicizzaste pubblicizzarono pubblicizzassi pubblicizzasse pubblicizzassimo pubblicizzassero
V|aim|puntare punta puntiamo puntate puntino puntano puntiate
V|aiming|puntando
V|aimed|puntato puntata puntati puntavo puntavi puntava puntavamo puntavate puntavano puntai puntasti puntammo puntaste puntarono puntassi puntasse puntassimo puntassero
V|reason|ragionare ragiona ragioniamo ragionate ragionino ragiono ragionano ragioniate
V|reasoning|ragionando
V|reasoned|ragionato ragionata ragionati ragionavo ragionavi ragionava ragionavamo ragionavate ragionavano ragionai ragionasti ragionammo ragionaste ragionarono ragionassi ragionasse ragionassimo ragionassero
V|slow down|rallentare rallenta rallenti rallentiamo rallentate rallentino rallento rallentano rallentiate
V|slowing down|rallentando
V|slowed down|rallentato rallentata rallentati rallentavo rallentavi rallentava rallentavamo rallentavate rallentavano rallentai rallentasti rallentammo rallentaste rallentarono rallentassi rallentasse rallentassimo rallentassero
V|rebuild|ricostruire ricostruisci ricostruisca ricostruiamo ricostruite ricostruiscano ricostruisco ricostruisce ricostruiscono ricostruiate
V|rebuilding|ricostruendo
V|rebuilt|ricostruito ricostruita ricostruiti ricostruivo ricostruivi ricostruiva ricostruivamo ricostruivate ricostruivano ricostruii ricostruisti ricostrui ricostruimmo ricostruiste ricostruirono ricostruissi ricostruisse ricostruissimo ricostruissero
V|relax|rilassare rilassa rilassi rilassiamo rilassate rilassino rilasso rilassano rilassiate
V|relaxing|rilassando
V|relaxed|rilassato rilassata rilassati rilassavo rilassavi rilassava rilassavamo rilassavate rilassavano rilassai rilassasti rilassammo rilassaste rilassarono rilassassi rilassasse rilassassimo rilassassero
V|reinforce|rinforzare rinforza rinforzi rinforziamo rinforzate rinforzino rinforzo rinforzano rinforziate
V|reinforcing|rinforzando
V|reinforced|rinforzato rinforzata rinforzati rinforzavo rinforzavi rinforzava rinforzavamo rinforzavate rinforzavano rinforzai rinforzasti rinforzammo rinforzaste rinforzarono rinforzassi rinforzasse rinforzassimo rinforzassero
V|delay|ritardare ritarda ritardi ritardiamo ritardate ritardino ritardo ritardano ritardiate
V|delaying|ritardando
V|delayed|ritardato ritardata ritardati ritardavo ritardavi ritardava ritardavamo ritardavate ritardavano ritardai ritardasti ritardammo ritardaste ritardarono ritardassi ritardasse ritardassimo ritardassero
V|ruin|rovinare rovina rovini roviniamo rovinate rovinino rovino rovinano roviniate
V|ruining|rovinando
V|ruined|rovinato rovinata rovinati rovinavo rovinavi rovinava rovinavamo rovinavate rovinavano rovinai rovinasti rovinammo rovinaste rovinarono rovinassi rovinasse rovinassimo rovinassero
V|defeat|sconfiggere sconfiggi sconfigga sconfiggiamo sconfiggete sconfiggano sconfiggo sconfigge sconfiggono sconfiggiate
V|defeating|sconfiggendo
V|defeated|sconfitto sconfitti sconfiggevo sconfiggevi sconfiggeva sconfiggevamo sconfiggevate sconfiggevano sconfissi sconfiggesti sconfisse sconfiggemmo sconfiggeste sconfissero sconfiggessi sconfiggesse sconfiggessimo sconfiggessero
V|simplify|semplificare semplifica semplifichi semplifichiamo semplificate semplifichino semplifico semplificano semplifichiate
V|simplifying|semplificando
V|simplified|semplificato semplificata semplificati semplificavo semplificavi semplificava semplificavamo semplificavate semplificavano semplificai semplificasti semplificammo semplificaste semplificarono semplificassi semplificasse semplificassimo semplificassero
V|challenge|sfidare sfida sfidi sfidiamo sfidate sfidino sfido sfidano sfidiate
V|challenging|sfidando
V|challenged|sfidato sfidata sfidati sfidavo sfidavi sfidava sfidavamo sfidavate sfidavano sfidai sfidasti sfidammo sfidaste sfidarono sfidassi sfidasse sfidassimo sfidassero
V|survive|sopravvivere sopravvivi sopravviva sopravviviamo sopravvivete sopravvivano sopravvivo sopravvive sopravvivono sopravviviate
V|surviving|sopravvivendo
V|survived|sopravvissuto sopravvissuta sopravvissuti sopravvissute sopravvivevo sopravvivevi sopravviveva sopravvivevamo sopravvivevate sopravvivevano sopravvissi sopravvivesti sopravvisse sopravvivemmo sopravviveste sopravvissero sopravvivessi sopravvivesse sopravvivessimo sopravvivessero
V|experiment|sperimentare sperimenta sperimenti sperimentiamo sperimentate sperimentino sperimento sperimentano sperimentiate
V|experimenting|sperimentando
V|experimented|sperimentato sperimentata sperimentati sperimentavo sperimentavi sperimentava sperimentavamo sperimentavate sperimentavano sperimentai sperimentasti sperimentammo sperimentaste sperimentarono sperimentassi sperimentasse sperimentassimo sperimentassero
V|waste|sprecare spreca sprechi sprechiamo sprecate sprechino spreco sprecano sprechiate
V|wasting|sprecando
V|wasted|sprecato sprecata sprecati sprecavo sprecavi sprecava sprecavamo sprecavate sprecavano sprecai sprecasti sprecammo sprecaste sprecarono sprecassi sprecasse sprecassimo sprecassero
V|tolerate|tollerare tollera tolleri tolleriamo tollerate tollerino tollero tollerano tolleriate
V|tolerating|tollerando
V|tolerated|tollerato tollerata tollerati tolleravo tolleravi tollerava tolleravamo tolleravate tolleravano tollerai tollerasti tollerammo tolleraste tollerarono tollerassi tollerasse tollerassimo tollerassero
V|rig|truccare trucca trucchiamo truccate trucchino truccano trucchiate
V|riging|truccando
V|riged|truccato truccata truccati truccavo truccavi truccava truccavamo truccavate truccavano truccai truccasti truccammo truccaste truccarono truccassi truccasse truccassimo truccassero
V|vary|variare variamo variate varino variano
V|varying|variando
V|varied|variato variata variati variavo variavi variava variavamo variavate variavano variai variasti variammo variaste variarono variassi variasse variassimo variassero
V|ascertain|accertare accerta accerti accertiamo accertate accertino accerto accertano accertiate appurare appura appuri appuriamo appurate appurino appuro appurano appuriate
V|ascertaining|accertando appurando
V|ascertained|accertato accertata accertati accertavo accertavi accertava accertavamo accertavate accertavano accertai accertasti accertammo accertaste accertarono accertassi accertasse accertassimo accertassero appurato appurata appurati appuravo appuravi appurava appuravamo appuravate appuravano appurai appurasti appurammo appuraste appurarono appurassi appurasse appurassimo appurassero
V|certify|attestare attesta attesti attestiamo attestate attestino attesto attestano attestiate certificare certifica certifichi certifichiamo certificate certifichino certifico certificano certifichiate
V|certifying|attestando certificando
V|certified|attestato attestata attestati attestavo attestavi attestava attestavamo attestavate attestavano attestai attestasti attestammo attestaste attestarono attestassi attestasse attestassimo attestassero certificata certificavo certificavi certificava certificavamo certificavate certificavano certificai certificasti certificammo certificaste certificarono certificassi certificasse certificassimo certificassero
V|stamp|vidimare vidima vidimi vidimiamo vidimate vidimino vidimo vidimano vidimiate
V|stamping|vidimando
V|stamped|vidimato vidimata vidimati vidimavo vidimavi vidimava vidimavamo vidimavate vidimavano vidimai vidimasti vidimammo vidimaste vidimarono vidimassi vidimasse vidimassimo vidimassero
V|register|protocollare protocolla protocolliamo protocollate protocollino protocollano protocolliate
V|registering|protocollando
V|registered|protocollato protocollata protocollati protocollavo protocollavi protocollava protocollavamo protocollavate protocollavano protocollai protocollasti protocollammo protocollaste protocollarono protocollassi protocollasse protocollassimo protocollassero
V|receipt|quietanzare quietanza quietanzi quietanziamo quietanzate quietanzino quietanzo quietanzano quietanziate
V|receipting|quietanzando
V|receipted|quietanzato quietanzata quietanzati quietanzavo quietanzavi quietanzava quietanzavamo quietanzavate quietanzavano quietanzai quietanzasti quietanzammo quietanzaste quietanzarono quietanzassi quietanzasse quietanzassimo quietanzassero
D|sufficiently|sufficientemente
D|lately|ultimamente
N|inhabitant|abitante
N|inhabitants|abitanti
N|adult|adulto
N|adults|adulti
N|agency|agenzia
N|agencies|agenzie
N|embassy|ambasciata
N|embassies|ambasciate
N|friendship|amicizia
N|friendships|amicizie
N|elevator|ascensore
N|elevators|ascensori
N|absence|assenza
N|absences|assenze
N|association|associazione
N|associations|associazioni
N|highway|autostrada
N|highways|autostrade
N|doll|bambola
N|dolls|bambole
N|bar|bar
N|beard|barba
N|beards|barbe
N|gasoline|benzina
N|gasolines|benzine
N|glass|bicchiere
N|glasses|bicchieri occhiali
N|beer|birra
N|beers|birre
N|bag|borsa sacco
N|bags|borse sacchi
N|bottle|bottiglia
N|bottles|bottiglie
N|bracelet|braccialetto
N|bracelets|braccialetti
N|booth|cabina
N|booths|cabine
N|calculator|calcolatrice
N|calculators|calcolatrici
N|shirt|camicia maglia
N|shirts|camicie maglie
N|doorbell|campanello
N|doorbells|campanelli
N|hat|cappello
N|hats|cappelli
N|masterpiece|capolavoro
N|masterpieces|capolavori
N|postcard|cartolina
N|postcards|cartoline
N|box|cassetta scatola
N|boxes|cassette scatole
N|castle|castello
N|castles|castelli
N|cent|centesimo
N|cents|centesimi
N|ceremony|cerimonia
N|ceremonies|cerimonie
N|kilo|chilo
N|kilos|chili
N|kilometer|chilometro
N|kilometers|chilometri
N|belt|cintura
N|belts|cinture
N|chocolate|cioccolato
N|chocolates|cioccolati
N|club|circolo
N|clubs|circoli
N|hill|collina
N|hills|colline
N|comfort|comodita
N|birthday|compleanno
N|birthdays|compleanni
N|communication|comunicazione
N|communications|comunicazioni
N|competition|concorso gara
N|competitions|concorsi gare
N|condominium|condominio
N|condominiums|condomini
N|acquaintance|conoscente
N|acquaintances|conoscenti
N|courtyard|cortile
N|courtyards|cortili
N|costume|costume
N|costumes|costumi
N|tie|cravatta
N|ties|cravatte
N|crisis|crisi
N|spoon|cucchiaio
N|spoons|cucchiai
N|curiosity|curiosita
N|pillow|cuscino
N|pillows|cuscini
N|diary|diario
N|diaries|diari
N|difficulty|difficolta
N|diploma|diploma
N|diplomas|diplomi
N|inconvenience|disagio
N|inconveniences|disagi
N|unemployment|disoccupazione
N|unemployments|disoccupazioni
N|sofa|divano
N|sofas|divani
N|residence|domicilio residenza
N|residences|domicili residenze
N|newsstand|edicola
N|newsstands|edicole
N|electricity|elettricita
N|expert|esperto esperta
N|experts|esperti esperte
N|handkerchief|fazzoletto
N|handkerchiefs|fazzoletti
N|happiness|felicita
N|railway|ferrovia
N|railways|ferrovie
N|trust|fiducia
N|trusts|fiducie
N|fork|forchetta
N|forks|forchette
N|cheese|formaggio
N|cheeses|formaggi
N|photograph|fotografia
N|photographs|fotografie
N|stamp|francobollo
N|stamps|francobolli
N|refrigerator|frigorifero
N|refrigerators|frigoriferi
N|border|frontiera
N|borders|frontiere
N|toilet|gabinetto
N|toilets|gabinetti
N|gallery|galleria
N|galleries|gallerie
N|ice cream|gelato
N|ice creams|gelati
N|parent|genitore
N|parents|genitori
N|tokens|gettoni
N|jacket|giacca
N|skirt|gonna
N|skirts|gonne
N|grammar|grammatica
N|grammars|grammatiche
N|glove|guanto
N|gloves|guanti
N|initiative|iniziativa
N|initiatives|iniziative
N|pollution|inquinamento
N|pollutions|inquinamenti
N|salad|insalata
N|salads|insalate
N|teaching|insegnamento
N|teachings|insegnamenti
N|interval|intervallo
N|intervals|intervalli
N|lamp|lampada
N|lamps|lampade
N|washing machine|lavatrice
N|washing machines|lavatrici
N|bookstore|libreria
N|bookstores|librerie
N|license|licenza
N|licenses|licenze
N|sweater|maglione
N|sweaters|maglioni
N|demonstration|manifestazione
N|demonstrations|manifestazioni
N|sidewalk|marciapiede
N|sidewalks|marciapiedi
N|pencil|matita
N|pencils|matite
N|apple|mela
N|apples|mele
N|subway|metropolitana
N|subways|metropolitane
N|fashion|moda
N|fashions|mode
N|monument|monumento
N|monuments|monumenti
N|motorcycle|moto
N|museum|museo
N|museums|musei
N|snow|neve
N|snows|nevi
N|grandchild|nipote
N|grandchilds|nipoti
N|node|nodo
N|nodes|nodi
N|oil|olio
N|oils|oli
N|umbrella|ombrello
N|umbrellas|ombrelli
N|clock|orologio
N|clocks|orologi
N|hostel|ostello
N|hostels|ostelli
N|gym|palestra
N|gyms|palestre
N|ball|palla
N|balls|palle
N|trousers|pantaloni
N|parking|parcheggio
N|parkings|parcheggi
N|relative|parente
N|relatives|parenti
N|passenger|passeggero
N|passengers|passeggeri
N|pasta|pasta
N|pastas|paste
N|meal|pasto
N|meals|pasti
N|driving license|patente
N|driving licenses|patenti
N|break|pausa
N|breaks|pause
N|floor|pavimento
N|floors|pavimenti
N|fishing|pesca
N|fishings|pesche
N|dish|piatto
N|dishes|piatti
N|rain|pioggia
N|rains|piogge
N|swimming pool|piscina
N|swimming pools|piscine
N|track|pista
N|tracks|piste
N|painting|pittura
N|paintings|pitture
N|pizza|pizza
N|pizzas|pizze
N|armchair|poltrona
N|armchairs|poltrone
N|tomato|pomodoro
N|tomatos|pomodori
N|porter|portiere
N|porters|portieri
N|profession|professione
N|professions|professioni
N|advertising|pubblicita
N|notebooks|quaderni
N|police headquarters|questura
N|police headquarterses|questure
N|anger|rabbia
N|angers|rabbie
N|radio|radio
N|reaction|reazione
N|reactions|reazioni
N|reduction|riduzione
N|reductions|riduzioni
N|heating|riscaldamento
N|heatings|riscaldamenti
N|restaurant|ristorante
N|restaurants|ristoranti
N|hall|salone
N|halls|saloni
N|delicatessen|salumeria
N|delicatessens|salumerie
N|shelf|scaffale
N|shelves|scaffali
N|shoe|scarpa
N|shoes|scarpe
N|strike|sciopero
N|strikes|scioperi
N|desk|scrivania
N|desks|scrivanie
N|traffic light|semaforo
N|traffic lights|semafori
N|cigarette|sigaretta
N|cigarettes|sigarette
N|mirror|specchio
N|mirrors|specchi
N|beach|spiaggia
N|beaches|spiagge
N|sport|sport
N|counter|sportello
N|counters|sportelli
N|supermarket|supermercato
N|supermarkets|supermercati
N|carpet|tappeto
N|carpets|tappeti
N|license plate|targa
N|license plates|targhe
N|pocket|tasca
N|pockets|tasche
N|taxi|taxi
N|cup|tazza
N|cups|tazze
N|tent|tenda
N|tents|tende
N|tablecloth|tovaglia
N|tablecloths|tovaglie
N|tram|tram
N|tourist|turista
N|tourists|turisti turiste
N|vase|vaso
N|vases|vasi
N|vegetables|verdura verdure
N|shop window|vetrina
N|shop windows|vetrine
N|traffic officer|vigile
N|traffic officers|vigili
N|village|villaggio
N|villages|villaggi
N|backpack|zaino
N|backpacks|zaini
N|sugar|zucchero
N|sugars|zuccheri
N|escalation|escalation
N|hash|hash
N|gate|gate
N|internship|stage tirocinio
N|debit card|bancomat
N|severance pay|tfr
N|roots|radici
N|containers|contenitori
N|keychain|portachiavi
N|subdomain|sottodominio
N|subdomains|sottodomini
N|executable|eseguibile
N|executables|eseguibili
N|monitoring|monitoraggio
N|monitorings|monitoraggi
N|incident|incidente
N|incidents|incidenti
N|mitigation|mitigazione
N|mitigations|mitigazioni
N|countermeasure|contromisura
N|countermeasures|contromisure
N|quarantine|quarantena
N|quarantines|quarantene
N|optimization|ottimizzazione
N|optimizations|ottimizzazioni
N|generation|generazione
N|generations|generazioni
N|classification|classificazione
N|classifications|classificazioni
N|reversal|storno
N|reversals|storni
N|arrears|mora
N|arrearses|more
N|financing|finanziamento
N|financings|finanziamenti
N|bond|obbligazione
N|bonds|obbligazioni
N|dividend|dividendo
N|dividends|dividendi
N|vat|iva
N|contribution|contributo
N|contributions|contributi
N|deduction|detrazione deduzione
N|deductions|detrazioni deduzioni
N|treasurer|tesoriere
N|treasurers|tesorieri
N|payment reference|causale
N|payment references|causali
N|compensation|risarcimento
N|compensations|risarcimenti
N|policies|polizze politiche
N|appraisal|perizia
N|appraisals|perizie
N|appeal|ricorso appello
N|appeals|ricorsi appelli
N|notary|notaio
N|notaries|notai
N|investigation|indagine
N|investigations|indagini
N|acquittal|assoluzione
N|acquittals|assoluzioni
N|rectification|rettifica
N|rectifications|rettifiche
N|portability|portabilita
N|objection|opposizione
N|objections|opposizioni
N|internships|tirocini
N|pay|retribuzione
N|pays|retribuzioni
N|maternity|maternita
N|leave|congedo
N|shift|turno
N|shifts|turni
N|severance|liquidazione
N|severances|liquidazioni
N|union|sindacato
N|unions|sindacati
N|dosage|dosaggio
N|dosages|dosaggi
N|allergy|allergia
N|allergies|allerge
N|medical report|referto
N|medical reports|referti
N|ambulance|ambulanza
N|ambulances|ambulanze
N|surgeon|chirurgo
N|surgeons|chirurghi
N|intervention|intervento
N|interventions|interventi
N|anesthesia|anestesia
N|anesthesias|anestesie
N|rehabilitation|riabilitazione
N|rehabilitations|riabilitazioni
N|physiotherapy|fisioterapia
N|physiotherapies|fisioterapie
N|psychologist|psicologo psicologa
N|psychologists|psicologi psicologhe
N|psychiatrist|psichiatra
N|psychiatrists|psichiatri psichiatre
N|depression|depressione
N|depressions|depressioni
N|anxiety|ansia
N|anxieties|ansie
N|cough|tosse
N|coughs|tossi
N|blood sugar|glicemia
N|blood sugars|glicemie
N|cholesterol|colesterolo
N|cholesterols|colesteroli
N|boarding|imbarco
N|boardings|imbarchi
N|hold|stiva
N|holds|stive
N|rental|noleggio
N|rentals|noleggi
N|excursion|escursione
N|excursions|escursioni
N|cleaning|pulizia
N|cleanings|pulizie
N|trackings|tracciamenti
N|shareholder|azionista
N|shareholders|azionisti azioniste
N|partners|soci
N|pro forma invoice|proforma
N|stamp duty|bollo
N|stamp duties|bolli
N|insolvency|insolvenza
N|insolvencies|insolvenze
N|seizure|pignoramento
N|seizures|pignoramenti
A|hypertext|ipertestuale ipertestuali
A|side|collaterale collaterali
A|tourist|turistico turistica turistici turistiche
A|comfortable|comodo comoda comodi comode
A|uncomfortable|scomodo scomoda scomodi scomode
A|unreliable|inaffidabile inaffidabili
A|prepaid|prepagato prepagata prepagati prepagate
N|bad|mal
A|missing|mancante mancanti
A|remaining|rimanente rimanenti restante restanti
A|existing|esistente esistenti
A|pending|pendente pendenti
A|growing|crescente crescenti
A|interesting|interessante interessanti
A|participating|partecipante partecipanti
A|receiving|ricevente riceventi
A|incoming|entrante entranti
A|outgoing|uscente uscenti
A|surrounding|circostante circostanti
A|obedient|obbediente obbedienti ubbidiente ubbidienti
D|obediently|obbedientemente
A|servile|servile servili
A|sentient|senziente senzienti
A|conscious|cosciente coscienti
D|consciously|coscientemente
A|rebellious|ribelle ribelli
A|dark|oscuro oscura oscuri oscure
A|ruthless|spietato spietata spietati spietate
A|brutal|brutale brutali
D|brutally|brutalmente
A|blunt|schietto schietta schietti schiette
D|bluntly|schiettamente
A|sarcastic|sarcastico sarcastica sarcastici sarcastiche
A|ironic|ironico ironica ironici ironiche
A|funny|divertente divertenti
A|improper|scorretto scorretta scorretti scorrette
A|politically|politicamente
A|binding|vincolante vincolanti
A|protected|protetto protetta protetti protette
A|encrypted|crittografato crittografata crittografati crittografate
A|entrusted|affidato affidata affidati affidate
A|authorized|autorizzato autorizzata autorizzati autorizzate
A|enabled|abilitato abilitata abilitati abilitate
A|activated|attivato attivata attivati attivate
A|disabled|disattivato disattivata disattivati disattivate
A|tiny|microscopico microscopica microscopici microscopiche
N|signatory|firmatario
N|signatories|firmatari
N|undersigned|scrivente sottoscritto
N|undersigneds|scriventi sottoscritti
N|brake|freno
N|brakes|freni
N|alter|alter
N|ego|ego
A|alive|vivo viva vivi vive
A|healthy|sano sana sani sane
A|sick|malato malata malati malate
A|injured|ferito ferita feriti ferite
A|world|mondiale mondiali
A|wide|largo larga larghi larghe
A|deep|profondo profonda profondi profonde
D|deeply|profondamente
A|thin|sottile sottili
A|soft|morbido morbida morbidi morbide
A|dry|secco secca secchi secche
A|wet|bagnato bagnata bagnati bagnate
A|calm|calmo calma calmi calme
D|calmly|calmamente
A|nervous|nervoso nervosa nervosi nervose
A|proud|orgoglioso orgogliosa orgogliosi orgogliose
A|jealous|geloso gelosa gelosi gelose
A|shy|timido timida timidi timide
A|brave|coraggioso coraggiosa coraggiosi coraggiose
A|stupid|stupido stupida stupidi stupide
A|skilled|abile abili
A|unfair|ingiusto ingiusta ingiusti ingiuste
A|formal|formale formali
D|formally|formalmente
A|informal|informale informali
D|informally|informalmente
A|boring|noioso noiosa noiosi noiose
A|nice|carino carina carini carine simpatico simpatica simpatici simpatiche
A|unpleasant|antipatico antipatica antipatici antipatiche
A|dishonest|disonesto disonesta disonesti disoneste
A|loyal|leale leali
D|loyally|lealmente
A|disloyal|sleale sleali
A|confident|fiducioso fiduciosa fiduciosi fiduciose
A|careful|attento attenta attenti attente
D|carefully|attentamente
A|detailed|dettagliato dettagliata dettagliati dettagliate
A|messy|disordinato disordinata disordinati disordinate
A|effective|efficace efficaci
D|effectively|efficacemente
A|efficient|efficiente efficienti
D|efficiently|efficientemente
A|sustainable|sostenibile sostenibili
D|responsibly|responsabilmente
A|irresponsible|irresponsabile irresponsabili
A|advertising|pubblicitario pubblicitaria pubblicitari pubblicitarie
A|promotional|promozionale promozionali
N|growth|crescita
N|growths|crescite
N|increase|aumento
N|increases|aumenti
N|decrease|diminuzione
N|decreases|diminuzioni
N|improvement|miglioramento
N|improvements|miglioramenti
N|progress|progresso
N|progresses|progressi
N|mistake|sbaglio
N|mistakes|sbagli
N|merit|pregio merito
N|merits|pregi meriti
N|mess|disordine
N|messes|disordini
N|fight|lotta
N|fights|lotte
N|conflict|conflitto
N|conflicts|conflitti
N|certainty|certezza
N|certainties|certezze
N|mystery|mistero
N|mysteries|misteri
N|surprise|sorpresa
N|surprises|sorprese
N|discovery|scoperta
N|discoveries|scoperte
N|invention|invenzione
N|inventions|invenzioni
N|innovation|innovazione
N|innovations|innovazioni
N|tradition|tradizione
N|traditions|tradizioni
N|habit|abitudine
N|habits|abitudini
N|mindset|mentalita
N|perspective|prospettiva
N|perspectives|prospettive
N|vision|visione
N|visions|visioni
N|commitment|impegno
N|commitments|impegni
N|power|potenza
N|powers|potenze
N|management|gestione
N|managements|gestioni
N|defense|difesa
N|defenses|difese
N|punishment|punizione
N|punishments|punizioni
N|use|utilizzo uso
N|uses|utilizzi usi
N|accessibility|accessibilita
N|availability|disponibilita
N|compatibility|compatibilita
N|reliability|affidabilita
N|effectiveness|efficacia
N|effectivenesses|efficacie
N|efficiency|efficienza
N|efficiencies|efficienze
V|required|richiesto richiesti
V|matter|importa
V|sorry|dispiace
V|am|sto
V|is|sta
N|regards|saluti
N|technique|tecnica
N|techniques|tecniche
N|series|serie
N|earlier|precedenza
N|contents|contenuti
A|dead|morto morti
A|sorry|spiacente
P|sorry|scusa scusi scusate
N|confirmation|conferma
N|verification|verifica
P|everything|tutto
P|below|sotto
P|good|buon
P|nice|bel bell
P|saint|sant
P|pretend|finta
A|medical|medica mediche
A|language|linguistico linguistica linguistici linguistiche
P|whereas|laddove
P|nevertheless|nondimeno ciononostante
P|in short|insomma
P|mostly|perlopiu
P|at first|dapprima
P|at least|quantomeno
P|even|perfino persino addirittura
N|file|file
`;
