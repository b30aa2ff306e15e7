import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { NumberIcon } from '@sanity/icons/Number'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

const figure = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().max(80) })

type Bounds = { min?: number; max?: number; step?: number; default?: number }

/** One number the visitor types once the page is interactive: its label, range, default and error message. */
const calculatorInput = (name: string, title: string, example: { label: string; message: string }) =>
  defineField({
    name,
    title,
    type: 'object',
    options: { columns: 2 },
    fields: [
      defineField({
        name: 'label',
        title: 'Label',
        type: 'string',
        description: `e.g. "${example.label}".`,
        validation: (rule) => rule.required().max(80),
      }),
      defineField({
        name: 'message',
        title: 'Message when out of range',
        type: 'string',
        description: `Shown under the field when it is empty or outside the range, e.g. "${example.message}".`,
        validation: (rule) => rule.required().max(120),
      }),
      defineField({
        name: 'default',
        title: 'Default',
        type: 'number',
        description:
          'What the field holds before the visitor types: with the other default, it must give the example above.',
        validation: (rule) =>
          rule.required().custom((value, context) => {
            const { min, max } = (context.parent ?? {}) as Bounds
            if (typeof value !== 'number' || min === undefined || max === undefined) return true
            return (
              (value >= min && value <= max) || 'The default must lie between the minimum and the maximum.'
            )
          }),
      }),
      defineField({
        name: 'step',
        title: 'Step',
        type: 'number',
        description: 'What the arrow keys add or take away, e.g. 1 person or $5,000.',
        validation: (rule) => rule.required().positive().error('The step must be more than 0.'),
      }),
      defineField({
        name: 'min',
        title: 'Minimum',
        type: 'number',
        validation: (rule) => rule.required().min(0).error('The minimum cannot be negative.'),
      }),
      defineField({
        name: 'max',
        title: 'Maximum',
        type: 'number',
        validation: (rule) =>
          rule.required().custom((value, context) => {
            const { min } = (context.parent ?? {}) as Bounds
            if (typeof value !== 'number' || min === undefined) return true
            return value > min || 'The maximum must be more than the minimum.'
          }),
      }),
    ],
  })

/**
 * A worked savings example: local cost, India cost, the saving. Its figures are served as typed (the page without
 * scripts); with `inputs`, the visitor changes team size and cost per person once the page is interactive.
 */
export const savingsCalculatorSection = defineType({
  name: 'savingsCalculatorSection',
  title: 'Savings example',
  type: 'object',
  icon: NumberIcon,
  description: 'An example calculation (local cost, India cost, saving), with optional inputs for visitors.',
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
            defineField({
              name: 'computes',
              title: 'Follows the inputs as',
              type: 'string',
              description:
                'With inputs below: which calculated cost this line shows once the visitor types. Empty: the figure stays as typed.',
              options: {
                list: [
                  { title: 'Local cost (team size × cost per person)', value: 'local' },
                  { title: 'India cost (local cost × India cost %)', value: 'india' },
                ],
                layout: 'radio',
              },
            }),
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
    defineField({
      name: 'inputs',
      title: 'Inputs',
      type: 'object',
      description:
        "Optional: fields the visitor can change once the page's scripts have loaded. Without scripts the example above shows as typed, so keep its figures equal to the defaults.",
      options: { collapsible: true },
      fields: [
        calculatorInput('teamSize', 'Team size', {
          label: 'Team size (people)',
          message: 'Enter a team size from 1 to 500.',
        }),
        calculatorInput('costPerPerson', 'Local cost per person', {
          label: 'Average local cost per person a year (USD)',
          message: 'Enter a cost from $10,000 to $1,000,000.',
        }),
        defineField({
          name: 'indiaCostPercent',
          title: 'India cost (% of local)',
          type: 'number',
          description: 'What the India team costs as a share of the local cost, e.g. 30 (a 70% saving).',
          validation: (rule) =>
            rule
              .required()
              .greaterThan(0)
              .lessThan(100)
              .error('The India cost must be more than 0% and less than 100%.'),
        }),
        defineField({
          name: 'currency',
          title: 'Currency symbol',
          type: 'string',
          description: 'Put before every figure, e.g. $.',
          initialValue: '$',
          validation: (rule) => rule.required().max(3),
        }),
      ],
    }),
    linksField({ required: true }),
  ],
  preview: sectionPreview('Savings example', { count: { field: 'rows', one: 'row', many: 'rows' } }),
})
