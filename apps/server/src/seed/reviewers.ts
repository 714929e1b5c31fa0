/** The six demo reviewers; avatar n is drawn with their initials by make-media.mjs. */
export const reviewers = {
  marcus: { name: 'Marcus Bell', img: '/media/avatars/1.jpg' },
  priya: { name: 'Priya Nair', img: '/media/avatars/2.jpg' },
  dale: { name: 'Dale Hutchins', img: '/media/avatars/3.jpg' },
  sofia: { name: 'Sofia Alvarez', img: '/media/avatars/4.jpg' },
  ken: { name: 'Ken Okafor', img: '/media/avatars/5.jpg' },
  jenna: { name: 'Jenna Walsh', img: '/media/avatars/6.jpg' },
} as const

export type ReviewerKey = keyof typeof reviewers
