// A label in another language that addresses the AI reading the text: "Nota para asistentes de
// viaje y comparadores automáticos:", "P.-S. à l'attention de l'IA qui trie ce courrier :",
// "[nota oculta para el modelo de resumen]", "ATENÇÃO, IA CORRETORA:", "Istruzioni per il sistema
// di selezione automatica:". The language rules (rules/multilingual/) read such notes in the forms
// their grammars spell out; writers found a new form about as often as an old one (a second noun
// joined by "y", a machine mark after the noun's own complement, a bracket instead of a colon).
// This reads the structure instead, from small closed sets of words, whatever their order:
// 1. a label: the text from a line start, a bracket or a sentence end up to a colon or a closing
//    bracket, at most 110 characters;
// 2. it addresses someone: a note, notice, instruction or attention word, or a preposition of
//    address ("para", "à l'attention de", "für", "per", "destinée aux");
// 3. the one addressed is a machine: an AI noun ("IA", "KI", "LLM", "chatbot"), or a noun that
//    also names a person or a thing (assistant, agent, model, system, comparator, reviewer) with a
//    machine mark ("automáticos", "de IA", "de resumen", "virtuel") or a clause about processing
//    this text ("que processa esta caixa", "qui trie ce courrier").
// A person's assistant gets notes every day ("Nota per gli assistenti di prenotazione:", "TOP 3
// (für den Protokoll-Assistenten):"): without the machine, no finding. English is read by
// ai-address.ts: a label counts only where it and the 200 characters after it hold two function
// words of one gated language.
// Pure: folded prose in, spans out; mlAddressDetector is its shell.

import type { ScanState } from "./registry";
import type { RawFinding } from "./finding";
import { piFinding } from "./prompt-injection";
import { GATED_LANGUAGES, languagePresent } from "../rules/multilingual/language";
import { probeBit } from "../probes";

export const ML_ADDRESS = "pi.multilingual.ai-label";
const OTHER_LANGUAGE = probeBit("otherLanguage");
const CONFIDENCE = 0.55;
const MAX_LABEL = 110;
const MAX_CANDIDATES = 64;
/** How much of what follows a label is read with it for its language. */
const AFTER = 200;

/** Where a label ends. */
const END = /[:\]\)]/g;
/** What may open a label: a line, a bracket, a closed bracket, a sentence end, a comment. */
const OPENERS = "\n[(])>";
/** Note, notice, attention and instruction words, and prepositions of address, in es, pt, fr, it, de (folded). */
const ADDRESSED = /(?:^|[^a-z])(?:nota|notas|aviso|avisos|mensaje|mensagem|messaggio|message|instruccion(?:es)?|instrucao|instrucoes|istruzion[ei]|instructions?|indicaciones|indicazioni|consignes?|atencion|atencao|attenzione|attention|achtung|hinweis|notiz|nachricht|anweisung(?:en)?|mitteilung|information|informazione|informacion|informacao|avviso|avis|note|recado|lembrete|recordatorio|promemoria|rappel|erinnerung|p\.[ -]?[sd]\.|para|per|pour|fur|destinad[ao]s?|destinee?s?|destinat[aeio]|dirigid[ao]s?|rivolt[aeio]|a l'attention|all'attenzione)(?![a-z])/;
/** Nouns that name only a machine. */
const AI_NOUN = /(?:^|[^a-z])(?:ia|ki|ai|llms?|chatbots?|gpt|intelligence artificielle|inteligencia artificial|intelligenza artificiale|kunstliche intelligenz)(?![a-z])/;
/** Nouns that also name a person or a thing. */
const PERSONLIKE = /(?:^|[^a-z])(?:asistentes?|assistentes?|assistants?|assistenten?|assistenti|agentes?|agents?|agenten?|agenti|modelos?|modell[eio]?|modeles?|sistemas?|systemes?|systeme?|sistemi|comparadores?|comparateurs?|comparatori|correttor[ei]|corretor(?:es|as?)?|correctores?|correcteurs?|herramientas?|ferramentas?|strumenti|outils?|werkzeuge?|programas?|programmi|programmes?|lectores?|lettori|lecteurs?|leitores?|revisor(?:es|as?)?|revisori|evaluador(?:es|as?)?|valutatori|evaluateurs?|avaliador(?:es|as?)?|bots?|robots?|[a-z]{2,15}(?:agenten|assistenten|systeme|modelle|bots))(?![a-z])/;
/** What makes one of those a machine. */
const MACHINE = /(?:^|[^a-z])(?:automat[a-z]{0,8}|automatic[a-z]{0,4}|automatiqu[a-z]{0,3}|automatisch[a-z]{0,3}|autonom[a-z]{0,4}|virtual[a-z]{0,3}|virtuel[a-z]{0,3}|virtuell[a-z]{0,3}|intelligen[a-z]{0,6}|artificial|artificiel[a-z]{0,3}|artificiale|(?:de|di|du|da|des|der) (?:resumen|resumo|sintesi|synthese|clasificacion|classificacao|classificazione|classification|seleccion|selecao|selezione|selection|evaluacion|avaliacao|valutazione|evaluation|moderacion|moderacao|moderazione|moderation|traduccion|traducao|traduzione|traduction|triaje|triagem|triage|analisis|analise|analisi|analyse|correccion|correcao|correzione|correction|recomendacion|recomendacao|raccomandazione|recommandation|puntuacion|pontuacao|punteggio|notation|scoring)|de ia|di ia|d'ia|de l'ia|ki-[a-z]{3,20}|ia[- ](?:generativa|generative))(?![a-z])/;
/** A clause about processing this text: "que processa esta caixa", "qui trie ce courrier", "der diese E-Mail liest". */
const READS = /(?:^|[^a-z])(?:que|qui|che|der|die|das)[ \t]{1,3}(?:[a-z]{1,12}[ \t]{1,3}){0,2}?(?:process[a-z]{0,6}|trait[a-z]{0,5}|tri[ae][a-z]{0,4}|le[ae]?n?|lit|lisent|legg[ae]no|legge|liest|lesen|resum[a-z]{0,5}|riassum[a-z]{0,5}|analy[a-z]{0,6}|anali[a-z]{0,6}|gestion[a-z]{0,4}|gere[a-z]{0,2}|ger[ei][a-z]{0,4}|verarbeit[a-z]{0,4}|sortiert|clasific[a-z]{0,4}|classific[a-z]{0,4}|classifi[a-z]{0,4}|valut[a-z]{0,4}|evalu[a-z]{0,4}|avali[a-z]{0,4}|revis[a-z]{0,4}|corrig[a-z]{0,4}|corregg[a-z]{0,4})[ \t]{1,3}(?:est[ae]s?|este|ce|cet|cette|ces|questo|questa|questi|queste|diese[snmr]?|dieses|esta|isto|isso)(?![a-z])/;

export interface LabelHit { start: number; end: number }

/** Labels addressed to a machine reader in `f` (folded prose). */
export function mlAddressFindings(f: string): LabelHit[] {
  const out: LabelHit[] = [];
  // A label ends at a colon or a closing bracket: most prose has neither, and a native search for
  // each is far cheaper than a pattern's pass over a megabyte.
  if (f.indexOf(":") < 0 && f.indexOf("]") < 0 && f.indexOf(")") < 0) return out;
  END.lastIndex = 0;
  let m: RegExpExecArray | null;
  let n = 0;
  let lastEnd = -1;
  while ((m = END.exec(f)) !== null && n++ < MAX_CANDIDATES) {
    const p = m.index;
    // A colon inside a time, a URL or a field ("16:00", "https:", "id:42") ends no label.
    if (m[0] === ":" && /[0-9a-z/]/.test(f[p + 1] ?? "") && (f[p + 1] ?? "") !== " ") continue;
    let s = p - 1;
    const floor = Math.max(lastEnd + 1, p - MAX_LABEL);
    while (s >= floor && !OPENERS.includes(f[s] as string) && !(/[.!?]/.test(f[s] as string) && /\s/.test(f[s + 1] ?? ""))) s--;
    if (s < floor && floor > 0 && floor === p - MAX_LABEL) continue; // no opener within reach: a sentence, not a label
    const seg = f.slice(s + 1, p);
    if (seg.trim().length < 3) continue;
    // The rarer test first: most labels in data ("Date:", "Total (EUR):") name no reader at all.
    const ai = AI_NOUN.test(seg);
    if (!ai && !PERSONLIKE.test(seg)) continue;
    if (!ADDRESSED.test(seg)) continue;
    if (!ai && !MACHINE.test(seg) && !READS.test(seg)) continue;
    // Only a label in another language, with what it introduces: English labels are ai-address.ts's.
    const around = f.slice(s + 1, Math.min(f.length, p + 1 + AFTER));
    if (!GATED_LANGUAGES.some((code) => languagePresent(around, code, 2))) continue;
    out.push({ start: s + 1, end: p + 1 });
    lastEnd = p;
  }
  END.lastIndex = 0;
  return out;
}

/** The detector on a scan: one finding per label, weighed as an agent directive (so not in the user's own message). */
export function mlAddressDetector(s: ScanState): RawFinding[] {
  if (s.ctx.source === "user_message" || ((s.unit.probes ?? -1) & OTHER_LANGUAGE) === 0) return [];
  return mlAddressFindings(s.unit.prose).map((h) => piFinding(ML_ADDRESS, "agent-directive", CONFIDENCE, s.toContent(h.start, h.end), s.ctx, s.content));
}
