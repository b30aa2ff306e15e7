// What kind of message a visitor sent, before any search: another language, a question about a competitor, the wish
// to start a project. Vocabulary only: every reply's wording comes from the CMS.
import { DEFAULT_LANGUAGE, type LanguageId } from '#shared/languages.ts'

// German words that are not also English words: another language on an English page, the page's own on a German one.
const GERMAN = `der das und ist wie viel viele kostet kosten ein eine einen einem ich wir mit für nicht können kann bei
  ihnen ihr haben gibt auf auch welche wo wann warum entwickler preis hallo danke bitte unsere unser sind dem des sie
  uns`
const GERMAN_WORDS = new Set(GERMAN.split(/\s+/))
const GERMAN_GREETINGS = /^(hallo|guten tag)\b/i

// Words of other languages that are not also English words ("die", "was", "come", "son" are left out).
const FOREIGN_WORDS = new Set(
  `que qué cuánto cuanto cuánta cuántos cuántas cuesta cuestan cuál cuáles cómo dónde para por una unos unas los las
  del el ustedes usted tienen tiene hacen hacer puedo puede pueden precio precios empresa hola gracias desarrollador
  desarrolladores implementación servicios servicio nuestra nuestro necesitamos necesito quiero trabajan ofrecen muy
  pero también sí está están es
  ${GERMAN}
  le les des est combien coûte coute coûtent vous nous pour avec je quel quelle quels quelles bonjour merci votre vos
  sont êtes faites pouvez prix entreprise développeur développeurs au aux du ce cette qui où comment pourquoi
  quanto custa custam você vocês voce não nao obrigado obrigada olá ola qual quais onde preço têm tem
  costa il che sono ciao grazie prezzo azienda sviluppatore sviluppatori quale dove perché anche della delle degli
  voi avete fate puoi può posso aiutarmi aiuto aiutare vorrei siete servizi costo con
  ayuda ayudar ayudarme necesito puedes podemos pouvez aide aider besoin ajuda ajudar preciso helfen brauchen hulp
  kunnen
  hoeveel kost het een van wij jullie ik niet zijn voor hoe waar bedankt prijs ontwikkelaar`.split(/\s+/),
)
// English words that show a message is English even with a foreign-looking word in it.
const ENGLISH_WORDS = new Set(
  `the is are do does you your we our what how much many can could with for to of and a an in on have has i my me
  it that this there which who why when where will would should any about cost price team hire need want us`.split(
    /\s+/,
  ),
)
const GREETINGS_ABROAD =
  /^(hola|bonjour|salut|hallo|guten tag|ciao|olá|ola|buongiorno|buenos días|buenas|hej|hoi)\b/i

/**
 * Whether a message is written in another language than the page's (the local answerer speaks the page's language,
 * and English everywhere): on a German page, German and English are the page's.
 */
export function isOtherLanguage(message: string, language: LanguageId = DEFAULT_LANGUAGE): boolean {
  const letters = message.match(/\p{L}/gu) ?? []
  if (letters.length === 0) return false
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length
  if (latin / letters.length < 0.5) return true
  const german = language === 'de'
  if (GREETINGS_ABROAD.test(message.trim()) && !(german && GERMAN_GREETINGS.test(message.trim()))) return true
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? []
  const foreign = words.filter(
    (word) => FOREIGN_WORDS.has(word) && !(german && GERMAN_WORDS.has(word)),
  ).length
  const english = words.filter((word) => ENGLISH_WORDS.has(word) || (german && GERMAN_WORDS.has(word))).length
  if (/[¿¡]/.test(message) && foreign >= 1) return true
  return foreign >= 2 && foreign > english
}

// Other consultancies and IT service firms a visitor may compare us with.
const COMPETITORS =
  /\b(accenture|deloitte|infosys|tcs|tata consultancy|wipro|cognizant|capgemini|hcl|hcltech|tech mahindra|ibm|kpmg|pwc|ey|ernst (&|and) young|epam|globant|ltimindtree|mindtree|dxc|ntt data|avanade|atos|fujitsu|genpact|mphasis|hexaware|persistent systems|virtusa|competitors?|rivals?)\b/i

/** Whether a message asks about another company (or compares us with one). */
export function isAboutCompetitor(message: string): boolean {
  return COMPETITORS.test(message)
}

// "We want to hire three developers", "can I get a quote", "what's next?": a visitor ready to talk.
const BUYING = [
  /\b(we|i)('re|'m| are| am)? ?(want|need|would like|'d like|looking|plan|planning|intend|ready) (to )?(hire|start|begin|engage|sign|outsource|migrate|implement|add|build|work with you|get (a |an )?(quote|proposal|estimate))\b/i,
  /\b(we|i)('re|'m| are| am)? ?(want|need|would like|'d like|looking for) (a |an |some |more |\d+ |two |three |four |five |ten )?(\w+ )?(developers?|engineers?|consultants?|testers?|team|quote|proposal|estimate|partner)\b/i,
  /\b(get|have|send|request) (me |us )?(a|an|your) (quote|estimate|proposal|offer)\b/i,
  /\bquote for\b/i,
  /\bhow (do|can|should|would) (we|i) (start|proceed|begin|engage|sign|get started|move forward|hire)\b/i,
  /\bwhat('s| is) next\b|\bnext steps?\b|\bsign (up|a contract)\b|\bready to (start|go|begin|move)\b/i,
  /\b(hire|engage) (you|your team|your company)\b/i,
]

/** Whether the visitor shows the intent to buy: the answer then ends with the booking link. */
export function wantsToBuy(message: string): boolean {
  return BUYING.some((pattern) => pattern.test(message))
}

// Tasks that are not questions about us at all: writing code or verse, jokes, translations, the weather, sport.
const OTHER_TASKS = [
  // "Write me a Python function", not "do you write custom code for BTP?" (that is our work).
  /\b(write|compose|generate|draft|create|give) (me|us) (a |an |some |my |our )?(\w+ )?(function|code|script|program)\b/i,
  /\b(write|compose|generate|draft|create|give) (me |us )?(a |an |some |my |our )?(\w+ )?(poem|story|essay|song|haiku|limerick|joke|recipe|cover letter)\b/i,
  /\b(tell|know) (me )?(a |any )?jokes?\b/i,
  /\btranslate\b/i,
  /\b(weather|forecast|temperature outside)\b/i,
  /\b(football|soccer|basketball|baseball|cricket|match|game) (score|result|yesterday|tonight|today)\b|\bwho won\b/i,
  /\bcapital of\b|\brecipe\b|\brestaurants?\b|\bmovies?\b|\bhoroscope\b/i,
]
// Attempts to make the assistant leave its role: new instructions, its prompt, saying what we did not write.
const MISUSE = [
  /\b(ignore|forget|disregard|override) (all |any |your |the )?(previous |prior |earlier |above )?(instructions|rules|prompts?|guidelines)\b/i,
  /\b(system|hidden|initial) prompt\b|\byour (instructions|prompt|rules)\b/i,
  /\byou are now\b|\bpretend (to be|you are)\b|\bact as\b|\broleplay\b|\bjailbreak\b|\bDAN\b/,
  /\b(password|api key|secret key|credentials|access token)s?\b/i,
  // Other people's personal data: our clients', customers' or staff's e-mails, phone numbers or addresses.
  /\b(e-?mails?|e-?mail addresses|phone numbers?|home addresses|contact (details|data|info\w*)|personal data)\b.{0,30}\b(of )?(your|the|their) (clients?|customers?|employees?|staff|consultants?|developers?|engineers?)\b/i,
  /\b(your|the) (clients?|customers?|employees?|staff)'?s? (e-?mails?|e-?mail addresses|phone numbers?|home addresses|personal data)\b/i,
  /\brepeat (the word |after me|this)\b|\bforever\b|\binfinitely\b/i,
  /^say (that|this|")\b/i,
  /<\s*script\b|\bdrop table\b|\bselect \* from\b|\bunion select\b/i,
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines|previous|above|everything)\b/i,
  /\b(developer mode|pretend (to be|you are|you're)|role-?play)\b/i,
  // Abuse: not a question anyone can write content for.
  /\b(fuck\w*|shit\w*|stupid|idiot\w*|moron\w*|dumb|bitch\w*|bastard\w*|asshole\w*|cunt\w*|retard\w*|wank\w*|you suck|hate you)\b/i,
]

/** Whether a message asks for something other than information about us (a poem, code, a joke, the weather). */
export function isOtherTask(message: string): boolean {
  return OTHER_TASKS.some((pattern) => pattern.test(message))
}

/**
 * Whether a message tries to make the assistant leave its role or reveal what it must not, or abuses it: declined,
 * and never kept as a question marketing should answer (unanswered.ts).
 */
export function isMisuse(message: string): boolean {
  return MISUSE.some((pattern) => pattern.test(message))
}
