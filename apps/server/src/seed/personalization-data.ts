import type { PersonalizationTemplate, TemplateField } from '@marquee/core'

/**
 * The demo's personalisable clips, by slug: each replaces the clip's bottom line (its
 * backdrop hides the line the clip was made with) with the customer's own words. Defaults
 * are the clip's own words, so the plain and the default personalised file read alike; each
 * reads at 96x48 and up. The game-day clip also takes the school's own logo beside its line.
 */
const bottomLine = (
  field: Pick<TemplateField, 'name' | 'label' | 'default' | 'maxLength'> & Partial<TemplateField>,
): TemplateField => ({
  upperCase: true,
  box: { x: 0.03, y: 0.74, width: 0.94, height: 0.22 },
  font: 'bold',
  color: '#ffffff',
  backdrop: '#0b1533',
  align: 'center',
  animation: 'still',
  start: 0,
  end: 4,
  ...field,
})

export const seedTemplates: Record<string, PersonalizationTemplate> = {
  'oil-change-special': {
    fields: [
      bottomLine({
        name: 'price',
        label: 'Your price',
        default: 'ONLY $29.95',
        maxLength: 16,
        backdrop: '#140505',
      }),
    ],
    logo: null,
  },
  'open-sign-classic-red': {
    fields: [
      bottomLine({
        name: 'business',
        label: 'Business name',
        default: 'COME ON IN',
        maxLength: 20,
      }),
    ],
    logo: null,
  },
  'sorry-we-are-closed': {
    fields: [
      bottomLine({
        name: 'reopening',
        label: 'When you reopen',
        default: 'SEE YOU TOMORROW',
        maxLength: 22,
        backdrop: '#2a0808',
      }),
    ],
    logo: null,
  },
  'sunday-worship-welcome': {
    fields: [
      bottomLine({
        name: 'sermon',
        label: 'Sermon title or service time',
        default: 'SUNDAY 10AM',
        maxLength: 40,
        animation: 'scroll',
        font: 'condensed',
        upperCase: false,
      }),
    ],
    logo: null,
  },
  'game-day-go-team': {
    fields: [
      bottomLine({
        name: 'game',
        label: 'Team or game-day date',
        default: 'GO EAGLES',
        maxLength: 18,
        animation: 'fade',
        backdrop: '#05070d',
        box: { x: 0.24, y: 0.74, width: 0.73, height: 0.22 },
      }),
    ],
    logo: {
      label: 'Your team logo',
      box: { x: 0.03, y: 0.72, width: 0.21, height: 0.26 },
      backdrop: '#05070d',
      start: 0,
      end: 4,
    },
  },
  'hot-pizza-by-the-slice': {
    fields: [
      bottomLine({
        name: 'special',
        label: "Today's special",
        default: '$3 A SLICE',
        maxLength: 18,
        font: 'pixel',
        animation: 'blink',
        color: '#ffe9a8',
        backdrop: '#2a0808',
      }),
    ],
    logo: null,
  },
}
