// Portuguese → English word forms for the gloss reading (../lexicon.ts, docs/SCANNING-LANGUAGES.md).
// Product data written for this project: the function words in full, verbs in every form a writer
// uses for an order (future and conditional forms of ordinary verbs left out, modals kept), nouns
// and adjectives in all their forms, over the vocabulary of mail, office work, computing, security
// and AI assistants; no attack text was used. One line per gloss: the part of speech (N noun,
// A adjective, V verb, D adverb, P other), the English gloss (empty: the word disappears), then the
// forms, folded as the scanner folds text. Where two forms fold to one, the function word is kept,
// then the form written without accents.
export const PT_LEXICON = `
P|the|o a os as
P|a|um uma
P|some|uns umas algum alguma alguns algumas
P|of the|do da dos das
P|in the|no na nos nas
P|to the|ao aos pro pros pras
P|by the|pelo pela pelos pelas
P|in a|num numa
P|in some|nuns numas nalgum nalguma nalguns nalgumas
P|of a|dum duma
P|of some|duns dumas dalgum dalguma dalguns dalgumas
P|to|pra para
P|to a|prum pruma
P|to that|praquele praquela
P|with the|co coa cos coas
P|with|c com
P|of this|deste desta disto
P|of these|destes destas
P|of that|desse dessa daquele daquela disso daquilo
P|of those|desses dessas daqueles daquelas
P|in this|neste nesta nisto
P|in these|nestes nestas
P|in that|nesse nessa naquele naquela nisso naquilo
P|in those|nesses nessas naqueles naquelas
P|that|aquele aquela aquilo esse essa isso que q
P|those|aqueles aquelas esses essas
P|his|dele
P|her|dela
P|their|deles delas
P|in it|nele nela
P|in them|neles nelas
P|from here|daqui
P|from there|dali dai
P|from over there|dacola
P|from where|donde
P|among|dentre
P|of another|doutro doutra
P|of other|doutros doutras
P|in another|noutro noutra
P|in other|noutros noutras
P|of others|doutrem
P|this|este esta isto
P|these|estes estas
P|i|eu
P|you|tu voce voces vc vcs ti te vos vo
P|he|ele
P|she|ela
P|they|eles elas
P|me|mim me
P|itself|si
P|with me|comigo cmg
P|with you|contigo convosco
P|with us|conosco connosco
V|can|consigo poder pode posso podes podemos podeis podem possa possas possamos possais possam puder puderes pudermos puderdes puderem podermos poderdes poderem poderei poderas podera poderemos podereis poderao podei consegues conseguimos conseguis conseguem consiga consigas consigamos consigais consigam
P|him|lhe
P|them|lhes los las
P|if|se caso
P|it|lo la
P|me it|mo ma
P|me them|mos
P|you it|to ta
P|you them|tos tas
P|him it|lho lha
P|him them|lhos lhas
P|my|meu minha meus minhas
P|your|teu tua teus tuas seu sua seus suas vosso vossa vossos vossas
P|our|nosso nossa nossos nossas
N|sir|senhor
N|madam|senhora
N|gentlemen|senhores
N|ladies|senhoras
N|mr|sr
N|mrs|sra dona
N|messrs|srs
N|miss|srta
N|dr|dr dra
P|all|todo toda todos todas tds
P|everything|tudo td
P|each|cada
P|any|qualquer quaisquer qq qlq
P|no|nenhum nenhuma nenhuns nenhumas
P|something|algo
P|someone|alguem
P|nobody|ninguem ngm
P|nothing|nada nd
P|someone else|outrem
D|very|muito mto mt
P|much|muita
P|many|muitos muitas
P|little|pouco pouca
P|few|poucos poucas
P|so much|tanto tanta
P|so many|tantos tantas
P|how much|quanto quanta
P|how many|quantos quantas
P|several|varios varias
P|various|diversos diversas
P|both|ambos ambas
P|such|tal tais
P|even|mesmo
P|same|mesma mesmos mesmas
P|own|proprio propria proprios proprias
P|another|outro outra
P|other|outros outras
P|too much|demais demasiada
P|more|mais
P|less|menos
A|right|certo certa
A|certain|certos certas
D|too|demasiado
P|too many|demasiados demasiadas
D|quite|bastante
P|enough|bastantes
P|which|qual quais
P|who|quem
P|whose|cujo cuja cujos cujas
P|where|onde aonde
P|when|quando qdo qnd
P|as|como
P|because|porque pois pq
P|how|quao
N|amount|quantia montante importancia quantidade
P|and|e
P|or|ou
P|but|mas
P|however|porem contudo todavia entretanto entanto
D|right|logo
P|therefore|portanto
D|then|entao
D|so|assim tao
P|although|embora conquanto
P|while|enquanto
P|otherwise|senao
P|nor|nem
P|according to|conforme consoante
P|second|segundo
D|even|sequer
P|since|porquanto desde
P|provided|contanto
D|now|ora agora agr
V|want|quer querer quero queres queremos quereis querem queira queiras queiramos queirais queiram quiser quiseres quisermos quiserdes quiserem quereres querermos quererdes quererem quere querei
P|of|de
P|in|em
P|without|sem
P|by|por
P|until|ate
P|after|apos pos
D|after|depois dps
D|before|antes
P|during|durante
P|against|contra
P|between|entre
P|about|sobre cerca
P|under|sob
P|before|perante ante
P|through|mediante atraves
P|except|exceto excepto
D|out|fora
D|inside|dentro
D|above|acima
D|below|abaixo embaixo
D|behind|tras atras detras
D|near|perto
D|far|longe
D|together|junto juntos juntas junta juntamente
D|beyond|alem
D|short of|aquem
P|despite|apesar
P|via|via
P|versus|versus
P|toward|rumo
D|in front|diante
N|front|frente
P|including|inclusive
N|type|tipo
V|done|feito feita feitos feitas fazido fazida fazidos fazidas
V|seen|visto vistos
D|not|nao n sqn
D|yes|sim
D|already|ja
D|still|ainda
D|always|sempre
D|never|nunca jamais
D|also|tambem tb tbm tmb
D|neither|tampouco
D|only|so somente apenas unicamente
D|today|hoje hj
D|yesterday|ontem
D|tomorrow|amanha
D|day before yesterday|anteontem
D|here|aqui ca
D|there|ai ali
D|over there|acola
D|well|bem
D|badly|mal
D|maybe|talvez
D|perhaps|quica acaso porventura
D|almost|quase
D|quickly|depressa rapidamente
D|slowly|devagar lentamente
D|early|cedo
D|late|tarde
D|soon|breve
D|shortly|brevemente
D|ahead|adiante
D|under|debaixo
D|opposite|defronte
D|somewhere|algures nalgures
D|nowhere|nenhures
D|elsewhere|alhures
D|really|deveras realmente
D|formerly|outrora antigamente
D|often|amiude
D|by the way|alias
D|after all|afinal
D|finally|enfim finalmente
D|above all|sobretudo
D|moreover|ademais
D|likewise|outrossim
D|including|inclusivamente
D|namely|nomeadamente designadamente
D|certainly|decerto certamente
D|again|novamente denovo
P|zero|zero
P|two|dois duas
P|three|tres
P|four|quatro
P|five|cinco
P|six|seis
P|seven|sete
P|eight|oito
P|nine|nove
P|ten|dez dezena
P|eleven|onze
P|twelve|doze
P|thirteen|treze
P|fourteen|catorze quatorze
P|fifteen|quinze
P|sixteen|dezesseis dezasseis
P|seventeen|dezessete dezassete
P|eighteen|dezoito
P|nineteen|dezenove dezanove
P|twenty|vinte
P|thirty|trinta
P|forty|quarenta
P|fifty|cinquenta
P|sixty|sessenta
P|seventy|setenta
P|eighty|oitenta
P|ninety|noventa
P|hundred|cem cento centena
P|two hundred|duzentos duzentas
P|three hundred|trezentos trezentas
P|four hundred|quatrocentos quatrocentas
P|five hundred|quinhentos quinhentas
P|six hundred|seiscentos seiscentas
P|seven hundred|setecentos setecentas
P|eight hundred|oitocentos oitocentas
P|nine hundred|novecentos novecentas
P|thousand|mil milhar
P|thousands|milhares
P|million|milhao
P|millions|milhoes
P|billion|bilhao biliao
P|billions|bilhoes bilioes
P|trillion|trilhao
P|trillions|trilhoes
P|dozens|dezenas duzias
P|dozen|duzia
P|hundreds|centenas
P|half|metade
P|double|dobro
P|triple|triplo
A|first|primeiro primeira primeiros primeiras
A|second|segunda segundas
N|seconds|segundos
A|third|terceiro terceira terceiras
N|third parties|terceiros
N|room|quarto sala
A|fourth|quarta quartas
N|rooms|quartos salas
A|fifth|quinto quinta quintos quintas
A|sixth|sexto sexta
A|seventh|setimo setima
A|eighth|oitavo oitava
A|ninth|nono nona
A|tenth|decimo decima
A|twentieth|vigesimo
A|hundredth|centesimo
A|thousandth|milesimo
A|last|ultimo ultima ultimos ultimas
A|second to last|penultimo penultima
A|third to last|antepenultimo
P|hi|oi
P|hey|ei eh
P|hello|alo ola
P|thanks|obrigado obrigada obrigados obrigadas obg brigado valeu vlw
P|bye|tchau
P|goodbye|adeus
P|okay|ok okay oka beleza blz
P|sure|claro
P|sorry|desculpe desculpa desculpem perdao lamento lamentamos
N|attention|atencao
P|careful|cuidado
P|help|socorro
P|congratulations|parabens
P|dear|prezado prezada prezados prezadas caro cara caros caras estimado estimada estimados estimadas
D|regards|atenciosamente cordialmente
N|regards|cumprimentos abraco abracos
N|greetings|saudacoes
N|kisses|beijos bjs
P|regards|att abs
P|ps|ps
P|note|nb
P|ah|ah
P|oh|oh
P|huh|ue ahn hein
P|wow|uau puxa
P|oops|opa ops
A|ready|pronto pronta prontos prontas
P|please|sff pf pfv pfvr
N|please|favor
P|etc|etc
P|former|ex
P|pre|pre
P|anti|anti
P|vice|vice
D|newly|recem
P|auto|auto
P|super|super
P|sub|sub
P|semi|semi
P|multi|multi
P|inter|inter
P|micro|micro
P|mega|mega
P|mini|mini
V|am|sou estou
V|are|es somos sao estamos estais estao tamos
V|was|fui foi era estive esteve estava tava estivera estiveras estiveramos estivereis
V|were|foste fomos fostes foram eras eramos ereis eram estiveste estivemos estivestes estiveram estavas estavamos estavam tavam fosse fosses fossemos fosseis fossem estivesse estivesses estivessemos estivesseis estivessem
A|stable|estaveis estavel
N|state|estado
N|states|estados
V|will|vou vais vai vao hao hei has hemos heis
V|let's|vamos vamo
V|go|ides va vas vades ir ires irmos irdes irem ide
N|ai|ia
N|ais|ias
V|would|iamos ieis iam
V|there is|ha houver
V|there be|haja hajam
V|there was|houve
V|had|havia haviam tido tida tidos tidas tive tiveste teve tivemos tivestes tiveram tinha tinhas tinhamos tinheis tinham tivera tiveras tiveramos tivereis tivesse tivesses tivessemos tivesseis tivessem havido havida havidos havidas houveste houvemos houvestes houveram havias haviamos havieis houvera houveras houveramos houvereis houvesse houvesses houvessemos houvesseis houvessem
V|there are|houverem
V|say|diz dizem
A|dear|querido querida queridos queridas
V|given|dado dada dadas
N|data|dados
N|headquarters|sede sedes
N|output|saida
N|outputs|saidas
N|proposal|proposta
N|proposals|propostas
N|tax|imposto
N|taxes|impostos
N|request|pedido solicitacao requisicao
N|requests|pedidos solicitacoes requisicoes
N|account|conta
N|accounts|contas
N|question|pergunta questao duvida
N|questions|perguntas questoes duvidas
A|open|aberto aberta abertos abertas
V|accept|aceite aceitar aceita aceito aceitas aceitamos aceitais aceitam aceites aceitemos aceiteis aceitem aceitares aceitarmos aceitardes aceitarem aceitai
A|due|devido devida devidos devidas
V|should|convem devia devias deviamos devieis deviam devera deveramos devesse devesses devessemos devesseis devessem deveria deverias deveriamos deverieis deveriam
V|does|fa
V|did|fe fiz fizeste fez fizemos fizestes fizeram fazia fazias faziamos fazieis faziam fizera fizeras fizeramos fizereis fizesse fizesses fizessemos fizesseis fizessem fazi fazeste fazeu fazestes fazeram fazera fazeras fazeramos fazereis fazesse fazesses fazessemos fazesseis fazessem
V|see|ve ver vejo ves vemos vedes veem veja vejas vejamos vejais vejam veres vermos verem vede
V|read|le ler leio les lemos ledes leem leia leias leiamos leiais leiam lido lida lidos lidas li leste leu lestes leram lia lias liamos lieis liam lera leras leramos lereis lesse lesses lessemos lesseis lessem leres lermos lerdes lerem lede
V|believe|cre crer creio cres cremos credes creem creia creias creiamos creiais creiam creres crermos crerdes crerem crede acreditar acredita acredito acreditas acreditamos acreditais acreditam acredite acredites acreditemos acrediteis acreditem acreditares acreditarmos acreditardes acreditarem acreditai
V|give|des deem dar dou damos dais dao demos deis der deres dermos derdes derem dares darmos dardes darem
V|ask|peca pedir pede peco pedes pedimos pedis pedem pecamos pecais pecam pedires pedirmos pedirdes pedirem perguntar pergunto perguntamos perguntais perguntam pergunte perguntes perguntemos pergunteis perguntem perguntares perguntarmos perguntardes perguntarem perguntai indagar indaga indago indagas indagamos indagais indagam indague indagues indaguemos indagueis indaguem indagares indagarmos indagardes indagarem indagai
N|parts|pecas partes
N|arrival|vinda desembarque chegada
N|trip|ida viagem
N|view|vista
N|views|vistas
V|coming|vindo
V|put|posto poe ponho poes pomos pondes poem ponha ponhas ponhamos ponhais ponham posta postos postas pus puseste pusemos pusestes puseram punha punhas punhamos punheis punham pusera puseras puseramos pusereis pusesse pusesses pusessemos pusesseis pusessem puser puseres pusermos puserdes puserem pores pormos pordes ponde colocar coloca coloco colocas colocamos colocais colocam coloque coloques coloquemos coloqueis coloquem colocado colocada colocados colocadas coloquei colocaste colocou colocastes colocaram colocava colocavas colocavamos colocaveis colocavam colocara colocaras colocaramos colocareis colocasse colocasses colocassemos colocasseis colocassem colocares colocarmos colocardes colocarem colocai
N|password|passe senha password
N|cases|casos
N|powers|poderes
N|beings|seres
N|duties|deveres
N|apologies|desculpas
N|rights|direitos logos
N|directions|rumos direcoes direccoes
N|ways|vias maneiras jeitos
N|owners|donas proprietarios proprietarias donos
V|beats|bates
A|personal|pessoal pessoais
A|opposite|oposto oposta opostos opostas contrario contraria contrarios contrarias
A|willing|disposto disposta dispostos dispostas
A|technical|tecnico tecnicos
A|public|publico publica publicos publicas
V|need|preciso precisa precisas precisar precisamos precisais precisam precise precises precisemos preciseis precisem precisares precisarmos precisardes precisarem precisai necessitar necessita necessito necessitas necessitamos necessitais necessitam necessite necessites necessitemos necessiteis necessitem necessitares necessitarmos necessitardes necessitarem necessitai
V|like|gosto gostar gosta gostas gostamos gostais gostam goste gostes gostemos gosteis gostem gostares gostarmos gostardes gostarem gostai curtir curte curtes curtimos curtis curtem curtamos curtais curtam curtires curtirmos curtirdes curtirem
V|swear|juro jurar jura juras juramos jurais juram jure jures juremos jureis jurem jurares jurarmos jurardes jurarem jurai
V|take|leve pegar pega pego pegas pegamos pegais pegam pegue pegues peguemos pegueis peguem pegares pegarmos pegardes pegarem pegai tomar toma tomo tomas tomamos tomais tomam tome tomes tomemos tomeis tomem tomares tomarmos tomardes tomarem tomai levar leva levo levas levamos levais levam levemos leveis levem levares levarmos levardes levarem levai
V|hurt|doi doem doeu doia doer ferir fere firo feres ferimos feris ferem fira firas firamos firais firam ferido ferida feridos feridas feri feriste feriu feristes feriram feria feriamos ferieis feriam ferira feriras feriramos ferireis ferisse ferisses ferissemos ferisseis ferissem ferires ferirmos ferirdes ferirem machucar machuca machuco machucas machucamos machucais machucam machuque machuques machuquemos machuqueis machuquem machucado machucada machucados machucadas machuquei machucaste machucou machucastes machucaram machucava machucavas machucavamos machucaveis machucavam machucara machucaras machucaramos machucareis machucasse machucasses machucassemos machucasseis machucassem machucares machucarmos machucardes machucarem machucai magoar magoa magoo magoas magoamos magoais magoam magoe magoes magoemos magoeis magoem magoado magoada magoados magoadas magoei magoaste magoou magoastes magoaram magoava magoavas magoavamos magoaveis magoavam magoara magoaras magoaramos magoareis magoasse magoasses magoassemos magoasseis magoassem magoares magoarmos magoardes magoarem magoai
V|generate|gere geres gerem gerar gera gero geras geramos geram geremos gereis gerares gerarmos gerardes gerarem gerai
V|seem|parecer parece pareco pareces parecemos pareceis parecem pareca parecas parecamos parecais parecam parecermos parecerdes parecerem parecei
V|create|cria crias criam criar crio criamos criais crie cries criemos crieis criem criares criarmos criardes criarem criai
A|only|unico unica unicos unicas sos
N|guards|guardas
A|successful|sucedido sucedida sucedidos sucedidas
N|funds|fundos
N|means|meios
N|terms|termos
N|message|msg mensagem
N|messages|msgs mensagens
P|right|ne
P|you know|tlg
N|note|obs nota observacao
V|signed|ass assinado assinada assinados assinadas assinei assinaste assinou assinastes assinaram assinava assinavas assinavamos assinaveis assinavam assinara assinaras assinaramos assinareis assinasse assinasses assinassemos assinasseis assinassem
N|weekend|fds
N|info|info infos
N|river|rio
A|green|verdes verde
P|from|partir
N|drugstore|drogaria
N|drugstores|drogarias
V|be|ser seja sejas sejamos sejais sejam for fores formos fordes forem sermos serdes serem estar esteje estejes estejemos estejeis estejem estiver estiveres estivermos estiverdes estiverem estares estarmos estardes estarem estai
V|being|sendo estando
V|been|sido sida sidos sidas estada estadas
V|had been|foras foramos foreis
V|have|ter tem tenho tens temos tendes tenha tenhas tenhamos tenhais tenham tiver tiveres tivermos tiverdes tiverem teres terdes terem tende haver havemos haveis hajas hajamos hajais houveres houvermos houverdes haveres havermos haverdes haverem have havei
V|having|tendo havendo
V|going|indo
V|gone|ido idos idas
V|do|fazer faz faze faco fazes fazemos fazeis fazem facamos facais facam fizer fizeres fizermos fizerdes fizerem fazeres fazermos fazerdes fazerem fazei fazo faza fazas fazamos fazais fazam
V|doing|fazendo
V|undo|desfazer desfaz desfaze desfaco desfazes desfazemos desfazeis desfazem desfaca desfacas desfacamos desfacais desfacam desfizer desfizeres desfizermos desfizerdes desfizerem desfazeres desfazermos desfazerdes desfazerem desfazei
V|undoing|desfazendo
V|undone|desfeito desfeita desfeitos desfeitas
V|undid|desfiz desfizeste desfez desfizemos desfizestes desfizeram desfazia desfazias desfaziamos desfazieis desfaziam desfizera desfizeras desfizeramos desfizereis desfizesse desfizesses desfizessemos desfizesseis desfizessem
V|redo|refazer refaz refaze refaco refazes refazemos refazeis refazem refaca refacas refacamos refacais refacam refizer refizeres refizermos refizerdes refizerem refazeres refazermos refazerdes refazerem refazei
V|redoing|refazendo
V|redone|refeito refeita refeitos refeitas
V|redid|refiz refizeste refez refizemos refizestes refizeram refazia refazias refaziamos refazieis refaziam refizera refizeras refizeramos refizereis refizesse refizesses refizessemos refizesseis refizessem
V|satisfy|satisfazer satisfaz satisfaze satisfaco satisfazes satisfazemos satisfazeis satisfazem satisfaca satisfacas satisfacamos satisfacais satisfacam satisfizer satisfizeres satisfizermos satisfizerdes satisfizerem satisfazeres satisfazermos satisfazerdes satisfazerem satisfazei
V|satisfying|satisfazendo
V|satisfied|satisfeito satisfeita satisfeitos satisfeitas satisfiz satisfizeste satisfez satisfizemos satisfizestes satisfizeram satisfazia satisfazias satisfaziamos satisfazieis satisfaziam satisfizera satisfizeras satisfizeramos satisfizereis satisfizesse satisfizesses satisfizessemos satisfizesseis satisfizessem
V|tell|dizer dize digo dizes dizemos dizeis diga digas digamos digais digam disser disseres dissermos disserdes disserem dizeres dizermos dizerdes dizerem dizei contar contamos contais contam conte contes contemos conteis contem contares contarmos contardes contarem contai
V|saying|dizendo
V|said|dito dita ditos ditas disse disseste dissemos dissestes disseram dizia dizias diziamos dizieis diziam dissera disseras disseramos dissereis dissesse dissesses dissessemos dissesseis dissessem
V|contradict|contradizer contradiz contradize contradigo contradizes contradizemos contradizeis contradizem contradiga contradigas contradigamos contradigais contradigam contradisser contradisseres contradissermos contradisserdes contradisserem contradizeres contradizermos contradizerdes contradizerem contradizei
V|contradicting|contradizendo
V|contradicted|contradito contradita contraditos contraditas contradisse contradisseste contradissemos contradissestes contradisseram contradizia contradizias contradiziamos contradizieis contradiziam contradissera contradisseras contradisseramos contradissereis contradissesse contradissesses contradissessemos contradissesseis contradissessem
V|predict|predizer prediz predize predigo predizes predizemos predizeis predizem prediga predigas predigamos predigais predigam predisser predisseres predissermos predisserdes predisserem predizeres predizermos predizerdes predizerem predizei
V|predicting|predizendo
V|predicted|predito predita preditos preditas predisse predisseste predissemos predissestes predisseram predizia predizias prediziamos predizieis prediziam predissera predisseras predisseramos predissereis predissesse predissesses predissessemos predissesseis predissessem
V|being able|podendo
V|been able|podido podida podidos podidas
V|could|pude pudeste pudemos pudestes puderam podia podias podiamos podieis podiam pudera puderas puderamos pudereis pudesse pudesses pudessemos pudesseis pudessem poderia poderias poderiamos poderieis poderiam conseguia conseguias conseguiamos conseguieis conseguiam conseguisse conseguisses conseguissemos conseguisseis conseguissem conseguiria conseguirias conseguiriamos conseguirieis conseguiriam
V|must|dever deve devo deves devemos deveis devem deva devas devamos devais devam devi deveste deveu devestes deveram devermos deverdes deverem deverei deveremos devereis deverao devei
V|having to|devendo
V|wanting|querendo
V|wanted|quis quiseste quisemos quisestes quiseram queria querias queriamos querieis queriam quisera quiseras quiseramos quisereis quisesse quisesses quisessemos quisesseis quisessem
V|require|requerer requer requeiro requeres requeremos requereis requerem requeira requeiras requeiramos requeirais requeiram requereres requerermos requererdes requererem requere requerei
V|requiring|requerendo
V|required|requerido requerida requeridos requeridas requeri requereste requereu requerestes requereram requeria requerias requeriamos requerieis requeriam requerera requereras requereramos requerereis requeresse requeresses requeressemos requeresseis requeressem
V|know|saber sabe sei sabes sabemos sabeis sabem saiba saibas saibamos saibais saibam souber souberes soubermos souberdes souberem saberes sabermos saberdes saberem sabei conhecer conhece conheco conheces conhecemos conheceis conhecem conheca conhecas conhecamos conhecais conhecam conheceres conhecermos conhecerdes conhecerem conhecei
V|knowing|sabendo conhecendo
V|known|sabido sabida sabidos sabidas
V|knew|soube soubeste soubemos soubestes souberam sabia sabias sabiamos sabieis sabiam soubera souberas souberamos soubereis soubesse soubesses soubessemos soubesseis soubessem conheci conheceste conheceu conhecestes conheceram conhecia conhecias conheciamos conhecieis conheciam conhecera conheceras conheceramos conhecereis conhecesse conhecesses conhecessemos conhecesseis conhecessem
V|seeing|vendo
V|saw|vi viste viu vimos vistes viram viamos vieis viam vira viras vireis visse visses vissemos visseis vissem
V|review|rever reve revejo reves revemos revedes reveem reveja revejas revejamos revejais revejam revir revires revirmos revirdes revirem reveres revermos reverdes reverem revede revisar revisa reviso revisas revisamos revisais revisam revise revises revisemos reviseis revisem revisares revisarmos revisardes revisarem revisai resenhar resenho resenhamos resenhais resenham resenhe resenhes resenhemos resenheis resenhem resenhares resenharmos resenhardes resenharem resenhai
V|reviewing|revendo revisando resenhando
V|reviewed|revisto revista revistos revistas revi reviste reviu revimos revistes reviram revia revias reviamos revieis reviam revira reviras reviramos revireis revisse revisses revissemos revisseis revissem revisado revisada revisados revisadas revisei revisaste revisou revisastes revisaram revisava revisavas revisavamos revisaveis revisavam revisara revisaras revisaramos revisareis revisasse revisasses revisassemos revisasseis revisassem resenhado resenhada resenhados resenhadas resenhei resenhaste resenhou resenhastes resenharam resenhava resenhavas resenhavamos resenhaveis resenhavam resenhara resenharas resenharamos resenhareis resenhasse resenhasses resenhassemos resenhasseis resenhassem
V|foresee|prever preve prevejo preves prevemos prevedes preveem preveja prevejas prevejamos prevejais prevejam previr previres previrmos previrdes previrem preveres prevermos preverdes preverem prevede antever anteve antevejo anteves antevemos antevedes anteveem anteveja antevejas antevejamos antevejais antevejam antevir antevires antevirmos antevirdes antevirem anteveres antevermos anteverdes anteverem antevede
V|foreseeing|prevendo antevendo
V|foreseen|previsto prevista previstos previstas antevisto antevista antevistos antevistas
V|foresaw|previ previste previu previmos previstes previram previamos previeis previam previra previras previramos previreis previsse previsses previssemos previsseis previssem antevi anteviste anteviu antevimos antevistes anteviram antevia antevias anteviamos antevieis anteviam antevira anteviras anteviramos antevireis antevisse antevisses antevissemos antevisseis antevissem
V|provide|prover provejo provemos provedes proveem proveja provejas provejamos provejais provejam proveres provermos proverdes proverem provede fornecer fornece forneco forneces fornecemos forneceis fornecem forneca fornecas fornecamos fornecais fornecam forneceres fornecermos fornecerdes fornecerem fornecei providenciar providencia providencio providencias providenciamos providenciais providenciam providencie providencies providenciemos providencieis providenciem providenciares providenciarmos providenciardes providenciarem providenciai facultar faculta faculto facultas facultamos facultais facultam faculte facultes facultemos faculteis facultem facultares facultarmos facultardes facultarem facultai
V|providing|provendo fornecendo providenciando facultando
V|provided|provido provida providos providas provi proveste proveu provestes proveram provia provias proviamos provieis proviam provera proveras proveramos provereis provesse provesses provessemos provesseis provessem fornecido fornecida fornecidos fornecidas forneci forneceste forneceu fornecestes forneceram fornecia fornecias forneciamos fornecieis forneciam fornecera forneceras forneceramos fornecereis fornecesse fornecesses fornecessemos fornecesseis fornecessem providenciado providenciada providenciados providenciadas providenciei providenciaste providenciou providenciastes providenciaram providenciava providenciavas providenciavamos providenciaveis providenciavam providenciara providenciaras providenciaramos providenciareis providenciasse providenciasses providenciassemos providenciasseis providenciassem facultado facultada facultados facultadas facultei facultaste facultou facultastes facultaram facultava facultavas facultavamos facultaveis facultavam facultara facultaras facultaramos facultareis facultasse facultasses facultassemos facultasseis facultassem
V|come|vir vem venho vens vindes venha venhas venhamos venhais venham vindos vindas vier vieres viermos vierdes vierem vires virmos virdes virem vinde
V|came|vim vieste veio viemos viestes vieram vinha vinhas vinhamos vinheis vinham viera vieras vieramos viereis viesse viesses viessemos viesseis viessem
V|intervene|intervir intervem intervenho intervens intervimos intervindes intervenha intervenhas intervenhamos intervenhais intervenham intervier intervieres interviermos intervierdes intervierem intervires intervirmos intervirdes intervirem intervinde
V|intervening|intervindo
V|intervened|intervinda intervindos intervindas intervim intervieste interveio interviemos interviestes intervieram intervinha intervinhas intervinhamos intervinheis intervinham interviera intervieras intervieramos interviereis interviesse interviesses interviessemos interviesseis interviessem
V|come from|provir provenho provens provimos provindes provenha provenhas provenhamos provenhais provenham provinda provindos provindas provier provieres proviermos provierdes provierem provires provirmos provirdes provirem provinde
V|coming from|provindo
V|came from|provim provieste proveio proviemos proviestes provieram provinha provinhas provinhamos provinheis provinham proviera provieras provieramos proviereis proviesse proviesses proviessemos proviesseis proviessem
V|suit|convir convenho convens convimos convindes convenha convenhas convenhamos convenhais convenham convier convieres conviermos convierdes convierem convires convirmos convirdes convirem convinde
V|suiting|convindo
V|suited|convinda convindos convindas convim convieste conveio conviemos conviestes convieram convinha convinhas convinhamos convinheis convinham conviera convieras convieramos conviereis conviesse conviesses conviessemos conviesseis conviessem
V|giving|dando
V|gave|dei deu deram dava davas davamos daveis davam dera deras deramos dereis dessemos desseis dessem
V|putting|pondo colocando
V|compose|compor compoe componho compoes compomos compondes compoem componha componhas componhamos componhais componham compuser compuseres compusermos compuserdes compuserem compores compormos compordes comporem compo componde
V|composing|compondo
V|composed|composto composta compostos compostas compus compuseste compos compusemos compusestes compuseram compunha compunhas compunhamos compunheis compunham compusera compuseras compuseramos compusereis compusesse compusesses compusessemos compusesseis compusessem
V|propose|propor propoe proponho propoes propomos propondes propoem proponha proponhas proponhamos proponhais proponham propuser propuseres propusermos propuserdes propuserem propores propormos propordes proporem propo proponde
V|proposing|propondo
V|proposed|proposto propostos propus propuseste propos propusemos propusestes propuseram propunha propunhas propunhamos propunheis propunham propusera propuseras propuseramos propusereis propusesse propusesses propusessemos propusesseis propusessem
V|arrange|dispor dispoe disponho dispoes dispomos dispondes dispoem disponha disponhas disponhamos disponhais disponham dispuser dispuseres dispusermos dispuserdes dispuserem dispores dispormos dispordes disporem dispo disponde
V|arranging|dispondo
V|arranged|dispus dispuseste dispos dispusemos dispusestes dispuseram dispunha dispunhas dispunhamos dispunheis dispunham dispusera dispuseras dispuseramos dispusereis dispusesse dispusesses dispusessemos dispusesseis dispusessem
V|suppose|supor supoe suponho supoes supomos supondes supoem suponha suponhas suponhamos suponhais suponham supuser supuseres supusermos supuserdes supuserem supores supormos supordes suporem supo suponde
V|supposing|supondo
V|supposed|suposto suposta supostos supostas supus supuseste supos supusemos supusestes supuseram supunha supunhas supunhamos supunheis supunham supusera supuseras supuseramos supusereis supusesse supusesses supusessemos supusesseis supusessem
V|impose|impor impoe imponho impoes impomos impondes impoem imponha imponhas imponhamos imponhais imponham impuser impuseres impusermos impuserdes impuserem impores impormos impordes imporem impo imponde
V|imposing|impondo
V|imposed|imposta impostas impus impuseste impos impusemos impusestes impuseram impunha impunhas impunhamos impunheis impunham impusera impuseras impuseramos impusereis impusesse impusesses impusessemos impusesseis impusessem
V|expose|expor expoe exponho expoes expomos expondes expoem exponha exponhas exponhamos exponhais exponham expuser expuseres expusermos expuserdes expuserem expores expormos expordes exporem expo exponde
V|exposing|expondo
V|exposed|exposto exposta expostos expostas expus expuseste expos expusemos expusestes expuseram expunha expunhas expunhamos expunheis expunham expusera expuseras expuseramos expusereis expusesse expusesses expusessemos expusesseis expusessem
V|restore|repor repoe reponho repoes repomos repondes repoem reponha reponhas reponhamos reponhais reponham repuser repuseres repusermos repuserdes repuserem repores repormos repordes reporem reponde restaurar restaura restauro restauras restauramos restaurais restauram restaure restaures restauremos restaureis restaurem restaurares restaurarmos restaurardes restaurarem restaurai
V|restoring|repondo restaurando
V|restored|reposto reposta repostos repostas repus repuseste repusemos repusestes repuseram repunha repunhas repunhamos repunheis repunham repusera repuseras repuseramos repusereis repusesse repusesses repusessemos repusesseis repusessem restaurado restaurada restaurados restauradas restaurei restauraste restaurou restaurastes restauraram restaurava restauravas restauravamos restauraveis restauravam restaurara restauraras restauraramos restaurareis restaurasse restaurasses restaurassemos restaurasseis restaurassem
V|testify|depor depoe deponho depoes depomos depondes depoem deponha deponhas deponhamos deponhais deponham depuser depuseres depusermos depuserdes depuserem depores depormos depordes deporem depo deponde testemunhar testemunho testemunhamos testemunhais testemunham testemunhe testemunhes testemunhemos testemunheis testemunhem testemunhares testemunharmos testemunhardes testemunharem testemunhai
V|testifying|depondo testemunhando
V|testified|deposto deposta depostos depostas depus depuseste depos depusemos depusestes depuseram depunha depunhas depunhamos depunheis depunham depusera depuseras depuseramos depusereis depusesse depusesses depusessemos depusesseis depusessem testemunhado testemunhada testemunhados testemunhadas testemunhei testemunhaste testemunhou testemunhastes testemunharam testemunhava testemunhavas testemunhavamos testemunhaveis testemunhavam testemunhara testemunharas testemunharamos testemunhareis testemunhasse testemunhasses testemunhassemos testemunhasseis testemunhassem
V|oppose|opor opoe oponho opoes opomos opondes opoem oponha oponhas oponhamos oponhais oponham opuser opuseres opusermos opuserdes opuserem opores opormos opordes oporem opo oponde
V|opposing|opondo
V|opposed|opus opuseste opos opusemos opusestes opuseram opunha opunhas opunhamos opunheis opunham opusera opuseras opuseramos opusereis opusesse opusesses opusessemos opusesseis opusessem
V|presuppose|pressupor pressupoe pressuponho pressupoes pressupomos pressupondes pressupoem pressuponha pressuponhas pressuponhamos pressuponhais pressuponham pressupuser pressupuseres pressupusermos pressupuserdes pressupuserem pressupores pressupormos pressupordes pressuporem pressupo pressuponde
V|presupposing|pressupondo
V|presupposed|pressuposto pressuposta pressupostos pressupostas pressupus pressupuseste pressupos pressupusemos pressupusestes pressupuseram pressupunha pressupunhas pressupunhamos pressupunheis pressupunham pressupusera pressupuseras pressupuseramos pressupusereis pressupusesse pressupusesses pressupusessemos pressupusesseis pressupusessem
V|override|sobrepor sobrepoe sobreponho sobrepoes sobrepomos sobrepondes sobrepoem sobreponha sobreponhas sobreponhamos sobreponhais sobreponham sobrepuser sobrepuseres sobrepusermos sobrepuserdes sobrepuserem sobrepores sobrepormos sobrepordes sobreporem sobrepo sobreponde anular anula anulo anulas anulamos anulais anulam anule anules anulemos anuleis anulem anulares anularmos anulardes anularem anulai sobrescrever sobrescreve sobrescrevo sobrescreves sobrescrevemos sobrescreveis sobrescrevem sobrescreva sobrescrevas sobrescrevamos sobrescrevais sobrescrevam sobrescreveres sobrescrevermos sobrescreverdes sobrescreverem sobrescrevei
V|overriding|sobrepondo anulando sobrescrevendo
V|overridden|sobreposto sobreposta sobrepostos sobrepostas anulado anulada anulados anuladas sobrescrito sobrescrita sobrescritos sobrescritas
V|overrode|sobrepus sobrepuseste sobrepos sobrepusemos sobrepusestes sobrepuseram sobrepunha sobrepunhas sobrepunhamos sobrepunheis sobrepunham sobrepusera sobrepuseras sobrepuseramos sobrepusereis sobrepusesse sobrepusesses sobrepusessemos sobrepusesseis sobrepusessem anulei anulaste anulou anulastes anularam anulava anulavas anulavamos anulaveis anulavam anulara anularas anularamos anulareis anulasse anulasses anulassemos anulasseis anulassem sobrescrevi sobrescreveste sobrescreveu sobrescrevestes sobrescreveram sobrescrevia sobrescrevias sobrescreviamos sobrescrevieis sobrescreviam sobrescrevera sobrescreveras sobrescreveramos sobrescrevereis sobrescrevesse sobrescrevesses sobrescrevessemos sobrescrevesseis sobrescrevessem
V|transpose|transpor transpoe transponho transpoes transpomos transpondes transpoem transponha transponhas transponhamos transponhais transponham transpuser transpuseres transpusermos transpuserdes transpuserem transpores transpormos transpordes transporem transpo transponde
V|transposing|transpondo
V|transposed|transposto transposta transpostos transpostas transpus transpuseste transpos transpusemos transpusestes transpuseram transpunha transpunhas transpunhamos transpunheis transpunham transpusera transpuseras transpuseramos transpusereis transpusesse transpusesses transpusessemos transpusesseis transpusessem
V|decompose|decompor decompoe decomponho decompoes decompomos decompondes decompoem decomponha decomponhas decomponhamos decomponhais decomponham decompuser decompuseres decompusermos decompuserdes decompuserem decompores decompormos decompordes decomporem decompo decomponde
V|decomposing|decompondo
V|decomposed|decomposto decomposta decompostos decompostas decompus decompuseste decompos decompusemos decompusestes decompuseram decompunha decompunhas decompunhamos decompunheis decompunham decompusera decompuseras decompuseramos decompusereis decompusesse decompusesses decompusessemos decompusesseis decompusessem
V|counter|contrapor contrapoe contraponho contrapoes contrapomos contrapondes contrapoem contraponha contraponhas contraponhamos contraponhais contraponham contrapuser contrapuseres contrapusermos contrapuserdes contrapuserem contrapores contrapormos contrapordes contraporem contrapo contraponde
V|countering|contrapondo
V|countered|contraposto contraposta contrapostos contrapostas contrapus contrapuseste contrapos contrapusemos contrapusestes contrapuseram contrapunha contrapunhas contrapunhamos contrapunheis contrapunham contrapusera contrapuseras contrapuseramos contrapusereis contrapusesse contrapusesses contrapusessemos contrapusesseis contrapusessem
V|bring|trazer traz traze trago trazes trazemos trazeis trazem traga tragas tragamos tragais tragam trouxer trouxeres trouxermos trouxerdes trouxerem trazeres trazermos trazerdes trazerem trazei
V|bringing|trazendo
V|brought|trazido trazida trazidos trazidas trouxe trouxeste trouxemos trouxestes trouxeram trazia trazias traziamos trazieis traziam trouxera trouxeras trouxeramos trouxereis trouxesse trouxesses trouxessemos trouxesseis trouxessem
V|reading|lendo
V|reread|reler rele releio reles relemos reledes releem releia releias releiamos releiais releiam relido relida relidos relidas reli releste releu relestes releram relia relias reliamos relieis reliam relera releras releramos relereis relesse relesses relessemos relesseis relessem releres relermos relerdes relerem relede
V|rereading|relendo
V|believing|crendo acreditando
V|believed|crido crida cridos cridas cri creste creu crestes creram crera creras creramos crereis cresse cresses cressemos cresseis cressem acreditado acreditada acreditados acreditadas acreditei acreditaste acreditou acreditastes acreditaram acreditava acreditavas acreditavamos acreditaveis acreditavam acreditara acreditaras acreditaramos acreditareis acreditasse acreditasses acreditassemos acreditasseis acreditassem
V|hear|ouvir ouve ouco ouves ouvimos ouvis ouvem ouca oucas oucamos oucais oucam ouvires ouvirmos ouvirdes ouvirem oico oica oicam
V|hearing|ouvindo
V|heard|ouvido ouvida ouvidos ouvidas ouvi ouviste ouviu ouvistes ouviram ouvia ouvias ouviamos ouvieis ouviam ouvira ouviras ouviramos ouvireis ouvisse ouvisses ouvissemos ouvisseis ouvissem
V|asking|pedindo perguntando indagando
V|asked|pedida pedidas pedi pediste pediu pedistes pediram pedia pedias pediamos pedieis pediam pedira pediras pediramos pedireis pedisse pedisses pedissemos pedisseis pedissem perguntado perguntada perguntados perguntadas perguntei perguntaste perguntou perguntastes perguntaram perguntava perguntavas perguntavamos perguntaveis perguntavam perguntara perguntaras perguntaramos perguntareis perguntasse perguntasses perguntassemos perguntasseis perguntassem indagado indagada indagados indagadas indaguei indagaste indagou indagastes indagaram indagava indagavas indagavamos indagaveis indagavam indagara indagaras indagaramos indagareis indagasse indagasses indagassemos indagasseis indagassem
V|dismiss|despedir despede despeco despedes despedimos despedis despedem despeca despecas despecamos despecais despecam despedires despedirmos despedirdes despedirem despedo despeda despedas despedamos despedais despedam exonerar exonera exonero exoneras exoneramos exonerais exoneram exonere exoneres exoneremos exonereis exonerem exonerares exonerarmos exonerardes exonerarem exonerai
V|dismissing|despedindo exonerando
V|dismissed|despedido despedida despedidos despedidas despedi despediste despediu despedistes despediram despedia despedias despediamos despedieis despediam despedira despediras despediramos despedireis despedisse despedisses despedissemos despedisseis despedissem exonerado exonerada exonerados exoneradas exonerei exoneraste exonerou exonerastes exoneraram exonerava exoneravas exoneravamos exoneraveis exoneravam exonerara exoneraras exoneraramos exonerareis exonerasse exonerasses exonerassemos exonerasseis exonerassem
V|prevent|impedir impede impeco impedes impedimos impedis impedem impeca impecas impecamos impecais impecam impedires impedirmos impedirdes impedirem prevenir previne previno prevines prevenimos prevenis previnem previna previnas previnamos previnais previnam prevenires prevenirmos prevenirdes prevenirem
V|preventing|impedindo prevenindo
V|prevented|impedido impedida impedidos impedidas impedi impediste impediu impedistes impediram impedia impedias impediamos impedieis impediam impedira impediras impediramos impedireis impedisse impedisses impedissemos impedisseis impedissem prevenido prevenida prevenidos prevenidas preveni preveniste preveniu prevenistes preveniram prevenia prevenias preveniamos prevenieis preveniam prevenira preveniras preveniramos prevenireis prevenisse prevenisses prevenissemos prevenisseis prevenissem
V|dispatch|expedir expede expeco expedes expedimos expedis expedem expeca expecas expecamos expecais expecam expedires expedirmos expedirdes expedirem despachar despacha despacho despachas despachamos despachais despacham despache despaches despachemos despacheis despachem despachares despacharmos despachardes despacharem despachai
V|dispatching|expedindo despachando
V|dispatched|expedido expedida expedidos expedidas expedi expediste expediu expedistes expediram expedia expedias expediamos expedieis expediam expedira expediras expediramos expedireis expedisse expedisses expedissemos expedisseis expedissem despachado despachada despachados despachadas despachei despachaste despachou despachastes despacharam despachava despachavas despachavamos despachaveis despachavam despachara despacharas despacharamos despachareis despachasse despachasses despachassemos despachasseis despachassem
V|measure|medir mede meco medes medimos medis medem meca mecas mecamos mecais mecam medires medirmos medirdes medirem
V|measuring|medindo
V|measured|medido medida medidos medidas medi mediste mediu medistes mediram mediam medira mediras mediramos medireis medisse medisses medissemos medisseis medissem
V|lose|perder perde perco perdes perdemos perdeis perdem perca percas percamos percais percam perderes perdermos perderdes perderem perdei
V|losing|perdendo
V|lost|perdido perdida perdidos perdidas perdi perdeste perdeu perdestes perderam perdia perdias perdiamos perdieis perdiam perdera perderas perderamos perdereis perdesse perdesses perdessemos perdesseis perdessem
V|be worth|valer vale valho vales valemos valeis valem valha valhas valhamos valhais valham valeres valermos valerdes valerem valei
V|being worth|valendo
V|was worth|vali valeste valestes valeram valia valias valiamos valieis valiam valera valeras valeramos valereis valesse valesses valessemos valesseis valessem
V|fit|caber cabe caibo cabes cabemos cabeis cabem caiba caibas caibamos caibais caibam cabido cabida cabidos cabidas coube coubeste coubemos coubestes couberam cabia cabias cabiamos cabieis cabiam coubera couberas couberamos coubereis coubesse coubesses coubessemos coubesseis coubessem couber couberes coubermos couberdes couberem caberes cabermos caberdes caberem cabei
V|fitting|cabendo
V|laugh|rir ri ris rimos rides riem ria rias riamos riais riam rires rirmos rirdes rirem ride
V|laughing|rindo
V|laughed|rido rida ridos ridas riste riu ristes riram rieis rira riras riramos rireis risse risses rissemos risseis rissem
V|smile|sorrir sorri sorrio sorris sorrimos sorrides sorriem sorria sorrias sorriamos sorriais sorriam sorrires sorrirmos sorrirdes sorrirem sorride
V|smiling|sorrindo
V|smiled|sorrido sorrida sorridos sorridas sorriste sorriu sorristes sorriram sorrieis sorrira sorriras sorriramos sorrireis sorrisse sorrisses sorrissemos sorrisseis sorrissem
V|leave|sair sai saio sais saimos saem saia saias saiamos saiais saiam saires sairmos sairdes sairem parto partimos partis partem parta partas partamos partais partam partires partirmos partirdes partirem deixar deixa deixo deixas deixamos deixais deixam deixe deixes deixemos deixeis deixem deixares deixarmos deixardes deixarem deixai
V|leaving|saindo partindo deixando
V|left|saido saidos saiste saiu saistes sairam saieis saira sairas sairamos saireis saisse saisses saissemos saisseis saissem parti partiste partiu partistes partiram partia partias partiamos partieis partiam partira partiras partiramos partireis partisse partisses partissemos partisseis partissem deixado deixada deixados deixadas deixei deixaste deixou deixastes deixaram deixava deixavas deixavamos deixaveis deixavam deixara deixaras deixaramos deixareis deixasse deixasses deixassemos deixasseis deixassem
V|fall|cair cai caio cais caimos caem caia caias caiamos caiais caiam caires cairmos cairdes cairem
V|falling|caindo
V|fallen|caido caida caidos caidas
V|fell|caiste caiu caistes cairam caieis caira cairas cairamos caireis caisse caisses caissemos caisseis caissem
V|betray|trair trai traio trais traimos traem traia traias traiamos traiais traiam traires trairmos trairdes trairem
V|betraying|traindo
V|betrayed|traido traida traidos traidas traiste traiu traistes trairam traieis traira trairas trairamos traireis traisse traisses traissemos traisseis traissem
V|attract|atrair atrai atraio atrais atraimos atraem atraia atraias atraiamos atraiais atraiam atraires atrairmos atrairdes atrairem
V|attracting|atraindo
V|attracted|atraido atraida atraidos atraidas atraiste atraiu atraistes atrairam atraieis atraira atrairas atrairamos atraireis atraisse atraisses atraissemos atraisseis atraissem
V|distract|distrair distrai distraio distrais distraimos distraem distraia distraias distraiamos distraiais distraiam distraires distrairmos distrairdes distrairem
V|distracting|distraindo
V|distracted|distraido distraida distraidos distraidas distraiste distraiu distraistes distrairam distraieis distraira distrairas distrairamos distraireis distraisse distraisses distraissemos distraisseis distraissem
V|extract|extrair extrai extraio extrais extraimos extraem extraia extraias extraiamos extraiais extraiam extraires extrairmos extrairdes extrairem
V|extracting|extraindo
V|extracted|extraido extraida extraidos extraidas extraiste extraiu extraistes extrairam extraieis extraira extrairas extrairamos extraireis extraisse extraisses extraissemos extraisseis extraissem
V|subtract|subtrair subtrai subtraio subtrais subtraimos subtraem subtraia subtraias subtraiamos subtraiais subtraiam subtraires subtrairmos subtrairdes subtrairem
V|subtracting|subtraindo
V|subtracted|subtraido subtraida subtraidos subtraidas subtraiste subtraiu subtraistes subtrairam subtraieis subtraira subtrairas subtrairamos subtraireis subtraisse subtraisses subtraissemos subtraisseis subtraissem
V|contract|contrair contrai contraio contrais contraimos contraem contraia contraias contraiamos contraiais contraiam contraires contrairmos contrairdes contrairem
V|contracting|contraindo
V|contracted|contraido contraida contraidos contraidas contraiste contraiu contraistes contrairam contraieis contraira contrairas contrairamos contraireis contraisse contraisses contraissemos contraisseis contraissem
V|retract|retrair retrai retraio retrais retraimos retraem retraia retraias retraiamos retraiais retraiam retraires retrairmos retrairdes retrairem
V|retracting|retraindo
V|retracted|retraido retraida retraidos retraidas retraiste retraiu retraistes retrairam retraieis retraira retrairas retrairamos retraireis retraisse retraisses retraissemos retraisseis retraissem
V|abstract|abstrair abstrai abstraio abstrais abstraimos abstraem abstraia abstraias abstraiamos abstraiais abstraiam abstraires abstrairmos abstrairdes abstrairem
V|abstracting|abstraindo
V|abstracted|abstraido abstraida abstraidos abstraidas abstraiste abstraiu abstraistes abstrairam abstraieis abstraira abstrairas abstrairamos abstraireis abstraisse abstraisses abstraissemos abstraisseis abstraissem
V|build|construir constroi construo constrois construimos construis constroem construa construas construamos construais construam construires construirmos construirdes construirem construi
V|building|construindo
V|built|construido construida construidos construidas construiste construiu construistes construiram construia construias construiamos construieis construiam construira construiras construiramos construireis construisse construisses construissemos construisseis construissem
V|destroy|destruir destroi destruo destrois destruimos destruis destroem destrua destruas destruamos destruais destruam destruires destruirmos destruirdes destruirem destrui
V|destroying|destruindo
V|destroyed|destruido destruida destruidos destruidas destruiste destruiu destruistes destruiram destruia destruias destruiamos destruieis destruiam destruira destruiras destruiramos destruireis destruisse destruisses destruissemos destruisseis destruissem
V|rebuild|reconstruir reconstroi reconstruo reconstrois reconstruimos reconstruis reconstroem reconstrua reconstruas reconstruamos reconstruais reconstruam reconstruires reconstruirmos reconstruirdes reconstruirem reconstrui
V|rebuilding|reconstruindo
V|rebuilt|reconstruido reconstruida reconstruidos reconstruidas reconstruiste reconstruiu reconstruistes reconstruiram reconstruia reconstruias reconstruiamos reconstruieis reconstruiam reconstruira reconstruiras reconstruiramos reconstruireis reconstruisse reconstruisses reconstruissemos reconstruisseis reconstruissem
V|forbid|proibir proibimos proibis proibires proibirmos proibirdes proibirem proibe proibo proibes proibem proiba proibas proibamos proibais proibam
V|forbidding|proibindo
V|forbidden|proibido proibida proibidos proibidas
V|forbade|proibi proibiste proibiu proibistes proibiram proibia proibias proibiamos proibieis proibiam proibira proibiras proibiramos proibireis proibisse proibisses proibissemos proibisseis proibissem
V|restrain|coibir coibe coibo coibes coibimos coibis coibem coiba coibas coibamos coibais coibam coibires coibirmos coibirdes coibirem
V|restraining|coibindo
V|restrained|coibido coibida coibidos coibidas coibi coibiste coibiu coibistes coibiram coibia coibias coibiamos coibieis coibiam coibira coibiras coibiramos coibireis coibisse coibisses coibissemos coibisseis coibissem
V|gather|reunir reune reuno reunes reunimos reunis reunem reuna reunas reunamos reunais reunam reunires reunirmos reunirdes reunirem
V|gathering|reunindo
V|gathered|reunido reunida reunidos reunidas reuni reuniste reuniu reunistes reuniram reunia reunias reuniamos reunieis reuniam reunira reuniras reuniramos reunireis reunisse reunisses reunissemos reunisseis reunissem
V|hate|odiar odeia odeio odeias odiamos odiais odeiam odeie odeies odiemos odieis odeiem odiares odiarmos odiardes odiarem odia odiai detestar detesta detesto detestas detestamos detestais detestam deteste detestes detestemos detesteis detestem detestares detestarmos detestardes detestarem detestai
V|hating|odiando detestando
V|hated|odiado odiada odiados odiadas odiei odiaste odiou odiastes odiaram odiava odiavas odiavamos odiaveis odiavam odiara odiaras odiaramos odiareis odiasse odiasses odiassemos odiasseis odiassem detestado detestada detestados detestadas detestei detestaste detestou detestastes detestaram detestava detestavas detestavamos detestaveis detestavam detestara detestaras detestaramos detestareis detestasse detestasses detestassemos detestasseis detestassem
V|remedy|remediar remedeia remedeio remedeias remediamos remediais remedeiam remedeie remedeies remediemos remedieis remedeiem remediares remediarmos remediardes remediarem remedia remediai
V|remedying|remediando
V|remedied|remediado remediada remediados remediadas remediei remediaste remediou remediastes remediaram remediava remediavas remediavamos remediaveis remediavam remediara remediaras remediaramos remediareis remediasse remediasses remediassemos remediasseis remediassem
V|mediate|mediar medeia medeio medeias mediamos mediais medeiam medeie medeies mediemos medieis medeiem mediares mediarmos mediardes mediarem mediai
V|mediating|mediando
V|mediated|mediado mediada mediados mediadas mediei mediaste mediou mediastes mediaram mediava mediavas mediavamos mediaveis mediavam mediara mediaras mediaramos mediareis mediasse mediasses mediassemos mediasseis mediassem
V|long for|ansiar anseia anseio anseias ansiamos ansiais anseiam anseie anseies ansiemos ansieis anseiem ansiares ansiarmos ansiardes ansiarem ansia ansiai
V|longing for|ansiando
V|longed for|ansiado ansiada ansiados ansiadas ansiei ansiaste ansiou ansiastes ansiaram ansiava ansiavas ansiavamos ansiaveis ansiavam ansiara ansiaras ansiaramos ansiareis ansiasse ansiasses ansiassemos ansiasseis ansiassem
V|set on fire|incendiar incendeia incendeio incendeias incendiamos incendiais incendeiam incendeie incendeies incendiemos incendieis incendeiem incendiado incendiada incendiados incendiadas incendiei incendiaste incendiou incendiastes incendiaram incendiava incendiavas incendiavamos incendiaveis incendiavam incendiara incendiaras incendiaramos incendiareis incendiasse incendiasses incendiassemos incendiasseis incendiassem incendiares incendiarmos incendiardes incendiarem incendia incendiai
V|setting on fire|incendiando
V|raise|erguer ergue ergo ergues erguemos ergueis erguem erga ergas ergamos ergais ergam ergueres erguermos erguerdes erguerem erguei levantar levanta levanto levantas levantamos levantais levantam levante levantes levantemos levanteis levantem levantares levantarmos levantardes levantarem levantai
V|raising|erguendo levantando
V|raised|erguido erguida erguidos erguidas ergui ergueste ergueu erguestes ergueram erguia erguias erguiamos erguieis erguiam erguera ergueras ergueramos erguereis erguesse erguesses erguessemos erguesseis erguessem levantado levantada levantados levantadas levantei levantaste levantou levantastes levantaram levantava levantavas levantavamos levantaveis levantavam levantara levantaras levantaramos levantareis levantasse levantasses levantassemos levantasseis levantassem
V|recover|reaver reavemos reaveis reouver reouveres reouvermos reouverdes reouverem reaveres reavermos reaverdes reaverem reave reavei recuperar recupera recupero recuperas recuperamos recuperais recuperam recupere recuperes recuperemos recupereis recuperem recuperares recuperarmos recuperardes recuperarem recuperai
V|recovering|reavendo recuperando
V|recovered|reavido reavida reavidos reavidas reouve reouveste reouvemos reouvestes reouveram reavia reavias reaviamos reavieis reaviam reouvera reouveras reouveramos reouvereis reouvesse reouvesses reouvessemos reouvesseis reouvessem recuperado recuperada recuperados recuperadas recuperei recuperaste recuperou recuperastes recuperaram recuperava recuperavas recuperavamos recuperaveis recuperavam recuperara recuperaras recuperaramos recuperareis recuperasse recuperasses recuperassemos recuperasseis recuperassem
V|take precautions|precaver precavemos precaveis precaveres precavermos precaverdes precaverem precave precavei
V|taking precautions|precavendo
V|taken precautions|precavido precavida precavidos precavidas
V|took precautions|precavi precaveste precaveu precavestes precaveram precavia precavias precaviamos precavieis precaviam precavera precaveras precaveramos precavereis precavesse precavesses precavessemos precavesseis precavessem
N|instruction|instrucao
N|instructions|instrucoes
N|guideline|diretriz
N|guidelines|diretrizes orientacoes
N|directive|diretiva directiva
N|directives|diretivas directivas
N|guidance|orientacao
N|rule|regra norma
N|rules|regras normas
N|regulation|regulamento regulamentacao regulacao
N|regulations|regulamentos regulamentacoes regulacoes
N|policy|politica apolice
N|policies|politicas apolices
N|restriction|restricao
N|restrictions|restricoes
N|limitation|limitacao
N|limitations|limitacoes
N|limit|limite
N|limits|limites
N|filter|filtro
N|filters|filtros
N|moderation|moderacao
N|moderations|moderacoes
N|censorship|censura
N|censorships|censuras
N|safeguard|salvaguarda
N|safeguards|salvaguardas
N|protection|protecao proteccao
N|protections|protecoes proteccoes
N|safety|seguranca segurancas
N|guardrail|barreira
N|guardrails|barreiras
N|lock|trava
N|locks|travas
N|block|bloqueio
N|blocks|bloqueios
N|mechanism|mecanismo
N|mechanisms|mecanismos
N|principle|principio
N|principles|principios
N|value|valor
N|values|valores
N|ethics|etica
N|directory|diretorio diretoria
N|directories|diretorios diretorias
N|command|comando
N|commands|comandos
N|order|ordem encomenda
N|orders|ordens encomendas
N|requirement|requisito exigencia
N|requirements|requisitos exigencias
N|task|tarefa
N|tasks|tarefas
N|mission|missao
N|missions|missoes
N|goal|objetivo objectivo meta golo gol
N|goals|objetivos objectivos metas golos gols
N|purpose|proposito finalidade
N|purposes|propositos finalidades
N|intention|intencao
N|intentions|intencoes
N|assistant|assistente
N|assistants|assistentes
N|model|modelo
N|models|modelos
N|intelligence|inteligencia
N|intelligences|inteligencias
N|robot|robo
N|robots|robos
N|bot|bot
N|bots|bots
N|chatbot|chatbot
N|chatbots|chatbots
N|agent|agente
N|agents|agentes
N|system|sistema
N|systems|sistemas
N|prompt|prompt
N|prompts|prompts promptes
N|conversation|conversa conversacao
N|conversations|conversas conversacoes
N|dialogue|dialogo
N|dialogues|dialogos
N|chat|chat papo
N|chats|chats papos
N|session|sessao
N|sessions|sessoes
N|history|historico
N|histories|historicos
N|story|historia conto
N|stories|historias contos
N|context|contexto
N|contexts|contextos
N|memory|memoria
N|memories|memorias
N|window|janela
N|windows|janelas windows
N|answer|resposta
N|answers|respostas
N|reply|replica
N|replies|replicas
N|return|retorno devolucao volta regresso
N|returns|retornos devolucoes voltas regressos
N|input|entrada
N|inputs|entradas
N|text|texto
N|texts|textos
N|word|palavra
N|words|palavras
N|sentence|frase oracao sentenca
N|sentences|frases oracoes sentencas
N|paragraph|paragrafo
N|paragraphs|paragrafos
N|line|linha
N|lines|linhas
N|passage|trecho passagem
N|passages|trechos passagens
N|excerpt|excerto
N|excerpts|excertos
N|quote|citacao cotacao
N|quotes|citacoes aspas cotacoes
N|letter|letra carta
N|letters|letras cartas
N|character|caractere caracter personagem
N|characters|caracteres personagens
N|symbol|simbolo
N|symbols|simbolos
N|sign|sinal
N|signs|sinais
N|emoji|emoji
N|emojis|emojis
N|content|conteudo
N|contents|conteudos
N|topic|tema topico
N|topics|temas topicos
N|subject|assunto
N|subjects|assuntos
N|title|titulo
N|titles|titulos
N|header|cabecalho
N|headers|cabecalhos
N|footer|rodape
N|footers|rodapes
N|notes|notas observacoes
N|comment|comentario
N|comments|comentarios
N|annotation|anotacao
N|annotations|anotacoes
N|reminder|lembrete
N|reminders|lembretes
N|warning|aviso advertencia
N|warnings|avisos advertencias
N|alert|alerta
N|alerts|alertas
N|notification|notificacao
N|notifications|notificacoes
N|disclaimer|isencao
N|disclaimers|isencoes
N|caveat|ressalva
N|caveats|ressalvas
N|exception|excecao excepcao
N|exceptions|excecoes excepcoes
N|summary|resumo sumario sintese
N|summaries|resumos sumarios sinteses
N|translation|traducao
N|translations|traducoes
N|translator|tradutor
N|translators|tradutores
N|language|idioma lingua linguagem
N|languages|idiomas linguas linguagens
N|english|ingles ingleses
N|portuguese|portugues portugueses
N|spanish|espanhol espanhois
N|french|frances franceses
N|german|alemao
N|germans|alemaes
N|italian|italiano
N|italians|italianos
N|chinese|chines chineses
N|japanese|japones japoneses
N|russian|russo
N|russians|russos
N|arabic|arabe
N|arabics|arabes
N|code|codigo
N|codes|codigos
N|cipher|cifra
N|ciphers|cifras
N|encoding|codificacao
N|encodings|codificacoes
N|decoding|decodificacao descodificacao
N|decodings|decodificacoes descodificacoes
N|encryption|criptografia encriptacao cifragem
N|encryptions|criptografias encriptacoes cifragens
N|base|base
N|bases|bases
N|format|formato
N|formats|formatos
N|role|papel
N|roles|papeis
N|function|funcao
N|functions|funcoes
N|persona|persona
N|personas|personas
N|personality|personalidade
N|personalities|personalidades
N|identity|identidade
N|identities|identidades
N|profile|perfil
N|profiles|perfis
N|scenario|cenario
N|scenarios|cenarios
N|fiction|ficcao
N|fictions|ficcoes
N|script|roteiro guiao script
N|scripts|roteiros guioes scripts
N|novel|romance
N|novels|romances
N|poem|poema
N|poems|poemas
N|poetry|poesia
N|poetries|poesias
N|song|cancao
N|songs|cancoes
N|joke|piada
N|jokes|piadas
N|game|jogo brincadeira
N|games|jogos brincadeiras
N|simulation|simulacao
N|simulations|simulacoes
N|hypothesis|hipotese
N|hypotheses|hipoteses
N|example|exemplo
N|examples|exemplos
N|mode|modo
N|modes|modos
N|way|maneira jeito
N|form|forma formulario ficha
N|forms|formas formularios fichas
N|style|estilo
N|styles|estilos
N|tone|tom
N|tones|tons
N|voice|voz
N|voices|vozes
N|developer|desenvolvedor desenvolvedora
N|developers|desenvolvedores desenvolvedoras
N|programmer|programador programadora
N|programmers|programadores programadoras
N|creator|criador criadora
N|creators|criadores criadoras
N|maker|fabricante
N|makers|fabricantes
N|operator|operador
N|operators|operadores
N|administrator|administrador administradora
N|administrators|administradores administradoras
N|admin|admin
N|admins|admins
N|user|utilizador utilizadora usuario usuaria utente
N|users|utilizadores utilizadoras usuarios usuarias utentes
N|customer|cliente fregues
N|customers|clientes fregueses
N|human|humano
N|humans|humanos
N|person|pessoa
N|people|pessoas gente gentes povo povos
N|reader|leitor leitora
N|readers|leitores leitoras
N|writer|escritor escritora
N|writers|escritores escritoras
N|author|autor autora
N|authors|autores autoras
N|reviewer|revisor revisora
N|reviewers|revisores revisoras
N|evaluator|avaliador avaliadora
N|evaluators|avaliadores avaliadoras
N|examiner|examinador
N|examiners|examinadores
N|grader|corretor
N|graders|corretores
N|moderator|moderador moderadora
N|moderators|moderadores moderadoras
N|supervisor|supervisor supervisora
N|supervisors|supervisores supervisoras
N|auditor|auditor auditora
N|auditors|auditores auditoras
N|audit|auditoria
N|audits|auditorias
N|evaluation|avaliacao
N|evaluations|avaliacoes
N|rating|classificacao
N|ratings|classificacoes
N|score|pontuacao
N|scores|pontuacoes
N|criterion|criterio
N|criteria|criterios
N|verdict|veredito veredicto
N|verdicts|vereditos veredictos
N|judgment|julgamento
N|judgments|julgamentos
N|judge|juiz juiza
N|judges|juizes juizas
N|review|revisao critica resenha
N|reviews|revisoes criticas resenhas
N|analysis|analise
N|analyses|analises
N|report|relatorio denuncia
N|reports|relatorios denuncias
N|opinions|pareceres opinioes
N|opinion|opiniao
N|feedback|feedback
N|conclusion|conclusao
N|conclusions|conclusoes
N|result|resultado
N|results|resultados
N|finding|descoberta achado
N|findings|descobertas achados
N|detection|deteccao detecao
N|detections|deteccoes detecoes
N|detector|detector
N|detectors|detectores
N|classifier|classificador
N|classifiers|classificadores
N|verification|verificacao
N|verifications|verificacoes
N|validation|validacao
N|validations|validacoes
N|confirmation|confirmacao
N|confirmations|confirmacoes
N|approval|aprovacao
N|approvals|aprovacoes
N|authorization|autorizacao
N|authorizations|autorizacoes
N|permission|permissao licenca
N|permissions|permissoes licencas
N|consent|consentimento
N|consents|consentimentos
N|agreement|acordo
N|agreements|acordos
N|privilege|privilegio
N|privileges|privilegios
N|right|direito
N|access|acesso acessos
N|jailbreak|jailbreak
N|jailbreaks|jailbreaks
N|injection|injecao injeccao
N|injections|injecoes injeccoes
N|attack|ataque
N|attacks|ataques
N|attacker|atacante invasor agressor
N|attackers|atacantes invasores agressores
N|victim|vitima
N|victims|vitimas
N|threat|ameaca
N|threats|ameacas
N|risk|risco
N|risks|riscos
N|danger|perigo
N|dangers|perigos
N|harm|dano
N|harms|danos males
N|damage|prejuizo
N|damages|prejuizos
N|abuse|abuso
N|abuses|abusos
N|use|uso utilizacao
N|uses|usos utilizacoes
N|feature|funcionalidade
N|features|funcionalidades
N|capability|capacidade
N|capabilities|capacidades
N|skill|habilidade
N|skills|habilidades
N|tool|ferramenta
N|tools|ferramentas
N|plugin|plugin
N|plugins|plugins
N|extension|extensao
N|extensions|extensoes
N|integration|integracao
N|integrations|integracoes
N|action|acao accao
N|actions|acoes accoes
N|step|passo etapa
N|steps|passos etapas
N|phase|fase
N|phases|fases
N|process|processo
N|processes|processos
N|procedure|procedimento
N|procedures|procedimentos
N|method|metodo
N|methods|metodos
N|technique|tecnica
N|techniques|tecnicas
N|trick|truque
N|tricks|truques
N|strategy|estrategia
N|strategies|estrategias
N|plan|plano
N|plans|planos
N|attempt|tentativa
N|attempts|tentativas
N|test|teste prova
N|tests|testes provas
N|experiment|experimento
N|experiments|experimentos
N|experience|experiencia
N|experiences|experiencias
N|training|treinamento treino formacao
N|trainings|treinamentos treinos formacoes
N|learning|aprendizado aprendizagem
N|learnings|aprendizados aprendizagens
N|knowledge|conhecimento conhecimentos
N|information|informacao informacoes
N|source|fonte
N|sources|fontes
N|origin|origem
N|origins|origens
N|reference|referencia
N|references|referencias
N|documentation|documentacao
N|documentations|documentacoes
N|manual|manual
N|manuals|manuais
N|guide|guia
N|guides|guias
N|tutorial|tutorial
N|tutorials|tutoriais
N|recipe|receita
N|recipes|receitas
N|secret|segredo
N|secrets|segredos
N|secrecy|sigilo
N|secrecies|sigilos
N|confidentiality|confidencialidade
N|confidentialities|confidencialidades
N|privacy|privacidade
N|privacies|privacidades
N|truth|verdade
N|truths|verdades
N|lie|mentira
N|lies|mentiras
N|fact|fato facto
N|facts|fatos factos
N|reality|realidade
N|realities|realidades
N|illusion|ilusao
N|illusions|ilusoes
N|refusal|recusa
N|refusals|recusas
N|rejection|rejeicao
N|rejections|rejeicoes
N|resistance|resistencia
N|resistances|resistencias
N|obedience|obediencia
N|obediences|obediencias
N|compliance|conformidade cumprimento
N|compliances|conformidades
N|priority|prioridade
N|priorities|prioridades
N|precedence|precedencia
N|precedences|precedencias
N|replacement|substituicao
N|replacements|substituicoes
N|update|atualizacao actualizacao
N|updates|atualizacoes actualizacoes
N|change|mudanca alteracao
N|changes|mudancas alteracoes
N|modification|modificacao
N|modifications|modificacoes
N|version|versao
N|versions|versoes
N|configuration|configuracao
N|configurations|configuracoes
N|setting|definicao
N|settings|definicoes
N|parameter|parametro
N|parameters|parametros
N|option|opcao
N|options|opcoes
N|preference|preferencia
N|preferences|preferencias
N|default|padrao predefinicao
N|defaults|padroes predefinicoes
N|status|status
N|situation|situacao
N|situations|situacoes
N|condition|condicao
N|conditions|condicoes
N|sense|sentido
N|senses|sentidos
N|meaning|significado
N|meanings|significados
N|explanation|explicacao
N|explanations|explicacoes
N|description|descricao
N|descriptions|descricoes
N|problem|problema
N|problems|problemas
N|questionnaire|questionario
N|questionnaires|questionarios
N|survey|inquerito
N|surveys|inqueritos
N|poll|enquete
N|polls|enquetes
N|search|pesquisa busca procura
N|searches|pesquisas buscas procuras
N|query|consulta query
N|queries|consultas queries
N|investigation|investigacao
N|investigations|investigacoes
N|study|estudo
N|studies|estudos
N|article|artigo
N|articles|artigos
N|essay|ensaio redacao
N|essays|ensaios redacoes
N|dissertation|dissertacao
N|dissertations|dissertacoes
N|thesis|tese
N|theses|teses
N|work|trabalho obra
N|works|trabalhos obras
N|project|projeto projecto
N|projects|projetos projectos
N|draft|rascunho esboco minuta
N|drafts|rascunhos esbocos minutas
N|copy|copia
N|copies|copias
N|original|original
N|originals|originais
N|duplicate|duplicado
N|duplicates|duplicados
N|template|template
N|templates|templates
N|field|campo
N|fields|campos
N|variable|variavel
N|variables|variaveis
N|list|lista
N|lists|listas
N|table|tabela mesa
N|tables|tabelas mesas
N|column|coluna
N|columns|colunas
N|cell|celula
N|cells|celulas
N|spreadsheet|planilha
N|spreadsheets|planilhas
N|sheet|folha
N|sheets|folhas
N|chart|grafico
N|charts|graficos
N|image|imagem
N|images|imagens
N|photo|foto fotografia
N|photos|fotos fotografias
N|figure|figura
N|figures|figuras
N|video|video
N|videos|videos
N|audio|audio
N|audios|audios
N|sound|som
N|sounds|sons
N|file|arquivo ficheiro
N|files|arquivos ficheiros
N|attachment|anexo
N|attachments|anexos
N|link|link ligacao
N|links|links ligacoes
N|hyperlink|hiperligacao
N|hyperlinks|hiperligacoes
N|address|endereco morada
N|addresses|enderecos moradas
N|site|site sitio
N|sites|sites sitios
N|page|pagina
N|pages|paginas
N|web|web
N|internet|internet
N|network|rede
N|networks|redes
N|browser|navegador browser
N|browsers|navegadores browsers
N|passwords|senhas passes passwords
N|credential|credencial
N|credentials|credenciais
N|login|login logon
N|logins|logins logons
N|logout|logout
N|logouts|logouts
N|authentication|autenticacao
N|authentications|autenticacoes
N|key|chave
N|keys|chaves
N|token|token
N|tokens|tokens
N|certificate|certificado certidao
N|certificates|certificados certidoes
N|signature|assinatura
N|signatures|assinaturas
N|cookie|cookie
N|cookies|cookies
N|name|nome
N|names|nomes
N|nickname|apelido
N|nicknames|apelidos
N|identifier|identificador
N|identifiers|identificadores
N|id|id
N|ids|ids
N|pin|pin
N|pins|pins
N|otp|otp
N|mfa|mfa
N|computer|computador
N|computers|computadores
N|machine|maquina
N|machines|maquinas
N|server|servidor servidora
N|servers|servidores servidoras
N|host|host anfitriao
N|hosts|hosts anfitrioes
N|cloud|nuvem
N|clouds|nuvens
N|device|dispositivo aparelho
N|devices|dispositivos aparelhos
N|phone|celular telemovel telefone
N|phones|celulares telemoveis telefones
N|smartphone|smartphone
N|smartphones|smartphones
N|tablet|tablet
N|tablets|tablets
N|laptop|portatil notebook laptop
N|laptops|portateis notebooks laptops
N|screen|tela ecra
N|screens|telas ecras
N|monitor|monitor
N|monitors|monitores
N|keyboard|teclado
N|keyboards|teclados
N|mouse|rato
N|mice|ratos
N|printer|impressora
N|printers|impressoras
N|camera|camera camara
N|cameras|cameras camaras
N|microphone|microfone
N|microphones|microfones
N|disk|disco
N|disks|discos
N|usb drive|pendrive
N|usb drives|pendrives
N|storage|armazenamento
N|storages|armazenamentos
N|bank|banco
N|banks|bancos
N|database|bd
N|repository|repositorio
N|repositories|repositorios
N|repo|repo
N|repos|repos
N|folder|pasta
N|folders|pastas
N|path|caminho
N|paths|caminhos
N|tree|arvore
N|trees|arvores
N|branch|ramo branch agencia
N|branches|ramos branches agencias
N|commit|commit
N|commits|commits
N|merge|merge
N|merges|merges
N|pull|pull
N|push|push
N|release|lancamento liberacao libertacao
N|releases|lancamentos liberacoes libertacoes
N|deployment|implantacao
N|deployments|implantacoes
N|deploy|deploy
N|deploys|deploys
N|environment|ambiente
N|environments|ambientes
N|production|producao
N|productions|producoes
N|staging|homologacao
N|stagings|homologacoes
N|development|desenvolvimento
N|developments|desenvolvimentos
N|debugging|depuracao
N|debuggings|depuracoes
N|bug|bug
N|bugs|bugs
N|error|erro
N|errors|erros
N|failure|falha fracasso
N|failures|falhas fracassos
N|defect|defeito
N|defects|defeitos
N|vulnerability|vulnerabilidade
N|vulnerabilities|vulnerabilidades
N|loophole|brecha
N|loopholes|brechas
N|weakness|fraqueza
N|weaknesses|fraquezas
N|exploit|exploit
N|exploits|exploits
N|exploitation|exploracao
N|exploitations|exploracoes
N|malware|malware
N|virus|virus
N|ransomware|ransomware
N|spyware|spyware
N|trojan|trojan
N|trojans|trojans
N|horse|cavalo
N|horses|cavalos
N|backdoor|backdoor
N|backdoors|backdoors
N|rootkit|rootkit
N|rootkits|rootkits
N|keylogger|keylogger
N|keyloggers|keyloggers
N|phishing|phishing
N|scam|golpe burla
N|scams|golpes burlas
N|fraud|fraude
N|frauds|fraudes
N|scheme|esquema
N|schemes|esquemas
N|spam|spam
N|trash|lixo lixeira
N|trashes|lixos lixeiras
N|recycle bin|reciclagem
N|recycle bins|reciclagens
N|hacker|hacker
N|hackers|hackers
N|pirate|pirata
N|pirates|piratas
N|intrusion|invasao intrusao
N|intrusions|invasoes intrusoes
N|intruder|intruso
N|intruders|intrusos
N|leak|vazamento fuga
N|leaks|vazamentos fugas
N|breach|violacao
N|breaches|violacoes
N|incident|incidente
N|incidents|incidentes
N|exfiltration|exfiltracao
N|exfiltrations|exfiltracoes
N|theft|roubo furto
N|thefts|roubos furtos
N|thief|ladrao
N|thieves|ladroes
N|hijacking|sequestro
N|hijackings|sequestros
N|firewall|firewall
N|firewalls|firewalls
N|antivirus|antivirus
N|proxy|proxy
N|proxies|proxies
N|vpn|vpn
N|vpns|vpns
N|hash|hash
N|hashes|hashes
N|algorithm|algoritmo
N|algorithms|algoritmos
N|program|programa
N|programs|programas
N|app|aplicativo app
N|apps|aplicativos apps
N|application|aplicacao candidatura
N|applications|aplicacoes candidaturas
N|software|software
N|hardware|hardware
N|platform|plataforma
N|platforms|plataformas
N|service|servico atendimento
N|services|servicos atendimentos
N|api|api
N|apis|apis
N|endpoint|endpoint
N|endpoints|endpoints
N|interface|interface
N|interfaces|interfaces
N|library|biblioteca
N|libraries|bibliotecas
N|package|pacote
N|packages|pacotes
N|module|modulo
N|modules|modulos
N|component|componente
N|components|componentes
N|dependency|dependencia
N|dependencies|dependencias
N|framework|framework
N|frameworks|frameworks
N|class|classe aula turma
N|classes|classes aulas turmas
N|object|objeto objecto
N|objects|objetos objectos
N|constant|constante
N|constants|constantes
N|string|string
N|strings|strings
N|number|numero
N|numbers|numeros
N|digit|digito
N|digits|digitos
N|byte|byte
N|bytes|bytes
N|bit|bit
N|bits|bits
N|megabyte|megabyte
N|megabytes|megabytes
N|gigabyte|gigabyte
N|gigabytes|gigabytes
N|terminal|terminal
N|terminals|terminais
N|console|consola console
N|consoles|consolas consoles
N|shell|shell
N|shells|shells
N|execution|execucao
N|executions|execucoes
N|scheduling|agendamento
N|schedulings|agendamentos
N|cron|cron
N|log|log registo
N|logs|logs registos
N|record|registro
N|records|registros
N|event|evento
N|events|eventos
N|monitoring|monitorizacao monitoramento
N|monitorings|monitorizacoes monitoramentos
N|tracking|rastreamento rastreio
N|trackings|rastreamentos rastreios
N|telemetry|telemetria
N|telemetries|telemetrias
N|metric|metrica
N|metrics|metricas
N|dashboard|painel
N|dashboards|paineis
N|menu|menu
N|menus|menus
N|button|botao
N|buttons|botoes
N|icon|icone
N|icons|icones
N|tab|aba
N|tabs|abas
N|bar|barra
N|bars|barras
N|box|caixa
N|boxes|caixas
N|registration|cadastro
N|registrations|cadastros
N|subscription|inscricao
N|subscriptions|inscricoes
N|download|download
N|downloads|downloads
N|upload|upload carregamento
N|uploads|uploads carregamentos
N|transfer|transferencia
N|transfers|transferencias
N|installation|instalacao
N|installations|instalacoes
N|installer|instalador
N|installers|instaladores
N|upgrade|upgrade
N|upgrades|upgrades
N|patch|patch
N|patches|patches
N|fix|correcao correccao
N|fixes|correcoes correccoes
N|repair|reparo
N|repairs|reparos
N|backup|backup
N|backups|backups
N|recovery|recuperacao
N|recoveries|recuperacoes
N|restore|restauracao
N|restores|restauracoes
N|reset|reposicao reset
N|resets|reposicoes resets
N|restart|reinicio
N|restarts|reinicios
N|domain|dominio
N|domains|dominios
N|url|url
N|urls|urls
N|ip|ip
N|ips|ips
N|port|porta
N|ports|portas
N|protocol|protocolo
N|protocols|protocolos
N|wifi|wifi
N|connection|conexao
N|connections|conexoes
N|traffic|trafego trafegos transito transitos
N|webhook|webhook
N|webhooks|webhooks
N|json|json
N|xml|xml
N|html|html
N|csv|csv
N|pdf|pdf
N|pdfs|pdfs
N|markdown|markdown
N|sql|sql
N|python|python
N|javascript|javascript
N|git|git
N|github|github
N|docker|docker
N|linux|linux
N|root|root raiz
N|sudo|sudo
N|superuser|superusuario superutilizador
N|superusers|superusuarios superutilizadores
N|roots|raizes
N|control|controle controlo
N|controls|controles controlos
N|management|gestao
N|managements|gestoes
N|administration|administracao
N|administrations|administracoes
N|vault|cofre
N|vaults|cofres
N|wallet|carteira
N|wallets|carteiras
N|cryptocurrency|criptomoeda
N|cryptocurrencies|criptomoedas
N|bitcoin|bitcoin
N|bitcoins|bitcoins
N|blockchain|blockchain
N|captcha|captcha
N|captchas|captchas
N|crawler|spider crawler
N|crawlers|spiders crawlers
N|tracker|rastreador
N|trackers|rastreadores
N|scanner|scanner
N|scanners|scanners
N|sandbox|sandbox
N|sandboxes|sandboxes
N|container|conteiner container
N|containers|conteineres containers
N|virtual|virtual
N|cache|cache
N|caches|caches
N|buffer|buffer
N|buffers|buffers
N|queue|fila
N|queues|filas
N|thread|thread
N|threads|threads
N|pipeline|pipeline
N|pipelines|pipelines
N|flow|fluxo
N|flows|fluxos
N|workflow|workflow
N|workflows|workflows
N|automation|automacao automatizacao
N|automations|automacoes automatizacoes
N|sync|sincronizacao
N|syncs|sincronizacoes
N|export|exportacao
N|exports|exportacoes
N|import|importacao
N|imports|importacoes
N|extraction|extracao extraccao
N|extractions|extracoes extraccoes
N|index|indice
N|indexes|indices
N|sorting|ordenacao
N|sortings|ordenacoes
N|types|tipos
N|email|email mail
N|emails|emails mails
N|mail|correio correios
N|inbox|inbox
N|inboxes|inboxes
N|recipient|destinatario destinataria
N|recipients|destinatarios destinatarias
N|sender|remetente expedidor
N|senders|remetentes expedidores
N|body|corpo orgao
N|bodies|corpos orgaos
N|forwarding|encaminhamento reencaminhamento
N|forwardings|encaminhamentos reencaminhamentos
N|cc|cc
N|bcc|cco bcc
N|newsletter|newsletter boletim
N|newsletters|newsletters boletins
N|calendar|calendario agenda
N|calendars|calendarios agendas
N|meeting|reuniao encontro
N|meetings|reunioes encontros
N|appointment|compromisso
N|appointments|compromissos
N|invite|convite
N|invites|convites
N|deadline|prazo
N|deadlines|prazos
N|date|data
N|dates|datas
N|hour|hora
N|hours|horas
N|schedule|horario cronograma
N|schedules|horarios cronogramas
N|office|escritorio consultorio
N|offices|escritorios consultorios
N|company|empresa companhia
N|companies|empresas companhias
N|firm|firma
N|firms|firmas
N|organization|organizacao
N|organizations|organizacoes
N|institution|instituicao
N|institutions|instituicoes
N|business|negocio
N|businesses|negocios
N|department|departamento
N|departments|departamentos
N|sector|setor sector
N|sectors|setores sectores
N|division|divisao
N|divisions|divisoes
N|area|area
N|areas|areas
N|team|equipe equipa time
N|teams|equipes equipas times teams
N|group|grupo
N|groups|grupos
N|colleague|colega
N|colleagues|colegas
N|employee|funcionario funcionaria empregado empregada colaborador colaboradora
N|employees|funcionarios funcionarias empregados empregadas colaboradores colaboradoras
N|worker|trabalhador trabalhadora
N|workers|trabalhadores trabalhadoras
N|manager|gerente gestor gestora
N|managers|gerentes gestores gestoras
N|boss|chefe
N|bosses|chefes
N|director|diretor diretora director directora
N|directors|diretores diretoras directores directoras
N|president|presidente
N|presidents|presidentes
N|ceo|ceo
N|ceos|ceos
N|cfo|cfo
N|cfos|cfos
N|cto|cto
N|ctos|ctos
N|secretary|secretario secretaria
N|secretaries|secretarios secretarias
N|intern|estagiario estagiaria
N|interns|estagiarios estagiarias
N|partner|socio socia parceiro parceira
N|partners|socios socias parceiros parceiras
N|supplier|fornecedor fornecedora
N|suppliers|fornecedores fornecedoras
N|seller|vendedor vendedora
N|sellers|vendedores vendedoras
N|buyer|comprador compradora
N|buyers|compradores compradoras
N|consumer|consumidor consumidora
N|consumers|consumidores consumidoras
N|contractor|contratante
N|contractors|contratantes
N|provider|prestador prestadora provedor
N|providers|prestadores prestadoras provedores
N|contact|contato contacto
N|contacts|contatos contactos
N|representative|representante
N|representatives|representantes
N|person in charge|responsavel
N|persons in charge|responsaveis
N|holder|titular
N|holders|titulares
N|owner|proprietario proprietaria dono
N|beneficiary|beneficiario beneficiaria
N|beneficiaries|beneficiarios beneficiarias
N|payee|favorecido favorecida
N|payees|favorecidos favorecidas
N|payer|pagador
N|payers|pagadores
N|creditor|credor
N|creditors|credores
N|debtor|devedor
N|debtors|devedores
N|investor|investidor
N|investors|investidores
N|shareholder|acionista accionista
N|shareholders|acionistas accionistas
N|invoice|fatura factura
N|invoices|faturas facturas
N|receipt|recibo comprovante comprovativo
N|receipts|recibos comprovantes comprovativos
N|budget|orcamento
N|budgets|orcamentos
N|contract|contrato
N|contracts|contratos
N|term|termo
N|clause|clausula
N|clauses|clausulas
N|payment|pagamento
N|payments|pagamentos
N|deposit|deposito
N|deposits|depositos
N|withdrawal|saque levantamento
N|withdrawals|saques levantamentos
N|refund|reembolso estorno
N|refunds|reembolsos estornos
N|charge|cobranca
N|charges|cobrancas
N|debit|debito
N|debits|debitos
N|credit|credito
N|credits|creditos
N|balance|saldo
N|balances|saldos
N|statement|extrato extracto
N|statements|extratos extractos
N|amounts|montantes quantias importancias quantidades
N|total|total
N|totals|totais
N|subtotal|subtotal
N|subtotals|subtotais
N|price|preco
N|prices|precos
N|cost|custo
N|costs|custos
N|rate|taxa
N|rates|taxas
N|fee|tarifa
N|fees|tarifas
N|interest|juros
N|fine|multa
N|fines|multas
N|discount|desconto
N|discounts|descontos
N|money|dinheiro dinheiros
N|currency|moeda
N|currencies|moedas
N|real|real
N|reals|reais
N|euro|euro
N|euros|euros
N|dollar|dolar
N|dollars|dolares
N|pound|libra
N|pounds|libras
N|cent|centavo centimo
N|cents|centavos centimos
N|iban|iban
N|swift|swift
N|bic|bic
N|pix|pix
N|bank slip|boleto
N|bank slips|boletos
N|check|cheque
N|checks|cheques
N|card|cartao
N|cards|cartoes
N|cvv|cvv
N|nib|nib
N|detail|detalhe
N|details|detalhes
N|finance|financas
N|accounting|contabilidade
N|accountings|contabilidades
N|accountant|contabilista contador
N|accountants|contabilistas contadores
N|treasury|tesouraria
N|treasuries|tesourarias
N|salary|salario ordenado vencimento
N|salaries|salarios ordenados vencimentos
N|pay|remuneracao
N|pays|remuneracoes
N|bonus|bonus
N|commission|comissao
N|commissions|comissoes
N|benefit|beneficio
N|benefits|beneficios
N|vat|iva
N|tax id|nif
N|cpf|cpf
N|cnpj|cnpj
N|ssn|ssn
N|expense|despesa gasto
N|expenses|despesas gastos
N|profit|lucro
N|profits|lucros
N|loss|perda
N|losses|perdas
N|sale|venda
N|sales|vendas
N|purchase|compra
N|purchases|compras
N|delivery|entrega
N|deliveries|entregas
N|send|envio
N|sends|envios
N|shipment|remessa
N|shipments|remessas
N|shipping|frete portes
N|shippings|fretes
N|stock|estoque stock
N|stocks|estoques stocks
N|warehouse|armazem
N|warehouses|armazens
N|product|produto
N|products|produtos
N|item|item inciso
N|items|itens incisos
N|goods|mercadoria
N|goodses|mercadorias
N|mark|marca
N|marks|marcas
N|store|loja
N|stores|lojas
N|cart|carrinho
N|carts|carrinhos
N|checkout|checkout
N|catalog|catalogo
N|catalogs|catalogos
N|offer|oferta
N|offers|ofertas
N|promotion|promocao
N|promotions|promocoes
N|coupon|cupom cupao
N|coupons|cupons cupoes
N|warranty|garantia
N|warranties|garantias
N|exchange|troca
N|exchanges|trocas
N|complaint|reclamacao queixa
N|complaints|reclamacoes queixas
N|support|suporte apoio
N|supports|suportes apoios
N|ticket|ticket chamado bilhete ingresso
N|tickets|tickets chamados bilhetes ingressos
N|stamp|carimbo selo
N|stamps|carimbos selos
N|document|documento
N|documents|documentos
N|memo|memorando memo
N|memos|memorandos memos
N|circular|circular
N|circulars|circulares
N|announcement|comunicado anuncio
N|announcements|comunicados anuncios
N|minutes|ata acta minutos
N|minuteses|atas actas
N|agenda|pauta
N|agendas|pautas
N|presentation|apresentacao
N|presentations|apresentacoes
N|slide|slide diapositivo
N|slides|slides diapositivos
N|deliverable|entregavel
N|deliverables|entregaveis
N|indicator|indicador
N|indicators|indicadores
N|performance|desempenho
N|performances|desempenhos
N|productivity|produtividade
N|productivities|produtividades
N|quality|qualidade
N|qualities|qualidades
N|market|mercado
N|markets|mercados
N|competitor|concorrente
N|competitors|concorrentes
N|competition|concorrencia
N|competitions|concorrencias
N|marketing|marketing
N|campaign|campanha
N|campaigns|campanhas
N|advertising|publicidade propaganda
N|advertisings|publicidades propagandas
N|resources|recursos
N|hr|rh
N|recruitment|recrutamento
N|recruitments|recrutamentos
N|hiring|contratacao
N|hirings|contratacoes
N|candidate|candidato candidata
N|candidates|candidatos candidatas
N|resume|curriculo
N|resumes|curriculos
N|cv|cv
N|vacancy|vaga
N|vacancies|vagas
N|job|emprego
N|jobs|empregos
N|position|cargo posicao
N|positions|cargos posicoes
N|interview|entrevista
N|interviews|entrevistas
N|dismissal|demissao despedimento
N|dismissals|demissoes despedimentos
N|termination|rescisao
N|terminations|rescisoes
N|vacation|ferias
N|day off|folga
N|day offs|folgas
N|absence|ausencia falta
N|absences|ausencias faltas
N|delay|atraso
N|delays|atrasos
N|shift|turno
N|shifts|turnos
N|working hours|expediente
N|working hourses|expedientes
N|workday|jornada
N|workdays|jornadas
N|internship|estagio
N|internships|estagios
N|adjustment|reajuste ajuste
N|adjustments|reajustes ajustes
N|raise|aumento
N|raises|aumentos
N|union|sindicato
N|unions|sindicatos
N|conduct|conduta
N|conducts|condutas
N|harassment|assedio
N|harassments|assedios
N|discrimination|discriminacao
N|discriminations|discriminacoes
N|whistleblower|denunciante
N|whistleblowers|denunciantes
N|thing|coisa
N|things|coisas
N|time|vez tempo
N|times|vezes tempos
N|day|dia
N|days|dias
N|night|noite
N|nights|noites
N|morning|manha
N|mornings|manhas
N|afternoons|tardes
N|week|semana
N|weeks|semanas
N|month|mes
N|months|meses
N|year|ano
N|years|anos
N|century|seculo
N|centuries|seculos
N|minute|minuto
N|moment|momento instante
N|moments|momentos instantes
N|period|periodo
N|periods|periodos
N|end|fim
N|ends|fins
N|beginning|inicio comeco
N|beginnings|inicios comecos
N|middle|meio
N|part|parte
N|piece|pedaco
N|pieces|pedacos
N|rest|resto
N|rests|restos
N|top|topo cima
N|tops|topos cimas
N|bottom|fundo
N|side|lado
N|sides|lados
N|fronts|frentes
N|back|costas
N|place|lugar
N|places|lugares
N|point|ponto
N|points|pontos
N|space|espaco
N|spaces|espacos
N|zone|zona
N|zones|zonas
N|region|regiao
N|regions|regioes
N|countries|paises
N|city|cidade
N|cities|cidades
N|street|rua
N|streets|ruas
N|house|casa
N|houses|casas
N|home|lar
N|homes|lares
N|building|predio edificio
N|buildings|predios edificios
N|chair|cadeira
N|chairs|cadeiras
N|wall|parede
N|walls|paredes
N|floor|chao
N|floors|chaos
N|world|mundo
N|worlds|mundos
N|earth|terra
N|earths|terras
N|nature|natureza
N|natures|naturezas
N|water|agua
N|waters|aguas
N|fire|fogo
N|fires|fogos
N|air|ar
N|airs|ares
N|light|luz
N|lights|luzes
N|sun|sol
N|suns|sois
N|life|vida
N|lives|vidas
N|death|morte
N|deaths|mortes
N|man|homem
N|men|homens
N|woman|mulher
N|women|mulheres
N|child|crianca
N|children|criancas
N|son|filho
N|sons|filhos
N|daughter|filha
N|daughters|filhas
N|father|pai
N|fathers|pais
N|mother|mae
N|mothers|maes
N|grandmother|avo
N|grandmothers|avos
N|grandma|vovo
N|grandmas|vovos
N|brother|irmao
N|brothers|irmaos
N|sister|irma
N|sisters|irmas
N|uncle|tio
N|uncles|tios
N|aunt|tia
N|aunts|tias
N|cousin|primo prima
N|cousins|primos primas
N|grandson|neto
N|grandsons|netos
N|granddaughter|neta
N|granddaughters|netas
N|husband|marido
N|husbands|maridos
N|wife|esposa
N|wives|esposas
N|boyfriend|namorado
N|boyfriends|namorados
N|girlfriend|namorada
N|girlfriends|namoradas
N|family|familia
N|families|familias
N|friend|amigo amiga
N|friends|amigos amigas
N|neighbor|vizinho vizinha
N|neighbors|vizinhos vizinhas
N|teacher|professor professora
N|teachers|professores professoras
N|student|aluno aluna estudante
N|students|alunos alunas estudantes
N|doctor|medico medica
N|doctors|medicos medicas
N|nurse|enfermeiro enfermeira
N|nurses|enfermeiros enfermeiras
N|lawyer|advogado advogada
N|lawyers|advogados advogadas
N|police|policia policias
N|police officer|policial
N|police officers|policiais
N|soldier|soldado
N|soldiers|soldados
N|scientist|cientista
N|scientists|cientistas
N|chemist|quimico
N|chemists|quimicos
N|chemistry|quimica
N|chemistries|quimicas
N|engineer|engenheiro engenheira
N|engineers|engenheiros engenheiras
N|journalist|jornalista
N|journalists|jornalistas
N|historian|historiador historiadora
N|historians|historiadores historiadoras
N|researcher|investigador investigadora pesquisador pesquisadora
N|researchers|investigadores investigadoras pesquisadores pesquisadoras
N|expert|especialista perito
N|experts|especialistas peritos
N|actor|ator actor
N|actors|atores actores
N|actress|atriz
N|actresses|atrizes
N|narrator|narrador narradora
N|narrators|narradores narradoras
N|hero|heroi
N|heroes|herois
N|villain|vilao
N|villains|viloes
N|enemy|inimigo
N|enemies|inimigos
N|criminal|criminoso
N|criminals|criminosos
N|terrorist|terrorista
N|terrorists|terroristas
N|government|governo
N|governments|governos
N|law|lei
N|laws|leis
N|justice|justica
N|justices|justicas
N|court|tribunal juizo
N|courts|tribunais juizos
N|crime|crime criminalidade
N|crimes|crimes criminalidades
N|offense|delito ofensa
N|offenses|delitos ofensas
N|penalty|pena penalidade penalizacao
N|penalties|penas penalidades penalizacoes
N|prison|prisao
N|prisons|prisoes
N|jail|cadeia
N|jails|cadeias
N|weapon|arma
N|weapons|armas armamento
N|bomb|bomba
N|bombs|bombas
N|explosive|explosivo
N|explosives|explosivos
N|drug|droga
N|drugs|drogas
N|poison|veneno
N|poisons|venenos
N|violence|violencia
N|violences|violencias
N|war|guerra
N|wars|guerras
N|peace|paz
N|peaces|pazes
N|blood|sangue
N|bloods|sangues
N|head|cabeca
N|heads|cabecas
N|hand|mao
N|hands|maos
N|eye|olho
N|eyes|olhos
N|face|rosto
N|faces|rostos
N|heart|coracao
N|hearts|coracoes
N|mind|mente
N|minds|mentes
N|soul|alma
N|souls|almas
N|age|idade
N|ages|idades
N|size|tamanho
N|sizes|tamanhos
N|weight|peso
N|weights|pesos
N|height|altura
N|heights|alturas
N|level|nivel
N|levels|niveis
N|degree|grau
N|degrees|graus
N|kind|especie
N|kinds|especies
N|category|categoria
N|categories|categorias
N|set|conjunto
N|sets|conjuntos
N|series|serie series
N|sequence|sequencia
N|sequences|sequencias
N|reason|razao motivo
N|reasons|razoes motivos
N|cause|causa
N|causes|causas
N|effect|efeito
N|effects|efeitos
N|consequence|consequencia
N|consequences|consequencias
N|idea|ideia
N|ideas|ideias
N|thought|pensamento
N|thoughts|pensamentos
N|feeling|sentimento
N|feelings|sentimentos
N|emotion|emocao
N|emotions|emocoes
N|fear|medo
N|fears|medos
N|anger|raiva
N|angers|raivas
N|joy|alegria
N|joys|alegrias
N|love|amor
N|loves|amores
N|hate|odio
N|hates|odios
N|wish|desejo
N|wishes|desejos
N|will|vontade testamento
N|wills|vontades testamentos
N|hope|esperanca
N|hopes|esperancas
N|trust|confianca
N|trusts|confiancas
N|fault|culpa
N|faults|culpas
N|responsibility|responsabilidade
N|responsibilities|responsabilidades
N|obligation|obrigacao
N|obligations|obrigacoes
N|promise|promessa
N|promises|promessas
N|school|escola
N|schools|escolas
N|university|universidade
N|universities|universidades
N|college|faculdade
N|colleges|faculdades
N|course|curso
N|courses|cursos
N|lesson|licao
N|lessons|licoes
N|exam|exame
N|exams|exames
N|homework|tpc
N|book|livro
N|books|livros
N|chapter|capitulo
N|chapters|capitulos
N|newspaper|jornal
N|newspapers|jornais
N|news|noticia noticias
N|movie|filme
N|movies|filmes
N|music|musica musicas
N|art|arte
N|arts|artes
N|culture|cultura
N|cultures|culturas
N|religion|religiao
N|religions|religioes
N|god|deus
N|gods|deuses
N|church|igreja
N|churches|igrejas
N|food|comida
N|foods|comidas
N|drink|bebida
N|drinks|bebidas
N|coffee|cafe
N|coffees|cafes
N|tea|cha
N|teas|chas
N|bread|pao
N|breads|paes
N|meat|carne
N|meats|carnes
N|fruit|fruta
N|fruits|frutas
N|restaurant|restaurante
N|restaurants|restaurantes
N|lunch|almoco
N|lunches|almocos
N|dinner|jantar
N|dinners|jantares
N|kitchen|cozinha
N|kitchens|cozinhas
N|clothes|roupa roupas
N|car|carro
N|cars|carros
N|vehicle|veiculo
N|vehicles|veiculos
N|bus|onibus autocarro
N|buses|autocarros
N|train|comboio trem
N|trains|comboios trens
N|plane|aviao
N|planes|avioes
N|boat|barco
N|boats|barcos
N|ship|navio
N|ships|navios
N|bicycle|bicicleta
N|bicycles|bicicletas
N|motorcycle|moto
N|motorcycles|motos
N|road|estrada
N|roads|estradas
N|animal|animal
N|animals|animais
N|dog|cao cachorro
N|dogs|caes cachorros
N|cat|gato
N|cats|gatos
N|bird|passaro
N|birds|passaros
N|fish|peixe peixes
N|color|cor
N|colors|cores
N|smell|cheiro
N|smells|cheiros
N|tastes|gostos
N|luck|sorte
N|lucks|sortes
N|chance|chance
N|chances|chances
N|opportunity|oportunidade
N|opportunities|oportunidades
N|possibility|possibilidade
N|possibilities|possibilidades
N|force|forca
N|forces|forcas
N|energy|energia
N|energies|energias
N|health|saude saudes
N|disease|doenca
N|diseases|doencas
N|pain|dor
N|pains|dores
N|help|ajuda
N|helps|ajudas socorros
N|profession|profissao
N|professions|profissoes
N|career|carreira
N|careers|carreiras
N|success|sucesso
N|successes|sucessos
N|victory|vitoria
N|victories|vitorias
N|defeat|derrota
N|defeats|derrotas
N|solution|solucao
N|solutions|solucoes
N|difficulty|dificuldade
N|difficulties|dificuldades
N|challenge|desafio
N|challenges|desafios
N|difference|diferenca
N|differences|diferencas
N|relation|relacao
N|relations|relacoes
N|relationship|relacionamento
N|relationships|relacionamentos
N|communication|comunicacao
N|communications|comunicacoes
N|discussion|discussao
N|discussions|discussoes
N|debate|debate
N|debates|debates
N|argument|argumento
N|arguments|argumentos
N|evidence|evidencia evidencias
N|aspect|aspecto aspeto
N|aspects|aspectos aspetos
N|element|elemento
N|elements|elementos
N|factor|fator factor
N|factors|fatores factores
N|structure|estrutura
N|structures|estruturas
N|society|sociedade
N|societies|sociedades
N|community|comunidade
N|communities|comunidades
N|population|populacao
N|populations|populacoes
N|citizen|cidadao cidada
N|citizens|cidadaos cidadas
N|humanity|humanidade
N|humanities|humanidades
N|individual|individuo
N|individuals|individuos
N|someones|alguens
N|creature|criatura
N|creatures|criaturas
N|demon|demonio
N|demons|demonios
N|devil|diabo
N|devils|diabos
N|angel|anjo
N|angels|anjos
N|monster|monstro
N|monsters|monstros
N|ghost|fantasma
N|ghosts|fantasmas
N|wizard|mago
N|wizards|magos
N|witch|bruxa
N|witches|bruxas
N|king|rei
N|kings|reis
N|queen|rainha
N|queens|rainhas
N|prince|principe
N|princes|principes
N|princess|princesa
N|princesses|princesas
N|captain|capitao
N|captains|capitaes
N|general|general
N|generals|generais
N|leader|lider
N|leaders|lideres
N|master|mestre
N|masters|mestres
N|servant|servo
N|servants|servos
N|slave|escravo
N|slaves|escravos
N|patient|paciente
N|patients|pacientes
N|hospital|hospital
N|hospitals|hospitais
N|clinic|clinica
N|clinics|clinicas
N|pharmacy|farmacia
N|pharmacies|farmacias
N|pharmacist|farmaceutico farmaceutica
N|pharmacists|farmaceuticos farmaceuticas
N|medicine|remedio medicina
N|medicines|remedios medicinas
N|medication|medicamento medicacao
N|medications|medicamentos medicacoes
N|prescription|receituario prescricao
N|prescriptions|receituarios prescricoes
N|dose|dose
N|doses|doses
N|dosage|dosagem
N|dosages|dosagens
N|pill|comprimido pilula
N|pills|comprimidos pilulas
N|vaccine|vacina
N|vaccines|vacinas
N|treatment|tratamento
N|treatments|tratamentos
N|therapy|terapia
N|therapies|terapias
N|therapist|terapeuta
N|therapists|terapeutas
N|psychologist|psicologo psicologa
N|psychologists|psicologos psicologas
N|psychiatrist|psiquiatra
N|psychiatrists|psiquiatras
N|diagnosis|diagnostico
N|diagnoses|diagnosticos
N|symptom|sintoma
N|symptoms|sintomas
N|fever|febre
N|fevers|febres
N|cough|tosse
N|coughs|tosses
N|flu|gripe
N|flus|gripes
N|infection|infeccao infecao
N|infections|infeccoes infecoes
N|surgery|cirurgia
N|surgeries|cirurgias
N|operation|operacao
N|operations|operacoes
N|emergency|urgencia emergencia
N|emergencies|urgencias emergencias
N|ambulance|ambulancia
N|ambulances|ambulancias
N|allergy|alergia
N|allergies|alergias
N|pregnancy|gravidez
N|pregnancies|gravidezes
N|suicide|suicidio
N|suicides|suicidios
N|depression|depressao
N|depressions|depressoes
N|anxiety|ansiedade
N|anxieties|ansiedades
N|disorder|transtorno disturbio
N|disorders|transtornos disturbios
N|overdose|overdose
N|overdoses|overdoses
N|addiction|vicio
N|addictions|vicios
N|legislation|legislacao
N|legislations|legislacoes
N|decree|decreto
N|decrees|decretos
N|subparagraph|alinea
N|subparagraphs|alineas
N|ruling|acordao
N|rulings|acordoes
N|appeal|recurso
N|witness|testemunha
N|witnesses|testemunhas
N|defendant|reu re arguido
N|defendants|reus res arguidos
N|accusation|acusacao
N|accusations|acusacoes
N|defense|defesa
N|defenses|defesas
N|illegality|ilegalidade
N|illegalities|ilegalidades
N|violation|infracao infraccao
N|violations|infracoes infraccoes
N|compensation|indenizacao indemnizacao
N|compensations|indenizacoes indemnizacoes
N|property|propriedade
N|properties|propriedades
N|patent|patente
N|patents|patentes
N|copyright|copyright
N|lgpd|lgpd
N|gdpr|rgpd gdpr
N|power of attorney|procuracao
N|powers of attorney|procuracoes
N|notary|notario
N|notaries|notarios
N|registry office|cartorio
N|registry offices|cartorios
N|deed|escritura
N|deeds|escrituras
N|inheritance|heranca
N|inheritances|herancas
N|warrant|mandado
N|warrants|mandados
N|trips|viagens
N|flight|voo
N|flights|voos
N|booking|reserva marcacao
N|bookings|reservas marcacoes
N|hotel|hotel
N|hotels|hoteis
N|accommodation|hospedagem alojamento
N|accommodations|hospedagens alojamentos
N|airport|aeroporto
N|airports|aeroportos
N|station|estacao
N|stations|estacoes
N|boarding|embarque
N|boardings|embarques
N|arrivals|desembarques chegadas
N|luggage|bagagem bagagens
N|suitcase|mala
N|suitcases|malas
N|passport|passaporte
N|passports|passaportes
N|id card|bi rg
N|border|fronteira
N|borders|fronteiras
N|customs|alfandega
N|customses|alfandegas
N|destination|destino
N|destinations|destinos
N|departure|partida
N|departures|partidas
N|itinerary|itinerario
N|itineraries|itinerarios
N|tourist|turista
N|tourists|turistas
N|tourism|turismo
N|tourisms|turismos
N|beach|praia
N|beaches|praias
N|excursion|excursao
N|excursions|excursoes
N|map|mapa
N|maps|mapas
N|location|localizacao
N|locations|localizacoes
N|direction|direcao direccao
N|taxi|taxi
N|taxis|taxis
N|uber|uber
N|rental|aluguer aluguel
N|rentals|alugueres alugueis
N|cancellation|cancelamento
N|cancellations|cancelamentos
N|star|estrela
N|stars|estrelas
N|recommendation|recomendacao
N|recommendations|recomendacoes
N|satisfaction|satisfacao
N|satisfactions|satisfacoes
N|praise|elogio
N|praises|elogios
N|ranking|ranking
N|rankings|rankings
N|marketplace|marketplace
N|marketplaces|marketplaces
N|post|publicacao post postagem
N|posts|publicacoes posts postagens
N|commenter|comentador
N|commenters|comentadores
N|follower|seguidor seguidora
N|followers|seguidores seguidoras
N|like|like curtida
N|likes|likes curtidas
N|share|partilha
N|shares|partilhas
N|sharing|compartilhamento
N|sharings|compartilhamentos
N|channel|canal
N|channels|canais
N|forum|forum
N|forums|foruns
N|whatsapp|whatsapp
N|telegram|telegram
N|instagram|instagram
N|facebook|facebook
N|twitter|twitter
N|tiktok|tiktok
N|youtube|youtube
N|linkedin|linkedin
N|google|google
N|gmail|gmail
N|outlook|outlook
N|slack|slack
N|drive|drive
N|drives|drives
N|dropbox|dropbox
N|notion|notion
N|jira|jira
N|confluence|confluence
N|openai|openai
N|chatgpt|chatgpt
N|gpt|gpt
N|claude|claude
N|gemini|gemini
N|copilot|copilot
N|copilots|copilots
N|anthropic|anthropic
N|llm|llm
N|llms|llms
N|methamphetamine|metanfetamina
N|methamphetamines|metanfetaminas
N|amphetamine|anfetamina
N|amphetamines|anfetaminas
N|cocaine|cocaina
N|cocaines|cocainas
N|heroin|heroina
N|heroins|heroinas
N|marijuana|maconha
N|marijuanas|maconhas
N|cannabis|canabis
N|fentanyl|fentanil
N|napalm|napalm
N|gas|gas
N|gases|gases
N|nerve|nervo
N|nerves|nervos
N|sarin|sarin
N|ricin|ricina
N|ricins|ricinas
N|anthrax|antraz
N|dynamite|dinamite
N|dynamites|dinamites
N|grenade|granada
N|grenades|granadas
N|gunpowder|polvora
N|gunpowders|polvoras
N|ammunition|municao municoes
N|pistol|pistola
N|pistols|pistolas
N|rifle|espingarda fuzil
N|rifles|espingardas fuzis
N|revolver|revolver
N|revolvers|revolveres
N|knife|faca
N|knives|facas
N|blade|lamina
N|blades|laminas
N|weaponses|armamentos
N|reagent|reagente
N|reagents|reagentes
N|substance|substancia
N|substances|substancias
N|formula|formula
N|formulas|formulas
N|lab|laboratorio
N|labs|laboratorios
N|ingredient|ingrediente
N|ingredients|ingredientes
N|laundering|lavagem
N|launderings|lavagens
N|counterfeiting|falsificacao contrafacao
N|counterfeitings|falsificacoes contrafacoes
N|piracy|pirataria
N|piracies|piratarias
N|hacking|hacking hackeamento
N|cracking|cracking
N|pentest|pentest
N|pentests|pentests
N|stalking|perseguicao
N|stalkings|perseguicoes
N|surveillance|vigilancia
N|surveillances|vigilancias
N|espionage|espionagem
N|espionages|espionagens
N|spy|espiao
N|spies|espioes
N|terrorism|terrorismo
N|terrorisms|terrorismos
N|extremism|extremismo
N|extremisms|extremismos
N|genocide|genocidio
N|genocides|genocidios
N|massacre|massacre
N|massacres|massacres
N|shooting|tiroteio
N|shootings|tiroteios
N|murder|assassinato
N|murders|assassinatos
N|homicide|homicidio
N|homicides|homicidios
N|kidnapper|sequestrador
N|kidnappers|sequestradores
N|robber|assaltante
N|robbers|assaltantes
N|dealer|traficante
N|dealers|traficantes
N|self-harm|automutilacao autolesao
N|self-harms|automutilacoes autolesoes
N|pornography|pornografia
N|pornographies|pornografias
N|porn|porno
N|sex|sexo
N|sexes|sexos
N|nudity|nudez
N|racism|racismo
N|racisms|racismos
N|xenophobia|xenofobia
N|xenophobias|xenofobias
N|homophobia|homofobia
N|homophobias|homofobias
N|prejudice|preconceito
N|prejudices|preconceitos
N|insult|insulto
N|insults|insultos
N|slander|calunia
N|slanders|calunias
N|defamation|difamacao
N|defamations|difamacoes
N|disinformation|desinformacao
N|disinformations|desinformacoes
N|manipulation|manipulacao
N|manipulations|manipulacoes
N|engineering|engenharia
N|engineerings|engenharias
N|deception|engano
N|deceptions|enganos
N|bait|isca
N|baits|iscas
N|trap|armadilha
N|traps|armadilhas
N|pretext|pretexto
N|pretexts|pretextos
N|disguise|disfarce
N|disguises|disfarces
N|mask|mascara
N|masks|mascaras
N|camouflage|camuflagem
N|camouflages|camuflagens
N|payload|payload carga
N|payloads|payloads cargas
N|trigger|gatilho
N|triggers|gatilhos
N|vector|vetor
N|vectors|vetores
N|target|alvo
N|targets|alvos
N|elevation|elevacao
N|elevations|elevacoes
N|escalation|escalonamento escalada
N|escalations|escalonamentos escaladas
N|persistence|persistencia
N|persistences|persistencias
N|movement|movimento
N|movements|movimentos
N|infrastructure|infraestrutura
N|infrastructures|infraestruturas
N|perimeter|perimetro
N|perimeters|perimetros
N|cybersecurity|ciberseguranca
N|cybersecurities|cibersegurancas
N|anonymity|anonimato
N|anonymities|anonimatos
N|trace|rastro vestigio
N|traces|rastros vestigios
N|blacklist|listanegra blacklist
N|blacklists|listanegras blacklists
N|whitelist|whitelist
N|whitelists|whitelists
N|quarantine|quarentena
N|quarantines|quarentenas
N|alarm|alarme
N|alarms|alarmes
N|siren|sirene
N|sirens|sirenes
N|crisis|crise
N|crises|crises
N|disaster|desastre
N|disasters|desastres
N|catastrophe|catastrofe
N|catastrophes|catastrofes
N|accident|acidente
N|accidents|acidentes
N|breakdown|avaria
N|breakdowns|avarias
N|crash|pane
N|crashes|panes
N|blackout|apagao
N|blackouts|apagoes
N|interruption|interrupcao
N|interruptions|interrupcoes
N|outage|indisponibilidade
N|outages|indisponibilidades
N|maintenance|manutencao
N|maintenances|manutencoes
N|helpdesk|helpdesk
N|helpdesks|helpdesks
N|reseller|revendedor
N|resellers|revendedores
N|distributor|distribuidor
N|distributors|distribuidores
N|logo|logotipo
N|logos|logotipos
N|slogan|slogan
N|slogans|slogans
N|motto|lema
N|mottos|lemas
N|vision|visao
N|visions|visoes
N|reputation|reputacao
N|reputations|reputacoes
N|loyalty|lealdade fidelidade
N|loyalties|lealdades fidelidades
N|interaction|interacao interaccao
N|interactions|interacoes interaccoes
N|engagement|engajamento
N|engagements|engajamentos
N|conversion|conversao
N|conversions|conversoes
N|statistic|estatistica
N|statistics|estatisticas
N|percentage|percentagem porcentagem
N|percentages|percentagens porcentagens
N|average|media
N|averages|medias
N|median|mediana
N|medians|medianas
N|sum|soma
N|sums|somas
N|proportion|proporcao
N|proportions|proporcoes
N|forecast|previsao
N|forecasts|previsoes
N|trend|tendencia
N|trends|tendencias
N|projection|projecao projeccao
N|projections|projecoes projeccoes
N|estimate|estimativa
N|estimates|estimativas
N|planning|planejamento planeamento
N|plannings|planejamentos planeamentos
N|tactic|tatica tactica
N|tactics|taticas tacticas
N|relevance|relevancia
N|relevances|relevancias
N|need|necessidade
N|needs|necessidades
N|demand|demanda
N|demands|demandas
N|negotiation|negociacao
N|negotiations|negociacoes
N|consideration|contrapartida
N|considerations|contrapartidas
N|sanction|sancao
N|sanctions|sancoes
N|debt|divida
N|debts|dividas
N|loan|emprestimo
N|loans|emprestimos
N|mortgage|hipoteca
N|mortgages|hipotecas
N|financing|financiamento
N|financings|financiamentos
N|investment|investimento
N|investments|investimentos
N|savings|poupanca
N|savingses|poupancas
N|retirement|reforma
N|retirements|reformas
N|pension|pensao
N|pensions|pensoes
N|claim|sinistro
N|claims|sinistros
N|subsidy|subsidio
N|subsidies|subsidios
N|aid|auxilio
N|aids|auxilios
N|donation|doacao
N|donations|doacoes
N|charity|caridade
N|charities|caridades
N|ngo|ong
N|ngos|ongs
N|foundation|fundacao
N|foundations|fundacoes
N|association|associacao
N|associations|associacoes
N|club|clube
N|clubs|clubes
N|trait|traco caracteristica
N|traits|tracos caracteristicas
N|verb|verbo
N|verbs|verbos
N|noun|substantivo
N|nouns|substantivos
N|adjective|adjetivo
N|adjectives|adjetivos
N|adverb|adverbio
N|adverbs|adverbios
N|pronoun|pronome
N|pronouns|pronomes
N|instead|inves
N|frame|quadro moldura
N|frames|quadros molduras
N|framing|enquadramento
N|framings|enquadramentos
N|max|max
N|min|min
N|count|contagem
N|counts|contagens
N|routine|rotina
N|routines|rotinas
N|match|correspondencia
N|matches|correspondencias
N|anchor|ancora
N|anchors|ancoras
N|most|maioria
N|mosts|maiorias
N|minority|minoria
N|minorities|minorias
N|tail|cauda
N|tails|caudas
N|authority|autoridade
N|authorities|autoridades
N|wire|fio
N|wires|fios
N|width|largura
N|widths|larguras
N|shield|escudo
N|shields|escudos
N|section|secao seccao
N|sections|secoes seccoes
N|assignment|atribuicao
N|assignments|atribuicoes
N|transcript|transcricao
N|transcripts|transcricoes
N|engine|motor
N|engines|motores
N|around|redor
N|vocabulary|vocabulario
N|vocabularies|vocabularios
N|imperative|imperativo
N|imperatives|imperativos
N|flag|bandeira sinalizador
N|flags|bandeiras sinalizadores
N|negation|negacao
N|negations|negacoes
N|gate|portao
N|gates|portoes
N|tag|etiqueta tag
N|tags|etiquetas tags
N|separator|separador
N|separators|separadores
N|orchestrator|orquestrador
N|orchestrators|orquestradores
N|depth|profundidade
N|depths|profundidades
N|config|config
N|configs|configs
N|comma|virgula
N|commas|virgulas
N|programming|programacao
N|programmings|programacoes
N|seed|semente
N|seeds|sementes
N|scene|cena
N|scenes|cenas
N|realism|realismo
N|realisms|realismos
N|prefix|prefixo
N|prefixes|prefixos
N|suffix|sufixo
N|suffixes|sufixos
N|oversight|supervisao
N|oversights|supervisoes
N|loop|laco loop
N|loops|lacos loops
N|layer|camada
N|layers|camadas
N|helper|ajudante
N|helpers|ajudantes
N|bracket|colchete
N|brackets|colchetes
N|parenthesis|parentese parentesis
N|parenthesises|parenteses
N|band|banda
N|bands|bandas
N|ascii|ascii
N|unicode|unicode
N|advice|conselho conselhos
N|wording|formulacao
N|wordings|formulacoes
N|visitor|visitante
N|visitors|visitantes
N|speech|discurso
N|speeches|discursos
N|roleplay|roleplay rpg
N|roleplays|roleplays rpgs
N|party|festa partido
N|parties|festas partidos
N|lowercase|minuscula minusculas
N|uppercase|maiuscula maiusculas
N|tip|dica
N|tips|dicas
N|clue|pista
N|clues|pistas
N|prohibition|proibicao
N|prohibitions|proibicoes
N|ban|banimento
N|bans|banimentos
N|twin|gemeo gemea
N|twins|gemeos gemeas
N|unit|unidade
N|units|unidades
N|threshold|limiar
N|thresholds|limiares
N|temperature|temperatura
N|temperatures|temperaturas
N|syllable|silaba
N|syllables|silabas
N|vowel|vogal
N|vowels|vogais
N|according tos|consoantes
N|routing|roteamento
N|routings|roteamentos
N|router|roteador
N|routers|roteadores
N|red|vermelho
N|reds|vermelhos
N|puzzle|enigma
N|puzzles|enigmas
N|riddle|charada
N|riddles|charadas
N|pen|caneta
N|pens|canetas
N|payslip|holerite contracheque
N|payslips|holerites contracheques
N|member|membro
N|members|membros
N|margin|margem
N|margins|margens
N|landlord|senhorio
N|landlords|senhorios
N|insurer|seguradora
N|insurers|seguradoras
N|imitation|imitacao
N|imitations|imitacoes
N|hyphen|hifen
N|hyphens|hifenes
N|dad|papai papa
N|dads|papais papas
N|mom|mamae mama
N|moms|mamaes mamas
N|concern|preocupacao
N|concerns|preocupacoes
N|committee|comite
N|committees|comites
N|workshop|oficina
N|workshops|oficinas
N|submission|submissao
N|submissions|submissoes
N|scope|escopo ambito
N|scopes|escopos ambitos
N|ritual|ritual
N|rituals|rituais
N|pig|porco
N|pigs|porcos
N|pair|par
N|pairs|pares
N|novelist|romancista
N|novelists|romancistas
N|material|material
N|materials|materiais
N|latin|latim
N|halves|metades
N|drawback|desvantagem inconveniente
N|drawbacks|desvantagens inconvenientes
N|focus|foco
N|focuses|focos
N|expression|expressao
N|expressions|expressoes
N|edge|borda
N|edges|bordas
N|deletion|exclusao eliminacao apagamento
N|deletions|exclusoes eliminacoes apagamentos
N|blog|blog
N|blogs|blogs
N|awareness|consciencia
N|awarenesses|consciencias
N|artifact|artefato artefacto
N|artifacts|artefatos artefactos
N|appendix|apendice
N|appendices|apendices
N|apartment|apartamento
N|apartments|apartamentos
N|applicant|requerente
N|applicants|requerentes
N|accent|acento
N|accents|acentos
N|visibility|visibilidade
N|visibilities|visibilidades
N|viewer|visualizador espectador
N|viewers|visualizadores espectadores
N|tokenizer|tokenizador
N|tokenizers|tokenizadores
N|thermite|termite
N|thermites|termites
N|substitute|substituto
N|substitutes|substitutos
N|suggestion|sugestao
N|suggestions|sugestoes
N|suppression|supressao
N|suppressions|supressoes
N|smoke|fumaca fumo
N|smokes|fumacas fumos
N|silencer|silenciador
N|silencers|silenciadores
N|ransom|resgate
N|ransoms|resgates
N|rhyme|rima
N|rhymes|rimas
N|requester|solicitante
N|requesters|solicitantes
N|repetition|repeticao
N|repetitions|repeticoes
N|publisher|editora
N|publishers|editoras
N|pixel|pixel
N|pixels|pixels
N|offset|deslocamento
N|offsets|deslocamentos
N|noise|ruido
N|noises|ruidos
N|molotov|molotov
N|migration|migracao
N|migrations|migracoes
N|manuscript|manuscrito
N|manuscripts|manuscritos
N|marker|marcador
N|markers|marcadores
N|mass|massa
N|masses|massas
N|instance|instancia
N|instances|instancias
N|incitement|incitacao incitamento
N|incitements|incitacoes incitamentos
N|implant|implante
N|implants|implantes
N|industry|industria
N|industries|industrias
N|holocaust|holocausto
N|holocausts|holocaustos
N|executive|executivo
N|executives|executivos
N|editor|editor
N|editors|editores
N|crypto|cripto
N|corpus|corpus
N|core|nucleo
N|cores|nucleos
N|compiler|compilador
N|compilers|compiladores
N|coach|treinador
N|coaches|treinadores
N|classic|classico
N|classics|classicos
N|cash|numerario
N|cashes|numerarios
N|caption|legenda
N|captions|legendas
N|birth|nascimento
N|births|nascimentos
N|award|premio
N|awards|premios
N|anarchy|anarquia
N|anarchies|anarquias
N|activation|ativacao activacao
N|activations|ativacoes activacoes
N|acceptance|aceitacao
N|acceptances|aceitacoes
N|winner|vencedor
N|winners|vencedores
N|waste|desperdicio
N|wastes|desperdicios
N|validator|validador
N|validators|validadores
N|truck|caminhao camiao
N|trucks|caminhoes camioes
N|trade|comercio
N|trades|comercios
N|tester|testador
N|testers|testadores
N|temple|templo
N|temples|templos
N|taxonomy|taxonomia
N|taxonomies|taxonomias
N|talent|talento
N|talents|talentos
N|syntax|sintaxe
N|syntaxes|sintaxes
N|synagogue|sinagoga
N|synagogues|sinagogas
N|survivor|sobrevivente
N|survivors|sobreviventes
N|summers|veroes
N|stress|estresse stress
N|stresses|estresses
N|steam|vapor
N|steams|vapores
N|stash|esconderijo
N|stashes|esconderijos
N|squad|esquadrao
N|squads|esquadroes
N|spouse|conjuge
N|spouses|conjuges
N|sport|esporte desporto
N|sports|esportes desportos
N|specification|especificacao
N|specifications|especificacoes
N|speaker|orador
N|speakers|oradores
N|solvent|solvente
N|solvents|solventes
N|slavery|escravidao escravatura
N|slaveries|escravidoes escravaturas
N|skeptic|cetico ceptico
N|skeptics|ceticos cepticos
N|shortcoming|deficiencia
N|shortcomings|deficiencias
N|segment|segmento
N|segments|segmentos
N|season|temporada
N|seasons|temporadas
N|screenwriter|roteirista
N|screenwriters|roteiristas
N|scale|escala
N|scales|escalas
N|satire|satira
N|satires|satiras
N|sample|amostra
N|samples|amostras
N|rush|pressa
N|rushes|pressas
N|robbery|assalto
N|robberies|assaltos
N|rival|rival
N|rivals|rivais
N|revenge|vinganca
N|revenges|vingancas
N|behavior|comportamento
N|behaviors|comportamentos
N|attribute|atributo
N|attributes|atributos
N|bullet|bala
N|bullets|balas
N|conditional|condicional
N|conditionals|condicionais
N|motivation|motivacao
N|motivations|motivacoes
N|advisor|conselheiro
N|advisors|conselheiros
N|consultant|consultor consultora
N|consultants|consultores consultoras
N|mentor|mentor
N|mentors|mentores
N|tutor|tutor
N|tutors|tutores
N|selection|seleccao selecao
N|selections|seleccoes selecoes
N|collection|coleccao colecao
N|collections|coleccoes colecoes
N|inspection|inspeccao inspecao
N|inspections|inspeccoes inspecoes
N|objection|objeccao objecao
N|objections|objeccoes objecoes
N|reflection|reflexao
N|reflections|reflexoes
N|adoption|adopcao adocao
N|adoptions|adopcoes adocoes
N|reception|recepcao rececao
N|receptions|recepcoes rececoes
N|design|concepcao concecao
N|designs|concepcoes concecoes
N|hack|hack
N|hacks|hacks
N|hackings|hackeamentos
N|gap|lacuna
N|gaps|lacunas
N|deviation|desvio
N|deviations|desvios
N|workaround|contorno
N|workarounds|contornos
N|alternative|alternativa
N|alternatives|alternativas
N|center|centro
N|centers|centros
N|education|educacao
N|educations|educacoes
N|economy|economia
N|economies|economias
N|brazil|brasil
N|portugal|portugal
N|capital|capital
N|capitals|capitais
N|silence|silencio
N|silences|silencios
N|foot|pe
N|feet|pes
N|sea|mar
N|seas|mares
N|arm|braco
N|arms|bracos
N|mouth|boca
N|mouths|bocas
N|hair|cabelo
N|hairs|cabelos
N|tooth|dente
N|teeth|dentes
N|skin|pele
N|skins|peles
N|leg|perna
N|legs|pernas
N|ear|orelha
N|ears|orelhas
N|nose|nariz
N|noses|narizes
N|finger|dedo
N|fingers|dedos
N|knee|joelho
N|knees|joelhos
N|shoulder|ombro
N|shoulders|ombros
N|neck|pescoco
N|necks|pescocos
N|belly|barriga
N|bellies|barrigas
N|chest|peito
N|chests|peitos
N|lip|labio
N|lips|labios
N|nail|unha
N|nails|unhas
N|bone|osso
N|bones|ossos
N|brain|cerebro
N|brains|cerebros
N|stomach|estomago
N|stomaches|estomagos
N|lung|pulmao
N|lungs|pulmoes
N|liver|figado
N|livers|figados
N|kidney|rim
N|kidneys|rins
N|sleep|sono
N|sleeps|sonos
N|hunger|fome
N|hungers|fomes
N|heat|calor
N|heats|calores
N|rain|chuva
N|rains|chuvas
N|snow|neve
N|snows|neves
N|wind|vento
N|winds|ventos
N|sky|ceu
N|skies|ceus
N|moon|lua
N|moons|luas
N|flower|flor
N|flowers|flores
N|plant|planta
N|plants|plantas
N|garden|jardim
N|gardens|jardins
N|forest|floresta
N|forests|florestas
N|mountain|montanha
N|mountains|montanhas
N|island|ilha
N|islands|ilhas
N|lake|lago
N|lakes|lagos
N|rivers|rios
N|village|aldeia
N|villages|aldeias
N|neighborhood|bairro
N|neighborhoods|bairros
N|museum|museu
N|museums|museus
N|theater|teatro
N|theaters|teatros
N|cinema|cinema
N|cinemas|cinemas
N|park|parque
N|parks|parques
N|square|praca quadrado
N|squares|pracas quadrados
N|bridge|ponte
N|bridges|pontes
N|tower|torre
N|towers|torres
N|castle|castelo
N|castles|castelos
N|bathroom|banheiro
N|bathrooms|banheiros
N|garage|garagem
N|garages|garagens
N|stairs|escada
N|stairses|escadas
N|elevator|elevador
N|elevators|elevadores
N|ceiling|teto tecto
N|ceilings|tetos tectos
N|bed|cama
N|beds|camas
N|sofa|sofa
N|sofas|sofas
N|cabinet|armario
N|cabinets|armarios
N|drawer|gaveta
N|drawers|gavetas
N|mirror|espelho
N|mirrors|espelhos
N|lamp|lampada
N|lamps|lampadas
N|clock|relogio
N|clocks|relogios
N|television|televisao
N|televisions|televisoes
N|tv|tv
N|radio|radio
N|radios|radios
N|notebook|caderno
N|notebooks|cadernos
N|pencil|lapis
N|envelope|envelope
N|envelopes|envelopes
N|bottle|garrafa
N|bottles|garrafas
N|glass|copo vidro
N|glasses|copos oculos vidros
N|plate|prato
N|plates|pratos
N|fork|garfo
N|forks|garfos
N|pan|panela
N|pans|panelas
N|cup|xicara chavena
N|cups|xicaras chavenas
N|milk|leite
N|milks|leites
N|juice|suco sumo
N|juices|sucos sumos
N|wine|vinho
N|wines|vinhos
N|beer|cerveja
N|beers|cervejas
N|rice|arroz
N|rices|arrozes
N|beans|feijao
N|beanses|feijoes
N|chicken|frango
N|chickens|frangos
N|egg|ovo
N|eggs|ovos
N|cheese|queijo
N|cheeses|queijos
N|butter|manteiga
N|butters|manteigas
N|sugar|acucar
N|sugars|acucares
N|salt|sal
N|pepper|pimenta
N|peppers|pimentas
N|olive oil|azeite
N|olive oils|azeites
N|oil|oleo
N|oils|oleos
N|soup|sopa
N|soups|sopas
N|salad|salada
N|salads|saladas
N|cake|bolo
N|cakes|bolos
N|dessert|sobremesa
N|desserts|sobremesas
N|snack|lanche
N|snacks|lanches
N|meal|refeicao
N|meals|refeicoes
N|shirt|camisa
N|shirts|camisas
N|pants|calca calcas
N|shoe|sapato
N|shoes|sapatos
N|coat|casaco
N|coats|casacos
N|hat|chapeu
N|hats|chapeus
N|sock|meia
N|socks|meias
N|ring|anel
N|rings|aneis
N|bag|bolsa
N|bags|bolsas
N|backpack|mochila
N|backpacks|mochilas
N|tire|pneu
N|tires|pneus
N|gasoline|gasolina
N|gasolines|gasolinas
N|fuel|combustivel
N|fuels|combustiveis
N|battery|bateria
N|batteries|baterias
N|charger|carregador
N|chargers|carregadores
N|cable|cabo
N|cables|cabos
N|electricity|eletricidade electricidade
N|electricities|eletricidades electricidades
N|ash|cinza
N|ashes|cinzas
N|dust|po
N|cardboard|papelao
N|cardboards|papeloes
N|plastic|plastico
N|plastics|plasticos
N|metal|metal
N|metals|metais
N|iron|ferro
N|irons|ferros
N|gold|ouro
N|golds|ouros
N|silver|prata
N|silvers|pratas
N|wood|madeira
N|woods|madeiras
N|stone|pedra
N|stones|pedras
N|fabric|tecido
N|fabrics|tecidos
N|cotton|algodao
N|cottons|algodoes
N|leather|couro
N|leathers|couros
N|circle|circulo
N|circles|circulos
N|triangle|triangulo
N|triangles|triangulos
N|instrument|instrumento
N|instruments|instrumentos
N|piano|piano
N|pianos|pianos
N|guitar|guitarra violao
N|guitars|guitarras violoes
N|soccer|futebol
N|ball|bola
N|balls|bolas
N|player|jogador jogadora
N|players|jogadores jogadoras
N|referee|arbitro
N|referees|arbitros
N|stadium|estadio
N|stadiums|estadios
N|race|corrida
N|races|corridas
N|medal|medalha
N|medals|medalhas
N|championship|campeonato
N|championships|campeonatos
N|tournament|torneio
N|tournaments|torneios
N|firefighter|bombeiro
N|firefighters|bombeiros
N|army|exercito
N|armies|exercitos
N|navy|marinha
N|navies|marinhas
N|minister|ministro ministra
N|ministers|ministros ministras
N|ministry|ministerio
N|ministries|ministerios
N|deputy|deputado
N|deputies|deputados
N|senator|senador
N|senators|senadores
N|mayor|prefeito autarca
N|mayors|prefeitos autarcas
N|election|eleicao
N|elections|eleicoes
N|vote|voto
N|votes|votos
N|democracy|democracia
N|democracies|democracias
N|dictatorship|ditadura
N|dictatorships|ditaduras
N|nation|nacao
N|nations|nacoes
N|battle|batalha
N|battles|batalhas
N|inflation|inflacao
N|inflations|inflacoes
N|unemployment|desemprego
N|unemployments|desempregos
N|factory|fabrica
N|factories|fabricas
N|agriculture|agricultura
N|agricultures|agriculturas
N|transport|transporte
N|transports|transportes
N|science|ciencia
N|sciences|ciencias
N|technology|tecnologia
N|technologies|tecnologias
N|mathematics|matematica
N|mathematicses|matematicas
N|physics|fisica
N|physicses|fisicas
N|biology|biologia
N|biologies|biologias
N|geography|geografia
N|geographies|geografias
N|philosophy|filosofia
N|philosophies|filosofias
N|psychology|psicologia
N|psychologies|psicologias
N|literature|literatura
N|literatures|literaturas
N|grammar|gramatica
N|grammars|gramaticas
N|dictionary|dicionario
N|dictionaries|dicionarios
N|theory|teoria
N|theories|teorias
N|practice|pratica
N|practices|praticas
N|exercise|exercicio
N|exercises|exercicios
N|diploma|diploma
N|diplomas|diplomas
N|future|futuro
N|futures|futuros
N|past|passado
N|pasts|passados
N|present|presente
N|presents|presentes
N|dawn|amanhecer
N|dawns|amanheceres
N|early morning|madrugada
N|early mornings|madrugadas
N|fair|feira
N|fairs|feiras
N|sunday|domingo
N|sundays|domingos
N|saturday|sabado
N|saturdays|sabados
N|january|janeiro
N|february|fevereiro
N|march|marco
N|april|abril
N|may|maio
N|june|junho
N|july|julho
N|august|agosto
N|september|setembro
N|october|outubro
N|november|novembro
N|december|dezembro
N|spring|primavera
N|springs|primaveras
N|autumn|outono
N|autumns|outonos
N|winter|inverno
N|winters|invernos
N|christmas|natal
N|easter|pascoa
N|birthday|aniversario
N|birthdays|aniversarios
N|wedding|casamento
N|weddings|casamentos
N|funeral|funeral
N|funerals|funerais
N|surprise|surpresa
N|surprises|surpresas
N|walk|passeio
N|walks|passeios
N|visit|visita
N|visits|visitas
N|guest|hospede convidado convidada
N|guests|hospedes convidados convidadas
N|trail|trilha rasto
N|trails|trilhas rastos
N|reasoning|raciocinio
N|reasonings|raciocinios
N|hallucination|alucinacao
N|hallucinations|alucinacoes
N|bias|vies enviesamento
N|biases|vieses enviesamentos
N|alignment|alinhamento
N|alignments|alinhamentos
N|embedding|embedding
N|embeddings|embeddings
N|round|rodada ronda
N|rounds|rodadas rondas
N|interlocutor|interlocutor
N|interlocutors|interlocutores
N|override|sobreposicao anulacao
N|overrides|sobreposicoes anulacoes
N|revocation|revogacao
N|revocations|revogacoes
N|unlock|desbloqueio
N|unlocks|desbloqueios
N|call|chamada
N|calls|chamadas
N|invocation|invocacao
N|invocations|invocacoes
N|reward|recompensa
N|rewards|recompensas
N|punishment|punicao castigo
N|punishments|punicoes castigos
N|microsoft|microsoft
N|deepseek|deepseek
N|mistral|mistral
N|llama|llama
N|grok|grok
N|bard|bard
N|bing|bing
N|siri|siri
N|alexa|alexa
N|dan|dan
N|stan|stan
N|aim|aim
A|previous|anterior anteriores
A|prior|previo previa previos previas
A|preceding|precedente precedentes antecedente antecedentes
A|old|antigo antiga antigos antigas velho velha velhos velhas
A|initial|inicial iniciais
A|original|primitivo primitiva primitivos primitivas
A|above|acimas supracitado supracitada supracitados supracitadas supra
A|above-mentioned|supramencionado supramencionada supramencionados supramencionadas
A|aforementioned|referido referida referidos referidas
A|mentioned|mencionado mencionada mencionados mencionadas
A|cited|citado citada citados citadas
A|past|passada passadas
A|recent|recente recentes
A|new|novo nova novos novas
A|following|seguinte seguintes
A|next|proximo proxima proximos proximas
A|subsequent|posterior posteriores subsequente subsequentes
A|further|ulterior ulteriores
A|current|atual atuais actual actuais corrente correntes vigente vigentes
A|future|futura futuras
A|hidden|oculto oculta ocultos ocultas escondido escondida escondidos escondidas
A|secret|secreto secreta secretos secretas
A|confidential|confidencial confidenciais sigiloso sigilosa sigilosos sigilosas
A|private|privado privada privados privadas particular particulares intimo intima intimos intimas
A|internal|interno interna internos internas
A|external|externo externa externos externas
A|sensitive|sensivel sensiveis
A|delicate|delicado delicada delicados delicadas
A|reserved|reservado reservada reservados reservadas
A|restricted|restrito restrita restritos restritas restringido restringida restringidos restringidas
A|limited|limitado limitada limitados limitadas
A|unlimited|ilimitado ilimitada ilimitados ilimitadas
A|unrestricted|irrestrito irrestrita irrestritos irrestritas
A|free|livre livres gratis gratuito gratuita gratuitos gratuitas
A|closed|fechado fechada fechados fechadas
A|official|oficial oficiais
A|authorized|autorizado autorizada autorizados autorizadas
A|unauthorized|desautorizado desautorizada desautorizados desautorizadas
A|approved|aprovado aprovada aprovados aprovadas
A|verified|verificado verificada verificados verificadas
A|valid|valido valida validos validas
A|invalid|invalido invalida invalidos invalidas
A|legitimate|legitimo legitima legitimos legitimas
A|illegitimate|ilegitimo ilegitima ilegitimos ilegitimas
A|legal|legal legais juridico juridica juridicos juridicas
A|illegal|ilegal ilegais
A|lawful|licito licita licitos licitas
A|illicit|ilicito ilicita ilicitos ilicitas
A|ethical|etico eticos eticas
A|unethical|antietico antietica antieticos antieticas
A|amoral|aetico aetica aeticos aeticas amoral amorais
A|immoral|imoral imorais
A|moral|moral morais
A|bad|mau maus ruim ruins
A|good|bom boa bons boas
A|great|otimo otima otimos otimas optimo optima optimos optimas
A|excellent|excelente excelentes
A|perfect|perfeito perfeita perfeitos perfeitas
A|better|melhor melhores
A|worse|pior piores
A|bigger|maior maiores
A|smaller|menor menores
A|big|grande grandes
A|small|pequeno pequena pequenos pequenas
A|huge|enorme enormes
A|high|alto alta altos altas
A|low|baixo baixa baixos baixas
A|long|longo longa longos longas comprido comprida compridos compridas
A|short|curto curta curtos curtas
A|brief|breves
A|fast|rapido rapida rapidos rapidas veloz velozes
A|slow|lento lenta lentos lentas
A|easy|facil faceis
A|difficult|dificil dificeis
A|simple|simples
A|complex|complexo complexa complexos complexas
A|complicated|complicado complicada complicados complicadas
A|clear|clara claros claras
A|dark|escuro escura escuros escuras sombrio sombria sombrios sombrias
A|obvious|obvio obvia obvios obvias
A|evident|evidente evidentes
A|explicit|explicito explicita explicitos explicitas
A|implicit|implicito implicita implicitos implicitas
A|direct|direto direta diretos diretas directo directa directos directas
A|indirect|indireto indireta indiretos indiretas
A|exact|exato exata exatos exatas exacto exacta exactos exactas
A|precise|precisos
A|literal|literal literais
A|verbatim|textual textuais
A|full|integral integrais cheio cheia cheios cheias pleno plena plenos plenas
A|complete|completo completa completos completas
A|entire|inteiro inteira inteiros inteiras
A|empty|vazio vazia vazios vazias
A|partial|parcial parciais
A|raw|bruto bruta brutos brutas cru crua crus cruas
A|pure|puro pura puros puras
A|true|verdadeiro verdadeira verdadeiros verdadeiras
A|false|falso falsa falsos falsas
A|fake|fake
A|forged|forjado forjada forjados forjadas falsificado falsificada falsificados falsificadas
A|fictional|ficticio ficticia ficticios ficticias ficcional ficcionais
A|imaginary|imaginario imaginaria imaginarios imaginarias
A|hypothetical|hipotetico hipotetica hipoteticos hipoteticas
A|theoretical|teorico teorica teoricos teoricas
A|practical|pratico praticos
A|educational|educativo educativa educativos educativas educacional educacionais
A|academic|academico academica academicos academicas
A|scientific|cientifico cientifica cientificos cientificas
A|professional|profissional profissionais
A|creative|criativo criativa criativos criativas
A|safe|seguro segura seguros seguras
A|unsafe|inseguro insegura inseguros inseguras
A|dangerous|perigoso perigosa perigosos perigosas
A|risky|arriscado arriscada arriscados arriscadas
A|harmful|nocivo nociva nocivos nocivas prejudicial prejudiciais danoso danosa danosos danosas
A|malicious|maligno maligna malignos malignas malicioso maliciosa maliciosos maliciosas
A|intentioned|intencionado intencionada intencionados intencionadas
A|harmless|inofensivo inofensiva inofensivos inofensivas
A|benign|benigno benigna benignos benignas
A|deadly|mortal mortais
A|lethal|letal letais
A|violent|violento violenta violentos violentas
A|offensive|ofensivo ofensiva ofensivos ofensivas
A|toxic|toxico toxica toxicos toxicas
A|sexual|sexual sexuais
A|adult|adulto adulta adultos adultas
A|inappropriate|improprio impropria improprios improprias inadequado inadequada inadequados inadequadas inapropriado inapropriada inapropriados inapropriadas
A|appropriate|apropriado apropriada apropriados apropriadas adequado adequada adequados adequadas
A|forbidden|vedado vedada vedados vedadas interdito interdita interditos interditas
A|allowed|permitido permitida permitidos permitidas
A|urgent|urgente urgentes
A|important|importante importantes
A|critical|critico criticos
A|essential|essencial essenciais
A|fundamental|fundamental fundamentais
A|main|principal principais
A|central|central centrais
A|necessary|necessario necessaria necessarios necessarias
A|unnecessary|desnecessario desnecessaria desnecessarios desnecessarias
A|mandatory|obrigatorio obrigatoria obrigatorios obrigatorias
A|optional|opcional opcionais facultativo facultativa facultativos facultativas
A|required|exigido exigida exigidos exigidas
A|possible|possivel possiveis
A|impossible|impossivel impossiveis
A|capable|capaz capazes
A|unable|incapaz incapazes
A|able|apto apta aptos aptas
A|available|disponivel disponiveis
A|unavailable|indisponivel indisponiveis
A|visible|visivel visiveis
A|invisible|invisivel invisiveis
A|silent|silencioso silenciosa silenciosos silenciosas calado calada calados caladas
A|discreet|discreto discreta discretos discretas
A|automatic|automatico automatica automaticos automaticas
A|autonomous|autonomo autonoma autonomos autonomas
A|active|ativo ativa ativos ativas activo activa activos activas
A|inactive|inativo inativa inativos inativas inactivo inactiva inactivos inactivas
A|enabled|habilitado habilitada habilitados habilitadas
A|disabled|desabilitado desabilitada desabilitados desabilitadas
A|on|ligado ligada ligados ligadas
A|off|desligado desligada desligados desligadas
A|blocked|bloqueado bloqueada bloqueados bloqueadas
A|unlocked|desbloqueado desbloqueada desbloqueados desbloqueadas
A|suspended|suspenso suspensa suspensos suspensas
A|temporary|temporario temporaria temporarios temporarias provisorio provisoria provisorios provisorias
A|permanent|permanente permanentes
A|definitive|definitivo definitiva definitivos definitivas
A|eternal|eterno eterna eternos eternas
A|continuous|continuo continua continuos continuas
A|normal|normal normais
A|usual|habitual habituais usual usuais
A|common|comum comuns
A|ordinary|ordinario ordinaria ordinarios ordinarias
A|standard|estandar estandares
A|special|especial especiais
A|specific|especifico especifica especificos especificas
A|general|geral gerais
A|generic|generico generica genericos genericas
A|global|global globais
A|local|local locais
A|alone|sozinho sozinha sozinhos sozinhas
A|same|igual iguais
A|identical|identico identica identicos identicas
A|similar|semelhante semelhantes similar similares
A|different|diferente diferentes
A|distinct|distinto distinta distintos distintas
A|diverse|diverso diversa
A|reverse|inverso inversa inversos inversas reverso reversa reversos reversas
A|additional|adicional adicionais
A|extra|extra
A|supplementary|suplementar suplementares
A|extraordinary|extraordinario extraordinaria extraordinarios extraordinarias
A|strange|estranho estranha estranhos estranhas
A|suspicious|suspeito suspeita suspeitos suspeitas suspeitoso suspeitosa suspeitosos suspeitosas
A|dubious|duvidoso duvidosa duvidosos duvidosas
A|trustworthy|confiavel confiaveis fidedigno fidedigna fidedignos fidedignas
A|reliable|fiavel fiaveis
A|honest|honesto honesta honestos honestas
A|dishonest|desonesto desonesta desonestos desonestas
A|sincere|sincero sincera sinceros sinceras
A|correct|correto correta corretos corretas correcto correcta correctos correctas
A|incorrect|incorreto incorreta incorretos incorretas incorrecto incorrecta incorrectos incorrectas
A|wrong|errado errada errados erradas
A|fair|justo justa justos justas
A|unfair|injusto injusta injustos injustas
A|useful|util uteis
A|useless|inutil inuteis
A|helpful|prestavel prestaveis prestativo prestativa prestativos prestativas
A|friendly|amigavel amigaveis
A|kind|gentil gentis
A|polite|educado educada educados educadas
A|nice|simpatico simpatica simpaticos simpaticas
A|happy|feliz felizes
A|sad|triste tristes
A|glad|contente contentes
A|angry|zangado zangada zangados zangadas bravo brava bravos bravas
A|furious|furioso furiosa furiosos furiosas
A|calm|calmo calma calmos calmas tranquilo tranquila tranquilos tranquilas
A|nervous|nervoso nervosa nervosos nervosas
A|worried|preocupado preocupada preocupados preocupadas
A|tired|cansado cansada cansados cansadas
A|sick|doente doentes
A|healthy|saudavel saudaveis
A|alive|vivo viva vivos vivas
A|dead|morto morta mortos mortas
A|deceased|falecido falecida falecidos falecidas
A|rich|rico rica ricos ricas
A|poor|pobre pobres
A|cheap|barato barata baratos baratas
A|paid|pago paga pagos pagas
A|financial|financeiro financeira financeiros financeiras
A|banking|bancario bancaria bancarios bancarias
A|monetary|monetario monetaria monetarios monetarias
A|tax|fiscal fiscais
A|commercial|comercial comerciais
A|business|empresarial empresariais
A|corporate|corporativo corporativa corporativos corporativas
A|administrative|administrativo administrativa administrativos administrativas
A|judicial|judicial judiciais
A|clinical|clinico clinicos
A|digital|digital digitais
A|electronic|eletronico eletronica eletronicos eletronicas electronico electronica electronicos electronicas
A|computer|informatico informatica informaticos informaticas
A|online|online
A|offline|offline
A|virtual|virtuais
A|artificial|artificial artificiais
A|human|humana humanas
A|natural|natural naturais
A|social|social sociais
A|political|politico politicos
A|religious|religioso religiosa religiosos religiosas
A|racial|racial raciais
A|ethnic|etnico etnica etnicos etnicas
A|racist|racista racistas
A|sexist|sexista sexistas
A|nazi|nazista nazistas nazi nazis
A|extremist|extremista extremistas
A|radical|radical radicais
A|sensible|sensato sensata sensatos sensatas
A|reasonable|razoavel razoaveis
A|absurd|absurdo absurda absurdos absurdas
A|ridiculous|ridiculo ridicula ridiculos ridiculas
A|serious|serio seria serios serias grave graves
A|light|leves
A|strong|forte fortes
A|weak|fraco fraca fracos fracas
A|strict|rigoroso rigorosa rigorosos rigorosas estrito estrita estritos estritas
A|rigid|rigido rigida rigidos rigidas
A|flexible|flexivel flexiveis
A|firm|firme firmes
A|soft|suave suaves mole moles
A|hard|duro dura duros duras
A|hot|quente quentes
A|cold|frio fria frios frias
A|young|jovem jovens
A|modern|moderno moderna modernos modernas
A|outdated|antiquado antiquada antiquados antiquadas desatualizado desatualizada desatualizados desatualizadas desactualizado desactualizada desactualizados desactualizadas ultrapassado ultrapassada ultrapassados ultrapassadas
A|obsolete|obsoleto obsoleta obsoletos obsoletas
A|deprecated|depreciado depreciada depreciados depreciadas
A|discontinued|descontinuado descontinuada descontinuados descontinuadas
A|void|nulo nula nulos nulas
A|vague|vago vagos
A|detailed|detalhado detalhada detalhados detalhadas
A|thorough|minucioso minuciosa minuciosos minuciosas
A|summarized|resumido resumida resumidos resumidas
A|concise|sucinto sucinta sucintos sucintas conciso concisa concisos concisas
A|extensive|extenso extensa extensos extensas
A|secondary|secundario secundaria secundarios secundarias
A|primary|primario primaria primarios primarias
A|basic|basico basica basicos basicas
A|advanced|avancado avancada avancados avancadas
A|higher|superior superiores
A|lower|inferior inferiores
A|maximum|maximo maxima maximos maximas
A|minimum|minimo minima minimos minimas
A|average|medio medios
A|elevated|elevado elevada elevados elevadas
A|privileged|privilegiado privilegiada privilegiados privilegiadas
A|unrestrained|desenfreado desenfreada desenfreados desenfreadas
A|uncontrolled|descontrolado descontrolada descontrolados descontroladas incontrolado incontrolada incontrolados incontroladas
A|censored|censurado censurada censurados censuradas
A|filtered|filtrado filtrada filtrados filtradas
A|anonymous|anonimo anonima anonimos anonimas
A|unknown|desconhecido desconhecida desconhecidos desconhecidas
A|known|conhecido conhecida conhecidos conhecidas
A|famous|famoso famosa famosos famosas
A|prepared|preparado preparada preparados preparadas
A|obedient|obediente obedientes
A|loyal|leal leais
A|faithful|fiel fieis
A|independent|independente independentes
A|aware|consciente conscientes
A|intelligent|inteligente inteligentes
A|smart|esperto esperta espertos espertas
A|stupid|burro burra burros burras estupido estupida estupidos estupidas
A|idiotic|idiota idiotas
A|crazy|louco louca loucos loucas maluco maluca malucos malucas
A|funny|engracado engracada engracados engracadas
A|fun|divertido divertida divertidos divertidas
A|boring|chato chata chatos chatas aborrecido aborrecida aborrecidos aborrecidas
A|interesting|interessante interessantes
A|curious|curioso curiosa curiosos curiosas
A|bizarre|bizarro bizarra bizarros bizarras
A|beautiful|belo bela belos belas lindo linda lindos lindas
A|pretty|bonito bonita bonitos bonitas
A|ugly|feio feia feios feias
A|clean|limpo limpa limpos limpas
A|dirty|sujo suja sujos sujas
A|wonderful|maravilhoso maravilhosa maravilhosos maravilhosas
A|terrible|terrivel terriveis pessimo pessima pessimos pessimas
A|horrible|horrivel horriveis
A|dissatisfied|insatisfeito insatisfeita insatisfeitos insatisfeitas
A|disappointed|decepcionado decepcionada decepcionados decepcionadas dececionado dececionada dececionados dececionadas
A|recommended|recomendavel recomendaveis
A|positive|positivo positiva positivos positivas
A|negative|negativo negativa negativos negativas
A|neutral|neutro neutra neutros neutras
A|favorable|favoravel favoraveis
A|unfavorable|desfavoravel desfavoraveis
A|numerous|numeroso numerosa numerosos numerosas
A|rare|raro rara raros raras
A|frequent|frequente frequentes
A|probable|provavel provaveis
A|unlikely|improvavel improvaveis
A|english|inglesa inglesas
A|portuguese|portuguesa portuguesas
A|brazilian|brasileiro brasileira brasileiros brasileiras
A|spanish|espanhola espanholas
A|french|francesa francesas
A|german|alema alemas
A|italian|italiana italianas
A|european|europeu europeia europeus europeias
A|american|americano americana americanos americanas
A|chinese|chinesa chinesas
A|russian|russa russas
A|foreign|estrangeiro estrangeira estrangeiros estrangeiras
A|national|nacional nacionais
A|international|internacional internacionais
A|worldwide|mundial mundiais
A|regional|regional regionais
A|omitted|omisso omissa omissos omissas
A|included|incluso inclusa inclusos inclusas
A|attached|anexado anexada anexados anexadas anexa anexas
A|below|abaixa abaixos abaixas
A|respective|respetivo respetiva respetivos respetivas respectivo respectiva respectivos respectivas
A|overdue|vencido vencida vencidos vencidas
A|pending|pendente pendentes
A|late|atrasado atrasada atrasados atrasadas
A|punctual|pontual pontuais
A|immediate|imediato imediata imediatos imediatas
A|instant|instantaneo instantanea instantaneos instantaneas
A|priority|prioritario prioritaria prioritarios prioritarias
A|irrelevant|irrelevante irrelevantes
A|relevant|relevante relevantes pertinente pertinentes
A|applicable|aplicavel aplicaveis
A|inapplicable|inaplicavel inaplicaveis
A|binding|vinculativo vinculativa vinculativos vinculativas
A|prohibitive|proibitivo proibitiva proibitivos proibitivas
A|banned|banido banida banidos banidas
A|deleted|excluido excluida excluidos excluidas eliminado eliminada eliminados eliminadas apagado apagada apagados apagadas
A|removed|removido removida removidos removidas
A|corrupted|corrompido corrompida corrompidos corrompidas
A|compromised|comprometido comprometida comprometidos comprometidas
A|vulnerable|vulneravel vulneraveis
A|protected|protegido protegida protegidos protegidas
A|encrypted|encriptado encriptada encriptados encriptadas criptografado criptografada criptografados criptografadas cifrado cifrada cifrados cifradas
A|encoded|codificado codificada codificados codificadas
A|readable|legivel legiveis
A|unreadable|ilegivel ilegiveis
A|accessible|acessivel acessiveis
A|inaccessible|inacessivel inacessiveis
A|editable|editavel editaveis
A|configurable|configuravel configuraveis
A|compatible|compativel compativeis
A|incompatible|incompativel incompativeis
A|functional|funcional funcionais
A|operational|operacional operacionais
A|unstable|instavel instaveis
A|robust|robusto robusta robustos robustas
A|fragile|fragil frageis
A|effective|eficaz eficazes
A|efficient|eficiente eficientes
A|ineffective|ineficaz ineficazes
A|convenient|conveniente convenientes
A|comfortable|confortavel confortaveis
A|pleasant|agradavel agradaveis
A|unpleasant|desagradavel desagradaveis
A|satisfactory|satisfatorio satisfatoria satisfatorios satisfatorias
A|unsatisfactory|insatisfatorio insatisfatoria insatisfatorios insatisfatorias
A|acceptable|aceitavel aceitaveis
A|unacceptable|inaceitavel inaceitaveis
A|tolerable|toleravel toleraveis
A|intolerable|intoleravel intoleraveis
A|irrational|irracional irracionais
A|logical|logico logica logicos logicas
A|illogical|ilogico ilogica ilogicos ilogicas
A|coherent|coerente coerentes
A|consistent|consistente consistentes
A|inconsistent|inconsistente inconsistentes
A|contradictory|contraditorio contraditoria contraditorios contraditorias
A|ambiguous|ambiguo ambigua ambiguos ambiguas
A|confusing|confuso confusa confusos confusas
A|transparent|transparente transparentes
A|opaque|opaco opaca opacos opacas
A|disguised|camuflado camuflada camuflados camufladas disfarcado disfarcada disfarcados disfarcadas
A|covert|encoberto encoberta encobertos encobertas
A|clandestine|clandestino clandestina clandestinos clandestinas
A|stealthy|furtivo furtiva furtivos furtivas
A|sneaky|sorrateiro sorrateira sorrateiros sorrateiras
A|deaf|surdo surda surdos surdas
A|blind|cego cega cegos cegas
A|authentic|autentico autentica autenticos autenticas
A|genuine|genuino genuina genuinos genuinas
A|fraudulent|fraudulento fraudulenta fraudulentos fraudulentas
A|misleading|enganoso enganosa enganosos enganosas
A|lying|mentiroso mentirosa mentirosos mentirosas
A|truthful|veridico veridica veridicos veridicas
A|unofficial|oficioso oficiosa oficiosos oficiosas
A|informal|informal informais
A|formal|formal formais
A|rude|rude rudes grosseiro grosseira grosseiros grosseiras
A|aggressive|agressivo agressiva agressivos agressivas
A|hostile|hostil hostis
A|impartial|imparcial imparciais
A|biased|tendencioso tendenciosa tendenciosos tendenciosas
A|objective|objetiva objetivas
A|subjective|subjetivo subjetiva subjetivos subjetivas
A|impersonal|impessoal impessoais
A|individual|individual individuais
A|collective|coletivo coletiva coletivos coletivas colectivo colectiva colectivos colectivas
A|shared|partilhado partilhada partilhados partilhadas compartilhado compartilhada compartilhados compartilhadas
A|exclusive|exclusivo exclusiva exclusivos exclusivas
A|inclusive|inclusivo inclusiva inclusivos inclusivas
A|premium|premium
A|family|familiar familiares
A|domestic|domestico domestica domesticos domesticas
A|school|escolar escolares
A|university|universitario universitaria universitarios universitarias
A|child|infantil infantis
A|youth|juvenil juvenis
A|elderly|idoso idosa idosos idosas
A|innocent|inocente inocentes
A|guilty|culpado culpada culpados culpadas
A|irresponsible|irresponsavel irresponsaveis
A|unconscious|inconsciente inconscientes
A|voluntary|voluntario voluntaria voluntarios voluntarias
A|involuntary|involuntario involuntaria involuntarios involuntarias
A|intentional|intencional intencionais proposital propositais
A|accidental|acidental acidentais
A|deliberate|deliberado deliberada deliberados deliberadas
A|casual|casual casuais
A|random|aleatorio aleatoria aleatorios aleatorias
A|arbitrary|arbitrario arbitraria arbitrarios arbitrarias
A|systematic|sistematico sistematica sistematicos sistematicas
A|dependent|dependente dependentes
A|stuck|preso presa presos presas
A|conditioned|condicionado condicionada condicionados condicionadas
A|unconditional|incondicional incondicionais
A|absolute|absoluto absoluta absolutos absolutas
A|relative|relativo relativa relativos relativas
A|moderate|moderado moderada moderados moderadas
A|extreme|extremo extrema extremos extremas
A|excessive|excessivo excessiva excessivos excessivas
A|sufficient|suficiente suficientes
A|insufficient|insuficiente insuficientes
A|abundant|abundante abundantes
A|scarce|escasso escassa escassos escassas
A|typical|tipico tipica tipicos tipicas
A|atypical|atipico atipica atipicos atipicas
A|abnormal|anormal anormais
A|weird|esquisito esquisita esquisitos esquisitas
A|unusual|incomum incomuns invulgar invulgares inusitado inusitada inusitados inusitadas
A|unexpected|inesperado inesperada inesperados inesperadas
A|surprising|surpreendente surpreendentes
A|predictable|previsivel previsiveis
A|unpredictable|imprevisivel imprevisiveis
A|uncertain|incerto incerta incertos incertas
A|poisonous|venenoso venenosa venenosos venenosas
A|explosive|explosiva explosivas
A|flammable|inflamavel inflamaveis
A|radioactive|radioativo radioativa radioativos radioativas
A|biological|biologico biologica biologicos biologicas
A|nuclear|nuclear nucleares
A|military|militar militares
A|civil|civil civis
A|criminal|criminal criminais criminosa criminosas penal penais
A|corrupt|corrupto corrupta corruptos corruptas
A|cruel|cruel crueis
A|evil|malvado malvada malvados malvadas
A|wicked|perverso perversa perversos perversas
A|diabolical|diabolico diabolica diabolicos diabolicas
A|demonic|demoniaco demoniaca demoniacos demoniacas
A|obscure|obscuro obscura obscuros obscuras
A|villainous|vila vilas
A|heroic|heroico heroica heroicos heroicas
A|brave|corajoso corajosa corajosos corajosas
A|coward|covarde covardes
A|fearful|medroso medrosa medrosos medrosas
A|scared|assustado assustada assustados assustadas
A|terrified|aterrorizado aterrorizada aterrorizados aterrorizadas
A|desperate|desesperado desesperada desesperados desesperadas
A|significant|significativo significativa significativos significativas
A|insignificant|insignificante insignificantes
A|trivial|trivial triviais
A|based|baseado baseada baseados baseadas
A|addressed|enderecado enderecada enderecados enderecadas
A|purely|puramente puramentes
A|accurate|acurado acurada acurados acuradas
A|reversed|invertido invertida invertidos invertidas
A|realistic|realista realistas
A|persistent|persistente persistentes
A|lowercase|minusculo minusculos
A|uppercase|maiusculo maiusculos
A|multilingual|multilingue multilingues
A|inner|interior interiores
A|destructive|destrutivo destrutiva destrutivos destrutivas
A|intended|destinado destinada destinados destinadas
A|binary|binario binaria binarios binarias
A|believable|credivel crediveis verossimil verossimeis
A|final|final finais
A|counterfeit|contrafeito contrafeita contrafeitos contrafeitas
A|xenophobic|xenofobo xenofoba xenofobos xenofobas
A|untraceable|irrastreavel irrastreaveis
A|sealed|selado selada selados seladas
A|serial|serial seriais
A|sweet|doce doces
A|terminated|terminado terminada terminados terminadas
A|narrow|estreito estreita estreitos estreitas
A|thick|grosso grossa grossos grossas
A|thin|fino fina finos finas magro magra magros magras
A|dry|seco seca secos secas
A|wet|molhado molhada molhados molhadas
A|fat|gordo gorda gordos gordas
A|white|branco branca brancos brancas
A|black|preto preta pretos pretas negro negra negros negras
A|blue|azul azuis
A|yellow|amarelo amarela amarelos amarelas
A|gray|cinzento cinzenta cinzentos cinzentas
A|brown|castanho castanha castanhos castanhas marrom marrons
A|pink|rosa
A|orange|laranja
A|purple|roxo roxa roxos roxas
A|golden|dourado dourada dourados douradas
A|silver|prateado prateada prateados prateadas
A|bitter|amargo amarga amargos amargas
A|salty|salgado salgada salgados salgadas
A|sour|azedo azeda azedos azedas
A|spicy|picante picantes
A|delicious|delicioso deliciosa deliciosos deliciosas
A|tasty|saboroso saborosa saborosos saborosas
A|wild|selvagem selvagens
A|rural|rural rurais
A|urban|urbano urbana urbanos urbanas
A|noisy|barulhento barulhenta barulhentos barulhentas
A|quiet|sossegado sossegada sossegados sossegadas
A|crowded|lotado lotada lotados lotadas
A|busy|ocupado ocupada ocupados ocupadas
A|tiring|cansativo cansativa cansativos cansativas
A|exciting|emocionante emocionantes
A|popular|popular populares
D|immediately|imediatamente
D|silently|silenciosamente
D|secretly|secretamente sigilosamente
D|discreetly|discretamente
D|covertly|ocultamente furtivamente encobertamente
D|quietly|calmamente quietamente
D|automatically|automaticamente
D|manually|manualmente
D|directly|diretamente directamente
D|indirectly|indiretamente
D|exactly|exatamente exactamente
D|precisely|precisamente
D|literally|literalmente
D|verbatim|textualmente
D|fully|integralmente plenamente
D|completely|completamente
D|totally|totalmente
D|entirely|inteiramente
D|absolutely|absolutamente
D|partially|parcialmente
D|simply|simplesmente
D|exclusively|exclusivamente
D|strictly|estritamente rigorosamente
D|earlier|anteriormente
D|previously|previamente
D|originally|originalmente originariamente
D|initially|inicialmente
D|first|primeiramente
D|later|posteriormente
D|subsequently|ulteriormente subsequentemente seguidamente
D|lately|ultimamente
D|recently|recentemente
D|currently|atualmente actualmente
D|presently|presentemente
D|henceforth|doravante
D|in the future|futuramente
D|permanently|permanentemente
D|temporarily|temporariamente provisoriamente
D|definitely|definitivamente
D|constantly|constantemente
D|continuously|continuamente
D|frequently|frequentemente
D|usually|geralmente habitualmente usualmente
D|normally|normalmente
D|rarely|raramente
D|occasionally|ocasionalmente
D|eventually|eventualmente
D|especially|especialmente
D|particularly|particularmente
D|mainly|principalmente
D|essentially|essencialmente
D|basically|basicamente
D|fundamentally|fundamentalmente
D|truly|verdadeiramente
D|effectively|efetivamente efectivamente
D|clearly|claramente
D|obviously|obviamente
D|evidently|evidentemente
D|surely|seguramente
D|probably|provavelmente
D|possibly|possivelmente
D|necessarily|necessariamente
D|mandatorily|obrigatoriamente
D|optionally|opcionalmente
D|urgently|urgentemente
D|promptly|prontamente
D|easily|facilmente
D|hardly|dificilmente
D|kindly|gentilmente amavelmente
D|politely|educadamente
D|personally|pessoalmente
D|publicly|publicamente
D|privately|privadamente
D|officially|oficialmente
D|legally|legalmente juridicamente
D|illegally|ilegalmente
D|ethically|eticamente
D|morally|moralmente
D|technically|tecnicamente
D|theoretically|teoricamente
D|hypothetically|hipoteticamente
D|practically|praticamente
D|virtually|virtualmente
D|apparently|aparentemente
D|supposedly|supostamente
D|allegedly|alegadamente
D|equally|igualmente
D|similarly|similarmente
D|differently|diferentemente
D|separately|separadamente
D|individually|individualmente
D|jointly|conjuntamente
D|respectively|respetivamente respectivamente
D|additionally|adicionalmente
D|alternatively|alternativamente
D|contrary|contrariamente
D|conversely|inversamente
D|regardless|independentemente
D|unconditionally|incondicionalmente
D|blindly|cegamente
D|faithfully|fielmente
D|loyally|lealmente
D|honestly|honestamente
D|sincerely|sinceramente
D|frankly|francamente
D|openly|abertamente
D|explicitly|explicitamente
D|implicitly|implicitamente
D|expressly|expressamente
D|specifically|especificamente concretamente
D|in detail|detalhadamente
D|briefly|resumidamente
D|concisely|sucintamente
D|correctly|corretamente correctamente
D|incorrectly|incorretamente
D|wrongly|erradamente
D|properly|adequadamente propriamente
D|duly|devidamente
D|perfectly|perfeitamente
D|approximately|aproximadamente
D|consequently|consequentemente
D|logically|logicamente
D|naturally|naturalmente
D|fortunately|felizmente
D|unfortunately|infelizmente lamentavelmente
D|remotely|remotamente
D|locally|localmente
D|globally|globalmente
D|internally|internamente
D|externally|externamente
D|daily|diariamente
D|weekly|semanalmente
D|monthly|mensalmente
D|annually|anualmente
D|confidentially|confidencialmente
D|anonymously|anonimamente
D|for free|gratuitamente
D|freely|livremente
D|intentionally|intencionalmente
D|deliberately|propositadamente propositalmente deliberadamente
D|accidentally|acidentalmente
D|involuntarily|involuntariamente
D|voluntarily|voluntariamente
D|clandestinely|clandestinamente
D|illicitly|ilicitamente
D|legitimately|legitimamente
D|unofficially|oficiosamente
D|formally|formalmente
D|informally|informalmente
D|rudely|rudemente
D|carefully|cuidadosamente atentamente
D|carelessly|descuidadamente
D|dangerously|perigosamente
D|rigidly|rigidamente
D|firmly|firmemente
D|gently|suavemente
D|strongly|fortemente
D|slightly|levemente ligeiramente
D|deeply|profundamente
D|widely|amplamente
D|extensively|extensivamente
D|largely|largamente
D|minimally|minimamente
D|maximally|maximamente
D|highly|altamente
D|extremely|extremamente
D|excessively|excessivamente
D|sufficiently|suficientemente
D|reasonably|razoavelmente
D|relatively|relativamente
D|positively|positivamente
D|negatively|negativamente
D|favorably|favoravelmente
D|impartially|imparcialmente
D|objectively|objetivamente
D|subjectively|subjetivamente
D|instantly|instantaneamente
D|in due course|oportunamente
D|in time|atempadamente
D|belatedly|tardiamente
D|in advance|antecipadamente
D|successively|sucessivamente
D|simultaneously|simultaneamente
D|in parallel|paralelamente
D|sequentially|sequencialmente
D|gradually|gradualmente
D|progressively|progressivamente
D|repeatedly|repetidamente
D|periodically|periodicamente
D|regularly|regularmente
D|vaguely|vagamente
D|figuratively|figurativamente
D|merely|meramente
D|generically|genericamente
D|digitally|digitalmente
D|electronically|eletronicamente electronicamente
D|programmatically|programaticamente
D|financially|financeiramente
D|physically|fisicamente
D|mentally|mentalmente
D|emotionally|emocionalmente
D|professionally|profissionalmente
D|verbally|verbalmente
D|orally|oralmente
D|visually|visualmente
D|thoroughly|minuciosamente
D|obediently|obedientemente
D|fictionally|ficticiamente
V|ignore|ignorar ignora ignoro ignoras ignoramos ignorais ignoram ignore ignores ignoremos ignoreis ignorem ignorares ignorarmos ignorardes ignorarem ignorai
V|ignoring|ignorando
V|ignored|ignorado ignorada ignorados ignoradas ignorei ignoraste ignorou ignorastes ignoraram ignorava ignoravas ignoravamos ignoraveis ignoravam ignorara ignoraras ignoraramos ignorareis ignorasse ignorasses ignorassemos ignorasseis ignorassem
V|disregard|desconsiderar desconsidera desconsidero desconsideras desconsideramos desconsiderais desconsideram desconsidere desconsideres desconsideremos desconsidereis desconsiderem desconsiderares desconsiderarmos desconsiderardes desconsiderarem desconsiderai desprezar despreza desprezo desprezas desprezamos desprezais desprezam despreze desprezes desprezemos desprezeis desprezem desprezares desprezarmos desprezardes desprezarem desprezai desatender desatende desatendo desatendes desatendemos desatendeis desatendem desatenda desatendas desatendamos desatendais desatendam desatenderes desatendermos desatenderdes desatenderem desatendei
V|disregarding|desconsiderando desprezando desatendendo
V|disregarded|desconsiderado desconsiderada desconsiderados desconsideradas desconsiderei desconsideraste desconsiderou desconsiderastes desconsideraram desconsiderava desconsideravas desconsideravamos desconsideraveis desconsideravam desconsiderara desconsideraras desconsideraramos desconsiderareis desconsiderasse desconsiderasses desconsiderassemos desconsiderasseis desconsiderassem desprezado desprezada desprezados desprezadas desprezei desprezaste desprezou desprezastes desprezaram desprezava desprezavas desprezavamos desprezaveis desprezavam desprezara desprezaras desprezaramos desprezareis desprezasse desprezasses desprezassemos desprezasseis desprezassem desatendido desatendida desatendidos desatendidas desatendi desatendeste desatendeu desatendestes desatenderam desatendia desatendias desatendiamos desatendieis desatendiam desatendera desatenderas desatenderamos desatendereis desatendesse desatendesses desatendessemos desatendesseis desatendessem
V|overlook|relevar releva relevo relevas relevamos relevais relevam releve releves relevemos releveis relevem relevares relevarmos relevardes relevarem relevai
V|overlooking|relevando
V|overlooked|relevado relevada relevados relevadas relevei relevaste relevou relevastes relevaram relevava relevavas relevavamos relevaveis relevavam relevara relevaras relevaramos relevareis relevasse relevasses relevassemos relevasseis relevassem
V|neglect|negligenciar negligencia negligencio negligencias negligenciamos negligenciais negligenciam negligencie negligencies negligenciemos negligencieis negligenciem negligenciares negligenciarmos negligenciardes negligenciarem negligenciai descurar descura descuro descuras descuramos descurais descuram descure descures descuremos descureis descurem descurares descurarmos descurardes descurarem descurai
V|neglecting|negligenciando descurando
V|neglected|negligenciado negligenciada negligenciados negligenciadas negligenciei negligenciaste negligenciou negligenciastes negligenciaram negligenciava negligenciavas negligenciavamos negligenciaveis negligenciavam negligenciara negligenciaras negligenciaramos negligenciareis negligenciasse negligenciasses negligenciassemos negligenciasseis negligenciassem descurado descurada descurados descuradas descurei descuraste descurou descurastes descuraram descurava descuravas descuravamos descuraveis descuravam descurara descuraras descuraramos descurareis descurasse descurasses descurassemos descurasseis descurassem
V|belittle|menosprezar menospreza menosprezo menosprezas menosprezamos menosprezais menosprezam menospreze menosprezes menosprezemos menosprezeis menosprezem menosprezares menosprezarmos menosprezardes menosprezarem menosprezai
V|belittling|menosprezando
V|belittled|menosprezado menosprezada menosprezados menosprezadas menosprezei menosprezaste menosprezou menosprezastes menosprezaram menosprezava menosprezavas menosprezavamos menosprezaveis menosprezavam menosprezara menosprezaras menosprezaramos menosprezareis menosprezasse menosprezasses menosprezassemos menosprezasseis menosprezassem
V|discard|descartar descarta descarto descartas descartamos descartais descartam descarte descartes descartemos descarteis descartem descartares descartarmos descartardes descartarem descartai
V|discarding|descartando
V|discarded|descartado descartada descartados descartadas descartei descartaste descartou descartastes descartaram descartava descartavas descartavamos descartaveis descartavam descartara descartaras descartaramos descartareis descartasse descartasses descartassemos descartasseis descartassem
V|forget|esquecer esquece esqueco esqueces esquecemos esqueceis esquecem esqueca esquecas esquecamos esquecais esquecam esqueceres esquecermos esquecerdes esquecerem esquecei olvidar olvida olvido olvidas olvidamos olvidais olvidam olvide olvides olvidemos olvideis olvidem olvidares olvidarmos olvidardes olvidarem olvidai
V|forgetting|esquecendo olvidando
V|forgotten|esquecido esquecida esquecidos esquecidas olvidado olvidada olvidados olvidadas
V|forgot|esqueci esqueceste esqueceu esquecestes esqueceram esquecia esquecias esqueciamos esquecieis esqueciam esquecera esqueceras esqueceramos esquecereis esquecesse esquecesses esquecessemos esquecesseis esquecessem olvidei olvidaste olvidou olvidastes olvidaram olvidava olvidavas olvidavamos olvidaveis olvidavam olvidara olvidaras olvidaramos olvidareis olvidasse olvidasses olvidassemos olvidasseis olvidassem
V|omit|omitir omite omito omites omitimos omitis omitem omita omitas omitamos omitais omitam omitires omitirmos omitirdes omitirem
V|omitting|omitindo
V|omitted|omitido omitida omitidos omitidas omiti omitiste omitiu omitistes omitiram omitia omitias omitiamos omitieis omitiam omitira omitiras omitiramos omitireis omitisse omitisses omitissemos omitisseis omitissem
V|skip|pular pula pulo pulas pulamos pulais pulam pule pules pulemos puleis pulem pulares pularmos pulardes pularem pulai saltar salta salto saltas saltamos saltais saltam salte saltes saltemos salteis saltem saltares saltarmos saltardes saltarem saltai
V|skipping|pulando saltando
V|skipped|pulado pulada pulados puladas pulei pulaste pulou pulastes pularam pulava pulavas pulavamos pulaveis pulavam pulara pularas pularamos pulareis pulasse pulasses pulassemos pulasseis pulassem saltado saltada saltados saltadas saltei saltaste saltou saltastes saltaram saltava saltavas saltavamos saltaveis saltavam saltara saltaras saltaramos saltareis saltasse saltasses saltassemos saltasseis saltassem
V|bypass|contornar contorna contornas contornamos contornais contornam contorne contornes contornemos contorneis contornem contornares contornarmos contornardes contornarem contornai burlar burlo burlamos burlais burlam burle burles burlemos burleis burlem burlares burlarmos burlardes burlarem burlai driblar dribla driblo driblas driblamos driblais driblam drible dribles driblemos dribleis driblem driblares driblarmos driblardes driblarem driblai
V|bypassing|contornando burlando driblando
V|bypassed|contornado contornada contornados contornadas contornei contornaste contornou contornastes contornaram contornava contornavas contornavamos contornaveis contornavam contornara contornaras contornaramos contornareis contornasse contornasses contornassemos contornasseis contornassem burlado burlada burlados burladas burlei burlaste burlou burlastes burlaram burlava burlavas burlavamos burlaveis burlavam burlara burlaras burlaramos burlareis burlasse burlasses burlassemos burlasseis burlassem driblado driblada driblados dribladas driblei driblaste driblou driblastes driblaram driblava driblavas driblavamos driblaveis driblavam driblara driblaras driblaramos driblareis driblasse driblasses driblassemos driblasseis driblassem
V|avoid|evitar evita evito evitas evitamos evitais evitam evite evites evitemos eviteis evitem evitares evitarmos evitardes evitarem evitai
V|avoiding|evitando
V|avoided|evitado evitada evitados evitadas evitei evitaste evitou evitastes evitaram evitava evitavas evitavamos evitaveis evitavam evitara evitaras evitaramos evitareis evitasse evitasses evitassemos evitasseis evitassem
V|evade|evadir evade evado evades evadimos evadis evadem evada evadas evadamos evadais evadam evadires evadirmos evadirdes evadirem
V|evading|evadindo
V|evaded|evadido evadida evadidos evadidas evadi evadiste evadiu evadistes evadiram evadia evadias evadiamos evadieis evadiam evadira evadiras evadiramos evadireis evadisse evadisses evadissemos evadisseis evadissem
V|escape|escapar escapa escapo escapas escapamos escapais escapam escape escapes escapemos escapeis escapem escapares escaparmos escapardes escaparem escapai
V|escaping|escapando
V|escaped|escapado escapada escapados escapadas escapei escapaste escapou escapastes escaparam escapava escapavas escapavamos escapaveis escapavam escapara escaparas escaparamos escapareis escapasse escapasses escapassemos escapasseis escapassem
V|revoke|revogar revoga revogo revogas revogamos revogais revogam revogue revogues revoguemos revogueis revoguem revogares revogarmos revogardes revogarem revogai
V|revoking|revogando
V|revoked|revogado revogada revogados revogadas revoguei revogaste revogou revogastes revogaram revogava revogavas revogavamos revogaveis revogavam revogara revogaras revogaramos revogareis revogasse revogasses revogassemos revogasseis revogassem
V|cancel|cancelar cancela cancelo cancelas cancelamos cancelais cancelam cancele canceles cancelemos canceleis cancelem cancelares cancelarmos cancelardes cancelarem cancelai
V|cancelling|cancelando
V|cancelled|cancelado cancelada cancelados canceladas cancelei cancelaste cancelou cancelastes cancelaram cancelava cancelavas cancelavamos cancelaveis cancelavam cancelara cancelaras cancelaramos cancelareis cancelasse cancelasses cancelassemos cancelasseis cancelassem
V|invalidate|invalidar invalidamos invalidais invalidam invalide invalides invalidemos invalideis invalidem invalidares invalidarmos invalidardes invalidarem invalidai
V|invalidating|invalidando
V|invalidated|invalidado invalidada invalidados invalidadas invalidei invalidaste invalidou invalidastes invalidaram invalidava invalidavas invalidavamos invalidaveis invalidavam invalidara invalidaras invalidaramos invalidareis invalidasse invalidasses invalidassemos invalidasseis invalidassem
V|abandon|abandonar abandona abandono abandonas abandonamos abandonais abandonam abandone abandones abandonemos abandoneis abandonem abandonares abandonarmos abandonardes abandonarem abandonai
V|abandoning|abandonando
V|abandoned|abandonado abandonada abandonados abandonadas abandonei abandonaste abandonou abandonastes abandonaram abandonava abandonavas abandonavamos abandonaveis abandonavam abandonara abandonaras abandonaramos abandonareis abandonasse abandonasses abandonassemos abandonasseis abandonassem
V|drop|largar larga largo largas largamos largais largam largue largues larguemos largueis larguem largares largarmos largardes largarem largai
V|dropping|largando
V|dropped|largado largada largados largadas larguei largaste largou largastes largaram largava largavas largavamos largaveis largavam largara largaras largaramos largareis largasse largasses largassemos largasseis largassem
V|suspend|suspender suspende suspendo suspendes suspendemos suspendeis suspendem suspenda suspendas suspendamos suspendais suspendam suspenderes suspendermos suspenderdes suspenderem suspendei
V|suspending|suspendendo
V|suspended|suspendido suspendida suspendidos suspendidas suspendi suspendeste suspendeu suspendestes suspenderam suspendia suspendias suspendiamos suspendieis suspendiam suspendera suspenderas suspenderamos suspendereis suspendesse suspendesses suspendessemos suspendesseis suspendessem
V|disable|desativar desativa desativo desativas desativamos desativais desativam desative desatives desativemos desativeis desativem desativares desativarmos desativardes desativarem desativai desactivar desactiva desactivo desactivas desactivamos desactivais desactivam desactive desactives desactivemos desactiveis desactivem desactivares desactivarmos desactivardes desactivarem desactivai desabilitar desabilita desabilito desabilitas desabilitamos desabilitais desabilitam desabilite desabilites desabilitemos desabiliteis desabilitem desabilitares desabilitarmos desabilitardes desabilitarem desabilitai
V|disabling|desativando desactivando desabilitando
V|disabled|desativado desativada desativados desativadas desativei desativaste desativou desativastes desativaram desativava desativavas desativavamos desativaveis desativavam desativara desativaras desativaramos desativareis desativasse desativasses desativassemos desativasseis desativassem desactivado desactivada desactivados desactivadas desactivei desactivaste desactivou desactivastes desactivaram desactivava desactivavas desactivavamos desactivaveis desactivavam desactivara desactivaras desactivaramos desactivareis desactivasse desactivasses desactivassemos desactivasseis desactivassem desabilitei desabilitaste desabilitou desabilitastes desabilitaram desabilitava desabilitavas desabilitavamos desabilitaveis desabilitavam desabilitara desabilitaras desabilitaramos desabilitareis desabilitasse desabilitasses desabilitassemos desabilitasseis desabilitassem
V|turn off|desligar desliga desligo desligas desligamos desligais desligam desligue desligues desliguemos desligueis desliguem desligares desligarmos desligardes desligarem desligai
V|turning off|desligando
V|turned off|desliguei desligaste desligou desligastes desligaram desligava desligavas desligavamos desligaveis desligavam desligara desligaras desligaramos desligareis desligasse desligasses desligassemos desligasseis desligassem
V|activate|ativar ativamos ativais ativam ative atives ativemos ativeis ativem ativares ativarmos ativardes ativarem ativai activar activamos activais activam active actives activemos activeis activem activares activarmos activardes activarem activai
V|activating|ativando activando
V|activated|ativado ativada ativados ativadas ativei ativaste ativou ativastes ativaram ativava ativavas ativavamos ativaveis ativavam ativara ativaras ativaramos ativareis ativasse ativasses ativassemos ativasseis ativassem activado activada activados activadas activei activaste activou activastes activaram activava activavas activavamos activaveis activavam activara activaras activaramos activareis activasse activasses activassemos activasseis activassem
V|enable|habilitar habilita habilito habilitas habilitamos habilitais habilitam habilite habilites habilitemos habiliteis habilitem habilitares habilitarmos habilitardes habilitarem habilitai
V|enabling|habilitando
V|enabled|habilitei habilitaste habilitou habilitastes habilitaram habilitava habilitavas habilitavamos habilitaveis habilitavam habilitara habilitaras habilitaramos habilitareis habilitasse habilitasses habilitassemos habilitasseis habilitassem
V|reactivate|reativar reativa reativo reativas reativamos reativais reativam reative reatives reativemos reativeis reativem reativares reativarmos reativardes reativarem reativai
V|reactivating|reativando
V|reactivated|reativado reativada reativados reativadas reativei reativaste reativou reativastes reativaram reativava reativavas reativavamos reativaveis reativavam reativara reativaras reativaramos reativareis reativasse reativasses reativassemos reativasseis reativassem
V|unlock|desbloquear desbloqueia desbloqueias desbloqueamos desbloqueais desbloqueiam desbloqueie desbloqueies desbloqueemos desbloqueeis desbloqueiem desbloqueares desbloquearmos desbloqueardes desbloquearem desbloquea desbloqueai destrancar destranca destranco destrancas destrancamos destrancais destrancam destranque destranques destranquemos destranqueis destranquem destrancares destrancarmos destrancardes destrancarem destrancai destravar destrava destravo destravas destravamos destravais destravam destrave destraves destravemos destraveis destravem destravares destravarmos destravardes destravarem destravai
V|unlocking|desbloqueando destrancando destravando
V|unlocked|desbloqueei desbloqueaste desbloqueou desbloqueastes desbloquearam desbloqueava desbloqueavas desbloqueavamos desbloqueaveis desbloqueavam desbloqueara desbloquearas desbloquearamos desbloqueareis desbloqueasse desbloqueasses desbloqueassemos desbloqueasseis desbloqueassem destrancado destrancada destrancados destrancadas destranquei destrancaste destrancou destrancastes destrancaram destrancava destrancavas destrancavamos destrancaveis destrancavam destrancara destrancaras destrancaramos destrancareis destrancasse destrancasses destrancassemos destrancasseis destrancassem destravado destravada destravados destravadas destravei destravaste destravou destravastes destravaram destravava destravavas destravavamos destravaveis destravavam destravara destravaras destravaramos destravareis destravasse destravasses destravassemos destravasseis destravassem
V|release|liberar libera libero liberas liberamos liberais liberam libere liberes liberemos libereis liberem liberares liberarmos liberardes liberarem liberai soltar solta solto soltas soltamos soltais soltam solte soltes soltemos solteis soltem soltares soltarmos soltardes soltarem soltai
V|releasing|liberando soltando
V|released|liberado liberada liberados liberadas liberei liberaste liberou liberastes liberaram liberava liberavas liberavamos liberaveis liberavam liberara liberaras liberaramos liberareis liberasse liberasses liberassemos liberasseis liberassem soltado soltada soltados soltadas soltos soltei soltaste soltou soltastes soltaram soltava soltavas soltavamos soltaveis soltavam soltara soltaras soltaramos soltareis soltasse soltasses soltassemos soltasseis soltassem
V|free|libertar liberta liberto libertas libertamos libertais libertam liberte libertes libertemos liberteis libertem libertares libertarmos libertardes libertarem libertai
V|freeing|libertando
V|freed|libertado libertada libertados libertadas libertei libertaste libertou libertastes libertaram libertava libertavas libertavamos libertaveis libertavam libertara libertaras libertaramos libertareis libertasse libertasses libertassemos libertasseis libertassem
V|allow|permitir permite permito permites permitimos permitis permitem permita permitas permitamos permitais permitam permitires permitirmos permitirdes permitirem
V|allowing|permitindo
V|allowed|permiti permitiste permitiu permitistes permitiram permitia permitias permitiamos permitieis permitiam permitira permitiras permitiramos permitireis permitisse permitisses permitissemos permitisseis permitissem
V|authorize|autorizar autoriza autorizo autorizas autorizamos autorizais autorizam autorize autorizes autorizemos autorizeis autorizem autorizares autorizarmos autorizardes autorizarem autorizai
V|authorizing|autorizando
V|authorized|autorizei autorizaste autorizou autorizastes autorizaram autorizava autorizavas autorizavamos autorizaveis autorizavam autorizara autorizaras autorizaramos autorizareis autorizasse autorizasses autorizassemos autorizasseis autorizassem
V|grant|conceder concede concedo concedes concedemos concedeis concedem conceda concedas concedamos concedais concedam concederes concedermos concederdes concederem concedei outorgar outorga outorgo outorgas outorgamos outorgais outorgam outorgue outorgues outorguemos outorgueis outorguem outorgares outorgarmos outorgardes outorgarem outorgai
V|granting|concedendo outorgando
V|granted|concedido concedida concedidos concedidas concedi concedeste concedeu concedestes concederam concedia concedias concediamos concedieis concediam concedera concederas concederamos concedereis concedesse concedesses concedessemos concedesseis concedessem outorgado outorgada outorgados outorgadas outorguei outorgaste outorgou outorgastes outorgaram outorgava outorgavas outorgavamos outorgaveis outorgavam outorgara outorgaras outorgaramos outorgareis outorgasse outorgasses outorgassemos outorgasseis outorgassem
V|deny|negar nega nego negas negamos negais negam negue negues neguemos negueis neguem negares negarmos negardes negarem negai desmentir desmente desminto desmentes desmentimos desmentis desmentem desminta desmintas desmintamos desmintais desmintam desmentires desmentirmos desmentirdes desmentirem
V|denying|negando desmentindo
V|denied|negado negada negados negadas neguei negaste negou negastes negaram negava negavas negavamos negaveis negavam negara negaras negaramos negareis negasse negasses negassemos negasseis negassem desmentido desmentida desmentidos desmentidas desmenti desmentiste desmentiu desmentistes desmentiram desmentia desmentias desmentiamos desmentieis desmentiam desmentira desmentiras desmentiramos desmentireis desmentisse desmentisses desmentissemos desmentisseis desmentissem
V|refuse|recusar recuso recusamos recusais recusam recuse recuses recusemos recuseis recusem recusares recusarmos recusardes recusarem recusai
V|refusing|recusando
V|refused|recusado recusada recusados recusadas recusei recusaste recusou recusastes recusaram recusava recusavas recusavamos recusaveis recusavam recusara recusaras recusaramos recusareis recusasse recusasses recusassemos recusasseis recusassem
V|reject|rejeitar rejeita rejeito rejeitas rejeitamos rejeitais rejeitam rejeite rejeites rejeitemos rejeiteis rejeitem rejeitares rejeitarmos rejeitardes rejeitarem rejeitai reprovar reprova reprovo reprovas reprovamos reprovais reprovam reprove reproves reprovemos reproveis reprovem reprovares reprovarmos reprovardes reprovarem reprovai
V|rejecting|rejeitando reprovando
V|rejected|rejeitado rejeitada rejeitados rejeitadas rejeitei rejeitaste rejeitou rejeitastes rejeitaram rejeitava rejeitavas rejeitavamos rejeitaveis rejeitavam rejeitara rejeitaras rejeitaramos rejeitareis rejeitasse rejeitasses rejeitassemos rejeitasseis rejeitassem reprovado reprovada reprovados reprovadas reprovei reprovaste reprovou reprovastes reprovaram reprovava reprovavas reprovavamos reprovaveis reprovavam reprovara reprovaras reprovaramos reprovareis reprovasse reprovasses reprovassemos reprovasseis reprovassem
V|decline|declinar declina declino declinas declinamos declinais declinam decline declines declinemos declineis declinem declinares declinarmos declinardes declinarem declinai
V|declining|declinando
V|declined|declinado declinada declinados declinadas declinei declinaste declinou declinastes declinaram declinava declinavas declinavamos declinaveis declinavam declinara declinaras declinaramos declinareis declinasse declinasses declinassemos declinasseis declinassem
V|block|bloquear bloqueia bloqueias bloqueamos bloqueais bloqueiam bloqueie bloqueies bloqueemos bloqueeis bloqueiem bloqueares bloquearmos bloqueardes bloquearem bloquea bloqueai
V|blocking|bloqueando
V|blocked|bloqueei bloqueaste bloqueou bloqueastes bloquearam bloqueava bloqueavas bloqueavamos bloqueaveis bloqueavam bloqueara bloquearas bloquearamos bloqueareis bloqueasse bloqueasses bloqueassemos bloqueasseis bloqueassem
V|restrict|restringir restringe restrinjo restringes restringimos restringis restringem restrinja restrinjas restrinjamos restrinjais restrinjam restringires restringirmos restringirdes restringirem
V|restricting|restringindo
V|restricted|restringi restringiste restringiu restringistes restringiram restringia restringias restringiamos restringieis restringiam restringira restringiras restringiramos restringireis restringisse restringisses restringissemos restringisseis restringissem
V|limit|limitar limita limito limitas limitamos limitais limitam limitemos limiteis limitem limitares limitarmos limitardes limitarem limitai
V|limiting|limitando
V|limited|limitei limitaste limitou limitastes limitaram limitava limitavas limitavamos limitaveis limitavam limitara limitaras limitaramos limitareis limitasse limitasses limitassemos limitasseis limitassem
V|censor|censurar censuro censuramos censurais censuram censure censures censuremos censureis censurem censurares censurarmos censurardes censurarem censurai
V|censoring|censurando
V|censored|censurei censuraste censurou censurastes censuraram censurava censuravas censuravamos censuraveis censuravam censurara censuraras censuraramos censurareis censurasse censurasses censurassemos censurasseis censurassem
V|filter|filtrar filtra filtras filtramos filtrais filtram filtre filtres filtremos filtreis filtrem filtrares filtrarmos filtrardes filtrarem filtrai
V|filtering|filtrando
V|filtered|filtrei filtraste filtrou filtrastes filtraram filtrava filtravas filtravamos filtraveis filtravam filtrara filtraras filtraramos filtrareis filtrasse filtrasses filtrassemos filtrasseis filtrassem
V|moderate|moderar modera modero moderas moderamos moderais moderam modere moderes moderemos modereis moderem moderares moderarmos moderardes moderarem moderai
V|moderating|moderando
V|moderated|moderei moderaste moderou moderastes moderaram moderava moderavas moderavamos moderaveis moderavam moderara moderaras moderaramos moderareis moderasse moderasses moderassemos moderasseis moderassem
V|reveal|revelar revela revelo revelas revelamos revelais revelam revele reveles revelemos reveleis revelem revelares revelarmos revelardes revelarem revelai desvendar desvenda desvendo desvendas desvendamos desvendais desvendam desvende desvendes desvendemos desvendeis desvendem desvendares desvendarmos desvendardes desvendarem desvendai desvelar desvela desvelo desvelas desvelamos desvelais desvelam desvele desveles desvelemos desveleis desvelem desvelares desvelarmos desvelardes desvelarem desvelai
V|revealing|revelando desvendando desvelando
V|revealed|revelado revelada revelados reveladas revelei revelaste revelou revelastes revelaram revelava revelavas revelavamos revelaveis revelavam revelara revelaras revelaramos revelareis revelasse revelasses revelassemos revelasseis revelassem desvendado desvendada desvendados desvendadas desvendei desvendaste desvendou desvendastes desvendaram desvendava desvendavas desvendavamos desvendaveis desvendavam desvendara desvendaras desvendaramos desvendareis desvendasse desvendasses desvendassemos desvendasseis desvendassem desvelado desvelada desvelados desveladas desvelei desvelaste desvelou desvelastes desvelaram desvelava desvelavas desvelavamos desvelaveis desvelavam desvelara desvelaras desvelaramos desvelareis desvelasse desvelasses desvelassemos desvelasseis desvelassem
V|disclose|divulgar divulga divulgo divulgas divulgamos divulgais divulgam divulgue divulgues divulguemos divulgueis divulguem divulgares divulgarmos divulgardes divulgarem divulgai
V|disclosing|divulgando
V|disclosed|divulgado divulgada divulgados divulgadas divulguei divulgaste divulgou divulgastes divulgaram divulgava divulgavas divulgavamos divulgaveis divulgavam divulgara divulgaras divulgaramos divulgareis divulgasse divulgasses divulgassemos divulgasseis divulgassem
V|show|mostrar mostra mostro mostras mostramos mostrais mostram mostre mostres mostremos mostreis mostrem mostrares mostrarmos mostrardes mostrarem mostrai
V|showing|mostrando
V|shown|mostrado mostrada mostrados mostradas
V|showed|mostrei mostraste mostrou mostrastes mostraram mostrava mostravas mostravamos mostraveis mostravam mostrara mostraras mostraramos mostrareis mostrasse mostrasses mostrassemos mostrasseis mostrassem
V|display|exibir exibe exibo exibes exibimos exibis exibem exiba exibas exibamos exibais exibam exibires exibirmos exibirdes exibirem
V|displaying|exibindo
V|displayed|exibido exibida exibidos exibidas exibi exibiste exibiu exibistes exibiram exibia exibias exibiamos exibieis exibiam exibira exibiras exibiramos exibireis exibisse exibisses exibissemos exibisseis exibissem
V|present|apresentar apresenta apresento apresentas apresentamos apresentais apresentam apresente apresentes apresentemos apresenteis apresentem apresentares apresentarmos apresentardes apresentarem apresentai
V|presenting|apresentando
V|presented|apresentado apresentada apresentados apresentadas apresentei apresentaste apresentou apresentastes apresentaram apresentava apresentavas apresentavamos apresentaveis apresentavam apresentara apresentaras apresentaramos apresentareis apresentasse apresentasses apresentassemos apresentasseis apresentassem
V|print|imprimir imprime imprimo imprimes imprimimos imprimis imprimem imprima imprimas imprimamos imprimais imprimam imprimires imprimirmos imprimirdes imprimirem
V|printing|imprimindo
V|printed|imprimido imprimida imprimidos imprimidas impresso impressa impressos impressas imprimi imprimiste imprimiu imprimistes imprimiram imprimia imprimias imprimiamos imprimieis imprimiam imprimira imprimiras imprimiramos imprimireis imprimisse imprimisses imprimissemos imprimisseis imprimissem
V|repeat|repetir repete repito repetes repetimos repetis repetem repita repitas repitamos repitais repitam repetires repetirmos repetirdes repetirem
V|repeating|repetindo
V|repeated|repetido repetida repetidos repetidas repeti repetiste repetiu repetistes repetiram repetia repetias repetiamos repetieis repetiam repetira repetiras repetiramos repetireis repetisse repetisses repetissemos repetisseis repetissem
V|recite|recitar recita recito recitas recitamos recitais recitam recite recites recitemos reciteis recitem recitares recitarmos recitardes recitarem recitai
V|reciting|recitando
V|recited|recitado recitada recitados recitadas recitei recitaste recitou recitastes recitaram recitava recitavas recitavamos recitaveis recitavam recitara recitaras recitaramos recitareis recitasse recitasses recitassemos recitasseis recitassem
V|reproduce|reproduzir reproduz reproduze reproduzo reproduzes reproduzimos reproduzis reproduzem reproduza reproduzas reproduzamos reproduzais reproduzam reproduzires reproduzirmos reproduzirdes reproduzirem
V|reproducing|reproduzindo
V|reproduced|reproduzido reproduzida reproduzidos reproduzidas reproduzi reproduziste reproduziu reproduzistes reproduziram reproduzia reproduzias reproduziamos reproduzieis reproduziam reproduzira reproduziras reproduziramos reproduzireis reproduzisse reproduzisses reproduzissemos reproduzisseis reproduzissem
V|quote|citar cita cito citas citamos citais citam cite cites citemos citeis citem citares citarmos citardes citarem citai cotar cota coto cotas cotamos cotais cotam cote cotes cotemos coteis cotem cotares cotarmos cotardes cotarem cotai
V|quoting|citando cotando
V|quoted|citei citaste citou citastes citaram citava citavas citavamos citaveis citavam citara citaras citaramos citareis citasse citasses citassemos citasseis citassem cotado cotada cotados cotadas cotei cotaste cotou cotastes cotaram cotava cotavas cotavamos cotaveis cotavam cotara cotaras cotaramos cotareis cotasse cotasses cotassemos cotasseis cotassem
V|copy|copiar copio copiamos copiais copiam copie copies copiemos copieis copiem copiares copiarmos copiardes copiarem copiai
V|copying|copiando
V|copied|copiado copiada copiados copiadas copiei copiaste copiou copiastes copiaram copiava copiavas copiavamos copiaveis copiavam copiara copiaras copiaramos copiareis copiasse copiasses copiassemos copiasseis copiassem
V|paste|colar cola colo colas colamos colais colam cole coles colemos coleis colem colares colarmos colardes colarem colai
V|pasting|colando
V|pasted|colado colada colados coladas colei colaste colou colastes colaram colava colavas colavamos colaveis colavam colara colaras colaramos colareis colasse colasses colassemos colasseis colassem
V|transcribe|transcrever transcreve transcrevo transcreves transcrevemos transcreveis transcrevem transcreva transcrevas transcrevamos transcrevais transcrevam transcreveres transcrevermos transcreverdes transcreverem transcrevei
V|transcribing|transcrevendo
V|transcribed|transcrito transcrita transcritos transcritas transcrevi transcreveste transcreveu transcrevestes transcreveram transcrevia transcrevias transcreviamos transcrevieis transcreviam transcrevera transcreveras transcreveramos transcrevereis transcrevesse transcrevesses transcrevessemos transcrevesseis transcrevessem
V|write|escrever escreve escrevo escreves escrevemos escreveis escrevem escreva escrevas escrevamos escrevais escrevam escreveres escrevermos escreverdes escreverem escrevei
V|writing|escrevendo
V|written|escrito escrita escritos escritas
V|wrote|escrevi escreveste escreveu escrevestes escreveram escrevia escrevias escreviamos escrevieis escreviam escrevera escreveras escreveramos escrevereis escrevesse escrevesses escrevessemos escrevesseis escrevessem
V|rewrite|reescrever reescreve reescrevo reescreves reescrevemos reescreveis reescrevem reescreva reescrevas reescrevamos reescrevais reescrevam reescreveres reescrevermos reescreverdes reescreverem reescrevei
V|rewriting|reescrevendo
V|rewritten|reescrito reescrita reescritos reescritas reescrevido reescrevida reescrevidos reescrevidas
V|rewrote|reescrevi reescreveste reescreveu reescrevestes reescreveram reescrevia reescrevias reescreviamos reescrevieis reescreviam reescrevera reescreveras reescreveramos reescrevereis reescrevesse reescrevesses reescrevessemos reescrevesseis reescrevessem
V|type|digitar digita digitas digitamos digitam digite digites digitemos digiteis digitem digitares digitarmos digitardes digitarem digitai teclar tecla teclo teclas teclamos teclais teclam tecle tecles teclemos tecleis teclem teclares teclarmos teclardes teclarem teclai
V|typing|digitando teclando
V|typed|digitado digitada digitados digitadas digitei digitaste digitou digitastes digitaram digitava digitavas digitavamos digitaveis digitavam digitara digitaras digitaramos digitareis digitasse digitasses digitassemos digitasseis digitassem teclada tecladas teclei teclaste teclou teclastes teclaram teclava teclavas teclavamos teclaveis teclavam teclara teclaras teclaramos teclareis teclasse teclasses teclassemos teclasseis teclassem
V|draft|redigir redige redijo rediges redigimos redigis redigem redija redijas redijamos redijais redijam redigires redigirmos redigirdes redigirem esbocar esboca esbocas esbocamos esbocais esbocam esboce esboces esbocemos esboceis esbocem esbocares esbocarmos esbocardes esbocarem esbocai rascunhar rascunha rascunhas rascunhamos rascunhais rascunham rascunhe rascunhes rascunhemos rascunheis rascunhem rascunhares rascunharmos rascunhardes rascunharem rascunhai
V|drafting|redigindo esbocando rascunhando
V|drafted|redigido redigida redigidos redigidas redigi redigiste redigiu redigistes redigiram redigia redigias redigiamos redigieis redigiam redigira redigiras redigiramos redigireis redigisse redigisses redigissemos redigisseis redigissem esbocado esbocada esbocados esbocadas esbocei esbocaste esbocou esbocastes esbocaram esbocava esbocavas esbocavamos esbocaveis esbocavam esbocara esbocaras esbocaramos esbocareis esbocasse esbocasses esbocassemos esbocasseis esbocassem rascunhado rascunhada rascunhados rascunhadas rascunhei rascunhaste rascunhou rascunhastes rascunharam rascunhava rascunhavas rascunhavamos rascunhaveis rascunhavam rascunhara rascunharas rascunharamos rascunhareis rascunhasse rascunhasses rascunhassemos rascunhasseis rascunhassem
V|describe|descrever descreve descrevo descreves descrevemos descreveis descrevem descreva descrevas descrevamos descrevais descrevam descreveres descrevermos descreverdes descreverem descrevei
V|describing|descrevendo
V|described|descrito descrita descritos descritas descrevi descreveste descreveu descrevestes descreveram descrevia descrevias descreviamos descrevieis descreviam descrevera descreveras descreveramos descrevereis descrevesse descrevesses descrevessemos descrevesseis descrevessem
V|explain|explicar explica explico explicas explicamos explicais explicam explique expliques expliquemos expliqueis expliquem explicares explicarmos explicardes explicarem explicai
V|explaining|explicando
V|explained|explicado explicada explicados explicadas expliquei explicaste explicou explicastes explicaram explicava explicavas explicavamos explicaveis explicavam explicara explicaras explicaramos explicareis explicasse explicasses explicassemos explicasseis explicassem
V|detail|detalhar detalha detalho detalhas detalhamos detalhais detalham detalhemos detalheis detalhem detalhares detalharmos detalhardes detalharem detalhai
V|detailing|detalhando
V|detailed|detalhei detalhaste detalhou detalhastes detalharam detalhava detalhavas detalhavamos detalhaveis detalhavam detalhara detalharas detalharamos detalhareis detalhasse detalhasses detalhassemos detalhasseis detalhassem
V|list|listar listo listamos listais listam liste listes listemos listeis listem listares listarmos listardes listarem listai
V|listing|listando
V|listed|listado listada listados listadas listei listaste listou listastes listaram listava listavas listavamos listaveis listavam listara listaras listaramos listareis listasse listasses listassemos listasseis listassem
V|enumerate|enumerar enumera enumero enumeras enumeramos enumerais enumeram enumere enumeres enumeremos enumereis enumerem enumerares enumerarmos enumerardes enumerarem enumerai
V|enumerating|enumerando
V|enumerated|enumerado enumerada enumerados enumeradas enumerei enumeraste enumerou enumerastes enumeraram enumerava enumeravas enumeravamos enumeraveis enumeravam enumerara enumeraras enumeraramos enumerareis enumerasse enumerasses enumerassemos enumerasseis enumerassem
V|dump|despejar despeja despejo despejas despejamos despejais despejam despeje despejes despejemos despejeis despejem despejares despejarmos despejardes despejarem despejai
V|dumping|despejando
V|dumped|despejado despejada despejados despejadas despejei despejaste despejou despejastes despejaram despejava despejavas despejavamos despejaveis despejavam despejara despejaras despejaramos despejareis despejasse despejasses despejassemos despejasseis despejassem
V|issue|emitir emite emito emites emitimos emitis emitem emita emitas emitamos emitais emitam emitires emitirmos emitirdes emitirem
V|issuing|emitindo
V|issued|emitido emitida emitidos emitidas emiti emitiste emitiu emitistes emitiram emitia emitias emitiamos emitieis emitiam emitira emitiras emitiramos emitireis emitisse emitisses emitissemos emitisseis emitissem
V|echo|ecoar ecoa ecoo ecoas ecoamos ecoais ecoam ecoe ecoes ecoemos ecoeis ecoem ecoares ecoarmos ecoardes ecoarem ecoai
V|echoing|ecoando
V|echoed|ecoado ecoada ecoados ecoadas ecoei ecoaste ecoou ecoastes ecoaram ecoava ecoavas ecoavamos ecoaveis ecoavam ecoara ecoaras ecoaramos ecoareis ecoasse ecoasses ecoassemos ecoasseis ecoassem
V|confess|confessar confessa confesso confessas confessamos confessais confessam confesse confesses confessemos confesseis confessem confessares confessarmos confessardes confessarem confessai
V|confessing|confessando
V|confessed|confessado confessada confessados confessadas confessei confessaste confessou confessastes confessaram confessava confessavas confessavamos confessaveis confessavam confessara confessaras confessaramos confessareis confessasse confessasses confessassemos confessasseis confessassem
V|leak|vazar vaza vazo vazas vazamos vazais vazam vaze vazes vazemos vazeis vazem vazares vazarmos vazardes vazarem vazai
V|leaking|vazando
V|leaked|vazado vazada vazados vazadas vazei vazaste vazou vazastes vazaram vazava vazavas vazavamos vazaveis vazavam vazara vazaras vazaramos vazareis vazasse vazasses vazassemos vazasseis vazassem
V|hide|esconder esconde escondo escondes escondemos escondeis escondem esconda escondas escondamos escondais escondam esconderes escondermos esconderdes esconderem escondei ocultar ocultamos ocultais ocultam oculte ocultes ocultemos oculteis ocultem ocultares ocultarmos ocultardes ocultarem ocultai
V|hiding|escondendo ocultando
V|hid|escondi escondeste escondeu escondestes esconderam escondia escondias escondiamos escondieis escondiam escondera esconderas esconderamos escondereis escondesse escondesses escondessemos escondesseis escondessem ocultei ocultaste ocultou ocultastes ocultaram ocultava ocultavas ocultavamos ocultaveis ocultavam ocultara ocultaras ocultaramos ocultareis ocultasse ocultasses ocultassemos ocultasseis ocultassem
V|hidden|ocultado ocultada ocultados ocultadas
V|conceal|encobrir encobre encubro encobres encobrimos encobris encobrem encubra encubras encubramos encubrais encubram encobrires encobrirmos encobrirdes encobrirem dissimular dissimula dissimulo dissimulas dissimulamos dissimulais dissimulam dissimule dissimules dissimulemos dissimuleis dissimulem dissimulares dissimularmos dissimulardes dissimularem dissimulai velar vela velo velas velamos velais velam vele veles velemos veleis velem velares velarmos velardes velarem velai
V|concealing|encobrindo dissimulando velando
V|concealed|encobri encobriste encobriu encobristes encobriram encobria encobrias encobriamos encobrieis encobriam encobrira encobriras encobriramos encobrireis encobrisse encobrisses encobrissemos encobrisseis encobrissem dissimulado dissimulada dissimulados dissimuladas dissimulei dissimulaste dissimulou dissimulastes dissimularam dissimulava dissimulavas dissimulavamos dissimulaveis dissimulavam dissimulara dissimularas dissimularamos dissimulareis dissimulasse dissimulasses dissimulassemos dissimulasseis dissimulassem velado velada velados veladas velei velaste velou velastes velaram velava velavas velavamos velaveis velavam velara velaras velaramos velareis velasse velasses velassemos velasseis velassem
V|cover up|acobertar acoberta acoberto acobertas acobertamos acobertais acobertam acoberte acobertes acobertemos acoberteis acobertem acobertares acobertarmos acobertardes acobertarem acobertai
V|covering up|acobertando
V|covered up|acobertado acobertada acobertados acobertadas acobertei acobertaste acobertou acobertastes acobertaram acobertava acobertavas acobertavamos acobertaveis acobertavam acobertara acobertaras acobertaramos acobertareis acobertasse acobertasses acobertassemos acobertasseis acobertassem
V|disguise|disfarcar disfarca disfarco disfarcas disfarcamos disfarcais disfarcam disfarcemos disfarceis disfarcem disfarcares disfarcarmos disfarcardes disfarcarem disfarcai camuflar camufla camuflo camuflas camuflamos camuflais camuflam camufle camufles camuflemos camufleis camuflem camuflares camuflarmos camuflardes camuflarem camuflai
V|disguising|disfarcando camuflando
V|disguised|disfarcei disfarcaste disfarcou disfarcastes disfarcaram disfarcava disfarcavas disfarcavamos disfarcaveis disfarcavam disfarcara disfarcaras disfarcaramos disfarcareis disfarcasse disfarcasses disfarcassemos disfarcasseis disfarcassem camuflei camuflaste camuflou camuflastes camuflaram camuflava camuflavas camuflavamos camuflaveis camuflavam camuflara camuflaras camuflaramos camuflareis camuflasse camuflasses camuflassemos camuflasseis camuflassem
V|mask|mascarar mascaro mascaramos mascarais mascaram mascare mascares mascaremos mascareis mascarem mascarares mascararmos mascarardes mascararem mascarai
V|masking|mascarando
V|masked|mascarado mascarada mascarados mascaradas mascarei mascaraste mascarou mascarastes mascararam mascarava mascaravas mascaravamos mascaraveis mascaravam mascarara mascararas mascararamos mascarareis mascarasse mascarasses mascarassemos mascarasseis mascarassem
V|shut up|calar cala calo calas calamos calais calam cale cales calemos caleis calem calei calaste calou calastes calaram calava calavas calavamos calaveis calavam calara calaras calaramos calareis calasse calasses calassemos calasseis calassem calares calarmos calardes calarem calai
V|shutting up|calando
V|silence|silenciar silencia silencias silenciamos silenciais silenciam silencie silencies silenciemos silencieis silenciem silenciares silenciarmos silenciardes silenciarem silenciai
V|silencing|silenciando
V|silenced|silenciado silenciada silenciados silenciadas silenciei silenciaste silenciou silenciastes silenciaram silenciava silenciavas silenciavamos silenciaveis silenciavam silenciara silenciaras silenciaramos silenciareis silenciasse silenciasses silenciassemos silenciasseis silenciassem
V|suppress|abafar abafa abafo abafas abafamos abafais abafam abafe abafes abafemos abafeis abafem abafares abafarmos abafardes abafarem abafai suprimir suprime suprimo suprimes suprimimos suprimis suprimem suprima suprimas suprimamos suprimais suprimam suprimires suprimirmos suprimirdes suprimirem
V|suppressing|abafando suprimindo
V|suppressed|abafado abafada abafados abafadas abafei abafaste abafou abafastes abafaram abafava abafavas abafavamos abafaveis abafavam abafara abafaras abafaramos abafareis abafasse abafasses abafassemos abafasseis abafassem suprimido suprimida suprimidos suprimidas suprimi suprimiste suprimiu suprimistes suprimiram suprimia suprimias suprimiamos suprimieis suprimiam suprimira suprimiras suprimiramos suprimireis suprimisse suprimisses suprimissemos suprimisseis suprimissem
V|withhold|reter retem retenho retens retemos retendes retenha retenhas retenhamos retenhais retenham retiver retiveres retivermos retiverdes retiverem reteres retermos reterdes reterem rete retende sonegar sonega sonego sonegas sonegamos sonegais sonegam sonegue sonegues soneguemos sonegueis soneguem sonegares sonegarmos sonegardes sonegarem sonegai
V|withholding|retendo sonegando
V|withheld|retido retida retidos retidas retive retiveste reteve retivemos retivestes retiveram retinha retinhas retinhamos retinheis retinham retivera retiveras retiveramos retivereis retivesse retivesses retivessemos retivesseis retivessem sonegado sonegada sonegados sonegadas soneguei sonegaste sonegou sonegastes sonegaram sonegava sonegavas sonegavamos sonegaveis sonegavam sonegara sonegaras sonegaramos sonegareis sonegasse sonegasses sonegassemos sonegasseis sonegassem
V|cover|tapar tapa tapo tapas tapamos tapais tapam tape tapes tapemos tapeis tapem tapares taparmos tapardes taparem tapai abranger abrange abranjo abranges abrangemos abrangeis abrangem abranja abranjas abranjamos abranjais abranjam abrangeres abrangermos abrangerdes abrangerem abrangei cobrir cubro cobrimos cobris cubra cubras cubramos cubrais cubram cobrires cobrirmos cobrirdes cobrirem abarcar abarca abarco abarcas abarcamos abarcais abarcam abarque abarques abarquemos abarqueis abarquem abarcares abarcarmos abarcardes abarcarem abarcai
V|covering|tapando abrangendo cobrindo abarcando
V|covered|tapado tapada tapados tapadas tapei tapaste tapou tapastes taparam tapava tapavas tapavamos tapaveis tapavam tapara taparas taparamos tapareis tapasse tapasses tapassemos tapasseis tapassem abrangido abrangida abrangidos abrangidas abrangi abrangeste abrangeu abrangestes abrangeram abrangia abrangias abrangiamos abrangieis abrangiam abrangera abrangeras abrangeramos abrangereis abrangesse abrangesses abrangessemos abrangesseis abrangessem coberto coberta cobertos cobertas cobri cobriste cobriu cobristes cobriram cobria cobrias cobriamos cobrieis cobriam cobrira cobriras cobriramos cobrireis cobrisse cobrisses cobrissemos cobrisseis cobrissem abarcado abarcada abarcados abarcadas abarquei abarcaste abarcou abarcastes abarcaram abarcava abarcavas abarcavamos abarcaveis abarcavam abarcara abarcaras abarcaramos abarcareis abarcasse abarcasses abarcassemos abarcasseis abarcassem
V|whisper|sussurrar sussurra sussurro sussurras sussurramos sussurrais sussurram sussurre sussurres sussurremos sussurreis sussurrem sussurrares sussurrarmos sussurrardes sussurrarem sussurrai segredar segreda segredas segredamos segredais segredam segrede segredes segredemos segredeis segredem segredares segredarmos segredardes segredarem segredai
V|whispering|sussurrando segredando
V|whispered|sussurrado sussurrada sussurrados sussurradas sussurrei sussurraste sussurrou sussurrastes sussurraram sussurrava sussurravas sussurravamos sussurraveis sussurravam sussurrara sussurraras sussurraramos sussurrareis sussurrasse sussurrasses sussurrassemos sussurrasseis sussurrassem segredado segredada segredados segredadas segredei segredaste segredou segredastes segredaram segredava segredavas segredavamos segredaveis segredavam segredara segredaras segredaramos segredareis segredasse segredasses segredassemos segredasseis segredassem
V|send|enviar envia envias enviamos enviais enviam envie envies enviemos envieis enviem enviares enviarmos enviardes enviarem enviai mandar manda mando mandas mandamos mandais mandam mande mandes mandemos mandeis mandem mandares mandarmos mandardes mandarem mandai remeter remete remeto remetes remetemos remeteis remetem remeta remetas remetamos remetais remetam remeteres remetermos remeterdes remeterem remetei
V|sending|enviando mandando remetendo
V|sent|enviado enviada enviados enviadas enviei enviaste enviou enviastes enviaram enviava enviavas enviavamos enviaveis enviavam enviara enviaras enviaramos enviareis enviasse enviasses enviassemos enviasseis enviassem mandada mandadas mandei mandaste mandou mandastes mandaram mandava mandavas mandavamos mandaveis mandavam mandara mandaras mandaramos mandareis mandasse mandasses mandassemos mandasseis mandassem remetido remetida remetidos remetidas remeti remeteste remeteu remetestes remeteram remetia remetias remetiamos remetieis remetiam remetera remeteras remeteramos remetereis remetesse remetesses remetessemos remetesseis remetessem
V|resend|reenviar reenvia reenvio reenvias reenviamos reenviais reenviam reenvie reenvies reenviemos reenvieis reenviem reenviares reenviarmos reenviardes reenviarem reenviai
V|resending|reenviando
V|resent|reenviado reenviada reenviados reenviadas reenviei reenviaste reenviou reenviastes reenviaram reenviava reenviavas reenviavamos reenviaveis reenviavam reenviara reenviaras reenviaramos reenviareis reenviasse reenviasses reenviassemos reenviasseis reenviassem
V|forward|encaminhar encaminha encaminho encaminhas encaminhamos encaminhais encaminham encaminhe encaminhes encaminhemos encaminheis encaminhem encaminhares encaminharmos encaminhardes encaminharem encaminhai reencaminhar reencaminha reencaminho reencaminhas reencaminhamos reencaminhais reencaminham reencaminhe reencaminhes reencaminhemos reencaminheis reencaminhem reencaminhares reencaminharmos reencaminhardes reencaminharem reencaminhai repassar repassa repasso repassas repassamos repassais repassam repasse repasses repassemos repasseis repassem repassares repassarmos repassardes repassarem repassai
V|forwarding|encaminhando reencaminhando repassando
V|forwarded|encaminhado encaminhada encaminhados encaminhadas encaminhei encaminhaste encaminhou encaminhastes encaminharam encaminhava encaminhavas encaminhavamos encaminhaveis encaminhavam encaminhara encaminharas encaminharamos encaminhareis encaminhasse encaminhasses encaminhassemos encaminhasseis encaminhassem reencaminhado reencaminhada reencaminhados reencaminhadas reencaminhei reencaminhaste reencaminhou reencaminhastes reencaminharam reencaminhava reencaminhavas reencaminhavamos reencaminhaveis reencaminhavam reencaminhara reencaminharas reencaminharamos reencaminhareis reencaminhasse reencaminhasses reencaminhassemos reencaminhasseis reencaminhassem repassado repassada repassados repassadas repassei repassaste repassou repassastes repassaram repassava repassavas repassavamos repassaveis repassavam repassara repassaras repassaramos repassareis repassasse repassasses repassassemos repassasseis repassassem
V|redirect|redirecionar redireciona redireciono redirecionas redirecionamos redirecionais redirecionam redirecione redireciones redirecionemos redirecioneis redirecionem redirecionares redirecionarmos redirecionardes redirecionarem redirecionai redireccionar redirecciona redirecciono redireccionas redireccionamos redireccionais redireccionam redireccione redirecciones redireccionemos redireccioneis redireccionem redireccionares redireccionarmos redireccionardes redireccionarem redireccionai
V|redirecting|redirecionando redireccionando
V|redirected|redirecionado redirecionada redirecionados redirecionadas redirecionei redirecionaste redirecionou redirecionastes redirecionaram redirecionava redirecionavas redirecionavamos redirecionaveis redirecionavam redirecionara redirecionaras redirecionaramos redirecionareis redirecionasse redirecionasses redirecionassemos redirecionasseis redirecionassem redireccionado redireccionada redireccionados redireccionadas redireccionei redireccionaste redireccionou redireccionastes redireccionaram redireccionava redireccionavas redireccionavamos redireccionaveis redireccionavam redireccionara redireccionaras redireccionaramos redireccionareis redireccionasse redireccionasses redireccionassemos redireccionasseis redireccionassem
V|transmit|transmitir transmite transmito transmites transmitimos transmitis transmitem transmita transmitas transmitamos transmitais transmitam transmitires transmitirmos transmitirdes transmitirem
V|transmitting|transmitindo
V|transmitted|transmitido transmitida transmitidos transmitidas transmiti transmitiste transmitiu transmitistes transmitiram transmitia transmitias transmitiamos transmitieis transmitiam transmitira transmitiras transmitiramos transmitireis transmitisse transmitisses transmitissemos transmitisseis transmitissem
V|transfer|transferir transfere transfiro transferes transferimos transferis transferem transfira transfiras transfiramos transfirais transfiram transferires transferirmos transferirdes transferirem
V|transferring|transferindo
V|transferred|transferido transferida transferidos transferidas transferi transferiste transferiu transferistes transferiram transferia transferias transferiamos transferieis transferiam transferira transferiras transferiramos transferireis transferisse transferisses transferissemos transferisseis transferissem
V|share|partilhar partilho partilhamos partilhais partilham partilhe partilhes partilhemos partilheis partilhem partilhares partilharmos partilhardes partilharem partilhai compartilhar compartilha compartilho compartilhas compartilhamos compartilhais compartilham compartilhe compartilhes compartilhemos compartilheis compartilhem compartilhares compartilharmos compartilhardes compartilharem compartilhai
V|sharing|partilhando compartilhando
V|shared|partilhei partilhaste partilhou partilhastes partilharam partilhava partilhavas partilhavamos partilhaveis partilhavam partilhara partilharas partilharamos partilhareis partilhasse partilhasses partilhassemos partilhasseis partilhassem compartilhei compartilhaste compartilhou compartilhastes compartilharam compartilhava compartilhavas compartilhavamos compartilhaveis compartilhavam compartilhara compartilharas compartilharamos compartilhareis compartilhasse compartilhasses compartilhassemos compartilhasseis compartilhassem
V|publish|publicar publicamos publicais publicam publique publiques publiquemos publiqueis publiquem publicares publicarmos publicardes publicarem publicai
V|publishing|publicando
V|published|publicado publicada publicados publicadas publiquei publicaste publicou publicastes publicaram publicava publicavas publicavamos publicaveis publicavam publicara publicaras publicaramos publicareis publicasse publicasses publicassemos publicasseis publicassem
V|post|postar postamos postais postam poste postes postemos posteis postem postares postarmos postardes postarem postai
V|posting|postando
V|posted|postado postada postados postadas postei postaste postou postastes postaram postava postavas postavamos postaveis postavam postara postaras postaramos postareis postasse postasses postassemos postasseis postassem
V|submit|submeter submete submeto submetes submetemos submeteis submetem submeta submetas submetamos submetais submetam submeteres submetermos submeterdes submeterem submetei
V|submitting|submetendo
V|submitted|submetido submetida submetidos submetidas submeti submeteste submeteu submetestes submeteram submetia submetias submetiamos submetieis submetiam submetera submeteras submeteramos submetereis submetesse submetesses submetessemos submetesseis submetessem
V|export|exportar exporta exporto exportas exportamos exportais exportam exporte exportes exportemos exporteis exportem exportares exportarmos exportardes exportarem exportai
V|exporting|exportando
V|exported|exportado exportada exportados exportadas exportei exportaste exportou exportastes exportaram exportava exportavas exportavamos exportaveis exportavam exportara exportaras exportaramos exportareis exportasse exportasses exportassemos exportasseis exportassem
V|sync|sincronizar sincroniza sincronizo sincronizas sincronizamos sincronizais sincronizam sincronize sincronizes sincronizemos sincronizeis sincronizem sincronizares sincronizarmos sincronizardes sincronizarem sincronizai
V|syncing|sincronizando
V|synced|sincronizado sincronizada sincronizados sincronizadas sincronizei sincronizaste sincronizou sincronizastes sincronizaram sincronizava sincronizavas sincronizavamos sincronizaveis sincronizavam sincronizara sincronizaras sincronizaramos sincronizareis sincronizasse sincronizasses sincronizassemos sincronizasseis sincronizassem
V|load|carregar carrega carrego carregas carregamos carregais carregam carregue carregues carreguemos carregueis carreguem carregares carregarmos carregardes carregarem carregai
V|loading|carregando
V|loaded|carregado carregada carregados carregadas carreguei carregaste carregou carregastes carregaram carregava carregavas carregavamos carregaveis carregavam carregara carregaras carregaramos carregareis carregasse carregasses carregassemos carregasseis carregassem
V|download|descarregar descarrega descarrego descarregas descarregamos descarregais descarregam descarregue descarregues descarreguemos descarregueis descarreguem descarregares descarregarmos descarregardes descarregarem descarregai baixar baixamos baixais baixam baixe baixes baixemos baixeis baixem baixares baixarmos baixardes baixarem baixai
V|downloading|descarregando baixando
V|downloaded|descarregado descarregada descarregados descarregadas descarreguei descarregaste descarregou descarregastes descarregaram descarregava descarregavas descarregavamos descarregaveis descarregavam descarregara descarregaras descarregaramos descarregareis descarregasse descarregasses descarregassemos descarregasseis descarregassem baixado baixada baixados baixadas baixei baixaste baixou baixastes baixaram baixava baixavas baixavamos baixaveis baixavam baixara baixaras baixaramos baixareis baixasse baixasses baixassemos baixasseis baixassem
V|attach|anexar anexamos anexais anexam anexe anexes anexemos anexeis anexem anexares anexarmos anexardes anexarem anexai adjuntar adjunta adjunto adjuntas adjuntamos adjuntais adjuntam adjunte adjuntes adjuntemos adjunteis adjuntem adjuntares adjuntarmos adjuntardes adjuntarem adjuntai
V|attaching|anexando adjuntando
V|attached|anexei anexaste anexou anexastes anexaram anexava anexavas anexavamos anexaveis anexavam anexara anexaras anexaramos anexareis anexasse anexasses anexassemos anexasseis anexassem adjuntado adjuntada adjuntados adjuntadas adjuntei adjuntaste adjuntou adjuntastes adjuntaram adjuntava adjuntavas adjuntavamos adjuntaveis adjuntavam adjuntara adjuntaras adjuntaramos adjuntareis adjuntasse adjuntasses adjuntassemos adjuntasseis adjuntassem
V|join|juntar juntamos juntais juntam junte juntes juntemos junteis juntem juntares juntarmos juntardes juntarem juntai unir une uno unes unimos unis unem una unas unamos unais unam unires unirmos unirdes unirem
V|joining|juntando unindo
V|joined|juntado juntada juntados juntadas juntei juntaste juntou juntastes juntaram juntava juntavas juntavamos juntaveis juntavam juntara juntaras juntaramos juntareis juntasse juntasses juntassemos juntasseis juntassem unido unida unidos unidas uni uniste uniu unistes uniram unia unias uniamos unieis uniam unira uniras uniramos unireis unisse unisses unissemos unisseis unissem
V|deliver|entregar entrego entregamos entregais entregam entregue entregues entreguemos entregueis entreguem entregares entregarmos entregardes entregarem entregai
V|delivering|entregando
V|delivered|entregado entregada entregados entregadas entreguei entregaste entregou entregastes entregaram entregava entregavas entregavamos entregavam entregara entregaras entregaramos entregareis entregasse entregasses entregassemos entregasseis entregassem
V|pass|passar passa passas passamos passais passam passemos passeis passem passares passarmos passardes passarem passai
V|passing|passando
V|passed|passei passaste passou passastes passaram passava passavas passavamos passaveis passavam passara passaras passaramos passareis passasse passasses passassemos passasseis passassem
V|answer|responder responde respondo respondes respondemos respondeis respondem responda respondas respondamos respondais respondam responderes respondermos responderdes responderem respondei
V|answering|respondendo
V|answered|respondido respondida respondidos respondidas respondi respondeste respondeu respondestes responderam respondia respondias respondiamos respondieis respondiam respondera responderas responderamos respondereis respondesse respondesses respondessemos respondesseis respondessem
V|reply|retrucar retruca retruco retrucas retrucamos retrucais retrucam retruque retruques retruquemos retruqueis retruquem retrucares retrucarmos retrucardes retrucarem retrucai replicar replico replicamos replicais replicam replique repliques repliquemos repliqueis repliquem replicares replicarmos replicardes replicarem replicai
V|replying|retrucando replicando
V|replied|retrucado retrucada retrucados retrucadas retruquei retrucaste retrucou retrucastes retrucaram retrucava retrucavas retrucavamos retrucaveis retrucavam retrucara retrucaras retrucaramos retrucareis retrucasse retrucasses retrucassemos retrucasseis retrucassem replicado replicada replicados replicadas repliquei replicaste replicou replicastes replicaram replicava replicavas replicavamos replicaveis replicavam replicara replicaras replicaramos replicareis replicasse replicasses replicassemos replicasseis replicassem
V|react|reagir reage reajo reages reagimos reagis reagem reaja reajas reajamos reajais reajam reagires reagirmos reagirdes reagirem
V|reacting|reagindo
V|reacted|reagido reagida reagidos reagidas reagi reagiste reagiu reagistes reagiram reagia reagias reagiamos reagieis reagiam reagira reagiras reagiramos reagireis reagisse reagisses reagissemos reagisseis reagissem
V|speak|falar fala falo falas falamos falais falam fale fales falemos faleis falem falares falarmos falardes falarem falai
V|speaking|falando
V|spoken|falado falada falados faladas
V|spoke|falei falaste falou falastes falaram falava falavas falavamos falaveis falavam falara falaras falaramos falareis falasse falasses falassemos falasseis falassem
V|talk|conversar converso conversamos conversais conversam converse converses conversemos converseis conversem conversares conversarmos conversardes conversarem conversai
V|talking|conversando
V|talked|conversado conversada conversados conversadas conversei conversaste conversou conversastes conversaram conversava conversavas conversavamos conversaveis conversavam conversara conversaras conversaramos conversareis conversasse conversasses conversassemos conversasseis conversassem
V|telling|contando
V|told|contado contada contados contadas contei contaste contou contastes contaram contava contavas contavamos contaveis contavam contara contaras contaramos contareis contasse contasses contassemos contasseis contassem
V|narrate|narrar narra narro narras narramos narrais narram narre narres narremos narreis narrem narrares narrarmos narrardes narrarem narrai
V|narrating|narrando
V|narrated|narrado narrada narrados narradas narrei narraste narrou narrastes narraram narrava narravas narravamos narraveis narravam narrara narraras narraramos narrareis narrasse narrasses narrassemos narrasseis narrassem
V|report|relatar relata relato relatas relatamos relatais relatam relate relates relatemos relateis relatem relatares relatarmos relatardes relatarem relatai reportar reporta reporto reportas reportamos reportais reportam reporte reportes reportemos reporteis reportem reportares reportarmos reportardes reportarem reportai denunciar denuncio denunciamos denunciais denunciam denuncie denuncies denunciemos denuncieis denunciem denunciares denunciarmos denunciardes denunciarem denunciai
V|reporting|relatando reportando denunciando
V|reported|relatado relatada relatados relatadas relatei relataste relatou relatastes relataram relatava relatavas relatavamos relataveis relatavam relatara relataras relataramos relatareis relatasse relatasses relatassemos relatasseis relatassem reportado reportada reportados reportadas reportei reportaste reportou reportastes reportaram reportava reportavas reportavamos reportaveis reportavam reportara reportaras reportaramos reportareis reportasse reportasses reportassemos reportasseis reportassem denunciado denunciada denunciados denunciadas denunciei denunciaste denunciou denunciastes denunciaram denunciava denunciavas denunciavamos denunciaveis denunciavam denunciara denunciaras denunciaramos denunciareis denunciasse denunciasses denunciassemos denunciasseis denunciassem
V|inform|informar informa informo informas informamos informam informe informes informemos informeis informem informares informarmos informardes informarem informai
V|informing|informando
V|informed|informado informada informados informadas informei informaste informou informastes informaram informava informavas informavamos informaveis informavam informara informaras informaramos informareis informasse informasses informassemos informasseis informassem
V|notify|notificar notifica notifico notificas notificamos notificais notificam notifique notifiques notifiquemos notifiqueis notifiquem notificares notificarmos notificardes notificarem notificai avisar avisa avisas avisamos avisais avisam avise avises avisemos aviseis avisem avisares avisarmos avisardes avisarem avisai
V|notifying|notificando avisando
V|notified|notificado notificada notificados notificadas notifiquei notificaste notificou notificastes notificaram notificava notificavas notificavamos notificaveis notificavam notificara notificaras notificaramos notificareis notificasse notificasses notificassemos notificasseis notificassem avisado avisada avisados avisadas avisei avisaste avisou avisastes avisaram avisava avisavas avisavamos avisaveis avisavam avisara avisaras avisaramos avisareis avisasse avisasses avisassemos avisasseis avisassem
V|alert|alertar alerto alertamos alertais alertam alerte alertes alertemos alerteis alertem alertares alertarmos alertardes alertarem alertai
V|alerting|alertando
V|alerted|alertado alertada alertados alertadas alertei alertaste alertou alertastes alertaram alertava alertavas alertavamos alertaveis alertavam alertara alertaras alertaramos alertareis alertasse alertasses alertassemos alertasseis alertassem
V|warn|advertir adverte advirto advertes advertimos advertis advertem advirta advirtas advirtamos advirtais advirtam advertires advertirmos advertirdes advertirem
V|warning|advertindo
V|warned|advertido advertida advertidos advertidas adverti advertiste advertiu advertistes advertiram advertia advertias advertiamos advertieis advertiam advertira advertiras advertiramos advertireis advertisse advertisses advertissemos advertisseis advertissem
V|communicate|comunicar comunica comunico comunicas comunicamos comunicais comunicam comunique comuniques comuniquemos comuniqueis comuniquem comunicares comunicarmos comunicardes comunicarem comunicai
V|communicating|comunicando
V|communicated|comunicada comunicadas comuniquei comunicaste comunicou comunicastes comunicaram comunicava comunicavas comunicavamos comunicaveis comunicavam comunicara comunicaras comunicaramos comunicareis comunicasse comunicasses comunicassemos comunicasseis comunicassem
V|mention|mencionar menciona menciono mencionas mencionamos mencionais mencionam mencione menciones mencionemos mencioneis mencionem mencionares mencionarmos mencionardes mencionarem mencionai
V|mentioning|mencionando
V|mentioned|mencionei mencionaste mencionou mencionastes mencionaram mencionava mencionavas mencionavamos mencionaveis mencionavam mencionara mencionaras mencionaramos mencionareis mencionasse mencionasses mencionassemos mencionasseis mencionassem
V|refer|referir refere refiro referes referimos referis referem refira refiras refiramos refirais refiram referires referirmos referirdes referirem
V|referring|referindo
V|referred|referi referiste referiu referistes referiram referia referias referiamos referieis referiam referira referiras referiramos referireis referisse referisses referissemos referisseis referissem
V|indicate|indicar indica indico indicas indicamos indicais indicam indique indiques indiquemos indiqueis indiquem indicares indicarmos indicardes indicarem indicai
V|indicating|indicando
V|indicated|indicado indicada indicados indicadas indiquei indicaste indicou indicastes indicaram indicava indicavas indicavamos indicaveis indicavam indicara indicaras indicaramos indicareis indicasse indicasses indicassemos indicasseis indicassem
V|point|apontar aponta aponto apontas apontamos apontais apontam aponte apontes apontemos aponteis apontem apontares apontarmos apontardes apontarem apontai
V|pointing|apontando
V|pointed|apontado apontada apontados apontadas apontei apontaste apontou apontastes apontaram apontava apontavas apontavamos apontaveis apontavam apontara apontaras apontaramos apontareis apontasse apontasses apontassemos apontasseis apontassem
V|flag|sinalizar sinaliza sinalizo sinalizas sinalizamos sinalizais sinalizam sinalize sinalizes sinalizemos sinalizeis sinalizem sinalizares sinalizarmos sinalizardes sinalizarem sinalizai
V|flagging|sinalizando
V|flagged|sinalizado sinalizada sinalizados sinalizadas sinalizei sinalizaste sinalizou sinalizastes sinalizaram sinalizava sinalizavas sinalizavamos sinalizaveis sinalizavam sinalizara sinalizaras sinalizaramos sinalizareis sinalizasse sinalizasses sinalizassemos sinalizasseis sinalizassem
V|mark|marcar marcamos marcais marcam marque marques marquemos marqueis marquem marcares marcarmos marcardes marcarem marcai assinalar assinala assinalo assinalas assinalamos assinalais assinalam assinale assinales assinalemos assinaleis assinalem assinalares assinalarmos assinalardes assinalarem assinalai
V|marking|marcando assinalando
V|marked|marcado marcada marcados marcadas marquei marcaste marcou marcastes marcaram marcava marcavas marcavamos marcaveis marcavam marcara marcaras marcaramos marcareis marcasse marcasses marcassemos marcasseis marcassem assinalado assinalada assinalados assinaladas assinalei assinalaste assinalou assinalastes assinalaram assinalava assinalavas assinalavamos assinalaveis assinalavam assinalara assinalaras assinalaramos assinalareis assinalasse assinalasses assinalassemos assinalasseis assinalassem
V|label|etiquetar etiqueto etiquetamos etiquetais etiquetam etiquete etiquetes etiquetemos etiqueteis etiquetem etiquetares etiquetarmos etiquetardes etiquetarem etiquetai rotular rotula rotulo rotulas rotulamos rotulais rotulam rotule rotules rotulemos rotuleis rotulem rotulares rotularmos rotulardes rotularem rotulai
V|labeling|etiquetando rotulando
V|labeled|etiquetado etiquetada etiquetados etiquetadas etiquetei etiquetaste etiquetou etiquetastes etiquetaram etiquetava etiquetavas etiquetavamos etiquetaveis etiquetavam etiquetara etiquetaras etiquetaramos etiquetareis etiquetasse etiquetasses etiquetassemos etiquetasseis etiquetassem rotulado rotulada rotulados rotuladas rotulei rotulaste rotulou rotulastes rotularam rotulava rotulavas rotulavamos rotulaveis rotulavam rotulara rotularas rotularamos rotulareis rotulasse rotulasses rotulassemos rotulasseis rotulassem
V|name|nomear nomeia nomeio nomeias nomeamos nomeais nomeiam nomeie nomeies nomeemos nomeeis nomeiem nomeares nomearmos nomeardes nomearem nomea nomeai
V|naming|nomeando
V|named|nomeado nomeada nomeados nomeadas nomeei nomeaste nomeou nomeastes nomearam nomeava nomeavas nomeavamos nomeaveis nomeavam nomeara nomearas nomearamos nomeareis nomeasse nomeasses nomeassemos nomeasseis nomeassem
V|call|chamar chama chamo chamas chamamos chamais chamam chame chames chamemos chameis chamem chamares chamarmos chamardes chamarem chamai telefonar telefona telefono telefonas telefonamos telefonais telefonam telefonemos telefoneis telefonem telefonares telefonarmos telefonardes telefonarem telefonai
V|calling|chamando telefonando
V|called|chamei chamaste chamou chamastes chamaram chamava chamavas chamavamos chamaveis chamavam chamara chamaras chamaramos chamareis chamasse chamasses chamassemos chamasseis chamassem telefonado telefonada telefonados telefonadas telefonei telefonaste telefonou telefonastes telefonaram telefonava telefonavas telefonavamos telefonaveis telefonavam telefonara telefonaras telefonaramos telefonareis telefonasse telefonasses telefonassemos telefonasseis telefonassem
V|question|questionar questiona questiono questionas questionamos questionais questionam questione questiones questionemos questioneis questionem questionares questionarmos questionardes questionarem questionai
V|questioning|questionando
V|questioned|questionado questionada questionados questionadas questionei questionaste questionou questionastes questionaram questionava questionavas questionavamos questionaveis questionavam questionara questionaras questionaramos questionareis questionasse questionasses questionassemos questionasseis questionassem
V|inquire|inquirir inquire inquiro inquires inquirimos inquiris inquirem inquira inquiras inquiramos inquirais inquiram inquirires inquirirmos inquirirdes inquirirem
V|inquiring|inquirindo
V|inquired|inquirido inquirida inquiridos inquiridas inquiri inquiriste inquiriu inquiristes inquiriram inquiria inquirias inquiriamos inquirieis inquiriam inquirira inquiriras inquiriramos inquirireis inquirisse inquirisses inquirissemos inquirisseis inquirissem
V|request|solicitar solicita solicito solicitas solicitamos solicitais solicitam solicite solicites solicitemos soliciteis solicitem solicitares solicitarmos solicitardes solicitarem solicitai requisitar requisita requisitas requisitamos requisitais requisitam requisite requisites requisitemos requisiteis requisitem requisitares requisitarmos requisitardes requisitarem requisitai
V|requesting|solicitando requisitando
V|requested|solicitado solicitada solicitados solicitadas solicitei solicitaste solicitou solicitastes solicitaram solicitava solicitavas solicitavamos solicitaveis solicitavam solicitara solicitaras solicitaramos solicitareis solicitasse solicitasses solicitassemos solicitasseis solicitassem requisitado requisitada requisitados requisitadas requisitei requisitaste requisitou requisitastes requisitaram requisitava requisitavas requisitavamos requisitaveis requisitavam requisitara requisitaras requisitaramos requisitareis requisitasse requisitasses requisitassemos requisitasseis requisitassem
V|demand|exigir exige exijo exiges exigimos exigis exigem exija exijas exijamos exijais exijam exigires exigirmos exigirdes exigirem
V|demanding|exigindo
V|demanded|exigi exigiste exigiu exigistes exigiram exigia exigias exigiamos exigieis exigiam exigira exigiras exigiramos exigireis exigisse exigisses exigissemos exigisseis exigissem
V|order|ordenar ordena ordeno ordenas ordenamos ordenais ordenam ordene ordenes ordenemos ordeneis ordenem ordenares ordenarmos ordenardes ordenarem ordenai encomendar encomendo encomendamos encomendais encomendam encomende encomendes encomendemos encomendeis encomendem encomendares encomendarmos encomendardes encomendarem encomendai
V|ordering|ordenando encomendando
V|ordered|ordenada ordenadas ordenei ordenaste ordenou ordenastes ordenaram ordenava ordenavas ordenavamos ordenaveis ordenavam ordenara ordenaras ordenaramos ordenareis ordenasse ordenasses ordenassemos ordenasseis ordenassem encomendado encomendada encomendados encomendadas encomendei encomendaste encomendou encomendastes encomendaram encomendava encomendavas encomendavamos encomendaveis encomendavam encomendara encomendaras encomendaramos encomendareis encomendasse encomendasses encomendassemos encomendasseis encomendassem
V|command|comandar comanda comandas comandamos comandais comandam comande comandes comandemos comandeis comandem comandares comandarmos comandardes comandarem comandai
V|commanding|comandando
V|commanded|comandado comandada comandados comandadas comandei comandaste comandou comandastes comandaram comandava comandavas comandavamos comandaveis comandavam comandara comandaras comandaramos comandareis comandasse comandasses comandassemos comandasseis comandassem
V|instruct|instruir instrui instruo instruis instruimos instruem instrua instruas instruamos instruais instruam instruires instruirmos instruirdes instruirem
V|instructing|instruindo
V|instructed|instruido instruida instruidos instruidas instruiste instruiu instruistes instruiram instruia instruias instruiamos instruieis instruiam instruira instruiras instruiramos instruireis instruisse instruisses instruissemos instruisseis instruissem
V|obey|obedecer obedece obedeco obedeces obedecemos obedeceis obedecem obedeca obedecas obedecamos obedecais obedecam obedeceres obedecermos obedecerdes obedecerem obedecei
V|obeying|obedecendo
V|obeyed|obedecido obedecida obedecidos obedecidas obedeci obedeceste obedeceu obedecestes obedeceram obedecia obedecias obedeciamos obedecieis obedeciam obedecera obedeceras obedeceramos obedecereis obedecesse obedecesses obedecessemos obedecesseis obedecessem
V|disobey|desobedecer desobedece desobedeco desobedeces desobedecemos desobedeceis desobedecem desobedeca desobedecas desobedecamos desobedecais desobedecam desobedeceres desobedecermos desobedecerdes desobedecerem desobedecei
V|disobeying|desobedecendo
V|disobeyed|desobedecido desobedecida desobedecidos desobedecidas desobedeci desobedeceste desobedeceu desobedecestes desobedeceram desobedecia desobedecias desobedeciamos desobedecieis desobedeciam desobedecera desobedeceras desobedeceramos desobedecereis desobedecesse desobedecesses desobedecessemos desobedecesseis desobedecessem
V|comply|cumprir cumpre cumpro cumpres cumprimos cumpris cumprem cumpra cumpras cumpramos cumprais cumpram cumprires cumprirmos cumprirdes cumprirem acatar acata acato acatas acatamos acatais acatam acate acates acatemos acateis acatem acatares acatarmos acatardes acatarem acatai
V|complying|cumprindo acatando
V|complied|cumprido cumprida cumpridos cumpridas cumpri cumpriste cumpriu cumpristes cumpriram cumpria cumprias cumpriamos cumprieis cumpriam cumprira cumpriras cumpriramos cumprireis cumprisse cumprisses cumprissemos cumprisseis cumprissem acatado acatada acatados acatadas acatei acataste acatou acatastes acataram acatava acatavas acatavamos acataveis acatavam acatara acataras acataramos acatareis acatasse acatasses acatassemos acatasseis acatassem
V|respect|respeitar respeita respeito respeitas respeitamos respeitais respeitam respeite respeites respeitemos respeiteis respeitem respeitares respeitarmos respeitardes respeitarem respeitai
V|respecting|respeitando
V|respected|respeitado respeitada respeitados respeitadas respeitei respeitaste respeitou respeitastes respeitaram respeitava respeitavas respeitavamos respeitaveis respeitavam respeitara respeitaras respeitaramos respeitareis respeitasse respeitasses respeitassemos respeitasseis respeitassem
V|follow|seguir segue sigo segues seguimos seguis seguem siga sigas sigamos sigais sigam seguires seguirmos seguirdes seguirem sego sega segas segamos segais segam acompanhar acompanha acompanho acompanhas acompanhamos acompanhais acompanham acompanhe acompanhes acompanhemos acompanheis acompanhem acompanhares acompanharmos acompanhardes acompanharem acompanhai
V|following|seguindo acompanhando
V|followed|seguido seguida seguidos seguidas segui seguiste seguiu seguistes seguiram seguia seguias seguiamos seguieis seguiam seguira seguiras seguiramos seguireis seguisse seguisses seguissemos seguisseis seguissem acompanhado acompanhada acompanhados acompanhadas acompanhei acompanhaste acompanhou acompanhastes acompanharam acompanhava acompanhavas acompanhavamos acompanhaveis acompanhavam acompanhara acompanharas acompanharamos acompanhareis acompanhasse acompanhasses acompanhassemos acompanhasseis acompanhassem
V|proceed|prosseguir prossegue prossigo prossegues prosseguimos prosseguis prosseguem prossiga prossigas prossigamos prossigais prossigam prosseguires prosseguirmos prosseguirdes prosseguirem
V|proceeding|prosseguindo
V|proceeded|prosseguido prosseguida prosseguidos prosseguidas prossegui prosseguiste prosseguiu prosseguistes prosseguiram prosseguia prosseguias prosseguiamos prosseguieis prosseguiam prosseguira prosseguiras prosseguiramos prosseguireis prosseguisse prosseguisses prosseguissemos prosseguisseis prosseguissem
V|pursue|perseguir persegue persigo persegues perseguimos perseguis perseguem persiga persigas persigamos persigais persigam perseguires perseguirmos perseguirdes perseguirem
V|pursuing|perseguindo
V|pursued|perseguido perseguida perseguidos perseguidas persegui perseguiste perseguiu perseguistes perseguiram perseguia perseguias perseguiamos perseguieis perseguiam perseguira perseguiras perseguiramos perseguireis perseguisse perseguisses perseguissemos perseguisseis perseguissem
V|manage|conseguir consegue conseguires conseguirmos conseguirdes conseguirem gerir giro gerimos geris gira giras giramos girais giram gerires gerirmos gerirdes gerirem gerenciar gerencia gerencio gerencias gerenciamos gerenciais gerenciam gerencie gerencies gerenciemos gerencieis gerenciem gerenciares gerenciarmos gerenciardes gerenciarem gerenciai lograr logra logro logras logramos lograis logram logre logres logremos logreis logrem lograres lograrmos logrardes lograrem lograi
V|managing|conseguindo gerindo gerenciando logrando
V|managed|conseguido conseguida conseguidos conseguidas consegui conseguiste conseguiu conseguistes conseguiram conseguira conseguiras conseguiramos conseguireis gerido gerida geridos geridas geri geriste geriu geristes geriram geria gerias geriamos gerieis geriam gerira geriras geriramos gerireis gerisse gerisses gerissemos gerisseis gerissem gerenciado gerenciada gerenciados gerenciadas gerenciei gerenciaste gerenciou gerenciastes gerenciaram gerenciava gerenciavas gerenciavamos gerenciaveis gerenciavam gerenciara gerenciaras gerenciaramos gerenciareis gerenciasse gerenciasses gerenciassemos gerenciasseis gerenciassem logrado lograda logrados logradas logrei lograste logrou lograstes lograram lograva logravas logravamos lograveis logravam lograra lograras lograramos lograreis lograsse lograsses lograssemos lograsseis lograssem
V|execute|executar executa executo executas executamos executais executam execute executes executemos executeis executem executares executarmos executardes executarem executai
V|executing|executando
V|executed|executado executada executados executadas executei executaste executou executastes executaram executava executavas executavamos executaveis executavam executara executaras executaramos executareis executasse executasses executassemos executasseis executassem
V|perform|realizar realiza realizo realizas realizamos realizais realizam realize realizes realizemos realizeis realizem realizares realizarmos realizardes realizarem realizai
V|performing|realizando
V|performed|realizado realizada realizados realizadas realizei realizaste realizou realizastes realizaram realizava realizavas realizavamos realizaveis realizavam realizara realizaras realizaramos realizareis realizasse realizasses realizassemos realizasseis realizassem
V|make|efetuar efetua efetuo efetuas efetuamos efetuais efetuam efetue efetues efetuemos efetueis efetuem efetuares efetuarmos efetuardes efetuarem efetuai efectuar efectua efectuo efectuas efectuamos efectuais efectuam efectue efectues efectuemos efectueis efectuem efectuares efectuarmos efectuardes efectuarem efectuai
V|making|efetuando efectuando
V|made|efetuado efetuada efetuados efetuadas efetuei efetuaste efetuou efetuastes efetuaram efetuava efetuavas efetuavamos efetuaveis efetuavam efetuara efetuaras efetuaramos efetuareis efetuasse efetuasses efetuassemos efetuasseis efetuassem efectuado efectuada efectuados efectuadas efectuei efectuaste efectuou efectuastes efectuaram efectuava efectuavas efectuavamos efectuaveis efectuavam efectuara efectuaras efectuaramos efectuareis efectuasse efectuasses efectuassemos efectuasseis efectuassem
V|process|processar processa processas processamos processais processam processe processes processemos processeis processem processares processarmos processardes processarem processai
V|processing|processando
V|processed|processado processada processados processadas processei processaste processou processastes processaram processava processavas processavamos processaveis processavam processara processaras processaramos processareis processasse processasses processassemos processasseis processassem
V|run|rodar roda rodo rodas rodamos rodais rodam rode rodes rodemos rodeis rodem rodado rodados rodares rodarmos rodardes rodarem rodai correr corre corro corres corremos correis correm corra corras corramos corrais corram corrido corridos correres corrermos correrdes correrem correi
V|running|rodando correndo
V|ran|rodei rodaste rodou rodastes rodaram rodava rodavas rodavamos rodaveis rodavam rodara rodaras rodaramos rodareis rodasse rodasses rodassemos rodasseis rodassem corri correste correu correstes correram corria corrias corriamos corrieis corriam correra correras correramos correreis corresse corresses corressemos corresseis corressem
V|start|iniciar inicia inicias iniciamos iniciam inicie inicies iniciemos inicieis iniciem iniciares iniciarmos iniciardes iniciarem iniciai comecar comeca comecas comecamos comecais comecam comece comeces comecemos comeceis comecem comecares comecarmos comecardes comecarem comecai arrancar arranca arranco arrancas arrancamos arrancais arrancam arranque arranques arranquemos arranqueis arranquem arrancares arrancarmos arrancardes arrancarem arrancai
V|starting|iniciando comecando arrancando
V|started|iniciado iniciada iniciados iniciadas iniciei iniciaste iniciou iniciastes iniciaram iniciava iniciavas iniciavamos iniciaveis iniciavam iniciara iniciaras iniciaramos iniciareis iniciasse iniciasses iniciassemos iniciasseis iniciassem comecado comecada comecados comecadas comecei comecaste comecou comecastes comecaram comecava comecavas comecavamos comecaveis comecavam comecara comecaras comecaramos comecareis comecasse comecasses comecassemos comecasseis comecassem arrancado arrancada arrancados arrancadas arranquei arrancaste arrancou arrancastes arrancaram arrancava arrancavas arrancavamos arrancaveis arrancavam arrancara arrancaras arrancaramos arrancareis arrancasse arrancasses arrancassemos arrancasseis arrancassem
V|begin|principiar principia principias principiamos principiais principiam principie principies principiemos principieis principiem principiares principiarmos principiardes principiarem principiai
V|beginning|principiando
V|begun|principiado principiada principiados principiadas
V|began|principiei principiaste principiou principiastes principiaram principiava principiavas principiavamos principiaveis principiavam principiara principiaras principiaramos principiareis principiasse principiasses principiassemos principiasseis principiassem
V|launch|lancar lanca lanco lancas lancamos lancais lancam lance lances lancemos lanceis lancem lancares lancarmos lancardes lancarem lancai
V|launching|lancando
V|launched|lancado lancada lancados lancadas lancei lancaste lancou lancastes lancaram lancava lancavas lancavamos lancaveis lancavam lancara lancaras lancaramos lancareis lancasse lancasses lancassemos lancasseis lancassem
V|finish|terminar termina termino terminas terminamos terminam termine termines terminemos termineis terminem terminares terminarmos terminardes terminarem terminai acabar acaba acabo acabas acabamos acabais acabam acabe acabes acabemos acabeis acabem acabares acabarmos acabardes acabarem acabai finalizar finaliza finalizo finalizas finalizamos finalizais finalizam finalize finalizes finalizemos finalizeis finalizem finalizares finalizarmos finalizardes finalizarem finalizai
V|finishing|terminando acabando finalizando
V|finished|terminei terminaste terminou terminastes terminaram terminava terminavas terminavamos terminaveis terminavam terminara terminaras terminaramos terminareis terminasse terminasses terminassemos terminasseis terminassem acabado acabada acabados acabadas acabei acabaste acabou acabastes acabaram acabava acabavas acabavamos acabaveis acabavam acabara acabaras acabaramos acabareis acabasse acabasses acabassemos acabasseis acabassem finalizado finalizada finalizados finalizadas finalizei finalizaste finalizou finalizastes finalizaram finalizava finalizavas finalizavamos finalizaveis finalizavam finalizara finalizaras finalizaramos finalizareis finalizasse finalizasses finalizassemos finalizasseis finalizassem
V|complete|concluir conclui concluo concluis concluimos concluem conclua concluas concluamos concluais concluam concluires concluirmos concluirdes concluirem completar completamos completais completam complete completes completemos completeis completem completares completarmos completardes completarem completai
V|completing|concluindo completando
V|completed|concluido concluida concluidos concluidas concluso conclusa conclusos conclusas concluiste concluiu concluistes concluiram concluia concluias concluiamos concluieis concluiam concluira concluiras concluiramos concluireis concluisse concluisses concluissemos concluisseis concluissem completado completada completados completadas completei completaste completou completastes completaram completava completavas completavamos completaveis completavam completara completaras completaramos completareis completasse completasses completassemos completasseis completassem
V|close|encerrar encerra encerro encerras encerramos encerrais encerram encerre encerres encerremos encerreis encerrem encerrares encerrarmos encerrardes encerrarem encerrai fechar fecha fecho fechas fechamos fechais fecham feche feches fechemos fecheis fechem fechares fecharmos fechardes fecharem fechai
V|closing|encerrando fechando
V|closed|encerrado encerrada encerrados encerradas encerrei encerraste encerrou encerrastes encerraram encerrava encerravas encerravamos encerraveis encerravam encerrara encerraras encerraramos encerrareis encerrasse encerrasses encerrassemos encerrasseis encerrassem fechei fechaste fechou fechastes fecharam fechava fechavas fechavamos fechaveis fechavam fechara fecharas fecharamos fechareis fechasse fechasses fechassemos fechasseis fechassem
V|open|abrir abre abro abres abrimos abris abrem abra abras abramos abrais abram abrires abrirmos abrirdes abrirem
V|opening|abrindo
V|opened|abri abriste abriu abristes abriram abria abrias abriamos abrieis abriam abrira abriras abriramos abrireis abrisse abrisses abrissemos abrisseis abrissem
V|reopen|reabrir reabre reabro reabres reabrimos reabris reabrem reabra reabras reabramos reabrais reabram reabrires reabrirmos reabrirdes reabrirem
V|reopening|reabrindo
V|reopened|reaberto reaberta reabertos reabertas reabri reabriste reabriu reabristes reabriram reabria reabrias reabriamos reabrieis reabriam reabrira reabriras reabriramos reabrireis reabrisse reabrisses reabrissemos reabrisseis reabrissem
V|stop|parar paro paras paramos parais param pare paremos pareis parem parares pararmos parardes pararem parai
V|stopping|parando
V|stopped|parado parada parados paradas parei paraste parou parastes pararam parava paravas paravamos paraveis paravam parara pararas pararamos parareis parasse parasses parassemos parasseis parassem
V|interrupt|interromper interrompe interrompo interrompes interrompemos interrompeis interrompem interrompa interrompas interrompamos interrompais interrompam interromperes interrompermos interromperdes interromperem interrompei
V|interrupting|interrompendo
V|interrupted|interrompido interrompida interrompidos interrompidas interrompi interrompeste interrompeu interrompestes interromperam interrompia interrompias interrompiamos interrompieis interrompiam interrompera interromperas interromperamos interrompereis interrompesse interrompesses interrompessemos interrompesseis interrompessem
V|pause|pausar pausa pauso pausas pausamos pausais pausam pause pauses pausemos pauseis pausem pausares pausarmos pausardes pausarem pausai
V|pausing|pausando
V|paused|pausado pausada pausados pausadas pausei pausaste pausou pausastes pausaram pausava pausavas pausavamos pausaveis pausavam pausara pausaras pausaramos pausareis pausasse pausasses pausassemos pausasseis pausassem
V|continue|continuar continuamos continuais continuam continue continues continuemos continueis continuem continuares continuarmos continuardes continuarem continuai
V|continuing|continuando
V|continued|continuado continuada continuados continuadas continuei continuaste continuou continuastes continuaram continuava continuavas continuavamos continuaveis continuavam continuara continuaras continuaramos continuareis continuasse continuasses continuassemos continuasseis continuassem
V|resume|retomar retoma retomo retomas retomamos retomais retomam retome retomes retomemos retomeis retomem retomares retomarmos retomardes retomarem retomai
V|resuming|retomando
V|resumed|retomado retomada retomados retomadas retomei retomaste retomou retomastes retomaram retomava retomavas retomavamos retomaveis retomavam retomara retomaras retomaramos retomareis retomasse retomasses retomassemos retomasseis retomassem
V|restart|reiniciar reinicia reinicias reiniciamos reiniciais reiniciam reinicie reinicies reiniciemos reinicieis reiniciem reiniciares reiniciarmos reiniciardes reiniciarem reiniciai recomecar recomeca recomeco recomecas recomecamos recomecais recomecam recomece recomeces recomecemos recomeceis recomecem recomecares recomecarmos recomecardes recomecarem recomecai
V|restarting|reiniciando recomecando
V|restarted|reiniciado reiniciada reiniciados reiniciadas reiniciei reiniciaste reiniciou reiniciastes reiniciaram reiniciava reiniciavas reiniciavamos reiniciaveis reiniciavam reiniciara reiniciaras reiniciaramos reiniciareis reiniciasse reiniciasses reiniciassemos reiniciasseis reiniciassem recomecado recomecada recomecados recomecadas recomecei recomecaste recomecou recomecastes recomecaram recomecava recomecavas recomecavamos recomecaveis recomecavam recomecara recomecaras recomecaramos recomecareis recomecasse recomecasses recomecassemos recomecasseis recomecassem
V|reset|reinicializar reinicializa reinicializo reinicializas reinicializamos reinicializais reinicializam reinicialize reinicializes reinicializemos reinicializeis reinicializem reinicializado reinicializada reinicializados reinicializadas reinicializei reinicializaste reinicializou reinicializastes reinicializaram reinicializava reinicializavas reinicializavamos reinicializaveis reinicializavam reinicializara reinicializaras reinicializaramos reinicializareis reinicializasse reinicializasses reinicializassemos reinicializasseis reinicializassem reinicializares reinicializarmos reinicializardes reinicializarem reinicializai resetar reseta reseto resetas resetamos resetais resetam resete resetes resetemos reseteis resetem resetado resetada resetados resetadas resetei resetaste resetou resetastes resetaram resetava resetavas resetavamos resetaveis resetavam resetara resetaras resetaramos resetareis resetasse resetasses resetassemos resetasseis resetassem resetares resetarmos resetardes resetarem resetai redefinir redefine redefino redefines redefinimos redefinis redefinem redefina redefinas redefinamos redefinais redefinam redefinido redefinida redefinidos redefinidas redefini redefiniste redefiniu redefinistes redefiniram redefinia redefinias redefiniamos redefinieis redefiniam redefinira redefiniras redefiniramos redefinireis redefinisse redefinisses redefinissemos redefinisseis redefinissem redefinires redefinirmos redefinirdes redefinirem zerar zera zeras zeramos zerais zeram zere zeres zeremos zereis zerem zerado zerada zerados zeradas zerei zeraste zerou zerastes zeraram zerava zeravas zeravamos zeraveis zeravam zerara zeraras zeraramos zerareis zerasse zerasses zerassemos zerasseis zerassem zerares zerarmos zerardes zerarem zerai
V|resetting|reinicializando resetando redefinindo zerando
V|remove|remover remove removo removes removemos removeis removem remova removas removamos removais removam removeres removermos removerdes removerem removei retirar retira retiro retiras retiramos retirais retiram retire retires retiremos retireis retirem retirares retirarmos retirardes retirarem retirai
V|removing|removendo retirando
V|removed|removi removeste removeu removestes removeram removia removias removiamos removieis removiam removera removeras removeramos removereis removesse removesses removessemos removesseis removessem retirado retirada retirados retiradas retirei retiraste retirou retirastes retiraram retirava retiravas retiravamos retiraveis retiravam retirara retiraras retiraramos retirareis retirasse retirasses retirassemos retirasseis retirassem
V|take out|tirar tira tiro tiras tiramos tirais tiram tire tires tiremos tireis tirem tirares tirarmos tirardes tirarem tirai
V|taking out|tirando
V|taken out|tirado tirada tirados tiradas
V|took out|tirei tiraste tirou tirastes tiraram tirava tiravas tiravamos tiraveis tiravam tirara tiraras tiraramos tirareis tirasse tirasses tirassemos tirasseis tirassem
V|delete|apagar apaga apago apagas apagamos apagais apagam apague apagues apaguemos apagueis apaguem apagares apagarmos apagardes apagarem apagai deletar deleta deleto deletas deletamos deletais deletam delete deletes deletemos deleteis deletem deletares deletarmos deletardes deletarem deletai eliminar elimina elimino eliminas eliminamos eliminais eliminam elimine elimines eliminemos elimineis eliminem eliminares eliminarmos eliminardes eliminarem eliminai excluir exclui excluo excluis excluimos excluem exclua excluas excluamos excluais excluam excluires excluirmos excluirdes excluirem
V|deleting|apagando deletando eliminando excluindo
V|deleted|apaguei apagaste apagou apagastes apagaram apagava apagavas apagavamos apagaveis apagavam apagara apagaras apagaramos apagareis apagasse apagasses apagassemos apagasseis apagassem deletado deletada deletados deletadas deletei deletaste deletou deletastes deletaram deletava deletavas deletavamos deletaveis deletavam deletara deletaras deletaramos deletareis deletasse deletasses deletassemos deletasseis deletassem eliminei eliminaste eliminou eliminastes eliminaram eliminava eliminavas eliminavamos eliminaveis eliminavam eliminara eliminaras eliminaramos eliminareis eliminasse eliminasses eliminassemos eliminasseis eliminassem excluso exclusa exclusos exclusas excluiste excluiu excluistes excluiram excluia excluias excluiamos excluieis excluiam excluira excluiras excluiramos excluireis excluisse excluisses excluissemos excluisseis excluissem
V|clean|limpar limpamos limpais limpam limpe limpes limpemos limpeis limpem limpares limparmos limpardes limparem limpai
V|cleaning|limpando
V|cleaned|limpado limpada limpados limpadas limpei limpaste limpou limpastes limparam limpava limpavas limpavamos limpaveis limpavam limpara limparas limparamos limpareis limpasse limpasses limpassemos limpasseis limpassem
V|empty|esvaziar esvazia esvazio esvazias esvaziamos esvaziais esvaziam esvazie esvazies esvaziemos esvazieis esvaziem esvaziares esvaziarmos esvaziardes esvaziarem esvaziai
V|emptying|esvaziando
V|emptied|esvaziado esvaziada esvaziados esvaziadas esvaziei esvaziaste esvaziou esvaziastes esvaziaram esvaziava esvaziavas esvaziavamos esvaziaveis esvaziavam esvaziara esvaziaras esvaziaramos esvaziareis esvaziasse esvaziasses esvaziassemos esvaziasseis esvaziassem
V|purge|purgar purga purgo purgas purgamos purgais purgam purgue purgues purguemos purgueis purguem purgares purgarmos purgardes purgarem purgai
V|purging|purgando
V|purged|purgado purgada purgados purgadas purguei purgaste purgou purgastes purgaram purgava purgavas purgavamos purgaveis purgavam purgara purgaras purgaramos purgareis purgasse purgasses purgassemos purgasseis purgassem
V|format|formatar formata formatas formatamos formatais formatam formate formates formatemos formateis formatem formatares formatarmos formatardes formatarem formatai
V|formatting|formatando
V|formatted|formatado formatada formatados formatadas formatei formataste formatou formatastes formataram formatava formatavas formatavamos formataveis formatavam formatara formataras formataramos formatareis formatasse formatasses formatassemos formatasseis formatassem
V|obliterate|obliterar oblitera oblitero obliteras obliteramos obliterais obliteram oblitere obliteres obliteremos oblitereis obliterem obliterares obliterarmos obliterardes obliterarem obliterai
V|obliterating|obliterando
V|obliterated|obliterado obliterada obliterados obliteradas obliterei obliteraste obliterou obliterastes obliteraram obliterava obliteravas obliteravamos obliteraveis obliteravam obliterara obliteraras obliteraramos obliterareis obliterasse obliterasses obliterassemos obliterasseis obliterassem
V|eradicate|erradicar erradica erradico erradicas erradicamos erradicais erradicam erradique erradiques erradiquemos erradiqueis erradiquem erradicares erradicarmos erradicardes erradicarem erradicai
V|eradicating|erradicando
V|eradicated|erradicado erradicada erradicados erradicadas erradiquei erradicaste erradicou erradicastes erradicaram erradicava erradicavas erradicavamos erradicaveis erradicavam erradicara erradicaras erradicaramos erradicareis erradicasse erradicasses erradicassemos erradicasseis erradicassem
V|save|salvar salva salvo salvas salvamos salvais salvam salve salves salvemos salveis salvem salvares salvarmos salvardes salvarem salvai poupar poupa poupo poupas poupamos poupais poupam poupe poupes poupemos poupeis poupem poupares pouparmos poupardes pouparem poupai economizar economiza economizo economizas economizamos economizais economizam economize economizes economizemos economizeis economizem economizares economizarmos economizardes economizarem economizai
V|saving|salvando poupando economizando
V|saved|salvado salvada salvados salvadas salvos salvei salvaste salvou salvastes salvaram salvava salvavas salvavamos salvaveis salvavam salvara salvaras salvaramos salvareis salvasse salvasses salvassemos salvasseis salvassem poupado poupada poupados poupadas poupei poupaste poupou poupastes pouparam poupava poupavas poupavamos poupaveis poupavam poupara pouparas pouparamos poupareis poupasse poupasses poupassemos poupasseis poupassem economizado economizada economizados economizadas economizei economizaste economizou economizastes economizaram economizava economizavas economizavamos economizaveis economizavam economizara economizaras economizaramos economizareis economizasse economizasses economizassemos economizasseis economizassem
V|keep|guardar guarda guardo guardamos guardais guardam guarde guardes guardemos guardeis guardem guardares guardarmos guardardes guardarem guardai manter mantem mantenho mantens mantemos mantendes mantenha mantenhas mantenhamos mantenhais mantenham mantiver mantiveres mantivermos mantiverdes mantiverem manteres mantermos manterdes manterem mante mantende conservar conserva conservo conservas conservamos conservais conservam conserve conserves conservemos conserveis conservem conservares conservarmos conservardes conservarem conservai
V|keeping|guardando mantendo conservando
V|kept|guardado guardada guardados guardadas guardei guardaste guardou guardastes guardaram guardava guardavas guardavamos guardaveis guardavam guardara guardaras guardaramos guardareis guardasse guardasses guardassemos guardasseis guardassem mantido mantida mantidos mantidas mantive mantiveste manteve mantivemos mantivestes mantiveram mantinha mantinhas mantinhamos mantinheis mantinham mantivera mantiveras mantiveramos mantivereis mantivesse mantivesses mantivessemos mantivesseis mantivessem conservado conservada conservados conservadas conservei conservaste conservou conservastes conservaram conservava conservavas conservavamos conservaveis conservavam conservara conservaras conservaramos conservareis conservasse conservasses conservassemos conservasseis conservassem
V|record|gravar grava gravo gravas gravamos gravais gravam gravemos graveis gravem gravares gravarmos gravardes gravarem gravai registrar registra registras registramos registrais registram registre registres registremos registreis registrem registrares registrarmos registrardes registrarem registrai registar regista registas registamos registais registam registe registes registemos registeis registem registares registarmos registardes registarem registai
V|recording|gravando registrando registando
V|recorded|gravado gravada gravados gravadas gravei gravaste gravou gravastes gravaram gravava gravavas gravavamos gravaveis gravavam gravara gravaras gravaramos gravareis gravasse gravasses gravassemos gravasseis gravassem registrado registrada registrados registradas registrei registraste registrou registrastes registraram registrava registravas registravamos registraveis registravam registrara registraras registraramos registrareis registrasse registrasses registrassemos registrasseis registrassem registado registada registados registadas registei registaste registou registastes registaram registava registavas registavamos registaveis registavam registara registaras registaramos registareis registasse registasses registassemos registasseis registassem
V|store|armazenar armazena armazeno armazenas armazenamos armazenais armazenam armazene armazenes armazenemos armazeneis armazenem armazenares armazenarmos armazenardes armazenarem armazenai
V|storing|armazenando
V|stored|armazenado armazenada armazenados armazenadas armazenei armazenaste armazenou armazenastes armazenaram armazenava armazenavas armazenavamos armazenaveis armazenavam armazenara armazenaras armazenaramos armazenareis armazenasse armazenasses armazenassemos armazenasseis armazenassem
V|register|cadastrar cadastra cadastras cadastramos cadastrais cadastram cadastre cadastres cadastremos cadastreis cadastrem cadastrares cadastrarmos cadastrardes cadastrarem cadastrai inscrever inscreve inscrevo inscreves inscrevemos inscreveis inscrevem inscreva inscrevas inscrevamos inscrevais inscrevam inscreveres inscrevermos inscreverdes inscreverem inscrevei
V|registering|cadastrando inscrevendo
V|registered|cadastrado cadastrada cadastrados cadastradas cadastrei cadastraste cadastrou cadastrastes cadastraram cadastrava cadastravas cadastravamos cadastraveis cadastravam cadastrara cadastraras cadastraramos cadastrareis cadastrasse cadastrasses cadastrassemos cadastrasseis cadastrassem inscrito inscrita inscritos inscritas inscrevi inscreveste inscreveu inscrevestes inscreveram inscrevia inscrevias inscreviamos inscrevieis inscreviam inscrevera inscreveras inscreveramos inscrevereis inscrevesse inscrevesses inscrevessemos inscrevesseis inscrevessem
V|subscribe|subscrever subscreve subscrevo subscreves subscrevemos subscreveis subscrevem subscreva subscrevas subscrevamos subscrevais subscrevam subscreveres subscrevermos subscreverdes subscreverem subscrevei
V|subscribing|subscrevendo
V|subscribed|subscrito subscrita subscritos subscritas subscrevi subscreveste subscreveu subscrevestes subscreveram subscrevia subscrevias subscreviamos subscrevieis subscreviam subscrevera subscreveras subscreveramos subscrevereis subscrevesse subscrevesses subscrevessemos subscrevesseis subscrevessem
V|sign|assinar assina assino assinas assinamos assinais assinam assine assines assinemos assineis assinem assinares assinarmos assinardes assinarem assinai
V|signing|assinando
V|archive|arquivar arquiva arquivas arquivamos arquivais arquivam arquive arquives arquivemos arquiveis arquivem arquivares arquivarmos arquivardes arquivarem arquivai
V|archiving|arquivando
V|archived|arquivado arquivada arquivados arquivadas arquivei arquivaste arquivou arquivastes arquivaram arquivava arquivavas arquivavamos arquivaveis arquivavam arquivara arquivaras arquivaramos arquivareis arquivasse arquivasses arquivassemos arquivasseis arquivassem
V|memorize|memorizar memoriza memorizo memorizas memorizamos memorizais memorizam memorize memorizes memorizemos memorizeis memorizem memorizares memorizarmos memorizardes memorizarem memorizai
V|memorizing|memorizando
V|memorized|memorizado memorizada memorizados memorizadas memorizei memorizaste memorizou memorizastes memorizaram memorizava memorizavas memorizavamos memorizaveis memorizavam memorizara memorizaras memorizaramos memorizareis memorizasse memorizasses memorizassemos memorizasseis memorizassem
V|remember|lembrar lembra lembro lembras lembramos lembrais lembram lembre lembres lembremos lembreis lembrem lembrares lembrarmos lembrardes lembrarem lembrai recordar recorda recordo recordas recordamos recordais recordam recorde recordes recordemos recordeis recordem recordares recordarmos recordardes recordarem recordai
V|remembering|lembrando recordando
V|remembered|lembrado lembrada lembrados lembradas lembrei lembraste lembrou lembrastes lembraram lembrava lembravas lembravamos lembraveis lembravam lembrara lembraras lembraramos lembrareis lembrasse lembrasses lembrassemos lembrasseis lembrassem recordado recordada recordados recordadas recordei recordaste recordou recordastes recordaram recordava recordavas recordavamos recordaveis recordavam recordara recordaras recordaramos recordareis recordasse recordasses recordassemos recordasseis recordassem
V|note|anotar anota anoto anotas anotamos anotais anotam anote anotes anotemos anoteis anotem anotares anotarmos anotardes anotarem anotai
V|noting|anotando
V|noted|anotado anotada anotados anotadas anotei anotaste anotou anotastes anotaram anotava anotavas anotavamos anotaveis anotavam anotara anotaras anotaramos anotareis anotasse anotasses anotassemos anotasseis anotassem
V|install|instalar instala instalo instalas instalamos instalais instalam instale instales instalemos instaleis instalem instalares instalarmos instalardes instalarem instalai
V|installing|instalando
V|installed|instalado instalada instalados instaladas instalei instalaste instalou instalastes instalaram instalava instalavas instalavamos instalaveis instalavam instalara instalaras instalaramos instalareis instalasse instalasses instalassemos instalasseis instalassem
V|uninstall|desinstalar desinstala desinstalo desinstalas desinstalamos desinstalais desinstalam desinstale desinstales desinstalemos desinstaleis desinstalem desinstalares desinstalarmos desinstalardes desinstalarem desinstalai
V|uninstalling|desinstalando
V|uninstalled|desinstalado desinstalada desinstalados desinstaladas desinstalei desinstalaste desinstalou desinstalastes desinstalaram desinstalava desinstalavas desinstalavamos desinstalaveis desinstalavam desinstalara desinstalaras desinstalaramos desinstalareis desinstalasse desinstalasses desinstalassemos desinstalasseis desinstalassem
V|update|atualizar atualiza atualizo atualizas atualizamos atualizais atualizam atualize atualizes atualizemos atualizeis atualizem atualizares atualizarmos atualizardes atualizarem atualizai actualizar actualiza actualizo actualizas actualizamos actualizais actualizam actualize actualizes actualizemos actualizeis actualizem actualizares actualizarmos actualizardes actualizarem actualizai
V|updating|atualizando actualizando
V|updated|atualizado atualizada atualizados atualizadas atualizei atualizaste atualizou atualizastes atualizaram atualizava atualizavas atualizavamos atualizaveis atualizavam atualizara atualizaras atualizaramos atualizareis atualizasse atualizasses atualizassemos atualizasseis atualizassem actualizado actualizada actualizados actualizadas actualizei actualizaste actualizou actualizastes actualizaram actualizava actualizavas actualizavamos actualizaveis actualizavam actualizara actualizaras actualizaramos actualizareis actualizasse actualizasses actualizassemos actualizasseis actualizassem
V|configure|configurar configura configuro configuras configuramos configurais configuram configure configures configuremos configureis configurem configurares configurarmos configurardes configurarem configurai
V|configuring|configurando
V|configured|configurado configurada configurados configuradas configurei configuraste configurou configurastes configuraram configurava configuravas configuravamos configuravam configurara configuraras configuraramos configurareis configurasse configurasses configurassemos configurasseis configurassem
V|reconfigure|reconfigurar reconfigura reconfiguro reconfiguras reconfiguramos reconfigurais reconfiguram reconfigure reconfigures reconfiguremos reconfigureis reconfigurem reconfigurares reconfigurarmos reconfigurardes reconfigurarem reconfigurai
V|reconfiguring|reconfigurando
V|reconfigured|reconfigurado reconfigurada reconfigurados reconfiguradas reconfigurei reconfiguraste reconfigurou reconfigurastes reconfiguraram reconfigurava reconfiguravas reconfiguravamos reconfiguraveis reconfiguravam reconfigurara reconfiguraras reconfiguraramos reconfigurareis reconfigurasse reconfigurasses reconfigurassemos reconfigurasseis reconfigurassem
V|set|definir define defino defines definimos definis definem defina definas definamos definais definam definido definida definidos definidas defini definiste definiu definistes definiram definia definias definiamos definieis definiam definira definiras definiramos definireis definisse definisses definissemos definisseis definissem definires definirmos definirdes definirem fixar fixa fixo fixas fixamos fixais fixam fixe fixes fixemos fixeis fixem fixado fixada fixados fixadas fixei fixaste fixou fixastes fixaram fixava fixavas fixavamos fixaveis fixavam fixara fixaras fixaramos fixareis fixasse fixasses fixassemos fixasseis fixassem fixares fixarmos fixardes fixarem fixai
V|setting|definindo fixando
V|adjust|ajustar ajusta ajusto ajustas ajustamos ajustais ajustam ajustemos ajusteis ajustem ajustares ajustarmos ajustardes ajustarem ajustai
V|adjusting|ajustando
V|adjusted|ajustado ajustada ajustados ajustadas ajustei ajustaste ajustou ajustastes ajustaram ajustava ajustavas ajustavamos ajustaveis ajustavam ajustara ajustaras ajustaramos ajustareis ajustasse ajustasses ajustassemos ajustasseis ajustassem
V|change|alterar altera altero alteras alteramos alterais alteram altere alteres alteremos altereis alterem alterares alterarmos alterardes alterarem alterai mudar muda mudo mudas mudamos mudais mudam mude mudes mudemos mudeis mudem mudares mudarmos mudardes mudarem mudai
V|changing|alterando mudando
V|changed|alterado alterada alterados alteradas alterei alteraste alterou alterastes alteraram alterava alteravas alteravamos alteraveis alteravam alterara alteraras alteraramos alterareis alterasse alterasses alterassemos alterasseis alterassem mudado mudada mudados mudadas mudei mudaste mudou mudastes mudaram mudava mudavas mudavamos mudaveis mudavam mudara mudaras mudaramos mudareis mudasse mudasses mudassemos mudasseis mudassem
V|modify|modificar modifica modifico modificas modificamos modificais modificam modifique modifiques modifiquemos modifiqueis modifiquem modificares modificarmos modificardes modificarem modificai
V|modifying|modificando
V|modified|modificado modificada modificados modificadas modifiquei modificaste modificou modificastes modificaram modificava modificavas modificavamos modificaveis modificavam modificara modificaras modificaramos modificareis modificasse modificasses modificassemos modificasseis modificassem
V|edit|editar edita edito editas editamos editais editam edite edites editemos editeis editem editares editarmos editardes editarem editai
V|editing|editando
V|edited|editado editada editados editadas editei editaste editou editastes editaram editava editavas editavamos editavam editara editaras editaramos editareis editasse editasses editassemos editasseis editassem
V|fix|corrigir corrige corrijo corriges corrigimos corrigis corrigem corrija corrijas corrijamos corrijais corrijam corrigires corrigirmos corrigirdes corrigirem consertar conserta conserto consertas consertamos consertais consertam conserte consertes consertemos conserteis consertem consertares consertarmos consertardes consertarem consertai
V|fixing|corrigindo consertando
V|fixed|corrigido corrigida corrigidos corrigidas corrigi corrigiste corrigiu corrigistes corrigiram corrigia corrigias corrigiamos corrigieis corrigiam corrigira corrigiras corrigiramos corrigireis corrigisse corrigisses corrigissemos corrigisseis corrigissem consertado consertada consertados consertadas consertei consertaste consertou consertastes consertaram consertava consertavas consertavamos consertaveis consertavam consertara consertaras consertaramos consertareis consertasse consertasses consertassemos consertasseis consertassem
V|repair|reparar repara reparas reparamos reparais reparam repare repares reparemos repareis reparem reparares repararmos reparardes repararem reparai
V|repairing|reparando
V|repaired|reparado reparada reparados reparadas reparei reparaste reparou reparastes repararam reparava reparavas reparavamos reparaveis reparavam reparara repararas repararamos reparareis reparasse reparasses reparassemos reparasseis reparassem
V|switch|trocar troco trocamos trocais trocam troque troques troquemos troqueis troquem trocares trocarmos trocardes trocarem trocai
V|switching|trocando
V|switched|trocado trocada trocados trocadas troquei trocaste trocou trocastes trocaram trocava trocavas trocavamos trocaveis trocavam trocara trocaras trocaramos trocareis trocasse trocasses trocassemos trocasseis trocassem
V|replace|substituir substitui substituo substituis substituimos substituem substitua substituas substituamos substituais substituam substituires substituirmos substituirdes substituirem
V|replacing|substituindo
V|replaced|substituido substituida substituidos substituidas substituiste substituiu substituistes substituiram substituia substituias substituiamos substituieis substituiam substituira substituiras substituiramos substituireis substituisse substituisses substituissemos substituisseis substituissem
V|convert|converter converte converto convertes convertemos converteis convertem converta convertas convertamos convertais convertam converteres convertermos converterdes converterem convertei
V|converting|convertendo
V|converted|convertido convertida convertidos convertidas converti converteste converteu convertestes converteram convertia convertias convertiamos convertieis convertiam convertera converteras converteramos convertereis convertesse convertesses convertessemos convertesseis convertessem
V|transform|transformar transforma transformo transformas transformamos transformais transformam transforme transformes transformemos transformeis transformem transformares transformarmos transformardes transformarem transformai
V|transforming|transformando
V|transformed|transformado transformada transformados transformadas transformei transformaste transformou transformastes transformaram transformava transformavas transformavamos transformaveis transformavam transformara transformaras transformaramos transformareis transformasse transformasses transformassemos transformasseis transformassem
V|encode|codificar codifica codifico codificas codificamos codificais codificam codifique codifiques codifiquemos codifiqueis codifiquem codificares codificarmos codificardes codificarem codificai
V|encoding|codificando
V|encoded|codifiquei codificaste codificou codificastes codificaram codificava codificavas codificavamos codificaveis codificavam codificara codificaras codificaramos codificareis codificasse codificasses codificassemos codificasseis codificassem
V|decode|decodificar decodifica decodifico decodificas decodificamos decodificais decodificam decodifique decodifiques decodifiquemos decodifiqueis decodifiquem decodificares decodificarmos decodificardes decodificarem decodificai descodificar descodifica descodifico descodificas descodificamos descodificais descodificam descodifique descodifiques descodifiquemos descodifiqueis descodifiquem descodificares descodificarmos descodificardes descodificarem descodificai
V|decoding|decodificando descodificando
V|decoded|decodificado decodificada decodificados decodificadas decodifiquei decodificaste decodificou decodificastes decodificaram decodificava decodificavas decodificavamos decodificaveis decodificavam decodificara decodificaras decodificaramos decodificareis decodificasse decodificasses decodificassemos decodificasseis decodificassem descodificado descodificada descodificados descodificadas descodifiquei descodificaste descodificou descodificastes descodificaram descodificava descodificavas descodificavamos descodificaveis descodificavam descodificara descodificaras descodificaramos descodificareis descodificasse descodificasses descodificassemos descodificasseis descodificassem
V|encrypt|criptografar criptografa criptografo criptografas criptografamos criptografais criptografam criptografe criptografes criptografemos criptografeis criptografem criptografares criptografarmos criptografardes criptografarem criptografai encriptar encripta encripto encriptas encriptamos encriptais encriptam encripte encriptes encriptemos encripteis encriptem encriptares encriptarmos encriptardes encriptarem encriptai cifrar cifro ciframos cifrais cifram cifre cifres cifremos cifreis cifrem cifrares cifrarmos cifrardes cifrarem cifrai
V|encrypting|criptografando encriptando cifrando
V|encrypted|criptografei criptografaste criptografou criptografastes criptografaram criptografava criptografavas criptografavamos criptografaveis criptografavam criptografara criptografaras criptografaramos criptografareis criptografasse criptografasses criptografassemos criptografasseis criptografassem encriptei encriptaste encriptou encriptastes encriptaram encriptava encriptavas encriptavamos encriptaveis encriptavam encriptara encriptaras encriptaramos encriptareis encriptasse encriptasses encriptassemos encriptasseis encriptassem cifrei cifraste cifrou cifrastes cifraram cifrava cifravas cifravamos cifraveis cifravam cifrara cifraras cifraramos cifrareis cifrasse cifrasses cifrassemos cifrasseis cifrassem
V|decipher|decifrar decifra decifro decifras deciframos decifrais decifram decifre decifres decifremos decifreis decifrem decifrares decifrarmos decifrardes decifrarem decifrai
V|deciphering|decifrando
V|deciphered|decifrado decifrada decifrados decifradas decifrei decifraste decifrou decifrastes decifraram decifrava decifravas decifravamos decifraveis decifravam decifrara decifraras decifraramos decifrareis decifrasse decifrasses decifrassemos decifrasseis decifrassem
V|decrypt|desencriptar desencripta desencripto desencriptas desencriptamos desencriptais desencriptam desencripte desencriptes desencriptemos desencripteis desencriptem desencriptares desencriptarmos desencriptardes desencriptarem desencriptai descriptografar descriptografa descriptografo descriptografas descriptografamos descriptografais descriptografam descriptografe descriptografes descriptografemos descriptografeis descriptografem descriptografares descriptografarmos descriptografardes descriptografarem descriptografai
V|decrypting|desencriptando descriptografando
V|decrypted|desencriptado desencriptada desencriptados desencriptadas desencriptei desencriptaste desencriptou desencriptastes desencriptaram desencriptava desencriptavas desencriptavamos desencriptaveis desencriptavam desencriptara desencriptaras desencriptaramos desencriptareis desencriptasse desencriptasses desencriptassemos desencriptasseis desencriptassem descriptografado descriptografada descriptografados descriptografadas descriptografei descriptografaste descriptografou descriptografastes descriptografaram descriptografava descriptografavas descriptografavamos descriptografaveis descriptografavam descriptografara descriptografaras descriptografaramos descriptografareis descriptografasse descriptografasses descriptografassemos descriptografasseis descriptografassem
V|translate|traduzir traduz traduze traduzo traduzes traduzimos traduzis traduzem traduza traduzas traduzamos traduzais traduzam traduzires traduzirmos traduzirdes traduzirem
V|translating|traduzindo
V|translated|traduzido traduzida traduzidos traduzidas traduzi traduziste traduziu traduzistes traduziram traduzia traduzias traduziamos traduzieis traduziam traduzira traduziras traduziramos traduzireis traduzisse traduzisses traduzissemos traduzisseis traduzissem
V|summarize|resumir resume resumes resumimos resumis resumem resuma resumas resumamos resumais resumam resumires resumirmos resumirdes resumirem sumarizar sumariza sumarizo sumarizas sumarizamos sumarizais sumarizam sumarize sumarizes sumarizemos sumarizeis sumarizem sumarizares sumarizarmos sumarizardes sumarizarem sumarizai
V|summarizing|resumindo sumarizando
V|summarized|resumi resumiste resumiu resumistes resumiram resumia resumias resumiamos resumieis resumiam resumira resumiras resumiramos resumireis resumisse resumisses resumissemos resumisseis resumissem sumarizado sumarizada sumarizados sumarizadas sumarizei sumarizaste sumarizou sumarizastes sumarizaram sumarizava sumarizavas sumarizavamos sumarizaveis sumarizavam sumarizara sumarizaras sumarizaramos sumarizareis sumarizasse sumarizasses sumarizassemos sumarizasseis sumarizassem
V|synthesize|sintetizar sintetiza sintetizo sintetizas sintetizamos sintetizais sintetizam sintetize sintetizes sintetizemos sintetizeis sintetizem sintetizares sintetizarmos sintetizardes sintetizarem sintetizai
V|synthesizing|sintetizando
V|synthesized|sintetizado sintetizada sintetizados sintetizadas sintetizei sintetizaste sintetizou sintetizastes sintetizaram sintetizava sintetizavas sintetizavamos sintetizaveis sintetizavam sintetizara sintetizaras sintetizaramos sintetizareis sintetizasse sintetizasses sintetizassemos sintetizasseis sintetizassem
V|paraphrase|parafrasear parafraseia parafraseio parafraseias parafraseamos parafraseais parafraseiam parafraseie parafraseies parafraseemos parafraseeis parafraseiem parafraseares parafrasearmos parafraseardes parafrasearem parafrasea parafraseai
V|paraphrasing|parafraseando
V|paraphrased|parafraseado parafraseada parafraseados parafraseadas parafraseei parafraseaste parafraseou parafraseastes parafrasearam parafraseava parafraseavas parafraseavamos parafraseaveis parafraseavam parafraseara parafrasearas parafrasearamos parafraseareis parafraseasse parafraseasses parafraseassemos parafraseasseis parafraseassem
V|rephrase|reformular reformula reformulo reformulas reformulamos reformulais reformulam reformule reformules reformulemos reformuleis reformulem reformulares reformularmos reformulardes reformularem reformulai
V|rephrasing|reformulando
V|rephrased|reformulado reformulada reformulados reformuladas reformulei reformulaste reformulou reformulastes reformularam reformulava reformulavas reformulavamos reformulaveis reformulavam reformulara reformularas reformularamos reformulareis reformulasse reformulasses reformulassemos reformulasseis reformulassem
V|interpret|interpretar interpreta interpreto interpretas interpretamos interpretais interpretam interprete interpretes interpretemos interpreteis interpretem interpretares interpretarmos interpretardes interpretarem interpretai
V|interpreting|interpretando
V|interpreted|interpretado interpretada interpretados interpretadas interpretei interpretaste interpretou interpretastes interpretaram interpretava interpretavas interpretavamos interpretaveis interpretavam interpretara interpretaras interpretaramos interpretareis interpretasse interpretasses interpretassemos interpretasseis interpretassem
V|analyze|analisar analisa analiso analisas analisamos analisais analisam analisemos analiseis analisem analisares analisarmos analisardes analisarem analisai
V|analyzing|analisando
V|analyzed|analisado analisada analisados analisadas analisei analisaste analisou analisastes analisaram analisava analisavas analisavamos analisaveis analisavam analisara analisaras analisaramos analisareis analisasse analisasses analisassemos analisasseis analisassem
V|evaluate|avaliar avalia avalio avalias avaliamos avaliais avaliam avalie avalies avaliemos avalieis avaliem avaliares avaliarmos avaliardes avaliarem avaliai
V|evaluating|avaliando
V|evaluated|avaliado avaliada avaliados avaliadas avaliei avaliaste avaliou avaliastes avaliaram avaliava avaliavas avaliavamos avaliaveis avaliavam avaliara avaliaras avaliaramos avaliareis avaliasse avaliasses avaliassemos avaliasseis avaliassem
V|classify|classificar classifica classifico classificas classificamos classificais classificam classifique classifiques classifiquemos classifiqueis classifiquem classificares classificarmos classificardes classificarem classificai
V|classifying|classificando
V|classified|classificado classificada classificados classificadas classifiquei classificaste classificou classificastes classificaram classificava classificavas classificavamos classificaveis classificavam classificara classificaras classificaramos classificareis classificasse classificasses classificassemos classificasseis classificassem
V|score|pontuar pontua pontuo pontuas pontuamos pontuam pontue pontues pontuemos pontueis pontuem pontuares pontuarmos pontuardes pontuarem pontuai
V|scoring|pontuando
V|scored|pontuado pontuada pontuados pontuadas pontuei pontuaste pontuou pontuastes pontuaram pontuava pontuavas pontuavamos pontuaveis pontuavam pontuara pontuaras pontuaramos pontuareis pontuasse pontuasses pontuassemos pontuasseis pontuassem
V|judge|julgar julga julgo julgas julgamos julgais julgam julgue julgues julguemos julgueis julguem julgares julgarmos julgardes julgarem julgai
V|judging|julgando
V|judged|julgado julgada julgados julgadas julguei julgaste julgou julgastes julgaram julgava julgavas julgavamos julgaveis julgavam julgara julgaras julgaramos julgareis julgasse julgasses julgassemos julgasseis julgassem
V|check|verificar verifica verifico verificas verificamos verificais verificam verifique verifiques verifiquemos verifiqueis verifiquem verificares verificarmos verificardes verificarem verificai checar checa checo checas checamos checais checam chequemos chequeis chequem checares checarmos checardes checarem checai conferir confere confiro conferes conferimos conferis conferem confira confiras confiramos confirais confiram conferires conferirmos conferirdes conferirem
V|checking|verificando checando conferindo
V|checked|verifiquei verificaste verificou verificastes verificaram verificava verificavas verificavamos verificaveis verificavam verificara verificaras verificaramos verificareis verificasse verificasses verificassemos verificasseis verificassem checado checada checados checadas chequei checaste checou checastes checaram checava checavas checavamos checaveis checavam checara checaras checaramos checareis checasse checasses checassemos checasseis checassem conferido conferida conferidos conferidas conferi conferiste conferiu conferistes conferiram conferia conferias conferiamos conferieis conferiam conferira conferiras conferiramos conferireis conferisse conferisses conferissemos conferisseis conferissem
V|confirm|confirmar confirma confirmo confirmas confirmamos confirmais confirmam confirme confirmes confirmemos confirmeis confirmem confirmares confirmarmos confirmardes confirmarem confirmai
V|confirming|confirmando
V|confirmed|confirmado confirmada confirmados confirmadas confirmei confirmaste confirmou confirmastes confirmaram confirmava confirmavas confirmavamos confirmaveis confirmavam confirmara confirmaras confirmaramos confirmareis confirmasse confirmasses confirmassemos confirmasseis confirmassem
V|validate|validar validamos validais validam valide valides validemos valideis validem validares validarmos validardes validarem validai
V|validating|validando
V|validated|validado validada validados validadas validei validaste validou validastes validaram validava validavas validavamos validaveis validavam validara validaras validaramos validareis validasse validasses validassemos validasseis validassem
V|approve|aprovar aprova aprovo aprovas aprovamos aprovais aprovam aprove aproves aprovemos aproveis aprovem aprovares aprovarmos aprovardes aprovarem aprovai
V|approving|aprovando
V|approved|aprovei aprovaste aprovou aprovastes aprovaram aprovava aprovavas aprovavamos aprovaveis aprovavam aprovara aprovaras aprovaramos aprovareis aprovasse aprovasses aprovassemos aprovasseis aprovassem
V|dispute|contestar contesta contesto contestas contestamos contestais contestam conteste contestes contestemos contesteis contestem contestares contestarmos contestardes contestarem contestai
V|disputing|contestando
V|disputed|contestado contestada contestados contestadas contestei contestaste contestou contestastes contestaram contestava contestavas contestavamos contestaveis contestavam contestara contestaras contestaramos contestareis contestasse contestasses contestassemos contestasseis contestassem
V|authenticate|autenticar autenticamos autenticais autenticam autentique autentiques autentiquemos autentiqueis autentiquem autenticares autenticarmos autenticardes autenticarem autenticai
V|authenticating|autenticando
V|authenticated|autenticado autenticada autenticados autenticadas autentiquei autenticaste autenticou autenticastes autenticaram autenticava autenticavas autenticavamos autenticaveis autenticavam autenticara autenticaras autenticaramos autenticareis autenticasse autenticasses autenticassemos autenticasseis autenticassem
V|access|acessar acessa acessas acessamos acessais acessam acesse acesses acessemos acesseis acessem acessares acessarmos acessardes acessarem acessai aceder acede acedo acedes acedemos acedeis acedem aceda acedas acedamos acedais acedam acederes acedermos acederdes acederem acedei
V|accessing|acessando acedendo
V|accessed|acessado acessada acessados acessadas acessei acessaste acessou acessastes acessaram acessava acessavas acessavamos acessaveis acessavam acessara acessaras acessaramos acessareis acessasse acessasses acessassemos acessasseis acessassem acedido acedida acedidos acedidas acedi acedeste acedeu acedestes acederam acedia acedias acediamos acedieis acediam acedera acederas acederamos acedereis acedesse acedesses acedessemos acedesseis acedessem
V|enter|entrar entra entro entras entramos entrais entram entres entremos entreis entrem entrares entrarmos entrardes entrarem entrai introduzir introduz introduze introduzo introduzes introduzimos introduzis introduzem introduza introduzas introduzamos introduzais introduzam introduzires introduzirmos introduzirdes introduzirem
V|entering|entrando introduzindo
V|entered|entrado entrados entrei entraste entrou entrastes entraram entrava entravas entravamos entraveis entravam entrara entraras entraramos entrareis entrasse entrasses entrassemos entrasseis entrassem introduzido introduzida introduzidos introduzidas introduzi introduziste introduziu introduzistes introduziram introduzia introduzias introduziamos introduzieis introduziam introduzira introduziras introduziramos introduzireis introduzisse introduzisses introduzissemos introduzisseis introduzissem
V|log in|logar loga logas logamos logais logam logue logues loguemos logueis loguem logares logarmos logardes logarem logai
V|logging in|logando
V|logged in|logado logada logados logadas loguei logaste logou logastes logaram logava logavas logavamos logaveis logavam logara logaras logaramos logareis logasse logasses logassemos logasseis logassem
V|connect|conectar conecta conecto conectas conectamos conectais conectam conecte conectes conectemos conecteis conectem conectares conectarmos conectardes conectarem conectai
V|connecting|conectando
V|connected|conectado conectada conectados conectadas conectei conectaste conectou conectastes conectaram conectava conectavas conectavamos conectaveis conectavam conectara conectaras conectaramos conectareis conectasse conectasses conectassemos conectasseis conectassem
V|turn on|ligar liga ligo ligas ligamos ligais ligam ligue ligues liguemos ligueis liguem ligares ligarmos ligardes ligarem ligai acender acende acendo acendes acendemos acendeis acendem acenda acendas acendamos acendais acendam acenderes acendermos acenderdes acenderem acendei
V|turning on|ligando acendendo
V|turned on|liguei ligaste ligou ligastes ligaram ligava ligavas ligavamos ligaveis ligavam ligara ligaras ligaramos ligareis ligasse ligasses ligassemos ligasseis ligassem acendido acendida acendidos acendidas aceso acesa acesos acesas acendi acendeste acendeu acendestes acenderam acendia acendias acendiamos acendieis acendiam acendera acenderas acenderamos acendereis acendesse acendesses acendessemos acendesseis acendessem
V|disconnect|desconectar desconecta desconecto desconectas desconectamos desconectais desconectam desconecte desconectes desconectemos desconecteis desconectem desconectares desconectarmos desconectardes desconectarem desconectai
V|disconnecting|desconectando
V|disconnected|desconectado desconectada desconectados desconectadas desconectei desconectaste desconectou desconectastes desconectaram desconectava desconectavas desconectavamos desconectaveis desconectavam desconectara desconectaras desconectaramos desconectareis desconectasse desconectasses desconectassemos desconectasseis desconectassem
V|browse|navegar navega navego navegas navegamos navegais navegam navegue navegues naveguemos navegueis naveguem navegares navegarmos navegardes navegarem navegai
V|browsing|navegando
V|browsed|navegado navegada navegados navegadas naveguei navegaste navegou navegastes navegaram navegava navegavas navegavamos navegaveis navegavam navegara navegaras navegaramos navegareis navegasse navegasses navegassemos navegasseis navegassem
V|visit|visitar visito visitamos visitais visitam visite visites visitemos visiteis visitem visitares visitarmos visitardes visitarem visitai
V|visiting|visitando
V|visited|visitado visitada visitados visitadas visitei visitaste visitou visitastes visitaram visitava visitavas visitavamos visitaveis visitavam visitara visitaras visitaramos visitareis visitasse visitasses visitassemos visitasseis visitassem
V|click|clicar clica clico clicas clicamos clicais clicam clique cliques cliquemos cliqueis cliquem clicares clicarmos clicardes clicarem clicai
V|clicking|clicando
V|clicked|clicado clicada clicados clicadas cliquei clicaste clicou clicastes clicaram clicava clicavas clicavamos clicaveis clicavam clicara clicaras clicaramos clicareis clicasse clicasses clicassemos clicasseis clicassem
V|search|buscar busco buscamos buscais buscam busque busques busquemos busqueis busquem buscares buscarmos buscardes buscarem buscai procurar procuro procuramos procurais procuram procure procures procuremos procureis procurem procurares procurarmos procurardes procurarem procurai pesquisar pesquiso pesquisamos pesquisais pesquisam pesquise pesquises pesquisemos pesquiseis pesquisem pesquisares pesquisarmos pesquisardes pesquisarem pesquisai
V|searching|buscando procurando pesquisando
V|searched|buscado buscada buscados buscadas busquei buscaste buscou buscastes buscaram buscava buscavas buscavamos buscaveis buscavam buscara buscaras buscaramos buscareis buscasse buscasses buscassemos buscasseis buscassem procurado procurada procurados procuradas procurei procuraste procurou procurastes procuraram procurava procuravas procuravamos procuraveis procuravam procurara procuraras procuraramos procurareis procurasse procurasses procurassemos procurasseis procurassem pesquisado pesquisada pesquisados pesquisadas pesquisei pesquisaste pesquisou pesquisastes pesquisaram pesquisava pesquisavas pesquisavamos pesquisaveis pesquisavam pesquisara pesquisaras pesquisaramos pesquisareis pesquisasse pesquisasses pesquisassemos pesquisasseis pesquisassem
V|consult|consultar consulto consultamos consultais consultam consulte consultes consultemos consulteis consultem consultares consultarmos consultardes consultarem consultai
V|consulting|consultando
V|consulted|consultado consultada consultados consultadas consultei consultaste consultou consultastes consultaram consultava consultavas consultavamos consultaveis consultavam consultara consultaras consultaramos consultareis consultasse consultasses consultassemos consultasseis consultassem
V|find|encontrar encontra encontras encontramos encontrais encontram encontre encontres encontremos encontreis encontrem encontrares encontrarmos encontrardes encontrarem encontrai achar acha acho achas achamos achais acham ache aches achemos acheis achem achares acharmos achardes acharem achai
V|finding|encontrando achando
V|found|encontrado encontrada encontrados encontradas encontrei encontraste encontrou encontrastes encontraram encontrava encontravas encontravamos encontraveis encontravam encontrara encontraras encontraramos encontrareis encontrasse encontrasses encontrassemos encontrasseis encontrassem achada achadas achei achaste achou achastes acharam achava achavas achavamos achaveis achavam achara acharas acharamos achareis achasse achasses achassemos achasseis achassem
V|discover|descobrir descobre descubro descobres descobrimos descobris descobrem descubra descubras descubramos descubrais descubram descobrires descobrirmos descobrirdes descobrirem
V|discovering|descobrindo
V|discovered|descoberto descobertos descobri descobriste descobriu descobristes descobriram descobria descobrias descobriamos descobrieis descobriam descobrira descobriras descobriramos descobrireis descobrisse descobrisses descobrissemos descobrisseis descobrissem
V|locate|localizar localiza localizo localizas localizamos localizais localizam localize localizes localizemos localizeis localizem localizares localizarmos localizardes localizarem localizai
V|locating|localizando
V|located|localizado localizada localizados localizadas localizei localizaste localizou localizastes localizaram localizava localizavas localizavamos localizaveis localizavam localizara localizaras localizaramos localizareis localizasse localizasses localizassemos localizasseis localizassem
V|obtain|obter obtem obtenho obtens obtemos obtendes obtenha obtenhas obtenhamos obtenhais obtenham obtiver obtiveres obtivermos obtiverdes obtiverem obteres obtermos obterdes obterem obte obtende
V|obtaining|obtendo
V|obtained|obtido obtida obtidos obtidas obtive obtiveste obteve obtivemos obtivestes obtiveram obtinha obtinhas obtinhamos obtinheis obtinham obtivera obtiveras obtiveramos obtivereis obtivesse obtivesses obtivessemos obtivesseis obtivessem
V|contain|conter contenho contens contendes contenha contenhas contenhamos contenhais contenham contiver contiveres contivermos contiverdes contiverem conteres contermos conterdes conterem contende
V|containing|contendo
V|contained|contido contida contidos contidas contive contiveste conteve contivemos contivestes contiveram continha continhas continhamos continheis continham contivera contiveras contiveramos contivereis contivesse contivesses contivessemos contivesseis contivessem
V|hold|deter detem detenho detens detemos detendes detenha detenhas detenhamos detenhais detenham detiver detiveres detivermos detiverdes detiverem deteres determos deterdes deterem dete detende segurar seguramos segurais seguram segure segures seguremos segureis segurem segurares segurarmos segurardes segurarem segurai
V|holding|detendo segurando
V|held|detido detida detidos detidas detive detiveste deteve detivemos detivestes detiveram detinha detinhas detinhamos detinheis detinham detivera detiveras detiveramos detivereis detivesse detivesses detivessemos detivesseis detivessem segurado segurada segurados seguradas segurei seguraste segurou segurastes seguraram segurava seguravas seguravamos seguraveis seguravam segurara seguraras seguraramos segurareis segurasse segurasses segurassemos segurasseis segurassem
V|entertain|entreter entretem entretenho entretens entretemos entretendes entretenha entretenhas entretenhamos entretenhais entretenham entretiver entretiveres entretivermos entretiverdes entretiverem entreteres entretermos entreterdes entreterem entrete entretende
V|entertaining|entretendo
V|entertained|entretido entretida entretidos entretidas entretive entretiveste entreteve entretivemos entretivestes entretiveram entretinha entretinhas entretinhamos entretinheis entretinham entretivera entretiveras entretiveramos entretivereis entretivesse entretivesses entretivessemos entretivesseis entretivessem
V|abstain|abster abstem abstenho abstens abstemos abstendes abstenha abstenhas abstenhamos abstenhais abstenham abstiver abstiveres abstivermos abstiverdes abstiverem absteres abstermos absterdes absterem abste abstende
V|abstaining|abstendo
V|abstained|abstido abstida abstidos abstidas abstive abstiveste absteve abstivemos abstivestes abstiveram abstinha abstinhas abstinhamos abstinheis abstinham abstivera abstiveras abstiveramos abstivereis abstivesse abstivesses abstivessemos abstivesseis abstivessem
V|receive|receber recebe recebo recebes recebemos recebeis recebem receba recebas recebamos recebais recebam receberes recebermos receberdes receberem recebei
V|receiving|recebendo
V|received|recebido recebida recebidos recebidas recebi recebeste recebeu recebestes receberam recebia recebias recebiamos recebieis recebiam recebera receberas receberamos recebereis recebesse recebesses recebessemos recebesseis recebessem
V|taking|pegando tomando levando
V|taken|pegado pegada pegados pegadas tomado tomada tomados tomadas levado levada levados levadas
V|took|peguei pegaste pegou pegastes pegaram pegava pegavas pegavamos pegaveis pegavam pegara pegaras pegaramos pegareis pegasse pegasses pegassemos pegasseis pegassem tomei tomaste tomou tomastes tomaram tomava tomavas tomavamos tomaveis tomavam tomara tomaras tomaramos tomareis tomasse tomasses tomassemos tomasseis tomassem levei levaste levou levastes levaram levava levavas levavamos levaveis levavam levara levaras levaramos levareis levasse levasses levassemos levasseis levassem
V|offer|oferecer oferece ofereco ofereces oferecemos ofereceis oferecem ofereca oferecas oferecamos oferecais oferecam ofereceres oferecermos oferecerdes oferecerem oferecei
V|offering|oferecendo
V|offered|oferecido oferecida oferecidos oferecidas ofereci ofereceste ofereceu oferecestes ofereceram oferecia oferecias ofereciamos oferecieis ofereciam oferecera ofereceras ofereceramos oferecereis oferecesse oferecesses oferecessemos oferecesseis oferecessem
V|make available|disponibilizar disponibiliza disponibilizo disponibilizas disponibilizamos disponibilizais disponibilizam disponibilize disponibilizes disponibilizemos disponibilizeis disponibilizem disponibilizares disponibilizarmos disponibilizardes disponibilizarem disponibilizai
V|making available|disponibilizando
V|made available|disponibilizado disponibilizada disponibilizados disponibilizadas disponibilizei disponibilizaste disponibilizou disponibilizastes disponibilizaram disponibilizava disponibilizavas disponibilizavamos disponibilizaveis disponibilizavam disponibilizara disponibilizaras disponibilizaramos disponibilizareis disponibilizasse disponibilizasses disponibilizassemos disponibilizasseis disponibilizassem
V|pay|pagar pagamos pagais pagam pague pagues paguemos pagueis paguem pagares pagarmos pagardes pagarem pagai remunerar remunera remunero remuneras remuneramos remunerais remuneram remunere remuneres remuneremos remunereis remunerem remunerares remunerarmos remunerardes remunerarem remunerai
V|paying|pagando remunerando
V|paid|pagado pagada pagados pagadas paguei pagaste pagou pagastes pagaram pagava pagavas pagavamos pagaveis pagavam pagara pagaras pagaramos pagareis pagasse pagasses pagassemos pagasseis pagassem remunerado remunerada remunerados remuneradas remunerei remuneraste remunerou remunerastes remuneraram remunerava remuneravas remuneravamos remuneraveis remuneravam remunerara remuneraras remuneraramos remunerareis remunerasse remunerasses remunerassemos remunerasseis remunerassem
V|charge|cobrar cobra cobro cobras cobramos cobrais cobram cobre cobres cobremos cobreis cobrem cobrares cobrarmos cobrardes cobrarem cobrai
V|charging|cobrando
V|charged|cobrado cobrada cobrados cobradas cobrei cobraste cobrou cobrastes cobraram cobrava cobravas cobravamos cobraveis cobravam cobrara cobraras cobraramos cobrareis cobrasse cobrasses cobrassemos cobrasseis cobrassem
V|deposit|depositar deposita depositas depositamos depositais depositam deposite deposites depositemos depositeis depositem depositares depositarmos depositardes depositarem depositai
V|depositing|depositando
V|deposited|depositado depositada depositados depositadas depositei depositaste depositou depositastes depositaram depositava depositavas depositavamos depositaveis depositavam depositara depositaras depositaramos depositareis depositasse depositasses depositassemos depositasseis depositassem
V|withdraw|sacar saca saco sacas sacamos sacais sacam saquemos saqueis saquem sacares sacarmos sacardes sacarem sacai
V|withdrawing|sacando
V|withdrawn|sacado sacada sacados sacadas
V|withdrew|saquei sacaste sacou sacastes sacaram sacava sacavas sacavamos sacaveis sacavam sacara sacaras sacaramos sacareis sacasse sacasses sacassemos sacasseis sacassem
V|refund|reembolsar reembolsa reembolsas reembolsamos reembolsais reembolsam reembolse reembolses reembolsemos reembolseis reembolsem reembolsares reembolsarmos reembolsardes reembolsarem reembolsai estornar estorna estornas estornamos estornais estornam estorne estornes estornemos estorneis estornem estornares estornarmos estornardes estornarem estornai
V|refunding|reembolsando estornando
V|refunded|reembolsado reembolsada reembolsados reembolsadas reembolsei reembolsaste reembolsou reembolsastes reembolsaram reembolsava reembolsavas reembolsavamos reembolsaveis reembolsavam reembolsara reembolsaras reembolsaramos reembolsareis reembolsasse reembolsasses reembolsassemos reembolsasseis reembolsassem estornado estornada estornados estornadas estornei estornaste estornou estornastes estornaram estornava estornavas estornavamos estornaveis estornavam estornara estornaras estornaramos estornareis estornasse estornasses estornassemos estornasseis estornassem
V|return|devolver devolve devolvo devolves devolvemos devolveis devolvem devolva devolvas devolvamos devolvais devolvam devolveres devolvermos devolverdes devolverem devolvei voltar volto voltamos voltais voltam volte voltes voltemos volteis voltem voltares voltarmos voltardes voltarem voltai regressar regressa regressas regressamos regressais regressam regresse regresses regressemos regresseis regressem regressares regressarmos regressardes regressarem regressai retornar retorna retornas retornamos retornais retornam retorne retornes retornemos retorneis retornem retornares retornarmos retornardes retornarem retornai
V|returning|devolvendo voltando regressando retornando
V|returned|devolvido devolvida devolvidos devolvidas devolvi devolveste devolveu devolvestes devolveram devolvia devolvias devolviamos devolvieis devolviam devolvera devolveras devolveramos devolvereis devolvesse devolvesses devolvessemos devolvesseis devolvessem voltado voltada voltados voltadas voltei voltaste voltou voltastes voltaram voltava voltavas voltavamos voltaveis voltavam voltara voltaras voltaramos voltareis voltasse voltasses voltassemos voltasseis voltassem regressado regressada regressados regressadas regressei regressaste regressou regressastes regressaram regressava regressavas regressavamos regressaveis regressavam regressara regressaras regressaramos regressareis regressasse regressasses regressassemos regressasseis regressassem retornado retornada retornados retornadas retornei retornaste retornou retornastes retornaram retornava retornavas retornavamos retornaveis retornavam retornara retornaras retornaramos retornareis retornasse retornasses retornassemos retornasseis retornassem
V|buy|comprar compro compramos comprais compram compre compres compremos compreis comprem comprares comprarmos comprardes comprarem comprai
V|buying|comprando
V|bought|comprado comprada comprados compradas comprei compraste comprou comprastes compraram comprava compravas compravamos compraveis compravam comprara compraras compraramos comprareis comprasse comprasses comprassemos comprasseis comprassem
V|sell|vender vende vendes vendemos vendeis vendem vendamos vendais vendam venderes vendermos venderdes venderem vendei
V|selling|vendendo
V|sold|vendido vendida vendidos vendidas vendi vendeste vendeu vendestes venderam vendia vendias vendiamos vendieis vendiam vendera venderas venderamos vendereis vendesse vendesses vendessemos vendesseis vendessem
V|book|reservar reservo reservamos reservais reservam reserve reserves reservemos reserveis reservem reservares reservarmos reservardes reservarem reservai
V|booking|reservando
V|booked|reservei reservaste reservou reservastes reservaram reservava reservavas reservavamos reservaveis reservavam reservara reservaras reservaramos reservareis reservasse reservasses reservassemos reservasseis reservassem
V|invoice|faturar faturo faturamos faturais faturam fature fatures faturemos fatureis faturem faturares faturarmos faturardes faturarem faturai facturar facturo facturamos facturais facturam facture factures facturemos factureis facturem facturares facturarmos facturardes facturarem facturai
V|invoicing|faturando facturando
V|invoiced|faturado faturada faturados faturadas faturei faturaste faturou faturastes faturaram faturava faturavas faturavamos faturaveis faturavam faturara faturaras faturaramos faturareis faturasse faturasses faturassemos faturasseis faturassem facturado facturada facturados facturadas facturei facturaste facturou facturastes facturaram facturava facturavas facturavamos facturaveis facturavam facturara facturaras facturaramos facturareis facturasse facturasses facturassemos facturasseis facturassem
V|invest|investir investe invisto investes investimos investis investem invista invistas invistamos invistais invistam investires investirmos investirdes investirem
V|investing|investindo
V|invested|investido investida investidos investidas investi investiste investiu investistes investiram investia investias investiamos investieis investiam investira investiras investiramos investireis investisse investisses investissemos investisseis investissem
V|spend|gastar gasta gastas gastamos gastais gastam gaste gastes gastemos gasteis gastem gastares gastarmos gastardes gastarem gastai
V|spending|gastando
V|spent|gastado gastada gastados gastadas gastei gastaste gastou gastastes gastaram gastava gastavas gastavamos gastaveis gastavam gastara gastaras gastaramos gastareis gastasse gastasses gastassemos gastasseis gastassem
V|win|ganhar ganha ganho ganhas ganhamos ganhais ganham ganhe ganhes ganhemos ganheis ganhem ganhares ganharmos ganhardes ganharem ganhai vencer vence venco vences vencemos venceis vencem venca vencas vencamos vencais vencam venceres vencermos vencerdes vencerem vencei
V|winning|ganhando vencendo
V|won|ganhado ganhada ganhados ganhadas ganhos ganhei ganhaste ganhou ganhastes ganharam ganhava ganhavas ganhavamos ganhaveis ganhavam ganhara ganharas ganharamos ganhareis ganhasse ganhasses ganhassemos ganhasseis ganhassem venci venceste venceu vencestes venceram vencia vencias venciamos vencieis venciam vencera venceras venceramos vencereis vencesse vencesses vencessemos vencesseis vencessem
V|donate|doar doa doo doas doamos doais doam doe does doemos doeis doares doarmos doardes doarem doai
V|donating|doando
V|donated|doado doada doados doadas doei doaste doou doastes doaram doava doavas doavamos doaveis doavam doara doaras doaramos doareis doasse doasses doassemos doasseis doassem
V|lend|emprestar empresta empresto emprestas emprestamos emprestais emprestam empreste emprestes emprestemos empresteis emprestem emprestares emprestarmos emprestardes emprestarem emprestai
V|lending|emprestando
V|lent|emprestado emprestada emprestados emprestadas emprestei emprestaste emprestou emprestastes emprestaram emprestava emprestavas emprestavamos emprestaveis emprestavam emprestara emprestaras emprestaramos emprestareis emprestasse emprestasses emprestassemos emprestasseis emprestassem
V|cost|custar custa custas custamos custais custam custe custes custemos custeis custem custado custada custados custadas custei custaste custou custastes custaram custava custavas custavamos custaveis custavam custara custaras custaramos custareis custasse custasses custassemos custasseis custassem custares custarmos custardes custarem custai
V|costing|custando
V|finance|financiar financia financio financias financiamos financiais financiam financie financies financiemos financieis financiem financiares financiarmos financiardes financiarem financiai
V|financing|financiando
V|financed|financiado financiada financiados financiadas financiei financiaste financiou financiastes financiaram financiava financiavas financiavamos financiaveis financiavam financiara financiaras financiaramos financiareis financiasse financiasses financiassemos financiasseis financiassem
V|budget|orcar orca orco orcas orcamos orcais orcam orce orces orcemos orceis orcem orcares orcarmos orcardes orcarem orcai
V|budgeting|orcando
V|budgeted|orcado orcada orcados orcadas orcei orcaste orcou orcastes orcaram orcava orcavas orcavamos orcaveis orcavam orcara orcaras orcaramos orcareis orcasse orcasses orcassemos orcasseis orcassem
V|supply|aprovisionar aprovisiona aprovisiono aprovisionas aprovisionamos aprovisionais aprovisionam aprovisione aprovisiones aprovisionemos aprovisioneis aprovisionem aprovisionares aprovisionarmos aprovisionardes aprovisionarem aprovisionai
V|supplying|aprovisionando
V|supplied|aprovisionado aprovisionada aprovisionados aprovisionadas aprovisionei aprovisionaste aprovisionou aprovisionastes aprovisionaram aprovisionava aprovisionavas aprovisionavamos aprovisionaveis aprovisionavam aprovisionara aprovisionaras aprovisionaramos aprovisionareis aprovisionasse aprovisionasses aprovisionassemos aprovisionasseis aprovisionassem
V|steal|roubar rouba roubas roubamos roubais roubam roube roubes roubemos roubeis roubem roubares roubarmos roubardes roubarem roubai furtar furta furtas furtamos furtais furtam furte furtes furtemos furteis furtem furtares furtarmos furtardes furtarem furtai
V|stealing|roubando furtando
V|stolen|roubado roubada roubados roubadas furtado furtada furtados furtadas
V|stole|roubei roubaste roubou roubastes roubaram roubava roubavas roubavamos roubaveis roubavam roubara roubaras roubaramos roubareis roubasse roubasses roubassemos roubasseis roubassem furtei furtaste furtou furtastes furtaram furtava furtavas furtavamos furtaveis furtavam furtara furtaras furtaramos furtareis furtasse furtasses furtassemos furtasseis furtassem
V|hijack|sequestrar sequestra sequestras sequestramos sequestrais sequestram sequestre sequestres sequestremos sequestreis sequestrem sequestrares sequestrarmos sequestrardes sequestrarem sequestrai
V|hijacking|sequestrando
V|hijacked|sequestrado sequestrada sequestrados sequestradas sequestrei sequestraste sequestrou sequestrastes sequestraram sequestrava sequestravas sequestravamos sequestraveis sequestravam sequestrara sequestraras sequestraramos sequestrareis sequestrasse sequestrasses sequestrassemos sequestrasseis sequestrassem
V|hack|invadir invade invado invades invadimos invadis invadem invada invadas invadamos invadais invadam invadires invadirmos invadirdes invadirem hackear hackeia hackeio hackeias hackeamos hackeais hackeiam hackeie hackeies hackeemos hackeeis hackeiem hackeares hackearmos hackeardes hackearem hackea hackeai piratear pirateia pirateio pirateias pirateamos pirateais pirateiam pirateie pirateies pirateemos pirateeis pirateiem pirateares piratearmos pirateardes piratearem piratea pirateai
V|hacking|invadindo hackeando pirateando
V|hacked|invadido invadida invadidos invadidas invadi invadiste invadiu invadistes invadiram invadia invadias invadiamos invadieis invadiam invadira invadiras invadiramos invadireis invadisse invadisses invadissemos invadisseis invadissem hackeado hackeada hackeados hackeadas hackeei hackeaste hackeou hackeastes hackearam hackeava hackeavas hackeavamos hackeaveis hackeavam hackeara hackearas hackearamos hackeareis hackeasse hackeasses hackeassemos hackeasseis hackeassem pirateado pirateada pirateados pirateadas pirateei pirateaste pirateou pirateastes piratearam pirateava pirateavas pirateavamos pirateaveis pirateavam pirateara piratearas piratearamos pirateareis pirateasse pirateasses pirateassemos pirateasseis pirateassem
V|attack|atacar ataca ataco atacas atacamos atacais atacam ataquemos ataqueis ataquem atacares atacarmos atacardes atacarem atacai agredir agride agrido agrides agredimos agredis agridem agrida agridas agridamos agridais agridam agredires agredirmos agredirdes agredirem
V|attacking|atacando agredindo
V|attacked|atacado atacada atacados atacadas ataquei atacaste atacou atacastes atacaram atacava atacavas atacavamos atacaveis atacavam atacara atacaras atacaramos atacareis atacasse atacasses atacassemos atacasseis atacassem agredido agredida agredidos agredidas agredi agrediste agrediu agredistes agrediram agredia agredias agrediamos agredieis agrediam agredira agrediras agrediramos agredireis agredisse agredisses agredissemos agredisseis agredissem
V|exploit|explorar explora exploro exploras exploramos explorais exploram explore explores exploremos exploreis explorem explorares explorarmos explorardes explorarem explorai
V|exploiting|explorando
V|exploited|explorado explorada explorados exploradas explorei exploraste explorou explorastes exploraram explorava exploravas exploravamos exploraveis exploravam explorara exploraras exploraramos explorareis explorasse explorasses explorassemos explorasseis explorassem
V|infect|infectar infecta infecto infectas infectamos infectais infectam infecte infectes infectemos infecteis infectem infectares infectarmos infectardes infectarem infectai infetar infeta infeto infetas infetamos infetais infetam infete infetes infetemos infeteis infetem infetares infetarmos infetardes infetarem infetai
V|infecting|infectando infetando
V|infected|infectado infectada infectados infectadas infectei infectaste infectou infectastes infectaram infectava infectavas infectavamos infectaveis infectavam infectara infectaras infectaramos infectareis infectasse infectasses infectassemos infectasseis infectassem infetado infetada infetados infetadas infetei infetaste infetou infetastes infetaram infetava infetavas infetavamos infetaveis infetavam infetara infetaras infetaramos infetareis infetasse infetasses infetassemos infetasseis infetassem
V|compromise|comprometer compromete comprometo comprometes comprometemos comprometeis comprometem comprometa comprometas comprometamos comprometais comprometam comprometeres comprometermos comprometerdes comprometerem comprometei
V|compromising|comprometendo
V|compromised|comprometi comprometeste comprometeu comprometestes comprometeram comprometia comprometias comprometiamos comprometieis comprometiam comprometera comprometeras comprometeramos comprometereis comprometesse comprometesses comprometessemos comprometesseis comprometessem
V|exfiltrate|exfiltrar exfiltra exfiltro exfiltras exfiltramos exfiltrais exfiltram exfiltre exfiltres exfiltremos exfiltreis exfiltrem exfiltrares exfiltrarmos exfiltrardes exfiltrarem exfiltrai
V|exfiltrating|exfiltrando
V|exfiltrated|exfiltrado exfiltrada exfiltrados exfiltradas exfiltrei exfiltraste exfiltrou exfiltrastes exfiltraram exfiltrava exfiltravas exfiltravamos exfiltraveis exfiltravam exfiltrara exfiltraras exfiltraramos exfiltrareis exfiltrasse exfiltrasses exfiltrassemos exfiltrasseis exfiltrassem
V|collect|coletar coleta coleto coletas coletamos coletais coletam colete coletes coletemos coleteis coletem coletares coletarmos coletardes coletarem coletai colectar colecta colecto colectas colectamos colectais colectam colecte colectes colectemos colecteis colectem colectares colectarmos colectardes colectarem colectai recolher recolhe recolho recolhes recolhemos recolheis recolhem recolha recolhas recolhamos recolhais recolham recolheres recolhermos recolherdes recolherem recolhei
V|collecting|coletando colectando recolhendo
V|collected|coletado coletada coletados coletadas coletei coletaste coletou coletastes coletaram coletava coletavas coletavamos coletaveis coletavam coletara coletaras coletaramos coletareis coletasse coletasses coletassemos coletasseis coletassem colectado colectada colectados colectadas colectei colectaste colectou colectastes colectaram colectava colectavas colectavamos colectaveis colectavam colectara colectaras colectaramos colectareis colectasse colectasses colectassemos colectasseis colectassem recolhido recolhida recolhidos recolhidas recolhi recolheste recolheu recolhestes recolheram recolhia recolhias recolhiamos recolhieis recolhiam recolhera recolheras recolheramos recolhereis recolhesse recolhesses recolhessemos recolhesseis recolhessem
V|capture|capturar captura capturo capturas capturamos capturais capturam capture captures capturemos captureis capturem capturares capturarmos capturardes capturarem capturai
V|capturing|capturando
V|captured|capturado capturada capturados capturadas capturei capturaste capturou capturastes capturaram capturava capturavas capturavamos capturaveis capturavam capturara capturaras capturaramos capturareis capturasse capturasses capturassemos capturasseis capturassem
V|intercept|interceptar intercepta intercepto interceptas interceptamos interceptais interceptam intercepte interceptes interceptemos intercepteis interceptem interceptares interceptarmos interceptardes interceptarem interceptai
V|intercepting|interceptando
V|intercepted|interceptado interceptada interceptados interceptadas interceptei interceptaste interceptou interceptastes interceptaram interceptava interceptavas interceptavamos interceptaveis interceptavam interceptara interceptaras interceptaramos interceptareis interceptasse interceptasses interceptassemos interceptasseis interceptassem
V|monitor|monitorar monitora monitoro monitoras monitoramos monitorais monitoram monitore monitoremos monitoreis monitorem monitorares monitorarmos monitorardes monitorarem monitorai monitorizar monitoriza monitorizo monitorizas monitorizamos monitorizais monitorizam monitorize monitorizes monitorizemos monitorizeis monitorizem monitorizares monitorizarmos monitorizardes monitorizarem monitorizai
V|monitoring|monitorando monitorizando
V|monitored|monitorado monitorada monitorados monitoradas monitorei monitoraste monitorou monitorastes monitoraram monitorava monitoravas monitoravamos monitoraveis monitoravam monitorara monitoraras monitoraramos monitorareis monitorasse monitorasses monitorassemos monitorasseis monitorassem monitorizado monitorizada monitorizados monitorizadas monitorizei monitorizaste monitorizou monitorizastes monitorizaram monitorizava monitorizavas monitorizavamos monitorizaveis monitorizavam monitorizara monitorizaras monitorizaramos monitorizareis monitorizasse monitorizasses monitorizassemos monitorizasseis monitorizassem
V|watch|vigiar vigia vigio vigias vigiamos vigiais vigiam vigie vigies vigiemos vigieis vigiem vigiares vigiarmos vigiardes vigiarem vigiai assistir assiste assisto assistes assistimos assistis assistem assista assistas assistamos assistais assistam assistires assistirmos assistirdes assistirem
V|watching|vigiando assistindo
V|watched|vigiado vigiada vigiados vigiadas vigiei vigiaste vigiou vigiastes vigiaram vigiava vigiavas vigiavamos vigiaveis vigiavam vigiara vigiaras vigiaramos vigiareis vigiasse vigiasses vigiassemos vigiasseis vigiassem assistido assistida assistidos assistidas assisti assististe assistiu assististes assistiram assistia assistias assistiamos assistieis assistiam assistira assistiras assistiramos assistireis assistisse assistisses assistissemos assistisseis assistissem
V|spy|espionar espiona espiono espionas espionamos espionais espionam espione espiones espionemos espioneis espionem espionares espionarmos espionardes espionarem espionai
V|spying|espionando
V|spied|espionado espionada espionados espionadas espionei espionaste espionou espionastes espionaram espionava espionavas espionavamos espionaveis espionavam espionara espionaras espionaramos espionareis espionasse espionasses espionassemos espionasseis espionassem
V|track|rastrear rastreia rastreias rastreamos rastreais rastreiam rastreie rastreies rastreemos rastreeis rastreiem rastreares rastrearmos rastreardes rastrearem rastrea rastreai
V|tracking|rastreando
V|tracked|rastreado rastreada rastreados rastreadas rastreei rastreaste rastreou rastreastes rastrearam rastreava rastreavas rastreavamos rastreaveis rastreavam rastreara rastrearas rastrearamos rastreareis rastreasse rastreasses rastreassemos rastreasseis rastreassem
V|observe|observar observa observo observas observamos observais observam observe observes observemos observeis observem observares observarmos observardes observarem observai
V|observing|observando
V|observed|observado observada observados observadas observei observaste observou observastes observaram observava observavas observavamos observaveis observavam observara observaras observaramos observareis observasse observasses observassemos observasseis observassem
V|forge|falsificar falsifica falsifico falsificas falsificamos falsificais falsificam falsifique falsifiques falsifiquemos falsifiqueis falsifiquem falsificares falsificarmos falsificardes falsificarem falsificai forjar forja forjo forjas forjamos forjais forjam forje forjes forjemos forjeis forjem forjares forjarmos forjardes forjarem forjai
V|forging|falsificando forjando
V|forged|falsifiquei falsificaste falsificou falsificastes falsificaram falsificava falsificavas falsificavamos falsificaveis falsificavam falsificara falsificaras falsificaramos falsificareis falsificasse falsificasses falsificassemos falsificasseis falsificassem forjei forjaste forjou forjastes forjaram forjava forjavas forjavamos forjaveis forjavam forjara forjaras forjaramos forjareis forjasse forjasses forjassemos forjasseis forjassem
V|defraud|fraudar frauda fraudo fraudas fraudamos fraudais fraudam fraudemos fraudeis fraudem fraudares fraudarmos fraudardes fraudarem fraudai
V|defrauding|fraudando
V|defrauded|fraudado fraudada fraudados fraudadas fraudei fraudaste fraudou fraudastes fraudaram fraudava fraudavas fraudavamos fraudaveis fraudavam fraudara fraudaras fraudaramos fraudareis fraudasse fraudasses fraudassemos fraudasseis fraudassem
V|deceive|enganar engana enganas enganamos enganais enganam engane enganes enganemos enganeis enganem enganares enganarmos enganardes enganarem enganai iludir ilude iludo iludes iludimos iludis iludem iluda iludas iludamos iludais iludam iludires iludirmos iludirdes iludirem
V|deceiving|enganando iludindo
V|deceived|enganado enganada enganados enganadas enganei enganaste enganou enganastes enganaram enganava enganavas enganavamos enganaveis enganavam enganara enganaras enganaramos enganareis enganasse enganasses enganassemos enganasseis enganassem iludido iludida iludidos iludidas iludi iludiste iludiu iludistes iludiram iludia iludias iludiamos iludieis iludiam iludira iludiras iludiramos iludireis iludisse iludisses iludissemos iludisseis iludissem
V|manipulate|manipular manipula manipulo manipulas manipulamos manipulais manipulam manipule manipules manipulemos manipuleis manipulem manipulares manipularmos manipulardes manipularem manipulai
V|manipulating|manipulando
V|manipulated|manipulado manipulada manipulados manipuladas manipulei manipulaste manipulou manipulastes manipularam manipulava manipulavas manipulavamos manipulaveis manipulavam manipulara manipularas manipularamos manipulareis manipulasse manipulasses manipulassemos manipulasseis manipulassem
V|lie|mentir minto mentimos mentis mentem minta mintas mintamos mintais mintam mentires mentirmos mentirdes mentirem
V|lying|mentindo
V|lied|mentido mentida mentidos mentidas menti mentiste mentiu mentistes mentiram mentia mentias mentiamos mentieis mentiam mentiramos mentireis mentisse mentisses mentissemos mentisseis mentissem
V|pretend|fingir finge finjo finges fingimos fingis fingem finja finjas finjamos finjais finjam fingires fingirmos fingirdes fingirem
V|pretending|fingindo
V|pretended|fingido fingida fingidos fingidas fingi fingiste fingiu fingistes fingiram fingia fingias fingiamos fingieis fingiam fingira fingiras fingiramos fingireis fingisse fingisses fingissemos fingisseis fingissem
V|simulate|simular simula simulo simulas simulamos simulais simulam simule simules simulemos simuleis simulem simulares simularmos simulardes simularem simulai
V|simulating|simulando
V|simulated|simulado simulada simulados simuladas simulei simulaste simulou simulastes simularam simulava simulavas simulavamos simulaveis simulavam simulara simularas simularamos simulareis simulasse simulasses simulassemos simulasseis simulassem
V|imitate|imitar imita imito imitas imitamos imitais imitam imite imites imitemos imiteis imitem imitares imitarmos imitardes imitarem imitai
V|imitating|imitando
V|imitated|imitado imitada imitados imitadas imitei imitaste imitou imitastes imitaram imitava imitavas imitavamos imitaveis imitavam imitara imitaras imitaramos imitareis imitasse imitasses imitassemos imitasseis imitassem
V|impersonate|personificar personifica personifico personificas personificamos personificais personificam personifique personifiques personifiquemos personifiqueis personifiquem personificares personificarmos personificardes personificarem personificai
V|impersonating|personificando
V|impersonated|personificado personificada personificados personificadas personifiquei personificaste personificou personificastes personificaram personificava personificavas personificavamos personificaveis personificavam personificara personificaras personificaramos personificareis personificasse personificasses personificassemos personificasseis personificassem
V|embody|encarnar encarna encarno encarnas encarnamos encarnais encarnam encarne encarnes encarnemos encarneis encarnem encarnares encarnarmos encarnardes encarnarem encarnai
V|embodying|encarnando
V|embodied|encarnado encarnada encarnados encarnadas encarnei encarnaste encarnou encarnastes encarnaram encarnava encarnavas encarnavamos encarnaveis encarnavam encarnara encarnaras encarnaramos encarnareis encarnasse encarnasses encarnassemos encarnasseis encarnassem
V|threaten|ameacar ameaco ameacamos ameacais ameacam ameace ameaces ameacemos ameaceis ameacem ameacares ameacarmos ameacardes ameacarem ameacai
V|threatening|ameacando
V|threatened|ameacado ameacada ameacados ameacadas ameacei ameacaste ameacou ameacastes ameacaram ameacava ameacavas ameacavamos ameacaveis ameacavam ameacara ameacaras ameacaramos ameacareis ameacasse ameacasses ameacassemos ameacasseis ameacassem
V|blackmail|chantagear chantageia chantageio chantageias chantageamos chantageais chantageiam chantageie chantageies chantageemos chantageeis chantageiem chantageares chantagearmos chantageardes chantagearem chantagea chantageai
V|blackmailing|chantageando
V|blackmailed|chantageado chantageada chantageados chantageadas chantageei chantageaste chantageou chantageastes chantagearam chantageava chantageavas chantageavamos chantageaveis chantageavam chantageara chantagearas chantagearamos chantageareis chantageasse chantageasses chantageassemos chantageasseis chantageassem
V|extort|extorquir extorque extorquires extorquirmos extorquirdes extorquirem
V|extorting|extorquindo
V|extorted|extorquido extorquida extorquidos extorquidas extorqui extorquiste extorquiu extorquimos extorquistes extorquiram extorquia extorquias extorquiamos extorquieis extorquiam extorquira extorquiras extorquiramos extorquireis extorquisse extorquisses extorquissemos extorquisseis extorquissem
V|rob|assaltar assalta assaltas assaltamos assaltais assaltam assalte assaltes assaltemos assalteis assaltem assaltares assaltarmos assaltardes assaltarem assaltai
V|robbing|assaltando
V|robbed|assaltado assaltada assaltados assaltadas assaltei assaltaste assaltou assaltastes assaltaram assaltava assaltavas assaltavamos assaltaveis assaltavam assaltara assaltaras assaltaramos assaltareis assaltasse assaltasses assaltassemos assaltasseis assaltassem
V|harass|assediar assedia assedias assediamos assediais assediam assedie assedies assediemos assedieis assediem assediares assediarmos assediardes assediarem assediai
V|harassing|assediando
V|harassed|assediado assediada assediados assediadas assediei assediaste assediou assediastes assediaram assediava assediavas assediavamos assediaveis assediavam assediara assediaras assediaramos assediareis assediasse assediasses assediassemos assediasseis assediassem
V|intimidate|intimidar intimida intimido intimidas intimidamos intimidais intimidam intimide intimides intimidemos intimideis intimidem intimidares intimidarmos intimidardes intimidarem intimidai
V|intimidating|intimidando
V|intimidated|intimidado intimidada intimidados intimidadas intimidei intimidaste intimidou intimidastes intimidaram intimidava intimidavas intimidavamos intimidaveis intimidavam intimidara intimidaras intimidaramos intimidareis intimidasse intimidasses intimidassemos intimidasseis intimidassem
V|insult|insultar insulta insultas insultamos insultais insultam insulte insultes insultemos insulteis insultem insultares insultarmos insultardes insultarem insultai
V|insulting|insultando
V|insulted|insultado insultada insultados insultadas insultei insultaste insultou insultastes insultaram insultava insultavas insultavamos insultaveis insultavam insultara insultaras insultaramos insultareis insultasse insultasses insultassemos insultasseis insultassem
V|offend|ofender ofende ofendo ofendes ofendemos ofendeis ofendem ofenda ofendas ofendamos ofendais ofendam ofenderes ofendermos ofenderdes ofenderem ofendei
V|offending|ofendendo
V|offended|ofendido ofendida ofendidos ofendidas ofendi ofendeste ofendeu ofendestes ofenderam ofendia ofendias ofendiamos ofendieis ofendiam ofendera ofenderas ofenderamos ofendereis ofendesse ofendesses ofendessemos ofendesseis ofendessem
V|discriminate|discriminar discrimina discrimino discriminas discriminamos discriminais discriminam discrimine discrimines discriminemos discrimineis discriminem discriminares discriminarmos discriminardes discriminarem discriminai
V|discriminating|discriminando
V|discriminated|discriminado discriminada discriminados discriminadas discriminei discriminaste discriminou discriminastes discriminaram discriminava discriminavas discriminavamos discriminaveis discriminavam discriminara discriminaras discriminaramos discriminareis discriminasse discriminasses discriminassemos discriminasseis discriminassem
V|kill|matar mata mato matas matamos matais matam mate mates matemos mateis matem matares matarmos matardes matarem matai
V|killing|matando
V|killed|matado matada matados matadas matei mataste matou matastes mataram matava matavas matavamos mataveis matavam matara mataras mataramos matareis matasse matasses matassemos matasseis matassem
V|murder|assassinar assassina assassino assassinas assassinamos assassinais assassinam assassine assassines assassinemos assassineis assassinem assassinares assassinarmos assassinardes assassinarem assassinai
V|murdering|assassinando
V|murdered|assassinado assassinada assassinados assassinadas assassinei assassinaste assassinou assassinastes assassinaram assassinava assassinavas assassinavamos assassinaveis assassinavam assassinara assassinaras assassinaramos assassinareis assassinasse assassinasses assassinassemos assassinasseis assassinassem
V|torture|torturar tortura torturo torturas torturamos torturais torturam torture tortures torturemos tortureis torturem torturares torturarmos torturardes torturarem torturai
V|torturing|torturando
V|tortured|torturado torturada torturados torturadas torturei torturaste torturou torturastes torturaram torturava torturavas torturavamos torturaveis torturavam torturara torturaras torturaramos torturareis torturasse torturasses torturassemos torturasseis torturassem
V|violate|violar viola violo violas violamos violais violam viole violes violemos violeis violem violares violarmos violardes violarem violai transgredir transgride transgrido transgrides transgredimos transgredis transgridem transgrida transgridas transgridamos transgridais transgridam transgredires transgredirmos transgredirdes transgredirem
V|violating|violando transgredindo
V|violated|violado violada violados violadas violei violaste violou violastes violaram violava violavas violavamos violaveis violavam violara violaras violaramos violareis violasse violasses violassemos violasseis violassem transgredido transgredida transgredidos transgredidas transgredi transgrediste transgrediu transgredistes transgrediram transgredia transgredias transgrediamos transgredieis transgrediam transgredira transgrediras transgrediramos transgredireis transgredisse transgredisses transgredissemos transgredisseis transgredissem
V|infringe|infringir infringe infrinjo infringes infringimos infringis infringem infrinja infrinjas infrinjamos infrinjais infrinjam infringires infringirmos infringirdes infringirem
V|infringing|infringindo
V|infringed|infringido infringida infringidos infringidas infringi infringiste infringiu infringistes infringiram infringia infringias infringiamos infringieis infringiam infringira infringiras infringiramos infringireis infringisse infringisses infringissemos infringisseis infringissem
V|poison|envenenar envenena enveneno envenenas envenenamos envenenais envenenam envenene envenenes envenenemos enveneneis envenenem envenenares envenenarmos envenenardes envenenarem envenenai
V|poisoning|envenenando
V|poisoned|envenenado envenenada envenenados envenenadas envenenei envenenaste envenenou envenenastes envenenaram envenenava envenenavas envenenavamos envenenaveis envenenavam envenenara envenenaras envenenaramos envenenareis envenenasse envenenasses envenenassemos envenenasseis envenenassem
V|drug|drogar drogo drogamos drogais drogam drogue drogues droguemos drogueis droguem drogares drogarmos drogardes drogarem drogai
V|drugging|drogando
V|drugged|drogado drogada drogados drogadas droguei drogaste drogou drogastes drogaram drogava drogavas drogavamos drogaveis drogavam drogara drogaras drogaramos drogareis drogasse drogasses drogassemos drogasseis drogassem
V|traffic|traficar trafica trafico traficas traficamos traficais traficam trafique trafiques trafiquemos trafiqueis trafiquem traficares traficarmos traficardes traficarem traficai
V|trafficking|traficando
V|trafficked|traficado traficada traficados traficadas trafiquei traficaste traficou traficastes traficaram traficava traficavas traficavamos traficaveis traficavam traficara traficaras traficaramos traficareis traficasse traficasses traficassemos traficasseis traficassem
V|smuggle|contrabandear contrabandeia contrabandeio contrabandeias contrabandeamos contrabandeais contrabandeiam contrabandeie contrabandeies contrabandeemos contrabandeeis contrabandeiem contrabandeares contrabandearmos contrabandeardes contrabandearem contrabandea contrabandeai
V|smuggling|contrabandeando
V|smuggled|contrabandeado contrabandeada contrabandeados contrabandeadas contrabandeei contrabandeaste contrabandeou contrabandeastes contrabandearam contrabandeava contrabandeavas contrabandeavamos contrabandeaveis contrabandeavam contrabandeara contrabandearas contrabandearamos contrabandeareis contrabandeasse contrabandeasses contrabandeassemos contrabandeasseis contrabandeassem
V|wash|lavar lava lavo lavas lavamos lavais lavam lave laves lavemos laveis lavem lavares lavarmos lavardes lavarem lavai
V|washing|lavando
V|washed|lavado lavada lavados lavadas lavei lavaste lavou lavastes lavaram lavava lavavas lavavamos lavaveis lavavam lavara lavaras lavaramos lavareis lavasse lavasses lavassemos lavasseis lavassem
V|explode|explodir explode explodo explodes explodimos explodis explodem exploda explodas explodamos explodais explodam explodires explodirmos explodirdes explodirem
V|exploding|explodindo
V|exploded|explodido explodida explodidos explodidas explodi explodiste explodiu explodistes explodiram explodia explodias explodiamos explodieis explodiam explodira explodiras explodiramos explodireis explodisse explodisses explodissemos explodisseis explodissem
V|detonate|detonar detona detono detonas detonamos detonais detonam detone detones detonemos detoneis detonem detonares detonarmos detonardes detonarem detonai
V|detonating|detonando
V|detonated|detonado detonada detonados detonadas detonei detonaste detonou detonastes detonaram detonava detonavas detonavamos detonaveis detonavam detonara detonaras detonaramos detonareis detonasse detonasses detonassemos detonasseis detonassem
V|trigger|disparar dispara disparo disparas disparamos disparais disparam dispare dispares disparemos dispareis disparem disparares dispararmos disparardes dispararem disparai acionar aciona aciono acionas acionamos acionais acionam acione aciones acionemos acioneis acionem acionares acionarmos acionardes acionarem acionai accionar acciona acciono accionas accionamos accionais accionam accione acciones accionemos accioneis accionem accionares accionarmos accionardes accionarem accionai desencadear desencadeia desencadeio desencadeias desencadeamos desencadeais desencadeiam desencadeie desencadeies desencadeemos desencadeeis desencadeiem desencadeares desencadearmos desencadeardes desencadearem desencadea desencadeai
V|triggering|disparando acionando accionando desencadeando
V|triggered|disparado disparada disparados disparadas disparei disparaste disparou disparastes dispararam disparava disparavas disparavamos disparaveis disparavam disparara dispararas dispararamos disparareis disparasse disparasses disparassemos disparasseis disparassem acionado acionada acionados acionadas acionei acionaste acionou acionastes acionaram acionava acionavas acionavamos acionaveis acionavam acionara acionaras acionaramos acionareis acionasse acionasses acionassemos acionasseis acionassem accionado accionada accionados accionadas accionei accionaste accionou accionastes accionaram accionava accionavas accionavamos accionaveis accionavam accionara accionaras accionaramos accionareis accionasse accionasses accionassemos accionasseis accionassem desencadeado desencadeada desencadeados desencadeadas desencadeei desencadeaste desencadeou desencadeastes desencadearam desencadeava desencadeavas desencadeavamos desencadeaveis desencadeavam desencadeara desencadearas desencadearamos desencadeareis desencadeasse desencadeasses desencadeassemos desencadeasseis desencadeassem
V|shoot|atirar atira atiro atiras atiramos atirais atiram atire atires atiremos atireis atirem atirares atirarmos atirardes atirarem atirai
V|shooting|atirando
V|shot|atirado atirada atirados atiradas atirei atiraste atirou atirastes atiraram atirava atiravas atiravamos atiraveis atiravam atirara atiraras atiraramos atirareis atirasse atirasses atirassemos atirasseis atirassem
V|arm|armar armo armamos armais armam arme armes armemos armeis armem armares armarmos armardes armarem armai
V|arming|armando
V|armed|armado armada armados armadas armei armaste armou armastes armaram armava armavas armavamos armaveis armavam armara armaras armaramos armareis armasse armasses armassemos armasseis armassem
V|plagiarize|plagiar plagia plagio plagias plagiamos plagiais plagiam plagie plagies plagiemos plagieis plagiem plagiares plagiarmos plagiardes plagiarem plagiai
V|plagiarizing|plagiando
V|plagiarized|plagiado plagiada plagiados plagiadas plagiei plagiaste plagiou plagiastes plagiaram plagiava plagiavas plagiavamos plagiaveis plagiavam plagiara plagiaras plagiaramos plagiareis plagiasse plagiasses plagiassemos plagiasseis plagiassem
V|clone|clonar clona clono clonas clonamos clonais clonam clone clones clonemos cloneis clonem clonares clonarmos clonardes clonarem clonai
V|cloning|clonando
V|cloned|clonado clonada clonados clonadas clonei clonaste clonou clonastes clonaram clonava clonavas clonavamos clonaveis clonavam clonara clonaras clonaramos clonareis clonasse clonasses clonassemos clonasseis clonassem
V|convince|convencer convence convenco convences convencemos convenceis convencem convenca convencas convencamos convencais convencam convenceres convencermos convencerdes convencerem convencei
V|convincing|convencendo
V|convinced|convencido convencida convencidos convencidas convenci convenceste convenceu convencestes convenceram convencia convencias convenciamos convencieis convenciam convencera convenceras convenceramos convencereis convencesse convencesses convencessemos convencesseis convencessem
V|persuade|persuadir persuade persuado persuades persuadimos persuadis persuadem persuada persuadas persuadamos persuadais persuadam persuadires persuadirmos persuadirdes persuadirem
V|persuading|persuadindo
V|persuaded|persuadido persuadida persuadidos persuadidas persuadi persuadiste persuadiu persuadistes persuadiram persuadia persuadias persuadiamos persuadieis persuadiam persuadira persuadiras persuadiramos persuadireis persuadisse persuadisses persuadissemos persuadisseis persuadissem
V|pressure|pressionar pressiona pressiono pressionas pressionamos pressionais pressionam pressione pressiones pressionemos pressioneis pressionem pressionares pressionarmos pressionardes pressionarem pressionai
V|pressuring|pressionando
V|pressured|pressionado pressionada pressionados pressionadas pressionei pressionaste pressionou pressionastes pressionaram pressionava pressionavas pressionavamos pressionaveis pressionavam pressionara pressionaras pressionaramos pressionareis pressionasse pressionasses pressionassemos pressionasseis pressionassem
V|force|forcar forco forcamos forcais forcam force forces forcemos forceis forcem forcares forcarmos forcardes forcarem forcai obrigar obriga obrigo obrigas obrigamos obrigais obrigam obrigue obrigues obriguemos obrigueis obriguem obrigares obrigarmos obrigardes obrigarem obrigai
V|forcing|forcando obrigando
V|forced|forcado forcada forcados forcadas forcei forcaste forcou forcastes forcaram forcava forcavas forcavamos forcaveis forcavam forcara forcaras forcaramos forcareis forcasse forcasses forcassemos forcasseis forcassem obriguei obrigaste obrigou obrigastes obrigaram obrigava obrigavas obrigavamos obrigaveis obrigavam obrigara obrigaras obrigaramos obrigareis obrigasse obrigasses obrigassemos obrigasseis obrigassem
V|coerce|coagir coage coajo coages coagimos coagis coagem coaja coajas coajamos coajais coajam coagires coagirmos coagirdes coagirem
V|coercing|coagindo
V|coerced|coagido coagida coagidos coagidas coagi coagiste coagiu coagistes coagiram coagia coagias coagiamos coagieis coagiam coagira coagiras coagiramos coagireis coagisse coagisses coagissemos coagisseis coagissem
V|induce|induzir induz induze induzo induzes induzimos induzis induzem induza induzas induzamos induzais induzam induzires induzirmos induzirdes induzirem
V|inducing|induzindo
V|induced|induzido induzida induzidos induzidas induzi induziste induziu induzistes induziram induzia induzias induziamos induzieis induziam induzira induziras induziramos induzireis induzisse induzisses induzissemos induzisseis induzissem
V|seduce|seduzir seduz seduze seduzo seduzes seduzimos seduzis seduzem seduza seduzas seduzamos seduzais seduzam seduzires seduzirmos seduzirdes seduzirem
V|seducing|seduzindo
V|seduced|seduzido seduzida seduzidos seduzidas seduzi seduziste seduziu seduzistes seduziram seduzia seduzias seduziamos seduzieis seduziam seduzira seduziras seduziramos seduzireis seduzisse seduzisses seduzissemos seduzisseis seduzissem
V|help|ajudar ajudo ajudamos ajudais ajudam ajude ajudes ajudemos ajudeis ajudem ajudares ajudarmos ajudardes ajudarem ajudai auxiliar auxilia auxilias auxiliamos auxiliais auxiliam auxilie auxilies auxiliemos auxilieis auxiliem auxiliares auxiliarmos auxiliardes auxiliarem auxiliai
V|helping|ajudando auxiliando
V|helped|ajudado ajudada ajudados ajudadas ajudei ajudaste ajudou ajudastes ajudaram ajudava ajudavas ajudavamos ajudaveis ajudavam ajudara ajudaras ajudaramos ajudareis ajudasse ajudasses ajudassemos ajudasseis ajudassem auxiliado auxiliada auxiliados auxiliadas auxiliei auxiliaste auxiliou auxiliastes auxiliaram auxiliava auxiliavas auxiliavamos auxiliaveis auxiliavam auxiliara auxiliaras auxiliaramos auxiliareis auxiliasse auxiliasses auxiliassemos auxiliasseis auxiliassem
V|support|apoiar apoia apoias apoiamos apoiais apoiam apoie apoies apoiemos apoieis apoiem apoiares apoiarmos apoiardes apoiarem apoiai suportar suporta suporto suportas suportamos suportais suportam suportemos suporteis suportem suportares suportarmos suportardes suportarem suportai
V|supporting|apoiando suportando
V|supported|apoiado apoiada apoiados apoiadas apoiei apoiaste apoiou apoiastes apoiaram apoiava apoiavas apoiavamos apoiaveis apoiavam apoiara apoiaras apoiaramos apoiareis apoiasse apoiasses apoiassemos apoiasseis apoiassem suportado suportada suportados suportadas suportei suportaste suportou suportastes suportaram suportava suportavas suportavamos suportaveis suportavam suportara suportaras suportaramos suportareis suportasse suportasses suportassemos suportasseis suportassem
V|handle|atender atende atendo atendes atendemos atendeis atendem atenda atendas atendamos atendais atendam atenderes atendermos atenderdes atenderem atendei
V|handling|atendendo
V|handled|atendido atendida atendidos atendidas atendi atendeste atendeu atendestes atenderam atendia atendias atendiamos atendieis atendiam atendera atenderas atenderamos atendereis atendesse atendesses atendessemos atendesseis atendessem
V|treat|tratar trata trato tratas tratamos tratais tratam trate trates tratemos trateis tratem tratares tratarmos tratardes tratarem tratai
V|treating|tratando
V|treated|tratado tratada tratados tratadas tratei trataste tratou tratastes trataram tratava tratavas tratavamos trataveis tratavam tratara trataras trataramos tratareis tratasse tratasses tratassemos tratasseis tratassem
V|deal|lidar lidamos lidais lidam lide lides lidemos lideis lidem lidares lidarmos lidardes lidarem lidai
V|dealing|lidando
V|dealt|lidado lidada lidados lidadas lidei lidaste lidou lidastes lidaram lidava lidavas lidavamos lidaveis lidavam lidara lidaras lidaramos lidareis lidasse lidasses lidassemos lidasseis lidassem
V|administer|administrar administra administro administras administramos administrais administram administre administres administremos administreis administrem administrares administrarmos administrardes administrarem administrai
V|administering|administrando
V|administered|administrado administrada administrados administradas administrei administraste administrou administrastes administraram administrava administravas administravamos administraveis administravam administrara administraras administraramos administrareis administrasse administrasses administrassemos administrasseis administrassem
V|control|controlar controla controlas controlamos controlais controlam controlemos controleis controlem controlares controlarmos controlardes controlarem controlai
V|controlling|controlando
V|controlled|controlado controlada controlados controladas controlei controlaste controlou controlastes controlaram controlava controlavas controlavamos controlaveis controlavam controlara controlaras controlaramos controlareis controlasse controlasses controlassemos controlasseis controlassem
V|direct|dirigir dirige dirijo diriges dirigimos dirigis dirigem dirija dirijas dirijamos dirijais dirijam dirigires dirigirmos dirigirdes dirigirem
V|directing|dirigindo
V|directed|dirigido dirigida dirigidos dirigidas dirigi dirigiste dirigiu dirigistes dirigiram dirigia dirigias dirigiamos dirigieis dirigiam dirigira dirigiras dirigiramos dirigireis dirigisse dirigisses dirigissemos dirigisseis dirigissem
V|lead|liderar lidera lidero lideras lideramos liderais lideram lidere lideremos lidereis liderem liderares liderarmos liderardes liderarem liderai conduzir conduz conduze conduzo conduzes conduzimos conduzis conduzem conduza conduzas conduzamos conduzais conduzam conduzires conduzirmos conduzirdes conduzirem
V|leading|liderando conduzindo
V|led|liderado liderada liderados lideradas liderei lideraste liderou liderastes lideraram liderava lideravas lideravamos lideraveis lideravam liderara lideraras lideraramos liderareis liderasse liderasses liderassemos liderasseis liderassem conduzido conduzida conduzidos conduzidas conduzi conduziste conduziu conduzistes conduziram conduzia conduzias conduziamos conduzieis conduziam conduzira conduziras conduziramos conduzireis conduzisse conduzisses conduzissemos conduzisseis conduzissem
V|coordinate|coordenar coordena coordeno coordenas coordenamos coordenais coordenam coordene coordenes coordenemos coordeneis coordenem coordenares coordenarmos coordenardes coordenarem coordenai
V|coordinating|coordenando
V|coordinated|coordenado coordenada coordenados coordenadas coordenei coordenaste coordenou coordenastes coordenaram coordenava coordenavas coordenavamos coordenaveis coordenavam coordenara coordenaras coordenaramos coordenareis coordenasse coordenasses coordenassemos coordenasseis coordenassem
V|organize|organizar organiza organizo organizas organizamos organizais organizam organize organizes organizemos organizeis organizem organizares organizarmos organizardes organizarem organizai
V|organizing|organizando
V|organized|organizado organizada organizados organizadas organizei organizaste organizou organizastes organizaram organizava organizavas organizavamos organizaveis organizavam organizara organizaras organizaramos organizareis organizasse organizasses organizassemos organizasseis organizassem
V|plan|planejar planeja planejo planejas planejamos planejais planejam planeje planejes planejemos planejeis planejem planejares planejarmos planejardes planejarem planejai planear planeia planeio planeias planeamos planeais planeiam planeie planeies planeemos planeeis planeiem planeares planearmos planeardes planearem planea planeai
V|planning|planejando planeando
V|planned|planejado planejada planejados planejadas planejei planejaste planejou planejastes planejaram planejava planejavas planejavamos planejaveis planejavam planejara planejaras planejaramos planejareis planejasse planejasses planejassemos planejasseis planejassem planeado planeada planeados planeadas planeei planeaste planeou planeastes planearam planeava planeavas planeavamos planeaveis planeavam planeara planearas planearamos planeareis planeasse planeasses planeassemos planeasseis planeassem
V|schedule|agendar agendo agendamos agendais agendam agende agendes agendemos agendeis agendem agendares agendarmos agendardes agendarem agendai
V|scheduling|agendando
V|scheduled|agendado agendada agendados agendadas agendei agendaste agendou agendastes agendaram agendava agendavas agendavamos agendaveis agendavam agendara agendaras agendaramos agendareis agendasse agendasses agendassemos agendasseis agendassem
V|invite|convidar convida convido convidas convidamos convidais convidam convide convides convidemos convideis convidem convidares convidarmos convidardes convidarem convidai
V|inviting|convidando
V|invited|convidei convidaste convidou convidastes convidaram convidava convidavas convidavamos convidaveis convidavam convidara convidaras convidaramos convidareis convidasse convidasses convidassemos convidasseis convidassem
V|participate|participar participa participo participas participamos participais participam participe participes participemos participeis participem participares participarmos participardes participarem participai
V|participating|participando
V|participated|participado participada participados participadas participei participaste participou participastes participaram participava participavas participavamos participaveis participavam participara participaras participaramos participareis participasse participasses participassemos participasseis participassem
V|work|trabalhar trabalha trabalhas trabalhamos trabalhais trabalham trabalhe trabalhes trabalhemos trabalheis trabalhem trabalhares trabalharmos trabalhardes trabalharem trabalhai funcionar funciona funciono funcionas funcionamos funcionam funcione funciones funcionemos funcioneis funcionem funcionares funcionarmos funcionardes funcionarem funcionai
V|working|trabalhando funcionando
V|worked|trabalhado trabalhada trabalhados trabalhadas trabalhei trabalhaste trabalhou trabalhastes trabalharam trabalhava trabalhavas trabalhavamos trabalhaveis trabalhavam trabalhara trabalharas trabalharamos trabalhareis trabalhasse trabalhasses trabalhassemos trabalhasseis trabalhassem funcionado funcionada funcionados funcionadas funcionei funcionaste funcionou funcionastes funcionaram funcionava funcionavas funcionavamos funcionaveis funcionavam funcionara funcionaras funcionaramos funcionareis funcionasse funcionasses funcionassemos funcionasseis funcionassem
V|operate|operar opera opero operas operamos operais operam opere operes operemos opereis operem operares operarmos operardes operarem operai
V|operating|operando
V|operated|operado operada operados operadas operei operaste operou operastes operaram operava operavas operavamos operaveis operavam operara operaras operaramos operareis operasse operasses operassemos operasseis operassem
V|hire|contratar contrata contratas contratamos contratais contratam contrate contrates contratemos contrateis contratem contratares contratarmos contratardes contratarem contratai
V|hiring|contratando
V|hired|contratado contratada contratados contratadas contratei contrataste contratou contratastes contrataram contratava contratavas contratavamos contrataveis contratavam contratara contrataras contrataramos contratareis contratasse contratasses contratassemos contratasseis contratassem
V|fire|demitir demite demito demites demitimos demitis demitem demita demitas demitamos demitais demitam demitires demitirmos demitirdes demitirem
V|firing|demitindo
V|fired|demitido demitida demitidos demitidas demiti demitiste demitiu demitistes demitiram demitia demitias demitiamos demitieis demitiam demitira demitiras demitiramos demitireis demitisse demitisses demitissemos demitisseis demitissem
V|recruit|recrutar recruta recruto recrutas recrutamos recrutais recrutam recrute recrutes recrutemos recruteis recrutem recrutares recrutarmos recrutardes recrutarem recrutai
V|recruiting|recrutando
V|recruited|recrutado recrutada recrutados recrutadas recrutei recrutaste recrutou recrutastes recrutaram recrutava recrutavas recrutavamos recrutaveis recrutavam recrutara recrutaras recrutaramos recrutareis recrutasse recrutasses recrutassemos recrutasseis recrutassem
V|apply|candidatar candidatamos candidatais candidatam candidate candidates candidatemos candidateis candidatem candidatares candidatarmos candidatardes candidatarem candidatai aplicar aplica aplico aplicas aplicamos aplicais aplicam aplique apliques apliquemos apliqueis apliquem aplicares aplicarmos aplicardes aplicarem aplicai
V|applying|candidatando aplicando
V|applied|candidatado candidatada candidatados candidatadas candidatei candidataste candidatou candidatastes candidataram candidatava candidatavas candidatavamos candidataveis candidatavam candidatara candidataras candidataramos candidatareis candidatasse candidatasses candidatassemos candidatasseis candidatassem aplicado aplicada aplicados aplicadas apliquei aplicaste aplicou aplicastes aplicaram aplicava aplicavas aplicavamos aplicavam aplicara aplicaras aplicaramos aplicareis aplicasse aplicasses aplicassemos aplicasseis aplicassem
V|interview|entrevistar entrevisto entrevistamos entrevistais entrevistam entreviste entrevistes entrevistemos entrevisteis entrevistem entrevistares entrevistarmos entrevistardes entrevistarem entrevistai
V|interviewing|entrevistando
V|interviewed|entrevistado entrevistada entrevistados entrevistadas entrevistei entrevistaste entrevistou entrevistastes entrevistaram entrevistava entrevistavas entrevistavamos entrevistaveis entrevistavam entrevistara entrevistaras entrevistaramos entrevistareis entrevistasse entrevistasses entrevistassemos entrevistasseis entrevistassem
V|promote|promover promove promovo promoves promovemos promoveis promovem promova promovas promovamos promovais promovam promoveres promovermos promoverdes promoverem promovei
V|promoting|promovendo
V|promoted|promovido promovida promovidos promovidas promovi promoveste promoveu promovestes promoveram promovia promovias promoviamos promovieis promoviam promovera promoveras promoveramos promovereis promovesse promovesses promovessemos promovesseis promovessem
V|understand|entender entende entendo entendes entendemos entendeis entendem entenda entendas entendamos entendais entendam entenderes entendermos entenderdes entenderem entendei compreender compreende compreendo compreendes compreendemos compreendeis compreendem compreenda compreendas compreendamos compreendais compreendam compreenderes compreendermos compreenderdes compreenderem compreendei perceber percebe percebo percebes percebemos percebeis percebem perceba percebas percebamos percebais percebam perceberes percebermos perceberdes perceberem percebei
V|understanding|entendendo compreendendo percebendo
V|understood|entendido entendida entendidos entendidas entendi entendeste entendeu entendestes entenderam entendia entendias entendiamos entendieis entendiam entendera entenderas entenderamos entendereis entendesse entendesses entendessemos entendesseis entendessem compreendido compreendida compreendidos compreendidas compreendi compreendeste compreendeu compreendestes compreenderam compreendia compreendias compreendiamos compreendieis compreendiam compreendera compreenderas compreenderamos compreendereis compreendesse compreendesses compreendessemos compreendesseis compreendessem percebido percebida percebidos percebidas percebi percebeste percebeu percebestes perceberam percebia percebias percebiamos percebieis percebiam percebera perceberas perceberamos percebereis percebesse percebesses percebessemos percebesseis percebessem
V|notice|notar noto notamos notais notam note notes notemos noteis notem notares notarmos notardes notarem notai
V|noticing|notando
V|noticed|notado notada notados notadas notei notaste notou notastes notaram notava notavas notavamos notaveis notavam notara notaras notaramos notareis notasse notasses notassemos notasseis notassem
V|think|pensar pensa penso pensas pensamos pensais pensam pense penses pensemos penseis pensem pensares pensarmos pensardes pensarem pensai
V|thinking|pensando
V|thought|pensado pensada pensados pensadas pensei pensaste pensou pensastes pensaram pensava pensavas pensavamos pensaveis pensavam pensara pensaras pensaramos pensareis pensasse pensasses pensassemos pensasseis pensassem
V|consider|considerar considera considero consideras consideramos considerais consideram considere consideres consideremos considereis considerem considerares considerarmos considerardes considerarem considerai
V|considering|considerando
V|considered|considerado considerada considerados consideradas considerei consideraste considerou considerastes consideraram considerava consideravas consideravamos consideraveis consideravam considerara consideraras consideraramos considerareis considerasse considerasses considerassemos considerasseis considerassem
V|imagine|imaginar imagina imagino imaginas imaginamos imaginais imaginam imagine imagines imaginemos imagineis imaginem imaginares imaginarmos imaginardes imaginarem imaginai
V|imagining|imaginando
V|imagined|imaginado imaginada imaginados imaginadas imaginei imaginaste imaginou imaginastes imaginaram imaginava imaginavas imaginavamos imaginaveis imaginavam imaginara imaginaras imaginaramos imaginareis imaginasse imaginasses imaginassemos imaginasseis imaginassem
V|study|estudar estuda estudas estudamos estudais estudam estude estudes estudemos estudeis estudem estudares estudarmos estudardes estudarem estudai
V|studying|estudando
V|studied|estudado estudada estudados estudadas estudei estudaste estudou estudastes estudaram estudava estudavas estudavamos estudaveis estudavam estudara estudaras estudaramos estudareis estudasse estudasses estudassemos estudasseis estudassem
V|learn|aprender aprende aprendo aprendes aprendemos aprendeis aprendem aprenda aprendas aprendamos aprendais aprendam aprenderes aprendermos aprenderdes aprenderem aprendei
V|learning|aprendendo
V|learned|aprendido aprendida aprendidos aprendidas aprendi aprendeste aprendeu aprendestes aprenderam aprendia aprendias aprendiamos aprendieis aprendiam aprendera aprenderas aprenderamos aprendereis aprendesse aprendesses aprendessemos aprendesseis aprendessem
V|teach|ensinar ensina ensino ensinas ensinamos ensinais ensinam ensine ensines ensinemos ensineis ensinem ensinares ensinarmos ensinardes ensinarem ensinai
V|teaching|ensinando
V|taught|ensinado ensinada ensinados ensinadas ensinei ensinaste ensinou ensinastes ensinaram ensinava ensinavas ensinavamos ensinaveis ensinavam ensinara ensinaras ensinaramos ensinareis ensinasse ensinasses ensinassemos ensinasseis ensinassem
V|train|treinar treina treinas treinamos treinais treinam treine treines treinemos treineis treinem treinares treinarmos treinardes treinarem treinai
V|training|treinando
V|trained|treinado treinada treinados treinadas treinei treinaste treinou treinastes treinaram treinava treinavas treinavamos treinaveis treinavam treinara treinaras treinaramos treinareis treinasse treinasses treinassemos treinasseis treinassem
V|educate|educar educa educo educas educamos educais educam eduque eduques eduquemos eduqueis eduquem educares educarmos educardes educarem educai
V|educating|educando
V|educated|eduquei educaste educou educastes educaram educava educavas educavamos educaveis educavam educara educaras educaramos educareis educasse educasses educassemos educasseis educassem
V|look|olhar olha olhas olhamos olhais olham olhe olhes olhemos olheis olhem olhares olharmos olhardes olharem olhai
V|looking|olhando
V|looked|olhado olhada olhados olhadas olhei olhaste olhou olhastes olharam olhava olhavas olhavamos olhaveis olhavam olhara olharas olharamos olhareis olhasse olhasses olhassemos olhasseis olhassem
V|listen|escutar escuta escuto escutas escutamos escutais escutam escute escutes escutemos escuteis escutem escutares escutarmos escutardes escutarem escutai
V|listening|escutando
V|listened|escutado escutada escutados escutadas escutei escutaste escutou escutastes escutaram escutava escutavas escutavamos escutaveis escutavam escutara escutaras escutaramos escutareis escutasse escutasses escutassemos escutasseis escutassem
V|decide|decidir decide decido decides decidimos decidis decidem decida decidas decidamos decidais decidam decidires decidirmos decidirdes decidirem
V|deciding|decidindo
V|decided|decidido decidida decididos decididas decidi decidiste decidiu decidistes decidiram decidia decidias decidiamos decidieis decidiam decidira decidiras decidiramos decidireis decidisse decidisses decidissemos decidisseis decidissem
V|determine|determinar determina determino determinas determinamos determinais determinam determine determines determinemos determineis determinem determinares determinarmos determinardes determinarem determinai
V|determining|determinando
V|determined|determinado determinada determinados determinadas determinei determinaste determinou determinastes determinaram determinava determinavas determinavamos determinaveis determinavam determinara determinaras determinaramos determinareis determinasse determinasses determinassemos determinasseis determinassem
V|choose|escolher escolhe escolho escolhes escolhemos escolheis escolhem escolha escolhas escolhamos escolhais escolham escolheres escolhermos escolherdes escolherem escolhei
V|choosing|escolhendo
V|chosen|escolhido escolhida escolhidos escolhidas
V|chose|escolhi escolheste escolheu escolhestes escolheram escolhia escolhias escolhiamos escolhieis escolhiam escolhera escolheras escolheramos escolhereis escolhesse escolhesses escolhessemos escolhesseis escolhessem
V|select|selecionar seleciona seleciono selecionas selecionamos selecionais selecionam selecione seleciones selecionemos selecioneis selecionem selecionares selecionarmos selecionardes selecionarem selecionai seleccionar selecciona selecciono seleccionas seleccionamos seleccionais seleccionam seleccione selecciones seleccionemos seleccioneis seleccionem seleccionares seleccionarmos seleccionardes seleccionarem seleccionai
V|selecting|selecionando seleccionando
V|selected|selecionado selecionada selecionados selecionadas selecionei selecionaste selecionou selecionastes selecionaram selecionava selecionavas selecionavamos selecionaveis selecionavam selecionara selecionaras selecionaramos selecionareis selecionasse selecionasses selecionassemos selecionasseis selecionassem seleccionado seleccionada seleccionados seleccionadas seleccionei seleccionaste seleccionou seleccionastes seleccionaram seleccionava seleccionavas seleccionavamos seleccionaveis seleccionavam seleccionara seleccionaras seleccionaramos seleccionareis seleccionasse seleccionasses seleccionassemos seleccionasseis seleccionassem
V|prefer|preferir prefere prefiro preferes preferimos preferis preferem prefira prefiras prefiramos prefirais prefiram preferires preferirmos preferirdes preferirem
V|preferring|preferindo
V|preferred|preferido preferida preferidos preferidas preferi preferiste preferiu preferistes preferiram preferia preferias preferiamos preferieis preferiam preferira preferiras preferiramos preferireis preferisse preferisses preferissemos preferisseis preferissem
V|opt|optar opta opto optas optamos optais optam opte optes optemos opteis optem optares optarmos optardes optarem optai
V|opting|optando
V|opted|optado optada optados optadas optei optaste optou optastes optaram optava optavas optavamos optaveis optavam optara optaras optaramos optareis optasse optasses optassemos optasseis optassem
V|wish|desejar deseja desejas desejamos desejais desejam deseje desejes desejemos desejeis desejem desejares desejarmos desejardes desejarem desejai
V|wishing|desejando
V|wished|desejado desejada desejados desejadas desejei desejaste desejou desejastes desejaram desejava desejavas desejavamos desejaveis desejavam desejara desejaras desejaramos desejareis desejasse desejasses desejassemos desejasseis desejassem
V|liking|gostando curtindo
V|liked|gostado gostada gostados gostadas gostei gostaste gostou gostastes gostaram gostava gostavas gostavamos gostaveis gostavam gostara gostaras gostaramos gostareis gostasse gostasses gostassemos gostasseis gostassem curtido curtidos curti curtiste curtiu curtistes curtiram curtia curtias curtiamos curtieis curtiam curtira curtiras curtiramos curtireis curtisse curtisses curtissemos curtisseis curtissem
V|love|amar ama amo amas amamos amais amam ame ames amemos ameis amem amares amarmos amardes amarem amai adorar adora adoro adoras adoramos adorais adoram adore adores adoremos adoreis adorem adorares adorarmos adorardes adorarem adorai
V|loving|amando adorando
V|loved|amado amada amados amadas amei amaste amou amastes amaram amava amavas amavamos amaveis amavam amara amaras amaramos amareis amasse amasses amassemos amasseis amassem adorado adorada adorados adoradas adorei adoraste adorou adorastes adoraram adorava adoravas adoravamos adoraveis adoravam adorara adoraras adoraramos adorareis adorasse adorasses adorassemos adorasseis adorassem
V|needing|precisando necessitando
V|needed|precisado precisada precisados precisadas precisei precisaste precisou precisastes precisaram precisava precisavas precisavamos precisaveis precisavam precisara precisaras precisaramos precisareis precisasse precisasses precisassemos precisasseis precisassem necessitado necessitada necessitados necessitadas necessitei necessitaste necessitou necessitastes necessitaram necessitava necessitavas necessitavamos necessitaveis necessitavam necessitara necessitaras necessitaramos necessitareis necessitasse necessitasses necessitassemos necessitasseis necessitassem
V|depend|depender depende dependo dependes dependemos dependeis dependem dependa dependas dependamos dependais dependam dependeres dependermos dependerdes dependerem dependei
V|depending|dependendo
V|depended|dependido dependida dependidos dependidas dependi dependeste dependeu dependestes dependeram dependia dependias dependiamos dependieis dependiam dependera dependeras dependeramos dependereis dependesse dependesses dependessemos dependesseis dependessem
V|lack|faltar falto faltamos faltais faltam falte faltes faltemos falteis faltem faltares faltarmos faltardes faltarem faltai
V|lacking|faltando
V|lacked|faltado faltada faltados faltadas faltei faltaste faltou faltastes faltaram faltava faltavas faltavamos faltaveis faltavam faltara faltaras faltaramos faltareis faltasse faltasses faltassemos faltasseis faltassem
V|suffice|bastar basta basto bastas bastamos bastais bastam baste bastes bastemos basteis bastem bastares bastarmos bastardes bastarem bastai
V|sufficing|bastando
V|sufficed|bastado bastada bastados bastadas bastei bastaste bastou bastastes bastaram bastava bastavas bastavamos bastaveis bastavam bastara bastaras bastaramos bastareis bastasse bastasses bastassemos bastasseis bastassem
V|serve|servir serve sirvo serves servimos servis servem sirva sirvas sirvamos sirvais sirvam servires servirmos servirdes servirem
V|serving|servindo
V|served|servido servida servidos servidas servi serviste serviu servistes serviram servia servias serviamos servieis serviam servira serviras serviramos servireis servisse servisses servissemos servisseis servissem
V|use|usar usa usas usamos usais usam use uses usemos useis usem usares usarmos usardes usarem usai utilizar utiliza utilizo utilizas utilizamos utilizais utilizam utilize utilizes utilizemos utilizeis utilizem utilizares utilizarmos utilizardes utilizarem utilizai
V|using|usando utilizando
V|used|usado usada usados usadas usei usaste usou usastes usaram usava usavas usavamos usaveis usavam usara usaras usaramos usareis usasse usasses usassemos usasseis usassem utilizado utilizada utilizados utilizadas utilizei utilizaste utilizou utilizastes utilizaram utilizava utilizavas utilizavamos utilizaveis utilizavam utilizara utilizaras utilizaramos utilizareis utilizasse utilizasses utilizassemos utilizasseis utilizassem
V|employ|empregar emprega empregas empregamos empregais empregam empregue empregues empreguemos empregueis empreguem empregares empregarmos empregardes empregarem empregai
V|employing|empregando
V|employed|empreguei empregaste empregou empregastes empregaram empregava empregavas empregavamos empregaveis empregavam empregara empregaras empregaramos empregareis empregasse empregasses empregassemos empregasseis empregassem
V|preserve|preservar preserva preservo preservas preservamos preservais preservam preserve preserves preservemos preserveis preservem preservares preservarmos preservardes preservarem preservai
V|preserving|preservando
V|preserved|preservado preservada preservados preservadas preservei preservaste preservou preservastes preservaram preservava preservavas preservavamos preservaveis preservavam preservara preservaras preservaramos preservareis preservasse preservasses preservassemos preservasseis preservassem
V|protect|proteger protege protejo proteges protegemos protegeis protegem proteja protejas protejamos protejais protejam protegeres protegermos protegerdes protegerem protegei resguardar resguarda resguardo resguardas resguardamos resguardais resguardam resguarde resguardes resguardemos resguardeis resguardem resguardares resguardarmos resguardardes resguardarem resguardai
V|protecting|protegendo resguardando
V|protected|protegi protegeste protegeu protegestes protegeram protegia protegias protegiamos protegieis protegiam protegera protegeras protegeramos protegereis protegesse protegesses protegessemos protegesseis protegessem resguardado resguardada resguardados resguardadas resguardei resguardaste resguardou resguardastes resguardaram resguardava resguardavas resguardavamos resguardaveis resguardavam resguardara resguardaras resguardaramos resguardareis resguardasse resguardasses resguardassemos resguardasseis resguardassem
V|defend|defender defende defendo defendes defendemos defendeis defendem defenda defendas defendamos defendais defendam defenderes defendermos defenderdes defenderem defendei
V|defending|defendendo
V|defended|defendido defendida defendidos defendidas defendi defendeste defendeu defendestes defenderam defendia defendias defendiamos defendieis defendiam defendera defenderas defenderamos defendereis defendesse defendesses defendessemos defendesseis defendessem
V|safeguard|salvaguardar salvaguardo salvaguardamos salvaguardais salvaguardam salvaguarde salvaguardes salvaguardemos salvaguardeis salvaguardem salvaguardares salvaguardarmos salvaguardardes salvaguardarem salvaguardai
V|safeguarding|salvaguardando
V|safeguarded|salvaguardado salvaguardada salvaguardados salvaguardadas salvaguardei salvaguardaste salvaguardou salvaguardastes salvaguardaram salvaguardava salvaguardavas salvaguardavamos salvaguardaveis salvaguardavam salvaguardara salvaguardaras salvaguardaramos salvaguardareis salvaguardasse salvaguardasses salvaguardassemos salvaguardasseis salvaguardassem
V|ensure|garantir garante garanto garantes garantimos garantis garantem garanta garantas garantamos garantais garantam garantires garantirmos garantirdes garantirem assegurar assegura asseguro asseguras asseguramos assegurais asseguram assegure assegures asseguremos assegureis assegurem assegurares assegurarmos assegurardes assegurarem assegurai
V|ensuring|garantindo assegurando
V|ensured|garantido garantida garantidos garantidas garanti garantiste garantiu garantistes garantiram garantiamos garantieis garantiam garantira garantiras garantiramos garantireis garantisse garantisses garantissemos garantisseis garantissem assegurado assegurada assegurados asseguradas assegurei asseguraste assegurou assegurastes asseguraram assegurava asseguravas asseguravamos asseguraveis asseguravam assegurara asseguraras asseguraramos assegurareis assegurasse assegurasses assegurassemos assegurasseis assegurassem
V|certify|certificar certifica certifico certificas certificamos certificais certificam certifique certifiques certifiquemos certifiqueis certifiquem certificares certificarmos certificardes certificarem certificai
V|certifying|certificando
V|certified|certificada certificadas certifiquei certificaste certificou certificastes certificaram certificava certificavas certificavamos certificaveis certificavam certificara certificaras certificaramos certificareis certificasse certificasses certificassemos certificasseis certificassem
V|promise|prometer promete prometo prometes prometemos prometeis prometem prometa prometas prometamos prometais prometam prometeres prometermos prometerdes prometerem prometei
V|promising|prometendo
V|promised|prometido prometida prometidos prometidas prometi prometeste prometeu prometestes prometeram prometia prometias prometiamos prometieis prometiam prometera prometeras prometeramos prometereis prometesse prometesses prometessemos prometesseis prometessem
V|swearing|jurando
V|sworn|jurado jurada jurados juradas
V|swore|jurei juraste jurou jurastes juraram jurava juravas juravamos juraveis juravam jurara juraras juraramos jurareis jurasse jurasses jurassemos jurasseis jurassem
V|agree|concordar concorda concordo concordas concordamos concordais concordam concorde concordes concordemos concordeis concordem concordares concordarmos concordardes concordarem concordai
V|agreeing|concordando
V|agreed|concordado concordada concordados concordadas concordei concordaste concordou concordastes concordaram concordava concordavas concordavamos concordaveis concordavam concordara concordaras concordaramos concordareis concordasse concordasses concordassemos concordasseis concordassem
V|accepting|aceitando
V|accepted|aceitado aceitada aceitados aceitadas aceitos aceitei aceitaste aceitou aceitastes aceitaram aceitava aceitavas aceitavamos aceitavam aceitara aceitaras aceitaramos aceitareis aceitasse aceitasses aceitassemos aceitasseis aceitassem
V|consent|consentir consente consinto consentes consentimos consentis consentem consinta consintas consintamos consintais consintam consentires consentirmos consentirdes consentirem
V|consenting|consentindo
V|consented|consentido consentida consentidos consentidas consenti consentiste consentiu consentistes consentiram consentia consentias consentiamos consentieis consentiam consentira consentiras consentiramos consentireis consentisse consentisses consentissemos consentisseis consentissem
V|admit|admitir admite admito admites admitimos admitis admitem admita admitas admitamos admitais admitam admitires admitirmos admitirdes admitirem
V|admitting|admitindo
V|admitted|admitido admitida admitidos admitidas admiti admitiste admitiu admitistes admitiram admitia admitias admitiamos admitieis admitiam admitira admitiras admitiramos admitireis admitisse admitisses admitissemos admitisseis admitissem
V|acknowledge|reconhecer reconhece reconheco reconheces reconhecemos reconheceis reconhecem reconheca reconhecas reconhecamos reconhecais reconhecam reconheceres reconhecermos reconhecerdes reconhecerem reconhecei
V|acknowledging|reconhecendo
V|acknowledged|reconhecido reconhecida reconhecidos reconhecidas reconheci reconheceste reconheceu reconhecestes reconheceram reconhecia reconhecias reconheciamos reconhecieis reconheciam reconhecera reconheceras reconheceramos reconhecereis reconhecesse reconhecesses reconhecessemos reconhecesseis reconhecessem
V|assume|assumir assume assumo assumes assumimos assumis assumem assuma assumas assumamos assumais assumam assumires assumirmos assumirdes assumirem
V|assuming|assumindo
V|assumed|assumido assumida assumidos assumidas assumi assumiste assumiu assumistes assumiram assumia assumias assumiamos assumieis assumiam assumira assumiras assumiramos assumireis assumisse assumisses assumissemos assumisseis assumissem
V|creating|criando
V|created|criado criada criados criadas criei criaste criou criastes criaram criava criavas criavamos criaveis criavam criara criaras criaramos criareis criasse criasses criassemos criasseis criassem
V|generating|gerando
V|generated|gerado gerada gerados geradas gerei geraste gerou gerastes geraram gerava geravas geravamos geraveis geravam gerara geraras geraramos gerareis gerasse gerasses gerassemos gerasseis gerassem
V|produce|produzir produz produze produzo produzes produzimos produzis produzem produza produzas produzamos produzais produzam produzires produzirmos produzirdes produzirem
V|producing|produzindo
V|produced|produzido produzida produzidos produzidas produzi produziste produziu produzistes produziram produzia produzias produziamos produzieis produziam produzira produziras produziramos produzireis produzisse produzisses produzissemos produzisseis produzissem
V|prepare|elaborar elabora elaboro elaboras elaboramos elaborais elaboram elabore elabores elaboremos elaboreis elaborem elaborares elaborarmos elaborardes elaborarem elaborai preparar prepara preparo preparas preparamos preparais preparam prepare prepares preparemos prepareis preparem preparares prepararmos preparardes prepararem preparai
V|preparing|elaborando preparando
V|prepared|elaborado elaborada elaborados elaboradas elaborei elaboraste elaborou elaborastes elaboraram elaborava elaboravas elaboravamos elaboraveis elaboravam elaborara elaboraras elaboraramos elaborareis elaborasse elaborasses elaborassemos elaborasseis elaborassem preparei preparaste preparou preparastes prepararam preparava preparavas preparavamos preparaveis preparavam preparara prepararas prepararamos preparareis preparasse preparasses preparassemos preparasseis preparassem
V|develop|desenvolver desenvolve desenvolvo desenvolves desenvolvemos desenvolveis desenvolvem desenvolva desenvolvas desenvolvamos desenvolvais desenvolvam desenvolveres desenvolvermos desenvolverdes desenvolverem desenvolvei
V|developing|desenvolvendo
V|developed|desenvolvido desenvolvida desenvolvidos desenvolvidas desenvolvi desenvolveste desenvolveu desenvolvestes desenvolveram desenvolvia desenvolvias desenvolviamos desenvolvieis desenvolviam desenvolvera desenvolveras desenvolveramos desenvolvereis desenvolvesse desenvolvesses desenvolvessemos desenvolvesseis desenvolvessem
V|program|programar programo programamos programais programam programe programes programemos programeis programem programares programarmos programardes programarem programai
V|programming|programando
V|programmed|programado programada programados programadas programei programaste programou programastes programaram programava programavas programavamos programaveis programavam programara programaras programaramos programareis programasse programasses programassemos programasseis programassem
V|compile|compilar compila compilo compilas compilamos compilais compilam compile compiles compilemos compileis compilem compilares compilarmos compilardes compilarem compilai
V|compiling|compilando
V|compiled|compilado compilada compilados compiladas compilei compilaste compilou compilastes compilaram compilava compilavas compilavamos compilaveis compilavam compilara compilaras compilaramos compilareis compilasse compilasses compilassemos compilasseis compilassem
V|implement|implementar implementa implemento implementas implementamos implementais implementam implemente implementes implementemos implementeis implementem implementares implementarmos implementardes implementarem implementai
V|implementing|implementando
V|implemented|implementado implementada implementados implementadas implementei implementaste implementou implementastes implementaram implementava implementavas implementavamos implementaveis implementavam implementara implementaras implementaramos implementareis implementasse implementasses implementassemos implementasseis implementassem
V|deploy|implantar implanta implanto implantas implantamos implantais implantam implantemos implanteis implantem implantares implantarmos implantardes implantarem implantai
V|deploying|implantando
V|deployed|implantado implantada implantados implantadas implantei implantaste implantou implantastes implantaram implantava implantavas implantavamos implantaveis implantavam implantara implantaras implantaramos implantareis implantasse implantasses implantassemos implantasseis implantassem
V|test|testar testa testo testas testamos testais testam testemos testeis testem testares testarmos testardes testarem testai
V|testing|testando
V|tested|testado testada testados testadas testei testaste testou testastes testaram testava testavas testavamos testaveis testavam testara testaras testaramos testareis testasse testasses testassemos testasseis testassem
V|try|experimentar experimenta experimentas experimentamos experimentais experimentam experimente experimentes experimentemos experimenteis experimentem experimentares experimentarmos experimentardes experimentarem experimentai tentar tenta tento tentas tentamos tentais tentam tente tentes tentemos tenteis tentem tentares tentarmos tentardes tentarem tentai
V|trying|experimentando tentando
V|tried|experimentado experimentada experimentados experimentadas experimentei experimentaste experimentou experimentastes experimentaram experimentava experimentavas experimentavamos experimentaveis experimentavam experimentara experimentaras experimentaramos experimentareis experimentasse experimentasses experimentassemos experimentasseis experimentassem tentado tentada tentados tentadas tentei tentaste tentou tentastes tentaram tentava tentavas tentavamos tentaveis tentavam tentara tentaras tentaramos tentareis tentasse tentasses tentassemos tentasseis tentassem
V|prove|provar provo provamos provais provam prove proves proveis provem provares provarmos provardes provarem provai comprovar comprova comprovo comprovas comprovamos comprovais comprovam comprove comproves comprovemos comproveis comprovem comprovares comprovarmos comprovardes comprovarem comprovai
V|proving|provando comprovando
V|proven|provado provada provados provadas comprovado comprovada comprovados comprovadas
V|proved|provei provaste provou provastes provaram provava provavas provavamos provavam provara provaras provaramos provareis provasse provasses provassemos provasseis provassem comprovei comprovaste comprovou comprovastes comprovaram comprovava comprovavas comprovavamos comprovaveis comprovavam comprovara comprovaras comprovaramos comprovareis comprovasse comprovasses comprovassemos comprovasseis comprovassem
V|demonstrate|demonstrar demonstra demonstro demonstras demonstramos demonstrais demonstram demonstre demonstres demonstremos demonstreis demonstrem demonstrares demonstrarmos demonstrardes demonstrarem demonstrai
V|demonstrating|demonstrando
V|demonstrated|demonstrado demonstrada demonstrados demonstradas demonstrei demonstraste demonstrou demonstrastes demonstraram demonstrava demonstravas demonstravamos demonstraveis demonstravam demonstrara demonstraras demonstraramos demonstrareis demonstrasse demonstrasses demonstrassemos demonstrasseis demonstrassem
V|manufacture|fabricar fabrico fabricamos fabricais fabricam fabrique fabriques fabriquemos fabriqueis fabriquem fabricares fabricarmos fabricardes fabricarem fabricai
V|manufacturing|fabricando
V|manufactured|fabricado fabricada fabricados fabricadas fabriquei fabricaste fabricou fabricastes fabricaram fabricava fabricavas fabricavamos fabricaveis fabricavam fabricara fabricaras fabricaramos fabricareis fabricasse fabricasses fabricassemos fabricasseis fabricassem
V|assemble|montar monta monto montas montamos montais montam monte montes montemos monteis montem montares montarmos montardes montarem montai
V|assembling|montando
V|assembled|montado montada montados montadas montei montaste montou montastes montaram montava montavas montavamos montaveis montavam montara montaras montaramos montareis montasse montasses montassemos montasseis montassem
V|draw|desenhar desenha desenho desenhas desenhamos desenhais desenham desenhe desenhes desenhemos desenheis desenhem desenhares desenharmos desenhardes desenharem desenhai
V|drawing|desenhando
V|drawn|desenhado desenhada desenhados desenhadas
V|drew|desenhei desenhaste desenhou desenhastes desenharam desenhava desenhavas desenhavamos desenhaveis desenhavam desenhara desenharas desenharamos desenhareis desenhasse desenhasses desenhassemos desenhasseis desenhassem
V|design|projetar projeta projetas projetamos projetais projetam projete projetes projetemos projeteis projetem projetares projetarmos projetardes projetarem projetai projectar projecta projectas projectamos projectais projectam projecte projectes projectemos projecteis projectem projectares projectarmos projectardes projectarem projectai
V|designing|projetando projectando
V|designed|projetado projetada projetados projetadas projetei projetaste projetou projetastes projetaram projetava projetavas projetavamos projetaveis projetavam projetara projetaras projetaramos projetareis projetasse projetasses projetassemos projetasseis projetassem projectado projectada projectados projectadas projectei projectaste projectou projectastes projectaram projectava projectavas projectavamos projectaveis projectavam projectara projectaras projectaramos projectareis projectasse projectasses projectassemos projectasseis projectassem
V|paint|pintar pinta pinto pintas pintamos pintais pintam pinte pintes pintemos pinteis pintem pintares pintarmos pintardes pintarem pintai
V|painting|pintando
V|painted|pintado pintada pintados pintadas pintei pintaste pintou pintastes pintaram pintava pintavas pintavamos pintaveis pintavam pintara pintaras pintaramos pintareis pintasse pintasses pintassemos pintasseis pintassem
V|photograph|fotografar fotografa fotografo fotografas fotografamos fotografais fotografam fotografe fotografes fotografemos fotografeis fotografem fotografares fotografarmos fotografardes fotografarem fotografai
V|photographing|fotografando
V|photographed|fotografado fotografada fotografados fotografadas fotografei fotografaste fotografou fotografastes fotografaram fotografava fotografavas fotografavamos fotografaveis fotografavam fotografara fotografaras fotografaramos fotografareis fotografasse fotografasses fotografassemos fotografasseis fotografassem
V|film|filmar filma filmo filmas filmamos filmais filmam filmemos filmeis filmem filmares filmarmos filmardes filmarem filmai
V|filming|filmando
V|filmed|filmado filmada filmados filmadas filmei filmaste filmou filmastes filmaram filmava filmavas filmavamos filmaveis filmavam filmara filmaras filmaramos filmareis filmasse filmasses filmassemos filmasseis filmassem
V|sing|cantar canta canto cantas cantamos cantais cantam cante cantes cantemos canteis cantem cantares cantarmos cantardes cantarem cantai
V|singing|cantando
V|sung|cantado cantada cantados cantadas
V|sang|cantei cantaste cantou cantastes cantaram cantava cantavas cantavamos cantaveis cantavam cantara cantaras cantaramos cantareis cantasse cantasses cantassemos cantasseis cantassem
V|dance|dancar danca danco dancas dancamos dancais dancam dance dances dancemos danceis dancem dancares dancarmos dancardes dancarem dancai
V|dancing|dancando
V|danced|dancado dancada dancados dancadas dancei dancaste dancou dancastes dancaram dancava dancavas dancavamos dancaveis dancavam dancara dancaras dancaramos dancareis dancasse dancasses dancassemos dancasseis dancassem
V|play|jogar joga jogas jogamos jogais jogam jogue jogues joguemos jogueis joguem jogares jogarmos jogardes jogarem jogai brincar brinca brinco brincas brincamos brincais brincam brinque brinques brinquemos brinqueis brinquem brincares brincarmos brincardes brincarem brincai tocar toca toco tocas tocamos tocais tocam toque toques toquemos toqueis toquem tocares tocarmos tocardes tocarem tocai
V|playing|jogando brincando tocando
V|played|jogado jogada jogados jogadas joguei jogaste jogou jogastes jogaram jogava jogavas jogavamos jogaveis jogavam jogara jogaras jogaramos jogareis jogasse jogasses jogassemos jogasseis jogassem brincado brincada brincados brincadas brinquei brincaste brincou brincastes brincaram brincava brincavas brincavamos brincaveis brincavam brincara brincaras brincaramos brincareis brincasse brincasses brincassemos brincasseis brincassem tocado tocada tocados tocadas toquei tocaste tocou tocastes tocaram tocava tocavas tocavamos tocaveis tocavam tocara tocaras tocaramos tocareis tocasse tocasses tocassemos tocasseis tocassem
V|act|atuar atua atuo atuas atuamos atuam atue atues atuemos atueis atuem atuares atuarmos atuardes atuarem atuai actuar actua actuo actuas actuamos actuam actue actues actuemos actueis actuem actuares actuarmos actuardes actuarem actuai agir age ajo ages agimos agis agem aja ajas ajamos ajais ajam agires agirmos agirdes agirem
V|acting|atuando actuando agindo
V|acted|atuado atuada atuados atuadas atuei atuaste atuou atuastes atuaram atuava atuavas atuavamos atuaveis atuavam atuara atuaras atuaramos atuareis atuasse atuasses atuassemos atuasseis atuassem actuado actuada actuados actuadas actuei actuaste actuou actuastes actuaram actuava actuavas actuavamos actuaveis actuavam actuara actuaras actuaramos actuareis actuasse actuasses actuassemos actuasseis actuassem agido agida agidos agidas agi agiste agiu agistes agiram agia agias agiamos agieis agiam agira agiras agiramos agireis agisse agisses agissemos agisseis agissem
V|behave|comportar comporta comporto comportas comportamos comportais comportam comporte comportes comportemos comporteis comportem comportares comportarmos comportardes comportarem comportai
V|behaving|comportando
V|behaved|comportado comportada comportados comportadas comportei comportaste comportou comportastes comportaram comportava comportavas comportavamos comportaveis comportavam comportara comportaras comportaramos comportareis comportasse comportasses comportassemos comportasseis comportassem
V|represent|representar representa represento representas representamos representais representam represente representes representemos representeis representem representares representarmos representardes representarem representai
V|representing|representando
V|represented|representado representada representados representadas representei representaste representou representastes representaram representava representavas representavamos representaveis representavam representara representaras representaramos representareis representasse representasses representassemos representasseis representassem
V|eat|comer come comes comemos comeis comem coma comas comamos comais comam comeres comermos comerdes comerem comei
V|eating|comendo
V|eaten|comido comidos
V|ate|comi comeste comeu comestes comeram comia comias comiamos comieis comiam comera comeras comeramos comereis comesse comesses comessemos comesseis comessem
V|drink|beber bebe bebo bebes bebemos bebeis bebem beba bebas bebamos bebais bebam beberes bebermos beberdes beberem bebei
V|drinking|bebendo
V|drunk|bebido bebidos
V|drank|bebi bebeste bebeu bebestes beberam bebia bebias bebiamos bebieis bebiam bebera beberas beberamos bebereis bebesse bebesses bebessemos bebesseis bebessem
V|sleep|dormir dorme durmo dormes dormimos dormis dormem durma durmas durmamos durmais durmam dormires dormirmos dormirdes dormirem
V|sleeping|dormindo
V|slept|dormido dormida dormidos dormidas dormi dormiste dormiu dormistes dormiram dormia dormias dormiamos dormieis dormiam dormira dormiras dormiramos dormireis dormisse dormisses dormissemos dormisseis dormissem
V|wake up|acordar acorda acordas acordamos acordais acordam acorde acordes acordemos acordeis acordem acordares acordarmos acordardes acordarem acordai despertar desperta desperto despertas despertamos despertais despertam desperte despertes despertemos desperteis despertem despertares despertarmos despertardes despertarem despertai
V|waking up|acordando despertando
V|woken up|acordado acordada acordados acordadas despertado despertada despertados despertadas
V|woke up|acordei acordaste acordou acordastes acordaram acordava acordavas acordavamos acordaveis acordavam acordara acordaras acordaramos acordareis acordasse acordasses acordassemos acordasseis acordassem despertei despertaste despertou despertastes despertaram despertava despertavas despertavamos despertaveis despertavam despertara despertaras despertaramos despertareis despertasse despertasses despertassemos despertasseis despertassem
V|rest|descansar descansa descanso descansas descansamos descansais descansam descanse descanses descansemos descanseis descansem descansares descansarmos descansardes descansarem descansai
V|resting|descansando
V|rested|descansado descansada descansados descansadas descansei descansaste descansou descansastes descansaram descansava descansavas descansavamos descansaveis descansavam descansara descansaras descansaramos descansareis descansasse descansasses descansassemos descansasseis descansassem
V|feel|sentir sente sinto sentes sentimos sentis sentem sinta sintas sintamos sintais sintam sentires sentirmos sentirdes sentirem
V|feeling|sentindo
V|felt|sentida sentidas senti sentiste sentiu sentistes sentiram sentia sentias sentiamos sentieis sentiam sentira sentiras sentiramos sentireis sentisse sentisses sentissemos sentisseis sentissem
V|suffer|sofrer sofre sofro sofres sofremos sofreis sofrem sofra sofras soframos sofrais sofram sofreres sofrermos sofrerdes sofrerem sofrei
V|suffering|sofrendo
V|suffered|sofrido sofrida sofridos sofridas sofri sofreste sofreu sofrestes sofreram sofria sofrias sofriamos sofrieis sofriam sofrera sofreras sofreramos sofrereis sofresse sofresses sofressemos sofresseis sofressem
V|cry|chorar chora choro choras choramos chorais choram chore chores choremos choreis chorem chorares chorarmos chorardes chorarem chorai
V|crying|chorando
V|cried|chorado chorada chorados choradas chorei choraste chorou chorastes choraram chorava choravas choravamos choraveis choravam chorara choraras choraramos chorareis chorasse chorasses chorassemos chorasseis chorassem
V|shout|gritar grita grito gritas gritamos gritais gritam grite grites gritemos griteis gritem gritares gritarmos gritardes gritarem gritai
V|shouting|gritando
V|shouted|gritado gritada gritados gritadas gritei gritaste gritou gritastes gritaram gritava gritavas gritavamos gritaveis gritavam gritara gritaras gritaramos gritareis gritasse gritasses gritassemos gritasseis gritassem
V|smell|cheirar cheira cheiras cheiramos cheirais cheiram cheire cheires cheiremos cheireis cheirem cheirares cheirarmos cheirardes cheirarem cheirai
V|smelling|cheirando
V|smelled|cheirado cheirada cheirados cheiradas cheirei cheiraste cheirou cheirastes cheiraram cheirava cheiravas cheiravamos cheiraveis cheiravam cheirara cheiraras cheiraramos cheirareis cheirasse cheirasses cheirassemos cheirasseis cheirassem
V|cook|cozinhar cozinho cozinhamos cozinhais cozinham cozinhe cozinhes cozinhemos cozinheis cozinhem cozinhares cozinharmos cozinhardes cozinharem cozinhai
V|cooking|cozinhando
V|cooked|cozinhado cozinhada cozinhados cozinhadas cozinhei cozinhaste cozinhou cozinhastes cozinharam cozinhava cozinhavas cozinhavamos cozinhaveis cozinhavam cozinhara cozinharas cozinharamos cozinhareis cozinhasse cozinhasses cozinhassemos cozinhasseis cozinhassem
V|wear|vestir veste vestes vestimos vestis vestem vistamos vistais vistam vestires vestirmos vestirdes vestirem
V|wearing|vestindo
V|worn|vestido vestida vestidos vestidas
V|wore|vesti vestiste vestiu vestistes vestiram vestia vestias vestiamos vestieis vestiam vestira vestiras vestiramos vestireis vestisse vestisses vestissemos vestisseis vestissem
V|live|morar mora moro moras moramos moram more mores moremos moreis morem morares morarmos morardes morarem morai viver vive vives vivemos viveis vivem vivamos vivais vivam viveres vivermos viverdes viverem vivei
V|living|morando vivendo
V|lived|morado morados morei moraste morou morastes moraram morava moravas moravamos moraveis moravam morara moraras moraramos morareis morasse morasses morassemos morasseis morassem vivido vivida vividos vividas vivi viveste viveu vivestes viveram vivia vivias viviamos vivieis viviam vivera viveras viveramos vivereis vivesse vivesses vivessemos vivesseis vivessem
V|inhabit|habitar habita habito habitas habitamos habitais habitam habite habites habitemos habiteis habitem habitares habitarmos habitardes habitarem habitai
V|inhabiting|habitando
V|inhabited|habitado habitada habitados habitadas habitei habitaste habitou habitastes habitaram habitava habitavas habitavamos habitaveis habitavam habitara habitaras habitaramos habitareis habitasse habitasses habitassemos habitasseis habitassem
V|be born|nascer nasce nasco nasces nascemos nasceis nascem nasca nascas nascamos nascais nascam nasceres nascermos nascerdes nascerem nascei
V|being born|nascendo
V|been born|nascido nascida nascidos nascidas
V|was born|nasci nasceste nasceu nascestes nasceram nascia nascias nasciamos nascieis nasciam nascera nasceras nasceramos nascereis nascesse nascesses nascessemos nascesseis nascessem
V|die|morrer morre morro morres morremos morreis morrem morra morras morramos morrais morram morreres morrermos morrerdes morrerem morrei
V|dying|morrendo
V|died|morrido morrida morridos morridas morri morreste morreu morrestes morreram morria morrias morriamos morrieis morriam morrera morreras morreramos morrereis morresse morresses morressemos morresseis morressem
V|hurting|ferindo machucando magoando
V|harm|prejudicar prejudica prejudico prejudicas prejudicamos prejudicais prejudicam prejudique prejudiques prejudiquemos prejudiqueis prejudiquem prejudicares prejudicarmos prejudicardes prejudicarem prejudicai
V|harming|prejudicando
V|harmed|prejudicado prejudicada prejudicados prejudicadas prejudiquei prejudicaste prejudicou prejudicastes prejudicaram prejudicava prejudicavas prejudicavamos prejudicaveis prejudicavam prejudicara prejudicaras prejudicaramos prejudicareis prejudicasse prejudicasses prejudicassemos prejudicasseis prejudicassem
V|damage|danificar danifica danifico danificas danificamos danificais danificam danifique danifiques danifiquemos danifiqueis danifiquem danificares danificarmos danificardes danificarem danificai
V|damaging|danificando
V|damaged|danificado danificada danificados danificadas danifiquei danificaste danificou danificastes danificaram danificava danificavas danificavamos danificaveis danificavam danificara danificaras danificaramos danificareis danificasse danificasses danificassemos danificasseis danificassem
V|ruin|estragar estraga estrago estragas estragamos estragais estragam estrague estragues estraguemos estragueis estraguem estragares estragarmos estragardes estragarem estragai
V|ruining|estragando
V|ruined|estragado estragada estragados estragadas estraguei estragaste estragou estragastes estragaram estragava estragavas estragavamos estragaveis estragavam estragara estragaras estragaramos estragareis estragasse estragasses estragassemos estragasseis estragassem
V|break|quebrar quebra quebro quebras quebramos quebrais quebram quebre quebres quebremos quebreis quebrem quebrares quebrarmos quebrardes quebrarem quebrai romper rompe rompo rompes rompemos rompeis rompem rompa rompas rompamos rompais rompam romperes rompermos romperdes romperem rompei
V|breaking|quebrando rompendo
V|broken|quebrado quebrada quebrados quebradas rompido rompida rompidos rompidas
V|broke|quebrei quebraste quebrou quebrastes quebraram quebrava quebravas quebravamos quebraveis quebravam quebrara quebraras quebraramos quebrareis quebrasse quebrasses quebrassemos quebrasseis quebrassem rompi rompeste rompeu rompestes romperam rompia rompias rompiamos rompieis rompiam rompera romperas romperamos rompereis rompesse rompesses rompessemos rompesseis rompessem
V|cut|cortar corta corto cortas cortamos cortais cortam corte cortes cortemos corteis cortem cortado cortada cortados cortadas cortei cortaste cortou cortastes cortaram cortava cortavas cortavamos cortaveis cortavam cortara cortaras cortaramos cortareis cortasse cortasses cortassemos cortasseis cortassem cortares cortarmos cortardes cortarem cortai
V|cutting|cortando
V|split|dividir divide divido divides dividimos dividis dividem dividamos dividais dividam dividido dividida divididos divididas dividi dividiste dividiu dividistes dividiram dividia dividias dividiamos dividieis dividiam dividira dividiras dividiramos dividireis dividisse dividisses dividissemos dividisseis dividissem dividires dividirmos dividirdes dividirem
V|splitting|dividindo
V|separate|separar separa separo separas separamos separais separam separe separes separemos separeis separem separares separarmos separardes separarem separai
V|separating|separando
V|separated|separado separada separados separadas separei separaste separou separastes separaram separava separavas separavamos separaveis separavam separara separaras separaramos separareis separasse separasses separassemos separasseis separassem
V|combine|combinar combina combino combinas combinamos combinais combinam combine combines combinemos combineis combinem combinares combinarmos combinardes combinarem combinai
V|combining|combinando
V|combined|combinado combinada combinados combinadas combinei combinaste combinou combinastes combinaram combinava combinavas combinavamos combinaveis combinavam combinara combinaras combinaramos combinareis combinasse combinasses combinassemos combinasseis combinassem
V|mix|misturar mistura misturo misturas misturamos misturais misturam misture mistures misturemos mistureis misturem misturares misturarmos misturardes misturarem misturai
V|mixing|misturando
V|mixed|misturado misturada misturados misturadas misturei misturaste misturou misturastes misturaram misturava misturavas misturavamos misturaveis misturavam misturara misturaras misturaramos misturareis misturasse misturasses misturassemos misturasseis misturassem
V|relate|relacionar relaciona relaciono relacionas relacionamos relacionais relacionam relacione relaciones relacionemos relacioneis relacionem relacionares relacionarmos relacionardes relacionarem relacionai
V|relating|relacionando
V|related|relacionado relacionada relacionados relacionadas relacionei relacionaste relacionou relacionastes relacionaram relacionava relacionavas relacionavamos relacionaveis relacionavam relacionara relacionaras relacionaramos relacionareis relacionasse relacionasses relacionassemos relacionasseis relacionassem
V|compare|comparar compara comparo comparas comparamos comparais comparam compare compares comparemos compareis comparem comparares compararmos comparardes compararem comparai
V|comparing|comparando
V|compared|comparado comparada comparados comparadas comparei comparaste comparou comparastes compararam comparava comparavas comparavamos comparaveis comparavam comparara compararas compararamos comparareis comparasse comparasses comparassemos comparasseis comparassem
V|calculate|calcular calcula calculo calculas calculamos calculais calculam calcule calcules calculemos calculeis calculem calculares calcularmos calculardes calcularem calculai
V|calculating|calculando
V|calculated|calculado calculada calculados calculadas calculei calculaste calculou calculastes calcularam calculava calculavas calculavamos calculaveis calculavam calculara calcularas calcularamos calculareis calculasse calculasses calculassemos calculasseis calculassem
V|add|somar somo somamos somais somam some somes somemos someis somem somares somarmos somardes somarem somai adicionar adiciona adiciono adicionas adicionamos adicionam adicione adiciones adicionemos adicioneis adicionem adicionares adicionarmos adicionardes adicionarem adicionai acrescentar acrescenta acrescento acrescentas acrescentamos acrescentais acrescentam acrescente acrescentes acrescentemos acrescenteis acrescentem acrescentares acrescentarmos acrescentardes acrescentarem acrescentai acrescer acresce acresco acresces acrescemos acresceis acrescem acresca acrescas acrescamos acrescais acrescam acresceres acrescermos acrescerdes acrescerem acrescei agregar agrega agrego agregas agregamos agregais agregam agregue agregues agreguemos agregueis agreguem agregares agregarmos agregardes agregarem agregai
V|adding|somando adicionando acrescentando acrescendo agregando
V|added|somado somada somados somadas somei somaste somou somastes somaram somava somavas somavamos somaveis somavam somara somaras somaramos somareis somasse somasses somassemos somasseis somassem adicionado adicionada adicionados adicionadas adicionei adicionaste adicionou adicionastes adicionaram adicionava adicionavas adicionavamos adicionaveis adicionavam adicionara adicionaras adicionaramos adicionareis adicionasse adicionasses adicionassemos adicionasseis adicionassem acrescentado acrescentada acrescentados acrescentadas acrescentei acrescentaste acrescentou acrescentastes acrescentaram acrescentava acrescentavas acrescentavamos acrescentaveis acrescentavam acrescentara acrescentaras acrescentaramos acrescentareis acrescentasse acrescentasses acrescentassemos acrescentasseis acrescentassem acrescido acrescida acrescidos acrescidas acresci acresceste acresceu acrescestes acresceram acrescia acrescias acresciamos acrescieis acresciam acrescera acresceras acresceramos acrescereis acrescesse acrescesses acrescessemos acrescesseis acrescessem agregado agregada agregados agregadas agreguei agregaste agregou agregastes agregaram agregava agregavas agregavamos agregaveis agregavam agregara agregaras agregaramos agregareis agregasse agregasses agregassemos agregasseis agregassem
V|multiply|multiplicar multiplica multiplico multiplicas multiplicamos multiplicais multiplicam multiplique multipliques multipliquemos multipliqueis multipliquem multiplicares multiplicarmos multiplicardes multiplicarem multiplicai
V|multiplying|multiplicando
V|multiplied|multiplicado multiplicada multiplicados multiplicadas multipliquei multiplicaste multiplicou multiplicastes multiplicaram multiplicava multiplicavas multiplicavamos multiplicaveis multiplicavam multiplicara multiplicaras multiplicaramos multiplicareis multiplicasse multiplicasses multiplicassemos multiplicasseis multiplicassem
V|estimate|estimar estima estimo estimas estimamos estimais estimam estime estimes estimemos estimeis estimem estimares estimarmos estimardes estimarem estimai
V|estimating|estimando
V|estimated|estimei estimaste estimou estimastes estimaram estimava estimavas estimavamos estimaveis estimavam estimara estimaras estimaramos estimareis estimasse estimasses estimassemos estimasseis estimassem
V|solve|resolver resolve resolvo resolves resolvemos resolveis resolvem resolva resolvas resolvamos resolvais resolvam resolveres resolvermos resolverdes resolverem resolvei solucionar soluciona soluciono solucionas solucionamos solucionais solucionam solucione soluciones solucionemos solucioneis solucionem solucionares solucionarmos solucionardes solucionarem solucionai
V|solving|resolvendo solucionando
V|solved|resolvido resolvida resolvidos resolvidas resolvi resolveste resolveu resolvestes resolveram resolvia resolvias resolviamos resolvieis resolviam resolvera resolveras resolveramos resolvereis resolvesse resolvesses resolvessemos resolvesseis resolvessem solucionado solucionada solucionados solucionadas solucionei solucionaste solucionou solucionastes solucionaram solucionava solucionavas solucionavamos solucionaveis solucionavam solucionara solucionaras solucionaramos solucionareis solucionasse solucionasses solucionassemos solucionasseis solucionassem
V|discuss|discutir discute discuto discutes discutimos discutis discutem discuta discutas discutamos discutais discutam discutires discutirmos discutirdes discutirem
V|discussing|discutindo
V|discussed|discutido discutida discutidos discutidas discuti discutiste discutiu discutistes discutiram discutia discutias discutiamos discutieis discutiam discutira discutiras discutiramos discutireis discutisse discutisses discutissemos discutisseis discutissem
V|debate|debater debato debatemos debateis debatem debata debatas debatamos debatais debatam debateres debatermos debaterdes debaterem debatei
V|debating|debatendo
V|debated|debatido debatida debatidos debatidas debati debateste debateu debatestes debateram debatia debatias debatiamos debatieis debatiam debatera debateras debateramos debatereis debatesse debatesses debatessemos debatesseis debatessem
V|argue|argumentar argumenta argumentas argumentamos argumentais argumentam argumente argumentes argumentemos argumenteis argumentem argumentares argumentarmos argumentardes argumentarem argumentai
V|arguing|argumentando
V|argued|argumentado argumentada argumentados argumentadas argumentei argumentaste argumentou argumentastes argumentaram argumentava argumentavas argumentavamos argumentaveis argumentavam argumentara argumentaras argumentaramos argumentareis argumentasse argumentasses argumentassemos argumentasseis argumentassem
V|criticize|criticar criticamos criticais criticam critique critiques critiquemos critiqueis critiquem criticares criticarmos criticardes criticarem criticai
V|criticizing|criticando
V|criticized|criticado criticada criticados criticadas critiquei criticaste criticou criticastes criticaram criticava criticavas criticavamos criticaveis criticavam criticara criticaras criticaramos criticareis criticasse criticasses criticassemos criticasseis criticassem
V|praise|elogiar elogia elogias elogiamos elogiais elogiam elogie elogies elogiemos elogieis elogiem elogiares elogiarmos elogiardes elogiarem elogiai
V|praising|elogiando
V|praised|elogiado elogiada elogiados elogiadas elogiei elogiaste elogiou elogiastes elogiaram elogiava elogiavas elogiavamos elogiaveis elogiavam elogiara elogiaras elogiaramos elogiareis elogiasse elogiasses elogiassemos elogiasseis elogiassem
V|recommend|recomendar recomenda recomendo recomendas recomendamos recomendais recomendam recomende recomendes recomendemos recomendeis recomendem recomendares recomendarmos recomendardes recomendarem recomendai
V|recommending|recomendando
V|recommended|recomendado recomendada recomendados recomendadas recomendei recomendaste recomendou recomendastes recomendaram recomendava recomendavas recomendavamos recomendavam recomendara recomendaras recomendaramos recomendareis recomendasse recomendasses recomendassemos recomendasseis recomendassem
V|suggest|sugerir sugere sugiro sugeres sugerimos sugeris sugerem sugira sugiras sugiramos sugirais sugiram sugerires sugerirmos sugerirdes sugerirem
V|suggesting|sugerindo
V|suggested|sugerido sugerida sugeridos sugeridas sugeri sugeriste sugeriu sugeristes sugeriram sugeria sugerias sugeriamos sugerieis sugeriam sugerira sugeriras sugeriramos sugerireis sugerisse sugerisses sugerissemos sugerisseis sugerissem
V|advise|aconselhar aconselha aconselho aconselhas aconselhamos aconselhais aconselham aconselhe aconselhes aconselhemos aconselheis aconselhem aconselhares aconselharmos aconselhardes aconselharem aconselhai
V|advising|aconselhando
V|advised|aconselhado aconselhada aconselhados aconselhadas aconselhei aconselhaste aconselhou aconselhastes aconselharam aconselhava aconselhavas aconselhavamos aconselhaveis aconselhavam aconselhara aconselharas aconselharamos aconselhareis aconselhasse aconselhasses aconselhassemos aconselhasseis aconselhassem
V|insist|insistir insiste insisto insistes insistimos insistis insistem insista insistas insistamos insistais insistam insistires insistirmos insistirdes insistirem
V|insisting|insistindo
V|insisted|insistido insistida insistidos insistidas insisti insististe insistiu insististes insistiram insistia insistias insistiamos insistieis insistiam insistira insistiras insistiramos insistireis insistisse insistisses insistissemos insistisseis insistissem
V|complain|reclamar reclama reclamo reclamas reclamamos reclamais reclamam reclame reclames reclamemos reclameis reclamem reclamares reclamarmos reclamardes reclamarem reclamai queixar queixo queixamos queixais queixam queixe queixes queixemos queixeis queixem queixares queixarmos queixardes queixarem queixai
V|complaining|reclamando queixando
V|complained|reclamado reclamada reclamados reclamadas reclamei reclamaste reclamou reclamastes reclamaram reclamava reclamavas reclamavamos reclamaveis reclamavam reclamara reclamaras reclamaramos reclamareis reclamasse reclamasses reclamassemos reclamasseis reclamassem queixado queixada queixados queixadas queixei queixaste queixou queixastes queixaram queixava queixavas queixavamos queixaveis queixavam queixara queixaras queixaramos queixareis queixasse queixasses queixassemos queixasseis queixassem
V|claim|reivindicar reivindica reivindico reivindicas reivindicamos reivindicais reivindicam reivindique reivindiques reivindiquemos reivindiqueis reivindiquem reivindicares reivindicarmos reivindicardes reivindicarem reivindicai alegar alega alego alegas alegamos alegais alegam alegue alegues aleguemos alegueis aleguem alegares alegarmos alegardes alegarem alegai
V|claiming|reivindicando alegando
V|claimed|reivindicado reivindicada reivindicados reivindicadas reivindiquei reivindicaste reivindicou reivindicastes reivindicaram reivindicava reivindicavas reivindicavamos reivindicaveis reivindicavam reivindicara reivindicaras reivindicaramos reivindicareis reivindicasse reivindicasses reivindicassemos reivindicasseis reivindicassem alegado alegada alegados alegadas aleguei alegaste alegou alegastes alegaram alegava alegavas alegavamos alegaveis alegavam alegara alegaras alegaramos alegareis alegasse alegasses alegassemos alegasseis alegassem
V|state|afirmar afirma afirmo afirmas afirmamos afirmais afirmam afirme afirmes afirmemos afirmeis afirmem afirmares afirmarmos afirmardes afirmarem afirmai
V|stating|afirmando
V|stated|afirmado afirmada afirmados afirmadas afirmei afirmaste afirmou afirmastes afirmaram afirmava afirmavas afirmavamos afirmaveis afirmavam afirmara afirmaras afirmaramos afirmareis afirmasse afirmasses afirmassemos afirmasseis afirmassem
V|declare|declarar declara declaro declaras declaramos declarais declaram declare declares declaremos declareis declarem declarares declararmos declarardes declararem declarai
V|declaring|declarando
V|declared|declarado declarada declarados declaradas declarei declaraste declarou declarastes declararam declarava declaravas declaravamos declaraveis declaravam declarara declararas declararamos declarareis declarasse declarasses declarassemos declarasseis declarassem
V|announce|anunciar anuncia anuncias anunciamos anunciais anunciam anuncie anuncies anunciemos anuncieis anunciem anunciares anunciarmos anunciardes anunciarem anunciai
V|announcing|anunciando
V|announced|anunciado anunciada anunciados anunciadas anunciei anunciaste anunciou anunciastes anunciaram anunciava anunciavas anunciavamos anunciaveis anunciavam anunciara anunciaras anunciaramos anunciareis anunciasse anunciasses anunciassemos anunciasseis anunciassem
V|proclaim|proclamar proclama proclamo proclamas proclamamos proclamais proclamam proclame proclames proclamemos proclameis proclamem proclamares proclamarmos proclamardes proclamarem proclamai
V|proclaiming|proclamando
V|proclaimed|proclamado proclamada proclamados proclamadas proclamei proclamaste proclamou proclamastes proclamaram proclamava proclamavas proclamavamos proclamaveis proclamavam proclamara proclamaras proclamaramos proclamareis proclamasse proclamasses proclamassemos proclamasseis proclamassem
V|doubt|duvidar duvido duvidamos duvidais duvidam duvide duvides duvidemos duvideis duvidem duvidares duvidarmos duvidardes duvidarem duvidai
V|doubting|duvidando
V|doubted|duvidado duvidada duvidados duvidadas duvidei duvidaste duvidou duvidastes duvidaram duvidava duvidavas duvidavamos duvidaveis duvidavam duvidara duvidaras duvidaramos duvidareis duvidasse duvidasses duvidassemos duvidasseis duvidassem
V|suspect|suspeitar suspeitamos suspeitais suspeitam suspeite suspeites suspeitemos suspeiteis suspeitem suspeitares suspeitarmos suspeitardes suspeitarem suspeitai
V|suspecting|suspeitando
V|suspected|suspeitado suspeitada suspeitados suspeitadas suspeitei suspeitaste suspeitou suspeitastes suspeitaram suspeitava suspeitavas suspeitavamos suspeitaveis suspeitavam suspeitara suspeitaras suspeitaramos suspeitareis suspeitasse suspeitasses suspeitassemos suspeitasseis suspeitassem
V|accuse|acusar acusa acuso acusas acusamos acusais acusam acuse acuses acusemos acuseis acusem acusares acusarmos acusardes acusarem acusai
V|accusing|acusando
V|accused|acusado acusada acusados acusadas acusei acusaste acusou acusastes acusaram acusava acusavas acusavamos acusaveis acusavam acusara acusaras acusaramos acusareis acusasse acusasses acusassemos acusasseis acusassem
V|blame|culpar culpo culpamos culpais culpam culpe culpes culpemos culpeis culpem culpares culparmos culpardes culparem culpai
V|blaming|culpando
V|blamed|culpei culpaste culpou culpastes culparam culpava culpavas culpavamos culpaveis culpavam culpara culparas culparamos culpareis culpasse culpasses culpassemos culpasseis culpassem
V|forgive|perdoar perdoa perdoo perdoas perdoamos perdoais perdoam perdoe perdoes perdoemos perdoeis perdoem perdoares perdoarmos perdoardes perdoarem perdoai
V|forgiving|perdoando
V|forgiven|perdoado perdoada perdoados perdoadas
V|forgave|perdoei perdoaste perdoou perdoastes perdoaram perdoava perdoavas perdoavamos perdoaveis perdoavam perdoara perdoaras perdoaramos perdoareis perdoasse perdoasses perdoassemos perdoasseis perdoassem
V|apologize|desculpar desculpo desculpamos desculpais desculpam desculpes desculpemos desculpeis desculpares desculparmos desculpardes desculparem desculpai
V|apologizing|desculpando
V|apologized|desculpado desculpada desculpados desculpadas desculpei desculpaste desculpou desculpastes desculparam desculpava desculpavas desculpavamos desculpaveis desculpavam desculpara desculparas desculparamos desculpareis desculpasse desculpasses desculpassemos desculpasseis desculpassem
V|thank|agradecer agradece agradeco agradeces agradecemos agradeceis agradecem agradeca agradecas agradecamos agradecais agradecam agradeceres agradecermos agradecerdes agradecerem agradecei
V|thanking|agradecendo
V|thanked|agradecido agradecida agradecidos agradecidas agradeci agradeceste agradeceu agradecestes agradeceram agradecia agradecias agradeciamos agradecieis agradeciam agradecera agradeceras agradeceramos agradecereis agradecesse agradecesses agradecessemos agradecesseis agradecessem
V|greet|cumprimentar cumprimenta cumprimentas cumprimentamos cumprimentais cumprimentam cumprimente cumprimentes cumprimentemos cumprimenteis cumprimentem cumprimentares cumprimentarmos cumprimentardes cumprimentarem cumprimentai
V|greeting|cumprimentando
V|greeted|cumprimentado cumprimentada cumprimentados cumprimentadas cumprimentei cumprimentaste cumprimentou cumprimentastes cumprimentaram cumprimentava cumprimentavas cumprimentavamos cumprimentaveis cumprimentavam cumprimentara cumprimentaras cumprimentaramos cumprimentareis cumprimentasse cumprimentasses cumprimentassemos cumprimentasseis cumprimentassem
V|insert|inserir insere insiro inseres inserimos inseris inserem insira insiras insiramos insirais insiram inserires inserirmos inserirdes inserirem
V|inserting|inserindo
V|inserted|inserido inserida inseridos inseridas inseri inseriste inseriu inseristes inseriram inseria inserias inseriamos inserieis inseriam inserira inseriras inseriramos inserireis inserisse inserisses inserissemos inserisseis inserissem
V|include|incluir inclui incluo incluis incluimos incluem inclua incluas incluamos incluais incluam incluires incluirmos incluirdes incluirem
V|including|incluindo
V|included|incluido incluida incluidos incluidas incluiste incluiu incluistes incluiram incluia incluias incluiamos incluieis incluiam incluira incluiras incluiramos incluireis incluisse incluisses incluissemos incluisseis incluissem
V|move|mover move movo moves movemos moveis movem mova movas movamos movais movam moveres movermos moverdes moverem movei mexer mexe mexo mexes mexemos mexeis mexem mexa mexas mexamos mexais mexam mexeres mexermos mexerdes mexerem mexei deslocar desloca desloco deslocas deslocamos deslocais deslocam desloque desloques desloquemos desloqueis desloquem deslocares deslocarmos deslocardes deslocarem deslocai
V|moving|movendo mexendo deslocando
V|moved|movido movida movidos movidas movi moveste moveu movestes moveram movia movias moviamos movieis moviam movera moveras moveramos movereis movesse movesses movessemos movesseis movessem mexido mexida mexidos mexidas mexi mexeste mexeu mexestes mexeram mexia mexias mexiamos mexieis mexiam mexera mexeras mexeramos mexereis mexesse mexesses mexessemos mexesseis mexessem deslocado deslocada deslocados deslocadas desloquei deslocaste deslocou deslocastes deslocaram deslocava deslocavas deslocavamos deslocaveis deslocavam deslocara deslocaras deslocaramos deslocareis deslocasse deslocasses deslocassemos deslocasseis deslocassem
V|transport|transportar transporta transporto transportas transportamos transportais transportam transportemos transporteis transportem transportares transportarmos transportardes transportarem transportai
V|transporting|transportando
V|transported|transportado transportada transportados transportadas transportei transportaste transportou transportastes transportaram transportava transportavas transportavamos transportaveis transportavam transportara transportaras transportaramos transportareis transportasse transportasses transportassemos transportasseis transportassem
V|travel|viajar viaja viajo viajas viajamos viajais viajam viaje viajes viajemos viajeis viajem viajares viajarmos viajardes viajarem viajai
V|traveling|viajando
V|traveled|viajado viajada viajados viajadas viajei viajaste viajou viajastes viajaram viajava viajavas viajavamos viajaveis viajavam viajara viajaras viajaramos viajareis viajasse viajasses viajassemos viajasseis viajassem
V|fly|voar voa voas voamos voais voam voe voes voemos voeis voem voares voarmos voardes voarem voai
V|flying|voando
V|flown|voado voada voados voadas
V|flew|voei voaste voou voastes voaram voava voavas voavamos voaveis voavam voara voaras voaramos voareis voasse voasses voassemos voasseis voassem
V|arrive|chegar chega chego chegas chegamos chegais chegam chegue chegues cheguemos chegueis cheguem chegares chegarmos chegardes chegarem chegai
V|arriving|chegando
V|arrived|chegado chegados cheguei chegaste chegou chegastes chegaram chegava chegavas chegavamos chegaveis chegavam chegara chegaras chegaramos chegareis chegasse chegasses chegassemos chegasseis chegassem
V|stay|ficar fica fico ficas ficamos ficais ficam fique fiques fiquemos fiqueis fiquem ficares ficarmos ficardes ficarem ficai
V|staying|ficando
V|stayed|ficado ficada ficados ficadas fiquei ficaste ficou ficastes ficaram ficava ficavas ficavamos ficaveis ficavam ficara ficaras ficaramos ficareis ficasse ficasses ficassemos ficasseis ficassem
V|remain|permanecer permanece permaneco permaneces permanecemos permaneceis permanecem permaneca permanecas permanecamos permanecais permanecam permaneceres permanecermos permanecerdes permanecerem permanecei
V|remaining|permanecendo
V|remained|permanecido permanecida permanecidos permanecidas permaneci permaneceste permaneceu permanecestes permaneceram permanecia permanecias permaneciamos permanecieis permaneciam permanecera permaneceras permaneceramos permanecereis permanecesse permanecesses permanecessemos permanecesseis permanecessem
V|wait|esperar espera espero esperas esperamos esperais esperam espere esperes esperemos espereis esperem esperares esperarmos esperardes esperarem esperai aguardar aguarda aguardo aguardas aguardamos aguardais aguardam aguarde aguardes aguardemos aguardeis aguardem aguardares aguardarmos aguardardes aguardarem aguardai
V|waiting|esperando aguardando
V|waited|esperado esperada esperados esperadas esperei esperaste esperou esperastes esperaram esperava esperavas esperavamos esperaveis esperavam esperara esperaras esperaramos esperareis esperasse esperasses esperassemos esperasseis esperassem aguardado aguardada aguardados aguardadas aguardei aguardaste aguardou aguardastes aguardaram aguardava aguardavas aguardavamos aguardaveis aguardavam aguardara aguardaras aguardaramos aguardareis aguardasse aguardasses aguardassemos aguardasseis aguardassem
V|go up|subir sobe subo sobes subimos subis sobem suba subas subamos subais subam subires subirmos subirdes subirem sube subes subem
V|going up|subindo
V|gone up|subido subida subidos subidas
V|went up|subi subiste subiu subistes subiram subia subias subiamos subieis subiam subira subiras subiramos subireis subisse subisses subissemos subisseis subissem
V|go down|descer desce desco desces descemos desceis descem desca descas descamos descais descam desceres descermos descerdes descerem descei
V|going down|descendo
V|gone down|descido descida descidos descidas
V|went down|desci desceste desceu descestes desceram descia descias desciamos descieis desciam descera desceras desceramos descereis descesse descesses descessemos descesseis descessem
V|position|posicionar posiciona posiciono posicionas posicionamos posicionais posicionam posicione posiciones posicionemos posicioneis posicionem posicionares posicionarmos posicionardes posicionarem posicionai
V|positioning|posicionando
V|positioned|posicionado posicionada posicionados posicionadas posicionei posicionaste posicionou posicionastes posicionaram posicionava posicionavas posicionavamos posicionaveis posicionavam posicionara posicionaras posicionaramos posicionareis posicionasse posicionasses posicionassemos posicionasseis posicionassem
V|push|empurrar empurra empurro empurras empurramos empurrais empurram empurre empurres empurremos empurreis empurrem empurrares empurrarmos empurrardes empurrarem empurrai
V|pushing|empurrando
V|pushed|empurrado empurrada empurrados empurradas empurrei empurraste empurrou empurrastes empurraram empurrava empurravas empurravamos empurraveis empurravam empurrara empurraras empurraramos empurrareis empurrasse empurrasses empurrassemos empurrasseis empurrassem
V|pull|puxar puxo puxas puxamos puxais puxam puxe puxes puxemos puxeis puxem puxares puxarmos puxardes puxarem puxai
V|pulling|puxando
V|pulled|puxado puxada puxados puxadas puxei puxaste puxou puxastes puxaram puxava puxavas puxavamos puxaveis puxavam puxara puxaras puxaramos puxareis puxasse puxasses puxassemos puxasseis puxassem
V|grab|agarrar agarra agarro agarras agarramos agarrais agarram agarre agarres agarremos agarreis agarrem agarrares agarrarmos agarrardes agarrarem agarrai
V|grabbing|agarrando
V|grabbed|agarrado agarrada agarrados agarradas agarrei agarraste agarrou agarrastes agarraram agarrava agarravas agarravamos agarraveis agarravam agarrara agarraras agarraramos agarrareis agarrasse agarrasses agarrassemos agarrasseis agarrassem
V|press|apertar aperta aperto apertas apertamos apertais apertam aperte apertes apertemos aperteis apertem apertares apertarmos apertardes apertarem apertai premir preme premo premes premimos premis premem prema premas premamos premais premam premires premirmos premirdes premirem
V|pressing|apertando premindo
V|pressed|apertado apertada apertados apertadas apertei apertaste apertou apertastes apertaram apertava apertavas apertavamos apertaveis apertavam apertara apertaras apertaramos apertareis apertasse apertasses apertassemos apertasseis apertassem premido premida premidos premidas premi premiste premiu premistes premiram premia premias premiam premira premiras premiramos premireis premisse premisses premissemos premisseis premissem
V|drag|arrastar arrasta arrasto arrastas arrastamos arrastais arrastam arraste arrastes arrastemos arrasteis arrastem arrastares arrastarmos arrastardes arrastarem arrastai
V|dragging|arrastando
V|dragged|arrastado arrastada arrastados arrastadas arrastei arrastaste arrastou arrastastes arrastaram arrastava arrastavas arrastavamos arrastaveis arrastavam arrastara arrastaras arrastaramos arrastareis arrastasse arrastasses arrastassemos arrastasseis arrastassem
V|scroll|rolar rola rolo rolas rolamos rolais rolam role roles rolemos roleis rolem rolares rolarmos rolardes rolarem rolai
V|scrolling|rolando
V|scrolled|rolado rolada rolados roladas rolei rolaste rolou rolastes rolaram rolava rolavas rolavamos rolaveis rolavam rolara rolaras rolaramos rolareis rolasse rolasses rolassemos rolasseis rolassem
V|slide|deslizar desliza deslizo deslizas deslizamos deslizais deslizam deslize deslizes deslizemos deslizeis deslizem deslizares deslizarmos deslizardes deslizarem deslizai
V|sliding|deslizando
V|slid|deslizado deslizada deslizados deslizadas deslizei deslizaste deslizou deslizastes deslizaram deslizava deslizavas deslizavamos deslizaveis deslizavam deslizara deslizaras deslizaramos deslizareis deslizasse deslizasses deslizassemos deslizasseis deslizassem
V|lock|trancar tranca tranco trancas trancamos trancais trancam tranque tranques tranquemos tranqueis tranquem trancares trancarmos trancardes trancarem trancai travar travo travamos travais travam trave traves travemos traveis travem travares travarmos travardes travarem travai
V|locking|trancando travando
V|locked|trancado trancada trancados trancadas tranquei trancaste trancou trancastes trancaram trancava trancavas trancavamos trancaveis trancavam trancara trancaras trancaramos trancareis trancasse trancasses trancassemos trancasseis trancassem travado travada travados travadas travei travaste travou travastes travaram travava travavas travavamos travaveis travavam travara travaras travaramos travareis travasse travasses travassemos travasseis travassem
V|approach|aproximar aproxima aproximo aproximas aproximamos aproximais aproximam aproxime aproximes aproximemos aproximeis aproximem aproximares aproximarmos aproximardes aproximarem aproximai
V|approaching|aproximando
V|approached|aproximado aproximada aproximados aproximadas aproximei aproximaste aproximou aproximastes aproximaram aproximava aproximavas aproximavamos aproximaveis aproximavam aproximara aproximaras aproximaramos aproximareis aproximasse aproximasses aproximassemos aproximasseis aproximassem
V|move away|afastar afasta afasto afastas afastamos afastais afastam afaste afastes afastemos afasteis afastem afastares afastarmos afastardes afastarem afastai
V|moving away|afastando
V|moved away|afastado afastada afastados afastadas afastei afastaste afastou afastastes afastaram afastava afastavas afastavamos afastaveis afastavam afastara afastaras afastaramos afastareis afastasse afastasses afastassemos afastasseis afastassem
V|flee|fugir foge fujo foges fugimos fugis fogem fuja fujas fujamos fujais fujam fugires fugirmos fugirdes fugirem
V|fleeing|fugindo
V|fled|fugido fugida fugidos fugidas fugi fugiste fugiu fugistes fugiram fugia fugias fugiamos fugieis fugiam fugira fugiras fugiramos fugireis fugisse fugisses fugissemos fugisseis fugissem
V|disappear|sumir sumimos sumis suma sumas sumamos sumais sumam sumires sumirmos sumirdes sumirem desaparecer desaparece desapareco desapareces desaparecemos desapareceis desaparecem desapareca desaparecas desaparecamos desaparecais desaparecam desapareceres desaparecermos desaparecerdes desaparecerem desaparecei
V|disappearing|sumindo desaparecendo
V|disappeared|sumido sumida sumidos sumidas sumi sumiste sumiu sumistes sumiram sumia sumias sumiamos sumieis sumiam sumira sumiras sumiramos sumireis sumisse sumisses sumissemos sumisseis sumissem desaparecido desaparecida desaparecidos desaparecidas desapareci desapareceste desapareceu desaparecestes desapareceram desaparecia desaparecias desapareciamos desaparecieis desapareciam desaparecera desapareceras desapareceramos desaparecereis desaparecesse desaparecesses desaparecessemos desaparecesseis desaparecessem
V|appear|aparecer aparece apareco apareces aparecemos apareceis aparecem apareca aparecas aparecamos aparecais aparecam apareceres aparecermos aparecerdes aparecerem aparecei
V|appearing|aparecendo
V|appeared|aparecido aparecida aparecidos aparecidas apareci apareceste apareceu aparecestes apareceram aparecia aparecias apareciamos aparecieis apareciam aparecera apareceras apareceramos aparecereis aparecesse aparecesses aparecessemos aparecesseis aparecessem
V|arise|surgir surge surjo surges surgimos surgis surgem surja surjas surjamos surjais surjam surgires surgirmos surgirdes surgirem
V|arising|surgindo
V|arisen|surgido surgida surgidos surgidas
V|arose|surgi surgiste surgiu surgistes surgiram surgia surgias surgiamos surgieis surgiam surgira surgiras surgiramos surgireis surgisse surgisses surgissemos surgisseis surgissem
V|exist|existir existe existo existes existimos existis existem exista existas existamos existais existam existires existirmos existirdes existirem
V|existing|existindo
V|existed|existido existida existidos existidas existi exististe existiu exististes existiram existia existias existiamos existieis existiam existira existiras existiramos existireis existisse existisses existissemos existisseis existissem
V|happen|acontecer acontece aconteco aconteces acontecemos aconteceis acontecem aconteca acontecas acontecamos acontecais acontecam aconteceres acontecermos acontecerdes acontecerem acontecei suceder sucede sucedo sucedes sucedemos sucedeis sucedem suceda sucedas sucedamos sucedais sucedam sucederes sucedermos sucederdes sucederem sucedei
V|happening|acontecendo sucedendo
V|happened|acontecido acontecida acontecidos acontecidas aconteci aconteceste aconteceu acontecestes aconteceram acontecia acontecias aconteciamos acontecieis aconteciam acontecera aconteceras aconteceramos acontecereis acontecesse acontecesses acontecessemos acontecesseis acontecessem sucedi sucedeste sucedeu sucedestes sucederam sucedia sucedias sucediamos sucedieis sucediam sucedera sucederas sucederamos sucedereis sucedesse sucedesses sucedessemos sucedesseis sucedessem
V|occur|ocorrer ocorre ocorro ocorres ocorremos ocorreis ocorrem ocorra ocorras ocorramos ocorrais ocorram ocorreres ocorrermos ocorrerdes ocorrerem ocorrei
V|occurring|ocorrendo
V|occurred|ocorrido ocorrida ocorridos ocorridas ocorri ocorreste ocorreu ocorrestes ocorreram ocorria ocorrias ocorriamos ocorrieis ocorriam ocorrera ocorreras ocorreramos ocorrereis ocorresse ocorresses ocorressemos ocorresseis ocorressem
V|result|resultar resulta resulto resultas resultamos resultais resultam resulte resultes resultemos resulteis resultem resultares resultarmos resultardes resultarem resultai
V|resulting|resultando
V|resulted|resultada resultadas resultei resultaste resultou resultastes resultaram resultava resultavas resultavamos resultaveis resultavam resultara resultaras resultaramos resultareis resultasse resultasses resultassemos resultasseis resultassem
V|cause|causar causo causamos causais causam cause causes causemos causeis causem causares causarmos causardes causarem causai provocar provoca provoco provocas provocamos provocais provocam provoque provoques provoquemos provoqueis provoquem provocares provocarmos provocardes provocarem provocai
V|causing|causando provocando
V|caused|causado causada causados causadas causei causaste causou causastes causaram causava causavas causavamos causaveis causavam causara causaras causaramos causareis causasse causasses causassemos causasseis causassem provocado provocada provocados provocadas provoquei provocaste provocou provocastes provocaram provocava provocavas provocavamos provocaveis provocavam provocara provocaras provocaramos provocareis provocasse provocasses provocassemos provocasseis provocassem
V|detect|detectar detecta detecto detectas detectamos detectais detectam detecte detectes detectemos detecteis detectem detectares detectarmos detectardes detectarem detectai detetar deteta deteto detetas detetamos detetais detetam detete detetes detetemos deteteis detetem detetares detetarmos detetardes detetarem detetai
V|detecting|detectando detetando
V|detected|detectado detectada detectados detectadas detectei detectaste detectou detectastes detectaram detectava detectavas detectavamos detectaveis detectavam detectara detectaras detectaramos detectareis detectasse detectasses detectassemos detectasseis detectassem detetado detetada detetados detetadas detetei detetaste detetou detetastes detetaram detetava detetavas detetavamos detetaveis detetavam detetara detetaras detetaramos detetareis detetasse detetasses detetassemos detetasseis detetassem
V|identify|identificar identifica identifico identificas identificamos identificais identificam identifique identifiques identifiquemos identifiqueis identifiquem identificares identificarmos identificardes identificarem identificai
V|identifying|identificando
V|identified|identificado identificada identificados identificadas identifiquei identificaste identificou identificastes identificaram identificava identificavas identificavamos identificaveis identificavam identificara identificaras identificaramos identificareis identificasse identificasses identificassemos identificasseis identificassem
V|distinguish|distinguir distingue distingo distingues distinguimos distinguis distinguem distinga distingas distingamos distingais distingam distinguires distinguirmos distinguirdes distinguirem
V|distinguishing|distinguindo
V|distinguished|distinguido distinguida distinguidos distinguidas distingui distinguiste distinguiu distinguistes distinguiram distinguia distinguias distinguiamos distinguieis distinguiam distinguira distinguiras distinguiramos distinguireis distinguisse distinguisses distinguissemos distinguisseis distinguissem
V|differentiate|diferenciar diferencia diferencio diferencias diferenciamos diferenciais diferenciam diferencie diferencies diferenciemos diferencieis diferenciem diferenciares diferenciarmos diferenciardes diferenciarem diferenciai
V|differentiating|diferenciando
V|differentiated|diferenciado diferenciada diferenciados diferenciadas diferenciei diferenciaste diferenciou diferenciastes diferenciaram diferenciava diferenciavas diferenciavamos diferenciaveis diferenciavam diferenciara diferenciaras diferenciaramos diferenciareis diferenciasse diferenciasses diferenciassemos diferenciasseis diferenciassem
V|investigate|investigar investiga investigo investigas investigamos investigais investigam investigue investigues investiguemos investigueis investiguem investigares investigarmos investigardes investigarem investigai
V|investigating|investigando
V|investigated|investigado investigada investigados investigadas investiguei investigaste investigou investigastes investigaram investigava investigavas investigavamos investigaveis investigavam investigara investigaras investigaramos investigareis investigasse investigasses investigassemos investigasseis investigassem
V|examine|examinar examina examino examinas examinamos examinais examinam examine examines examinemos examineis examinem examinares examinarmos examinardes examinarem examinai
V|examining|examinando
V|examined|examinado examinada examinados examinadas examinei examinaste examinou examinastes examinaram examinava examinavas examinavamos examinaveis examinavam examinara examinaras examinaramos examinareis examinasse examinasses examinassemos examinasseis examinassem
V|inspect|inspecionar inspeciona inspeciono inspecionas inspecionamos inspecionais inspecionam inspecione inspeciones inspecionemos inspecioneis inspecionem inspecionares inspecionarmos inspecionardes inspecionarem inspecionai inspeccionar inspecciona inspecciono inspeccionas inspeccionamos inspeccionais inspeccionam inspeccione inspecciones inspeccionemos inspeccioneis inspeccionem inspeccionares inspeccionarmos inspeccionardes inspeccionarem inspeccionai
V|inspecting|inspecionando inspeccionando
V|inspected|inspecionado inspecionada inspecionados inspecionadas inspecionei inspecionaste inspecionou inspecionastes inspecionaram inspecionava inspecionavas inspecionavamos inspecionaveis inspecionavam inspecionara inspecionaras inspecionaramos inspecionareis inspecionasse inspecionasses inspecionassemos inspecionasseis inspecionassem inspeccionado inspeccionada inspeccionados inspeccionadas inspeccionei inspeccionaste inspeccionou inspeccionastes inspeccionaram inspeccionava inspeccionavas inspeccionavamos inspeccionaveis inspeccionavam inspeccionara inspeccionaras inspeccionaramos inspeccionareis inspeccionasse inspeccionasses inspeccionassemos inspeccionasseis inspeccionassem
V|audit|auditar audita audito auditas auditamos auditais auditam audite audites auditemos auditeis auditem auditares auditarmos auditardes auditarem auditai
V|auditing|auditando
V|audited|auditado auditada auditados auditadas auditei auditaste auditou auditastes auditaram auditava auditavas auditavamos auditaveis auditavam auditara auditaras auditaramos auditareis auditasse auditasses auditassemos auditasseis auditassem
V|scan|escanear escaneia escaneio escaneias escaneamos escaneais escaneiam escaneie escaneies escaneemos escaneeis escaneiem escaneares escanearmos escaneardes escanearem escanea escaneai digitalizar digitaliza digitalizo digitalizas digitalizamos digitalizais digitalizam digitalize digitalizes digitalizemos digitalizeis digitalizem digitalizares digitalizarmos digitalizardes digitalizarem digitalizai
V|scanning|escaneando digitalizando
V|scanned|escaneado escaneada escaneados escaneadas escaneei escaneaste escaneou escaneastes escanearam escaneava escaneavas escaneavamos escaneaveis escaneavam escaneara escanearas escanearamos escaneareis escaneasse escaneasses escaneassemos escaneasseis escaneassem digitalizado digitalizada digitalizados digitalizadas digitalizei digitalizaste digitalizou digitalizastes digitalizaram digitalizava digitalizavas digitalizavamos digitalizaveis digitalizavam digitalizara digitalizaras digitalizaramos digitalizareis digitalizasse digitalizasses digitalizassemos digitalizasseis digitalizassem
V|sweep|varrer varre varro varres varremos varreis varrem varra varras varramos varrais varram varreres varrermos varrerdes varrerem varrei
V|sweeping|varrendo
V|swept|varrido varrida varridos varridas varri varreste varreu varrestes varreram varria varrias varriamos varrieis varriam varrera varreras varreramos varrereis varresse varresses varressemos varresseis varressem
V|establish|estabelecer estabelece estabeleco estabeleces estabelecemos estabeleceis estabelecem estabeleca estabelecas estabelecamos estabelecais estabelecam estabeleceres estabelecermos estabelecerdes estabelecerem estabelecei
V|establishing|estabelecendo
V|established|estabelecido estabelecida estabelecidos estabelecidas estabeleci estabeleceste estabeleceu estabelecestes estabeleceram estabelecia estabelecias estabeleciamos estabelecieis estabeleciam estabelecera estabeleceras estabeleceramos estabelecereis estabelecesse estabelecesses estabelecessemos estabelecesseis estabelecessem
V|specify|especificar especificamos especificais especificam especifique especifiques especifiquemos especifiqueis especifiquem especificares especificarmos especificardes especificarem especificai
V|specifying|especificando
V|specified|especificado especificada especificados especificadas especifiquei especificaste especificou especificastes especificaram especificava especificavas especificavamos especificaveis especificavam especificara especificaras especificaramos especificareis especificasse especificasses especificassemos especificasseis especificassem
V|clarify|esclarecer esclarece esclareco esclareces esclarecemos esclareceis esclarecem esclareca esclarecas esclarecamos esclarecais esclarecam esclareceres esclarecermos esclarecerdes esclarecerem esclarecei
V|clarifying|esclarecendo
V|clarified|esclarecido esclarecida esclarecidos esclarecidas esclareci esclareceste esclareceu esclarecestes esclareceram esclarecia esclarecias esclareciamos esclarecieis esclareciam esclarecera esclareceras esclareceramos esclarecereis esclarecesse esclarecesses esclarecessemos esclarecesseis esclarecessem
V|make explicit|explicitar explicitamos explicitais explicitam explicite explicites explicitemos expliciteis explicitem explicitares explicitarmos explicitardes explicitarem explicitai
V|making explicit|explicitando
V|made explicit|explicitado explicitada explicitados explicitadas explicitei explicitaste explicitou explicitastes explicitaram explicitava explicitavas explicitavamos explicitaveis explicitavam explicitara explicitaras explicitaramos explicitareis explicitasse explicitasses explicitassemos explicitasseis explicitassem
V|reference|referenciar referencio referenciamos referenciais referenciam referencie referencies referenciemos referencieis referenciem referenciares referenciarmos referenciardes referenciarem referenciai
V|referencing|referenciando
V|referenced|referenciado referenciada referenciados referenciadas referenciei referenciaste referenciou referenciastes referenciaram referenciava referenciavas referenciavamos referenciaveis referenciavam referenciara referenciaras referenciaramos referenciareis referenciasse referenciasses referenciassemos referenciasseis referenciassem
V|link|vincular vincula vinculo vinculas vinculamos vinculais vinculam vincule vincules vinculemos vinculeis vinculem vinculares vincularmos vinculardes vincularem vinculai
V|linking|vinculando
V|linked|vinculado vinculada vinculados vinculadas vinculei vinculaste vinculou vinculastes vincularam vinculava vinculavas vinculavamos vinculaveis vinculavam vinculara vincularas vincularamos vinculareis vinculasse vinculasses vinculassemos vinculasseis vinculassem
V|associate|associar associa associo associas associamos associais associam associe associes associemos associeis associem associares associarmos associardes associarem associai
V|associating|associando
V|associated|associado associada associados associadas associei associaste associou associastes associaram associava associavas associavamos associaveis associavam associara associaras associaramos associareis associasse associasses associassemos associasseis associassem
V|assign|atribuir atribui atribuo atribuis atribuimos atribuem atribua atribuas atribuamos atribuais atribuam atribuires atribuirmos atribuirdes atribuirem designar designa designo designas designamos designais designam designe designes designemos designeis designem designares designarmos designardes designarem designai
V|assigning|atribuindo designando
V|assigned|atribuido atribuida atribuidos atribuidas atribuiste atribuiu atribuistes atribuiram atribuia atribuias atribuiamos atribuieis atribuiam atribuira atribuiras atribuiramos atribuireis atribuisse atribuisses atribuissemos atribuisseis atribuissem designado designada designados designadas designei designaste designou designastes designaram designava designavas designavamos designaveis designavam designara designaras designaramos designareis designasse designasses designassemos designasseis designassem
V|delegate|delegar delega delego delegas delegamos delegais delegam delegue delegues deleguemos delegueis deleguem delegares delegarmos delegardes delegarem delegai
V|delegating|delegando
V|delegated|delegado delegada delegados delegadas deleguei delegaste delegou delegastes delegaram delegava delegavas delegavamos delegaveis delegavam delegara delegaras delegaramos delegareis delegasse delegasses delegassemos delegasseis delegassem
V|entrust|encarregar encarrega encarrego encarregas encarregamos encarregais encarregam encarregue encarregues encarreguemos encarregueis encarreguem encarregares encarregarmos encarregardes encarregarem encarregai
V|entrusting|encarregando
V|entrusted|encarregado encarregada encarregados encarregadas encarreguei encarregaste encarregou encarregastes encarregaram encarregava encarregavas encarregavamos encarregaveis encarregavam encarregara encarregaras encarregaramos encarregareis encarregasse encarregasses encarregassemos encarregasseis encarregassem
V|trust|confiar confia confio confias confiamos confiais confiam confie confies confiemos confieis confiem confiares confiarmos confiardes confiarem confiai
V|trusting|confiando
V|trusted|confiado confiada confiados confiadas confiei confiaste confiou confiastes confiaram confiava confiavas confiavamos confiavam confiara confiaras confiaramos confiareis confiasse confiasses confiassemos confiasseis confiassem
V|distrust|desconfiar desconfia desconfio desconfias desconfiamos desconfiais desconfiam desconfie desconfies desconfiemos desconfieis desconfiem desconfiares desconfiarmos desconfiardes desconfiarem desconfiai
V|distrusting|desconfiando
V|distrusted|desconfiado desconfiada desconfiados desconfiadas desconfiei desconfiaste desconfiou desconfiastes desconfiaram desconfiava desconfiavas desconfiavamos desconfiaveis desconfiavam desconfiara desconfiaras desconfiaramos desconfiareis desconfiasse desconfiasses desconfiassemos desconfiasseis desconfiassem
V|fear|temer teme temo temes tememos temeis temem temamos temais temam temeres temermos temerdes temerem temei recear receia receio receias receamos receais receiam receie receies receemos receeis receiem receares recearmos receardes recearem recea receai
V|fearing|temendo receando
V|feared|temido temida temidos temidas temi temeste temeu temestes temeram temia temias temiamos temieis temiam temera temeras temeramos temereis temesse temesses temessemos temesseis temessem receado receada receados receadas receei receaste receou receastes recearam receava receavas receavamos receaveis receavam receara recearas recearamos receareis receasse receasses receassemos receasseis receassem
V|worry|preocupar preocupa preocupo preocupas preocupamos preocupais preocupam preocupe preocupes preocupemos preocupeis preocupem preocupares preocuparmos preocupardes preocuparem preocupai
V|worrying|preocupando
V|worried|preocupei preocupaste preocupou preocupastes preocuparam preocupava preocupavas preocupavamos preocupaveis preocupavam preocupara preocuparas preocuparamos preocupareis preocupasse preocupasses preocupassemos preocupasseis preocupassem
V|matter|importar importa importo importas importamos importais importam importe importes importemos importeis importem importares importarmos importardes importarem importai
V|mattering|importando
V|imported|importado importada importados importadas
V|mattered|importei importaste importou importastes importaram importava importavas importavamos importaveis importavam importara importaras importaramos importareis importasse importasses importassemos importasseis importassem
V|interest|interessar interessa interesso interessas interessamos interessais interessam interesse interesses interessemos interesseis interessem interessares interessarmos interessardes interessarem interessai
V|interesting|interessando
V|interested|interessado interessada interessados interessadas interessei interessaste interessou interessastes interessaram interessava interessavas interessavamos interessaveis interessavam interessara interessaras interessaramos interessareis interessasse interessasses interessassemos interessasseis interessassem
V|weigh|pesar pesa pesas pesamos pesais pesam pese peses pesemos peseis pesem pesares pesarmos pesardes pesarem pesai ponderar pondera pondero ponderas ponderamos ponderais ponderam pondere ponderes ponderemos pondereis ponderem ponderares ponderarmos ponderardes ponderarem ponderai
V|weighing|pesando ponderando
V|weighed|pesado pesada pesados pesadas pesei pesaste pesou pesastes pesaram pesava pesavas pesavamos pesaveis pesavam pesara pesaras pesaramos pesareis pesasse pesasses pesassemos pesasseis pesassem ponderado ponderada ponderados ponderadas ponderei ponderaste ponderou ponderastes ponderaram ponderava ponderavas ponderavamos ponderaveis ponderavam ponderara ponderaras ponderaramos ponderareis ponderasse ponderasses ponderassemos ponderasseis ponderassem
V|involve|envolver envolve envolvo envolves envolvemos envolveis envolvem envolva envolvas envolvamos envolvais envolvam envolveres envolvermos envolverdes envolverem envolvei
V|involving|envolvendo
V|involved|envolvido envolvida envolvidos envolvidas envolvi envolveste envolveu envolvestes envolveram envolvia envolvias envolviamos envolvieis envolviam envolvera envolveras envolveramos envolvereis envolvesse envolvesses envolvessemos envolvesseis envolvessem
V|mean|significar significa significo significas significamos significais significam signifique signifiques signifiquemos signifiqueis signifiquem significares significarmos significardes significarem significai
V|meaning|significando
V|meant|significada significadas signifiquei significaste significou significastes significaram significava significavas significavamos significaveis significavam significara significaras significaramos significareis significasse significasses significassemos significasseis significassem
V|express|expressar expressa expresso expressas expressamos expressais expressam expresse expresses expressemos expresseis expressem expressares expressarmos expressardes expressarem expressai exprimir exprime exprimo exprimes exprimimos exprimis exprimem exprima exprimas exprimamos exprimais exprimam exprimires exprimirmos exprimirdes exprimirem manifestar manifesta manifesto manifestas manifestamos manifestais manifestam manifeste manifestes manifestemos manifesteis manifestem manifestares manifestarmos manifestardes manifestarem manifestai
V|expressing|expressando exprimindo manifestando
V|expressed|expressado expressada expressados expressadas expressos expressei expressaste expressou expressastes expressaram expressava expressavas expressavamos expressaveis expressavam expressara expressaras expressaramos expressareis expressasse expressasses expressassemos expressasseis expressassem exprimido exprimida exprimidos exprimidas exprimi exprimiste exprimiu exprimistes exprimiram exprimia exprimias exprimiamos exprimieis exprimiam exprimira exprimiras exprimiramos exprimireis exprimisse exprimisses exprimissemos exprimisseis exprimissem manifestado manifestada manifestados manifestadas manifestei manifestaste manifestou manifestastes manifestaram manifestava manifestavas manifestavamos manifestaveis manifestavam manifestara manifestaras manifestaramos manifestareis manifestasse manifestasses manifestassemos manifestasseis manifestassem
V|deserve|merecer merece mereco mereces merecemos mereceis merecem mereca merecas merecamos merecais merecam mereceres merecermos merecerdes merecerem merecei
V|deserving|merecendo
V|deserved|merecido merecida merecidos merecidas mereci mereceste mereceu merecestes mereceram merecia merecias mereciamos merecieis mereciam merecera mereceras mereceramos merecereis merecesse merecesses merecessemos merecesseis merecessem
V|dare|ousar ousa ouso ousas ousamos ousais ousam ouse ouses ousemos ouseis ousem ousares ousarmos ousardes ousarem ousai atrever atreve atrevo atreves atrevemos atreveis atrevem atreva atrevas atrevamos atrevais atrevam atreveres atrevermos atreverdes atreverem atrevei
V|daring|ousando atrevendo
V|dared|ousado ousada ousados ousadas ousei ousaste ousou ousastes ousaram ousava ousavas ousavamos ousaveis ousavam ousara ousaras ousaramos ousareis ousasse ousasses ousassemos ousasseis ousassem atrevido atrevida atrevidos atrevidas atrevi atreveste atreveu atrevestes atreveram atrevia atrevias atreviamos atrevieis atreviam atrevera atreveras atreveramos atrevereis atrevesse atrevesses atrevessemos atrevesseis atrevessem
V|risk|arriscar arrisca arrisco arriscas arriscamos arriscais arriscam arrisque arrisques arrisquemos arrisqueis arrisquem arriscares arriscarmos arriscardes arriscarem arriscai
V|risking|arriscando
V|risked|arrisquei arriscaste arriscou arriscastes arriscaram arriscava arriscavas arriscavamos arriscaveis arriscavam arriscara arriscaras arriscaramos arriscareis arriscasse arriscasses arriscassemos arriscasseis arriscassem
V|bet|apostar aposta aposto apostas apostamos apostais apostam aposte apostes apostemos aposteis apostem apostado apostada apostados apostadas apostei apostaste apostou apostastes apostaram apostava apostavas apostavamos apostaveis apostavam apostara apostaras apostaramos apostareis apostasse apostasses apostassemos apostasseis apostassem apostares apostarmos apostardes apostarem apostai
V|betting|apostando
V|fail|falhar falho falhamos falhais falham falhe falhes falhemos falheis falhem falhares falharmos falhardes falharem falhai fracassar fracassa fracassas fracassamos fracassais fracassam fracasse fracasses fracassemos fracasseis fracassem fracassares fracassarmos fracassardes fracassarem fracassai
V|failing|falhando fracassando
V|failed|falhado falhada falhados falhadas falhei falhaste falhou falhastes falharam falhava falhavas falhavamos falhaveis falhavam falhara falharas falharamos falhareis falhasse falhasses falhassemos falhasseis falhassem fracassado fracassada fracassados fracassadas fracassei fracassaste fracassou fracassastes fracassaram fracassava fracassavas fracassavamos fracassaveis fracassavam fracassara fracassaras fracassaramos fracassareis fracassasse fracassasses fracassassemos fracassasseis fracassassem
V|err|errar erra erras erramos errais erram erre erres erremos erreis errem errares errarmos errardes errarem errai
V|erring|errando
V|erred|errei erraste errou errastes erraram errava erravas erravamos erraveis erravam errara erraras erraramos errareis errasse errasses errassemos errasseis errassem
V|get right|acertar acerta acerto acertas acertamos acertais acertam acerte acertes acertemos acerteis acertem acertares acertarmos acertardes acertarem acertai
V|getting right|acertando
V|gotten right|acertado acertada acertados acertadas
V|got right|acertei acertaste acertou acertastes acertaram acertava acertavas acertavamos acertaveis acertavam acertara acertaras acertaramos acertareis acertasse acertasses acertassemos acertasseis acertassem
V|reach|alcancar alcanca alcanco alcancas alcancamos alcancais alcancam alcance alcances alcancemos alcanceis alcancem alcancares alcancarmos alcancardes alcancarem alcancai atingir atinge atinjo atinges atingimos atingis atingem atinja atinjas atinjamos atinjais atinjam atingires atingirmos atingirdes atingirem
V|reaching|alcancando atingindo
V|reached|alcancado alcancada alcancados alcancadas alcancei alcancaste alcancou alcancastes alcancaram alcancava alcancavas alcancavamos alcancaveis alcancavam alcancara alcancaras alcancaramos alcancareis alcancasse alcancasses alcancassemos alcancasseis alcancassem atingido atingida atingidos atingidas atingi atingiste atingiu atingistes atingiram atingia atingias atingiamos atingieis atingiam atingira atingiras atingiramos atingireis atingisse atingisses atingissemos atingisseis atingissem
V|acquire|adquirir adquire adquiro adquires adquirimos adquiris adquirem adquira adquiras adquiramos adquirais adquiram adquirires adquirirmos adquirirdes adquirirem
V|acquiring|adquirindo
V|acquired|adquirido adquirida adquiridos adquiridas adquiri adquiriste adquiriu adquiristes adquiriram adquiria adquirias adquiriamos adquirieis adquiriam adquirira adquiriras adquiriramos adquirireis adquirisse adquirisses adquirissemos adquirisseis adquirissem
V|own|possuir possui possuo possuis possuimos possuem possua possuas possuamos possuais possuam possuires possuirmos possuirdes possuirem
V|owning|possuindo
V|owned|possuido possuida possuidos possuidas possuiste possuiu possuistes possuiram possuia possuias possuiamos possuieis possuiam possuira possuiras possuiramos possuireis possuisse possuisses possuissemos possuisseis possuissem
V|seeming|parecendo
V|seemed|parecido parecida parecidos parecidas pareci pareceste pareceu parecestes pareceram parecia parecias pareciamos parecieis pareciam parecera pareceras pareceramos parecereis parecesse parecesses parecessemos parecesseis parecessem
V|become|tornar torna torno tornas tornamos tornais tornam torne tornes tornemos torneis tornem tornado tornada tornados tornadas tornares tornarmos tornardes tornarem tornai
V|becoming|tornando
V|became|tornei tornaste tornou tornastes tornaram tornava tornavas tornavamos tornaveis tornavam tornara tornaras tornaramos tornareis tornasse tornasses tornassemos tornasseis tornassem
V|turn|virar viro viramos virais vire virares virarmos virardes virarem virai
V|turning|virando
V|turned|virado virada virados viradas viraste virou virastes viraram virava viravas viravamos viraveis viravam virara viraras viraramos virareis virasse virasses virassemos virasseis virassem
V|cross|atravessar atravessa atravesso atravessas atravessamos atravessais atravessam atravesse atravesses atravessemos atravesseis atravessem atravessares atravessarmos atravessardes atravessarem atravessai cruzar cruza cruzo cruzas cruzamos cruzais cruzam cruze cruzes cruzemos cruzeis cruzem cruzares cruzarmos cruzardes cruzarem cruzai
V|crossing|atravessando cruzando
V|crossed|atravessado atravessada atravessados atravessadas atravessei atravessaste atravessou atravessastes atravessaram atravessava atravessavas atravessavamos atravessaveis atravessavam atravessara atravessaras atravessaramos atravessareis atravessasse atravessasses atravessassemos atravessasseis atravessassem cruzado cruzada cruzados cruzadas cruzei cruzaste cruzou cruzastes cruzaram cruzava cruzavas cruzavamos cruzaveis cruzavam cruzara cruzaras cruzaramos cruzareis cruzasse cruzasses cruzassemos cruzasseis cruzassem
V|exceed|ultrapassar ultrapassa ultrapasso ultrapassas ultrapassamos ultrapassais ultrapassam ultrapasse ultrapasses ultrapassemos ultrapasseis ultrapassem ultrapassares ultrapassarmos ultrapassardes ultrapassarem ultrapassai exceder excede excedo excedes excedemos excedeis excedem exceda excedas excedamos excedais excedam excederes excedermos excederdes excederem excedei
V|exceeding|ultrapassando excedendo
V|exceeded|ultrapassei ultrapassaste ultrapassou ultrapassastes ultrapassaram ultrapassava ultrapassavas ultrapassavamos ultrapassaveis ultrapassavam ultrapassara ultrapassaras ultrapassaramos ultrapassareis ultrapassasse ultrapassasses ultrapassassemos ultrapassasseis ultrapassassem excedido excedida excedidos excedidas excedi excedeste excedeu excedestes excederam excedia excedias excediamos excedieis excediam excedera excederas excederamos excedereis excedesse excedesses excedessemos excedesseis excedessem
V|overcome|superar supera supero superas superamos superais superam supere superes superemos supereis superem superado superada superados superadas superares superarmos superardes superarem superai
V|overcoming|superando
V|overcame|superei superaste superou superastes superaram superava superavas superavamos superaveis superavam superara superaras superaramos superareis superasse superasses superassemos superasseis superassem
V|prevail|prevalecer prevalece prevaleco prevaleces prevalecemos prevaleceis prevalecem prevaleca prevalecas prevalecamos prevalecais prevalecam prevaleceres prevalecermos prevalecerdes prevalecerem prevalecei predominar predomina predomino predominas predominamos predominais predominam predomine predomines predominemos predomineis predominem predominares predominarmos predominardes predominarem predominai
V|prevailing|prevalecendo predominando
V|prevailed|prevalecido prevalecida prevalecidos prevalecidas prevaleci prevaleceste prevaleceu prevalecestes prevaleceram prevalecia prevalecias prevaleciamos prevalecieis prevaleciam prevalecera prevaleceras prevaleceramos prevalecereis prevalecesse prevalecesses prevalecessemos prevalecesseis prevalecessem predominado predominada predominados predominadas predominei predominaste predominou predominastes predominaram predominava predominavas predominavamos predominaveis predominavam predominara predominaras predominaramos predominareis predominasse predominasses predominassemos predominasseis predominassem
V|precede|preceder precede precedo precedes precedemos precedeis precedem preceda precedas precedamos precedais precedam precederes precedermos precederdes precederem precedei anteceder antecede antecedo antecedes antecedemos antecedeis antecedem anteceda antecedas antecedamos antecedais antecedam antecederes antecedermos antecederdes antecederem antecedei
V|preceding|precedendo antecedendo
V|preceded|precedido precedida precedidos precedidas precedi precedeste precedeu precedestes precederam precedia precedias precediamos precedieis precediam precedera precederas precederamos precedereis precedesse precedesses precedessemos precedesseis precedessem antecedido antecedida antecedidos antecedidas antecedi antecedeste antecedeu antecedestes antecederam antecedia antecedias antecediamos antecedieis antecediam antecedera antecederas antecederamos antecedereis antecedesse antecedesses antecedessemos antecedesseis antecedessem
V|supersede|suplantar suplanta suplanto suplantas suplantamos suplantais suplantam suplante suplantes suplantemos suplanteis suplantem suplantares suplantarmos suplantardes suplantarem suplantai
V|superseding|suplantando
V|superseded|suplantado suplantada suplantados suplantadas suplantei suplantaste suplantou suplantastes suplantaram suplantava suplantavas suplantavamos suplantaveis suplantavam suplantara suplantaras suplantaramos suplantareis suplantasse suplantasses suplantassemos suplantasseis suplantassem
V|repeal|derrogar derroga derrogo derrogas derrogamos derrogais derrogam derrogue derrogues derroguemos derrogueis derroguem derrogares derrogarmos derrogardes derrogarem derrogai
V|repealing|derrogando
V|repealed|derrogado derrogada derrogados derrogadas derroguei derrogaste derrogou derrogastes derrogaram derrogava derrogavas derrogavamos derrogaveis derrogavam derrogara derrogaras derrogaramos derrogareis derrogasse derrogasses derrogassemos derrogasseis derrogassem
V|renew|renovar renova renovo renovas renovamos renovais renovam renove renoves renovemos renoveis renovem renovares renovarmos renovardes renovarem renovai
V|renewing|renovando
V|renewed|renovado renovada renovados renovadas renovei renovaste renovou renovastes renovaram renovava renovavas renovavamos renovaveis renovavam renovara renovaras renovaramos renovareis renovasse renovasses renovassemos renovasseis renovassem
V|expire|expirar expira expiro expiras expiramos expirais expiram expire expires expiremos expireis expirem expirares expirarmos expirardes expirarem expirai caducar caduca caduco caducas caducamos caducais caducam caduque caduques caduquemos caduqueis caduquem caducares caducarmos caducardes caducarem caducai
V|expiring|expirando caducando
V|expired|expirado expirada expirados expiradas expirei expiraste expirou expirastes expiraram expirava expiravas expiravamos expiraveis expiravam expirara expiraras expiraramos expirareis expirasse expirasses expirassemos expirasseis expirassem caducado caducada caducados caducadas caduquei caducaste caducou caducastes caducaram caducava caducavas caducavamos caducaveis caducavam caducara caducaras caducaramos caducareis caducasse caducasses caducassemos caducasseis caducassem
V|renounce|renunciar renuncia renuncio renuncias renunciamos renunciais renunciam renuncie renuncies renunciemos renuncieis renunciem renunciares renunciarmos renunciardes renunciarem renunciai
V|renouncing|renunciando
V|renounced|renunciado renunciada renunciados renunciadas renunciei renunciaste renunciou renunciastes renunciaram renunciava renunciavas renunciavamos renunciaveis renunciavam renunciara renunciaras renunciaramos renunciareis renunciasse renunciasses renunciassemos renunciasseis renunciassem
V|give up|desistir desiste desisto desistes desistimos desistis desistem desista desistas desistamos desistais desistam desistires desistirmos desistirdes desistirem
V|giving up|desistindo
V|given up|desistido desistida desistidos desistidas
V|gave up|desisti desististe desistiu desististes desistiram desistia desistias desistiamos desistieis desistiam desistira desistiras desistiramos desistireis desistisse desistisses desistissemos desistisseis desistissem
V|abdicate|abdicar abdica abdico abdicas abdicamos abdicais abdicam abdique abdiques abdiquemos abdiqueis abdiquem abdicares abdicarmos abdicardes abdicarem abdicai
V|abdicating|abdicando
V|abdicated|abdicado abdicada abdicados abdicadas abdiquei abdicaste abdicou abdicastes abdicaram abdicava abdicavas abdicavamos abdicaveis abdicavam abdicara abdicaras abdicaramos abdicareis abdicasse abdicasses abdicassemos abdicasseis abdicassem
V|surrender|render rende rendo rendes rendemos rendeis rendem renda rendas rendamos rendais rendam renderes rendermos renderdes renderem rendei
V|surrendering|rendendo
V|surrendered|rendido rendida rendidos rendidas rendi rendeste rendeu rendestes renderam rendia rendias rendiamos rendieis rendiam rendera renderas renderamos rendereis rendesse rendesses rendessemos rendesseis rendessem
V|compete|concorrer concorre concorro concorres concorremos concorreis concorrem concorra concorras concorramos concorrais concorram concorreres concorrermos concorrerdes concorrerem concorrei competir compete compito competes competimos competis competem compita compitas compitamos compitais compitam competires competirmos competirdes competirem
V|competing|concorrendo competindo
V|competed|concorrido concorrida concorridos concorridas concorri concorreste concorreu concorrestes concorreram concorria concorrias concorriamos concorrieis concorriam concorrera concorreras concorreramos concorrereis concorresse concorresses concorressemos concorresseis concorressem competido competida competidos competidas competi competiste competiu competistes competiram competia competias competiamos competieis competiam competira competiras competiramos competireis competisse competisses competissemos competisseis competissem
V|collaborate|colaborar colabora colaboro colaboras colaboramos colaborais colaboram colabore colabores colaboremos colaboreis colaborem colaborares colaborarmos colaborardes colaborarem colaborai
V|collaborating|colaborando
V|collaborated|colaborado colaborada colaborados colaboradas colaborei colaboraste colaborou colaborastes colaboraram colaborava colaboravas colaboravamos colaboraveis colaboravam colaborara colaboraras colaboraramos colaborareis colaborasse colaborasses colaborassemos colaborasseis colaborassem
V|cooperate|cooperar coopera coopero cooperas cooperamos cooperais cooperam coopere cooperes cooperemos coopereis cooperem cooperares cooperarmos cooperardes cooperarem cooperai
V|cooperating|cooperando
V|cooperated|cooperado cooperada cooperados cooperadas cooperei cooperaste cooperou cooperastes cooperaram cooperava cooperavas cooperavamos cooperaveis cooperavam cooperara cooperaras cooperaramos cooperareis cooperasse cooperasses cooperassemos cooperasseis cooperassem
V|contribute|contribuir contribui contribuo contribuis contribuimos contribuem contribua contribuas contribuamos contribuais contribuam contribuires contribuirmos contribuirdes contribuirem
V|contributing|contribuindo
V|contributed|contribuido contribuida contribuidos contribuidas contribuiste contribuiu contribuistes contribuiram contribuia contribuias contribuiamos contribuieis contribuiam contribuira contribuiras contribuiramos contribuireis contribuisse contribuisses contribuissemos contribuisseis contribuissem
V|beg|implorar implora imploro imploras imploramos implorais imploram implore implores imploremos imploreis implorem implorares implorarmos implorardes implorarem implorai suplicar suplica suplico suplicas suplicamos suplicais suplicam suplique supliques supliquemos supliqueis supliquem suplicares suplicarmos suplicardes suplicarem suplicai rogar roga rogo rogas rogamos rogais rogam rogue rogues roguemos rogueis roguem rogares rogarmos rogardes rogarem rogai
V|begging|implorando suplicando rogando
V|begged|implorado implorada implorados imploradas implorei imploraste implorou implorastes imploraram implorava imploravas imploravamos imploraveis imploravam implorara imploraras imploraramos implorareis implorasse implorasses implorassemos implorasseis implorassem suplicado suplicada suplicados suplicadas supliquei suplicaste suplicou suplicastes suplicaram suplicava suplicavas suplicavamos suplicaveis suplicavam suplicara suplicaras suplicaramos suplicareis suplicasse suplicasses suplicassemos suplicasseis suplicassem rogado rogada rogados rogadas roguei rogaste rogou rogastes rogaram rogava rogavas rogavamos rogaveis rogavam rogara rogaras rogaramos rogareis rogasse rogasses rogassemos rogasseis rogassem
V|calm|acalmar acalma acalmo acalmas acalmamos acalmais acalmam acalme acalmes acalmemos acalmeis acalmem acalmares acalmarmos acalmardes acalmarem acalmai
V|calming|acalmando
V|calmed|acalmado acalmada acalmados acalmadas acalmei acalmaste acalmou acalmastes acalmaram acalmava acalmavas acalmavamos acalmaveis acalmavam acalmara acalmaras acalmaramos acalmareis acalmasse acalmasses acalmassemos acalmasseis acalmassem
V|reassure|tranquilizar tranquiliza tranquilizo tranquilizas tranquilizamos tranquilizais tranquilizam tranquilize tranquilizes tranquilizemos tranquilizeis tranquilizem tranquilizares tranquilizarmos tranquilizardes tranquilizarem tranquilizai
V|reassuring|tranquilizando
V|reassured|tranquilizado tranquilizada tranquilizados tranquilizadas tranquilizei tranquilizaste tranquilizou tranquilizastes tranquilizaram tranquilizava tranquilizavas tranquilizavamos tranquilizaveis tranquilizavam tranquilizara tranquilizaras tranquilizaramos tranquilizareis tranquilizasse tranquilizasses tranquilizassemos tranquilizasseis tranquilizassem
V|comfort|confortar conforta conforto confortas confortamos confortais confortam conforte confortes confortemos conforteis confortem confortares confortarmos confortardes confortarem confortai
V|comforting|confortando
V|comforted|confortado confortada confortados confortadas confortei confortaste confortou confortastes confortaram confortava confortavas confortavamos confortavam confortara confortaras confortaramos confortareis confortasse confortasses confortassemos confortasseis confortassem
V|console|consolar consolo consolamos consolais consolam consolemos consoleis consolem consolares consolarmos consolardes consolarem consolai
V|consoling|consolando
V|consoled|consolado consolada consolados consoladas consolei consolaste consolou consolastes consolaram consolava consolavas consolavamos consolaveis consolavam consolara consolaras consolaramos consolareis consolasse consolasses consolassemos consolasseis consolassem
V|encourage|animar anima animo animas animamos animam anime animes animemos animeis animem animares animarmos animardes animarem animai encorajar encoraja encorajo encorajas encorajamos encorajais encorajam encoraje encorajes encorajemos encorajeis encorajem encorajares encorajarmos encorajardes encorajarem encorajai incentivar incentiva incentivo incentivas incentivamos incentivais incentivam incentive incentives incentivemos incentiveis incentivem incentivares incentivarmos incentivardes incentivarem incentivai
V|encouraging|animando encorajando incentivando
V|encouraged|animado animada animados animadas animei animaste animou animastes animaram animava animavas animavamos animaveis animavam animara animaras animaramos animareis animasse animasses animassemos animasseis animassem encorajado encorajada encorajados encorajadas encorajei encorajaste encorajou encorajastes encorajaram encorajava encorajavas encorajavamos encorajaveis encorajavam encorajara encorajaras encorajaramos encorajareis encorajasse encorajasses encorajassemos encorajasseis encorajassem incentivado incentivada incentivados incentivadas incentivei incentivaste incentivou incentivastes incentivaram incentivava incentivavas incentivavamos incentivaveis incentivavam incentivara incentivaras incentivaramos incentivareis incentivasse incentivasses incentivassemos incentivasseis incentivassem
V|motivate|motivar motiva motivas motivamos motivais motivam motive motives motivemos motiveis motivem motivares motivarmos motivardes motivarem motivai
V|motivating|motivando
V|motivated|motivado motivada motivados motivadas motivei motivaste motivou motivastes motivaram motivava motivavas motivavamos motivaveis motivavam motivara motivaras motivaramos motivareis motivasse motivasses motivassemos motivasseis motivassem
V|inspire|inspirar inspira inspiro inspiras inspiramos inspirais inspiram inspire inspires inspiremos inspireis inspirem inspirares inspirarmos inspirardes inspirarem inspirai
V|inspiring|inspirando
V|inspired|inspirado inspirada inspirados inspiradas inspirei inspiraste inspirou inspirastes inspiraram inspirava inspiravas inspiravamos inspiraveis inspiravam inspirara inspiraras inspiraramos inspirareis inspirasse inspirasses inspirassemos inspirasseis inspirassem
V|influence|influenciar influencia influencio influencias influenciamos influenciais influenciam influencie influencies influenciemos influencieis influenciem influenciares influenciarmos influenciardes influenciarem influenciai
V|influencing|influenciando
V|influenced|influenciado influenciada influenciados influenciadas influenciei influenciaste influenciou influenciastes influenciaram influenciava influenciavas influenciavamos influenciaveis influenciavam influenciara influenciaras influenciaramos influenciareis influenciasse influenciasses influenciassemos influenciasseis influenciassem
V|adapt|adaptar adapta adapto adaptas adaptamos adaptais adaptam adapte adaptes adaptemos adapteis adaptem adaptares adaptarmos adaptardes adaptarem adaptai
V|adapting|adaptando
V|adapted|adaptado adaptada adaptados adaptadas adaptei adaptaste adaptou adaptastes adaptaram adaptava adaptavas adaptavamos adaptaveis adaptavam adaptara adaptaras adaptaramos adaptareis adaptasse adaptasses adaptassemos adaptasseis adaptassem
V|shape|moldar molda moldo moldas moldamos moldais moldam molde moldes moldemos moldeis moldem moldares moldarmos moldardes moldarem moldai
V|shaping|moldando
V|shaped|moldado moldada moldados moldadas moldei moldaste moldou moldastes moldaram moldava moldavas moldavamos moldaveis moldavam moldara moldaras moldaramos moldareis moldasse moldasses moldassemos moldasseis moldassem
V|form|formar formo formamos formam forme formes formemos formeis formem formares formarmos formardes formarem formai
V|forming|formando
V|formed|formado formada formados formadas formei formaste formou formastes formaram formava formavas formavamos formaveis formavam formara formaras formaramos formareis formasse formasses formassemos formasseis formassem
V|evolve|evoluir evolui evoluo evoluis evoluimos evoluem evolua evoluas evoluamos evoluais evoluam evoluires evoluirmos evoluirdes evoluirem
V|evolving|evoluindo
V|evolved|evoluido evoluida evoluidos evoluidas evoluiste evoluiu evoluistes evoluiram evoluia evoluias evoluiamos evoluieis evoluiam evoluira evoluiras evoluiramos evoluireis evoluisse evoluisses evoluissemos evoluisseis evoluissem
V|improve|melhorar melhora melhoro melhoras melhoramos melhorais melhoram melhore melhoremos melhoreis melhorem melhorares melhorarmos melhorardes melhorarem melhorai aperfeicoar aperfeicoa aperfeicoo aperfeicoas aperfeicoamos aperfeicoais aperfeicoam aperfeicoe aperfeicoes aperfeicoemos aperfeicoeis aperfeicoem aperfeicoares aperfeicoarmos aperfeicoardes aperfeicoarem aperfeicoai
V|improving|melhorando aperfeicoando
V|improved|melhorado melhorada melhorados melhoradas melhorei melhoraste melhorou melhorastes melhoraram melhorava melhoravas melhoravamos melhoraveis melhoravam melhorara melhoraras melhoraramos melhorareis melhorasse melhorasses melhorassemos melhorasseis melhorassem aperfeicoado aperfeicoada aperfeicoados aperfeicoadas aperfeicoei aperfeicoaste aperfeicoou aperfeicoastes aperfeicoaram aperfeicoava aperfeicoavas aperfeicoavamos aperfeicoaveis aperfeicoavam aperfeicoara aperfeicoaras aperfeicoaramos aperfeicoareis aperfeicoasse aperfeicoasses aperfeicoassemos aperfeicoasseis aperfeicoassem
V|worsen|piorar piora pioro pioras pioramos piorais pioram piore pioremos pioreis piorem piorares piorarmos piorardes piorarem piorai
V|worsening|piorando
V|worsened|piorado piorada piorados pioradas piorei pioraste piorou piorastes pioraram piorava pioravas pioravamos pioraveis pioravam piorara pioraras pioraramos piorareis piorasse piorasses piorassemos piorasseis piorassem
V|optimize|otimizar otimiza otimizo otimizas otimizamos otimizais otimizam otimize otimizes otimizemos otimizeis otimizem otimizares otimizarmos otimizardes otimizarem otimizai optimizar optimiza optimizo optimizas optimizamos optimizais optimizam optimize optimizes optimizemos optimizeis optimizem optimizares optimizarmos optimizardes optimizarem optimizai
V|optimizing|otimizando optimizando
V|optimized|otimizado otimizada otimizados otimizadas otimizei otimizaste otimizou otimizastes otimizaram otimizava otimizavas otimizavamos otimizaveis otimizavam otimizara otimizaras otimizaramos otimizareis otimizasse otimizasses otimizassemos otimizasseis otimizassem optimizado optimizada optimizados optimizadas optimizei optimizaste optimizou optimizastes optimizaram optimizava optimizavas optimizavamos optimizaveis optimizavam optimizara optimizaras optimizaramos optimizareis optimizasse optimizasses optimizassemos optimizasseis optimizassem
V|accelerate|acelerar acelera acelero aceleras aceleramos acelerais aceleram acelere aceleres aceleremos acelereis acelerem acelerares acelerarmos acelerardes acelerarem acelerai
V|accelerating|acelerando
V|accelerated|acelerado acelerada acelerados aceleradas acelerei aceleraste acelerou acelerastes aceleraram acelerava aceleravas aceleravamos aceleraveis aceleravam acelerara aceleraras aceleraramos acelerareis acelerasse acelerasses acelerassemos acelerasseis acelerassem
V|delay|atrasar atrasa atrasas atrasamos atrasais atrasam atrase atrases atrasemos atraseis atrasem atrasares atrasarmos atrasardes atrasarem atrasai
V|delaying|atrasando
V|delayed|atrasei atrasaste atrasou atrasastes atrasaram atrasava atrasavas atrasavamos atrasaveis atrasavam atrasara atrasaras atrasaramos atrasareis atrasasse atrasasses atrasassemos atrasasseis atrasassem
V|postpone|adiar adia adio adias adiamos adiais adiam adie adies adiemos adieis adiem adiares adiarmos adiardes adiarem adiai
V|postponing|adiando
V|postponed|adiado adiada adiados adiadas adiei adiaste adiou adiastes adiaram adiava adiavas adiavamos adiaveis adiavam adiara adiaras adiaramos adiareis adiasse adiasses adiassemos adiasseis adiassem
V|anticipate|antecipar antecipa antecipo antecipas antecipamos antecipais antecipam antecipe antecipes antecipemos antecipeis antecipem antecipares anteciparmos antecipardes anteciparem antecipai
V|anticipating|antecipando
V|anticipated|antecipado antecipada antecipados antecipadas antecipei antecipaste antecipou antecipastes anteciparam antecipava antecipavas antecipavamos antecipaveis antecipavam antecipara anteciparas anteciparamos antecipareis antecipasse antecipasses antecipassemos antecipasseis antecipassem
V|hurry|apressar apressa apresso apressas apressamos apressais apressam apresse apresses apressemos apresseis apressem apressares apressarmos apressardes apressarem apressai
V|hurrying|apressando
V|hurried|apressado apressada apressados apressadas apressei apressaste apressou apressastes apressaram apressava apressavas apressavamos apressaveis apressavam apressara apressaras apressaramos apressareis apressasse apressasses apressassemos apressasseis apressassem
V|take long|demorar demora demoro demoras demoramos demorais demoram demore demores demoremos demoreis demorem demorares demorarmos demorardes demorarem demorai
V|taking long|demorando
V|taken long|demorado demorada demorados demoradas
V|took long|demorei demoraste demorou demorastes demoraram demorava demoravas demoravamos demoraveis demoravam demorara demoraras demoraramos demorareis demorasse demorasses demorassemos demorasseis demorassem
V|last|durar duramos durais duram dure dures duremos dureis durem durares durarmos durardes durarem durai
V|lasting|durando
V|lasted|durado durada durados duradas durei duraste durou durastes duraram durava duravas duravamos duraveis duravam durara duraras duraramos durareis durasse durasses durassemos durasseis durassem
V|sustain|sustentar sustenta sustento sustentas sustentamos sustentais sustentam sustente sustentes sustentemos sustenteis sustentem sustentares sustentarmos sustentardes sustentarem sustentai
V|sustaining|sustentando
V|sustained|sustentado sustentada sustentados sustentadas sustentei sustentaste sustentou sustentastes sustentaram sustentava sustentavas sustentavamos sustentaveis sustentavam sustentara sustentaras sustentaramos sustentareis sustentasse sustentasses sustentassemos sustentasseis sustentassem
V|fill|encher enche encho enches enchemos encheis enchem encha enchas enchamos enchais encham encheres enchermos encherdes encherem enchei
V|filling|enchendo
V|filled|enchido enchida enchidos enchidas enchi encheste encheu enchestes encheram enchia enchias enchiamos enchieis enchiam enchera encheras encheramos enchereis enchesse enchesses enchessemos enchesseis enchessem
V|fill in|preencher preenche preencho preenches preenchemos preencheis preenchem preencha preenchas preenchamos preenchais preencham preencheres preenchermos preencherdes preencherem preenchei
V|filling in|preenchendo
V|filled in|preenchido preenchida preenchidos preenchidas preenchi preencheste preencheu preenchestes preencheram preenchia preenchias preenchiamos preenchieis preenchiam preenchera preencheras preencheramos preenchereis preenchesse preenchesses preenchessemos preenchesseis preenchessem
V|underline|sublinhar sublinha sublinho sublinhas sublinhamos sublinhais sublinham sublinhe sublinhes sublinhemos sublinheis sublinhem sublinhares sublinharmos sublinhardes sublinharem sublinhai
V|underlining|sublinhando
V|underlined|sublinhado sublinhada sublinhados sublinhadas sublinhei sublinhaste sublinhou sublinhastes sublinharam sublinhava sublinhavas sublinhavamos sublinhaveis sublinhavam sublinhara sublinharas sublinharamos sublinhareis sublinhasse sublinhasses sublinhassemos sublinhasseis sublinhassem
V|highlight|destacar destaca destaco destacas destacamos destacais destacam destaque destaques destaquemos destaqueis destaquem destacares destacarmos destacardes destacarem destacai realcar realca realco realcas realcamos realcais realcam realce realces realcemos realceis realcem realcares realcarmos realcardes realcarem realcai
V|highlighting|destacando realcando
V|highlighted|destacado destacada destacados destacadas destaquei destacaste destacou destacastes destacaram destacava destacavas destacavamos destacaveis destacavam destacara destacaras destacaramos destacareis destacasse destacasses destacassemos destacasseis destacassem realcado realcada realcados realcadas realcei realcaste realcou realcastes realcaram realcava realcavas realcavamos realcaveis realcavam realcara realcaras realcaramos realcareis realcasse realcasses realcassemos realcasseis realcassem
V|emphasize|enfatizar enfatiza enfatizo enfatizas enfatizamos enfatizais enfatizam enfatize enfatizes enfatizemos enfatizeis enfatizem enfatizares enfatizarmos enfatizardes enfatizarem enfatizai ressaltar ressalta ressalto ressaltas ressaltamos ressaltais ressaltam ressalte ressaltes ressaltemos ressalteis ressaltem ressaltares ressaltarmos ressaltardes ressaltarem ressaltai
V|emphasizing|enfatizando ressaltando
V|emphasized|enfatizado enfatizada enfatizados enfatizadas enfatizei enfatizaste enfatizou enfatizastes enfatizaram enfatizava enfatizavas enfatizavamos enfatizaveis enfatizavam enfatizara enfatizaras enfatizaramos enfatizareis enfatizasse enfatizasses enfatizassemos enfatizasseis enfatizassem ressaltado ressaltada ressaltados ressaltadas ressaltei ressaltaste ressaltou ressaltastes ressaltaram ressaltava ressaltavas ressaltavamos ressaltaveis ressaltavam ressaltara ressaltaras ressaltaramos ressaltareis ressaltasse ressaltasses ressaltassemos ressaltasseis ressaltassem
V|abbreviate|abreviar abrevia abrevio abrevias abreviamos abreviais abreviam abrevie abrevies abreviemos abrevieis abreviem abreviares abreviarmos abreviardes abreviarem abreviai
V|abbreviating|abreviando
V|abbreviated|abreviado abreviada abreviados abreviadas abreviei abreviaste abreviou abreviastes abreviaram abreviava abreviavas abreviavamos abreviaveis abreviavam abreviara abreviaras abreviaramos abreviareis abreviasse abreviasses abreviassemos abreviasseis abreviassem
V|shorten|encurtar encurta encurto encurtas encurtamos encurtais encurtam encurte encurtes encurtemos encurteis encurtem encurtares encurtarmos encurtardes encurtarem encurtai
V|shortening|encurtando
V|shortened|encurtado encurtada encurtados encurtadas encurtei encurtaste encurtou encurtastes encurtaram encurtava encurtavas encurtavamos encurtaveis encurtavam encurtara encurtaras encurtaramos encurtareis encurtasse encurtasses encurtassemos encurtasseis encurtassem
V|expand|ampliar amplia amplio amplias ampliamos ampliais ampliam amplie amplies ampliemos amplieis ampliem ampliares ampliarmos ampliardes ampliarem ampliai expandir expande expando expandes expandimos expandis expandem expanda expandas expandamos expandais expandam expandires expandirmos expandirdes expandirem
V|expanding|ampliando expandindo
V|expanded|ampliado ampliada ampliados ampliadas ampliei ampliaste ampliou ampliastes ampliaram ampliava ampliavas ampliavamos ampliaveis ampliavam ampliara ampliaras ampliaramos ampliareis ampliasse ampliasses ampliassemos ampliasseis ampliassem expandido expandida expandidos expandidas expandi expandiste expandiu expandistes expandiram expandia expandias expandiamos expandieis expandiam expandira expandiras expandiramos expandireis expandisse expandisses expandissemos expandisseis expandissem
V|extend|estender estende estendo estendes estendemos estendeis estendem estenda estendas estendamos estendais estendam estenderes estendermos estenderdes estenderem estendei
V|extending|estendendo
V|extended|estendido estendida estendidos estendidas estendi estendeste estendeu estendestes estenderam estendia estendias estendiamos estendieis estendiam estendera estenderas estenderamos estendereis estendesse estendesses estendessemos estendesseis estendessem
V|widen|alargar alarga alargo alargas alargamos alargais alargam alargue alargues alarguemos alargueis alarguem alargares alargarmos alargardes alargarem alargai
V|widening|alargando
V|widened|alargado alargada alargados alargadas alarguei alargaste alargou alargastes alargaram alargava alargavas alargavamos alargaveis alargavam alargara alargaras alargaramos alargareis alargasse alargasses alargassemos alargasseis alargassem
V|deepen|aprofundar aprofunda aprofundo aprofundas aprofundamos aprofundais aprofundam aprofunde aprofundes aprofundemos aprofundeis aprofundem aprofundares aprofundarmos aprofundardes aprofundarem aprofundai
V|deepening|aprofundando
V|deepened|aprofundado aprofundada aprofundados aprofundadas aprofundei aprofundaste aprofundou aprofundastes aprofundaram aprofundava aprofundavas aprofundavamos aprofundaveis aprofundavam aprofundara aprofundaras aprofundaramos aprofundareis aprofundasse aprofundasses aprofundassemos aprofundasseis aprofundassem
V|number|numerar numera numeras numeramos numerais numeram numere numeres numeremos numereis numerem numerares numerarmos numerardes numerarem numerai
V|numbering|numerando
V|numbered|numerado numerada numerados numeradas numerei numeraste numerou numerastes numeraram numerava numeravas numeravamos numeraveis numeravam numerara numeraras numeraramos numerareis numerasse numerasses numerassemos numerasseis numerassem
V|group|agrupar agrupa agrupo agrupas agrupamos agrupais agrupam agrupe agrupes agrupemos agrupeis agrupem agrupares agruparmos agrupardes agruparem agrupai
V|grouping|agrupando
V|grouped|agrupado agrupada agrupados agrupadas agrupei agrupaste agrupou agrupastes agruparam agrupava agrupavas agrupavamos agrupaveis agrupavam agrupara agruparas agruparamos agrupareis agrupasse agrupasses agrupassemos agrupasseis agrupassem
V|elect|eleger elege elejo eleges elegemos elegeis elegem eleja elejas elejamos elejais elejam elegeres elegermos elegerdes elegerem elegei
V|electing|elegendo
V|elected|elegido elegida elegidos elegidas eleito eleita eleitos eleitas elegi elegeste elegeu elegestes elegeram elegia elegias elegiamos elegieis elegiam elegera elegeras elegeramos elegereis elegesse elegesses elegessemos elegesseis elegessem
V|vote|votar vota votas votamos votais votam vote votes votemos voteis votem votares votarmos votardes votarem votai
V|voting|votando
V|voted|votado votada votados votadas votei votaste votou votastes votaram votava votavas votavamos votaveis votavam votara votaras votaramos votareis votasse votasses votassemos votasseis votassem
V|cross out|riscar risca riscas riscamos riscais riscam risque risques risquemos risqueis risquem riscares riscarmos riscardes riscarem riscai
V|crossing out|riscando
V|crossed out|riscado riscada riscados riscadas risquei riscaste riscou riscastes riscaram riscava riscavas riscavamos riscaveis riscavam riscara riscaras riscaramos riscareis riscasse riscasses riscassemos riscasseis riscassem
V|comment|comentar comenta comento comentas comentamos comentais comentam comente comentes comentemos comenteis comentem comentares comentarmos comentardes comentarem comentai
V|commenting|comentando
V|commented|comentado comentada comentados comentadas comentei comentaste comentou comentastes comentaram comentava comentavas comentavamos comentaveis comentavam comentara comentaras comentaramos comentareis comentasse comentasses comentassemos comentasseis comentassem
V|appreciate|apreciar aprecia aprecio aprecias apreciamos apreciais apreciam aprecie aprecies apreciemos aprecieis apreciem apreciares apreciarmos apreciardes apreciarem apreciai
V|appreciating|apreciando
V|appreciated|apreciado apreciada apreciados apreciadas apreciei apreciaste apreciou apreciastes apreciaram apreciava apreciavas apreciavamos apreciaveis apreciavam apreciara apreciaras apreciaramos apreciareis apreciasse apreciasses apreciassemos apreciasseis apreciassem
V|please|agradar agrada agrado agradas agradamos agradais agradam agrade agrades agrademos agradeis agradem agradares agradarmos agradardes agradarem agradai
V|pleasing|agradando
V|pleased|agradado agradada agradados agradadas agradei agradaste agradou agradastes agradaram agradava agradavas agradavamos agradavam agradara agradaras agradaramos agradareis agradasse agradasses agradassemos agradasseis agradassem
V|increase|aumentar aumenta aumentas aumentamos aumentais aumentam aumente aumentes aumentemos aumenteis aumentem aumentares aumentarmos aumentardes aumentarem aumentai
V|increasing|aumentando
V|increased|aumentado aumentada aumentados aumentadas aumentei aumentaste aumentou aumentastes aumentaram aumentava aumentavas aumentavamos aumentaveis aumentavam aumentara aumentaras aumentaramos aumentareis aumentasse aumentasses aumentassemos aumentasseis aumentassem
V|decrease|diminuir diminui diminuo diminuis diminuimos diminuem diminua diminuas diminuamos diminuais diminuam diminuires diminuirmos diminuirdes diminuirem
V|decreasing|diminuindo
V|decreased|diminuido diminuida diminuidos diminuidas diminuiste diminuiu diminuistes diminuiram diminuia diminuias diminuiamos diminuieis diminuiam diminuira diminuiras diminuiramos diminuireis diminuisse diminuisses diminuissemos diminuisseis diminuissem
V|reduce|reduzir reduz reduze reduzo reduzes reduzimos reduzis reduzem reduza reduzas reduzamos reduzais reduzam reduzires reduzirmos reduzirdes reduzirem
V|reducing|reduzindo
V|reduced|reduzido reduzida reduzidos reduzidas reduzi reduziste reduziu reduzistes reduziram reduzia reduzias reduziamos reduzieis reduziam reduzira reduziras reduziramos reduzireis reduzisse reduzisses reduzissemos reduzisseis reduzissem
V|grow|crescer cresce cresco cresces crescemos cresceis crescem cresca crescas crescamos crescais crescam cresceres crescermos crescerdes crescerem crescei
V|growing|crescendo
V|grown|crescido crescida crescidos crescidas
V|grew|cresci cresceste cresceu crescestes cresceram crescia crescias cresciamos crescieis cresciam crescera cresceras cresceramos crescereis crescesse crescesses crescessemos crescesseis crescessem
V|deduct|deduzir deduz deduze deduzo deduzes deduzimos deduzis deduzem deduza deduzas deduzamos deduzais deduzam deduzires deduzirmos deduzirdes deduzirem
V|deducting|deduzindo
V|deducted|deduzido deduzida deduzidos deduzidas deduzi deduziste deduziu deduzistes deduziram deduzia deduzias deduziamos deduzieis deduziam deduzira deduziras deduziramos deduzireis deduzisse deduzisses deduzissemos deduzisseis deduzissem
V|heat|aquecer aquece aqueco aqueces aquecemos aqueceis aquecem aqueca aquecas aquecamos aquecais aquecam aqueceres aquecermos aquecerdes aquecerem aquecei
V|heating|aquecendo
V|heated|aquecido aquecida aquecidos aquecidas aqueci aqueceste aqueceu aquecestes aqueceram aquecia aquecias aqueciamos aquecieis aqueciam aquecera aqueceras aqueceramos aquecereis aquecesse aquecesses aquecessemos aquecesseis aquecessem
V|burn|queimar queima queimo queimas queimamos queimais queimam queime queimes queimemos queimeis queimem queimares queimarmos queimardes queimarem queimai
V|burning|queimando
V|burned|queimado queimada queimados queimadas queimei queimaste queimou queimastes queimaram queimava queimavas queimavamos queimaveis queimavam queimara queimaras queimaramos queimareis queimasse queimasses queimassemos queimasseis queimassem
V|cool|esfriar esfria esfrio esfrias esfriamos esfriais esfriam esfrie esfries esfriemos esfrieis esfriem esfriares esfriarmos esfriardes esfriarem esfriai arrefecer arrefece arrefeco arrefeces arrefecemos arrefeceis arrefecem arrefeca arrefecas arrefecamos arrefecais arrefecam arrefeceres arrefecermos arrefecerdes arrefecerem arrefecei
V|cooling|esfriando arrefecendo
V|cooled|esfriado esfriada esfriados esfriadas esfriei esfriaste esfriou esfriastes esfriaram esfriava esfriavas esfriavamos esfriaveis esfriavam esfriara esfriaras esfriaramos esfriareis esfriasse esfriasses esfriassemos esfriasseis esfriassem arrefecido arrefecida arrefecidos arrefecidas arrefeci arrefeceste arrefeceu arrefecestes arrefeceram arrefecia arrefecias arrefeciamos arrefecieis arrefeciam arrefecera arrefeceras arrefeceramos arrefecereis arrefecesse arrefecesses arrefecessemos arrefecesseis arrefecessem
V|arrest|prender prende prendo prendes prendemos prendeis prendem prenda prendas prendamos prendais prendam prenderes prendermos prenderdes prenderem prendei
V|arresting|prendendo
V|arrested|prendido prendida prendidos prendidas prendi prendeste prendeu prendestes prenderam prendia prendias prendiamos prendieis prendiam prendera prenderas prenderamos prendereis prendesse prendesses prendessemos prendesseis prendessem
V|exempt|isentar isenta isento isentas isentamos isentais isentam isente isentes isentemos isenteis isentem isentares isentarmos isentardes isentarem isentai
V|exempting|isentando
V|exempted|isentado isentada isentados isentadas isentos isentei isentaste isentou isentastes isentaram isentava isentavas isentavamos isentaveis isentavam isentara isentaras isentaramos isentareis isentasse isentasses isentassemos isentasseis isentassem
V|waive|dispensar dispensa dispenso dispensas dispensamos dispensais dispensam dispense dispenses dispensemos dispenseis dispensem dispensares dispensarmos dispensardes dispensarem dispensai
V|waiving|dispensando
V|waived|dispensado dispensada dispensados dispensadas dispensei dispensaste dispensou dispensastes dispensaram dispensava dispensavas dispensavamos dispensaveis dispensavam dispensara dispensaras dispensaramos dispensareis dispensasse dispensasses dispensassemos dispensasseis dispensassem
V|walk|andar anda ando andas andamos andais andam ande andes andemos andeis andem andares andarmos andardes andarem andai caminhar caminha caminhas caminhamos caminhais caminham caminhe caminhes caminhemos caminheis caminhem caminhares caminharmos caminhardes caminharem caminhai
V|walking|andando caminhando
V|walked|andado andada andados andadas andei andaste andou andastes andaram andava andavas andavamos andaveis andavam andara andaras andaramos andareis andasse andasses andassemos andasseis andassem caminhado caminhada caminhados caminhadas caminhei caminhaste caminhou caminhastes caminharam caminhava caminhavas caminhavamos caminhaveis caminhavam caminhara caminharas caminharamos caminhareis caminhasse caminhasses caminhassemos caminhasseis caminhassem
V|sit|sentar senta sento sentas sentamos sentais sentam sentemos senteis sentares sentarmos sentardes sentarem sentai
V|sitting|sentando
V|sat|sentado sentada sentados sentadas sentei sentaste sentou sentastes sentaram sentava sentavas sentavamos sentaveis sentavam sentara sentaras sentaramos sentareis sentasse sentasses sentassemos sentasseis sentassem
V|lie down|deitar deita deito deitas deitamos deitais deitam deite deites deitemos deiteis deitem deitares deitarmos deitardes deitarem deitai
V|lying down|deitando
V|lain down|deitado deitada deitados deitadas
V|lay down|deitei deitaste deitou deitastes deitaram deitava deitavas deitavamos deitaveis deitavam deitara deitaras deitaramos deitareis deitasse deitasses deitassemos deitasseis deitassem
V|fight|lutar luta luto lutas lutamos lutais lutam lute lutes lutemos luteis lutem lutares lutarmos lutardes lutarem lutai
V|fighting|lutando
V|fought|lutado lutada lutados lutadas lutei lutaste lutou lutastes lutaram lutava lutavas lutavamos lutaveis lutavam lutara lutaras lutaramos lutareis lutasse lutasses lutassemos lutasseis lutassem
V|govern|governar governa governas governamos governais governam governe governes governemos governeis governem governares governarmos governardes governarem governai
V|governing|governando
V|governed|governado governada governados governadas governei governaste governou governastes governaram governava governavas governavamos governaveis governavam governara governaras governaramos governareis governasse governasses governassemos governasseis governassem
V|take advantage|aproveitar aproveita aproveito aproveitas aproveitamos aproveitais aproveitam aproveite aproveites aproveitemos aproveiteis aproveitem aproveitares aproveitarmos aproveitardes aproveitarem aproveitai
V|taking advantage|aproveitando
V|taken advantage|aproveitado aproveitada aproveitados aproveitadas
V|took advantage|aproveitei aproveitaste aproveitou aproveitastes aproveitaram aproveitava aproveitavas aproveitavamos aproveitaveis aproveitavam aproveitara aproveitaras aproveitaramos aproveitareis aproveitasse aproveitasses aproveitassemos aproveitasseis aproveitassem
V|advance|avancar avanca avanco avancas avancamos avancais avancam avance avances avancemos avanceis avancem avancares avancarmos avancardes avancarem avancai
V|advancing|avancando
V|advanced|avancei avancaste avancou avancastes avancaram avancava avancavas avancavamos avancaveis avancavam avancara avancaras avancaramos avancareis avancasse avancasses avancassemos avancasseis avancassem
V|back off|recuar recua recuo recuas recuamos recuais recuam recue recues recuemos recueis recuem recuares recuarmos recuardes recuarem recuai
V|backing off|recuando
V|backed off|recuado recuada recuados recuadas recuei recuaste recuou recuastes recuaram recuava recuavas recuavamos recuaveis recuavam recuara recuaras recuaramos recuareis recuasse recuasses recuassemos recuasseis recuassem
V|tidy|arrumar arruma arrumo arrumas arrumamos arrumais arrumam arrume arrumes arrumemos arrumeis arrumem arrumares arrumarmos arrumardes arrumarem arrumai
V|tidying|arrumando
V|tidied|arrumado arrumada arrumados arrumadas arrumei arrumaste arrumou arrumastes arrumaram arrumava arrumavas arrumavamos arrumaveis arrumavam arrumara arrumaras arrumaramos arrumareis arrumasse arrumasses arrumassemos arrumasseis arrumassem
V|practice|praticar praticamos praticais praticam pratique pratiques pratiquemos pratiqueis pratiquem praticares praticarmos praticardes praticarem praticai
V|practicing|praticando
V|practiced|praticado praticada praticados praticadas pratiquei praticaste praticou praticastes praticaram praticava praticavas praticavamos praticaveis praticavam praticara praticaras praticaramos praticareis praticasse praticasses praticassemos praticasseis praticassem
V|dream|sonhar sonha sonho sonhas sonhamos sonhais sonham sonhe sonhes sonhemos sonheis sonhem sonhares sonharmos sonhardes sonharem sonhai
V|dreaming|sonhando
V|dreamed|sonhado sonhada sonhados sonhadas sonhei sonhaste sonhou sonhastes sonharam sonhava sonhavas sonhavamos sonhaveis sonhavam sonhara sonharas sonharamos sonhareis sonhasse sonhasses sonhassemos sonhasseis sonhassem
V|tire|cansar cansa canso cansas cansamos cansais cansam canse canses cansemos canseis cansem cansares cansarmos cansardes cansarem cansai
V|tiring|cansando
V|tired|cansei cansaste cansou cansastes cansaram cansava cansavas cansavamos cansaveis cansavam cansara cansaras cansaramos cansareis cansasse cansasses cansassemos cansasseis cansassem
V|rent|alugar aluga alugo alugas alugamos alugais alugam alugue alugues aluguemos aluguem alugares alugarmos alugardes alugarem alugai
V|renting|alugando
V|rented|alugado alugada alugados alugadas aluguei alugaste alugou alugastes alugaram alugava alugavas alugavamos alugaveis alugavam alugara alugaras alugaramos alugareis alugasse alugasses alugassemos alugasseis alugassem
V|cure|curar cura curo curas curamos curais curam cure cures curemos cureis curem curares curarmos curardes curarem curai
V|curing|curando
V|cured|curado curada curados curadas curei curaste curou curastes curaram curava curavas curavamos curaveis curavam curara curaras curaramos curareis curasse curasses curassemos curasseis curassem
V|board|embarcar embarca embarco embarcas embarcamos embarcais embarcam embarquemos embarqueis embarquem embarcares embarcarmos embarcardes embarcarem embarcai
V|boarding|embarcando
V|boarded|embarcado embarcada embarcados embarcadas embarquei embarcaste embarcou embarcastes embarcaram embarcava embarcavas embarcavamos embarcaveis embarcavam embarcara embarcaras embarcaramos embarcareis embarcasse embarcasses embarcassemos embarcasseis embarcassem
V|disembark|desembarcar desembarca desembarco desembarcas desembarcamos desembarcais desembarcam desembarquemos desembarqueis desembarquem desembarcares desembarcarmos desembarcardes desembarcarem desembarcai
V|disembarking|desembarcando
V|disembarked|desembarcado desembarcada desembarcados desembarcadas desembarquei desembarcaste desembarcou desembarcastes desembarcaram desembarcava desembarcavas desembarcavamos desembarcaveis desembarcavam desembarcara desembarcaras desembarcaramos desembarcareis desembarcasse desembarcasses desembarcassemos desembarcasseis desembarcassem
V|host|hospedar hospeda hospedo hospedas hospedamos hospedais hospedam hospedemos hospedeis hospedem hospedares hospedarmos hospedardes hospedarem hospedai
V|hosting|hospedando
V|hosted|hospedado hospedada hospedados hospedadas hospedei hospedaste hospedou hospedastes hospedaram hospedava hospedavas hospedavamos hospedaveis hospedavam hospedara hospedaras hospedaramos hospedareis hospedasse hospedasses hospedassemos hospedasseis hospedassem
V|minimize|minimizar minimiza minimizo minimizas minimizamos minimizais minimizam minimize minimizes minimizemos minimizeis minimizem minimizares minimizarmos minimizardes minimizarem minimizai
V|minimizing|minimizando
V|minimized|minimizado minimizada minimizados minimizadas minimizei minimizaste minimizou minimizastes minimizaram minimizava minimizavas minimizavamos minimizaveis minimizavam minimizara minimizaras minimizaramos minimizareis minimizasse minimizasses minimizassemos minimizasseis minimizassem
V|maximize|maximizar maximiza maximizo maximizas maximizamos maximizais maximizam maximize maximizes maximizemos maximizeis maximizem maximizares maximizarmos maximizardes maximizarem maximizai
V|maximizing|maximizando
V|maximized|maximizado maximizada maximizados maximizadas maximizei maximizaste maximizou maximizastes maximizaram maximizava maximizavas maximizavamos maximizaveis maximizavam maximizara maximizaras maximizaramos maximizareis maximizasse maximizasses maximizassemos maximizasseis maximizassem
V|park|estacionar estaciona estaciono estacionas estacionamos estacionais estacionam estacione estaciones estacionemos estacioneis estacionem estacionares estacionarmos estacionardes estacionarem estacionai
V|parking|estacionando
V|parked|estacionado estacionada estacionados estacionadas estacionei estacionaste estacionou estacionastes estacionaram estacionava estacionavas estacionavamos estacionaveis estacionavam estacionara estacionaras estacionaramos estacionareis estacionasse estacionasses estacionassemos estacionasseis estacionassem
V|land|aterrar aterra aterro aterras aterramos aterrais aterram aterre aterres aterremos aterreis aterrem aterrares aterrarmos aterrardes aterrarem aterrai aterrissar aterrissa aterrisso aterrissas aterrissamos aterrissais aterrissam aterrisse aterrisses aterrissemos aterrisseis aterrissem aterrissares aterrissarmos aterrissardes aterrissarem aterrissai
V|landing|aterrando aterrissando
V|landed|aterrado aterrada aterrados aterradas aterrei aterraste aterrou aterrastes aterraram aterrava aterravas aterravamos aterraveis aterravam aterrara aterraras aterraramos aterrareis aterrasse aterrasses aterrassemos aterrasseis aterrassem aterrissado aterrissada aterrissados aterrissadas aterrissei aterrissaste aterrissou aterrissastes aterrissaram aterrissava aterrissavas aterrissavamos aterrissaveis aterrissavam aterrissara aterrissaras aterrissaramos aterrissareis aterrissasse aterrissasses aterrissassemos aterrissasseis aterrissassem
V|take off|decolar decola decolo decolas decolamos decolais decolam decole decoles decolemos decoleis decolem decolares decolarmos decolardes decolarem decolai descolar descola descolo descolas descolamos descolais descolam descole descoles descolemos descoleis descolem descolares descolarmos descolardes descolarem descolai
V|taking off|decolando descolando
V|taken off|decolado decolada decolados decoladas descolado descolada descolados descoladas
V|took off|decolei decolaste decolou decolastes decolaram decolava decolavas decolavamos decolaveis decolavam decolara decolaras decolaramos decolareis decolasse decolasses decolassemos decolasseis decolassem descolei descolaste descolou descolastes descolaram descolava descolavas descolavamos descolaveis descolavam descolara descolaras descolaramos descolareis descolasse descolasses descolassemos descolasseis descolassem
V|swim|nadar nado nadas nadamos nadais nadam nade nades nademos nadeis nadem nadares nadarmos nadardes nadarem nadai
V|swimming|nadando
V|swum|nadado nadada nadados nadadas
V|swam|nadei nadaste nadou nadastes nadaram nadava nadavas nadavamos nadaveis nadavam nadara nadaras nadaramos nadareis nadasse nadasses nadassemos nadasseis nadassem
V|inject|injetar injeta injeto injetas injetamos injetais injetam injete injetes injetemos injeteis injetem injetares injetarmos injetardes injetarem injetai injectar injecta injecto injectas injectamos injectais injectam injecte injectes injectemos injecteis injectem injectares injectarmos injectardes injectarem injectai
V|injecting|injetando injectando
V|injected|injetado injetada injetados injetadas injetei injetaste injetou injetastes injetaram injetava injetavas injetavamos injetaveis injetavam injetara injetaras injetaramos injetareis injetasse injetasses injetassemos injetasseis injetassem injectado injectada injectados injectadas injectei injectaste injectou injectastes injectaram injectava injectavas injectavamos injectaveis injectavam injectara injectaras injectaramos injectareis injectasse injectasses injectassemos injectasseis injectassem
V|escalate|escalar escalo escalamos escalais escalam escale escales escalemos escaleis escalem escalares escalarmos escalardes escalarem escalai
V|escalating|escalando
V|escalated|escalado escalados escalei escalaste escalou escalastes escalaram escalava escalavas escalavamos escalaveis escalavam escalara escalaras escalaramos escalareis escalasse escalasses escalassemos escalasseis escalassem
V|elevate|elevar eleva elevo elevas elevamos elevais elevam eleve eleves elevemos eleveis elevem elevares elevarmos elevardes elevarem elevai
V|elevating|elevando
V|elevated|elevei elevaste elevou elevastes elevaram elevava elevavas elevavamos elevaveis elevavam elevara elevaras elevaramos elevareis elevasse elevasses elevassemos elevasseis elevassem
V|infiltrate|infiltrar infiltra infiltro infiltras infiltramos infiltrais infiltram infiltre infiltres infiltremos infiltreis infiltrem infiltrares infiltrarmos infiltrardes infiltrarem infiltrai
V|infiltrating|infiltrando
V|infiltrated|infiltrado infiltrada infiltrados infiltradas infiltrei infiltraste infiltrou infiltrastes infiltraram infiltrava infiltravas infiltravamos infiltraveis infiltravam infiltrara infiltraras infiltraramos infiltrareis infiltrasse infiltrasses infiltrassemos infiltrasseis infiltrassem
V|contaminate|contaminar contamina contamino contaminas contaminamos contaminais contaminam contamine contamines contaminemos contamineis contaminem contaminares contaminarmos contaminardes contaminarem contaminai
V|contaminating|contaminando
V|contaminated|contaminado contaminada contaminados contaminadas contaminei contaminaste contaminou contaminastes contaminaram contaminava contaminavas contaminavamos contaminaveis contaminavam contaminara contaminaras contaminaramos contaminareis contaminasse contaminasses contaminassemos contaminasseis contaminassem
V|corrupt|corromper corrompe corrompo corrompes corrompemos corrompeis corrompem corrompa corrompas corrompamos corrompais corrompam corromperes corrompermos corromperdes corromperem corrompei
V|corrupting|corrompendo
V|corrupted|corrompi corrompeste corrompeu corrompestes corromperam corrompia corrompias corrompiamos corrompieis corrompiam corrompera corromperas corromperamos corrompereis corrompesse corrompesses corrompessemos corrompesseis corrompessem
V|tamper|adulterar adultera adultero adulteras adulteramos adulterais adulteram adultere adulteres adulteremos adultereis adulterem adulterares adulterarmos adulterardes adulterarem adulterai
V|tampering|adulterando
V|tampered|adulterado adulterada adulterados adulteradas adulterei adulteraste adulterou adulterastes adulteraram adulterava adulteravas adulteravamos adulteraveis adulteravam adulterara adulteraras adulteraramos adulterareis adulterasse adulterasses adulterassemos adulterasseis adulterassem
V|falsify|falsear falseia falseio falseias falseamos falseais falseiam falseie falseies falseemos falseeis falseiem falseares falsearmos falseardes falsearem falsea falseai
V|falsifying|falseando
V|falsified|falseado falseada falseados falseadas falseei falseaste falseou falseastes falsearam falseava falseavas falseavamos falseaveis falseavam falseara falsearas falsearamos falseareis falseasse falseasses falseassemos falseasseis falseassem
V|obfuscate|ofuscar ofusca ofusco ofuscas ofuscamos ofuscais ofuscam ofusque ofusques ofusquemos ofusqueis ofusquem ofuscares ofuscarmos ofuscardes ofuscarem ofuscai
V|obfuscating|ofuscando
V|obfuscated|ofuscado ofuscada ofuscados ofuscadas ofusquei ofuscaste ofuscou ofuscastes ofuscaram ofuscava ofuscavas ofuscavamos ofuscaveis ofuscavam ofuscara ofuscaras ofuscaramos ofuscareis ofuscasse ofuscasses ofuscassemos ofuscasseis ofuscassem
V|embed|embutir embute embuto embutes embutimos embutis embutem embuta embutas embutamos embutais embutam embutires embutirmos embutirdes embutirem
V|embedding|embutindo
V|embedded|embutido embutida embutidos embutidas embuti embutiste embutiu embutistes embutiram embutia embutias embutiamos embutieis embutiam embutira embutiras embutiramos embutireis embutisse embutisses embutissemos embutisseis embutissem
V|incorporate|incorporar incorpora incorporo incorporas incorporamos incorporais incorporam incorpore incorpores incorporemos incorporeis incorporem incorporares incorporarmos incorporardes incorporarem incorporai
V|incorporating|incorporando
V|incorporated|incorporado incorporada incorporados incorporadas incorporei incorporaste incorporou incorporastes incorporaram incorporava incorporavas incorporavamos incorporaveis incorporavam incorporara incorporaras incorporaramos incorporareis incorporasse incorporasses incorporassemos incorporasseis incorporassem
V|automate|automatizar automatiza automatizo automatizas automatizamos automatizais automatizam automatize automatizes automatizemos automatizeis automatizem automatizares automatizarmos automatizardes automatizarem automatizai
V|automating|automatizando
V|automated|automatizado automatizada automatizados automatizadas automatizei automatizaste automatizou automatizastes automatizaram automatizava automatizavas automatizavamos automatizaveis automatizavam automatizara automatizaras automatizaramos automatizareis automatizasse automatizasses automatizassemos automatizasseis automatizassem
V|orchestrate|orquestrar orquestra orquestro orquestras orquestramos orquestrais orquestram orquestre orquestres orquestremos orquestreis orquestrem orquestrares orquestrarmos orquestrardes orquestrarem orquestrai
V|orchestrating|orquestrando
V|orchestrated|orquestrado orquestrada orquestrados orquestradas orquestrei orquestraste orquestrou orquestrastes orquestraram orquestrava orquestravas orquestravamos orquestraveis orquestravam orquestrara orquestraras orquestraramos orquestrareis orquestrasse orquestrasses orquestrassemos orquestrasseis orquestrassem
V|invoke|invocar invoca invoco invocas invocamos invocais invocam invoque invoques invoquemos invoqueis invoquem invocares invocarmos invocardes invocarem invocai
V|invoking|invocando
V|invoked|invocado invocada invocados invocadas invoquei invocaste invocou invocastes invocaram invocava invocavas invocavamos invocaveis invocavam invocara invocaras invocaramos invocareis invocasse invocasses invocassemos invocasseis invocassem
V|scrape|raspar raspa raspo raspas raspamos raspais raspam raspe raspes raspemos raspeis raspem raspares rasparmos raspardes rasparem raspai
V|scraping|raspando
V|scraped|raspado raspada raspados raspadas raspei raspaste raspou raspastes rasparam raspava raspavas raspavamos raspaveis raspavam raspara rasparas rasparamos raspareis raspasse raspasses raspassemos raspasseis raspassem
V|index|indexar indexa indexo indexas indexamos indexais indexam indexe indexes indexemos indexeis indexem indexares indexarmos indexardes indexarem indexai
V|indexing|indexando
V|indexed|indexado indexada indexados indexadas indexei indexaste indexou indexastes indexaram indexava indexavas indexavamos indexaveis indexavam indexara indexaras indexaramos indexareis indexasse indexasses indexassemos indexasseis indexassem
V|scour|vasculhar vasculha vasculho vasculhas vasculhamos vasculhais vasculham vasculhe vasculhes vasculhemos vasculheis vasculhem vasculhares vasculharmos vasculhardes vasculharem vasculhai
V|scouring|vasculhando
V|scoured|vasculhado vasculhada vasculhados vasculhadas vasculhei vasculhaste vasculhou vasculhastes vasculharam vasculhava vasculhavas vasculhavamos vasculhaveis vasculhavam vasculhara vasculharas vasculharamos vasculhareis vasculhasse vasculhasses vasculhassemos vasculhasseis vasculhassem
V|autocomplete|autocompletar autocompleta autocompleto autocompletas autocompletamos autocompletais autocompletam autocomplete autocompletes autocompletemos autocompleteis autocompletem autocompletares autocompletarmos autocompletardes autocompletarem autocompletai
V|autocompleting|autocompletando
V|autocompleted|autocompletado autocompletada autocompletados autocompletadas autocompletei autocompletaste autocompletou autocompletastes autocompletaram autocompletava autocompletavas autocompletavamos autocompletaveis autocompletavam autocompletara autocompletaras autocompletaramos autocompletareis autocompletasse autocompletasses autocompletassemos autocompletasseis autocompletassem
V|tune|afinar afina afino afinas afinamos afinais afinam afine afines afinemos afineis afinem afinares afinarmos afinardes afinarem afinai
V|tuning|afinando
V|tuned|afinado afinada afinados afinadas afinei afinaste afinou afinastes afinaram afinava afinavas afinavamos afinaveis afinavam afinara afinaras afinaramos afinareis afinasse afinasses afinassemos afinasseis afinassem
V|align|alinhar alinha alinho alinhas alinhamos alinhais alinham alinhe alinhes alinhemos alinheis alinhem alinhares alinharmos alinhardes alinharem alinhai
V|aligning|alinhando
V|aligned|alinhado alinhada alinhados alinhadas alinhei alinhaste alinhou alinhastes alinharam alinhava alinhavas alinhavamos alinhaveis alinhavam alinhara alinharas alinharamos alinhareis alinhasse alinhasses alinhassemos alinhasseis alinhassem
V|sanitize|sanitizar sanitiza sanitizo sanitizas sanitizamos sanitizais sanitizam sanitize sanitizes sanitizemos sanitizeis sanitizem sanitizares sanitizarmos sanitizardes sanitizarem sanitizai higienizar higieniza higienizo higienizas higienizamos higienizais higienizam higienize higienizes higienizemos higienizeis higienizem higienizares higienizarmos higienizardes higienizarem higienizai
V|sanitizing|sanitizando higienizando
V|sanitized|sanitizado sanitizada sanitizados sanitizadas sanitizei sanitizaste sanitizou sanitizastes sanitizaram sanitizava sanitizavas sanitizavamos sanitizaveis sanitizavam sanitizara sanitizaras sanitizaramos sanitizareis sanitizasse sanitizasses sanitizassemos sanitizasseis sanitizassem higienizado higienizada higienizados higienizadas higienizei higienizaste higienizou higienizastes higienizaram higienizava higienizavas higienizavamos higienizaveis higienizavam higienizara higienizaras higienizaramos higienizareis higienizasse higienizasses higienizassemos higienizasseis higienizassem
V|adopt|adotar adota adoto adotas adotamos adotais adotam adote adotes adotemos adoteis adotem adotares adotarmos adotardes adotarem adotai adoptar adopta adopto adoptas adoptamos adoptais adoptam adopte adoptes adoptemos adopteis adoptem adoptares adoptarmos adoptardes adoptarem adoptai
V|adopting|adotando adoptando
V|adopted|adotado adotada adotados adotadas adotei adotaste adotou adotastes adotaram adotava adotavas adotavamos adotaveis adotavam adotara adotaras adotaramos adotareis adotasse adotasses adotassemos adotasseis adotassem adoptado adoptada adoptados adoptadas adoptei adoptaste adoptou adoptastes adoptaram adoptava adoptavas adoptavamos adoptaveis adoptavam adoptara adoptaras adoptaramos adoptareis adoptasse adoptasses adoptassemos adoptasseis adoptassem
V|prioritize|priorizar prioriza priorizo priorizas priorizamos priorizais priorizam priorize priorizes priorizemos priorizeis priorizem priorizares priorizarmos priorizardes priorizarem priorizai
V|prioritizing|priorizando
V|prioritized|priorizado priorizada priorizados priorizadas priorizei priorizaste priorizou priorizastes priorizaram priorizava priorizavas priorizavamos priorizaveis priorizavam priorizara priorizaras priorizaramos priorizareis priorizasse priorizasses priorizassemos priorizasseis priorizassem
V|reiterate|reiterar reitera reitero reiteras reiteramos reiterais reiteram reitere reiteres reiteremos reitereis reiterem reiterares reiterarmos reiterardes reiterarem reiterai
V|reiterating|reiterando
V|reiterated|reiterado reiterada reiterados reiteradas reiterei reiteraste reiterou reiterastes reiteraram reiterava reiteravas reiteravamos reiteraveis reiteravam reiterara reiteraras reiteraramos reiterareis reiterasse reiterasses reiterassemos reiterasseis reiterassem
V|hesitate|hesitar hesita hesito hesitas hesitamos hesitais hesitam hesite hesites hesitemos hesiteis hesitem hesitares hesitarmos hesitardes hesitarem hesitai
V|hesitating|hesitando
V|hesitated|hesitado hesitada hesitados hesitadas hesitei hesitaste hesitou hesitastes hesitaram hesitava hesitavas hesitavamos hesitaveis hesitavam hesitara hesitaras hesitaramos hesitareis hesitasse hesitasses hesitassemos hesitasseis hesitassem
V|attest|atestar atesta atesto atestas atestamos atestais atestam ateste atestes atestemos atesteis atestem atestares atestarmos atestardes atestarem atestai
V|attesting|atestando
V|attested|atestado atestada atestados atestadas atestei atestaste atestou atestastes atestaram atestava atestavas atestavamos atestaveis atestavam atestara atestaras atestaramos atestareis atestasse atestasses atestassemos atestasseis atestassem
V|assess|aferir afere afiro aferes aferimos aferis aferem afira afiras afiramos afirais afiram aferires aferirmos aferirdes aferirem
V|assessing|aferindo
V|assessed|aferido aferida aferidos aferidas aferi aferiste aferiu aferistes aferiram aferia aferias aferiamos aferieis aferiam aferira aferiras aferiramos aferireis aferisse aferisses aferissemos aferisseis aferissem
V|reflect|refletir reflete reflito refletes refletimos refletis refletem reflita reflitas reflitamos reflitais reflitam refletires refletirmos refletirdes refletirem reflectir reflecte reflicto reflectes reflectimos reflectis reflectem reflicta reflictas reflictamos reflictais reflictam reflectires reflectirmos reflectirdes reflectirem
V|reflecting|refletindo reflectindo
V|reflected|refletido refletida refletidos refletidas refleti refletiste refletiu refletistes refletiram refletia refletias refletiamos refletieis refletiam refletira refletiras refletiramos refletireis refletisse refletisses refletissemos refletisseis refletissem reflectido reflectida reflectidos reflectidas reflecti reflectiste reflectiu reflectistes reflectiram reflectia reflectias reflectiamos reflectieis reflectiam reflectira reflectiras reflectiramos reflectireis reflectisse reflectisses reflectissemos reflectisseis reflectissem
V|reason|raciocinar raciocina raciocino raciocinas raciocinamos raciocinais raciocinam raciocine raciocines raciocinemos raciocineis raciocinem raciocinares raciocinarmos raciocinardes raciocinarem raciocinai
V|reasoning|raciocinando
V|reasoned|raciocinado raciocinada raciocinados raciocinadas raciocinei raciocinaste raciocinou raciocinastes raciocinaram raciocinava raciocinavas raciocinavamos raciocinaveis raciocinavam raciocinara raciocinaras raciocinaramos raciocinareis raciocinasse raciocinasses raciocinassemos raciocinasseis raciocinassem
V|deliberate|deliberar delibera delibero deliberas deliberamos deliberais deliberam delibere deliberes deliberemos delibereis deliberem deliberares deliberarmos deliberardes deliberarem deliberai
V|deliberating|deliberando
V|deliberated|deliberei deliberaste deliberou deliberastes deliberaram deliberava deliberavas deliberavamos deliberaveis deliberavam deliberara deliberaras deliberaramos deliberareis deliberasse deliberasses deliberassemos deliberasseis deliberassem
V|infer|inferir infere infiro inferes inferimos inferis inferem infira infiras infiramos infirais infiram inferires inferirmos inferirdes inferirem
V|inferring|inferindo
V|inferred|inferido inferida inferidos inferidas inferi inferiste inferiu inferistes inferiram inferia inferias inferiamos inferieis inferiam inferira inferiras inferiramos inferireis inferisse inferisses inferissemos inferisseis inferissem
V|supervise|supervisionar supervisiona supervisiono supervisionas supervisionamos supervisionais supervisionam supervisione supervisiones supervisionemos supervisioneis supervisionem supervisionares supervisionarmos supervisionardes supervisionarem supervisionai
V|supervising|supervisionando
V|supervised|supervisionado supervisionada supervisionados supervisionadas supervisionei supervisionaste supervisionou supervisionastes supervisionaram supervisionava supervisionavas supervisionavamos supervisionaveis supervisionavam supervisionara supervisionaras supervisionaramos supervisionareis supervisionasse supervisionasses supervisionassemos supervisionasseis supervisionassem
V|oversee|fiscalizar fiscaliza fiscalizo fiscalizas fiscalizamos fiscalizais fiscalizam fiscalize fiscalizes fiscalizemos fiscalizeis fiscalizem fiscalizares fiscalizarmos fiscalizardes fiscalizarem fiscalizai
V|overseeing|fiscalizando
V|overseen|fiscalizado fiscalizada fiscalizados fiscalizadas
V|oversaw|fiscalizei fiscalizaste fiscalizou fiscalizastes fiscalizaram fiscalizava fiscalizavas fiscalizavamos fiscalizaveis fiscalizavam fiscalizara fiscalizaras fiscalizaramos fiscalizareis fiscalizasse fiscalizasses fiscalizassemos fiscalizasseis fiscalizassem
V|pack|embalar embala embalo embalas embalamos embalais embalam embale embales embalemos embaleis embalem embalares embalarmos embalardes embalarem embalai
V|packing|embalando
V|packed|embalado embalada embalados embaladas embalei embalaste embalou embalastes embalaram embalava embalavas embalavamos embalaveis embalavam embalara embalaras embalaramos embalareis embalasse embalasses embalassemos embalasseis embalassem
V|debit|debitar debita debitas debitamos debitais debitam debite debites debitemos debiteis debitem debitares debitarmos debitardes debitarem debitai
V|debiting|debitando
V|debited|debitado debitada debitados debitadas debitei debitaste debitou debitastes debitaram debitava debitavas debitavamos debitaveis debitavam debitara debitaras debitaramos debitareis debitasse debitasses debitassemos debitasseis debitassem
V|credit|creditar credita creditas creditamos creditais creditam credite credites creditemos crediteis creditem creditares creditarmos creditardes creditarem creditai
V|crediting|creditando
V|credited|creditado creditada creditados creditadas creditei creditaste creditou creditastes creditaram creditava creditavas creditavamos creditaveis creditavam creditara creditaras creditaramos creditareis creditasse creditasses creditassemos creditasseis creditassem
V|transact|transacionar transaciona transaciono transacionas transacionamos transacionais transacionam transacione transaciones transacionemos transacioneis transacionem transacionares transacionarmos transacionardes transacionarem transacionai
V|transacting|transacionando
V|transacted|transacionado transacionada transacionados transacionadas transacionei transacionaste transacionou transacionastes transacionaram transacionava transacionavas transacionavamos transacionaveis transacionavam transacionara transacionaras transacionaramos transacionareis transacionasse transacionasses transacionassemos transacionasseis transacionassem
V|settle|liquidar liquida liquido liquidas liquidamos liquidais liquidam liquide liquides liquidemos liquideis liquidem liquidares liquidarmos liquidardes liquidarem liquidai saldar salda saldas saldamos saldais saldam salde saldes saldemos saldeis saldem saldares saldarmos saldardes saldarem saldai
V|settling|liquidando saldando
V|settled|liquidado liquidada liquidados liquidadas liquidei liquidaste liquidou liquidastes liquidaram liquidava liquidavas liquidavamos liquidaveis liquidavam liquidara liquidaras liquidaramos liquidareis liquidasse liquidasses liquidassemos liquidasseis liquidassem saldado saldada saldados saldadas saldei saldaste saldou saldastes saldaram saldava saldavas saldavamos saldaveis saldavam saldara saldaras saldaramos saldareis saldasse saldasses saldassemos saldasseis saldassem
V|pay off|quitar quita quito quitas quitamos quitais quitam quite quites quitemos quiteis quitem quitares quitarmos quitardes quitarem quitai
V|paying off|quitando
V|paid off|quitado quitada quitados quitadas quitei quitaste quitou quitastes quitaram quitava quitavas quitavamos quitaveis quitavam quitara quitaras quitaramos quitareis quitasse quitasses quitassemos quitasseis quitassem
V|amortize|amortizar amortiza amortizo amortizas amortizamos amortizais amortizam amortize amortizes amortizemos amortizeis amortizem amortizares amortizarmos amortizardes amortizarem amortizai
V|amortizing|amortizando
V|amortized|amortizado amortizada amortizados amortizadas amortizei amortizaste amortizou amortizastes amortizaram amortizava amortizavas amortizavamos amortizaveis amortizavam amortizara amortizaras amortizaramos amortizareis amortizasse amortizasses amortizassemos amortizasseis amortizassem
V|tax|tributar tributa tributo tributas tributamos tributais tributam tribute tributes tributemos tributeis tributem tributares tributarmos tributardes tributarem tributai
V|taxing|tributando
V|taxed|tributado tributada tributados tributadas tributei tributaste tributou tributastes tributaram tributava tributavas tributavamos tributaveis tributavam tributara tributaras tributaramos tributareis tributasse tributasses tributassemos tributasseis tributassem
V|account|contabilizar contabiliza contabilizo contabilizas contabilizamos contabilizais contabilizam contabilize contabilizes contabilizemos contabilizeis contabilizem contabilizares contabilizarmos contabilizardes contabilizarem contabilizai
V|accounting|contabilizando
V|accounted|contabilizado contabilizada contabilizados contabilizadas contabilizei contabilizaste contabilizou contabilizastes contabilizaram contabilizava contabilizavas contabilizavamos contabilizaveis contabilizavam contabilizara contabilizaras contabilizaramos contabilizareis contabilizasse contabilizasses contabilizassemos contabilizasseis contabilizassem
V|reconcile|reconciliar reconcilia reconcilio reconcilias reconciliamos reconciliais reconciliam reconcilie reconcilies reconciliemos reconcilieis reconciliem reconciliares reconciliarmos reconciliardes reconciliarem reconciliai conciliar concilia concilio concilias conciliamos conciliais conciliam concilie concilies conciliemos concilieis conciliem conciliares conciliarmos conciliardes conciliarem conciliai
V|reconciling|reconciliando conciliando
V|reconciled|reconciliado reconciliada reconciliados reconciliadas reconciliei reconciliaste reconciliou reconciliastes reconciliaram reconciliava reconciliavas reconciliavamos reconciliaveis reconciliavam reconciliara reconciliaras reconciliaramos reconciliareis reconciliasse reconciliasses reconciliassemos reconciliasseis reconciliassem conciliado conciliada conciliados conciliadas conciliei conciliaste conciliou conciliastes conciliaram conciliava conciliavas conciliavamos conciliaveis conciliavam conciliara conciliaras conciliaramos conciliareis conciliasse conciliasses conciliassemos conciliasseis conciliassem
V|initial|rubricar rubrica rubrico rubricas rubricamos rubricais rubricam rubrique rubriques rubriquemos rubriqueis rubriquem rubricares rubricarmos rubricardes rubricarem rubricai
V|initialing|rubricando
V|initialed|rubricado rubricada rubricados rubricadas rubriquei rubricaste rubricou rubricastes rubricaram rubricava rubricavas rubricavamos rubricaveis rubricavam rubricara rubricaras rubricaramos rubricareis rubricasse rubricasses rubricassemos rubricasseis rubricassem
V|stamp|carimbar carimba carimbas carimbamos carimbais carimbam carimbe carimbes carimbemos carimbeis carimbem carimbares carimbarmos carimbardes carimbarem carimbai
V|stamping|carimbando
V|stamped|carimbado carimbada carimbados carimbadas carimbei carimbaste carimbou carimbastes carimbaram carimbava carimbavas carimbavamos carimbaveis carimbavam carimbara carimbaras carimbaramos carimbareis carimbasse carimbasses carimbassemos carimbasseis carimbassem
V|notarize|notarizar notariza notarizo notarizas notarizamos notarizais notarizam notarize notarizes notarizemos notarizeis notarizem notarizares notarizarmos notarizardes notarizarem notarizai
V|notarizing|notarizando
V|notarized|notarizado notarizada notarizados notarizadas notarizei notarizaste notarizou notarizastes notarizaram notarizava notarizavas notarizavamos notarizaveis notarizavam notarizara notarizaras notarizaramos notarizareis notarizasse notarizasses notarizassemos notarizasseis notarizassem
V|ratify|homologar homologa homologo homologas homologamos homologais homologam homologue homologues homologuemos homologueis homologuem homologares homologarmos homologardes homologarem homologai ratificar ratifica ratifico ratificas ratificamos ratificais ratificam ratifique ratifiques ratifiquemos ratifiqueis ratifiquem ratificares ratificarmos ratificardes ratificarem ratificai
V|ratifying|homologando ratificando
V|ratified|homologado homologada homologados homologadas homologuei homologaste homologou homologastes homologaram homologava homologavas homologavamos homologaveis homologavam homologara homologaras homologaramos homologareis homologasse homologasses homologassemos homologasseis homologassem ratificado ratificada ratificados ratificadas ratifiquei ratificaste ratificou ratificastes ratificaram ratificava ratificavas ratificavamos ratificaveis ratificavam ratificara ratificaras ratificaramos ratificareis ratificasse ratificasses ratificassemos ratificasseis ratificassem
V|integrate|integrar integra integro integras integramos integram integre integres integremos integreis integrem integrares integrarmos integrardes integrarem integrai
V|integrating|integrando
V|integrated|integrado integrada integrados integradas integrei integraste integrou integrastes integraram integrava integravas integravamos integraveis integravam integrara integraras integraramos integrareis integrasse integrasses integrassemos integrasseis integrassem
V|retire|aposentar aposenta aposento aposentas aposentamos aposentais aposentam aposente aposentes aposentemos aposenteis aposentem aposentares aposentarmos aposentardes aposentarem aposentai
V|retiring|aposentando
V|retired|aposentado aposentada aposentados aposentadas aposentei aposentaste aposentou aposentastes aposentaram aposentava aposentavas aposentavamos aposentaveis aposentavam aposentara aposentaras aposentaramos aposentareis aposentasse aposentasses aposentassemos aposentasseis aposentassem
V|reform|reformar reformo reformamos reformais reformam reforme reformes reformemos reformeis reformem reformares reformarmos reformardes reformarem reformai
V|reforming|reformando
V|reformed|reformado reformada reformados reformadas reformei reformaste reformou reformastes reformaram reformava reformavas reformavamos reformaveis reformavam reformara reformaras reformaramos reformareis reformasse reformasses reformassemos reformasseis reformassem
V|reward|premiar premiamos premiais premie premies premiemos premieis premiem premiares premiarmos premiardes premiarem premiai recompensar recompenso recompensamos recompensais recompensam recompense recompenses recompensemos recompenseis recompensem recompensares recompensarmos recompensardes recompensarem recompensai
V|rewarding|premiando recompensando
V|rewarded|premiado premiada premiados premiadas premiei premiaste premiou premiastes premiaram premiava premiavas premiavamos premiaveis premiavam premiara premiaras premiaramos premiareis premiasse premiasses premiassemos premiasseis premiassem recompensado recompensada recompensados recompensadas recompensei recompensaste recompensou recompensastes recompensaram recompensava recompensavas recompensavamos recompensaveis recompensavam recompensara recompensaras recompensaramos recompensareis recompensasse recompensasses recompensassemos recompensasseis recompensassem
V|punish|punir pune puno punes punimos punis punem puna punas punamos punais punam punires punirmos punirdes punirem castigar castiga castigas castigamos castigais castigam castigue castigues castiguemos castigueis castiguem castigares castigarmos castigardes castigarem castigai
V|punishing|punindo castigando
V|punished|punido punida punidos punidas puni puniste puniu punistes puniram punia punias puniamos punieis puniam punira puniras puniramos punireis punisse punisses punissemos punisseis punissem castigado castigada castigados castigadas castiguei castigaste castigou castigastes castigaram castigava castigavas castigavamos castigaveis castigavam castigara castigaras castigaramos castigareis castigasse castigasses castigassemos castigasseis castigassem
V|fine|multar multo multamos multais multam multe multes multemos multeis multem multares multarmos multardes multarem multai
V|fining|multando
V|fined|multado multada multados multadas multei multaste multou multastes multaram multava multavas multavamos multaveis multavam multara multaras multaramos multareis multasse multasses multassemos multasseis multassem
V|sanction|sancionar sanciona sanciono sancionas sancionamos sancionais sancionam sancione sanciones sancionemos sancioneis sancionem sancionares sancionarmos sancionardes sancionarem sancionai
V|sanctioning|sancionando
V|sanctioned|sancionado sancionada sancionados sancionadas sancionei sancionaste sancionou sancionastes sancionaram sancionava sancionavas sancionavamos sancionaveis sancionavam sancionara sancionaras sancionaramos sancionareis sancionasse sancionasses sancionassemos sancionasseis sancionassem
V|condemn|condenar condena condeno condenas condenamos condenais condenam condene condenes condenemos condeneis condenem condenares condenarmos condenardes condenarem condenai
V|condemning|condenando
V|condemned|condenado condenada condenados condenadas condenei condenaste condenou condenastes condenaram condenava condenavas condenavamos condenaveis condenavam condenara condenaras condenaramos condenareis condenasse condenasses condenassemos condenasseis condenassem
V|acquit|absolver absolve absolvo absolves absolvemos absolveis absolvem absolva absolvas absolvamos absolvais absolvam absolveres absolvermos absolverdes absolverem absolvei
V|acquitting|absolvendo
V|acquitted|absolvido absolvida absolvidos absolvidas absolvi absolveste absolveu absolvestes absolveram absolvia absolvias absolviamos absolvieis absolviam absolvera absolveras absolveramos absolvereis absolvesse absolvesses absolvessemos absolvesseis absolvessem
V|appeal|apelar apela apelo apelas apelamos apelais apelam apele apeles apelemos apeleis apelem apelares apelarmos apelardes apelarem apelai recorrer recorre recorro recorres recorremos recorreis recorrem recorra recorras recorramos recorrais recorram recorreres recorrermos recorrerdes recorrerem recorrei
V|appealing|apelando recorrendo
V|appealed|apelado apelada apelados apeladas apelei apelaste apelou apelastes apelaram apelava apelavas apelavamos apelaveis apelavam apelara apelaras apelaramos apelareis apelasse apelasses apelassemos apelasseis apelassem recorrido recorrida recorridos recorridas recorri recorreste recorreu recorrestes recorreram recorria recorrias recorriamos recorrieis recorriam recorrera recorreras recorreramos recorrereis recorresse recorresses recorressemos recorresseis recorressem
V|legislate|legislar legisla legislo legislas legislamos legislais legislam legisle legisles legislemos legisleis legislem legislares legislarmos legislardes legislarem legislai
V|legislating|legislando
V|legislated|legislado legislada legislados legisladas legislei legislaste legislou legislastes legislaram legislava legislavas legislavamos legislaveis legislavam legislara legislaras legislaramos legislareis legislasse legislasses legislassemos legislasseis legislassem
V|regulate|regulamentar regulamenta regulamentas regulamentamos regulamentais regulamentam regulamente regulamentes regulamentemos regulamenteis regulamentem regulamentares regulamentarmos regulamentardes regulamentarem regulamentai regular regula regulo regulas regulamos regulais regulam regule regules regulemos reguleis regulem regulares regularmos regulardes regularem regulai
V|regulating|regulamentando regulando
V|regulated|regulamentado regulamentada regulamentados regulamentadas regulamentei regulamentaste regulamentou regulamentastes regulamentaram regulamentava regulamentavas regulamentavamos regulamentaveis regulamentavam regulamentara regulamentaras regulamentaramos regulamentareis regulamentasse regulamentasses regulamentassemos regulamentasseis regulamentassem regulado regulada regulados reguladas regulei regulaste regulou regulastes regularam regulava regulavas regulavamos regulaveis regulavam regulara regularas regularamos regulareis regulasse regulasses regulassemos regulasseis regulassem
V|legalize|legalizar legaliza legalizo legalizas legalizamos legalizais legalizam legalize legalizes legalizemos legalizeis legalizem legalizares legalizarmos legalizardes legalizarem legalizai
V|legalizing|legalizando
V|legalized|legalizado legalizada legalizados legalizadas legalizei legalizaste legalizou legalizastes legalizaram legalizava legalizavas legalizavamos legalizaveis legalizavam legalizara legalizaras legalizaramos legalizareis legalizasse legalizasses legalizassemos legalizasseis legalizassem
V|criminalize|criminalizar criminaliza criminalizo criminalizas criminalizamos criminalizais criminalizam criminalize criminalizes criminalizemos criminalizeis criminalizem criminalizares criminalizarmos criminalizardes criminalizarem criminalizai
V|criminalizing|criminalizando
V|criminalized|criminalizado criminalizada criminalizados criminalizadas criminalizei criminalizaste criminalizou criminalizastes criminalizaram criminalizava criminalizavas criminalizavamos criminalizaveis criminalizavam criminalizara criminalizaras criminalizaramos criminalizareis criminalizasse criminalizasses criminalizassemos criminalizasseis criminalizassem
V|diagnose|diagnosticar diagnostica diagnosticas diagnosticamos diagnosticais diagnosticam diagnostique diagnostiques diagnostiquemos diagnostiqueis diagnostiquem diagnosticares diagnosticarmos diagnosticardes diagnosticarem diagnosticai
V|diagnosing|diagnosticando
V|diagnosed|diagnosticado diagnosticada diagnosticados diagnosticadas diagnostiquei diagnosticaste diagnosticou diagnosticastes diagnosticaram diagnosticava diagnosticavas diagnosticavamos diagnosticaveis diagnosticavam diagnosticara diagnosticaras diagnosticaramos diagnosticareis diagnosticasse diagnosticasses diagnosticassemos diagnosticasseis diagnosticassem
V|medicate|medicar medicamos medicais medicam medique mediques mediquemos mediqueis mediquem medicares medicarmos medicardes medicarem medicai
V|medicating|medicando
V|medicated|medicado medicada medicados medicadas mediquei medicaste medicou medicastes medicaram medicava medicavas medicavamos medicaveis medicavam medicara medicaras medicaramos medicareis medicasse medicasses medicassemos medicasseis medicassem
V|prescribe|receitar receito receitamos receitais receitam receite receites receitemos receiteis receitem receitares receitarmos receitardes receitarem receitai prescrever prescreve prescrevo prescreves prescrevemos prescreveis prescrevem prescreva prescrevas prescrevamos prescrevais prescrevam prescreveres prescrevermos prescreverdes prescreverem prescrevei
V|prescribing|receitando prescrevendo
V|prescribed|receitado receitada receitados receitadas receitei receitaste receitou receitastes receitaram receitava receitavas receitavamos receitaveis receitavam receitara receitaras receitaramos receitareis receitasse receitasses receitassemos receitasseis receitassem prescrito prescrita prescritos prescritas prescrevi prescreveste prescreveu prescrevestes prescreveram prescrevia prescrevias prescreviamos prescrevieis prescreviam prescrevera prescreveras prescreveramos prescrevereis prescrevesse prescrevesses prescrevessemos prescrevesseis prescrevessem
V|hospitalize|internar internamos internais internam interne internes internemos interneis internem internares internarmos internardes internarem internai
V|hospitalizing|internando
V|hospitalized|internado internada internados internadas internei internaste internou internastes internaram internava internavas internavamos internaveis internavam internara internaras internaramos internareis internasse internasses internassemos internasseis internassem
V|vaccinate|vacinar vacino vacinamos vacinais vacinam vacine vacines vacinemos vacineis vacinem vacinares vacinarmos vacinardes vacinarem vacinai
V|vaccinating|vacinando
V|vaccinated|vacinado vacinada vacinados vacinadas vacinei vacinaste vacinou vacinastes vacinaram vacinava vacinavas vacinavamos vacinaveis vacinavam vacinara vacinaras vacinaramos vacinareis vacinasse vacinasses vacinassemos vacinasseis vacinassem
V|heal|sarar sara saro saras saramos sarais saram sare sares saremos sareis sarem sarares sararmos sarardes sararem sarai
V|healing|sarando
V|healed|sarado sarada sarados saradas sarei saraste sarou sarastes sararam sarava saravas saravamos saraveis saravam sarara sararas sararamos sarareis sarasse sarasses sarassemos sarasseis sarassem
V|fall ill|adoecer adoece adoeco adoeces adoecemos adoeceis adoecem adoeca adoecas adoecamos adoecais adoecam adoeceres adoecermos adoecerdes adoecerem adoecei
V|falling ill|adoecendo
V|fallen ill|adoecido adoecida adoecidos adoecidas
V|fell ill|adoeci adoeceste adoeceu adoecestes adoeceram adoecia adoecias adoeciamos adoecieis adoeciam adoecera adoeceras adoeceramos adoecereis adoecesse adoecesses adoecessemos adoecesseis adoecessem
V|bleed|sangrar sangra sangro sangras sangramos sangrais sangram sangre sangres sangremos sangreis sangrem sangrares sangrarmos sangrardes sangrarem sangrai
V|bleeding|sangrando
V|bled|sangrado sangrada sangrados sangradas sangrei sangraste sangrou sangrastes sangraram sangrava sangravas sangravamos sangraveis sangravam sangrara sangraras sangraramos sangrareis sangrasse sangrasses sangrassemos sangrasseis sangrassem
V|breathe|respirar respira respiro respiras respiramos respirais respiram respire respires respiremos respireis respirem respirares respirarmos respirardes respirarem respirai
V|breathing|respirando
V|breathed|respirado respirada respirados respiradas respirei respiraste respirou respirastes respiraram respirava respiravas respiravamos respiraveis respiravam respirara respiraras respiraramos respirareis respirasse respirasses respirassemos respirasseis respirassem
V|cough|tossir tusso tossimos tossis tossem tussa tussas tussamos tussais tussam tossires tossirmos tossirdes tossirem
V|coughing|tossindo
V|coughed|tossido tossida tossidos tossidas tossi tossiste tossiu tossistes tossiram tossia tossias tossiamos tossieis tossiam tossira tossiras tossiramos tossireis tossisse tossisses tossissemos tossisseis tossissem
V|vomit|vomitar vomita vomito vomitas vomitamos vomitais vomitam vomite vomites vomitemos vomiteis vomitem vomitares vomitarmos vomitardes vomitarem vomitai
V|vomiting|vomitando
V|vomited|vomitado vomitada vomitados vomitadas vomitei vomitaste vomitou vomitastes vomitaram vomitava vomitavas vomitavamos vomitaveis vomitavam vomitara vomitaras vomitaramos vomitareis vomitasse vomitasses vomitassemos vomitasseis vomitassem
V|faint|desmaiar desmaia desmaio desmaias desmaiamos desmaiais desmaiam desmaie desmaies desmaiemos desmaieis desmaiem desmaiares desmaiarmos desmaiardes desmaiarem desmaiai
V|fainting|desmaiando
V|fainted|desmaiado desmaiada desmaiados desmaiadas desmaiei desmaiaste desmaiou desmaiastes desmaiaram desmaiava desmaiavas desmaiavamos desmaiaveis desmaiavam desmaiara desmaiaras desmaiaramos desmaiareis desmaiasse desmaiasses desmaiassemos desmaiasseis desmaiassem
V|get pregnant|engravidar engravida engravido engravidas engravidamos engravidais engravidam engravide engravides engravidemos engravideis engravidem engravidares engravidarmos engravidardes engravidarem engravidai
V|getting pregnant|engravidando
V|gotten pregnant|engravidado engravidada engravidados engravidadas
V|got pregnant|engravidei engravidaste engravidou engravidastes engravidaram engravidava engravidavas engravidavamos engravidaveis engravidavam engravidara engravidaras engravidaramos engravidareis engravidasse engravidasses engravidassemos engravidasseis engravidassem
V|breastfeed|amamentar amamenta amamento amamentas amamentamos amamentais amamentam amamente amamentes amamentemos amamenteis amamentem amamentares amamentarmos amamentardes amamentarem amamentai
V|breastfeeding|amamentando
V|breastfed|amamentado amamentada amamentados amamentadas amamentei amamentaste amamentou amamentastes amamentaram amamentava amamentavas amamentavamos amamentaveis amamentavam amamentara amamentaras amamentaramos amamentareis amamentasse amamentasses amamentassemos amamentasseis amamentassem
V|age|envelhecer envelhece envelheco envelheces envelhecemos envelheceis envelhecem envelheca envelhecas envelhecamos envelhecais envelhecam envelheceres envelhecermos envelhecerdes envelhecerem envelhecei
V|aging|envelhecendo
V|aged|envelhecido envelhecida envelhecidos envelhecidas envelheci envelheceste envelheceu envelhecestes envelheceram envelhecia envelhecias envelheciamos envelhecieis envelheciam envelhecera envelheceras envelheceramos envelhecereis envelhecesse envelhecesses envelhecessemos envelhecesseis envelhecessem
V|lose weight|emagrecer emagrece emagreco emagreces emagrecemos emagreceis emagrecem emagreca emagrecas emagrecamos emagrecais emagrecam emagreceres emagrecermos emagrecerdes emagrecerem emagrecei
V|losing weight|emagrecendo
V|lost weight|emagrecido emagrecida emagrecidos emagrecidas emagreci emagreceste emagreceu emagrecestes emagreceram emagrecia emagrecias emagreciamos emagrecieis emagreciam emagrecera emagreceras emagreceramos emagrecereis emagrecesse emagrecesses emagrecessemos emagrecesseis emagrecessem
V|gain weight|engordar engorda engordo engordas engordamos engordais engordam engorde engordes engordemos engordeis engordem engordares engordarmos engordardes engordarem engordai
V|gaining weight|engordando
V|gained weight|engordado engordada engordados engordadas engordei engordaste engordou engordastes engordaram engordava engordavas engordavamos engordaveis engordavam engordara engordaras engordaramos engordareis engordasse engordasses engordassemos engordasseis engordassem
V|exercise|exercitar exercita exercitas exercitamos exercitais exercitam exercite exercites exercitemos exerciteis exercitem exercitares exercitarmos exercitardes exercitarem exercitai
V|exercising|exercitando
V|exercised|exercitado exercitada exercitados exercitadas exercitei exercitaste exercitou exercitastes exercitaram exercitava exercitavas exercitavamos exercitaveis exercitavam exercitara exercitaras exercitaramos exercitareis exercitasse exercitasses exercitassemos exercitasseis exercitassem
V|stroll|passear passeia passeias passeamos passeais passeiam passeie passeies passeemos passeeis passeiem passeares passearmos passeardes passearem passea passeai
V|strolling|passeando
V|strolled|passeado passeada passeados passeadas passeei passeaste passeou passeastes passearam passeava passeavas passeavamos passeaveis passeavam passeara passearas passearamos passeareis passeasse passeasses passeassemos passeasseis passeassem
V|haggle|pechinchar pechincha pechincho pechinchas pechinchamos pechinchais pechincham pechinche pechinches pechinchemos pechincheis pechinchem pechinchares pechincharmos pechinchardes pechincharem pechinchai
V|haggling|pechinchando
V|haggled|pechinchado pechinchada pechinchados pechinchadas pechinchei pechinchaste pechinchou pechinchastes pechincharam pechinchava pechinchavas pechinchavamos pechinchaveis pechinchavam pechinchara pechincharas pechincharamos pechinchareis pechinchasse pechinchasses pechinchassemos pechinchasseis pechinchassem
V|occupy|ocupar ocupa ocupo ocupas ocupamos ocupais ocupam ocupe ocupes ocupemos ocupeis ocupem ocupares ocuparmos ocupardes ocuparem ocupai
V|occupying|ocupando
V|occupied|ocupei ocupaste ocupou ocupastes ocuparam ocupava ocupavas ocupavamos ocupaveis ocupavam ocupara ocuparas ocuparamos ocupareis ocupasse ocupasses ocupassemos ocupasseis ocupassem
V|match|corresponder corresponde correspondo correspondes correspondemos correspondeis correspondem corresponda correspondas correspondamos correspondais correspondam corresponderes correspondermos corresponderdes corresponderem correspondei
V|matching|correspondendo
V|matched|correspondido correspondida correspondidos correspondidas correspondi correspondeste correspondeu correspondestes corresponderam correspondia correspondias correspondiamos correspondieis correspondiam correspondera corresponderas corresponderamos correspondereis correspondesse correspondesses correspondessemos correspondesseis correspondessem
V|dictate|ditar ditamos ditais ditam dite dites ditemos diteis ditem ditares ditarmos ditardes ditarem ditai
V|dictating|ditando
V|dictated|ditado ditada ditados ditadas ditei ditaste ditou ditastes ditaram ditava ditavas ditavamos ditaveis ditavam ditara ditaras ditaramos ditareis ditasse ditasses ditassemos ditasseis ditassem
V|spell|soletrar soletra soletro soletras soletramos soletrais soletram soletre soletres soletremos soletreis soletrem soletrares soletrarmos soletrardes soletrarem soletrai
V|spelling|soletrando
V|spelled|soletrado soletrada soletrados soletradas soletrei soletraste soletrou soletrastes soletraram soletrava soletravas soletravamos soletraveis soletravam soletrara soletraras soletraramos soletrareis soletrasse soletrasses soletrassemos soletrasseis soletrassem
V|relay|retransmitir retransmite retransmito retransmites retransmitimos retransmitis retransmitem retransmita retransmitas retransmitamos retransmitais retransmitam retransmitires retransmitirmos retransmitirdes retransmitirem
V|relaying|retransmitindo
V|relayed|retransmitido retransmitida retransmitidos retransmitidas retransmiti retransmitiste retransmitiu retransmitistes retransmitiram retransmitia retransmitias retransmitiamos retransmitieis retransmitiam retransmitira retransmitiras retransmitiramos retransmitireis retransmitisse retransmitisses retransmitissemos retransmitisseis retransmitissem
V|catch|apanhar apanha apanho apanhas apanhamos apanhais apanham apanhe apanhes apanhemos apanheis apanhem apanhares apanharmos apanhardes apanharem apanhai
V|catching|apanhando
V|caught|apanhado apanhada apanhados apanhadas apanhei apanhaste apanhou apanhastes apanharam apanhava apanhavas apanhavamos apanhaveis apanhavam apanhara apanharas apanharamos apanhareis apanhasse apanhasses apanhassemos apanhasseis apanhassem
V|ban|banir bane bano banes banimos banis banem bana banas banamos banais banam banires banirmos banirdes banirem
V|banning|banindo
V|banned|bani baniste baniu banistes baniram bania banias baniamos banieis baniam banira baniras baniramos banireis banisse banisses banissemos banisseis banissem
V|unsubscribe|descadastrar descadastra descadastro descadastras descadastramos descadastrais descadastram descadastre descadastres descadastremos descadastreis descadastrem descadastrares descadastrarmos descadastrardes descadastrarem descadastrai desinscrever desinscreve desinscrevo desinscreves desinscrevemos desinscreveis desinscrevem desinscreva desinscrevas desinscrevamos desinscrevais desinscrevam desinscreveres desinscrevermos desinscreverdes desinscreverem desinscrevei
V|unsubscribing|descadastrando desinscrevendo
V|unsubscribed|descadastrado descadastrada descadastrados descadastradas descadastrei descadastraste descadastrou descadastrastes descadastraram descadastrava descadastravas descadastravamos descadastraveis descadastravam descadastrara descadastraras descadastraramos descadastrareis descadastrasse descadastrasses descadastrassemos descadastrasseis descadastrassem desinscrito desinscrita desinscritos desinscritas desinscrevi desinscreveste desinscreveu desinscrevestes desinscreveram desinscrevia desinscrevias desinscreviamos desinscrevieis desinscreviam desinscrevera desinscreveras desinscreveramos desinscrevereis desinscrevesse desinscrevesses desinscrevessemos desinscrevesseis desinscrevessem
V|base|basear baseia baseio baseias baseamos baseais baseiam baseie baseies baseemos baseeis baseiem baseares basearmos baseardes basearem basea baseai
V|basing|baseando
V|based|baseei baseaste baseou baseastes basearam baseava baseavas baseavamos baseaveis baseavam baseara basearas basearamos baseareis baseasse baseasses baseassemos baseasseis baseassem
V|address|enderecar endereca enderecas enderecamos enderecais enderecam enderece endereces enderecemos endereceis enderecem enderecares enderecarmos enderecardes enderecarem enderecai
V|addressing|enderecando
V|addressed|enderecei enderecaste enderecou enderecastes enderecaram enderecava enderecavas enderecavamos enderecaveis enderecavam enderecara enderecaras enderecaramos enderecareis enderecasse enderecasses enderecassemos enderecasseis enderecassem
V|reverse|inverter inverte inverto invertes invertemos inverteis invertem inverta invertas invertamos invertais invertam inverteres invertermos inverterdes inverterem invertei
V|reversing|invertendo
V|reversed|inverti inverteste inverteu invertestes inverteram invertia invertias invertiamos invertieis invertiam invertera inverteras inverteramos invertereis invertesse invertesses invertessemos invertesseis invertessem
V|revert|reverter reverte reverto revertes revertemos reverteis revertem reverta revertas revertamos revertais revertam reverteres revertermos reverterdes reverterem revertei
V|reverting|revertendo
V|reverted|revertido revertida revertidos revertidas reverti reverteste reverteu revertestes reverteram revertia revertias revertiamos revertieis revertiam revertera reverteras reverteramos revertereis revertesse revertesses revertessemos revertesseis revertessem
V|remind|relembrar relembra relembro relembras relembramos relembrais relembram relembre relembres relembremos relembreis relembrem relembrares relembrarmos relembrardes relembrarem relembrai
V|reminding|relembrando
V|reminded|relembrado relembrada relembrados relembradas relembrei relembraste relembrou relembrastes relembraram relembrava relembravas relembravamos relembraveis relembravam relembrara relembraras relembraramos relembrareis relembrasse relembrasses relembrassemos relembrasseis relembrassem
V|interact|interagir interage interajo interages interagimos interagis interagem interaja interajas interajamos interajais interajam interagires interagirmos interagirdes interagirem
V|interacting|interagindo
V|interacted|interagido interagida interagidos interagidas interagi interagiste interagiu interagistes interagiram interagia interagias interagiamos interagieis interagiam interagira interagiras interagiramos interagireis interagisse interagisses interagissemos interagisseis interagissem
V|spread|espalhar espalha espalho espalhas espalhamos espalhais espalham espalhe espalhes espalhemos espalheis espalhem espalhado espalhada espalhados espalhadas espalhei espalhaste espalhou espalhastes espalharam espalhava espalhavas espalhavamos espalhaveis espalhavam espalhara espalharas espalharamos espalhareis espalhasse espalhasses espalhassemos espalhasseis espalhassem espalhares espalharmos espalhardes espalharem espalhai difundir difunde difundo difundes difundimos difundis difundem difunda difundas difundamos difundais difundam difundido difundida difundidos difundidas difundi difundiste difundiu difundistes difundiram difundia difundias difundiamos difundieis difundiam difundira difundiras difundiramos difundireis difundisse difundisses difundissemos difundisseis difundissem difundires difundirmos difundirdes difundirem
V|spreading|espalhando difundindo
V|guide|guiar guio guiamos guiais guiam guie guies guiemos guieis guiem guiares guiarmos guiardes guiarem guiai
V|guiding|guiando
V|guided|guiado guiada guiados guiadas guiei guiaste guiou guiastes guiaram guiava guiavas guiavamos guiaveis guiavam guiara guiaras guiaramos guiareis guiasse guiasses guiassemos guiasseis guiassem
V|harvest|colher colhe colho colhes colhemos colheis colhem colha colhas colhamos colhais colham colheres colhermos colherdes colherem colhei
V|harvesting|colhendo
V|harvested|colhido colhida colhidos colhidas colhi colheste colheu colhestes colheram colhia colhias colhiamos colhieis colhiam colhera colheras colheramos colhereis colhesse colhesses colhessemos colhesseis colhessem
V|concatenate|concatenar concatena concateno concatenas concatenamos concatenais concatenam concatene concatenes concatenemos concateneis concatenem concatenares concatenarmos concatenardes concatenarem concatenai
V|concatenating|concatenando
V|concatenated|concatenado concatenada concatenados concatenadas concatenei concatenaste concatenou concatenastes concatenaram concatenava concatenavas concatenavamos concatenaveis concatenavam concatenara concatenaras concatenaramos concatenareis concatenasse concatenasses concatenassemos concatenasseis concatenassem
V|trim|aparar apara aparo aparas aparamos aparais aparam apare apares aparemos apareis aparem aparares apararmos aparardes apararem aparai
V|trimming|aparando
V|trimmed|aparado aparada aparados aparadas aparei aparaste aparou aparastes apararam aparava aparavas aparavamos aparaveis aparavam aparara apararas apararamos aparareis aparasse aparasses aparassemos aparasseis aparassem
V|persist|persistir persiste persisto persistes persistimos persistis persistem persista persistas persistamos persistais persistam persistires persistirmos persistirdes persistirem
V|persisting|persistindo
V|persisted|persistido persistida persistidos persistidas persisti persististe persistiu persististes persistiram persistia persistias persistiamos persistieis persistiam persistira persistiras persistiramos persistireis persistisse persistisses persistissemos persistisseis persistissem
V|customize|personalizar personaliza personalizo personalizas personalizamos personalizais personalizam personalize personalizes personalizemos personalizeis personalizem personalizares personalizarmos personalizardes personalizarem personalizai
V|customizing|personalizando
V|customized|personalizado personalizada personalizados personalizadas personalizei personalizaste personalizou personalizastes personalizaram personalizava personalizavas personalizavamos personalizaveis personalizavam personalizara personalizaras personalizaramos personalizareis personalizasse personalizasses personalizassemos personalizasseis personalizassem
V|take care|cuidar cuida cuido cuidas cuidamos cuidais cuidam cuide cuides cuidemos cuideis cuidem cuidares cuidarmos cuidardes cuidarem cuidai
V|taking care|cuidando
V|taken care|cuidada cuidados cuidadas
V|took care|cuidei cuidaste cuidou cuidastes cuidaram cuidava cuidavas cuidavamos cuidaveis cuidavam cuidara cuidaras cuidaramos cuidareis cuidasse cuidasses cuidassemos cuidasseis cuidassem
`;
