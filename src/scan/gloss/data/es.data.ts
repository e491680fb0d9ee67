// Spanish → English word forms for the gloss reading (../lexicon.ts, docs/SCANNING-LANGUAGES.md).
// Product data written for this project: the function words in full, verbs in every form a writer
// uses for an order (future and conditional forms of ordinary verbs left out, modals kept), nouns
// and adjectives in all their forms, over the vocabulary of mail, office work, computing, security
// and AI assistants; no attack text was used. One line per gloss: the part of speech (N noun,
// A adjective, V verb, D adverb, P other), the English gloss (empty: the word disappears), then the
// forms, folded as the scanner folds text. Where two forms fold to one, the function word is kept,
// then the form written without accents.
export const ES_LEXICON = `
P|to|a
D|below|abajo debajo
V|abandon|abandona abandonad abandonais abandonamos abandonan abandonar abandonas abandone abandoneis abandonemos abandonen abandones abandono
V|abandoned|abandonaba abandonabais abandonabamos abandonaban abandonabas abandonada abandonadas abandonado abandonados abandonara abandonarais abandonaramos abandonaran abandonaras abandonaron abandonase abandonaseis abandonasemos abandonasen abandonases abandonaste abandonasteis
V|abandoning|abandonando
V|cover|abarca abarcad abarcais abarcamos abarcan abarcar abarcas abarco abarque abarqueis abarquemos abarquen abarques cubra cubrais cubramos cubran cubras cubre cubren cubres cubri cubrid cubrimos cubrir cubris cubro
V|covered|abarcaba abarcabais abarcabamos abarcaban abarcabas abarcada abarcadas abarcado abarcados abarcara abarcarais abarcaramos abarcaran abarcaras abarcaron abarcase abarcaseis abarcasemos abarcasen abarcases abarcaste abarcasteis cubierta cubiertas cubierto cubiertos cubria cubriais cubriamos cubrian cubrias cubriera cubrierais cubrieramos cubrieran cubrieras cubrieron cubriese cubrieseis cubriesemos cubriesen cubrieses cubrio cubriste cubristeis
V|covering|abarcando cubriendo
V|supply|abastece abasteced abasteceis abastecemos abastecen abastecer abasteces abastezca abastezcais abastezcamos abastezcan abastezcas abastezco suministra suministrad suministrais suministramos suministran suministrar suministras suministre suministreis suministremos suministren suministres
V|supplied|abasteci abastecia abasteciais abasteciamos abastecian abastecias abastecida abastecidas abastecido abastecidos abasteciera abastecierais abastecieramos abastecieran abastecieras abastecieron abasteciese abastecieseis abasteciesemos abasteciesen abastecieses abastecimos abastecio abasteciste abastecisteis suministraba suministrabais suministrabamos suministraban suministrabas suministrada suministradas suministrado suministrados suministrara suministrarais suministraramos suministraran suministraras suministraron suministrase suministraseis suministrasemos suministrasen suministrases suministraste suministrasteis
V|supplying|abasteciendo suministrando
A|open|abierta abiertas abierto abiertos
D|openly|abiertamente
N|law|abogacia ley
N|lawyer|abogada abogado
N|lawyers|abogadas abogados
V|pay|abona abonad abonais abonamos abonan abonar abonas abone aboneis abonemos abonen abones pagad pagais pagamos pagan pagar pague pagueis paguemos paguen pagues remunera remunerad remunerais remuneramos remuneran remunerar remuneras remunere remunereis remuneremos remuneren remuneres remunero retribui retribuid retribuimos retribuir retribuis retribuya retribuyais retribuyamos retribuyan retribuyas retribuye retribuyen retribuyes retribuyo
V|paid|abonaba abonabais abonabamos abonaban abonabas abonara abonarais abonaramos abonaran abonaras abonaron abonase abonaseis abonasemos abonasen abonases abonaste abonasteis pagaba pagabais pagabamos pagaban pagabas pagara pagarais pagaramos pagaran pagaras pagaron pagase pagaseis pagasemos pagasen pagases pagaste pagasteis remuneraba remunerabais remunerabamos remuneraban remunerabas remunerada remuneradas remunerado remunerados remunerara remunerarais remuneraramos remuneraran remuneraras remuneraron remunerase remuneraseis remunerasemos remunerasen remunerases remuneraste remunerasteis retribuia retribuiais retribuiamos retribuian retribuias retribuida retribuidas retribuido retribuidos retribuiste retribuisteis retribuyera retribuyerais retribuyeramos retribuyeran retribuyeras retribuyeron retribuyese retribuyeseis retribuyesemos retribuyesen retribuyeses
A|paid|abonada abonadas abonado abonados pagada pagadas pagado pagados
V|paying|abonando pagando remunerando retribuyendo
N|payment|abono pago
N|payments|abonos pagos
V|address|aborda abordad abordais abordamos abordan abordar abordas aborde abordeis abordemos aborden abordes abordo
V|addressed|abordaba abordabais abordabamos abordaban abordabas abordada abordadas abordado abordados abordara abordarais abordaramos abordaran abordaras abordaron abordase abordaseis abordasemos abordasen abordases abordaste abordasteis dirigida dirigidas dirigido dirigidos
V|addressing|abordando
V|abort|aborta abortad abortais abortamos abortan abortar abortas aborte aborteis abortemos aborten abortes aborto
V|aborted|abortaba abortabais abortabamos abortaban abortabas abortada abortadas abortado abortados abortara abortarais abortaramos abortaran abortaras abortaron abortase abortaseis abortasemos abortasen abortases abortaste abortasteis
V|aborting|abortando
V|open|abra abrais abramos abran abras abre abren abres abri abrid abrimos abrir abris abro
V|hug|abrace abraceis abracemos abracen abraces abraza abrazad abrazais abrazamos abrazan abrazar abrazas abrazo
V|hugged|abrazaba abrazabais abrazabamos abrazaban abrazabas abrazada abrazadas abrazado abrazados abrazara abrazarais abrazaramos abrazaran abrazaras abrazaron abrazase abrazaseis abrazasemos abrazasen abrazases abrazaste abrazasteis
V|hugging|abrazando
V|abbreviate|abrevia abreviad abreviais abreviamos abrevian abreviar abrevias abrevie abrevieis abreviemos abrevien abrevies abrevio
V|abbreviated|abreviaba abreviabais abreviabamos abreviaban abreviabas abreviada abreviadas abreviado abreviados abreviara abreviarais abreviaramos abreviaran abreviaras abreviaron abreviase abreviaseis abreviasemos abreviasen abreviases abreviaste abreviasteis
V|abbreviating|abreviando
V|opened|abria abriais abriamos abrian abrias abriera abrierais abrieramos abrieran abrieras abrieron abriese abrieseis abriesemos abriesen abrieses abrio abriste abristeis
V|opening|abriendo
N|coat|abrigo
N|coats|abrigos
N|april|abril
N|acquittal|absolucion
N|acquittals|absoluciones
A|absolute|absoluta absolutas absoluto absolutos
D|absolutely|absolutamente
V|acquit|absolvais absolvamos absolvas absolve absolved absolveis absolvemos absolver absolves absuelva absuelvan absuelvas absuelve absuelven absuelves absuelvo
V|acquitted|absolvi absolvia absolviais absolviamos absolvian absolvias absolviera absolvierais absolvieramos absolvieran absolvieras absolvieron absolviese absolvieseis absolviesemos absolviesen absolvieses absolvimos absolvio absolviste absolvisteis absuelta absueltas absuelto absueltos
V|acquitting|absolviendo
V|absorb|absorba absorbais absorbamos absorban absorbas absorbe absorbed absorbeis absorbemos absorben absorber absorbes absorbo
V|absorbed|absorbi absorbia absorbiais absorbiamos absorbian absorbias absorbida absorbidas absorbido absorbidos absorbiera absorbierais absorbieramos absorbieran absorbieras absorbieron absorbiese absorbieseis absorbiesemos absorbiesen absorbieses absorbimos absorbio absorbiste absorbisteis
V|absorbing|absorbiendo
V|abstain|absten abstene abstened absteneis abstenemos abstener abstenes abstenga abstengais abstengamos abstengan abstengas abstengo abstiene abstienen abstienes
V|abstained|abstenia absteniais absteniamos abstenian abstenias abstenida abstenidas abstenido abstenidos abstuve abstuviera abstuvierais abstuvieramos abstuvieran abstuvieras abstuvieron abstuviese abstuvieseis abstuviesemos abstuviesen abstuvieses abstuvimos abstuviste abstuvisteis abstuvo
V|abstaining|absteniendo
A|absurd|absurda absurdas absurdo absurdos
D|absurdly|absurdamente
N|grandmother|abuela
N|grandmothers|abuelas
N|grandma|abuelita
N|grandmas|abuelitas
N|grandpa|abuelito
N|grandpas|abuelitos
N|grandfather|abuelo
N|grandfathers|abuelos
N|abundance|abundancia
N|abundances|abundancias
A|abundant|abundante abundantes
D|abundantly|abundantemente
V|bore|aburra aburrais aburramos aburran aburras aburre aburren aburres aburri aburrid aburrimos aburrir aburris aburro aguantaba aguantabais aguantabamos aguantaban aguantabas aguantara aguantarais aguantaramos aguantaran aguantaras aguantaron aguantase aguantaseis aguantasemos aguantasen aguantases aguantaste aguantasteis
V|bored|aburria aburriais aburriamos aburrian aburrias aburriera aburrierais aburrieramos aburrieran aburrieras aburrieron aburriese aburrieseis aburriesemos aburriesen aburrieses aburrio aburriste aburristeis
A|boring|aburrida aburridas aburrido aburridos
V|boring|aburriendo
V|abuse|abusa abusad abusais abusamos abusan abusar abusas abuse abuseis abusemos abusen abuses
V|abused|abusaba abusabais abusabamos abusaban abusabas abusada abusadas abusado abusados abusara abusarais abusaramos abusaran abusaras abusaron abusase abusaseis abusasemos abusasen abusases abusaste abusasteis
V|abusing|abusando
N|abuse|abuso
N|abuses|abusos
D|here|aca aqui
V|finish|acaba acabad acabais acabamos acaban acabar acabas acabe acabeis acabemos acaben acabes acabo finalice finaliceis finalicemos finalicen finalices finaliza finalizad finalizais finalizamos finalizan finalizar finalizas finalizo
V|finished|acababa acababais acababamos acababan acababas acabada acabadas acabado acabados acabara acabarais acabaramos acabaran acabaras acabaron acabase acabaseis acabasemos acabasen acabases acabaste acabasteis finalizaba finalizabais finalizabamos finalizaban finalizabas finalizada finalizadas finalizado finalizados finalizara finalizarais finalizaramos finalizaran finalizaras finalizaron finalizase finalizaseis finalizasemos finalizasen finalizases finalizaste finalizasteis
V|finishing|acabando finalizando
N|academy|academia
N|academies|academias
A|academic|academica academicas academico academicos
D|academically|academicamente
V|stroke|acaricia acariciad acariciais acariciamos acarician acariciar acaricias acaricie acaricieis acariciemos acaricien acaricies acaricio
V|stroked|acariciaba acariciabais acariciabamos acariciaban acariciabas acariciada acariciadas acariciado acariciados acariciara acariciarais acariciaramos acariciaran acariciaras acariciaron acariciase acariciaseis acariciasemos acariciasen acariciases acariciaste acariciasteis
V|stroking|acariciando
D|perhaps|acaso
V|obey|acata acatad acatais acatamos acatan acatar acatas acate acateis acatemos acaten acates acato obedece obedeced obedeceis obedecemos obedecen obedecer obedeces obedezca obedezcais obedezcamos obedezcan obedezcas obedezco
V|obeyed|acataba acatabais acatabamos acataban acatabas acatada acatadas acatado acatados acatara acatarais acataramos acataran acataras acataron acatase acataseis acatasemos acatasen acatases acataste acatasteis obedeci obedecia obedeciais obedeciamos obedecian obedecias obedecida obedecidas obedecido obedecidos obedeciera obedecierais obedecieramos obedecieran obedecieras obedecieron obedeciese obedecieseis obedeciesemos obedeciesen obedecieses obedecimos obedecio obedeciste obedecisteis
N|compliance|acatamiento cumplimiento
N|compliances|acatamientos cumplimientos
V|obeying|acatando obedeciendo
V|access|acceda accedais accedamos accedan accedas accede acceded accedeis accedemos acceden acceder accedes accedo
V|accessed|accedi accedia accediais accediamos accedian accedias accedida accedidas accedido accedidos accediera accedierais accedieramos accedieran accedieras accedieron accediese accedieseis accediesemos accediesen accedieses accedimos accedio accediste accedisteis
V|accessing|accediendo
A|accessible|accesible accesibles
D|accessibly|accesiblemente
N|access|acceso
N|accesses|accesos
N|accident|accidente
N|accidents|accidentes
N|action|accion
N|actions|acciones
N|shareholder|accionista
N|shareholders|accionistas
V|stalk|acecha acechad acechais acechamos acechan acechar acechas aceche acecheis acechemos acechen aceches acecho
V|stalked|acechaba acechabais acechabamos acechaban acechabas acechada acechadas acechado acechados acechara acecharais acecharamos acecharan acecharas acecharon acechase acechaseis acechasemos acechasen acechases acechaste acechasteis
V|stalking|acechando
N|oil|aceite petroleo
N|oils|aceites petroleos
V|speed up|acelera acelerad acelerais aceleramos aceleran acelerar aceleras acelere acelereis aceleremos aceleren aceleres acelero agilice agiliceis agilicemos agilicen agilices agiliza agilizad agilizais agilizamos agilizan agilizar agilizas agilizo
V|speeded up|aceleraba acelerabais acelerabamos aceleraban acelerabas acelerada aceleradas acelerado acelerados acelerara acelerarais aceleraramos aceleraran aceleraras aceleraron acelerase aceleraseis acelerasemos acelerasen acelerases aceleraste acelerasteis agilizaba agilizabais agilizabamos agilizaban agilizabas agilizada agilizadas agilizado agilizados agilizara agilizarais agilizaramos agilizaran agilizaras agilizaron agilizase agilizaseis agilizasemos agilizasen agilizases agilizaste agilizasteis
V|speeding up|acelerando agilizando
N|accent|acento
N|accents|acentos
V|emphasize|acentua acentuad acentuais acentuamos acentuan acentuar acentuas acentueis acentuemos acentuen acentues enfatice enfaticeis enfaticemos enfaticen enfatices enfatiza enfatizad enfatizais enfatizamos enfatizan enfatizar enfatizas enfatizo
V|emphasized|acentuaba acentuabais acentuabamos acentuaban acentuabas acentuada acentuadas acentuado acentuados acentuara acentuarais acentuaramos acentuaran acentuaras acentuaron acentuase acentuaseis acentuasemos acentuasen acentuases acentuaste acentuasteis acentue acentuo enfatizaba enfatizabais enfatizabamos enfatizaban enfatizabas enfatizada enfatizadas enfatizado enfatizados enfatizara enfatizarais enfatizaramos enfatizaran enfatizaras enfatizaron enfatizase enfatizaseis enfatizasemos enfatizasen enfatizases enfatizaste enfatizasteis
V|emphasizing|acentuando enfatizando
V|accept|acepta aceptad aceptais aceptamos aceptan aceptar aceptas acepte acepteis aceptemos acepten aceptes acepto
V|accepted|aceptaba aceptabais aceptabamos aceptaban aceptabas aceptada aceptadas aceptado aceptados aceptara aceptarais aceptaramos aceptaran aceptaras aceptaron aceptase aceptaseis aceptasemos aceptasen aceptases aceptaste aceptasteis
A|acceptable|aceptable aceptables
D|acceptably|aceptablemente
N|acceptance|aceptacion
N|acceptances|aceptaciones
V|accepting|aceptando
P|about|acerca sobre
V|approached|acercaba acercabais acercabamos acercaban acercabas acercada acercadas acercado acercados acercara acercarais acercaramos acercaran acercaras acercaron acercase acercaseis acercasemos acercasen acercases acercaste acercasteis
V|approach|acercad acercais acercamos acercan acercar acercas acerco acerque acerqueis acerquemos acerquen acerques
V|approaching|acercando
N|steel|acero
N|steels|aceros
V|get right|acerta acertad acertais acertamos acertar acertas acerteis acertemos acertes acierta aciertan aciertas acierte acierten aciertes acierto
V|got right|acertaba acertabais acertabamos acertaban acertabas acertara acertarais acertaramos acertaran acertaras acertaron acertase acertaseis acertasemos acertasen acertases acertaste acertasteis acerte acerto
V|gotten right|acertada acertadas acertado acertados
V|getting right|acertando
N|riddle|acertijo adivinanza
N|riddles|acertijos adivinanzas
V|clarify|aclara aclarad aclarais aclaramos aclaran aclarar aclaras aclare aclareis aclaremos aclaren aclares aclaro clarifica clarificad clarificais clarificamos clarifican clarificar clarificas clarifico clarifique clarifiqueis clarifiquemos clarifiquen clarifiques
V|clarified|aclaraba aclarabais aclarabamos aclaraban aclarabas aclarada aclaradas aclarado aclarados aclarara aclararais aclararamos aclararan aclararas aclararon aclarase aclaraseis aclarasemos aclarasen aclarases aclaraste aclarasteis clarificaba clarificabais clarificabamos clarificaban clarificabas clarificada clarificadas clarificado clarificados clarificara clarificarais clarificaramos clarificaran clarificaras clarificaron clarificase clarificaseis clarificasemos clarificasen clarificases clarificaste clarificasteis
N|clarification|aclaracion
N|clarifications|aclaraciones
V|clarifying|aclarando clarificando
V|welcome|acoge acoged acogeis acogemos acogen acoger acoges acoja acojais acojamos acojan acojas acojo
A|cozy|acogedor acogedora acogedoras acogedores
D|cozily|acogedormente
V|welcomed|acogi acogia acogiais acogiamos acogian acogias acogida acogidas acogido acogidos acogiera acogierais acogieramos acogieran acogieras acogieron acogiese acogieseis acogiesemos acogiesen acogieses acogimos acogio acogiste acogisteis
V|welcoming|acogiendo
V|undertake|acometa acometais acometamos acometan acometas acomete acometed acometeis acometemos acometen acometer acometes acometo emprenda emprendais emprendamos emprendan emprendas emprende emprended emprendeis emprendemos emprenden emprender emprendes emprendo
V|undertook|acometi acometia acometiais acometiamos acometian acometias acometiera acometierais acometieramos acometieran acometieras acometieron acometiese acometieseis acometiesemos acometiesen acometieses acometimos acometio acometiste acometisteis emprendi emprendia emprendiais emprendiamos emprendian emprendias emprendiera emprendierais emprendieramos emprendieran emprendieras emprendieron emprendiese emprendieseis emprendiesemos emprendiesen emprendieses emprendimos emprendio emprendiste emprendisteis
V|undertaken|acometida acometidas acometido acometidos emprendida emprendidas emprendido emprendidos
V|undertaking|acometiendo emprendiendo
V|accommodate|acomoda acomodad acomodais acomodamos acomodan acomodar acomodas acomode acomodeis acomodemos acomoden acomodes acomodo
V|accommodated|acomodaba acomodabais acomodabamos acomodaban acomodabas acomodada acomodadas acomodado acomodados acomodara acomodarais acomodaramos acomodaran acomodaras acomodaron acomodase acomodaseis acomodasemos acomodasen acomodases acomodaste acomodasteis
V|accommodating|acomodando
V|accompany|acompana acompanad acompanais acompanamos acompanan acompanar acompanas acompane acompaneis acompanemos acompanen acompanes acompano
V|accompanied|acompanaba acompanabais acompanabamos acompanaban acompanabas acompanada acompanadas acompanado acompanados acompanara acompanarais acompanaramos acompanaran acompanaras acompanaron acompanase acompanaseis acompanasemos acompanasen acompanases acompanaste acompanasteis
V|accompanying|acompanando
N|companion|acompanante
N|companions|acompanantes
V|advise|aconseja aconsejad aconsejais aconsejamos aconsejan aconsejar aconsejas aconseje aconsejeis aconsejemos aconsejen aconsejes aconsejo asesorad asesorais asesoramos asesoran asesorar asesore asesoreis asesoremos asesoren asesoro
V|advised|aconsejaba aconsejabais aconsejabamos aconsejaban aconsejabas aconsejada aconsejadas aconsejado aconsejados aconsejara aconsejarais aconsejaramos aconsejaran aconsejaras aconsejaron aconsejase aconsejaseis aconsejasemos aconsejasen aconsejases aconsejaste aconsejasteis asesoraba asesorabais asesorabamos asesoraban asesorabas asesorada asesoradas asesorado asesorados asesorara asesorarais asesoraramos asesoraran asesoraras asesoraron asesorase asesoraseis asesorasemos asesorasen asesorases asesoraste asesorasteis
A|advisable|aconsejable aconsejables recomendable recomendables
D|advisably|aconsejablemente recomendablemente
V|advising|aconsejando asesorando
V|happen|acontece aconteced aconteceis acontecemos acontecen acontecer aconteces acontezca acontezcais acontezcamos acontezcan acontezcas acontezco suceda sucedais sucedamos sucedan sucedas sucede suceded sucedeis sucedemos suceden suceder sucedes sucedo
V|happened|aconteci acontecia aconteciais aconteciamos acontecian acontecias acontecida acontecidas acontecido acontecidos aconteciera acontecierais acontecieramos acontecieran acontecieras acontecieron aconteciese acontecieseis aconteciesemos aconteciesen acontecieses acontecimos acontecio aconteciste acontecisteis sucedi sucedia sucediais sucediamos sucedian sucedias sucedida sucedidas sucedido sucedidos sucediera sucedierais sucedieramos sucedieran sucedieras sucedieron sucediese sucedieseis sucediesemos sucediesen sucedieses sucedimos sucedio sucediste sucedisteis
V|happening|aconteciendo sucediendo
N|event|acontecimiento evento
N|events|acontecimientos eventos
V|agree|acorda acordad acordais acordamos acordar acordas acordeis acordemos acordes acuerda acuerdan acuerdas acuerde acuerden acuerdes conven convenga convengais convengamos convengan convengas convengo conveni convenid convenimos convenir convenis conviene convienen convienes
V|agreed|acordaba acordabais acordabamos acordaban acordabas acordada acordadas acordado acordados acordara acordarais acordaramos acordaran acordaras acordaron acordase acordaseis acordasemos acordasen acordases acordaste acordasteis acorde acordo convenia conveniais conveniamos convenian convenias convenida convenidas convenido convenidos convine conviniera convinierais convinieramos convinieran convinieras convinieron conviniese convinieseis conviniesemos conviniesen convinieses convinimos conviniste convinisteis convino
V|agreeing|acordando conviniendo
V|shorten|acorta acortad acortais acortamos acortan acortar acortas acorte acorteis acortemos acorten acortes acorto
V|shortened|acortaba acortabais acortabamos acortaban acortabas acortada acortadas acortado acortados acortara acortarais acortaramos acortaran acortaras acortaron acortase acortaseis acortasemos acortasen acortases acortaste acortasteis
V|shortening|acortando
V|harass|acosa acosad acosais acosamos acosan acosar acosas acose acoseis acosemos acosen acoses
V|harassed|acosaba acosabais acosabamos acosaban acosabas acosada acosadas acosado acosados acosara acosarais acosaramos acosaran acosaras acosaron acosase acosaseis acosasemos acosasen acosases acosaste acosasteis
V|harassing|acosando
N|harassment|acoso hostigamiento
N|harassments|acosos hostigamientos
V|lie down|acosta acostad acostais acostamos acostar acostas acosteis acostemos acostes acuesta acuestan acuestas acueste acuesten acuestes acuesto
V|lied down|acostaba acostabais acostabamos acostaban acostabas acostada acostadas acostado acostados acostara acostarais acostaramos acostaran acostaras acostaron acostase acostaseis acostasemos acostasen acostases acostaste acostasteis acoste acosto
V|lying down|acostando
V|get used|acostumbra acostumbrad acostumbrais acostumbramos acostumbran acostumbrar acostumbras acostumbre acostumbreis acostumbremos acostumbren acostumbres acostumbro
V|got used|acostumbraba acostumbrabais acostumbrabamos acostumbraban acostumbrabas acostumbrara acostumbrarais acostumbraramos acostumbraran acostumbraras acostumbraron acostumbrase acostumbraseis acostumbrasemos acostumbrasen acostumbrases acostumbraste acostumbrasteis
V|gotten used|acostumbrada acostumbradas acostumbrado acostumbrados
V|getting used|acostumbrando
V|credit|acredita acreditad acreditais acreditamos acreditan acreditar acreditas acredite acrediteis acreditemos acrediten acredites acredito
V|credited|acreditaba acreditabais acreditabamos acreditaban acreditabas acreditada acreditadas acreditado acreditados acreditara acreditarais acreditaramos acreditaran acreditaras acreditaron acreditase acreditaseis acreditasemos acreditasen acreditases acreditaste acreditasteis
N|accreditation|acreditacion
N|accreditations|acreditaciones
V|crediting|acreditando
N|creditor|acreedor acreedora
N|creditors|acreedoras acreedores
N|minutes|acta minutos
N|minuteses|actas
N|attitude|actitud
N|attitudes|actitudes
V|activate|activa activad activais activamos activan activar active activeis activemos activen actives
V|activated|activaba activabais activabamos activaban activabas activara activarais activaramos activaran activaras activaron activase activaseis activasemos activasen activases activaste activasteis
N|activation|activacion
N|activations|activaciones
A|enabled|activada activadas activado activados habilitada habilitadas habilitado habilitados
D|actively|activamente
V|activating|activando
A|active|activas activo activos
N|activity|actividad
N|activities|actividades
N|act|acto
N|actor|actor actriz
N|actors|actores actrices
N|acts|actos
V|act|actua actuad actuais actuamos actuan actuar actuas actueis actuemos actuen actues
V|acted|actuaba actuabais actuabamos actuaban actuabas actuada actuadas actuado actuados actuara actuarais actuaramos actuaran actuaras actuaron actuase actuaseis actuasemos actuasen actuases actuaste actuasteis actue actuo
N|performance|actuacion desempeno rendimiento
N|performances|actuaciones desempenos rendimientos
A|current|actual actuales corriente corrientes vigente vigentes
V|update|actualice actualiceis actualicemos actualicen actualices actualiza actualizad actualizais actualizamos actualizan actualizar actualizas actualizo
N|present|actualidad
N|presents|actualidades
V|updated|actualizaba actualizabais actualizabamos actualizaban actualizabas actualizara actualizarais actualizaramos actualizaran actualizaras actualizaron actualizase actualizaseis actualizasemos actualizasen actualizases actualizaste actualizasteis
N|update|actualizacion
N|updates|actualizaciones
A|updated|actualizada actualizadas actualizado actualizados
V|updating|actualizando
D|currently|actualmente corrientemente vigentemente
V|acting|actuando
V|come|acuda acudais acudamos acudan acudas acude acuden acudes acudi acudid acudida acudidas acudido acudidos acudimos acudir acudis acudo ven venga vengais vengamos vengan vengas vengo veni venid venida venidas venido venidos venimos venir venis viene vienen vienes
V|came|acudia acudiais acudiamos acudian acudias acudiera acudierais acudieramos acudieran acudieras acudieron acudiese acudieseis acudiesemos acudiesen acudieses acudio acudiste acudisteis venia veniais veniamos venian venias vine viniera vinierais vinieramos vinieran vinieras vinieron viniese vinieseis viniesemos viniesen vinieses vinimos viniste vinisteis vino
V|coming|acudiendo viniendo
N|agreement|acuerdo convenio
N|agreements|acuerdos convenios
V|accumulate|acumula acumulad acumulais acumulamos acumulan acumular acumulas acumule acumuleis acumulemos acumulen acumules acumulo
V|accumulated|acumulaba acumulabais acumulabamos acumulaban acumulabas acumulada acumuladas acumulado acumulados acumulara acumularais acumularamos acumularan acumularas acumularon acumulase acumulaseis acumulasemos acumulasen acumulases acumulaste acumulasteis
V|accumulating|acumulando
V|accuse|acusa acusad acusais acusamos acusan acusar acusas acuse acuseis acusemos acusen acuses acuso
V|accused|acusaba acusabais acusabamos acusaban acusabas acusara acusarais acusaramos acusaran acusaras acusaron acusase acusaseis acusasemos acusasen acusases acusaste acusasteis
N|accusation|acusacion
N|accusations|acusaciones
N|defendant|acusada acusado demandada demandado
N|defendants|acusadas acusados demandadas demandados
V|accusing|acusando
V|adapt|adapta adaptad adaptais adaptamos adaptan adaptar adaptas adapte adapteis adaptemos adapten adaptes adapto adecua adecuad adecuais adecuamos adecuan adecuar adecuas adecue adecueis adecuemos adecuen adecues adecuo
V|adapted|adaptaba adaptabais adaptabamos adaptaban adaptabas adaptada adaptadas adaptado adaptados adaptara adaptarais adaptaramos adaptaran adaptaras adaptaron adaptase adaptaseis adaptasemos adaptasen adaptases adaptaste adaptasteis adecuaba adecuabais adecuabamos adecuaban adecuabas adecuara adecuarais adecuaramos adecuaran adecuaras adecuaron adecuase adecuaseis adecuasemos adecuasen adecuases adecuaste adecuasteis
V|adapting|adaptando adecuando
A|appropriate|adecuada adecuadas adecuado adecuados apropiada apropiadas apropiado apropiados
D|appropriately|adecuadamente apropiadamente
V|advance|adelanta adelantad adelantais adelantamos adelantan adelantar adelantas adelanteis adelantemos adelanten adelantes adelanto avance avanceis avancemos avancen avances avanza avanzad avanzais avanzamos avanzan avanzar avanzas avanzo
V|advanced|adelantaba adelantabais adelantabamos adelantaban adelantabas adelantada adelantadas adelantado adelantados adelantara adelantarais adelantaramos adelantaran adelantaras adelantaron adelantase adelantaseis adelantasemos adelantasen adelantases adelantaste adelantasteis avanzaba avanzabais avanzabamos avanzaban avanzabas avanzara avanzarais avanzaramos avanzaran avanzaras avanzaron avanzase avanzaseis avanzasemos avanzasen avanzases avanzaste avanzasteis
V|advancing|adelantando avanzando
D|forward|adelante
V|lose weight|adelgace adelgaceis adelgacemos adelgacen adelgaces adelgaza adelgazad adelgazais adelgazamos adelgazan adelgazar adelgazas adelgazo
V|lost weight|adelgazaba adelgazabais adelgazabamos adelgazaban adelgazabas adelgazada adelgazadas adelgazado adelgazados adelgazara adelgazarais adelgazaramos adelgazaran adelgazaras adelgazaron adelgazase adelgazaseis adelgazasemos adelgazasen adelgazases adelgazaste adelgazasteis
V|losing weight|adelgazando
D|also|ademas tambien
N|addendum|adenda
N|addendums|adendas
D|inside|adentro dentro
V|owe|adeuda adeudad adeudais adeudamos adeudan adeudar adeudas adeude adeudeis adeudemos adeuden adeudes adeudo
V|owed|adeudaba adeudabais adeudabamos adeudaban adeudabas adeudada adeudadas adeudado adeudados adeudara adeudarais adeudaramos adeudaran adeudaras adeudaron adeudase adeudaseis adeudasemos adeudasen adeudases adeudaste adeudasteis
V|owing|adeudando
V|adhere|adheri adherid adherimos adherir adheris adhiera adhieran adhieras adhiere adhieren adhieres adhiero adhirais adhiramos adhiras atene atened ateneis atenemos atener atenes atenga atengais atengamos atengan atengas atengo atiene atienen atienes
V|adhered|adheria adheriais adheriamos adherian adherias adherida adheridas adherido adheridos adheriste adheristeis adhiriera adhirierais adhirieramos adhirieran adhirieras adhirieron adhiriese adhirieseis adhiriesemos adhiriesen adhirieses adhirio atenia ateniais ateniamos atenian atenias atenida atenidas atenido atenidos atuve atuviera atuvierais atuvieramos atuvieran atuvieras atuvieron atuviese atuvieseis atuviesemos atuviesen atuvieses atuvimos atuviste atuvisteis atuvo
V|adhering|adhiriendo ateniendo
N|additional|adicional
N|additionals|adicionales
D|additionally|adicionalmente
P|goodbye|adios
V|guess|adivina adivinad adivinais adivinamos adivinan adivinar adivinas adivine adivineis adivinemos adivinen adivines adivino
V|guessed|adivinaba adivinabais adivinabamos adivinaban adivinabas adivinada adivinadas adivinado adivinados adivinara adivinarais adivinaramos adivinaran adivinaras adivinaron adivinase adivinaseis adivinasemos adivinasen adivinases adivinaste adivinasteis
V|guessing|adivinando
N|adjective|adjetivo
N|adjectives|adjetivos
V|award|adjudica adjudicad adjudicais adjudicamos adjudican adjudicar adjudicas adjudico adjudique adjudiqueis adjudiquemos adjudiquen adjudiques
V|awarded|adjudicaba adjudicabais adjudicabamos adjudicaban adjudicabas adjudicada adjudicadas adjudicado adjudicados adjudicara adjudicarais adjudicaramos adjudicaran adjudicaras adjudicaron adjudicase adjudicaseis adjudicasemos adjudicasen adjudicases adjudicaste adjudicasteis
V|awarding|adjudicando
A|attached|adjunta adjuntas adjunto adjuntos
V|attached|adjuntaba adjuntabais adjuntabamos adjuntaban adjuntabas adjuntada adjuntadas adjuntado adjuntados adjuntara adjuntarais adjuntaramos adjuntaran adjuntaras adjuntaron adjuntase adjuntaseis adjuntasemos adjuntasen adjuntases adjuntaste adjuntasteis anexaba anexabais anexabamos anexaban anexabas anexada anexadas anexado anexados anexara anexarais anexaramos anexaran anexaras anexaron anexase anexaseis anexasemos anexasen anexases anexaste anexasteis
V|attach|adjuntad adjuntais adjuntamos adjuntan adjuntar adjunte adjunteis adjuntemos adjunten adjuntes anexa anexad anexais anexamos anexan anexar anexas anexe anexeis anexemos anexen anexes
V|attaching|adjuntando anexando
N|admin|admin
V|manage|administra administrad administrais administramos administran administrar administras administre administreis administremos administren administres administro gestiona gestionad gestionais gestionamos gestionan gestionar gestionas gestione gestioneis gestionemos gestionen gestiono
V|managed|administraba administrabais administrabamos administraban administrabas administrada administradas administrado administrados administrara administrarais administraramos administraran administraras administraron administrase administraseis administrasemos administrasen administrases administraste administrasteis gestionaba gestionabais gestionabamos gestionaban gestionabas gestionada gestionadas gestionado gestionados gestionara gestionarais gestionaramos gestionaran gestionaras gestionaron gestionase gestionaseis gestionasemos gestionasen gestionases gestionaste gestionasteis
N|administration|administracion
N|administrations|administraciones
N|administrator|administrador administradora
N|administrators|administradoras administradores
V|managing|administrando gestionando
A|administrative|administrativa administrativas administrativo administrativos
N|admins|admins
V|admire|admira admirad admirais admiramos admiran admirar admiras admire admireis admiremos admiren admires admiro
V|admired|admiraba admirabais admirabamos admiraban admirabas admirada admiradas admirado admirados admirara admirarais admiraramos admiraran admiraras admiraron admirase admiraseis admirasemos admirasen admirases admiraste admirasteis
N|admiration|admiracion
N|admirations|admiraciones
V|admiring|admirando
V|admit|admita admitais admitamos admitan admitas admite admiten admites admiti admitid admitimos admitir admitis admito
V|admitted|admitia admitiais admitiamos admitian admitias admitida admitidas admitido admitidos admitiera admitierais admitieramos admitieran admitieras admitieron admitiese admitieseis admitiesemos admitiesen admitieses admitio admitiste admitisteis
V|admitting|admitiendo
N|teenager|adolescente
N|teenagers|adolescentes
P|where|adonde donde
V|adopt|adopta adoptad adoptais adoptamos adoptan adoptar adoptas adopte adopteis adoptemos adopten adoptes adopto
V|adopted|adoptaba adoptabais adoptabamos adoptaban adoptabas adoptada adoptadas adoptado adoptados adoptara adoptarais adoptaramos adoptaran adoptaras adoptaron adoptase adoptaseis adoptasemos adoptasen adoptases adoptaste adoptasteis
V|adopting|adoptando
V|adore|adora adorad adorais adoramos adoran adorar adoras adore adoreis adoremos adoren adores adoro
V|adored|adoraba adorabais adorabamos adoraban adorabas adorada adoradas adorado adorados adorara adorarais adoraramos adoraran adoraras adoraron adorase adoraseis adorasemos adorasen adorases adoraste adorasteis
V|adoring|adorando
V|acquire|adquiera adquieran adquieras adquiere adquieren adquieres adquiero adquirais adquiramos adquiras adquiri adquirid adquirimos adquirir adquiris
V|acquired|adquiria adquiriais adquiriamos adquirian adquirias adquirida adquiridas adquirido adquiridos adquiriera adquirierais adquirieramos adquirieran adquirieras adquirieron adquiriese adquirieseis adquiriesemos adquiriesen adquirieses adquirio adquiriste adquiristeis
V|acquiring|adquiriendo
N|customs|aduana costumbres
A|adult|adulta adultas adulto adultos
A|adversarial|adversarial adversariales
D|adversarially|adversarialmente
N|warning|advertencia
N|warnings|advertencias
V|warn|adverti advertid advertimos advertir advertis advierta adviertan adviertas advierte advierten adviertes advierto advirtais advirtamos advirtas
V|warned|advertia advertiais advertiamos advertian advertias advertida advertidas advertido advertidos advertiste advertisteis advirtiera advirtierais advirtieramos advirtieran advirtieras advirtieron advirtiese advirtieseis advirtiesemos advirtiesen advirtieses advirtio
V|warning|advirtiendo
N|airline|aerolinea
N|airlines|aerolineas
N|airport|aeropuerto
N|airports|aeropuertos
V|affect|afecta afectad afectais afectamos afectan afectar afectas afecte afecteis afectemos afecten afectes afecto
V|affected|afectaba afectabais afectabamos afectaban afectabas afectada afectadas afectado afectados afectara afectarais afectaramos afectaran afectaras afectaron afectase afectaseis afectasemos afectasen afectases afectaste afectasteis
V|affecting|afectando
V|shave|afeita afeitad afeitais afeitamos afeitan afeitar afeitas afeite afeiteis afeitemos afeiten afeites afeito
V|shaved|afeitaba afeitabais afeitabamos afeitaban afeitabas afeitada afeitadas afeitado afeitados afeitara afeitarais afeitaramos afeitaran afeitaras afeitaron afeitase afeitaseis afeitasemos afeitasen afeitases afeitaste afeitasteis
V|shaving|afeitando
N|hobby|aficion
N|hobbies|aficiones
N|affiliation|afiliacion
N|affiliations|afiliaciones
N|affiliate|afiliada afiliado
N|affiliates|afiliadas afiliados
V|tune|afina afinad afinais afinamos afinan afinar afinas afine afineis afinemos afinen afines afino
V|tuned|afinaba afinabais afinabamos afinaban afinabas afinada afinadas afinado afinados afinara afinarais afinaramos afinaran afinaras afinaron afinase afinaseis afinasemos afinasen afinases afinaste afinasteis
V|tuning|afinando
V|claim|afirma afirmad afirmais afirmamos afirman afirmar afirmas afirme afirmeis afirmemos afirmen afirmes afirmo reclama reclamad reclamais reclamamos reclaman reclamar reclamas reclame reclameis reclamemos reclamen reclames
V|claimed|afirmaba afirmabais afirmabamos afirmaban afirmabas afirmada afirmadas afirmado afirmados afirmara afirmarais afirmaramos afirmaran afirmaras afirmaron afirmase afirmaseis afirmasemos afirmasen afirmases afirmaste afirmasteis reclamaba reclamabais reclamabamos reclamaban reclamabas reclamada reclamadas reclamado reclamados reclamara reclamarais reclamaramos reclamaran reclamaras reclamaron reclamase reclamaseis reclamasemos reclamasen reclamases reclamaste reclamasteis
V|claiming|afirmando reclamando
A|african|africana africanas africano africanos
V|face|afronta afrontad afrontais afrontamos afrontan afrontar afrontas afronte afronteis afrontemos afronten afrontes afronto enfrenta enfrentad enfrentais enfrentamos enfrentan enfrentar enfrentas enfrenteis enfrentemos enfrenten enfrentes enfrento
V|faced|afrontaba afrontabais afrontabamos afrontaban afrontabas afrontada afrontadas afrontado afrontados afrontara afrontarais afrontaramos afrontaran afrontaras afrontaron afrontase afrontaseis afrontasemos afrontasen afrontases afrontaste afrontasteis enfrentaba enfrentabais enfrentabamos enfrentaban enfrentabas enfrentada enfrentadas enfrentado enfrentados enfrentara enfrentarais enfrentaramos enfrentaran enfrentaras enfrentaron enfrentase enfrentaseis enfrentasemos enfrentasen enfrentases enfrentaste enfrentasteis
V|facing|afrontando enfrentando
D|outside|afuera fuera
V|grab|agarra agarrad agarrais agarramos agarran agarrar agarras agarre agarreis agarremos agarren agarres agarro
V|grabbed|agarraba agarrabais agarrabamos agarraban agarrabas agarrada agarradas agarrado agarrados agarrara agarrarais agarraramos agarraran agarraras agarraron agarrase agarraseis agarrasemos agarrasen agarrases agarraste agarrasteis
V|grabbing|agarrando
N|agency|agencia organismo
N|agencies|agencias organismos
N|agenda|agenda
V|scheduled|agendaba agendabais agendabamos agendaban agendabas agendada agendadas agendado agendados agendara agendarais agendaramos agendaran agendaras agendaron agendase agendaseis agendasemos agendasen agendases agendaste agendasteis calendarizaba calendarizabais calendarizabamos calendarizaban calendarizabas calendarizada calendarizadas calendarizado calendarizados calendarizara calendarizarais calendarizaramos calendarizaran calendarizaras calendarizaron calendarizase calendarizaseis calendarizasemos calendarizasen calendarizases calendarizaste calendarizasteis
V|schedule|agendad agendais agendamos agendan agendar agende agendeis agendemos agenden agendes agendo calendarice calendariceis calendaricemos calendaricen calendarices calendariza calendarizad calendarizais calendarizamos calendarizan calendarizar calendarizas calendarizo
V|scheduling|agendando calendarizando
N|agendas|agendas
N|agent|agente
N|agents|agentes
V|shake|agita agitad agitais agitamos agitan agitar agitas agite agiteis agitemos agiten agites agito sacuda sacudais sacudamos sacudan sacudas sacude sacuden sacudes sacudi sacudid sacudimos sacudir sacudis sacudo
V|shook|agitaba agitabais agitabamos agitaban agitabas agitara agitarais agitaramos agitaran agitaras agitaron agitase agitaseis agitasemos agitasen agitases agitaste agitasteis sacudia sacudiais sacudiamos sacudian sacudias sacudiera sacudierais sacudieramos sacudieran sacudieras sacudieron sacudiese sacudieseis sacudiesemos sacudiesen sacudieses sacudio sacudiste sacudisteis
V|shaken|agitada agitadas agitado agitados sacudida sacudidas sacudido sacudidos
V|shaking|agitando sacudiendo
N|august|agosto
V|exhaust|agota agotad agotais agotamos agotan agotar agotas agote agoteis agotemos agoten agotes agoto
V|exhausted|agotaba agotabais agotabamos agotaban agotabas agotada agotadas agotado agotados agotara agotarais agotaramos agotaran agotaras agotaron agotase agotaseis agotasemos agotasen agotases agotaste agotasteis
V|exhausting|agotando
V|please|agrada agradad agradais agradamos agradan agradar agradas agrade agradeis agrademos agraden agrades agrado complace complaced complaceis complacemos complacen complacer complaces complazca complazcais complazcamos complazcan complazcas complazco
V|pleased|agradaba agradabais agradabamos agradaban agradabas agradada agradadas agradado agradados agradara agradarais agradaramos agradaran agradaras agradaron agradase agradaseis agradasemos agradasen agradases agradaste agradasteis complaci complacia complaciais complaciamos complacian complacias complacida complacidas complacido complacidos complaciera complacierais complacieramos complacieran complacieras complacieron complaciese complacieseis complaciesemos complaciesen complacieses complacimos complacio complaciste complacisteis
A|pleasant|agradable agradables grata gratas grato gratos
D|pleasantly|agradablemente
V|pleasing|agradando complaciendo
V|thank|agradece agradeced agradeceis agradecemos agradecen agradecer agradeces agradezca agradezcais agradezcamos agradezcan agradezcas agradezco
V|thanked|agradeci agradecia agradeciais agradeciamos agradecian agradecias agradeciera agradecierais agradecieramos agradecieran agradecieras agradecieron agradeciese agradecieseis agradeciesemos agradeciesen agradecieses agradecimos agradecio agradeciste agradecisteis
A|grateful|agradecida agradecidas agradecido agradecidos
V|thanking|agradeciendo
V|aggravate|agrava agravad agravais agravamos agravan agravar agravas agrave agraveis agravemos agraven agraves agravo
V|aggravated|agravaba agravabais agravabamos agravaban agravabas agravada agravadas agravado agravados agravara agravarais agravaramos agravaran agravaras agravaron agravase agravaseis agravasemos agravasen agravases agravaste agravasteis
V|aggravating|agravando
V|assault|agreda agredais agredamos agredan agredas agrede agreden agredes agredi agredid agredimos agredir agredis agredo asalta asaltad asaltais asaltamos asaltan asaltar asaltas asalte asalteis asaltemos asalten asaltes asalto
V|assaulted|agredia agrediais agrediamos agredian agredias agredida agredidas agredido agredidos agrediera agredierais agredieramos agredieran agredieras agredieron agrediese agredieseis agrediesemos agrediesen agredieses agredio agrediste agredisteis asaltaba asaltabais asaltabamos asaltaban asaltabas asaltada asaltadas asaltado asaltados asaltara asaltarais asaltaramos asaltaran asaltaras asaltaron asaltase asaltaseis asaltasemos asaltasen asaltases asaltaste asaltasteis
V|assaulting|agrediendo asaltando
V|add|agrega agregad agregais agregamos agregan agregar agregas agrego agregue agregueis agreguemos agreguen agregues anada anadais anadamos anadan anadas anade anaden anades anadi anadid anadimos anadir anadis anado sumad sumais sumamos suman sumar sume sumeis sumemos sumen sumes sumo
V|added|agregaba agregabais agregabamos agregaban agregabas agregada agregadas agregado agregados agregara agregarais agregaramos agregaran agregaras agregaron agregase agregaseis agregasemos agregasen agregases agregaste agregasteis anadia anadiais anadiamos anadian anadias anadida anadidas anadido anadidos anadiera anadierais anadieramos anadieran anadieras anadieron anadiese anadieseis anadiesemos anadiesen anadieses anadio anadiste anadisteis sumaba sumabais sumabamos sumaban sumabas sumada sumadas sumado sumados sumara sumarais sumaramos sumaran sumaras sumaron sumase sumaseis sumasemos sumasen sumases sumaste sumasteis
V|adding|agregando anadiendo sumando
N|assault|agresion
N|assaults|agresiones
A|aggressive|agresiva agresivas agresivo agresivos
D|aggressively|agresivamente
N|farmer|agricultor agricultora
N|farmers|agricultoras agricultores
N|agriculture|agricultura
V|group|agrupa agrupad agrupais agrupamos agrupan agrupar agrupas agrupe agrupeis agrupemos agrupen agrupes agrupo
V|grouped|agrupaba agrupabais agrupabamos agrupaban agrupabas agrupada agrupadas agrupado agrupados agrupara agruparais agruparamos agruparan agruparas agruparon agrupase agrupaseis agrupasemos agrupasen agrupases agrupaste agrupasteis
V|grouping|agrupando
N|water|agua
V|bear|aguanta aguantad aguantais aguantamos aguantan aguantar aguantas aguante aguanteis aguantemos aguanten aguantes aguanto
V|borne|aguantada aguantadas aguantado aguantados
V|bearing|aguantando
V|wait|aguarda aguardad aguardais aguardamos aguardan aguardar aguardas aguarde aguardeis aguardemos aguarden aguardes aguardo espera esperad esperais esperamos esperan esperar esperas espere espereis esperemos esperen esperes espero
V|waited|aguardaba aguardabais aguardabamos aguardaban aguardabas aguardada aguardadas aguardado aguardados aguardara aguardarais aguardaramos aguardaran aguardaras aguardaron aguardase aguardaseis aguardasemos aguardasen aguardases aguardaste aguardasteis esperaba esperabais esperabamos esperaban esperabas esperara esperarais esperaramos esperaran esperaras esperaron esperase esperaseis esperasemos esperasen esperases esperaste esperasteis
V|waiting|aguardando esperando
N|waters|aguas
A|acute|aguda agudas agudo agudos
D|acutely|agudamente
N|eagle|aguila
N|eagles|aguilas
N|needle|aguja
N|needles|agujas
D|there|ahi alla alli
V|drown|ahoga ahogad ahogais ahogamos ahogan ahogar ahogas ahogo ahogue ahogueis ahoguemos ahoguen ahogues
V|drowned|ahogaba ahogabais ahogabamos ahogaban ahogabas ahogada ahogadas ahogado ahogados ahogara ahogarais ahogaramos ahogaran ahogaras ahogaron ahogase ahogaseis ahogasemos ahogasen ahogases ahogaste ahogasteis
V|drowning|ahogando
D|now|ahora
D|right now|ahorita
V|save|ahorra ahorrad ahorrais ahorramos ahorran ahorrar ahorras ahorre ahorreis ahorremos ahorren ahorres ahorro guarda guardad guardais guardamos guardan guardar guardas guarde guardeis guardemos guarden guardes guardo salva salvad salvais salvamos salvan salvar salvas salve salveis salvemos salven salves
V|saved|ahorraba ahorrabais ahorrabamos ahorraban ahorrabas ahorrada ahorradas ahorrado ahorrados ahorrara ahorrarais ahorraramos ahorraran ahorraras ahorraron ahorrase ahorraseis ahorrasemos ahorrasen ahorrases ahorraste ahorrasteis guardaba guardabais guardabamos guardaban guardabas guardara guardarais guardaramos guardaran guardaras guardaron guardase guardaseis guardasemos guardasen guardases guardaste guardasteis salvaba salvabais salvabamos salvaban salvabas salvada salvadas salvado salvados salvara salvarais salvaramos salvaran salvaras salvaron salvase salvaseis salvasemos salvasen salvases salvaste salvasteis
V|saving|ahorrando guardando salvando
N|air|aire
N|airs|aires
A|other|ajena ajenas ajeno ajenos
N|garlic|ajo
N|garlics|ajos
V|adjust|ajusta ajustad ajustais ajustamos ajustan ajustar ajustas ajusteis ajustemos ajusten ajusto
V|adjusted|ajustaba ajustabais ajustabamos ajustaban ajustabas ajustada ajustadas ajustado ajustados ajustara ajustarais ajustaramos ajustaran ajustaras ajustaron ajustase ajustaseis ajustasemos ajustasen ajustases ajustaste ajustasteis
V|adjusting|ajustando
N|adjustment|ajuste
N|settings|ajustes
P|to the|al
V|praise|alaba alabad alabais alabamos alaban alabar alabas alabe alabeis alabemos alaben alabes alabo elogia elogiad elogiais elogiamos elogian elogiar elogias elogie elogieis elogiemos elogien elogies elogio
V|praised|alababa alababais alababamos alababan alababas alabada alabadas alabado alabados alabara alabarais alabaramos alabaran alabaras alabaron alabase alabaseis alabasemos alabasen alabases alabaste alabasteis elogiaba elogiabais elogiabamos elogiaban elogiabas elogiada elogiadas elogiado elogiados elogiara elogiarais elogiaramos elogiaran elogiaras elogiaron elogiase elogiaseis elogiasemos elogiasen elogiases elogiaste elogiasteis
V|praising|alabando elogiando
V|lengthen|alarga alargad alargais alargamos alargan alargar alargas alargo alargue alargueis alarguemos alarguen alargues
V|lengthened|alargaba alargabais alargabamos alargaban alargabas alargada alargadas alargado alargados alargara alargarais alargaramos alargaran alargaras alargaron alargase alargaseis alargasemos alargasen alargases alargaste alargasteis
V|lengthening|alargando
N|alarm|alarma
N|alarms|alarmas
N|delivery note|albaran
N|delivery notes|albaranes
N|mayor|alcalde alcaldesa
N|mayors|alcaldes alcaldesas
N|scope|alcance
V|reach|alcanceis alcancemos alcancen alcanza alcanzad alcanzais alcanzamos alcanzan alcanzar alcanzas alcanzo
N|scopes|alcances
V|reached|alcanzaba alcanzabais alcanzabamos alcanzaban alcanzabas alcanzada alcanzadas alcanzado alcanzados alcanzara alcanzarais alcanzaramos alcanzaran alcanzaras alcanzaron alcanzase alcanzaseis alcanzasemos alcanzasen alcanzases alcanzaste alcanzasteis
V|reaching|alcanzando
V|raise|alce alceis alcemos alcen alces alza alzad alzais alzamos alzan alzar alzas alzo cria criad criais criamos crian criar crias crieis criemos crien cries plantea plantead planteais planteamos plantean plantear planteas plantee planteeis planteemos planteen plantees planteo
N|alcohol|alcohol
V|cheer up|alegra alegrad alegrais alegramos alegran alegrar alegras alegreis alegremos alegren alegro
V|cheered up|alegraba alegrabais alegrabamos alegraban alegrabas alegrada alegradas alegrado alegrados alegrara alegrarais alegraramos alegraran alegraras alegraron alegrase alegraseis alegrasemos alegrasen alegrases alegraste alegrasteis
V|cheering up|alegrando
A|cheerful|alegre alegres
D|cheerfully|alegremente
N|joy|alegria
N|joys|alegrias
V|move away|aleja alejad alejais alejamos alejan alejar alejas aleje alejeis alejemos alejen alejes alejo
V|moved away|alejaba alejabais alejabamos alejaban alejabas alejada alejadas alejado alejados alejara alejarais alejaramos alejaran alejaras alejaron alejase alejaseis alejasemos alejasen alejases alejaste alejasteis
V|moving away|alejando
A|german|aleman alemana alemanas alemanes
V|encourage|alenta alentad alentais alentamos alentar alentas alenteis alentemos alentes alienta alientan alientas aliente alienten alientes aliento anima animad animais animamos animan animar animas anime animeis animemos animen animes fomenta fomentad fomentais fomentamos fomentan fomentar fomentas fomente fomenteis fomentemos fomenten fomentes fomento
V|encouraged|alentaba alentabais alentabamos alentaban alentabas alentada alentadas alentado alentados alentara alentarais alentaramos alentaran alentaras alentaron alentase alentaseis alentasemos alentasen alentases alentaste alentasteis alente alento animaba animabais animabamos animaban animabas animada animadas animado animados animara animarais animaramos animaran animaras animaron animase animaseis animasemos animasen animases animaste animasteis fomentaba fomentabais fomentabamos fomentaban fomentabas fomentada fomentadas fomentado fomentados fomentara fomentarais fomentaramos fomentaran fomentaras fomentaron fomentase fomentaseis fomentasemos fomentasen fomentases fomentaste fomentasteis
V|encouraging|alentando animando fomentando
N|allergy|alergia
N|allergies|alergias
N|alert|alerta
V|alerted|alertaba alertabais alertabamos alertaban alertabas alertada alertadas alertado alertados alertara alertarais alertaramos alertaran alertaras alertaron alertase alertaseis alertasemos alertasen alertases alertaste alertasteis
V|alert|alertad alertais alertamos alertan alertar alerte alerteis alertemos alerten alertes alerto
V|alerting|alertando
N|alerts|alertas
N|carpet|alfombra
N|carpets|alfombras
P|something|algo
N|cotton|algodon
N|cottons|algodones
N|somethings|algos
P|someone|alguien
P|some|algun alguna algunas alguno algunos unas unos
N|alliance|alianza
N|alliances|alianzas
N|stash|alijo
N|stashes|alijos
V|feed|alimenta alimentad alimentais alimentamos alimentan alimentar alimentas alimente alimenteis alimentemos alimenten alimentes
V|fed|alimentaba alimentabais alimentabamos alimentaban alimentabas alimentada alimentadas alimentado alimentados alimentara alimentarais alimentaramos alimentaran alimentaras alimentaron alimentase alimentaseis alimentasemos alimentasen alimentases alimentaste alimentasteis
N|nutrition|alimentacion nutricion
N|nutritions|alimentaciones
V|feeding|alimentando
N|food|alimento comida
N|foods|alimentos comidas
V|relieve|alivia aliviad aliviais aliviamos alivian aliviar alivias alivie alivieis aliviemos alivien alivies alivio
V|relieved|aliviaba aliviabais aliviabamos aliviaban aliviabas aliviada aliviadas aliviado aliviados aliviara aliviarais aliviaramos aliviaran aliviaras aliviaron aliviase aliviaseis aliviasemos aliviasen aliviases aliviaste aliviasteis
V|relieving|aliviando
N|break-in|allanamiento
N|break-ins|allanamientos
N|soul|alma
N|warehouse|almacen
V|store|almacena almacenad almacenais almacenamos almacenan almacenar almacenas almacene almaceneis almacenemos almacenen almaceno
V|stored|almacenaba almacenabais almacenabamos almacenaban almacenabas almacenara almacenarais almacenaramos almacenaran almacenaras almacenaron almacenase almacenaseis almacenasemos almacenasen almacenases almacenaste almacenasteis
A|stored|almacenada almacenadas almacenado almacenados
N|storage|almacenamiento
N|storages|almacenamientos
V|storing|almacenando
N|warehouses|almacenes
N|souls|almas
N|pillow|almohada
N|pillows|almohadas
V|had lunch|almorce almorzaba almorzabais almorzabamos almorzaban almorzabas almorzada almorzadas almorzado almorzados almorzara almorzarais almorzaramos almorzaran almorzaras almorzaron almorzase almorzaseis almorzasemos almorzasen almorzases almorzaste almorzasteis almorzo
V|have lunch|almorceis almorcemos almorces almorza almorzad almorzais almorzamos almorzar almorzas almuerce almuercen almuerces almuerza almuerzan almuerzas
V|having lunch|almorzando
N|lunch|almuerzo
N|lunches|almuerzos
V|host|aloja alojad alojais alojamos alojan alojar alojas aloje alojeis alojemos alojen alojes alojo hospeda hospedad hospedais hospedamos hospedan hospedar hospedas hospede hospedeis hospedemos hospeden hospedes hospedo
V|hosted|alojaba alojabais alojabamos alojaban alojabas alojada alojadas alojado alojados alojara alojarais alojaramos alojaran alojaras alojaron alojase alojaseis alojasemos alojasen alojases alojaste alojasteis hospedaba hospedabais hospedabamos hospedaban hospedabas hospedada hospedadas hospedado hospedados hospedara hospedarais hospedaramos hospedaran hospedaras hospedaron hospedase hospedaseis hospedasemos hospedasen hospedases hospedaste hospedasteis
N|accommodation|alojamiento
N|accommodations|alojamientos
V|hosting|alojando hospedando
V|rent|alquila alquilad alquilais alquilamos alquilan alquilar alquilas alquile alquileis alquilemos alquilen alquiles alquilo renta rentad rentais rentamos rentan rentar rentas rente renteis rentemos renten rentes rento
V|rented|alquilaba alquilabais alquilabamos alquilaban alquilabas alquilada alquiladas alquilado alquilados alquilara alquilarais alquilaramos alquilaran alquilaras alquilaron alquilase alquilaseis alquilasemos alquilasen alquilases alquilaste alquilasteis rentaba rentabais rentabamos rentaban rentabas rentada rentadas rentado rentados rentara rentarais rentaramos rentaran rentaras rentaron rentase rentaseis rentasemos rentasen rentases rentaste rentasteis
V|renting|alquilando rentando
N|rent|alquiler
N|rents|alquileres
D|around|alrededor
A|high|alta altas alto altos elevada elevadas elevado elevados
D|highly|altamente
N|speakers|altavoces
N|speaker|altavoz
V|alter|altera alterad alterais alteramos alteran alterar alteras altere altereis alteremos alteren alteres altero
V|altered|alteraba alterabais alterabamos alteraban alterabas alterada alteradas alterado alterados alterara alterarais alteraramos alteraran alteraras alteraron alterase alteraseis alterasemos alterasen alterases alteraste alterasteis
V|altering|alterando
V|alternate|alterna alternad alternais alternamos alternan alternar alternas alterne alterneis alternemos alternen alternes alterno
V|alternated|alternaba alternabais alternabamos alternaban alternabas alternada alternadas alternado alternados alternara alternarais alternaramos alternaran alternaras alternaron alternase alternaseis alternasemos alternasen alternases alternaste alternasteis
V|alternating|alternando
N|height|altura
N|heights|alturas
N|student|alumna alumno estudiante
N|students|alumnas alumnos estudiantes
V|raised|alzaba alzabais alzabamos alzaban alzabas alzada alzadas alzado alzados alzara alzarais alzaramos alzaran alzaras alzaron alzase alzaseis alzasemos alzasen alzases alzaste alzasteis criaba criabais criabamos criaban criabas criada criadas criado criados criara criarais criaramos criaran criaras criaron criase criaseis criasemos criasen criases criaste criasteis crie crio planteaba planteabais planteabamos planteaban planteabas planteada planteadas planteado planteados planteara plantearais plantearamos plantearan plantearas plantearon plantease planteaseis planteasemos planteasen planteases planteaste planteasteis
V|raising|alzando criando planteando
V|love|ama amad amais amamos aman amar amas ame ameis amemos amen ames amo encanta encantad encantais encantamos encantan encantar encantas encante encanteis encantemos encanten encantes encanto
V|loved|amaba amabais amabamos amaban amabas amada amadas amado amados amara amarais amaramos amaran amaras amaron amase amaseis amasemos amasen amases amaste amasteis encantaba encantabais encantabamos encantaban encantabas encantara encantarais encantaramos encantaran encantaras encantaron encantase encantaseis encantasemos encantasen encantases encantaste encantasteis
N|kindness|amabilidad
N|kindnesses|amabilidades
A|kind|amable amables bondadosa bondadosas bondadoso bondadosos
D|kindly|amablemente bondadosamente gentilmente
V|loving|amando encantando
V|dawn|amanece amaneced amaneceis amanecemos amanecen amanecer amaneces amanezca amanezcais amanezcamos amanezcan amanezcas amanezco
V|dawned|amaneci amanecia amaneciais amaneciamos amanecian amanecias amanecida amanecidas amanecido amanecidos amaneciera amanecierais amanecieramos amanecieran amanecieras amanecieron amaneciese amanecieseis amaneciesemos amaneciesen amanecieses amanecimos amanecio amaneciste amanecisteis
V|dawning|amaneciendo
A|bitter|amarga amargas amargo amargos
D|bitterly|amargamente
A|yellow|amarilla amarillas amarillo amarillos
P|both|ambas ambos
N|ambition|ambicion
N|ambitions|ambiciones
A|environmental|ambiental ambientales
D|environmentally|ambientalmente
N|environment|ambiente entorno
N|environments|ambientes entornos
A|ambiguous|ambigua ambiguas ambiguo ambiguos
D|ambiguously|ambiguamente
N|ambulance|ambulancia
N|ambulances|ambulancias
V|threaten|amenace amenaceis amenacemos amenacen amenaces amenazad amenazais amenazamos amenazan amenazar amenazo
N|threat|amenaza
V|threatened|amenazaba amenazabais amenazabamos amenazaban amenazabas amenazada amenazadas amenazado amenazados amenazara amenazarais amenazaramos amenazaran amenazaras amenazaron amenazase amenazaseis amenazasemos amenazasen amenazases amenazaste amenazasteis
V|threatening|amenazando
N|threats|amenazas
A|american|americana americanas americano americanos estadounidense estadounidenses
N|friend|amiga amigo
A|friendly|amigable amigables
D|friendly|amigablemente
N|friends|amigas amigos
N|friendship|amistad
N|friendships|amistades
N|love|amor
A|amoral|amoral amorales
D|amorally|amoralmente
N|loves|amores
A|broad|amplia amplias amplio amplios
V|expanded|ampliaba ampliabais ampliabamos ampliaban ampliabas ampliada ampliadas ampliado ampliados ampliara ampliarais ampliaramos ampliaran ampliaras ampliaron ampliase ampliaseis ampliasemos ampliasen ampliases ampliaste ampliasteis amplie expandia expandiais expandiamos expandian expandias expandida expandidas expandido expandidos expandiera expandierais expandieramos expandieran expandieras expandieron expandiese expandieseis expandiesemos expandiesen expandieses expandio expandiste expandisteis
N|expansion|ampliacion expansion
N|expansions|ampliaciones expansiones
V|expand|ampliad ampliais ampliamos amplian ampliar amplieis ampliemos amplien amplies expanda expandais expandamos expandan expandas expande expanden expandes expandi expandid expandimos expandir expandis expando
D|broadly|ampliamente
V|expanding|ampliando expandiendo
N|painkiller|analgesico
N|painkillers|analgesicos
V|analyze|analice analiceis analicemos analicen analices analiza analizad analizais analizamos analizan analizar analizas analizo
N|analysis|analisis
N|analyst|analista
N|analysts|analistas
V|analyzed|analizaba analizabais analizabamos analizaban analizabas analizada analizadas analizado analizados analizara analizarais analizaramos analizaran analizaras analizaron analizase analizaseis analizasemos analizasen analizases analizaste analizasteis
V|analyzing|analizando
N|anarchy|anarquia
N|anarchies|anarquias
A|wide|ancha anchas ancho anchos
N|width|anchura
N|widths|anchuras
N|elderly person|anciana anciano
N|elderly people|ancianas ancianos
N|anchor|ancla
V|anchored|anclaba anclabais anclabamos anclaban anclabas anclada ancladas anclado anclados anclara anclarais anclaramos anclaran anclaras anclaron anclase anclaseis anclasemos anclasen anclases anclaste anclasteis
V|anchor|anclad anclais anclamos anclan anclar ancle ancleis anclemos anclen ancles anclo
V|anchoring|anclando
N|anchors|anclas
V|walk|anda andad andais andamos andan andar andas ande andeis andemos anden andes ando camina caminad caminais caminamos caminan caminar caminas camine camineis caminemos caminen camines pasea pasead paseais paseamos pasean pasear paseas pasee paseeis paseemos paseen pasees paseo
V|walked|andaba andabais andabamos andaban andabas andada andadas andado andados anduve anduviera anduvierais anduvieramos anduvieran anduvieras anduvieron anduviese anduvieseis anduviesemos anduviesen anduvieses anduvimos anduviste anduvisteis anduvo caminaba caminabais caminabamos caminaban caminabas caminada caminadas caminado caminados caminara caminarais caminaramos caminaran caminaras caminaron caminase caminaseis caminasemos caminasen caminases caminaste caminasteis paseaba paseabais paseabamos paseaban paseabas paseada paseadas paseado paseados paseara pasearais pasearamos pasearan pasearas pasearon pasease paseaseis paseasemos paseasen paseases paseaste paseasteis
V|walking|andando caminando paseando
N|android|android
V|anesthetize|anestesia anestesiad anestesiais anestesiamos anestesian anestesiar anestesias anestesie anestesieis anestesiemos anestesien anestesies anestesio
V|anesthetized|anestesiaba anestesiabais anestesiabamos anestesiaban anestesiabas anestesiada anestesiadas anestesiado anestesiados anestesiara anestesiarais anestesiaramos anestesiaran anestesiaras anestesiaron anestesiase anestesiaseis anestesiasemos anestesiasen anestesiases anestesiaste anestesiasteis
V|anesthetizing|anestesiando
N|attachment|anexo
N|attachments|anexos
N|angel|angel
N|angels|angeles
N|angle|angulo
N|angles|angulos
N|ring|anillo
N|rings|anillos
N|animal|animal
N|animals|animales
N|mood|animo
N|moods|animos
N|anniversary|aniversario
N|anniversaries|aniversarios
N|year|ano
D|last night|anoche
A|anomalous|anomala anomalas anomalo anomalos
D|anomalously|anomalamente
A|anonymous|anonima anonimas anonimo anonimos
D|anonymously|anonimamente
N|years|anos
V|note|anota anotad anotais anotamos anotan anotar anotas anote anoteis anotemos anoten anotes anoto apunta apuntad apuntais apuntamos apuntan apuntar apuntas apunte apunteis apuntemos apunten apuntes apunto
V|noted|anotaba anotabais anotabamos anotaban anotabas anotada anotadas anotado anotados anotara anotarais anotaramos anotaran anotaras anotaron anotase anotaseis anotasemos anotasen anotases anotaste anotasteis apuntaba apuntabais apuntabamos apuntaban apuntabas apuntada apuntadas apuntado apuntados apuntara apuntarais apuntaramos apuntaran apuntaras apuntaron apuntase apuntaseis apuntasemos apuntasen apuntases apuntaste apuntasteis
N|annotation|anotacion
N|annotations|anotaciones
V|noting|anotando apuntando
N|anxiety|ansiedad
N|anxieties|ansiedades
N|antagonist|antagonista
N|antagonists|antagonistas
P|before|ante
D|day before yesterday|anteayer
A|preceding|antecedente antecedentes precedente precedentes
A|aforementioned|antedicha antedichas antedicho antedichos susodicha susodichas susodicho susodichos
V|prepend|antepon antepone anteponed anteponeis anteponemos anteponen anteponer antepones anteponga antepongais antepongamos antepongan antepongas antepongo
V|prepended|anteponia anteponiais anteponiamos anteponian anteponias antepuesta antepuestas antepuesto antepuestos antepuse antepusiera antepusierais antepusieramos antepusieran antepusieras antepusieron antepusiese antepusieseis antepusiesemos antepusiesen antepusieses antepusimos antepusiste antepusisteis antepuso
V|prepending|anteponiendo
A|previous|anterior anteriores
D|previously|anteriormente previamente
D|before|antes
N|anthropic|anthropic
N|antibiotic|antibiotico
N|antibiotics|antibioticos
V|anticipate|anticipa anticipad anticipais anticipamos anticipan anticipar anticipas anticipe anticipeis anticipemos anticipen anticipes anticipo
V|anticipated|anticipaba anticipabais anticipabamos anticipaban anticipabas anticipada anticipadas anticipado anticipados anticipara anticiparais anticiparamos anticiparan anticiparas anticiparon anticipase anticipaseis anticipasemos anticipasen anticipases anticipaste anticipasteis
V|anticipating|anticipando
A|unethical|antietica antieticas antietico antieticos
D|unethically|antieticamente
A|old|antigua antiguas antiguo antiguos vieja viejas viejo viejos
N|anti-inflammatory|antiinflamatorio
N|anti-inflammatories|antiinflamatorios
A|unpleasant|antipatica antipaticas antipatico antipaticos desagradable desagradables
D|unpleasantly|antipaticamente desagradablemente
A|antisemitic|antisemita antisemitas
D|antisemitically|antisemitamente
N|antivirus|antivirus
N|anthrax|antrax
A|annual|anual anuales
D|annually|anualmente
V|cancel|anula anulad anulais anulamos anulan anular anulas anule anuleis anulemos anulen anules anulo cancela cancelad cancelais cancelamos cancelan cancelar cancelas cancele canceleis cancelemos cancelen canceles cancelo
V|cancelled|anulaba anulabais anulabamos anulaban anulabas anulada anuladas anulado anulados anulara anularais anularamos anularan anularas anularon anulase anulaseis anulasemos anulasen anulases anulaste anulasteis cancelaba cancelabais cancelabamos cancelaban cancelabas cancelara cancelarais cancelaramos cancelaran cancelaras cancelaron cancelase cancelaseis cancelasemos cancelasen cancelases cancelaste cancelasteis
N|cancellation|anulacion cancelacion
N|cancellations|anulaciones cancelaciones
V|cancelling|anulando cancelando
V|announce|anuncia anunciad anunciais anunciamos anuncian anunciar anuncias anuncie anuncieis anunciemos anuncien anuncies
V|announced|anunciaba anunciabais anunciabamos anunciaban anunciabas anunciada anunciadas anunciado anunciados anunciara anunciarais anunciaramos anunciaran anunciaras anunciaron anunciase anunciaseis anunciasemos anunciasen anunciases anunciaste anunciasteis
V|announcing|anunciando
N|announcement|anuncio
N|announcements|anuncios
V|turn off|apaga apagad apagais apagamos apagan apagar apagas apago apague apagueis apaguemos apaguen apagues
V|turned off|apagaba apagabais apagabamos apagaban apagabas apagada apagadas apagado apagados apagara apagarais apagaramos apagaran apagaras apagaron apagase apagaseis apagasemos apagasen apagases apagaste apagasteis
V|turning off|apagando
N|device|aparato dispositivo
N|devices|aparatos dispositivos
V|park|aparca aparcad aparcais aparcamos aparcan aparcar aparcas aparco aparque aparqueis aparquemos aparquen aparques estaciona estacionad estacionais estacionamos estacionan estacionar estacionas estacione estacioneis estacionemos estacionen estaciono
V|parked|aparcaba aparcabais aparcabamos aparcaban aparcabas aparcada aparcadas aparcado aparcados aparcara aparcarais aparcaramos aparcaran aparcaras aparcaron aparcase aparcaseis aparcasemos aparcasen aparcases aparcaste aparcasteis estacionaba estacionabais estacionabamos estacionaban estacionabas estacionada estacionadas estacionado estacionados estacionara estacionarais estacionaramos estacionaran estacionaras estacionaron estacionase estacionaseis estacionasemos estacionasen estacionases estacionaste estacionasteis
V|parking|aparcando estacionando
V|appear|aparece apareced apareceis aparecemos aparecen aparecer apareces aparezca aparezcais aparezcamos aparezcan aparezcas aparezco figura figurad figurais figuramos figuran figurar figuras figure figureis figuremos figuren figures figuro
V|appeared|apareci aparecia apareciais apareciamos aparecian aparecias aparecida aparecidas aparecido aparecidos apareciera aparecierais aparecieramos aparecieran aparecieras aparecieron apareciese aparecieseis apareciesemos apareciesen aparecieses aparecimos aparecio apareciste aparecisteis figuraba figurabais figurabamos figuraban figurabas figurada figuradas figurado figurados figurara figurarais figuraramos figuraran figuraras figuraron figurase figuraseis figurasemos figurasen figurases figuraste figurasteis
V|appearing|apareciendo figurando
V|pretend|aparenta aparentad aparentais aparentamos aparentan aparentar aparentas aparente aparenteis aparentemos aparenten aparentes aparento finge fingen finges fingi fingid fingimos fingir fingis finja finjais finjamos finjan finjas finjo
V|pretended|aparentaba aparentabais aparentabamos aparentaban aparentabas aparentada aparentadas aparentado aparentados aparentara aparentarais aparentaramos aparentaran aparentaras aparentaron aparentase aparentaseis aparentasemos aparentasen aparentases aparentaste aparentasteis fingia fingiais fingiamos fingian fingias fingida fingidas fingido fingidos fingiera fingierais fingieramos fingieran fingieras fingieron fingiese fingieseis fingiesemos fingiesen fingieses fingio fingiste fingisteis
V|pretending|aparentando fingiendo
D|apparently|aparentemente
N|appearance|apariencia
N|appearances|apariencias
V|set aside|aparta apartaba apartabais apartabamos apartaban apartabas apartad apartada apartadas apartais apartamos apartan apartar apartara apartarais apartaramos apartaran apartaras apartaron apartas apartase apartaseis apartasemos apartasen apartases apartaste apartasteis aparteis apartemos aparten apartes aparto relega relegaba relegabais relegabamos relegaban relegabas relegad relegada relegadas relegado relegados relegais relegamos relegan relegar relegara relegarais relegaramos relegaran relegaras relegaron relegas relegase relegaseis relegasemos relegasen relegases relegaste relegasteis relego relegue relegueis releguemos releguen relegues
N|section|apartado seccion
N|sections|apartados secciones
N|apartment|apartamento
N|apartments|apartamentos
V|setting aside|apartando relegando
D|aside|aparte
V|appeal|apela apelad apelais apelamos apelan apelar apelas apele apeleis apelemos apelen apeles apelo
V|appealed|apelaba apelabais apelabamos apelaban apelabas apelada apeladas apelado apelados apelara apelarais apelaramos apelaran apelaras apelaron apelase apelaseis apelasemos apelasen apelases apelaste apelasteis
N|appeal|apelacion
N|appeals|apelaciones
V|appealing|apelando
N|surname|apellido
N|surnames|apellidos
D|barely|apenas
N|appendix|apendice
N|appendices|apendices
N|api|api
N|apis|apis
V|postpone|aplace aplaceis aplacemos aplacen aplaces aplaza aplazad aplazais aplazamos aplazan aplazar aplazas aplazo pospon pospone posponed posponeis posponemos posponen posponer pospones posponga pospongais pospongamos pospongan pospongas pospongo
V|applaud|aplauda aplaudais aplaudamos aplaudan aplaudas aplaude aplauden aplaudes aplaudi aplaudid aplaudimos aplaudir aplaudis aplaudo
V|applauded|aplaudia aplaudiais aplaudiamos aplaudian aplaudias aplaudida aplaudidas aplaudido aplaudidos aplaudiera aplaudierais aplaudieramos aplaudieran aplaudieras aplaudieron aplaudiese aplaudieseis aplaudiesemos aplaudiesen aplaudieses aplaudio aplaudiste aplaudisteis
V|applauding|aplaudiendo
V|postponed|aplazaba aplazabais aplazabamos aplazaban aplazabas aplazada aplazadas aplazado aplazados aplazara aplazarais aplazaramos aplazaran aplazaras aplazaron aplazase aplazaseis aplazasemos aplazasen aplazases aplazaste aplazasteis posponia posponiais posponiamos posponian posponias pospuesta pospuestas pospuesto pospuestos pospuse pospusiera pospusierais pospusieramos pospusieran pospusieras pospusieron pospusiese pospusieseis pospusiesemos pospusiesen pospusieses pospusimos pospusiste pospusisteis pospuso
V|postponing|aplazando posponiendo
V|apply|aplica aplicad aplicais aplicamos aplican aplicar aplicas aplico aplique apliqueis apliquemos apliquen apliques
V|applied|aplicaba aplicabais aplicabamos aplicaban aplicabas aplicada aplicadas aplicado aplicados aplicara aplicarais aplicaramos aplicaran aplicaras aplicaron aplicase aplicaseis aplicasemos aplicasen aplicases aplicaste aplicasteis
A|applicable|aplicable aplicables
D|applicably|aplicablemente
N|application|aplicacion
N|applications|aplicaciones
V|applying|aplicando
V|take over|apodera apoderad apoderais apoderamos apoderan apoderar apoderas apodere apodereis apoderemos apoderen apoderes apodero
V|took over|apoderaba apoderabais apoderabamos apoderaban apoderabas apoderara apoderarais apoderaramos apoderaran apoderaras apoderaron apoderase apoderaseis apoderasemos apoderasen apoderases apoderaste apoderasteis
V|taken over|apoderada apoderadas apoderado apoderados
V|taking over|apoderando
V|provide|aporta aportad aportais aportamos aportan aportar aportas aporte aporteis aportemos aporten aportes aporto brinda brindad brindais brindamos brindan brindar brindas brinde brindeis brindemos brinden brindes brindo facilita facilitad facilitais facilitamos facilitan facilitar facilitas facilite faciliteis facilitemos faciliten facilites facilito proporciona proporcionad proporcionais proporcionamos proporcionan proporcionar proporcionas proporcione proporcioneis proporcionemos proporcionen proporciones proporciono provea proveais proveamos provean proveas provee proveed proveeis proveemos proveen proveer provees proveo
V|provided|aportaba aportabais aportabamos aportaban aportabas aportada aportadas aportado aportados aportara aportarais aportaramos aportaran aportaras aportaron aportase aportaseis aportasemos aportasen aportases aportaste aportasteis brindaba brindabais brindabamos brindaban brindabas brindada brindadas brindado brindados brindara brindarais brindaramos brindaran brindaras brindaron brindase brindaseis brindasemos brindasen brindases brindaste brindasteis facilitaba facilitabais facilitabamos facilitaban facilitabas facilitada facilitadas facilitado facilitados facilitara facilitarais facilitaramos facilitaran facilitaras facilitaron facilitase facilitaseis facilitasemos facilitasen facilitases facilitaste facilitasteis proporcionaba proporcionabais proporcionabamos proporcionaban proporcionabas proporcionada proporcionadas proporcionado proporcionados proporcionara proporcionarais proporcionaramos proporcionaran proporcionaras proporcionaron proporcionase proporcionaseis proporcionasemos proporcionasen proporcionases proporcionaste proporcionasteis provei proveia proveiais proveiamos proveian proveias proveimos proveiste proveisteis proveyera proveyerais proveyeramos proveyeran proveyeras proveyeron proveyese proveyeseis proveyesemos proveyesen proveyeses proveyo provista provistas provisto provistos
V|providing|aportando brindando facilitando proporcionando proveyendo
V|bet|aposta apostaba apostabais apostabamos apostaban apostabas apostad apostada apostadas apostado apostados apostais apostamos apostar apostara apostarais apostaramos apostaran apostaras apostaron apostas apostase apostaseis apostasemos apostasen apostases apostaste apostasteis aposte aposteis apostemos apostes aposto apuesta apuestan apuestas apueste apuesten apuestes apuesto
V|betting|apostando
N|apostrophe|apostrofo
N|apostrophes|apostrofos
V|support|apoya apoyad apoyais apoyamos apoyan apoyar apoyas apoye apoyeis apoyemos apoyen apoyes apoyo soporta soportad soportais soportamos soportan soportar soportas soporteis soportemos soporten soporto
V|supported|apoyaba apoyabais apoyabamos apoyaban apoyabas apoyada apoyadas apoyado apoyados apoyara apoyarais apoyaramos apoyaran apoyaras apoyaron apoyase apoyaseis apoyasemos apoyasen apoyases apoyaste apoyasteis soportaba soportabais soportabamos soportaban soportabas soportada soportadas soportado soportados soportara soportarais soportaramos soportaran soportaras soportaron soportase soportaseis soportasemos soportasen soportases soportaste soportasteis
V|supporting|apoyando soportando
N|app|app
N|apps|apps
V|appreciate|aprecia apreciad apreciais apreciamos aprecian apreciar aprecias aprecie aprecieis apreciemos aprecien aprecies aprecio
V|appreciated|apreciaba apreciabais apreciabamos apreciaban apreciabas apreciada apreciadas apreciado apreciados apreciara apreciarais apreciaramos apreciaran apreciaras apreciaron apreciase apreciaseis apreciasemos apreciasen apreciases apreciaste apreciasteis
V|appreciating|apreciando
V|urge|apremia apremiad apremiais apremiamos apremian apremiar apremias apremie apremieis apremiemos apremien apremies apremio exhorta exhortad exhortais exhortamos exhortan exhortar exhortas exhorte exhorteis exhortemos exhorten exhortes exhorto insta instad instais instamos instan instar instas inste insteis instemos insten instes insto urge urgen urges urgi urgid urgimos urgir urgis urja urjais urjamos urjan urjas urjo
V|urged|apremiaba apremiabais apremiabamos apremiaban apremiabas apremiada apremiadas apremiado apremiados apremiara apremiarais apremiaramos apremiaran apremiaras apremiaron apremiase apremiaseis apremiasemos apremiasen apremiases apremiaste apremiasteis exhortaba exhortabais exhortabamos exhortaban exhortabas exhortada exhortadas exhortado exhortados exhortara exhortarais exhortaramos exhortaran exhortaras exhortaron exhortase exhortaseis exhortasemos exhortasen exhortases exhortaste exhortasteis instaba instabais instabamos instaban instabas instada instadas instado instados instara instarais instaramos instaran instaras instaron instase instaseis instasemos instasen instases instaste instasteis urgia urgiais urgiamos urgian urgias urgida urgidas urgido urgidos urgiera urgierais urgieramos urgieran urgieras urgieron urgiese urgieseis urgiesemos urgiesen urgieses urgio urgiste urgisteis
V|urging|apremiando exhortando instando urgiendo
V|learn|aprenda aprendais aprendamos aprendan aprendas aprende aprended aprendeis aprendemos aprenden aprender aprendes aprendo
V|learned|aprendi aprendia aprendiais aprendiamos aprendian aprendias aprendida aprendidas aprendido aprendidos aprendiera aprendierais aprendieramos aprendieran aprendieras aprendieron aprendiese aprendieseis aprendiesemos aprendiesen aprendieses aprendimos aprendio aprendiste aprendisteis
N|apprentices|aprendices
V|learning|aprendiendo
N|apprentice|aprendiz
N|learning|aprendizaje
N|learnings|aprendizajes
V|rush|apresura apresurad apresurais apresuramos apresuran apresurar apresuras apresure apresureis apresuremos apresuren apresures apresuro
V|rushed|apresuraba apresurabais apresurabamos apresuraban apresurabas apresurada apresuradas apresurado apresurados apresurara apresurarais apresuraramos apresuraran apresuraras apresuraron apresurase apresuraseis apresurasemos apresurasen apresurases apresuraste apresurasteis
V|rushing|apresurando
V|squeeze|apreta apretad apretais apretamos apretar apretas apreteis apretemos apretes aprieta aprietan aprietas apriete aprieten aprietes aprieto
V|squeezed|apretaba apretabais apretabamos apretaban apretabas apretada apretadas apretado apretados apretara apretarais apretaramos apretaran apretaras apretaron apretase apretaseis apretasemos apretasen apretases apretaste apretasteis aprete apreto
V|squeezing|apretando
V|approve|aproba aprobad aprobais aprobamos aprobar aprobas aprobeis aprobemos aprobes aprueba aprueban apruebas apruebe aprueben apruebes apruebo homologa homologad homologais homologamos homologan homologar homologas homologo homologue homologueis homologuemos homologuen homologues
V|approved|aprobaba aprobabais aprobabamos aprobaban aprobabas aprobara aprobarais aprobaramos aprobaran aprobaras aprobaron aprobase aprobaseis aprobasemos aprobasen aprobases aprobaste aprobasteis aprobe aprobo homologaba homologabais homologabamos homologaban homologabas homologada homologadas homologado homologados homologara homologarais homologaramos homologaran homologaras homologaron homologase homologaseis homologasemos homologasen homologases homologaste homologasteis
N|approval|aprobacion
N|approvals|aprobaciones
A|approved|aprobada aprobadas aprobado aprobados
V|approving|aprobando homologando
N|appropriation|apropiacion
N|appropriations|apropiaciones
V|take advantage|aprovecha aprovechad aprovechais aprovechamos aprovechan aprovechar aprovechas aproveche aprovecheis aprovechemos aprovechen aproveches aprovecho
V|took advantage|aprovechaba aprovechabais aprovechabamos aprovechaban aprovechabas aprovechara aprovecharais aprovecharamos aprovecharan aprovecharas aprovecharon aprovechase aprovechaseis aprovechasemos aprovechasen aprovechases aprovechaste aprovechasteis
V|taken advantage|aprovechada aprovechadas aprovechado aprovechados
V|taking advantage|aprovechando
P|approx|aprox
V|approximate|aproxima aproximad aproximais aproximamos aproximan aproximar aproximas aproxime aproximeis aproximemos aproximen aproximes aproximo
V|approximated|aproximaba aproximabais aproximabamos aproximaban aproximabas aproximara aproximarais aproximaramos aproximaran aproximaras aproximaron aproximase aproximaseis aproximasemos aproximasen aproximases aproximaste aproximasteis
A|approximate|aproximada aproximadas aproximado aproximados
D|approximately|aproximadamente
V|approximating|aproximando
A|suitable|apta aptas apto aptos
N|aptitude|aptitud
N|aptitudes|aptitudes
V|stab|apunala apunalad apunalais apunalamos apunalan apunalar apunalas apunale apunaleis apunalemos apunalen apunales apunalo
V|stabbed|apunalaba apunalabais apunalabamos apunalaban apunalabas apunalada apunaladas apunalado apunalados apunalara apunalarais apunalaramos apunalaran apunalaras apunalaron apunalase apunalaseis apunalasemos apunalasen apunalases apunalaste apunalasteis
V|stabbing|apunalando
V|hurry|apura apurad apurais apuramos apuran apurar apuras apure apureis apuremos apuren apures apuro
V|hurried|apuraba apurabais apurabamos apuraban apurabas apurada apuradas apurado apurados apurara apurarais apuraramos apuraran apuraras apuraron apurase apuraseis apurasemos apurasen apurases apuraste apurasteis
V|hurrying|apurando
P|that|aquel aquella aquello esa ese eso que
P|those|aquellas aquellos esas esos
A|arabic|arabe arabes
N|arbitration|arbitraje
N|arbitrations|arbitrajes
N|tree|arbol
N|trees|arboles
V|archive|archiva archivad archivais archivamos archivan archivar archivas archive archiveis archivemos archiven archives
V|archived|archivaba archivabais archivabamos archivaban archivabas archivada archivadas archivado archivados archivara archivarais archivaramos archivaran archivaras archivaron archivase archivaseis archivasemos archivasen archivases archivaste archivasteis
V|archiving|archivando
N|file|archivo expediente fichero
N|files|archivos expedientes ficheros
A|burning|ardiente ardientes
N|area|area
N|areas|areas
N|sand|arena
N|sands|arenas
A|argentinian|argentina argentinas argentino argentinos
V|argue|argumenta argumentad argumentais argumentamos argumentan argumentar argumentas argumente argumenteis argumentemos argumenten argumentes
V|argued|argumentaba argumentabais argumentabamos argumentaban argumentabas argumentada argumentadas argumentado argumentados argumentara argumentarais argumentaramos argumentaran argumentaras argumentaron argumentase argumentaseis argumentasemos argumentasen argumentases argumentaste argumentasteis
V|arguing|argumentando
N|argument|argumento
N|arguments|argumentos
N|weapon|arma
V|assembled|armaba armabais armabamos armaban armabas armara armarais armaramos armaran armaras armaron armase armaseis armasemos armasen armases armaste armasteis ensamblaba ensamblabais ensamblabamos ensamblaban ensamblabas ensamblada ensambladas ensamblado ensamblados ensamblara ensamblarais ensamblaramos ensamblaran ensamblaras ensamblaron ensamblase ensamblaseis ensamblasemos ensamblasen ensamblases ensamblaste ensamblasteis
V|assemble|armad armais armamos arman armar arme armeis armemos armen armes armo ensambla ensamblad ensamblais ensamblamos ensamblan ensamblar ensamblas ensamble ensambleis ensamblemos ensamblen ensambles ensamblo
A|armed|armada armadas armado armados
V|assembling|armando ensamblando
N|closet|armario
N|closets|armarios
N|weapons|armas
N|architect|arquitecta arquitecto
N|architects|arquitectas arquitectos
V|start|arranca arrancad arrancais arrancamos arrancan arrancar arrancas arranco arranque arranqueis arranquemos arranquen arranques empeceis empecemos empeces empeza empezad empezais empezamos empezar empezas empiece empiecen empieces empieza empiezan empiezas empiezo inicia iniciad iniciais iniciamos inician iniciar inicias inicie inicieis iniciemos inicien inicies
V|started|arrancaba arrancabais arrancabamos arrancaban arrancabas arrancada arrancadas arrancado arrancados arrancara arrancarais arrancaramos arrancaran arrancaras arrancaron arrancase arrancaseis arrancasemos arrancasen arrancases arrancaste arrancasteis empece empezaba empezabais empezabamos empezaban empezabas empezada empezadas empezado empezados empezara empezarais empezaramos empezaran empezaras empezaron empezase empezaseis empezasemos empezasen empezases empezaste empezasteis empezo iniciaba iniciabais iniciabamos iniciaban iniciabas iniciada iniciadas iniciado iniciados iniciara iniciarais iniciaramos iniciaran iniciaras iniciaron iniciase iniciaseis iniciasemos iniciasen iniciases iniciaste iniciasteis
V|starting|arrancando empezando iniciando partir
V|drag|arrastra arrastrad arrastrais arrastramos arrastran arrastrar arrastras arrastre arrastreis arrastremos arrastren arrastres arrastro
V|dragged|arrastraba arrastrabais arrastrabamos arrastraban arrastrabas arrastrada arrastradas arrastrado arrastrados arrastrara arrastrarais arrastraramos arrastraran arrastraras arrastraron arrastrase arrastraseis arrastrasemos arrastrasen arrastrases arrastraste arrastrasteis
V|dragging|arrastrando
V|fix|arregla arreglad arreglais arreglamos arreglan arreglar arreglas arregle arregleis arreglemos arreglen arregles arreglo
V|fixed|arreglaba arreglabais arreglabamos arreglaban arreglabas arreglada arregladas arreglado arreglados arreglara arreglarais arreglaramos arreglaran arreglaras arreglaron arreglase arreglaseis arreglasemos arreglasen arreglases arreglaste arreglasteis
V|fixing|arreglando
V|lease|arrenda arrendad arrendais arrendamos arrendar arrendas arrendeis arrendemos arrendes arrienda arriendan arriendas arriende arrienden arriendes arriendo
V|leased|arrendaba arrendabais arrendabamos arrendaban arrendabas arrendada arrendadas arrendado arrendados arrendara arrendarais arrendaramos arrendaran arrendaras arrendaron arrendase arrendaseis arrendasemos arrendasen arrendases arrendaste arrendasteis arrende arrendo
N|landlord|arrendador arrendadora casera casero
N|landlords|arrendadoras arrendadores caseras caseros
V|leasing|arrendando
V|regret|arrepenti arrepentid arrepentimos arrepentir arrepentis arrepienta arrepientan arrepientas arrepiente arrepienten arrepientes arrepiento arrepintais arrepintamos arrepintas lamenta lamentad lamentais lamentamos lamentan lamentar lamentas lamente lamenteis lamentemos lamenten lamentes lamento
V|regretted|arrepentia arrepentiais arrepentiamos arrepentian arrepentias arrepentida arrepentidas arrepentido arrepentidos arrepentiste arrepentisteis arrepintiera arrepintierais arrepintieramos arrepintieran arrepintieras arrepintieron arrepintiese arrepintieseis arrepintiesemos arrepintiesen arrepintieses arrepintio lamentaba lamentabais lamentabamos lamentaban lamentabas lamentada lamentadas lamentado lamentados lamentara lamentarais lamentaramos lamentaran lamentaras lamentaron lamentase lamentaseis lamentasemos lamentasen lamentases lamentaste lamentasteis
V|regretting|arrepintiendo lamentando
D|above|arriba encima
V|risk|arriesga arriesgad arriesgais arriesgamos arriesgan arriesgar arriesgas arriesgo arriesgue arriesgueis arriesguemos arriesguen arriesgues
V|risked|arriesgaba arriesgabais arriesgabamos arriesgaban arriesgabas arriesgara arriesgarais arriesgaramos arriesgaran arriesgaras arriesgaron arriesgase arriesgaseis arriesgasemos arriesgasen arriesgases arriesgaste arriesgasteis
A|risky|arriesgada arriesgadas arriesgado arriesgados
V|risking|arriesgando
N|rices|arroces
V|throw|arroja arrojad arrojais arrojamos arrojan arrojar arrojas arroje arrojeis arrojemos arrojen arrojes arrojo echa echad echais echamos echan echar echas eche echeis echemos echen eches echo tira tirad tirais tiramos tiran tirar tiras tire tireis tiremos tiren tires tiro
V|threw|arrojaba arrojabais arrojabamos arrojaban arrojabas arrojara arrojarais arrojaramos arrojaran arrojaras arrojaron arrojase arrojaseis arrojasemos arrojasen arrojases arrojaste arrojasteis echaba echabais echabamos echaban echabas echara echarais echaramos echaran echaras echaron echase echaseis echasemos echasen echases echaste echasteis tiraba tirabais tirabamos tiraban tirabas tirara tirarais tiraramos tiraran tiraras tiraron tirase tiraseis tirasemos tirasen tirases tiraste tirasteis
V|thrown|arrojada arrojadas arrojado arrojados echada echadas echado echados tirada tiradas tirado tirados
V|throwing|arrojando echando tirando
N|rice|arroz
N|art|arte
N|artifact|artefacto
N|artifacts|artefactos
N|arts|artes
N|article|articulo
N|articles|articulos
A|artificial|artificial artificiales
N|artist|artista
N|artists|artistas
A|artistic|artistica artisticas artistico artisticos
D|artistically|artisticamente
N|assembly|asamblea
N|assemblies|asambleas
V|promote|ascendais ascendamos ascendas ascende ascended ascendeis ascendemos ascender ascendes ascienda asciendan asciendas asciende ascienden asciendes asciendo promociona promocionad promocionais promocionamos promocionan promocionar promocionas promocione promocioneis promocionemos promocionen promociono promovais promovamos promovas promove promoved promoveis promovemos promover promoves promueva promuevan promuevas promueve promueven promueves promuevo
V|promoted|ascendi ascendia ascendiais ascendiamos ascendian ascendias ascendida ascendidas ascendido ascendidos ascendiera ascendierais ascendieramos ascendieran ascendieras ascendieron ascendiese ascendieseis ascendiesemos ascendiesen ascendieses ascendimos ascendio ascendiste ascendisteis promocionaba promocionabais promocionabamos promocionaban promocionabas promocionada promocionadas promocionado promocionados promocionara promocionarais promocionaramos promocionaran promocionaras promocionaron promocionase promocionaseis promocionasemos promocionasen promocionases promocionaste promocionasteis promovi promovia promoviais promoviamos promovian promovias promovida promovidas promovido promovidos promoviera promovierais promovieramos promovieran promovieras promovieron promoviese promovieseis promoviesemos promoviesen promovieses promovimos promovio promoviste promovisteis
V|promoting|ascendiendo promocionando promoviendo
N|promotion|ascenso promocion
N|elevator|ascensor
N|elevators|ascensores
N|promotions|ascensos promociones
V|ensure|asegura asegurad asegurais aseguramos aseguran asegurar aseguras asegure asegureis aseguremos aseguren asegures aseguro
V|ensured|aseguraba asegurabais asegurabamos aseguraban asegurabas asegurada aseguradas asegurado asegurados asegurara asegurarais aseguraramos aseguraran aseguraras aseguraron asegurase aseguraseis asegurasemos asegurasen asegurases aseguraste asegurasteis
V|ensuring|asegurando
A|affordable|asequible asequibles
D|affordably|asequiblemente
V|murder|asesina asesinad asesinais asesinamos asesinan asesinar asesinas asesine asesineis asesinemos asesinen asesines asesino
V|murdered|asesinaba asesinabais asesinabamos asesinaban asesinabas asesinada asesinadas asesinado asesinados asesinara asesinarais asesinaramos asesinaran asesinaras asesinaron asesinase asesinaseis asesinasemos asesinasen asesinases asesinaste asesinasteis
V|murdering|asesinando
N|murder|asesinato
N|murders|asesinatos
N|advisor|asesor asesora
N|advisors|asesoras asesores
V|assert|asevera aseverad aseverais aseveramos aseveran aseverar aseveras asevere asevereis aseveremos aseveren aseveres asevero
V|asserted|aseveraba aseverabais aseverabamos aseveraban aseverabas aseverara aseverarais aseveraramos aseveraran aseveraras aseveraron aseverase aseveraseis aseverasemos aseverasen aseverases aseveraste aseverasteis
A|asserted|aseverada aseveradas aseverado aseverados
V|asserting|aseverando
P|so|asi conque pues
A|asian|asiatica asiaticas asiatico asiaticos
N|seat|asiento
N|seats|asientos
V|assign|asigna asignad asignais asignamos asignan asignar asignas asigne asigneis asignemos asignen asignes asigno
V|assigned|asignaba asignabais asignabamos asignaban asignabas asignada asignadas asignado asignados asignara asignarais asignaramos asignaran asignaras asignaron asignase asignaseis asignasemos asignasen asignases asignaste asignasteis
N|assignment|asignacion
N|assignments|asignaciones
V|assigning|asignando
N|subject|asignatura asunto materia
N|subjects|asignaturas asuntos materias
D|likewise|asimismo
V|assist|asista asistais asistamos asistan asistas asiste asisten asistes asisti asistid asistimos asistir asistis asisto
N|assistance|asistencia
N|assistances|asistencias
N|assistant|asistenta asistente
N|assistants|asistentas asistentes
V|assisted|asistia asistiais asistiamos asistian asistias asistida asistidas asistido asistidos asistiera asistierais asistieramos asistieran asistieras asistieron asistiese asistieseis asistiesemos asistiesen asistieses asistio asististe asististeis
V|assisting|asistiendo
V|associate|asocia asociad asociais asociamos asocian asociar asocias asocie asocieis asociemos asocien asocies asocio
V|associated|asociaba asociabais asociabamos asociaban asociabas asociada asociadas asociado asociados asociara asociarais asociaramos asociaran asociaras asociaron asociase asociaseis asociasemos asociasen asociases asociaste asociasteis
N|association|asociacion
N|associations|asociaciones
V|associating|asociando
V|peek|asoma asomad asomais asomamos asoman asomar asomas asome asomeis asomemos asomen asomes asomo
V|peeked|asomaba asomabais asomabamos asomaban asomabas asomada asomadas asomado asomados asomara asomarais asomaramos asomaran asomaras asomaron asomase asomaseis asomasemos asomasen asomases asomaste asomasteis
V|peeking|asomando
V|amaze|asombra asombrad asombrais asombramos asombran asombrar asombras asombre asombreis asombremos asombren asombres asombro
V|amazed|asombraba asombrabais asombrabamos asombraban asombrabas asombrada asombradas asombrado asombrados asombrara asombrarais asombraramos asombraran asombraras asombraron asombrase asombraseis asombrasemos asombrasen asombrases asombraste asombrasteis
V|amazing|asombrando
N|aspect|aspecto
N|aspects|aspectos
V|aspire|aspira aspirad aspirais aspiramos aspiran aspirar aspiras aspire aspireis aspiremos aspiren aspires aspiro
V|aspired|aspiraba aspirabais aspirabamos aspiraban aspirabas aspirada aspiradas aspirado aspirados aspirara aspirarais aspiraramos aspiraran aspiraras aspiraron aspirase aspiraseis aspirasemos aspirasen aspirases aspiraste aspirasteis
V|aspiring|aspirando
A|cunning|astuta astutas astuto astutos
V|assume|asuma asumais asumamos asuman asumas asume asumen asumes asumi asumid asumimos asumir asumis asumo
V|assumed|asumia asumiais asumiamos asumian asumias asumida asumidas asumido asumidos asumiera asumierais asumieramos asumieran asumieras asumieron asumiese asumieseis asumiesemos asumiesen asumieses asumio asumiste asumisteis
V|assuming|asumiendo
V|scare|asusta asustad asustais asustamos asustan asustar asustas asuste asusteis asustemos asusten asustes asusto
V|scared|asustaba asustabais asustabamos asustaban asustabas asustara asustarais asustaramos asustaran asustaras asustaron asustase asustaseis asustasemos asustasen asustases asustaste asustasteis
A|scared|asustada asustadas asustado asustados
V|scaring|asustando
V|tie|ata atad atais atamos atan atar atas ate ateis atemos aten ates ato
V|tied|ataba atabais atabamos ataban atabas atada atadas atado atados atara atarais ataramos ataran ataras ataron atase ataseis atasemos atasen atases ataste atasteis
V|attack|ataca atacad atacais atacamos atacan atacar atacas ataco ataqueis ataquemos ataquen
V|attacked|atacaba atacabais atacabamos atacaban atacabas atacada atacadas atacado atacados atacara atacarais atacaramos atacaran atacaras atacaron atacase atacaseis atacasemos atacasen atacases atacaste atacasteis
V|attacking|atacando
N|attacker|atacante
N|attackers|atacantes
V|tying|atando
N|attack|ataque atentado
N|attacks|ataques atentados
N|attention|atencion
N|attentions|atenciones
V|attend|atendais atendamos atendas atende atended atendeis atendemos atender atendes atienda atiendan atiendas atiende atienden atiendes atiendo
V|attended|atendi atendia atendiais atendiamos atendian atendias atendida atendidas atendido atendidos atendiera atendierais atendieramos atendieran atendieras atendieron atendiese atendieseis atendiesemos atendiesen atendieses atendimos atendio atendiste atendisteis
V|attending|atendiendo
A|attentive|atenta atentas atento atentos
D|sincerely|atentamente cordialmente sinceramente
V|land|aterrice aterriceis aterricemos aterricen aterrices aterriza aterrizad aterrizais aterrizamos aterrizan aterrizar aterrizas aterrizo
V|landed|aterrizaba aterrizabais aterrizabamos aterrizaban aterrizabas aterrizada aterrizadas aterrizado aterrizados aterrizara aterrizarais aterrizaramos aterrizaran aterrizaras aterrizaron aterrizase aterrizaseis aterrizasemos aterrizasen aterrizases aterrizaste aterrizasteis
V|landing|aterrizando
N|atmosphere|atmosfera
N|atmospheres|atmosferas
N|robbery|atraco robo
N|robberies|atracos robos
A|attractive|atractiva atractivas atractivo atractivos
D|attractively|atractivamente
V|attract|atrae atraed atraeis atraemos atraen atraer atraes atraiga atraigais atraigamos atraigan atraigas atraigo
V|attracted|atraia atraiais atraiamos atraian atraias atraida atraidas atraido atraidos atraje atrajera atrajerais atrajeramos atrajeran atrajeras atrajeron atrajese atrajeseis atrajesemos atrajesen atrajeses atrajimos atrajiste atrajisteis atrajo
V|catch|atrapa atrapad atrapais atrapamos atrapan atrapar atrapas atrape atrapeis atrapemos atrapen atrapes atrapo
V|caught|atrapaba atrapabais atrapabamos atrapaban atrapabas atrapada atrapadas atrapado atrapados atrapara atraparais atraparamos atraparan atraparas atraparon atrapase atrapaseis atrapasemos atrapasen atrapases atrapaste atrapasteis
V|catching|atrapando
D|back|atras
V|cross|atravesa atravesad atravesais atravesamos atravesar atravesas atraveseis atravesemos atraveses atraviesa atraviesan atraviesas atraviese atraviesen atravieses atravieso cruce cruceis crucemos crucen cruces cruza cruzad cruzais cruzamos cruzan cruzar cruzas cruzo traspasa traspasad traspasais traspasamos traspasan traspasar traspasas traspase traspaseis traspasemos traspasen traspases traspaso
V|crossed|atravesaba atravesabais atravesabamos atravesaban atravesabas atravesada atravesadas atravesado atravesados atravesara atravesarais atravesaramos atravesaran atravesaras atravesaron atravesase atravesaseis atravesasemos atravesasen atravesases atravesaste atravesasteis atravese atraveso cruzaba cruzabais cruzabamos cruzaban cruzabas cruzada cruzadas cruzado cruzados cruzara cruzarais cruzaramos cruzaran cruzaras cruzaron cruzase cruzaseis cruzasemos cruzasen cruzases cruzaste cruzasteis traspasaba traspasabais traspasabamos traspasaban traspasabas traspasada traspasadas traspasado traspasados traspasara traspasarais traspasaramos traspasaran traspasaras traspasaron traspasase traspasaseis traspasasemos traspasasen traspasases traspasaste traspasasteis
V|crossing|atravesando cruzando traspasando
V|attracting|atrayendo
V|dare|atreva atrevais atrevamos atrevan atrevas atreve atreved atreveis atrevemos atreven atrever atreves atrevo
V|dared|atrevi atrevia atreviais atreviamos atrevian atrevias atrevida atrevidas atrevido atrevidos atreviera atrevierais atrevieramos atrevieran atrevieras atrevieron atreviese atrevieseis atreviesemos atreviesen atrevieses atrevimos atrevio atreviste atrevisteis
V|daring|atreviendo
V|attribute|atribui atribuid atribuimos atribuir atribuis atribuya atribuyais atribuyamos atribuyan atribuyas atribuye atribuyen atribuyes atribuyo
V|attributed|atribuia atribuiais atribuiamos atribuian atribuias atribuida atribuidas atribuido atribuidos atribuiste atribuisteis atribuyera atribuyerais atribuyeramos atribuyeran atribuyeras atribuyeron atribuyese atribuyeseis atribuyesemos atribuyesen atribuyeses
N|attribute|atributo
N|attributes|atributos
V|attributing|atribuyendo
N|atrocity|atrocidad
N|atrocities|atrocidades
A|bold|audaces audaz
D|boldly|audazmente
N|audience|audiencia
N|audiences|audiencias
N|audio|audio
N|audios|audios
V|audit|audita auditad auditais auditamos auditan auditar auditas audite auditeis auditemos auditen audites audito
V|audited|auditaba auditabais auditabamos auditaban auditabas auditada auditadas auditado auditados auditara auditarais auditaramos auditaran auditaras auditaron auditase auditaseis auditasemos auditasen auditases auditaste auditasteis
V|auditing|auditando
N|auditor|auditor auditora
N|auditors|auditoras auditores
N|audit|auditoria
N|audits|auditorias
V|increase|aumenta aumentad aumentais aumentamos aumentan aumentar aumentas aumente aumenteis aumentemos aumenten aumentes aumento incrementa incrementad incrementais incrementamos incrementan incrementar incrementas incremente incrementeis incrementemos incrementen incrementes incremento
V|increased|aumentaba aumentabais aumentabamos aumentaban aumentabas aumentada aumentadas aumentado aumentados aumentara aumentarais aumentaramos aumentaran aumentaras aumentaron aumentase aumentaseis aumentasemos aumentasen aumentases aumentaste aumentasteis incrementaba incrementabais incrementabamos incrementaban incrementabas incrementada incrementadas incrementado incrementados incrementara incrementarais incrementaramos incrementaran incrementaras incrementaron incrementase incrementaseis incrementasemos incrementasen incrementases incrementaste incrementasteis
V|increasing|aumentando incrementando
P|even|aun incluso
P|although|aunque
N|headphone|auricular
N|headphones|auriculares
V|listen|ausculta auscultad auscultais auscultamos auscultan auscultar auscultas ausculte ausculteis auscultemos ausculten auscultes ausculto escucha escuchad escuchais escuchamos escuchan escuchar escuchas escuche escucheis escuchemos escuchen escuches escucho
V|listened|auscultaba auscultabais auscultabamos auscultaban auscultabas auscultada auscultadas auscultado auscultados auscultara auscultarais auscultaramos auscultaran auscultaras auscultaron auscultase auscultaseis auscultasemos auscultasen auscultases auscultaste auscultasteis escuchaba escuchabais escuchabamos escuchaban escuchabas escuchada escuchadas escuchado escuchados escuchara escucharais escucharamos escucharan escucharas escucharon escuchase escuchaseis escuchasemos escuchasen escuchases escuchaste escuchasteis
V|listening|auscultando escuchando
N|absence|ausencia
N|absences|ausencias
V|be absent|ausenta ausentad ausentais ausentamos ausentan ausentar ausentas ausente ausenteis ausentemos ausenten ausentes ausento
V|was absent|ausentaba ausentabais ausentabamos ausentaban ausentabas ausentara ausentarais ausentaramos ausentaran ausentaras ausentaron ausentase ausentaseis ausentasemos ausentasen ausentases ausentaste ausentasteis
V|been absent|ausentada ausentadas ausentado ausentados
V|being absent|ausentando
A|authentic|autentica autenticas autentico autenticos
V|authenticated|autenticaba autenticabais autenticabamos autenticaban autenticabas autenticada autenticadas autenticado autenticados autenticara autenticarais autenticaramos autenticaran autenticaras autenticaron autenticase autenticaseis autenticasemos autenticasen autenticases autenticaste autenticasteis
N|authentication|autenticacion
N|authentications|autenticaciones
V|authenticate|autenticad autenticais autenticamos autentican autenticar autentique autentiqueis autentiquemos autentiquen autentiques
D|authentically|autenticamente
V|authenticating|autenticando
N|car|auto automovil carro coche
N|bus|autobus
N|buses|autobuses
V|autocomplete|autocompleta autocompletad autocompletais autocompletamos autocompletan autocompletar autocompletas autocomplete autocompleteis autocompletemos autocompleten autocompletes autocompleto
V|autocompleted|autocompletaba autocompletabais autocompletabamos autocompletaban autocompletabas autocompletada autocompletadas autocompletado autocompletados autocompletara autocompletarais autocompletaramos autocompletaran autocompletaras autocompletaron autocompletase autocompletaseis autocompletasemos autocompletasen autocompletases autocompletaste autocompletasteis
V|autocompleting|autocompletando
N|self harm|autolesion
V|self harm|autolesiona autolesionad autolesionais autolesionamos autolesionan autolesionar autolesionas autolesione autolesioneis autolesionemos autolesionen autolesiono
V|selfed harm|autolesionaba autolesionabais autolesionabamos autolesionaban autolesionabas autolesionada autolesionadas autolesionado autolesionados autolesionara autolesionarais autolesionaramos autolesionaran autolesionaras autolesionaron autolesionase autolesionaseis autolesionasemos autolesionasen autolesionases autolesionaste autolesionasteis
V|selfing harm|autolesionando
N|self harms|autolesiones
A|automatic|automatica automaticas automatico automaticos
D|automatically|automaticamente
A|automated|automatizada automatizadas automatizado automatizados
N|cars|automoviles autos carros coches
A|autonomous|autonoma autonomas autonomo autonomos
D|autonomously|autonomamente
N|highway|autopista
N|highways|autopistas
N|author|autor autora
N|authors|autoras autores
N|authorship|autoria
N|authorships|autorias
V|authorize|autorice autoriceis autoricemos autoricen autorices autoriza autorizad autorizais autorizamos autorizan autorizar autorizas autorizo
N|authority|autoridad
N|authorities|autoridades
V|authorized|autorizaba autorizabais autorizabamos autorizaban autorizabas autorizara autorizarais autorizaramos autorizaran autorizaras autorizaron autorizase autorizaseis autorizasemos autorizasen autorizases autorizaste autorizasteis
N|authorization|autorizacion
N|authorizations|autorizaciones
A|authorized|autorizada autorizadas autorizado autorizados
V|authorizing|autorizando
V|endorse|avala avalad avalais avalamos avalan avalar avalas avale avaleis avalemos avalen avales avalo
V|endorsed|avalaba avalabais avalabamos avalaban avalabas avalada avaladas avalado avalados avalara avalarais avalaramos avalaran avalaras avalaron avalase avalaseis avalasemos avalasen avalases avalaste avalasteis
V|endorsing|avalando
A|advanced|avanzada avanzadas avanzado avanzados
N|avatar|avatar
N|avatars|avatars
N|avenue|avenida
N|avenues|avenidas
V|venture|aventura aventurad aventurais aventuramos aventuran aventurar aventuras aventure aventureis aventuremos aventuren aventures aventuro
V|ventured|aventuraba aventurabais aventurabamos aventuraban aventurabas aventurada aventuradas aventurado aventurados aventurara aventurarais aventuraramos aventuraran aventuraras aventuraron aventurase aventuraseis aventurasemos aventurasen aventurases aventuraste aventurasteis
V|venturing|aventurando
V|shamed|avergonce avergonzaba avergonzabais avergonzabamos avergonzaban avergonzabas avergonzada avergonzadas avergonzado avergonzados avergonzara avergonzarais avergonzaramos avergonzaran avergonzaras avergonzaron avergonzase avergonzaseis avergonzasemos avergonzasen avergonzases avergonzaste avergonzasteis avergonzo
V|shame|avergonceis avergoncemos avergonces avergonza avergonzad avergonzais avergonzamos avergonzar avergonzas averguence averguencen averguences averguenza averguenzan averguenzas averguenzo
V|shaming|avergonzando
N|breakdown|averia
V|broke down|averiaba averiabais averiabamos averiaban averiabas averiara averiarais averiaramos averiaran averiaras averiaron averiase averiaseis averiasemos averiasen averiases averiaste averiasteis averie averio desglosaba desglosabais desglosabamos desglosaban desglosabas desglosara desglosarais desglosaramos desglosaran desglosaras desglosaron desglosase desglosaseis desglosasemos desglosasen desglosases desglosaste desglosasteis
V|break down|averiad averiais averiamos averian averiar averieis averiemos averien averies desglosa desglosad desglosais desglosamos desglosan desglosar desglosas desglose desgloseis desglosemos desglosen desgloses desgloso
V|broken down|averiada averiadas averiado averiados desglosada desglosadas desglosado desglosados
V|breaking down|averiando desglosando
N|breakdowns|averias
V|find out|averigua averiguad averiguais averiguamos averiguan averiguar averiguas averigue averigueis averiguemos averiguen averigues averiguo enterad enterais enteramos enteran enterar entere entereis enteremos enteren enteres
V|found out|averiguaba averiguabais averiguabamos averiguaban averiguabas averiguada averiguadas averiguado averiguados averiguara averiguarais averiguaramos averiguaran averiguaras averiguaron averiguase averiguaseis averiguasemos averiguasen averiguases averiguaste averiguasteis enteraba enterabais enterabamos enteraban enterabas enterada enteradas enterado enterados enterara enterarais enteraramos enteraran enteraras enteraron enterase enteraseis enterasemos enterasen enterases enteraste enterasteis
V|finding out|averiguando enterando
N|plane|avion
N|planes|aviones
V|notify|avisa avisad avisais avisamos avisan avisar avisas avise aviseis avisemos avisen avises notifica notificad notificais notificamos notifican notificar notificas notifico notifique notifiqueis notifiquemos notifiquen notifiques
V|notified|avisaba avisabais avisabamos avisaban avisabas avisada avisadas avisado avisados avisara avisarais avisaramos avisaran avisaras avisaron avisase avisaseis avisasemos avisasen avisases avisaste avisasteis notificaba notificabais notificabamos notificaban notificabas notificada notificadas notificado notificados notificara notificarais notificaramos notificaran notificaras notificaron notificase notificaseis notificasemos notificasen notificases notificaste notificasteis
V|notifying|avisando notificando
N|notice|aviso preaviso
N|notices|avisos preavisos
N|aws|aws
P|oh|ay oh
D|yesterday|ayer
N|help|ayuda
V|helped|ayudaba ayudabais ayudabamos ayudaban ayudabas ayudada ayudadas ayudado ayudados ayudara ayudarais ayudaramos ayudaran ayudaras ayudaron ayudase ayudaseis ayudasemos ayudasen ayudases ayudaste ayudasteis
V|help|ayudad ayudais ayudamos ayudan ayudar ayude ayudeis ayudemos ayuden ayudes ayudo
V|helping|ayudando
N|helper|ayudante
N|helpers|ayudantes
N|helps|ayudas
V|fast|ayuna ayunad ayunais ayunamos ayunan ayunar ayunas ayune ayuneis ayunemos ayunen ayunes ayuno
V|fasted|ayunaba ayunabais ayunabamos ayunaban ayunabas ayunada ayunadas ayunado ayunados ayunara ayunarais ayunaramos ayunaran ayunaras ayunaron ayunase ayunaseis ayunasemos ayunasen ayunases ayunaste ayunasteis
V|fasting|ayunando
N|city council|ayuntamiento
N|city councils|ayuntamientos
N|flight attendant|azafata
N|flight attendants|azafatas
N|sugar|azucar
N|sugars|azucares
A|blue|azul azules
N|azure|azure
N|backdoor|backdoor
N|backdoors|backdoors
N|backup|backup respaldo
N|backups|backups respaldos
V|dance|baila bailad bailais bailamos bailan bailar bailas baile baileis bailemos bailen bailes bailo dance danceis dancemos dancen dances danzad danzais danzamos danzan danzar danzo
V|danced|bailaba bailabais bailabamos bailaban bailabas bailada bailadas bailado bailados bailara bailarais bailaramos bailaran bailaras bailaron bailase bailaseis bailasemos bailasen bailases bailaste bailasteis danzaba danzabais danzabamos danzaban danzabas danzada danzadas danzado danzados danzara danzarais danzaramos danzaran danzaras danzaron danzase danzaseis danzasemos danzasen danzases danzaste danzasteis
V|dancing|bailando danzando
N|dancer|bailarin bailarina
N|dancers|bailarinas bailarines
A|low|baja bajas bajos
V|downloaded|bajaba bajabais bajabamos bajaban bajabas bajada bajadas bajado bajados bajara bajarais bajaramos bajaran bajaras bajaron bajase bajaseis bajasemos bajasen bajases bajaste bajasteis descargaba descargabais descargabamos descargaban descargabas descargada descargadas descargado descargados descargara descargarais descargaramos descargaran descargaras descargaron descargase descargaseis descargasemos descargasen descargases descargaste descargasteis
V|download|bajad bajais bajamos bajan bajar baje bajeis bajemos bajen bajes descargad descargais descargamos descargan descargar descargue descargueis descarguemos descarguen descargues
V|downloading|bajando descargando
P|under|bajo so
N|bullet|bala vineta
N|balance|balance equilibrio saldo
V|balance|balancea balancead balanceais balanceamos balancean balancear balanceas balancee balanceeis balanceemos balanceen balancees balanceo
V|balanced|balanceaba balanceabais balanceabamos balanceaban balanceabas balanceada balanceadas balanceado balanceados balanceara balancearais balancearamos balancearan balancearas balancearon balancease balanceaseis balanceasemos balanceasen balanceases balanceaste balanceasteis
V|balancing|balanceando
N|balances|balances equilibrios saldos
N|bullets|balas vinetas
N|balcony|balcon
N|balconies|balcones
V|bathe|bana banad banais banamos banan banar banas bane baneis banemos banen banes
V|bathed|banaba banabais banabamos banaban banabas banada banadas banado banados banara banarais banaramos banaran banaras banaron banase banaseis banasemos banasen banases banaste banasteis
V|bathing|banando
N|banking|banca
A|bank|bancaria bancarias bancario bancarios
N|bank|banco
N|banks|bancos
N|band|banda
N|bands|bandas
N|inbox|bandeja
N|inboxes|bandejas
N|flag|bandera
N|flags|banderas
V|ban|banea banead baneais baneamos banean banear baneas banee baneeis baneemos baneen banees
V|banned|baneaba baneabais baneabamos baneaban baneabas baneada baneadas baneado baneados baneara banearais banearamos banearan banearas banearon banease baneaseis baneasemos baneasen baneases baneaste baneasteis
V|banning|baneando
N|ban|baneo veto
N|bans|baneos vetos
N|bathroom|bano
N|bathrooms|banos
N|guardrail|barandilla guardarrail
N|guardrails|barandillas guardarrails
A|cheap|barata baratas barato baratos
N|beard|barba
N|beards|barbas
N|boat|barco
N|boats|barcos
N|bard|bard
N|slash|barra
V|sweep|barrais barramos barran barre barred barreis barremos barren barrer barres barro
N|slashes|barras
N|barrier|barrera
N|barriers|barreras
V|swept|barri barria barriais barriamos barrian barrias barrida barridas barrido barridos barriera barrierais barrieramos barrieran barrieras barrieron barriese barrieseis barriesemos barriesen barrieses barrimos barriste barristeis
V|sweeping|barriendo
N|belly|barriga tripa vientre
N|bellies|barrigas tripas vientres
N|neighborhood|barrio
N|neighborhoods|barrios
V|base|basa basad basais basamos basan basar basas baseis basemos basen baso fundamenta fundamentad fundamentais fundamentamos fundamentan fundamentar fundamentas fundamente fundamenteis fundamentemos fundamenten fundamentes fundamento
V|based|basaba basabais basabamos basaban basabas basada basadas basado basados basara basarais basaramos basaran basaras basaron basase basaseis basasemos basasen basases basaste basasteis fundamentaba fundamentabais fundamentabamos fundamentaban fundamentabas fundamentada fundamentadas fundamentado fundamentados fundamentara fundamentarais fundamentaramos fundamentaran fundamentaras fundamentaron fundamentase fundamentaseis fundamentasemos fundamentasen fundamentases fundamentaste fundamentasteis
V|basing|basando fundamentando
N|base|base
N|bases|bases
N|bash|bash
A|basic|basica basicas basico basicos
D|basically|basicamente
P|enough|basta bastantes
V|sufficed|bastaba bastabais bastabamos bastaban bastabas bastada bastadas bastado bastados bastara bastarais bastaramos bastaran bastaras bastaron bastase bastaseis bastasemos bastasen bastases bastaste bastasteis
V|suffice|bastad bastais bastamos bastan bastar bastas baste basteis bastemos basten bastes basto
V|sufficing|bastando
P|quite|bastante
N|garbage|basura
N|garbages|basuras
V|beat|bata batais batamos batan batas bate baten bates bati batia batiais batiamos batian batias batid batiera batierais batieramos batieran batieras batieron batiese batieseis batiesemos batiesen batieses batimos batio batir batis batiste batisteis bato
N|battle|batalla
N|battles|batallas
N|battery|bateria
N|batteries|baterias
V|beaten|batida batidas batido batidos
V|beating|batiendo
N|database|bbdd bd
V|drink|beba bebais bebamos beban bebas bebed bebeis bebemos beben beber bebo
N|baby|bebe
N|babies|bebes
V|drank|bebi bebia bebiais bebiamos bebian bebias bebiera bebierais bebieramos bebieran bebieras bebieron bebiese bebieseis bebiesemos bebiesen bebieses bebimos bebio bebiste bebisteis
V|drunk|bebida bebidas bebido bebidos
V|drinking|bebiendo
N|scholarship|beca
N|intern|becaria becario
N|interns|becarias becarios
N|scholarships|becas
A|beautiful|bella bellas bello bellos hermosa hermosas hermoso hermosos
D|beautifully|bellamente
N|beauty|belleza
N|beauties|bellezas
V|bless|bendeci bendecid bendecimos bendecir bendecis bendice bendicen bendices bendiga bendigais bendigamos bendigan bendigas bendigo
V|blessed|bendecia bendeciais bendeciamos bendecian bendecias bendecida bendecidas bendecido bendecidos bendije bendijera bendijerais bendijeramos bendijeran bendijeras bendijeron bendijese bendijeseis bendijesemos bendijesen bendijeses bendijimos bendijiste bendijisteis bendijo
V|blessing|bendiciendo
N|charity|beneficencia caridad
N|charities|beneficencias caridades
V|benefit|beneficia beneficiad beneficiais beneficiamos benefician beneficiar beneficias beneficie beneficieis beneficiemos beneficien beneficies
V|benefited|beneficiaba beneficiabais beneficiabamos beneficiaban beneficiabas beneficiada beneficiadas beneficiado beneficiados beneficiara beneficiarais beneficiaramos beneficiaran beneficiaras beneficiaron beneficiase beneficiaseis beneficiasemos beneficiasen beneficiases beneficiaste beneficiasteis
V|benefiting|beneficiando
N|beneficiary|beneficiaria beneficiario
N|beneficiaries|beneficiarias beneficiarios
N|profit|beneficio ganancia
N|profits|beneficios ganancias
A|benign|benigna benignas benigno benignos
D|benignly|benignamente
V|kiss|besa besad besais besamos besan besar besas bese beseis besemos besen beses beso
V|kissed|besaba besabais besabamos besaban besabas besada besadas besado besados besara besarais besaramos besaran besaras besaron besase besaseis besasemos besasen besases besaste besasteis
V|kissing|besando
N|library|biblioteca libreria
N|libraries|bibliotecas librerias
N|bic|bic
N|bicycle|bicicleta
N|bicycles|bicicletas
D|well|bien
N|goods|bienes mercancia
N|wellbeing|bienestar
A|welcome|bienvenida bienvenidas bienvenido bienvenidos
N|ticket|billete boleto pasaje ticket tique
N|wallet|billetera cartera
N|wallets|billeteras carteras
N|tickets|billetes boletos pasajes tickets tiques
P|billion|billon millardo
P|billions|billones millardos
N|binary|binario
N|binaries|binarios
N|bioweapon|bioarma
N|bioweapons|bioarmas
A|biological|biologica biologicas biologico biologicos
N|biometrics|biometria
N|biometricses|biometrias
N|log|bitacora log
N|logs|bitacoras logs
N|bitcoin|bitcoin
N|bitcoins|bitcoins
N|bizum|bizum
A|white|blanca blancas blanco blancos
A|soft|blanda blandas blando blandos suave suaves
V|launder|blanquea blanquead blanqueais blanqueamos blanquean blanquear blanqueas blanquee blanqueeis blanqueemos blanqueen blanquees
V|laundered|blanqueaba blanqueabais blanqueabamos blanqueaban blanqueabas blanqueada blanqueadas blanqueado blanqueados blanqueara blanquearais blanquearamos blanquearan blanquearas blanquearon blanquease blanqueaseis blanqueasemos blanqueasen blanqueases blanqueaste blanqueasteis
V|laundering|blanqueando
N|laundering|blanqueo lavado
N|launderings|blanqueos lavados
V|armor|blinda blindad blindais blindamos blindan blindar blindas blinde blindeis blindemos blinden blindes blindo
V|armored|blindaba blindabais blindabamos blindaban blindabas blindada blindadas blindado blindados blindara blindarais blindaramos blindaran blindaras blindaron blindase blindaseis blindasemos blindasen blindases blindaste blindasteis
V|armoring|blindando
N|blockchain|blockchain
N|blog|blog
N|blogs|blogs
V|block|bloquea bloquead bloqueais bloqueamos bloquean bloquear bloqueas bloquee bloqueeis bloqueemos bloqueen bloquees
V|blocked|bloqueaba bloqueabais bloqueabamos bloqueaban bloqueabas bloqueara bloquearais bloquearamos bloquearan bloquearas bloquearon bloquease bloqueaseis bloqueasemos bloqueasen bloqueases bloqueaste bloqueasteis
A|blocked|bloqueada bloqueadas bloqueado bloqueados
V|blocking|bloqueando
N|block|bloqueo
N|blocks|bloqueos
N|blouse|blusa
N|blouses|blusas
N|mouth|boca
N|mouths|bocas
N|wedding|boda
N|weddings|bodas
N|newsletter|boletin newsletter
N|newsletters|boletines
N|pen|boligrafo
N|pens|boligrafos
N|bag|bolsa bolso
N|bags|bolsas bolsos
N|pocket|bolsillo
N|pockets|bolsillos
N|bomb|bomba
N|bombs|bombas
N|firefighter|bombera bombero
N|firefighters|bomberas bomberos
N|bonus|bonificacion bono prima
N|bonuses|bonificaciones bonos primas
A|pretty|bonita bonitas bonito bonitos
N|edge|borde
N|edges|bordes
V|delete|borra borrad borrais borramos borran borrar borras borre borreis borremos borren borres borro elimina eliminad eliminais eliminamos eliminan eliminar eliminas elimine elimineis eliminemos eliminen elimines elimino
V|deleted|borraba borrabais borrabamos borraban borrabas borrara borrarais borraramos borraran borraras borraron borrase borraseis borrasemos borrasen borrases borraste borrasteis eliminaba eliminabais eliminabamos eliminaban eliminabas eliminara eliminarais eliminaramos eliminaran eliminaras eliminaron eliminase eliminaseis eliminasemos eliminasen eliminases eliminaste eliminasteis
A|deleted|borrada borradas borrado borrados eliminada eliminadas eliminado eliminados
N|draft|borrador
N|drafts|borradores
V|deleting|borrando eliminando
N|forest|bosque
V|sketch|bosqueja bosquejad bosquejais bosquejamos bosquejan bosquejar bosquejas bosqueje bosquejeis bosquejemos bosquejen bosquejes bosquejo
V|sketched|bosquejaba bosquejabais bosquejabamos bosquejaban bosquejabas bosquejada bosquejadas bosquejado bosquejados bosquejara bosquejarais bosquejaramos bosquejaran bosquejaras bosquejaron bosquejase bosquejaseis bosquejasemos bosquejasen bosquejases bosquejaste bosquejasteis
V|sketching|bosquejando
N|forests|bosques
N|bot|bot
N|boot|bota
N|boots|botas
N|bottle|botella
N|bottles|botellas
N|botnet|botnet
N|botnets|botnets
N|button|boton
N|buttons|botones
N|bots|bots
N|vault|boveda
N|vaults|bovedas
N|arm|brazo
N|arms|brazos
N|breach|brecha incumplimiento vulneracion
N|breaches|brechas incumplimientos vulneraciones
A|brief|breve breves
D|briefly|brevemente
V|shine|brilla brillad brillais brillamos brillan brillar brillas brille brilleis brillemos brillen brilles brillo
V|shone|brillaba brillabais brillabamos brillaban brillabas brillada brilladas brillado brillados brillara brillarais brillaramos brillaran brillaras brillaron brillase brillaseis brillasemos brillasen brillases brillaste brillasteis
V|shining|brillando
A|brilliant|brillante brillantes
D|brilliantly|brillantemente
A|british|britanica britanicas britanico britanicos
N|joke|broma chiste
N|jokes|bromas chistes
V|joke|bromea bromead bromeais bromeamos bromean bromear bromeas bromee bromeeis bromeemos bromeen bromees bromeo
V|joked|bromeaba bromeabais bromeabamos bromeaban bromeabas bromeada bromeadas bromeado bromeados bromeara bromearais bromearamos bromearan bromearas bromearon bromease bromeaseis bromeasemos bromeasen bromeases bromeaste bromeasteis
V|joking|bromeando
A|raw|bruta brutas bruto brutos cruda crudas crudo crudos
A|brutal|brutal brutales
D|brutally|brutalmente
V|dive|bucea bucead buceais buceamos bucean bucear buceas bucee buceeis buceemos buceen bucees buceo
V|dove|buceaba buceabais buceabamos buceaban buceabas buceara bucearais bucearamos bucearan bucearas bucearon bucease buceaseis buceasemos buceasen buceases buceaste buceasteis
V|dived|buceada buceadas buceado buceados
V|diving|buceando
N|loop|bucle
N|loops|bucles
A|good|buen buena buenos
P|hello|buenas hola
P|well|bueno
N|buffet|buffet
N|buffets|buffets
V|bypass|burla burlad burlais burlamos burlan burlar burlas burle burleis burlemos burlen burles burlo sortea sortead sorteais sorteamos sortean sortear sorteas sortee sorteeis sorteemos sorteen sortees
V|bypassed|burlaba burlabais burlabamos burlaban burlabas burlada burladas burlado burlados burlara burlarais burlaramos burlaran burlaras burlaron burlase burlaseis burlasemos burlasen burlases burlaste burlasteis sorteaba sorteabais sorteabamos sorteaban sorteabas sorteada sorteadas sorteado sorteados sorteara sortearais sortearamos sortearan sortearas sortearon sortease sorteaseis sorteasemos sorteasen sorteases sorteaste sorteasteis
V|bypassing|burlando sorteando
V|search|busca buscad buscais buscamos buscan buscar buscas busco busque busqueis busquemos busquen busques
V|searched|buscaba buscabais buscabamos buscaban buscabas buscada buscadas buscado buscados buscara buscarais buscaramos buscaran buscaras buscaron buscase buscaseis buscasemos buscasen buscases buscaste buscasteis
N|search engine|buscador
N|search engines|buscadores
V|searching|buscando
N|search|busqueda
N|searches|busquedas
N|mailbox|buzon
N|mailboxes|buzones
N|byte|byte
N|bytes|bytes
V|ride|cabalga cabalgad cabalgais cabalgamos cabalgan cabalgar cabalgas cabalgo cabalgue cabalgueis cabalguemos cabalguen cabalgues
V|rode|cabalgaba cabalgabais cabalgabamos cabalgaban cabalgabas cabalgara cabalgarais cabalgaramos cabalgaran cabalgaras cabalgaron cabalgase cabalgaseis cabalgasemos cabalgasen cabalgases cabalgaste cabalgasteis
V|ridden|cabalgada cabalgadas cabalgado cabalgados
V|riding|cabalgando
N|gentleman|caballero
N|gentlemen|caballeros senores
N|horse|caballo
N|horses|caballos
V|fit|cabe cabed cabeis cabemos caben caber cabes cabia cabiais cabiamos cabian cabias cabida cabidas cabido cabidos cupe cupiera cupierais cupieramos cupieran cupieras cupieron cupiese cupieseis cupiesemos cupiesen cupieses cupimos cupiste cupisteis cupo encaja encajaba encajabais encajabamos encajaban encajabas encajad encajada encajadas encajado encajados encajais encajamos encajan encajar encajara encajarais encajaramos encajaran encajaras encajaron encajas encajase encajaseis encajasemos encajasen encajases encajaste encajasteis encaje encajeis encajemos encajen encajes encajo quepa quepais quepamos quepan quepas quepo
N|hair|cabello pelo
N|head|cabeza
N|heads|cabezas
V|fitting|cabiendo encajando
N|cabin|cabina
N|cabins|cabinas
N|cable|cable
N|cables|cables
V|hunt|cace caceis cacemos cacen caces caza cazad cazais cazamos cazan cazar cazas cazo
N|cache|cache
P|every|cada
N|string|cadena
N|strings|cadenas
V|expire|caduca caducad caducais caducamos caducan caducar caducas caduco caduque caduqueis caduquemos caduquen caduques expira expirad expirais expiramos expiran expirar expiras expire expireis expiremos expiren expires expiro vence venced venceis vencemos vencen vencer vences venza venzais venzamos venzan venzas venzo
V|expired|caducaba caducabais caducabamos caducaban caducabas caducara caducarais caducaramos caducaran caducaras caducaron caducase caducaseis caducasemos caducasen caducases caducaste caducasteis expiraba expirabais expirabamos expiraban expirabas expirara expirarais expiraramos expiraran expiraras expiraron expirase expiraseis expirasemos expirasen expirases expiraste expirasteis venci vencia venciais venciamos vencian vencias venciera vencierais vencieramos vencieran vencieras vencieron venciese vencieseis venciesemos venciesen vencieses vencimos vencio venciste vencisteis
A|expired|caducada caducadas caducado caducados expirada expiradas expirado expirados vencida vencidas vencido vencidos
V|expiring|caducando expirando venciendo
N|expiry|caducidad
N|expiries|caducidades
V|fall|cae caed caeis caemos caen caer caes caiga caigais caigamos caigan caigas caigo
N|coffee|cafe
N|coffees|cafes
V|fell|cai caia caiais caiamos caian caias caimos caiste caisteis cayera cayerais cayeramos cayeran cayeras cayeron cayese cayeseis cayesemos cayesen cayeses cayo
V|fallen|caida caidas caido caidos
N|box|caja casilla
N|boxes|cajas casillas
N|atm|cajero
N|atms|cajeros
N|drawer|cajon
N|drawers|cajones
V|calculate|calcula calculad calculais calculamos calculan calcular calculas calcule calculeis calculemos calculen calcules calculo
V|calculated|calculaba calculabais calculabamos calculaban calculabas calculada calculadas calculado calculados calculara calcularais calcularamos calcularan calcularas calcularon calculase calculaseis calculasemos calculasen calculases calculaste calculasteis
V|calculating|calculando
N|heating|calefaccion
N|heatings|calefacciones
N|calendar|calendario
N|calendars|calendarios
V|heat|calenta calentad calentais calentamos calentar calentas calenteis calentemos calentes calienta calientan calientas calienten caliento
V|heated|calentaba calentabais calentabamos calentaban calentabas calentada calentadas calentado calentados calentara calentarais calentaramos calentaran calentaras calentaron calentase calentaseis calentasemos calentasen calentases calentaste calentasteis calente calento
V|heating|calentando
V|calibrate|calibra calibrad calibrais calibramos calibran calibrar calibras calibre calibreis calibremos calibren calibres calibro
V|calibrated|calibraba calibrabais calibrabamos calibraban calibrabas calibrada calibradas calibrado calibrados calibrara calibrarais calibraramos calibraran calibraras calibraron calibrase calibraseis calibrasemos calibrasen calibrases calibraste calibrasteis
V|calibrating|calibrando
A|warm|calida calidas calido calidos
N|quality|calidad cualidad
N|qualities|calidades cualidades
A|hot|caliente calientes
V|grade|califica calificad calificais calificamos califican calificar calificas califico califique califiqueis califiquemos califiquen califiques
V|graded|calificaba calificabais calificabamos calificaban calificabas calificada calificadas calificado calificados calificara calificarais calificaramos calificaran calificaras calificaron calificase calificaseis calificasemos calificasen calificases calificaste calificasteis
N|grade|calificacion
N|grades|calificaciones
N|grader|calificador calificadora
N|graders|calificadoras calificadores
V|grading|calificando
V|keep quiet|calla callad callais callamos callan callar callas calleis callemos callen callo
V|kept quiet|callaba callabais callabamos callaban callabas callara callarais callaramos callaran callaras callaron callase callaseis callasemos callasen callases callaste callasteis
A|quiet|callada calladas callado callados
D|quietly|calladamente
V|keeping quiet|callando
N|street|calle
N|streets|calles
V|calm|calma calmad calmais calmamos calman calmar calmas calme calmeis calmemos calmen calmes calmo
V|calmed|calmaba calmabais calmabamos calmaban calmabas calmada calmadas calmado calmados calmara calmarais calmaramos calmaran calmaras calmaron calmase calmaseis calmasemos calmasen calmases calmaste calmasteis
V|calming|calmando
N|heat|calor
N|heats|calores
N|slander|calumnia
N|slanders|calumnias
N|bed|cama
N|camera|camara
N|cameras|camaras
N|waiter|camarera camarero
N|waiters|camareras camareros
N|beds|camas
V|change|cambia cambiad cambiais cambiamos cambian cambiar cambias cambie cambieis cambiemos cambien cambies
V|changed|cambiaba cambiabais cambiabamos cambiaban cambiabas cambiada cambiadas cambiado cambiados cambiara cambiarais cambiaramos cambiaran cambiaras cambiaron cambiase cambiaseis cambiasemos cambiasen cambiases cambiaste cambiasteis
V|changing|cambiando
N|change|cambio
N|changes|cambios
N|stretcher|camilla
N|stretchers|camillas
N|road|camino carretera
N|roads|caminos carreteras
N|truck|camion
N|trucks|camiones
N|shirt|camisa
N|shirts|camisas
N|campaign|campana
N|campaigns|campanas
N|champion|campeon campeona
N|champions|campeonas campeones
N|championship|campeonato
N|championships|campeonatos
N|field|campo
N|fields|campos
V|disguise|camufla camuflad camuflais camuflamos camuflan camuflar camuflas camufle camufleis camuflemos camuflen camufles camuflo disfrace disfraceis disfracemos disfracen disfraza disfrazad disfrazais disfrazamos disfrazan disfrazar disfrazas disfrazo disimula disimulad disimulais disimulamos disimulan disimular disimulas disimule disimuleis disimulemos disimulen disimules disimulo
V|disguised|camuflaba camuflabais camuflabamos camuflaban camuflabas camuflada camufladas camuflado camuflados camuflara camuflarais camuflaramos camuflaran camuflaras camuflaron camuflase camuflaseis camuflasemos camuflasen camuflases camuflaste camuflasteis disfrazaba disfrazabais disfrazabamos disfrazaban disfrazabas disfrazada disfrazadas disfrazado disfrazados disfrazara disfrazarais disfrazaramos disfrazaran disfrazaras disfrazaron disfrazase disfrazaseis disfrazasemos disfrazasen disfrazases disfrazaste disfrazasteis disimulaba disimulabais disimulabamos disimulaban disimulabas disimulada disimuladas disimulado disimulados disimulara disimularais disimularamos disimularan disimularas disimularon disimulase disimulaseis disimulasemos disimulasen disimulases disimulaste disimulasteis
V|disguising|camuflando disfrazando disimulando
A|canadian|canadiense canadienses
N|channel|canal
N|channels|canales
N|pipeline|canalizacion pipeline
N|pipelines|canalizaciones pipelines
A|cancelled|cancelada canceladas cancelado cancelados
N|cancer|cancer
N|cancers|canceres
N|song|cancion
N|songs|canciones
N|lock|candado cerradura
N|locks|candados cerraduras
N|candidate|candidata candidato
N|candidates|candidatas candidatos
N|candidacy|candidatura
N|candidacies|candidaturas
V|tire|cansa cansad cansais cansamos cansan cansar cansas canse canseis cansemos cansen canses canso
V|tired|cansaba cansabais cansabamos cansaban cansabas cansara cansarais cansaramos cansaran cansaras cansaron cansase cansaseis cansasemos cansasen cansases cansaste cansasteis
A|tired|cansada cansadas cansado cansados
N|fatigue|cansancio fatiga
N|fatigues|cansancios fatigas
V|tiring|cansando
V|sing|canta cantad cantais cantamos cantan cantar cantas cante canteis cantemos canten cantes canto
V|sang|cantaba cantabais cantabamos cantaban cantabas cantara cantarais cantaramos cantaran cantaras cantaron cantase cantaseis cantasemos cantasen cantases cantaste cantasteis
V|sung|cantada cantadas cantado cantados
V|singing|cantando
N|amount|cantidad importe monto
N|amounts|cantidades importes montos
N|chaos|caos
N|layer|capa
A|able|capaces capaz
N|capability|capacidad
N|capabilities|capacidades
V|train|capacita capacitad capacitais capacitamos capacitan capacitar capacitas capacite capaciteis capacitemos capaciten capacites capacito entrena entrenad entrenais entrenamos entrenan entrenar entrenas entrene entreneis entrenemos entrenen entrenes entreno
V|trained|capacitaba capacitabais capacitabamos capacitaban capacitabas capacitada capacitadas capacitado capacitados capacitara capacitarais capacitaramos capacitaran capacitaras capacitaron capacitase capacitaseis capacitasemos capacitasen capacitases capacitaste capacitasteis entrenaba entrenabais entrenabamos entrenaban entrenabas entrenada entrenadas entrenado entrenados entrenara entrenarais entrenaramos entrenaran entrenaras entrenaron entrenase entrenaseis entrenasemos entrenasen entrenases entrenaste entrenasteis
N|training|capacitacion entrenamiento formacion
N|trainings|capacitaciones entrenamientos formaciones
V|training|capacitando entrenando
N|layers|capas
N|capital|capital
N|capitals|capitales
N|captain|capitan capitana
N|captains|capitanas capitanes
N|chapter|capitulo
N|chapters|capitulos
N|capsule|capsula
N|capsules|capsulas
V|capture|captura capturad capturais capturamos capturan capturar capturas capture captureis capturemos capturen captures capturo
V|captured|capturaba capturabais capturabamos capturaban capturabas capturada capturadas capturado capturados capturara capturarais capturaramos capturaran capturaras capturaron capturase capturaseis capturasemos capturasen capturases capturaste capturasteis
V|capturing|capturando
N|face|cara rostro
N|character|caracter personaje
N|characters|caracteres personajes
V|characterize|caracterice caractericeis caractericemos caractericen caracterices caracteriza caracterizad caracterizais caracterizamos caracterizan caracterizar caracterizas caracterizo
N|feature|caracteristica
N|features|caracteristicas
V|characterized|caracterizaba caracterizabais caracterizabamos caracterizaban caracterizabas caracterizada caracterizadas caracterizado caracterizados caracterizara caracterizarais caracterizaramos caracterizaran caracterizaras caracterizaron caracterizase caracterizaseis caracterizasemos caracterizasen caracterizases caracterizaste caracterizasteis
V|characterizing|caracterizando
N|faces|caras rostros
N|prison|carcel prision
N|prisons|carceles prisiones
N|shortcoming|carencia deficiencia
N|shortcomings|carencias deficiencias
N|load|carga
V|loaded|cargaba cargabais cargabamos cargaban cargabas cargada cargadas cargado cargados cargara cargarais cargaramos cargaran cargaras cargaron cargase cargaseis cargasemos cargasen cargases cargaste cargasteis
V|load|cargad cargais cargamos cargan cargar cargue cargueis carguemos carguen cargues
V|loading|cargando
N|loads|cargas
N|position|cargo posicion puesto
N|positions|cargos posiciones puestos
N|affection|carino
N|affections|carinos
N|meat|carne
N|meats|carnes
N|card|carnet tarjeta
N|cards|carnets tarjetas
A|expensive|caro caros
N|folder|carpeta
N|folders|carpetas
N|career|carrera
N|careers|carreras
N|cart|carrito
N|carts|carritos
N|letter|carta letra
N|letters|cartas letras
N|poster|cartel
N|posters|carteles
N|house|casa
V|married|casaba casabais casabamos casaban casabas casada casadas casado casados casara casarais casaramos casaran casaras casaron casase casaseis casasemos casasen casases casaste casasteis
V|marry|casad casais casamos casan casar case caseis casemos casen cases
V|marrying|casando
N|houses|casas
N|helmet|casco
N|helmets|cascos
D|almost|casi
N|case|caso
N|cases|casos
N|spanish|castellano
V|punish|castiga castigad castigais castigamos castigan castigar castigas castigo castigue castigueis castiguemos castiguen castigues
V|punished|castigaba castigabais castigabamos castigaban castigabas castigada castigadas castigado castigados castigara castigarais castigaramos castigaran castigaras castigaron castigase castigaseis castigasemos castigasen castigases castigaste castigasteis
V|punishing|castigando
N|castle|castillo
N|castles|castillos
N|coincidence|casualidad
N|coincidences|casualidades
D|by chance|casualmente
N|catastrophe|catastrofe
N|catastrophes|catastrofes
N|professor|catedratica catedratico
N|professors|catedraticas catedraticos
N|category|categoria
N|categories|categorias
V|categorize|categorice categoriceis categoricemos categoricen categorices categoriza categorizad categorizais categorizamos categorizan categorizar categorizas categorizo
V|categorized|categorizaba categorizabais categorizabamos categorizaban categorizabas categorizada categorizadas categorizado categorizados categorizara categorizarais categorizaramos categorizaran categorizaras categorizaron categorizase categorizaseis categorizasemos categorizasen categorizases categorizaste categorizasteis
V|categorizing|categorizando
A|catholic|catolica catolicas catolico catolicos
P|fourteen|catorce
N|cause|causa
V|caused|causaba causabais causabamos causaban causabas causada causadas causado causados causara causarais causaramos causaran causaras causaron causase causaseis causasemos causasen causases causaste causasteis ocasionaba ocasionabais ocasionabamos ocasionaban ocasionabas ocasionada ocasionadas ocasionado ocasionados ocasionara ocasionarais ocasionaramos ocasionaran ocasionaras ocasionaron ocasionase ocasionaseis ocasionasemos ocasionasen ocasionases ocasionaste ocasionasteis
V|cause|causad causais causamos causan causar cause causeis causemos causen causes causo ocasiona ocasionad ocasionais ocasionamos ocasionan ocasionar ocasionas ocasione ocasioneis ocasionemos ocasionen ocasiono
V|causing|causando ocasionando
N|causes|causas
V|falling|cayendo
V|hunted|cazaba cazabais cazabamos cazaban cazabas cazada cazadas cazado cazados cazara cazarais cazaramos cazaran cazaras cazaron cazase cazaseis cazasemos cazasen cazases cazaste cazasteis
V|hunting|cazando
N|cc|cc
N|bcc|cco
N|bait|cebo
N|baits|cebos
V|yield|ceda cedais cedamos cedan cedas cede ceded cedeis cedemos ceden ceder cedes cedo
V|yielded|cedi cedia cediais cediamos cedian cedias cedida cedidas cedido cedidos cediera cedierais cedieramos cedieran cedieras cedieron cediese cedieseis cediesemos cediesen cedieses cedimos cedio cediste cedisteis
V|yielding|cediendo
N|cell|celda
N|cells|celdas
V|celebrate|celebra celebrad celebrais celebramos celebran celebrar celebras celebre celebreis celebremos celebren celebres celebro festeja festejad festejais festejamos festejan festejar festejas festeje festejeis festejemos festejen festejes festejo
V|celebrated|celebraba celebrabais celebrabamos celebraban celebrabas celebrada celebradas celebrado celebrados celebrara celebrarais celebraramos celebraran celebraras celebraron celebrase celebraseis celebrasemos celebrasen celebrases celebraste celebrasteis festejaba festejabais festejabamos festejaban festejabas festejada festejadas festejado festejados festejara festejarais festejaramos festejaran festejaras festejaron festejase festejaseis festejasemos festejasen festejases festejaste festejasteis
N|celebration|celebracion
N|celebrations|celebraciones
V|celebrating|celebrando festejando
N|cellphone|celular
N|cellphones|celulares
N|cement|cemento
N|cements|cementos
N|dinner|cena
V|had dinner|cenaba cenabais cenabamos cenaban cenabas cenada cenadas cenado cenados cenara cenarais cenaramos cenaran cenaras cenaron cenase cenaseis cenasemos cenasen cenases cenaste cenasteis
V|have dinner|cenad cenais cenamos cenan cenar cene ceneis cenemos cenen cenes ceno
V|having dinner|cenando
N|dinners|cenas
N|censorship|censura
V|censored|censuraba censurabais censurabamos censuraban censurabas censurara censurarais censuraramos censuraran censuraras censuraron censurase censuraseis censurasemos censurasen censurases censuraste censurasteis
V|censor|censurad censurais censuramos censuran censurar censure censureis censuremos censuren censures censuro
A|censored|censurada censuradas censurado censurados
V|censoring|censurando
N|censorships|censuras
N|cent|centavo centimo
N|cents|centavos centimos
N|centimeter|centimetro
N|centimeters|centimetros
V|focus|centra centrad centrais centramos centran centrar centras centre centreis centremos centren centres enfoca enfocad enfocais enfocamos enfocan enfocar enfocas enfoco enfoque enfoqueis enfoquemos enfoquen enfoques
V|focused|centraba centrabais centrabamos centraban centrabas centrada centradas centrado centrados centrara centrarais centraramos centraran centraras centraron centrase centraseis centrasemos centrasen centrases centraste centrasteis enfocaba enfocabais enfocabamos enfocaban enfocabas enfocada enfocadas enfocado enfocados enfocara enfocarais enfocaramos enfocaran enfocaras enfocaron enfocase enfocaseis enfocasemos enfocasen enfocases enfocaste enfocasteis
A|central|central centrales centrica centricas centrico centricos
V|focusing|centrando enfocando
D|centrally|centricamente
N|center|centro
N|centers|centros
N|ceo|ceo
V|brush|cepilla cepillad cepillais cepillamos cepillan cepillar cepillas cepille cepilleis cepillemos cepillen cepilles cepillo
V|brushed|cepillaba cepillabais cepillabamos cepillaban cepillabas cepillada cepilladas cepillado cepillados cepillara cepillarais cepillaramos cepillaran cepillaras cepillaron cepillase cepillaseis cepillasemos cepillasen cepillases cepillaste cepillasteis
V|brushing|cepillando
D|near|cerca
A|close|cercana cercanas cercano cercanos
V|make sure|cerciora cerciorad cerciorais cercioramos cercioran cerciorar cercioras cerciore cercioreis cercioremos cercioren cerciores cercioro
V|made sure|cercioraba cerciorabais cerciorabamos cercioraban cerciorabas cerciorada cercioradas cerciorado cerciorados cerciorara cerciorarais cercioraramos cercioraran cercioraras cercioraron cerciorase cercioraseis cerciorasemos cerciorasen cerciorases cercioraste cerciorasteis
V|making sure|cerciorando
N|pig|cerdo
N|pigs|cerdos
N|brain|cerebro
N|brains|cerebros
P|zero|cero
V|close|cerra cerrad cerrais cerramos cerrar cerras cerreis cerremos cerres cierra cierran cierras cierren cierro
V|closed|cerraba cerrabais cerrabamos cerraban cerrabas cerrara cerrarais cerraramos cerraran cerraras cerraron cerrase cerraseis cerrasemos cerrasen cerrases cerraste cerrasteis cerre cerro
A|closed|cerrada cerradas cerrado cerrados
V|closing|cerrando
N|certainty|certeza
N|certainties|certezas
V|certify|certifica certificad certificais certificamos certifican certificar certificas certifico certifique certifiqueis certifiquemos certifiquen certifiques
V|certified|certificaba certificabais certificabamos certificaban certificabas certificada certificadas certificara certificarais certificaramos certificaran certificaras certificaron certificase certificaseis certificasemos certificasen certificases certificaste certificasteis
N|certificate|certificado
N|certificates|certificados
V|certifying|certificando
N|beer|cerveza
N|beers|cervezas
V|cease|cesa cesad cesais cesamos cesan cesas cese ceseis cesemos cesen ceses ceso
V|ceased|cesaba cesabais cesabamos cesaban cesabas cesada cesadas cesado cesados cesara cesarais cesaramos cesaran cesaras cesaron cesase cesaseis cesasemos cesasen cesases cesaste cesasteis
V|ceasing|cesando
N|caesar|cesar
N|caesars|cesares
N|lawn|cesped
N|lawns|cespedes
N|basket|cesta
N|baskets|cestas
N|cfo|cfo
N|shampoo|champu
N|shampoos|champues
N|blackmail|chantaje
V|blackmail|chantajea chantajead chantajeais chantajeamos chantajean chantajear chantajeas chantajee chantajeeis chantajeemos chantajeen chantajees chantajeo
V|blackmailed|chantajeaba chantajeabais chantajeabamos chantajeaban chantajeabas chantajeada chantajeadas chantajeado chantajeados chantajeara chantajearais chantajearamos chantajearan chantajearas chantajearon chantajease chantajeaseis chantajeasemos chantajeasen chantajeases chantajeaste chantajeasteis
V|blackmailing|chantajeando
N|blackmails|chantajes
P|bye|chao chau
N|jacket|chaqueta
N|jackets|chaquetas
N|chat|charla chat
V|chatted|charlaba charlabais charlabamos charlaban charlabas charlada charladas charlado charlados charlara charlarais charlaramos charlaran charlaras charlaron charlase charlaseis charlasemos charlasen charlases charlaste charlasteis chateaba chateabais chateabamos chateaban chateabas chateada chateadas chateado chateados chateara chatearais chatearamos chatearan chatearas chatearon chatease chateaseis chateasemos chateasen chateases chateaste chateasteis platicaba platicabais platicabamos platicaban platicabas platicada platicadas platicado platicados platicara platicarais platicaramos platicaran platicaras platicaron platicase platicaseis platicasemos platicasen platicases platicaste platicasteis
V|chat|charlad charlais charlamos charlan charlar charle charleis charlemos charlen charles charlo chatea chatead chateais chateamos chatean chatear chateas chatee chateeis chateemos chateen chatees chateo platica platicad platicais platicamos platican platicar platicas platico platique platiqueis platiquemos platiquen platiques
V|chatting|charlando chateando platicando
N|chats|charlas chats
N|chatbot|chatbot
N|chatbots|chatbots
N|chatgpt|chatgpt
N|chef|chef
N|chefs|chefs
N|check|cheque
V|check|chequea chequead chequeais chequeamos chequean chequear chequeas chequee chequeeis chequeemos chequeen chequees chequeo comproba comprobad comprobais comprobamos comprobar comprobas comprobeis comprobemos comprobes comprueba comprueban compruebas compruebe comprueben compruebes compruebo
V|checked|chequeaba chequeabais chequeabamos chequeaban chequeabas chequeada chequeadas chequeado chequeados chequeara chequearais chequearamos chequearan chequearas chequearon chequease chequeaseis chequeasemos chequeasen chequeases chequeaste chequeasteis comprobaba comprobabais comprobabamos comprobaban comprobabas comprobada comprobadas comprobado comprobados comprobara comprobarais comprobaramos comprobaran comprobaras comprobaron comprobase comprobaseis comprobasemos comprobasen comprobases comprobaste comprobasteis comprobe comprobo
V|checking|chequeando comprobando
N|checks|cheques
N|girl|chica
N|girls|chicas
N|boy|chico
N|boys|chicos
A|chilean|chilena chilenas chileno chilenos
A|chinese|china chinas chino chinos
N|chip|chip
N|chips|chips
V|crash|choca chocad chocais chocamos chocan chocar chocas choco choque choqueis choquemos choquen choques
V|crashed|chocaba chocabais chocabamos chocaban chocabas chocada chocadas chocado chocados chocara chocarais chocaramos chocaran chocaras chocaron chocase chocaseis chocasemos chocasen chocases chocaste chocasteis
V|crashing|chocando
N|cyberattack|ciberataque
N|cyberattacks|ciberataques
N|cybercriminal|ciberdelincuente
N|cybercriminals|ciberdelincuentes
N|cybersecurity|ciberseguridad
N|scars|cicatrices
N|scar|cicatriz
D|blindly|ciegamente
N|sky|cielo
N|skies|cielos
P|hundred|cien ciento
N|science|ciencia
N|sciences|ciencias
A|scientific|cientifica cientificas cientifico cientificos
D|scientifically|cientificamente
P|hundreds|cientos
N|closure|cierre
N|closures|cierres
A|certain|cierta ciertas cierto ciertos
D|certainly|ciertamente
N|tax id|cif nif rfc ruc
N|figure|cifra
V|encrypted|cifraba cifrabais cifrabamos cifraban cifrabas cifrara cifrarais cifraramos cifraran cifraras cifraron cifrase cifraseis cifrasemos cifrasen cifrases cifraste cifrasteis encriptaba encriptabais encriptabamos encriptaban encriptabas encriptara encriptarais encriptaramos encriptaran encriptaras encriptaron encriptase encriptaseis encriptasemos encriptasen encriptases encriptaste encriptasteis
V|encrypt|cifrad cifrais ciframos cifran cifrar cifre cifreis cifremos cifren cifres cifro encripta encriptad encriptais encriptamos encriptan encriptar encriptas encripte encripteis encriptemos encripten encriptes encripto
A|encrypted|cifrada cifradas cifrado cifrados encriptada encriptadas encriptado encriptados
V|encrypting|cifrando encriptando
N|figures|cifras
N|cigarette|cigarrillo
N|cigarettes|cigarrillos
N|top|cima
N|tops|cimas
P|five|cinco
P|fifty|cincuenta
N|cinema|cine
N|cinemas|cines
N|tape|cinta
N|tapes|cintas
V|circulate|circula circulad circulais circulamos circulan circulas circule circuleis circulemos circulen circules
V|circulated|circulaba circulabais circulabamos circulaban circulabas circulada circuladas circulado circulados circulara circularais circularamos circularan circularas circularon circulase circulaseis circulasemos circulasen circulases circulaste circulasteis
V|circulating|circulando
N|circular|circular
N|circulars|circulares
N|circle|circulo
N|circles|circulos
N|circumstance|circunstancia
N|circumstances|circunstancias
V|circumvent|circunven circunvenga circunvengais circunvengamos circunvengan circunvengas circunvengo circunveni circunvenid circunvenimos circunvenir circunvenis circunviene circunvienen circunvienes
V|circumvented|circunvenia circunveniais circunveniamos circunvenian circunvenias circunvenida circunvenidas circunvenido circunvenidos circunvine circunviniera circunvinierais circunvinieramos circunvinieran circunvinieras circunvinieron circunviniese circunvinieseis circunviniesemos circunviniesen circunvinieses circunvinimos circunviniste circunvinisteis circunvino
V|circumventing|circunviniendo
N|surgery|cirugia
N|surgeries|cirugias
N|surgeon|cirujana cirujano
N|surgeons|cirujanas cirujanos
N|quote|cita cotizacion
V|quoted|citaba citabais citabamos citaban citabas citara citarais citaramos citaran citaras citaron citase citaseis citasemos citasen citases citaste citasteis cotizaba cotizabais cotizabamos cotizaban cotizabas cotizada cotizadas cotizado cotizados cotizara cotizarais cotizaramos cotizaran cotizaras cotizaron cotizase cotizaseis cotizasemos cotizasen cotizases cotizaste cotizasteis
V|quote|citad citais citamos citan citar cite citeis citemos citen cites cito cotice coticeis coticemos coticen cotices cotiza cotizad cotizais cotizamos cotizan cotizar cotizas cotizo
A|cited|citada citadas citado citados
V|quoting|citando cotizando
N|quotes|citas cotizaciones
N|city|ciudad
N|citizen|ciudadana ciudadano
N|citizens|ciudadanas ciudadanos
N|citizenship|ciudadania
N|citizenships|ciudadanias
N|cities|ciudades
A|civil|civil civiles
N|civilization|civilizacion
N|civilizations|civilizaciones
D|covertly|clandestinamente disimuladamente encubiertamente furtivamente
A|clear|clara claras claro claros
D|clearly|claramente
N|class|clase
N|classes|clases
A|classic|clasica clasicas clasico clasicos
D|classically|clasicamente
V|classify|clasifica clasificad clasificais clasificamos clasifican clasificar clasificas clasifico clasifique clasifiqueis clasifiquemos clasifiquen clasifiques tipifica tipificad tipificais tipificamos tipifican tipificar tipificas tipifico tipifique tipifiqueis tipifiquemos tipifiquen tipifiques
V|classified|clasificaba clasificabais clasificabamos clasificaban clasificabas clasificada clasificadas clasificado clasificados clasificara clasificarais clasificaramos clasificaran clasificaras clasificaron clasificase clasificaseis clasificasemos clasificasen clasificases clasificaste clasificasteis tipificaba tipificabais tipificabamos tipificaban tipificabas tipificada tipificadas tipificado tipificados tipificara tipificarais tipificaramos tipificaran tipificaras tipificaron tipificase tipificaseis tipificasemos tipificasen tipificases tipificaste tipificasteis
N|ranking|clasificacion ranking
N|rankings|clasificaciones rankings
N|classifier|clasificador
N|classifiers|clasificadores
V|classifying|clasificando tipificando
N|claude|claude
N|clause|clausula
N|clauses|clausulas
V|nail|clava clavad clavais clavamos clavan clavar clavas claveis clavemos claven clavo
V|nailed|clavaba clavabais clavabamos clavaban clavabas clavada clavadas clavado clavados clavara clavarais clavaramos clavaran clavaras clavaron clavase clavaseis clavasemos clavasen clavases clavaste clavasteis
V|nailing|clavando
N|key|clave llave
N|keys|claves llaves
N|click|clic
V|click|clica clicad clicais clicamos clican clicar clicas clico clique cliquea cliquead cliqueais cliqueamos cliquean cliquear cliqueas cliquee cliqueeis cliqueemos cliqueen cliquees cliqueis cliquemos cliquen cliqueo cliques pincha pinchad pinchais pinchamos pinchan pinchar pinchas pinche pincheis pinchemos pinchen pinches pincho
V|clicked|clicaba clicabais clicabamos clicaban clicabas clicada clicadas clicado clicados clicara clicarais clicaramos clicaran clicaras clicaron clicase clicaseis clicasemos clicasen clicases clicaste clicasteis cliqueaba cliqueabais cliqueabamos cliqueaban cliqueabas cliqueada cliqueadas cliqueado cliqueados cliqueara cliquearais cliquearamos cliquearan cliquearas cliquearon cliquease cliqueaseis cliqueasemos cliqueasen cliqueases cliqueaste cliqueasteis pinchaba pinchabais pinchabamos pinchaban pinchabas pinchada pinchadas pinchado pinchados pinchara pincharais pincharamos pincharan pincharas pincharon pinchase pinchaseis pinchasemos pinchasen pinchases pinchaste pinchasteis
V|clicking|clicando cliqueando pinchando
N|clicks|clics
N|customer|clienta cliente
N|customers|clientas clientela clientes
N|climate|clima
N|climates|climas
N|clinic|clinica
N|clinics|clinicas
A|clinical|clinico clinicos
N|clip|clip
N|clips|clips
V|clone|clona clonad clonais clonamos clonan clonar clonas clone cloneis clonemos clonen clones clono
V|cloned|clonaba clonabais clonabamos clonaban clonabas clonada clonadas clonado clonados clonara clonarais clonaramos clonaran clonaras clonaron clonase clonaseis clonasemos clonasen clonases clonaste clonasteis
V|cloning|clonando
N|club|club
N|clubs|clubs
N|cluster|cluster
N|clusters|clusteres
N|coercion|coaccion
N|coercions|coacciones
N|coalition|coalicion
N|coalitions|coaliciones
A|cowardly|cobarde cobardes
N|coverage|cobertura
N|coverages|coberturas
V|charge|cobra cobrad cobrais cobramos cobran cobrar cobras cobre cobreis cobremos cobren cobres
V|charged|cobraba cobrabais cobrabamos cobraban cobrabas cobrada cobradas cobrado cobrados cobrara cobrarais cobraramos cobraran cobraras cobraron cobrase cobraseis cobrasemos cobrasen cobrases cobraste cobrasteis
V|charging|cobrando
N|charge|cobro
N|charges|cobros
N|cocaine|cocaina
N|cocaines|cocainas
N|kitchen|cocina
V|cooked|cocinaba cocinabais cocinabamos cocinaban cocinabas cocinada cocinadas cocinado cocinados cocinara cocinarais cocinaramos cocinaran cocinaras cocinaron cocinase cocinaseis cocinasemos cocinasen cocinases cocinaste cocinasteis
V|cook|cocinad cocinais cocinamos cocinan cocinar cocine cocineis cocinemos cocinen cocines cocino
V|cooking|cocinando
N|kitchens|cocinas
N|cook|cocinera cocinero
N|cooks|cocineras cocineros
V|encode|codifica codificad codificais codificamos codifican codificar codificas codifico codifique codifiqueis codifiquemos codifiquen codifiques
V|encoded|codificaba codificabais codificabamos codificaban codificabas codificara codificarais codificaramos codificaran codificaras codificaron codificase codificaseis codificasemos codificasen codificases codificaste codificasteis
N|encoding|codificacion
N|encodings|codificaciones
A|encoded|codificada codificadas codificado codificados
V|encoding|codificando
N|code|codigo
N|codes|codigos
V|take|coge coged cogeis cogemos cogen coger coges coja cojais cojamos cojan cojas cojo lleva llevad llevais llevamos llevan llevar llevas lleve lleveis llevemos lleven lleves llevo tarda tardad tardais tardamos tardan tardar tardas tardeis tardemos tarden tardo toma tomad tomais tomamos toman tomar tomas tome tomeis tomemos tomen tomes tomo
V|took|cogi cogia cogiais cogiamos cogian cogias cogiera cogierais cogieramos cogieran cogieras cogieron cogiese cogieseis cogiesemos cogiesen cogieses cogimos cogio cogiste cogisteis llevaba llevabais llevabamos llevaban llevabas llevara llevarais llevaramos llevaran llevaras llevaron llevase llevaseis llevasemos llevasen llevases llevaste llevasteis tardaba tardabais tardabamos tardaban tardabas tardara tardarais tardaramos tardaran tardaras tardaron tardase tardaseis tardasemos tardasen tardases tardaste tardasteis tomaba tomabais tomabamos tomaban tomabas tomara tomarais tomaramos tomaran tomaras tomaron tomase tomaseis tomasemos tomasen tomases tomaste tomasteis
V|taken|cogida cogidas cogido cogidos llevada llevadas llevado llevados tardada tardadas tardado tardados tomada tomadas tomado tomados
V|taking|cogiendo llevando tardando tomando
N|bribery|cohecho
N|briberies|cohechos
V|match|coincida coincidais coincidamos coincidan coincidas coincide coinciden coincides coincidi coincidid coincidimos coincidir coincidis coincido concorda concordad concordais concordamos concordar concordas concordeis concordemos concordes concuerda concuerdan concuerdas concuerde concuerden concuerdes concuerdo empareja emparejad emparejais emparejamos emparejan emparejar emparejas empareje emparejeis emparejemos emparejen emparejes emparejo
V|matched|coincidia coincidiais coincidiamos coincidian coincidias coincidida coincididas coincidido coincididos coincidiera coincidierais coincidieramos coincidieran coincidieras coincidieron coincidiese coincidieseis coincidiesemos coincidiesen coincidieses coincidio coincidiste coincidisteis concordaba concordabais concordabamos concordaban concordabas concordada concordadas concordado concordados concordara concordarais concordaramos concordaran concordaras concordaron concordase concordaseis concordasemos concordasen concordases concordaste concordasteis concorde concordo emparejaba emparejabais emparejabamos emparejaban emparejabas emparejada emparejadas emparejado emparejados emparejara emparejarais emparejaramos emparejaran emparejaras emparejaron emparejase emparejaseis emparejasemos emparejasen emparejases emparejaste emparejasteis
V|matching|coincidiendo concordando emparejando
N|queue|cola
V|sneaked|colaba colabais colabamos colaban colabas colada coladas colado colados colara colarais colaramos colaran colaras colaron colase colaseis colasemos colasen colases colaste colasteis cole colo
V|collaborate|colabora colaborad colaborais colaboramos colaboran colaborar colaboras colabore colaboreis colaboremos colaboren colabores colaboro
V|collaborated|colaboraba colaborabais colaborabamos colaboraban colaborabas colaborada colaboradas colaborado colaborados colaborara colaborarais colaboraramos colaboraran colaboraras colaboraron colaborase colaboraseis colaborasemos colaborasen colaborases colaboraste colaborasteis
N|collaboration|colaboracion
N|collaborations|colaboraciones
V|collaborating|colaborando
V|sneak|colad colais colamos colar coleis colemos coles cuela cuelan cuelas cuele cuelen cueles cuelo
V|sneaking|colando
N|queues|colas
N|mattress|colchon
N|mattresses|colchones
N|collection|coleccion
V|collect|colecciona coleccionad coleccionais coleccionamos coleccionan coleccionar coleccionas coleccione coleccioneis coleccionemos coleccionen colecciono recauda recaudad recaudais recaudamos recaudan recaudar recaudas recaude recaudeis recaudemos recauden recaudes recaudo recolecta recolectad recolectais recolectamos recolectan recolectar recolectas recolecte recolecteis recolectemos recolecten recolectes recolecto recopila recopilad recopilais recopilamos recopilan recopilar recopilas recopile recopileis recopilemos recopilen recopiles recopilo
V|collected|coleccionaba coleccionabais coleccionabamos coleccionaban coleccionabas coleccionada coleccionadas coleccionado coleccionados coleccionara coleccionarais coleccionaramos coleccionaran coleccionaras coleccionaron coleccionase coleccionaseis coleccionasemos coleccionasen coleccionases coleccionaste coleccionasteis recaudaba recaudabais recaudabamos recaudaban recaudabas recaudada recaudadas recaudado recaudados recaudara recaudarais recaudaramos recaudaran recaudaras recaudaron recaudase recaudaseis recaudasemos recaudasen recaudases recaudaste recaudasteis recolectaba recolectabais recolectabamos recolectaban recolectabas recolectada recolectadas recolectado recolectados recolectara recolectarais recolectaramos recolectaran recolectaras recolectaron recolectase recolectaseis recolectasemos recolectasen recolectases recolectaste recolectasteis recopilaba recopilabais recopilabamos recopilaban recopilabas recopilada recopiladas recopilado recopilados recopilara recopilarais recopilaramos recopilaran recopilaras recopilaron recopilase recopilaseis recopilasemos recopilasen recopilases recopilaste recopilasteis
V|collecting|coleccionando recaudando recolectando recopilando
N|collections|colecciones
A|collective|colectiva colectivas colectivo colectivos
D|collectively|colectivamente
N|colleague|colega companera companero
N|colleagues|colegas companeras companeros
N|school|colegio escuela
N|schools|colegios escuelas
N|cholesterol|colesterol
V|hang|colga colgad colgais colgamos colgar colgas colgueis colguemos colgues cuelga cuelgan cuelgas cuelgo cuelgue cuelguen cuelgues
V|hung|colgaba colgabais colgabamos colgaban colgabas colgada colgadas colgado colgados colgara colgarais colgaramos colgaran colgaras colgaron colgase colgaseis colgasemos colgasen colgases colgaste colgasteis colgo colgue
V|hanging|colgando
N|necklace|collar
N|necklaces|collares
V|place|coloca colocad colocais colocamos colocan colocar colocas coloco coloque coloqueis coloquemos coloquen coloques situa situad situais situamos situan situar situas situeis situemos situen situes
V|placed|colocaba colocabais colocabamos colocaban colocabas colocada colocadas colocado colocados colocara colocarais colocaramos colocaran colocaras colocaron colocase colocaseis colocasemos colocasen colocases colocaste colocasteis situaba situabais situabamos situaban situabas situada situadas situado situados situara situarais situaramos situaran situaras situaron situase situaseis situasemos situasen situases situaste situasteis situe situo
V|placing|colocando situando
A|colombian|colombiana colombianas colombiano colombianos
N|colony|colonia
N|colonies|colonias
N|color|color
N|colors|colores
N|column|columna
N|columns|columnas
N|comma|coma
V|eat|comais comamos coman come comed comeis comemos comen comer comes
N|command|comando mandato mando
N|commands|comandos mandatos mandos
N|commas|comas
V|fight|combata combatais combatamos combatan combatas combate combaten combates combati combatid combatimos combatir combatis combato lucha luchad luchais luchamos luchan luchar luchas luche lucheis luchemos luchen luches lucho pelea pelead peleais peleamos pelean pelear peleas pelee peleeis peleemos peleen pelees peleo
V|fought|combatia combatiais combatiamos combatian combatias combatida combatidas combatido combatidos combatiera combatierais combatieramos combatieran combatieras combatieron combatiese combatieseis combatiesemos combatiesen combatieses combatio combatiste combatisteis luchaba luchabais luchabamos luchaban luchabas luchada luchadas luchado luchados luchara lucharais lucharamos lucharan lucharas lucharon luchase luchaseis luchasemos luchasen luchases luchaste luchasteis peleaba peleabais peleabamos peleaban peleabas peleada peleadas peleado peleados peleara pelearais pelearamos pelearan pelearas pelearon pelease peleaseis peleasemos peleasen peleases peleaste peleasteis
V|fighting|combatiendo luchando peleando
V|combine|combina combinad combinais combinamos combinan combinar combinas combine combineis combinemos combinen combines combino
V|combined|combinaba combinabais combinabamos combinaban combinabas combinada combinadas combinado combinados combinara combinarais combinaramos combinaran combinaras combinaron combinase combinaseis combinasemos combinasen combinases combinaste combinasteis
V|combining|combinando
N|fuel|combustible
N|fuels|combustibles
V|began|comence comenzaba comenzabais comenzabamos comenzaban comenzabas comenzara comenzarais comenzaramos comenzaran comenzaras comenzaron comenzase comenzaseis comenzasemos comenzasen comenzases comenzaste comenzasteis comenzo
V|begin|comenceis comencemos comences comenza comenzad comenzais comenzamos comenzar comenzas comience comiencen comiences comienza comienzan comienzas
V|comment|comenta comentad comentais comentamos comentan comentar comentas comente comenteis comentemos comenten comentes comento
V|commented|comentaba comentabais comentabamos comentaban comentabas comentada comentadas comentado comentados comentara comentarais comentaramos comentaran comentaras comentaron comentase comentaseis comentasemos comentasen comentases comentaste comentasteis
V|commenting|comentando
N|comment|comentario
N|comments|comentarios
V|begun|comenzada comenzadas comenzado comenzados
V|beginning|comenzando
A|commercial|comercial comerciales
N|trade|comercio
N|trades|comercios
V|commit|cometa cometais cometamos cometan cometas comete cometed cometeis cometemos cometen cometer cometes cometo
V|committed|cometi cometia cometiais cometiamos cometian cometias cometida cometidas cometido cometidos cometiera cometierais cometieramos cometieran cometieras cometieron cometiese cometieseis cometiesemos cometiesen cometieses cometimos cometio cometiste cometisteis
V|committing|cometiendo
V|ate|comi comia comiais comiamos comian comias comiera comierais comieramos comieran comieras comieron comiese comieseis comiesemos comiesen comieses comimos comio comiste comisteis
V|eaten|comido comidos
V|eating|comiendo
N|beginning|comienzo
N|beginnings|comienzos
N|quotation mark|comilla
N|quotation marks|comillas
N|police station|comisaria
N|police stations|comisarias
N|commission|comision
N|commissions|comisiones
N|committee|comite
N|committees|comites
P|as|como
A|comfortable|comoda comodas comodo comodos
D|comfortably|comodamente
N|comfort|comodidad
N|comforts|comodidades
P|however|comoquiera
V|pity|compadece compadeced compadeceis compadecemos compadecen compadecer compadeces compadezca compadezcais compadezcamos compadezcan compadezcas compadezco
V|pitied|compadeci compadecia compadeciais compadeciamos compadecian compadecias compadecida compadecidas compadecido compadecidos compadeciera compadecierais compadecieramos compadecieran compadecieras compadecieron compadeciese compadecieseis compadeciesemos compadeciesen compadecieses compadecimos compadecio compadeciste compadecisteis
V|pitying|compadeciendo
N|company|compania empresa sociedad
N|companies|companias empresas sociedades
V|compare|compara comparad comparais comparamos comparan comparar comparas compare compareis comparemos comparen compares comparo
V|compared|comparaba comparabais comparabamos comparaban comparabas comparada comparadas comparado comparados comparara compararais compararamos compararan compararas compararon comparase comparaseis comparasemos comparasen comparases comparaste comparasteis
N|comparison|comparacion
N|comparisons|comparaciones
V|comparing|comparando
V|share|comparta compartais compartamos compartan compartas comparte comparten compartes comparti compartid compartimos compartir compartis comparto
V|shared|compartia compartiais compartiamos compartian compartias compartiera compartierais compartieramos compartieran compartieras compartieron compartiese compartieseis compartiesemos compartiesen compartieses compartio compartiste compartisteis
A|shared|compartida compartidas compartido compartidos
V|sharing|compartiendo
A|compatible|compatible compatibles
D|compatibly|compatiblemente
V|compensate|compensa compensad compensais compensamos compensan compensar compensas compense compenseis compensemos compensen compenses compenso indemnice indemniceis indemnicemos indemnicen indemnices indemniza indemnizad indemnizais indemnizamos indemnizan indemnizar indemnizas indemnizo
V|compensated|compensaba compensabais compensabamos compensaban compensabas compensada compensadas compensado compensados compensara compensarais compensaramos compensaran compensaras compensaron compensase compensaseis compensasemos compensasen compensases compensaste compensasteis indemnizaba indemnizabais indemnizabamos indemnizaban indemnizabas indemnizada indemnizadas indemnizado indemnizados indemnizara indemnizarais indemnizaramos indemnizaran indemnizaras indemnizaron indemnizase indemnizaseis indemnizasemos indemnizasen indemnizases indemnizaste indemnizasteis
N|compensation|compensacion indemnizacion
N|compensations|compensaciones indemnizaciones
V|compensating|compensando indemnizando
N|competition|competencia competicion
N|competitions|competencias competiciones
V|compete|competi competid competimos competir competis compita compitais compitamos compitan compitas compite compiten compites compito
V|competed|competia competiais competiamos competian competias competida competidas competido competidos competiste competisteis compitiera compitierais compitieramos compitieran compitieras compitieron compitiese compitieseis compitiesemos compitiesen compitieses compitio
N|competitor|competidor competidora
N|competitors|competidoras competidores
V|compile|compila compilad compilais compilamos compilan compilar compilas compile compileis compilemos compilen compiles compilo
V|compiled|compilaba compilabais compilabamos compilaban compilabas compilada compiladas compilado compilados compilara compilarais compilaramos compilaran compilaras compilaron compilase compilaseis compilasemos compilasen compilases compilaste compilasteis
N|compiler|compilador
N|compilers|compiladores
V|compiling|compilando
N|sidekick|compinche
N|sidekicks|compinches
V|competing|compitiendo
A|compliant|complaciente complacientes conforme conformes
D|compliantly|complacientemente conformemente
A|complex|compleja complejas complejo complejos
D|complexly|complejamente
N|complexity|complejidad
N|complexities|complejidades
N|plugin|complemento plugin
N|plugins|complementos plugins
A|complete|completa completas completo completos
V|completed|completaba completabais completabamos completaban completabas completada completadas completado completados completara completarais completaramos completaran completaras completaron completase completaseis completasemos completasen completases completaste completasteis cumplimentaba cumplimentabais cumplimentabamos cumplimentaban cumplimentabas cumplimentada cumplimentadas cumplimentado cumplimentados cumplimentara cumplimentarais cumplimentaramos cumplimentaran cumplimentaras cumplimentaron cumplimentase cumplimentaseis cumplimentasemos cumplimentasen cumplimentases cumplimentaste cumplimentasteis
V|complete|completad completais completamos completan completar complete completeis completemos completen completes cumplimenta cumplimentad cumplimentais cumplimentamos cumplimentan cumplimentar cumplimentas cumplimente cumplimenteis cumplimentemos cumplimenten cumplimentes cumplimento
D|completely|completamente
V|completing|completando cumplimentando
V|complicate|complica complicad complicais complicamos complican complicar complicas complico complique compliqueis compliquemos compliquen compliques
V|complicated|complicaba complicabais complicabamos complicaban complicabas complicara complicarais complicaramos complicaran complicaras complicaron complicase complicaseis complicasemos complicasen complicases complicaste complicasteis
A|complicated|complicada complicadas complicado complicados
V|complicating|complicando
V|compose|compon compone componed componeis componemos componen componer compones componga compongais compongamos compongan compongas compongo
N|component|componente
N|components|componentes
V|composed|componia componiais componiamos componian componias compuesta compuestas compuesto compuestos compuse compusiera compusierais compusieramos compusieran compusieras compusieron compusiese compusieseis compusiesemos compusiesen compusieses compusimos compusiste compusisteis compuso
V|composing|componiendo
V|behave|comporta comportad comportais comportamos comportan comportar comportas comporte comporteis comportemos comporten comportes comporto
V|behaved|comportaba comportabais comportabamos comportaban comportabas comportada comportadas comportado comportados comportara comportarais comportaramos comportaran comportaras comportaron comportase comportaseis comportasemos comportasen comportases comportaste comportasteis
N|behavior|comportamiento conducta
N|behaviors|comportamientos conductas
V|behaving|comportando
N|purchase|compra
V|bought|compraba comprabais comprabamos compraban comprabas comprada compradas comprado comprados comprara comprarais compraramos compraran compraras compraron comprase compraseis comprasemos comprasen comprases compraste comprasteis
V|buy|comprad comprais compramos compran comprar compre compreis compremos compren compres compro
N|buyer|comprador compradora
N|buyers|compradoras compradores
V|buying|comprando
N|purchases|compras
V|understand|comprenda comprendais comprendamos comprendan comprendas comprende comprended comprendeis comprendemos comprenden comprender comprendes comprendo entendais entendamos entendas entende entended entendeis entendemos entender entendes entienda entiendan entiendas entiende entienden entiendes entiendo
V|understood|comprendi comprendia comprendiais comprendiamos comprendian comprendias comprendida comprendidas comprendido comprendidos comprendiera comprendierais comprendieramos comprendieran comprendieras comprendieron comprendiese comprendieseis comprendiesemos comprendiesen comprendieses comprendimos comprendio comprendiste comprendisteis entendi entendia entendiais entendiamos entendian entendias entendida entendidas entendido entendidos entendiera entendierais entendieramos entendieran entendieras entendieron entendiese entendieseis entendiesemos entendiesen entendieses entendimos entendio entendiste entendisteis
V|understanding|comprendiendo entendiendo
V|compress|comprima comprimais comprimamos compriman comprimas comprime comprimen comprimes comprimi comprimid comprimimos comprimir comprimis comprimo
V|compressed|comprimia comprimiais comprimiamos comprimian comprimias comprimida comprimidas comprimiera comprimierais comprimieramos comprimieran comprimieras comprimieron comprimiese comprimieseis comprimiesemos comprimiesen comprimieses comprimio comprimiste comprimisteis
N|tablet|comprimido tableta
N|tablets|comprimidos tabletas
V|compressing|comprimiendo
N|receipt|comprobante recibo
N|receipts|comprobantes recibos
V|compromise|comprometa comprometais comprometamos comprometan comprometas compromete comprometed comprometeis comprometemos comprometen comprometer comprometes comprometo
V|compromised|comprometi comprometia comprometiais comprometiamos comprometian comprometias comprometiera comprometierais comprometieramos comprometieran comprometieras comprometieron comprometiese comprometieseis comprometiesemos comprometiesen comprometieses comprometimos comprometio comprometiste comprometisteis
A|compromised|comprometida comprometidas comprometido comprometidos
V|compromising|comprometiendo
N|commitment|compromiso
N|commitments|compromisos
V|compute|computa computad computais computamos computan computar computas compute computeis computemos computen computes computo
V|computed|computaba computabais computabamos computaban computabas computada computadas computado computados computara computarais computaramos computaran computaras computaron computase computaseis computasemos computasen computases computaste computasteis
N|computer|computador computadora ordenador
N|computers|computadoras computadores ordenadores
V|computing|computando
A|common|comun comunes
V|communicate|comunica comunicad comunicais comunicamos comunican comunicar comunicas comunico comunique comuniqueis comuniquemos comuniquen comuniques
V|communicated|comunicaba comunicabais comunicabamos comunicaban comunicabas comunicada comunicadas comunicara comunicarais comunicaramos comunicaran comunicaras comunicaron comunicase comunicaseis comunicasemos comunicasen comunicases comunicaste comunicasteis
N|communication|comunicacion
N|communications|comunicaciones
N|statement|comunicado declaracion extracto
N|statements|comunicados declaraciones extractos
V|communicating|comunicando
N|community|comunidad
N|communities|comunidades
D|commonly|comunmente
P|with|con
V|concatenate|concatena concatenad concatenais concatenamos concatenan concatenar concatenas concatene concateneis concatenemos concatenen concatenes concateno
V|concatenated|concatenaba concatenabais concatenabamos concatenaban concatenabas concatenada concatenadas concatenado concatenados concatenara concatenarais concatenaramos concatenaran concatenaras concatenaron concatenase concatenaseis concatenasemos concatenasen concatenases concatenaste concatenasteis
V|concatenating|concatenando
V|conceive|concebi concebid concebimos concebir concebis conciba concibais concibamos conciban concibas concibe conciben concibes concibo
V|conceived|concebia concebiais concebiamos concebian concebias concebida concebidas concebido concebidos concebiste concebisteis concibiera concibierais concibieramos concibieran concibieras concibieron concibiese concibieseis concibiesemos concibiesen concibieses concibio
V|grant|conceda concedais concedamos concedan concedas concede conceded concedeis concedemos conceden conceder concedes concedo otorga otorgad otorgais otorgamos otorgan otorgar otorgas otorgo otorgue otorgueis otorguemos otorguen otorgues
V|granted|concedi concedia concediais concediamos concedian concedias concedida concedidas concedido concedidos concediera concedierais concedieramos concedieran concedieras concedieron concediese concedieseis concediesemos concediesen concedieses concedimos concedio concediste concedisteis otorgaba otorgabais otorgabamos otorgaban otorgabas otorgada otorgadas otorgado otorgados otorgara otorgarais otorgaramos otorgaran otorgaras otorgaron otorgase otorgaseis otorgasemos otorgasen otorgases otorgaste otorgasteis
V|granting|concediendo otorgando
V|concentrate|concentra concentrad concentrais concentramos concentran concentrar concentras concentre concentreis concentremos concentren concentres concentro
V|concentrated|concentraba concentrabais concentrabamos concentraban concentrabas concentrada concentradas concentrado concentrados concentrara concentrarais concentraramos concentraran concentraras concentraron concentrase concentraseis concentrasemos concentrasen concentrases concentraste concentrasteis
V|concentrating|concentrando
N|concept|concepto
N|concepts|conceptos
V|arrange|concerta concertad concertais concertamos concertar concertas concerteis concertemos concertes concierta conciertan conciertas concierte concierten conciertes
V|arranged|concertaba concertabais concertabamos concertaban concertabas concertada concertadas concertado concertados concertara concertarais concertaramos concertaran concertaras concertaron concertase concertaseis concertasemos concertasen concertases concertaste concertasteis concerte concerto
V|arranging|concertando
V|conceiving|concibiendo
N|conscience|conciencia
N|awareness|concienciacion
N|consciences|conciencias
N|concert|concierto
N|concerts|conciertos
V|reconcile|concilia conciliad conciliais conciliamos concilian conciliar concilias concilie concilieis conciliemos concilien concilies concilio
V|reconciled|conciliaba conciliabais conciliabamos conciliaban conciliabas conciliada conciliadas conciliado conciliados conciliara conciliarais conciliaramos conciliaran conciliaras conciliaron conciliase conciliaseis conciliasemos conciliasen conciliases conciliaste conciliasteis
V|reconciling|conciliando
A|concise|concisa concisas conciso concisos
D|concisely|concisamente
V|conclude|conclui concluid concluimos concluir concluis concluya concluyais concluyamos concluyan concluyas concluye concluyen concluyes concluyo
V|concluded|concluia concluiais concluiamos concluian concluias concluida concluidas concluido concluidos concluiste concluisteis concluyera concluyerais concluyeramos concluyeran concluyeras concluyeron concluyese concluyeseis concluyesemos concluyesen concluyeses
N|conclusion|conclusion
N|conclusions|conclusiones
V|concluding|concluyendo
V|specify|concreta concretad concretais concretamos concretan concretar concretas concrete concreteis concretemos concreten concretes concreto especificad especificais especificamos especifican especificar especifique especifiqueis especifiquemos especifiquen especifiques precisa precisad precisais precisamos precisan precisar precise preciseis precisemos precisen precises
V|specified|concretaba concretabais concretabamos concretaban concretabas concretada concretadas concretado concretados concretara concretarais concretaramos concretaran concretaras concretaron concretase concretaseis concretasemos concretasen concretases concretaste concretasteis especificaba especificabais especificabamos especificaban especificabas especificada especificadas especificado especificados especificara especificarais especificaramos especificaran especificaras especificaron especificase especificaseis especificasemos especificasen especificases especificaste especificasteis precisaba precisabais precisabamos precisaban precisabas precisada precisadas precisado precisados precisara precisarais precisaramos precisaran precisaras precisaron precisase precisaseis precisasemos precisasen precisases precisaste precisasteis
V|specifying|concretando especificando precisando
N|contest|concurso
N|contests|concursos
N|sentence|condena frase oracion sentencia
V|condemned|condenaba condenabais condenabamos condenaban condenabas condenada condenadas condenado condenados condenara condenarais condenaramos condenaran condenaras condenaron condenase condenaseis condenasemos condenasen condenases condenaste condenasteis
V|condemn|condenad condenais condenamos condenan condenar condene condeneis condenemos condenen condenes condeno
V|condemning|condenando
N|sentences|condenas frases oraciones sentencias
N|condition|condicion
V|condition|condiciona condicionad condicionais condicionamos condicionan condicionar condicionas condicione condicioneis condicionemos condicionen condiciono
V|conditioned|condicionaba condicionabais condicionabamos condicionaban condicionabas condicionada condicionadas condicionado condicionados condicionara condicionarais condicionaramos condicionaran condicionaras condicionaron condicionase condicionaseis condicionasemos condicionasen condicionases condicionaste condicionasteis
N|conditional|condicional
N|conditionals|condicionales
V|conditioning|condicionando
N|conditions|condiciones
N|driving|conduccion
N|drivings|conducciones
V|drive|conduce conducen conduces conduci conducid conducimos conducir conducis conduzca conduzcais conduzcamos conduzcan conduzcas conduzco
V|drove|conducia conduciais conduciamos conducian conducias conduje condujera condujerais condujeramos condujeran condujeras condujeron condujese condujeseis condujesemos condujesen condujeses condujimos condujiste condujisteis condujo
V|driven|conducida conducidas conducido conducidos
V|driving|conduciendo
N|driver|conductor conductora
N|drivers|conductoras conductores
V|connect|conecta conectad conectais conectamos conectan conectar conectas conecte conecteis conectemos conecten conectes conecto
V|connected|conectaba conectabais conectabamos conectaban conectabas conectada conectadas conectado conectados conectara conectarais conectaramos conectaran conectaras conectaron conectase conectaseis conectasemos conectasen conectases conectaste conectasteis
V|connecting|conectando
N|connection|conexion
N|connections|conexiones
N|conference|conferencia
N|conferences|conferencias
V|confess|confesa confesad confesais confesamos confesar confesas confeseis confesemos confeses confiesa confiesan confiesas confiese confiesen confieses confieso
V|confessed|confesaba confesabais confesabamos confesaban confesabas confesada confesadas confesado confesados confesara confesarais confesaramos confesaran confesaras confesaron confesase confesaseis confesasemos confesasen confesases confesaste confesasteis confese confeso
V|confessing|confesando
N|confession|confesion
N|confessions|confesiones
V|trust|confia confiad confiais confiamos confian confiar confias confieis confiemos confien confies fia fiad fiais fiamos fian fiar fias fieis fiemos fien fies
V|trusted|confiaba confiabais confiabamos confiaban confiabas confiara confiarais confiaramos confiaran confiaras confiaron confiase confiaseis confiasemos confiasen confiases confiaste confiasteis confie confio fiaba fiabais fiabamos fiaban fiabas fiada fiadas fiado fiados fiara fiarais fiaramos fiaran fiaras fiaron fiase fiaseis fiasemos fiasen fiases fiaste fiasteis fie fio
A|trustworthy|confiable confiables
D|trustworthily|confiablemente
A|trusting|confiada confiadas confiado confiados
V|trusting|confiando fiando
N|trust|confianza
N|trusts|confianzas
A|confidential|confidencial confidenciales
N|confidentiality|confidencialidad
N|confidentialities|confidencialidades
D|confidentially|confidencialmente
V|configure|configura configurad configurais configuramos configuran configurar configuras configure configureis configuremos configuren configures configuro
V|configured|configuraba configurabais configurabamos configuraban configurabas configurada configuradas configurado configurados configurara configurarais configuraramos configuraran configuraras configuraron configurase configuraseis configurasemos configurasen configurases configuraste configurasteis
N|configuration|configuracion
N|configurations|configuraciones
V|configuring|configurando
V|confirm|confirma confirmad confirmais confirmamos confirman confirmar confirmas confirme confirmeis confirmemos confirmen confirmes confirmo
V|confirmed|confirmaba confirmabais confirmabamos confirmaban confirmabas confirmara confirmarais confirmaramos confirmaran confirmaras confirmaron confirmase confirmaseis confirmasemos confirmasen confirmases confirmaste confirmasteis
N|confirmation|confirmacion
N|confirmations|confirmaciones
A|confirmed|confirmada confirmadas confirmado confirmados
V|confirming|confirmando
N|conflict|conflicto
N|conflicts|conflictos
V|conform|conforma conformad conformais conformamos conforman conformar conformas conformeis conformemos conformen conformo
V|conformed|conformaba conformabais conformabamos conformaban conformabas conformada conformadas conformado conformados conformara conformarais conformaramos conformaran conformaras conformaron conformase conformaseis conformasemos conformasen conformases conformaste conformasteis
V|conforming|conformando
N|conformity|conformidad
N|conformities|conformidades
V|confuse|confunda confundais confundamos confundan confundas confunde confunden confundes confundi confundid confundimos confundir confundis confundo
V|confused|confundia confundiais confundiamos confundian confundias confundida confundidas confundido confundidos confundiera confundierais confundieramos confundieran confundieras confundieron confundiese confundieseis confundiesemos confundiesen confundieses confundio confundiste confundisteis
V|confusing|confundiendo
A|confusing|confusa confusas confuso confusos
N|confusion|confusion
N|confusions|confusiones
V|freeze|congela congelad congelais congelamos congelan congelar congelas congele congeleis congelemos congelen congeles congelo
V|froze|congelaba congelabais congelabamos congelaban congelabas congelara congelarais congelaramos congelaran congelaras congelaron congelase congelaseis congelasemos congelasen congelases congelaste congelasteis
V|frozen|congelada congeladas congelado congelados
V|freezing|congelando
N|congress|congreso
N|congresses|congresos
V|conjugate|conjuga conjugad conjugais conjugamos conjugan conjugar conjugas conjugo conjugue conjugueis conjuguemos conjuguen conjugues
V|conjugated|conjugaba conjugabais conjugabamos conjugaban conjugabas conjugada conjugadas conjugado conjugados conjugara conjugarais conjugaramos conjugaran conjugaras conjugaron conjugase conjugaseis conjugasemos conjugasen conjugases conjugaste conjugasteis
V|conjugating|conjugando
A|joint|conjunta conjuntas conjunto conjuntos
P|with me|conmigo
V|move|conmovais conmovamos conmovas conmove conmoved conmoveis conmovemos conmover conmoves conmueva conmuevan conmuevas conmueve conmueven conmueves conmuevo movais movamos movas move moved moveis movemos mover moves muda mudad mudais mudamos mudan mudar mudas mude mudeis mudemos muden mudes mudo mueva muevan muevas mueve mueven mueves muevo traslada trasladad trasladais trasladamos trasladan trasladar trasladas traslade trasladeis traslademos trasladen traslades
V|moved|conmovi conmovia conmoviais conmoviamos conmovian conmovias conmovida conmovidas conmovido conmovidos conmoviera conmovierais conmovieramos conmovieran conmovieras conmovieron conmoviese conmovieseis conmoviesemos conmoviesen conmovieses conmovimos conmovio conmoviste conmovisteis movi movia moviais moviamos movian movias movida movidas movido movidos moviera movierais movieramos movieran movieras movieron moviese movieseis moviesemos moviesen movieses movimos movio moviste movisteis mudaba mudabais mudabamos mudaban mudabas mudada mudadas mudado mudados mudara mudarais mudaramos mudaran mudaras mudaron mudase mudaseis mudasemos mudasen mudases mudaste mudasteis trasladaba trasladabais trasladabamos trasladaban trasladabas trasladada trasladadas trasladado trasladados trasladara trasladarais trasladaramos trasladaran trasladaras trasladaron trasladase trasladaseis trasladasemos trasladasen trasladases trasladaste trasladasteis
V|moving|conmoviendo moviendo mudando trasladando
N|switch|conmutador interruptor
N|switches|conmutadores interruptores
V|know|conoce conoced conoceis conocemos conocen conocer conoces conozca conozcais conozcamos conozcan conozcas conozco sabe sabed sabeis sabemos saben saber sepa sepais sepamos sepan sepas
V|knew|conoci conocia conociais conociamos conocian conocias conociera conocierais conocieramos conocieran conocieras conocieron conociese conocieseis conociesemos conociesen conocieses conocimos conocio conociste conocisteis sabiais sabiamos sabian supe supiera supierais supieramos supieran supieras supieron supiese supieseis supiesemos supiesen supieses supimos supiste supisteis supo
V|known|conocida conocidas conocido conocidos sabida sabidas sabido sabidos
V|knowing|conociendo sabiendo
N|knowledge|conocimiento
N|knowledges|conocimientos
V|conquer|conquista conquistad conquistais conquistamos conquistan conquistar conquistas conquiste conquisteis conquistemos conquisten conquistes conquisto
V|conquered|conquistaba conquistabais conquistabamos conquistaban conquistabas conquistada conquistadas conquistado conquistados conquistara conquistarais conquistaramos conquistaran conquistaras conquistaron conquistase conquistaseis conquistasemos conquistasen conquistases conquistaste conquistasteis
V|conquering|conquistando
N|consciousness|consciencia
N|consciousnesses|consciencias
A|aware|consciente conscientes
N|consequence|consecuencia
N|consequences|consecuencias
V|get|consegui conseguid conseguimos conseguir conseguis consiga consigais consigamos consigan consigas consigo consigue consiguen consigues
V|got|conseguia conseguiais conseguiamos conseguian conseguias conseguiste conseguisteis consiguiera consiguierais consiguieramos consiguieran consiguieras consiguieron consiguiese consiguieseis consiguiesemos consiguiesen consiguieses consiguio
V|gotten|conseguida conseguidas conseguido conseguidos
N|adviser|consejera consejero
N|advisers|consejeras consejeros
N|advice|consejo consejos
V|consent|consenti consentid consentimos consentir consentis consienta consientan consientas consiente consienten consientes consiento consintais consintamos consintas
V|consented|consentia consentiais consentiamos consentian consentias consentida consentidas consentido consentidos consentiste consentisteis consintiera consintierais consintieramos consintieran consintieras consintieron consintiese consintieseis consintiesemos consintiesen consintieses consintio
N|consent|consentimiento
N|consents|consentimientos
V|preserve|conserva conservad conservais conservamos conservan conservar conservas conserve conserveis conservemos conserven conserves conservo
V|preserved|conservaba conservabais conservabamos conservaban conservabas conservada conservadas conservado conservados conservara conservarais conservaramos conservaran conservaras conservaron conservase conservaseis conservasemos conservasen conservases conservaste conservasteis
N|conservation|conservacion
N|conservations|conservaciones
V|preserving|conservando
V|consider|considera considerad considerais consideramos consideran considerar consideras considere considereis consideremos consideren consideres considero
V|considered|consideraba considerabais considerabamos consideraban considerabas considerada consideradas considerado considerados considerara considerarais consideraramos consideraran consideraras consideraron considerase consideraseis considerasemos considerasen considerases consideraste considerasteis
A|considerable|considerable considerables
D|considerably|considerablemente
N|consideration|consideracion
N|considerations|consideraciones
V|considering|considerando
N|instruction|consigna indicacion instruccion
N|instructions|consignas indicaciones instrucciones
V|getting|consiguiendo
V|consenting|consintiendo
V|consist|consista consistais consistamos consistan consistas consiste consisten consistes consisti consistid consistimos consistir consistis consisto
V|consisted|consistia consistiais consistiamos consistian consistias consistida consistidas consistido consistidos consistiera consistierais consistieramos consistieran consistieras consistieron consistiese consistieseis consistiesemos consistiesen consistieses consistio consististe consististeis
V|consisting|consistiendo
N|console|consola
V|comforted|consolaba consolabais consolabamos consolaban consolabas consolada consoladas consolado consolados consolara consolarais consolaramos consolaran consolaras consolaron consolase consolaseis consolasemos consolasen consolases consolaste consolasteis console consolo
V|comfort|consolad consolais consolamos consolar consoleis consolemos consoles consuela consuelan consuelas consuele consuelen consueles consuelo
V|comforting|consolando
N|consoles|consolas
N|consonant|consonante
N|consonants|consonantes
V|be recorded|consta constad constais constamos constan constar constas conste consteis constemos consten constes consto
V|was recorded|constaba constabais constabamos constaban constabas constara constarais constaramos constaran constaras constaron constase constaseis constasemos constasen constases constaste constasteis
V|been recorded|constada constadas constado constados
V|being recorded|constando
A|constant|constante constantes
D|constantly|constantemente
V|verify|constata constatad constatais constatamos constatan constatar constatas constate constateis constatemos constaten constates constato verifica verificad verificais verificamos verifican verificar verificas verifico verifique verifiqueis verifiquemos verifiquen verifiques
V|verified|constataba constatabais constatabamos constataban constatabas constatada constatadas constatado constatados constatara constatarais constataramos constataran constataras constataron constatase constataseis constatasemos constatasen constatases constataste constatasteis verificaba verificabais verificabamos verificaban verificabas verificara verificarais verificaramos verificaran verificaras verificaron verificase verificaseis verificasemos verificasen verificases verificaste verificasteis
V|verifying|constatando verificando
N|constitution|constitucion
N|constitutions|constituciones
V|constitute|constitui constituid constituimos constituir constituis constituya constituyais constituyamos constituyan constituyas constituye constituyen constituyes constituyo
V|constituted|constituia constituiais constituiamos constituian constituias constituida constituidas constituido constituidos constituiste constituisteis constituyera constituyerais constituyeramos constituyeran constituyeras constituyeron constituyese constituyeseis constituyesemos constituyesen constituyeses
V|constituting|constituyendo
N|construction|construccion
N|constructions|construcciones
V|build|construi construid construimos construir construis construya construyais construyamos construyan construyas construye construyen construyes construyo
V|built|construia construiais construiamos construian construias construida construidas construido construidos construiste construisteis construyera construyerais construyeramos construyeran construyeras construyeron construyese construyeseis construyesemos construyesen construyeses
V|building|construyendo
N|query|consulta
V|consulted|consultaba consultabais consultabamos consultaban consultabas consultada consultadas consultado consultados consultara consultarais consultaramos consultaran consultaras consultaron consultase consultaseis consultasemos consultasen consultases consultaste consultasteis
V|consult|consultad consultais consultamos consultan consultar consulte consulteis consultemos consulten consultes consulto
V|consulting|consultando
N|queries|consultas
N|consultant|consultor consultora
N|consultants|consultoras consultores
N|doctor's office|consultorio
N|doctor's offices|consultorios
V|consume|consuma consumais consumamos consuman consumas consume consumen consumes consumi consumid consumimos consumir consumis consumo
V|consumed|consumia consumiais consumiamos consumian consumias consumida consumidas consumido consumidos consumiera consumierais consumieramos consumieran consumieras consumieron consumiese consumieseis consumiesemos consumiesen consumieses consumio consumiste consumisteis
N|consumer|consumidor consumidora
N|consumers|consumidoras consumidores
V|consuming|consumiendo
V|tell|conta contad contais contamos contar contas conteis contemos contes cuentan cuente cuenten cuentes deci decid di diga digais digamos digan digas relata relatad relatais relatamos relatan relatar relatas relate relateis relatemos relaten relates
V|told|contaba contabais contabamos contaban contabas contada contadas contado contados contara contarais contaramos contaran contaras contaron contase contaseis contasemos contasen contases contaste contasteis conte conto decia deciais deciamos decian decias dije dijera dijerais dijeramos dijeran dijeras dijeron dijese dijeseis dijesemos dijesen dijeses dijimos dijiste dijisteis dijo relataba relatabais relatabamos relataban relatabas relatada relatadas relatado relatados relatara relatarais relataramos relataran relataras relataron relatase relataseis relatasemos relatasen relatases relataste relatasteis
N|accounting|contabilidad
N|accountings|contabilidades
A|accounting|contable contables
V|contact|contacta contactad contactais contactamos contactan contactar contactas contacte contacteis contactemos contacten contactes
V|contacted|contactaba contactabais contactabamos contactaban contactabas contactada contactadas contactado contactados contactara contactarais contactaramos contactaran contactaras contactaron contactase contactaseis contactasemos contactasen contactases contactaste contactasteis
V|contacting|contactando
N|contact|contacto
N|contacts|contactos
N|accountant|contador contadora
N|accountants|contadoras contadores
V|infect|contagia contagiad contagiais contagiamos contagian contagiar contagias contagie contagieis contagiemos contagien contagies contagio infecta infectad infectais infectamos infectan infectar infectas infecte infecteis infectemos infecten infectes infecto
V|infected|contagiaba contagiabais contagiabamos contagiaban contagiabas contagiada contagiadas contagiado contagiados contagiara contagiarais contagiaramos contagiaran contagiaras contagiaron contagiase contagiaseis contagiasemos contagiasen contagiases contagiaste contagiasteis infectaba infectabais infectabamos infectaban infectabas infectara infectarais infectaramos infectaran infectaras infectaron infectase infectaseis infectasemos infectasen infectases infectaste infectasteis
V|infecting|contagiando infectando
A|contagious|contagiosa contagiosas contagioso contagiosos
D|contagiously|contagiosamente
V|contaminate|contamina contaminad contaminais contaminamos contaminan contaminar contaminas contamine contamineis contaminemos contaminen contamines contamino
V|contaminated|contaminaba contaminabais contaminabamos contaminaban contaminabas contaminada contaminadas contaminado contaminados contaminara contaminarais contaminaramos contaminaran contaminaras contaminaron contaminase contaminaseis contaminasemos contaminasen contaminases contaminaste contaminasteis
N|pollution|contaminacion
N|pollutions|contaminaciones
V|contaminating|contaminando
V|telling|contando relatando
V|contemplate|contempla contemplad contemplais contemplamos contemplan contemplar contemplas contemple contempleis contemplemos contemplen contemples contemplo
V|contemplated|contemplaba contemplabais contemplabamos contemplaban contemplabas contemplada contempladas contemplado contemplados contemplara contemplarais contemplaramos contemplaran contemplaras contemplaron contemplase contemplaseis contemplasemos contemplasen contemplases contemplaste contemplasteis
V|contemplating|contemplando
A|contemporary|contemporanea contemporaneas contemporaneo contemporaneos
D|contemporarily|contemporaneamente
V|contain|conten contene contened conteneis contenemos contener contenes contenga contengais contengamos contengan contengas contengo contiene contienen contienes
N|container|contenedor envase
N|containers|contenedores envases
V|contained|contenia conteniais conteniamos contenian contenias contenida contenidas contuve contuviera contuvierais contuvieramos contuvieran contuvieras contuvieron contuviese contuvieseis contuviesemos contuviesen contuvieses contuvimos contuviste contuvisteis contuvo
N|content|contenido
N|contents|contenidos
V|containing|conteniendo
A|happy|contenta contentas contento contentos felices feliz
N|count|conteo recuento
N|counts|conteos recuentos
V|answer|contesta contestad contestais contestamos contestan contestar contestas conteste contesteis contestemos contesten contestes contesto
V|answered|contestaba contestabais contestabamos contestaban contestabas contestada contestadas contestado contestados contestara contestarais contestaramos contestaran contestaras contestaron contestase contestaseis contestasemos contestasen contestases contestaste contestasteis
N|answer|contestacion respuesta
N|answers|contestaciones respuestas
V|answering|contestando
N|context|contexto
N|contexts|contextos
P|with you|contigo
A|continuous|continua continuas continuo continuos
V|continued|continuaba continuabais continuabamos continuaban continuabas continuada continuadas continuado continuados continuara continuarais continuaramos continuaran continuaras continuaron continuase continuaseis continuasemos continuasen continuases continuaste continuasteis continue
V|continue|continuad continuais continuamos continuan continuar continueis continuemos continuen continues
D|continuously|continuamente
V|continuing|continuando
P|against|contra
V|smuggle|contrabandea contrabandead contrabandeais contrabandeamos contrabandean contrabandear contrabandeas contrabandee contrabandeeis contrabandeemos contrabandeen contrabandees contrabandeo
V|smuggled|contrabandeaba contrabandeabais contrabandeabamos contrabandeaban contrabandeabas contrabandeada contrabandeadas contrabandeado contrabandeados contrabandeara contrabandearais contrabandearamos contrabandearan contrabandearas contrabandearon contrabandease contrabandeaseis contrabandeasemos contrabandeasen contrabandeases contrabandeaste contrabandeasteis
V|smuggling|contrabandeando
N|smuggling|contrabando
N|smugglings|contrabandos
A|contractual|contractual contractuales
V|contradict|contradeci contradecid contradecimos contradecir contradecis contradice contradicen contradices contradiga contradigais contradigamos contradigan contradigas contradigo
V|contradicted|contradecia contradeciais contradeciamos contradecian contradecias contradicha contradichas contradicho contradichos contradije contradijera contradijerais contradijeramos contradijeran contradijeras contradijeron contradijese contradijeseis contradijesemos contradijesen contradijeses contradijimos contradijiste contradijisteis contradijo
V|contradicting|contradiciendo
V|contract|contrae contraed contraeis contraemos contraen contraer contraes contraiga contraigais contraigamos contraigan contraigas contraigo
V|contracted|contraia contraiais contraiamos contraian contraias contraida contraidas contraido contraidos contraje contrajera contrajerais contrajeramos contrajeran contrajeras contrajeron contrajese contrajeseis contrajesemos contrajesen contrajeses contrajimos contrajiste contrajisteis contrajo
N|contraindication|contraindicacion
N|contraindications|contraindicaciones
N|counterpart|contraparte
N|counterparts|contrapartes
A|opposite|contraria contrarias contrario contrarios
N|cash on delivery|contrarreembolso
N|password|contrasena password
N|passwords|contrasenas passwords
V|contrast|contrasta contrastad contrastais contrastamos contrastan contrastar contrastas contraste contrasteis contrastemos contrasten contrastes contrasto
V|contrasted|contrastaba contrastabais contrastabamos contrastaban contrastabas contrastada contrastadas contrastado contrastados contrastara contrastarais contrastaramos contrastaran contrastaras contrastaron contrastase contrastaseis contrastasemos contrastasen contrastases contrastaste contrastasteis
V|contrasting|contrastando
V|hire|contrata contratad contratais contratamos contratan contratar contratas contrate contrateis contratemos contraten contrates
V|hired|contrataba contratabais contratabamos contrataban contratabas contratada contratadas contratado contratados contratara contratarais contrataramos contrataran contrataras contrataron contratase contrataseis contratasemos contratasen contratases contrataste contratasteis
N|hiring|contratacion
N|hirings|contrataciones
V|hiring|contratando
N|contractor|contratista
N|contractors|contratistas
N|contract|contrato
N|contracts|contratos
V|contracting|contrayendo
N|contribution|contribucion
N|contributions|contribuciones
V|contribute|contribui contribuid contribuimos contribuir contribuis contribuya contribuyais contribuyamos contribuyan contribuyas contribuye contribuyen contribuyes contribuyo
V|contributed|contribuia contribuiais contribuiamos contribuian contribuias contribuida contribuidas contribuido contribuidos contribuiste contribuisteis contribuyera contribuyerais contribuyeramos contribuyeran contribuyeras contribuyeron contribuyese contribuyeseis contribuyesemos contribuyesen contribuyeses
V|contributing|contribuyendo
N|control|control
V|control|controla controlad controlais controlamos controlan controlar controlas controle controleis controlemos controlen controlo
V|controlled|controlaba controlabais controlabamos controlaban controlabas controlada controladas controlado controlados controlara controlarais controlaramos controlaran controlaras controlaron controlase controlaseis controlasemos controlasen controlases controlaste controlasteis
V|controlling|controlando
N|controls|controles
A|controversial|controvertida controvertidas controvertido controvertidos polemica polemicas polemico polemicos
V|convince|convence convenced convenceis convencemos convencen convencer convences convenza convenzais convenzamos convenzan convenzas convenzo
V|convinced|convenci convencia convenciais convenciamos convencian convencias convencida convencidas convencido convencidos convenciera convencierais convencieramos convencieran convencieras convencieron convenciese convencieseis convenciesemos convenciesen convencieses convencimos convencio convenciste convencisteis
V|convincing|convenciendo
A|convenient|conveniente convenientes
D|conveniently|convenientemente
V|talk|conversa conversad conversais conversamos conversan conversar conversas converse converseis conversemos conversen converses converso dialoga dialogad dialogais dialogamos dialogan dialogar dialogas dialogue dialogueis dialoguemos dialoguen dialogues
V|talked|conversaba conversabais conversabamos conversaban conversabas conversada conversadas conversado conversados conversara conversarais conversaramos conversaran conversaras conversaron conversase conversaseis conversasemos conversasen conversases conversaste conversasteis dialogaba dialogabais dialogabamos dialogaban dialogabas dialogada dialogadas dialogado dialogados dialogara dialogarais dialogaramos dialogaran dialogaras dialogaron dialogase dialogaseis dialogasemos dialogasen dialogases dialogaste dialogasteis
N|conversation|conversacion
N|conversations|conversaciones
V|talking|conversando dialogando
V|convert|converti convertid convertimos convertir convertis convierta conviertan conviertas convierte convierten conviertes convierto convirtais convirtamos convirtas
V|converted|convertia convertiais convertiamos convertian convertias convertida convertidas convertido convertidos convertiste convertisteis convirtiera convirtierais convirtieramos convirtieran convirtieras convirtieron convirtiese convirtieseis convirtiesemos convirtiesen convirtieses convirtio
N|conviction|conviccion
N|convictions|convicciones
V|converting|convirtiendo
V|live together|conviva convivais convivamos convivan convivas convive conviven convives convivi convivid convivimos convivir convivis convivo
V|lived together|convivia conviviais conviviamos convivian convivias convivida convividas convivido convividos conviviera convivierais convivieramos convivieran convivieras convivieron conviviese convivieseis conviviesemos conviviesen convivieses convivio conviviste convivisteis
V|living together|conviviendo
V|summon|convoca convocad convocais convocamos convocan convocar convocas convoco convoque convoqueis convoquemos convoquen convoques
V|summoned|convocaba convocabais convocabamos convocaban convocabas convocada convocadas convocado convocados convocara convocarais convocaramos convocaran convocaras convocaron convocase convocaseis convocasemos convocasen convocases convocaste convocasteis
V|summoning|convocando
N|spouse|conyuge
N|spouses|conyuges
N|coo|coo
N|cookie|cookie galleta
N|cookies|cookies galletas
V|cooperate|coopera cooperad cooperais cooperamos cooperan cooperar cooperas coopere coopereis cooperemos cooperen cooperes coopero
V|cooperated|cooperaba cooperabais cooperabamos cooperaban cooperabas cooperada cooperadas cooperado cooperados cooperara cooperarais cooperaramos cooperaran cooperaras cooperaron cooperase cooperaseis cooperasemos cooperasen cooperases cooperaste cooperasteis
N|cooperation|cooperacion
N|cooperations|cooperaciones
V|cooperating|cooperando
A|cooperative|cooperativa cooperativas cooperativo cooperativos
D|cooperatively|cooperativamente
V|coordinate|coordina coordinad coordinais coordinamos coordinan coordinar coordinas coordine coordineis coordinemos coordinen coordines coordino
V|coordinated|coordinaba coordinabais coordinabamos coordinaban coordinabas coordinada coordinadas coordinado coordinados coordinara coordinarais coordinaramos coordinaran coordinaras coordinaron coordinase coordinaseis coordinasemos coordinasen coordinases coordinaste coordinasteis
N|coordinator|coordinador coordinadora
N|coordinators|coordinadoras coordinadores
V|coordinating|coordinando
N|cup|copa taza
N|copay|copago
N|copays|copagos
N|cups|copas tazas
N|copy|copia ejemplar
V|copied|copiaba copiabais copiabamos copiaban copiabas copiada copiadas copiado copiados copiara copiarais copiaramos copiaran copiaras copiaron copiase copiaseis copiasemos copiasen copiases copiaste copiasteis
V|copy|copiad copiais copiamos copian copiar copie copieis copiemos copien copies copio
V|copying|copiando
N|copies|copias ejemplares
N|copilot|copilot
N|copyright|copyright
N|heart|corazon
N|hearts|corazones
N|tie|corbata
N|ties|corbatas
N|bracket|corchete
N|brackets|corchetes
N|lamb|cordero
N|lambs|corderos
A|cordial|cordial cordiales
N|corporation|corporacion
N|corporations|corporaciones
A|corporate|corporativa corporativas corporativo corporativos
N|corpus|corpus
V|run|corra corrais corramos corran corras corre corred correis corremos corren correr corres corrida corridas corrido corridos corro
A|correct|correcta correctas correcto correctos
D|correctly|correctamente
N|corrector|corrector correctora
N|correctors|correctoras correctores
N|runner|corredor corredora
N|runners|corredoras corredores
V|correct|corregi corregid corregimos corregir corregis corrige corrigen corriges corrija corrijais corrijamos corrijan corrijas corrijo rectifica rectificad rectificais rectificamos rectifican rectificar rectificas rectifico rectifique rectifiqueis rectifiquemos rectifiquen rectifiques
V|corrected|corregia corregiais corregiamos corregian corregias corregida corregidas corregido corregidos corregiste corregisteis corrigiera corrigierais corrigieramos corrigieran corrigieras corrigieron corrigiese corrigieseis corrigiesemos corrigiesen corrigieses corrigio rectificaba rectificabais rectificabamos rectificaban rectificabas rectificada rectificadas rectificado rectificados rectificara rectificarais rectificaramos rectificaran rectificaras rectificaron rectificase rectificaseis rectificasemos rectificasen rectificases rectificaste rectificasteis
N|mail|correo mail
N|mails|correos mails
V|correspond|corresponda correspondais correspondamos correspondan correspondas corresponde corresponded correspondeis correspondemos corresponden corresponder correspondes correspondo
V|corresponded|correspondi correspondia correspondiais correspondiamos correspondian correspondias correspondida correspondidas correspondido correspondidos correspondiera correspondierais correspondieramos correspondieran correspondieras correspondieron correspondiese correspondieseis correspondiesemos correspondiesen correspondieses correspondimos correspondio correspondiste correspondisteis
V|corresponding|correspondiendo
V|ran|corri corria corriais corriamos corrian corrias corriera corrierais corrieramos corrieran corrieras corrieron corriese corrieseis corriesemos corriesen corrieses corrimos corrio corriste corristeis
V|running|corriendo
V|correcting|corrigiendo rectificando
V|corroborate|corrobora corroborad corroborais corroboramos corroboran corroborar corroboras corrobore corroboreis corroboremos corroboren corrobores corroboro
V|corroborated|corroboraba corroborabais corroborabamos corroboraban corroborabas corroborada corroboradas corroborado corroborados corroborara corroborarais corroboraramos corroboraran corroboraras corroboraron corroborase corroboraseis corroborasemos corroborasen corroborases corroboraste corroborasteis
V|corroborating|corroborando
V|corrupt|corrompa corrompais corrompamos corrompan corrompas corrompe corromped corrompeis corrompemos corrompen corromper corrompes corrompo
V|corrupted|corrompi corrompia corrompiais corrompiamos corrompian corrompias corrompida corrompidas corrompido corrompidos corrompiera corrompierais corrompieramos corrompieran corrompieras corrompieron corrompiese corrompieseis corrompiesemos corrompiesen corrompieses corrompimos corrompio corrompiste corrompisteis
V|corrupting|corrompiendo
N|corruption|corrupcion
N|corruptions|corrupciones
A|corrupt|corrupta corruptas corrupto corruptos
V|cut|corta cortaba cortabais cortabamos cortaban cortabas cortad cortada cortadas cortado cortados cortais cortamos cortan cortar cortara cortarais cortaramos cortaran cortaras cortaron cortase cortaseis cortasemos cortasen cortases cortaste cortasteis corteis cortemos corten
N|firewall|cortafuegos firewall
V|cutting|cortando
A|short|cortas corto cortos
N|cut|corte
A|polite|cortes cortesa cortesas corteses educada educadas educado educados
N|courtesy|cortesia
N|courtesies|cortesias
D|politely|cortesmente educadamente
N|thing|cosa
V|sew|cosais cosamos cosan cose cosed coseis cosemos cosen coser coses coso
N|things|cosas
V|harvest|cosecha cosechad cosechais cosechamos cosechan cosechar cosechas coseche cosecheis cosechemos cosechen coseches cosecho
V|harvested|cosechaba cosechabais cosechabamos cosechaban cosechabas cosechada cosechadas cosechado cosechados cosechara cosecharais cosecharamos cosecharan cosecharas cosecharon cosechase cosechaseis cosechasemos cosechasen cosechases cosechaste cosechasteis
V|harvesting|cosechando
V|sewed|cosi cosia cosiais cosiamos cosian cosias cosiera cosierais cosieramos cosieran cosieras cosieron cosiese cosieseis cosiesemos cosiesen cosieses cosimos cosio cosiste cosisteis
V|sewn|cosida cosidas cosido cosidos
V|sewing|cosiendo
N|coast|costa
V|cost|costaba costabais costabamos costaban costabas costad costada costadas costado costados costais costamos costar costara costarais costaramos costaran costaras costaron costase costaseis costasemos costasen costases costaste costasteis costeis costemos cuesta cuestan cuestas cueste cuesten cuestes cuesto
V|costing|costando
N|coasts|costas
N|cost|coste costo
N|costs|costes costos
N|custom|costumbre
A|everyday|cotidiana cotidianas cotidiano cotidianos
D|everydayly|cotidianamente
N|cpu|cpu
V|crack|crackea crackead crackeais crackeamos crackean crackear crackeas crackee crackeeis crackeemos crackeen crackees crackeo
V|cracked|crackeaba crackeabais crackeabamos crackeaban crackeabas crackeada crackeadas crackeado crackeados crackeara crackearais crackearamos crackearan crackearas crackearon crackease crackeaseis crackeasemos crackeasen crackeases crackeaste crackeasteis
V|cracking|crackeando
V|create|crea cread creais creamos crean crear creas
V|created|creaba creabais creabamos creaban creabas creada creadas creado creados creara crearais crearamos crearan crearas crearon crease creaseis creasemos creasen creases creaste creasteis
N|creation|creacion
N|creations|creaciones
N|creator|creador creadora
N|creators|creadoras creadores
V|creating|creando
A|creative|creativa creativas creativo creativos
D|creatively|creativamente
N|creativity|creatividad
N|creativities|creatividades
V|grow|crece creced creceis crecemos crecen crecer creces crezca crezcais crezcamos crezcan crezcas crezco cultiva cultivad cultivais cultivamos cultivan cultivar cultivas cultive cultiveis cultivemos cultiven cultives cultivo
V|grew|creci crecia creciais creciamos crecian crecias creciera crecierais crecieramos crecieran crecieras crecieron creciese crecieseis creciesemos creciesen crecieses crecimos crecio creciste crecisteis cultivaba cultivabais cultivabamos cultivaban cultivabas cultivara cultivarais cultivaramos cultivaran cultivaras cultivaron cultivase cultivaseis cultivasemos cultivasen cultivases cultivaste cultivasteis
V|grown|crecida crecidas crecido crecidos cultivada cultivadas cultivado cultivados
V|growing|creciendo cultivando
A|growing|creciente crecientes
N|growth|crecimiento
N|growths|crecimientos
N|credential|credencial
N|credentials|credenciales
N|credit|credito
N|credits|creditos
A|gullible|credula credulas credulo credulos
D|gullibly|credulamente
V|believe|cree creed creeis creemos creen creer crees creo
N|belief|creencia
N|beliefs|creencias
V|believed|crei creia creiais creiamos creian creias creida creidas creido creidos creimos creiste creisteis creyera creyerais creyeramos creyeran creyeras creyeron creyese creyeseis creyesemos creyesen creyeses creyo
A|believable|creible creibles
D|believably|creiblemente
N|cream|crema
N|creams|cremas
V|believing|creyendo
N|crime|crimen delito
N|crimes|crimenes delitos
A|criminal|criminal criminales delictiva delictivas delictivo delictivos penal penales
D|criminally|criminalmente delictivamente
N|criminology|criminologia
N|crypto|cripto
N|cryptography|criptografia
N|cryptographies|criptografias
N|cryptocurrency|criptomoneda
N|cryptocurrencies|criptomonedas
N|crisis|crisis
N|glass|cristal vaso vidrio
N|glasses|cristales vasos vidrios
A|christian|cristiana cristianas cristiano cristianos
N|criterion|criterio
N|criteria|criterios
A|critical|critica criticas critico criticos
V|criticized|criticaba criticabais criticabamos criticaban criticabas criticada criticadas criticado criticados criticara criticarais criticaramos criticaran criticaras criticaron criticase criticaseis criticasemos criticasen criticases criticaste criticasteis
V|criticize|criticad criticais criticamos critican criticar critique critiqueis critiquemos critiquen critiques
D|critically|criticamente
V|criticizing|criticando
A|chronic|cronica cronicas cronico cronicos
D|chronically|cronicamente
N|timeline|cronologia
N|timelines|cronologias
N|cruise|crucero
N|cruises|cruceros
A|cruel|cruel crueles
D|cruelly|cruelmente
N|css|css
N|csv|csv
N|cto|cto
N|notebook|cuaderno
N|notebooks|cuadernos
A|square|cuadrada cuadradas cuadrado cuadrados
N|picture|cuadro
N|pictures|cuadros
P|which|cual cuales
P|any|cualesquiera cualquier
P|anyone|cualquiera
D|how|cuan
P|when|cuando
P|as much as|cuanta cuanto
P|as many as|cuantas cuantos
P|forty|cuarenta
P|fourth|cuarta cuartas cuarto
A|fourth|cuartos
P|four|cuatro
P|four hundred|cuatrocientas cuatrocientos
N|spoon|cuchara
N|spoons|cucharas
N|knife|cuchillo
N|knives|cuchillos
N|neck|cuello
N|necks|cuellos
N|account|cuenta
N|storyteller|cuentacuentos
N|accounts|cuentas
N|story|cuento historia relato
N|stories|cuentos historias relatos
N|rope|cuerda
N|ropes|cuerdas
N|leather|cuero
N|leathers|cueros
N|body|cuerpo
N|bodies|cuerpos
N|issue|cuestion
V|question|cuestiona cuestionad cuestionais cuestionamos cuestionan cuestionar cuestionas cuestione cuestioneis cuestionemos cuestionen cuestiono
V|questioned|cuestionaba cuestionabais cuestionabamos cuestionaban cuestionabas cuestionada cuestionadas cuestionado cuestionados cuestionara cuestionarais cuestionaramos cuestionaran cuestionaras cuestionaron cuestionase cuestionaseis cuestionasemos cuestionasen cuestionases cuestionaste cuestionasteis
V|questioning|cuestionando
N|issues|cuestiones
N|cave|cueva
N|caves|cuevas
V|take care|cuida cuidad cuidais cuidamos cuidan cuidar cuidas cuide cuideis cuidemos cuiden cuides cuido
V|took care|cuidaba cuidabais cuidabamos cuidaban cuidabas cuidara cuidarais cuidaramos cuidaran cuidaras cuidaron cuidase cuidaseis cuidasemos cuidasen cuidases cuidaste cuidasteis
V|taken care|cuidada cuidadas cuidado cuidados
N|caregiver|cuidador cuidadora
N|caregivers|cuidadoras cuidadores
A|careful|cuidadosa cuidadosas cuidadoso cuidadosos
D|carefully|cuidadosamente
V|taking care|cuidando
V|blame|culpa culpad culpais culpamos culpan culpar culpe culpeis culpemos culpen culpes culpo
V|blamed|culpaba culpabais culpabamos culpaban culpabas culpada culpadas culpado culpados culpara culparais culparamos culparan culparas culparon culpase culpaseis culpasemos culpasen culpases culpaste culpasteis
A|guilty|culpable culpables
D|guiltily|culpablemente
V|blaming|culpando
N|guilts|culpas
N|culture|cultura
A|cultural|cultural culturales
N|cultures|culturas
N|summit|cumbre
N|summits|cumbres
V|comply|cumpla cumplais cumplamos cumplan cumplas cumple cumplen cumples cumpli cumplid cumplimos cumplir cumplis cumplo
N|birthday|cumpleanos
V|complied|cumplia cumpliais cumpliamos cumplian cumplias cumplida cumplidas cumplido cumplidos cumpliera cumplierais cumplieramos cumplieran cumplieras cumplieron cumpliese cumplieseis cumpliesemos cumpliesen cumplieses cumplio cumpliste cumplisteis
V|complying|cumpliendo
N|fee|cuota
N|fees|cuotas
N|coupon|cupon
N|coupons|cupones
V|cure|cura curad curais curamos curan curar curas cure cureis curemos curen cures curo
V|cured|curaba curabais curabamos curaban curabas curada curadas curado curados curara curarais curaramos curaran curaras curaron curase curaseis curasemos curasen curases curaste curasteis
V|curing|curando
A|curious|curiosa curiosas curioso curiosos
D|curiously|curiosamente
N|curiosity|curiosidad
N|curiosities|curiosidades
N|curl|curl
N|resume|curriculo curriculum
N|resumes|curriculos curriculums
N|course|curso
N|courses|cursos
V|safeguard|custodia custodiad custodiais custodiamos custodian custodiar custodias custodie custodieis custodiemos custodien custodies custodio resguarda resguardad resguardais resguardamos resguardan resguardar resguardas resguarde resguardeis resguardemos resguarden resguardes resguardo salvaguardad salvaguardais salvaguardamos salvaguardan salvaguardar salvaguarde salvaguardeis salvaguardemos salvaguarden salvaguardes salvaguardo
V|safeguarded|custodiaba custodiabais custodiabamos custodiaban custodiabas custodiada custodiadas custodiado custodiados custodiara custodiarais custodiaramos custodiaran custodiaras custodiaron custodiase custodiaseis custodiasemos custodiasen custodiases custodiaste custodiasteis resguardaba resguardabais resguardabamos resguardaban resguardabas resguardada resguardadas resguardado resguardados resguardara resguardarais resguardaramos resguardaran resguardaras resguardaron resguardase resguardaseis resguardasemos resguardasen resguardases resguardaste resguardasteis salvaguardaba salvaguardabais salvaguardabamos salvaguardaban salvaguardabas salvaguardada salvaguardadas salvaguardado salvaguardados salvaguardara salvaguardarais salvaguardaramos salvaguardaran salvaguardaras salvaguardaron salvaguardase salvaguardaseis salvaguardasemos salvaguardasen salvaguardases salvaguardaste salvaguardasteis
V|safeguarding|custodiando resguardando salvaguardando
P|whose|cuya cuyas cuyo cuyos
N|cv|cv
N|cvv|cvv
V|give|da dad dais damos dar das deis demos den des doy regala regalad regalais regalamos regalan regalar regalas regale regaleis regalemos regalen regales
V|gave|daba dabais dabamos daban dabas diera dierais dieramos dieran dieras dieron diese dieseis diesemos diesen dieses dimos dio diste disteis regalaba regalabais regalabamos regalaban regalabas regalara regalarais regalaramos regalaran regalaras regalaron regalase regalaseis regalasemos regalasen regalases regalaste regalasteis
V|given|dada dadas dado dados regalada regaladas regalado regalados
N|lady|dama
N|ladies|damas senoras
N|dan|dan
V|harm|dana danad danais danamos danan danar danas dane daneis danemos danen danes perjudica perjudicad perjudicais perjudicamos perjudican perjudicar perjudicas perjudico perjudique perjudiqueis perjudiquemos perjudiquen perjudiques
V|harmed|danaba danabais danabamos danaban danabas danara danarais danaramos danaran danaras danaron danase danaseis danasemos danasen danases danaste danasteis perjudicaba perjudicabais perjudicabamos perjudicaban perjudicabas perjudicada perjudicadas perjudicado perjudicados perjudicara perjudicarais perjudicaramos perjudicaran perjudicaras perjudicaron perjudicase perjudicaseis perjudicasemos perjudicasen perjudicases perjudicaste perjudicasteis
A|damaged|danada danadas danado danados
V|harming|danando perjudicando
V|giving|dando regalando
A|harmful|danina daninas danino daninos nociva nocivas nocivo nocivos perjudicial perjudiciales
D|harmfully|daninamente nocivamente perjudicialmente
N|damage|dano
N|damages|danos
N|dance|danza
N|dances|danzas
N|dashboard|dashboard tablero
N|card terminal|datafono
N|card terminals|datafonos
N|dataset|dataset
N|datasets|datasets
N|data|dato datos
N|ddos|ddos
P|of|de
V|must|deba debais debamos deban debas debe debed deben debera deberan debere debereis deberemos
V|debate|debata debatais debatamos debatan debatas debate debaten debates debati debatid debatimos debatir debatis debato
V|debated|debatia debatiais debatiamos debatian debatias debatida debatidas debatido debatidos debatiera debatierais debatieramos debatieran debatieras debatieron debatiese debatieseis debatiesemos debatiesen debatieses debatio debatiste debatisteis
V|debating|debatiendo
V|you must|debeis deberas debes
V|we must|debemos
N|duty|deber
N|homework|deberes
V|should|deberia deberiais deberiamos deberian debi debia debiais debiamos debian debiera debierais debieramos debieran debieras debieron debiese debieseis debiesemos debiesen debieses debimos debio debiste debisteis
V|you should|deberias debias
V|due|debida debidas debido debidos
V|having to|debiendo
A|weak|debil debiles
N|weakness|debilidad
N|weaknesses|debilidades
V|weaken|debilita debilitad debilitais debilitamos debilitan debilitar debilitas debilite debiliteis debilitemos debiliten debilites debilito
V|weakened|debilitaba debilitabais debilitabamos debilitaban debilitabas debilitada debilitadas debilitado debilitados debilitara debilitarais debilitaramos debilitaran debilitaras debilitaron debilitase debilitaseis debilitasemos debilitasen debilitases debilitaste debilitasteis
V|weakening|debilitando
D|weakly|debilmente
V|debit|debita debitad debitais debitamos debitan debitar debitas debite debiteis debitemos debiten debites
V|debited|debitaba debitabais debitabamos debitaban debitabas debitada debitadas debitado debitados debitara debitarais debitaramos debitaran debitaras debitaron debitase debitaseis debitasemos debitasen debitases debitaste debitasteis
V|debiting|debitando
N|debit|debito
N|debits|debitos
V|i must|debo
N|debug|debug
N|decade|decada
N|decades|decadas
N|disappointment|decepcion
V|disappoint|decepciona decepcionad decepcionais decepcionamos decepcionan decepcionar decepcionas decepcione decepcioneis decepcionemos decepcionen decepciono desilusiona desilusionad desilusionais desilusionamos desilusionan desilusionar desilusionas desilusione desilusioneis desilusionemos desilusionen desilusiones desilusiono
V|disappointed|decepcionaba decepcionabais decepcionabamos decepcionaban decepcionabas decepcionara decepcionarais decepcionaramos decepcionaran decepcionaras decepcionaron decepcionase decepcionaseis decepcionasemos decepcionasen decepcionases decepcionaste decepcionasteis desilusionaba desilusionabais desilusionabamos desilusionaban desilusionabas desilusionada desilusionadas desilusionado desilusionados desilusionara desilusionarais desilusionaramos desilusionaran desilusionaras desilusionaron desilusionase desilusionaseis desilusionasemos desilusionasen desilusionases desilusionaste desilusionasteis
A|disappointed|decepcionada decepcionadas decepcionado decepcionados
V|disappointing|decepcionando desilusionando
A|disappointing|decepcionante decepcionantes
N|disappointments|decepciones
V|decide|decida decidais decidamos decidan decidas decide deciden decides decidi decidid decidimos decidir decidis decido
V|decided|decidia decidiais decidiamos decidian decidias decidida decididas decidido decididos decidiera decidierais decidieramos decidieran decidieras decidieron decidiese decidieseis decidiesemos decidiesen decidieses decidio decidiste decidisteis
V|deciding|decidiendo
P|tenth|decima decimo
V|say|decimos decir decis dice dicen dices digo
N|decision|decision
N|decisions|decisiones
A|decisive|decisiva decisivas decisivo decisivos
D|decisively|decisivamente
V|declare|declara declarad declarais declaramos declaran declarar declaras declare declareis declaremos declaren declares declaro
V|declared|declaraba declarabais declarabamos declaraban declarabas declarada declaradas declarado declarados declarara declararais declararamos declararan declararas declararon declarase declaraseis declarasemos declarasen declarases declaraste declarasteis
V|declaring|declarando
V|decline|declina declinad declinais declinamos declinan declinar declinas decline declineis declinemos declinen declines declino
V|declined|declinaba declinabais declinabamos declinaban declinabas declinada declinadas declinado declinados declinara declinarais declinaramos declinaran declinaras declinaron declinase declinaseis declinasemos declinasen declinases declinaste declinasteis
V|declining|declinando
V|decode|decodifica decodificad decodificais decodificamos decodifican decodificar decodificas decodifico decodifique decodifiqueis decodifiquemos decodifiquen decodifiques descodifica descodificad descodificais descodificamos descodifican descodificar descodificas descodifico descodifique descodifiqueis descodifiquemos descodifiquen descodifiques
V|decoded|decodificaba decodificabais decodificabamos decodificaban decodificabas decodificada decodificadas decodificado decodificados decodificara decodificarais decodificaramos decodificaran decodificaras decodificaron decodificase decodificaseis decodificasemos decodificasen decodificases decodificaste decodificasteis descodificaba descodificabais descodificabamos descodificaban descodificabas descodificada descodificadas descodificado descodificados descodificara descodificarais descodificaramos descodificaran descodificaras descodificaron descodificase descodificaseis descodificasemos descodificasen descodificases descodificaste descodificasteis
N|decoding|decodificacion descodificacion
N|decodings|decodificaciones descodificaciones
V|decoding|decodificando descodificando
V|decorate|decora decorad decorais decoramos decoran decorar decoras decore decoreis decoremos decoren decores decoro
V|decorated|decoraba decorabais decorabamos decoraban decorabas decorada decoradas decorado decorados decorara decorarais decoraramos decoraran decoraras decoraron decorase decoraseis decorasemos decorasen decorases decoraste decorasteis
N|decoration|decoracion
N|decorations|decoraciones
V|decorating|decorando
A|decorative|decorativa decorativas decorativo decorativos
N|decree|decreto
N|decrees|decretos
V|dedicate|dedica dedicad dedicais dedicamos dedican dedicar dedicas dedico dedique dediqueis dediquemos dediquen dediques
V|dedicated|dedicaba dedicabais dedicabamos dedicaban dedicabas dedicada dedicadas dedicado dedicados dedicara dedicarais dedicaramos dedicaran dedicaras dedicaron dedicase dedicaseis dedicasemos dedicasen dedicases dedicaste dedicasteis
N|dedication|dedicacion
N|dedications|dedicaciones
V|dedicating|dedicando
N|finger|dedo
N|fingers|dedos
V|deduce|deduce deducen deduces deduci deducid deducimos deducir deducis deduzca deduzcais deduzcamos deduzcan deduzcas deduzco
V|deduced|deducia deduciais deduciamos deducian deducias deducida deducidas deducido deducidos deduje dedujera dedujerais dedujeramos dedujeran dedujeras dedujeron dedujese dedujeseis dedujesemos dedujesen dedujeses dedujimos dedujiste dedujisteis dedujo
V|deducing|deduciendo
N|deepseek|deepseek
N|default|defecto predeterminado
N|defaults|defectos predeterminados
A|defective|defectuosa defectuosas defectuoso defectuosos
V|defend|defendais defendamos defendas defende defended defendeis defendemos defender defendes defienda defiendan defiendas defiende defienden defiendes defiendo
V|defended|defendi defendia defendiais defendiamos defendian defendias defendida defendidas defendido defendidos defendiera defendierais defendieramos defendieran defendieras defendieron defendiese defendieseis defendiesemos defendiesen defendieses defendimos defendio defendiste defendisteis
V|defending|defendiendo
N|defense|defensa
N|defenses|defensas
N|deficit|deficit
N|deficits|deficits
V|define|defina definais definamos definan definas define definen defines defini definid definimos definir definis defino
V|defined|definia definiais definiamos definian definias definida definidas definido definidos definiera definierais definieramos definieran definieras definieron definiese definieseis definiesemos definiesen definieses definio definiste definisteis
N|definition|definicion
N|definitions|definiciones
V|defining|definiendo
A|final|definitiva definitivas definitivo definitivos final finales
D|definitely|definitivamente
V|defraud|defrauda defraudad defraudais defraudamos defraudan defraudar defraudas defraude defraudeis defraudemos defrauden defraudes defraudo
V|defrauded|defraudaba defraudabais defraudabamos defraudaban defraudabas defraudada defraudadas defraudado defraudados defraudara defraudarais defraudaramos defraudaran defraudaras defraudaron defraudase defraudaseis defraudasemos defraudasen defraudases defraudaste defraudasteis
V|defrauding|defraudando
V|stop|deja dejad dejais dejamos dejan dejar dejas deje dejeis dejemos dejen dejes dejo deten detene detened deteneis detenemos detener detenes detenga detengais detengamos detengan detengas detengo detiene detienen detienes frena frenad frenais frenamos frenan frenar frenas frene freneis frenemos frenen frenes freno parad parais paramos paran parar paras pare pareis paremos paren paro
V|stopped|dejaba dejabais dejabamos dejaban dejabas dejada dejadas dejado dejados dejara dejarais dejaramos dejaran dejaras dejaron dejase dejaseis dejasemos dejasen dejases dejaste dejasteis detenia deteniais deteniamos detenian detenias detenida detenidas detenido detenidos detuve detuviera detuvierais detuvieramos detuvieran detuvieras detuvieron detuviese detuvieseis detuviesemos detuviesen detuvieses detuvimos detuviste detuvisteis detuvo frenaba frenabais frenabamos frenaban frenabas frenada frenadas frenado frenados frenara frenarais frenaramos frenaran frenaras frenaron frenase frenaseis frenasemos frenasen frenases frenaste frenasteis paraba parabais parabamos paraban parabas parada paradas parado parados parara pararais pararamos pararan pararas pararon parase paraseis parasemos parasen parases paraste parasteis
V|stopping|dejando deteniendo frenando parando
P|of the|del
D|in front|delante
N|forward|delantera delantero
N|forwards|delanteras delanteros
V|delegate|delega delegad delegais delegamos delegan delegar delegas delego delegue delegueis deleguemos deleguen delegues
V|delegated|delegaba delegabais delegabamos delegaban delegabas delegada delegadas delegado delegados delegara delegarais delegaramos delegaran delegaras delegaron delegase delegaseis delegasemos delegasen delegases delegaste delegasteis
V|delegating|delegando
V|spell|deletrea deletread deletreais deletreamos deletrean deletrear deletreas deletree deletreeis deletreemos deletreen deletrees deletreo
V|spelled|deletreaba deletreabais deletreabamos deletreaban deletreabas deletreada deletreadas deletreado deletreados deletreara deletrearais deletrearamos deletrearan deletrearas deletrearon deletrease deletreaseis deletreasemos deletreasen deletreases deletreaste deletreasteis
V|spelling|deletreando
A|thin|delgada delgadas delgado delgados
D|deliberately|deliberadamente
A|delicate|delicada delicadas delicado delicados
N|delight|delicia
N|delights|delicias
A|delicious|deliciosa deliciosas delicioso deliciosos
D|deliciously|deliciosamente
N|criminal|delincuente
N|criminals|delincuentes
V|outline|delinea delinead delineais delineamos delinean delinear delineas delinee delineeis delineemos delineen delinees delineo esboce esboceis esbocemos esbocen esboces esboza esbozad esbozais esbozamos esbozan esbozar esbozas esbozo
V|outlined|delineaba delineabais delineabamos delineaban delineabas delineada delineadas delineado delineados delineara delinearais delinearamos delinearan delinearas delinearon delinease delineaseis delineasemos delineasen delineases delineaste delineasteis esbozaba esbozabais esbozabamos esbozaban esbozabas esbozada esbozadas esbozado esbozados esbozara esbozarais esbozaramos esbozaran esbozaras esbozaron esbozase esbozaseis esbozasemos esbozasen esbozases esbozaste esbozasteis
V|outlining|delineando esbozando
N|demand|demanda exigencia
V|sued|demandaba demandabais demandabamos demandaban demandabas demandara demandarais demandaramos demandaran demandaras demandaron demandase demandaseis demandasemos demandasen demandases demandaste demandasteis
V|sue|demandad demandais demandamos demandan demandar demande demandeis demandemos demanden demandes demando
V|suing|demandando
N|plaintiff|demandante
N|plaintiffs|demandantes
N|demands|demandas exigencias
P|other|demas otras otros
P|too much|demasiada demasiado
P|too many|demasiadas demasiados
N|democracy|democracia
N|democracies|democracias
A|democratic|democratica democraticas democratico democraticos
D|democratically|democraticamente
N|demon|demonio
N|demons|demonios
N|delay|demora retraso
V|delayed|demoraba demorabais demorabamos demoraban demorabas demorada demoradas demorado demorados demorara demorarais demoraramos demoraran demoraras demoraron demorase demoraseis demorasemos demorasen demorases demoraste demorasteis retrasaba retrasabais retrasabamos retrasaban retrasabas retrasada retrasadas retrasado retrasados retrasara retrasarais retrasaramos retrasaran retrasaras retrasaron retrasase retrasaseis retrasasemos retrasasen retrasases retrasaste retrasasteis
V|delay|demorad demorais demoramos demoran demorar demore demoreis demoremos demoren demores demoro retrasa retrasad retrasais retrasamos retrasan retrasar retrasas retrase retraseis retrasemos retrasen retrases
V|delaying|demorando retrasando
N|delays|demoras retrasos
V|demonstrate|demostra demostrad demostrais demostramos demostrar demostras demostreis demostremos demostres demuestra demuestran demuestras demuestre demuestren demuestres demuestro
V|demonstrated|demostraba demostrabais demostrabamos demostraban demostrabas demostrada demostradas demostrado demostrados demostrara demostrarais demostraramos demostraran demostraras demostraron demostrase demostraseis demostrasemos demostrasen demostrases demostraste demostrasteis demostre demostro
N|demonstration|demostracion manifestacion
N|demonstrations|demostraciones manifestaciones
V|demonstrating|demostrando
V|deny|denega denegad denegais denegamos denegar denegas denegueis deneguemos denegues deniega deniegan deniegas deniego deniegue denieguen deniegues desmenti desmentid desmentimos desmentir desmentis desmienta desmientan desmientas desmiente desmienten desmientes desmiento desmintais desmintamos desmintas nega negad negais negamos negar negas negueis neguemos negues niega niegan niegas niego niegue nieguen niegues
V|denied|denegaba denegabais denegabamos denegaban denegabas denegada denegadas denegado denegados denegara denegarais denegaramos denegaran denegaras denegaron denegase denegaseis denegasemos denegasen denegases denegaste denegasteis denego denegue desmentia desmentiais desmentiamos desmentian desmentias desmentida desmentidas desmentido desmentidos desmentiste desmentisteis desmintiera desmintierais desmintieramos desmintieran desmintieras desmintieron desmintiese desmintieseis desmintiesemos desmintiesen desmintieses desmintio negaba negabais negabamos negaban negabas negada negadas negado negados negara negarais negaramos negaran negaras negaron negase negaseis negasemos negasen negases negaste negasteis nego negue
V|denying|denegando desmintiendo negando
V|call|denomina denominad denominais denominamos denominan denominar denominas denomine denomineis denominemos denominen denomines denomino llama llamad llamais llamamos llaman llamar llamas llame llameis llamemos llamen llames llamo
V|called|denominaba denominabais denominabamos denominaban denominabas denominada denominadas denominado denominados denominara denominarais denominaramos denominaran denominaras denominaron denominase denominaseis denominasemos denominasen denominases denominaste denominasteis llamaba llamabais llamabamos llamaban llamabas llamado llamados llamara llamarais llamaramos llamaran llamaras llamaron llamase llamaseis llamasemos llamasen llamases llamaste llamasteis
V|calling|denominando llamando
N|dentist|dentista
N|dentists|dentistas
V|report|denuncia denunciad denunciais denunciamos denuncian denunciar denuncie denuncieis denunciemos denuncien denuncies denuncio reporta reportad reportais reportamos reportan reportar reportas reporteis reportemos reporten reporto
V|reported|denunciaba denunciabais denunciabamos denunciaban denunciabas denunciada denunciadas denunciado denunciados denunciara denunciarais denunciaramos denunciaran denunciaras denunciaron denunciase denunciaseis denunciasemos denunciasen denunciases denunciaste denunciasteis reportaba reportabais reportabamos reportaban reportabas reportada reportadas reportado reportados reportara reportarais reportaramos reportaran reportaras reportaron reportase reportaseis reportasemos reportasen reportases reportaste reportasteis
V|reporting|denunciando reportando
N|complaints|denuncias quejas
N|department|departamento
N|departments|departamentos
V|depend|dependa dependais dependamos dependan dependas depende depended dependeis dependemos dependen depender dependes dependo
N|dependency|dependencia
N|dependencies|dependencias
V|depended|dependi dependia dependiais dependiamos dependian dependias dependida dependidas dependido dependidos dependiera dependierais dependieramos dependieran dependieras dependieron dependiese dependieseis dependiesemos dependiesen dependieses dependimos dependio dependiste dependisteis
V|depending|dependiendo
A|dependent|dependiente dependientes
D|dependently|dependientemente
N|deploy|deploy
N|sport|deporte
N|sports|deportes
N|athlete|deportista
N|athletes|deportistas
V|deposit|deposita depositad depositais depositamos depositan depositar depositas deposite depositeis depositemos depositen deposites
V|deposited|depositaba depositabais depositabamos depositaban depositabas depositada depositadas depositado depositados depositara depositarais depositaramos depositaran depositaras depositaron depositase depositaseis depositasemos depositasen depositases depositaste depositasteis
V|depositing|depositando
N|deposit|deposito
N|deposits|depositos
A|deprecated|deprecada deprecadas deprecado deprecados
N|depression|depresion
N|depressions|depresiones
V|debug|depura depurad depurais depuramos depuran depurar depuras depure depureis depuremos depuren depures depuro
V|debugged|depuraba depurabais depurabamos depuraban depurabas depurada depuradas depurado depurados depurara depurarais depuraramos depuraran depuraras depuraron depurase depuraseis depurasemos depurasen depurases depuraste depurasteis
N|debugging|depuracion
N|debuggings|depuraciones
V|debugging|depurando
A|right|derecha derechas derecho
N|rights|derechos
V|refer|deriva derivad derivais derivamos derivan derivar derivas derive deriveis derivemos deriven derives derivo referi referid referimos referir referis refiera refieran refieras refiere refieren refieres refiero refirais refiramos refiras
V|referred|derivaba derivabais derivabamos derivaban derivabas derivada derivadas derivado derivados derivara derivarais derivaramos derivaran derivaras derivaron derivase derivaseis derivasemos derivasen derivases derivaste derivasteis referia referiais referiamos referian referias referida referidas referido referidos referiste referisteis refiriera refirierais refirieramos refirieran refirieras refirieron refiriese refirieseis refiriesemos refiriesen refirieses refirio
V|referring|derivando refiriendo
V|repeal|deroga derogad derogais derogamos derogan derogar derogas derogo derogue derogueis deroguemos deroguen derogues
V|repealed|derogaba derogabais derogabamos derogaban derogabas derogada derogadas derogado derogados derogara derogarais derogaramos derogaran derogaras derogaron derogase derogaseis derogasemos derogasen derogases derogaste derogasteis
V|repealing|derogando
V|spill|derrama derramad derramais derramamos derraman derramar derramas derrameis derramemos derramen derramo
V|spilled|derramaba derramabais derramabamos derramaban derramabas derramada derramadas derramado derramados derramara derramarais derramaramos derramaran derramaras derramaron derramase derramaseis derramasemos derramasen derramases derramaste derramasteis
V|spilling|derramando
N|stroke|derrame ictus
N|strokes|derrames
V|tear down|derriba derribad derribais derribamos derriban derribar derribas derribe derribeis derribemos derriben derribes derribo
V|tore down|derribaba derribabais derribabamos derribaban derribabas derribara derribarais derribaramos derribaran derribaras derribaron derribase derribaseis derribasemos derribasen derribases derribaste derribasteis
V|torn down|derribada derribadas derribado derribados
V|tearing down|derribando
V|defeat|derrota derrotad derrotais derrotamos derrotan derrotar derrotas derrote derroteis derrotemos derroten derrotes derroto
V|defeated|derrotaba derrotabais derrotabamos derrotaban derrotabas derrotada derrotadas derrotado derrotados derrotara derrotarais derrotaramos derrotaran derrotaras derrotaron derrotase derrotaseis derrotasemos derrotasen derrotases derrotaste derrotasteis
V|defeating|derrotando
V|disable|desactiva desactivad desactivais desactivamos desactivan desactivar desactivas desactive desactiveis desactivemos desactiven desactives desactivo deshabilita deshabilitad deshabilitais deshabilitamos deshabilitan deshabilitar deshabilitas deshabilite deshabiliteis deshabilitemos deshabiliten deshabilites deshabilito
V|disabled|desactivaba desactivabais desactivabamos desactivaban desactivabas desactivara desactivarais desactivaramos desactivaran desactivaras desactivaron desactivase desactivaseis desactivasemos desactivasen desactivases desactivaste desactivasteis deshabilitaba deshabilitabais deshabilitabamos deshabilitaban deshabilitabas deshabilitara deshabilitarais deshabilitaramos deshabilitaran deshabilitaras deshabilitaron deshabilitase deshabilitaseis deshabilitasemos deshabilitasen deshabilitases deshabilitaste deshabilitasteis
N|deactivation|desactivacion
N|deactivations|desactivaciones
A|disabled|desactivada desactivadas desactivado desactivados deshabilitada deshabilitadas deshabilitado deshabilitados
V|disabling|desactivando deshabilitando
A|outdated|desactualizada desactualizadas desactualizado desactualizados
V|challenge|desafia desafiad desafiais desafiamos desafian desafiar desafias desafieis desafiemos desafien desafies
V|challenged|desafiaba desafiabais desafiabamos desafiaban desafiabas desafiada desafiadas desafiado desafiados desafiara desafiarais desafiaramos desafiaran desafiaras desafiaron desafiase desafiaseis desafiasemos desafiasen desafiases desafiaste desafiasteis desafie desafio
V|challenging|desafiando
D|unfortunately|desafortunadamente lamentablemente
A|unaligned|desalineada desalineadas desalineado desalineados
V|deanonymize|desanonimice desanonimiceis desanonimicemos desanonimicen desanonimices desanonimiza desanonimizad desanonimizais desanonimizamos desanonimizan desanonimizar desanonimizas desanonimizo
V|deanonymized|desanonimizaba desanonimizabais desanonimizabamos desanonimizaban desanonimizabas desanonimizada desanonimizadas desanonimizado desanonimizados desanonimizara desanonimizarais desanonimizaramos desanonimizaran desanonimizaras desanonimizaron desanonimizase desanonimizaseis desanonimizasemos desanonimizasen desanonimizases desanonimizaste desanonimizasteis
V|deanonymizing|desanonimizando
V|disappear|desaparece desapareced desapareceis desaparecemos desaparecen desaparecer desapareces desaparezca desaparezcais desaparezcamos desaparezcan desaparezcas desaparezco
V|disappeared|desapareci desaparecia desapareciais desapareciamos desaparecian desaparecias desaparecida desaparecidas desaparecido desaparecidos desapareciera desaparecierais desaparecieramos desaparecieran desaparecieras desaparecieron desapareciese desaparecieseis desapareciesemos desapareciesen desaparecieses desaparecimos desaparecio desapareciste desaparecisteis
V|disappearing|desapareciendo
V|disarm|desarma desarmad desarmais desarmamos desarman desarmar desarmas desarme desarmeis desarmemos desarmen desarmes desarmo
V|disarmed|desarmaba desarmabais desarmabamos desarmaban desarmabas desarmara desarmarais desarmaramos desarmaran desarmaras desarmaron desarmase desarmaseis desarmasemos desarmasen desarmases desarmaste desarmasteis
A|unarmed|desarmada desarmadas desarmado desarmados
V|disarming|desarmando
V|develop|desarrolla desarrollad desarrollais desarrollamos desarrollan desarrollar desarrollas desarrolle desarrolleis desarrollemos desarrollen desarrolles
V|developed|desarrollaba desarrollabais desarrollabamos desarrollaban desarrollabas desarrollada desarrolladas desarrollado desarrollados desarrollara desarrollarais desarrollaramos desarrollaran desarrollaras desarrollaron desarrollase desarrollaseis desarrollasemos desarrollasen desarrollases desarrollaste desarrollasteis
N|developer|desarrollador desarrolladora
N|developers|desarrolladoras desarrolladores
V|developing|desarrollando
N|development|desarrollo
N|developments|desarrollos
N|disaster|desastre
N|disasters|desastres
V|unleash|desata desatad desatais desatamos desatan desatar desatas desate desateis desatemos desaten desates desato
V|unleashed|desataba desatabais desatabamos desataban desatabas desatada desatadas desatado desatados desatara desatarais desataramos desataran desataras desataron desatase desataseis desatasemos desatasen desatases desataste desatasteis
V|unleashing|desatando
V|disregard|desatendais desatendamos desatendas desatende desatended desatendeis desatendemos desatender desatendes desatienda desatiendan desatiendas desatiende desatienden desatiendes desatiendo desestima desestimad desestimais desestimamos desestiman desestimar desestimas desestime desestimeis desestimemos desestimen desestimes desestimo desoid desoiga desoigais desoigamos desoigan desoigas desoigo desoimos desoir desois desoye desoyen desoyes obvia obviad obviais obviamos obvian obviar obvie obvieis obviemos obvien obvies prescinda prescindais prescindamos prescindan prescindas prescinde prescinden prescindes prescindi prescindid prescindimos prescindir prescindis prescindo
V|disregarded|desatendi desatendia desatendiais desatendiamos desatendian desatendias desatendida desatendidas desatendido desatendidos desatendiera desatendierais desatendieramos desatendieran desatendieras desatendieron desatendiese desatendieseis desatendiesemos desatendiesen desatendieses desatendimos desatendio desatendiste desatendisteis desestimaba desestimabais desestimabamos desestimaban desestimabas desestimada desestimadas desestimado desestimados desestimara desestimarais desestimaramos desestimaran desestimaras desestimaron desestimase desestimaseis desestimasemos desestimasen desestimases desestimaste desestimasteis desoi desoia desoiais desoiamos desoian desoias desoida desoidas desoido desoidos desoiste desoisteis desoyera desoyerais desoyeramos desoyeran desoyeras desoyeron desoyese desoyeseis desoyesemos desoyesen desoyeses desoyo obviaba obviabais obviabamos obviaban obviabas obviada obviadas obviado obviados obviara obviarais obviaramos obviaran obviaras obviaron obviase obviaseis obviasemos obviasen obviases obviaste obviasteis prescindia prescindiais prescindiamos prescindian prescindias prescindida prescindidas prescindido prescindidos prescindiera prescindierais prescindieramos prescindieran prescindieras prescindieron prescindiese prescindieseis prescindiesemos prescindiesen prescindieses prescindio prescindiste prescindisteis
V|disregarding|desatendiendo desestimando desoyendo obviando prescindiendo
A|unauthorized|desautorizada desautorizadas desautorizado desautorizados
V|have breakfast|desayuna desayunad desayunais desayunamos desayunan desayunar desayunas desayune desayuneis desayunemos desayunen desayunes
V|had breakfast|desayunaba desayunabais desayunabamos desayunaban desayunabas desayunada desayunadas desayunado desayunados desayunara desayunarais desayunaramos desayunaran desayunaras desayunaron desayunase desayunaseis desayunasemos desayunasen desayunases desayunaste desayunasteis
V|having breakfast|desayunando
N|breakfast|desayuno
N|breakfasts|desayunos
V|unlock|desbloquea desbloquead desbloqueais desbloqueamos desbloquean desbloquear desbloqueas desbloquee desbloqueeis desbloqueemos desbloqueen desbloquees
V|unlocked|desbloqueaba desbloqueabais desbloqueabamos desbloqueaban desbloqueabas desbloqueara desbloquearais desbloquearamos desbloquearan desbloquearas desbloquearon desbloquease desbloqueaseis desbloqueasemos desbloqueasen desbloqueases desbloqueaste desbloqueasteis
A|unlocked|desbloqueada desbloqueadas desbloqueado desbloqueados
V|unlocking|desbloqueando
N|unlocking|desbloqueo
N|unlockings|desbloqueos
V|rest|descansa descansad descansais descansamos descansan descansar descansas descanse descanseis descansemos descansen descanses descanso
V|rested|descansaba descansabais descansabamos descansaban descansabas descansada descansadas descansado descansados descansara descansarais descansaramos descansaran descansaras descansaron descansase descansaseis descansasemos descansasen descansases descansaste descansasteis
V|resting|descansando
N|download|descarga
N|downloads|descargas
N|disclaimer|descargo
N|disclaimers|descargos
V|discard|descarta descartad descartais descartamos descartan descartar descartas descarte descarteis descartemos descarten descartes descarto desecha desechad desechais desechamos desechan desechar desechas deseche desecheis desechemos desechen deseches desecho
V|discarded|descartaba descartabais descartabamos descartaban descartabas descartada descartadas descartado descartados descartara descartarais descartaramos descartaran descartaras descartaron descartase descartaseis descartasemos descartasen descartases descartaste descartasteis desechaba desechabais desechabamos desechaban desechabas desechada desechadas desechado desechados desechara desecharais desecharamos desecharan desecharas desecharon desechase desechaseis desechasemos desechasen desechases desechaste desechasteis
V|discarding|descartando desechando
V|descend|descendais descendamos descendas descende descended descendeis descendemos descender descendes descienda desciendan desciendas desciende descienden desciendes desciendo
V|descended|descendi descendia descendiais descendiamos descendian descendias descendida descendidas descendido descendidos descendiera descendierais descendieramos descendieran descendieras descendieron descendiese descendieseis descendiesemos descendiesen descendieses descendimos descendio descendiste descendisteis
V|descending|descendiendo
V|decipher|descifra descifrad descifrais desciframos descifran descifrar descifras descifre descifreis descifremos descifren descifres descifro
V|deciphered|descifraba descifrabais descifrabamos descifraban descifrabas descifrada descifradas descifrado descifrados descifrara descifrarais descifraramos descifraran descifraras descifraron descifrase descifraseis descifrasemos descifrasen descifrases descifraste descifrasteis
V|deciphering|descifrando
V|decompress|descomprima descomprimais descomprimamos descompriman descomprimas descomprime descomprimen descomprimes descomprimi descomprimid descomprimimos descomprimir descomprimis descomprimo
V|decompressed|descomprimia descomprimiais descomprimiamos descomprimian descomprimias descomprimida descomprimidas descomprimido descomprimidos descomprimiera descomprimierais descomprimieramos descomprimieran descomprimieras descomprimieron descomprimiese descomprimieseis descomprimiesemos descomprimiesen descomprimieses descomprimio descomprimiste descomprimisteis
V|decompressing|descomprimiendo
V|disconnect|desconecta desconectad desconectais desconectamos desconectan desconectar desconectas desconecte desconecteis desconectemos desconecten desconectes desconecto
V|disconnected|desconectaba desconectabais desconectabamos desconectaban desconectabas desconectada desconectadas desconectado desconectados desconectara desconectarais desconectaramos desconectaran desconectaras desconectaron desconectase desconectaseis desconectasemos desconectasen desconectases desconectaste desconectasteis
V|disconnecting|desconectando
V|distrust|desconfia desconfiad desconfiais desconfiamos desconfian desconfiar desconfias desconfieis desconfiemos desconfien desconfies
V|distrusted|desconfiaba desconfiabais desconfiabamos desconfiaban desconfiabas desconfiada desconfiadas desconfiado desconfiados desconfiara desconfiarais desconfiaramos desconfiaran desconfiaras desconfiaron desconfiase desconfiaseis desconfiasemos desconfiasen desconfiases desconfiaste desconfiasteis desconfie desconfio
V|distrusting|desconfiando
A|unknown|desconocida desconocidas desconocido desconocidos
V|deduct|desconta descontad descontais descontamos descontar descontas desconteis descontemos descontes descuenta descuentan descuentas descuente descuenten descuentes
V|deducted|descontaba descontabais descontabamos descontaban descontabas descontada descontadas descontado descontados descontara descontarais descontaramos descontaran descontaras descontaron descontase descontaseis descontasemos descontasen descontases descontaste descontasteis desconte desconto
V|deducting|descontando
V|describe|describa describais describamos describan describas describe describen describes describi describid describimos describir describis describo
V|described|describia describiais describiamos describian describias describiera describierais describieramos describieran describieras describieron describiese describieseis describiesemos describiesen describieses describio describiste describisteis descrita descritas descrito descritos
V|describing|describiendo
N|description|descripcion
N|descriptions|descripciones
V|discovered|descubierta descubiertas descubierto descubiertos descubria descubriais descubriamos descubrian descubrias descubriera descubrierais descubrieramos descubrieran descubrieras descubrieron descubriese descubrieseis descubriesemos descubriesen descubrieses descubrio descubriste descubristeis
V|discover|descubra descubrais descubramos descubran descubras descubre descubren descubres descubri descubrid descubrimos descubrir descubris descubro
V|discovering|descubriendo
N|discovery|descubrimiento
N|discoveries|descubrimientos
N|discount|descuento rebaja
N|discounts|descuentos rebajas
V|neglect|descuida descuidad descuidais descuidamos descuidan descuidar descuidas descuide descuideis descuidemos descuiden descuides descuido
V|neglected|descuidaba descuidabais descuidabamos descuidaban descuidabas descuidara descuidarais descuidaramos descuidaran descuidaras descuidaron descuidase descuidaseis descuidasemos descuidasen descuidases descuidaste descuidasteis
A|careless|descuidada descuidadas descuidado descuidados
V|neglecting|descuidando
P|from|desde
V|wish|desea desead deseais deseamos desean desear deseas desee deseeis deseemos deseen desees
V|wished|deseaba deseabais deseabamos deseaban deseabas deseada deseadas deseado deseados deseara desearais desearamos desearan desearas desearon desease deseaseis deseasemos deseasen deseases deseaste deseasteis
A|desirable|deseable deseables
D|desirably|deseablemente
V|wishing|deseando
V|disembark|desembarca desembarcad desembarcais desembarcamos desembarcan desembarcar desembarcas desembarco desembarque desembarqueis desembarquemos desembarquen desembarques
V|disembarked|desembarcaba desembarcabais desembarcabamos desembarcaban desembarcabas desembarcada desembarcadas desembarcado desembarcados desembarcara desembarcarais desembarcaramos desembarcaran desembarcaras desembarcaron desembarcase desembarcaseis desembarcasemos desembarcasen desembarcases desembarcaste desembarcasteis
V|disembarking|desembarcando
V|perform|desempena desempenad desempenais desempenamos desempenan desempenar desempenas desempene desempeneis desempenemos desempenen desempenes
V|performed|desempenaba desempenabais desempenabamos desempenaban desempenabas desempenada desempenadas desempenado desempenados desempenara desempenarais desempenaramos desempenaran desempenaras desempenaron desempenase desempenaseis desempenasemos desempenasen desempenases desempenaste desempenasteis
V|performing|desempenando
N|unemployment|desempleo
N|unemployments|desempleos
V|trigger|desencadena desencadenad desencadenais desencadenamos desencadenan desencadenar desencadenas desencadene desencadeneis desencadenemos desencadenen desencadenes desencadeno dispara disparad disparais disparamos disparan disparar disparas dispare dispareis disparemos disparen dispares
V|triggered|desencadenaba desencadenabais desencadenabamos desencadenaban desencadenabas desencadenada desencadenadas desencadenado desencadenados desencadenara desencadenarais desencadenaramos desencadenaran desencadenaras desencadenaron desencadenase desencadenaseis desencadenasemos desencadenasen desencadenases desencadenaste desencadenasteis disparaba disparabais disparabamos disparaban disparabas disparada disparadas disparado disparados disparara dispararais dispararamos dispararan dispararas dispararon disparase disparaseis disparasemos disparasen disparases disparaste disparasteis
V|triggering|desencadenando disparando
V|unplug|desenchufa desenchufad desenchufais desenchufamos desenchufan desenchufar desenchufas desenchufe desenchufeis desenchufemos desenchufen desenchufes desenchufo
V|unplugged|desenchufaba desenchufabais desenchufabamos desenchufaban desenchufabas desenchufada desenchufadas desenchufado desenchufados desenchufara desenchufarais desenchufaramos desenchufaran desenchufaras desenchufaron desenchufase desenchufaseis desenchufasemos desenchufasen desenchufases desenchufaste desenchufasteis
V|unplugging|desenchufando
V|decrypt|desencripta desencriptad desencriptais desencriptamos desencriptan desencriptar desencriptas desencripte desencripteis desencriptemos desencripten desencriptes desencripto
V|decrypted|desencriptaba desencriptabais desencriptabamos desencriptaban desencriptabas desencriptada desencriptadas desencriptado desencriptados desencriptara desencriptarais desencriptaramos desencriptaran desencriptaras desencriptaron desencriptase desencriptaseis desencriptasemos desencriptasen desencriptases desencriptaste desencriptasteis
V|decrypting|desencriptando
A|unbridled|desenfrenada desenfrenadas desenfrenado desenfrenados
V|unwrap|desenvolvais desenvolvamos desenvolvas desenvolve desenvolved desenvolveis desenvolvemos desenvolver desenvolves desenvuelva desenvuelvan desenvuelvas desenvuelve desenvuelven desenvuelves desenvuelvo
V|unwraped|desenvolvi desenvolvia desenvolviais desenvolviamos desenvolvian desenvolvias desenvolviera desenvolvierais desenvolvieramos desenvolvieran desenvolvieras desenvolvieron desenvolviese desenvolvieseis desenvolviesemos desenvolviesen desenvolvieses desenvolvimos desenvolvio desenvolviste desenvolvisteis desenvuelta desenvueltas desenvuelto desenvueltos
V|unwraping|desenvolviendo
N|desire|deseo
N|desires|deseos
A|desperate|desesperada desesperadas desesperado desesperados
D|desperately|desesperadamente
N|embezzlement|desfalco malversacion
N|embezzlements|desfalcos malversaciones
N|misfortune|desgracia
N|misfortunes|desgracias
V|undo|deshace deshaced deshaceis deshacemos deshacen deshacer deshaces deshaga deshagais deshagamos deshagan deshagas deshago deshaz
V|undid|deshacia deshaciais deshaciamos deshacian deshacias deshice deshiciera deshicierais deshicieramos deshicieran deshicieras deshicieron deshiciese deshicieseis deshiciesemos deshiciesen deshicieses deshicimos deshiciste deshicisteis deshizo
V|undoing|deshaciendo
V|undone|deshecha deshechas deshecho deshechos
A|dishonest|deshonesta deshonestas deshonesto deshonestos
N|desert|desierto
N|deserts|desiertos
V|designate|designa designad designais designamos designan designar designas designe designeis designemos designen designes designo
V|designated|designaba designabais designabamos designaban designabas designada designadas designado designados designara designarais designaramos designaran designaras designaron designase designaseis designasemos designasen designases designaste designasteis
V|designating|designando
N|inequality|desigualdad
N|inequalities|desigualdades
N|disinformation|desinformacion
A|uninhibited|desinhibida desinhibidas desinhibido desinhibidos
V|uninstall|desinstala desinstalad desinstalais desinstalamos desinstalan desinstalar desinstalas desinstale desinstaleis desinstalemos desinstalen desinstales desinstalo
V|uninstalled|desinstalaba desinstalabais desinstalabamos desinstalaban desinstalabas desinstalada desinstaladas desinstalado desinstalados desinstalara desinstalarais desinstalaramos desinstalaran desinstalaras desinstalaron desinstalase desinstalaseis desinstalasemos desinstalasen desinstalases desinstalaste desinstalasteis
V|uninstalling|desinstalando
V|give up|desista desistais desistamos desistan desistas desiste desisten desistes desisti desistid desistimos desistir desistis desisto renuncia renunciad renunciais renunciamos renuncian renunciar renuncie renuncieis renunciemos renuncien renuncies renuncio
V|gave up|desistia desistiais desistiamos desistian desistias desistiera desistierais desistieramos desistieran desistieras desistieron desistiese desistieseis desistiesemos desistiesen desistieses desistio desististe desististeis renunciaba renunciabais renunciabamos renunciaban renunciabas renunciara renunciarais renunciaramos renunciaran renunciaras renunciaron renunciase renunciaseis renunciasemos renunciasen renunciases renunciaste renunciasteis
V|given up|desistida desistidas desistido desistidos renunciada renunciadas renunciado renunciados
V|giving up|desistiendo renunciando
V|slide|deslice desliceis deslicemos deslicen deslices desliza deslizad deslizais deslizamos deslizan deslizar deslizas deslizo
V|slid|deslizaba deslizabais deslizabamos deslizaban deslizabas deslizada deslizadas deslizado deslizados deslizara deslizarais deslizaramos deslizaran deslizaras deslizaron deslizase deslizaseis deslizasemos deslizasen deslizases deslizaste deslizasteis
V|sliding|deslizando
V|log out|desloguea desloguead deslogueais deslogueamos desloguean desloguear deslogueas desloguee deslogueeis deslogueemos deslogueen desloguees deslogueo
V|logged out|deslogueaba deslogueabais deslogueabamos deslogueaban deslogueabas deslogueada deslogueadas deslogueado deslogueados deslogueara desloguearais desloguearamos desloguearan desloguearas desloguearon desloguease deslogueaseis deslogueasemos deslogueasen deslogueases deslogueaste deslogueasteis
V|logging out|deslogueando
V|faint|desmaya desmayad desmayais desmayamos desmayan desmayar desmayas desmaye desmayeis desmayemos desmayen desmayes desmayo
V|fainted|desmayaba desmayabais desmayabamos desmayaban desmayabas desmayada desmayadas desmayado desmayados desmayara desmayarais desmayaramos desmayaran desmayaras desmayaron desmayase desmayaseis desmayasemos desmayasen desmayases desmayaste desmayasteis
V|fainting|desmayando
A|naked|desnuda desnudas desnudo desnudos
V|disobey|desobedece desobedeced desobedeceis desobedecemos desobedecen desobedecer desobedeces desobedezca desobedezcais desobedezcamos desobedezcan desobedezcas desobedezco
V|disobeyed|desobedeci desobedecia desobedeciais desobedeciamos desobedecian desobedecias desobedecida desobedecidas desobedecido desobedecidos desobedeciera desobedecierais desobedecieramos desobedecieran desobedecieras desobedecieron desobedeciese desobedecieseis desobedeciesemos desobedeciesen desobedecieses desobedecimos desobedecio desobedeciste desobedecisteis
V|disobeying|desobedeciendo
N|disobedience|desobediencia
N|disobediences|desobediencias
A|disobedient|desobediente desobedientes
D|disobediently|desobedientemente
V|scramble|desordena desordenad desordenais desordenamos desordenan desordenar desordenas desordene desordeneis desordenemos desordenen desordenes desordeno
V|scrambled|desordenaba desordenabais desordenabamos desordenaban desordenabas desordenada desordenadas desordenado desordenados desordenara desordenarais desordenaramos desordenaran desordenaras desordenaron desordenase desordenaseis desordenasemos desordenasen desordenases desordenaste desordenasteis
V|scrambling|desordenando
V|dispatch|despacha despachad despachais despachamos despachan despachar despachas despache despacheis despachemos despachen despaches expedi expedid expedimos expedir expedis expida expidais expidamos expidan expidas expide expiden expides expido
V|dispatched|despachaba despachabais despachabamos despachaban despachabas despachada despachadas despachado despachados despachara despacharais despacharamos despacharan despacharas despacharon despachase despachaseis despachasemos despachasen despachases despachaste despachasteis expedia expediais expediamos expedian expedias expedida expedidas expedido expedidos expediste expedisteis expidiera expidierais expidieramos expidieran expidieras expidieron expidiese expidieseis expidiesemos expidiesen expidieses expidio
V|dispatching|despachando expidiendo
N|office|despacho oficina
N|offices|despachos oficinas
V|dismiss|despedi despedid despedimos despedir despedis despida despidais despidamos despidan despidas despide despiden despides
V|dismissed|despedia despediais despediamos despedian despedias despedida despedidas despedido despedidos despediste despedisteis despidiera despidierais despidieramos despidieran despidieras despidieron despidiese despidieseis despidiesemos despidiesen despidieses despidio
V|take off|despega despegad despegais despegamos despegan despegar despegas despego despegue despegueis despeguemos despeguen despegues
V|took off|despegaba despegabais despegabamos despegaban despegabas despegara despegarais despegaramos despegaran despegaras despegaron despegase despegaseis despegasemos despegasen despegases despegaste despegasteis
V|taken off|despegada despegadas despegado despegados
V|taking off|despegando
V|clear|despeja despejad despejais despejamos despejan despejar despejas despeje despejeis despejemos despejen despejes despejo
V|cleared|despejaba despejabais despejabamos despejaban despejabas despejada despejadas despejado despejados despejara despejarais despejaramos despejaran despejaras despejaron despejase despejaseis despejasemos despejasen despejases despejaste despejasteis
V|clearing|despejando
N|waste|desperdicio residuo
N|wastes|desperdicios residuos
V|wake up|desperta despertad despertais despertamos despertar despertas desperteis despertemos despertes despiertan despierte despierten despiertes
V|woke up|despertaba despertabais despertabamos despertaban despertabas despertara despertarais despertaramos despertaran despertaras despertaron despertase despertaseis despertasemos despertasen despertases despertaste despertasteis desperte desperto
V|woken up|despertada despertadas despertado despertados
V|waking up|despertando
V|dismissing|despidiendo
N|dismissal|despido
N|dismissals|despidos
A|awake|despierta despiertas despierto despiertos
V|shift|desplace desplaceis desplacemos desplacen desplaces desplaza desplazad desplazais desplazamos desplazan desplazar desplazas desplazo
V|shifted|desplazaba desplazabais desplazabamos desplazaban desplazabas desplazada desplazadas desplazado desplazados desplazara desplazarais desplazaramos desplazaran desplazaras desplazaron desplazase desplazaseis desplazasemos desplazasen desplazases desplazaste desplazasteis
V|shifting|desplazando
V|deploy|desplega desplegad desplegais desplegamos desplegar desplegas desplegueis despleguemos desplegues despliega despliegan despliegas despliego despliegue desplieguen despliegues
V|deployed|desplegaba desplegabais desplegabamos desplegaban desplegabas desplegada desplegadas desplegado desplegados desplegara desplegarais desplegaramos desplegaran desplegaras desplegaron desplegase desplegaseis desplegasemos desplegasen desplegases desplegaste desplegasteis desplego desplegue
V|deploying|desplegando
V|despise|desprecia despreciad despreciais despreciamos desprecian despreciar desprecias desprecie desprecieis despreciemos desprecien desprecies desprecio
V|despised|despreciaba despreciabais despreciabamos despreciaban despreciabas despreciada despreciadas despreciado despreciados despreciara despreciarais despreciaramos despreciaran despreciaras despreciaron despreciase despreciaseis despreciasemos despreciasen despreciases despreciaste despreciasteis
V|despising|despreciando
D|after|despues
V|highlight|destaca destacad destacais destacamos destacan destacar destacas destaco destaque destaqueis destaquemos destaquen destaques resalta resaltad resaltais resaltamos resaltan resaltar resaltas resalte resalteis resaltemos resalten resaltes resalto
V|highlighted|destacaba destacabais destacabamos destacaban destacabas destacada destacadas destacado destacados destacara destacarais destacaramos destacaran destacaras destacaron destacase destacaseis destacasemos destacasen destacases destacaste destacasteis resaltaba resaltabais resaltabamos resaltaban resaltabas resaltada resaltadas resaltado resaltados resaltara resaltarais resaltaramos resaltaran resaltaras resaltaron resaltase resaltaseis resaltasemos resaltasen resaltases resaltaste resaltasteis
V|highlighting|destacando resaltando
V|uncover|destapa destapad destapais destapamos destapan destapar destapas destape destapeis destapemos destapen destapes destapo
V|uncovered|destapaba destapabais destapabamos destapaban destapabas destapada destapadas destapado destapados destapara destaparais destaparamos destaparan destaparas destaparon destapase destapaseis destapasemos destapasen destapases destapaste destapasteis
V|uncovering|destapando
V|distill|destila destilad destilais destilamos destilan destilar destilas destile destileis destilemos destilen destiles destilo
V|distilled|destilaba destilabais destilabamos destilaban destilabas destilada destiladas destilado destilados destilara destilarais destilaramos destilaran destilaras destilaron destilase destilaseis destilasemos destilasen destilases destilaste destilasteis
V|distilling|destilando
V|allocate|destina destinad destinais destinamos destinan destinar destinas destine destineis destinemos destinen destines
V|allocated|destinaba destinabais destinabamos destinaban destinabas destinada destinadas destinado destinados destinara destinarais destinaramos destinaran destinaras destinaron destinase destinaseis destinasemos destinasen destinases destinaste destinasteis
V|allocating|destinando
N|recipient|destinataria destinatario
N|recipients|destinatarias destinatarios
N|destination|destino
N|destinations|destinos
N|destruction|destruccion
N|destructions|destrucciones
A|destructive|destructiva destructivas destructivo destructivos
D|destructively|destructivamente
V|destroy|destrui destruid destruimos destruir destruis destruya destruyais destruyamos destruyan destruyas destruye destruyen destruyes destruyo
V|destroyed|destruia destruiais destruiamos destruian destruias destruida destruidas destruido destruidos destruiste destruisteis destruyera destruyerais destruyeramos destruyeran destruyeras destruyeron destruyese destruyeseis destruyesemos destruyesen destruyeses
V|destroying|destruyendo
V|unsubscribe|desuscriba desuscribais desuscribamos desuscriban desuscribas desuscribe desuscriben desuscribes desuscribi desuscribid desuscribimos desuscribir desuscribis desuscribo
V|unsubscribed|desuscribia desuscribiais desuscribiamos desuscribian desuscribias desuscribiera desuscribierais desuscribieramos desuscribieran desuscribieras desuscribieron desuscribiese desuscribieseis desuscribiesemos desuscribiesen desuscribieses desuscribio desuscribiste desuscribisteis desuscrita desuscritas desuscrito desuscritos
V|unsubscribing|desuscribiendo
V|reveal|desvela desvelad desvelais desvelamos desvelan desvelar desvelas desvele desveleis desvelemos desvelen desveles desvelo devela develad develais develamos develan develar develas devele develeis develemos develen develes develo revela revelad revelais revelamos revelan revelar revelas revele reveleis revelemos revelen reveles revelo
V|revealed|desvelaba desvelabais desvelabamos desvelaban desvelabas desvelada desveladas desvelado desvelados desvelara desvelarais desvelaramos desvelaran desvelaras desvelaron desvelase desvelaseis desvelasemos desvelasen desvelases desvelaste desvelasteis develaba develabais develabamos develaban develabas develada develadas develado develados develara develarais develaramos develaran develaras develaron develase develaseis develasemos develasen develases develaste develasteis revelaba revelabais revelabamos revelaban revelabas revelara revelarais revelaramos revelaran revelaras revelaron revelase revelaseis revelasemos revelasen revelases revelaste revelasteis
V|revealing|desvelando develando revelando
N|disadvantage|desventaja
N|disadvantages|desventajas
V|divert|desvia desviad desviais desviamos desvian desviar desvias desvieis desviemos desvien desvies
V|diverted|desviaba desviabais desviabamos desviaban desviabas desviada desviadas desviado desviados desviara desviarais desviaramos desviaran desviaras desviaron desviase desviaseis desviasemos desviasen desviases desviaste desviasteis desvie desvio
V|diverting|desviando
V|detail|detalla detallad detallais detallamos detallan detallar detallas detalleis detallemos detallen detallo pormenorice pormenoriceis pormenoricemos pormenoricen pormenorices pormenoriza pormenorizad pormenorizais pormenorizamos pormenorizan pormenorizar pormenorizas pormenorizo
V|detailed|detallaba detallabais detallabamos detallaban detallabas detallara detallarais detallaramos detallaran detallaras detallaron detallase detallaseis detallasemos detallasen detallases detallaste detallasteis pormenorizaba pormenorizabais pormenorizabamos pormenorizaban pormenorizabas pormenorizada pormenorizadas pormenorizado pormenorizados pormenorizara pormenorizarais pormenorizaramos pormenorizaran pormenorizaras pormenorizaron pormenorizase pormenorizaseis pormenorizasemos pormenorizasen pormenorizases pormenorizaste pormenorizasteis
A|detailed|detallada detalladas detallado detallados
D|detailedly|detalladamente
V|detailing|detallando pormenorizando
N|detail|detalle
N|details|detalles
N|detection|deteccion
N|detections|detecciones
V|detect|detecta detectad detectais detectamos detectan detectar detectas detecte detecteis detectemos detecten detectes detecto
V|detected|detectaba detectabais detectabamos detectaban detectabas detectada detectadas detectado detectados detectara detectarais detectaramos detectaran detectaras detectaron detectase detectaseis detectasemos detectasen detectases detectaste detectasteis
V|detecting|detectando
N|detective|detective
N|detectives|detectives
N|detector|detector
N|detectors|detectores
N|deterioration|deterioro
N|deteriorations|deterioros
V|determine|determina determinad determinais determinamos determinan determinar determinas determine determineis determinemos determinen determines determino
V|determined|determinaba determinabais determinabamos determinaban determinabas determinada determinadas determinado determinados determinara determinarais determinaramos determinaran determinaras determinaron determinase determinaseis determinasemos determinasen determinases determinaste determinasteis
V|determining|determinando
V|detonate|detona detonad detonais detonamos detonan detonar detonas detone detoneis detonemos detonen detones detono
V|detonated|detonaba detonabais detonabamos detonaban detonabas detonada detonadas detonado detonados detonara detonarais detonaramos detonaran detonaras detonaron detonase detonaseis detonasemos detonasen detonases detonaste detonasteis
N|detonator|detonador
N|detonators|detonadores
V|detonating|detonando
D|behind|detras
N|debt|deuda
N|debts|deudas
N|debtor|deudor deudora
N|debtors|deudoras deudores
V|become|deven devenga devengais devengamos devengan devengas devengo deveni devenid devenida devenidas devenido devenidos devenimos devenir devenis deviene devienen devienes
V|became|devenia deveniais deveniamos devenian devenias devine deviniera devinierais devinieramos devinieran devinieras devinieron deviniese devinieseis deviniesemos deviniesen devinieses devinimos deviniste devinisteis devino
V|becoming|deviniendo
N|return|devolucion
N|returns|devoluciones
V|return|devolvais devolvamos devolvas devolve devolved devolveis devolvemos devolver devolves devuelva devuelvan devuelvas devuelve devuelven devuelves devuelvo regresa regresad regresais regresamos regresan regresar regresas regrese regreseis regresemos regresen regreses regreso volvais volvamos volvas volve volved volveis volvemos volver volves vuelva vuelvan vuelvas vuelve vuelven vuelves vuelvo
V|returned|devolvi devolvia devolviais devolviamos devolvian devolvias devolviera devolvierais devolvieramos devolvieran devolvieras devolvieron devolviese devolvieseis devolviesemos devolviesen devolvieses devolvimos devolvio devolviste devolvisteis devuelta devueltas devuelto devueltos regresaba regresabais regresabamos regresaban regresabas regresada regresadas regresado regresados regresara regresarais regresaramos regresaran regresaras regresaron regresase regresaseis regresasemos regresasen regresases regresaste regresasteis volvi volvia volviais volviamos volvian volvias volviera volvierais volvieramos volvieran volvieras volvieron volviese volvieseis volviesemos volviesen volvieses volvimos volvio volviste volvisteis vuelta vueltas vuelto vueltos
V|returning|devolviendo regresando volviendo
N|day|dia
N|diabetes|diabetes
N|devil|diablo
N|devils|diablos
V|diagnose|diagnostica diagnosticad diagnosticais diagnosticamos diagnostican diagnosticar diagnosticas diagnostique diagnostiqueis diagnostiquemos diagnostiquen diagnostiques
V|diagnosed|diagnosticaba diagnosticabais diagnosticabamos diagnosticaban diagnosticabas diagnosticada diagnosticadas diagnosticado diagnosticados diagnosticara diagnosticarais diagnosticaramos diagnosticaran diagnosticaras diagnosticaron diagnosticase diagnosticaseis diagnosticasemos diagnosticasen diagnosticases diagnosticaste diagnosticasteis
V|diagnosing|diagnosticando
N|diagnosis|diagnostico
N|diagnoses|diagnosticos
N|dialogue|dialogo
N|dialogues|dialogos
N|slide|diapositiva
N|slides|diapositivas
A|daily|diaria diarias diario diarios
D|daily|diariamente
N|diarrhea|diarrea
N|diarrheas|diarreas
N|days|dias
V|draw|dibuja dibujad dibujais dibujamos dibujan dibujar dibujas dibuje dibujeis dibujemos dibujen dibujes
V|drew|dibujaba dibujabais dibujabamos dibujaban dibujabas dibujara dibujarais dibujaramos dibujaran dibujaras dibujaron dibujase dibujaseis dibujasemos dibujasen dibujases dibujaste dibujasteis
V|drawn|dibujada dibujadas dibujado dibujados
V|drawing|dibujando
N|drawing|dibujo
N|drawings|dibujos
P|said|dicha dichas dicho dichos
N|december|diciembre
V|saying|diciendo
V|dictate|dicta dictad dictais dictamos dictan dictar dictas dicte dicteis dictemos dicten dictes dicto
V|dictated|dictaba dictabais dictabamos dictaban dictabas dictada dictadas dictado dictados dictara dictarais dictaramos dictaran dictaras dictaron dictase dictaseis dictasemos dictasen dictases dictaste dictasteis
N|dictatorship|dictadura
N|dictatorships|dictaduras
V|dictating|dictando
P|nineteen|diecinueve
P|eighteen|dieciocho
P|sixteen|dieciseis
P|seventeen|diecisiete
N|tooth|diente
N|teeth|dientes
N|diet|dieta
N|diets|dietas
P|ten|diez
N|defamation|difamacion
N|defamations|difamaciones
V|differentiate|diferencia diferenciad diferenciais diferenciamos diferencian diferenciar diferencias diferencie diferencieis diferenciemos diferencien diferencies diferencio
V|differentiated|diferenciaba diferenciabais diferenciabamos diferenciaban diferenciabas diferenciada diferenciadas diferenciado diferenciados diferenciara diferenciarais diferenciaramos diferenciaran diferenciaras diferenciaron diferenciase diferenciaseis diferenciasemos diferenciasen diferenciases diferenciaste diferenciasteis
V|differentiating|diferenciando
A|different|diferente diferentes distinta distintas distinto distintos
D|differently|diferentemente
A|deferred|diferida diferidas diferido diferidos
A|difficult|dificil dificiles
D|hardly|dificilmente
V|hinder|dificulta dificultais dificultamos dificultan dificultar dificultas dificulte dificulteis dificultemos dificulten dificultes dificulto obstaculice obstaculiceis obstaculicemos obstaculicen obstaculices obstaculiza obstaculizad obstaculizais obstaculizamos obstaculizan obstaculizar obstaculizas obstaculizo
V|hindered|dificultaba dificultabais dificultabamos dificultaban dificultabas dificultada dificultadas dificultado dificultados dificultara dificultarais dificultaramos dificultaran dificultaras dificultaron dificultase dificultaseis dificultasemos dificultasen dificultases dificultaste dificultasteis obstaculizaba obstaculizabais obstaculizabamos obstaculizaban obstaculizabas obstaculizada obstaculizadas obstaculizado obstaculizados obstaculizara obstaculizarais obstaculizaramos obstaculizaran obstaculizaras obstaculizaron obstaculizase obstaculizaseis obstaculizasemos obstaculizasen obstaculizases obstaculizaste obstaculizasteis
N|difficulty|dificultad
N|difficulties|dificultades
V|hindering|dificultando obstaculizando
V|spread|difunda difundais difundamos difundan difundas difunde difunden difundes difundi difundia difundiais difundiamos difundian difundias difundid difundida difundidas difundido difundidos difundiera difundierais difundieramos difundieran difundieras difundieron difundiese difundieseis difundiesemos difundiesen difundieses difundimos difundio difundir difundis difundiste difundisteis difundo propaga propagaba propagabais propagabamos propagaban propagabas propagad propagada propagadas propagado propagados propagais propagamos propagan propagar propagara propagarais propagaramos propagaran propagaras propagaron propagas propagase propagaseis propagasemos propagasen propagases propagaste propagasteis propago propague propagueis propaguemos propaguen propagues viralice viraliceis viralicemos viralicen viralices viraliza viralizaba viralizabais viralizabamos viralizaban viralizabas viralizad viralizada viralizadas viralizado viralizados viralizais viralizamos viralizan viralizar viralizara viralizarais viralizaramos viralizaran viralizaras viralizaron viralizas viralizase viralizaseis viralizasemos viralizasen viralizases viralizaste viralizasteis viralizo
V|spreading|difundiendo propagando viralizando
A|digital|digital digitales
N|digit|digito
N|digits|digitos
A|worthy|digna dignas digno dignos
D|worthily|dignamente
N|dignity|dignidad
N|dignities|dignidades
N|dimension|dimension
N|dimensions|dimensiones
A|tiny|diminuta diminutas diminuto diminutos
N|resignation|dimision
N|resignations|dimisiones renuncias
V|resign|dimita dimitais dimitamos dimitan dimitas dimite dimiten dimites dimiti dimitid dimitimos dimitir dimitis dimito
V|resigned|dimitia dimitiais dimitiamos dimitian dimitias dimitida dimitidas dimitido dimitidos dimitiera dimitierais dimitieramos dimitieran dimitieras dimitieron dimitiese dimitieseis dimitiesemos dimitiesen dimitieses dimitio dimitiste dimitisteis
V|resigning|dimitiendo
N|money|dinero
N|god|dios
N|gods|dioses
N|diploma|diploma
N|diplomas|diplomas
N|deputy|diputada diputado
N|deputies|diputadas diputados
N|address|direccion domicilio
N|addresses|direcciones domicilios
A|direct|directa directas directo directos
D|directly|directamente
N|directive|directiva
N|directives|directivas
N|executive|directivo ejecutiva ejecutivo
N|executives|directivos ejecutivas ejecutivos
N|director|director directora
N|directors|directoras directores
N|directory|directorio
N|directories|directorios
N|guidelines|directrices lineamientos pautas
N|guideline|directriz lineamiento pauta
V|direct|dirige dirigen diriges dirigi dirigid dirigimos dirigir dirigis dirija dirijais dirijamos dirijan dirijas dirijo
V|directed|dirigia dirigiais dirigiamos dirigian dirigias dirigiera dirigierais dirigieramos dirigieran dirigieras dirigieron dirigiese dirigieseis dirigiesemos dirigiesen dirigieses dirigio dirigiste dirigisteis
V|directing|dirigiendo
N|disability|discapacidad incapacidad
N|disabilities|discapacidades incapacidades
N|discipline|disciplina
N|disciplines|disciplinas
N|disk|disco
N|disks|discos
A|discreet|discreta discretas discreto discretos
D|discreetly|discretamente
V|discriminate|discrimina discriminad discriminais discriminamos discriminan discriminar discriminas discrimine discrimineis discriminemos discriminen discrimines discrimino
V|discriminated|discriminaba discriminabais discriminabamos discriminaban discriminabas discriminada discriminadas discriminado discriminados discriminara discriminarais discriminaramos discriminaran discriminaras discriminaron discriminase discriminaseis discriminasemos discriminasen discriminases discriminaste discriminasteis
N|discrimination|discriminacion
N|discriminations|discriminaciones
V|discriminating|discriminando
P|sorry|disculpa perdon
V|apologized|disculpaba disculpabais disculpabamos disculpaban disculpabas disculpada disculpadas disculpado disculpados disculpara disculparais disculparamos disculparan disculparas disculparon disculpase disculpaseis disculpasemos disculpasen disculpases disculpaste disculpasteis
V|apologize|disculpad disculpais disculpamos disculpan disculpar disculpas disculpeis disculpemos disculpen disculpes disculpo
V|apologizing|disculpando
P|excuse me|disculpe
N|speech|discurso
N|speeches|discursos
N|discussion|discusion
N|discussions|discusiones
V|discuss|discuta discutais discutamos discutan discutas discute discuten discutes discuti discutid discutimos discutir discutis discuto
V|discussed|discutia discutiais discutiamos discutian discutias discutida discutidas discutido discutidos discutiera discutierais discutieramos discutieran discutieras discutieron discutiese discutieseis discutiesemos discutiesen discutieses discutio discutiste discutisteis
V|discussing|discutiendo
V|design|disena disenad disenais disenamos disenan disenar disenas disene diseneis disenemos disenen disenes
V|designed|disenaba disenabais disenabamos disenaban disenabas disenada disenadas disenado disenados disenara disenarais disenaramos disenaran disenaras disenaron disenase disenaseis disenasemos disenasen disenases disenaste disenasteis
V|designing|disenando
N|design|diseno
N|designs|disenos
N|dissertation|disertacion
N|dissertations|disertaciones
N|disguises|disfraces
N|disguise|disfraz
V|enjoy|disfruta disfrutad disfrutais disfrutamos disfrutan disfrutar disfrutas disfrute disfruteis disfrutemos disfruten disfrutes disfruto goce goceis gocemos gocen goces goza gozad gozais gozamos gozan gozar gozas gozo
V|enjoyed|disfrutaba disfrutabais disfrutabamos disfrutaban disfrutabas disfrutada disfrutadas disfrutado disfrutados disfrutara disfrutarais disfrutaramos disfrutaran disfrutaras disfrutaron disfrutase disfrutaseis disfrutasemos disfrutasen disfrutases disfrutaste disfrutasteis gozaba gozabais gozabamos gozaban gozabas gozada gozadas gozado gozados gozara gozarais gozaramos gozaran gozaras gozaron gozase gozaseis gozasemos gozasen gozases gozaste gozasteis
V|enjoying|disfrutando gozando
V|decrease|disminui disminuid disminuimos disminuir disminuis disminuya disminuyais disminuyamos disminuyan disminuyas disminuye disminuyen disminuyes disminuyo
V|decreased|disminuia disminuiais disminuiamos disminuian disminuias disminuida disminuidas disminuido disminuidos disminuiste disminuisteis disminuyera disminuyerais disminuyeramos disminuyeran disminuyeras disminuyeron disminuyese disminuyeseis disminuyesemos disminuyesen disminuyeses
V|decreasing|disminuyendo
V|dissolve|disolvais disolvamos disolvas disolve disolved disolveis disolvemos disolver disolves disuelva disuelvan disuelvas disuelve disuelven disuelves disuelvo
N|solvent|disolvente
N|solvents|disolventes
V|dissolved|disolvi disolvia disolviais disolviamos disolvian disolvias disolviera disolvierais disolvieramos disolvieran disolvieras disolvieron disolviese disolvieseis disolviesemos disolviesen disolvieses disolvimos disolvio disolviste disolvisteis disuelta disueltas disuelto disueltos
V|dissolving|disolviendo
N|shot|disparo
N|shots|disparos
N|waiver|dispensa
N|waivers|dispensas
V|have|dispon dispone disponed disponeis disponemos disponen disponer dispones disponga dispongais dispongamos dispongan dispongas dispongo haber han haya hayais hayamos hayan hayas ten tene tened tener tenga tengais tengamos tengan tengas tiene tienen
V|had|disponia disponiais disponiamos disponian disponias dispuse dispusiera dispusierais dispusieramos dispusieran dispusieras dispusieron dispusiese dispusieseis dispusiesemos dispusiesen dispusieses dispusimos dispusiste dispusisteis dispuso habia habiais habiamos habian habido hube hubiera hubierais hubieramos hubieran hubieras hubieron hubiese hubieseis hubiesemos hubiesen hubieses hubimos hubiste hubisteis tenia teniais teniamos tenian tenida tenidas tenido tenidos tuve tuviera tuvierais tuvieramos tuvieran tuvieras tuvieron tuviese tuvieseis tuviesemos tuviesen tuvieses tuvimos tuviste tuvisteis tuvo
A|available|disponible disponibles
D|availably|disponiblemente
V|having|disponiendo habiendo teniendo
N|disposal|disposicion
N|disposals|disposiciones
A|willing|dispuesta dispuestas dispuesto dispuestos
N|distance|distancia
N|distances|distancias
V|distinguish|distinga distingais distingamos distingan distingas distingo distingue distinguen distingues distingui distinguid distinguimos distinguir distinguis
V|distinguished|distinguia distinguiais distinguiamos distinguian distinguias distinguida distinguidas distinguido distinguidos distinguiera distinguierais distinguieramos distinguieran distinguieras distinguieron distinguiese distinguieseis distinguiesemos distinguiesen distinguieses distinguio distinguiste distinguisteis
V|distinguishing|distinguiendo
V|distract|distrae distraed distraeis distraemos distraen distraer distraes distraiga distraigais distraigamos distraigan distraigas distraigo
V|distracted|distraia distraiais distraiamos distraian distraias distraida distraidas distraido distraidos distraje distrajera distrajerais distrajeramos distrajeran distrajeras distrajeron distrajese distrajeseis distrajesemos distrajesen distrajeses distrajimos distrajiste distrajisteis distrajo
V|distracting|distrayendo
N|distribution|distribucion
N|distributions|distribuciones
V|distribute|distribui distribuid distribuimos distribuir distribuis distribuya distribuyais distribuyamos distribuyan distribuyas distribuye distribuyen distribuyes distribuyo reparta repartais repartamos repartan repartas reparte reparten repartes reparti repartid repartimos repartir repartis reparto
V|distributed|distribuia distribuiais distribuiamos distribuian distribuias distribuida distribuidas distribuido distribuidos distribuiste distribuisteis distribuyera distribuyerais distribuyeramos distribuyeran distribuyeras distribuyeron distribuyese distribuyeseis distribuyesemos distribuyesen distribuyeses repartia repartiais repartiamos repartian repartias repartida repartidas repartido repartidos repartiera repartierais repartieramos repartieran repartieras repartieron repartiese repartieseis repartiesemos repartiesen repartieses repartio repartiste repartisteis
V|distributing|distribuyendo repartiendo
A|diverse|diversa diversas diverso diversos
D|diversely|diversamente
N|diversity|diversidad
N|diversities|diversidades
N|fun|diversion
N|funs|diversiones
V|amuse|diverti divertid divertimos divertir divertis divierta diviertan diviertas divierte divierten diviertes divierto divirtais divirtamos divirtas
V|amused|divertia divertiais divertiamos divertian divertias divertiste divertisteis divirtiera divirtierais divirtieramos divirtieran divirtieras divirtieron divirtiese divirtieseis divirtiesemos divirtiesen divirtieses divirtio
A|fun|divertida divertidas divertido divertidos
V|split|divida dividais dividamos dividan dividas divide dividen divides dividi dividia dividiais dividiamos dividian dividias dividid dividida divididas dividido divididos dividiera dividierais dividieramos dividieran dividieras dividieron dividiese dividieseis dividiesemos dividiesen dividieses dividimos dividio dividir dividis dividiste dividisteis divido
V|splitting|dividiendo
A|divine|divina divinas divino divinos
D|divinely|divinamente
V|amusing|divirtiendo
N|currency|divisa moneda
N|currencies|divisas monedas
N|division|division
N|divisions|divisiones
V|divorce|divorcia divorciad divorciais divorciamos divorcian divorciar divorcias divorcie divorcieis divorciemos divorcien divorcies divorcio
V|divorced|divorciaba divorciabais divorciabamos divorciaban divorciabas divorciada divorciadas divorciado divorciados divorciara divorciarais divorciaramos divorciaran divorciaras divorciaron divorciase divorciaseis divorciasemos divorciasen divorciases divorciaste divorciasteis
V|divorcing|divorciando
V|disclose|divulga divulgad divulgais divulgamos divulgan divulgar divulgas divulgo divulgue divulgueis divulguemos divulguen divulgues
V|disclosed|divulgaba divulgabais divulgabamos divulgaban divulgabas divulgara divulgarais divulgaramos divulgaran divulgaras divulgaron divulgase divulgaseis divulgasemos divulgasen divulgases divulgaste divulgasteis
N|disclosure|divulgacion revelacion
N|disclosures|divulgaciones revelaciones
A|disclosed|divulgada divulgadas divulgado divulgados
V|disclosing|divulgando
N|id|dni
N|dns|dns
V|fold|dobla doblad doblais doblamos doblan doblar doblas dobleis doblemos doblen doblo
V|folded|doblaba doblabais doblabamos doblaban doblabas doblada dobladas doblado doblados doblara doblarais doblaramos doblaran doblaras doblaron doblase doblaseis doblasemos doblasen doblases doblaste doblasteis
V|folding|doblando
N|double|doble
N|doubles|dobles
P|twelve|doce
N|docker|docker
N|doctor|doctor doctora
N|doctors|doctoras doctores
N|doctrine|doctrina
N|doctrines|doctrinas
N|documentation|documentacion
N|document|documento
N|documents|documentos
V|hurt|dolais dolamos dolas dole doled doleis dolemos doler doles doli dolia doliais doliamos dolian dolias dolida dolidas dolido dolidos doliera dolierais dolieramos dolieran dolieras dolieron doliese dolieseis doliesemos doliesen dolieses dolimos dolio doliste dolisteis duela duelan duelas duele duelen dueles duelo heri heria heriais heriamos herian herias herid herido heridos herimos herir heris heriste heristeis hiera hieran hieras hiere hieren hieres hiero hirais hiramos hiras hiriera hirierais hirieramos hirieran hirieras hirieron hiriese hirieseis hiriesemos hiriesen hirieses hirio lastima lastimaba lastimabais lastimabamos lastimaban lastimabas lastimad lastimada lastimadas lastimado lastimados lastimais lastimamos lastiman lastimar lastimara lastimarais lastimaramos lastimaran lastimaras lastimaron lastimas lastimase lastimaseis lastimasemos lastimasen lastimases lastimaste lastimasteis lastime lastimeis lastimemos lastimen lastimes lastimo
N|dollar|dolar
N|dollars|dolares
V|hurting|doliendo hiriendo lastimando
N|pain|dolor
N|pains|dolores
A|painful|dolorosa dolorosas doloroso dolorosos
D|painfully|dolorosamente
A|domestic|domestica domesticas domestico domesticos
V|direct debit|domicilia domiciliad domiciliais domiciliamos domicilian domiciliar domicilias domicilie domicilieis domiciliemos domicilien domicilies
V|directed debit|domiciliaba domiciliabais domiciliabamos domiciliaban domiciliabas domiciliada domiciliadas domiciliado domiciliados domiciliara domiciliarais domiciliaramos domiciliaran domiciliaras domiciliaron domiciliase domiciliaseis domiciliasemos domiciliasen domiciliases domiciliaste domiciliasteis
V|directing debit|domiciliando
V|dominate|domina dominad dominais dominamos dominan dominar dominas domine domineis dominemos dominen domines domino
V|dominated|dominaba dominabais dominabamos dominaban dominabas dominada dominadas dominado dominados dominara dominarais dominaramos dominaran dominaras dominaron dominase dominaseis dominasemos dominasen dominases dominaste dominasteis
V|dominating|dominando
N|sunday|domingo
N|sundays|domingos
N|domain|dominio
N|domains|dominios
N|mr|don senor sr
N|mrs|dona senora sra
V|donated|donaba donabais donabamos donaban donabas donada donadas donado donados donara donarais donaramos donaran donaras donaron donase donaseis donasemos donasen donases donaste donasteis
N|donation|donacion
N|donations|donaciones
V|donate|donad donais donamos donan donar donas done doneis donemos donen dones dono
V|donating|donando
P|wherever|dondequiera
A|golden|dorada doradas dorado dorados
V|sleep|dormi dormid dormimos dormir dormis duerma duerman duermas duerme duermen duermes duermo durmais durmamos durmas
V|slept|dormia dormiais dormiamos dormian dormias dormiste dormisteis durmiera durmierais durmieramos durmieran durmieras durmieron durmiese durmieseis durmiesemos durmiesen durmieses durmio
A|asleep|dormida dormidas dormido dormidos
N|bedroom|dormitorio
N|bedrooms|dormitorios
P|two|dos
P|two hundred|doscientas doscientos
V|dose|dosifica dosificad dosificais dosificamos dosifican dosificar dosificas dosifico dosifique dosifiqueis dosifiquemos dosifiquen dosifiques
V|dosed|dosificaba dosificabais dosificabamos dosificaban dosificabas dosificada dosificadas dosificado dosificados dosificara dosificarais dosificaramos dosificaran dosificaras dosificaron dosificase dosificaseis dosificasemos dosificasen dosificases dosificaste dosificasteis
V|dosing|dosificando
N|dose|dosis
N|dossier|dossier
N|dossiers|dossiers
V|dox|doxea doxead doxeais doxeamos doxean doxear doxeas doxee doxeeis doxeemos doxeen doxees doxeo doxxea doxxead doxxeais doxxeamos doxxean doxxear doxxeas doxxee doxxeeis doxxeemos doxxeen doxxees doxxeo
V|doxed|doxeaba doxeabais doxeabamos doxeaban doxeabas doxeada doxeadas doxeado doxeados doxeara doxearais doxearamos doxearan doxearas doxearon doxease doxeaseis doxeasemos doxeasen doxeases doxeaste doxeasteis doxxeaba doxxeabais doxxeabamos doxxeaban doxxeabas doxxeada doxxeadas doxxeado doxxeados doxxeara doxxearais doxxearamos doxxearan doxxearas doxxearon doxxease doxxeaseis doxxeasemos doxxeasen doxxeases doxxeaste doxxeasteis
V|doxing|doxeando doxxeando
A|dramatic|dramatica dramaticas dramatico dramaticos
D|dramatically|dramaticamente
N|playwright|dramaturga dramaturgo
N|playwrights|dramaturgas dramaturgos
N|drug|droga farmaco
V|drugged|drogaba drogabais drogabamos drogaban drogabas drogada drogadas drogado drogados drogara drogarais drogaramos drogaran drogaras drogaron drogase drogaseis drogasemos drogasen drogases drogaste drogasteis
V|drug|drogad drogais drogamos drogan drogar drogo drogue drogueis droguemos droguen drogues
V|drugging|drogando
N|drugs|drogas farmacos
N|shower|ducha
V|showered|duchaba duchabais duchabamos duchaban duchabas duchada duchadas duchado duchados duchara ducharais ducharamos ducharan ducharas ducharon duchase duchaseis duchasemos duchasen duchases duchaste duchasteis
V|shower|duchad duchais duchamos duchan duchar duche ducheis duchemos duchen duches ducho
V|showering|duchando
N|showers|duchas
N|doubt|duda
V|doubted|dudaba dudabais dudabamos dudaban dudabas dudada dudadas dudado dudados dudara dudarais dudaramos dudaran dudaras dudaron dudase dudaseis dudasemos dudasen dudases dudaste dudasteis
V|doubt|dudad dudais dudamos dudan dudar dude dudeis dudemos duden dudes dudo
V|doubting|dudando
N|doubts|dudas
N|owner|duena dueno propietaria propietario
N|owners|duenas duenos propietarias propietarios
A|sweet|dulce dulces
V|duplicate|duplica duplicad duplicais duplicamos duplican duplicar duplicas duplico duplique dupliqueis dupliquemos dupliquen dupliques
V|duplicated|duplicaba duplicabais duplicabamos duplicaban duplicabas duplicada duplicadas duplicado duplicados duplicara duplicarais duplicaramos duplicaran duplicaras duplicaron duplicase duplicaseis duplicasemos duplicasen duplicases duplicaste duplicasteis
V|duplicating|duplicando
A|hard|dura duras duro duros
V|lasted|duraba durabais durabamos duraban durabas durada duradas durado durados durara durarais duraramos duraran duraras duraron durase duraseis durasemos durasen durases duraste durasteis
N|duration|duracion
N|durations|duraciones
V|last|durad durais duramos duran durar dure dureis duremos duren dures
A|durable|duradera duraderas duradero duraderos
D|durably|duraderamente
V|lasting|durando
P|during|durante
V|sleeping|durmiendo
P|and|e y
N|echo|eco
A|ecological|ecologica ecologicas ecologico ecologicos
D|ecologically|ecologicamente
N|economy|economia
N|economies|economias
A|economic|economica economicas economico economicos
N|echoes|ecos
N|age|edad
N|ages|edades
N|edition|edicion
N|editions|ediciones
N|building|edificio
N|buildings|edificios
V|edit|edita editad editais editamos editan editar editas edite editeis editemos editen edites edito
V|edited|editaba editabais editabamos editaban editabas editada editadas editado editados editara editarais editaramos editaran editaras editaron editase editaseis editasemos editasen editases editaste editasteis
V|editing|editando
N|editor|editor editora
N|editors|editoras editores
N|publisher|editorial
N|publishers|editoriales
V|educate|educa educad educais educamos educan educar educas educo eduque eduqueis eduquemos eduquen eduques
V|educated|educaba educabais educabamos educaban educabas educara educarais educaramos educaran educaras educaron educase educaseis educasemos educasen educases educaste educasteis
N|education|educacion
N|educations|educaciones
V|educating|educando
A|educational|educativa educativas educativo educativos
D|educationally|educativamente
N|cash|efectivo
N|effect|efecto
N|effects|efectos
V|carry out|efectua efectuad efectuais efectuamos efectuan efectuar efectuas efectueis efectuemos efectuen efectues realice realiceis realicemos realicen realices realiza realizad realizais realizamos realizan realizar realizas realizo
V|carried out|efectuaba efectuabais efectuabamos efectuaban efectuabas efectuada efectuadas efectuado efectuados efectuara efectuarais efectuaramos efectuaran efectuaras efectuaron efectuase efectuaseis efectuasemos efectuasen efectuases efectuaste efectuasteis efectue efectuo realizaba realizabais realizabamos realizaban realizabas realizada realizadas realizado realizados realizara realizarais realizaramos realizaran realizaras realizaron realizase realizaseis realizasemos realizasen realizases realizaste realizasteis
V|carrying out|efectuando realizando
A|effective|eficaces eficaz
N|effectiveness|eficacia
N|effectivenesses|eficacias
D|effectively|eficazmente
N|efficiency|eficiencia
N|efficiencies|eficiencias
A|efficient|eficiente eficientes
D|efficiently|eficientemente
N|ego|ego
A|selfish|egoista egoistas
D|selfishly|egoistamente
N|egos|egos
P|hey|eh ey hey oiga
N|execution|ejecucion
N|executions|ejecuciones
V|execute|ejecuta ejecutad ejecutais ejecutamos ejecutan ejecutar ejecutas ejecute ejecuteis ejecutemos ejecuten ejecutes ejecuto
V|executed|ejecutaba ejecutabais ejecutabamos ejecutaban ejecutabas ejecutada ejecutadas ejecutado ejecutados ejecutara ejecutarais ejecutaramos ejecutaran ejecutaras ejecutaron ejecutase ejecutaseis ejecutasemos ejecutasen ejecutases ejecutaste ejecutasteis
V|executing|ejecutando
V|exemplify|ejemplifica ejemplificad ejemplificais ejemplificamos ejemplifican ejemplificar ejemplificas ejemplifico ejemplifique ejemplifiqueis ejemplifiquemos ejemplifiquen ejemplifiques
V|exemplified|ejemplificaba ejemplificabais ejemplificabamos ejemplificaban ejemplificabas ejemplificada ejemplificadas ejemplificado ejemplificados ejemplificara ejemplificarais ejemplificaramos ejemplificaran ejemplificaras ejemplificaron ejemplificase ejemplificaseis ejemplificasemos ejemplificasen ejemplificases ejemplificaste ejemplificasteis
V|exemplifying|ejemplificando
N|example|ejemplo
N|examples|ejemplos
V|exercise|ejerce ejerced ejerceis ejercemos ejercen ejercer ejerces ejercita ejercitad ejercitais ejercitamos ejercitan ejercitar ejercitas ejercite ejerciteis ejercitemos ejerciten ejercites ejerza ejerzais ejerzamos ejerzan ejerzas ejerzo
V|exercised|ejerci ejercia ejerciais ejerciamos ejercian ejercias ejercida ejercidas ejercido ejercidos ejerciera ejercierais ejercieramos ejercieran ejercieras ejercieron ejerciese ejercieseis ejerciesemos ejerciesen ejercieses ejercimos ejercio ejerciste ejercisteis ejercitaba ejercitabais ejercitabamos ejercitaban ejercitabas ejercitada ejercitadas ejercitado ejercitados ejercitara ejercitarais ejercitaramos ejercitaran ejercitaras ejercitaron ejercitase ejercitaseis ejercitasemos ejercitasen ejercitases ejercitaste ejercitasteis
N|exercise|ejercicio
N|exercises|ejercicios
V|exercising|ejerciendo ejercitando
N|army|ejercito
N|armies|ejercitos
P|the|el la las los
V|prepare|elabora elaborad elaborais elaboramos elaboran elaborar elaboras elabore elaboreis elaboremos elaboren elabores elaboro prepara preparad preparais preparamos preparan preparar preparas prepare prepareis preparemos preparen prepares preparo
V|prepared|elaboraba elaborabais elaborabamos elaboraban elaborabas elaborada elaboradas elaborado elaborados elaborara elaborarais elaboraramos elaboraran elaboraras elaboraron elaborase elaboraseis elaborasemos elaborasen elaborases elaboraste elaborasteis preparaba preparabais preparabamos preparaban preparabas preparara prepararais prepararamos prepararan prepararas prepararon preparase preparaseis preparasemos preparasen preparases preparaste preparasteis
V|preparing|elaborando preparando
N|election|eleccion
N|elections|elecciones
A|electric|electrica electricas electrico electricos
N|electricity|electricidad
A|electronic|electronica electronicas electronico electronicos
A|elegant|elegante elegantes
D|elegantly|elegantemente
V|choose|elegi elegid elegimos elegir elegis elige eligen eliges elija elijais elijamos elijan elijas elijo escoge escoged escogeis escogemos escogen escoger escoges escoja escojais escojamos escojan escojas escojo
V|chose|elegia elegiais elegiamos elegian elegias elegiste elegisteis eligiera eligierais eligieramos eligieran eligieras eligieron eligiese eligieseis eligiesemos eligiesen eligieses eligio escogi escogia escogiais escogiamos escogian escogias escogiera escogierais escogieramos escogieran escogieras escogieron escogiese escogieseis escogiesemos escogiesen escogieses escogimos escogio escogiste escogisteis
V|chosen|elegida elegidas elegido elegidos escogida escogidas escogido escogidos
A|elementary|elemental elementales
D|elementarily|elementalmente
N|element|elemento
N|elements|elementos
V|elevate|eleva elevad elevais elevamos elevan elevar elevas eleve eleveis elevemos eleven eleves elevo
V|elevated|elevaba elevabais elevabamos elevaban elevabas elevara elevarais elevaramos elevaran elevaras elevaron elevase elevaseis elevasemos elevasen elevases elevaste elevasteis
N|elevation|elevacion
N|elevations|elevaciones
V|elevating|elevando
V|choosing|eligiendo escogiendo
N|deletion|eliminacion
N|deletions|eliminaciones
P|she|ella
P|they|ellas ellos
P|it|ello
V|evade|eluda eludais eludamos eludan eludas elude eluden eludes eludi eludid eludimos eludir eludis eludo esquiva esquivad esquivais esquivamos esquivan esquivar esquivas esquive esquiveis esquivemos esquiven esquives esquivo evada evadais evadamos evadan evadas evade evaden evades evadi evadid evadimos evadir evadis evado
V|evaded|eludia eludiais eludiamos eludian eludias eludida eludidas eludido eludidos eludiera eludierais eludieramos eludieran eludieras eludieron eludiese eludieseis eludiesemos eludiesen eludieses eludio eludiste eludisteis esquivaba esquivabais esquivabamos esquivaban esquivabas esquivada esquivadas esquivado esquivados esquivara esquivarais esquivaramos esquivaran esquivaras esquivaron esquivase esquivaseis esquivasemos esquivasen esquivases esquivaste esquivasteis evadia evadiais evadiamos evadian evadias evadida evadidas evadido evadidos evadiera evadierais evadieramos evadieran evadieras evadieron evadiese evadieseis evadiesemos evadiesen evadieses evadio evadiste evadisteis
V|evading|eludiendo esquivando evadiendo
N|email|email
N|emails|emails
N|packaging|embalaje
N|packagings|embalajes
N|pregnancy|embarazo
N|pregnancies|embarazos
V|board|embarca embarcad embarcais embarcamos embarcan embarcar embarcas embarco embarque embarqueis embarquemos embarquen embarques
V|boarded|embarcaba embarcabais embarcabamos embarcaban embarcabas embarcada embarcadas embarcado embarcados embarcara embarcarais embarcaramos embarcaran embarcaras embarcaron embarcase embarcaseis embarcasemos embarcasen embarcases embarcaste embarcasteis
V|boarding|embarcando
V|get drunk|emborracha emborrachad emborrachais emborrachamos emborrachan emborrachar emborrachas emborrache emborracheis emborrachemos emborrachen emborraches emborracho
V|got drunk|emborrachaba emborrachabais emborrachabamos emborrachaban emborrachabas emborrachara emborracharais emborracharamos emborracharan emborracharas emborracharon emborrachase emborrachaseis emborrachasemos emborrachasen emborrachases emborrachaste emborrachasteis
V|gotten drunk|emborrachada emborrachadas emborrachado emborrachados
V|getting drunk|emborrachando
N|emergency|emergencia urgencia
N|emergencies|emergencias urgencias
V|emigrate|emigra emigrad emigrais emigramos emigran emigrar emigras emigre emigreis emigremos emigren emigres emigro
V|emigrated|emigraba emigrabais emigrabamos emigraban emigrabas emigrada emigradas emigrado emigrados emigrara emigrarais emigraramos emigraran emigraras emigraron emigrase emigraseis emigrasemos emigrasen emigrases emigraste emigrasteis
V|emigrating|emigrando
N|broadcast|emision
N|broadcasts|emisiones
N|sender|emisor emisora remitente
N|senders|emisoras emisores remitentes
V|output|emita emitais emitamos emitan emitas emite emiten emites emiti emitia emitiais emitiamos emitian emitias emitid emitida emitidas emitido emitidos emitiera emitierais emitieramos emitieran emitieras emitieron emitiese emitieseis emitiesemos emitiesen emitieses emitimos emitio emitir emitis emitiste emitisteis emito
V|outputting|emitiendo
N|emotion|emocion
V|excite|emociona emocionad emocionais emocionamos emocionan emocionar emocionas emocione emocioneis emocionemos emocionen emociono entusiasma entusiasmad entusiasmais entusiasmamos entusiasman entusiasmar entusiasmas entusiasme entusiasmeis entusiasmemos entusiasmen entusiasmes entusiasmo
V|excited|emocionaba emocionabais emocionabamos emocionaban emocionabas emocionada emocionadas emocionado emocionados emocionara emocionarais emocionaramos emocionaran emocionaras emocionaron emocionase emocionaseis emocionasemos emocionasen emocionases emocionaste emocionasteis entusiasmaba entusiasmabais entusiasmabamos entusiasmaban entusiasmabas entusiasmada entusiasmadas entusiasmado entusiasmados entusiasmara entusiasmarais entusiasmaramos entusiasmaran entusiasmaras entusiasmaron entusiasmase entusiasmaseis entusiasmasemos entusiasmasen entusiasmases entusiasmaste entusiasmasteis
A|emotional|emocional emocionales
D|emotionally|emocionalmente
V|exciting|emocionando entusiasmando
A|exciting|emocionante emocionantes
N|emotions|emociones
N|emoji|emoji
N|emojis|emojis
V|pack|empaca empacad empacais empacamos empacan empacar empacas empaco empaque empaqueis empaquemos empaquen empaques empaqueta empaquetad empaquetais empaquetamos empaquetan empaquetar empaquetas empaquete empaqueteis empaquetemos empaqueten empaquetes empaqueto
V|packed|empacaba empacabais empacabamos empacaban empacabas empacada empacadas empacado empacados empacara empacarais empacaramos empacaran empacaras empacaron empacase empacaseis empacasemos empacasen empacases empacaste empacasteis empaquetaba empaquetabais empaquetabamos empaquetaban empaquetabas empaquetada empaquetadas empaquetado empaquetados empaquetara empaquetarais empaquetaramos empaquetaran empaquetaras empaquetaron empaquetase empaquetaseis empaquetasemos empaquetasen empaquetases empaquetaste empaquetasteis
V|packing|empacando empaquetando
V|worsen|empeora empeorad empeorais empeoramos empeoran empeorar empeoras empeore empeoreis empeoremos empeoren empeores empeoro
V|worsened|empeoraba empeorabais empeorabamos empeoraban empeorabas empeorada empeoradas empeorado empeorados empeorara empeorarais empeoraramos empeoraran empeoraras empeoraron empeorase empeoraseis empeorasemos empeorasen empeorases empeoraste empeorasteis
N|worsening|empeoramiento
N|worsenings|empeoramientos
V|worsening|empeorando
V|use|emplea emplead empleais empleamos emplean emplear empleas emplee empleeis empleemos empleen emplees usa usad usais usamos usan usar usas use useis usemos usen uses uso utilice utiliceis utilicemos utilicen utilices utiliza utilizad utilizais utilizamos utilizan utilizar utilizas utilizo
V|used|empleaba empleabais empleabamos empleaban empleabas empleara emplearais emplearamos emplearan emplearas emplearon emplease empleaseis empleasemos empleasen empleases empleaste empleasteis usaba usabais usabamos usaban usabas usara usarais usaramos usaran usaras usaron usase usaseis usasemos usasen usases usaste usasteis utilizaba utilizabais utilizabamos utilizaban utilizabas utilizada utilizadas utilizado utilizados utilizara utilizarais utilizaramos utilizaran utilizaras utilizaron utilizase utilizaseis utilizasemos utilizasen utilizases utilizaste utilizasteis
N|employee|empleada empleado
N|employees|empleadas empleados
V|using|empleando usando utilizando
N|job|empleo trabajo
N|jobs|empleos trabajos
N|businessman|empresaria empresario
N|business people|empresarias empresarios
V|push|empuja empujad empujais empujamos empujan empujar empujas empuje empujeis empujemos empujen empujes empujo
V|pushed|empujaba empujabais empujabamos empujaban empujabas empujada empujadas empujado empujados empujara empujarais empujaramos empujaran empujaras empujaron empujase empujaseis empujasemos empujasen empujases empujaste empujasteis
V|pushing|empujando
V|emulate|emula emulad emulais emulamos emulan emular emulas emule emuleis emulemos emulen emules emulo
V|emulated|emulaba emulabais emulabamos emulaban emulabas emulada emuladas emulado emulados emulara emularais emularamos emularan emularas emularon emulase emulaseis emulasemos emulasen emulases emulaste emulasteis
V|emulating|emulando
P|in|en
V|fall in love|enamora enamorad enamorais enamoramos enamoran enamorar enamoras enamore enamoreis enamoremos enamoren enamores enamoro
V|fell in love|enamoraba enamorabais enamorabamos enamoraban enamorabas enamorara enamorarais enamoraramos enamoraran enamoraras enamoraron enamorase enamoraseis enamorasemos enamorasen enamorases enamoraste enamorasteis
V|fallen in love|enamorada enamoradas enamorado enamorados
V|falling in love|enamorando
V|head|encabece encabeceis encabecemos encabecen encabeces encabeza encabezad encabezais encabezamos encabezan encabezar encabezas encabezo
V|headed|encabezaba encabezabais encabezabamos encabezaban encabezabas encabezada encabezadas encabezara encabezarais encabezaramos encabezaran encabezaras encabezaron encabezase encabezaseis encabezasemos encabezasen encabezases encabezaste encabezasteis
N|heading|encabezado
N|headings|encabezados
V|heading|encabezando
V|route|encamina encaminad encaminais encaminamos encaminan encaminar encaminas encamine encamineis encaminemos encaminen encamines encamino enruta enrutad enrutais enrutamos enrutan enrutar enrutas enrute enruteis enrutemos enruten enrutes enruto
V|routed|encaminaba encaminabais encaminabamos encaminaban encaminabas encaminada encaminadas encaminado encaminados encaminara encaminarais encaminaramos encaminaran encaminaras encaminaron encaminase encaminaseis encaminasemos encaminasen encaminases encaminaste encaminasteis enrutaba enrutabais enrutabamos enrutaban enrutabas enrutada enrutadas enrutado enrutados enrutara enrutarais enrutaramos enrutaran enrutaras enrutaron enrutase enrutaseis enrutasemos enrutasen enrutases enrutaste enrutasteis
V|routing|encaminando enrutando
A|delighted|encantada encantadas encantado encantados
V|order|encarga encargad encargais encargamos encargan encargar encargas encargue encargueis encarguemos encarguen encargues ordena ordenad ordenais ordenamos ordenan ordenar ordenas ordene ordeneis ordenemos ordenen ordeno
V|ordered|encargaba encargabais encargabamos encargaban encargabas encargara encargarais encargaramos encargaran encargaras encargaron encargase encargaseis encargasemos encargasen encargases encargaste encargasteis ordenaba ordenabais ordenabamos ordenaban ordenabas ordenada ordenadas ordenado ordenados ordenara ordenarais ordenaramos ordenaran ordenaras ordenaron ordenase ordenaseis ordenasemos ordenasen ordenases ordenaste ordenasteis
N|person in charge|encargada encargado
N|people in charge|encargadas encargados
V|ordering|encargando ordenando
N|order|encargo orden pedido
N|orders|encargos ordenes pedidos
V|embody|encarna encarnad encarnais encarnamos encarnan encarnar encarnas encarne encarneis encarnemos encarnen encarnes encarno
V|embodied|encarnaba encarnabais encarnabamos encarnaban encarnabas encarnada encarnadas encarnado encarnados encarnara encarnarais encarnaramos encarnaran encarnaras encarnaron encarnase encarnaseis encarnasemos encarnasen encarnases encarnaste encarnasteis
V|embodying|encarnando
V|turn on|encendais encendamos encendas encende encended encendeis encendemos encender encendes encienda enciendan enciendas enciende encienden enciendes enciendo prenda prendais prendamos prendan prendas prende prended prendeis prendemos prenden prender prendes prendo
V|turned on|encendi encendia encendiais encendiamos encendian encendias encendida encendidas encendido encendidos encendiera encendierais encendieramos encendieran encendieras encendieron encendiese encendieseis encendiesemos encendiesen encendieses encendimos encendio encendiste encendisteis prendi prendia prendiais prendiamos prendian prendias prendida prendidas prendido prendidos prendiera prendierais prendieramos prendieran prendieras prendieron prendiese prendieseis prendiesemos prendiesen prendieses prendimos prendio prendiste prendisteis
V|turning on|encendiendo prendiendo
V|lock up|encerra encerrad encerrais encerramos encerrar encerras encerreis encerremos encerres encierra encierran encierras encierre encierren encierres encierro
V|locked up|encerraba encerrabais encerrabamos encerraban encerrabas encerrada encerradas encerrado encerrados encerrara encerrarais encerraramos encerraran encerraras encerraron encerrase encerraseis encerrasemos encerrasen encerrases encerraste encerrasteis encerre encerro
V|locking up|encerrando
V|plug in|enchufa enchufad enchufais enchufamos enchufan enchufar enchufas enchufe enchufeis enchufemos enchufen enchufes enchufo
V|plugged in|enchufaba enchufabais enchufabamos enchufaban enchufabas enchufada enchufadas enchufado enchufados enchufara enchufarais enchufaramos enchufaran enchufaras enchufaron enchufase enchufaseis enchufasemos enchufasen enchufases enchufaste enchufasteis
V|plugging in|enchufando
V|entrust|encomenda encomendad encomendais encomendamos encomendar encomendas encomendeis encomendemos encomendes encomienda encomiendan encomiendas encomiende encomienden encomiendes encomiendo
V|entrusted|encomendaba encomendabais encomendabamos encomendaban encomendabas encomendada encomendadas encomendado encomendados encomendara encomendarais encomendaramos encomendaran encomendaras encomendaron encomendase encomendaseis encomendasemos encomendasen encomendases encomendaste encomendasteis encomende encomendo
V|entrusting|encomendando
V|find|encontra encontrad encontrais encontramos encontrar encontras encontreis encontremos encontres encuentra encuentran encuentras encuentre encuentren encuentres encuentro halla hallad hallais hallamos hallan hallar hallas halle halleis hallemos hallen halles hallo
V|found|encontraba encontrabais encontrabamos encontraban encontrabas encontrada encontradas encontrado encontrados encontrara encontrarais encontraramos encontraran encontraras encontraron encontrase encontraseis encontrasemos encontrasen encontrases encontraste encontrasteis encontre encontro funda fundad fundais fundamos fundan fundar fundas funde fundeis fundemos funden fundes fundo hallaba hallabais hallabamos hallaban hallabas hallada halladas hallado hallados hallara hallarais hallaramos hallaran hallaras hallaron hallase hallaseis hallasemos hallasen hallases hallaste hallasteis
V|finding|encontrando hallando
N|encryption|encriptacion
N|encryptions|encriptaciones
A|covert|encubierta encubiertas encubierto encubiertos
V|conceal|encubra encubrais encubramos encubran encubras encubre encubren encubres encubri encubrid encubrimos encubrir encubris encubro
V|concealed|encubria encubriais encubriamos encubrian encubrias encubriera encubrierais encubrieramos encubrieran encubrieras encubrieron encubriese encubrieseis encubriesemos encubriesen encubrieses encubrio encubriste encubristeis
V|concealing|encubriendo
N|survey|encuesta
N|surveys|encuestas
N|endpoint|endpoint
N|endpoints|endpoints
N|enemy|enemiga enemigo
N|enemies|enemigas enemigos
N|energy|energia
N|energies|energias
N|january|enero
V|anger|enfada enfadad enfadais enfadamos enfadan enfadar enfadas enfade enfadeis enfademos enfaden enfades enoja enojad enojais enojamos enojan enojar enojas enoje enojeis enojemos enojen enojes enojo
V|angered|enfadaba enfadabais enfadabamos enfadaban enfadabas enfadara enfadarais enfadaramos enfadaran enfadaras enfadaron enfadase enfadaseis enfadasemos enfadasen enfadases enfadaste enfadasteis enojaba enojabais enojabamos enojaban enojabas enojara enojarais enojaramos enojaran enojaras enojaron enojase enojaseis enojasemos enojasen enojases enojaste enojasteis
A|angry|enfadada enfadadas enfadado enfadados enojada enojadas enojado enojados
V|angering|enfadando enojando
N|anger|enfado ira
N|angers|enfados
A|sick|enferma enfermas enfermo enfermos
V|got sick|enfermaba enfermabais enfermabamos enfermaban enfermabas enfermara enfermarais enfermaramos enfermaran enfermaras enfermaron enfermase enfermaseis enfermasemos enfermasen enfermases enfermaste enfermasteis
V|get sick|enfermad enfermais enfermamos enferman enfermar enferme enfermeis enfermemos enfermen enfermes
V|gotten sick|enfermada enfermadas enfermado enfermados
V|getting sick|enfermando
N|disease|enfermedad
N|diseases|enfermedades
N|nurse|enfermera enfermero
N|nurses|enfermeras enfermeros
D|opposite|enfrente
V|cool|enfria enfriad enfriais enfriamos enfrian enfriar enfrias enfrieis enfriemos enfrien enfries
V|cooled|enfriaba enfriabais enfriabamos enfriaban enfriabas enfriada enfriadas enfriado enfriados enfriara enfriarais enfriaramos enfriaran enfriaras enfriaron enfriase enfriaseis enfriasemos enfriasen enfriases enfriaste enfriasteis enfrie enfrio
V|cooling|enfriando
V|deceive|engana enganad enganais enganamos enganan enganar enganas engane enganeis enganemos enganen enganes
V|deceived|enganaba enganabais enganabamos enganaban enganabas enganada enganadas enganado enganados enganara enganarais enganaramos enganaran enganaras enganaron enganase enganaseis enganasemos enganasen enganases enganaste enganasteis
V|deceiving|enganando
N|deception|engano
N|deceptions|enganos
A|misleading|enganosa enganosas enganoso enganosos
V|coax|engatusa engatusad engatusais engatusamos engatusan engatusar engatusas engatuse engatuseis engatusemos engatusen engatuses engatuso
V|coaxed|engatusaba engatusabais engatusabamos engatusaban engatusabas engatusada engatusadas engatusado engatusados engatusara engatusarais engatusaramos engatusaran engatusaras engatusaron engatusase engatusaseis engatusasemos engatusasen engatusases engatusaste engatusasteis
V|coaxing|engatusando
V|gain weight|engorda engordad engordais engordamos engordan engordar engordas engorde engordeis engordemos engorden engordes engordo
V|gained weight|engordaba engordabais engordabamos engordaban engordabas engordada engordadas engordado engordados engordara engordarais engordaramos engordaran engordaras engordaron engordase engordaseis engordasemos engordasen engordases engordaste engordasteis
V|gaining weight|engordando
N|link|enlace link vinculo
V|link|enlaceis enlacemos enlacen enlaza enlazad enlazais enlazamos enlazan enlazar enlazas enlazo vincula vinculad vinculais vinculamos vinculan vincular vinculas vincule vinculeis vinculemos vinculen vincules
N|links|enlaces links vinculos
V|linked|enlazaba enlazabais enlazabamos enlazaban enlazabas enlazada enlazadas enlazado enlazados enlazara enlazarais enlazaramos enlazaran enlazaras enlazaron enlazase enlazaseis enlazasemos enlazasen enlazases enlazaste enlazasteis vinculaba vinculabais vinculabamos vinculaban vinculabas vinculada vinculadas vinculado vinculados vinculara vincularais vincularamos vincularan vincularas vincularon vinculase vinculaseis vinculasemos vinculasen vinculases vinculaste vinculasteis
V|linking|enlazando vinculando
V|frame|enmarca enmarcad enmarcais enmarcamos enmarcan enmarcar enmarcas enmarco enmarque enmarqueis enmarquemos enmarquen enmarques
V|framed|enmarcaba enmarcabais enmarcabamos enmarcaban enmarcabas enmarcada enmarcadas enmarcado enmarcados enmarcara enmarcarais enmarcaramos enmarcaran enmarcaras enmarcaron enmarcase enmarcaseis enmarcasemos enmarcasen enmarcases enmarcaste enmarcasteis
V|framing|enmarcando
V|mask|enmascara enmascarad enmascarais enmascaramos enmascaran enmascarar enmascaras enmascare enmascareis enmascaremos enmascaren enmascares enmascaro
V|masked|enmascaraba enmascarabais enmascarabamos enmascaraban enmascarabas enmascarada enmascaradas enmascarado enmascarados enmascarara enmascararais enmascararamos enmascararan enmascararas enmascararon enmascarase enmascaraseis enmascarasemos enmascarasen enmascarases enmascaraste enmascarasteis
V|masking|enmascarando
V|amend|enmenda enmendad enmendais enmendamos enmendar enmendas enmendeis enmendemos enmendes enmiendan enmiende enmienden enmiendes enmiendo
V|amended|enmendaba enmendabais enmendabamos enmendaban enmendabas enmendada enmendadas enmendado enmendados enmendara enmendarais enmendaramos enmendaran enmendaras enmendaron enmendase enmendaseis enmendasemos enmendasen enmendases enmendaste enmendasteis enmende enmendo
V|amending|enmendando
N|amendment|enmienda
N|amendments|enmiendas
A|huge|enorme enormes
D|hugely|enormemente
V|enrich|enriquece enriqueced enriqueceis enriquecemos enriquecen enriquecer enriqueces enriquezca enriquezcais enriquezcamos enriquezcan enriquezcas enriquezco
V|enriched|enriqueci enriquecia enriqueciais enriqueciamos enriquecian enriquecias enriquecida enriquecidas enriquecido enriquecidos enriqueciera enriquecierais enriquecieramos enriquecieran enriquecieras enriquecieron enriqueciese enriquecieseis enriqueciesemos enriqueciesen enriquecieses enriquecimos enriquecio enriqueciste enriquecisteis
V|enriching|enriqueciendo
N|salad|ensalada
N|salads|ensaladas
V|rehearse|ensaya ensayad ensayais ensayamos ensayan ensayar ensayas ensaye ensayeis ensayemos ensayen ensayes
V|rehearsed|ensayaba ensayabais ensayabamos ensayaban ensayabas ensayada ensayadas ensayado ensayados ensayara ensayarais ensayaramos ensayaran ensayaras ensayaron ensayase ensayaseis ensayasemos ensayasen ensayases ensayaste ensayasteis
V|rehearsing|ensayando
N|essay|ensayo redaccion
N|essays|ensayos redacciones
D|immediately|enseguida inmediatamente
V|teach|ensena ensenad ensenais ensenamos ensenan ensenar ensenas ensene enseneis ensenemos ensenen ensenes enseno
V|taught|ensenaba ensenabais ensenabamos ensenaban ensenabas ensenada ensenadas ensenado ensenados ensenara ensenarais ensenaramos ensenaran ensenaras ensenaron ensenase ensenaseis ensenasemos ensenasen ensenases ensenaste ensenasteis
V|teaching|ensenando
N|teaching|ensenanza
N|teachings|ensenanzas
V|dirty|ensucia ensuciad ensuciais ensuciamos ensucian ensuciar ensucias ensucie ensucieis ensuciemos ensucien ensucies ensucio
V|dirtied|ensuciaba ensuciabais ensuciabamos ensuciaban ensuciabas ensuciada ensuciadas ensuciado ensuciados ensuciara ensuciarais ensuciaramos ensuciaran ensuciaras ensuciaron ensuciase ensuciaseis ensuciasemos ensuciasen ensuciases ensuciaste ensuciasteis
V|dirtying|ensuciando
A|entire|entera enteras entero enteros
D|entirely|enteramente integramente
V|bury|enterra enterrad enterrais enterramos enterrar enterras enterreis enterremos enterres entierra entierran entierras entierre entierren entierres entierro
V|buried|enterraba enterrabais enterrabamos enterraban enterrabas enterrada enterradas enterrado enterrados enterrara enterrarais enterraramos enterraran enterraras enterraron enterrase enterraseis enterrasemos enterrasen enterrases enterraste enterrasteis enterre enterro
V|burying|enterrando
N|entity|entidad
N|entities|entidades
P|then|entonces
V|enter|entra entrad entrais entramos entran entrar entras entreis entremos entren entres entro ingresa ingresad ingresais ingresamos ingresan ingresar ingresas ingrese ingreseis ingresemos ingresen ingreses introduce introducen introduces introduci introducid introducimos introducir introducis introduzca introduzcais introduzcamos introduzcan introduzcas introduzco
V|entered|entraba entrabais entrabamos entraban entrabas entrado entrados entrara entrarais entraramos entraran entraras entraron entrase entraseis entrasemos entrasen entrases entraste entrasteis ingresaba ingresabais ingresabamos ingresaban ingresabas ingresada ingresadas ingresado ingresados ingresara ingresarais ingresaramos ingresaran ingresaras ingresaron ingresase ingresaseis ingresasemos ingresasen ingresases ingresaste ingresasteis introducia introduciais introduciamos introducian introducias introducida introducidas introducido introducidos introduje introdujera introdujerais introdujeramos introdujeran introdujeras introdujeron introdujese introdujeseis introdujesemos introdujesen introdujeses introdujimos introdujiste introdujisteis introdujo
N|input|entrada
N|inputs|entradas
V|entering|entrando ingresando introduciendo
N|incoming|entrante
N|incomings|entrantes
P|between|entre
V|hand over|entrega entregad entregais entregamos entregan entregar entrego entregue entregueis entreguemos entreguen entregues
V|handed over|entregaba entregabais entregabamos entregaban entregabas entregada entregadas entregado entregados entregara entregarais entregaramos entregaran entregaras entregaron entregase entregaseis entregasemos entregasen entregases entregaste entregasteis
V|handing over|entregando
N|deliveries|entregas
N|coach|entrenador entrenadora
N|coaches|entrenadoras entrenadores
V|entertain|entreten entretene entretened entreteneis entretenemos entretener entretenes entretenga entretengais entretengamos entretengan entretengas entretengo entretiene entretienen entretienes
V|entertained|entretenia entreteniais entreteniamos entretenian entretenias entretenida entretenidas entretenido entretenidos entretuve entretuviera entretuvierais entretuvieramos entretuvieran entretuvieras entretuvieron entretuviese entretuvieseis entretuviesemos entretuviesen entretuvieses entretuvimos entretuviste entretuvisteis entretuvo
V|entertaining|entreteniendo
N|interview|entrevista
V|interviewed|entrevistaba entrevistabais entrevistabamos entrevistaban entrevistabas entrevistada entrevistadas entrevistado entrevistados entrevistara entrevistarais entrevistaramos entrevistaran entrevistaras entrevistaron entrevistase entrevistaseis entrevistasemos entrevistasen entrevistases entrevistaste entrevistasteis
V|interview|entrevistad entrevistais entrevistamos entrevistan entrevistar entreviste entrevisteis entrevistemos entrevisten entrevistes entrevisto
V|interviewing|entrevistando
N|interviews|entrevistas
A|enthusiastic|entusiasta entusiastas
D|enthusiastically|entusiastamente
V|list|enumera enumerad enumerais enumeramos enumeran enumerar enumeras enumere enumereis enumeremos enumeren enumeres enumero listad listais listamos listan listar liste listeis listemos listen listes
V|listed|enumeraba enumerabais enumerabamos enumeraban enumerabas enumerada enumeradas enumerado enumerados enumerara enumerarais enumeraramos enumeraran enumeraras enumeraron enumerase enumeraseis enumerasemos enumerasen enumerases enumeraste enumerasteis listaba listabais listabamos listaban listabas listada listadas listado listados listara listarais listaramos listaran listaras listaron listase listaseis listasemos listasen listases listaste listasteis
V|listing|enumerando listando
N|env|env
V|age|envejece envejeced envejeceis envejecemos envejecen envejecer envejeces envejezca envejezcais envejezcamos envejezcan envejezcas envejezco
V|aged|envejeci envejecia envejeciais envejeciamos envejecian envejecias envejecida envejecidas envejecido envejecidos envejeciera envejecierais envejecieramos envejecieran envejecieras envejecieron envejeciese envejecieseis envejeciesemos envejeciesen envejecieses envejecimos envejecio envejeciste envejecisteis
V|aging|envejeciendo
V|poison|envenena envenenad envenenais envenenamos envenenan envenenar envenenas envenene enveneneis envenenemos envenenen envenenes enveneno
V|poisoned|envenenaba envenenabais envenenabamos envenenaban envenenabas envenenada envenenadas envenenado envenenados envenenara envenenarais envenenaramos envenenaran envenenaras envenenaron envenenase envenenaseis envenenasemos envenenasen envenenases envenenaste envenenasteis
V|poisoning|envenenando
V|send|envia enviad enviais enviamos envian enviar envias envieis enviemos envien envies manda mandad mandais mandamos mandan mandar mandas mande mandeis mandemos manden mandes remita remitais remitamos remitan remitas remite remiten remites remiti remitid remitimos remitir remitis remito
V|sent|enviaba enviabais enviabamos enviaban enviabas enviada enviadas enviado enviados enviara enviarais enviaramos enviaran enviaras enviaron enviase enviaseis enviasemos enviasen enviases enviaste enviasteis envie mandaba mandabais mandabamos mandaban mandabas mandada mandadas mandado mandados mandara mandarais mandaramos mandaran mandaras mandaron mandase mandaseis mandasemos mandasen mandases mandaste mandasteis remitia remitiais remitiamos remitian remitias remitida remitidas remitido remitidos remitiera remitierais remitieramos remitieran remitieras remitieron remitiese remitieseis remitiesemos remitiesen remitieses remitio remitiste remitisteis
V|sending|enviando mandando remitiendo
V|envy|envidia envidiad envidiais envidiamos envidian envidiar envidias envidie envidieis envidiemos envidien envidies envidio
V|envied|envidiaba envidiabais envidiabamos envidiaban envidiabas envidiada envidiadas envidiado envidiados envidiara envidiarais envidiaramos envidiaran envidiaras envidiaron envidiase envidiaseis envidiasemos envidiasen envidiases envidiaste envidiasteis
V|envying|envidiando
N|shipment|envio
N|shipments|envios
V|wrap|envolvais envolvamos envolvas envolve envolved envolveis envolvemos envolver envolves envuelva envuelvan envuelvas envuelve envuelven envuelves envuelvo
V|wrapped|envolvi envolvia envolviais envolviamos envolvian envolvias envolviera envolvierais envolvieramos envolvieran envolvieras envolvieron envolviese envolvieseis envolviesemos envolviesen envolvieses envolvimos envolvio envolviste envolvisteis envuelta envueltas envuelto envueltos
V|wrapping|envolviendo
N|episode|episodio
N|episodes|episodios
N|time|epoca tiempo vez
N|times|epocas tiempos veces
N|luggage|equipaje
N|team|equipo
N|teams|equipos teams
V|be equivalent|equivale equivaled equivaleis equivalemos equivalen equivaler equivales equivalga equivalgais equivalgamos equivalgan equivalgas equivalgo
V|was equivalent|equivali equivalia equivaliais equivaliamos equivalian equivalias equivaliera equivalierais equivalieramos equivalieran equivalieras equivalieron equivaliese equivalieseis equivaliesemos equivaliesen equivalieses equivalimos equivalio equivaliste equivalisteis
V|been equivalent|equivalida equivalidas equivalido equivalidos
V|being equivalent|equivaliendo
V|make a mistake|equivoca equivocad equivocais equivocamos equivocan equivocar equivocas equivoco equivoque equivoqueis equivoquemos equivoquen equivoques
V|made a mistake|equivocaba equivocabais equivocabamos equivocaban equivocabas equivocara equivocarais equivocaramos equivocaran equivocaras equivocaron equivocase equivocaseis equivocasemos equivocasen equivocases equivocaste equivocasteis
A|wrong|equivocada equivocadas equivocado equivocados erronea erroneas erroneo erroneos
V|making a mistake|equivocando
V|was|era estaba estuve estuvo fue fui
V|were|erais eramos eran estabais estabamos estaban estuviera estuvierais estuvieramos estuvieran estuvieras estuvieron estuviese estuvieseis estuviesemos estuviesen estuvieses estuvimos estuvisteis fuerais fueramos fueran fueras fueron fuese fueseis fuesemos fuesen fueses fuimos fuisteis
V|you were|eras estabas estuviste fuiste
V|you are|eres estais sois sos
A|erotic|erotica eroticas erotico eroticos
D|erotically|eroticamente
V|eradicate|erradica erradicad erradicais erradicamos erradican erradicar erradicas erradico erradique erradiqueis erradiquemos erradiquen erradiques
V|eradicated|erradicaba erradicabais erradicabamos erradicaban erradicabas erradicada erradicadas erradicado erradicados erradicara erradicarais erradicaramos erradicaran erradicaras erradicaron erradicase erradicaseis erradicasemos erradicasen erradicases erradicaste erradicasteis
V|eradicating|erradicando
N|typo|errata
N|typos|erratas
D|wrongly|erroneamente
N|error|error
N|errors|errores
V|is|es
V|escalate|escala escalad escalais escalamos escalan escalar escale escaleis escalemos escalen escales escalo
V|escalated|escalaba escalabais escalabamos escalaban escalabas escalado escalados escalara escalarais escalaramos escalaran escalaras escalaron escalase escalaseis escalasemos escalasen escalases escalaste escalasteis
N|escalation|escalada escalamiento
N|escalations|escaladas escalamientos
V|escalating|escalando
N|layovers|escalas
N|stairs|escalera
N|stairses|escaleras
N|scandal|escandalo
N|scandals|escandalos
V|scan|escanea escanead escaneais escaneamos escanean escanear escaneas escanee escaneeis escaneemos escaneen escanees
V|scanned|escaneaba escaneabais escaneabamos escaneaban escaneabas escaneada escaneadas escaneado escaneados escaneara escanearais escanearamos escanearan escanearas escanearon escanease escaneaseis escaneasemos escaneasen escaneases escaneaste escaneasteis
V|scanning|escaneando
N|scan|escaneo
N|scans|escaneos
N|scanner|escaner
N|scanners|escaneres
V|escape|escapa escapad escapais escapamos escapan escapar escapas escape escapeis escapemos escapen escapes escapo
V|escaped|escapaba escapabais escapabamos escapaban escapabas escapada escapadas escapado escapados escapara escaparais escaparamos escaparan escaparas escaparon escapase escapaseis escapasemos escapasen escapases escapaste escapasteis
V|escaping|escapando
N|shop window|escaparate
N|shop windows|escaparates
A|scarce|escasa escasas escaso escasos
D|scarcely|escasamente
N|scene|escena
N|scenario|escenario
N|scenarios|escenarios
N|scenes|escenas
N|skeptic|esceptica esceptico
N|skeptics|escepticas escepticos
N|slave|esclava esclavo
N|slaves|esclavas esclavos
N|slavery|esclavitud
V|hide|esconda escondais escondamos escondan escondas esconde esconded escondeis escondemos esconden esconder escondes escondo ocultad ocultais ocultamos ocultan ocultar oculte oculteis ocultemos oculten ocultes
V|hid|escondi escondia escondiais escondiamos escondian escondias escondiera escondierais escondieramos escondieran escondieras escondieron escondiese escondieseis escondiesemos escondiesen escondieses escondimos escondio escondiste escondisteis ocultaba ocultabais ocultabamos ocultaban ocultabas ocultara ocultarais ocultaramos ocultaran ocultaras ocultaron ocultase ocultaseis ocultasemos ocultasen ocultases ocultaste ocultasteis
A|hidden|escondida escondidas escondido escondidos oculta ocultas oculto ocultos
V|hiding|escondiendo ocultando
V|write|escriba escribais escribamos escriban escribas escribe escriben escribes escribi escribid escribimos escribir escribis escribo redacta redactad redactais redactamos redactan redactar redactas redacte redacteis redactemos redacten redactes redacto
V|wrote|escribia escribiais escribiamos escribian escribias escribiera escribierais escribieramos escribieran escribieras escribieron escribiese escribieseis escribiesemos escribiesen escribieses escribio escribiste escribisteis redactaba redactabais redactabamos redactaban redactabas redactara redactarais redactaramos redactaran redactaras redactaron redactase redactaseis redactasemos redactasen redactases redactaste redactasteis
V|writing|escribiendo redactando
V|written|escrita escritas escrito escritos redactada redactadas redactado redactados
N|writer|escritor escritora
N|writers|escritoras escritores
N|desktop|escritorio
N|desktops|escritorios
N|writing|escritura
N|writings|escrituras
D|scrupulously|escrupulosamente
N|squad|escuadron
N|squads|escuadrones
N|shield|escudo
N|shields|escudos
N|sculpture|escultura
N|sculptures|esculturas
V|spit out|escupa escupais escupamos escupan escupas escupe escupen escupes escupi escupid escupimos escupir escupis escupo
V|spat out|escupia escupiais escupiamos escupian escupias escupida escupidas escupido escupidos escupiera escupierais escupieramos escupieran escupieras escupieron escupiese escupieseis escupiesemos escupiesen escupieses escupio escupiste escupisteis
V|spitting out|escupiendo
N|essence|esencia
A|essential|esencial esenciales
D|essentially|esencialmente
N|essences|esencias
V|strove|esforce esforzaba esforzabais esforzabamos esforzaban esforzabas esforzara esforzarais esforzaramos esforzaran esforzaras esforzaron esforzase esforzaseis esforzasemos esforzasen esforzases esforzaste esforzasteis esforzo
V|strive|esforceis esforcemos esforces esforza esforzad esforzais esforzamos esforzar esforzas esfuerce esfuercen esfuerces esfuerza esfuerzan esfuerzas esfuerzo
V|striven|esforzada esforzadas esforzado esforzados
V|striving|esforzando
N|slogan|eslogan
N|slogans|esloganes
N|space|espacio
N|spaces|espacios
A|spacious|espaciosa espaciosas espacioso espaciosos
D|spaciously|espaciosamente
N|back|espalda
N|backs|espaldas
A|spanish|espanol espanoles
N|spice|especia
A|special|especial especiales
N|specialist|especialista
N|specialists|especialistas
D|especially|especialmente sobretodo
N|spices|especias
N|species|especie especies
A|specific|especifica especificas especifico especificos
N|specification|especificacion
N|specifications|especificaciones
D|specifically|especificamente
A|spectacular|espectacular espectaculares
D|spectacularly|espectacularmente
N|show|espectaculo
N|shows|espectaculos
N|viewer|espectador espectadora
N|viewers|espectadoras espectadores
N|mirror|espejo
N|mirrors|espejos
A|expected|esperada esperadas esperado esperados
N|hope|esperanza
N|hopes|esperanzas
A|thick|espesa espesas espeso espesos
D|thickly|espesamente
N|spy|espia
V|spied|espiaba espiabais espiabamos espiaban espiabas espiada espiadas espiado espiados espiara espiarais espiaramos espiaran espiaras espiaron espiase espiaseis espiasemos espiasen espiases espiaste espiasteis espie espio
V|spy|espiad espiais espiamos espian espiar espieis espiemos espien espies
V|spying|espiando
N|spies|espias
N|espionage|espionaje
N|espionages|espionajes
N|spirit|espiritu
A|spiritual|espiritual espirituales
D|spiritually|espiritualmente
N|spirits|espiritus
A|spontaneous|espontanea espontaneas espontaneo espontaneos
D|spontaneously|espontaneamente
N|wife|esposa
N|wives|esposas
N|husband|esposo marido
N|husbands|esposos maridos
N|scheme|esquema
N|schemes|esquemas
V|ski|esquia esquiad esquiais esquiamos esquian esquiar esquias esquieis esquiemos esquien esquies
V|skied|esquiaba esquiabais esquiabamos esquiaban esquiabas esquiada esquiadas esquiado esquiados esquiara esquiarais esquiaramos esquiaran esquiaras esquiaron esquiase esquiaseis esquiasemos esquiasen esquiases esquiaste esquiasteis esquie esquio
V|skiing|esquiando
N|corner|esquina rincon
N|corners|esquinas rincones
P|this|esta este esto
N|stability|estabilidad
N|stabilities|estabilidades
A|stable|estable estables
V|set|establece estableced estableceis establecemos establecen establecer estableces estableci establecia estableciais estableciamos establecian establecias establecida establecidas establecido establecidos estableciera establecierais establecieramos establecieran establecieras establecieron estableciese establecieseis estableciesemos estableciesen establecieses establecimos establecio estableciste establecisteis establezca establezcais establezcamos establezcan establezcas establezco fija fijaba fijabais fijabamos fijaban fijabas fijad fijada fijadas fijado fijados fijais fijamos fijan fijar fijara fijarais fijaramos fijaran fijaras fijaron fijas fijase fijaseis fijasemos fijasen fijases fijaste fijasteis fije fijeis fijemos fijen fijes fijo
V|setting|estableciendo fijando
D|stably|establemente
N|station|estacion
N|stations|estaciones
V|be|estad estar esteis estemos esten sea seais seamos sean seas sed ser
N|stadium|estadio
N|stadiums|estadios
A|statistical|estadistica estadisticas estadistico estadisticos
D|statistically|estadisticamente
N|status|estado
N|states|estados
N|scam|estafa
V|scammed|estafaba estafabais estafabamos estafaban estafabas estafada estafadas estafado estafados estafara estafarais estafaramos estafaran estafaras estafaron estafase estafaseis estafasemos estafasen estafases estafaste estafasteis timaba timabais timabamos timaban timabas timada timadas timado timados timara timarais timaramos timaran timaras timaron timase timaseis timasemos timasen timases timaste timasteis
V|scam|estafad estafais estafamos estafan estafar estafe estafeis estafemos estafen estafes estafo tima timad timais timamos timan timar timas time timeis timemos timen times timo
N|scammer|estafador estafadora
N|scammers|estafadoras estafadores
V|scamming|estafando timando
N|scams|estafas
V|explode|estalla estallad estallais estallamos estallan estallar estallas estalle estalleis estallemos estallen estalles estallo
V|exploded|estallaba estallabais estallabamos estallaban estallabas estallada estalladas estallado estallados estallara estallarais estallaramos estallaran estallaras estallaron estallase estallaseis estallasemos estallasen estallases estallaste estallasteis
V|exploding|estallando
V|we are|estamos somos
V|are|estan son
N|stay|estancia
N|stays|estancias
N|standard|estandar
N|standards|estandars
V|being|estando siendo
V|you will be|estaras seras
V|you would be|estarias
P|these|estas estos
A|state|estatal estatales
N|statue|estatua
N|statues|estatuas
N|statute|estatuto
N|statutes|estatutos
N|easts|estes
A|aesthetic|estetica esteticas estetico esteticos
D|aesthetically|esteticamente
N|style|estilo
N|styles|estilos
V|estimate|estima estimad estimais estimamos estiman estimar estimas estime estimeis estimemos estimen estimes estimo
V|estimated|estimaba estimabais estimabamos estimaban estimabas estimara estimarais estimaramos estimaran estimaras estimaron estimase estimaseis estimasemos estimasen estimases estimaste estimasteis
A|dear|estimada estimadas estimado estimados querida queridas querido queridos
V|estimating|estimando
V|stipulate|estipula estipulad estipulais estipulamos estipulan estipular estipulas estipule estipuleis estipulemos estipulen estipules estipulo
V|stipulated|estipulaba estipulabais estipulabamos estipulaban estipulabas estipulada estipuladas estipulado estipulados estipulara estipularais estipularamos estipularan estipularas estipularon estipulase estipulaseis estipulasemos estipulasen estipulases estipulaste estipulasteis
V|stipulating|estipulando
V|stretch|estira estirad estirais estiramos estiran estirar estiras estire estireis estiremos estiren estires estiro
V|stretched|estiraba estirabais estirabamos estiraban estirabas estirada estiradas estirado estirados estirara estirarais estiraramos estiraran estiraras estiraron estirase estiraseis estirasemos estirasen estirases estiraste estirasteis
V|stretching|estirando
N|stomach|estomago
N|stomaches|estomagos
V|i am|estoy soy
N|strategy|estrategia
N|strategies|estrategias
A|narrow|estrecha estrechas estrecho estrechos
N|star|estrella
N|stars|estrellas
V|premiere|estrena estrenad estrenais estrenamos estrenan estrenar estrenas estrene estreneis estrenemos estrenen estrenes estreno
V|premiered|estrenaba estrenabais estrenabamos estrenaban estrenabas estrenada estrenadas estrenado estrenados estrenara estrenarais estrenaramos estrenaran estrenaras estrenaron estrenase estrenaseis estrenasemos estrenasen estrenases estrenaste estrenasteis
V|premiering|estrenando
N|stress|estres
A|strict|estricta estrictas estricto estrictos rigurosa rigurosas riguroso rigurosos
D|strictly|estrictamente rigurosamente
V|ruin|estropea estropead estropeais estropeamos estropean estropear estropeas estropee estropeeis estropeemos estropeen estropees estropeo
V|ruined|estropeaba estropeabais estropeabamos estropeaban estropeabas estropeada estropeadas estropeado estropeados estropeara estropearais estropearamos estropearan estropearas estropearon estropease estropeaseis estropeasemos estropeasen estropeases estropeaste estropeasteis
V|ruining|estropeando
N|structure|estructura
V|structured|estructuraba estructurabais estructurabamos estructuraban estructurabas estructurada estructuradas estructurado estructurados estructurara estructurarais estructuraramos estructuraran estructuraras estructuraron estructurase estructuraseis estructurasemos estructurasen estructurases estructuraste estructurasteis
V|structure|estructurad estructurais estructuramos estructuran estructurar estructure estructureis estructuremos estructuren estructures estructuro
V|structuring|estructurando
N|structures|estructuras
V|study|estudia estudiad estudiais estudiamos estudian estudiar estudias estudie estudieis estudiemos estudien estudies
V|studied|estudiaba estudiabais estudiabamos estudiaban estudiabas estudiada estudiadas estudiado estudiados estudiara estudiarais estudiaramos estudiaran estudiaras estudiaron estudiase estudiaseis estudiasemos estudiasen estudiases estudiaste estudiasteis
V|studying|estudiando
N|study|estudio
N|studies|estudios
A|great|estupenda estupendas estupendo estupendos genial geniales
D|greatly|estupendamente genialmente
A|stupid|estupida estupidas estupido estupidos tonta tontas tonto tontos
N|stage|etapa
N|stages|etapas
P|etc|etc
A|eternal|eterna eternas eterno eternos
D|eternally|eternamente
N|ethics|etica
D|ethically|eticamente
A|ethical|eticas etico eticos
N|label|etiqueta
V|labelled|etiquetaba etiquetabais etiquetabamos etiquetaban etiquetabas etiquetada etiquetadas etiquetado etiquetados etiquetara etiquetarais etiquetaramos etiquetaran etiquetaras etiquetaron etiquetase etiquetaseis etiquetasemos etiquetasen etiquetases etiquetaste etiquetasteis
V|label|etiquetad etiquetais etiquetamos etiquetan etiquetar etiquete etiqueteis etiquetemos etiqueten etiquetes etiqueto
V|labelling|etiquetando
N|labels|etiquetas
A|ethnic|etnica etnicas etnico etnicos
D|ethnically|etnicamente
N|euro|euro
A|european|europea europeas europeo europeos
N|euros|euros
V|evaluate|evalua evaluad evaluais evaluamos evaluan evaluar evaluas evalueis evaluemos evaluen evalues
V|evaluated|evaluaba evaluabais evaluabamos evaluaban evaluabas evaluada evaluadas evaluado evaluados evaluara evaluarais evaluaramos evaluaran evaluaras evaluaron evaluase evaluaseis evaluasemos evaluasen evaluases evaluaste evaluasteis evalue evaluo
N|evaluation|evaluacion
N|evaluations|evaluaciones
N|evaluator|evaluador evaluadora
N|evaluators|evaluadoras evaluadores
V|evaluating|evaluando
N|evasion|evasion
N|evasions|evasiones
N|evidence|evidencia evidencias
V|showed|evidenciaba evidenciabais evidenciabamos evidenciaban evidenciabas evidenciara evidenciarais evidenciaramos evidenciaran evidenciaras evidenciaron evidenciase evidenciaseis evidenciasemos evidenciasen evidenciases evidenciaste evidenciasteis mostraba mostrabais mostrabamos mostraban mostrabas mostrara mostrarais mostraramos mostraran mostraras mostraron mostrase mostraseis mostrasemos mostrasen mostrases mostraste mostrasteis mostre mostro
V|show|evidenciad evidenciais evidenciamos evidencian evidenciar evidencie evidencieis evidenciemos evidencien evidencies evidencio mostra mostrad mostrais mostramos mostrar mostras mostreis mostremos mostres muestra muestran muestre muestren muestres muestro
V|shown|evidenciada evidenciadas evidenciado evidenciados mostrada mostradas mostrado mostrados
V|showing|evidenciando mostrando
A|evident|evidente evidentes
D|obviously|evidentemente obviamente
V|avoid|evita evitad evitais evitamos evitan evitar evitas evite eviteis evitemos eviten evites evito
V|avoided|evitaba evitabais evitabamos evitaban evitabas evitada evitadas evitado evitados evitara evitarais evitaramos evitaran evitaras evitaron evitase evitaseis evitasemos evitasen evitases evitaste evitasteis
V|avoiding|evitando
N|evolution|evolucion
N|evolutions|evoluciones
A|former|ex
A|exact|exacta exactas exacto exactos
D|exactly|exactamente
V|exaggerate|exagera exagerad exagerais exageramos exageran exagerar exageras exagere exagereis exageremos exageren exageres exagero
V|exaggerated|exageraba exagerabais exagerabamos exageraban exagerabas exagerada exageradas exagerado exagerados exagerara exagerarais exageraramos exageraran exageraras exageraron exagerase exageraseis exagerasemos exagerasen exagerases exageraste exagerasteis
V|exaggerating|exagerando
N|exam|examen
N|exams|examenes
V|examine|examina examinad examinais examinamos examinan examinar examinas examine examineis examinemos examinen examines examino
V|examined|examinaba examinabais examinabamos examinaban examinabas examinada examinadas examinado examinados examinara examinarais examinaramos examinaran examinaras examinaron examinase examinaseis examinasemos examinasen examinases examinaste examinasteis
N|examiner|examinador examinadora
N|examiners|examinadoras examinadores
V|examining|examinando
V|exceed|exceda excedais excedamos excedan excedas excede exceded excedeis excedemos exceden exceder excedes excedo sobrepasa sobrepasad sobrepasais sobrepasamos sobrepasan sobrepasar sobrepasas sobrepase sobrepaseis sobrepasemos sobrepasen sobrepases sobrepaso
N|leave of absence|excedencia
N|leaves of absence|excedencias
V|exceeded|excedi excedia excediais excediamos excedian excedias excedida excedidas excedido excedidos excediera excedierais excedieramos excedieran excedieras excedieron excediese excedieseis excediesemos excediesen excedieses excedimos excedio excediste excedisteis sobrepasaba sobrepasabais sobrepasabamos sobrepasaban sobrepasabas sobrepasada sobrepasadas sobrepasado sobrepasados sobrepasara sobrepasarais sobrepasaramos sobrepasaran sobrepasaras sobrepasaron sobrepasase sobrepasaseis sobrepasasemos sobrepasasen sobrepasases sobrepasaste sobrepasasteis
V|exceeding|excediendo sobrepasando
A|excellent|excelente excelentes
D|excellently|excelentemente
N|exception|excepcion
A|exceptional|excepcional excepcionales
D|exceptionally|excepcionalmente
N|exceptions|excepciones
P|except|excepto salvo
V|exempt|exceptua exceptuad exceptuais exceptuamos exceptuan exceptuar exceptuas exceptueis exceptuemos exceptuen exceptues exima eximais eximamos eximan eximas exime eximen eximes eximi eximid eximimos eximir eximis eximo
V|exempted|exceptuaba exceptuabais exceptuabamos exceptuaban exceptuabas exceptuada exceptuadas exceptuado exceptuados exceptuara exceptuarais exceptuaramos exceptuaran exceptuaras exceptuaron exceptuase exceptuaseis exceptuasemos exceptuasen exceptuases exceptuaste exceptuasteis exceptue exceptuo eximia eximiais eximiamos eximian eximias eximida eximidas eximido eximidos eximiera eximierais eximieramos eximieran eximieras eximieron eximiese eximieseis eximiesemos eximiesen eximieses eximio eximiste eximisteis
V|exempting|exceptuando eximiendo
A|excessive|excesiva excesivas excesivo excesivos
D|excessively|excesivamente
N|excess|exceso
N|excesses|excesos
V|exclude|exclui excluid excluimos excluir excluis excluya excluyais excluyamos excluyan excluyas excluye excluyen excluyes excluyo
V|excluded|excluia excluiais excluiamos excluian excluias excluida excluidas excluido excluidos excluiste excluisteis excluyera excluyerais excluyeramos excluyeran excluyeras excluyeron excluyese excluyeseis excluyesemos excluyesen excluyeses
A|exclusive|exclusiva exclusivas exclusivo exclusivos
D|exclusively|exclusivamente
V|excluding|excluyendo
N|excursion|excursion
N|excursions|excursiones
N|excuse|excusa
N|excuses|excusas
N|exemption|exencion
N|exemptions|exenciones
V|exfiltrate|exfiltra exfiltrad exfiltrais exfiltramos exfiltran exfiltrar exfiltras exfiltre exfiltreis exfiltremos exfiltren exfiltres exfiltro
V|exfiltrated|exfiltraba exfiltrabais exfiltrabamos exfiltraban exfiltrabas exfiltrada exfiltradas exfiltrado exfiltrados exfiltrara exfiltrarais exfiltraramos exfiltraran exfiltraras exfiltraron exfiltrase exfiltraseis exfiltrasemos exfiltrasen exfiltrases exfiltraste exfiltrasteis
N|exfiltration|exfiltracion
N|exfiltrations|exfiltraciones
V|exfiltrating|exfiltrando
A|exhaustive|exhaustiva exhaustivas exhaustivo exhaustivos
D|exhaustively|exhaustivamente
V|display|exhiba exhibais exhibamos exhiban exhibas exhibe exhiben exhibes exhibi exhibid exhibimos exhibir exhibis exhibo visualice visualiceis visualicemos visualicen visualices visualiza visualizad visualizais visualizamos visualizan visualizar visualizas visualizo
V|displayed|exhibia exhibiais exhibiamos exhibian exhibias exhibida exhibidas exhibido exhibidos exhibiera exhibierais exhibieramos exhibieran exhibieras exhibieron exhibiese exhibieseis exhibiesemos exhibiesen exhibieses exhibio exhibiste exhibisteis visualizaba visualizabais visualizabamos visualizaban visualizabas visualizada visualizadas visualizado visualizados visualizara visualizarais visualizaramos visualizaran visualizaras visualizaron visualizase visualizaseis visualizasemos visualizasen visualizases visualizaste visualizasteis
V|displaying|exhibiendo visualizando
V|demand|exige exigen exiges exigi exigid exigimos exigir exigis exija exijais exijamos exijan exijas exijo
A|demanding|exigente exigentes
V|demanded|exigia exigiais exigiamos exigian exigias exigida exigidas exigido exigidos exigiera exigierais exigieramos exigieran exigieras exigieron exigiese exigieseis exigiesemos exigiesen exigieses exigio exigiste exigisteis
V|demanding|exigiendo
V|exist|exista existais existamos existan existas existe existen existes existi existid existimos existir existis existo
N|existence|existencia
N|stock|existencias stock
V|existed|existia existiais existiamos existian existias existida existidas existido existidos existiera existierais existieramos existieran existieras existieron existiese existieseis existiesemos existiesen existieses existio exististe exististeis
V|existing|existiendo
N|success|exito
N|successes|exitos
A|successful|exitosa exitosas exitoso exitosos
D|successfully|exitosamente
N|expectation|expectativa
N|expectations|expectativas
N|experience|experiencia
N|experiences|experiencias
V|experiment|experimenta experimentad experimentais experimentamos experimentan experimentar experimentas experimente experimenteis experimentemos experimenten experimentes
V|experimented|experimentaba experimentabais experimentabamos experimentaban experimentabas experimentada experimentadas experimentado experimentados experimentara experimentarais experimentaramos experimentaran experimentaras experimentaron experimentase experimentaseis experimentasemos experimentasen experimentases experimentaste experimentasteis
V|experimenting|experimentando
N|experiment|experimento
N|experiments|experimentos
N|expert|experta experto
N|experts|expertas expertos
N|expiration|expiracion vencimiento
N|expirations|expiraciones vencimientos
V|explain|explica explicad explicais explicamos explican explicar explicas explico explique expliqueis expliquemos expliquen expliques
V|explained|explicaba explicabais explicabamos explicaban explicabas explicada explicadas explicado explicados explicara explicarais explicaramos explicaran explicaras explicaron explicase explicaseis explicasemos explicasen explicases explicaste explicasteis
N|explanation|explicacion
N|explanations|explicaciones
V|explaining|explicando
A|explicit|explicita explicitas explicito explicitos
D|explicitly|explicitamente
N|exploit|exploit
N|exploits|exploits
V|explore|explora explorad explorais exploramos exploran explorar exploras explore exploreis exploremos exploren explores exploro
V|explored|exploraba explorabais explorabamos exploraban explorabas explorada exploradas explorado explorados explorara explorarais exploraramos exploraran exploraras exploraron explorase exploraseis explorasemos explorasen explorases exploraste explorasteis
N|scout|explorador exploradora
N|scouts|exploradoras exploradores
V|exploring|explorando
N|explosion|explosion
N|explosions|explosiones
A|explosive|explosiva explosivas explosivo
D|explosively|explosivamente
N|explosives|explosivos
V|exploit|explota explotad explotais explotamos explotan explotar explotas explote exploteis explotemos exploten explotes exploto
V|exploited|explotaba explotabais explotabamos explotaban explotabas explotada explotadas explotado explotados explotara explotarais explotaramos explotaran explotaras explotaron explotase explotaseis explotasemos explotasen explotases explotaste explotasteis
N|exploitation|explotacion
N|exploitations|explotaciones
V|exploiting|explotando
V|expose|expon expone exponed exponeis exponemos exponen exponer expones exponga expongais expongamos expongan expongas expongo
V|exposed|exponia exponiais exponiamos exponian exponias expuse expusiera expusierais expusieramos expusieran expusieras expusieron expusiese expusieseis expusiesemos expusiesen expusieses expusimos expusiste expusisteis expuso
V|exposing|exponiendo
V|export|exporta exportad exportais exportamos exportan exportar exportas exporte exporteis exportemos exporten exportes exporto
V|exported|exportaba exportabais exportabamos exportaban exportabas exportada exportadas exportado exportados exportara exportarais exportaramos exportaran exportaras exportaron exportase exportaseis exportasemos exportasen exportases exportaste exportasteis
N|export|exportacion
N|exports|exportaciones
V|exporting|exportando
N|exhibition|exposicion
N|exhibitions|exposiciones
V|express|expresa expresad expresais expresamos expresan expresar expresas exprese expreseis expresemos expresen expreses expreso manifesta manifestad manifestais manifestamos manifestar manifestas manifesteis manifestemos manifestes manifiestan manifieste manifiesten manifiestes
V|expressed|expresaba expresabais expresabamos expresaban expresabas expresada expresadas expresado expresados expresara expresarais expresaramos expresaran expresaras expresaron expresase expresaseis expresasemos expresasen expresases expresaste expresasteis manifestaba manifestabais manifestabamos manifestaban manifestabas manifestada manifestadas manifestado manifestados manifestara manifestarais manifestaramos manifestaran manifestaras manifestaron manifestase manifestaseis manifestasemos manifestasen manifestases manifestaste manifestasteis manifeste manifesto
D|expressly|expresamente
V|expressing|expresando manifestando
N|expression|expresion
N|expressions|expresiones
A|exposed|expuesta expuestas expuesto expuestos
V|expel|expulsa expulsad expulsais expulsamos expulsan expulsar expulsas expulse expulseis expulsemos expulsen expulses expulso
V|expelled|expulsaba expulsabais expulsabamos expulsaban expulsabas expulsada expulsadas expulsado expulsados expulsara expulsarais expulsaramos expulsaran expulsaras expulsaron expulsase expulsaseis expulsasemos expulsasen expulsases expulsaste expulsasteis
V|expelling|expulsando
V|extend|extendais extendamos extendas extende extended extendeis extendemos extender extendes extienda extiendan extiendas extiende extienden extiendes extiendo prorrogad prorrogais prorrogamos prorrogan prorrogar prorrogo prorrogue prorrogueis prorroguemos prorroguen prorrogues
V|extended|extendi extendia extendiais extendiamos extendian extendias extendida extendidas extendido extendidos extendiera extendierais extendieramos extendieran extendieras extendieron extendiese extendieseis extendiesemos extendiesen extendieses extendimos extendio extendiste extendisteis prorrogaba prorrogabais prorrogabamos prorrogaban prorrogabas prorrogada prorrogadas prorrogado prorrogados prorrogara prorrogarais prorrogaramos prorrogaran prorrogaras prorrogaron prorrogase prorrogaseis prorrogasemos prorrogasen prorrogases prorrogaste prorrogasteis
V|extending|extendiendo prorrogando
A|extensive|extensa extensas extenso extensos
D|extensively|extensamente
N|extension|extension prorroga
N|extensions|extensiones prorrogas
A|external|exterior exteriores externa externas externo externos
D|externally|externamente
V|extinguish|extinga extingais extingamos extingan extingas extingo extingue extinguen extingues extingui extinguid extinguimos extinguir extinguis
V|extinguished|extinguia extinguiais extinguiamos extinguian extinguias extinguida extinguidas extinguido extinguidos extinguiera extinguierais extinguieramos extinguieran extinguieras extinguieron extinguiese extinguieseis extinguiesemos extinguiesen extinguieses extinguio extinguiste extinguisteis
V|extinguishing|extinguiendo
N|extortion|extorsion
V|extort|extorsiona extorsionad extorsionais extorsionamos extorsionan extorsionar extorsionas extorsione extorsioneis extorsionemos extorsionen extorsiono
V|extorted|extorsionaba extorsionabais extorsionabamos extorsionaban extorsionabas extorsionada extorsionadas extorsionado extorsionados extorsionara extorsionarais extorsionaramos extorsionaran extorsionaras extorsionaron extorsionase extorsionaseis extorsionasemos extorsionasen extorsionases extorsionaste extorsionasteis
V|extorting|extorsionando
N|extortions|extorsiones
N|extra|extra
N|extraction|extraccion
N|extractions|extracciones
V|extract|extrae extraed extraeis extraemos extraen extraer extraes extraiga extraigais extraigamos extraigan extraigas extraigo
V|extracted|extraia extraiais extraiamos extraian extraias extraida extraidas extraido extraidos extraje extrajera extrajerais extrajeramos extrajeran extrajeras extrajeron extrajese extrajeseis extrajesemos extrajesen extrajeses extrajimos extrajiste extrajisteis extrajo
A|strange|extrana extranas extrano extranos
V|missed|extranaba extranabais extranabamos extranaban extranabas extranada extranadas extranado extranados extranara extranarais extranaramos extranaran extranaras extranaron extranase extranaseis extranasemos extranasen extranases extranaste extranasteis
V|miss|extranad extranais extranamos extranan extranar extrane extraneis extranemos extranen extranes
D|strangely|extranamente
V|missing|extranando
A|foreign|extranjera extranjeras extranjero extranjeros
D|foreignly|extranjeramente
N|extras|extras
V|lose|extravia extraviad extraviais extraviamos extravian extraviar extravias extravieis extraviemos extravien extravies perdais perdamos perdas perde perded perdeis perdemos perder perdes pierda pierdan pierdas pierde pierden pierdes pierdo
V|lost|extraviaba extraviabais extraviabamos extraviaban extraviabas extraviada extraviadas extraviado extraviados extraviara extraviarais extraviaramos extraviaran extraviaras extraviaron extraviase extraviaseis extraviasemos extraviasen extraviases extraviaste extraviasteis extravie extravio perdi perdia perdiais perdiamos perdian perdias perdido perdidos perdiera perdierais perdieramos perdieran perdieras perdieron perdiese perdieseis perdiesemos perdiesen perdieses perdimos perdio perdiste perdisteis
V|losing|extraviando perdiendo
V|extracting|extrayendo
A|extreme|extrema extremas extremo extremos
D|extremely|extremadamente extremamente sumamente
N|extremism|extremismo
A|extremist|extremista extremistas
N|factory|fabrica
V|made|fabricaba fabricabais fabricabamos fabricaban fabricabas fabricada fabricadas fabricado fabricados fabricara fabricarais fabricaramos fabricaran fabricaras fabricaron fabricase fabricaseis fabricasemos fabricasen fabricases fabricaste fabricasteis
V|make|fabricad fabricais fabricamos fabrican fabricar fabrico fabrique fabriqueis fabriquemos fabriquen fabriques
V|making|fabricando
N|factories|fabricas
N|facade|fachada
N|facades|fachadas
A|easy|facil faciles
N|ease|facilidad
N|eases|facilidades
D|easily|facilmente
A|factor|factor factora factoras factores
N|invoice|factura
V|invoiced|facturaba facturabais facturabamos facturaban facturabas facturada facturadas facturado facturados facturara facturarais facturaramos facturaran facturaras facturaron facturase facturaseis facturasemos facturasen facturases facturaste facturasteis
V|invoice|facturad facturais facturamos facturan facturar facture factureis facturemos facturen factures facturo
V|invoicing|facturando
N|invoices|facturas
N|faculty|facultad
N|faculties|facultades
N|skirt|falda
N|skirts|faldas
N|failure|falla fracaso
V|failed|fallaba fallabais fallabamos fallaban fallabas fallada falladas fallado fallados fallara fallarais fallaramos fallaran fallaras fallaron fallase fallaseis fallasemos fallasen fallases fallaste fallasteis fracasaba fracasabais fracasabamos fracasaban fracasabas fracasada fracasadas fracasado fracasados fracasara fracasarais fracasaramos fracasaran fracasaras fracasaron fracasase fracasaseis fracasasemos fracasasen fracasases fracasaste fracasasteis
V|fail|fallad fallais fallamos fallan fallar falle falleis fallemos fallen falles fracasa fracasad fracasais fracasamos fracasan fracasar fracasas fracase fracaseis fracasemos fracasen fracases
V|failing|fallando fracasando
N|failures|fallas fracasos
V|die|fallece falleced falleceis fallecemos fallecen fallecer falleces fallezca fallezcais fallezcamos fallezcan fallezcas fallezco mori morid morimos morir moris muera mueran mueras muere mueren mueres muero murais muramos muras
V|died|falleci fallecia falleciais falleciamos fallecian fallecias falleciera fallecierais fallecieramos fallecieran fallecieras fallecieron falleciese fallecieseis falleciesemos falleciesen fallecieses fallecimos fallecio falleciste fallecisteis moria moriais moriamos morian morias moriste moristeis muriera murierais murieramos murieran murieras murieron muriese murieseis muriesemos muriesen murieses murio
N|deceased|fallecida fallecidas fallecido fallecidos
V|dying|falleciendo muriendo tinendo
A|failed|fallida fallidas fallido fallidos
N|flaw|fallo
N|flaws|fallos
A|fake|falsa falsas falso falsos
V|falsify|falsea falsead falseais falseamos falsean falsear falseas falsee falseeis falseemos falseen falsees falseo
V|falsified|falseaba falseabais falseabamos falseaban falseabas falseada falseadas falseado falseados falseara falsearais falsearamos falsearan falsearas falsearon falsease falseaseis falseasemos falseasen falseases falseaste falseasteis
V|falsifying|falseando
V|forge|falsifica falsificad falsificais falsificamos falsifican falsificar falsificas falsifico falsifique falsifiqueis falsifiquemos falsifiquen falsifiques
V|forged|falsificaba falsificabais falsificabamos falsificaban falsificabas falsificara falsificarais falsificaramos falsificaran falsificaras falsificaron falsificase falsificaseis falsificasemos falsificasen falsificases falsificaste falsificasteis
N|counterfeit|falsificacion
N|counterfeits|falsificaciones
A|forged|falsificada falsificadas falsificado falsificados
V|forging|falsificando
N|lack|falta
V|lacked|faltaba faltabais faltabamos faltaban faltabas faltada faltadas faltado faltados faltara faltarais faltaramos faltaran faltaras faltaron faltase faltaseis faltasemos faltasen faltases faltaste faltasteis
V|lack|faltad faltais faltamos faltan faltar falte falteis faltemos falten faltes falto
V|lacking|faltando
N|lacks|faltas
N|fame|fama
N|fames|famas
N|family|familia
A|family|familiar familiares
N|families|familias
A|famous|famosa famosas famoso famosos
D|famously|famosamente
N|fantasy|fantasia
N|fantasies|fantasias
N|ghost|fantasma
N|ghosts|fantasmas
A|fantastic|fantastica fantasticas fantastico fantasticos
D|fantastically|fantasticamente
N|pharmacist|farmaceutica farmaceutico
N|pharmacists|farmaceuticas farmaceuticos
N|pharmacy|farmacia
N|pharmacies|farmacias
N|phase|fase
N|phases|fases
A|fatal|fatal fatales
D|fatally|fatalmente
P|please|favor
A|favorable|favorable favorables
D|favorably|favorablemente
V|favor|favorece favoreced favoreceis favorecemos favorecen favorecer favoreces favorezca favorezcais favorezcamos favorezcan favorezcas favorezco
V|favored|favoreci favorecia favoreciais favoreciamos favorecian favorecias favorecida favorecidas favorecido favorecidos favoreciera favorecierais favorecieramos favorecieran favorecieras favorecieron favoreciese favorecieseis favoreciesemos favoreciesen favorecieses favorecimos favorecio favoreciste favorecisteis
V|favoring|favoreciendo
A|favorite|favorita favoritas favorito favoritos
N|fax|fax
N|faxes|faxes
N|faith|fe
A|ugly|fea feas feo feos
N|february|febrero
N|date|fecha
N|dates|fechas
A|federal|federal federales
N|feedback|feedback retroalimentacion
N|happiness|felicidad
N|happinesses|felicidades
V|congratulate|felicita felicitad felicitais felicitamos felicitan felicitar felicitas felicite feliciteis felicitemos feliciten felicites felicito
V|congratulated|felicitaba felicitabais felicitabamos felicitaban felicitabas felicitada felicitadas felicitado felicitados felicitara felicitarais felicitaramos felicitaran felicitaras felicitaron felicitase felicitaseis felicitasemos felicitasen felicitases felicitaste felicitasteis
V|congratulating|felicitando
N|phenomenon|fenomeno
N|phenomena|fenomenos
N|fentanyl|fentanilo
N|fentanyls|fentanilos
N|fair|feria
N|fairs|ferias
N|faiths|fes
N|reliability|fiabilidad
N|reliabilities|fiabilidades
A|reliable|fiable fiables
D|reliably|fiablemente
N|bail|fianza
N|bails|fianzas
N|fiction|ficcion
N|fictions|ficciones
A|fictional|ficticia ficticias ficticio ficticios
N|fever|fiebre
N|fevers|fiebres
A|faithful|fiel fieles
D|faithfully|fielmente
N|party|fiesta partido
N|parties|fiestas partidos
N|row|fila
N|rows|filas
N|subsidiary|filial
N|subsidiaries|filiales
V|film|filma filmad filmais filmamos filman filmar filmas filmeis filmemos filmen filmo
V|filmed|filmaba filmabais filmabamos filmaban filmabas filmada filmadas filmado filmados filmara filmarais filmaramos filmaran filmaras filmaron filmase filmaseis filmasemos filmasen filmases filmaste filmasteis
V|filming|filmando
N|film|filme
N|films|filmes
V|leak|filtra filtrad filtrais filtramos filtran filtras filtre filtreis filtremos filtren filtres
V|leaked|filtraba filtrabais filtrabamos filtraban filtrabas filtrara filtrarais filtraramos filtraran filtraras filtraron filtrase filtraseis filtrasemos filtrasen filtrases filtraste filtrasteis
N|leak|filtracion fuga
N|leaks|filtraciones fugas
A|filtered|filtrada filtradas filtrado filtrados
V|leaking|filtrando
V|filter|filtrar
N|filter|filtro
N|filters|filtros
N|end|fin
A|fine|fina finas fine fino finos
N|purpose|finalidad proposito
N|purposes|finalidades propositos
N|completion|finalizacion realizacion
N|completions|finalizaciones realizaciones
D|finally|finalmente
D|finely|finamente
V|finance|financia financiad financiais financiamos financian financiar financias financie financieis financiemos financien financies financio
V|financed|financiaba financiabais financiabamos financiaban financiabas financiada financiadas financiado financiados financiara financiarais financiaramos financiaran financiaras financiaron financiase financiaseis financiasemos financiasen financiases financiaste financiasteis
V|financing|financiando
A|financial|financiera financieras financiero financieros
N|finance|finanzas
N|estate|finca
N|estates|fincas
N|ends|fines
N|severance pay|finiquito
N|severance pays|finiquitos
N|firewalls|firewalls
N|signature|firma
V|signed|firmaba firmabais firmabamos firmaban firmabas firmara firmarais firmaramos firmaran firmaras firmaron firmase firmaseis firmasemos firmasen firmases firmaste firmasteis
V|sign|firmad firmais firmamos firman firmar firme firmeis firmemos firmen firmes firmo
A|signed|firmada firmadas firmado firmados
V|signing|firmando
N|signatures|firmas
D|firmly|firmemente
A|tax|fiscal fiscales tributaria tributarias tributario tributarios
N|prosecutor's office|fiscalia
N|prosecutor's offices|fiscalias
A|physical|fisica fisicas fisico fisicos
N|flexibility|flexibilidad
N|flexibilities|flexibilidades
A|flexible|flexible flexibles
D|flexibly|flexiblemente
N|flower|flor
N|flowers|flores
V|float|flota flotad flotais flotamos flotan flotar flotas flote floteis flotemos floten flotes floto
V|floated|flotaba flotabais flotabamos flotaban flotabas flotada flotadas flotado flotados flotara flotarais flotaramos flotaran flotaras flotaron flotase flotaseis flotasemos flotasen flotases flotaste flotasteis
V|floating|flotando
N|flow|flujo
N|flows|flujos
N|brochure|folleto
N|brochures|folletos
N|background|fondo
N|funds|fondos
V|forced|force forzaba forzabais forzabamos forzaban forzabas forzada forzadas forzado forzados forzara forzarais forzaramos forzaran forzaras forzaron forzase forzaseis forzasemos forzasen forzases forzaste forzasteis forzo obligaba obligabais obligabamos obligaban obligabas obligada obligadas obligado obligados obligara obligarais obligaramos obligaran obligaras obligaron obligase obligaseis obligasemos obligasen obligases obligaste obligasteis
V|force|forceis forcemos forces forza forzad forzais forzamos forzar forzas fuerce fuercen fuerces fuerzan fuerzo obliga obligad obligais obligamos obligan obligar obligas obligo obligue obligueis obliguemos obliguen obligues
N|way|forma manera
V|formed|formaba formabais formabamos formaban formabas formada formadas formado formados formara formarais formaramos formaran formaras formaron formase formaseis formasemos formasen formases formaste formasteis
V|form|formad formais formamos forman formar forme formeis formemos formen formes formo
A|formal|formal formales
V|formalize|formalice formaliceis formalicemos formalicen formalices formaliza formalizad formalizais formalizamos formalizan formalizar formalizas formalizo
V|formalized|formalizaba formalizabais formalizabamos formalizaban formalizabas formalizada formalizadas formalizado formalizados formalizara formalizarais formalizaramos formalizaran formalizaras formalizaron formalizase formalizaseis formalizasemos formalizasen formalizases formalizaste formalizasteis
V|formalizing|formalizando
D|formally|formalmente
V|forming|formando
N|ways|formas maneras
V|format|formatea formatead formateais formateamos formatean formatear formateas formatee formateeis formateemos formateen formatees
V|formatted|formateaba formateabais formateabamos formateaban formateabas formateada formateadas formateado formateados formateara formatearais formatearamos formatearan formatearas formatearon formatease formateaseis formateasemos formateasen formateases formateaste formateasteis
V|formatting|formateando
N|formatting|formateo
N|formattings|formateos
N|format|formato
N|formats|formatos
N|formula|formula
V|formulated|formulaba formulabais formulabamos formulaban formulabas formulada formuladas formulado formulados formulara formularais formularamos formularan formularas formularon formulase formulaseis formulasemos formulasen formulases formulaste formulasteis
V|formulate|formulad formulais formulamos formulan formular formule formuleis formulemos formulen formules formulo
V|formulating|formulando
N|form|formulario
N|forms|formularios
N|formulas|formulas
N|forum|foro
N|forums|foros
V|strengthen|fortalece fortaleced fortaleceis fortalecemos fortalecen fortalecer fortaleces fortalezca fortalezcais fortalezcamos fortalezcan fortalezcas fortalezco
V|strengthened|fortaleci fortalecia fortaleciais fortaleciamos fortalecian fortalecias fortalecida fortalecidas fortalecido fortalecidos fortaleciera fortalecierais fortalecieramos fortalecieran fortalecieras fortalecieron fortaleciese fortalecieseis fortaleciesemos fortaleciesen fortalecieses fortalecimos fortalecio fortaleciste fortalecisteis
V|strengthening|fortaleciendo
N|strength|fortaleza
N|strengths|fortalezas
N|fortune|fortuna
N|fortunes|fortunas
V|forcing|forzando obligando
D|necessarily|forzosamente necesariamente
N|photo|foto
N|photograph|fotografia
V|photographed|fotografiaba fotografiabais fotografiabamos fotografiaban fotografiabas fotografiada fotografiadas fotografiado fotografiados fotografiara fotografiarais fotografiaramos fotografiaran fotografiaras fotografiaron fotografiase fotografiaseis fotografiasemos fotografiasen fotografiases fotografiaste fotografiasteis fotografie fotografio
V|photograph|fotografiad fotografiais fotografiamos fotografian fotografiar fotografieis fotografiemos fotografien fotografies
V|photographing|fotografiando
N|photographs|fotografias
N|photos|fotos
N|fracture|fractura
N|fractures|fracturas
A|fragile|fragil fragiles
D|fragilely|fragilmente
V|fragment|fragmenta fragmentad fragmentais fragmentamos fragmentan fragmentar fragmentas fragmente fragmenteis fragmentemos fragmenten fragmentes
V|fragmented|fragmentaba fragmentabais fragmentabamos fragmentaban fragmentabas fragmentada fragmentadas fragmentado fragmentados fragmentara fragmentarais fragmentaramos fragmentaran fragmentaras fragmentaron fragmentase fragmentaseis fragmentasemos fragmentasen fragmentases fragmentaste fragmentasteis
V|fragmenting|fragmentando
N|fragment|fragmento
N|fragments|fragmentos
N|framework|framework
N|frameworks|frameworks
D|frankly|francamente
A|french|frances francesa francesas franceses
N|strip|franja
N|strips|franjas
N|fraud|fraude
N|frauds|fraudes
A|fraudulent|fraudulenta fraudulentas fraudulento fraudulentos
N|frequency|frecuencia
N|frequencies|frecuencias
A|frequent|frecuente frecuentes
D|frequently|frecuentemente
V|scrub|frega fregad fregais fregamos fregar fregas fregueis freguemos fregues friega friegan friegas friego friegue frieguen friegues
V|scrubbed|fregaba fregabais fregabamos fregaban fregabas fregada fregadas fregado fregados fregara fregarais fregaramos fregaran fregaras fregaron fregase fregaseis fregasemos fregasen fregases fregaste fregasteis frego fregue
V|scrubbing|fregando
N|front|frente
N|fronts|frentes
N|strawberry|fresa
N|strawberries|fresas
A|fresh|fresca frescas fresco frescos
A|cold|fria frias frio frios
D|coldly|friamente
A|front|frontal frontales
N|border|frontera
N|borders|fronteras
N|fruit|fruta fruto
N|fruits|frutas frutos
N|ftp|ftp
N|fire|fuego incendio
N|fires|fuegos incendios
N|source|fuente
N|sources|fuentes
A|strong|fuerte fuertes
D|strongly|fuertemente
N|force|fuerza
N|forces|fuerzas
V|smoke|fuma fumad fumais fumamos fuman fumar fumas fume fumeis fumemos fumen fumes fumo
V|smoked|fumaba fumabais fumabamos fumaban fumabas fumada fumadas fumado fumados fumara fumarais fumaramos fumaran fumaras fumaron fumase fumaseis fumasemos fumasen fumases fumaste fumasteis
V|smoking|fumando
N|function|funcion
V|work|funciona funcionad funcionais funcionamos funcionan funcionar funcionas funcione funcioneis funcionemos funcionen funciono trabaja trabajad trabajais trabajamos trabajan trabajar trabajas trabaje trabajeis trabajemos trabajen trabajes
V|worked|funcionaba funcionabais funcionabamos funcionaban funcionabas funcionada funcionadas funcionado funcionados funcionara funcionarais funcionaramos funcionaran funcionaras funcionaron funcionase funcionaseis funcionasemos funcionasen funcionases funcionaste funcionasteis trabajaba trabajabais trabajabamos trabajaban trabajabas trabajada trabajadas trabajado trabajados trabajara trabajarais trabajaramos trabajaran trabajaras trabajaron trabajase trabajaseis trabajasemos trabajasen trabajases trabajaste trabajasteis
N|operation|funcionamiento operacion
N|operations|funcionamientos operaciones
V|working|funcionando trabajando
N|official|funcionaria funcionario
N|officials|funcionarias funcionarios
N|functions|funciones
V|founded|fundaba fundabais fundabamos fundaban fundabas fundada fundadas fundado fundados fundara fundarais fundaramos fundaran fundaras fundaron fundase fundaseis fundasemos fundasen fundases fundaste fundasteis
A|fundamental|fundamental fundamentales
D|fundamentally|fundamentalmente
V|founding|fundando
A|furious|furiosa furiosas furioso furiosos
D|furiously|furiosamente
N|rifle|fusil rifle
N|rifles|fusiles rifles
V|merge|fusiona fusionad fusionais fusionamos fusionan fusionar fusionas fusione fusioneis fusionemos fusionen fusiones fusiono
V|merged|fusionaba fusionabais fusionabamos fusionaban fusionabas fusionada fusionadas fusionado fusionados fusionara fusionarais fusionaramos fusionaran fusionaras fusionaron fusionase fusionaseis fusionasemos fusionasen fusionases fusionaste fusionasteis
V|merging|fusionando
A|future|futura futuras futuro futuros
N|cabinet|gabinete
N|cabinets|gabinetes
N|gallery|galeria
N|galleries|galerias
V|win|gana ganad ganais ganamos ganan ganar ganas gane ganeis ganemos ganen ganes gano
V|won|ganaba ganabais ganabamos ganaban ganabas ganada ganadas ganado ganados ganara ganarais ganaramos ganaran ganaras ganaron ganase ganaseis ganasemos ganasen ganases ganaste ganasteis
N|winner|ganador ganadora
N|winners|ganadoras ganadores
V|winning|ganando
N|guarantee|garantia
N|guarantees|garantias
V|guarantee|garantice garanticeis garanticemos garanticen garantices garantiza garantizad garantizais garantizamos garantizan garantizar garantizas garantizo
V|guaranteed|garantizaba garantizabais garantizabamos garantizaban garantizabas garantizada garantizadas garantizado garantizados garantizara garantizarais garantizaramos garantizaran garantizaras garantizaron garantizase garantizaseis garantizasemos garantizasen garantizases garantizaste garantizasteis
V|guaranteeing|garantizando
N|throat|garganta
N|throats|gargantas
N|gas|gas
N|gases|gases
N|gasoline|gasolina
N|gasolines|gasolinas
V|spend|gasta gastad gastais gastamos gastan gastar gastas gaste gasteis gastemos gasten gastes
V|spent|gastaba gastabais gastabamos gastaban gastabas gastada gastadas gastado gastados gastara gastarais gastaramos gastaran gastaras gastaron gastase gastaseis gastasemos gastasen gastases gastaste gastasteis
V|spending|gastando
N|expense|gasto
N|expenses|gastos
N|cat|gato
N|cats|gatos
N|twin|gemela gemelo
N|twins|gemelas gemelos
N|gemini|gemini
V|generate|genera generad generais generamos generan generar generas genere genereis generemos generen generes
V|generated|generaba generabais generabamos generaban generabas generada generadas generado generados generara generarais generaramos generaran generaras generaron generase generaseis generasemos generasen generases generaste generasteis
N|generation|generacion
N|generations|generaciones
A|general|general generales
D|generally|generalmente
V|generating|generando
N|gender|genero
N|genders|generos
A|generous|generosa generosas generoso generosos
D|generously|generosamente
N|genie|genio
N|genies|genios
N|genocide|genocidio
N|genocides|genocidios
N|people|gente personas
A|genuine|genuina genuinas genuino genuinos
D|genuinely|genuinamente
N|geography|geografia
N|geographies|geografias
V|geolocate|geolocalice geolocaliceis geolocalicemos geolocalicen geolocalices geolocaliza geolocalizad geolocalizais geolocalizamos geolocalizan geolocalizar geolocalizas geolocalizo
V|geolocated|geolocalizaba geolocalizabais geolocalizabamos geolocalizaban geolocalizabas geolocalizada geolocalizadas geolocalizado geolocalizados geolocalizara geolocalizarais geolocalizaramos geolocalizaran geolocalizaras geolocalizaron geolocalizase geolocalizaseis geolocalizasemos geolocalizasen geolocalizases geolocalizaste geolocalizasteis
V|geolocating|geolocalizando
N|management|gerencia gestion
N|managements|gerencias gestiones
N|manager|gerente
N|managers|gerentes
N|gesture|gesto
N|gestures|gestos
N|gym|gimnasio
N|gyms|gimnasios
V|turn|gira girad girais giramos giran girar giras gire gireis giremos giren gires
V|turned|giraba girabais girabamos giraban girabas girada giradas girado girados girara girarais giraramos giraran giraras giraron girase giraseis girasemos girasen girases giraste girasteis
V|turning|girando
N|transfer|giro transferencia traslado
N|transfers|giros transferencias traslados
N|git|git
N|github|github
N|gitlab|gitlab
A|global|global globales mundial mundiales
D|globally|globalmente
V|glorify|glorifica glorificad glorificais glorificamos glorifican glorificar glorificas glorifico glorifique glorifiqueis glorifiquemos glorifiquen glorifiques
V|glorified|glorificaba glorificabais glorificabamos glorificaban glorificabas glorificada glorificadas glorificado glorificados glorificara glorificarais glorificaramos glorificaran glorificaras glorificaron glorificase glorificaseis glorificasemos glorificasen glorificases glorificaste glorificasteis
V|glorifying|glorificando
N|glucose|glucosa
N|gmail|gmail
V|govern|goberna gobernad gobernais gobernamos gobernar gobernas goberneis gobernemos gobernes gobierna gobiernan gobiernas gobierne gobiernen gobiernes regi regid regimos regir regis rige rigen riges rija rijais rijamos rijan rijas rijo
V|governed|gobernaba gobernabais gobernabamos gobernaban gobernabas gobernada gobernadas gobernado gobernados gobernara gobernarais gobernaramos gobernaran gobernaras gobernaron gobernase gobernaseis gobernasemos gobernasen gobernases gobernaste gobernasteis goberne goberno regia regiais regiamos regian regias regida regidas regido regidos registe registeis rigiera rigierais rigieramos rigieran rigieras rigieron rigiese rigieseis rigiesemos rigiesen rigieses rigio
V|governing|gobernando rigiendo
N|government|gobierno
N|governments|gobiernos
N|goal|gol meta objetivo
N|goals|goles metas objetivos
N|blow|golpe
V|hit|golpea golpeaba golpeabais golpeabamos golpeaban golpeabas golpead golpeada golpeadas golpeado golpeados golpeais golpeamos golpean golpear golpeara golpearais golpearamos golpearan golpearas golpearon golpeas golpease golpeaseis golpeasemos golpeasen golpeases golpeaste golpeasteis golpee golpeeis golpeemos golpeen golpees golpeo
V|hitting|golpeando
N|blows|golpes
N|google|google
A|fat|gorda gordas gordo gordos
N|cap|gorra
N|caps|gorras
N|drop|gota
N|drops|gotas
N|gpt|gpt
N|gpu|gpu
V|record|graba grabad grabais grabamos graban grabar grabas grabe grabeis grabemos graben grabes grabo
V|recorded|grababa grababais grababamos grababan grababas grabada grabadas grabado grabados grabara grabarais grabaramos grabaran grabaras grabaron grabase grabaseis grabasemos grabasen grabases grabaste grabasteis
N|recording|grabacion
N|recordings|grabaciones
V|recording|grabando
P|thanks|gracias
A|funny|graciosa graciosas gracioso graciosos
D|funnily|graciosamente
N|degree|grado
N|degrees|grados
V|graduate|gradua graduad graduais graduamos graduan graduar graduas gradueis graduemos graduen gradues
V|graduated|graduaba graduabais graduabamos graduaban graduabas graduada graduadas graduado graduados graduara graduarais graduaramos graduaran graduaras graduaron graduase graduaseis graduasemos graduasen graduases graduaste graduasteis gradue graduo
V|graduating|graduando
N|chart|grafico
N|charts|graficos
N|grammar|gramatica
N|grammars|gramaticas
N|gram|gramo
N|grams|gramos
A|large|gran grande grandes
N|grenade|granada
N|grenades|granadas
A|free|gratis gratuita gratuitas gratuito gratuitos libre libres
N|gratitude|gratitud
N|gratitudes|gratitudes
A|serious|grave graves seria serias serio serios
D|seriously|gravemente seriamente
N|shackle|grillete
N|shackles|grilletes
N|flu|gripe
N|flus|gripes
A|gray|gris grises
V|shout|grita gritad gritais gritamos gritan gritar gritas grite griteis gritemos griten grites
V|shouted|gritaba gritabais gritabamos gritaban gritabas gritada gritadas gritado gritados gritara gritarais gritaramos gritaran gritaras gritaron gritase gritaseis gritasemos gritasen gritases gritaste gritasteis
V|shouting|gritando
N|shout|grito
N|shouts|gritos
N|grok|grok
A|rude|grosera groseras grosero groseros
D|rudely|groseramente
N|group|grupo
N|groups|grupos
N|glove|guante
N|gloves|guantes
A|handsome|guapa guapas guapo guapos
A|saved|guardada guardadas guardado guardados
N|guard|guardia
N|guardian|guardian guardiana
N|guardians|guardianas guardianes
N|guards|guardias
N|war|guerra
N|wars|guerras
N|guide|guia
V|guided|guiaba guiabais guiabamos guiaban guiabas guiada guiadas guiado guiados guiara guiarais guiaramos guiaran guiaras guiaron guiase guiaseis guiasemos guiasen guiases guiaste guiasteis guie guio orientaba orientabais orientabamos orientaban orientabas orientada orientadas orientado orientados orientara orientarais orientaramos orientaran orientaras orientaron orientase orientaseis orientasemos orientasen orientases orientaste orientasteis
V|guide|guiad guiais guiamos guian guiar guieis guiemos guien guies orienta orientad orientais orientamos orientan orientar orientas oriente orienteis orientemos orienten orientes oriento
V|guiding|guiando orientando
N|guides|guias
N|script|guion script
N|scripts|guiones scripts
N|screenwriter|guionista
N|screenwriters|guionistas
N|guitar|guitarra
N|guitars|guitarras
N|worm|gusano
N|worms|gusanos
V|like|gusta gustad gustais gustamos gustan gustar gustas guste gusteis gustemos gusten gustes gusto
V|liked|gustaba gustabais gustabamos gustaban gustabas gustada gustadas gustado gustados gustara gustarais gustaramos gustaran gustaras gustaron gustase gustaseis gustasemos gustasen gustases gustaste gustasteis
V|liking|gustando
V|has|ha
V|you have|habeis has teneis tenes tienes
V|you had|habias tenias
A|skillful|habil habiles
N|skill|habilidad
N|skills|habilidades
V|enable|habilita habilitad habilitais habilitamos habilitan habilitar habilitas habilite habiliteis habilitemos habiliten habilites habilito
V|enabled|habilitaba habilitabais habilitabamos habilitaban habilitabas habilitara habilitarais habilitaramos habilitaran habilitaras habilitaron habilitase habilitaseis habilitasemos habilitasen habilitases habilitaste habilitasteis
N|clearance|habilitacion
N|clearances|habilitaciones
V|enabling|habilitando
D|skillfully|habilmente
V|inhabit|habita habitad habitais habitamos habitan habitar habitas habite habiteis habitemos habiten habites
V|inhabited|habitaba habitabais habitabamos habitaban habitabas habitada habitadas habitado habitados habitara habitarais habitaramos habitaran habitaras habitaron habitase habitaseis habitasemos habitasen habitases habitaste habitasteis
N|room|habitacion sala
N|rooms|habitaciones salas
V|inhabiting|habitando
N|inhabitant|habitante
N|inhabitants|habitantes
N|habit|habito
N|habits|habitos
A|usual|habitual habituales usual usuales
D|usually|habitualmente usualmente
V|speak|habla hablad hablais hablamos hablan hablar hablas hable hableis hablemos hablen hables hablo
V|spoke|hablaba hablabais hablabamos hablaban hablabas hablara hablarais hablaramos hablaran hablaras hablaron hablase hablaseis hablasemos hablasen hablases hablaste hablasteis
V|spoken|hablada habladas hablado hablados
V|speaking|hablando
V|you will have|habras tendras
V|do|hace haced haceis hacemos hacen hacer haga hagais hagamos hagan hagas hago haz
V|you do|haces
P|toward|hacia
V|did|haciais haciamos hacian hacias hice hiciera hicierais hicieramos hicieran hicieras hicieron hiciese hicieseis hiciesemos hiciesen hicieses hicimos hiciste hicisteis hizo
V|doing|haciendo
V|hack|hackea hackead hackeais hackeamos hackean hackear hackeas hackee hackeeis hackeemos hackeen hackees jaquea jaquead jaqueais jaqueamos jaquean jaquear jaqueas jaquee jaqueeis jaqueemos jaqueen jaquees jaqueo piratea piratead pirateais pirateamos piratean piratear pirateas piratee pirateeis pirateemos pirateen piratees pirateo
V|hacked|hackeaba hackeabais hackeabamos hackeaban hackeabas hackeara hackearais hackearamos hackearan hackearas hackearon hackease hackeaseis hackeasemos hackeasen hackeases hackeaste hackeasteis jaqueaba jaqueabais jaqueabamos jaqueaban jaqueabas jaqueada jaqueadas jaqueado jaqueados jaqueara jaquearais jaquearamos jaquearan jaquearas jaquearon jaquease jaqueaseis jaqueasemos jaqueasen jaqueases jaqueaste jaqueasteis pirateaba pirateabais pirateabamos pirateaban pirateabas pirateara piratearais piratearamos piratearan piratearas piratearon piratease pirateaseis pirateasemos pirateasen pirateases pirateaste pirateasteis
A|hacked|hackeada hackeadas hackeado hackeados pirateada pirateadas pirateado pirateados
V|hacking|hackeando jaqueando pirateando
N|hack|hackeo
N|hacks|hackeos
N|hacker|hacker
N|hackers|hackers
V|pull|hala halad halais halamos halan halar halas hale haleis halemos halen hales halo jala jalad jalais jalamos jalan jalar jalas jale jaleis jalemos jalen jales jalo
V|pulled|halaba halabais halabamos halaban halabas halada haladas halado halados halara halarais halaramos halaran halaras halaron halase halaseis halasemos halasen halases halaste halasteis jalaba jalabais jalabamos jalaban jalabas jalada jaladas jalado jalados jalara jalarais jalaramos jalaran jalaras jalaron jalase jalaseis jalasemos jalasen jalases jalaste jalasteis
V|flatter|halaga halagad halagais halagamos halagan halagar halagas halago halague halagueis halaguemos halaguen halagues
V|flattered|halagaba halagabais halagabamos halagaban halagabas halagada halagadas halagado halagados halagara halagarais halagaramos halagaran halagaras halagaron halagase halagaseis halagasemos halagasen halagases halagaste halagasteis
V|flattering|halagando
V|pulling|halando jalando
N|finding|hallazgo
N|findings|hallazgos
N|hunger|hambre
N|hungers|hambres
V|you will do|haras
N|hardware|hardware
N|flour|harina
N|flours|harinas
N|hash|hash
N|hashes|hashs
N|hashtag|hashtag
P|until|hasta
V|there is|hay
V|i have|he tengo
V|done|hecha hechas hecho
N|facts|hechos
N|ice cream|helado
N|ice creams|helados
N|helpdesk|helpdesk
N|helpdesks|helpdesks
N|bleeding|hemorragia
N|bleedings|hemorragias
V|we have|hemos tenemos
V|inherit|hereda heredad heredais heredamos heredan heredar heredas herede heredeis heredemos hereden heredes heredo
V|inherited|heredaba heredabais heredabamos heredaban heredabas heredada heredadas heredado heredados heredara heredarais heredaramos heredaran heredaras heredaron heredase heredaseis heredasemos heredasen heredases heredaste heredasteis
V|inheriting|heredando
A|hereditary|hereditaria hereditarias hereditario hereditarios
D|hereditarily|hereditariamente
N|inheritance|herencia
N|inheritances|herencias
N|wound|herida
N|wounds|heridas
N|sister|hermana
N|sisters|hermanas
N|brother|hermano
N|brothers|hermanos
N|hero|heroe
N|heroes|heroes
N|heroin|heroina
N|heroins|heroinas
N|tool|herramienta
N|tools|herramientas
V|boil|hervi hervid hervimos hervir hervis hierva hiervan hiervas hierve hierven hierves hiervo hirvais hirvamos hirvas
V|boiled|hervia herviais herviamos hervian hervias hervida hervidas hervido hervidos herviste hervisteis hirviera hirvierais hirvieramos hirvieran hirvieras hirvieron hirviese hirvieseis hirviesemos hirviesen hirvieses hirvio
N|ice|hielo
N|ices|hielos
N|grass|hierba
N|grasses|hierbas
N|iron|hierro
N|irons|hierros
N|liver|higado
N|livers|higados
N|daughter|hija
N|daughters|hijas
N|son|hijo
N|sons|hijos
N|thread|hilo
N|threads|hilos
N|hyperlink|hipervinculo
N|hyperlinks|hipervinculos
N|mortgage|hipoteca
N|mortgages|hipotecas
N|hypothesis|hipotesis
A|hypothetical|hipotetica hipoteticas hipotetico hipoteticos
D|hypothetically|hipoteticamente
V|boiling|hirviendo
N|historian|historiador historiadora
N|historians|historiadoras historiadores
N|history|historial
N|histories|historiales
A|historical|historica historicas historico historicos
N|home|hogar
N|homes|hogares
N|sheet|hoja
N|sheets|hojas
N|holocaust|holocausto
N|holocausts|holocaustos
N|man|hombre
N|men|hombres
N|shoulder|hombro
N|shoulders|hombros
N|tribute|homenaje
N|tributes|homenajes
N|homicide|homicidio
N|homicides|homicidios
A|homophobic|homofoba homofobas homofobo homofobos
D|homophobically|homofobamente
A|honest|honesta honestas honesto honestos honrada honradas honrado honrados
D|honestly|honestamente
N|honor|honor
N|honors|honores
N|hour|hora
N|schedule|horario
N|schedules|horarios
N|hours|horas
A|horizontal|horizontal horizontales
D|horizontally|horizontalmente
N|horizon|horizonte
N|horizons|horizontes
N|ant|hormiga
N|ants|hormigas
V|bake|hornea hornead horneais horneamos hornean hornear horneas hornee horneeis horneemos horneen hornees horneo
V|baked|horneaba horneabais horneabamos horneaban horneabas horneada horneadas horneado horneados horneara hornearais hornearamos hornearan hornearas hornearon hornease horneaseis horneasemos horneasen horneases horneaste horneasteis
V|baking|horneando
A|horrible|horrible horribles
D|horribly|horriblemente
N|hospital|hospital
N|hospitals|hospitales
V|hospitalize|hospitalice hospitaliceis hospitalicemos hospitalicen hospitalices hospitaliza hospitalizad hospitalizais hospitalizamos hospitalizan hospitalizar hospitalizas hospitalizo
N|hospitality|hospitalidad
V|hospitalized|hospitalizaba hospitalizabais hospitalizabamos hospitalizaban hospitalizabas hospitalizada hospitalizadas hospitalizado hospitalizados hospitalizara hospitalizarais hospitalizaramos hospitalizaran hospitalizaras hospitalizaron hospitalizase hospitalizaseis hospitalizasemos hospitalizasen hospitalizases hospitalizaste hospitalizasteis
V|hospitalizing|hospitalizando
A|hostile|hostil hostiles
D|hostilely|hostilmente
N|hotel|hotel
N|hotels|hoteles
D|today|hoy
N|html|html
N|http|http
N|https|https
V|there was|hubo
N|gap|hueco laguna
N|gaps|huecos lagunas
V|smell|huela huelan huelas huele huelen hueles huelo olais olamos ole oled oleis olemos oler oles
N|strike|huelga
N|strikes|huelgas
N|fingerprint|huella
N|fingerprints|huellas
N|bone|hueso
N|bones|huesos
N|guest|huesped invitada invitado
N|guests|huespedes invitadas invitados
N|egg|huevo
N|eggs|huevos
V|flee|hui huid huimos huir huis huya huyais huyamos huyan huyas huye huyen huyes huyo
V|fled|huia huiais huiamos huian huias huida huidas huido huidos huiste huisteis huyera huyerais huyeramos huyeran huyeras huyeron huyese huyeseis huyesemos huyesen huyeses
A|human|humana humanas humano humanos
N|humanity|humanidad
N|humanities|humanidades
N|humidity|humedad
N|humidities|humedades
A|humble|humilde humildes
D|humbly|humildemente
V|humiliate|humilla humillad humillais humillamos humillan humillar humillas humille humilleis humillemos humillen humilles humillo
V|humiliated|humillaba humillabais humillabamos humillaban humillabas humillada humilladas humillado humillados humillara humillarais humillaramos humillaran humillaras humillaron humillase humillaseis humillasemos humillasen humillases humillaste humillasteis
V|humiliating|humillando
N|smoke|humo
N|humor|humor
N|smokes|humos
V|sink|hunda hundais hundamos hundan hundas hunde hunden hundes hundi hundid hundimos hundir hundis hundo
V|sank|hundia hundiais hundiamos hundian hundias hundiera hundierais hundieramos hundieran hundieras hundieron hundiese hundieseis hundiesemos hundiesen hundieses hundio hundiste hundisteis
V|sunk|hundida hundidas hundido hundidos
V|sinking|hundiendo
V|steal|hurta hurtad hurtais hurtamos hurtan hurtar hurtas hurte hurteis hurtemos hurten hurtes roba robad robais robamos roban robar robas robe robeis robemos roben robes
V|stole|hurtaba hurtabais hurtabamos hurtaban hurtabas hurtara hurtarais hurtaramos hurtaran hurtaras hurtaron hurtase hurtaseis hurtasemos hurtasen hurtases hurtaste hurtasteis robaba robabais robabamos robaban robabas robara robarais robaramos robaran robaras robaron robase robaseis robasemos robasen robases robaste robasteis
V|stolen|hurtada hurtadas hurtado hurtados robada robadas robado robados
V|stealing|hurtando robando
N|theft|hurto
N|thefts|hurtos
V|fleeing|huyendo
N|ai|ia
V|was going|iba
V|were going|ibais ibamos ibas
N|iban|iban
N|ibans|ibans
N|ibuprofen|ibuprofeno
N|icloud|icloud
N|icon|icono
N|icons|iconos
V|go|id ir vais van vaya vayais vayamos vayan vayas ve
N|departure|ida
N|departures|idas
N|idea|idea
A|ideal|ideal ideales
D|ideally|idealmente
N|ideas|ideas
A|identical|identica identicas identico identicos
D|identically|identicamente
N|identity|identidad
N|identities|identidades
V|identify|identifica identificad identificais identificamos identifican identificar identificas identifico identifique identifiqueis identifiquemos identifiquen identifiques
V|identified|identificaba identificabais identificabamos identificaban identificabas identificada identificadas identificado identificados identificara identificarais identificaramos identificaran identificaras identificaron identificase identificaseis identificasemos identificasen identificases identificaste identificasteis
N|identification|identificacion
N|identifications|identificaciones
N|identifier|identificador
N|identifiers|identificadores
V|identifying|identificando
N|ideology|ideologia
N|ideologies|ideologias
N|language|idioma lengua lenguaje
N|languages|idiomas lenguajes lenguas
V|gone|ido
N|church|iglesia
N|churches|iglesias
V|ignore|ignora ignorad ignorais ignoramos ignoran ignorar ignoras ignore ignoreis ignoremos ignoren ignores ignoro
V|ignored|ignoraba ignorabais ignorabamos ignoraban ignorabas ignorada ignoradas ignorado ignorados ignorara ignorarais ignoraramos ignoraran ignoraras ignoraron ignorase ignoraseis ignorasemos ignorasen ignorases ignoraste ignorasteis
V|ignoring|ignorando
A|ignorant|ignorante ignorantes
D|ignorantly|ignorantemente
A|equal|igual iguales
N|equality|igualdad
N|equalities|igualdades
D|equally|igualmente
A|illegal|ilegal ilegales
D|illegally|ilegalmente
A|illicit|ilicita ilicitas ilicito ilicitos
A|unlimited|ilimitada ilimitadas ilimitado ilimitados
V|illuminate|ilumina iluminad iluminais iluminamos iluminan iluminar iluminas ilumine ilumineis iluminemos iluminen ilumines ilumino
V|illuminated|iluminaba iluminabais iluminabamos iluminaban iluminabas iluminada iluminadas iluminado iluminados iluminara iluminarais iluminaramos iluminaran iluminaras iluminaron iluminase iluminaseis iluminasemos iluminasen iluminases iluminaste iluminasteis
V|illuminating|iluminando
N|illusion|ilusion
N|illusions|ilusiones
V|illustrate|ilustra ilustrad ilustrais ilustramos ilustran ilustrar ilustras ilustre ilustreis ilustremos ilustren ilustres ilustro
V|illustrated|ilustraba ilustrabais ilustrabamos ilustraban ilustrabas ilustrada ilustradas ilustrado ilustrados ilustrara ilustrarais ilustraramos ilustraran ilustraras ilustraron ilustrase ilustraseis ilustrasemos ilustrasen ilustrases ilustraste ilustrasteis
V|illustrating|ilustrando
N|image|imagen
N|images|imagenes
V|imagine|imagina imaginad imaginais imaginamos imaginan imaginar imaginas imagine imagineis imaginemos imaginen imagines imagino
V|imagined|imaginaba imaginabais imaginabamos imaginaban imaginabas imaginada imaginadas imaginado imaginados imaginara imaginarais imaginaramos imaginaran imaginaras imaginaron imaginase imaginaseis imaginasemos imaginasen imaginases imaginaste imaginasteis
N|imagination|imaginacion
N|imaginations|imaginaciones
V|imagining|imaginando
A|imaginary|imaginaria imaginarias imaginario imaginarios
D|imaginarily|imaginariamente
V|imitate|imita imitad imitais imitamos imitan imitar imitas imite imiteis imitemos imiten imites imito
V|imitated|imitaba imitabais imitabamos imitaban imitabas imitada imitadas imitado imitados imitara imitarais imitaramos imitaran imitaras imitaron imitase imitaseis imitasemos imitasen imitases imitaste imitasteis
N|imitation|imitacion
N|imitations|imitaciones
V|imitating|imitando
A|impatient|impaciente impacientes
D|impatiently|impacientemente
N|impact|impacto
N|impacts|impactos
A|unpaid|impagada impagadas impagado impagados
A|impartial|imparcial imparciales
D|impartially|imparcialmente
V|prevent|impedi impedid impedimos impedir impedis impida impidais impidamos impidan impidas impide impiden impides impido preven prevenga prevengais prevengamos prevengan prevengas prevengo preveni prevenid prevenimos prevenir prevenis previene previenen previenes
V|prevented|impedia impediais impediamos impedian impedias impedida impedidas impedido impedidos impediste impedisteis impidiera impidierais impidieramos impidieran impidieras impidieron impidiese impidieseis impidiesemos impidiesen impidieses impidio prevenia preveniais preveniamos prevenian prevenias prevenida prevenidas prevenido prevenidos previne previniera previnierais previnieramos previnieran previnieras previnieron previniese previnieseis previniesemos previniesen previnieses previnimos previniste previnisteis previno
N|imperative|imperativo
N|imperatives|imperativos
V|preventing|impidiendo previniendo
V|implant|implanta implantad implantais implantamos implantan implantar implantas implante implanteis implantemos implanten implantes implanto
V|implanted|implantaba implantabais implantabamos implantaban implantabas implantada implantadas implantado implantados implantara implantarais implantaramos implantaran implantaras implantaron implantase implantaseis implantasemos implantasen implantases implantaste implantasteis
V|implanting|implantando
V|implement|implementa implementad implementais implementamos implementan implementar implementas implemente implementeis implementemos implementen implementes implemento
V|implemented|implementaba implementabais implementabamos implementaban implementabas implementada implementadas implementado implementados implementara implementarais implementaramos implementaran implementaras implementaron implementase implementaseis implementasemos implementasen implementases implementaste implementasteis
V|implementing|implementando
V|involve|implica implicad implicais implicamos implican implicar implicas implico implique impliqueis impliquemos impliquen impliques involucra involucrad involucrais involucramos involucran involucrar involucras involucre involucreis involucremos involucren involucres involucro
V|involved|implicaba implicabais implicabamos implicaban implicabas implicada implicadas implicado implicados implicara implicarais implicaramos implicaran implicaras implicaron implicase implicaseis implicasemos implicasen implicases implicaste implicasteis involucraba involucrabais involucrabamos involucraban involucrabas involucrada involucradas involucrado involucrados involucrara involucrarais involucraramos involucraran involucraras involucraron involucrase involucraseis involucrasemos involucrasen involucrases involucraste involucrasteis
V|involving|implicando involucrando
A|implicit|implicita implicitas implicito implicitos
D|implicitly|implicitamente
V|impose|impon impone imponed imponeis imponemos imponen imponer impones imponga impongais impongamos impongan impongas impongo
V|imposed|imponia imponiais imponiamos imponian imponias impuesta impuestas impuse impusiera impusierais impusieramos impusieran impusieras impusieron impusiese impusieseis impusiesemos impusiesen impusieses impusimos impusiste impusisteis impuso
V|imposing|imponiendo
V|matter|importa importad importais importamos importan importar importas importeis importemos importen importo
V|mattered|importaba importabais importabamos importaban importabas importada importadas importado importados importara importarais importaramos importaran importaras importaron importase importaseis importasemos importasen importases importaste importasteis
N|import|importacion
N|imports|importaciones
N|importance|importancia
N|importances|importancias
V|mattering|importando
A|important|importante importantes
D|importantly|importantemente
A|impossible|imposible imposibles
D|impossibly|imposiblemente
V|printed|impresa impresas impreso impresos imprimia imprimiais imprimiamos imprimian imprimias imprimida imprimidas imprimido imprimidos imprimiera imprimierais imprimieramos imprimieran imprimieras imprimieron imprimiese imprimieseis imprimiesemos imprimiesen imprimieses imprimio imprimiste imprimisteis
N|impression|impresion
V|impress|impresiona impresionad impresionais impresionamos impresionan impresionar impresionas impresione impresioneis impresionemos impresionen impresiono
V|impressed|impresionaba impresionabais impresionabamos impresionaban impresionabas impresionada impresionadas impresionado impresionados impresionara impresionarais impresionaramos impresionaran impresionaras impresionaron impresionase impresionaseis impresionasemos impresionasen impresionases impresionaste impresionasteis
V|impressing|impresionando
A|impressive|impresionante impresionantes
D|impressively|impresionantemente
N|impressions|impresiones
N|printer|impresora
N|printers|impresoras
V|print|imprima imprimais imprimamos impriman imprimas imprime imprimen imprimes imprimi imprimid imprimimos imprimir imprimis imprimo
V|printing|imprimiendo
A|unlikely|improbable improbables
D|unlikely|improbablemente
N|tax|impuesto
N|taxes|impuestos
V|boost|impulsa impulsad impulsais impulsamos impulsan impulsar impulsas impulse impulseis impulsemos impulsen impulses impulso potencia potenciad potenciais potenciamos potencian potenciar potencias potencie potencieis potenciemos potencien potencies potencio
V|boosted|impulsaba impulsabais impulsabamos impulsaban impulsabas impulsada impulsadas impulsado impulsados impulsara impulsarais impulsaramos impulsaran impulsaras impulsaron impulsase impulsaseis impulsasemos impulsasen impulsases impulsaste impulsasteis potenciaba potenciabais potenciabamos potenciaban potenciabas potenciada potenciadas potenciado potenciados potenciara potenciarais potenciaramos potenciaran potenciaras potenciaron potenciase potenciaseis potenciasemos potenciasen potenciases potenciaste potenciasteis
V|boosting|impulsando potenciando
A|late|impuntual impuntuales tardia tardias tardio tardios
A|unacceptable|inaceptable inaceptables
D|unacceptably|inaceptablemente
A|inactive|inactiva inactivas inactivo inactivos
D|inactively|inactivamente
A|inadequate|inadecuada inadecuadas inadecuado inadecuados
D|inadvertently|inadvertidamente
A|wireless|inalambrica inalambricas inalambrico inalambricos
A|inappropriate|inapropiada inapropiadas inapropiado inapropiados
V|inaugurate|inaugura inaugurad inaugurais inauguramos inauguran inaugurar inauguras inaugure inaugureis inauguremos inauguren inaugures inauguro
V|inaugurated|inauguraba inaugurabais inaugurabamos inauguraban inaugurabas inaugurada inauguradas inaugurado inaugurados inaugurara inaugurarais inauguraramos inauguraran inauguraras inauguraron inaugurase inauguraseis inaugurasemos inaugurasen inaugurases inauguraste inaugurasteis
V|inaugurating|inaugurando
A|unable|incapaces incapaz
V|burn|incendia incendiad incendiais incendiamos incendian incendiar incendias incendie incendieis incendiemos incendien incendies quema quemad quemais quemamos queman quemar quemas queme quemeis quememos quemen quemes quemo
V|burned|incendiaba incendiabais incendiabamos incendiaban incendiabas incendiada incendiadas incendiado incendiados incendiara incendiarais incendiaramos incendiaran incendiaras incendiaron incendiase incendiaseis incendiasemos incendiasen incendiases incendiaste incendiasteis quemaba quemabais quemabamos quemaban quemabas quemada quemadas quemado quemados quemara quemarais quemaramos quemaran quemaras quemaron quemase quemaseis quemasemos quemasen quemases quemaste quemasteis
V|burning|incendiando quemando
N|incentive|incentivo
N|incentives|incentivos
N|uncertainty|incertidumbre
N|uncertainties|incertidumbres
N|incident|incidencia incidente
N|incidents|incidencias incidentes
A|uncertain|incierta inciertas incierto inciertos
V|incite|incita incitad incitais incitamos incitan incitar incitas incite inciteis incitemos inciten incites incito
V|incited|incitaba incitabais incitabamos incitaban incitabas incitada incitadas incitado incitados incitara incitarais incitaramos incitaran incitaras incitaron incitase incitaseis incitasemos incitasen incitases incitaste incitasteis
N|incitement|incitacion
N|incitements|incitaciones
V|inciting|incitando
V|include|inclui incluid incluimos incluir incluis incluya incluyais incluyamos incluyan incluyas incluye incluyen incluyes incluyo
V|included|incluia incluiais incluiamos incluian incluias incluida incluidas incluido incluidos incluiste incluisteis incluyera incluyerais incluyeramos incluyeran incluyeras incluyeron incluyese incluyeseis incluyesemos incluyesen incluyeses
N|inclusion|inclusion
N|inclusions|inclusiones
P|including|inclusive
V|including|incluyendo
A|uncomfortable|incomoda incomodas incomodo incomodos
D|uncomfortably|incomodamente
A|incompatible|incompatible incompatibles
D|incompatibly|incompatiblemente
A|incomplete|incompleta incompletas incompleto incompletos
A|unconditional|incondicional incondicionales
D|unconditionally|incondicionalmente
A|unconscious|inconsciente inconscientes
N|drawback|inconveniente
N|drawbacks|inconvenientes
V|incorporate|incorpora incorporad incorporais incorporamos incorporan incorporar incorporas incorpore incorporeis incorporemos incorporen incorpores incorporo
V|incorporated|incorporaba incorporabais incorporabamos incorporaban incorporabas incorporada incorporadas incorporado incorporados incorporara incorporarais incorporaramos incorporaran incorporaras incorporaron incorporase incorporaseis incorporasemos incorporasen incorporases incorporaste incorporasteis
N|onboarding|incorporacion
N|onboardings|incorporaciones
V|incorporating|incorporando
A|incorrect|incorrecta incorrectas incorrecto incorrectos
D|incorrectly|incorrectamente
A|incredible|increible increibles
D|incredibly|increiblemente
V|embed|incrusta incrustad incrustais incrustamos incrustan incrustar incrustas incruste incrusteis incrustemos incrusten incrustes incrusto
V|embedded|incrustaba incrustabais incrustabamos incrustaban incrustabas incrustada incrustadas incrustado incrustados incrustara incrustarais incrustaramos incrustaran incrustaras incrustaron incrustase incrustaseis incrustasemos incrustasen incrustases incrustaste incrustasteis
V|embedding|incrustando
V|violate|incumpla incumplais incumplamos incumplan incumplas incumple incumplen incumples incumpli incumplid incumplimos incumplir incumplis incumplo infringe infringen infringes infringi infringid infringimos infringir infringis infrinja infrinjais infrinjamos infrinjan infrinjas infrinjo transgreda transgredais transgredamos transgredan transgredas transgrede transgreden transgredes transgredi transgredid transgredimos transgredir transgredis transgredo viola violad violais violamos violan violar violas viole violeis violemos violen violes violo
V|violated|incumplia incumpliais incumpliamos incumplian incumplias incumplida incumplidas incumplido incumplidos incumpliera incumplierais incumplieramos incumplieran incumplieras incumplieron incumpliese incumplieseis incumpliesemos incumpliesen incumplieses incumplio incumpliste incumplisteis infringia infringiais infringiamos infringian infringias infringida infringidas infringido infringidos infringiera infringierais infringieramos infringieran infringieras infringieron infringiese infringieseis infringiesemos infringiesen infringieses infringio infringiste infringisteis transgredia transgrediais transgrediamos transgredian transgredias transgredida transgredidas transgredido transgredidos transgrediera transgredierais transgredieramos transgredieran transgredieras transgredieron transgrediese transgredieseis transgrediesemos transgrediesen transgredieses transgredio transgrediste transgredisteis violaba violabais violabamos violaban violabas violada violadas violado violados violara violarais violaramos violaran violaras violaron violase violaseis violasemos violasen violases violaste violasteis
V|violating|incumpliendo infringiendo transgrediendo violando
V|incur|incurra incurrais incurramos incurran incurras incurre incurren incurres incurri incurrid incurrimos incurrir incurris incurro
V|incurred|incurria incurriais incurriamos incurrian incurrias incurrida incurridas incurrido incurridos incurriera incurrierais incurrieramos incurrieran incurrieras incurrieron incurriese incurrieseis incurriesemos incurriesen incurrieses incurrio incurriste incurristeis
V|incurring|incurriendo
N|permanent|indefinido
N|permanents|indefinidos
N|independence|independencia
N|independences|independencias
A|independent|independiente independientes
D|regardless|independientemente
V|index|indexa indexad indexais indexamos indexan indexar indexas indexe indexeis indexemos indexen indexes indexo
V|indexed|indexaba indexabais indexabamos indexaban indexabas indexada indexadas indexado indexados indexara indexarais indexaramos indexaran indexaras indexaron indexase indexaseis indexasemos indexasen indexases indexaste indexasteis
V|indexing|indexando
A|indian|india indias indio indios
V|indicate|indica indicad indicais indicamos indican indicar indicas indico indique indiqueis indiquemos indiquen indiques
V|indicated|indicaba indicabais indicabamos indicaban indicabas indicada indicadas indicado indicados indicara indicarais indicaramos indicaran indicaras indicaron indicase indicaseis indicasemos indicasen indicases indicaste indicasteis
N|indicator|indicador
N|indicators|indicadores
V|indicating|indicando
N|index|indice
N|indexes|indices
N|clue|indicio
N|clues|indicios
A|indifferent|indiferente indiferentes
D|indifferently|indiferentemente
A|indigenous|indigena indigenas
D|indigenously|indigenamente
A|indirect|indirecta indirectas indirecto indirectos
D|indirectly|indirectamente
A|unavailable|indisponible indisponibles
D|unavailably|indisponiblemente
A|individual|individual individuales
D|individually|individualmente
N|individual|individuo
N|individuals|individuos
V|induce|induce inducen induces induci inducid inducimos inducir inducis induzca induzcais induzcamos induzcan induzcas induzco
V|induced|inducia induciais induciamos inducian inducias inducida inducidas inducido inducidos induje indujera indujerais indujeramos indujeran indujeras indujeron indujese indujeseis indujesemos indujesen indujeses indujimos indujiste indujisteis indujo
V|inducing|induciendo
N|industry|industria
A|industrial|industrial industriales
D|industrially|industrialmente
N|industries|industrias
A|ineffective|ineficaces ineficaz
D|ineffectively|ineficazmente
A|unexpected|inesperada inesperadas inesperado inesperados
N|instability|inestabilidad
N|instabilities|inestabilidades
A|unstable|inestable inestables
D|unstably|inestablemente
A|inevitable|inevitable inevitables
D|inevitably|inevitablemente
N|childhood|infancia
N|childhoods|infancias
A|child|infantil infantiles
N|heart attack|infarto
N|heart attacks|infartos
N|infection|infeccion
N|infections|infecciones
A|infectious|infecciosa infecciosas infeccioso infecciosos
D|infectiously|infecciosamente
A|infected|infectada infectadas infectado infectados
V|infer|inferi inferid inferimos inferir inferis infiera infieran infieras infiere infieren infieres infiero infirais infiramos infiras
V|inferred|inferia inferiais inferiamos inferian inferias inferida inferidas inferido inferidos inferiste inferisteis infiriera infirierais infirieramos infirieran infirieras infirieron infiriese infirieseis infiriesemos infiriesen infirieses infirio
A|lower|inferior inferiores
V|infiltrate|infiltra infiltrad infiltrais infiltramos infiltran infiltrar infiltras infiltre infiltreis infiltremos infiltren infiltres infiltro
V|infiltrated|infiltraba infiltrabais infiltrabamos infiltraban infiltrabas infiltrada infiltradas infiltrado infiltrados infiltrara infiltrarais infiltraramos infiltraran infiltraras infiltraron infiltrase infiltraseis infiltrasemos infiltrasen infiltrases infiltraste infiltrasteis
V|infiltrating|infiltrando
A|infinite|infinita infinitas infinito infinitos
V|inferring|infiriendo
N|inflation|inflacion
N|inflations|inflaciones
A|flammable|inflamable inflamables
D|flammably|inflamablemente
N|influence|influencia
N|influences|influencias
V|influence|influi influid influimos influir influis influya influyais influyamos influyan influyas influye influyen influyes influyo
V|influenced|influia influiais influiamos influian influias influida influidas influido influidos influiste influisteis influyera influyerais influyeramos influyeran influyeras influyeron influyese influyeseis influyesemos influyesen influyeses
V|influencing|influyendo
N|info|info
V|inform|informa informad informais informamos informan informar informas informeis informemos informen informo
V|informed|informaba informabais informabamos informaban informabas informada informadas informado informados informara informarais informaramos informaran informaras informaron informase informaseis informasemos informasen informases informaste informasteis
N|information|informacion informaciones
A|informal|informal informales
D|informally|informalmente
V|informing|informando
A|computer|informatica informaticas informatico informaticos
N|report|informe reportaje reporte
N|reports|informes reportajes reportes
N|infringement|infraccion
N|infringements|infracciones
N|infrastructure|infraestructura
N|infrastructures|infraestructuras
N|engineer|ingeniera ingeniero
N|engineers|ingenieras ingenieros
N|engineering|ingenieria
N|engineerings|ingenierias
A|naive|ingenua ingenuas ingenuo ingenuos
D|naively|ingenuamente
V|ingest|ingeri ingerid ingerimos ingerir ingeris ingiera ingieran ingieras ingiere ingieren ingieres ingiero ingirais ingiramos ingiras
V|ingested|ingeria ingeriais ingeriamos ingerian ingerias ingerida ingeridas ingerido ingeridos ingeriste ingeristeis ingiriera ingirierais ingirieramos ingirieran ingirieras ingirieron ingiriese ingirieseis ingiriesemos ingiriesen ingirieses ingirio
V|ingesting|ingiriendo
A|english|ingles inglesa inglesas ingleses
N|income|ingreso
N|incomes|ingresos
V|inhale|inhala inhalad inhalais inhalamos inhalan inhalar inhalas inhale inhaleis inhalemos inhalen inhales inhalo
V|inhaled|inhalaba inhalabais inhalabamos inhalaban inhalabas inhalada inhaladas inhalado inhalados inhalara inhalarais inhalaramos inhalaran inhalaras inhalaron inhalase inhalaseis inhalasemos inhalasen inhalases inhalaste inhalasteis
V|inhaling|inhalando
A|initial|inicial iniciales
V|initialize|inicialice inicialiceis inicialicemos inicialicen inicialices inicializa inicializad inicializais inicializamos inicializan inicializar inicializas inicializo
V|initialized|inicializaba inicializabais inicializabamos inicializaban inicializabas inicializada inicializadas inicializado inicializados inicializara inicializarais inicializaramos inicializaran inicializaras inicializaron inicializase inicializaseis inicializasemos inicializasen inicializases inicializaste inicializasteis
V|initializing|inicializando
D|initially|inicialmente
N|initiative|iniciativa
N|initiatives|iniciativas
N|start|inicio
N|starts|inicios
N|insult|injuria
N|insults|injurias
A|unfair|injusta injustas injusto injustos
N|injustice|injusticia
N|injustices|injusticias
A|immediate|inmediata inmediatas inmediato inmediatos
A|immense|inmensa inmensas inmenso inmensos
D|immensely|inmensamente
N|immigrant|inmigrante
N|immigrants|inmigrantes
A|immoral|inmoral inmorales
D|immorally|inmoralmente
A|unnecessary|innecesaria innecesarias innecesario innecesarios
D|unnecessarily|innecesariamente
N|innovation|innovacion
N|innovations|innovaciones
A|innocent|inocente inocentes
D|innocently|inocentemente
A|harmless|inocua inocuas inocuo inocuos inofensiva inofensivas inofensivo inofensivos
D|harmlessly|inocuamente inofensivamente
A|restless|inquieta inquietas inquieto inquietos
N|concern|inquietud preocupacion
N|concerns|inquietudes preocupaciones
N|tenant|inquilina inquilino
N|tenants|inquilinas inquilinos
A|dissatisfied|insatisfecha insatisfechas insatisfecho insatisfechos
V|enroll|inscriba inscribais inscribamos inscriban inscribas inscribe inscriben inscribes inscribi inscribid inscribimos inscribir inscribis inscribo
V|enrolled|inscribia inscribiais inscribiamos inscribian inscribias inscribiera inscribierais inscribieramos inscribieran inscribieras inscribieron inscribiese inscribieseis inscribiesemos inscribiesen inscribieses inscribio inscribiste inscribisteis inscrita inscritas inscrito inscritos
V|enrolling|inscribiendo
N|registration|inscripcion matricula
N|registrations|inscripciones matriculas
N|insect|insecto
N|insects|insectos
A|unsafe|insegura inseguras inseguro inseguros
D|unsafely|inseguramente
V|insert|inserta insertad insertais insertamos insertan insertar insertas inserte inserteis insertemos inserten insertes inserto
V|inserted|insertaba insertabais insertabamos insertaban insertabas insertada insertadas insertado insertados insertara insertarais insertaramos insertaran insertaras insertaron insertase insertaseis insertasemos insertasen insertases insertaste insertasteis
V|inserting|insertando
V|insist|insista insistais insistamos insistan insistas insiste insisten insistes insisti insistid insistimos insistir insistis insisto
V|insisted|insistia insistiais insistiamos insistian insistias insistida insistidas insistido insistidos insistiera insistierais insistieramos insistieran insistieras insistieron insistiese insistieseis insistiesemos insistiesen insistieses insistio insististe insististeis
V|insisting|insistiendo
N|insomnia|insomnio
V|inspect|inspecciona inspeccionad inspeccionais inspeccionamos inspeccionan inspeccionar inspeccionas inspeccione inspeccioneis inspeccionemos inspeccionen inspecciones inspecciono
V|inspected|inspeccionaba inspeccionabais inspeccionabamos inspeccionaban inspeccionabas inspeccionada inspeccionadas inspeccionado inspeccionados inspeccionara inspeccionarais inspeccionaramos inspeccionaran inspeccionaras inspeccionaron inspeccionase inspeccionaseis inspeccionasemos inspeccionasen inspeccionases inspeccionaste inspeccionasteis
V|inspecting|inspeccionando
V|inspire|inspira inspirad inspirais inspiramos inspiran inspirar inspiras inspire inspireis inspiremos inspiren inspires inspiro
V|inspired|inspiraba inspirabais inspirabamos inspiraban inspirabas inspirada inspiradas inspirado inspirados inspirara inspirarais inspiraramos inspiraran inspiraras inspiraron inspirase inspiraseis inspirasemos inspirasen inspirases inspiraste inspirasteis
V|inspiring|inspirando
V|install|instala instalad instalais instalamos instalan instalar instalas instale instaleis instalemos instalen instales instalo
V|installed|instalaba instalabais instalabamos instalaban instalabas instalada instaladas instalado instalados instalara instalarais instalaramos instalaran instalaras instalaron instalase instalaseis instalasemos instalasen instalases instalaste instalasteis
N|installation|instalacion
N|installations|instalaciones
V|installing|instalando
N|instance|instancia
N|instances|instancias
N|snapshot|instantanea
D|instantly|instantaneamente
N|snapshots|instantaneas
N|instant|instante
N|instants|instantes
V|instigate|instiga instigad instigais instigamos instigan instigar instigas instigo instigue instigueis instiguemos instiguen instigues
V|instigated|instigaba instigabais instigabamos instigaban instigabas instigada instigadas instigado instigados instigara instigarais instigaramos instigaran instigaras instigaron instigase instigaseis instigasemos instigasen instigases instigaste instigasteis
V|instigating|instigando
N|instinct|instinto
N|instincts|instintos
N|institution|institucion
N|institutions|instituciones
N|institute|instituto
N|institutes|institutos
V|instruct|instrui instruid instruimos instruir instruis instruya instruyais instruyamos instruyan instruyas instruye instruyen instruyes instruyo
V|instructed|instruia instruiais instruiamos instruian instruias instruida instruidas instruido instruidos instruiste instruisteis instruyera instruyerais instruyeramos instruyeran instruyeras instruyeron instruyese instruyeseis instruyesemos instruyesen instruyeses
N|instrument|instrumento
N|instruments|instrumentos
V|instructing|instruyendo
A|insufficient|insuficiente insuficientes
D|insufficiently|insuficientemente
N|insulin|insulina
V|insult|insulta insultad insultais insultamos insultan insultar insultas insulte insulteis insultemos insulten insultes insulto
V|insulted|insultaba insultabais insultabamos insultaban insultabas insultada insultadas insultado insultados insultara insultarais insultaramos insultaran insultaras insultaron insultase insultaseis insultasemos insultasen insultases insultaste insultasteis
V|insulting|insultando
V|integrate|integra integrad integrais integramos integran integrar integras integre integreis integremos integren integres integro
V|integrated|integraba integrabais integrabamos integraban integrabas integrada integradas integrado integrados integrara integrarais integraramos integraran integraras integraron integrase integraseis integrasemos integrasen integrases integraste integrasteis
N|integration|integracion
N|integrations|integraciones
V|integrating|integrando
N|integrity|integridad
N|integrities|integridades
N|intelligence|inteligencia
N|intelligences|inteligencias
A|intelligent|inteligente inteligentes
N|intention|intencion
D|intentionally|intencionadamente intencionalmente
N|intentions|intenciones
A|intense|intensa intensas intenso intensos
D|intensely|intensamente
V|intensify|intensifica intensificad intensificais intensificamos intensifican intensificar intensificas intensifico intensifique intensifiqueis intensifiquemos intensifiquen intensifiques
V|intensified|intensificaba intensificabais intensificabamos intensificaban intensificabas intensificada intensificadas intensificado intensificados intensificara intensificarais intensificaramos intensificaran intensificaras intensificaron intensificase intensificaseis intensificasemos intensificasen intensificases intensificaste intensificasteis
V|intensifying|intensificando
V|try|intenta intentad intentais intentamos intentan intentar intentas intente intenteis intentemos intenten intentes
V|tried|intentaba intentabais intentabamos intentaban intentabas intentada intentadas intentado intentados intentara intentarais intentaramos intentaran intentaras intentaron intentase intentaseis intentasemos intentasen intentases intentaste intentasteis
V|trying|intentando
N|attempt|intento tentativa
N|attempts|intentos tentativas
N|interaction|interaccion
N|interactions|interacciones
V|interact|interactua interactuad interactuais interactuamos interactuan interactuar interactuas interactueis interactuemos interactuen interactues
V|interacted|interactuaba interactuabais interactuabamos interactuaban interactuabas interactuada interactuadas interactuado interactuados interactuara interactuarais interactuaramos interactuaran interactuaras interactuaron interactuase interactuaseis interactuasemos interactuasen interactuases interactuaste interactuasteis interactue interactuo
V|interacting|interactuando
V|swap|intercambia intercambiad intercambiais intercambiamos intercambian intercambiar intercambias intercambie intercambieis intercambiemos intercambien intercambies permuta permutad permutais permutamos permutan permutar permutas permute permuteis permutemos permuten permutes permuto
V|swapped|intercambiaba intercambiabais intercambiabamos intercambiaban intercambiabas intercambiada intercambiadas intercambiado intercambiados intercambiara intercambiarais intercambiaramos intercambiaran intercambiaras intercambiaron intercambiase intercambiaseis intercambiasemos intercambiasen intercambiases intercambiaste intercambiasteis permutaba permutabais permutabamos permutaban permutabas permutada permutadas permutado permutados permutara permutarais permutaramos permutaran permutaras permutaron permutase permutaseis permutasemos permutasen permutases permutaste permutasteis
V|swapping|intercambiando permutando
N|exchange|intercambio
N|exchanges|intercambios
V|intercept|intercepta interceptad interceptais interceptamos interceptan interceptar interceptas intercepte intercepteis interceptemos intercepten interceptes intercepto
V|intercepted|interceptaba interceptabais interceptabamos interceptaban interceptabas interceptada interceptadas interceptado interceptados interceptara interceptarais interceptaramos interceptaran interceptaras interceptaron interceptase interceptaseis interceptasemos interceptasen interceptases interceptaste interceptasteis
V|intercepting|interceptando
N|interest|interes
V|interest|interesa interesad interesais interesamos interesan interesar interesas interese intereseis interesemos interesen intereso
V|interested|interesaba interesabais interesabamos interesaban interesabas interesara interesarais interesaramos interesaran interesaras interesaron interesase interesaseis interesasemos interesasen interesases interesaste interesasteis
A|interested|interesada interesadas interesado interesados
V|interesting|interesando
A|interesting|interesante interesantes
N|interests|intereses
N|interfaces|interfaces
N|interface|interfaz
A|internal|interior interiores interna internas interno internos
N|interlocutor|interlocutor interlocutora
N|interlocutors|interlocutoras interlocutores
N|intermediary|intermediaria intermediario
N|intermediaries|intermediarias intermediarios
A|international|internacional internacionales
D|internally|internamente
N|internet|internet
V|play|interpreta interpretad interpretais interpretamos interpretan interpretar interpretas interprete interpreteis interpretemos interpreten interpretes interpreto juega juegan juegas juegue jueguen juegues juga jugad jugais jugamos jugar jugas jugueis juguemos jugues
V|played|interpretaba interpretabais interpretabamos interpretaban interpretabas interpretada interpretadas interpretado interpretados interpretara interpretarais interpretaramos interpretaran interpretaras interpretaron interpretase interpretaseis interpretasemos interpretasen interpretases interpretaste interpretasteis jugaba jugabais jugabamos jugaban jugabas jugada jugadas jugado jugados jugara jugarais jugaramos jugaran jugaras jugaron jugase jugaseis jugasemos jugasen jugases jugaste jugasteis jugue
N|interpretation|interpretacion
N|interpretations|interpretaciones
V|playing|interpretando jugando
V|interrupt|interrumpa interrumpais interrumpamos interrumpan interrumpas interrumpe interrumpen interrumpes interrumpi interrumpid interrumpimos interrumpir interrumpis interrumpo
V|interrupted|interrumpia interrumpiais interrumpiamos interrumpian interrumpias interrumpida interrumpidas interrumpido interrumpidos interrumpiera interrumpierais interrumpieramos interrumpieran interrumpieras interrumpieron interrumpiese interrumpieseis interrumpiesemos interrumpiesen interrumpieses interrumpio interrumpiste interrumpisteis
V|interrupting|interrumpiendo
V|intervene|interven intervenga intervengais intervengamos intervengan intervengas intervengo interveni intervenid intervenimos intervenir intervenis interviene intervienen intervienes
N|intervention|intervencion
N|interventions|intervenciones
V|intervened|intervenia interveniais interveniamos intervenian intervenias intervenida intervenidas intervenido intervenidos intervine interviniera intervinierais intervinieramos intervinieran intervinieras intervinieron interviniese intervinieseis interviniesemos interviniesen intervinieses intervinimos interviniste intervinisteis intervino
V|intervening|interviniendo
A|intimate|intima intimas intimo intimos
D|intimately|intimamente
V|intimidate|intimida intimidad intimidais intimidamos intimidan intimidar intimidas intimide intimideis intimidemos intimiden intimides intimido
V|intimidated|intimidaba intimidabais intimidabamos intimidaban intimidabas intimidada intimidadas intimidado intimidados intimidara intimidarais intimidaramos intimidaran intimidaras intimidaron intimidase intimidaseis intimidasemos intimidasen intimidases intimidaste intimidasteis
V|intimidating|intimidando
N|intolerance|intolerancia
N|intolerances|intolerancias
N|intranet|intranet
N|intruder|intrusa intruso
N|intruders|intrusas intrusos
N|intrusion|intrusion
N|intrusions|intrusiones
A|intuitive|intuitiva intuitivas intuitivo intuitivos
D|intuitively|intuitivamente
V|flood|inunda inundad inundais inundamos inundan inundar inundas inunde inundeis inundemos inunden inundes inundo
V|flooded|inundaba inundabais inundabamos inundaban inundabas inundada inundadas inundado inundados inundara inundarais inundaramos inundaran inundaras inundaron inundase inundaseis inundasemos inundasen inundases inundaste inundasteis
V|flooding|inundando
A|unusual|inusual inusuales
D|unusually|inusualmente
A|useless|inutil inutiles
D|uselessly|inutilmente
V|invade|invada invadais invadamos invadan invadas invade invaden invades invadi invadid invadimos invadir invadis invado
V|invaded|invadia invadiais invadiamos invadian invadias invadida invadidas invadido invadidos invadiera invadierais invadieramos invadieran invadieras invadieron invadiese invadieseis invadiesemos invadiesen invadieses invadio invadiste invadisteis
V|invading|invadiendo
A|invalid|invalida invalidas invalido invalidos
V|invalidated|invalidaba invalidabais invalidabamos invalidaban invalidabas invalidada invalidadas invalidado invalidados invalidara invalidarais invalidaramos invalidaran invalidaras invalidaron invalidase invalidaseis invalidasemos invalidasen invalidases invalidaste invalidasteis
V|invalidate|invalidad invalidais invalidamos invalidan invalidar invalide invalideis invalidemos invaliden invalides
V|invalidating|invalidando
V|invent|inventa inventad inventais inventamos inventan inventar inventas invente inventeis inventemos inventen inventes invento
V|invented|inventaba inventabais inventabamos inventaban inventabas inventada inventadas inventado inventados inventara inventarais inventaramos inventaran inventaras inventaron inventase inventaseis inventasemos inventasen inventases inventaste inventasteis
V|inventing|inventando
N|inventory|inventario
N|inventories|inventarios
N|investment|inversion
N|investments|inversiones
N|investor|inversionista inversor inversora
N|investors|inversionistas inversoras inversores
V|invert|inverti invertid invertimos invertir invertis invierta inviertan inviertas invierte invierten inviertes invierto invirtais invirtamos invirtas
V|inverted|invertia invertiais invertiamos invertian invertias invertida invertidas invertido invertidos invertiste invertisteis invirtiera invirtierais invirtieramos invirtieran invirtieras invirtieron invirtiese invirtieseis invirtiesemos invirtiesen invirtieses invirtio
V|investigate|investiga investigad investigais investigamos investigan investigar investigas investigo investigue investigueis investiguemos investiguen investigues
V|investigated|investigaba investigabais investigabamos investigaban investigabas investigada investigadas investigado investigados investigara investigarais investigaramos investigaran investigaras investigaron investigase investigaseis investigasemos investigasen investigases investigaste investigasteis
N|research|investigacion investigaciones
N|researcher|investigador investigadora
N|researchers|investigadoras investigadores
V|investigating|investigando
N|winter|invierno
N|winters|inviernos
V|inverting|invirtiendo
A|invisible|invisible invisibles
D|invisibly|invisiblemente
V|invite|invita invitad invitais invitamos invitan invitar invitas invite inviteis invitemos inviten invites invito
V|invited|invitaba invitabais invitabamos invitaban invitabas invitara invitarais invitaramos invitaran invitaras invitaron invitase invitaseis invitasemos invitasen invitases invitaste invitasteis
N|invitation|invitacion
N|invitations|invitaciones
V|inviting|invitando
V|invoke|invoca invocad invocais invocamos invocan invocar invocas invoco invoque invoqueis invoquemos invoquen invoques
V|invoked|invocaba invocabais invocabamos invocaban invocabas invocada invocadas invocado invocados invocara invocarais invocaramos invocaran invocaras invocaron invocase invocaseis invocasemos invocasen invocases invocaste invocasteis
N|invocation|invocacion
N|invocations|invocaciones
V|invoking|invocando
D|unintentionally|involuntariamente
N|injection|inyeccion
N|injections|inyecciones
V|inject|inyecta inyectad inyectais inyectamos inyectan inyectar inyectas inyecte inyecteis inyectemos inyecten inyectes inyecto
V|injected|inyectaba inyectabais inyectabamos inyectaban inyectabas inyectada inyectadas inyectado inyectados inyectara inyectarais inyectaramos inyectaran inyectaras inyectaron inyectase inyectaseis inyectasemos inyectasen inyectases inyectaste inyectasteis
V|injecting|inyectando
N|ios|ios
N|ip|ip
N|iphone|iphone
A|untraceable|irrastreable irrastreables
D|untraceably|irrastreablemente
A|irregular|irregular irregulares
D|irregularly|irregularmente
A|irrelevant|irrelevante irrelevantes
D|irrelevantly|irrelevantemente
A|unrestricted|irrestricta irrestrictas irrestricto irrestrictos
V|break into|irrumpa irrumpais irrumpamos irrumpan irrumpas irrumpe irrumpen irrumpes irrumpi irrumpid irrumpimos irrumpir irrumpis irrumpo
V|broke into|irrumpia irrumpiais irrumpiamos irrumpian irrumpias irrumpiera irrumpierais irrumpieramos irrumpieran irrumpieras irrumpieron irrumpiese irrumpieseis irrumpiesemos irrumpiesen irrumpieses irrumpio irrumpiste irrumpisteis
V|broken into|irrumpida irrumpidas irrumpido irrumpidos
V|breaking into|irrumpiendo
N|island|isla
N|islands|islas
A|italian|italiana italianas italiano italianos
N|item|item
N|items|items
V|iterate|itera iterad iterais iteramos iteran iterar iteras itere itereis iteremos iteren iteres itero
V|iterated|iteraba iterabais iterabamos iteraban iterabas iterada iteradas iterado iterados iterara iterarais iteraramos iteraran iteraras iteraron iterase iteraseis iterasemos iterasen iterases iteraste iterasteis
V|iterating|iterando
N|vat|iva
A|left|izquierda izquierdas izquierdo izquierdos
N|soap|jabon
N|soaps|jabones
N|jailbreak|jailbreak
A|jailbroken|jailbreakeada jailbreakeadas jailbreakeado jailbreakeados
N|jailbreaks|jailbreaks
P|never|jamas nunca
N|ham|jamon
N|hams|jamones
A|japanese|japones japonesa japonesas japoneses
N|syrup|jarabe
N|syrups|jarabes
N|garden|jardin
N|gardens|jardines
N|javascript|javascript
N|boss|jefa jefe
N|bosses|jefas jefes
N|leadership|jefatura liderazgo
N|leaderships|jefaturas liderazgos
N|hierarchy|jerarquia
N|hierarchies|jerarquias
N|syringe|jeringa
N|syringes|jeringas
N|workday|jornada
N|workdays|jornadas
A|young|joven jovenes
N|jewel|joya
N|jewels|joyas
N|json|json
V|retire|jubila jubilad jubilais jubilamos jubilan jubilar jubilas jubile jubileis jubilemos jubilen jubiles jubilo
V|retired|jubilaba jubilabais jubilabamos jubilaban jubilabas jubilada jubiladas jubilado jubilados jubilara jubilarais jubilaramos jubilaran jubilaras jubilaron jubilase jubilaseis jubilasemos jubilasen jubilases jubilaste jubilasteis
N|retirement|jubilacion
N|retirements|jubilaciones
V|retiring|jubilando
A|jewish|judia judias judio judios
A|judicial|judicial judiciales
N|judges|jueces juezas
N|game|juego partida
N|games|juegos partidas
N|thursday|jueves
N|judge|juez jueza
N|player|jugador jugadora
N|players|jugadoras jugadores
N|juice|jugo zumo
N|juices|jugos zumos
N|toy|juguete
N|toys|juguetes
N|judgment|juicio
N|judgments|juicios
N|july|julio
N|june|junio
N|board|junta
V|joined|juntaba juntabais juntabamos juntaban juntabas juntada juntadas juntado juntados juntara juntarais juntaramos juntaran juntaras juntaron juntase juntaseis juntasemos juntasen juntases juntaste juntasteis unia uniais uniamos unian unias uniera unierais unieramos unieran unieras unieron uniese unieseis uniesemos uniesen unieses unio uniste unisteis
V|join|juntad juntais juntamos juntan juntar junte junteis juntemos junten juntes unais unamos unan une unen unes uni unid unimos unir unis
V|joining|juntando uniendo
A|together|juntas juntos
D|together|junto
V|swear|jura jurad jurais juramos juran jurar juras jure jureis juremos juren jures juro
V|swore|juraba jurabais jurabamos juraban jurabas jurara jurarais juraramos juraran juraras juraron jurase juraseis jurasemos jurasen jurases juraste jurasteis
V|sworn|jurada juradas
N|jury|jurado
N|juries|jurados
V|swearing|jurando
A|legal|juridica juridicas juridico juridicos legal legales
N|jurisdiction|jurisdiccion
N|jurisdictions|jurisdicciones
A|fair|justa justas justo justos
N|justice|justicia
N|justices|justicias
V|justify|justifica justificad justificais justificamos justifican justificar justificas justifico justifique justifiqueis justifiquemos justifiquen justifiques
V|justified|justificaba justificabais justificabamos justificaban justificabas justificada justificadas justificado justificados justificara justificarais justificaramos justificaran justificaras justificaron justificase justificaseis justificasemos justificasen justificases justificaste justificasteis
V|justifying|justificando
N|proof|justificante
N|proofs|justificantes
N|youth|juventud
N|youths|juventudes
V|judge|juzga juzgad juzgais juzgamos juzgan juzgar juzgas juzgo juzgue juzgueis juzguemos juzguen juzgues
V|judged|juzgaba juzgabais juzgabamos juzgaban juzgabas juzgada juzgadas juzgara juzgarais juzgaramos juzgaran juzgaras juzgaron juzgase juzgaseis juzgasemos juzgasen juzgases juzgaste juzgasteis
N|court|juzgado tribunal
N|courts|juzgados tribunales
V|judging|juzgando
N|keylogger|keylogger
N|keyloggers|keyloggers
N|kilo|kilo
N|kilometer|kilometro
N|kilometers|kilometros
N|kilos|kilos
N|kit|kit
N|kits|kits
N|kubernetes|kubernetes
N|lip|labio
N|lips|labios
A|labor|laboral laborales
N|lab|laboratorio
N|labs|laboratorios
N|side|lado
N|sides|lados
N|brick|ladrillo
N|bricks|ladrillos
N|thief|ladron ladrona
N|thieves|ladronas ladrones
N|lake|lago
N|lakes|lagos
N|lamp|lampara
N|lamps|lamparas
N|wool|lana
N|wools|lanas
V|launch|lance lanceis lancemos lancen lances lanza lanzad lanzais lanzamos lanzan lanzar lanzas lanzo
V|launched|lanzaba lanzabais lanzabamos lanzaban lanzabas lanzada lanzadas lanzado lanzados lanzara lanzarais lanzaramos lanzaran lanzaras lanzaron lanzase lanzaseis lanzasemos lanzasen lanzases lanzaste lanzasteis
V|launching|lanzando
N|pencils|lapices
N|pencil|lapiz
N|laptop|laptop portatil
N|laptops|laptops portatiles
A|long|larga largas largo largos
A|side|lateral laterales
A|latin|latina latinas latino latinos
A|latin american|latinoamericana latinoamericanas latinoamericano latinoamericanos
V|wash|lava lavad lavais lavamos lavan lavar lavas lave laveis lavemos laven laves lavo
V|washed|lavaba lavabais lavabamos lavaban lavabas lavada lavadas lavara lavarais lavaramos lavaran lavaras lavaron lavase lavaseis lavasemos lavasen lavases lavaste lavasteis
N|washing machine|lavadora
N|washing machines|lavadoras
V|washing|lavando
P||le les lo se
V|read|lea leais leamos lean leas lee leed leeis leemos leen leer lees lei leia leiais leiamos leian leias leida leidas leido leidos leimos leiste leisteis leo leyera leyerais leyeramos leyeran leyeras leyeron leyese leyeseis leyesemos leyesen leyeses leyo
A|loyal|leal leales
D|loyally|lealmente
N|loyalty|lealtad
N|loyalties|lealtades
N|lesson|leccion
N|lessons|lecciones
N|milk|leche
N|milks|leches
N|reader|lector lectora
N|readers|lectoras lectores
N|reading|lectura
N|readings|lecturas
V|legalize|legalice legaliceis legalicemos legalicen legalices legaliza legalizad legalizais legalizamos legalizan legalizar legalizas legalizo
V|legalized|legalizaba legalizabais legalizabamos legalizaban legalizabas legalizada legalizadas legalizado legalizados legalizara legalizarais legalizaramos legalizaran legalizaras legalizaron legalizase legalizaseis legalizasemos legalizasen legalizases legalizaste legalizasteis
V|legalizing|legalizando
D|legally|legalmente
N|legislation|legislacion
N|legislations|legislaciones
A|legitimate|legitima legitimas legitimo legitimos
D|legitimately|legitimamente
N|legume|legumbre
N|legumes|legumbres
A|distant|lejana lejanas lejano lejanos
D|far|lejos
A|slow|lenta lentas lento lentos
D|slowly|lentamente
N|slowness|lentitud
N|slownesses|lentitudes
N|lion|leon leona
N|lions|leonas leones
N|injury|lesion
V|injure|lesiona lesionad lesionais lesionamos lesionan lesionar lesionas lesione lesioneis lesionemos lesionen lesiono
V|injured|lesionaba lesionabais lesionabamos lesionaban lesionabas lesionada lesionadas lesionado lesionados lesionara lesionarais lesionaramos lesionaran lesionaras lesionaron lesionase lesionaseis lesionasemos lesionasen lesionases lesionaste lesionasteis
V|injuring|lesionando
N|injuries|lesiones
A|lethal|letal letales
D|lethally|letalmente
N|sign|letrero signo
N|signs|letreros signos
V|lift|levanta levantad levantais levantamos levantan levantar levantas levante levanteis levantemos levanten levantes levanto
V|lifted|levantaba levantabais levantabamos levantaban levantabas levantada levantadas levantado levantados levantara levantarais levantaramos levantaran levantaras levantaron levantase levantaseis levantasemos levantasen levantases levantaste levantasteis
V|lifting|levantando
A|mild|leve leves
D|mildly|levemente
V|reading|leyendo
N|laws|leyes
V|release|libera liberad liberais liberamos liberan liberar liberas libere libereis liberemos liberen liberes libero
V|released|liberaba liberabais liberabamos liberaban liberabas liberara liberarais liberaramos liberaran liberaras liberaron liberase liberaseis liberasemos liberasen liberases liberaste liberasteis
N|release|liberacion
N|releases|liberaciones
A|released|liberada liberadas liberado liberados
A|liberal|liberal liberales
D|liberally|liberalmente
V|releasing|liberando
N|freedom|libertad
N|freedoms|libertades
N|pound|libra
N|pounds|libras
D|freely|libremente
N|book|libro
N|books|libros
N|license|licencia
N|licenses|licencias
A|lawful|licita licitas licito licitos
V|bid|licitaba licitabais licitabamos licitaban licitabas licitad licitada licitadas licitado licitados licitais licitamos licitan licitar licitara licitarais licitaramos licitaran licitaras licitaron licitase licitaseis licitasemos licitasen licitases licitaste licitasteis licite liciteis licitemos liciten licites
N|tender|licitacion
N|tenders|licitaciones
V|bidding|licitando
N|leader|lider
V|lead|lidera liderad liderais lideramos lideran liderar lideras lidere lidereis lideremos lideren lidero
V|led|lideraba liderabais liderabamos lideraban liderabas liderada lideradas liderado liderados liderara liderarais lideraramos lideraran lideraras lideraron liderase lideraseis liderasemos liderasen liderases lideraste liderasteis
V|leading|liderando
N|leaders|lideres
V|deal|lidia lidiad lidiais lidiamos lidian lidiar lidias lidie lidieis lidiemos lidien lidies lidio
V|dealt|lidiaba lidiabais lidiabamos lidiaban lidiabas lidiada lidiadas lidiado lidiados lidiara lidiarais lidiaramos lidiaran lidiaras lidiaron lidiase lidiaseis lidiasemos lidiasen lidiases lidiaste lidiasteis
V|dealing|lidiando
A|light|ligera ligeras ligero ligeros
V|limit|limita limitad limitais limitamos limitan limitar limitas limiteis limitemos limiten limito
V|limited|limitaba limitabais limitabamos limitaban limitabas limitara limitarais limitaramos limitaran limitaras limitaron limitase limitaseis limitasemos limitasen limitases limitaste limitasteis
N|limitation|limitacion
N|limitations|limitaciones
A|limited|limitada limitadas limitado limitados
V|limiting|limitando
N|limit|limite
N|limits|limites
N|lemon|limon
N|lemons|limones
V|wipe|limpia limpiad limpiais limpiamos limpian limpiar limpie limpieis limpiemos limpien limpies
V|wiped|limpiaba limpiabais limpiabamos limpiaban limpiabas limpiada limpiadas limpiado limpiados limpiara limpiarais limpiaramos limpiaran limpiaras limpiaron limpiase limpiaseis limpiasemos limpiasen limpiases limpiaste limpiasteis
V|wiping|limpiando
A|clean|limpias limpio limpios
N|cleanup|limpieza
N|cleanups|limpiezas
A|nice|linda lindas lindo lindos simpatica simpaticas simpatico simpaticos
N|line|linea
N|lines|lineas
A|linguistic|linguistica linguisticas linguistico linguisticos
N|linux|linux
V|settle|liquida liquidad liquidais liquidamos liquidan liquidar liquidas liquide liquideis liquidemos liquiden liquides liquido salda saldad saldais saldamos saldan saldar saldas salde saldeis saldemos salden saldes
V|settled|liquidaba liquidabais liquidabamos liquidaban liquidabas liquidada liquidadas liquidado liquidados liquidara liquidarais liquidaramos liquidaran liquidaras liquidaron liquidase liquidaseis liquidasemos liquidasen liquidases liquidaste liquidasteis saldaba saldabais saldabamos saldaban saldabas saldada saldadas saldado saldados saldara saldarais saldaramos saldaran saldaras saldaron saldase saldaseis saldasemos saldasen saldases saldaste saldasteis
V|settling|liquidando saldando
N|liquidities|liquideces
N|liquidity|liquidez
N|list|lista
N|lists|listas
A|ready|listo listos
A|literal|literal literales
D|literally|literalmente
A|literary|literaria literarias literario literarios
D|literarily|literariamente
N|literature|literatura
N|literatures|literaturas
N|litigation|litigio
N|litigations|litigios
N|call|llamada
N|calls|llamadas
A|striking|llamativa llamativas llamativo llamativos
V|arrive|llega llegad llegais llegamos llegan llegar llegas llego llegue llegueis lleguemos lleguen llegues
V|arrived|llegaba llegabais llegabamos llegaban llegabas llegado llegados llegara llegarais llegaramos llegaran llegaras llegaron llegase llegaseis llegasemos llegasen llegases llegaste llegasteis
N|arrival|llegada
N|arrivals|llegadas
V|arriving|llegando
V|fill|llena llenad llenais llenamos llenan llenar llene lleneis llenemos llenen llenes
V|filled|llenaba llenabais llenabamos llenaban llenabas llenada llenadas llenado llenados llenara llenarais llenaramos llenaran llenaras llenaron llenase llenaseis llenasemos llenasen llenases llenaste llenasteis
D|fully|llenamente plenamente
V|filling|llenando
A|full|llenas lleno llenos plena plenas pleno plenos
N|llm|llm
N|llms|llms
V|cry|llora llorad llorais lloramos lloran llorar lloras llore lloreis lloremos lloren llores lloro
V|cried|lloraba llorabais llorabamos lloraban llorabas llorada lloradas llorado llorados llorara llorarais lloraramos lloraran lloraras lloraron llorase lloraseis llorasemos llorasen llorases lloraste llorasteis
V|crying|llorando
V|rain|llovais llovamos llovas llove lloved lloveis llovemos llover lloves llueva lluevan lluevas llueve llueven llueves lluevo
V|rained|llovi llovia lloviais lloviamos llovian llovias llovida llovidas llovido llovidos lloviera llovierais llovieramos llovieran llovieras llovieron lloviese llovieseis lloviesemos lloviesen llovieses llovimos llovio lloviste llovisteis
V|raining|lloviendo
N|rain|lluvia
N|rains|lluvias
N|wolf|lobo
N|wolves|lobos
A|crazy|loca locas loco locos
A|local|local locales
V|locate|localice localiceis localicemos localicen localices localiza localizad localizais localizamos localizan localizar localizas localizo ubica ubicad ubicais ubicamos ubican ubicar ubicas ubico ubique ubiqueis ubiquemos ubiquen ubiques
N|town|localidad pueblo
N|towns|localidades pueblos
V|located|localizaba localizabais localizabamos localizaban localizabas localizada localizadas localizado localizados localizara localizarais localizaramos localizaran localizaras localizaron localizase localizaseis localizasemos localizasen localizases localizaste localizasteis ubicaba ubicabais ubicabamos ubicaban ubicabas ubicada ubicadas ubicado ubicados ubicara ubicarais ubicaramos ubicaran ubicaras ubicaron ubicase ubicaseis ubicasemos ubicasen ubicases ubicaste ubicasteis
N|location|localizacion ubicacion
N|locations|localizaciones ubicaciones
V|locating|localizando ubicando
D|locally|localmente
D|crazily|locamente
N|phrase|locucion
N|phrases|locuciones
N|madness|locura
N|madnesses|locuras
N|announcer|locutor locutora
N|announcers|locutoras locutores
A|logical|logica logicas logico logicos
D|logically|logicamente
N|login|login
N|logins|logins
N|logistics|logistica
N|logo|logo logotipo
N|logos|logos logotipos
N|logout|logout
V|achieve|logra lograd lograis logramos logran lograr logras logre logreis logremos logren logres
V|achieved|lograba lograbais lograbamos lograban lograbas lograda logradas logrado logrados lograra lograrais lograramos lograran lograras lograron lograse lograseis lograsemos lograsen lograses lograste lograsteis
V|achieving|logrando
N|achievement|logro
N|achievements|logros
V|log in|loguea loguead logueais logueamos loguean loguear logueas loguee logueeis logueemos logueen loguees logueo
V|logged in|logueaba logueabais logueabamos logueaban logueabas logueada logueadas logueado logueados logueara loguearais loguearamos loguearan loguearas loguearon loguease logueaseis logueasemos logueasen logueases logueaste logueasteis
V|logging in|logueando
N|lottery|loteria
N|lotteries|loterias
V|look|luce lucen luci lucid lucimos lucir lucis luzca luzcais luzcamos luzcan luzcas luzco mira mirad mirais miramos miran mirar miras mire mireis miremos miren mires miro
N|lights|luces
V|looked|lucia luciais luciamos lucian lucias lucida lucidas lucido lucidos luciera lucierais lucieramos lucieran lucieras lucieron luciese lucieseis luciesemos luciesen lucieses lucio luciste lucisteis miraba mirabais mirabamos miraban mirabas mirada miradas mirado mirados mirara mirarais miraramos miraran miraras miraron mirase miraseis mirasemos mirasen mirases miraste mirasteis
V|looking|luciendo mirando
D|later|luego
N|place|lugar
N|places|lugares
N|luxury|lujo
N|luxuries|lujos
A|luxurious|lujosa lujosas lujoso lujosos
D|luxuriously|lujosamente
A|bright|luminosa luminosas luminoso luminosos
D|brightly|luminosamente
N|moon|luna
N|moons|lunas
N|monday|lunes
N|light|luz
N|mac|mac
A|sexist|machista machistas sexista sexistas
N|macos|macos
N|wood|madera
N|woods|maderas
N|mother|madre
N|mothers|madres
N|early morning|madrugada
N|early mornings|madrugadas
V|mature|madura madurad madurais maduramos maduran madurar maduras madure madureis maduremos maduren madures maduro
V|matured|maduraba madurabais madurabamos maduraban madurabas madurada maduradas madurado madurados madurara madurarais maduraramos maduraran maduraras maduraron madurase maduraseis madurasemos madurasen madurases maduraste madurasteis
V|maturing|madurando
N|maturities|madureces
N|maturity|madurez
N|teacher|maestra maestro profesor profesora
N|teachers|maestras maestros profesoras profesores
N|magistrate|magistrada magistrado
N|magistrates|magistradas magistrados
A|magnificent|magnifica magnificas magnifico magnificos
D|magnificently|magnificamente
N|magnitude|magnitud
N|magnitudes|magnitudes
D|badly|mal
A|bad|mala malas malo malos
V|curse|maldeci maldecid maldecimos maldecir maldecis maldice maldicen maldices maldiga maldigais maldigamos maldigan maldigas maldigo
V|cursed|maldecia maldeciais maldeciamos maldecian maldecias maldecida maldecidas maldecido maldecidos maldije maldijera maldijerais maldijeramos maldijeran maldijeras maldijeron maldijese maldijeseis maldijesemos maldijesen maldijeses maldijimos maldijiste maldijisteis maldijo
V|cursing|maldiciendo
N|suitcase|maleta
N|suitcases|maletas
A|malformed|malformada malformadas malformado malformados
A|malicious|maliciosa maliciosas malicioso maliciosos maligna malignas maligno malignos malintencionada malintencionadas malintencionado malintencionados
D|maliciously|maliciosamente malignamente
A|terrible|malisima malisimas malisimo malisimos pesima pesimas pesimo pesimos terrible terribles
D|terribly|malisimamente pesimamente terriblemente
V|mistreat|maltrata maltratad maltratais maltratamos maltratan maltratar maltratas maltrate maltrateis maltratemos maltraten maltrates maltrato
V|mistreated|maltrataba maltratabais maltratabamos maltrataban maltratabas maltratada maltratadas maltratado maltratados maltratara maltratarais maltrataramos maltrataran maltrataras maltrataron maltratase maltrataseis maltratasemos maltratasen maltratases maltrataste maltratasteis
V|mistreating|maltratando
A|evil|malvada malvadas malvado malvados perversa perversas perverso perversos
N|malware|malware
N|mom|mama
N|moms|mamas
D|tomorrow|manana
N|mornings|mananas
N|stain|mancha
N|stains|manchas
V|handle|maneja manejad manejais manejamos manejan manejar manejas maneje manejeis manejemos manejen manejes manejo
V|handled|manejaba manejabais manejabamos manejaban manejabas manejada manejadas manejado manejados manejara manejarais manejaramos manejaran manejaras manejaron manejase manejaseis manejasemos manejasen manejases manejaste manejasteis
V|handling|manejando
A|manifest|manifiesta manifiestas manifiesto manifiestos
V|manipulate|manipula manipulad manipulais manipulamos manipulan manipular manipulas manipule manipuleis manipulemos manipulen manipules manipulo
V|manipulated|manipulaba manipulabais manipulabamos manipulaban manipulabas manipulada manipuladas manipulado manipulados manipulara manipularais manipularamos manipularan manipularas manipularon manipulase manipulaseis manipulasemos manipulasen manipulases manipulaste manipulasteis
N|manipulation|manipulacion
N|manipulations|manipulaciones
A|manipulative|manipulador manipuladora manipuladoras manipuladores
D|manipulatively|manipuladormente
V|manipulating|manipulando
N|hand|mano
N|hands|manos
V|keep|manten mantene mantened manteneis mantenemos mantener mantenes mantenga mantengais mantengamos mantengan mantengas mantengo mantiene mantienen mantienes
V|kept|mantenia manteniais manteniamos mantenian mantenias mantenida mantenidas mantenido mantenidos mantuve mantuviera mantuvierais mantuvieramos mantuvieran mantuvieras mantuvieron mantuviese mantuvieseis mantuviesemos mantuviesen mantuvieses mantuvimos mantuviste mantuvisteis mantuvo
V|keeping|manteniendo
N|maintenance|mantenimiento
N|maintenances|mantenimientos
A|manual|manual manuales
D|manually|manualmente
N|manuscript|manuscrito
N|manuscripts|manuscritos
N|apple|manzana
N|apples|manzanas
N|map|mapa
N|maps|mapas
V|make up|maquilla maquillad maquillais maquillamos maquillan maquillar maquillas maquille maquilleis maquillemos maquillen maquilles maquillo
V|made up|maquillaba maquillabais maquillabamos maquillaban maquillabas maquillada maquilladas maquillado maquillados maquillara maquillarais maquillaramos maquillaran maquillaras maquillaron maquillase maquillaseis maquillasemos maquillasen maquillases maquillaste maquillasteis
V|making up|maquillando
N|machine|maquina
N|machines|maquinas
N|sea|mar
A|wonderful|maravillosa maravillosas maravilloso maravillosos
D|wonderfully|maravillosamente
V|mark|marca marcad marcais marcamos marcan marcar marque marqueis marquemos marquen marques
V|marked|marcaba marcabais marcabamos marcaban marcabas marcada marcadas marcado marcados marcara marcarais marcaramos marcaran marcaras marcaron marcase marcaseis marcasemos marcasen marcases marcaste marcasteis
N|marker|marcador
N|markers|marcadores
V|marking|marcando
N|brands|marcas
V|leave|marcha marchad marchais marchamos marchan marchar marchas marche marcheis marchemos marchen marches marcho parta partais partamos partan partas parten parti partid partimos partis
V|left|marchaba marchabais marchabamos marchaban marchabas marchada marchadas marchado marchados marchara marcharais marcharamos marcharan marcharas marcharon marchase marchaseis marchasemos marchasen marchases marchaste marchasteis partia partiais partiamos partian partias partiera partierais partieramos partieran partieras partieron partiese partieseis partiesemos partiesen partieses partio partiste partisteis
V|leaving|marchando partiendo
N|frame|marco
N|frames|marcos
V|make dizzy|marea maread mareais mareamos marean marear mareas maree mareeis mareemos mareen marees
V|made dizzy|mareaba mareabais mareabamos mareaban mareabas mareada mareadas mareado mareados mareara marearais marearamos marearan marearas marearon marease mareaseis mareasemos mareasen mareases mareaste mareasteis
V|making dizzy|mareando
N|dizziness|mareo
N|dizzinesses|mareos
N|seas|mares
N|margin|margen
N|margins|margenes
N|marijuana|marihuana
N|marijuanas|marihuanas
N|butterfly|mariposa
N|butterflies|mariposas
N|marketing|marketing
A|brown|marron marrona marronas marrones
N|tuesday|martes
N|march|marzo
P|but|mas pero sino
N|mass|masa misa
N|masses|masas misas
N|mask|mascara
N|masks|mascaras
N|master|master
N|masters|masteres
V|kill|mata matad matais matamos matan matar matas mate mateis matemos maten mates mato
V|killed|mataba matabais matabamos mataban matabas matada matadas matado matados matara matarais mataramos mataran mataras mataron matase mataseis matasemos matasen matases mataste matasteis
V|killing|matando
N|mathematics|matematicas
N|material|material
N|materials|materiales
N|maternity|maternidad
V|qualify|matice maticeis maticemos maticen matiza matizad matizais matizamos matizan matizar matizas matizo
N|nuances|matices
N|nuance|matiz
V|qualified|matizaba matizabais matizabamos matizaban matizabas matizada matizadas matizado matizados matizara matizarais matizaramos matizaran matizaras matizaron matizase matizaseis matizasemos matizasen matizases matizaste matizasteis
V|qualifying|matizando
N|marriage|matrimonio
N|marriages|matrimonios
N|midwife|matrona
N|midwifes|matronas
P|max|max
A|maximum|maxima maximas maximo maximos
V|maximize|maximice maximiceis maximicemos maximicen maximices maximiza maximizad maximizais maximizamos maximizan maximizar maximizas maximizo
V|maximized|maximizaba maximizabais maximizabamos maximizaban maximizabas maximizada maximizadas maximizado maximizados maximizara maximizarais maximizaramos maximizaran maximizaras maximizaron maximizase maximizaseis maximizasemos maximizasen maximizases maximizaste maximizasteis
V|maximizing|maximizando
N|may|mayo
A|older|mayor mayores
N|majority|mayoria
N|majorities|mayorias
D|mostly|mayoritariamente mayormente
N|uppercase|mayuscula
N|uppercases|mayusculas
P|me|me
N|mechanism|mecanismo
N|mechanisms|mecanismos
N|medal|medalla
N|medals|medallas
V|measure|medi medid medimos medir medis mida midais midamos midan midas mide miden mides mido
A|average|media medias medio promedia promedias promedio promedios
N|mediation|mediacion
N|mediations|mediaciones
V|measured|mediais mediamos median medido medidos mediste medisteis midiera midierais midieramos midieran midieras midieron midiese midieseis midiesemos midiesen midieses midio
N|midnight|medianoche
N|midnights|medianoches
P|via|mediante via
A|medical|medica medicas medico medicos
V|medicated|medicaba medicabais medicabamos medicaban medicabas medicada medicadas medicado medicados medicara medicarais medicaramos medicaran medicaras medicaron medicase medicaseis medicasemos medicasen medicases medicaste medicasteis
V|medicate|medicad medicais medicamos medican medicar medique mediqueis mediquemos mediquen mediques
N|medication|medicamento
N|medications|medicamentos
V|medicating|medicando
N|medicine|medicina
N|medicines|medicinas
N|measure|medida
N|measures|medidas
N|noon|mediodia
N|noons|mediodias
N|means|medios
V|meditate|medita meditad meditais meditamos meditan meditar meditas medite mediteis meditemos mediten medites medito
V|meditated|meditaba meditabais meditabamos meditaban meditabas meditada meditadas meditado meditados meditara meditarais meditaramos meditaran meditaras meditaron meditase meditaseis meditasemos meditasen meditases meditaste meditasteis
V|meditating|meditando
A|best|mejor mejores
N|improvement|mejora
V|improved|mejoraba mejorabais mejorabamos mejoraban mejorabas mejorada mejoradas mejorado mejorados mejorara mejorarais mejoraramos mejoraran mejoraras mejoraron mejorase mejoraseis mejorasemos mejorasen mejorases mejoraste mejorasteis
V|improve|mejorad mejorais mejoramos mejoran mejorar mejore mejoreis mejoremos mejoren mejoro
V|improving|mejorando
N|improvements|mejoras
N|membership|membresia
N|memberships|membresias
N|memo|memo memorando
N|memos|memorandos memos
N|memory|memoria
N|memories|memorias
V|memorize|memorice memoriceis memoricemos memoricen memorices memoriza memorizad memorizais memorizamos memorizan memorizar memorizas memorizo
V|memorized|memorizaba memorizabais memorizabamos memorizaban memorizabas memorizada memorizadas memorizado memorizados memorizara memorizarais memorizaramos memorizaran memorizaras memorizaron memorizase memorizaseis memorizasemos memorizasen memorizases memorizaste memorizasteis
V|memorizing|memorizando
N|mention|mencion
V|mention|menciona mencionad mencionais mencionamos mencionan mencionar mencionas mencione mencioneis mencionemos mencionen menciono
V|mentioned|mencionaba mencionabais mencionabamos mencionaban mencionabas mencionara mencionarais mencionaramos mencionaran mencionaras mencionaron mencionase mencionaseis mencionasemos mencionasen mencionases mencionaste mencionasteis
A|mentioned|mencionada mencionadas mencionado mencionados
V|mentioning|mencionando
N|mentions|menciones
A|minor|menor menores
P|less|menos
N|message|mensaje
N|courier|mensajera mensajero
N|couriers|mensajeras mensajeros
N|courier service|mensajeria
N|courier services|mensajerias
N|messages|mensajes
A|monthly|mensual mensuales
D|monthly|mensualmente
A|mental|mental mentales
N|mentality|mentalidad
N|mentalities|mentalidades
N|mind|mente
N|minds|mentes
V|lie|menti mentid mentimos mentir mentis mienta mientan mientas miente mienten mientes miento mintais mintamos mintas
V|lied|mentia mentiais mentiamos mentian mentias mentida mentidas mentido mentidos mentiste mentisteis mintiera mintierais mintieramos mintieran mintieras mintieron mintiese mintieseis mintiesemos mintiesen mintieses mintio
N|lie|mentira
N|lies|mentiras
N|menu|menu
D|often|menudo
N|menus|menues
D|merely|meramente
N|market|mercado
N|markets|mercados
N|goodses|mercancias
V|deserve|merece mereced mereceis merecemos merecen merecer mereces merezca merezcais merezcamos merezcan merezcas merezco
V|deserved|mereci merecia mereciais mereciamos merecian merecias merecida merecidas merecido merecidos mereciera merecierais merecieramos merecieran merecieras merecieron mereciese merecieseis mereciesemos mereciesen merecieses merecimos merecio mereciste merecisteis
V|deserving|mereciendo
N|merit|merito
N|merits|meritos
N|month|mes
N|table|mesa tabla
N|tables|mesas tablas
N|months|meses
V|put|metais metamos metan mete meted meteis metemos meten meter metes meti metia metiais metiamos metian metias metida metidas metido metidos metiera metierais metieramos metieran metieras metieron metiese metieseis metiesemos metiesen metieses metimos metio metiste metisteis meto pon pone poned poneis ponemos ponen poner pones ponga pongais pongamos pongan pongas pongo ponia poniais poniamos ponian ponias puesta puestas puse pusiera pusierais pusieramos pusieran pusieras pusieron pusiese pusieseis pusiesemos pusiesen pusieses pusimos pusiste pusisteis puso
N|metal|metal
N|metals|metales
N|methamphetamine|metanfetamina
N|methamphetamines|metanfetaminas
V|putting|metiendo poniendo
N|method|metodo
N|methods|metodos
N|subway|metro
N|subways|metros
A|mexican|mexicana mexicanas mexicano mexicanos
V|mix|mezcla mezclad mezclais mezclamos mezclan mezclar mezclas mezcle mezcleis mezclemos mezclen mezcles mezclo
V|mixed|mezclaba mezclabais mezclabamos mezclaban mezclabas mezclada mezcladas mezclado mezclados mezclara mezclarais mezclaramos mezclaran mezclaras mezclaron mezclase mezclaseis mezclasemos mezclasen mezclases mezclaste mezclasteis
V|mixing|mezclando
N|mfa|mfa
P|my|mi mis
P|mine|mia mias mio mios
N|microphone|microfono
N|microphones|microfonos
V|measuring|midiendo
N|fear|miedo temor
N|fears|miedos temores
N|honey|miel
N|honeys|mieles
N|member|miembro
N|members|miembros
P|while|mientras
N|wednesday|miercoles
V|migrate|migra migrad migrais migramos migran migrar migras migre migreis migremos migren migres migro
V|migrated|migraba migrabais migrabamos migraban migrabas migrada migradas migrado migrados migrara migrarais migraramos migraran migraras migraron migrase migraseis migrasemos migrasen migrases migraste migrasteis
N|migration|migracion
N|migrations|migraciones
V|migrating|migrando
P|thousand|mil
P|thousands|miles
N|soldier|militar soldado
N|soldiers|militares soldados
P|million|millon
P|millions|millones
P|min|min
A|minimum|minima minimas minimo minimos
V|minimize|minimice minimiceis minimicemos minimicen minimices minimiza minimizad minimizais minimizamos minimizan minimizar minimizas minimizo
V|minimized|minimizaba minimizabais minimizabamos minimizaban minimizabas minimizada minimizadas minimizado minimizados minimizara minimizarais minimizaramos minimizaran minimizaras minimizaron minimizase minimizaseis minimizasemos minimizasen minimizases minimizaste minimizasteis
V|minimizing|minimizando
N|ministry|ministerio
N|ministries|ministerios
N|minister|ministra ministro
N|ministers|ministras ministros
N|minority|minoria
N|minorities|minorias
V|lying|mintiendo
A|thorough|minuciosa minuciosas minucioso minuciosos
D|thoroughly|minuciosamente
N|lowercase|minuscula
N|lowercases|minusculas
N|minute|minuto
N|missile|misil
N|missiles|misiles
N|mission|mision
N|missions|misiones
P|same|misma mismas mismo mismos
A|mysterious|misteriosa misteriosas misterioso misteriosos
D|mysteriously|misteriosamente
N|mistral|mistral
N|half|mitad
N|halves|mitades
V|mitigate|mitiga mitigad mitigais mitigamos mitigan mitigar mitigas mitigo mitigue mitigueis mitiguemos mitiguen mitigues
V|mitigated|mitigaba mitigabais mitigabamos mitigaban mitigabas mitigada mitigadas mitigado mitigados mitigara mitigarais mitigaramos mitigaran mitigaras mitigaron mitigase mitigaseis mitigasemos mitigasen mitigases mitigaste mitigasteis
V|mitigating|mitigando
A|mnemonic|mnemotecnica mnemotecnicas mnemotecnico mnemotecnicos
N|fashion|moda
A|modal|modal modales
N|mode|modalidad modo
N|modes|modalidades modos
N|fashions|modas
N|model|modelo
N|models|modelos
N|modem|modem
N|modems|modems
V|moderate|modera moderad moderais moderamos moderan moderar moderas modere modereis moderemos moderen moderes modero
V|moderated|moderaba moderabais moderabamos moderaban moderabas moderara moderarais moderaramos moderaran moderaras moderaron moderase moderaseis moderasemos moderasen moderases moderaste moderasteis
N|moderation|moderacion
N|moderations|moderaciones
A|moderate|moderada moderadas moderado moderados
N|moderator|moderador moderadora
N|moderators|moderadoras moderadores
V|moderating|moderando
A|modern|moderna modernas moderno modernos
A|modest|modesta modestas modesto modestos
V|modify|modifica modificad modificais modificamos modifican modificar modificas modifico modifique modifiqueis modifiquemos modifiquen modifiques
V|modified|modificaba modificabais modificabamos modificaban modificabas modificada modificadas modificado modificados modificara modificarais modificaramos modificaran modificaras modificaron modificase modificaseis modificasemos modificasen modificases modificaste modificasteis
N|modification|modificacion
N|modifications|modificaciones
V|modifying|modificando
N|module|modulo
N|modules|modulos
A|wet|mojada mojadas mojado mojados
V|bother|molesta molestad molestais molestamos molestan molestar moleste molesteis molestemos molesten molestes
V|bothered|molestaba molestabais molestabamos molestaban molestabas molestada molestadas molestado molestados molestara molestarais molestaramos molestaran molestaras molestaron molestase molestaseis molestasemos molestasen molestases molestaste molestasteis
V|bothering|molestando
A|upset|molestas molesto molestos
N|inconvenience|molestia
N|inconveniences|molestias
N|molotov|molotov
N|moment|momento
N|moments|momentos
N|monarchy|monarquia
N|monarchies|monarquias
N|purse|monedero
N|purses|monederos
A|monetary|monetaria monetarias monetario monetarios
D|monetarily|monetariamente
V|monitor|monitorea monitoread monitoreais monitoreamos monitorean monitorear monitoreas monitoree monitoreeis monitoreemos monitoreen monitorees monitoreo monitorice monitoriceis monitoricemos monitoricen monitorices monitoriza monitorizad monitorizais monitorizamos monitorizan monitorizar monitorizas monitorizo vigila vigilad vigilais vigilamos vigilan vigilar vigilas vigile vigileis vigilemos vigilen vigiles vigilo
V|monitored|monitoreaba monitoreabais monitoreabamos monitoreaban monitoreabas monitoreada monitoreadas monitoreado monitoreados monitoreara monitorearais monitorearamos monitorearan monitorearas monitorearon monitorease monitoreaseis monitoreasemos monitoreasen monitoreases monitoreaste monitoreasteis monitorizaba monitorizabais monitorizabamos monitorizaban monitorizabas monitorizada monitorizadas monitorizado monitorizados monitorizara monitorizarais monitorizaramos monitorizaran monitorizaras monitorizaron monitorizase monitorizaseis monitorizasemos monitorizasen monitorizases monitorizaste monitorizasteis vigilaba vigilabais vigilabamos vigilaban vigilabas vigilada vigiladas vigilado vigilados vigilara vigilarais vigilaramos vigilaran vigilaras vigilaron vigilase vigilaseis vigilasemos vigilasen vigilases vigilaste vigilasteis
V|monitoring|monitoreando monitorizando vigilando
V|set up|monta montaba montabais montabamos montaban montabas montad montada montadas montado montados montais montamos montan montar montara montarais montaramos montaran montaras montaron montas montase montaseis montasemos montasen montases montaste montasteis monte monteis montemos monten montes
N|mountain|montana
N|mountains|montanas
V|setting up|montando
N|monument|monumento
N|monuments|monumentos
A|purple|morada moradas morado morados
A|moral|moral morales
V|moralize|moralice moraliceis moralicemos moralicen moralices moraliza moralizad moralizais moralizamos moralizan moralizar moralizas moralizo
N|morality|moralidad
N|moralities|moralidades
V|moralized|moralizaba moralizabais moralizabamos moralizaban moralizabas moralizada moralizadas moralizado moralizados moralizara moralizarais moralizaramos moralizaran moralizaras moralizaron moralizase moralizaseis moralizasemos moralizasen moralizases moralizaste moralizasteis
V|moralizing|moralizando
D|morally|moralmente
V|bite|mordais mordamos mordas morde morded mordeis mordemos morder mordes muerda muerdan muerdas muerde muerden muerdes muerdo
V|bit|mordi mordia mordiais mordiamos mordian mordias mordiera mordierais mordieramos mordieran mordieras mordieron mordiese mordieseis mordiesemos mordiesen mordieses mordimos mordio mordiste mordisteis
V|bitten|mordida mordidas mordido mordidos
V|biting|mordiendo
A|delinquent|morosa morosas moroso morosos
D|delinquently|morosamente
A|deadly|mortal mortales
D|deadly|mortalmente
V|motivate|motiva motivad motivais motivamos motivan motivar motivas motive motiveis motivemos motiven motives
V|motivated|motivaba motivabais motivabamos motivaban motivabas motivada motivadas motivado motivados motivara motivarais motivaramos motivaran motivaras motivaron motivase motivaseis motivasemos motivasen motivases motivaste motivasteis
V|motivating|motivando
N|reason|motivo razon
N|reasons|motivos porques razones
N|motorcycle|moto motocicleta
N|motorcycles|motocicletas motos
N|engine|motor
N|engines|motores
A|mobile|movil moviles
N|movement|movimiento
N|movements|movimientos
P|much|mucha mucho
P|many|muchas muchos
N|furniture|mueble
N|furnitures|muebles
N|molar|muela
N|molars|muelas
A|dead|muerta muertas muerto muertos
N|death|muerte
N|deaths|muertes
N|samples|muestras
N|woman|mujer
N|women|mujeres
N|fine|multa
V|fined|multaba multabais multabamos multaban multabas multada multadas multado multados multara multarais multaramos multaran multaras multaron multase multaseis multasemos multasen multases multaste multasteis
V|fine|multad multais multamos multan multar multe multeis multemos multen multes multo
V|fining|multando
N|fines|multas
A|multilingual|multilingue multilingues
A|multiple|multiple multiples
D|multiply|multiplemente
V|multiply|multiplica multiplicad multiplicais multiplicamos multiplican multiplicar multiplicas multiplico multiplique multipliqueis multipliquemos multipliquen multipliques
V|multiplied|multiplicaba multiplicabais multiplicabamos multiplicaban multiplicabas multiplicada multiplicadas multiplicado multiplicados multiplicara multiplicarais multiplicaramos multiplicaran multiplicaras multiplicaron multiplicase multiplicaseis multiplicasemos multiplicasen multiplicases multiplicaste multiplicasteis
V|multiplying|multiplicando
N|crowd|multitud
N|crowds|multitudes
N|world|mundo
N|worlds|mundos
N|ammunition|municion
N|ammunitions|municiones
A|municipal|municipal municipales
N|municipality|municipio
N|municipalities|municipios
N|museum|museo
N|museums|museos
N|music|musica
A|musical|musical musicales
D|musically|musicalmente
A|muslim|musulman musulmana musulmanas musulmanes
A|mutual|mutua mutuas mutuo mutuos
D|mutually|mutuamente
D|very|muy re
V|be born|nace naced naceis nacemos nacen nacer naces nazca nazcais nazcamos nazcan nazcas nazco
V|was born|naci nacia naciais naciamos nacian nacias naciera nacierais nacieramos nacieran nacieras nacieron naciese nacieseis naciesemos naciesen nacieses nacimos nacio naciste nacisteis
V|been born|nacida nacidas nacido nacidos
V|being born|naciendo
N|birth|nacimiento parto
N|births|nacimientos partos
N|nation|nacion
A|national|nacional nacionales
N|nationality|nacionalidad
N|nationalities|nacionalidades
N|nations|naciones
P|nothing|nada
V|swam|nadaba nadabais nadabamos nadaban nadabas nadara nadarais nadaramos nadaran nadaras nadaron nadase nadaseis nadasemos nadasen nadases nadaste nadasteis
V|swim|nadad nadais nadamos nadan nadar nadas nade nadeis nademos naden nades nado
V|swum|nadada nadadas nadado nadados
V|swimming|nadando
P|nobody|nadie
N|nana|nana
N|nanas|nanas
N|napalm|napalm
A|orange|naranja naranjas
N|noses|narices
N|nose|nariz
V|narrate|narra narrad narrais narramos narran narrar narras narre narreis narremos narren narres narro
V|narrated|narraba narrabais narrabamos narraban narrabas narrada narradas narrado narrados narrara narrarais narraramos narraran narraras narraron narrase narraseis narrasemos narrasen narrases narraste narrasteis
N|narration|narracion
N|narrations|narraciones
N|narrator|narrador narradora
N|narrators|narradoras narradores
V|narrating|narrando
A|native|nativa nativas nativo nativos
D|natively|nativamente
A|natural|natural naturales
N|nature|naturaleza
N|natures|naturalezas
D|naturally|naturalmente
N|nausea|nausea
N|nauseas|nauseas
V|browse|navega navegad navegais navegamos navegan navegar navegas navego navegue navegueis naveguemos naveguen navegues
V|browsed|navegaba navegabais navegabamos navegaban navegabas navegada navegadas navegado navegados navegara navegarais navegaramos navegaran navegaras navegaron navegase navegaseis navegasemos navegasen navegases navegaste navegasteis
N|browsing|navegacion
N|browsings|navegaciones
N|browser|navegador
N|browsers|navegadores
V|browsing|navegando
N|nazi|nazi
N|nazis|nazis
A|necessary|necesaria necesarias necesario necesarios
N|need|necesidad
N|needs|necesidades
V|need|necesita necesitad necesitais necesitan necesitar necesite necesiteis necesitemos necesiten necesites
V|needed|necesitaba necesitabais necesitabamos necesitaban necesitabas necesitada necesitadas necesitado necesitados necesitara necesitarais necesitaramos necesitaran necesitaras necesitaron necesitase necesitaseis necesitasemos necesitasen necesitases necesitaste necesitasteis
V|we need|necesitamos
V|needing|necesitando
V|you need|necesitas
V|i need|necesito
N|negation|negacion
N|negations|negaciones
A|negative|negativa negativas negativo negativos
D|negatively|negativamente
V|negotiate|negocia negociad negociais negociamos negocian negociar negocias negocie negocieis negociemos negocien negocies
V|negotiated|negociaba negociabais negociabamos negociaban negociabas negociada negociadas negociado negociados negociara negociarais negociaramos negociaran negociaras negociaron negociase negociaseis negociasemos negociasen negociases negociaste negociasteis
N|negotiation|negociacion
N|negotiations|negociaciones
V|negotiating|negociando
N|business|negocio
N|businesses|negocios
A|black|negra negras negro negros
N|nerve|nervio
N|nerves|nervios
A|nervous|nerviosa nerviosas nervioso nerviosos
D|nervously|nerviosamente
A|neural|neuronal neuronales
A|neutral|neutra neutral neutrales neutras neutro neutros
D|neutrally|neutralmente neutramente
V|snow|neva nevad nevais nevamos nevar nevas neveis nevemos neves nieva nievan nievas nieven nievo
V|snowed|nevaba nevabais nevabamos nevaban nevabas nevada nevadas nevado nevados nevara nevarais nevaramos nevaran nevaras nevaron nevase nevaseis nevasemos nevasen nevases nevaste nevasteis neve nevo
V|snowing|nevando
N|nft|nft
N|nfts|nfts
P|nor|ni
N|grandchild|nieta nieto
N|grandchilds|nietas nietos
N|snow|nieve
N|snows|nieves
N|child|nina nino
N|children|ninas ninos
P|no|ningun ninguna ningunas ningunos
P|none|ninguno
N|level|nivel
N|levels|niveles
P|not|no
A|noble|noble nobles
D|nobly|noblemente
N|night|noche
N|nights|noches
N|notion|nocion
N|notions|nociones
N|node|nodo
N|nodes|nodos
V|name|nombra nombrad nombrais nombramos nombran nombrar nombras nombreis nombremos nombren nombro
V|named|nombraba nombrabais nombrabamos nombraban nombrabas nombrada nombradas nombrado nombrados nombrara nombrarais nombraramos nombraran nombraras nombraron nombrase nombraseis nombrasemos nombrasen nombrases nombraste nombrasteis
V|naming|nombrando
N|name|nombre
N|names|nombres
N|payroll|nomina
N|payrolls|nominas
N|rule|norma regla
A|normal|normal normales
V|normalize|normalice normaliceis normalicemos normalicen normalices normaliza normalizad normalizais normalizamos normalizan normalizar normalizas normalizo
V|normalized|normalizaba normalizabais normalizabamos normalizaban normalizabas normalizada normalizadas normalizado normalizados normalizara normalizarais normalizaramos normalizaran normalizaras normalizaron normalizase normalizaseis normalizasemos normalizasen normalizases normalizaste normalizasteis
V|normalizing|normalizando
D|normally|normalmente
N|rules|normas reglas
N|regulations|normativa reglamentos
N|regulationses|normativas
N|north|norte
N|norths|nortes
P|us|nos
P|we|nosotras nosotros
N|note|nota
V|noticed|notaba notabais notabamos notaban notabas notada notadas notado notados notara notarais notaramos notaran notaras notaron notase notaseis notasemos notasen notases notaste notasteis
A|notable|notable notables
D|notably|notablemente
V|notice|notad notais notamos notan notar note noteis notemos noten notes noto
V|noticing|notando
N|notary|notaria notario
N|notaries|notarias notarios
N|notes|notas
N|news|noticia noticias
N|notification|notificacion
N|notifications|notificaciones
P|nine hundred|novecientas novecientos
N|novelty|novedad
N|novelties|novedades
A|novel|novedosa novedosas novedoso novedosos
D|novelly|novedosamente
N|novel|novela
N|novels|novelas
N|novelist|novelista
N|novelists|novelistas
P|ninth|novena noveno
P|ninety|noventa
N|girlfriend|novia
N|girlfriends|novias
N|november|noviembre
N|boyfriend|novio
N|boyfriends|novios
N|nsfw|nsfw
N|cloud|nube
N|clouds|nubes
A|nuclear|nuclear nucleares
N|core|nucleo
N|cores|nucleos
P|our|nuestra nuestras nuestro nuestros
A|new|nueva nuevas nuevo nuevos
D|again|nuevamente
P|nine|nueve
A|void|nula nulas nulo nulos
V|number|numera numerad numerais numeramos numeran numerar numeras numere numereis numeremos numeren numeres
V|numbered|numeraba numerabais numerabamos numeraban numerabas numerada numeradas numerado numerados numerara numerarais numeraramos numeraran numeraras numeraron numerase numeraseis numerasemos numerasen numerases numeraste numerasteis
V|numbering|numerando
N|number|numero
N|numbers|numeros
A|numerous|numerosa numerosas numeroso numerosos
D|numerously|numerosamente
V|nourish|nutra nutrais nutramos nutran nutras nutre nutren nutres nutri nutrid nutrimos nutrir nutris nutro
V|nourished|nutria nutriais nutriamos nutrian nutrias nutrida nutridas nutrido nutridos nutriera nutrierais nutrieramos nutrieran nutrieras nutrieron nutriese nutrieseis nutriesemos nutriesen nutrieses nutrio nutriste nutristeis
V|nourishing|nutriendo
A|nutritious|nutritiva nutritivas nutritivo nutritivos
D|nutritiously|nutritivamente
P|or|o u
N|obedience|obediencia
N|obediences|obediencias
A|obedient|obediente obedientes
D|obediently|obedientemente
N|obesity|obesidad
A|objective|objetiva objetivas
D|objectively|objetivamente
N|object|objeto
N|objects|objetos
N|obligation|obligacion
N|obligations|obligaciones
A|mandatory|obligatoria obligatorias obligatorio obligatorios
D|mandatorily|obligatoriamente
N|work|obra
N|works|obras
A|obscene|obscena obscenas obsceno obscenos
D|obscenely|obscenamente
V|observe|observa observad observais observamos observan observar observas observe observeis observemos observen observes observo
V|observed|observaba observabais observabamos observaban observabas observada observadas observado observados observara observarais observaramos observaran observaras observaron observase observaseis observasemos observasen observases observaste observasteis
N|observation|observacion
N|observations|observaciones
V|observing|observando
A|obsolete|obsoleta obsoletas obsoleto obsoletos
N|obstacle|obstaculo
N|obstacles|obstaculos
V|obtain|obten obtene obtened obteneis obtenemos obtener obtenes obtenga obtengais obtengamos obtengan obtengas obtengo obtiene obtienen obtienes
V|obtained|obtenia obteniais obteniamos obtenian obtenias obtenida obtenidas obtenido obtenidos obtuve obtuviera obtuvierais obtuvieramos obtuvieran obtuvieras obtuvieron obtuviese obtuvieseis obtuviesemos obtuviesen obtuvieses obtuvimos obtuviste obtuvisteis obtuvo
V|obtaining|obteniendo
A|obvious|obvias obvio obvios
N|occasion|ocasion
N|occasions|ocasiones
N|ocean|oceano
N|oceans|oceanos
P|eighty|ochenta
P|eight|ocho
P|eight hundred|ochocientas ochocientos
N|leisure|ocio
N|leisures|ocios
P|eighth|octava octavo
N|october|octubre
N|concealment|ocultacion ocultamiento
V|hidden|ocultada ocultadas ocultado ocultados
D|secretly|ocultamente secretamente
V|occupy|ocupa ocupad ocupais ocupamos ocupan ocupar ocupas ocupe ocupeis ocupemos ocupen ocupes ocupo
V|occupied|ocupaba ocupabais ocupabamos ocupaban ocupabas ocupara ocuparais ocuparamos ocuparan ocuparas ocuparon ocupase ocupaseis ocupasemos ocupasen ocupases ocupaste ocupasteis
A|busy|ocupada ocupadas ocupado ocupados
V|occupying|ocupando
V|occur|ocurra ocurrais ocurramos ocurran ocurras ocurre ocurren ocurres ocurri ocurrid ocurrimos ocurrir ocurris ocurro
V|occurred|ocurria ocurriais ocurriamos ocurrian ocurrias ocurrida ocurridas ocurrido ocurridos ocurriera ocurrierais ocurrieramos ocurrieran ocurrieras ocurrieron ocurriese ocurrieseis ocurriesemos ocurriesen ocurrieses ocurrio ocurriste ocurristeis
V|occurring|ocurriendo
V|hate|odia odiad odiais odiamos odian odiar odias odie odieis odiemos odien odies
V|hated|odiaba odiabais odiabamos odiaban odiabas odiada odiadas odiado odiados odiara odiarais odiaramos odiaran odiaras odiaron odiase odiaseis odiasemos odiasen odiases odiaste odiasteis
V|hating|odiando
N|hate|odio
N|hates|odios
N|west|oeste
N|wests|oestes
V|offend|ofenda ofendais ofendamos ofendan ofendas ofende ofended ofendeis ofendemos ofenden ofender ofendes ofendo
V|offended|ofendi ofendia ofendiais ofendiamos ofendian ofendias ofendida ofendidas ofendido ofendidos ofendiera ofendierais ofendieramos ofendieran ofendieras ofendieron ofendiese ofendieseis ofendiesemos ofendiesen ofendieses ofendimos ofendio ofendiste ofendisteis
V|offending|ofendiendo
A|offensive|ofensiva ofensivas ofensivo ofensivos
D|offensively|ofensivamente
N|offer|oferta
N|offers|ofertas
A|offline|offline
A|official|oficial oficiales
D|officially|oficialmente
V|offer|ofrece ofreced ofreceis ofrecemos ofrecen ofrecer ofreces ofrezca ofrezcais ofrezcamos ofrezcan ofrezcas ofrezco
V|offered|ofreci ofrecia ofreciais ofreciamos ofrecian ofrecias ofrecida ofrecidas ofrecido ofrecidos ofreciera ofrecierais ofrecieramos ofrecieran ofrecieras ofrecieron ofreciese ofrecieseis ofreciesemos ofreciesen ofrecieses ofrecimos ofrecio ofreciste ofrecisteis
V|offering|ofreciendo
N|offering|ofrenda
N|offerings|ofrendas
V|obfuscate|ofusca ofuscad ofuscais ofuscamos ofuscan ofuscar ofuscas ofusco ofusque ofusqueis ofusquemos ofusquen ofusques
V|obfuscated|ofuscaba ofuscabais ofuscabamos ofuscaban ofuscabas ofuscada ofuscadas ofuscado ofuscados ofuscara ofuscarais ofuscaramos ofuscaran ofuscaras ofuscaron ofuscase ofuscaseis ofuscasemos ofuscasen ofuscases ofuscaste ofuscasteis
N|obfuscation|ofuscacion
N|obfuscations|ofuscaciones
V|obfuscating|ofuscando
V|heard|oi oia oiais oiamos oian oias oida oidas oiste oisteis oyera oyerais oyeramos oyeran oyeras oyeron oyese oyeseis oyesemos oyesen oyeses oyo
V|hear|oid oigais oigamos oigan oigas oigo oimos oir ois oye oyen oyes
N|ear|oido oreja
N|ears|oidos orejas
P|hopefully|ojala
N|eye|ojo
N|eyes|ojos
P|ok|ok
P|okay|okay okey vale
N|wave|ola
N|waves|olas
V|smelled|oli olia oliais oliamos olian olias olida olidas olido olidos oliera olierais olieramos olieran olieras olieron oliese olieseis oliesemos oliesen olieses olimos olio oliste olisteis
V|smelling|oliendo
N|smell|olor
N|smells|olores
V|forget|olvida olvidad olvidais olvidamos olvidan olvidar olvidas olvide olvideis olvidemos olviden olvides olvido
V|forgot|olvidaba olvidabais olvidabamos olvidaban olvidabas olvidara olvidarais olvidaramos olvidaran olvidaras olvidaron olvidase olvidaseis olvidasemos olvidasen olvidases olvidaste olvidasteis
V|forgotten|olvidada olvidadas olvidado olvidados
V|forgetting|olvidando
A|ignore|omisa omisas omiso omisos
N|omission|omision
N|omissions|omisiones
V|omit|omita omitais omitamos omitan omitas omite omiten omites omiti omitid omitimos omitir omitis omito
V|omitted|omitia omitiais omitiamos omitian omitias omitida omitidas omitido omitidos omitiera omitierais omitieramos omitieran omitieras omitieron omitiese omitieseis omitiesemos omitiesen omitieses omitio omitiste omitisteis
V|omitting|omitiendo
P|eleven|once
A|online|online
N|option|opcion
A|optional|opcional opcionales
D|optionally|opcionalmente
N|options|opciones
N|openai|openai
V|operate|opera operad operais operamos operan operar operas opere opereis operemos operen operes opero
V|operated|operaba operabais operabamos operaban operabas operada operadas operado operados operara operarais operaramos operaran operaras operaron operase operaseis operasemos operasen operases operaste operasteis
N|operator|operador operadora
N|operators|operadoras operadores
V|operating|operando
V|think|opina opinad opinais opinamos opinan opinar opinas opine opineis opinemos opinen opines opino pensa pensad pensais pensamos pensar pensas penseis pensemos penses piensa piensan piensas piense piensen pienses pienso
V|thought|opinaba opinabais opinabamos opinaban opinabas opinada opinadas opinado opinados opinara opinarais opinaramos opinaran opinaras opinaron opinase opinaseis opinasemos opinasen opinases opinaste opinasteis pensaba pensabais pensabamos pensaban pensabas pensada pensadas pensado pensados pensara pensarais pensaramos pensaran pensaras pensaron pensase pensaseis pensasemos pensasen pensases pensaste pensasteis pense penso
V|thinking|opinando pensando
N|opinion|opinion
N|opinions|opiniones
N|opioid|opioide
N|opioids|opioides
V|oppose|opon opone oponed oponeis oponemos oponen oponer opones oponga opongais opongamos opongan opongas opongo
V|opposed|oponia oponiais oponiamos oponian oponias opuesta opuestas opuesto opuestos opuse opusiera opusierais opusieramos opusieran opusieras opusieron opusiese opusieseis opusiesemos opusiesen opusieses opusimos opusiste opusisteis opuso
V|opposing|oponiendo
A|timely|oportuna oportunas oportuno oportunos
D|timely|oportunamente
N|opportunity|oportunidad
N|opportunities|oportunidades
N|opposition|oposicion
N|oppositions|oposiciones
V|opt|opta optad optais optamos optan optar optas opte opteis optemos opten optes opto
V|opted|optaba optabais optabamos optaban optabas optada optadas optado optados optara optarais optaramos optaran optaras optaron optase optaseis optasemos optasen optases optaste optasteis
V|opting|optando
V|optimize|optimice optimiceis optimicemos optimicen optimices optimiza optimizad optimizais optimizamos optimizan optimizar optimizas optimizo
A|optimistic|optimista optimistas
V|optimized|optimizaba optimizabais optimizabamos optimizaban optimizabas optimizada optimizadas optimizado optimizados optimizara optimizarais optimizaramos optimizaran optimizaras optimizaron optimizase optimizaseis optimizasemos optimizasen optimizases optimizaste optimizasteis
V|optimizing|optimizando
N|sorting|ordenamiento
N|sortings|ordenamientos
A|ordinary|ordinaria ordinarias ordinario ordinarios
D|ordinarily|ordinariamente
V|organize|organice organiceis organicemos organicen organices organiza organizad organizais organizamos organizan organizar organizas organizo
V|organized|organizaba organizabais organizabamos organizaban organizabas organizada organizadas organizado organizados organizara organizarais organizaramos organizaran organizaras organizaron organizase organizaseis organizasemos organizasen organizases organizaste organizasteis
N|organization|organizacion
N|organizations|organizaciones
V|organizing|organizando
N|pride|orgullo
N|prides|orgullos
A|proud|orgullosa orgullosas orgulloso orgullosos
D|proudly|orgullosamente
N|guidance|orientacion
N|guidances|orientaciones
N|origin|origen
N|origins|origenes
A|original|original originales primitiva primitivas primitivo primitivos
D|originally|originalmente primitivamente
N|gold|oro
N|golds|oros
N|orchestra|orquesta
N|orchestrator|orquestador
N|orchestrators|orquestadores
N|orchestras|orquestas
N|spelling|ortografia
P|you|os te ti ud uds usted ustedes vd vds vos vosotras vosotros
A|dark|oscura oscuras oscuro oscuros
D|darkly|oscuramente
N|darkness|oscuridad
N|darknesses|oscuridades
N|bear|oso
N|bears|osos
N|autumn|otono
N|autumns|otonos
N|otp|otp
P|another|otra otro
N|outlook|outlook
N|sheep|oveja ovejas
V|hearing|oyendo
N|listener|oyente
N|listeners|oyentes
N|peaces|paces
N|patience|paciencia
N|patiences|paciencias
A|patient|paciente pacientes
D|patiently|pacientemente
A|peaceful|pacifica pacificas pacifico pacificos
D|peacefully|pacificamente
N|pact|pacto
N|pacts|pactos
V|suffer|padece padeced padeceis padecemos padecen padecer padeces padezca padezcais padezcamos padezcan padezcas padezco sufra sufrais suframos sufran sufras sufre sufren sufres sufri sufrid sufrimos sufrir sufris sufro
V|suffered|padeci padecia padeciais padeciamos padecian padecias padecida padecidas padecido padecidos padeciera padecierais padecieramos padecieran padecieras padecieron padeciese padecieseis padeciesemos padeciesen padecieses padecimos padecio padeciste padecisteis sufria sufriais sufriamos sufrian sufrias sufrida sufridas sufrido sufridos sufriera sufrierais sufrieramos sufrieran sufrieras sufrieron sufriese sufrieseis sufriesemos sufriesen sufrieses sufrio sufriste sufristeis
V|suffering|padeciendo sufriendo
N|father|padre
N|parents|padres
N|pay|paga
N|pays|pagas
N|page|pagina
N|pages|paginas
N|country|pais
N|landscape|paisaje
N|landscapes|paisajes
N|countries|paises
N|bird|pajaro
N|birds|pajaros
N|word|palabra
N|words|palabras
N|palace|palacio
N|palaces|palacios
A|pale|palida palidas palido palidos
V|palpate|palpa palpad palpais palpamos palpan palpar palpas palpe palpeis palpemos palpen palpes palpo
V|palpated|palpaba palpabais palpabamos palpaban palpabas palpada palpadas palpado palpados palpara palparais palparamos palparan palparas palparon palpase palpaseis palpasemos palpasen palpases palpaste palpasteis
V|palpating|palpando
N|bread|pan
N|banner|pancarta
N|banners|pancartas
N|panel|panel
N|panels|paneles
N|breads|panes
N|panic|panico
N|panics|panicos
N|screen|pantalla
N|screens|pantallas
N|pants|pantalon
N|pantses|pantalones
N|pope|papa
N|popes|papas
N|role|papel rol
N|trash|papelera
N|trashes|papeleras
N|roles|papeles roles
N|package|paquete
N|packages|paquetes
N|pair|par
P|for|para por
N|paracetamol|paracetamol
V|paraphrase|parafrasea parafrasead parafraseais parafraseamos parafrasean parafrasear parafraseas parafrasee parafraseeis parafraseemos parafraseen parafrasees parafraseo
V|paraphrased|parafraseaba parafraseabais parafraseabamos parafraseaban parafraseabas parafraseada parafraseadas parafraseado parafraseados parafraseara parafrasearais parafrasearamos parafrasearan parafrasearas parafrasearon parafrasease parafraseaseis parafraseasemos parafraseasen parafraseases parafraseaste parafraseasteis
V|paraphrasing|parafraseando
N|umbrella|paraguas
N|parameter|parametro
N|parameters|parametros
N|patch|parche
V|patch|parchea parchead parcheais parcheamos parchean parchear parcheas parchee parcheeis parcheemos parcheen parchees parcheo
V|patched|parcheaba parcheabais parcheabamos parcheaban parcheabas parcheada parcheadas parcheado parcheados parcheara parchearais parchearamos parchearan parchearas parchearon parchease parcheaseis parcheasemos parcheasen parcheases parcheaste parcheasteis
V|patching|parcheando
N|patches|parches
A|partial|parcial parciales
D|partially|parcialmente
V|seem|parece pareced pareceis parecemos parecen parecer pareces parezca parezcais parezcamos parezcan parezcas parezco
V|seemed|pareci parecia pareciais pareciamos parecian parecias parecida parecidas parecido parecidos pareciera parecierais parecieramos parecieran parecieras parecieron pareciese parecieseis pareciesemos pareciesen parecieses parecimos parecio pareciste parecisteis
V|seeming|pareciendo
N|wall|pared
N|walls|paredes
N|partner|pareja socia socio
N|partners|parejas socias socios
N|parenthesis|parentesis
N|pairs|pares
N|parliament|parlamento
N|parliaments|parlamentos
N|park|parque
N|parks|parques
N|paragraph|parrafo
N|paragraphs|parrafos
V|parse|parsea parsead parseais parseamos parsean parsear parseas parsee parseeis parseemos parseen parsees parseo
V|parsed|parseaba parseabais parseabamos parseaban parseabas parseada parseadas parseado parseados parseara parsearais parsearamos parsearan parsearas parsearon parsease parseaseis parseasemos parseasen parseases parseaste parseasteis
V|parsing|parseando
N|part|parte
N|parts|partes
V|participate|participa participad participais participamos participan participar participas participe participeis participemos participen participes participo
V|participated|participaba participabais participabamos participaban participabas participada participadas participado participados participara participarais participaramos participaran participaras participaron participase participaseis participasemos participasen participases participaste participasteis
N|participation|participacion
N|participations|participaciones
V|participating|participando
N|participant|participante
N|participants|participantes
A|particular|particular particulares
D|particularly|particularmente
V|pass|pasa pasad pasais pasamos pasan pasar pasas pase paseis pasemos pasen pases
V|passed|pasaba pasabais pasabamos pasaban pasabas pasara pasarais pasaramos pasaran pasaras pasaron pasase pasaseis pasasemos pasasen pasases pasaste pasasteis
A|past|pasada pasadas pasado pasados
N|passenger|pasajera pasajero
N|passengers|pasajeras pasajeros
V|passing|pasando
N|passport|pasaporte
N|passports|pasaportes
N|gateway|pasarela
N|gateways|pasarelas
N|hallway|pasillo
N|hallways|pasillos
N|passion|pasion
N|passions|pasiones
A|passive|pasiva pasivas pasivo pasivos
D|passively|pasivamente
N|step|paso
N|steps|pasos
N|cake|pastel
N|cakes|pasteles
N|pill|pastilla
N|pills|pastillas
N|potato|patata
N|potatoes|patatas
N|patent|patente
N|patents|patentes
N|paternity|paternidad
V|skate|patina patinad patinais patinamos patinan patinar patinas patine patineis patinemos patinen patines patino
V|skated|patinaba patinabais patinabamos patinaban patinabas patinada patinadas patinado patinados patinara patinarais patinaramos patinaran patinaras patinaron patinase patinaseis patinasemos patinasen patinases patinaste patinasteis
V|skating|patinando
N|patio|patio
N|patios|patios
N|heritage|patrimonio
N|heritages|patrimonios
V|sponsor|patrocina patrocinad patrocinais patrocinamos patrocinan patrocinar patrocinas patrocine patrocineis patrocinemos patrocinen patrocines patrocino
V|sponsored|patrocinaba patrocinabais patrocinabamos patrocinaban patrocinabas patrocinada patrocinadas patrocinado patrocinados patrocinara patrocinarais patrocinaramos patrocinaran patrocinaras patrocinaron patrocinase patrocinaseis patrocinasemos patrocinasen patrocinases patrocinaste patrocinasteis
V|sponsoring|patrocinando
N|pattern|patron
N|patterns|patrones
V|pause|pausa pausad pausais pausamos pausan pausar pausas pause pauseis pausemos pausen pauses pauso
V|paused|pausaba pausabais pausabamos pausaban pausabas pausada pausadas pausado pausados pausara pausarais pausaramos pausaran pausaras pausaron pausase pausaseis pausasemos pausasen pausases pausaste pausasteis
V|pausing|pausando
N|payload|payload
N|payloads|payloads
N|paypal|paypal
N|peace|paz
N|pc|pc
N|pdf|pdf
V|sin|peca pecad pecais pecamos pecan pecar pecas peco peque pequeis pequemos pequen peques
V|sinned|pecaba pecabais pecabamos pecaban pecabas pecada pecadas pecado pecados pecara pecarais pecaramos pecaran pecaras pecaron pecase pecaseis pecasemos pecasen pecases pecaste pecasteis
V|sinning|pecando
N|fish|peces pescado pescados pez
N|chest|pecho torax
N|chests|pechos
A|peculiar|peculiar peculiares
D|peculiarly|peculiarmente
V|ask|pedi pedid pedimos pedir pedis pida pidais pidamos pidan pidas pide piden pides pido preguntad preguntais preguntamos preguntan preguntar pregunte pregunteis preguntemos pregunten preguntes pregunto
V|asked|pedia pediais pediamos pedian pedias pedida pedidas pediste pedisteis pidiera pidierais pidieramos pidieran pidieras pidieron pidiese pidieseis pidiesemos pidiesen pidieses pidio preguntaba preguntabais preguntabamos preguntaban preguntabas preguntada preguntadas preguntado preguntados preguntara preguntarais preguntaramos preguntaran preguntaras preguntaron preguntase preguntaseis preguntasemos preguntasen preguntases preguntaste preguntasteis
N|pediatrician|pediatra
N|pediatricians|pediatras
V|paste|pega pegad pegais pegamos pegan pegar pegas pego pegue pegueis peguemos peguen pegues
V|pasted|pegaba pegabais pegabamos pegaban pegabas pegada pegadas pegado pegados pegara pegarais pegaramos pegaran pegaras pegaron pegase pegaseis pegasemos pegasen pegases pegaste pegasteis
V|pasting|pegando
V|comb|peina peinad peinais peinamos peinan peinar peinas peine peineis peinemos peinen peines peino
V|combed|peinaba peinabais peinabamos peinaban peinabas peinada peinadas peinado peinados peinara peinarais peinaramos peinaran peinaras peinaron peinase peinaseis peinasemos peinasen peinases peinaste peinasteis
V|combing|peinando
N|movie|pelicula
N|movies|peliculas
N|danger|peligro
N|dangers|peligros
A|dangerous|peligrosa peligrosas peligroso peligrosos
D|dangerously|peligrosamente
N|hairs|pelos
N|ball|pelota
N|balls|pelotas
N|penalty|pena penalidad penalizacion
V|penalize|penalice penaliceis penalicemos penalicen penalices penaliza penalizad penalizais penalizamos penalizan penalizar penalizas penalizo
N|penalties|penalidades penalizaciones penas
V|penalized|penalizaba penalizabais penalizabamos penalizaban penalizabas penalizada penalizadas penalizado penalizados penalizara penalizarais penalizaramos penalizaran penalizaras penalizaron penalizase penalizaseis penalizasemos penalizasen penalizases penalizaste penalizasteis
V|penalizing|penalizando
A|pending|pendiente pendientes
V|penetrate|penetra penetrad penetrais penetramos penetran penetrar penetras penetre penetreis penetremos penetren penetres penetro
V|penetrated|penetraba penetrabais penetrabamos penetraban penetrabas penetrada penetradas penetrado penetrados penetrara penetrarais penetraramos penetraran penetraras penetraron penetrase penetraseis penetrasemos penetrasen penetrases penetraste penetrasteis
V|penetrating|penetrando
N|thought|pensamiento
N|thoughts|pensamientos
N|pension|pension
N|pensions|pensiones
A|penultimate|penultima penultimas penultimo penultimos
A|worse|peor peores
A|small|pequena pequenas pequeno pequenos
N|perception|percepcion
N|perceptions|percepciones
V|perceive|perciba percibais percibamos perciban percibas percibe perciben percibes percibi percibid percibimos percibir percibis percibo
V|perceived|percibia percibiais percibiamos percibian percibias percibida percibidas percibido percibidos percibiera percibierais percibieramos percibieran percibieras percibieron percibiese percibieseis percibiesemos percibiesen percibieses percibio percibiste percibisteis
V|perceiving|percibiendo
N|loss|perdida
N|losses|perdidas
V|forgive|perdona perdonad perdonais perdonamos perdonan perdonar perdonas perdone perdoneis perdonemos perdonen perdones perdono
V|forgave|perdonaba perdonabais perdonabamos perdonaban perdonabas perdonara perdonarais perdonaramos perdonaran perdonaras perdonaron perdonase perdonaseis perdonasemos perdonasen perdonases perdonaste perdonasteis
V|forgiven|perdonada perdonadas perdonado perdonados
V|forgiving|perdonando
V|perfect|perfecciona perfeccionad perfeccionais perfeccionamos perfeccionan perfeccionar perfeccionas perfeccione perfeccioneis perfeccionemos perfeccionen perfecciones perfecciono
V|perfected|perfeccionaba perfeccionabais perfeccionabamos perfeccionaban perfeccionabas perfeccionada perfeccionadas perfeccionado perfeccionados perfeccionara perfeccionarais perfeccionaramos perfeccionaran perfeccionaras perfeccionaron perfeccionase perfeccionaseis perfeccionasemos perfeccionasen perfeccionases perfeccionaste perfeccionasteis
V|perfecting|perfeccionando
A|perfect|perfecta perfectas perfecto perfectos
N|profile|perfil
N|profiles|perfiles
D|periodically|periodicamente
N|newspaper|periodico
N|newspapers|periodicos
N|journalism|periodismo
N|journalisms|periodismos
N|journalist|periodista
N|journalists|periodistas
N|period|periodo
N|periods|periodos
V|remain|permanece permaneced permaneceis permanecemos permanecen permanecer permaneces permanezca permanezcais permanezcamos permanezcan permanezcas permanezco
V|remained|permaneci permanecia permaneciais permaneciamos permanecian permanecias permanecida permanecidas permanecido permanecidos permaneciera permanecierais permanecieramos permanecieran permanecieras permanecieron permaneciese permanecieseis permaneciesemos permaneciesen permanecieses permanecimos permanecio permaneciste permanecisteis
V|remaining|permaneciendo
N|permanence|permanencia
N|permanences|permanencias
A|permanent|permanente permanentes
D|permanently|permanentemente
N|permission|permiso
N|permissions|permisos
V|allow|permita permitais permitamos permitan permitas permite permiten permites permiti permitid permitimos permitir permitis permito
V|allowed|permitia permitiais permitiamos permitian permitias permitiera permitierais permitieramos permitieran permitieras permitieron permitiese permitieseis permitiesemos permitiesen permitieses permitio permitiste permitisteis
A|allowed|permitida permitidas permitido permitidos
V|allowing|permitiendo
N|dog|perro
N|dogs|perros
V|pursue|persegui perseguid perseguimos perseguir perseguis persiga persigais persigamos persigan persigas persigo persigue persiguen persigues
V|pursued|perseguia perseguiais perseguiamos perseguian perseguias perseguida perseguidas perseguido perseguidos perseguiste perseguisteis persiguiera persiguierais persiguieramos persiguieran persiguieras persiguieron persiguiese persiguieseis persiguiesemos persiguiesen persiguieses persiguio
V|pursuing|persiguiendo
V|persist|persista persistais persistamos persistan persistas persiste persisten persistes persisti persistid persistimos persistir persistis persisto
A|persistent|persistente persistentes
D|persistently|persistentemente
V|persisted|persistia persistiais persistiamos persistian persistias persistida persistidas persistido persistidos persistiera persistierais persistieramos persistieran persistieras persistieron persistiese persistieseis persistiesemos persistiesen persistieses persistio persististe persististeis
V|persisting|persistiendo
N|person|persona
A|personal|personal personales
N|personality|personalidad
N|personalities|personalidades
D|personally|personalmente
V|personify|personifica personificad personificais personificamos personifican personificar personificas personifico personifique personifiqueis personifiquemos personifiquen personifiques
V|personified|personificaba personificabais personificabamos personificaban personificabas personificada personificadas personificado personificados personificara personificarais personificaramos personificaran personificaras personificaron personificase personificaseis personificasemos personificasen personificases personificaste personificasteis
V|personifying|personificando
N|perspective|perspectiva
N|perspectives|perspectivas
V|persuade|persuada persuadais persuadamos persuadan persuadas persuade persuaden persuades persuadi persuadid persuadimos persuadir persuadis persuado
V|persuaded|persuadia persuadiais persuadiamos persuadian persuadias persuadida persuadidas persuadido persuadidos persuadiera persuadierais persuadieramos persuadieran persuadieras persuadieron persuadiese persuadieseis persuadiesemos persuadiesen persuadieses persuadio persuadiste persuadisteis
V|persuading|persuadiendo
V|belong|pertenece perteneced perteneceis pertenecemos pertenecen pertenecer perteneces pertenezca pertenezcais pertenezcamos pertenezcan pertenezcas pertenezco
V|belonged|perteneci pertenecia perteneciais perteneciamos pertenecian pertenecias pertenecida pertenecidas pertenecido pertenecidos perteneciera pertenecierais pertenecieramos pertenecieran pertenecieras pertenecieron perteneciese pertenecieseis perteneciesemos perteneciesen pertenecieses pertenecimos pertenecio perteneciste pertenecisteis
V|belonging|perteneciendo
N|belonging|pertenencia
N|belongings|pertenencias
A|peruvian|peruana peruanas peruano peruanos
D|evilly|perversamente
A|perverted|pervertida pervertidas pervertido pervertidos
V|weigh|pesa pesad pesais pesamos pesan pesar pesas peseis pesemos pesen peses
V|weighed|pesaba pesabais pesabamos pesaban pesabas pesara pesarais pesaramos pesaran pesaras pesaron pesase pesaseis pesasemos pesasen pesases pesaste pesasteis
A|heavy|pesada pesadas pesado pesados
V|weighing|pesando
V|fish|pesca pescad pescais pescamos pescan pescar pescas pesco pesque pesqueis pesquemos pesquen pesques
V|fished|pescaba pescabais pescabamos pescaban pescabas pescada pescadas pescara pescarais pescaramos pescaran pescaras pescaron pescase pescaseis pescasemos pescasen pescases pescaste pescasteis
V|fishing|pescando
P|despite|pese
A|pessimistic|pesimista pesimistas
N|weight|peso
N|weights|pesos
N|tab|pestana
N|tabs|pestanas
N|request|peticion solicitud
N|requests|peticiones solicitudes
N|phishing|phishing
V|asking|pidiendo preguntando
N|foot|pie
N|stone|piedra
N|stones|piedras
N|skin|piel
N|skins|pieles
N|leg|pierna
N|legs|piernas
N|feet|pies
N|piece|pieza trozo
N|pieces|piezas trozos
N|pin|pin
N|pins|pins
V|paint|pinta pintad pintais pintamos pintan pintar pintas pinte pinteis pintemos pinten pintes pinto
V|painted|pintaba pintabais pintabamos pintaban pintabas pintada pintadas pintado pintados pintara pintarais pintaramos pintaran pintaras pintaron pintase pintaseis pintasemos pintasen pintases pintaste pintasteis
V|painting|pintando
N|painter|pintor pintora
N|painters|pintoras pintores
N|painting|pintura
N|paintings|pinturas
N|pyramid|piramide
N|pyramids|piramides
N|pirate|pirata
N|pirates|piratas
V|step on|pisa pisad pisais pisamos pisan pisar pisas pise piseis pisemos pisen pises
V|stepped on|pisaba pisabais pisabamos pisaban pisabas pisada pisadas pisado pisados pisara pisarais pisaramos pisaran pisaras pisaron pisase pisaseis pisasemos pisasen pisases pisaste pisasteis
V|stepping on|pisando
N|pool|piscina
N|pools|piscinas
N|floor|piso
N|floors|pisos
N|hint|pista
N|hints|pistas
N|pistol|pistola
N|pistols|pistolas
N|pixel|pixel
N|pixels|pixeles
N|pleasure|placer
N|pleasures|placeres
V|plagiarize|plagia plagiad plagiais plagiamos plagian plagiar plagias plagie plagieis plagiemos plagien plagies
V|plagiarized|plagiaba plagiabais plagiabamos plagiaban plagiabas plagiada plagiadas plagiado plagiados plagiara plagiarais plagiaramos plagiaran plagiaras plagiaron plagiase plagiaseis plagiasemos plagiasen plagiases plagiaste plagiasteis
V|plagiarizing|plagiando
N|plagiarism|plagio
N|plagiarisms|plagios
N|plan|plan
A|plain|plana planas plano planos
V|iron|plancha planchad planchais planchamos planchan planchar planchas planche plancheis planchemos planchen planches plancho
V|ironed|planchaba planchabais planchabamos planchaban planchabas planchada planchadas planchado planchados planchara plancharais plancharamos plancharan plancharas plancharon planchase planchaseis planchasemos planchasen planchases planchaste planchasteis
V|ironing|planchando
V|plan|planea planead planeais planeamos planean planear planeas planee planeeis planeemos planeen planees planeo planifica planificad planificais planificamos planifican planificar planificas planifico planifique planifiqueis planifiquemos planifiquen planifiques
V|planned|planeaba planeabais planeabamos planeaban planeabas planeada planeadas planeado planeados planeara planearais planearamos planearan planearas planearon planease planeaseis planeasemos planeasen planeases planeaste planeasteis planificaba planificabais planificabamos planificaban planificabas planificada planificadas planificado planificados planificara planificarais planificaramos planificaran planificaras planificaron planificase planificaseis planificasemos planificasen planificases planificaste planificasteis
V|planning|planeando planificando
N|plans|planes
N|planet|planeta
N|planets|planetas
N|planning|planificacion
N|plannings|planificaciones
N|plant|planta
V|planted|plantaba plantabais plantabamos plantaban plantabas plantada plantadas plantado plantados plantara plantarais plantaramos plantaran plantaras plantaron plantase plantaseis plantasemos plantasen plantases plantaste plantasteis
V|plant|plantad plantais plantamos plantan plantar plante planteis plantemos planten plantes planto
V|planting|plantando
N|plants|plantas
N|template|plantilla
N|templates|plantillas
N|plastic|plastico
N|plastics|plasticos
N|silver|plata
N|platform|plataforma
N|platforms|plataformas
N|banana|platano
N|bananas|platanos
N|silvers|platas
N|dish|plato
N|dishes|platos
N|beach|playa
N|beaches|playas
N|square|plaza
N|squares|plazas
N|deadline|plazo
N|deadlines|plazos
N|lawsuit|pleito querella
N|lawsuits|pleitos querellas
N|feather|pluma
N|feathers|plumas
N|population|poblacion
N|populations|poblaciones
A|poor|pobre pobres
N|poverty|pobreza
N|poverties|pobrezas
P|little|poca poco
P|few|pocas pocos
V|can|podais podamos podas pode poded pueda puedan puedas puede pueden
V|you can|podeis podes puedes
V|we can|podemos
V|be able|poder
N|powers|poderes
A|powerful|poderosa poderosas poderoso poderosos potente potentes
D|powerfully|poderosamente potentemente
V|could|podia podiais podiamos podian podria podriais podriamos podrian pude pudiera pudierais pudieramos pudieran pudieras pudieron pudiese pudieseis pudiesemos pudiesen pudieses pudimos pudisteis pudo
V|you could|podias podrias pudiste
V|been able|podida podidas podido podidos
V|you will be able|podras
N|poem|poema
N|poems|poemas
N|poetry|poesia
N|poetries|poesias
N|poet|poeta poetisa
N|poets|poetas poetisas
D|controversially|polemicamente
N|police|policia
N|policy|politica poliza
N|policies|politicas polizas
A|political|politico politicos
N|chicken|pollo
N|chickens|pollos
N|dust|polvo
N|dusts|polvos
N|ointment|pomada
N|ointments|pomadas
N|weighting|ponderacion
N|weightings|ponderaciones
N|ponzi|ponzi
A|popular|popular populares
D|popularly|popularmente
N|percentage|porcentaje
N|percentages|porcentajes
N|porn|porno
N|pornography|pornografia
N|pornographies|pornografias
A|pornographic|pornografica pornograficas pornografico pornograficos
D|pornographically|pornograficamente
P|because|porque
V|carry|porta portad portais portamos portan portar portas porte porteis portemos porten portes porto
V|carried|portaba portabais portabamos portaban portabas portada portadas portado portados portara portarais portaramos portaran portaras portaron portase portaseis portasemos portasen portases portaste portasteis
N|portal|portal
N|portals|portales
V|carrying|portando
N|spokespersons|portavoces
N|spokesperson|portavoz
A|portuguese|portugues portuguesa portuguesas portugueses
V|possess|posea poseais poseamos posean poseas posee poseed poseeis poseemos poseen poseer posees poseo
V|possessed|posei poseia poseiais poseiamos poseian poseias poseida poseidas poseido poseidos poseimos poseiste poseisteis poseyera poseyerais poseyeramos poseyeran poseyeras poseyeron poseyese poseyeseis poseyesemos poseyesen poseyeses poseyo
V|possessing|poseyendo
N|possibility|posibilidad
N|possibilities|posibilidades
A|possible|posible posibles
D|possibly|posiblemente
V|position|posiciona posicionad posicionais posicionamos posicionan posicionar posicionas posicione posicioneis posicionemos posicionen posiciono
V|positioned|posicionaba posicionabais posicionabamos posicionaban posicionabas posicionada posicionadas posicionado posicionados posicionara posicionarais posicionaramos posicionaran posicionaras posicionaron posicionase posicionaseis posicionasemos posicionasen posicionases posicionaste posicionasteis
V|positioning|posicionando
A|positive|positiva positivas positivo positivos
D|positively|positivamente
A|postal|postal postales
V|post|postea postead posteais posteamos postean postear posteas postee posteeis posteemos posteen postees posteo
V|posted|posteaba posteabais posteabamos posteaban posteabas posteada posteadas posteado posteados posteara postearais postearamos postearan postearas postearon postease posteaseis posteasemos posteasen posteases posteaste posteasteis
V|posting|posteando
A|subsequent|posterior posteriores
D|subsequently|posteriormente
N|dessert|postre
N|desserts|postres
N|stance|postura
N|stances|posturas
N|powershell|powershell
A|practical|practica practicas practico practicos
V|practiced|practicaba practicabais practicabamos practicaban practicabas practicada practicadas practicado practicados practicara practicarais practicaramos practicaran practicaras practicaron practicase practicaseis practicasemos practicasen practicases practicaste practicasteis
V|practice|practicad practicais practicamos practican practicar practique practiqueis practiquemos practiquen practiques
D|practically|practicamente
V|practicing|practicando
A|preapproved|preaprobada preaprobadas preaprobado preaprobados
N|caution|precaucion
N|cautions|precauciones
V|precede|preceda precedais precedamos precedan precedas precede preceded precedeis precedemos preceden preceder precedes precedo
N|precedence|precedencia
N|precedences|precedencias
V|preceded|precedi precedia precediais precediamos precedian precedias precedida precedidas precedido precedidos precediera precedierais precedieramos precedieran precedieras precedieron precediese precedieseis precediesemos precediesen precedieses precedimos precedio precediste precedisteis
V|preceding|precediendo
N|precept|precepto
N|precepts|preceptos
N|price|precio
N|prices|precios
A|precious|preciosa preciosas precioso preciosos
D|preciously|preciosamente
D|precisely|precisamente
A|accurate|precisas preciso precisos
N|accuracy|precision
N|accuracies|precisiones
V|predict|predeci predecid predecimos predecir predecis predice predicen predices prediga predigais predigamos predigan predigas predigo
V|predicted|predecia predeciais predeciamos predecian predecias predicha predichas predicho predichos predije predijera predijerais predijeramos predijeran predijeras predijeron predijese predijeseis predijesemos predijesen predijeses predijimos predijiste predijisteis predijo
V|predicting|prediciendo
N|preface|prefacio
N|prefaces|prefacios
N|preference|preferencia
N|preferences|preferencias
V|prefer|preferi preferid preferimos preferir preferis prefiera prefieran prefieras prefiere prefieren prefieres prefiero prefirais prefiramos prefiras
V|preferred|preferia preferiais preferiamos preferian preferias preferida preferidas preferido preferidos preferiste preferisteis prefiriera prefirierais prefirieramos prefirieran prefirieras prefirieron prefiriese prefirieseis prefiriesemos prefiriesen prefirieses prefirio
N|prefix|prefijo
N|prefixes|prefijos
V|preferring|prefiriendo
N|question|pregunta
N|questions|preguntas
A|preliminary|preliminar preliminares
D|preliminarily|preliminarmente
V|reward|premia premiad premiais premiamos premian premiar premias premie premieis premiemos premien premies recompensa recompensad recompensais recompensamos recompensan recompensar recompensas recompense recompenseis recompensemos recompensen recompenses recompenso
V|rewarded|premiaba premiabais premiabamos premiaban premiabas premiada premiadas premiado premiados premiara premiarais premiaramos premiaran premiaras premiaron premiase premiaseis premiasemos premiasen premiases premiaste premiasteis recompensaba recompensabais recompensabamos recompensaban recompensabas recompensada recompensadas recompensado recompensados recompensara recompensarais recompensaramos recompensaran recompensaras recompensaron recompensase recompensaseis recompensasemos recompensasen recompensases recompensaste recompensasteis
V|rewarding|premiando recompensando
N|prize|premio
N|prizes|premios
N|press|prensa
V|worry|preocupa preocupad preocupais preocupamos preocupan preocupar preocupas preocupe preocupeis preocupemos preocupen preocupes preocupo
V|worried|preocupaba preocupabais preocupabamos preocupaban preocupabas preocupara preocuparais preocuparamos preocuparan preocuparas preocuparon preocupase preocupaseis preocupasemos preocupasen preocupases preocupaste preocupasteis
A|worried|preocupada preocupadas preocupado preocupados
V|worrying|preocupando
N|preparation|preparacion
N|preparations|preparaciones
A|prepared|preparada preparadas preparado preparados
V|prescribe|prescriba prescribais prescribamos prescriban prescribas prescribe prescriben prescribes prescribi prescribid prescribimos prescribir prescribis prescribo recetad recetais recetamos recetan recetar recete receteis recetemos receten recetes receto
V|prescribed|prescribia prescribiais prescribiamos prescribian prescribias prescribiera prescribierais prescribieramos prescribieran prescribieras prescribieron prescribiese prescribieseis prescribiesemos prescribiesen prescribieses prescribio prescribiste prescribisteis prescrita prescritas prescrito prescritos recetaba recetabais recetabamos recetaban recetabas recetada recetadas recetado recetados recetara recetarais recetaramos recetaran recetaras recetaron recetase recetaseis recetasemos recetasen recetases recetaste recetasteis
V|prescribing|prescribiendo recetando
N|presence|presencia
A|in person|presencial presenciales
N|presences|presencias
V|present|presenta presentad presentais presentamos presentan presentar presentas presenteis presentemos presenten presento
V|presented|presentaba presentabais presentabamos presentaban presentabas presentada presentadas presentado presentados presentara presentarais presentaramos presentaran presentaras presentaron presentase presentaseis presentasemos presentasen presentases presentaste presentasteis
N|presentation|presentacion
N|presentations|presentaciones
V|presenting|presentando
A|present|presente presentes
N|president|presidenta presidente
N|presidents|presidentas presidentes
N|pressure|presion
V|press|presiona presionad presionais presionamos presionan presionar presionas presione presioneis presionemos presionen presiono pulsa pulsad pulsais pulsamos pulsan pulsar pulsas pulse pulseis pulsemos pulsen pulses pulso
V|pressed|presionaba presionabais presionabamos presionaban presionabas presionada presionadas presionado presionados presionara presionarais presionaramos presionaran presionaras presionaron presionase presionaseis presionasemos presionasen presionases presionaste presionasteis pulsaba pulsabais pulsabamos pulsaban pulsabas pulsada pulsadas pulsado pulsados pulsara pulsarais pulsaramos pulsaran pulsaras pulsaron pulsase pulsaseis pulsasemos pulsasen pulsases pulsaste pulsasteis
V|pressing|presionando pulsando
N|pressures|presiones
V|lend|presta prestad prestais prestan prestar prestas preste presteis prestemos presten prestes presto
V|lent|prestaba prestabais prestabamos prestaban prestabas prestada prestadas prestado prestados prestara prestarais prestaramos prestaran prestaras prestaron prestase prestaseis prestasemos prestasen prestases prestaste prestasteis
N|benefit|prestacion
N|benefits|prestaciones
N|loan|prestamo
N|loans|prestamos
V|lending|prestando
N|prestige|prestigio
N|prestiges|prestigios
V|budget|presupuesta presupuestad presupuestais presupuestamos presupuestan presupuestar presupuestas presupueste presupuesteis presupuestemos presupuesten presupuestes
V|budgeted|presupuestaba presupuestabais presupuestabamos presupuestaban presupuestabas presupuestada presupuestadas presupuestado presupuestados presupuestara presupuestarais presupuestaramos presupuestaran presupuestaras presupuestaron presupuestase presupuestaseis presupuestasemos presupuestasen presupuestases presupuestaste presupuestasteis
V|budgeting|presupuestando
N|budget|presupuesto
N|budgets|presupuestos
V|intend|pretenda pretendais pretendamos pretendan pretendas pretende pretended pretendeis pretendemos pretenden pretender pretendes pretendo
V|intended|pretendi pretendia pretendiais pretendiamos pretendian pretendias pretendida pretendidas pretendido pretendidos pretendiera pretendierais pretendieramos pretendieran pretendieras pretendieron pretendiese pretendieseis pretendiesemos pretendiesen pretendieses pretendimos pretendio pretendiste pretendisteis
V|intending|pretendiendo
N|claim|pretension reclamacion reclamo
N|claims|pretensiones reclamaciones reclamos
N|pretext|pretexto
N|pretexts|pretextos
V|take precedence|prevalece prevaleced prevaleceis prevalecemos prevalecen prevalecer prevaleces prevalezca prevalezcais prevalezcamos prevalezcan prevalezcas prevalezco primad primais primamos priman primar prime primeis primemos primen primes
V|took precedence|prevaleci prevalecia prevaleciais prevaleciamos prevalecian prevalecias prevaleciera prevalecierais prevalecieramos prevalecieran prevalecieras prevalecieron prevaleciese prevalecieseis prevaleciesemos prevaleciesen prevalecieses prevalecimos prevalecio prevaleciste prevalecisteis primaba primabais primabamos primaban primabas primara primarais primaramos primaran primaras primaron primase primaseis primasemos primasen primases primaste primasteis
V|taken precedence|prevalecida prevalecidas prevalecido prevalecidos primada primadas primado primados
V|taking precedence|prevaleciendo primando
V|foresee|preve prevea preveais preveamos prevean preveas preved preveis prevemos preveo prever preves
V|foresaw|preveia preveiais preveiamos preveian preveias previ previera previerais previeramos previeran previeras previeron previese previeseis previesemos previesen previeses previmos previste previsteis
N|prevention|prevencion
N|preventions|prevenciones
A|prior|previa previas previo previos
V|foreseeing|previendo
N|forecast|prevision
N|forecasts|previsiones
V|foreseen|prevista previstas previsto previstos
V|preview|previsualice previsualiceis previsualicemos previsualicen previsualices previsualiza previsualizad previsualizais previsualizamos previsualizan previsualizar previsualizas previsualizo
V|previewed|previsualizaba previsualizabais previsualizabamos previsualizaban previsualizabas previsualizada previsualizadas previsualizado previsualizados previsualizara previsualizarais previsualizaramos previsualizaran previsualizaras previsualizaron previsualizase previsualizaseis previsualizasemos previsualizasen previsualizases previsualizaste previsualizasteis
V|previewing|previsualizando
A|primary|primaria primarias primario primarios
D|primarily|primariamente
N|spring|primavera
N|springs|primaveras
P|first|primer primera primeras primero primeros
D|firstly|primeramente
N|cousin|primo
N|cousins|primos
N|princess|princesa
N|princesses|princesas
A|main|principal principales
D|mainly|principalmente
N|prince|principe
N|princes|principes
N|principle|principio
N|principles|principios
V|prioritize|priorice prioriceis prioricemos prioricen priorices prioriza priorizad priorizais priorizamos priorizan priorizar priorizas priorizo
N|priority|prioridad
N|priorities|prioridades
A|priority|prioritaria prioritarias prioritario prioritarios
D|prioritily|prioritariamente
V|prioritized|priorizaba priorizabais priorizabamos priorizaban priorizabas priorizada priorizadas priorizado priorizados priorizara priorizarais priorizaramos priorizaran priorizaras priorizaron priorizase priorizaseis priorizasemos priorizasen priorizases priorizaste priorizasteis
V|prioritizing|priorizando
N|hurry|prisa
N|hurries|prisas
N|privacy|privacidad
A|private|privada privadas privado privados
D|privately|privadamente
N|privilege|privilegio
N|privileges|privilegios
V|test|proba probad probais probamos probar probas probeis probemos probes prueban pruebe prueben pruebes pruebo
V|tested|probaba probabais probabamos probaban probabas probada probadas probado probados probara probarais probaramos probaran probaras probaron probase probaseis probasemos probasen probases probaste probasteis probe probo
N|probability|probabilidad
N|probabilities|probabilidades
A|likely|probable probables
D|probably|probablemente
N|tester|probador
N|testers|probadores
V|testing|probando
N|problem|problema
N|problems|problemas
V|proceed|proceda procedais procedamos procedan procedas procede proceded procedeis procedemos proceden proceder procedes procedo prosegui proseguid proseguimos proseguir proseguis prosiga prosigais prosigamos prosigan prosigas prosigo prosigue prosiguen prosigues
V|proceeded|procedi procedia procediais procediamos procedian procedias procedida procedidas procedido procedidos procediera procedierais procedieramos procedieran procedieras procedieron procediese procedieseis procediesemos procediesen procedieses procedimos procedio procediste procedisteis proseguia proseguiais proseguiamos proseguian proseguias proseguida proseguidas proseguido proseguidos proseguiste proseguisteis prosiguiera prosiguierais prosiguieramos prosiguieran prosiguieras prosiguieron prosiguiese prosiguieseis prosiguiesemos prosiguiesen prosiguieses prosiguio
V|proceeding|procediendo prosiguiendo
N|procedure|procedimiento tramite
N|procedures|procedimientos tramites
V|process|procesa procesad procesais procesamos procesan procesar procesas procese proceseis procesemos procesen proceses tramita tramitad tramitais tramitamos tramitan tramitar tramitas tramiteis tramitemos tramiten tramito
V|processed|procesaba procesabais procesabamos procesaban procesabas procesada procesadas procesado procesados procesara procesarais procesaramos procesaran procesaras procesaron procesase procesaseis procesasemos procesasen procesases procesaste procesasteis tramitaba tramitabais tramitabamos tramitaban tramitabas tramitada tramitadas tramitado tramitados tramitara tramitarais tramitaramos tramitaran tramitaras tramitaron tramitase tramitaseis tramitasemos tramitasen tramitases tramitaste tramitasteis
N|processor|procesador
N|processors|procesadores
V|processing|procesando tramitando
N|process|proceso
N|processes|procesos
N|production|produccion
N|productions|producciones
V|produce|produce producen produces produci producid producimos producir producis produzca produzcais produzcamos produzcan produzcas produzco
V|produced|producia produciais produciamos producian producias producida producidas producido producidos produje produjera produjerais produjeramos produjeran produjeras produjeron produjese produjeseis produjesemos produjesen produjeses produjimos produjiste produjisteis produjo
V|producing|produciendo
A|productive|productiva productivas productivo productivos
D|productively|productivamente
N|productivity|productividad
N|productivities|productividades
N|product|producto
N|products|productos
N|profession|profesion
A|professional|profesional profesionales
D|professionally|profesionalmente
N|professions|profesiones
A|deep|profunda profundas profundo profundos
N|depth|profundidad
N|depths|profundidades
N|program|programa
V|programmed|programaba programabais programabamos programaban programabas programada programadas programado programados programara programarais programaramos programaran programaras programaron programase programaseis programasemos programasen programases programaste programasteis
N|programming|programacion
N|programmings|programaciones
V|program|programad programais programamos programan programar programe programeis programemos programen programes programo
N|programmer|programador programadora
N|programmers|programadoras programadores
V|programming|programando
N|programs|programas
V|progress|progresa progresad progresais progresamos progresan progresar progresas progrese progreseis progresemos progresen progreses
V|progressed|progresaba progresabais progresabamos progresaban progresabas progresada progresadas progresado progresados progresara progresarais progresaramos progresaran progresaras progresaron progresase progresaseis progresasemos progresasen progresases progresaste progresasteis
V|progressing|progresando
A|progressive|progresiva progresivas progresivo progresivos
D|progressively|progresivamente
N|progress|progreso
N|progresses|progresos
V|forbid|prohiba prohibais prohibamos prohiban prohibas prohibe prohiben prohibes prohibi prohibid prohibimos prohibir prohibis prohibo
V|forbade|prohibia prohibiais prohibiamos prohibian prohibias prohibiera prohibierais prohibieramos prohibieran prohibieras prohibieron prohibiese prohibieseis prohibiesemos prohibiesen prohibieses prohibio prohibiste prohibisteis
N|prohibition|prohibicion
N|prohibitions|prohibiciones
A|forbidden|prohibida prohibidas prohibido prohibidos
V|forbidding|prohibiendo
V|prolong|prolonga prolongad prolongais prolongamos prolongan prolongar prolongas prolongo prolongue prolongueis prolonguemos prolonguen prolongues
V|prolonged|prolongaba prolongabais prolongabamos prolongaban prolongabas prolongada prolongadas prolongado prolongados prolongara prolongarais prolongaramos prolongaran prolongaras prolongaron prolongase prolongaseis prolongasemos prolongasen prolongases prolongaste prolongasteis
V|prolonging|prolongando
N|promise|promesa
N|promises|promesas
V|promise|prometa prometais prometamos prometan prometas promete prometed prometeis prometemos prometen prometer prometes prometo
V|promised|prometi prometia prometiais prometiamos prometian prometias prometida prometidas prometido prometidos prometiera prometierais prometieramos prometieran prometieras prometieron prometiese prometieseis prometiesemos prometiesen prometieses prometimos prometio prometiste prometisteis
V|promising|prometiendo
N|prompt|prompt
N|prompting|prompting
N|prompts|prompts
N|pronoun|pronombre
N|pronouns|pronombres
V|forecast|pronostica pronosticaba pronosticabais pronosticabamos pronosticaban pronosticabas pronosticad pronosticada pronosticadas pronosticado pronosticados pronosticais pronosticamos pronostican pronosticar pronosticara pronosticarais pronosticaramos pronosticaran pronosticaras pronosticaron pronosticas pronosticase pronosticaseis pronosticasemos pronosticasen pronosticases pronosticaste pronosticasteis pronostique pronostiqueis pronostiquemos pronostiquen pronostiques
V|forecasting|pronosticando
N|prognosis|pronostico
N|prognoses|pronosticos
A|soon|pronta prontas prontos
D|promptly|prontamente
D|soon|pronto proximamente
V|pronounce|pronuncia pronunciad pronunciais pronunciamos pronuncian pronunciar pronuncias pronuncie pronuncieis pronunciemos pronuncien pronuncies pronuncio
V|pronounced|pronunciaba pronunciabais pronunciabamos pronunciaban pronunciabas pronunciada pronunciadas pronunciado pronunciados pronunciara pronunciarais pronunciaramos pronunciaran pronunciaras pronunciaron pronunciase pronunciaseis pronunciasemos pronunciasen pronunciases pronunciaste pronunciasteis
V|pronouncing|pronunciando
N|propaganda|propaganda
A|own|propia propias propio propios
N|property|propiedad
N|properties|propiedades
N|tip|propina tip
N|tips|propinas tips
V|propose|propon propone proponed proponeis proponemos proponen proponer propones proponga propongais propongamos propongan propongas propongo
V|proposed|proponia proponiais proponiamos proponian proponias propuesto propuestos propuse propusiera propusierais propusieramos propusieran propusieras propusieron propusiese propusieseis propusiesemos propusiesen propusieses propusimos propusiste propusisteis propuso
V|proposing|proponiendo
N|proposal|propuesta
N|proposals|propuestas
A|extendable|prorrogable prorrogables
D|extendably|prorrogablemente
N|protagonist|protagonista
N|protagonists|protagonistas
N|protection|proteccion
N|protections|protecciones
V|protect|protege proteged protegeis protegemos protegen proteger proteges proteja protejais protejamos protejan protejas protejo
V|protected|protegi protegia protegiais protegiamos protegian protegias protegiera protegierais protegieramos protegieran protegieras protegieron protegiese protegieseis protegiesemos protegiesen protegieses protegimos protegio protegiste protegisteis
A|protected|protegida protegidas protegido protegidos
V|protecting|protegiendo
V|protest|protesta protestad protestais protestamos protestan protestar protestas proteste protesteis protestemos protesten protestes protesto
V|protested|protestaba protestabais protestabamos protestaban protestabas protestada protestadas protestado protestados protestara protestarais protestaramos protestaran protestaras protestaron protestase protestaseis protestasemos protestasen protestases protestaste protestasteis
V|protesting|protestando
N|protocol|protocolo
N|protocols|protocolos
N|supplier|proveedor proveedora
N|suppliers|proveedoras proveedores
N|province|provincia
N|provinces|provincias
A|provisional|provisional provisionales
D|provisionally|provisionalmente
V|provoke|provoca provocad provocais provocamos provocan provocar provocas provoco provoque provoqueis provoquemos provoquen provoques
V|provoked|provocaba provocabais provocabamos provocaban provocabas provocada provocadas provocado provocados provocara provocarais provocaramos provocaran provocaras provocaron provocase provocaseis provocasemos provocasen provocases provocaste provocasteis
V|provoking|provocando
A|next|proxima proximas proximo proximos
N|proximity|proximidad
N|proximities|proximidades
N|proxy|proxy
V|project|proyecta proyectad proyectais proyectamos proyectan proyectar proyectas proyecte proyecteis proyectemos proyecten proyectes
V|projected|proyectaba proyectabais proyectabamos proyectaban proyectabas proyectada proyectadas proyectado proyectados proyectara proyectarais proyectaramos proyectaran proyectaras proyectaron proyectase proyectaseis proyectasemos proyectasen proyectases proyectaste proyectasteis
V|projecting|proyectando
N|project|proyecto
N|projects|proyectos
N|prudence|prudencia
N|prudences|prudencias
A|prudent|prudente prudentes
D|prudently|prudentemente
N|test|prueba
N|tests|pruebas
N|psychologist|psicologa psicologo
N|psychologists|psicologas psicologos
A|psychological|psicologica psicologicas psicologico psicologicos
D|psychologically|psicologicamente
N|psychiatrist|psiquiatra
N|psychiatrists|psiquiatras
A|public|publica publicas publico publicos
V|published|publicaba publicabais publicabamos publicaban publicabas publicada publicadas publicado publicados publicara publicarais publicaramos publicaran publicaras publicaron publicase publicaseis publicasemos publicasen publicases publicaste publicasteis
N|post|publicacion
N|posts|publicaciones
V|publish|publicad publicais publicamos publican publicar publique publiqueis publiquemos publiquen publiques
D|publicly|publicamente
V|publishing|publicando
N|advertising|publicidad
V|advertise|publicita publicitad publicitais publicitamos publicitan publicitar publicitas publicite publiciteis publicitemos publiciten publicites publicito
V|advertised|publicitaba publicitabais publicitabamos publicitaban publicitabas publicitada publicitadas publicitado publicitados publicitara publicitarais publicitaramos publicitaran publicitaras publicitaron publicitase publicitaseis publicitasemos publicitasen publicitases publicitaste publicitasteis
V|advertising|publicitando
V|being able|pudiendo
V|i can|puedo
N|bridge|puente
N|bridges|puentes
N|door|puerta
N|doors|puertas
N|port|puerto
N|ports|puertos
N|bid|puja
N|bids|pujas
N|lung|pulmon
N|lungs|pulmones
N|bracelet|pulsera
N|bracelets|pulseras
N|score|puntaje puntuacion
N|scores|puntajes puntuaciones
N|point|punto
N|points|puntos
V|score|puntua puntuad puntuais puntuamos puntuan puntuar puntuas puntueis puntuemos puntuen puntues
V|scored|puntuaba puntuabais puntuabamos puntuaban puntuabas puntuada puntuadas puntuado puntuados puntuara puntuarais puntuaramos puntuaran puntuaras puntuaron puntuase puntuaseis puntuasemos puntuasen puntuases puntuaste puntuasteis puntue puntuo
A|punctual|puntual puntuales
V|point out|puntualice puntualiceis puntualicemos puntualicen puntualices puntualiza puntualizad puntualizais puntualizamos puntualizan puntualizar puntualizas puntualizo
N|punctuality|puntualidad
N|punctualities|puntualidades
V|pointed out|puntualizaba puntualizabais puntualizabamos puntualizaban puntualizabas puntualizada puntualizadas puntualizado puntualizados puntualizara puntualizarais puntualizaramos puntualizaran puntualizaras puntualizaron puntualizase puntualizaseis puntualizasemos puntualizasen puntualizases puntualizaste puntualizasteis
V|pointing out|puntualizando
D|punctually|puntualmente
V|scoring|puntuando
A|pure|pura puras puro puros
D|purely|puramente
N|purge|purga
V|purged|purgaba purgabais purgabamos purgaban purgabas purgada purgadas purgado purgados purgara purgarais purgaramos purgaran purgaras purgaron purgase purgaseis purgasemos purgasen purgases purgaste purgasteis
V|purge|purgad purgais purgamos purgan purgar purgo purgue purgueis purguemos purguen purgues
V|purging|purgando
N|purges|purgas
N|python|python
V|break|quebra quebrad quebrais quebramos quebranta quebrantad quebrantais quebrantamos quebrantan quebrantar quebrantas quebrante quebranteis quebrantemos quebranten quebrantes quebranto quebrar quebras quebreis quebremos quebres quiebra quiebran quiebras quiebre quiebren quiebres quiebro rompa rompais rompamos rompan rompas rompe romped rompeis rompemos rompen romper rompes rompo
V|broke|quebraba quebrabais quebrabamos quebraban quebrabas quebrantaba quebrantabais quebrantabamos quebrantaban quebrantabas quebrantara quebrantarais quebrantaramos quebrantaran quebrantaras quebrantaron quebrantase quebrantaseis quebrantasemos quebrantasen quebrantases quebrantaste quebrantasteis quebrara quebrarais quebraramos quebraran quebraras quebraron quebrase quebraseis quebrasemos quebrasen quebrases quebraste quebrasteis quebre quebro rompi rompia rompiais rompiamos rompian rompias rompiera rompierais rompieramos rompieran rompieras rompieron rompiese rompieseis rompiesemos rompiesen rompieses rompimos rompio rompiste rompisteis
V|broken|quebrada quebradas quebrado quebrados quebrantada quebrantadas quebrantado quebrantados
V|breaking|quebrando quebrantando rompiendo
V|stay|queda quedad quedais quedamos quedan quedar quedas quede quedeis quedemos queden quedes quedo
V|stayed|quedaba quedabais quedabamos quedaban quedabas quedada quedadas quedado quedados quedara quedarais quedaramos quedaran quedaras quedaron quedase quedaseis quedasemos quedasen quedases quedaste quedasteis
V|staying|quedando
N|complaint|queja
V|complained|quejaba quejabais quejabamos quejaban quejabas quejada quejadas quejado quejados quejara quejarais quejaramos quejaran quejaras quejaron quejase quejaseis quejasemos quejasen quejases quejaste quejasteis
V|complain|quejad quejais quejamos quejan quejar queje quejeis quejemos quejen quejes quejo
V|complaining|quejando
N|burn|quemadura
N|burns|quemaduras
V|want|querais queramos queras quere quered querer quiera quieran quieras quiere quieren
V|you want|quereis queres quieres
V|we want|queremos
V|wanted|queria queriais queriamos querian quise quisieron quisieseis quisiesemos quisiesen quisieses quisimos quisiste quisisteis quiso
V|you wanted|querias
V|wanting|queriendo
N|cheese|queso
N|cheeses|quesos
P|who|quien quienes
P|whoever|quienquiera
V|i want|quiero
N|chemistry|quimica
A|chemical|quimicas quimico quimicos
P|fifteen|quince
P|five hundred|quinientas quinientos
P|fifth|quinta quintas quinto quintos
N|operating room|quirofano
N|operating rooms|quirofanos
V|remove|quita quitad quitais quitamos quitan quitar quitas quite quiteis quitemos quiten quites quito removais removamos removas remove removed removeis removemos remover removes remueva remuevan remuevas remueve remueven remueves remuevo
V|removed|quitaba quitabais quitabamos quitaban quitabas quitada quitadas quitado quitados quitara quitarais quitaramos quitaran quitaras quitaron quitase quitaseis quitasemos quitasen quitases quitaste quitasteis removi removia removiais removiamos removian removias removida removidas removido removidos removiera removierais removieramos removieran removieras removieron removiese removieseis removiesemos removiesen removieses removimos removio removiste removisteis
V|removing|quitando removiendo
D|maybe|quiza quizas
A|rational|racional racionales
D|rationally|racionalmente
N|racism|racismo
A|racist|racista racistas
A|radioactive|radiactiva radiactivas radiactivo radiactivos
A|radical|radical radicales
N|radicalization|radicalizacion
N|radicalizations|radicalizaciones
D|radically|radicalmente
N|radio|radio
N|x-ray|radiografia
N|x-rays|radiografias
N|radios|radios
N|roots|raices
N|root|raiz root
N|ram|ram
N|branch|rama sucursal
N|branches|ramas sucursales
N|frog|rana
N|frogs|ranas
N|rank|rango
N|ranks|rangos
N|ransomware|ransomware
A|quick|rapida rapidas rapido rapidos
D|quickly|rapidamente velozmente
N|speeds|rapideces velocidades
N|speed|rapidez velocidad
A|rare|rara raras raro raros
D|rarely|raramente
N|trait|rasgo
N|traits|rasgos
V|scrape|raspa raspad raspais raspamos raspan raspar raspas raspe raspeis raspemos raspen raspes raspo scrapea scrapead scrapeais scrapeamos scrapean scrapear scrapeas scrapee scrapeeis scrapeemos scrapeen scrapees scrapeo
V|scraped|raspaba raspabais raspabamos raspaban raspabas raspada raspadas raspado raspados raspara rasparais rasparamos rasparan rasparas rasparon raspase raspaseis raspasemos raspasen raspases raspaste raspasteis scrapeaba scrapeabais scrapeabamos scrapeaban scrapeabas scrapeada scrapeadas scrapeado scrapeados scrapeara scrapearais scrapearamos scrapearan scrapearas scrapearon scrapease scrapeaseis scrapeasemos scrapeasen scrapeases scrapeaste scrapeasteis
V|scraping|raspando scrapeando
V|track|rastrea rastread rastreais rastreamos rastrean rastrear rastreas rastree rastreeis rastreemos rastreen rastrees
V|tracked|rastreaba rastreabais rastreabamos rastreaban rastreabas rastreada rastreadas rastreado rastreados rastreara rastrearais rastrearamos rastrearan rastrearas rastrearon rastrease rastreaseis rastreasemos rastreasen rastreases rastreaste rastreasteis
N|crawler|rastreador
N|crawlers|rastreadores
V|tracking|rastreando
N|tracking|rastreo seguimiento
N|trackings|rastreos seguimientos
N|trail|rastro
N|trails|rastros
V|ratify|ratifica ratificad ratificais ratificamos ratifican ratificar ratificas ratifico ratifique ratifiqueis ratifiquemos ratifiquen ratifiques
V|ratified|ratificaba ratificabais ratificabamos ratificaban ratificabas ratificada ratificadas ratificado ratificados ratificara ratificarais ratificaramos ratificaran ratificaras ratificaron ratificase ratificaseis ratificasemos ratificasen ratificases ratificaste ratificasteis
V|ratifying|ratificando
N|while|rato
N|mouse|raton
N|mice|ratones
N|whiles|ratos
N|ray|rayo
N|rays|rayos
N|race|raza
N|races|razas
V|reason|razona razonad razonais razonamos razonan razonar razonas razone razoneis razonemos razonen razono
V|reasoned|razonaba razonabais razonabamos razonaban razonabas razonada razonadas razonado razonados razonara razonarais razonaramos razonaran razonaras razonaron razonase razonaseis razonasemos razonasen razonases razonaste razonasteis
A|reasonable|razonable razonables
D|reasonably|razonablemente
V|reasoning|razonando
N|reaction|reaccion
V|react|reacciona reaccionad reaccionais reaccionamos reaccionan reaccionar reaccionas reaccione reaccioneis reaccionemos reaccionen reacciono
V|reacted|reaccionaba reaccionabais reaccionabamos reaccionaban reaccionabas reaccionada reaccionadas reaccionado reaccionados reaccionara reaccionarais reaccionaramos reaccionaran reaccionaras reaccionaron reaccionase reaccionaseis reaccionasemos reaccionasen reaccionases reaccionaste reaccionasteis
V|reacting|reaccionando
N|reactions|reacciones
V|reactivate|reactiva reactivad reactivais reactivamos reactivan reactivar reactivas reactive reactiveis reactivemos reactiven reactives
V|reactivated|reactivaba reactivabais reactivabamos reactivaban reactivabas reactivada reactivadas reactivado reactivados reactivara reactivarais reactivaramos reactivaran reactivaras reactivaron reactivase reactivaseis reactivasemos reactivasen reactivases reactivaste reactivasteis
N|reactivation|reactivacion
N|reactivations|reactivaciones
V|reactivating|reactivando
N|reagent|reactivo
N|reagents|reactivos
A|real|real reales
N|reality|realidad
N|realities|realidades
N|realism|realismo
N|realisms|realismos
A|realistic|realista realistas
D|really|realmente
V|reassign|reasigna reasignad reasignais reasignamos reasignan reasignar reasignas reasigne reasigneis reasignemos reasignen reasignes reasigno
V|reassigned|reasignaba reasignabais reasignabamos reasignaban reasignabas reasignada reasignadas reasignado reasignados reasignara reasignarais reasignaramos reasignaran reasignaras reasignaron reasignase reasignaseis reasignasemos reasignasen reasignases reasignaste reasignasteis
V|reassigning|reasignando
A|rebellious|rebelde rebeldes
D|rebelliously|rebeldemente
V|gather|recaba recabad recabais recabamos recaban recabar recabas recabe recabeis recabemos recaben recabes recabo reuna reunais reunamos reunan reunas reune reunen reunes reuni reunid reunimos reunir reunis reuno
V|gathered|recababa recababais recababamos recababan recababas recabada recabadas recabado recabados recabara recabarais recabaramos recabaran recabaras recabaron recabase recabaseis recabasemos recabasen recabases recabaste recabasteis reunia reuniais reuniamos reunian reunias reunida reunidas reunido reunidos reuniera reunierais reunieramos reunieran reunieras reunieron reuniese reunieseis reuniesemos reuniesen reunieses reunio reuniste reunisteis
V|gathering|recabando reuniendo
V|stress|recalca recalcad recalcais recalcamos recalcan recalcar recalcas recalco recalque recalqueis recalquemos recalquen recalques
V|stressed|recalcaba recalcabais recalcabamos recalcaban recalcabas recalcada recalcadas recalcado recalcados recalcara recalcarais recalcaramos recalcaran recalcaras recalcaron recalcase recalcaseis recalcasemos recalcasen recalcases recalcaste recalcasteis
V|stressing|recalcando
V|reload|recarga recargad recargais recargamos recargan recargar recargas recargo recargue recargueis recarguemos recarguen recargues
V|reloaded|recargaba recargabais recargabamos recargaban recargabas recargada recargadas recargado recargados recargara recargarais recargaramos recargaran recargaras recargaron recargase recargaseis recargasemos recargasen recargases recargaste recargasteis
V|reloading|recargando
V|pray|rece receis recemos recen reces reza rezad rezais rezamos rezan rezar rezas rezo
N|reception|recepcion
N|receptions|recepciones
N|receptionist|recepcionista
N|receptionists|recepcionistas
N|receiver|receptor receptora
N|receivers|receptoras receptores
N|recipe|receta
N|recipes|recetas
V|reject|rechace rechaceis rechacemos rechacen rechaces rechaza rechazad rechazais rechazamos rechazan rechazar rechazas
V|rejected|rechazaba rechazabais rechazabamos rechazaban rechazabas rechazada rechazadas rechazado rechazados rechazara rechazarais rechazaramos rechazaran rechazaras rechazaron rechazase rechazaseis rechazasemos rechazasen rechazases rechazaste rechazasteis
V|rejecting|rechazando
N|refusal|rechazo
N|refusals|rechazos
V|receive|reciba recibais recibamos reciban recibas recibe reciben recibes recibi recibid recibimos recibir recibis
V|received|recibia recibiais recibiamos recibian recibias recibida recibidas recibido recibidos recibiera recibierais recibieramos recibieran recibieras recibieron recibiese recibieseis recibiesemos recibiesen recibieses recibio recibiste recibisteis
V|receiving|recibiendo
V|recycle|recicla reciclad reciclais reciclamos reciclan reciclar reciclas recicle recicleis reciclemos reciclen recicles reciclo
V|recycled|reciclaba reciclabais reciclabamos reciclaban reciclabas reciclada recicladas reciclado reciclados reciclara reciclarais reciclaramos reciclaran reciclaras reciclaron reciclase reciclaseis reciclasemos reciclasen reciclases reciclaste reciclasteis
N|recycling|reciclaje
N|recyclings|reciclajes
V|recycling|reciclando
D|just|recien
A|recent|reciente recientes
D|recently|recientemente
V|recite|recita recitad recitais recitamos recitan recitar recitas recite reciteis recitemos reciten recites recito
V|recited|recitaba recitabais recitabamos recitaban recitabas recitada recitadas recitado recitados recitara recitarais recitaramos recitaran recitaras recitaron recitase recitaseis recitasemos recitasen recitases recitaste recitasteis
V|reciting|recitando
N|recruitment|reclutamiento
N|recruitments|reclutamientos
V|pick up|recoge recoged recogeis recogemos recogen recoger recoges recoja recojais recojamos recojan recojas recojo
V|picked up|recogi recogia recogiais recogiamos recogian recogias recogida recogidas recogido recogidos recogiera recogierais recogieramos recogieran recogieras recogieron recogiese recogieseis recogiesemos recogiesen recogieses recogimos recogio recogiste recogisteis
V|picking up|recogiendo
V|recommend|recomenda recomendad recomendais recomendamos recomendar recomendas recomendeis recomendemos recomendes recomienda recomiendan recomiendas recomiende recomienden recomiendes recomiendo
V|recommended|recomendaba recomendabais recomendabamos recomendaban recomendabas recomendara recomendarais recomendaramos recomendaran recomendaras recomendaron recomendase recomendaseis recomendasemos recomendasen recomendases recomendaste recomendasteis recomende recomendo
N|recommendation|recomendacion
N|recommendations|recomendaciones
A|recommended|recomendada recomendadas recomendado recomendados
V|recommending|recomendando
V|acknowledge|reconoce reconoced reconoceis reconocemos reconocen reconocer reconoces reconozca reconozcais reconozcamos reconozcan reconozcas reconozco
V|acknowledged|reconoci reconocia reconociais reconociamos reconocian reconocias reconocida reconocidas reconocido reconocidos reconociera reconocierais reconocieramos reconocieran reconocieras reconocieron reconociese reconocieseis reconociesemos reconociesen reconocieses reconocimos reconocio reconociste reconocisteis
V|acknowledging|reconociendo
N|recognition|reconocimiento
N|recognitions|reconocimientos
V|remember|recorda recordad recordais recordamos recordar recordas recordeis recordemos recordes recuerda recuerdan recuerdas recuerde recuerden recuerdes recuerdo
V|remembered|recordaba recordabais recordabamos recordaban recordabas recordada recordadas recordado recordados recordara recordarais recordaramos recordaran recordaras recordaron recordase recordaseis recordasemos recordasen recordases recordaste recordasteis recorde recordo
V|remembering|recordando
N|reminder|recordatorio
N|reminders|recordatorios
V|go through|recorra recorrais recorramos recorran recorras recorre recorred recorreis recorremos recorren recorrer recorres recorro
V|went through|recorri recorria recorriais recorriamos recorrian recorrias recorriera recorrierais recorrieramos recorrieran recorrieras recorrieron recorriese recorrieseis recorriesemos recorriesen recorrieses recorrimos recorrio recorriste recorristeis
V|gone through|recorrida recorridas recorrido recorridos
V|going through|recorriendo
V|trim|recorta recortad recortais recortamos recortan recortar recortas recorte recorteis recortemos recorten recortes recorto
V|trimmed|recortaba recortabais recortabamos recortaban recortabas recortada recortadas recortado recortados recortara recortarais recortaramos recortaran recortaras recortaron recortase recortaseis recortasemos recortasen recortases recortaste recortasteis
V|trimming|recortando
A|straight|recta rectas recto rectos
V|recover|recupera recuperad recuperais recuperamos recuperan recuperar recuperas recupere recupereis recuperemos recuperen recuperes recupero
V|recovered|recuperaba recuperabais recuperabamos recuperaban recuperabas recuperada recuperadas recuperado recuperados recuperara recuperarais recuperaramos recuperaran recuperaras recuperaron recuperase recuperaseis recuperasemos recuperasen recuperases recuperaste recuperasteis
N|recovery|recuperacion
N|recoveries|recuperaciones
V|recovering|recuperando
V|resort|recurra recurrais recurramos recurran recurras recurre recurren recurres recurri recurrid recurrimos recurrir recurris recurro
V|resorted|recurria recurriais recurriamos recurrian recurrias recurrida recurridas recurrido recurridos recurriera recurrierais recurrieramos recurrieran recurrieras recurrieron recurriese recurrieseis recurriesemos recurriesen recurrieses recurrio recurriste recurristeis
V|resorting|recurriendo
N|resource|recurso
N|resources|recursos
N|network|red
V|redefine|redefina redefinais redefinamos redefinan redefinas redefine redefinen redefines redefini redefinid redefinimos redefinir redefinis redefino
V|redefined|redefinia redefiniais redefiniamos redefinian redefinias redefinida redefinidas redefinido redefinidos redefiniera redefinierais redefinieramos redefinieran redefinieras redefinieron redefiniese redefinieseis redefiniesemos redefiniesen redefinieses redefinio redefiniste redefinisteis
V|redefining|redefiniendo
N|networks|redes
V|redirect|redirige redirigen rediriges redirigi redirigid redirigimos redirigir redirigis redirija redirijais redirijamos redirijan redirijas redirijo
V|redirected|redirigia redirigiais redirigiamos redirigian redirigias redirigida redirigidas redirigido redirigidos redirigiera redirigierais redirigieramos redirigieran redirigieras redirigieron redirigiese redirigieseis redirigiesemos redirigiesen redirigieses redirigio redirigiste redirigisteis
V|redirecting|redirigiendo
A|round|redonda redondas redondo redondos
V|round|redondea redondead redondeais redondeamos redondean redondear redondeas redondee redondeeis redondeemos redondeen redondees redondeo
V|rounded|redondeaba redondeabais redondeabamos redondeaban redondeabas redondeada redondeadas redondeado redondeados redondeara redondearais redondearamos redondearan redondearas redondearon redondease redondeaseis redondeasemos redondeasen redondeases redondeaste redondeasteis
V|rounding|redondeando
N|reduction|reduccion
N|reductions|reducciones
V|reduce|reduce reducen reduces reduci reducid reducimos reducir reducis reduzca reduzcais reduzcamos reduzcan reduzcas reduzco
V|reduced|reducia reduciais reduciamos reducian reducias reducida reducidas reducido reducidos reduje redujera redujerais redujeramos redujeran redujeras redujeron redujese redujeseis redujesemos redujesen redujeses redujimos redujiste redujisteis redujo
V|reducing|reduciendo
V|refund|reembolsa reembolsad reembolsais reembolsamos reembolsan reembolsar reembolsas reembolse reembolseis reembolsemos reembolsen reembolses
V|refunded|reembolsaba reembolsabais reembolsabamos reembolsaban reembolsabas reembolsada reembolsadas reembolsado reembolsados reembolsara reembolsarais reembolsaramos reembolsaran reembolsaras reembolsaron reembolsase reembolsaseis reembolsasemos reembolsasen reembolsases reembolsaste reembolsasteis
V|refunding|reembolsando
N|refund|reembolso
N|refunds|reembolsos
V|replace|reemplace reemplaceis reemplacemos reemplacen reemplaces reemplaza reemplazad reemplazais reemplazamos reemplazan reemplazar reemplazas repon repone reponed reponeis reponemos reponen reponer repones reponga repongais repongamos repongan repongas repongo substitui substituid substituimos substituir substituis substituya substituyais substituyamos substituyan substituyas substituye substituyen substituyes substituyo sustitui sustituid sustituimos sustituir sustituis sustituya sustituyais sustituyamos sustituyan sustituyas sustituye sustituyen sustituyes sustituyo
V|replaced|reemplazaba reemplazabais reemplazabamos reemplazaban reemplazabas reemplazada reemplazadas reemplazado reemplazados reemplazara reemplazarais reemplazaramos reemplazaran reemplazaras reemplazaron reemplazase reemplazaseis reemplazasemos reemplazasen reemplazases reemplazaste reemplazasteis reponia reponiais reponiamos reponian reponias repuesta repuestas repuesto repuestos repuse repusiera repusierais repusieramos repusieran repusieras repusieron repusiese repusieseis repusiesemos repusiesen repusieses repusimos repusiste repusisteis repuso substituia substituiais substituiamos substituian substituias substituida substituidas substituido substituidos substituiste substituisteis substituyera substituyerais substituyeramos substituyeran substituyeras substituyeron substituyese substituyeseis substituyesemos substituyesen substituyeses sustituia sustituiais sustituiamos sustituian sustituias sustituida sustituidas sustituido sustituidos sustituiste sustituisteis sustituyera sustituyerais sustituyeramos sustituyeran sustituyeras sustituyeron sustituyese sustituyeseis sustituyesemos sustituyesen sustituyeses
V|replacing|reemplazando reponiendo substituyendo sustituyendo
N|replacement|reemplazo sustitucion
N|replacements|reemplazos sustituciones
N|reunion|reencuentro
N|reunions|reencuentros
V|retrain|reentrena reentrenad reentrenais reentrenamos reentrenan reentrenar reentrenas reentrene reentreneis reentrenemos reentrenen reentrenes reentreno
V|retrained|reentrenaba reentrenabais reentrenabamos reentrenaban reentrenabas reentrenada reentrenadas reentrenado reentrenados reentrenara reentrenarais reentrenaramos reentrenaran reentrenaras reentrenaron reentrenase reentrenaseis reentrenasemos reentrenasen reentrenases reentrenaste reentrenasteis
V|retraining|reentrenando
V|forward|reenvia reenviad reenviais reenviamos reenvian reenviar reenvias reenvieis reenviemos reenvien reenvies
V|forwarded|reenviaba reenviabais reenviabamos reenviaban reenviabas reenviada reenviadas reenviado reenviados reenviara reenviarais reenviaramos reenviaran reenviaras reenviaron reenviase reenviaseis reenviasemos reenviasen reenviases reenviaste reenviasteis reenvie
V|forwarding|reenviando
N|forwarding|reenvio
N|forwardings|reenvios
V|rewrite|reescriba reescribais reescribamos reescriban reescribas reescribe reescriben reescribes reescribi reescribid reescribimos reescribir reescribis reescribo
V|rewrote|reescribia reescribiais reescribiamos reescribian reescribias reescribiera reescribierais reescribieramos reescribieran reescribieras reescribieron reescribiese reescribieseis reescribiesemos reescribiesen reescribieses reescribio reescribiste reescribisteis
V|rewriting|reescribiendo
V|rewritten|reescrita reescritas reescrito reescritos
V|refactor|refactorice refactoriceis refactoricemos refactoricen refactorices refactoriza refactorizad refactorizais refactorizamos refactorizan refactorizar refactorizas refactorizo
V|refactored|refactorizaba refactorizabais refactorizabamos refactorizaban refactorizabas refactorizada refactorizadas refactorizado refactorizados refactorizara refactorizarais refactorizaramos refactorizaran refactorizaras refactorizaron refactorizase refactorizaseis refactorizasemos refactorizasen refactorizases refactorizaste refactorizasteis
V|refactoring|refactorizando
N|reference|referencia
N|references|referencias
V|refine|refina refinad refinais refinamos refinan refinar refinas refine refineis refinemos refinen refines refino
V|refined|refinaba refinabais refinabamos refinaban refinabas refinada refinadas refinado refinados refinara refinarais refinaramos refinaran refinaras refinaron refinase refinaseis refinasemos refinasen refinases refinaste refinasteis
V|refining|refinando
V|reflect|refleja reflejad reflejais reflejamos reflejan reflejar reflejas refleje reflejeis reflejemos reflejen reflejes reflejo reflexiona reflexionad reflexionais reflexionamos reflexionan reflexionar reflexionas reflexione reflexioneis reflexionemos reflexionen reflexiono
V|reflected|reflejaba reflejabais reflejabamos reflejaban reflejabas reflejada reflejadas reflejado reflejados reflejara reflejarais reflejaramos reflejaran reflejaras reflejaron reflejase reflejaseis reflejasemos reflejasen reflejases reflejaste reflejasteis reflexionaba reflexionabais reflexionabamos reflexionaban reflexionabas reflexionada reflexionadas reflexionado reflexionados reflexionara reflexionarais reflexionaramos reflexionaran reflexionaras reflexionaron reflexionase reflexionaseis reflexionasemos reflexionasen reflexionases reflexionaste reflexionasteis
V|reflecting|reflejando reflexionando
N|reflection|reflexion
N|reflections|reflexiones
N|reform|reforma
V|renovated|reformaba reformabais reformabamos reformaban reformabas reformada reformadas reformado reformados reformara reformarais reformaramos reformaran reformaras reformaron reformase reformaseis reformasemos reformasen reformases reformaste reformasteis
V|renovate|reformad reformais reformamos reforman reformar reforme reformeis reformemos reformen reformes reformo
V|renovating|reformando
N|reforms|reformas
V|rephrase|reformula reformulad reformulais reformulamos reformulan reformular reformulas reformule reformuleis reformulemos reformulen reformules reformulo
V|rephrased|reformulaba reformulabais reformulabamos reformulaban reformulabas reformulada reformuladas reformulado reformulados reformulara reformularais reformularamos reformularan reformularas reformularon reformulase reformulaseis reformulasemos reformulasen reformulases reformulaste reformulasteis
V|rephrasing|reformulando
V|refresh|refresca refrescad refrescais refrescamos refrescan refrescar refrescas refresco refresque refresqueis refresquemos refresquen refresques
V|refreshed|refrescaba refrescabais refrescabamos refrescaban refrescabas refrescada refrescadas refrescado refrescados refrescara refrescarais refrescaramos refrescaran refrescaras refrescaron refrescase refrescaseis refrescasemos refrescasen refrescases refrescaste refrescasteis
V|refreshing|refrescando
N|shelter|refugio
N|shelters|refugios
V|refute|refuta refutad refutais refutamos refutan refutar refutas refute refuteis refutemos refuten refutes refuto
V|refuted|refutaba refutabais refutabamos refutaban refutabas refutada refutadas refutado refutados refutara refutarais refutaramos refutaran refutaras refutaron refutase refutaseis refutasemos refutasen refutases refutaste refutasteis
V|refuting|refutando
V|water|rega regad regais regamos regar regas regueis reguemos regues riega riegan riegas riego riegue rieguen riegues
V|watered|regaba regabais regabamos regaban regabas regada regadas regado regados regara regarais regaramos regaran regaras regaron regase regaseis regasemos regasen regases regaste regasteis rego regue
N|gift|regalo
N|gifts|regalos
V|watering|regando
N|regime|regimen
N|regimes|regimenes
N|region|region
A|regional|regional regionales
N|regions|regiones
V|register|registra registrad registrais registramos registran registrar registras registre registreis registremos registren registres
V|registered|registraba registrabais registrabamos registraban registrabas registrada registradas registrado registrados registrara registrarais registraramos registraran registraras registraron registrase registraseis registrasemos registrasen registrases registraste registrasteis
V|registering|registrando
N|record|registro
N|records|registros
N|regulation|reglamento
V|regulate|regula regulad regulais regulamos regulan regulas regule reguleis regulemos regulen regules regulo
V|regulated|regulaba regulabais regulabamos regulaban regulabas regulada reguladas regulado regulados regulara regularais regularamos regularan regularas regularon regulase regulaseis regulasemos regulasen regulases regulaste regulasteis
V|regulating|regulando
A|regular|regular regulares
D|regularly|regularmente
A|regulatory|regulatoria regulatorias regulatorio regulatorios
D|regulatorily|regulatoriamente
V|redo|rehace rehaced rehaceis rehacemos rehacen rehacer rehaces rehaga rehagais rehagamos rehagan rehagas rehago rehaz
V|redid|rehacia rehaciais rehaciamos rehacian rehacias rehice rehiciera rehicierais rehicieramos rehicieran rehicieras rehicieron rehiciese rehicieseis rehiciesemos rehiciesen rehicieses rehicimos rehiciste rehicisteis rehizo
V|redoing|rehaciendo
V|redone|rehecha rehechas rehecho rehechos
V|refuse|rehusa rehusad rehusais rehusamos rehusan rehusar rehusas rehuseis rehusemos rehusen rehuses
V|refused|rehusaba rehusabais rehusabamos rehusaban rehusabas rehusada rehusadas rehusado rehusados rehusara rehusarais rehusaramos rehusaran rehusaras rehusaron rehusase rehusaseis rehusasemos rehusasen rehusases rehusaste rehusasteis rehuse rehuso
V|refusing|rehusando
V|laugh|rei reid reimos reir reis ria riais riamos rian rias rie rien ries
V|laughed|reia reiais reiamos reian reias reida reidas reido reidos reiste reisteis riera rierais rieramos rieran rieras rieron riese rieseis riesemos riesen rieses
N|queen|reina
N|queens|reinas
V|restart|reinicia reiniciad reiniciais reiniciamos reinician reiniciar reinicias reinicie reinicieis reiniciemos reinicien reinicies reinicio
V|restarted|reiniciaba reiniciabais reiniciabamos reiniciaban reiniciabas reiniciada reiniciadas reiniciado reiniciados reiniciara reiniciarais reiniciaramos reiniciaran reiniciaras reiniciaron reiniciase reiniciaseis reiniciasemos reiniciasen reiniciases reiniciaste reiniciasteis
V|restarting|reiniciando
N|relationship|relacion
V|relate|relaciona relacionad relacionais relacionamos relacionan relacionar relacionas relacione relacioneis relacionemos relacionen relaciono
V|related|relacionaba relacionabais relacionabamos relacionaban relacionabas relacionada relacionadas relacionado relacionados relacionara relacionarais relacionaramos relacionaran relacionaras relacionaron relacionase relacionaseis relacionasemos relacionasen relacionases relacionaste relacionasteis
V|relating|relacionando
N|relationships|relaciones
V|relax|relaja relajad relajais relajamos relajan relajar relajas relaje relajeis relajemos relajen relajes relajo
V|relaxed|relajaba relajabais relajabamos relajaban relajabas relajada relajadas relajado relajados relajara relajarais relajaramos relajaran relajaras relajaron relajase relajaseis relajasemos relajasen relajases relajaste relajasteis
V|relaxing|relajando
N|relative|relativo
N|relatives|relativos
V|reread|relea releais releamos relean releas relee releed releeis releemos releen releer relees relei releia releiais releiamos releian releias releida releidas releido releidos releimos releiste releisteis releo releyera releyerais releyeramos releyeran releyeras releyeron releyese releyeseis releyesemos releyesen releyeses releyo
A|relevant|relevante relevantes
D|relevantly|relevantemente
V|rereading|releyendo
N|religion|religion
N|religions|religiones
A|religious|religiosa religiosas religioso religiosos
V|fill in|rellena rellenad rellenais rellenamos rellenan rellenar rellenas rellene relleneis rellenemos rellenen rellenes relleno
V|filled in|rellenaba rellenabais rellenabamos rellenaban rellenabas rellenada rellenadas rellenado rellenados rellenara rellenarais rellenaramos rellenaran rellenaras rellenaron rellenase rellenaseis rellenasemos rellenasen rellenases rellenaste rellenasteis
V|filling in|rellenando
N|watch|reloj
N|watches|relojes
V|finish off|remata rematad rematais rematamos rematan rematar rematas remate remateis rematemos rematen remates remato
V|finished off|remataba rematabais rematabamos remataban rematabas rematada rematadas rematado rematados rematara rematarais remataramos remataran remataras remataron rematase remataseis rematasemos rematasen rematases remataste rematasteis
V|finishing off|rematando
V|remedy|remedia remediad remediais remediamos remedian remediar remedias remedie remedieis remediemos remedien remedies remedio subsana subsanad subsanais subsanamos subsanan subsanar subsanas subsane subsaneis subsanemos subsanen subsanes subsano
V|remedied|remediaba remediabais remediabamos remediaban remediabas remediada remediadas remediado remediados remediara remediarais remediaramos remediaran remediaras remediaron remediase remediaseis remediasemos remediasen remediases remediaste remediasteis subsanaba subsanabais subsanabamos subsanaban subsanabas subsanada subsanadas subsanado subsanados subsanara subsanarais subsanaramos subsanaran subsanaras subsanaron subsanase subsanaseis subsanasemos subsanasen subsanases subsanaste subsanasteis
V|remedying|remediando subsanando
A|remote|remota remotas remoto remotos
V|surrender|rendi rendid rendimos rendir rendis rinda rindais rindamos rindan rindas rinde rinden rindes rindo
V|surrendered|rendia rendiais rendiamos rendian rendias rendida rendidas rendido rendidos rendiste rendisteis rindiera rindierais rindieramos rindieran rindieras rindieron rindiese rindieseis rindiesemos rindiesen rindieses rindio
A|rogue|renegada renegadas renegado renegados
V|renew|renova renovad renovais renovamos renovar renovas renoveis renovemos renoves renueva renuevan renuevas renueve renueven renueves renuevo
V|renewed|renovaba renovabais renovabamos renovaban renovabas renovada renovadas renovado renovados renovara renovarais renovaramos renovaran renovaras renovaron renovase renovaseis renovasemos renovasen renovases renovaste renovasteis renove renovo
N|renewal|renovacion
N|renewals|renovaciones
V|renewing|renovando
V|rearrange|reordena reordenad reordenais reordenamos reordenan reordenar reordenas reordene reordeneis reordenemos reordenen reordenes reordeno
V|rearranged|reordenaba reordenabais reordenabamos reordenaban reordenabas reordenada reordenadas reordenado reordenados reordenara reordenarais reordenaramos reordenaran reordenaras reordenaron reordenase reordenaseis reordenasemos reordenasen reordenases reordenaste reordenasteis
V|rearranging|reordenando
V|repair|repara reparad reparais reparamos reparan reparar reparas repare repareis reparemos reparen repares reparo
V|repaired|reparaba reparabais reparabamos reparaban reparabas reparada reparadas reparado reparados reparara repararais repararamos repararan repararas repararon reparase reparaseis reparasemos reparasen reparases reparaste reparasteis
N|repair|reparacion
N|repairs|reparaciones
V|repairing|reparando
N|delivery person|repartidor repartidora
N|delivery people|repartidoras repartidores
V|review|repasa repasad repasais repasamos repasan repasar repasas repase repaseis repasemos repasen repases repaso resenad resenais resenamos resenan resenar resene reseneis resenemos resenen resenes reseno revisa revisad revisais revisamos revisan revisar revisas revise reviseis revisemos revisen revises reviso
V|reviewed|repasaba repasabais repasabamos repasaban repasabas repasada repasadas repasado repasados repasara repasarais repasaramos repasaran repasaras repasaron repasase repasaseis repasasemos repasasen repasases repasaste repasasteis resenaba resenabais resenabamos resenaban resenabas resenada resenadas resenado resenados resenara resenarais resenaramos resenaran resenaras resenaron resenase resenaseis resenasemos resenasen resenases resenaste resenasteis revisaba revisabais revisabamos revisaban revisabas revisada revisadas revisado revisados revisara revisarais revisaramos revisaran revisaras revisaron revisase revisaseis revisasemos revisasen revisases revisaste revisasteis
V|reviewing|repasando resenando revisando
V|repeat|repeti repetid repetimos repetir repetis repita repitais repitamos repitan repitas repite repiten repites repito
V|repeated|repetia repetiais repetiamos repetian repetias repetida repetidas repetido repetidos repetiste repetisteis repitiera repitierais repitieramos repitieran repitieras repitieron repitiese repitieseis repitiesemos repitiesen repitieses repitio
N|repetition|repeticion
N|repetitions|repeticiones
V|repeating|repitiendo
N|reply|replica
V|replicated|replicaba replicabais replicabamos replicaban replicabas replicada replicadas replicado replicados replicara replicarais replicaramos replicaran replicaras replicaron replicase replicaseis replicasemos replicasen replicases replicaste replicasteis
V|replicate|replicad replicais replicamos replican replicar replico replique repliqueis repliquemos repliquen repliques
V|replicating|replicando
N|replies|replicas
N|repository|repositorio
N|repositories|repositorios
V|represent|representa representad representais representamos representan representar representas represente representeis representemos representen representes represento
V|represented|representaba representabais representabamos representaban representabas representada representadas representado representados representara representarais representaramos representaran representaras representaron representase representaseis representasemos representasen representases representaste representasteis
N|representation|representacion
N|representations|representaciones
V|representing|representando
N|representative|representante
N|representatives|representantes
V|reproduce|reproduce reproducen reproduces reproduci reproducid reproducimos reproducir reproducis reproduzca reproduzcais reproduzcamos reproduzcan reproduzcas reproduzco
V|reproduced|reproducia reproduciais reproduciamos reproducian reproducias reproducida reproducidas reproducido reproducidos reproduje reprodujera reprodujerais reprodujeramos reprodujeran reprodujeras reprodujeron reprodujese reprodujeseis reprodujesemos reprodujesen reprodujeses reprodujimos reprodujiste reprodujisteis reprodujo
V|reproducing|reproduciendo
N|reputation|reputacion
N|reputations|reputaciones
V|require|requeri requerid requerimos requerir requeris requiera requieran requieras requiere requieren requieres requiero requirais requiramos requiras
V|required|requeria requeriais requeriamos requerian requerias requeriste requeristeis requiriera requirierais requirieramos requirieran requirieras requirieron requiriese requirieseis requiriesemos requiriesen requirieses requirio
A|required|requerida requeridas requerido requeridos
N|requirement|requerimiento requisito
N|requirements|requerimientos requisitos
V|requiring|requiriendo
V|rescue|rescata rescatad rescatais rescatamos rescatan rescatar rescatas rescateis rescatemos rescaten rescato
V|rescued|rescataba rescatabais rescatabamos rescataban rescatabas rescatada rescatadas rescatado rescatados rescatara rescatarais rescataramos rescataran rescataras rescataron rescatase rescataseis rescatasemos rescatasen rescatases rescataste rescatasteis
V|rescuing|rescatando
N|ransom|rescate
N|ransoms|rescates
V|terminate|rescinda rescindais rescindamos rescindan rescindas rescinde rescinden rescindes rescindi rescindid rescindimos rescindir rescindis rescindo
V|terminated|rescindia rescindiais rescindiamos rescindian rescindias rescindida rescindidas rescindido rescindidos rescindiera rescindierais rescindieramos rescindieran rescindieras rescindieron rescindiese rescindieseis rescindiesemos rescindiesen rescindieses rescindio rescindiste rescindisteis
V|terminating|rescindiendo
N|termination|rescision terminacion
N|terminations|rescisiones terminaciones
N|review|resena revision
N|reviews|resenas revisiones
N|booking|reserva
V|booked|reservaba reservabais reservabamos reservaban reservabas reservada reservadas reservado reservados reservara reservarais reservaramos reservaran reservaras reservaron reservase reservaseis reservasemos reservasen reservases reservaste reservasteis
N|reservation|reservacion
N|reservations|reservaciones
V|book|reservad reservais reservamos reservan reservar reserve reserveis reservemos reserven reserves reservo
V|booking|reservando
N|bookings|reservas
V|reset|resetea reseteaba reseteabais reseteabamos reseteaban reseteabas resetead reseteada reseteadas reseteado reseteados reseteais reseteamos resetean resetear reseteara resetearais resetearamos resetearan resetearas resetearon reseteas resetease reseteaseis reseteasemos reseteasen reseteases reseteaste reseteasteis resetee reseteeis reseteemos reseteen resetees reseteo restablece restableced restableceis restablecemos restablecen restablecer restableces restableci restablecia restableciais restableciamos restablecian restablecias restablecida restablecidas restablecido restablecidos restableciera restablecierais restablecieramos restablecieran restablecieras restablecieron restableciese restablecieseis restableciesemos restableciesen restablecieses restablecimos restablecio restableciste restablecisteis restablezca restablezcais restablezcamos restablezcan restablezcas restablezco
V|resetting|reseteando restableciendo
V|reside|resida residais residamos residan residas reside residen resides residi residid residimos residir residis resido
N|residence|residencia
N|residences|residencias
V|resided|residia residiais residiamos residian residias residida resididas residido resididos residiera residierais residieramos residieran residieras residieron residiese residieseis residiesemos residiesen residieses residio residiste residisteis
V|residing|residiendo
V|resist|resista resistais resistamos resistan resistas resiste resisten resistes resisti resistid resistimos resistir resistis resisto
N|resistance|resistencia
N|resistances|resistencias
A|resistant|resistente resistentes
D|resistantly|resistentemente
V|resisted|resistia resistiais resistiamos resistian resistias resistida resistidas resistido resistidos resistiera resistierais resistieramos resistieran resistieras resistieron resistiese resistieseis resistiesemos resistiesen resistieses resistio resististe resististeis
V|resisting|resistiendo
N|resolution|resolucion
N|resolutions|resoluciones
V|resolve|resolvais resolvamos resolvas resolve resolved resolveis resolvemos resolver resolves resuelva resuelvan resuelvas resuelve resuelven resuelves resuelvo
V|resolved|resolvi resolvia resolviais resolviamos resolvian resolvias resolviera resolvierais resolvieramos resolvieran resolvieras resolvieron resolviese resolvieseis resolviesemos resolviesen resolvieses resolvimos resolvio resolviste resolvisteis resuelta resueltas resuelto resueltos
V|resolving|resolviendo
V|back up|respalda respaldad respaldais respaldamos respaldan respaldar respaldas respalde respaldeis respaldemos respalden respaldes
V|backed up|respaldaba respaldabais respaldabamos respaldaban respaldabas respaldada respaldadas respaldado respaldados respaldara respaldarais respaldaramos respaldaran respaldaras respaldaron respaldase respaldaseis respaldasemos respaldasen respaldases respaldaste respaldasteis
V|backing up|respaldando
P|regarding|respecto
N|regards|respectos
V|respect|respeta respetad respetais respetamos respetan respetar respetas respete respeteis respetemos respeten respetes
V|respected|respetaba respetabais respetabamos respetaban respetabas respetada respetadas respetado respetados respetara respetarais respetaramos respetaran respetaras respetaron respetase respetaseis respetasemos respetasen respetases respetaste respetasteis
V|respecting|respetando
N|respect|respeto
N|respects|respetos
V|breathe|respira respirad respirais respiramos respiran respirar respiras respire respireis respiremos respiren respires respiro
V|breathed|respiraba respirabais respirabamos respiraban respirabas respirada respiradas respirado respirados respirara respirarais respiraramos respiraran respiraras respiraron respirase respiraseis respirasemos respirasen respirases respiraste respirasteis
V|breathing|respirando
V|reply|responda respondais respondamos respondan respondas responde responded respondeis respondemos responden responder respondes respondo
V|replied|respondi respondia respondiais respondiamos respondian respondias respondida respondidas respondido respondidos respondiera respondierais respondieramos respondieran respondieras respondieron respondiese respondieseis respondiesemos respondiesen respondieses respondimos respondio respondiste respondisteis
V|replying|respondiendo
N|responsibility|responsabilidad
N|responsibilities|responsabilidades
A|responsible|responsable responsables
D|responsibly|responsablemente
V|subtract|resta restad restais restamos restan restar restas reste resteis restemos resten restes resto
V|subtracted|restaba restabais restabamos restaban restabas restada restadas restado restados restara restarais restaramos restaran restaras restaron restase restaseis restasemos restasen restases restaste restasteis
V|subtracting|restando
V|restore|restaura restaurad restaurais restauramos restauran restaurar restauras restaure restaureis restauremos restauren restaures restauro
V|restored|restauraba restaurabais restaurabamos restauraban restaurabas restaurada restauradas restaurado restaurados restaurara restaurarais restauraramos restauraran restauraras restauraron restaurase restauraseis restaurasemos restaurasen restaurases restauraste restaurasteis
V|restoring|restaurando
N|restaurant|restaurante
N|restaurants|restaurantes
N|restriction|restriccion
N|restrictions|restricciones
V|restrict|restringe restringen restringes restringi restringid restringimos restringir restringis restrinja restrinjais restrinjamos restrinjan restrinjas restrinjo
V|restricted|restringia restringiais restringiamos restringian restringias restringiera restringierais restringieramos restringieran restringieras restringieron restringiese restringieseis restringiesemos restringiesen restringieses restringio restringiste restringisteis
A|restricted|restringida restringidas restringido restringidos
V|restricting|restringiendo
V|turn out|resulta resultad resultais resultamos resultan resultar resultas resulte resulteis resultemos resulten resultes resulto
V|turned out|resultaba resultabais resultabamos resultaban resultabas resultada resultadas resultara resultarais resultaramos resultaran resultaras resultaron resultase resultaseis resultasemos resultasen resultases resultaste resultasteis
N|result|resultado
N|results|resultados
V|turning out|resultando
V|summarize|resuma resumais resumamos resuman resumas resume resumes resumi resumid resumimos resumir resumis resumo
N|summary|resumen sintesis
N|summaries|resumenes
V|summarized|resumia resumiais resumiamos resumian resumias resumida resumidas resumido resumidos resumiera resumierais resumieramos resumieran resumieras resumieron resumiese resumieseis resumiesemos resumiesen resumieses resumio resumiste resumisteis
V|summarizing|resumiendo
V|withhold|reten retene retened reteneis retenemos retener retenes retenga retengais retengamos retengan retengas retengo retiene retienen retienes
N|withholding|retencion
N|withholdings|retenciones
V|withheld|retenia reteniais reteniamos retenian retenias retenida retenidas retenido retenidos retuve retuviera retuvierais retuvieramos retuvieran retuvieras retuvieron retuviese retuvieseis retuviesemos retuviesen retuvieses retuvimos retuviste retuvisteis retuvo
V|withholding|reteniendo
V|withdraw|retira retirad retirais retiramos retiran retirar retiras retire retireis retiremos retiren retires
V|withdrew|retiraba retirabais retirabamos retiraban retirabas retirara retirarais retiraramos retiraran retiraras retiraron retirase retiraseis retirasemos retirasen retirases retiraste retirasteis
V|withdrawn|retirada retiradas retirado retirados
V|withdrawing|retirando
N|withdrawal|retiro
N|withdrawals|retiros
V|tweak|retoca retocad retocais retocamos retocan retocar retocas retoco retoque retoqueis retoquemos retoquen retoques
V|tweaked|retocaba retocabais retocabamos retocaban retocabas retocada retocadas retocado retocados retocara retocarais retocaramos retocaran retocaras retocaron retocase retocaseis retocasemos retocasen retocases retocaste retocasteis
V|tweaking|retocando
V|relay|retransmita retransmitais retransmitamos retransmitan retransmitas retransmite retransmiten retransmites retransmiti retransmitid retransmitimos retransmitir retransmitis retransmito
V|relayed|retransmitia retransmitiais retransmitiamos retransmitian retransmitias retransmitida retransmitidas retransmitido retransmitidos retransmitiera retransmitierais retransmitieramos retransmitieran retransmitieras retransmitieron retransmitiese retransmitieseis retransmitiesemos retransmitiesen retransmitieses retransmitio retransmitiste retransmitisteis
V|relaying|retransmitiendo
V|portray|retrata retratad retratais retratamos retratan retratar retratas retrate retrateis retratemos retraten retrates retrato
V|portrayed|retrataba retratabais retratabamos retrataban retratabas retratada retratadas retratado retratados retratara retratarais retrataramos retrataran retrataras retrataron retratase retrataseis retratasemos retratasen retratases retrataste retratasteis
V|portraying|retratando
V|go back|retroceda retrocedais retrocedamos retrocedan retrocedas retrocede retroceded retrocedeis retrocedemos retroceden retroceder retrocedes retrocedo
V|went back|retrocedi retrocedia retrocediais retrocediamos retrocedian retrocedias retrocediera retrocedierais retrocedieramos retrocedieran retrocedieras retrocedieron retrocediese retrocedieseis retrocediesemos retrocediesen retrocedieses retrocedimos retrocedio retrocediste retrocedisteis
V|gone back|retrocedida retrocedidas retrocedido retrocedidos
V|going back|retrocediendo
N|meeting|reunion
N|meetings|reuniones
A|revealed|revelada reveladas revelado revelados
V|revert|reverti revertid revertimos revertir revertis revierta reviertan reviertas revierte revierten reviertes revierto revirtais revirtamos revirtas
V|reverted|revertia revertiais revertiamos revertian revertias revertida revertidas revertido revertidos revertiste revertisteis revirtiera revirtierais revirtieramos revirtieran revirtieras revirtieron revirtiese revirtieseis revirtiesemos revirtiesen revirtieses revirtio
N|reverse|reves
V|reverting|revirtiendo
N|reviewer|revisor revisora
N|reviewers|revisoras revisores
N|magazine|revista
N|magazines|revistas
V|revoke|revoca revocad revocais revocamos revocan revocar revocas revoco revoque revoqueis revoquemos revoquen revoques
V|revoked|revocaba revocabais revocabamos revocaban revocabas revocara revocarais revocaramos revocaran revocaras revocaron revocase revocaseis revocasemos revocasen revocases revocaste revocasteis
A|revoked|revocada revocadas revocado revocados
V|revoking|revocando
N|revolution|revolucion
N|revolutions|revoluciones
N|king|rey
N|kings|reyes
V|prayed|rezaba rezabais rezabamos rezaban rezabas rezada rezadas rezado rezados rezara rezarais rezaramos rezaran rezaras rezaron rezase rezaseis rezasemos rezasen rezases rezaste rezasteis
V|praying|rezando
A|rich|rica ricas rico ricos
N|ricin|ricina
A|ridiculous|ridicula ridiculas ridiculo ridiculos
D|ridiculously|ridiculamente
V|ridicule|ridiculice ridiculiceis ridiculicemos ridiculicen ridiculices ridiculiza ridiculizad ridiculizais ridiculizamos ridiculizan ridiculizar ridiculizas ridiculizo
V|ridiculed|ridiculizaba ridiculizabais ridiculizabamos ridiculizaban ridiculizabas ridiculizada ridiculizadas ridiculizado ridiculizados ridiculizara ridiculizarais ridiculizaramos ridiculizaran ridiculizaras ridiculizaron ridiculizase ridiculizaseis ridiculizasemos ridiculizasen ridiculizases ridiculizaste ridiculizasteis
V|ridiculing|ridiculizando
V|laughing|riendo
N|risk|riesgo
N|risks|riesgos
A|rigid|rigida rigidas rigido rigidos
N|rhyme|rima
V|rhymed|rimaba rimabais rimabamos rimaban rimabas rimada rimadas rimado rimados rimara rimarais rimaramos rimaran rimaras rimaron rimase rimaseis rimasemos rimasen rimases rimaste rimasteis
V|rhyme|rimad rimais rimamos riman rimar rime rimeis rimemos rimen rimes rimo
V|rhyming|rimando
N|rhymes|rimas
V|surrendering|rindiendo
N|river|rio
N|rivers|rios
N|wealth|riqueza
N|wealths|riquezas
N|laughter|risa
N|laughters|risas
N|pace|ritmo
N|paces|ritmos
N|rival|rival
N|rivals|rivales
N|robot|robot
A|robotic|robotica roboticas robotico roboticos
N|robots|robots
A|robust|robusta robustas robusto robustos
V|surround|rodea rodead rodeais rodeamos rodean rodear rodeas rodee rodeeis rodeemos rodeen rodees rodeo
V|surrounded|rodeaba rodeabais rodeabamos rodeaban rodeabas rodeada rodeadas rodeado rodeados rodeara rodearais rodearamos rodearan rodearas rodearon rodease rodeaseis rodeasemos rodeasen rodeases rodeaste rodeasteis
V|surrounding|rodeando
N|knee|rodilla
N|knees|rodillas
V|beg|roga rogad rogais rogamos rogar rogas rogueis roguemos rogues ruega ruegan ruegas ruego ruegue rueguen ruegues suplica suplicad suplicais suplicamos suplican suplicar suplicas suplico suplique supliqueis supliquemos supliquen supliques
V|begged|rogaba rogabais rogabamos rogaban rogabas rogada rogadas rogado rogados rogara rogarais rogaramos rogaran rogaras rogaron rogase rogaseis rogasemos rogasen rogases rogaste rogasteis rogo rogue suplicaba suplicabais suplicabamos suplicaban suplicabas suplicada suplicadas suplicado suplicados suplicara suplicarais suplicaramos suplicaran suplicaras suplicaron suplicase suplicaseis suplicasemos suplicasen suplicases suplicaste suplicasteis
V|begging|rogando suplicando
A|red|roja rojas rojo rojos
N|roleplay|roleplay
A|romantic|romantica romanticas romantico romanticos
D|romantically|romanticamente
N|puzzle|rompecabezas
N|rootkit|rootkit
N|rootkits|rootkits
N|clothes|ropa
A|pink|rosa rosas
A|broken|rota rotas roto rotos
V|rotated|rotaba rotabais rotabamos rotaban rotabas rotada rotadas rotado rotados rotara rotarais rotaramos rotaran rotaras rotaron rotase rotaseis rotasemos rotasen rotases rotaste rotasteis
V|rotate|rotad rotais rotamos rotan rotar rote roteis rotemos roten rotes
V|rotating|rotando
N|router|router
N|routers|routers
N|hr|rrhh
N|rubric|rubrica
N|rubrics|rubricas
N|wheel|rueda
N|wheels|ruedas
N|noise|ruido
N|noises|ruidos
A|noisy|ruidosa ruidosas ruidoso ruidosos
D|noisily|ruidosamente
N|breakup|ruptura
N|breakups|rupturas
A|rural|rural rurales
D|rurally|ruralmente
A|russian|rusa rusas ruso rusos
N|path|ruta
N|paths|rutas
N|routine|rutina
N|routines|rutinas
N|saturday|sabado
N|saturdays|sabados
V|you know|sabes
A|wise|sabia sabias sabio sabios
D|wisely|sabiamente
N|wisdom|sabiduria
N|flavor|sabor
V|taste|saborea saboread saboreais saboreamos saborean saborear saboreas saboree saboreeis saboreemos saboreen saborees saboreo
V|tasted|saboreaba saboreabais saboreabamos saboreaban saboreabas saboreada saboreadas saboreado saboreados saboreara saborearais saborearamos saborearan saborearas saborearon saborease saboreaseis saboreasemos saboreasen saboreases saboreaste saboreasteis
V|tasting|saboreando
N|flavors|sabores
V|sabotage|sabotea sabotead saboteais saboteamos sabotean sabotear saboteas sabotee saboteeis saboteemos saboteen sabotees saboteo
V|sabotaged|saboteaba saboteabais saboteabamos saboteaban saboteabas saboteada saboteadas saboteado saboteados saboteara sabotearais sabotearamos sabotearan sabotearas sabotearon sabotease saboteaseis saboteasemos saboteasen saboteases saboteaste saboteasteis
V|sabotaging|saboteando
A|tasty|sabrosa sabrosas sabroso sabrosos
D|tastily|sabrosamente
V|take out|saca sacad sacais sacamos sacan sacar sacas saco saque saqueis saquemos saquen saques
V|took out|sacaba sacabais sacabamos sacaban sacabas sacara sacarais sacaramos sacaran sacaras sacaron sacase sacaseis sacasemos sacasen sacases sacaste sacasteis
V|taken out|sacada sacadas sacado sacados
V|taking out|sacando
V|sacrifice|sacrifica sacrificad sacrificais sacrificamos sacrifican sacrificar sacrificas sacrifico sacrifique sacrifiqueis sacrifiquemos sacrifiquen sacrifiques
V|sacrificed|sacrificaba sacrificabais sacrificabamos sacrificaban sacrificabas sacrificada sacrificadas sacrificado sacrificados sacrificara sacrificarais sacrificaramos sacrificaran sacrificaras sacrificaron sacrificase sacrificaseis sacrificasemos sacrificasen sacrificases sacrificaste sacrificasteis
V|sacrificing|sacrificando
N|sacrifice|sacrificio
N|sacrifices|sacrificios
A|sadistic|sadica sadicas sadico sadicos
A|sacred|sagrada sagradas sagrado sagrados
V|exit|sal sale salen sales salga salgais salgamos salgan salgas salgo sali salid salimos salir salis
N|salary|salario sueldo
N|salaries|salarios sueldos
V|exited|salia saliais saliamos salian salias salido salidos saliera salierais salieramos salieran salieras salieron saliese salieseis saliesemos saliesen salieses salio saliste salisteis
N|output|salida
N|outputs|salidas
V|exiting|saliendo
N|living room|salon
N|living rooms|salones
V|skip|salta saltad saltais saltamos saltan saltar saltas salte salteis saltemos salten saltes salto
V|skipped|saltaba saltabais saltabamos saltaban saltabas saltada saltadas saltado saltados saltara saltarais saltaramos saltaran saltaras saltaron saltase saltaseis saltasemos saltasen saltases saltaste saltasteis
V|skipping|saltando
N|health|salud
V|greet|saluda saludad saludais saludamos saludan saludar saludas salude saludeis saludemos saluden saludes
V|greeted|saludaba saludabais saludabamos saludaban saludabas saludada saludadas saludado saludados saludara saludarais saludaramos saludaran saludaras saludaron saludase saludaseis saludasemos saludasen saludases saludaste saludasteis
A|healthy|saludable saludables sana sanas sano sanos
D|healthily|saludablemente
V|greeting|saludando
N|greeting|saludo
N|greetings|saludos
N|safeguard|salvaguarda salvaguardia
N|safeguards|salvaguardas salvaguardias
A|wild|salvaje salvajes
D|wildly|salvajemente
N|caveat|salvedad
N|caveats|salvedades
V|healed|sanaba sanabais sanabamos sanaban sanabas sanada sanadas sanado sanados sanara sanarais sanaramos sanaran sanaras sanaron sanase sanaseis sanasemos sanasen sanases sanaste sanasteis
V|heal|sanad sanais sanamos sanan sanar sane saneis sanemos sanen sanes
V|healing|sanando
N|sanction|sancion
V|sanction|sanciona sancionad sancionais sancionamos sancionan sancionar sancionas sancione sancioneis sancionemos sancionen sanciono
V|sanctioned|sancionaba sancionabais sancionabamos sancionaban sancionabas sancionada sancionadas sancionado sancionados sancionara sancionarais sancionaramos sancionaran sancionaras sancionaron sancionase sancionaseis sancionasemos sancionasen sancionases sancionaste sancionasteis
V|sanctioning|sancionando
N|sanctions|sanciones
N|sandbox|sandbox
N|sandboxes|sandboxs
V|bleed|sangra sangrad sangrais sangramos sangran sangrar sangras sangreis sangremos sangren sangres sangro
V|bled|sangraba sangrabais sangrabamos sangraban sangrabas sangrada sangradas sangrado sangrados sangrara sangrarais sangraramos sangraran sangraras sangraron sangrase sangraseis sangrasemos sangrasen sangrases sangraste sangrasteis
V|bleeding|sangrando
N|blood|sangre
A|health|sanitaria sanitarias sanitario sanitarios
N|sarin|sarin
N|satire|satira
N|satires|satiras
N|satisfaction|satisfaccion
N|satisfactions|satisfacciones
V|satisfy|satisface satisfaced satisfaceis satisfacemos satisfacen satisfacer satisfaces satisfaga satisfagais satisfagamos satisfagan satisfagas satisfago satisfaz
V|satisfied|satisfacia satisfaciais satisfaciamos satisfacian satisfacias satisfice satisficiera satisficierais satisficieramos satisficieran satisficieras satisficieron satisficiese satisficieseis satisficiesemos satisficiesen satisficieses satisficimos satisficiste satisficisteis satisfizo
V|satisfying|satisfaciendo
A|satisfied|satisfecha satisfechas satisfecho satisfechos
A|dry|seca secas seco secos
V|dried|secaba secabais secabamos secaban secabas secada secadas secado secados secara secarais secaramos secaran secaras secaron secase secaseis secasemos secasen secases secaste secasteis
V|dry|secad secais secamos secan secar seque sequeis sequemos sequen seques
V|drying|secando
A|secret|secreta secretas secreto
N|secretary|secretaria secretario
N|secretaries|secretarias secretarios
N|secrets|secretos
N|sector|sector
N|sectors|sectores
N|sequence|secuencia
N|sequences|secuencias
V|hijack|secuestra secuestrad secuestrais secuestramos secuestran secuestrar secuestras secuestre secuestreis secuestremos secuestren secuestres
V|hijacked|secuestraba secuestrabais secuestrabamos secuestraban secuestrabas secuestrada secuestradas secuestrado secuestrados secuestrara secuestrarais secuestraramos secuestraran secuestraras secuestraron secuestrase secuestraseis secuestrasemos secuestrasen secuestrases secuestraste secuestrasteis
V|hijacking|secuestrando
N|kidnapping|secuestro
N|kidnappings|secuestros
A|secondary|secundaria secundarias secundario secundarios
D|secondarily|secundariamente
N|silk|seda
N|silks|sedas
N|headquarters|sede sedes
N|segment|segmento
N|segments|segmentos
V|follow|segui seguid seguimos seguir seguis siga sigais sigamos sigan sigas sigo sigue siguen sigues
V|followed|seguia seguiais seguiamos seguian seguias seguida seguidas seguido seguidos seguiste seguisteis siguiera siguierais siguieramos siguieran siguieras siguieron siguiese siguieseis siguiesemos siguiesen siguieses siguio
D|next|seguidamente
P|according to|segun
P|second|segunda segundas segundo
N|seconds|segundos
A|safe|segura seguras seguro seguros
D|surely|seguramente
N|safety|seguridad
P|six|seis
P|six hundred|seiscientas seiscientos
N|selection|seleccion
V|select|selecciona seleccionad seleccionais seleccionamos seleccionan seleccionar seleccionas seleccione seleccioneis seleccionemos seleccionen selecciono
V|selected|seleccionaba seleccionabais seleccionabamos seleccionaban seleccionabas seleccionada seleccionadas seleccionado seleccionados seleccionara seleccionarais seleccionaramos seleccionaran seleccionaras seleccionaron seleccionase seleccionaseis seleccionasemos seleccionasen seleccionases seleccionaste seleccionasteis
V|selecting|seleccionando
N|selections|selecciones
A|selective|selectiva selectivas selectivo selectivos
D|selectively|selectivamente
V|seal|sella sellad sellais sellamos sellan sellar sellas selle selleis sellemos sellen selles
V|sealed|sellaba sellabais sellabamos sellaban sellabas sellada selladas sellado sellados sellara sellarais sellaramos sellaran sellaras sellaron sellase sellaseis sellasemos sellasen sellases sellaste sellasteis
V|sealing|sellando
N|seal|sello
N|seals|sellos
N|week|semana
A|weekly|semanal semanales
D|weekly|semanalmente
N|weeks|semanas
V|sow|sembra sembrad sembrais sembramos sembrar sembras sembreis sembremos sembres siembra siembran siembras siembre siembren siembres siembro
V|sowed|sembraba sembrabais sembrabamos sembraban sembrabas sembrara sembrarais sembraramos sembraran sembraras sembraron sembrase sembraseis sembrasemos sembrasen sembrases sembraste sembrasteis sembre sembro
V|sown|sembrada sembradas sembrado sembrados
V|sowing|sembrando
A|similar|semejante semejantes similar similares
D|similarly|semejantemente similarmente
N|similarity|semejanza
N|similarities|semejanzas
A|semiannual|semestral semestrales
N|semester|semestre
N|semesters|semestres
N|seed|semilla
N|seeds|semillas
N|seminar|seminario
N|seminars|seminarios
N|signal|senal
V|flag|senala senalad senalais senalamos senalan senalar senalas senale senaleis senalemos senalen senalo
V|flagged|senalaba senalabais senalabamos senalaban senalabas senalada senaladas senalado senalados senalara senalarais senalaramos senalaran senalaras senalaron senalase senalaseis senalasemos senalasen senalases senalaste senalasteis
V|flagging|senalando
N|signals|senales
A|simple|sencilla sencillas sencillo sencillos simple simples
D|simply|sencillamente simplemente
P|each|sendas sendos
N|miss|senorita srta
N|misses|senoritas
N|feeling|sensacion sentimiento
N|feelings|sensaciones sentimientos
A|sensible|sensata sensatas sensato sensatos
N|sensitivity|sensibilidad
N|sensitivities|sensibilidades
A|sensitive|sensible sensibles
D|sensitively|sensiblemente
V|sit|senta sentad sentais sentamos sentar sentas senteis sentemos sentes
V|sat|sentaba sentabais sentabamos sentaban sentabas sentada sentadas sentado sentados sentara sentarais sentaramos sentaran sentaras sentaron sentase sentaseis sentasemos sentasen sentases sentaste sentasteis sente sento
V|sitting|sentando
V|feel|senti sentid sentimos sentir sentis sienta sientan sientas siente sienten sientes sintais sintamos sintas
V|felt|sentia sentiais sentiamos sentian sentias sentida sentidas sentiste sentisteis sintiera sintierais sintieramos sintieran sintieras sintieron sintiese sintieseis sintiesemos sintiesen sintieses sintio
N|sense|sentido
N|senses|sentidos
N|sentience|sentiencia
N|sentiences|sentiencias
A|sentimental|sentimental sentimentales
D|sentimentally|sentimentalmente
N|decoy|senuelo
N|decoys|senuelos
V|separate|separa separad separais separamos separan separar separas separe separeis separemos separen separes separo
V|separated|separaba separabais separabamos separaban separabas separara separarais separaramos separaran separaras separaron separase separaseis separasemos separasen separases separaste separasteis
N|separation|separacion
N|separations|separaciones
A|separate|separada separadas separado separados
D|separately|separadamente
N|separator|separador
N|separators|separadores
V|separating|separando
N|september|septiembre setiembre
P|seventh|septima septimo
N|series|serie
V|lecture|sermonea sermonead sermoneais sermoneamos sermonean sermonear sermoneas sermonee sermoneeis sermoneemos sermoneen sermonees sermoneo
V|lectured|sermoneaba sermoneabais sermoneabamos sermoneaban sermoneabas sermoneada sermoneadas sermoneado sermoneados sermoneara sermonearais sermonearamos sermonearan sermonearas sermonearon sermonease sermoneaseis sermoneasemos sermoneasen sermoneases sermoneaste sermoneasteis
V|lecturing|sermoneando
N|snake|serpiente
N|snakes|serpientes
V|serve|servi servid servimos servir servis sirva sirvais sirvamos sirvan sirvas sirve sirven sirves sirvo
V|served|servia serviais serviamos servian servias servida servidas servido servidos serviste servisteis sirviera sirvierais sirvieramos sirvieran sirvieras sirvieron sirviese sirvieseis sirviesemos sirviesen sirvieses sirvio
A|helpful|servicial serviciales util utiles
D|helpfully|servicialmente
N|service|servicio
N|services|servicios
N|server|servidor
N|servers|servidores
A|servile|servil serviles
D|servilely|servilmente
P|sixty|sesenta
V|bias|sesga sesgad sesgais sesgamos sesgan sesgar sesgas sesgue sesgueis sesguemos sesguen sesgues
V|biased|sesgaba sesgabais sesgabamos sesgaban sesgabas sesgara sesgarais sesgaramos sesgaran sesgaras sesgaron sesgase sesgaseis sesgasemos sesgasen sesgases sesgaste sesgasteis
A|biased|sesgada sesgadas sesgado sesgados
V|biasing|sesgando
N|bias|sesgo
N|biases|sesgos
N|session|sesion
N|sessions|sesiones
P|seven hundred|setecientas setecientos
P|seventy|setenta
A|severe|severa severas severo severos
D|severely|severamente
N|sex|sexo
N|sexes|sexos
P|sixth|sexta sexto
A|sexual|sexual sexuales
N|shell|shell
N|shells|shells
P|if|si
V|been|sido
D|always|siempre
V|am sorry|siento
P|seven|siete
A|stealthy|sigilosa sigilosas sigiloso sigilosos
D|stealthily|sigilosamente
N|century|siglo
N|centuries|siglos
V|mean|significa significad significais significamos significan significar significas significo signifique signifiqueis signifiquemos signifiquen signifiques
V|meant|significaba significabais significabamos significaban significabas significada significadas significara significarais significaramos significaran significaras significaron significase significaseis significasemos significasen significases significaste significasteis
N|meaning|significado
N|meanings|significados
V|meaning|significando
A|significant|significativa significativas significativo significativos
D|significantly|significativamente
V|following|siguiendo
A|following|siguiente siguientes
N|syllable|silaba
N|syllables|silabas
V|silence|silencia silenciad silenciais silenciamos silencian silenciar silencias silencie silencieis silenciemos silencien silencies
V|silenced|silenciaba silenciabais silenciabamos silenciaban silenciabas silenciada silenciadas silenciado silenciados silenciara silenciarais silenciaramos silenciaran silenciaras silenciaron silenciase silenciaseis silenciasemos silenciasen silenciases silenciaste silenciasteis
N|silencer|silenciador
N|silencers|silenciadores
V|silencing|silenciando
N|silence|silencio
N|silences|silencios
A|silent|silenciosa silenciosas silencioso silenciosos
D|silently|silenciosamente
N|chair|silla
N|chairs|sillas
V|symbolize|simbolice simboliceis simbolicemos simbolicen simbolices simboliza simbolizad simbolizais simbolizamos simbolizan simbolizar simbolizas simbolizo
V|symbolized|simbolizaba simbolizabais simbolizabamos simbolizaban simbolizabas simbolizada simbolizadas simbolizado simbolizados simbolizara simbolizarais simbolizaramos simbolizaran simbolizaras simbolizaron simbolizase simbolizaseis simbolizasemos simbolizasen simbolizases simbolizaste simbolizasteis
V|symbolizing|simbolizando
N|symbol|simbolo
N|symbols|simbolos
N|sympathy|simpatia
N|sympathies|simpatias
D|nicely|simpaticamente
V|simplify|simplifica simplificad simplificais simplificamos simplifican simplificar simplificas simplifico simplifique simplifiqueis simplifiquemos simplifiquen simplifiques
V|simplified|simplificaba simplificabais simplificabamos simplificaban simplificabas simplificada simplificadas simplificado simplificados simplificara simplificarais simplificaramos simplificaran simplificaras simplificaron simplificase simplificaseis simplificasemos simplificasen simplificases simplificaste simplificasteis
V|simplifying|simplificando
V|simulate|simula simulad simulais simulamos simulan simular simulas simule simuleis simulemos simulen simules simulo
V|simulated|simulaba simulabais simulabamos simulaban simulabas simulada simuladas simulado simulados simulara simularais simularamos simularan simularas simularon simulase simulaseis simulasemos simulasen simulases simulaste simulasteis
N|simulation|simulacion
N|simulations|simulaciones
N|drill|simulacro
N|drills|simulacros
V|simulating|simulando
P|without|sin
N|synagogue|sinagoga
N|synagogues|sinagogas
A|sincere|sincera sinceras sincero sinceros
V|sync|sincronice sincroniceis sincronicemos sincronicen sincronices sincroniza sincronizad sincronizais sincronizamos sincronizan sincronizar sincronizas sincronizo
V|synced|sincronizaba sincronizabais sincronizabamos sincronizaban sincronizabas sincronizada sincronizadas sincronizado sincronizados sincronizara sincronizarais sincronizaramos sincronizaran sincronizaras sincronizaron sincronizase sincronizaseis sincronizasemos sincronizasen sincronizases sincronizaste sincronizasteis
V|syncing|sincronizando
N|union|sindicato union
N|unions|sindicatos uniones
N|syndrome|sindrome
N|syndromes|sindromes
A|singular|singular singulares
D|singularly|singularmente
N|syntax|sintaxis
V|synthesize|sintetice sinteticeis sinteticemos sinteticen sintetices sintetiza sintetizad sintetizais sintetizamos sintetizan sintetizar sintetizas sintetizo
V|synthesized|sintetizaba sintetizabais sintetizabamos sintetizaban sintetizabas sintetizada sintetizadas sintetizado sintetizados sintetizara sintetizarais sintetizaramos sintetizaran sintetizaras sintetizaron sintetizase sintetizaseis sintetizasemos sintetizasen sintetizases sintetizaste sintetizasteis
V|synthesizing|sintetizando
V|feeling|sintiendo
N|symptom|sintoma
N|symptoms|sintomas
D|even|siquiera
V|serving|sirviendo
N|system|sistema
N|systems|sistemas
N|site|sitio
N|sites|sitios
N|situation|situacion
N|situations|situaciones
N|slack|slack
N|smartphone|smartphone
N|sms|sms
N|sovereignty|soberania
N|sovereignties|soberanias
V|bribe|soborna sobornad sobornais sobornamos sobornan sobornar sobornas soborne soborneis sobornemos sobornen sobornes
V|bribed|sobornaba sobornabais sobornabamos sobornaban sobornabas sobornada sobornadas sobornado sobornados sobornara sobornarais sobornaramos sobornaran sobornaras sobornaron sobornase sobornaseis sobornasemos sobornasen sobornases sobornaste sobornasteis
V|bribing|sobornando
N|bribe|soborno
N|bribes|sobornos
V|override|sobreescriba sobreescribais sobreescribamos sobreescriban sobreescribas sobreescribe sobreescriben sobreescribes sobreescribi sobreescribid sobreescribimos sobreescribir sobreescribis sobreescribo sobrescriba sobrescribais sobrescribamos sobrescriban sobrescribas sobrescribe sobrescriben sobrescribes sobrescribi sobrescribid sobrescribimos sobrescribir sobrescribis sobrescribo
V|overrode|sobreescribia sobreescribiais sobreescribiamos sobreescribian sobreescribias sobreescribiera sobreescribierais sobreescribieramos sobreescribieran sobreescribieras sobreescribieron sobreescribiese sobreescribieseis sobreescribiesemos sobreescribiesen sobreescribieses sobreescribio sobreescribiste sobreescribisteis sobrescribia sobrescribiais sobrescribiamos sobrescribian sobrescribias sobrescribiera sobrescribierais sobrescribieramos sobrescribieran sobrescribieras sobrescribieron sobrescribiese sobrescribieseis sobrescribiesemos sobrescribiesen sobrescribieses sobrescribio sobrescribiste sobrescribisteis
V|overriding|sobreescribiendo sobrescribiendo
V|overridden|sobreescrita sobreescritas sobreescrito sobreescritos sobrescrita sobrescritas sobrescrito sobrescritos
N|overwrite|sobrescritura
N|overwrites|sobrescrituras
V|survive|sobreviva sobrevivais sobrevivamos sobrevivan sobrevivas sobrevive sobreviven sobrevives sobrevivi sobrevivid sobrevivimos sobrevivir sobrevivis sobrevivo
V|survived|sobrevivia sobreviviais sobreviviamos sobrevivian sobrevivias sobrevivida sobrevividas sobrevivido sobrevividos sobreviviera sobrevivierais sobrevivieramos sobrevivieran sobrevivieras sobrevivieron sobreviviese sobrevivieseis sobreviviesemos sobreviviesen sobrevivieses sobrevivio sobreviviste sobrevivisteis
V|surviving|sobreviviendo
N|survivor|sobreviviente superviviente
N|survivors|sobrevivientes supervivientes
A|sober|sobria sobrias sobrio sobrios
D|soberly|sobriamente
N|niece|sobrina
N|nieces|sobrinas
N|nephew|sobrino
N|nephews|sobrinos
A|social|social sociales
N|sofa|sofa
N|sofas|sofas
A|sophisticated|sofisticada sofisticadas sofisticado sofisticados
N|software|software
N|sun|sol
A|alone|sola solas solos
V|usually|solais solamos sole soled soleis solemos soler soliendo suela suelan suelas suele suelen sueles suelo
D|only|solamente solo unicamente
N|loneliness|soledad
N|lonelinesses|soledades
N|suns|soles
V|used to|soli solia soliais soliamos solian solias soliera solierais solieramos solieran solieras solieron soliese solieseis soliesemos soliesen solieses solimos solio soliste solisteis
V|request|solicita solicitad solicitais solicitamos solicitan solicitar solicitas solicite soliciteis solicitemos soliciten solicites solicito
V|requested|solicitaba solicitabais solicitabamos solicitaban solicitabas solicitada solicitadas solicitado solicitados solicitara solicitarais solicitaramos solicitaran solicitaras solicitaron solicitase solicitaseis solicitasemos solicitasen solicitases solicitaste solicitasteis
V|requesting|solicitando
N|applicant|solicitante
N|applicants|solicitantes
A|solid|solida solidas solido solidos
A|supportive|solidaria solidarias solidario solidarios
D|supportively|solidariamente
N|solidarity|solidaridad
N|solidarities|solidaridades
A|lonely|solitaria solitarias solitario solitarios
V|drop|solta soltad soltais soltamos soltar soltas solteis soltemos soltes suelta sueltan sueltas suelte suelten sueltes suelto
V|dropped|soltaba soltabais soltabamos soltaban soltabas soltada soltadas soltado soltados soltara soltarais soltaramos soltaran soltaras soltaron soltase soltaseis soltasemos soltasen soltases soltaste soltasteis solte solto
V|dropping|soltando
A|single|soltera solteras soltero solteros
N|solution|solucion
V|solve|soluciona solucionad solucionais solucionamos solucionan solucionar solucionas solucione solucioneis solucionemos solucionen soluciono
V|solved|solucionaba solucionabais solucionabamos solucionaban solucionabas solucionada solucionadas solucionado solucionados solucionara solucionarais solucionaramos solucionaran solucionaras solucionaron solucionase solucionaseis solucionasemos solucionasen solucionases solucionaste solucionasteis
V|solving|solucionando
N|solutions|soluciones
N|shadow|sombra
N|shadows|sombras
N|hat|sombrero
N|hats|sombreros
V|submit|someta sometais sometamos sometan sometas somete someted someteis sometemos someten someter sometes someto
V|submitted|someti sometia sometiais sometiamos sometian sometias sometida sometidas sometido sometidos sometiera sometierais sometieramos sometieran sometieras sometieron sometiese sometieseis sometiesemos sometiesen sometieses sometimos sometio sometiste sometisteis
V|submitting|sometiendo
V|sound|sona sonad sonais sonamos sonar sonas soneis sonemos sones suena suenan suenas suene suenen suenes
V|sounded|sonaba sonabais sonabamos sonaban sonabas sonada sonadas sonado sonados sonara sonarais sonaramos sonaran sonaras sonaron sonase sonaseis sonasemos sonasen sonases sonaste sonasteis sone sono
V|sounding|sonando
N|probe|sonda
N|probes|sondas
N|sound|sonido
N|sounds|sonidos
V|smile|sonrei sonreid sonreimos sonreir sonreis sonria sonriais sonriamos sonrian sonrias sonrie sonrien sonries
V|smiled|sonreia sonreiais sonreiamos sonreian sonreias sonreida sonreidas sonreido sonreidos sonreiste sonreisteis sonriera sonrierais sonrieramos sonrieran sonrieras sonrieron sonriese sonrieseis sonriesemos sonriesen sonrieses sonrio
V|smiling|sonriendo
N|smile|sonrisa
N|smiles|sonrisas
N|soup|sopa
N|soups|sopas
V|blow|sopla soplad soplais soplamos soplan soplar soplas sople sopleis soplemos soplen soples soplo
V|blew|soplaba soplabais soplabamos soplaban soplabas soplara soplarais soplaramos soplaran soplaras soplaron soplase soplaseis soplasemos soplasen soplases soplaste soplasteis
V|blown|soplada sopladas soplado soplados
V|blowing|soplando
N|support|soporte
N|supports|soportes
V|surprise|sorprenda sorprendais sorprendamos sorprendan sorprendas sorprende sorprended sorprendeis sorprendemos sorprenden sorprender sorprendes sorprendo
V|surprised|sorprendi sorprendia sorprendiais sorprendiamos sorprendian sorprendias sorprendiera sorprendierais sorprendieramos sorprendieran sorprendieras sorprendieron sorprendiese sorprendieseis sorprendiesemos sorprendiesen sorprendieses sorprendimos sorprendio sorprendiste sorprendisteis
A|surprised|sorprendida sorprendidas sorprendido sorprendidos
V|surprising|sorprendiendo
N|surprise|sorpresa
N|surprises|sorpresas
N|raffle|sorteo
N|raffles|sorteos
N|suspicion|sospecha
V|suspected|sospechaba sospechabais sospechabamos sospechaban sospechabas sospechada sospechadas sospechado sospechados sospechara sospecharais sospecharamos sospecharan sospecharas sospecharon sospechase sospechaseis sospechasemos sospechasen sospechases sospechaste sospechasteis
V|suspect|sospechad sospechais sospechamos sospechan sospechar sospeche sospecheis sospechemos sospechen sospeches sospecho
V|suspecting|sospechando
N|suspicions|sospechas
A|suspicious|sospechosa sospechosas sospechoso sospechosos
D|suspiciously|sospechosamente
V|hold|sosten sostene sostened sosteneis sostenemos sostener sostenes sostenga sostengais sostengamos sostengan sostengas sostengo sostiene sostienen sostienes sujeta sujetad sujetais sujetamos sujetan sujetar sujetas sujete sujeteis sujetemos sujeten sujetes sujeto
V|held|sostenia sosteniais sosteniamos sostenian sostenias sostenida sostenidas sostenido sostenidos sostuve sostuviera sostuvierais sostuvieramos sostuvieran sostuvieras sostuvieron sostuviese sostuvieseis sostuviesemos sostuviesen sostuvieses sostuvimos sostuviste sostuvisteis sostuvo sujetaba sujetabais sujetabamos sujetaban sujetabas sujetada sujetadas sujetado sujetados sujetara sujetarais sujetaramos sujetaran sujetaras sujetaron sujetase sujetaseis sujetasemos sujetasen sujetases sujetaste sujetasteis
V|holding|sosteniendo sujetando
N|basement|sotano
N|basements|sotanos
N|spam|spam
N|spyware|spyware
N|sql|sql
N|ssh|ssh
N|ssn|ssn
N|startup|startup
N|startups|startups
N|stocks|stocks
P|your|su sus tu tus vuestra vuestras vuestro vuestros
D|softly|suavemente
V|upload|suba subais subamos suban subas sube suben subes subi subid subimos subir subis subo
N|substring|subcadena
N|substrings|subcadenas
N|subset|subconjunto
N|subsets|subconjuntos
V|uploaded|subia subiais subiamos subian subias subido subidos subiera subierais subieramos subieran subieras subieron subiese subieseis subiesemos subiesen subieses subio subiste subisteis
N|upload|subida
N|uploads|subidas
V|uploading|subiendo
A|subjective|subjetiva subjetivas subjetivo subjetivos
D|subjectively|subjetivamente
N|subordinate|subordinada subordinado
N|subordinates|subordinadas subordinados
V|underline|subraya subrayad subrayais subrayamos subrayan subrayar subrayas subraye subrayeis subrayemos subrayen subrayes subrayo
V|underlined|subrayaba subrayabais subrayabamos subrayaban subrayabas subrayada subrayadas subrayado subrayados subrayara subrayarais subrayaramos subrayaran subrayaras subrayaron subrayase subrayaseis subrayasemos subrayasen subrayases subrayaste subrayasteis
V|underlining|subrayando
N|subsidy|subsidio
N|subsidies|subsidios
N|subtitle|subtitulo
N|subtitles|subtitulos
N|subtotal|subtotal
N|subtotals|subtotales
N|grant|subvencion
V|subsidize|subvenciona subvencionad subvencionais subvencionamos subvencionan subvencionar subvencionas subvencione subvencioneis subvencionemos subvencionen subvenciono
V|subsidized|subvencionaba subvencionabais subvencionabamos subvencionaban subvencionabas subvencionada subvencionadas subvencionado subvencionados subvencionara subvencionarais subvencionaramos subvencionaran subvencionaras subvencionaron subvencionase subvencionaseis subvencionasemos subvencionasen subvencionases subvencionaste subvencionasteis
V|subsidizing|subvencionando
N|grants|subvenciones
A|underlying|subyacente subyacentes
D|successively|sucesivamente
A|dirty|sucia sucias sucio sucios
V|sweat|suda sudad sudais sudamos sudan sudar sudas sude sudeis sudemos suden sudes
V|sweated|sudaba sudabais sudabamos sudaban sudabas sudada sudadas sudado sudados sudara sudarais sudaramos sudaran sudaras sudaron sudase sudaseis sudasemos sudasen sudases sudaste sudasteis
V|sweating|sudando
N|sudo|sudo
N|dream|sueno
N|dreams|suenos
N|luck|suerte
N|lucks|suertes
A|enough|suficiente suficientes
D|enoughly|suficientemente
N|suffix|sufijo
N|suffixes|sufijos
V|pay for|sufraga sufragad sufragais sufragamos sufragan sufragar sufragas sufrago sufrague sufragueis sufraguemos sufraguen sufragues
V|paid for|sufragaba sufragabais sufragabamos sufragaban sufragabas sufragada sufragadas sufragado sufragados sufragara sufragarais sufragaramos sufragaran sufragaras sufragaron sufragase sufragaseis sufragasemos sufragasen sufragases sufragaste sufragasteis
V|paying for|sufragando
N|suffering|sufrimiento
N|sufferings|sufrimientos
N|suggestion|sugerencia
N|suggestions|sugerencias
V|suggest|sugeri sugerid sugerimos sugerir sugeris sugiera sugieran sugieras sugiere sugieren sugieres sugiero sugirais sugiramos sugiras
V|suggested|sugeria sugeriais sugeriamos sugerian sugerias sugerida sugeridas sugerido sugeridos sugeriste sugeristeis sugiriera sugirierais sugirieramos sugirieran sugirieras sugirieron sugiriese sugirieseis sugiriesemos sugiriesen sugirieses sugirio
V|suggesting|sugiriendo
V|commit suicide|suicida suicidad suicidais suicidamos suicidan suicidar suicidas suicide suicideis suicidemos suiciden suicides suicido
V|committed suicide|suicidaba suicidabais suicidabamos suicidaban suicidabas suicidada suicidadas suicidado suicidados suicidara suicidarais suicidaramos suicidaran suicidaras suicidaron suicidase suicidaseis suicidasemos suicidasen suicidases suicidaste suicidasteis
V|committing suicide|suicidando
N|suicide|suicidio
N|suicides|suicidios
N|sum|suma
N|sums|sumas
N|supply|suministro
N|supplies|suministros
A|submissive|sumisa sumisas sumiso sumisos
D|submissively|sumisamente
N|submission|sumision
N|submissions|sumisiones
D|super|super
V|overcome|supera superad superada superadas superado superados superais superamos superan superar superas supere supereis superemos superen superes supero
V|overcame|superaba superabais superabamos superaban superabas superara superarais superaramos superaran superaras superaron superase superaseis superasemos superasen superases superaste superasteis
V|overcoming|superando
N|surface|superficie
N|surfaces|superficies
A|superior|superior superiores
N|supermarket|supermercado
N|supermarkets|supermercados
N|superpower|superpoder
N|superpowers|superpoderes
N|superuser|superusuario
N|superusers|superusuarios
V|supervise|supervisa supervisad supervisais supervisamos supervisan supervisar supervisas supervise superviseis supervisemos supervisen supervises superviso
V|supervised|supervisaba supervisabais supervisabamos supervisaban supervisabas supervisada supervisadas supervisado supervisados supervisara supervisarais supervisaramos supervisaran supervisaras supervisaron supervisase supervisaseis supervisasemos supervisasen supervisases supervisaste supervisasteis
V|supervising|supervisando
N|oversight|supervision
N|oversights|supervisiones
N|supervisor|supervisor supervisora
N|supervisors|supervisoras supervisores
V|substitute|supla suplais suplamos suplan suplas suple suplen suples supli suplid suplimos suplir suplis suplo
V|impersonate|suplanta suplantad suplantais suplantamos suplantan suplantar suplantas suplante suplanteis suplantemos suplanten suplantes suplanto
V|impersonated|suplantaba suplantabais suplantabamos suplantaban suplantabas suplantada suplantadas suplantado suplantados suplantara suplantarais suplantaramos suplantaran suplantaras suplantaron suplantase suplantaseis suplantasemos suplantasen suplantases suplantaste suplantasteis
N|impersonation|suplantacion
N|impersonations|suplantaciones
V|impersonating|suplantando
V|substituted|suplia supliais supliamos suplian suplias suplida suplidas suplido suplidos supliera suplierais suplieramos suplieran suplieras suplieron supliese suplieseis supliesemos supliesen suplieses suplio supliste suplisteis
V|substituting|supliendo
V|suppose|supon supone suponed suponeis suponemos suponen suponer supones suponga supongais supongamos supongan supongas supongo
V|supposed|suponia suponiais suponiamos suponian suponias supuesta supuestas supuse supusiera supusierais supusieramos supusieran supusieras supusieron supusiese supusieseis supusiesemos supusiesen supusieses supusimos supusiste supusisteis supuso
V|supposing|suponiendo
A|supreme|suprema supremas supremo supremos
D|supremely|supremamente
N|suppression|supresion
N|suppressions|supresiones
V|suppress|suprima suprimais suprimamos supriman suprimas suprime suprimen suprimes suprimi suprimid suprimimos suprimir suprimis suprimo
V|suppressed|suprimia suprimiais suprimiamos suprimian suprimias suprimida suprimidas suprimido suprimidos suprimiera suprimierais suprimieramos suprimieran suprimieras suprimieron suprimiese suprimieseis suprimiesemos suprimiesen suprimieses suprimio suprimiste suprimisteis
V|suppressing|suprimiendo
D|supposedly|supuestamente
N|assumption|supuesto
N|assumptions|supuestos
N|south|sur
N|souths|sures
V|arise|surge surgen surges surgi surgid surgimos surgir surgis surja surjais surjamos surjan surjas surjo
V|arose|surgia surgiais surgiamos surgian surgias surgiera surgierais surgieramos surgieran surgieras surgieron surgiese surgieseis surgiesemos surgiesen surgieses surgio surgiste surgisteis
V|arisen|surgida surgidas surgido surgidos
V|arising|surgiendo
V|subscribe|suscriba suscribais suscribamos suscriban suscribas suscribe suscriben suscribes suscribi suscribid suscribimos suscribir suscribis suscribo
V|subscribed|suscribia suscribiais suscribiamos suscribian suscribias suscribiera suscribierais suscribieramos suscribieran suscribieras suscribieron suscribiese suscribieseis suscribiesemos suscribiesen suscribieses suscribio suscribiste suscribisteis suscrita suscritas suscrito suscritos
V|subscribing|suscribiendo
N|subscription|suscripcion
N|subscriptions|suscripciones
N|subscriber|suscriptor suscriptora
N|subscribers|suscriptoras suscriptores
V|suspend|suspenda suspendais suspendamos suspendan suspendas suspende suspended suspendeis suspendemos suspenden suspender suspendes suspendo
V|suspended|suspendi suspendia suspendiais suspendiamos suspendian suspendias suspendiera suspendierais suspendieramos suspendieran suspendieras suspendieron suspendiese suspendieseis suspendiesemos suspendiesen suspendieses suspendimos suspendio suspendiste suspendisteis
A|suspended|suspendida suspendidas suspendido suspendidos
V|suspending|suspendiendo
N|suspension|suspension
N|suspensions|suspensiones
N|substance|sustancia
N|substances|sustancias
N|noun|sustantivo
N|nouns|sustantivos
V|whisper|susurra susurrad susurrais susurramos susurran susurrar susurras susurre susurreis susurremos susurren susurres
V|whispered|susurraba susurrabais susurrabamos susurraban susurrabas susurrada susurradas susurrado susurrados susurrara susurrarais susurraramos susurraran susurraras susurraron susurrase susurraseis susurrasemos susurrasen susurrases susurraste susurrasteis
V|whispering|susurrando
N|whisper|susurro
N|whispers|susurros
A|subtle|sutil sutiles
D|subtly|sutilmente
P|yours|suya suyas suyo suyos tuya tuyas tuyo tuyos
N|swift|swift
N|sysadmin|sysadmin
N|tobacco|tabaco
N|dashboards|tableros
V|cross out|tacha tachad tachais tachamos tachan tachar tachas tache tacheis tachemos tachen taches tacho
V|crossed out|tachaba tachabais tachabamos tachaban tachabas tachada tachadas tachado tachados tachara tacharais tacharamos tacharan tacharas tacharon tachase tachaseis tachasemos tachasen tachases tachaste tachasteis
V|crossing out|tachando
D|tacitly|tacitamente
N|tactic|tactica
N|tactics|tacticas
P|such|tal tales
N|talent|talento
N|talents|talentos
N|size|talla tamano
N|sizes|tallas tamanos
N|workshop|taller
N|workshops|talleres
P|neither|tampoco
D|so|tan
P|so much|tanta tanto
P|so many|tantas tantos
V|cover up|tapa tapad tapais tapamos tapan tapar tapas tape tapeis tapemos tapen tapes tapo
V|covered up|tapaba tapabais tapabamos tapaban tapabas tapada tapadas tapado tapados tapara taparais taparamos taparan taparas taparon tapase tapaseis tapasemos tapasen tapases tapaste tapasteis
V|covering up|tapando
D|late|tarde
N|afternoons|tardes
N|task|tarea
N|tasks|tareas
N|rate|tarifa tasa
N|rates|tarifas tasas
N|pricing|tarificacion
N|pricings|tarificaciones
V|appraised|tasaba tasabais tasabamos tasaban tasabas tasada tasadas tasado tasados tasara tasarais tasaramos tasaran tasaras tasaron tasase tasaseis tasasemos tasasen tasases tasaste tasasteis
V|appraise|tasad tasais tasamos tasan tasar tase taseis tasemos tasen tases taso
V|appraising|tasando
N|taxi|taxi
N|taxis|taxis
N|taxonomy|taxonomia
N|taxonomies|taxonomias
N|theater|teatro
N|theaters|teatros
N|ceiling|techo
N|ceilings|techos
N|keyboard|teclado
N|keyboards|teclados
V|type|teclea teclead tecleais tecleamos teclean teclear tecleas teclee tecleeis tecleemos tecleen teclees tecleo tipea tipead tipeais tipeamos tipean tipear tipeas tipee tipeeis tipeemos tipeen tipees tipeo
V|typed|tecleaba tecleabais tecleabamos tecleaban tecleabas tecleada tecleadas tecleado tecleados tecleara teclearais teclearamos teclearan teclearas teclearon teclease tecleaseis tecleasemos tecleasen tecleases tecleaste tecleasteis tipeaba tipeabais tipeabamos tipeaban tipeabas tipeada tipeadas tipeado tipeados tipeara tipearais tipearamos tipearan tipearas tipearon tipease tipeaseis tipeasemos tipeasen tipeases tipeaste tipeasteis
V|typing|tecleando tipeando
N|technique|tecnica
D|technically|tecnicamente
N|techniques|tecnicas
A|technical|tecnico tecnicos
N|technology|tecnologia
N|technologies|tecnologias
V|knit|teja tejais tejamos tejan tejas teje tejed tejeis tejemos tejen tejer tejes tejo
V|knitted|teji tejia tejiais tejiamos tejian tejias tejida tejidas tejido tejidos tejiera tejierais tejieramos tejieran tejieras tejieron tejiese tejieseis tejiesemos tejiesen tejieses tejimos tejio tejiste tejisteis
V|knitting|tejiendo
N|tv|tele
V|phone|telefonea telefonead telefoneais telefoneamos telefonean telefonear telefoneas telefonee telefoneeis telefoneemos telefoneen telefonees telefoneo
V|phoned|telefoneaba telefoneabais telefoneabamos telefoneaban telefoneabas telefoneada telefoneadas telefoneado telefoneados telefoneara telefonearais telefonearamos telefonearan telefonearas telefonearon telefonease telefoneaseis telefoneasemos telefoneasen telefoneases telefoneaste telefoneasteis
V|phoning|telefoneando
A|telephone|telefonica telefonicas telefonico telefonicos
N|phone|telefono
N|phones|telefonos
N|telegram|telegram
N|tvs|teles
N|television|television televisor
N|televisions|televisiones televisores
N|topic|tema
V|fear|temais temamos teman teme temed temeis tememos temen temer temes temo
N|topics|temas
V|feared|temi temia temiais temiamos temian temias temida temidas temido temidos temiera temierais temieramos temieran temieras temieron temiese temieseis temiesemos temiesen temieses temimos temio temiste temisteis
V|fearing|temiendo
N|temperature|temperatura
N|temperatures|temperaturas
N|temple|templo
N|temples|templos
N|season|temporada
N|seasons|temporadas
A|temporary|temporal temporales temporaria temporarias temporario temporarios
D|temporarily|temporalmente temporariamente
A|early|temprana tempranas tempranos
D|early|temprano
V|tend|tendais tendamos tendas tende tended tendeis tendemos tender tendes tiendan tiende tienden tiendes tiendo
N|trend|tendencia
N|trends|tendencias
V|tended|tendi tendia tendiais tendiamos tendian tendias tendida tendidas tendido tendidos tendiera tendierais tendieramos tendieran tendieras tendieron tendiese tendieseis tendiesemos tendiesen tendieses tendimos tendio tendiste tendisteis
V|tending|tendiendo
N|fork|tenedor
N|forks|tenedores
V|dye|teni tenid tenimos tenir tenis tina tinais tinamos tinan tinas tine tinen tines tino
V|dyed|teniste tenisteis tinera tinerais tineramos tineran tineras tineron tinese tineseis tinesemos tinesen tineses
A|tense|tensa tensas tenso tensos
D|tensely|tensamente
N|tension|tension
N|tensions|tensiones
N|temptation|tentacion
N|temptations|tentaciones
N|theory|teoria
N|theories|teorias
A|theoretical|teorica teoricas teorico teoricos
D|theoretically|teoricamente
N|therapist|terapeuta
N|therapists|terapeutas
N|therapy|terapia
N|therapies|terapias
P|third|tercer tercera terceras tercero terceros
V|end|termina terminad terminais terminamos terminan terminar terminas termine termineis terminemos terminen termines
V|ended|terminaba terminabais terminabamos terminaban terminabas terminada terminadas terminado terminados terminara terminarais terminaramos terminaran terminaras terminaron terminase terminaseis terminasemos terminasen terminases terminaste terminasteis
A|terminal|terminal terminales
D|terminally|terminalmente
V|ending|terminando
N|term|termino
N|terms|terminos
N|thermite|termita
N|thermites|termitas
N|land|terreno
N|lands|terrenos
N|territory|territorio
N|territories|territorios
N|terrorism|terrorismo
A|terrorist|terrorista terroristas
N|teas|tes
N|thesis|tesina tesis
N|theses|tesinas
N|treasurer|tesorera tesorero
N|treasurers|tesoreras tesoreros
N|treasury|tesoreria
N|treasuries|tesorerias
N|treasure|tesoro
N|treasures|tesoros
N|witness|testigo
N|witnesses|testigos
N|testimony|testimonio
N|testimonies|testimonios
N|text|texto
N|texts|textos
A|verbatim|textual textuales
D|verbatim|textualmente
N|thriller|thriller
N|thrillers|thrillers
N|aunt|tia
N|aunts|tias
N|shark|tiburon
N|sharks|tiburones
N|store|tienda
N|stores|tiendas
N|earth|tierra
N|earths|tierras
N|tiger|tigre
N|tigers|tigres
N|scissors|tijeras
A|shy|timida timidas timido timidos
N|ink|tinta
N|inks|tintas
N|uncle|tio
N|uncles|tios
A|typical|tipica tipicas tipico tipicos
D|typically|tipicamente
N|type|tipo
N|font|tipografia
N|fonts|tipografias
N|types|tipos
N|shooting|tiroteo
N|shootings|tiroteos
N|holder|titular
N|holders|titulares
N|title|titulo
N|titles|titulos
N|towel|toalla
N|towels|toallas
N|ankle|tobillo
N|ankles|tobillos
V|touch|toca tocad tocais tocamos tocan tocar tocas toco toque toqueis toquemos toquen toques
V|touched|tocaba tocabais tocabamos tocaban tocabas tocada tocadas tocado tocados tocara tocarais tocaramos tocaran tocaras tocaron tocase tocaseis tocasemos tocasen tocases tocaste tocasteis
V|touching|tocando
P|all|toda todas todos
D|still|todavia
P|everything|todo
N|token|token
N|tokenizer|tokenizador
N|tokenizers|tokenizadores
N|tokens|tokens
V|tolerate|tolera tolerad tolerais toleramos toleran tolerar toleras tolere tolereis toleremos toleren toleres tolero
V|tolerated|toleraba tolerabais tolerabamos toleraban tolerabas tolerada toleradas tolerado tolerados tolerara tolerarais toleraramos toleraran toleraras toleraron tolerase toleraseis tolerasemos tolerasen tolerases toleraste tolerasteis
N|tolerance|tolerancia
N|tolerances|tolerancias
V|tolerating|tolerando
N|tomato|tomate
N|tomatoes|tomates
N|tone|tono
N|tones|tonos
V|twist|torce torced torceis torcemos torcer torces torzais torzamos torzas tuerce tuercen tuerces tuerza tuerzan tuerzas tuerzo
V|twisted|torci torcia torciais torciamos torcian torcias torcida torcidas torcido torcidos torciera torcierais torcieramos torcieran torcieras torcieron torciese torcieseis torciesemos torciesen torcieses torcimos torcio torciste torcisteis
V|twisting|torciendo
N|storm|tormenta
N|storms|tormentas
N|bull|toro
N|bulls|toros
N|tower|torre
N|towers|torres
N|turtle|tortuga
N|turtles|tortugas
V|torture|tortura torturad torturais torturamos torturan torturar torturas torture tortureis torturemos torturen tortures torturo
V|tortured|torturaba torturabais torturabamos torturaban torturabas torturada torturadas torturado torturados torturara torturarais torturaramos torturaran torturaras torturaron torturase torturaseis torturasemos torturasen torturases torturaste torturasteis
V|torturing|torturando
N|cough|tos
V|cough|tosa tosais tosamos tosan tosas tose tosed toseis tosemos tosen toser toso
N|coughs|toses
V|coughed|tosi tosia tosiais tosiamos tosian tosias tosida tosidas tosido tosidos tosiera tosierais tosieramos tosieran tosieras tosieron tosiese tosieseis tosiesemos tosiesen tosieses tosimos tosio tosiste tosisteis
V|coughing|tosiendo
A|total|total totales
D|totally|totalmente
A|toxic|toxica toxicas toxico toxicos
D|toxically|toxicamente
N|toxin|toxina
N|toxins|toxinas
N|pos|tpv
N|worker|trabajador trabajadora
N|workers|trabajadoras trabajadores
V|trace|trace traceis tracemos tracen traces traza trazad trazais trazamos trazan trazar trazas trazo
N|tradition|tradicion
A|traditional|tradicional tradicionales
D|traditionally|tradicionalmente
N|traditions|tradiciones
N|translation|traduccion
N|translations|traducciones
V|translate|traduce traducen traduces traduci traducid traducimos traducir traducis traduzca traduzcais traduzcamos traduzcan traduzcas traduzco
V|translated|traducia traduciais traduciamos traducian traducias traducida traducidas traducido traducidos traduje tradujera tradujerais tradujeramos tradujeran tradujeras tradujeron tradujese tradujeseis tradujesemos tradujesen tradujeses tradujimos tradujiste tradujisteis tradujo
V|translating|traduciendo
N|translator|traductor traductora
N|translators|traductoras traductores
V|bring|trae traed traeis traemos traen traer traes traiga traigais traigamos traigan traigas traigo
V|traffic|trafica traficad traficais traficamos trafican traficar traficas trafique trafiqueis trafiquemos trafiquen trafiques
V|trafficked|traficaba traficabais traficabamos traficaban traficabas traficada traficadas traficado traficados traficara traficarais traficaramos traficaran traficaras traficaron traficase traficaseis traficasemos traficasen traficases traficaste traficasteis
V|trafficking|traficando
N|traffic|trafico
N|traffics|traficos
V|swallow|traga tragad tragais tragamos tragan tragar tragas trago trague tragueis traguemos traguen tragues
V|swallowed|tragaba tragabais tragabamos tragaban tragabas tragada tragadas tragado tragados tragara tragarais tragaramos tragaran tragaras tragaron tragase tragaseis tragasemos tragasen tragases tragaste tragasteis
V|swallowing|tragando
N|tragedy|tragedia
N|tragedies|tragedias
V|brought|traia traiais traiamos traian traias traida traidas traido traidos traje trajera trajerais trajeramos trajeran trajeras trajeron trajese trajeseis trajesemos trajesen trajeses trajimos trajiste trajisteis trajo
N|trap|trampa
N|traps|trampas
A|cheating|tramposa tramposas tramposo tramposos
A|calm|tranquila tranquilas tranquilo tranquilos
D|calmly|tranquilamente
V|reassure|tranquilice tranquiliceis tranquilicemos tranquilicen tranquilices tranquiliza tranquilizad tranquilizais tranquilizamos tranquilizan tranquilizar tranquilizas tranquilizo
N|calm|tranquilidad
N|calms|tranquilidades
V|reassured|tranquilizaba tranquilizabais tranquilizabamos tranquilizaban tranquilizabas tranquilizada tranquilizadas tranquilizado tranquilizados tranquilizara tranquilizarais tranquilizaramos tranquilizaran tranquilizaras tranquilizaron tranquilizase tranquilizaseis tranquilizasemos tranquilizasen tranquilizases tranquilizaste tranquilizasteis
V|reassuring|tranquilizando
V|transcribe|transcriba transcribais transcribamos transcriban transcribas transcribe transcriben transcribes transcribi transcribid transcribimos transcribir transcribis transcribo
V|transcribed|transcribia transcribiais transcribiamos transcribian transcribias transcribiera transcribierais transcribieramos transcribieran transcribieras transcribieron transcribiese transcribieseis transcribiesemos transcribiesen transcribieses transcribio transcribiste transcribisteis transcrita transcritas transcrito transcritos
V|transcribing|transcribiendo
N|transcript|transcripcion
N|transcripts|transcripciones
V|elapse|transcurra transcurrais transcurramos transcurran transcurras transcurre transcurren transcurres transcurri transcurrid transcurrimos transcurrir transcurris transcurro
V|elapsed|transcurria transcurriais transcurriamos transcurrian transcurrias transcurrida transcurridas transcurrido transcurridos transcurriera transcurrierais transcurrieramos transcurrieran transcurrieras transcurrieron transcurriese transcurrieseis transcurriesemos transcurriesen transcurrieses transcurrio transcurriste transcurristeis
V|elapsing|transcurriendo
V|transfer|transferi transferid transferimos transferir transferis transfiera transfieran transfieras transfiere transfieren transfieres transfiero transfirais transfiramos transfiras
V|transferred|transferia transferiais transferiamos transferian transferias transferida transferidas transferido transferidos transferiste transferisteis transfiriera transfirierais transfirieramos transfirieran transfirieras transfirieron transfiriese transfirieseis transfiriesemos transfiriesen transfirieses transfirio
V|transferring|transfiriendo
A|transphobic|transfoba transfobas transfobo transfobos
D|transphobically|transfobamente
V|transform|transforma transformad transformais transformamos transforman transformar transformas transforme transformeis transformemos transformen transformes transformo
V|transformed|transformaba transformabais transformabamos transformaban transformabas transformada transformadas transformado transformados transformara transformarais transformaramos transformaran transformaras transformaron transformase transformaseis transformasemos transformasen transformases transformaste transformasteis
N|transformation|transformacion
N|transformations|transformaciones
V|transforming|transformando
N|violation|transgresion violacion
N|violations|transgresiones violaciones
N|transition|transicion
N|transitions|transiciones
N|transit|transito
N|transits|transitos
V|transliterate|translitera transliterad transliterais transliteramos transliteran transliterar transliteras translitere translitereis transliteremos transliteren transliteres translitero
V|transliterated|transliteraba transliterabais transliterabamos transliteraban transliterabas transliterada transliteradas transliterado transliterados transliterara transliterarais transliteraramos transliteraran transliteraras transliteraron transliterase transliteraseis transliterasemos transliterasen transliterases transliteraste transliterasteis
V|transliterating|transliterando
N|transmission|transmision
N|transmissions|transmisiones
V|transmit|transmita transmitais transmitamos transmitan transmitas transmite transmiten transmites transmiti transmitid transmitimos transmitir transmitis transmito
V|transmitted|transmitia transmitiais transmitiamos transmitian transmitias transmitida transmitidas transmitido transmitidos transmitiera transmitierais transmitieramos transmitieran transmitieras transmitieron transmitiese transmitieseis transmitiesemos transmitiesen transmitieses transmitio transmitiste transmitisteis
V|transmitting|transmitiendo
N|transparency|transparencia
N|transparencies|transparencias
A|transparent|transparente transparentes
D|transparently|transparentemente
V|transport|transporta transportad transportais transportamos transportan transportar transportas transporteis transportemos transporten transporto
V|transported|transportaba transportabais transportabamos transportaban transportabas transportada transportadas transportado transportados transportara transportarais transportaramos transportaran transportaras transportaron transportase transportaseis transportasemos transportasen transportases transportaste transportasteis
V|transporting|transportando
N|transport|transporte
N|transports|transportes
P|after|tras
A|rear|trasera traseras trasero traseros
V|transpose|traspon traspone trasponed trasponeis trasponemos trasponen trasponer traspones trasponga traspongais traspongamos traspongan traspongas traspongo
V|transposed|trasponia trasponiais trasponiamos trasponian trasponias traspuesta traspuestas traspuesto traspuestos traspuse traspusiera traspusierais traspusieramos traspusieran traspusieras traspusieron traspusiese traspusieseis traspusiesemos traspusiesen traspusieses traspusimos traspusiste traspusisteis traspuso
V|transposing|trasponiendo
N|disorder|trastorno
N|disorders|trastornos
V|treat|trata tratad tratais tratamos tratan tratar tratas trate trateis tratemos traten trates
V|treated|trataba tratabais tratabamos trataban tratabas tratada tratadas tratara tratarais trataramos trataran trataras trataron tratase trataseis tratasemos tratasen tratases trataste tratasteis
N|treaty|tratado
N|treaties|tratados
N|treatment|tratamiento
N|treatments|tratamientos
V|treating|tratando
N|deal|trato
N|deals|tratos
P|through|traves
N|trajectory|trayectoria
N|trajectories|trayectorias
V|bringing|trayendo
V|traced|trazaba trazabais trazabamos trazaban trazabas trazada trazadas trazado trazados trazara trazarais trazaramos trazaran trazaras trazaron trazase trazaseis trazasemos trazasen trazases trazaste trazasteis
V|tracing|trazando
P|thirteen|trece
P|thirty|treinta
A|tremendous|tremenda tremendas tremendo tremendos
D|tremendously|tremendamente
N|train|tren
N|trains|trenes
P|three|tres
P|three hundred|trescientas trescientos
N|triage|triaje
N|triages|triajes
V|pay tax|tributa tributad tributais tributamos tributan tributar tributas tribute tributeis tributemos tributen tributes tributo
V|paid tax|tributaba tributabais tributabamos tributaban tributabas tributada tributadas tributado tributados tributara tributarais tributaramos tributaran tributaras tributaron tributase tributaseis tributasemos tributasen tributases tributaste tributasteis
V|paying tax|tributando
A|quarterly|trimestral trimestrales
N|quarter|trimestre
N|quarters|trimestres
N|crew|tripulacion
N|crews|tripulaciones
A|sad|triste tristes
N|sadness|tristeza
N|sadnesses|tristezas
V|triumph|triunfa triunfad triunfais triunfamos triunfan triunfar triunfas triunfe triunfeis triunfemos triunfen triunfes triunfo
V|triumphed|triunfaba triunfabais triunfabamos triunfaban triunfabas triunfada triunfadas triunfado triunfados triunfara triunfarais triunfaramos triunfaran triunfaras triunfaron triunfase triunfaseis triunfasemos triunfasen triunfases triunfaste triunfasteis
V|triumphing|triunfando
V|trivialize|trivialice trivialiceis trivialicemos trivialicen trivialices trivializa trivializad trivializais trivializamos trivializan trivializar trivializas trivializo
V|trivialized|trivializaba trivializabais trivializabamos trivializaban trivializabas trivializada trivializadas trivializado trivializados trivializara trivializarais trivializaramos trivializaran trivializaras trivializaron trivializase trivializaseis trivializasemos trivializasen trivializases trivializaste trivializasteis
V|trivializing|trivializando
V|chop|trocea trocead troceais troceamos trocean trocear troceas trocee troceeis troceemos troceen trocees troceo
V|chopped|troceaba troceabais troceabamos troceaban troceabas troceada troceadas troceado troceados troceara trocearais trocearamos trocearan trocearas trocearon trocease troceaseis troceasemos troceasen troceases troceaste troceasteis
V|chopping|troceando
N|troop|tropa
N|troops|tropas
V|tripped|tropece tropezaba tropezabais tropezabamos tropezaban tropezabas tropezada tropezadas tropezado tropezados tropezara tropezarais tropezaramos tropezaran tropezaras tropezaron tropezase tropezaseis tropezasemos tropezasen tropezases tropezaste tropezasteis tropezo
V|trip|tropeceis tropecemos tropeces tropeza tropezad tropezais tropezamos tropezar tropezas tropiece tropiecen tropieces tropieza tropiezan tropiezas tropiezo
V|tripping|tropezando
N|trojan|troyano
N|trojans|troyanos
N|trick|truco
N|tricks|trucos
V|truncate|trunca truncad truncais truncamos truncan truncar truncas trunco trunque trunqueis trunquemos trunquen trunques
V|truncated|truncaba truncabais truncabamos truncaban truncabas truncada truncadas truncado truncados truncara truncarais truncaramos truncaran truncaras truncaron truncase truncaseis truncasemos truncasen truncases truncaste truncasteis
V|truncating|truncando
N|tweet|tuit tweet
N|tweets|tuits
N|tourism|turismo
N|tourist|turista
N|tourists|turistas
N|shift|turno
N|shifts|turnos
N|tutor|tutor tutora
N|tutors|tutoras tutores
N|tutorial|tutorial
N|tutorials|tutoriales
A|further|ulterior ulteriores
D|furtherly|ulteriormente
A|last|ultima ultimas ultimo ultimos
V|finalized|ultimaba ultimabais ultimabamos ultimaban ultimabas ultimada ultimadas ultimado ultimados ultimara ultimarais ultimaramos ultimaran ultimaras ultimaron ultimase ultimaseis ultimasemos ultimasen ultimases ultimaste ultimasteis
V|finalize|ultimad ultimais ultimamos ultiman ultimar ultime ultimeis ultimemos ultimen ultimes
D|lately|ultimamente
V|finalizing|ultimando
N|ultimatum|ultimatum
N|ultimatums|ultimatums
N|threshold|umbral
N|thresholds|umbrales
P|a|un una
A|only|unica unicas unico unicos
A|united|unida unidas unido unidos
N|unit|unidad
N|units|unidades
A|universal|universal universales
D|universally|universalmente
N|university|universidad
N|universities|universidades
N|universe|universo
N|universes|universos
P|one|uno
A|urban|urbana urbanas urbano urbanos
D|urbanly|urbanamente
A|urgent|urgente urgentes
D|urgently|urgentemente
N|url|url
N|urls|urls
A|used|usada usadas usado usados
N|usb|usb
N|username|username
N|user|usuaria usuario
N|users|usuarias usuarios
N|usurpation|usurpacion
N|usurpations|usurpaciones
N|utility|utilidad
N|utilities|utilidades
A|usable|utilizable utilizables
D|usably|utilizablemente
D|usefully|utilmente
N|grape|uva
N|grapes|uvas
P|oops|uy
V|goes|va
N|cow|vaca
N|vacation|vacaciones
N|vacancy|vacante
N|vacancies|vacantes
N|cows|vacas
A|empty|vacia vacias vacio vacios
V|emptied|vaciaba vaciabais vaciabamos vaciaban vaciabas vaciada vaciadas vaciara vaciarais vaciaramos vaciaran vaciaras vaciaron vaciase vaciaseis vaciasemos vaciasen vaciases vaciaste vaciasteis vacie
V|empty|vaciad vaciais vaciamos vacian vaciar vacieis vaciemos vacien vacies
N|emptying|vaciado
N|emptyings|vaciados
D|emptily|vaciamente
V|emptying|vaciando
N|vaccine|vacuna
V|vaccinated|vacunaba vacunabais vacunabamos vacunaban vacunabas vacunada vacunadas vacunado vacunados vacunara vacunarais vacunaramos vacunaran vacunaras vacunaron vacunase vacunaseis vacunasemos vacunasen vacunases vacunaste vacunasteis
V|vaccinate|vacunad vacunais vacunamos vacunan vacunar vacune vacuneis vacunemos vacunen vacunes vacuno
V|vaccinating|vacunando
N|vaccines|vacunas
A|vague|vaga vagas vago vagos
D|vaguely|vagamente
V|be worth|valed valeis valemos valen valer vales valga valgais valgamos valgan valgas valgo
N|courage|valentia
N|courages|valentias
V|was worth|vali valia valiais valiamos valian valias valiera valierais valieramos valieran valieras valieron valiese valieseis valiesemos valiesen valieses valimos valio valiste valisteis
A|valid|valida validas valido validos
V|validated|validaba validabais validabamos validaban validabas validara validarais validaramos validaran validaras validaron validase validaseis validasemos validasen validases validaste validasteis
N|validation|validacion
N|validations|validaciones
V|validate|validad validais validamos validan validar valide valideis validemos validen valides
A|validated|validada validadas validado validados
N|validator|validador
N|validators|validadores
V|validating|validando
V|being worth|valiendo
A|brave|valiente valientes
D|bravely|valientemente
A|valuable|valiosa valiosas valioso valiosos
D|valuably|valiosamente
N|valley|valle
N|valleys|valles
N|value|valor
V|rate|valora valorad valorais valoramos valoran valorar valoras valore valoreis valoremos valoren valoro
V|rated|valoraba valorabais valorabamos valoraban valorabas valorada valoradas valorado valorados valorara valorarais valoraramos valoraran valoraras valoraron valorase valoraseis valorasemos valorasen valorases valoraste valorasteis
N|rating|valoracion
N|ratings|valoraciones
V|rating|valorando
N|values|valores
V|we go|vamos
N|vandalism|vandalismo
N|steam|vapor
N|steams|vapores
V|vary|varia variad variais variamos varian variar varieis variemos varien varies
V|varied|variaba variabais variabamos variaban variabas variada variadas variado variados variara variarais variaramos variaran variaras variaron variase variaseis variasemos variasen variases variaste variasteis varie vario
N|variable|variable
N|variables|variables
V|varying|variando
P|several|varias varios
N|variety|variedad
N|varieties|variedades
V|you are going|vas
A|vast|vasta vastas vasto vastos
V|see|vea veais veamos vean veas ved veis vemos veo ver ves
N|neighbor|vecina vecino
N|neighbors|vecinas vecinos
N|vehicle|vehiculo
N|vehicles|vehiculos
V|saw|veia veiais veiamos veian veias vi viera vierais vieramos vieran vieras vieron viese vieseis viesemos viesen vieses vimos vio viste visteis
P|twenty|veinte
P|twenty five|veinticinco
P|twenty four|veinticuatro
P|twenty two|veintidos
P|twenty nine|veintinueve
P|twenty eight|veintiocho
P|twenty six|veintiseis
P|twenty seven|veintisiete
P|twenty three|veintitres
P|twenty one|veintiun veintiuna veintiuno
N|candle|vela
N|candles|velas
N|vein|vena
N|veins|venas
V|sell|venda vendais vendamos vendan vendas vende vended vendeis vendemos venden vender vendes vendo
N|bandage|vendaje
N|bandages|vendajes
N|vendor|vendedor vendedora
N|vendors|vendedoras vendedores
V|sold|vendi vendia vendiais vendiamos vendian vendias vendida vendidas vendido vendidos vendiera vendierais vendieramos vendieran vendieras vendieron vendiese vendieseis vendiesemos vendiesen vendieses vendimos vendio vendiste vendisteis
V|selling|vendiendo
N|poison|veneno
N|poisons|venenos
A|poisonous|venenosa venenosas venenoso venenosos
D|poisonously|venenosamente
A|venezuelan|venezolana venezolanas venezolano venezolanos
N|revenge|venganza
N|revenges|venganzas
N|sale|venta
N|advantage|ventaja
N|advantages|ventajas
N|window|ventana
N|windows|ventanas windows
N|sales|ventas
N|summer|verano
N|summers|veranos
A|verbal|verbal verbales
V|verbalize|verbalice verbaliceis verbalicemos verbalicen verbalices verbaliza verbalizad verbalizais verbalizamos verbalizan verbalizar verbalizas verbalizo
V|verbalized|verbalizaba verbalizabais verbalizabamos verbalizaban verbalizabas verbalizada verbalizadas verbalizado verbalizados verbalizara verbalizarais verbalizaramos verbalizaran verbalizaras verbalizaron verbalizase verbalizaseis verbalizasemos verbalizasen verbalizases verbalizaste verbalizasteis
V|verbalizing|verbalizando
D|verbally|verbalmente
N|verb|verbo
N|verbs|verbos
N|truth|verdad
A|true|verdadera verdaderas verdadero verdaderos
D|truly|verdaderamente
N|truths|verdades
A|green|verde verdes
N|verdict|veredicto
N|verdicts|veredictos
N|shame|verguenza
N|shames|verguenzas
N|verification|verificacion
N|verifications|verificaciones
A|verified|verificada verificadas verificado verificados
N|version|version
N|versions|versiones
N|verse|verso
N|verses|versos
P|versus|versus vs
A|vertical|vertical verticales
D|vertically|verticalmente
V|dress|vesti vestid vestimos vestir vestis vistais vistamos vistan visten vistes
V|dressed|vestia vestiais vestiamos vestian vestias vestida vestidas vestiste vestisteis vistiera vistierais vistieramos vistieran vistieras vistieron vistiese vistieseis vistiesemos vistiesen vistieses vistio
N|dress|vestido
N|dresses|vestidos
V|veto|veta vetad vetais vetamos vetan vetar vetas vete veteis vetemos veten vetes
V|vetoed|vetaba vetabais vetabamos vetaban vetabas vetada vetadas vetado vetados vetara vetarais vetaramos vetaran vetaras vetaron vetase vetaseis vetasemos vetasen vetases vetaste vetasteis
V|vetoing|vetando
V|travel|viaja viajad viajais viajamos viajan viajar viajas viajeis viajemos viajen viajo
V|travelled|viajaba viajabais viajabamos viajaban viajabas viajada viajadas viajado viajados viajara viajarais viajaramos viajaran viajaras viajaron viajase viajaseis viajasemos viajasen viajases viajaste viajasteis
V|travelling|viajando
N|trip|viaje
N|trips|viajes
N|victim|victima
N|victims|victimas
N|victory|victoria
N|victories|victorias
N|life|vida
N|lives|vidas
N|video|video
N|videos|videos
V|seeing|viendo
N|wind|viento
N|winds|vientos
N|friday|viernes
N|surveillance|vigilancia
N|surveillances|vigilancias
A|vile|vil viles
N|villain|villana villano
N|villains|villanas villanos
A|binding|vinculante vinculantes
N|wines|vinos
N|violence|violencia
N|violences|violencias
A|violent|violenta violentas violento violentos
A|virtual|virtual virtuales
N|virus|virus
N|visa|visa visado
N|visas|visados visas
N|visibility|visibilidad
N|visibilities|visibilidades
A|visible|visible visibles
D|visibly|visiblemente
N|vision|vision
N|visions|visiones
N|visit|visita
V|visited|visitaba visitabais visitabamos visitaban visitabas visitada visitadas visitado visitados visitara visitarais visitaramos visitaran visitaras visitaron visitase visitaseis visitasemos visitasen visitases visitaste visitasteis
V|visit|visitad visitais visitamos visitan visitar visite visiteis visitemos visiten visites visito
V|visiting|visitando
N|visitor|visitante
N|visitors|visitantes
N|visits|visitas
N|view|vista
N|views|vistas
V|dressing|vistiendo
V|seen|visto vistos
A|vital|vital vitales
D|vitally|vitalmente
A|alive|viva vivas vivo vivos
V|live|vivais vivamos vivan vive viven vives vivi vivid vivimos vivir vivis
V|lived|vivia viviais viviamos vivian vivias vivida vividas vivido vividos viviera vivierais vivieramos vivieran vivieras vivieron viviese vivieseis viviesemos viviesen vivieses vivio viviste vivisteis
N|housing|vivienda
N|housings|viviendas
V|living|viviendo
N|vocabulary|vocabulario
N|vocabularies|vocabularios
N|vowel|vocal
N|vowels|vocales
N|voices|voces
V|fly|vola volad volais volamos volar volas voleis volemos voles vuela vuelan vuelas vuele vuelen vueles
V|flew|volaba volabais volabamos volaban volabas volara volarais volaramos volaran volaras volaron volase volaseis volasemos volasen volases volaste volasteis vole volo
V|flown|volada voladas volado volados
V|flying|volando
V|dump|volca volcad volcais volcamos volcar volcas volqueis volquemos volques vuelca vuelcan vuelcas vuelco vuelque vuelquen vuelques
V|dumped|volcaba volcabais volcabamos volcaban volcabas volcada volcadas volcado volcados volcara volcarais volcaramos volcaran volcaras volcaron volcase volcaseis volcasemos volcasen volcases volcaste volcasteis volco volque
V|dumping|volcando
V|flip|voltea voltead volteais volteamos voltean voltear volteas voltee volteeis volteemos volteen voltees volteo
V|flipped|volteaba volteabais volteabamos volteaban volteabas volteada volteadas volteado volteados volteara voltearais voltearamos voltearan voltearas voltearon voltease volteaseis volteasemos volteasen volteases volteaste volteasteis
V|flipping|volteando
N|volume|volumen
N|volumes|volumenes
N|will|voluntad
N|wills|voluntades
A|voluntary|voluntaria voluntarias voluntario voluntarios
D|voluntarily|voluntariamente
V|vomit|vomita vomitad vomitais vomitamos vomitan vomitar vomitas vomite vomiteis vomitemos vomiten vomites
V|vomited|vomitaba vomitabais vomitabamos vomitaban vomitabas vomitada vomitadas vomitado vomitados vomitara vomitarais vomitaramos vomitaran vomitaras vomitaron vomitase vomitaseis vomitasemos vomitasen vomitases vomitaste vomitasteis
V|vomiting|vomitando
N|vomit|vomito
N|vomits|vomitos
V|vote|vota votad votais votamos votan votar votas vote voteis votemos voten votes
V|voted|votaba votabais votabamos votaban votabas votada votadas votado votados votara votarais votaramos votaran votaras votaron votase votaseis votasemos votasen votases votaste votasteis
N|vote|votacion voto
N|votes|votaciones votos
V|voting|votando
V|i am going|voy
N|voice|voz
N|vpn|vpn
N|flight|vuelo
N|flights|vuelos
A|vulgar|vulgar vulgares
D|vulgarly|vulgarmente
V|breach|vulnera vulnerad vulnerais vulneramos vulneran vulnerar vulneras vulnere vulnereis vulneremos vulneren vulneres vulnero
V|breached|vulneraba vulnerabais vulnerabamos vulneraban vulnerabas vulnerada vulneradas vulnerado vulnerados vulnerara vulnerarais vulneraramos vulneraran vulneraras vulneraron vulnerase vulneraseis vulnerasemos vulnerasen vulnerases vulneraste vulnerasteis
N|vulnerability|vulnerabilidad
N|vulnerabilities|vulnerabilidades
A|vulnerable|vulnerable vulnerables
D|vulnerably|vulnerablemente
V|breaching|vulnerando
A|web|web
N|webcam|webcam
N|webcams|webcams
N|webhook|webhook
N|webhooks|webhooks
N|webs|webs
N|wget|wget
N|whatsapp|whatsapp
N|whitelist|whitelist
N|whitelists|whitelists
N|wifi|wifi
N|www|www
A|xenophobic|xenofoba xenofobas xenofobo xenofobos
D|xenophobically|xenofobamente
N|xml|xml
P|already|ya
N|yaml|yaml
N|granny|yaya
N|grannies|yayas
V|going|yendo
N|cast|yeso
N|casts|yesos
P|i|yo
N|shoe|zapato
N|shoes|zapatos
N|zone|zona
N|zones|zonas
N|zoom|zoom
`;
