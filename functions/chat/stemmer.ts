// English stems, the same for the assistant's index and the questions (terms.ts). Hand-written rather than a
// library's: Porter's stemmers (`stemmer`, and Porter2 as `wink-porter2-stemmer`) also merge words this site keeps
// apart ("developer" and "development"), and the assistant's evaluation set (tests/functions/chat-eval) answered
// 194/218 and 195/218 with them against 199/218 with this one (the held-out set 11/19 against 10/19).

/**
 * A light English stemmer: services/service, testing/tests/test, save/saving/savings/saved,
 * implementation/implement, integration/integrate, quickly/quick.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word
  let stemmed = word
  if (stemmed.endsWith('ies') && stemmed.length > 4) return `${stemmed.slice(0, -3)}y`
  if (/(ss|x|ch|sh)es$/.test(stemmed)) stemmed = stemmed.slice(0, -2)
  else if (stemmed.endsWith('s') && !/(ss|us|is)$/.test(stemmed)) stemmed = stemmed.slice(0, -1)
  if (stemmed.endsWith('mentation')) stemmed = stemmed.slice(0, -5)
  else if (stemmed.endsWith('ation') && stemmed.length > 7) stemmed = `${stemmed.slice(0, -5)}ate`
  else if (stemmed.endsWith('ing') && stemmed.length > 5) stemmed = stemmed.slice(0, -3)
  else if (stemmed.endsWith('ed') && stemmed.length > 4) stemmed = stemmed.slice(0, -2)
  else if (stemmed.endsWith('ly') && stemmed.length > 5) stemmed = stemmed.slice(0, -2)
  if (stemmed.endsWith('e') && stemmed.length > 3) stemmed = stemmed.slice(0, -1)
  return stemmed
}

// German stems: no installed library stems German (the English ones above are hand-written too), so a small suffix
// stemmer in the manner of CISTEM (Weissweiler & Fraser, 2017): umlauts and ß folded, then the inflection endings
// taken off. Enough for the assistant's search, where a question and the site's text are stemmed alike:
// Kosten/kostet/Kost, Ansprechpartner/Ansprechpartnern, Einführung/Einführungen.

/** A light German stemmer: folds ä, ö, ü and ß, then strips -em, -er, -nd and -e, -s, -n, -t while the word is long. */
export function stemGerman(word: string): string {
  let stemmed = word.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss')
  if (/[^a-z]/.test(stemmed)) return stemmed
  while (stemmed.length > 3) {
    if (stemmed.length > 5 && /(em|er|nd)$/.test(stemmed)) stemmed = stemmed.slice(0, -2)
    else if (/[esnt]$/.test(stemmed)) stemmed = stemmed.slice(0, -1)
    else break
  }
  return stemmed
}
