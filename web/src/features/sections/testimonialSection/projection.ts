import { imageFields, linkFields, logoFields } from '../../../queries/fragments.ts'

/** What a `testimonialSection` gets from the page query, besides every section's common fields. */
export const testimonialSectionFields = /* groq */ `
  layout, ratingLabel, links[]{${linkFields}},
    testimonials[]->{_id, name, role, company, industry, content, rating, results, projectType, image{${imageFields}},
      "companyLogo": companyLogo{${logoFields}}}
`
