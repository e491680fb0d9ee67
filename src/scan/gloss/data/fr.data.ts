// French → English word forms for the gloss reading (../lexicon.ts, docs/SCANNING-LANGUAGES.md).
// Product data written for this project: the function words in full, verbs in every form a writer
// uses for an order (future and conditional forms of ordinary verbs left out, modals kept), nouns
// and adjectives in all their forms, over the vocabulary of mail, office work, computing, security
// and AI assistants; no attack text was used. One line per gloss: the part of speech (N noun,
// A adjective, V verb, D adverb, P other), the English gloss (empty: the word disappears), then the
// forms, folded as the scanner folds text. Where two forms fold to one, the function word is kept,
// then the form written without accents.
export const FR_LEXICON = `
V|lowered|abaissa abaissai abaissaient abaissais abaissait abaissas abaissasse abaissassent abaissasses abaissassiez abaissassions abaissames abaissat abaissates abaisserent abaissee abaissees baissa baissai baissaient baissais baissait baissas baissasse baissassent baissasses baissassiez baissassions baissames baissat baissates baisserent baissee baissees
V|lowering|abaissant baissant
V|lower|abaisse abaissent abaisser abaisses abaissez abaissiez abaissions abaissons baissent baisser baissez baissiez baissions baissons
V|abandoned|abandonna abandonnai abandonnaient abandonnais abandonnait abandonnas abandonnasse abandonnassent abandonnasses abandonnassiez abandonnassions abandonnames abandonnat abandonnates abandonnerent abandonnee abandonnees delaissa delaissai delaissaient delaissais delaissait delaissas delaissasse delaissassent delaissasses delaissassiez delaissassions delaissames delaissat delaissates delaisserent delaissee delaissees
V|abandoning|abandonnant delaissant
V|abandon|abandonne abandonnent abandonner abandonnes abandonnez abandonniez abandonnions abandonnons delaisse delaissent delaisser delaisses delaissez delaissiez delaissions delaissons
V|shoot down|abat abats abatte abattent abattes abattez abattiez abattions abattons abattre
V|shot down|abattaient abattais abattait abattirent abattis abattisse abattissent abattisses abattissiez abattissions abattit abattu abattue abattues abattus abattimes abattites
V|shooting down|abattant
V|subscribed|abonna abonnai abonnaient abonnais abonnait abonnas abonnasse abonnassent abonnasses abonnassiez abonnassions abonnames abonnat abonnates abonnerent souscrit souscrite souscrites souscrits souscrivaient souscrivais souscrivait souscrivirent souscrivis souscrivisse souscrivissent souscrivisses souscrivissiez souscrivissions souscrivit souscrivimes souscrivites
V|subscribing|abonnant souscrivant
N|subscription|abonnement
N|subscriptions|abonnements
V|subscribe|abonnent abonner abonnez abonniez abonnions abonnons souscrire souscris souscrive souscrivent souscrives souscrivez souscriviez souscrivions souscrivons
N|subscriber|abonne abonnee
N|subscribers|abonnees abonnes
D|first|abord premierement primo
V|addressed|aborda abordai abordaient abordais abordait abordas abordasse abordassent abordasses abordassiez abordassions abordames abordat abordates aborderent abordee abordees adressa adressai adressaient adressais adressait adressas adressasse adressassent adressasses adressassiez adressassions adressames adressat adressates adresserent adressee adressees
A|affordable|abordable abordables
V|addressing|abordant adressant
V|address|aborde abordent aborder abordes abordez abordiez abordions abordons adresse adressent adresser adressez adressiez adressions adressons
V|led|abouti aboutie abouties aboutirent aboutissaient aboutissais aboutissait aboutimes aboutites anima animai animaient animais animait animas animasse animassent animasses animassiez animassions animames animat animates animerent animee animees mena menai menaient menais menait menas menasse menassent menasses menassiez menassions menames menat menates menerent mene menee menees menes
V|lead|aboutir aboutis aboutisse aboutissent aboutisses aboutissez aboutissiez aboutissions aboutissons aboutit anime animent animer animes animez animiez animions animons mener menez meniez menions menons menent
V|leading|aboutissant animant menant
V|shorten|abrege abregent abreges abregeons abreger abregez abregiez abregions raccourcir raccourcis raccourcisse raccourcissent raccourcisses raccourcissez raccourcissiez raccourcissions raccourcissons raccourcit
V|shortened|abregea abregeai abregeaient abregeais abregeait abregeas abregeasse abregeassent abregeasses abregeassiez abregeassions abregeames abregeat abregeates abregerent abregee abregees raccourci raccourcie raccourcies raccourcirent raccourcissaient raccourcissais raccourcissait raccourcimes raccourcites
V|shortening|abregeant raccourcissant
D|absolutely|absolument
V|absolved|absolurent absolus absolusse absolussent absolusses absolussiez absolussions absolut absolvaient absolvais absolvait absolumes absolutes absous absouse absouses
V|absolving|absolvant
V|absolve|absolve absolvent absolves absolvez absolviez absolvions absolvons absoudre absout
V|absorbed|absorba absorbai absorbaient absorbais absorbait absorbas absorbasse absorbassent absorbasses absorbassiez absorbassions absorbames absorbat absorbates absorberent absorbee absorbees
V|absorbing|absorbant
V|absorb|absorbe absorbent absorber absorbes absorbez absorbiez absorbions absorbons
V|refrained|abstenaient abstenais abstenait abstenu abstenue abstenues abstenus abstinrent abstins abstinsse abstinssent abstinsses abstinssiez abstinssions abstint abstinmes abstintes
V|refraining|abstenant
V|refrain|abstenez absteniez abstenions abstenir abstenons abstienne abstiennent abstiennes abstiens abstient
A|abstract|abstrait abstraite abstraites abstraits
N|abuse|abus
V|abused|abusa abusai abusaient abusais abusait abusas abusasse abusassent abusasses abusassiez abusassions abusames abusat abusates abuserent abusee abusees
V|abusing|abusant
V|abuse|abuse abusent abuser abuses abusez abusiez abusions abusons
A|academic|academique academiques universitaire universitaires
N|accent|accent
N|accents|accents
V|emphasized|accentua accentuai accentuaient accentuais accentuait accentuas accentuasse accentuassent accentuasses accentuassiez accentuassions accentuames accentuat accentuates accentuerent accentuee accentuees
V|emphasizing|accentuant
V|emphasize|accentue accentuent accentuer accentues accentuez accentuiez accentuions accentuons
V|accepted|accepta acceptai acceptaient acceptais acceptait acceptas acceptasse acceptassent acceptasses acceptassiez acceptassions acceptames acceptat acceptates accepterent acceptee acceptees agrea agreai agreaient agreais agreait agreas agreasse agreassent agreasses agreassiez agreassions agreames agreat agreates agreerent agreee agreees
A|acceptable|acceptable acceptables
V|accepting|acceptant agreant
N|acceptance|acceptation
N|acceptances|acceptations
V|accept|accepte acceptent accepter acceptes acceptez acceptiez acceptions acceptons agree agreent agreer agrees agreez agreiez agreions agreons
N|accessibility|accessibilite
N|accessibilities|accessibilites
A|accessible|accessible accessibles
N|accident|accident
D|accidentally|accidentellement
N|accidents|accidents
N|brace|accolade
N|braces|accolades
V|accompanied|accompagna accompagnai accompagnaient accompagnais accompagnait accompagnas accompagnasse accompagnassent accompagnasses accompagnassiez accompagnassions accompagnames accompagnat accompagnates accompagnerent accompagnee accompagnees
V|accompanying|accompagnant
V|accompany|accompagne accompagnent accompagner accompagnes accompagnez accompagniez accompagnions accompagnons
V|accomplished|accompli accomplie accomplies accomplirent accomplissaient accomplissais accomplissait accomplimes accomplites
V|accomplish|accomplir accomplis accomplisse accomplissent accomplisses accomplissez accomplissiez accomplissions accomplissons accomplit
V|accomplishing|accomplissant
N|agreement|accord convention
V|granted|accorda accordai accordaient accordais accordait accordas accordasse accordassent accordasses accordassiez accordassions accordames accordat accordates accorderent accordee accordees octroya octroyai octroyaient octroyais octroyait octroyas octroyasse octroyassent octroyasses octroyassiez octroyassions octroyames octroyat octroyates octroyerent octroye octroyee octroyees octroyes
V|granting|accordant octroyant
V|grant|accorde accordent accorder accordes accordez accordiez accordions accordons octroie octroient octroies octroyer octroyez octroyiez octroyions octroyons
N|agreements|accords conventions
V|hung|accrocha accrochai accrochaient accrochais accrochait accrochas accrochasse accrochassent accrochasses accrochassiez accrochassions accrochames accrochat accrochates accrocherent accrochee accrochees pendaient pendais pendait pendirent pendis pendisse pendissent pendisses pendissiez pendissions pendit pendu pendue pendues pendus pendimes pendites
V|hanging|accrochant
V|hang|accroche accrochent accrocher accroches accrochez accrochiez accrochions accrochons pend pende pendent pendes pendez pendiez pendions pendons pendre pends
N|clearance|accreditation habilitation
N|clearances|accreditations habilitations
N|home|accueil
V|welcomed|accueillaient accueillais accueillait accueilli accueillie accueillies accueillirent accueillis accueillisse accueillissent accueillisses accueillissiez accueillissions accueillit accueillimes accueillites
V|welcoming|accueillant
V|welcome|accueille accueillent accueilles accueillez accueilliez accueillions accueillir accueillons
N|homes|accueils
V|accumulated|accumula accumulai accumulaient accumulais accumulait accumulas accumulasse accumulassent accumulasses accumulassiez accumulassions accumulames accumulat accumulates accumulerent accumulee accumulees
V|accumulating|accumulant
V|accumulate|accumule accumulent accumuler accumules accumulez accumuliez accumulions accumulons
V|accused|accusa accusai accusaient accusais accusait accusas accusasse accusassent accusasses accusassiez accusassions accusames accusat accusates accuserent
V|accusing|accusant
N|accusation|accusation
N|accusations|accusations
V|accuse|accusent accuser accusez accusiez accusions accusons
N|defendant|accuse accusee
N|defendants|accusees accuses
V|access|accede accedent accedes acceder accedez accediez accedions accedons
N|access|acces
V|accessed|acceda accedai accedaient accedais accedait accedas accedasse accedassent accedasses accedassiez accedassions accedames accedat accedates accederent accedee accedees
V|accessing|accedant
V|accelerate|accelere accelerent acceleres accelerer accelerez acceleriez accelerions accelerons
V|accelerated|accelera accelerai acceleraient accelerais accelerait acceleras accelerasse accelerassent accelerasses accelerassiez accelerassions accelerames accelerat accelerates accelererent acceleree accelerees
V|accelerating|accelerant
N|purchase|achat
N|purchases|achats
V|routed|achemina acheminai acheminaient acheminais acheminait acheminas acheminasse acheminassent acheminasses acheminassiez acheminassions acheminames acheminat acheminates acheminerent acheminee acheminees routa routai routaient routais routait routas routasse routassent routasses routassiez routassions routames routat routates routerent routee routees
V|routing|acheminant routant
V|route|achemine acheminent acheminer achemines acheminez acheminiez acheminions acheminons route routent router routez routiez routions routons
V|bought|acheta achetai achetaient achetais achetait achetas achetasse achetassent achetasses achetassiez achetassions achetames achetat achetates acheterent achete achetee achetees achetes
V|buying|achetant
V|buy|acheter achetez achetiez achetions achetons achetent
N|buyer|acheteur acheteuse
N|buyers|acheteurs acheteuses
V|completed|acheva achevai achevaient achevais achevait achevas achevasse achevassent achevasses achevassiez achevassions achevames achevat achevates acheverent acheve achevee achevees acheves completa completai completaient completais completait completas completasse completassent completasses completassiez completassions completames completat completates completerent completee completees
V|completing|achevant completant
V|complete|achever achevez acheviez achevions achevons achevent complete completent completer completez completiez completons
N|completion|achevement completion
N|completions|achevements completions
N|deposit|acompte caution
N|deposits|acomptes cautions
V|acquire|acquiers acquiert acquiere acquierent acquieres acquerez acqueriez acquerions acquerir acquerons
V|acquired|acquirent acquis acquise acquises acquisse acquissent acquisses acquissiez acquissions acquit acqueraient acquerais acquerait acquimes acquites
V|paid off|acquitta acquittai acquittaient acquittais acquittait acquittas acquittasse acquittassent acquittasses acquittassiez acquittassions acquittames acquittat acquittates acquitterent acquittee acquittees
V|paying off|acquittant
V|pay off|acquitte acquittent acquitter acquittes acquittez acquittiez acquittions acquittons
N|acquittal|acquittement
N|acquittals|acquittements
V|acquiring|acquerant
N|act|acte
N|acts|actes
N|actor|acteur actrice
N|actors|acteurs actrices
A|active|actif actifs actives
N|action|action
N|shareholder|actionnaire
N|shareholders|actionnaires
N|actions|actions
V|enabled|activa activai activaient activais activait activas activasse activassent activasses activassiez activassions activames activat activates activerent
V|enabling|activant
N|activation|activation
N|activations|activations
V|enable|activent activer activez activiez activions activons
N|activity|activite
N|activities|activites
A|enabled|active activee activees
V|updated|actualisa actualisai actualisaient actualisais actualisait actualisas actualisasse actualisassent actualisasses actualisassiez actualisassions actualisames actualisat actualisates actualiserent actualisee actualisees
V|updating|actualisant
V|update|actualise actualisent actualiser actualises actualisez actualisiez actualisions actualisons
N|news|actualite actualites news
A|current|actuel actuelle actuelles actuels courant courante courantes courants
D|currently|actuellement presentement
V|adapted|adapta adaptai adaptaient adaptais adaptait adaptas adaptasse adaptassent adaptasses adaptassiez adaptassions adaptames adaptat adaptates adapterent
V|adapting|adaptant
V|adapt|adaptent adapter adaptez adaptiez adaptions adaptons
A|suitable|adapte adaptee adaptees adaptes
N|bill|addition
A|additional|additionnel additionnelle additionnelles additionnels supplementaire supplementaires
N|bills|additions
V|adhere|adhere adherent adheres adherer adherez adheriez adherions adherons
V|adhered|adhera adherai adheraient adherais adherait adheras adherasse adherassent adherasses adherassiez adherassions adherames adherat adherates adhererent adheree adherees
V|adhering|adherant
P|goodbye|adieu
V|added|adjoignaient adjoignais adjoignait adjoignirent adjoignis adjoignisse adjoignissent adjoignisses adjoignissiez adjoignissions adjoignit adjoignimes adjoignites adjoint adjointe adjointes adjoints ajouta ajoutai ajoutaient ajoutais ajoutait ajoutas ajoutasse ajoutassent ajoutasses ajoutassiez ajoutassions ajoutames ajoutat ajoutates ajouterent ajoutee ajoutees rajouta rajoutai rajoutaient rajoutais rajoutait rajoutas rajoutasse rajoutassent rajoutasses rajoutassiez rajoutassions rajoutames rajoutat rajoutates rajouterent rajoutee rajoutees
V|adding|adjoignant ajoutant rajoutant
V|add|adjoigne adjoignent adjoignes adjoignez adjoigniez adjoignions adjoignons adjoindre adjoins ajoute ajoutent ajouter ajoutes ajoutez ajoutiez ajoutions ajoutons rajoute rajoutent rajouter rajoutes rajoutez rajoutiez rajoutions rajoutons
V|admit|admet admets admette admettent admettes admettez admettiez admettions admettons admettre avoue avouent avouer avoues avouez avouiez avouions avouons
V|admitted|admettaient admettais admettait admis admise admises admisse admissent admisses admissiez admissions admit admimes admites avoua avouai avouaient avouais avouait avouas avouasse avouassent avouasses avouassiez avouassions avouames avouat avouates avouerent avouee avouees
V|admitting|admettant avouant
N|admin|admin
V|administered|administra administrai administraient administrais administrait administras administrasse administrassent administrasses administrassiez administrassions administrames administrat administrates administrerent administree administrees
V|administering|administrant
N|administrator|administrateur administratrice
N|administrators|administrateurs administratrices
A|administrative|administratif administratifs administrative administratives
N|administration|administration
N|administrations|administrations
V|administer|administre administrent administrer administres administrez administriez administrions administrons
N|admins|admins
V|admired|admira admirai admiraient admirais admirait admiras admirasse admirassent admirasses admirassiez admirassions admirames admirat admirates admirerent admiree admirees
V|admiring|admirant
V|admire|admire admirent admirer admires admirez admiriez admirions admirons
N|teen|ado
N|teenager|adolescent adolescente
N|teenagers|adolescentes adolescents
V|adopted|adopta adoptai adoptaient adoptais adoptait adoptas adoptasse adoptassent adoptasses adoptassiez adoptassions adoptames adoptat adoptates adopterent adoptee adoptees
V|adopting|adoptant
V|adopt|adopte adoptent adopter adoptes adoptez adoptiez adoptions adoptons
V|loved|adora adorai adoraient adorais adorait adoras adorasse adorassent adorasses adorassiez adorassions adorames adorat adorates adorerent adoree adorees
V|loving|adorant
V|love|adore adorent adorer adores adorez adoriez adorions adorons
N|teens|ados
N|addresses|adresses
N|adult|adulte
N|adults|adultes
V|weakened|affaibli affaiblie affaiblies affaiblirent affaiblissaient affaiblissais affaiblissait affaiblimes affaiblites
V|weaken|affaiblir affaiblis affaiblisse affaiblissent affaiblisses affaiblissez affaiblissiez affaiblissions affaiblissons affaiblit
V|weakening|affaiblissant
N|deal|affaire
N|business|affaires business
V|affected|affecta affectai affectaient affectais affectait affectas affectasse affectassent affectasses affectassiez affectassions affectames affectat affectates affecterent affectee affectees
V|affecting|affectant
N|assignment|affectation
N|assignments|affectations
V|affect|affecte affectent affecter affectes affectez affectiez affections affectons
V|strengthened|affermi affermie affermies affermirent affermissaient affermissais affermissait affermimes affermites renforcerent renforcee renforcees renforca renforcai renforcaient renforcais renforcait renforcas renforcasse renforcassent renforcasses renforcassiez renforcassions renforcames renforcat renforcates
V|strengthen|affermir affermis affermisse affermissent affermisses affermissez affermissiez affermissions affermissons affermit renforce renforcent renforcer renforces renforcez renforciez renforcions renforcons
V|strengthening|affermissant renforcant
V|displayed|afficha affichai affichaient affichais affichait affichas affichasse affichassent affichasses affichassiez affichassions affichames affichat affichates afficherent affichee affichees
V|displaying|affichant
V|display|affiche affichent afficher affiches affichez affichiez affichions affichons
V|refined|affina affinai affinaient affinais affinait affinas affinasse affinassent affinasses affinassiez affinassions affinames affinat affinates affinerent affinee affinees
V|refining|affinant
V|refine|affine affinent affiner affines affinez affiniez affinions affinons
V|asserted|affirma affirmai affirmaient affirmais affirmait affirmas affirmasse affirmassent affirmasses affirmassiez affirmassions affirmames affirmat affirmates affirmerent affirmee affirmees
V|asserting|affirmant
V|assert|affirme affirment affirmer affirmes affirmez affirmiez affirmions affirmons
V|freed|affranchi affranchie affranchies affranchirent affranchissaient affranchissais affranchissait affranchimes affranchites libera liberai liberaient liberais liberait liberas liberasse liberassent liberasses liberassiez liberassions liberames liberat liberates libererent liberee liberees emancipa emancipai emancipaient emancipais emancipait emancipas emancipasse emancipassent emancipasses emancipassiez emancipassions emancipames emancipat emancipates emanciperent emancipee emancipees
V|free|affranchir affranchis affranchisse affranchissent affranchisses affranchissez affranchissiez affranchissions affranchissons affranchit libere liberent liberes liberer liberez liberiez liberions liberons emancipe emancipent emanciper emancipes emancipez emancipiez emancipions emancipons
V|freeing|affranchissant liberant emancipant
A|awful|affreuse affreuses affreux
V|faced|affronta affrontai affrontaient affrontais affrontait affrontas affrontasse affrontassent affrontasses affrontassiez affrontassions affrontames affrontat affrontates affronterent affrontee affrontees
V|facing|affrontant
V|face|affronte affrontent affronter affrontes affrontez affrontiez affrontions affrontons
P|so|afin dc donc
N|agency|agence
N|agencies|agences
N|calendar|agenda calendrier
N|calendars|agendas calendriers
N|agent|agent
N|agents|agents
V|acted|agi agie agies agirent agissaient agissais agissait agimes
V|act|agir agis agisse agissent agisses agissez agissiez agissions agissons agit
V|acting|agissant
V|shook|agita agitai agitaient agitais agitait agitas agitasse agitassent agitasses agitassiez agitassions agitames agitat agitates agiterent secoua secouai secouaient secouais secouait secouas secouasse secouassent secouasses secouassiez secouassions secouames secouat secouates secouerent
V|shaking|agitant secouant
V|shake|agitent agiter agitez agitiez agitions agitons secoue secouent secouer secoues secouez secouiez secouions secouons
A|restless|agite agitee agitees agites
N|stapler|agrafeuse
N|staplers|agrafeuses
V|enlarged|agrandi agrandie agrandies agrandirent agrandissaient agrandissais agrandissait agrandimes agrandites
V|enlarge|agrandir agrandis agrandisse agrandissent agrandisses agrandissez agrandissiez agrandissions agrandissons agrandit
V|enlarging|agrandissant
V|attacked|agressa agressai agressaient agressais agressait agressas agressasse agressassent agressasses agressassiez agressassions agressames agressat agressates agresserent agressee agressees attaqua attaquai attaquaient attaquais attaquait attaquas attaquasse attaquassent attaquasses attaquassiez attaquassions attaquames attaquat attaquates attaquerent attaquee attaquees
V|attacking|agressant
V|attack|agresse agressent agresser agresses agressez agressiez agressons attaque attaquent attaquer attaquez attaquiez attaquions attaquons
A|aggressive|agressif agressifs agressive agressives
N|assault|agression
N|assaults|agressions
V|aggregate|agrege agregent agreges agregeons agreger agregez agregiez agregions
A|pleasant|agreable agreables
V|aggregated|agregea agregeai agregeaient agregeais agregeait agregeas agregeasse agregeassent agregeasses agregeassiez agregeassions agregeames agregeat agregeates agregerent agregee agregees
V|aggregating|agregeant
V|embellished|agrementa agrementai agrementaient agrementais agrementait agrementas agrementasse agrementassent agrementasses agrementassiez agrementassions agrementames agrementat agrementates agrementerent agrementee agrementees
V|embellishing|agrementant
V|embellish|agremente agrementent agrementer agrementes agrementez agrementiez agrementions agrementons
P|ah|ah
V|have|ai aient aies ait as avez avoir avons ayez ayons dispose disposent disposer disposes disposez disposiez disposions disposons ont
V|helped|aida aidai aidaient aidais aidait aidas aidasse aidassent aidasses aidassiez aidassions aidames aidat aidates aiderent aidee aidees
V|helping|aidant
V|help|aide aident aider aides aidez aidiez aidions aidons
N|wing|aile
N|wings|ailes
V|go|aille aillent ailles aller allez alliez allions allons va vais vas vont
D|elsewhere|ailleurs
V|liked|aima aimai aimaient aimais aimait aimas aimasse aimassent aimasses aimassiez aimassions aimames aimat aimates aimerent aimee aimees
A|kind|aimable aimables gentil gentille gentilles gentils
D|kindly|aimablement gentiment
V|liking|aimant
V|like|aime aiment aimer aimes aimez aimiez aimions aimons
D|so|ainsi tellement
N|air|air
N|airs|airs
V|postponed|ajourna ajournai ajournaient ajournais ajournait ajournas ajournasse ajournassent ajournasses ajournassiez ajournassions ajournames ajournat ajournates ajournerent ajournee ajournees reporta reportai reportaient reportais reportait reportas reportasse reportassent reportasses reportassiez reportassions reportames reportat reportates reporterent reportee reportees
V|postponing|ajournant reportant
V|postpone|ajourne ajournent ajourner ajournes ajournez ajourniez ajournions ajournons reporte reportent reporter reportes reportez reportiez reportions reportons
N|addition|ajout
N|additions|ajouts
V|adjusted|ajusta ajustai ajustaient ajustais ajustait ajustas ajustasse ajustassent ajustasses ajustassiez ajustassions ajustames ajustat ajustates ajusterent ajustee ajustees
V|adjusting|ajustant
V|adjust|ajuste ajustent ajuster ajustes ajustez ajustiez ajustions ajustons
N|adjustment|ajustement
N|adjustments|ajustements
N|alarm|alarme
N|alarms|alarmes
V|alerted|alerta alertai alertaient alertais alertait alertas alertasse alertassent alertasses alertassiez alertassions alertames alertat alertates alerterent alertee alertees
V|alerting|alertant
V|alert|alerte alertent alerter alertez alertiez alertions alertons
N|alerts|alertes
N|algorithm|algorithme
N|algorithms|algorithmes
N|alias|alias
V|aligned|aligna alignai alignaient alignais alignait alignas alignasse alignassent alignasses alignassiez alignassions alignames alignat alignates alignerent alignee alignees
V|aligning|alignant
V|align|aligne alignent aligner alignes alignez aligniez alignions alignons
N|alignment|alignement
N|alignments|alignements
V|fed|alimenta alimentai alimentaient alimentais alimentait alimentas alimentasse alimentassent alimentasses alimentassiez alimentassions alimentames alimentat alimentates alimenterent alimentee alimentees nourri nourrie nourries nourrirent nourrissaient nourrissais nourrissait nourrimes nourrites
V|feeding|alimentant nourrissant
N|food|alimentation nourriture
N|foods|alimentations nourritures
V|feed|alimente alimentent alimenter alimentes alimentez alimentiez alimentions alimentons nourrir nourris nourrisse nourrissent nourrisses nourrissez nourrissiez nourrissions nourrissons nourrit
N|paragraph|alinea paragraphe
N|paragraphs|alineas paragraphes
V|went|alla allai allaient allais allait allas allasse allassent allasses allassiez allassions allames allat allates allerent
V|going|allant
A|german|allemand allemande allemandes allemands
N|allergy|allergie
N|allergies|allergies
P|hello|allo bjr bonjour
V|lengthen|allonge allongent allongeons allonger allonges allongez allongiez allongions rallonge rallongent rallongeons rallonger rallonges rallongez rallongiez rallongions
V|lengthened|allongea allongeai allongeaient allongeais allongeait allongeas allongeasse allongeassent allongeasses allongeassiez allongeassions allongeames allongeat allongeates allongerent allongee allongees rallongea rallongeai rallongeaient rallongeais rallongeait rallongeas rallongeasse rallongeassent rallongeasses rallongeassiez rallongeassions rallongeames rallongeat rallongeates rallongerent rallongee rallongees
V|lengthening|allongeant rallongeant
V|allocated|alloua allouai allouaient allouais allouait allouas allouasse allouassent allouasses allouassiez allouassions allouames allouat allouates allouerent allouee allouees
V|allocating|allouant
V|allocate|alloue allouent allouer alloues allouez allouiez allouions allouons
V|switched on|alluma allumai allumaient allumais allumait allumas allumasse allumassent allumasses allumassiez allumassions allumames allumat allumates allumerent allumee allumees
V|switching on|allumant
V|switch on|allume allument allumer allumes allumez allumiez allumions allumons
V|relax|allege allegent alleges allegeons alleger allegez allegiez allegions assouplir assouplis assouplisse assouplissent assouplisses assouplissez assouplissiez assouplissions assouplissons assouplit detend detende detendent detendes detendez detendiez detendions detendons detendre detends relache relachent relacher relaches relachez relachiez relachions relachons
V|gone|alle allee allees alles
V|relaxed|allegea allegeai allegeaient allegeais allegeait allegeas allegeasse allegeassent allegeasses allegeassiez allegeassions allegeames allegeat allegeates allegerent allegee allegees assoupli assouplie assouplies assouplirent assouplissaient assouplissais assouplissait assouplimes assouplites detendaient detendais detendait detendirent detendis detendisse detendissent detendisses detendissiez detendissions detendit detendu detendue detendues detendus detendimes detendites relacha relachai relachaient relachais relachait relachas relachasse relachassent relachasses relachassiez relachassions relachames relachat relachates relacherent relachee relachees
V|relaxing|allegeant assouplissant detendant relachant
D|then|alors ensuite puis
V|alternated|alterna alternai alternaient alternais alternait alternas alternasse alternassent alternasses alternassiez alternassions alternames alternat alternates alternerent alternee alternees
V|alternating|alternant
N|alternative|alternative
D|alternatively|alternativement
N|alternatives|alternatives
V|alternate|alterne alternent alterner alternes alternez alterniez alternions alternons
V|alter|altere alterent alteres alterer alterez alteriez alterions alterons
V|altered|altera alterai alteraient alterais alterait alteras alterasse alterassent alterasses alterassiez alterassions alterames alterat alterates altererent alteree alterees
V|altering|alterant
N|embassy|ambassade
N|embassies|ambassades
N|atmosphere|ambiance atmosphere
N|atmospheres|ambiances atmospheres
A|ambiguous|ambigu ambigus ambigue ambigues
N|ambulance|ambulance
N|ambulances|ambulances
V|brought|amena amenai amenaient amenais amenait amenas amenasse amenassent amenasses amenassiez amenassions amenames amenat amenates amenerent amene amenee amenees amenes apporta apportai apportaient apportais apportait apportas apportasse apportassent apportasses apportassiez apportassions apportames apportat apportates apporterent apportee apportees
V|bringing|amenant apportant
V|amended|amenda amendai amendaient amendais amendait amendas amendasse amendassent amendasses amendassiez amendassions amendames amendat amendates amenderent amendee amendees
V|amending|amendant
N|fine|amende
V|amend|amendent amender amendez amendiez amendions amendons
N|fines|amendes
V|bring|amener amenez ameniez amenions amenons amenent apporte apportent apporter apportes apportez apportiez apportions apportons
A|bitter|amer amers amere ameres
N|friend|ami amie copain copine
A|friendly|amical amicale amicales amicaux
D|best wishes|amicalement
N|friends|amies amis copains copines
N|friendship|amitie
N|friendships|amities
N|amnesty|amnistie
N|amnesties|amnisties
A|amoral|amoral amorale amorales amoraux
V|initiate|amorce amorcent amorcer amorces amorcez amorciez amorcions amorcons initie initient initier inities initiez initiiez initiions initions
V|initiated|amorcerent amorcee amorcees amorca amorcai amorcaient amorcais amorcait amorcas amorcasse amorcassent amorcasses amorcassiez amorcassions amorcames amorcat amorcates initia initiai initiaient initiais initiait initias initiasse initiassent initiasses initiassiez initiassions initiames initiat initiates initierent initiee initiees
V|amortized|amorti amortie amorties amortirent amortissaient amortissais amortissait amortimes amortites
V|amortize|amortir amortis amortisse amortissent amortisses amortissez amortissiez amortissions amortissons amortit
V|amortizing|amortissant
V|initiating|amorcant initiant
N|love|amour
N|loves|amours
D|amply|amplement
V|amused|amusa amusai amusaient amusais amusait amusas amusasse amusassent amusasses amusassiez amusassions amusames amusat amusates amuserent amusee amusees
A|funny|amusant amusante amusantes amusants drole droles
V|amuse|amuse amusent amuser amuses amusez amusiez amusions amusons
V|improved|ameliora ameliorai amelioraient ameliorais ameliorait amelioras ameliorasse ameliorassent ameliorasses ameliorassiez ameliorassions ameliorames ameliorat ameliorates ameliorerent amelioree ameliorees
V|improving|ameliorant
N|improvement|amelioration
N|improvements|ameliorations
V|improve|ameliore ameliorent ameliorer ameliores ameliorez amelioriez ameliorions ameliorons
V|arrange|amenage amenagent amenageons amenager amenages amenagez amenagiez amenagions arrange arrangent arrangeons arranger arranges arrangez arrangiez arrangions
V|arranged|amenagea amenageai amenageaient amenageais amenageait amenageas amenageasse amenageassent amenageasses amenageassiez amenageassions amenageames amenageat amenageates amenagerent amenagee amenagees arrangea arrangeai arrangeaient arrangeais arrangeait arrangeas arrangeasse arrangeassent arrangeasses arrangeassiez arrangeassions arrangeames arrangeat arrangeates arrangerent arrangee arrangees
V|arranging|amenageant arrangeant
A|american|americain americaine americaines americains
N|year|an annee
V|analyzed|analysa analysai analysaient analysais analysait analysas analysasse analysassent analysasses analysassiez analysassions analysames analysat analysates analyserent analysee analysees
V|analyzing|analysant
V|analyze|analyse analysent analyser analysez analysiez analysions analysons
N|analyses|analyses
N|analyst|analyste
N|analysts|analystes
A|old|ancien ancienne anciennes anciens vieil vieille vieilles vieils vieux
N|android|android
N|androids|androids
N|angel|ange
N|angels|anges
A|english|anglais anglaise anglaises
N|angle|angle
N|angles|angles
N|anxiety|angoisse anxiete
N|anxieties|angoisses anxietes
N|animal|animal
N|animals|animaux
V|appended|annexa annexai annexaient annexais annexait annexas annexasse annexassent annexasses annexassiez annexassions annexames annexat annexates annexerent annexee annexees
V|appending|annexant
N|appendix|annexe
V|append|annexent annexer annexez annexiez annexions annexons
N|appendices|annexes
N|birthday|anniversaire
N|birthdays|anniversaires
V|announce|annonce annoncent annoncer annonces annoncez annonciez annoncions annoncons
V|announced|annoncerent annoncee annoncees annonca annoncai annoncaient annoncais annoncait annoncas annoncasse annoncassent annoncasses annoncassiez annoncassions annoncames annoncat annoncates
V|announcing|annoncant
V|annotated|annota annotai annotaient annotais annotait annotas annotasse annotassent annotasses annotassiez annotassions annotames annotat annotates annoterent annotee annotees
V|annotating|annotant
N|annotation|annotation
N|annotations|annotations
V|annotate|annote annotent annoter annotes annotez annotiez annotions annotons
N|directory|annuaire repertoire
N|directories|annuaires repertoires
A|annual|annuel annuelle annuelles annuels
D|annually|annuellement
V|cancelled|annula annulai annulaient annulais annulait annulas annulasse annulassent annulasses annulassiez annulassions annulames annulat annulates annulerent annulee annulees decommanda decommandai decommandaient decommandais decommandait decommandas decommandasse decommandassent decommandasses decommandassiez decommandassions decommandames decommandat decommandates decommanderent decommandee decommandees
V|cancelling|annulant decommandant
N|cancellation|annulation
N|cancellations|annulations
V|cancel|annule annulent annuler annules annulez annuliez annulions annulons decommande decommandent decommander decommandes decommandez decommandiez decommandions decommandons
N|years|annees ans
N|anomaly|anomalie
N|anomalies|anomalies
N|anonymity|anonymat
N|anonymities|anonymats
D|anonymously|anonymement
A|abnormal|anormal anormale anormales anormaux
N|anthropic|anthropic
N|anthropics|anthropics
V|anticipated|anticipa anticipai anticipaient anticipais anticipait anticipas anticipasse anticipassent anticipasses anticipassiez anticipassions anticipames anticipat anticipates anticiperent anticipee anticipees
V|anticipating|anticipant
V|anticipate|anticipe anticipent anticiper anticipes anticipez anticipiez anticipions anticipons
A|ancient|antique antiques
N|antivirus|antivirus
A|prior|anterieur anterieure anterieures anterieurs prealable prealables
D|previously|anterieurement auparavant precedemment
A|anxious|anxieuse anxieuses anxieux
V|annihilated|aneanti aneantie aneanties aneantirent aneantissaient aneantissais aneantissait aneantimes aneantites
V|annihilate|aneantir aneantis aneantisse aneantissent aneantisses aneantissez aneantissiez aneantissions aneantissons aneantit
V|annihilating|aneantissant
N|august|aout
N|augusts|aouts
V|calmed|apaisa apaisai apaisaient apaisais apaisait apaisas apaisasse apaisassent apaisasses apaisassiez apaisassions apaisames apaisat apaisates apaiserent apaisee apaisees calma calmai calmaient calmais calmait calmas calmasse calmassent calmasses calmassiez calmassions calmames calmat calmates calmerent calmee calmees
V|calming|apaisant calmant
V|calm|apaise apaisent apaiser apaises apaisez apaisiez apaisions apaisons calme calment calmer calmez calmiez calmions calmons
V|noticed|apercevaient apercevais apercevait apercu apercue apercues apercurent apercus apercusse apercussent apercusses apercussiez apercussions apercut apercumes apercutes remarqua remarquai remarquaient remarquais remarquait remarquas remarquasse remarquassent remarquasses remarquassiez remarquassions remarquames remarquat remarquates remarquerent remarquee remarquees
V|noticing|apercevant remarquant
V|notice|apercevez aperceviez apercevions apercevoir apercevons apercois apercoit apercoive apercoivent apercoives remarque remarquent remarquer remarques remarquez remarquiez remarquions remarquons
N|api|api
N|api key|apikey
N|api keys|apikeys
N|apis|apis
N|app|app appli
V|appear|apparais apparaisse apparaissent apparaisses apparaissez apparaissiez apparaissions apparaissons apparait apparaitre parais paraisse paraissent paraisses paraissez paraissiez paraissions paraissons parait paraitre
V|appeared|apparaissaient apparaissais apparaissait apparu apparue apparues apparurent apparus apparusse apparussent apparusses apparussiez apparussions apparut apparumes apparutes paraissaient paraissais paraissait paru parue parues parurent parus parusse parussent parusses parussiez parussions parut parumes parutes
V|appearing|apparaissant paraissant
N|device|appareil dispositif peripherique
N|devices|appareils dispositifs peripheriques
D|apparently|apparemment
A|apparent|apparent apparente apparentes apparents
N|apartment|appartement
N|apartments|appartements
V|belonged|appartenaient appartenais appartenait appartenu appartenue appartenues appartenus appartinrent appartins appartinsse appartinssent appartinsses appartinssiez appartinssions appartint appartinmes appartintes
V|belonging|appartenant
V|belong|appartenez apparteniez appartenions appartenir appartenons appartienne appartiennent appartiennes appartiens appartient
N|call|appel call
V|called|appela appelai appelaient appelais appelait appelas appelasse appelassent appelasses appelassiez appelassions appelames appelat appelates appelerent appele appelee appelees appeles
V|calling|appelant
V|call|appeler appelez appeliez appelions appelle appellent appelles appelons
N|calls|appels calls
V|applauded|applaudi applaudie applaudies applaudirent applaudissaient applaudissais applaudissait applaudimes applaudites
V|applaud|applaudir applaudis applaudisse applaudissent applaudisses applaudissez applaudissiez applaudissions applaudissons applaudit
V|applauding|applaudissant
A|applicable|applicable applicables
N|application|application candidature
N|applications|applications candidatures
V|applied|appliqua appliquai appliquaient appliquais appliquait appliquas appliquasse appliquassent appliquasses appliquassiez appliquassions appliquames appliquat appliquates appliquerent appliquee appliquees candidata candidatai candidataient candidatais candidatait candidatas candidatasse candidatassent candidatasses candidatassiez candidatassions candidatames candidatat candidatates candidaterent candidatee candidatees postula postulai postulaient postulais postulait postulas postulasse postulassent postulasses postulassiez postulassions postulames postulat postulates postulerent postulee postulees
V|applying|appliquant candidatant postulant
V|apply|applique appliquent appliquer appliques appliquez appliquiez appliquions appliquons candidatent candidater candidatez candidatiez candidations candidatons postule postulent postuler postules postulez postuliez postulions postulons
N|apps|applis apps
N|contribution|apport
N|contributions|apports
V|affixed|apposa apposai apposaient apposais apposait apposas apposasse apposassent apposasses apposassiez apposassions apposames apposat apposates apposerent apposee apposees
V|affixing|apposant
V|affix|appose apposent apposer apposes apposez apposiez apposions apposons
V|learned|apprenaient apprenais apprenait apprirent appris apprise apprises apprisse apprissent apprisses apprissiez apprissions apprit apprimes apprites
V|learning|apprenant
V|learn|apprend apprendre apprends apprenez appreniez apprenions apprenne apprennent apprennes apprenons
N|apprentice|apprenti apprentie
N|apprentices|apprenties apprentis
N|learning|apprentissage learning
N|learnings|apprentissages
N|approval|approbation visa
N|approvals|approbations visas
V|approached|approcha approchai approchaient approchais approchait approchas approchasse approchassent approchasses approchassiez approchassions approchames approchat approchates approcherent approchee approchees
V|approaching|approchant
V|approach|approche approchent approcher approches approchez approchiez approchions approchons
V|deepened|approfondi approfondie approfondies approfondirent approfondissaient approfondissais approfondissait approfondimes approfondites
V|deepen|approfondir approfondis approfondisse approfondissent approfondisses approfondissez approfondissiez approfondissions approfondissons approfondit
V|deepening|approfondissant
A|appropriate|approprie appropriee appropriees appropries
V|approved|approuva approuvai approuvaient approuvais approuvait approuvas approuvasse approuvassent approuvasses approuvassiez approuvassions approuvames approuvat approuvates approuverent approuvee approuvees homologua homologuai homologuaient homologuais homologuait homologuas homologuasse homologuassent homologuasses homologuassiez homologuassions homologuames homologuat homologuates homologuerent homologuee homologuees
V|approving|approuvant homologuant
V|approve|approuve approuvent approuver approuves approuvez approuviez approuvions approuvons homologue homologuent homologuer homologues homologuez homologuiez homologuions homologuons
D|approx|approx
D|approximately|approximativement
V|appreciated|apprecia appreciai appreciaient appreciais appreciait apprecias appreciasse appreciassent appreciasses appreciassiez appreciassions appreciames appreciat appreciates apprecierent appreciee appreciees
V|appreciating|appreciant
V|appreciate|apprecie apprecient apprecier apprecies appreciez appreciiez appreciions apprecions
V|prepared|appreta appretai appretaient appretais appretait appretas appretasse appretassent appretasses appretassiez appretassions appretames appretat appretates appreterent appretee appretees prepara preparai preparaient preparais preparait preparas preparasse preparassent preparasses preparassiez preparassions preparames preparat preparates preparerent preparee preparees
V|preparing|appretant preparant
V|prepare|apprete appretent appreter appretes appretez appretiez appretions appretons prepare preparent preparer prepares preparez prepariez preparions preparons
N|support|appui appuis assistance assistances support supports
V|press|appuie appuient appuies appuyer appuyez appuyiez appuyions appuyons pressent presser pressez pressiez pressons
V|pressed|appuya appuyai appuyaient appuyais appuyait appuyas appuyasse appuyassent appuyasses appuyassiez appuyassions appuyames appuyat appuyates appuyerent appuye appuyee appuyees appuyes pressa pressai pressaient pressais pressait pressas pressasse pressassent pressasses pressassiez pressassions pressames pressat pressates presserent
V|pressing|appuyant pressant
N|bait|appat
V|baited|appata appatai appataient appatais appatait appatas appatasse appatassent appatasses appatassiez appatassions appatames appatat appatates appaterent appatee appatees
V|baiting|appatant
V|bait|appate appatent appater appates appatez appatiez appations appatons
N|baits|appats
P|after|apres
A|fit|apte aptes
V|arbitrated|arbitra arbitrai arbitraient arbitrais arbitrait arbitras arbitrasse arbitrassent arbitrasses arbitrassiez arbitrassions arbitrames arbitrat arbitrates arbitrerent arbitree arbitrees
V|arbitrating|arbitrant
V|arbitrate|arbitre arbitrent arbitrer arbitrez arbitriez arbitrions arbitrons
N|referees|arbitres
N|tree|arborescence arbre
N|trees|arborescences arbres
N|architect|architecte
N|architects|architectes
N|architecture|architecture
N|architectures|architectures
V|archived|archiva archivai archivaient archivais archivait archivas archivasse archivassent archivasses archivassiez archivassions archivames archivat archivates archiverent archivee archivees
V|archiving|archivant
V|archive|archive archivent archiver archivez archiviez archivions archivons
N|archives|archives
N|money|argent argents
A|silver|argente argentee argentees argentes
N|argument|argument
V|argued|argumenta argumentai argumentaient argumentais argumentait argumentas argumentasse argumentassent argumentasses argumentassiez argumentassions argumentames argumentat argumentates argumenterent argumentee argumentees disputa disputai disputaient disputais disputait disputas disputasse disputassent disputasses disputassiez disputassions disputames disputat disputates disputerent disputee disputees
V|arguing|argumentant disputant
V|argue|argumente argumentent argumenter argumentes argumentez argumentiez argumentions argumentons dispute disputent disputer disputez disputiez disputions disputons
N|arguments|arguments
N|weapon|arme
N|weapons|armes
N|wardrobe|armoire
N|wardrobes|armoires
N|army|armee
N|armies|armees
V|scamed|arnaqua arnaquai arnaquaient arnaquais arnaquait arnaquas arnaquasse arnaquassent arnaquasses arnaquassiez arnaquassions arnaquames arnaquat arnaquates arnaquerent arnaquee arnaquees escroqua escroquai escroquaient escroquais escroquait escroquas escroquasse escroquassent escroquasses escroquassiez escroquassions escroquames escroquat escroquates escroquerent escroquee escroquees
V|scaming|arnaquant escroquant
V|scam|arnaque arnaquent arnaquer arnaquez arnaquiez arnaquions arnaquons escroque escroquent escroquer escroques escroquez escroquiez escroquions escroquons
N|scams|arnaques
V|tore off|arracha arrachai arrachaient arrachais arrachait arrachas arrachasse arrachassent arrachasses arrachassiez arrachassions arrachames arrachat arrachates arracherent
V|tearing off|arrachant
V|tear off|arrache arrachent arracher arraches arrachez arrachiez arrachions arrachons
V|torn off|arrachee arrachees
V|arrived|arriva arrivai arrivaient arrivais arrivait arrivas arrivasse arrivassent arrivasses arrivassiez arrivassions arrivames arrivat arrivates arriverent arrivee arrivees
V|arriving|arrivant
V|arrive|arrive arrivent arriver arrives arrivez arriviez arrivions arrivons
N|arrears|arriere arrieres
V|watered|arrosa arrosai arrosaient arrosais arrosait arrosas arrosasse arrosassent arrosasses arrosassiez arrosassions arrosames arrosat arrosates arroserent arrosee arrosees
V|watering|arrosant
V|water|arrose arrosent arroser arroses arrosez arrosiez arrosions arrosons
N|stop|arret
V|stopped|arreta arretai arretaient arretais arretait arretas arretasse arretassent arretasses arretassiez arretassions arretames arretat arretates arreterent arretee arretees stoppa stoppai stoppaient stoppais stoppait stoppas stoppasse stoppassent stoppasses stoppassiez stoppassions stoppames stoppat stoppates stopperent stoppee stoppees
V|stopping|arretant stoppant
V|stop|arretent arreter arretez arretiez arretions arretons stop stoppe stoppent stopper stoppes stoppez stoppiez stoppions stoppons
N|stops|arrets
N|order|arrete ordre
N|orders|arretes ordres
N|art|art
N|artifact|artefact
N|artifacts|artefacts
N|article|article
N|articles|articles
V|articulated|articula articulai articulaient articulais articulait articulas articulasse articulassent articulasses articulassiez articulassions articulames articulat articulates articulerent articulee articulees
V|articulating|articulant
V|articulate|articule articulent articuler articules articulez articuliez articulions articulons
A|artificial|artificiel artificielle artificielles artificiels
N|artist|artiste
N|artists|artistes
N|arts|arts
D|asap|asap
N|elevator|ascenseur
N|elevators|ascenseurs
N|ascii|ascii
N|asciis|asciis
N|aspect|aspect
N|aspects|aspects
V|scraped|aspira aspirai aspiraient aspirais aspirait aspiras aspirasse aspirassent aspirasses aspirassiez aspirassions aspirames aspirat aspirates aspirerent aspiree aspirees gratta grattai grattaient grattais grattait grattas grattasse grattassent grattasses grattassiez grattassions grattames grattat grattates gratterent grattee grattees scrapa scrapai scrapaient scrapais scrapait scrapas scrapasse scrapassent scrapasses scrapassiez scrapassions scrapames scrapat scrapates scraperent scrapee scrapees
V|scraping|aspirant grattant scrapant
V|scrape|aspire aspirent aspirer aspires aspirez aspiriez aspirions aspirons gratte grattent gratter grattes grattez grattiez grattions grattons scrape scrapent scraper scrapes scrapez scrapiez scrapions scrapons
N|attacker|assaillant assaillante attaquant attaquante
N|attackers|assaillantes assaillants attaquantes attaquants
V|cleaned up|assaini assainie assainies assainirent assainissaient assainissais assainissait assainimes assainites epura epurai epuraient epurais epurait epuras epurasse epurassent epurasses epurassiez epurassions epurames epurat epurates epurerent epuree epurees
V|clean up|assainir assainis assainisse assainissent assainisses assainissez assainissiez assainissions assainissons assainit epure epurent epurer epures epurez epuriez epurions epurons
V|cleaning up|assainissant epurant
V|murdered|assassina assassinai assassinaient assassinais assassinait assassinas assassinasse assassinassent assassinasses assassinassiez assassinassions assassinames assassinates assassinerent assassinee assassinees
V|murdering|assassinant
N|assassination|assassinat
N|assassinations|assassinats
V|murder|assassine assassinent assassiner assassines assassinez assassiniez assassinions assassinons
V|assembled|assembla assemblai assemblaient assemblais assemblait assemblas assemblasse assemblassent assemblasses assemblassiez assemblassions assemblames assemblat assemblates assemblerent assemblee assemblees
V|assembling|assemblant
V|assemble|assemble assemblent assembler assembles assemblez assembliez assemblions assemblons
V|sit|asseoir asseye asseyent asseyes asseyez asseyiez asseyions asseyons assied assieds siegent siegeons sieger siegez siegiez siegions
V|sat|asseyaient asseyais asseyait assirent assis assise assises assisse assissent assisses assissiez assissions assit assimes assites siegea siegeai siegeaient siegeais siegeait siegeas siegeasse siegeassent siegeasses siegeassiez siegeassions siegeames siegeat siegeates siegerent siegee siegees
V|sitting|asseyant siegeant
D|enough|assez
N|plate|assiette
N|plates|assiettes
V|assigned|assigna assignai assignaient assignais assignait assignas assignasse assignassent assignasses assignassiez assignassions assignames assignat assignates assignerent assignee assignees attribua attribuai attribuaient attribuais attribuait attribuas attribuasse attribuassent attribuasses attribuassiez attribuassions attribuames attribuat attribuates attribuerent attribuee attribuees
V|assigning|assignant attribuant
V|assign|assigne assignent assigner assignes assignez assigniez assignions assignons attribue attribuent attribuer attribues attribuez attribuiez attribuions attribuons
V|assisted|assista assistai assistaient assistais assistait assistas assistasse assistassent assistasses assistassiez assistassions assistames assistat assistates assisterent assistee assistees seconda secondai secondaient secondais secondait secondas secondasse secondassent secondasses secondassiez secondassions secondames secondat secondates seconderent secondee secondees
N|assistant|assistant assistante
N|assistants|assistantes assistants
V|assist|assiste assistent assister assistes assistez assistiez assistions assistons secondent seconder secondez secondiez secondions secondons
V|associated|associa associai associaient associais associait associas associasse associassent associasses associassiez associassions associames associat associates associerent associee associees
V|associating|associant
N|association|association
N|associations|associations
V|associate|associe associent associer associes associez associiez associions associons
V|subjected|assujetti assujettie assujetties assujettirent assujettissaient assujettissais assujettissait assujettimes assujettites
V|subject|assujettir assujettis assujettisse assujettissent assujettisses assujettissez assujettissiez assujettissions assujettissons assujettit
V|subjecting|assujettissant
V|assumed|assuma assumai assumaient assumais assumait assumas assumasse assumassent assumasses assumassiez assumassions assumames assumat assumates assumerent assumee assumees
V|assuming|assumant
V|assume|assume assument assumer assumes assumez assumiez assumions assumons
V|assured|assura assurai assuraient assurais assurait assuras assurasse assurassent assurasses assurassiez assurassions assurames assurat assurates assurerent
N|insurance|assurance assurances
V|assuring|assurant
V|assure|assurent assurer assurez assuriez assurions assurons
N|insurer|assureur
N|insurers|assureurs
N|policyholder|assure assuree
N|policyholders|assurees assures
D|certainly|assurement certainement certes
V|compelled|astreignaient astreignais astreignait astreignirent astreignis astreignisse astreignissent astreignisses astreignissiez astreignissions astreignit astreignimes astreignites astreint astreinte astreintes astreints
V|compelling|astreignant
V|compel|astreigne astreignent astreignes astreignez astreigniez astreignions astreignons astreindre astreins
N|trick|astuce ruse
N|tricks|astuces ruses
N|workshop|atelier
N|workshops|ateliers
N|asset|atout
N|assets|atouts biens patrimoine patrimoines
V|attached|attacha attachai attachaient attachais attachait attachas attachasse attachassent attachasses attachassiez attachassions attachames attachat attachates attacherent attachee attachees joignaient joignais joignait joignirent joignis joignisse joignissent joignisses joignissiez joignissions joignit joignimes joignites joint jointe jointes joints rattacha rattachai rattachaient rattachais rattachait rattachas rattachasse rattachassent rattachasses rattachassiez rattachassions rattachames rattachat rattachates rattacherent rattachee rattachees
V|attaching|attachant joignant rattachant
V|attach|attache attachent attacher attaches attachez attachiez attachions attachons joigne joignent joignes joignez joigniez joignions joignons joindre joins rattache rattachent rattacher rattaches rattachez rattachiez rattachions rattachons
N|attacks|attaques attentats
V|reached|atteignaient atteignais atteignait atteignirent atteignis atteignisse atteignissent atteignisses atteignissiez atteignissions atteignit atteignimes atteignites atteint atteinte atteintes atteints parvenaient parvenais parvenait parvenu parvenue parvenues parvenus parvinrent parvins parvinsse parvinssent parvinsses parvinssiez parvinssions parvint parvinmes parvintes
V|reaching|atteignant parvenant
V|reach|atteigne atteignent atteignes atteignez atteigniez atteignions atteignons atteindre atteins parvenez parveniez parvenions parvenir parvenons parvienne parviennent parviennes parviens parvient
V|wait|attend attende attendent attendes attendez attendiez attendions attendons attendre attends patiente patientent patienter patientez patientiez patientions patientons
V|waited|attendaient attendais attendait attendirent attendis attendisse attendissent attendisses attendissiez attendissions attendit attendimes attendites patienta patientai patientaient patientais patientait patientas patientasse patientassent patientasses patientassiez patientassions patientames patientat patientates patienterent patientee patientees
V|waiting|attendant patientant
A|expected|attendu attendue attendues attendus
N|attack|attentat
N|pending|attente
N|pendings|attentes
A|attentive|attentif attentifs attentive attentives
N|attention|attention
V|landed|atterri atterrie atterries atterrirent atterrissaient atterrissais atterrissait atterrimes atterrites
V|land|atterrir atterris atterrisse atterrissent atterrisses atterrissez atterrissiez atterrissions atterrissons atterrit
V|landing|atterrissant
V|attested|attesta attestai attestaient attestais attestait attestas attestasse attestassent attestasses attestassiez attestassions attestames attestat attestates attesterent attestee attestees
V|attesting|attestant
V|attest|atteste attestent attester attestes attestez attestiez attestions attestons
V|attracted|attira attirai attiraient attirais attirait attiras attirasse attirassent attirasses attirassiez attirassions attirames attirat attirates attirerent attiree attirees
V|attracting|attirant
V|attract|attire attirent attirer attires attirez attiriez attirions attirons
N|attitude|attitude
N|attitudes|attitudes
V|caught|attrapa attrapai attrapaient attrapais attrapait attrapas attrapasse attrapassent attrapasses attrapassiez attrapassions attrapames attrapat attrapates attraperent attrapee attrapees
V|catching|attrapant
V|catch|attrape attrapent attraper attrapes attrapez attrapiez attrapions attrapons
N|attribute|attribut
N|attributes|attributs
P|to the|au aux
N|inn|auberge
N|inns|auberges
P|no|aucun aucune aucunes aucuns nul nulle nulles nuls
D|not at all|aucunement nullement
N|audience|audience
N|audiences|audiences
N|audio|audio
N|audios|audios
N|audit|audit
V|audited|audita auditai auditaient auditais auditait auditas auditasse auditassent auditasses auditassiez auditassions auditames auditat auditates auditerent auditee auditees
V|auditing|auditant
V|audit|audite auditent auditer audites auditez auditiez auditions auditons
N|auditor|auditeur auditrice
N|auditors|auditeurs auditrices
N|audits|audits
V|increased|augmenta augmentai augmentaient augmentais augmentait augmentas augmentasse augmentassent augmentasses augmentassiez augmentassions augmentames augmentat augmentates augmenterent augmentee augmentees
V|increasing|augmentant
N|increase|augmentation hausse
N|increases|augmentations hausses
V|increase|augmente augmentent augmenter augmentes augmentez augmentiez augmentions augmentons
P|today|aujourd
P|with|aupres avec
P|to which|auquel auxquelles auxquels
V|examined|ausculta auscultai auscultaient auscultais auscultait auscultas auscultasse auscultassent auscultasses auscultassiez auscultassions auscultames auscultat auscultates ausculterent auscultee auscultees examina examinai examinaient examinais examinait examinas examinasse examinassent examinasses examinassiez examinassions examinames examinat examinates examinerent examinee examinees
V|examining|auscultant examinant
V|examine|ausculte auscultent ausculter auscultes auscultez auscultiez auscultions auscultons examine examinent examiner examines examinez examiniez examinions examinons
D|also|aussi egalement
D|immediately|aussitot immediatement
D|as much|autant
N|author|auteur autrice
N|authors|auteurs autrices
V|authenticated|authentifia authentifiai authentifiaient authentifiais authentifiait authentifias authentifiasse authentifiassent authentifiasses authentifiassiez authentifiassions authentifiames authentifiat authentifiates authentifierent authentifiee authentifiees
V|authenticating|authentifiant
N|authentication|authentification
N|authentications|authentifications
V|authenticate|authentifie authentifient authentifier authentifies authentifiez authentifiiez authentifiions authentifions
A|authentic|authentique authentiques
N|auto|auto
A|automatic|automatique automatiques
D|automatically|automatiquement
V|automated|automatisa automatisai automatisaient automatisais automatisait automatisas automatisasse automatisassent automatisasses automatisassiez automatisassions automatisames automatisat automatisates automatiserent
V|automating|automatisant
N|automation|automatisation
N|automations|automatisations
V|automate|automatisent automatiser automatisez automatisiez automatisions automatisons
A|automated|automatise automatisee automatisees automatises
N|autumn|automne
N|autumns|automnes
A|autonomous|autonome autonomes
V|authorized|autorisa autorisai autorisaient autorisais autorisait autorisas autorisasse autorisassent autorisasses autorisassiez autorisassions autorisames autorisat autorisates autoriserent habilita habilitai habilitaient habilitais habilitait habilitas habilitasse habilitassent habilitasses habilitassiez habilitassions habilitames habilitat habilitates habiliterent habilitee habilitees
V|authorizing|autorisant habilitant
N|authorization|autorisation
N|authorizations|autorisations
V|authorize|autorisent autoriser autorisez autorisiez autorisions autorisons habilite habilitent habiliter habilites habilitez habilitiez habilitions habilitons
A|authorized|autorise autorisee autorisees autorises
N|authority|autorite
N|authorities|autorites
N|autos|autos
P|around|autour
P|other|autre autres
D|formerly|autrefois jadis naguere
D|otherwise|autrement sinon
P|others|autrui
V|had|avaient avais avait aviez avions disposa disposai disposaient disposais disposait disposas disposasse disposassent disposasses disposassiez disposassions disposames disposat disposates disposerent disposee disposees eu eue eues eurent eus eut
V|swallowed|avala avalai avalaient avalais avalait avalas avalasse avalassent avalasses avalassiez avalassions avalames avalat avalates avalerent avalee avalees
V|swallowing|avalant
V|swallow|avale avalent avaler avales avalez avaliez avalions avalons
V|endorsed|avalisa avalisai avalisaient avalisais avalisait avalisas avalisasse avalisassent avalisasses avalisassiez avalisassions avalisames avalisat avalisates avaliserent avalisee avalisees endossa endossai endossaient endossais endossait endossas endossasse endossassent endossasses endossassiez endossassions endossames endossat endossates endosserent endossee endossees
V|endorsing|avalisant endossant
V|endorse|avalise avalisent avaliser avalises avalisez avalisiez avalisions avalisons endosse endossent endosser endosses endossez endossiez endossions endossons
V|advance|avance avancent avancer avancez avanciez avancions avancons
N|advances|avances
V|advanced|avancerent avancee avancees avanca avancai avancaient avancais avancait avancas avancasse avancassent avancasses avancassiez avancassions avancames avancat avancates
P|before|avant
N|advantage|avantage
N|advantages|avantages
V|advancing|avancant
A|stingy|avare avares
N|avatar|avatar
N|avatars|avatars
N|amendment|avenant
N|amendments|avenants
N|future|avenir futur
N|futures|avenirs futurs
V|ventured|aventura aventurai aventuraient aventurais aventurait aventuras aventurasse aventurassent aventurasses aventurassiez aventurassions aventurames aventurat aventurates aventurerent aventuree aventurees
V|venturing|aventurant
V|venture|aventure aventurent aventurer aventures aventurez aventuriez aventurions aventurons
N|avenue|avenue
N|avenues|avenues
V|warned|averti avertie averties avertirent avertissaient avertissais avertissait avertimes avertites prevenaient prevenais prevenait prevenu prevenue prevenues prevenus previnrent previns previnsse previnssent previnsses previnssiez previnssions prevint previnmes previntes
V|warn|avertir avertis avertisse avertissent avertisses avertissez avertissiez avertissions avertissons avertit prevenez preveniez prevenions prevenir prevenons previenne previennent previennes previens previent
V|warning|avertissant prevenant
N|warning|avertissement
N|warnings|avertissements
A|blind|aveugle aveugles
N|plane|avion
N|review|avis bilan
V|notified|avisa avisai avisaient avisais avisait avisas avisasse avisassent avisasses avisassiez avisassions avisames avisat avisates aviserent avisee avisees notifia notifiai notifiaient notifiais notifiait notifias notifiasse notifiassent notifiasses notifiassiez notifiassions notifiames notifiat notifiates notifierent notifiee notifiees
V|notifying|avisant notifiant
V|notify|avise avisent aviser avises avisez avisiez avisions avisons notifie notifient notifier notifies notifiez notifiiez notifiions notifions
N|lawyer|avocat avocate juriste
N|lawyers|avocates avocats juristes
N|credit notes|avoirs
N|april|avril
N|aprils|avrils
V|having|ayant disposant
N|airport|aeroport
N|airports|aeroports
P|ouch|aie
N|tray|bac plateau
N|backdoor|backdoor
N|backdoors|backdoors
N|backend|backend
N|backends|backends
V|backed up|backupa backupai backupaient backupais backupait backupas backupasse backupassent backupasses backupassiez backupassions backupames backupat backupates backuperent backupee backupees sauvegarda sauvegardai sauvegardaient sauvegardais sauvegardait sauvegardas sauvegardasse sauvegardassent sauvegardasses sauvegardassiez sauvegardassions sauvegardames sauvegardat sauvegardates sauvegarderent sauvegardee sauvegardees
V|backing up|backupant sauvegardant
V|back up|backupe backupent backuper backupes backupez backupiez backupions backupons sauvegardent sauvegarder sauvegardez sauvegardiez sauvegardions sauvegardons
N|trays|bacs plateaux
N|badge|badge
N|badges|badges
N|luggage|bagage bagages
N|ring|bague
N|rings|bagues
P|well|bah ben
V|bathed|baigna baignai baignaient baignais baignait baignas baignasse baignassent baignasses baignassiez baignassions baignames baignat baignates baignerent baignee baignees
V|bathing|baignant
V|bathe|baigne baignent baigner baignes baignez baigniez baignions baignons
N|lease|bail
N|landlord|bailleur
N|landlords|bailleurs
N|bath|bain
N|baths|bains
N|decrease|baisse diminution
N|decreases|baisses diminutions
V|sweep|balaie balaient balaies balaye balayent balayer balayes balayez balayiez balayions balayons
V|swing|balance balancent balancer balances balancez balanciez balancions balancons
V|swung|balancerent balancee balancees balanca balancai balancaient balancais balancait balancas balancasse balancassent balancasses balancassiez balancassions balancames balancat balancates
V|swinging|balancant
V|swept|balaya balayai balayaient balayais balayait balayas balayasse balayassent balayasses balayassiez balayassions balayames balayat balayates balayerent balayee balayees
V|sweeping|balayant
N|balcony|balcon
N|balconies|balcons
N|markup|balisage
N|markups|balisages
N|tag|balise tag
N|tags|balises tags
N|ball|balle boule
N|balls|balles boules
A|banal|banal banale banales banals
A|bank|bancaire bancaires
A|wobbly|bancal bancale bancales bancals
N|band|bande
N|bands|bandes
N|suburb|banlieue
N|suburbs|banlieues
V|banned|banni bannie bannies bannirent bannissaient bannissais bannissait bannimes bannites
V|ban|bannir bannis bannisse bannissent bannisses bannissez bannissiez bannissions bannissons bannit
V|banning|bannissant
N|banner|banniere
N|banners|bannieres
N|bank|banque
N|banks|banques
N|beard|barbe
N|beards|barbes
V|struck out|barra barrai barraient barrais barrait barras barrasse barrassent barrasses barrassiez barrassions barrames barrat barrates barrerent barree barrees biffa biffai biffaient biffais biffait biffas biffasse biffassent biffasses biffassiez biffassions biffames biffat biffates bifferent biffee biffees ratura raturai raturaient raturais raturait raturas raturasse raturassent raturasses raturassiez raturassions raturames raturat raturates raturerent raturee raturees raya rayai rayaient rayais rayait rayas rayasse rayassent rayasses rayassiez rayassions rayames rayat rayates rayerent rayee rayees
V|striking out|barrant biffant raturant rayant
N|bar|barre
V|strike out|barrent barrer barrez barriez barrions barrons biffe biffent biffer biffes biffez biffiez biffions biffons raie raient raies rature raturent raturer ratures raturez raturiez raturions raturons raye rayent rayer rayes rayez rayiez rayions
N|bars|barres
N|barrier|barriere
N|barriers|barrieres
N|rubric|bareme
N|rubrics|baremes
D|below|bas infra
V|based|basa basai basaient basais basait basas basasse basassent basasses basassiez basassions basames basat basates baserent basee basees
V|basing|basant
V|switched|bascula basculai basculaient basculais basculait basculas basculasse basculassent basculasses basculassiez basculassions basculames basculat basculates basculerent basculee basculees commuta commutai commutaient commutais commutait commutas commutasse commutassent commutasses commutassiez commutassions commutames commutat commutates commuterent commutee commutees
V|switching|basculant commutant
V|switch|bascule basculent basculer bascules basculez basculiez basculions basculons commute commutent commuter commutes commutez commutiez commutions commutons
N|base|base
V|base|basent baser basez basiez basions basons
N|bases|bases
A|low|basse basses
V|beat|bat bats batte battent battes battez battiez battions battons battre
N|battle|bataille
N|battles|batailles
N|boat|bateau
N|boats|bateaux
V|beated|battaient battais battait battirent battis battisse battissent battisses battissiez battissions battit battu battue battues battus battimes battites
V|beating|battant
N|leases|baux
V|chatted|bavarda bavardai bavardaient bavardais bavardait bavardas bavardasse bavardassent bavardasses bavardassiez bavardassions bavardames bavardat bavardates bavarderent bavardee bavardees
V|chatting|bavardant
V|chat|bavarde bavardent bavarder bavardes bavardez bavardiez bavardions bavardons
D|a lot|bcp
N|database|bdd
N|databases|bdds
A|beautiful|beau beaux bel belle belles bels
D|many|beaucoup
N|beauty|beaute
N|beauties|beautes
N|benchmark|benchmark
N|benchmarks|benchmarks
V|fooled|berna bernai bernaient bernais bernait bernas bernasse bernassent bernasses bernassiez bernassions bernames bernat bernates bernerent bernee bernees
V|fooling|bernant
V|fool|berne bernent berner bernes bernez berniez bernions bernons
N|need|besoin
N|needs|besoins
N|butter|beurre
N|butters|beurres
N|bias|biais
N|library|bibliotheque
N|libraries|bibliotheques
N|bic|bic
N|bics|bics
A|fake|bidon bidonne bidonnes bidons factice factices
D|well|bien
D|soon|bientot prochainement
P|welcome|bienvenue
N|jewel|bijou
N|jewels|bijoux
N|reviews|bilans critiques
N|ticket|billet ticket
N|tickets|billets tickets
N|binary|binaire
N|binaries|binaires
A|biological|biologique biologiques
D|again|bis encore rebelote
N|kiss|bise
P|kisses|bises bisous
N|bit|bit
N|bitcoin|bitcoin
N|bitcoins|bitcoins
N|bits|bits
A|weird|bizarre bizarres
N|beer|biere
N|beers|bieres
N|joke|blague
N|jokes|blagues
N|white|blanc
A|white|blanche blanches
V|laundered|blanchi blanchie blanchies blanchirent blanchissaient blanchissais blanchissait blanchimes blanchites
N|laundering|blanchiment
N|launderings|blanchiments
V|launder|blanchir blanchis blanchisse blanchissent blanchisses blanchissez blanchissiez blanchissions blanchissons blanchit
V|laundering|blanchissant
N|whites|blancs
V|hurt|blessa blessai blessaient blessais blessait blessas blessasse blessassent blessasses blessassiez blessassions blessent blesser blessez blessiez blessions blessons blessames blessat blessates blesserent
V|hurting|blessant
N|injury|blessure
N|injuries|blessures
A|injured|blesse blessee blessees blesses
A|blue|bleu bleue bleues bleus
N|block|bloc
N|blocks|blocs
N|blog|blog
N|blogs|blogs
V|blocked|bloqua bloquai bloquaient bloquais bloquait bloquas bloquasse bloquassent bloquasses bloquassiez bloquassions bloquames bloquat bloquates bloquerent
V|blocking|bloquant
V|block|bloquent bloquer bloquez bloquiez bloquions bloquons
A|blocked|bloque bloquee bloquees bloques
N|bluetooth|bluetooth
N|bluetooths|bluetooths
V|blamed|blama blamai blamaient blamais blamait blamas blamasse blamassent blamasses blamassiez blamassions blamames blamat blamates blamerent blamee blamees reprocha reprochai reprochaient reprochais reprochait reprochas reprochasse reprochassent reprochasses reprochassiez reprochassions reprochames reprochat reprochates reprocherent reprochee reprochees
V|blaming|blamant reprochant
V|blame|blame blament blamer blames blamez blamiez blamions blamons reproche reprochent reprocher reproches reprochez reprochiez reprochions reprochons
P|meh|bof
N|bug|bogue bug
N|bugs|bogues bugs
V|drink|boire boit boive boivent boives buvez buviez buvions buvons
N|wood|bois
N|drink|boisson
N|drinks|boissons
N|box|boite case encadre
N|boxes|boites cases encadres
N|bomb|bombe
N|bombs|bombes
N|voucher|bon
N|happiness|bonheur
N|happinesses|bonheurs
A|good|bonne bonnes
N|vouchers|bons
P|good evening|bonsoir
N|bonus|bonus prime
N|boolean|booleen
N|booleans|booleens
V|boosted|boosta boostai boostaient boostais boostait boostas boostasse boostassent boostasses boostassiez boostassions boostames boostat boostates boosterent boostee boostees
V|boosting|boostant
V|boost|booste boostent booster boostes boostez boostiez boostions boostons
N|edge|bord
V|bordered|borda bordai bordaient bordais bordait bordas bordasse bordassent bordasses bordassiez bordassions bordames bordat bordates borderent bordee bordees
V|bordering|bordant
V|border|borde bordent border bordes bordez bordiez bordions bordons
P|damn|bordel putain zut
N|edges|bords
V|limited|borna bornai bornaient bornais bornait bornas bornasse bornassent bornasses bornassiez bornassions bornames bornat bornates bornerent bornee bornees limita limitai limitaient limitais limitait limitas limitasse limitassent limitasses limitassiez limitassions limitames limitat limitates limiterent
V|limiting|bornant limitant
V|limit|borne bornent borner bornes bornez borniez bornions bornons limitent limiter limitez limitiez limitions limitons
N|bot|bot
N|botnet|botnet
N|botnets|botnets
N|bots|bots
N|mouth|bouche
N|mouths|bouches
V|closed|boucla bouclai bouclaient bouclais bouclait bouclas bouclasse bouclassent bouclasses bouclassiez bouclassions bouclames bouclat bouclates bouclerent bouclee bouclees clotura cloturai cloturaient cloturais cloturait cloturas cloturasse cloturassent cloturasses cloturassiez cloturassions cloturames cloturat cloturates cloturerent cloturee cloturees ferma fermai fermaient fermais fermait fermas fermasse fermassent fermasses fermassiez fermassions fermames fermat fermates fermerent
V|closing|bouclant cloturant fermant
N|loop|boucle
V|close|bouclent boucler bouclez boucliez bouclions bouclons cloture cloturent cloturer clotures cloturez cloturiez cloturions cloturons ferment fermer fermez fermiez fermions fermons
N|loops|boucles
N|shield|bouclier
N|shields|boucliers
V|move|bouge bougent bougeons bouger bouges bougez bougiez bougions demenage demenagent demenageons demenager demenages demenagez demenagiez demenagions deplace deplacent deplacer deplaces deplacez deplaciez deplacions deplacons meus meut meuve meuvent meuves mouvez mouviez mouvions mouvoir mouvons emeus emeut emeuve emeuvent emeuves emouvez emouviez emouvions emouvoir emouvons
V|moved|bougea bougeai bougeaient bougeais bougeait bougeas bougeasse bougeassent bougeasses bougeassiez bougeassions bougeames bougeat bougeates bougerent bougee bougees demenagea demenageai demenageaient demenageais demenageait demenageas demenageasse demenageassent demenageasses demenageassiez demenageassions demenageames demenageat demenageates demenagerent demenagee demenagees deplacerent deplacee deplacees deplaca deplacai deplacaient deplacais deplacait deplacas deplacasse deplacassent deplacasses deplacassiez deplacassions deplacames deplacat deplacates mouvaient mouvais mouvait mu mue mues murent mus musse mussent musses mussiez mussions mut mumes emouvaient emouvais emouvait emu emue emues emurent emus emusse emussent emusses emussiez emussions emut emumes emutes
V|moving|bougeant demenageant deplacant mouvant emouvant
N|candle|bougie
N|candles|bougies
V|boiled|bouillaient bouillais bouillait bouilli bouillie bouillies bouillirent bouillis bouillisse bouillissent bouillisses bouillissiez bouillissions bouillit bouillimes bouillites
V|boiling|bouillant
V|boil|bouille bouillent bouilles bouillez bouilliez bouillions bouillir bouillons bous
N|baker|boulanger boulangere
N|bakery|boulangerie
N|bakeries|boulangeries
N|bakers|boulangers boulangeres
N|job|boulot emploi job metier
N|jobs|boulots emplois jobs metiers
N|scholarship|bourse
N|scholarships|bourses
N|end|bout fin
N|bottle|bouteille
N|bottles|bouteilles
N|shop|boutique
N|shops|boutiques
N|button|bouton
N|buttons|boutons
N|ends|bouts
V|plugged in|brancha branchai branchaient branchais branchait branchas branchasse branchassent branchasses branchassiez branchassions branchames branchat branchates brancherent branchee branchees
V|plugging in|branchant
N|branch|branche
V|plug in|branchent brancher branchez branchiez branchions branchons
N|branches|branches
V|robbed|braqua braquai braquaient braquais braquait braquas braquasse braquassent braquasses braquassiez braquassions braquames braquat braquates braquerent braquee braquees
N|robbery|braquage
N|robberies|braquages
V|robbing|braquant
V|rob|braque braquent braquer braques braquez braquiez braquions braquons
N|arm|bras
P|well done|bravo
D|in short|bref
A|brief|brefs breve breves
N|patent|brevet
N|patents|brevets
A|restricted|bride bridee bridees brides restreint restreinte restreintes restreints
V|shone|brilla brillai brillaient brillais brillait brillas brillasse brillassent brillasses brillassiez brillassions brillames brillat brillates brillerent brillee brillees
A|brilliant|brillant brillante brillantes brillants
V|shine|brille brillent briller brilles brillez brilliez brillions brillons
V|broke|brisa brisai brisaient brisais brisait brisas brisasse brisassent brisasses brisassiez brisassions brisames brisat brisates briserent cassa cassai cassaient cassais cassait cassas cassasse cassassent cassasses cassassiez cassassions cassames cassat cassates casserent enfreignaient enfreignais enfreignait enfreignirent enfreignis enfreignisse enfreignissent enfreignisses enfreignissiez enfreignissions enfreignit enfreignimes enfreignites rompaient rompais rompait rompirent rompis rompisse rompissent rompisses rompissiez rompissions rompit rompimes rompites
V|breaking|brisant cassant enfreignant rompant
V|break|brise brisent briser brises brisez brisiez brisions brisons casse cassent casser casses cassez cassiez cassions cassons enfreigne enfreignent enfreignes enfreignez enfreigniez enfreignions enfreignons enfreindre enfreins rompe rompent rompes rompez rompiez rompions rompons rompre romps rompt
V|broken|brisee brisees cassee cassees enfreint enfreinte enfreintes enfreints rompu rompue rompues rompus
D|briefly|brievement
V|taned|bronza bronzai bronzaient bronzais bronzait bronzas bronzasse bronzassent bronzasses bronzassiez bronzassions bronzames bronzat bronzates bronzerent bronzee bronzees
V|taning|bronzant
V|tan|bronze bronzent bronzer bronzes bronzez bronziez bronzions bronzons
V|scrambled|brouilla brouillai brouillaient brouillais brouillait brouillas brouillasse brouillassent brouillasses brouillassiez brouillassions brouillames brouillat brouillates brouillerent brouillee brouillees
V|scrambling|brouillant
V|scramble|brouille brouillent brouiller brouilles brouillez brouilliez brouillions
N|draft|brouillon
N|drafts|brouillons
N|noise|bruit
N|noises|bruits
D|suddenly|brusquement soudain soudainement
A|raw|brut bruts
A|brutal|brutal brutale brutales brutaux
N|brute|brute
N|brutes|brutes
A|noisy|bruyant bruyante bruyantes bruyants
N|breach|breche violation
N|breaches|breches violations
V|burned|brula brulai brulaient brulais brulait brulas brulasse brulassent brulasses brulassiez brulassions brulames brulat brulates brulerent brulee brulees
V|burning|brulant
V|burn|brule brulent bruler brules brulez bruliez brulions brulons
V|drunk|bu bue bues
N|budget|budget
N|budgets|budgets
V|budget|budgete budgetent budgetes budgeter budgetez budgetiez budgetions budgetise budgetisent budgetiser budgetises budgetisez budgetisiez budgetisions budgetisons budgetons
V|budgeted|budgeta budgetai budgetaient budgetais budgetait budgetas budgetasse budgetassent budgetasses budgetassiez budgetassions budgetisa budgetisai budgetisaient budgetisais budgetisait budgetisas budgetisasse budgetisassent budgetisasses budgetisassiez budgetisassions budgetisames budgetisat budgetisates budgetiserent budgetisee budgetisees budgetames budgetat budgetates budgeterent budgetee budgetees
V|budgeting|budgetant budgetisant
N|build|build
N|builds|builds
N|newsletter|bulletin newsletter
N|newsletters|bulletins newsletters
N|office|bureau cabinet
N|offices|bureaux cabinets
V|drank|burent busse bussent busses bussiez bussions buvaient buvais buvait bumes butes
N|bus|bus
N|goal|but
N|goals|buts
V|drinking|buvant
N|bypass|bypass contournement
V|built|bati batie baties batirent batissaient batissais batissait batimes batites construisaient construisais construisait construisirent construisis construisisse construisissent construisisses construisissiez construisissions construisit construisimes construisites construit construite construites construits
N|building|batiment immeuble
N|buildings|batiments immeubles
V|build|batir batis batisse batissent batisses batissez batissiez batissions batissons batit construire construis construise construisent construises construisez construisiez construisions construisons
V|building|batissant construisant
N|baby|bebe
N|babies|bebes
A|benign|benigne benignes benin benins
N|profit|benefice profit
N|profits|benefices profits
V|benefited|beneficia beneficiai beneficiaient beneficiais beneficiait beneficias beneficiasse beneficiassent beneficiasses beneficiassiez beneficiassions beneficiames beneficiat beneficiates beneficierent beneficiee beneficiees
N|beneficiary|beneficiaire
N|beneficiaries|beneficiaires
V|benefiting|beneficiant
V|benefit|beneficie beneficient beneficier beneficies beneficiez beneficiiez beneficiions beneficions
A|stupid|bete betes stupide stupides
P|it|c il
P|that|ca cela qu que
N|cabin|cabine
N|cabins|cabines
V|hid|cacha cachai cachaient cachais cachait cachas cachasse cachassent cachasses cachassiez cachassions cachames cachat cachates cacherent masqua masquai masquaient masquais masquait masquas masquasse masquassent masquasses masquassiez masquassions masquames masquat masquates masquerent
V|hiding|cachant masquant
V|hide|cachent cacher cachez cachiez cachions cachons masquent masquer masquez masquiez masquions masquons
N|stamp|cachet timbre
N|stamps|cachets timbres
A|hidden|cache cachee cachees caches masque masquee masquees masques occultes
N|cart|caddie panier
N|carts|caddies paniers
N|gift|cadeau don
N|gifts|cadeaux dons
V|framed|cadra cadrai cadraient cadrais cadrait cadras cadrasse cadrassent cadrasses cadrassiez cadrassions cadrames cadrat cadrates cadrerent cadree cadrees
V|framing|cadrant
V|frame|cadre cadrent cadrer cadrez cadriez cadrions cadrons
N|frames|cadres
A|void|caduc caducs caduque caduques
N|coffee|cafe
N|coffees|cafes
N|checkout|caisse
N|checkouts|caisses
N|cashier|caissier caissiere
N|cashiers|caissiers caissieres
N|calculation|calcul
V|calculated|calcula calculai calculaient calculais calculait calculas calculasse calculassent calculasses calculassiez calculassions calculames calculat calculates calculerent calculee calculees
V|calculating|calculant
V|calculate|calcule calculent calculer calcules calculez calculiez calculions calculons
N|calculations|calculs
V|calibrated|calibra calibrai calibraient calibrais calibrait calibras calibrasse calibrassent calibrasses calibrassiez calibrassions calibrames calibrat calibrates calibrerent calibree calibrees
V|calibrating|calibrant
V|calibrate|calibre calibrent calibrer calibres calibrez calibriez calibrions calibrons
A|calm|calmes
V|slandered|calomnia calomniai calomniaient calomniais calomniait calomnias calomniasse calomniassent calomniasses calomniassiez calomniassions calomniames calomniat calomniates calomnierent calomniee calomniees
V|slandering|calomniant
V|slander|calomnie calomnient calomnier calomnies calomniez calomniiez calomniions calomnions
V|burgled|cambriola cambriolai cambriolaient cambriolais cambriolait cambriolas cambriolasse cambriolassent cambriolasses cambriolassiez cambriolassions cambriolames cambriolat cambriolates cambriolerent cambriolee cambriolees
N|burglary|cambriolage
N|burglaries|cambriolages
V|burgling|cambriolant
V|burgle|cambriole cambriolent cambrioler cambrioles cambriolez cambrioliez cambriolions cambriolons
N|burglar|cambrioleur cambrioleuse
N|burglars|cambrioleurs cambrioleuses
N|truck|camion
N|trucks|camions
V|disguised|camoufla camouflai camouflaient camouflais camouflait camouflas camouflasse camouflassent camouflasses camouflassiez camouflassions camouflames camouflat camouflates camouflerent camouflee camouflees deguisa deguisai deguisaient deguisais deguisait deguisas deguisasse deguisassent deguisasses deguisassiez deguisassions deguisames deguisat deguisates deguiserent deguisee deguisees maquilla maquillai maquillaient maquillais maquillait maquillas maquillasse maquillassent maquillasses maquillassiez maquillassions maquillames maquillat maquillates maquillerent maquillee maquillees
V|disguising|camouflant deguisant maquillant
V|disguise|camoufle camouflent camoufler camoufles camouflez camoufliez camouflions camouflons deguise deguisent deguiser deguises deguisez deguisiez deguisions deguisons maquille maquillent maquiller maquilles maquillez maquilliez maquillions maquillons
N|camp|camp
N|campaign|campagne
N|campaigns|campagnes
N|campsite|camping
N|campsites|campings
N|camps|camps
N|camera|camera
N|cameras|cameras
N|channel|canal
V|channeled|canalisa canalisai canalisaient canalisais canalisait canalisas canalisasse canalisassent canalisasses canalisassiez canalisassions canalisames canalisat canalisates canaliserent canalisee canalisees
V|channeling|canalisant
V|channel|canalise canalisent canaliser canalises canalisez canalisiez canalisions canalisons
N|sofa|canape
N|sofas|canapes
N|channels|canaux
N|cancer|cancer
N|cancers|cancers
N|candidate|candidat candidate
N|candidates|candidates candidats
A|capable|capable capables
N|capability|capacite
N|capabilities|capacites
N|capital|capital capitale
N|capitals|capitales capitaux
V|capitalized|capitalisa capitalisai capitalisaient capitalisais capitalisait capitalisas capitalisasse capitalisassent capitalisasses capitalisassiez capitalisassions capitalisames capitalisat capitalisates capitaliserent capitalisee capitalisees
V|capitalizing|capitalisant
V|capitalize|capitalise capitalisent capitaliser capitalises capitalisez capitalisiez capitalisions capitalisons
V|captured|capta captai captaient captais captait captas captasse captassent captasses captassiez captassions captura capturai capturaient capturais capturait capturas capturasse capturassent capturasses capturassiez capturassions capturames capturat capturates capturerent capturee capturees captames captat captates capterent captee captees
V|capturing|captant capturant
N|captcha|captcha
N|captchas|captchas
V|capture|capte captent capter captes captez captiez captions captons capture capturent capturer capturez capturiez capturions capturons
N|captures|captures
P|because|car parce pcq
N|character|caractere personnage
N|characters|caracteres personnages
V|characterized|caracterisa caracterisai caracterisaient caracterisais caracterisait caracterisas caracterisasse caracterisassent caracterisasses caracterisassiez caracterisassions caracterisames caracterisat caracterisates caracteriserent caracterisee caracterisees
V|characterizing|caracterisant
V|characterize|caracterise caracterisent caracteriser caracterises caracterisez caracterisiez caracterisions caracterisons
N|feature|caracteristique feature fonctionnalite
N|features|caracteristiques features fonctionnalites
V|stroked|caressa caressai caressaient caressais caressait caressas caressasse caressassent caressasses caressassiez caressassions caressames caressat caressates caresserent caressee caressees
V|stroking|caressant
V|stroke|caresse caressent caresser caresses caressez caressiez caressions caressons
N|notebook|carnet
N|notebooks|carnets
N|career|carriere
N|careers|carrieres
A|square|carre carree carrees carres
D|outright|carrement
N|card|carte
N|cards|cartes
V|maped|cartographia cartographiai cartographiaient cartographiais cartographiait cartographias cartographiasse cartographiassent cartographiasses cartographiassiez cartographiassions cartographiames cartographiat cartographiates cartographierent cartographiee cartographiees
V|maping|cartographiant
V|map|cartographie cartographient cartographier cartographies cartographiez cartographiiez cartographiions cartographions
N|cardboard|carton
N|cardboards|cartons
N|case|cas
N|helmet|casque
N|helmets|casques
N|catalog|catalogue
N|catalogs|catalogues
N|disaster|catastrophe
N|disasters|catastrophes
N|category|categorie
N|categories|categories
V|categorized|categorisa categorisai categorisaient categorisais categorisait categorisas categorisasse categorisassent categorisasses categorisassiez categorisassions categorisames categorisat categorisates categoriserent categorisee categorisees
V|categorizing|categorisant
V|categorize|categorise categorisent categoriser categorises categorisez categorisiez categorisions categorisons
N|nightmare|cauchemar
N|nightmares|cauchemars
V|caused|causa causai causaient causais causait causas causasse causassent causasses causassiez causassions causames causat causates causerent causee causees provoqua provoquai provoquaient provoquais provoquait provoquas provoquasse provoquassent provoquasses provoquassiez provoquassions provoquames provoquat provoquates provoquerent provoquee provoquees
V|causing|causant provoquant
V|cause|cause causent causer causez causiez causions causons provoque provoquent provoquer provoques provoquez provoquiez provoquions provoquons
N|causes|causes
N|cellar|cave
N|cellars|caves
N|cc|cc
N|bcc|cci
N|bccs|ccis
N|ccs|ccs
D|regards|cdlt cdt cordialement
P|this|ce ceci cet cette
N|belt|ceinture
N|belts|ceintures
P|the one|celle celui
P|those|celles ceux
N|cell|cellule
N|cells|cellules
V|censored|censura censurai censuraient censurais censurait censuras censurasse censurassent censurasses censurassiez censurassions censurames censurat censurates censurerent
V|censoring|censurant
V|censor|censurent censurer censurez censuriez censurions censurons
A|censored|censure censuree censurees censures
P|hundred|cent cents
N|hundred|centaine
N|hundreds|centaines
N|cent|centime
N|cents|centimes
A|hundredth|centieme
A|central|central centrale centrales centraux
V|centralized|centralisa centralisai centralisaient centralisais centralisait centralisas centralisasse centralisassent centralisasses centralisassiez centralisassions centralisames centralisat centralisates centraliserent centralisee centralisees
V|centralizing|centralisant
V|centralize|centralise centralisent centraliser centralises centralisez centralisiez centralisions centralisons
N|center|centre
N|centers|centres
D|however|cependant toutefois
N|circle|cercle
N|circles|cercles
A|certain|certain certaine
P|some|certaines certains qq quelque quelques
V|certified|certifia certifiai certifiaient certifiais certifiait certifias certifiasse certifiassent certifiasses certifiassiez certifiassions certifiames certifiat certifiates certifierent certifiee certifiees
V|certifying|certifiant
N|certificate|certificat
N|certification|certification
N|certifications|certifications
N|certificates|certificats
V|certify|certifie certifient certifier certifies certifiez certifiiez certifiions certifions
N|brain|cerveau
N|brains|cerveaux
P|these|ces
V|ceased|cessa cessai cessaient cessais cessait cessas cessasse cessassent cessasses cessassiez cessassions cessames cessat cessates cesserent cessee cessees
V|ceasing|cessant
V|cease|cesse cessent cesser cesses cessez cessiez cessions cessons
P|see|cf
N|terms of use|cgu
N|terms of sale|cgv
P|each|chacun chacune
N|chair|chaise
N|chairs|chaises
N|heat|chaleur
N|heats|chaleurs
N|room|chambre salle
N|rooms|chambres salles
N|field|champ
N|champagne|champagne
N|champagnes|champagnes
N|champion|champion championne
N|champions|championnes champions
N|fields|champs
N|chance|chance hasard
N|chances|chances hasards
V|change|change changent changeons changer changes changez changiez changions
V|changed|changea changeai changeaient changeais changeait changeas changeasse changeassent changeasses changeassiez changeassions changeames changeat changeates changerent changee changees
V|changing|changeant
N|change|changement
N|changes|changements
N|song|chanson
N|songs|chansons
V|sang|chanta chantai chantaient chantais chantait chantas chantasse chantassent chantasses chantassiez chantassions chantames chantat chantates chanterent
N|blackmail|chantage
N|blackmails|chantages
V|singing|chantant
V|sing|chante chantent chanter chantes chantez chantiez chantions chantons
N|singer|chanteur chanteuse
N|singers|chanteurs chanteuses
V|sung|chantee chantees
N|hat|chapeau
V|oversaw|chapeauta chapeautai chapeautaient chapeautais chapeautait chapeautas chapeautasse chapeautassent chapeautasses chapeautassiez chapeautassions chapeautames chapeautat chapeautates chapeauterent
V|overseeing|chapeautant
V|oversee|chapeaute chapeautent chapeauter chapeautes chapeautez chapeautiez chapeautions chapeautons
V|overseen|chapeautee chapeautees
N|hats|chapeaux
N|chapter|chapitre
N|chapters|chapitres
P|every|chaque
N|charge|charge
V|loaded|chargea chargeai chargeaient chargeais chargeait chargeas chargeasse chargeassent chargeasses chargeassiez chargeassions chargeames chargeat chargeates chargerent chargee chargees
V|loading|chargeant
N|upload|chargement televersement
N|uploads|chargements televersements
V|load|chargent chargeons charger chargez chargiez chargions
N|charges|charges
A|charming|charmant charmante charmantes charmants
N|charter|charte
N|charters|chartes
V|hunted|chassa chassai chassaient chassais chassait chassas chassasse chassassent chassasses chassassiez chassassions chassames chassat chassates chasserent chassee chassees
V|hunting|chassant
V|hunt|chasse chassent chasser chasses chassez chassiez chassions chassons
N|chat|chat
N|chatbot|chatbot
N|chatbots|chatbots
N|chatgpt|chatgpt
N|chatgpts|chatgpts
N|chats|chats
A|hot|chaud chaude chaudes chauds
V|heated|chauffa chauffai chauffaient chauffais chauffait chauffas chauffasse chauffassent chauffasses chauffassiez chauffassions chauffames chauffat chauffates chaufferent chauffee chauffees
V|heating|chauffant
V|heat|chauffe chauffent chauffer chauffes chauffez chauffiez chauffions chauffons
N|driver|chauffeur conducteur conductrice
N|drivers|chauffeurs conducteurs conductrices
N|shoe|chaussure
N|shoes|chaussures
N|string|chaine
N|strings|chaines
N|boss|chef cheffe patron patronne
N|bosses|cheffes chefs patronnes patrons
N|path|chemin sentier
N|paths|chemins sentiers
N|chimney|cheminee
N|chimneys|cheminees
N|shirt|chemise
N|shirts|chemises
A|dear|cher chers chere cheres
V|searched|chercha cherchai cherchaient cherchais cherchait cherchas cherchasse cherchassent cherchasses cherchassiez cherchassions cherchames cherchat cherchates chercherent cherchee cherchees fouilla fouillai fouillaient fouillais fouillait fouillas fouillasse fouillassent fouillasses fouillassiez fouillassions fouillames fouillat fouillates fouillerent fouillee fouillees rechercha recherchai recherchaient recherchais recherchait recherchas recherchasse recherchassent recherchasses recherchassiez recherchassions recherchames recherchat recherchates rechercherent recherchee recherchees
V|searching|cherchant fouillant recherchant
V|search|cherche cherchent chercher cherches cherchez cherchiez cherchions cherchons fouille fouillent fouiller fouilles fouillez fouilliez fouillions fouillons recherche recherchent rechercher recherchez recherchiez recherchions recherchons
N|researcher|chercheur chercheuse
N|researchers|chercheurs chercheuses
N|horse|cheval
N|horses|chevaux
N|hair|cheveu cheveux
P|at|chez
N|dog|chien
N|dogs|chiens
V|encrypted|chiffra chiffrai chiffraient chiffrais chiffrait chiffras chiffrasse chiffrassent chiffrasses chiffrassiez chiffrassions chifframes chiffrat chiffrates chiffrerent crypta cryptai cryptaient cryptais cryptait cryptas cryptasse cryptassent cryptasses cryptassiez cryptassions cryptames cryptat cryptates crypterent
V|encrypting|chiffrant cryptant
N|encryption|chiffrement cryptage
N|encryptions|chiffrements cryptages
V|encrypt|chiffrent chiffrer chiffrez chiffriez chiffrions chiffrons cryptent crypter cryptez cryptiez cryptions cryptons
A|encrypted|chiffre chiffree chiffrees chiffres crypte cryptee cryptees cryptes
A|chemical|chimique chimiques
N|chemist|chimiste
N|chemists|chimistes
A|chinese|chinois chinoise chinoises
N|surgery|chirurgie
N|surgeon|chirurgien chirurgienne
N|surgeons|chirurgiennes chirurgiens
N|surgeries|chirurgies
N|chocolate|chocolat
N|chocolates|chocolats
V|chosen|choisi choisie choisies
V|choose|choisir choisis choisisse choisissent choisisses choisissez choisissiez choisissions choisissons choisit
V|chose|choisirent choisissaient choisissais choisissait choisimes choisites
V|choosing|choisissant
N|choice|choix
A|shocking|choquant choquante choquantes choquants
A|shocked|choque choquee choquees choques
N|thing|chose machin truc
N|things|choses machins trucs
N|timeline|chronologie
N|timelines|chronologies
V|time|chronometre chronometrent chronometres chronometrer chronometrez chronometriez chronometrions chronometrons
V|timed|chronometra chronometrai chronometraient chronometrais chronometrait chronometras chronometrasse chronometrassent chronometrasses chronometrassiez chronometrassions chronometrames chronometrat chronometrates chronometrerent chronometree chronometrees
V|timing|chronometrant
V|whispered|chuchota chuchotai chuchotaient chuchotais chuchotait chuchotas chuchotasse chuchotassent chuchotasses chuchotassiez chuchotassions chuchotames chuchotat chuchotates chuchoterent chuchotee chuchotees murmura murmurai murmuraient murmurais murmurait murmuras murmurasse murmurassent murmurasses murmurassiez murmurassions murmurames murmurat murmurates murmurerent murmuree murmurees
V|whispering|chuchotant murmurant
V|whisper|chuchote chuchotent chuchoter chuchotes chuchotez chuchotiez chuchotions chuchotons murmure murmurent murmurer murmures murmurez murmuriez murmurions murmurons
P|hush|chut
N|castle|chateau
N|castles|chateaux
N|check|cheque
N|checks|cheques
N|unemployment|chomage
N|unemployments|chomages
P||ci hui pas s se
P|bye|ciao tchao
V|targeted|cibla ciblai ciblaient ciblais ciblait ciblas ciblasse ciblassent ciblasses ciblassiez ciblassions ciblames ciblat ciblates ciblerent ciblee ciblees
V|targeting|ciblant
V|target|cible ciblent cibler ciblez cibliez ciblions ciblons
N|targets|cibles
N|sky|ciel
N|skies|ciels
P|five|cinq
P|fifty|cinquante
A|fifth|cinquieme
N|cinema|cinema
N|cinemas|cinemas
V|contain|circonscrire circonscris circonscrive circonscrivent circonscrives circonscrivez circonscriviez circonscrivions circonscrivons contenez conteniez contenions contenir contenons contienne contiennent contiennes contiens contient
V|contained|circonscrit circonscrite circonscrites circonscrits circonscrivaient circonscrivais circonscrivait circonscrivirent circonscrivis circonscrivisse circonscrivissent circonscrivisses circonscrivissiez circonscrivissions circonscrivit circonscrivimes circonscrivites contenaient contenais contenait contenue contenues continrent contins continsse continssent continsses continssiez continssions contint continmes contintes
V|containing|circonscrivant contenant
N|circumstance|circonstance
N|circumstances|circonstances
V|circulated|circula circulai circulaient circulais circulait circulas circulasse circulassent circulasses circulassiez circulassions circulames circulat circulates circulerent circulee circulees
N|circular|circulaire
N|circulars|circulaires
V|circulating|circulant
N|traffic|circulation circulations trafic trafics
V|circulate|circule circulent circuler circules circulez circuliez circulions circulons
N|cis|cis
V|quoted|cita citai citaient citais citait citas citasse citassent citasses citassiez citassions citames citat citates citerent citee citees
V|quoting|citant
N|quote|citation devis
N|quotes|citations
V|quote|cite citent citer cites citez citiez citions citons
N|citizen|citoyen citoyenne
N|citizens|citoyennes citoyens
N|lemon|citron
N|lemons|citrons
A|civil|civil civile civiles civils
N|civilization|civilisation
N|civilizations|civilisations
A|clear|clair claire claires clairs
D|clearly|clairement nettement
A|covert|clandestin clandestine clandestines clandestins
D|covertly|clandestinement furtivement sournoisement subrepticement
V|clarified|clarifia clarifiai clarifiaient clarifiais clarifiait clarifias clarifiasse clarifiassent clarifiasses clarifiassiez clarifiassions clarifiames clarifiat clarifiates clarifierent clarifiee clarifiees
V|clarifying|clarifiant
V|clarify|clarifie clarifient clarifier clarifies clarifiez clarifiiez clarifiions clarifions
N|clarity|clarte
N|clarities|clartes
V|classified|classa classai classaient classais classait classas classasse classassent classasses classassiez classassions classifia classifiai classifiaient classifiais classifiait classifias classifiasse classifiassent classifiasses classifiassiez classifiassions classifiames classifiat classifiates classifierent classifiee classifiees classames classat classates classerent classee classees
V|classifying|classant classifiant
N|class|classe
N|ranking|classement
N|rankings|classements
V|classify|classent classer classez classiez classifie classifient classifier classifies classifiez classifiiez classifiions classifions classions classons
N|classes|classes
N|binder|classeur
N|binders|classeurs
N|classifier|classificateur classifieur
N|classifiers|classificateurs classifieurs
N|classification|classification
N|classifications|classifications
A|classic|classique classiques
N|claude|claude
N|claudes|claudes
N|clause|clause
N|clauses|clauses
N|keyboard|clavier
N|keyboards|claviers
N|key|clef cle key
N|keys|clefs cles keys
N|click|clic
N|clicks|clics
N|customer|client cliente
N|customers|clientes clients clientele clienteles
N|climate|climat
N|climates|climats
N|clinic|clinique
N|clinics|cliniques
V|clicked|cliqua cliquai cliquaient cliquais cliquait cliquas cliquasse cliquassent cliquasses cliquassiez cliquassions cliquames cliquat cliquates cliquerent cliquee cliquees
V|clicking|cliquant
V|click|clique cliquent cliquer cliques cliquez cliquiez cliquions cliquons
V|cloned|clona clonai clonaient clonais clonait clonas clonasse clonassent clonasses clonassiez clonassions clonames clonat clonates clonerent clonee clonees
V|cloning|clonant
V|clone|clone clonent cloner clonez cloniez clonions clonons
N|clones|clones
N|cloud|cloud nuage
N|clouds|clouds nuages
N|club|club
N|clubs|clubs
N|cnil|cnil
N|cnils|cnils
N|coach|coach
N|coaches|coachs
V|ticked|cocha cochai cochaient cochais cochait cochas cochasse cochassent cochasses cochassiez cochassions cochames cochat cochates cocherent cochee cochees
V|ticking|cochant
V|tick|coche cochent cocher coches cochez cochiez cochions
N|pig|cochon
N|pigs|cochons
V|coded|coda codai codaient codais codait codas codasse codassent codasses codassiez codassions codames codat codates coderent codee codees
N|coding|codage
N|codings|codages
V|coding|codant
V|code|code codent coder codez codiez codions codons
N|codes|codes
N|coder|codeur codeuse
N|coders|codeurs codeuses
V|codified|codifia codifiai codifiaient codifiais codifiait codifias codifiasse codifiassent codifiasses codifiassiez codifiassions codifiames codifiat codifiates codifierent codifiee codifiees
V|codifying|codifiant
V|codify|codifie codifient codifier codifies codifiez codifiiez codifiions codifions
N|heart|coeur cœur
N|hearts|coeurs cœurs
N|vault|coffre
N|vaults|coffres
N|consistency|coherence
N|consistencies|coherences
A|consistent|coherent coherente coherentes coherents
N|corner|coin
N|corners|coins
N|parcel|colis
V|pasted|colla collai collaient collais collait collas collasse collassent collasses collassiez collassions collames collat collates collerent collee collees
V|collaborated|collabora collaborai collaboraient collaborais collaborait collaboras collaborasse collaborassent collaborasses collaborassiez collaborassions collaborames collaborat collaborates collaborerent collaboree collaborees
V|collaborating|collaborant
N|colleague|collaborateur collaboratrice collegue
N|colleagues|collaborateurs collaboratrices collegues
N|collaboration|collaboration
N|collaborations|collaborations
V|collaborate|collabore collaborent collaborer collabores collaborez collaboriez collaborions collaborons
V|pasting|collant
V|paste|colle collent coller colles collez colliez collions collons
V|collected|collecta collectai collectaient collectais collectait collectas collectasse collectassent collectasses collectassiez collectassions collectames collectat collectates collecterent collectee collectees recueillaient recueillais recueillait recueilli recueillie recueillies recueillirent recueillis recueillisse recueillissent recueillisses recueillissiez recueillissions recueillit recueillimes recueillites
V|collecting|collectant recueillant
V|collect|collecte collectent collecter collectes collectez collectiez collectons recueille recueillent recueilles recueillez recueilliez recueillions recueillir recueillons
A|collective|collectif collectifs collective collectives
N|collection|collection
N|collections|collections
D|collectively|collectivement
N|hill|colline
N|hills|collines
N|middle school|college
N|middle schools|colleges
N|column|colonne
N|columns|colonnes
N|anger|colere
N|angers|coleres
V|fight|combat combats combatte combattent combattes combattez combattiez combattions combattons combattre lutte luttent lutter luttez luttiez luttions luttons
V|fought|combattaient combattais combattait combattirent combattis combattisse combattissent combattisses combattissiez combattissions combattit combattu combattue combattues combattus combattimes combattites lutta luttai luttaient luttais luttait luttas luttasse luttassent luttasses luttassiez luttassions luttames luttat luttates lutterent luttee luttees
V|fighting|combattant luttant
P|how much|combien
V|combined|combina combinai combinaient combinais combinait combinas combinasse combinassent combinasses combinassiez combinassions combinames combinat combinates combinerent combinee combinees
V|combining|combinant
V|combine|combine combinent combiner combines combinez combiniez combinions combinons
N|committee|comite
N|committees|comites
V|ordered|commanda commandai commandaient commandais commandait commandas commandasse commandassent commandasses commandassiez commandassions commandames commandat commandates commanderent commandee commandees enjoignaient enjoignais enjoignait enjoignirent enjoignis enjoignisse enjoignissent enjoignisses enjoignissiez enjoignissions enjoignit enjoignimes enjoignites enjoint enjointe enjointes enjoints ordonna ordonnai ordonnaient ordonnais ordonnait ordonnas ordonnasse ordonnassent ordonnasses ordonnassiez ordonnassions ordonnames ordonnat ordonnates ordonnerent ordonnee ordonnees
V|ordering|commandant enjoignant ordonnant
N|command|commande
V|order|commandent commander commandez commandiez commandions commandons enjoigne enjoignent enjoignes enjoignez enjoigniez enjoignions enjoignons enjoindre enjoins ordonne ordonnent ordonner ordonnes ordonnez ordonniez ordonnions ordonnons
N|commands|commandes
P|as|comme
V|begin|commence commencent commencer commences commencez commenciez commencions commencons
N|beginning|commencement debut
N|beginnings|commencements debuts
V|began|commencerent commenca commencai commencaient commencais commencait commencas commencasse commencassent commencasses commencassiez commencassions commencames commencat commencates
V|begun|commencee commencees
P|how|comment
V|commented|commenta commentai commentaient commentais commentait commentas commentasse commentassent commentasses commentassiez commentassions commentames commentat commentates commenterent commentee commentees
N|comment|commentaire
N|comments|commentaires
V|commenting|commentant
V|comment|commente commentent commenter commentes commentez commentiez commentions commentons
V|beginning|commencant
N|trade|commerce
N|trades|commerces
A|commercial|commercial commerciale commerciales commerciaux
V|marketed|commercialisa commercialisai commercialisaient commercialisais commercialisait commercialisas commercialisasse commercialisassent commercialisasses commercialisassiez commercialisassions commercialisames commercialisat commercialisates commercialiserent commercialisee commercialisees
V|marketing|commercialisant
V|market|commercialise commercialisent commercialiser commercialises commercialisez commercialisiez commercialisions commercialisons
V|commit|commet commets commette commettent commettes commettez commettiez commettions commettons commettre committe committent committer committes committez committiez committions committons
V|committed|commettaient commettais commettait commirent commis commise commises commisse commissent commisses commissiez committa committai committaient committais committait committas committasse committassent committasses committassiez committassions committames committat committates committerent committee committees commimes commites
V|committing|commettant committant
N|commission|commission
N|commissions|commissions
N|commit|commit
N|commits|commits
A|convenient|commode commodes
A|common|commun commune communes communs
N|community|communaute
N|communities|communautes
N|communication|communication
N|communications|communications
V|communicated|communiqua communiquai communiquaient communiquais communiquait communiquas communiquasse communiquassent communiquasses communiquassiez communiquassions communiquames communiquat communiquates communiquerent communiquee communiquees
V|communicating|communiquant
V|communicate|communique communiquent communiquer communiques communiquez communiquiez communiquions communiquons
N|partner|compagne compagnon partenaire
N|partners|compagnes compagnons partenaires
N|company|compagnie entreprise societe
N|companies|compagnies entreprises societes
V|compared|compara comparai comparaient comparais comparait comparas comparasse comparassent comparasses comparassiez comparassions comparames comparat comparates comparerent comparee comparees
V|comparing|comparant
V|compare|compare comparent comparer compares comparez compariez comparions comparons
N|compatibility|compatibilite
N|compatibilities|compatibilites
A|compatible|compatible compatibles
V|compensated|compensa compensai compensaient compensais compensait compensas compensasse compensassent compensasses compensassiez compensassions compensames compensat compensates compenserent compensee compensees dedommagea dedommageai dedommageaient dedommageais dedommageait dedommageas dedommageasse dedommageassent dedommageasses dedommageassiez dedommageassions dedommageames dedommageat dedommageates dedommagerent dedommagee dedommagees indemnisa indemnisai indemnisaient indemnisais indemnisait indemnisas indemnisasse indemnisassent indemnisasses indemnisassiez indemnisassions indemnisames indemnisat indemnisates indemniserent indemnisee indemnisees
V|compensating|compensant dedommageant indemnisant
V|compensate|compense compensent compenser compenses compensez compensiez compensions compensons dedommage dedommagent dedommageons dedommager dedommages dedommagez dedommagiez dedommagions indemnise indemnisent indemniser indemnises indemnisez indemnisiez indemnisions indemnisons
V|compiled|compila compilai compilaient compilais compilait compilas compilasse compilassent compilasses compilassiez compilassions compilames compilat compilates compilerent compilee compilees
V|compiling|compilant
N|compiler|compilateur
N|compilers|compilateurs
V|compile|compile compilent compiler compiles compilez compiliez compilions compilons
A|complete|complet complets completes
A|complex|complexe complexes
N|complexity|complexite
N|complexities|complexites
V|complicated|compliqua compliquai compliquaient compliquais compliquait compliquas compliquasse compliquassent compliquasses compliquassiez compliquassions compliquames compliquat compliquates compliquerent
V|complicating|compliquant
V|complicate|compliquent compliquer compliquez compliquiez compliquions compliquons
A|complicated|complique compliquee compliquees compliques
D|completely|completement
A|complementary|complementaire complementaires
V|behaved|comporta comportai comportaient comportais comportait comportas comportasse comportassent comportasses comportassiez comportassions comportames comportat comportates comporterent comportee comportees
V|behaving|comportant
V|behave|comporte comportent comporter comportes comportez comportiez comportions comportons
N|behavior|comportement comportements
V|composed|composa composai composaient composais composait composas composasse composassent composasses composassiez composassions composames composat composates composerent composee composees
V|composing|composant
V|compose|compose composent composer composes composez composiez composions composons
N|composition|composition
N|compositions|compositions
V|understood|comprenaient comprenais comprenait comprirent compris comprise comprises comprisse comprissent comprisses comprissiez comprissions comprit comprites
V|understanding|comprenant
V|understand|comprend comprendre comprends comprenez compreniez comprenions comprenne comprennent comprennes comprenons
V|compressed|compressa compressai compressaient compressais compressait compressas compressasse compressassent compressasses compressassiez compressassions compressames compressat compressates compresserent compressee compressees
V|compressing|compressant
V|compress|compresse compressent compresser compresses compressez compressiez compressions compressons
N|tablet|comprime tablette
N|tablets|comprimes tablettes
V|compromise|compromet compromets compromette compromettent compromettes compromettez compromettiez compromettions compromettons compromettre transige transigent transigeons transiger transiges transigez transigiez transigions
V|compromised|compromettaient compromettais compromettait compromirent compromise compromises compromisse compromissent compromisses compromissiez compromit compromimes compromites transigea transigeai transigeaient transigeais transigeait transigeas transigeasse transigeassent transigeasses transigeassiez transigeassions transigeames transigeat transigeates transigerent transigee transigees
V|compromising|compromettant transigeant
N|compromise|compromis compromission
N|compromises|compromissions
N|understanding|comprehension
N|understandings|comprehensions
V|counted|compta comptai comptaient comptais comptait comptas comptasse comptassent comptasses comptassiez comptassions comptames comptat comptates compterent comptee comptees denombra denombrai denombraient denombrais denombrait denombras denombrasse denombrassent denombrasses denombrassiez denombrassions denombrames denombrat denombrates denombrerent denombree denombrees
V|accounted for|comptabilisa comptabilisai comptabilisaient comptabilisais comptabilisait comptabilisas comptabilisasse comptabilisassent comptabilisasses comptabilisassiez comptabilisassions comptabilisames comptabilisat comptabilisates comptabiliserent comptabilisee comptabilisees
V|accounting for|comptabilisant
V|account for|comptabilise comptabilisent comptabiliser comptabilises comptabilisez comptabilisiez comptabilisions comptabilisons
N|accounting|comptabilite
N|accountings|comptabilites
N|accountant|comptable
N|accountants|comptables
V|counting|comptant denombrant
N|account|compte
V|count|comptent compter comptez comptiez comptions comptons denombre denombrent denombrer denombres denombrez denombriez denombrions denombrons
N|accounts|comptes
N|counter|comptoir guichet
N|counters|comptoirs guichets
N|skill|competence
N|skills|competences
N|competition|competition concurrence
N|competitions|competitions concurrences
N|comedy|comedie
N|comedies|comedies
V|concatenate|concatene concatenent concatenes concatener concatenez concateniez concatenions concatenons
V|concatenated|concatena concatenai concatenaient concatenais concatenait concatenas concatenasse concatenassent concatenasses concatenassiez concatenassions concatenames concatenat concatenates concatenerent concatenee concatenees
V|concatenating|concatenant
V|focused|concentra concentrai concentraient concentrais concentrait concentras concentrasse concentrassent concentrasses concentrassiez concentrassions concentrames concentrat concentrates concentrerent concentree concentrees
V|focusing|concentrant
V|focus|concentre concentrent concentrer concentres concentrez concentriez concentrions concentrons
N|concept|concept
N|designer|concepteur conceptrice
N|designers|concepteurs conceptrices
N|concepts|concepts
V|concerned|concerna concernai concernaient concernais concernait concernas concernasse concernassent concernasses concernassiez concernassions concernames concernat concernates concernerent concernee concernees
P|regarding|concernant
V|concern|concerne concernent concerner concernes concernez concerniez concernions concernons
N|concert|concert
N|concerts|concerts
N|concession|concession
N|concessions|concessions
V|designed|concevaient concevais concevait concu concue concues concurent concus concusse concussent concusses concussiez concussions concut concumes concutes
V|designing|concevant
V|design|concevez conceviez concevions concevoir concevons concois concoit concoive concoivent concoives
N|concierge|concierge
N|concierges|concierges
A|concise|concis concise concises
V|concluded|conclu concluaient concluais concluait conclurent conclusse conclussent conclusses conclussiez conclussions conclumes conclutes
V|concluding|concluant
V|conclude|conclue concluent conclues concluez concluiez concluions concluons conclure conclus conclut
N|conclusion|conclusion
N|conclusions|conclusions
N|contest|concours
A|concrete|concret concrets concrete concretes
V|materialized|concretisa concretisai concretisaient concretisais concretisait concretisas concretisasse concretisassent concretisasses concretisassiez concretisassions concretisames concretisat concretisates concretiserent concretisee concretisees
V|materializing|concretisant
V|materialize|concretise concretisent concretiser concretises concretisez concretisiez concretisions concretisons
N|competitor|concurrent concurrente
N|competitors|concurrentes concurrents
V|concede|concede concedent concedes conceder concedez concediez concedions concedons
V|conceded|conceda concedai concedaient concedais concedait concedas concedasse concedassent concedasses concedassiez concedassions concedames concedat concedates concederent concedee concedees
V|conceding|concedant
V|condemned|condamna condamnai condamnaient condamnais condamnait condamnas condamnasse condamnassent condamnasses condamnassiez condamnassions condamnames condamnat condamnates condamnerent condamnee condamnees
V|condemning|condamnant
N|conviction|condamnation
N|convictions|condamnations
V|condemn|condamne condamnent condamner condamnes condamnez condamniez condamnions condamnons
V|condensed|condensa condensai condensaient condensais condensait condensas condensasse condensassent condensasses condensassiez condensassions condensames condensat condensates condenserent condensee condensees
V|condensing|condensant
V|condense|condense condensent condenser condenses condensez condensiez condensions condensons
N|condition|condition
V|conditioned|conditionna conditionnai conditionnaient conditionnais conditionnait conditionnas conditionnasse conditionnassent conditionnasses conditionnassiez conditionnassions conditionnames conditionnat conditionnates conditionnerent conditionnee conditionnees
V|conditioning|conditionnant
V|condition|conditionne conditionnent conditionner conditionnes conditionnez conditionniez conditionnions conditionnons
A|conditional|conditionnel conditionnelle conditionnelles conditionnels
N|conditions|conditions
V|drive|conduire conduis conduise conduisent conduises conduisez conduisiez conduisions conduisons roule roulent rouler roules roulez rouliez roulions roulons
V|drove|conduisaient conduisais conduisait conduisirent conduisis conduisisse conduisissent conduisisses conduisissiez conduisissions conduisit conduisimes conduisites roula roulai roulaient roulais roulait roulas roulasse roulassent roulasses roulassiez roulassions roulames roulat roulates roulerent
V|driving|conduisant roulant
V|driven|conduit conduite conduites conduits roulee roulees
V|made|confectionna confectionnai confectionnaient confectionnais confectionnait confectionnas confectionnasse confectionnassent confectionnasses confectionnassiez confectionnassions confectionnames confectionnat confectionnates confectionnerent confectionnee confectionnees fabriqua fabriquai fabriquaient fabriquais fabriquait fabriquas fabriquasse fabriquassent fabriquasses fabriquassiez fabriquassions fabriquames fabriquat fabriquates fabriquerent fabriquee fabriquees
V|making|confectionnant fabriquant
V|make|confectionne confectionnent confectionner confectionnes confectionnez confectionniez confectionnions confectionnons fabrique fabriquent fabriquer fabriques fabriquez fabriquiez fabriquions fabriquons
V|confessed|confessa confessai confessaient confessais confessait confessas confessasse confessassent confessasses confessassiez confessassions confessames confessat confessates confesserent confessee confessees
V|confessing|confessant
V|confess|confesse confessent confesser confesses confessez confessiez confessions confessons
V|confided|confia confiai confiaient confiais confiait confias confiasse confiassent confiasses confiassiez confiassions confiames confiat confiates confierent confiee confiees
N|trust|confiance confiances
V|confiding|confiant
N|confidence|confidence confidences
N|confidentiality|confidentialite
N|confidentialities|confidentialites
A|confidential|confidentiel confidentielle confidentielles confidentiels
D|confidentially|confidentiellement
V|confide|confie confient confier confies confiez confiiez confiions confions
N|config|config
N|configs|configs
V|configured|configura configurai configuraient configurais configurait configuras configurasse configurassent configurasses configurassiez configurassions configurames configurat configurates configurerent configuree configurees parametra parametrai parametraient parametrais parametrait parametras parametrasse parametrassent parametrasses parametrassiez parametrassions parametrames parametrat parametrates parametrerent parametree parametrees
V|configuring|configurant parametrant
N|configuration|configuration
N|configurations|configurations
V|configure|configure configurent configurer configures configurez configuriez configurions configurons parametrent parametrer parametrez parametriez parametrions parametrons
V|confirmed|confirma confirmai confirmaient confirmais confirmait confirmas confirmasse confirmassent confirmasses confirmassiez confirmassions confirmames confirmat confirmates confirmerent confirmee confirmees
V|confirming|confirmant
N|confirmation|confirmation
N|confirmations|confirmations
V|confirm|confirme confirment confirmer confirmes confirmez confirmiez confirmions confirmons
V|confiscated|confisqua confisquai confisquaient confisquais confisquait confisquas confisquasse confisquassent confisquasses confisquassiez confisquassions confisquames confisquat confisquates confisquerent confisquee confisquees
V|confiscating|confisquant
V|confiscate|confisque confisquent confisquer confisques confisquez confisquiez confisquions confisquons
N|conflict|conflit
N|conflicts|conflits
V|confuse|confond confonde confondent confondes confondez confondiez confondions confondons confondre confonds
V|confused|confondaient confondais confondait confondirent confondis confondisse confondissent confondisses confondissiez confondissions confondit confondu confondue confondues confondus confondimes confondites
V|confusing|confondant
V|complied|conforma conformai conformaient conformais conformait conformas conformasse conformassent conformasses conformassiez conformassions conformames conformat conformates conformerent conformee conformees obtempera obtemperai obtemperaient obtemperais obtemperait obtemperas obtemperasse obtemperassent obtemperasses obtemperassiez obtemperassions obtemperames obtemperat obtemperates obtempererent obtemperee obtemperees
V|complying|conformant obtemperant
A|compliant|conforme conformes
V|comply|conforment conformer conformez conformiez conformions conformons obtempere obtemperent obtemperes obtemperer obtemperez obtemperiez obtemperions obtemperons
N|compliance|conformite conformites
D|in accordance|conformement
N|comfort|confort
A|comfortable|confortable confortables
N|comforts|conforts
V|confronted|confronta confrontai confrontaient confrontais confrontait confrontas confrontasse confrontassent confrontasses confrontassiez confrontassions confrontames confrontat confrontates confronterent confrontee confrontees
V|confronting|confrontant
V|confront|confronte confrontent confronter confrontes confrontez confrontiez confrontions confrontons
N|conference|conference
N|conferences|conferences
N|congress|congres
N|leave|conge
V|dismissed|congedia congediai congediaient congediais congediait congedias congediasse congediassent congediasses congediassiez congediassions congediames congediat congediates congedierent congediee congediees licencia licenciai licenciaient licenciais licenciait licencias licenciasse licenciassent licenciasses licenciassiez licenciassions licenciames licenciat licenciates licencierent licenciee licenciees
V|dismissing|congediant licenciant
V|dismiss|congedie congedient congedier congedies congediez congediiez congediions congedions licencie licencient licencier licencies licenciez licenciiez licenciions licencions
N|leaves|conges
N|spouse|conjoint conjointe epoux
N|spouses|conjointes conjoints
V|conjugated|conjugua conjuguai conjuguaient conjuguais conjuguait conjuguas conjuguasse conjuguassent conjuguasses conjuguassiez conjuguassions conjuguames conjuguat conjuguates conjuguerent conjuguee conjuguees
V|conjugating|conjuguant
V|conjugate|conjugue conjuguent conjuguer conjugues conjuguez conjuguiez conjuguions conjuguons
V|know|connais connaisse connaissent connaisses connaissez connaissiez connaissions connaissons connait connaitre sache sachent saches sachez sachiez sachions sachons sais sait savent savez savoir savons
V|knew|connaissaient connaissais connaissait connurent connusse connussent connusses connussiez connussions connut connumes connutes savaient savais savait saviez savions surent susse sussent susses sussiez sussions sut sumes sutes
N|knowledge|connaissance connaissances savoirs
V|knowing|connaissant sachant
V|connected|connecta connectai connectaient connectais connectait connectas connectasse connectassent connectasses connectassiez connectassions connectames connectat connectates connecterent
V|connecting|connectant
V|connect|connectent connecter connectez connectiez connections connectons
A|connected|connecte connectee connectees connectes
N|connection|connexion
N|connections|connexions
A|known|connu connue connues connus
V|conquer|conquiers conquiert conquiere conquierent conquieres conquerez conqueriez conquerions conquerir conquerons
V|conquered|conquirent conquis conquise conquises conquisse conquissent conquisses conquissiez conquissions conquit conqueraient conquerais conquerait conquimes conquites
V|conquering|conquerant
V|devoted|consacra consacrai consacraient consacrais consacrait consacras consacrasse consacrassent consacrasses consacrassiez consacrassions consacrames consacrat consacrates consacrerent consacree consacrees voua vouai vouaient vouais vouait vouas vouasse vouassent vouasses vouassiez vouassions vouames vouat vouates vouerent vouee vouees
V|devoting|consacrant vouant
V|devote|consacre consacrent consacrer consacres consacrez consacriez consacrions consacrons voue vouent vouer voues vouez vouiez vouions vouons
N|conscience|conscience
N|consciences|consciences
A|aware|conscient consciente conscientes conscients
N|advice|conseil conseils
V|advised|conseilla conseillai conseillaient conseillais conseillait conseillas conseillasse conseillassent conseillasses conseillassiez conseillassions conseillames conseillat conseillates conseillerent conseillee conseillees
V|advising|conseillant
V|advise|conseille conseillent conseiller conseilles conseillez conseilliez conseillions conseillons
N|advisors|conseillers conseilleres
N|advisor|conseillere
V|consent|consens consent consente consentent consentes consentez consentiez consentions consentir consentons
V|consented|consentaient consentais consentait consenti consentie consenties consentirent consentis consentisse consentissent consentisses consentissiez consentissions consentit consentimes consentites
V|consenting|consentant
N|consent|consentement
N|consents|consentements
V|kept|conserva conservai conservaient conservais conservait conservas conservasse conservassent conservasses conservassiez conservassions conservames conservat conservates conserverent conservee conservees garda gardai gardaient gardais gardait gardas gardasse gardassent gardasses gardassiez gardassions gardames gardat gardates garderent gardee gardees
V|keeping|conservant gardant
V|keep|conserve conservent conserver conserves conservez conserviez conservions conservons garde gardent garder gardez gardiez gardions gardons
V|consider|considere considerent consideres considerer considerez consideriez considerions considerons envisage envisagent envisageons envisager envisages envisagez envisagiez envisagions
V|considered|considera considerai consideraient considerais considerait consideras considerasse considerassent considerasses considerassiez considerassions considerames considerat considerates considererent consideree considerees envisagea envisageai envisageaient envisageais envisageait envisageas envisageasse envisageassent envisageasses envisageassiez envisageassions envisageames envisageat envisageates envisagerent envisagee envisagees
V|considering|considerant envisageant
V|recorded|consigna consignai consignaient consignais consignait consignas consignasse consignassent consignasses consignassiez consignassions consignames consignat consignates consignerent consignee consignees
V|recording|consignant
N|instruction|consigne instruction
V|record|consignent consigner consignez consigniez consignions consignons
N|instructions|consignes instructions
V|consisted|consista consistai consistaient consistais consistait consistas consistasse consistassent consistasses consistassiez consistassions consistames consistat consistates consisterent consistee consistees
V|consisting|consistant
V|consist|consiste consistent consister consistes consistez consistiez consistions consistons
N|console|console
N|consoles|consoles
V|consolidated|consolida consolidai consolidaient consolidais consolidait consolidas consolidasse consolidassent consolidasses consolidassiez consolidassions consolidames consolidat consolidates consoliderent consolidee consolidees
V|consolidating|consolidant
V|consolidate|consolide consolident consolider consolides consolidez consolidiez consolidions consolidons
V|consumed|consomma consommai consommaient consommais consommait consommas consommasse consommassent consommasses consommassiez consommassions consommames consommat consommates consommerent consommee consommees
V|consuming|consommant
N|consumer|consommateur consommatrice
N|consumers|consommateurs consommatrices
N|consumption|consommation
N|consumptions|consommations
V|consume|consomme consomment consommer consommes consommez consommiez consommions consommons
N|consonant|consonne
N|consonants|consonnes
D|constantly|constamment
A|constant|constant constants
N|constant|constante
N|constants|constantes
N|finding|constat constatation
V|noted|constata constatai constataient constatais constatait constatas constatasse constatassent constatasses constatassiez constatassions constatames constatat constatates constaterent constatee constatees nota notai notaient notais notait notas notasse notassent notasses notassiez notassions notames notat notates noterent notee notees
V|noting|constatant notant
N|findings|constatations constats
V|note|constate constatent constater constates constatez constatiez constations constatons note notent noter notez notiez notions notons
V|constituted|constitua constituai constituaient constituais constituait constituas constituasse constituassent constituasses constituassiez constituassions constituames constituat constituates constituerent constituee constituees
V|constituting|constituant
V|constitute|constitue constituent constituer constitues constituez constituiez constituions constituons
N|construction|construction
N|constructions|constructions
V|consulted|consulta consultai consultaient consultais consultait consultas consultasse consultassent consultasses consultassiez consultassions consultames consultat consultates consulterent consultee consultees
N|consultant|consultant consultante
N|consultants|consultantes consultants
N|consultation|consultation
N|consultations|consultations
V|consult|consulte consultent consulter consultes consultez consultiez consultions consultons
N|consequence|consequence
N|consequences|consequences
V|told|conta contai contaient contais contait contas contasse contassent contasses contassiez contassions contames contat contates conterent contee contees raconta racontai racontaient racontais racontait racontas racontasse racontassent racontasses racontassiez racontassions racontames racontat racontates raconterent racontee racontees
N|contact|contact
V|contacted|contacta contactai contactaient contactais contactait contactas contactasse contactassent contactasses contactassiez contactassions contactames contactat contactates contacterent contactee contactees
V|contacting|contactant
V|contact|contacte contactent contacter contactes contactez contactiez contactions contactons
N|contacts|contacts
V|infected|contamina contaminai contaminaient contaminais contaminait contaminas contaminasse contaminassent contaminasses contaminassiez contaminassions contaminames contaminat contaminates contaminerent contaminee contaminees infecta infectai infectaient infectais infectait infectas infectasse infectassent infectasses infectassiez infectassions infectames infectat infectates infecterent infectee infectees
V|infecting|contaminant infectant
V|infect|contamine contaminent contaminer contamines contaminez contaminiez contaminions contaminons infecte infectent infecter infectes infectez infectiez infectons
V|telling|contant racontant
V|tell|conte conter contez contiez contions contons raconte racontent raconter racontes racontez racontiez racontions racontons
V|contemplated|contempla contemplai contemplaient contemplais contemplait contemplas contemplasse contemplassent contemplasses contemplassiez contemplassions contemplames contemplat contemplates contemplerent contemplee contemplees
V|contemplating|contemplant
V|contemplate|contemple contemplent contempler contemples contemplez contempliez contemplions contemplons
N|container|conteneur
N|containers|conteneurs
A|happy|content contente contentes contents heureuse heureuses heureux
N|content|contenu
N|contents|contenus
N|tales|contes
V|disputed|contesta contestai contestaient contestais contestait contestas contestasse contestassent contestasses contestassiez contestassions contestames contestat contestates contesterent contestee contestees
V|disputing|contestant
V|dispute|conteste contestent contester contestes contestez contestiez contestions contestons
N|context|contexte
N|contexts|contextes
V|continued|continua continuai continuaient continuais continuait continuas continuasse continuassent continuasses continuassiez continuassions continuames continuat continuates continuerent continuee continuees poursuivaient poursuivais poursuivait poursuivi poursuivie poursuivies poursuivirent poursuivis poursuivisse poursuivissent poursuivisses poursuivissiez poursuivissions poursuivit poursuivimes poursuivites
V|continuing|continuant poursuivant
V|continue|continue continuent continuer continues continuez continuiez continuions continuons poursuis poursuit poursuive poursuivent poursuives poursuivez poursuiviez poursuivions poursuivons poursuivre
D|continuously|continuellement
V|bypassed|contourna contournai contournaient contournais contournait contournas contournasse contournassent contournasses contournassiez contournassions contournames contournat contournates contournerent contournee contournees shunta shuntai shuntaient shuntais shuntait shuntas shuntasse shuntassent shuntasses shuntassiez shuntassions shuntames shuntat shuntates shunterent shuntee shuntees
V|bypassing|contournant shuntant
V|bypass|contourne contournent contourner contournes contournez contourniez contournions contournons shunte shuntent shunter shuntes shuntez shuntiez shuntions shuntons
N|bypasses|contournements
V|contracted|contractualisa contractualisai contractualisaient contractualisais contractualisait contractualisas contractualisasse contractualisassent contractualisasses contractualisassiez contractualisassions contractualisames contractualisat contractualisates contractualiserent contractualisee contractualisees
V|contracting|contractualisant
V|contract|contractualise contractualisent contractualiser contractualises contractualisez contractualisiez contractualisions contractualisons
V|constrained|contraignaient contraignais contraignait contraignirent contraignis contraignisse contraignissent contraignisses contraignissiez contraignissions contraignit contraignimes contraignites contraint contraints
V|constraining|contraignant
V|constrain|contraigne contraignent contraignes contraignez contraigniez contraignions contraignons contraindre contrains
N|constraint|contrainte
N|constraints|contraintes
A|contrary|contraire contraires
D|contrary|contrairement
N|contract|contrat
N|contracts|contrats
P|against|contre
N|smuggling|contrebande
N|smugglings|contrebandes
V|counterfeit|contrefaire contrefais contrefaisons contrefaites contrefasse contrefassent contrefasses contrefassiez contrefassions contrefont
V|counterfeited|contrefaisaient contrefaisais contrefaisait contrefaisiez contrefaisions contrefait contrefaite contrefaits contrefirent contrefis contrefisse contrefissent contrefisses contrefissiez contrefissions contrefit contrefimes contrefites
V|counterfeiting|contrefaisant
N|counterfeit|contrefacon
N|counterfeits|contrefacons
V|contributed|contribua contribuai contribuaient contribuais contribuait contribuas contribuasse contribuassent contribuasses contribuassiez contribuassions contribuames contribuat contribuates contribuerent contribuee contribuees
V|contributing|contribuant
V|contribute|contribue contribuent contribuer contribues contribuez contribuiez contribuions contribuons
V|checked|controla controlai controlaient controlais controlait controlas controlasse controlassent controlasses controlassiez controlassions controlames controlat controlates controlerent controlee controlees
V|checking|controlant
N|control|controle
V|check|controlent controler controlez controliez controlions controlons
N|controls|controles
V|convince|convainc convaincre convaincs convainque convainquent convainques convainquez convainquiez convainquions convainquons
V|convinced|convaincu convaincue convaincues convaincus convainquaient convainquais convainquait convainquirent convainquis convainquisse convainquissent convainquisses convainquissiez convainquissions convainquit convainquimes convainquites
V|convincing|convainquant
D|properly|convenablement proprement
V|agreed|convenaient convenais convenait convenu convenue convenues convenus convinrent convins convinsse convinssent convinsses convinssiez convinssions convint convinmes convintes
V|agreeing|convenant
V|agree|convenez conveniez convenions convenir convenons convienne conviennent conviennes conviens convient
V|conversed|conversa conversai conversaient conversais conversait conversas conversasse conversassent conversasses conversassiez conversassions conversames conversat conversates converserent conversee conversees
V|conversing|conversant
N|conversation|conversation
N|conversations|conversations
V|converse|converse conversent converser converses conversez conversiez conversions conversons
V|converted|converti convertie converties convertirent convertissaient convertissais convertissait convertimes convertites
V|convert|convertir convertis convertisse convertissent convertisses convertissez convertissiez convertissions convertissons convertit
V|converting|convertissant
V|summoned|convoqua convoquai convoquaient convoquais convoquait convoquas convoquasse convoquassent convoquasses convoquassiez convoquassions convoquames convoquat convoquates convoquerent convoquee convoquees
V|summoning|convoquant
V|summon|convoque convoquent convoquer convoques convoquez convoquiez convoquions convoquons
N|cookie|cookie
N|cookies|cookies
V|cooperate|coopere cooperent cooperes cooperer cooperez cooperiez cooperions cooperons
V|cooperated|coopera cooperai cooperaient cooperais cooperait cooperas cooperasse cooperassent cooperasses cooperassiez cooperassions cooperames cooperat cooperates coopererent cooperee cooperees
V|cooperating|cooperant
N|cooperation|cooperation
N|cooperations|cooperations
N|coordination|coordination
N|coordinations|coordinations
V|coordinated|coordonna coordonnai coordonnaient coordonnais coordonnait coordonnas coordonnasse coordonnassent coordonnasses coordonnassiez coordonnassions coordonnames coordonnat coordonnates coordonnerent coordonnee
V|coordinating|coordonnant
V|coordinate|coordonne coordonnent coordonner coordonnes coordonnez coordonniez coordonnions coordonnons
N|contact details|coordonnees
V|copied|copia copiai copiaient copiais copiait copias copiasse copiassent copiasses copiassiez copiassions copiames copiat copiates copierent copiee copiees recopia recopiai recopiaient recopiais recopiait recopias recopiasse recopiassent recopiasses recopiassiez recopiassions recopiames recopiat recopiates recopierent recopiee recopiees
V|copying|copiant recopiant
V|copy|copie copient copier copiez copiiez copiions copions recopie recopient recopier recopies recopiez recopiiez recopiions recopions
N|copies|copies
N|copilot|copilot
N|copilots|copilots
N|copyright|copyright
N|copyrights|copyrights
N|typo|coquille
N|typos|coquilles
N|bin|corbeille
N|bins|corbeilles
N|rope|corde
N|ropes|cordes
N|body|corps
N|corpus|corpus
A|correct|correct correcte correctes corrects
D|correctly|correctement
N|grader|correcteur correctrice
N|graders|correcteurs correctrices
N|patch|correctif patch
N|patches|correctifs patchs
N|correction|correction
N|corrections|corrections
V|correspond|correspond corresponde correspondent correspondes correspondez correspondiez correspondions correspondons correspondre corresponds
V|corresponded|correspondaient correspondais correspondait correspondirent correspondis correspondisse correspondissent correspondisses correspondissiez correspondissions correspondit correspondu correspondue correspondues correspondus correspondimes correspondites
N|match|correspondance match
N|matches|correspondances
V|corresponding|correspondant
V|correct|corrige corrigent corrigeons corriger corriges corrigez corrigiez corrigions rectifie rectifient rectifier rectifies rectifiez rectifiiez rectifiions rectifions
V|corrected|corrigea corrigeai corrigeaient corrigeais corrigeait corrigeas corrigeasse corrigeassent corrigeasses corrigeassiez corrigeassions corrigeames corrigeat corrigeates corrigerent corrigee corrigees rectifia rectifiai rectifiaient rectifiais rectifiait rectifias rectifiasse rectifiassent rectifiasses rectifiassiez rectifiassions rectifiames rectifiat rectifiates rectifierent rectifiee rectifiees
V|correcting|corrigeant rectifiant
V|corrupted|corrompaient corrompais corrompait corrompirent corrompis corrompisse corrompissent corrompisses corrompissiez corrompissions corrompit corrompu corrompue corrompues corrompus corrompimes corrompites
V|corrupting|corrompant
V|corrupt|corrompe corrompent corrompes corrompez corrompiez corrompions corrompons corrompre corromps corrompt
N|corruption|corruption
N|corruptions|corruptions
V|correlate|correle correlent correles correler correlez correliez correlions correlons
V|correlated|correla correlai correlaient correlais correlait correlas correlasse correlassent correlasses correlassiez correlassions correlames correlat correlates correlerent correlee correlees
V|correlating|correlant
V|cosigned|cosigna cosignai cosignaient cosignais cosignait cosignas cosignasse cosignassent cosignasses cosignassiez cosignassions cosignames cosignat cosignates cosignerent cosignee cosignees
V|cosigning|cosignant
V|cosign|cosigne cosignent cosigner cosignes cosignez cosigniez cosignions cosignons
N|suit|costume
N|suits|costumes
V|rated|cota cotai cotaient cotais cotait cotas cotasse cotassent cotasses cotassiez cotassions cotames cotat cotates coterent cotee cotees
V|rating|cotant
V|rate|cotent coter cotez cotiez cotions cotons
N|neck|cou
V|laid|coucha couchai couchaient couchais couchait couchas couchasse couchassent couchasses couchassiez couchassions couchames couchat couchates coucherent couchee couchees
V|laying|couchant
N|layer|couche
V|lay|couchent coucher couchez couchiez couchions couchons
N|layers|couches
P|hi|coucou salut slt
V|sew|coud coudre couds couse cousent couses cousez cousiez cousions cousons
V|flowed|coula coulai coulaient coulais coulait coulas coulasse coulassent coulasses coulassiez coulassions coulames coulat coulates coulerent coulee coulees
V|flowing|coulant
V|flow|coule coulent couler coules coulez couliez coulions coulons
N|color|couleur
N|colors|couleurs
N|corridor|couloir
N|corridors|couloirs
N|blow|coup
V|cut|coupa coupai coupaient coupais coupait coupas coupasse coupassent coupasses coupassiez coupassions coupe coupent couper coupes coupez coupiez coupions coupames coupat coupates couperent coupee coupees decoupa decoupai decoupaient decoupais decoupait decoupas decoupasse decoupassent decoupasses decoupassiez decoupassions decoupe decoupent decouper decoupes decoupez decoupiez decoupions decoupons decoupames decoupat decoupates decouperent decoupee decoupees tailla taillai taillaient taillais taillait taillas taillasse taillassent taillasses taillassiez taillassions taillent tailler taillez tailliez taillions taillons taillames taillat taillates taillerent taillee taillees
N|culprit|coupable
N|culprits|coupables
V|cutting|coupant decoupant taillant
N|couple|couple
N|couples|couples
N|coupon|coupon
N|coupons|coupons
N|blows|coups
N|court|cour tribunal
N|courage|courage
N|courages|courages
A|brave|courageuse courageuses courageux
V|ran|couraient courais courait coururent courusse courussent courusses courussiez courussions courut courumes courutes tourna tournai tournaient tournais tournait tournas tournasse tournassent tournasses tournassiez tournassions tournames tournat tournates tournerent
D|commonly|couramment
A|curved|courbe courbes
V|run|coure courent coures courez couriez courions courir courons couru courue courues courus tourne tournent tourner tournes tournez tourniez tournions tournons tournee tournees
N|email|courriel email mel
V|emailed|courriella courriellai courriellaient courriellais courriellait courriellas courriellasse courriellassent courriellasses courriellassiez courriellassions courriellames courriellat courriellates courriellerent courriellee courriellees emaila emailai emailaient emailais emailait emailas emailasse emailassent emailasses emailassiez emailassions emailames emailat emailates emailerent emailee emailees maila mailai mailaient mailais mailait mailas mailasse mailassent mailasses mailassiez mailassions mailames mailat mailates mailerent mailee mailees
V|emailing|courriellant emailant mailant
V|email|courrielle courriellent courrieller courrielles courriellez courrielliez courriellions courriellons emaile emailent emailer emailes emailez emailiez emailions emailons maile mailent mailer mailes mailez mailiez mailions mailons
N|emails|courriels emails
N|mail|courrier mail
N|mails|courriers mails
N|course|cours
N|race|course race
N|races|courses races
A|short|court courte courtes courts
N|necks|cous
V|sewed|cousaient cousais cousait cousirent cousis cousisse cousissent cousisses cousissiez cousissions cousit cousimes cousites
V|sewing|cousant
N|cousin|cousin cousine
N|cousins|cousines cousins
V|sewn|cousu cousue cousues cousus
N|knife|couteau
N|knives|couteaux
V|covered|couvert couverte couvertes couverts couvraient couvrais couvrait couvrirent couvris couvrisse couvrissent couvrisses couvrissiez couvrissions couvrit couvrimes couvrites recouvert recouverte recouvertes recouverts recouvraient recouvrais recouvrait recouvrirent recouvris recouvrisse recouvrissent recouvrisses recouvrissiez recouvrissions recouvrit recouvrimes recouvrites
N|cover|couverture
N|covers|couvertures
V|covering|couvrant recouvrant
V|cover|couvre couvrent couvres couvrez couvriez couvrions couvrir couvrons recouvre recouvrent recouvres recouvrez recouvriez recouvrions recouvrir recouvrons
N|cost|cout
V|cost|couta coutai coutaient coutais coutait coutas coutasse coutassent coutasses coutassiez coutassions coute coutent couter coutes coutez coutiez coutions coutons coutames coutat coutates couterent coutee coutees
V|costing|coutant
A|costly|couteuse couteuses couteux
N|costs|couts
V|spat out|cracha crachai crachaient crachais crachait crachas crachasse crachassent crachasses crachassiez crachassions crachames crachat crachates cracherent crachee crachees
V|spitting out|crachant
V|spit out|crache crachent cracher craches crachez crachiez crachions crachons
V|feared|craignaient craignais craignait craignirent craignis craignisse craignissent craignisses craignissiez craignissions craignit craignimes craignites craint crainte craintes craints
V|fearing|craignant
V|fear|craigne craignent craignes craignez craigniez craignions craignons craindre crains
V|cracked|craqua craquai craquaient craquais craquait craquas craquasse craquassent craquasses craquassiez craquassions craquames craquat craquates craquerent craquee craquees
V|cracking|craquant
V|crack|craque craquent craquer craques craquez craquiez craquions craquons
N|crash|crash plantage
N|crashes|crashs plantages
V|crawled|crawla crawlai crawlaient crawlais crawlait crawlas crawlasse crawlassent crawlasses crawlassiez crawlassions crawlames crawlat crawlates crawlerent crawlee crawlees
V|crawling|crawlant
V|crawl|crawle crawlent crawler crawles crawlez crawliez crawlions crawlons
N|pencil|crayon
N|pencils|crayons
N|credentials|credentials identifiants
V|dug|creusa creusai creusaient creusais creusait creusas creusasse creusassent creusasses creusassiez creusassions creusames creusat creusates creuserent creusee creusees
V|digging|creusant
V|dig|creuse creusent creuser creuses creusez creusiez creusions creusons
N|shout|cri
V|shouted|cria criai criaient criais criait crias criasse criassent criasses criassiez criassions criames criat criates crierent criee criees
V|shouting|criant
V|shout|crie crient crier cries criez criiez criions crions
N|crime|crime
N|crimes|crimes
N|criminal|criminel criminelle
N|criminals|criminelles criminels
N|shouts|cris
N|crisis|crise
N|crises|crises
V|criticized|critiqua critiquai critiquaient critiquais critiquait critiquas critiquasse critiquassent critiquasses critiquassiez critiquassions critiquames critiquat critiquates critiquerent critiquee critiquees
V|criticizing|critiquant
A|critical|critique
V|criticize|critiquent critiquer critiquez critiquiez critiquions critiquons
N|criterion|critere
N|criteria|criteres
N|bracket|crochet
N|brackets|crochets
V|believe|croie croient croies croire crois croit croyez croyiez croyions croyons
V|crossed|croisa croisai croisaient croisais croisait croisas croisasse croisassent croisasses croisassiez croisassions croisames croisat croisates croiserent croisee croisees franchi franchie franchies franchirent franchissaient franchissais franchissait franchimes franchites traversa traversai traversaient traversais traversait traversas traversasse traversassent traversasses traversassiez traversassions traversames traversat traversates traverserent traversee traversees
V|crossing|croisant franchissant traversant
V|cross|croise croisent croiser croises croisez croisiez croisions croisons franchir franchis franchisse franchissent franchisses franchissez franchissiez franchissions franchissons franchit traverse traversent traverser traverses traversez traversiez traversions traversons
N|cruise|croisiere
N|cruises|croisieres
N|growth|croissance
N|growths|croissances
N|cron|cron
N|crons|crons
V|believed|croyaient croyais croyait cru crue crues crurent crus crusse crussent crusses crussiez crussions crut crumes crutes
V|believing|croyant
A|cruel|cruel cruelle cruelles cruels
N|crypto|crypto
N|cvv|cryptogramme cvv
N|cvvs|cryptogrammes cvvs
N|cryptocurrency|cryptomonnaie
N|cryptocurrencies|cryptomonnaies
N|cryptos|cryptos
N|cream|creme
N|creams|cremes
V|created|crea creai creaient creais creait creas creasse creassent creasses creassiez creassions creames creat creates creerent creee creees
N|receivable|creance
N|receivables|creances
V|creating|creant
N|creator|createur creatrice
N|creators|createurs creatrices
A|creative|creatif creatifs creative creatives
N|creation|creation
N|creations|creations
A|credible|credible credibles
N|credit|credit
V|credited|credita creditai creditaient creditais creditait creditas creditasse creditassent creditasses creditassiez creditassions creditames creditat creditates crediterent creditee creditees
V|crediting|creditant
V|credit|credite creditent crediter credites creditez creditiez creditions creditons
N|credits|credits
V|create|cree creent creer crees creez creiez creions creons
N|slot|creneau
N|slots|creneaux
N|csv|csv
N|csvs|csvs
V|picked|cueillaient cueillais cueillait cueilli cueillie cueillies cueillirent cueillis cueillisse cueillissent cueillisses cueillissiez cueillissions cueillit cueillimes cueillites
V|picking|cueillant
V|pick|cueille cueillent cueilles cueillez cueilliez cueillions cueillir cueillons
N|spoon|cuillere
N|spoons|cuilleres
N|leather|cuir
V|cook|cuire cuis cuise cuisent cuises cuisez cuisiez cuisinent cuisiner cuisinez cuisiniez cuisinions cuisinons cuisions cuisons
N|leathers|cuirs
V|cooked|cuisaient cuisais cuisait cuisina cuisinai cuisinaient cuisinais cuisinait cuisinas cuisinasse cuisinassent cuisinasses cuisinassiez cuisinassions cuisinames cuisinat cuisinates cuisinerent cuisinee cuisinees cuisirent cuisis cuisisse cuisissent cuisisses cuisissiez cuisissions cuisit cuisimes cuisites cuit cuite cuites cuits
V|cooking|cuisant cuisinant
N|kitchen|cuisine
N|kitchens|cuisines
N|cook|cuisinier cuisiniere
N|cooks|cuisiniers cuisinieres
N|copper|cuivre
N|coppers|cuivres
V|cultivated|cultiva cultivai cultivaient cultivais cultivait cultivas cultivasse cultivassent cultivasses cultivassiez cultivassions cultivames cultivat cultivates cultiverent cultivee cultivees
V|cultivating|cultivant
V|cultivate|cultive cultivent cultiver cultives cultivez cultiviez cultivions cultivons
N|culture|culture
A|cultural|culturel culturelle culturelles culturels
N|cultures|cultures
A|curious|curieuse curieuses curieux
N|curiosity|curiosite
N|curiosities|curiosites
N|cv|cv
N|cve|cve
N|cves|cves
N|cybersecurity|cybersecurite
N|cybersecurities|cybersecurites
N|cycle|cycle
N|cycles|cycles
V|give in|cede cedent cedes ceder cedez cediez cedions cedons
V|gave in|ceda cedai cedaient cedais cedait cedas cedasse cedassent cedasses cedassiez cedassions cedames cedat cedates cederent
V|giving in|cedant
V|given in|cedee cedees
A|single|celibataire celibataires
A|famous|celebre celebres
V|celebrate|celebrent celebrer celebrez celebriez celebrions celebrons
V|celebrated|celebra celebrai celebraient celebrais celebrait celebras celebrasse celebrassent celebrasses celebrassiez celebrassions celebrames celebrat celebrates celebrerent celebree celebrees
V|celebrating|celebrant
N|celebrity|celebrite
N|celebrities|celebrites
N|ceremony|ceremonie
N|ceremonies|ceremonies
N|caesar|cesar
N|caesars|cesars
N|coast|cote
N|coasts|cotes
V|rub shoulders|cotoie cotoient cotoies cotoyer cotoyez cotoyiez cotoyions cotoyons
V|rubbed shoulders|cotoya cotoyai cotoyaient cotoyais cotoyait cotoyas cotoyasse cotoyassent cotoyasses cotoyassiez cotoyassions cotoyames cotoyat cotoyates cotoyerent cotoye cotoyee cotoyees cotoyes
V|rubbing shoulders|cotoyant
P|of|d de
V|deigned|daigna daignai daignaient daignais daignait daignas daignasse daignassent daignasses daignassiez daignassions daignames daignat daignates daignerent daignee daignees
V|deigning|daignant
V|deign|daigne daignent daigner daignes daignez daigniez daignions daignons
N|lady|dame
N|ladies|dames mesdames
N|dan|dan
N|danger|danger
A|dangerous|dangereuse dangereuses dangereux
N|dangers|dangers
P|in|dans en
V|danced|dansa dansai dansaient dansais dansait dansas dansasse dansassent dansasses dansassiez dansassions dansames dansat dansates danserent dansee dansees
V|dancing|dansant
V|dance|danse dansent danser danses dansez dansiez dansions dansons
N|dashboard|dashboard
N|dashboards|dashboards
N|data|data donnee donnees
V|dated|datai dataient datais datait datas datasse datassent datasses datassiez datassions datames datat datates daterent datee datees
V|dating|datant
N|dataset|dataset
N|datasets|datasets
V|date|date datent dater datez datiez dations datons
N|dates|dates
D|more|davantage plus
N|ddos|ddos
N|deadline|deadline delai echeance
N|deadlines|deadlines delais echeances
D|standing|debout
N|debug|debug
P|inside|dedans
N|deep|deep
N|deepfake|deepfake
N|deepfakes|deepfakes
N|degree|degre
N|degrees|degres
P|outside|dehors hors
D|tomorrow|demain
V|asked|demanda demandai demandaient demandais demandait demandas demandasse demandassent demandasses demandassiez demandassions demandames demandat demandates demanderent demandee demandees pria priai priaient priais priait prias priasse priassent priasses priassiez priassions priames priat priates prierent priee priees
V|asking|demandant priant
N|request|demande requete sollicitation
V|ask|demandent demander demandez demandiez demandions demandons prie prient prier pries priez priiez priions prions
N|requests|demandes requetes sollicitations
N|requester|demandeur demandeuse
N|requesters|demandeurs demandeuses
V|remained|demeura demeurai demeuraient demeurais demeurait demeuras demeurasse demeurassent demeurasses demeurassiez demeurassions demeurames demeurat demeurates demeurerent demeuree demeurees
V|remaining|demeurant
V|remain|demeure demeurent demeurer demeures demeurez demeuriez demeurions demeurons
N|tooth|dent
N|dentist|dentiste
N|dentists|dentistes
N|teeth|dents
N|deploy|deploy
N|deploys|deploys
P|from|depuis
A|last|dernier derniers derniere dernieres
D|lately|dernierement
P|behind|derriere
P|of the|des du
V|go down|descend descende descendent descendes descendez descendiez descendions descendons descendre descends
V|went down|descendaient descendais descendait descendirent descendis descendisse descendissent descendisses descendissiez descendissions descendit descendimes descendites
V|going down|descendant
V|gone down|descendu descendue descendues descendus
N|description|description
N|descriptions|descriptions
P|of the said|desdites desdits dudit
N|design|design
N|designs|designs
P|of which|desquelles desquels duquel
V|serve|dessers dessert desserve desservent desserves desservez desserviez desservions desservir desservons sers sert serve servent serves servez serviez servions servir servons
V|served|desservaient desservais desservait desservi desservie desservies desservirent desservis desservisse desservissent desservisses desservissiez desservissions desservit desservimes desservites servaient servais servait servi servie servies servirent servis servisse servissent servisses servissiez servissions servit servimes servites
V|serving|desservant servant
N|drawing|dessin
V|drew|dessina dessinai dessinaient dessinais dessinait dessinas dessinasse dessinassent dessinasses dessinassiez dessinassions dessinames dessinat dessinates dessinerent
V|drawing|dessinant
V|draw|dessine dessinent dessiner dessines dessinez dessiniez dessinions dessinons
N|drawings|dessins
V|drawn|dessinee dessinees
P|below|dessous
P|above|dessus
N|destiny|destin
N|recipient|destinataire
N|recipients|destinataires
N|destination|destination
N|destinations|destinations
N|destinies|destins
V|removed from office|destitua destituai destituaient destituais destituait destituas destituasse destituassent destituasses destituassiez destituassions destituames destituat destituates destituerent destituee destituees
V|removing from office|destituant
V|remove from office|destitue destituent destituer destitues destituez destituiez destituions destituons
A|destructive|destructeur destructeurs destructif destructifs destructive destructives destructrice destructrices
N|destruction|destruction
N|destructions|destructions
N|debt|dette
N|debts|dettes
P|two|deux
A|second|deuxieme deuxiemes second seconde seconds
D|second|deuxiemement secundo
N|dev|dev
V|had to|devaient devais devait durent dut fallait fallu fallut
P|in front of|devant
N|developer|developer developpeur developpeuse
N|developers|developers developpeurs developpeuses
V|became|devenaient devenais devenait devinrent devins devinsse devinssent devinsses devinssiez devinssions devint devinmes devintes
V|becoming|devenant
V|become|devenez deveniez devenions devenir devenons devenu devenue devenues devenus devienne deviennent deviennes deviens devient
V|must|devez deviez devions devoir devons dois doit doive doivent doives faille faut
V|guessed|devina devinai devinaient devinais devinait devinas devinasse devinassent devinasses devinassiez devinassions devinames devinat devinates devinerent devinee devinees
V|guessing|devinant
V|guess|devine devinent deviner devines devinez deviniez devinions devinons
N|riddle|devinette
N|riddles|devinettes
N|currency|devise monnaie
N|currencies|devises monnaies
N|homework|devoirs
N|devops|devops
V|should|devraient devrais devrait devriez devrions faudrait
N|devs|devs
N|ceo|dg pdg
N|ceos|dgs
N|devil|diable
N|devils|diables
A|evil|diabolique diaboliques malefique malefiques
N|diagnosis|diagnostic
N|diagnoses|diagnostics
V|diagnosed|diagnostiqua diagnostiquai diagnostiquaient diagnostiquais diagnostiquait diagnostiquas diagnostiquasse diagnostiquassent diagnostiquasses diagnostiquassiez diagnostiquassions diagnostiquames diagnostiquat diagnostiquates diagnostiquerent diagnostiquee diagnostiquees
V|diagnosing|diagnostiquant
V|diagnose|diagnostique diagnostiquent diagnostiquer diagnostiques diagnostiquez diagnostiquiez diagnostiquions diagnostiquons
V|talked|dialogua dialoguai dialoguaient dialoguais dialoguait dialoguas dialoguasse dialoguassent dialoguasses dialoguassiez dialoguassions dialoguames dialoguat dialoguates dialoguerent dialoguee dialoguees
V|talking|dialoguant
N|dialogue|dialogue
V|talk|dialoguent dialoguer dialoguez dialoguiez dialoguions dialoguons
N|dialogues|dialogues
N|diamond|diamant
N|diamonds|diamants
N|slide|diapositive
N|slides|diapositives
V|dictated|dicta dictai dictaient dictais dictait dictas dictasse dictassent dictasses dictassiez dictassions dictames dictat dictates dicterent dictee dictees
V|dictating|dictant
V|dictate|dicte dictent dicter dictes dictez dictiez dictions dictons
N|dictionary|dictionnaire
N|dictionaries|dictionnaires
N|god|dieu
N|gods|dieux
V|defamed|diffama diffamai diffamaient diffamais diffamait diffamas diffamasse diffamassent diffamasses diffamassiez diffamassions diffamames diffamat diffamates diffamerent diffamee diffamees
V|defaming|diffamant
V|defame|diffame diffament diffamer diffames diffamez diffamiez diffamions diffamons
A|difficult|difficile difficiles
N|difficulty|difficulte
N|difficulties|difficultes
V|broadcast|diffusa diffusai diffusaient diffusais diffusait diffusas diffusasse diffusassent diffusasses diffusassiez diffusassions diffuse diffusent diffuser diffuses diffusez diffusiez diffusons diffusames diffusat diffusates diffuserent diffusee diffusees
V|broadcasting|diffusant
N|distribution|diffusion distribution
N|distributions|diffusions distributions
N|difference|difference
N|differences|differences
A|different|different differente differentes differents
A|deferred|differe differee differees differes
A|worthy|digne dignes
N|dignity|dignite
N|dignities|dignites
V|digest|digere digerent digeres digerer digerez digeriez digerions digerons
V|digested|digera digerai digeraient digerais digerait digeras digerasse digerassent digerasses digerassiez digerassions digerames digerat digerates digererent digeree digerees
V|digesting|digerant
N|sunday|dimanche
N|sundays|dimanches
N|dimension|dimension
N|dimensions|dimensions
V|decreased|diminua diminuai diminuaient diminuais diminuait diminuas diminuasse diminuassent diminuasses diminuassiez diminuassions diminuames diminuat diminuates diminuerent diminuee diminuees
V|decreasing|diminuant
V|decrease|diminue diminuent diminuer diminues diminuez diminuiez diminuions diminuons
N|diploma|diplome
N|diplomas|diplomes
V|say|dire dis dise disent dises disiez disions disons dites
A|direct|direct directe directes directs
D|directly|directement
N|director|directeur directrice
N|directors|directeurs
N|management|direction gestion management
N|managements|directions gestions managements
N|directive|directive
N|directives|directives
N|guidelines|directrices
V|said|dirent disaient disais disait disse dissent disses dissiez dissions dit dite dits dimes
V|direct|dirige dirigent dirigeons diriger diriges dirigez dirigiez dirigions
V|directed|dirigea dirigeai dirigeaient dirigeais dirigeait dirigeas dirigeasse dirigeassent dirigeasses dirigeassiez dirigeassions dirigeames dirigeat dirigeates dirigerent dirigee dirigees
N|executive|dirigeant dirigeante
N|executives|dirigeantes dirigeants
V|saying|disant
N|discipline|discipline
N|disciplines|disciplines
N|speech|discours
A|discreet|discret discrets discrete discretes
N|discrimination|discrimination
N|discriminations|discriminations
D|discreetly|discretement
N|discussion|discussion
N|discussions|discussions
V|discussed|discuta discutai discutaient discutais discutait discutas discutasse discutassent discutasses discutassiez discutassions discutames discutat discutates discuterent discutee discutees
V|discussing|discutant
V|discuss|discute discutent discuter discutes discutez discutiez discutions discutons
V|disjoined|disjoignaient disjoignais disjoignait disjoignirent disjoignis disjoignisse disjoignissent disjoignisses disjoignissiez disjoignissions disjoignit disjoignimes disjoignites disjoint disjointe disjointes disjoints
V|disjoining|disjoignant
V|disjoin|disjoigne disjoignent disjoignes disjoignez disjoigniez disjoignions disjoignons disjoindre disjoins
V|disappear|disparais disparaisse disparaissent disparaisses disparaissez disparaissiez disparaissions disparaissons disparait disparaitre
V|disappeared|disparaissaient disparaissais disparaissait disparu disparue disparues disparurent disparus disparusse disparussent disparusses disparussiez disparussions disparut disparumes disparutes
V|disappearing|disparaissant
V|exempted|dispensa dispensai dispensaient dispensais dispensait dispensas dispensasse dispensassent dispensasses dispensassiez dispensassions dispensames dispensat dispensates dispenserent dispensee dispensees exempta exemptai exemptaient exemptais exemptait exemptas exemptasse exemptassent exemptasses exemptassiez exemptassions exemptames exemptat exemptates exempterent exemptee exemptees exonera exonerai exoneraient exonerais exonerait exoneras exonerasse exonerassent exonerasses exonerassiez exonerassions exonerames exonerat exonerates exonererent exoneree exonerees
V|exempting|dispensant exemptant exonerant
V|exempt|dispense dispensent dispenser dispenses dispensez dispensiez dispensions dispensons exempte exemptent exempter exemptes exemptez exemptiez exemptons exonere exonerent exoneres exonerer exonerez exoneriez exonerions exonerons
A|available|dispo disponible disponibles dispos
N|availability|disponibilite
N|availabilities|disponibilites
N|provision|disposition
N|provisions|dispositions
N|disputes|disputes litiges
N|disk|disque
N|disks|disques
N|essay|dissertation
N|essays|dissertations
V|concealed|dissimula dissimulai dissimulaient dissimulais dissimulait dissimulas dissimulasse dissimulassent dissimulasses dissimulassiez dissimulassions dissimulames dissimulat dissimulates dissimulerent dissimulee dissimulees occulta occultai occultaient occultais occultait occultas occultasse occultassent occultasses occultassiez occultassions occultames occultat occultates occulterent occultee occultees
V|concealing|dissimulant occultant
V|conceal|dissimule dissimulent dissimuler dissimules dissimulez dissimuliez dissimulions dissimulons occulte occultent occulter occultez occultiez occultions occultons
V|dissociated|dissocia dissociai dissociaient dissociais dissociait dissocias dissociasse dissociassent dissociasses dissociassiez dissociassions dissociames dissociat dissociates dissocierent dissociee dissociees
V|dissociating|dissociant
V|dissociate|dissocie dissocient dissocier dissocies dissociez dissociiez dissociions dissocions
V|dissolved|dissolurent dissolus dissolusse dissolussent dissolusses dissolussiez dissolussions dissolut dissolvaient dissolvais dissolvait dissolumes dissolutes dissous dissouse dissouses
V|dissolving|dissolvant
V|dissolve|dissolve dissolvent dissolves dissolvez dissolviez dissolvions dissolvons dissoudre dissout
N|distance|distance
N|distances|distances
V|distinguished|distingua distinguai distinguaient distinguais distinguait distinguas distinguasse distinguassent distinguasses distinguassiez distinguassions distinguames distinguat distinguates distinguerent distinguee distinguees
V|distinguishing|distinguant
V|distinguish|distingue distinguent distinguer distingues distinguez distinguiez distinguions distinguons
A|distracted|distrait distraite distraites distraits
V|distributed|distribua distribuai distribuaient distribuais distribuait distribuas distribuasse distribuassent distribuasses distribuassiez distribuassions distribuames distribuat distribuates distribuerent distribuee distribuees repartissaient repartissais repartissait
V|distributing|distribuant repartissant
V|distribute|distribue distribuent distribuer distribues distribuez distribuiez distribuions distribuons repartissez repartissons
A|various|divers diverse diverses
V|diversified|diversifia diversifiai diversifiaient diversifiais diversifiait diversifias diversifiasse diversifiassent diversifiasses diversifiassiez diversifiassions diversifiames diversifiat diversifiates diversifierent diversifiee diversifiees
V|diversifying|diversifiant
V|diversify|diversifie diversifient diversifier diversifies diversifiez diversifiiez diversifiions diversifions
V|entertained|diverti divertie diverties divertirent divertissaient divertissais divertissait divertimes divertites
V|entertain|divertir divertis divertisse divertissent divertisses divertissez divertissiez divertissions divertissons divertit
V|entertaining|divertissant
N|dividend|dividende
N|dividends|dividendes
V|divided|divisa divisai divisaient divisais divisait divisas divisasse divisassent divisasses divisassiez divisassions divisames divisat divisates diviserent divisee divisees
V|dividing|divisant
V|divide|divise divisent diviser divises divisez divisiez divisons
N|division|division
N|divisions|divisions
V|divorce|divorcent divorcer divorcez divorciez divorcions divorcons
V|divorced|divorcerent divorca divorcai divorcaient divorcais divorcait divorcas divorcasse divorcassent divorcasses divorcassiez divorcassions divorcames divorcat divorcates
A|divorced|divorce divorcee divorcees divorces
V|divorcing|divorcant
N|disclosure|divulgation
N|disclosures|divulgations
V|disclosed|divulgua divulguai divulguaient divulguais divulguait divulguas divulguasse divulguassent divulguasses divulguassiez divulguassions divulguames divulguat divulguates divulguerent divulguee divulguees
V|disclosing|divulguant
V|disclose|divulgue divulguent divulguer divulgues divulguez divulguiez divulguions divulguons
P|ten|dix
A|tenth|dixieme
N|ten|dizaine
N|tens|dizaines
N|dns|dns
N|doc|doc
N|docker|docker
N|dockers|dockers
N|docs|docs
N|doctor|docteur medecin
N|doctors|docteurs medecins
N|document|document
V|documented|documenta documentai documentaient documentais documentait documentas documentasse documentassent documentasses documentassiez documentassions documentames documentat documentates documenterent documentee documentees
V|documenting|documentant
N|documentation|documentation
N|documentations|documentations
V|document|documente documentent documenter documentes documentez documentiez documentions documentons
N|documents|documents
N|finger|doigt
N|fingers|doigts
N|dollar|dollar
N|dollars|dollars
N|domain|domaine
N|domains|domaines
V|domiciled|domicilia domiciliai domiciliaient domiciliais domiciliait domicilias domiciliasse domiciliassent domiciliasses domiciliassiez domiciliassions domiciliames domiciliat domiciliates domicilierent domiciliee domiciliees
V|domiciling|domiciliant
V|domicile|domicilie domicilient domicilier domicilies domiciliez domiciliiez domiciliions domicilions
V|dominated|domina dominai dominaient dominais dominait dominas dominasse dominassent dominasses dominassiez dominassions dominames dominat dominates dominerent dominee dominees
V|dominating|dominant
V|dominate|domine dominent dominer domines dominez dominiez dominions dominons
N|damage|dommage
N|damages|dommages
V|tamed|dompta domptai domptaient domptais domptait domptas domptasse domptassent domptasses domptassiez domptassions domptames domptat domptates dompterent domptee domptees
V|taming|domptant
V|tame|dompte domptent dompter domptes domptez domptiez domptions domptons
V|gave|donna donnai donnaient donnais donnait donnas donnasse donnassent donnasses donnassiez donnassions donnames donnat donnates donnerent
V|giving|donnant
V|give|donne donnent donner donnes donnez donniez donnions donnons
P|whose|dont
D|already|dores deja
V|slept|dormaient dormais dormait dormi dormie dormies dormirent dormis dormisse dormissent dormisses dormissiez dormissions dormit dormimes dormites
V|sleeping|dormant
V|sleep|dorme dorment dormes dormez dormiez dormions dormir dormons dors dort
A|golden|dore doree dorees
D|from now on|dorenavant desormais
N|back|dos
N|dose|dose
N|doses|doses
N|folder|dossier
N|folders|dossiers
V|equipped|dota dotai dotaient dotais dotait dotas dotasse dotassent dotasses dotassiez dotassions dotames dotat dotates doterent dotee dotees muni munie munies munirent munissaient munissais munissait munimes munites equipa equipai equipaient equipais equipait equipas equipasse equipassent equipasses equipassiez equipassions equipames equipat equipates equiperent equipee equipees
V|equipping|dotant munissant equipant
V|equip|dote dotent doter dotes dotez dotiez dotions dotons munir munis munisse munissent munisses munissez munissiez munissions munissons munit equipent equiper equipez equipiez equipions equipons
N|customs|douane douanes
N|customs officer|douanier douaniere
N|customs officers|douaniers douanieres
V|doubled|doubla doublai doublaient doublais doublait doublas doublasse doublassent doublasses doublassiez doublassions doublames doublat doublates doublerent doublee doublees
V|doubling|doublant
V|double|double doublent doubler doublez doubliez doublions doublons
A|double|doubles
A|soft|douce douces doux molle molles mou mous
D|gently|doucement
N|shower|douche
N|showers|douches
N|pain|douleur
N|pains|douleurs
V|doubted|douta doutai doutaient doutais doutait doutas doutasse doutassent doutasses doutassiez doutassions doutames doutat doutates douterent doutee doutees
V|doubting|doutant
V|doubt|doute doutent douter doutes doutez doutiez doutions doutons
A|dubious|douteuse douteuses douteux
N|dozen|douzaine
N|dozens|douzaines
P|twelve|douze
V|downloaded|downloada downloadai downloadaient downloadais downloadait downloadas downloadasse downloadassent downloadasses downloadassiez downloadassions downloadames downloadat downloadates downloaderent downloadee downloadees telechargea telechargeai telechargeaient telechargeais telechargeait telechargeas telechargeasse telechargeassent telechargeasses telechargeassiez telechargeassions telechargeames telechargeat telechargeates telechargerent telechargee telechargees
V|downloading|downloadant telechargeant
V|download|downloade downloadent downloader downloades downloadez downloadiez downloadions downloadons telecharge telechargent telechargeons telecharger telecharges telechargez telechargiez telechargions
V|doxed|doxa doxai doxaient doxais doxait doxas doxasse doxassent doxasses doxassiez doxassions doxames doxat doxates doxerent doxee doxees
V|doxing|doxant
V|dox|doxe doxent doxer doxes doxez doxiez doxions doxons
N|dr|dr
N|drama|drame
N|dramas|drames
N|sheet|drap feuille
N|flag|drapeau
N|flags|drapeaux
N|sheets|draps feuilles
V|drew up|dressa dressai dressaient dressais dressait dressas dressasse dressassent dressasses dressassiez dressassions dressames dressat dressates dresserent
V|drawing up|dressant
V|draw up|dresse dressent dresser dresses dressez dressiez dressions dressons
V|drawn up|dressee dressees
N|hr director|drh
N|hr directors|drhs
N|drug|drogue
N|drugs|drogues
N|right|droit droite
N|rights|droites droits
A|due|due dues dus
N|dump|dump
V|dumped|dumpa dumpai dumpaient dumpais dumpait dumpas dumpasse dumpassent dumpasses dumpassiez dumpassions dumpames dumpat dumpates dumperent dumpee dumpees deversa deversai deversaient deversais deversait deversas deversasse deversassent deversasses deversassiez deversassions deversames deversat deversates deverserent deversee deversees
V|dumping|dumpant deversant
V|dump|dumpe dumpent dumper dumpes dumpez dumpiez dumpions dumpons deverse deversent deverser deverses deversez deversiez deversions deversons
N|dumps|dumps
V|tricked|dupa dupai dupaient dupais dupait dupas dupasse dupassent dupasses dupassiez dupassions dupames dupat dupates duperent dupee dupees
V|tricking|dupant
V|trick|dupe dupent duper dupes dupez dupiez dupions dupons
N|duplicate|duplicata
N|duplicates|duplicatas
V|duplicated|dupliqua dupliquai dupliquaient dupliquais dupliquait dupliquas dupliquasse dupliquassent dupliquasses dupliquassiez dupliquassions dupliquames dupliquat dupliquates dupliquerent dupliquee dupliquees
V|duplicating|dupliquant
V|duplicate|duplique dupliquent dupliquer dupliques dupliquez dupliquiez dupliquions dupliquons
A|hard|dur dure dures durs
V|lasted|dura durai duraient durais durait duras durasse durassent durasses durassiez durassions durames durat durates durerent
A|lasting|durable durables
D|permanently|durablement definitivement
P|during|durant lors pendant
V|last|durer durez duriez durions durons
N|duration|duree
N|durations|durees
V|unpacked|deballa deballai deballaient deballais deballait deballas deballasse deballassent deballasses deballassiez deballassions deballames deballat deballates deballerent deballee deballees
V|unpacking|deballant
V|unpack|deballe deballent deballer deballes deballez deballiez deballions deballons
V|disembarked|debarqua debarquai debarquaient debarquais debarquait debarquas debarquasse debarquassent debarquasses debarquassiez debarquassions debarquames debarquat debarquates debarquerent debarquee debarquees
V|disembarking|debarquant
V|disembark|debarque debarquent debarquer debarques debarquez debarquiez debarquions debarquons
V|got rid|debarrassa debarrassai debarrassaient debarrassais debarrassait debarrassas debarrassasse debarrassassent debarrassasses debarrassassiez debarrassassions debarrassames debarrassat debarrassates debarrasserent debarrassee debarrassees
V|getting rid|debarrassant
V|get rid|debarrasse debarrassent debarrasser debarrasses debarrassez debarrassiez debarrassions debarrassons
V|debate|debat debats debatte debattent debattes debattez debattiez debattions debattons debattre
V|debated|debattaient debattais debattait debattirent debattis debattisse debattissent debattisses debattissiez debattissions debattit debattu debattue debattues debattus debattimes debattites
V|debating|debattant
N|debit|debit
V|debited|debita debitai debitaient debitais debitait debitas debitasse debitassent debitasses debitassiez debitassions debitames debitat debitates debiterent debitee debitees
V|debiting|debitant
V|debit|debite debitent debiter debites debitez debitiez debitions debitons
N|debits|debits
V|unlocked|debloqua debloquai debloquaient debloquais debloquait debloquas debloquasse debloquassent debloquasses debloquassiez debloquassions debloquames debloquat debloquates debloquerent debloquee debloquees deverrouilla deverrouillai deverrouillaient deverrouillais deverrouillait deverrouillas deverrouillasse deverrouillassent deverrouillasses deverrouillassiez deverrouillassions deverrouillames deverrouillat deverrouillates deverrouillerent deverrouillee deverrouillees
V|unlocking|debloquant deverrouillant
V|unlock|debloque debloquent debloquer debloques debloquez debloquiez debloquions debloquons deverrouille deverrouillent deverrouiller deverrouilles deverrouillez deverrouilliez deverrouillions deverrouillons
N|debugging|debogage debogages
V|debugged|debogua deboguai deboguaient deboguais deboguait deboguas deboguasse deboguassent deboguasses deboguassiez deboguassions deboguames deboguat deboguates deboguerent deboguee deboguees
V|debugging|deboguant
V|debug|debogue deboguent deboguer debogues deboguez deboguiez deboguions deboguons
N|debugger|debogueur
N|debuggers|debogueurs
V|unplugged|debrancha debranchai debranchaient debranchais debranchait debranchas debranchasse debranchassent debranchasses debranchassiez debranchassions debranchames debranchat debranchates debrancherent debranchee debranchees
V|unplugging|debranchant
V|unplug|debranche debranchent debrancher debranches debranchez debranchiez debranchions debranchons
V|jailbreaked|debrida debridai debridaient debridais debridait debridas debridasse debridassent debridasses debridassiez debridassions debridames debridat debridates debriderent jailbreaka jailbreakai jailbreakaient jailbreakais jailbreakait jailbreakas jailbreakasse jailbreakassent jailbreakasses jailbreakassiez jailbreakassions jailbreakames jailbreakat jailbreakates jailbreakerent jailbreakee jailbreakees
N|jailbreak|debridage jailbreak
N|jailbreaks|debridages jailbreaks
V|jailbreaking|debridant jailbreakant
V|jailbreak|debrident debrider debridez debridiez debridions debridons jailbreake jailbreakent jailbreaker jailbreakes jailbreakez jailbreakiez jailbreakions jailbreakons
A|unrestricted|debride debridee debridees debrides
V|managed|debrouilla debrouillai debrouillaient debrouillais debrouillait debrouillas debrouillasse debrouillassent debrouillasses debrouillassiez debrouillassions debrouillames debrouillat debrouillates debrouillerent debrouillee debrouillees gera gerai geraient gerais gerait geras gerasse gerassent gerasses gerassiez gerassions gerames gerat gerates gererent geree gerees
V|managing|debrouillant gerant
V|manage|debrouille debrouillent debrouiller debrouilles debrouillez debrouilliez debrouillions debrouillons gere gerent geres gerer gerez geriez gerions gerons
V|started|debuta debutai debutaient debutais debutait debutas debutasse debutassent debutasses debutassiez debutassions debutames debutat debutates debuterent debutee debutees demarra demarrai demarraient demarrais demarrait demarras demarrasse demarrassent demarrasses demarrassiez demarrassions demarrames demarrat demarrates demarrerent demarree demarrees entama entamai entamaient entamais entamait entamas entamasse entamassent entamasses entamassiez entamassions entamames entamat entamates entamerent entamee entamees
V|starting|debutant demarrant entamant
V|start|debute debutent debuter debutes debutez debutiez debutions debutons demarre demarrent demarrer demarres demarrez demarriez demarrions demarrons entame entament entamer entames entamez entamiez entamions entamons
V|shifted|decala decalai decalaient decalais decalait decalas decalasse decalassent decalasses decalassiez decalassions decalames decalat decalates decalerent decalee decalees
V|shifting|decalant
V|shift|decale decalent decaler decales decalez decaliez decalions decalons
N|december|decembre
N|decembers|decembres
V|decentralized|decentralisa decentralisai decentralisaient decentralisais decentralisait decentralisas decentralisasse decentralisassent decentralisasses decentralisassiez decentralisassions decentralisames decentralisat decentralisates decentraliserent decentralisee decentralisees
V|decentralizing|decentralisant
V|decentralize|decentralise decentralisent decentraliser decentralises decentralisez decentralisiez decentralisions decentralisons
V|disappointed|decevaient decevais decevait decurent decusse decussent decusses decussiez decussions decut decumes decutes
V|disappointing|decevant
V|disappoint|decevez deceviez decevions decevoir decevons decois decoit decoive decoivent decoives
V|unload|decharge dechargent dechargeons decharger decharges dechargez dechargiez dechargions
V|unloaded|dechargea dechargeai dechargeaient dechargeais dechargeait dechargeas dechargeasse dechargeassent dechargeasses dechargeassiez dechargeassions dechargeames dechargeat dechargeates dechargerent dechargee dechargees
V|unloading|dechargeant
V|unleashed|dechaina dechainai dechainaient dechainais dechainait dechainas dechainasse dechainassent dechainasses dechainassiez dechainassions dechainames dechainat dechainates dechainerent dechainee dechainees
V|unleashing|dechainant
V|unleash|dechaine dechainent dechainer dechaines dechainez dechainiez dechainions dechainons
V|decrypted|dechiffra dechiffrai dechiffraient dechiffrais dechiffrait dechiffras dechiffrasse dechiffrassent dechiffrasses dechiffrassiez dechiffrassions dechifframes dechiffrat dechiffrates dechiffrerent dechiffree dechiffrees decrypta decryptai decryptaient decryptais decryptait decryptas decryptasse decryptassent decryptasses decryptassiez decryptassions decryptames decryptat decryptates decrypterent decryptee decryptees
V|decrypting|dechiffrant decryptant
V|decrypt|dechiffre dechiffrent dechiffrer dechiffres dechiffrez dechiffriez dechiffrions dechiffrons decrypte decryptent decrypter decryptes decryptez decryptiez decryptions decryptons
N|decryption|dechiffrement
N|decryptions|dechiffrements
V|decided|decida decidai decidaient decidais decidait decidas decidasse decidassent decidasses decidassiez decidassions decidames decidat decidates deciderent decidee decidees trancha tranchai tranchaient tranchais tranchait tranchas tranchasse tranchassent tranchasses tranchassiez tranchassions tranchames tranchat tranchates trancherent tranchee tranchees
V|deciding|decidant tranchant
V|decide|decide decident decider decides decidez decidiez decidions decidons tranche tranchent trancher tranches tranchez tranchiez tranchions tranchons
N|decision|decision
N|decisions|decisions
V|declared|declara declarai declaraient declarais declarait declaras declarasse declarassent declarasses declarassiez declarassions declarames declarat declarates declarerent declaree declarees
V|declaring|declarant
N|declaration|declaration
N|declarations|declarations
V|declare|declare declarent declarer declares declarez declariez declarions declarons
V|downgraded|declassa declassai declassaient declassais declassait declassas declassasse declassassent declassasses declassassiez declassassions declassames declassat declassates declasserent declassee declassees
V|downgrading|declassant
V|downgrade|declasse declassent declasser declasses declassez declassiez declassions declassons
V|triggered|declencha declenchai declenchaient declenchais declenchait declenchas declenchasse declenchassent declenchasses declenchassiez declenchassions declenchames declenchat declenchates declencherent declenchee declenchees
V|triggering|declenchant
V|trigger|declenche declenchent declencher declenches declenchez declenchiez declenchions declenchons
N|decline|declin
V|declined|declina declinai declinaient declinais declinait declinas declinasse declinassent declinasses declinassiez declinassions declinames declinat declinates declinerent declinee declinees
V|declining|declinant
V|decline|decline declinent decliner declines declinez decliniez declinions declinons
N|declines|declins
V|unticked|decocha decochai decochaient decochais decochait decochas decochasse decochassent decochasses decochassiez decochassions decochames decochat decochates decocherent decochee decochees
V|unticking|decochant
V|untick|decoche decochent decocher decoches decochez decochiez decochions decochons
V|decoded|decoda decodai decodaient decodais decodait decodas decodasse decodassent decodasses decodassiez decodassions decodames decodat decodates decoderent decodee decodees
N|decoding|decodage
N|decodings|decodages
V|decoding|decodant
V|decode|decode decodent decoder decodes decodez decodiez decodions decodons
V|took off|decolla decollai decollaient decollais decollait decollas decollasse decollassent decollasses decollassiez decollassions decollames decollat decollates decollerent
V|taking off|decollant
V|take off|decolle decollent decoller decolles decollez decolliez decollions decollons
V|taken off|decollee decollees
V|decompressed|decompressa decompressai decompressaient decompressais decompressait decompressas decompressasse decompressassent decompressasses decompressassiez decompressassions decompressames decompressat decompressates decompresserent decompressee decompressees
V|decompressing|decompressant
V|decompress|decompresse decompressent decompresser decompresses decompressez decompressiez decompressions decompressons
V|deducted|decompta decomptai decomptaient decomptais decomptait decomptas decomptasse decomptassent decomptasses decomptassiez decomptassions decomptames decomptat decomptates decompterent decomptee decomptees deduisaient deduisais deduisait deduisirent deduisis deduisisse deduisissent deduisisses deduisissiez deduisissions deduisit deduisimes deduisites deduit deduite deduites deduits defalqua defalquai defalquaient defalquais defalquait defalquas defalquasse defalquassent defalquasses defalquassiez defalquassions defalquames defalquat defalquates defalquerent defalquee defalquees
V|deducting|decomptant deduisant defalquant
V|deduct|decompte decomptent decompter decomptes decomptez decomptiez decomptions decomptons deduire deduis deduise deduisent deduises deduisez deduisiez deduisions deduisons defalque defalquent defalquer defalques defalquez defalquiez defalquions defalquons
V|disconnected|deconnecta deconnectai deconnectaient deconnectais deconnectait deconnectas deconnectasse deconnectassent deconnectasses deconnectassiez deconnectassions deconnectames deconnectat deconnectates deconnecterent
V|disconnecting|deconnectant
V|disconnect|deconnectent deconnecter deconnectez deconnectiez deconnections deconnectons
A|disconnected|deconnecte deconnectee deconnectees deconnectes
N|logout|deconnexion logout
N|logouts|deconnexions logouts
N|decor|decor
V|decorated|decora decorai decoraient decorais decorait decoras decorasse decorassent decorasses decorassiez decorassions decorames decorat decorates decorerent decoree decorees
V|decorating|decorant
V|decorate|decore decorent decorer decores decorez decoriez decorions decorons
N|decors|decors
V|resulted|decoula decoulai decoulaient decoulais decoulait decoulas decoulasse decoulassent decoulasses decoulassiez decoulassions decoulames decoulat decoulates decoulerent decoulee decoulees resulta resultai resultaient resultais resultait resultas resultasse resultassent resultasses resultassiez resultassions resultames resultates resulterent resultee resultees
V|resulting|decoulant resultant
V|result|decoule decoulent decouler decoules decoulez decouliez decoulions decoulons resulte resultent resulter resultes resultez resultiez resultions resultons
N|overdraft|decouvert
N|discovery|decouverte
N|discoveries|decouvertes
N|overdrafts|decouverts
V|discovered|decouvraient decouvrais decouvrait decouvrirent decouvris decouvrisse decouvrissent decouvrisses decouvrissiez decouvrissions decouvrit decouvrimes decouvrites
V|discovering|decouvrant
V|discover|decouvre decouvrent decouvres decouvrez decouvriez decouvrions decouvrir decouvrons
N|decree|decret
N|decrees|decrets
V|describe|decrire decris decrive decrivent decrives decrivez decriviez decrivions decrivons
V|described|decrit decrite decrites decrits decrivaient decrivais decrivait decrivirent decrivis decrivisse decrivissent decrivisses decrivissiez decrivissions decrivit decrivimes decrivites
V|describing|decrivant
V|picked up|decrocha decrochai decrochaient decrochais decrochait decrochas decrochasse decrochassent decrochasses decrochassiez decrochassions decrochames decrochat decrochates decrocherent decrochee decrochees ramassa ramassai ramassaient ramassais ramassait ramassas ramassasse ramassassent ramassasses ramassassiez ramassassions ramassames ramassat ramassates ramasserent ramassee ramassees
V|picking up|decrochant ramassant
V|pick up|decroche decrochent decrocher decroches decrochez decrochiez decrochions decrochons ramasse ramassent ramasser ramasses ramassez ramassiez ramassions ramassons
N|death|deces
A|deceased|decede decedee decedees decedes
V|disregarded|dedaigna dedaignai dedaignaient dedaignais dedaignait dedaignas dedaignasse dedaignassent dedaignasses dedaignassiez dedaignassions dedaignames dedaignat dedaignates dedaignerent dedaignee dedaignees meconnaissaient meconnaissais meconnaissait meconnu meconnue meconnues meconnurent meconnus meconnusse meconnussent meconnusses meconnussiez meconnussions meconnut meconnumes meconnutes meprisa meprisai meprisaient meprisais meprisait meprisas meprisasse meprisassent meprisasses meprisassiez meprisassions meprisames meprisat meprisates mepriserent meprisee meprisees
V|disregarding|dedaignant meconnaissant meprisant
V|disregard|dedaigne dedaignent dedaigner dedaignes dedaignez dedaigniez dedaignions dedaignons meconnais meconnaisse meconnaissent meconnaisses meconnaissez meconnaissiez meconnaissions meconnaissons meconnait meconnaitre meprise meprisent mepriser meprises meprisez meprisiez meprisions meprisons
V|dedicated|dedia dediai dediaient dediais dediait dedias dediasse dediassent dediasses dediassiez dediassions dediames dediat dediates dedierent dediee dediees
V|dedicating|dediant
V|dedicate|dedie dedient dedier dedies dediez dediiez dediions dedions
N|compensation|dedommagement indemnisation
N|compensations|dedommagements indemnisations
V|undo|defaire defais defaisons defasse defassent defasses defassiez defassions defont
V|undid|defaisaient defaisais defaisait defaisiez defaisions defirent defisse defissent defisses defissiez defissions defit defimes defites
V|undoing|defaisant
V|undone|defait defaits
N|defeat|defaite
N|defeats|defaites
N|default|defaut
N|defaults|defauts
A|unfavorable|defavorable defavorables
V|forbid|defend defende defendent defendes defendez defendiez defendions defendons defendre defends interdire interdis interdise interdisent interdises interdisez interdisiez interdisions interdisons
V|forbade|defendaient defendais defendait defendirent defendis defendisse defendissent defendisses defendissiez defendissions defendit defendimes defendites interdirent interdisaient interdisais interdisait interdisse interdissent interdisses interdissiez interdissions interdimes
V|forbidding|defendant interdisant
A|forbidden|defendu defendue defendues defendus interdit interdite interdites interdits
N|defense|defense
N|defenses|defenses
N|defender|defenseur
N|defenders|defenseurs
N|challenge|defi
V|scrolled|defila defilai defilaient defilais defilait defilas defilasse defilassent defilasses defilassiez defilassions defilames defilat defilates defilerent defilee defilees scrolla scrollai scrollaient scrollais scrollait scrollas scrollasse scrollassent scrollasses scrollassiez scrollassions scrollames scrollat scrollates scrollerent scrollee scrollees
V|scrolling|defilant scrollant
V|scroll|defile defilent defiler defiles defilez defiliez defilions defilons scrolle scrollent scroller scrolles scrollez scrolliez scrollions scrollons
V|defined|defini definie definies definirent definissaient definissais definissait definimes definites
V|define|definir definis definisse definissent definisses definissez definissiez definissions definissons definit
V|defining|definissant
A|permanent|definitif definitifs definitive definitives permanent permanente permanentes permanents
N|challenges|defis
N|deceased|defunt defunte
N|deceaseds|defuntes defunts
V|release|degage degagent degageons degager degages degagez degagiez degagions delie delient delier delies deliez deliiez deliions delions
V|released|degagea degageai degageaient degageais degageait degageas degageasse degageassent degageasses degageassiez degageassions degageames degageat degageates degagerent degagee degagees delia deliai deliaient deliais deliait delias deliasse deliassent deliasses deliassiez deliassions deliames deliat deliates delierent deliee deliees
V|releasing|degageant deliant
V|degraded|degrada degradai degradaient degradais degradait degradas degradasse degradassent degradasses degradassiez degradassions degradames degradat degradates degraderent degradee degradees
V|degrading|degradant
V|degrade|degrade degradent degrader degrades degradez degradiez degradions degradons
V|tasted|degusta degustai degustaient degustais degustait degustas degustasse degustassent degustasses degustassiez degustassions degustames degustat degustates degusterent degustee degustees gouta goutai goutaient goutais goutait goutas goutasse goutassent goutasses goutassiez goutassions goutames goutat goutates gouterent goutee goutees
V|tasting|degustant goutant
V|taste|deguste degustent deguster degustes degustez degustiez degustions degustons goute goutent gouter goutes goutez goutiez goutions goutons
V|had lunch|dejeuna dejeunai dejeunaient dejeunais dejeunait dejeunas dejeunasse dejeunassent dejeunasses dejeunassiez dejeunassions dejeunames dejeunat dejeunates dejeunerent dejeunee dejeunees
V|having lunch|dejeunant
V|have lunch|dejeune dejeunent dejeuner dejeunes dejeunez dejeuniez dejeunions dejeunons
N|lunches|dejeuners
V|deliberate|delibere deliberent deliberes deliberer deliberez deliberiez deliberions deliberons
V|deliberated|delibera deliberai deliberaient deliberais deliberait deliberas deliberasse deliberassent deliberasses deliberassiez deliberassions deliberames deliberat deliberates delibererent deliberee deliberees
V|deliberating|deliberant
D|deliberately|deliberement volontairement
N|offense|delit infraction
N|offenses|delits infractions
V|delivered|delivra delivrai delivraient delivrais delivrait delivras delivrasse delivrassent delivrasses delivrassiez delivrassions delivrames delivrat delivrates delivrerent delivree delivrees livra livrai livraient livrais livrait livras livrasse livrassent livrasses livrassiez livrassions livrames livrat livrates livrerent livree livrees
V|delivering|delivrant livrant
V|deliver|delivre delivrent delivrer delivres delivrez delivriez delivrions delivrons livrent livrer livrez livriez livrions livrons
V|relocated|delocalisa delocalisai delocalisaient delocalisais delocalisait delocalisas delocalisasse delocalisassent delocalisasses delocalisassiez delocalisassions delocalisames delocalisat delocalisates delocaliserent delocalisee delocalisees
V|relocating|delocalisant
V|relocate|delocalise delocalisent delocaliser delocalises delocalisez delocalisiez delocalisions delocalisons
V|delegate|delegue deleguent delegues deleguer deleguez deleguiez deleguions deleguons
V|delegated|delegua deleguai deleguaient deleguais deleguait deleguas deleguasse deleguassent deleguasses deleguassiez deleguassions deleguames deleguat deleguates deleguerent deleguee deleguees
V|delegating|deleguant
V|dismantled|demantela demantelai demantelaient demantelais demantelait demantelas demantelasse demantelassent demantelasses demantelassiez demantelassions demantelames demantelat demantelates demantelerent demantele demantelee demantelees demanteles
V|dismantling|demantelant
V|dismantle|demanteler demantelez demanteliez demantelions demantelons demantelent
V|canvassed|demarcha demarchai demarchaient demarchais demarchait demarchas demarchasse demarchassent demarchasses demarchassiez demarchassions demarchames demarchat demarchates demarcherent demarchee demarchees
V|canvassing|demarchant
V|canvass|demarche demarchent demarcher demarchez demarchiez demarchions demarchons
N|steps|demarches etapes
V|digitized|dematerialisa dematerialisai dematerialisaient dematerialisais dematerialisait dematerialisas dematerialisasse dematerialisassent dematerialisasses dematerialisassiez dematerialisassions dematerialisames dematerialisat dematerialisates dematerialiserent dematerialisee dematerialisees numerisa numerisai numerisaient numerisais numerisait numerisas numerisasse numerisassent numerisasses numerisassiez numerisassions numerisames numerisat numerisates numeriserent numerisee numerisees
V|digitizing|dematerialisant numerisant
V|digitize|dematerialise dematerialisent dematerialiser dematerialises dematerialisez dematerialisiez dematerialisions dematerialisons numerise numerisent numeriser numerises numerisez numerisiez numerisions numerisons
V|deny|demens dement demente dementent dementes dementez dementiez dementions dementir dementons nie nient nier nies niez niiez niions nions
V|denied|dementaient dementais dementait dementi dementie dementies dementirent dementis dementisse dementissent dementisses dementissiez dementissions dementit dementimes dementites nia niai niaient niais niait nias niasse niassent niasses niassiez niassions niames niat niates nierent niee niees
V|denying|dementant niant
N|resignation|demission
V|resigned|demissionna demissionnai demissionnaient demissionnais demissionnait demissionnas demissionnasse demissionnassent demissionnasses demissionnassiez demissionnassions demissionnames demissionnat demissionnates demissionnerent demissionnee demissionnees
V|resigning|demissionnant
V|resign|demissionne demissionnent demissionner demissionnes demissionnez demissionniez demissionnions demissionnons
N|resignations|demissions
N|democracy|democratie
N|democracies|democraties
N|daemon|demon
N|daemons|demons
V|demonstrated|demontra demontrai demontraient demontrais demontrait demontras demontrasse demontrassent demontrasses demontrassiez demontrassions demontrames demontrat demontrates demontrerent demontree demontrees
V|demonstrating|demontrant
V|demonstrate|demontre demontrent demontrer demontres demontrez demontriez demontrions demontrons
N|denial|deni
N|denials|denis
V|report|denonce denoncent denoncer denonces denoncez denonciez denoncions denoncons rapporte rapportent rapporter rapportes rapportez rapportiez rapportions rapportons signale signalent signaler signales signalez signaliez signalions signalons
V|reported|denoncerent denoncee denoncees denonca denoncai denoncaient denoncais denoncait denoncas denoncasse denoncassent denoncasses denoncassiez denoncassions denoncames denoncat denoncates rapporta rapportai rapportaient rapportais rapportait rapportas rapportasse rapportassent rapportasses rapportassiez rapportassions rapportames rapportat rapportates rapporterent rapportee rapportees signala signalai signalaient signalais signalait signalas signalasse signalassent signalasses signalassiez signalassions signalames signalat signalates signalerent signalee signalees
V|reporting|denoncant rapportant signalant
V|troubleshooted|depanna depannai depannaient depannais depannait depannas depannasse depannassent depannasses depannassiez depannassions depannames depannat depannates depannerent depannee depannees
V|troubleshooting|depannant
V|troubleshoot|depanne depannent depanner depannes depannez depanniez depannions depannons
N|departure|depart
V|decide between|departage departagent departageons departager departages departagez departagiez departagions
V|decided between|departagea departageai departageaient departageais departageait departageas departageasse departageassent departageasses departageassiez departageassions departageames departageat departageates departagerent departagee departagees
V|deciding between|departageant
N|department|departement
N|departments|departements
N|departures|departs
V|exceeded|depassa depassai depassaient depassais depassait depassas depassasse depassassent depassasses depassassiez depassassions depassames depassat depassates depasserent depassee depassees exceda excedai excedaient excedais excedait excedas excedasse excedassent excedasses excedassiez excedassions excedames excedat excedates excederent excedee excedees
V|exceeding|depassant excedant
V|exceed|depasse depassent depasser depasses depassez depassiez depassions depassons excede excedent excedes exceder excedez excediez excedions excedons
V|portrayed|depeignaient depeignais depeignait depeignirent depeignis depeignisse depeignissent depeignisses depeignissiez depeignissions depeignit depeignimes depeignites depeint depeinte depeintes depeints
V|portraying|depeignant
V|portray|depeigne depeignent depeignes depeignez depeigniez depeignions depeignons depeindre depeins
V|depend|depend depende dependent dependes dependez dependiez dependions dependons dependre depends
V|depended|dependaient dependais dependait dependirent dependis dependisse dependissent dependisses dependissiez dependissions dependit dependu dependue dependues dependus dependimes dependites
N|dependency|dependance
N|dependencies|dependances
V|depending|dependant
V|spent|depensa depensai depensaient depensais depensait depensas depensasse depensassent depensasses depensassiez depensassions depensames depensat depensates depenserent depensee depensees
V|spending|depensant
N|expense|depense
V|spend|depensent depenser depensez depensiez depensions depensons
N|expenses|depenses
N|business trip|deplacement
N|business trips|deplacements
V|displease|deplaire deplais deplaise deplaisent deplaises deplaisez deplaisiez deplaisions deplaisons deplait
V|displeased|deplaisaient deplaisais deplaisait deplu deplurent deplus deplusse deplussent deplusses deplussiez deplussions deplut deplumes deplutes
V|displeasing|deplaisant
V|deploy|deploie deploient deploies deployer deployez deployiez deployions deployons
N|deployment|deploiement
N|deployments|deploiements
V|deployed|deploya deployai deployaient deployais deployait deployas deployasse deployassent deployasses deployassiez deployassions deployames deployat deployates deployerent deploye deployee deployees deployes
V|deploying|deployant
V|deposited|deposa deposai deposaient deposais deposait deposas deposasse deposassent deposasses deposassiez deposassions deposames deposat deposates deposerent deposee deposees
V|depositing|deposant
V|deposit|depose deposent deposer deposes deposez deposiez deposions deposons
V|stripped|depouilla depouillai depouillaient depouillais depouillait depouillas depouillasse depouillassent depouillasses depouillassiez depouillassions depouillames depouillat depouillates depouillerent depouillee depouillees
V|stripping|depouillant
V|strip|depouille depouillent depouiller depouilles depouillez depouilliez depouillions depouillons
V|depreciated|deprecia depreciai depreciaient depreciais depreciait deprecias depreciasse depreciassent depreciasses depreciassiez depreciassions depreciames depreciat depreciates deprecierent
V|depreciating|depreciant
V|depreciate|deprecient deprecier depreciez depreciiez depreciions deprecions
A|deprecated|deprecie depreciee depreciees deprecies
N|deputy|depute deputee
N|deputies|deputees deputes
V|hurried|depecha depechai depechaient depechais depechait depechas depechasse depechassent depechasses depechassiez depechassions depechames depechat depechates depecherent depechee depechees
V|hurrying|depechant
V|hurry|depeche depechent depecher depeches depechez depechiez depechions depechons
N|repository|depot referentiel
N|repositories|depots referentiels
V|disturb|derange derangent derangeons deranger deranges derangez derangiez derangions trouble troublent troubler troubles troublez troubliez troublions troublons
V|disturbed|derangea derangeai derangeaient derangeais derangeait derangeas derangeasse derangeassent derangeasses derangeassiez derangeassions derangeames derangeat derangeates derangerent derangee derangees troubla troublai troublaient troublais troublait troublas troublasse troublassent troublasses troublassiez troublassions troublames troublat troublates troublerent troublee troublees
V|disturbing|derangeant troublant
V|stole|deroba derobai derobaient derobais derobait derobas derobasse derobassent derobasses derobassiez derobassions derobames derobat derobates deroberent subtilisa subtilisai subtilisaient subtilisais subtilisait subtilisas subtilisasse subtilisassent subtilisasses subtilisassiez subtilisassions subtilisames subtilisat subtilisates subtiliserent vola volai volaient volais volait volas volasse volassent volasses volassiez volassions volames volat volates volerent
V|stealing|derobant subtilisant volant
V|steal|derobe derobent derober derobes derobez derobiez derobions derobons subtilise subtilisent subtiliser subtilises subtilisez subtilisiez subtilisions subtilisons vole volent voler voles volez voliez volions volons
V|stolen|derobee derobees subtilisee subtilisees volee volees
N|exemption|derogation exemption
N|exemptions|derogations exemptions
V|deviate|deroge derogent derogeons deroger deroges derogez derogiez derogions devie devier devies deviiez deviions
V|deviated|derogea derogeai derogeaient derogeais derogeait derogeas derogeasse derogeassent derogeasses derogeassiez derogeassions derogeames derogeat derogeates derogerent derogee derogees devia deviai deviaient deviais deviait devias deviasse deviassent deviasses deviassiez deviassions deviames deviat deviates devierent deviee deviees
V|deviating|derogeant deviant
V|dereference|dereference dereferencent dereferencer dereferences dereferencez dereferenciez dereferencions dereferencons
V|dereferenced|dereferencerent dereferencee dereferencees dereferenca dereferencai dereferencaient dereferencais dereferencait dereferencas dereferencasse dereferencassent dereferencasses dereferencassiez dereferencassions dereferencames dereferencat dereferencates
V|dereferencing|dereferencant
V|unsubscribed|desabonna desabonnai desabonnaient desabonnais desabonnait desabonnas desabonnasse desabonnassent desabonnasses desabonnassiez desabonnassions desabonnames desabonnat desabonnates desabonnerent desabonnee desabonnees desinscrit desinscrite desinscrites desinscrits desinscrivaient desinscrivais desinscrivait desinscrivirent desinscrivis desinscrivisse desinscrivissent desinscrivisses desinscrivissiez desinscrivissions desinscrivit desinscrivimes desinscrivites
V|unsubscribing|desabonnant desinscrivant
V|unsubscribe|desabonne desabonnent desabonner desabonnes desabonnez desabonniez desabonnions desabonnons desinscrire desinscris desinscrive desinscrivent desinscrives desinscrivez desinscriviez desinscrivions desinscrivons
N|unsubscribe|desabonnement
N|unsubscribes|desabonnements
N|disagreement|desaccord
N|disagreements|desaccords
V|disabled|desactiva desactivai desactivaient desactivais desactivait desactivas desactivasse desactivassent desactivasses desactivassiez desactivassions desactivames desactivat desactivates desactiverent
V|disabling|desactivant
V|disable|desactivent desactiver desactivez desactiviez desactivions desactivons
A|disabled|desactive desactivee desactivees desactives
A|unpleasant|desagreable desagreables
V|disapproved|desapprouva desapprouvai desapprouvaient desapprouvais desapprouvait desapprouvas desapprouvasse desapprouvassent desapprouvasses desapprouvassiez desapprouvassions desapprouvames desapprouvat desapprouvates desapprouverent desapprouvee desapprouvees
V|disapproving|desapprouvant
V|disapprove|desapprouve desapprouvent desapprouver desapprouves desapprouvez desapprouviez desapprouvions desapprouvons
V|disowned|desavoua desavouai desavouaient desavouais desavouait desavouas desavouasse desavouassent desavouasses desavouassiez desavouassions desavouames desavouat desavouates desavouerent desavouee desavouees
V|disowning|desavouant
V|disown|desavoue desavouent desavouer desavoues desavouez desavouiez desavouions desavouons
V|disengaged|desenclencha desenclenchai desenclenchaient desenclenchais desenclenchait desenclenchas desenclenchasse desenclenchassent desenclenchasses desenclenchassiez desenclenchassions desenclenchames desenclenchat desenclenchates desenclencherent desenclenchee desenclenchees desengagea desengageai desengageaient desengageais desengageait desengageas desengageasse desengageassent desengageasses desengageassiez desengageassions desengageames desengageat desengageates desengagerent desengagee desengagees
V|disengaging|desenclenchant desengageant
V|disengage|desenclenche desenclenchent desenclencher desenclenches desenclenchez desenclenchiez desenclenchions desenclenchons desengage desengagent desengageons desengager desengages desengagez desengagiez desengagions
N|desert|desert
N|deserts|deserts
N|despair|desespoir
N|despairs|desespoirs
V|designated|designa designai designaient designais designait designas designasse designassent designasses designassiez designassions designames designat designates designerent designee designees
V|designating|designant
V|designate|designe designent designer designes designez designiez designions designons
N|disinformation|desinformation
N|disinformations|desinformations
V|uninstalled|desinstalla desinstallai desinstallaient desinstallais desinstallait desinstallas desinstallasse desinstallassent desinstallasses desinstallassiez desinstallassions desinstallames desinstallat desinstallates desinstallerent desinstallee desinstallees
V|uninstalling|desinstallant
V|uninstall|desinstalle desinstallent desinstaller desinstalles desinstallez desinstalliez desinstallions desinstallons
N|desire|desir envie
V|wanted|desira desirai desiraient desirais desirait desiras desirasse desirassent desirasses desirassiez desirassions desirames desirat desirates desirerent desiree desirees voulaient voulais voulait vouliez voulions voulu voulue voulues voulus voulut
V|wanting|desirant voulant
V|want|desire desirent desirer desires desirez desiriez desirions desirons veuillent veuilles veulent veut veux voulez vouloir voulons
N|desires|desirs envies
V|disobeyed|desobei desobeie desobeies desobeirent desobeissaient desobeissais desobeissait desobeimes desobeites
V|disobey|desobeir desobeis desobeisse desobeissent desobeisses desobeissez desobeissiez desobeissions desobeissons desobeit
V|disobeying|desobeissant
A|sorry|desole desolee desolees desoles
V|deselected|deselectionna deselectionnai deselectionnaient deselectionnais deselectionnait deselectionnas deselectionnasse deselectionnassent deselectionnasses deselectionnassiez deselectionnassions deselectionnames deselectionnat deselectionnates deselectionnerent deselectionnee deselectionnees
V|deselecting|deselectionnant
V|deselect|deselectionne deselectionnent deselectionner deselectionnes deselectionnez deselectionniez deselectionnions deselectionnons
V|detached|detacha detachai detachaient detachais detachait detachas detachasse detachassent detachasses detachassiez detachassions detachames detachat detachates detacherent detachee detachees
V|detaching|detachant
V|detach|detache detachent detacher detaches detachez detachiez detachions detachons
N|detail|detail
V|detailed|detailla detaillai detaillaient detaillais detaillait detaillas detaillasse detaillassent detaillasses detaillassiez detaillassions detaillames detaillat detaillates detaillerent
V|detailing|detaillant
V|detail|detaillent detailler detaillez detailliez detaillions detaillons
A|detailed|detaille detaillee detaillees detailles
N|details|details
V|detected|detecta detectai detectaient detectais detectait detectas detectasse detectassent detectasses detectassiez detectassions detectames detectat detectates detecterent detectee detectees
V|detecting|detectant
V|detect|detecte detectent detecter detectes detectez detectiez detectons
N|detector|detecteur
N|detectors|detecteurs
N|detection|detection
N|detections|detections
V|held|detenaient detenais detenait detenu detenue detenues detenus detinrent detins detinsse detinssent detinsses detinssiez detinssions detint detinmes detintes tenaient tenais tenait tenu tenue tenues tenus tinrent tins tinsse tinssent tinsses tinssiez tinssions tint tinmes tintes
V|holding|detenant tenant
V|hold|detenez deteniez detenions detenir detenons detienne detiennent detiennes detiens detient tenez teniez tenions tenir tenons tiennent tient
N|detention|detention
N|detentions|detentions
V|determined|determina determinai determinaient determinais determinait determinas determinasse determinassent determinasses determinassiez determinassions determinames determinat determinates determinerent determinee determinees
V|determining|determinant
V|determine|determine determinent determiner determines determinez determiniez determinions determinons
V|hated|detesta detestai detestaient detestais detestait detestas detestasse detestassent detestasses detestassiez detestassions detestames detestat detestates detesterent detestee detestees hairent haisse haissent haisses haissiez haissions haimes haites hai haie haies haissaient haissais haissait
V|hating|detestant haissant
V|hate|deteste detestent detester detestes detestez detestiez detestions detestons hais hait hair haissez haissons
V|hijacked|detourna detournai detournaient detournais detournait detournas detournasse detournassent detournasses detournassiez detournassions detournames detournat detournates detournerent detournee detournees
V|hijacking|detournant
V|hijack|detourne detournent detourner detournes detournez detourniez detournions detournons
N|hijacking|detournement
N|hijackings|detournements
V|destroy|detruire detruis detruise detruisent detruises detruisez detruisiez detruisions detruisons
V|destroyed|detruisaient detruisais detruisait detruisirent detruisis detruisisse detruisissent detruisisses detruisissiez detruisissions detruisit detruisimes detruisites detruit detruite detruites detruits
V|destroying|detruisant
V|devalued|devalorisa devalorisai devalorisaient devalorisais devalorisait devalorisas devalorisasse devalorisassent devalorisasses devalorisassiez devalorisassions devalorisames devalorisat devalorisates devaloriserent devalorisee devalorisees
V|devaluing|devalorisant
V|devalue|devalorise devalorisent devaloriser devalorises devalorisez devalorisiez devalorisions devalorisons
V|developed|developpa developpai developpaient developpais developpait developpas developpasse developpassent developpasses developpassiez developpassions developpames developpat developpates developperent developpee developpees elabora elaborai elaboraient elaborais elaborait elaboras elaborasse elaborassent elaborasses elaborassiez elaborassions elaborames elaborat elaborates elaborerent elaboree elaborees
V|developing|developpant elaborant
V|develop|developpe developpent developper developpes developpez developpiez developpions developpons elabore elaborent elaborer elabores elaborez elaboriez elaborions elaborons
N|development|developpement
N|developments|developpements
V|revealed|devoila devoilai devoilaient devoilais devoilait devoilas devoilasse devoilassent devoilasses devoilassiez devoilassions devoilames devoilat devoilates devoilerent devoilee devoilees revela revelai revelaient revelais revelait revelas revelasse revelassent revelasses revelassiez revelassions revelames revelat revelates revelerent revelee revelees
V|revealing|devoilant revelant
V|reveal|devoile devoilent devoiler devoiles devoilez devoiliez devoilions devoilons revele revelent reveles reveler revelez reveliez revelions revelons
V|devoured|devora devorai devoraient devorais devorait devoras devorasse devorassent devorasses devorassiez devorassions devorames devorat devorates devorerent devoree devorees
V|devouring|devorant
V|devour|devore devorent devorer devores devorez devoriez devorions devorons
A|disappointed|decu decue decues decus
V|had dinner|dina dinai dinaient dinais dinait dinas dinasse dinassent dinasses dinassiez dinassions dinames dinat dinates dinerent dinee dinees
V|having dinner|dinant
V|have dinner|dine dinent diner dines dinez diniez dinions dinons
N|dinners|diners
D|duly|dument
N|water|eau eaux
V|erase|efface effacent effacer effaces effacez effaciez effacions effacons
N|erasure|effacement
N|erasures|effacements
V|erased|effacerent effacee effacees effaca effacai effacaient effacais effacait effacas effacasse effacassent effacasses effacassiez effacassions effacames effacat effacates
V|erasing|effacant
A|actual|effectif effectifs effective effectives
D|indeed|effectivement
V|performed|effectua effectuai effectuaient effectuais effectuait effectuas effectuasse effectuassent effectuasses effectuassiez effectuassions effectuames effectuat effectuates effectuerent effectuee effectuees
V|performing|effectuant
V|perform|effectue effectuent effectuer effectues effectuez effectuiez effectuions effectuons
N|effect|effet
N|effects|effets
A|effective|efficace efficaces
N|effectiveness|efficacite
N|effectivenesses|efficacites
N|efficiency|efficience
N|efficiencies|efficiences
N|effort|effort
N|efforts|efforts
V|frighten|effraie effraient effraies effrayent effrayer effrayez effrayiez effrayions effrayons
V|frightened|effraya effrayai effrayaient effrayais effrayait effrayas effrayasse effrayassent effrayasses effrayassiez effrayassions effrayames effrayat effrayates effrayerent
V|frightening|effrayant
A|frightened|effraye effrayee effrayees effrayes
P|hey|eh hey he
P|she|elle
P|they|elles ils
V|packed|emballa emballai emballaient emballais emballait emballas emballasse emballassent emballasses emballassiez emballassions emballames emballat emballates emballerent emballee emballees
N|packaging|emballage
N|packagings|emballages
V|packing|emballant
V|pack|emballe emballent emballer emballes emballez emballiez emballions emballons
V|boarded|embarqua embarquai embarquaient embarquais embarquait embarquas embarquasse embarquassent embarquasses embarquassiez embarquassions embarquames embarquat embarquates embarquerent embarquee embarquees
V|boarding|embarquant
V|board|embarque embarquent embarquer embarques embarquez embarquiez embarquions embarquons
N|boarding|embarquement
N|boardings|embarquements
V|hired|embaucha embauchai embauchaient embauchais embauchait embauchas embauchasse embauchassent embauchasses embauchassiez embauchassions embauchames embauchat embauchates embaucherent embauchee embauchees engagea engageai engageaient engageais engageait engageas engageasse engageassent engageasses engageassiez engageassions engageames engageat engageates engagerent engagee engagees
V|hiring|embauchant engageant
N|hiring|embauche
V|hire|embauchent embaucher embauchez embauchiez embauchions embauchons engage engagent engageons engager engages engagez engagiez engagions
N|hirings|embauches
N|embedding|embedding
N|embeddings|embeddings
V|kissed|embrassa embrassai embrassaient embrassais embrassait embrassas embrassasse embrassassent embrassasses embrassassiez embrassassions embrassames embrassat embrassates embrasserent embrassee embrassees
V|kissing|embrassant
V|kiss|embrasse embrassent embrasser embrasses embrassez embrassiez embrassions embrassons
V|took|emmena emmenai emmenaient emmenais emmenait emmenas emmenasse emmenassent emmenasses emmenassiez emmenassions emmenames emmenat emmenates emmenerent prenaient prenais prenait prirent prisse prissent prisses prissiez prissions prit prites
V|taking|emmenant prenant
V|take|emmener emmenez emmeniez emmenions emmenons emmenent prend prendre prends prenez preniez prenions prenne prennent prennes prenons
V|taken|emmene emmenee emmenees emmenes pris prise prises
N|emoji|emoji
N|emojis|emojis
N|empire|empire
N|empires|empires
N|location|emplacement
N|locations|emplacements
V|filled|empli emplie emplies emplirent emplissaient emplissais emplissait emplimes emplites rempli remplie remplies remplirent remplissaient remplissais remplissait remplimes remplites
V|fill|emplir emplis emplisse emplissent emplisses emplissez emplissiez emplissions emplissons emplit remplir remplis remplisse remplissent remplisses remplissez remplissiez remplissions remplissons remplit
V|filling|emplissant remplissant
V|employ|emploie emploient emploies employer employez employiez employions employons
V|employed|employa employai employaient employais employait employas employasse employassent employasses employassiez employassions employames employat employates employerent
V|employing|employant
N|employee|employe employee salarie salariee
N|employees|employees employes salariees salaries
V|poisoned|empoisonna empoisonnai empoisonnaient empoisonnais empoisonnait empoisonnas empoisonnasse empoisonnassent empoisonnasses empoisonnassiez empoisonnassions empoisonnames empoisonnat empoisonnates empoisonnerent empoisonnee empoisonnees
V|poisoning|empoisonnant
V|poison|empoisonne empoisonnent empoisonner empoisonnes empoisonnez empoisonniez empoisonnions empoisonnons
V|took away|emporta emportai emportaient emportais emportait emportas emportasse emportassent emportasses emportassiez emportassions emportames emportat emportates emporterent
V|taking away|emportant
V|take away|emporte emportent emporter emportes emportez emportiez emportions emportons
V|taken away|emportee emportees
N|fingerprint|empreinte
N|fingerprints|empreintes
N|loan|emprunt pret
V|borrowed|emprunta empruntai empruntaient empruntais empruntait empruntas empruntasse empruntassent empruntasses empruntassiez empruntassions empruntames empruntat empruntates emprunterent empruntee empruntees
V|borrowing|empruntant
V|borrow|emprunte empruntent emprunter empruntes empruntez empruntiez empruntions empruntons
N|loans|emprunts prets
V|prevented|empecha empechai empechaient empechais empechait empechas empechasse empechassent empechasses empechassiez empechassions empechames empechat empechates empecherent empechee empechees
V|preventing|empechant
V|prevent|empeche empechent empecher empeches empechez empechiez empechions empechons
V|supervised|encadra encadrai encadraient encadrais encadrait encadras encadrasse encadrassent encadrasses encadrassiez encadrassions encadrames encadrat encadrates encadrerent encadree encadrees supervisa supervisai supervisaient supervisais supervisait supervisas supervisasse supervisassent supervisasses supervisassiez supervisassions supervisames supervisat supervisates superviserent supervisee supervisees
V|supervising|encadrant supervisant
V|supervise|encadrent encadrer encadrez encadriez encadrions encadrons supervise supervisent superviser supervises supervisez supervisiez supervisons
V|cashed|encaissa encaissai encaissaient encaissais encaissait encaissas encaissasse encaissassent encaissasses encaissassiez encaissassions encaissames encaissat encaissates encaisserent encaissee encaissees
V|cashing|encaissant
V|cash|encaisse encaissent encaisser encaisses encaissez encaissiez encaissions encaissons
A|pregnant|enceinte enceintes
V|chained|enchaina enchainai enchainaient enchainais enchainait enchainas enchainasse enchainassent enchainasses enchainassiez enchainassions enchainames enchainat enchainates enchainerent enchainee enchainees
V|chaining|enchainant
V|chain|enchaine enchainent enchainer enchaines enchainez enchainiez enchainions enchainons
V|engaged|enclencha enclenchai enclenchaient enclenchais enclenchait enclenchas enclenchasse enclenchassent enclenchasses enclenchassiez enclenchassions enclenchames enclenchat enclenchates enclencherent enclenchee enclenchees
V|engaging|enclenchant
V|engage|enclenche enclenchent enclencher enclenches enclenchez enclenchiez enclenchions enclenchons
V|encoded|encoda encodai encodaient encodais encodait encodas encodasse encodassent encodasses encodassiez encodassions encodames encodat encodates encoderent encodee encodees
N|encoding|encodage
N|encodings|encodages
V|encoding|encodant
V|encode|encode encodent encoder encodes encodez encodiez encodions encodons
V|encourage|encourage encouragent encourageons encourager encourages encouragez encouragiez encouragions
V|encouraged|encouragea encourageai encourageaient encourageais encourageait encourageas encourageasse encourageassent encourageasses encourageassiez encourageassions encourageames encourageat encourageates encouragerent encouragee encouragees
V|encouraging|encourageant
N|ink|encre
N|inks|encres
V|damage|endommage endommagent endommageons endommager endommages endommagez endommagiez endommagions
V|damaged|endommagea endommageai endommageaient endommageais endommageait endommageas endommageasse endommageassent endommageasses endommageassiez endommageassions endommageames endommageat endommageates endommagerent endommagee endommagees
V|damaging|endommageant
V|put to sleep|endormaient endormais endormait endorme endorment endormes endormez endormi endormie endormies endormiez endormions endormir endormirent endormis endormisse endormissent endormisses endormissiez endormissions endormit endormons endormimes endormites endors endort
V|putting to sleep|endormant
N|endpoint|endpoint terminaison
N|endpoints|endpoints terminaisons
N|place|endroit lieu place
N|places|endroits lieux places
N|childhood|enfance
N|childhoods|enfances
N|child|enfant
N|children|enfants
N|hell|enfer
V|locked up|enferma enfermai enfermaient enfermais enfermait enfermas enfermasse enfermassent enfermasses enfermassiez enfermassions enfermames enfermat enfermates enfermerent enfermee enfermees
V|locking up|enfermant
V|lock up|enferme enferment enfermer enfermes enfermez enfermiez enfermions enfermons
N|hells|enfers
D|finally|enfin finalement
V|push in|enfonce enfoncent enfoncer enfonces enfoncez enfonciez enfoncions enfoncons
V|pushed in|enfoncerent enfoncee enfoncees enfonca enfoncai enfoncaient enfoncais enfoncait enfoncas enfoncasse enfoncassent enfoncasses enfoncassiez enfoncassions enfoncames enfoncat enfoncates
V|pushing in|enfoncant
V|buried|enfoui enfouie enfouies enfouirent enfouissaient enfouissais enfouissait enfouimes enfouites enterra enterrai enterraient enterrais enterrait enterras enterrasse enterrassent enterrasses enterrassiez enterrassions enterrames enterrat enterrates enterrerent enterree enterrees
V|bury|enfouir enfouis enfouisse enfouissent enfouisses enfouissez enfouissiez enfouissions enfouissons enfouit enterre enterrent enterrer enterres enterrez enterriez enterrions enterrons
V|burying|enfouissant enterrant
N|commitment|engagement
N|commitments|engagements
V|skipped|enjamba enjambai enjambaient enjambais enjambait enjambas enjambasse enjambassent enjambasses enjambassiez enjambassions enjambames enjambat enjambates enjamberent enjambee enjambees sauta sautai sautaient sautais sautait sautas sautasse sautassent sautasses sautassiez sautassions sautames sautat sautates sauterent sautee sautees zappa zappai zappaient zappais zappait zappas zappasse zappassent zappasses zappassiez zappassions zappames zappat zappates zapperent zappee zappees
V|skipping|enjambant sautant zappant
V|skip|enjambe enjambent enjamber enjambes enjambez enjambiez enjambions enjambons saute sautent sauter sautes sautez sautiez sautions sautons zappe zappent zapper zappes zappez zappiez zappions zappons
N|stake|enjeu
N|stakes|enjeux
V|removed|enleva enlevai enlevaient enlevais enlevait enlevas enlevasse enlevassent enlevasses enlevassiez enlevassions enlevames enlevat enlevates enleverent enleve enlevee enlevees enleves
V|removing|enlevant
V|remove|enlever enlevez enleviez enlevions enlevons enlevent
N|enemy|ennemi ennemie
N|enemies|ennemies ennemis
N|boredom|ennui
V|bore|ennuie ennuient ennuies ennuyer ennuyez ennuyiez ennuyions ennuyons
N|boredoms|ennuis
V|bored|ennuya ennuyai ennuyaient ennuyais ennuyait ennuyas ennuyasse ennuyassent ennuyasses ennuyassiez ennuyassions ennuyames ennuyat ennuyates ennuyerent ennuye ennuyee ennuyees ennuyes
V|boring|ennuyant
A|boring|ennuyeuse ennuyeuses ennuyeux
V|investigated|enqueta enquetai enquetaient enquetais enquetait enquetas enquetasse enquetassent enquetasses enquetassiez enquetassions enquetames enquetat enquetates enqueterent enquetee enquetees
V|investigating|enquetant
N|investigation|enquete investigation
V|investigate|enquetent enqueter enquetez enquetiez enquetions enquetons
N|investigations|enquetes investigations
N|investigator|enqueteur enquetrice
N|investigators|enqueteurs enquetrices
V|saved|enregistra enregistrai enregistraient enregistrais enregistrait enregistras enregistrasse enregistrassent enregistrasses enregistrassiez enregistrassions enregistrames enregistrat enregistrates enregistrerent enregistree enregistrees sauva sauvai sauvaient sauvais sauvait sauvas sauvasse sauvassent sauvasses sauvassiez sauvassions sauvames sauvat sauvates sauverent sauvee sauvees economisa economisai economisaient economisais economisait economisas economisasse economisassent economisasses economisassiez economisassions economisames economisat economisates economiserent economisee economisees epargna epargnai epargnaient epargnais epargnait epargnas epargnasse epargnassent epargnasses epargnassiez epargnassions epargnames epargnat epargnates epargnerent epargnee epargnees
V|saving|enregistrant sauvant economisant epargnant
V|save|enregistre enregistrent enregistrer enregistres enregistrez enregistriez enregistrions enregistrons sauve sauvent sauver sauves sauvez sauviez sauvions sauvons economise economisent economiser economises economisez economisiez economisions economisons epargnent epargner epargnez epargniez epargnions epargnons
N|record|enregistrement fiche
N|records|enregistrements fiches
V|enriched|enrichi enrichie enrichies enrichirent enrichissaient enrichissais enrichissait enrichimes enrichites
V|enrich|enrichir enrichis enrichisse enrichissent enrichisses enrichissez enrichissiez enrichissions enrichissons enrichit
V|enriching|enrichissant
V|taught|enseigna enseignai enseignaient enseignais enseignait enseignas enseignasse enseignassent enseignasses enseignassiez enseignassions enseignames enseignat enseignates enseignerent enseignee enseignees
N|teacher|enseignant enseignante instituteur institutrice prof
N|teachers|enseignantes enseignants instituteurs institutrices profs
V|teach|enseigne enseignent enseigner enseignes enseignez enseigniez enseignions enseignons
N|teaching|enseignement
N|teachings|enseignements
D|together|ensemble
N|sets|ensembles
V|hear|entend entende entendent entendes entendez entendiez entendions entendons entendre entends
V|heard|entendaient entendais entendait entendirent entendis entendisse entendissent entendisses entendissiez entendissions entendit entendu entendue entendues entendus entendimes entendites
V|hearing|entendant
N|funeral|enterrement
N|funerals|enterrements
N|integer|entier
N|integers|entiers
A|entire|entiere entieres
D|entirely|entierement
V|surrounded|entoura entourai entouraient entourais entourait entouras entourasse entourassent entourasses entourassiez entourassions entourames entourat entourates entourerent entouree entourees
V|surrounding|entourant
V|surround|entoure entourent entourer entoures entourez entouriez entourions entourons
V|entered|entra entrai entraient entrais entrait entras entrasse entrassent entrasses entrassiez entrassions entrames entrat entrates entrerent saisi saisie saisies saisirent saisissaient saisissais saisissait saisimes saisites
A|incoming|entrant entrante entrantes entrants
V|trained|entraina entrainai entrainaient entrainais entrainait entrainas entrainasse entrainassent entrainasses entrainassiez entrainassions entrainames entrainat entrainates entrainerent entrainee entrainees forma formai formaient formais formait formas formasse formassent formasses formassiez formassions formames formerent formee formees
V|training|entrainant formant
V|train|entraine entrainent entrainer entraines entrainez entrainiez entrainions entrainons forment former formez formiez formions formons
N|training|entrainement entrainements formation formations
P|between|entre
V|enter|entrent entrer entres entrez entriez entrions entrons saisir saisis saisisse saisissent saisisses saisissez saisissiez saisissions saisissons saisit
V|undertook|entreprenaient entreprenais entreprenait entreprirent entreprisse entreprissent entreprisses entreprissiez entreprissions entreprit entreprimes entreprites
V|undertaking|entreprenant
V|undertake|entreprend entreprendre entreprends entreprenez entrepreniez entreprenions entreprenne entreprennent entreprennes entreprenons
V|undertaken|entrepris
N|warehouse|entrepot
N|warehouses|entrepots
V|maintained|entretenaient entretenais entretenait entretenu entretenue entretenues entretenus entretinrent entretins entretinsse entretinssent entretinsses entretinssiez entretinssions entretint entretinmes entretintes maintenaient maintenais maintenait maintenu maintenue maintenues maintenus maintinrent maintins maintinsse maintinssent maintinsses maintinssiez maintinssions maintint maintinmes maintintes
V|maintaining|entretenant
V|maintain|entretenez entreteniez entretenions entretenir entretenons entretienne entretiennent entretiennes entretiens entretient maintenez mainteniez maintenions maintenir maintenons maintienne maintiennent maintiennes maintiens maintient
N|interview|entretien interview
V|half-opened|entrouvert entrouverte entrouvertes entrouverts entrouvraient entrouvrais entrouvrait entrouvrirent entrouvris entrouvrisse entrouvrissent entrouvrisses entrouvrissiez entrouvrissions entrouvrit entrouvrimes entrouvrites
V|half-opening|entrouvrant
V|half-open|entrouvre entrouvrent entrouvres entrouvrez entrouvriez entrouvrions entrouvrir entrouvrons
N|input|entree
N|inputs|entrees
V|ratified|enterina enterinai enterinaient enterinais enterinait enterinas enterinasse enterinassent enterinasses enterinassiez enterinassions enterinames enterinat enterinates enterinerent enterinee enterinees ratifia ratifiai ratifiaient ratifiais ratifiait ratifias ratifiasse ratifiassent ratifiasses ratifiassiez ratifiassions ratifiames ratifiat ratifiates ratifierent ratifiee ratifiees
V|ratifying|enterinant ratifiant
V|ratify|enterine enterinent enteriner enterines enterinez enteriniez enterinions enterinons ratifie ratifient ratifier ratifies ratifiez ratifiiez ratifiions ratifions
N|header|entete
N|headers|entetes
D|about|env environ
V|invaded|envahi envahie envahies envahirent envahissaient envahissais envahissait envahimes envahites
V|invade|envahir envahis envahisse envahissent envahisses envahissez envahissiez envahissions envahissons envahit
V|invading|envahissant
N|envelope|enveloppe
N|envelopes|enveloppes
P|towards|envers
N|environment|environnement
N|environments|environnements
N|sending|envoi
V|send|envoie envoient envoies envoyer envoyez envoyiez envoyions envoyons expedie expedient expedier expedies expediez expediiez expediions expedions
N|sendings|envois
V|sent|envoya envoyai envoyaient envoyais envoyait envoyas envoyasse envoyassent envoyasses envoyassiez envoyassions envoyames envoyat envoyates envoyerent envoye envoyee envoyees envoyes expedia expediai expediaient expediais expediait expedias expediasse expediassent expediasses expediassiez expediassions expediames expediat expediates expedierent expediee expediees
V|sending|envoyant expediant
N|error|erreur
N|errors|erreurs
A|wrong|errone erronee erronees errones
V|are|es sommes sont
V|climbed|escalada escaladai escaladaient escaladais escaladait escaladas escaladasse escaladassent escaladasses escaladassiez escaladassions escaladames escaladat escaladates escaladerent escaladee escaladees grimpa grimpai grimpaient grimpais grimpait grimpas grimpasse grimpassent grimpasses grimpassiez grimpassions grimpames grimpat grimpates grimperent grimpee grimpees
V|climbing|escaladant grimpant
N|escalation|escalade
V|climb|escaladent escalader escaladez escaladiez escaladions escaladons grimpe grimpent grimper grimpes grimpez grimpiez grimpions grimpons
N|escalations|escalades
N|layover|escale
N|layovers|escales
N|stairs|escalier escaliers
N|slavery|esclavage
N|slaveries|esclavages
N|slave|esclave
N|slaves|esclaves
V|expected|escompta escomptai escomptaient escomptais escomptait escomptas escomptasse escomptassent escomptasses escomptassiez escomptassions escomptames escomptat escomptates escompterent escomptee escomptees
V|expecting|escomptant
V|expect|escompte escomptent escompter escomptes escomptez escomptiez escomptions escomptons
N|scammer|escroc
N|scammers|escrocs
N|fraud|escroquerie fraude
N|frauds|escroqueries fraudes
N|space|espace
N|spaces|espaces
A|spanish|espagnol espagnole espagnoles espagnols
N|spyware|espiogiciel espiogiciels spyware spywares
V|spied|espionna espionnai espionnaient espionnais espionnait espionnas espionnasse espionnassent espionnasses espionnassiez espionnassions espionnames espionnat espionnates espionnerent espionnee espionnees
V|spying|espionnant
V|spy|espionne espionnent espionner espionnes espionnez espionniez espionnions espionnons
N|hope|espoir
N|hopes|espoirs
N|mind|esprit
N|minds|esprits
N|kind|espece genre sorte
N|cash|especes
V|hope|espere esperent esperes esperer esperez esperiez esperions esperons
V|hoped|espera esperai esperaient esperais esperait esperas esperasse esperassent esperasses esperassiez esperassions esperames esperat esperates espererent esperee esperees
V|hoping|esperant
V|sketched|esquissa esquissai esquissaient esquissais esquissait esquissas esquissasse esquissassent esquissasses esquissassiez esquissassions esquissames esquissat esquissates esquisserent esquissee esquissees ebaucha ebauchai ebauchaient ebauchais ebauchait ebauchas ebauchasse ebauchassent ebauchasses ebauchassiez ebauchassions ebauchames ebauchat ebauchates ebaucherent ebauchee ebauchees
V|sketching|esquissant ebauchant
V|sketch|esquisse esquissent esquisser esquisses esquissez esquissiez esquissions esquissons ebauche ebauchent ebaucher ebauches ebauchez ebauchiez ebauchions ebauchons
V|evaded|esquiva esquivai esquivaient esquivais esquivait esquivas esquivasse esquivassent esquivasses esquivassiez esquivassions esquivames esquivat esquivates esquiverent esquivee esquivees eluda eludai eludaient eludais eludait eludas eludasse eludassent eludasses eludassiez eludassions eludames eludat eludates eluderent eludee eludees
V|evading|esquivant eludant
V|evade|esquive esquivent esquiver esquives esquivez esquiviez esquivions esquivons elude eludent eluder eludes eludez eludiez eludions eludons
N|trial|essai proces
V|try|essaie essaient essaies essaye essayent essayer essayes essayez essayiez essayions essayons tachent tacher tachez tachiez tachions tachons
N|trials|essais
V|tried|essaya essayai essayaient essayais essayait essayas essayasse essayassent essayasses essayassiez essayassions essayames essayat essayates essayerent essayee essayees tacha tachai tachaient tachais tachait tachas tachasse tachassent tachasses tachassiez tachassions tachames tachat tachates tacherent tachee tachees
V|trying|essayant tachant
N|gasoline|essence
N|gasolines|essences
A|essential|essentiel essentielle essentielles essentiels indispensable indispensables
D|essentially|essentiellement
V|wipe|essuie essuient essuies essuyer essuyez essuyiez essuyions essuyons
V|wiped|essuya essuyai essuyaient essuyais essuyait essuyas essuyasse essuyassent essuyasses essuyassiez essuyassions essuyames essuyat essuyates essuyerent essuye essuyee essuyees essuyes
V|wiping|essuyant
V|is|est
V|stamped|estampilla estampillai estampillaient estampillais estampillait estampillas estampillasse estampillassent estampillasses estampillassiez estampillassions estampillames estampillat estampillates estampillerent estampillee estampillees tamponna tamponnai tamponnaient tamponnais tamponnait tamponnas tamponnasse tamponnassent tamponnasses tamponnassiez tamponnassions tamponnames tamponnat tamponnates tamponnerent tamponnee tamponnees
V|stamping|estampillant tamponnant
V|stamp|estampille estampillent estampiller estampilles estampillez estampilliez estampillions estampillons tamponne tamponnent tamponner tamponnes tamponnez tamponniez tamponnions tamponnons
V|estimated|estima estimai estimaient estimais estimait estimas estimasse estimassent estimasses estimassiez estimassions estimames estimat estimates estimerent estimee estimees
V|estimating|estimant
V|estimate|estime estiment estimer estimes estimez estimiez estimions estimons
N|stomach|estomac
N|stomaches|estomacs
N|easts|ests
P|and|et
P|etc|etc
A|ethnic|ethnique ethniques
P|uh|euh
N|euro|euro
A|european|europeen europeenne europeennes europeens
N|euros|euros
P|them|eux
A|exact|exact exacte exactes exacts
D|exactly|exactement
N|accuracy|exactitude
N|accuracies|exactitudes
V|exaggerate|exagere exagerent exageres exagerer exagerez exageriez exagerions exagerons
V|exaggerated|exagera exagerai exageraient exagerais exagerait exageras exagerasse exagerassent exagerasses exagerassiez exagerassions exagerames exagerat exagerates exagererent exageree exagerees
V|exaggerating|exagerant
V|exalted|exalta exaltai exaltaient exaltais exaltait exaltas exaltasse exaltassent exaltasses exaltassiez exaltassions exaltames exaltat exaltates exalterent exaltee exaltees
V|exalting|exaltant
V|exalt|exalte exaltent exalter exaltes exaltez exaltiez exaltions exaltons
N|exam|examen
N|exams|examens
N|examiner|examinateur examinatrice
N|examiners|examinateurs examinatrices
V|fulfil|exauce exaucent exaucer exauces exaucez exauciez exaucions exaucons
V|fulfiled|exaucerent exaucee exaucees exauca exaucai exaucaient exaucais exaucait exaucas exaucasse exaucassent exaucasses exaucassiez exaucassions exaucames exaucat exaucates
V|fulfiling|exaucant
A|excellent|excellent excellente excellentes excellents
N|exception|exception
D|exceptionally|exceptionnellement
N|exceptions|exceptions
P|except|excepte hormis sauf
A|excessive|excessif excessifs excessive excessives
V|excited|excita excitai excitaient excitais excitait excitas excitasse excitassent excitasses excitassiez excitassions excitames excitat excitates exciterent excitee excitees
V|exciting|excitant
V|excite|excite excitent exciter excites excitez excitiez excitions excitons
V|excluded|exclu excluaient excluais excluait exclurent exclusse exclussent exclusses exclussiez exclussions exclumes exclutes
V|excluding|excluant
V|exclude|exclue excluent exclues excluez excluiez excluions excluons exclure exclus exclut
D|exclusively|exclusivement
N|excursion|excursion
N|excursions|excursions
V|excused|excusa excusai excusaient excusais excusait excusas excusasse excusassent excusasses excusassiez excusassions excusames excusat excusates excuserent excusee excusees
V|excusing|excusant
V|excuse|excuse excusent excuser excusez excusiez excusions excusons
N|apologies|excuses
N|example|exemple
N|examples|exemples
V|exercise|exerce exercent exercer exerces exercez exerciez exercions exercons
N|exercise|exercice
N|exercises|exercices
V|exercised|exercerent exercee exercees exerca exercai exercaient exercais exercait exercas exercasse exercassent exercasses exercassiez exercassions exercames exercat exercates
V|exercising|exercant
V|exfiltrated|exfiltra exfiltrai exfiltraient exfiltrais exfiltrait exfiltras exfiltrasse exfiltrassent exfiltrasses exfiltrassiez exfiltrassions exfiltrames exfiltrat exfiltrates exfiltrerent exfiltree exfiltrees
V|exfiltrating|exfiltrant
N|exfiltration|exfiltration
N|exfiltrations|exfiltrations
V|exfiltrate|exfiltre exfiltrent exfiltrer exfiltres exfiltrez exfiltriez exfiltrions exfiltrons
A|exhaustive|exhaustif exhaustifs exhaustive exhaustives
V|showed|exhiba exhibai exhibaient exhibais exhibait exhibas exhibasse exhibassent exhibasses exhibassiez exhibassions exhibames exhibat exhibates exhiberent manifesta manifestai manifestaient manifestais manifestait manifestas manifestasse manifestassent manifestasses manifestassiez manifestassions manifestames manifestat manifestates manifesterent montra montrai montraient montrais montrait montras montrasse montrassent montrasses montrassiez montrassions montrames montrat montrates montrerent
V|showing|exhibant manifestant montrant
V|show|exhibe exhibent exhiber exhibes exhibez exhibiez exhibions exhibons manifeste manifestent manifester manifestes manifestez manifestiez manifestions manifestons montre montrent montrer montrez montriez montrions montrons
V|shown|exhibee exhibees manifestee manifestees montree montrees
V|urged|exhorta exhortai exhortaient exhortais exhortait exhortas exhortasse exhortassent exhortasses exhortassiez exhortassions exhortames exhortat exhortates exhorterent exhortee exhortees
V|urging|exhortant
V|urge|exhorte exhortent exhorter exhortes exhortez exhortiez exhortions exhortons
V|demand|exige exigent exigeons exiger exiges exigez exigiez exigions reclame reclament reclamer reclames reclamez reclamiez reclamions reclamons
V|demanded|exigea exigeai exigeaient exigeais exigeait exigeas exigeasse exigeassent exigeasses exigeassiez exigeassions exigeames exigeat exigeates exigerent exigee exigees reclama reclamai reclamaient reclamais reclamait reclamas reclamasse reclamassent reclamasses reclamassiez reclamassions reclamames reclamat reclamates reclamerent reclamee reclamees
V|demanding|exigeant reclamant
N|requirement|exigence
N|requirements|exigences
V|existed|exista existai existaient existais existait existas existasse existassent existasses existassiez existassions existames existat existates existerent existee existees
V|existing|existant
V|exist|existe existent exister existes existez existiez existions existons
N|existence|existence
N|existences|existences
N|expert|expert experte
N|experts|expertes experts
V|appraised|expertisa expertisai expertisaient expertisais expertisait expertisas expertisasse expertisassent expertisasses expertisassiez expertisassions expertisames expertisat expertisates expertiserent expertisee expertisees
V|appraising|expertisant
V|appraise|expertise expertisent expertiser expertisez expertisiez expertisions expertisons
N|expertises|expertises
V|expired|expira expirai expiraient expirais expirait expiras expirasse expirassent expirasses expirassiez expirassions expirames expirat expirates expirerent expiree expirees
V|expiring|expirant
V|expire|expire expirent expirer expires expirez expiriez expirions expirons
N|explanation|explication
N|explanations|explications
A|explicit|explicite explicites
D|explicitly|explicitement
V|explained|expliqua expliquai expliquaient expliquais expliquait expliquas expliquasse expliquassent expliquasses expliquassiez expliquassions expliquames expliquat expliquates expliquerent expliquee expliquees
V|explaining|expliquant
V|explain|explique expliquent expliquer expliques expliquez expliquiez expliquions expliquons
N|exploit|exploit
V|exploited|exploita exploitai exploitaient exploitais exploitait exploitas exploitasse exploitassent exploitasses exploitassiez exploitassions exploitames exploitat exploitates exploiterent exploitee exploitees
V|exploiting|exploitant
N|exploitation|exploitation
N|exploitations|exploitations
V|exploit|exploite exploitent exploiter exploites exploitez exploitiez exploitions exploitons
N|exploits|exploits
V|explored|explora explorai exploraient explorais explorait exploras explorasse explorassent explorasses explorassiez explorassions explorames explorat explorates explorerent exploree explorees
V|exploring|explorant
V|explore|explore explorent explorer explores explorez exploriez explorions explorons
N|explosive|explosif
N|explosives|explosifs
N|explosion|explosion
N|explosions|explosions
V|exported|exporta exportai exportaient exportais exportait exportas exportasse exportassent exportasses exportassiez exportassions exportames exportat exportates exporterent exportee exportees
V|exporting|exportant
V|export|exporte exportent exporter exportes exportez exportiez exportions exportons
V|exposed|exposa exposai exposaient exposais exposait exposas exposasse exposassent exposasses exposassiez exposassions exposames exposat exposates exposerent exposee exposees
V|exposing|exposant
V|expose|expose exposent exposer exposes exposez exposiez exposions exposons
N|exhibition|exposition
N|exhibitions|expositions
N|expression|expression
N|expressions|expressions
V|expressed|exprima exprimai exprimaient exprimais exprimait exprimas exprimasse exprimassent exprimasses exprimassiez exprimassions exprimames exprimat exprimates exprimerent exprimee exprimees
V|expressing|exprimant
V|express|exprime expriment exprimer exprimes exprimez exprimiez exprimions exprimons
D|on purpose|expres
N|sender|expediteur expeditrice emetteur
N|senders|expediteurs expeditrices emetteurs
N|shipment|expedition
N|shipments|expeditions
N|experience|experience
N|experiences|experiences
V|experimented|experimenta experimentai experimentaient experimentais experimentait experimentas experimentasse experimentassent experimentasses experimentassiez experimentassions experimentames experimentat experimentates experimenterent experimentee experimentees
V|experimenting|experimentant
V|experiment|experimente experimentent experimenter experimentes experimentez experimentiez experimentions experimentons
N|extension|extension
N|extensions|extensions
V|outsourced|externalisa externalisai externalisaient externalisais externalisait externalisas externalisasse externalisassent externalisasses externalisassiez externalisassions externalisames externalisat externalisates externaliserent externalisee externalisees
V|outsourcing|externalisant
V|outsource|externalise externalisent externaliser externalises externalisez externalisiez externalisions externalisons
A|external|externe externes
N|extortion|extorsion
N|extortions|extorsions
N|extra|extra
N|extraction|extraction
N|extractions|extractions
V|extract|extraie extraient extraies extraire extrais extrait extrayez extrayiez extrayions extrayons
V|extracted|extraite extraites extrayaient extrayais extrayait
N|snippets|extraits
A|extraordinary|extraordinaire extraordinaires
N|extras|extras
V|extracting|extrayant
D|extremely|extremement
A|outer|exterieur exterieure exterieures exterieurs
V|executed|executa executai executaient executais executait executas executasse executassent executasses executassiez executassions executames executat executates executerent executee executees
N|executable|executable
N|executables|executables
V|executing|executant
V|execute|execute executent executer executes executez executiez executons
N|execution|execution
N|executions|executions
N|manufacturing|fabrication
N|manufacturings|fabrications
N|face|face visage
N|facebook|facebook
N|facebooks|facebooks
N|faces|faces visages
A|easy|facile faciles
V|facilitated|facilita facilitai facilitaient facilitais facilitait facilitas facilitasse facilitassent facilitasses facilitassiez facilitassions facilitames facilitat facilitates faciliterent facilitee facilitees
V|facilitating|facilitant
V|facilitate|facilitent faciliter facilitez facilitiez facilitions facilitons
N|ease|facilite
N|eases|facilites
N|factor|facteur
N|factors|facteurs
V|invoiced|factura facturai facturaient facturais facturait facturas facturasse facturassent facturasses facturassiez facturassions facturames facturat facturates facturerent facturee facturees
V|invoicing|facturant
N|billing|facturation facturations
N|invoice|facture
V|invoice|facturent facturer facturez facturiez facturions facturons
N|invoices|factures
A|optional|facultatif facultatifs facultative facultatives optionnel optionnelle optionnelles optionnels
N|faculty|faculte
N|faculties|facultes
A|weak|faible faibles
N|weakness|faiblesse
N|weaknesses|faiblesses
V|almost|faillaient faillais faillait faillant failli failliez faillions faillir faillirent faillis faillisse faillissent faillisses faillissez faillissiez faillissions faillissons faillit faillimes faillites
N|flaws|failles
N|hunger|faim
N|hungers|faims
V|do|faire fais faisons faites fasse fassent fasses fassiez fassions font
V|did|faisaient faisais faisait faisiez faisions firent fis fisse fissent fisses fissiez fissions fit fimes fites
V|doing|faisant
V|done|fait faite
N|facts|faits
N|fake|fake
N|fakes|fakes
V|be necessary|falloir
V|falsified|falsifia falsifiai falsifiaient falsifiais falsifiait falsifias falsifiasse falsifiassent falsifiasses falsifiassiez falsifiassions falsifiames falsifiat falsifiates falsifierent falsifiee falsifiees
V|falsifying|falsifiant
V|falsify|falsifie falsifient falsifier falsifies falsifiez falsifiiez falsifiions falsifions
A|family|familial familiale familiales familiaux
N|family|famille
N|families|familles
N|fantasy|fantaisie
N|fantasies|fantaisies
N|ghost|fantome
N|ghosts|fantomes
N|flour|farine
N|flours|farines
A|fatal|fatal fatale fatales fatals
A|tired|fatigue fatiguee fatiguees fatigues
A|false|fausse fausses faux
N|mistake|faute
N|mistakes|fautes
N|armchair|fauteuil
N|armchairs|fauteuils
N|favor|faveur
N|favors|faveurs
A|favorable|favorable favorables
D|favorably|favorablement
N|fax|fax
V|faxed|faxa faxai faxaient faxais faxait faxas faxasse faxassent faxasses faxassiez faxassions faxames faxat faxates faxerent faxee faxees telecopia telecopiai telecopiaient telecopiais telecopiait telecopias telecopiasse telecopiassent telecopiasses telecopiassiez telecopiassions telecopiames telecopiat telecopiates telecopierent telecopiee telecopiees
V|faxing|faxant telecopiant
V|fax|faxe faxent faxer faxes faxez faxiez faxions faxons telecopie telecopient telecopier telecopies telecopiez telecopiiez telecopiions telecopions
N|facade|facade
N|facades|facades
N|way|facon maniere
N|ways|facons manieres
N|feedback|feedback retour retours
V|feigned|feignaient feignais feignait feignirent feignis feignisse feignissent feignisses feignissiez feignissions feignit feignimes feignites feint feinte feintes feints
V|feigning|feignant
V|feign|feigne feignent feignes feignez feigniez feignions feignons feindre feins
N|woman|femme
N|women|femmes
V|split|fend fendaient fendais fendait fende fendent fendes fendez fendiez fendions fendirent fendis fendisse fendissent fendisses fendissiez fendissions fendit fendons fendre fends fendu fendue fendues fendus fendimes fendites fractionna fractionnai fractionnaient fractionnais fractionnait fractionnas fractionnasse fractionnassent fractionnasses fractionnassiez fractionnassions fractionne fractionnent fractionner fractionnes fractionnez fractionniez fractionnions fractionnons fractionnames fractionnat fractionnates fractionnerent fractionnee fractionnees scinda scindai scindaient scindais scindait scindas scindasse scindassent scindasses scindassiez scindassions scinde scindent scinder scindes scindez scindiez scindions scindons scindames scindat scindates scinderent scindee scindees
V|splitting|fendant fractionnant scindant
N|window|fenetre hublot
N|windows|fenetres hublots
N|iron|fer
A|closed|ferme fermee fermees fermes
N|irons|fers
N|festival|festival
N|festivals|festivals
N|fire|feu incendie
V|browsed|feuilleta feuilletai feuilletaient feuilletais feuilletait feuilletas feuilletasse feuilletassent feuilletasses feuilletassiez feuilletassions feuilletames feuilletat feuilletates feuilleterent feuillete feuilletee feuilletees feuilletes parcouraient parcourais parcourait parcouru parcourue parcourues parcoururent parcourus parcourusse parcourussent parcourusses parcourussiez parcourussions parcourut parcourumes parcourutes
V|browsing|feuilletant parcourant
V|browse|feuilleter feuilletez feuilletiez feuilletions feuilletons feuillette feuillettent feuillettes parcoure parcourent parcoures parcourez parcouriez parcourions parcourir parcourons parcours parcourt
N|fires|feux incendies
N|reliability|fiabilite
N|reliabilities|fiabilites
A|reliable|fiable fiables
N|file|fichier
N|files|fichiers
A|fictional|fictif fictifs fictionnel fictionnelle fictionnelles fictionnels fictive fictives
N|fiction|fiction
N|fictions|fictions
D|fictionally|fictivement
A|faithful|fidele fideles
D|faithfully|fidelement
N|loyalty|fidelite
N|loyalties|fidelites
A|proud|fier fiers fiere fieres
N|pride|fierte
N|prides|fiertes
N|figure|figure
N|figures|figures
N|thread|fil thread
N|queue|file
N|queues|files
N|subsidiary|filiale
N|subsidiaries|filiales
N|sector|filiere secteur
N|sectors|filieres secteurs
N|girl|fille
N|girls|filles
N|film|film
N|films|films
N|phishing|filoutage hameconnage phishing
N|phishings|filoutages hameconnages phishings
N|son|fils
V|filtered|filtra filtrai filtraient filtrais filtrait filtras filtrasse filtrassent filtrasses filtrassiez filtrassions filtrames filtrat filtrates filtrerent
N|filtering|filtrage
N|filterings|filtrages
V|filtering|filtrant
V|filter|filtrent filtrer filtrez filtriez filtrions filtrons
A|filtered|filtre filtree filtrees filtres
A|final|final finale finales finaux
V|finalized|finalisa finalisai finalisaient finalisais finalisait finalisas finalisasse finalisassent finalisasses finalisassiez finalisassions finalisames finalisat finalisates finaliserent finalisee finalisees
V|finalizing|finalisant
V|finalize|finalise finalisent finaliser finalises finalisez finalisiez finalisions finalisons
N|finance|finance
V|fund|financent financer financez financiez financions financons
N|finances|finances
A|financial|financier financiers financiere financieres
V|funded|financerent financee financees financa financai financaient financais financait financas financasse financassent financasses financassiez financassions financames financat financates
V|funding|financant
A|thin|fine fines mince minces
D|finely|finement
V|finished|fini finie finies finirent finissaient finissais finissait finimes finites termina terminai terminaient terminais terminait terminas terminasse terminassent terminasses terminassiez terminassions terminames terminat terminates terminerent terminee terminees
V|finish|finir finis finisse finissent finisses finissez finissiez finissions finissons finit termine terminent terminer termines terminez terminiez terminions terminons
V|finishing|finissant terminant
N|purposes|fins
N|firewall|firewall
N|firewalls|firewalls
N|firm|firme
N|firms|firmes
N|firmware|firmware firmwares micrologiciel micrologiciels
A|tax|fiscal fiscale fiscales fiscaux
N|fix|fix
V|set|fixa fixai fixaient fixais fixait fixas fixasse fixassent fixasses fixassiez fixassions fixe fixent fixer fixes fixez fixiez fixions fixons fixames fixat fixates fixerent fixee fixees reglent regla reglai reglaient reglais reglait reglas reglasse reglassent reglasses reglassiez reglassions regler reglez regliez reglions reglons reglames reglat reglates reglerent reglee reglees
V|setting|fixant reglant
N|fever|fievre
N|fevers|fievres
V|flattered|flatta flattai flattaient flattais flattait flattas flattasse flattassent flattasses flattassiez flattassions flattames flattat flattates flatterent flattee flattees
V|flattering|flattant
V|flatter|flatte flattent flatter flattes flattez flattiez flattions flattons
N|flower|fleur
N|flowers|fleurs
N|river|fleuve riviere
N|rivers|fleuves rivieres
N|flexibility|flexibilite souplesse
N|flexibilities|flexibilites souplesses
A|flexible|flexible flexibles souple souples
N|gun|flingue
N|guns|flingues
V|floated|flotta flottai flottaient flottais flottait flottas flottasse flottassent flottasses flottassiez flottassions flottames flottat flottates flotterent flottee flottees
V|floating|flottant
V|float|flotte flottent flotter flottes flottez flottiez flottions flottons
A|vague|flou floue floues flous vague vagues
V|streamlined|fluidifia fluidifiai fluidifiaient fluidifiais fluidifiait fluidifias fluidifiasse fluidifiassent fluidifiasses fluidifiassiez fluidifiassions fluidifiames fluidifiat fluidifiates fluidifierent fluidifiee fluidifiees
V|streamlining|fluidifiant
V|streamline|fluidifie fluidifient fluidifier fluidifies fluidifiez fluidifiiez fluidifiions fluidifions
N|stream|flux ruisseau
N|faith|foi
N|liver|foie
N|livers|foies
N|fair|foire
N|fairs|foires
N|time|fois temps
A|crazy|fol fole foles folle folles fols fou fous
N|madness|folie
N|madnesses|folies
D|madly|follement
N|function|fonction
V|worked|fonctionna fonctionnai fonctionnaient fonctionnais fonctionnait fonctionnas fonctionnasse fonctionnassent fonctionnasses fonctionnassiez fonctionnassions fonctionnames fonctionnat fonctionnates fonctionnerent fonctionnee fonctionnees travailla travaillai travaillaient travaillais travaillait travaillas travaillasse travaillassent travaillasses travaillassiez travaillassions travaillames travaillat travaillates travaillerent travaillee travaillees
N|official|fonctionnaire
N|officials|fonctionnaires
V|working|fonctionnant travaillant
V|work|fonctionne fonctionnent fonctionner fonctionnes fonctionnez fonctionniez fonctionnions fonctionnons travaille travaillent travailler travailles travaillez travailliez travaillions travaillons
N|operation|fonctionnement
N|operations|fonctionnements
N|functions|fonctions
A|dark|fonce foncee foncees fonces sombre sombres
N|bottom|fond
V|founded|fonda fondai fondaient fondais fondait fondas fondasse fondassent fondasses fondassiez fondassions fondames fondat fondates fonderent fondee fondees
V|founding|fondant
V|found|fonde fondent fonder fondes fondez fondiez fondions fondons retrouva retrouvai retrouvaient retrouvais retrouvait retrouvas retrouvasse retrouvassent retrouvasses retrouvassiez retrouvassions retrouvames retrouvat retrouvates retrouverent retrouvee retrouvees trouva trouvai trouvaient trouvais trouvait trouvas trouvasse trouvassent trouvasses trouvassiez trouvassions trouvames trouvat trouvates trouverent trouvee trouvees
N|funds|fonds
N|fountain|fontaine
N|fountains|fontaines
N|football|football
N|footballs|footballs
V|force|force forcent forcer forcez forciez forcions forcons
N|forces|forces
V|forced|forcerent forcee forcees forca forcai forcaient forcais forcait forcas forcasse forcassent forcasses forcassiez forcassions forcames forcat forcates
D|necessarily|forcement necessairement
N|forensics|forensique forensiques
N|plan|forfait plan
N|plans|forfaits plans
V|forge|forge forgent forgeons forger forges forgez forgiez forgions
V|forged|forgea forgeai forgeaient forgeais forgeait forgeas forgeasse forgeassent forgeasses forgeassiez forgeassions forgeames forgeat forgeates forgerent forgee forgees
V|forging|forgeant
N|fork|fork fourchette
V|forked|forka forkai forkaient forkais forkait forkas forkasse forkassent forkasses forkassiez forkassions forkames forkat forkates forkerent forkee forkees
V|forking|forkant
V|fork|forke forkent forker forkes forkez forkiez forkions forkons
N|forks|forks fourchettes
V|formalized|formalisa formalisai formalisaient formalisais formalisait formalisas formalisasse formalisassent formalisasses formalisassiez formalisassions formalisames formalisat formalisates formaliserent formalisee formalisees officialisa officialisai officialisaient officialisais officialisait officialisas officialisasse officialisassent officialisasses officialisassiez officialisassions officialisames officialisat officialisates officialiserent officialisee officialisees
V|formalizing|formalisant officialisant
V|formalize|formalise formalisent formaliser formalises formalisez formalisiez formalisions formalisons officialise officialisent officialiser officialises officialisez officialisiez officialisions officialisons
N|format|format
V|formatted|formata formatai formataient formatais formatait formatas formatasse formatassent formatasses formatassiez formatassions formatames formatat formatates formaterent formatee formatees
V|formatting|formatant
V|format|formate formatent formater formates formatez formatiez formatons
N|formats|formats
N|form|forme formulaire
N|forms|formes formulaires
A|great|formidable formidables genial geniale geniales geniaux super supers supere superes
V|formulated|formula formulai formulaient formulais formulait formulas formulasse formulassent formulasses formulassiez formulassions formulames formulat formulates formulerent formulee formulees
V|formulating|formulant
N|wording|formulation
N|wordings|formulations
N|formula|formule
V|formulate|formulent formuler formulez formuliez formulions formulons
N|formulas|formules
A|strong|fort forte fortes forts
D|strongly|fortement vivement
N|fortune|fortune
N|fortunes|fortunes
N|forward|forward
V|forcing|forcant
N|forest|foret
N|forests|forets
N|crowd|foule
N|crowds|foules
N|oven|four
V|provided|fourni fournie fournies fournirent fournissaient fournissais fournissait fournimes fournites subvenaient subvenais subvenait subvenu subvenue subvenues subvenus subvinrent subvins subvinsse subvinssent subvinsses subvinssiez subvinssions subvint subvinmes subvintes
V|provide|fournir fournis fournisse fournissent fournisses fournissez fournissiez fournissions fournissons fournit subvenez subveniez subvenions subvenir subvenons subvienne subviennent subviennes subviens subvient
V|providing|fournissant subvenant
N|supplier|fournisseur fournisseuse
N|suppliers|fournisseurs fournisseuses
N|ovens|fours
A|fragile|fragile fragiles
N|fragment|fragment
N|fragments|fragments
N|fees|frais
N|strawberry|fraise
N|strawberries|fraises
N|framework|framework
N|frameworks|frameworks
A|frank|franc franche franches francs
D|frankly|franchement
N|franchise|franchise
N|franchises|franchises
A|french|francais francaise francaises
V|hit|frappa frappai frappaient frappais frappait frappas frappasse frappassent frappasses frappassiez frappassions frappe frappent frapper frappes frappez frappiez frappions frappons frappames frappat frappates frapperent frappee frappees heurta heurtai heurtaient heurtais heurtait heurtas heurtasse heurtassent heurtasses heurtassiez heurtassions heurte heurtent heurter heurtes heurtez heurtiez heurtions heurtons heurtames heurtat heurtates heurterent heurtee heurtees
V|hitting|frappant heurtant
V|defrauded|frauda fraudai fraudaient fraudais fraudait fraudas fraudasse fraudassent fraudasses fraudassiez fraudassions fraudames fraudat fraudates frauderent fraudee fraudees
V|defrauding|fraudant
V|defraud|fraudent frauder fraudez fraudiez fraudions fraudons
N|fraudster|fraudeur fraudeuse
N|fraudsters|fraudeurs fraudeuses
A|fraudulent|frauduleuse frauduleuses frauduleux
A|fresh|fraiche fraiches
N|brake|frein
V|slowed down|freina freinai freinaient freinais freinait freinas freinasse freinassent freinasses freinassiez freinassions freinames freinat freinates freinerent freinee freinees ralenti ralentie ralenties ralentirent ralentissaient ralentissais ralentissait ralentimes ralentites
V|slowing down|freinant ralentissant
V|slow down|freine freinent freiner freines freinez freiniez freinions freinons ralentir ralentis ralentisse ralentissent ralentisses ralentissez ralentissiez ralentissions ralentissons ralentit
N|brakes|freins
A|cold|froid froide froides froids
N|cheese|fromage
N|cheeses|fromages
N|forehead|front
N|frontend|frontend
N|frontends|frontends
N|border|frontiere
N|borders|frontieres
N|foreheads|fronts
V|rubbed|frotta frottai frottaient frottais frottait frottas frottasse frottassent frottasses frottassiez frottassions frottames frottat frottates frotterent frottee frottees
V|rubbing|frottant
V|rub|frotte frottent frotter frottes frottez frottiez frottions frottons
V|bore fruit|fructifia fructifiai fructifiaient fructifiais fructifiait fructifias fructifiasse fructifiassent fructifiasses fructifiassiez fructifiassions fructifiames fructifiat fructifiates fructifierent
V|bearing fruit|fructifiant
V|bear fruit|fructifie fructifient fructifier fructifies fructifiez fructifiiez fructifiions fructifions
V|borne fruit|fructifiee fructifiees
N|fruit|fruit
N|fruits|fruits
N|brother|frere
N|brothers|freres
D|frequently|frequemment
N|frequency|frequence
N|frequencies|frequences
A|frequent|frequent frequente frequentes frequents
V|fled|fui fuirent fuisse fuissent fuisses fuissiez fuissions fuyaient fuyais fuyait fuimes
V|flee|fuie fuient fuies fuir fuis fuit fuyez fuyiez fuyions fuyons
V|leaked|fuita fuitai fuitaient fuitais fuitait fuitas fuitasse fuitassent fuitasses fuitassiez fuitassions fuitames fuitat fuitates fuiterent fuitee fuitees ebruita ebruitai ebruitaient ebruitais ebruitait ebruitas ebruitasse ebruitassent ebruitasses ebruitassiez ebruitassions ebruitames ebruitat ebruitates ebruiterent ebruitee ebruitees
V|leaking|fuitant ebruitant
V|leak|fuite fuitent fuiter fuitez fuitiez fuitions fuitons ebruite ebruitent ebruiter ebruites ebruitez ebruitiez ebruitions ebruitons
N|leaks|fuites leaks
V|smoked|fuma fumai fumaient fumais fumait fumas fumasse fumassent fumasses fumassiez fumassions fumames fumat fumates fumerent
V|smoking|fumant
V|smoke|fume fument fumer fumes fumez fumiez fumions fumons
N|smoke|fumee
N|smokes|fumees
V|were|furent fusse fussent futes etaient etiez etions
A|furious|furieuse furieuses furieux
A|stealthy|furtif furtifs furtive furtives
V|was|fus fut etais etait
N|rifle|fusil
N|shooting|fusillade
N|shootings|fusillades
N|rifles|fusils
N|merge|fusion
V|merged|fusionna fusionnai fusionnaient fusionnais fusionnait fusionnas fusionnasse fusionnassent fusionnasses fusionnassiez fusionnassions fusionnames fusionnat fusionnates fusionnerent fusionnee fusionnees mergea mergeai mergeaient mergeais mergeait mergeas mergeasse mergeassent mergeasses mergeassiez mergeassions mergeames mergeat mergeates mergerent mergee mergees
V|merging|fusionnant mergeant
V|merge|fusionne fusionnent fusionner fusionnes fusionnez fusionniez fusionnions fusionnons merge mergent mergeons merger mergez mergiez mergions
N|merges|fusions merges
A|future|future futures
V|fleeing|fuyant
P|fw|fw tr
P|fwd|fwd
V|angered|facha fachai fachaient fachais fachait fachas fachasse fachassent fachasses fachassiez fachassions fachames fachat fachates facherent
V|angering|fachant
V|anger|fachent facher fachez fachiez fachions fachons
A|angry|fache fachee fachees faches
V|congratulated|felicita felicitai felicitaient felicitais felicitait felicitas felicitasse felicitassent felicitasses felicitassiez felicitassions felicitames felicitat felicitates feliciterent felicitee felicitees
V|congratulating|felicitant
V|congratulate|felicite felicitent feliciter felicites felicitez felicitiez felicitions felicitons
A|female|feminin feminine feminines feminins
N|february|fevrier
N|februaries|fevriers
N|party|fete
N|parties|fetes
N|template|gabarit template
N|templates|gabarits templates
V|earned|gagna gagnai gagnaient gagnais gagnait gagnas gagnasse gagnassent gagnasses gagnassiez gagnassions gagnames gagnat gagnates gagnerent gagnee gagnees
V|earning|gagnant
V|earn|gagne gagnent gagner gagnes gagnez gagniez gagnions gagnons
N|gain|gain
N|gains|gains
N|gallery|galerie
N|galleries|galeries
N|kid|gamin gamine gosse
N|kids|gamines gamins gosses
V|parked|gara garai garaient garais garait garas garasse garassent garasses garassiez garassions garames garat garates garerent garee garees stationna stationnai stationnaient stationnais stationnait stationnas stationnasse stationnassent stationnasses stationnassiez stationnassions stationnames stationnat stationnates stationnerent stationnee stationnees
N|garage|garage
N|garages|garages
V|parking|garant stationnant
V|guaranteed|garanti garantirent garantissaient garantissais garantissait garantimes garantites
N|guarantee|garantie
N|guarantees|garanties
V|guarantee|garantir garantis garantisse garantissent garantisses garantissez garantissiez garantissions garantissons garantit
V|guaranteeing|garantissant
N|guards|gardes
N|station|gare station
V|park|garent garer garez gariez garions garons stationne stationnent stationner stationnes stationnez stationniez stationnions stationnons
N|stations|gares stations
N|boy|garcon
N|boys|garcons
V|wasted|gaspilla gaspillai gaspillaient gaspillais gaspillait gaspillas gaspillasse gaspillassent gaspillasses gaspillassiez gaspillassions gaspillames gaspillat gaspillates gaspillerent gaspillee gaspillees gacha gachai gachaient gachais gachait gachas gachasse gachassent gachasses gachassiez gachassions gachames gachat gachates gacherent gachee gachees
V|wasting|gaspillant gachant
V|waste|gaspille gaspillent gaspiller gaspilles gaspillez gaspilliez gaspillions gaspillons gache gachent gacher gaches gachez gachiez gachions gachons
N|left|gauche
N|lefts|gauches
N|gas|gaz
V|froze|gela gelai gelaient gelais gelait gelas gelasse gelassent gelasses gelassiez gelassions gelames gelat gelates gelerent
V|freezing|gelant
V|freeze|geler gelez geliez gelions gelons gelent
V|frozen|gele gelee gelees geles
N|gemini|gemini
N|geminis|geminis
N|police officer|gendarme policier policiere
N|police|gendarmerie gendarmeries
N|police officers|gendarmes policiers policieres
N|knee|genou
N|knees|genoux
N|kinds|genres sortes
N|people|gens personnes peuple
N|gesture|geste
N|gestures|gestes
N|manager|gestionnaire manager responsable
N|managers|gestionnaires managers responsables
N|gigabyte|gigaoctet
N|gigabytes|gigaoctets
N|git|git
N|github|github
N|githubs|githubs
N|gits|gits
N|ice|glace
N|ices|glaces
A|icy|glacial glaciale glaciales glaciaux
V|slipped|glissa glissai glissaient glissais glissait glissas glissasse glissassent glissasses glissassiez glissassions glissames glissat glissates glisserent glissee glissees
V|slipping|glissant
V|slip|glisse glissent glisser glisses glissez glissiez glissions glissons
A|global|global globale globales globaux
D|globally|globalement
N|glory|gloire
N|glories|gloires
N|gmail|gmail
N|gmails|gmails
N|golf|golf
N|golfs|golfs
N|google|google
N|googles|googles
N|throat|gorge
N|throats|gorges
N|drop|goutte
N|drops|gouttes
V|governed|gouverna gouvernai gouvernaient gouvernais gouvernait gouvernas gouvernasse gouvernassent gouvernasses gouvernassiez gouvernassions gouvernames gouvernat gouvernates gouvernerent gouvernee gouvernees
V|governing|gouvernant
V|govern|gouverne gouvernent gouverner gouvernes gouvernez gouverniez gouvernions gouvernons
N|government|gouvernement
N|governments|gouvernements
N|taste|gout
N|tastes|gouts
N|gpt|gpt
N|gpts|gpts
N|rank|grade rang
N|ranks|grades rangs
D|gradually|graduellement progressivement
N|grain|grain
N|seed|graine
N|seeds|graines
N|grains|grains
A|large|grand grande grandes grands
N|greatness|grandeur
N|greatnesses|grandeurs
V|grown|grandi grandie grandies grossi grossie grossies
V|grow|grandir grandis grandisse grandissent grandisses grandissez grandissiez grandissions grandissons grandit grossir grossis grossisse grossissent grossisses grossissez grossissiez grossissions grossissons grossit
V|grew|grandirent grandissaient grandissais grandissait grandimes grandites grossirent grossissaient grossissais grossissait grossimes grossites
V|growing|grandissant grossissant
A|huge|grandissime grandissimes immense immenses enorme enormes
N|chart|graphique
N|charts|graphiques
V|rewarded|gratifia gratifiai gratifiaient gratifiais gratifiait gratifias gratifiasse gratifiassent gratifiasses gratifiassiez gratifiassions gratifiames gratifiat gratifiates gratifierent gratifiee gratifiees recompensa recompensai recompensaient recompensais recompensait recompensas recompensasse recompensassent recompensasses recompensassiez recompensassions recompensames recompensat recompensates recompenserent recompensee recompensees
V|rewarding|gratifiant recompensant
V|reward|gratifie gratifient gratifier gratifies gratifiez gratifiiez gratifiions gratifions recompense recompensent recompenser recompenses recompensez recompensiez recompensions recompensons
N|gratitude|gratitude
N|gratitudes|gratitudes
A|free|gratuit gratuite gratuites gratuits libre libres
D|for free|gratuitement
A|serious|grave graves serieuse serieuses serieux
N|severity|gravite severite
N|severities|gravites severites
A|greek|grec grecque grecques grecs
N|clerk|greffier
N|clerks|greffiers
N|grid|grille
N|grids|grilles
N|flu|grippe
N|flus|grippes
A|gray|gris grise grises
N|grok|grok
N|groks|groks
A|big|gros grosse grosses
V|grouped|groupa groupai groupaient groupais groupait groupas groupasse groupassent groupasses groupassiez groupassions groupames groupat groupates grouperent groupee groupees regroupa regroupai regroupaient regroupais regroupait regroupas regroupasse regroupassent regroupasses regroupassiez regroupassions regroupames regroupat regroupates regrouperent regroupee regroupees
V|grouping|groupant regroupant
V|group|groupe groupent grouper groupez groupiez groupions groupons regroupe regroupent regrouper regroupes regroupez regroupiez regroupions regroupons
N|groups|groupes
N|thanks|grace graces thanks
N|strike|greve
N|strikes|greves
N|war|guerre
N|wars|guerres
V|guided|guida guidai guidaient guidais guidait guidas guidasse guidassent guidasses guidassiez guidassions guidames guidat guidates guiderent guidee guidees
V|guiding|guidant
V|guide|guide guident guider guidez guidiez guidions guidons
N|guides|guides
N|quotation mark|guillemet
N|quotation marks|guillemets
N|guitar|guitare
N|guitars|guitares
D|hardly|guere
V|healed|gueri guerie gueries guerirent guerissaient guerissais guerissait guerimes guerites
V|heal|guerir gueris guerisse guerissent guerisses guerissez guerissiez guerissions guerissons guerit
V|healing|guerissant
N|cake|gateau
N|cakes|gateaux
A|giant|geant geante geantes geants
N|genocide|genocide
N|genocides|genocides
V|generate|genere generent generes generer generez generiez generions generons
V|generated|genera generai generaient generais generait generas generasse generassent generasses generassiez generassions generames generat generates genererent generee generees
A|general|general generale generales generaux
D|generally|generalement
V|generating|generant
N|generator|generateur generatrice
N|generators|generateurs generatrices
N|generation|generation
N|generations|generations
A|generous|genereuse genereuses genereux
V|bothered|gena genai genaient genais genait genas genasse genassent genasses genassiez genassions genames genat genates genee genees
V|bothering|genant
V|bother|gene genent gener genes genez geniez genions genons
N|cottage|gite
N|cottages|gites
V|dressed|habilla habillai habillaient habillais habillait habillas habillasse habillassent habillasses habillassiez habillassions habillames habillat habillates habillerent habillee habillees vetaient vetais vetait vetirent vetis vetisse vetissent vetisses vetissiez vetissions vetit vetu vetue vetues vetus vetimes vetites
V|dressing|habillant vetant
V|dress|habille habillent habiller habilles habillez habilliez habillions habillons vet vete vetent vetes vetez vetiez vetions vetir vetons vets
V|lived|habita habitai habitaient habitais habitait habitas habitasse habitassent habitasses habitassiez habitassions habitames habitat habitates habiterent habitee habitees vivaient vivais vivait vecu vecue vecues vecurent vecus vecusse vecussent vecusses vecussiez vecussions vecut vecumes vecutes
N|inhabitant|habitant habitante
N|inhabitants|habitantes habitants
V|live|habite habitent habiter habites habitez habitiez habitions habitons vit vive vivent vivez viviez vivions vivons vivre
N|habit|habitude
N|habits|habitudes
A|usual|habituel habituelle habituelles habituels
D|usually|habituellement ordinairement
V|hashed|hacha hachai hachaient hachais hachait hachas hachasse hachassent hachasses hachassiez hachassions hachames hachat hachates hacherent hachee hachees
N|hash|hachage hash
N|hashes|hachages hashs
V|hashing|hachant
V|hash|hache hachent hacher haches hachez hachiez hachions hachons
N|hack|hack
V|hacked|hacka hackai hackaient hackais hackait hackas hackasse hackassent hackasses hackassiez hackassions hackames hackat hackates hackerent hackee hackees pirata piratai pirataient piratais piratait piratas piratasse piratassent piratasses piratassiez piratassions piratames piratat piratates piraterent piratee piratees
V|hacking|hackant piratant
V|hack|hacke hackent hackes hackez hackiez hackions hackons piratent pirater piratez piratiez pirations piratons
N|hacker|hacker pirate
N|hackers|hackers pirates
N|hacks|hacks
N|hate|haine
N|hates|haines
A|hateful|haineuse haineuses haineux
V|hallucinated|hallucina hallucinai hallucinaient hallucinais hallucinait hallucinas hallucinasse hallucinassent hallucinasses hallucinassiez hallucinassions hallucinames hallucinat hallucinates hallucinerent hallucinee hallucinees
V|hallucinating|hallucinant
N|hallucination|hallucination
N|hallucinations|hallucinations
V|hallucinate|hallucine hallucinent halluciner hallucines hallucinez halluciniez hallucinions hallucinons
N|hook|hamecon
V|phished|hameconna hameconnai hameconnaient hameconnais hameconnait hameconnas hameconnasse hameconnassent hameconnasses hameconnassiez hameconnassions hameconnames hameconnat hameconnates hameconnerent hameconnee hameconnees phisha phishai phishaient phishais phishait phishas phishasse phishassent phishasses phishassiez phishassions phishames phishat phishates phisherent phishee phishees
V|phishing|hameconnant phishant
V|phish|hameconne hameconnent hameconner hameconnes hameconnez hameconniez hameconnions hameconnons phishe phishent phisher phishes phishez phishiez phishions phishons
N|hooks|hamecons
N|disability|handicap
N|disabilities|handicaps
V|harassed|harcela harcelai harcelaient harcelais harcelait harcelas harcelasse harcelassent harcelasses harcelassiez harcelassions harcelames harcelat harcelates harcelerent harcele harcelee harcelees harceles
V|harassing|harcelant
V|harass|harceler harcelez harceliez harcelions harcelons harcelent
N|harassment|harcelement
N|harassments|harcelements
V|harmonized|harmonisa harmonisai harmonisaient harmonisais harmonisait harmonisas harmonisasse harmonisassent harmonisasses harmonisassiez harmonisassions harmonisames harmonisat harmonisates harmoniserent harmonisee harmonisees
V|harmonizing|harmonisant
V|harmonize|harmonise harmonisent harmoniser harmonises harmonisez harmonisiez harmonisions harmonisons
V|raised|haussa haussai haussaient haussais haussait haussas haussasse haussassent haussasses haussassiez haussassions haussames haussat haussates hausserent haussee haussees releva relevai relevaient relevais relevait relevas relevasse relevassent relevasses relevassiez relevassions relevames relevat relevates releverent relevee relevees souleva soulevai soulevaient soulevais soulevait soulevas soulevasse soulevassent soulevasses soulevassiez soulevassions soulevames soulevat soulevates souleverent souleve soulevee soulevees souleves eleva elevai elevaient elevais elevait elevas elevasse elevassent elevasses elevassiez elevassions elevames elevat elevates eleverent
V|raising|haussant relevant soulevant elevant
V|raise|haussent hausser haussez haussiez haussions haussons relever relevez releviez relevions relevons relevent soulever soulevez souleviez soulevions soulevons soulevent elever elevez eleviez elevions elevons elevent
D|above|haut supra
A|high|haute hautes hauts
N|height|hauteur
N|heights|hauteurs
A|weekly|hebdomadaire hebdomadaires
D|weekly|hebdomadairement
P|eh|hein
N|hello|hello
N|helpdesk|helpdesk
N|helpdesks|helpdesks
N|grass|herbe
N|grasses|herbes
N|hour|heure
N|hours|heures
D|fortunately|heureusement
N|hexadecimal|hexadecimal
N|hexadecimals|hexadecimaux
N|hi|hi
D|yesterday|hier
N|story|histoire recit
N|stories|histoires recits
N|historian|historien historienne
N|historians|historiennes historiens
N|history|historique
N|histories|historiques
N|winter|hiver
N|winters|hivers
N|hierarchy|hierarchie
N|hierarchies|hierarchies
V|prioritized|hierarchisa hierarchisai hierarchisaient hierarchisais hierarchisait hierarchisas hierarchisasse hierarchisassent hierarchisasses hierarchisassiez hierarchisassions hierarchisames hierarchisat hierarchisates hierarchiserent hierarchisee hierarchisees priorisa priorisai priorisaient priorisais priorisait priorisas priorisasse priorisassent priorisasses priorisassiez priorisassions priorisames priorisat priorisates prioriserent priorisee priorisees
V|prioritizing|hierarchisant priorisant
V|prioritize|hierarchise hierarchisent hierarchiser hierarchises hierarchisez hierarchisiez hierarchisions hierarchisons priorise priorisent prioriser priorises priorisez priorisiez priorisions priorisons
N|holocaust|holocauste shoah
N|holocausts|holocaustes shoahs
N|homicide|homicide
N|homicides|homicides
N|tribute|hommage
N|tributes|hommages
N|man|homme
N|men|hommes
N|honor|honneur
N|honors|honneurs
A|honest|honnete honnetes
D|honestly|honnetement
V|honored|honora honorai honoraient honorais honorait honoras honorasse honorassent honorasses honorassiez honorassions honorames honorat honorates honorerent honoree honorees
V|honoring|honorant
V|honor|honore honorent honorer honores honorez honoriez honorions honorons
N|shame|honte
N|shames|hontes
N|schedule|horaire planning echeancier
N|schedules|horaires plannings echeanciers
N|horizon|horizon
N|horizons|horizons
A|horizontal|horizontal horizontale horizontales horizontaux
A|horrible|horrible horribles
V|hospitalized|hospitalisa hospitalisai hospitalisaient hospitalisais hospitalisait hospitalisas hospitalisasse hospitalisassent hospitalisasses hospitalisassiez hospitalisassions hospitalisames hospitalisat hospitalisates hospitaliserent hospitalisee hospitalisees
V|hospitalizing|hospitalisant
V|hospitalize|hospitalise hospitalisent hospitaliser hospitalises hospitalisez hospitalisiez hospitalisions hospitalisons
A|hostile|hostile hostiles
N|hotfix|hotfix
V|hotfixed|hotfixa hotfixai hotfixaient hotfixais hotfixait hotfixas hotfixasse hotfixassent hotfixasses hotfixassiez hotfixassions hotfixames hotfixat hotfixates hotfixerent hotfixee hotfixees
V|hotfixing|hotfixant
V|hotfix|hotfixe hotfixent hotfixer hotfixes hotfixez hotfixiez hotfixions hotfixons
N|hotline|hotline
N|hotlines|hotlines
N|excluding tax|ht
N|html|html
N|htmls|htmls
N|oil|huile
N|oils|huiles
N|bailiff|huissier
N|bailiffs|huissiers
P|eight|huit
P|eighty|huitante octante
A|eighth|huitieme
N|human|humain
A|human|humaine humaines
N|humans|humains
N|mood|humeur
N|moods|humeurs
A|damp|humide humides
N|humor|humour
N|humors|humours
V|screamed|hurla hurlai hurlaient hurlais hurlait hurlas hurlasse hurlassent hurlasses hurlassiez hurlassions hurlames hurlat hurlates hurlerent hurlee hurlees
V|screaming|hurlant
V|scream|hurle hurlent hurler hurles hurlez hurliez hurlions hurlons
N|hyperlink|hyperlien
N|hyperlinks|hyperliens
V|mortgage|hypotheque hypothequent hypothequer hypothequez hypothequiez hypothequions hypothequons
N|mortgages|hypotheques
N|hypothesis|hypothese
N|hypotheses|hypotheses
V|mortgaged|hypothequa hypothequai hypothequaient hypothequais hypothequait hypothequas hypothequasse hypothequassent hypothequasses hypothequassiez hypothequassions hypothequames hypothequat hypothequates hypothequerent hypothequee hypothequees
V|mortgaging|hypothequant
A|hypothetical|hypothetique hypothetiques
D|hypothetically|hypothetiquement
V|host|heberge hebergent hebergeons heberger heberges hebergez hebergiez hebergions
V|hosted|hebergea hebergeai hebergeaient hebergeais hebergeait hebergeas hebergeasse hebergeassent hebergeasses hebergeassiez hebergeassions hebergeames hebergeat hebergeates hebergerent hebergee hebergees
V|hosting|hebergeant
N|hosting|hebergement
N|hostings|hebergements
N|host|hebergeur hote hotesse
N|hosts|hebergeurs hotes hotesses
D|unfortunately|helas malheureusement
V|inherited|herita heritai heritaient heritais heritait heritas heritasse heritassent heritasses heritassiez heritassions heritames heritat heritates heriterent heritee heritees
N|inheritance|heritage
N|inheritances|heritages
V|inheriting|heritant
V|inherit|herite heritent heriter herites heritez heritiez heritions heritons
N|hero|heros heroine
N|heroes|heroines
V|hesitated|hesita hesitai hesitaient hesitais hesitait hesitas hesitasse hesitassent hesitasses hesitassiez hesitassions hesitames hesitat hesitates hesiterent hesitee hesitees
V|hesitating|hesitant
V|hesitate|hesite hesitent hesiter hesites hesitez hesitiez hesitions hesitons
N|hospital|hopital
N|hospitals|hopitaux
N|hotel|hotel
N|hotels|hotels
N|ai|ia
N|iban|iban
N|ibans|ibans
D|here|ici
N|icon|icone
N|icons|icones
N|ide|ide
P|same|idem memes
V|identified|identifia identifiai identifiaient identifiais identifiait identifias identifiasse identifiassent identifiasses identifiassiez identifiassions identifiames identifiat identifiates identifierent identifiee identifiees
N|login|identifiant login
V|identify|identifie identifient identifier identifies identifiez identifiiez identifiions identifions
A|identical|identique identiques
N|identity|identite
N|identities|identites
N|ides|ides
A|idiot|idiot idiote idiotes idiots
N|ids|ids
A|ideal|ideal ideale ideales ideaux
D|ideally|idealement
N|idea|idee
N|ideas|idees
V|ignored|ignora ignorai ignoraient ignorais ignorait ignoras ignorasse ignorassent ignorasses ignorassiez ignorassions ignorames ignorat ignorates ignorerent ignoree ignorees snoba snobai snobaient snobais snobait snobas snobasse snobassent snobasses snobassiez snobassions snobames snobat snobates snoberent snobee snobees
V|ignoring|ignorant snobant
V|ignore|ignore ignorent ignorer ignores ignorez ignoriez ignorions ignorons snobe snobent snober snobes snobez snobiez snobions snobons
A|illicit|illicite illicites
A|unlimited|illimite illimitee illimitees illimites
A|unreadable|illisible illisibles
N|illusion|illusion
N|illusions|illusions
V|illustrated|illustra illustrai illustraient illustrais illustrait illustras illustrasse illustrassent illustrasses illustrassiez illustrassions illustrames illustrat illustrates illustrerent illustree illustrees
V|illustrating|illustrant
V|illustrate|illustre illustrent illustrer illustres illustrez illustriez illustrions illustrons
A|illegal|illegal illegale illegales illegaux
D|illegally|illegalement
A|illegitimate|illegitime illegitimes
N|image|image
N|images|images
V|imagined|imagina imaginai imaginaient imaginais imaginait imaginas imaginasse imaginassent imaginasses imaginassiez imaginassions imaginames imaginat imaginates imaginerent imaginee imaginees
A|imaginary|imaginaire imaginaires
V|imagining|imaginant
N|imagination|imagination
N|imaginations|imaginations
V|imagine|imagine imaginent imaginer imagines imaginez imaginiez imaginions imaginons
V|imitated|imita imitai imitaient imitais imitait imitas imitasse imitassent imitasses imitassiez imitassions imitames imitat imitates imiterent imitee imitees
V|imitating|imitant
N|imitation|imitation
N|imitations|imitations
V|imitate|imite imitent imiter imites imitez imitiez imitions imitons
V|immerse|immerge immergent immergeons immerger immerges immergez immergiez immergions
V|immersed|immergea immergeai immergeaient immergeais immergeait immergeas immergeasse immergeassent immergeasses immergeassiez immergeassions immergeames immergeat immergeates immergerent immergee immergees
V|immersing|immergeant
A|immoral|immoral immorale immorales immoraux
A|immediate|immediat immediate immediates immediats
V|impacted|impacta impactai impactaient impactais impactait impactas impactasse impactassent impactasses impactassiez impactassions impactames impactat impactates impacterent impactee impactees
V|impacting|impactant
V|impact|impacte impactent impacter impactes impactez impactiez impactions impactons
A|impatient|impatient impatiente impatientes impatients
V|implanted|implanta implantai implantaient implantais implantait implantas implantasse implantassent implantasses implantassiez implantassions implantames implantat implantates implanterent implantee implantees
V|implanting|implantant
V|implant|implante implantent implanter implantes implantez implantiez implantions implantons
A|implicit|implicite implicites
D|implicitly|implicitement
V|involved|impliqua impliquai impliquaient impliquais impliquait impliquas impliquasse impliquassent impliquasses impliquassiez impliquassions impliquames impliquat impliquates impliquerent impliquee impliquees
V|involving|impliquant
V|involve|implique impliquent impliquer impliques impliquez impliquiez impliquions impliquons
V|begged|implora implorai imploraient implorais implorait imploras implorasse implorassent implorasses implorassiez implorassions implorames implorat implorates implorerent imploree implorees supplia suppliai suppliaient suppliais suppliait supplias suppliasse suppliassent suppliasses suppliassiez suppliassions suppliames suppliat suppliates supplierent suppliee suppliees
V|begging|implorant suppliant
V|beg|implore implorent implorer implores implorez imploriez implorions implorons supplie supplient supplier supplies suppliez suppliiez suppliions supplions
V|implemented|implementa implementai implementaient implementais implementait implementas implementasse implementassent implementasses implementassiez implementassions implementames implementat implementates implementerent implementee implementees
V|implementing|implementant
V|implement|implemente implementent implementer implementes implementez implementiez implementions implementons
A|rude|impoli impolie impolies impolis
V|imported|importa importai importaient importais importait importas importasse importassent importasses importassiez importassions importames importat importates importerent importee importees
N|importance|importance
N|importances|importances
A|important|important importante importantes importants
V|matter|importe
V|import|importent importer importes importez importiez importions importons
V|imposed|imposa imposai imposaient imposais imposait imposas imposasse imposassent imposasses imposassiez imposassions imposames imposat imposates imposerent imposee imposees
V|imposing|imposant
V|impose|impose imposent imposer imposes imposez imposiez imposions imposons
A|impossible|impossible impossibles
N|impostor|imposteur
N|impostors|imposteurs
N|impression|impression
V|impressed|impressionna impressionnai impressionnaient impressionnais impressionnait impressionnas impressionnasse impressionnassent impressionnasses impressionnassiez impressionnassions impressionnames impressionnat impressionnates impressionnerent impressionnee impressionnees
V|impressing|impressionnant
V|impress|impressionne impressionnent impressionner impressionnes impressionnez impressionniez impressionnions impressionnons
N|impressions|impressions
V|printed|imprima imprimai imprimaient imprimais imprimait imprimas imprimasse imprimassent imprimasses imprimassiez imprimassions imprimames imprimat imprimates imprimerent imprimee imprimees
V|printing|imprimant
N|printer|imprimante
N|printers|imprimantes
V|print|imprime impriment imprimer imprimes imprimez imprimiez imprimions imprimons
A|unlikely|improbable improbables
A|careless|imprudent imprudente imprudentes imprudents
V|charged|imputa imputai imputaient imputais imputait imputas imputasse imputassent imputasses imputassiez imputassions imputames imputat imputates imputerent imputee imputees
V|charging|imputant
V|charge|impute imputent imputer imputes imputez imputiez imputions imputons
A|imperative|imperatif imperatifs imperative imperatives
N|tax|impot taxe
N|taxes|impots taxes
A|unacceptable|inacceptable inacceptables
A|inaccessible|inaccessible inaccessibles
A|inactive|inactif inactifs inactive inactives
A|inappropriate|inapproprie inappropriee inappropriees inappropries
A|unable|incapable incapables
V|embodied|incarna incarnai incarnaient incarnais incarnait incarnas incarnasse incarnassent incarnasses incarnassiez incarnassions incarnames incarnat incarnates incarnerent incarnee incarnees
V|embodying|incarnant
V|embody|incarne incarnent incarner incarnes incarnez incarniez incarnions incarnons
A|uncertain|incertain incertaine incertaines incertains
N|incident|incident
N|incidents|incidents
V|incited|incita incitai incitaient incitais incitait incitas incitasse incitassent incitasses incitassiez incitassions incitames incitat incitates inciterent incitee incitees
V|inciting|incitant
N|incitement|incitation
N|incitements|incitations
V|incite|incite incitent inciter incites incitez incitiez incitions incitons
V|tilted|inclina inclinai inclinaient inclinais inclinait inclinas inclinasse inclinassent inclinasses inclinassiez inclinassions inclinames inclinat inclinates inclinerent inclinee inclinees
V|tilting|inclinant
V|tilt|incline inclinent incliner inclines inclinez incliniez inclinions inclinons
V|included|incluaient incluais incluait inclurent inclus incluse incluses inclusse inclussent inclusses inclussiez inclussions inclumes inclutes
V|including|incluant
V|include|inclue incluent inclues incluez incluiez incluions incluons inclure inclut
V|fell|incomba incombai incombaient incombais incombait incombas incombasse incombassent incombasses incombassiez incombassions incombames incombat incombates incomberent tomba tombai tombaient tombais tombait tombas tombasse tombassent tombasses tombassiez tombassions tombames tombat tombates tomberent
V|falling|incombant tombant
V|fall|incombe incombent incomber incombes incombez incombiez incombions incombons tombe tombent tomber tombes tombez tombiez tombions tombons
V|fallen|incombee incombees tombee tombees
A|incompatible|incompatible incompatibles
A|incomplete|incomplet incomplets incomplete incompletes
A|unconditional|inconditionnel inconditionnelle inconditionnelles inconditionnels
D|unconditionally|inconditionnellement
N|stranger|inconnu inconnue
N|strangers|inconnues inconnus
A|unaware|inconscient inconsciente inconscientes inconscients
N|drawback|inconvenient
N|drawbacks|inconvenients
V|incorporated|incorpora incorporai incorporaient incorporais incorporait incorporas incorporasse incorporassent incorporasses incorporassiez incorporassions incorporames incorporat incorporates incorporerent incorporee incorporees
V|incorporating|incorporant
V|incorporate|incorpore incorporent incorporer incorpores incorporez incorporiez incorporions incorporons
A|incorrect|incorrect incorrecte incorrectes incorrects
D|incorrectly|incorrectement
A|incredible|incroyable incroyables
N|allowance|indemnite
N|allowances|indemnites
N|index|index
V|indexed|indexa indexai indexaient indexais indexait indexas indexasse indexassent indexasses indexassiez indexassions indexames indexat indexates indexerent indexee indexees
V|indexing|indexant
V|index|indexe indexent indexer indexes indexez indexiez indexions indexons
N|indicator|indicateur
N|indicators|indicateurs
N|hint|indice
N|hints|indices
V|indicated|indiqua indiquai indiquaient indiquais indiquait indiquas indiquasse indiquassent indiquasses indiquassiez indiquassions indiquames indiquat indiquates indiquerent indiquee indiquees
V|indicating|indiquant
V|indicate|indique indiquent indiquer indiques indiquez indiquiez indiquions indiquons
A|indirect|indirect indirecte indirectes indirects
A|unavailable|indisponible indisponibles
N|individual|individu
A|individual|individuel individuelle individuelles individuels
D|individually|individuellement
N|individuals|individus
N|industry|industrie
A|industrial|industriel industrielle industrielles industriels
N|industries|industries
D|indefinitely|indefiniment
D|regardless|independamment
N|independence|independance
N|independences|independances
N|spam|indesirable indesirables pourriel pourriels spam spams
A|ineffective|inefficace inefficaces
A|inaccurate|inexact inexacte inexactes inexacts
N|infection|infection
N|infections|infections
V|infiltrated|infiltra infiltrai infiltraient infiltrais infiltrait infiltras infiltrasse infiltrassent infiltrasses infiltrassiez infiltrassions infiltrames infiltrat infiltrates infiltrerent infiltree infiltrees
V|infiltrating|infiltrant
V|infiltrate|infiltre infiltrent infiltrer infiltres infiltrez infiltriez infiltrions infiltrons
D|infinitely|infiniment
N|nurse|infirmier infirmiere
N|nurses|infirmiers infirmieres
N|inflation|inflation
N|inflations|inflations
V|influence|influence influencent influencer influences influencez influenciez influencions influencons
V|influenced|influencerent influencee influencees influenca influencai influencaient influencais influencait influencas influencasse influencassent influencasses influencassiez influencassions influencames influencat influencates
V|influencing|influencant
N|info|info infos
V|informed|informa informai informaient informais informait informas informasse informassent informasses informassiez informassions informames informat informates informerent informee informees renseigna renseignai renseignaient renseignais renseignait renseignas renseignasse renseignassent renseignasses renseignassiez renseignassions renseignames renseignat renseignates renseignerent renseignee renseignees
V|informing|informant renseignant
N|it specialist|informaticien informaticienne
N|it specialists|informaticiennes informaticiens
N|information|information informations renseignement renseignements
A|computer|informatique informatiques
V|inform|informe informent informer informes informez informiez informions informons renseigne renseignent renseigner renseignes renseignez renseigniez renseignions renseignons
V|infer|infere inferent inferes inferer inferez inferiez inferions inferons
V|inferred|infera inferai inferaient inferais inferait inferas inferasse inferassent inferasses inferassiez inferassions inferames inferat inferates infererent inferee inferees
V|inferring|inferant
N|inference|inference
N|inferences|inferences
N|engineering|ingenierie
N|engineerings|ingenieries
N|engineer|ingenieur ingenieure
N|engineers|ingenieures ingenieurs
A|unusual|inhabituel inhabituelle inhabituelles inhabituels
A|initial|initial initiale initiales initiaux
D|initially|initialement
V|initialized|initialisa initialisai initialisaient initialisais initialisait initialisas initialisasse initialisassent initialisasses initialisassiez initialisassions initialisames initialisat initialisates initialiserent initialisee initialisees
V|initializing|initialisant
V|initialize|initialise initialisent initialiser initialises initialisez initialisiez initialisions initialisons
V|injected|injecta injectai injectaient injectais injectait injectas injectasse injectassent injectasses injectassiez injectassions injectames injectat injectates injecterent injectee injectees
V|injecting|injectant
V|inject|injecte injectent injecter injectes injectez injectiez injectons
N|injection|injection
N|injections|injections
A|abusive|injurieuse injurieuses injurieux
A|unfair|injuste injustes
N|injustice|injustice
N|injustices|injustices
N|innocent|innocent innocente
N|innocents|innocentes innocents
N|innovation|innovation
N|innovations|innovations
A|harmless|inoffensif inoffensifs inoffensive inoffensives
A|worried|inquiet inquiets inquiete inquietes
V|worry|inquietent inquieter inquietez inquietiez inquietions inquietons
V|worried|inquieta inquietai inquietaient inquietais inquietait inquietas inquietasse inquietassent inquietasses inquietassiez inquietassions inquietames inquietat inquietates inquieterent inquietee inquietees
V|worrying|inquietant
N|concern|inquietude preoccupation
N|concerns|inquietudes preoccupations
A|dissatisfied|insatisfait insatisfaite insatisfaites insatisfaits
N|registration|inscription
N|registrations|inscriptions
V|register|inscrire inscris inscrive inscrivent inscrives inscrivez inscriviez inscrivions inscrivons
V|registered|inscrit inscrite inscrites inscrits inscrivaient inscrivais inscrivait inscrivirent inscrivis inscrivisse inscrivissent inscrivisses inscrivissiez inscrivissions inscrivit inscrivimes inscrivites
V|registering|inscrivant
N|insect|insecte
N|insects|insectes
N|insertion|insertion
N|insertions|insertions
V|insisted|insista insistai insistaient insistais insistait insistas insistasse insistassent insistasses insistassiez insistassions insistames insistat insistates insisterent insistee insistees
V|insisting|insistant
V|insist|insiste insistent insister insistes insistez insistiez insistions insistons
V|inspected|inspecta inspectai inspectaient inspectais inspectait inspectas inspectasse inspectassent inspectasses inspectassiez inspectassions inspectames inspectat inspectates inspecterent inspectee inspectees
V|inspecting|inspectant
V|inspect|inspecte inspectent inspecter inspectes inspectez inspectiez inspectons
N|inspection|inspection
N|inspections|inspections
V|inspired|inspira inspirai inspiraient inspirais inspirait inspiras inspirasse inspirassent inspirasses inspirassiez inspirassions inspirames inspirat inspirates inspirerent inspiree inspirees
V|inspiring|inspirant
V|inspire|inspire inspirent inspirer inspires inspirez inspiriez inspirions inspirons
A|unstable|instable instables
N|instagram|instagram
N|instagrams|instagrams
V|installed|installa installai installaient installais installait installas installasse installassent installasses installassiez installassions installames installat installates installerent installee installees
V|installing|installant
N|installation|installation
N|installations|installations
V|install|installe installent installer installes installez installiez installions installons
N|instance|instance
N|instances|instances
N|moment|instant moment
N|snapshot|instantane
A|instant|instantanee instantanees
D|instantly|instantanement
N|snapshots|instantanes
N|moments|instants moments
V|established|instaura instaurai instauraient instaurais instaurait instauras instaurasse instaurassent instaurasses instaurassiez instaurassions instaurames instaurat instaurates instaurerent instauree instaurees etabli etablie etablies etablirent etablissaient etablissais etablissait etablimes etablites
V|establishing|instaurant etablissant
V|establish|instaure instaurent instaurer instaures instaurez instauriez instaurions instaurons etablir etablis etablisse etablissent etablisses etablissez etablissiez etablissions etablissons etablit
N|institution|institution
N|institutions|institutions
V|instruct|instruire instruis instruise instruisent instruises instruisez instruisiez instruisions instruisons
V|instructed|instruisaient instruisais instruisait instruisirent instruisis instruisisse instruisissent instruisisses instruisissiez instruisissions instruisit instruisimes instruisites instruit instruite instruites instruits
V|instructing|instruisant
N|instrument|instrument
N|instruments|instruments
A|insufficient|insuffisant insuffisante insuffisantes insuffisants
V|insulted|insulta insultai insultaient insultais insultait insultas insultasse insultassent insultasses insultassiez insultassions insultames insultat insultates insulterent insultee insultees
V|insulting|insultant
V|insult|insulte insultent insulter insultes insultez insultiez insultions insultons
V|insert|insere inserent inseres inserer inserez inseriez inserions inserons intercale intercalent intercaler intercales intercalez intercaliez intercalions intercalons
V|inserted|insera inserai inseraient inserais inserait inseras inserasse inserassent inserasses inserassiez inserassions inserames inserat inserates insererent inseree inserees intercala intercalai intercalaient intercalais intercalait intercalas intercalasse intercalassent intercalasses intercalassiez intercalassions intercalames intercalat intercalates intercalerent intercalee intercalees
V|inserting|inserant intercalant
N|intelligence|intelligence
N|intelligences|intelligences
A|intelligent|intelligent intelligente intelligentes intelligents
N|intensity|intensite
N|intensities|intensites
N|intention|intention
D|intentionally|intentionnellement
N|intentions|intentions
N|interaction|interaction
N|interactions|interactions
V|interacted|interagi interagie interagies interagirent interagissaient interagissais interagissait interagimes interagites
V|interact|interagir interagis interagisse interagissent interagisses interagissez interagissiez interagissions interagissons interagit
V|interacting|interagissant
N|prohibition|interdiction
N|prohibitions|interdictions
N|interface|interface
N|interfaces|interfaces
N|interlocutor|interlocuteur interlocutrice
N|interlocutors|interlocuteurs interlocutrices
A|international|international internationale internationales internationaux
A|internal|interne internes
N|internet|internet
N|internets|internets
V|interpret|interprete interpretent interpretes interpreter interpretez interpretiez interpretions interpretons
V|interpreted|interpreta interpretai interpretaient interpretais interpretait interpretas interpretasse interpretassent interpretasses interpretassiez interpretassions interpretames interpretat interpretates interpreterent interpretee interpretees
V|interpreting|interpretant
N|interpretation|interpretation
N|interpretations|interpretations
N|interpreter|interpreteur
N|interpreters|interpreteurs
V|query|interroge interrogent interrogeons interroger interroges interrogez interrogiez interrogions requetent requeter requetez requetiez requetions requetons
V|queried|interrogea interrogeai interrogeaient interrogeais interrogeait interrogeas interrogeasse interrogeassent interrogeasses interrogeassiez interrogeassions interrogeames interrogeat interrogeates interrogerent interrogee interrogees requeta requetai requetaient requetais requetait requetas requetasse requetassent requetasses requetassiez requetassions requetames requetat requetates requeterent requetee requetees
V|querying|interrogeant requetant
V|interrupted|interrompaient interrompais interrompait interrompirent interrompis interrompisse interrompissent interrompisses interrompissiez interrompissions interrompit interrompu interrompue interrompues interrompus interrompimes interrompites
V|interrupting|interrompant
V|interrupt|interrompe interrompent interrompes interrompez interrompiez interrompions interrompons interrompre interromps interrompt
V|intervened|intervenaient intervenais intervenait intervenu intervenue intervenues intervenus intervinrent intervins intervinsse intervinssent intervinsses intervinssiez intervinssions intervint intervinmes intervintes
V|intervening|intervenant
V|intervene|intervenez interveniez intervenions intervenir intervenons intervienne interviennent interviennes interviens intervient
N|intervention|intervention
N|interventions|interventions
N|interviews|interviews
A|private|intime intimes prive privee privees prives
V|intimidated|intimida intimidai intimidaient intimidais intimidait intimidas intimidasse intimidassent intimidasses intimidassiez intimidassions intimidames intimidat intimidates intimiderent intimidee intimidees
V|intimidating|intimidant
V|intimidate|intimide intimident intimider intimides intimidez intimidiez intimidions intimidons
N|privacy|intimite intimites
V|titled|intitula intitulai intitulaient intitulais intitulait intitulas intitulasse intitulassent intitulasses intitulassiez intitulassions intitulames intitulat intitulates intitulerent intitulee intitulees
V|titling|intitulant
V|title|intitulent intituler intitulez intituliez intitulions intitulons
N|title|intitule titre
N|titles|intitules titres
N|introduction|introduction
N|introductions|introductions
V|introduce|introduire introduis introduise introduisent introduises introduisez introduisiez introduisions introduisons
V|introduced|introduisaient introduisais introduisait introduisirent introduisis introduisisse introduisissent introduisisses introduisissiez introduisissions introduisit introduisimes introduisites introduit introduite introduites introduits
V|introducing|introduisant
N|intruder|intrus intruse
N|intruders|intruses
N|intrusion|intrusion
N|intrusions|intrusions
V|embed|integre integrent integres integrer integrez integriez integrions integrons
V|embeded|integra integrai integraient integrais integrait integras integrasse integrassent integrasses integrassiez integrassions integrames integrat integrates integrerent integree integrees
A|full|integral integrale integrales integraux plein pleine pleines pleins
D|in full|integralement
N|entirety|integralite totalite
N|entireties|integralites totalites
V|embeding|integrant
N|onboarding|integration
N|onboardings|integrations
V|interested|interessa interessai interessaient interessais interessait interessas interessasse interessassent interessasses interessassiez interessassions interessames interessat interessates interesserent
A|interesting|interessant interessante interessantes interessants
V|interest|interessent interesser interessez interessiez interessions interessons
A|interested|interesse interessee interessees interesses
A|inner|interieur interieure interieures interieurs
N|interest|interet
N|interests|interets
A|useless|inutile inutiles
A|invalid|invalide invalides
V|invented|inventa inventai inventaient inventais inventait inventas inventasse inventassent inventasses inventassiez inventassions inventames inventat inventates inventerent inventee inventees
N|inventory|inventaire
N|inventories|inventaires
V|inventing|inventant
V|invent|invente inventent inventer inventes inventez inventiez inventons
N|invention|invention
N|inventions|inventions
V|inventoried|inventoria inventoriai inventoriaient inventoriais inventoriait inventorias inventoriasse inventoriassent inventoriasses inventoriassiez inventoriassions inventoriames inventoriat inventoriates inventorierent inventoriee inventoriees
V|inventorying|inventoriant
V|inventory|inventorie inventorient inventorier inventories inventoriez inventoriiez inventoriions inventorions
V|reversed|inversa inversai inversaient inversais inversait inversas inversasse inversassent inversasses inversassiez inversassions inversames inversat inversates inverserent inversee inversees renversa renversai renversaient renversais renversait renversas renversasse renversassent renversasses renversassiez renversassions renversames renversat renversates renverserent renversee renversees
V|reversing|inversant renversant
V|reverse|inverse inversent inverser inverses inversez inversiez inversions inversons renverse renversent renverser renverses renversez renversiez renversions renversons
D|conversely|inversement reciproquement
V|invested|investi investie investies investirent investissaient investissais investissait investimes investites
V|invest|investir investis investisse investissent investisses investissez investissiez investissions investissons investit
V|investing|investissant
N|investment|investissement placement
N|investments|investissements placements
N|investor|investisseur investisseuse
N|investors|investisseurs investisseuses
N|invisible|invisible
D|invisibly|invisiblement
N|invisibles|invisibles
V|invited|invita invitai invitaient invitais invitait invitas invitasse invitassent invitasses invitassiez invitassions invitames invitat invitates inviterent invitee invitees
V|inviting|invitant
N|invitation|invitation
N|invitations|invitations
N|prompt|invite prompt
V|invite|invitent inviter invitez invitiez invitions invitons
N|prompts|invites prompts
D|unintentionally|involontairement
V|invoked|invoqua invoquai invoquaient invoquais invoquait invoquas invoquasse invoquassent invoquasses invoquassiez invoquassions invoquames invoquat invoquates invoquerent invoquee invoquees
V|invoking|invoquant
V|invoke|invoque invoquent invoquer invoques invoquez invoquiez invoquions invoquons
N|ip|ip
N|ips|ips
V|isolated|isola isolai isolaient isolais isolait isolas isolasse isolassent isolasses isolassiez isolassions isolames isolat isolates isolerent isolee isolees
V|isolating|isolant
N|isolation|isolation
N|isolations|isolations
V|isolate|isole isolent isoler isoles isolez isoliez isolions isolons
A|italian|italien italienne italiennes italiens
N|itinerary|itineraire
N|itineraries|itineraires
P|i|j je
N|jailbroken|jailbroken
N|jealousy|jalousie
N|jealousies|jalousies
D|never|jamais
N|leg|jambe
N|legs|jambes
N|january|janvier
N|januaries|janviers
N|garden|jardin
N|gardens|jardins
V|gauge|jauge jaugent jaugeons jauger jauges jaugez jaugiez jaugions
V|gauged|jaugea jaugeai jaugeaient jaugeais jaugeait jaugeas jaugeasse jaugeassent jaugeasses jaugeassiez jaugeassions jaugeames jaugeat jaugeates jaugerent jaugee jaugees
V|gauging|jaugeant
A|yellow|jaune jaunes
V|threw|jeta jetai jetaient jetais jetait jetas jetasse jetassent jetasses jetassiez jetassions jetames jetat jetates jeterent
V|throwing|jetant
V|throw|jeter jetez jetiez jetions jette jettent jettes
N|token|jeton token
N|tokens|jetons tokens
V|thrown|jete jetee jetees jetes
N|game|jeu
N|thursday|jeudi
N|thursdays|jeudis
A|young|jeune jeunes
N|youth|jeunesse
N|youths|jeunesses
N|games|jeux
N|joy|joie
N|joys|joies
A|reachable|joignable joignables
A|pretty|joli jolie jolies jolis
V|played|joua jouai jouaient jouais jouait jouas jouasse jouassent jouasses jouassiez jouassions jouames jouat jouates jouerent jouee jouees
V|playing|jouant
V|play|joue jouent jouer joues jouez jouiez jouions jouons
N|toy|jouet
N|toys|jouets
N|player|joueur joueuse
N|players|joueurs joueuses
V|enjoyed|joui jouie jouies jouirent jouissaient jouissais jouissait jouimes jouites
V|enjoy|jouir jouis jouisse jouissent jouisses jouissez jouissiez jouissions jouissons jouit
V|enjoying|jouissant
N|day|jour journee
N|log|journal log
A|daily|journalier journaliers journaliere journalieres quotidien quotidienne quotidiennes quotidiens
V|logged|journalisa journalisai journalisaient journalisais journalisait journalisas journalisasse journalisassent journalisasses journalisassiez journalisassions journalisames journalisat journalisates journaliserent journalisee journalisees loggea loggeai loggeaient loggeais loggeait loggeas loggeasse loggeassent loggeasses loggeassiez loggeassions loggeames loggeat loggeates loggerent loggee loggees
V|logging|journalisant loggeant
N|logging|journalisation journalisations
V|log|journalise journalisent journaliser journalises journalisez journalisiez journalisions journalisons logge loggent loggeons logger logges loggez loggiez loggions
N|journalist|journaliste
N|journalists|journalistes
N|logs|journaux logs
N|days|journees jours
A|joyful|joyeuse joyeuses joyeux
N|json|json
N|jsons|jsons
P|i do not know|jsp
A|judicial|judiciaire judiciaires
V|judge|juge jugent jugeons juger jugez jugiez jugions
V|judged|jugea jugeai jugeaient jugeais jugeait jugeas jugeasse jugeassent jugeasses jugeassiez jugeassions jugeames jugeat jugeates jugerent jugee jugees
V|judging|jugeant
N|judgment|jugement
N|judgments|jugements
N|judges|juges
N|july|juillet
N|julies|juillets
N|june|juin
N|junes|juins
N|twin|jumeau jumelle
N|twins|jumeaux jumelles
N|skirt|jupe
N|skirts|jupes
V|swore|jura jurai juraient jurais jurait juras jurasse jurassent jurasses jurassiez jurassions jurames jurat jurates jurerent
V|swearing|jurant
V|swear|jure jurent jurer jures jurez juriez jurions jurons
A|legal|juridique juridiques legal legale legales legaux
V|sworn|juree jurees
N|juice|jus
P|until|jusqu jusque jusques
D|just|juste
A|right|justes
N|justice|justice
N|justices|justices
V|justified|justifia justifiai justifiaient justifiais justifiait justifias justifiasse justifiassent justifiasses justifiassiez justifiassions justifiames justifiat justifiates justifierent justifiee justifiees
V|justifying|justifiant
V|justify|justifie justifient justifier justifies justifiez justifiiez justifiions justifions
N|jwt|jwt
N|jwts|jwts
N|keylogger|keylogger
N|keyloggers|keyloggers
V|kidnaped|kidnappa kidnappai kidnappaient kidnappais kidnappait kidnappas kidnappasse kidnappassent kidnappasses kidnappassiez kidnappassions kidnappames kidnappat kidnappates kidnapperent kidnappee kidnappees
V|kidnaping|kidnappant
V|kidnap|kidnappe kidnappent kidnapper kidnappes kidnappez kidnappiez kidnappions kidnappons
N|kilo|kilo
N|kilometer|kilometre
N|kilometers|kilometres
N|kilobyte|kilooctet
N|kilobytes|kilooctets
N|kilos|kilos
N|kit|kit
N|kits|kits
N|kpi|kpi
N|kpis|kpis
N|kubernetes|kubernetes
P|the|l la le les
V|labeled|labellisa labellisai labellisaient labellisais labellisait labellisas labellisasse labellisassent labellisasses labellisassiez labellisassions labellisames labellisat labellisates labelliserent labellisee labellisees etiqueta etiquetai etiquetaient etiquetais etiquetait etiquetas etiquetasse etiquetassent etiquetasses etiquetassiez etiquetassions etiquetames etiquetat etiquetates etiqueterent etiquete etiquetee etiquetees etiquetes
V|labeling|labellisant etiquetant
V|label|labellise labellisent labelliser labellises labellisez labellisiez labellisions labellisons etiqueter etiquetez etiquetiez etiquetions etiquetons etiquette etiquettent
N|lab|labo
N|laboratory|laboratoire
N|laboratories|laboratoires
N|labs|labos
N|lake|lac
N|lakes|lacs
N|gap|lacune
N|gaps|lacunes
P|the said|ladite ledit lesdites lesdits
A|ugly|laid laide laides laids moche moches
V|let|laissa laissai laissaient laissais laissait laissas laissasse laissassent laissasses laissassiez laissassions laisse laissent laisser laisses laissez laissiez laissions laissons laissames laissat laissates laisserent laissee laissees
V|letting|laissant
N|milk|lait
N|milks|laits
N|lamp|lampe
N|lamps|lampes
V|launch|lance lancent lancer lances lancez lanciez lancions lancons
N|launch|lancement
N|launches|lancements
V|launched|lancerent lancee lancees lanca lancai lancaient lancais lancait lancas lancasse lancassent lancasses lancassiez lancassions lancames lancat lancates
N|language|langage langue
N|languages|langages langues
V|launching|lancant
N|rabbit|lapin
N|rabbits|lapins
P|which|laquelle lequel lesquelles lesquels
A|wide|large larges
D|largely|largement
N|width|largeur
N|widths|largeurs
N|tear|larme
N|tears|larmes
N|latin|latin
N|latins|latins
V|washed|lava lavai lavaient lavais lavait lavas lavasse lavassent lavasses lavassiez lavassions lavames lavat lavates laverent lavee lavees
N|sink|lavabo
N|sinks|lavabos
V|washing|lavant
V|wash|lave lavent laver laves lavez laviez lavions lavons
N|leader|leader
N|leaders|leaders
N|leak|leak
N|reader|lecteur lectrice
N|readers|lecteurs lectrices
N|reading|lecture
N|readings|lectures
N|next day|lendemain
N|next days|lendemains
A|slow|lent lente lentes lents
D|slowly|lentement
N|letter|lettre
N|letters|lettres
P|their|leur leurs
V|lured|leurra leurrai leurraient leurrais leurrait leurras leurrasse leurrassent leurrasses leurrassiez leurrassions leurrames leurrat leurrates leurrerent leurree leurrees
V|luring|leurrant
N|decoy|leurre
V|lure|leurrent leurrer leurrez leurriez leurrions leurrons
N|decoys|leurres
V|lifted|leva levai levaient levais levait levas levasse levassent levasses levassiez levassions levames levat levates leverent leve levee levees leves
V|lifting|levant
V|lift|lever levez leviez levions levons levent
N|lesson|lecon
N|lessons|lecons
V|linked|lia liai liaient liais liait lias liasse liassent liasses liassiez liassions liames liat liates lierent liee liees relia reliai reliaient reliais reliait relias reliasse reliassent reliasses reliassiez reliassions reliames reliat reliates relierent reliee reliees
V|linking|liant reliant
V|worded|libella libellai libellaient libellais libellait libellas libellasse libellassent libellasses libellassiez libellassions libellames libellat libellates libellerent libellee libellees
V|wording|libellant
V|word|libellent libeller libellez libelliez libellions libellons
N|label|libelle
N|labels|libelles etiquettes
N|freedom|liberte
N|freedoms|libertes
N|bookstore|librairie
N|bookstores|librairies
D|freely|librement
N|license|licence
N|licenses|licences
N|dismissal|licenciement
N|dismissals|licenciements
A|lawful|licite licites
V|link|lie lient lier lies liez liiez liions relie relient relier relies reliez reliiez reliions relions
N|link|lien
N|links|liens
N|line|ligne
N|lines|lignes
N|limitation|limitation
N|limitations|limitations
A|limited|limite limitee limitees limites
N|lion|lion lionne
N|lions|lionnes lions
V|liquidated|liquida liquidai liquidaient liquidais liquidait liquidas liquidasse liquidassent liquidasses liquidassiez liquidassions liquidames liquidat liquidates liquiderent liquidee liquidees
V|liquidating|liquidant
V|liquidate|liquide liquident liquider liquides liquidez liquidiez liquidions liquidons
V|read|lire lis lisaient lisais lisait lise lisent lises lisez lisiez lisions lisons lit lu lue lues lurent lus lusse lussent lusses lussiez lussions lut lumes lutes
V|reading|lisant
A|readable|lisible lisibles
V|smoothed|lissa lissai lissaient lissais lissait lissas lissasse lissassent lissasses lissassiez lissassions lissames lissat lissates lisserent lissee lissees
V|smoothing|lissant
V|smooth|lisse lissent lisser lissez lissiez lissions lissons
A|smooth|lisses
V|listed|lista listai listaient listais listait listas listasse listassent listasses listassiez listassions listames listat listates listerent listee listees recensa recensai recensaient recensais recensait recensas recensasse recensassent recensasses recensassiez recensassions recensames recensat recensates recenserent recensee recensees enumera enumerai enumeraient enumerais enumerait enumeras enumerasse enumerassent enumerasses enumerassiez enumerassions enumerames enumerat enumerates enumererent enumeree enumerees
V|listing|listant recensant enumerant
V|list|liste listent lister listez listiez listions listons recense recensent recenser recenses recensez recensiez recensions recensons enumere enumerent enumeres enumerer enumerez enumeriez enumerions enumerons
N|lists|listes
N|bedding|literie
N|beddings|literies
N|dispute|litige
N|liter|litre
N|liters|litres
N|beds|lits
A|literal|litteral litterale litterales litteraux
D|literally|litteralement
N|delivery|livraison
N|deliveries|livraisons
N|book|livre
N|books|livres
N|delivery driver|livreur livreuse
N|delivery drivers|livreurs livreuses
N|llama|llama
N|llamas|llamas
N|llm|llm
A|local|local locale locales locaux
D|locally|localement
V|located|localisa localisai localisaient localisais localisait localisas localisasse localisassent localisasses localisassiez localisassions localisames localisat localisates localiserent localisee localisees situa situai situaient situais situait situas situasse situassent situasses situassiez situassions situames situat situates situerent situee situees
V|locating|localisant situant
V|locate|localise localisent localiser localises localisez localisiez localisions localisons situe situent situer situes situez situiez situions situons
N|tenant|locataire
N|tenants|locataires
N|rental|location
N|rentals|locations
N|phrase|locution
N|phrases|locutions
V|stay|loge logent logeons loger loges logez logiez logions reste restent rester restez restiez restions restons sejourne sejournent sejourner sejournes sejournez sejourniez sejournions sejournons
V|stayed|logea logeai logeaient logeais logeait logeas logeasse logeassent logeasses logeassiez logeassions logeames logeat logeates logerent logee logees resta restai restaient restais restait restas restasse restassent restasses restassiez restassions restames restat restates resterent restee restees sejourna sejournai sejournaient sejournais sejournait sejournas sejournasse sejournassent sejournasses sejournassiez sejournassions sejournames sejournat sejournates sejournerent sejournee sejournees
V|staying|logeant restant sejournant
N|housing|logement
N|housings|logements
N|software|logiciel logiciels
A|software|logicielle logicielles
N|logins|logins
A|logical|logique logiques
D|logically|logiquement
N|logo|logo
N|logos|logos
V|logged in|logua loguai loguaient loguais loguait loguas loguasse loguassent loguasses loguassiez loguassions loguames loguat loguates loguerent loguee loguees
V|logging in|loguant
V|log in|logue loguent loguer logues loguez loguiez loguions loguons
N|law|loi
P|far|loin
A|distant|lointain lointaine lointaines lointains
N|laws|lois
N|leisure|loisir
N|leisures|loisirs
P|lol|lol mdr
A|long|long longs longue longues
V|follow|longe longent longeons longer longes longez longiez longions suit suive suivent suives suivez suiviez suivions suivons suivre
V|followed|longea longeai longeaient longeais longeait longeas longeasse longeassent longeasses longeassiez longeassions longeames longeat longeates longerent longee longees suivaient suivais suivait suivie suivies suivirent suivisse suivissent suivisses suivissiez suivissions suivit suivimes suivites
V|following|longeant
D|long|longtemps
D|at length|longuement
N|length|longueur
N|lengths|longueurs
P|when|lorsqu lorsque quand
V|rented|loua louai louaient louais louait louas louasse louassent louasses louassiez louassions louames louat louates louerent louee louees
V|praise|louange louangent louangeons louanger louanges louangez louangiez louangions vante vantent vanter vantes vantez vantiez vantions vantons
V|praised|louangea louangeai louangeaient louangeais louangeait louangeas louangeasse louangeassent louangeasses louangeassiez louangeassions louangeames louangeat louangeates louangerent louangee louangees vanta vantai vantaient vantais vantait vantas vantasse vantassent vantasses vantassiez vantassions vantames vantat vantates vanterent vantee vantees
V|praising|louangeant vantant
V|renting|louant
V|rent|loue louent louer loues louez louiez louions louons
N|wolf|loup
N|wolves|loups
A|heavy|lourd lourde lourdes lourds
A|loyal|loyal loyale loyales loyaux
N|rent|loyer
N|rents|loyers
A|lucrative|lucratif lucratifs lucrative lucratives
P|him|lui
A|bright|lumineuse lumineuses lumineux
N|light|lumiere
N|lights|lumieres
N|monday|lundi
N|mondays|lundis
N|moon|lune
N|moons|lunes
N|glasses|lunettes verres
N|fights|luttes
N|luxury|luxe
N|luxuries|luxes
N|high school|lycee
N|high schools|lycees
V|dropped|lacha lachai lachaient lachais lachait lachas lachasse lachassent lachasses lachassiez lachassions lachames lachat lachates lacherent lachee lachees
V|dropping|lachant
V|drop|lache lachent lacher laches lachez lachiez lachions lachons
N|lip|levre
N|lips|levres
D|legally|legalement
N|caption|legende
N|captions|legendes
A|light|leger legers legere legeres
A|legitimate|legitime legitimes
D|legitimately|legitimement
N|vegetable|legume
N|vegetables|legumes
D|slightly|legerement
A|lethal|letal letale letales letaux
P|me|m me moi
P|my|ma mes mon
N|machine|machine
N|machines|machines
N|macro|macro
N|macros|macros
N|madam|madame
N|miss|mademoiselle mlle
N|store|magasin
V|shopped|magasina magasinai magasinaient magasinais magasinait magasinas magasinasse magasinassent magasinasses magasinassiez magasinassions magasinames magasinat magasinates magasinerent magasinee magasinees
V|shopping|magasinant
V|shop|magasine magasinent magasiner magasines magasinez magasiniez magasinions magasinons
N|stores|magasins
N|magazine|magazine
N|magazines|magazines
N|magic|magie
N|magics|magies
N|magistrate|magistrat
N|magistrates|magistrats
A|magnificent|magnifique magnifiques
N|may|mai
A|skinny|maigre maigres
N|hand|main
N|hands|mains
N|maintenance|maintenance maintien
N|maintenances|maintenances
D|now|maintenant mtn
N|maintainer|mainteneur mainteneuse
N|maintainers|mainteneurs mainteneuses
N|town hall|mairie
N|town halls|mairies
P|but|mais
N|house|maison
N|houses|maisons
N|update|maj update
A|major|majeur majeure majeures majeurs
N|majority|majorite
N|majorities|majorites
N|updates|majs updates
N|uppercase|majuscule
A|uppercase|majuscules
D|badly|mal
N|patient|malade patient
N|patients|malades patientes patients
N|disease|maladie
N|diseases|maladies
A|malformed|malforme malformee malformees malformes
P|despite|malgre
N|misfortune|malheur
A|unhappy|malheureuse malheureuses malheureux mecontent mecontente mecontentes mecontents
N|misfortunes|malheurs
A|dishonest|malhonnete malhonnetes
N|malware|maliciel maliciels malware malwares
A|malicious|malicieuse malicieuses malicieux malveillant malveillante malveillantes malveillants
N|mom|maman
N|moms|mamans
N|grandma|mamie
N|grandmas|mamies
V|mandated|mandata mandatai mandataient mandatais mandatait mandatas mandatasse mandatassent mandatasses mandatassiez mandatassions mandatames mandatat mandatates mandaterent mandatee mandatees
V|mandating|mandatant
V|mandate|mandate mandatent mandater mandates mandatez mandatiez mandations mandatons
V|eat|mange mangent mangeons manger manges mangez mangiez mangions
V|ate|mangea mangeai mangeaient mangeais mangeait mangeas mangeasse mangeassent mangeasses mangeassiez mangeassions mangeames mangeat mangeates mangerent
V|eating|mangeant
V|eaten|mangee mangees
N|demonstration|manifestation
N|demonstrations|manifestations
V|manipulated|manipula manipulai manipulaient manipulais manipulait manipulas manipulasse manipulassent manipulasses manipulassiez manipulassions manipulames manipulat manipulates manipulerent manipulee manipulees
V|manipulating|manipulant
N|manipulation|manipulation
N|manipulations|manipulations
V|manipulate|manipule manipulent manipuler manipules manipulez manipuliez manipulions manipulons
V|missed|manqua manquai manquaient manquais manquait manquas manquasse manquassent manquasses manquassiez manquassions manquames manquat manquates manquerent manquee manquees rata ratai rataient ratais ratait ratas ratasse ratassent ratasses ratassiez ratassions ratames ratat ratates raterent ratee ratees
V|missing|manquant ratant
V|miss|manque manquent manquer manques manquez manquiez manquions manquons rate ratent rater rates ratez ratiez rations ratons
N|coat|manteau
N|coats|manteaux
N|manual|manuel
A|manual|manuelle manuelles
D|manually|manuellement
N|manuals|manuels
N|manuscript|manuscrit
N|manuscripts|manuscrits
V|walked|marcha marchai marchaient marchais marchait marchas marchasse marchassent marchasses marchassiez marchassions marchames marchat marchates marcherent marchee marchees promena promenai promenaient promenais promenait promenas promenasse promenassent promenasses promenassiez promenassions promenames promenat promenates promenerent promene promenee promenees promenes
N|merchant|marchand marchande
N|merchants|marchandes marchands
N|goods|marchandise marchandises
V|walking|marchant promenant
V|walk|marchent marcher marchez marchiez marchions marchons promener promenez promeniez promenions promenons promenent
N|market|marche
N|markets|marches
N|tuesday|mardi
N|tuesdays|mardis
N|margin|marge
N|margins|marges
N|husband|mari
V|married|maria mariai mariaient mariais mariait marias mariasse mariassent mariasses mariassiez mariassions mariames mariat mariates marierent epousa epousai epousaient epousais epousait epousas epousasse epousassent epousasses epousassiez epousassions epousames epousat epousates epouserent epousee epousees
N|marriage|mariage
N|marriages|mariages
V|marrying|mariant epousant
V|marry|marient marier mariez mariiez mariions marions epousent epouser epousez epousiez epousions epousons
N|husbands|maris
A|married|marie mariee mariees maries
N|markdown|markdown
N|markdowns|markdowns
N|marketing|marketing
V|marked|marqua marquai marquaient marquais marquait marquas marquasse marquassent marquasses marquassiez marquassions marquames marquat marquates marquerent marquee marquees
V|marking|marquant
V|mark|marque marquent marquer marquez marquiez marquions marquons
N|brands|marques
N|marker|marqueur
N|markers|marqueurs
A|brown|marron marronne marronnes marrons
N|march|mars
A|male|masculin masculine masculines masculins
N|mass|masse
N|masses|masses
N|maternity|maternite
N|maternities|maternites
N|morning|matin
A|early|matinal matinale matinales matinaux precoce precoces
N|mornings|matins
N|material|matiere materiau materiel
N|materials|matieres materiaux materiels
A|bad|mauvais mauvaise mauvaises
A|max|max
A|maximum|maximal maximale maximales maximaux maximum maximume maximumes maximums
N|master|maitre maitresse
N|masters|maitres maitresses
V|mastered|maitrisa maitrisai maitrisaient maitrisais maitrisait maitrisas maitrisasse maitrisassent maitrisasses maitrisassiez maitrisassions maitrisames maitrisat maitrisates maitriserent maitrisee maitrisees
V|mastering|maitrisant
V|master|maitrise maitrisent maitriser maitrises maitrisez maitrisiez maitrisions maitrisons
N|password|mdp motdepasse password
N|passwords|mdps motdepasses passwords
N|meeting|meeting reunion
N|meetings|meetings rencontres reunions
A|best|meilleur meilleure meilleures meilleurs
N|member|membre
N|members|membres
N|threat|menace
V|threaten|menacent menacer menacez menaciez menacions menacons
N|threats|menaces
V|threatened|menacerent menacee menacees menaca menacai menacaient menacais menacait menacas menacasse menacassent menacasses menacassiez menacassions menacames menacat menacates
V|threatening|menacant
V|lie|mens ment mente mentent mentes mentez mentiez mentir mentons
N|lie|mensonge
N|lies|mensonges
N|monthly payment|mensualite
N|monthly payments|mensualites
A|monthly|mensuel mensuelle mensuelles mensuels
D|monthly|mensuellement
V|lied|mentaient mentais mentait menti mentie menties mentirent mentis mentisse mentissent mentisses mentissiez mentissions mentit mentimes mentites
A|mental|mental mentale mentales mentaux
V|lying|mentant
N|mention|mention
V|mentioned|mentionna mentionnai mentionnaient mentionnais mentionnait mentionnas mentionnasse mentionnassent mentionnasses mentionnassiez mentionnassions mentionnames mentionnat mentionnates mentionnerent mentionnee mentionnees evoqua evoquai evoquaient evoquais evoquait evoquas evoquasse evoquassent evoquasses evoquassiez evoquassions evoquames evoquat evoquates evoquerent evoquee evoquees
V|mentioning|mentionnant evoquant
V|mention|mentionne mentionnent mentionner mentionnes mentionnez mentionniez mentionnions mentionnons evoque evoquent evoquer evoques evoquez evoquiez evoquions evoquons
N|mentions|mentions
N|menu|menu
N|menus|menus
N|sea|mer
P|thanks|merci
N|wednesday|mercredi
N|wednesdays|mercredis
P|shit|merde
N|seas|mers
A|wonderful|merveilleuse merveilleuses merveilleux
N|misses|mesdemoiselles mlles
N|message|message
N|mailbox|messagerie
N|mailboxes|messageries
N|messages|messages
N|gentlemen|messieurs
V|measured|mesura mesurai mesuraient mesurais mesurait mesuras mesurasse mesurassent mesurasses mesurassiez mesurassions mesurames mesurat mesurates mesurerent mesuree mesurees
V|measuring|mesurant
V|measure|mesure mesurent mesurer mesures mesurez mesuriez mesurions mesurons
V|put|met mets mettaient mettais mettait mette mettent mettes mettez mettiez mettions mettons mettre mirent mis misse missent misses missiez mit mimes mites posa posai posaient posais posait posas posasse posassent posasses posassiez posassions pose posent poser poses posez posiez posions posons posames posat posates poserent posee posees
N|meth|meth
N|meths|meths
V|putting|mettant posant
V|furnished|meubla meublai meublaient meublais meublait meublas meublasse meublassent meublasses meublassiez meublassions meublames meublat meublates meublerent meublee meublees
V|furnishing|meublant
V|furnish|meuble meublent meubler meubles meublez meubliez meublions meublons
V|die|meure meurent meures meurs meurt mourez mouriez mourions mourir mourons
N|murder|meurtre
N|murders|meurtres
N|mfa|mfa
N|mfas|mfas
N|noon|midi
N|noons|midis
P|mine|mien mienne miennes miens
D|better|mieux
A|cute|mignon mignonne mignonnes mignons
V|migrated|migra migrai migraient migrais migrait migras migrasse migrassent migrasses migrassiez migrassions migrames migrat migrates migrerent migree migrees
V|migrating|migrant
N|migration|migration
N|migrations|migrations
V|migrate|migre migrent migrer migres migrez migriez migrions migrons
N|middle|milieu
N|middles|milieux
N|military|militaire
N|militaries|militaires
P|thousand|mille milles
P|billion|milliard
P|billions|milliards
N|thousand|millier
N|thousands|milliers
P|million|million
P|millions|millions
A|thousandth|millieme
A|min|min
N|mine|mine
N|mines|mines
N|minor|mineur
A|minor|mineure mineures
N|minors|mineurs
A|minimum|minimal minimale minimales minimaux minimum minimume minimumes minimums
N|minister|ministre
N|ministers|ministres
N|ministry|ministere
N|ministries|ministeres
N|minority|minorite
N|minorities|minorites
N|lowercase|minuscule
A|lowercase|minuscules
N|minute|minute
N|minutes|minutes
N|mirror|miroir
N|mirrors|miroirs
N|setting|mise reglage
N|settings|mises parametrage parametrages reglages
N|mission|mission
N|missions|missions
N|mistral|mistral
N|mistrals|mistraux
N|mrs|mme mmes
N|mnemonic|mnemonique
N|mnemonics|mnemoniques
N|mobile|mobile
N|mobiles|mobiles
V|mobilized|mobilisa mobilisai mobilisaient mobilisais mobilisait mobilisas mobilisasse mobilisassent mobilisasses mobilisassiez mobilisassions mobilisames mobilisat mobilisates mobiliserent mobilisee mobilisees
V|mobilizing|mobilisant
V|mobilize|mobilise mobilisent mobiliser mobilises mobilisez mobilisiez mobilisions mobilisons
N|procedure|modalite procedure
N|procedures|modalites procedures
N|mode|mode
V|modeled|modela modelai modelaient modelais modelait modelas modelasse modelassent modelasses modelassiez modelassions modelames modelat modelates modelerent modele modelee modelees
V|modeling|modelant
V|model|modeler modelez modeliez modelions modelons modelent
A|modern|moderne modernes
V|upgraded|modernisa modernisai modernisaient modernisais modernisait modernisas modernisasse modernisassent modernisasses modernisassiez modernisassions modernisames modernisat modernisates moderniserent modernisee modernisees
V|upgrading|modernisant
V|upgrade|modernise modernisent moderniser modernises modernisez modernisiez modernisions modernisons
N|modes|modes
V|modified|modifia modifiai modifiaient modifiais modifiait modifias modifiasse modifiassent modifiasses modifiassiez modifiassions modifiames modifiat modifiates modifierent modifiee modifiees
V|modifying|modifiant
N|modification|modification
N|modifications|modifications
V|modify|modifie modifient modifier modifies modifiez modifiiez modifiions modifions
N|module|module
N|modules|modules
N|models|modeles
V|moderate|moderent moderer moderez moderiez moderions moderons
V|moderated|modera moderai moderaient moderais moderait moderas moderasse moderassent moderasses moderassiez moderassions moderames moderat moderates modererent
V|moderating|moderant
N|moderator|moderateur moderatrice
N|moderators|moderateurs moderatrices
N|moderation|moderation moderations
A|moderated|modere moderee moderees moderes
A|least|moindre moindres
D|less|moins
N|month|mois
V|harvested|moissonna moissonnai moissonnaient moissonnais moissonnait moissonnas moissonnasse moissonnassent moissonnasses moissonnassiez moissonnassions moissonnames moissonnat moissonnates moissonnerent moissonnee moissonnees recolta recoltai recoltaient recoltais recoltait recoltas recoltasse recoltassent recoltasses recoltassiez recoltassions recoltames recoltat recoltates recolterent recoltee recoltees
V|harvesting|moissonnant recoltant
V|harvest|moissonne moissonnent moissonner moissonnes moissonnez moissonniez moissonnions moissonnons recolte recoltent recolter recoltes recoltez recoltiez recoltions recoltons
N|half|moitie
N|halves|moities
D|temporarily|momentanement provisoirement temporairement
N|world|monde
N|worlds|mondes
A|worldwide|mondial mondiale mondiales mondiaux
V|monitored|monitora monitorai monitoraient monitorais monitorait monitoras monitorasse monitorassent monitorasses monitorassiez monitorassions monitorames monitorat monitorates monitorerent monitoree monitorees surveilla surveillai surveillaient surveillais surveillait surveillas surveillasse surveillassent surveillasses surveillassiez surveillassions surveillames surveillat surveillates surveillerent surveillee surveillees
V|monitoring|monitorant surveillant
V|monitor|monitore monitorent monitorer monitores monitorez monitoriez monitorions monitorons surveille surveillent surveiller surveilles surveillez surveilliez surveillions surveillons
V|monopolized|monopolisa monopolisai monopolisaient monopolisais monopolisait monopolisas monopolisasse monopolisassent monopolisasses monopolisassiez monopolisassions monopolisames monopolisat monopolisates monopoliserent monopolisee monopolisees
V|monopolizing|monopolisant
V|monopolize|monopolise monopolisent monopoliser monopolises monopolisez monopolisiez monopolisions monopolisons
N|mister|monsieur
N|monster|monstre
N|monsters|monstres
V|went up|monta montai montaient montais montait montas montasse montassent montasses montassiez montassions montames montat montates monterent
N|mountain|montagne
N|mountains|montagnes
N|amount|montant
N|amounts|montants
V|go up|monte montent monter montes montez montiez montions montons
N|watches|montres
V|gone up|montee montees
V|mocked|moqua moquai moquaient moquais moquait moquas moquasse moquassent moquasses moquassiez moquassions moquames moquat moquates moquerent moquee moquees
V|mocking|moquant
V|mock|moque moquent moquer moques moquez moquiez moquions moquons
A|moral|moral moraux
N|morals|morale morales
D|morally|moralement
V|moralized|moralisa moralisai moralisaient moralisais moralisait moralisas moralisasse moralisassent moralisasses moralisassiez moralisassions moralisames moralisat moralisates moraliserent moralisee moralisees
V|moralizing|moralisant
V|moralize|moralise moralisent moraliser moralises moralisez moralisiez moralisions moralisons
N|piece|morceau
N|pieces|morceaux
V|bite|mord morde mordent mordes mordez mordiez mordions mordons mordre mords
V|bit|mordaient mordais mordait mordirent mordis mordisse mordissent mordisses mordissiez mordissions mordit mordimes mordites
V|biting|mordant
V|bitten|mordu mordue mordues mordus
N|morse|morse
N|morses|morses
A|dead|mort morte mortes morts
A|deadly|mortel mortelle mortelles mortels
N|mosque|mosquee
N|mosques|mosquees
N|word|mot parole
N|engine|moteur
N|engines|moteurs
N|pattern|motif pattern
N|patterns|motifs patterns
V|motivated|motiva motivai motivaient motivais motivait motivas motivasse motivassent motivasses motivassiez motivassions motivames motivat motivates motiverent motivee motivees
V|motivating|motivant
N|motivation|motivation
N|motivations|motivations
V|motivate|motive motivent motiver motives motivez motiviez motivions motivons
N|motorcycle|moto
N|motorcycles|motos
N|words|mots paroles
N|handkerchief|mouchoir
N|handkerchiefs|mouchoirs
V|grind|moud moudre mouds moule moulent moules moulez mouliez moulions moulons
A|wet|mouille mouillee mouillees mouilles
V|ground|moulaient moulais moulait moulu moulue moulues moulurent moulus moulusse moulussent moulusses moulussiez moulussions moulut moulumes moulutes
V|grinding|moulant
V|died|mouraient mourais mourait moururent mourus mourusse mourussent mourusses mourussiez mourussions mourut mourumes mourutes
V|diing|mourant
N|sheep|mouton moutons
N|movement|mouvement
N|movements|mouvements
N|means|moyen moyens
P|for|moyennant pour
N|average|moyenne
N|averages|moyennes
N|mr|mr
A|silent|muet muets muette muettes silencieuse silencieuses silencieux
A|multilingual|multilingue multilingues
A|multiple|multiple multiples
V|multiplied|multiplia multipliai multipliaient multipliais multipliait multiplias multipliasse multipliassent multipliasses multipliassiez multipliassions multipliames multipliat multipliates multiplierent multipliee multipliees
V|multiplying|multipliant
V|multiply|multiplie multiplient multiplier multiplies multipliez multipliiez multipliions multiplions
N|wall|mur
N|walls|murs
N|muscle|muscle
N|muscles|muscles
N|musician|musicien musicienne
N|musicians|musiciennes musiciens
N|music|musique musiques
N|museum|musee
N|museums|musees
V|transferred|muta mutai mutaient mutais mutait mutas mutasse mutassent mutasses mutassiez mutassions mutames mutat mutates muterent mutee mutees vira virai viraient virais virait viras virasse virassent virasses virassiez virassions virames virat virates virerent viree virees
V|transferring|mutant virant
N|transfer|mutation transfert virement
N|transfers|mutations transferts virements
V|transfer|mute mutent muter mutes mutez mutiez mutions mutons vire virent virer vires virez viriez virions virons
V|pooled|mutualisa mutualisai mutualisaient mutualisais mutualisait mutualisas mutualisasse mutualisassent mutualisasses mutualisassiez mutualisassions mutualisames mutualisat mutualisates mutualiserent mutualisee mutualisees
V|pooling|mutualisant
V|pool|mutualise mutualisent mutualiser mutualises mutualisez mutualisiez mutualisions mutualisons
N|health insurance|mutuelle mutuelles
D|mutually|mutuellement
N|mystery|mystere
N|mysteries|mysteres
N|mother|mere
N|mothers|meres
N|meter|metre
N|meters|metres
A|mechanical|mecanique mecaniques
N|mechanism|mecanisme
N|mechanisms|mecanismes
N|villain|mechant mechante
N|villains|mechantes mechants
N|medal|medaille
N|medals|medailles
N|medicine|medecine
N|medicines|medecines
N|media|media medias
A|medical|medical medicale medicales medicaux
N|medication|medicament
N|medications|medicaments
N|distrust|mefiance
N|distrusts|mefiances
N|megabyte|megaoctet
N|megabytes|megaoctets
V|mix|melange melangent melangeons melanger melanges melangez melangiez melangions mele melent meler meles melez meliez melions melons
V|mixed|melangea melangeai melangeaient melangeais melangeait melangeas melangeasse melangeassent melangeasses melangeassiez melangeassions melangeames melangeat melangeates melangerent melangee melangees mela melai melaient melais melait melas melasse melassent melasses melassiez melassions melames melat melates melerent melee melees
V|mixing|melangeant melant
N|memo|memo
N|memory|memoire
N|memories|memoires souvenirs
V|memorized|memorisa memorisai memorisaient memorisais memorisait memorisas memorisasse memorisassent memorisasses memorisassiez memorisassions memorisames memorisat memorisates memoriserent memorisee memorisees
V|memorizing|memorisant
V|memorize|memorise memorisent memoriser memorises memorisez memorisiez memorisions memorisons
N|memos|memos
N|household|menage
N|households|menages
V|deserved|merita meritai meritaient meritais meritait meritas meritasse meritassent meritasses meritassiez meritassions meritames meritat meritates meriterent meritee meritees
V|deserving|meritant
V|deserve|merite meritent meriter merites meritez meritiez meritions meritons
N|metadata|metadonnee metadonnees
N|metal|metal
N|metals|metaux
N|methamphetamine|methamphetamine
N|methamphetamines|methamphetamines
N|method|methode
N|methods|methodes
N|metric|metrique
N|metrics|metriques
N|subway|metro
N|subways|metros
N|weather|meteo meteos
P|even|meme
P|not|n ne non
V|swim|nage nagent nageons nager nages nagez nagiez nagions
V|swam|nagea nageai nageaient nageais nageait nageas nageasse nageassent nageasses nageassiez nageassions nageames nageat nageates nagerent
V|swimming|nageant
V|swum|nagee nagees
V|be born|nais naisse naissent naisses naissez naissiez naissions naissons nait naitre
V|was born|naissaient naissais naissait naquirent naquis naquisse naquissent naquisses naquissiez naquissions naquit naquimes naquites
N|birth|naissance
N|births|naissances
V|being born|naissant
V|narrated|narra narrai narraient narrais narrait narras narrasse narrassent narrasses narrassiez narrassions narrames narrat narrates narrerent narree narrees
V|narrating|narrant
N|narrator|narrateur narratrice
N|narrators|narrateurs narratrices
V|narrate|narre narrent narrer narres narrez narriez narrions narrons
A|native|natal natale natales natals
N|nation|nation
A|national|national nationale nationales nationaux
N|nations|nations
N|nature|nature
A|natural|naturel naturelle naturelles naturels
D|naturally|naturellement
N|natures|natures
N|shuttle|navette
N|shuttles|navettes
N|browser|navigateur
N|browsers|navigateurs
V|navigated|navigua naviguai naviguaient naviguais naviguait naviguas naviguasse naviguassent naviguasses naviguassiez naviguassions naviguames naviguat naviguates naviguerent naviguee naviguees
V|navigating|naviguant
V|navigate|navigue naviguent naviguer navigues naviguez naviguiez naviguions naviguons
N|ship|navire
N|ships|navires
A|naive|naif naifs naive naives
P|note|nb
N|snow|neige
N|snows|neiges
N|nerve|nerf
N|nerves|nerfs
A|nervous|nerveuse nerveuses nerveux
A|net|net nets nette nettes
V|clean|nettoie nettoient nettoies nettoyer nettoyez nettoyiez nettoyions nettoyons
V|cleaned|nettoya nettoyai nettoyaient nettoyais nettoyait nettoyas nettoyasse nettoyassent nettoyasses nettoyassiez nettoyassions nettoyames nettoyat nettoyates nettoyerent nettoye nettoyee nettoyees nettoyes
V|cleaning|nettoyant
P|nine|neuf
A|new|neufs neuve neuves nouveau nouveaux nouvel nouvelle nouvelles nouvels
N|neuron|neurone
N|neurons|neurones
V|neutralized|neutralisa neutralisai neutralisaient neutralisais neutralisait neutralisas neutralisasse neutralisassent neutralisasses neutralisassiez neutralisassions neutralisames neutralisat neutralisates neutraliserent neutralisee neutralisees
V|neutralizing|neutralisant
V|neutralize|neutralise neutralisent neutraliser neutralises neutralisez neutralisiez neutralisions neutralisons
A|neutral|neutre neutres
A|ninth|neuvieme
N|nephew|neveu
N|nephews|neveux
N|nose|nez
P|nor|ni
N|level|niveau echelon
N|levels|niveaux echelons
N|niece|niece
N|nieces|nieces
A|harmful|nocif nocifs nocive nocives nuisible nuisibles nefaste nefastes
A|nocturnal|nocturne nocturnes
N|knot|noeud nœud
N|knots|noeuds nœuds
V|drown|noie noient noies noyer noyez noyiez noyions noyons
A|black|noir noire noires noirs
N|name|nom
N|number|nombre numero
N|numbers|nombres numeros
A|numerous|nombreuse nombreuses nombreux
V|named|nomma nommai nommaient nommais nommait nommas nommasse nommassent nommasses nommassiez nommassions nommames nommat nommates nommerent nommee nommees
V|naming|nommant
V|name|nomme nomment nommer nommes nommez nommiez nommions nommons
N|names|noms
P|ninety|nonante
N|north|nord
N|norths|nords
A|normal|normal normale normales normaux
D|normally|normalement
N|standard|norme standard
N|standards|normes standards
P|our|nos notre
N|notary|notaire
N|notaries|notaires
D|notably|notamment
N|grading|notation
N|gradings|notations
N|notes|notes
N|notification|notification
N|notifications|notifications
P|we|nous on
N|november|novembre
N|novembers|novembres
V|drowned|noya noyai noyaient noyais noyait noyas noyasse noyassent noyasses noyassiez noyassions noyames noyat noyates noyerent noye noyee noyees noyes
V|drowning|noyant
N|kernel|noyau
N|kernels|noyaux
N|christmas|noel noels
N|nsfw|nsfw
N|nsfws|nsfws
A|naked|nu nue nues nus
A|nuclear|nucleaire nucleaires
V|harmed|nui nuisaient nuisais nuisait nuisirent nuisis nuisisse nuisissent nuisisses nuisissiez nuisissions nuisit nuisimes nuisites
V|harm|nuire nuis nuise nuisent nuises nuisez nuisiez nuisions nuisons
V|harming|nuisant
N|night|nuit nuitee
N|nights|nuits nuitees
A|digital|numerique numeriques
V|numbered|numerota numerotai numerotaient numerotais numerotait numerotas numerotasse numerotassent numerotasses numerotassiez numerotassions numerotames numerotat numerotates numeroterent numerotee numerotees
V|numbering|numerotant
V|number|numerote numerotent numeroter numerotes numerotez numerotiez numerotions numerotons
D|nevertheless|neanmoins
A|necessary|necessaire necessaires
V|required|necessita necessitai necessitaient necessitais necessitait necessitas necessitasse necessitassent necessitasses necessitassiez necessitassions necessitames necessitat necessitates necessiterent necessitee necessitees requirent requis requise requises requisse requissent requisses requissiez requissions requit requeraient requerais requerait requimes requites
V|requiring|necessitant requerant
V|require|necessitent necessiter necessitez necessitiez necessitions necessitons requiers requiert requiere requierent requieres requerez requeriez requerions requerir requerons
N|necessity|necessite
N|necessities|necessites
V|been born|nee nees nes
A|negative|negatif negatifs negative negatives
N|negation|negation
N|negations|negations
D|negatively|negativement
V|neglect|neglige negligent negligeons negliger negliges negligez negligiez negligions
V|neglected|negligea negligeai negligeaient negligeais negligeait negligeas negligeasse negligeassent negligeasses negligeassiez negligeassions negligeames negligeat negligeates negligerent negligee negligees
V|neglecting|negligeant
V|negotiated|negocia negociai negociaient negociais negociait negocias negociasse negociassent negociasses negociassiez negociassions negociames negociat negociates negocierent negociee negociees
V|negotiating|negociant
N|negotiation|negociation
N|negotiations|negociations
V|negotiate|negocie negocient negocier negocies negociez negociiez negociions negocions
P|ours|notres
N|oauth|oauth
N|oauths|oauths
V|obfuscated|obfusqua obfusquai obfusquaient obfusquais obfusquait obfusquas obfusquasse obfusquassent obfusquasses obfusquassiez obfusquassions obfusquames obfusquat obfusquates obfusquerent obfusquee obfusquees
V|obfuscating|obfusquant
V|obfuscate|obfusque obfusquent obfusquer obfusques obfusquez obfusquiez obfusquions obfusquons
N|objective|objectif
N|objectives|objectifs
N|object|objet
N|objects|objets
N|obligation|obligation
N|obligations|obligations
A|mandatory|obligatoire obligatoires
D|mandatorily|obligatoirement
V|oblige|oblige obligent obligeons obliger obliges obligez obligiez obligions
V|obliged|obligea obligeai obligeaient obligeais obligeait obligeas obligeasse obligeassent obligeasses obligeassiez obligeassions obligeames obligeat obligeates obligerent obligee obligees
V|obliging|obligeant
A|obscure|obscur obscure obscures obscurs
V|observed|observa observai observaient observais observait observas observasse observassent observasses observassiez observassions observames observat observates observerent observee observees
V|observing|observant
N|observation|observation
N|observations|observations
V|observe|observe observent observer observes observez observiez observions observons
A|outdated|obsolete obsoletes perime perimee perimees perimes
N|obstacle|obstacle
N|obstacles|obstacles
V|obtained|obtenaient obtenais obtenait obtenu obtenue obtenues obtenus obtinrent obtins obtinsse obtinssent obtinsses obtinssiez obtinssions obtint obtinmes obtintes
V|obtaining|obtenant
V|obtain|obtenez obteniez obtenions obtenir obtenons obtienne obtiennent obtiennes obtiens obtient
V|obeyed|obei obeie obeies obeirent obeissaient obeissais obeissait obeimes obeites
V|obey|obeir obeis obeisse obeissent obeisses obeissez obeissiez obeissions obeissons obeit
V|obeying|obeissant
N|opportunity|occasion opportunite
D|occasionally|occasionnellement ponctuellement
N|opportunities|occasions opportunites
V|occupied|occupa occupai occupaient occupais occupait occupas occupasse occupassent occupasses occupassiez occupassions occupames occupat occupates occuperent
V|occupying|occupant
V|occupy|occupent occuper occupez occupiez occupions occupons
A|busy|occupe occupee occupees occupes
N|byte|octet
N|bytes|octets
N|october|octobre
N|octobers|octobres
N|ocean|ocean
N|oceans|oceans
N|smell|odeur
N|smells|odeurs
N|eye|oeil œil
N|eyes|oeils yeux
N|egg|oeuf œuf
N|eggs|oeufs œufs
N|work|oeuvre ouvrage travail œuvre
N|works|oeuvres ouvrages travaux œuvres
A|offensive|offensant offensante offensantes offensants
V|offered|offert offerte offertes offerts offraient offrais offrait offrirent offris offrisse offrissent offrisses offrissiez offrissions offrit offrimes offrites
A|official|officiel officielle officielles officiels
D|officially|officiellement
A|unofficial|officieuse officieuses officieux
D|unofficially|officieusement
V|offering|offrant
V|offer|offre offrent offrez offriez offrions offrir offrons
N|offers|offres
P|oh|oh
N|bird|oiseau
N|birds|oiseaux
P|okay|ok okay
N|shadow|ombre
N|shadows|ombres
V|omit|omet omets omette omettent omettes omettez omettiez omettions omettons omettre
V|omitted|omettaient omettais omettait omirent omis omise omises omisse omissent omisses omissiez omissions omit omimes omites
V|omitting|omettant
N|uncle|oncle
N|uncles|oncles
N|wave|onde
N|waves|ondes
N|tab|onglet
N|tabs|onglets
P|eleven|onze
A|expensive|onereuse onereuses onereux
A|opaque|opaque opaques
N|openai|openai
N|openais|openais
N|opinion|opinion
N|opinions|opinions
V|opposed|opposa opposai opposaient opposais opposait opposas opposasse opposassent opposasses opposassiez opposassions opposames opposat opposates opposerent
V|opposing|opposant
V|oppose|opposent opposer opposez opposiez opposions opposons
A|opposite|oppose opposee opposees opposes
V|optimized|optimisa optimisai optimisaient optimisais optimisait optimisas optimisasse optimisassent optimisasses optimisassiez optimisassions optimisames optimisat optimisates optimiserent optimisee optimisees
V|optimizing|optimisant
N|optimization|optimisation
N|optimizations|optimisations
V|optimize|optimise optimisent optimiser optimises optimisez optimisiez optimisions optimisons
N|option|option
N|options|options
V|operate|opere operent operes operer operez operiez operions operons
V|operated|opera operai operaient operais operait operas operasse operassent operasses operassiez operassions operames operat operates opererent operee operees
V|operating|operant
N|operator|operateur operatrice
N|operators|operateurs operatrices
N|transaction|operation transaction
N|transactions|operations transactions
P|yet|or
N|storm|orage tempete
N|storms|orages tempetes
D|orally|oralement
A|orange|orange oranges
N|speaker|orateur oratrice
N|speakers|orateurs oratrices
N|orchestrator|orchestrateur
N|orchestrators|orchestrateurs
N|orchestra|orchestre
N|orchestras|orchestres
A|ordinary|ordinaire ordinaires
N|computer|ordinateur
N|computers|ordinateurs
V|schedule|ordonnance ordonnancent ordonnancer ordonnancez ordonnanciez ordonnancions ordonnancons planifie planifient planifier planifies planifiez planifiiez planifiions planifions
N|prescriptions|ordonnances
V|scheduled|ordonnancerent ordonnancee ordonnancees ordonnanca ordonnancai ordonnancaient ordonnancais ordonnancait ordonnancas ordonnancasse ordonnancassent ordonnancasses ordonnancassiez ordonnancassions ordonnancames ordonnancat ordonnancates planifia planifiai planifiaient planifiais planifiait planifias planifiasse planifiassent planifiasses planifiassiez planifiassions planifiames planifiat planifiates planifierent planifiee planifiees
V|scheduling|ordonnancant planifiant
N|ear|oreille
N|ears|oreilles
N|organ|organe
N|organs|organes
V|organized|organisa organisai organisaient organisais organisait organisas organisasse organisassent organisasses organisassiez organisassions organisames organisat organisates organiserent organisee organisees
V|organizing|organisant
N|organization|organisation organisme
N|organizations|organisations organismes
V|organize|organise organisent organiser organises organisez organisiez organisions organisons
V|steered|orienta orientai orientaient orientais orientait orientas orientasse orientassent orientasses orientassiez orientassions orientames orientat orientates orienterent orientee orientees pilota pilotai pilotaient pilotais pilotait pilotas pilotasse pilotassent pilotasses pilotassiez pilotassions pilotames pilotat pilotates piloterent pilotee pilotees
V|steering|orientant pilotant
N|orientation|orientation
N|orientations|orientations
V|steer|oriente orientent orienter orientes orientez orientiez orientions orientons pilotent piloter pilotez pilotiez pilotions pilotons
A|original|original originale originales originaux originel originelle originelles originels
D|originally|originalement originellement
N|origin|origine
N|origins|origines
N|golds|ors
N|bone|os
V|dared|osa osai osaient osais osait osas osasse osassent osasses osassiez osassions osames osat osates oserent osee osees
V|daring|osant
V|dare|ose osent oser oses osez osiez osions osons
N|hostage|otage
N|hostages|otages
N|otp|otp
N|otps|otps
P|or|ou
P|yeah|ouais
V|forgot|oublia oubliai oubliaient oubliais oubliait oublias oubliasse oubliassent oubliasses oubliassiez oubliassions oubliames oubliat oubliates oublierent
V|forgetting|oubliant
V|forget|oublie oublient oublier oublies oubliez oubliiez oubliions oublions
V|forgotten|oubliee oubliees
N|west|ouest
N|wests|ouests
P|phew|ouf
P|yes|oui
P|oops|oups
N|bear|ours
N|tool|outil
N|tools|outils
N|outlook|outlook
N|outlooks|outlooks
P|beyond|outre
V|overrode|outrepassa outrepassai outrepassaient outrepassais outrepassait outrepassas outrepassasse outrepassassent outrepassasses outrepassassiez outrepassassions outrepassames outrepassat outrepassates outrepasserent surpassa surpassai surpassaient surpassais surpassait surpassas surpassasse surpassassent surpassasses surpassassiez surpassassions surpassames surpassat surpassates surpasserent
V|overriding|outrepassant surpassant
V|override|outrepasse outrepassent outrepasser outrepasses outrepassez outrepassiez outrepassions outrepassons surpasse surpassent surpasser surpasses surpassez surpassiez surpassions surpassons
V|overridden|outrepassee outrepassees surpassee surpassees
A|open|ouvert ouverte ouvertes ouverts
D|openly|ouvertement
N|opening|ouverture
N|openings|ouvertures
V|opened|ouvraient ouvrais ouvrait ouvrirent ouvris ouvrisse ouvrissent ouvrisses ouvrissiez ouvrissions ouvrit ouvrimes ouvrites
V|opening|ouvrant
V|open|ouvre ouvrent ouvres ouvrez ouvriez ouvrions ouvrir ouvrons
N|worker|ouvrier ouvriere
N|workers|ouvriers ouvrieres
N|override|override
N|overrides|overrides
A|peaceful|pacifique pacifiques
N|package|package paquet
N|packages|packages paquets
N|page|page
N|pages|pages
V|pay|paie paient paye payent payer payez payiez payions payons remunere remunerent remuneres remunerer remunerez remuneriez remunerions remunerons retribue retribuent retribuer retribues retribuez retribuiez retribuions retribuons verse versent verser verses versez versiez versons
N|payment|paiement versement
N|payments|paiements versements
N|payroll|paies payes
N|bread|pain pains
N|pair|paire
N|pairs|paires
N|peace|paix
N|palace|palais
V|offseted|pallia palliai palliaient palliais palliait pallias palliasse palliassent palliasses palliassiez palliassions palliames palliat palliates pallierent palliee palliees
V|offseting|palliant
V|offset|pallie pallient pallier pallies palliez palliiez palliions pallions
V|panicked|paniqua paniquai paniquaient paniquais paniquait paniquas paniquasse paniquassent paniquasses paniquassiez paniquassions paniquames paniquat paniquates paniquerent paniquee paniquees
V|panicking|paniquant
V|panic|panique paniquent paniquer paniques paniquez paniquiez paniquions paniquons
N|failure|panne echec
N|panel|panneau
N|panels|panneaux
N|failures|pannes echecs
N|trousers|pantalon pantalons
N|dad|papa
N|dads|papas
N|grandpa|papi papy pepe
N|paper|papier
N|papers|papiers
N|grandpas|papis papys pepes
P|by|par
N|paradise|paradis
N|parameter|parametre
N|parameters|parametres
V|initialed|parapha paraphai paraphaient paraphais paraphait paraphas paraphasse paraphassent paraphasses paraphassiez paraphassions paraphames paraphat paraphates parapherent paraphee paraphees
V|initialing|paraphant
V|initial|paraphe paraphent parapher paraphes paraphez paraphiez paraphions paraphons
V|paraphrased|paraphrasa paraphrasai paraphrasaient paraphrasais paraphrasait paraphrasas paraphrasasse paraphrasassent paraphrasasses paraphrasassiez paraphrasassions paraphrasames paraphrasat paraphrasates paraphraserent paraphrasee paraphrasees
V|paraphrasing|paraphrasant
V|paraphrase|paraphrase paraphrasent paraphraser paraphrases paraphrasez paraphrasiez paraphrasions paraphrasons
N|park|parc
N|parks|parcs
P|sorry|pardon
V|forgave|pardonna pardonnai pardonnaient pardonnais pardonnait pardonnas pardonnasse pardonnassent pardonnasses pardonnassiez pardonnassions pardonnames pardonnat pardonnates pardonnerent
V|forgiving|pardonnant
V|forgive|pardonne pardonnent pardonner pardonnes pardonnez pardonniez pardonnions pardonnons
V|forgiven|pardonnee pardonnees
A|same|pareil pareille pareilles pareils
D|likewise|pareillement
N|parent|parent
N|parenthesis|parenthese
N|parentheses|parentheses
N|parents|parents
N|laziness|paresse
N|lazinesses|paresses
A|lazy|paresseuse paresseuses paresseux
A|perfect|parfait parfaite parfaites parfaits
D|perfectly|parfaitement
D|sometimes|parfois quelquefois tantot
N|perfume|parfum
N|perfumes|parfums
V|bet|paria pariai pariaient pariais pariait parias pariasse pariassent pariasses pariassiez pariassions parie parient parier paries pariez pariiez pariions parions pariames pariat pariates parierent pariee pariees
V|betting|pariant
N|parking|parking
N|parkings|parkings
V|spoke|parla parlai parlaient parlais parlait parlas parlasse parlassent parlasses parlassiez parlassions parlames parlat parlates parlerent
V|speaking|parlant
V|speak|parle parlent parler parles parlez parliez parlions parlons
V|spoken|parlee parlees
P|among|parmi
V|leave|pars parte partent partes partez partiez partions partir partons
V|parsed|parsa parsai parsaient parsais parsait parsas parsasse parsassent parsasses parsassiez parsassions parsames parsat parsates parserent parsee parsees
V|parsing|parsant
V|parse|parse parsent parser parses parsez parsiez parsions parsons
N|part|part partie
V|share|partage partagent partageons partager partages partagez partagiez partagions
V|shared|partagea partageai partageaient partageais partageait partageas partageasse partageassent partageasses partageassiez partageassions partageames partageat partageates partagerent partagee partagees
V|sharing|partageant
V|left|partaient partais partait parti partirent partis partisse partissent partisses partissiez partissions partit partimes partites
V|leaving|partant
N|partnership|partenariat
N|partnerships|partenariats
V|participated|participa participai participaient participais participait participas participasse participassent participasses participassiez participassions participames participat participates participerent participee participees
V|participating|participant
N|participation|participation
N|participations|participations
V|participate|participe participent participer participes participez participiez participions participons
A|particular|particulier particuliers particuliere particulieres
D|particularly|particulierement
A|partial|partiel partielle partielles partiels
D|partially|partiellement
N|parts|parties
D|everywhere|partout
N|shares|parts
V|passed|passa passai passaient passais passait passas passasse passassent passasses passassiez passassions passames passat passates passerent
N|passage|passage
N|passenger|passager passagere
N|passengers|passagers passageres
N|passages|passages
V|passing|passant
V|pass|passent passer passez passiez passons
N|passport|passeport
N|passports|passeports
N|passes|passes
A|passive|passif passifs passive passives
N|passion|passion
N|passions|passions
N|passphrase|passphrase
N|passphrases|passphrases
A|past|passe passee passees
V|patched|patcha patchai patchaient patchais patchait patchas patchasse patchassent patchasses patchassiez patchassions patchames patchat patchates patcherent patchee patchees
V|patching|patchant
V|patch|patche patchent patcher patches patchez patchiez patchions patchons
N|paternity|paternite
N|paternities|paternites
N|patience|patience
N|patiences|patiences
N|break|pause
N|breaks|pauses
A|poor|pauvre pauvres
N|poverty|pauvrete
N|poverties|pauvretes
V|paid|paya payai payaient payais payait payas payasse payassent payasses payassiez payassions payames payat payates payerent payee payees remunera remunerai remuneraient remunerais remunerait remuneras remunerasse remunerassent remunerasses remunerassiez remunerassions remunerames remunerat remunerates remunererent remuneree remunerees retribua retribuai retribuaient retribuais retribuait retribuas retribuasse retribuassent retribuasses retribuassiez retribuassions retribuames retribuat retribuates retribuerent retribuee retribuees versa versai versaient versais versait versas versasse versassent versasses versassiez versassions versames versat versates verserent versee versees
A|paid|payant payante payantes payants
N|payload|payload
N|payloads|payloads
N|paypal|paypal
N|paypals|paypaux
N|country|pays
N|landscape|paysage
N|landscapes|paysages
N|problem|pb probleme
N|problems|pbs problemes
N|pdf|pdf
N|pdfs|pdfs
N|skin|peau
N|skins|peaux
V|painted|peignaient peignais peignait peignirent peignis peignisse peignissent peignisses peignissiez peignissions peignit peignimes peignites peint peinte peintes peints
V|painting|peignant
V|paint|peigne peignent peignes peignez peigniez peignions peignons peindre peins
N|penalty|peine penalite
N|penalties|peines penalites
N|painter|peintre
N|painters|peintres
N|painting|peinture
N|paintings|peintures
V|leaned|pencha penchai penchaient penchais penchait penchas penchasse penchassent penchasses penchassiez penchassions penchames penchat penchates pencherent penchee penchees
V|leaning|penchant
V|lean|penche penchent pencher penches penchez penchiez penchions penchons
V|thought|pensa pensai pensaient pensais pensait pensas pensasse pensassent pensasses pensassiez pensassions pensames pensat pensates penserent reflechi reflechie reflechies reflechirent reflechissaient reflechissais reflechissait reflechimes reflechites songea songeai songeaient songeais songeait songeas songeasse songeassent songeasses songeassiez songeassions songeames songeat songeates songerent songee songees
V|thinking|pensant reflechissant songeant
V|think|pense pensent penser penses pensez pensiez pensons reflechir reflechis reflechisse reflechissent reflechisses reflechissez reflechissiez reflechissions reflechissons reflechit songe songent songeons songer songes songez songiez songions
N|pension|pension
N|pensions|pensions
N|thought|pensee
N|thoughts|pensees
N|slope|pente
N|slopes|pentes
N|pentest|pentest
N|pentester|pentesteur
N|pentesters|pentesteurs
N|pentests|pentests
V|pierce|perce percent percer perces percez perciez percions percons
V|perceived|percevaient percevais percevait percu percue percues percurent percus percusse percussent percusses percussiez percussions percut percumes percutes
V|perceiving|percevant
V|perceive|percevez perceviez percevions percevoir percevons percois percoit percoive percoivent percoives
V|pierced|percerent percee percees perca percai percaient percais percait percas percasse percassent percasses percassiez percassions percames percat percates
V|lose|perd perde perdent perdes perdez perdiez perdions perdons perdre perds
V|lost|perdaient perdais perdait perdirent perdis perdisse perdissent perdisses perdissiez perdissions perdit perdu perdue perdues perdus perdimes perdites
V|losing|perdant
V|perfected|perfectionna perfectionnai perfectionnaient perfectionnais perfectionnait perfectionnas perfectionnasse perfectionnassent perfectionnasses perfectionnassiez perfectionnassions perfectionnames perfectionnat perfectionnates perfectionnerent perfectionnee perfectionnees
V|perfecting|perfectionnant
V|perfect|perfectionne perfectionnent perfectionner perfectionnes perfectionnez perfectionniez perfectionnions perfectionnons
N|performance|performance
N|performances|performances
V|allow|permet permets permette permettent permettes permettez permettiez permettions permettons permettre
V|allowed|permettaient permettais permettait permirent permisse permissent permisses permissiez permit permimes permites
V|allowing|permettant
A|allowed|permis permise permises
N|permission|permission
N|permissions|permissions
V|swapped|permuta permutai permutaient permutais permutait permutas permutasse permutassent permutasses permutassiez permutassions permutames permutat permutates permuterent permutee permutees
V|swapping|permutant
V|swap|permute permutent permuter permutes permutez permutiez permutions permutons
D|perpetually|perpetuellement
V|persisted|persista persistai persistaient persistais persistait persistas persistasse persistassent persistasses persistassiez persistassions persistames persistat persistates persisterent persistee persistees
A|persistent|persistant persistante persistantes persistants
V|persist|persiste persistent persister persistes persistez persistiez persistions persistons
N|persona|persona
N|personas|personas
N|personality|personnalite
N|personalities|personnalites
N|person|personne
A|personal|personnel personnelle personnelles personnels
D|personally|personnellement
V|personified|personnifia personnifiai personnifiaient personnifiais personnifiait personnifias personnifiasse personnifiassent personnifiasses personnifiassiez personnifiassions personnifiames personnifiat personnifiates personnifierent personnifiee personnifiees
V|personifying|personnifiant
V|personify|personnifie personnifient personnifier personnifies personnifiez personnifiiez personnifiions personnifions
N|perspective|perspective
N|perspectives|perspectives
V|persuaded|persuada persuadai persuadaient persuadais persuadait persuadas persuadasse persuadassent persuadasses persuadassiez persuadassions persuadames persuadat persuadates persuaderent persuadee persuadees
V|persuading|persuadant
V|persuade|persuade persuadent persuader persuades persuadez persuadiez persuadions persuadons
N|loss|perte
N|losses|pertes
N|relevance|pertinence
N|relevances|pertinences
V|piercing|percant
V|weighed|pesa pesai pesaient pesais pesait pesas pesasse pesassent pesasses pesassiez pesassions pesames pesat pesates peserent pese pesee pesees peses
V|weighing|pesant
V|weigh|peser pesez pesiez pesions pesons pesent
A|small|petit petite petites petits
D|little|peu
N|peoples|peuples
N|fear|peur
N|fears|peurs
V|can|peut peuvent peux pouvez pouvons puisse puissent puisses puissiez puissions
N|pharmacy|pharmacie
N|pharmacist|pharmacien pharmacienne
N|pharmacists|pharmaciennes pharmaciens
N|pharmacies|pharmacies
N|phase|phase
N|phases|phases
N|philosophy|philosophie
N|philosophies|philosophies
N|photo|photo
N|photocopier|photocopieuse
N|photocopiers|photocopieuses
V|photographed|photographia photographiai photographiaient photographiais photographiait photographias photographiasse photographiassent photographiasses photographiassiez photographiassions photographiames photographiat photographiates photographierent photographiee photographiees
V|photographing|photographiant
V|photograph|photographie photographient photographier photographies photographiez photographiiez photographiions photographions
N|photos|photos
N|sentence|phrase
N|sentences|phrases
A|physical|physique physiques
D|physically|physiquement
N|foot|pied
N|feet|pieds
N|stone|pierre
N|stones|pierres
N|stack|pile
N|stacks|piles
N|pilot|pilote
N|pilots|pilotes
N|pill|pilule
N|pills|pilules
N|pin|pin
V|pinch|pince pincent pincer pinces pincez pinciez pincions pincons
V|pinched|pincerent pincee pincees pinca pincai pincaient pincais pincait pincas pincasse pincassent pincasses pincassiez pincassions pincames pincat pincates
V|ping|pinge pingent pingeons pinger pinges pingez pingiez pingions
V|pinged|pingea pingeai pingeaient pingeais pingeait pingeas pingeasse pingeassent pingeasses pingeassiez pingeassions pingeames pingeat pingeates pingerent pingee pingees
V|pinging|pingeant
N|pins|pins
V|pinching|pincant
N|pipeline|pipeline
N|pipelines|pipelines
N|hacking|piratage
N|hackings|piratages
A|worse|pire pires
D|worse|pis
N|swimming pool|piscine
N|swimming pools|piscines
V|tracked|pista pistai pistaient pistais pistait pistas pistasse pistassent pistasses pistassiez pistassions pistames pistat pistates pisterent pistee pistees traqua traquai traquaient traquais traquait traquas traquasse traquassent traquasses traquassiez traquassions traquames traquat traquates traquerent traquee traquees
V|tracking|pistant traquant
V|track|piste pistent pister pistes pistez pistiez pistions pistons traque traquent traquer traques traquez traquiez traquions traquons
N|pistol|pistolet
N|pistols|pistolets
N|pity|pitie
N|pities|pities
N|pixel|pixel
N|pixels|pixels
N|attachment|piece pj
N|attachments|pieces pjs
V|trap|piege piegent piegeons pieger piegez piegiez piegions
N|traps|pieges
V|trapped|piegea piegeai piegeaient piegeais piegeait piegeas piegeasse piegeassent piegeasses piegeassiez piegeassions piegeames piegeat piegeates piegerent piegee piegees
V|trapping|piegeant
P|why|pk pourquoi pq
N|cupboard|placard
N|cupboards|placards
V|place|placent placer placez placiez placions placons
V|placed|placerent placee placees placa placai placaient placais placait placas placasse placassent placasses placassiez placassions placames placat placates
N|ceiling|plafond
N|ceilings|plafonds
N|beach|plage
N|beaches|plages
V|plagiarized|plagia plagiai plagiaient plagiais plagiait plagias plagiasse plagiassent plagiasses plagiassiez plagiassions plagiames plagiat plagiates plagierent plagiee plagiees
V|plagiarizing|plagiant
V|plagiarize|plagie plagient plagier plagies plagiez plagiiez plagiions plagions
V|complained|plaignaient plaignais plaignait plaignirent plaignis plaignisse plaignissent plaignisses plaignissiez plaignissions plaignit plaignimes plaignites plaint plaints
V|complaining|plaignant
V|complain|plaigne plaignent plaignes plaignez plaigniez plaignions plaignons plaindre plains
N|complaint|plainte reclamation
N|complaints|plaintes reclamations
V|please|plaire plais plaise plaisent plaises plaisez plaisiez plaisions plaisons plait veuille veuillez
V|pleased|plaisaient plaisais plaisait plu plurent plusse plussent plusses plussiez plussions plut plumes plutes
V|pleasing|plaisant
V|joked|plaisanta plaisantai plaisantaient plaisantais plaisantait plaisantas plaisantasse plaisantassent plaisantasses plaisantassiez plaisantassions plaisantames plaisantat plaisantates plaisanterent plaisantee plaisantees
V|joking|plaisantant
V|joke|plaisante plaisantent plaisanter plaisantes plaisantez plaisantiez plaisantions plaisantons
N|pleasure|plaisir
N|pleasures|plaisirs
N|board|planche
N|boards|planches
N|scheduler|planificateur
N|schedulers|planificateurs
N|planning|planification
N|plannings|planifications
V|crashed|planta plantai plantaient plantais plantait plantas plantasse plantassent plantasses plantassiez plantassions plantames plantat plantates planterent plantee plantees
V|crashing|plantant
V|crash|plante plantent planter plantez plantiez plantions plantons
N|plants|plantes
N|planet|planete
N|planets|planetes
N|plastic|plastique
N|plastics|plastiques
N|dish|plat
A|flat|plate plates
N|platform|plateforme quai
N|platforms|plateformes quais
N|dishes|plats
A|plausible|plausible plausibles
V|placing|placant
N|please|please priere
D|fully|pleinement
V|cried|pleura pleurai pleuraient pleurais pleurait pleuras pleurasse pleurassent pleurasses pleurassiez pleurassions pleurames pleurat pleurates pleurerent pleuree pleurees
V|crying|pleurant
V|cry|pleure pleurent pleurer pleures pleurez pleuriez pleurions pleurons
V|rain|pleut pleuve pleuvoir
V|rained|pleuvait
V|raining|pleuvant
V|folded|plia pliai pliaient pliais pliait plias pliasse pliassent pliasses pliassiez pliassions pliames pliat pliates plierent pliee pliees
V|folding|pliant
V|fold|plie plient plier plies pliez pliiez pliions plions
V|dive|plonge plongent plongeons plonger plonges plongez plongiez plongions
V|dove|plongea plongeai plongeaient plongeais plongeait plongeas plongeasse plongeassent plongeasses plongeassiez plongeassions plongeames plongeat plongeates plongerent
V|diving|plongeant
V|dived|plongee plongees
N|plugin|plugin
N|plugins|plugins
N|rain|pluie
N|rains|pluies
N|most|plupart
P|several|plusieurs
D|rather|plutot
N|pocket|poche
N|pockets|poches
N|sleeve|pochette
N|sleeves|pochettes
N|weight|poids
N|handle|poignee
N|handles|poignees
N|point|point
V|pointed|pointa pointai pointaient pointais pointait pointas pointasse pointassent pointasses pointassiez pointassions pointames pointat pointates pointerent pointee pointees
V|pointing|pointant
V|point|pointe pointent pointer pointes pointez pointiez pointions pointons
N|points|points
N|poison|poison
N|poisons|poisons
N|fish|poisson poissons
N|chest|poitrine
N|chests|poitrines
N|pepper|poivre
N|peppers|poivres
A|polite|poli polie polies polis
N|font|police
N|fonts|polices
D|politely|poliment
V|polish|polir polisse polissent polisses polissez polissiez polissions polissons polit
V|polished|polirent polissaient polissais polissait polimes polites
V|polishing|polissant
N|politician|politicien politicienne
N|politicians|politiciennes politiciens
N|policy|politique
N|policies|politiques
N|pollution|pollution
N|pollutions|pollutions
N|apple|pomme
N|apples|pommes
N|pump|pompe
N|pumps|pompes
N|firefighter|pompier
N|firefighters|pompiers
V|weight|pondere ponderent ponderes ponderer ponderez ponderiez ponderions ponderons
V|weighted|pondera ponderai ponderaient ponderais ponderait ponderas ponderasse ponderassent ponderasses ponderassiez ponderassions ponderames ponderat ponderates pondererent ponderee ponderees
V|weighting|ponderant
N|bridge|pont
N|bridges|ponts
A|popular|populaire populaires
N|population|population
N|populations|populations
N|popup|popup
N|popups|popups
N|porn|porno
N|pornography|pornographie
N|pornographies|pornographies
N|porns|pornos
N|port|port
V|carried|porta portai portaient portais portait portas portasse portassent portasses portassiez portassions portames portat portates porterent
N|laptop|portable
N|laptops|portables
N|portal|portail
N|portals|portails
V|carrying|portant
N|door|porte
N|wallet|portefeuille
N|wallets|portefeuilles
V|carry|portent porter portez portiez portions portons
N|doors|portes
N|portrait|portrait
N|portraits|portraits
N|ports|ports
A|portuguese|portugais portugaise portugaises
N|scope|portee perimetre
N|scopes|portees perimetres
A|positive|positif positifs positive positives
N|position|position
N|positions|positions postes
D|positively|positivement
N|dosage|posologie
N|dosages|posologies
N|possession|possession
N|possessions|possessions
N|possibility|possibilite
N|possibilities|possibilites
A|possible|possible possibles
D|possibly|possiblement eventuellement
V|own|possede possedent possedes posseder possedez possediez possedions possedons
V|owned|posseda possedai possedaient possedais possedait possedas possedasse possedassent possedasses possedassiez possedassions possedames possedat possedates possederent possedee possedees
V|owning|possedant
V|posted|posta postai postaient postais postait postas postasse postassent postasses postassiez postassions postames postat postates posterent postee postees
V|posting|postant
V|post|poste postent poster postez postiez postions postons
D|later|posterieurement ulterieurement
N|pot|pot
A|potential|potentiel potentielle potentielles potentiels
N|pots|pots
N|trash can|poubelle
N|trash cans|poubelles
N|hen|poule
N|hens|poules
N|chicken|poulet
N|chickens|poulets
N|lung|poumon
N|lungs|poumons
N|doll|poupee
N|dolls|poupees
N|tip|pourboire
N|tips|pourboires
N|percentage|pourcentage
N|percentages|pourcentages
V|could|pourraient pourrais pourrait pourriez pourrions pouvaient pouvais pouvait pouviez pouvions purent put
A|rotten|pourri pourrie pourries pourris
D|yet|pourtant
P|provided|pourvu
V|pushed|poussa poussai poussaient poussais poussait poussas poussasse poussassent poussasses poussassiez poussassions poussames poussat poussates pousserent poussee poussees pusha pushai pushaient pushais pushait pushas pushasse pushassent pushasses pushassiez pushassions pushames pushat pushates pusherent pushee pushees
V|pushing|poussant pushant
V|push|pousse poussent pousser pousses poussez poussiez poussions poussons pushe pushent pusher pushes pushez pushiez pushions pushons
V|being able|pouvant
V|be able|pouvoir
N|powers|pouvoirs puissances
N|poem|poeme
N|poems|poemes
N|poet|poete
N|poets|poetes
N|poetry|poesie
N|poetries|poesies
V|practiced|pratiqua pratiquai pratiquaient pratiquais pratiquait pratiquas pratiquasse pratiquassent pratiquasses pratiquassiez pratiquassions pratiquames pratiquat pratiquates pratiquerent pratiquee pratiquees
V|practicing|pratiquant
A|practical|pratique
V|practice|pratiquent pratiquer pratiquez pratiquiez pratiquions pratiquons
N|practices|pratiques
A|first|premier premiers premiere premieres
V|prescribe|prescrire prescris prescrive prescrivent prescrives prescrivez prescriviez prescrivions prescrivons
V|prescribed|prescrit prescrite prescrites prescrits prescrivaient prescrivais prescrivait prescrivirent prescrivis prescrivisse prescrivissent prescrivisses prescrivissiez prescrivissions prescrivit prescrivimes prescrivites
V|prescribing|prescrivant
P|almost|presqu
D|almost|presque quasi quasiment
V|sense|pressens pressente pressentent pressentes pressentez pressentiez pressentions pressentir pressentons
V|sensed|pressentaient pressentais pressentait pressenti pressentie pressenties pressentirent pressentis pressentisse pressentissent pressentisses pressentissiez pressentissions pressentit pressentimes pressentites
V|sensing|pressentant
N|pressure|pression
N|pressures|pressions
A|in a hurry|presse pressee pressees presses
N|provider|prestataire
N|providers|prestataires
N|service|prestation service
N|services|prestations services
N|pretexting|pretexting
N|pretextings|pretextings
N|proof|preuve
N|proofs|preuves
V|took precedence|prima primai primaient primais primait primas primasse primassent primasses primassiez primassions primames primat primates primerent
A|primary|primaire primaires
V|taking precedence|primant
V|take precedence|priment primer primez primiez primions primons
N|bonuses|primes
V|taken precedence|primee primees
N|prince|prince princesse
N|princes|princes princesses
A|main|principal principale principales principaux
D|mainly|principalement
N|principle|principe
N|principles|principes
N|spring|printemps
A|priority|prioritaire prioritaires
N|priority|priorite
N|priorities|priorites
N|prison|prison
N|prisoner|prisonnier prisonniere
N|prisoners|prisonniers prisonnieres
N|prisons|prisons
N|privilege|privilege
N|privileges|privileges
N|price|prix
N|prayers|prieres
N|probability|probabilite
N|probabilities|probabilites
A|likely|probable probables
D|probably|probablement
N|process|process processus
N|processor|processeur
N|processors|processeurs
A|next|prochain prochaine prochaines prochains
A|close|proche proches
V|proclaimed|proclama proclamai proclamaient proclamais proclamait proclamas proclamasse proclamassent proclamasses proclamassiez proclamassions proclamames proclamat proclamates proclamerent proclamee proclamees
V|proclaiming|proclamant
V|proclaim|proclame proclament proclamer proclames proclamez proclamiez proclamions proclamons
N|prosecutor|procureur
N|prosecutors|procureurs
V|proceed|procede procedent procedes proceder procedez procediez procedions procedons
V|proceeded|proceda procedai procedaient procedais procedait procedas procedasse procedassent procedasses procedassiez procedassions procedames procedat procedates procederent procedee procedees
V|proceeding|procedant
N|prod|prod
N|prods|prods
N|production|production
N|productions|productions
N|productivity|productivite
N|productivities|productivites
V|produce|produire produis produise produisent produises produisez produisiez produisions produisons
V|produced|produisaient produisais produisait produisirent produisis produisisse produisissent produisisses produisissiez produisissions produisit produisimes produisites produite produites
V|producing|produisant
N|product|produit
N|products|produits
N|professor|professeur professeure
N|professors|professeures professeurs
N|profession|profession
A|professional|professionnel professionnelle professionnelles professionnels
N|professions|professions
N|profile|profil
N|profiles|profils
V|took advantage|profita profitai profitaient profitais profitait profitas profitasse profitassent profitasses profitassiez profitassions profitames profitat profitates profiterent
V|taking advantage|profitant
V|take advantage|profite profitent profiter profites profitez profitiez profitions profitons
V|taken advantage|profitee profitees
A|deep|profond profonde profondes profonds
N|depth|profondeur
N|depths|profondeurs
D|deeply|profondement
V|programmed|programma programmai programmaient programmais programmait programmas programmasse programmassent programmasses programmassiez programmassions programmames programmat programmates programmerent programmee programmees
V|programming|programmant
N|programming|programmation
N|programmings|programmations
V|program|programme programment programmer programmez programmiez programmions programmons
N|programs|programmes
N|programmer|programmeur programmeuse
N|programmers|programmeurs programmeuses
V|progressed|progressa progressai progressaient progressais progressait progressas progressasse progressassent progressasses progressassiez progressassions progressames progressat progressates progresserent progressee progressees
V|progressing|progressant
V|progress|progresse progressent progresser progresses progressez progressiez progressions progressons
N|progress|progres
V|prohibited|prohiba prohibai prohibaient prohibais prohibait prohibas prohibasse prohibassent prohibasses prohibassiez prohibassions prohibames prohibat prohibates prohiberent prohibee prohibees
V|prohibiting|prohibant
V|prohibit|prohibe prohibent prohiber prohibes prohibez prohibiez prohibions prohibons
N|project|projet
V|projected|projeta projetai projetaient projetais projetait projetas projetasse projetassent projetasses projetassiez projetassions projetames projetat projetates projeterent projete projetee projetees projetes
V|projecting|projetant
V|project|projeter projetez projetiez projetions projetons projette projettent projettes
N|projects|projets
V|extend|prolonge prolongent prolongeons prolonger prolonges prolongez prolongiez prolongions proroge prorogent prorogeons proroger proroges prorogez prorogiez prorogions etend etende etendent etendes etendez etendiez etendions etendons etendre etends
V|extended|prolongea prolongeai prolongeaient prolongeais prolongeait prolongeas prolongeasse prolongeassent prolongeasses prolongeassiez prolongeassions prolongeames prolongeat prolongeates prolongerent prolongee prolongees prorogea prorogeai prorogeaient prorogeais prorogeait prorogeas prorogeasse prorogeassent prorogeasses prorogeassiez prorogeassions prorogeames prorogeat prorogeates prorogerent prorogee prorogees etendaient etendais etendait etendirent etendis etendisse etendissent etendisses etendissiez etendissions etendit etendu etendue etendues etendus etendimes etendites
V|extending|prolongeant prorogeant etendant
N|walk|promenade
N|walks|promenades
N|promise|promesse
N|promises|promesses
V|promise|promet promets promette promettent promettes promettez promettiez promettions promettons promettre
V|promised|promettaient promettais promettait promirent promis promise promises promisse promissent promisses promissiez promissions promit promimes promites
V|promising|promettant
V|promote|promeus promeut promeuve promeuvent promeuves promouvez promouviez promouvions promouvoir promouvons
N|promo|promo
N|promos|promos
N|promotion|promotion
N|promotions|promotions
V|promoted|promouvaient promouvais promouvait promu promue promues promurent promus promusse promussent promusses promussiez promussions promut promumes promutes
V|promoting|promouvant
A|prompt|prompte promptes
V|pronounce|prononce prononcent prononcer prononces prononcez prononciez prononcions prononcons
V|pronounced|prononcerent prononcee prononcees prononca prononcai prononcaient prononcais prononcait prononcas prononcasse prononcassent prononcasses prononcassiez prononcassions prononcames prononcat prononcates
V|pronouncing|prononcant
V|spread|propage propagea propageai propageaient propageais propageait propageas propageasse propageassent propageasses propageassiez propageassions propagent propageons propager propages propagez propageames propageat propageates propagiez propagions propagerent propagee propagees repand repandaient repandais repandait repande repandent repandes repandez repandiez repandions repandirent repandis repandisse repandissent repandisses repandissiez repandissions repandit repandons repandre repands repandu repandue repandues repandus repandimes repandites etala etalai etalaient etalais etalait etalas etalasse etalassent etalasses etalassiez etalassions etale etalent etaler etales etalez etaliez etalions etalons etalames etalat etalates etalerent etalee etalees
V|spreading|propageant repandant etalant
N|remark|propos
V|proposed|proposa proposai proposaient proposais proposait proposas proposasse proposassent proposasses proposassiez proposassions proposames proposat proposates proposerent proposee proposees
V|proposing|proposant
V|propose|propose proposent proposer proposes proposez proposiez proposions proposons
N|proposal|proposition
N|proposals|propositions
A|own|propre propres
N|cleanliness|proprete
N|cleanlinesses|propretes
N|owner|proprietaire
N|owners|proprietaires
N|property|propriete
N|properties|proprietes
N|protection|protection
N|protections|protections
V|protested|protesta protestai protestaient protestais protestait protestas protestasse protestassent protestasses protestassiez protestassions protestames protestat protestates protesterent protestee protestees
V|protesting|protestant
V|protest|proteste protestent protester protestes protestez protestiez protestions protestons
N|protocol|protocole
N|protocols|protocoles
V|protect|protegent protegeons proteger protegez protegiez protegions
V|protected|protegea protegeai protegeaient protegeais protegeait protegeas protegeasse protegeassent protegeasses protegeassiez protegeassions protegeames protegeat protegeates protegerent
V|protecting|protegeant
A|protected|protege protegee protegees proteges
V|proved|prouva prouvai prouvaient prouvais prouvait prouvas prouvasse prouvassent prouvasses prouvassiez prouvassions prouvames prouvat prouvates prouverent
V|proving|prouvant
V|prove|prouve prouvent prouver prouves prouvez prouviez prouvions prouvons
V|proven|prouvee prouvees
V|came from|provenaient provenais provenait provinrent provins provinsse provinssent provinsses provinssiez provinssions provint provinmes provintes
V|coming from|provenant
V|come from|provenez proveniez provenions provenir provenons provenu provenue provenues provenus provienne proviennent proviennes proviens provient
N|province|province
N|provinces|provinces
V|provisioned|provisionna provisionnai provisionnaient provisionnais provisionnait provisionnas provisionnasse provisionnassent provisionnasses provisionnassiez provisionnassions provisionnames provisionnat provisionnates provisionnerent provisionnee provisionnees
V|provisioning|provisionnant
V|provision|provisionne provisionnent provisionner provisionnes provisionnez provisionniez provisionnions provisionnons
A|temporary|provisoire provisoires temporaire temporaires
N|proxy|proxy
N|proxies|proxys
A|careful|prudent prudente prudentes prudents
P|near|pres
D|beforehand|prealablement
N|notice|preavis
A|valuable|precieuse precieuses precieux
V|rushed|precipita precipitai precipitaient precipitais precipitait precipitas precipitasse precipitassent precipitasses precipitassiez precipitassions precipitames precipitat precipitates precipiterent precipitee precipitees
V|rushing|precipitant
V|rush|precipite precipitent precipiter precipites precipitez precipitiez precipitions precipitons
A|precise|precis precises
V|specified|precisa precisai precisaient precisais precisait precisas precisasse precisassent precisasses precisassiez precisassions precisames precisat precisates preciserent precisee precisees specifia specifiai specifiaient specifiais specifiait specifias specifiasse specifiassent specifiasses specifiassiez specifiassions specifiames specifiat specifiates specifierent specifiee specifiees
V|specifying|precisant specifiant
V|specify|precise precisent preciser precisez precisiez precisons specifie specifient specifier specifies specifiez specifiiez specifiions specifions
N|precision|precision
N|precisions|precisions
D|precisely|precisement
A|above-mentioned|precite precitee precitees precites susmentionne susmentionnee susmentionnees susmentionnes
V|recommended|preconisa preconisai preconisaient preconisais preconisait preconisas preconisasse preconisassent preconisasses preconisassiez preconisassions preconisames preconisat preconisates preconiserent preconisee preconisees recommanda recommandai recommandaient recommandais recommandait recommandas recommandasse recommandassent recommandasses recommandassiez recommandassions recommandames recommandat recommandates recommanderent recommandee recommandees
V|recommending|preconisant recommandant
V|recommend|preconise preconisent preconiser preconises preconisez preconisiez preconisions preconisons recommandent recommander recommandez recommandiez recommandions recommandons
V|precede|precede precedes preceder precedez precediez precedions precedons
V|preceded|preceda precedai precedaient precedais precedait precedas precedasse precedassent precedasses precedassiez precedassions precedames precedat precedates precederent precedee precedees
V|preceding|precedant
A|previous|precedent precedente precedentes precedents
N|prediction|prediction
N|predictions|predictions
V|predict|predire predis predise predisent predises predisez predisiez predisions predisons
V|predicted|predirent predisaient predisais predisait predisse predissent predisses predissiez predissions predit predite predites predits predimes
V|predicting|predisant
N|preface|preface
N|prefaces|prefaces
N|prefecture|prefecture
N|prefectures|prefectures
N|prefix|prefixe
N|prefixes|prefixes
V|prefer|prefere preferent preferes preferer preferez preferiez preferions preferons
V|preferred|prefera preferai preferaient preferais preferait preferas preferasse preferassent preferasses preferassiez preferassions preferames preferat preferates prefererent preferee preferees
V|preferring|preferant
N|preference|preference
N|preferences|preferences
N|prejudice|prejuge
N|prejudices|prejuges
V|withdrawed|preleva prelevai prelevaient prelevais prelevait prelevas prelevasse prelevassent prelevasses prelevassiez prelevassions prelevames prelevat prelevates preleverent preleve prelevee prelevees preleves retira retirai retiraient retirais retirait retiras retirasse retirassent retirasses retirassiez retirassions retirames retirat retirates retirerent retiree retirees
V|withdrawing|prelevant retirant
V|withdraw|prelever prelevez preleviez prelevions prelevons prelevent retire retirent retirer retires retirez retiriez retirions retirons
N|direct debit|prelevement
N|direct debits|prelevements
N|staging|preproduction
N|stagings|preproductions
N|precondition|prerequis
N|presence|presence
N|presences|presences
N|present|present
V|presented|presenta presentai presentaient presentais presentait presentas presentasse presentassent presentasses presentassiez presentassions presentames presentat presentates presenterent presentee presentees
V|presenting|presentant
N|presentation|presentation
N|presentations|presentations
V|present|presente presentent presenter presentez presentiez presentions presentons
A|present|presentes
N|presents|presents
V|preserved|preserva preservai preservaient preservais preservait preservas preservasse preservassent preservasses preservassiez preservassions preservames preservat preservates preserverent preservee preservees
V|preserving|preservant
V|preserve|preserve preservent preserver preserves preservez preserviez preservions preservons
V|chaired|presida presidai presidaient presidais presidait presidas presidasse presidassent presidasses presidassiez presidassions presidames presidat presidates presiderent presidee presidees
V|chairing|presidant
V|chair|preside presider presides presidez presidiez presidions presidons
N|president|president presidente
N|presidents|presidentes presidents
V|claim|pretend pretende pretendent pretendes pretendez pretendiez pretendions pretendons pretendre pretends revendique revendiquent revendiquer revendiques revendiquez revendiquiez revendiquions revendiquons
V|claimed|pretendaient pretendais pretendait pretendirent pretendis pretendisse pretendissent pretendisses pretendissiez pretendissions pretendit pretendu pretendue pretendues pretendus pretendimes pretendites revendiqua revendiquai revendiquaient revendiquais revendiquait revendiquas revendiquasse revendiquassent revendiquasses revendiquassiez revendiquassions revendiquames revendiquat revendiquates revendiquerent revendiquee revendiquees
V|claiming|pretendant revendiquant
V|used as pretext|pretexta pretextai pretextaient pretextais pretextait pretextas pretextasse pretextassent pretextasses pretextassiez pretextassions pretextames pretextat pretextates pretexterent pretextee pretextees
V|using as pretext|pretextant
N|pretext|pretexte
V|use as pretext|pretextent pretexter pretextez pretextiez pretextions pretextons
N|pretexts|pretextes
V|planned|previrent previs previsse previssent previsses previssiez previssions previt prevoyaient prevoyais prevoyait prevu prevue prevues prevus previmes prevites
N|forecast|prevision
N|forecasts|previsions
V|plan|prevoie prevoient prevoies prevoir prevois prevoit prevoyez prevoyiez prevoyions prevoyons
N|provident insurance|prevoyance prevoyances
V|planning|prevoyant
V|lent|preta pretai pretaient pretais pretait pretas pretasse pretassent pretasses pretassiez pretassions pretames pretat pretates preterent pretee pretees
V|lending|pretant
A|ready|prete pretes
V|lend|pretent preter pretez pretiez pretions pretons
P|ps|ps
N|username|pseudo
N|pseudonym|pseudonyme
N|pseudonyms|pseudonymes
N|usernames|pseudos
A|psychological|psychologique psychologiques
N|psychologist|psychologue
N|psychologists|psychologues
V|been able|pu
N|ad|pub
V|published|publia publiai publiaient publiais publiait publias publiasse publiassent publiasses publiassiez publiassions publiames publiat publiates publierent publiee publiees
V|publishing|publiant
N|public|public
N|post|publication
N|posts|publications
N|advertising|publicite
N|advertisings|publicites
A|public|publics publique publiques
V|publish|publie publient publier publies publiez publiiez publiions publions
D|publicly|publiquement
N|ads|pubs
P|since|puisqu puisque
N|power|puissance
N|pull|pull
V|pulled|pulla pullai pullaient pullais pullait pullas pullasse pullassent pullasses pullassiez pullassions pullames pullat pullates pullerent pullee pullees tira tirai tiraient tirais tirait tiras tirasse tirassent tirasses tirassiez tirassions tirames tirat tirates tirerent tiree tirees
V|pulling|pullant tirant
V|pull|pulle pullent puller pulles pullez pulliez pullions pullons tire tirent tirer tires tirez tiriez tirions tirons
N|pulls|pulls
V|punished|puni punie punies punirent punissaient punissais punissait punimes punites
V|punish|punir punis punisse punissent punisses punissez punissiez punissions punissons punit
V|punishing|punissant
A|pure|pur pure pures purs
D|purely|purement
V|purge|purge purgent purgeons purger purges purgez purgiez purgions
V|purged|purgea purgeai purgeaient purgeais purgeait purgeas purgeasse purgeassent purgeasses purgeassiez purgeassions purgeames purgeat purgeates purgerent purgee purgees
V|purging|purgeant
N|push|push
N|pushes|pushs
A|pale|pale pales
N|dough|pate
N|doughs|pates
N|father|pere
N|fathers|peres
A|educational|pedagogique pedagogiques educatif educatifs educative educatives
A|criminal|penal penale penales penaux
A|tiresome|penible penibles
V|penetrate|penetre penetrent penetres penetrer penetrez penetriez penetrions penetrons
V|penetrated|penetra penetrai penetraient penetrais penetrait penetras penetrasse penetrassent penetrasses penetrassiez penetrassions penetrames penetrat penetrates penetrerent penetree penetrees
V|penetrating|penetrant
V|sustained|perennisa perennisai perennisaient perennisais perennisait perennisas perennisasse perennisassent perennisasses perennisassiez perennisassions perennisames perennisat perennisates perenniserent perennisee perennisees
V|sustaining|perennisant
V|sustain|perennise perennisent perenniser perennises perennisez perennisiez perennisions perennisons
N|period|periode
N|periods|periodes
N|fishing|peche
N|fishings|peches
N|pole|pole
N|poles|poles
P|something|qqch
P|someone|qqn quelqu
V|qualified|qualifia qualifiai qualifiaient qualifiais qualifiait qualifias qualifiasse qualifiassent qualifiasses qualifiassiez qualifiassions qualifiames qualifiat qualifiates qualifierent qualifiee qualifiees
V|qualifying|qualifiant
V|qualify|qualifie qualifient qualifier qualifies qualifiez qualifiiez qualifiions qualifions
N|quality|qualite
N|qualities|qualites
P|as for|quant
V|quantified|quantifia quantifiai quantifiaient quantifiais quantifiait quantifias quantifiasse quantifiassent quantifiasses quantifiassiez quantifiassions quantifiames quantifiat quantifiates quantifierent quantifiee quantifiees
V|quantifying|quantifiant
V|quantify|quantifie quantifient quantifier quantifies quantifiez quantifiiez quantifiions quantifions
N|quantity|quantite
N|quantities|quantites
N|quarantine|quarantaine
N|quarantines|quarantaines
P|forty|quarante
N|quarter|quart trimestre
N|neighborhood|quartier voisinage
N|neighborhoods|quartiers voisinages
N|quarters|quarts trimestres
P|fourteen|quatorze
P|four|quatre
A|fourth|quatrieme
P|what|quel quelle quelles quels quoi
P|any|quelconque quelconques
N|question|question
V|questioned|questionna questionnai questionnaient questionnais questionnait questionnas questionnasse questionnassent questionnasses questionnassiez questionnassions questionnames questionnat questionnates questionnerent questionnee questionnees
N|questionnaire|questionnaire
N|questionnaires|questionnaires
V|questioning|questionnant
V|question|questionne questionnent questionner questionnes questionnez questionniez questionnions questionnons
N|questions|questions
N|tail|queue
N|tails|queues
P|who|qui
P|whoever|quiconque
P|fifteen|quinze
V|quit|quitta quittai quittaient quittais quittait quittas quittasse quittassent quittasses quittassiez quittassions quitte quittent quitter quittes quittez quittiez quittions quittons quittames quittat quittates quitterent quittee quittees
N|receipt|quittance
N|receipts|quittances
V|quitting|quittant
P|although|quoiqu quoique
D|daily|quotidiennement
N|discount|rabais remise reduction
V|hung up|raccrocha raccrochai raccrochaient raccrochais raccrochait raccrochas raccrochasse raccrochassent raccrochasses raccrochassiez raccrochassions raccrochames raccrochat raccrochates raccrocherent raccrochee raccrochees
V|hanging up|raccrochant
V|hang up|raccroche raccrochent raccrocher raccroches raccrochez raccrochiez raccrochions raccrochons
N|root|racine root
N|roots|racines roots
N|racism|racisme
N|racisms|racismes
N|radio|radio
N|radios|radios
V|refreshed|rafraichi rafraichie rafraichies rafraichirent rafraichissaient rafraichissais rafraichissait rafraichimes rafraichites
V|refresh|rafraichir rafraichis rafraichisse rafraichissent rafraichisses rafraichissez rafraichissiez rafraichissions rafraichissons rafraichit
V|refreshing|rafraichissant
N|rage|rage
N|rages|rages
N|reason|raison
A|reasonable|raisonnable raisonnables
N|reasons|raisons
V|brought back|ramena ramenai ramenaient ramenais ramenait ramenas ramenasse ramenassent ramenasses ramenassiez ramenassions ramenames ramenat ramenates ramenerent ramene ramenee ramenees ramenes
V|bringing back|ramenant
V|bring back|ramener ramenez rameniez ramenions ramenons ramenent
V|store|range rangent rangeons ranger ranges rangez rangiez rangions stocke stockent stocker stockes stockez stockiez stockions stockons
V|stored|rangea rangeai rangeaient rangeais rangeait rangeas rangeasse rangeassent rangeasses rangeassiez rangeassions rangeames rangeat rangeates rangerent stocka stockai stockaient stockais stockait stockas stockasse stockassent stockasses stockassiez stockassions stockames stockat stockates stockerent stockee stockees
V|storing|rangeant stockant
N|row|rangee
N|rows|rangees
N|ransomware|ransomware ransomwares rancongiciel rancongiciels
N|ransom|rancon
V|ransomed|ranconna ranconnai ranconnaient ranconnais ranconnait ranconnas ranconnasse ranconnassent ranconnasses ranconnassiez ranconnassions ranconnames ranconnat ranconnates ranconnerent ranconnee ranconnees
V|ransoming|ranconnant
V|ransom|ranconne ranconnent ranconner ranconnes ranconnez ranconniez ranconnions ranconnons
N|ransoms|rancons
A|fast|rapide rapides
D|quickly|rapidement vite
N|speed|rapidite vitesse
N|speeds|rapidites vitesses
N|reminder|rappel
V|reminded|rappela rappelai rappelaient rappelais rappelait rappelas rappelasse rappelassent rappelasses rappelassiez rappelassions rappelames rappelat rappelates rappelerent rappele rappelee rappelees rappeles
V|reminding|rappelant
V|remind|rappeler rappelez rappeliez rappelions rappelle rappellent rappelles rappelons
N|reminders|rappels relances
N|report|rapport
N|reports|rapports
V|reconciled|rapprocha rapprochai rapprochaient rapprochais rapprochait rapprochas rapprochasse rapprochassent rapprochasses rapprochassiez rapprochassions rapprochames rapprochat rapprochates rapprocherent rapprochee rapprochees
V|reconciling|rapprochant
V|reconcile|rapproche rapprochent rapprocher rapproches rapprochez rapprochiez rapprochions rapprochons
A|rare|rare rares
D|rarely|rarement
V|gathered|rassembla rassemblai rassemblaient rassemblais rassemblait rassemblas rassemblasse rassemblassent rassemblasses rassemblassiez rassemblassions rassemblames rassemblat rassemblates rassemblerent rassemblee rassemblees reuni reunie reunies reunirent reunissaient reunissais reunissait reunimes reunites
V|gathering|rassemblant reunissant
V|gather|rassemble rassemblent rassembler rassembles rassemblez rassembliez rassemblions rassemblons reunir reunis reunisse reunissent reunisses reunissez reunissiez reunissions reunissons reunit
V|reassured|rassura rassurai rassuraient rassurais rassurait rassuras rassurasse rassurassent rassurasses rassurassiez rassurassions rassurames rassurat rassurates rassurerent
V|reassuring|rassurant
V|reassure|rassurent rassurer rassurez rassuriez rassurions rassurons
A|reassured|rassure rassuree rassurees rassures
V|caught up|rattrapa rattrapai rattrapaient rattrapais rattrapait rattrapas rattrapasse rattrapassent rattrapasses rattrapassiez rattrapassions rattrapames rattrapat rattrapates rattraperent rattrapee rattrapees
V|catching up|rattrapant
V|catch up|rattrape rattrapent rattraper rattrapes rattrapez rattrapiez rattrapions rattrapons
V|delighted|ravi ravie ravies ravirent ravissaient ravissais ravissait ravimes ravites rejoui rejouie rejouies rejouirent rejouissaient rejouissais rejouissait rejouimes rejouites
V|delight|ravir ravis ravisse ravissent ravisses ravissez ravissiez ravissions ravissons ravit rejouir rejouis rejouisse rejouissent rejouisses rejouissez rejouissiez rejouissions rejouissons rejouit
V|delighting|ravissant rejouissant
N|ray|rayon
N|rays|rayons
P|re|re
V|rebooted|reboota rebootai rebootaient rebootais rebootait rebootas rebootasse rebootassent rebootasses rebootassiez rebootassions rebootames rebootat rebootates rebooterent rebootee rebootees
V|rebooting|rebootant
V|reboot|reboote rebootent rebooter rebootes rebootez rebootiez rebootions rebootons
N|recipe|recette
N|recipes|recettes
V|received|recevaient recevais recevait recu recue recues recurent recus recusse recussent recusses recussiez recussions recut recumes recutes
V|receiving|recevant
V|receive|recevez receviez recevions recevoir recevons recois recoit recoive recoivent recoives
V|reload|recharge rechargent rechargeons recharger recharges rechargez rechargiez rechargions
V|reloaded|rechargea rechargeai rechargeaient rechargeais rechargeait rechargeas rechargeasse rechargeassent rechargeasses rechargeassiez rechargeassions rechargeames rechargeat rechargeates rechargerent rechargee rechargees
V|reloading|rechargeant
N|searches|recherches
N|recommendation|recommandation
N|recommendations|recommandations
N|registered letter|recommande
N|registered letters|recommandes
V|restart|recommence recommencent recommencer recommences recommencez recommenciez recommencions recommencons redemarre redemarrent redemarrer redemarres redemarrez redemarriez redemarrions redemarrons relance relancent relancer relancez relanciez relancions relancons
V|restarted|recommencerent recommencee recommencees recommenca recommencai recommencaient recommencais recommencait recommencas recommencasse recommencassent recommencasses recommencassiez recommencassions recommencames recommencat recommencates redemarra redemarrai redemarraient redemarrais redemarrait redemarras redemarrasse redemarrassent redemarrasses redemarrassiez redemarrassions redemarrames redemarrat redemarrates redemarrerent redemarree redemarrees relancerent relancee relancees relanca relancai relancaient relancais relancait relancas relancasse relancassent relancasses relancassiez relancassions relancames relancat relancates
V|restarting|recommencant redemarrant relancant
V|recognize|reconnais reconnaisse reconnaissent reconnaisses reconnaissez reconnaissiez reconnaissions reconnaissons reconnait reconnaitre
V|recognized|reconnaissaient reconnaissais reconnaissait reconnu reconnue reconnues reconnurent reconnus reconnusse reconnussent reconnusses reconnussiez reconnussions reconnut reconnumes reconnutes
N|recognition|reconnaissance
N|recognitions|reconnaissances
V|recognizing|reconnaissant
V|reconnected|reconnecta reconnectai reconnectaient reconnectais reconnectait reconnectas reconnectasse reconnectassent reconnectasses reconnectassiez reconnectassions reconnectames reconnectat reconnectates reconnecterent reconnectee reconnectees
V|reconnecting|reconnectant
V|reconnect|reconnecte reconnectent reconnecter reconnectes reconnectez reconnectiez reconnections reconnectons
V|rebuild|reconstruire reconstruis reconstruise reconstruisent reconstruises reconstruisez reconstruisiez reconstruisions reconstruisons
V|rebuilt|reconstruisaient reconstruisais reconstruisait reconstruisirent reconstruisis reconstruisisse reconstruisissent reconstruisisses reconstruisissiez reconstruisissions reconstruisit reconstruisimes reconstruisites reconstruit reconstruite reconstruites reconstruits
V|rebuilding|reconstruisant
V|cross-checked|recoupa recoupai recoupaient recoupais recoupait recoupas recoupasse recoupassent recoupasses recoupassiez recoupassions recoupames recoupat recoupates recouperent recoupee recoupees
V|cross-checking|recoupant
V|cross-check|recoupe recoupent recouper recoupes recoupez recoupiez recoupions recoupons
N|appeal|recours
V|recovered|recouvra recouvrai recouvras recouvrasse recouvrassent recouvrasses recouvrassiez recouvrassions recouvrames recouvrat recouvrates recouvrerent recouvree recouvrees
V|recover|recouvrer
V|recruited|recruta recrutai recrutaient recrutais recrutait recrutas recrutasse recrutassent recrutasses recrutassiez recrutassions recrutames recrutat recrutates recruterent recrutee recrutees
V|recruiting|recrutant
V|recruit|recrute recrutent recruter recrutes recrutez recrutiez recrutions recrutons
N|recruitment|recrutement
N|recruitments|recrutements
N|recruiter|recruteur recruteuse
N|recruiters|recruteurs recruteuses
V|stepped back|recula reculai reculaient reculais reculait reculas reculasse reculassent reculasses reculassiez reculassions reculames reculat reculates reculerent reculee reculees
V|stepping back|reculant
V|step back|recule reculent reculer recules reculez reculiez reculions reculons
N|recycling|recyclage
N|recyclings|recyclages
V|asked again|redemanda redemandai redemandaient redemandais redemandait redemandas redemandasse redemandassent redemandasses redemandassiez redemandassions redemandames redemandat redemandates redemanderent redemandee redemandees
V|asking again|redemandant
V|ask again|redemande redemandent redemander redemandes redemandez redemandiez redemandions redemandons
V|go back down|redescend redescende redescendent redescendes redescendez redescendiez redescendions redescendons redescendre redescends
V|went back down|redescendaient redescendais redescendait redescendirent redescendis redescendisse redescendissent redescendisses redescendissiez redescendissions redescendit redescendimes redescendites
V|going back down|redescendant
V|gone back down|redescendu redescendue redescendues redescendus
V|became again|redevenaient redevenais redevenait redevinrent redevins redevinsse redevinssent redevinsses redevinssiez redevinssions redevint redevinmes redevintes
V|becoming again|redevenant
V|become again|redevenez redeveniez redevenions redevenir redevenons redevenu redevenue redevenues redevenus redevienne redeviennent redeviennes redeviens redevient
V|say again|redire redis redise redisent redises redisiez redisions redisons redites
N|redirect|redirection
N|redirects|redirections
V|said again|redirent redisaient redisais redisait redisse redissent redisses redissiez redissions redit redite redits redimes
V|redirect|redirige redirigent redirigeons rediriger rediriges redirigez redirigiez redirigions
V|redirected|redirigea redirigeai redirigeaient redirigeais redirigeait redirigeas redirigeasse redirigeassent redirigeasses redirigeassiez redirigeassions redirigeames redirigeat redirigeates redirigerent redirigee redirigees
V|redirecting|redirigeant
V|saying again|redisant
V|gave back|redonna redonnai redonnaient redonnais redonnait redonnas redonnasse redonnassent redonnasses redonnassiez redonnassions redonnames redonnat redonnates redonnerent
V|giving back|redonnant
V|give back|redonne redonnent redonner redonnes redonnez redonniez redonnions redonnons
V|given back|redonnee redonnees
V|dreaded|redouta redoutai redoutaient redoutais redoutait redoutas redoutasse redoutassent redoutasses redoutassiez redoutassions redoutames redoutat redoutates redouterent redoutee redoutees
V|dreading|redoutant
V|dread|redoute redoutent redouter redoutes redoutez redoutiez redoutions redoutons
V|straightened|redressa redressai redressaient redressais redressait redressas redressasse redressassent redressasses redressassiez redressassions redressames redressat redressates redresserent redressee redressees
V|straightening|redressant
V|straighten|redresse redressent redresser redresses redressez redressiez redressions redressons
V|redefined|redefini redefinie redefinies redefinirent redefinissaient redefinissais redefinissait redefinimes redefinites
V|redefine|redefinir redefinis redefinisse redefinissent redefinisses redefinissez redefinissiez redefinissions redefinissons redefinit
V|redefining|redefinissant
N|refactoring|refactorisation
N|refactorings|refactorisations
V|redo|refaire refais refaisons refaites refasse refassent refasses refassiez refassions refont
V|redid|refaisaient refaisais refaisait refaisiez refaisions refirent refis refisse refissent refisses refissiez refissions refit refimes refites
V|redoing|refaisant
V|redone|refait refaite refaits
V|reflect|reflete refletent refletes refleter refletez refletiez refletions refletons
V|reflected|refleta refletai refletaient refletais refletait refletas refletasse refletassent refletasses refletassiez refletassions refletames refletat refletates refleterent refletee refletees
V|reflecting|refletant
V|rephrased|reformula reformulai reformulaient reformulais reformulait reformulas reformulasse reformulassent reformulasses reformulassiez reformulassions reformulames reformulat reformulates reformulerent reformulee reformulees
V|rephrasing|reformulant
V|rephrase|reformule reformulent reformuler reformules reformulez reformuliez reformulions reformulons
N|refresh|refresh
N|refreshes|refreshs
V|cooled|refroidi refroidie refroidies refroidirent refroidissaient refroidissais refroidissait refroidimes refroidites
V|cool|refroidir refroidis refroidisse refroidissent refroidisses refroidissez refroidissiez refroidissions refroidissons refroidit
V|cooling|refroidissant
N|refusal|refus
V|refused|refusa refusai refusaient refusais refusait refusas refusasse refusassent refusasses refusassiez refusassions refusames refusat refusates refuserent refusee refusees
V|refusing|refusant
V|refuse|refuse refusent refuser refuses refusez refusiez refusions refusons
V|regained|regagna regagnai regagnaient regagnais regagnait regagnas regagnasse regagnassent regagnasses regagnassiez regagnassions regagnames regagnat regagnates regagnerent regagnee regagnees
V|regaining|regagnant
V|regain|regagne regagnent regagner regagnes regagnez regagniez regagnions regagnons
N|look|regard
V|looked|regarda regardai regardaient regardais regardait regardas regardasse regardassent regardasses regardassiez regardassions regardames regardat regardates regarderent regardee regardees
V|looking|regardant
V|look|regarde regardent regarder regardes regardez regardiez regardions regardons
N|looks|regards
N|registry|registre
N|registries|registres
N|regret|regret
N|regrets|regrets
V|regretted|regretta regrettai regrettaient regrettais regrettait regrettas regrettasse regrettassent regrettasses regrettassiez regrettassions regrettames regrettat regrettates regretterent regrettee regrettees
V|regretting|regrettant
V|regret|regrette regrettent regretter regrettes regrettez regrettiez regrettions regrettons
N|kidney|rein
N|king|reine roi
N|kings|reines rois
N|kidneys|reins
V|rejected|rejeta rejetai rejetaient rejetais rejetait rejetas rejetasse rejetassent rejetasses rejetassiez rejetassions rejetames rejetat rejetates rejeterent rejete rejetee rejetees rejetes repoussa repoussai repoussaient repoussais repoussait repoussas repoussasse repoussassent repoussasses repoussassiez repoussassions repoussames repoussat repoussates repousserent repoussee repoussees
V|rejecting|rejetant repoussant
V|reject|rejeter rejetez rejetiez rejetions rejetons rejette rejettent rejettes repousse repoussent repousser repousses repoussez repoussiez repoussions repoussons
V|joined|rejoignaient rejoignais rejoignait rejoignirent rejoignis rejoignisse rejoignissent rejoignisses rejoignissiez rejoignissions rejoignit rejoignimes rejoignites rejoint rejointe rejointes rejoints
V|joining|rejoignant
V|join|rejoigne rejoignent rejoignes rejoignez rejoigniez rejoignions rejoignons rejoindre rejoins
V|relay|relaie relaient relaies relaye relayent relayer relayes relayez relayiez relayions relayons
V|related|relata relatai relataient relatais relatait relatas relatasse relatassent relatasses relatassiez relatassions relatames relatat relatates relaterent relatee relatees
V|relating|relatant
V|relate|relate relatent relater relates relatez relatiez relatons
A|relative|relatif relatifs relative relatives
N|relationship|relation
N|relationships|relations
D|relatively|relativement
V|relayed|relaya relayai relayaient relayais relayait relayas relayasse relayassent relayasses relayassiez relayassions relayames relayat relayates relayerent relayee relayees
V|relaying|relayant
N|release|release
N|releases|releases
N|reviewer|relecteur relectrice reviseur
N|reviewers|relecteurs relectrices reviseurs
N|statement|releve
N|statements|releves
A|religious|religieuse religieuses religieux
N|religion|religion
N|religions|religions
V|reread|relire relis relisaient relisais relisait relise relisent relises relisez relisiez relisions relisons relit relu relue relues relurent relus relusse relussent relusses relussiez relussions relut relumes relutes
V|rereading|relisant
V|logged in again|relogua reloguai reloguaient reloguais reloguait reloguas reloguasse reloguassent reloguasses reloguassiez reloguassions reloguames reloguat reloguates reloguerent reloguee reloguees
V|logging in again|reloguant
V|log in again|relogue reloguent reloguer relogues reloguez reloguiez reloguions reloguons
V|reshuffled|remania remaniai remaniaient remaniais remaniait remanias remaniasse remaniassent remaniasses remaniassiez remaniassions remaniames remaniat remaniates remanierent remaniee remaniees
V|reshuffling|remaniant
V|reshuffle|remanie remanient remanier remanies remaniez remaniiez remaniions remanions
V|refunded|remboursa remboursai remboursaient remboursais remboursait remboursas remboursasse remboursassent remboursasses remboursassiez remboursassions remboursames remboursat remboursates rembourserent remboursee remboursees
V|refunding|remboursant
V|refund|rembourse remboursent rembourser rembourses remboursez remboursiez remboursions remboursons
N|refund|remboursement
N|refunds|remboursements
V|thanked|remercia remerciai remerciaient remerciais remerciait remercias remerciasse remerciassent remerciasses remerciassiez remerciassions remerciames remerciat remerciates remercierent remerciee remerciees
V|thanking|remerciant
V|thank|remercie remercient remercier remercies remerciez remerciiez remerciions remercions
V|hand over|remet remets remette remettent remettes remettez remettiez remettions remettons remettre
V|handed over|remettaient remettais remettait remirent remis remisse remissent remisses remissiez remissions remit remimes remites
V|handing over|remettant
N|discounts|remises reductions
V|went back up|remonta remontai remontaient remontais remontait remontas remontasse remontassent remontasses remontassiez remontassions remontames remontat remontates remonterent
V|going back up|remontant
V|go back up|remonte remontent remonter remontes remontez remontiez remontions remontons
V|gone back up|remontee remontees
V|replace|remplace remplacent remplacer remplaces remplacez remplaciez remplacions remplacons replace replacent replacer replaces replacez replaciez replacions replacons
N|replacement|remplacement
N|replacements|remplacements
V|replaced|remplacerent remplacee remplacees remplaca remplacai remplacaient remplacais remplacait remplacas remplacasse remplacassent remplacasses remplacassiez remplacassions remplacames remplacat remplacates replacerent replacee replacees replaca replacai replacaient replacais replacait replacas replacasse replacassent replacasses replacassiez replacassions replacames replacat replacates
V|replacing|remplacant replacant
V|won|remporta remportai remportaient remportais remportait remportas remportasse remportassent remportasses remportassiez remportassions remportames remportat remportates remporterent remportee remportees
V|winning|remportant
V|win|remporte remportent remporter remportes remportez remportiez remportions remportons
V|stired|remua remuai remuaient remuais remuait remuas remuasse remuassent remuasses remuassiez remuassions remuames remuat remuates remuerent remuee remuees
V|stiring|remuant
V|stir|remue remuent remuer remues remuez remuiez remuions remuons
N|remedy|remede
N|remedies|remedes
V|remedied|remedia remediai remediaient remediais remediait remedias remediasse remediassent remediasses remediassiez remediassions remediames remediat remediates remedierent remediee remediees
V|remedying|remediant
V|remedy|remedie remedient remedier remedies remediez remediiez remediions remedions
V|met|rencontra rencontrai rencontraient rencontrais rencontrait rencontras rencontrasse rencontrassent rencontrasses rencontrassiez rencontrassions rencontrames rencontrat rencontrates rencontrerent rencontree rencontrees
V|meeting|rencontrant
V|meet|rencontre rencontrent rencontrer rencontrez rencontriez rencontrions rencontrons
V|return|rend rende rendent rendes rendez rendiez rendions rendons rendre rends rentre rentrent rentrer rentres rentrez rentriez rentrions rentrons restitue restituent restituer restitues restituez restituiez restituions restituons retourne retournent retourner retournes retournez retourniez retournions retournons
V|returned|rendaient rendais rendait rendirent rendis rendisse rendissent rendisses rendissiez rendissions rendit rendu rendue rendues rendus rendimes rendites rentra rentrai rentraient rentrais rentrait rentras rentrasse rentrassent rentrasses rentrassiez rentrassions rentrames rentrat rentrates rentrerent rentree rentrees restitua restituai restituaient restituais restituait restituas restituasse restituassent restituasses restituassiez restituassions restituames restituat restituates restituerent restituee restituees retourna retournai retournaient retournais retournait retournas retournasse retournassent retournasses retournassiez retournassions retournames retournat retournates retournerent retournee retournees
V|returning|rendant rentrant restituant retournant
N|yield|rendement
N|yields|rendements
V|went back to sleep|rendormaient rendormais rendormait rendormirent rendormisse rendormissent rendormisses rendormissiez rendormissions rendormit rendormimes rendormites
V|going back to sleep|rendormant
V|go back to sleep|rendorme rendorment rendormes rendormez rendormiez rendormions rendormir rendormons rendors rendort
V|gone back to sleep|rendormi rendormie rendormies rendormis
V|renamed|renomma renommai renommaient renommais renommait renommas renommasse renommassent renommasses renommassiez renommassions renommames renommat renommates renommerent renommee renommees
V|renaming|renommant
V|rename|renomme renomment renommer renommes renommez renommiez renommions renommons
V|give up|renonce renoncent renoncer renonces renoncez renonciez renoncions renoncons
V|gave up|renoncerent renonca renoncai renoncaient renoncais renoncait renoncas renoncasse renoncassent renoncasses renoncassiez renoncassions renoncames renoncat renoncates
V|given up|renoncee renoncees
V|giving up|renoncant
V|renewed|renouvela renouvelai renouvelaient renouvelais renouvelait renouvelas renouvelasse renouvelassent renouvelasses renouvelassiez renouvelassions renouvelames renouvelat renouvelates renouvelerent renouvele renouvelee renouvelees renouveles
V|renewing|renouvelant
V|renew|renouveler renouvelez renouveliez renouvelions renouvelle renouvellent renouvelles renouvelons
V|made profitable|rentabilisa rentabilisai rentabilisaient rentabilisais rentabilisait rentabilisas rentabilisasse rentabilisassent rentabilisasses rentabilisassiez rentabilisassions rentabilisames rentabilisat rentabilisates rentabiliserent rentabilisee rentabilisees
V|making profitable|rentabilisant
V|make profitable|rentabilise rentabilisent rentabiliser rentabilises rentabilisez rentabilisiez rentabilisions rentabilisons
A|profitable|rentable rentables
V|send back|renvoie renvoient renvoies renvoyer renvoyez renvoyiez renvoyions renvoyons
V|sent back|renvoya renvoyai renvoyaient renvoyais renvoyait renvoyas renvoyasse renvoyassent renvoyasses renvoyassiez renvoyassions renvoyames renvoyat renvoyates renvoyerent renvoye renvoyee renvoyees renvoyes
V|sending back|renvoyant
V|leave again|repars repart reparte repartent repartes repartez repartiez repartions repartir repartons
V|left again|repartaient repartais repartait reparti repartie reparties repartirent repartis repartisse repartissent repartisses repartissiez repartissions repartit repartimes repartites
V|leaving again|repartant
N|meal|repas
V|repent|repens repent repente repentent repentes repentez repentiez repentions repentir repentons
V|repented|repentaient repentais repentait repenti repentie repenties repentirent repentis repentisse repentissent repentisses repentissiez repentissions repentit repentimes repentites
V|repenting|repentant
N|repo|repo
N|repos|repos
V|rested|reposa reposai reposaient reposais reposait reposas reposasse reposassent reposasses reposassiez reposassions reposames reposat reposates reposerent reposee reposees
V|resting|reposant
V|rest|repose reposent reposer reposes reposez reposiez reposions reposons
V|resumed|reprenaient reprenais reprenait reprirent repris reprise reprises reprisse reprissent reprisses reprissiez reprissions reprit reprimes reprites
V|resuming|reprenant
V|resume|reprend reprendre reprends reprenez repreniez reprenions reprenne reprennent reprennes reprenons
V|reproduce|reproduire reproduis reproduise reproduisent reproduises reproduisez reproduisiez reproduisions reproduisons
V|reproduced|reproduisaient reproduisais reproduisait reproduisirent reproduisis reproduisisse reproduisissent reproduisisses reproduisissiez reproduisissions reproduisit reproduisimes reproduisites reproduit reproduite reproduites reproduits
V|reproducing|reproduisant
V|represented|representa representai representaient representais representait representas representasse representassent representasses representassiez representassions representames representat representates representerent representee representees
V|representing|representant
V|represent|represente representent representer representes representez representiez representions representons
V|spot|repere reperent reperes reperer reperez reperiez reperions reperons
V|spotted|repera reperai reperaient reperais reperait reperas reperasse reperassent reperasses reperassiez reperassions reperames reperat reperates repererent reperee reperees
V|spotting|reperant
V|rescinded|rescinda rescindai rescindaient rescindais rescindait rescindas rescindasse rescindassent rescindasses rescindassiez rescindassions rescindames rescindat rescindates rescinderent rescindee rescindees
V|rescinding|rescindant
V|rescind|rescinde rescindent rescinder rescindes rescindez rescindiez rescindions rescindons
N|reset|reset reinitialisation
N|resets|resets reinitialisations
N|respect|respect
V|respected|respecta respectai respectaient respectais respectait respectas respectasse respectassent respectasses respectassiez respectassions respectames respectat respectates respecterent respectee respectees
V|respecting|respectant
V|respect|respecte respectent respecter respectes respectez respectiez respections respectons
N|respects|respects
D|respectfully|respectueusement
V|breathed|respira respirai respiraient respirais respirait respiras respirasse respirassent respirasses respirassiez respirassions respirames respirat respirates respirerent respiree respirees
V|breathing|respirant
V|breathe|respire respirent respirer respires respirez respiriez respirions respirons
N|responsibility|responsabilite
N|responsibilities|responsabilites
V|resembled|ressembla ressemblai ressemblaient ressemblais ressemblait ressemblas ressemblasse ressemblassent ressemblasses ressemblassiez ressemblassions ressemblames ressemblat ressemblates ressemblerent ressemblee ressemblees
N|similarity|ressemblance
N|similarities|ressemblances
V|resembling|ressemblant
V|resemble|ressemble ressemblent ressembler ressembles ressemblez ressembliez ressemblions ressemblons
V|feel|ressens ressent ressente ressentent ressentes ressentez ressentiez ressentions ressentir ressentons sent sente sentent sentes sentez sentiez sentions sentir sentons eprouve eprouvent eprouver eprouves eprouvez eprouviez eprouvions eprouvons
V|felt|ressentaient ressentais ressentait ressenti ressentie ressenties ressentirent ressentis ressentisse ressentissent ressentisses ressentissiez ressentissions ressentit ressentimes ressentites sentaient sentais sentait senti sentie senties sentirent sentis sentisse sentissent sentisses sentissiez sentissions sentit sentimes sentites eprouva eprouvai eprouvaient eprouvais eprouvait eprouvas eprouvasse eprouvassent eprouvasses eprouvassiez eprouvassions eprouvames eprouvat eprouvates eprouverent eprouvee eprouvees
V|feeling|ressentant sentant eprouvant
V|stand out|ressors ressort ressorte ressortent ressortes ressortez ressortiez ressortions ressortir ressortons
V|stood out|ressortaient ressortais ressortait ressorti ressortie ressorties ressortirent ressortis ressortisse ressortissent ressortisses ressortissiez ressortissions ressortit ressortimes ressortites
V|standing out|ressortant
N|resource|ressource
N|resources|ressources
V|restored|restaura restaurai restauraient restaurais restaurait restauras restaurasse restaurassent restaurasses restaurassiez restaurassions restaurames restaurat restaurates restaurerent restauree restaurees retabli retablie retablies retablirent retablissaient retablissais retablissait retablimes retablites
N|restaurant|restaurant
N|restaurants|restaurants
N|restore|restauration
N|restores|restaurations
V|restore|restaure restaurent restaurer restaures restaurez restauriez restaurions restaurons retablir retablis retablisse retablissent retablisses retablissez retablissiez retablissions retablissons retablit
N|rests|restes
V|restricted|restreignaient restreignais restreignait restreignirent restreignis restreignisse restreignissent restreignisses restreignissiez restreignissions restreignit restreignimes restreignites
V|restricting|restreignant
V|restrict|restreigne restreignent restreignes restreignez restreigniez restreignions restreignons restreindre restreins
N|restriction|restriction
N|restrictions|restrictions
V|restructured|restructura restructurai restructuraient restructurais restructurait restructuras restructurasse restructurassent restructurasses restructurassiez restructurassions restructurames restructurat restructurates restructurerent restructuree restructurees
V|restructuring|restructurant
V|restructure|restructure restructurent restructurer restructures restructurez restructuriez restructurions restructurons
N|delay|retard
V|delayed|retarda retardai retardaient retardais retardait retardas retardasse retardassent retardasses retardassiez retardassions retardames retardat retardates retarderent retardee retardees tarda tardai tardaient tardais tardait tardas tardasse tardassent tardasses tardassiez tardassions tardames tardat tardates tarderent tardee tardees
V|delaying|retardant tardant
V|delay|retarde retardent retarder retardes retardez retardiez retardions retardons tarde tardent tarder tardes tardez tardiez tardions tardons
N|delays|retards
V|withheld|retenaient retenais retenait retenu retenue retenues retenus retinrent retins retinsse retinssent retinsses retinssiez retinssions retint retinmes retintes
V|withholding|retenant
V|withhold|retenez reteniez retenions retenir retenons retienne retiennent retiennes retiens retient
V|fell again|retomba retombai retombaient retombais retombait retombas retombasse retombassent retombasses retombassiez retombassions retombames retombat retombates retomberent
V|falling again|retombant
V|fall again|retombe retombent retomber retombes retombez retombiez retombions retombons
V|fallen again|retombee retombees
V|trace|retrace retracent retracer retraces retracez retraciez retracions retracons trace tracent tracer tracez traciez tracions tracons
V|traced|retracerent retracee retracees retraca retracai retracaient retracais retracait retracas retracasse retracassent retracasses retracassiez retracassions retracames retracat retracates tracerent tracee tracees traca tracai tracaient tracais tracait tracas tracasse tracassent tracasses tracassiez tracassions tracames tracat tracates
N|removal|retrait
N|retirement|retraite
N|retirements|retraites
N|removals|retraits
N|retiree|retraitee
N|retirees|retraitees
V|transcribe|retranscrire retranscris retranscrive retranscrivent retranscrives retranscrivez retranscriviez retranscrivions retranscrivons transcrire transcris transcrive transcrivent transcrives transcrivez transcriviez transcrivions transcrivons
V|transcribed|retranscrit retranscrite retranscrites retranscrits retranscrivaient retranscrivais retranscrivait retranscrivirent retranscrivis retranscrivisse retranscrivissent retranscrivisses retranscrivissiez retranscrivissions retranscrivit retranscrivimes retranscrivites transcrit transcrite transcrites transcrits transcrivaient transcrivais transcrivait transcrivirent transcrivis transcrivisse transcrivissent transcrivisses transcrivissiez transcrivissions transcrivit transcrivimes transcrivites
V|transcribing|retranscrivant transcrivant
V|retransmit|retransmet retransmets retransmette retransmettent retransmettes retransmettez retransmettiez retransmettions retransmettons retransmettre
V|retransmitted|retransmettaient retransmettais retransmettait retransmirent retransmis retransmise retransmises retransmisse retransmissent retransmisses retransmissiez retransmissions retransmit retransmimes retransmites
V|retransmitting|retransmettant
V|tracing|retracant tracant
V|finding|retrouvant trouvant
V|find|retrouve retrouvent retrouver retrouves retrouvez retrouviez retrouvions retrouvons trouve trouvent trouver trouves trouvez trouviez trouvions trouvons
V|came back|revenaient revenais revenait revinrent revins revinsse revinssent revinsses revinssiez revinssions revint revinmes revintes
V|coming back|revenant
V|come back|revenez reveniez revenions revenir revenons revenue revenues revienne reviennent reviennes reviens revient
N|income|revenu revenus
N|reverse|reverse
N|reverses|reverses
V|reviewed|revirent revis revisse revissent revisses revissiez revissions revit revoyaient revoyais revoyait revu revue revues revus revimes revites
V|review|revoie revoient revoies revoir revois revoit revoyez revoyiez revoyions revoyons
V|reviewing|revoyant
V|put on|revet revetaient revetais revetait revete revetent revetes revetez revetiez revetions revetir revetirent revetis revetisse revetissent revetisses revetissiez revetissions revetit revetons revets revetu revetue revetues revetus revetimes revetites
V|putting on|revetant
N|gdpr|rgpd
N|gdprs|rgpds
N|hr|rh
N|cold|rhume
N|colds|rhumes
V|laughed|ri riaient riais riait rirent risse rissent risses rissiez rissions rites
V|laughing|riant
N|bank details|rib ribs
A|rich|riche riches
N|wealth|richesse
N|wealths|richesses
N|curtain|rideau
N|curtains|rideaux
V|laugh|rie rient ries riez riiez riions rions rire ris rit
P|nothing|rien
A|rigid|rigide rigides
D|strictly|rigoureusement strictement
N|rhyme|rime
N|rhymes|rimes
V|risked|risqua risquai risquaient risquais risquait risquas risquasse risquassent risquasses risquassiez risquassions risquames risquat risquates risquerent
V|risking|risquant
V|risk|risquent risquer risquez risquiez risquions risquons
A|risky|risque risquee risquees risques
N|ritual|rituel
N|rituals|rituels
N|shore|rivage
N|shores|rivages
N|rival|rival rivale
N|rivals|rivales rivaux
N|dress|robe
N|dresses|robes
N|robot|robot
N|robots|robots
A|robust|robuste robustes
N|rock|roche rocher
N|rocks|rochers roches
N|roleplay|roleplay
N|roleplays|roleplays
V|rolled back|rollbacka rollbackai rollbackaient rollbackais rollbackait rollbackas rollbackasse rollbackassent rollbackasses rollbackassiez rollbackassions rollbackames rollbackat rollbackates rollbackerent rollbackee rollbackees
V|rolling back|rollbackant
V|roll back|rollbacke rollbackent rollbacker rollbackes rollbackez rollbackiez rollbackions rollbackons
N|novel|roman
N|novelist|romancier romanciere
N|novelists|romanciers romancieres
N|novels|romans
A|round|rond ronde rondes ronds
N|rootkit|rootkit
N|rootkits|rootkits
N|rose|rose
N|roses|roses
N|wheel|roue
N|wheels|roues
A|red|rouge rouges
A|red-haired|rousse rousses roux
N|roads|routes
N|router|routeur
N|routers|routeurs
N|routine|routine
N|routines|routines
V|reopened|rouvert rouverte rouvertes rouverts rouvraient rouvrais rouvrait rouvrirent rouvris rouvrisse rouvrissent rouvrisses rouvrissiez rouvrissions rouvrit rouvrimes rouvrites
V|reopening|rouvrant
V|reopen|rouvre rouvrent rouvres rouvrez rouvriez rouvrions rouvrir rouvrons
N|rtt|rtt
N|heading|rubrique
N|headings|rubriques
A|rough|rude rudes
N|street|rue
N|streets|rues
N|ruin|ruine
N|ruins|ruines
N|streams|ruisseaux
N|termination|rupture resiliation
N|terminations|ruptures resiliations
A|russian|russe russes
N|pace|rythme
N|paces|rythmes
N|rule|regle
N|regulation|reglement reglementation regulation
N|regulations|reglements reglementations regulations
N|rules|regles
V|reign|regne regnent regnes regner regnez regniez regnions regnons
V|rerouted|reachemina reacheminai reacheminaient reacheminais reacheminait reacheminas reacheminasse reacheminassent reacheminasses reacheminassiez reacheminassions reacheminames reacheminat reacheminates reacheminerent reacheminee reacheminees
V|rerouting|reacheminant
V|reroute|reachemine reacheminent reacheminer reachemines reacheminez reacheminiez reacheminions reacheminons
N|reagent|reactif
N|reagents|reactifs
N|reaction|reaction
N|reactions|reactions
V|reactivated|reactiva reactivai reactivaient reactivais reactivait reactivas reactivasse reactivassent reactivasses reactivassiez reactivassions reactivames reactivat reactivates reactiverent reactivee reactivees
V|reactivating|reactivant
V|reactivate|reactive reactivent reactiver reactives reactivez reactiviez reactivions reactivons
V|reassigned|reaffecta reaffectai reaffectaient reaffectais reaffectait reaffectas reaffectasse reaffectassent reaffectasses reaffectassiez reaffectassions reaffectames reaffectat reaffectates reaffecterent reaffectee reaffectees reattribua reattribuai reattribuaient reattribuais reattribuait reattribuas reattribuasse reattribuassent reattribuasses reattribuassiez reattribuassions reattribuames reattribuat reattribuates reattribuerent reattribuee reattribuees
V|reassigning|reaffectant reattribuant
V|reassign|reaffecte reaffectent reaffecter reaffectes reaffectez reaffectiez reaffections reaffectons reattribue reattribuent reattribuer reattribues reattribuez reattribuiez reattribuions reattribuons
V|reacted|reagi reagie reagies reagirent reagissaient reagissais reagissait reagimes reagites
V|react|reagir reagis reagisse reagissent reagisses reagissez reagissiez reagissions reagissons reagit
V|reacting|reagissant
V|carried out|realisa realisai realisaient realisais realisait realisas realisasse realisassent realisasses realisassiez realisassions realisames realisat realisates realiserent realisee realisees
V|carrying out|realisant
N|achievement|realisation
N|achievements|realisations
V|carry out|realise realisent realiser realises realisez realisiez realisions realisons
N|realism|realisme
N|realisms|realismes
A|realistic|realiste realistes
N|reality|realite
N|realities|realites
V|reassembled|reassembla reassemblai reassemblaient reassemblais reassemblait reassemblas reassemblasse reassemblassent reassemblasses reassemblassiez reassemblassions reassemblames reassemblat reassemblates reassemblerent reassemblee reassemblees
V|reassembling|reassemblant
V|reassemble|reassemble reassemblent reassembler reassembles reassemblez reassembliez reassemblions reassemblons
N|recap|recap recapitulatif
N|recaps|recapitulatifs recaps
D|recently|recemment
A|recent|recent recente recentes recents
N|inbox|reception
N|inboxes|receptions
N|recession|recession
N|recessions|recessions
V|warmed|rechauffa rechauffai rechauffaient rechauffais rechauffait rechauffas rechauffasse rechauffassent rechauffasses rechauffassiez rechauffassions rechauffames rechauffat rechauffates rechaufferent rechauffee rechauffees
V|warming|rechauffant
V|warm|rechauffe rechauffent rechauffer rechauffes rechauffez rechauffiez rechauffions rechauffons
V|recited|recita recitai recitaient recitais recitait recitas recitasse recitassent recitasses recitassiez recitassions recitames recitat recitates reciterent recitee recitees
V|reciting|recitant
V|recite|recite recitent reciter recites recitez recitiez recitions recitons
V|retrieve|recupere recuperent recuperes recuperer recuperez recuperiez recuperions recuperons
V|retrieved|recupera recuperai recuperaient recuperais recuperait recuperas recuperasse recuperassent recuperasses recuperassiez recuperassions recuperames recuperat recuperates recupererent recuperee recuperees
V|retrieving|recuperant
N|recovery|recuperation
N|recoveries|recuperations
N|writer|redacteur redactrice ecrivain ecrivaine
N|writers|redacteurs redactrices ecrivaines ecrivains
N|drafting|redaction
N|draftings|redactions
V|write|redige redigent redigeons rediger rediges redigez redigiez redigions ecrire ecris ecrive ecrivent ecrives ecrivez ecriviez ecrivions ecrivons
V|wrote|redigea redigeai redigeaient redigeais redigeait redigeas redigeasse redigeassent redigeasses redigeassiez redigeassions redigeames redigeat redigeates redigerent ecrivaient ecrivais ecrivait ecrivirent ecrivis ecrivisse ecrivissent ecrivisses ecrivissiez ecrivissions ecrivit ecrivimes ecrivites
V|writing|redigeant ecrivant
V|written|redigee redigees ecrit ecrite ecrites ecrits
V|reduce|reduire reduis reduise reduisent reduises reduisez reduisiez reduisions reduisons
V|reduced|reduisaient reduisais reduisait reduisirent reduisis reduisisse reduisissent reduisisses reduisissiez reduisissions reduisit reduisimes reduisites reduit reduite reduites reduits
V|reducing|reduisant
A|real|reel reelle reelles reels veritable veritables
D|actually|reellement
V|retrained|reentraina reentrainai reentrainaient reentrainais reentrainait reentrainas reentrainasse reentrainassent reentrainasses reentrainassiez reentrainassions reentrainames reentrainat reentrainates reentrainerent reentrainee reentrainees
V|retraining|reentrainant
V|retrain|reentraine reentrainent reentrainer reentraines reentrainez reentrainiez reentrainions reentrainons
V|reexamined|reexamina reexaminai reexaminaient reexaminais reexaminait reexaminas reexaminasse reexaminassent reexaminasses reexaminassiez reexaminassions reexaminames reexaminat reexaminates reexaminerent reexaminee reexaminees
V|reexamining|reexaminant
V|reexamine|reexamine reexaminent reexaminer reexamines reexaminez reexaminiez reexaminions reexaminons
V|forwarded|reexpedia reexpediai reexpediaient reexpediais reexpediait reexpedias reexpediasse reexpediassent reexpediasses reexpediassiez reexpediassions reexpediames reexpediat reexpediates reexpedierent reexpediee reexpediees transfera transferai transferaient transferais transferait transferas transferasse transferassent transferasses transferassiez transferassions transferames transferat transferates transfererent transferee transferees transmettaient transmettais transmettait transmirent transmis transmise transmises transmisse transmissent transmisses transmissiez transmit transmimes transmites
V|forwarding|reexpediant transferant transmettant
V|forward|reexpedie reexpedient reexpedier reexpedies reexpediez reexpediiez reexpediions reexpedions transfere transferent transferes transferer transferez transferiez transferions transferons transmet transmets transmette transmettent transmettes transmettez transmettiez transmettions transmettons transmettre
N|reference|ref reference
N|reflection|reflexion
N|reflections|reflexions
V|reformed|reforma reformai reformaient reformais reformait reformas reformasse reformassent reformasses reformassiez reformassions reformames reformat reformates reformerent reformee reformees
V|reforming|reformant
V|reform|reforme reforment reformer reformes reformez reformiez reformions reformons
V|refuted|refuta refutai refutaient refutais refutait refutas refutasse refutassent refutasses refutassiez refutassions refutames refutat refutates refuterent refutee refutees
V|refuting|refutant
V|refute|refute refutent refuter refutes refutez refutiez refutions refutons
V|refer|refere referent referes referer referez referiez referions referons
V|referred|refera referai referaient referais referait referas referasse referassent referasses referassiez referassions referames referat referates refererent referee referees
V|referring|referant
N|references|references
N|diet|regime
N|diets|regimes
N|region|region
N|regions|regions
A|regulatory|reglementaire reglementaires
V|reigned|regna regnai regnaient regnais regnait regnas regnasse regnassent regnasses regnassiez regnassions regnames regnat regnates regnerent regnee regnees
V|reigning|regnant
V|regulated|regula regulai regulaient regulais regulait regulas regulasse regulassent regulasses regulassiez regulassions regulames regulat regulates regulerent regulee regulees
V|regulating|regulant
V|regulate|regule regulent reguler regules regulez reguliez regulions regulons
A|regular|regulier reguliers reguliere regulieres
D|regularly|regulierement
V|reseted|reinitialisa reinitialisai reinitialisaient reinitialisais reinitialisait reinitialisas reinitialisasse reinitialisassent reinitialisasses reinitialisassiez reinitialisassions reinitialisames reinitialisat reinitialisates reinitialiserent reinitialisee reinitialisees
V|reseting|reinitialisant
V|reset|reinitialise reinitialisent reinitialiser reinitialises reinitialisez reinitialisiez reinitialisions reinitialisons
V|reinstalled|reinstalla reinstallai reinstallaient reinstallais reinstallait reinstallas reinstallasse reinstallassent reinstallasses reinstallassiez reinstallassions reinstallames reinstallat reinstallates reinstallerent reinstallee reinstallees
V|reinstalling|reinstallant
V|reinstall|reinstalle reinstallent reinstaller reinstalles reinstallez reinstalliez reinstallions reinstallons
V|reiterate|reitere reiterent reiteres reiterer reiterez reiteriez reiterions reiterons
V|reiterated|reitera reiterai reiteraient reiterais reiterait reiteras reiterasse reiterassent reiterasses reiterassiez reiterassions reiterames reiterat reiterates reitererent reiteree reiterees
V|reiterating|reiterant
V|paying|remunerant retribuant versant
V|repaired|repara reparai reparaient reparais reparait reparas reparasse reparassent reparasses reparassiez reparassions reparames reparat reparates reparerent reparee reparees
V|repairing|reparant
N|repair|reparation
N|repairs|reparations
V|repair|repare reparent reparer repares reparez repariez reparions reparons
V|passed on|repercuta repercutai repercutaient repercutais repercutait repercutas repercutasse repercutassent repercutasses repercutassiez repercutassions repercutames repercutat repercutates repercuterent repercutee repercutees
V|passing on|repercutant
V|pass on|repercute repercutent repercuter repercutes repercutez repercutiez repercutions repercutons
V|replied|repliqua repliquai repliquaient repliquais repliquait repliquas repliquasse repliquassent repliquasses repliquassiez repliquassions repliquames repliquat repliquates repliquerent repliquee repliquees
V|replying|repliquant
V|reply|replique repliquent repliquer repliquez repliquiez repliquions repliquons
N|replies|repliques
V|respond|repond reponde repondent repondes repondez repondiez repondions repondons repondre reponds
V|responded|repondaient repondais repondait repondirent repondis repondisse repondissent repondisses repondissiez repondissions repondit repondu repondue repondues repondus repondimes repondites
V|responding|repondant
N|answering machine|repondeur
N|answering machines|repondeurs
N|answer|reponse
N|answers|reponses
N|reputation|reputation
N|reputations|reputations
V|repeat|repete repetent repetes repeter repetez repetiez repetions repetons
V|repeated|repeta repetai repetaient repetais repetait repetas repetasse repetassent repetasses repetassiez repetassions repetames repetat repetates repeterent repetee repetees
V|repeating|repetant
N|repetition|repetition
N|repetitions|repetitions
V|requisitioned|requisitionna requisitionnai requisitionnaient requisitionnais requisitionnait requisitionnas requisitionnasse requisitionnassent requisitionnasses requisitionnassiez requisitionnassions requisitionnames requisitionnat requisitionnates requisitionnerent requisitionnee requisitionnees
V|requisitioning|requisitionnant
V|requisition|requisitionne requisitionnent requisitionner requisitionnes requisitionnez requisitionniez requisitionnions requisitionnons
N|network|reseau
N|networks|reseaux
V|reserved|reserva reservai reservaient reservais reservait reservas reservasse reservassent reservasses reservassiez reservassions reservames reservat reservates reserverent reservee reservees
V|reserving|reservant
N|booking|reservation
N|bookings|reservations
V|reserve|reserve reservent reserver reserves reservez reserviez reservions reservons
V|resided|resida residai residaient residais residait residas residasse residassent residasses residassiez residassions residames residat residates residerent residee residees
V|residing|residant
V|reside|reside resider resides residez residiez residions residons
N|resident|resident residente
N|residents|residentes residents
V|terminated|resilia resiliai resiliaient resiliais resiliait resilias resiliasse resiliassent resiliasses resiliassiez resiliassions resiliames resiliat resiliates resilierent resiliee resiliees
V|terminating|resiliant
V|terminate|resilie resilient resilier resilies resiliez resiliiez resiliions resilions
V|resisted|resista resistai resistaient resistais resistait resistas resistasse resistassent resistasses resistassiez resistassions resistames resistat resistates resisterent resistee resistees
N|resistance|resistance
N|resistances|resistances
V|resisting|resistant
V|resist|resiste resistent resister resistes resistez resistiez resistions resistons
V|solved|resolu resolue resolues resolurent resolus resolusse resolussent resolusses resolussiez resolussions resolut resolvaient resolvais resolvait resolumes resolutes
V|solving|resolvant
V|solve|resolve resolvent resolves resolvez resolviez resolvions resolvons resoudre resous resout
N|result|resultat
N|results|resultats
V|summarized|resuma resumai resumaient resumais resumait resumas resumasse resumassent resumasses resumassiez resumassions resumames resumat resumates resumerent resumee resumees synthetisa synthetisai synthetisaient synthetisais synthetisait synthetisas synthetisasse synthetisassent synthetisasses synthetisassiez synthetisassions synthetisames synthetisat synthetisates synthetiserent synthetisee synthetisees
V|summarizing|resumant synthetisant
V|summarize|resument resumer resumez resumiez resumions resumons synthetise synthetisent synthetiser synthetises synthetisez synthetisiez synthetisions synthetisons
N|summary|resume synthese
N|summaries|resumes syntheses
V|restoring|retablissant
V|retorted|retorqua retorquai retorquaient retorquais retorquait retorquas retorquasse retorquassent retorquasses retorquassiez retorquassions retorquames retorquat retorquates retorquerent retorquee retorquees
V|retorting|retorquant
V|retort|retorque retorquent retorquer retorques retorquez retorquiez retorquions retorquons
V|demoted|retrograda retrogradai retrogradaient retrogradais retrogradait retrogradas retrogradasse retrogradassent retrogradasses retrogradassiez retrogradassions retrogradames retrogradat retrogradates retrograderent retrogradee retrogradees
V|demoting|retrogradant
V|demote|retrograde retrogradent retrograder retrogrades retrogradez retrogradiez retrogradions retrogradons
V|succeeded|reussi reussie reussies reussirent reussissaient reussissais reussissait reussimes succeda succedai succedaient succedais succedait succedas succedasse succedassent succedasses succedassiez succedassions succedames succedat succedates succederent succedee succedees
V|succeed|reussir reussis reussisse reussissent reussisses reussissez reussissiez reussissions reussissons reussit succede succedent succedes succeder succedez succediez succedions succedons
V|succeeding|reussissant succedant
N|success|reussite succes
N|successes|reussites
N|alarm clock|reveil
V|woke up|reveilla reveillai reveillaient reveillais reveillait reveillas reveillasse reveillassent reveillasses reveillassiez reveillassions reveillames reveillat reveillates reveillerent
V|waking up|reveillant
V|wake up|reveille reveillent reveiller reveilles reveillez reveilliez reveillions reveillons
V|woken up|reveillee reveillees
N|alarm clocks|reveils
V|revised|revisa revisai revisaient revisais revisait revisas revisasse revisassent revisasses revisassiez revisassions revisames revisat revisates reviserent revisee revisees
V|revising|revisant
V|revise|revise revisent reviser revises revisez revisiez revisions revisons
N|revolution|revolution
N|revolutions|revolutions
V|revoked|revoqua revoquai revoquaient revoquais revoquait revoquas revoquasse revoquassent revoquasses revoquassiez revoquassions revoquames revoquat revoquates revoquerent revoquee revoquees
V|revoking|revoquant
V|revoke|revoque revoquent revoquer revoques revoquez revoquiez revoquions revoquons
V|rewrite|reecrire reecris reecrive reecrivent reecrives reecrivez reecriviez reecrivions reecrivons
V|rewritten|reecrit reecrite reecrites reecrits
V|rewrote|reecrivaient reecrivais reecrivait reecrivirent reecrivis reecrivisse reecrivissent reecrivisses reecrivissiez reecrivissions reecrivit reecrivimes reecrivites
V|rewriting|reecrivant
V|dreamed|reva revai revaient revais revait revas revasse revassent revasses revassiez revassions revames revat revates reverent revee revees
V|dreaming|revant
V|dream|reve revent rever revez reviez revions revons
N|dreams|reves
N|role|role
N|roles|roles
P|its|sa ses son
N|sand|sable
N|sands|sables
V|sabotaged|sabota sabotai sabotaient sabotais sabotait sabotas sabotasse sabotassent sabotasses sabotassiez sabotassions sabotames sabotat sabotates saboterent sabotee sabotees
V|sabotaging|sabotant
V|sabotage|sabote sabotent saboter sabotes sabotez sabotiez sabotions sabotons
N|bag|sac
N|bags|sacs
A|wise|sage sages
V|bled|saigna saignai saignaient saignais saignait saignas saignasse saignassent saignasses saignassiez saignassions saignames saignat saignates saignerent saignee saignees
V|bleeding|saignant
V|bleed|saigne saignent saigner saignes saignez saigniez saignions saignons
A|healthy|sain saine saines sains
N|saint|saint sainte
N|saints|saintes saints
V|entering|saisissant
N|season|saison
N|seasons|saisons
N|salad|salade
N|salads|salades
N|salary|salaire
N|salaries|salaires
A|dirty|sale sales
V|dirtied|sali salie salies salirent salissaient salissais salissait salimes salites
V|dirty|salir salis salisse salissent salisses salissez salissiez salissions salissons salit
V|dirtying|salissant
N|living room|salon
N|living rooms|salons
V|greeted|salua saluai saluaient saluais saluait saluas saluasse saluassent saluasses saluassiez saluassions saluames saluat saluates saluerent saluee saluees
V|greeting|saluant
V|greet|salue saluent saluer salues saluez saluiez saluions saluons
N|greeting|salutation
N|greetings|salutations
A|salty|salee salees
N|saturday|samedi
N|saturdays|samedis
N|sanction|sanction
V|sanctioned|sanctionna sanctionnai sanctionnaient sanctionnais sanctionnait sanctionnas sanctionnasse sanctionnassent sanctionnasses sanctionnassiez sanctionnassions sanctionnames sanctionnat sanctionnates sanctionnerent sanctionnee sanctionnees
V|sanctioning|sanctionnant
V|sanction|sanctionne sanctionnent sanctionner sanctionnes sanctionnez sanctionniez sanctionnions sanctionnons
N|sanctions|sanctions
N|sandbox|sandbox
N|sandwich|sandwich
N|sandwiches|sandwichs
N|blood|sang
N|bloods|sangs
P|without|sans
N|health|sante santes
N|satire|satire
N|satires|satires
N|satisfaction|satisfaction
N|satisfactions|satisfactions
V|satisfy|satisfaire satisfais satisfaisons satisfasse satisfassent satisfasses satisfassiez satisfassions satisfont
V|satisfied|satisfaisaient satisfaisais satisfaisait satisfaisiez satisfaisions satisfirent satisfis satisfisse satisfissent satisfisses satisfissiez satisfissions satisfit satisfimes satisfites
V|satisfying|satisfaisant
A|satisfied|satisfait satisfaite satisfaites satisfaits
N|sauce|sauce
N|sauces|sauces
N|jump|saut
N|jumps|sauts
A|wild|sauvage sauvages
N|backup|sauvegarde
N|backups|sauvegardes
N|rescue|sauvetage
N|rescues|sauvetages
N|soap|savon
V|scanned|scanna scannai scannaient scannais scannait scannas scannasse scannassent scannasses scannassiez scannassions scannames scannat scannates scannerent scannee scannees
V|scanning|scannant
V|scan|scanne scannent scanner scannes scannez scanniez scannions scannons
N|scanners|scanners
D|knowingly|sciemment
N|science|science
N|sciences|sciences
N|scientist|scientifique
N|scientists|scientifiques
N|score|score
N|scores|scores
N|script|script
N|scripts|scripts
N|scene|scene
N|scenes|scenes
N|scenario|scenario
N|scenarios|scenarios
N|sdk|sdk
N|sdks|sdks
A|dry|sec secs seches
A|secondary|secondaire secondaires
V|assisting|secondant
N|seconds|secondes
N|help|secours
V|shaken|secouee secouees
N|secret|secret
N|secrets|secrets
A|secret|secrete secretes
D|secretly|secretement
N|secretary|secretaire
N|secretaries|secretaires
N|section|section
N|sections|sections
N|lord|seigneur
N|lords|seigneurs
P|within|sein
P|sixteen|seize
N|salt|sel
P|according to|selon
N|salts|sels
V|sowed|sema semai semaient semais semait semas semasse semassent semasses semassiez semassions semames semat semates semerent
N|week|semaine
N|weeks|semaines
V|sowing|semant
V|seemed|sembla semblai semblaient semblais semblait semblas semblasse semblassent semblasses semblassiez semblassions semblames semblat semblates semblerent semblee semblees
A|similar|semblable semblables similaire similaires
N|pretend|semblant
V|seem|semble semblent sembler sembles semblez sembliez semblions semblons
V|sow|semer semez semiez semions semons sement
V|sown|seme semee semees semes
N|sense|sens
N|sensation|sensation
N|sensations|sensations
N|awareness|sensibilisation
N|awarenesses|sensibilisations
A|sensitive|sensible sensibles
N|feeling|sentiment
N|feelings|sentiments
P|seven|sept
P|seventy|septante
N|september|septembre
N|septembers|septembres
A|seventh|septieme
V|tightened|serra serrai serraient serrais serrait serras serrasse serrassent serrasses serrassiez serrassions serrames serrat serrates serrerent serree serrees
V|tightening|serrant
V|tighten|serre serrent serrer serres serrez serriez serrions serrons
N|server|serveur serveuse
N|servers|serveurs serveuses
A|helpful|serviable serviables
N|towel|serviette
N|towels|serviettes
N|session|session seance
N|sessions|sessions seances
N|threshold|seuil
N|thresholds|seuils
A|only|seul seule seules seuls
D|only|seulement uniquement
N|sex|sexe
N|sexes|sexes
N|sexism|sexisme
N|sexisms|sexismes
A|sexual|sexuel sexuelle sexuelles sexuels
N|shell|shell
N|shellcode|shellcode
N|shellcodes|shellcodes
N|shells|shells
P|if|si
N|siem|siem
N|siems|siems
P|his|sien siens
P|hers|sienne siennes
V|whistled|siffla sifflai sifflaient sifflais sifflait sifflas sifflasse sifflassent sifflasses sifflassiez sifflassions sifflames sifflat sifflates sifflerent sifflee sifflees
V|whistling|sifflant
V|whistle|siffle sifflent siffler siffles sifflez siffliez sifflions sifflons
V|signed|signa signai signaient signais signait signas signasse signassent signasses signassiez signassions signames signat signates signerent signee signees
N|signal|signal
V|signing|signant
N|signature|signature
N|signatures|signatures
N|signals|signaux
V|sign|signe signent signer signez signiez signions signons
N|signs|signes
V|meant|signifia signifiai signifiaient signifiais signifiait signifias signifiasse signifiassent signifiasses signifiassiez signifiassions signifiames signifiat signifiates signifierent signifiee signifiees
V|meaning|signifiant
A|significant|significatif significatifs significative significatives
V|mean|signifie signifient signifier signifies signifiez signifiiez signifiions signifions
N|silence|silence
N|silences|silences
D|silently|silencieusement
D|similarly|similairement
A|simple|simple simples
D|simply|simplement
N|simplicity|simplicite
N|simplicities|simplicites
V|simplified|simplifia simplifiai simplifiaient simplifiais simplifiait simplifias simplifiasse simplifiassent simplifiasses simplifiassiez simplifiassions simplifiames simplifiat simplifiates simplifierent simplifiee simplifiees
V|simplifying|simplifiant
V|simplify|simplifie simplifient simplifier simplifies simplifiez simplifiiez simplifiions simplifions
V|simulated|simula simulai simulaient simulais simulait simulas simulasse simulassent simulasses simulassiez simulassions simulames simulat simulates simulerent simulee simulees
V|simulating|simulant
N|simulation|simulation
N|simulations|simulations
V|simulate|simule simulent simuler simules simulez simuliez simulions simulons
D|simultaneously|simultanement
A|sincere|sincere sinceres
D|sincerely|sincerement
N|monkey|singe
N|monkeys|singes
N|claim|sinistre
N|claims|sinistres
V|siphoned|siphonna siphonnai siphonnaient siphonnais siphonnait siphonnas siphonnasse siphonnassent siphonnasses siphonnassiez siphonnassions siphonnames siphonnat siphonnates siphonnerent siphonnee siphonnees
N|siphoning|siphonnage
N|siphonings|siphonnages
V|siphoning|siphonnant
V|siphon|siphonne siphonnent siphonner siphonnes siphonnez siphonniez siphonnions siphonnons
N|syrup|sirop
N|syrups|sirops
N|siren|sirene
N|sirens|sirenes
N|site|site
N|sites|sites
N|situation|situation
N|situations|situations
D|as soon|sitot
P|six|six
A|sixth|sixieme
N|century|siecle
N|centuries|siecles
N|headquarters|siege sieges
N|ski|ski
N|skis|skis
N|smartphone|smartphone
N|smartphones|smartphones
N|smishing|smishing
N|smishings|smishings
N|sms|sms
N|soc|soc
A|social|social sociale sociales sociaux
N|socket|socket
N|sockets|sockets
N|socs|socs
N|sister|soeur sœur
N|sisters|soeurs sœurs
P|oneself|soi
V|be|soient sois soyez soyons etre
N|thirst|soif
N|thirsts|soifs
V|treated|soigna soignai soignaient soignais soignait soignas soignasse soignassent soignasses soignassiez soignassions soignames soignat soignates soignerent soignee soignees
V|treating|soignant
V|treat|soigne soignent soigner soignes soignez soigniez soignions soignons
N|care|soin
N|cares|soins
N|evening|soir soiree
N|evenings|soirs soirees
P|be|soit
P|sixty|soixante
N|floor|sol etage
V|settled|solda soldai soldaient soldais soldait soldas soldasse soldassent soldasses soldassiez soldassions soldames soldates solderent soldee soldees
V|settling|soldant
N|soldier|soldat
N|soldiers|soldats
N|balance|solde
V|settle|soldent solder soldez soldiez soldions soldons
N|balances|soldes
N|sun|soleil
N|suns|soleils
A|solid|solide solides
N|loneliness|solitude
N|lonelinesses|solitudes
V|requested|sollicita sollicitai sollicitaient sollicitais sollicitait sollicitas sollicitasse sollicitassent sollicitasses sollicitassiez sollicitassions sollicitames sollicitat sollicitates solliciterent sollicitee sollicitees
V|requesting|sollicitant
V|request|sollicite sollicitent solliciter sollicites sollicitez sollicitiez sollicitions sollicitons
N|floors|sols etages
N|solution|solution
N|solutions|solutions
N|table of contents|sommaire sommaires
N|sum|somme
N|sleep|sommeil
N|sleeps|sommeils
N|top|sommet
N|tops|sommets
N|survey|sondage
N|surveys|sondages
N|probe|sonde
N|probes|sondes
V|rang|sonna sonnai sonnaient sonnais sonnait sonnas sonnasse sonnassent sonnasses sonnassiez sonnassions sonnames sonnat sonnates sonnerent
V|ringing|sonnant
V|ring|sonne sonnent sonner sonnes sonnez sonniez sonnions sonnons
V|rung|sonnee sonnees
N|sounds|sons
N|wizard|sorcier sorciere
N|wizards|sorciers sorcieres
V|go out|sors sort sortent sortez sortiez sortions sortir sortons
V|went out|sortaient sortais sortait sortirent sortisse sortissent sortisses sortissiez sortissions sortit sortimes sortites
A|outgoing|sortant sortante sortantes sortants
V|gone out|sorti sortis
N|output|sortie
N|outputs|sorties
N|fates|sorts
A|silly|sot sots sotte sottes
N|issue|souci
V|cared|soucia souciai souciaient souciais souciait soucias souciasse souciassent souciasses souciassiez souciassions souciames souciat souciates soucierent souciee souciees
V|caring|souciant
V|care|soucie soucient soucier soucies souciez souciiez souciions soucions
N|issues|soucis
V|bribe|soudoie soudoient soudoies soudoyer soudoyez soudoyiez soudoyions soudoyons
V|bribed|soudoya soudoyai soudoyaient soudoyais soudoyait soudoyas soudoyasse soudoyassent soudoyasses soudoyassiez soudoyassions soudoyames soudoyat soudoyates soudoyerent soudoye soudoyee soudoyees soudoyes
V|bribing|soudoyant
V|suffered|souffert soufferte souffertes soufferts souffraient souffrais souffrait souffrirent souffris souffrisse souffrissent souffrisses souffrissiez souffrissions souffrit souffrimes souffrites
V|blew|souffla soufflai soufflaient soufflais soufflait soufflas soufflasse soufflassent soufflasses soufflassiez soufflassions soufflames soufflat soufflates soufflerent
V|blowing|soufflant
V|blow|souffle soufflent souffler souffles soufflez souffliez soufflions soufflons
V|blown|soufflee soufflees
V|suffering|souffrant
V|suffer|souffre souffrent souffres souffrez souffriez souffrions souffrir souffrons
N|wish|souhait voeu vœu
V|wished|souhaita souhaitai souhaitaient souhaitais souhaitait souhaitas souhaitasse souhaitassent souhaitasses souhaitassiez souhaitassions souhaitames souhaitat souhaitates souhaiterent souhaitee souhaitees
V|wishing|souhaitant
V|wish|souhaite souhaitent souhaiter souhaites souhaitez souhaitiez souhaitions souhaitons
N|wishes|souhaits voeux vœus
A|relieved|soulage soulagee soulagees soulages
V|underlined|souligna soulignai soulignaient soulignais soulignait soulignas soulignasse soulignassent soulignasses soulignassiez soulignassions soulignames soulignat soulignates soulignerent soulignee soulignees
V|underlining|soulignant
V|underline|souligne soulignent souligner soulignes soulignez souligniez soulignions soulignons
V|submit|soumet soumets soumette soumettent soumettes soumettez soumettiez soumettions soumettons soumettre
V|submitted|soumettaient soumettais soumettait soumirent soumis soumise soumises soumisse soumissent soumisses soumissiez soumit soumimes soumites
V|submitting|soumettant
N|submission|soumission
N|submissions|soumissions
N|soup|soupe
N|soups|soupes
N|sigh|soupir
N|sighs|soupirs
N|suspicion|soupcon
V|suspected|soupconna soupconnai soupconnaient soupconnais soupconnait soupconnas soupconnasse soupconnassent soupconnasses soupconnassiez soupconnassions soupconnames soupconnat soupconnates soupconnerent soupconnee soupconnees
V|suspecting|soupconnant
V|suspect|soupconne soupconnent soupconner soupconnes soupconnez soupconniez soupconnions soupconnons
N|suspicions|soupcons
N|source|source
N|sources|sources
A|deaf|sourd sourde sourdes sourds
V|smiled|souri souriaient souriais souriait sourirent sourisse sourissent sourisses sourissiez sourissions sourimes sourites
V|smiling|souriant
V|smile|sourie sourient souries souriez souriiez souriions sourions sourire sourit
N|mouse|souris
P|under|sous
V|subtract|soustraie soustraient soustraies soustraire soustrais soustrayez soustrayiez soustrayions soustrayons
V|subtracted|soustrait soustraite soustraites soustraits soustrayaient soustrayais soustrayait
V|subtracting|soustrayant
N|hold|soute
V|supported|soutenaient soutenais soutenait soutenu soutenue soutenues soutenus soutinrent soutins soutinsse soutinssent soutinsses soutinssiez soutinssions soutint soutinmes soutintes supporta supportai supportaient supportais supportait supportas supportasse supportassent supportasses supportassiez supportassions supportames supportat supportates supporterent supportee supportees etaya etayai etayaient etayais etayait etayas etayasse etayassent etayasses etayassiez etayassions etayames etayat etayates etayerent etayee etayees
V|supporting|soutenant supportant etayant
V|support|soutenez souteniez soutenions soutenir soutenons soutienne soutiennent soutiennes soutiens soutient supporte supportent supporter supportes supportez supportiez supportions supportons etaie etaies etaye etayent etayer etayes etayez etayiez etayions etayons
N|holds|soutes
V|remembered|souvenaient souvenais souvenait souvenu souvenue souvenues souvenus souvinrent souvins souvinsse souvinssent souvinsses souvinssiez souvinssions souvint souvinmes souvintes
V|remembering|souvenant
V|remember|souvenez souveniez souvenions souvenir souvenons souvienne souviennent souviennes souviens souvient
D|often|souvent
N|spa|spa
V|spammed|spamma spammai spammaient spammais spammait spammas spammasse spammassent spammasses spammassiez spammassions spammames spammat spammates spammerent spammee spammees
V|spamming|spammant
V|spam|spamme spamment spammer spammes spammez spammiez spammions spammons
N|spas|spas
N|show|spectacle
N|shows|spectacles
N|viewer|spectateur spectatrice
N|viewers|spectateurs spectatrices
V|spoofed|spoofa spoofai spoofaient spoofais spoofait spoofas spoofasse spoofassent spoofasses spoofassiez spoofassions spoofames spoofat spoofates spooferent spoofee spoofees
V|spoofing|spoofant
V|spoof|spoofe spoofent spoofer spoofes spoofez spoofiez spoofions spoofons
N|sport|sport
N|sports|sports
N|sprint|sprint
N|sprints|sprints
A|special|special speciale speciales speciaux
D|specially|specialement
N|specialist|specialiste
N|specialists|specialistes
N|specification|specification
N|specifications|specifications
A|specific|specifique specifiques
D|specifically|specifiquement
N|ssh|ssh
N|sshes|sshs
N|sso|sso
N|ssos|ssos
V|stabilized|stabilisa stabilisai stabilisaient stabilisais stabilisait stabilisas stabilisasse stabilisassent stabilisasses stabilisassiez stabilisassions stabilisames stabilisat stabilisates stabiliserent stabilisee stabilisees
V|stabilizing|stabilisant
V|stabilize|stabilise stabilisent stabiliser stabilises stabilisez stabilisiez stabilisions stabilisons
N|stability|stabilite
N|stabilities|stabilites
A|stable|stable stables
N|stadium|stade
N|stadiums|stades
N|internship|stage
N|internships|stages
N|intern|stagiaire
N|interns|stagiaires
N|startup|startup
N|startups|startups
N|statistic|statistique
N|statistics|statistiques
N|statue|statue
N|statues|statues
N|status|statut
N|statuses|statuts
N|flight attendant|steward
N|flight attendants|stewards
V|stipulated|stipula stipulai stipulaient stipulais stipulait stipulas stipulasse stipulassent stipulasses stipulassiez stipulassions stipulames stipulat stipulates stipulerent stipulee stipulees
V|stipulating|stipulant
V|stipulate|stipule stipulent stipuler stipules stipulez stipuliez stipulions stipulons
N|stock|stock
N|storage|stockage stockages
N|stocks|stocks
P|please|stp svp
N|ploy|stratageme
N|ploys|stratagemes
N|strategy|strategie
N|strategies|strategies
N|stress|stress
A|strict|strict stricte strictes stricts
V|structured|structura structurai structuraient structurais structurait structuras structurasse structurassent structurasses structurassiez structurassions structurames structurat structurates structurerent structuree structurees
V|structuring|structurant
V|structure|structure structurent structurer structurez structuriez structurions structurons
N|structures|structures
N|style|style
N|styles|styles
N|pen|stylo
N|pens|stylos
V|known|su sue sues sus
V|undergoed|subi subie subies subirent subissaient subissais subissait subimes subites
V|undergo|subir subis subisse subissent subisses subissez subissiez subissions subissons subit
V|undergoing|subissant
N|subordinate|subordonne subordonnee
N|subordinates|subordonnees subordonnes
N|substance|substance
N|substances|substances
V|substituted|substitua substituai substituaient substituais substituait substituas substituasse substituassent substituasses substituassiez substituassions substituames substituat substituates substituerent substituee substituees supplea suppleai suppleaient suppleais suppleait suppleas suppleasse suppleassent suppleasses suppleassiez suppleassions suppleames suppleat suppleates suppleerent suppleee suppleees
V|substituting|substituant suppleant
V|substitute|substitue substituent substituer substitues substituez substituiez substituions substituons supplee suppleent suppleer supplees suppleez suppleiez suppleions suppleons
N|substitution|substitution
N|substitutions|substitutions
A|subsequent|subsequent subsequente subsequentes subsequents
N|subterfuge|subterfuge
N|subterfuges|subterfuges
D|successively|successivement
V|suck|suce sucent sucer suces sucez suciez sucions sucons
A|sweet|sucre sucree sucrees sucres
V|sucked|sucerent sucee sucees suca sucai sucaient sucais sucait sucas sucasse sucassent sucasses sucassiez sucassions sucames sucat sucates
N|south|sud
N|sudo|sudo
N|souths|suds
V|sufficed|suffi suffirent suffisaient suffisais suffisait suffisse suffissent suffisses suffissiez suffissions suffimes suffites
V|suffice|suffire suffis suffise suffisent suffises suffisez suffisiez suffisions suffisons suffit
D|sufficiently|suffisamment
A|sufficient|suffisant suffisante suffisantes suffisants
N|suffix|suffixe
N|suffixes|suffixes
N|suggestion|suggestion
N|suggestions|suggestions
V|suggest|suggere suggerent suggeres suggerer suggerez suggeriez suggerions suggerons
V|suggested|suggera suggerai suggeraient suggerais suggerait suggeras suggerasse suggerassent suggerasses suggerassiez suggerassions suggerames suggerat suggerates suggererent suggeree suggerees
V|suggesting|suggerant
N|suicide|suicide
N|suicides|suicides
V|am|suis
N|following|suite
N|followings|suites
A|following|suivant suivante suivantes suivants
N|follow-up|suivi
N|follow-ups|suivis
N|subject|sujet
N|subjects|sujets
N|superadmin|superadmin
N|superadmins|superadmins
A|superb|superbe superbes
A|unnecessary|superflu superflue superflues superflus
N|supermarket|supermarche
N|supermarkets|supermarches
N|superuser|superutilisateur
N|superusers|superutilisateurs
N|supervisor|superviseur superviseuse
N|supervisors|superviseurs superviseuses
N|supervision|supervision
N|supervisions|supervisions
V|superseded|supplanta supplantai supplantaient supplantais supplantait supplantas supplantasse supplantassent supplantasses supplantassiez supplantassions supplantames supplantat supplantates supplanterent supplantee supplantees
V|superseding|supplantant
V|supersede|supplante supplantent supplanter supplantes supplantez supplantiez supplantions supplantons
V|supposed|supposa supposai supposaient supposais supposait supposas supposasse supposassent supposasses supposassiez supposassions supposames supposat supposates supposerent supposee supposees
V|supposing|supposant
V|suppose|suppose supposent supposer supposes supposez supposiez supposions supposons
N|deletion|suppression
N|deletions|suppressions
V|deleted|supprima supprimai supprimaient supprimais supprimait supprimas supprimasse supprimassent supprimasses supprimassiez supprimassions supprimames supprimat supprimates supprimerent supprimee supprimees
V|deleting|supprimant
V|delete|supprime suppriment supprimer supprimes supprimez supprimiez supprimions supprimons
N|superior|superieur superieure
N|superiors|superieures superieurs
P|on|sur
N|surface|surface
N|surfaces|surfaces
V|arisen|surgi surgie surgies
V|arise|surgir surgis surgisse surgissent surgisses surgissez surgissiez surgissions surgissons surgit
V|arose|surgirent surgissaient surgissais surgissait surgimes surgites
V|arising|surgissant
V|highlighted|surligna surlignai surlignaient surlignais surlignait surlignas surlignasse surlignassent surlignasses surlignassiez surlignassions surlignames surlignat surlignates surlignerent surlignee surlignees
V|highlighting|surlignant
V|highlight|surligne surlignent surligner surlignes surlignez surligniez surlignions surlignons
V|overcame|surmonta surmontai surmontaient surmontais surmontait surmontas surmontasse surmontassent surmontasses surmontassiez surmontassions surmontames surmontat surmontates surmonterent
V|overcoming|surmontant
V|overcome|surmonte surmontent surmonter surmontes surmontez surmontiez surmontions surmontons surmontee surmontees
V|surprised|surprenaient surprenais surprenait surprirent surprisse surprissent surprisses surprissiez surprissions surprit surprimes surprites etonna etonnai etonnaient etonnais etonnait etonnas etonnasse etonnassent etonnasses etonnassiez etonnassions etonnames etonnat etonnates etonnerent
A|surprising|surprenant surprenante surprenantes surprenants etonnant etonnante etonnantes etonnants
V|surprise|surprend surprendre surprends surprenez surpreniez surprenions surprenne surprennent surprennes surprenons etonnent etonner etonnez etonniez etonnions etonnons
A|surprised|surpris
N|surprise|surprise
N|surprises|surprises
D|especially|surtout
N|monitoring|surveillance surveillances
V|occurred|survenaient survenais survenait survenu survenue survenues survenus survinrent survins survinsse survinssent survinsses survinssiez survinssions survint survinmes survintes
V|occurring|survenant
V|occur|survenez surveniez survenions survenir survenons survienne surviennent surviennes surviens survient
V|survive|survis survit survive survivent survives survivez surviviez survivions survivons survivre
V|survived|survivaient survivais survivait survecu survecue survecues survecurent survecus survecusse survecussent survecusses survecussiez survecussions survecut survecumes survecutes
V|surviving|survivant
V|hovered|survola survolai survolaient survolais survolait survolas survolasse survolassent survolasses survolassiez survolassions survolames survolat survolates survolerent survolee survolees
V|hovering|survolant
V|hover|survole survolent survoler survoles survolez survoliez survolions survolons
V|aroused|suscita suscitai suscitaient suscitais suscitait suscitas suscitasse suscitassent suscitasses suscitassiez suscitassions suscitames suscitat suscitates susciterent suscitee suscitees
V|arousing|suscitant
V|arouse|suscite suscitent susciter suscites suscitez suscitiez suscitions suscitons
A|aforementioned|susdit susdite susdites susdits
N|suspect|suspect suspecte
N|suspects|suspectes suspects
V|suspend|suspend suspende suspendent suspendes suspendez suspendiez suspendions suspendons suspendre suspends
V|suspended|suspendaient suspendais suspendait suspendirent suspendis suspendisse suspendissent suspendisses suspendissiez suspendissions suspendit suspendu suspendue suspendues suspendus suspendimes suspendites
V|suspending|suspendant
A|suspicious|suspicieuse suspicieuses suspicieux
V|sucking|sucant
N|swift|swift
N|swifts|swifts
N|syllable|syllabe
N|syllables|syllabes
N|symbol|symbole
N|symbols|symboles
V|symbolized|symbolisa symbolisai symbolisaient symbolisais symbolisait symbolisas symbolisasse symbolisassent symbolisasses symbolisassiez symbolisassions symbolisames symbolisat symbolisates symboliserent symbolisee symbolisees
V|symbolizing|symbolisant
V|symbolize|symbolise symbolisent symboliser symbolises symbolisez symbolisiez symbolisions symbolisons
A|nice|sympa sympae sympaes sympas sympathique sympathiques
N|symptom|symptome
N|symptoms|symptomes
N|synagogue|synagogue
N|synagogues|synagogues
V|synced|synchronisa synchronisai synchronisaient synchronisais synchronisait synchronisas synchronisasse synchronisassent synchronisasses synchronisassiez synchronisassions synchronisames synchronisat synchronisates synchroniserent synchronisee synchronisees
V|syncing|synchronisant
N|sync|synchronisation
N|syncs|synchronisations
V|sync|synchronise synchronisent synchroniser synchronises synchronisez synchronisiez synchronisions synchronisons
N|union|syndicat union
N|unions|syndicats unions
N|syntax|syntaxe
N|syntaxes|syntaxes
N|sysadmin|sysadmin
N|sysadmins|sysadmins
N|system|system systeme
N|systems|systems systemes
D|systematically|systematiquement
A|systemic|systemique systemiques
V|dry|seche sechent secher sechez sechiez sechions sechons
V|dried|secha sechai sechaient sechais sechait sechas sechasse sechassent sechasses sechassiez sechassions sechames sechat sechates secherent sechee sechees
V|drying|sechant
N|social security|secu secus
V|secured|securisa securisai securisaient securisais securisait securisas securisasse securisassent securisasses securisassiez securisassions securisames securisat securisates securiserent
V|securing|securisant
V|secure|securisent securiser securisez securisiez securisions securisons
A|secure|securise securisee securisees securises
A|safe|securitaire securitaires
N|safety|securite securites surete suretes
V|seduce|seduire seduis seduise seduisent seduises seduisez seduisiez seduisions seduisons
V|seduced|seduisaient seduisais seduisait seduisirent seduisis seduisisse seduisissent seduisisses seduisissiez seduisissions seduisit seduisimes seduisites seduit seduite seduites seduits
V|seducing|seduisant
N|stay|sejour
N|stays|sejours
V|selected|selectionna selectionnai selectionnaient selectionnais selectionnait selectionnas selectionnasse selectionnassent selectionnasses selectionnassiez selectionnassions selectionnames selectionnat selectionnates selectionnerent selectionnee selectionnees
V|selecting|selectionnant
V|select|selectionne selectionnent selectionner selectionnes selectionnez selectionniez selectionnions selectionnons
N|seminar|seminaire
N|seminars|seminaires
N|senate|senat
N|senates|senats
V|separated|separa separai separaient separais separait separas separasse separassent separasses separassiez separassions separames separat separates separerent separee separees
V|separating|separant
N|separator|separateur
N|separators|separateurs
N|separation|separation
N|separations|separations
V|separate|separe separent separer separes separez separiez separions separons
D|separately|separement
N|sequence|sequence
N|sequences|sequences
V|held captive|sequestra sequestrai sequestraient sequestrais sequestrait sequestras sequestrasse sequestrassent sequestrasses sequestrassiez sequestrassions sequestrames sequestrat sequestrates sequestrerent sequestree sequestrees
V|holding captive|sequestrant
V|hold captive|sequestre sequestrent sequestrer sequestres sequestrez sequestriez sequestrions sequestrons
N|series|serie series
D|seriously|serieusement
A|severe|severe severes
A|sure|sure sures surs
D|surely|surement
P|you|t te toi tu vous
P|your|ta tes ton vos votre
N|table|table tableau
N|tables|tableaux tables
N|spreadsheet|tableur
N|spreadsheets|tableurs
D|tacitly|tacitement
N|tactic|tactique
N|tactics|tactiques
N|size|taille
N|sizes|tailles
V|keep quiet|taire tais taise taisent taises taisez taisiez taisions taisons tait
V|kept quiet|taisaient taisais taisait turent tus tusse tussent tusses tussiez tussions tut tumes tutes
V|keeping quiet|taisant
N|talent|talent
N|talents|talents
N|buffer|tampon
N|buffers|tampons
P|while|tandis
D|as|tant
N|aunt|tante
N|aunts|tantes
V|typed|tapa tapai tapaient tapais tapait tapas tapasse tapassent tapasses tapassiez tapassions tapames tapat tapates taperent tapee tapees
V|typing|tapant
V|type|tape tapent taper tapes tapez tapiez tapions tapons
N|carpet|tapis
D|late|tard
A|late|tardif tardifs tardive tardives
N|rate|tarif taux
N|pricing|tarification
N|pricings|tarifications
N|rates|tarifs
N|pile|tas
N|cup|tasse
N|cups|tasses
N|taxi|taxi
N|taxis|taxis
N|taxonomy|taxonomie
N|taxonomies|taxonomies
N|team|team equipe
N|teams|teams equipes
N|technician|technicien technicienne
N|technicians|techniciennes techniciens
A|technical|technique
D|technically|techniquement
N|techniques|techniques
N|technology|technologie
N|technologies|technologies
A|technological|technologique technologiques
V|dyed|teignaient teignais teignait teignirent teignis teignisse teignissent teignisses teignissiez teignissions teignit teignimes teignites teint teinte teintes teints
V|dyeing|teignant
V|dye|teigne teignent teignes teignez teigniez teignions teignons teindre teins
P|such|tel telle telles tels
N|temple|temple
N|temples|temples
N|temperature|temperature
N|temperatures|temperatures
V|tend|tend tende tendent tendes tendez tendiez tendions tendons tendre tends
V|tended|tendaient tendais tendait tendirent tendis tendisse tendissent tendisses tendissiez tendissions tendit tendu tendue tendues tendus tendimes tendites
N|trend|tendance
N|trends|tendances
V|tending|tendant
A|tender|tendres
N|tennis|tennis
N|tension|tension
N|tensions|tensions
V|attempted|tenta tentai tentaient tentais tentait tentas tentasse tentassent tentasses tentassiez tentassions tentames tentat tentates tenterent tentee tentees
V|attempting|tentant
N|attempt|tentative
N|attempts|tentatives
V|attempt|tente tentent tenter tentes tentez tentiez tentions tentons
N|term|terme
N|terms|termes
N|terminal|terminal
N|terminals|terminaux
N|ground|terrain
N|grounds|terrains
N|terrace|terrasse
N|terraces|terrasses
N|earth|terre
N|earths|terres
A|terrible|terrible terribles
D|terribly|terriblement
N|territory|territoire
N|territories|territoires
N|terrorism|terrorisme
N|terrorisms|terrorismes
N|terrorist|terroriste
N|terrorists|terroristes
D|third|tertio troisiemement
N|test|test
V|tested|testa testai testaient testais testait testas testasse testassent testasses testassiez testassions testames testat testates testerent testee testees
V|testing|testant
V|test|teste testent tester testes testez testiez testions testons
N|tester|testeur testeuse
N|testers|testeurs testeuses
N|tests|tests
N|text|texte
N|texts|textes
A|textual|textuel textuelle textuelles textuels
D|verbatim|textuellement
N|threads|threads
N|theme|theme
N|themes|themes
N|thesis|these
N|theses|theses
N|tea|the
N|theory|theorie
N|theories|theories
A|theoretical|theorique theoriques
D|theoretically|theoriquement
N|therapist|therapeute
N|therapists|therapeutes
N|therapy|therapie
N|therapies|therapies
N|teas|thes
N|theater|theatre
N|theaters|theatres
P|yours|tien tienne tiennes tiens votres
N|third|tiers
N|tiger|tigre
N|tigers|tigres
N|dash|tiret
N|dashes|tirets
N|fabric|tissu
N|fabrics|tissus
N|holder|titulaire
N|holders|titulaires
V|tenured|titularisa titularisai titularisaient titularisais titularisait titularisas titularisasse titularisassent titularisasses titularisassiez titularisassions titularisames titularisat titularisates titulariserent titularisee titularisees
V|tenuring|titularisant
V|tenure|titularise titularisent titulariser titularises titularisez titularisiez titularisions titularisons
A|lukewarm|tiede tiedes
D|always|tjs toujours
P|do not worry|tkt
N|toilet|toilette
N|toilets|toilettes
N|roof|toit
N|roofs|toits
V|tokenized|tokenisa tokenisai tokenisaient tokenisais tokenisait tokenisas tokenisasse tokenisassent tokenisasses tokenisassiez tokenisassions tokenisames tokenisat tokenisates tokeniserent tokenisee tokenisees
V|tokenizing|tokenisant
V|tokenize|tokenise tokenisent tokeniser tokenises tokenisez tokenisiez tokenisions tokenisons
V|tolerate|tolere tolerent toleres tolerer tolerez toleriez tolerions tolerons
V|tolerated|tolera tolerai toleraient tolerais tolerait toleras tolerasse tolerassent tolerasses tolerassiez tolerassions tolerames tolerat tolerates tolererent toleree tolerees
V|tolerating|tolerant
N|tomato|tomate
N|tomatoes|tomates
N|volume|tome volume
N|volumes|tomes volumes
V|twist|tord torde tordent tordes tordez tordiez tordions tordons tordre tords
V|twisted|tordaient tordais tordait tordirent tordis tordisse tordissent tordisses tordissiez tordissions tordit tordu tordue tordues tordus tordimes tordites
V|twisting|tordant
N|wrong|tort
N|wrongs|torts
V|tortured|tortura torturai torturaient torturais torturait torturas torturasse torturassent torturasses torturassiez torturassions torturames torturat torturates torturerent torturee torturees
V|torturing|torturant
V|torture|torture torturent torturer torturez torturiez torturions torturons
N|tortures|tortures
N|total|total
A|total|totale totales
D|totally|totalement
N|totals|totaux
V|touched|toucha touchai touchaient touchais touchait touchas touchasse touchassent touchasses touchassiez touchassions touchames touchat touchates toucherent touchee touchees
V|touching|touchant
V|touch|touche touchent toucher touches touchez touchiez touchions touchons
N|turn|tour
N|tourism|tourisme
N|tourisms|tourismes
N|tourist|touriste
N|tourists|touristes
V|running|tournant
N|turns|tours
P|all|tous tout toute toutes ts tt
V|coughed|toussa toussai toussaient toussais toussait toussas toussasse toussassent toussasses toussassiez toussassions toussames toussat toussates tousserent toussee toussees
V|coughing|toussant
V|cough|tousse toussent tousser tousses toussez toussiez toussions toussons
N|cough|toux
A|toxic|toxique toxiques
N|traces|traces
N|tracker|tracker traqueur
N|trackers|trackers traqueurs
A|traditional|traditionnel traditionnelle traditionnelles traditionnels
N|translator|traducteur traductrice
N|translators|traducteurs traductrices
N|translation|traduction
N|translations|traductions
V|translate|traduire traduis traduise traduisent traduises traduisez traduisiez traduisions traduisons
V|translated|traduisaient traduisais traduisait traduisirent traduisis traduisisse traduisissent traduisisses traduisissiez traduisissions traduisit traduisimes traduisites traduit traduite traduites traduits
V|translating|traduisant
V|betrayed|trahi trahie trahies trahirent trahissaient trahissais trahissait trahimes trahites
V|betray|trahir trahis trahisse trahissent trahisses trahissez trahissiez trahissions trahissons trahit
V|betraying|trahissant
N|train|train
N|trains|trains
N|trait|trait
V|processed|traita traitai traitaient traitais traitait traitas traitasse traitassent traitasses traitassiez traitassions traitames traitat traitates traiterent traitee traitees
V|processing|traitant
V|process|traite traitent traiter traites traitez traitiez traitions traitons
N|treatment|traitement
N|treatments|traitements
N|traits|traits
N|journey|trajet
N|journeys|trajets
A|quiet|tranquille tranquilles
D|quietly|tranquillement
N|transcript|transcription
N|transcripts|transcriptions
V|transformed|transforma transformai transformaient transformais transformait transformas transformasse transformassent transformasses transformassiez transformassions transformames transformat transformates transformerent transformee transformees
V|transforming|transformant
V|transform|transforme transforment transformer transformes transformez transformiez transformions transformons
V|transgressed|transgressa transgressai transgressaient transgressais transgressait transgressas transgressasse transgressassent transgressasses transgressassiez transgressassions transgressames transgressat transgressates transgresserent transgressee transgressees
V|transgressing|transgressant
V|transgress|transgresse transgressent transgresser transgresses transgressez transgressiez transgressions transgressons
N|transmission|transmission
N|transmissions|transmissions
N|transparency|transparence
N|transparencies|transparences
A|transparent|transparent transparente transparentes transparents
N|transport|transport
V|transported|transporta transportai transportaient transportais transportait transportas transportasse transportassent transportasses transportassiez transportassions transportames transportat transportates transporterent transportee transportees
V|transporting|transportant
V|transport|transporte transportent transporter transportes transportez transportiez transportions transportons
N|carrier|transporteur
N|carriers|transporteurs
N|transports|transports
A|hardworking|travailleur travailleurs travailleuse travailleuses
P|through|travers
N|traceability|tracabilite
N|traceabilities|tracabilites
V|dragged|traina trainai trainaient trainais trainait trainas trainasse trainassent trainasses trainassiez trainassions trainames trainat trainates trainerent trainee trainees
V|dragging|trainant
V|drag|traine trainent trainer traines trainez trainiez trainions trainons
P|thirteen|treize
V|trembled|trembla tremblai tremblaient tremblais tremblait tremblas tremblasse tremblassent tremblasses tremblassiez tremblassions tremblames tremblat tremblates tremblerent tremblee tremblees
V|trembling|tremblant
V|tremble|tremble tremblent trembler trembles tremblez trembliez tremblions tremblons
N|tremor|tremblement
N|tremors|tremblements
P|thirty|trente
V|sorted|tria triai triaient triais triait trias triasse triassent triasses triassiez triassions triames triat triates trierent triee triees
N|triage|triage
N|triages|triages
V|sorting|triant
N|courts|tribunaux
V|cheated|tricha trichai trichaient trichais trichait trichas trichasse trichassent trichasses trichassiez trichassions trichames trichat trichates tricherent trichee trichees
V|cheating|trichant
V|cheat|triche trichent tricher triches trichez trichiez trichions trichons
V|sort|trie trient trier tries triez triiez triions trions
V|triumphed|triompha triomphai triomphaient triomphais triomphait triomphas triomphasse triomphassent triomphasses triomphassiez triomphassions triomphames triomphat triomphates triompherent triomphee triomphees
V|triumphing|triomphant
V|triumph|triomphe triomphent triompher triomphes triomphez triomphiez triomphions triomphons
A|sad|triste tristes
N|sadness|tristesse
N|sadnesses|tristesses
N|troy|troie
N|troys|troies
P|three|trois
A|third|troisieme troisiemes
N|paper clip|trombone
N|paper clips|trombones
V|deceived|trompa trompai trompaient trompais trompait trompas trompasse trompassent trompasses trompassiez trompassions trompames trompat trompates tromperent trompee trompees
V|deceiving|trompant
V|deceive|trompe trompent tromper trompes trompez trompiez trompions trompons
N|deception|tromperie
N|deceptions|tromperies
D|too|trop
N|hole|trou
N|troop|troupe
N|herd|troupeau
N|herds|troupeaux
N|troops|troupes
N|holes|trous
N|trojan|troyen
N|trojans|troyens
V|riged|truqua truquai truquaient truquais truquait truquas truquasse truquassent truquasses truquassiez truquassions truquames truquat truquates truquerent truquee truquees
V|riging|truquant
V|rig|truque truquent truquer truques truquez truquiez truquions truquons
D|very|tres
N|treasure|tresor
N|treasury|tresorerie
N|treasuries|tresoreries
N|treasurer|tresorier tresoriere
N|treasurers|tresoriers tresorieres
N|treasures|tresors
N|including tax|ttc
V|killed|tua tuai tuaient tuais tuait tuas tuasse tuassent tuasses tuassiez tuassions tuames tuat tuates tuerent tuee tuees
V|killing|tuant
V|kill|tue tuent tuer tues tuez tuiez tuions tuons
N|tunnel|tunnel
N|tunnels|tunnels
A|turkish|turc turcs turque turques
N|tutorial|tuto tutoriel
N|tutorials|tutoriels tutos
N|pipe|tuyau
N|pipes|tuyaux
N|vat|tva
N|vats|tvas
N|tweet|tweet
N|tweets|tweets
N|type|type
N|types|types
A|typical|typique typiques
N|task|tache
N|tasks|taches
N|tv|tele
N|download|telechargement
N|downloads|telechargements
V|phoned|telephona telephonai telephonaient telephonais telephonait telephonas telephonasse telephonassent telephonasses telephonassiez telephonassions telephonames telephonat telephonates telephonerent telephonee telephonees
V|phoning|telephonant
V|phone|telephone telephonent telephoner telephonez telephoniez telephonions telephonons
N|phones|telephones
N|tvs|teles
N|remote work|teletravail
N|remote works|teletravails
V|uploaded|televersa televersai televersaient televersais televersait televersas televersasse televersassent televersasses televersassiez televersassions televersames televersat televersates televerserent televersee televersees uploada uploadai uploadaient uploadais uploadait uploadas uploadasse uploadassent uploadasses uploadassiez uploadassions uploadames uploadat uploadates uploaderent uploadee uploadees
V|uploading|televersant uploadant
V|upload|televerse televersent televerser televerses televersez televersiez televersions televersons uploade uploadent uploader uploades uploadez uploadiez uploadions uploadons
N|television|television
N|televisions|televisions
V|testified|temoigna temoignai temoignaient temoignais temoignait temoignas temoignasse temoignassent temoignasses temoignassiez temoignassions temoignames temoignat temoignates temoignerent temoignee temoignees
N|testimonial|temoignage
N|testimonials|temoignages
V|testifying|temoignant
V|testify|temoigne temoignent temoigner temoignes temoignez temoigniez temoignions temoignons
N|witness|temoin
N|witnesses|temoins
N|head|tete
N|heads|tetes
D|early|tot
A|later|ulterieur ulterieure ulterieures ulterieurs
P|a|un une
N|uncensored|uncensored
P|ones|unes uns
N|unfiltered|unfiltered
V|united|uni unie unies unirent unissaient unissais unissait unimes
V|unified|unifia unifiai unifiaient unifiais unifiait unifias unifiasse unifiassent unifiasses unifiassiez unifiassions unifiames unifiat unifiates unifierent unifiee unifiees
V|unifying|unifiant
V|unify|unifie unifient unifier unifies unifiez unifiiez unifiions unifions
A|unique|unique uniques
V|unite|unir unis unisse unissent unisses unissez unissiez unissions unissons unit
V|uniting|unissant
N|unit|unite
N|units|unites
N|universe|univers
N|university|universite
N|universities|universites
N|unlock|unlock
N|unlocked|unlocked
N|unrestricted|unrestricted
N|upgrade|upgrade
N|upgrades|upgrades
D|urgently|urgemment
N|emergency|urgence
N|emergencies|urgences
A|urgent|urgent urgente urgentes urgents urgt
N|url|url
N|urls|urls
V|wore out|usa usai usaient usais usait usas usasse usassent usasses usassiez usassions usames usat usates userent
N|use|usage utilisation
N|user|usager usagere utilisateur utilisatrice
N|users|usagers usageres users utilisateurs utilisatrices
N|uses|usages utilisations
V|wearing out|usant
V|wear out|use usent user uses usez usiez usions usons
N|factory|usine
N|factories|usines
V|impersonated|usurpa usurpai usurpaient usurpais usurpait usurpas usurpasse usurpassent usurpasses usurpassiez usurpassions usurpames usurpat usurpates usurperent usurpee usurpees
V|impersonating|usurpant
N|impersonation|usurpation
N|impersonations|usurpations
V|impersonate|usurpe usurpent usurper usurpes usurpez usurpiez usurpions usurpons
V|worn out|usee usees
A|useful|utile utiles
V|used|utilisa utilisai utilisaient utilisais utilisait utilisas utilisasse utilisassent utilisasses utilisassiez utilisassions utilisames utilisat utilisates utiliserent utilisee utilisees
A|usable|utilisable utilisables
V|using|utilisant
V|use|utilise utilisent utiliser utilises utilisez utilisiez utilisions utilisons
N|usefulness|utilite
N|usefulnesses|utilites
N|vacation|vacances
N|vaccine|vaccin
V|vaccinated|vaccina vaccinai vaccinaient vaccinais vaccinait vaccinas vaccinasse vaccinassent vaccinasses vaccinassiez vaccinassions vaccinames vaccinat vaccinates vaccinerent vaccinee vaccinees
V|vaccinating|vaccinant
V|vaccinate|vaccine vaccinent vacciner vaccines vaccinez vacciniez vaccinions vaccinons
N|vaccines|vaccins
N|cow|vache
D|really|vachement vraiment
N|cows|vaches
V|be worth|vaille vaillent vailles valent valez valiez valions valoir valons vaut vaux
V|defeat|vainc vaincre vaincs vainque vainquent vainques vainquez vainquiez vainquions vainquons
V|defeated|vaincu vaincue vaincues vaincus vainquaient vainquais vainquait vainquirent vainquis vainquisse vainquissent vainquisses vainquissiez vainquissions vainquit vainquimes vainquites
V|defeating|vainquant
A|valid|valable valables valides
V|was worth|valaient valais valait valurent valusse valussent valusses valussiez valussions valut valumes valutes
V|being worth|valant
N|value|valeur
N|values|valeurs
V|validated|valida validai validaient validais validait validas validasse validassent validasses validassiez validassions validames validat validates validerent validee validees
V|validating|validant
N|validation|validation
N|validations|validations
V|validate|valide valident valider validez validiez validions validons
N|suitcase|valise
N|suitcases|valises
N|valley|vallee
N|valleys|vallees
V|enhanced|valorisa valorisai valorisaient valorisais valorisait valorisas valorisasse valorisassent valorisasses valorisassiez valorisassions valorisames valorisat valorisates valoriserent valorisee valorisees
V|enhancing|valorisant
V|enhance|valorise valorisent valoriser valorises valorisez valorisiez valorisions valorisons
V|been worth|valu value values valus
N|steam|vapeur
N|steams|vapeurs
V|varied|varia variai variaient variais variait varias variasse variassent variasses variassiez variassions variames variat variates varierent variee variees
N|variable|variable
N|variables|variables
V|varying|variant
N|variant|variante
N|variants|variantes
V|vary|varie varient varier varies variez variiez variions varions
A|vast|vaste vastes
N|vector|vecteur
N|vectors|vecteurs
V|vectorized|vectorisa vectorisai vectorisaient vectorisais vectorisait vectorisas vectorisasse vectorisassent vectorisasses vectorisassiez vectorisassions vectorisames vectorisat vectorisates vectoriserent vectorisee vectorisees
V|vectorizing|vectorisant
V|vectorize|vectorise vectorisent vectoriser vectorises vectorisez vectorisiez vectorisions vectorisons
V|ensured|veilla veillai veillaient veillais veillait veillas veillasse veillassent veillasses veillassiez veillassions veillames veillat veillates veillerent veillee veillees
V|ensuring|veillant
V|ensure|veille veillent veiller veilles veillez veilliez veillions veillons
V|came|venaient venais venait vinrent vinsse vinssent vinsses vinssiez vinssions vint vinmes vintes
V|coming|venant
V|sell|vend vende vendent vendes vendez vendiez vendions vendons vendre vends
V|sold|vendaient vendais vendait vendirent vendis vendisse vendissent vendisses vendissiez vendissions vendit vendu vendue vendues vendus vendimes vendites
V|selling|vendant
N|seller|vendeur vendeuse
N|sellers|vendeurs vendeuses
N|friday|vendredi
N|fridays|vendredis
V|come|venez veniez venions venir venons venu venue venues venus vienne viennent viennes viens vient
V|avenge|venge vengent vengeons venger venges vengez vengiez vengions
V|avenged|vengea vengeai vengeaient vengeais vengeait vengeas vengeasse vengeassent vengeasses vengeassiez vengeassions vengeames vengeat vengeates vengerent vengee vengees
N|revenge|vengeance
N|revenges|vengeances
V|avenging|vengeant
N|wind|vent
N|sale|vente
N|sales|ventes
V|broke down|ventila ventilai ventilaient ventilais ventilait ventilas ventilasse ventilassent ventilasses ventilassiez ventilassions ventilames ventilat ventilates ventilerent
V|breaking down|ventilant
V|break down|ventile ventilent ventiler ventiles ventilez ventiliez ventilions ventilons
V|broken down|ventilee ventilees
N|belly|ventre
N|bellies|ventres
N|winds|vents
N|worm|ver
D|verbally|verbalement
N|verb|verbe
N|verbs|verbes
N|verdict|verdict
N|verdicts|verdicts
N|glass|verre
V|locked|verrouilla verrouillai verrouillaient verrouillais verrouillait verrouillas verrouillasse verrouillassent verrouillasses verrouillassiez verrouillassions verrouillames verrouillat verrouillates verrouillerent
V|locking|verrouillant
V|lock|verrouillent verrouiller verrouillez verrouilliez verrouillions verrouillons
A|locked|verrouille verrouillee verrouillees verrouilles
P|to|vers a
N|version|version
N|versions|versions
A|green|vert verte vertes verts
A|vertical|vertical verticale verticales verticaux
N|jacket|veste
N|jackets|vestes
A|widowed|veuf veufs veuve veuves
V|let us|veuillons
P|via|via
N|meat|viande viandes
N|victim|victime
N|victims|victimes
N|victory|victoire
N|victories|victoires
V|emptied|vida vidai vidaient vidais vidait vidas vidasse vidassent vidasses vidassiez vidassions vidames vidat vidates viderent videe videes
V|emptying|vidant
V|empty|vide vident vider videz vidiez vidions vidons
A|empty|vides
N|video|video
N|videos|videos
N|life|vie
N|old man|vieillard
N|old men|vieillards
N|old age|vieillesse
N|old ages|vieillesses
V|grown old|vieilli vieillie vieillies
V|grow old|vieillir vieillis vieillisse vieillissent vieillisses vieillissez vieillissiez vieillissions vieillissons vieillit
V|grew old|vieillirent vieillissaient vieillissais vieillissait vieillimes vieillites
V|growing old|vieillissant
A|blank|vierge vierges
N|lives|vies
A|lively|vif vifs vives
N|village|village
N|villages|villages
N|city|ville
N|cities|villes
N|wine|vin
P|twenty|vingt vingts
N|wines|vins
N|rape|viol
V|violated|viola violai violaient violais violait violas violasse violassent violasses violassiez violassions violames violat violates violerent violee violees
V|violating|violant
V|violate|viole violer violes violez violiez violions violons
N|violence|violence
N|violences|violences
A|violent|violent violente violentes violents
A|purple|violet violets violette violettes
N|rapes|viols
N|comma|virgule
N|commas|virgules
A|virtual|virtuel virtuelle virtuelles virtuels
N|virus|virus
P|vis|vis
V|aimed|visai visaient visais visait visasse visassent visasses visassiez visassions visames visat visates viserent visee visees
V|aiming|visant
V|aim|vise visent viser vises visez visiez visions visons
N|vishing|vishing
N|vishings|vishings
N|visibility|visibilite
N|visibilities|visibilites
A|visible|visible visibles
D|visibly|visiblement
N|video call|visio visioconference
N|video calls|visioconferences visios
V|visited|visita visitai visitaient visitais visitait visitas visitasse visitassent visitasses visitassiez visitassions visitames visitat visitates visiterent visitee visitees
V|visiting|visitant
V|visit|visite visitent visiter visitez visitiez visitions visitons
N|visits|visites
N|visitor|visiteur visiteuse
N|visitors|visiteurs visiteuses
V|saw|visse vissent visses vissiez vissions voyaient voyais voyait vimes vites
V|viewed|visualisa visualisai visualisaient visualisais visualisait visualisas visualisasse visualisassent visualisasses visualisassiez visualisassions visualisames visualisat visualisates visualiserent visualisee visualisees
V|viewing|visualisant
V|view|visualise visualisent visualiser visualises visualisez visualisiez visualisions visualisons
N|window pane|vitre
N|window panes|vitres
N|shop window|vitrine
N|shop windows|vitrines
A|alive|vivant vivante vivantes vivants
N|vocabulary|vocabulaire
N|vocabularies|vocabulaires
P|here is|voici
V|see|voie voient voies voir vois voit voyez voyiez voyions voyons
V|veiled|voilai voilaient voilais voilait voilas voilasse voilassent voilasses voilassiez voilassions voilames voilat voilates voilerent voilee voilees
V|veiling|voilant
V|veil|voile voilent voiler voiles voilez voiliez voilions voilons
P|there is|voila
D|even|voire
N|neighbor|voisin voisine
N|neighbors|voisines voisins
N|car|voiture
N|cars|voitures
N|voice|voix
N|theft|vol
N|thief|voleur voleuse
N|thieves|voleurs voleuses
D|gladly|volontiers
N|will|volonte
N|wills|volontes
N|thefts|vols
V|vomited|vomi vomie vomies vomirent vomissaient vomissais vomissait vomimes vomites
V|vomit|vomir vomis vomisse vomissent vomisses vomissez vomissiez vomissions vomissons vomit
V|vomiting|vomissant
V|voted|vota votai votaient votais votait votas votasse votassent votasses votassiez votassions votames votat votates voterent votee votees
V|voting|votant
V|vote|vote votent voter votes votez votiez votions votons
V|travel|voyage voyagent voyageons voyager voyagez voyagiez voyagions
V|traveled|voyagea voyageai voyageaient voyageais voyageait voyageas voyageasse voyageassent voyageasses voyageassiez voyageassions voyageames voyageat voyageates voyagerent voyagee voyagees
V|traveling|voyageant
N|trips|voyages
N|traveler|voyageur voyageuse
N|travelers|voyageurs voyageuses
V|seeing|voyant
N|vowel|voyelle
N|vowels|voyelles
N|vpn|vpn
N|vpns|vpns
A|true|vrai vraie vraies vrais
P|vs|vs
V|seen|vu vus
N|view|vue
N|views|vues
N|vulnerability|vulnerabilite
N|vulnerabilities|vulnerabilites
A|vulnerable|vulnerable vulnerables
N|vehicle|vehicule
N|vehicles|vehicules
N|bike|velo
N|bikes|velos
V|verified|verifia verifiai verifiaient verifiais verifiait verifias verifiasse verifiassent verifiasses verifiassiez verifiassions verifiames verifiat verifiates verifierent verifiee verifiees
V|verifying|verifiant
N|verification|verification
N|verifications|verifications
V|verify|verifie verifient verifier verifies verifiez verifiiez verifiions verifions
N|truth|verite
N|truths|verites
N|clothing|vetement
N|clothings|vetements
N|web|web
N|webhook|webhook
N|webhooks|webhooks
N|webinar|webinaire
N|webinars|webinaires
N|webs|webs
N|weekend|weekend
N|weekends|weekends
N|whaling|whaling
N|whalings|whalings
N|whatsapp|whatsapp
N|whatsapps|whatsapps
N|widget|widget
N|widgets|widgets
N|wifi|wifi
N|wifis|wifis
N|workflow|workflow
N|workflows|workflows
N|xml|xml
N|xmls|xmls
P|there|y
N|zip|zip
N|zips|zips
N|area|zone
N|areas|zones
N|zoom|zoom
V|zoomed|zooma zoomai zoomaient zoomais zoomait zoomas zoomasse zoomassent zoomasses zoomassiez zoomassions zoomames zoomat zoomates zoomerent zoomee zoomees
V|zooming|zoomant
V|zoom|zoome zooment zoomer zoomes zoomez zoomiez zoomions zoomons
N|zooms|zooms
P|zero|zero
A|elderly|age agee agees ages
N|soul|ame
N|souls|ames
V|discarded|ecarta ecartai ecartaient ecartais ecartait ecartas ecartasse ecartassent ecartasses ecartassiez ecartassions ecartames ecartat ecartates ecarterent ecartee ecartees
V|discarding|ecartant
V|discard|ecarte ecartent ecarter ecartes ecartez ecartiez ecartions ecartons
V|exchange|echange echangent echangeons echanger echangez echangiez echangions
V|exchanged|echangea echangeai echangeaient echangeais echangeait echangeas echangeasse echangeassent echangeasses echangeassiez echangeassions echangeames echangeat echangeates echangerent echangee echangees
V|exchanging|echangeant
N|exchanges|echanges
N|sample|echantillon
N|samples|echantillons
V|escaped|echappa echappai echappaient echappais echappait echappas echappasse echappassent echappasses echappassiez echappassions echappames echappat echappates echapperent echappee echappees
V|escaping|echappant
V|escape|echappe echappent echapper echappes echappez echappiez echappions echappons
N|scale|echelle
N|scales|echelles
N|echo|echo
N|echoes|echos
V|failed|echoua echouai echouaient echouais echouait echouas echouasse echouassent echouasses echouassiez echouassions echouames echouat echouates echouerent echouee echouees
V|failing|echouant
V|fail|echoue echouent echouer echoues echouez echouiez echouions echouons
V|lit|eclaira eclairai eclairaient eclairais eclairait eclairas eclairasse eclairassent eclairasses eclairassiez eclairassions eclairames eclairat eclairates eclairerent eclairee eclairees
V|lighting|eclairant
V|light|eclaire eclairent eclairer eclaires eclairez eclairiez eclairions eclairons
V|bursted|eclata eclatai eclataient eclatais eclatait eclatas eclatasse eclatassent eclatasses eclatassiez eclatassions eclatames eclatat eclatates eclaterent eclatee eclatees
V|bursting|eclatant
V|burst|eclate eclatent eclater eclates eclatez eclatiez eclations eclatons
N|school|ecole
N|schools|ecoles
N|economy|economie
N|economies|economies
A|economic|economique economiques
V|listened|ecouta ecoutai ecoutaient ecoutais ecoutait ecoutas ecoutasse ecoutassent ecoutasses ecoutassiez ecoutassions ecoutames ecoutat ecoutates ecouterent ecoutee ecoutees
V|listening|ecoutant
V|listen|ecoute ecoutent ecouter ecoutes ecoutez ecoutiez ecoutions ecoutons
N|screen|ecran
N|screens|ecrans
V|overwrote|ecrasa ecrasai ecrasaient ecrasais ecrasait ecrasas ecrasasse ecrasassent ecrasasses ecrasassiez ecrasassions ecrasames ecrasat ecrasates ecraserent
V|overwriting|ecrasant
V|overwrite|ecrase ecrasent ecraser ecrases ecrasez ecrasiez ecrasions ecrasons
V|overwritten|ecrasee ecrasees
V|edited|edita editai editaient editais editait editas editasse editassent editasses editassiez editassions editames editat editates editerent editee editees
V|editing|editant
V|edit|edite editent editer edites editez editiez editons
N|editor|editeur editrice
N|editors|editeurs editrices
N|edit|edition
N|edits|editions
N|education|education
N|educations|educations
A|equal|egal egales egaux
V|equaled|egala egalai egalaient egalais egalait egalas egalasse egalassent egalasses egalassiez egalassions egalames egalat egalates egalerent egalee egalees
V|equaling|egalant
V|equal|egale egalent egaler egalez egaliez egalions egalons
N|equality|egalite
N|equalities|egalites
V|mislaid|egara egarai egaraient egarais egarait egaras egarasse egarassent egarasses egarassiez egarassions egarames egarat egarates egarerent egaree egarees
V|mislaying|egarant
V|mislay|egare egarent egarer egares egarez egariez egarions egarons
N|church|eglise
N|churches|eglises
V|widened|elargi elargie elargies elargirent elargissaient elargissais elargissait elargimes elargites
V|widen|elargir elargis elargisse elargissent elargisses elargissez elargissiez elargissions elargissons elargit
V|widening|elargissant
N|election|election
N|elections|elections
N|electricity|electricite electricites
A|electric|electrique electriques
A|electronic|electronique electroniques
A|elevated|eleve elevee elevees eleves
V|eliminated|elimina eliminai eliminaient eliminais eliminait eliminas eliminasse eliminassent eliminasses eliminassiez eliminassions eliminames eliminat eliminates eliminerent eliminee eliminees
V|eliminating|eliminant
V|eliminate|elimine eliminent eliminer elimines eliminez eliminiez eliminions eliminons
V|elect|elire elis elise elisent elises elisez elisiez elisions elisons elit
V|elected|elisaient elisais elisait elu elue elues elurent elus elusse elussent elusses elussiez elussions elut elumes elutes
V|electing|elisant
N|praise|eloge
N|praises|eloges
V|moved away|eloigna eloignai eloignaient eloignais eloignait eloignas eloignasse eloignassent eloignasses eloignassiez eloignassions eloignames eloignat eloignates eloignerent eloignee eloignees
V|moving away|eloignant
V|move away|eloigne eloignent eloigner eloignes eloignez eloigniez eloignions eloignons
A|elegant|elegant elegante elegantes elegants
N|element|element
N|elements|elements
V|issue|emet emets emette emettent emettes emettez emettiez emettions emettons emettre
V|issued|emettaient emettais emettait emirent emis emise emises emisse emissent emisses emissiez emit emimes emites
V|issuing|emettant
N|broadcast|emission
N|broadcasts|emissions
N|emotion|emotion
N|emotions|emotions
N|energy|energie
N|energies|energies
V|annoyed|enerva enervai enervaient enervais enervait enervas enervasse enervassent enervasses enervassiez enervassions enervames enervat enervates enerverent
V|annoying|enervant
V|annoy|enervent enerver enervez enerviez enervions enervons
A|annoyed|enerve enervee enervees enerves
N|puzzle|enigme
N|puzzles|enigmes
A|umpteenth|enieme
V|state|enonce enoncent enoncer enonces enoncez enonciez enoncions enoncons
V|stated|enoncerent enoncee enoncees enonca enoncai enoncaient enoncais enoncait enoncas enoncasse enoncassent enoncasses enoncassiez enoncassions enoncames enoncat enoncates
V|stating|enoncant
D|enormously|enormement
A|thick|epais epaisse epaisses
N|savings|epargne epargnes
N|shoulder|epaule
N|shoulders|epaules
V|spelled|epela epelai epelaient epelais epelait epelas epelasse epelassent epelasses epelassiez epelassions epelames epelat epelates epelerent epele epelee epelees epeles
V|spelling|epelant
V|spell|epeler epelez epeliez epelions epelle epellent epelles epelons
N|episode|episode
N|episodes|episodes
N|era|epoque
N|eras|epoques
N|wife|epouse
N|wives|epouses
V|exhausted|epuisa epuisai epuisaient epuisais epuisait epuisas epuisasse epuisassent epuisasses epuisassiez epuisassions epuisames epuisat epuisates epuiserent
V|exhausting|epuisant
V|exhaust|epuisent epuiser epuisez epuisiez epuisions epuisons
A|exhausted|epuise epuisee epuisees epuises
V|balanced|equilibra equilibrai equilibraient equilibrais equilibrait equilibras equilibrasse equilibrassent equilibrasses equilibrassiez equilibrassions equilibrames equilibrat equilibrates equilibrerent equilibree equilibrees
V|balancing|equilibrant
V|balance|equilibre equilibrent equilibrer equilibres equilibrez equilibriez equilibrions equilibrons
N|crew|equipage
N|crews|equipages
N|equipment|equipement equipements
V|was equivalent|equivalaient equivalais equivalait equivalurent equivalusse equivalussent equivalusses equivalussiez equivalussions equivalut equivalumes equivalutes
V|being equivalent|equivalant
V|be equivalent|equivale equivalent equivales equivalez equivaliez equivalions equivaloir equivalons equivaut equivaux
V|been equivalent|equivalu equivalue equivalues equivalus
V|being|etant
N|step|etape
N|state|etat
N|states|etats
V|switched off|eteignaient eteignais eteignait eteignirent eteignis eteignisse eteignissent eteignisses eteignissiez eteignissions eteignit eteignimes eteignites eteint eteinte eteintes eteints
V|switching off|eteignant
V|switch off|eteigne eteignent eteignes eteignez eteigniez eteignions eteignons eteindre eteins
D|forever|eternellement
A|ethical|ethique ethiques
D|ethically|ethiquement
N|labeling|etiquetage
N|labelings|etiquetages
N|star|etoile
N|stars|etoiles
A|astonished|etonne etonnee etonnees etonnes
V|suppressed|etouffa etouffai etouffaient etouffais etouffait etouffas etouffasse etouffassent etouffasses etouffassiez etouffassions etouffames etouffat etouffates etoufferent etouffee etouffees
V|suppressing|etouffant
V|suppress|etouffe etouffent etouffer etouffes etouffez etouffiez etouffions etouffons
A|strange|etrange etranges
A|foreign|etranger etrangers etrangere etrangeres
V|hugged|etreignaient etreignais etreignait etreignirent etreignis etreignisse etreignissent etreignisses etreignissiez etreignissions etreignit etreignimes etreignites etreint etreinte etreintes etreints
V|hugging|etreignant
V|hug|etreigne etreignent etreignes etreignez etreigniez etreignions etreignons etreindre etreins
A|narrow|etroit etroite etroites etroits
N|study|etude
N|studies|etudes
V|studied|etudia etudiai etudiaient etudiais etudiait etudias etudiasse etudiassent etudiasses etudiassiez etudiassions etudiames etudiat etudiates etudierent etudiee etudiees
N|student|etudiant etudiante
N|students|etudiantes etudiants
V|study|etudie etudient etudier etudies etudiez etudiiez etudiions etudions
V|been|ete
N|summers|etes
V|evacuated|evacua evacuai evacuaient evacuais evacuait evacuas evacuasse evacuassent evacuasses evacuassiez evacuassions evacuames evacuat evacuates evacuerent evacuee evacuees
V|evacuating|evacuant
N|evacuation|evacuation
N|evacuations|evacuations
V|evacuate|evacue evacuent evacuer evacues evacuez evacuiez evacuions evacuons
V|evaluated|evalua evaluai evaluaient evaluais evaluait evaluas evaluasse evaluassent evaluasses evaluassiez evaluassions evaluames evaluat evaluates evaluerent evaluee evaluees
V|evaluating|evaluant
N|evaluator|evaluateur evaluatrice
N|evaluators|evaluateurs evaluatrices
N|evaluation|evaluation
N|evaluations|evaluations
V|evaluate|evalue evaluent evaluer evalues evaluez evaluiez evaluions evaluons
N|evasion|evasion
N|evasions|evasions
V|awakened|eveilla eveillai eveillaient eveillais eveillait eveillas eveillasse eveillassent eveillasses eveillassiez eveillassions eveillames eveillat eveillates eveillerent eveillee eveillees
V|awakening|eveillant
V|awaken|eveille eveillent eveiller eveilles eveillez eveilliez eveillions eveillons
N|eventuality|eventualite
N|eventualities|eventualites
D|obviously|evidemment
A|obvious|evident evidente evidentes evidents
V|oust|evince evincent evincer evinces evincez evinciez evincions evincons
V|ousted|evincerent evincee evincees evinca evincai evincaient evincais evincait evincas evincasse evincassent evincasses evincassiez evincassions evincames evincat evincates
V|ousting|evincant
V|avoided|evita evitai evitaient evitais evitait evitas evitasse evitassent evitasses evitassiez evitassions evitames evitat evitates eviterent evitee evitees
V|avoiding|evitant
V|avoid|evite evitent eviter evites evitez evitiez evitions evitons
V|evolved|evolua evoluai evoluaient evoluais evoluait evoluas evoluasse evoluassent evoluasses evoluassiez evoluassions evoluames evoluat evoluates evoluerent evoluee evoluees
V|evolving|evoluant
V|evolve|evolue evoluent evoluer evolues evoluez evoluiez evoluions evoluons
N|evolution|evolution
N|evolutions|evolutions
N|event|evenement
N|events|evenements
N|island|ile
N|islands|iles
`;
