import { defineArrayMember, defineField, defineType } from 'sanity'
import { NumberIcon } from '@sanity/icons'
import { linksField, sectionBaseFields, sectionPreview } from './base.ts'

/** A fixed example calculation: local cost, India cost, saving. */
export const savingsCalculatorSection = defineType({
  name: 'savingsCalculatorSection',
  title: 'Savings example',
  type: 'object',
  icon: NumberIcon,
  description: 'A fixed example calculation: local cost, India cost, saving.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'calculatorRow',
          fields: [
            defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'value', type: 'string', validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
    }),
    defineField({
      name: 'result',
      title: 'Result',
      type: 'object',
      fields: [
        defineField({ name: 'label', type: 'string' }),
        defineField({ name: 'value', type: 'string' }),
      ],
    }),
    defineField({ name: 'note', title: 'Note', type: 'text', rows: 2 }),
    linksField,
  ],
  preview: sectionPreview('Savings example'),
})
