import { FIGURE_LINE } from '../../../../../schemas/lib/figure-text.ts'
/**
 * What a `faqSection` gets from the page query, besides every section's common fields: its questions in order, each
 * `{_id, question, answer}` whether shared (an FAQ question document, by its `_id`) or written in the section (an
 * inline `faqEntry`, whose `_key` stands for the id), so the accordion renders both alike.
 */
export const faqSectionFields = /* groq */ `
  "items": items[]{
    _type == "reference" => @->{_id, question, "answer": array::join(answer[]${FIGURE_LINE}, "\\n\\n")},
    _type == "faqEntry" => {"_id": _key, question, "answer": array::join(answer[]${FIGURE_LINE}, "\\n\\n")}
  }
`
