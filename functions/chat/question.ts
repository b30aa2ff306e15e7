// What kind of message a visitor sent, before any search: another language, a question about a competitor, the wish
// to start a project. Vocabulary only: every reply's wording comes from the CMS.

// Words of other languages that are not also English words ("die", "was", "come", "son" are left out).
const FOREIGN_WORDS = new Set(
  `que qué cuánto cuanto cuánta cuántos cuántas cuesta cuestan cuál cuáles cómo dónde para por una unos unas los las
  del el ustedes usted tienen tiene hacen hacer puedo puede pueden precio precios empresa hola gracias desarrollador
  desarrolladores implementación servicios servicio nuestra nuestro necesitamos necesito quiero trabajan ofrecen muy
  pero también sí está están es
  der das und ist wie viel viele kostet kosten ein eine einen einem ich wir mit für nicht können kann bei ihnen ihr
  haben gibt auf auch welche wo wann warum entwickler preis hallo danke bitte unsere unser sind dem des sie uns
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

/** Whether a message is written in another language than English (the local answerer speaks English only). */
export function isOtherLanguage(message: string): boolean {
  const letters = message.match(/\p{L}/gu) ?? []
  if (letters.length === 0) return false
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length
  if (latin / letters.length < 0.5) return true
  if (GREETINGS_ABROAD.test(message.trim())) return true
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? []
  const foreign = words.filter((word) => FOREIGN_WORDS.has(word)).length
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length
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
