// How visitors ask versus how the site says it: roles' short forms, phrases that stand for the site's own words,
// the words that only ask for a number, list questions, and the terms of a question with what each stands for.
import { processTerm, termsOf, wholeTermsOf } from './terms.ts'

/** The short forms of roles and what they stand for. */
const ROLE_NAMES: Record<string, string> = {
  ceo: 'chief executive officer',
  cto: 'chief technology officer',
  cfo: 'chief financial officer',
  coo: 'chief operating officer',
  cio: 'chief information officer',
  md: 'managing director',
}

/**
 * Whether a question names one of our roles by its short form ("your CTO"): only that person can answer it. (A
 * client's CFO, in a case study, is not ours.)
 */
export const namesRole = (text: string) =>
  /\b(your|yours|the company's) (ceo|cto|cfo|coo|cio|md)\b/i.test(text)

/** The question with each short role written out: "your CTO" → "your chief technology officer". */
export const withRolesWrittenOut = (text: string) =>
  text.replace(/\b(ceo|cto|cfo|coo|cio|md)\b/gi, (short) => ROLE_NAMES[short.toLowerCase()]!)

// How visitors ask versus how the site says it: each phrase adds the site's own words to the search. These widen
// the search only; every answer still comes from the content. Case matters only where it tells "US" from "us".
const EXPANSIONS: [RegExp, string][] = [
  // A role's short form: "who is your CTO?" asks for the Chief Technology Officer.
  ...Object.entries(ROLE_NAMES).map(([short, role]): [RegExp, string] => [
    new RegExp(`\\b${short}\\b`, 'i'),
    role,
  ]),
  [/\bd365\b|\bdynamics\b/i, 'dynamics 365'],
  [/\bf ?& ?o\b|\bfno\b|\bfinance (and|&) operations\b/i, 'finance operations'],
  [/\bs\/?4 ?hana\b|\bs4\b|\becc\b/i, 'sap s/4hana erp implementation'],
  [
    /\bmigrat\w*|\bmove (from|off|to)\b|\bupgrad\w*|\breplac\w*/i,
    'migration implementation greenfield brownfield',
  ],
  [/\bbtp\b/i, 'sap business technology platform'],
  [/\bproducts?\b|\bmodules?\b|\bsolutions?\b/i, 'portfolio platforms modules'],
  [/\bapps?\b/i, 'applications'],
  [/\bmultiple\b|\bseveral\b|\bmany\b/i, 'multi'],
  [/\bqa\b|\bquality assurance\b|\bbugs?\b|\btesters?\b|\bqa engineers?\b/i, 'testing qa'],
  [/\bpen(etration)? ?test\w*|\bvulnerabilit\w*|\bhack\w*/i, 'security testing owasp'],
  [/\bload test\w*|\bstress test\w*|\bperformance\b/i, 'performance testing load'],
  [
    /\bcustom (software|apps?|applications?)\b|\bbespoke\b|\bbuild (an? )?(app|application|software|platform)\b/i,
    'custom software development',
  ],
  [/\bhow much\b|\bpric\w*|\bexpensive|\bcheap\w*|\bbudget|\brates\b|\bfees?\b|\bcharge|\bquote\b/i, 'cost'],
  [/\bhow long\b|\bduration\b|\bhow fast\b|\bhow quickly\b|\bhow soon\b|\btime ?line\b/i, 'months weeks'],
  [/\bsav(e|es|ing|ings)\b|\bcheaper\b|\blower cost\b/i, 'savings cost'],
  [/\bUS\b|\bU\.S\.|\bUSA\b/, 'local'],
  [/\bamerican\b|\bonshore\b|\bin-?house\b|\bdomestic\b|\blocal(ly)?\b|\bnearshore\b/i, 'local'],
  [/\boffshor|\boutsourc|\bindian?\b/i, 'india'],
  [
    /\bhire\b|\bhiring\b|\bcontractors?\b|\bextra (developers|engineers|people)\b|\badd (developers|engineers|people)\b/i,
    'staff augmentation',
  ],
  [/\bdevelopers?\b|\bdevs?\b|\bengineers?\b|\bprogrammers?\b|\bcoders?\b/i, 'developers engineers'],
  [/\bexamples?\b|\bsuccess stor|\bportfolio\b|\breferences?\b|\bpast projects?\b/i, 'case study'],
  [/\breviews?\b|\bclients? say\b|\bcustomers? say\b|\bfeedback\b/i, 'testimonial'],
  [/\bclients\b|\bcustomers\b/i, 'clients'],
  [/\bratings?\b|\brated\b|\bstars?\b/i, 'rating'],
  [/\bsatisf\w*|\bhappy\b/i, 'satisfaction'],
  [/\bon time\b|\bdeadlines?\b/i, 'delivered on time'],
  [
    /\bsecur|\bprotect|\bprivacy|\bconfidential|\bgdpr\b|\bnda\b|\bndas\b|\bnon-?disclosure\b|\bsafe\b/i,
    'data security protect nda',
  ],
  [
    /\bip\b|\bintellectual property\b|\bown(s|ership)? (of )?(the )?(code|ip)\b|\bcopyright\b/i,
    'intellectual property ip assign',
  ],
  [
    /\bpower ?bi\b|\bpower ?apps\b|\bpower ?automate\b|\bpower platform\b|\bdashboards?\b/i,
    'power platform power bi',
  ],
  [/\bintegrat\w*|\bconnect\w*|\blink\b|\bsync\w*/i, 'integration connect'],
  [/\barticles?\b|\binsights?\b|\bblog\b|\bguides?\b/i, 'blog article'],
  [/\bhealth ?care\b|\bhospitals?\b|\bmedical\b/i, 'healthcare'],
  [/\bbanks?\b|\bbanking\b|\bfinancial services\b|\binsurance\b|\bfintech\b/i, 'financial services'],
  [
    /\btime ?zones?\b|\bovernight\b|\bus hours\b|\bworking hours\b|\boverlap\b/i,
    'time-zone overlap hours shift',
  ],
  [/\bpay(s)? (for )?itself\b|\bpayback\b|\breturn on investment\b|\broi\b/i, 'roi payback'],
  [/\buptime\b|\bavailability\b|\bsla\b|\bguarantee\w*/i, 'uptime sla'],
  [/\bafter go-?live\b|\bpost go-?live\b|\bmaintenance\b/i, 'go-live support hypercare'],
  [
    /\bweekends?\b|\bnights?\b|\bholidays?\b|\baround the clock\b|\bafter hours\b|\bany ?time\b/i,
    '24/7 round-the-clock',
  ],
  [/\bcertifi\w*|\bqualified\b/i, 'certified certifications'],
  [/\benglish\b|\blanguage\b|\bcommunicat\w*/i, 'english fluent'],
  [
    /\bget started\b|\bstart\b|\bbegin\b|\bnext steps?\b|\bproceed\b|\bkick ?off\b/i,
    'get started consultation',
  ],
  [/\bscale (up|down)\b|\bnotice\b|\bramp (up|down)\b|\bdownsiz\w*/i, 'scale notice'],
  [/\binterview\w*|\bvet\w*|\bscreen\w*|\bapprove\b/i, 'interview approve'],
  // A client's whereabouts: a case study says where the client "is based".
  [/\bcit(y|ies)\b|\btowns?\b|\bheadquartered\b/i, 'based'],
  // "The first practice": an article numbers its parts ("1. Give every data object a business owner").
  ...['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'].map(
    (ordinal, index): [RegExp, string] => [new RegExp(`\\b${ordinal}\\b`, 'i'), String(index + 1)],
  ),
  [/\bdeliver(y)? cent(er|re)s?\b|\bwhere are (you|your)\b|\blocated\b|\boffices?\b/i, 'delivery centres'],
  [/\bsince when\b|\bhow old\b/i, 'years experience'],
  [
    /\bhow (big|large) is (your|the) team\b|\bteam size\b|\bheadcount\b|\bemployees\b|\bhow many people\b/i,
    'certified consultants',
  ],
]

// The words of a question that only say it asks for a number ("how many", "how long"): the figure's kind counts
// instead (figures.ts), not the words.
export const FIGURE_WORDS =
  /\bhow (many|much|long|fast|quickly|soon|big|large)\b|\bnumber of\b|\bwhat (share|percentage|percent) of\b/gi

// "Which modules...?", "what kinds of developers?": a question answered by a list.
// Also a bare plural with no verb ("dynamics 365 modules?"): it names the list it wants ("any …?" asks whether there
// is one).
export const LIST_QUESTION =
  /\b(which|list|what (kinds?|types?|sorts?)|(kinds?|types?|sorts?) of)\b|\bwhat( \S+)? \w+s (do|can|does|did) (you|we)\b|^why\b|^(?![^?]*\b(do|does|did|is|are|was|were|can|could|will|would|how|what|whats|why|when|where|who|any|i|we|you|u)\b)[^?]*\w{3,}s\s*\??$/i

export function expansionsOf(question: string): string {
  return EXPANSIONS.filter(([pattern]) => pattern.test(question))
    .map(([, words]) => words)
    .join(' ')
}

/**
 * The question's own terms, each with the site's words it stands for: "QA" also counts as covered by a passage that
 * says "testing".
 */
export function ownTerms(question: string): Map<string, Set<string>> {
  // Whole words only: "S/4HANA" is one term here, not also "s" and "4hana".
  // Numbers the visitor writes ("3 developers", "$500K") say how much, not what about ("Dynamics 365" stays).
  const own = new Map<string, Set<string>>(
    wholeTermsOf(question.replace(FIGURE_WORDS, ' '))
      .filter((term) => !/^(\d{1,2}|\$[\d,.]+[kmb]?\+?|[\d,.]+[kmb%]\+?)$/.test(term))
      .map((term) => [term, new Set([term])]),
  )
  // "Your rates" are prices, not the site's success rate.
  if (/\brates\b/i.test(question) && own.delete(processTerm('rates')!)) own.set('cost', new Set(['cost']))
  for (const [pattern, words] of EXPANSIONS) {
    const widened = termsOf(words)
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    )
    for (const match of question.matchAll(global))
      for (const term of termsOf(match[0])) for (const word of widened) own.get(term)?.add(word)
  }
  return own
}
