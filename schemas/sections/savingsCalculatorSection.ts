import { defineArrayMember, defineField, defineType } from 'sanity'
import { NumberIcon } from '@sanity/icons/Number'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

const figure = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().max(80) })

/** A worked savings example with fixed figures (no input): local cost, India cost, and the saving. */
export const savingsCalculatorSection = defineType({
  name: 'savingsCalculatorSection',
  title: 'Savings example',
  type: 'object',
  icon: NumberIcon,
  description: 'A fixed example calculation: local cost, India cost, saving.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      description: 'The lines of the example, e.g. "Local team cost" "$500K".',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'calculatorRow',
          title: 'Row',
          fields: [
            figure('label', 'Label', 'e.g. "Local team cost".'),
            figure('value', 'Figure', 'As shown, e.g. $500K.'),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'result',
      title: 'Result',
      type: 'object',
      description: 'The highlighted last line, e.g. "Your savings" "$350K".',
      options: { columns: 2 },
      fields: [figure('label', 'Label', 'e.g. "Your savings".'), figure('value', 'Figure', 'e.g. $350K.')],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'note',
      title: 'Note',
      type: 'text',
      rows: 2,
      description: 'Small print under the example.',
      validation: (rule) => rule.max(300),
    }),
    linksField({ required: true }),
  ],
  preview: sectionPreview('Savings example', { count: { field: 'rows', one: 'row', many: 'rows' } }),
})
